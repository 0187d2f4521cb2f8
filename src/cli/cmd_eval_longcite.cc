// The --llm-* options (eval_longcite.h) of every evaluating command: the schema's LLM table.
#include <CLI/CLI.hpp>

#include "citeval/options.h"
#include "cli/eval_longcite.h"

namespace citeval::cli {

void add_llm_options(CLI::App& sub, LlmCliOptions& o) { o.add_llm(sub); }

Result<LlmConfig> llm_config(const LlmCliOptions& o) {
  LlmConfig c;
  if (auto st = o.apply(c); !st) return make_error(st.error().code, cli_error_text(st.error()));
  return c;
}

Status apply_llm_options(const LlmCliOptions& o) {
  auto c = llm_config(o);
  if (!c) return c.error();
  if (auto st = configure_llm(*c); !st) return make_error(st.error().code, cli_error_text(st.error()));
  return Ok{};
}

}  // namespace citeval::cli

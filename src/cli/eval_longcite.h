// The LLM options every evaluating command can offer (implemented in cmd_eval_longcite.cc):
//
//   add_llm_options(*sub, o->llm);     // --llm-base-url, --llm-concurrency, ...
//   ... apply_llm_options(o->llm) before a judge is made, so "llm:MODEL" judges get the
//   endpoint settings (`citeval eval longbench-cite` passes them as FileRun::llm instead).
//
// What `citeval eval longbench-cite` does (its input, judges, resume from --detail, correctness)
// is the library's: citeval/evaluate.h, and the README's LongBench-Cite page.
#pragma once

#include "citeval/result.h"
#include "cli/eval_common.h"

namespace CLI {
class App;
}

namespace citeval::cli {

// The --llm-* options: the LLM table of the option schema (citeval/options.h,
// llm_option_schema: --llm-base-url, --llm-api-key, ..., --llm-tries), as flags (and so as
// --config keys).
using LlmCliOptions = SchemaFlags;
void add_llm_options(CLI::App& sub, LlmCliOptions& o);

// The settings the flags give (LlmConfig's defaults for the others); errors name the flags.
Result<LlmConfig> llm_config(const LlmCliOptions& o);

// Sets the "llm*" judges' endpoint settings from the flags (errors name the flags).
Status apply_llm_options(const LlmCliOptions& o);

}  // namespace citeval::cli

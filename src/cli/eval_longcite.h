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

// The --llm-* options are the library's LLM settings (citeval/judges.h), bound field by field.
using LlmCliOptions = LlmConfig;

// --llm-base-url, --llm-api-key, --llm-api-key-file, --llm-api-key-env, --llm-concurrency,
// --llm-timeout, --llm-max-attempts, --llm-price-in, --llm-price-out, --llm-journal,
// --llm-prompt-dir, --llm-temperature, --llm-max-tokens, --llm-tries.
void add_llm_options(CLI::App& sub, LlmCliOptions& o);

// Makes the "llm*" judge kinds known (idempotent) and sets their endpoint settings.
Status apply_llm_options(const LlmCliOptions& o);

}  // namespace citeval::cli

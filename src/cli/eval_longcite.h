// `citeval eval longbench-cite`, and the LLM options every evaluating command can offer
// (implemented in cmd_eval_longcite.cc).
//
// The eval command (cmd_eval.cc) adds the options to its `longbench-cite` subcommand and runs it:
//   add_llm_options(*sub, o->llm);            // --llm-base-url, --llm-concurrency, ...
//   add_longcite_options(*sub, *longcite);    // --citation-tokenizer, --max-statements, ...
//   sub->callback(... run_longbench_cite(args) ...);
//   // other benchmarks: apply_llm_options(o->llm) before open_judge_session, so "llm:MODEL"
//   // judges get the endpoint settings.
//
// LongBench-Cite input (io/longcite_reader.h): a JSON list or JSONL of {"idx", "dataset",
// "query", "prediction", "context"} (the prediction is split into statements as LongCite does),
// or items with already extracted "statements": [{"statement", "citation": [{"cite", ...}]}]
// (then "context" is not needed). Items are keyed by position: a repeated idx is scored twice,
// as LongCite does, and said on stderr.
//
// Judges: support and relevance from --judge (llm:MODEL becomes llm-support:MODEL and
// llm-relevance:MODEL), or --support-judge / --relevance-judge. The need-citation judge (asked
// about uncited statements) is llm-need-citation:MODEL for an LLM --judge; for any other judge
// the run is refused when a judged statement is uncited, unless --need-citation-judge names one
// or is "always" (a model-free rule: every uncited statement needs a citation, recall 0; the
// summary says so).
//
// Results go to --detail (io/longcite_detail.h: a header line naming the judges, the input's
// fingerprint and the options, then one line an item, written and flushed as items finish). A
// rerun with the same --detail resumes: a cut last line is dropped, the header must match
// (other judges, input or options are refused, naming what differs; --restart starts over),
// and the judgment cache makes repeated judgments free. Items with judge errors are not
// written, so a rerun retries them; the summary counts them and stderr names the first error.
// --correctness also rates each answer against the item's gold "answer" with an LLM as
// eval_correct.py does (llm/correctness_rater.h; ratings kept in --detail and resumed), and --lqa
// FILE rates the same items' answers without citations too, for the correctness ratio.
// When no response is scored (no item, every item malformed or with judge errors) every figure
// is null / "-" with the reason, and the exit code is 1. --output / --detail naming the input
// file are refused before anything is read.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

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

struct LongciteCliOptions {
  std::string tokenizer = "auto";  // citation length: words, chars or auto
  std::size_t max_statements = 40;
  std::string support_judge, need_citation_judge, relevance_judge;  // override the derived specs
  bool restart = false;
  bool reference_aggregation = false;  // eval_cite.py's dataset filter and NaN for empty groups
  bool correctness = false;            // eval_correct.py's LLM rating of answer correctness
  std::string correctness_model;       // the rater's model (default: MODEL of --judge llm:MODEL)
  std::string lqa;                     // LQA predictions of the same items: correctness ratio
};

// --citation-tokenizer, --max-statements, --support-judge, --need-citation-judge,
// --relevance-judge, --restart, --reference-aggregation, --correctness, --correctness-model,
// --lqa.
void add_longcite_options(CLI::App& sub, LongciteCliOptions& o);

struct LongciteRun {
  std::string input;
  std::string output;  // summary JSON; empty = none
  std::string detail;  // per-item JSONL, resumable; empty = no resume
  JudgeOptions judge;
  LlmCliOptions llm;
  LongciteCliOptions longcite;
  std::size_t chunk = 1024;
  bool quiet = false, json = false;
  EvalExtras* extras = nullptr;  // --report, --fail-under
  bool reference = false;        // --reference (EvalOptions::reference)
};

// Runs the evaluation; returns the exit code (0 ok, 1 failure) after printing errors as
// "citeval eval: ..." on stderr.
int run_longbench_cite(const LongciteRun& run);

}  // namespace citeval::cli

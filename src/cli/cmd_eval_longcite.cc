// citeval eval longbench-cite (see eval_longcite.h), and the --llm-* options. The
// pipeline (reading, judges, resume, aggregation) is the library's (citeval/evaluate.h).
#include <CLI/CLI.hpp>

#include <iostream>
#include <utility>

#include "cli/eval_longcite.h"
#include "cli/interrupt_note.h"
#include "cli/progress.h"

namespace citeval::cli {
namespace {

int fail(const std::string& msg) {
  std::cerr << "citeval eval: " << msg << "\n";
  return 1;
}

}  // namespace

void add_llm_options(CLI::App& sub, LlmCliOptions& o) {
  sub.add_option("--llm-base-url", o.base_url, "OpenAI-compatible endpoint, or several serving the same model: URL[#N],URL[#N],... (requests go to the least-loaded; --llm-concurrency, or N, per endpoint; default: $OPENAI_BASE_URL, else OpenAI)");
  sub.add_option("--llm-api-key", o.api_key, "API key (visible to other users in `ps`; prefer $OPENAI_API_KEY or --llm-api-key-file)");
  sub.add_option("--llm-api-key-file", o.api_key_file, "File holding the API key");
  sub.add_option("--llm-api-key-env", o.api_key_env, "Environment variable holding the API key (default OPENAI_API_KEY)");
  sub.add_option("--llm-concurrency", o.concurrency, "LLM requests in flight, per endpoint")->check(CLI::PositiveNumber);
  sub.add_option("--llm-timeout", o.timeout_s, "Seconds per LLM request attempt")->check(CLI::PositiveNumber);
  sub.add_option("--llm-max-attempts", o.max_attempts, "HTTP attempts per LLM request")->check(CLI::PositiveNumber);
  sub.add_option("--llm-price-in", o.price_in, "Price per million prompt tokens (for the cost estimate)");
  sub.add_option("--llm-price-out", o.price_out, "Price per million completion tokens");
  sub.add_option("--llm-journal", o.journal, "Append every LLM request attempt to this JSONL file (no secrets)");
  sub.add_option("--llm-prompt-dir", o.prompt_dir, "Directory of prompt templates (<task>.txt) replacing the built-in ones");
  sub.add_option("--llm-temperature", o.temperature, "Temperature of the first try (default 0)");
  sub.add_option("--llm-max-tokens", o.max_tokens, "Maximum answer tokens (default: 10, 512 for discrete/continuous)");
  sub.add_option("--llm-tries", o.tries, "Tries for an unreadable answer (default 5)")->check(CLI::PositiveNumber);
}

Status apply_llm_options(const LlmCliOptions& o) { return configure_llm(o); }

void add_longcite_options(CLI::App& sub, LongciteCliOptions& o) {
  sub.add_option("--citation-tokenizer", o.tokenizer,
                 "Citation length unit: words, chars, auto (chars for Chinese datasets), spm:FILE (pieces of a SentencePiece model) or hf:FILE (a Hugging Face tokenizer.json, e.g. GLM-4's, as LongCite counts)");
  sub.add_option("--max-statements", o.max_statements, "Statements judged per response (40)");
  sub.add_option("--support-judge", o.support_judge, "Support judge (default: from --judge)");
  sub.add_option("--need-citation-judge", o.need_citation_judge,
                 "Need-citation judge (default: llm-need-citation:MODEL from --judge llm:MODEL; "
                 "required for other judges), or 'always': every uncited statement needs a citation (recall 0), "
                 "a model-free rule");
  sub.add_option("--relevance-judge", o.relevance_judge, "Relevance judge (default: from --judge)");
  sub.add_flag("--restart", o.restart, "Discard the items already in --detail and start over");
  sub.add_flag("--reference-aggregation", o.reference_aggregation,
               "Aggregate exactly as eval_cite.py: items whose dataset is not one of the seven are "
               "left out (counted), and an empty group makes the averages undefined (correctness: counts 0, as "
               "eval_correct.py)");
  sub.add_flag("--correctness", o.correctness,
               "Also rate each answer's correctness against the item's gold 'answer' with an LLM, as "
               "eval_correct.py (QA 1-3, gov_report 1-5, longbench-chat 1-10 with its few_shot_scores); per dataset and "
               "average x100");
  sub.add_option("--correctness-model", o.correctness_model,
                 "The correctness rater's model (default: MODEL of --judge llm:MODEL); endpoint from "
                 "the --llm-* options");
  sub.add_option("--lqa", o.lqa,
                 "With --correctness: predictions of the same items without citations (JSON list or "
                 "JSONL of idx, dataset, query, prediction), rated too: prints C, C_LQA and the correctness ratio "
                 "CR = C / C_LQA");
}

int run_longbench_cite(const LongciteRun& run) {
  {
    // Before anything is read or judged: no output may be an input (the predictions, a judge's
    // table) or another output, and every output must be writable.
    PathArgs inputs = {{"--input", run.input}, {"--lqa", run.longcite.lqa}};
    for (const auto& [spec, flag] : {std::pair{&run.judge.spec, "--judge"},
                                     std::pair{&run.longcite.support_judge, "--support-judge"},
                                     std::pair{&run.longcite.need_citation_judge, "--need-citation-judge"},
                                     std::pair{&run.longcite.relevance_judge, "--relevance-judge"}}) {
      for (auto& p : judge_input_paths(*spec, flag)) inputs.push_back(std::move(p));
    }
    PathArgs outputs = {{"--output", run.output}, {"--detail", run.detail}};
    if (run.extras != nullptr) outputs.push_back({"--report", run.extras->report});
    if (!run.judge.no_cache) outputs.push_back({"--cache", run.judge.cache});
    if (auto st = check_io_paths(inputs, outputs); !st) return fail(st.error().to_string());
  }
  EvalExtras none;
  EvalExtras& x = run.extras != nullptr ? *run.extras : none;
  Progress progress("longbench-cite", progress_mode(run.quiet));
  const auto& lc = run.longcite;
  EvalOptions e;
  e.benchmark = Benchmark::kLongBenchCite;
  e.judge = run.judge.spec;
  e.session = session_config(run.judge, &progress);
  e.input = run.input;
  e.citation_tokenizer = lc.tokenizer;
  e.max_statements = lc.max_statements;
  e.support_judge = lc.support_judge;
  e.need_citation_judge = lc.need_citation_judge;
  e.relevance_judge = lc.relevance_judge;
  if (lc.reference_aggregation) e.reference_aggregation = true;  // only given: --reference tells contradictions
  if (run.reference) e.reference = true;
  if (lc.correctness) e.correctness = true;
  if (!lc.correctness_model.empty()) e.correctness_model = lc.correctness_model;
  if (!lc.lqa.empty()) e.lqa_input = lc.lqa;
  if (int code = prepare_eval(x, e); code != 0) return code;
  const std::string detail = x.detail_for(run.detail);
  auto in = InputPath::open(run.input);  // "-": standard input
  if (!in) return fail(in.error().to_string());
  auto note = make_interrupt_note(Benchmark::kLongBenchCite, run.judge, run.detail,
                                 {in->path() != run.input ? in->path() : "", x.temporary_detail});
  FileRun fr = file_run(in->path(), detail, run.chunk, progress, true, note.get());
  fr.restart = lc.restart;
  fr.llm = &run.llm;
  auto state = evaluate_file(e, fr);
  if (!state) return eval_failure(in->rename(state.error()));
  return finish_eval(*state, run.output, run.json, run.quiet, in->path(), detail, x);
}

}  // namespace citeval::cli

// citeval eval --benchmark alce: scores an ALCE result file (see README "citeval eval"). The
// pipeline is the library's (citeval/evaluate.h); this file parses options and prints.
#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>

#include "cli/alce_extra_metric_options.h"
#include "cli/cmd_eval_aliice.h"
#include "cli/command.h"
#include "cli/eval_common.h"
#include "cli/eval_longcite.h"
#include "cli/progress.h"

namespace citeval::cli {
namespace {

struct EvalCliOptions {
  std::string benchmark = "alce";
  std::string dataset;  // empty = from the file name, as ALCE does ("qampari" in the name, ...)
  std::string input;
  JudgeOptions judge;
  std::string output;
  std::string detail;
  std::size_t at_most_citations = 3;
  std::string syntax = "all";
  bool dedupe_citations = false;
  bool no_rouge = false, no_citations = false, no_claims = false;
  std::size_t chunk = 1024;
  bool quiet = false, json = false;
  EvalExtras extras;
  AlceExtraMetricOptions metrics;  // --mauve, --qa
};

int fail(const std::string& msg) {
  std::cerr << "citeval eval: " << msg << "\n";
  return 1;
}

int run_alce(EvalCliOptions& o) {
  if (auto st = check_eval_paths(o.input, o.judge, o.output, o.detail, {{"--report", o.extras.report}}); !st) {
    return fail(st.error().to_string());
  }
  const std::string dataset = o.dataset.empty() ? alce_dataset_from_file_name(o.input) : o.dataset;
  Progress progress("alce " + dataset, progress_mode(o.quiet));
  EvalOptions e;
  e.benchmark = Benchmark::kAlce;
  e.judge = o.judge.spec;
  e.session = session_config(o.judge, &progress);
  e.input = o.input;
  e.dataset = dataset;
  e.dataset_from_file_name = o.dataset.empty();
  e.at_most_citations = o.at_most_citations;
  e.citation_syntax = o.syntax;
  e.dedupe_citations = o.dedupe_citations;
  e.rouge = !o.no_rouge;
  e.citations = !o.no_citations;
  e.claims = !o.no_claims;
  apply_alce_extra_metric_options(o.metrics, e);
  const std::string detail = o.extras.detail_for(o.detail);
  auto in = InputPath::open(o.input);  // "-": standard input
  if (!in) return fail(in.error().to_string());
  auto state = evaluate_file(e, file_run(in->path(), detail, o.chunk, progress, false));
  if (!state) return fail(in->rename(state.error()).to_string());
  return finish_eval(*state, o.output, o.json, o.quiet, in->path(), detail, o.extras);
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto o = std::make_shared<EvalCliOptions>();
  auto* sub = app.add_subcommand("eval", "Evaluate the citations (and correctness) of model outputs");
  sub->add_option("--benchmark", o->benchmark, "Benchmark: alce, aliice or longbench-cite")
      ->check(CLI::IsMember({"alce", "aliice", "longbench-cite"}));
  auto aliice = std::make_shared<AliiceEvalOptions>();
  add_aliice_eval_options(*sub, *aliice);
  auto llm = std::make_shared<LlmCliOptions>();
  add_llm_options(*sub, *llm);
  auto longcite = std::make_shared<LongciteCliOptions>();
  add_longcite_options(*sub, *longcite);
  sub->add_option("--dataset", o->dataset,
                  "ALCE dataset: asqa, qampari or eli5 (default: from the file name); aliice: asqa or eli5 adds "
                  "eval.py's correctness figures");
  sub->add_option("-i,--input,input", o->input, "ALCE result file (.json or .jsonl)")->required();
  add_judge_options(*sub, o->judge);
  sub->add_option("-o,--output", o->output, "Write the summary JSON here");
  sub->add_option("--detail", o->detail, "Write per-item detail (JSONL) here");
  sub->add_option("--at-most-citations", o->at_most_citations, "Citations used per statement (ALCE: 3; 0 = all)");
  sub->add_option("--citation-syntax", o->syntax,
                  "all: read every id of [1, 2]; alce: ALCE's regex (first number of each bracket)");
  sub->add_flag("--dedupe-citations", o->dedupe_citations,
                "alce, aliice: judge a repeated id once ([1][1][2] cites 1, 2); eval.py keeps repeats (1, 1, 2)");
  sub->add_flag("--no-rouge", o->no_rouge, "Skip ROUGE-Lsum");
  sub->add_flag("--no-citations", o->no_citations, "Skip citation recall/precision");
  sub->add_flag("--no-claims", o->no_claims, "Skip ELI5 claims_nli");
  sub->add_option("--chunk", o->chunk, "Items judged together in one batch")->check(CLI::PositiveNumber);
  sub->add_flag("-q,--quiet", o->quiet, "No progress or judge statistics on stderr");
  sub->add_flag("--json", o->json, "Print the summary JSON instead of a table");
  add_eval_extra_options(*sub, o->extras);
  add_alce_extra_metric_options(*sub, o->metrics);
  sub->callback([o, aliice, llm, longcite, &ctx] {
    try {
      if (auto st = check_eval_extras(o->extras); !st) {
        std::cerr << "citeval eval: " << st.error().to_string() << "\n";
        ctx.exit_code = 2;
        return;
      }
      if (o->benchmark == "longbench-cite") {
        if (o->metrics.any()) {
          ctx.exit_code = fail("--mauve, --mauve-features, --reference-features and --qa apply to alce and aliice");
          return;
        }
        ctx.exit_code = run_longbench_cite(
            {o->input, o->output, o->detail, o->judge, *llm, *longcite, o->chunk, o->quiet, o->json, &o->extras});
        return;
      }
      if (auto st = apply_llm_options(*llm); !st) {
        ctx.exit_code = fail(st.error().to_string());
        return;
      }
      ctx.exit_code = o->benchmark == "aliice"
                          ? run_aliice_eval({o->input, o->judge, o->output, o->detail, o->at_most_citations,
                                             o->syntax, o->dedupe_citations, o->chunk, o->quiet, o->json,
                                             &o->extras, o->dataset, &o->metrics},
                                            *aliice)
                          : run_alce(*o);
    } catch (const std::exception& e) {
      std::cerr << "citeval eval: internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("eval", setup);

}  // namespace
}  // namespace citeval::cli

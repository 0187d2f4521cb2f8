// citeval eval --benchmark alce: scores an ALCE result file (see README "citeval eval").
#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/cmd_eval_aliice.h"
#include "cli/command.h"
#include "cli/eval_common.h"
#include "cli/eval_longcite.h"
#include "cli/progress.h"
#include "io/alce_reader.h"
#include "metrics/alce_evaluator.h"
#include "report/alce_report.h"

namespace citeval::cli {
namespace {

struct EvalOptions {
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
};

int fail(const std::string& msg) {
  std::cerr << "citeval eval: " << msg << "\n";
  return 1;
}

int run_alce(const EvalOptions& o) {
  if (auto st = check_eval_paths(o.input, o.judge, o.output, o.detail); !st) return fail(st.error().to_string());
  std::string ds = o.dataset;
  const bool ds_from_name = ds.empty();
  if (ds.empty()) {
    std::string name = std::filesystem::path(o.input).filename().string();
    for (const char* d : {"qampari", "eli5", "asqa"}) {
      if (name.find(d) != std::string::npos) {
        ds = d;
        break;
      }
    }
    if (ds.empty()) return fail("cannot tell the dataset from the file name; pass --dataset asqa|qampari|eli5");
  }
  auto dataset = metrics::parse_alce_dataset(ds);
  if (!dataset) return fail(dataset.error().to_string());
  metrics::AlceOptions opts;
  opts.dataset = *dataset;
  opts.at_most_citations = o.at_most_citations;
  opts.dedupe_citations = o.dedupe_citations;
  if (o.syntax == "alce") {
    opts.syntax = cite::CitationSyntax::kAlceCompat;
  } else if (o.syntax != "all") {
    return fail(fmt::format("unknown --citation-syntax '{}' (all or alce)", o.syntax));
  }
  opts.rouge = !o.no_rouge;
  opts.citations = !o.no_citations;
  opts.claims_nli = !o.no_claims;

  auto reader = io::AlceReader::open(o.input);
  if (!reader) return fail(reader.error().to_string());

  bool show_progress = !o.quiet && stderr_is_tty();
  auto session = open_judge_session(o.judge, show_progress);
  if (!session) return fail(session.error().to_string());
  judge::JudgeSession& judge = **session;

  metrics::AlceEvaluator evaluator(opts, judge);
  Progress progress("alce " + ds, show_progress);
  bool first_chunk = true;
  auto run = evaluate_in_chunks(*reader, o.chunk, o.detail, progress,
                                [&](std::span<const io::AlceItem> chunk, std::ostream* detail) -> Status {
                                  // Refuse a clearly wrong dataset before anything is judged.
                                  if (first_chunk) {
                                    first_chunk = false;
                                    if (auto why = metrics::alce_dataset_mismatch(chunk, opts.dataset)) {
                                      return make_error(ErrorCode::kInvalidArgument,
                                                        *why + (ds_from_name ? " (the dataset came from the file name)" : ""),
                                                        o.input);
                                    }
                                  }
                                  for (const auto& r : evaluator.evaluate(chunk)) {
                                    if (detail) *detail << report::alce_item_json(r).dump() << '\n';
                                  }
                                  return Ok{};
                                });
  if (!run) return fail(run.error().to_string());

  nlohmann::json info;
  info["benchmark"] = "alce";
  info["dataset"] = ds;
  info["input"] = o.input;
  info["citation_syntax"] = o.syntax;
  info["at_most_citations"] = o.at_most_citations;
  info["dedupe_citations"] = o.dedupe_citations;
  add_judge_info(info, judge, "ALCE");
  add_reader_info(info, *reader);
  metrics::AlceSummary summary = evaluator.summary();
  for (const auto& line : report::score_status_lines(summary.excluded, summary.undefined, summary.items)) {
    std::cerr << "citeval eval: " << line << "\n";
  }
  nlohmann::json summary_json = report::alce_summary_json(summary, info);
  if (!o.output.empty()) {
    auto st = write_json_file(summary_json, o.output);
    if (!st) return fail(st.error().to_string());
  }
  if (o.json) {
    std::cout << summary_json.dump(2) << "\n";
  } else {
    std::cout << report::alce_summary_table(summary, summary_json["citeval"]);
  }
  if (!o.quiet) std::cerr << "judge: " << judge.stats().summary() << "\n";
  return report::has_failed_score(summary.undefined) ? 1 : 0;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto o = std::make_shared<EvalOptions>();
  auto* sub = app.add_subcommand("eval", "Evaluate the citations (and correctness) of model outputs");
  sub->add_option("--benchmark", o->benchmark, "Benchmark: alce, aliice or longbench-cite")
      ->check(CLI::IsMember({"alce", "aliice", "longbench-cite"}));
  auto aliice = std::make_shared<AliiceEvalOptions>();
  add_aliice_eval_options(*sub, *aliice);
  auto llm = std::make_shared<LlmCliOptions>();
  add_llm_options(*sub, *llm);
  auto longcite = std::make_shared<LongciteCliOptions>();
  add_longcite_options(*sub, *longcite);
  sub->add_option("--dataset", o->dataset, "ALCE dataset: asqa, qampari or eli5 (default: from the file name)");
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
  sub->callback([o, aliice, llm, longcite, &ctx] {
    try {
      if (o->benchmark == "longbench-cite") {
        ctx.exit_code = run_longbench_cite(
            {o->input, o->output, o->detail, o->judge, *llm, *longcite, o->chunk, o->quiet, o->json});
        return;
      }
      if (auto st = apply_llm_options(*llm); !st) {
        ctx.exit_code = fail(st.error().to_string());
        return;
      }
      ctx.exit_code = o->benchmark == "aliice"
                          ? run_aliice_eval({o->input, o->judge, o->output, o->detail, o->at_most_citations,
                                             o->syntax, o->dedupe_citations, o->chunk, o->quiet, o->json},
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

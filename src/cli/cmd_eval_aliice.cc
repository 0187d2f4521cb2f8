#include "cli/cmd_eval_aliice.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <iostream>
#include <memory>

#include "claims/aliice_report.h"
#include "claims/parser_adapter.h"
#include "cli/progress.h"
#include "io/alce_reader.h"
#include "report/alce_report.h"

namespace citeval::cli {

namespace {

int fail(const std::string& msg) {
  std::cerr << "citeval eval: " << msg << "\n";
  return 1;
}

}  // namespace

void add_aliice_eval_options(CLI::App& sub, AliiceEvalOptions& o) {
  sub.add_option("--parser", o.parser,
                 "aliice: parser model (default: $CITEVAL_PARSER_MODEL or models/en_ewt_spacy.model; models/en_ewt_biaffine.model is the accurate one)");
  sub.add_option("--max-words", o.max_words, "aliice: sentences with more words fall back to sentence level (50)");
  sub.add_flag("--aliice-reference-units", o.reference_units,
               "aliice: leave uncited sentences and out-of-range claims out of recall, as eval.py does");
  sub.add_flag("--aliice-reference-code", o.reference_code,
               "aliice: cut trees as the released myparser.py where it departs from Appendix C");
  sub.add_flag("--no-truncate", o.no_truncate,
               "aliice: evaluate the whole output (eval.py) instead of ALCE's first line");
  sub.add_flag("--aliice-reference-keys", o.reference_keys,
               "aliice: summary keys as eval.py writes them (citation_recall, citation_precision, recall_std, "
               "precision_std, times_not_used_aliice, cv)");
  sub.add_option("--parse-threads", o.parse_threads, "aliice: threads that parse sentences (0 = all cores)");
}

int run_aliice_eval(const EvalCommonOptions& c, const AliiceEvalOptions& o) {
  if (auto st = check_eval_paths(c.input, c.judge, c.output, c.detail); !st) return fail(st.error().to_string());
  claims::AliiceOptions opts;
  opts.at_most_citations = c.at_most_citations;
  opts.dedupe_citations = c.dedupe_citations;
  if (c.syntax == "alce") {
    opts.sentence.syntax = cite::CitationSyntax::kAlceCompat;
  } else if (c.syntax != "all") {
    return fail(fmt::format("unknown --citation-syntax '{}' (all or alce)", c.syntax));
  }
  opts.sentence.max_words = o.max_words;
  opts.sentence.extract.reference_code = o.reference_code;
  opts.reference_units = o.reference_units;
  opts.truncate_output = !o.no_truncate;
  opts.threads = o.parse_threads;

  const std::string model_path = o.parser.empty() ? claims::default_parser_model_path() : o.parser;
  auto parser = claims::load_text_parser(model_path);
  if (!parser) return fail(parser.error().to_string());

  auto reader = io::AlceReader::open(c.input);
  if (!reader) return fail(reader.error().to_string());
  const bool show_progress = !c.quiet && stderr_is_tty();
  auto session = open_judge_session(c.judge, show_progress);
  if (!session) return fail(session.error().to_string());
  judge::JudgeSession& judge = **session;

  claims::AliiceEvaluator evaluator(opts, judge, **parser);
  Progress progress("aliice", show_progress);
  auto run = evaluate_in_chunks(*reader, c.chunk, c.detail, progress,
                                [&](std::span<const io::AlceItem> chunk, std::ostream* detail) -> Status {
                                  for (const auto& r : evaluator.evaluate(chunk)) {
                                    if (detail) *detail << claims::aliice_item_json(r).dump() << '\n';
                                  }
                                  return Ok{};
                                });
  if (!run) return fail(run.error().to_string());

  nlohmann::json info;
  info["benchmark"] = "aliice";
  info["input"] = c.input;
  info["citation_syntax"] = c.syntax;
  info["at_most_citations"] = c.at_most_citations;
  info["dedupe_citations"] = c.dedupe_citations;
  info["max_words"] = o.max_words;
  info["reference_units"] = o.reference_units;
  info["reference_code"] = o.reference_code;
  info["truncate_output"] = !o.no_truncate;
  info["parse_threads"] = o.parse_threads;
  info["parser"] = (*parser)->identity();
  add_judge_info(info, judge, "ALiICE");
  add_reader_info(info, *reader);
  claims::AliiceSummary summary = evaluator.summary();
  for (const auto& line : report::score_status_lines(summary.excluded, summary.undefined, summary.items)) {
    std::cerr << "citeval eval: " << line << "\n";
  }
  nlohmann::json summary_json = claims::aliice_summary_json(summary, info, o.reference_keys);
  if (!c.output.empty()) {
    auto st = write_json_file(summary_json, c.output);
    if (!st) return fail(st.error().to_string());
  }
  if (c.json) {
    std::cout << summary_json.dump(2) << "\n";
  } else {
    std::cout << claims::aliice_summary_table(summary, summary_json["citeval"]);
  }
  if (!c.quiet) std::cerr << "judge: " << judge.stats().summary() << "\n";
  return report::has_failed_score(summary.undefined) ? 1 : 0;
}

}  // namespace citeval::cli

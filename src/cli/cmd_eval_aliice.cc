#include "cli/cmd_eval_aliice.h"

#include <CLI/CLI.hpp>

#include <iostream>

#include "cli/interrupt_note.h"
#include "cli/progress.h"

namespace citeval::cli {

namespace {

int fail(const std::string& msg) {
  std::cerr << "citeval eval: " << msg << "\n";
  return 1;
}

}  // namespace

void add_aliice_eval_options(CLI::App& sub, AliiceEvalOptions& o) {
  sub.add_option("--parser", o.parser,
                 "Parser model (default: $CITEVAL_PARSER_MODEL or models/en_ewt_spacy.model; models/en_ewt_biaffine.model is the accurate one)");
  sub.add_option("--max-words", o.max_words, "Sentences with more words fall back to sentence level (50)");
  sub.add_flag("--aliice-reference-units", o.reference_units,
               "Leave uncited sentences and out-of-range claims out of recall, as eval.py does");
  sub.add_flag("--aliice-reference-code", o.reference_code,
               "Cut trees as the released myparser.py where it departs from Appendix C");
  sub.add_flag("--no-truncate", o.no_truncate,
               "Evaluate the whole output (eval.py) instead of ALCE's first line");
  sub.add_flag("--aliice-reference-keys", o.reference_keys,
               "Summary keys as eval.py writes them (citation_recall, citation_precision, recall_std, "
               "precision_std, times_not_used_aliice, cv)");
  sub.add_option("--parse-threads", o.parse_threads, "Threads that parse sentences (0 = all cores)");
}

int run_aliice_eval(const EvalCommonOptions& c, const AliiceEvalOptions& o) {
  EvalExtras none;
  EvalExtras& x = c.extras != nullptr ? *c.extras : none;
  if (auto st = check_eval_paths(c.input, c.judge, c.output, c.detail, {{"--report", x.report}}); !st) {
    return fail(st.error().to_string());
  }
  Progress progress("aliice", progress_mode(c.quiet));
  EvalOptions e;
  e.benchmark = Benchmark::kAliice;
  e.judge = c.judge.spec;
  e.session = session_config(c.judge, &progress);
  e.input = c.input;
  e.at_most_citations = c.at_most_citations;
  e.citation_syntax = c.syntax;
  e.dedupe_citations = c.dedupe_citations;
  if (!o.parser.empty()) e.parser = o.parser;
  e.max_words = o.max_words;
  // Flags pass on only when given, so --reference can tell a contradiction.
  if (o.reference_units) e.reference_units = true;
  if (o.reference_code) e.reference_code = true;
  if (o.no_truncate) e.truncate_output = false;
  if (c.reference) e.reference = true;
  e.reference_keys = o.reference_keys;
  e.parse_threads = o.parse_threads;
  e.dataset = c.dataset;
  if (c.metrics != nullptr) apply_alce_extra_metric_options(*c.metrics, e);
  if (int code = prepare_eval(x, e); code != 0) return code;
  const std::string detail = x.detail_for(c.detail);
  auto in = InputPath::open(c.input);  // "-": standard input
  if (!in) return fail(in.error().to_string());
  auto note = make_interrupt_note(Benchmark::kAliice, c.judge, c.detail,
                                 {in->path() != c.input ? in->path() : "", x.temporary_detail});
  auto state = evaluate_file(e, file_run(in->path(), detail, c.chunk, progress, false, note.get()));
  if (!state) return eval_failure(in->rename(state.error()));
  return finish_eval(*state, c.output, c.json, c.quiet, in->path(), detail, x);
}

}  // namespace citeval::cli

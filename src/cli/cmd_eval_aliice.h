// citeval eval aliice: ALiICE's positional fine-grained citation recall/precision and CVCP on an
// ALiICE (or ALCE) result file (same inputs, judges and outputs as `citeval eval alce`, plus the
// claims of every sentence in the detail). cmd_eval.cc owns the shared options and dispatches.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "cli/alce_extra_metric_options.h"
#include "cli/eval_common.h"

namespace CLI {
class App;
}

namespace citeval::cli {

// The options only ALiICE has.
struct AliiceEvalOptions {
  std::string parser;            // model file; empty = parse::default_model_path()
  std::size_t max_words = 50;    // longer sentences fall back to sentence level
  bool reference_units = false;  // eval.py's recall denominators (metrics/aliice_evaluator.h)
  bool reference_code = false;   // cut as myparser.py where it departs from Appendix C
  bool no_truncate = false;      // evaluate the whole output (eval.py) instead of ALCE's first line
  bool reference_keys = false;   // the summary's keys as eval.py writes them
  std::size_t parse_threads = 0;  // 0 = all cores
};

// Adds --parser, --max-words, --aliice-reference-units, --aliice-reference-code, --no-truncate,
// --aliice-reference-keys, --parse-threads.
void add_aliice_eval_options(CLI::App& sub, AliiceEvalOptions& o);

// The options shared with `citeval eval alce`, as cmd_eval.cc parsed them.
struct EvalCommonOptions {
  std::string input;
  JudgeOptions judge;
  std::string output, detail;
  std::optional<std::size_t> at_most_citations;  // unset: the library's default
  std::optional<std::string> syntax;
  bool dedupe_citations = false;
  std::size_t chunk = 1024;
  bool quiet = false, json = false;
  EvalExtras* extras = nullptr;  // --report, --fail-under (never null from cmd_eval.cc)
  std::string dataset;           // aliice: eval.py's --dataset (asqa, eli5): correctness figures
  const AlceExtraMetricOptions* metrics = nullptr;  // --mauve ...
  bool reference = false;        // --reference (EvalOptions::reference)
};

// Returns the exit code (0 ok, 1 failure: also when the citation figures are undefined),
// printing errors as "citeval eval: ...".
int run_aliice_eval(const EvalCommonOptions& common, const AliiceEvalOptions& o);

}  // namespace citeval::cli

// The options of `citeval eval` for ALCE's and ALiICE's other table columns: MAUVE (--mauve,
// --mauve-features/--reference-features, --mauve-threads) and ALCE's QA accuracy (--qa,
// --qa-batch). The ALCE and ALiICE setups add them and copy them into the library's EvalOptions:
//
//   auto x = std::make_shared<AlceExtraMetricOptions>();
//   add_alce_extra_metric_options(*sub, *x, /*qa=*/true);   // ALiICE: false (no --qa)
//   ...; apply_alce_extra_metric_options(*x, eval_options);   // unset options stay unset
//
// The models of --mauve embed/lm:DIR and --qa are the library's (its runtime loads the model
// module on first use: citeval/runtime.h).
#pragma once

#include <cstddef>
#include <string>

#include "citeval/evaluate.h"

namespace CLI {
class App;
}

namespace citeval::cli {

struct AlceExtraMetricOptions {
  std::string mauve;               // featurizer ("embed" when --mauve has no value); "" = none
  std::string mauve_features;      // the outputs' feature rows (Q)
  std::string reference_features;  // the references' (P)
  int mauve_threads = 0;
  std::string qa;  // "qa:DIR"
  std::size_t qa_batch = 8;

  bool any() const { return !mauve.empty() || !mauve_features.empty() || !reference_features.empty() || !qa.empty(); }
};

// `qa`: also --qa and --qa-batch (ALCE only).
void add_alce_extra_metric_options(CLI::App& sub, AlceExtraMetricOptions& o, bool qa);
void apply_alce_extra_metric_options(const AlceExtraMetricOptions& o, EvalOptions& e);

}  // namespace citeval::cli

// Aggregating per-item ROUGE scores over a dataset.
//
// ALCE reports 100 x rouge_score's BootstrapAggregator().aggregate()["rougeLsum"].mid.fmeasure:
// the median, over 1000 resamples of the items with replacement, of the resample's mean score —
// drawn from NumPy's global random state, which ALCE never seeds, so its last digits change from
// run to run. Two ways to get that number here:
//
//   RougeScore m = rouge_mean(scores);        // the plain mean: what the bootstrap median
//                                             // estimates, deterministic (our default report)
//   BootstrapInterval b = rouge_bootstrap(scores, 42);
//   // b.mid is bit-identical to: np.random.seed(42); BootstrapAggregator().aggregate().mid
//   // (NumPy 1.24's legacy MT19937 stream, masked bounded integers, linear percentiles);
//   // b.low / b.high bound the 95% confidence interval.
//
// Scores stay fractions in [0, 1]; multiply by 100 for ALCE's tables. Pure and thread-safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "common/spill_vector.h"
#include "metrics/rouge.h"

namespace citeval::metrics {

// Mean of each of precision, recall and F-measure (NumPy's pairwise summation); all 0 for no item.
RougeScore rouge_mean(std::span<const RougeScore> scores);
RougeScore rouge_mean(const SpillVector<RougeScore>& scores);

struct BootstrapInterval {
  RougeScore low;   // the (1 - confidence) / 2 percentile of the resampled means
  RougeScore mid;   // their median
  RougeScore high;  // the (1 + confidence) / 2 percentile
};

// rouge_score's BootstrapAggregator(confidence_interval, n_samples).aggregate() after
// np.random.seed(seed). All zero for no item. n_samples must be > 0 and confidence_interval in
// [0, 1] (broken preconditions abort: these are programmer-chosen constants).
BootstrapInterval rouge_bootstrap(std::span<const RougeScore> scores, std::uint32_t seed,
                                  std::size_t n_samples = 1000, double confidence_interval = 0.95);

}  // namespace citeval::metrics

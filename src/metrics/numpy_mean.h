// The mean of a list of doubles exactly as NumPy 1.24's np.mean computes it for a 1-D float64
// array (pairwise summation within chunks of 8192 values, chunk sums added in order, then one
// division), so that averages over items match ALCE's printed numbers to the last bit rather
// than only to rounding.
//
//   numpy_mean({0.1, 0.2, 0.3}) == np.mean([0.1, 0.2, 0.3])
//
// An empty list gives NaN, as NumPy does (with a RuntimeWarning). Pure and thread-safe.
#pragma once

#include <span>

namespace citeval::metrics {

double numpy_mean(std::span<const double> values);

// np.std(values, ddof=0): the root of numpy_mean of the squared deviations from numpy_mean.
double numpy_std(std::span<const double> values);

// NumPy's pairwise_sum (numpy/core/src/umath/loops_utils.h.src) over a contiguous array: blocks
// of up to 128 values summed with 8 interleaved accumulators, larger ranges split in two.
double numpy_pairwise_sum(std::span<const double> values);

}  // namespace citeval::metrics

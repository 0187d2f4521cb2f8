// The mean of a list of doubles exactly as NumPy 1.24's np.mean computes it for a 1-D float64
// array (pairwise summation within chunks of 8192 values, chunk sums added in order, then one
// division), so that averages over items match ALCE's printed numbers to the last bit rather
// than only to rounding.
//
//   numpy_mean({0.1, 0.2, 0.3}) == np.mean([0.1, 0.2, 0.3])
//
// An empty list gives NaN, as NumPy does (with a RuntimeWarning). Pure and thread-safe.
#pragma once

#include <cmath>
#include <cstddef>
#include <span>
#include <vector>

#include "common/spill_vector.h"

namespace citeval::metrics {

double numpy_mean(std::span<const double> values);

// np.std(values, ddof=0): the root of numpy_mean of the squared deviations from numpy_mean.
double numpy_std(std::span<const double> values);

// NumPy's pairwise_sum (numpy/core/src/umath/loops_utils.h.src) over a contiguous array: blocks
// of up to 128 values summed with 8 interleaved accumulators, larger ranges split in two.
double numpy_pairwise_sum(std::span<const double> values);

// np.add.reduce / np.mean over values given one at a time or in pieces, in O(8192) memory: a
// complete chunk of 8192 values is reduced to its pairwise sum at once and added to the sum of
// the chunks before it, as NumPy adds them; only the open chunk's values are kept. mean() is bit
// for bit numpy_mean of all the values added, in the order added (tests/metrics/numpy_sum_test).
class NumpySum {
 public:
  static constexpr std::size_t kChunk = 8192;  // NumPy's ufunc buffer size
  void add(double v);
  void add(std::span<const double> values);
  std::size_t count() const { return n_; }
  double sum() const;   // np.add.reduce (0.0 when empty)
  double mean() const;  // NaN when empty, as numpy_mean

 private:
  double closed_ = 0.0;       // the sum of the complete chunks, in order
  std::size_t n_ = 0;
  std::vector<double> open_;  // the open chunk (< kChunk values)
};

// numpy_mean / numpy_std of values kept in a SpillVector (read back block by block).
double numpy_mean(const SpillVector<double>& values);
double numpy_std(const SpillVector<double>& values);

// numpy_std of the values each(f) calls f(double) with, in order (two passes: each is called
// twice and must give the same values).
template <class Each>
double numpy_std_of(Each each) {
  NumpySum m;
  each([&](double v) { m.add(v); });
  const double mean = m.mean();
  NumpySum s;
  each([&](double v) { s.add((v - mean) * (v - mean)); });
  return std::sqrt(s.mean());
}

}  // namespace citeval::metrics

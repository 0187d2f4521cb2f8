// NumpySum and the SpillVector means against numpy_mean (itself checked against NumPy by
// numpy_python_test): bit for bit, at the chunk boundaries (8191/8192/8193, 3×8192+5), fed one
// value at a time or in pieces that straddle chunks, and for merges at odd boundaries.
#include <cmath>
#include <cstddef>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/numpy_mean.h"

namespace citeval::metrics {
namespace {

// Values of very different magnitudes, so that the summation order shows in the last bits.
std::vector<double> random_values(std::size_t n, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  std::uniform_int_distribution<int> e(-30, 30);
  std::vector<double> v(n);
  for (auto& x : v) x = std::ldexp(u(rng), e(rng)) * (u(rng) < 0.3 ? -1.0 : 1.0);
  return v;
}

const std::size_t kSizes[] = {1, 2, 7, 8, 129, 8191, 8192, 8193, 3 * 8192 + 5, 50001};

TEST(NumpySum, EqualsNumpyMeanBitForBit) {
  for (std::size_t n : kSizes) {
    const auto v = random_values(n, static_cast<unsigned>(n));
    const double want = numpy_mean(v);
    NumpySum one;
    for (double x : v) one.add(x);
    EXPECT_EQ(one.count(), n);
    EXPECT_EQ(one.mean(), want) << n << " values, one at a time";
    NumpySum pieces;
    for (std::size_t at = 0, k = 1; at < n; at += k, k = k * 3 + 1) {
      pieces.add(std::span<const double>(v).subspan(at, std::min(k, n - at)));
    }
    EXPECT_EQ(pieces.mean(), want) << n << " values, in pieces";
    SpillVector<double> s;
    for (double x : v) s.push_back(x);
    EXPECT_EQ(numpy_mean(s), want) << n << " values, spilled";
    EXPECT_EQ(numpy_std(s), numpy_std(v)) << n << " values, spilled";
  }
}

TEST(NumpySum, EmptyIsNaNAndSumZero) {
  NumpySum s;
  EXPECT_TRUE(std::isnan(s.mean()));
  EXPECT_EQ(s.sum(), 0.0);
  EXPECT_TRUE(std::isnan(numpy_mean(SpillVector<double>())));
}

TEST(NumpySum, MergesAtOddBoundariesEqualOneRun) {
  const auto v = random_values(3 * 8192 + 5, 7);
  for (std::size_t cut : {std::size_t{1}, std::size_t{5000}, std::size_t{8191}, std::size_t{8193}, std::size_t{20000}}) {
    SpillVector<double> a, b;
    for (std::size_t i = 0; i < v.size(); ++i) (i < cut ? a : b).push_back(v[i]);
    a.append(b);
    EXPECT_EQ(numpy_mean(a), numpy_mean(v)) << "cut at " << cut;
    EXPECT_EQ(numpy_std(a), numpy_std(v)) << "cut at " << cut;
  }
}

}  // namespace
}  // namespace citeval::metrics

// numpy_mean, rouge_mean and rouge_bootstrap on hand-checked cases; numpy_python_test compares
// them with NumPy itself.
#include <cmath>
#include <span>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/numpy_mean.h"
#include "metrics/rouge_aggregate.h"

namespace citeval::metrics {
namespace {

TEST(NumpyMean, PairwiseNotSequentialSummation) {
  // Nine 0.1s: a running sum gives 0.8999999999999999; NumPy's eight accumulators give 0.9.
  const std::vector<double> nine(9, 0.1);
  EXPECT_EQ(numpy_pairwise_sum(nine), 0.9);
  EXPECT_EQ(numpy_mean(nine), 0.1);
  // Fewer than eight values are summed in order: (0.1 + 0.2) + 0.3 = 0.6000000000000001.
  EXPECT_EQ(numpy_mean(std::vector<double>{0.1, 0.2, 0.3}), 0.6000000000000001 / 3);
  EXPECT_TRUE(std::isnan(numpy_mean(std::vector<double>{})));
}

TEST(RougeMean, MeansEachMeasure) {
  std::vector<RougeScore> s = {{1, 0.5, 2.0 / 3}, {0, 0, 0}, {0.5, 0.5, 0.5}, {0.5, 1, 2.0 / 3}};
  RougeScore m = rouge_mean(s);
  EXPECT_EQ(m.precision, 0.5);
  EXPECT_EQ(m.recall, 0.5);
  EXPECT_DOUBLE_EQ(m.fmeasure, (2.0 / 3 + 0.5 + 2.0 / 3) / 4);
  RougeScore empty = rouge_mean(std::span<const RougeScore>{});
  EXPECT_EQ(empty.fmeasure, 0.0);
}

TEST(RougeBootstrap, OneItemOrIdenticalItemsGiveThatItem) {
  std::vector<RougeScore> one = {{0.25, 0.75, 0.375}};
  BootstrapInterval b = rouge_bootstrap(one, 3);
  for (const RougeScore& s : {b.low, b.mid, b.high}) {
    EXPECT_EQ(s.precision, 0.25);
    EXPECT_EQ(s.recall, 0.75);
    EXPECT_EQ(s.fmeasure, 0.375);
  }
  std::vector<RougeScore> same(10, RougeScore{0.5, 0.5, 0.5});
  EXPECT_EQ(rouge_bootstrap(same, 1).low.fmeasure, 0.5);
  EXPECT_EQ(rouge_bootstrap({}, 1).mid.fmeasure, 0.0);
}

TEST(RougeBootstrap, SeededAndOrdered) {
  std::vector<RougeScore> s;
  for (int i = 0; i < 50; ++i) s.push_back({i / 49.0, 1 - i / 49.0, std::sqrt(i / 49.0)});
  BootstrapInterval a = rouge_bootstrap(s, 42), b = rouge_bootstrap(s, 42), c = rouge_bootstrap(s, 43);
  EXPECT_EQ(a.mid.fmeasure, b.mid.fmeasure);
  EXPECT_EQ(a.low.recall, b.low.recall);
  EXPECT_NE(a.mid.fmeasure, c.mid.fmeasure);
  EXPECT_LT(a.low.fmeasure, a.mid.fmeasure);
  EXPECT_LT(a.mid.fmeasure, a.high.fmeasure);
  // The median of the resampled means lies near the plain mean (sd of a mean here is ~0.05).
  EXPECT_NEAR(a.mid.fmeasure, rouge_mean(s).fmeasure, 0.05);
}

}  // namespace
}  // namespace citeval::metrics

// Differential test against NumPy 1.24 (numpy_oracle.py): numpy_mean must equal np.mean and
// rouge_bootstrap must equal rouge_score's BootstrapAggregator under np.random.seed, bit for bit.
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "metrics/numpy_mean.h"
#include "metrics/rouge_aggregate.h"
#include "run_oracle.h"

namespace citeval::metrics {
namespace {

void expect_row(const RougeScore& got, const nlohmann::json& want, const std::string& what) {
  EXPECT_EQ(got.precision, want[0].get<double>()) << what;
  EXPECT_EQ(got.recall, want[1].get<double>()) << what;
  EXPECT_EQ(got.fmeasure, want[2].get<double>()) << what;
}

TEST(NumpyPython, MeanAndBootstrapIdenticalToNumpy) {
  const std::string output = testing::run_oracle("numpy_oracle.py", "");
  std::size_t means = 0, bootstraps = 0;
  for (const std::string& line : testing::lines(output)) {
    nlohmann::json c = nlohmann::json::parse(line);
    if (c["kind"] == "mean") {
      ++means;
      auto values = c["values"].get<std::vector<double>>();
      EXPECT_EQ(numpy_mean(values), c["mean"].get<double>()) << values.size() << " values";
    } else {
      ++bootstraps;
      std::vector<RougeScore> rows;
      for (const auto& r : c["rows"]) rows.push_back({r[0], r[1], r[2]});
      const std::string what = std::to_string(rows.size()) + " rows, seed " + c["seed"].dump();
      BootstrapInterval b = rouge_bootstrap(rows, c["seed"].get<std::uint32_t>(),
                                            c["n_samples"].get<std::size_t>(), c["ci"].get<double>());
      expect_row(b.low, c["low"], what + " low");
      expect_row(b.mid, c["mid"], what + " mid");
      expect_row(b.high, c["high"], what + " high");
    }
  }
  EXPECT_GE(means, 290u);
  EXPECT_EQ(bootstraps, 10u);
}

}  // namespace
}  // namespace citeval::metrics

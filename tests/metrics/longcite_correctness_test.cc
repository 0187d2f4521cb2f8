// LongBench-Cite correctness aggregation (metrics/longcite_correctness.h) on a hand-built set of
// item scores, against expectations computed by hand from eval_correct.py's code.
#include "metrics/longcite_correctness.h"

#include <gtest/gtest.h>

#include <cmath>

namespace citeval::metrics {
namespace {

const CorrectnessGroup& group(const CorrectnessSummary& s, const std::string& name) {
  for (const auto& g : s.groups) {
    if (g.name == name) return g;
  }
  static CorrectnessGroup none;
  ADD_FAILURE() << "no group " << name;
  return none;
}

// No dureader item: eval_correct.py gives it 0 and averages the 0 in.
const std::vector<CorrectnessPoint> kScores = {
    {"longbench-chat", 0.7}, {"multifieldqa_en", 1.0}, {"hotpotqa", 0.5},  {"longbench-chat", 0.3},
    {"gov_report", 0.25},    {"multifieldqa_zh", 0.0}, {"multifieldqa_en", 0.5}, {"gov_report", 1.0},
};

TEST(LongciteCorrectness, GroupsAsEvalCorrectPy) {
  const CorrectnessSummary s = summarize_correctness(kScores);
  ASSERT_EQ(s.groups.size(), 7u);
  // Groups in dataset2metric's order; a group holds the datasets containing its name.
  const char* order[] = {"longbench-chat", "multifieldqa_en", "multifieldqa_zh", "multifieldqa",
                         "hotpotqa",       "dureader",        "gov_report"};
  for (std::size_t k = 0; k < 7; ++k) EXPECT_EQ(s.groups[k].name, order[k]);
  EXPECT_DOUBLE_EQ(group(s, "longbench-chat").correctness, (0.7 + 0.3) / 2);  // 0.5
  EXPECT_EQ(group(s, "multifieldqa_en").correctness, 0.75);                  // (1.0 + 0.5) / 2
  EXPECT_EQ(group(s, "multifieldqa_zh").correctness, 0.0);
  EXPECT_EQ(group(s, "multifieldqa").correctness, 0.5);  // (1.0 + 0.5 + 0.0) / 3: both languages
  EXPECT_EQ(group(s, "multifieldqa").responses, 3u);
  EXPECT_EQ(group(s, "hotpotqa").correctness, 0.5);
  EXPECT_EQ(group(s, "gov_report").correctness, 0.625);  // (0.25 + 1.0) / 2
  // By default the empty dureader group has no correctness and is left out of the average:
  // mean(0.5, 0.5, 0.5, 0.625) over longbench-chat, multifieldqa, hotpotqa, gov_report.
  EXPECT_TRUE(std::isnan(group(s, "dureader").correctness));
  EXPECT_EQ(group(s, "dureader").responses, 0u);
  EXPECT_DOUBLE_EQ(s.average, 2.125 / 4);
  EXPECT_EQ(s.averaged, (std::vector<std::string>{"longbench-chat", "multifieldqa", "hotpotqa", "gov_report"}));
  EXPECT_EQ(s.empty_averaged, (std::vector<std::string>{"dureader"}));
  EXPECT_EQ(s.responses, 8u);
}

TEST(LongciteCorrectness, ReferenceAggregationCountsAnEmptyGroupAsZero) {
  // eval_correct.py: np.mean(...) if len(parts) > 0 else 0, and avg_gpt_score over the five
  // groups other than multifieldqa_en/zh: (0.5 + 0.5 + 0.5 + 0 + 0.625) / 5.
  const CorrectnessSummary s = summarize_correctness(kScores, true);
  EXPECT_EQ(group(s, "dureader").correctness, 0.0);
  EXPECT_DOUBLE_EQ(s.average, 2.125 / 5);
  EXPECT_EQ(s.averaged.size(), 5u);
  EXPECT_EQ(s.empty_averaged, (std::vector<std::string>{"dureader"}));
}

TEST(LongciteCorrectness, RatioAsTable3) {
  EXPECT_DOUBLE_EQ(correctness_ratio(0.6, 0.8), 0.75);
  EXPECT_TRUE(std::isnan(correctness_ratio(0.6, 0.0)));
  EXPECT_TRUE(std::isnan(correctness_ratio(NAN, 0.5)));
  const CorrectnessSummary empty = summarize_correctness({});
  EXPECT_TRUE(std::isnan(empty.average));
  EXPECT_TRUE(empty.averaged.empty());
}

}  // namespace
}  // namespace citeval::metrics

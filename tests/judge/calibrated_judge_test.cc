// Calibrated judges (judge/calibrated_judge.h): the map and threshold applied to a table judge's
// scores, the "calibrated:FILE" kind through the registry, and stale or malformed files.
#include "judge/calibrated_judge.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>

#include "judge/registry.h"

namespace citeval::judge {
namespace {

class CalibratedJudgeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("citeval_calibrated_test_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
    table_ = write("t.jsonl",
                   "{\"premise\": \"P\", \"hypothesis\": \"high\", \"prob\": 0.8}\n"
                   "{\"premise\": \"P\", \"hypothesis\": \"low\", \"prob\": 0.2}\n"
                   "{\"premise\": \"P\", \"hypothesis\": \"cut\", \"prob\": 0.5}\n");
    auto inner = make_judge("table:" + table_);
    ASSERT_TRUE(inner) << inner.error().to_string();
    identity_ = (*inner)->identity();
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& content) {
    auto p = (dir_ / name).string();
    std::ofstream(p, std::ios::binary) << content;
    return p;
  }
  std::string calibration(const std::string& identity, double threshold = 0.5) {
    text_ = "{\"judge_spec\": \"table:" + table_ + "\", \"judge_identity\": \"" + identity +
                                 "\", \"slope\": 4.0, \"intercept\": -2.0, \"threshold\": " +
                                 std::to_string(threshold) + ", \"quality\": {\"auc\": 1}}";
    return write("c.json", text_);
  }

  std::filesystem::path dir_;
  std::string table_, identity_, text_;
};

TEST_F(CalibratedJudgeTest, MapsScoresAndDecidesOnTheRawThreshold) {
  auto j = make_judge("calibrated:" + calibration(identity_, 0.5));
  ASSERT_TRUE(j) << j.error().to_string();
  std::vector<JudgeRequest> reqs = {{"P", "high"}, {"P", "low"}, {"P", "cut"}, {"P", "missing"}};
  auto out = (*j)->judge_batch(reqs);
  ASSERT_EQ(out.size(), 4u);
  EXPECT_DOUBLE_EQ(out[0].prob, 1.0 / (1.0 + std::exp(-(4.0 * 0.8 - 2.0))));
  EXPECT_EQ(out[0].label, 1);
  EXPECT_DOUBLE_EQ(out[1].prob, 1.0 / (1.0 + std::exp(-(4.0 * 0.2 - 2.0))));
  EXPECT_EQ(out[1].label, 0);
  EXPECT_DOUBLE_EQ(out[2].prob, 0.5);  // 4 * 0.5 - 2 = 0
  EXPECT_EQ(out[2].label, 1);          // raw >= threshold
  EXPECT_FALSE(out[3].ok);             // the inner judge's failure passes through unchanged
  EXPECT_FALSE(out[3].error.empty());
  // The identity holds the map and the inner judge's identity: a new calibration, a new cache key.
  EXPECT_EQ((*j)->identity(), "calibrated(slope=4;intercept=-2;threshold=0.5)|" + identity_);
  auto higher = make_judge("calibrated:" + calibration(identity_, 0.9));
  ASSERT_TRUE(higher);
  EXPECT_NE((*higher)->identity(), (*j)->identity());
  EXPECT_EQ((*higher)->judge_batch(reqs)[0].label, 0);
}

TEST_F(CalibratedJudgeTest, AStaleCalibrationIsRefused) {
  auto j = make_judge("calibrated:" + calibration("table:v0:some-other-table"));
  ASSERT_FALSE(j);
  EXPECT_EQ(j.error().field, "judge_identity");
  EXPECT_NE(j.error().message.find("has changed since it was calibrated"), std::string::npos);
}

TEST_F(CalibratedJudgeTest, MalformedFilesNameTheFileAndField) {
  EXPECT_EQ(make_judge("calibrated:").error().code, ErrorCode::kInvalidArgument);
  EXPECT_EQ(make_judge("calibrated:" + (dir_ / "none.json").string()).error().code, ErrorCode::kIo);
  auto not_json = make_judge("calibrated:" + write("bad.json", "{oops"));
  EXPECT_EQ(not_json.error().code, ErrorCode::kParse);
  EXPECT_EQ(not_json.error().file, (dir_ / "bad.json").string());
  auto no_slope = read_calibration(write("ns.json", "{\"judge_spec\": \"lexical\", \"judge_identity\": \"x\", "
                                                    "\"intercept\": 0, \"threshold\": 0.5}"));
  ASSERT_FALSE(no_slope);
  EXPECT_EQ(no_slope.error().field, "slope");
  auto nested = make_judge("calibrated:" + write("n.json", "{\"judge_spec\": \"calibrated:x.json\", \"judge_identity\": "
                                                          "\"x\", \"slope\": 1, \"intercept\": 0, \"threshold\": 0.5}"));
  ASSERT_FALSE(nested);
  EXPECT_EQ(nested.error().field, "judge_spec");
}

// An inner judge that reports every item while its batch runs (as LLM judges do).
class ReportingJudge : public Judge {
 public:
  std::string identity() const override { return "reporting"; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> r) override { return judge_batch_streaming(r, {}); }
  std::vector<Judgment> judge_batch_streaming(std::span<const JudgeRequest> r, const ItemSink& on_item) override {
    std::vector<Judgment> out(r.size());
    for (std::size_t i = 0; i < r.size(); ++i) {
      out[i].ok = true;
      out[i].prob = 0.8;
      out[i].label = 1;
      if (on_item) on_item(r.size() - 1 - i, out[i]);  // any order
    }
    return out;
  }
};

TEST(CalibratedJudge, PassesReportsOnCalibrated) {
  CalibratedJudge j(std::make_unique<ReportingJudge>(), Calibration{"x", "reporting", 4.0, -2.0, 0.9});
  std::vector<JudgeRequest> reqs = {{"P", "a"}, {"P", "b"}};
  std::vector<Judgment> reported(2);
  std::vector<int> calls(2, 0);
  auto out = j.judge_batch_streaming(reqs, [&](std::size_t i, const Judgment& r) {
    reported[i] = r;
    ++calls[i];
  });
  EXPECT_EQ(calls, (std::vector<int>{1, 1}));
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_DOUBLE_EQ(reported[i].prob, 1.0 / (1.0 + std::exp(-(4.0 * 0.8 - 2.0))));
    EXPECT_EQ(reported[i].prob, out[i].prob);
    EXPECT_EQ(reported[i].label, 0);  // 0.8 < 0.9
    EXPECT_EQ(out[i].label, 0);
  }
}

}  // namespace
}  // namespace citeval::judge

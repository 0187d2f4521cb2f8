// citeval check's detail records and totals (report/check_report.h): the totals rebuilt from the
// detail records of a run (resume) and from the state's JSON are the run's, figure for figure.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "answers/read.h"
#include "report/check_report.h"

namespace citeval::report {
namespace {

// Supports only hypotheses about 1889 from premises about 1889.
class Only1889 : public Judge {
 public:
  std::string identity() const override { return "test:1889"; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override {
    std::vector<Judgment> out;
    for (const auto& r : requests) {
      const bool yes = r.premise.find("1889") != std::string::npos && r.hypothesis.find("1889") != std::string::npos;
      out.push_back(Judgment{true, yes ? 1.0 : 0.0, yes ? 1 : 0, {}, {}});
    }
    return out;
  }
};

TEST(CheckReport, DetailRecordsAndStateJsonGiveBackTheTotals) {
  std::vector<answers::AnswerRecord> records;
  answers::ReadOptions o;
  ASSERT_TRUE(answers::for_each_record(std::string(CITEVAL_TEST_DATA) + "/answers/generic.jsonl", o,
                                       [&](std::size_t, Result<answers::AnswerRecord> r) { records.push_back(r.value()); })
                  .ok());
  Only1889 judge;
  metrics::CheckEvaluator ev({}, judge);
  const auto results = ev.evaluate(records);
  metrics::CheckTotals resumed;
  for (std::size_t i = 0; i < records.size(); ++i) {
    const nlohmann::json line = nlohmann::json::parse(check_record_json(records[i], results[i]).dump());
    resumed.merge(check_totals_from_record(line));
  }
  const auto want = metrics::summarize_check(ev.totals());
  EXPECT_EQ(metrics::summarize_check(resumed).scores, want.scores);
  EXPECT_EQ(check_totals_json(resumed), check_totals_json(ev.totals()));
  const auto back = check_totals_from_json(nlohmann::json::parse(check_totals_json(ev.totals()).dump()));
  EXPECT_EQ(check_totals_json(back), check_totals_json(ev.totals()));
  // The first record: two span statements, the first supported, the second citing a source and
  // an id that is no source ("nowhere"): out of range.
  const nlohmann::json first = check_record_json(records[0], results[0]);
  EXPECT_EQ(first["citation_rec"], 50.0);
  EXPECT_EQ(first["statements"][1]["status"], "out_of_range");
  EXPECT_EQ(first["citations"][1]["unresolved"], nlohmann::json::array({"nowhere"}));
  EXPECT_EQ(first["statements"][0]["span"], nlohmann::json::array({0, 39}));
  nlohmann::json top, info;
  add_check_summary_json(want, ev.totals(), top, info);
  EXPECT_EQ(info["answers"], 7);
  EXPECT_TRUE(top["quote_fidelity"].is_null());  // no record quotes its sources
}

}  // namespace
}  // namespace citeval::report

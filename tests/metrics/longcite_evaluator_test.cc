// LongBench-Cite scoring with scripted judges: the exact requests, recall/precision/F1, the
// statement cap, judge errors, and LongBench-Cite's dataset grouping and averages.
#include "metrics/longcite_evaluator.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <mutex>

namespace citeval::metrics {
namespace {

// Answers from a function of the request; records every request.
class ScriptJudge final : public Judge {
 public:
  explicit ScriptJudge(std::function<Judgment(const JudgeRequest&)> f) : f_(std::move(f)) {}
  std::string identity() const override { return "script"; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> reqs) override {
    std::vector<Judgment> out;
    std::lock_guard lock(mu_);
    for (const auto& r : reqs) {
      seen.push_back(r);
      out.push_back(f_(r));
    }
    return out;
  }
  std::vector<JudgeRequest> seen;

 private:
  std::function<Judgment(const JudgeRequest&)> f_;
  std::mutex mu_;
};

Judgment score(double p) { return Judgment{true, p, p >= 0.5 ? 1 : 0, "", "why " + std::to_string(p)}; }

LongciteCitation cite(std::string text) { return LongciteCitation{0, 0, 0, 0, std::move(text)}; }

LongciteItem item() {
  LongciteItem it;
  it.idx = "7";
  it.dataset = "hotpotqa";
  it.query = " Who? ";
  it.prediction = "<statement>Intro.<cite></cite></statement><statement>Fact one.<cite>[0-0]</cite></statement>"
                  "<statement>Fact two.<cite>[1-1][3-3]</cite></statement>";
  it.statements = {{"Intro.", {}}, {"Fact one.", {cite("alpha beta. ")}}, {"Fact two.", {cite("gamma "), cite("  ")}}};
  return it;
}

TEST(LongciteEvaluator, RequestsAndScoresAreExact) {
  ScriptJudge support([](const JudgeRequest& r) { return score(r.premise == "alpha beta." ? 1.0 : 0.5); });
  ScriptJudge need([](const JudgeRequest&) { return score(0.0); });  // "needs no citation"
  ScriptJudge relevance([](const JudgeRequest& r) { return score(r.premise == "gamma" ? 0.0 : 1.0); });
  LongciteEvaluator ev({}, {&support, &need, &relevance});
  std::vector<LongciteItem> items = {item()};
  auto res = ev.evaluate(items);
  ASSERT_EQ(res.size(), 1u);
  const auto& r = res[0];
  ASSERT_TRUE(r.complete) << r.first_error;
  // support: "alpha beta." -> 1; "gamma \n\n  " stripped -> "gamma" -> 0.5. need: 1 - 0 = 1.
  EXPECT_EQ(r.recall, (1.0 + 1.0 + 0.5) / 3);
  // relevance: "alpha beta." -> 1, "gamma" -> 0, "" -> 1.
  EXPECT_EQ(r.precision, 2.0 / 3);
  EXPECT_DOUBLE_EQ(r.f1, 2 * r.recall * r.precision / (r.recall + r.precision));
  ASSERT_EQ(support.seen.size(), 2u);
  EXPECT_EQ(support.seen[0].premise, "alpha beta.");
  EXPECT_EQ(support.seen[0].hypothesis, "Fact one.");
  EXPECT_EQ(support.seen[0].question, "Who?");
  EXPECT_EQ(support.seen[1].premise, "gamma");
  ASSERT_EQ(need.seen.size(), 1u);
  EXPECT_EQ(need.seen[0].premise, "Intro.Fact one.Fact two.");
  EXPECT_EQ(need.seen[0].hypothesis, "Intro.");
  EXPECT_EQ(need.seen[0].question, "Who?");
  ASSERT_EQ(relevance.seen.size(), 3u);
  EXPECT_EQ(relevance.seen[2].premise, "");
  EXPECT_EQ(r.statements[0].support_score, 1.0);
  EXPECT_TRUE(r.statements[0].need_citation_asked);
  EXPECT_EQ(r.statements[0].support_output, "why 0.000000");
  EXPECT_EQ(r.statements[2].citation[0].relevant_score, 0.0);
  // Citation length (hotpotqa: words): "alpha beta. " 2, "gamma " 1, "  " 0.
  EXPECT_EQ(r.cited_snippets, 3u);
  EXPECT_EQ(r.cited_tokens, 3u);
}

TEST(LongciteEvaluator, EmptyCitationTextScoresZeroWithoutAsking) {
  ScriptJudge any([](const JudgeRequest&) { return score(1.0); });
  LongciteEvaluator ev({.question_in_request = false}, {&any, &any, &any});
  LongciteItem it;
  it.dataset = "gov_report";
  it.statements = {{"S", {cite(" \n ")}}};
  std::vector<LongciteItem> items = {it};
  auto r = ev.evaluate(items)[0];
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.recall, 0.0);
  EXPECT_EQ(r.statements[0].support_output, "No matched citation");
  EXPECT_EQ(r.precision, 1.0);
  ASSERT_EQ(any.seen.size(), 1u);  // only the relevance request
  EXPECT_EQ(any.seen[0].hypothesis, "S");
  EXPECT_EQ(any.seen[0].question, "");
  EXPECT_EQ(r.f1, 0.0 + 2 * 0.0 * 1.0 / 1.0);
}

TEST(LongciteEvaluator, NothingToAverageIsZeroAndAtMost40StatementsAreJudged) {
  ScriptJudge any([](const JudgeRequest&) { return score(1.0); });
  LongciteEvaluator ev({}, {&any, &any, &any});
  LongciteItem empty;
  LongciteItem many;
  for (int i = 0; i < 45; ++i) many.statements.push_back({"s" + std::to_string(i), {cite("c d")}});
  std::vector<LongciteItem> items = {empty, many};
  auto res = ev.evaluate(items);
  EXPECT_TRUE(res[0].complete);
  EXPECT_EQ(res[0].recall, 0.0);
  EXPECT_EQ(res[0].precision, 0.0);
  EXPECT_EQ(res[0].f1, 0.0);
  EXPECT_EQ(res[1].judged_statements, 40u);
  EXPECT_EQ(res[1].judged_citations, 40u);
  EXPECT_EQ(res[1].cited_snippets, 45u);  // citation length counts every statement
  EXPECT_EQ(res[1].cited_tokens, 90u);
  EXPECT_EQ(any.seen.size(), 80u);
  EXPECT_FALSE(res[1].statements[44].support_score.has_value());
}

TEST(LongciteEvaluator, AJudgeErrorMakesTheItemIncompleteOnly) {
  ScriptJudge support([](const JudgeRequest& r) {
    if (r.premise == "bad") return Judgment{false, 0, 0, "unreadable support answer", ""};
    return score(1.0);
  });
  ScriptJudge other([](const JudgeRequest&) { return score(1.0); });
  ScriptJudge other2([](const JudgeRequest&) { return score(1.0); });
  LongciteEvaluator ev({}, {&support, &other, &other2});
  LongciteItem a, b;
  a.statements = {{"x", {cite("bad")}}};
  b.statements = {{"y", {cite("good")}}};
  std::vector<LongciteItem> items = {a, b};
  auto res = ev.evaluate(items);
  EXPECT_FALSE(res[0].complete);
  EXPECT_EQ(res[0].judge_errors, 1u);
  EXPECT_EQ(res[0].first_error, "unreadable support answer");
  EXPECT_TRUE(res[1].complete);
  EXPECT_EQ(res[1].f1, 1.0);
}

TEST(LongciteEvaluator, TheNeedCitationJudgeReadsTheRepairedResponse) {
  // A prediction that lost its first '<': LongCite restores it before anything reads the
  // prediction, so the need-citation judge is asked about "Intro. ...", not "statement>Intro. ...".
  ScriptJudge any([](const JudgeRequest&) { return score(1.0); });
  ScriptJudge need([](const JudgeRequest&) { return score(0.0); });
  LongciteItem it = item();
  it.prediction = it.prediction.substr(1);
  ASSERT_EQ(it.prediction.rfind("statement>Intro.", 0), 0u);
  std::vector<LongciteItem> items = {it};
  ASSERT_TRUE(LongciteEvaluator({}, {&any, &need, &any}).evaluate(items)[0].complete);
  ASSERT_EQ(need.seen.size(), 1u);
  EXPECT_EQ(need.seen[0].premise, "Intro.Fact one.Fact two.");
}

TEST(LongciteEvaluator, TheAlwaysNeedsCitationRuleScoresUncitedStatementsZeroWithoutAJudge) {
  ScriptJudge any([](const JudgeRequest&) { return score(1.0); });
  std::vector<LongciteItem> items = {item()};
  auto r = LongciteEvaluator({.uncited = LongciteUncited::kAlwaysNeedsCitation}, {&any, nullptr, &any})
               .evaluate(items)[0];
  ASSERT_TRUE(r.complete) << r.first_error;
  EXPECT_EQ(r.statements[0].support_score, 0.0);
  EXPECT_TRUE(r.statements[0].need_citation_rule);
  EXPECT_FALSE(r.statements[0].need_citation_asked);
  EXPECT_EQ(r.recall, (0.0 + 1.0 + 1.0) / 3);
  EXPECT_EQ(any.seen.size(), 2u + 3u);  // support and relevance only
  for (const auto& q : any.seen) EXPECT_NE(q.premise, "Intro.Fact one.Fact two.");
}

TEST(LongciteEvaluator, ChineseCitationLengthCountsCharacters) {
  ScriptJudge any([](const JudgeRequest&) { return score(1.0); });
  LongciteItem it;
  it.dataset = "multifieldqa_zh";
  it.statements = {{"s", {cite("第一句话。 ok")}}};
  std::vector<LongciteItem> items = {it};
  EXPECT_EQ(LongciteEvaluator({}, {&any, &any, &any}).evaluate(items)[0].cited_tokens, 8u);
  EXPECT_EQ(LongciteEvaluator({.tokenizer = CitationTokenizer(CitationTokenizer::Kind::kWords)}, {&any, &any, &any})
                .evaluate(items)[0]
                .cited_tokens,
            2u);
}

TEST(LongciteSummary, GroupsBySubstringAndAveragesWithoutMultifieldqaEnZh) {
  std::vector<LongciteScores> s = {
      {"multifieldqa_en", 1.0, 0.5, 2.0 / 3, 2, 10},
      {"multifieldqa_zh", 0.0, 0.5, 0.0, 1, 30},
      {"hotpotqa", 0.5, 0.5, 0.5, 0, 0},
      {"hotpotqa", 1.0, 1.0, 1.0, 1, 5},
      {"my_data", 0.25, 0.25, 0.25, 0, 0},
  };
  LongciteSummary sum = summarize_longcite(s);
  ASSERT_EQ(sum.groups.size(), 5u);
  EXPECT_EQ(sum.groups[0].name, "multifieldqa_en");
  EXPECT_EQ(sum.groups[1].name, "multifieldqa_zh");
  EXPECT_EQ(sum.groups[2].name, "multifieldqa");
  EXPECT_EQ(sum.groups[2].responses, 2u);
  EXPECT_EQ(sum.groups[2].recall, 0.5);
  EXPECT_EQ(sum.groups[2].citation_length, 40.0 / 3);
  EXPECT_EQ(sum.groups[3].name, "hotpotqa");
  EXPECT_EQ(sum.groups[3].recall, 0.75);
  EXPECT_EQ(sum.groups[3].citation_length, 5.0);
  EXPECT_EQ(sum.groups[4].name, "my_data");
  // Average of multifieldqa (0.5), hotpotqa (0.75), my_data (0.25).
  EXPECT_EQ(sum.recall, 0.5);
  EXPECT_EQ(sum.precision, (0.5 + 0.75 + 0.25) / 3);
  EXPECT_EQ(sum.responses, 5u);
  EXPECT_EQ(sum.citation_length, 45.0 / 4);
  EXPECT_TRUE(std::isnan(summarize_longcite({}).recall));
}

TEST(LongciteSummary, ReferenceAggregationDropsOtherDatasetsAndAnEmptyGroupMakesTheAverageNaN) {
  std::vector<LongciteScores> s = {
      {"hotpotqa", 0.5, 0.5, 0.5, 1, 4},
      {"my_data", 1.0, 1.0, 1.0, 1, 100},
      {"multifieldqa_en", 1.0, 0.0, 0.0, 0, 0},
  };
  LongciteSummary sum = summarize_longcite(s, {.reference = true});
  EXPECT_EQ(sum.excluded, 1u);
  EXPECT_EQ(sum.responses, 2u);
  EXPECT_EQ(sum.citation_length, 4.0);
  ASSERT_EQ(sum.groups.size(), 7u);  // all seven, empty ones included
  EXPECT_EQ(sum.groups[0].name, "longbench-chat");
  EXPECT_EQ(sum.groups[0].responses, 0u);
  EXPECT_TRUE(std::isnan(sum.groups[0].recall));
  EXPECT_EQ(sum.groups[4].name, "hotpotqa");
  EXPECT_EQ(sum.groups[4].recall, 0.5);
  EXPECT_TRUE(std::isnan(sum.recall));  // np.mean over groups with a NaN
  EXPECT_TRUE(std::isnan(sum.f1));
  // With every group filled and no other dataset, both aggregations agree.
  std::vector<LongciteScores> full;
  double x = 0.1;
  for (const char* d : {"longbench-chat", "multifieldqa_en", "multifieldqa_zh", "hotpotqa", "dureader", "gov_report"}) {
    full.push_back({d, x, x / 2, x / 3, 1, 2});
    x += 0.1;
  }
  LongciteSummary a = summarize_longcite(full, {.reference = true}), b = summarize_longcite(full);
  EXPECT_EQ(a.excluded, 0u);
  EXPECT_EQ(a.recall, b.recall);
  EXPECT_EQ(a.f1, b.f1);
  EXPECT_FALSE(std::isnan(a.recall));
  EXPECT_TRUE(is_longcite_reference_dataset("multifieldqa"));
  EXPECT_FALSE(is_longcite_reference_dataset("hotpotqa_e"));
}

}  // namespace
}  // namespace citeval::metrics

// Positional citation recall/precision with the `table` judge, by hand: every decision the
// evaluator may ask for is in the table, so a missing or different request fails the test.
#include "metrics/aliice_evaluator.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cmath>

#include "report/aliice_report.h"
#include "fake_parser.h"
#include "judge/table_judge.h"

namespace citeval::claims {
namespace {

using testing::FakeParser;

io::AlceDoc doc(std::string title, std::string text) {
  io::AlceDoc d;
  d.title = std::move(title);
  d.text = std::move(text);
  d.has_text = true;
  return d;
}

io::AlceItem item() {
  io::AlceItem it;
  it.output = "Cups can be made of glass[1] or plastic[2][3]. They are cheap[4]. No citation here.\nignored";
  it.docs = {doc("D1", "glass cups"), doc("D2", "plastic"), doc("D3", "plastic cups")};
  it.has_docs = true;
  return it;
}

FakeParser parser() {
  FakeParser p;
  p.add("Cups can be made of glass or plastic", {3, 3, 3, -1, 3, 4, 5, 5},
        {"nsubjpass", "aux", "auxpass", "ROOT", "prep", "pobj", "cc", "conj"});
  p.add("They are cheap", {1, -1, 1}, {"nsubj", "ROOT", "acomp"});
  return p;
}

std::unique_ptr<judge::TableJudge> table() {
  const std::string d1 = "Title: D1\nglass cups", d2 = "Title: D2\nplastic", d3 = "Title: D3\nplastic cups";
  const std::string c1 = "Cups can be made of glass or", c2 = "Cups can be made of plastic";
  std::string t;
  auto add = [&](const std::string& premise, const std::string& hyp, int label) {
    t += nlohmann::json{{"premise", premise}, {"hypothesis", hyp}, {"label", label}}.dump() + "\n";
  };
  add(d1, c1, 1);               // claim [1]: supported
  add(d2 + "\n" + d3, c2, 1);   // claim [2][3]: supported jointly
  add(d2, c2, 0);               //   [2] alone does not entail ...
  add(d3, c2, 1);               //   ... and [3] alone does, so [2] is irrelevant; [3] relevant
  auto j = judge::TableJudge::parse(t, "table");
  EXPECT_TRUE(j) << (j ? "" : j.error().to_string());
  return std::move(j).value();
}

TEST(AliiceEvaluator, PositionalRecallPrecisionByHand) {
  FakeParser p = parser();
  auto judge = table();
  AliiceEvaluator ev({}, *judge, p);
  io::AlceItem it = item();
  auto results = ev.evaluate({&it, 1});
  ASSERT_EQ(results.size(), 1u);
  const auto& r = results[0];
  EXPECT_EQ(r.output, "Cups can be made of glass[1] or plastic[2][3]. They are cheap[4]. No citation here.");
  ASSERT_EQ(r.units.size(), 4u);
  EXPECT_EQ(r.units[0].hypothesis, "Cups can be made of glass or");
  EXPECT_EQ(r.units[0].recall, 1);
  EXPECT_EQ(r.units[1].hypothesis, "Cups can be made of plastic");
  EXPECT_EQ(r.units[1].recall, 1);
  ASSERT_EQ(r.units[1].citations.size(), 2u);
  EXPECT_FALSE(r.units[1].citations[0].relevant);
  EXPECT_TRUE(r.units[1].citations[1].relevant);
  EXPECT_EQ(r.units[2].status, metrics::StatementStatus::kOutOfRange);  // [4] of 3 documents
  EXPECT_EQ(r.units[2].kind, UnitKind::kClaim);
  EXPECT_EQ(r.units[3].kind, UnitKind::kSentence);
  EXPECT_EQ(r.units[3].status, metrics::StatementStatus::kNoCitation);
  EXPECT_EQ(r.total_citations, 3u);
  EXPECT_FALSE(r.judge_error);
  EXPECT_DOUBLE_EQ(*r.citation_rec, 2.0 / 4.0);
  EXPECT_DOUBLE_EQ(*r.citation_prec, 2.0 / 3.0);
  EXPECT_EQ(r.fallbacks, 1u);
  // CVCP: sentence 1 has 11 units (Cups .. glass [1] or plastic [2][3] .), groups at 7 and 10;
  // sentence 2 ends in its only group; sentence 3 has none.
  const double cv1 = (1.5 / 11) / (8.5 / 11);
  EXPECT_DOUBLE_EQ(*r.cvcp, (cv1 + 0.0) / 2);

  AliiceSummary s = ev.summary();
  ASSERT_GE(s.scores.size(), 4u);
  EXPECT_EQ(s.scores[0].first, "citation_rec");
  EXPECT_DOUBLE_EQ(s.scores[0].second, 50.0);
  EXPECT_EQ(s.scores[1].first, "citation_prec");
  EXPECT_DOUBLE_EQ(s.scores[1].second, 200.0 / 3);
  EXPECT_EQ(s.scores[2].first, "citation_f1");
  EXPECT_DOUBLE_EQ(s.scores[2].second, 2 * 50.0 * (200.0 / 3) / (50.0 + 200.0 / 3));
  EXPECT_EQ(s.scores[3].first, "cvcp");
  EXPECT_EQ(s.times_not_used_aliice, 1u);
  EXPECT_EQ(s.claims, 3u);

  nlohmann::json detail = aliice_item_json(r);
  EXPECT_EQ(detail["sentences"][0]["claims"][1]["text"], "Cups can be made of plastic");
  EXPECT_EQ(detail["units"][1]["citations"][0]["relevant"], false);
  nlohmann::json summary = aliice_summary_json(s, nlohmann::json::object());
  EXPECT_EQ(summary["times_not_used_aliice"], 1);
  EXPECT_EQ(summary["citeval"]["fallbacks"]["no_citation"], 1);
  // --aliice-reference-keys: the released eval.py's key names (std over one response: 0).
  nlohmann::json ref = aliice_summary_json(s, nlohmann::json::object(), true);
  std::vector<std::string> keys;
  for (const auto& [k, v] : ref.items()) keys.push_back(k);
  EXPECT_EQ(keys, (std::vector<std::string>{"citation_precision", "citation_recall", "citeval", "cv", "precision_std",
                                            "recall_std", "times_not_used_aliice"}));
  EXPECT_DOUBLE_EQ(ref["citation_recall"].get<double>(), 50.0);
  EXPECT_DOUBLE_EQ(ref["citation_precision"].get<double>(), 200.0 / 3);
  EXPECT_DOUBLE_EQ(ref["recall_std"].get<double>(), 0.0);
  EXPECT_EQ(ref["cv"], summary["cvcp_pooled_reference"]);
  EXPECT_EQ(ref["citeval"]["scores"]["citation_f1"], summary["citation_f1"]);
}

TEST(AliiceEvaluator, ReferenceUnitsLeaveUncitedAndOutOfRangeOut) {
  FakeParser p = parser();
  auto judge = table();
  AliiceOptions o;
  o.reference_units = true;
  AliiceEvaluator ev(o, *judge, p);
  io::AlceItem it = item();
  auto r = ev.evaluate({&it, 1})[0];
  EXPECT_EQ(r.units.size(), 3u);  // the uncited sentence is no unit
  EXPECT_DOUBLE_EQ(*r.citation_rec, 1.0);
  EXPECT_DOUBLE_EQ(*r.citation_prec, 2.0 / 3.0);
}

TEST(AliiceEvaluator, AtMostCitationsCutsEachUnit) {
  FakeParser p = parser();
  auto judge = table();
  AliiceOptions o;
  o.at_most_citations = 1;
  AliiceEvaluator ev(o, *judge, p);
  io::AlceItem it = item();
  it.output = "Cups can be made of glass[1] or plastic[3][2].";
  auto r = ev.evaluate({&it, 1})[0];
  ASSERT_EQ(r.units.size(), 2u);
  EXPECT_EQ(r.units[1].cited, (std::vector<int>{3}));
  EXPECT_EQ(r.units[1].recall, 1);
  EXPECT_DOUBLE_EQ(*r.citation_prec, 1.0);
}

TEST(AliiceEvaluator, MissingJudgmentLeavesTheResponseOut) {
  FakeParser p = parser();
  auto judge = table();
  AliiceEvaluator ev({}, *judge, p);
  io::AlceItem it = item();
  it.output = "They are cheap[1].";  // (D1, "They are cheap") is not in the table
  auto r = ev.evaluate({&it, 1})[0];
  EXPECT_TRUE(r.judge_error);
  EXPECT_FALSE(r.citation_rec);
  EXPECT_EQ(ev.summary().judge_error_items, 1u);
  EXPECT_EQ(ev.summary().citation_items, 0u);
}

TEST(AliiceEvaluator, FallbackSentenceIsJudgedLikeAlce) {
  FakeParser p = parser();
  const std::string t = nlohmann::json{{"premise", "Title: D1\nglass cups"}, {"hypothesis", "Unknown words here."}, {"label", 1}}.dump();
  auto judge = judge::TableJudge::parse(t, "t");
  ASSERT_TRUE(judge);
  AliiceEvaluator ev({}, **judge, p);
  io::AlceItem it = item();
  it.output = "Unknown words here [1].";  // the fake parser fails: sentence-level fallback
  auto r = ev.evaluate({&it, 1})[0];
  ASSERT_EQ(r.units.size(), 1u);
  EXPECT_EQ(r.units[0].kind, UnitKind::kSentence);
  EXPECT_EQ(r.sentences[0].status, SentenceStatus::kParseError);
  EXPECT_DOUBLE_EQ(*r.citation_rec, 1.0);
  EXPECT_EQ(r.fallbacks, 1u);
}

TEST(AliiceEvaluator, EveryFallbackIsCountedAsNotUsedAndJudgedAsASentence) {
  FakeParser p = parser();
  p.add("", {}, {});  // the unmatched sentence cleans to nothing
  std::string long_sentence;
  for (int k = 0; k < 50; ++k) long_sentence += "w ";
  long_sentence += "[2].";  // 51 whitespace words with the mark
  io::AlceItem it = item();
  it.output = "[3] ... ! They are [2] cheap [1]. Unknown words here [1]. " + long_sentence +
              " No citation here. Cups can be made of glass[1] or plastic[2][3].";
  auto judge = table();
  AliiceEvaluator ev({}, *judge, p);
  auto r = ev.evaluate({&it, 1})[0];
  std::vector<std::string> statuses;
  for (const auto& sc : r.sentences) statuses.push_back(sentence_status_name(sc.status));
  EXPECT_EQ(statuses, (std::vector<std::string>{"unmatched_citation", "citation_on_root", "parse_error", "too_long",
                                                "no_citation", "claims"}));
  EXPECT_EQ(r.fallbacks, 5u);
  ASSERT_EQ(r.units.size(), 7u);  // five sentence units, then the two claims
  for (std::size_t k = 0; k < 5; ++k) EXPECT_EQ(r.units[k].kind, UnitKind::kSentence) << k;
  // A fallback unit is ALCE's statement: remove_citations(sentence).strip(), every id in order.
  EXPECT_EQ(r.units[1].hypothesis, "They are cheap.");
  EXPECT_EQ(r.units[1].cited, (std::vector<int>{2, 1}));
  EXPECT_EQ(r.units[4].status, metrics::StatementStatus::kNoCitation);
  // Judged: the five fallbacks are not in the table (judge errors), so the response is left out.
  EXPECT_TRUE(r.judge_error);
  AliiceSummary s = ev.summary();
  EXPECT_EQ(s.times_not_used_aliice, 5u);
  EXPECT_EQ(s.fallbacks, (std::vector<std::pair<std::string, std::size_t>>{
                             {"no_citation", 1}, {"too_long", 1}, {"citation_on_root", 1}, {"unmatched_citation", 1},
                             {"parse_error", 1}}));
  EXPECT_EQ(s.claims, 2u);
  EXPECT_EQ(s.judge_error_items, 1u);
}

TEST(AliiceEvaluator, RepeatedIdsAreJudgedAsEvalPyUnlessDeduped) {
  // eval.py's get_words_and_citations extends one list with every mark on a word: glass[1][1]
  // cites [1, 1], the joint passage holds D1 twice and both occurrences count in precision.
  FakeParser p = parser();
  const std::string d1 = "Title: D1\nglass cups", d2 = "Title: D2\nplastic", d3 = "Title: D3\nplastic cups";
  std::string t;
  auto add = [&](const std::string& premise, const std::string& hyp, int label) {
    t += nlohmann::json{{"premise", premise}, {"hypothesis", hyp}, {"label", label}}.dump() + "\n";
  };
  add(d1 + "\n" + d1, "Cups can be made of glass or", 0);  // [1, 1]: not supported
  add(d1, "Cups can be made of glass or", 1);              // [1]: supported
  add(d2 + "\n" + d3, "Cups can be made of plastic", 1);
  add(d2, "Cups can be made of plastic", 0);
  add(d3, "Cups can be made of plastic", 1);
  auto judge = judge::TableJudge::parse(t, "t");
  ASSERT_TRUE(judge);
  io::AlceItem it = item();
  it.output = "Cups can be made of glass[1][1] or plastic[2][3]. They are cheap[4]. No citation here.";
  AliiceOptions o;
  {
    AliiceEvaluator ev(o, **judge, p);
    auto r = ev.evaluate({&it, 1})[0];
    ASSERT_EQ(r.units.size(), 4u);
    EXPECT_EQ(r.units[0].ids, (std::vector<int>{1, 1}));
    EXPECT_EQ(r.units[0].recall, 0);
    EXPECT_EQ(r.total_citations, 4u);
    EXPECT_DOUBLE_EQ(*r.citation_rec, 1.0 / 4);
    EXPECT_DOUBLE_EQ(*r.citation_prec, 1.0 / 4);
  }
  o.dedupe_citations = true;
  {
    AliiceEvaluator ev(o, **judge, p);
    auto r = ev.evaluate({&it, 1})[0];
    EXPECT_EQ(r.units[0].ids, (std::vector<int>{1}));
    EXPECT_EQ(r.total_citations, 3u);
    EXPECT_DOUBLE_EQ(*r.citation_rec, 2.0 / 4);
    EXPECT_DOUBLE_EQ(*r.citation_prec, 2.0 / 3);
  }
}

TEST(AliiceEvaluator, EveryJudgmentFailedLeavesTheFiguresUndefined) {
  FakeParser p = parser();
  auto judge = judge::TableJudge::parse("", "t");
  ASSERT_TRUE(judge);
  AliiceEvaluator ev({}, **judge, p);
  io::AlceItem it = item();
  ev.evaluate({&it, 1});
  AliiceSummary s = ev.summary();
  EXPECT_EQ(s.scores.size(), 2u);  // cvcp and cvcp_pooled_reference only
  ASSERT_EQ(s.undefined.size(), 3u);
  EXPECT_EQ(s.undefined[0].key, "citation_rec");
  EXPECT_EQ(s.undefined[2].key, "citation_f1");
  EXPECT_TRUE(s.undefined[0].failure);
  EXPECT_EQ(s.undefined[0].reason, "every item's citation judgments failed (1 item; first error: pair not in table t)");
  nlohmann::json j = aliice_summary_json(s, nlohmann::json::object());
  EXPECT_TRUE(j["citation_rec"].is_null());
  EXPECT_EQ(j["citeval"]["undefined"]["citation_f1"], s.undefined[0].reason);
  EXPECT_EQ(j["citeval"]["excluded"][0]["reason"], "judge_error");
  // A response without "docs" that cites is left out and counted (eval.py: KeyError).
  auto t2 = table();
  AliiceEvaluator ev2({}, *t2, p);
  io::AlceItem bare = item();
  bare.docs.clear();
  bare.has_docs = false;
  auto r = ev2.evaluate({&bare, 1})[0];
  EXPECT_EQ(r.citation_excluded, "no_docs");
  AliiceSummary s2 = ev2.summary();
  EXPECT_EQ(s2.items_without_docs, 1u);
  ASSERT_EQ(s2.excluded.size(), 1u);
  EXPECT_EQ(s2.excluded[0].reason, "no_docs");
  EXPECT_EQ(s2.undefined[0].reason,
            "no item could be scored (0 without units, 1 citing without 'docs', 0 with failed judgments)");
}

// 'Claim ' + '[1]' * 200000: the pooled CVCP counted the code points before every mark from the
// start of the sentence (quadratic: 75 s for 80,000 marks); now each mark's count goes on from
// the last. Under a second here; the old code would run into the test timeout.
TEST(AliiceEvaluator, ManyRepeatedMarksAreLinear) {
  FakeParser p = parser();
  auto judge = table();
  AliiceEvaluator ev({}, *judge, p);
  io::AlceItem it = item();
  it.output = "Claim ";
  for (int k = 0; k < 200000; ++k) it.output += "[1]";
  auto r = ev.evaluate({&it, 1})[0];
  ASSERT_EQ(r.sentences.size(), 1u);
  ASSERT_EQ(r.units.size(), 1u);
  EXPECT_EQ(r.units[0].ids.size(), 200000u);
  EXPECT_EQ(r.units[0].cited, (std::vector<int>{1, 1, 1}));  // ALCE's cut after the range check
  EXPECT_EQ(r.total_citations, 3u);
  AliiceSummary s = ev.summary();
  EXPECT_EQ(s.pooled_marks, 200000u);
  // Positions (6 + 3k) / 600006 for k < 200000: mean and population std in closed form.
  const double n = 200000, len = 600006;
  const double mean = (6 + 3 * (n - 1) / 2) / len, sd = 3 * std::sqrt((n * n - 1) / 12) / len;
  double pooled = -1;
  for (const auto& [k, v] : s.scores) {
    if (k == "cvcp_pooled_reference") pooled = v;
  }
  EXPECT_NEAR(pooled, sd / mean, 1e-9);
}

TEST(AliiceEvaluator, ThreadsDoNotChangeResults) {
  FakeParser p = parser();
  std::vector<io::AlceItem> items;
  for (int k = 0; k < 40; ++k) {
    io::AlceItem it = item();
    it.index = static_cast<std::size_t>(k);
    if (k % 3 == 1) it.output = "They are cheap[1]. Cups can be made of glass[1] or plastic[2][3].";
    if (k % 3 == 2) it.output = "No citation.";
    items.push_back(it);
  }
  std::vector<std::string> details[2];
  AliiceSummary sums[2];
  for (int run = 0; run < 2; ++run) {
    auto judge = table();
    AliiceOptions o;
    o.threads = run == 0 ? 1 : 4;
    AliiceEvaluator ev(o, *judge, p);
    for (const auto& r : ev.evaluate(items)) details[run].push_back(aliice_item_json(r).dump());
    sums[run] = ev.summary();
  }
  EXPECT_EQ(details[0], details[1]);
  EXPECT_EQ(sums[0].scores, sums[1].scores);
  EXPECT_EQ(sums[0].claims, 3u * 14 + 3u * 13);  // 3 claims in the first two kinds of output
  ASSERT_TRUE(sums[0].recall_std);
  EXPECT_EQ(sums[0].recall_std, sums[1].recall_std);
}

}  // namespace
}  // namespace citeval::claims

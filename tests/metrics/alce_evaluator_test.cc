// Golden tests of the ALCE evaluator with hand-computed expectations. The judge is a fake whose
// decisions are easy to compute by hand: a hypothesis is supported iff every lower-cased word
// (run of [a-z0-9]) of it occurs as a word in the premise.
#include "metrics/alce_evaluator.h"

#include <gtest/gtest.h>

#include <cctype>
#include <map>
#include <tuple>
#include <set>
#include <sstream>

#include "table_script_judge.h"

namespace citeval::metrics {
namespace {

std::set<std::string> words(std::string_view s) {
  std::set<std::string> out;
  std::string cur;
  for (char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      cur += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else if (!cur.empty()) {
      out.insert(cur);
      cur.clear();
    }
  }
  if (!cur.empty()) out.insert(cur);
  return out;
}

class WordJudge : public Judge {
 public:
  std::string identity() const override { return "test-words"; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override {
    std::vector<Judgment> out;
    for (const auto& r : requests) {
      calls.push_back(r);
      Judgment j;
      if (!fail_on.empty() && r.hypothesis.find(fail_on) != std::string::npos) {
        j.ok = false;
        j.error = "scripted failure";
      } else {
        auto p = words(r.premise);
        bool all = true;
        for (const auto& w : words(r.hypothesis)) all = all && p.count(w);
        j.ok = true;
        j.label = all ? 1 : 0;
        j.prob = all ? 1.0 : 0.0;
      }
      out.push_back(j);
    }
    return out;
  }
  std::vector<JudgeRequest> calls;
  std::string fail_on;
};

io::AlceDoc doc(std::string title, std::string text) {
  io::AlceDoc d;
  d.title = std::move(title);
  d.text = std::move(text);
  return d;
}

io::AlceItem capitals_item(std::string output) {
  io::AlceItem item;
  item.question = "Which cities are capitals?";
  item.output = std::move(output);
  item.docs = {doc("T1", "paris is the capital of france"), doc("T2", "berlin is the capital of germany"),
               doc("T3", "rome is in italy")};
  return item;
}

double score(const AlceSummary& s, const std::string& key) {
  for (const auto& [k, v] : s.scores)
    if (k == key) return v;
  ADD_FAILURE() << "no key " << key;
  return -1;
}

bool has(const AlceSummary& s, const std::string& key) {
  for (const auto& [k, v] : s.scores)
    if (k == key) return true;
  return false;
}

TEST(AlceEvaluatorTest, RecallAndPrecisionByHand) {
  WordJudge judge;
  AlceOptions opt;
  opt.rouge = false;
  AlceEvaluator ev(opt, judge);
  std::vector<io::AlceItem> items = {capitals_item(
      "Paris is the capital of France [1][2]. Berlin is the capital of Germany [2]. "
      "Rome is in Italy. Madrid is in Spain [3].\nThis line is cut off [1].")};
  auto r = ev.evaluate(items);
  ASSERT_EQ(r.size(), 1u);
  const auto& it = r[0];
  EXPECT_EQ(it.output,
            "Paris is the capital of France [1][2]. Berlin is the capital of Germany [2]. "
            "Rome is in Italy. Madrid is in Spain [3].");
  ASSERT_EQ(it.statements.size(), 4u);
  // S1: [1][2], supported jointly; [1] alone supports (relevant); [2] alone does not and the
  // rest ([1]) does -> irrelevant.
  const auto& s1 = it.statements[0];
  EXPECT_EQ(s1.text, "Paris is the capital of France [1][2].");
  EXPECT_EQ(s1.begin, 0u);
  EXPECT_EQ(s1.end, 38u);
  EXPECT_EQ(s1.target, "Paris is the capital of France.");
  ASSERT_EQ(s1.marks.size(), 2u);
  EXPECT_EQ(s1.marks[0].begin, 31u);
  EXPECT_EQ(s1.marks[1].begin, 34u);
  EXPECT_EQ(s1.cited, (std::vector<int>{1, 2}));
  EXPECT_EQ(s1.recall, 1);
  ASSERT_EQ(s1.citations.size(), 2u);
  EXPECT_TRUE(s1.citations[0].relevant);
  EXPECT_FALSE(s1.citations[0].rest.has_value());
  EXPECT_FALSE(s1.citations[1].relevant);
  ASSERT_TRUE(s1.citations[1].rest.has_value());
  EXPECT_EQ(s1.citations[1].rest->label, 1);
  EXPECT_EQ(s1.precision_hits, 1);
  EXPECT_EQ(it.statements[1].recall, 1);
  EXPECT_EQ(it.statements[2].status, StatementStatus::kNoCitation);
  EXPECT_EQ(it.statements[3].recall, 0);
  EXPECT_EQ(it.total_citations, 4u);
  ASSERT_TRUE(it.citation_rec && it.citation_prec);
  EXPECT_DOUBLE_EQ(*it.citation_rec, 2.0 / 4);
  EXPECT_DOUBLE_EQ(*it.citation_prec, 2.0 / 4);
  // The joint premise is ALCE's "Title: ..\n.." joined by newlines.
  EXPECT_EQ(judge.calls[0].premise,
            "Title: T1\nparis is the capital of france\nTitle: T2\nberlin is the capital of germany");
  EXPECT_EQ(judge.calls[0].hypothesis, "Paris is the capital of France.");
  // Phase A: 3 cited statements; B: 2 singles; C: 1 rest.
  EXPECT_EQ(judge.calls.size(), 6u);
  auto s = ev.summary();
  EXPECT_DOUBLE_EQ(score(s, "citation_rec"), 50.0);
  EXPECT_DOUBLE_EQ(score(s, "citation_prec"), 50.0);
  EXPECT_DOUBLE_EQ(score(s, "length"), 20.0);  // words of the citation-free output
}

TEST(AlceEvaluatorTest, OutOfRangeNoCitationAndEmptyOutput) {
  WordJudge judge;
  AlceOptions opt;
  opt.rouge = false;
  AlceEvaluator ev(opt, judge);
  std::vector<io::AlceItem> items = {
      capitals_item("Rome is in Italy [3][4]. Rome is in Italy [3]."),  // [4] out of range
      capitals_item("   \n  "),                                         // no statements
      capitals_item("Nothing cited here.")};
  auto r = ev.evaluate(items);
  EXPECT_EQ(r[0].statements[0].status, StatementStatus::kOutOfRange);
  EXPECT_EQ(r[0].statements[0].recall, 0);
  EXPECT_EQ(r[0].total_citations, 1u);  // out-of-range citations are not counted
  EXPECT_DOUBLE_EQ(*r[0].citation_rec, 0.5);
  EXPECT_DOUBLE_EQ(*r[0].citation_prec, 1.0);
  EXPECT_TRUE(r[1].statements.empty());
  EXPECT_FALSE(r[1].citation_rec.has_value());  // left out of the averages, as ALCE does
  EXPECT_DOUBLE_EQ(*r[2].citation_rec, 0.0);
  EXPECT_DOUBLE_EQ(*r[2].citation_prec, 0.0);  // no citations at all -> precision 0
  auto s = ev.summary();
  EXPECT_EQ(s.items, 3u);
  EXPECT_EQ(s.citation_items, 2u);
  EXPECT_DOUBLE_EQ(score(s, "citation_rec"), 25.0);
  EXPECT_DOUBLE_EQ(score(s, "citation_prec"), 50.0);
}

TEST(AlceEvaluatorTest, AtMostCitationsAndSyntaxes) {
  AlceOptions opt;
  opt.rouge = false;
  opt.at_most_citations = 2;
  {
    WordJudge judge;
    AlceEvaluator ev(opt, judge);
    // [3] is cut by at_most = 2, so the joint passage lacks "rome": not supported.
    std::vector<io::AlceItem> items = {capitals_item("Rome is in Italy [1][2][3].")};
    auto r = ev.evaluate(items);
    EXPECT_EQ(r[0].statements[0].cited, (std::vector<int>{1, 2}));
    EXPECT_EQ(r[0].total_citations, 2u);
    EXPECT_DOUBLE_EQ(*r[0].citation_rec, 0.0);
  }
  opt.at_most_citations = 3;
  {
    WordJudge judge;
    AlceEvaluator ev(opt, judge);
    std::vector<io::AlceItem> items = {capitals_item("Rome is in Italy [2, 3].")};
    auto r = ev.evaluate(items);
    EXPECT_EQ(r[0].statements[0].cited, (std::vector<int>{2, 3}));
    EXPECT_DOUBLE_EQ(*r[0].citation_rec, 1.0);
    EXPECT_DOUBLE_EQ(*r[0].citation_prec, 0.5);  // [2] alone fails, [3] alone entails
  }
  opt.syntax = cite::CitationSyntax::kAlceCompat;
  {
    WordJudge judge;
    AlceEvaluator ev(opt, judge);
    // ALCE's regex reads only "[2" of "[2, 3]"; and "[0" is Python's docs[-1] (the last doc).
    std::vector<io::AlceItem> items = {capitals_item("Rome is in Italy [2, 3]. Rome is in Italy [0].")};
    auto r = ev.evaluate(items);
    EXPECT_EQ(r[0].statements[0].cited, (std::vector<int>{2}));
    EXPECT_EQ(r[0].statements[0].recall, 0);
    EXPECT_EQ(r[0].statements[1].cited, (std::vector<int>{0}));
    EXPECT_EQ(r[0].statements[1].recall, 1);
    EXPECT_DOUBLE_EQ(*r[0].citation_rec, 0.5);
  }
}

TEST(AlceEvaluatorTest, JudgeErrorsLeaveTheItemOutAndTheRunGoesOn) {
  WordJudge judge;
  judge.fail_on = "Berlin";
  AlceOptions opt;
  opt.rouge = false;
  AlceEvaluator ev(opt, judge);
  std::vector<io::AlceItem> items = {capitals_item("Berlin is the capital of Germany [2]."),
                                     capitals_item("Rome is in Italy [3].")};
  auto r = ev.evaluate(items);
  EXPECT_TRUE(r[0].judge_error);
  EXPECT_FALSE(r[0].citation_rec.has_value());
  ASSERT_TRUE(r[0].statements[0].joint.has_value());
  EXPECT_EQ(r[0].statements[0].joint->error, "scripted failure");
  EXPECT_FALSE(r[1].judge_error);
  auto s = ev.summary();
  EXPECT_EQ(s.judge_error_items, 1u);
  EXPECT_EQ(s.citation_items, 1u);
  EXPECT_DOUBLE_EQ(score(s, "citation_rec"), 100.0);
}

TEST(AlceEvaluatorTest, QampariStatementsAreQuestionPlusItem) {
  WordJudge judge;
  AlceOptions opt;
  opt.dataset = AlceDataset::kQampari;
  opt.rouge = false;
  AlceEvaluator ev(opt, judge);
  io::AlceItem item;
  item.question = "Books";
  item.output = "Marazan [1], Lonely Road [2], On the Beach [1].";
  item.docs = {doc("Shute", "books marazan on the beach"), doc("Other", "books lonely road")};
  item.has_answers = true;
  item.answers = {{"Marazan"}, {"Lonely Road", "The Lonely Road"}, {"Ruined City"}};
  std::vector<io::AlceItem> items = {item};
  auto r = ev.evaluate(items);
  ASSERT_EQ(r[0].statements.size(), 3u);
  EXPECT_EQ(r[0].statements[0].text, "Books Marazan [1]");
  EXPECT_EQ(r[0].statements[1].text, "Books Lonely Road [2]");
  EXPECT_EQ(r[0].statements[2].text, "Books On the Beach [1]");
  EXPECT_EQ(r[0].statements[1].begin, 13u);
  EXPECT_EQ(r[0].statements[1].end, 28u);
  EXPECT_EQ(r[0].statements[0].target, "Books Marazan");
  EXPECT_DOUBLE_EQ(*r[0].citation_rec, 1.0);
  EXPECT_DOUBLE_EQ(*r[0].citation_prec, 1.0);
  // Correctness on the citation-free output: preds marazan, lonely road, on beach.
  ASSERT_TRUE(r[0].qampari.has_value());
  const auto& q = *r[0].qampari;
  EXPECT_DOUBLE_EQ(q.num_preds, 3);
  EXPECT_DOUBLE_EQ(q.prec, 2.0 / 3);
  EXPECT_DOUBLE_EQ(q.rec, 2.0 / 3);
  EXPECT_DOUBLE_EQ(q.rec_top5, 2.0 / 3);  // min(5, 2) / min(5, 3)
  auto s = ev.summary();
  EXPECT_DOUBLE_EQ(score(s, "num_preds"), 3.0);
  EXPECT_DOUBLE_EQ(score(s, "qampari_rec"), 100.0 * 2 / 3);
}

TEST(AlceEvaluatorTest, Eli5ClaimsAgainstCitationFreeOutput) {
  WordJudge judge;
  AlceOptions opt;
  opt.dataset = AlceDataset::kEli5;
  opt.rouge = false;
  AlceEvaluator ev(opt, judge);
  io::AlceItem item = capitals_item("Paris is the capital of France [1].");
  item.has_claims = true;
  item.claims = {"Paris is the capital", "France has a capital", "Rome is in Italy"};
  std::vector<io::AlceItem> items = {item};
  auto r = ev.evaluate(items);
  ASSERT_EQ(r[0].claim_decisions.size(), 3u);
  // Only the first claim's words all occur in the output.
  EXPECT_DOUBLE_EQ(*r[0].claims_nli, 1.0 / 3);
  bool saw_premise = false;
  for (const auto& c : judge.calls) saw_premise |= c.premise == "Paris is the capital of France.";
  EXPECT_TRUE(saw_premise);
  auto s = ev.summary();
  EXPECT_TRUE(has(s, "claims_nli"));
}

TEST(AlceEvaluatorTest, Eli5ClaimsUndefinedWhenTheirJudgmentsFailOrNoneExist) {
  WordJudge judge;
  judge.fail_on = "capital";
  AlceOptions opt;
  opt.dataset = AlceDataset::kEli5;
  opt.rouge = false;
  AlceEvaluator ev(opt, judge);
  io::AlceItem item = capitals_item("Rome is in Italy [3].");
  item.has_claims = true;
  item.claims = {"Paris is the capital", "Rome is in Italy"};
  io::AlceItem none = capitals_item("Rome is in Italy [3].");  // no claims: left out, counted
  std::vector<io::AlceItem> items = {item, none};
  auto r = ev.evaluate(items);
  EXPECT_TRUE(r[0].claims_judge_error);
  EXPECT_EQ(r[0].claims_judge_error_message, "scripted failure");
  auto s = ev.summary();
  EXPECT_FALSE(has(s, "claims_nli"));
  EXPECT_DOUBLE_EQ(score(s, "citation_rec"), 100.0);
  ASSERT_EQ(s.undefined.size(), 2u);
  // Not computed on purpose: stated (null with the reason), never silently absent; no failure.
  EXPECT_EQ(s.undefined[0].key, "rougeLsum");
  EXPECT_EQ(s.undefined[0].reason, "not computed (`no_rouge`)");
  EXPECT_TRUE(s.undefined[0].not_computed);
  EXPECT_FALSE(s.undefined[0].failure);
  EXPECT_EQ(s.undefined[1].key, "claims_nli");
  EXPECT_TRUE(s.undefined[1].failure);
  EXPECT_FALSE(s.undefined[1].not_computed);
  EXPECT_EQ(s.undefined[1].reason,
            "no item's claims could be judged (1 item with failed judgments; first error: scripted failure)");
  ASSERT_EQ(s.excluded.size(), 2u);
  EXPECT_EQ(s.excluded[0].reason, "no_claims");
  EXPECT_EQ(s.excluded[1].reason, "judge_error");
  // Without any claims in the file the figure is undefined too, but that is no failure.
  WordJudge ok;
  AlceEvaluator ev2(opt, ok);
  std::vector<io::AlceItem> bare = {none};
  ev2.evaluate(bare);
  auto s2 = ev2.summary();
  ASSERT_EQ(s2.undefined.size(), 2u);
  EXPECT_FALSE(s2.undefined[1].failure);
  EXPECT_EQ(s2.undefined[1].reason, "no item has a non-empty 'claims' (ELI5's gold claims)");
  // --no-claims: claims_nli is null with that reason.
  AlceOptions no_claims = opt;
  no_claims.claims_nli = false;
  AlceEvaluator ev3(no_claims, ok);
  std::vector<io::AlceItem> one = {item};
  ev3.evaluate(one);
  auto s3 = ev3.summary();
  ASSERT_EQ(s3.undefined.size(), 2u);
  EXPECT_EQ(s3.undefined[1].key, "claims_nli");
  EXPECT_EQ(s3.undefined[1].reason, "not computed (`no_claims`)");
  EXPECT_TRUE(s3.undefined[1].not_computed);
}

TEST(AlceEvaluatorTest, AsqaCorrectnessAndRouge) {
  WordJudge judge;
  AlceOptions opt;
  AlceEvaluator ev(opt, judge);
  io::AlceItem item = capitals_item("Paris is the capital of France [1].");
  item.has_qa_pairs = true;
  item.qa_pairs = {{{"Paris"}}, {{"Lyon", "LYON"}}};
  item.long_answers = {"Paris is the capital of France.", "Lyon is big."};
  std::vector<io::AlceItem> items = {item};
  auto r = ev.evaluate(items);
  EXPECT_DOUBLE_EQ(r[0].str_em->str_em, 0.5);
  EXPECT_DOUBLE_EQ(r[0].str_em->str_hit, 0.0);
  EXPECT_DOUBLE_EQ(r[0].rouge_lsum->fmeasure, 1.0);  // identical to the first annotation
  auto s = ev.summary();
  EXPECT_DOUBLE_EQ(score(s, "str_em"), 50.0);
  EXPECT_DOUBLE_EQ(score(s, "rougeLsum"), 100.0);
  // ALCE's key order.
  std::vector<std::string> keys;
  for (const auto& [k, v] : s.scores) keys.push_back(k);
  EXPECT_EQ(keys, (std::vector<std::string>{"length", "str_em", "str_hit", "rougeLsum",
                                            "citation_rec", "citation_prec"}));
}

TEST(AlceEvaluatorTest, ThreadCountDoesNotChangeResults) {
  std::vector<io::AlceItem> items;
  const char* outputs[] = {"Paris is the capital of France [1][2]. Rome is in Italy [3].",
                           "Rome is in Italy [2, 3]. Madrid is in Spain [1].", "Nothing cited.",
                           "Berlin is the capital of Germany [2][3][1]."};
  for (int i = 0; i < 300; ++i) {
    items.push_back(capitals_item(outputs[i % 4]));
    items.back().index = static_cast<std::size_t>(i);
    items.back().long_answers = {"Paris is the capital of France.", outputs[(i + 1) % 4]};
  }
  AlceSummary summaries[2];
  std::vector<AlceItemResult> results[2];
  for (int k = 0; k < 2; ++k) {
    WordJudge judge;
    AlceOptions opt;
    opt.threads = k == 0 ? 1 : 3;
    AlceEvaluator ev(opt, judge);
    results[k] = ev.evaluate(items);
    summaries[k] = ev.summary();
  }
  ASSERT_EQ(results[0].size(), results[1].size());
  for (std::size_t i = 0; i < results[0].size(); ++i) {
    EXPECT_EQ(results[0][i].index, results[1][i].index);
    EXPECT_EQ(results[0][i].citation_rec, results[1][i].citation_rec);
    EXPECT_EQ(results[0][i].citation_prec, results[1][i].citation_prec);
    EXPECT_EQ(results[0][i].rouge_lsum->fmeasure, results[1][i].rouge_lsum->fmeasure);
  }
  EXPECT_EQ(summaries[0].scores, summaries[1].scores);
}

// Anything not in the table fails with "not in the table", so every request the evaluator makes
// is checked.
struct TableScript : TableScriptJudge {
  TableScript() : TableScriptJudge("not in the table") {}
};

// eval.py: ref = [0, 0, 1, 2][:3] = [0, 0, 1]; the joint passage holds doc 1 twice; precision
// asks each occurrence alone, and the rest of an occurrence is the list without the first 0.
TEST(AlceEvaluatorTest, RepeatedIdsAreJudgedAsEvalPyUnlessDeduped) {
  const std::string d1 = "Title: T1\none", d2 = "Title: T2\ntwo", d3 = "Title: T3\nthree";
  TableScript judge;
  judge.labels = {
      // "X [1][1][2][3]." as eval.py reads it: [1, 1, 2]
      {{d1 + "\n" + d1 + "\n" + d2, "X."}, 1},
      {{d1, "X."}, 1},              // each [1] alone entails: relevant (twice)
      {{d2, "X."}, 0},              // [2] alone does not ...
      {{d1 + "\n" + d1, "X."}, 1},  // ... and its rest [1, 1] does: irrelevant -> 2/3
      // deduped: [1, 2, 3]
      {{d1 + "\n" + d2 + "\n" + d3, "X."}, 1},
      {{d3, "X."}, 0},
      {{d1 + "\n" + d3, "X."}, 1},  // the rest of [2]: [2] irrelevant
      {{d1 + "\n" + d2, "X."}, 1},  // the rest of [3]: [3] irrelevant -> 1/3
      // "Y [2][2].": [2, 2] is not supported, [2] is
      {{d2 + "\n" + d2, "Y."}, 0},
      {{d2, "Y."}, 1},
  };
  auto item = [](std::string output) {
    io::AlceItem it;
    it.output = std::move(output);
    it.docs = {doc("T1", "one"), doc("T2", "two"), doc("T3", "three")};
    it.has_docs = true;
    return it;
  };
  std::vector<io::AlceItem> items = {item("X [1][1][2][3]."), item("Y [2][2].")};
  AlceOptions opt;
  opt.rouge = false;
  {
    AlceEvaluator ev(opt, judge);
    auto r = ev.evaluate(items);
    EXPECT_EQ(r[0].statements[0].cited, (std::vector<int>{1, 1, 2}));
    EXPECT_EQ(r[0].total_citations, 3u);
    EXPECT_DOUBLE_EQ(*r[0].citation_rec, 1.0);
    EXPECT_DOUBLE_EQ(*r[0].citation_prec, 2.0 / 3);
    EXPECT_EQ(r[1].statements[0].cited, (std::vector<int>{2, 2}));
    EXPECT_DOUBLE_EQ(*r[1].citation_rec, 0.0);
    EXPECT_DOUBLE_EQ(*r[1].citation_prec, 0.0);
    auto s = ev.summary();
    // no qa_pairs: ASQA's gold; rougeLsum not computed (--no-rouge)
    EXPECT_TRUE(s.undefined.size() == 3 && s.undefined[0].key == "str_em" && s.undefined[2].key == "rougeLsum");
    EXPECT_DOUBLE_EQ(score(s, "citation_rec"), 50.0);
    EXPECT_DOUBLE_EQ(score(s, "citation_prec"), 100.0 / 3);
  }
  opt.dedupe_citations = true;
  {
    AlceEvaluator ev(opt, judge);
    auto r = ev.evaluate(items);
    EXPECT_EQ(r[0].statements[0].cited, (std::vector<int>{1, 2, 3}));
    EXPECT_DOUBLE_EQ(*r[0].citation_prec, 1.0 / 3);
    EXPECT_EQ(r[1].statements[0].cited, (std::vector<int>{2}));
    EXPECT_DOUBLE_EQ(*r[1].citation_rec, 1.0);
    EXPECT_DOUBLE_EQ(*r[1].citation_prec, 1.0);
    auto s = ev.summary();
    EXPECT_DOUBLE_EQ(score(s, "citation_rec"), 100.0);
    EXPECT_DOUBLE_EQ(score(s, "citation_prec"), 100.0 * (1.0 / 3 + 1) / 2);
  }
  // ALCE's regex reads the same repeats.
  opt.dedupe_citations = false;
  opt.syntax = cite::CitationSyntax::kAlceCompat;
  {
    AlceEvaluator ev(opt, judge);
    auto s = (ev.evaluate(items), ev.summary());
    EXPECT_DOUBLE_EQ(score(s, "citation_rec"), 50.0);
    EXPECT_DOUBLE_EQ(score(s, "citation_prec"), 100.0 / 3);
  }
}

TEST(AlceEvaluatorTest, EveryJudgmentFailedLeavesTheCitationFiguresUndefined) {
  TableScript judge;  // empty: every request fails
  AlceOptions opt;
  opt.rouge = false;
  AlceEvaluator ev(opt, judge);
  std::vector<io::AlceItem> items = {capitals_item("Paris is the capital of France [1]."),
                                     capitals_item("Rome is in Italy [3].")};
  auto r = ev.evaluate(items);
  EXPECT_EQ(r[0].citation_excluded, "judge_error");
  EXPECT_EQ(r[0].judge_error_message, "not in the table");
  auto s = ev.summary();
  EXPECT_FALSE(has(s, "citation_rec"));
  EXPECT_FALSE(has(s, "citation_prec"));
  ASSERT_EQ(s.undefined.size(), 5u);  // str_em, str_hit (no qa_pairs), rougeLsum (off), citation_rec, citation_prec
  EXPECT_EQ(s.undefined[3].key, "citation_rec");
  EXPECT_TRUE(s.undefined[3].failure);
  EXPECT_FALSE(s.undefined[0].failure);
  EXPECT_EQ(s.undefined[3].reason, "every item's citation judgments failed (2 items; first error: not in the table)");
  ASSERT_EQ(s.excluded.size(), 2u);
  EXPECT_EQ(s.excluded[0].reason, "no_qa_pairs");
  EXPECT_EQ(s.excluded[0].detail, "no 'qa_pairs' field; most items lack it: is the dataset (asqa) right?");
  EXPECT_EQ(s.excluded[1].reason, "judge_error");
  EXPECT_EQ(s.excluded[1].items, 2u);
  EXPECT_EQ(s.excluded[1].detail, "a judgment failed; first error: not in the table");
}

TEST(AlceEvaluatorTest, NothingToScoreIsUndefinedNotZero) {
  WordJudge judge;
  AlceOptions opt;
  opt.rouge = false;
  AlceEvaluator ev(opt, judge);
  std::vector<io::AlceItem> items = {capitals_item("  "), capitals_item("\n")};
  ev.evaluate(items);
  auto s = ev.summary();
  EXPECT_FALSE(has(s, "citation_rec"));
  ASSERT_EQ(s.undefined.size(), 5u);
  EXPECT_EQ(s.undefined[4].key, "citation_prec");
  EXPECT_EQ(s.undefined[4].reason,
            "no item could be scored (2 without statements, 0 citing without 'docs', 0 with failed judgments)");
  EXPECT_TRUE(s.undefined[4].failure);
  EXPECT_TRUE(judge.calls.empty());
}

TEST(AlceEvaluatorTest, ExclusionsAreCountedByReason) {
  WordJudge judge;
  AlceOptions opt;
  AlceEvaluator ev(opt, judge);
  io::AlceItem no_docs;  // cites, but no "docs": eval.py's KeyError; left out and counted
  no_docs.output = "Paris is the capital of France [1].";
  no_docs.has_qa_pairs = true;
  no_docs.qa_pairs = {{{"Paris"}}};
  no_docs.answer = "Paris.";
  io::AlceItem closed_book = no_docs;  // no "docs" and no citation: scored as eval.py scores it
  closed_book.output = "Paris is the capital of France.";
  io::AlceItem empty_pairs = capitals_item("Rome is in Italy [3].");  // qa_pairs: []
  empty_pairs.has_qa_pairs = true;
  io::AlceItem no_pairs = capitals_item("Rome is in Italy [3].");  // no qa_pairs, no reference
  std::vector<io::AlceItem> items = {no_docs, closed_book, empty_pairs, no_pairs};
  auto r = ev.evaluate(items);
  EXPECT_EQ(r[0].citation_excluded, "no_docs");
  EXPECT_FALSE(r[0].citation_rec);
  EXPECT_EQ(r[1].citation_excluded, "");
  EXPECT_DOUBLE_EQ(*r[1].citation_rec, 0.0);
  auto s = ev.summary();
  EXPECT_EQ(s.items_without_docs, 2u);
  EXPECT_DOUBLE_EQ(score(s, "str_em"), 100.0);  // the two items with qa pairs
  EXPECT_DOUBLE_EQ(score(s, "citation_rec"), 200.0 / 3);  // 0 (closed book), 1, 1
  std::vector<std::tuple<std::string, std::string, std::size_t>> got;
  for (const auto& e : s.excluded) got.emplace_back(e.metric, e.reason, e.items);
  EXPECT_EQ(got, (std::vector<std::tuple<std::string, std::string, std::size_t>>{
                     {"str_em/str_hit", "no_qa_pairs", 1},
                     {"str_em/str_hit", "empty_qa_pairs", 1},
                     {"rougeLsum", "no_reference", 2},
                     {"citation_rec/citation_prec", "no_docs", 1}}));
  EXPECT_TRUE(s.undefined.empty());
}

TEST(AlceEvaluatorTest, QampariWithoutAnswersIsUndefinedAndADatasetMismatchIsNamed) {
  WordJudge judge;
  AlceOptions opt;
  opt.dataset = AlceDataset::kQampari;
  opt.rouge = false;
  AlceEvaluator ev(opt, judge);
  // A cited output: an output without any mark has no citation figures (output_checks.h),
  // which is not what this test is about.
  io::AlceItem asqa = capitals_item("Paris [1], Rome.");
  asqa.has_qa_pairs = true;
  asqa.qa_pairs = {{{"Paris"}}};
  std::vector<io::AlceItem> items = {asqa, asqa};
  EXPECT_EQ(alce_dataset_mismatch(items, AlceDataset::kQampari),
            "dataset qampari, but none of the first 2 items has 'answers' (the gold field of a QAMPARI file) "
            "and 2 have 'qa_pairs': this looks like an ASQA file (pass `dataset=asqa`)");
  EXPECT_FALSE(alce_dataset_mismatch(items, AlceDataset::kAsqa));
  EXPECT_TRUE(alce_dataset_mismatch(items, AlceDataset::kEli5));
  // No gold field at all (a file of outputs and documents): no mismatch to name.
  std::vector<io::AlceItem> bare = {capitals_item("x")};
  EXPECT_FALSE(alce_dataset_mismatch(bare, AlceDataset::kQampari));
  ev.evaluate(items);
  auto s = ev.summary();
  EXPECT_FALSE(has(s, "qampari_f1"));
  std::vector<std::string> keys;
  for (const auto& u : s.undefined) keys.push_back(u.key);
  EXPECT_EQ(keys, (std::vector<std::string>{"num_preds", "qampari_prec", "qampari_rec", "qampari_rec_top5",
                                            "qampari_f1", "qampari_f1_top5", "rougeLsum"}));
  EXPECT_EQ(s.undefined.back().reason, "not computed (`no_rouge`)");
  EXPECT_EQ(s.undefined[0].reason, "no item has a non-empty 'answers' (QAMPARI's gold answers)");
  ASSERT_GE(s.excluded.size(), 1u);
  EXPECT_EQ(s.excluded[0].reason, "no_answers");
  EXPECT_EQ(s.excluded[0].items, 2u);
  // str_em is reported for a non-ASQA dataset when items have qa pairs (as ALCE computes it).
  EXPECT_TRUE(has(s, "str_em"));
}

TEST(AlceEvaluatorTest, CitationRemovalPerSyntax) {
  using cite::CitationSyntax;
  EXPECT_EQ(remove_citation_marks("France [1][2].", CitationSyntax::kAll), "France.");
  EXPECT_EQ(remove_citation_marks("France [1][2].", CitationSyntax::kAlceCompat), "France.");
  EXPECT_EQ(remove_citation_marks("Italy [2, 3].", CitationSyntax::kAll), "Italy.");
  EXPECT_EQ(remove_citation_marks("Italy [2, 3].", CitationSyntax::kAlceCompat), "Italy, 3.");
  EXPECT_EQ(remove_citation_marks("a [x] b [1]", CitationSyntax::kAll), "a [x b");
}

TEST(AlceEvaluatorTest, TruncationAndDocumentFormat) {
  EXPECT_EQ(truncate_alce_output("  Hello [1].<|im_end|>\nmore"), "Hello [1].");
  io::AlceDoc d = doc("T", "text");
  EXPECT_EQ(format_alce_document(d), "Title: T\ntext");
  d.sent = "sentence";
  EXPECT_EQ(format_alce_document(d), "Title: T\nsentence");
}

// Each byte of the prepared output maps back to its place in the output as given: past the
// stripped white space and every "<|im_end|>" removed, one made by a removal included.
TEST(AlceEvaluatorTest, TruncationKeepsWhereEachByteWas) {
  const std::string given = " \tab<|im_end|>cd<|im_<|im_end|>end|>e\nmore";
  OutputOffsets o;
  ASSERT_EQ(truncate_alce_output(given, &o), "abcde");
  std::vector<std::size_t> at;
  for (std::size_t p = 0; p < 5; ++p) at.push_back(o.original(p));
  EXPECT_EQ(at, (std::vector<std::size_t>{2, 3, 14, 15, 36}));
  for (std::size_t p = 0; p < 5; ++p) EXPECT_EQ(given[at[p]], "abcde"[p]);
  EXPECT_EQ(o.original_end(2), 4u);  // "ab" ends before the first "<|im_end|>"
  EXPECT_EQ(o.original_end(5), 37u);
  OutputOffsets plain;
  ASSERT_EQ(truncate_alce_output("  Hello [1].\nmore", &plain), "Hello [1].");
  EXPECT_EQ(plain.original(0), 2u);
  EXPECT_EQ(plain.original_end(10), 12u);
  EXPECT_EQ(OutputOffsets{}.original(7), 7u);  // no cut: the identity
}

}  // namespace
}  // namespace citeval::metrics

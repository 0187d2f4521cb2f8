// citeval check's figures (metrics/check_evaluator.h), and the equivalence of issue "citeval
// check" item 5: one answer given as an ALCE item with [n] marks and the same answer in every
// provider format (same spans, same sources) puts the same requests to the judge and gets the same
// decisions and figures, with ALCE's first-line cut and 3-citation cap switched off.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "answers/read.h"
#include "metrics/alce_evaluator.h"
#include "metrics/check_evaluator.h"

namespace citeval::metrics {
namespace {

const std::string kData = std::string(CITEVAL_TEST_DATA) + "/answers/";
const std::string kDoc0 = "The Eiffel Tower is 330 metres tall. It was completed in 1889.";
const std::string kDoc1 = "Paris is the capital of France. It has about 2.1 million inhabitants.";

// Supports a hypothesis iff the premise holds the hypothesis's key figure; records every request.
class KeyFigureJudge : public Judge {
 public:
  std::string identity() const override { return "test:key-figure"; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override {
    std::vector<Judgment> out;
    for (const auto& r : requests) {
      seen.push_back(r.premise + " => " + r.hypothesis);
      bool ok = false;
      for (const char* key : {"1889", "2.1 million"}) {
        ok = ok || (r.hypothesis.find(key) != std::string::npos && r.premise.find(key) != std::string::npos);
      }
      out.push_back(Judgment{true, ok ? 1.0 : 0.0, ok ? 1 : 0, {}, {}});
    }
    return out;
  }
  std::vector<std::string> seen;
};

answers::AnswerRecord read_one(const std::string& name, const nlohmann::json* patched = nullptr) {
  answers::ReadOptions o;
  o.snapshots = answers::read_snapshots(kData + "sources").value();
  if (patched != nullptr) return answers::read_record(*patched, o).value();
  std::vector<answers::AnswerRecord> out;
  EXPECT_TRUE(answers::for_each_record(kData + name, o, [&](std::size_t, Result<answers::AnswerRecord> r) {
                EXPECT_TRUE(r.ok()) << r.error().to_string();
                out.push_back(r.value());
              }).ok());
  return out.at(0);
}

struct Outcome {
  std::vector<std::string> requests;
  double rec = -1, prec = -1;
};

Outcome check(const answers::AnswerRecord& r) {
  KeyFigureJudge judge;
  CheckEvaluator ev({}, judge);
  auto res = ev.evaluate(std::span(&r, 1));
  return {judge.seen, res.at(0).citation_rec.value_or(-1), res.at(0).citation_prec.value_or(-1)};
}

Outcome alce() {
  io::AlceItem item;
  item.output = "The Eiffel Tower was completed in 1889 [1]. Paris has about 2.1 million inhabitants — fewer "
                "than Île-de-France [2].";
  item.has_docs = true;
  io::AlceDoc d0, d1;
  d0.title = "Eiffel Tower";
  d0.text = kDoc0;
  d1.title = "Paris";
  d1.text = kDoc1;
  item.docs = {d0, d1};
  AlceOptions o;
  o.truncate_output = false;
  o.at_most_citations = 0;
  o.rouge = false;
  o.claims_nli = false;
  KeyFigureJudge judge;
  AlceEvaluator ev(o, judge);
  auto res = ev.evaluate(std::span(&item, 1));
  return {judge.seen, res.at(0).citation_rec.value_or(-1), res.at(0).citation_prec.value_or(-1)};
}

TEST(CheckEvaluator, AnAlceItemAndEveryProviderFormatAgree) {
  const Outcome want = alce();
  ASSERT_EQ(want.requests.size(), 2u);
  EXPECT_EQ(want.requests[0], "Title: Eiffel Tower\n" + kDoc0 + " => The Eiffel Tower was completed in 1889.");
  EXPECT_EQ(want.rec, 1.0);
  EXPECT_EQ(want.prec, 1.0);
  // Anthropic's fixture also cites a third document on the second block: without that citation
  // it is the same answer.
  std::ifstream in(kData + "anthropic.json");
  nlohmann::json anth = nlohmann::json::parse(in);
  anth["response"]["content"][1]["citations"].erase(1);
  auto same = [&](const answers::AnswerRecord& r, const char* name) {
    const Outcome got = check(r);
    EXPECT_EQ(got.requests, want.requests) << name;
    EXPECT_EQ(got.rec, want.rec) << name;
    EXPECT_EQ(got.prec, want.prec) << name;
  };
  same(read_one("", &anth), "anthropic");
  for (const char* f : {"openai_responses.json", "openai_chat.json", "gemini.json", "cohere.json", "bedrock.json"}) {
    same(read_one(f), f);
  }
  // And as a generic record with the ALCE item's own marks.
  nlohmann::json generic = {
      {"id", "g"},
      {"answer", "The Eiffel Tower was completed in 1889 [1]. Paris has about 2.1 million inhabitants — fewer than "
                 "Île-de-France [2]."},
      {"sources", {{{"id", "e"}, {"title", "Eiffel Tower"}, {"text", kDoc0}}, {{"id", "p"}, {"title", "Paris"}, {"text", kDoc1}}}}};
  same(read_one("", &generic), "generic marks");
}

TEST(CheckEvaluator, SummaryCountsWhatNoFigureShows) {
  std::ifstream in(kData + "anthropic.json");
  nlohmann::json anth = nlohmann::json::parse(in);
  anth["response"]["content"][0]["citations"][0]["cited_text"] = "It was finished in 1889.";  // not the source's
  anth["response"]["content"][1]["citations"][0]["document_index"] = 7;                       // no such document
  KeyFigureJudge judge;
  CheckEvaluator ev({}, judge);
  const auto rec = read_one("", &anth);
  auto res = ev.evaluate(std::span(&rec, 1));
  EXPECT_EQ(res[0].unresolved, 1u);
  EXPECT_EQ(res[0].citation_rec, 0.5);  // the second statement cites document 7: out of range
  const CheckSummary s = summarize_check(ev.totals());
  ASSERT_EQ(s.scores.size(), 4u);
  EXPECT_EQ(s.scores[0], (std::pair<std::string, double>{"citation_rec", 50.0}));
  EXPECT_EQ(s.scores[2], (std::pair<std::string, double>{"statement_rec", 50.0}));
  // Quotes: one absent, two exact (the cited_text of the unresolved citation is not checked
  // against any source: absent).
  EXPECT_EQ(ev.totals().quotes[static_cast<std::size_t>(answers::QuoteFidelity::kExact)], 1u);
  EXPECT_EQ(ev.totals().quotes[static_cast<std::size_t>(answers::QuoteFidelity::kAbsent)], 2u);
  EXPECT_EQ(s.scores[3].first, "quote_fidelity");
  EXPECT_NEAR(s.scores[3].second, 100.0 / 3, 1e-12);
}

TEST(CheckEvaluator, MergedTotalsSummariseAsOneRun) {
  const auto a = read_one("cohere.json");
  const auto b = read_one("bedrock.json");
  KeyFigureJudge j1, j2, j3;
  CheckEvaluator one({}, j1), first({}, j2), second({}, j3);
  std::vector<answers::AnswerRecord> both = {a, b};
  one.evaluate(both);
  first.evaluate(std::span(&a, 1));
  second.evaluate(std::span(&b, 1));
  CheckTotals merged = first.totals();
  merged.merge(second.totals());
  EXPECT_EQ(summarize_check(merged).scores, summarize_check(one.totals()).scores);
  EXPECT_EQ(merged.statements, 4u);
}

}  // namespace
}  // namespace citeval::metrics

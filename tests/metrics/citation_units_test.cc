// The citation engine on its own (units built by hand, no sentence splitting): which requests
// each phase sends, in which batch and order, and the scores, all computed by hand. The judge is
// a script: (premise, hypothesis) -> label, anything else a judge failure.
#include "metrics/citation_units.h"

#include <gtest/gtest.h>

#include <map>
#include <utility>

#include "metrics/alce_evaluator.h"
#include "table_script_judge.h"

namespace citeval::metrics {
namespace {

using ScriptJudge = TableScriptJudge;

io::AlceDoc doc(std::string title, std::string text) {
  io::AlceDoc d;
  d.title = std::move(title);
  d.text = std::move(text);
  return d;
}

const std::vector<io::AlceDoc> kDocs = {doc("A", "a"), doc("B", "b"), doc("C", "c")};
const std::string kA = "Title: A\na", kB = "Title: B\nb", kC = "Title: C\nc";

CitedUnit judged(std::vector<int> ids) {
  CitedUnit u;
  EXPECT_EQ(assign_citations(u, ids, kDocs.size(), 0, cite::CitationSyntax::kAll), ids.size());
  return u;
}

TEST(CitationUnits, AssignCitationsChecksRangeBeforeTheCut) {
  CitedUnit u;
  EXPECT_EQ(assign_citations(u, {}, 3, 3, cite::CitationSyntax::kAll), 0u);
  EXPECT_EQ(u.status, StatementStatus::kNoCitation);
  EXPECT_TRUE(u.cited.empty());
  // [4] is out of range although the cut to 2 would drop it: compute_autoais checks first.
  EXPECT_EQ(assign_citations(u, {1, 2, 4}, 3, 2, cite::CitationSyntax::kAll), 0u);
  EXPECT_EQ(u.status, StatementStatus::kOutOfRange);
  EXPECT_EQ(u.cited, (std::vector<int>{1, 2, 4}));
  EXPECT_EQ(assign_citations(u, {3, 1, 2}, 3, 2, cite::CitationSyntax::kAll), 2u);
  EXPECT_EQ(u.status, StatementStatus::kJudged);
  EXPECT_EQ(u.cited, (std::vector<int>{3, 1}));
  EXPECT_EQ(assign_citations(u, {3, 1, 2}, 3, 0, cite::CitationSyntax::kAll), 3u);  // 0 = no limit
  // "[0" is docs[-1] in ALCE's reading, out of range in ours.
  EXPECT_EQ(assign_citations(u, {0}, 3, 3, cite::CitationSyntax::kAlceCompat), 1u);
  EXPECT_EQ(u.status, StatementStatus::kJudged);
  EXPECT_EQ(assign_citations(u, {0}, 3, 3, cite::CitationSyntax::kAll), 0u);
  EXPECT_EQ(u.status, StatementStatus::kOutOfRange);
}

TEST(CitationUnits, ThreePhasesBatchedAcrossResponsesInOrder) {
  ScriptJudge judge;
  judge.labels = {
      {{kA + "\n" + kB, "h1"}, 1},  // unit 1 [1][2]: supported jointly
      {{kA, "h1"}, 1},              //   [1] alone entails: relevant
      {{kB, "h1"}, 0},              //   [2] alone does not, and the rest ([1]) does: irrelevant
      {{kC, "h2"}, 1},              // unit 2 [3]: supported, single citation
      {{kB + "\n" + kC, "h3"}, 1},  // unit 3 (second response) [2][3]
      {{kB, "h3"}, 0},              //   [2] alone does not; the rest ([3]) does not: relevant
      {{kC, "h3"}, 0},              //   [3] alone does not; the rest ([2]) does not: relevant
      {{"premise", "extra"}, 1},
  };
  CitedUnit u1 = judged({1, 2}), u2 = judged({3}), u3 = judged({2, 3}), none;
  std::vector<UnitsOfResponse> chunk(2);
  chunk[0].docs = &kDocs;
  chunk[0].units = {{"h1", &u1}, {"h2", &u2}, {"uncited", &none}};
  chunk[1].docs = &kDocs;
  chunk[1].units = {{"h3", &u3}};
  auto extra = judge_cited_units(chunk, cite::CitationSyntax::kAll, judge, {{"premise", "extra"}});
  ASSERT_EQ(extra.size(), 1u);
  EXPECT_TRUE(extra[0].ok);
  EXPECT_EQ(extra[0].label, 1);

  ASSERT_EQ(judge.batches.size(), 3u);
  auto pairs = [](const std::vector<JudgeRequest>& b) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& r : b) out.emplace_back(r.premise, r.hypothesis);
    return out;
  };
  using P = std::vector<std::pair<std::string, std::string>>;
  EXPECT_EQ(pairs(judge.batches[0]),
            (P{{kA + "\n" + kB, "h1"}, {kC, "h2"}, {kB + "\n" + kC, "h3"}, {"premise", "extra"}}));
  EXPECT_EQ(pairs(judge.batches[1]), (P{{kA, "h1"}, {kB, "h1"}, {kB, "h3"}, {kC, "h3"}}));
  // Phase C: the rest of [1][2] without [2] is [1]; u3's rests are [3] and [2].
  EXPECT_EQ(pairs(judge.batches[2]), (P{{kA, "h1"}, {kC, "h3"}, {kB, "h3"}}));

  EXPECT_EQ(u1.recall, 1);
  ASSERT_EQ(u1.citations.size(), 2u);
  EXPECT_EQ(u1.citations[0].doc, 1);
  EXPECT_FALSE(u1.citations[0].rest);
  EXPECT_EQ(u1.citations[1].rest->label, 1);
  EXPECT_FALSE(none.joint);
  EXPECT_TRUE(none.citations.empty());

  CitationScores s0 = score_cited_units(chunk[0].units);
  EXPECT_FALSE(s0.judge_error);
  EXPECT_EQ(s0.citations, 3u);
  EXPECT_DOUBLE_EQ(*s0.recall, 2.0 / 3);     // the uncited unit counts as unsupported
  EXPECT_DOUBLE_EQ(*s0.precision, 2.0 / 3);  // [1] and [3] relevant, [2] not
  EXPECT_TRUE(u1.citations[0].relevant);
  EXPECT_FALSE(u1.citations[1].relevant);
  EXPECT_EQ(u1.precision_hits, 1);
  EXPECT_TRUE(u2.citations[0].relevant);
  EXPECT_EQ(u2.precision_hits, 1);
  // Scoring twice gives the same (the hits are recomputed, not added again).
  EXPECT_DOUBLE_EQ(*score_cited_units(chunk[0].units).precision, 2.0 / 3);

  CitationScores s1 = score_cited_units(chunk[1].units);
  EXPECT_FALSE(s1.judge_error);
  EXPECT_DOUBLE_EQ(*s1.recall, 1.0);
  EXPECT_DOUBLE_EQ(*s1.precision, 1.0);  // neither rest entails: both citations are needed
  EXPECT_EQ(u3.precision_hits, 2);
}

TEST(CitationUnits, RestRemovesTheFirstOccurrenceOfTheIdAsEvalPyDoes) {
  // ALCE-compat keeps duplicate ids: [1][2][1]. The second [1] alone does not entail; its rest
  // is ref.remove(0) = [2, 1] (the first [1] removed), so the passage is B then A.
  ScriptJudge judge;
  judge.labels = {{{kA + "\n" + kB + "\n" + kA, "h"}, 1}, {{kA, "h"}, 0}, {{kB, "h"}, 0}};
  CitedUnit u;
  ASSERT_EQ(assign_citations(u, {1, 2, 1}, 3, 3, cite::CitationSyntax::kAlceCompat), 3u);
  std::vector<UnitsOfResponse> chunk(1);
  chunk[0].docs = &kDocs;
  chunk[0].units = {{"h", &u}};
  judge_cited_units(chunk, cite::CitationSyntax::kAlceCompat, judge);
  ASSERT_EQ(judge.batches.size(), 3u);
  ASSERT_EQ(judge.batches[2].size(), 3u);
  EXPECT_EQ(judge.batches[2][0].premise, kB + "\n" + kA);  // without the first [1]
  EXPECT_EQ(judge.batches[2][1].premise, kA + "\n" + kA);  // without [2]
  EXPECT_EQ(judge.batches[2][2].premise, kB + "\n" + kA);  // the same list again for the last [1]
  // "[0" reads the last document in compat mode: its passage is C.
  ScriptJudge j0;
  CitedUnit z;
  ASSERT_EQ(assign_citations(z, {0}, 3, 3, cite::CitationSyntax::kAlceCompat), 1u);
  chunk[0].units = {{"z", &z}};
  judge_cited_units(chunk, cite::CitationSyntax::kAlceCompat, j0);
  ASSERT_EQ(j0.batches.size(), 1u);
  EXPECT_EQ(j0.batches[0][0].premise, kC);
}

TEST(CitationUnits, DenominatorsAndDegenerateResponses) {
  ScriptJudge judge;
  judge.labels = {{{kA, "yes"}, 1}, {{kB, "no"}, 0}};
  CitedUnit yes = judged({1}), no = judged({2}), uncited, out;
  assign_citations(out, {9}, kDocs.size(), 3, cite::CitationSyntax::kAll);
  uncited.counted = false;  // ALiICE's reference_units: left out of the recall denominator
  out.counted = false;
  std::vector<UnitsOfResponse> chunk(3);
  for (auto& r : chunk) r.docs = &kDocs;
  chunk[0].units = {{"yes", &yes}, {"no", &no}, {"u", &uncited}, {"o", &out}};
  chunk[1].units = {{"u", &uncited}};  // nothing judged, nothing counted
  judge_cited_units(chunk, cite::CitationSyntax::kAll, judge);
  ASSERT_EQ(judge.batches.size(), 1u);  // no multi-citation unit: phases B and C are skipped
  CitationScores s = score_cited_units(chunk[0].units);
  EXPECT_DOUBLE_EQ(*s.recall, 0.5);
  EXPECT_DOUBLE_EQ(*s.precision, 0.5);
  EXPECT_EQ(s.citations, 2u);
  EXPECT_FALSE(no.citations[0].relevant);
  EXPECT_FALSE(score_cited_units(chunk[1].units).recall);  // no counted unit: no scores
  EXPECT_FALSE(score_cited_units(chunk[2].units).recall);  // no unit at all
  // Counted but uncited only: recall 0, precision 0 (ALCE's rule without citations).
  CitedUnit plain;
  std::vector<UnitRef> only = {{"p", &plain}};
  CitationScores p = score_cited_units(only);
  EXPECT_DOUBLE_EQ(*p.recall, 0.0);
  EXPECT_DOUBLE_EQ(*p.precision, 0.0);
  // A failed joint decision is a judge error even for a single citation.
  ScriptJudge none;
  CitedUnit f = judged({3});
  std::vector<UnitsOfResponse> c2(1);
  c2[0].docs = &kDocs;
  c2[0].units = {{"unscripted", &f}};
  judge_cited_units(c2, cite::CitationSyntax::kAll, none);
  EXPECT_TRUE(score_cited_units(c2[0].units).judge_error);
  EXPECT_EQ(score_cited_units(c2[0].units).error, "not scripted");  // the first failure's message
  EXPECT_EQ(f.recall, 0);
  EXPECT_FALSE(f.joint->ok);
  // So is a failed "alone" decision of a supported multi-citation unit.
  ScriptJudge joint_only;
  joint_only.labels = {{{kA + "\n" + kC, "g"}, 1}};
  CitedUnit g = judged({1, 3});
  c2[0].units = {{"g", &g}};
  judge_cited_units(c2, cite::CitationSyntax::kAll, joint_only);
  EXPECT_EQ(joint_only.batches.size(), 2u);  // no alone decision was a clean "no": no phase C
  CitationScores sg = score_cited_units(c2[0].units);
  EXPECT_TRUE(sg.judge_error);
  EXPECT_FALSE(sg.recall);
  EXPECT_EQ(g.recall, 1);
  EXPECT_FALSE(g.citations[0].alone->ok);
}

TEST(CitationUnits, RepeatedIdsJudgedPerOccurrence) {
  // [1][1][2] (eval.py keeps repeats): doc 1 twice in the joint passage, each occurrence asked
  // alone (the session would answer the repeat from its memo), and counted twice in precision.
  ScriptJudge judge;
  judge.labels = {{{kA + "\n" + kA + "\n" + kB, "h"}, 1}, {{kA, "h"}, 1}, {{kB, "h"}, 0}, {{kA + "\n" + kA, "h"}, 1}};
  CitedUnit u = judged({1, 1, 2});
  std::vector<UnitsOfResponse> chunk(1);
  chunk[0].docs = &kDocs;
  chunk[0].units = {{"h", &u}};
  judge_cited_units(chunk, cite::CitationSyntax::kAll, judge);
  ASSERT_EQ(judge.batches.size(), 3u);
  EXPECT_EQ(judge.batches[1].size(), 3u);
  ASSERT_EQ(judge.batches[2].size(), 1u);
  EXPECT_EQ(judge.batches[2][0].premise, kA + "\n" + kA);  // the rest of [2]
  CitationScores s = score_cited_units(chunk[0].units);
  EXPECT_EQ(s.citations, 3u);
  EXPECT_DOUBLE_EQ(*s.precision, 2.0 / 3);
}

TEST(CitationUnits, NoRequestsNoJudgeCall) {
  ScriptJudge judge;
  CitedUnit u;
  std::vector<UnitsOfResponse> chunk(1);
  chunk[0].docs = &kDocs;
  chunk[0].units = {{"x", &u}};
  EXPECT_TRUE(judge_cited_units(chunk, cite::CitationSyntax::kAll, judge).empty());
  EXPECT_TRUE(judge.batches.empty());
}

}  // namespace
}  // namespace citeval::metrics

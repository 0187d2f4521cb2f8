// The align judge's stages one at a time (src/judge/align_pair.h): the pair read and aligned, and
// each detector, run after the ones before it as AlignJudge::analyze runs them, on a pair of its
// kind: it sets its own feature and reason and the ones before it found nothing.
#include "judge/align_pair.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "judge/align_judge.h"

namespace citeval::judge::align {
namespace {

using Detector = void (AlignedPair::*)(Findings&) const;
// The detectors in analyze's order.
constexpr Detector kDetectors[] = {
    &AlignedPair::find_number_mismatches, &AlignedPair::find_negation,      &AlignedPair::find_opposites,
    &AlignedPair::find_quantifiers,       &AlignedPair::find_swapped_roles, &AlignedPair::find_name_mismatches,
    &AlignedPair::find_substitution};

struct Staged {
  AlignedPair s;
  Findings out;
};

// Reads and aligns the pair, then runs the first `detectors` detectors.
Staged stage(std::string_view premise, std::string_view claim, std::size_t detectors) {
  Staged r{AlignedPair::read(premise, claim), {}};
  r.s.align(premise, claim, r.out);
  for (std::size_t k = 0; k < detectors; ++k) (r.s.*kDetectors[k])(r.out);
  return r;
}

// The content token of the claim written `word`, as an index into s.hc.
std::size_t content_index(const AlignedPair& s, std::string_view word) {
  for (std::size_t i = 0; i < s.hc.size(); ++i) {
    if (s.h[s.hc[i]].surface == word) return i;
  }
  ADD_FAILURE() << "no content token " << word;
  return 0;
}

TEST(AlignTokens, NumbersCarryValueAndUnit) {
  const std::vector<Tok> t = tokenize("Refunds take three weeks; 1.5 million users paid 20%.");
  std::vector<const Tok*> numbers;
  for (const Tok& x : t) {
    if (x.kind == Kind::kNumber && !x.removed) numbers.push_back(&x);
  }
  ASSERT_EQ(numbers.size(), 3u);
  EXPECT_EQ(numbers[0]->value, 3);
  EXPECT_EQ(numbers[0]->unit, AlignLexicon::builtin().key("week"));
  EXPECT_EQ(numbers[1]->value, 1500000);
  EXPECT_EQ(numbers[2]->value, 20);
  EXPECT_EQ(numbers[2]->unit, "percent");
  EXPECT_EQ(t.back().sentence, 0);
}

TEST(AlignPair, AlignsTheClaimToTheSentenceHoldingIt) {
  const Staged r = stage("The museum opened in 1990. Adult tickets cost $15 on weekdays. It closes on Mondays.",
                         "Adult tickets cost $15.", 0);
  EXPECT_EQ(r.s.anchor, 1);
  EXPECT_EQ(r.s.best_begin, 1);
  EXPECT_EQ(r.s.best_len, 1);
  EXPECT_EQ(r.s.unaligned, 0);
  EXPECT_EQ(r.out.features[0], 1.0);  // coverage
  for (std::size_t i = 0; i < r.s.hc.size(); ++i) {
    ASSERT_NE(r.s.at[i], npos);
    EXPECT_EQ(r.s.p[r.s.at[i]].sentence, 1);
    EXPECT_EQ(r.s.p[r.s.at[i]].surface, r.s.h[r.s.hc[i]].surface);
  }
}

struct DetectorCase {
  std::size_t detector;  // index into kDetectors
  std::size_t feature;   // the feature it sets
  const char* premise;
  const char* claim;
  const char* reason;    // its reason's beginning
};

TEST(AlignDetectors, EachFindsItsOwnMismatch) {
  const DetectorCase cases[] = {
      {0, 4, "Refunds are accepted within 30 days of purchase.", "Refunds are accepted within 60 days.",
       "number_mismatch: 60 vs 30"},
      {1, 7, "You can create a new key in the settings.", "You cannot create a new key in the settings.", "negation"},
      {2, 8, "Sales rose by 5% in March.", "Sales fell by 5% in March.", "antonym"},
      {3, 9, "Some of the rooms have a balcony.", "All of the rooms have a balcony.", "quantifier"},
      {4, 10, "Japan exports olive oil to Spain.", "Spain exports olive oil to Japan.", "swapped_roles"},
      {5, 11, "The bridge was designed by Brunel's firm.", "The bridge was designed by Eiffel's firm.", "entity_missing: Eiffel"},
      {6, 12, "The Moon is made of rock.", "The Moon is made of cheese.", "substitution: cheese vs rock"},
  };
  for (const DetectorCase& c : cases) {
    SCOPED_TRACE(c.claim);
    const Staged before = stage(c.premise, c.claim, c.detector);
    EXPECT_TRUE(before.out.reasons.empty());
    for (std::size_t k = 4; k <= 12; ++k) EXPECT_EQ(before.out.features[k], 0.0) << k;
    const Staged after = stage(c.premise, c.claim, c.detector + 1);
    EXPECT_GT(after.out.features[c.feature], 0.0);
    ASSERT_FALSE(after.out.reasons.empty());
    EXPECT_EQ(after.out.reasons[0].rfind(c.reason, 0), 0u) << after.out.reasons[0];
  }
}

TEST(AlignDetectors, TheMismatchAccountsForTheClaimsWord) {
  const Staged r = stage("Refunds are accepted within 30 days of purchase.", "Refunds are accepted within 60 days.", 1);
  EXPECT_TRUE(r.out.explained[content_index(r.s, "60")]);
  EXPECT_FALSE(r.out.explained[content_index(r.s, "Refunds")]);
}

TEST(AlignDetectors, AnalyzeRunsTheStagesInOrder) {
  const char* premise = "Japan exports olive oil to Spain, and prices rose by 5% in March.";
  for (const char* claim : {"Spain exports olive oil to Japan.", "Prices fell by 5% in March.", "Japan exports olive oil to Spain."}) {
    SCOPED_TRACE(claim);
    const Staged r = stage(premise, claim, std::size(kDetectors));
    const AlignJudge::Analysis a = AlignJudge::analyze(premise, claim);
    EXPECT_EQ(a.features, r.out.features);
    for (std::size_t k = 0; k < r.out.reasons.size(); ++k) {
      ASSERT_LT(k, a.reasons.size());
      EXPECT_EQ(a.reasons[k], r.out.reasons[k]);
    }
  }
}

TEST(AlignPair, AClaimWithoutContentWordsHasNoContentTokens) {
  EXPECT_TRUE(AlignedPair::read("The sky is blue.", "It is.").hc.empty());
  EXPECT_FALSE(AlignedPair::read("The sky is blue.", "The sky is green.").hc.empty());
}

}  // namespace
}  // namespace citeval::judge::align

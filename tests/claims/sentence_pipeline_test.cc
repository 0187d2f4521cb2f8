// The sentence pipeline around the claim extraction: response splitting, citation attachment,
// the fallbacks to sentence-level treatment, surface text; and CVCP by hand-computed cases.
#include <gtest/gtest.h>

#include <cmath>

#include "claims/cvcp.h"
#include "claims/response_sentences.h"
#include "claims/sentence_claims.h"
#include "fake_parser.h"

namespace citeval::claims {
namespace {

using testing::FakeParser;

FakeParser cups_parser() {
  FakeParser p;
  p.add("Cups can be made of glass or plastic", {3, 3, 3, -1, 3, 4, 5, 5},
        {"nsubjpass", "aux", "auxpass", "ROOT", "prep", "pobj", "cc", "conj"});
  p.add("They are cheap", {1, -1, 1}, {"nsubj", "ROOT", "acomp"});
  return p;
}

SentenceClaims analyze(std::string_view text, const TextParser& p, SentenceOptions o = {}) {
  return analyze_sentence(text, {0, text.size()}, p, o);
}

TEST(SentencePipeline, CupsFromRawText) {
  FakeParser p = cups_parser();
  std::string s = "Cups can be made of glass[1] or plastic[2][3].";
  SentenceClaims r = analyze(s, p);
  ASSERT_EQ(r.status, SentenceStatus::kClaims) << r.error;
  ASSERT_EQ(r.claims.size(), 2u);
  EXPECT_EQ(r.claims[0].tokens_joined, "Cups can be made of glass or");
  EXPECT_EQ(r.claims[1].tokens_joined, "Cups can be made of plastic");
  EXPECT_EQ(r.claims[1].citations, (std::vector<int>{2, 3}));
  EXPECT_EQ(r.tree.citations[0].token, 5);
  EXPECT_EQ(r.tree.citations[1].token, 7);
  EXPECT_EQ((r.tree.citations[1].source), (ByteSpan{39, 45}));
  EXPECT_EQ(claim_surface(s, r.tree, r.claims[0], r.groups), "Cups can be made of glass or");
  EXPECT_EQ(claim_surface(s, r.tree, r.claims[1], r.groups), "Cups can be made of plastic");
  EXPECT_EQ(claim_source_ranges(r.tree, r.claims[1]), (std::vector<ByteSpan>{{0, 19}, {32, 39}}));
}

TEST(SentencePipeline, OffsetsPointIntoTheWholeSource) {
  FakeParser p = cups_parser();
  std::string src = "Intro. Cups can be made of glass[1] or plastic[2][3].";
  SentenceClaims r = analyze_sentence(src, {7, src.size()}, p, {});
  ASSERT_EQ(r.status, SentenceStatus::kClaims);
  EXPECT_EQ((r.tree.spans[0]), (ByteSpan{7, 11}));
  EXPECT_EQ(r.groups[0].begin, 32u);
  EXPECT_EQ(claim_surface(src, r.tree, r.claims[1], r.groups), "Cups can be made of plastic");
}

TEST(SentencePipeline, GroupOpeningTheSentenceAttachesToTheFirstWord) {
  FakeParser p = cups_parser();
  SentenceClaims r = analyze("[4] They are cheap.", p);
  ASSERT_EQ(r.status, SentenceStatus::kClaims);
  EXPECT_EQ(r.tree.citations[0].token, 0);
  EXPECT_EQ(r.claims[0].tokens_joined, "They are cheap");
}

TEST(SentencePipeline, GroupsOnTheSameWordMerge) {
  FakeParser p = cups_parser();
  p.add("They are cheap ,", {1, -1, 1, 1}, {"nsubj", "ROOT", "acomp", "punct"});
  SentenceClaims r = analyze("They are cheap [1], [2][1].", p);
  ASSERT_EQ(r.status, SentenceStatus::kClaims);
  ASSERT_EQ(r.claims.size(), 1u);
  // Repeats kept, as ALiICE's eval.py keeps them (--dedupe-citations removes them when judging).
  EXPECT_EQ(r.claims[0].citations, (std::vector<int>{1, 2, 1}));
}

TEST(SentencePipeline, CommaIsNotAWordToAttachTo) {
  FakeParser p;
  p.add("A , B C", {3, 3, 3, -1}, {"nsubj", "punct", "nsubj", "ROOT"});
  SentenceClaims r = analyze("A, [1] B [2] C", p);
  ASSERT_EQ(r.status, SentenceStatus::kClaims) << r.error;
  EXPECT_EQ(r.tree.citations[0].token, 0);  // "A", not ","
}

TEST(SentencePipeline, Fallback_NoCitation) {
  FakeParser p = cups_parser();
  SentenceClaims r = analyze("They are cheap.", p);
  EXPECT_EQ(r.status, SentenceStatus::kNoCitation);
  EXPECT_EQ(r.fallback_text, "They are cheap.");
  EXPECT_TRUE(r.fallback_ids.empty());
  EXPECT_EQ(p.calls.load(), 0);
}

TEST(SentencePipeline, Fallback_MoreThan50Words) {
  FakeParser p;
  std::string s;
  for (int i = 0; i < 50; ++i) s += "w ";
  s += "[1][2].";  // 51 whitespace words: the reference counts the marks too
  SentenceClaims r = analyze(s, p);
  EXPECT_EQ(r.status, SentenceStatus::kTooLong);
  EXPECT_EQ(r.fallback_ids, (std::vector<int>{1, 2}));
  EXPECT_EQ(p.calls.load(), 0);
  SentenceOptions o;
  o.max_words = 51;
  EXPECT_EQ(analyze(s, p, o).status, SentenceStatus::kParseError);  // parsed (and unknown to the fake)
}

TEST(SentencePipeline, Fallback_CitationOnRoot) {
  FakeParser p = cups_parser();
  SentenceClaims r = analyze("They are [2] cheap [1].", p);
  EXPECT_EQ(r.status, SentenceStatus::kCitationOnRoot);
  EXPECT_EQ(r.fallback_text, "They are cheap.");
  EXPECT_EQ(r.fallback_ids, (std::vector<int>{2, 1}));
  EXPECT_TRUE(r.claims.empty());
}

TEST(SentencePipeline, Fallback_UnmatchedCitation) {
  FakeParser p;
  p.add("", {}, {});
  SentenceClaims r = analyze("[1] ... !", p);
  EXPECT_EQ(r.status, SentenceStatus::kUnmatchedCitation);
  EXPECT_EQ(r.fallback_ids, (std::vector<int>{1}));
}

TEST(SentencePipeline, Fallback_ParserFailure) {
  FakeParser p;
  SentenceClaims r = analyze("Unknown sentence [1].", p);
  EXPECT_EQ(r.status, SentenceStatus::kParseError);
  EXPECT_NE(r.error.find("no parse"), std::string::npos);
}

TEST(ResponseSplit, LeadingGroupMovesToThePreviousSentence) {
  std::string t = "Ice melts. [1][2] Water boils at 100 degrees [3]. Done.";
  auto s = split_response(t);
  ASSERT_EQ(s.size(), 3u);
  EXPECT_EQ(t.substr(s[0].begin, s[0].end - s[0].begin), "Ice melts. [1][2]");
  EXPECT_EQ(t.substr(s[1].begin, s[1].end - s[1].begin), "Water boils at 100 degrees [3].");
  EXPECT_EQ(t.substr(s[2].begin, s[2].end - s[2].begin), "Done.");
}

TEST(ResponseSplit, FirstSentenceKeepsItsLeadingGroupAndEmptyRestIsDropped) {
  std::string t = "[1] Ice melts. [2]";
  auto s = split_response(t);
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(t.substr(s[0].begin, s[0].end - s[0].begin), "[1] Ice melts. [2]");
}

TEST(Cvcp, HandComputed) {
  // Cups(1) can be made of glass(6) [1](7) or plastic(9) [2][3](10) .(11): p = 7/11, 10/11.
  CvcpUnits u = cvcp_units("Cups can be made of glass[1] or plastic[2][3] .");
  EXPECT_EQ(u.length, 11u);
  EXPECT_EQ(u.positions, (std::vector<std::size_t>{7, 10}));
  // mu = 8.5/11, sigma = 1.5/11.
  EXPECT_DOUBLE_EQ(*sentence_cv(u), 1.5 / 8.5);
  // A group splits the whitespace word it is glued to: "plastic[2][3]." is 3 units.
  EXPECT_EQ(cvcp_units("Cups can be made of glass[1] or plastic[2][3].").length, 11u);
  // Punctuation glued to a word stays in it: "cheap." is one unit.
  EXPECT_EQ(cvcp_units("They are [1] cheap.").length, 4u);
  // All citations at the end: one position, sigma 0.
  EXPECT_DOUBLE_EQ(*sentence_cv(cvcp_units("They are cheap [1][2].")), 0.0);
  EXPECT_FALSE(sentence_cv(cvcp_units("No citation.")));
  // Three groups at 1, 3, 5 of 5: p = .2, .6, 1; mu = .6, sigma = sqrt(((.4)^2 * 2) / 3).
  CvcpUnits three = cvcp_units("[1] a [2] b [3]");
  EXPECT_EQ(three.positions, (std::vector<std::size_t>{1, 3, 5}));
  EXPECT_NEAR(*sentence_cv(three), std::sqrt(0.32 / 3) / 0.6, 1e-15);
}

TEST(Cvcp, ResponseMeanOverCitedSentencesOnly) {
  std::vector<CvcpUnits> s = {cvcp_units("Cups can be made of glass[1] or plastic[2][3] ."),
                              cvcp_units("They are cheap[4]."), cvcp_units("No citation here.")};
  EXPECT_DOUBLE_EQ(*response_cvcp(s), (1.5 / 8.5 + 0.0) / 2);
  EXPECT_FALSE(response_cvcp({cvcp_units("None.")}));
}

TEST(Cvcp, PooledReferenceVariantMatchesEvalPy) {
  // Expected values from the released eval.py's calculate_cv (NLTK 3.8 Punkt, numpy).
  PooledCvcp one;
  one.add_response("Cups can be made of glass[1] or plastic[2][3]. They are cheap[4]. No citation here.");
  EXPECT_EQ(one.marks(), 4u);
  EXPECT_NEAR(*one.value(), 0.181100627089206, 1e-12);
  // The second response moves "[1]" (only the first mark) back to "Ice melts.".
  one.add_response("Ice melts. [1][2] Water boils at 100 degrees [3].");
  EXPECT_EQ(one.marks(), 7u);
  EXPECT_NEAR(*one.value(), 0.44094089480598964, 1e-12);
  EXPECT_FALSE(PooledCvcp().value());
}

}  // namespace
}  // namespace citeval::claims

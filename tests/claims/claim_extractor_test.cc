// One test (at least) per case of ALiICE's Algorithm 1 / Appendix C, on hand-built spaCy-style
// trees; each test names the branch it exercises and checks the trace says so.
#include "claims/claim_extractor.h"

#include <gtest/gtest.h>

#include "claims/sentence_claims.h"

namespace citeval::claims {
namespace {

struct Tok {
  const char* word;
  int head;
  const char* dep;
};

ClaimTree make_tree(std::initializer_list<Tok> toks, std::initializer_list<std::pair<int, std::vector<int>>> cites) {
  ClaimTree t;
  for (const auto& k : toks) {
    t.tokens.emplace_back(k.word);
    t.heads.push_back(k.head);
    t.deps.emplace_back(k.dep);
  }
  for (const auto& [token, ids] : cites) t.citations.push_back({token, ids, {}});
  return t;
}

struct Cuts {
  std::vector<std::string> claims;
  std::vector<std::vector<CutStep>> steps;
};

Cuts run(const ClaimTree& t, ExtractOptions o = {}) {
  std::vector<std::vector<CutTrace>> trace;
  auto r = extract_claims(t, o, &trace);
  EXPECT_TRUE(r) << (r ? "" : r.error().to_string());
  Cuts out;
  if (!r) return out;
  for (const auto& c : *r) out.claims.push_back(c.tokens_joined);
  for (const auto& per_claim : trace) {
    out.steps.emplace_back();
    for (const auto& cut : per_claim) out.steps.back().push_back(cut.step);
  }
  return out;
}

using S = CutStep;

// "Cups can be made of glass[1] or plastic[2][3]."
ClaimTree cups() {
  return make_tree({{"Cups", 3, "nsubjpass"}, {"can", 3, "aux"}, {"be", 3, "auxpass"}, {"made", -1, "ROOT"},
                    {"of", 3, "prep"}, {"glass", 4, "pobj"}, {"or", 5, "cc"}, {"plastic", 5, "conj"}},
                   {{5, {1}}, {7, {2, 3}}});
}

TEST(ClaimExtractor, LcaIsNodeI_RemovesTj) {
  Cuts r = run(cups());
  EXPECT_EQ(r.claims[0], "Cups can be made of glass or");
  EXPECT_EQ(r.steps[0], (std::vector<S>{S::kLcaIsI}));
}

TEST(ClaimExtractor, LcaIsNodeJ_TiTakesLcaPlaceUnderItsParent) {
  Cuts r = run(cups());
  EXPECT_EQ(r.claims[1], "Cups can be made of plastic");
  EXPECT_EQ(r.steps[1], (std::vector<S>{S::kLcaIsJ}));
}

TEST(ClaimExtractor, LcaIsNodeJ_AtTheRootMakesTiTheRoot_AndSkipsNodesAlreadyCut) {
  // "Yesterday [1] Ann said Bob won [2] the race [3]": after J's cut the root is "won", a
  // citation node, so I's cut against it has LCA = node j = the root.
  ClaimTree t = make_tree({{"Yesterday", 2, "npadvmod"}, {"Ann", 2, "nsubj"}, {"said", -1, "ROOT"}, {"Bob", 4, "nsubj"},
                           {"won", 2, "ccomp"}, {"the", 6, "det"}, {"race", 4, "dobj"}},
                          {{0, {1}}, {4, {2}}, {6, {3}}});
  Cuts r = run(t);
  ASSERT_EQ(r.claims.size(), 3u);
  EXPECT_EQ(r.claims[0], "Yesterday");
  EXPECT_EQ(r.steps[0], (std::vector<S>{S::kNoSepRoot, S::kSkipped}));
  EXPECT_EQ(r.claims[1], "Bob won");
  EXPECT_EQ(r.steps[1], (std::vector<S>{S::kNoSepRoot, S::kLcaIsI}));
  EXPECT_EQ(r.claims[2], "the race");
  EXPECT_EQ(r.steps[2], (std::vector<S>{S::kNoSepRoot, S::kLcaIsJ}));
}

TEST(ClaimExtractor, LcaIsNodeJ_ReferenceCode_RootCaseRemovesNothingAndDropsTheRelation) {
  ClaimTree t = make_tree({{"Yesterday", 2, "npadvmod"}, {"Ann", 2, "nsubj"}, {"said", -1, "ROOT"}, {"Bob", 4, "nsubj"},
                           {"won", 2, "ccomp"}, {"the", 6, "det"}, {"race", 4, "dobj"}},
                          {{0, {1}}, {4, {2}}, {6, {3}}});
  Cuts r = run(t, ExtractOptions{.reference_code = true});
  EXPECT_EQ(r.claims[2], "Bob won the race");
  EXPECT_EQ(r.steps[2], (std::vector<S>{S::kNoSepRoot, S::kLcaIsJ}));
  // Not at the root: T_i still moves (cups), only its relation is gone.
  Cuts c = run(cups(), ExtractOptions{.reference_code = true});
  EXPECT_EQ(c.claims[1], "Cups can be made of plastic");
}

TEST(ClaimExtractor, LcaIsNodeJ_ThenFrontedPrep) {
  // "In 2019 [1] or 2020 [2] , firms grew [3]": [2]'s cut against [1] (LCA "2019" = node j)
  // hangs "2020" from "In"; against [3] the LCA is the root, T_i = "In" (prep, holds the first
  // token) is fronted and a comma separates: T_i becomes the root.
  ClaimTree t = make_tree({{"In", 6, "prep"}, {"2019", 0, "pobj"}, {"or", 1, "cc"}, {"2020", 1, "conj"},
                           {",", 6, "punct"}, {"firms", 6, "nsubj"}, {"grew", -1, "ROOT"}, {"fast", 6, "advmod"}},
                          {{1, {1}}, {3, {2}}, {7, {3}}});
  Cuts r = run(t);
  EXPECT_EQ(r.claims[1], "In 2020");
  EXPECT_EQ(r.steps[1], (std::vector<S>{S::kLcaIsJ, S::kSepBeforeFronted}));
  EXPECT_EQ(r.claims[2], "firms grew fast");
  EXPECT_EQ(r.steps[2], (std::vector<S>{S::kSepAfterFronted, S::kSkipped}));
}

TEST(ClaimExtractor, ThreeCoordinatedCitations) {
  // "Cups can be made of glass [1], plastic [2] or metal [3]." (spaCy chains conjuncts)
  ClaimTree t = make_tree({{"Cups", 3, "nsubjpass"}, {"can", 3, "aux"}, {"be", 3, "auxpass"}, {"made", -1, "ROOT"},
                           {"of", 3, "prep"}, {"glass", 4, "pobj"}, {",", 5, "punct"}, {"plastic", 5, "conj"},
                           {"or", 7, "cc"}, {"metal", 7, "conj"}},
                          {{5, {1}}, {7, {2}}, {9, {3}}});
  Cuts r = run(t);
  EXPECT_EQ(r.claims[0], "Cups can be made of glass ,");
  EXPECT_EQ(r.steps[0], (std::vector<S>{S::kLcaIsI, S::kSkipped}));
  EXPECT_EQ(r.claims[1], "Cups can be made of plastic or");
  EXPECT_EQ(r.steps[1], (std::vector<S>{S::kLcaIsJ, S::kLcaIsI}));
  EXPECT_EQ(r.claims[2], "Cups can be made of metal");
  EXPECT_EQ(r.steps[2], (std::vector<S>{S::kLcaIsJ, S::kLcaIsJ}));
}

// "In 2019 [1] , the company hired 50 engineers [2]."
ClaimTree fronted_comma() {
  return make_tree({{"In", 5, "prep"}, {"2019", 0, "pobj"}, {",", 5, "punct"}, {"the", 4, "det"},
                    {"company", 5, "nsubj"}, {"hired", -1, "ROOT"}, {"50", 7, "nummod"}, {"engineers", 5, "dobj"}},
                   {{1, {1}}, {7, {2}}});
}

TEST(ClaimExtractor, Separator_TiBeforeTj_TiFrontedPrepOfRoot_TiBecomesRoot) {
  Cuts r = run(fronted_comma());
  EXPECT_EQ(r.claims[0], "In 2019");
  EXPECT_EQ(r.steps[0], (std::vector<S>{S::kSepBeforeFronted}));
}

TEST(ClaimExtractor, Separator_TiAfterTj_TjFrontedPrepOfRoot_RemovesTjAndTc) {
  Cuts r = run(fronted_comma());
  EXPECT_EQ(r.claims[1], "the company hired 50 engineers");
  EXPECT_EQ(r.steps[1], (std::vector<S>{S::kSepAfterFronted}));
}

TEST(ClaimExtractor, Separator_FrontedNeedsTheFirstToken) {
  // cigs_paper: T_i = "in packs of 25" is a prep of the root but does not hold token 0, so the
  // T_i-before-T_j case removes T_j and the comma, and the T_i-after-T_j case replaces the root.
  ClaimTree t = make_tree({{"Some", 1, "det"}, {"brands", 8, "nsubj"}, {",", 1, "punct"}, {"such", 4, "amod"},
                           {"as", 1, "prep"}, {"Export", 6, "compound"}, {"As", 4, "pobj"}, {",", 1, "punct"},
                           {"come", -1, "ROOT"}, {"in", 8, "prep"}, {"packs", 9, "pobj"}, {"of", 10, "prep"},
                           {"25", 11, "pobj"}, {",", 8, "punct"}, {"while", 18, "mark"}, {"standard", 16, "amod"},
                           {"packs", 18, "nsubj"}, {"typically", 18, "advmod"}, {"contain", 8, "advcl"},
                           {"20", 20, "nummod"}, {"cigarettes", 18, "dobj"}},
                          {{12, {2}}, {20, {4}}});
  Cuts r = run(t);
  EXPECT_EQ(r.claims[0], "Some brands , such as Export As , come in packs of 25");
  EXPECT_EQ(r.steps[0], (std::vector<S>{S::kSepBeforeRemove}));
  EXPECT_EQ(r.claims[1], "while standard packs typically contain 20 cigarettes");
  EXPECT_EQ(r.steps[1], (std::vector<S>{S::kSepAfterReplace}));
}

// "When the dam broke [1] , the town lost its bridge [2]." — a fronted adverbial clause.
ClaimTree fronted_advcl(const char* relation) {
  return make_tree({{"When", 3, "advmod"}, {"the", 2, "det"}, {"dam", 3, "nsubj"}, {"broke", 7, relation},
                    {",", 7, "punct"}, {"the", 6, "det"}, {"town", 7, "nsubj"}, {"lost", -1, "ROOT"},
                    {"its", 9, "poss"}, {"bridge", 7, "dobj"}},
                   {{3, {1}}, {9, {2}}});
}

TEST(ClaimExtractor, Separator_FrontedAdvclOfRoot_BothDirections) {
  Cuts r = run(fronted_advcl("advcl"));
  EXPECT_EQ(r.claims, (std::vector<std::string>{"When the dam broke", "the town lost its bridge"}));
  EXPECT_EQ(r.steps, (std::vector<std::vector<S>>{{S::kSepBeforeFronted}, {S::kSepAfterFronted}}));
}

TEST(ClaimExtractor, Separator_OnlyPrepOrAdvclIsFronted) {
  // The same tree with another relation on the clause: the general separator cases apply.
  Cuts r = run(fronted_advcl("ccomp"));
  EXPECT_EQ(r.claims, (std::vector<std::string>{"When the dam broke the town lost", "its bridge"}));
  EXPECT_EQ(r.steps, (std::vector<std::vector<S>>{{S::kSepBeforeRemove}, {S::kSepAfterReplace}}));
}

// "In 2019 the company hired 50 engineers [1] and it opened two offices [2]."
ClaimTree fronted_cc() {
  return make_tree({{"In", 4, "prep"}, {"2019", 0, "pobj"}, {"the", 3, "det"}, {"company", 4, "nsubj"},
                    {"hired", -1, "ROOT"}, {"50", 6, "nummod"}, {"engineers", 4, "dobj"}, {"and", 4, "cc"},
                    {"it", 9, "nsubj"}, {"opened", 4, "conj"}, {"two", 11, "nummod"}, {"offices", 9, "dobj"}},
                   {{6, {1}}, {11, {2}}});
}

TEST(ClaimExtractor, CcSeparator_TiBeforeTj_RemovesTjAndTc) {
  Cuts r = run(fronted_cc());
  EXPECT_EQ(r.claims[0], "In 2019 the company hired 50 engineers");
  EXPECT_EQ(r.steps[0], (std::vector<S>{S::kSepBeforeRemove}));
}

TEST(ClaimExtractor, CcSeparator_TiAfterTj_LcaIsRoot_TiBecomesRoot) {
  Cuts r = run(fronted_cc());
  EXPECT_EQ(r.claims[1], "it opened two offices");
  EXPECT_EQ(r.steps[1], (std::vector<S>{S::kSepAfterReplace}));
}

// "She bought apples from Spain [1] and pears from Italy [2]." — the LCA "apples" is not the root.
ClaimTree apples_pears() {
  return make_tree({{"She", 1, "nsubj"}, {"bought", -1, "ROOT"}, {"apples", 1, "dobj"}, {"from", 2, "prep"},
                    {"Spain", 3, "pobj"}, {"and", 2, "cc"}, {"pears", 2, "conj"}, {"from", 6, "prep"},
                    {"Italy", 7, "pobj"}},
                   {{4, {1}}, {8, {2}}});
}

TEST(ClaimExtractor, CcSeparator_LcaNotRoot_TiBeforeTj_RemovesTjAndTc) {
  Cuts r = run(apples_pears());
  EXPECT_EQ(r.claims[0], "She bought apples from Spain");
  EXPECT_EQ(r.steps[0], (std::vector<S>{S::kSepBeforeRemove}));
}

TEST(ClaimExtractor, CcSeparator_LcaNotRoot_TiAfterTj_PaperReplacesTheRootWithTi) {
  Cuts r = run(apples_pears());
  EXPECT_EQ(r.claims[1], "pears from Italy");
  EXPECT_EQ(r.steps[1], (std::vector<S>{S::kSepAfterReplace}));
}

TEST(ClaimExtractor, CcSeparator_LcaNotRoot_TiAfterTj_ReferenceCodeKeepsLcaWithOnlyTi) {
  Cuts r = run(apples_pears(), ExtractOptions{.reference_code = true});
  EXPECT_EQ(r.claims[1], "She bought apples pears from Italy");
  EXPECT_EQ(r.claims[0], "She bought apples from Spain");  // other branches unchanged
}

TEST(ClaimExtractor, NoSeparator_LcaIsRoot_KeepsOnlyTi) {
  // fronted2: "Before the merger [1] the bank had 20 branches [2]."
  ClaimTree t = make_tree({{"Before", 5, "prep"}, {"the", 2, "det"}, {"merger", 0, "pobj"}, {"the", 4, "det"},
                           {"bank", 5, "nsubj"}, {"had", -1, "ROOT"}, {"20", 7, "nummod"}, {"branches", 5, "dobj"}},
                          {{2, {1}}, {7, {2}}});
  Cuts r = run(t);
  EXPECT_EQ(r.claims, (std::vector<std::string>{"Before the merger", "20 branches"}));
  EXPECT_EQ(r.steps, (std::vector<std::vector<S>>{{S::kNoSepRoot}, {S::kNoSepRoot}}));
}

TEST(ClaimExtractor, NoSeparator_LcaNotRoot_RemovesTj) {
  // "She bought apples from Spain [1] in May [2]." with both preps on "apples".
  ClaimTree t = make_tree({{"She", 1, "nsubj"}, {"bought", -1, "ROOT"}, {"apples", 1, "dobj"}, {"from", 2, "prep"},
                           {"Spain", 3, "pobj"}, {"in", 2, "prep"}, {"May", 5, "pobj"}},
                          {{4, {1}}, {6, {2}}});
  Cuts r = run(t);
  EXPECT_EQ(r.claims, (std::vector<std::string>{"She bought apples from Spain", "She bought apples in May"}));
  EXPECT_EQ(r.steps, (std::vector<std::vector<S>>{{S::kNoSepRemove}, {S::kNoSepRemove}}));
}

TEST(ClaimExtractor, UppercaseCcCountsAsSeparator) {
  ClaimTree t = fronted_cc();
  t.deps[7] = "CC";
  Cuts r = run(t);
  EXPECT_EQ(r.steps[0], (std::vector<S>{S::kSepBeforeRemove}));
}

TEST(ClaimExtractor, SingleCitationKeepsTheWholeTree) {
  ClaimTree t = cups();
  t.citations.pop_back();
  Cuts r = run(t);
  EXPECT_EQ(r.claims, (std::vector<std::string>{"Cups can be made of glass or plastic"}));
}

TEST(ClaimExtractor, ClaimKeepsIdsTokenIdsAndCitationNode) {
  auto r = extract_claims(cups());
  ASSERT_TRUE(r);
  EXPECT_EQ((*r)[1].citations, (std::vector<int>{2, 3}));
  EXPECT_EQ((*r)[1].citation_token, 7);
  EXPECT_EQ((*r)[1].token_ids, (std::vector<int>{0, 1, 2, 3, 4, 7}));
}

TEST(ClaimsForTree, CitationOnRootFallsBack) {
  ClaimTree t = cups();
  t.citations[0].token = 3;
  std::vector<Claim> claims;
  std::string error;
  EXPECT_EQ(claims_for_tree(t, {}, claims, error), SentenceStatus::kCitationOnRoot);
  EXPECT_TRUE(claims.empty());
}

TEST(ClaimsForTree, InvalidTreesAreErrorsNotCrashes) {
  ClaimTree t = cups();
  t.heads[0] = 0;  // self loop
  EXPECT_FALSE(extract_claims(t));
  t = cups();
  t.citations[1].token = 5;  // two groups on one token
  auto r = extract_claims(t);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().field, "citations[1].token");
  t = cups();
  t.deps.pop_back();
  EXPECT_FALSE(extract_claims(t));
  std::vector<Claim> claims;
  std::string error;
  EXPECT_EQ(claims_for_tree(t, {}, claims, error), SentenceStatus::kParseError);
  EXPECT_FALSE(error.empty());
}

}  // namespace
}  // namespace citeval::claims

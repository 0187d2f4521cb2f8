// The shared given-tree examples (../shared/data/aliice/tree_examples.jsonl: the paper's printed
// claims and constructed cases) must come out exactly: tokens_joined of every claim, in order,
// with the expected citation ids. Also checks the surface text read from the original characters.
#include <gtest/gtest.h>

#include <map>

#include "claims/claim_extractor.h"
#include "claims/sentence_claims.h"
#include "claims/tree_input.h"

namespace citeval::claims {
namespace {

const std::string kExamples = std::string(CITEVAL_SHARED_DIR) + "/data/aliice/tree_examples.jsonl";

TEST(TreeExamples, EveryExpectedClaimExactly) {
  auto sentences = read_tree_jsonl(kExamples);
  ASSERT_TRUE(sentences) << sentences.error().to_string();
  ASSERT_EQ(sentences->size(), 6u);
  for (const auto& g : *sentences) {
    SCOPED_TRACE(g.id);
    std::vector<Claim> claims;
    std::string error;
    ASSERT_EQ(claims_for_tree(g.tree, {}, claims, error), SentenceStatus::kClaims) << error;
    ASSERT_EQ(claims.size(), g.expected.size());
    for (std::size_t c = 0; c < claims.size(); ++c) {
      EXPECT_EQ(claims[c].tokens_joined, g.expected[c].tokens_joined);
      EXPECT_EQ(claims[c].citations, g.expected[c].citations);
    }
  }
}

TEST(TreeExamples, SurfaceTextFromOriginalCharacters) {
  auto sentences = read_tree_jsonl(kExamples);
  ASSERT_TRUE(sentences) << sentences.error().to_string();
  std::map<std::string, std::vector<std::string>> want = {
      {"greys",
       {"In the plane crash on Grey's Anatomy , the characters who die are Dr. Lexie Grey and",
        "In the plane crash on Grey's Anatomy , the characters who die are Dr. Mark Sloan"}},
      {"cups", {"Cups can be made of glass or", "Cups can be made of plastic"}},
      {"cigs_paper",
       {"Some brands , such as Export As , come in packs of 25",
        "while standard packs typically contain 20 cigarettes"}},
      {"fronted2", {"Before the merger", "20 branches"}},
  };
  for (const auto& g : *sentences) {
    auto it = want.find(g.id);
    if (it == want.end()) continue;
    SCOPED_TRACE(g.id);
    auto claims = extract_claims(g.tree);
    ASSERT_TRUE(claims);
    ASSERT_EQ(claims->size(), it->second.size());
    for (std::size_t c = 0; c < claims->size(); ++c) {
      EXPECT_EQ(claim_surface(g.text, g.tree, (*claims)[c], g.groups), it->second[c]);
    }
  }
}

TEST(TreeExamples, CitationNodesAttachToNearestPrecedingWord) {
  auto sentences = read_tree_jsonl(kExamples);
  ASSERT_TRUE(sentences) << sentences.error().to_string();
  std::map<std::string, std::vector<int>> want = {
      {"greys", {15, 19}}, {"cigs_paper", {12, 20}}, {"cups", {5, 7}},
      {"queen_paper", {11, 28}}, {"fronted", {6, 11}}, {"fronted2", {2, 7}},
  };
  for (const auto& g : *sentences) {
    SCOPED_TRACE(g.id);
    std::vector<int> got;
    for (const auto& c : g.tree.citations) got.push_back(c.token);
    EXPECT_EQ(got, want.at(g.id));
  }
}

TEST(TreeInput, BadLinesAreErrorsNamingTheField) {
  auto bad_head = parse_tree_json(
      R"({"sentence": "a b [1].", "tokens": ["a", "b"], "heads": [1, 5], "deps": ["x", "ROOT"]})", "f.jsonl", 3);
  ASSERT_FALSE(bad_head);
  EXPECT_EQ(bad_head.error().line, 3u);
  EXPECT_EQ(bad_head.error().field, "heads[1]");

  auto two_roots = parse_tree_json(
      R"({"sentence": "a b [1].", "tokens": ["a", "b"], "heads": [-1, -1], "deps": ["ROOT", "ROOT"]})", "f", 1);
  ASSERT_FALSE(two_roots);
  EXPECT_EQ(two_roots.error().field, "heads[1]");

  auto cycle = parse_tree_json(
      R"({"sentence": "a b c [1].", "tokens": ["a", "b", "c"], "heads": [1, 0, -1], "deps": ["x", "y", "ROOT"]})",
      "f", 1);
  ASSERT_FALSE(cycle);
  EXPECT_EQ(cycle.error().field, "heads[0]");

  auto mismatch = parse_tree_json(
      R"({"sentence": "a b [1].", "tokens": ["a", "c"], "heads": [1, -1], "deps": ["x", "ROOT"]})", "f", 1);
  ASSERT_FALSE(mismatch);
  EXPECT_EQ(mismatch.error().field, "tokens[1]");

  auto not_json = parse_tree_json("{", "f", 7);
  ASSERT_FALSE(not_json);
  EXPECT_EQ(not_json.error().code, ErrorCode::kParse);

  auto missing = parse_tree_json(R"({"sentence": "a", "tokens": ["a"], "deps": ["ROOT"]})", "f", 1);
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().field, "heads");
}

TEST(TreeInput, DeepNestingIsAnErrorNotACrash) {
  // nlohmann destroys a deep value recursively: 50,000 levels overflowed the stack.
  auto deep = parse_tree_json(R"({"sentence": "a", "tokens": )" + std::string(50000, '[') + std::string(50000, ']') + "}",
                              "f.jsonl", 9);
  ASSERT_FALSE(deep);
  EXPECT_EQ(deep.error().to_string(), "f.jsonl:9: JSON nested deeper than 256 levels");
}

TEST(TreeInput, ExplicitCitationsOverrideAttachment) {
  auto g = parse_tree_json(
      R"({"sentence": "Cups can be made of glass or plastic.", "tokens": ["Cups", "can", "be", "made", "of", "glass", "or", "plastic"],
          "heads": [3, 3, 3, -1, 3, 4, 5, 5], "deps": ["nsubjpass", "aux", "auxpass", "ROOT", "prep", "pobj", "cc", "conj"],
          "citations": [{"token": 5, "ids": [1]}, {"token": 7, "ids": [2, 3]}]})",
      "f", 1);
  ASSERT_TRUE(g) << g.error().to_string();
  auto claims = extract_claims(g->tree);
  ASSERT_TRUE(claims);
  ASSERT_EQ(claims->size(), 2u);
  EXPECT_EQ((*claims)[0].tokens_joined, "Cups can be made of glass or");
  EXPECT_EQ((*claims)[1].tokens_joined, "Cups can be made of plastic");
  EXPECT_EQ((*claims)[1].citations, (std::vector<int>{2, 3}));
}

}  // namespace
}  // namespace citeval::claims

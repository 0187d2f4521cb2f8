// The CoNLL-U given-tree path: the shared tree examples as CoNLL-U (tests/data/aliice, citation
// nodes marked Cite=1,2 in MISC) give exactly the expected claims of the JSONL file.
#include "claims/conllu_trees.h"

#include <gtest/gtest.h>

#include "claims/sentence_claims.h"

namespace citeval::claims {
namespace {

TEST(ConlluTrees, SharedExamplesGiveTheExpectedClaims) {
  auto expected = read_tree_jsonl(std::string(CITEVAL_SHARED_DIR) + "/data/aliice/tree_examples.jsonl");
  ASSERT_TRUE(expected) << expected.error().to_string();
  auto given = read_conllu_trees(std::string(CITEVAL_TEST_DATA) + "/aliice/tree_examples.conllu");
  ASSERT_TRUE(given) << given.error().to_string();
  ASSERT_EQ(given->size(), expected->size());
  for (std::size_t k = 0; k < given->size(); ++k) {
    const auto& g = (*given)[k];
    const auto& e = (*expected)[k];
    SCOPED_TRACE(g.id);
    EXPECT_EQ(g.id, e.id);
    std::vector<Claim> claims;
    std::string error;
    ASSERT_EQ(claims_for_tree(g.tree, {}, claims, error), SentenceStatus::kClaims) << error;
    ASSERT_EQ(claims.size(), e.expected.size());
    for (std::size_t c = 0; c < claims.size(); ++c) {
      EXPECT_EQ(claims[c].tokens_joined, e.expected[c].tokens_joined);
      EXPECT_EQ(claims[c].citations, e.expected[c].citations);
      // "# text" aligned: the surface comes from the original characters.
      EXPECT_EQ(claim_surface(g.text, g.tree, claims[c], g.groups),
                claim_surface(e.text, e.tree, claims[c], e.groups));
    }
  }
}

TEST(ConlluTrees, RawTokensAndNoTextComment) {
  const std::string conllu =
      "# sent_id = s1\n"
      "1\tCups\t_\t_\t_\t_\t4\tnsubjpass\t_\t_\n"
      "2\tcan\t_\t_\t_\t_\t4\taux\t_\t_\n"
      "3\tbe\t_\t_\t_\t_\t4\tauxpass\t_\t_\n"
      "4\tmade\t_\t_\t_\t_\t0\troot\t_\t_\n"
      "5\tof\t_\t_\t_\t_\t4\tprep\t_\t_\n"
      "6\tglass\t_\t_\t_\t_\t5\tpobj\t_\tCite=1\n"
      "7\tor\t_\t_\t_\t_\t6\tcc\t_\t_\n"
      "8\tplastic\t_\t_\t_\t_\t6\tconj\t_\tCite=2,3|SpaceAfter=No\n"
      "9\t.\t_\t_\t_\t_\t4\tpunct\t_\t_\n\n";
  auto doc = parse::read_conllu(conllu, "t.conllu");
  ASSERT_TRUE(doc) << doc.error().to_string();
  auto g = given_from_conllu((*doc)[0], "t.conllu");
  ASSERT_TRUE(g) << g.error().to_string();
  EXPECT_EQ(g->id, "s1");
  EXPECT_EQ(g->text, "Cups can be made of glass or plastic.");
  EXPECT_EQ(g->tree.deps[3], "ROOT");
  auto claims = extract_claims(g->tree);
  ASSERT_TRUE(claims);
  EXPECT_EQ((*claims)[0].tokens_joined, "Cups can be made of glass or .");
  EXPECT_EQ((*claims)[1].tokens_joined, "Cups can be made of plastic .");
  EXPECT_EQ((*claims)[1].citations, (std::vector<int>{2, 3}));
  EXPECT_EQ(claim_surface(g->text, g->tree, (*claims)[1], g->groups), "Cups can be made of plastic.");
}

TEST(ConlluTrees, BadCiteAndMissingHeadAreErrors) {
  auto doc = parse::read_conllu("1\ta\t_\t_\t_\t_\t0\troot\t_\tCite=x\n\n", "b.conllu");
  ASSERT_TRUE(doc);
  auto g = given_from_conllu((*doc)[0], "b.conllu");
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().field, "MISC");
  EXPECT_EQ(g.error().file, "b.conllu");
  doc = parse::read_conllu("1\ta\t_\t_\t_\t_\t_\t_\t_\t_\n\n", "b.conllu");
  ASSERT_TRUE(doc);
  g = given_from_conllu((*doc)[0], "b.conllu");
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().field, "HEAD");
}

}  // namespace
}  // namespace citeval::claims

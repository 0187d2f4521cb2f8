// End to end on raw text with our parser: the paper's four examples (Appendix D figures 5-13 and
// the Section 1 example), written as the model produced them. Everything before the parse is
// deterministic and must match the paper exactly: the cleaned tokens (commas as tokens), the
// citation nodes and each claim's citations. The claims themselves depend on the parser's trees;
// they are printed next to the paper's (tree_examples.jsonl) and counted, and the given-tree
// tests check the cuts on the paper's own trees. Skipped when the parser model
// (models/en_ewt_spacy.model or $CITEVAL_PARSER_MODEL) is not there.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <map>

#include "claims/parser_adapter.h"
#include "claims/response_sentences.h"
#include "claims/sentence_claims.h"
#include "claims/tree_input.h"

namespace citeval::claims {
namespace {

struct PaperExample {
  const char* id;
  const char* text;
};

const PaperExample kExamples[] = {
    {"greys",
     "In the plane crash on Grey's Anatomy, the characters who die are Dr. Lexie Grey [1][2] and Dr. Mark Sloan "
     "[3][4][5]."},
    {"cigs_paper",
     "Some brands, such as Export As, come in packs of 25 [2], while standard packs typically contain 20 "
     "cigarettes [4]."},
    {"cups", "Cups can be made of glass[1] or plastic[2][3]."},
    {"queen_paper",
     "Queen Victoria became Queen of the United Kingdom on 20 June 1837[3], while Queen Anne became Queen of "
     "England, Scotland, and Ireland on 8 March 1702[1]"},
};

TEST(PaperExamples, RawSentencesWithOurParserGiveThePapersClaims) {
  const std::string model = default_parser_model_path();
  if (!std::filesystem::exists(model)) GTEST_SKIP() << "no parser model at " << model;
  auto parser = load_text_parser(model);
  ASSERT_TRUE(parser) << parser.error().to_string();
  auto expected = read_tree_jsonl(std::string(CITEVAL_SHARED_DIR) + "/data/aliice/tree_examples.jsonl");
  ASSERT_TRUE(expected) << expected.error().to_string();
  std::map<std::string, const GivenSentence*> by_id;
  for (const auto& g : *expected) by_id[g.id] = &g;
  int same = 0, total = 0;
  for (const auto& ex : kExamples) {
    SCOPED_TRACE(ex.id);
    std::string text = ex.text;
    SentenceClaims s = analyze_sentence(text, {0, text.size()}, **parser, {});
    ASSERT_EQ(s.status, SentenceStatus::kClaims) << sentence_status_name(s.status) << " " << s.error;
    const GivenSentence& paper = *by_id.at(ex.id);
    EXPECT_EQ(s.tree.tokens, paper.tree.tokens);
    ASSERT_EQ(s.tree.citations.size(), paper.tree.citations.size());
    for (std::size_t c = 0; c < paper.tree.citations.size(); ++c) {
      EXPECT_EQ(s.tree.citations[c].token, paper.tree.citations[c].token);
    }
    const auto& want = paper.expected;
    ASSERT_EQ(s.claims.size(), want.size());
    for (std::size_t c = 0; c < want.size(); ++c) {
      EXPECT_EQ(s.claims[c].citations, want[c].citations);
      ++total;
      if (s.claims[c].tokens_joined == want[c].tokens_joined) {
        ++same;
      } else {
        std::cerr << "[ paper    ] " << ex.id << " " << want[c].tokens_joined << "\n"
                  << "[ ours     ] " << ex.id << " " << s.claims[c].tokens_joined << "\n";
      }
    }
  }
  std::cerr << "[ claims   ] " << same << " of " << total << " claims as printed in the paper\n";
  RecordProperty("claims_as_in_paper", same);
}

}  // namespace
}  // namespace citeval::claims

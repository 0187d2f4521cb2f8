#include "depparse/conllu.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "test_data.h"

namespace citeval::parse {
namespace {

TEST(Conllu, RoundTripsEwtDevByteForByte) {
  const std::string text = testing::slurp(testing::ewt_path("dev"));
  auto doc = read_conllu(text, "dev");
  ASSERT_TRUE(doc) << doc.error().to_string();
  EXPECT_EQ(doc->size(), 2001u);
  EXPECT_EQ(write_conllu(doc.value()), text);
}

TEST(Conllu, KeepsMultiwordTokensAndEmptyNodes) {
  const std::string text =
      "# text = I'm here\n"
      "1-2\tI'm\t_\t_\t_\t_\t_\t_\t_\t_\n"
      "1\tI\tI\tPRON\tPRP\t_\t3\tnsubj\t3:nsubj\t_\n"
      "2\t'm\tbe\tAUX\tVBP\t_\t3\tcop\t3:cop\t_\n"
      "3\there\there\tADV\tRB\t_\t0\troot\t0:root\t_\n"
      "3.1\tis\tbe\tAUX\t_\t_\t_\t_\t3:orphan\t_\n"
      "\n";
  auto doc = read_conllu(text, "t");
  ASSERT_TRUE(doc) << doc.error().to_string();
  ASSERT_EQ(doc->size(), 1u);
  const auto& s = doc->front();
  ASSERT_EQ(s.words.size(), 3u);
  EXPECT_EQ(s.words[1].form, "'m");
  EXPECT_EQ(s.heads(), (std::vector<int>{3, 3, 0}));
  ASSERT_EQ(s.extra_lines.size(), 2u);
  EXPECT_EQ(s.extra_lines[0].before_word, 0u);
  EXPECT_EQ(s.extra_lines[1].before_word, 3u);
  EXPECT_EQ(write_conllu(doc.value()), text);
}

TEST(Conllu, AcceptsCrlfBomAndMissingFinalBlankLine) {
  auto doc = read_conllu("\xEF\xBB\xBF" "1\tHi\thi\tINTJ\tUH\t_\t0\troot\t_\t_\r\n", "t");
  ASSERT_TRUE(doc) << doc.error().to_string();
  ASSERT_EQ(doc->size(), 1u);
  EXPECT_EQ(doc->front().words[0].form, "Hi");
  EXPECT_EQ(doc->front().words[0].misc, "_");
}

TEST(Conllu, UnderscoreHeadReadsAsMinusOne) {
  auto doc = read_conllu("1\tHi\t_\t_\t_\t_\t_\t_\t_\t_\n\n", "t");
  ASSERT_TRUE(doc);
  EXPECT_EQ(doc->front().words[0].head, -1);
  EXPECT_EQ(write_conllu(doc.value()), "1\tHi\t_\t_\t_\t_\t_\t_\t_\t_\n\n");
}

struct BadCase {
  const char* text;
  const char* message;  // Error::to_string()
};

TEST(Conllu, ErrorsNameFileLineAndField) {
  const BadCase cases[] = {
      {"1\tA\ta\tX\tX\t_\t0\troot\t_\n", "f.conllu:1: expected 10 tab-separated columns, found 9"},
      {"1\tA\ta\tX\tX\t_\t0\troot\t_\t_\t_\n", "f.conllu:1: expected 10 tab-separated columns, found more than 10"},
      {"# c\n1\tA\ta\tX\tX\t_\tx\troot\t_\t_\n", "f.conllu:2: field 'HEAD': HEAD 'x' is not a number"},
      {"1\tA\ta\tX\tX\t_\t0\troot\t_\t_\n3\tB\tb\tX\tX\t_\t1\tdep\t_\t_\n",
       "f.conllu:2: field 'ID': word ID 3 out of sequence, expected 2"},
      {"1\tA\ta\tX\tX\t_\t1\troot\t_\t_\n", "f.conllu:1: field 'HEAD': word is its own head"},
      {"1\tA\ta\tX\tX\t_\t5\troot\t_\t_\n\n", "f.conllu:1: field 'HEAD': head 5 of word 1 is beyond the last word 1"},
      {"1\t\ta\tX\tX\t_\t0\troot\t_\t_\n", "f.conllu:1: field 'FORM': empty column (use _ for a missing value)"},
      {"x\tA\ta\tX\tX\t_\t0\troot\t_\t_\n", "f.conllu:1: field 'ID': malformed ID 'x'"},
      {"2-1\tAB\t_\t_\t_\t_\t_\t_\t_\t_\n",
       "f.conllu:1: field 'ID': multiword token range '2-1' does not start at the next word 1"},
      {"1\tA\ta\tX\tX\t_\t0\troot\t_\t_\n# late\n", "f.conllu:2: comment line after the first word line"},
      {"# only a comment\n\n", "f.conllu:1: sentence has no word lines"},
      {"# c\n1\tA\ta\tX\tX\t_\t0\troot\t_\t_\n2\tB\tb\tX\tX\t_\t3\tdep\t_\t_\n"
       "3\tC\tc\tX\tX\t_\t2\tdep\t_\t_\n",
       "f.conllu:3: field 'HEAD': the heads of word 2 lead round a cycle back to word 2"},
      {"1\tA\ta\tX\tX\t_\t0\troot\t_\t_\r\r\n",
       "f.conllu:1: carriage return inside a line (only a CRLF line ending is allowed)"},
      {"# text = A\rB\n1\tA\ta\tX\tX\t_\t0\troot\t_\t_\n",
       "f.conllu:1: carriage return inside a line (only a CRLF line ending is allowed)"},
  };
  for (const auto& c : cases) {
    auto r = read_conllu(c.text, "f.conllu");
    ASSERT_FALSE(r) << c.text;
    EXPECT_EQ(r.error().to_string(), c.message) << c.text;
    EXPECT_EQ(r.error().code, ErrorCode::kParse);
  }
}

TEST(Conllu, MissingFileIsAnIoError) {
  auto r = read_conllu_file("/nonexistent/x.conllu");
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::kIo);
  EXPECT_EQ(r.error().file, "/nonexistent/x.conllu");
}

}  // namespace
}  // namespace citeval::parse

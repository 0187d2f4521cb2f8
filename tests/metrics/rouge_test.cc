// rouge_tokenize / rouge_lsum / rouge_lsum_best on hand-computed cases. The large differential
// comparison with a Python statement of rouge_score is rouge_python_test.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/rouge.h"

namespace citeval::metrics {
namespace {

using Tokens = std::vector<std::string>;

double f1(double p, double r) { return 2 * p * r / (p + r); }

void expect_score(const RougeScore& s, double p, double r) {
  EXPECT_DOUBLE_EQ(s.precision, p);
  EXPECT_DOUBLE_EQ(s.recall, r);
  if (p + r > 0) {
    EXPECT_DOUBLE_EQ(s.fmeasure, f1(p, r));
  } else {
    EXPECT_EQ(s.fmeasure, 0.0);
  }
}

TEST(RougeTokenize, LowercasesAndSplitsOnEverythingButAsciiAlnum) {
  EXPECT_EQ(rouge_tokenize("Hello, World!"), (Tokens{"hello", "world"}));
  EXPECT_EQ(rouge_tokenize("U.S.A. covid-19 a_b"), (Tokens{"u", "s", "a", "covid", "19", "a", "b"}));
  EXPECT_EQ(rouge_tokenize("  \t\n "), Tokens{});
  EXPECT_EQ(rouge_tokenize(""), Tokens{});
}

TEST(RougeTokenize, NonAsciiSeparatesExceptWhatPythonLowersToAscii) {
  EXPECT_EQ(rouge_tokenize("café naïve", false), (Tokens{"caf", "na", "ve"}));
  EXPECT_EQ(rouge_tokenize("ＡＢＣ日本"), Tokens{});  // full-width letters lower to full-width
  // U+0130 lowers to "i" + U+0307 (a separator); U+212A KELVIN SIGN lowers to ASCII "k".
  EXPECT_EQ(rouge_tokenize("\u0130stanbul", false), (Tokens{"i", "stanbul"}));
  EXPECT_EQ(rouge_tokenize("\u212Aelvin 5\u212A", false), (Tokens{"kelvin", "5k"}));
  EXPECT_EQ(rouge_tokenize("a\xff\xfe" "b"), (Tokens{"a", "b"}));  // invalid UTF-8 separates
}

TEST(RougeTokenize, StemsOnlyTokensLongerThanThreeCharacters) {
  EXPECT_EQ(rouge_tokenize("Cats running quickly"), (Tokens{"cat", "run", "quickli"}));
  EXPECT_EQ(rouge_tokenize("Cats running quickly", false), (Tokens{"cats", "running", "quickly"}));
  // "ties" (4) is stemmed to "tie", "was" (3) is left alone although Porter would strip its s.
  EXPECT_EQ(rouge_tokenize("ties was"), (Tokens{"tie", "was"}));
}

TEST(RougeLsum, UnionLcsExampleOfLin2004) {
  // LCS with the first predicted sentence is w1 w2, with the second w1 w3 w5: union w1 w2 w3 w5.
  expect_score(rouge_lsum("w1 w2 w3 w4 w5", "w1 w2 w6 w7 w8\nw1 w3 w8 w9 w5"), 4.0 / 10, 4.0 / 5);
}

TEST(RougeLsum, IdenticalAndDisjointTexts) {
  expect_score(rouge_lsum("the cat sat.\non the mat", "The cat sat.\nOn the mat!"), 1, 1);
  expect_score(rouge_lsum("alpha beta", "gamma delta"), 0, 0);
}

TEST(RougeLsum, RepeatedTokensAreNotCountedTwice) {
  // Target sentences [a b a] and [a b], prediction [a b]. Both target sentences' union LCS is
  // {a, b}, but the prediction holds one a and one b, so only the first sentence scores:
  // hits 2, recall 2/5, precision 2/2 (without the guard precision would be 4/2).
  expect_score(rouge_lsum("a b a\na b", "a b"), 1.0, 2.0 / 5);
}

TEST(RougeLsum, BacktrackingTieBreakDecidesTheUnion) {
  // Target [a b]; prediction sentences [b a] and [a]. Both a and b are an LCS of [a b] and [b a];
  // rouge_score's backtracking moves up on ties and so reads out a, which [a] also gives: the
  // union is {a}, one hit: precision 1/3, recall 1/2. (Reading out b would give 2 hits.)
  expect_score(rouge_lsum("a b", "b a\na"), 1.0 / 3, 1.0 / 2);
}

TEST(RougeLsum, StemmingMakesInflectionsMatch) {
  expect_score(rouge_lsum("cats running", "cat runs"), 1, 1);
}

TEST(RougeLsum, SentencesAreLinesAndEmptyLinesAreDropped) {
  // As one line, [x y z] vs [z y x] has LCS 1; as lines [z] [y] [x] each matches a different
  // token of the target: union {x, y, z}.
  expect_score(rouge_lsum("x y z", "z y x"), 1.0 / 3, 1.0 / 3);
  expect_score(rouge_lsum("x y z", "z\ny\n\nx"), 1, 1);
  // '\r' is not a separator of sentences, only of tokens.
  expect_score(rouge_lsum("x y z", "z\ry\rx"), 1.0 / 3, 1.0 / 3);
}

TEST(RougeLsum, EmptyTextsScoreZero) {
  expect_score(rouge_lsum("w1 w2 w3 w4 w5", ""), 0, 0);
  expect_score(rouge_lsum("", "w1"), 0, 0);
  expect_score(rouge_lsum("", ""), 0, 0);
  expect_score(rouge_lsum("w1 w2 w3 w4 w5", "/"), 0, 0);  // a prediction without tokens
  expect_score(rouge_lsum("\n\n", "a\n"), 0, 0);
}

TEST(RougeLsumBest, TakesTheFirstOnlyWhenStrictlyBetter) {
  // vs "a b": P 1, R 1; vs "a b c d": P 1, R 1/2.
  expect_score(rouge_lsum_best("a b", "a b c d", "a b"), 1, 1);
  expect_score(rouge_lsum_best("a b c d", "a b", "a b"), 1, 1);
  // Equal F-measures (P 1/2, R 1 against "a"; P 1, R 1/2 against "a b c d"): ALCE keeps the
  // second reference's score.
  expect_score(rouge_lsum_best("a", "a b c d", "a b"), 1, 1.0 / 2);
  expect_score(rouge_lsum_best("a b c d", "a", "a b"), 1.0 / 2, 1);
}

}  // namespace
}  // namespace citeval::metrics

#include "text/normalize.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "text/unicode.h"

namespace citeval::text {
namespace {

TEST(NormalizeAnswerTest, SquadExamples) {
  EXPECT_EQ(normalize_answer("The Eiffel Tower!"), "eiffel tower");
  EXPECT_EQ(normalize_answer("  A  cat, an  apple; THE end. "), "cat apple end");
  EXPECT_EQ(normalize_answer("theatre and another"), "theatre and another");
  EXPECT_EQ(normalize_answer("a an the"), "");
}

TEST(NormalizeAnswerTest, PunctuationRemovedBeforeArticles) {
  // "a-an-the" loses its hyphens first and becomes the single word "aanthe".
  EXPECT_EQ(normalize_answer("x a-an-the y"), "x aanthe y");
  EXPECT_EQ(normalize_answer("[1] The answer [2]"), "1 answer 2");
  EXPECT_EQ(normalize_answer("l'a"), "la");
}

TEST(NormalizeAnswerTest, UnicodeLowerAndWordBoundaries) {
  EXPECT_EQ(normalize_answer("Émile THE Éclair"), "émile éclair");
  EXPECT_EQ(normalize_answer("éa the"), "éa");        // é is a word char: no boundary before a
  EXPECT_EQ(normalize_answer("İ"), "i\xCC\x87");       // full lower-case mapping
  EXPECT_EQ(python_lower("ΟΔΟΣ ΟΔΟΣ."), "οδος οδος.");  // final sigma
  EXPECT_EQ(normalize_answer("a\u00a0b\u3000the"), "b");
  EXPECT_EQ(normalize_answer("—the—"), "— —");  // em dash is not ASCII punctuation
}

TEST(PythonSplitTest, CountsLikeStrSplit) {
  EXPECT_EQ(word_count(""), 0u);
  EXPECT_EQ(word_count(" \t\n "), 0u);
  EXPECT_EQ(word_count("a b\u2003c\x1d" "d"), 4u);
  auto parts = python_split("  x  yy\nz ");
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_EQ(parts[1], "yy");
}

TEST(NormalizeAnswerTest, InvalidUtf8PassesThrough) {
  std::string bad = "The \xff\xfe answer";
  EXPECT_EQ(normalize_answer(bad), "\xff\xfe answer");
}

// Differential test against CPython: random strings over an alphabet rich in the tricky cases.
TEST(NormalizeAnswerTest, MatchesPythonOnRandomStrings) {
  const std::vector<std::string> alphabet = {
      "a", "an", "the", "The", "A", "AN", " ", "  ", "\t", "\n", ".", ",", "-", "'", "\"", "[",
      "1]", "_", "é", "É", "İ", "Σ", "σ", "ς", "ΟΔΟΣ", "\u00a0", "\u2009", "\u3000", "\x1c",
      "x", "b", "cat", "ß", "Ǆ", "ǅ", "—", "’", "\u0301", "١", "Ⅻ", "½", "ﬁ", "K", "\u0085"};
  std::mt19937 rng(12345);
  std::vector<std::string> inputs;
  for (int i = 0; i < 3000; ++i) {
    std::string s;
    int n = static_cast<int>(rng() % 12);
    for (int k = 0; k < n; ++k) s += alphabet[rng() % alphabet.size()];
    inputs.push_back(s);
  }
  std::string in_path = testing::TempDir() + "/normalize_in.json";
  std::ofstream(in_path) << nlohmann::json(inputs).dump();
  std::string cmd = std::string(CITEVAL_PYTHON) + " -c '" R"PY(
import json, re, string, sys
def normalize_answer(s):
    s = s.lower()
    s = "".join(ch for ch in s if ch not in set(string.punctuation))
    s = re.sub(r"\b(a|an|the)\b", " ", s)
    return " ".join(s.split())
xs = json.load(open(sys.argv[1]))
print(json.dumps([[normalize_answer(x), x.lower(), len(x.split())] for x in xs]))
)PY" "' " + in_path;
  FILE* pipe = popen(cmd.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string out;
  char buf[65536];
  std::size_t n;
  while ((n = fread(buf, 1, sizeof buf, pipe)) > 0) out.append(buf, n);
  ASSERT_EQ(pclose(pipe), 0) << "python oracle failed";
  auto expected = nlohmann::json::parse(out);
  ASSERT_EQ(expected.size(), inputs.size());
  int mismatches = 0;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    if (normalize_answer(inputs[i]) != expected[i][0].get<std::string>() ||
        python_lower(inputs[i]) != expected[i][1].get<std::string>() ||
        word_count(inputs[i]) != expected[i][2].get<std::size_t>()) {
      if (++mismatches < 5) {
        ADD_FAILURE() << "input " << nlohmann::json(inputs[i]).dump() << ": python "
                      << expected[i].dump() << " vs ours "
                      << nlohmann::json({normalize_answer(inputs[i]), python_lower(inputs[i]),
                                         word_count(inputs[i])}).dump();
      }
    }
  }
  EXPECT_EQ(mismatches, 0);
}

}  // namespace
}  // namespace citeval::text

namespace citeval::text {
namespace {

TEST(PythonStripTest, StripsUnicodeWhitespaceOnly) {
  EXPECT_EQ(python_strip("  \u3000 ab c\u00a0\n"), "ab c");
  EXPECT_EQ(python_strip(" \t "), "");
  EXPECT_EQ(python_rstrip("  x  "), "  x");
  EXPECT_EQ(python_strip("\xff "), "\xff");
  EXPECT_EQ(python_strip("x\u200b"), "x\u200b");  // zero-width space is not whitespace
}

}  // namespace
}  // namespace citeval::text

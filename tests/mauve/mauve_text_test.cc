// ALCE's / ALiICE's MAUVE text preparation: hand-checked cases, the item-level preparation, and
// a differential run against the same Python expression (mauve_oracle.py texts) on edge cases.
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "mauve/mauve_text.h"

namespace citeval::mauve {
namespace {

TEST(MauveText, JoinsCollapsesCutsAndStrips) {
  EXPECT_EQ(alce_mauve_text("Who wrote it?", "  It was\n\nhim.  "), "Who wrote it? It was him");
  EXPECT_EQ(alce_mauve_text("Q", "a b!?.)\"'"), "Q a b");
  EXPECT_EQ(alce_mauve_text("Q", "(a) b-c, d"), "Q (a) b-c, d");  // only trailing punctuation
  EXPECT_EQ(alce_mauve_text("", "x"), "x");                       // "" + " " + "x", split
  EXPECT_EQ(alce_mauve_text("?", "!!!"), "? ");  // rstrip stops at the space: eval.py keeps it
  EXPECT_EQ(alce_mauve_text("", ""), "");
  // non-ASCII punctuation is not in string.punctuation
  EXPECT_EQ(alce_mauve_text("Q", "x\xe2\x80\xa6"), "Q x\xe2\x80\xa6");
  // Python's whitespace: NBSP and the ideographic space split words, a zero-width space does not
  EXPECT_EQ(alce_mauve_text("Q", "a\xc2\xa0" "b\xe3\x80\x80" "c\xe2\x80\x8b" "d"),
            "Q a b c\xe2\x80\x8b" "d");
}

TEST(MauveText, CutsToHundredWordsThenStrips) {
  std::string text;
  for (int i = 1; i <= 150; ++i) text += "w" + std::to_string(i) + (i == 99 ? "," : "") + " ";
  // question (2 words) + 98 words of the text; the 100th word "w98" ... and the 99th text word
  // "w99," is cut off
  std::string want = "Two words";
  for (int i = 1; i <= 98; ++i) want += " w" + std::to_string(i);
  EXPECT_EQ(alce_mauve_text("Two words", text), want);
  EXPECT_EQ(alce_mauve_text("Two words", text, 101), want + " w99");  // "w99," stripped
}

TEST(MauveText, ItemsPrepareOutputLikeEvalPy) {
  std::vector<io::AlceItem> items(4);
  items[0].question = "When?";
  items[0].output = "  In 1990 [1][2]. Later [3].\nIgnored line";
  items[0].answer = "In 1990.";
  items[1].question = "What?";
  items[1].output = "A thing<|im_end|>";
  items[1].answer = "  ";
  items[2].question = "Why?";
  items[2].output = "Because.";  // no answer: left out of both sides
  items[3].question = "";
  items[3].output = "[1]";
  items[3].answer = "Yes";
  MauveTexts t = alce_mauve_texts(items);
  EXPECT_EQ(t.items, 4u);
  EXPECT_EQ(t.without_answer, 1u);
  EXPECT_EQ(t.human, (std::vector<std::string>{"When? In 1990", "What", "Yes"}));
  EXPECT_EQ(t.model, (std::vector<std::string>{"When? In 1990. Later", "What? A thing"}));
  EXPECT_EQ(t.empty_human, 0u);
  EXPECT_EQ(t.empty_model, 1u);  // "" + " " + "" after the citation is removed
}

TEST(MauveText, EqualsPythonExpression) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Who is  he?", "\t He is\u2028 here...\r\n"},
      {"q", "end with quote\"'"},
      {"  lead", "trail ]}) "},
      {"x", "\xc2\x85next line sep\xe2\x80\x89thin space"},
      {"", "   "},
      {"a", std::string(300, 'b') + " " + "c!"},
      {"punct only", ".,;:!?"},
      {"\xe4\xb8\xad\xe6\x96\x87", "\xe3\x80\x82\xef\xbc\x81"},  // CJK punctuation stays
  };
  const std::string input = ::testing::TempDir() + "/citeval-mauve-texts.jsonl";
  {
    std::ofstream out(input);
    for (const auto& [q, t] : cases) out << nlohmann::json::array({q, t}).dump() << "\n";
  }
  const std::string command = std::string(CITEVAL_PYTHON) + " " + CITEVAL_SOURCE_DIR +
                              "/tests/mauve/mauve_oracle.py texts < " + input;
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string output;
  char buffer[4096];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) output.append(buffer, n);
  ASSERT_EQ(pclose(pipe), 0);
  std::size_t i = 0, pos = 0;
  for (; pos < output.size() && i < cases.size(); ++i) {
    const std::size_t end = output.find('\n', pos);
    const std::string want = nlohmann::json::parse(output.substr(pos, end - pos)).get<std::string>();
    pos = end + 1;
    EXPECT_EQ(alce_mauve_text(cases[i].first, cases[i].second), want) << "case " << i;
  }
  EXPECT_EQ(i, cases.size());
  std::remove(input.c_str());
}

}  // namespace
}  // namespace citeval::mauve

#include "judge/lexical_judge.h"

#include <gtest/gtest.h>

namespace citeval::judge {
namespace {

std::vector<std::string> texts(std::string_view s) {
  std::vector<std::string> out;
  for (const auto& t : LexicalJudge::tokenize(s)) out.push_back(t.text);
  return out;
}

TEST(LexicalJudge, Tokenizes) {
  auto toks = LexicalJudge::tokenize("Arnold's 1,000 cats ran\xE2\x80\x94quickly in Z\xC3\xBCrich, 3.5 km.");
  std::vector<std::string> want = {"arnold", "1000", "cat", "ran", "quickly", "in",
                                   "z\xC3\xBCrich", "3.5", "km"};
  ASSERT_EQ(texts("Arnold's 1,000 cats ran\xE2\x80\x94quickly in Z\xC3\xBCrich, 3.5 km."), want);
  EXPECT_TRUE(toks[0].capitalised);
  EXPECT_FALSE(toks[0].number);
  EXPECT_TRUE(toks[1].number);
  EXPECT_FALSE(toks[2].capitalised);
  EXPECT_TRUE(toks[5].stopword);
  EXPECT_TRUE(toks[6].capitalised);
  EXPECT_TRUE(toks[7].number);
  // Curly apostrophe, no-break space, guillemets and curly quotes separate words.
  EXPECT_EQ(texts("Bieber\xE2\x80\x99s\xC2\xA0\xC2\xAB" "debut\xC2\xBB \xE2\x80\x9C" "album\xE2\x80\x9D"),
            (std::vector<std::string>{"bieber", "debut", "album"}));
  EXPECT_EQ(texts(""), std::vector<std::string>{});
  EXPECT_EQ(texts(" ,.;!? "), std::vector<std::string>{});
  EXPECT_EQ(texts("1990s 3rd 2.0. v1,2"), (std::vector<std::string>{"1990s", "3rd", "2.0", "v1", "2"}));
}

TEST(LexicalJudge, StemsInflectionsOntoOneForm) {
  EXPECT_EQ(texts("cities city classes class makes making make released release"),
            (std::vector<std::string>{"city", "city", "class", "class", "mak", "mak", "mak",
                                      "releas", "releas"}));
  EXPECT_EQ(texts("focus analysis uses use used boxes box"),
            (std::vector<std::string>{"focus", "analysis", "use", "use", "used", "box", "box"}));
}

TEST(LexicalJudge, ScoresHandComputedExamples) {
  const char* premise = "Milira released Go Outside in the Rain in 1990.";
  // milira 2 (name), sing 1, go 2, outsid 2, rain 2 = 9; all but "sing" covered: 8/9.
  EXPECT_EQ(LexicalJudge::score(premise, "Milira sings Go Outside in the Rain."), 8.0 / 9.0);
  // song 1, cam 1, 1991 2 (number): none covered.
  EXPECT_EQ(LexicalJudge::score(premise, "The song came out in 1991."), 0.0);
  // rain 1, 1990 2 covered; 1991 2 not: 3/5. "1990s" is not the number 1990.
  EXPECT_EQ(LexicalJudge::score(premise, "rain in 1990 and 1991"), 3.0 / 5.0);
  EXPECT_EQ(LexicalJudge::score(premise, "the 1990s"), 0.0);
  // Repeated tokens count once, with their largest weight.
  EXPECT_EQ(LexicalJudge::score("paris", "Paris paris PARIS"), 1.0);
  EXPECT_EQ(LexicalJudge::score("london", "Paris and london"), 1.0 / 3.0);
  // Only stopwords: they all count (without the name weight).
  EXPECT_EQ(LexicalJudge::score("there it was", "It was there."), 1.0);
  EXPECT_EQ(LexicalJudge::score("it is", "It was there."), 1.0 / 3.0);
  // Nothing to check.
  EXPECT_EQ(LexicalJudge::score("anything", ""), 0.0);
  EXPECT_EQ(LexicalJudge::score("anything", "?!"), 0.0);
}

TEST(LexicalJudge, LabelIsProbAtLeastTheThreshold) {
  ASSERT_EQ(LexicalJudge::kThreshold, 0.7);
  const std::string hyp = "alpha bravo charlie delta echo foxtrot golf hotel india juliet";
  std::vector<JudgeRequest> r = {
      {"alpha bravo charlie delta echo foxtrot golf", hyp},  // 7/10 = 0.7 exactly
      {"alpha bravo charlie delta echo foxtrot", hyp},       // 6/10
      {"alpha bravo charlie delta echo foxtrot", hyp},       // same premise again (reuse path)
      {"juliet", "Juliet"}};
  LexicalJudge judge;
  auto out = judge.judge_batch(r);
  ASSERT_EQ(out.size(), 4u);
  EXPECT_TRUE(out[0].ok);
  EXPECT_EQ(out[0].prob, 0.7);
  EXPECT_EQ(out[0].label, 1);
  EXPECT_EQ(out[1].prob, 0.6);
  EXPECT_EQ(out[1].label, 0);
  EXPECT_EQ(out[2].prob, 0.6);
  EXPECT_EQ(out[3].prob, 1.0);
  EXPECT_EQ(out[3].label, 1);
  EXPECT_TRUE(judge.is_approximation());
  EXPECT_EQ(judge.identity(), "lexical:v1:threshold=0.7:name=2:number=2");
}

}  // namespace
}  // namespace citeval::judge

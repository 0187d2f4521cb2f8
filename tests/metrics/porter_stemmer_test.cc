// porter_stem on the examples of Porter (1980) and on NLTK's own extensions; expected values are
// NLTK 3.8's PorterStemmer().stem(word). The exhaustive comparison is porter_stemmer_nltk_test.
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/porter_stemmer.h"

namespace citeval::metrics {
namespace {

void expect_stems(const std::vector<std::pair<std::string, std::string>>& cases) {
  for (const auto& [word, stem] : cases) EXPECT_EQ(porter_stem(word), stem) << word;
}

TEST(PorterStemmer, Step1FromThePaper) {
  expect_stems({{"caresses", "caress"}, {"ponies", "poni"}, {"ties", "tie"}, {"caress", "caress"},
                {"cats", "cat"}, {"feed", "feed"}, {"agreed", "agre"},
                {"plastered", "plaster"}, {"bled", "bled"}, {"motoring", "motor"},
                {"sing", "sing"}, {"conflated", "conflat"}, {"troubled", "troubl"},
                {"sized", "size"}, {"hopping", "hop"}, {"tanned", "tan"}, {"falling", "fall"},
                {"hissing", "hiss"}, {"fizzed", "fizz"}, {"failing", "fail"},
                {"filing", "file"}, {"happy", "happi"}, {"sky", "sky"}});
}

TEST(PorterStemmer, Steps2To5FromThePaper) {
  expect_stems({{"relational", "relat"}, {"conditional", "condit"}, {"rational", "ration"},
                {"valenci", "valenc"}, {"digitizer", "digit"}, {"conformabli", "conform"},
                {"radicalli", "radic"}, {"differentli", "differ"}, {"vileli", "vile"},
                {"analogousli", "analog"}, {"vietnamization", "vietnam"},
                {"predication", "predic"}, {"operator", "oper"}, {"feudalism", "feudal"},
                {"decisiveness", "decis"}, {"hopefulness", "hope"}, {"callousness", "callous"},
                {"formaliti", "formal"}, {"sensitiviti", "sensit"}, {"sensibiliti", "sensibl"},
                {"triplicate", "triplic"}, {"formative", "form"}, {"formalize", "formal"},
                {"electriciti", "electr"}, {"electrical", "electr"}, {"hopeful", "hope"},
                {"goodness", "good"}, {"revival", "reviv"}, {"allowance", "allow"},
                {"inference", "infer"}, {"airliner", "airlin"}, {"gyroscopic", "gyroscop"},
                {"adjustable", "adjust"}, {"defensible", "defens"}, {"irritant", "irrit"},
                {"replacement", "replac"}, {"adjustment", "adjust"}, {"dependent", "depend"},
                {"adoption", "adopt"}, {"homologou", "homolog"}, {"communism", "commun"},
                {"activate", "activ"}, {"angulariti", "angular"}, {"homologous", "homolog"},
                {"effective", "effect"}, {"bowdlerize", "bowdler"}, {"probate", "probat"},
                {"rate", "rate"}, {"cease", "ceas"}, {"controll", "control"}, {"roll", "roll"}});
}

TEST(PorterStemmer, NltkExtensions) {
  expect_stems({
      {"dying", "die"}, {"skies", "sky"}, {"news", "news"}, {"innings", "inning"},  // irregular
      {"dies", "die"}, {"flies", "fli"}, {"died", "die"}, {"spied", "spi"},  // -ies/-ied
      {"enjoy", "enjoy"}, {"spy", "spi"},             // y -> i after a non-initial consonant
      {"generously", "gener"}, {"hopefulli", "hope"},  // alli/fulli
      {"geology", "geolog"}, {"theology", "theolog"},  // logi keeps its l for the measure
  });
}

TEST(PorterStemmer, CaseShortWordsAndDigits) {
  // Irregular forms are looked up before lower-casing, as NLTK does: "Dying" is stemmed by rule.
  expect_stems({{"Dying", "dy"}, {"SKIES", "ski"}, {"Caresses", "caress"}, {"", ""},
                {"a", "a"}, {"ab", "ab"}, {"AB", "ab"}, {"yyyy", "yyyi"}, {"1234", "1234"}});
}

TEST(PorterStemmer, VeryLongWordNeitherRecursesNorStalls) {
  // 'y' alternates consonant/vowel; NLTK itself would exceed Python's recursion limit here.
  const std::string word(1'000'000, 'y');
  EXPECT_EQ(porter_stem(word), std::string(999'999, 'y') + "i");
}

}  // namespace
}  // namespace citeval::metrics

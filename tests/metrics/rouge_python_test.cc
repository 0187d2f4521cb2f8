// Differential test: rouge_tokenize and rouge_lsum against rouge_oracle.py, an independent Python
// statement of rouge_score's rougeLsum that uses NLTK's PorterStemmer and Python's str.lower()
// and re (rouge_score itself is not packaged for Debian). Scores must agree to the last bit:
// both sides compute hits / tokens.
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "metrics/rouge.h"
#include "run_oracle.h"

namespace citeval::metrics {
namespace {

TEST(RougePython, TokensAndScoresIdenticalToOracle) {
  const std::string output = testing::run_oracle("rouge_oracle.py", testing::shared_ud_files());
  std::size_t tok_cases = 0, lsum_cases = 0, failures = 0;
  std::string previous_target;
  for (const std::string& line : testing::lines(output)) {
    nlohmann::json c = nlohmann::json::parse(line);
    if (c["kind"] == "tok") {
      ++tok_cases;
      const std::string text = c["text"];
      auto expected = c["tokens"].get<std::vector<std::string>>();
      if (rouge_tokenize(text) != expected && ++failures <= 20) {
        ADD_FAILURE() << "tokens differ for: " << text;
      }
    } else {
      ++lsum_cases;
      const std::string target = c["target"], prediction = c["prediction"];
      RougeScore s = rouge_lsum(target, prediction);
      // rouge_lsum_best (one shared tokenisation) must pick as ALCE does between two plain calls;
      // the other reference is the previous case's target.
      RougeScore other = rouge_lsum(previous_target, prediction);
      RougeScore want = s.fmeasure > other.fmeasure ? s : other;
      RougeScore best = rouge_lsum_best(target, previous_target, prediction);
      if ((best.precision != want.precision || best.recall != want.recall ||
           best.fmeasure != want.fmeasure) &&
          ++failures <= 20) {
        ADD_FAILURE() << "rouge_lsum_best differs for: " << target << " | " << previous_target;
      }
      previous_target = target;
      if ((s.precision != c["p"].get<double>() || s.recall != c["r"].get<double>() ||
           s.fmeasure != c["f"].get<double>()) &&
          ++failures <= 20) {
        ADD_FAILURE() << "target: " << target << "\nprediction: " << prediction << "\nours "
                      << s.precision << "/" << s.recall << "/" << s.fmeasure << ", oracle "
                      << c["p"] << "/" << c["r"] << "/" << c["f"];
      }
    }
  }
  EXPECT_GE(tok_cases, 8000u);
  EXPECT_GE(lsum_cases, 3500u);
  EXPECT_EQ(failures, 0u);
}

}  // namespace
}  // namespace citeval::metrics

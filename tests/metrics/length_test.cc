// mean_length: ALCE's integer-sum-then-divide mean of word counts.
#include <cstddef>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/length.h"
#include "text/normalize.h"

namespace citeval::metrics {
namespace {

TEST(MeanLength, IntegerSumDividedOnce) {
  EXPECT_EQ(mean_length(std::vector<std::size_t>{3, 4}), 3.5);
  EXPECT_EQ(mean_length(std::vector<std::size_t>{1, 1, 2}), 4.0 / 3);
  EXPECT_EQ(mean_length(std::vector<std::size_t>{}), 0.0);
}

TEST(MeanLength, WordsArePythonSplitPieces) {
  // U+00A0 and U+3000 are str.split() whitespace; U+200B (zero width space) is not.
  std::vector<std::size_t> counts = {text::word_count("Paris is\u00a0big.\u3000Yes"),
                                     text::word_count("zero\u200bwidth"), text::word_count("")};
  EXPECT_EQ(counts, (std::vector<std::size_t>{4, 1, 0}));
  EXPECT_EQ(mean_length(counts), 5.0 / 3);
}

}  // namespace
}  // namespace citeval::metrics

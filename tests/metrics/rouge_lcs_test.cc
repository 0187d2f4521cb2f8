// RougeLcs (bit-parallel) against the plain dynamic-programming table and rouge_score's
// backtracking written out directly, on hand-made and on random sequences long enough to span
// several 64-bit words; the chosen LCS (not only its length) must be the same.
#include <cstdint>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/rouge_lcs.h"

namespace citeval::metrics {
namespace {

using Ids = std::vector<std::uint32_t>;

// rouge_score's _lcs_table + _backtrack_norec, as marks over ref positions.
std::vector<char> reference_marks(const Ids& ref, const Ids& can) {
  const std::size_t rows = ref.size(), cols = can.size();
  std::vector<std::vector<std::uint32_t>> t(rows + 1, std::vector<std::uint32_t>(cols + 1, 0));
  for (std::size_t i = 1; i <= rows; ++i) {
    for (std::size_t j = 1; j <= cols; ++j) {
      t[i][j] = ref[i - 1] == can[j - 1] ? t[i - 1][j - 1] + 1 : std::max(t[i - 1][j], t[i][j - 1]);
    }
  }
  std::vector<char> marks(rows, 0);
  std::size_t i = rows, j = cols;
  while (i > 0 && j > 0) {
    if (ref[i - 1] == can[j - 1]) {
      marks[i - 1] = 1;
      --i;
      --j;
    } else if (t[i][j - 1] > t[i - 1][j]) {
      --j;
    } else {
      --i;
    }
  }
  return marks;
}

std::vector<char> marks_of(const Ids& ref, const Ids& can) {
  std::vector<char> marks(ref.size(), 0);
  RougeLcs lcs(can);
  lcs.mark(ref, marks);
  return marks;
}

TEST(RougeLcs, HandMadeCases) {
  // rouge_score's own example: LCS of [1 2 3 4 5] and [2 5 3 4] is read out as positions 1, 2, 3.
  EXPECT_EQ(marks_of({1, 2, 3, 4, 5}, {2, 5, 3, 4}), (std::vector<char>{0, 1, 1, 1, 0}));
  EXPECT_EQ(marks_of({1, 2, 3, 4, 5}, {8, 9}), (std::vector<char>(5, 0)));
  // A tie: [a b] vs [b a]; moving up on ties reads out a (position 0).
  EXPECT_EQ(marks_of({1, 2}, {2, 1}), (std::vector<char>{1, 0}));
  EXPECT_EQ(marks_of({}, {1}), std::vector<char>{});
  EXPECT_EQ(marks_of({1}, {}), std::vector<char>{0});
}

TEST(RougeLcs, MarksAccumulateAcrossCalls) {
  std::vector<char> marks(5, 0);
  const Ids can1 = {1, 2, 6, 7, 8}, can2 = {1, 3, 8, 9, 5};  // must outlive the RougeLcs
  RougeLcs c1(can1), c2(can2);
  c1.mark(Ids{1, 2, 3, 4, 5}, marks);
  c2.mark(Ids{1, 2, 3, 4, 5}, marks);
  EXPECT_EQ(marks, (std::vector<char>{1, 1, 1, 0, 1}));  // Lin (2004)'s union example
}

TEST(RougeLcs, SameAsPlainTableOnRandomSequences) {
  std::mt19937 rng(7);
  for (int iter = 0; iter < 3000; ++iter) {
    const std::uint32_t alphabet = 1 + iter % 7;
    const std::size_t max_len = iter % 3 == 0 ? 300 : 70;
    std::uniform_int_distribution<std::size_t> len(0, max_len);
    std::uniform_int_distribution<std::uint32_t> sym(0, alphabet - 1);
    Ids ref(len(rng)), can(len(rng));
    for (auto& x : ref) x = sym(rng);
    for (auto& x : can) x = sym(rng);
    ASSERT_EQ(marks_of(ref, can), reference_marks(ref, can))
        << "iteration " << iter << ", |ref| " << ref.size() << ", |can| " << can.size();
  }
}

TEST(RougeLcs, ReusedAcrossReferencesOfDifferentLengths) {
  std::mt19937 rng(11);
  std::uniform_int_distribution<std::uint32_t> sym(0, 3);
  Ids can(130);
  for (auto& x : can) x = sym(rng);
  RougeLcs lcs(can);
  for (std::size_t n : {200u, 3u, 64u, 0u, 129u}) {
    Ids ref(n);
    for (auto& x : ref) x = sym(rng);
    std::vector<char> marks(n, 0);
    lcs.mark(ref, marks);
    EXPECT_EQ(marks, reference_marks(ref, can)) << n;
  }
}

}  // namespace
}  // namespace citeval::metrics

// The longest common subsequence that rouge_score reads out, computed bit-parallel.
//
// rouge_score's summary-level LCS takes, for each (reference sentence, predicted sentence) pair,
// the one LCS its _backtrack_norec reads out of the full dynamic-programming table t: from the
// bottom-right corner, take a match diagonally, else move left if t[i][j-1] > t[i-1][j], else up.
// Which LCS is read out changes the union and so the score, so this reproduces that walk exactly.
//
// Why bit-parallel (Hyyro 2004, "Bit-parallel LCS-length computation revisited"): row i of t is
// encoded by one bit a predicted token (bit j clear <=> t[i][j+1] = t[i][j] + 1), computed 64
// columns at a time, and the walk reads t[i][j] back as the number of clear bits below j. The
// table takes 1 bit a cell instead of 4 bytes, so long unpunctuated sentences stay affordable.
//
//   RougeLcs lcs(prediction_sentence);             // token ids; precomputes match masks
//   std::vector<char> in_union(ref.size(), 0);
//   lcs.mark(ref, in_union);                       // sets in_union[i] for ref positions in the LCS
//
// A RougeLcs refers to the predicted sentence it was built from (which must outlive it) and
// keeps scratch space: use one per thread.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace citeval::metrics {

class RougeLcs {
 public:
  explicit RougeLcs(std::span<const std::uint32_t> can);

  // Sets marks[i] = 1 for each position i of `ref` in the LCS of (ref, can) that rouge_score's
  // backtracking reads out; leaves the other entries alone (so calls accumulate a union).
  // marks.size() must be >= ref.size().
  void mark(std::span<const std::uint32_t> ref, std::vector<char>& marks);

 private:
  std::span<const std::uint32_t> can_;
  std::size_t words_;  // 64-bit words a row
  std::unordered_map<std::uint32_t, std::size_t> mask_offset_;  // token -> offset in masks_
  std::vector<std::uint64_t> masks_;  // for each token of can_, the bit set of its positions
  std::vector<std::uint64_t> rows_;   // scratch: rows 0..|ref| of the encoded table
};

}  // namespace citeval::metrics

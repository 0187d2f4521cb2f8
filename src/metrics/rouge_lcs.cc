#include "metrics/rouge_lcs.h"

#include <algorithm>
#include <bit>

namespace citeval::metrics {
namespace {

// t[i][j] = the number of clear bits among the first j of row i.
std::size_t lcs_prefix(const std::uint64_t* row, std::size_t j) {
  std::size_t ones = 0;
  const std::size_t full = j / 64;
  for (std::size_t w = 0; w < full; ++w) ones += static_cast<std::size_t>(std::popcount(row[w]));
  if (const std::size_t rest = j % 64; rest != 0) {
    ones += static_cast<std::size_t>(std::popcount(row[full] & ((std::uint64_t{1} << rest) - 1)));
  }
  return j - ones;
}

}  // namespace

RougeLcs::RougeLcs(std::span<const std::uint32_t> can)
    : can_(can), words_((can.size() + 63) / 64) {
  for (std::size_t j = 0; j < can.size(); ++j) {
    auto [it, inserted] = mask_offset_.emplace(can[j], masks_.size());
    if (inserted) masks_.resize(masks_.size() + words_, 0);
    masks_[it->second + j / 64] |= std::uint64_t{1} << (j % 64);
  }
}

void RougeLcs::mark(std::span<const std::uint32_t> ref, std::vector<char>& marks) {
  const std::size_t rows = ref.size(), cols = can_.size(), w = words_;
  if (rows == 0 || cols == 0) return;
  // Row 0 (no reference token yet): t[0][j] = 0, all bits set. Bits past `cols` only ever
  // receive carries from below and are never read.
  rows_.assign((rows + 1) * w, ~std::uint64_t{0});
  for (std::size_t i = 1; i <= rows; ++i) {
    const std::uint64_t* prev = &rows_[(i - 1) * w];
    std::uint64_t* cur = &rows_[i * w];
    auto it = mask_offset_.find(ref[i - 1]);
    if (it == mask_offset_.end()) {  // no match in this row: t[i] = t[i-1]
      std::copy(prev, prev + w, cur);
      continue;
    }
    const std::uint64_t* match = &masks_[it->second];
    // V' = (V + (V & M)) | (V & ~M), the addition carrying across words.
    std::uint64_t carry = 0;
    for (std::size_t k = 0; k < w; ++k) {
      const std::uint64_t v = prev[k], u = v & match[k];
      std::uint64_t sum = v + u;
      std::uint64_t next_carry = sum < v ? 1 : 0;
      sum += carry;
      next_carry |= (sum < carry) ? 1 : 0;
      carry = next_carry;
      cur[k] = sum | (v & ~match[k]);
    }
  }
  std::size_t i = rows, j = cols;
  while (i > 0 && j > 0) {
    if (ref[i - 1] == can_[j - 1]) {
      marks[i - 1] = 1;
      --i;
      --j;
    } else if (lcs_prefix(&rows_[i * w], j - 1) > lcs_prefix(&rows_[(i - 1) * w], j)) {
      --j;
    } else {
      --i;
    }
  }
}

}  // namespace citeval::metrics

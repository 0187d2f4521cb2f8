#include "metrics/output_offsets.h"

#include <algorithm>
#include <iterator>

namespace citeval::metrics {

std::size_t OutputOffsets::original(std::size_t p) const {
  if (pieces.empty()) return p;
  auto it = std::upper_bound(pieces.begin(), pieces.end(), p,
                             [](std::size_t x, const auto& piece) { return x < piece.first; });
  const auto& [from, to] = it == pieces.begin() ? pieces.front() : *std::prev(it);
  return to + (p - from);
}

OutputOffsets OutputOffsets::of_positions(const std::vector<std::size_t>& at, std::size_t empty_at) {
  OutputOffsets out;
  for (std::size_t i = 0; i < at.size(); ++i) {
    if (i == 0 || at[i] != at[i - 1] + 1) out.pieces.emplace_back(i, at[i]);
  }
  if (at.empty()) out.pieces = {{0, empty_at}};
  return out;
}

}  // namespace citeval::metrics

#include "meta/bootstrap.h"

#include <algorithm>

namespace citeval::meta {

std::uint32_t draw_below(SplitMix64& rng, std::uint32_t n) {
  std::uint64_t m = (rng.next() >> 32) * n;
  auto low = static_cast<std::uint32_t>(m);
  if (low < n) {
    const std::uint32_t threshold = (0u - n) % n;
    while (low < threshold) {
      m = (rng.next() >> 32) * n;
      low = static_cast<std::uint32_t>(m);
    }
  }
  return static_cast<std::uint32_t>(m >> 32);
}

void bootstrap_weights(std::uint64_t seed, std::uint64_t replicate, std::span<std::uint32_t> weights) {
  std::fill(weights.begin(), weights.end(), 0u);
  const auto n = static_cast<std::uint32_t>(weights.size());
  if (n == 0) return;
  SplitMix64 rng(seed, replicate);
  for (std::uint32_t i = 0; i < n; ++i) ++weights[draw_below(rng, n)];
}

}  // namespace citeval::meta

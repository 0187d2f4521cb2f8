// The seeded bootstrap draws of the meta-evaluation (meta_evaluator.h), shared with every other
// report that gives bootstrap intervals (the HTML report's metric cards and paired comparisons),
// so that the same (seed, replicate, number of units) always resamples the same units.
//
//   std::vector<std::uint32_t> w(units);
//   for (std::size_t b = 0; b < replicates; ++b) {
//     bootstrap_weights(seed, b, w);          // w[i] = times unit i was drawn in replicate b
//     stats[b] = statistic(w);
//   }
//
// Replicate b draws units.size() units with replacement from a SplitMix64 stream that depends
// only on (seed, b), so replicates may run on any thread in any order.
#pragma once

#include <cstdint>
#include <span>

namespace citeval::meta {

// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fully specified generator. Replicate b starts at
// seed + b * 2^32 * golden, so the streams of different replicates never overlap (a replicate
// draws fewer than 2^32 numbers).
class SplitMix64 {
 public:
  SplitMix64(std::uint64_t seed, std::uint64_t replicate)
      : state_(seed + replicate * (kGolden << 32)) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += kGolden);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

 private:
  static constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ULL;
  std::uint64_t state_;
};

// Uniform integer in [0, n), 0 < n < 2^32, from the high 32 bits of a draw: Lemire's
// multiply-and-reject, division-free in the common case.
std::uint32_t draw_below(SplitMix64& rng, std::uint32_t n);

// Fills `weights` (one entry a unit, fewer than 2^32 units) with the number of times each unit is
// drawn in replicate `replicate` of the bootstrap seeded with `seed`.
void bootstrap_weights(std::uint64_t seed, std::uint64_t replicate, std::span<std::uint32_t> weights);

}  // namespace citeval::meta

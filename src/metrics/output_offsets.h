// Byte maps from a normalised text back to the text a caller gave: every benchmark normalises the
// model's answer before scoring it (ALCE and ALiICE strip it, cut it at its first line and drop
// "<|im_end|>"; LongBench-Cite removes its <statement> and <cite> tags), and its detail records
// point back at the caller's exact bytes through one of these (docs/alce.md, aliice.md,
// longbench-cite.md: "Offsets into the text as given").
//
//   OutputOffsets map = OutputOffsets::of_positions(at, given.size());  // at[i]: where byte i was
//   std::size_t b = map.original(begin), e = map.original_end(end);    // [b, e) of the given text
//
// Pure values; thread-safe to read.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace citeval::metrics {

// Where the bytes of a prepared text were in the text given: a piecewise shift (ALCE's stripped
// leading white space, each "<|im_end|>" removed, LongBench-Cite's cut tags). Empty: the
// identity.
struct OutputOffsets {
  // (first byte of a piece of the prepared text, where that byte was in the text given), by the
  // first.
  std::vector<std::pair<std::size_t, std::size_t>> pieces;
  // A begin offset, and an end offset (exclusive: just after the byte before it).
  std::size_t original(std::size_t p) const;
  std::size_t original_end(std::size_t e) const { return e == 0 ? original(0) : original(e - 1) + 1; }
  // The map of a prepared text whose byte i was byte at[i] of the text given (at increasing);
  // `empty_at`: where an empty prepared text is in the text given.
  static OutputOffsets of_positions(const std::vector<std::size_t>& at, std::size_t empty_at);
};

}  // namespace citeval::metrics

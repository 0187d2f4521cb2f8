// MemoTable — a JudgeSession's in-run memo: every distinct pair's Judgment, for the session's
// lifetime, in one flat open-addressing table.
//
// Why not std::unordered_map: a node map allocates one ~160-byte node a pair. Those nodes live
// for the whole run, interleaved on the heap with the short-lived items and texts of each chunk,
// and the allocator's cost grew with them: ALCE with the lexical judge took 0.20 ms CPU an item
// at 10k items and 0.28 ms at 50k (issue 27; the memo was the difference: without it, 0.19 ms
// both). Here a pair is one 32-byte slot of a table that doubles when three quarters full, and
// the rare judgment with text (an error, an LLM's rationale) keeps it in a side list.
//
// A slot holds a 128-bit XXH3 fingerprint of the MemoKey (itself three 128-bit XXH3 hashes)
// instead of the key: two distinct pairs share a slot with probability ~n^2 / 2^129 (1e-26 at
// 5 million pairs), the same order as two texts sharing a MemoKey.
//
// Not thread-safe (JudgeSession guards it with its mutex).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "citeval/judge.h"
#include "judge/pair_key.h"

namespace citeval::judge {

class MemoTable {
 public:
  // The judgment memoised for `key` into `out`; false (out untouched) when there is none.
  bool find(const MemoKey& key, Judgment& out) const;
  // Memoises `j` for `key`, replacing what was there.
  void insert_or_assign(const MemoKey& key, const Judgment& j);
  std::size_t size() const { return size_; }

 private:
  struct Slot {
    std::uint64_t low = 0, high = 0;  // the key's fingerprint
    double prob = 0.0;
    std::int32_t label = 0;
    std::uint32_t meta = 0;  // kUsed | kOk | index + 1 into texts_ (0: no text)
  };
  static constexpr std::uint32_t kUsed = 1u << 31, kOk = 1u << 30, kTextMask = kOk - 1;

  std::size_t slot_of(std::uint64_t low, std::uint64_t high) const;  // where it is or would go
  void grow();

  std::vector<Slot> slots_;  // a power of two of them, or none
  std::size_t size_ = 0;
  std::vector<std::pair<std::string, std::string>> texts_;  // error, rationale
};

}  // namespace citeval::judge

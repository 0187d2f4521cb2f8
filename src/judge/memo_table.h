// MemoTable — a JudgeSession's in-run memo: every distinct pair's Judgment, for the session's
// lifetime, in one flat open-addressing table; or, with a bound (a long-running service: citeval
// serve), the most recently used ones.
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
// The bound (max_pairs > 0) keeps two generations, each a table as above: pairs go into the
// current one; when it holds max_pairs / 2 and a new pair comes, the older generation is dropped
// (its pairs evicted) and the current one becomes the older, its storage reused for the next (no
// allocation once both are grown). A pair found in the older generation is copied into the
// current one, so a pair in use stays. Why not an LRU list: deleting from a linear-probing table
// needs its probe chains repaired, and a list would cost every hit a write and 16 bytes a pair;
// here a hit in the current generation is the unbounded table's one probe, and the memory is at
// most two tables of max_pairs / 2 pairs (32 bytes a slot, at most 3/4 full: 65,536 pairs take
// two tables of 2^16 slots, 4 MiB; citeval serve's default, 16,384, 1 MiB). The memo's figures do not depend on it:
// an evicted pair is asked again (of the persistent cache, then of the judge), and a deterministic
// judge answers it the same.
//
// Not thread-safe (JudgeSession guards it with its mutex).
#pragma once

#include <algorithm>
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
  // max_pairs: 0 keeps every pair; else at most max(max_pairs, 2), the most recently used.
  explicit MemoTable(std::size_t max_pairs = 0) : generation_max_(max_pairs == 0 ? 0 : std::max<std::size_t>(max_pairs / 2, 1)) {}
  // The judgment memoised for `key` into `out`; false (out untouched) when there is none. Not
  // const: a pair found in the older generation moves to the current one.
  bool find(const MemoKey& key, Judgment& out);
  // Memoises `j` for `key`, replacing what was there.
  void insert_or_assign(const MemoKey& key, const Judgment& j);
  // Pairs kept now (a pair replaced after it moved generations may count twice until dropped).
  std::size_t size() const { return current_.size + older_.size; }
  std::size_t evicted() const { return evicted_; }  // pairs dropped by the bound so far

 private:
  struct Slot {
    std::uint64_t low = 0, high = 0;  // the key's fingerprint
    double prob = 0.0;
    std::int32_t label = 0;
    std::uint32_t meta = 0;  // kUsed | kOk | index + 1 into texts (0: no text)
  };
  static constexpr std::uint32_t kUsed = 1u << 31, kOk = 1u << 30, kTextMask = kOk - 1;

  // One open-addressing table.
  struct Generation {
    std::vector<Slot> slots;  // a power of two of them, or none
    std::size_t size = 0;
    std::vector<std::pair<std::string, std::string>> texts;  // error, rationale

    std::size_t slot_of(std::uint64_t low, std::uint64_t high) const;  // where it is or would go
    bool contains(std::uint64_t low, std::uint64_t high) const;
    bool find(std::uint64_t low, std::uint64_t high, Judgment& out) const;
    void put(std::uint64_t low, std::uint64_t high, const Judgment& j);
    void grow();
    void clear();  // keeps the storage
  };

  // Puts into the current generation, first retiring it if it is full and the pair is new.
  void put(std::uint64_t low, std::uint64_t high, const Judgment& j);

  std::size_t generation_max_;  // pairs of a generation; 0: one generation, unbounded
  Generation current_, older_;
  std::size_t evicted_ = 0;
};

}  // namespace citeval::judge

// Key128Map — a compact map from 128-bit keys (hashes such as XXH3-128) to size_t values: one
// flat array of 24-byte slots, open addressing with linear probing, grown (doubled) at 3/4 load.
//
// Why: LongciteReader keeps the first line of every idx to name duplicates, one entry an item for
// the whole run (issue 27). std::unordered_map spent a node (a malloc, ~56 bytes with its bucket)
// an entry and two dependent cache misses a lookup; here an entry is 24 bytes (32–64 with the
// free slots) and a lookup touches one slot, usually.
//
// The key is compared whole (both 64-bit halves): two keys sharing a slot, or the same low half,
// stay two entries; only equal keys are one. The slot is chosen from the key's low half, so keys
// must already be well mixed (a hash). Values must be below kNoValue (a free slot's mark).
//
//   Key128Map m;
//   auto [value, fresh] = m.emplace({high, low}, line);  // fresh: the key was new; value: its value
//
// Not thread-safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

namespace citeval {

struct Key128 {
  std::uint64_t high = 0, low = 0;
  bool operator==(const Key128&) const = default;
};

class Key128Map {
 public:
  static constexpr std::size_t kNoValue = std::numeric_limits<std::size_t>::max();

  // The key's value and true when the key was new (then its value is `value`); else the value
  // stored first and false.
  std::pair<std::size_t, bool> emplace(Key128 key, std::size_t value) {
    if ((size_ + 1) * 4 > slots_.size() * 3) grow();
    Slot& s = slots_[find(key)];
    if (s.value != kNoValue) return {s.value, false};
    s = {key, value};
    ++size_;
    return {value, true};
  }
  // The key's value, or kNoValue when absent.
  std::size_t find_value(Key128 key) const {
    return slots_.empty() ? kNoValue : slots_[find(key)].value;
  }
  std::size_t size() const { return size_; }
  std::size_t capacity() const { return slots_.size(); }

 private:
  struct Slot {
    Key128 key;
    std::size_t value = kNoValue;
  };
  // The slot of `key`, or the free slot where it would go (the table is never full).
  std::size_t find(Key128 key) const {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = static_cast<std::size_t>(key.low) & mask;; i = (i + 1) & mask) {
      const Slot& s = slots_[i];
      if (s.value == kNoValue || s.key == key) return i;
    }
  }
  void grow() {
    std::vector<Slot> old(slots_.empty() ? 16 : slots_.size() * 2);
    old.swap(slots_);
    for (const Slot& s : old)
      if (s.value != kNoValue) slots_[find(s.key)] = s;
  }
  std::vector<Slot> slots_;
  std::size_t size_ = 0;
};

}  // namespace citeval

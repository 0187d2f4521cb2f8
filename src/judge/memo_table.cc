#include "judge/memo_table.h"

#define XXH_INLINE_ALL
#include <xxhash.h>

namespace citeval::judge {
namespace {

XXH128_hash_t fingerprint(const MemoKey& key) {
  const std::uint64_t words[6] = {key.premise_low,    key.premise_high,  key.hypothesis_low,
                                  key.hypothesis_high, key.question_low, key.question_high};
  return XXH3_128bits(words, sizeof words);
}

}  // namespace

std::size_t MemoTable::Generation::slot_of(std::uint64_t low, std::uint64_t high) const {
  const std::size_t mask = slots.size() - 1;
  for (std::size_t i = static_cast<std::size_t>(low) & mask;; i = (i + 1) & mask) {
    const Slot& s = slots[i];
    if (!(s.meta & kUsed) || (s.low == low && s.high == high)) return i;
  }
}

bool MemoTable::Generation::contains(std::uint64_t low, std::uint64_t high) const {
  return !slots.empty() && (slots[slot_of(low, high)].meta & kUsed) != 0;
}

bool MemoTable::Generation::find(std::uint64_t low, std::uint64_t high, Judgment& out) const {
  if (slots.empty()) return false;
  const Slot& s = slots[slot_of(low, high)];
  if (!(s.meta & kUsed)) return false;
  out.ok = (s.meta & kOk) != 0;
  out.prob = s.prob;
  out.label = s.label;
  if (const std::uint32_t text = s.meta & kTextMask) {
    out.error = texts[text - 1].first;
    out.rationale = texts[text - 1].second;
  } else {
    out.error.clear();
    out.rationale.clear();
  }
  return true;
}

void MemoTable::Generation::put(std::uint64_t low, std::uint64_t high, const Judgment& j) {
  if ((size + 1) * 4 > slots.size() * 3) grow();
  Slot& s = slots[slot_of(low, high)];
  std::uint32_t text = s.meta & kUsed ? s.meta & kTextMask : 0;
  if (!j.error.empty() || !j.rationale.empty()) {
    if (text == 0) {
      texts.emplace_back();
      text = static_cast<std::uint32_t>(texts.size());
    }
    texts[text - 1] = {j.error, j.rationale};
  } else if (text != 0) {
    texts[text - 1] = {};  // left unused: a replaced judgment is rare
    text = 0;
  }
  if (!(s.meta & kUsed)) ++size;
  s.low = low;
  s.high = high;
  s.prob = j.prob;
  s.label = j.label;
  s.meta = kUsed | (j.ok ? kOk : 0) | text;
}

void MemoTable::Generation::grow() {
  std::vector<Slot> old = std::move(slots);
  slots.assign(old.empty() ? 1024 : old.size() * 2, Slot{});
  for (const Slot& s : old) {
    if (s.meta & kUsed) slots[slot_of(s.low, s.high)] = s;
  }
}

void MemoTable::Generation::clear() {
  std::fill(slots.begin(), slots.end(), Slot{});
  size = 0;
  texts.clear();
}

bool MemoTable::find(const MemoKey& key, Judgment& out) {
  const XXH128_hash_t fp = fingerprint(key);
  if (current_.find(fp.low64, fp.high64, out)) return true;
  if (older_.size == 0 || !older_.find(fp.low64, fp.high64, out)) return false;
  put(fp.low64, fp.high64, out);  // in use: into the current generation
  return true;
}

void MemoTable::insert_or_assign(const MemoKey& key, const Judgment& j) {
  const XXH128_hash_t fp = fingerprint(key);
  put(fp.low64, fp.high64, j);
}

void MemoTable::put(std::uint64_t low, std::uint64_t high, const Judgment& j) {
  if (generation_max_ != 0 && current_.size >= generation_max_) {
    if (!current_.contains(low, high)) {  // a new pair for a full generation: retire it
      evicted_ += older_.size;
      std::swap(current_, older_);
      current_.clear();
    }
  }
  current_.put(low, high, j);
}

}  // namespace citeval::judge

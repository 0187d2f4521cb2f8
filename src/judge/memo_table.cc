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

std::size_t MemoTable::slot_of(std::uint64_t low, std::uint64_t high) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = static_cast<std::size_t>(low) & mask;; i = (i + 1) & mask) {
    const Slot& s = slots_[i];
    if (!(s.meta & kUsed) || (s.low == low && s.high == high)) return i;
  }
}

bool MemoTable::find(const MemoKey& key, Judgment& out) const {
  if (slots_.empty()) return false;
  const XXH128_hash_t fp = fingerprint(key);
  const Slot& s = slots_[slot_of(fp.low64, fp.high64)];
  if (!(s.meta & kUsed)) return false;
  out.ok = (s.meta & kOk) != 0;
  out.prob = s.prob;
  out.label = s.label;
  if (const std::uint32_t text = s.meta & kTextMask) {
    out.error = texts_[text - 1].first;
    out.rationale = texts_[text - 1].second;
  } else {
    out.error.clear();
    out.rationale.clear();
  }
  return true;
}

void MemoTable::insert_or_assign(const MemoKey& key, const Judgment& j) {
  if ((size_ + 1) * 4 > slots_.size() * 3) grow();
  const XXH128_hash_t fp = fingerprint(key);
  Slot& s = slots_[slot_of(fp.low64, fp.high64)];
  std::uint32_t text = s.meta & kUsed ? s.meta & kTextMask : 0;
  if (!j.error.empty() || !j.rationale.empty()) {
    if (text == 0) {
      texts_.emplace_back();
      text = static_cast<std::uint32_t>(texts_.size());
    }
    texts_[text - 1] = {j.error, j.rationale};
  } else if (text != 0) {
    texts_[text - 1] = {};  // left unused: a replaced judgment is rare
    text = 0;
  }
  if (!(s.meta & kUsed)) ++size_;
  s.low = fp.low64;
  s.high = fp.high64;
  s.prob = j.prob;
  s.label = j.label;
  s.meta = kUsed | (j.ok ? kOk : 0) | text;
}

void MemoTable::grow() {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(old.empty() ? 1024 : old.size() * 2, Slot{});
  for (const Slot& s : old) {
    if (s.meta & kUsed) slots_[slot_of(s.low, s.high)] = s;
  }
}

}  // namespace citeval::judge

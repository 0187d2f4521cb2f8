// The evaluated input's items joined to the detail's records by position, without holding the
// input: the report asks for the positions of a block of detail records at a time, and the
// reader reads on from where it stands, keeping only those items. A detail citeval wrote lists
// its items in the input's order, so the input is read once, in step with it; a position behind
// the reader (a detail in another order, or repeating a position) opens the input again and
// reads from its start (once per block: slow for a shuffled detail, never wrong).
//
//   InputJoin<InputItem> join(std::make_unique<MySource>(path));
//   if (auto st = join.start(); !st) return st.error();        // opens: an unreadable input fails here
//   std::map<std::size_t, InputItem> found;
//   if (auto st = join.fetch({0, 1, 5}, found); !st) ...       // sorted positions; absent ones are not in `found`
//   if (auto st = join.finish(); !st) ...                       // reads to the end: a broken tail is an error too
#pragma once

#include <algorithm>
#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "citeval/result.h"

namespace citeval::report {

// A reader of an input's items with their positions, increasing (malformed items skipped, their
// positions counted).
template <class Item>
class InputSource {
 public:
  virtual ~InputSource() = default;
  virtual Status open() = 0;                                   // (again) at the first item
  virtual Result<bool> next(std::size_t& position, Item& item) = 0;  // false at the end
};

template <class Item>
class InputJoin {
 public:
  explicit InputJoin(std::unique_ptr<InputSource<Item>> source) : source_(std::move(source)) {}

  Status start() { return rewind(); }

  // The items at `positions` (sorted, unique) that the input has.
  Status fetch(const std::vector<std::size_t>& positions, std::map<std::size_t, Item>& found) {
    found.clear();
    if (positions.empty()) return Ok{};
    if (positions.front() < next_) {
      if (auto st = rewind(); !st) return st;
    }
    std::size_t left = positions.size();
    while (left > 0) {
      if (!pending_) {
        if (ended_) break;
        std::pair<std::size_t, Item> x;
        auto more = source_->next(x.first, x.second);
        if (!more) return more.error();
        if (!*more) {
          ended_ = true;
          break;
        }
        pending_ = std::move(x);
      }
      // An item past the last position waits for the next block.
      if (pending_->first > positions.back()) break;
      next_ = pending_->first + 1;
      if (std::binary_search(positions.begin(), positions.end(), pending_->first)) {
        found.insert(std::move(*pending_));
        --left;
      }
      pending_.reset();
    }
    return Ok{};
  }

  // Reads the rest: an input that breaks off after the last item asked for is an error, as one
  // that breaks off before it.
  Status finish() {
    pending_.reset();
    while (!ended_) {
      std::size_t position = 0;
      Item item;
      auto more = source_->next(position, item);
      if (!more) return more.error();
      ended_ = !*more;
    }
    return Ok{};
  }

 private:
  Status rewind() {
    pending_.reset();
    next_ = 0;
    ended_ = false;
    return source_->open();
  }

  std::unique_ptr<InputSource<Item>> source_;
  std::optional<std::pair<std::size_t, Item>> pending_;
  std::size_t next_ = 0;  // the first position not yet read (the pending item's included)
  bool ended_ = false;
};

}  // namespace citeval::report

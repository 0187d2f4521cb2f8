#include "depparse/transition.h"

#include <cstdlib>

namespace citeval::parse {

Configuration::Configuration(int n)
    : n_(n), head_(n + 1, -1), label_(n + 1, -1), lc1_(n + 1, 0), lc2_(n + 1, 0), rc1_(n + 1, 0),
      rc2_(n + 1, 0), nl_(n + 1, 0), nr_(n + 1, 0), lset_(n + 1, 0), rset_(n + 1, 0) {
  stack_.reserve(n + 1);
  stack_.push_back(0);
}

bool Configuration::valid(int action) const {
  if (action == kShift) return b_ <= n_;
  const int s0 = stack(0);
  if (is_left(action)) return s0 > 0 && b_ <= n_;
  if (stack_.size() < 2) return false;
  return stack(1) != 0 || b_ > n_;
}

void Configuration::add_arc(int h, int d, int label) {
  head_[d] = h;
  label_[d] = label;
  if (h == 0) return;
  const std::uint64_t bit = std::uint64_t{1} << (label & 63);
  if (d < h) {
    ++nl_[h];
    lset_[h] |= bit;
    if (lc1_[h] == 0 || d < lc1_[h]) {
      lc2_[h] = lc1_[h];
      lc1_[h] = d;
    } else if (lc2_[h] == 0 || d < lc2_[h]) {
      lc2_[h] = d;
    }
  } else {
    ++nr_[h];
    rset_[h] |= bit;
    if (rc1_[h] == 0 || d > rc1_[h]) {
      rc2_[h] = rc1_[h];
      rc1_[h] = d;
    } else if (rc2_[h] == 0 || d > rc2_[h]) {
      rc2_[h] = d;
    }
  }
}

void Configuration::apply(int action) {
  if (!valid(action)) std::abort();  // callers check validity; this is a programming error
  if (action == kShift) {
    stack_.push_back(b_++);
    return;
  }
  const int s0 = stack_.back();
  stack_.pop_back();
  if (is_left(action)) add_arc(b_, s0, action_label(action));
  else add_arc(stack_.back(), s0, action_label(action));
}

Oracle::Oracle(std::vector<int> gold_heads, std::vector<int> gold_labels)
    : head_(std::move(gold_heads)), label_(std::move(gold_labels)) {}

int Oracle::cost(const Configuration& c, int action) const {
  const int n = c.size();
  const int b = c.buffer(0);
  const int s0 = c.stack(0);
  if (action == kShift) {
    int cost = 0;
    for (int k = 0; k < c.stack_size(); ++k) {
      const int s = c.stack(k);
      if (s > 0 && head_[s] == b) ++cost;       // b's stack dependents are lost
      if (k > 0 && head_[b] == s) ++cost;       // b's head below s0 is lost
    }
    return cost;
  }
  int cost = 0;
  for (int d = b < 0 ? n + 1 : b; d <= n; ++d)
    if (head_[d] == s0) ++cost;  // s0 is popped: its buffer dependents are lost
  const int h = head_[s0];
  if (is_left(action)) {
    if (h == c.stack(1) || (b >= 0 && h > b)) ++cost;
    if (h == b && label_[s0] != action_label(action)) ++cost;
  } else {
    if (b >= 0 && h >= b) ++cost;
    if (h == c.stack(1) && label_[s0] != action_label(action)) ++cost;
  }
  return cost;
}

int Oracle::static_action(const Configuration& c) const {
  const int s0 = c.stack(0);
  if (s0 > 0) {
    const int l = label_[s0];
    if (c.valid(left_action(l)) && cost(c, left_action(l)) == 0) return left_action(l);
    if (c.valid(right_action(l)) && cost(c, right_action(l)) == 0) return right_action(l);
  }
  if (c.valid(kShift) && cost(c, kShift) == 0) return kShift;
  return -1;
}

}  // namespace citeval::parse

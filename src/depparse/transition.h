// The arc-hybrid transition system (Kuhlmann, Gomez-Rodriguez & Satta 2011) with the dynamic
// oracle of Goldberg & Nivre (2013).
//
// Words are numbered 1..n; 0 is the artificial root, which starts on the stack. A configuration
// is (stack, buffer = words b..n, arcs). Actions are numbered: 0 = SHIFT, 1 + 2l = LEFT(l),
// 2 + 2l = RIGHT(l) for label l. For every action:
//
//  SHIFT   Validity: the buffer is not empty.
//          Cost: gold arcs lost = dependents of b on the stack + [gold head of b is on the stack
//          below s0].
//          Action: push b onto the stack.
//  LEFT(l) Validity: s0 is a word (not the root) and the buffer is not empty.
//          Cost: [gold head of s0 is s1 or in the buffer after b] + gold dependents of s0 in
//          the buffer + [head of s0 is b but l is not its gold label].
//          Action: add arc b -l-> s0, pop s0.
//  RIGHT(l) Validity: the stack holds s1 and s0; if s1 is the root, the buffer is empty (so the
//          root gets exactly one dependent, as in UD and spaCy trees).
//          Cost: [gold head of s0 is in the buffer] + gold dependents of s0 in the buffer +
//          [head of s0 is s1 but l is not its gold label].
//          Action: add arc s1 -l-> s0, pop s0.
//
// Costs are exact for projective gold trees: following any zero-cost action from any reachable
// configuration ends in the best reachable tree (tests/depparse/oracle_test.cc checks that from
// the initial configuration it rebuilds every projective gold tree).
#pragma once

#include <cstdint>
#include <vector>

namespace citeval::parse {

enum : int { kShift = 0 };
inline int left_action(int label) { return 1 + 2 * label; }
inline int right_action(int label) { return 2 + 2 * label; }
inline int action_label(int action) { return (action - 1) / 2; }
inline bool is_left(int action) { return action > 0 && action % 2 == 1; }
inline bool is_right(int action) { return action > 0 && action % 2 == 0; }

class Configuration {
 public:
  // n words; labels are small integers (< 64, they feed the label-set features).
  explicit Configuration(int n);

  int size() const { return n_; }
  bool terminal() const { return b_ > n_ && stack_.size() == 1; }
  bool buffer_empty() const { return b_ > n_; }
  // k-th item from the top of the stack (0 = s0), or -1.
  int stack(int k) const {
    return k < static_cast<int>(stack_.size()) ? stack_[stack_.size() - 1 - k] : -1;
  }
  int stack_size() const { return static_cast<int>(stack_.size()); }
  // k-th buffer item (0 = b0), or -1.
  int buffer(int k) const { return b_ + k <= n_ ? b_ + k : -1; }

  bool valid(int action) const;
  void apply(int action);

  // The tree so far: head (-1 = none) and label of every word 1..n (index 0 unused).
  const std::vector<int>& heads() const { return head_; }
  const std::vector<int>& labels() const { return label_; }
  // Children summaries for features (0 = none).
  int leftmost(int w) const { return lc1_[w]; }
  int leftmost2(int w) const { return lc2_[w]; }
  int rightmost(int w) const { return rc1_[w]; }
  int rightmost2(int w) const { return rc2_[w]; }
  int left_count(int w) const { return nl_[w]; }
  int right_count(int w) const { return nr_[w]; }
  std::uint64_t left_labels(int w) const { return lset_[w]; }
  std::uint64_t right_labels(int w) const { return rset_[w]; }

 private:
  void add_arc(int h, int d, int label);

  int n_;
  int b_ = 1;
  std::vector<int> stack_;
  std::vector<int> head_, label_, lc1_, lc2_, rc1_, rc2_, nl_, nr_;
  std::vector<std::uint64_t> lset_, rset_;
};

// The dynamic oracle for one gold tree (heads 0..n with 0 = root; labels per word; index 0
// unused in both).
class Oracle {
 public:
  Oracle(std::vector<int> gold_heads, std::vector<int> gold_labels);
  // Number of gold arcs that `action` makes unreachable (plus a wrong label); only for valid
  // actions.
  int cost(const Configuration& c, int action) const;
  // The zero-cost action preferred by the static oracle (LEFT, then RIGHT, then SHIFT), or -1
  // if none has zero cost (never for projective gold trees).
  int static_action(const Configuration& c) const;

 private:
  std::vector<int> head_, label_;
};

}  // namespace citeval::parse

#include "depparse/transition.h"

#include <gtest/gtest.h>

#include <map>

#include "depparse/perceptron.h"
#include "depparse/scheme.h"
#include "test_data.h"

namespace citeval::parse {
namespace {

struct Gold {
  std::vector<int> heads{-1}, labels{-1};
};

Gold gold_of(const ConlluSentence& s, std::map<std::string, int>& label_ids) {
  Gold g;
  for (const auto& w : s.words) {
    g.heads.push_back(w.head);
    auto it = label_ids.emplace(w.deprel, static_cast<int>(label_ids.size())).first;
    g.labels.push_back(it->second);
  }
  return g;
}

// "She ate apples": 1 <-nsubj- 2 -dobj-> 3, root 2. Labels: 0 nsubj, 1 dobj, 2 root.
TEST(ArcHybrid, ValidityCostAndActionOfEachTransition) {
  Oracle o({-1, 2, 0, 2}, {-1, 0, 2, 1});
  Configuration c(3);
  // Initial: stack [0], buffer [1 2 3]; only SHIFT.
  EXPECT_TRUE(c.valid(kShift));
  EXPECT_FALSE(c.valid(left_action(0)));
  EXPECT_FALSE(c.valid(right_action(0)));
  EXPECT_EQ(o.cost(c, kShift), 0);
  c.apply(kShift);
  // stack [0 1], buffer [2 3]: RIGHT from the root is invalid while the buffer is not empty.
  EXPECT_FALSE(c.valid(right_action(0)));
  EXPECT_EQ(o.cost(c, left_action(0)), 0);  // 2 -nsubj-> 1: correct
  EXPECT_EQ(o.cost(c, left_action(1)), 1);  // right head, wrong label
  EXPECT_EQ(o.cost(c, kShift), 2);  // 1 could never get head 2, nor 2 the root below 1
  EXPECT_EQ(o.static_action(c), left_action(0));
  c.apply(left_action(0));
  EXPECT_EQ(c.heads()[1], 2);
  EXPECT_EQ(c.labels()[1], 0);
  EXPECT_EQ(c.leftmost(2), 1);
  EXPECT_EQ(c.left_count(2), 1);
  // stack [0], buffer [2 3]
  c.apply(kShift);
  // stack [0 2], buffer [3]: LEFT would make 3 the head of 2 (loses 2's root arc and 3's arc).
  EXPECT_EQ(o.cost(c, left_action(2)), 2);
  EXPECT_EQ(o.cost(c, kShift), 0);
  c.apply(kShift);
  // stack [0 2 3], buffer []: only RIGHT.
  EXPECT_FALSE(c.valid(kShift));
  EXPECT_FALSE(c.valid(left_action(1)));
  EXPECT_EQ(o.cost(c, right_action(1)), 0);
  EXPECT_EQ(o.cost(c, right_action(0)), 1);
  c.apply(right_action(1));
  // stack [0 2]: RIGHT from the root now valid.
  EXPECT_TRUE(c.valid(right_action(2)));
  c.apply(right_action(2));
  EXPECT_TRUE(c.terminal());
  EXPECT_EQ(c.heads(), (std::vector<int>{-1, 2, 0, 2}));
  EXPECT_EQ(c.labels(), (std::vector<int>{-1, 0, 2, 1}));
  EXPECT_EQ(c.rightmost(2), 3);
}

TEST(ArcHybrid, StaticOracleRebuildsEveryProjectiveDevTree) {
  std::map<std::string, int> label_ids;
  std::size_t checked = 0;
  for (const auto& ud : testing::ewt("dev")) {
    for (const ConlluSentence& s : {ud, ud_to_spacy(ud)}) {
      if (!is_projective(s.heads())) continue;
      Gold g = gold_of(s, label_ids);
      Oracle o(g.heads, g.labels);
      Configuration c(static_cast<int>(s.words.size()));
      while (!c.terminal()) {
        int a = o.static_action(c);
        ASSERT_GE(a, 0) << s.comments[0];
        ASSERT_TRUE(c.valid(a));
        c.apply(a);
      }
      ASSERT_EQ(c.heads(), g.heads) << s.comments[0];
      ASSERT_EQ(c.labels(), g.labels) << s.comments[0];
      ++checked;
    }
  }
  EXPECT_GT(checked, 3800u);
}

// Costs are exact: after arbitrary (random) actions followed by zero-cost actions only, the
// number of wrong words equals the sum of the costs of the actions taken.
TEST(ArcHybrid, DynamicOracleCostsAddUpToTheLoss) {
  std::map<std::string, int> label_ids;
  std::uint64_t rng = 7;
  auto next = [&] { return mix64(rng += 0x9E3779B97F4A7C15ull); };
  std::size_t checked = 0;
  const auto& dev = testing::ewt("dev");
  for (std::size_t i = 0; i < dev.size(); i += 3) {
    ConlluSentence s = ud_to_spacy(dev[i]);
    if (!is_projective(s.heads())) continue;
    Gold g = gold_of(s, label_ids);
    const int num_labels = 48;
    Oracle o(g.heads, g.labels);
    Configuration c(static_cast<int>(s.words.size()));
    int total_cost = 0, step = 0;
    const int random_steps = static_cast<int>(next() % (2 * s.words.size() + 1));
    while (!c.terminal()) {
      std::vector<int> valid, zero;
      for (int a = 0; a < 1 + 2 * num_labels; ++a) {
        if (!c.valid(a)) continue;
        valid.push_back(a);
        if (o.cost(c, a) == 0) zero.push_back(a);
      }
      ASSERT_FALSE(zero.empty()) << s.comments[0];
      const auto& pool = step++ < random_steps ? valid : zero;
      int a = pool[next() % pool.size()];
      total_cost += o.cost(c, a);
      c.apply(a);
    }
    int loss = 0;
    for (std::size_t w = 1; w < g.heads.size(); ++w)
      loss += c.heads()[w] != g.heads[w] || c.labels()[w] != g.labels[w];
    ASSERT_EQ(loss, total_cost) << s.comments[0];
    ++checked;
  }
  EXPECT_GT(checked, 600u);
}

}  // namespace
}  // namespace citeval::parse

// exact_presence / str_em_item / str_em_means on hand-computed cases (ALCE's eval.py semantics).
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/str_em.h"

namespace citeval::metrics {
namespace {

TEST(ExactPresence, NormalisedSubstring) {
  EXPECT_TRUE(exact_presence({"Eiffel Tower", "la tour Eiffel"}, "It is the Eiffel Tower."));
  EXPECT_TRUE(exact_presence({"THE EIFFEL TOWER!"}, "it is the eiffel tower"));
  // Punctuation is deleted, not replaced by a space: "eiffel-tower" becomes "eiffeltower".
  EXPECT_FALSE(exact_presence({"Eiffel Tower"}, "the Eiffel-Tower"));
  // A plain substring test, not a word match: ALCE finds "art" in "smart".
  EXPECT_TRUE(exact_presence({"art"}, "a smart idea"));
  EXPECT_FALSE(exact_presence({"1890"}, "in 1889"));
}

TEST(ExactPresence, EmptyAliasesAndAliasLists) {
  EXPECT_TRUE(exact_presence({"The"}, ""));  // normalises to "", which every string contains
  EXPECT_FALSE(exact_presence({}, "anything"));
}

TEST(StrEmItem, FractionFoundAndHit) {
  auto s = str_em_item({{"1889"}, {"Paris", "Paris, France"}, {"Gustave"}}, "Built in 1889 in Paris.");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->str_em, 2.0 / 3);
  EXPECT_EQ(s->str_hit, 0.0);
  s = str_em_item({{"1889"}, {"Paris", "Paris, France"}}, "Built in 1889 in Paris.");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->str_em, 1.0);
  EXPECT_EQ(s->str_hit, 1.0);
  s = str_em_item({{"Lyon"}}, "");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->str_em, 0.0);
}

TEST(StrEmItem, NoQaPairIsUndefined) { EXPECT_FALSE(str_em_item({}, "text").has_value()); }

TEST(StrEmMeans, PercentMeansSkippingUndefinedItems) {
  std::vector<std::optional<StrEm>> items = {StrEm{1, 1}, StrEm{0.5, 0}, std::nullopt};
  StrEmMeans m = str_em_means(items);
  EXPECT_EQ(m.str_em, 75.0);
  EXPECT_EQ(m.str_hit, 50.0);
  EXPECT_EQ(m.items, 2u);
  EXPECT_EQ(m.skipped, 1u);
  StrEmMeans none = str_em_means(std::span<const std::optional<StrEm>>{});
  EXPECT_EQ(none.str_em, 0.0);
  EXPECT_EQ(none.items, 0u);
}

}  // namespace
}  // namespace citeval::metrics

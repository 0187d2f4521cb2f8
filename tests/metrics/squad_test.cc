// SQuAD v2's compute_exact / compute_f1 and ALCE's compute_qa aggregation (QA-EM, QA-F1, QA-Hit)
// on hand-computed cases.
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/squad.h"

namespace citeval::metrics {
namespace {

TEST(SquadExact, Normalisation) {
  EXPECT_EQ(squad_exact("The Eiffel Tower", "eiffel tower!"), 1);
  EXPECT_EQ(squad_exact("An apple a day", "apple  day"), 1);       // articles and spaces
  EXPECT_EQ(squad_exact("another day", "day"), 0);                  // "an" only as a word
  EXPECT_EQ(squad_exact("Eiffel-Tower", "Eiffel Tower"), 0);        // "-" deleted, no space
  EXPECT_EQ(squad_exact("Naïve Café", "naïve café."), 1);           // Unicode lower-casing
  EXPECT_EQ(squad_exact("ÉCLAIR", "éclair"), 1);
  EXPECT_EQ(squad_exact("a\u2014b", "ab"), 0);                      // an em dash is no ASCII punctuation
  EXPECT_EQ(squad_exact("1,889", "1889"), 1);
  EXPECT_EQ(squad_exact("", ""), 1);
  EXPECT_EQ(squad_exact("The", ""), 1);                             // both normalise to ""
  EXPECT_EQ(squad_exact("Paris", ""), 0);
}

TEST(SquadF1, TokenOverlap) {
  EXPECT_EQ(squad_f1("Paris France", "Paris"), (2 * 1.0 * 0.5) / (1.0 + 0.5));
  EXPECT_EQ(squad_f1("in 1889", "1889"), (2 * 0.5 * 1.0) / (0.5 + 1.0));
  EXPECT_EQ(squad_f1("Paris", "Lyon"), 0.0);
  EXPECT_EQ(squad_f1("The Eiffel Tower", "eiffel tower!"), 1.0);
  // Counter semantics: gold {x, y, y, z}, prediction {y, y, y, w}: two shared y's.
  EXPECT_EQ(squad_f1("x y y z", "y y y w"), (2 * 0.5 * 0.5) / (0.5 + 0.5));
  EXPECT_EQ(squad_f1("y", "y y y"), (2 * (1.0 / 3) * 1.0) / ((1.0 / 3) + 1.0));
}

TEST(SquadF1, EmptyAnswersFollowSquadV2) {
  EXPECT_EQ(squad_f1("", ""), 1.0);
  EXPECT_EQ(squad_f1("the", ""), 1.0);  // "the" has no token after normalising
  EXPECT_EQ(squad_f1("", "a an"), 1.0);
  EXPECT_EQ(squad_f1("Paris", ""), 0.0);
  EXPECT_EQ(squad_f1("", "Paris"), 0.0);
  EXPECT_EQ(squad_f1("...", "Paris"), 0.0);
}

TEST(SquadMax, BestAlias) {
  const std::vector<std::string> golds = {"Paris, France", "Paris", "Lyon"};
  EXPECT_EQ(squad_exact_max(golds, "paris"), 1);
  EXPECT_EQ(squad_f1_max(golds, "Paris France today"), (2 * (2.0 / 3) * 1.0) / ((2.0 / 3) + 1.0));
  EXPECT_EQ(squad_exact_max({}, "paris"), 0);
  EXPECT_EQ(squad_f1_max({}, "paris"), 0.0);
}

TEST(QaItemScore, MeansAndHit) {
  auto s = qa_item_score({{"1889"}, {"Paris", "Paris, France"}}, {"in 1889", "Paris"});
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->em, 0.5);
  EXPECT_EQ(s->f1, ((2 * 0.5 * 1.0) / (0.5 + 1.0) + 1.0) / 2);
  EXPECT_EQ(s->hit, 0.0);
  s = qa_item_score({{"1889"}, {"Paris", "Paris, France"}}, {"1889.", "the Paris"});
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->em, 1.0);
  EXPECT_EQ(s->f1, 1.0);
  EXPECT_EQ(s->hit, 1.0);
  // An impossible answer ("") never matches a non-empty alias.
  s = qa_item_score({{"1889"}, {"Paris"}, {"Gustave Eiffel"}}, {"", "Paris", "Eiffel"});
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->em, 1.0 / 3);
  EXPECT_EQ(s->f1, (0.0 + 1.0 + (2 * 1.0 * 0.5) / (1.0 + 0.5)) / 3);
  EXPECT_EQ(s->hit, 0.0);
  EXPECT_FALSE(qa_item_score({}, {}).has_value());
}

TEST(QaMeans, PercentagesOverItems) {
  std::vector<std::optional<QaScore>> items = {QaScore{0.5, 0.25, 0.0}, std::nullopt,
                                               QaScore{1.0, 1.0, 1.0}};
  const QaMeans m = qa_means(items);
  EXPECT_EQ(m.qa_em, 75.0);
  EXPECT_EQ(m.qa_f1, 62.5);
  EXPECT_EQ(m.qa_hit, 50.0);
  EXPECT_EQ(m.items, 2u);
  EXPECT_EQ(m.skipped, 1u);
  const QaMeans none = qa_means(std::vector<std::optional<QaScore>>{std::nullopt});
  EXPECT_EQ(none.qa_em, 0.0);
  EXPECT_EQ(none.items, 0u);
}

}  // namespace
}  // namespace citeval::metrics

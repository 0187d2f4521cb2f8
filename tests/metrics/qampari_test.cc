// qampari_predictions / qampari_item / qampari_means on hand-computed cases (ALCE's
// compute_qampari_f1).
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/qampari.h"

namespace citeval::metrics {
namespace {

using Strings = std::vector<std::string>;

void expect_scores(const std::optional<QampariScores>& s, double num_preds, double prec,
                   double rec, double rec_top5) {
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->num_preds, num_preds);
  EXPECT_EQ(s->prec, prec);
  EXPECT_EQ(s->rec, rec);
  EXPECT_EQ(s->rec_top5, rec_top5);
  EXPECT_EQ(s->f1, prec + rec == 0 ? 0.0 : 2 * prec * rec / (prec + rec));
  EXPECT_EQ(s->f1_top5, prec + rec_top5 == 0 ? 0.0 : 2 * prec * rec_top5 / (prec + rec_top5));
}

TEST(QampariPredictions, SplitStripNormalise) {
  EXPECT_EQ(qampari_predictions("Paris, Lyon, The Nice."), (Strings{"paris", "lyon", "nice"}));
  EXPECT_EQ(qampari_predictions("  Paris,, Lyon.,\n"), (Strings{"paris", "lyon"}));
  EXPECT_EQ(qampari_predictions("Paris, paris, PARIS"), (Strings{"paris", "paris", "paris"}));
  EXPECT_EQ(qampari_predictions(""), Strings{});
  EXPECT_EQ(qampari_predictions("..."), Strings{});
}

TEST(QampariPredictions, ChainOfThoughtKeepsTheTextAfterTheFirstColon) {
  EXPECT_EQ(qampari_predictions("Reasoning: first Paris. Answer: Paris, Lyon", true),
            (Strings{"first paris answer paris", "lyon"}));
  EXPECT_EQ(qampari_predictions("Paris, Lyon", true), Strings{});
}

TEST(QampariItem, PrecisionRecallF1) {
  // preds paris, lyon, nice; answers Paris | Lyon/Lyons | Marseille.
  expect_scores(qampari_item("Paris, Lyon, Nice.", {{"Paris"}, {"Lyon", "Lyons"}, {"Marseille"}}),
                3, 2.0 / 3, 2.0 / 3, 2.0 / 3);
}

TEST(QampariItem, DuplicatePredictionsCountEachTime) {
  expect_scores(qampari_item("Paris, paris, The Paris", {{"Paris"}, {"Lyon"}, {"Nice"}}), 3, 1,
                1.0 / 3, 1.0 / 3);
}

TEST(QampariItem, FiveCorrectAnswersAreFullRecallFive) {
  std::vector<Strings> answers;
  for (int i = 1; i <= 8; ++i) answers.push_back({"a" + std::to_string(i)});
  expect_scores(qampari_item("a1, a2, a3, a4, a5, a6", answers), 6, 1, 6.0 / 8, 1);
  expect_scores(qampari_item("a1, a2, x", answers), 3, 2.0 / 3, 2.0 / 8, 2.0 / 5);
  // Fewer than five gold answers: recall-5 is plain recall.
  expect_scores(qampari_item("a1", {{"a1"}, {"a2"}}), 1, 1, 0.5, 0.5);
}

TEST(QampariItem, NoPredictionAndAliasEdgeCases) {
  expect_scores(qampari_item("", {{"Paris"}}), 0, 0, 0, 0);
  // An answer without alias is never found but still counts in the denominator.
  expect_scores(qampari_item("Paris", {{}, {"Paris"}}), 1, 1, 0.5, 0.5);
  // A prediction matching an alias of one answer counts once for precision even if that alias
  // belongs to two answers; both answers are recalled.
  expect_scores(qampari_item("Paris", {{"Paris"}, {"paris", "Lyon"}}), 1, 1, 1, 1);
}

TEST(QampariItem, NoGoldAnswerIsUndefined) { EXPECT_FALSE(qampari_item("Paris", {}).has_value()); }

TEST(QampariMeans, NumPredsPlainTheRestPercent) {
  std::vector<std::optional<QampariScores>> items = {QampariScores{3, 1, 0.5, 1, 2.0 / 3, 1},
                                                     std::nullopt,
                                                     QampariScores{2, 0, 0, 0, 0, 0}};
  QampariMeans m = qampari_means(items);
  EXPECT_EQ(m.items, 2u);
  EXPECT_EQ(m.skipped, 1u);
  EXPECT_EQ(m.scores.num_preds, 2.5);
  EXPECT_EQ(m.scores.prec, 50.0);
  EXPECT_EQ(m.scores.rec, 25.0);
  EXPECT_EQ(m.scores.rec_top5, 50.0);
  EXPECT_EQ(m.scores.f1, 100 * (2.0 / 3 / 2));
  EXPECT_EQ(m.scores.f1_top5, 50.0);
}

}  // namespace
}  // namespace citeval::metrics

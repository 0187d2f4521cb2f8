// Invariants of the correctness metrics on random inputs (arbitrary bytes, invalid UTF-8, NULs,
// separators, the multi-byte characters the tokenizer special-cases): scores are fractions,
// results are consistent with each other, nothing crashes. Deterministic (fixed seed).
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/porter_stemmer.h"
#include "metrics/qampari.h"
#include "metrics/rouge.h"
#include "metrics/str_em.h"

namespace citeval::metrics {
namespace {

std::string random_text(std::mt19937& rng, std::size_t max_len) {
  static const std::vector<std::string> kPieces = {
      "a", "the", "an", "cat", "cats", "running", "Paris", "1889", "y", "yy", "ies", "ational",
      " ", " ", " ", "\n", ",", ".", ":", "-", "\t", "\u00a0", "\u0130", "\u212A", "\xC4",
      "\xE2\x84", "\xff", std::string(1, '\0'), "é", "日本", "İstanbul", "KELVIN"};
  std::uniform_int_distribution<std::size_t> len(0, max_len), piece(0, kPieces.size() - 1),
      byte(0, 255), coin(0, 9);
  std::string s;
  for (std::size_t n = len(rng); n > 0; --n) {
    if (coin(rng) == 0) {
      s.push_back(static_cast<char>(byte(rng)));
    } else {
      s += kPieces[piece(rng)];
    }
  }
  return s;
}

bool is_fraction(double x) { return x >= 0 && x <= 1; }

TEST(MetricProperties, RandomInputs) {
  std::mt19937 rng(20231122);
  for (int iter = 0; iter < 3000; ++iter) {
    const std::string target = random_text(rng, 40), prediction = random_text(rng, 40);

    std::vector<std::string> tokens = rouge_tokenize(target);
    for (const std::string& t : tokens) {
      ASSERT_FALSE(t.empty());
      for (char c : t) ASSERT_TRUE((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) << t;
      ASSERT_FALSE(porter_stem(t).empty()) << t;
    }

    RougeScore s = rouge_lsum(target, prediction);
    ASSERT_TRUE(is_fraction(s.precision) && is_fraction(s.recall) && is_fraction(s.fmeasure));
    RougeScore self = rouge_lsum(target, target);
    if (!tokens.empty()) {
      ASSERT_EQ(self.fmeasure, 1.0) << target;  // a text matches itself completely
    } else {
      ASSERT_EQ(self.fmeasure, 0.0);
    }
    RougeScore best = rouge_lsum_best(prediction, target, target);
    ASSERT_EQ(best.fmeasure, self.fmeasure);

    std::vector<std::vector<std::string>> aliases;
    for (int k = 0; k < 1 + iter % 4; ++k) aliases.push_back({random_text(rng, 3), random_text(rng, 3)});
    auto em = str_em_item(aliases, prediction);
    ASSERT_TRUE(em.has_value());
    ASSERT_TRUE(is_fraction(em->str_em));
    ASSERT_EQ(em->str_hit, em->str_em == 1.0 ? 1.0 : 0.0);

    for (bool cot : {false, true}) {
      auto q = qampari_item(prediction, aliases, cot);
      ASSERT_TRUE(q.has_value());
      ASSERT_EQ(q->num_preds, static_cast<double>(qampari_predictions(prediction, cot).size()));
      for (double x : {q->prec, q->rec, q->rec_top5, q->f1, q->f1_top5}) ASSERT_TRUE(is_fraction(x));
      ASSERT_GE(q->rec_top5, q->rec);
    }
  }
}

}  // namespace
}  // namespace citeval::metrics

// QAMPARI's correctness metrics as ALCE's eval.py (compute_qampari_f1) computes them: the output
// is a comma-separated list of answers, each compared, after SQuAD normalisation, for equality
// with the gold answers' aliases.
//
//   auto s = *qampari_item("Paris, Lyon, Nice.", {{"Paris"}, {"Lyon", "Lyons"}, {"Marseille"}});
//   // s.num_preds == 3, s.prec == 2/3, s.rec == 2/3, s.rec_top5 == 2/3
//
// Per item, with preds = the normalised non-empty pieces of
// output.rstrip().rstrip(".").rstrip(",").split(",") (duplicates kept, as ALCE keeps them):
//   prec     = |preds equal to some alias of some answer| / |preds|   (0 without preds)
//   rec      = |answers with an alias among preds| / |answers|
//   rec_top5 = min(5, that count) / min(5, |answers|)   — "recall-5": 5 correct answers suffice
//   f1, f1_top5 = harmonic means of prec with rec / rec_top5 (0 when both are 0)
// With cot = true (ALCE's --cot), only the text after the first ':' is the list ("" without one).
// The caller passes the output as ALCE scores it (first line, stripped, citations removed).
// Pure and thread-safe.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/spill_vector.h"

namespace citeval::metrics {

struct QampariScores {
  double num_preds = 0;  // a count; ALCE averages it without the x100
  double prec = 0;
  double rec = 0;
  double rec_top5 = 0;
  double f1 = 0;
  double f1_top5 = 0;
};

// std::nullopt when the item has no gold answer (ALCE divides by zero there and stops); such
// items are left out of the means and counted (QampariMeans::skipped).
std::optional<QampariScores> qampari_item(std::string_view output,
                                          const std::vector<std::vector<std::string>>& answers,
                                          bool cot = false);

// The predicted answers of an output, normalised, in order (the `preds` above).
std::vector<std::string> qampari_predictions(std::string_view output, bool cot = false);

// Means over items as ALCE prints them: num_preds as is, the rest x 100 (NumPy's summation).
struct QampariMeans {
  QampariScores scores;
  std::size_t items = 0;
  std::size_t skipped = 0;
};
QampariMeans qampari_means(std::span<const std::optional<QampariScores>> items);
QampariMeans qampari_means(const SpillVector<std::optional<QampariScores>>& items);

}  // namespace citeval::metrics

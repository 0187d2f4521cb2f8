// SQuAD v2's answer scores and ALCE's QA-based accuracy (QA-EM, QA-F1, QA-Hit for ASQA), as
// ALCE's eval.py computes them from an extractive QA model's answers (compute_exact,
// compute_f1, compute_qa). The QA model itself is elsewhere (metrics/qa_pipeline.h for the
// Hugging Face pipeline's pre- and post-processing, model/qa_model.h for the network).
//
//   squad_exact("The Eiffel Tower", "eiffel tower!")  // 1
//   squad_f1("Paris France", "Paris")                 // 2 * (1 * 0.5) / 1.5 = 0.666...
//   squad_f1("", "")                                   // 1: both are "no answer"
//   QaScore s = qa_item_score({{"1889"}, {"Paris", "Paris, France"}}, {"in 1889", "Paris"});
//   // s.em == 0.5, s.f1 == (2/3 + 1) / 2, s.hit == 0
//
// Normalisation is text::normalize_answer (lower-case, no ASCII punctuation, no articles, single
// spaces). Pure and thread-safe.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace citeval::metrics {

// compute_exact: 1 when the normalised strings are equal, else 0.
int squad_exact(std::string_view gold, std::string_view prediction);

// compute_f1: token F1 between the normalised strings with multiset (Counter) overlap; when either
// side has no token, 1 if both have none, else 0.
double squad_f1(std::string_view gold, std::string_view prediction);

// The best over the gold aliases (eval.py's max([...] for a in answers)). No alias: 0 (ALCE
// raises on max() of an empty list).
int squad_exact_max(std::span<const std::string> golds, std::string_view prediction);
double squad_f1_max(std::span<const std::string> golds, std::string_view prediction);

// One item: the mean over its qa pairs of the best EM / F1 (fractions in [0, 1]) and Hit = 1
// when every pair's EM is 1. `short_answers[i]` are pair i's aliases, `predictions[i]` the QA
// model's answer to pair i's question (same length). std::nullopt without qa pairs (ALCE
// divides by zero there); such items are left out of the means and counted.
struct QaScore {
  double em = 0;
  double f1 = 0;
  double hit = 0;
};
std::optional<QaScore> qa_item_score(const std::vector<std::vector<std::string>>& short_answers,
                                     const std::vector<std::string>& predictions);

// Means over items x 100, as eval.py prints them ("QA-EM", "QA-F1", "QA-Hit"), with NumPy's
// summation (numpy_mean.h).
struct QaMeans {
  double qa_em = 0;
  double qa_f1 = 0;
  double qa_hit = 0;
  std::size_t items = 0;    // items in the means
  std::size_t skipped = 0;  // items without qa pairs
};
QaMeans qa_means(std::span<const std::optional<QaScore>> items);

}  // namespace citeval::metrics

// ASQA's correctness metric as ALCE's eval.py computes it: STR-EM ("exact match recall": the
// fraction of the question's qa pairs whose short answer, under some alias, occurs in the
// output) and STR-HIT (1 when every qa pair is found).
//
//   exact_presence({"Eiffel Tower", "la tour Eiffel"}, "It is the Eiffel Tower.")  // true
//   exact_presence({"Eiffel Tower"}, "the Eiffel-Tower")  // false: "eiffeltower" after normalising
//   StrEm s = *str_em_item({{"1889"}, {"Paris", "Paris, France"}}, "Built in 1889 in Paris.");
//   // s.str_em == 1.0, s.str_hit == 1.0
//
// Matching is a plain substring test between SQuAD-normalised strings (text::normalize_answer:
// lower-case, no ASCII punctuation, no articles, single spaces), so "art" is found in
// "a smart idea" — ALCE's behaviour, kept. An alias that normalises to "" is found in every
// output. The caller passes the output as ALCE scores it: cut at the first newline, stripped,
// citations removed. Pure and thread-safe.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/spill_vector.h"

namespace citeval::metrics {

// ALCE's exact_presence: some alias of the short answer occurs in the (normalised) context.
bool exact_presence(const std::vector<std::string>& short_answers, std::string_view context);

// Per item, as fractions in [0, 1]. std::nullopt when the item has no qa pair: ALCE would take
// the mean of an empty list (NaN, which then makes the dataset's STR-EM NaN); we leave such
// items out of the means instead and count them (StrEmMeans::skipped).
struct StrEm {
  double str_em = 0;   // fraction of qa pairs found
  double str_hit = 0;  // 1 if all are found, else 0
};
std::optional<StrEm> str_em_item(const std::vector<std::vector<std::string>>& qa_short_answers,
                                 std::string_view output);

// Means over items x 100, as ALCE prints them (NumPy's summation, see numpy_mean.h).
struct StrEmMeans {
  double str_em = 0;
  double str_hit = 0;
  std::size_t items = 0;    // items that entered the means
  std::size_t skipped = 0;  // items without qa pairs (std::nullopt)
};
StrEmMeans str_em_means(std::span<const std::optional<StrEm>> items);
StrEmMeans str_em_means(const SpillVector<std::optional<StrEm>>& items);

}  // namespace citeval::metrics

// ALCE's "length": the mean number of words of the outputs, words being Python str.split()
// pieces (text::word_count). ALCE sums the integer counts and divides once, so this does too
// (not NumPy's summation: the results can differ in the last bit).
//
//   std::vector<std::size_t> counts = {3, 4};  // text::word_count(output) per item
//   mean_length(counts) == 3.5
//
// 0 for no item (ALCE divides by zero there). Pure and thread-safe.
#pragma once

#include <cstddef>
#include <span>

#include "common/spill_vector.h"

namespace citeval::metrics {

double mean_length(std::span<const std::size_t> word_counts);
double mean_length(const SpillVector<std::size_t>& word_counts);

}  // namespace citeval::metrics

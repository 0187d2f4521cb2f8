#include "metrics/length.h"

namespace citeval::metrics {

namespace {

// each(f) calls f(std::span<const std::size_t>) on the counts in order.
template <class EachBlock>
double mean_length_of(EachBlock each) {
  std::size_t total = 0, n = 0;
  each([&](std::span<const std::size_t> counts) {
    for (std::size_t c : counts) total += c;
    n += counts.size();
  });
  return n == 0 ? 0 : static_cast<double>(total) / static_cast<double>(n);
}

}  // namespace

double mean_length(std::span<const std::size_t> word_counts) {
  return mean_length_of([&](auto f) { f(word_counts); });
}

double mean_length(const SpillVector<std::size_t>& word_counts) {
  return mean_length_of([&](auto f) { word_counts.for_each_block(f); });
}

}  // namespace citeval::metrics

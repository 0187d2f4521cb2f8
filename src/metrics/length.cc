#include "metrics/length.h"

namespace citeval::metrics {

double mean_length(std::span<const std::size_t> word_counts) {
  if (word_counts.empty()) return 0;
  std::size_t total = 0;
  for (std::size_t c : word_counts) total += c;
  return static_cast<double>(total) / static_cast<double>(word_counts.size());
}

}  // namespace citeval::metrics

#include "metrics/rouge_aggregate.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <random>
#include <vector>

#include "metrics/numpy_mean.h"

namespace citeval::metrics {
namespace {

constexpr std::size_t kMeasures = 3;  // precision, recall, fmeasure: rouge_score's column order

std::array<double, kMeasures> as_row(const RougeScore& s) {
  return {s.precision, s.recall, s.fmeasure};
}
RougeScore from_row(const std::array<double, kMeasures>& r) { return {r[0], r[1], r[2]}; }

// NumPy's legacy RandomState.randint(0, n) stream: MT19937 seeded like init_genrand (which
// std::mt19937 is), 32-bit draws masked to the next power of two and rejected when >= n.
// For n == 1 NumPy draws nothing.
class NumpyLegacyIndices {
 public:
  NumpyLegacyIndices(std::uint32_t seed, std::size_t n) : mt_(seed), max_(static_cast<std::uint32_t>(n - 1)) {
    mask_ = max_;
    for (int shift = 1; shift <= 16; shift *= 2) mask_ |= mask_ >> shift;
  }
  std::size_t next() {
    if (max_ == 0) return 0;
    std::uint32_t v;
    do {
      v = static_cast<std::uint32_t>(mt_()) & mask_;
    } while (v > max_);
    return v;
  }

 private:
  std::mt19937 mt_;
  std::uint32_t max_;
  std::uint32_t mask_;
};

// np.percentile(values, 100 * quantile) with the default "linear" method: NumPy's _lerp,
// including its switch to b - (b - a) * (1 - t) for t >= 0.5.
double numpy_percentile_linear(const std::vector<double>& sorted, double percent) {
  const double quantile = percent / 100;
  const std::size_t n = sorted.size();
  const double virtual_index = static_cast<double>(n - 1) * quantile;
  if (virtual_index >= static_cast<double>(n - 1)) return sorted[n - 1];
  if (virtual_index < 0) return sorted[0];
  const double previous_index = std::floor(virtual_index);
  const auto previous = static_cast<std::size_t>(previous_index);
  const double a = sorted[previous], b = sorted[previous + 1];
  const double t = virtual_index - previous_index;
  const double diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

}  // namespace

namespace {

// each(f) calls f(std::span<const RougeScore>) on the scores in order.
template <class EachBlock>
RougeScore rouge_mean_of(EachBlock each) {
  std::array<NumpySum, kMeasures> columns;
  each([&](std::span<const RougeScore> scores) {
    for (const RougeScore& s : scores) {
      auto row = as_row(s);
      for (std::size_t k = 0; k < kMeasures; ++k) columns[k].add(row[k]);
    }
  });
  if (columns[0].count() == 0) return {};
  return {columns[0].mean(), columns[1].mean(), columns[2].mean()};
}

}  // namespace

RougeScore rouge_mean(std::span<const RougeScore> scores) {
  return rouge_mean_of([&](auto f) { f(scores); });
}

RougeScore rouge_mean(const SpillVector<RougeScore>& scores) {
  return rouge_mean_of([&](auto f) { scores.for_each_block(f); });
}

BootstrapInterval rouge_bootstrap(std::span<const RougeScore> scores, std::uint32_t seed,
                                  std::size_t n_samples, double confidence_interval) {
  if (n_samples == 0 || !(confidence_interval >= 0 && confidence_interval <= 1)) std::abort();
  if (scores.empty()) return {};
  const std::size_t n = scores.size();
  std::vector<std::array<double, kMeasures>> rows;
  rows.reserve(n);
  for (const RougeScore& s : scores) rows.push_back(as_row(s));

  // One mean per resample and measure. NumPy's np.mean(sample, axis=0) on the (n, 3) resample
  // adds the rows in order (no pairwise summation across the outer axis), then divides by n.
  NumpyLegacyIndices indices(seed, n);
  std::array<std::vector<double>, kMeasures> means;
  for (auto& m : means) m.resize(n_samples);
  std::vector<std::size_t> sample(n);
  for (std::size_t i = 0; i < n_samples; ++i) {
    for (std::size_t& idx : sample) idx = indices.next();
    std::array<double, kMeasures> sum{0, 0, 0};
    for (std::size_t idx : sample) {
      for (std::size_t k = 0; k < kMeasures; ++k) sum[k] += rows[idx][k];
    }
    for (std::size_t k = 0; k < kMeasures; ++k) means[k][i] = sum[k] / static_cast<double>(n);
  }

  const double delta = (1 - confidence_interval) / 2;
  const std::array<double, 3> percents{100 * delta, 100 * 0.5, 100 * (1 - delta)};
  std::array<std::array<double, kMeasures>, 3> bounds{};
  for (std::size_t k = 0; k < kMeasures; ++k) {
    std::sort(means[k].begin(), means[k].end());
    for (std::size_t b = 0; b < 3; ++b) bounds[b][k] = numpy_percentile_linear(means[k], percents[b]);
  }
  return {from_row(bounds[0]), from_row(bounds[1]), from_row(bounds[2])};
}

}  // namespace citeval::metrics

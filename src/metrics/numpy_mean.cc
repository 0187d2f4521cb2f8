#include "metrics/numpy_mean.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

namespace citeval::metrics {

double numpy_pairwise_sum(std::span<const double> a) {
  const std::size_t n = a.size();
  if (n < 8) {
    double res = 0.0;
    for (std::size_t i = 0; i < n; ++i) res += a[i];
    return res;
  }
  constexpr std::size_t kBlock = 128;  // PW_BLOCKSIZE
  if (n <= kBlock) {
    double r[8];
    for (std::size_t k = 0; k < 8; ++k) r[k] = a[k];
    std::size_t i = 8;
    for (; i < n - (n % 8); i += 8) {
      for (std::size_t k = 0; k < 8; ++k) r[k] += a[i + k];
    }
    double res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += a[i];
    return res;
  }
  std::size_t n2 = n / 2;
  n2 -= n2 % 8;
  return numpy_pairwise_sum(a.first(n2)) + numpy_pairwise_sum(a.subspan(n2));
}

double numpy_mean(std::span<const double> values) {
  if (values.empty()) return std::numeric_limits<double>::quiet_NaN();
  // np.add.reduce hands the array to the pairwise loop in chunks of the ufunc buffer size
  // (8192 elements) and adds the chunks' sums in order, starting from the identity 0.
  constexpr std::size_t kBufferSize = 8192;
  double sum = 0.0;
  for (std::size_t start = 0; start < values.size(); start += kBufferSize) {
    sum += numpy_pairwise_sum(values.subspan(start, std::min(kBufferSize, values.size() - start)));
  }
  return sum / static_cast<double>(values.size());
}

void NumpySum::add(double v) {
  if (open_.capacity() == 0) open_.reserve(kChunk);
  open_.push_back(v);
  ++n_;
  if (open_.size() == kChunk) {
    closed_ += numpy_pairwise_sum(open_);
    open_.clear();
  }
}

void NumpySum::add(std::span<const double> values) {
  // Whole chunks straight from `values` when the open chunk is empty (SpillVector's blocks).
  while (!values.empty()) {
    if (open_.empty() && values.size() >= kChunk) {
      closed_ += numpy_pairwise_sum(values.first(kChunk));
      n_ += kChunk;
      values = values.subspan(kChunk);
      continue;
    }
    add(values.front());
    values = values.subspan(1);
  }
}

double NumpySum::sum() const { return open_.empty() ? closed_ : closed_ + numpy_pairwise_sum(open_); }

double NumpySum::mean() const {
  if (n_ == 0) return std::numeric_limits<double>::quiet_NaN();
  return sum() / static_cast<double>(n_);
}

double numpy_mean(const SpillVector<double>& values) {
  NumpySum s;
  values.for_each_block([&](std::span<const double> b) { s.add(b); });
  return s.mean();
}

double numpy_std(const SpillVector<double>& values) {
  return numpy_std_of([&](auto f) { values.for_each(f); });
}

double numpy_std(std::span<const double> values) {
  const double mean = numpy_mean(values);
  std::vector<double> squares(values.size());
  for (std::size_t i = 0; i < values.size(); ++i) squares[i] = (values[i] - mean) * (values[i] - mean);
  return std::sqrt(numpy_mean(squares));
}

}  // namespace citeval::metrics

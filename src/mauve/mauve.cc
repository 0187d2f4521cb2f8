#include "mauve/mauve.h"

#include <cblas.h>
#include <faiss/Clustering.h>
#include <faiss/IndexFlat.h>
#include <omp.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <exception>
#include <limits>
#include <type_traits>
#include <utility>

#include <fmt/format.h>

#include "metrics/numpy_mean.h"

// LAPACK's divide-and-conquer SVD (what scipy.linalg.svd, and so scikit-learn's full PCA, calls);
// the trailing argument is gfortran's hidden length of the character argument.
extern "C" {
void sgesdd_(const char* jobz, const int* m, const int* n, float* a, const int* lda, float* s,
             float* u, const int* ldu, float* vt, const int* ldvt, float* work, const int* lwork,
             int* iwork, int* info, std::size_t jobz_len);
void dgesdd_(const char* jobz, const int* m, const int* n, double* a, const int* lda, double* s,
             double* u, const int* ldu, double* vt, const int* ldvt, double* work,
             const int* lwork, int* iwork, int* info, std::size_t jobz_len);
}

namespace citeval::mauve {
namespace {

void gesdd(const int m, const int n, float* a, float* s, float* u, float* vt, float* work,
           int lwork, int* iwork, int* info) {
  const int mn = std::min(m, n);
  sgesdd_("S", &m, &n, a, &m, s, u, &m, vt, &mn, work, &lwork, iwork, info, 1);
}
void gesdd(const int m, const int n, double* a, double* s, double* u, double* vt, double* work,
           int lwork, int* iwork, int* info) {
  const int mn = std::min(m, n);
  dgesdd_("S", &m, &n, a, &m, s, u, &m, vt, &mn, work, &lwork, iwork, info, 1);
}

// X (rows x cols, row-major) times C^T, C the first k rows of a (mn x cols) row-major matrix:
// numpy.dot(X, components_.T) as OpenBLAS's cblas computes it.
void project(const float* x, const float* c, float* out, int rows, int cols, int k) {
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, rows, k, cols, 1.0f, x, cols, c, cols, 0.0f,
              out, k);
}
void project(const double* x, const double* c, double* out, int rows, int cols, int k) {
  cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, rows, k, cols, 1.0, x, cols, c, cols, 0.0,
              out, k);
}

// The squared norm of a row as numpy.einsum('ij,ij->i', X, X) computes it with NumPy 1.24's
// baseline SIMD (SSE3, 128-bit: 4 float or 2 double lanes; four vectors a step, multiply then
// add; horizontal sum by hadd), so that the normalised rows equal scikit-learn's bit for bit.
template <class T>
T einsum_row_sq_norm(const T* a, std::size_t count) {
  constexpr std::size_t kLanes = 16 / sizeof(T);
  T acc[kLanes] = {};
  std::size_t i = 0;
  for (; count >= 4 * kLanes; count -= 4 * kLanes, i += 4 * kLanes) {
    for (std::size_t l = 0; l < kLanes; ++l) {
      T v = a[i + 3 * kLanes + l] * a[i + 3 * kLanes + l] + acc[l];
      v = a[i + 2 * kLanes + l] * a[i + 2 * kLanes + l] + v;
      v = a[i + kLanes + l] * a[i + kLanes + l] + v;
      acc[l] = a[i + l] * a[i + l] + v;
    }
  }
  for (; count > 0; count -= std::min(count, kLanes), i += kLanes) {
    for (std::size_t l = 0; l < kLanes; ++l) {
      const T v = l < count ? a[i + l] : T(0);
      acc[l] = v * v + acc[l];
    }
  }
  T sum;
  if constexpr (kLanes == 4) {
    sum = (acc[0] + acc[1]) + (acc[2] + acc[3]);
  } else {
    sum = acc[0] + acc[1];
  }
  return T(0) + sum;
}

// NumPy's pairwise summation (np.sum of a 1-D array) in T.
template <class T>
T pairwise_sum(std::span<const T> a) {
  const std::size_t n = a.size();
  if (n < 8) {
    T res = T(0);
    for (std::size_t i = 0; i < n; ++i) res += a[i];
    return res;
  }
  if (n <= 128) {
    T r[8];
    for (std::size_t k = 0; k < 8; ++k) r[k] = a[k];
    std::size_t i = 8;
    for (; i < n - (n % 8); i += 8) {
      for (std::size_t k = 0; k < 8; ++k) r[k] += a[i + k];
    }
    T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += a[i];
    return res;
  }
  std::size_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise_sum(a.first(n2)) + pairwise_sum(a.subspan(n2));
}

// np.sum over a 1-D float64 array: chunks of the ufunc buffer (8192) added from 0.
double numpy_sum(std::span<const double> values) {
  constexpr std::size_t kBufferSize = 8192;
  double sum = 0.0;
  for (std::size_t start = 0; start < values.size(); start += kBufferSize) {
    sum += metrics::numpy_pairwise_sum(
        values.subspan(start, std::min(kBufferSize, values.size() - start)));
  }
  return sum;
}

template <class T>
bool all_finite(const Matrix<T>& m) {
  return std::all_of(m.data.begin(), m.data.end(), [](T v) { return std::isfinite(v); });
}

template <class To, class From>
Matrix<To> convert(const Matrix<From>& m) {
  Matrix<To> out{m.rows, m.cols, {}};
  out.data.assign(m.data.begin(), m.data.end());
  return out;
}

// numpy.vstack([q, p]).
template <class T>
Matrix<T> stack(const Matrix<T>& q, const Matrix<T>& p) {
  Matrix<T> out{q.rows + p.rows, q.cols, {}};
  out.data.reserve(q.data.size() + p.data.size());
  out.data.insert(out.data.end(), q.data.begin(), q.data.end());
  out.data.insert(out.data.end(), p.data.begin(), p.data.end());
  return out;
}

// np.argsort's aquicksort (numpy/core/src/npysort/quicksort.cpp) for float64: median-of-three
// partitions down to 16 elements (SMALL_QUICKSORT 15), then insertion sort; heapsort past 2 * log2(n) levels.
bool np_less(double a, double b) { return a < b || (b != b && a == a); }

void aheapsort(const double* v, std::size_t* tosort, std::ptrdiff_t n) {
  std::size_t* a = tosort - 1;  // 1-based, as NumPy's
  std::ptrdiff_t i, j, l;
  std::size_t tmp;
  for (l = n >> 1; l > 0; --l) {
    tmp = a[l];
    for (i = l, j = l << 1; j <= n;) {
      if (j < n && np_less(v[a[j]], v[a[j + 1]])) j += 1;
      if (np_less(v[tmp], v[a[j]])) {
        a[i] = a[j];
        i = j;
        j += j;
      } else {
        break;
      }
    }
    a[i] = tmp;
  }
  for (; n > 1;) {
    tmp = a[n];
    a[n] = a[1];
    n -= 1;
    for (i = 1, j = 2; j <= n;) {
      if (j < n && np_less(v[a[j]], v[a[j + 1]])) j++;
      if (np_less(v[tmp], v[a[j]])) {
        a[i] = a[j];
        i = j;
        j += j;
      } else {
        break;
      }
    }
    a[i] = tmp;
  }
}

}  // namespace

std::vector<std::size_t> numpy_argsort(std::span<const double> values) {
  const std::ptrdiff_t num = static_cast<std::ptrdiff_t>(values.size());
  std::vector<std::size_t> idx(values.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  if (num < 2) return idx;
  const double* v = values.data();
  constexpr std::ptrdiff_t kSmall = 15;  // SMALL_QUICKSORT
  std::size_t* pl = idx.data();
  std::size_t* pr = idx.data() + num - 1;
  std::vector<std::size_t*> stack;
  std::vector<int> depth;
  int msb = 0;
  for (std::ptrdiff_t n = num; n > 1; n >>= 1) ++msb;
  int cdepth = msb * 2;
  for (;;) {
    if (cdepth < 0) {
      aheapsort(v, pl, pr - pl + 1);
    } else {
      while ((pr - pl) > kSmall) {
        std::size_t* pm = pl + ((pr - pl) >> 1);
        if (np_less(v[*pm], v[*pl])) std::swap(*pm, *pl);
        if (np_less(v[*pr], v[*pm])) std::swap(*pr, *pm);
        if (np_less(v[*pm], v[*pl])) std::swap(*pm, *pl);
        const double vp = v[*pm];
        std::size_t* pi = pl;
        std::size_t* pj = pr - 1;
        std::swap(*pm, *pj);
        for (;;) {
          do ++pi;
          while (np_less(v[*pi], vp));
          do --pj;
          while (np_less(vp, v[*pj]));
          if (pi >= pj) break;
          std::swap(*pi, *pj);
        }
        std::size_t* pk = pr - 1;
        std::swap(*pi, *pk);
        if (pi - pl < pr - pi) {
          stack.push_back(pi + 1);
          stack.push_back(pr);
          pr = pi - 1;
        } else {
          stack.push_back(pl);
          stack.push_back(pi - 1);
          pl = pi + 1;
        }
        depth.push_back(--cdepth);
      }
      for (std::size_t* pi = pl + 1; pi <= pr; ++pi) {
        const std::size_t vi = *pi;
        const double vp = v[vi];
        std::size_t* pj = pi;
        std::size_t* pk = pi - 1;
        while (pj > pl && np_less(vp, v[*pk])) *pj-- = *pk--;
        *pj = vi;
      }
    }
    if (stack.empty()) break;
    pr = stack.back();
    stack.pop_back();
    pl = stack.back();
    stack.pop_back();
    cdepth = depth.back();
    depth.pop_back();
  }
  return idx;
}

std::size_t feature_rows(const Features& f) {
  return std::visit([](const auto& m) { return m.rows; }, f);
}
std::size_t feature_cols(const Features& f) {
  return std::visit([](const auto& m) { return m.cols; }, f);
}

int auto_num_buckets(std::size_t n_p, std::size_t n_q) {
  const double tenth = static_cast<double>(std::min(n_p, n_q)) / 10.0;
  return std::max(2, static_cast<int>(std::nearbyint(tenth)));  // round half to even
}

template <class T>
Result<Matrix<float>> pca_project(Matrix<T> x, double explained_variance) {
  const std::size_t rows = x.rows, cols = x.cols;
  if (rows == 0 || cols == 0) {
    return make_error(ErrorCode::kInvalidArgument, "PCA of an empty matrix");
  }
  if (rows > static_cast<std::size_t>(INT_MAX) / cols) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("{} x {} features exceed LAPACK's 32-bit sizes", rows, cols));
  }
  // sklearn.preprocessing.normalize(norm='l2'): rows / sqrt(einsum), zero norms left as 1.
  for (std::size_t i = 0; i < rows; ++i) {
    T* row = x.data.data() + i * cols;
    T norm = std::sqrt(einsum_row_sq_norm(row, cols));
    if (norm == T(0)) norm = T(1);
    for (std::size_t j = 0; j < cols; ++j) row[j] /= norm;
  }
  // mean_ = np.mean(X, axis=0): rows added in order per column, divided once; X -= mean_.
  std::vector<T> mean(cols, T(0));
  for (std::size_t i = 0; i < rows; ++i) {
    const T* row = x.data.data() + i * cols;
    for (std::size_t j = 0; j < cols; ++j) mean[j] += row[j];
  }
  for (T& m : mean) m /= static_cast<T>(rows);
  for (std::size_t i = 0; i < rows; ++i) {
    T* row = x.data.data() + i * cols;
    for (std::size_t j = 0; j < cols; ++j) row[j] -= mean[j];
  }
  // scipy.linalg.svd(X, full_matrices=False): ?gesdd with jobz 'S' on the column-major copy.
  const int m = static_cast<int>(rows), n = static_cast<int>(cols), mn = std::min(m, n);
  std::vector<T> a(rows * cols);
  for (std::size_t i = 0; i < rows; ++i) {
    for (std::size_t j = 0; j < cols; ++j) a[i + j * rows] = x.data[i * cols + j];
  }
  std::vector<T> s(mn), u(static_cast<std::size_t>(m) * mn), vt(static_cast<std::size_t>(mn) * n);
  std::vector<int> iwork(8 * static_cast<std::size_t>(mn));
  int info = 0;
  T query = 0;
  gesdd(m, n, a.data(), s.data(), u.data(), vt.data(), &query, -1, iwork.data(), &info);
  if (info != 0) {
    return make_error(ErrorCode::kInternal, fmt::format("LAPACK gesdd workspace query: info {}", info));
  }
  // scipy takes the next float up for single precision (the size may be truncated).
  if constexpr (std::is_same_v<T, float>) query = std::nextafter(query, INFINITY);
  const double lwork_d = static_cast<double>(query);
  if (!(lwork_d < static_cast<double>(INT_MAX))) {
    return make_error(ErrorCode::kInvalidArgument, "LAPACK gesdd workspace exceeds 32-bit sizes");
  }
  const int lwork = std::max(1, static_cast<int>(lwork_d));
  std::vector<T> work(static_cast<std::size_t>(lwork));
  gesdd(m, n, a.data(), s.data(), u.data(), vt.data(), work.data(), lwork, iwork.data(), &info);
  if (info != 0) {
    return make_error(ErrorCode::kInternal, fmt::format("LAPACK gesdd did not converge (info {})", info));
  }
  a = {};
  work = {};
  // svd_flip(U, Vt) (u_based_decision): the largest |U| entry of each column made positive.
  std::vector<T> components(static_cast<std::size_t>(mn) * n);  // row-major mn x n
  for (int c = 0; c < mn; ++c) {
    const T* col = u.data() + static_cast<std::size_t>(c) * m;
    int arg = 0;
    for (int i = 1; i < m; ++i) {
      if (std::abs(col[i]) > std::abs(col[arg])) arg = i;
    }
    const T sign = col[arg] > 0 ? T(1) : (col[arg] < 0 ? T(-1) : T(0));
    for (int j = 0; j < n; ++j) {
      components[static_cast<std::size_t>(c) * n + j] = vt[c + static_cast<std::size_t>(j) * mn] * sign;
    }
  }
  u = {};
  // explained_variance_ = S^2 / (n - 1); ratio = that / its sum; the first index where the
  // cumulative ratio reaches the threshold (compared in T, as NumPy compares a float32 array
  // with a Python float).
  std::vector<T> var(mn);
  for (int c = 0; c < mn; ++c) var[c] = (s[c] * s[c]) / static_cast<T>(rows - 1);
  const T total = T(0) + pairwise_sum(std::span<const T>(var));
  const T threshold = static_cast<T>(explained_variance);
  int keep = 1;  // np.argmax of an all-False array is 0
  T cumulative = 0;
  for (int c = 0; c < mn; ++c) {
    cumulative += var[c] / total;
    if (cumulative >= threshold) {
      keep = c + 1;
      break;
    }
  }
  std::vector<T> projected(rows * static_cast<std::size_t>(keep));
  project(x.data.data(), components.data(), projected.data(), m, n, keep);
  Matrix<float> out{rows, static_cast<std::size_t>(keep), {}};
  out.data.assign(projected.begin(), projected.end());
  return out;
}

template Result<Matrix<float>> pca_project<float>(Matrix<float>, double);
template Result<Matrix<float>> pca_project<double>(Matrix<double>, double);

Result<std::vector<std::int64_t>> kmeans_labels(const Matrix<float>& data, int num_clusters,
                                                int num_redo, int max_iter, int seed) {
  if (num_clusters < 1 || data.rows < static_cast<std::size_t>(num_clusters)) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("k-means of {} rows into {} clusters: need at least as many rows "
                                  "as clusters", data.rows, num_clusters));
  }
  try {
    // faiss.Kmeans(d, k, niter=max_iter, verbose=False, nredo=num_redo, update_index=True,
    // seed=seed) as mauve-text builds it: ClusteringParameters' defaults otherwise.
    faiss::ClusteringParameters cp;
    cp.niter = max_iter;
    cp.nredo = num_redo;
    cp.verbose = false;
    cp.update_index = true;
    cp.seed = seed;
    cp.min_points_per_centroid = 0;  // only silences the "provide at least N points" warning
    const int d = static_cast<int>(data.cols);
    faiss::Clustering clustering(d, num_clusters, cp);
    faiss::IndexFlatL2 index(d);
    const auto n = static_cast<faiss::Index::idx_t>(data.rows);
    clustering.train(n, data.data.data(), index);
    // kmeans.index.search(data, 1): the index holds the kept centroids after train().
    std::vector<float> distances(data.rows);
    std::vector<faiss::Index::idx_t> labels(data.rows);
    index.search(n, data.data.data(), 1, distances.data(), labels.data());
    return std::vector<std::int64_t>(labels.begin(), labels.end());
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInternal, std::string("faiss k-means: ") + e.what());
  }
}

Histograms histograms(std::span<const std::int64_t> labels, std::size_t n_q, int num_clusters) {
  const auto k = static_cast<std::size_t>(num_clusters);
  std::vector<std::int64_t> q_counts(k, 0), p_counts(k, 0);
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const std::int64_t label = labels[i];
    if (label < 0 || static_cast<std::size_t>(label) >= k) continue;  // np.histogram's range
    (i < n_q ? q_counts : p_counts)[static_cast<std::size_t>(label)] += 1;
  }
  Histograms h;
  // _normalize: counts / counts.sum() (integer sum, true division); smoothed: (counts + 0.5) /
  // their float sum.
  auto normalise = [k](const std::vector<std::int64_t>& counts, std::vector<double>& plain,
                       std::vector<double>& smoothed) {
    std::int64_t total = 0;
    for (std::int64_t c : counts) total += c;
    plain.resize(k);
    smoothed.resize(k);
    for (std::size_t i = 0; i < k; ++i) {
      plain[i] = static_cast<double>(counts[i]) / static_cast<double>(total);
      smoothed[i] = static_cast<double>(counts[i]) + 0.5;
    }
    const double smoothed_total = numpy_sum(smoothed);
    for (double& v : smoothed) v /= smoothed_total;
  };
  normalise(p_counts, h.p, h.p_smoothed);
  normalise(q_counts, h.q, h.q_smoothed);
  return h;
}

std::vector<double> numpy_linspace(double start, double stop, int num) {
  std::vector<double> out;
  if (num <= 0) return out;
  out.resize(static_cast<std::size_t>(num));
  if (num == 1) {
    out[0] = start;
    return out;
  }
  const double delta = stop - start;
  const double step = delta / static_cast<double>(num - 1);
  for (int i = 0; i < num; ++i) {
    out[static_cast<std::size_t>(i)] =
        step == 0 ? (static_cast<double>(i) / (num - 1)) * delta + start
                  : static_cast<double>(i) * step + start;
  }
  out.back() = stop;
  return out;
}

double kl_multinomial(std::span<const double> p, std::span<const double> q) {
  std::vector<double> terms;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] != 0 && q[i] == 0) return std::numeric_limits<double>::infinity();
  }
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] != 0 && q[i] != 0) terms.push_back(p[i] * std::log(p[i] / q[i]));
  }
  return numpy_sum(terms);
}

std::vector<std::array<double, 2>> divergence_curve(std::span<const double> p,
                                                    std::span<const double> q,
                                                    std::span<const double> mixture_weights,
                                                    double scaling_factor) {
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> weights(mixture_weights.begin(), mixture_weights.end());
  std::sort(weights.begin(), weights.end());
  std::vector<std::array<double, 2>> curve;
  curve.push_back({0.0, inf});
  std::vector<double> r(p.size());
  for (double w : weights) {
    for (std::size_t i = 0; i < p.size(); ++i) r[i] = w * p[i] + (1 - w) * q[i];
    curve.push_back({kl_multinomial(q, r), kl_multinomial(p, r)});
  }
  curve.push_back({inf, 0.0});
  const double minus_c = -scaling_factor;
  for (auto& point : curve) {
    point[0] = std::exp(minus_c * point[0]);
    point[1] = std::exp(minus_c * point[1]);
  }
  return curve;
}

namespace {

// sklearn.metrics.auc(x, y) on x already sorted ascending: np.trapz(y, x).
double trapezoid_area(std::span<const double> x, std::span<const double> y) {
  std::vector<double> terms;
  for (std::size_t i = 0; i + 1 < x.size(); ++i) {
    terms.push_back((x[i + 1] - x[i]) * (y[i + 1] + y[i]) / 2.0);
  }
  return numpy_sum(terms);
}

}  // namespace

double mauve_area(std::span<const std::array<double, 2>> curve) {
  std::vector<double> x, y;
  for (const auto& point : curve) {
    x.push_back(point[0]);
    y.push_back(point[1]);
  }
  auto area = [](const std::vector<double>& a, const std::vector<double>& b) {
    const std::vector<std::size_t> order = numpy_argsort(a);
    std::vector<double> sa, sb;
    for (std::size_t i : order) {
      sa.push_back(a[i]);
      sb.push_back(b[i]);
    }
    return trapezoid_area(sa, sb);
  };
  return 0.5 * (area(x, y) + area(y, x));
}

double frontier_integral(std::span<const double> p, std::span<const double> q) {
  double total = 0.0;
  for (std::size_t i = 0; i < p.size() && i < q.size(); ++i) {
    const double p1 = p[i], q1 = q[i];
    if (p1 == 0 && q1 == 0) {
    } else if (p1 == 0) {
      total += q1 / 4;
    } else if (q1 == 0) {
      total += p1 / 4;
    } else if (std::abs(p1 - q1) > 1e-8) {
      const double t1 = p1 + q1;
      const double t2 = p1 * q1 * (std::log(p1) - std::log(q1)) / (p1 - q1);
      total += 0.25 * t1 - 0.5 * t2;
    }
  }
  return total * 2;
}

namespace {

template <class T>
Status check_side(const Matrix<T>& m, const char* name) {
  if (m.rows == 0) {
    return make_error(ErrorCode::kInvalidArgument, fmt::format("no {} features (an empty side)", name));
  }
  if (m.cols == 0 || m.data.size() != m.rows * m.cols) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("{} features: {} values for {} rows of {}", name, m.data.size(),
                                  m.rows, m.cols));
  }
  if (!all_finite(m)) {
    return make_error(ErrorCode::kInvalidArgument, fmt::format("{} features: a value is not finite", name));
  }
  return Ok{};
}

}  // namespace

namespace {

// Sets the calling thread's OpenMP thread count for a scope (faiss and OpenBLAS read it).
class OmpThreads {
 public:
  explicit OmpThreads(int threads) : saved_(omp_get_max_threads()), set_(threads > 0) {
    if (set_) omp_set_num_threads(threads);
  }
  ~OmpThreads() {
    if (set_) omp_set_num_threads(saved_);
  }
  OmpThreads(const OmpThreads&) = delete;
  OmpThreads& operator=(const OmpThreads&) = delete;

 private:
  int saved_;
  bool set_;
};

}  // namespace

Result<MauveResult> compute_mauve(const Features& p, const Features& q, const MauveOptions& o) {
  const OmpThreads threads(o.threads);
  for (auto [f, name] : {std::pair{&p, "p"}, std::pair{&q, "q"}}) {
    Status s = std::visit([&](const auto& m) { return check_side(m, name); }, *f);
    if (!s) return s.error();
  }
  if (feature_cols(p) != feature_cols(q)) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("p features have {} columns, q features {}", feature_cols(p),
                                  feature_cols(q)));
  }
  if (!(o.explained_variance > 0 && o.explained_variance < 1)) {
    return make_error(ErrorCode::kInvalidArgument, "explained variance must be in (0, 1)");
  }
  if (o.divergence_curve_discretization_size < 1 || o.kmeans_num_redo < 1 || o.kmeans_max_iter < 0) {
    return make_error(ErrorCode::kInvalidArgument, "bad MAUVE option (discretization, redo, iterations)");
  }
  const std::size_t n_p = feature_rows(p), n_q = feature_rows(q);
  MauveResult result;
  result.num_buckets = o.num_buckets > 0 ? o.num_buckets : auto_num_buckets(n_p, n_q);

  Result<Matrix<float>> reduced = make_error(ErrorCode::kInternal, "unset");
  if (std::holds_alternative<Matrix<float>>(p) && std::holds_alternative<Matrix<float>>(q)) {
    reduced = pca_project(stack(std::get<Matrix<float>>(q), std::get<Matrix<float>>(p)),
                          o.explained_variance);
  } else {
    auto wide = [](const Features& f) {
      return std::holds_alternative<Matrix<double>>(f) ? std::get<Matrix<double>>(f)
                                                       : convert<double>(std::get<Matrix<float>>(f));
    };
    reduced = pca_project(stack(wide(q), wide(p)), o.explained_variance);
  }
  if (!reduced) return reduced.error();
  result.pca_components = static_cast<int>(reduced->cols);

  auto labels = kmeans_labels(*reduced, result.num_buckets, o.kmeans_num_redo, o.kmeans_max_iter,
                              o.seed + 2);
  if (!labels) return labels.error();
  Histograms h = histograms(*labels, n_q, result.num_buckets);

  const std::vector<double> weights =
      numpy_linspace(1e-6, 1 - 1e-6, o.divergence_curve_discretization_size);
  result.divergence_curve = divergence_curve(h.p, h.q, weights, o.mauve_scaling_factor);
  result.mauve = mauve_area(result.divergence_curve);
  result.frontier_integral = frontier_integral(h.p, h.q);
  result.mauve_star =
      mauve_area(divergence_curve(h.p_smoothed, h.q_smoothed, weights, o.mauve_scaling_factor));
  result.frontier_integral_star = frontier_integral(h.p_smoothed, h.q_smoothed);
  result.p_hist = std::move(h.p);
  result.q_hist = std::move(h.q);
  return result;
}

}  // namespace citeval::mauve

// citeval::mauve — MAUVE (Pillutla et al., NeurIPS 2021) on given features, computed as the
// `mauve-text` package's compute_mauve computes it with its defaults, the fluency column of ALCE
// (Table 2) and ALiICE (`--mauve`).
//
//   mauve::Features p = ..., q = ...;        // one row a text: p = human, q = model (as ALCE)
//   auto r = mauve::compute_mauve(p, q);     // Result<MauveResult>
//   if (!r) return r.error();
//   fmt::print("{:.1f}\n", 100 * r->mauve);  // ALCE prints mauve x 100
//
// The pipeline, in mauve-text's order and arithmetic:
//  1. the rows of q then p stacked (q first, as cluster_feats stacks them);
//  2. each row L2-normalised (sklearn's normalize: a zero row stays zero);
//  3. PCA as scikit-learn 1.2's PCA(svd_solver='full'): centred, LAPACK ?gesdd, signs as
//     svd_flip; the fewest leading components whose cumulative explained-variance ratio reaches
//     explained_variance (0.9), the data projected onto them and cast to float32. Float32 input
//     is processed in float32 throughout, float64 in float64, as NumPy/scikit-learn do;
//  4. k-means by faiss's own Clustering (IndexFlatL2, niter 500, nredo 5, seed 25 + 2) with
//     num_buckets = max(2, round(min(n_p, n_q) / 10)) (Python's round: halves to even), then
//     every row assigned to its nearest centroid;
//  5. the two label histograms (and their Krichevsky-Trofimov smoothed versions, +0.5);
//  6. the divergence curve over mixture weights linspace(1e-6, 1 - 1e-6, 25) scaled by
//     exp(-5 KL), plus the extreme points (0, inf) and (inf, 0);
//  7. MAUVE = half the sum of the areas (trapezoid rule, points sorted as numpy.argsort sorts
//     them, ties included) under the curve read both ways; the frontier integral as
//     get_fronter_integral computes it. mauve_star and frontier_integral_star use the smoothed
//     histograms.
// Deliberate difference: faiss's "please provide at least N training points" warning is not
// printed (min_points_per_centroid 0 only silences it; the clustering is unchanged).
//
// The pieces (pca_project, kmeans_labels, histograms, divergence_curve, mauve_area,
// frontier_integral) are public so that tests can check each one. Errors (kInvalidArgument):
// an empty side, rows of different lengths, non-finite values, fewer rows in all than buckets.
// Thread safety: pure functions; faiss and OpenBLAS use their own OpenMP threads
// (MauveOptions::threads sets how many for the calling thread during compute_mauve; compare
// with a Python run only at the same thread count, see there).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "citeval/result.h"

namespace citeval::mauve {

// Row-major rows x cols.
template <class T>
struct Matrix {
  std::size_t rows = 0;
  std::size_t cols = 0;
  std::vector<T> data;
};

// Features as they were read: float32 (what GPT-2 featurisation gives) or float64. The two
// sides are combined in the wider type when they differ (numpy.vstack promotes).
using Features = std::variant<Matrix<float>, Matrix<double>>;

std::size_t feature_rows(const Features& f);
std::size_t feature_cols(const Features& f);

struct MauveOptions {
  int num_buckets = 0;  // 0 = 'auto': max(2, round(min(n_p, n_q) / 10))
  double explained_variance = 0.9;  // kmeans_explained_var, in (0, 1)
  int kmeans_num_redo = 5;
  int kmeans_max_iter = 500;
  int divergence_curve_discretization_size = 25;
  double mauve_scaling_factor = 5;
  int seed = 25;  // PCA uses none (full SVD); k-means uses seed + 2
  // OpenMP threads for faiss and OpenBLAS during the call (0 = OpenMP's default, what
  // mauve-text uses). The result can depend on it, in mauve-text as here: faiss's k-means
  // rounds differently with another thread count, and 2,500 iterations amplify it (5,000 + 5,000
  // rows: 76.28 with 1 thread, 76.22 with 2; both equal to the Python run with as many
  // threads). On a busy machine 1 thread can be several times faster.
  int threads = 0;
};

struct MauveResult {
  double mauve = 0;
  double frontier_integral = 0;
  double mauve_star = 0;              // with Krichevsky-Trofimov smoothing
  double frontier_integral_star = 0;
  std::vector<double> p_hist, q_hist;
  std::vector<std::array<double, 2>> divergence_curve;  // discretization_size + 2 points
  int num_buckets = 0;
  int pca_components = 0;  // dimension k-means ran in
};

Result<MauveResult> compute_mauve(const Features& p, const Features& q,
                                  const MauveOptions& options = {});

// max(2, round(min(n_p, n_q) / 10)) with Python's round (half to even).
int auto_num_buckets(std::size_t n_p, std::size_t n_q);

// Steps 2-3 on the stacked rows: L2-normalise, PCA, keep the fewest components reaching
// explained_variance; returns the projection as float32 (rows x components).
template <class T>
Result<Matrix<float>> pca_project(Matrix<T> data, double explained_variance);

// Step 4: faiss k-means (IndexFlatL2) then nearest-centroid labels, one a row.
Result<std::vector<std::int64_t>> kmeans_labels(const Matrix<float>& data, int num_clusters,
                                                int num_redo, int max_iter, int seed);

struct Histograms {
  std::vector<double> p, q, p_smoothed, q_smoothed;
};
// Step 5: labels[0, n_q) are q's rows, the rest p's (the stacking order).
Histograms histograms(std::span<const std::int64_t> labels, std::size_t n_q, int num_clusters);

// numpy.linspace(start, stop, num) exactly (start + i * step, the last point = stop).
std::vector<double> numpy_linspace(double start, double stop, int num);

// KL(p || q) as kl_multinomial: infinity when p has mass where q has none.
double kl_multinomial(std::span<const double> p, std::span<const double> q);

// Step 6: exp(-scaling * [KL(q || r), KL(p || r)]) for r = w p + (1 - w) q at each weight,
// between the extreme points (1, 0) and (0, 1).
std::vector<std::array<double, 2>> divergence_curve(std::span<const double> p,
                                                    std::span<const double> q,
                                                    std::span<const double> mixture_weights,
                                                    double scaling_factor);

// Step 7: 0.5 * (auc(x sorted, y) + auc(y sorted, x)).
double mauve_area(std::span<const std::array<double, 2>> curve);

// get_fronter_integral(p, q) with its scaling factor 2.
double frontier_integral(std::span<const double> p, std::span<const double> q);

// numpy.argsort(values) with its default kind (introsort: the order of equal values is
// NumPy's, which the area depends on when points tie).
std::vector<std::size_t> numpy_argsort(std::span<const double> values);

}  // namespace citeval::mauve

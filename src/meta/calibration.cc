#include "meta/calibration.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace citeval::meta {
namespace {

double sigmoid(double z) { return z >= 0 ? 1.0 / (1.0 + std::exp(-z)) : std::exp(z) / (1.0 + std::exp(z)); }

// log(1 + exp(z)) without overflow.
double softplus(double z) { return z > 0 ? z + std::log1p(std::exp(-z)) : std::log1p(std::exp(z)); }

}  // namespace

Result<ThresholdObjective> parse_threshold_objective(std::string_view name) {
  if (name == "balanced") return ThresholdObjective::kBalancedAccuracy;
  if (name == "accuracy") return ThresholdObjective::kAccuracy;
  if (name == "f1") return ThresholdObjective::kF1;
  return make_error(ErrorCode::kInvalidArgument,
                    "unknown threshold objective '" + std::string(name) + "' (balanced, accuracy or f1)");
}

Result<CalibrationFit> fit_calibration(std::span<const LabelledScore> data, const CalibrationFitOptions& options) {
  CalibrationFit fit;
  fit.items = data.size();
  for (const auto& d : data) {
    if (!std::isfinite(d.score)) return make_error(ErrorCode::kInvalidArgument, "a score is not a finite number");
    fit.positives += d.positive;
  }
  const std::size_t negatives = fit.items - fit.positives;
  if (fit.positives == 0 || negatives == 0) {
    return make_error(ErrorCode::kInvalidArgument,
                      "calibration needs both supported and unsupported examples");
  }

  // Newton's method on the penalised negative log likelihood in (w, b); the Hessian is 2x2 and
  // positive definite (the penalty makes it so for w; b's term is a sum of p(1-p) > 0).
  double w = 0.0, b = std::log(double(fit.positives) / double(negatives));
  const double l2 = options.l2;
  for (fit.iterations = 0; fit.iterations < 100; ++fit.iterations) {
    double gw = l2 * w, gb = 0.0, hww = l2, hwb = 0.0, hbb = 0.0;
    for (const auto& d : data) {
      const double p = sigmoid(w * d.score + b);
      const double r = p - (d.positive ? 1.0 : 0.0);
      const double v = p * (1.0 - p);
      gw += r * d.score;
      gb += r;
      hww += v * d.score * d.score;
      hwb += v * d.score;
      hbb += v;
    }
    const double det = hww * hbb - hwb * hwb;
    if (!(det > 0)) break;
    const double dw = (hbb * gw - hwb * gb) / det;
    const double db = (hww * gb - hwb * gw) / det;
    w -= dw;
    b -= db;
    if (std::abs(dw) < 1e-12 * (1 + std::abs(w)) && std::abs(db) < 1e-12 * (1 + std::abs(b))) {
      ++fit.iterations;
      break;
    }
  }
  fit.slope = w;
  fit.intercept = b;

  double loss = 0.0;
  for (const auto& d : data) {
    const double z = w * d.score + b;
    loss += d.positive ? softplus(-z) : softplus(z);
  }
  fit.log_loss = loss / double(fit.items);

  // Scores in ascending order; walking the cuts from the lowest up, everything at or above the
  // cut is predicted positive.
  std::vector<LabelledScore> sorted(data.begin(), data.end());
  std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
    return a.score < b.score || (a.score == b.score && a.positive < b.positive);
  });
  const double P = double(fit.positives), N = double(negatives);
  // Start: cut below every score (all predicted positive).
  std::size_t tp = fit.positives, fp = negatives;
  double best_obj = -2, best_acc = -1, best_cut = sorted.front().score - 1.0;
  for (std::size_t i = 0; i <= sorted.size();) {
    double cut;
    if (i == 0) {
      cut = sorted.front().score - 1.0;
    } else if (i == sorted.size()) {
      cut = sorted.back().score + 1.0;
    } else {
      cut = sorted[i - 1].score + (sorted[i].score - sorted[i - 1].score) / 2;
    }
    const double acc = (tp + (N - fp)) / (P + N);
    double obj = acc;
    if (options.objective == ThresholdObjective::kBalancedAccuracy) obj = tp / P - fp / N;
    if (options.objective == ThresholdObjective::kF1) obj = 2.0 * tp / (2.0 * tp + fp + (P - tp));
    if (obj > best_obj || (obj == best_obj && acc > best_acc)) {
      best_obj = obj;
      best_acc = acc;
      best_cut = cut;
    }
    if (i == sorted.size()) break;
    // Move past the block of equal scores starting at i.
    std::size_t k = i, pos = 0, neg = 0;
    while (k < sorted.size() && sorted[k].score == sorted[i].score) {
      sorted[k].positive ? ++pos : ++neg;
      ++k;
    }
    tp -= pos;
    fp -= neg;
    i = k;
  }
  // AUC (Mann-Whitney): pairs (positive, negative) with the positive scoring higher, ties half.
  double pairs = 0.0;
  {
    double neg_below = 0.0;
    for (std::size_t i = 0; i < sorted.size();) {
      std::size_t k = i, pos = 0, neg = 0;
      while (k < sorted.size() && sorted[k].score == sorted[i].score) {
        sorted[k].positive ? ++pos : ++neg;
        ++k;
      }
      pairs += double(pos) * (neg_below + 0.5 * double(neg));
      neg_below += double(neg);
      i = k;
    }
  }
  fit.auc = pairs / (P * N);
  fit.threshold = best_cut;
  std::size_t tp_at = 0, tn_at = 0;
  for (const auto& d : data) {
    const bool pred = d.score >= best_cut;
    tp_at += pred && d.positive;
    tn_at += !pred && !d.positive;
  }
  fit.accuracy = double(tp_at + tn_at) / double(fit.items);
  fit.balanced_accuracy = (double(tp_at) / P + double(tn_at) / N) / 2;
  const double fp_at = N - double(tn_at), fn_at = P - double(tp_at);
  fit.f1 = 2.0 * double(tp_at) / (2.0 * double(tp_at) + fp_at + fn_at);
  return fit;
}

}  // namespace citeval::meta

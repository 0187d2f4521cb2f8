// Fitting a judge's calibration on human labels (`citeval calibrate`; applied by
// judge/calibrated_judge.h): a logistic map from raw score to probability, and a decision
// threshold on the raw score.
//
//   std::vector<LabelledScore> data = {{0.91, true}, {0.12, false}, ...};
//   Result<CalibrationFit> fit = fit_calibration(data, {});
//   // fit->slope, fit->intercept, fit->threshold
//
//  * Logistic map: P(supported | s) = 1 / (1 + exp(-(slope * s + intercept))), fitted by
//    maximum likelihood with an L2 penalty on the slope only, l2 / 2 * slope^2 — exactly
//    scikit-learn's LogisticRegression(C = 1 / l2) objective — by Newton's method to 1e-12.
//    The small default penalty keeps the fit finite on separable data.
//  * Threshold: the cut that maximises the objective — by default balanced accuracy (Youden's
//    J = TPR - FPR; it does not depend on the labels' class balance, which differs between
//    calibration data and the runs the judge serves), or accuracy, or F1 of the positive class —
//    over cuts midway between consecutive distinct scores (and below/above all of them); ties go
//    to the higher accuracy, then to the lower cut. Label = score >= threshold.
//  * Quality figures for the report: ROC-AUC of the raw scores (ties count half), accuracy and
//    balanced accuracy at the threshold, mean log loss of the map.
// Deterministic; the input order does not matter.
#pragma once

#include <cstddef>
#include <span>
#include <string_view>

#include "citeval/result.h"

namespace citeval::meta {

struct LabelledScore {
  double score = 0.0;
  bool positive = false;
};

enum class ThresholdObjective { kBalancedAccuracy, kAccuracy, kF1 };

// "balanced", "accuracy", "f1".
Result<ThresholdObjective> parse_threshold_objective(std::string_view name);

struct CalibrationFitOptions {
  double l2 = 1e-4;  // penalty on the slope (= 1 / sklearn's C)
  ThresholdObjective objective = ThresholdObjective::kBalancedAccuracy;
};

struct CalibrationFit {
  double slope = 0.0, intercept = 0.0;
  double threshold = 0.5;
  std::size_t items = 0, positives = 0;
  double auc = 0.0;
  double accuracy = 0.0, balanced_accuracy = 0.0, f1 = 0.0;  // at the threshold
  double log_loss = 0.0;                            // mean, of the fitted map
  int iterations = 0;                               // Newton steps taken
};

// kInvalidArgument when there are no positives or no negatives, or a score is not finite.
Result<CalibrationFit> fit_calibration(std::span<const LabelledScore> data, const CalibrationFitOptions& options);

}  // namespace citeval::meta

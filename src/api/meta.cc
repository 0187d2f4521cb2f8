// citeval/meta.h: meta-evaluation of scored pairs and calibration fits.
#include "citeval/meta.h"

#include <fmt/format.h>

#include <cmath>

#include "api/meta_impl.h"
#include "meta/calibration.h"
#include "meta/meta_report.h"

namespace citeval {

namespace api {

meta::MetaOptions meta_options(const MetaConfig& config) {
  meta::MetaOptions m;
  m.bootstrap = config.bootstrap;
  m.seed = config.seed;
  m.confidence = config.confidence;
  m.threads = config.threads;
  m.all_irrelevant = config.ndcg_all_none == "zero" ? meta::AllIrrelevantGroups::kZero : meta::AllIrrelevantGroups::kSkip;
  return m;
}

}  // namespace api

Result<nlohmann::json> meta_evaluate(std::span<const ScoredPair> pairs, const MetaConfig& config) {
  if (config.ndcg_all_none != "skip" && config.ndcg_all_none != "zero") {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("ndcg_all_none must be skip or zero, got '{}'", config.ndcg_all_none));
  }
  meta::ScoredSet set;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const auto& p = pairs[i];
    if (p.label < 0 || p.label > 2) {
      return make_error(ErrorCode::kInvalidArgument, fmt::format("pair {}: label {} is not 0, 1 or 2", i, p.label));
    }
    if (!std::isfinite(p.score)) {
      return make_error(ErrorCode::kInvalidArgument, fmt::format("pair {}: the score is not a finite number", i));
    }
    set.add(set.group_id(p.group), p.score, static_cast<std::uint8_t>(p.label));
  }
  auto report = meta::evaluate(set, api::meta_options(config));
  if (!report) return report.error();
  return meta::report_to_json(*report);
}

Result<nlohmann::json> calibrate(std::span<const CalibrationPair> pairs, const CalibrationConfig& config) {
  auto objective = meta::parse_threshold_objective(config.objective);
  if (!objective) return objective.error();
  std::vector<meta::LabelledScore> data;
  data.reserve(pairs.size());
  for (const auto& p : pairs) data.push_back({p.score, p.positive});
  auto fit = meta::fit_calibration(data, {.l2 = config.l2, .objective = *objective});
  if (!fit) return fit.error();
  const double threshold_prob = 1.0 / (1.0 + std::exp(-(fit->slope * fit->threshold + fit->intercept)));
  return nlohmann::json{{"slope", fit->slope},
                        {"intercept", fit->intercept},
                        {"threshold", fit->threshold},
                        {"threshold_probability", threshold_prob},
                        {"items", fit->items},
                        {"positives", fit->positives},
                        {"negatives", fit->items - fit->positives},
                        {"auc", fit->auc},
                        {"accuracy", fit->accuracy},
                        {"balanced_accuracy", fit->balanced_accuracy},
                        {"f1", fit->f1},
                        {"log_loss", fit->log_loss},
                        {"iterations", fit->iterations}};
}

}  // namespace citeval

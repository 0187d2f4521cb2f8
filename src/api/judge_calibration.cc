// citeval/meta.h: calibrate_judge, a judge's calibration fitted on human labels
// (meta/calibration.h), as `citeval calibrate` writes it.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <span>

#include "api/meta_impl.h"
#include "meta/calibration.h"

namespace citeval {

Result<nlohmann::json> calibrate_judge(const LabelledData& labels, Session& session,
                                       const JudgeCalibrationConfig& config, const SkippedRecordsInfo& skipped) {
  const std::string& partial = config.partial;
  if (partial != "negative" && partial != "positive" && partial != "drop") {
    return make_error(ErrorCode::kInvalidArgument, "partial must be negative, positive or drop, not '" + partial + "'");
  }
  const meta::LabelledSet& set = labels.impl().set;
  std::vector<JudgeRequest> requests;
  std::vector<bool> positive;
  std::size_t dropped = 0;
  for (const auto& c : set.candidates) {
    if (c.level == 1 && partial == "drop") {
      ++dropped;
      continue;
    }
    requests.push_back({c.passage, set.statements[c.statement].text});
    positive.push_back(c.level == 2 || (c.level == 1 && partial == "positive"));
  }
  std::vector<meta::LabelledScore> data;
  std::size_t failed = 0, own_correct = 0;
  std::string first_error;
  constexpr std::size_t kBlock = 4096;  // bounded batches: the cache fills as the run goes
  if (config.progress) config.progress(0, requests.size());
  for (std::size_t begin = 0; begin < requests.size(); begin += kBlock) {
    const std::size_t end = std::min(requests.size(), begin + kBlock);
    auto out = session.judge_batch(std::span<const JudgeRequest>(requests.data() + begin, end - begin));
    for (std::size_t i = begin; i < end; ++i) {
      const Judgment& j = out[i - begin];
      if (!j.ok || !std::isfinite(j.prob)) {
        if (failed++ == 0) first_error = j.ok ? "non-finite score" : j.error;
        continue;
      }
      data.push_back({j.prob, positive[i]});
      own_correct += (j.label == 1) == positive[i];
    }
    if (config.progress) config.progress(end, requests.size());
  }
  if (data.empty()) return make_error(ErrorCode::kJudge, fmt::format("the judge decided no pair ({})", first_error));
  auto objective = meta::parse_threshold_objective(config.objective);
  if (!objective) return objective.error();
  auto fit = meta::fit_calibration(data, {.l2 = config.l2, .objective = *objective});
  if (!fit) {
    Error e = fit.error();
    e.code = ErrorCode::kInvalidField;  // the judged pairs, not an option, cannot be fitted
    return e;
  }

  const double threshold_prob = 1.0 / (1.0 + std::exp(-(fit->slope * fit->threshold + fit->intercept)));
  nlohmann::json j = {
      {"judge_spec", config.judge_spec},
      {"judge_identity", session.identity()},
      {"slope", fit->slope},
      {"intercept", fit->intercept},
      {"threshold", fit->threshold},
      {"threshold_probability", threshold_prob},
      {"data",
       {{"labels", config.labels_name},
        {"format", meta::label_format_name(set.format)},
        {"partial", partial},
        {"pairs", data.size()},
        {"positives", fit->positives},
        {"negatives", fit->items - fit->positives},
        {"partial_dropped", dropped},
        {"judge_failures", failed}}},
      {"fit",
       {{"method", "logistic regression on the raw score, L2 on the slope (sklearn C = 1/l2), Newton"},
        {"l2", config.l2},
        {"iterations", fit->iterations},
        {"log_loss", fit->log_loss},
        {"threshold_objective", config.objective},
        {"threshold_rule", "the cut maximising the objective, midway between distinct scores"}}},
      {"quality",
       {{"auc", fit->auc},
        {"accuracy", fit->accuracy},
        {"balanced_accuracy", fit->balanced_accuracy},
        {"f1", fit->f1},
        {"uncalibrated_accuracy", double(own_correct) / double(data.size())}}},
  };
  if (!failed) j["data"].erase("judge_failures");
  api::add_skipped(j["data"], skipped);
  if (!first_error.empty()) j["data"]["first_error"] = first_error;
  return j;
}

}  // namespace citeval

#include "judge/calibrated_judge.h"

#include <cmath>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "judge/registry.h"

namespace citeval::judge {

Result<Calibration> read_calibration(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open the calibration file", path);
  std::stringstream ss;
  ss << in.rdbuf();
  const auto j = nlohmann::json::parse(ss.str(), nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) {
    return make_error(ErrorCode::kParse, "not a JSON object (a calibration file from `citeval calibrate`)", path);
  }
  Calibration c;
  for (const char* key : {"judge_spec", "judge_identity"}) {
    if (!j.contains(key) || !j[key].is_string()) {
      return make_error(ErrorCode::kInvalidField, "missing or not a string", path, 0, key);
    }
  }
  c.judge_spec = j["judge_spec"].get<std::string>();
  c.judge_identity = j["judge_identity"].get<std::string>();
  for (auto [key, out] : {std::pair{"slope", &c.slope}, {"intercept", &c.intercept}, {"threshold", &c.threshold}}) {
    if (!j.contains(key) || !j[key].is_number() || !std::isfinite(j[key].get<double>())) {
      return make_error(ErrorCode::kInvalidField, "missing or not a finite number", path, 0, key);
    }
    *out = j[key].get<double>();
  }
  return c;
}

CalibratedJudge::CalibratedJudge(std::unique_ptr<Judge> inner, Calibration calibration)
    : inner_(std::move(inner)), calibration_(std::move(calibration)) {}

std::string CalibratedJudge::identity() const {
  // The map's parameters, exactly (17 significant digits round-trip a double).
  return fmt::format("calibrated(slope={:.17g};intercept={:.17g};threshold={:.17g})|{}", calibration_.slope,
                     calibration_.intercept, calibration_.threshold, inner_->identity());
}

void CalibratedJudge::calibrate(Judgment& j) const {
  if (!j.ok) return;
  const double raw = j.prob;
  j.prob = 1.0 / (1.0 + std::exp(-(calibration_.slope * raw + calibration_.intercept)));
  j.label = raw >= calibration_.threshold ? 1 : 0;
}

std::vector<Judgment> CalibratedJudge::judge_batch(std::span<const JudgeRequest> requests) {
  return judge_batch_streaming(requests, {});
}

std::vector<Judgment> CalibratedJudge::judge_batch_streaming(std::span<const JudgeRequest> requests,
                                                             const ItemSink& on_item) {
  ItemSink calibrated;
  if (on_item) {
    calibrated = [&](std::size_t index, const Judgment& raw) {
      Judgment j = raw;
      calibrate(j);
      on_item(index, j);
    };
  }
  std::vector<Judgment> out = inner_->judge_batch_streaming(requests, calibrated);
  for (Judgment& j : out) calibrate(j);
  return out;
}

Result<std::unique_ptr<Judge>> load_calibrated_judge(std::string_view file, const Registry& judges) {
  if (file.empty()) {
    return make_error(ErrorCode::kInvalidArgument, "judge 'calibrated:FILE' needs a calibration file");
  }
  auto cal = read_calibration(std::string(file));
  if (!cal) return cal.error();
  if (cal->judge_spec.rfind("calibrated:", 0) == 0) {
    return make_error(ErrorCode::kInvalidField, "a calibration cannot wrap another calibration", std::string(file),
                      0, "judge_spec");
  }
  auto inner = judges.make(cal->judge_spec);
  if (!inner) return inner.error();
  if ((*inner)->identity() != cal->judge_identity) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("the judge '{}' has changed since it was calibrated (identity '{}', the file "
                                  "has '{}'): calibrate it again",
                                  cal->judge_spec, (*inner)->identity(), cal->judge_identity),
                      std::string(file), 0, "judge_identity");
  }
  return std::unique_ptr<Judge>(std::make_unique<CalibratedJudge>(std::move(*inner), std::move(*cal)));
}

}  // namespace citeval::judge

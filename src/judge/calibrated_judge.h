// Calibrated judges: a judge's raw scores mapped to a probability and a decision threshold fitted
// on human labels (`citeval calibrate`, meta/calibration.h), so that lexical, embedding, NLI and
// LLM scores become comparable probabilities.
//
// A calibration file (JSON, written by `citeval calibrate`) stores the judge it was fitted for —
// its spec and its identity — with the fitted map:
//   {"judge_spec": "lexical", "judge_identity": "lexical/v1;...",
//    "slope": 9.1, "intercept": -5.2, "threshold": 0.61, ...}
// `--judge calibrated:FILE` rebuilds that judge from its spec, checks that its identity is still
// the one the file was fitted with (else the file is stale: an error, never silently wrong), and
// wraps it:
//   prob  = 1 / (1 + exp(-(slope * raw + intercept)))
//   label = raw >= threshold
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"
#include "citeval/result.h"

namespace citeval::judge {

struct Calibration {
  std::string judge_spec;
  std::string judge_identity;
  double slope = 1.0;
  double intercept = 0.0;
  double threshold = 0.5;  // on the raw score
};

// Reads the fields above from a calibration file; other fields are ignored. Errors name the file
// and the field.
Result<Calibration> read_calibration(const std::string& path);

class CalibratedJudge final : public Judge {
 public:
  CalibratedJudge(std::unique_ptr<Judge> inner, Calibration calibration);

  std::string identity() const override;
  bool is_approximation() const override { return inner_->is_approximation(); }
  bool thread_safe() const override { return inner_->thread_safe(); }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override;
  // Passes the inner judge's reports on, calibrated.
  std::vector<Judgment> judge_batch_streaming(std::span<const JudgeRequest> requests,
                                              const ItemSink& on_item) override;
  std::string run_notes() const override { return inner_->run_notes(); }

  const Calibration& calibration() const { return calibration_; }

 private:
  void calibrate(Judgment& j) const;  // raw score -> calibrated prob and label (ok items)
  std::unique_ptr<Judge> inner_;
  Calibration calibration_;
};

class Registry;

// The "calibrated:FILE" judge kind (a built-in kind of every registry): the inner judge the file
// names is made by `judges`, the registry the spec was given to.
Result<std::unique_ptr<Judge>> load_calibrated_judge(std::string_view file, const Registry& judges);

}  // namespace citeval::judge

// citeval/meta.h — how good is a judge? Meta-evaluation against human support levels, and
// calibration of a judge's scores.
//
//   std::vector<citeval::ScoredPair> pairs = {{"s1", 0.93, 2}, {"s1", 0.10, 0}, {"s2", 0.4, 1}};
//   auto report = citeval::meta_evaluate(pairs, {.bootstrap = 1000, .seed = 0});
//   // = `citeval meta --scores FILE` (JSON): Pearson/Spearman/Kendall, one-vs-one ROC-AUC,
//   //   NDCG@5/10/20 per judge, with bootstrap intervals
//   std::vector<citeval::CalibrationPair> labelled = {{0.93, true}, {0.10, false}};
//   auto fit = citeval::calibrate(labelled, {.objective = "balanced"});
//   // {"slope", "intercept", "threshold", "threshold_probability", "items", "positives",
//   //  "negatives", "auc", "accuracy", "balanced_accuracy", "f1", "log_loss", "iterations"}
//
// A pair is one (statement, evidence) candidate: `group` names the statement (the candidates of
// a group are ranked against each other for NDCG), `score` the judge's score, `label` the human
// support level (2 full, 1 partial, 0 none). Errors (kInvalidArgument): a label outside {0, 1,
// 2}, a non-finite score, no positives or no negatives for calibration. Pure functions,
// thread-safe (bootstrap threads inside).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include <nlohmann/json.hpp>

#include "citeval/result.h"

namespace citeval {

struct ScoredPair {
  std::string group;
  double score = 0.0;
  int label = 0;  // 2 full, 1 partial, 0 no support
};

struct MetaConfig {
  std::size_t bootstrap = 1000;       // replicates; 0 = no intervals
  std::uint64_t seed = 0;
  double confidence = 0.95;
  std::size_t threads = 0;            // 0 = all cores
  std::string ndcg_all_none = "skip"; // groups with no relevant candidate: "skip" or "zero"
};

// The JSON report of `citeval meta --scores` for these pairs.
Result<nlohmann::json> meta_evaluate(std::span<const ScoredPair> pairs, const MetaConfig& config = {});

struct CalibrationPair {
  double score = 0.0;
  bool positive = false;  // full support (partial: your choice, `citeval calibrate --partial`)
};

struct CalibrationConfig {
  std::string objective = "balanced";  // threshold objective: balanced, accuracy or f1
  double l2 = 1e-4;                    // penalty on the slope (1 / sklearn's C)
};

// The fitted logistic map and threshold (see above), as `citeval calibrate` fits them.
Result<nlohmann::json> calibrate(std::span<const CalibrationPair> pairs, const CalibrationConfig& config = {});

}  // namespace citeval

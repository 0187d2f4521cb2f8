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
//   auto labels = citeval::LabelledData::read("claim_dev.jsonl", {.format = "wice"}, &skipped);
//   auto session = citeval::open_session("lexical");                     // judges.h
//   auto cal = citeval::calibrate_judge(*labels, **session, {.judge_spec = "lexical"}, skipped);
//   // = `citeval calibrate --judge lexical --labels claim_dev.jsonl` (the JSON it writes)
//
// A pair is one (statement, evidence) candidate: `group` names the statement (the candidates of
// a group are ranked against each other for NDCG), `score` the judge's score, `label` the human
// support level (2 full, 1 partial, 0 none). Errors (kInvalidArgument): a label outside {0, 1,
// 2}, a non-finite score, no positives or no negatives for calibration. Pure functions,
// thread-safe (bootstrap threads inside).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/judges.h"
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

// Bad records a reader skipped (and left out): how many, and the first ten errors (each naming
// file, line and field), in input order.
struct SkippedRecordsInfo {
  std::size_t count = 0;
  std::vector<Error> first;
};

struct LabelOptions {
  std::string format = "auto";   // auto, gensearch, wice, attributionbench or plain
  std::size_t chunk_words = 150;  // documents are cut into chunks of at most this many words
  double jaccard = 0.5;           // evidence sentences are located by Jaccard >= this
  std::string only_source;        // AttributionBench: keep only this src_dataset
};

// kInvalidArgument for an unknown format.
Status check_label_options(const LabelOptions& options);

// Human-labelled (statement, passage) pairs: GenSearch / WiCE / AttributionBench / plain JSONL,
// documents chunked and chunks labelled as `citeval meta --labels` does (full, partial or no
// support). Immutable.
class LabelledData {
 public:
  // Bad records are skipped and counted in `skipped` (filled also when reading fails); an input
  // without a usable record is an error (kParse), as is an unreadable file (kIo).
  static Result<LabelledData> read(const std::string& path, const LabelOptions& options,
                                   SkippedRecordsInfo* skipped = nullptr);
  LabelledData(LabelledData&&) noexcept;
  LabelledData& operator=(LabelledData&&) noexcept;
  ~LabelledData();

  std::string format() const;  // the format read ("wice", ...)
  std::size_t pairs() const;   // candidates

  struct Impl;
  const Impl& impl() const { return *impl_; }

 private:
  explicit LabelledData(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

struct JudgeCalibrationConfig {
  std::string judge_spec;              // written into the calibration (how to remake the judge)
  std::string labels_name;             // how the labels file is named in it
  std::string partial = "negative";    // partial support counts as negative, positive, or drop
  std::string objective = "balanced";  // threshold objective: balanced, accuracy or f1
  double l2 = 1e-4;                    // penalty on the slope (1 / sklearn's C)
  // Called after every block of judged pairs with (pairs judged, pairs); optional.
  std::function<void(std::size_t done, std::size_t total)> progress;
};

// Judges every pair of `labels` with `session` (full support positive, none negative, partial
// as `partial` says) and fits the calibration on the pairs it decided: the JSON `citeval
// calibrate` writes ({"judge_spec", "judge_identity", "slope", "intercept", "threshold",
// "threshold_probability", "data": {..., "records_skipped"[, "skipped"]}, "fit", "quality"}),
// for the judge kind "calibrated:FILE". `skipped`: what reading the labels left out, counted
// in "data". Errors: kInvalidArgument for a bad `partial` or `objective` (the objective is
// checked after judging); kJudge when the judge decided no pair; kInvalidField when the judged
// pairs cannot be fitted (no positives or no negatives).
Result<nlohmann::json> calibrate_judge(const LabelledData& labels, Session& session,
                                       const JudgeCalibrationConfig& config, const SkippedRecordsInfo& skipped = {});

}  // namespace citeval

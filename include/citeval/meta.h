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
//   citeval::JudgeMetaEvaluation m(*labels, {.bootstrap = 1000});          // `citeval meta --labels`
//   m.add_judge("lexical", **session, progress);                           // one column a judge
//   citeval::MetaReport r = m.report({.labels_name = "claim_dev.jsonl"});  // r.text, r.json
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
  std::size_t limit = 0;          // keep only the first N statements (0 = all)
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
  // The pairs as JSON lines {"premise", "hypothesis", "group", "level"} (`citeval meta
  // --dump-pairs`), to judge them elsewhere and come back with the judge "table:FILE".
  std::string pairs_jsonl() const;

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

// What a meta-evaluation prints: the text report (tables with intervals, one column a judge,
// and the paper's published GenSearch columns) and its JSON document (`citeval meta -o`).
struct MetaReport {
  std::string text;
  nlohmann::json json;
};

// A judge's scored pairs read back ({"group", "score", "label"} JSON lines, `citeval meta
// --scores`): bad records are skipped and counted in `skipped`; none usable is an error.
class ScoredPairs {
 public:
  static Result<ScoredPairs> read(const std::string& path, SkippedRecordsInfo* skipped = nullptr);
  ScoredPairs(ScoredPairs&&) noexcept;
  ScoredPairs& operator=(ScoredPairs&&) noexcept;
  ~ScoredPairs();
  std::size_t size() const;

  struct Impl;
  const Impl& impl() const { return *impl_; }

 private:
  explicit ScoredPairs(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// The report of scored pairs named `name` (the JSON's "scores": {"file", "records",
// "records_skipped"[, "skipped"]}); `show_paper`: the published columns in the text. Errors:
// kInvalidArgument for a bad configuration (e.g. a confidence outside (0, 1)).
Result<MetaReport> meta_report_of_scores(const ScoredPairs& pairs, const std::string& name, const MetaConfig& config,
                                         const SkippedRecordsInfo& skipped = {}, bool show_paper = true);
// The HTML page (citeval/report.h) of that report, the pairs shown as `name`.
Status write_meta_scores_html(const nlohmann::json& report, const ScoredPairs& pairs, const std::string& name,
                              const std::string& out);

// A short column title for a judge spec: "table:/long/path/t.jsonl" -> "table:t.jsonl".
std::string judge_display_name(const std::string& spec);

// How the labels were read, for the report of a JudgeMetaEvaluation.
struct MetaLabelsInfo {
  std::string labels_name;  // the labels file, as named to the user
  LabelOptions options;     // the options it was read with
  SkippedRecordsInfo skipped;
  bool show_paper = true;   // the published GenSearch columns in the text
};

// Judges meta-evaluated on labelled data: every judge judges every pair (pairs it cannot decide
// are counted and left out of its figures, never fatal), one column a judge, with paired
// bootstrap differences between judges.
class JudgeMetaEvaluation {
 public:
  JudgeMetaEvaluation(const LabelledData& labels, const MetaConfig& config);
  ~JudgeMetaEvaluation();
  JudgeMetaEvaluation(const JudgeMetaEvaluation&) = delete;
  JudgeMetaEvaluation& operator=(const JudgeMetaEvaluation&) = delete;

  // Judges every pair with `session` (in blocks; `progress` gets (pairs judged, pairs) after
  // each), writes the scores to `scores_path` when given (ScoredPairs' form), and adds the
  // judge's column. Errors: kIo (the scores file), kInvalidArgument (a bad configuration).
  Status add_judge(const std::string& spec, Session& session,
                   const std::function<void(std::size_t done, std::size_t total)>& progress = {},
                   const std::string& scores_path = {});

  struct JudgeColumn {
    std::string name;  // judge_display_name(spec)
    std::size_t pairs = 0, failed = 0;  // pairs asked, pairs the judge could not decide
    std::string first_error;
  };
  std::vector<JudgeColumn> columns() const;

  // The text and the JSON ({"labels", "processing", "judges", "differences", "paper_gensearch"}).
  MetaReport report(const MetaLabelsInfo& info) const;
  // The HTML page of `report` (from report()), with every judge's scored pairs.
  Status write_html(const nlohmann::json& report, const std::string& out) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace citeval

// Rendering of meta-evaluation results: the JSON report (`citeval meta --scores`, `--json`) and
// the text report shaped like the paper's Table 2 (correlation), Table 3 (ROC-AUC, %) and
// Figure 3 (NDCG@n), one column a judge, with bootstrap intervals, paired differences between
// judges, and the paper's published figures for reference.
//
//   nlohmann::json j = report_to_json(report);          // {"pearson": 0.41, "auc_macro": 82.9, ..., "ci": {...}}
// Both print each statistic on the paper's scale: ROC-AUC in percent ("auc_scale": 100 in the
// JSON), correlations in [-1, 1] and NDCG in [0, 1] as they are.
//   std::string text = render_text(context, judges);
//
// JSON report: the ten figure keys ("pearson" ... "ndcg@20") at the top level, each a number or
// null; "undefined" maps every null figure to its reason; "ci" maps each figure to
// [low, high] or null; "ci_undefined_replicates" counts, for defined figures, the bootstrap
// replicates where they were not; "counts" and "options" say what was measured and how.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "meta/meta_evaluator.h"

namespace citeval::meta {

// The scale a statistic is written and printed in (the paper's): 100 for the ROC-AUCs (percent,
// Table 3), 1 for correlations and NDCG.
double stat_scale(std::size_t stat);

nlohmann::json report_to_json(const MetaReport& report);
nlohmann::json difference_to_json(const std::array<Difference, kNumStats>& diff);

// One judge's column.
struct JudgeColumn {
  std::string name;            // as given on the command line, e.g. "lexical"
  std::string identity;        // Judge::identity()
  bool approximation = false;  // Judge::is_approximation(): the report says so
  std::size_t candidates = 0;  // pairs asked
  std::size_t failed = 0;      // pairs the judge could not decide (left out of the figures)
  std::string first_error;     // the first failure's message, if any
  MetaReport report;
};

struct ReportContext {
  std::string source;              // what was evaluated, e.g. "claim_dev.jsonl (wice)"
  std::string data_summary;        // e.g. "349 statements, 2,211 candidates (full 205, ...)"
  std::vector<std::string> notes;  // extra lines printed under the header (data processing)
  bool show_paper = true;          // the published GenSearch columns
};

// The text report (ends with a newline).
std::string render_text(const ReportContext& context, const std::vector<JudgeColumn>& judges);

// The published figures of Zhang et al. (seed 003) on GenSearch, Tables 2 and 3 (AUC as a
// fraction); NaN where the paper prints none (Figure 3 is a plot without printed values).
struct PaperColumn {
  const char* metric;
  std::array<double, kNumStats> figures;
};
const std::vector<PaperColumn>& paper_columns();

}  // namespace citeval::meta

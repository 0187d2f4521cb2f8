// The registry of a benchmark's figures: every figure its summary can have, declared once, in the
// benchmark's own files (BenchmarkImpl::figures()), with what the rest of citeval needs to know of
// it: the key, the report's label, the scale, how it aggregates the items, the options it depends
// on and why it can be undefined. From it come the list --fail-under checks its keys against
// (summary_figures(), with each figure's scale), the report's cards (label, order) and their
// bootstrap statistics (the aggregation over the detail's per-item values), and the agreement
// test (tests/api/summary_figures_test.cc: the summaries of real runs have exactly the figures
// the registry says they have).
//
//   std::vector<FigureDef> figures() const override {
//     return {{.key = "citation_rec", .label = "Citation recall", .card = 0},
//             {.key = "length", .label = "Length (words)", .scale = Scale::kRaw, .card = 1}};
//   }
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/evaluate.h"

namespace citeval::benchmarks {

struct Options;

enum class Scale {
  kPercent,  // a rate ×100 (the summary's score_scale 100)
  kRaw,      // a count, a length, a ratio or a fraction, as it is
};

// How a figure is made of the items (the report recomputes those it can from the detail's
// per-item values, to draw bootstrap intervals).
enum class Aggregation {
  kMeanOverItems,     // mean of inputs[0] (the per-item score; default: the key) over the items with one
  kRatioOfSums,       // sum of inputs[0] over the sum of inputs[1] (per-item quantities)
  kF1OfMeans,         // harmonic mean of the means of inputs[0] and inputs[1] (precision, recall)
  kMeanOfGroupMeans,  // mean over the groups (LongBench-Cite's datasets) of the means of inputs[0]
  kCount,             // a number of items, responses or ratings
  kSpread,            // a standard deviation or coefficient of variation over the items
  kWholeSet,          // computed over the whole set at once (MAUVE), or aggregated per group first
};

// Whether a figure is there (or raw, for raw_when) with these checked options and identity.
using FigureCondition = std::function<bool(const Options& options, const nlohmann::json& identity)>;

// The report card's place: cards in the order of `card` (ascending); kCardAfter after those, in
// the summary's order; kNoCard: no card (a count the header shows).
inline constexpr int kCardAfter = 1000;
inline constexpr int kNoCard = -1;

// (Every member has a default initializer, so that a table of designated initializers names only
// what differs.)
struct FigureDef {
  // A top-level key ("citation_rec") or a dotted path, "*" standing for one name (a dataset:
  // "scores.*.citation_f1"), as --fail-under names it.
  std::string key{};
  std::string label{};  // the report's ("" = the key)
  Scale scale = Scale::kPercent;
  Aggregation aggregation = Aggregation::kMeanOverItems;
  std::vector<std::string> inputs{};    // per-item values it aggregates (see Aggregation)
  std::vector<std::string> depends_on{};  // the options deciding whether it is there, and its scale
  // Why it can be undefined: the first when no item counts; undefined_on_judge_error, when set,
  // when any judge error makes it undefined (check's statement_rec).
  std::vector<std::string> undefined = {"no item to average"};
  std::string undefined_on_judge_error{};
  FigureCondition applies{};   // null: in every summary
  FigureCondition raw_when{};  // null: never; else kRaw with these options (eval_cite.py's fractions)
  int card = kCardAfter;
  // Absent from some summaries it applies to (eval.py's length_std, std_em: only when computed);
  // otherwise every summary it applies to has it, a number or null.
  bool optional = false;

  const std::string& shown() const { return label.empty() ? key : label; }
};

// A condition: the identity has `key`, not null (an optional figure's option: "mauve", "qa").
FigureCondition identity_has(std::string key);

// The figures that apply to these options, as --fail-under checks them.
std::vector<SummaryFigure> summary_figures_of(const std::vector<FigureDef>& figures, const Options& options,
                                              const nlohmann::json& identity);

// Whether a figure's key names `key`: equal, or with "*" matching a non-empty name (a
// LongBench-Cite dataset's may hold a dot).
bool figure_key_matches(std::string_view pattern, std::string_view key);
// The figure of `key` (an exact key first, then a pattern), or null.
const FigureDef* find_figure(const std::vector<FigureDef>& figures, std::string_view key);

// The (key, value) pairs of a summary in the registry's order (stable; keys it does not have
// last): the rows of a summary table.
void order_by_registry(const std::vector<FigureDef>& figures, std::vector<std::pair<std::string, double>>& scores);

// The figures of a built-in benchmark ("alce", "aliice", "longbench-cite", "check"); empty for
// another name.
const std::vector<FigureDef>& builtin_figures(const std::string& benchmark);

}  // namespace citeval::benchmarks

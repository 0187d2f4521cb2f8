// The statistics of the meta-evaluation framework (Zhang et al. 2024, seed 003, sections 3.2 and
// 5.2): how well a judge's scores agree with human support levels (full = 2, partial = 1,
// none = 0), by three protocols, each with a seeded bootstrap confidence interval.
//
//   Result<MetaReport> r = evaluate(scored_set, MetaOptions{});
//   if (r) fmt::print("{}\n", r->figures[kKendall].value);
//
// Definitions (each equal to the named reference to 1e-9, see tests/meta/meta_oracle.py):
//  * Correlation over all items: Pearson (scipy.stats.pearsonr), Spearman on average ranks
//    (scipy.stats.spearmanr), Kendall tau-b (scipy.stats.kendalltau, variant 'b').
//  * Classification, one-vs-one: ROC-AUC (sklearn.metrics.roc_auc_score, ties count half) on the
//    subset with exactly the two levels, the higher level the positive class: FS-vs-NS,
//    FS-vs-PS, PS-vs-NS; auc_macro is their mean (defined only when all three are).
//  * Retrieval: each group's (statement's) items ranked by score, graded relevance = level,
//    NDCG@5/10/20 as sklearn.metrics.ndcg_score (linear gains, log2 discounts, tied scores get
//    the average gain of their tie block: ignore_ties=False), averaged over groups.
//    Groups with a single candidate are not rankable and are left out (sklearn refuses them too).
//    Groups whose candidates are all "no support" have no ideal ranking; the paper ranks
//    citations "to identify the citation with the highest support level", which such a statement
//    does not have, so by default they are left out (AllIrrelevantGroups::kSkip, the usual IR
//    convention of evaluating only queries with a relevant document); kZero counts them as 0,
//    which is what sklearn's ndcg_score does with such rows. The report counts both kinds.
//
// Undefined figures are explicit, never a crash: the value is NaN and `undefined_reason` says why
// (fewer than two items, constant scores or labels, no items of a class, no rankable group).
//
// Bootstrap: the resampling unit is the group (statement), because a statement's chunks are
// neither independent nor separable for NDCG. Each replicate draws num_groups groups with
// replacement (SplitMix64 stream of (seed, replicate index); the number of threads does not change
// the draws); an item counts as many times as its group was drawn. The interval is the percentile
// interval (numpy's linear interpolation) of the replicates where the figure is defined. Draws
// depend only on (seed, number of groups), so two judges scored on the same data get the same
// draws: compare() gives paired differences.
//
// Cost: one sort, then O(items) per replicate (statistics are computed over score tie blocks
// with per-block level weights), so 100,000 items with 1,000 replicates take well under a
// second (bench/meta_eval_bench.cc).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"
#include "meta/scored_set.h"

namespace citeval::meta {

enum Stat : std::size_t {
  kPearson,
  kSpearman,
  kKendall,
  kAucFsNs,
  kAucFsPs,
  kAucPsNs,
  kAucMacro,
  kNdcg5,
  kNdcg10,
  kNdcg20,
  kNumStats,
};

// The JSON key of a figure: "pearson", "spearman", "kendall", "auc_fs_ns", "auc_fs_ps",
// "auc_ps_ns", "auc_macro", "ndcg@5", "ndcg@10", "ndcg@20".
std::string_view stat_key(std::size_t stat);
// The cutoff of an NDCG figure (5, 10, 20).
int ndcg_cutoff(std::size_t stat);

enum class AllIrrelevantGroups { kSkip, kZero };

struct MetaOptions {
  AllIrrelevantGroups all_irrelevant = AllIrrelevantGroups::kSkip;
  std::size_t bootstrap = 1000;  // replicates; 0 = no intervals
  std::uint64_t seed = 0;
  double confidence = 0.95;  // of the two-sided percentile interval, in (0, 1)
  std::size_t threads = 0;   // for the replicates; 0 = std::thread::hardware_concurrency()
};

constexpr double kUndefined = std::numeric_limits<double>::quiet_NaN();

struct Figure {
  double value = kUndefined;     // NaN when undefined
  std::string undefined_reason;  // non-empty exactly when value is NaN
  double ci_low = kUndefined;    // NaN without bootstrap or when too few replicates defined
  double ci_high = kUndefined;
  std::size_t undefined_replicates = 0;  // replicates where the figure was undefined
  bool defined() const { return undefined_reason.empty(); }
};

struct MetaCounts {
  std::size_t items = 0;
  std::array<std::size_t, 3> items_by_level{};  // index = level (0 none, 1 partial, 2 full)
  std::size_t groups = 0;                       // all groups, including empty ones
  std::size_t groups_ranked = 0;                // groups in the NDCG average
  std::size_t groups_single = 0;                // left out: one candidate
  std::size_t groups_all_irrelevant = 0;  // all candidates "no support" (left out under kSkip)
  std::size_t groups_empty = 0;           // no items (e.g. every item failed to be judged)
};

struct MetaReport {
  std::array<Figure, kNumStats> figures;
  MetaCounts counts;
  MetaOptions options;
  // replicates[b][stat]: the figure on bootstrap replicate b (NaN where undefined); kept for
  // paired comparisons between judges.
  std::vector<std::array<double, kNumStats>> replicates;
};

// Fails (kInvalidArgument) only on bad options; any data, including an empty set, gives a
// report (with undefined figures where the data do not allow them).
Result<MetaReport> evaluate(const ScoredSet& set, const MetaOptions& options);

// a − b for every figure, with the percentile interval of the paired replicate differences.
struct Difference {
  double value = kUndefined;
  double ci_low = kUndefined;
  double ci_high = kUndefined;
  bool defined() const { return value == value; }
  // The interval excludes 0: the two judges differ at the report's confidence level.
  bool significant() const { return ci_low > 0.0 || ci_high < 0.0; }
};
// Both reports must come from sets with the same groups and the same bootstrap options
// (kInvalidArgument otherwise), so that their replicates are paired.
Result<std::array<Difference, kNumStats>> compare(const MetaReport& a, const MetaReport& b);

// The figures with every item of group g counted weights[g] times: what one bootstrap replicate
// computes (exposed so tests can check it against the materialised resample).
std::array<double, kNumStats> weighted_figures(const ScoredSet& set,
                                               const std::vector<std::uint32_t>& weights,
                                               AllIrrelevantGroups all_irrelevant);

// numpy.percentile(values, q) with the default linear interpolation; values need not be sorted
// (they are sorted in place). NaN for an empty vector.
double percentile(std::vector<double>& values, double q);

}  // namespace citeval::meta

#include "meta/meta_evaluator.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <thread>

#include "meta/bootstrap.h"

namespace citeval::meta {

std::string_view stat_key(std::size_t stat) {
  static constexpr std::array<std::string_view, kNumStats> kKeys = {
      "pearson",   "spearman",  "kendall", "auc_fs_ns", "auc_fs_ps",
      "auc_ps_ns", "auc_macro", "ndcg@5",  "ndcg@10",   "ndcg@20"};
  return stat < kNumStats ? kKeys[stat] : std::string_view("?");
}

int ndcg_cutoff(std::size_t stat) {
  switch (stat) {
    case kNdcg5:
      return 5;
    case kNdcg10:
      return 10;
    case kNdcg20:
      return 20;
  }
  return 0;
}

double percentile(std::vector<double>& values, double q) {
  if (values.empty()) return kUndefined;
  std::sort(values.begin(), values.end());
  double h = static_cast<double>(values.size() - 1) * q / 100.0;
  auto lo = static_cast<std::size_t>(std::floor(h));
  std::size_t hi = std::min(lo + 1, values.size() - 1);
  // numpy's _lerp: a + (b - a) * t, switching to b - (b - a) * (1 - t) for t >= 0.5.
  double a = values[lo], b = values[hi], t = h - static_cast<double>(lo);
  double diff = b - a;
  return t >= 0.5 ? b - diff * (1.0 - t) : a + diff * t;
}

namespace {

using Values = std::array<double, kNumStats>;
using Reasons = std::array<std::string, kNumStats>;
constexpr std::array<int, 3> kCutoffs = {5, 10, 20};

// sklearn.metrics.ndcg_score of one row, ignore_ties=False (see _tie_averaged_dcg there).
double ndcg_of_group(const std::vector<double>& score, const std::vector<std::uint8_t>& rel,
                     int k) {
  const std::size_t n = score.size();
  std::vector<double> cum(n);
  double run = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    double d = static_cast<int>(i) < k
                   ? 1.0 / (std::log(static_cast<double>(i) + 2.0) / std::log(2.0))
                   : 0.0;
    run += d;
    cum[i] = run;
  }
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return score[a] > score[b]; });
  double dcg = 0.0;
  for (std::size_t s = 0; s < n;) {
    std::size_t e = s;
    double gain = 0.0;
    while (e < n && score[order[e]] == score[order[s]]) gain += rel[order[e++]];
    double discount = cum[e - 1] - (s > 0 ? cum[s - 1] : 0.0);
    dcg += gain / static_cast<double>(e - s) * discount;
    s = e;
  }
  std::vector<std::uint8_t> ideal(rel);
  std::sort(ideal.begin(), ideal.end(), std::greater<>());
  double idcg = 0.0;
  for (std::size_t i = 0; i < n && static_cast<int>(i) < k; ++i) {
    idcg += ideal[i] * (1.0 / (std::log(static_cast<double>(i) + 2.0) / std::log(2.0)));
  }
  return idcg == 0.0 ? 0.0 : dcg / idcg;
}

// The set, prepared once: items sorted by score and cut into tie blocks; per-group totals (so a
// replicate knows its means before its one pass over the items); NDCG per group.
struct Prepared {
  std::vector<std::uint32_t> item;       // group << 2 | level, in ascending score order
  std::vector<std::uint32_t> block_end;  // exclusive end of each tie block
  std::vector<std::array<std::uint32_t, 3>> group_levels;  // items of each level, per group
  // Pearson from per-group sums of d = score - (mean score of all items): sum d, sum d^2, sum
  // d*level. Centring first keeps the replicate's Sxx = sum d^2 - (sum d)^2 / W free of
  // cancellation.
  std::vector<std::array<double, 3>> group_moments;
  std::array<std::vector<double>, 3> ndcg;  // [cutoff][group]
  std::vector<std::uint8_t> ranked;         // group is in the NDCG average
  MetaCounts counts;
};

Prepared prepare(const ScoredSet& set, AllIrrelevantGroups policy) {
  Prepared p;
  const std::size_t n = set.size();
  const auto& score = set.scores();
  std::vector<std::uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0u);
  std::sort(order.begin(), order.end(),
            [&](std::uint32_t a, std::uint32_t b) { return score[a] < score[b]; });
  p.item.resize(n);
  p.group_levels.assign(set.num_groups(), {0, 0, 0});
  p.group_moments.assign(set.num_groups(), {0.0, 0.0, 0.0});
  double centre = 0.0;
  for (double x : score) centre += x;
  if (n > 0) centre /= static_cast<double>(n);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t g = set.groups()[order[i]];
    const std::uint8_t l = set.labels()[order[i]];
    p.item[i] = g << 2 | l;
    ++p.group_levels[g][l];
    const double d = score[order[i]] - centre;
    p.group_moments[g][0] += d;
    p.group_moments[g][1] += d * d;
    p.group_moments[g][2] += d * l;
    if (i + 1 == n || score[order[i + 1]] != score[order[i]]) {
      p.block_end.push_back(static_cast<std::uint32_t>(i + 1));
    }
  }

  const std::size_t g_count = set.num_groups();
  MetaCounts& c = p.counts;
  c.items = n;
  c.groups = g_count;
  for (auto l : set.labels()) ++c.items_by_level[l];
  // Items of each group (CSR), in input order.
  std::vector<std::uint32_t> start(g_count + 1, 0);
  for (auto g : set.groups()) ++start[g + 1];
  std::partial_sum(start.begin(), start.end(), start.begin());
  std::vector<std::uint32_t> members(n), fill(start.begin(), start.end() - 1);
  for (std::uint32_t i = 0; i < n; ++i) members[fill[set.groups()[i]]++] = i;

  p.ranked.assign(g_count, 0);
  for (auto& v : p.ndcg) v.assign(g_count, kUndefined);
  std::vector<double> s;
  std::vector<std::uint8_t> r;
  for (std::size_t g = 0; g < g_count; ++g) {
    std::size_t size = start[g + 1] - start[g];
    if (size == 0) {
      ++c.groups_empty;
      continue;
    }
    if (size == 1) {
      ++c.groups_single;
      continue;
    }
    s.clear();
    r.clear();
    bool relevant = false;
    for (std::size_t j = start[g]; j < start[g + 1]; ++j) {
      s.push_back(score[members[j]]);
      r.push_back(set.labels()[members[j]]);
      relevant = relevant || r.back() > 0;
    }
    if (!relevant) {
      ++c.groups_all_irrelevant;
      if (policy == AllIrrelevantGroups::kSkip) continue;
    }
    p.ranked[g] = 1;
    ++c.groups_ranked;
    for (std::size_t k = 0; k < kCutoffs.size(); ++k)
      p.ndcg[k][g] = ndcg_of_group(s, r, kCutoffs[k]);
  }
  return p;
}

double clip_unit(double r) { return std::min(1.0, std::max(-1.0, r)); }

// Every figure with each item counted weight[its group] times (all ones = the data as given).
// `reasons`, when given, receives why a figure is undefined. Totals and means come from the
// per-group sums, then one pass over the tie blocks gathers everything else.
Values compute(const Prepared& p, const std::vector<std::uint32_t>& weight, Reasons* reasons) {
  Values v;
  v.fill(kUndefined);

  std::array<std::uint64_t, 3> level{};
  double sum_d = 0.0, sum_dd = 0.0, sum_dy = 0.0;
  for (std::size_t g = 0; g < weight.size(); ++g) {
    const std::uint64_t w = weight[g];
    if (w == 0) continue;
    for (int l = 0; l < 3; ++l) level[l] += w * p.group_levels[g][l];
    const double wd = static_cast<double>(w);
    sum_d += wd * p.group_moments[g][0];
    sum_dd += wd * p.group_moments[g][1];
    sum_dy += wd * p.group_moments[g][2];
  }
  const std::uint64_t total = level[0] + level[1] + level[2];
  const int levels_present = (level[0] > 0) + (level[1] > 0) + (level[2] > 0);
  const double w = static_cast<double>(total);
  const double mean_y =
      total ? (static_cast<double>(level[1]) + 2.0 * static_cast<double>(level[2])) / w : 0.0;
  const double mean_rank = (w + 1.0) / 2.0;
  std::array<double, 3> dy{}, rank_dy{};
  {
    double before = 0.0;
    for (int l = 0; l < 3; ++l) {
      dy[l] = l - mean_y;
      double lw = static_cast<double>(level[l]);
      rank_dy[l] = before + (lw + 1.0) / 2.0 - mean_rank;
      before += lw;
    }
  }

  // The pass: centred sums of average ranks (Spearman), Kendall's ties,
  // and the Mann–Whitney sums; a block with weight 0 adds 0 to each (no branch needed). Counts
  // are held in doubles: they and all their products here are integers below 2^53, so exact.
  double rxx = 0.0, rxy = 0.0, xtie = 0.0;
  std::size_t nonempty_blocks = 0;
  double below0 = 0.0, below1 = 0.0, below2 = 0.0;
  // Twice the Mann–Whitney numerators: FS>NS, FS>PS, PS>NS. Each is 2 (concordant pairs) + (pairs
  // tied in score) of its two levels, so they also give Kendall's C - D below.
  double auc2_fs_ns = 0.0, auc2_fs_ps = 0.0, auc2_ps_ns = 0.0;
  double rank_before = 0.0;
  const std::uint32_t* item = p.item.data();
  const std::uint32_t* wt = weight.data();
  std::uint32_t begin = 0;
  const std::size_t blocks = p.block_end.size();
  for (std::size_t b = 0; b < blocks; ++b) {
    std::uint32_t c[3] = {0, 0, 0};
    const std::uint32_t end = p.block_end[b];
    for (std::uint32_t i = begin; i < end; ++i) c[item[i] & 3] += wt[item[i] >> 2];
    begin = end;
    const double c0 = c[0], c1 = c[1], c2 = c[2];
    const double wbd = c0 + c1 + c2;
    nonempty_blocks += wbd > 0.0;
    const double rdx = rank_before + (wbd + 1.0) * 0.5 - mean_rank;
    rank_before += wbd;
    rxx += wbd * rdx * rdx;
    rxy += rdx * (c0 * rank_dy[0] + c1 * rank_dy[1] + c2 * rank_dy[2]);
    xtie += wbd * (wbd - 1.0) * 0.5;
    auc2_fs_ns += c2 * (2.0 * below0 + c0);
    auc2_fs_ps += c2 * (2.0 * below1 + c1);
    auc2_ps_ns += c1 * (2.0 * below0 + c0);
    below0 += c0;
    below1 += c1;
    below2 += c2;
  }

  // Correlations.
  std::string corr_reason;
  if (total < 2) {
    corr_reason = fmt::format("fewer than 2 items ({})", total);
  } else if (nonempty_blocks < 2) {
    corr_reason = "all scores are equal (constant input)";
  } else if (levels_present < 2) {
    int only = level[2] ? 2 : level[1] ? 1 : 0;
    corr_reason =
        fmt::format("all items have the same support level ({})", support_level_name(only));
  }
  if (corr_reason.empty()) {
    double syy = 0.0, ryy = 0.0;
    for (int l = 0; l < 3; ++l) {
      syy += static_cast<double>(level[l]) * dy[l] * dy[l];
      ryy += static_cast<double>(level[l]) * rank_dy[l] * rank_dy[l];
    }
    const double sxx = sum_dd - sum_d * sum_d / w;
    const double sxy =
        sum_dy - sum_d * (static_cast<double>(level[1]) + 2.0 * static_cast<double>(level[2])) / w;
    v[kPearson] = clip_unit(sxy / std::sqrt(sxx) / std::sqrt(syy));
    v[kSpearman] = clip_unit(rxy / std::sqrt(rxx) / std::sqrt(ryy));
    const double tot = w * (w - 1.0) * 0.5;
    double ytie = 0.0;
    for (int l = 0; l < 3; ++l)
      ytie += static_cast<double>(level[l]) * (static_cast<double>(level[l]) - 1.0) * 0.5;
    const double l0 = static_cast<double>(level[0]), l1 = static_cast<double>(level[1]),
                 l2 = static_cast<double>(level[2]);
    // Over pairs of levels a > b: C - D = #(higher score for a) - #(lower) = auc2_ab - La * Lb.
    const double con_minus_dis =
        auc2_fs_ns + auc2_fs_ps + auc2_ps_ns - (l2 * l0 + l2 * l1 + l1 * l0);
    // The order of operations of scipy.stats.kendalltau.
    v[kKendall] = clip_unit(con_minus_dis / std::sqrt(tot - xtie) / std::sqrt(tot - ytie));
  } else if (reasons) {
    for (auto s : {kPearson, kSpearman, kKendall}) (*reasons)[s] = corr_reason;
  }

  // One-vs-one ROC-AUC.
  auto auc = [&](Stat s, int pos, int neg, double twice_num) {
    if (level[pos] > 0 && level[neg] > 0) {
      v[s] = twice_num / (2.0 * static_cast<double>(level[pos]) * static_cast<double>(level[neg]));
    } else if (reasons) {
      (*reasons)[s] =
          fmt::format("no {}-support items", support_level_name(level[pos] ? neg : pos));
    }
  };
  auc(kAucFsNs, 2, 0, auc2_fs_ns);
  auc(kAucFsPs, 2, 1, auc2_fs_ps);
  auc(kAucPsNs, 1, 0, auc2_ps_ns);
  if (v[kAucFsNs] == v[kAucFsNs] && v[kAucFsPs] == v[kAucFsPs] && v[kAucPsNs] == v[kAucPsNs]) {
    v[kAucMacro] = (v[kAucFsNs] + v[kAucFsPs] + v[kAucPsNs]) / 3.0;
  } else if (reasons) {
    std::string missing;
    for (auto s : {kAucFsNs, kAucFsPs, kAucPsNs}) {
      if (v[s] != v[s]) missing += (missing.empty() ? "" : ", ") + std::string(stat_key(s));
    }
    (*reasons)[kAucMacro] = "needs all three one-vs-one AUCs; undefined: " + missing;
  }

  // NDCG: weighted mean over the rankable groups.
  double ranked_weight = 0.0;
  std::array<double, 3> ndcg_sum{};
  for (std::size_t g = 0; g < p.ranked.size(); ++g) {
    if (!p.ranked[g] || weight[g] == 0) continue;
    const double wg = weight[g];
    ranked_weight += wg;
    for (std::size_t k = 0; k < 3; ++k) ndcg_sum[k] += wg * p.ndcg[k][g];
  }
  for (std::size_t k = 0; k < 3; ++k) {
    const std::size_t s = kNdcg5 + k;
    if (ranked_weight > 0) {
      v[s] = ndcg_sum[k] / ranked_weight;
    } else if (reasons) {
      const auto& c = p.counts;
      (*reasons)[s] = fmt::format(
          "no rankable statement ({} with a single candidate, {} whose candidates are all no "
          "support{})",
          c.groups_single, c.groups_all_irrelevant,
          c.groups_empty ? fmt::format(", {} without scored candidates", c.groups_empty)
                         : std::string());
    }
  }
  return v;
}

}  // namespace

Result<MetaReport> evaluate(const ScoredSet& set, const MetaOptions& options) {
  if (!(options.confidence > 0.0 && options.confidence < 1.0)) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("confidence must be in (0, 1), got {}", options.confidence));
  }
  MetaReport report;
  report.options = options;
  const Prepared p = prepare(set, options.all_irrelevant);
  report.counts = p.counts;

  std::vector<std::uint32_t> weight(set.num_groups(), 1);
  Reasons reasons;
  Values point = compute(p, weight, &reasons);
  for (std::size_t s = 0; s < kNumStats; ++s) {
    report.figures[s].value = point[s];
    report.figures[s].undefined_reason = reasons[s];
  }

  const std::size_t groups = set.num_groups();
  if (options.bootstrap == 0 || groups == 0) return report;
  report.replicates.resize(options.bootstrap);
  // Replicates are independent: split them over threads (results do not depend on the split).
  std::size_t threads =
      options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
  threads = std::min({threads, options.bootstrap, std::size_t{64}});
  auto work = [&](std::size_t first) {
    std::vector<std::uint32_t> w(groups);
    for (std::size_t b = first; b < options.bootstrap; b += threads) {
      bootstrap_weights(options.seed, b, w);
      report.replicates[b] = compute(p, w, nullptr);
    }
  };
  {
    std::vector<std::jthread> pool;
    for (std::size_t t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
  }
  const double tail = (1.0 - options.confidence) / 2.0 * 100.0;
  std::vector<double> vals;
  for (std::size_t s = 0; s < kNumStats; ++s) {
    Figure& f = report.figures[s];
    vals.clear();
    for (const auto& r : report.replicates) {
      if (r[s] == r[s]) vals.push_back(r[s]);
    }
    f.undefined_replicates = report.replicates.size() - vals.size();
    if (!f.defined() || vals.size() < 2) continue;
    f.ci_low = percentile(vals, tail);
    f.ci_high = percentile(vals, 100.0 - tail);
  }
  return report;
}

std::array<double, kNumStats> weighted_figures(const ScoredSet& set,
                                               const std::vector<std::uint32_t>& weights,
                                               AllIrrelevantGroups all_irrelevant) {
  if (weights.size() != set.num_groups()) std::abort();
  const Prepared p = prepare(set, all_irrelevant);
  return compute(p, weights, nullptr);
}

Result<std::array<Difference, kNumStats>> compare(const MetaReport& a, const MetaReport& b) {
  if (a.counts.groups != b.counts.groups || a.options.seed != b.options.seed ||
      a.options.bootstrap != b.options.bootstrap || a.replicates.size() != b.replicates.size()) {
    return make_error(
        ErrorCode::kInvalidArgument,
        "paired comparison needs reports on the same statements with the same bootstrap seed "
        "and replicate count");
  }
  std::array<Difference, kNumStats> out;
  const double tail = (1.0 - a.options.confidence) / 2.0 * 100.0;
  std::vector<double> vals;
  for (std::size_t s = 0; s < kNumStats; ++s) {
    if (!a.figures[s].defined() || !b.figures[s].defined()) continue;
    out[s].value = a.figures[s].value - b.figures[s].value;
    vals.clear();
    for (std::size_t r = 0; r < a.replicates.size(); ++r) {
      double d = a.replicates[r][s] - b.replicates[r][s];
      if (d == d) vals.push_back(d);
    }
    if (vals.size() < 2) continue;
    out[s].ci_low = percentile(vals, tail);
    out[s].ci_high = percentile(vals, 100.0 - tail);
  }
  return out;
}

}  // namespace citeval::meta

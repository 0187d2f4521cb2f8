#include "meta/meta_report.h"

#include <fmt/format.h>

#include <algorithm>

namespace citeval::meta {

namespace {

constexpr double kNaN = kUndefined;

nlohmann::json number_or_null(double v) {
  return v == v ? nlohmann::json(v) : nlohmann::json(nullptr);
}

const char* policy_name(AllIrrelevantGroups p) {
  return p == AllIrrelevantGroups::kSkip ? "skip" : "zero";
}

}  // namespace

double stat_scale(std::size_t stat) { return stat >= kAucFsNs && stat <= kAucMacro ? 100.0 : 1.0; }

const std::vector<PaperColumn>& paper_columns() {
  // Zhang et al. 2024, Table 2 (Pearson, Spearman, Kendall) and Table 3 (ROC-AUC %, as fractions).
  static const std::vector<PaperColumn> kColumns = {
      {"AutoAIS", {0.638, 0.639, 0.547, 0.9261, 0.8231, 0.7390, 0.8294, kNaN, kNaN, kNaN}},
      {"AlignScore", {0.585, 0.488, 0.393, 0.9079, 0.8141, 0.6978, 0.8066, kNaN, kNaN, kNaN}},
      {"BERTScore", {0.542, 0.227, 0.170, 0.9155, 0.7594, 0.7872, 0.8207, kNaN, kNaN, kNaN}},
  };
  return kColumns;
}

nlohmann::json report_to_json(const MetaReport& report) {
  nlohmann::json j = nlohmann::json::object();
  nlohmann::json ci = nlohmann::json::object();
  nlohmann::json undefined = nlohmann::json::object();
  nlohmann::json undefined_replicates = nlohmann::json::object();
  for (std::size_t s = 0; s < kNumStats; ++s) {
    const Figure& f = report.figures[s];
    const std::string key(stat_key(s));
    const double k = stat_scale(s);
    j[key] = f.defined() ? number_or_null(k * f.value) : nlohmann::json(nullptr);
    if (!f.defined()) undefined[key] = f.undefined_reason;
    if (f.defined() && f.undefined_replicates > 0)
      undefined_replicates[key] = f.undefined_replicates;
    ci[key] = (f.ci_low == f.ci_low) ? nlohmann::json::array({k * f.ci_low, k * f.ci_high})
                                     : nlohmann::json(nullptr);
  }
  j["auc_scale"] = 100;
  j["undefined"] = undefined;
  j["ci"] = ci;
  // Replicates where a figure defined on the data was not (e.g. a resample without partial
  // items); its interval comes from the other replicates.
  j["ci_undefined_replicates"] = undefined_replicates;
  const MetaCounts& c = report.counts;
  j["counts"] = {{"items", c.items},
                 {"items_full", c.items_by_level[2]},
                 {"items_partial", c.items_by_level[1]},
                 {"items_none", c.items_by_level[0]},
                 {"groups", c.groups},
                 {"groups_ranked", c.groups_ranked},
                 {"groups_single_candidate", c.groups_single},
                 {"groups_all_no_support", c.groups_all_irrelevant},
                 {"groups_empty", c.groups_empty}};
  j["options"] = {{"bootstrap", report.options.bootstrap},
                  {"seed", report.options.seed},
                  {"confidence", report.options.confidence},
                  {"ndcg_all_no_support_groups", policy_name(report.options.all_irrelevant)},
                  {"bootstrap_unit", "group"}};
  return j;
}

nlohmann::json difference_to_json(const std::array<Difference, kNumStats>& diff) {
  nlohmann::json j = nlohmann::json::object();
  for (std::size_t s = 0; s < kNumStats; ++s) {
    const Difference& d = diff[s];
    const double k = stat_scale(s);
    j[std::string(stat_key(s))] = {
        {"value", number_or_null(k * d.value)},
        {"ci", d.ci_low == d.ci_low ? nlohmann::json::array({k * d.ci_low, k * d.ci_high})
                                    : nlohmann::json(nullptr)},
        {"significant", d.defined() && d.ci_low == d.ci_low && d.significant()}};
  }
  return j;
}

namespace {

struct Row {
  std::size_t stat;
  const char* label;
};

int decimals_of(std::size_t stat) { return stat >= kAucFsNs && stat <= kAucMacro ? 2 : 3; }

std::string cell(const Figure& f, std::size_t stat) {
  if (!f.defined()) return "undefined*";
  const double k = stat_scale(stat);
  const int d = decimals_of(stat);
  if (f.ci_low == f.ci_low) {
    return fmt::format("{:.{}f} [{:.{}f}, {:.{}f}]", f.value * k, d, f.ci_low * k, d, f.ci_high * k,
                       d);
  }
  return fmt::format("{:.{}f}", f.value * k, d);
}

void table(std::string& out, const char* title, const std::vector<Row>& rows,
           const std::vector<JudgeColumn>& judges, bool show_paper) {
  constexpr int kLabel = 11;
  std::vector<std::size_t> width;
  for (const auto& j : judges) {
    std::size_t w = j.name.size();
    for (const auto& r : rows) w = std::max(w, cell(j.report.figures[r.stat], r.stat).size());
    width.push_back(w + 3);
  }
  out += fmt::format("\n{}\n", title);
  out += fmt::format("{:<{}}", "", kLabel);
  for (std::size_t i = 0; i < judges.size(); ++i)
    out += fmt::format("{:<{}}", judges[i].name, width[i]);
  if (show_paper) {
    out += "| paper, GenSearch:";
    for (const auto& p : paper_columns()) out += fmt::format(" {:>10}", p.metric);
  }
  out += '\n';
  for (const auto& r : rows) {
    out += fmt::format("{:<{}}", r.label, kLabel);
    for (std::size_t i = 0; i < judges.size(); ++i) {
      out += fmt::format("{:<{}}", cell(judges[i].report.figures[r.stat], r.stat), width[i]);
    }
    if (show_paper) {
      out += fmt::format("| {:<17}", "");
      for (const auto& p : paper_columns()) {
        double v = p.figures[r.stat];
        out += v == v ? fmt::format(" {:>10.{}f}", v * stat_scale(r.stat), decimals_of(r.stat))
                      : fmt::format(" {:>10}", "-");
      }
    }
    out += '\n';
  }
  for (const auto& j : judges) {
    for (const auto& r : rows) {
      const Figure& f = j.report.figures[r.stat];
      if (f.defined() && f.undefined_replicates > 0) {
        out += fmt::format(
            "  note: {} {}: undefined on {} of {} bootstrap replicates (interval from the rest)\n",
            j.name, stat_key(r.stat), f.undefined_replicates, j.report.replicates.size());
      }
    }
  }
  bool any = false;
  for (const auto& j : judges) {
    for (const auto& r : rows) {
      const Figure& f = j.report.figures[r.stat];
      if (f.defined()) continue;
      if (!any) out += "  * undefined:\n";
      any = true;
      out += fmt::format("    {} {}: {}\n", j.name, stat_key(r.stat), f.undefined_reason);
    }
  }
}

}  // namespace

std::string render_text(const ReportContext& context, const std::vector<JudgeColumn>& judges) {
  std::string out;
  out += fmt::format(
      "Meta-evaluation of judges against human support levels (Zhang et al. 2024) on {}\n",
      context.source);
  if (!context.data_summary.empty()) out += context.data_summary + "\n";
  for (const auto& n : context.notes) out += n + "\n";
  if (judges.empty()) return out;
  const MetaOptions& o = judges.front().report.options;
  if (o.bootstrap > 0) {
    out += fmt::format(
        "Intervals: {:g}% percentile bootstrap, {} replicates resampling statements, seed {} "
        "(paired across "
        "judges).\n",
        o.confidence * 100.0, o.bootstrap, o.seed);
  } else {
    out += "No bootstrap intervals (`bootstrap=0`).\n";
  }
  out += "\nJudges:\n";
  for (const auto& j : judges) {
    out += fmt::format("  {:<12} {} pairs judged, {} failed (left out){}{}\n", j.name,
                       j.candidates - j.failed, j.failed,
                       j.first_error.empty() ? "" : "; first failure: " + j.first_error,
                       j.approximation ? "; APPROXIMATION of an entailment model" : "");
    if (!j.identity.empty()) out += fmt::format("  {:<12} identity: {}\n", "", j.identity);
  }
  if (context.show_paper) {
    out +=
        "\nThe paper columns are published figures on GenSearch (Liu et al. 2023), a different "
        "data set: a\n"
        "reference point, not a comparison on the same data. Figure 3 prints no values ('-').\n";
  }
  table(out, "Table 2. Correlation between scores and support levels (full 2, partial 1, none 0)",
        {{kPearson, "Pearson"}, {kSpearman, "Spearman"}, {kKendall, "Kendall"}}, judges,
        context.show_paper);
  table(out, "Table 3. ROC-AUC (%), one-vs-one; Overall = macro average",
        {{kAucFsNs, "FS-vs-NS"},
         {kAucFsPs, "FS-vs-PS"},
         {kAucPsNs, "PS-vs-NS"},
         {kAucMacro, "Overall"}},
        judges, context.show_paper);
  table(out,
        "Figure 3. Retrieval: NDCG@n ranking each statement's candidates (relevance full 2, "
        "partial 1, none 0)",
        {{kNdcg5, "NDCG@5"}, {kNdcg10, "NDCG@10"}, {kNdcg20, "NDCG@20"}}, judges,
        context.show_paper);
  const MetaCounts& c = judges.front().report.counts;
  out += fmt::format(
      "  NDCG averages {} statements; left out: {} with a single candidate, {} whose candidates "
      "are all no "
      "support{}.\n",
      c.groups_ranked, c.groups_single, c.groups_all_irrelevant,
      o.all_irrelevant == AllIrrelevantGroups::kSkip
          ? ""
          : " (counted as 0: `ndcg_all_none=zero`, so not left out)");

  if (judges.size() >= 2 && o.bootstrap > 0) {
    out +=
        "\nPaired differences (row judge minus column judge) with bootstrap intervals; * = "
        "interval excludes 0\n";
    for (std::size_t a = 0; a < judges.size(); ++a) {
      for (std::size_t b = a + 1; b < judges.size(); ++b) {
        auto diff = compare(judges[a].report, judges[b].report);
        if (!diff) {
          out += fmt::format("  {} - {}: {}\n", judges[a].name, judges[b].name,
                             diff.error().to_string());
          continue;
        }
        out += fmt::format("  {} - {}:\n", judges[a].name, judges[b].name);
        for (std::size_t s = 0; s < kNumStats; ++s) {
          const Difference& d = (*diff)[s];
          if (!d.defined()) continue;
          const double k = stat_scale(s);
          const int dec = decimals_of(s);
          out += fmt::format("    {:<10} {:+.{}f}", stat_key(s), d.value * k, dec);
          if (d.ci_low == d.ci_low) {
            out += fmt::format(" [{:+.{}f}, {:+.{}f}]{}", d.ci_low * k, dec, d.ci_high * k, dec,
                               d.significant() ? " *" : "");
          }
          out += '\n';
        }
      }
    }
  }
  return out;
}

}  // namespace citeval::meta

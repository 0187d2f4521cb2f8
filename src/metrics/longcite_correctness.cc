#include "metrics/longcite_correctness.h"

#include <cmath>
#include <limits>

#include "metrics/numpy_mean.h"

namespace citeval::metrics {
namespace {

constexpr const char* kGroups[] = {"longbench-chat", "multifieldqa_en", "multifieldqa_zh", "multifieldqa",
                                   "hotpotqa",       "dureader",        "gov_report"};

bool averaged(const std::string& g) { return g != "multifieldqa_en" && g != "multifieldqa_zh"; }

}  // namespace

CorrectnessSummary summarize_correctness(std::span<const CorrectnessPoint> scores, bool reference) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  CorrectnessSummary out;
  out.responses = scores.size();
  std::vector<double> means;
  for (const char* name : kGroups) {
    CorrectnessGroup g;
    g.name = name;
    std::vector<double> v;
    for (const auto& s : scores) {
      if (s.dataset.find(name) != std::string::npos) v.push_back(s.score);
    }
    g.responses = v.size();
    g.correctness = v.empty() ? (reference ? 0.0 : nan) : numpy_mean(v);
    if (averaged(g.name)) {
      out.averaged.push_back(g.name);
      if (v.empty()) out.empty_averaged.push_back(g.name);
      if (!std::isnan(g.correctness)) means.push_back(g.correctness);
    }
    out.groups.push_back(std::move(g));
  }
  if (!reference) {
    std::vector<std::string> kept;
    for (const auto& g : out.averaged) {
      bool empty = false;
      for (const auto& e : out.empty_averaged) empty |= e == g;
      if (!empty) kept.push_back(g);
    }
    out.averaged = std::move(kept);
  }
  out.average = means.empty() ? nan : numpy_mean(means);
  return out;
}

double correctness_ratio(double c, double c_lqa) {
  if (std::isnan(c) || std::isnan(c_lqa) || c_lqa == 0.0) return std::numeric_limits<double>::quiet_NaN();
  return c / c_lqa;
}

}  // namespace citeval::metrics

// EvalOptions: checking, defaults, identity (evaluate.h): what every benchmark shares; the
// benchmark's own options are its BenchmarkImpl::resolve (src/benchmarks/).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <filesystem>

#include "api/eval_impl.h"
#include "api/runtime_impl.h"
#include "citeval/benchmark.h"
#include "citeval/options.h"

namespace citeval {

std::string alce_dataset_from_file_name(std::string_view path) {
  const std::string name = std::filesystem::path(std::string(path)).filename().string();
  for (const char* d : {"qampari", "eli5", "asqa"}) {
    if (name.find(d) != std::string::npos) return d;
  }
  return {};
}

namespace api {

const benchmarks::Registry& benchmark_registry(const Runtime* runtime) {
  return *(runtime ? runtime : Runtime::shared().get())->impl().benchmark_registry;
}

Result<Resolved> resolve(const EvalOptions& o) { return resolve(o, benchmark_registry(nullptr)); }

Result<Resolved> resolve(const EvalOptions& o, const benchmarks::Registry& registry, std::string_view benchmark) {
  auto found = registry.find(o, benchmark);
  if (!found) return found.error();
  const benchmarks::BenchmarkImpl& b = **found;
  Resolved r;
  r.benchmark = *found;
  // An option of another benchmark is an error, never ignored.
  const std::vector<std::string> own = b.own_options();
  std::vector<std::string> foreign;
  // The schema (citeval/options.h) says which benchmarks an option applies to; a benchmark added
  // at run time has only the options that apply to every benchmark and those it declares.
  for (const OptionSpec& spec : eval_option_schema().entries()) {
    if (spec.get(o) && !spec.applies_to(b.name()) && std::find(own.begin(), own.end(), spec.name) == own.end()) {
      foreign.push_back(spec.name);
    }
  }
  if (!foreign.empty()) {
    std::string names;
    for (const auto& f : foreign) names += (names.empty() ? "" : ", ") + f;
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("option(s) {} do not apply to benchmark {}", names, b.name()));
  }
  // --reference: the options that restore the reference scorer, checked against those given.
  benchmarks::Resolution res;
  res.reference = o.reference.value_or(false);
  b.check_reference(o, res);
  if (!res.contradictions.empty()) {
    std::string what;
    for (const auto& c : res.contradictions) what += (what.empty() ? "" : "; ") + c;
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("`reference` reproduces {}'s reference scorer and sets {}; it contradicts: {} "
                                  "(drop one of them)",
                                  b.name(), fmt::join(res.reference_sets, " "), what),
                      {}, 0, "reference");
  }
  if (o.max_judge_error_rate &&
      !(*o.max_judge_error_rate >= 0 && *o.max_judge_error_rate <= 1)) {  // NaN fails too
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("option `max_judge_error_rate`: {} is not a share in [0, 1]",
                                  *o.max_judge_error_rate));
  }
  res.identity["benchmark"] = b.name();
  res.identity["judge"] = o.judge;
  res.identity["input"] = o.input;
  auto own_options = b.resolve(o, res);
  if (!own_options) return own_options.error();
  r.own = std::move(*own_options);
  r.own->judge = o.judge;
  r.own->input = o.input;
  // Only when on, so the identities of runs without it stay as they were.
  if (res.reference) {
    nlohmann::json& listed = res.identity["reference"] = nlohmann::json::array();
    for (const auto& set : res.reference_sets) listed.push_back(spell_options(set, OptionSpelling::kCli));
  }
  r.max_judge_error_rate = o.max_judge_error_rate.value_or(0.0);
  r.identity = std::move(res.identity);
  return r;
}

}  // namespace api

Result<std::vector<SummaryFigure>> summary_figures(const EvalOptions& o) {
  auto r = api::resolve(o);
  if (!r) return r.error();
  return r->benchmark->summary_figures(*r->own, r->identity);
}

Result<std::vector<SummaryFigure>> summary_figures(std::string_view benchmark, const EvalOptions& o,
                                                   const Runtime* runtime) {
  auto r = api::resolve(o, api::benchmark_registry(runtime), benchmark);
  if (!r) return r.error();
  return r->benchmark->summary_figures(*r->own, r->identity);
}

Result<nlohmann::json> figure_registry_json(std::string_view benchmark, const Runtime* runtime) {
  auto b = api::benchmark_registry(runtime).find(std::string(benchmark));
  if (!b) return b.error();
  using benchmarks::Aggregation;
  auto aggregation = [](Aggregation a) {
    switch (a) {
      case Aggregation::kMeanOverItems: return "mean_over_items";
      case Aggregation::kRatioOfSums: return "ratio_of_sums";
      case Aggregation::kF1OfMeans: return "f1_of_means";
      case Aggregation::kMeanOfGroupMeans: return "mean_of_group_means";
      case Aggregation::kCount: return "count";
      case Aggregation::kSpread: return "spread";
      case Aggregation::kWholeSet: return "whole_set";
    }
    return "";
  };
  nlohmann::json out = nlohmann::json::array();
  for (const benchmarks::FigureDef& f : (*b)->figures()) {
    out.push_back({{"key", f.key},
                   {"label", f.shown()},
                   {"scale", f.scale == benchmarks::Scale::kPercent ? "x100" : "raw"},
                   {"raw_with_options", static_cast<bool>(f.raw_when)},
                   {"aggregation", aggregation(f.aggregation)},
                   {"inputs", f.inputs},
                   {"depends_on", f.depends_on},
                   {"undefined", f.undefined},
                   {"undefined_on_judge_error",
                    f.undefined_on_judge_error.empty() ? nlohmann::json(nullptr) : nlohmann::json(f.undefined_on_judge_error)},
                   {"conditional", static_cast<bool>(f.applies)},
                   {"optional", f.optional}});
  }
  return out;
}

const SummaryFigure* find_summary_figure(const std::vector<SummaryFigure>& figures, std::string_view key) {
  for (const auto& f : figures) {
    if (f.key == key) return &f;
  }
  for (const auto& f : figures) {
    if (benchmarks::figure_key_matches(f.key, key)) return &f;
  }
  return nullptr;
}

nlohmann::json EvalOptions::to_json() const {
  auto r = api::resolve(*this);
  if (!r) return {{"error", r.error().to_string()}};
  return r->identity;
}

}  // namespace citeval

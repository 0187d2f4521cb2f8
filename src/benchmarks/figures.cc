#include "benchmarks/figures.h"

#include <algorithm>
#include <map>

#include "benchmarks/registry.h"

namespace citeval::benchmarks {

FigureCondition identity_has(std::string key) {
  return [key = std::move(key)](const Options&, const nlohmann::json& id) { return id.contains(key) && !id.at(key).is_null(); };
}

std::vector<SummaryFigure> summary_figures_of(const std::vector<FigureDef>& figures, const Options& options,
                                              const nlohmann::json& identity) {
  std::vector<SummaryFigure> out;
  for (const auto& f : figures) {
    if (f.applies && !f.applies(options, identity)) continue;
    const bool raw = f.scale == Scale::kRaw || (f.raw_when && f.raw_when(options, identity));
    out.push_back({f.key, !raw});
  }
  return out;
}

bool figure_key_matches(std::string_view pattern, std::string_view key) {
  const std::size_t star = pattern.find('*');
  if (star == std::string_view::npos) return pattern == key;
  const std::string_view prefix = pattern.substr(0, star), suffix = pattern.substr(star + 1);
  return key.size() > prefix.size() + suffix.size() && key.starts_with(prefix) && key.ends_with(suffix);
}

const FigureDef* find_figure(const std::vector<FigureDef>& figures, std::string_view key) {
  for (const auto& f : figures) {
    if (f.key == key) return &f;
  }
  for (const auto& f : figures) {
    if (figure_key_matches(f.key, key)) return &f;
  }
  return nullptr;
}

void order_by_registry(const std::vector<FigureDef>& figures, std::vector<std::pair<std::string, double>>& scores) {
  auto rank = [&](const std::string& key) {
    for (std::size_t i = 0; i < figures.size(); ++i) {
      if (figures[i].key == key) return i;
    }
    return figures.size();
  };
  std::stable_sort(scores.begin(), scores.end(), [&](const auto& a, const auto& b) { return rank(a.first) < rank(b.first); });
}

const std::vector<FigureDef>& builtin_figures(const std::string& benchmark) {
  static const std::map<std::string, std::vector<FigureDef>> by_name = [] {
    std::map<std::string, std::vector<FigureDef>> m;
    auto registry = Registry::with_builtins();
    for (const auto& name : registry->names()) m[name] = (*registry->find(name))->figures();
    return m;
  }();
  static const std::vector<FigureDef> none;
  auto it = by_name.find(benchmark);
  return it == by_name.end() ? none : it->second;
}

}  // namespace citeval::benchmarks

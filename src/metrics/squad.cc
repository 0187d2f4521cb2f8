#include "metrics/squad.h"

#include <algorithm>
#include <map>

#include "metrics/numpy_mean.h"
#include "text/normalize.h"

namespace citeval::metrics {
namespace {

std::vector<std::string> answer_tokens(std::string_view s) {
  std::vector<std::string> out;
  if (s.empty()) return out;  // eval.py's `if not s: return []`
  const std::string norm = text::normalize_answer(s);
  for (std::string_view t : text::python_split(norm)) out.emplace_back(t);
  return out;
}

}  // namespace

int squad_exact(std::string_view gold, std::string_view prediction) {
  return text::normalize_answer(gold) == text::normalize_answer(prediction) ? 1 : 0;
}

double squad_f1(std::string_view gold, std::string_view prediction) {
  const std::vector<std::string> g = answer_tokens(gold);
  const std::vector<std::string> p = answer_tokens(prediction);
  if (g.empty() || p.empty()) return g == p ? 1.0 : 0.0;
  std::map<std::string_view, long> counts;
  for (const std::string& t : g) ++counts[t];
  long same = 0;
  for (const std::string& t : p) {
    auto it = counts.find(t);
    if (it != counts.end() && it->second > 0) {
      --it->second;
      ++same;
    }
  }
  if (same == 0) return 0.0;
  const double precision = 1.0 * static_cast<double>(same) / static_cast<double>(p.size());
  const double recall = 1.0 * static_cast<double>(same) / static_cast<double>(g.size());
  return (2 * precision * recall) / (precision + recall);
}

int squad_exact_max(std::span<const std::string> golds, std::string_view prediction) {
  int best = 0;
  for (const std::string& g : golds) best = std::max(best, squad_exact(g, prediction));
  return best;
}

double squad_f1_max(std::span<const std::string> golds, std::string_view prediction) {
  double best = 0;
  for (const std::string& g : golds) best = std::max(best, squad_f1(g, prediction));
  return best;
}

std::optional<QaScore> qa_item_score(const std::vector<std::vector<std::string>>& short_answers,
                                     const std::vector<std::string>& predictions) {
  const std::size_t n = std::min(short_answers.size(), predictions.size());
  if (n == 0) return std::nullopt;
  int em_sum = 0;
  double f1_sum = 0;  // summed in pair order, as eval.py's loc_f1 += ...
  for (std::size_t i = 0; i < n; ++i) {
    em_sum += squad_exact_max(short_answers[i], predictions[i]);
    f1_sum += squad_f1_max(short_answers[i], predictions[i]);
  }
  const double count = static_cast<double>(n);
  return QaScore{static_cast<double>(em_sum) / count, f1_sum / count,
                 static_cast<std::size_t>(em_sum) == n ? 1.0 : 0.0};
}

QaMeans qa_means(std::span<const std::optional<QaScore>> items) {
  std::vector<double> em, f1, hit;
  QaMeans out;
  for (const auto& s : items) {
    if (!s) {
      ++out.skipped;
      continue;
    }
    em.push_back(s->em);
    f1.push_back(s->f1);
    hit.push_back(s->hit);
  }
  out.items = em.size();
  if (em.empty()) return out;  // eval.py returns zeros when there are no qa pairs
  out.qa_em = 100 * numpy_mean(em);
  out.qa_f1 = 100 * numpy_mean(f1);
  out.qa_hit = 100 * numpy_mean(hit);
  return out;
}

}  // namespace citeval::metrics

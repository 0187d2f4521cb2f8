#include "metrics/qampari.h"

#include <algorithm>
#include <unordered_set>

#include "metrics/numpy_mean.h"
#include "text/normalize.h"

namespace citeval::metrics {
namespace {

std::string_view rstrip_char(std::string_view s, char c) {
  while (!s.empty() && s.back() == c) s.remove_suffix(1);
  return s;
}

double harmonic(double p, double r) { return p + r == 0 ? 0.0 : 2 * p * r / (p + r); }

}  // namespace

std::vector<std::string> qampari_predictions(std::string_view output, bool cot) {
  std::string_view list = output;
  if (cot) {
    std::size_t colon = output.find(':');
    list = colon == std::string_view::npos ? std::string_view() : output.substr(colon + 1);
  }
  list = rstrip_char(rstrip_char(text::python_rstrip(list), '.'), ',');
  std::vector<std::string> preds;
  std::size_t start = 0;
  while (true) {
    std::size_t comma = list.find(',', start);
    std::string_view piece =
        list.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    std::string pred = text::normalize_answer(text::python_strip(piece));
    if (!pred.empty()) preds.push_back(std::move(pred));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return preds;
}

std::optional<QampariScores> qampari_item(std::string_view output,
                                          const std::vector<std::vector<std::string>>& answers,
                                          bool cot) {
  if (answers.empty()) return std::nullopt;
  const std::vector<std::string> preds = qampari_predictions(output, cot);
  const std::unordered_set<std::string> pred_set(preds.begin(), preds.end());

  std::unordered_set<std::string> aliases;  // ALCE's flat_answers
  std::size_t answers_found = 0;
  for (const auto& answer : answers) {
    bool found = false;
    for (const std::string& alias : answer) {
      std::string a = text::normalize_answer(alias);
      if (pred_set.count(a) != 0) found = true;
      aliases.insert(std::move(a));
    }
    if (found) ++answers_found;
  }
  std::size_t correct_preds = 0;
  for (const std::string& p : preds) correct_preds += aliases.count(p);

  QampariScores s;
  s.num_preds = static_cast<double>(preds.size());
  s.prec = preds.empty() ? 0.0
                         : static_cast<double>(correct_preds) / static_cast<double>(preds.size());
  s.rec = static_cast<double>(answers_found) / static_cast<double>(answers.size());
  s.rec_top5 = static_cast<double>(std::min<std::size_t>(5, answers_found)) /
               static_cast<double>(std::min<std::size_t>(5, answers.size()));
  s.f1 = harmonic(s.prec, s.rec);
  s.f1_top5 = harmonic(s.prec, s.rec_top5);
  return s;
}

namespace {

// each(f) calls f(std::span<const std::optional<QampariScores>>) on the items in order.
template <class EachBlock>
QampariMeans qampari_means_of(EachBlock each) {
  NumpySum num_preds, prec, rec, rec_top5, f1, f1_top5;
  QampariMeans means;
  each([&](std::span<const std::optional<QampariScores>> items) {
    for (const auto& item : items) {
      if (!item) {
        ++means.skipped;
        continue;
      }
      num_preds.add(item->num_preds);
      prec.add(item->prec);
      rec.add(item->rec);
      rec_top5.add(item->rec_top5);
      f1.add(item->f1);
      f1_top5.add(item->f1_top5);
    }
  });
  means.items = prec.count();
  if (prec.count() > 0) {
    means.scores.num_preds = num_preds.mean();
    means.scores.prec = 100 * prec.mean();
    means.scores.rec = 100 * rec.mean();
    means.scores.rec_top5 = 100 * rec_top5.mean();
    means.scores.f1 = 100 * f1.mean();
    means.scores.f1_top5 = 100 * f1_top5.mean();
  }
  return means;
}

}  // namespace

QampariMeans qampari_means(std::span<const std::optional<QampariScores>> items) {
  return qampari_means_of([&](auto f) { f(items); });
}

QampariMeans qampari_means(const SpillVector<std::optional<QampariScores>>& items) {
  return qampari_means_of([&](auto f) { items.for_each_block(f); });
}

}  // namespace citeval::metrics

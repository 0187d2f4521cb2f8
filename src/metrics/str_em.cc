#include "metrics/str_em.h"

#include <vector>

#include "metrics/numpy_mean.h"
#include "text/normalize.h"

namespace citeval::metrics {
namespace {

bool present_in_normalized(const std::vector<std::string>& short_answers,
                           std::string_view normalized_context) {
  for (const std::string& answer : short_answers) {
    if (normalized_context.find(text::normalize_answer(answer)) != std::string_view::npos) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool exact_presence(const std::vector<std::string>& short_answers, std::string_view context) {
  return present_in_normalized(short_answers, text::normalize_answer(context));
}

std::optional<StrEm> str_em_item(const std::vector<std::vector<std::string>>& qa_short_answers,
                                 std::string_view output) {
  if (qa_short_answers.empty()) return std::nullopt;
  const std::string context = text::normalize_answer(output);  // once, not once per qa pair
  std::size_t found = 0;
  for (const auto& aliases : qa_short_answers) {
    if (present_in_normalized(aliases, context)) ++found;
  }
  StrEm s;
  s.str_em = static_cast<double>(found) / static_cast<double>(qa_short_answers.size());
  s.str_hit = found == qa_short_answers.size() ? 1.0 : 0.0;
  return s;
}

namespace {

// each(f) calls f(std::span<const std::optional<StrEm>>) on the items in order.
template <class EachBlock>
StrEmMeans str_em_means_of(EachBlock each) {
  NumpySum em, hit;
  StrEmMeans means;
  each([&](std::span<const std::optional<StrEm>> items) {
    for (const auto& item : items) {
      if (!item) {
        ++means.skipped;
        continue;
      }
      em.add(item->str_em);
      hit.add(item->str_hit);
    }
  });
  means.items = em.count();
  if (em.count() > 0) {
    means.str_em = 100 * em.mean();
    means.str_hit = 100 * hit.mean();
  }
  return means;
}

}  // namespace

StrEmMeans str_em_means(std::span<const std::optional<StrEm>> items) {
  return str_em_means_of([&](auto f) { f(items); });
}

StrEmMeans str_em_means(const SpillVector<std::optional<StrEm>>& items) {
  return str_em_means_of([&](auto f) { items.for_each_block(f); });
}

}  // namespace citeval::metrics

#include "metrics/qa_accuracy.h"

#include <fmt/format.h>

#include "cite/citation.h"
#include "metrics/alce_evaluator.h"

namespace citeval::metrics {

std::string alce_qa_context(std::string_view output) {
  std::string text = remove_citation_marks(truncate_alce_output(output), cite::CitationSyntax::kAlceCompat);
  return text.empty() ? std::string(" ") : text;
}

Result<AlceQaResult> compute_alce_qa(std::span<const AlceQaItem> items, const QaModelSpec& spec,
                                     const QaLogitsFn& run, std::size_t items_per_run) {
  auto pre = QaPreprocessor::load(spec.tokenizer_json, spec.cls_token);
  if (!pre) return pre.error();
  if (items_per_run == 0) items_per_run = 1;
  AlceQaResult out;
  out.items.resize(items.size());
  out.answers.resize(items.size());
  for (std::size_t first = 0; first < items.size(); first += items_per_run) {
    const std::size_t last = std::min(items.size(), first + items_per_run);
    struct Question {
      std::size_t item, pair, window_begin, window_end;
    };
    std::vector<Question> questions;
    std::vector<std::string> contexts(last - first);
    std::vector<QaWindow> windows;
    for (std::size_t i = first; i < last; ++i) {
      contexts[i - first] = alce_qa_context(items[i].output);
      for (std::size_t p = 0; p < items[i].qa_pairs.size(); ++p) {
        auto w = pre->windows(items[i].qa_pairs[p].question, contexts[i - first], spec.options);
        if (!w) {
          Error e = w.error();
          e.message = fmt::format("item {}, qa pair {}: {}", i, p, e.message);
          return e;
        }
        questions.push_back({i, p, windows.size(), windows.size() + w->size()});
        for (auto& x : *w) windows.push_back(std::move(x));
      }
    }
    std::vector<std::vector<float>> starts, ends;
    if (!windows.empty()) {
      if (auto s = run(windows, starts, ends); !s) return s.error();
      if (starts.size() != windows.size() || ends.size() != windows.size()) {
        return make_error(ErrorCode::kInternal, "the QA model returned logits for another number of windows");
      }
    }
    out.windows += windows.size();
    for (std::size_t i = first; i < last; ++i) out.answers[i].resize(items[i].qa_pairs.size());
    for (const Question& q : questions) {
      const std::span<const QaWindow> ws(windows.data() + q.window_begin, q.window_end - q.window_begin);
      const std::span<const std::vector<float>> ss(starts.data() + q.window_begin, ws.size());
      const std::span<const std::vector<float>> es(ends.data() + q.window_begin, ws.size());
      out.answers[q.item][q.pair] = select_answer(ws, ss, es, contexts[q.item - first], spec.options);
    }
    for (std::size_t i = first; i < last; ++i) {
      std::vector<std::vector<std::string>> golds;
      std::vector<std::string> predictions;
      for (std::size_t p = 0; p < items[i].qa_pairs.size(); ++p) {
        golds.push_back(items[i].qa_pairs[p].short_answers);
        predictions.push_back(out.answers[i][p].answer);
      }
      out.items[i] = qa_item_score(golds, predictions);
    }
  }
  out.means = qa_means(out.items);
  return out;
}

}  // namespace citeval::metrics

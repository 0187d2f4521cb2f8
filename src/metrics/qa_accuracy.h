// ALCE's QA-based accuracy (eval.py's compute_qa, `--qa`): for every disambiguated question of
// an ASQA item (qa_pairs[].question) an extractive QA model reads the item's output and answers;
// QA-EM / QA-F1 are SQuAD's exact match and token F1 of that answer against the pair's short
// answers (best alias), averaged over the item's pairs and then over items (x 100); QA-Hit is
// the percentage of items whose every pair is answered exactly.
//
//   auto spec = read_qa_model_spec("qa-dir");                  // tools/export_qa.py's output
//   auto r = compute_alce_qa(items, *spec, run_windows);        // run_windows: the model
//   // r->means.qa_em, r->means.qa_f1, r->means.qa_hit
//
// The context is the output as eval.py prepares it: stripped, cut at its first newline,
// "<|im_end|>" removed, then ALCE's remove_citations; an empty result becomes " " (eval.py's
// `item['output'] if len(item['output']) > 0 else " "`). The pipeline is metrics/qa_pipeline.h.
// Items without qa pairs are left out of the means and counted (ALCE divides by zero there); a
// pair without short answers scores 0 (ALCE's max() of an empty list raises).
//
// Thread safety: pure apart from what `run` does; call from one thread per `run`.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "citeval/result.h"
#include "metrics/qa_pipeline.h"
#include "metrics/squad.h"

namespace citeval::metrics {

struct AlceQaPairInput {
  std::string question;
  std::vector<std::string> short_answers;
};

struct AlceQaItem {
  std::string output;  // the raw output, citation marks included (eval.py's `output`)
  std::vector<AlceQaPairInput> qa_pairs;
};

// Runs the QA model: starts[i] / ends[i] = the logits of windows[i] (its length).
using QaLogitsFn = std::function<Status(std::span<const QaWindow> windows,
                                        std::vector<std::vector<float>>& starts,
                                        std::vector<std::vector<float>>& ends)>;

struct AlceQaResult {
  QaMeans means;                                  // QA-EM, QA-F1, QA-Hit (x 100)
  std::vector<std::optional<QaScore>> items;      // per item (nullopt: no qa pairs)
  std::vector<std::vector<QaAnswer>> answers;     // per item, per qa pair
  std::size_t windows = 0;                        // model inputs run
};

// The context eval.py gives the QA model for `output`.
std::string alce_qa_context(std::string_view output);

// `items_per_run` items' windows go to `run` together. Errors: the tokenizer's or run's.
Result<AlceQaResult> compute_alce_qa(std::span<const AlceQaItem> items, const QaModelSpec& spec,
                                     const QaLogitsFn& run, std::size_t items_per_run = 16);

}  // namespace citeval::metrics

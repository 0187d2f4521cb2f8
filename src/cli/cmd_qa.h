// ALCE's QA-based accuracy (QA-EM, QA-F1, QA-Hit) with a "qa:DIR" model run by the model module
// (libtorch is not linked into the executable). For `citeval qa` and `citeval eval --qa`.
//
//   std::vector<metrics::AlceQaItem> items = ...;   // output + qa_pairs[{question, short_answers}]
//   auto r = cli::compute_alce_qa_with_model(items, "qa-dir");
//   if (r) std::cout << r->means.qa_em << "\n";
#pragma once

#include <span>
#include <string>

#include "citeval/result.h"
#include "metrics/qa_accuracy.h"

namespace citeval::cli {

// Reads DIR/citeval_qa.json and DIR/tokenizer.json, loads the model module and runs
// metrics::compute_alce_qa with the module's citeval_model_qa (DIR/model.pt, loaded once).
// `batch` = windows per forward pass. Errors: kUnsupported (no module, or a module without QA),
// the configuration's and tokenizer's errors, the model's.
Result<metrics::AlceQaResult> compute_alce_qa_with_model(std::span<const metrics::AlceQaItem> items,
                                                         const std::string& model_dir,
                                                         std::size_t batch = 8);

// ALCE result files as eval.py reads them ({"data": [...]}, a list, or JSON lines): each item's
// "output" and "qa_pairs" [{"question", "short_answers"}]. `has_qa_pairs` is false when the
// first item has no qa_pairs (eval.py then prints zeros).
struct AlceQaFile {
  std::vector<metrics::AlceQaItem> items;
  bool has_qa_pairs = false;
};
Result<AlceQaFile> read_alce_qa_file(const std::string& path);

}  // namespace citeval::cli

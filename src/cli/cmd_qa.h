// `citeval qa`'s reader: ALCE result files with their QA pairs. The QA model itself is run by
// the library (api/model_module.h: compute_alce_qa_with_model, through the model module).
//
//   auto file = cli::read_alce_qa_file("asqa_result.json");
#pragma once

#include <span>
#include <string>

#include "citeval/result.h"
#include "metrics/qa_accuracy.h"

namespace citeval::cli {

// ALCE result files as eval.py reads them ({"data": [...]}, a list, or JSON lines): each item's
// "output" and "qa_pairs" [{"question", "short_answers"}]. `has_qa_pairs` is false when the
// first item has no qa_pairs (eval.py then prints zeros).
struct AlceQaFile {
  std::vector<metrics::AlceQaItem> items;
  bool has_qa_pairs = false;
};
Result<AlceQaFile> read_alce_qa_file(const std::string& path);

}  // namespace citeval::cli

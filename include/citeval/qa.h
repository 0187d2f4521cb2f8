// citeval/qa.h — ALCE's QA-based accuracy (eval.py --qa: QA-EM, QA-F1, QA-Hit) of an ASQA result
// file, with an extractive QA model exported by tools/export_qa.py, as `citeval qa` computes it.
//
//   auto r = citeval::alce_qa("asqa_result.json", {.model_dir = "models/qa"});
//   if (!r) return fail(r.error());
//   if (!r->has_qa_pairs) warn("no QA pairs (eval.py prints zeros)");
//   std::cout << r->to_json().dump(2);   // {"QA-EM", "QA-F1", "QA-Hit", "items", "skipped", "windows"}
//
// The file is read as eval.py reads it ({"data": [...]}, a list, or JSON lines): each item's
// "output" and "qa_pairs" [{"question", "short_answers"}]. When the first item has no qa_pairs,
// no model is run and every figure is 0 (eval.py prints zeros): has_qa_pairs says so. Items
// without qa pairs are left out of the means and counted (skipped).
//
// The model (DIR/citeval_qa.json, DIR/tokenizer.json, DIR/model.pt; ALCE uses
// gaotianyu1350/roberta-large-squad) runs in the runtime's model module (citeval/runtime.h),
// loaded on first use. Errors: kIo / kParse / kInvalidField naming the file, line and field of
// the input; kUnsupported (no module, or one without QA); the model's and its configuration's.
// Thread safety: call from one thread at a time (the module keeps one QA model a directory).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/result.h"
#include "citeval/runtime.h"

namespace citeval {

struct QaConfig {
  std::string model_dir;  // the exported model's directory
  std::size_t batch = 8;  // windows per forward pass
};

struct QaAnswer {
  std::string answer;     // the output's text at [start, end); "" for the null answer
  double score = 0;       // the pipeline's score
  std::size_t start = 0;  // byte offsets into the output the model read
  std::size_t end = 0;
};

struct QaFigures {
  bool has_qa_pairs = false;  // false: no model was run, every figure is 0
  double qa_em = 0, qa_f1 = 0, qa_hit = 0;  // means over items, x 100 (eval.py's)
  std::size_t items = 0;                    // items in the means
  std::size_t skipped = 0;                  // items without qa pairs
  std::size_t windows = 0;                  // model inputs run
  std::vector<std::vector<QaAnswer>> answers;  // per item, per qa pair

  // {"QA-EM", "QA-F1", "QA-Hit", "items", "skipped", "windows"} (`citeval qa --json`).
  nlohmann::json to_json() const;
};

Result<QaFigures> alce_qa(const std::string& path, const QaConfig& config, const Runtime& runtime = *Runtime::shared());

}  // namespace citeval

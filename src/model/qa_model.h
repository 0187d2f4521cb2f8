// An extractive question-answering model exported to TorchScript by tools/export_qa.py
// ("qa:DIR": model.pt, tokenizer.json, citeval_qa.json), run on libtorch. It only turns token
// ids into start/end logits; the Hugging Face pipeline's windows and answer selection are in
// metrics/qa_pipeline.h (torch-free).
//
//   auto m = QaModel::load("dir");
//   std::vector<std::vector<float>> starts, ends;
//   Status s = (*m)->logits(ids, type_ids, starts, ends);   // one row per window
//
// citeval_qa.json: {"format": "citeval-qa/1", "inputs": ["input_ids", "attention_mask"
// (, "token_type_ids")], "pad_id": 1, "cls_token": "<s>", "max_seq_len": 384, "doc_stride": 128,
// "max_answer_len": 15}; the traced module returns (start_logits, end_logits), each
// [batch, length] (or a dict with those keys).
//
// Windows are run `batch` at a time, padded on the right with pad_id (attention mask 0); the
// logits of a window are cut to its own length, so padding does not change what the pipeline
// selects (its padded positions are masked anyway).
//
// Thread safety: logits() may be called from one thread at a time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "citeval/result.h"

namespace citeval::model {

class QaModel {
 public:
  static Result<std::unique_ptr<QaModel>> load(const std::string& dir);
  ~QaModel();
  QaModel(const QaModel&) = delete;
  QaModel& operator=(const QaModel&) = delete;

  // Start and end logits of each window (ids[i], type_ids[i] of equal length).
  Status logits(std::span<const std::vector<std::int64_t>> ids,
                std::span<const std::vector<std::int64_t>> type_ids,
                std::vector<std::vector<float>>& starts, std::vector<std::vector<float>>& ends,
                std::size_t batch = 8);

  struct State;

 private:
  explicit QaModel(std::unique_ptr<State> state);
  std::unique_ptr<State> state_;
};

}  // namespace citeval::model

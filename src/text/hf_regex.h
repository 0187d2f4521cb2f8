// A compiled Oniguruma pattern with the find-all semantics of the Rust `onig` crate, which the
// Hugging Face `tokenizers` crate uses for every regular expression in tokenizer.json (so patterns
// such as GPT-2's `\p{L}`/`(?!\S)` mean exactly what they mean there). Also the engine of
// the user patterns of `citeval check --citation-syntax regex:…` (answers/marks.h).
//
// Thread safety: an immutable compiled pattern; find_all may be called concurrently (each call
// uses its own match region).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "citeval/result.h"

namespace citeval::text::hf {

class OnigPattern {
 public:
  // Compiles `pattern` (Ruby syntax, UTF-8). A bad pattern is a kInvalidField error with
  // Oniguruma's message.
  static Result<std::shared_ptr<const OnigPattern>> compile(std::string_view pattern);
  // A pattern matching `literal` exactly.
  static Result<std::shared_ptr<const OnigPattern>> literal(std::string_view literal);
  ~OnigPattern();
  OnigPattern(const OnigPattern&) = delete;
  OnigPattern& operator=(const OnigPattern&) = delete;

  // Byte ranges of the successive non-overlapping matches in `text` (valid UTF-8).
  std::vector<std::pair<std::size_t, std::size_t>> find_all(std::string_view text) const;

  // The same matches, each with the byte range of its first group when the pattern has one and
  // it took part in the match.
  struct Match {
    std::pair<std::size_t, std::size_t> match;
    std::optional<std::pair<std::size_t, std::size_t>> group1;
  };
  std::vector<Match> find_all_matches(std::string_view text) const;

 private:
  OnigPattern() = default;
  void* regex_ = nullptr;  // OnigRegex; kept opaque so oniguruma.h stays out of this header
};

}  // namespace citeval::text::hf

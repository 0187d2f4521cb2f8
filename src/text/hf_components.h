// The pipeline stages of HfTokenizer (hf_tokenizer.h), each built from its tokenizer.json block:
// normalizers rewrite a string, pre-tokenizers split it into words, models turn words into ids,
// post-processors add special tokens. Private to the text component.
//
// Every factory validates its block and returns an Error whose `field` is the JSON path of the
// offending value; unknown component types are kUnsupported. Built components are immutable and
// safe to use from several threads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/result.h"

namespace citeval::text::hf {

using Json = nlohmann::json;

// Where a block sits, for error messages: the file name and the JSON path of the block.
struct JsonContext {
  std::string source;

  Error invalid(const std::string& path, std::string message) const {
    return make_error(ErrorCode::kInvalidField, std::move(message), source, 0, path);
  }
  Error unsupported(const std::string& path, std::string message) const {
    return make_error(ErrorCode::kUnsupported, std::move(message), source, 0, path);
  }
};

inline std::string json_path(const std::string& parent, std::string_view key) {
  return parent.empty() ? std::string(key) : parent + "." + std::string(key);
}
inline std::string json_path(const std::string& parent, std::size_t index) {
  return parent + "[" + std::to_string(index) + "]";
}

// Typed access to optional members: a missing or null member gives `fallback`; a member of the
// wrong type is an error naming its path.
Result<bool> get_bool(const JsonContext& cx, const Json& obj, const std::string& path,
                      std::string_view key, bool fallback);
Result<std::string> get_string(const JsonContext& cx, const Json& obj, const std::string& path,
                               std::string_view key, std::optional<std::string> fallback);
Result<std::int64_t> get_int(const JsonContext& cx, const Json& obj, const std::string& path,
                             std::string_view key, std::optional<std::int64_t> fallback);
// The "type" member every component has.
Result<std::string> get_type(const JsonContext& cx, const Json& obj, const std::string& path);

class OnigPattern;
// A {"String": s} or {"Regex": r} member "pattern" of `block` as a compiled pattern.
Result<std::shared_ptr<const OnigPattern>> make_pattern(const JsonContext& cx, const Json& block,
                                                        const std::string& path);

// ---- normalizers -------------------------------------------------------------------------------

class Normalizer {
 public:
  virtual ~Normalizer() = default;
  virtual void normalize(std::string& text) const = 0;
};
Result<std::unique_ptr<Normalizer>> make_normalizer(const JsonContext& cx, const Json& block,
                                                    const std::string& path);

// ---- pre-tokenizers ----------------------------------------------------------------------------

class PreTokenizer {
 public:
  virtual ~PreTokenizer() = default;
  // Replaces each word by its parts. `first_section` is true for the text before any added token
  // (Metaspace's prepend_scheme "first").
  virtual void pre_tokenize(std::vector<std::string>& words, bool first_section) const = 0;
};
Result<std::unique_ptr<PreTokenizer>> make_pre_tokenizer(const JsonContext& cx, const Json& block,
                                                         const std::string& path);

// ---- models ------------------------------------------------------------------------------------

class Model {
 public:
  virtual ~Model() = default;
  // Appends the ids of one pre-tokenized word.
  virtual void tokenize(std::string_view word, std::vector<std::int32_t>& ids) const = 0;
  virtual std::optional<std::int32_t> token_to_id(std::string_view token) const = 0;
  virtual std::size_t vocab_size() const = 0;
  virtual std::string type() const = 0;
};
Result<std::unique_ptr<Model>> make_model(const JsonContext& cx, const Json& block,
                                          const std::string& path);

// ---- post-processors ---------------------------------------------------------------------------

class PostProcessor {
 public:
  virtual ~PostProcessor() = default;
  virtual void process(const std::vector<std::int32_t>& a, const std::vector<std::int32_t>* b,
                       bool add_special_tokens, std::vector<std::int32_t>& ids,
                       std::vector<std::int32_t>& type_ids) const = 0;
  virtual std::size_t added_tokens(bool pair) const = 0;
};
Result<std::unique_ptr<PostProcessor>> make_post_processor(
    const JsonContext& cx, const Json& block, const std::string& path);

}  // namespace citeval::text::hf

#include "text/hf_tokenizer.h"

#include <algorithm>
#include <array>
#include <fstream>
#include <sstream>
#include <unordered_map>

#include "text/hf_components.h"
#include "text/hf_unicode.h"

namespace citeval::text {

using hf::Json;
using hf::JsonContext;
using hf::json_path;

namespace hf {

Result<bool> get_bool(const JsonContext& cx, const Json& obj, const std::string& path,
                      std::string_view key, bool fallback) {
  auto it = obj.find(key);
  if (it == obj.end() || it->is_null()) return fallback;
  if (!it->is_boolean()) return cx.invalid(json_path(path, key), "expected true or false");
  return it->get<bool>();
}

Result<std::string> get_string(const JsonContext& cx, const Json& obj, const std::string& path,
                               std::string_view key, std::optional<std::string> fallback) {
  auto it = obj.find(key);
  if (it == obj.end() || it->is_null()) {
    if (fallback) return *fallback;
    return cx.invalid(json_path(path, key), "missing string");
  }
  if (!it->is_string()) return cx.invalid(json_path(path, key), "expected a string");
  return it->get<std::string>();
}

Result<std::int64_t> get_int(const JsonContext& cx, const Json& obj, const std::string& path,
                             std::string_view key, std::optional<std::int64_t> fallback) {
  auto it = obj.find(key);
  if (it == obj.end() || it->is_null()) {
    if (fallback) return *fallback;
    return cx.invalid(json_path(path, key), "missing integer");
  }
  if (!it->is_number_integer()) return cx.invalid(json_path(path, key), "expected an integer");
  return it->get<std::int64_t>();
}

Result<std::string> get_type(const JsonContext& cx, const Json& obj, const std::string& path) {
  if (!obj.is_object()) return cx.invalid(path, "expected an object");
  return get_string(cx, obj, path, "type", std::nullopt);
}

}  // namespace hf

namespace {

struct AddedToken {
  std::string content;  // as matched: normalized for normalized tokens
  std::int32_t id = 0;
  bool single_word = false, lstrip = false, rstrip = false;
};

struct Section {
  std::size_t begin, end;
  std::int32_t added_id;  // -1: ordinary text
};

bool is_word_char(char32_t c) { return hf::is_alphanumeric(c) || c == '_'; }

// Added tokens indexed by their first byte (T5 has 100 <extra_id_N> tokens; most bytes start
// none).
struct AddedTokens {
  std::vector<AddedToken> tokens;
  std::array<std::vector<std::size_t>, 256> by_first_byte;

  void add(AddedToken t) {
    if (t.content.empty()) return;
    by_first_byte[static_cast<unsigned char>(t.content[0])].push_back(tokens.size());
    tokens.push_back(std::move(t));
  }
};

// AddedVocabulary::find_matches: leftmost-longest matches of `tokens` in `text`, with
// single_word / lstrip / rstrip applied; the rest of the text as ordinary sections.
std::vector<Section> split_added(std::string_view text, const AddedTokens& added) {
  std::vector<Section> out;
  std::size_t start_offset = 0;
  std::size_t pos = 0;
  while (pos < text.size() && !added.tokens.empty()) {
    const AddedToken* best = nullptr;
    for (std::size_t i : added.by_first_byte[static_cast<unsigned char>(text[pos])]) {
      const AddedToken& t = added.tokens[i];
      if (text.compare(pos, t.content.size(), t.content) == 0 &&
          (best == nullptr || t.content.size() > best->content.size())) {
        best = &t;
      }
    }
    if (best == nullptr) {
      ++pos;
      continue;
    }
    std::size_t start = pos;
    std::size_t stop = pos + best->content.size();
    std::size_t len = 0;
    if (best->single_word) {
      bool start_ok = true;
      if (start > 0) {
        std::size_t p = start - 1;
        while (p > 0 && (static_cast<unsigned char>(text[p]) & 0xC0) == 0x80) --p;
        start_ok = !is_word_char(hf::next_char(text, p, len));
      }
      const bool stop_ok = stop == text.size() || !is_word_char(hf::next_char(text, stop, len));
      if (!start_ok || !stop_ok) {
        ++pos;
        continue;
      }
    }
    if (best->lstrip) {
      std::size_t s = start;
      while (s > start_offset) {
        std::size_t p = s - 1;
        while (p > 0 && (static_cast<unsigned char>(text[p]) & 0xC0) == 0x80) --p;
        if (!hf::is_whitespace(hf::next_char(text, p, len))) break;
        s = p;
      }
      start = s;
    }
    if (best->rstrip) {
      while (stop < text.size() && hf::is_whitespace(hf::next_char(text, stop, len))) stop += len;
    }
    if (start_offset < start) out.push_back({start_offset, start, -1});
    out.push_back({start, stop, best->id});
    start_offset = stop;
    pos = stop;
  }
  if (start_offset < text.size()) out.push_back({start_offset, text.size(), -1});
  return out;
}

Result<std::string> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open the tokenizer file", path);
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) return make_error(ErrorCode::kIo, "cannot read the tokenizer file", path);
  return ss.str();
}

}  // namespace

struct HfTokenizer::Impl {
  std::unique_ptr<hf::Normalizer> normalizer;
  std::unique_ptr<hf::PreTokenizer> pre_tokenizer;
  std::unique_ptr<hf::Model> model;
  std::unique_ptr<hf::PostProcessor> post_processor;
  AddedTokens raw_added;         // matched before normalization
  AddedTokens normalized_added;  // matched in normalized text
  std::unordered_map<std::string, std::int32_t> added_ids;
  std::size_t max_added_id_plus_one = 0;

  void tokenize(std::string_view input, std::vector<std::int32_t>& ids) const {
    const std::string text = hf::to_valid_utf8(input);
    for (const Section& s : split_added(text, raw_added)) {
      if (s.added_id >= 0) {
        ids.push_back(s.added_id);
        continue;
      }
      std::string normalized = text.substr(s.begin, s.end - s.begin);
      normalizer->normalize(normalized);
      for (const Section& n : split_added(normalized, normalized_added)) {
        if (n.added_id >= 0) {
          ids.push_back(n.added_id);
          continue;
        }
        std::vector<std::string> words{normalized.substr(n.begin, n.end - n.begin)};
        pre_tokenizer->pre_tokenize(words, s.begin == 0 && n.begin == 0);
        for (const auto& w : words) model->tokenize(w, ids);
      }
    }
  }
};

Result<HfTokenizer> HfTokenizer::load(const std::string& path) {
  auto text = read_file(path);
  if (!text) return text.error();
  return from_json(text.value(), path);
}

Result<HfTokenizer> HfTokenizer::from_json(std::string_view json_text, std::string source) {
  Json root;
  try {
    root = Json::parse(json_text);
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kParse, std::string("not valid JSON: ") + e.what(), source);
  }
  const JsonContext cx{source};
  if (!root.is_object()) return cx.invalid("", "the top level must be an object");
  const Json null_block;
  auto block = [&](const char* key) -> const Json& {
    auto it = root.find(key);
    return it == root.end() ? null_block : *it;
  };
  auto impl = std::make_shared<Impl>();
  if (!root.contains("model")) return cx.invalid("model", "missing");
  auto model = hf::make_model(cx, root["model"], "model");
  if (!model) return model.error();
  impl->model = std::move(model.value());
  auto normalizer = hf::make_normalizer(cx, block("normalizer"), "normalizer");
  if (!normalizer) return normalizer.error();
  impl->normalizer = std::move(normalizer.value());
  auto pre = hf::make_pre_tokenizer(cx, block("pre_tokenizer"), "pre_tokenizer");
  if (!pre) return pre.error();
  impl->pre_tokenizer = std::move(pre.value());
  auto post = hf::make_post_processor(cx, block("post_processor"), "post_processor");
  if (!post) return post.error();
  impl->post_processor = std::move(post.value());

  const Json& added = block("added_tokens");
  if (!added.is_null() && !added.is_array()) return cx.invalid("added_tokens", "expected an array");
  for (std::size_t i = 0; added.is_array() && i < added.size(); ++i) {
    const std::string path = json_path("added_tokens", i);
    const Json& t = added[i];
    if (!t.is_object()) return cx.invalid(path, "expected an object");
    auto id = hf::get_int(cx, t, path, "id", std::nullopt);
    auto content = hf::get_string(cx, t, path, "content", std::nullopt);
    auto special = hf::get_bool(cx, t, path, "special", false);
    if (!id) return id.error();
    if (!content) return content.error();
    if (!special) return special.error();
    auto normalized = hf::get_bool(cx, t, path, "normalized", !special.value());
    auto single_word = hf::get_bool(cx, t, path, "single_word", false);
    auto lstrip = hf::get_bool(cx, t, path, "lstrip", false);
    auto rstrip = hf::get_bool(cx, t, path, "rstrip", false);
    for (const Error* e : {normalized ? nullptr : &normalized.error(),
                           single_word ? nullptr : &single_word.error(),
                           lstrip ? nullptr : &lstrip.error(), rstrip ? nullptr : &rstrip.error()}) {
      if (e != nullptr) return *e;
    }
    if (id.value() < 0 || id.value() > std::numeric_limits<std::int32_t>::max()) {
      return cx.invalid(json_path(path, "id"), "expected a non-negative 32-bit id");
    }
    AddedToken tok{content.value(), static_cast<std::int32_t>(id.value()), single_word.value(),
                   lstrip.value(), rstrip.value()};
    impl->added_ids[tok.content] = tok.id;
    impl->max_added_id_plus_one =
        std::max(impl->max_added_id_plus_one, static_cast<std::size_t>(tok.id) + 1);
    if (normalized.value()) {
      impl->normalizer->normalize(tok.content);
      impl->normalized_added.add(std::move(tok));
    } else {
      impl->raw_added.add(std::move(tok));
    }
  }
  return HfTokenizer(std::move(impl));
}

std::vector<std::int32_t> HfTokenizer::tokenize(std::string_view text) const {
  std::vector<std::int32_t> ids;
  impl_->tokenize(text, ids);
  return ids;
}

HfEncoding HfTokenizer::post_process(const std::vector<std::int32_t>& a,
                                     const std::vector<std::int32_t>* b,
                                     bool add_special_tokens) const {
  HfEncoding e;
  impl_->post_processor->process(a, b, add_special_tokens, e.ids, e.type_ids);
  return e;
}

HfEncoding HfTokenizer::encode(std::string_view text, bool add_special_tokens) const {
  return post_process(tokenize(text), nullptr, add_special_tokens);
}

HfEncoding HfTokenizer::encode_pair(std::string_view a, std::string_view b,
                                    bool add_special_tokens) const {
  const auto ta = tokenize(a);
  const auto tb = tokenize(b);
  return post_process(ta, &tb, add_special_tokens);
}

Result<HfEncoding> HfTokenizer::encode_pair_truncated(std::string_view premise,
                                                      std::string_view hypothesis,
                                                      std::size_t max_length) const {
  return post_process_pair_truncated(tokenize(premise), tokenize(hypothesis), max_length);
}

Result<HfEncoding> HfTokenizer::post_process_pair_truncated(std::vector<std::int32_t> ta,
                                                            const std::vector<std::int32_t>& tb,
                                                            std::size_t max_length) const {
  const std::size_t specials = num_special_tokens(true);
  std::size_t dropped = 0;
  if (max_length > 0 && ta.size() + tb.size() + specials > max_length) {
    if (tb.size() + specials + 1 > max_length) {
      return make_error(ErrorCode::kInvalidArgument,
                        "the hypothesis alone has " + std::to_string(tb.size()) + " tokens (+" +
                            std::to_string(specials) + " special); the model takes at most " +
                            std::to_string(max_length) + " with at least one premise token");
    }
    const std::size_t keep = max_length - specials - tb.size();
    dropped = ta.size() - keep;
    ta.resize(keep);
  }
  HfEncoding e = post_process(ta, &tb, true);
  e.premise_tokens_dropped = dropped;
  return e;
}

std::size_t HfTokenizer::num_special_tokens(bool pair) const {
  return impl_->post_processor->added_tokens(pair);
}

std::optional<std::int32_t> HfTokenizer::token_to_id(std::string_view token) const {
  auto it = impl_->added_ids.find(std::string(token));
  if (it != impl_->added_ids.end()) return it->second;
  return impl_->model->token_to_id(token);
}

std::size_t HfTokenizer::vocab_size() const {
  return std::max(impl_->model->vocab_size(), impl_->max_added_id_plus_one);
}

std::string HfTokenizer::model_type() const { return impl_->model->type(); }

}  // namespace citeval::text

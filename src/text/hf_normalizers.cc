// The normalizers of tokenizer.json (see hf_components.h), with the Rust crate's semantics.
#include <memory>
#include <string>
#include <vector>

#include "text/hf_components.h"
#include "text/hf_precompiled.h"
#include "text/hf_regex.h"
#include "text/hf_unicode.h"

namespace citeval::text::hf {
namespace {

bool is_ascii(std::string_view text) {
  for (char c : text) {
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return true;
}

// Applies `fn(c, out)` to every character of `text`.
template <class Fn>
void map_chars(std::string& text, Fn fn) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t len = 0;
    const char32_t c = next_char(text, pos, len);
    fn(c, std::string_view(text).substr(pos, len), out);
    pos += len;
  }
  text.swap(out);
}

class BertNormalizer final : public Normalizer {
 public:
  BertNormalizer(bool clean_text, bool chinese, bool strip_accents, bool lowercase)
      : clean_text_(clean_text), chinese_(chinese), strip_accents_(strip_accents),
        lowercase_(lowercase) {}

  void normalize(std::string& text) const override {
    if (is_ascii(text)) {  // the common case, in one pass: NFD and accents do not apply
      std::string out;
      out.reserve(text.size());
      for (char ch : text) {
        auto c = static_cast<unsigned char>(ch);
        if (clean_text_) {
          if (c == 0) continue;
          if (c == '\t' || c == '\n' || c == '\r') {
            c = ' ';
          } else if (c < 0x20 || c == 0x7F) {
            continue;  // other controls (Cc, \v and \f included) are removed
          }
        }
        if (lowercase_ && c >= 'A' && c <= 'Z') c = static_cast<unsigned char>(c + 32);
        out.push_back(static_cast<char>(c));
      }
      text.swap(out);
      return;
    }
    if (clean_text_) {
      map_chars(text, [](char32_t c, std::string_view raw, std::string& out) {
        if (c == 0 || c == 0xFFFD) return;
        const bool kept_space = c == '\t' || c == '\n' || c == '\r';
        if (!kept_space && is_other(c)) return;
        if (kept_space || is_whitespace(c)) {
          out.push_back(' ');
        } else {
          out += raw;
        }
      });
    }
    if (chinese_) {
      map_chars(text, [](char32_t c, std::string_view raw, std::string& out) {
        if (is_chinese_char(c)) {
          out.push_back(' ');
          out += raw;
          out.push_back(' ');
        } else {
          out += raw;
        }
      });
    }
    // The Rust crate strips accents before lower-casing (the JS port does the reverse).
    if (strip_accents_) {
      text = unicode_normalize(text, NormalForm::kNfd);
      map_chars(text, [](char32_t c, std::string_view raw, std::string& out) {
        if (!is_mark_nonspacing(c)) out += raw;
      });
    }
    if (lowercase_) text = lowercase(text);
  }

 private:
  bool clean_text_, chinese_, strip_accents_, lowercase_;
};

class UnicodeNormalizer final : public Normalizer {
 public:
  explicit UnicodeNormalizer(NormalForm form) : form_(form) {}
  void normalize(std::string& text) const override { text = unicode_normalize(text, form_); }

 private:
  NormalForm form_;
};

class Lowercase final : public Normalizer {
 public:
  void normalize(std::string& text) const override { text = lowercase(text); }
};

class StripAccents final : public Normalizer {
 public:
  void normalize(std::string& text) const override {
    map_chars(text, [](char32_t c, std::string_view raw, std::string& out) {
      if (!is_mark(c)) out += raw;
    });
  }
};

class Strip final : public Normalizer {
 public:
  Strip(bool left, bool right) : left_(left), right_(right) {}
  void normalize(std::string& text) const override {
    std::size_t begin = 0;
    std::size_t end = text.size();
    std::size_t len = 0;
    if (left_) {
      while (begin < end && is_whitespace(next_char(text, begin, len))) begin += len;
    }
    if (right_) {
      while (end > begin) {
        std::size_t start = end - 1;
        while (start > begin && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) --start;
        if (!is_whitespace(next_char(text, start, len))) break;
        end = start;
      }
    }
    text = text.substr(begin, end - begin);
  }

 private:
  bool left_, right_;
};

class Replace final : public Normalizer {
 public:
  Replace(std::shared_ptr<const OnigPattern> pattern, std::string content)
      : pattern_(std::move(pattern)), content_(std::move(content)) {}
  void normalize(std::string& text) const override {
    std::string out;
    std::size_t prev = 0;
    for (auto [s, e] : pattern_->find_all(text)) {
      out.append(text, prev, s - prev);
      out += content_;
      prev = e;
    }
    out.append(text, prev, std::string::npos);
    text.swap(out);
  }

 private:
  std::shared_ptr<const OnigPattern> pattern_;
  std::string content_;
};

class Prepend final : public Normalizer {
 public:
  explicit Prepend(std::string prefix) : prefix_(std::move(prefix)) {}
  void normalize(std::string& text) const override {
    if (!text.empty()) text.insert(0, prefix_);
  }

 private:
  std::string prefix_;
};

class Precompiled final : public Normalizer {
 public:
  explicit Precompiled(PrecompiledCharsmap map) : map_(std::move(map)) {}
  void normalize(std::string& text) const override { text = map_.normalize(text); }

 private:
  PrecompiledCharsmap map_;
};

class Identity final : public Normalizer {
 public:
  void normalize(std::string&) const override {}
};

class Sequence final : public Normalizer {
 public:
  explicit Sequence(std::vector<std::unique_ptr<Normalizer>> parts) : parts_(std::move(parts)) {}
  void normalize(std::string& text) const override {
    for (const auto& p : parts_) p->normalize(text);
  }

 private:
  std::vector<std::unique_ptr<Normalizer>> parts_;
};

}  // namespace

// A {"String": s} or {"Regex": r} pattern.
Result<std::shared_ptr<const OnigPattern>> make_pattern(const JsonContext& cx, const Json& block,
                                                        const std::string& path) {
  const std::string ppath = json_path(path, "pattern");
  auto it = block.find("pattern");
  if (it == block.end() || !it->is_object()) {
    return cx.invalid(ppath, "expected an object {\"String\": ...} or {\"Regex\": ...}");
  }
  Result<std::shared_ptr<const OnigPattern>> p = make_error(ErrorCode::kInternal, "");
  if (auto s = it->find("String"); s != it->end() && s->is_string()) {
    p = OnigPattern::literal(s->get<std::string>());
  } else if (auto r = it->find("Regex"); r != it->end() && r->is_string()) {
    p = OnigPattern::compile(r->get<std::string>());
  } else {
    return cx.invalid(ppath, "expected a string member \"String\" or \"Regex\"");
  }
  if (!p) return cx.invalid(ppath, p.error().message);
  return p;
}

Result<std::unique_ptr<Normalizer>> make_normalizer(const JsonContext& cx, const Json& block,
                                                    const std::string& path) {
  if (block.is_null()) return std::unique_ptr<Normalizer>(new Identity());
  auto type = get_type(cx, block, path);
  if (!type) return type.error();
  const std::string& t = type.value();
  if (t == "BertNormalizer") {
    auto clean = get_bool(cx, block, path, "clean_text", true);
    auto chinese = get_bool(cx, block, path, "handle_chinese_chars", true);
    auto lower = get_bool(cx, block, path, "lowercase", true);
    if (!clean) return clean.error();
    if (!chinese) return chinese.error();
    if (!lower) return lower.error();
    // strip_accents: null means "same as lowercase".
    auto strip = get_bool(cx, block, path, "strip_accents", lower.value());
    if (!strip) return strip.error();
    return std::unique_ptr<Normalizer>(
        new BertNormalizer(clean.value(), chinese.value(), strip.value(), lower.value()));
  }
  if (t == "NFC") return std::unique_ptr<Normalizer>(new UnicodeNormalizer(NormalForm::kNfc));
  if (t == "NFD") return std::unique_ptr<Normalizer>(new UnicodeNormalizer(NormalForm::kNfd));
  if (t == "NFKC") return std::unique_ptr<Normalizer>(new UnicodeNormalizer(NormalForm::kNfkc));
  if (t == "NFKD") return std::unique_ptr<Normalizer>(new UnicodeNormalizer(NormalForm::kNfkd));
  if (t == "Lowercase") return std::unique_ptr<Normalizer>(new Lowercase());
  if (t == "StripAccents") return std::unique_ptr<Normalizer>(new StripAccents());
  if (t == "Strip") {
    auto left = get_bool(cx, block, path, "strip_left", true);
    auto right = get_bool(cx, block, path, "strip_right", true);
    if (!left) return left.error();
    if (!right) return right.error();
    return std::unique_ptr<Normalizer>(new Strip(left.value(), right.value()));
  }
  if (t == "Replace") {
    auto pattern = make_pattern(cx, block, path);
    if (!pattern) return pattern.error();
    auto content = get_string(cx, block, path, "content", std::nullopt);
    if (!content) return content.error();
    return std::unique_ptr<Normalizer>(new Replace(pattern.value(), content.value()));
  }
  if (t == "Prepend") {
    auto prefix = get_string(cx, block, path, "prepend", std::nullopt);
    if (!prefix) return prefix.error();
    return std::unique_ptr<Normalizer>(new Prepend(prefix.value()));
  }
  if (t == "Precompiled") {
    const std::string mpath = json_path(path, "precompiled_charsmap");
    auto it = block.find("precompiled_charsmap");
    if (it == block.end() || it->is_null()) return std::unique_ptr<Normalizer>(new Identity());
    if (!it->is_string()) return cx.invalid(mpath, "expected a base64 string");
    auto blob = decode_base64(it->get_ref<const std::string&>());
    if (!blob) return cx.invalid(mpath, "not valid base64");
    if (blob->empty()) return std::unique_ptr<Normalizer>(new Identity());
    auto map = PrecompiledCharsmap::parse(*blob);
    if (!map) return cx.invalid(mpath, map.error().message);
    return std::unique_ptr<Normalizer>(new Precompiled(std::move(map.value())));
  }
  if (t == "Sequence") {
    const std::string npath = json_path(path, "normalizers");
    auto it = block.find("normalizers");
    if (it == block.end() || !it->is_array()) return cx.invalid(npath, "expected an array");
    std::vector<std::unique_ptr<Normalizer>> parts;
    for (std::size_t i = 0; i < it->size(); ++i) {
      auto part = make_normalizer(cx, (*it)[i], json_path(npath, i));
      if (!part) return part.error();
      parts.push_back(std::move(part.value()));
    }
    return std::unique_ptr<Normalizer>(new Sequence(std::move(parts)));
  }
  return cx.unsupported(json_path(path, "type"), "unsupported normalizer type '" + t + "'");
}

}  // namespace citeval::text::hf

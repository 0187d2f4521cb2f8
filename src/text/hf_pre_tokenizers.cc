// The pre-tokenizers of tokenizer.json (see hf_components.h), with the Rust crate's semantics:
// each splits every word at "matches" (of a character class or a regular expression) and keeps,
// drops or merges the matched parts according to a SplitDelimiterBehavior; empty parts vanish.
#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "text/hf_components.h"
#include "text/hf_regex.h"
#include "text/hf_unicode.h"

namespace citeval::text::hf {
namespace {

enum class Behavior { kRemoved, kIsolated, kMergedWithPrevious, kMergedWithNext, kContiguous };

struct Span {
  std::size_t begin, end;
  bool is_match;
};

// The spans of `word` around each character for which pred(c) holds (each such character is its
// own match, as in the Rust crate's Pattern for Fn(char) -> bool).
template <class Pred>
std::vector<Span> char_matches(std::string_view word, Pred pred) {
  std::vector<Span> spans;
  if (word.empty()) return {{0, 0, false}};
  std::size_t last = 0;
  std::size_t pos = 0;
  while (pos < word.size()) {
    std::size_t len = 0;
    const char32_t c = next_char(word, pos, len);
    if (pred(c)) {
      if (last < pos) spans.push_back({last, pos, false});
      spans.push_back({pos, pos + len, true});
      last = pos + len;
    }
    pos += len;
  }
  if (last < word.size()) spans.push_back({last, word.size(), false});
  return spans;
}

std::vector<Span> regex_matches(std::string_view word, const OnigPattern& pattern) {
  if (word.empty()) return {{0, 0, false}};
  std::vector<Span> spans;
  std::size_t prev = 0;
  for (auto [s, e] : pattern.find_all(word)) {
    if (prev != s) spans.push_back({prev, s, false});
    spans.push_back({s, e, true});
    prev = e;
  }
  if (prev != word.size()) spans.push_back({prev, word.size(), false});
  return spans;
}

// Appends the parts of `word` that `spans` and `behavior` make (NormalizedString::split).
void split_word(std::string_view word, std::vector<Span> spans, Behavior behavior,
                std::vector<std::string>& out) {
  std::vector<Span> parts;  // is_match here means "remove"
  switch (behavior) {
    case Behavior::kIsolated:
      for (auto s : spans) parts.push_back({s.begin, s.end, false});
      break;
    case Behavior::kRemoved:
      parts = std::move(spans);
      break;
    case Behavior::kContiguous: {
      bool previous = false;
      for (auto s : spans) {
        if (s.is_match == previous && !parts.empty()) {
          parts.back().end = s.end;
        } else {
          parts.push_back({s.begin, s.end, false});
        }
        previous = s.is_match;
      }
      break;
    }
    case Behavior::kMergedWithPrevious: {
      bool previous = false;
      for (auto s : spans) {
        if (s.is_match && !previous && !parts.empty()) {
          parts.back().end = s.end;
        } else {
          parts.push_back({s.begin, s.end, false});
        }
        previous = s.is_match;
      }
      break;
    }
    case Behavior::kMergedWithNext: {
      bool previous = false;
      for (auto it = spans.rbegin(); it != spans.rend(); ++it) {
        if (it->is_match && !previous && !parts.empty()) {
          parts.back().begin = it->begin;
        } else {
          parts.push_back({it->begin, it->end, false});
        }
        previous = it->is_match;
      }
      std::reverse(parts.begin(), parts.end());
      break;
    }
  }
  for (const auto& p : parts) {
    if (!p.is_match && p.end > p.begin) out.emplace_back(word.substr(p.begin, p.end - p.begin));
  }
}

std::vector<Span> inverted(std::vector<Span> spans) {
  for (auto& s : spans) s.is_match = !s.is_match;
  return spans;
}

// Splits every word by `make_spans(word)`.
template <class MakeSpans>
void split_all(std::vector<std::string>& words, Behavior behavior, MakeSpans make_spans) {
  std::vector<std::string> out;
  out.reserve(words.size() * 2);
  for (const auto& w : words) split_word(w, make_spans(w), behavior, out);
  words.swap(out);
}

class BertPreTokenizer final : public PreTokenizer {
 public:
  void pre_tokenize(std::vector<std::string>& words, bool) const override {
    split_all(words, Behavior::kRemoved,
              [](std::string_view w) { return char_matches(w, is_whitespace); });
    split_all(words, Behavior::kIsolated,
              [](std::string_view w) { return char_matches(w, is_punctuation); });
  }
};

class WhitespaceSplit final : public PreTokenizer {
 public:
  void pre_tokenize(std::vector<std::string>& words, bool) const override {
    split_all(words, Behavior::kRemoved,
              [](std::string_view w) { return char_matches(w, is_whitespace); });
  }
};

class CharPredicateSplit final : public PreTokenizer {
 public:
  using Pred = bool (*)(char32_t);
  CharPredicateSplit(Pred pred, Behavior behavior) : pred_(pred), behavior_(behavior) {}
  void pre_tokenize(std::vector<std::string>& words, bool) const override {
    split_all(words, behavior_, [this](std::string_view w) { return char_matches(w, pred_); });
  }

 private:
  Pred pred_;
  Behavior behavior_;
};

class CharDelimiterSplit final : public PreTokenizer {
 public:
  explicit CharDelimiterSplit(char32_t delimiter) : delimiter_(delimiter) {}
  void pre_tokenize(std::vector<std::string>& words, bool) const override {
    split_all(words, Behavior::kRemoved, [this](std::string_view w) {
      return char_matches(w, [this](char32_t c) { return c == delimiter_; });
    });
  }

 private:
  char32_t delimiter_;
};

class RegexSplit final : public PreTokenizer {
 public:
  RegexSplit(std::shared_ptr<const OnigPattern> pattern, Behavior behavior, bool invert)
      : pattern_(std::move(pattern)), behavior_(behavior), invert_(invert) {}
  void pre_tokenize(std::vector<std::string>& words, bool) const override {
    split_all(words, behavior_, [this](std::string_view w) {
      auto spans = regex_matches(w, *pattern_);
      return invert_ ? inverted(std::move(spans)) : spans;
    });
  }

 private:
  std::shared_ptr<const OnigPattern> pattern_;
  Behavior behavior_;
  bool invert_;
};

class ReplacePreTokenizer final : public PreTokenizer {
 public:
  ReplacePreTokenizer(std::shared_ptr<const OnigPattern> pattern, std::string content)
      : pattern_(std::move(pattern)), content_(std::move(content)) {}
  void pre_tokenize(std::vector<std::string>& words, bool) const override {
    for (auto& w : words) {
      std::string out;
      std::size_t prev = 0;
      for (auto [s, e] : pattern_->find_all(w)) {
        out.append(w, prev, s - prev);
        out += content_;
        prev = e;
      }
      out.append(w, prev, std::string::npos);
      w.swap(out);
    }
  }

 private:
  std::shared_ptr<const OnigPattern> pattern_;
  std::string content_;
};

// GPT-2's byte-to-unicode table: printable bytes map to themselves, the rest to U+0100...
const std::array<std::string, 256>& byte_chars() {
  static const std::array<std::string, 256> table = [] {
    std::array<std::string, 256> t;
    int n = 0;
    for (int b = 0; b < 256; ++b) {
      const bool printable = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE);
      const char32_t c = printable ? static_cast<char32_t>(b) : static_cast<char32_t>(256 + n++);
      append_char(t[static_cast<std::size_t>(b)], c);
    }
    return t;
  }();
  return table;
}

class ByteLevel final : public PreTokenizer {
 public:
  ByteLevel(bool add_prefix_space, bool use_regex, std::shared_ptr<const OnigPattern> pattern)
      : add_prefix_space_(add_prefix_space), use_regex_(use_regex), pattern_(std::move(pattern)) {}
  void pre_tokenize(std::vector<std::string>& words, bool) const override {
    if (add_prefix_space_) {
      for (auto& w : words) {
        if (w.empty() || w[0] != ' ') w.insert(0, " ");
      }
    }
    if (use_regex_) {
      split_all(words, Behavior::kIsolated,
                [this](std::string_view w) { return regex_matches(w, *pattern_); });
    }
    const auto& table = byte_chars();
    for (auto& w : words) {
      std::string out;
      out.reserve(w.size() * 2);
      for (char c : w) out += table[static_cast<unsigned char>(c)];
      w.swap(out);
    }
  }

 private:
  bool add_prefix_space_, use_regex_;
  std::shared_ptr<const OnigPattern> pattern_;
};

enum class PrependScheme { kAlways, kFirst, kNever };

class Metaspace final : public PreTokenizer {
 public:
  Metaspace(std::string replacement, PrependScheme scheme, bool split)
      : replacement_(std::move(replacement)), scheme_(scheme), split_(split) {}
  void pre_tokenize(std::vector<std::string>& words, bool first_section) const override {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < words.size(); ++i) {
      std::string w;
      for (char c : words[i]) {
        if (c == ' ') {
          w += replacement_;
        } else {
          w.push_back(c);
        }
      }
      // "first": only the word at the start of the text. The Rust crate asks whether the word
      // starts at original offset 0; without offsets, the first word of the first section.
      const bool prepend = scheme_ == PrependScheme::kAlways ||
                           (scheme_ == PrependScheme::kFirst && first_section && i == 0);
      if (prepend && w.compare(0, replacement_.size(), replacement_) != 0) w.insert(0, replacement_);
      if (!split_) {
        if (!w.empty()) out.push_back(std::move(w));
        continue;
      }
      // Split on the replacement character, each part starting with it (MergedWithNext).
      std::vector<Span> spans;
      std::size_t prev = 0;
      std::size_t pos = 0;
      while ((pos = w.find(replacement_, prev)) != std::string::npos) {
        if (prev != pos) spans.push_back({prev, pos, false});
        spans.push_back({pos, pos + replacement_.size(), true});
        prev = pos + replacement_.size();
      }
      if (prev != w.size()) spans.push_back({prev, w.size(), false});
      if (w.empty()) spans = {{0, 0, false}};
      split_word(w, std::move(spans), Behavior::kMergedWithNext, out);
    }
    words.swap(out);
  }

 private:
  std::string replacement_;
  PrependScheme scheme_;
  bool split_;
};

class Sequence final : public PreTokenizer {
 public:
  explicit Sequence(std::vector<std::unique_ptr<PreTokenizer>> parts) : parts_(std::move(parts)) {}
  void pre_tokenize(std::vector<std::string>& words, bool first_section) const override {
    for (const auto& p : parts_) p->pre_tokenize(words, first_section);
  }

 private:
  std::vector<std::unique_ptr<PreTokenizer>> parts_;
};

Result<Behavior> get_behavior(const JsonContext& cx, const Json& block, const std::string& path,
                              Behavior fallback) {
  auto b = get_string(cx, block, path, "behavior", std::string());
  if (!b) return b.error();
  const std::string& s = b.value();
  if (s.empty()) return fallback;
  if (s == "Removed") return Behavior::kRemoved;
  if (s == "Isolated") return Behavior::kIsolated;
  if (s == "MergedWithPrevious") return Behavior::kMergedWithPrevious;
  if (s == "MergedWithNext") return Behavior::kMergedWithNext;
  if (s == "Contiguous") return Behavior::kContiguous;
  return cx.invalid(json_path(path, "behavior"), "unknown split behavior '" + s + "'");
}

constexpr const char* kByteLevelPattern =
    R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)";

}  // namespace

Result<std::unique_ptr<PreTokenizer>> make_pre_tokenizer(const JsonContext& cx, const Json& block,
                                                         const std::string& path) {
  using Ptr = std::unique_ptr<PreTokenizer>;
  if (block.is_null()) return Ptr(new Sequence({}));
  auto type = get_type(cx, block, path);
  if (!type) return type.error();
  const std::string& t = type.value();
  if (t == "BertPreTokenizer") return Ptr(new BertPreTokenizer());
  if (t == "WhitespaceSplit") return Ptr(new WhitespaceSplit());
  if (t == "Whitespace") {
    static const auto pattern = OnigPattern::compile(R"(\w+|[^\w\s]+)");
    return Ptr(new RegexSplit(pattern.value(), Behavior::kRemoved, /*invert=*/true));
  }
  if (t == "Punctuation") {
    auto behavior = get_behavior(cx, block, path, Behavior::kIsolated);
    if (!behavior) return behavior.error();
    return Ptr(new CharPredicateSplit(is_punctuation, behavior.value()));
  }
  if (t == "Digits") {
    auto individual = get_bool(cx, block, path, "individual_digits", false);
    if (!individual) return individual.error();
    return Ptr(new CharPredicateSplit(
        is_numeric, individual.value() ? Behavior::kIsolated : Behavior::kContiguous));
  }
  if (t == "CharDelimiterSplit") {
    auto d = get_string(cx, block, path, "delimiter", std::nullopt);
    if (!d) return d.error();
    std::size_t len = 0;
    if (d->empty() || (next_char(*d, 0, len), len != d->size())) {
      return cx.invalid(json_path(path, "delimiter"), "expected a single character");
    }
    return Ptr(new CharDelimiterSplit(next_char(*d, 0, len)));
  }
  if (t == "Split") {
    auto pattern = make_pattern(cx, block, path);
    if (!pattern) return pattern.error();
    auto behavior = get_behavior(cx, block, path, Behavior::kRemoved);
    if (!behavior) return behavior.error();
    auto invert = get_bool(cx, block, path, "invert", false);
    if (!invert) return invert.error();
    return Ptr(new RegexSplit(pattern.value(), behavior.value(), invert.value()));
  }
  if (t == "Replace") {
    auto pattern = make_pattern(cx, block, path);
    if (!pattern) return pattern.error();
    auto content = get_string(cx, block, path, "content", std::nullopt);
    if (!content) return content.error();
    return Ptr(new ReplacePreTokenizer(pattern.value(), content.value()));
  }
  if (t == "ByteLevel") {
    auto prefix = get_bool(cx, block, path, "add_prefix_space", true);
    auto use_regex = get_bool(cx, block, path, "use_regex", true);
    if (!prefix) return prefix.error();
    if (!use_regex) return use_regex.error();
    static const auto pattern = OnigPattern::compile(kByteLevelPattern);
    return Ptr(new ByteLevel(prefix.value(), use_regex.value(), pattern.value()));
  }
  if (t == "Metaspace") {
    auto replacement = get_string(cx, block, path, "replacement", std::string("\xE2\x96\x81"));
    if (!replacement) return replacement.error();
    std::size_t len = 0;
    if (replacement->empty() || (next_char(*replacement, 0, len), len != replacement->size())) {
      return cx.invalid(json_path(path, "replacement"), "expected a single character");
    }
    auto add_prefix = get_bool(cx, block, path, "add_prefix_space", true);
    if (!add_prefix) return add_prefix.error();
    PrependScheme scheme = add_prefix.value() ? PrependScheme::kAlways : PrependScheme::kNever;
    auto s = get_string(cx, block, path, "prepend_scheme", std::string());
    if (!s) return s.error();
    if (s.value() == "always") {
      scheme = PrependScheme::kAlways;
    } else if (s.value() == "first") {
      scheme = PrependScheme::kFirst;
    } else if (s.value() == "never") {
      scheme = PrependScheme::kNever;
    } else if (!s.value().empty()) {
      return cx.invalid(json_path(path, "prepend_scheme"),
                        "expected \"always\", \"first\" or \"never\"");
    }
    auto split = get_bool(cx, block, path, "split", true);
    if (!split) return split.error();
    return Ptr(new Metaspace(replacement.value(), scheme, split.value()));
  }
  if (t == "Sequence") {
    const std::string ppath = json_path(path, "pretokenizers");
    auto it = block.find("pretokenizers");
    if (it == block.end() || !it->is_array()) return cx.invalid(ppath, "expected an array");
    std::vector<std::unique_ptr<PreTokenizer>> parts;
    for (std::size_t i = 0; i < it->size(); ++i) {
      auto part = make_pre_tokenizer(cx, (*it)[i], json_path(ppath, i));
      if (!part) return part.error();
      parts.push_back(std::move(part.value()));
    }
    return Ptr(new Sequence(std::move(parts)));
  }
  return cx.unsupported(json_path(path, "type"), "unsupported pre-tokenizer type '" + t + "'");
}

}  // namespace citeval::text::hf

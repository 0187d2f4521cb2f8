#include "text/normalize.h"

#include "text/unicode.h"

namespace citeval::text {

namespace {

bool is_ascii_punct(unsigned char c) {
  return (c >= 0x21 && c <= 0x2F) || (c >= 0x3A && c <= 0x40) || (c >= 0x5B && c <= 0x60) ||
         (c >= 0x7B && c <= 0x7E);
}

// Whether the code point ending just before `pos` / starting at `pos` is a \w character.
bool word_before(std::string_view s, std::size_t pos) {
  if (pos == 0) return false;
  std::size_t j = pos - 1;
  while (j > 0 && (static_cast<unsigned char>(s[j]) & 0xC0) == 0x80) --j;
  return is_python_word(decode_utf8(s, j).cp);
}
bool word_at(std::string_view s, std::size_t pos) {
  return pos < s.size() && is_python_word(decode_utf8(s, pos).cp);
}

}  // namespace

std::vector<std::string_view> python_split(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t start = std::string_view::npos;
  for (std::size_t i = 0; i < text.size();) {
    CodePoint c = decode_utf8(text, i);
    bool space = c.valid && is_python_space(c.cp);
    if (space && start != std::string_view::npos) {
      out.push_back(text.substr(start, i - start));
      start = std::string_view::npos;
    } else if (!space && start == std::string_view::npos) {
      start = i;
    }
    i += c.len;
  }
  if (start != std::string_view::npos) out.push_back(text.substr(start));
  return out;
}

std::size_t word_count(std::string_view text) { return python_split(text).size(); }

std::string_view python_rstrip(std::string_view text) {
  std::size_t end = text.size();
  while (end > 0) {
    std::size_t j = end - 1;
    while (j > 0 && (static_cast<unsigned char>(text[j]) & 0xC0) == 0x80) --j;
    CodePoint c = decode_utf8(text, j);
    if (!c.valid || j + c.len != end || !is_python_space(c.cp)) break;
    end = j;
  }
  return text.substr(0, end);
}

std::string_view python_strip(std::string_view text) {
  std::size_t begin = 0;
  while (begin < text.size()) {
    CodePoint c = decode_utf8(text, begin);
    if (!c.valid || !is_python_space(c.cp)) break;
    begin += c.len;
  }
  return python_rstrip(text.substr(begin));
}

std::string normalize_answer(std::string_view text) {
  std::string lowered = python_lower(text);
  std::string no_punct;
  no_punct.reserve(lowered.size());
  for (char ch : lowered) {
    if (!is_ascii_punct(static_cast<unsigned char>(ch))) no_punct.push_back(ch);
  }
  // re.sub(r"\b(a|an|the)\b", " ", s): scan left to right, non-overlapping, alternatives tried
  // in order ("a" before "an"), each needing a word boundary on both sides.
  std::string no_articles;
  no_articles.reserve(no_punct.size());
  std::string_view s = no_punct;
  for (std::size_t i = 0; i < s.size();) {
    if (!word_before(s, i)) {
      std::size_t len = 0;
      for (std::string_view art : {std::string_view("a"), std::string_view("an"), std::string_view("the")}) {
        if (s.substr(i, art.size()) == art && !word_at(s, i + art.size())) {
          len = art.size();
          break;
        }
      }
      if (len > 0) {
        no_articles.push_back(' ');
        i += len;
        continue;
      }
    }
    no_articles.push_back(s[i]);
    ++i;
  }
  std::string out;
  out.reserve(no_articles.size());
  for (std::string_view piece : python_split(no_articles)) {
    if (!out.empty()) out.push_back(' ');
    out.append(piece);
  }
  return out;
}

}  // namespace citeval::text

#include "claims/text_cleaning.h"

#include <fmt/format.h>

#include "text/unicode.h"

namespace citeval::claims {

namespace {

// What the cleaning keeps besides whitespace: \w and ','.
bool kept_char(const text::CodePoint& c) { return c.valid && (c.cp == U',' || text::is_python_word(c.cp)); }

}  // namespace

CleanedText clean_text(std::string_view text, const std::vector<ByteSpan>& citations) {
  CleanedText out;
  out.text.reserve(text.size());
  out.source.reserve(text.size());
  std::size_t next = 0;  // next citation range
  for (std::size_t i = 0; i < text.size();) {
    if (next < citations.size() && i == citations[next].begin) {
      out.text.push_back(' ');
      out.source.push_back(i);
      i = citations[next].end > i ? citations[next].end : i + 1;
      ++next;
      continue;
    }
    text::CodePoint c = text::decode_utf8(text, i);
    if (kept_char(c) || (c.valid && text::is_python_space(c.cp))) {
      for (std::size_t k = 0; k < c.len; ++k) {
        out.text.push_back(text[i + k]);
        out.source.push_back(i + k);
      }
    }
    i += c.len;
  }
  return out;
}

bool is_word_token(std::string_view token) {
  for (std::size_t i = 0; i < token.size();) {
    text::CodePoint c = text::decode_utf8(token, i);
    if (c.valid && text::is_python_word(c.cp)) return true;
    i += c.len;
  }
  return false;
}

Result<std::vector<ByteSpan>> align_tokens(std::string_view sentence, const std::vector<std::string>& tokens,
                                           const std::vector<ByteSpan>& skip) {
  std::vector<ByteSpan> spans(tokens.size());
  std::size_t pos = 0, next_skip = 0;
  // Moves pos to the next kept character of the sentence (or its end).
  auto advance = [&] {
    while (pos < sentence.size()) {
      while (next_skip < skip.size() && skip[next_skip].end <= pos) ++next_skip;
      if (next_skip < skip.size() && pos >= skip[next_skip].begin) {
        pos = skip[next_skip].end;
        continue;
      }
      text::CodePoint c = text::decode_utf8(sentence, pos);
      if (kept_char(c)) return;
      pos += c.len;
    }
  };
  for (std::size_t t = 0; t < tokens.size(); ++t) {
    const std::string& tok = tokens[t];
    bool started = false;
    std::size_t begin = pos, end = pos;
    for (std::size_t k = 0; k < tok.size();) {
      text::CodePoint c = text::decode_utf8(tok, k);
      if (!kept_char(c)) {
        k += c.len;
        continue;
      }
      advance();
      if (pos + c.len > sentence.size() || sentence.compare(pos, c.len, tok, k, c.len) != 0) {
        return make_error(ErrorCode::kInvalidField,
                          fmt::format("token '{}' does not match the sentence at byte {} (\"{}\")", tok, pos,
                                      sentence.substr(pos, 20)),
                          {}, 0, fmt::format("tokens[{}]", t));
      }
      if (!started) begin = pos;
      started = true;
      pos += c.len;
      end = pos;
      k += c.len;
    }
    spans[t] = started ? ByteSpan{begin, end} : ByteSpan{pos, pos};
  }
  return spans;
}

}  // namespace citeval::claims

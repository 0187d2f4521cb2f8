#include "claims/text_cleaning.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include <climits>

#include "cite/decimal_digit.h"
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

std::vector<ClosedMark> closed_marks(std::string_view text) {
  std::vector<ClosedMark> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '[') continue;
    std::size_t k = i + 1;
    long long id = 0;
    bool digits = false;
    for (cite::DecimalDigit d; (d = cite::decimal_digit_at(text, k)).value >= 0; k += d.len) {
      id = std::min<long long>(id * 10 + d.value, INT_MAX);
      digits = true;
    }
    if (digits && k < text.size() && text[k] == ']') {
      out.push_back({{i, k + 1}, static_cast<int>(id)});
      i = k;
    }
  }
  return out;
}

ReferenceWords reference_words(std::string_view sentence) {
  ReferenceWords out;
  // text_cleaning: re.sub(r'[^\w\s\[\]\,]', '', sentence).
  CleanedText cleaned;
  for (std::size_t i = 0; i < sentence.size();) {
    text::CodePoint c = text::decode_utf8(sentence, i);
    if (c.valid && (kept_char(c) || c.cp == U'[' || c.cp == U']' || text::is_python_space(c.cp))) {
      for (std::size_t k = 0; k < c.len; ++k) {
        cleaned.text.push_back(sentence[i + k]);
        cleaned.source.push_back(i + k);
      }
    }
    i += c.len;
  }
  out.cleaned = cleaned.text;
  const std::string& t = cleaned.text;
  const std::vector<ClosedMark> marks = closed_marks(t);
  // Pieces in order: a word (a byte range of `t`) or a merged group of marks.
  struct Piece {
    ByteSpan span;
    std::vector<int> ids;  // empty: a word
    ByteSpan marks;        // a group: from its first mark to its last
  };
  std::vector<Piece> pieces;
  std::size_t next_mark = 0;
  auto add_word = [&](std::size_t b, std::size_t e) {
    if (b < e) pieces.push_back({{b, e}, {}, {}});
  };
  for (std::size_t i = 0; i < t.size();) {
    text::CodePoint c = text::decode_utf8(t, i);
    if (text::is_python_space(c.cp)) {
      i += c.len;
      continue;
    }
    std::size_t e = i;  // the whitespace-separated segment [i, e)
    while (e < t.size()) {
      text::CodePoint d = text::decode_utf8(t, e);
      if (text::is_python_space(d.cp)) break;
      e += d.len;
    }
    std::size_t pos = i;
    for (; next_mark < marks.size() && marks[next_mark].span.end <= e; ++next_mark) {
      const ClosedMark& m = marks[next_mark];
      add_word(pos, m.span.begin);
      if (!pieces.empty() && !pieces.back().ids.empty()) {
        pieces.back().ids.push_back(m.id);  // "[1][2]", "[1] [2]": one group
        pieces.back().marks.end = m.span.end;
      } else {
        pieces.push_back({m.span, {m.id}, m.span});
      }
      pos = m.span.end;
    }
    add_word(pos, e);
    i = e;
  }
  auto is_punct = [](char ch) { return ch > 0x20 && ch < 0x7f && !std::isalnum(static_cast<unsigned char>(ch)); };
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    const Piece& pc = pieces[p];
    if (!pc.ids.empty()) {
      const std::size_t word = p == 0 ? 0 : out.words.size() - 1;
      const ByteSpan src{cleaned.source[pc.marks.begin], cleaned.source[pc.marks.end - 1] + 1};
      auto same = std::find_if(out.cites.begin(), out.cites.end(), [&](const auto& c) { return c.first == word; });
      if (same != out.cites.end()) {
        same->second = pc.ids;  // a dict: the later group wins, in the earlier one's place
        out.cite_source[static_cast<std::size_t>(same - out.cites.begin())] = src;
      } else {
        out.cites.emplace_back(word, pc.ids);
        out.cite_source.push_back(src);
      }
      continue;
    }
    std::size_t b = pc.span.begin, e = pc.span.end;  // seg.strip(string.punctuation)
    while (b < e && is_punct(t[b])) ++b;
    while (e > b && is_punct(t[e - 1])) --e;
    if (!out.words.empty()) {
      out.joined.text.push_back(' ');
      out.joined.source.push_back(cleaned.source[pc.span.begin]);
    }
    for (std::size_t k = b; k < e; ++k) {
      out.joined.text.push_back(t[k]);
      out.joined.source.push_back(cleaned.source[k]);
    }
    out.words.push_back(t.substr(b, e - b));
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

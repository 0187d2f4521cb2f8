#include "claims/response_sentences.h"

#include "claims/text_cleaning.h"
#include "text/punkt_splitter.h"
#include "text/unicode.h"

namespace citeval::claims {

std::vector<ByteSpan> split_response(std::string_view text, cite::CitationSyntax syntax, bool reference) {
  std::vector<ByteSpan> out;
  for (const auto& sp : text::PunktSplitter::english().span_tokenize(text)) {
    ByteSpan s{sp.begin, sp.end};
    // "... Germany.[^2]": no sentence of its own (the released code, under --reference, keeps it).
    if (!reference && !out.empty() && cite::only_unread_marks(text.substr(s.begin, s.end - s.begin))) {
      out.back().end = s.end;
      continue;
    }
    if (reference && !out.empty() && s.begin < s.end && text[s.begin] == '[') {
      auto marks = closed_marks(text.substr(s.begin, s.end - s.begin));
      if (!marks.empty() && marks.front().span.begin == 0) {
        out.back().end = s.begin + marks.front().span.end;
        s.begin = out.back().end;
      }
    } else if (!out.empty() && s.begin < s.end && text[s.begin] == '[') {
      std::string_view sv = text.substr(s.begin, s.end - s.begin);
      auto marks = cite::find_citation_marks(sv, syntax);
      if (!marks.empty() && marks.front().begin == 0) {
        auto groups = cite::group_citation_marks(sv, marks);
        std::size_t group_end = s.begin + groups.front().end;
        out.back().end = group_end;
        s.begin = group_end;
        while (s.begin < s.end) {
          text::CodePoint c = text::decode_utf8(text, s.begin);
          if (!c.valid || !text::is_python_space(c.cp)) break;
          s.begin += c.len;
        }
        if (s.begin >= s.end) continue;
      }
    }
    out.push_back(s);
  }
  return out;
}

}  // namespace citeval::claims

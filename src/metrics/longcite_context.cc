#include "metrics/longcite_context.h"

#include <array>

#include "text/normalize.h"

namespace citeval::metrics {
namespace {

// 。；！？ in UTF-8.
constexpr std::array<std::string_view, 4> kChinesePunctuation = {"\xE3\x80\x82", "\xEF\xBC\x9B",
                                                                  "\xEF\xBC\x81", "\xEF\xBC\x9F"};

std::size_t punctuation_at(std::string_view text, std::size_t pos) {
  for (std::string_view p : kChinesePunctuation) {
    if (text.compare(pos, p.size(), p) == 0) return p.size();
  }
  return 0;
}

}  // namespace

std::vector<text::Span> split_longcite_context(std::string_view context) {
  // Steps 1-2: re.split(r"([。；！？])", sentence) yields text, mark, text, mark, ..., text; each
  // mark is glued to the text piece before it (which may be empty), so the pieces of one Punkt
  // sentence are the runs ending with a mark, plus the rest.
  std::vector<text::Span> pieces;
  for (const text::Span& s : text::PunktSplitter::untrained().span_tokenize(context)) {
    std::size_t begin = s.begin;
    std::size_t pos = s.begin;
    while (pos < s.end) {
      std::size_t len = punctuation_at(context, pos);
      if (len > 0 && pos + len <= s.end) {
        pieces.push_back({begin, pos + len});
        pos += len;
        begin = pos;
      } else {
        ++pos;
      }
    }
    if (begin < s.end) pieces.push_back({begin, s.end});
  }
  // Step 3: the blank-line fallback when everything is one piece.
  if (pieces.size() == 1) {
    pieces.clear();
    std::size_t pos = 0;
    while (true) {
      std::size_t next = context.find("\n\n", pos);
      if (next == std::string_view::npos) {
        pieces.push_back({pos, context.size()});
        break;
      }
      pieces.push_back({pos, next});
      pos = next + 2;
    }
  }
  // Step 4: strip, drop empty pieces, and locate each with a forward search as the reference does
  // (which finds each piece where it came from: the text skipped over is whitespace).
  std::vector<text::Span> out;
  std::size_t pos = 0;
  for (const text::Span& p : pieces) {
    std::string_view piece = text::python_strip(context.substr(p.begin, p.end - p.begin));
    if (piece.empty()) continue;
    std::size_t at = context.find(piece, pos);
    if (at == std::string_view::npos) at = static_cast<std::size_t>(piece.data() - context.data());
    out.push_back({at, at + piece.size()});
    pos = at + piece.size();
  }
  return out;
}

std::vector<text::Span> longcite_chunks(const std::vector<text::Span>& sentences) {
  std::vector<text::Span> chunks;
  chunks.reserve(sentences.size());
  for (std::size_t k = 0; k < sentences.size(); ++k) {
    chunks.push_back({sentences[k].begin, k + 1 < sentences.size() ? sentences[k + 1].begin : sentences[k].end});
  }
  return chunks;
}

}  // namespace citeval::metrics

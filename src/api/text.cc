// citeval/text.h: Punkt sentence splitting and citation marks.
#include "citeval/text.h"

#include <fmt/format.h>

#include <optional>

#include "cite/citation.h"
#include "metrics/alce_evaluator.h"
#include "text/punkt_splitter.h"

namespace citeval {
namespace {

Result<cite::CitationSyntax> syntax_of(std::string_view s) {
  if (s == "all") return cite::CitationSyntax::kAll;
  if (s == "alce") return cite::CitationSyntax::kAlceCompat;
  return make_error(ErrorCode::kInvalidArgument, fmt::format("unknown citation syntax '{}' (all or alce)", s));
}

}  // namespace

Result<std::vector<TextSpan>> split_sentence_spans(std::string_view text, std::string_view punkt) {
  std::optional<text::PunktSplitter> loaded;
  const text::PunktSplitter* splitter = nullptr;
  if (punkt == "english") {
    splitter = &text::PunktSplitter::english();
  } else if (punkt == "untrained") {
    splitter = &text::PunktSplitter::untrained();
  } else {
    auto r = text::PunktSplitter::from_directory(std::string(punkt));
    if (!r) return r.error();
    loaded.emplace(std::move(r).value());
    splitter = &*loaded;
  }
  std::vector<TextSpan> out;
  for (const text::Span& s : splitter->span_tokenize(text)) out.push_back({s.begin, s.end});
  return out;
}

Result<std::vector<std::string>> split_sentences(std::string_view text, std::string_view punkt) {
  auto spans = split_sentence_spans(text, punkt);
  if (!spans) return spans.error();
  std::vector<std::string> out;
  out.reserve(spans->size());
  for (const auto& s : *spans) out.emplace_back(text.substr(s.begin, s.end - s.begin));
  return out;
}

Result<std::vector<Citation>> find_citations(std::string_view text, std::string_view syntax) {
  auto s = syntax_of(syntax);
  if (!s) return s.error();
  std::vector<Citation> out;
  for (auto& m : cite::find_citation_marks(text, *s)) out.push_back({m.begin, m.end, std::move(m.ids)});
  return out;
}

Result<std::vector<int>> citation_ids(std::string_view text, std::string_view syntax) {
  auto s = syntax_of(syntax);
  if (!s) return s.error();
  return cite::citation_ids(text, *s);
}

Result<std::string> remove_citations(std::string_view text, std::string_view syntax) {
  auto s = syntax_of(syntax);
  if (!s) return s.error();
  return metrics::remove_citation_marks(text, *s);
}

}  // namespace citeval

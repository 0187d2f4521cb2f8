#include "answers/quote.h"

#include <string_view>

namespace citeval::answers {

const char* quote_fidelity_name(QuoteFidelity q) {
  switch (q) {
    case QuoteFidelity::kNoQuote: return "no_quote";
    case QuoteFidelity::kExact: return "exact";
    case QuoteFidelity::kFound: return "found";
    case QuoteFidelity::kElsewhere: return "elsewhere";
    case QuoteFidelity::kAbsent: return "absent";
  }
  return "?";
}

QuoteFidelity check_quote(const AnswerRecord& record, const Citation& citation) {
  if (!citation.cited_text) return QuoteFidelity::kNoQuote;
  const std::string& quote = *citation.cited_text;
  if (citation.source_span && !citation.sources.empty()) {
    const std::string_view text = record.sources[citation.sources.front()].text;
    const Span s = *citation.source_span;
    if (s.end <= text.size() && text.substr(s.begin, s.end - s.begin) == quote) return QuoteFidelity::kExact;
    return text.find(quote) != std::string_view::npos ? QuoteFidelity::kElsewhere : QuoteFidelity::kAbsent;
  }
  for (std::size_t i : citation.sources) {
    if (record.sources[i].text.find(quote) != std::string::npos) return QuoteFidelity::kFound;
  }
  return QuoteFidelity::kAbsent;
}

}  // namespace citeval::answers

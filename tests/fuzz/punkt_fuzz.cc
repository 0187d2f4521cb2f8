// citeval-fuzz-deps: citeval::text
//
// libFuzzer target for the Punkt sentence splitter (English and untrained): for any bytes
// (invalid UTF-8 included), spans are non-empty, ordered, non-overlapping and within the text,
// and tokenize() / sent_tokenize() return exactly the spans' text. Exactness against NLTK is
// tests/text/punkt_differential.py's job.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "text/punkt_splitter.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

void check_splitter(const citeval::text::PunktSplitter& splitter, std::string_view text) {
  const auto spans = splitter.span_tokenize(text);
  std::size_t prev_end = 0;
  for (const auto& s : spans) {
    check(s.begin >= prev_end && s.begin < s.end && s.end <= text.size());
    prev_end = s.end;
  }
  const auto sents = splitter.tokenize(text);
  check(sents.size() == spans.size());
  for (std::size_t i = 0; i < spans.size(); ++i) {
    check(sents[i] == text.substr(spans[i].begin, spans[i].end - spans[i].begin));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_splitter(citeval::text::PunktSplitter::english(), text);
  check_splitter(citeval::text::PunktSplitter::untrained(), text);
  check(citeval::text::sent_tokenize(text) == citeval::text::PunktSplitter::english().tokenize(text));
  return 0;
}

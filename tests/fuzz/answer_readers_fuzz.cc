// citeval-fuzz-deps: citeval::answers
//
// libFuzzer target for every reader of cited answers (answers/read.h): the bytes are read as a
// JSON record in each format (generic and the five providers) and as a Markdown report. Whatever
// the input, a reader returns a record or an error; a record's spans lie on character boundaries
// inside its answer, mark ranges inside the scored body, source indices name its sources, and a
// stated place in a source lies inside that source's text.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "answers/quote.h"
#include "answers/read.h"

namespace {

using namespace citeval::answers;  // NOLINT(google-build-using-namespace): a .cc file

void check(bool ok) {
  if (!ok) std::abort();
}

bool boundary(std::string_view text, std::size_t pos) {
  return pos == text.size() || (static_cast<unsigned char>(text[pos]) & 0xC0) != 0x80;
}

void check_record(const AnswerRecord& r) {
  check(r.body_end <= r.answer.size());
  for (const Citation& c : r.citations) {
    if (c.span) {
      check(c.span->begin <= c.span->end && c.span->end <= r.answer.size());
      check(boundary(r.answer, c.span->begin) && boundary(r.answer, c.span->end));
    }
    for (const Span& s : c.remove) check(s.begin <= s.end && s.end <= r.body_end);
    for (std::size_t i : c.sources) check(i < r.sources.size());
    if (c.source_span) {
      check(!c.sources.empty());
      check(c.source_span->begin <= c.source_span->end && c.source_span->end <= r.sources[c.sources[0]].text.size());
    }
    (void)check_quote(r, c);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  ReadOptions o;
  o.snapshots["https://example.org/a"] = "Snapshot text.";
  for (Format f : {Format::kAuto, Format::kGeneric, Format::kAnthropic, Format::kOpenAI, Format::kGemini,
                   Format::kCohere, Format::kBedrock}) {
    o.format = f;
    for (const char* syntax : {"auto", "brackets", "footnote", "cjk", "doc", "sup", "regex:\\{(\\d+)\\}"}) {
      o.marks = parse_mark_syntax(syntax).value();
      if (auto r = parse_record(text, o, "fuzz", 1)) check_record(*r);
      if (f != Format::kGeneric) break;  // the syntax matters to generic records only
    }
  }
  if (auto r = read_markdown(text, o, "fuzz")) check_record(*r);
  return 0;
}

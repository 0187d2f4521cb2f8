// citeval-fuzz-deps: citeval::metrics
//
// libFuzzer target for LongBench-Cite parsing: the input is "CONTEXT\x00ANSWER" (or only an
// answer). For any bytes: sentences are non-empty, ordered and inside the context; every
// statement has at most 3 citations, each a valid ordered sentence range whose text is exactly
// the context between its offsets. (Text outside statements keeps its tags, as in LongCite.)
// Exactness against LongCite's Python is tests/metrics/longcite_python_test.cc's job.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "metrics/longcite_answer.h"
#include "metrics/longcite_context.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view in(reinterpret_cast<const char*>(data), size);
  std::size_t zero = in.find('\0');
  std::string_view context = zero == std::string_view::npos ? std::string_view{} : in.substr(0, zero);
  std::string_view answer = zero == std::string_view::npos ? in : in.substr(zero + 1);
  const auto sents = citeval::metrics::split_longcite_context(context);
  std::size_t prev = 0;
  for (const auto& s : sents) {
    check(s.begin >= prev && s.begin < s.end && s.end <= context.size());
    prev = s.end;
  }
  const auto chunks = citeval::metrics::longcite_chunks(sents);
  for (const auto& st : citeval::metrics::parse_longcite_answer(answer, context, sents)) {
    check(st.citation.size() <= citeval::metrics::kLongciteMaxCitations);
    for (const auto& c : st.citation) {
      check(c.st_sent <= c.ed_sent && c.ed_sent < sents.size());
      check(c.start_byte == chunks[c.st_sent].begin && c.end_byte == chunks[c.ed_sent].end);
      check(c.cite == context.substr(c.start_byte, c.end_byte - c.start_byte));
    }
  }
  (void)citeval::metrics::longcite_plain_answer(answer);
  return 0;
}

// citeval-fuzz-deps: citeval::cite
//
// libFuzzer target for the citation parser: for any bytes and both syntaxes, marks lie within
// the text, are ordered and non-overlapping and start with '['; groups partition the marks;
// citation_ids and remove_citations agree with the marks; resolve_citations stays in range.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cite/citation.h"

namespace {

using namespace citeval::cite;  // NOLINT(google-build-using-namespace): a .cc file

void check(bool ok) {
  if (!ok) std::abort();
}

void check_syntax(std::string_view text, CitationSyntax syntax, std::size_t n_docs) {
  const auto marks = find_citation_marks(text, syntax);
  std::size_t prev_end = 0;
  std::size_t n_ids = 0;
  for (const auto& m : marks) {
    check(m.begin >= prev_end && m.begin < m.end && m.end <= text.size());
    check(text[m.begin] == '[' && !m.ids.empty());
    if (syntax == CitationSyntax::kAll) {
      check(text[m.end - 1] == ']');
      check(m.ids.size() <= static_cast<std::size_t>(kMaxRangeSpan) * (m.end - m.begin));
    } else {
      check(m.ids.size() == 1);
    }
    for (int id : m.ids) check(id >= 0);
    n_ids += m.ids.size();
    prev_end = m.end;
  }
  const auto groups = group_citation_marks(text, marks);
  std::size_t next_mark = 0;
  for (const auto& g : groups) {
    check(!g.marks.empty() && g.begin < g.end && g.end <= text.size());
    for (std::size_t i : g.marks) check(i == next_mark++);
    check(g.begin == marks[g.marks.front()].begin && g.end == marks[g.marks.back()].end);
    check(!g.ids.empty());
  }
  check(next_mark == marks.size());
  const auto ids = citation_ids(text, syntax);
  if (syntax == CitationSyntax::kAlceCompat) {
    check(ids.size() == marks.size());
  } else {
    check(ids.size() <= n_ids && (ids.empty() == marks.empty()));
  }
  const auto r = resolve_citations(ids, n_docs, 3, syntax);
  check(r.doc_indices.size() <= 3);
  for (std::size_t d : r.doc_indices) check(d < n_docs);
  check(r.doc_indices.size() + r.out_of_range.size() <= ids.size());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::size_t n_docs = data[0] % 8;  // the first byte picks the document count
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  check_syntax(text, CitationSyntax::kAll, n_docs);
  check_syntax(text, CitationSyntax::kAlceCompat, n_docs);
  const std::string removed = remove_citations(text);
  check(removed.size() <= text.size());
  check(removed.find(']') == std::string::npos);
  return 0;
}

#include "metrics/output_checks.h"

#include <fmt/format.h>

#include "text/normalize.h"

namespace citeval::metrics {

OutputMarks check_output(std::string_view raw, std::string_view scored, cite::CitationSyntax syntax, bool truncate) {
  OutputMarks m;
  // truncate_alce_output keeps what comes before the first '\n' of the stripped output; after
  // strip() a '\n' is always followed by more text, which is lost.
  m.truncated = truncate && text::python_strip(raw).find('\n') != std::string_view::npos;
  m.has_marks = !cite::find_citation_marks(scored, syntax).empty();
  if (m.has_marks) return m;
  m.marks_cut_off = m.truncated && !cite::find_citation_marks(raw, syntax).empty();
  if (auto u = cite::find_unread_mark(raw)) m.unread_style = u->style;
  return m;
}

void OutputChecks::add(const OutputMarks& m) {
  ++outputs;
  truncated += m.truncated;
  with_marks += m.has_marks;
  marks_cut_off += m.marks_cut_off;
  if (m.unread_style) {
    if (unread.size() <= *m.unread_style) unread.resize(cite::unread_mark_styles().size(), 0);
    ++unread[*m.unread_style];
  }
}

void OutputChecks::merge(const OutputChecks& later) {
  outputs += later.outputs;
  truncated += later.truncated;
  with_marks += later.with_marks;
  marks_cut_off += later.marks_cut_off;
  if (unread.size() < later.unread.size()) unread.resize(later.unread.size(), 0);
  for (std::size_t k = 0; k < later.unread.size(); ++k) unread[k] += later.unread[k];
}

std::string citation_marks_looked_for(cite::CitationSyntax syntax) {
  return syntax == cite::CitationSyntax::kAlceCompat ? "'[' and a number, as ALCE's regex \\[\\d+ (`citation_syntax=alce`)"
                                                     : "[1], [1, 2], [1-3] (`citation_syntax=all`)";
}

namespace {

// "; found instead: [^1] in 3 outputs, 【1】 in 1" (empty when none), and the cut-off marks.
std::string found_instead(const OutputChecks& c, bool truncate) {
  std::string out;
  const auto& names = cite::unread_mark_styles();
  for (std::size_t k = 0; k < c.unread.size(); ++k) {
    if (c.unread[k] == 0) continue;
    out += fmt::format("{}{} in {} output{}", out.empty() ? "; found instead, not read as citations: " : ", ",
                       names[k], c.unread[k], c.unread[k] == 1 ? "" : "s");
  }
  if (truncate && c.marks_cut_off > 0) {
    out += fmt::format("; {} output{} {} marks only after the first line, which is not scored (`no_truncate` scores "
                       "the whole output)",
                       c.marks_cut_off, c.marks_cut_off == 1 ? "" : "s", c.marks_cut_off == 1 ? "has" : "have");
  }
  return out;
}

}  // namespace

std::string no_marks_reason(const OutputChecks& c, cite::CitationSyntax syntax, bool truncate) {
  return fmt::format("no output has a citation mark (looked for {} in {} output{}{}): every statement would be "
                     "uncited, a recall of 0 that measures the format, not the citations",
                     citation_marks_looked_for(syntax), c.outputs, c.outputs == 1 ? "" : "s", found_instead(c, truncate));
}

std::vector<std::string> output_check_lines(const OutputChecks& c, cite::CitationSyntax syntax, bool truncate,
                                            bool citations) {
  std::vector<std::string> out;
  if (c.truncated > 0) {
    out.push_back(fmt::format("WARNING: {} of {} outputs lost the text after their first line, which is not scored "
                              "(ALCE's eval.py scores the first line only; `no_truncate` scores the whole output)",
                              c.truncated, c.outputs));
  }
  // With no mark at all the citation figures are undefined, and that error says it.
  if (citations && c.without_marks() > 0 && !c.no_marks_at_all()) {
    out.push_back(fmt::format("WARNING: {} of {} outputs have no citation mark (looked for {}): their statements are "
                              "uncited, recall 0{}",
                              c.without_marks(), c.outputs, citation_marks_looked_for(syntax), found_instead(c, truncate)));
  }
  return out;
}

}  // namespace citeval::metrics

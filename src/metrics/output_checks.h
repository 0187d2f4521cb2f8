// What happened to the outputs of an ALCE or ALiICE run before they were scored, counted so the
// summary can say it: how many lost text to ALCE's first-line cut, and how many hold no citation
// mark at all (with the marks in other formats found instead). A run where no output has a mark
// has no citation figures: every statement would be "uncited", recall 0, which measures the
// format, not the citations.
//
//   OutputMarks m = check_output(item.output, scored, syntax, truncate);   // per item, any thread
//   checks.add(m);                                                         // in item order
//   for (auto& line : output_check_lines(checks, syntax, truncate, true)) warn(line);
//
// Counts merge exactly (sums), so shards give the counts of one run.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cite/citation.h"

namespace citeval::metrics {

// One output.
struct OutputMarks {
  bool truncated = false;        // text after the first line was cut off (not scored)
  bool has_marks = false;        // a citation mark in the text scored
  bool marks_cut_off = false;    // no mark in the text scored, but some in the text cut off
  std::optional<std::size_t> unread_style;  // no mark; the first unread mark's style (cite.h)
};

// `raw`: the item's output as read; `scored`: what the scorer reads (after the first-line cut
// when `truncate`).
OutputMarks check_output(std::string_view raw, std::string_view scored, cite::CitationSyntax syntax, bool truncate);

struct OutputChecks {
  std::size_t outputs = 0, truncated = 0, with_marks = 0, marks_cut_off = 0;
  std::vector<std::size_t> unread;  // outputs without a mark, by the style of their first unread mark

  void add(const OutputMarks& m);
  void merge(const OutputChecks& later);
  std::size_t without_marks() const { return outputs - with_marks; }
  // No output has a mark (and there was an output): the citation figures are undefined.
  bool no_marks_at_all() const { return outputs > 0 && with_marks == 0; }
};

// What the scorer looks for, in words: "[1], [1, 2], [1-3] (`citation_syntax=all`)" (options marked as citeval/options.h says).
std::string citation_marks_looked_for(cite::CitationSyntax syntax);

// The reason the citation figures are undefined when no output has a mark.
std::string no_marks_reason(const OutputChecks& c, cite::CitationSyntax syntax, bool truncate);

// The stderr lines: outputs cut at their first line, and (when the citations are scored)
// outputs without a mark.
std::vector<std::string> output_check_lines(const OutputChecks& c, cite::CitationSyntax syntax, bool truncate,
                                            bool citations);

}  // namespace citeval::metrics

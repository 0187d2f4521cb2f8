// Citation marks written in an answer, in the styles people and models write them, and which
// source each names.
//
//   auto style = answers::parse_mark_syntax("auto");            // or "brackets", "regex:…", …
//   auto marks = answers::find_marks(answer, *style, source_ids);
//
// Syntaxes (the CLI's --citation-syntax; README "citeval check"):
//   brackets  [1]  [1, 2]  [1-3]  [1][2]  — ALCE's, and [id] / [id, id] naming source ids
//   footnote  [^1]  [^note]  — with or without a trailing section of "[^1]: …" definitions
//             (split_footnotes: the section is not part of the scored answer)
//   cjk       【1】  【1, 2】
//   doc       [Doc 1]  [Document 1]  [Source 1]  (Source 1)
//   sup       <sup>1</sup>  <sup>1, 2</sup>
//   regex:P   every match of the Oniguruma (Ruby syntax) pattern P; its first group (or the whole
//             match) holds the names, separated by commas: "regex:\{cite:([^}]*)\}"
//   auto      the one syntax whose marks occur in the answer; marks of two syntaxes in one answer
//             are refused (ambiguous), never mixed.
// A mark's name is a source `id` when a source has that id, else a number n naming the n-th
// source (1-based, as ALCE); a name that is both, for different sources, is an error.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "answers/answer_record.h"
#include "citeval/result.h"

namespace citeval::answers {

enum class MarkSyntax { kAuto, kBrackets, kFootnote, kCjk, kDoc, kSup, kRegex };
const char* mark_syntax_name(MarkSyntax syntax);  // "auto", "brackets", …, "regex"

class MarkPattern;  // a compiled regex: syntax kRegex

struct MarkStyle {
  MarkSyntax syntax = MarkSyntax::kAuto;
  std::string spec;  // as given ("regex:…")
  std::shared_ptr<const MarkPattern> pattern;
};

// kInvalidArgument for an unknown name or a pattern Oniguruma refuses (its message).
Result<MarkStyle> parse_mark_syntax(std::string_view spec);

struct Mark {
  Span span;                        // the mark's bytes
  std::vector<std::string> names;   // as written, ranges expanded ("1", "2", "3")
  MarkSyntax syntax = MarkSyntax::kBrackets;
};

// The marks of `style` in text, ordered and non-overlapping. kAuto picks the one syntax found; an
// error (kInvalidField) names the syntaxes when several are found. `source_ids` lets brackets
// read "[doc-a]".
Result<std::vector<Mark>> find_marks(std::string_view text, const MarkStyle& style,
                                     const std::vector<std::string>& source_ids);

// The marks of the other fixed syntaxes (brackets, footnote, cjk, doc, sup) in text that overlap
// none of `read` (the marks of `style`, an explicit syntax): what that style leaves unread. Empty
// for kAuto (auto reads the one syntax present and refuses a mix).
std::vector<Mark> unread_marks(std::string_view text, const MarkStyle& style, const std::vector<Mark>& read,
                               const std::vector<std::string>& source_ids);
// The marks of every fixed syntax in text, in order (an answer whose citations are given as
// spans: its marks are not read).
std::vector<Mark> marks_of_every_style(std::string_view text, const std::vector<std::string>& source_ids);

// A trailing section of footnote definitions ("[^1]: Title, https://…", one a line, only blank
// lines between them): where it starts (text.size() when there is none) and each label's text.
struct Footnotes {
  std::size_t body_end = 0;
  std::map<std::string, std::string> definitions;
};
Footnotes split_footnotes(std::string_view text);

// The source a name names (see above): an index into `sources`, std::nullopt for none, or an
// error when the name is an id of one source and the number of another.
Result<std::optional<std::size_t>> resolve_name(std::string_view name, const std::vector<Source>& sources);

}  // namespace citeval::answers

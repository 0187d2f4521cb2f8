#include "answers/marks.h"

#include <algorithm>
#include <charconv>
#include <span>
#include <utility>

#include <fmt/format.h>

#include "cite/citation.h"
#include "text/hf_regex.h"

namespace citeval::answers {

class MarkPattern {
 public:
  explicit MarkPattern(std::shared_ptr<const text::hf::OnigPattern> p) : pattern(std::move(p)) {}
  std::shared_ptr<const text::hf::OnigPattern> pattern;
};

namespace {

struct Delimiters {
  std::string_view open, close;
};

// The fixed syntaxes' delimiters, with kAll's grammar between them (cite::find_delimited_marks).
constexpr Delimiters kCjk[] = {{"\xE3\x80\x90", "\xE3\x80\x91"}};  // 【 】
constexpr Delimiters kDoc[] = {{"[Doc ", "]"}, {"[Document ", "]"}, {"[Source ", "]"}, {"(Source ", ")"}};
constexpr Delimiters kSup[] = {{"<sup>", "</sup>"}};

std::string trim(std::string_view s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string_view::npos) return {};
  const auto e = s.find_last_not_of(" \t");
  return std::string(s.substr(b, e - b + 1));
}

std::vector<std::string> split_names(std::string_view s) {
  std::vector<std::string> out;
  std::size_t pos = 0;
  while (true) {
    const auto comma = s.find(',', pos);
    std::string name = trim(s.substr(pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos));
    if (!name.empty()) out.push_back(std::move(name));
    if (comma == std::string_view::npos) break;
    pos = comma + 1;
  }
  return out;
}

Mark from_cite(const cite::CitationMark& m, MarkSyntax syntax) {
  Mark out{{m.begin, m.end}, {}, syntax};
  for (int id : m.ids) out.names.push_back(std::to_string(id));
  return out;
}

std::vector<Mark> delimited(std::string_view text, std::span<const Delimiters> kinds, MarkSyntax syntax) {
  std::vector<Mark> out;
  for (const auto& d : kinds) {
    for (const auto& m : cite::find_delimited_marks(text, d.open, d.close)) out.push_back(from_cite(m, syntax));
  }
  std::sort(out.begin(), out.end(), [](const Mark& a, const Mark& b) { return a.span.begin < b.span.begin; });
  return out;
}

bool label_char(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '-' ||
         c == '.';
}

// "[^label]" not followed by ':' at the start of a line (that is a definition).
std::vector<Mark> footnote_marks(std::string_view text) {
  std::vector<Mark> out;
  std::size_t pos = 0;
  while ((pos = text.find("[^", pos)) != std::string_view::npos) {
    std::size_t e = pos + 2;
    while (e < text.size() && label_char(text[e])) ++e;
    if (e == pos + 2 || e >= text.size() || text[e] != ']') {
      pos += 2;
      continue;
    }
    const bool line_start = pos == 0 || text[pos - 1] == '\n';
    const bool definition = line_start && e + 1 < text.size() && text[e + 1] == ':';
    if (!definition) out.push_back(Mark{{pos, e + 1}, {std::string(text.substr(pos + 2, e - pos - 2))}, MarkSyntax::kFootnote});
    pos = e + 1;
  }
  return out;
}

// "[1]", "[1, 2]", "[1-3]", and "[id]" / "[id, id]" where every name is a source id.
std::vector<Mark> bracket_marks(std::string_view text, const std::vector<std::string>& source_ids) {
  std::vector<Mark> out;
  for (const auto& m : cite::find_citation_marks(text)) out.push_back(from_cite(m, MarkSyntax::kBrackets));
  if (source_ids.empty()) return out;
  std::vector<Mark> named;
  std::size_t pos = 0;
  while ((pos = text.find('[', pos)) != std::string_view::npos) {
    const auto close = text.find_first_of("[]\n", pos + 1);
    if (close == std::string_view::npos || text[close] != ']') {
      ++pos;
      continue;
    }
    auto names = split_names(text.substr(pos + 1, close - pos - 1));
    // Every name a source id or a number, and at least one an id (all numbers: read above).
    const auto is_id = [&](const std::string& n) {
      return std::find(source_ids.begin(), source_ids.end(), n) != source_ids.end();
    };
    const auto is_number = [](const std::string& n) {
      return !n.empty() && n.find_first_not_of("0123456789") == std::string::npos;
    };
    const bool all_ids = std::any_of(names.begin(), names.end(), is_id) &&
                         std::all_of(names.begin(), names.end(), [&](const std::string& n) { return is_id(n) || is_number(n); });
    const bool numeric = std::any_of(out.begin(), out.end(), [&](const Mark& m) { return m.span.begin == pos; });
    if (all_ids && !numeric) named.push_back(Mark{{pos, close + 1}, std::move(names), MarkSyntax::kBrackets});
    pos = close + 1;
  }
  out.insert(out.end(), named.begin(), named.end());
  std::sort(out.begin(), out.end(), [](const Mark& a, const Mark& b) { return a.span.begin < b.span.begin; });
  return out;
}

std::vector<Mark> regex_marks(std::string_view text, const MarkPattern& p) {
  std::vector<Mark> out;
  for (const auto& m : p.pattern->find_all_matches(text)) {
    if (m.match.first == m.match.second) continue;  // an empty match marks nothing
    const auto [b, e] = m.group1.value_or(m.match);
    Mark mark{{m.match.first, m.match.second}, {}, MarkSyntax::kRegex};
    for (std::string& name : split_names(text.substr(b, e - b))) {
      // "2-4" as a range of numbers, as in brackets.
      const auto dash = name.find('-');
      int lo = 0, hi = 0;
      if (dash != std::string::npos &&
          std::from_chars(name.data(), name.data() + dash, lo).ptr == name.data() + dash &&
          std::from_chars(name.data() + dash + 1, name.data() + name.size(), hi).ptr == name.data() + name.size() &&
          lo >= 0 && lo <= hi && hi - lo < cite::kMaxRangeSpan) {
        for (int i = lo; i <= hi; ++i) mark.names.push_back(std::to_string(i));
      } else {
        mark.names.push_back(std::move(name));
      }
    }
    if (!mark.names.empty()) out.push_back(std::move(mark));
  }
  return out;
}

std::vector<Mark> marks_of(std::string_view text, MarkSyntax syntax, const MarkStyle& style,
                           const std::vector<std::string>& source_ids) {
  switch (syntax) {
    case MarkSyntax::kBrackets: return bracket_marks(text, source_ids);
    case MarkSyntax::kFootnote: return footnote_marks(text);
    case MarkSyntax::kCjk: return delimited(text, kCjk, syntax);
    case MarkSyntax::kDoc: return delimited(text, kDoc, syntax);
    case MarkSyntax::kSup: return delimited(text, kSup, syntax);
    case MarkSyntax::kRegex: return style.pattern ? regex_marks(text, *style.pattern) : std::vector<Mark>{};
    case MarkSyntax::kAuto: break;
  }
  return {};
}

constexpr MarkSyntax kFixed[] = {MarkSyntax::kBrackets, MarkSyntax::kFootnote, MarkSyntax::kCjk, MarkSyntax::kDoc,
                                 MarkSyntax::kSup};

}  // namespace

const char* mark_syntax_name(MarkSyntax syntax) {
  switch (syntax) {
    case MarkSyntax::kAuto: return "auto";
    case MarkSyntax::kBrackets: return "brackets";
    case MarkSyntax::kFootnote: return "footnote";
    case MarkSyntax::kCjk: return "cjk";
    case MarkSyntax::kDoc: return "doc";
    case MarkSyntax::kSup: return "sup";
    case MarkSyntax::kRegex: return "regex";
  }
  return "?";
}

Result<MarkStyle> parse_mark_syntax(std::string_view spec) {
  MarkStyle style;
  style.spec = std::string(spec);
  if (spec.starts_with("regex:")) {
    auto p = text::hf::OnigPattern::compile(spec.substr(6));
    if (!p) return make_error(ErrorCode::kInvalidArgument, p.error().message);
    style.syntax = MarkSyntax::kRegex;
    style.pattern = std::make_shared<const MarkPattern>(*p);
    return style;
  }
  for (MarkSyntax s : {MarkSyntax::kAuto, MarkSyntax::kBrackets, MarkSyntax::kFootnote, MarkSyntax::kCjk,
                       MarkSyntax::kDoc, MarkSyntax::kSup}) {
    if (spec == mark_syntax_name(s)) {
      style.syntax = s;
      return style;
    }
  }
  return make_error(ErrorCode::kInvalidArgument,
                    fmt::format("unknown citation syntax '{}': one of auto, brackets, footnote, cjk, doc, sup, "
                                "regex:PATTERN",
                                spec));
}

Result<std::vector<Mark>> find_marks(std::string_view text, const MarkStyle& style,
                                     const std::vector<std::string>& source_ids) {
  if (style.syntax != MarkSyntax::kAuto) return marks_of(text, style.syntax, style, source_ids);
  std::vector<Mark> found;
  std::vector<std::string> names;
  for (MarkSyntax s : kFixed) {
    auto marks = marks_of(text, s, style, source_ids);
    if (marks.empty()) continue;
    const Mark& first = marks.front();
    names.push_back(fmt::format("{} ({})", mark_syntax_name(s), text.substr(first.span.begin, first.span.end - first.span.begin)));
    found = std::move(marks);
  }
  if (names.size() > 1) {
    return make_error(ErrorCode::kInvalidField,
                      fmt::format("marks of {} citation styles in one answer: {}; say which to read with "
                                  "`citation_style` (auto reads an answer of one style only)",
                                  names.size(), fmt::join(names, ", ")));
  }
  return found;
}

std::vector<Mark> marks_of_every_style(std::string_view text, const std::vector<std::string>& source_ids) {
  return unread_marks(text, MarkStyle{MarkSyntax::kRegex, {}, nullptr}, {}, source_ids);
}

std::vector<Mark> unread_marks(std::string_view text, const MarkStyle& style, const std::vector<Mark>& read,
                               const std::vector<std::string>& source_ids) {
  std::vector<Mark> out;
  if (style.syntax == MarkSyntax::kAuto) return out;
  const auto overlaps = [&](const Span& s) {
    return std::any_of(read.begin(), read.end(),
                       [&](const Mark& m) { return m.span.begin < s.end && s.begin < m.span.end; });
  };
  for (MarkSyntax s : kFixed) {
    if (s == style.syntax) continue;
    for (Mark& m : marks_of(text, s, style, source_ids)) {
      if (!overlaps(m.span)) out.push_back(std::move(m));
    }
  }
  std::sort(out.begin(), out.end(), [](const Mark& a, const Mark& b) { return a.span.begin < b.span.begin; });
  return out;
}

Footnotes split_footnotes(std::string_view text) {
  Footnotes f;
  f.body_end = text.size();
  // Walk the lines backwards: a trailing run of definitions and blank lines.
  std::size_t end = text.size();
  std::size_t section = text.size();
  std::map<std::string, std::string> defs;
  while (end > 0) {
    std::size_t begin = text.rfind('\n', end - 1);
    begin = begin == std::string_view::npos ? 0 : begin + 1;
    std::string_view line = text.substr(begin, end - begin);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (trim(line).empty()) {
      end = begin == 0 ? 0 : begin - 1;
      if (begin == 0) break;
      continue;
    }
    std::size_t e = 2;
    while (e < line.size() && label_char(line[e])) ++e;
    if (!line.starts_with("[^") || e == 2 || line.substr(e, 2) != "]:") break;
    defs[std::string(line.substr(2, e - 2))] = trim(line.substr(e + 2));
    section = begin;
    if (begin == 0) break;
    end = begin - 1;
  }
  if (!defs.empty()) {
    f.body_end = section;
    f.definitions = std::move(defs);
  }
  return f;
}

Result<std::optional<std::size_t>> resolve_name(std::string_view name, const std::vector<Source>& sources) {
  std::optional<std::size_t> by_id;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    if (sources[i].id == name) {
      by_id = i;
      break;
    }
  }
  std::optional<std::size_t> by_number;
  std::size_t n = 0;
  if (!name.empty() && std::from_chars(name.data(), name.data() + name.size(), n).ptr == name.data() + name.size() &&
      n >= 1 && n <= sources.size()) {
    by_number = n - 1;
  }
  if (by_id && by_number && *by_id != *by_number) {
    return make_error(ErrorCode::kInvalidField,
                      fmt::format("mark '{}' is ambiguous: the id of source {} and the number of source {}; give "
                                  "sources in the order their numbers name them, or ids that are not numbers",
                                  name, *by_id + 1, *by_number + 1));
  }
  return by_id ? by_id : by_number;
}

}  // namespace citeval::answers

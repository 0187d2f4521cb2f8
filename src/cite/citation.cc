#include "cite/citation.h"

#include <climits>
#include <optional>
#include <unordered_set>

#include "cite/decimal_digit.h"

// A hand-written scanner rather than std::regex: the grammar needs Unicode digits, saturating
// numbers and range expansion, std::regex is slow and recursive (stack overflow on long input),
// and the whole thing is a few dozen lines.
namespace citeval::cite {
namespace {

struct Number {
  int value = 0;
  std::size_t end = 0;  // byte after the last digit
};

// A run of decimal digits starting at pos, saturating at INT_MAX.
std::optional<Number> read_number(std::string_view text, std::size_t pos) {
  Number n;
  bool any = false;
  while (pos < text.size()) {
    const DecimalDigit d = decimal_digit_at(text, pos);
    if (d.value < 0) break;
    any = true;
    n.value = n.value > (INT_MAX - d.value) / 10 ? INT_MAX : n.value * 10 + d.value;
    pos += d.len;
  }
  if (!any) return std::nullopt;
  n.end = pos;
  return n;
}

bool is_blank(char c) { return c == ' ' || c == '\t'; }

std::size_t skip_blanks(std::string_view text, std::size_t pos) {
  while (pos < text.size() && is_blank(text[pos])) ++pos;
  return pos;
}

// A range dash: '-' or the en dash U+2013 (E2 80 93). Returns its length, 0 if none.
std::size_t dash_at(std::string_view text, std::size_t pos) {
  if (pos < text.size() && text[pos] == '-') return 1;
  if (text.substr(pos, 3) == "\xE2\x80\x93") return 3;
  return 0;
}

// Parses a kAll mark whose opening delimiter (`open_len` bytes, "[" for kAll) is at text[open]
// and which ends with `close`; nullopt if it is not a citation.
std::optional<CitationMark> parse_full_mark(std::string_view text, std::size_t open,
                                            std::size_t open_len = 1, std::string_view close = "]") {
  CitationMark mark;
  mark.begin = open;
  std::size_t pos = open + open_len;
  while (true) {
    pos = skip_blanks(text, pos);
    const auto first = read_number(text, pos);
    if (!first) return std::nullopt;
    pos = skip_blanks(text, first->end);
    if (const std::size_t dash = dash_at(text, pos)) {
      const auto last = read_number(text, skip_blanks(text, pos + dash));
      if (!last || last->value < first->value ||
          static_cast<long long>(last->value) - first->value >= kMaxRangeSpan) {
        return std::nullopt;
      }
      for (int id = first->value;; ++id) {
        mark.ids.push_back(id);
        if (id == last->value) break;  // no ++ past INT_MAX
      }
      pos = skip_blanks(text, last->end);
    } else {
      mark.ids.push_back(first->value);
    }
    if (pos >= text.size()) return std::nullopt;
    if (text.substr(pos, close.size()) == close) {
      mark.end = pos + close.size();
      return mark;
    }
    if (text[pos] != ',') return std::nullopt;
    ++pos;
  }
}

}  // namespace

std::vector<CitationMark> find_citation_marks(std::string_view text, CitationSyntax syntax) {
  std::vector<CitationMark> marks;
  std::size_t pos = 0;
  while ((pos = text.find('[', pos)) != std::string_view::npos) {
    if (syntax == CitationSyntax::kAlceCompat) {
      if (const auto n = read_number(text, pos + 1)) {
        marks.push_back(CitationMark{pos, n->end, {n->value}});
        pos = n->end;
        continue;
      }
    } else if (auto mark = parse_full_mark(text, pos)) {
      pos = mark->end;
      marks.push_back(std::move(*mark));
      continue;
    }
    ++pos;
  }
  return marks;
}

std::vector<CitationMark> find_delimited_marks(std::string_view text, std::string_view open,
                                               std::string_view close) {
  std::vector<CitationMark> marks;
  if (open.empty() || close.empty()) return marks;
  std::size_t pos = 0;
  while ((pos = text.find(open, pos)) != std::string_view::npos) {
    if (auto mark = parse_full_mark(text, pos, open.size(), close)) {
      pos = mark->end;
      marks.push_back(std::move(*mark));
      continue;
    }
    ++pos;
  }
  return marks;
}

std::vector<CitationGroup> group_citation_marks(std::string_view text,
                                                const std::vector<CitationMark>& marks) {
  std::vector<CitationGroup> groups;
  for (std::size_t i = 0; i < marks.size(); ++i) {
    const CitationMark& mark = marks[i];
    bool joins = false;
    if (!groups.empty() && mark.begin >= groups.back().end && mark.begin <= text.size()) {
      joins = true;
      for (std::size_t p = groups.back().end; p < mark.begin; ++p) {
        if (!is_blank(text[p]) && text[p] != ']') {
          joins = false;
          break;
        }
      }
    }
    if (!joins) groups.push_back(CitationGroup{mark.begin, mark.end, {}, {}});
    CitationGroup& group = groups.back();
    group.end = mark.end;
    group.marks.push_back(i);
    group.ids.insert(group.ids.end(), mark.ids.begin(), mark.ids.end());
  }
  return groups;
}

std::vector<int> citation_ids(std::string_view text, CitationSyntax syntax) {
  std::vector<int> ids;
  for (const CitationMark& mark : find_citation_marks(text, syntax)) {
    ids.insert(ids.end(), mark.ids.begin(), mark.ids.end());
  }
  return ids;
}

std::vector<int> dedupe_citation_ids(std::vector<int> ids) {
  std::unordered_set<int> seen;
  seen.reserve(ids.size());
  std::size_t kept = 0;
  for (int id : ids) {
    if (seen.insert(id).second) ids[kept++] = id;
  }
  ids.resize(kept);
  return ids;
}

namespace {

// re.sub(prefix + r"\[\d+", "", text): removes every (non-overlapping, left to right) match.
std::string remove_bracket_numbers(std::string_view text, bool with_space) {
  std::string out;
  out.reserve(text.size());
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t open = with_space ? pos + 1 : pos;
    if ((!with_space || text[pos] == ' ') && open < text.size() && text[open] == '[') {
      if (const auto n = read_number(text, open + 1)) {
        pos = n->end;
        continue;
      }
    }
    out.push_back(text[pos++]);
  }
  return out;
}

}  // namespace

std::string remove_citations(std::string_view text) {
  const std::string step = remove_bracket_numbers(remove_bracket_numbers(text, true), false);
  std::string out;
  out.reserve(step.size());
  // .replace(" |", "") then .replace("]", ""): both non-overlapping left-to-right scans of the
  // previous result; a ']' cannot be part of " |", so one pass does both.
  for (std::size_t i = 0; i < step.size(); ++i) {
    if (step[i] == ' ' && i + 1 < step.size() && step[i + 1] == '|') {
      ++i;
      continue;
    }
    if (step[i] == ']') continue;
    out.push_back(step[i]);
  }
  return out;
}

ResolvedCitations resolve_citations(const std::vector<int>& ids, std::size_t n_docs,
                                    std::size_t max_citations, CitationSyntax syntax) {
  ResolvedCitations r;
  std::size_t kept = 0;
  for (int id : ids) {
    std::optional<std::size_t> index;
    if (syntax == CitationSyntax::kAlceCompat) {
      if (id == 0 && n_docs > 0) {
        index = n_docs - 1;  // Python's docs[-1]
      } else if (id >= 1 && static_cast<std::size_t>(id) <= n_docs) {
        index = static_cast<std::size_t>(id) - 1;
      }
    } else if (id >= 1 && static_cast<std::size_t>(id) <= n_docs) {
      index = static_cast<std::size_t>(id) - 1;
    }
    if (!index) {
      r.out_of_range.push_back(id);
      continue;
    }
    if (kept < max_citations) {
      r.doc_indices.push_back(*index);
    } else {
      r.truncated = true;
    }
    ++kept;
  }
  return r;
}

namespace {

struct UnreadStyle {
  std::string_view open, close, name;
};

// In the order of citation.h; no opening is a prefix of another followed by a digit.
constexpr UnreadStyle kUnreadStyles[] = {
    {"[^", "]", "[^1]"},
    {"\xE3\x80\x90", "\xE3\x80\x91", "\xE3\x80\x90" "1\xE3\x80\x91"},  // 【1】
    {"(Source ", ")", "(Source 1)"},
    {"[Source ", "]", "[Source 1]"},
    {"[Doc ", "]", "[Doc 1]"},
    {"[Document ", "]", "[Document 1]"},
    {"<sup>", "</sup>", "<sup>1</sup>"}};

// The unread mark starting exactly at `pos`, if any.
std::optional<UnreadMark> unread_mark_at(std::string_view text, std::size_t pos) {
  for (std::size_t k = 0; k < std::size(kUnreadStyles); ++k) {
    const UnreadStyle& st = kUnreadStyles[k];
    if (text.substr(pos, st.open.size()) != st.open) continue;
    const auto n = read_number(text, pos + st.open.size());
    if (n && text.substr(n->end, st.close.size()) == st.close) return UnreadMark{pos, n->end + st.close.size(), k};
  }
  return std::nullopt;
}

}  // namespace

const std::vector<std::string_view>& unread_mark_styles() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> v;
    for (const auto& st : kUnreadStyles) v.push_back(st.name);
    return v;
  }();
  return names;
}

std::optional<UnreadMark> find_unread_mark(std::string_view text, std::size_t from) {
  for (std::size_t pos = from; pos < text.size(); ++pos) {
    if (auto m = unread_mark_at(text, pos)) return m;
  }
  return std::nullopt;
}

bool only_unread_marks(std::string_view text) {
  bool any = false;
  for (std::size_t pos = 0; pos < text.size();) {
    if (text[pos] == ' ' || text[pos] == '\t' || text[pos] == '\n' || text[pos] == '\r') {
      ++pos;
      continue;
    }
    const auto m = unread_mark_at(text, pos);
    if (!m) return false;
    any = true;
    pos = m->end;
  }
  return any;
}

}  // namespace citeval::cite

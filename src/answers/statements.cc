#include "answers/statements.h"

#include <algorithm>
#include <map>
#include <string_view>

#include "text/normalize.h"
#include "text/punkt_splitter.h"

namespace citeval::answers {
namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// text[span] without the bytes of `marks` (each with one space before it), stripped.
std::string without_marks(std::string_view answer, Span span, std::vector<Span> marks) {
  std::sort(marks.begin(), marks.end(), [](const Span& a, const Span& b) { return a.begin < b.begin; });
  std::string out;
  std::size_t pos = span.begin;
  for (Span m : marks) {
    if (m.begin < pos || m.end > span.end) continue;
    std::size_t cut = m.begin;
    if (cut > pos && answer[cut - 1] == ' ') --cut;
    out.append(answer.substr(pos, cut - pos));
    pos = m.end;
  }
  out.append(answer.substr(pos, span.end - pos));
  return std::string(text::python_strip(out));
}

// Whether every non-blank byte of text[span] lies in one of `marks`.
bool only_marks(std::string_view answer, Span span, const std::vector<Span>& marks) {
  bool any = false;
  for (std::size_t p = span.begin; p < span.end; ++p) {
    if (blank(answer[p])) continue;
    const bool in_mark = std::any_of(marks.begin(), marks.end(), [&](const Span& m) { return m.begin <= p && p < m.end; });
    if (!in_mark) return false;
    any = true;
  }
  return any;
}

}  // namespace

std::vector<Statement> answer_statements(const AnswerRecord& r) {
  const std::string_view answer(r.answer);
  std::vector<Statement> out;
  // Span citations, one statement a distinct span.
  std::map<std::pair<std::size_t, std::size_t>, std::size_t> by_span;
  std::vector<Span> all_marks;
  for (std::size_t i = 0; i < r.citations.size(); ++i) {
    const Citation& c = r.citations[i];
    for (const Span& m : c.remove) all_marks.push_back(m);
    if (!c.span) continue;
    const auto key = std::pair{c.span->begin, c.span->end};
    auto it = by_span.find(key);
    if (it == by_span.end()) {
      it = by_span.emplace(key, out.size()).first;
      out.push_back(Statement{*c.span, {}, {}, true});
    }
    out[it->second].citations.push_back(i);
  }
  for (Statement& s : out) s.hypothesis = without_marks(answer, s.span, all_marks);
  // Sentences of the body outside every span.
  std::vector<Statement> sentences;
  const std::string_view body = answer.substr(0, std::min(r.body_end, answer.size()));
  for (const auto& sp : text::PunktSplitter::english().span_tokenize(body)) {
    const Span span{sp.begin, sp.end};
    if (!sentences.empty() && only_marks(answer, span, all_marks)) {
      sentences.back().span.end = span.end;
      continue;
    }
    sentences.push_back(Statement{span, {}, {}, false});
  }
  for (std::size_t i = 0; i < r.citations.size(); ++i) {
    const Citation& c = r.citations[i];
    if (c.span || c.remove.empty()) continue;
    const std::size_t at = c.remove.front().begin;
    for (std::size_t k = 0; k < sentences.size(); ++k) {
      Statement& s = sentences[k];
      if (s.span.begin <= at && (at < s.span.end || (at == s.span.end && k + 1 == sentences.size()))) {
        // A mark opening a sentence ("big.[^2] Next…", which Punkt cuts after the period) follows
        // what it cites: the sentence before.
        const bool opens = k > 0 && (at == s.span.begin || only_marks(answer, Span{s.span.begin, at}, all_marks) ||
                                     std::all_of(answer.begin() + s.span.begin, answer.begin() + at, blank));
        (opens ? sentences[k - 1] : s).citations.push_back(i);
        break;
      }
    }
  }
  const auto overlaps_span = [&](const Span& s) {
    return std::any_of(by_span.begin(), by_span.end(),
                       [&](const auto& kv) { return kv.first.first < s.end && s.begin < kv.first.second; });
  };
  for (Statement& s : sentences) {
    if (s.citations.empty() && overlaps_span(s.span)) continue;  // judged through its spans
    s.hypothesis = without_marks(answer, s.span, all_marks);
    if (s.hypothesis.empty() && s.citations.empty()) continue;
    out.push_back(std::move(s));
  }
  std::stable_sort(out.begin(), out.end(), [](const Statement& a, const Statement& b) { return a.span.begin < b.span.begin; });
  return out;
}

}  // namespace citeval::answers

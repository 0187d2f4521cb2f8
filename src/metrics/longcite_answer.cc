#include "metrics/longcite_answer.h"

#include <limits>
#include <optional>
#include <utility>

#include "metrics/longcite_context.h"
#include "metrics/output_offsets.h"
#include "text/normalize.h"

namespace citeval::metrics {
namespace {

constexpr std::string_view kOpenStatement = "<statement>";
constexpr std::string_view kCloseStatement = "</statement>";
constexpr std::string_view kOpenCite = "<cite>";
constexpr std::string_view kCloseCite = "</cite>";

// The matches of re.findall(r'<cite>(.*?)</cite>', s, re.DOTALL), as [begin, end) of the whole
// match plus the inner text.
struct CiteBlock {
  std::size_t begin, end;
  std::string_view inner;
};

std::vector<CiteBlock> cite_blocks(std::string_view s) {
  std::vector<CiteBlock> out;
  std::size_t pos = 0;
  while (true) {
    std::size_t b = s.find(kOpenCite, pos);
    if (b == std::string_view::npos) break;
    std::size_t e = s.find(kCloseCite, b + kOpenCite.size());
    if (e == std::string_view::npos) break;  // no later <cite> can close either
    out.push_back({b, e + kCloseCite.size(), s.substr(b + kOpenCite.size(), e - b - kOpenCite.size())});
    pos = e + kCloseCite.size();
  }
  return out;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// int() of ASCII digits, saturating (a huge index is simply past the end).
std::size_t to_index(std::string_view digits) {
  constexpr std::size_t kMax = std::numeric_limits<std::size_t>::max();
  std::size_t v = 0;
  for (char c : digits) {
    std::size_t d = static_cast<std::size_t>(c - '0');
    if (v > (kMax - d) / 10) return kMax;
    v = v * 10 + d;
  }
  return v;
}

// re.findall(r"\[([0-9]+\-[0-9]+)\]", s): the (a, b) pairs, left to right.
void find_spans(std::string_view s, std::vector<std::pair<std::size_t, std::size_t>>& out) {
  std::size_t i = 0;
  while ((i = s.find('[', i)) != std::string_view::npos) {
    std::size_t j = i + 1;
    std::size_t a0 = j;
    while (j < s.size() && is_digit(s[j])) ++j;
    std::size_t a1 = j;
    if (a1 > a0 && j < s.size() && s[j] == '-') {
      std::size_t b0 = ++j;
      while (j < s.size() && is_digit(s[j])) ++j;
      std::size_t b1 = j;
      if (b1 > b0 && j < s.size() && s[j] == ']') {
        out.emplace_back(to_index(s.substr(a0, a1 - a0)), to_index(s.substr(b0, b1 - b0)));
        i = j + 1;
        continue;
      }
    }
    ++i;
  }
}

// The statement inside <statement>...</statement>: `raw` starts at byte `at` of the prediction
// as given.
LongciteStatement cited_statement(std::string_view raw, std::size_t at, std::string_view context,
                                  const std::vector<text::Span>& chunks) {
  LongciteStatement st;
  std::vector<CiteBlock> blocks = cite_blocks(raw);
  std::vector<std::pair<std::size_t, std::size_t>> spans;
  for (const auto& b : blocks) find_spans(b.inner, spans);
  std::string text;
  OutputOffsets offsets;  // text's bytes in the prediction: one piece between two cite blocks
  std::size_t pos = 0;
  auto keep = [&](std::size_t end) {
    if (end > pos) offsets.pieces.emplace_back(text.size(), at + pos);
    text.append(raw.substr(pos, end - pos));
  };
  for (const auto& b : blocks) {
    keep(b.begin);
    st.cites.push_back({at + b.begin, at + b.end});
    pos = b.end;
  }
  keep(raw.size());
  const std::string_view stripped = text::python_strip(text);
  st.statement = std::string(stripped);
  const auto lead = static_cast<std::size_t>(stripped.data() - text.data());
  if (stripped.empty()) {
    st.at = LongciteSpan{at, at};  // nothing but cite blocks and white space: where it opens
  } else {
    st.at = LongciteSpan{offsets.original(lead), offsets.original_end(lead + stripped.size())};
  }

  const std::size_t n = chunks.size();
  for (auto [a, b] : spans) {
    if (n == 0 || a > n - 1 || b < a) continue;
    b = std::min(b, n - 1);
    if (!st.citation.empty() && a == st.citation.back().ed_sent + 1) {
      LongciteCitation& c = st.citation.back();
      c.ed_sent = b;
      c.end_byte = chunks[b].end;
    } else {
      st.citation.push_back({a, b, chunks[a].begin, chunks[b].end, {}});
    }
  }
  if (st.citation.size() > kLongciteMaxCitations) st.citation.resize(kLongciteMaxCitations);
  for (auto& c : st.citation) c.cite = std::string(context.substr(c.start_byte, c.end_byte - c.start_byte));
  return st;
}

}  // namespace

std::size_t code_points(std::string_view text) {
  std::size_t n = 0;
  for (char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

std::string repair_longcite_answer(std::string_view answer) {
  if (answer.substr(0, kOpenStatement.size() - 1) == kOpenStatement.substr(1)) return "<" + std::string(answer);
  return std::string(answer);
}

std::vector<LongciteStatement> parse_longcite_answer(std::string_view raw, std::string_view context,
                                                     const std::vector<text::Span>& sentences) {
  const std::string fixed = repair_longcite_answer(raw);
  const std::string_view answer = fixed;
  // Offsets into `raw`: the repair's '<' is no byte of it (it precedes every statement).
  const std::size_t repaired = fixed.size() - raw.size();
  const std::vector<text::Span> chunks = longcite_chunks(sentences);
  std::vector<LongciteStatement> out;
  std::size_t pos = 0;
  while (true) {
    std::size_t st = answer.find(kOpenStatement, pos);
    if (st == std::string_view::npos) st = answer.size();
    std::size_t ed = answer.find(kCloseStatement, st);
    std::string_view outside = text::python_strip(answer.substr(pos, st - pos));
    if (code_points(outside) > 5) {
      const auto begin = static_cast<std::size_t>(outside.data() - answer.data()) - repaired;
      out.push_back({std::string(outside), {}, LongciteSpan{begin, begin + outside.size()}, {}});
    }
    if (ed == std::string_view::npos) break;
    const std::size_t inner_at = st + kOpenStatement.size();
    std::string_view inner = answer.substr(inner_at, ed - inner_at);
    if (!text::python_strip(inner).empty()) out.push_back(cited_statement(inner, inner_at - repaired, context, chunks));
    pos = ed + kCloseStatement.size();
  }
  return out;
}

std::string longcite_plain_answer(std::string_view raw) {
  const std::string fixed = repair_longcite_answer(raw);
  const std::string_view answer = fixed;
  std::string no_cites;
  std::size_t pos = 0;
  for (const auto& b : cite_blocks(answer)) {
    no_cites.append(answer.substr(pos, b.begin - pos));
    pos = b.end;
  }
  no_cites.append(answer.substr(pos));
  std::string out;
  out.reserve(no_cites.size());
  // .replace('<statement>', '').replace('</statement>', ''), in that order.
  std::string step;
  for (std::size_t i = 0; i < no_cites.size();) {
    if (no_cites.compare(i, kOpenStatement.size(), kOpenStatement) == 0) {
      i += kOpenStatement.size();
    } else {
      step += no_cites[i++];
    }
  }
  for (std::size_t i = 0; i < step.size();) {
    if (step.compare(i, kCloseStatement.size(), kCloseStatement) == 0) {
      i += kCloseStatement.size();
    } else {
      out += step[i++];
    }
  }
  return out;
}

}  // namespace citeval::metrics

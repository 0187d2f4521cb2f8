#include "meta/chunker.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <unordered_set>

#include "text/normalize.h"
#include "text/unicode.h"

namespace citeval::meta {
namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

void push_trimmed(std::string_view doc, std::size_t b, std::size_t e, std::vector<ByteSpan>& out) {
  while (b < e && is_blank(doc[b])) ++b;
  while (e > b && is_blank(doc[e - 1])) --e;
  if (b < e) out.push_back({b, e});
}

struct Token {
  std::size_t begin, end;
  std::string text;  // lower-cased
};

// re.findall(r"\w+", s) with each match lower-cased.
std::vector<Token> word_tokens(std::string_view s) {
  std::vector<Token> out;
  std::size_t pos = 0, start = 0;
  bool in_word = false;
  while (pos < s.size()) {
    text::CodePoint cp = text::decode_utf8(s, pos);
    bool word = cp.valid && text::is_python_word(cp.cp);
    if (word && !in_word) {
      start = pos;
      in_word = true;
    }
    if (!word && in_word) {
      out.push_back({start, pos, text::python_lower(s.substr(start, pos - start))});
      in_word = false;
    }
    pos += cp.len ? cp.len : 1;
  }
  if (in_word) out.push_back({start, s.size(), text::python_lower(s.substr(start))});
  return out;
}

}  // namespace

std::vector<ByteSpan> split_units(std::string_view doc) {
  std::vector<ByteSpan> out;
  std::size_t line_begin = 0;
  while (line_begin <= doc.size()) {
    std::size_t line_end = doc.find('\n', line_begin);
    if (line_end == std::string_view::npos) line_end = doc.size();
    std::size_t sent_begin = line_begin;
    for (std::size_t i = line_begin; i < line_end; ++i) {
      if (doc[i] != '.' && doc[i] != '!' && doc[i] != '?') continue;
      std::size_t j = i + 1;
      while (j < line_end && std::string_view("\"')]").find(doc[j]) != std::string_view::npos) ++j;
      if (j < line_end && (doc[j] == ' ' || doc[j] == '\t')) {
        push_trimmed(doc, sent_begin, j, out);
        sent_begin = j;
        i = j;
      }
    }
    push_trimmed(doc, sent_begin, line_end, out);
    line_begin = line_end + 1;
  }
  return out;
}

std::vector<Chunk> pack_chunks(std::string_view doc, const std::vector<ByteSpan>& units,
                               std::size_t max_words) {
  if (max_words == 0) max_words = 1;
  std::vector<Chunk> out;
  Chunk cur;
  std::size_t cur_words = 0;
  auto flush = [&] {
    if (cur_words > 0) out.push_back(cur);
    cur_words = 0;
  };
  for (std::size_t u = 0; u < units.size(); ++u) {
    std::string_view text = doc.substr(units[u].begin, units[u].end - units[u].begin);
    std::vector<std::string_view> words = text::python_split(text);
    if (words.empty()) continue;
    auto offset = [&](std::string_view w) {
      return static_cast<std::size_t>(w.data() - doc.data());
    };
    std::size_t i = 0;
    if (cur_words + words.size() > max_words) {
      flush();
      // A unit longer than a chunk: whole pieces of max_words words; the rest starts a chunk.
      while (words.size() - i > max_words) {
        out.push_back(
            {{offset(words[i]), offset(words[i + max_words - 1]) + words[i + max_words - 1].size()},
             u,
             u});
        i += max_words;
      }
    }
    const std::size_t end = offset(words.back()) + words.back().size();
    if (cur_words == 0) cur = {{offset(words[i]), end}, u, u};
    cur.span.end = end;
    cur.last_unit = u;
    cur_words += words.size() - i;
  }
  flush();
  return out;
}

double jaccard(std::string_view a, std::string_view b) {
  std::unordered_set<std::string> sa, sb;
  for (auto& t : word_tokens(a)) sa.insert(std::move(t.text));
  for (auto& t : word_tokens(b)) sb.insert(std::move(t.text));
  if (sa.empty() && sb.empty()) return 1.0;
  std::size_t inter = 0;
  for (const auto& t : sa) inter += sb.count(t);
  return static_cast<double>(inter) / static_cast<double>(sa.size() + sb.size() - inter);
}

EvidenceHits locate_evidence(std::string_view doc, const std::vector<Chunk>& chunks,
                             const std::vector<std::string>& evidence_lines, double threshold) {
  EvidenceHits hits;
  hits.chunk_has_evidence.assign(chunks.size(), false);
  std::vector<Token> toks = word_tokens(doc);
  std::unordered_map<std::string, std::uint32_t> vocab;
  std::vector<std::uint32_t> ids(toks.size());
  for (std::size_t i = 0; i < toks.size(); ++i) {
    ids[i] =
        vocab.try_emplace(toks[i].text, static_cast<std::uint32_t>(vocab.size())).first->second;
  }
  // The chunk of every token (chunks are in document order and cover every token).
  const std::size_t kNone = static_cast<std::size_t>(-1);
  std::vector<std::size_t> chunk_of(toks.size(), kNone);
  {
    std::size_t c = 0;
    for (std::size_t i = 0; i < toks.size(); ++i) {
      while (c < chunks.size() && chunks[c].span.end <= toks[i].begin) ++c;
      if (c < chunks.size() && chunks[c].span.begin <= toks[i].begin &&
          toks[i].end <= chunks[c].span.end) {
        chunk_of[i] = c;
      }
    }
  }
  const std::size_t n = toks.size();
  std::vector<std::uint32_t> count(vocab.size(), 0);
  std::vector<std::uint8_t> in_evidence(vocab.size(), 0);
  std::vector<double> chunk_best(chunks.size());
  for (const std::string& line : evidence_lines) {
    std::vector<Token> ev = word_tokens(line);
    if (ev.empty()) continue;
    ++hits.lines;
    if (n == 0) continue;
    std::size_t evidence_size = 0;  // distinct evidence tokens, known to the document or not
    std::vector<std::uint32_t> marked;
    {
      std::unordered_set<std::string> seen;
      for (const auto& t : ev) {
        if (!seen.insert(t.text).second) continue;
        ++evidence_size;
        auto it = vocab.find(t.text);
        if (it != vocab.end()) {
          in_evidence[it->second] = 1;
          marked.push_back(it->second);
        }
      }
    }
    const std::size_t w = std::min(ev.size(), n);
    std::size_t distinct = 0, inter = 0;
    auto add = [&](std::uint32_t id) {
      if (count[id]++ == 0) {
        ++distinct;
        inter += in_evidence[id];
      }
    };
    auto remove = [&](std::uint32_t id) {
      if (--count[id] == 0) {
        --distinct;
        inter -= in_evidence[id];
      }
    };
    for (std::size_t i = 0; i < w; ++i) add(ids[i]);
    double best = -1.0;
    std::size_t best_start = 0;
    // Best Jaccard of a window lying inside each chunk, and the best window overall.
    std::fill(chunk_best.begin(), chunk_best.end(), -1.0);
    for (std::size_t s = 0;; ++s) {
      const double j =
          static_cast<double>(inter) / static_cast<double>(evidence_size + distinct - inter);
      if (j > best) {
        best = j;
        best_start = s;
      }
      const std::size_t c = chunk_of[s];
      if (c != kNone && chunk_of[s + w - 1] == c) chunk_best[c] = std::max(chunk_best[c], j);
      if (s + w >= n) break;
      remove(ids[s]);
      add(ids[s + w]);
    }
    for (std::size_t i = n - w; i < n; ++i) remove(ids[i]);
    for (auto id : marked) in_evidence[id] = 0;
    if (best < threshold) continue;
    ++hits.lines_found;
    const double best_inside =
        chunk_best.empty() ? -1.0 : *std::max_element(chunk_best.begin(), chunk_best.end());
    if (best_inside == best) {
      // The line's best match lies inside chunks: those chunks (several only for exact repeats).
      for (std::size_t c = 0; c < chunks.size(); ++c) {
        if (chunk_best[c] == best) hits.chunk_has_evidence[c] = true;
      }
    } else {
      // The best match straddles chunks (or the line is longer than a chunk): all it overlaps.
      for (std::size_t i = best_start; i < best_start + w; ++i) {
        if (chunk_of[i] != kNone) hits.chunk_has_evidence[chunk_of[i]] = true;
      }
    }
  }
  return hits;
}

}  // namespace citeval::meta

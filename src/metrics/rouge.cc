#include "metrics/rouge.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "metrics/porter_stemmer.h"
#include "metrics/rouge_lcs.h"

namespace citeval::metrics {
namespace {

bool is_ascii_alnum(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

char ascii_lower(unsigned char c) {
  return static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
}

// Calls emit(token) for each raw (unstemmed) token of `text`. Works on bytes: after Python's
// lower(), every non-ASCII character except U+0130 and U+212A is a separator, and the UTF-8 bytes
// of non-ASCII characters are all >= 0x80, so none of them can be mistaken for [a-z0-9].
template <class Emit>
void for_each_raw_token(std::string_view text, Emit&& emit) {
  std::string token;
  auto flush = [&] {
    if (!token.empty()) {
      emit(token);
      token.clear();
    }
  };
  const std::size_t n = text.size();
  for (std::size_t i = 0; i < n;) {
    auto c = static_cast<unsigned char>(text[i]);
    if (is_ascii_alnum(c)) {
      token.push_back(ascii_lower(c));
      ++i;
    } else if (c == 0xC4 && i + 1 < n && static_cast<unsigned char>(text[i + 1]) == 0xB0) {
      // U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE lower-cases to "i\u0307"; the combining
      // dot then separates.
      token.push_back('i');
      flush();
      i += 2;
    } else if (c == 0xE2 && i + 2 < n && static_cast<unsigned char>(text[i + 1]) == 0x84 &&
               static_cast<unsigned char>(text[i + 2]) == 0xAA) {
      token.push_back('k');  // U+212A KELVIN SIGN lower-cases to ASCII 'k'
      i += 3;
    } else {
      flush();
      ++i;
    }
  }
  flush();
}

// Stemming is the costliest step of tokenising and natural text repeats its words, so each
// thread remembers the stems it computed (bounded; cleared when full). Scratch state only: the
// result of a call never depends on it.
const std::string& cached_stem(const std::string& raw) {
  constexpr std::size_t kMaxEntries = 1 << 16;
  thread_local std::unordered_map<std::string, std::string> cache;
  auto it = cache.find(raw);
  if (it != cache.end()) return it->second;
  if (cache.size() >= kMaxEntries) cache.clear();
  return cache.emplace(raw, porter_stem(raw)).first->second;
}

std::string finish_token(const std::string& raw, bool stem) {
  return stem && raw.size() > 3 ? cached_stem(raw) : raw;
}

// A text as sentences of token ids, ids shared between target and prediction.
struct Interner {
  std::unordered_map<std::string, std::uint32_t> ids;
  std::uint32_t id(std::string token) {
    // try_emplace: a token already seen (most of them) allocates no node.
    auto [it, inserted] = ids.try_emplace(std::move(token), static_cast<std::uint32_t>(ids.size()));
    return it->second;
  }
};

using Sentence = std::vector<std::uint32_t>;

std::vector<Sentence> sentences(std::string_view text, Interner& interner) {
  std::vector<Sentence> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty()) {  // rouge_score drops empty lines but keeps e.g. " " (with no token)
      Sentence s;
      for_each_raw_token(line, [&](const std::string& raw) {
        std::string token = finish_token(raw, /*stem=*/true);
        if (!token.empty()) s.push_back(interner.id(std::move(token)));
      });
      out.push_back(std::move(s));
    }
    start = end + 1;
  }
  return out;
}

RougeScore summary_level_lcs(const std::vector<Sentence>& refs, const std::vector<Sentence>& cans,
                             std::size_t vocabulary) {
  std::size_t m = 0, n = 0;
  for (const Sentence& s : refs) m += s.size();
  for (const Sentence& s : cans) n += s.size();
  if (m == 0 || n == 0) return {};

  // Unused occurrences of each token, so that no token is counted as a hit twice.
  std::vector<std::uint32_t> left_r(vocabulary, 0), left_c(vocabulary, 0);
  for (const Sentence& s : refs)
    for (std::uint32_t t : s) ++left_r[t];
  for (const Sentence& s : cans)
    for (std::uint32_t t : s) ++left_c[t];

  std::vector<RougeLcs> lcs;  // one per predicted sentence, reused for every target sentence
  lcs.reserve(cans.size());
  for (const Sentence& c : cans) {
    if (!c.empty()) lcs.emplace_back(c);
  }
  std::vector<char> in_union;
  std::size_t hits = 0;
  for (const Sentence& r : refs) {
    if (r.empty()) continue;
    in_union.assign(r.size(), 0);
    for (RougeLcs& c : lcs) c.mark(r, in_union);
    for (std::size_t i = 0; i < r.size(); ++i) {
      if (!in_union[i]) continue;
      const std::uint32_t t = r[i];
      if (left_c[t] > 0 && left_r[t] > 0) {
        ++hits;
        --left_c[t];
        --left_r[t];
      }
    }
  }
  RougeScore s;
  s.recall = static_cast<double>(hits) / static_cast<double>(m);
  s.precision = static_cast<double>(hits) / static_cast<double>(n);
  s.fmeasure = s.precision + s.recall > 0
                   ? 2 * s.precision * s.recall / (s.precision + s.recall)
                   : 0.0;
  return s;
}

}  // namespace

std::vector<std::string> rouge_tokenize(std::string_view text, bool stem) {
  std::vector<std::string> tokens;
  for_each_raw_token(text, [&](const std::string& raw) {
    std::string token = finish_token(raw, stem);
    if (!token.empty()) tokens.push_back(std::move(token));  // rouge_score's final validity check
  });
  return tokens;
}

RougeScore rouge_lsum(std::string_view target, std::string_view prediction) {
  Interner interner;
  std::vector<Sentence> refs = sentences(target, interner);
  std::vector<Sentence> cans = sentences(prediction, interner);
  return summary_level_lcs(refs, cans, interner.ids.size());
}

RougeScore rouge_lsum_best(std::string_view target1, std::string_view target2,
                           std::string_view prediction) {
  // One interner for all three texts, so the prediction is tokenised once.
  Interner interner;
  std::vector<Sentence> cans = sentences(prediction, interner);
  std::vector<Sentence> refs1 = sentences(target1, interner);
  RougeScore s1 = summary_level_lcs(refs1, cans, interner.ids.size());
  if (target2 == target1) return s1;
  std::vector<Sentence> refs2 = sentences(target2, interner);
  RougeScore s2 = summary_level_lcs(refs2, cans, interner.ids.size());
  return s1.fmeasure > s2.fmeasure ? s1 : s2;
}

}  // namespace citeval::metrics

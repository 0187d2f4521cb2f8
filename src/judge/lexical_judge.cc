#include "judge/lexical_judge.h"

#include "judge/pair_key.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace citeval::judge {
namespace {

// NLTK's English stopword list (function words), plus the bare forms our tokeniser leaves of
// contractions ("don't" -> "don"). Hand-kept because NLTK's data files are not a dependency.
const std::unordered_set<std::string_view>& stopwords() {
  static const std::unordered_set<std::string_view> words = {
      "i", "me", "my", "myself", "we", "our", "ours", "ourselves", "you", "your", "yours",
      "yourself", "yourselves", "he", "him", "his", "himself", "she", "her", "hers", "herself",
      "it", "its", "itself", "they", "them", "their", "theirs", "themselves", "what", "which",
      "who", "whom", "this", "that", "these", "those", "am", "is", "are", "was", "were", "be",
      "been", "being", "have", "has", "had", "having", "do", "does", "did", "doing", "a", "an",
      "the", "and", "but", "if", "or", "because", "as", "until", "while", "of", "at", "by",
      "for", "with", "about", "against", "between", "into", "through", "during", "before",
      "after", "above", "below", "to", "from", "up", "down", "in", "out", "on", "off", "over",
      "under", "again", "further", "then", "once", "here", "there", "when", "where", "why",
      "how", "all", "any", "both", "each", "few", "more", "most", "other", "some", "such", "no",
      "nor", "not", "only", "own", "same", "so", "than", "too", "very", "s", "t", "can", "will",
      "just", "don", "should", "now", "d", "ll", "m", "o", "re", "ve", "y", "ain", "aren",
      "couldn", "didn", "doesn", "hadn", "hasn", "haven", "isn", "ma", "mightn", "mustn",
      "needn", "shan", "shouldn", "wasn", "weren", "won", "wouldn"};
  return words;
}

inline bool is_ascii_alnum(unsigned char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
bool is_alpha(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Length of a UTF-8 punctuation/space sequence at s[i] that separates words (U+2000-U+206F:
// spaces, dashes, quotes, ellipsis; U+00A0-U+00BF: no-break space, «, », ·), else 0.
std::size_t separator_len(std::string_view s, std::size_t i) {
  auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  if (i + 1 < s.size() && b(i) == 0xC2 && b(i + 1) >= 0xA0 && b(i + 1) <= 0xBF) return 2;
  if (i + 2 < s.size() && b(i) == 0xE2 && (b(i + 1) == 0x80 || b(i + 1) == 0x81)) return 3;
  return 0;
}

inline bool is_word_byte(std::string_view s, std::size_t i) {
  auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return is_ascii_alnum(c);
  return separator_len(s, i) == 0;
}

// Byte by byte: the suffixes are 1-4 bytes, where a memcmp call costs more than the compare.
inline bool ends_with(const std::string& w, std::string_view suffix) {
  if (w.size() < suffix.size()) return false;
  const char* tail = w.data() + (w.size() - suffix.size());
  for (std::size_t k = 0; k < suffix.size(); ++k) {
    if (tail[k] != suffix[k]) return false;
  }
  return true;
}

void stem(std::string& w) {
  if (w.size() < 4) return;
  if (ends_with(w, "ies") && w.size() > 4) {
    w.resize(w.size() - 3);
    w += 'y';
  } else if (ends_with(w, "sses")) {
    w.resize(w.size() - 2);
  } else if (ends_with(w, "s") && !ends_with(w, "ss") && !ends_with(w, "us") &&
             !ends_with(w, "is")) {
    w.pop_back();
  } else if (ends_with(w, "ing") && w.size() >= 6) {
    w.resize(w.size() - 3);
  } else if (ends_with(w, "ed") && w.size() >= 5) {
    w.resize(w.size() - 2);
  }
  // "make", "makes", "making" all end as "mak".
  if (w.size() >= 4 && w.back() == 'e') w.pop_back();
}

// Calls f(token) for each token of s; the Token is reused between calls (its text keeps its
// capacity), so tokenising allocates nothing in the steady state. Stopwords are looked up only
// when asked for: premises do not need them.
template <class F>
void for_each_token(std::string_view s, bool check_stopwords, F&& f) {
  LexicalJudge::Token t;
  const std::size_t n = s.size();
  std::size_t i = 0;
  while (i < n) {
    if (!is_word_byte(s, i)) {
      std::size_t sep = separator_len(s, i);
      i += sep ? sep : 1;
      continue;
    }
    t.text.clear();
    t.capitalised = s[i] >= 'A' && s[i] <= 'Z';
    bool all_digits = true, any_digit = false;
    while (i < n) {
      auto c = static_cast<unsigned char>(s[i]);
      if (is_ascii_alnum(c)) {
        // A run of ASCII letters and digits, appended in one go (the common case).
        std::size_t j = i + 1;
        while (j < n && is_ascii_alnum(static_cast<unsigned char>(s[j]))) ++j;
        const std::size_t old = t.text.size();
        t.text.resize(old + (j - i));
        char* dst = t.text.data() + old;
        for (std::size_t k = i; k < j; ++k) {
          const auto b = static_cast<unsigned char>(s[k]);
          const bool digit = is_digit(b);
          all_digits = all_digits && digit;
          any_digit = any_digit || digit;
          *dst++ = (b >= 'A' && b <= 'Z') ? static_cast<char>(b + 32) : static_cast<char>(b);
        }
        i = j;
        continue;
      }
      if (c >= 0x80 && separator_len(s, i) == 0) {
        const bool digit = is_digit(c);
        all_digits = all_digits && digit;
        any_digit = any_digit || digit;
        t.text += (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : static_cast<char>(c);
        ++i;
        continue;
      }
      // "1,000" and "3.5": a separator between digits inside a number.
      if ((c == ',' || c == '.') && all_digits && !t.text.empty() && i + 1 < n &&
          is_digit(static_cast<unsigned char>(s[i + 1]))) {
        if (c == '.') t.text += '.';
        ++i;
        continue;
      }
      // "Arnold's", "don't", "Arnold’s": drop the apostrophe and the letters after it.
      std::size_t apos = c == '\'' ? 1
                         : (i + 2 < n && c == 0xE2 && static_cast<unsigned char>(s[i + 1]) == 0x80 &&
                            static_cast<unsigned char>(s[i + 2]) == 0x99)
                             ? 3
                             : 0;
      if (apos && i + apos < n && is_alpha(static_cast<unsigned char>(s[i + apos]))) {
        i += apos;
        while (i < n && is_alpha(static_cast<unsigned char>(s[i]))) ++i;
      }
      break;
    }
    t.number = all_digits;
    t.stopword = check_stopwords && !t.number && stopwords().count(t.text) > 0;
    if (!any_digit) stem(t.text);  // "1990s" stays itself: numbers must match exactly
    f(t);
  }
}

std::uint64_t token_hash(const std::string& text) {
  std::uint64_t h = fast_hash(text);
  return h == 0 ? 1 : h;  // 0 marks an empty slot of TokenSet
}

}  // namespace

// The set of a premise's token hashes: open addressing with linear probing over a power-of-two
// table. Hand-written because one is built for every premise in the hot path, and this costs a
// few nanoseconds a token where std::unordered_set<std::string> costs a node allocation. Two
// distinct tokens share a 64-bit hash with negligible probability.
class LexicalJudge::TokenSet {
 public:
  void build(std::string_view text) {
    std::size_t cap = 64;
    while (cap < text.size() / 2) cap <<= 1;  // about 4 slots per token: load <= 0.25 typically
    slots_.assign(cap, 0);
    size_ = 0;
    for_each_token(text, false, [this](const Token& t) { insert(token_hash(t.text)); });
  }
  bool contains(std::uint64_t h) const {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t k = h & mask;; k = (k + 1) & mask) {
      if (slots_[k] == h) return true;
      if (slots_[k] == 0) return false;
    }
  }

 private:
  void insert(std::uint64_t h) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t k = h & mask;; k = (k + 1) & mask) {
      if (slots_[k] == h) return;
      if (slots_[k] == 0) {
        slots_[k] = h;
        ++size_;
        return;
      }
    }
  }
  void grow() {
    std::vector<std::uint64_t> old;
    old.swap(slots_);
    slots_.assign(old.size() * 2, 0);
    size_ = 0;
    for (std::uint64_t h : old) {
      if (h != 0) insert(h);
    }
  }

  std::vector<std::uint64_t> slots_;
  std::size_t size_ = 0;
};

std::vector<LexicalJudge::Token> LexicalJudge::tokenize(std::string_view s) {
  std::vector<Token> out;
  for_each_token(s, true, [&out](const Token& t) { out.push_back(t); });
  return out;
}

double LexicalJudge::score_with(const TokenSet& premise, std::string_view hypothesis) {
  // Distinct hypothesis tokens with their largest weight; a hypothesis has few tokens, so a
  // linear scan beats a map.
  struct Weighted {
    std::uint64_t hash;
    double weight;
    bool stopword;
  };
  std::vector<Weighted> tokens;
  bool any_content = false;
  for_each_token(hypothesis, true, [&](const Token& t) {
    const double w = t.number                        ? kNumberWeight
                     : t.capitalised && !t.stopword ? kNameWeight
                                                    : 1.0;
    const std::uint64_t h = token_hash(t.text);
    any_content = any_content || !t.stopword;
    for (auto& x : tokens) {
      if (x.hash == h) {
        x.weight = std::max(x.weight, w);
        return;
      }
    }
    tokens.push_back({h, w, t.stopword});
  });
  double total = 0.0, covered = 0.0;
  for (const auto& x : tokens) {
    if (any_content && x.stopword) continue;
    total += x.weight;
    if (premise.contains(x.hash)) covered += x.weight;
  }
  return total > 0.0 ? covered / total : 0.0;
}

void LexicalJudge::stem_word(std::string& word) { stem(word); }

bool LexicalJudge::is_stopword(std::string_view word) { return stopwords().count(word) > 0; }

bool LexicalJudge::is_word_byte_at(std::string_view s, std::size_t i) { return is_word_byte(s, i); }

std::size_t LexicalJudge::separator_length(std::string_view s, std::size_t i) { return separator_len(s, i); }

std::string LexicalJudge::identity() const {
  return fmt::format("lexical:{}:threshold={}:name={}:number={}", kVersion, kThreshold,
                     kNameWeight, kNumberWeight);
}

std::size_t LexicalJudge::PremiseHash::operator()(std::string_view s) const noexcept {
  return static_cast<std::size_t>(fast_hash(s));
}

double LexicalJudge::score(std::string_view premise, std::string_view hypothesis) {
  TokenSet set;
  set.build(premise);
  return score_with(set, hypothesis);
}

std::vector<Judgment> LexicalJudge::judge_batch(std::span<const JudgeRequest> requests) {
  std::vector<Judgment> out(requests.size());
  // Requests of one response share premises (a passage cited by several sentences): build each
  // premise's token set once. Bounded, so a huge batch does not hold every premise's set.
  constexpr std::size_t kMaxSets = 32;
  std::unordered_map<std::string_view, TokenSet, PremiseHash> sets;
  for (std::size_t i = 0; i < requests.size(); ++i) {
    const JudgeRequest& r = requests[i];
    auto it = sets.find(r.premise);
    if (it == sets.end()) {
      if (sets.size() >= kMaxSets) sets.clear();
      it = sets.try_emplace(r.premise).first;
      it->second.build(r.premise);
    }
    Judgment& j = out[i];
    j.ok = true;
    j.prob = score_with(it->second, r.hypothesis);
    j.label = j.prob >= kThreshold ? 1 : 0;
  }
  return out;
}

}  // namespace citeval::judge

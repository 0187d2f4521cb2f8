#include "judge/lexical_judge.h"

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

bool is_ascii_alnum(unsigned char c) {
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

bool is_word_byte(std::string_view s, std::size_t i) {
  auto c = static_cast<unsigned char>(s[i]);
  return is_ascii_alnum(c) || (c >= 0x80 && separator_len(s, i) == 0);
}

bool ends_with(const std::string& w, std::string_view suffix) {
  return w.size() >= suffix.size() && w.compare(w.size() - suffix.size(), suffix.size(), suffix) == 0;
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

}  // namespace

std::vector<LexicalJudge::Token> LexicalJudge::tokenize(std::string_view s) {
  std::vector<Token> out;
  const std::size_t n = s.size();
  std::size_t i = 0;
  while (i < n) {
    if (!is_word_byte(s, i)) {
      std::size_t sep = separator_len(s, i);
      i += sep ? sep : 1;
      continue;
    }
    Token t;
    t.capitalised = s[i] >= 'A' && s[i] <= 'Z';
    bool all_digits = true, any_digit = false;
    while (i < n) {
      auto c = static_cast<unsigned char>(s[i]);
      if (is_word_byte(s, i)) {
        if (!is_digit(c)) all_digits = false;
        if (is_digit(c)) any_digit = true;
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
    t.stopword = !t.number && stopwords().count(t.text) > 0;
    if (!any_digit) stem(t.text);  // "1990s" stays itself: numbers must match exactly
    out.push_back(std::move(t));
  }
  return out;
}

namespace {

std::unordered_set<std::string> token_set(std::string_view text) {
  std::unordered_set<std::string> set;
  for (auto& t : LexicalJudge::tokenize(text)) set.insert(std::move(t.text));
  return set;
}

double score_with(const std::unordered_set<std::string>& premise, std::string_view hypothesis) {
  std::vector<LexicalJudge::Token> tokens = LexicalJudge::tokenize(hypothesis);
  const bool any_content = std::any_of(tokens.begin(), tokens.end(),
                                       [](const LexicalJudge::Token& t) { return !t.stopword; });
  std::unordered_map<std::string_view, double> weight;  // distinct tokens, largest weight
  for (const auto& t : tokens) {
    if (any_content && t.stopword) continue;
    double w = t.number                        ? LexicalJudge::kNumberWeight
               : t.capitalised && !t.stopword ? LexicalJudge::kNameWeight
                                              : 1.0;
    double& slot = weight[t.text];
    slot = std::max(slot, w);
  }
  double total = 0.0, covered = 0.0;
  for (const auto& [text, w] : weight) {
    total += w;
    if (premise.count(std::string(text))) covered += w;
  }
  return total > 0.0 ? covered / total : 0.0;
}

}  // namespace

std::string LexicalJudge::identity() const {
  return fmt::format("lexical:{}:threshold={}:name={}:number={}", kVersion, kThreshold,
                     kNameWeight, kNumberWeight);
}

double LexicalJudge::score(std::string_view premise, std::string_view hypothesis) {
  return score_with(token_set(premise), hypothesis);
}

std::vector<Judgment> LexicalJudge::judge_batch(std::span<const JudgeRequest> requests) {
  std::vector<Judgment> out(requests.size());
  // Consecutive requests often share a premise (one passage, several claims): tokenise it once.
  std::string_view last_premise;
  std::unordered_set<std::string> premise_tokens;
  bool have_last = false;
  for (std::size_t i = 0; i < requests.size(); ++i) {
    const JudgeRequest& r = requests[i];
    if (!have_last || r.premise != last_premise) {
      premise_tokens = token_set(r.premise);
      last_premise = r.premise;
      have_last = true;
    }
    Judgment& j = out[i];
    j.ok = true;
    j.prob = score_with(premise_tokens, r.hypothesis);
    j.label = j.prob >= kThreshold ? 1 : 0;
  }
  return out;
}

}  // namespace citeval::judge

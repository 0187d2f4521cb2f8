#include "metrics/porter_stemmer.h"

#include <array>
#include <cstddef>
#include <utility>

namespace citeval::metrics {
namespace {

// Each helper follows the definition in Porter (1980) as NLTK implements it. Whether a letter is
// a consonant depends only on the letters before it, so the value for a prefix (a stem) equals
// the value within the whole word; every helper scans left to right in one pass (no recursion:
// a token of a million 'y's must not overflow the stack).

bool is_vowel(char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; }

// consonant(w, i) for i = 0..n-1, fed one character at a time.
class ConsonantScan {
 public:
  bool next(char c) {
    bool consonant;
    if (is_vowel(c)) {
      consonant = false;
    } else if (c == 'y') {
      consonant = first_ ? true : !previous_;
    } else {
      consonant = true;
    }
    first_ = false;
    previous_ = consonant;
    return consonant;
  }

 private:
  bool first_ = true;
  bool previous_ = false;
};

bool is_consonant(std::string_view w, std::size_t i) {
  ConsonantScan scan;
  bool c = false;
  for (std::size_t k = 0; k <= i; ++k) c = scan.next(w[k]);
  return c;
}

// m in [C](VC){m}[V]: the number of vowel->consonant transitions.
int measure(std::string_view stem) {
  ConsonantScan scan;
  int m = 0;
  bool previous_vowel = false;
  for (char ch : stem) {
    bool consonant = scan.next(ch);
    if (consonant && previous_vowel) ++m;
    previous_vowel = !consonant;
  }
  return m;
}

bool contains_vowel(std::string_view stem) {
  ConsonantScan scan;
  for (char ch : stem) {
    if (!scan.next(ch)) return true;
  }
  return false;
}

// *d
bool ends_double_consonant(std::string_view w) {
  return w.size() >= 2 && w[w.size() - 1] == w[w.size() - 2] && is_consonant(w, w.size() - 1);
}

// *o, with NLTK's extension that a two-letter vowel-consonant word also counts.
bool ends_cvc(std::string_view w) {
  const std::size_t n = w.size();
  if (n >= 3) {
    ConsonantScan scan;
    bool c3 = false, c2 = false, c1 = false;
    for (std::size_t k = 0; k < n; ++k) {
      bool c = scan.next(w[k]);
      if (k == n - 3) c3 = c;
      if (k == n - 2) c2 = c;
      if (k == n - 1) c1 = c;
    }
    char last = w[n - 1];
    return c3 && !c2 && c1 && last != 'w' && last != 'x' && last != 'y';
  }
  if (n == 2) return !is_consonant(w, 0) && is_consonant(w, 1);
  return false;
}

// A byte loop rather than string_view::ends_with: suffixes are 1-7 bytes and each word is tested
// against dozens of them, where a memcmp call costs more than the comparison.
bool ends_with(std::string_view w, std::string_view suffix) {
  if (w.size() < suffix.size()) return false;
  const char* tail = w.data() + (w.size() - suffix.size());
  for (std::size_t i = suffix.size(); i-- > 0;) {
    if (tail[i] != suffix[i]) return false;
  }
  return true;
}

std::string_view drop(std::string_view w, std::size_t n) { return w.substr(0, w.size() - n); }

std::string concat(std::string_view a, std::string_view b) {
  std::string s;
  s.reserve(a.size() + b.size());
  s.append(a);
  s.append(b);
  return s;
}

enum class Cond { kNone, kMeasureGt0, kMeasureGt1, kIon, kLogi };

struct Rule {
  std::string_view suffix;
  std::string_view replacement;
  Cond cond;
};

bool holds(Cond cond, std::string_view stem, std::string_view word) {
  switch (cond) {
    case Cond::kNone: return true;
    case Cond::kMeasureGt0: return measure(stem) > 0;
    case Cond::kMeasureGt1: return measure(stem) > 1;
    case Cond::kIon: return measure(stem) > 1 && (stem.back() == 's' || stem.back() == 't');
    // NLTK keeps the 'l' of "logi" with the stem when measuring, so "geologi" -> "geolog".
    case Cond::kLogi: return measure(drop(word, 3)) > 0;
  }
  return false;
}

// NLTK's _apply_rule_list: the first rule whose suffix matches decides; if its condition fails
// the word is returned unchanged (later rules are not tried).
template <std::size_t N>
std::string apply_rules(std::string_view word, const std::array<Rule, N>& rules) {
  for (const Rule& r : rules) {
    if (ends_with(word, r.suffix)) {
      std::string_view stem = drop(word, r.suffix.size());
      if (holds(r.cond, stem, word)) return concat(stem, r.replacement);
      return std::string(word);
    }
  }
  return std::string(word);
}

std::string step1a(std::string_view w) {
  // NLTK: "ies" -> "ie" for four-letter words, so "dies" -> "die" but "flies" -> "fli".
  if (ends_with(w, "ies") && w.size() == 4) return concat(drop(w, 3), "ie");
  static constexpr std::array<Rule, 4> kRules{{
      {"sses", "ss", Cond::kNone},
      {"ies", "i", Cond::kNone},
      {"ss", "ss", Cond::kNone},
      {"s", "", Cond::kNone},
  }};
  return apply_rules(w, kRules);
}

std::string step1b(std::string_view w) {
  // NLTK: "ied" -> "ie" for four-letter words ("died"), else -> "i" ("spied" -> "spi").
  if (ends_with(w, "ied")) return concat(drop(w, 3), w.size() == 4 ? "ie" : "i");
  if (ends_with(w, "eed")) {
    std::string_view stem = drop(w, 3);
    return measure(stem) > 0 ? concat(stem, "ee") : std::string(w);
  }
  std::string_view s;
  bool removed = false;
  for (std::string_view suffix : {std::string_view("ed"), std::string_view("ing")}) {
    if (ends_with(w, suffix)) {
      s = drop(w, suffix.size());
      if (contains_vowel(s)) {
        removed = true;
        break;
      }
    }
  }
  if (!removed) return std::string(w);
  if (ends_with(s, "at")) return concat(drop(s, 2), "ate");
  if (ends_with(s, "bl")) return concat(drop(s, 2), "ble");
  if (ends_with(s, "iz")) return concat(drop(s, 2), "ize");
  if (ends_double_consonant(s)) {
    char last = s.back();
    if (last != 'l' && last != 's' && last != 'z') return std::string(drop(s, 1));
    return std::string(s);
  }
  if (measure(s) == 1 && ends_cvc(s)) return concat(s, "e");
  return std::string(s);
}

std::string step1c(std::string_view w) {
  // NLTK: y -> i only after a consonant that is not the first letter ("happy" -> "happi",
  // "enjoy" and "by" unchanged, "spy" -> "spi").
  if (ends_with(w, "y")) {
    std::string_view stem = drop(w, 1);
    if (stem.size() > 1 && is_consonant(stem, stem.size() - 1)) return concat(stem, "i");
  }
  return std::string(w);
}

std::string step2(std::string_view w) {
  // NLTK applies "alli" -> "al" first and then runs step 2 again on the result.
  if (ends_with(w, "alli") && measure(drop(w, 4)) > 0) return step2(concat(drop(w, 4), "al"));
  static constexpr std::array<Rule, 22> kRules{{
      {"ational", "ate", Cond::kMeasureGt0},
      {"tional", "tion", Cond::kMeasureGt0},
      {"enci", "ence", Cond::kMeasureGt0},
      {"anci", "ance", Cond::kMeasureGt0},
      {"izer", "ize", Cond::kMeasureGt0},
      {"bli", "ble", Cond::kMeasureGt0},  // NLTK's choice over the paper's "abli" -> "able"
      {"alli", "al", Cond::kMeasureGt0},
      {"entli", "ent", Cond::kMeasureGt0},
      {"eli", "e", Cond::kMeasureGt0},
      {"ousli", "ous", Cond::kMeasureGt0},
      {"ization", "ize", Cond::kMeasureGt0},
      {"ation", "ate", Cond::kMeasureGt0},
      {"ator", "ate", Cond::kMeasureGt0},
      {"alism", "al", Cond::kMeasureGt0},
      {"iveness", "ive", Cond::kMeasureGt0},
      {"fulness", "ful", Cond::kMeasureGt0},
      {"ousness", "ous", Cond::kMeasureGt0},
      {"aliti", "al", Cond::kMeasureGt0},
      {"iviti", "ive", Cond::kMeasureGt0},
      {"biliti", "ble", Cond::kMeasureGt0},
      {"fulli", "ful", Cond::kMeasureGt0},
      {"logi", "log", Cond::kLogi},
  }};
  return apply_rules(w, kRules);
}

std::string step3(std::string_view w) {
  static constexpr std::array<Rule, 7> kRules{{
      {"icate", "ic", Cond::kMeasureGt0},
      {"ative", "", Cond::kMeasureGt0},
      {"alize", "al", Cond::kMeasureGt0},
      {"iciti", "ic", Cond::kMeasureGt0},
      {"ical", "ic", Cond::kMeasureGt0},
      {"ful", "", Cond::kMeasureGt0},
      {"ness", "", Cond::kMeasureGt0},
  }};
  return apply_rules(w, kRules);
}

std::string step4(std::string_view w) {
  static constexpr std::array<Rule, 19> kRules{{
      {"al", "", Cond::kMeasureGt1},
      {"ance", "", Cond::kMeasureGt1},
      {"ence", "", Cond::kMeasureGt1},
      {"er", "", Cond::kMeasureGt1},
      {"ic", "", Cond::kMeasureGt1},
      {"able", "", Cond::kMeasureGt1},
      {"ible", "", Cond::kMeasureGt1},
      {"ant", "", Cond::kMeasureGt1},
      {"ement", "", Cond::kMeasureGt1},
      {"ment", "", Cond::kMeasureGt1},
      {"ent", "", Cond::kMeasureGt1},
      {"ion", "", Cond::kIon},
      {"ou", "", Cond::kMeasureGt1},
      {"ism", "", Cond::kMeasureGt1},
      {"ate", "", Cond::kMeasureGt1},
      {"iti", "", Cond::kMeasureGt1},
      {"ous", "", Cond::kMeasureGt1},
      {"ive", "", Cond::kMeasureGt1},
      {"ize", "", Cond::kMeasureGt1},
  }};
  return apply_rules(w, kRules);
}

std::string step5a(std::string_view w) {
  // Both rules of step 5a are tried (unlike _apply_rule_list): (m>1) E -> ; (m=1 and not *o) E ->
  if (ends_with(w, "e")) {
    std::string_view stem = drop(w, 1);
    int m = measure(stem);
    if (m > 1) return std::string(stem);
    if (m == 1 && !ends_cvc(stem)) return std::string(stem);
  }
  return std::string(w);
}

std::string step5b(std::string_view w) {
  // (m>1 and *d and *L) -> single letter; NLTK measures the word minus one 'l'.
  if (ends_with(w, "ll")) {
    if (measure(drop(w, 1)) > 1) return concat(drop(w, 2), "l");
  }
  return std::string(w);
}

// NLTK's table of irregular forms (looked up with the word as given, before lower-casing).
std::string_view irregular(std::string_view word) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 16> kPool{{
      {"sky", "sky"},         {"skies", "sky"},     {"dying", "die"},
      {"lying", "lie"},       {"tying", "tie"},     {"news", "news"},
      {"innings", "inning"},  {"inning", "inning"}, {"outings", "outing"},
      {"outing", "outing"},   {"cannings", "canning"}, {"canning", "canning"},
      {"howe", "howe"},       {"proceed", "proceed"}, {"exceed", "exceed"},
      {"succeed", "succeed"},
  }};
  for (const auto& [form, stem] : kPool) {
    if (form == word) return stem;
  }
  return {};
}

}  // namespace

std::string porter_stem(std::string_view word) {
  std::string_view irregular_stem = irregular(word);
  if (!irregular_stem.empty()) return std::string(irregular_stem);
  std::string s(word);
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  if (word.size() <= 2) return s;
  s = step1a(s);
  s = step1b(s);
  s = step1c(s);
  s = step2(s);
  s = step3(s);
  s = step4(s);
  s = step5a(s);
  s = step5b(s);
  return s;
}

}  // namespace citeval::metrics

#include "judge/align_judge.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <unordered_map>
#include <unordered_set>

#include "judge/align_lexicon.h"
#include "judge/lexical_judge.h"
#include "judge/pair_key.h"

namespace citeval::judge {
namespace {

#include "judge/align_weights.inc"

static_assert(sizeof(kAlignWeights) / sizeof(double) == AlignJudge::kNumFeatures,
              "align_weights.inc does not match AlignJudge::kFeatureNames: rerun the trainer");

enum class Kind { kWord, kNumber, kPercent, kCurrency };

struct Tok {
  Kind kind = Kind::kWord;
  std::string surface;  // as written (numbers: the digits or words they were read from)
  std::string lower;
  std::string key;      // AlignLexicon key; numbers: empty
  // Comparatives and superlatives of a word with an opposite ("lighter", "newest", "bigger"):
  // the key of that word (gradable_key); else empty. Irregular ones ("heavier") have it as key.
  std::string base;
  double value = 0.0;   // numbers
  std::string unit;     // numbers: "percent", "$", or the key of the next content word
  bool year = false;
  bool capitalised = false;
  bool sentence_initial = false;
  bool stopword = false;
  bool irregular = false;  // an irregular inflection ("went", "fell")
  bool negation = false;  // not, no, never, without, ... (and the "not" of "n't", "cannot")
  bool quoted = false;    // inside quotation marks (a title: "sang 'Once Upon a Dream'")
  bool has_opposite = false;  // AlignLexicon::has_opposite of key (or base)
  bool removed = false;   // folded into a number
  int sentence = 0;
  int clause = 0;
  bool content() const { return !removed && (kind == Kind::kNumber || (kind == Kind::kWord && !stopword)); }
};

bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
bool is_alpha(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Words and separators as LexicalJudge reads them.
bool is_word_byte(std::string_view s, std::size_t i) { return LexicalJudge::is_word_byte_at(s, i); }
std::size_t separator_len(std::string_view s, std::size_t i) { return LexicalJudge::separator_length(s, i); }

const std::unordered_map<std::string_view, double>& number_words() {
  static const std::unordered_map<std::string_view, double> m = {
      {"zero", 0},       {"one", 1},        {"two", 2},        {"three", 3},     {"four", 4},
      {"five", 5},       {"six", 6},        {"seven", 7},      {"eight", 8},     {"nine", 9},
      {"ten", 10},       {"eleven", 11},    {"twelve", 12},    {"thirteen", 13}, {"fourteen", 14},
      {"fifteen", 15},   {"sixteen", 16},   {"seventeen", 17}, {"eighteen", 18}, {"nineteen", 19},
      {"twenty", 20},    {"thirty", 30},    {"forty", 40},     {"fifty", 50},    {"sixty", 60},
      {"seventy", 70},   {"eighty", 80},    {"ninety", 90},    {"dozen", 12},    {"hundred", 100},
      {"thousand", 1e3}, {"million", 1e6},  {"billion", 1e9},  {"trillion", 1e12}};
  return m;
}

bool is_scale(double v) { return v >= 100 && (v == 100 || v == 1e3 || v == 1e6 || v == 1e9 || v == 1e12); }

// Units of measure, time and money (AlignLexicon keys): two numbers of the same value with two
// of these after them differ ("3 weeks" / "3 months"); with other words after them ("4,300
// employees" / "4,300 people") they may be the same count.
bool is_unit_key(const std::string& key) {
  static const std::unordered_set<std::string> units = [] {
    std::unordered_set<std::string> u;
    for (std::string_view w :
         {"second", "minute", "hour", "day", "week", "month", "year", "decade", "century", "percent", "metre", "meter",
          "kilometre", "kilometer", "km", "mile", "foot", "feet", "inch", "yard", "centimetre", "millimetre", "gram",
          "kilogram", "kg", "pound", "ton", "tonne", "ounce", "litre", "liter", "gallon", "acre", "hectare", "dollar",
          "euro", "cent", "yen", "GBP", "EUR", "$"}) {
      u.insert(AlignLexicon::builtin().key(std::string(w)));
      u.insert(std::string(w));
    }
    return u;
  }();
  return units.count(key) > 0;
}

bool is_month(std::string_view w) {
  static constexpr std::string_view kMonths[] = {"january", "february", "march",     "april",
                                                 "may",     "june",     "july",      "august",
                                                 "september", "october", "november", "december"};
  return std::find(std::begin(kMonths), std::end(kMonths), w) != std::end(kMonths);
}

bool is_negation_word(std::string_view w) {
  static constexpr std::string_view kNeg[] = {"not",  "no",      "never",   "without", "none",
                                              "nobody", "nothing", "neither", "nor",     "cannot"};
  return std::find(std::begin(kNeg), std::end(kNeg), w) != std::end(kNeg);
}

// Quantifier classes: 1 universal, 2 most, 3 existential, 4 only, 5 few (implies "not many"),
// 0 none.
int quantifier_class(std::string_view w) {
  if (w == "all" || w == "every" || w == "each" || w == "always" || w == "everyone" ||
      w == "everybody" || w == "everything") {
    return 1;
  }
  if (w == "most" || w == "majority" || w == "mostly") return 2;
  if (w == "some" || w == "several" || w == "many" || w == "sometimes") return 3;
  if (w == "few" || w == "rarely" || w == "seldom") return 5;
  if (w == "only" || w == "solely" || w == "exclusively") return 4;
  return 0;
}

// The key of the adjective a regular comparative or superlative is formed from, when that
// adjective has an opposite: "lighter" -> "light", "newest" -> "new", "later" -> "late",
// "bigger" -> "big", "busier" -> "busy" (WordNet lists only the irregular ones, adj.exc).
std::string gradable_key(const AlignLexicon& lex, std::string_view w) {
  std::string_view stem;
  if (w.size() >= 5 && w.ends_with("er")) stem = w.substr(0, w.size() - 2);
  if (w.size() >= 6 && w.ends_with("est")) stem = w.substr(0, w.size() - 3);
  if (stem.size() < 2) return {};
  std::string candidates[4] = {std::string(stem), std::string(stem) + "e", {}, {}};
  if (stem.size() >= 3 && stem[stem.size() - 1] == stem[stem.size() - 2]) candidates[2] = std::string(stem.substr(0, stem.size() - 1));
  if (stem.back() == 'i') candidates[3] = std::string(stem.substr(0, stem.size() - 1)) + "y";
  for (const std::string& c : candidates) {
    if (c.empty()) continue;
    std::string k = lex.key(c);
    if (lex.has_opposite(k)) return k;
  }
  return {};
}

std::vector<Tok> tokenize(std::string_view s) {
  const AlignLexicon& lex = AlignLexicon::builtin();
  std::vector<Tok> out;
  int sentence = 0, clause = 0;
  bool sentence_start = true;
  bool in_quote = false;  // until the closing mark, or the end of the line
  const std::size_t n = s.size();
  auto push_not = [&](std::string surface) {
    Tok t;
    t.surface = std::move(surface);
    t.lower = t.key = "not";
    t.stopword = t.negation = true;
    t.sentence = sentence;
    t.clause = clause;
    out.push_back(std::move(t));
  };
  std::size_t i = 0;
  while (i < n) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (is_digit(c)) {
      std::size_t j = i;
      std::string digits;
      bool comma = false;
      while (j < n) {
        const auto d = static_cast<unsigned char>(s[j]);
        if (is_digit(d)) {
          digits += static_cast<char>(d);
          ++j;
        } else if ((d == ',' || d == '.') && j + 1 < n && is_digit(static_cast<unsigned char>(s[j + 1]))) {
          if (d == '.') digits += '.';
          comma = comma || d == ',';
          ++j;
        } else {
          break;
        }
      }
      Tok t;
      t.kind = Kind::kNumber;
      t.surface = std::string(s.substr(i, j - i));
      t.value = std::strtod(digits.c_str(), nullptr);
      t.year = !comma && digits.find('.') == std::string::npos && t.value >= 1500 && t.value <= 2100;
      t.sentence = sentence;
      t.clause = clause;
      t.quoted = in_quote;
      // "5th", "1990s": the letters belong to the number.
      while (j < n && is_alpha(static_cast<unsigned char>(s[j]))) ++j;
      out.push_back(std::move(t));
      sentence_start = false;
      i = j;
      continue;
    }
    if (is_word_byte(s, i)) {
      std::size_t j = i;
      while (j < n && is_word_byte(s, j)) ++j;
      std::string surface(s.substr(i, j - i));
      bool nt = false;
      // Apostrophes: "don't" -> "do" + not, "Arnold's" -> "Arnold".
      std::size_t apos = j < n && s[j] == '\'' ? 1
                         : (j + 2 < n && static_cast<unsigned char>(s[j]) == 0xE2 &&
                            static_cast<unsigned char>(s[j + 1]) == 0x80 && static_cast<unsigned char>(s[j + 2]) == 0x99)
                             ? 3
                             : 0;
      if (apos && j + apos < n && is_alpha(static_cast<unsigned char>(s[j + apos]))) {
        std::size_t k = j + apos;
        while (k < n && is_alpha(static_cast<unsigned char>(s[k]))) ++k;
        std::string_view tail = s.substr(j + apos, k - j - apos);
        if ((tail == "t" || tail == "T") && !surface.empty() && (surface.back() == 'n' || surface.back() == 'N')) {
          surface.pop_back();
          nt = true;
        }
        j = k;
      }
      Tok t;
      t.surface = surface;
      t.lower = surface;
      for (char& ch : t.lower) {
        if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch + 32);
      }
      if (t.lower == "percent" || t.lower == "pct") {
        t.kind = Kind::kPercent;  // "45 percent" = "45%": not a word to align
        t.key.clear();
        t.stopword = true;
      } else if (t.lower == "cannot") {
        t.lower = "can";
        nt = true;
      } else if (t.lower == "wo" && nt) {
        t.lower = "will";
      } else if (t.lower == "ca" && nt) {
        t.lower = "can";
      }
      t.capitalised = is_alpha(static_cast<unsigned char>(surface[0])) && surface[0] >= 'A' && surface[0] <= 'Z';
      t.sentence_initial = sentence_start;
      t.stopword = LexicalJudge::is_stopword(t.lower);
      t.negation = is_negation_word(t.lower);
      t.key = lex.key(t.lower);
      t.irregular = lex.is_irregular(t.lower);
      // Whether the word has an opposite at all, so that the tests below look up pairs only for
      // such words (the lexicon's pair lookups are the judge's main cost).
      t.has_opposite = lex.has_opposite(t.key);
      if (!t.has_opposite && !t.stopword && (t.lower.ends_with("er") || t.lower.ends_with("est"))) {
        t.base = gradable_key(lex, t.lower);
        t.has_opposite = !t.base.empty();
      }
      t.sentence = sentence;
      t.clause = clause;
      t.quoted = in_quote;
      if (!t.lower.empty()) out.push_back(std::move(t));
      if (nt) push_not("n't");
      sentence_start = false;
      i = j;
      continue;
    }
    if (c == '%') {
      Tok t;
      t.kind = Kind::kPercent;
      t.surface = "%";
      t.stopword = true;
      t.sentence = sentence;
      t.clause = clause;
      out.push_back(std::move(t));
      ++i;
      continue;
    }
    const bool euro = i + 2 < n && c == 0xE2 && static_cast<unsigned char>(s[i + 1]) == 0x82 &&
                      static_cast<unsigned char>(s[i + 2]) == 0xAC;
    const bool pound = i + 1 < n && c == 0xC2 && static_cast<unsigned char>(s[i + 1]) == 0xA3;
    if (c == '$' || euro || pound) {
      Tok t;
      t.kind = Kind::kCurrency;
      t.surface = c == '$' ? "$" : euro ? "EUR" : "GBP";
      t.stopword = true;
      t.sentence = sentence;
      t.clause = clause;
      out.push_back(std::move(t));
      i += c == '$' ? 1 : euro ? 3 : 2;
      continue;
    }
    // Quotation marks: '"' toggles; a straight single quote opens after a space (else it is an
    // apostrophe, "the students' books") and closes an open quote; curly ones say which they are.
    const bool curly = i + 2 < n && c == 0xE2 && static_cast<unsigned char>(s[i + 1]) == 0x80;
    const unsigned char c3 = curly ? static_cast<unsigned char>(s[i + 2]) : 0;
    if (c == '"') {
      in_quote = !in_quote;
    } else if (c == '\'' || c3 == 0x98 || c3 == 0x99) {
      const bool after_space = i == 0 || s[i - 1] == ' ' || s[i - 1] == '\n' || s[i - 1] == '(';
      if (in_quote && !after_space) {
        in_quote = false;
      } else if (after_space && c3 != 0x99) {
        in_quote = true;
      }
    } else if (c3 == 0x9C) {
      in_quote = true;
    } else if (c3 == 0x9D) {
      in_quote = false;
    } else if (c == '\n') {
      in_quote = false;
    }
    if (c == '.' || c == '!' || c == '?' || c == '\n') {
      if (!sentence_start) {
        ++sentence;
        ++clause;
      }
      sentence_start = true;
    } else if (c == ',' || c == ';' || c == ':' || c == '(' || c == ')') {
      ++clause;
    }
    const std::size_t sep = separator_len(s, i);
    i += sep ? sep : 1;
  }
  // Number words, and scales after numbers: "three" -> 3, "twenty five" -> 25, "1.5 million".
  const auto& words = number_words();
  for (std::size_t k = 0; k < out.size(); ++k) {
    Tok& t = out[k];
    double v = 0.0;
    if (t.removed) continue;  // folded into the number before it ("1.5 million")
    if (t.kind == Kind::kNumber) {
      v = t.value;
    } else if (t.kind == Kind::kWord) {
      auto it = words.find(t.lower);
      if (it == words.end() || (t.lower == "one" && !(k + 1 < out.size() && out[k + 1].kind == Kind::kWord && !out[k + 1].stopword))) continue;
      // A scale word on its own is its value ("a hundred years", "the Hundred Years' War").
      v = it->second;
      t.kind = Kind::kNumber;
      t.key.clear();
      t.stopword = false;
    } else {
      continue;
    }
    double total = 0.0, current = v;
    std::size_t m = k + 1;
    for (; m < out.size(); ++m) {
      const Tok& u = out[m];
      if (u.kind != Kind::kWord || u.sentence != t.sentence) break;
      auto it = words.find(u.lower);
      if (it == words.end()) break;
      if (is_scale(it->second)) {
        if (it->second == 100) {
          current *= 100;
        } else {
          total += current * it->second;
          current = 0;
        }
      } else if (t.kind == Kind::kNumber && current >= 20 && current < 100 && it->second < 10) {
        current += it->second;
      } else {
        break;
      }
      t.surface += " " + u.surface;
      out[m].removed = true;
    }
    t.value = total + current;
    if (m > k + 1) t.year = false;
  }
  std::erase_if(out, [](const Tok& t) { return t.removed; });
  // Units: "%"/"percent", a currency sign before, else the next content word.
  for (std::size_t k = 0; k < out.size(); ++k) {
    Tok& t = out[k];
    if (t.kind != Kind::kNumber) continue;
    if (k > 0 && out[k - 1].kind == Kind::kCurrency) {
      t.unit = out[k - 1].surface;
      t.year = false;
    } else if (k + 1 < out.size()) {
      const Tok& u = out[k + 1];
      if (u.kind == Kind::kPercent || (u.lower == "per" && k + 2 < out.size() && out[k + 2].lower == "cent")) {
        t.unit = "percent";
        t.year = false;
      } else if (u.kind == Kind::kWord && !u.stopword && u.sentence == t.sentence && !is_month(u.lower)) {
        t.unit = u.key;
      }
    }
  }
  return out;
}

// Whether tokens [b, e) of `t` hold the word `w` (by key).
bool holds_word(const std::vector<Tok>& t, std::size_t b, std::size_t e, const Tok& w) {
  for (std::size_t q = b; q < e; ++q) {
    if (t[q].kind == Kind::kWord && t[q].key == w.key) return true;
  }
  return false;
}

bool same_value(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)}); }

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// Per-token negation scope: a token is in scope when a negation cue precedes it in the same
// clause within 6 tokens ("without", "no": 3).
std::vector<bool> negated(const std::vector<Tok>& t, std::size_t begin, std::size_t end) {
  std::vector<bool> out(t.size(), false);
  for (std::size_t k = begin; k < end; ++k) {
    if (!t[k].negation) continue;
    const std::size_t reach = (t[k].lower == "without" || t[k].lower == "no") ? 3 : 6;
    for (std::size_t m = k + 1; m < end && m <= k + reach && t[m].clause == t[k].clause; ++m) {
      if (t[m].lower == "but") break;
      out[m] = true;
    }
    // "fail to V": the cue is "fail".
  }
  for (std::size_t k = begin; k + 1 < end; ++k) {
    if ((t[k].key == "fail" || t[k].key == "fai") && t[k + 1].lower == "to") {
      for (std::size_t m = k + 2; m < end && m <= k + 5 && t[m].clause == t[k].clause; ++m) out[m] = true;
    }
  }
  return out;
}

// Looks like a finite verb (no part-of-speech tagger): -ed, -s, or an irregular form.
bool verb_like(const Tok& t) {
  const std::string& w = t.lower;
  return t.kind == Kind::kWord && !t.capitalised && !t.stopword && w.size() > 3 &&
         (w.ends_with("ed") || (w.ends_with("s") && !w.ends_with("ss")) || t.irregular);
}

// premise_length is capped at log(1 + 8,102 tokens): all but two of the dev pairs it was fitted on
// are shorter (WiCE chunks up to 568 tokens, whole WiCE pages and AttributionBench references
// longer), and a longer premise must not extrapolate beyond them.
constexpr double kMaxPremiseLength = 9.0;

bool is_failure_cue(const Tok& t) { return t.key == "fail" || t.key == "fai"; }

// Sentence adverbs that paraphrases add, drop or swap freely.
bool is_discourse_adverb(std::string_view w) {
  static constexpr std::string_view kWords[] = {"also", "furthermore", "moreover", "however", "additionally",
                                                "hence", "thus", "therefore", "actually", "indeed", "meanwhile"};
  return std::find(std::begin(kWords), std::end(kWords), w) != std::end(kWords) || w.ends_with("ly");
}

// Spelling variants ("flavor"/"flavour", "Alemania"/"Alemanía"): edit distance <= 2 between
// words of 5+ bytes.
bool spelling_variant(std::string_view a, std::string_view b) {
  if (a.size() < 5 || b.size() < 5) return false;
  if (a.size() > b.size() + 2 || b.size() > a.size() + 2) return false;
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diag = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()] <= 2;
}

}  // namespace

double AlignJudge::threshold() { return kAlignThreshold; }

AlignJudge::Analysis AlignJudge::analyze(std::string_view premise_text, std::string_view hypothesis_text) {
  const AlignLexicon& lex = AlignLexicon::builtin();
  Analysis a;
  std::vector<Tok> h = tokenize(hypothesis_text);
  std::vector<Tok> p = tokenize(premise_text);
  auto& f = a.features;

  // Hypothesis content tokens (distinct by key / value) with weights.
  std::vector<std::size_t> hc;
  for (std::size_t k = 0; k < h.size(); ++k) {
    if (!h[k].content()) continue;
    bool dup = false;
    for (std::size_t m : hc) {
      if (h[m].kind == h[k].kind && (h[k].kind == Kind::kNumber ? same_value(h[m].value, h[k].value) : h[m].key == h[k].key)) dup = true;
    }
    if (!dup) hc.push_back(k);
  }
  if (hc.empty() || p.empty()) {
    a.reasons.push_back(hc.empty() ? "no_content" : "empty_premise");
    a.prob = 0.0;
    return a;
  }
  auto weight = [&](const Tok& t) {
    return t.kind == Kind::kNumber ? 2.0 : (t.capitalised && !t.sentence_initial) ? 2.0 : 1.0;
  };
  auto matches = [&](const Tok& x, const Tok& y) {
    if (x.kind == Kind::kNumber || y.kind == Kind::kNumber) {
      return x.kind == y.kind && same_value(x.value, y.value);
    }
    if (y.kind != Kind::kWord || y.key.empty()) return false;
    if (x.key == y.key) return true;
    if (y.stopword) return false;
    if (lex.related(x.key, y.key)) return true;
    // Derivations WordNet does not link ("regulatory" / "regulators"): a shared beginning of six
    // letters or more that is three quarters of the shorter word.
    const std::size_t shorter = std::min(x.lower.size(), y.lower.size());
    if (shorter < 7 || x.lower[0] != y.lower[0]) return false;
    const std::size_t common = static_cast<std::size_t>(
        std::mismatch(x.lower.begin(), x.lower.begin() + static_cast<std::ptrdiff_t>(shorter), y.lower.begin()).first - x.lower.begin());
    return common >= 6 && 4 * common >= 3 * shorter;
  };

  // Which premise tokens each hypothesis content token matches.
  const int sentences = p.back().sentence + 1;
  std::vector<std::vector<std::size_t>> where(hc.size());
  for (std::size_t i = 0; i < hc.size(); ++i) {
    for (std::size_t k = 0; k < p.size(); ++k) {
      if (matches(h[hc[i]], p[k])) where[i].push_back(k);
    }
  }
  double total = 0.0, global = 0.0;
  for (std::size_t i = 0; i < hc.size(); ++i) {
    total += weight(h[hc[i]]);
    if (!where[i].empty()) global += weight(h[hc[i]]);
  }
  // Best window of 1-3 sentences.
  int best_begin = 0, best_len = 1;
  double best = -1.0;
  for (int len = 1; len <= 3; ++len) {
    for (int b = 0; b + len <= std::max(sentences, len); ++b) {
      double cov = 0.0;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        for (std::size_t k : where[i]) {
          if (p[k].sentence >= b && p[k].sentence < b + len) {
            cov += weight(h[hc[i]]);
            break;
          }
        }
      }
      if (cov > best + 1e-12) {
        best = cov;
        best_begin = b;
        best_len = len;
      }
    }
  }
  auto in_window = [&](std::size_t k) { return p[k].sentence >= best_begin && p[k].sentence < best_begin + best_len; };
  std::size_t wb = p.size(), we = 0;
  for (std::size_t k = 0; k < p.size(); ++k) {
    if (in_window(k)) {
      wb = std::min(wb, k);
      we = k + 1;
    }
  }
  // First aligned occurrence of each content token inside the window (npos: unaligned).
  constexpr std::size_t npos = static_cast<std::size_t>(-1);
  std::vector<std::size_t> at(hc.size(), npos);
  std::vector<int> sentence_hits(sentences, 0);
  for (std::size_t i = 0; i < hc.size(); ++i) {
    for (std::size_t k : where[i]) {
      if (in_window(k)) {
        at[i] = k;
        break;
      }
    }
    if (at[i] != npos) ++sentence_hits[p[at[i]].sentence];
  }
  const int anchor = static_cast<int>(std::max_element(sentence_hits.begin(), sentence_hits.end()) - sentence_hits.begin());
  // Sentences of the window aligned nearly as well as the anchor (one hit fewer at most): the
  // negation and opposite tests look there too ("Kilimanjaro is in Tanzania ... It is a dormant
  // volcano" / "Kilimanjaro is not a volcano": one hit each).
  auto near_anchor = [&](int s) { return sentence_hits[s] > 0 && sentence_hits[s] + 1 >= sentence_hits[anchor]; };
  const double coverage = best / total;
  f[0] = coverage;
  f[1] = global / total;

  // Bigrams: consecutive content tokens aligned in the same order, close together.
  int bigrams = 0, bigram_hits = 0, unaligned = 0;
  for (std::size_t i = 0; i < hc.size(); ++i) {
    if (at[i] == npos) ++unaligned;
    if (i + 1 < hc.size()) {
      ++bigrams;
      if (at[i] != npos && at[i + 1] != npos && at[i + 1] > at[i] && at[i + 1] - at[i] <= 4) ++bigram_hits;
    }
  }
  f[2] = bigrams ? static_cast<double>(bigram_hits) / bigrams : coverage;
  f[3] = std::min(unaligned, 6);
  f[13] = std::log(static_cast<double>(hc.size()));
  std::size_t lo = npos, hi = 0;
  for (std::size_t k : at) {
    if (k == npos) continue;
    lo = std::min(lo, k);
    hi = std::max(hi, k);
  }
  const std::size_t aligned = hc.size() - unaligned;
  f[14] = aligned ? std::min(4.0, static_cast<double>(hi - lo + 1) / static_cast<double>(aligned)) / 4.0 : 1.0;

  // Coverage by kind of word, anywhere in the premise: names, numbers, long (rarer) words, and
  // the single best sentence; the lexical judge's own score; what is left uncovered.
  {
    double names = 0, names_hit = 0, numbers = 0, numbers_hit = 0, longw = 0, longw_hit = 0;
    for (std::size_t i = 0; i < hc.size(); ++i) {
      const Tok& x = h[hc[i]];
      const bool hit = !where[i].empty();
      if (x.kind == Kind::kNumber) {
        numbers += 1;
        numbers_hit += hit;
      } else if (x.capitalised && !x.sentence_initial) {
        names += 1;
        names_hit += hit;
      } else if (x.lower.size() >= 7) {
        longw += 1;
        longw_hit += hit;
      }
    }
    f[15] = LexicalJudge::score(premise_text, hypothesis_text);
    f[16] = names > 0 ? names_hit / names : 1.0;
    f[17] = numbers > 0 ? numbers_hit / numbers : 1.0;
    f[18] = longw > 0 ? longw_hit / longw : 1.0;
    double best1 = 0;
    for (int b = 0; b < sentences; ++b) {
      double cov = 0.0;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        for (std::size_t k : where[i]) {
          if (p[k].sentence == b) {
            cov += weight(h[hc[i]]);
            break;
          }
        }
      }
      best1 = std::max(best1, cov);
    }
    f[19] = best1 / total;
    f[20] = std::min(6.0, total - global);
    f[21] = names > 0 ? 1.0 : 0.0;
    f[22] = std::min(6.0, names - names_hit);
  }
  // The premise's length, and its products with the coverage features: how much a covered word
  // says depends on how long the text it was found in is (a word of a 20-word reference is
  // stronger evidence than one of a 400-word page).
  f[23] = std::min(std::log1p(static_cast<double>(p.size())), kMaxPremiseLength);
  for (std::size_t k = 0; k < kInteracting.size(); ++k) f[24 + k] = f[kInteracting[k]] * f[23];
  // The squares of the coverage features: the dev pairs' coverage runs from near 0 (WiCE chunks
  // that do not hold the evidence) to near 1 (references of a claim), and a covered word does not
  // weigh the same at both ends of that range.
  for (std::size_t k = 0; k < kSquared.size(); ++k) f[32 + k] = f[kSquared[k]] * f[kSquared[k]];
  // Word order: the longest common subsequence of the claim's content words (in order, repeats
  // kept) and the content words of two consecutive premise sentences, over the claim's length.
  // Claims that copy or closely paraphrase their source keep its order; a claim assembled from
  // words scattered over a page does not.
  {
    std::vector<std::size_t> hseq;  // index into hc of each content token of the claim, in order
    for (std::size_t k = 0; k < h.size(); ++k) {
      if (!h[k].content()) continue;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        if (hc[i] == k || (h[hc[i]].kind == h[k].kind &&
                           (h[k].kind == Kind::kNumber ? same_value(h[hc[i]].value, h[k].value) : h[hc[i]].key == h[k].key))) {
          hseq.push_back(i);
          break;
        }
      }
    }
    // Which premise tokens each distinct claim token matches, as a row of flags.
    std::vector<std::vector<char>> hit(hc.size(), std::vector<char>(p.size(), 0));
    for (std::size_t i = 0; i < hc.size(); ++i) {
      for (std::size_t k : where[i]) hit[i][k] = 1;
    }
    std::vector<std::size_t> first(sentences + 1, p.size());  // first token of each sentence
    for (std::size_t k = p.size(); k-- > 0;) first[p[k].sentence] = k;
    for (int b = sentences - 1; b >= 0; --b) first[b] = std::min(first[b], first[b + 1]);
    std::vector<int> prev(hseq.size() + 1), cur(hseq.size() + 1);
    int best_lcs = 0;
    for (int b = 0; b < std::max(1, sentences - 1); ++b) {
      std::fill(prev.begin(), prev.end(), 0);
      for (std::size_t k = first[b]; k < first[std::min(b + 2, sentences)]; ++k) {
        if (!p[k].content()) continue;
        cur[0] = 0;
        for (std::size_t j = 0; j < hseq.size(); ++j) {
          cur[j + 1] = hit[hseq[j]][k] ? prev[j] + 1 : std::max(prev[j + 1], cur[j]);
        }
        std::swap(prev, cur);
      }
      best_lcs = std::max(best_lcs, prev[hseq.size()]);
    }
    f[37] = hseq.empty() ? 0.0 : static_cast<double>(best_lcs) / static_cast<double>(hseq.size());
  }

  std::vector<std::string> reasons;
  // Unaligned hypothesis words that a detected mismatch accounts for (the "60" of a
  // number_mismatch, the "fell" of an antonym): a claim whose only unaligned words are these is
  // aligned but contradicted.
  std::vector<bool> explained(hc.size(), false);
  // Numbers and dates: compared with the numbers of the window, then the whole premise.
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    if (x.kind != Kind::kNumber) continue;
    bool found = false, unit_clash = false;
    const Tok* other = nullptr;
    const Tok* same_unit = nullptr;
    for (std::size_t k = wb; k < we; ++k) {
      const Tok& y = p[k];
      if (y.kind != Kind::kNumber) continue;
      if (same_value(x.value, y.value)) {
        if (x.unit.empty() || y.unit.empty() || x.unit == y.unit || lex.related(x.unit, y.unit) ||
            !is_unit_key(x.unit) || !is_unit_key(y.unit)) {
          found = true;
        } else {
          unit_clash = true;
          other = &y;
        }
      } else {
        if (!x.unit.empty() && x.unit == y.unit && x.year == y.year) same_unit = &y;
        if (x.year == y.year && (!other || (other->sentence != anchor && y.sentence == anchor))) {
          if (!unit_clash) other = &y;
        }
      }
    }
    // A day after a month ("December 20"): the anchor sentence's day after that month is the one
    // to match, though the number be elsewhere in the premise ("after December 20").
    if (hc[i] > 0 && is_month(h[hc[i] - 1].lower)) {
      std::size_t day = npos;
      bool same = false;
      for (std::size_t k = wb + 1; k < we; ++k) {
        if (p[k].kind != Kind::kNumber || p[k].sentence != anchor || p[k - 1].lower != h[hc[i] - 1].lower ||
            p[k].year != x.year) {
          continue;
        }
        if (same_value(p[k].value, x.value)) same = true;
        if (!same_value(p[k].value, x.value) && day == npos) day = k;
      }
      if (day != npos && !same) {
        f[6] = 1;
        explained[i] = true;
        reasons.push_back(fmt::format("date_mismatch: {} {} vs {} {}", h[hc[i] - 1].surface, x.surface,
                                      p[day - 1].surface, p[day].surface));
        continue;
      }
    }
    if (found) continue;
    if (unit_clash) {
      f[4] = 1;
      explained[i] = true;
      // The unit word after the number ("months") is part of the mismatch.
      for (std::size_t j = 0; j < hc.size(); ++j) explained[j] = explained[j] || hc[j] == hc[i] + 1;
      reasons.push_back(fmt::format("number_mismatch: {} {} vs {} {}", x.surface, x.unit, other->surface, other->unit));
      continue;
    }
    if (!where[i].empty()) continue;  // elsewhere in the premise
    if (same_unit) other = same_unit;
    if (other) explained[i] = true;
    if (other) {
      if (x.year) {
        f[6] = 1;
        reasons.push_back(fmt::format("date_mismatch: {} vs {}", x.surface, other->surface));
      } else {
        f[4] = 1;
        reasons.push_back(fmt::format("number_mismatch: {} vs {}", x.surface, other->surface));
      }
    } else {
      f[5] = 1;
      reasons.push_back(fmt::format("number_missing: {}", x.surface));
    }
  }
  // Months.
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    if (x.kind != Kind::kWord || !is_month(x.lower) || !where[i].empty()) continue;
    for (std::size_t k = wb; k < we; ++k) {
      if (p[k].kind == Kind::kWord && is_month(p[k].lower) && p[k].capitalised) {
        f[6] = 1;
        explained[i] = true;
        reasons.push_back(fmt::format("date_mismatch: {} vs {}", x.surface, p[k].surface));
        break;
      }
    }
  }

  // Units without a number: an unaligned unit word where the anchor sentence holds another ("after
  // a few years" / "after a few weeks").
  for (std::size_t i = 0; i < hc.size() && f[4] == 0; ++i) {
    const Tok& x = h[hc[i]];
    if (x.kind != Kind::kWord || !where[i].empty() || !is_unit_key(x.key)) continue;
    for (std::size_t k = wb; k < we; ++k) {
      const Tok& u = p[k];
      if (u.kind != Kind::kWord || u.sentence != anchor || !is_unit_key(u.key) || lex.related(x.key, u.key)) continue;
      if (holds_word(h, 0, h.size(), u)) continue;
      f[4] = 1;
      explained[i] = true;
      reasons.push_back(fmt::format("number_mismatch: {} vs {}", x.surface, u.surface));
      break;
    }
  }

  // Negation: a cue whose scope holds aligned content on one side only, unless an opposite
  // accounts for it ("not available" / "unavailable", "is not closed" / "is open"): a word of the
  // claim whose opposite the source holds with the other polarity.
  const std::vector<bool> hneg = negated(h, 0, h.size());
  const std::vector<bool> pneg = negated(p, wb, we);
  auto opposite_key = [](const Tok& t) -> const std::string& { return t.base.empty() ? t.key : t.base; };
  // Neither word on both sides: "hardware" and "software" in both are no such pair.
  bool negated_opposite = false;
  bool any_negation = std::find(hneg.begin(), hneg.end(), true) != hneg.end();
  for (std::size_t m = wb; m < we && !any_negation; ++m) any_negation = pneg[m];
  for (std::size_t k = 0; k < h.size() && any_negation && !negated_opposite; ++k) {
    if (h[k].kind != Kind::kWord || !h[k].has_opposite || holds_word(p, wb, we, h[k])) continue;
    for (std::size_t m = wb; m < we && !negated_opposite; ++m) {
      negated_opposite = p[m].kind == Kind::kWord && p[m].has_opposite && hneg[k] != pneg[m] && near_anchor(p[m].sentence) &&
                         lex.opposite(opposite_key(h[k]), opposite_key(p[m])) && !holds_word(h, 0, h.size(), p[m]);
    }
  }
  if (!negated_opposite) {
    const std::vector<bool>& hn = hneg;
    const std::vector<bool>& pn = pneg;
    bool h_cue = false;
    for (const Tok& t : h) h_cue = h_cue || t.negation || is_failure_cue(t);
    int flips = 0, agree = 0;
    for (std::size_t i = 0; i < hc.size(); ++i) {
      if (at[i] == npos || h[hc[i]].kind != Kind::kWord || !near_anchor(p[at[i]].sentence)) continue;
      // The premise occurrence in the anchor sentence or one nearly as well aligned.
      if (hn[hc[i]] != pn[at[i]]) {
        ++flips;
      } else if (hn[hc[i]]) {
        ++agree;
      }
    }
    bool p_cue_on_aligned = false;
    for (std::size_t i = 0; i < hc.size(); ++i) p_cue_on_aligned = p_cue_on_aligned || (at[i] != npos && pn[at[i]] && !hn[hc[i]] && near_anchor(p[at[i]].sentence));
    if ((h_cue && flips > 0 && agree == 0) || (!h_cue && p_cue_on_aligned)) {
      f[7] = 1;
      // The hypothesis's own cue ("never", "fail") is the mismatch, not an unaligned word.
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || h[hc[i]].negation || is_failure_cue(h[hc[i]]);
      reasons.push_back(h_cue ? "negation: the hypothesis negates what the source states"
                              : "negation: the source negates what the hypothesis states");
    }
  }

  // Antonyms and opposite directions: a hypothesis word (content or direction word) whose
  // opposite, negated or not as the word is, stands in the anchor sentence (or one aligned nearly
  // as well) without the word itself ("blood pressure fell ... no increase in the risk" / "blood
  // pressure increased"; but "Quarterly profit rose ... Fuel costs fell" / "Fuel costs rose").
  for (std::size_t k = 0; k < h.size() && f[8] == 0; ++k) {
    const Tok& x = h[k];
    // Quantifiers ("all"/"some" are WordNet antonyms) are the quantifier test's.
    if (x.kind != Kind::kWord || quantifier_class(x.lower) != 0) continue;
    if (!x.has_opposite) continue;
    const std::string& xk = opposite_key(x);
    // The opposite, with the same polarity, in a sentence that does not hold the word itself.
    const Tok* opp = nullptr;
    for (std::size_t m = wb; m < we && !opp; ++m) {
      if (p[m].kind != Kind::kWord || !p[m].has_opposite || !near_anchor(p[m].sentence) || hneg[k] != pneg[m] ||
          !lex.opposite(xk, opposite_key(p[m]))) {
        continue;
      }
      bool present = false;
      for (std::size_t q = wb; q < we && !present; ++q) {
        present = p[q].sentence == p[m].sentence && p[q].kind == Kind::kWord && (p[q].key == x.key || opposite_key(p[q]) == xk);
      }
      if (!present) opp = &p[m];
    }
    // Both words in the claim: a contrast it draws ("at higher altitudes ... at lower temperatures").
    for (const Tok& y : h) {
      if (opp && y.kind == Kind::kWord && (y.key == opp->key || opposite_key(y) == opposite_key(*opp))) opp = nullptr;
    }
    if (opp) {
      f[8] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      reasons.push_back(fmt::format("antonym: {} vs {}", x.surface, opp->surface));
    }
  }

  // Quantifiers: the quantifier in front of an aligned word differs in class.
  for (std::size_t k = 0; k < h.size() && f[9] == 0; ++k) {
    const int qh = quantifier_class(h[k].lower);
    if (qh == 0) continue;
    // The next aligned content word within 3 tokens.
    std::size_t target = npos;
    for (std::size_t i = 0; i < hc.size(); ++i) {
      if (hc[i] > k && hc[i] <= k + 3 && at[i] != npos) {
        target = at[i];
        break;
      }
    }
    if (target == npos) continue;
    int qp = 0;
    std::string qp_word = "-";
    for (std::size_t m = target >= 4 ? target - 4 : 0; m < target; ++m) {
      if (p[m].sentence != p[target].sentence) continue;
      if (int q = quantifier_class(p[m].lower)) {
        qp = q;
        qp_word = p[m].surface;
      }
    }
    const bool entailed = qh == qp || (qh == 3 && (qp == 1 || qp == 2)) || (qh == 2 && qp == 1);
    // A strong hypothesis quantifier needs support; a missing weak one ("some") does not.
    if (!entailed && (qp != 0 || qh == 1 || qh == 4)) {
      f[9] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      reasons.push_back(fmt::format("quantifier: {} vs {}", h[k].surface, qp_word));
    }
  }

  // Swapped roles: X V Y in the hypothesis, Y V X in the verb's sentence of the premise. X is the
  // content word right before the aligned verb V; Y the one right after it, or a later name of
  // V's clause ("Japan exports olive oil to Spain" / "Spain exports olive oil to Japan"). A
  // passive on one side only flips the order: V followed by "by"; a participle after a form
  // of "be" on one side only leaves it undecided ("The vaccine was developed at Oxford" /
  // "Oxford developed the vaccine"). Names in quotes are titles, not arguments. Between
  // two names any aligned content word may be the verb ("Brazil beat Germany").
  {
    auto is_be = [](const Tok& t) {
      return t.lower == "is" || t.lower == "are" || t.lower == "was" || t.lower == "were" || t.lower == "be" ||
             t.lower == "been" || t.lower == "being";
    };
    // "by" before an amount measures ("shrunk by more than 80 percent"); it names no agent.
    auto by_passive = [](const std::vector<Tok>& t, std::size_t k) {
      if (k + 1 >= t.size() || t[k + 1].lower != "by") return false;
      if (k + 2 >= t.size()) return true;
      const Tok& n = t[k + 2];
      static constexpr std::string_view kAmount[] = {"more", "less", "fewer", "about", "around", "over", "under",
                                                     "nearly", "almost", "roughly", "approximately", "some",
                                                     "up", "far", "half", "much", "as"};
      return !(n.kind == Kind::kNumber || n.kind == Kind::kCurrency ||
               std::find(std::begin(kAmount), std::end(kAmount), n.lower) != std::end(kAmount));
    };
    // A participle after a form of "be" ("was developed at"): passive, but a bare participle may be
    // one too ("a narrative told from", a headline's "Ashwin named captain"), so a difference in
    // this alone leaves the order undecided rather than flipped.
    auto be_passive = [&](const std::vector<Tok>& t, std::size_t k) {
      const bool participle = t[k].lower.ends_with("ed") || t[k].irregular;
      for (std::size_t back = 1; participle && back <= 2 && back <= k; ++back) {
        if (is_be(t[k - back])) return true;
        if (!t[k - back].lower.ends_with("ly") && t[k - back].lower != "not") break;  // "was quickly sold"
      }
      return false;
    };
    // 0 active, 1 passive without its agent ("was developed at"), 2 passive with "by".
    auto voice = [&](const std::vector<Tok>& t, std::size_t k) { return by_passive(t, k) ? 2 : be_passive(t, k) ? 1 : 0; };
    // A noun made from the verb ("contributions from Leon Moisseiff") orders its arguments freely.
    auto nominal = [](const Tok& t) {
      for (std::string_view suffix : {"tion", "tions", "sion", "sions", "ment", "ments", "ance", "ances", "ence", "ences"}) {
        if (t.lower.ends_with(suffix)) return true;
      }
      return false;
    };
    // A verb's base form after a modal or "to" ("can still reach", "agreed to buy").
    auto after_modal = [&](std::size_t k) {
      static constexpr std::string_view kModal[] = {"can", "could", "will", "would", "may", "might", "must",
                                                    "should", "shall", "to", "did", "does", "do"};
      for (std::size_t back = 1; back <= 2 && back <= k; ++back) {
        const std::string& w = h[k - back].lower;
        if (std::find(std::begin(kModal), std::end(kModal), w) != std::end(kModal)) return true;
        if (!w.ends_with("ly") && w != "still" && w != "also" && w != "not") return false;
      }
      return false;
    };
    auto capital = [&](std::size_t i) { return h[hc[i]].kind == Kind::kWord && h[hc[i]].capitalised; };
    auto late_name = [&](std::size_t i) { return capital(i) && !h[hc[i]].sentence_initial && !h[hc[i]].stopword; };
    for (std::size_t v = 1; v + 1 < hc.size() && f[10] == 0; ++v) {
      const Tok& hv = h[hc[v]];
      // X: the content word before V, past a verb it governs ("Beta agreed to buy Acme").
      std::size_t xi = v - 1;
      if (xi > 0 && verb_like(h[hc[xi]]) && h[hc[xi]].clause == hv.clause && hc[v] - hc[xi] <= 2) --xi;
      if (at[v] == npos || at[xi] == npos || h[hc[xi]].kind != Kind::kWord || hv.kind != Kind::kWord || hv.capitalised) continue;
      const std::size_t pv = at[v];
      if (nominal(p[pv]) || (p[pv].lower.ends_with("ing") && !hv.lower.ends_with("ing"))) continue;  // "free parking"
      if (p[pv].key != hv.key && !verb_like(p[pv])) continue;  // "The Greens' leader, Anna Weber" / "Weber leads"
      for (std::size_t yi = v + 1; yi < hc.size() && f[10] == 0; ++yi) {
        if (h[hc[yi]].clause != hv.clause) break;
        if (h[hc[yi]].quoted || h[hc[xi]].quoted || (yi > v + 1 && !late_name(yi))) continue;
        if (at[yi] == npos || h[hc[yi]].kind != Kind::kWord) continue;
        if (!((verb_like(hv) || after_modal(hc[v])) && xi + 1 == v) &&
            !(capital(xi) && late_name(yi) && yi == v + 1 && !hv.stopword && !h[hc[yi]].quoted)) {
          continue;
        }
        // Occurrences of X and Y in V's sentence of the premise, on the other side of V if any.
        std::size_t px = npos, py = npos;
        for (std::size_t k : where[xi]) if (p[k].sentence == p[pv].sentence && (px == npos || (k < pv) != (px < pv))) px = k;
        for (std::size_t k : where[yi]) if (p[k].sentence == p[pv].sentence && (py == npos || (k > pv) != (py > pv))) py = k;
        if (px == npos || py == npos) continue;
        // Beyond the adjacent X V Y, only the plain shape on both sides: Y at most 10 tokens before
        // V in the premise, X at most 6 after it, in V's clause, and Y at most 6 tokens after V in
        // the hypothesis (titles and lists of names around a verb are not its arguments).
        if (yi > v + 1 || xi + 1 < v || !verb_like(hv)) {
          const bool shape = py < pv && pv - py <= 10 && p[py].clause == p[pv].clause && px > pv && px - pv <= 6 &&
                             p[px].clause == p[pv].clause && hc[yi] - hc[v] <= 6;
          if (!shape) continue;
        }
        const int hvoice = voice(h, hc[v]), pvoice = voice(p, pv);
        if ((hvoice == 1) != (pvoice == 1)) continue;
        const bool h_passive = hvoice == 2;
        const bool p_passive = pvoice == 2;
        const bool same_order = px < pv && pv < py;
        const bool reversed = py < pv && pv < px;
        if ((reversed && h_passive == p_passive) || (same_order && h_passive != p_passive)) {
          f[10] = 1;
          reasons.push_back(fmt::format("swapped_roles: {} / {}", h[hc[xi]].surface, h[hc[yi]].surface));
        }
      }
    }
  }

  // Names absent from the whole premise.
  int missing_names = 0;
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    if (x.kind != Kind::kWord || !x.capitalised || x.sentence_initial || !where[i].empty() || is_month(x.lower)) continue;
    if (missing_names++ == 0) reasons.push_back(fmt::format("entity_missing: {}", x.surface));
  }
  f[11] = std::min(missing_names, 3);
  // A name put in place of another: right after (before) the premise occurrence of the missing
  // name's aligned neighbour, the anchor sentence holds a name the hypothesis lacks ("designed by
  // Brunel's firm" / "designed by Gustave Eiffel's firm"; "founded in 2004 in Austin" / "founded
  // in Dallas"). The missing name is then the mismatch (hard), not an unaligned word. A name the
  // premise holds elsewhere but not in the anchor sentence counts too ("Rivera, who proposed the
  // ban ... Chen and Okafor voted against it" / "Chen proposed the ban") when it is a one-word
  // name next to a verb, and then a sentence's first word is a name when the premise writes it as
  // one.
  bool name_swapped = false;
  auto is_name = [](const Tok& t) { return t.kind == Kind::kWord && t.capitalised && !t.sentence_initial && !t.stopword && !is_month(t.lower); };
  auto foreign_name = [&](std::size_t m) {
    if (m < wb || m >= we || p[m].sentence != anchor || !is_name(p[m])) return false;
    for (const Tok& x : h) if (x.kind == Kind::kWord && (x.key == p[m].key || lex.related(x.key, p[m].key))) return false;
    return true;
  };
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    bool in_anchor = false, named_in_premise = false;
    for (std::size_t k : where[i]) {
      in_anchor = in_anchor || p[k].sentence == anchor;
      named_in_premise = named_in_premise || is_name(p[k]);
    }
    const bool name = is_name(x) || (x.kind == Kind::kWord && x.capitalised && !x.stopword && named_in_premise);
    if (!name || in_anchor || x.quoted) continue;
    // Elsewhere in the premise: a one-word name only (the parts of "Primetime Emmy Award for
    // Outstanding Guest Actress" are spread over a page's sentences).
    auto capitalised_at = [&](std::size_t k) { return k < h.size() && h[k].kind == Kind::kWord && h[k].capitalised; };
    // And one in a verb's argument slot: next to a verb of the claim.
    if (!where[i].empty() && (capitalised_at(hc[i] + 1) || (hc[i] > 0 && capitalised_at(hc[i] - 1)) ||
                              !((i + 1 < hc.size() && verb_like(h[hc[i + 1]])) || (i > 0 && verb_like(h[hc[i - 1]]))))) {
      continue;
    }
    const Tok* here = nullptr;  // the other name
    if (i > 0 && at[i - 1] != npos && p[at[i - 1]].sentence == anchor) {
      const std::size_t pb = at[i - 1];
      for (std::size_t m = pb + 1; m <= pb + 5 && m < p.size() && p[m].clause == p[pb].clause && !here; ++m) {
        if (foreign_name(m)) here = &p[m];
      }
    }
    // Before the next neighbour, or right after it when the names around it are reordered
    // ("Cambridge University" / "the University of Oxford").
    if (i + 1 < hc.size() && at[i + 1] != npos && p[at[i + 1]].sentence == anchor) {
      const std::size_t nb = at[i + 1];
      for (std::size_t m = nb >= 3 ? nb - 3 : 0; m <= nb + 2 && !here; ++m) {
        if (m != nb && (m < nb || is_name(h[hc[i + 1]])) && foreign_name(m)) here = &p[m];
      }
    }
    if (here) {
      name_swapped = true;
      explained[i] = true;
      if (!where[i].empty()) reasons.push_back(fmt::format("entity_elsewhere: {} vs {}", x.surface, here->surface));
    }
  }

  // Substitution: the one unaligned hypothesis word sits in a slot of the anchor sentence that
  // holds another word: between the premise occurrences of its aligned neighbours, or right
  // after (before) the neighbour when it ends (starts) the claim and the slot ends (starts) a
  // phrase. Same kind of word on both sides (a name for a name), not verbs (paraphrases swap
  // verbs freely: "went to" / "was awarded to"). "made of cheese" / "made of rock".
  auto is_aligned_at = [&](std::size_t m) { return std::find(at.begin(), at.end(), m) != at.end(); };
  for (std::size_t i = 0; i < hc.size() && f[12] == 0 && unaligned == 1; ++i) {
    const Tok& x = h[hc[i]];
    if (at[i] != npos || x.kind != Kind::kWord || !where[i].empty()) continue;
    const bool has_prev = i > 0, has_next = i + 1 < hc.size();
    const std::size_t pp = has_prev ? at[i - 1] : npos, pn = has_next ? at[i + 1] : npos;
    if ((has_prev && (pp == npos || p[pp].sentence != anchor)) || (has_next && (pn == npos || p[pn].sentence != anchor))) continue;
    std::vector<std::size_t> slot;  // premise content tokens in the slot
    if (has_prev && has_next) {
      if (pn <= pp || pn - pp > 5) continue;
      for (std::size_t m = pp + 1; m < pn; ++m) if (p[m].content()) slot.push_back(m);
    } else if (has_prev) {
      std::size_t m = pp + 1;
      while (m < we && m <= pp + 3 && p[m].sentence == anchor && !p[m].content()) ++m;
      if (m < we && m <= pp + 3 && p[m].sentence == anchor && p[m].content() &&
          (m + 1 >= p.size() || p[m + 1].sentence != anchor || p[m + 1].clause != p[m].clause || !p[m + 1].content())) {
        slot.push_back(m);
      }
    } else if (has_next) {
      std::size_t m = pn;
      while (m > wb && m + 3 >= pn && p[m - 1].sentence == anchor && !p[m - 1].content()) --m;
      if (m > wb && m + 3 >= pn && p[m - 1].sentence == anchor && p[m - 1].content() &&
          (m - 1 == 0 || p[m - 2].sentence != anchor || p[m - 2].clause != p[m - 1].clause || !p[m - 2].content())) {
        slot.push_back(m - 1);
      }
    }
    if (slot.size() != 1) continue;
    const Tok& u = p[slot[0]];
    if (u.kind != Kind::kWord || is_aligned_at(slot[0]) || u.capitalised != x.capitalised ||
        is_discourse_adverb(x.lower) || is_discourse_adverb(u.lower) || spelling_variant(x.lower, u.lower) ||
        verb_like(x) || verb_like(u)) {
      continue;
    }
    f[12] = 1;
    explained[i] = true;
    reasons.push_back(fmt::format("substitution: {} vs {}", x.surface, u.surface));
  }

  double z = kAlignBias;
  for (std::size_t k = 0; k < kNumFeatures; ++k) z += kAlignWeights[k] * f[k];
  a.prob = sigmoid(z);
  // Aligned but contradicted: a hard mismatch, and no unaligned word it does not account for.
  // Such minimal contradictions are too rare in the dev labels for the fit to weigh them (it
  // sees mostly claims that differ in many words), so they cap the probability below the
  // threshold instead; the dev cost of this rule is printed by tools/train_align_judge.
  bool hard = false;
  for (std::size_t k : {4, 6, 7, 8, 9, 10, 12}) hard = hard || f[k] > 0;
  hard = hard || name_swapped;
  // Verbs do not count: paraphrases swap them freely ("reaches" / "has").
  std::size_t residual = 0;
  for (std::size_t i = 0; i < hc.size(); ++i) residual += at[i] == npos && !explained[i] && !verb_like(h[hc[i]]);
  // A number, date or name put in place of the source's own is decisive with one more unaligned
  // word ("arrive within four days" / "receive your refund within four weeks"); on the dev labels
  // such pairs are 2 to 1 not fully supported, where the other detectors are 1 to 1.
  const bool replaced = f[4] > 0 || f[6] > 0 || name_swapped;
  a.contradicted = hard && (residual == 0 || (replaced && residual <= 1));
  if (a.contradicted) a.prob = std::min(a.prob, kAlignVetoCap);
  if (coverage < 0.999) reasons.push_back(fmt::format("low_coverage: {:.2f}", coverage));
  if (reasons.empty()) reasons.push_back(fmt::format("coverage: {:.2f}", coverage));
  a.reasons = std::move(reasons);
  return a;
}

std::string AlignJudge::identity() const {
  static const std::string id = [] {
    std::string weights = fmt::format("{}", kAlignBias);
    for (double w : kAlignWeights) weights += fmt::format(",{}", w);
    const std::uint64_t h = fast_hash(weights) ^ AlignLexicon::builtin().fingerprint();
    return fmt::format("align:{}:threshold={}:model={:016x}", kVersion, kAlignThreshold, h);
  }();
  return id;
}

std::vector<Judgment> AlignJudge::judge_batch(std::span<const JudgeRequest> requests) {
  std::vector<Judgment> out(requests.size());
  for (std::size_t i = 0; i < requests.size(); ++i) {
    const Analysis a = analyze(requests[i].premise, requests[i].hypothesis);
    Judgment& j = out[i];
    j.ok = true;
    j.prob = a.prob;
    j.label = a.prob >= kAlignThreshold ? 1 : 0;
    for (const std::string& r : a.reasons) j.rationale += (j.rationale.empty() ? "" : "; ") + r;
  }
  return out;
}

}  // namespace citeval::judge

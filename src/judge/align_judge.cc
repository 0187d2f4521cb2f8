#include "judge/align_judge.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <unordered_map>
#include <unordered_set>
#include <utility>

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
  bool approximate = false;  // hypothesis numbers after "about", "roughly", "nearly", ...
  bool fraction = false;     // a percentage read from a fraction ("two thirds of")
  bool hyphen_after = false;  // joined to the next word by a hyphen ("Texas-based"; numbers: "3-2")
  bool clock = false;         // a time of day, its value in hours from midnight ("3.30pm": 15.5)
  bool ordinal = false;       // a number written as an ordinal ("3rd", "twenty-first")
  bool reread = false;        // a number read from words of another form ("a fifth of", "doubled", "noon")
  bool half_day = false;      // a time of day told without am or pm ("half past nine": 9:30 or 21:30)
  bool possessive = false;    // followed by "'s", or a plural's apostrophe ("Sunday's", "the students'")
  std::uint64_t key_hash = 0;  // AlignLexicon::word_hash of key (analyze sets it)
  int sentence = 0;
  int clause = 0;
  bool after_semicolon = false;  // its clause opened by a semicolon
  bool content() const { return !removed && (kind == Kind::kNumber || (kind == Kind::kWord && !stopword)); }
};

bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
bool is_alpha(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
// Whether a word has a lowercase letter: none in an acronym or a unit in capitals ("GPA", "TEU").
bool has_lowercase(std::string_view w) {
  return std::any_of(w.begin(), w.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

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
          "millisecond", "microsecond", "nanosecond", "milligram", "microgram", "millilitre", "milliliter", "watt",
          "kilowatt", "megawatt", "gigawatt", "celsius", "fahrenheit",
          "euro", "cent", "yen", "GBP", "EUR", "$"}) {
      u.insert(AlignLexicon::builtin().key(std::string(w)));
      u.insert(std::string(w));
    }
    return u;
  }();
  return units.count(key) > 0;
}

constexpr std::string_view kMonths[] = {"january", "february", "march",     "april",   "may",      "june",
                                         "july",    "august",   "september", "october", "november", "december"};

// A month's number (1 to 12) from its lower-cased name, or 0.
int month_number(std::string_view w) {
  for (int m = 0; m < 12; ++m) {
    if (kMonths[m] == w) return m + 1;
  }
  return 0;
}

bool is_month(std::string_view w) { return month_number(w) != 0; }

bool is_weekday(std::string_view w) {
  static constexpr std::string_view kDays[] = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"};
  if (w.ends_with("days")) w.remove_suffix(1);  // "on Sundays"
  return std::find(std::begin(kDays), std::end(kDays), w) != std::end(kDays);
}

// Prepositions of place and time: what follows is where or when, not who.
bool is_adjunct_preposition(std::string_view w) {
  static constexpr std::string_view kWords[] = {"in", "at", "on", "near", "during", "within", "across", "inside", "outside",
                                                "throughout", "since", "until", "before", "after"};
  return std::find(std::begin(kWords), std::end(kWords), w) != std::end(kWords);
}

// A full stop that ends no sentence: one inside a word ("a.m.", "U.S."), after a single letter
// ("J. K. Rowling"), after a title ("Dr. Okafor", "St. Aldric"). Every other one ends its
// sentence, also before a word in lower case (web pages run menus and lists together so).
bool abbreviation_dot(std::string_view s, std::size_t i) {
  if (i + 1 < s.size() && is_alpha(static_cast<unsigned char>(s[i + 1]))) return true;
  // The first character after the dot and the spaces that follow it (s.size() at the end).
  auto next_char = [&] {
    std::size_t n = i + 1;
    while (n < s.size() && s[n] == ' ') ++n;
    return n;
  };
  std::size_t b = i;
  while (b > 0 && is_alpha(static_cast<unsigned char>(s[b - 1]))) --b;
  if (b > 0 && s[b - 1] == '.') {
    // The last part of "U.S." or "a.m."; but "p.m." or "a.m." before a capital ends its sentence
    // ("until 2 p.m. Dinner service begins at 5 p.m.").
    const bool meridiem = i - b == 1 && (s[b] == 'm' || s[b] == 'M') && b >= 2 &&
                          (s[b - 2] == 'a' || s[b - 2] == 'p' || s[b - 2] == 'A' || s[b - 2] == 'P');
    const std::size_t n = next_char();
    return !(meridiem && n > i + 1 && n < s.size() && s[n] >= 'A' && s[n] <= 'Z');
  }
  std::string word(s.substr(b, i - b));
  for (char& ch : word) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  static constexpr std::string_view kTitles[] = {"mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "gen", "col",
                                                 "lt", "sgt", "gov", "sen", "rep", "rev", "mt", "ft", "vs"};
  if (word.size() == 1 || std::find(std::begin(kTitles), std::end(kTitles), word) != std::end(kTitles)) return true;
  // A company's "Inc." or "Ltd." before a word in lower case ("Valtaro Inc. acquired the firm").
  static constexpr std::string_view kCompany[] = {"inc", "ltd", "corp", "co", "plc", "llc"};
  if (std::find(std::begin(kCompany), std::end(kCompany), word) == std::end(kCompany)) return false;
  const std::size_t n = next_char();
  return n < s.size() && s[n] >= 'a' && s[n] <= 'z';
}

// A word of a name: capitalised, no stopword, no month ("Kovalenko", "Lake"; not "The", "May").
bool name_word(const Tok& t) { return t.kind == Kind::kWord && t.capitalised && !t.stopword && !is_month(t.lower); }

// The tokens [b, e) of q's sentence.
std::pair<std::size_t, std::size_t> sentence_span(const std::vector<Tok>& t, std::size_t q) {
  std::size_t b = q, e = q + 1;
  while (b > 0 && t[b - 1].sentence == t[q].sentence) --b;
  while (e < t.size() && t[e].sentence == t[q].sentence) ++e;
  return {b, e};
}

// The tokens [b, e) of q's clause (within its sentence).
std::pair<std::size_t, std::size_t> clause_span(const std::vector<Tok>& t, std::size_t q) {
  std::size_t b = q, e = q + 1;
  while (b > 0 && t[b - 1].sentence == t[q].sentence && t[b - 1].clause == t[q].clause) --b;
  while (e < t.size() && t[e].sentence == t[q].sentence && t[e].clause == t[q].clause) ++e;
  return {b, e};
}

// The run [b, e) of name words in q's sentence around the name word at q.
std::pair<std::size_t, std::size_t> name_run(const std::vector<Tok>& t, std::size_t q) {
  std::size_t b = q, e = q + 1;
  while (b > 0 && t[b - 1].sentence == t[q].sentence && name_word(t[b - 1])) --b;
  while (e < t.size() && t[e].sentence == t[q].sentence && name_word(t[e])) ++e;
  return {b, e};
}

bool is_negation_word(std::string_view w) {
  static constexpr std::string_view kNeg[] = {"not",  "no",      "never",   "without", "none",
                                              "nobody", "nothing", "neither", "nor",     "cannot", "nowhere"};
  return std::find(std::begin(kNeg), std::end(kNeg), w) != std::end(kNeg);
}

// Quantifier classes: 1 universal, 2 most, 3 existential, 4 only, 5 few (implies "not many"),
// 0 none. Not "each": it distributes ("each API key can send 600 requests" / "600 requests per
// key") more than it quantifies.
int quantifier_class(std::string_view w) {
  // ("the entire $3 million loan", "throughout the weekend": all of it, in the source; see
  // quantifier_at.)
  if (w == "all" || w == "every" || w == "always" || w == "everyone" || w == "everybody" || w == "everything" || w == "entire" ||
      w == "throughout") {
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

// Abbreviated metric units written out, so that they compare as the words do ("2.4 km" / "2.4
// kilometres"). Not "m", "min" or "s": they stand for other things too ("$5m"); nor "lb" (a
// pound is money too), "ft", "hr" or "yr": with them the list cost 0.15 (whole pages) and 0.06
// (AttributionBench) cross-validated AUC points on the dev labels.
std::string_view unit_word(std::string_view w) {
  static constexpr std::string_view kUnits[][2] = {
      {"km", "kilometre"}, {"kg", "kilogram"}, {"cm", "centimetre"}, {"mm", "millimetre"},
      {"kw", "kilowatt"},  {"mw", "megawatt"}, {"gw", "gigawatt"}};
  for (const auto& u : kUnits) {
    if (w == u[0]) return u[1];
  }
  return w;
}

// A unit's dimension and size in that dimension's base unit, for units that convert exactly
// ("three weeks" / "21 days", "48 hours" / "two days", "1.9 metres" / "190 centimetres", "800
// grams" / "0.8 kilograms", "18 months" / "a year and a half"); not days and months, whose ratio
// varies. {0, 0} for any other word.
std::pair<int, double> unit_scale(const std::string& key) {
  // Dimensions: 1 time in seconds, 2 time in months, 3 length, 4 mass, 5 volume, 6 power.
  struct Unit {
    std::string_view word;
    int dim;
    double size;
  };
  static constexpr Unit kUnits[] = {
      {"second", 1, 1},         {"minute", 1, 60},         {"hour", 1, 3600},        {"day", 1, 86400},
      {"week", 1, 604800},      {"fortnight", 1, 1209600}, {"month", 2, 1},          {"year", 2, 12},
      {"decade", 2, 120},       {"century", 2, 1200},      {"millimetre", 3, 0.001}, {"millimeter", 3, 0.001},
      {"centimetre", 3, 0.01},  {"centimeter", 3, 0.01},   {"metre", 3, 1},          {"meter", 3, 1},
      {"kilometre", 3, 1000},   {"kilometer", 3, 1000},    {"milligram", 4, 0.001},  {"gram", 4, 1},
      {"kilogram", 4, 1000},    {"tonne", 4, 1e6},         {"millilitre", 5, 0.001}, {"milliliter", 5, 0.001},
      {"litre", 5, 1},          {"liter", 5, 1},           {"watt", 6, 1},           {"kilowatt", 6, 1e3},
      {"megawatt", 6, 1e6},     {"gigawatt", 6, 1e9}};
  static const auto table = [] {
    std::unordered_map<std::string, std::pair<int, double>> t;
    for (const Unit& u : kUnits) {
      t.emplace(std::string(u.word), std::pair{u.dim, u.size});
      t.emplace(AlignLexicon::builtin().key(std::string(u.word)), std::pair{u.dim, u.size});
    }
    return t;
  }();
  const auto it = table.find(key);
  return it == table.end() ? std::pair{0, 0.0} : it->second;
}

// Two numbers of different units of one dimension that say the same quantity.
bool same_quantity(const Tok& x, const Tok& y) {
  if (x.year || y.year || x.unit == y.unit) return false;
  // Cents of a currency ("60 cents" / "$0.60", "87 cents" / "€0.87").
  static const std::string kCent = AlignLexicon::builtin().key("cents");
  auto money = [](const std::string& u) { return u == "$" || u == "EUR" || u == "GBP"; };
  if ((x.unit == kCent && money(y.unit)) || (y.unit == kCent && money(x.unit))) {
    const double a = x.unit == kCent ? x.value / 100 : x.value, b = y.unit == kCent ? y.value / 100 : y.value;
    return std::fabs(a - b) <= 1e-9 + 1e-6 * std::max(std::fabs(a), std::fabs(b));
  }
  const auto [dx, sx] = unit_scale(x.unit);
  const auto [dy, sy] = unit_scale(y.unit);
  if (dx == 0 || dx != dy) return false;
  const double a = x.value * sx, b = y.value * sy;
  return std::fabs(a - b) <= 1e-6 * std::max(std::fabs(a), std::fabs(b));
}

// The unit of time a unit key names ("year", "month", "week", "day"), or "".
std::string_view time_unit_of(const std::string& key) {
  static const std::pair<std::string, std::string_view> kTime[] = {{AlignLexicon::builtin().key("year"), "year"},
                                                                   {AlignLexicon::builtin().key("month"), "month"},
                                                                   {AlignLexicon::builtin().key("week"), "week"},
                                                                   {AlignLexicon::builtin().key("day"), "day"}};
  for (const auto& [k, name] : kTime) {
    if (k == key) return name;
  }
  return "";
}

// The denominator a fraction's word names ("quarters" 4, "tenth" 10), or 0.
double denominator(std::string_view w) {
  static constexpr std::pair<std::string_view, double> kDenominators[] = {
      {"half", 2},  {"halves", 2},  {"third", 3},   {"thirds", 3},   {"quarter", 4}, {"quarters", 4}, {"fifth", 5},
      {"fifths", 5}, {"sixth", 6},  {"sixths", 6},  {"seventh", 7},  {"sevenths", 7}, {"eighth", 8},  {"eighths", 8},
      {"ninth", 9}, {"ninths", 9},  {"tenth", 10},  {"tenths", 10}};
  for (const auto& [word, d] : kDenominators) {
    if (w == word) return d;
  }
  return 0;
}

// The unit of a multiple ("doubled", "three times as"): not a word's key, so that it agrees with
// no other unit.
constexpr std::string_view kTimesUnit = "\x01times";

// Words that introduce a time of day ("at 17:00", "until ten past nine", "by a quarter to six").
bool introduces_time(std::string_view w) {
  return w == "at" || w == "until" || w == "till" || w == "by" || w == "before" || w == "after" || w == "around" || w == "about";
}

// Words that may follow a time of day told in words ("ten past nine in the evening", "a quarter to
// six o'clock").
bool is_clock_tail(std::string_view w) {
  return w == "evening" || w == "morning" || w == "afternoon" || w == "night" || w == "o" || w == "am" || w == "pm";
}

// The number an ordinal word names ("third" 3, "twelfth" 12, "twentieth" 20), or 0.
int ordinal_word(std::string_view w) {
  static constexpr std::string_view kOrdinals[] = {"first",      "second",     "third",      "fourth",     "fifth",
                                                   "sixth",      "seventh",    "eighth",     "ninth",      "tenth",
                                                   "eleventh",   "twelfth",    "thirteenth", "fourteenth", "fifteenth",
                                                   "sixteenth",  "seventeenth", "eighteenth", "nineteenth", "twentieth"};
  for (std::size_t k = 0; k < std::size(kOrdinals); ++k) {
    if (w == kOrdinals[k]) return static_cast<int>(k) + 1;
  }
  static constexpr std::pair<std::string_view, int> kTens[] = {{"thirtieth", 30}, {"fortieth", 40},   {"fiftieth", 50},
                                                               {"sixtieth", 60},  {"seventieth", 70}, {"eightieth", 80},
                                                               {"ninetieth", 90}, {"hundredth", 100}};
  for (const auto& [word, v] : kTens) {
    if (w == word) return v;
  }
  return 0;
}

// The number an ordinal at t[k] names, in digits ("3rd") or in words ("third", not the unit of
// "30 seconds"), or 0.
double ordinal_at(const std::vector<Tok>& t, std::size_t k) {
  if (t[k].kind == Kind::kNumber) return t[k].ordinal ? t[k].value : 0;
  return k > 0 && t[k - 1].kind == Kind::kNumber ? 0 : ordinal_word(t[k].lower);
}

// A time of day written as hours (and minutes after a point: "3.30") with "am" or "pm", in hours
// from midnight ("3.30" pm: 15.5; "12" am: 0).
double clock_hours(double written, bool pm) {
  const double hours = std::floor(written), minutes = std::round((written - hours) * 100);
  return std::fmod(hours, 12) + (pm ? 12 : 0) + minutes / 60.0;
}

// A gerund or present participle ("speaking", "requiring"), by its ending.
bool ing_form(std::string_view w) { return w.size() > 5 && w.ends_with("ing"); }

// Whether token k of `t` is the "longer" of "no longer" or "not longer".
// (string_view comparisons, which look at the length first: the tokenizer asks it of every token.)
bool no_longer_at(const std::vector<Tok>& t, std::size_t k) {
  using namespace std::string_view_literals;
  if (k == 0 || k >= t.size() || std::string_view(t[k].lower) != "longer"sv) return false;
  const std::string_view before = t[k - 1].lower;
  return before == "no"sv || before == "not"sv;
}

std::vector<Tok> tokenize(std::string_view s) {
  const AlignLexicon& lex = AlignLexicon::builtin();
  std::vector<Tok> out;
  int sentence = 0, clause = 0, semicolon_clause = -1;  // (the last clause a semicolon opened)
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
    t.after_semicolon = clause == semicolon_clause;
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
      t.after_semicolon = clause == semicolon_clause;
      t.quoted = in_quote;
      // A time of day: "3pm", "3.30pm", "11am" (the hours and minutes read as a time, not a
      // decimal); "3 pm" and "3 p.m." below. (Not "15:30": read so, it cost 0.3 of the whole pages'
      // cross-validated AUC on the dev labels, where colons also stand in ratios, scores and
      // references, "a 1:50 scale".)
      auto lower_at = [&](std::size_t q) { return q < n ? static_cast<char>(std::tolower(static_cast<unsigned char>(s[q]))) : '\0'; };
      if (!comma && std::floor(t.value) <= 12 && (lower_at(j) == 'a' || lower_at(j) == 'p') && lower_at(j + 1) == 'm' &&
          !is_alpha(static_cast<unsigned char>(lower_at(j + 2)))) {
        t.value = clock_hours(t.value, lower_at(j) == 'p');
        t.clock = true;
        t.year = false;
      }
      // "17:00", "9:30": a time of day where a word before it introduces one ("at 17:00", "from
      // 9:00 to 17:30", "opens at 6:15"), a time before it is another ("9:00-17:00"), or "am" /
      // "pm" follows; not a ratio, a score or a reference ("a 1:50 scale", "won 2:1", "John 3:16").
      if (!comma && digits.size() <= 2 && t.value <= 24 && j + 2 < n && s[j] == ':' && is_digit(static_cast<unsigned char>(s[j + 1])) &&
          is_digit(static_cast<unsigned char>(s[j + 2])) && (j + 3 >= n || !is_digit(static_cast<unsigned char>(s[j + 3]))) &&
          // (Not a race time, "5:41.2", "2:09:57".)
          !(j + 4 < n && (s[j + 3] == '.' || s[j + 3] == ':') && is_digit(static_cast<unsigned char>(s[j + 4])))) {
        // (Also the words of a range's second end, "from 9:00 to 17:30", of opening times, and a
        // time something is set for, "scheduled for 15:30".)
        static constexpr std::string_view kBefore[] = {"from",   "to",    "between", "and",    "or",     "since", "opens",
                                                       "closes", "starts", "begins", "ends",   "departs", "leaves", "arrives",
                                                       "open",   "close",  "midnight", "noon", "than", "for"};
        const bool after_word = !out.empty() && out.back().sentence == sentence &&
                                (introduces_time(out.back().lower) ||
                                 std::find(std::begin(kBefore), std::end(kBefore), out.back().lower) != std::end(kBefore) ||
                                 (out.back().lower == "of" && digits.size() == 2));  // "instead of 07:30"
        const bool after_clock = !out.empty() && out.back().clock && out.back().sentence == sentence;
        std::size_t q = j + 3;
        while (q < n && s[q] == ' ') ++q;
        const bool meridiem = (lower_at(q) == 'a' || lower_at(q) == 'p') && (lower_at(q + 1) == 'm' || lower_at(q + 1) == '.');
        const double minutes = (s[j + 1] - '0') * 10 + (s[j + 2] - '0');
        if (minutes < 60 && (after_word || after_clock || meridiem)) {
          if (meridiem && t.value <= 12) t.value = std::fmod(t.value, 12) + (lower_at(q) == 'p' ? 12 : 0);
          t.value += minutes / 60.0;
          t.clock = true;
          t.year = false;
          j += 3;
          t.surface = std::string(s.substr(i, j - i));
        }
      }
      // "5th", "1990s": the letters belong to the number ("3rd", "21st": an ordinal).
      const std::size_t letters = j;
      while (j < n && is_alpha(static_cast<unsigned char>(s[j]))) ++j;
      if (j == letters + 2) {
        const std::string suffix{static_cast<char>(std::tolower(static_cast<unsigned char>(s[letters]))),
                                 static_cast<char>(std::tolower(static_cast<unsigned char>(s[letters + 1])))};
        t.ordinal = !comma && (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th");
      }
      // "3-2", "2-0": a score or a range.
      t.hyphen_after = j + 1 < n && s[j] == '-' && is_digit(static_cast<unsigned char>(s[j + 1]));
      out.push_back(std::move(t));
      sentence_start = false;
      i = j;
      continue;
    }
    // Currency signs before words: the word reader takes the bytes of "€" and "£" for a word's.
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
      t.after_semicolon = clause == semicolon_clause;
      out.push_back(std::move(t));
      i += c == '$' ? 1 : euro ? 3 : 2;
      continue;
    }
    if (is_word_byte(s, i)) {
      std::size_t j = i;
      while (j < n && is_word_byte(s, j)) ++j;
      std::string surface(s.substr(i, j - i));
      bool nt = false, possessive = false;
      // Apostrophes: "don't" -> "do" + not, "Arnold's" -> "Arnold" (a possessive, as "the students'").
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
        possessive = tail == "s" || tail == "S";
        j = k;
      } else if (apos && !surface.empty() && (surface.back() == 's' || surface.back() == 'S')) {
        possessive = true;
      }
      Tok t;
      t.surface = surface;
      t.possessive = possessive;
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
      t.key = lex.key(unit_word(t.lower));
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
      t.after_semicolon = clause == semicolon_clause;
      t.quoted = in_quote;
      t.hyphen_after = j + 1 < n && s[j] == '-' && is_alpha(static_cast<unsigned char>(s[j + 1]));
      if (t.lower == "non" && t.hyphen_after) t.stopword = t.negation = true;  // "non-refundable"
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
      t.after_semicolon = clause == semicolon_clause;
      out.push_back(std::move(t));
      ++i;
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
    if ((c == '.' && !abbreviation_dot(s, i)) || c == '!' || c == '?' || c == '\n') {
      if (!sentence_start) {
        ++sentence;
        ++clause;
      }
      sentence_start = true;
    } else if (c == ',' || c == ';' || c == ':' || c == '(' || c == ')') {
      ++clause;
      if (c == ';') semicolon_clause = clause;
    }
    const std::size_t sep = separator_len(s, i);
    i += sep ? sep : 1;
  }
  // Degrees: "12°C" (the "°" a separator) is "12 degrees Celsius", the scale's name its unit and
  // no name of the claim's (the word "degrees" before it dropped).
  // (string_view comparisons, which look at the length first: this loop sees every token.)
  using namespace std::string_view_literals;
  for (std::size_t k = 1; k < out.size(); ++k) {
    Tok& t = out[k];
    const std::string_view before = out[k - 1].lower, surface = t.surface, w = t.lower;
    // ("7 calendar days" are 7 days.)
    if (before == "calendar"sv && unit_scale(t.key).first != 0) out[k - 1].removed = true;
    const bool letter = (surface == "C"sv || surface == "F"sv) && out[k - 1].kind == Kind::kNumber;
    const bool scale = w == "celsius"sv || w == "fahrenheit"sv;
    if (!letter && !scale) continue;
    const bool celsius = surface == "C"sv || w == "celsius"sv;
    t.lower = celsius ? "celsius" : "fahrenheit";
    t.key = lex.key(t.lower);
    t.capitalised = false;
    t.stopword = false;
    if (scale && (before == "degrees"sv || before == "degree"sv)) out[k - 1].removed = true;
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
      // Half of a unit and one and a half: "half an hour" 0.5 hours, "a year and a half" 1.5
      // years, "an hour and a half" (the unit word stays, as the number's unit).
      auto unit_at = [&](std::size_t q) { return q < out.size() && out[q].kind == Kind::kWord && unit_scale(out[q].key).first != 0; };
      auto article = [&](std::size_t q) { return q < out.size() && (out[q].lower == "a" || out[q].lower == "an"); };
      // ("the first half hour" too; not "a half-hour job", nor "the half year" of "Half-Year Results".)
      const bool half_a = t.lower == "half" && ((article(k + 1) && unit_at(k + 2)) || (k + 1 < out.size() && out[k + 1].lower == "hour" && !t.hyphen_after));
      // ("an hour and a quarter": 1.25.)
      const bool and_a_half = article(k) && unit_at(k + 1) && k + 4 < out.size() && out[k + 2].lower == "and" && article(k + 3) &&
                              (out[k + 4].lower == "half" || out[k + 4].lower == "quarter");
      if (half_a || and_a_half) {
        t.kind = Kind::kNumber;
        t.value = half_a ? 0.5 : out[k + 4].lower == "quarter" ? 1.25 : 1.5;
        t.key.clear();
        t.stopword = false;
        t.year = false;
        if (half_a && article(k + 1)) {
          t.surface += " " + out[k + 1].surface;
          out[k + 1].removed = true;
        } else if (!half_a) {
          for (std::size_t q = k + 2; q <= k + 4; ++q) out[q].removed = true;
          t.surface += " " + out[k + 1].surface + " and a " + out[k + 4].surface;
        }
        continue;
      }
      auto it = words.find(t.lower);
      // "one" counts before a content word ("one bag"), not in a compound ("one-time", "one-off"),
      // nor as a pronoun after a determiner ("no one", "every one of", "the first one").
      static constexpr std::string_view kPronounBefore[] = {"no", "each", "every", "any", "the", "this", "that", "which",
                                                            "first", "last", "another"};
      if (it == words.end() ||
          (t.lower == "one" && (t.hyphen_after || !(k + 1 < out.size() && out[k + 1].kind == Kind::kWord && !out[k + 1].stopword) ||
                                (k > 0 && std::find(std::begin(kPronounBefore), std::end(kPronounBefore), out[k - 1].lower) !=
                                              std::end(kPronounBefore))))) {
        continue;
      }
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
      if (u.kind != Kind::kWord || u.clause != t.clause) break;  // "at 53, five years before"
      // "four and a half": 4.5; "two and a quarter": 2.25.
      if (u.lower == "and" && m + 2 < out.size() && out[m + 1].lower == "a" &&
          (out[m + 2].lower == "half" || out[m + 2].lower == "quarter") && total + current < 1e6) {
        current += out[m + 2].lower == "half" ? 0.5 : 0.25;
        for (std::size_t q = m; q < m + 3; ++q) {
          t.surface += " " + out[q].surface;
          out[q].removed = true;
        }
        m += 3;
        break;
      }
      // "one point four million": 1.4 million (single digits after "point").
      if (u.lower == "point" && t.kind == Kind::kNumber && current < 1e3 && m + 1 < out.size()) {
        double scale = 0.1, fraction = 0.0;
        std::size_t q = m + 1;
        for (; q < out.size() && out[q].kind == Kind::kWord; ++q) {
          auto d = words.find(out[q].lower);
          if (d == words.end() || d->second >= 10) break;
          fraction += d->second * scale;
          scale /= 10;
        }
        if (q == m + 1) break;
        current += fraction;
        for (std::size_t r = m; r < q; ++r) {
          t.surface += " " + out[r].surface;
          out[r].removed = true;
        }
        m = q - 1;
        continue;
      }
      // "two hundred and fifty thousand": 250,000; "one thousand and twenty": 1,020.
      if (u.lower == "and" && t.kind == Kind::kNumber && m + 1 < out.size() &&
          ((current >= 100 && std::fmod(current, 100) == 0) || (current == 0 && total >= 1e3))) {
        const auto n = words.find(out[m + 1].lower);
        if (n == words.end() || n->second >= 100 || out[m + 1].lower == "dozen") break;
        current += n->second;
        t.surface += " " + u.surface + " " + out[m + 1].surface;
        out[m].removed = true;
        out[m + 1].removed = true;
        ++m;
        continue;
      }
      auto it = words.find(u.lower);
      if (it == words.end()) break;
      if (is_scale(it->second)) {
        if (it->second == 100) {
          current *= 100;
        } else {
          total += current * it->second;
          current = 0;
        }
      } else if (t.kind == Kind::kNumber && current >= 20 && current < 100 && std::fmod(current, 10) == 0 && it->second < 10) {
        current += it->second;
      } else if (t.kind == Kind::kNumber && current == 0 && total >= 1e3 && it->second < 100) {
        current = it->second;  // "eighteen thousand four hundred": 18,000 + 400
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
  // "3 pm", "3.30 p.m.", "11 a.m.": a time of day (the tokens of "p.m." are "p" and "m").
  for (std::size_t k = 0; k + 1 < out.size(); ++k) {
    Tok& t = out[k];
    // ("9:30 pm": its value has the "pm" already.)
    const bool colon = t.clock && t.surface.find(':') != std::string::npos;
    if (t.kind != Kind::kNumber || (t.clock && !colon) || std::floor(t.value) > (colon ? 24 : 12) || t.sentence != out[k + 1].sentence) {
      continue;
    }
    const std::string& w = out[k + 1].lower;
    const bool dotted = (w == "a" || w == "p") && k + 2 < out.size() && out[k + 2].lower == "m";
    if (w != "am" && w != "pm" && !dotted) continue;
    if (!colon) t.value = clock_hours(t.value, w[0] == 'p');
    t.clock = true;
    t.year = false;
    for (std::size_t q = k + 1; q <= k + (dotted ? 2 : 1); ++q) {
      out[q].stopword = true;
      out[q].key.clear();
    }
  }
  // Numbers written in other forms, read as the value the other form gives:
  // * times of day: "noon", "midnight" ("12 noon"), "half past nine", "quarter to ten";
  // * a unit with an article: "a decade" (10 years), "a century", "a fortnight" (2 weeks), "a
  //   quarter of an hour" (0.25 hours);
  // * shares: "a fifth of", "by a third", "fell by about a quarter", "by half", "half of", "nine
  //   out of ten", "one in four" (percentages, read as fractions: within a point);
  // * multiples: "doubled", "twofold", "twice", "tripled", "three times as", "halved" (unit
  //   "times": a multiple is compared with the source's multiples only, see analyze());
  // * ordinals of two words: "twenty-first" (21).
  {
    auto word_at = [&](std::size_t q) -> std::string_view {
      return q < out.size() && out[q].kind == Kind::kWord && !out[q].removed ? std::string_view(out[q].lower) : std::string_view();
    };
    auto make_number = [](Tok& t, double v, std::string unit) {
      t.kind = Kind::kNumber;
      t.value = v;
      t.unit = std::move(unit);
      t.key.clear();
      t.base.clear();
      t.stopword = t.year = t.negation = t.has_opposite = false;
      t.reread = true;
    };
    auto absorb = [&](std::size_t k, std::size_t q) {
      out[k].surface += " " + out[q].surface;
      out[q].removed = true;
    };
    // A time told in words: "in the evening" / "in the afternoon" after it is after noon, "in
    // the morning" before; without them it may be either.
    auto day_half = [&](Tok& t, std::size_t next) {
      const std::string_view a = word_at(next), b = word_at(next + 1), c = word_at(next + 2);
      const bool later = a == "in" && b == "the" && (c == "evening" || c == "afternoon");
      const bool earlier = a == "in" && b == "the" && c == "morning";
      if (later && t.value < 12) t.value += 12;
      t.half_day = !later && !earlier;
    };
    // "by" before the token at k, past hedges ("by about a third", "by more than half").
    auto after_by = [&](std::size_t k) {
      static constexpr std::string_view kHedges[] = {"about", "around", "roughly", "nearly", "almost", "approximately",
                                                     "more",  "less",   "than",    "just",   "over",   "under", "some"};
      std::size_t q = k;
      while (q > 0 && out[q - 1].sentence == out[k].sentence &&
             std::find(std::begin(kHedges), std::end(kHedges), out[q - 1].lower) != std::end(kHedges)) {
        --q;
      }
      return q > 0 && out[q - 1].lower == "by" && out[q - 1].sentence == out[k].sentence;
    };
    static const std::unordered_map<std::string_view, double> kMultiples = {
        {"double", 2},     {"doubled", 2},    {"doubling", 2},    {"twofold", 2},    {"twice", 2},    {"triple", 3},
        {"tripled", 3},    {"tripling", 3},   {"treble", 3},      {"trebled", 3},
        {"threefold", 3},  {"quadruple", 4},  {"quadrupled", 4},  {"quadrupling", 4}, {"fourfold", 4}, {"fivefold", 5},
        {"tenfold", 10},   {"halve", 0.5},    {"halved", 0.5},    {"halving", 0.5}};
    for (std::size_t k = 0; k < out.size(); ++k) {
      Tok& t = out[k];
      if (t.removed) continue;
      const std::string_view w = word_at(k);
      if (w == "noon" || w == "midday" || w == "midnight") {
        const double v = w == "midnight" ? 0 : 12;
        if (k > 0 && out[k - 1].kind == Kind::kNumber && !out[k - 1].removed && !out[k - 1].clock && out[k - 1].value == 12) {
          out[k - 1].value = v;  // "12 noon"
          out[k - 1].clock = true;
          absorb(k - 1, k);
        } else {
          make_number(t, v, "");
          t.clock = true;
        }
        continue;
      }
      // "half a dozen" (6), "half a million".
      if (w == "half" && (word_at(k + 1) == "a" || word_at(k + 1) == "an") && k + 2 < out.size() &&
          out[k + 2].kind == Kind::kNumber && !out[k + 2].year && (out[k + 2].value == 12 || is_scale(out[k + 2].value)) &&
          !is_digit(static_cast<unsigned char>(out[k + 2].surface[0]))) {
        make_number(t, out[k + 2].value / 2, "");
        absorb(k, k + 1);
        absorb(k, k + 2);
        continue;
      }
      // Times of day told in words: "half past nine", "quarter to ten"; and, after a word that
      // introduces a time (not "from five to ten"), "at ten past nine", "by twenty to six".
      const std::string_view rel = word_at(k + 1);
      double minutes = 0;  // past (or to) the hour
      if ((w == "half" && rel == "past") || (w == "quarter" && (rel == "past" || rel == "to"))) {
        minutes = w == "half" ? 30 : 15;
      } else if ((rel == "past" || rel == "to") && k > 0 && out[k - 1].sentence == t.sentence && introduces_time(out[k - 1].lower) &&
                 t.kind == Kind::kNumber && !t.year && !t.clock && t.value >= 1 &&
                 t.value <= 30 && std::floor(t.value) == t.value && !is_digit(static_cast<unsigned char>(t.surface[0])) &&
                 !(k + 3 < out.size() && out[k + 3].kind == Kind::kWord && !out[k + 3].stopword &&
                   out[k + 3].sentence == t.sentence && !is_clock_tail(out[k + 3].lower))) {
        minutes = t.value;
      }
      if (minutes > 0 && k + 2 < out.size() && out[k + 2].kind == Kind::kNumber && !out[k + 2].clock && out[k + 2].value >= 1 &&
          out[k + 2].value <= 12 && std::floor(out[k + 2].value) == out[k + 2].value) {
        make_number(t, out[k + 2].value + (rel == "past" ? minutes : -minutes) / 60.0, "");
        t.clock = true;
        absorb(k, k + 1);
        absorb(k, k + 2);
        day_half(t, k + 3);
        continue;
      }
      // "a quarter of an hour", "every quarter of an hour", "three quarters of an hour".
      const bool counted = t.kind == Kind::kNumber && !t.year && t.value >= 1 && t.value < 10 && std::floor(t.value) == t.value;
      const std::size_t fw = w == "a" || w == "an" || counted ? k + 1 : k;
      if (const double d = denominator(word_at(fw)); d > 2 && word_at(fw + 1) == "of" &&
                                                      (word_at(fw + 2) == "a" || word_at(fw + 2) == "an") && fw + 3 < out.size() &&
                                                      out[fw + 3].kind == Kind::kWord && unit_scale(out[fw + 3].key).first != 0) {
        make_number(t, (counted ? t.value : 1.0) / d, "");
        for (std::size_t q = k + 1; q < fw + 3; ++q) absorb(k, q);
        continue;
      }
      if (w == "a" || w == "an") {
        const std::string_view u = word_at(k + 1);
        if (u == "decade" || u == "century" || u == "fortnight") {
          make_number(t, 1, "");  // the unit pass below makes it 10 years, 100 years, 2 weeks
          continue;
        }
        // A length of time after a word that measures one ("within a day" / "within 24 hours",
        // "for a week"; not a rate, "twice a day", "$5 a month").
        // (Nor "for a day pass", "for a week of tests": the unit word ends the phrase.)
        static constexpr std::string_view kSpan[] = {"within", "for", "in", "after", "over", "about", "nearly", "almost", "least"};
        // (Or the clause ends: "within a month, although about a quarter had not".)
        const bool ends = k + 2 >= out.size() || out[k + 2].kind != Kind::kWord ||
                          (out[k + 2].stopword && out[k + 2].lower != "of") || out[k + 2].sentence != t.sentence ||
                          out[k + 2].clause != out[k + 1].clause;
        if ((u == "minute" || u == "hour" || u == "day" || u == "week" || u == "month" || u == "year") && k > 0 && ends &&
            std::find(std::begin(kSpan), std::end(kSpan), out[k - 1].lower) != std::end(kSpan)) {
          make_number(t, 1, "");
          t.surface += " " + out[k + 1].surface;  // (the reason names "an hour")
          continue;
        }
        // (Not "by a quarter of a percentage point": a part of a unit.)
        const bool of_one = word_at(k + 2) == "of" && (word_at(k + 3) == "a" || word_at(k + 3) == "an");
        if (const double d = denominator(u); d > 2 && !of_one && (word_at(k + 2) == "of" || after_by(k))) {
          make_number(t, 100.0 / denominator(u), "percent");
          t.fraction = true;
          absorb(k, k + 1);
          continue;
        }
      }
      // "fell by three quarters", "by one third" ("three quarters of" is read below).
      if (counted && t.unit.empty() && denominator(word_at(k + 1)) > t.value && after_by(k)) {
        make_number(t, 100.0 * t.value / denominator(word_at(k + 1)), "percent");
        t.fraction = true;
        absorb(k, k + 1);
        continue;
      }
      if (w == "half" && (word_at(k + 1) == "of" || after_by(k)) && word_at(k + 1) != "a" && word_at(k + 1) != "an") {
        make_number(t, 50, "percent");
        t.fraction = true;
        continue;
      }
      // "nine out of ten", "one in four" (not "3 in 10 minutes").
      const bool count = (t.kind == Kind::kNumber && !t.year && !t.clock && t.unit.empty()) || w == "one";
      const double part = t.kind == Kind::kNumber ? t.value : 1;
      const std::size_t m = word_at(k + 1) == "out" && word_at(k + 2) == "of" ? k + 3 : word_at(k + 1) == "in" ? k + 2 : 0;
      if (count && part >= 1 && std::floor(part) == part && m != 0 && m < out.size() && out[m].kind == Kind::kNumber &&
          !out[m].year && !out[m].removed && out[m].value > part && out[m].value <= 100 && out[m].sentence == t.sentence &&
          !(m + 1 < out.size() && out[m + 1].kind == Kind::kWord && is_unit_key(out[m + 1].key))) {
        make_number(t, 100.0 * part / out[m].value, "percent");
        t.fraction = true;
        for (std::size_t q = k + 1; q <= m; ++q) absorb(k, q);
        continue;
      }
      if (t.kind == Kind::kWord) {
        if (const auto it = kMultiples.find(w); it != kMultiples.end()) make_number(t, it->second, std::string(kTimesUnit));
        continue;
      }
      if (t.kind != Kind::kNumber || t.year || t.clock || !t.unit.empty()) continue;
      // "three times as many", "3 times the size".
      if (word_at(k + 1) == "times" && t.value > 1) {
        t.unit = std::string(kTimesUnit);
        absorb(k, k + 1);
        continue;
      }
      if (t.value >= 20 && t.value <= 90 && std::fmod(t.value, 10) == 0 && t.hyphen_after && ordinal_word(word_at(k + 1)) > 0 &&
          ordinal_word(word_at(k + 1)) < 10) {
        t.value += ordinal_word(word_at(k + 1));
        t.ordinal = true;
        absorb(k, k + 1);
      }
    }
    std::erase_if(out, [](const Tok& t) { return t.removed; });
  }
  // Units: "%"/"percent", a currency sign before, else the next content word.
  for (std::size_t k = 0; k < out.size(); ++k) {
    Tok& t = out[k];
    if (t.kind != Kind::kNumber) continue;
    if (t.clock) {
      t.unit = "clock";
      continue;
    }
    if (!t.unit.empty()) continue;  // read above: a share, a multiple
    // A fraction of a whole ("one quarter of", "seven-tenths of", "two thirds of") is that share
    // in percent, not a count: "one" there is no "one" of anything.
    if (const double d = k + 1 < out.size() && !t.year && t.value >= 1 && t.value < 10 && std::floor(t.value) == t.value
                             ? denominator(out[k + 1].lower)
                             : 0;
        d > t.value && (t.hyphen_after || (k + 2 < out.size() && out[k + 2].lower == "of"))) {
      t.value = 100.0 * t.value / d;
      t.unit = "percent";
      t.fraction = true;
      t.surface += (t.hyphen_after ? "-" : " ") + out[k + 1].surface;
      out[k + 1].stopword = true;
      out[k + 1].key.clear();
      continue;
    }
    if (k > 0 && out[k - 1].kind == Kind::kCurrency) {
      t.unit = out[k - 1].surface;
      t.year = false;
    } else if (k + 3 < out.size() && out[k + 1].lower == "to" && out[k + 2].kind == Kind::kNumber && !t.year &&
               out[k + 3].kind == Kind::kWord && unit_scale(out[k + 3].key).first != 0 && out[k + 3].sentence == t.sentence) {
      // The first number of a range takes the unit of the second ("30 to 59 minutes").
      t.unit = out[k + 3].key;
    } else if (k + 1 < out.size()) {
      const Tok& u = out[k + 1];
      if (u.kind == Kind::kPercent || (u.lower == "per" && k + 2 < out.size() && out[k + 2].lower == "cent")) {
        t.unit = "percent";
        t.year = false;
      } else if (u.kind == Kind::kWord && !u.stopword && u.sentence == t.sentence && !is_month(u.lower)) {
        // Decades and centuries are counted in years ("three decades" / "thirty years"), whole
        // years of months in years ("within 12 months" / "within a year"), whole weeks of days in
        // weeks ("14 days" / "two weeks"), whole hours of minutes in hours.
        static const std::string kDecade = lex.key("decade"), kCentury = lex.key("century"), kYear = lex.key("year"),
                                 kMonth = lex.key("month"), kDay = lex.key("day"), kWeek = lex.key("week"),
                                 kMinute = lex.key("minute"), kHour = lex.key("hour"), kDollar = lex.key("dollar"),
                                 kEuro = lex.key("euro"), kPound = lex.key("pound"), kFortnight = lex.key("fortnight");
        if ((u.key == kDecade || u.key == kCentury) && !t.ordinal) {  // (not "the 19th century")
          t.value *= u.key == kDecade ? 10 : 100;
          out[k + 1].key = kYear;
        }
        if (u.key == kFortnight) {
          t.value *= 2;
          out[k + 1].key = kWeek;
        }
        auto whole = [&](const std::string& from, double per, const std::string& to) {
          if (out[k + 1].key != from || t.value < per || std::fmod(t.value, per) != 0) return;
          t.value /= per;
          t.surface += " " + out[k + 1].surface;  // the reason names what was written
          out[k + 1].key = to;
          t.year = false;
        };
        whole(kMonth, 12, kYear);
        whole(kDay, 7, kWeek);
        whole(kMinute, 60, kHour);
        t.unit = out[k + 1].key;
        // "sixteen dollars" is "$16", "420 million euros" "€420 million", "1.4 million pounds"
        // "£1.4 million" (a weight in pounds reads as money too: either both sides or neither).
        if (u.key == kDollar || u.key == kEuro || u.key == kPound) {
          t.unit = u.key == kDollar ? "$" : u.key == kEuro ? "EUR" : "GBP";
          out[k + 1].stopword = true;
          t.year = false;
          // "30 euro cents": €0.30.
          if (k + 2 < out.size() && (out[k + 2].lower == "cents" || out[k + 2].lower == "cent") && out[k + 2].sentence == t.sentence) {
            t.value /= 100;
            out[k + 2].stopword = true;
            out[k + 2].key.clear();
          }
        }
      }
    }
  }
  // Words that say nothing more than their neighbours: the "longer" of "no longer", "anymore",
  // "yet" (not "yet" as a conjunction, which the contrast tests read by its spelling), the "far" of
  // "so far", the "old" of "six years old" and the "age" of "six years of age".
  // (string_view comparisons, which look at the length first: these loops see every token.)
  for (std::size_t k = 1; k < out.size(); ++k) {
    const std::string_view w = out[k].lower;
    if (w.size() != 3 && w.size() != 6 && w.size() != 7) continue;
    const std::string_view before = out[k - 1].lower;
    const std::string_view two_before = k > 1 ? std::string_view(out[k - 2].lower) : std::string_view();
    if (no_longer_at(out, k) || w == "anymore"sv || w == "yet"sv ||
        (w == "far"sv && before == "so"sv) || (w == "old"sv && (before == "year"sv || before == "years"sv)) ||
        (w == "age"sv && before == "of"sv && (two_before == "year"sv || two_before == "years"sv))) {
      out[k].stopword = true;
    }
    // "has yet to be found": not found.
    if (w == "yet"sv && k + 1 < out.size() && out[k + 1].lower == "to"sv) out[k].negation = true;
  }
  // A phrasal verb read as the one word it means ("will go up by 4.99%" / "will rise by 4.99%",
  // "get off the train at Port Ellis" / "leave the train", "turned down a proposal" / "rejected"),
  // its particle a stopword; "a minimum of" / "at least" and "a maximum of" / "at most" likewise.
  // (Written out here: WordNet's multi-word verbs are not in the lexicon's single-word tables.)
  struct Phrasal {
    std::string_view verb, particle, means;
  };
  static constexpr Phrasal kPhrasal[] = {
      {"go", "up", "rise"},       {"go", "down", "fall"},      {"get", "off", "leave"},   {"turn", "into", "convert"},
      {"turn", "down", "reject"}, {"call", "off", "cancel"},   {"put", "off", "postpone"}, {"set", "up", "establish"},
      {"shut", "down", "close"},  {"find", "out", "discover"}, {"sign", "up", "register"}, {"pick", "up", "collect"}};
  // The verbs' and meanings' keys, looked up once.
  static const auto kPhrasalKeys = [&lex] {
    std::array<std::pair<std::string, std::string>, std::size(kPhrasal)> keys;
    for (std::size_t n = 0; n < keys.size(); ++n) keys[n] = {lex.key(kPhrasal[n].verb), lex.key(kPhrasal[n].means)};
    return keys;
  }();
  for (std::size_t k = 0; k + 1 < out.size(); ++k) {
    Tok& t = out[k];
    const std::string_view next = out[k + 1].lower;
    if (t.kind != Kind::kWord || out[k + 1].sentence != t.sentence || next.size() < 2 || next.size() > 4) continue;
    for (std::size_t n = 0; n < std::size(kPhrasal); ++n) {
      if (next != kPhrasal[n].particle || t.key != kPhrasalKeys[n].first) continue;
      t.key = kPhrasalKeys[n].second;
      t.has_opposite = lex.has_opposite(t.key);
      t.stopword = false;
      out[k + 1].stopword = true;
      break;
    }
    const std::string_view w = t.lower;
    if ((w == "minimum"sv || w == "maximum"sv) && next == "of"sv) t.key = lex.key(w == "minimum"sv ? "least" : "most");
  }
  return out;
}

// The share in percent that a fraction starting at t[k] says, or -1: "half" 50, "a quarter" 25,
// "three quarters" 75, "two thirds" 66.7, "one in five" 20.
double fraction_share(const std::vector<Tok>& t, std::size_t k) {
  const Tok& y = t[k];
  // "three quarters", "two thirds": the number before; "a quarter", "one third": one.
  // (A number read with its fraction word, "two thirds of", is a percentage of its own.)
  if (k > 0 && t[k - 1].kind == Kind::kNumber && t[k - 1].unit == "percent") return -1;
  const double count = k > 0 && t[k - 1].kind == Kind::kNumber ? t[k - 1].value : 1;
  if (y.kind == Kind::kWord && y.lower == "half") return 50;
  if (y.kind == Kind::kWord && (y.lower == "quarter" || y.lower == "quarters")) return 25 * count;
  if (y.kind == Kind::kWord && (y.lower == "third" || y.lower == "thirds")) return 100.0 / 3 * count;
  // "one in five", "1 in 4" (a lone "one" is no number token: "one of them").
  const double part = y.kind == Kind::kNumber ? y.value : y.lower == "one" ? 1 : -1;
  if (part > 0 && k + 2 < t.size() && t[k + 1].lower == "in" && t[k + 2].kind == Kind::kNumber && t[k + 2].value > 0 &&
      t[k + 2].sentence == y.sentence) {
    return 100.0 * part / t[k + 2].value;
  }
  return -1;
}

// Whether tokens [b, e) of `t` hold the word `w` (by key).
bool holds_word(const std::vector<Tok>& t, std::size_t b, std::size_t e, const Tok& w) {
  for (std::size_t q = b; q < e; ++q) {
    if (t[q].kind == Kind::kWord && t[q].key == w.key) return true;
  }
  return false;
}

bool is_particle(std::string_view w) { return w == "on" || w == "off" || w == "in" || w == "out"; }

// British and American spellings by key: "metres" / "meters" ("metr" / "meter"), "litre" /
// "liter", "centre" / "center", "fibre" / "fiber".
bool same_spelling(std::string_view a, std::string_view b) {
  if (a.size() > b.size()) std::swap(a, b);
  return a.size() >= 3 && a.size() + 1 == b.size() && b.ends_with("er") && a.ends_with("r") &&
         a.substr(0, a.size() - 1) == b.substr(0, b.size() - 2);
}

bool same_value(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)}); }

// A percentage or an amount of money: a unit no count of things shares.
bool strong_unit(const std::string& u) { return u == "percent" || u == "$" || u == "EUR" || u == "GBP"; }

// Two times of day that may be the same: one told without am or pm ("a quarter to six") is either
// half of the day ("17:45").
bool same_clock(const Tok& x, const Tok& y) {
  if (!x.clock || !y.clock) return false;
  if (same_value(x.value, y.value)) return true;
  return (x.half_day || y.half_day) && same_value(std::fmod(x.value, 12), std::fmod(y.value, 12));
}

// A point in time the source names: a year, a month of a year, a day of a month (of a year); 0
// where a part is not given. `tok` is the token the point ends at (its year, else its day or month).
struct DatePoint {
  std::size_t tok = 0;
  int year = 0, month = 0, day = 0;
};

std::string_view time_unit_of(const std::string& key);

// The day number right before or after the month word at m, in its sentence, or nullptr (not a
// count of time: "in September, two months before").
const Tok* day_by(const std::vector<Tok>& t, std::size_t m) {
  for (std::size_t d : {m - 1, m + 1}) {
    if (d < t.size() && t[d].kind == Kind::kNumber && !t[d].year && !t[d].clock && t[d].value >= 1 && t[d].value <= 31 &&
        t[d].sentence == t[m].sentence && t[d].value == std::floor(t[d].value) && time_unit_of(t[d].unit).empty()) {
      return &t[d];
    }
  }
  return nullptr;
}

// The dates of a text: "14 January 2025", "January 14, 2025", "August 1913", "20 October", "1871".
std::vector<DatePoint> date_points(const std::vector<Tok>& t) {
  std::vector<DatePoint> out;
  std::vector<bool> used(t.size(), false);
  for (std::size_t m = 0; m < t.size(); ++m) {
    const int month = t[m].kind == Kind::kWord && t[m].capitalised ? month_number(t[m].lower) : 0;
    if (!month) continue;
    DatePoint d;
    d.month = month;
    d.tok = m;
    if (const Tok* day = day_by(t, m)) {
      d.day = static_cast<int>(day->value);
      if (day > &t[m]) d.tok = m + 1;
    }
    for (std::size_t y = m + 1; y <= m + 2 && y < t.size(); ++y) {
      if (t[y].kind == Kind::kNumber && t[y].year && t[y].sentence == t[m].sentence) {
        d.year = static_cast<int>(t[y].value);
        d.tok = y;
        used[y] = true;
        break;
      }
    }
    out.push_back(d);
  }
  // A day and month without a year takes the year of the date it runs to ("from 20 July to 11
  // August 2024"), else of the last full date before it ("on Friday, 8 November 2024 ... will pass
  // sentence on 13 December"; "said on 19 July 2024 ... recalled 41 products on 12 July ... first
  // cases were reported on 28 June": a report looks back within its year).
  for (std::size_t a = 0; a < out.size(); ++a) {
    if (out[a].year || !out[a].day) continue;
    if (a + 1 < out.size() && out[a + 1].year && out[a + 1].day && t[out[a + 1].tok].sentence == t[out[a].tok].sentence &&
        out[a + 1].tok <= out[a].tok + 6) {
      out[a].year = out[a + 1].year - (out[a].month > out[a + 1].month ? 1 : 0);
      continue;
    }
    for (std::size_t b = a; b-- > 0;) {
      if (out[b].year && out[b].day) {
        out[a].year = out[b].year;
        break;
      }
    }
  }
  for (std::size_t y = 0; y < t.size(); ++y) {
    if (t[y].kind == Kind::kNumber && t[y].year && !used[y] && t[y].value == std::floor(t[y].value)) {
      out.push_back({y, static_cast<int>(t[y].value), 0, 0});
    }
  }
  return out;
}

// A change the claim states as an amount ("shrank the planned site by 50 hectares", "0.70 crowns
// more than the current minimum", "6.5 percentage points higher"), or a total ("€40,000 in
// total"), that is the difference (or the sum) of two amounts of one unit in one sentence of the
// source ("from 310 hectares to 260 hectares") among those holding the most of the claim's words
// (`best`, per sentence: "leads by nineteen seconds" is not "22 seconds ahead ... third at 41
// seconds" where another sentence says "leads ... by 9 seconds"): the source's token of the second
// amount, or npos.
std::size_t change_amount(const std::vector<Tok>& h, std::size_t q, const std::vector<Tok>& p, const std::vector<bool>& best) {
  constexpr std::size_t npos = static_cast<std::size_t>(-1);
  auto change_word = [](const Tok& t) {
    static constexpr std::string_view kWords[] = {"by",     "more",    "less",   "fewer",   "higher", "lower",
                                                  "up",     "down",    "remaining", "rest", "longer", "shorter",
                                                  "older",  "younger", "larger", "smaller", "greater", "bigger"};
    return std::find(std::begin(kWords), std::end(kWords), t.lower) != std::end(kWords);
  };
  const Tok& x = h[q];
  // "6.5 percentage points higher", "by 25 basis points": a difference of two percentages (a basis
  // point a hundredth of one).
  const bool basis = q + 2 < h.size() && h[q + 1].lower == "basis" && h[q + 2].lower == "points";
  const bool points = basis || (q + 1 < h.size() && h[q + 1].lower == "percentage");
  const double scale = basis ? 100.0 : 1.0;
  const bool change = points || (q > 0 && change_word(h[q - 1])) || (q > 1 && h[q - 1].kind == Kind::kCurrency && change_word(h[q - 2])) ||
                      (q + 2 < h.size() && change_word(h[q + 2])) || (q + 1 < h.size() && change_word(h[q + 1]));
  // "€40,000 in total" / "€30,000 in prize money plus a €10,000 bonus": a sum.
  bool sum = false;
  const auto [sb, se] = sentence_span(h, q);
  for (std::size_t k = sb; k < se; ++k) {
    sum = sum || h[k].lower == "total" || h[k].lower == "totalled" || h[k].lower == "totaled" || h[k].lower == "altogether" ||
          h[k].lower == "combined";
  }
  const std::string unit = points ? "percent" : x.unit;
  // A product or a share of two amounts of one source sentence: "72 turbines, each rated at 15
  // MW" / "1,080 MW"; "CHF 2.5 million a year for 25 years" / "CHF 62.5 million"; "2 million
  // florins in four yearly instalments" / "instalments of 500,000 florins"; "60% of the
  // €300,000 budget" / "€180,000". One amount has the claim's unit (or neither has one), the other
  // is a count or a percentage; only for amounts of 100 or more, which two numbers of a sentence
  // rarely give by chance.
  // (A count of time multiplies a rate: "£50,000 a year ... for 40 years" / "£2 million".)
  if (!x.year && x.value >= 100 && !points) {
    for (std::size_t a1 = 0; a1 < p.size(); ++a1) {
      if (p[a1].kind != Kind::kNumber || p[a1].year || p[a1].value <= 0 || p[a1].unit != x.unit ||
          !best[static_cast<std::size_t>(p[a1].sentence)]) {
        continue;
      }
      const auto [b, e] = sentence_span(p, a1);
      for (std::size_t a2 = b; a2 < e; ++a2) {
        if (a2 == a1 || p[a2].kind != Kind::kNumber || p[a2].year || p[a2].value <= 0 || p[a2].unit == x.unit ||
            (is_unit_key(p[a2].unit) && time_unit_of(p[a2].unit).empty() && p[a2].unit != "percent")) {
          continue;
        }
        const double v = p[a2].unit == "percent" ? p[a2].value / 100.0 : p[a2].value;
        if (v == 1.0) continue;
        if (same_value(p[a1].value * v, x.value) || (p[a2].unit != "percent" && same_value(p[a1].value / v, x.value))) return a1;
      }
    }
  }
  if (!(change || sum) || x.year || unit.empty()) return npos;
  for (std::size_t a1 = 0; a1 < p.size(); ++a1) {
    if (p[a1].kind != Kind::kNumber || p[a1].year || p[a1].unit != unit || !best[static_cast<std::size_t>(p[a1].sentence)]) continue;
    for (std::size_t a2 = a1 + 1; a2 < p.size() && p[a2].sentence == p[a1].sentence; ++a2) {
      if (p[a2].kind != Kind::kNumber || p[a2].year || p[a2].unit != unit) continue;
      if ((change && same_value(std::fabs(p[a2].value - p[a1].value) * scale, x.value)) || (sum && same_value(p[a2].value + p[a1].value, x.value))) {
        return a2;
      }
    }
    // "from 310 to 260 hectares": the first number has the second's unit.
    for (std::size_t a0 = a1 >= 3 ? a1 - 3 : 0; a0 < a1 && change; ++a0) {
      if (p[a0].kind == Kind::kNumber && !p[a0].year && p[a0].unit.empty() && p[a0 + 1].lower == "to" &&
          same_value(std::fabs(p[a1].value - p[a0].value), x.value)) {
        return a1;
      }
    }
  }
  return npos;
}

// A date as ISO 8601 writes it, as far as it is given ("2024-10-14", "2024-10", "2024", "--10-14").
std::string iso_date(const DatePoint& d) {
  std::string out = d.year ? fmt::format("{:04d}", d.year) : "-";
  if (d.month) out += fmt::format("-{:02d}", d.month);
  if (d.month && d.day) out += fmt::format("-{:02d}", d.day);
  return out;
}

// Whether the source's date d is the claim's date c, as far as c goes ("October 2024" is "14
// October 2024").
bool same_date(const DatePoint& c, const DatePoint& d) {
  return (!c.year || c.year == d.year) && (!c.month || c.month == d.month) && (!c.day || c.day == d.day);
}

// The order in time a claim states for two dates of the source, a before b (+1), b before a
// (-1), or none said (0), read from the claim's date of one of them and the word relating its
// count of time at q to the other event: "X on 2 November, three weeks before Y" (X's date earlier),
// "X, three weeks after Y on 14 October" (the date after the word is Y's: earlier), "X in
// August 2022 and Y two years later" (the dated one earlier), "... earlier" (later).
int claim_order(const std::vector<Tok>& h, std::size_t q, const std::vector<DatePoint>& claim_dates, const DatePoint& a,
                const DatePoint& b) {
  auto kind = [](std::string_view w) {
    if (w == "before" || w == "ahead" || w == "prior" || w == "until") return 1;  // main event earlier
    if (w == "after" || w == "following" || w == "since") return 2;             // main event later
    if (w == "later") return 3;
    if (w == "earlier") return 4;
    return 0;
  };
  std::size_t r = h.size();
  for (std::size_t k = q + 1; k < h.size() && h[k].sentence == h[q].sentence && r == h.size(); ++k) {
    if (kind(h[k].lower)) r = k;
  }
  for (std::size_t k = q; k-- > 0 && h[k].sentence == h[q].sentence && r == h.size();) {
    if (kind(h[k].lower)) r = k;
  }
  if (r == h.size()) return 0;
  for (const DatePoint& c : claim_dates) {
    const bool is_a = same_date(c, a), is_b = same_date(c, b);
    if (is_a == is_b || h[c.tok].sentence != h[q].sentence) continue;
    const bool in_reference = c.tok > r && h[c.tok].clause == h[r].clause;
    bool dated_earlier = false;
    switch (kind(h[r].lower)) {
      case 1: dated_earlier = !in_reference; break;
      case 2: dated_earlier = in_reference; break;
      case 3: dated_earlier = c.tok < r; break;
      default: dated_earlier = c.tok > r; break;
    }
    return dated_earlier == is_a ? 1 : -1;
  }
  return 0;
}

// The time from a to b counted in `unit` ("year", "month", "week", "day"), or NaN where the two
// dates do not say it: years need both years (months refine them), months both months (years
// both or neither: "20 October ... 9 October"), weeks and days both full dates. `exact` says
// whether the count is known to the unit (two bare years: 1868 to 1871 is 3, though 2.2 or 3.9);
// on input, whether a date and a bare year may be counted so.
double time_between(const DatePoint& a, const DatePoint& b, std::string_view unit, bool& exact) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const bool years = a.year && b.year;
  const bool coarse = exact;  // on input: whether a date and a bare year may be counted in whole years
  if ((a.year != 0) != (b.year != 0)) return nan;
  exact = true;
  if (unit == "year") {
    if (!years) return nan;
    // Two bare years, or (for a hedged count: "roughly fifty years") a date and a bare year, differ
    // by whole years; an unhedged count does not span a date and a bare year ("October 2024" to
    // "late 2025": a year, or two, or none).
    if ((!a.month && !b.month) || (coarse && (!a.month || !b.month))) {
      exact = false;
      return b.year - a.year;
    }
    if (!a.month || !b.month) return nan;
    return (b.year - a.year) + (b.month - a.month) / 12.0 + (a.day && b.day ? (b.day - a.day) / 365.0 : 0.0);
  }
  if (!a.month || !b.month) return nan;
  if (unit == "month") return 12.0 * (b.year - a.year) + (b.month - a.month) + (a.day && b.day ? (b.day - a.day) / 30.0 : 0.0);
  if (!a.day || !b.day) return nan;
  using namespace std::chrono;
  const year_month_day da{year{years ? a.year : 2001}, month{static_cast<unsigned>(a.month)}, day{static_cast<unsigned>(a.day)}};
  const year_month_day db{year{years ? b.year : 2001}, month{static_cast<unsigned>(b.month)}, day{static_cast<unsigned>(b.day)}};
  if (!da.ok() || !db.ok()) return nan;
  const auto days = (sys_days{db} - sys_days{da}).count();
  if (unit == "week") return days / 7.0;
  if (unit == "day") return static_cast<double>(days);
  return nan;
}

// A hypothesis number after "about", "roughly", ... stands for the premise values it rounds: within
// half the unit of its last non-zero digit, and 10% ("about $1.4 billion" / "$1.42 billion",
// "roughly 40,000" / "38,500"; not "about 20" / "24").
bool approx_value(const Tok& x, double y) {
  if (same_value(x.value, y)) return true;
  // A fraction's percentage ("one third", 33.3) is the whole percentage it rounds to, within a
  // point ("33%"), or 4 points after "about" ("roughly two-fifths" / "41%").
  if (x.fraction) return std::fabs(x.value - y) <= (x.approximate ? 4.0 : 1.0);
  if (!x.approximate || x.year || x.value == 0.0) return false;
  double unit = 1e-3;  // the largest power of ten the value is a multiple of
  for (double u = 1e-3; u <= std::fabs(x.value); u *= 10) {
    if (same_value(std::round(x.value / u) * u, x.value)) unit = u;
  }
  return std::fabs(x.value - y) <= std::min(unit / 2, 0.1 * std::fabs(x.value));
}

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

bool is_modal(std::string_view w) {
  static constexpr std::string_view kModal[] = {"can", "could", "will", "would", "may", "might", "must",
                                                "should", "shall", "need", "did", "does", "do"};
  return std::find(std::begin(kModal), std::end(kModal), w) != std::end(kModal);
}

// "just under", "a little over", "slightly above": a hedge on the number after it (which it
// rounds), not a direction.
bool hedged_side(const std::vector<Tok>& t, std::size_t m) {
  const std::string& w = t[m].lower;
  if (m == 0 || !(w == "under" || w == "over" || w == "below" || w == "above")) return false;
  const std::string& before = t[m - 1].lower;
  return before == "just" || before == "little" || before == "slightly";
}

bool is_determiner(std::string_view w) {
  static constexpr std::string_view kDeterminers[] = {"the", "a", "an", "its", "their", "his", "her", "our", "this", "these"};
  return std::find(std::begin(kDeterminers), std::end(kDeterminers), w) != std::end(kDeterminers);
}

bool is_be_form(std::string_view w) {
  return w == "is" || w == "are" || w == "was" || w == "were" || w == "be" || w == "been" || w == "being";
}

// An auxiliary: a form of "be", a modal (with "do"), "has", "have" or "had".
bool is_auxiliary(std::string_view w) { return is_be_form(w) || is_modal(w) || w == "has" || w == "have" || w == "had"; }

// An adverb in "-ly" ("slowly", "mainly"; not "fly").
bool ly_adverb(std::string_view w) { return w.size() > 4 && w.ends_with("ly"); }

// The direction a word says (+1 up, -1 down, 0 none), by its key: "rose", "an increase", "more" /
// "fell", "a reduction", "less".
int direction_of(const std::string& key) {
  static const auto classes = [] {
    const AlignLexicon& l = AlignLexicon::builtin();
    std::vector<std::string> up, down;
    for (std::string_view w : {"more", "over", "above", "higher", "greater", "larger", "up", "exceed", "rise", "increase",
                               "raise", "grow", "climb", "gain", "jump", "soar"}) {
      up.push_back(l.key(w));
    }
    for (std::string_view w : {"less", "fewer", "under", "below", "lower", "smaller", "down", "lose", "fall",
                               "decrease", "decline", "drop", "reduce", "reduction", "cut", "shrink", "plunge"}) {
      down.push_back(l.key(w));
    }
    return std::make_pair(up, down);
  }();
  const auto& [up, down] = classes;
  return std::find(up.begin(), up.end(), key) != up.end()       ? 1
         : std::find(down.begin(), down.end(), key) != down.end() ? -1
                                                                  : 0;
}

// The conjunctions that set two sides of a sentence against each other ("the day pass includes
// shoe rental but does not include harness rental"); each test adds its own ("although", "yet").
bool contrast_conjunction(std::string_view w) { return w == "but" || w == "while" || w == "whereas"; }

// "rather than X", "instead of X": a contrast, which negates X; k is the cue's last word.
bool contrast_cue(const std::vector<Tok>& t, std::size_t k) {
  return k > 0 && ((t[k].lower == "than" && t[k - 1].lower == "rather") || (t[k].lower == "of" && t[k - 1].lower == "instead"));
}

// Per-token negation scope: a token is in scope when a negation cue precedes it in the same
// clause within 6 tokens ("no": 4; "without" before a noun: 3, before a gerund: 10; "non-": the
// word it is joined to); the result holds, per token, the index of the cue whose scope it is in
// (the nearer one when two reach it), or kNoCue.
constexpr std::size_t kNoCue = static_cast<std::size_t>(-1);
bool verb_like(const Tok& t);
bool base_verb_after_modal(const std::vector<Tok>& t, std::size_t k);

// The end of the phrase a quantifying cue at k picks out ("None of our suppliers in the region
// passed", "none of the 40 buses checked failed", "No one on board was injured", "Not a single
// tagged whimbrel took"): the phrase's subject runs to the first word of its clause that is an
// auxiliary or a verb in "-ed" or an irregular past (not a modifier: "the tracked birds"), within
// 10 words, with a word of the clause after it (not "but none of the walking tours in Tallinn
// are"). k + 1 for any other cue, or where no such verb stands (the phrase may run on to a bare
// plural verb: "None of the apartments allow pets", which no tagger tells from a noun).
// A subject's "no" ("No cabin on the River Empress has a bathtub"; not "No more than two pets")
// negates its noun phrase and the predicate both ("No significant change in kidney function was
// observed"): `whole`, where given, says so; the verb ends the phrase as above.
std::size_t restrictor_end(const std::vector<Tok>& t, std::size_t k, std::size_t end, bool* whole = nullptr) {
  auto at = [&](std::size_t q, std::string_view w) { return q < end && t[q].lower == w; };
  std::size_t from = 0;  // the phrase's first word
  if (whole) *whole = false;
  if ((at(k, "none") && at(k + 1, "of")) || (at(k, "no") && at(k + 1, "one"))) {
    from = k + 2;
  } else if (at(k, "no") && (t[k].sentence_initial || (k > 0 && t[k - 1].clause != t[k].clause)) && !at(k + 1, "more") &&
             !at(k + 1, "less") && !at(k + 1, "fewer") && !at(k + 1, "longer")) {
    from = k + 1;
    if (whole) *whole = true;
  } else if (at(k, "not") && at(k + 1, "a") && at(k + 2, "single")) {
    from = k + 3;
  } else if (at(k, "not") && at(k + 1, "one")) {
    from = at(k + 2, "of") ? k + 3 : k + 2;
  } else {
    return k + 1;
  }
  for (std::size_t m = from; m + 1 < end && m <= k + 10 && t[m].clause == t[k].clause; ++m) {
    const bool modifier = m == from || is_determiner(t[m - 1].lower) || t[m - 1].kind == Kind::kNumber || t[m - 1].lower == "of" ||
                          t[m - 1].possessive;
    // (A bare verb whose dominant part of speech in WordNet is a verb, after a noun: "None of Velo
    // Telecom's prepaid bundles require a contract".)
    const bool bare_verb = t[m].kind == Kind::kWord && !t[m].capitalised && !t[m].stopword && !modifier && !ing_form(t[m].lower) &&
                           t[m - 1].kind == Kind::kWord && t[m - 1].content() && !t[m - 1].lower.ends_with("ed") &&
                           AlignLexicon::builtin().may_be_verb(t[m].key);
    const bool verb = is_auxiliary(t[m].lower) || bare_verb ||
                      (t[m].kind == Kind::kWord && !t[m].capitalised && !modifier && (t[m].lower.ends_with("ed") || t[m].irregular));
    // A participle with its agent's name modifies the phrase ("None of the 14 kiosks operated by
    // Redfern Gas & Power accept cash"): the verb is the word after the name.
    if (verb && !is_auxiliary(t[m].lower) && t[m + 1].lower == "by" && m + 2 < end && t[m + 2].capitalised) {
      std::size_t v = m + 2;
      while (v < end && t[v].clause == t[k].clause && (t[v].capitalised || t[v].kind != Kind::kWord || t[v].lower == "of")) ++v;
      if (v + 1 < end && t[v].clause == t[k].clause && t[v].kind == Kind::kWord && !t[v].stopword && t[v + 1].clause == t[k].clause) return v;
    }
    // Or with an agent in lower case, up to an auxiliary ("None of the 3,400 vans covered by the
    // recall were sold to private buyers").
    if (verb && !is_auxiliary(t[m].lower) && t[m + 1].lower == "by" && m + 2 < end && is_determiner(t[m + 2].lower)) {
      for (std::size_t v = m + 3; v + 1 < end && v <= m + 6 && t[v].clause == t[k].clause && t[v].kind == Kind::kWord; ++v) {
        if (is_auxiliary(t[v].lower)) return v;
      }
    }
    if (verb) return t[m + 1].clause == t[k].clause && t[m + 1].sentence == t[k].sentence ? m : k + 1;
  }
  return k + 1;
}

std::vector<std::size_t> negation_cues(const std::vector<Tok>& t, std::size_t begin, std::size_t end) {
  std::vector<std::size_t> out(t.size(), kNoCue);
  for (std::size_t k = begin; k < end; ++k) {
    // "not just", "not only": "also"; "whether or not": no negation. "other than X": not X;
    // "free of charge": no charge.
    const bool not_just = t[k].lower == "not" &&
                          ((k + 1 < end && (t[k + 1].lower == "just" || t[k + 1].lower == "only" || t[k + 1].lower == "merely")) ||
                           (k > begin && t[k - 1].lower == "or"));
    const bool other_than = k > begin && ((t[k].lower == "than" && t[k - 1].lower == "other") ||
                                          (t[k].lower == "of" && t[k - 1].lower == "free"));
    // "by the practice nurse rather than at the hospital", "instead of the householder": not
    // there; "have yet to be sold": not sold yet.
    const bool rather_than = k > begin && contrast_cue(t, k);
    const bool yet_to = t[k].lower == "yet" && k + 1 < end && t[k + 1].lower == "to" && k > begin &&
                        (t[k - 1].lower == "have" || t[k - 1].lower == "has" || t[k - 1].lower == "had" ||
                         is_be_form(t[k - 1].lower) || t[k - 1].lower.starts_with("remain"));
    // "non-refundable", "non-flash": the word it is joined to.
    if (t[k].lower == "non" && t[k].hyphen_after) {
      if (k + 1 < end) out[k + 1] = k;
      continue;
    }
    if ((!t[k].negation || not_just) && !other_than && !rather_than && !yet_to) continue;
    // "without" before a gerund negates its clause ("without requiring her to attend lectures or
    // sit an oral examination"); before a noun, the noun phrase.
    const bool gerund_after = k + 1 < end && ing_form(t[k + 1].lower);
    // ("free of charge": the charge only, not "at Fairmont Fitness" after it.)
    const bool free_of = other_than && t[k].lower == "of";
    const std::size_t reach = free_of                                                     ? 1
                              : ((t[k].lower == "without" && !gerund_after) || other_than) ? 3
                              : t[k].lower == "without"                                 ? 10
                              : t[k].lower == "no"                                      ? 4
                                                                                        : 6;
    // "None of the apartments in the Foster Building allow pets": "none of" negates the predicate,
    // not the phrase it picks out, which is its subject (see restrictor_end()): the scope and the
    // bound after it are counted from the verb, where one stands in the clause.
    bool whole = false;
    const std::size_t head = restrictor_end(t, k, end, &whole) - 1;
    // "not completed until 1864": it was completed, in 1864.
    bool until = false;
    for (std::size_t m = k + 1; t[k].lower == "not" && m < end && m <= k + reach && t[m].clause == t[k].clause; ++m) {
      until = until || t[m].lower == "until" || t[m].lower == "till";
    }
    if (until) continue;
    // "no more than two", "cannot receive more than one", "nowhere deeper than four metres": a
    // bound on an amount ("at most two"), which the number test checks, not a polarity.
    // The comparative comes right after the cue or after its verb; one in "-er" other than
    // "more", "less", "fewer" only before a number ("never got further than the quarter-finals"
    // is no bound).
    bool bound = false;
    for (std::size_t c = head + 1; c <= head + 2 && c + 1 < end && !bound; ++c) {
      if (c == head + 2 && !(verb_like(t[head + 1]) || base_verb_after_modal(t, head + 1) || is_be_form(t[head + 1].lower))) break;
      const std::string& w = t[c].lower;
      const bool amount = w == "more" || w == "less" || w == "fewer";
      bound = t[c + 1].lower == "than" &&
              (amount || (w.ends_with("er") && ((c + 2 < end && t[c + 2].kind == Kind::kNumber) ||
                                                (c + 3 < end && t[c + 3].kind == Kind::kNumber))));
    }
    if (bound) continue;
    // A noun phrase after "without" ends at the verb ("Photography without flash is permitted").
    const bool noun_phrase = t[k].lower == "without" && !gerund_after;
    for (std::size_t m = whole ? k + 1 : head + 1; m < end && m <= head + reach && t[m].clause == t[k].clause; ++m) {
      if (t[m].lower == "but") break;
      // "never married and spent her final years in Lisbon": a second predicate, not negated.
      if (t[m].lower == "and" && m + 1 < end && verb_like(t[m + 1]) && (t[m + 1].lower.ends_with("ed") || t[m + 1].irregular)) break;
      if (noun_phrase && (is_be_form(t[m].lower) || is_modal(t[m].lower))) break;
      out[m] = k;
    }
  }
  // "fail to V", "decline to V", "refuse to V": the cue is that verb.
  for (std::size_t k = begin; k + 1 < end; ++k) {
    const bool declines = t[k].lower.starts_with("declin") || t[k].lower.starts_with("refus");
    if ((t[k].key == "fail" || t[k].key == "fai" || declines) && t[k + 1].lower == "to") {
      for (std::size_t m = k + 2; m < end && m <= k + 5 && t[m].clause == t[k].clause; ++m) out[m] = k;
    }
  }
  return out;
}

std::vector<bool> in_scope(const std::vector<std::size_t>& cues) {
  std::vector<bool> out(cues.size());
  for (std::size_t k = 0; k < cues.size(); ++k) out[k] = cues[k] != kNoCue;
  return out;
}

// A verb's base form after a modal or "to" ("can still reach", "agreed to buy").
bool base_verb_after_modal(const std::vector<Tok>& t, std::size_t k) {
  for (std::size_t back = 1; back <= 2 && back <= k; ++back) {
    const std::string& w = t[k - back].lower;
    if (is_modal(w) || w == "to") return true;
    if (!w.ends_with("ly") && w != "still" && w != "also" && w != "not") return false;
  }
  return false;
}

// A word naming a stretch of time ("year", "seasons", "Sunday").
bool is_time_noun(std::string_view w) {
  if (w.ends_with("s")) w.remove_suffix(1);
  static constexpr std::string_view kWords[] = {"year", "month", "week", "day", "season", "decade", "century", "weekend"};
  return std::find(std::begin(kWords), std::end(kWords), w) != std::end(kWords) || is_weekday(w);
}

// Looks like a finite verb (no part-of-speech tagger): -ed, -s, or an irregular form.
bool verb_like(const Tok& t) {
  const std::string& w = t.lower;
  return t.kind == Kind::kWord && !t.capitalised && !t.stopword && w.size() > 3 &&
         (w.ends_with("ed") || (w.ends_with("s") && !w.ends_with("ss")) || t.irregular);
}

// A word used as a noun, not as a verb between two arguments (no part-of-speech tagger): after a
// determiner or a possessive ("a report filed by", "Sunday's talks"; but a light verb's object
// carries its arguments, "lodged a protest against Blue Heron"), or, in -s, before the auxiliary
// that is its clause's verb ("Emergency calls cannot be blocked", "seats in the upper circle are").
bool used_as_noun(const std::vector<Tok>& t, std::size_t k) {
  if (k > 0 && t[k - 1].sentence == t[k].sentence && (is_determiner(t[k - 1].lower) || t[k - 1].possessive)) {
    return !(k > 1 && verb_like(t[k - 2]));
  }
  if (!t[k].lower.ends_with("s") || t[k].irregular) return false;
  for (std::size_t m = k + 1; m < t.size() && m <= k + 8 && t[m].clause == t[k].clause; ++m) {
    if (is_auxiliary(t[m].lower)) return true;
    if (verb_like(t[m])) break;
  }
  return false;
}

// A verb in the plural present, which has no ending to show it ("Stallholders pay the market
// organisers", "Sea otters prey mainly on sea urchins"): a bare word right after a plural noun of
// its clause (not a name, not a possessive) and before a word of the same sentence, not an
// auxiliary. No tagger: it may be a noun after a plural modifier ("sales tax"), which matters only
// where the other side orders the same words the other way round.
bool plural_present(const std::vector<Tok>& t, std::size_t k) {
  if (k == 0 || k + 1 >= t.size()) return false;
  const Tok& w = t[k];
  const Tok& s = t[k - 1];
  const Tok& n = t[k + 1];
  const std::string& v = w.lower;
  static constexpr std::string_view kAdverbs[] = {"rather", "also", "only", "still", "even", "often", "never", "always",
                                                  "together", "alone", "alike", "too", "again", "instead", "now", "then"};
  if (w.kind != Kind::kWord || w.capitalised || w.stopword || v.size() < 3 || v.ends_with("s") || v.ends_with("ed") ||
      v.ends_with("ing") || ly_adverb(v) || std::find(std::begin(kAdverbs), std::end(kAdverbs), v) != std::end(kAdverbs)) {
    return false;
  }
  const std::string& subject = s.lower;
  if (s.kind != Kind::kWord || s.stopword || s.possessive || s.clause != w.clause || (s.capitalised && !s.sentence_initial) ||
      !subject.ends_with("s") || subject.ends_with("ss") || subject.ends_with("us") || subject.ends_with("is")) {
    return false;
  }
  return n.sentence == w.sentence && n.kind == Kind::kWord && !is_auxiliary(n.lower);
}

// The head of the noun phrase after a verb at k: past at most three prepositions, determiners and
// adverbs in -ly, the last of the content words that follow in k's clause ("prey mainly on sea
// otters": "otters"); npos if there is none.
std::size_t object_head(const std::vector<Tok>& t, std::size_t k) {
  std::size_t m = k + 1;
  for (int skipped = 0; skipped < 3 && m < t.size() && t[m].clause == t[k].clause && t[m].kind == Kind::kWord &&
                        (t[m].stopword || ly_adverb(t[m].lower));
       ++skipped) {
    ++m;
  }
  std::size_t head = std::string::npos;
  for (; m < t.size() && t[m].clause == t[k].clause && t[m].kind == Kind::kWord && !t[m].stopword; ++m) head = m;
  return head;
}

// Where the noun phrase of a quantifier at k ends: at its verb, an -s, -ed or irregular form or an
// auxiliary, not right after the quantifier ("every occupied box was checked"); where there is
// none, at the end of k's sentence.
std::size_t noun_phrase_end(const std::vector<Tok>& t, std::size_t k) {
  std::size_t verb = k + 2;
  while (verb < t.size() && t[verb].sentence == t[k].sentence && !verb_like(t[verb]) && !is_auxiliary(t[verb].lower)) ++verb;
  return verb;
}

// A verb of learning or serving followed by "under", which names the one over its subject as
// "by" names an agent ("Ida Fenn trained under Karl Oster" / "Karl Oster trained Ida Fenn"; not
// "sold under the Elmhurst label").
bool under_master(const std::vector<Tok>& t, std::size_t k) {
  const std::string& verb = t[k].lower;
  return k + 1 < t.size() && t[k + 1].lower == "under" &&
         (verb.starts_with("train") || verb.starts_with("stud") || verb.starts_with("serv") || verb.starts_with("work") ||
          verb.starts_with("apprentic"));
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

// A participle at k after a form of "be" ("was developed at"; past adverbs and negations: "was
// quickly sold", "are also not covered", "are no longer sold").
bool be_passive(const std::vector<Tok>& t, std::size_t k) {
  const bool participle = t[k].lower.ends_with("ed") || t[k].irregular;
  for (std::size_t back = 1; participle && back <= 3 && back <= k; ++back) {
    if (is_be_form(t[k - back].lower)) return true;
    const std::string& w = t[k - back].lower;
    if (!is_discourse_adverb(w) && w != "not" && w != "still" && w != "never" && w != "always" && w != "often" &&
        w != "already" && w != "now" && w != "no" && w != "longer") {
      break;
    }
  }
  return false;
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

// Two parties a text puts in an order that a paraphrase keeps, as runs of name words, the first
// party and the second: a contest (the winner and the loser: "W beat L", "W won ..., beating L",
// "W's victory over L", "W unseated L", "W finished ahead of L"; "L lost to W", "L was beaten by
// W", "L's defeat to W", "L finished behind W"), a takeover (the buyer and the bought: "B bought
// T", "B's bid for T", "B agreed to take over T", "the takeover of T by B", "T was acquired by B",
// "a bid from B", "T sold its hubs to B"), a succession (the new holder and the old: "N replaced
// O", "N took over from O", "N succeeded O", "O was replaced by N", "it was taken over from O by
// N"), an agency (the one who acts and the one it acts for: "A carries out the works on behalf of
// P", "operated by A under contract to P"). The name before the cue: the nearest in its clause (a
// noun's: the clause's first), else the sentence's first; the one after it: the first within six
// words (after a succession's "from").
struct Contest {
  int kind = 0;  // 0 contest, 1 takeover, 2 succession, 3 agency
  std::pair<std::size_t, std::size_t> winner, loser;
};

std::vector<Contest> contests(const std::vector<Tok>& t) {
  struct Cue {
    std::string_view word;
    int kind;
    bool first_wins;  // the name before the cue is the first party
    bool noun;
    std::string_view next;  // the word it needs after it ("" none; "|" separates choices)
  };
  static constexpr Cue kCues[] = {
      {"beat", 0, true, false, ""},        {"beats", 0, true, false, ""},      {"beating", 0, true, false, ""},
      {"defeated", 0, true, false, ""},    {"defeats", 0, true, false, ""},    {"defeating", 0, true, false, ""},
      {"overcame", 0, true, false, ""},    {"edged", 0, true, false, ""},      {"thrashed", 0, true, false, ""},
      {"routed", 0, true, false, ""},      {"unseated", 0, true, false, ""},   {"ousted", 0, true, false, ""},
      {"victory", 0, true, true, "over"},  {"win", 0, true, true, "over|against"}, {"triumph", 0, true, true, "over"},
      {"ahead", 0, true, true, "of"},      {"lost", 0, false, false, "to"},    {"loses", 0, false, false, "to"},
      {"losing", 0, false, false, "to"},   {"beaten", 0, false, false, "by"},  {"defeat", 0, false, true, "to|by"},
      {"behind", 0, false, true, ""},
      {"bought", 1, true, false, ""},      {"buy", 1, true, false, ""},        {"buys", 1, true, false, ""},
      {"buying", 1, true, false, ""},      {"acquired", 1, true, false, ""},   {"acquire", 1, true, false, ""},
      {"acquires", 1, true, false, ""},    {"acquiring", 1, true, false, ""},  {"acquisition", 1, true, true, "of"},
      {"takeover", 1, true, true, "of"},   {"purchase", 1, true, true, "of"},  {"bid", 1, true, true, "for"},
      {"offer", 1, true, true, "for"},     {"sold", 1, false, false, ""},      {"sells", 1, false, false, ""},
      {"selling", 1, false, false, ""},
      {"replaced", 2, true, false, ""},    {"replaces", 2, true, false, ""},   {"succeeded", 2, true, false, ""},
      {"succeeds", 2, true, false, ""},
      {"behalf", 3, true, true, "of"},     {"contract", 3, true, true, "to|with"},
  };
  // A name: a name word not first in its sentence, or first where the text names it elsewhere too
  // ("Brightwater, founded in 2008, expanded rapidly after it bought ...").
  std::unordered_set<std::string> named;
  for (const Tok& x : t) {
    if (name_word(x) && !x.sentence_initial) named.insert(x.key);
  }
  auto name_at = [&](std::size_t q) {
    return name_word(t[q]) && !is_weekday(t[q].lower) && (!t[q].sentence_initial || named.count(t[q].key) > 0);
  };
  std::vector<Contest> out;
  for (std::size_t v = 1; v + 1 < t.size(); ++v) {
    const std::string& w = t[v].lower;
    const std::string& next = t[v + 1].lower;
    const Cue* cue = nullptr;
    for (const Cue& c : kCues) {
      if (c.word == w) cue = &c;
    }
    // "took over from": a succession; "take over" / "took over" before a name: a takeover ("was
    // taken over ... by" a passive).
    Cue over{w, 0, true, false, ""};
    std::size_t from_at = t.size();  // a succession's "from", the old holder after it
    if ((w == "took" || w == "take" || w == "takes" || w == "taking" || w == "taken") && next == "over") {
      for (std::size_t q = v + 2; q < t.size() && q <= v + 6 && t[q].clause == t[v].clause && from_at == t.size(); ++q) {
        if (t[q].lower == "from") from_at = q;
      }
      over.kind = from_at != t.size() ? 2 : 1;
      cue = &over;
    }
    // "a bid from B", "an offer from B": the bidder after it.
    Cue from{w, 1, false, true, ""};
    if ((w == "bid" || w == "offer") && next == "from") cue = &from;
    if (!cue) continue;
    if (!cue->next.empty()) {
      bool ok = false;
      for (std::size_t b = 0, e; b <= cue->next.size(); b = e + 1) {
        e = cue->next.find('|', b);
        if (e == std::string_view::npos) e = cue->next.size();
        ok = ok || cue->next.substr(b, e - b) == next;
      }
      if (!ok) continue;
    }
    bool first_wins = cue->first_wins;
    // A passive verb: after a form of "be", or with "by" after it or its score ("defeated 2-1 by
    // Riverton"; not "beat Ashdown by five lengths").
    const bool passive = !cue->noun && w != "beaten" && !w.ends_with("ing") &&  // ("is buying": no passive)
                         ((v > 0 && is_be_form(t[v - 1].lower)) || (v > 1 && is_be_form(t[v - 2].lower)) || next == "by" ||
                          (v + 2 < t.size() && t[v + 1].kind == Kind::kNumber && t[v + 2].lower == "by"));
    if (passive) first_wins = !first_wins;
    const auto [sb, se] = sentence_span(t, v);
    std::size_t before = t.size(), after = t.size(), agent = t.size();
    // A verb's subject: the nearest name before it in its clause; a noun's ("a 3-1 victory over"),
    // the clause's first.
    for (std::size_t q = v; q-- > sb;) {
      if (name_at(q) && t[q].clause == t[v].clause) {
        before = q;
        if (!cue->noun) break;
      }
    }
    for (std::size_t q = sb; q < v && before == t.size(); ++q) {
      if (name_at(q)) before = q;
    }
    for (std::size_t q = from_at != t.size() ? from_at + 1 : v + 1; q < se && q <= v + 8 && after == t.size(); ++q) {
      if (name_at(q)) after = q;
    }
    // "the takeover of FreshWay by its larger rival, Grunmarkt", "was taken over from Nordlink by
    // Skarholm": the agent after the "by".
    for (std::size_t q = after; (cue->noun || passive) && cue->kind >= 1 && cue->kind <= 2 && q < se && q <= after + 4; ++q) {
      if (t[q].lower != "by") continue;
      for (std::size_t r = q + 1; r < se && r <= q + 6 && agent == t.size(); ++r) {
        if (name_at(r)) agent = r;
      }
      break;
    }
    if (agent != t.size() && after != t.size()) {
      out.push_back(Contest{cue->kind, name_run(t, agent), name_run(t, after)});
      continue;
    }
    if (before == t.size() || after == t.size()) continue;
    const auto a = name_run(t, before), b = name_run(t, after);
    out.push_back(first_wins ? Contest{cue->kind, a, b} : Contest{cue->kind, b, a});
  }
  return out;
}

// Whether two runs of name words share a word.
bool shares_name(const std::vector<Tok>& a, std::pair<std::size_t, std::size_t> ra, const std::vector<Tok>& b,
                 std::pair<std::size_t, std::size_t> rb) {
  for (std::size_t x = ra.first; x < ra.second; ++x) {
    for (std::size_t y = rb.first; y < rb.second; ++y) {
      if (a[x].key == b[y].key) return true;
    }
  }
  return false;
}

// Counts the claim gives that the source gives only as two of its numbers:
// * a count of time between two dates: "her doctorate eight years before her design was
//   patented" / "doctorate in 1949 ... patented in 1957", "seven weeks after the consultation
//   closed on 16 February" / "take effect on 6 April". Within what the count's hedge allows
//   ("almost five years", "more than nine months", "about seven months"), the claim saying how
//   the two events stand in time ("after", "before", "later", "between", ...), each date's
//   sentence holding a word of the claim, and one of them the claim's own date when it gives one;
// * a change or a total (change_amount): "shrank the site by 50 hectares" / "from 310 to 260
//   hectares".
// The count (and its unit words) is aligned to those numbers: `where` gets them.
struct DerivedCounts {
  std::vector<bool> derived;         // per claim content token
  std::vector<std::string> mismatch;  // per claim content token: a count of time the dates deny (a reason)
  std::string order_clash;           // a count of time whose dates stand in the other order (a reason)
};

DerivedCounts derive_counts(const std::vector<Tok>& h, const std::vector<Tok>& p,
                            const std::vector<std::size_t>& hc, std::vector<std::vector<std::size_t>>& where) {
  constexpr std::size_t npos = static_cast<std::size_t>(-1);
  DerivedCounts out;
  out.derived.assign(hc.size(), false);
  out.mismatch.assign(hc.size(), {});
  if (std::none_of(hc.begin(), hc.end(), [&](std::size_t q) { return h[q].kind == Kind::kNumber && !h[q].year && h[q].value > 0; })) {
    return out;  // no count to derive
  }
  static constexpr std::string_view kRelations[] = {"after", "before", "later", "earlier", "since", "between",
                                                    "ago", "passed", "prior", "until", "following", "elapsed", "ahead"};
  bool relation = false;
  for (const Tok& t : h) relation = relation || std::find(std::begin(kRelations), std::end(kRelations), t.lower) != std::end(kRelations);
  // The sentences holding the most of the claim's words.
  std::vector<int> hits(static_cast<std::size_t>(p.back().sentence + 1), 0);
  for (std::size_t j = 0; j < hc.size(); ++j) {
    int last = -1;
    for (std::size_t k : where[j]) {
      if (h[hc[j]].kind != Kind::kWord || p[k].sentence == last) continue;
      last = p[k].sentence;
      ++hits[static_cast<std::size_t>(last)];
    }
  }
  const int most = *std::max_element(hits.begin(), hits.end());
  std::vector<bool> best(hits.size());
  for (std::size_t b = 0; b < hits.size(); ++b) best[b] = hits[b] > 0 && hits[b] + 1 >= most;
  std::vector<DatePoint> dates, claim_dates;
  std::vector<bool> claim_sentence(relation ? static_cast<std::size_t>(p.back().sentence + 1) : 0, false);
  if (relation) {
    dates = date_points(p);
    claim_dates = date_points(h);
    for (std::size_t j = 0; j < hc.size(); ++j) {
      const Tok& w = h[hc[j]];
      if (w.kind != Kind::kWord || is_unit_key(w.key) || is_month(w.lower)) continue;
      for (std::size_t k : where[j]) claim_sentence[static_cast<std::size_t>(p[k].sentence)] = true;
    }
  }
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    if (x.kind != Kind::kNumber || x.year || x.value <= 0) continue;
    // (Past a bare number found elsewhere, only counts of time are looked for.)
    if (!where[i].empty() && !relation) continue;
    if (const std::size_t k = where[i].empty() ? change_amount(h, hc[i], p, best) : npos; k != npos) {
      out.derived[i] = true;
      where[i] = {k};
      // Its unit words with it ("50 hectares", "6.5 percentage points").
      for (std::size_t j = 0; j < hc.size(); ++j) {
        const std::size_t u = hc[j];
        if (where[j].empty() && u > hc[i] && u <= hc[i] + 2 &&
            (h[u].key == x.unit || (h[u].lower == "points" && (h[u - 1].lower == "percentage" || h[u - 1].lower == "basis")))) {
          where[j] = where[i];
        }
      }
      continue;
    }
    if (dates.size() < 2) continue;
    // (A count of time found only as a bare number elsewhere, "two holiday homes", is not found.)
    if (std::any_of(where[i].begin(), where[i].end(), [&](std::size_t k) { return p[k].unit == x.unit; })) continue;
    const std::string_view unit = time_unit_of(x.unit);
    if (unit.empty()) continue;
    // The hedge before the count: "more than" / "over" (at least), "almost" / "under" (at
    // most), "about" (either way); none: the count rounded.
    const double n = x.value, slack = std::max(1.0, 0.25 * n);
    double lo = n - 0.5, hi = n + 0.5;
    bool hedged = true;
    const std::size_t q = hc[i];
    auto before = [&](std::size_t back) -> std::string_view { return q >= back ? std::string_view(h[q - back].lower) : ""; };
    if ((before(1) == "than" && before(2) == "more") || before(1) == "over" || before(1) == "above") {
      lo = n, hi = n + slack;
    } else if ((before(1) == "than" && before(2) == "less") || before(1) == "under" || before(1) == "below" ||
               before(1) == "almost" || before(1) == "nearly") {
      lo = n - slack, hi = n + 0.25;
    } else if (x.approximate) {
      lo = n - std::max(0.5, 0.1 * n), hi = n + std::max(0.5, 0.1 * n);
    } else {
      hedged = false;
    }
    std::string clash;
    int candidates = 0;  // pairs of dates the count could be of
    double nearest = 0;
    for (std::size_t a = 0; a < dates.size() && !out.derived[i]; ++a) {
      for (std::size_t b = a + 1; b < dates.size() && !out.derived[i]; ++b) {
        if (!claim_sentence[static_cast<std::size_t>(p[dates[a].tok].sentence)] ||
            !claim_sentence[static_cast<std::size_t>(p[dates[b].tok].sentence)]) {
          continue;
        }
        // A claim that dates one of the events dates it as the source does ("came out in October
        // 2024, a year after ..."): one of the two is its date.
        if (!claim_dates.empty() && !std::any_of(claim_dates.begin(), claim_dates.end(), [&](const DatePoint& c) {
              return same_date(c, dates[a]) || same_date(c, dates[b]);
            })) {
          continue;
        }
        bool exact = hedged;  // (a hedged count of years may span a date and a bare year)
        const double signed_span = time_between(dates[a], dates[b], unit, exact);
        const double span = std::fabs(signed_span);
        if (span > 0) {
          ++candidates;
          nearest = span;
        }
        // A count with no hedge is the time rounded, to within a little: two months of a year ("a
        // year" is not the nine months from January to October 2024), a day of a week; two bare
        // years differ by whole years.
        const double margin = hedged || !exact ? 0.0 : unit == "year" ? 0.3 : unit == "week" ? 0.2 : 0.0;
        if (!(span > 0) || span < lo + margin - 1e-9 || span > hi - margin + 1e-9) continue;
        // The order the claim puts its dated event in ("passed closest to Earth on 2 November,
        // almost three weeks ahead of its perihelion" / "perihelion on 14 October ... closest
        // approach on 2 November"): the count is right, the order not.
        if (const int order = claim_order(h, q, claim_dates, dates[a], dates[b]); order != 0 &&
                                                                                 (order > 0) != (signed_span > 0)) {
          const bool a_first = signed_span > 0;
          clash = fmt::format("date_order: {} {} vs {} before {}", x.surface, h[q + 1].surface, iso_date(a_first ? dates[a] : dates[b]),
                              iso_date(a_first ? dates[b] : dates[a]));
          continue;
        }
        out.derived[i] = true;
        where[i] = {dates[a].tok, dates[b].tok};
        for (std::size_t j = 0; j < hc.size(); ++j) {
          if (hc[j] == q + 1 && h[hc[j]].key == x.unit && where[j].empty()) where[j] = where[i];
        }
      }
    }
    if (!out.derived[i] && !clash.empty()) out.order_clash = clash;
    // One pair of dates only, and its time is not the count: the count is wrong ("doctorate six
    // years before her design was patented" / "doctorate in 1949 ... patented in 1957").
    if (!out.derived[i] && clash.empty() && candidates == 1 && where[i].empty()) {
      out.mismatch[i] = fmt::format("number_mismatch: {} {} vs {:g}", x.surface, h[q + 1].surface, std::round(nearest * 10) / 10);
    }
  }
  return out;
}

}  // namespace

double AlignJudge::threshold() { return kAlignThreshold; }

// "Stop", "cease" or "quit" before a gerund, where the other text says "no longer": the negation it
// is ("will stop paying a dividend" / "will no longer pay a dividend"). (Not everywhere: "will stop
// receiving security updates on 31 October" / "security updates end on 31 October".)
void read_stop_as_no_longer(std::vector<Tok>& t, const std::vector<Tok>& other) {
  bool no_longer = false;
  for (std::size_t k = 1; k < other.size() && !no_longer; ++k) no_longer = no_longer_at(other, k);
  for (std::size_t k = 0; no_longer && k + 1 < t.size(); ++k) {
    const std::string& w = t[k].lower;
    const bool ends = w == "stop" || w == "stops" || w == "stopped" || w == "stopping" || w == "cease" || w == "ceases" ||
                      w == "ceased" || w == "quit" || w == "quits";
    if (ends && t[k].kind == Kind::kWord && t[k + 1].kind == Kind::kWord && ing_form(t[k + 1].lower) && t[k + 1].sentence == t[k].sentence) {
      t[k].negation = true;
      t[k].stopword = true;
    }
  }
}

// Whether `a` is an acronym of the name that starts at token k of `t` ("US" / "the United
// States", "FDIC" / "The Federal Deposit Insurance Corporation"): the initials of its run of
// capitalised words, "of", "and" and "for" between them skipped.
bool abbreviates(const Tok& a, const std::vector<Tok>& t, std::size_t k) {
  const std::string& letters = a.surface;
  if (a.kind != Kind::kWord || letters.size() < 2 || letters.size() > 6 || has_lowercase(letters)) return false;
  if (k > 0 && t[k - 1].capitalised && !t[k - 1].sentence_initial && t[k - 1].sentence == t[k].sentence) return false;
  std::size_t n = 0, q = k;
  while (q < t.size() && n < letters.size() && t[q].sentence == t[k].sentence) {
    if (n > 0 && (t[q].lower == "of" || t[q].lower == "and" || t[q].lower == "for")) {
      ++q;
      continue;
    }
    if (t[q].kind != Kind::kWord || !t[q].capitalised || !has_lowercase(t[q].surface) || t[q].surface[0] != letters[n]) break;
    ++n;
    ++q;
  }
  const bool run_ends = q >= t.size() || t[q].kind != Kind::kWord || !t[q].capitalised || t[q].sentence != t[k].sentence;
  return n == letters.size() && run_ends;
}

AlignJudge::Analysis AlignJudge::analyze(std::string_view premise_text, std::string_view hypothesis_text) {
  const AlignLexicon& lex = AlignLexicon::builtin();
  Analysis a;
  std::vector<Tok> h = tokenize(hypothesis_text);
  std::vector<Tok> p = tokenize(premise_text);
  read_stop_as_no_longer(h, p);
  read_stop_as_no_longer(p, h);
  auto& f = a.features;
  for (std::size_t k = 0; k < h.size(); ++k) {
    static constexpr std::string_view kApprox[] = {"about", "around", "roughly", "approximately", "nearly",
                                                   "almost", "approx", "circa", "some", "estimated"};
    for (std::size_t back = 1; h[k].kind == Kind::kNumber && back <= 2 && back <= k; ++back) {
      const Tok& b = h[k - back];
      if (std::find(std::begin(kApprox), std::end(kApprox), b.lower) != std::end(kApprox)) h[k].approximate = true;
      // "just under 5%", "a little over two-fifths": the value it rounds.
      if (hedged_side(h, k - back)) h[k].approximate = true;
      if (b.kind != Kind::kCurrency) break;
    }
  }

  // Hypothesis content tokens (distinct by key / value) with weights.
  std::vector<std::size_t> hc;
  for (std::size_t k = 0; k < h.size(); ++k) {
    if (!h[k].content()) continue;
    bool dup = false;
    for (std::size_t m : hc) {
      // (Numbers by value and unit of measure: "a 40-litre box ... for 20 to 40 hours" holds two.)
      auto measure = [](const std::string& u) { return is_unit_key(u) || strong_unit(u); };
      const bool two_measures = h[m].unit != h[k].unit && measure(h[m].unit) && measure(h[k].unit);
      if (h[m].kind == h[k].kind && (h[k].kind == Kind::kNumber ? same_value(h[m].value, h[k].value) && !two_measures
                                                                : h[m].key == h[k].key)) {
        dup = true;
      }
    }
    if (!dup) hc.push_back(k);
  }
  if (hc.empty() || p.empty()) {
    a.reasons.push_back(hc.empty() ? "no_content" : "empty_premise");
    a.prob = 0.0;
    return a;
  }
  auto weight = [&](const Tok& t) {
    // (A multiple, "doubled", or a share in words, "half of", weighs as the word it is written as.)
    const bool word_form = t.reread && (t.unit == kTimesUnit || t.fraction);
    return t.kind == Kind::kNumber ? (word_form ? 1.0 : 2.0) : (t.capitalised && !t.sentence_initial) ? 2.0 : 1.0;
  };
  for (std::vector<Tok>* t : {&h, &p}) {
    for (Tok& tok : *t) tok.key_hash = AlignLexicon::word_hash(tok.key);
  }
  // Whether the claim holds a word, or one related to it; a number, or one of the same value.
  auto claim_holds = [&](const Tok& u) {
    if (u.kind == Kind::kNumber) {
      return std::any_of(h.begin(), h.end(), [&](const Tok& y) { return y.kind == Kind::kNumber && same_value(y.value, u.value); });
    }
    return std::any_of(h.begin(), h.end(), [&](const Tok& y) { return y.kind == Kind::kWord && (y.key == u.key || lex.related(y.key, u.key)); });
  };
  // Two numbers' units say the same, or one says none ("metres" / "meters").
  auto units_agree = [&](const Tok& x, const Tok& y) {
    return x.unit.empty() || y.unit.empty() || x.unit == y.unit || lex.related(x.unit, y.unit) || same_spelling(x.unit, y.unit);
  };
  auto matches = [&](const Tok& x, const Tok& y) {
    if (x.kind == Kind::kNumber || y.kind == Kind::kNumber) {
      // An ordinal in digits and in words ("3rd" / "third").
      if (x.kind == Kind::kNumber && x.ordinal && y.kind == Kind::kWord) return ordinal_word(y.lower) == x.value;
      if (y.kind == Kind::kNumber && y.ordinal && x.kind == Kind::kWord) return ordinal_word(x.lower) == y.value;
      if ((x.clock && y.ordinal) || (y.clock && x.ordinal)) return false;  // "5 a.m." / "5th Avenue"
      if (x.kind == y.kind && same_clock(x, y)) return true;
      // A multiple is only another multiple ("doubled" / "twofold"), or a halving a fall by 50%
      // ("halved" / "cut by half").
      if (const bool mx = x.unit == kTimesUnit, my = y.unit == kTimesUnit; mx || my) {
        if (x.kind != y.kind) return false;
        if (mx && my) return same_value(x.value, y.value);
        const Tok& m = mx ? x : y;
        const Tok& o = mx ? y : x;
        return m.value == 0.5 && o.unit == "percent" && same_value(o.value, 50);
      }
      // Not a quantity of another unit of measure ("four weeks" / "four hours"), nor a count
      // where the other is a percentage or an amount of money ("nine countries" / "9 percent");
      // the word after a number is often no unit ("at 57 due to" / "57 years").
      return x.kind == y.kind && ((approx_value(x, y.value) &&
              (units_agree(x, y) || (!(is_unit_key(x.unit) && is_unit_key(y.unit)) && !strong_unit(x.unit) && !strong_unit(y.unit)))) ||
             same_quantity(x, y));
    }
    if (y.kind != Kind::kWord || y.key.empty()) return false;
    if (x.key == y.key) return true;
    if (y.stopword) return false;
    if (lex.related_hashed(x.key_hash, y.key_hash) || same_spelling(x.key, y.key)) return true;
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
  // A percentage said as a fraction: "Twenty percent of the tickets" / "one in five tickets",
  // "Fifty percent" / "half", "75%" / "three quarters", "about 67 percent" / "two thirds" (within a
  // point).
  auto percent_as_fraction = [&](const Tok& x, std::size_t k) {
    if (x.kind != Kind::kNumber || x.unit != "percent") return false;
    const double share = fraction_share(p, k);
    return share >= 0 && std::fabs(share - x.value) <= 1.0;
  };
  // A count of one said with an article ("one sunshield panel" / "a sunshield panel", "counted as
  // one device" / "count as a single device"): "single", "sole" or "lone", or "a" / "an" with the
  // word after the claim's "one" within its next three words.
  auto one_as_article = [&](const Tok& x, std::size_t k) {
    if (x.kind != Kind::kNumber || x.lower != "one" || x.value != 1 || p[k].kind != Kind::kWord) return false;
    const std::string& w = p[k].lower;
    if (w == "single" || w == "sole" || w == "lone") return true;
    if (w != "a" && w != "an") return false;
    for (std::size_t q = k + 1; q < p.size() && q <= k + 3 && p[q].sentence == p[k].sentence; ++q) {
      if (p[q].kind == Kind::kWord && !p[q].stopword && (p[q].key == x.unit || lex.related(x.unit, p[q].key))) return true;
    }
    return false;
  };
  std::vector<std::vector<std::size_t>> where(hc.size());
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    for (std::size_t k = 0; k < p.size(); ++k) {
      if (matches(x, p[k]) || percent_as_fraction(x, k) || one_as_article(x, k)) where[i].push_back(k);
    }
  }
  // An acronym of the claim stands at the first word of the source's name it abbreviates ("US" /
  // "the United States", "FDIC" / "The Federal Deposit Insurance Corporation"): the initials of a
  // run of capitalised words, "of", "and" and "for" between them skipped.
  for (std::size_t i = 0; i < hc.size(); ++i) {
    if (!where[i].empty()) continue;
    for (std::size_t k = 0; k < p.size(); ++k) {
      if (abbreviates(h[hc[i]], p, k)) where[i].push_back(k);
    }
  }
  // A quantity in another unit brings its unit word with it ("two days" / "48 hours": "days" is
  // found at "hours").
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    if (x.kind != Kind::kNumber || x.unit.empty()) continue;
    for (std::size_t k : where[i]) {
      if (p[k].kind != Kind::kNumber || !same_quantity(x, p[k])) continue;
      for (std::size_t j = 0; j < hc.size(); ++j) {
        if (hc[j] <= hc[i] || hc[j] > hc[i] + 2 || h[hc[j]].key != x.unit) continue;
        for (std::size_t u = k + 1; u < p.size() && u <= k + 2; ++u) {
          if (p[u].key == p[k].unit && std::find(where[j].begin(), where[j].end(), u) == where[j].end()) where[j].push_back(u);
        }
      }
    }
  }
  const auto [derived, count_mismatch, order_clash] = derive_counts(h, p, hc, where);
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
  // The aligned occurrence of each content token inside the window (npos: unaligned). The anchor
  // is the sentence holding the most of the claim's words (any occurrence); a word is aligned to
  // its occurrence there, the one nearest its neighbours' when the sentence holds several ("may
  // check in one bag; Economy Light fares include no checked baggage" / "Economy Light fares
  // include a checked bag"), else to its first one in the window.
  constexpr std::size_t npos = static_cast<std::size_t>(-1);
  std::vector<std::size_t> at(hc.size(), npos);
  std::vector<int> sentence_hits(sentences, 0);
  for (std::size_t i = 0; i < hc.size(); ++i) {
    int last = -1;
    for (std::size_t k : where[i]) {
      if (!in_window(k) || p[k].sentence == last) continue;
      last = p[k].sentence;
      ++sentence_hits[last];
    }
  }
  const int anchor = static_cast<int>(std::max_element(sentence_hits.begin(), sentence_hits.end()) - sentence_hits.begin());
  std::vector<int> in_anchor(hc.size(), 0);  // occurrences in the anchor sentence
  for (std::size_t i = 0; i < hc.size(); ++i) {
    for (std::size_t k : where[i]) {
      if (!in_window(k)) continue;
      if (at[i] == npos) at[i] = k;
      if (p[k].sentence == anchor && in_anchor[i]++ == 0) at[i] = k;
    }
  }
  const std::vector<std::size_t> first_pass = at;
  for (std::size_t i = 0; i < hc.size(); ++i) {
    if (in_anchor[i] < 2) continue;
    std::size_t best_cost = npos;
    for (std::size_t k : where[i]) {
      if (p[k].sentence != anchor) continue;
      std::size_t cost = 0;
      for (std::size_t j = 0; j < hc.size(); ++j) {
        if (j == i || in_anchor[j] != 1 || (j < i ? i - j : j - i) > 2) continue;
        cost += k < first_pass[j] ? first_pass[j] - k : k - first_pass[j];
      }
      if (best_cost == npos || cost < best_cost) {
        best_cost = cost;
        at[i] = k;
      }
    }
  }
  // A count of time is aligned to the date of its two that the claim does not state itself, the
  // later when it states neither ("won in Wuxi in 2018, four years before her second in Cairo" /
  // "in 2018 in Wuxi and her second in 2022 in Cairo": 2022).
  for (std::size_t i = 0; i < hc.size(); ++i) {
    if (!derived[i]) continue;
    std::size_t pick = npos;
    for (std::size_t k : where[i]) {
      const bool stated = std::any_of(hc.begin(), hc.end(), [&](std::size_t q) {
        return h[q].kind == Kind::kNumber && h[q].year && same_value(h[q].value, p[k].value);
      });
      if (in_window(k) && !stated && (pick == npos || k > pick)) pick = k;
    }
    if (pick != npos) at[i] = pick;
  }
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
      // (A share or a multiple in words that is not found counts as the words it is written as.)
      if (x.kind == Kind::kNumber && !(x.reread && !hit && (x.unit == kTimesUnit || x.fraction))) {
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
  // An ordinal of the window, in words ("third", not the unit of "30 seconds") or digits ("3rd"),
  // of another value than v, the anchor sentence's first; or nullptr.
  auto window_ordinal = [&](double v) -> const Tok* {
    const Tok* o = nullptr;
    for (std::size_t k = wb; k < we; ++k) {
      const double pv = ordinal_at(p, k);
      if (pv <= 0 || same_value(pv, v)) continue;
      // (Not one the claim gives too: "its second touchdown ... after its first".)
      bool in_claim = false;
      for (std::size_t q = 0; q < h.size() && !in_claim; ++q) in_claim = same_value(ordinal_at(h, q), pv);
      if (!in_claim && (!o || (o->sentence != anchor && p[k].sentence == anchor))) o = &p[k];
    }
    return o;
  };
  // Numbers and dates: compared with the numbers of the window, then the whole premise.
  static const std::string kYearKey = lex.key("year");
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    if (x.kind != Kind::kNumber || derived[i]) continue;
    // A multiple ("tripled") is wrong where the window holds another ("doubled"); without one it is
    // a word the source does not hold.
    if (x.unit == kTimesUnit) {
      for (std::size_t k = wb; k < we && where[i].empty(); ++k) {
        if (p[k].kind != Kind::kNumber || p[k].unit != kTimesUnit) continue;
        f[4] = 1;
        explained[i] = true;
        reasons.push_back(fmt::format("number_mismatch: {} vs {}", x.surface, p[k].surface));
        break;
      }
      continue;
    }
    // A share ("a third of", "one in five") differs only from a share or a percentage of the window,
    // past the bound a hedge before it sets ("less than a quarter" / "22%"); else it is words the
    // source does not hold (a share of a count it gives: "half of the town's four churches" /
    // "two of its four churches").
    if (x.fraction && where[i].empty()) {
      int bound = 0;  // -1: at most, 1: at least
      for (std::size_t q = hc[i]; q > 0 && q + 3 > hc[i] && bound == 0; --q) {
        const std::string& b = h[q - 1].lower;
        const std::string_view b2 = q > 1 ? std::string_view(h[q - 2].lower) : std::string_view();
        if (b == "under" || b == "below" || b == "almost" || b == "nearly" || (b == "than" && (b2 == "less" || b2 == "fewer"))) bound = -1;
        if (b == "over" || b == "above" || (b == "than" && b2 == "more") || (b == "least" && b2 == "at")) bound = 1;
      }
      const Tok* share = nullptr;
      bool within = false;
      for (std::size_t k = wb; k < we; ++k) {
        // (A halving is a fall by half: "halved" / "cut by a third".)
        if (p[k].kind != Kind::kNumber || !(p[k].unit == "percent" || (p[k].unit == kTimesUnit && p[k].value < 1))) continue;
        const double v = p[k].unit == "percent" ? p[k].value : 100 * (1 - p[k].value);
        if ((bound < 0 && v < x.value) || (bound > 0 && v > x.value)) within = true;
        if (!share || p[k].sentence == anchor) share = &p[k];
      }
      if (share && !within) {
        f[4] = 1;
        explained[i] = true;
        reasons.push_back(fmt::format("number_mismatch: {} vs {}", x.surface, share->surface));
      }
      continue;
    }
    // An ordinal ("2nd") where the window holds another ("first", "3rd").
    if (x.ordinal && where[i].empty()) {
      if (const Tok* o = window_ordinal(x.value); o) {
        f[4] = 1;
        explained[i] = true;
        reasons.push_back(fmt::format("number_mismatch: {} vs {}", x.surface, o->surface));
        continue;
      }
    }
    if (!count_mismatch[i].empty()) {
      f[4] = 1;
      explained[i] = true;
      reasons.push_back(count_mismatch[i]);
      continue;
    }
    bool found = false, unit_clash = false;
    const Tok* other = nullptr;
    const Tok* same_unit = nullptr;
    for (std::size_t k = wb; k < we; ++k) {
      const Tok& y = p[k];
      if (y.kind != Kind::kNumber || y.unit == kTimesUnit) continue;  // (a multiple: above)
      if ((x.clock && y.ordinal) || (y.clock && x.ordinal)) continue;
      if (same_quantity(x, y) || same_clock(x, y)) {
        found = true;
      } else if (approx_value(x, y.value)) {
        if (units_agree(x, y)) {
          found = true;
        } else if (!is_unit_key(x.unit) || !is_unit_key(y.unit)) {
          // (Not a count the source gives as money or a percentage: "no more than 30 items" /
          // "orders over £30".)
          found = found || !(strong_unit(x.unit) || strong_unit(y.unit));
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
        if (p[k].kind != Kind::kNumber || p[k - 1].lower != h[hc[i] - 1].lower || p[k].year != x.year) continue;
        // (The same day in another sentence of the window that holds a word of the claim's
        // sentence agrees: "The FDA announced on June 14, 2023 that Westbrook Pharmaceuticals had
        // voluntarily recalled two lots ... The company had initiated the recall on June 9" /
        // "Westbrook Pharmaceuticals began its recall ... on June 9"; not "Orders placed after
        // December 20 will ship" / "The office is closed from December 20". A day in another
        // event's slot is read below.)
        if (same_value(p[k].value, x.value)) {
          bool about = p[k].sentence == anchor;
          for (std::size_t j = 0; j < hc.size() && !about; ++j) {
            if (h[hc[j]].kind != Kind::kWord || is_month(h[hc[j]].lower) || h[hc[j]].sentence != x.sentence) continue;
            about = std::any_of(where[j].begin(), where[j].end(), [&](std::size_t o) { return p[o].sentence == p[k].sentence; });
          }
          same = same || about;
        } else if (p[k].sentence == anchor && day == npos) {
          day = k;
        }
      }
      if (day != npos && !same) {
        f[6] = 1;
        explained[i] = true;
        reasons.push_back(fmt::format("date_mismatch: {} {} vs {} {}", h[hc[i] - 1].surface, x.surface,
                                      p[day - 1].surface, p[day].surface));
        continue;
      }
    }
    // Found, but not in the anchor sentence, whose slot next to the claim's words around the number
    // holds another of the same unit ("a one-off payment of £300 ... an additional £150" / "a
    // one-time £150 payment"): the number was taken from elsewhere, in the window or outside it
    // ("Stars expire 12 months after" / "Stars expire 6 months after ... for the following 12
    // months").
    if ((found || !unit_clash) && !where[i].empty() &&
        std::none_of(where[i].begin(), where[i].end(), [&](std::size_t k) { return p[k].sentence == anchor; })) {
      const Tok* slot = nullptr;
      for (std::size_t k = wb; k < we && !slot; ++k) {
        const Tok& y = p[k];
        if (y.kind != Kind::kNumber || y.sentence != anchor || x.unit.empty() || y.unit != x.unit || y.year != x.year) continue;
        if (claim_holds(y)) continue;
        for (std::size_t j = 0; j < hc.size() && !slot; ++j) {
          if (j == i || (j < i ? i - j : j - i) > 2 || h[hc[j]].kind != Kind::kWord || h[hc[j]].key == x.unit) continue;
          for (std::size_t pos : where[j]) {
            if (p[pos].sentence == anchor && (pos < k ? k - pos : pos - k) <= 3) slot = &y;
          }
        }
      }
      if (slot) {
        f[4] = 1;
        explained[i] = true;
        reasons.push_back(fmt::format("number_mismatch: {} vs {}", x.surface, slot->surface));
        continue;
      }
    }
    // A percentage the source says as another fraction ("Forty percent" / "half"): that is the
    // number in its place.
    if (!found && !unit_clash && x.unit == "percent" && where[i].empty()) {
      for (std::size_t k = wb; k < we; ++k) {
        if (fraction_share(p, k) >= 0) other = &p[k];
      }
    }
    // Years counted between two dates: "her doctorate eight years before her design was
    // patented" / "doctorate in 1949 ... patented in 1957"; "in 1964, two years after her
    // doctorate" / "her doctorate in 1962 ... two years later". A count of years that is the
    // difference of two years of the premise, or a year that is a year of the premise plus or
    // minus a count of years stated there, is found.
    if (!found && !unit_clash) {
      std::vector<double> years, counts;
      for (const Tok& y : p) {
        if (y.kind != Kind::kNumber) continue;
        if (y.year) years.push_back(y.value);
        // (Not "a decade": "for a decade", "until 1984" / "ended in 1974".)
        if (!y.year && y.unit == kYearKey && y.lower != "a" && y.lower != "an") counts.push_back(y.value);
      }
      if (!x.year && x.unit == kYearKey) {
        for (double a : years) {
          for (double b : years) found = found || same_value(b - a, x.value);
        }
      } else if (x.year) {
        for (double a : years) {
          for (double c : counts) found = found || same_value(a + c, x.value) || same_value(a - c, x.value);
        }
      }
    }
    // A count the source gives as "all but N" of a total it states ("Bats were recorded at all but
    // two of the sites" with "surveyed 12 roost sites" / "at ten of the twelve roost sites").
    for (std::size_t k = 2; k < p.size() && !found && !unit_clash && !x.year && x.unit != "percent"; ++k) {
      if (p[k].kind != Kind::kNumber || p[k - 1].lower != "but" || (p[k - 2].lower != "all" && p[k - 2].lower != "everyone")) continue;
      for (const Tok& y : p) {
        found = found || (y.kind == Kind::kNumber && !y.year && y.unit != "percent" && y.value > p[k].value &&
                          same_value(y.value - p[k].value, x.value));
      }
    }
    if (found) continue;
    if (unit_clash) {
      f[4] = 1;
      explained[i] = true;
      // The unit word after the number ("months") is part of the mismatch.
      for (std::size_t j = 0; j < hc.size(); ++j) explained[j] = explained[j] || hc[j] == hc[i] + 1;
      // (A number read from words says its unit already: "a week", not "a week week".)
      auto said = [](const Tok& t) { return t.surface.ends_with(t.unit) ? t.surface : fmt::format("{} {}", t.surface, t.unit); };
      reasons.push_back(fmt::format("number_mismatch: {} vs {}", said(x), said(*other)));
      continue;
    }
    if (!where[i].empty()) continue;  // elsewhere in the premise
    if (same_unit) other = same_unit;
    // A count of more than one where the source has one said with an article ("two sunshield
    // panels deployed late" / "a sunshield panel deployed late").
    for (std::size_t k = wb; k + 1 < we && !other && !x.year && x.value > 1 && !x.unit.empty() && !is_unit_key(x.unit); ++k) {
      const std::string& w = p[k].lower;
      if ((w != "a" && w != "an" && w != "single") || !near_anchor(p[k].sentence)) continue;
      for (std::size_t q = k + 1; q < we && q <= k + 3 && p[q].sentence == p[k].sentence && !other; ++q) {
        if (p[q].kind == Kind::kWord && p[q].key == x.unit) other = &p[k];
      }
    }
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
  if (!order_clash.empty()) {
    f[6] = 1;
    reasons.push_back(order_clash);
  }
  // An ordinal in words ("fourth place") where the window holds another ("finished third").
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    const double v = x.kind == Kind::kWord ? ordinal_at(h, hc[i]) : 0;
    if (v == 0 || !where[i].empty()) continue;
    if (const Tok* o = window_ordinal(v); o) {
      f[4] = 1;
      explained[i] = true;
      reasons.push_back(fmt::format("number_mismatch: {} vs {}", x.surface, o->surface));
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

  // A day given with another month ("born on 22 May" / "were born on 22 April", the source's May
  // being another date's): the day stands by another month in the window, and nowhere in the
  // source by the claim's.
  for (std::size_t q = 0; q < h.size() && f[6] == 0; ++q) {
    if (h[q].kind != Kind::kWord || !is_month(h[q].lower) || !h[q].capitalised) continue;
    const Tok* day = day_by(h, q);
    if (!day) continue;
    const Tok* other = nullptr;
    bool same = false;
    for (std::size_t k = 0; k < p.size(); ++k) {
      if (p[k].kind != Kind::kWord || !is_month(p[k].lower) || !p[k].capitalised) continue;
      const Tok* d = day_by(p, k);
      if (!d || !same_value(d->value, day->value)) continue;
      if (p[k].lower == h[q].lower) same = true;
      else if (k >= wb && k < we) other = &p[k];
    }
    if (other && !same) {
      f[6] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == q;
      reasons.push_back(fmt::format("date_mismatch: {} {} vs {} {}", day->surface, h[q].surface, day->surface, other->surface));
    }
  }

  // An order in time against the source's dates: "A before B" (or "after") where the source dates
  // A and B ("The trial results were published in a journal before they were presented at a
  // congress" / "presented at the congress in 2019 ... published in 2020"; "went on sale in Japan
  // in September, two months before its European launch in November" / "launched in Europe
  // before it launched in Japan"; "unveiled ... in March 2019 and went on sale in Europe six
  // months later"). Each side's time: a year the claim states on that side, else the time its
  // aligned words stand nearest in the source (each word votes for the nearest time of its
  // sentence, within 12 tokens; a tie is no time). Times are spans of days (a year alone, a month,
  // a day; a month without a year in the year of the date before it that has one, else after it;
  // "N days/weeks/months/years later" the span before it moved on by as much), and one is before
  // another only where its span ends before the other's begins.
  struct Span {
    double lo = -1, hi = -1;
    std::size_t tok = 0;  // the token that says it (the source's, or the claim's year)
    std::string label;  // as said ("March 2019", "six months later")
    bool operator==(const Span& o) const { return same_value(lo, o.lo) && same_value(hi, o.hi); }
  };
  constexpr double kYearDays = 372, kMonthDays = 31;
  std::vector<Span> ptime;
  // (Read only for a claim with an order word: the judge's hot path.)
  if (std::any_of(h.begin(), h.end(), [](const Tok& t) { return t.lower == "before" || t.lower == "after" || t.lower == "same"; })) {
    ptime.resize(p.size());
    std::vector<DatePoint> pts = date_points(p);
    std::sort(pts.begin(), pts.end(), [](const DatePoint& a, const DatePoint& b) { return a.tok < b.tok; });
    for (std::size_t a = 0; a < pts.size(); ++a) {
      if (pts[a].year || !pts[a].month) continue;
      for (std::size_t b = a; b-- > 0 && !pts[a].year;) pts[a].year = pts[b].year;
      for (std::size_t b = a + 1; b < pts.size() && !pts[a].year; ++b) pts[a].year = pts[b].year;
    }
    for (const DatePoint& d : pts) {
      Span t;
      t.lo = d.year * kYearDays + (d.month ? (d.month - 1) * kMonthDays : 0) + (d.day ? d.day - 1 : 0);
      t.hi = t.lo + (d.day ? 0 : d.month ? kMonthDays - 1 : kYearDays - 1);
      t.tok = d.tok;
      std::string month(d.month ? kMonths[d.month - 1] : "");
      if (!month.empty()) month[0] = static_cast<char>(month[0] - 'a' + 'A');
      t.label = d.month ? fmt::format("{}{}{}", d.day ? fmt::format("{} ", d.day) : "", month, d.year ? fmt::format(" {}", d.year) : "")
                        : fmt::format("{}", d.year);
      ptime[d.tok] = t;
    }
    for (std::size_t l = 2; l < p.size(); ++l) {
      if (p[l].lower != "later") continue;
      const std::string_view unit = time_unit_of(p[l - 1].key);
      const double n = p[l - 2].kind == Kind::kNumber ? p[l - 2].value : (p[l - 2].lower == "a" || p[l - 2].lower == "an") ? 1 : 0;
      if (unit.empty() || n <= 0) continue;
      const double days = n * (unit == "year" ? kYearDays : unit == "month" ? kMonthDays : unit == "week" ? 7 : 1);
      for (std::size_t b = l - 2; b-- > 0 && p[b].sentence + 1 >= p[l].sentence;) {
        if (ptime[b].lo < 0) continue;
        ptime[l] = {ptime[b].lo + days, ptime[b].hi + days, l, fmt::format("{} {} later", p[l - 2].surface, p[l - 1].surface)};
        break;
      }
    }
  }
  for (std::size_t o = 0; o < h.size() && f[6] == 0; ++o) {
    const bool before = h[o].lower == "before", after = h[o].lower == "after";
    // "in 1962, the same year as the club itself": the two sides' years are one.
    const bool same_year = h[o].lower == "same" && o + 1 < h.size() && h[o + 1].key == kYearKey;
    if (!(before || after || same_year) || (o + 1 < h.size() && h[o + 1].lower == "which")) continue;
    // (With "the same year", the source's year for each side: the claim states one year for both.)
    // The time of a side (`claim`: a year the claim states).
    auto side_time = [&](std::size_t b, std::size_t e, bool& claim) -> Span {
      claim = false;
      for (std::size_t q = b; q < e && !same_year; ++q) {
        if (h[q].kind == Kind::kNumber && h[q].year) {
          claim = true;
          return {h[q].value * kYearDays, h[q].value * kYearDays + kYearDays - 1, q, h[q].surface};
        }
      }
      std::vector<std::pair<Span, int>> votes;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        if (hc[i] < b || hc[i] >= e || at[i] == npos || h[hc[i]].kind != Kind::kWord || h[hc[i]].key == kYearKey) continue;
        const std::size_t a = at[i];
        std::size_t best = npos, best_d = npos;
        bool tie = false;
        for (std::size_t q = a >= 12 ? a - 12 : 0; q < p.size() && q <= a + 12; ++q) {
          if (ptime[q].lo < 0 || p[q].sentence != p[a].sentence) continue;
          // A date after the word in its clause first ("construction began in the spring of
          // 1864"), not past an "and" ("presented in 2022 and published in 2023"), then one
          // before it ("In 1862 the company was incorporated"), then another clause's.
          bool past_and = false;
          for (std::size_t r = a + 1; r < q; ++r) past_and = past_and || p[r].lower == "and" || p[r].lower == "but";
          const std::size_t d = (q > a ? q - a + (past_and ? 8 : 0) : a - q + 8) + (p[q].clause == p[a].clause ? 0 : 16);
          if (d < best_d) {
            best_d = d;
            best = q;
            tie = false;
          } else if (d == best_d && !(ptime[q] == ptime[best])) {
            tie = true;
          }
        }
        if (best == npos || tie) continue;
        auto it = std::find_if(votes.begin(), votes.end(), [&](const auto& v) { return v.first == ptime[best]; });
        if (it == votes.end()) {
          votes.emplace_back(ptime[best], 1);
        } else {
          ++it->second;
        }
      }
      std::stable_sort(votes.begin(), votes.end(), [](const auto& x, const auto& y) { return x.second > y.second; });
      if (votes.empty() || (votes.size() > 1 && votes[0].second == votes[1].second)) return {};
      return votes[0].first;
    };
    // The sides: the claim's words of the sentence before the order word, and those after it.
    const auto [b, e] = sentence_span(h, o);
    // The first side's words from its verb on: its subject is both events' ("Rowan Outfitters
    // launched its online shop before it opened its first store in Leeds": "Rowan Outfitters"
    // votes for the year of either); from after the verb when a title or a name follows it ("Iron
    // Vale released 'Rain' before its first album 'Dust'": "released" is both albums').
    std::size_t verb = b;
    while (verb < o && !(verb_like(h[verb]) && !is_be_form(h[verb].lower))) ++verb;
    if (verb < o && !same_year) {
      bool named = false;
      for (std::size_t q = verb + 1; q < o && !named; ++q) named = h[q].quoted || name_word(h[q]);
      if (named) ++verb;
    }
    bool first_claim = false, second_claim = false;
    const Span first = side_time(verb < o && !same_year ? verb : b, o, first_claim);
    const Span second = side_time(o + (same_year ? 2 : 1), e, second_claim);
    if (first.lo < 0 || second.lo < 0 || first == second) continue;
    // Two dates without a year anywhere are ordered as the source tells them where their months
    // disagree ("closed for the season from 1 November and reopens on 15 March").
    if (first.lo < kYearDays && second.lo < kYearDays && !first_claim && !second_claim &&
        (first.tok < second.tok) != (first.lo < second.lo)) {
      continue;
    }
    const auto year_of = [&](const Span& t) { return static_cast<int>(std::floor(t.lo / kYearDays)); };
    const bool earlier = first.hi < second.lo, later = second.hi < first.lo;
    // (The same year: each side's time within one year, the years apart.)
    const bool years_apart = first.hi - first.lo < kYearDays && second.hi - second.lo < kYearDays && year_of(first) != year_of(second);
    if ((before && later) || (after && earlier) || (same_year && years_apart)) {
      f[6] = 1;
      reasons.push_back(fmt::format("date_order: {} {} vs {}", h[o].surface, first.label, second.label));
    }
  }

  // The word a preposition at q follows (a slot of the sentence): the content word before it,
  // past forms of "be" and adverbs ("headquarters are in", "launched first in"), or npos.
  auto skippable = [](const std::string& w) {
    return is_be_form(w) || w == "first" || w == "daily" || ly_adverb(w) || w == "this" || w == "next" || w == "last" ||
           w == "year";
  };
  auto slot_word = [&](const std::vector<Tok>& t, std::size_t q, bool names = false) {
    for (std::size_t m = q; m-- > 0 && q - m <= 3 && t[m].sentence == t[q].sentence;) {
      if (skippable(t[m].lower)) continue;
      return t[m].kind == Kind::kWord && t[m].content() && (names || !t[m].capitalised) ? m : npos;
    }
    return npos;
  };

  // A date in another event's slot: the claim's word and preposition before a date ("acquired by
  // Halvorsen Media in 2019", "found as a stray on 20 February") stand in the source before
  // another date ("acquired by Halvorsen Media in 2016 and shut down its original desktop app in
  // 2019"), and nowhere before one the claim's agrees with. Only the parts the claim gives are
  // compared ("released in 2023" / "released on 12 October 2023" agree).
  if (f[6] == 0) {
    auto temporal = [](std::string_view w) { return w == "in" || w == "on" || w == "during"; };
    auto date_part = [](const Tok& t) {
      return (t.kind == Kind::kNumber && !t.clock) || (t.kind == Kind::kWord && (is_month(t.lower) || t.lower == "early" ||
                                                                                 t.lower == "late" || t.lower == "mid" || t.lower == "the"));
    };
    // The preposition a date ending at `end` follows, or npos.
    auto date_preposition = [&](const std::vector<Tok>& t, std::size_t end) {
      std::size_t q = end;
      while (q > 0 && end - q < 4 && t[q - 1].sentence == t[end].sentence && date_part(t[q - 1])) --q;
      return q > 0 && temporal(t[q - 1].lower) ? q - 1 : npos;
    };
    const std::vector<DatePoint> hd = date_points(h), pd = date_points(p);
    auto agrees = [](const DatePoint& c, const DatePoint& d) {
      return !((c.year && d.year && c.year != d.year) || (c.month && d.month && c.month != d.month) || (c.day && d.day && c.day != d.day));
    };
    for (const DatePoint& c : hd) {
      const std::size_t q = date_preposition(h, c.tok);
      const std::size_t g = q == npos ? npos : slot_word(h, q, true);  // ("bought by Orion Media in 2017")
      if (g == npos) continue;
      bool own = false;
      const DatePoint* other = nullptr;
      for (const DatePoint& d : pd) {
        const std::size_t r = date_preposition(p, d.tok);
        if (r == npos || !near_anchor(p[r].sentence)) continue;
        std::size_t m = r;
        while (m > 0 && r - m <= 3 && p[m - 1].sentence == p[r].sentence && skippable(p[m - 1].lower)) --m;
        if (m == 0 || p[m - 1].kind != Kind::kWord) continue;
        if (p[m - 1].key != h[g].key) {
          // The claim's date in the slot of another word of its clause, the claim having moved it
          // ("The Competition Commission ... published its final report in August 2024" /
          // "published its final report on Vellum Foods in August 2024"; "begins on 8 January" /
          // "starts on 8 January"; past a pronoun, "the board formally approved it in December
          // 2023"): its own.
          const std::size_t slot = m >= 2 && (p[m - 1].lower == "it" || p[m - 1].lower == "them") ? m - 2 : m - 1;
          for (std::size_t x = 0; x < h.size() && !own && agrees(c, d); ++x) {
            own = x != g && h[x].sentence == h[c.tok].sentence && h[x].clause == h[c.tok].clause && h[x].kind == Kind::kWord &&
                  h[x].content() && (h[x].key == p[slot].key || lex.related(h[x].key, p[slot].key));
          }
          continue;
        }
        // The source's sentence holds a word of the claim's clause besides the slot ("Demolition of
        // the old Kessler warehouse began in January 2023 ... Construction of the new office
        // block on the site started that August" / "Construction of the new office block began in
        // August 2023": another event's "began").
        bool about = false;
        for (std::size_t x = 0; x < h.size() && !about; ++x) {
          if (x == g || h[x].clause != h[c.tok].clause || h[x].sentence != h[c.tok].sentence || !h[x].content() ||
              h[x].kind != Kind::kWord || is_month(h[x].lower)) {
            continue;
          }
          for (std::size_t y = 0; y < p.size() && !about; ++y) about = p[y].sentence == p[r].sentence && p[y].kind == Kind::kWord && p[y].key == h[x].key;
        }
        if (!about) continue;
        // (Not a date changed: "The annual harbour open day, normally held in May, has been moved
        // to Saturday 14 September" / "will instead be held on 14 September".)
        bool changed = false;
        for (std::size_t y = 0; y < p.size() && !changed; ++y) {
          static constexpr std::string_view kChange[] = {"normally", "usually", "moved", "instead", "rescheduled", "postponed",
                                                         "originally", "previously", "delayed"};
          changed = p[y].sentence == p[r].sentence && std::find(std::begin(kChange), std::end(kChange), p[y].lower) != std::end(kChange);
        }
        if (agrees(c, d)) {
          own = true;
        } else if (!other && !changed) {
          other = &d;
        }
      }
      if (own || !other) continue;
      f[6] = 1;
      reasons.push_back(fmt::format("date_mismatch: {} {} vs {}", h[g].surface, h[c.tok].surface, iso_date(*other)));
      break;
    }
  }

  // Units without a number: an unaligned unit word where the anchor sentence holds another ("after
  // a few years" / "after a few weeks").
  for (std::size_t i = 0; i < hc.size() && f[4] == 0; ++i) {
    const Tok& x = h[hc[i]];
    if (x.kind != Kind::kWord || !where[i].empty() || !is_unit_key(x.key)) continue;
    // Not a unit counted by a multiple or a comparison, which converts ("one routine cleaning every
    // six months" / "twice a year", "50 cents" / "half a dollar", "fourteen months later" / "more
    // than a year behind"), nor an ordinal ("the second falling due on 5 January").
    const std::size_t xq = hc[i];
    if (xq >= 2 && (h[xq - 1].lower == "a" || h[xq - 1].lower == "an")) {
      const std::string& w = h[xq - 2].lower;
      if (w == "half" || w == "twice" || w == "once" || w == "times" || w == "quarter" || w == "than") continue;
    }
    if (x.lower == "second" && xq >= 1 && h[xq - 1].lower == "the") continue;
    for (std::size_t k = wb; k < we; ++k) {
      const Tok& u = p[k];
      if (u.kind != Kind::kWord || u.sentence != anchor || !is_unit_key(u.key) || lex.related(x.key, u.key) ||
          same_spelling(x.key, u.key)) {
        continue;
      }
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
  const std::vector<std::size_t> hcue = negation_cues(h, 0, h.size());
  const std::vector<std::size_t> pcue = negation_cues(p, wb, we);
  const std::vector<bool> hneg = in_scope(hcue);
  const std::vector<bool> pneg = in_scope(pcue);
  auto opposite_key = [](const Tok& t) -> const std::string& { return t.base.empty() ? t.key : t.base; };
  // Neither word on both sides: "hardware" and "software" in both are no such pair.
  bool negated_opposite = false;
  auto holds_near_anchor = [&](const Tok& w) {
    for (std::size_t q = wb; q < we; ++q) {
      if (p[q].kind == Kind::kWord && p[q].key == w.key && near_anchor(p[q].sentence)) return true;
    }
    return false;
  };
  bool any_negation = std::find(hneg.begin(), hneg.end(), true) != hneg.end();
  for (std::size_t m = wb; m < we && !any_negation; ++m) any_negation = pneg[m];
  // A word with "un-" is the opposite of the word ("had not been vaccinated" / "an unvaccinated
  // child").
  auto prefixed = [](const Tok& a, const Tok& b) {
    return b.lower.size() >= 4 && a.lower.size() == b.lower.size() + 2 && a.lower.starts_with("un") && a.lower.ends_with(b.lower);
  };
  bool window_un = false;  // an "un-" word in the window that is one of a claim word
  for (std::size_t m = wb; m < we && any_negation && !window_un; ++m) {
    if (p[m].kind != Kind::kWord || !p[m].lower.starts_with("un")) continue;
    for (const Tok& x : h) window_un = window_un || (x.kind == Kind::kWord && prefixed(p[m], x));
  }
  for (std::size_t k = 0; k < h.size() && any_negation && !negated_opposite; ++k) {
    // (A stop word only for a direction: "did not fall below 7 degrees" / "stayed above 7 degrees".)
    if (h[k].kind != Kind::kWord || (h[k].stopword && direction_of(h[k].key) == 0)) continue;
    // Only a word with an opposite, or an "un-" word on either side, can be one (the test runs
    // over every pair of words of the two only then: it is on the judge's hot path).
    const bool h_un = h[k].lower.starts_with("un");
    if (!h[k].has_opposite && !h_un && !window_un) continue;
    for (std::size_t m = wb; m < we && !negated_opposite; ++m) {
      if (p[m].kind != Kind::kWord || hneg[k] == pneg[m] || !near_anchor(p[m].sentence)) continue;
      const bool opposite = (h[k].has_opposite && p[m].has_opposite && lex.opposite(opposite_key(h[k]), opposite_key(p[m]))) ||
                            (h_un && prefixed(h[k], p[m])) || (window_un && prefixed(p[m], h[k]));
      // (The word itself in the source, checked last: it is the rarer question.)
      // (The word in the sentences near the anchor: "All eight banks remained above the minimum
      // ... two dipped below their buffers" / "None of the eight lenders fell below the
      // minimum".)
      negated_opposite = opposite && !holds_word(h, 0, h.size(), p[m]) && !holds_near_anchor(h[k]);
    }
  }
  if (!negated_opposite && any_negation) {
    // Each cue whose scope holds aligned words (in the anchor sentence or one nearly as well
    // aligned), and whether one of them is negated on the other side too (the cue is matched).
    // A cue of the hypothesis without a match negates what the source states ("Refunds are not
    // accepted" / "Refunds are accepted"); one of the source without a match, what the
    // hypothesis states ("must not take their insulin without speaking to the nurse" / "must
    // take their insulin without talking to the nurse"). An unmatched cue on both sides states
    // the same negative fact two ways ("It does not come with a charger; only a cable is
    // included" / "A charger is not included"): no mismatch.
    std::vector<std::pair<std::size_t, bool>> hcues, pcues;  // cue, matched
    auto note = [](std::vector<std::pair<std::size_t, bool>>& cues, std::size_t cue, bool matched) {
      auto it = std::find_if(cues.begin(), cues.end(), [&](const auto& c) { return c.first == cue; });
      if (it == cues.end()) {
        cues.emplace_back(cue, matched);
      } else {
        it->second = it->second || matched;
      }
    };
    // A verbal cue ("not", "never") negates its subject too, for matching: the words before it in
    // its clause back to a past verb or a conjunction ("DVDs circulate for one week and cannot be
    // renewed" / "renewals aren't allowed"; "walk-up bookings are not accepted" / "doesn't take
    // walk-up bookings"; not "it accepted the result and would not reintroduce the idea"). Not
    // "no"/"without", which negate a noun phrase ("accepted without a receipt").
    auto subject_negated = [](const std::vector<Tok>& t, const std::vector<std::size_t>& cues) {
      std::vector<std::size_t> out(t.size(), kNoCue);
      for (std::size_t c = 0; c < t.size(); ++c) {
        // The phrase "none of" picks out ("None of the apartments in the Foster Building").
        bool whole = false;
        if (const std::size_t r = restrictor_end(t, c, t.size(), &whole);
            r > c + 1 && !whole && std::find(cues.begin(), cues.end(), c) != cues.end()) {
          for (std::size_t k = c + 1; k < r; ++k) out[k] = c;
          continue;
        }
        if (t[c].lower != "not" && t[c].lower != "never") continue;
        if (std::find(cues.begin(), cues.end(), c) == cues.end()) continue;  // "not just", "whether or not"
        for (std::size_t k = c; k-- > 0 && t[k].clause == t[c].clause;) {
          const std::string& w = t[k].lower;
          if (w == "which" || w == "that" || w == "who" || w == "but") break;
          // "and" before a verb joins two predicates ("accepted the result and would not"); before
          // a noun, two subjects ("Foam containers and plastic bags must never").
          // (A plural right before the cue's auxiliary is a subject: "Damage from floods or
          // collisions is not covered".)
          const bool plural_subject = k + 2 < c && t[k + 1].lower.ends_with("s") && is_auxiliary(t[k + 2].lower);
          if ((w == "and" || w == "or") && k + 1 < c &&
              (is_modal(t[k + 1].lower) || is_be_form(t[k + 1].lower) || (verb_like(t[k + 1]) && !plural_subject))) {
            break;
          }
          // A past verb ends the subject ("interns" or "covers" may be a noun or a verb).
          // (Not a comparative: "Children younger than five years old cannot attend".)
          const bool comparative = w.ends_with("er") || w.ends_with("est");
          if (verb_like(t[k]) && (w.ends_with("ed") || (t[k].irregular && !comparative)) && !is_be_form(w) && !is_modal(w)) break;
          out[k] = c;
        }
      }
      return out;
    };
    const std::vector<std::size_t> h_subject = subject_negated(h, hcue), p_subject = subject_negated(p, pcue);
    std::vector<std::size_t> phrases_read;  // the "none of" cues whose phrase was weighed below (once each)
    for (std::size_t i = 0; i < hc.size(); ++i) {
      if (at[i] == npos || h[hc[i]].kind != Kind::kWord || !near_anchor(p[at[i]].sentence)) continue;
      const std::size_t hk = hcue[hc[i]], pk = pcue[at[i]];
      // A word negated on both sides (in a cue's scope or its subject) links the two cues.
      const std::size_t hk_ext = hk != kNoCue ? hk : h_subject[hc[i]], pk_ext = pk != kNoCue ? pk : p_subject[at[i]];
      if (hk_ext != kNoCue && pk_ext != kNoCue) {
        note(hcues, hk_ext, true);
        note(pcues, pk_ext, true);
        continue;
      }
      // A cue of the claim is matched by any negated occurrence of its word near the anchor
      // ("Economy Light fares include no checked baggage", "check" elsewhere in the window).
      bool negated_somewhere = false;
      for (std::size_t o : where[i]) {
        negated_somewhere = negated_somewhere || (o >= wb && o < we && near_anchor(p[o].sentence) &&
                                                  (pcue[o] != kNoCue || p_subject[o] != kNoCue));
      }
      if (hk != kNoCue) note(hcues, hk, negated_somewhere);
      if (pk != kNoCue) note(pcues, pk, false);
      // A word of the phrase a source's "none of" picks out counts as its scope where the claim
      // says the cue's predicate too ("Some items on the menu are gluten-free ... None of the
      // fried dishes are gluten-free" / "Some of the fried dishes are gluten-free"; not "None of
      // the apartments in the Foster Building allow pets. Each apartment has its own storage
      // locker" / "Each apartment in the Foster Building has its own storage locker").
      const std::size_t ps = p_subject[at[i]];
      if (pk == kNoCue && ps != kNoCue && std::find(phrases_read.begin(), phrases_read.end(), ps) == phrases_read.end() &&
          restrictor_end(p, ps, p.size()) > ps + 1) {
        phrases_read.push_back(ps);
        // The claim's predicate: its common words outside the phrase. Said in the cue's scope, unless
        // another clause near the anchor without a negation holds more of them ("None of the 14
        // kiosks ... accept cash; each one accepts debit cards and mobile payments" / "Every one of
        // the 14 kiosks accepts debit cards and mobile payments"). It depends on the cue only, so
        // it is weighed once per cue, not once per word of the phrase.
        std::map<std::pair<int, int>, int> in_clause;  // (sentence, clause) -> predicate words there
        int in_scope = 0;
        for (std::size_t j = 0; j < hc.size(); ++j) {
          const Tok& w = h[hc[j]];
          if (w.kind != Kind::kWord || w.capitalised || !w.content() ||
              std::any_of(where[j].begin(), where[j].end(), [&](std::size_t o) { return p_subject[o] == ps; })) {
            continue;
          }
          in_scope += std::any_of(where[j].begin(), where[j].end(), [&](std::size_t o) { return pcue[o] == ps; });
          std::set<std::pair<int, int>> seen;
          for (std::size_t o : where[j]) {
            if (o >= wb && o < we && near_anchor(p[o].sentence) && pcue[o] == kNoCue && p_subject[o] == kNoCue) {
              seen.insert({p[o].sentence, p[o].clause});
            }
          }
          for (const auto& c : seen) ++in_clause[c];
        }
        int best_other = 0;
        for (const auto& [c, n] : in_clause) {
          bool negated = false;
          for (std::size_t q = wb; q < we && !negated; ++q) {
            negated = p[q].sentence == c.first && p[q].clause == c.second && (p[q].negation || pcue[q] != kNoCue);
          }
          if (!negated) best_other = std::max(best_other, n);
        }
        if (in_scope > 0 && best_other <= in_scope) note(pcues, ps, false);
      }
    }
    // A cue of the claim still unmatched is matched by a negated sentence anywhere in the source
    // whose cue's scope holds two words or more of its own scope ("Harbor State Bank charges a $32
    // overdraft fee ... Overdrafts of $50 or less are not charged a fee" / "doesn't charge an
    // overdraft fee when an account is overdrawn by $50 or less").
    if (std::any_of(hcues.begin(), hcues.end(), [](const auto& c) { return !c.second; })) {
      const std::vector<std::size_t> all_pcue = negation_cues(p, 0, p.size());
      // Or a subject negated on both sides and one word of the scope ("The monthly rent includes
      // water ... Electricity and internet are not included" / "Electricity is not included in the
      // monthly rent").
      const std::vector<std::size_t> all_psubject = subject_negated(p, all_pcue);
      for (auto& [cue, matched] : hcues) {
        struct Hit {
          std::size_t premise_cue, word;
          bool scope;
        };
        std::vector<Hit> hits;
        for (std::size_t i = 0; i < hc.size() && !matched; ++i) {
          const bool scope = hcue[hc[i]] == cue;
          if ((!scope && h_subject[hc[i]] != cue) || h[hc[i]].kind != Kind::kWord) continue;
          for (std::size_t o : where[i]) {
            const std::size_t pc = scope ? all_pcue[o] : all_psubject[o];
            if (pc == kNoCue) continue;
            for (const Hit& x : hits) matched = matched || (x.premise_cue == pc && x.word != i && (x.scope || scope));
            hits.push_back({pc, i, scope});
          }
        }
      }
    }
    // A negative fact said without a cue on the other side ("are prohibited" / "may not carry",
    // "is waived" / "do not have to pay", "declined to award the additional damages" / "did not
    // receive the extra damages", "lacks lungs" / "has no lungs", "unless it has been treated" /
    // "that has not been treated"): a cue left unmatched on one side
    // is matched by such a word on the other, within 6 tokens of a word of the cue's scope there,
    // that the first side does not hold.
    auto implicit_negative = [](const Tok& t) {
      static constexpr std::string_view kStems[] = {"prohibit", "forbid", "forbade", "banned", "barred", "declin", "refus",
                                                    "denied", "deny", "denies", "waive", "exempt", "lack", "absent",
                                                    "unable", "exclud", "instead", "prevent", "reject", "unless",
                                                    // Ending what was so: "scrapped overdue fines" / "no longer charge".
                                                    "scrap", "abolish", "eliminat", "discontinu", "ceas", "withdr",
                                                    // A halt: "a moratorium on disconnections" / "does not
                                                    // disconnect"; "will interrupt power" / "without power".
                                                    "moratori", "interrupt",
                                                    // Kept back: "withhold food for 12 hours" / "should not be fed".
                                                    "withh"};
      return t.kind == Kind::kWord &&
             (t.lower == "ban" || t.lower == "bans" || t.lower == "free" || t.lower == "miss" || t.lower == "missed" ||
              t.lower == "misses" || t.lower == "missing" ||  // "missing punctuality targets" / "failing to meet"
              std::any_of(std::begin(kStems), std::end(kStems), [&](std::string_view s) { return t.lower.starts_with(s); }));
    };
    // An implicit negative of `t` within 6 tokens of position q, in q's sentence, that `other` lacks.
    auto implicit_near = [&](const std::vector<Tok>& t, std::size_t q, const std::vector<Tok>& other, std::size_t ob,
                             std::size_t oe) {
      for (std::size_t m = q >= 6 ? q - 6 : 0; m < t.size() && m <= q + 6; ++m) {
        if (t[m].sentence == t[q].sentence && implicit_negative(t[m]) && !holds_word(other, ob, oe, t[m])) return true;
      }
      return false;
    };
    for (std::size_t i = 0; i < hc.size(); ++i) {
      // (Not at a name: "not adequate compensation for Halvorsen" / "declined to grant Halvorsen".)
      if (at[i] == npos || h[hc[i]].capitalised) continue;
      const std::size_t hk = hcue[hc[i]] != kNoCue ? hcue[hc[i]] : h_subject[hc[i]];
      const std::size_t pk = pcue[at[i]] != kNoCue ? pcue[at[i]] : p_subject[at[i]];
      // (For a verbal cue, any word after it in its clause: "Visitors do not need to pay to enter the
      // permanent collection" / "Entry to the permanent collection is free".)
      for (auto& c : hcues) {
        const bool verbal = h[c.first].lower == "not" || h[c.first].lower == "never";
        const bool in_clause = verbal && hc[i] > c.first && h[hc[i]].clause == h[c.first].clause && h[hc[i]].sentence == h[c.first].sentence;
        c.second = c.second || ((c.first == hk || in_clause) && implicit_near(p, at[i], h, 0, h.size()));
      }
      for (auto& c : pcues) c.second = c.second || (c.first == pk && implicit_near(h, hc[i], p, wb, we));
    }
    // A contrast ("rather than", "instead of") matched by a negation on the other side agrees
    // with it ("by the practice nurse rather than at the hospital" / "by your practice nurse, not
    // at the hospital"); unmatched, it is no mismatch: the other side may state the alternative
    // without a cue ("instead of in August" / "moved from August to May").
    auto unmatched = [&](const std::vector<Tok>& t, const std::vector<std::pair<std::size_t, bool>>& cues) {
      return std::any_of(cues.begin(), cues.end(), [&](const auto& c) { return !c.second && !contrast_cue(t, c.first); });
    };
    // A negated excess is a bound from above ("No household may hold more than two permits" /
    // "may hold no more than two", "Temperatures never rose above 12°C" / "stayed below 12°C",
    // "No stay is taxed for more than seven nights" / "a maximum of seven nights"): a cue
    // followed in its clause by an excess over a number is matched by the other side's bound from
    // above at that number.
    auto excess_after = [](const std::vector<Tok>& t, std::size_t c) {
      std::vector<std::size_t> out;
      for (std::size_t q = c + 1; q < t.size() && q <= c + 12 && t[q].clause == t[c].clause; ++q) {
        if (t[q].kind != Kind::kNumber || t[q].year) continue;
        // (Past a currency: "above £2,899".)
        const std::size_t r = t[q - 1].kind == Kind::kCurrency && q >= 2 ? q - 1 : q;
        const std::string& w1 = t[r - 1].lower;
        const std::string& w2 = r >= 2 ? t[r - 2].lower : w1;
        if ((w1 == "than" && (w2 == "more" || w2 == "longer" || w2 == "higher" || w2 == "over")) || w1 == "above" ||
            w1 == "over" || w1 == "beyond" || w1.starts_with("exceed")) {
          out.push_back(q);
        }
      }
      return out;
    };
    auto bound_from_above = [](const std::vector<Tok>& t, std::size_t q) {
      for (std::size_t back = 1; back <= 3 && back <= q && t[q - back].clause == t[q].clause; ++back) {
        const std::string& w = t[q - back].lower;
        const std::string& before = q - back > 0 ? t[q - back - 1].lower : w;
        if (w == "maximum" || w == "below" || w == "under" || (w == "most" && before == "at") || (w == "to" && before == "up") ||
            ((w == "more" || w == "longer") && (before == "no" || before == "not"))) {
          return true;
        }
      }
      return false;
    };
    auto bounded = [&](const std::vector<Tok>& a, std::size_t cue, const std::vector<Tok>& b, std::size_t bb, std::size_t be) {
      for (std::size_t q : excess_after(a, cue)) {
        for (std::size_t m = bb; m < be; ++m) {
          if (b[m].kind == Kind::kNumber && !b[m].year && (same_value(b[m].value, a[q].value) || same_quantity(b[m], a[q])) && bound_from_above(b, m)) return true;
        }
      }
      return false;
    };
    for (auto& [cue, matched] : hcues) matched = matched || bounded(h, cue, p, wb, we);
    for (auto& [cue, matched] : pcues) matched = matched || bounded(p, cue, h, 0, h.size());
    // A word of the source at q that makes its part a negated one: a cue, a negation word, a
    // failure, "non-", or a word of a negative meaning ("free" one only where `free_counts`).
    auto negative_word = [&](std::size_t q, bool free_counts) {
      return p[q].negation || pcue[q] == q || is_failure_cue(p[q]) || p[q].lower.starts_with("non") ||
             (implicit_negative(p[q]) && (free_counts || p[q].lower != "free"));
    };
    // A cue of the claim matched, but the part of the source that says what the claim says is an
    // affirmed one ("The Quill Pro stylus works with the Slate 12 tablet, but it is not compatible
    // with the older Slate 10" / "The Quill Pro stylus does not work with the Slate 12 tablet";
    // "the day pass includes shoe rental but does not include harness rental" / "does not include
    // shoe rental"). The parts: the sentences near the anchor, cut at "but", "while", "whereas"
    // and "although" (not "yet": "have not yet published"); each scored by the claim's words it
    // holds (of the cue's scope; not its subject, which the parts may share) less its own content
    // words the claim lacks. The best affirmed part (no cue, no word of a negative meaning) scores
    // two or more and leads every negated part by two: the cue is unmatched.
    if (std::any_of(hcues.begin(), hcues.end(), [](const auto& c) { return c.second; })) {
      struct Part {
        std::size_t b, e;
        bool negated = false;
      };
      std::vector<Part> parts;
      for (std::size_t q = wb; q < we; ++q) {
        const bool cut = q == wb || p[q].sentence != p[q - 1].sentence || contrast_conjunction(p[q].lower) || p[q].lower == "although";
        if (cut) parts.push_back({q, q + 1});
        parts.back().e = q + 1;
        parts.back().negated = parts.back().negated || negative_word(q, true);
      }
      for (auto& [cue, matched] : hcues) {
        if (!matched) continue;
        constexpr int kNone = std::numeric_limits<int>::min();
        int best_affirmed = kNone, best_negated = kNone;
        for (const Part& part : parts) {
          // (Or the sentence next to the anchor: "does not include the illustrations from the print
          // version. It does include a new afterword" / "does not include a new afterword".)
          if (!near_anchor(p[part.b].sentence) && std::abs(p[part.b].sentence - anchor) != 1) continue;
          int score = 0;
          for (std::size_t i = 0; i < hc.size(); ++i) {
            const Tok& w = h[hc[i]];
            if (w.kind != Kind::kWord || !w.content() || w.negation || hcue[hc[i]] != cue) continue;
            score += std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o >= part.b && o < part.e; });
          }
          for (std::size_t q = part.b; q < part.e; ++q) {
            score -= p[q].kind == Kind::kWord && p[q].content() && !p[q].negation && !claim_holds(p[q]);
          }
          int& best = part.negated ? best_negated : best_affirmed;
          best = std::max(best, score);
        }
        if (best_affirmed != kNone && best_affirmed >= 2 && (best_negated == kNone || best_affirmed >= best_negated + 2)) matched = false;
      }
    }
    // A cue of the claim matched, but the word it negates (the first content word of its scope,
    // past auxiliaries) stands in the source affirmed only, in a clause with others of the claim's
    // words ("Since January, the Riverside Hostel no longer accepts cash ...
    // Towels are provided free of charge" / "Towels are not provided at the Riverside Hostel";
    // "does not include the illustrations ... It does include a new afterword" / "does not
    // include the new afterword" where the first sentence does not say "does not include"): the
    // cue is unmatched. Affirmed: no cue, no cue's subject, no word of a negative meaning near it,
    // and no negation in its clause. The same word only.
    for (auto& [cue, matched] : hcues) {
      // (A verbal cue: "not", "never", "no longer"; "no stay is taxed" negates a noun.)
      const bool verbal = h[cue].lower == "not" || h[cue].lower == "never" || (h[cue].lower == "no" && no_longer_at(h, cue + 1));
      if (!matched || !verbal) continue;
      std::size_t pred = npos;
      for (std::size_t q = cue + 1; q < h.size() && h[q].clause == h[cue].clause && pred == npos; ++q) {
        if (h[q].content() && h[q].kind == Kind::kWord && !is_auxiliary(h[q].lower) && !h[q].capitalised) pred = q;
      }
      std::size_t ip = npos;
      for (std::size_t i = 0; i < hc.size() && pred != npos; ++i) {
        if (h[hc[i]].key == h[pred].key) ip = i;
      }
      if (ip == npos) continue;
      // Every occurrence of the word near the anchor affirmed, one of them in a clause with words
      // of the claim ("Customers can return unopened bags ... Opened bags cannot be returned" /
      // "Opened bags cannot be returned": a negated one too, no mismatch).
      auto affirmed = [&](std::size_t o) {
        // (Not "free" here: "Towels are provided free of charge".)
        bool negated = pcue[o] != kNoCue || p_subject[o] != kNoCue || (o > 0 && p[o - 1].lower == "non");
        for (std::size_t m = o >= 3 ? o - 3 : 0; m < p.size() && m <= o + 3 && !negated; ++m) {
          negated = p[m].sentence == p[o].sentence && implicit_negative(p[m]) && p[m].lower != "free" && !holds_word(h, 0, h.size(), p[m]);
        }
        const auto clause = clause_span(p, o);
        for (std::size_t q = clause.first; q < clause.second && !negated; ++q) negated = q != o && p[q].negation;
        return !negated;
      };
      // (Anywhere in the source, and its forms: "refund" / "non-refundable"; the claim's subject
      // in the clause: "all passengers must go through security screening" says nothing of "the
      // Schengen area".)
      std::size_t subject = npos;
      for (std::size_t q = cue; q-- > 0 && h[q].clause == h[cue].clause && subject == npos;) {
        if (h[q].content() && !is_auxiliary(h[q].lower)) subject = q;
      }
      // (Nor where a word the claim says after it stands in the source only within a cue's scope:
      // "works with the Vento console, but it is not compatible with the older Vento Mini" /
      // "does not work with the Vento Mini", the negation said with another word.)
      std::vector<std::size_t> said_after;  // the claim's words after it in its clause (indices into hc)
      for (std::size_t j = 0; j < hc.size(); ++j) {
        if (hc[j] > pred && h[hc[j]].clause == h[pred].clause) said_after.push_back(j);
      }
      const bool scoped = std::any_of(said_after.begin(), said_after.end(), [&](std::size_t j) {
        return !where[j].empty() && std::all_of(where[j].begin(), where[j].end(), [&](std::size_t q) { return pcue[q] != kNoCue; });
      });
      if (scoped) continue;
      bool all_affirmed = true, said = false;
      for (std::size_t o = 0; o < p.size() && all_affirmed; ++o) {
        if (p[o].kind != Kind::kWord || !p[o].key.starts_with(h[pred].key)) continue;
        all_affirmed = affirmed(o);
        if (p[o].key != h[pred].key || !near_anchor(p[o].sentence) || subject == npos) continue;
        // Its subject before it in its clause, or a word the claim says after it in that clause.
        bool there = false;
        for (std::size_t q = o; q-- > 0 && p[q].sentence == p[o].sentence && p[q].clause == p[o].clause && !there;) {
          there = p[q].kind == Kind::kWord && (p[q].key == h[subject].key || lex.related(p[q].key, h[subject].key));
        }
        for (std::size_t j : said_after) {
          there = there || std::any_of(where[j].begin(), where[j].end(), [&](std::size_t q) {
            return p[q].sentence == p[o].sentence && p[q].clause == p[o].clause;
          });
        }
        said = said || there;
      }
      if (all_affirmed && said) matched = false;
    }
    // "Not all", "not every": some are not, which a source that names a part of the whole says
    // too ("Every branch accepts furniture donations except the Hillside branch" / "Not every
    // branch accepts furniture donations"; "Half of the 40 apartments", "Only some stops", "Two of
    // the five models" / "Not all of the ..."): the cue is matched by such a word in a sentence near
    // the anchor.
    for (auto& [cue, matched] : hcues) {
      if (matched || h[cue].lower != "not" || cue + 1 >= h.size()) continue;
      const std::string& q = h[cue + 1].lower;
      if (q != "all" && q != "every" && q != "each" && q != "always") continue;
      for (std::size_t m = wb; m < we && !matched; ++m) {
        if (!near_anchor(p[m].sentence)) continue;
        static constexpr std::string_view kPart[] = {"except", "excluding", "half", "some", "most", "many", "few", "several",
                                                     "part", "remaining", "rest", "others", "other", "sometimes", "only"};
        matched = std::find(std::begin(kPart), std::end(kPart), p[m].lower) != std::end(kPart) ||
                  (p[m].kind == Kind::kNumber && !p[m].year && m + 1 < p.size() && p[m + 1].lower == "of");
      }
    }
    // Last, a cue of the claim still unmatched is matched by a source's clause that ends in its
    // auxiliary and "not" (the predicate left out, said in the clause before) and whose subject
    // the claim's subject names ("Most branches ... offer free passport photos; the Main Street
    // branch does not" / "The Main Street branch ... doesn't offer free passport photos"; "but six
    // did not" / "Six of the 40 departments failed to meet the target").
    for (auto& [cue, matched] : hcues) {
      if (matched) continue;
      for (std::size_t q = wb + 1; q < we && !matched; ++q) {
        const std::string& aux = p[q - 1].lower;
        const bool elliptical = p[q].lower == "not" && near_anchor(p[q].sentence) &&
                                (is_auxiliary(aux) || aux == "do" || aux == "does" || aux == "did") &&
                                (q + 1 >= p.size() || p[q + 1].sentence != p[q].sentence || p[q + 1].clause != p[q].clause);
        if (!elliptical) continue;
        for (std::size_t a = clause_span(p, q).first; a + 1 < q && !matched; ++a) {
          if (!p[a].content() || (p[a].kind != Kind::kWord && p[a].kind != Kind::kNumber)) continue;
          for (std::size_t b = 0; b < cue && !matched; ++b) {
            matched = h[b].clause == h[cue].clause && h[b].content() && h[b].kind == p[a].kind &&
                      (h[b].kind == Kind::kWord ? h[b].key == p[a].key : same_value(h[b].value, p[a].value));
          }
        }
      }
    }
    // A cue of the source still unmatched, where the claim says what an affirmed part of the
    // source says and not what the cue's part says ("Bookings for the Christmas period close on 12
    // December, and no collections take place between 24 December and 2 January" / "Bookings ...
    // over the Christmas period close on 12 December"; "On Saturdays, crews may work from 9:00
    // a.m. to 5:00 p.m., and no work is allowed on Sundays" / "Crews are allowed to work on
    // Saturdays from 9:00 a.m. until 5:00 p.m."): the cue is matched. Parts: the window's sentences
    // cut at "but", "while", "whereas", "although", and at a semicolon or an "and" or "or" that
    // opens a clause. An affirmed part (outside the cue's, no cue, no word of a negative meaning
    // but "free") near the anchor is scored by the claim's content words it holds less its own
    // content words the claim lacks, the cue's part by the claim's words it holds; the best
    // affirmed part scores two or more and leads the cue's part by two, and no word of the claim
    // is missing from the source or stands after the cue in its part and in no affirmed part ("but
    // not at Kelmont" / "at the Lisnova and Kelmont hostels").
    if (std::any_of(pcues.begin(), pcues.end(), [](const auto& c) { return !c.second; })) {
      auto cut_word = [&](std::size_t q) {
        const bool opens = q == 0 || p[q].clause != p[q - 1].clause;
        return q == 0 || p[q].sentence != p[q - 1].sentence || contrast_conjunction(p[q].lower) ||
               p[q].lower == "although" || (opens && (p[q].after_semicolon || p[q].lower == "and" || p[q].lower == "or"));
      };
      auto score = [&](std::size_t b, std::size_t e, bool penalty) {
        int n = 0;
        for (std::size_t i = 0; i < hc.size(); ++i) {
          if (!h[hc[i]].content()) continue;
          n += std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o >= b && o < e; });
        }
        for (std::size_t q = b; q < e && penalty; ++q) n -= p[q].content() && !p[q].negation && !claim_holds(p[q]);
        return n;
      };
      // The window's parts without a word of a negative meaning.
      std::vector<std::pair<std::size_t, std::size_t>> plain;
      for (std::size_t b = wb; b < we;) {
        std::size_t e = b + 1;
        while (e < we && !cut_word(e)) ++e;
        bool negated = false;
        for (std::size_t q = b; q < e && !negated; ++q) negated = negative_word(q, false);
        if (!negated) plain.emplace_back(b, e);
        b = e;
      }
      for (auto& pc : pcues) {
        // (Plain variables: clang 14 cannot capture structured bindings.)
        const std::size_t cue = pc.first;
        bool& matched = pc.second;
        if (matched) continue;
        std::size_t cb = cue, ce = cue + 1;
        while (!cut_word(cb)) --cb;
        while (ce < p.size() && !cut_word(ce)) ++ce;
        // The affirmed parts: those outside the cue's part.
        int best_affirmed = std::numeric_limits<int>::min();
        std::vector<bool> affirmed(p.size(), false);
        for (const auto& [b, e] : plain) {
          if (e > cb && b < ce) continue;
          std::fill(affirmed.begin() + static_cast<std::ptrdiff_t>(b), affirmed.begin() + static_cast<std::ptrdiff_t>(e), true);
          if (near_anchor(p[b].sentence)) best_affirmed = std::max(best_affirmed, score(b, e, true));
        }
        if (best_affirmed < 2 || best_affirmed < score(cb, ce, false) + 2) continue;
        // (A word of the claim after the cue in its part, said in no affirmed part, is its focus;
        // a word of the claim the source does not hold may say the cue's part in other words:
        // "but did not win any other award" / "also collected other prizes".)
        bool scoped_only = false;
        for (std::size_t i = 0; i < hc.size() && !scoped_only; ++i) {
          if (!h[hc[i]].content()) continue;
          const bool after = std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o > cue && o < ce; });
          scoped_only = where[i].empty() || (after && std::none_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return affirmed[o]; }));
        }
        matched = !scoped_only;
      }
    }
    const bool h_unmatched = unmatched(h, hcues), p_unmatched = unmatched(p, pcues);
    if (h_unmatched != p_unmatched) {
      f[7] = 1;
      // The hypothesis's own cue ("never", "fail") is the mismatch, not an unaligned word.
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || h[hc[i]].negation || is_failure_cue(h[hc[i]]);
      reasons.push_back(h_unmatched ? "negation: the hypothesis negates what the source states"
                                    : "negation: the source negates what the hypothesis states");
    }
  }

  // A contrast whose two sides begin with their own subjects, and a claim that begins with one
  // side's subject and says of it the opposite of that side's word ("Soybean prices ... were
  // higher this week than last, while corn prices were lower" / "Corn prices ... were higher";
  // "The outdoor pool is heated, while the diving pool is unheated" / "The diving pool is
  // heated"): the claim took the other side's word.
  if (f[8] == 0) {
    // The first word of a side: a noun after a determiner ("while the diving pool"), or a first
    // word that is no verb ("while corn prices"; not "but rejected a proposal", "but 4% higher").
    auto lead = [](const std::vector<Tok>& t, std::size_t q) {
      if (q >= t.size()) return npos;
      const std::size_t m = is_determiner(t[q].lower) ? q + 1 : q;
      if (m >= t.size() || t[m].sentence != t[q].sentence || t[m].kind != Kind::kWord || !t[m].content()) return npos;
      const bool verbal = t[m].lower.ends_with("ed") || t[m].irregular || ing_form(t[m].lower) || direction_of(t[m].key) != 0;
      return verbal && m == q ? npos : m;
    };
    auto opposed = [&](const Tok& a, const Tok& b) {
      if (a.kind != Kind::kWord || b.kind != Kind::kWord || a.key == b.key) return false;
      if (a.has_opposite && b.has_opposite && lex.opposite(opposite_key(a), opposite_key(b))) return true;
      const int da = direction_of(a.key), db = direction_of(b.key);
      return da * db == -1 || prefixed(a, b) || prefixed(b, a);
    };
    const std::size_t hl = lead(h, 0);
    const bool claim_contrasts = std::any_of(h.begin(), h.end(), [](const Tok& t) { return contrast_conjunction(t.lower); });
    for (std::size_t c = wb; c < we && f[8] == 0 && hl != npos && !claim_contrasts; ++c) {
      if (!contrast_conjunction(p[c].lower) || !near_anchor(p[c].sentence)) continue;
      const auto [sb, se] = sentence_span(p, c);
      const std::size_t l1 = lead(p, sb), l2 = lead(p, c + 1);
      if (l1 == npos || l2 == npos || p[l1].key == p[l2].key) continue;
      // The claim's side: the one whose subject leads the claim.
      std::size_t from = npos, to = npos;
      if (p[l2].key == h[hl].key) from = c + 1, to = se;
      if (p[l1].key == h[hl].key) from = sb, to = c;
      // Not where the claim names the other side's subject too ("Sales of plant-based dishes ...
      // increased ..., while meat dishes declined" / "Sales of meat dishes ... declined"; "The
      // Ashford Clinic pharmacy will remain open ..., but the lab draw station will be closed").
      // (A name may be both sides' own: "The Elmwood Aquatic Centre's outdoor pool is heated,
      // while the diving pool is unheated" / "The diving pool at Elmwood Aquatic Centre".)
      if (from != npos && !p[from == sb ? l2 : l1].capitalised && holds_word(h, 0, h.size(), p[from == sb ? l2 : l1])) continue;
      for (std::size_t m = from; m < to && f[8] == 0; ++m) {
        if (!p[m].content() || holds_word(h, 0, h.size(), p[m])) continue;
        for (std::size_t k = 0; k < h.size(); ++k) {
          // (Nor a word the claim's side holds itself: "fell 3% over the past year" / "dropped 3%
          // over the past year".)
          if (!opposed(h[k], p[m]) || holds_word(p, from, to, h[k])) continue;
          f[8] = 1;
          for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
          reasons.push_back(fmt::format("antonym: {} vs {}", h[k].surface, p[m].surface));
          break;
        }
      }
    }
  }

  // Words whose opposite their use here does not have: "over"/"under" as a particle or before a
  // name or a noun phrase ("took over as director", "trained under Feld", "Under the
  // agreement"; not "over 90 metres"), "found that" (a court's judgment, not "lost"), "after
  // which" ("for 24 months, after which the loan reverts" is "for two years before the loan
  // switches"), an "un-" verb of discovery before what it found ("uncovered 43 burials").
  auto no_opposite_here = [](const std::vector<Tok>& t, std::size_t q) {
    const std::string& w = t[q].lower;
    const std::string_view next = q + 1 < t.size() && t[q + 1].sentence == t[q].sentence ? std::string_view(t[q + 1].lower) : "";
    const bool next_name = q + 1 < t.size() && t[q + 1].kind == Kind::kWord && t[q + 1].capitalised;
    auto determiner = [](std::string_view d) {
      return d == "the" || d == "a" || d == "an" || d == "its" || d == "their" || d == "his" || d == "her" || d == "this";
    };
    if (w == "over" || w == "under") {
      static constexpr std::string_view kParticleVerbs[] = {"take", "takes", "took", "taken", "taking", "hand", "hands",
                                                            "handed", "handing", "turn", "turns", "turned", "turning"};
      const bool particle = q > 0 && std::find(std::begin(kParticleVerbs), std::end(kParticleVerbs), t[q - 1].lower) != std::end(kParticleVerbs);
      return particle || next_name || (determiner(next) && !(q + 2 < t.size() && t[q + 2].lower == "age"));
    }
    if ((w == "found" || w == "find" || w == "finds") && next == "that") return true;
    if ((w == "after" || w == "before") && next == "which") return true;
    if (w.starts_with("un") && w.ends_with("ed") && q + 1 < t.size() &&
        (t[q + 1].kind == Kind::kNumber || determiner(next))) {
      return true;
    }
    return false;
  };

  // Antonyms and opposite directions: a hypothesis word (content or direction word) whose
  // opposite, negated or not as the word is, stands in the anchor sentence (or one aligned nearly
  // as well) without the word itself ("blood pressure fell ... no increase in the risk" / "blood
  // pressure increased"; but "Quarterly profit rose ... Fuel costs fell" / "Fuel costs rose").
  static const std::array<std::string, 4> kContest = {lex.key("win"), lex.key("beat"), lex.key("defeat"), lex.key("lose")};
  auto contest_word = [&](const Tok& t) { return std::find(kContest.begin(), kContest.end(), opposite_key(t)) != kContest.end(); };
  for (std::size_t k = 0; k < h.size() && f[8] == 0; ++k) {
    const Tok& x = h[k];
    // Quantifiers ("all"/"some" are WordNet antonyms) are the quantifier test's.
    // ("no" and "none" are the negation test's: "no more than 8 kg" is a bound.)
    if (x.kind != Kind::kWord || quantifier_class(x.lower) != 0 || x.lower == "no" || x.lower == "none") continue;
    if (!x.has_opposite) continue;
    // "7,000 or more": a bound on the number ("at least 7,000"), which the number test checks;
    // so is "no less than two weeks" ("at least two weeks").
    if (k >= 2 && h[k - 1].lower == "or" && h[k - 2].kind == Kind::kNumber) continue;
    if (k >= 1 && (h[k - 1].lower == "no" || h[k - 1].lower == "not") && k + 1 < h.size() && h[k + 1].lower == "than") continue;
    const std::string& xk = opposite_key(x);
    auto same_direction = [](const Tok& a, const Tok& b) { return direction_of(a.key) != 0 && direction_of(a.key) == direction_of(b.key); };
    // The opposite, with the same polarity, in a sentence that does not hold the word itself.
    // Not the standard of a comparison: "mice given the compound lived longer than untreated
    // mice" names the untreated ones to compare with ("Treated mice lived longer").
    auto compared_with = [&](std::size_t m) {
      for (std::size_t back = 1; back <= 3 && back <= m && p[m - back].clause == p[m].clause; ++back) {
        if (p[m - back].lower == "than") return true;
      }
      return false;
    };
    if (no_opposite_here(h, k)) continue;
    const Tok* opp = nullptr;
    for (std::size_t m = wb; m < we && !opp; ++m) {
      // Not the particles "on"/"off", "in"/"out" (WordNet antonyms as adjectives): "On October 9"
      // / "the offer", whose key is "off".
      // "has no lungs" / "lacks lungs": a word right before "no", "not" or "never" is negated too.
      const bool p_negated = pneg[m] || (m + 1 < p.size() && p[m + 1].negation);
      const bool h_negated = hneg[k] || (k + 1 < h.size() && h[k + 1].negation);  // (either side: "has no laundry facility")
      if (p[m].kind != Kind::kWord || !p[m].has_opposite || !near_anchor(p[m].sentence) || h_negated != p_negated ||
          is_particle(p[m].lower) || is_particle(x.lower) ||
          !lex.opposite(xk, opposite_key(p[m])) || compared_with(m) || no_opposite_here(p, m)) {
        continue;
      }
      // The word itself, or another of its direction at least as near the words around it in
      // the claim ("Parcel volumes rose 12 percent, while freight volumes declined 3 percent" /
      // "freight volumes fell by 3 percent": "declined" is next to "freight volumes" and the 3;
      // "... grew by 3 percent": "rose" is not). The sentence then contrasts the two, and the
      // claim takes the near side. Nearness: the distances to the claim's words at most 3 tokens
      // from the word, each to its nearest occurrence in the sentence, summed.
      auto distance = [&](std::size_t q) {
        std::size_t sum = 0;
        for (std::size_t i = 0; i < hc.size(); ++i) {
          if (hc[i] == k || (hc[i] < k ? k - hc[i] : hc[i] - k) > 3) continue;
          std::size_t best = npos;
          for (std::size_t pos : where[i]) {
            if (p[pos].sentence == p[q].sentence) best = std::min(best, pos < q ? q - pos : pos - q);
          }
          if (best != npos) sum += best;
        }
        return sum;
      };
      const std::size_t opposite_distance = distance(m);
      // The word itself beside its opposite in the sentence hides the opposite only when the
      // claim's words after it are bound to it ("decreases in bright sunlight" / "increases in
      // bright sunlight and decreases in dark rooms"; "approved the manufacturer's request" /
      // "approved the application ... but rejected the manufacturer's request"). Word by word:
      // more of the claim's words after it (the five after it in its clause, what it says of its
      // complement or the noun it modifies; two at least) nearer the opposite than the word,
      // distances taken forward only, within the clause of each. Not the words before it: a
      // sentence gives a subject once for two verbs ("Registration opens on 3 March and closes on
      // 28 March" / "Registration closes on 28 March"), and a list's head once ("accepts cash and
      // credit cards" / "accepts credit cards"); nor back across a boundary.
      auto itself_as_near = [&](std::size_t q) {
        int nearer_m = 0, nearer_q = 0;
        for (std::size_t i = 0; i < hc.size(); ++i) {
          if (hc[i] <= k || hc[i] > k + 5 || h[hc[i]].clause != x.clause) continue;
          std::size_t dq = npos, dm = npos;
          // (A passive's complement stands before it: "A separate proposal to raise water charges
          // to fund it was rejected" / "The city council rejected a proposal to raise water
          // charges".)
          const bool q_passive = be_passive(p, q) && !be_passive(h, k);
          for (std::size_t pos : where[i]) {
            if (pos > q && p[pos].clause == p[q].clause) dq = std::min(dq, pos - q);
            if (q_passive && pos < q && p[pos].sentence == p[q].sentence && p[pos].clause == p[q].clause) dq = std::min(dq, q - pos);
            if (pos > m && p[pos].clause == p[m].clause) dm = std::min(dm, pos - m);
          }
          if (dq == npos && dm == npos) continue;
          nearer_m += dm < dq;
          nearer_q += dq < dm;
        }
        // The words before it count for it when the opposite's clause has a subject of its own
        // that the claim lacks ("E-scooters are banned on the Brenmouth ferry, but folding bicycles
        // are allowed on board" / "Folding bicycles are allowed on board the Brenmouth ferry"; not
        // "allowed on the guest network, but they are banned from the internal network").
        auto own_subject = [&](std::size_t a, std::size_t other) {
          if (p[a].clause == p[other].clause) return false;
          for (std::size_t b = a; b > 0 && b - 1 != other && p[b - 1].clause == p[a].clause; --b) {
            const Tok& u = p[b - 1];
            if (((u.kind == Kind::kNumber && !u.year) || (u.kind == Kind::kWord && u.content())) && !claim_holds(u)) return true;
          }
          return false;
        };
        const bool m_subject = own_subject(m, q), q_subject = own_subject(q, m);
        if (m_subject || q_subject) {
          for (std::size_t i = 0; i < hc.size(); ++i) {
            if (hc[i] >= k || hc[i] + 5 < k || h[hc[i]].clause != x.clause) continue;
            std::size_t dq = npos, dm = npos;
            for (std::size_t pos : where[i]) {
              if (pos < q && p[pos].clause == p[q].clause) dq = std::min(dq, q - pos);
              if (pos < m && p[pos].clause == p[m].clause) dm = std::min(dm, m - pos);
            }
            if (m_subject) nearer_q += dq < dm;
            if (q_subject) nearer_m += dm < dq;
          }
        }
        return nearer_m < 2 || nearer_m <= nearer_q;
      };
      // Nor when the sentence contrasts two sides, the word's and the opposite's, and the claim's
      // words, taken all together, are the opposite's side ("Eastbound trains on the Green Line
      // will run as normal this weekend, but westbound services are suspended between Parkside and
      // Old Quay" / "Eastbound Green Line services are suspended between Parkside and Old Quay";
      // "Passenger numbers rose by 12% last year ..., while cargo volumes fell slightly" / "Cargo
      // volumes rose slightly last year"). The sides: after the first of the two up to the last
      // contrast word before the second ("but", "while", "whereas", "yet", "though", "although";
      // not "and", which joins two things said of one subject), and from there to the end of the
      // second's clause. A word before the first is a subject the two may share ("Registration
      // opens on 3 March but closes on 14 April"): on neither side. The claim's words on one side
      // only are counted, numbers and names twice; the opposite's side must lead by two.
      auto sides_agree = [&](std::size_t q) {
        const std::size_t lo = std::min(q, m), hi = std::max(q, m);
        auto separator = [](const Tok& t) {
          return contrast_conjunction(t.lower) || t.lower == "yet" || t.lower == "though" || t.lower == "although";
        };
        std::size_t cut = hi;
        while (cut > lo + 1 && !separator(p[cut - 1])) --cut;
        if (cut == lo + 1) return true;  // no contrast drawn between the two
        // Not a contest's words, whose sides change places with the roles ("Riverton beat Dunmore,
        // but the club lost the final to Castlebrook" / "By beating Riverton, Castlebrook won"),
        // nor a claim that draws the contrast too ("shares fell 4% while Norvalis's shares rose").
        if (contest_word(x) || contest_word(p[m])) return true;
        for (const Tok& y : h) {
          if (&y != &x && y.kind == Kind::kWord && same_direction(y, p[m])) return true;
        }
        --cut;
        const std::size_t b = clause_span(p, lo).first, e = clause_span(p, hi).second;
        int q_only = 0, m_only = 0;
        for (std::size_t i = 0; i < hc.size(); ++i) {
          if (hc[i] == k) continue;
          // Before the first of the two: a subject the two may share ("Registration opens on 3
          // March and closes on 14 April"), on neither side unless only there and on the second's.
          bool in_prefix = false, in_lo = false, in_hi = false;
          for (std::size_t pos : where[i]) {
            if (pos == q || pos == m) continue;
            in_prefix = in_prefix || (pos >= b && pos < lo);
            in_lo = in_lo || (pos > lo && pos < cut);
            in_hi = in_hi || (pos >= cut && pos < e);
          }
          int side = 0;  // 1: the first's, 2: the second's
          if (in_lo && !in_hi) side = 1;
          if (in_hi && !in_lo && !in_prefix) side = 2;
          if (side == 0) continue;
          const Tok& y = h[hc[i]];
          const int weight = y.kind == Kind::kNumber || (y.capitalised && !y.sentence_initial) ? 2 : 1;
          ((side == 1) == (q < m) ? q_only : m_only) += weight;
        }
        return m_only <= q_only + 1;
      };
      // The sides' subjects, word by word from their starts: the first pair of words that differ
      // says which side the claim is on when it holds one of the two and not the other ("Soybean
      // prices at the Corvell exchange were higher this week, while corn prices were lower" /
      // "Corn prices at the Corvell exchange were lower"; "Average temperatures in the Drell Valley
      // rose ..., while annual snowfall in the valley declined" / "Annual snowfall in the Drell
      // Valley fell"); else the complements' (below). +1 q's side, -1 the opposite's, 0 undecided
      // or no contrast.
      auto contrast_side = [&](std::size_t q) {
        if (contest_word(x) || contest_word(p[m])) return 0;  // (see sides_agree)
        const std::size_t lo = std::min(q, m), hi = std::max(q, m);
        std::size_t cut = hi;
        while (cut > lo + 1 && !contrast_conjunction(p[cut - 1].lower)) --cut;
        if (cut == lo + 1 || p[lo].sentence != p[hi].sentence) return 0;
        const std::size_t b = clause_span(p, lo).first;
        std::vector<std::size_t> first, second;
        for (std::size_t a = b; a < lo; ++a) if (p[a].content()) first.push_back(a);
        for (std::size_t a = cut; a < hi; ++a) if (p[a].content()) second.push_back(a);
        auto past = [](const Tok& t) { return t.kind == Kind::kWord && (t.lower.ends_with("ed") || t.irregular); };
        // The side whose word of a differing pair the claim holds (the first side's word u, the
        // second's v): +1 q's, -1 m's, 0 both or neither.
        auto side_of = [&](bool holds_u, bool holds_v) { return holds_u == holds_v ? 0 : (holds_u == (q == lo)) ? 1 : -1; };
        for (std::size_t j = 0; j < first.size() && j < second.size(); ++j) {
          const Tok& u = p[first[j]];
          const Tok& v = p[second[j]];
          if (u.kind == v.kind && (u.kind == Kind::kWord ? u.key == v.key : same_value(u.value, v.value))) continue;
          // Subjects, not verbs: a verb (or an auxiliary) follows the second side's word ("but
          // rejected a proposal ... to increase", "but remain well above" share the first side's
          // subject).
          bool verb_after = false;
          for (std::size_t a = second[j] + 1; a <= hi && !verb_after; ++a) verb_after = is_auxiliary(p[a].lower) || verb_like(p[a]);
          if (!past(u) && !past(v) && verb_after) {
            if (const int side = side_of(claim_holds(u), claim_holds(v)); side != 0) return side;
          }
          break;
        }
        // Else the first words after the two, in their sides, likewise ("power banks are allowed
        // in carry-on baggage but are banned from checked luggage" / "Power banks are banned from
        // carry-on baggage").
        std::size_t u = lo + 1, v = hi + 1;
        while (u + 1 < cut && !p[u].content()) ++u;
        while (v < p.size() && p[v].sentence == p[hi].sentence && p[v].clause == p[hi].clause && !p[v].content()) ++v;
        if (u + 1 >= cut || v >= p.size() || p[v].sentence != p[hi].sentence || p[v].clause != p[hi].clause) return 0;
        // Past names ("approved the Maple Park Softball Association's request ... but rejected its
        // plan": "request" and "plan").
        while (u + 1 < cut && (p[u].capitalised || !p[u].content())) ++u;
        while (v + 1 < p.size() && p[v + 1].sentence == p[hi].sentence && p[v + 1].clause == p[hi].clause &&
               (p[v].capitalised || !p[v].content())) {
          ++v;
        }
        if (u + 1 >= cut || p[u].kind != Kind::kWord || p[v].kind != Kind::kWord || p[u].key == p[v].key || p[u].capitalised ||
            p[v].capitalised) {
          return 0;
        }
        // (The claim's words after its own word only: "The planning committee approved the tower".)
        auto after_x = [&](const Tok& w) {
          for (std::size_t a = k + 1; a < h.size() && h[a].clause == x.clause; ++a) {
            if (h[a].kind == Kind::kWord && (h[a].key == w.key || lex.related(h[a].key, w.key))) return true;
          }
          return false;
        };
        return side_of(after_x(p[u]), after_x(p[v]));
      };
      bool present = false;
      // The word itself in the anchor sentence, the opposite in another ("The pharmacy is closed
      // on Sundays. On Saturdays it opens from 9 a.m." / "On Saturdays the pharmacy is open from 9
      // a.m."): the claim says what the anchor sentence does.
      // Not where the word's subject there is a noun the claim lacks and the claim's own subject
      // is the opposite's ("the minimap is enabled by default ... Line wrapping is
      // disabled by default" / "Line wrapping is enabled by default").
      auto subject_before = [](const std::vector<Tok>& t, std::size_t q) {
        for (std::size_t a = q; a-- > 0 && t[a].sentence == t[q].sentence && t[a].clause == t[q].clause;) {
          if (is_auxiliary(t[a].lower) || t[a].negation || ly_adverb(t[a].lower)) continue;
          return t[a].content() && t[a].kind == Kind::kWord ? a : npos;
        }
        return npos;
      };
      // (The opposite's own subject: "Heavy snow closed the Tarn Pass. The road reopened" / "The
      // Tarn Pass reopened" is no such case.)
      const std::size_t h_subject = subject_before(h, k), m_subject = subject_before(p, m);
      bool subject_there = false;
      for (std::size_t i = 0; i < hc.size() && h_subject != npos && m_subject != npos; ++i) {
        if (hc[i] != h_subject) continue;
        for (std::size_t pos : where[i]) subject_there = subject_there || pos == m_subject;
      }
      for (std::size_t q = wb; q < we && !present && p[m].sentence != anchor; ++q) {
        present = p[q].sentence == anchor && p[q].kind == Kind::kWord && (p[q].key == x.key || opposite_key(p[q]) == xk);
        if (present && subject_there) {
          const std::size_t own = subject_before(p, q);
          present = own == npos || claim_holds(p[own]);
        }
      }
      for (std::size_t q = wb; q < we && !present; ++q) {
        if (p[q].sentence != p[m].sentence || p[q].kind != Kind::kWord) continue;
        // Or, at least as near, a synonym of the word ("prohibited" / "banned ... but sailing is
        // permitted") or its opposite negated ("stayed unfrozen in 2016" / "it did not freeze at
        // all in 2016").
        const bool q_negated = pneg[q] || (q + 1 < p.size() && p[q + 1].negation);
        const bool itself = p[q].key == x.key || opposite_key(p[q]) == xk;
        const int side = q != m && (itself || (p[q].content() && (lex.related(x.key, p[q].key) || same_direction(x, p[q]))))
                             ? contrast_side(q)
                             : 0;
        if (side != 0) {
          present = side > 0;
          continue;
        }
        present = (itself && itself_as_near(q) && sides_agree(q)) ||
                  (q != m && !itself && p[q].has_opposite && lex.opposite(opposite_key(p[q]), opposite_key(p[m])) &&
                   distance(q) <= opposite_distance) ||
                  (q != m && !itself && p[q].content() && (lex.related(x.key, p[q].key) || same_direction(x, p[q])) &&
                   distance(q) <= opposite_distance) ||
                  (q != m && p[q].has_opposite && q_negated != hneg[k] && lex.opposite(xk, opposite_key(p[q])));
      }
      // Or the word itself, with the same polarity, in a clause near the anchor that holds the
      // claim's words before it (its subject) where the opposite's clause holds none of them and
      // has a subject of its own that the claim lacks ("Sealed plastic water bottles are allowed
      // inside the Meridian Arena. Glass containers of any kind are banned" / "Glass containers
      // are banned inside the Meridian Arena"; not "The council approved the café but rejected the
      // plan for a rooftop cinema" / "The council approved the plan for a rooftop cinema").
      for (std::size_t q = wb; q < we && !present; ++q) {
        if (q == m || p[q].kind != Kind::kWord || p[q].key != x.key || pneg[q] != hneg[k] || !near_anchor(p[q].sentence)) continue;
        // (Plain variables: clang 14 cannot capture structured bindings.)
        const std::size_t qb = clause_span(p, q).first, mb = clause_span(p, m).first, me = clause_span(p, m).second;
        if (qb == mb) continue;
        int in_q = 0, in_m = 0;
        for (std::size_t i = 0; i < hc.size(); ++i) {
          if (hc[i] >= k || h[hc[i]].clause != x.clause || h[hc[i]].sentence != x.sentence || !h[hc[i]].content()) continue;
          in_q += std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o >= qb && o < q; });
          in_m += std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o >= mb && o < me; });
        }
        bool own_subject = false;
        for (std::size_t a = mb; a < m && !own_subject; ++a) {
          own_subject = p[a].content() && (p[a].kind == Kind::kNumber || p[a].kind == Kind::kWord) && !claim_holds(p[a]);
        }
        present = in_q > 0 && in_m == 0 && own_subject;
      }
      // Or the word itself, with the same polarity, in a part of a sentence near the anchor that
      // holds after it more of the numbers (not years), months and weekdays the claim says after
      // the word than the opposite's part does after the opposite: the claim says what that part
      // does ("will reopen ... on October 7 ... the pharmacy will be closed October 5 and 6 for the
      // move" / "will be closed on October 5 and 6"; "arrive ... in early May and leave in
      // mid-August" / "leave the Hollins Wood reserve in mid-August"). A part: a clause cut at a
      // conjunction.
      auto dated = [](const Tok& t) { return (t.kind == Kind::kNumber && !t.year) || is_month(t.lower) || is_weekday(t.lower); };
      // (A date in apposition stays in the part, and dates joined by "and": "reopen on Tuesday, 18
      // June", "closed on 3 and 4 May".)
      auto part_of = [&](std::size_t q) {
        auto joined = [&](std::size_t a) {  // tokens a - 1 and a in one part
          const bool dates_joined = a + 1 < p.size() && dated(p[a - 1]) && dated(p[a + 1]);
          return p[a].sentence == p[a - 1].sentence && (p[a].clause == p[a - 1].clause || dated(p[a])) &&
                 !contrast_conjunction(p[a].lower) && ((p[a].lower != "and" && p[a].lower != "or") || dates_joined) &&
                 p[a].lower != "although";
        };
        std::size_t b = q, e = q + 1;
        while (b > 0 && joined(b)) --b;
        while (e < p.size() && joined(e)) ++e;
        return std::pair<std::size_t, std::size_t>(b, e);
      };
      auto holds_date = [&](std::pair<std::size_t, std::size_t> r, std::size_t from, const Tok& y) {
        for (std::size_t a = from; a < r.second; ++a) {
          if (dated(p[a]) && p[a].kind == y.kind && (y.kind == Kind::kNumber ? same_value(p[a].value, y.value) : p[a].key == y.key)) return true;
        }
        return false;
      };
      const auto mr = part_of(m);
      for (std::size_t q = wb; q < we && !present; ++q) {
        if (q == m || p[q].kind != Kind::kWord || p[q].key != x.key || pneg[q] != hneg[k] || !near_anchor(p[q].sentence)) continue;
        const auto qr = part_of(q);
        if (qr == mr) continue;
        int only_q = 0, only_m = 0;
        for (std::size_t a = k + 1; a < h.size() && h[a].sentence == x.sentence; ++a) {
          if (!dated(h[a])) continue;
          const bool in_q = holds_date(qr, q, h[a]), in_m = holds_date(mr, m, h[a]);
          only_q += in_q && !in_m;
          only_m += in_m && !in_q;
        }
        present = only_q > only_m;
      }
      if (!present) opp = &p[m];
    }
    // Kin words are conversives too ("donated a kidney to his sister, Ana Reyes" / "Ana Reyes
    // received a kidney from her brother, Tomás Reyes"): a contradiction only when they name the
    // same person, the name after each (within three words) the same or absent.
    static const std::array<std::string, 14> kKin = {lex.key("brother"), lex.key("sister"),   lex.key("son"),    lex.key("daughter"),
                                                     lex.key("mother"),  lex.key("father"),   lex.key("husband"), lex.key("wife"),
                                                     lex.key("aunt"),    lex.key("uncle"),    lex.key("niece"),  lex.key("nephew"),
                                                     lex.key("parent"),  lex.key("child")};
    auto kin = [&](const Tok& t) { return std::find(kKin.begin(), kKin.end(), t.key) != kKin.end(); };
    if (opp && kin(x) && kin(*opp)) {
      auto name_after = [](const std::vector<Tok>& t, std::size_t q) {
        for (std::size_t a = q + 1; a < t.size() && a <= q + 3 && t[a].sentence == t[q].sentence; ++a) {
          if (name_word(t[a])) return &t[a];
        }
        return static_cast<const Tok*>(nullptr);
      };
      const Tok* a = name_after(h, k);
      const Tok* b = name_after(p, static_cast<std::size_t>(opp - p.data()));
      if (a && b && a->key != b->key) opp = nullptr;
    }
    // Going on until a time is stopping after it ("The 4.x series will continue to receive security
    // fixes until 30 June 2025" / "will stop receiving security fixes after 30 June 2025"): a bound
    // said from the other side.
    if (opp) {
      static const std::string kContinue = lex.key("continue");
      auto said_after = [](const std::vector<Tok>& t, std::size_t q, std::initializer_list<std::string_view> words) {
        for (std::size_t a = q + 1; a < t.size() && a <= q + 10 && t[a].sentence == t[q].sentence; ++a) {
          if (std::find(words.begin(), words.end(), t[a].lower) != words.end()) return true;
        }
        return false;
      };
      const std::size_t m = static_cast<std::size_t>(opp - p.data());
      const bool h_goes_on = x.key == kContinue, p_goes_on = opp->key == kContinue;
      if (h_goes_on != p_goes_on) {
        const bool until = h_goes_on ? said_after(h, k, {"until", "till", "through"}) : said_after(p, m, {"until", "till", "through"});
        const bool after = h_goes_on ? said_after(p, m, {"after", "from", "beyond"}) : said_after(h, k, {"after", "from", "beyond"});
        if (until && after) opp = nullptr;
      }
    }
    // Both words in the claim: a contrast it draws ("at higher altitudes ... at lower temperatures"),
    // the source's opposite or a synonym of it. (Not any opposite of the claim's word: "the
    // tribunal upheld his claim, finding he was unfairly dismissed" draws no contrast.)
    for (const Tok& y : h) {
      if (opp && y.kind == Kind::kWord && !y.stopword &&
          (y.key == opp->key || opposite_key(y) == opposite_key(*opp) || lex.related(y.key, opp->key))) {
        opp = nullptr;
      }
    }
    // Winning and losing are conversives whose subjects change places ("Northgate lost the final
    // to Riverside" / "Riverside won the final, beating Northgate"): a contradiction only when the
    // sentence's first name before the word is the same on both sides, or either has none ("The
    // Gulls lost 3-1 to the Foxes" / "The Gulls beat the Foxes 3-1"; "She lost a second Nobel
    // Prize" / "she won a second Nobel Prize").
    if (opp && contest_word(x) && contest_word(*opp)) {
      // The subject: the sentence's first name before the word ("Élodie Moreau of France won").
      // In the passive ("had been won by the Conservative candidate, Alan Peverell"), the names
      // after "by".
      auto subject = [](const std::vector<Tok>& t, std::size_t q) {
        std::vector<std::string> names;
        if (q + 1 < t.size() && t[q + 1].lower == "by") {
          for (std::size_t a = q + 2; a < t.size() && a <= q + 7 && t[a].sentence == t[q].sentence; ++a) {
            if (name_word(t[a]) && !is_weekday(t[a].lower)) names.push_back(t[a].key);
          }
          if (!names.empty()) return names;
        }
        std::size_t b = q;
        while (b > 0 && t[b - 1].sentence == t[q].sentence) --b;
        for (; b < q; ++b) {
          if (name_word(t[b]) && !is_weekday(t[b].lower)) return std::vector<std::string>{t[b].key};
        }
        return names;
      };
      const std::vector<std::string> a = subject(h, k);
      const std::vector<std::string> b = subject(p, static_cast<std::size_t>(opp - p.data()));
      const bool shared = std::any_of(a.begin(), a.end(), [&](const std::string& n) { return std::find(b.begin(), b.end(), n) != b.end(); });
      if (!a.empty() && !b.empty() && !shared) opp = nullptr;
    }
    // "ahead of" and "behind" are conversives too ("Kiprop finished 12 seconds ahead of Bekele" /
    // "Bekele finished 12 seconds behind Kiprop"): a contradiction only when what the two words
    // measure against is the same ("four months ahead of schedule" / "behind schedule"): the
    // content words after each in its clause share one.
    static const std::array<std::string, 2> kRelative = {lex.key("ahead"), lex.key("behind")};
    auto relative = [&](const Tok& t) { return std::find(kRelative.begin(), kRelative.end(), opposite_key(t)) != kRelative.end(); };
    // "Beaten" or "defeated" in a passive is the opposite's side ("Portview United lost 2-0 at home
    // to Castlebridge" / "Portview United were beaten 2-0 at home by Castlebridge"; not "won" in
    // one, whose subject is the contest: "The by-election had been won by ... Alan Peverell").
    if (opp && contest_word(x) && contest_word(*opp)) {
      static const std::array<std::string, 2> kBeat = {lex.key("beat"), lex.key("defeat")};
      auto beaten = [&](const std::vector<Tok>& t, std::size_t q) {
        return be_passive(t, q) && std::find(kBeat.begin(), kBeat.end(), opposite_key(t[q])) != kBeat.end();
      };
      if (beaten(h, k) != beaten(p, static_cast<std::size_t>(opp - p.data()))) opp = nullptr;
    }
    if (opp && relative(x) && relative(*opp)) {
      const std::size_t m = static_cast<std::size_t>(opp - p.data());
      bool shared = false;
      for (std::size_t a = k + 1; a < h.size() && a <= k + 5 && h[a].clause == x.clause; ++a) {
        for (std::size_t b = m + 1; b < p.size() && b <= m + 5 && p[b].clause == opp->clause && h[a].content(); ++b) {
          shared = shared || (p[b].kind == Kind::kWord && p[b].content() && h[a].kind == Kind::kWord && p[b].key == h[a].key);
        }
      }
      if (!shared) opp = nullptr;
    }
    // "A before B" is "B after A" ("The old crane will be taken down before the new crane is
    // commissioned" / "The new crane will be commissioned after the old crane has been
    // dismantled"; "After eight years under Brekke, Solberg founded her firm" / "She worked eight
    // years under Brekke before founding her firm"): an order word is no contradiction of its
    // opposite when the source exchanges the two sides. A side: the rest of the word's clause after
    // it (what it orders against), or the rest of its sentence. Exchanged when at least as many of
    // the claim's aligned words stand on the other side in the source as on the same one, some
    // from each (the same side holds what both events share: "Quickbox lockers hold a parcel for
    // 72 hours before it is returned to the sender" / "A parcel left uncollected in a Quickbox
    // locker goes back to the sender after 72 hours").
    static const std::array<std::string, 4> kOrder = {lex.key("before"), lex.key("after"), lex.key("earlier"), lex.key("later")};
    auto order_word = [&](const Tok& t) { return std::find(kOrder.begin(), kOrder.end(), opposite_key(t)) != kOrder.end(); };
    if (opp && order_word(x) && order_word(*opp)) {
      const std::size_t m = static_cast<std::size_t>(opp - p.data());
      auto complement = [](const std::vector<Tok>& t, std::size_t w, std::size_t q) { return q > w && t[q].clause == t[w].clause; };
      int same = 0, crossed = 0, from_complement = 0, from_rest = 0;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        if (at[i] == npos || hc[i] == k || h[hc[i]].sentence != x.sentence || p[at[i]].sentence != opp->sentence || at[i] == m) continue;
        const bool hc_side = complement(h, k, hc[i]), pc_side = complement(p, m, at[i]);
        if (hc_side == pc_side) {
          ++same;
        } else {
          ++crossed;
          ++(hc_side ? from_complement : from_rest);
        }
      }
      if (crossed >= same && from_complement > 0 && from_rest > 0) opp = nullptr;
    }
    if (opp) {
      f[8] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      reasons.push_back(fmt::format("antonym: {} vs {}", x.surface, opp->surface));
    }
  }

  // Directions and bounds at a number found on both sides: "under 99 percent" / "more than 99
  // percent", "10% below" / "10% higher", "a decrease of 38%" / "up 38%", "lost 3 percent" /
  // "rose 3 percent" (antonym); "from EUR20,000 to EUR5,000" / "from EUR5,000 to EUR20,000" (the
  // number's "from" and "to" exchanged: number_mismatch). The direction is that of a word at most
  // 2 tokens before the number or 3 after it in its clause; "no more than" is a bound from above.
  {
    // The direction (+1 up, -1 down, 0 none) and its word.
    auto direction = [&](const std::vector<Tok>& t, std::size_t q) -> std::pair<int, const Tok*> {
      auto of = [&](std::size_t m) {
        if (t[m].kind != Kind::kWord) return 0;
        int d = direction_of(t[m].key);
        // "at least 40 percent" a bound from below, "at most 40 percent" from above.
        if (m > 0 && t[m - 1].lower == "at" && (t[m].lower == "least" || t[m].lower == "most")) d = t[m].lower == "least" ? 1 : -1;
        // "no more than 2", "not less than 30": a bound the other way; "up to 300": from above.
        const bool comparative = t[m].lower == "more" || t[m].lower == "less" || t[m].lower == "fewer";
        if (d != 0 && comparative && m > 0 && (t[m - 1].lower == "no" || t[m - 1].lower == "not")) {
          d = -d;
        } else if (d != 0 && m > 0 &&
                   (comparative || t[m].lower == "above" || t[m].lower == "over" || t[m].lower == "below" || t[m].lower == "under") &&
                   ((verb_like(t[m - 1]) && (t[m - 1].lower.ends_with("ed") || t[m - 1].irregular)) ||
                    base_verb_after_modal(t, m - 1) || t[m - 1].lower == "for")) {
          // A negation earlier in the clause bounds what its verb says ("No household may hold
          // more than two", "Temperatures never rose above 12°C"; not "none of their properties
          // has a value above £2,899", "need not be restarted if more than 6 months", "none of the
          // seven ponds above 2,400 metres").
          for (std::size_t c = m; c-- > 0 && m - c <= 10 && t[c].clause == t[m].clause;) {
            if (t[c].lower == "no" || t[c].lower == "not" || t[c].lower == "never" || t[c].lower == "none" ||
                t[c].lower == "cannot" || t[c].lower == "nobody") {
              d = -d;
              break;
            }
          }
        }
        // (But "will go up to 12%" rises.)
        const bool go = m > 0 && (t[m - 1].lower == "go" || t[m - 1].lower == "goes" || t[m - 1].lower == "went" || t[m - 1].lower == "gone");
        if (t[m].lower == "up" && m + 1 < t.size() && t[m + 1].lower == "to" && !go) d = -1;
        if (hedged_side(t, m)) d = 0;  // "just under 5%": the value is approximate, no direction
        return d;
      };
      for (std::size_t m = q; m-- > 0 && q - m <= 2 && t[m].clause == t[q].clause && t[m].kind != Kind::kNumber;) {
        if (int d = of(m)) return {d, &t[m]};
      }
      for (std::size_t m = q + 1; m < t.size() && m - q <= 3 && t[m].clause == t[q].clause && t[m].kind != Kind::kNumber; ++m) {
        if (int d = of(m)) return {d, &t[m]};
      }
      return {0, nullptr};
    };
    auto from_to = [](const std::vector<Tok>& t, std::size_t q) -> std::string_view {
      for (std::size_t m = q; m-- > 0 && q - m <= 2;) {
        if (t[m].lower == "from" || t[m].lower == "to") return t[m].lower;
        if (t[m].kind == Kind::kNumber || t[m].kind == Kind::kWord) break;
      }
      return {};
    };
    for (std::size_t i = 0; i < hc.size() && f[8] == 0; ++i) {
      const Tok& x = h[hc[i]];
      if (x.kind != Kind::kNumber || at[i] == npos || p[at[i]].kind != Kind::kNumber || x.year) continue;
      const std::size_t q = at[i];
      const auto [dh, h_word] = direction(h, hc[i]);
      // Every occurrence of the number in the window goes the other way ("Below 9,000 feet" /
      // "above 9,000 feet ... Below 9,000 feet").
      auto [dp, p_word] = direction(p, q);
      for (std::size_t pos : where[i]) {
        if (pos >= wb && pos < we && p[pos].kind == Kind::kNumber && direction(p, pos).first != dp) dp = 0;
      }
      // The same word on both sides, after a negation in its clause on both or neither, says the
      // same direction, whichever way the bound was read ("is not required for garden sheds under
      // 2.5 metres" / "is not needed for a garden shed under 2.5 metres", where "shed" may be a
      // verb; "None of the courts ... can be booked more than seven days" / "No court ... can be
      // booked more than seven days").
      auto negated_before = [](const std::vector<Tok>& t, const Tok* w) {
        const std::size_t m = static_cast<std::size_t>(w - t.data());
        for (std::size_t c = m; c-- > 0 && m - c <= 16 && t[c].clause == t[m].clause;) {
          if (t[c].negation) return true;
        }
        return false;
      };
      const bool same_word = h_word && p_word && h_word->key == p_word->key && negated_before(h, h_word) == negated_before(p, p_word);
      if (dh != 0 && dp != 0 && dh != dp && !same_word) {
        f[8] = 1;
        explained[i] = true;
        reasons.push_back(fmt::format("antonym: {} {} vs {} {}", h_word->surface, x.surface, p_word->surface, p[q].surface));
        break;
      }
      const std::string_view fh = from_to(h, hc[i]), fp = from_to(p, q);
      if (!fh.empty() && !fp.empty() && fh != fp && f[4] == 0) {
        f[4] = 1;
        explained[i] = true;
        reasons.push_back(fmt::format("number_mismatch: {} {} vs {} {}", fh, x.surface, fp, p[q].surface));
      }
    }
  }

  // Quantifiers: the quantifier in front of an aligned word differs in class ("only" may stand
  // after it too: "can only visit" / "may visit only when"). "almost all" is "most".
  auto quantifier_at = [&h](const std::vector<Tok>& t, std::size_t k) {
    // "the only member", "her only child": an adjective (sole), no quantifier.
    static constexpr std::string_view kDeterminers[] = {"the", "an", "his", "her", "its", "their", "our", "my", "your"};
    if (t[k].lower == "only" && k > 0 &&
        std::find(std::begin(kDeterminers), std::end(kDeterminers), t[k - 1].lower) != std::end(kDeterminers)) {
      return 0;
    }
    if (t[k].hyphen_after || (k > 0 && t[k - 1].hyphen_after)) return 0;  // "an all-cash deal", "two SIM-only plans"
    // "only some", "only a few", "only part": not all, as "few" says (class 5, which "few" has of
    // itself); the "only" is that word's.
    auto next_is = [&](std::string_view w) { return k + 1 < t.size() && t[k + 1].lower == w; };
    // "only reluctantly": an adverb's; "every other kind", "every 2 weeks", "1,500 litres every
    // second": alternation and rates, not how many ("every day" against "on weekends only" is).
    if (t[k].lower == "only" && k + 1 < t.size() && ly_adverb(t[k + 1].lower)) return 0;
    if (t[k].lower == "every" && k + 1 < t.size() &&
        (t[k + 1].lower == "other" || t[k + 1].kind == Kind::kNumber || t[k + 1].lower == "second" || t[k + 1].lower == "minute" ||
         t[k + 1].lower == "hour")) {
      return 0;
    }
    if (t[k].lower == "only" && (next_is("some") || next_is("a") || next_is("part"))) return 0;
    // The claim's "entire" and "throughout" ask nothing of a source that says "all" or nothing
    // ("losing its entire crop" / "lost all of its crop", "throughout Brannock").
    if (&t == &h && (t[k].lower == "entire" || t[k].lower == "throughout")) return 0;
    // "not only those attending public schools": those too, no restriction.
    if (t[k].lower == "only" && k > 0 && t[k - 1].lower == "not") return 0;
    // The claim's "at most 40 percent": a bound on a number, the number test's (the source's "at
    // most two drivers" still answers the claim's "any number of drivers").
    if (&t == &h && t[k].lower == "most" && k > 0 && t[k - 1].lower == "at") return 0;
    // "the most severely affected": a superlative.
    if (t[k].lower == "most" && k > 0 && t[k - 1].lower == "the") return 0;
    if (k > 0 && t[k - 1].lower == "only" && (t[k].lower == "some" || t[k].lower == "part")) return 5;
    const int q = quantifier_class(t[k].lower);
    return q == 1 && k > 0 && (t[k - 1].lower == "almost" || t[k - 1].lower == "nearly") ? 2 : q;
  };
  // Whether the claim takes an exception in ("including the newly added 17"; "all other" below).
  const bool takes_in = std::any_of(h.begin(), h.end(), [](const Tok& t) { return t.lower == "including" || t.lower == "plus"; });
  // The share of a whole the source gives in front of a word, as an interval [lo, hi] of 0..1, or
  // lo < 0: "two of the forest's seven marked trails" 2/7, "four of the eleven stops" 4/11,
  // "around 2 percent of the laptops" 0.02, "fewer than half of the 120 companies" [0, 0.5),
  // "more than half of" (0.5, 1], "a third of" 1/3 (the word's own "of" within 6 tokens before it,
  // in its clause).
  struct Share {
    double lo = -1, hi = -1;
    std::string said;
    std::size_t part = npos;  // where a part said after its whole stands
  };
  // The whole first, the part at the start of the next clause ("Of the 12 expedition members who
  // set out, only three reached the summit"; "In a survey of 1,200 warehouse workers, a majority
  // said"): the share for the "of" at m before the target.
  auto share_after_whole = [&](std::size_t m, std::size_t target) {
    Share out;
    std::size_t c = target + 1;
    while (c < p.size() && c <= target + 12 && p[c].sentence == p[target].sentence && p[c].clause == p[target].clause) ++c;
    double whole = -1;
    for (std::size_t q = m + 1; q < c && whole < 0; ++q) {
      if (p[q].kind == Kind::kNumber && !p[q].year && p[q].value > 0 && p[q].unit != "percent") whole = p[q].value;
    }
    if (whole <= 0 || c >= p.size() || p[c].sentence != p[target].sentence || p[c].clause == p[target].clause) return out;
    std::size_t x = c;
    if (p[x].lower == "only" || p[x].lower == "just") ++x;
    if (x >= p.size()) return out;
    std::size_t last = x;
    if (p[x].kind == Kind::kNumber && !p[x].year && p[x].unit != "percent" && p[x].value <= whole &&
        !(x + 1 < p.size() && p[x + 1].lower == "of")) {
      out.lo = out.hi = p[x].value / whole;
    } else if (x == c && (quantifier_at(p, x) == 2 || (p[x].lower == "a" && x + 1 < p.size() && p[x + 1].lower == "majority"))) {
      out.lo = 0.5001, out.hi = 1;
      last = p[x].lower == "a" ? x + 1 : x;
    } else if (x == c && quantifier_at(p, x) == 1) {
      out.lo = out.hi = 1;
    }
    for (std::size_t q = c; out.lo >= 0 && q <= last; ++q) out.said += (q > c ? " " : "") + p[q].surface;
    if (out.lo >= 0) out.part = x;
    return out;
  };
  auto share_before = [&](std::size_t target) {
    Share out;
    for (std::size_t m = target; m-- > 0 && target - m <= 6 && p[m].clause == p[target].clause;) {
      if (p[m].lower != "of") continue;
      if (m == 0 || p[m - 1].sentence != p[m].sentence) return share_after_whole(m, target);
      std::size_t w = m - 1;
      if ((p[w].kind == Kind::kPercent || p[w].lower == "percent") && w > 0) --w;  // "78% of", "78 percent of"
      const Tok& n = p[w];
      if (n.kind == Kind::kNumber && !n.year && n.unit == "percent") {
        out.lo = out.hi = n.value / 100.0;
      } else if (n.kind == Kind::kNumber && !n.year && n.value >= 0) {
        for (std::size_t q = m + 1; q < p.size() && q <= m + 4 && p[q].clause == p[m].clause; ++q) {
          if (p[q].kind == Kind::kNumber && !p[q].year && p[q].value >= n.value && p[q].value > 0) {
            out.lo = out.hi = n.value / p[q].value;
            break;
          }
        }
      } else if (n.lower == "half") {
        const bool than = w >= 2 && p[w - 1].lower == "than";
        const std::string& cmp = than ? p[w - 2].lower : std::string();
        if (cmp == "fewer" || cmp == "less" || cmp == "under") {
          out.lo = 0, out.hi = 0.4999;
        } else if (cmp == "more" || cmp == "over") {
          out.lo = 0.5001, out.hi = 1;
        } else if (!than) {
          out.lo = out.hi = 0.5;
        }
      } else if (const double f = fraction_share(p, w); f > 0) {
        out.lo = out.hi = f / 100.0;
      } else if (const int q = quantifier_at(p, w); q == 1 || q == 2) {
        // "Most of the 14 high schools ...; two schools still do not": the share is "most" (a part
        // said after it is the rest's).
        out.lo = q == 2 ? 0.5001 : 1.0;
        out.hi = 1;
      } else {
        return share_after_whole(m, target);
      }
      // A bound on it: "at least 40 percent of" [0.4, 1], "at least half of" [0.5, 1], "up to 30
      // percent of" [0, 0.3].
      if (out.lo >= 0 && w >= 2) {
        const std::string& b1 = p[w - 2].lower;
        const std::string& b2 = p[w - 1].lower;
        if ((b1 == "at" && b2 == "least") || (n.kind == Kind::kNumber && ((b1 == "more" && b2 == "than") || b2 == "over"))) {
          out.hi = 1;
        }
        if ((b1 == "at" && b2 == "most") || (n.kind == Kind::kNumber && (((b1 == "less" || b1 == "fewer") && b2 == "than") ||
                                                                          (b1 == "up" && b2 == "to") || b2 == "under"))) {
          out.lo = 0;
        }
      }
      if (out.lo >= 0) {
        const std::size_t from = w >= 2 && p[w - 1].lower == "than" ? w - 2 : w;
        for (std::size_t q = from; q <= m; ++q) out.said += (q > from ? " " : "") + p[q].surface;
      }
      return out;  // the word's own "of" only
    }
    return out;
  };

  for (std::size_t k = 0; k < h.size() && f[9] == 0; ++k) {
    int qh = quantifier_at(h, k);
    // "fewer than half of" (a share under one half), "more than half of".
    bool under_half = false;
    if (qh == 0 && k + 2 < h.size() && h[k + 1].lower == "than" && h[k + 2].lower == "half") {
      if (h[k].lower == "fewer" || h[k].lower == "less") qh = 5, under_half = true;
      if (h[k].lower == "more") qh = 2;
    }
    if (qh == 0) continue;
    // "Every month" is "monthly" ("credited monthly" / "credits it every month"; "each year" /
    // "annually"), "a month" or "per month": a frequency the source states without a quantifier.
    if ((h[k].lower == "every" || h[k].lower == "each") && k + 1 < h.size()) {
      static constexpr std::string_view kPeriods[][3] = {{"day", "daily", ""},       {"week", "weekly", ""},
                                                         {"month", "monthly", ""},   {"year", "yearly", "annually"},
                                                         {"hour", "hourly", ""},     {"quarter", "quarterly", ""}};
      bool frequency = false;
      for (const auto& period : kPeriods) {
        if (h[k + 1].lower != period[0]) continue;
        for (std::size_t m = wb; m < we && !frequency; ++m) {
          const std::string& w = p[m].lower;
          // (Not denied: "Guided tours will run only on weekends ... instead of daily".)
          const bool denied = pneg[m] || (m >= 2 && (p[m - 2].lower == "instead" || p[m - 2].lower == "rather"));
          const std::string& before = m > 0 ? p[m - 1].lower : w;
          const bool rate = w == period[0] && (before == "per" || before == "a" || before == "each" || before == "every");
          frequency = near_anchor(p[m].sentence) && !denied && (w == period[1] || (!period[2].empty() && w == period[2]) || rate);
        }
      }
      if (frequency) continue;
    }
    // "Not all", "not every": a denial the negation test reads (above), no claim about all.
    if (k > 0 && h[k - 1].lower == "not" && (h[k].lower == "all" || h[k].lower == "every" || h[k].lower == "each")) continue;
    // "only one of the four towers", "only two of": a count, which "each" and "both" deny.
    const bool only_count = qh == 4 && k + 1 < h.size() && (h[k + 1].kind == Kind::kNumber || h[k + 1].lower == "one");
    // The aligned content words within 3 tokens after it, and the premise's quantifier in front
    // of (for "only", also after) the first of them that has one, or a share of the whole
    // ("Every Northwind passenger" / "Northwind Airways allows every passenger"; "all 31 hotels" /
    // "24 of its 31 hotels").
    bool has_target = false;
    int qp = 0;
    std::size_t qp_at = npos;  // the word the source's quantifier stands in front of
    std::string qp_word = "-";
    Share share;
    const std::size_t verb = noun_phrase_end(h, k);
    // A postposed "only" ("on weekends only,") is about the word before it.
    const bool postposed = qh == 4 && k > 0 && h[k - 1].content() && (k + 1 >= h.size() || h[k + 1].clause != h[k].clause);
    // A quantifier the claim's follows from ("all" for "every", "all" or "most" for "most", ...).
    auto entails = [&](int q) { return qh == q || (qh == 3 && (q == 1 || q == 2)) || (qh == 2 && q == 1) || (qh == 5 && q == 3); };
    // The first word's quantifier, unless a later word of the noun phrase has one the claim's
    // follows from ("each student may lodge at most three grade appeals per term, and every
    // appeal is reviewed" / "Every grade appeal is reviewed": "grade" has "at most", "appeal"
    // "every").
    int first_qp = 0;
    std::size_t first_qp_at = npos;
    std::string first_qp_word;
    for (std::size_t i = 0; i < hc.size() && (qp == 0 || (!entails(qp) && qp != 6)) && share.lo < 0; ++i) {
      // (A later word that is a name may be another noun's: "Each passenger on the Fjordline
      // cruise receives a drink. Lunch is included only for passengers who booked" / "Lunch is
      // included for all passengers on the Fjordline cruise".)
      if (qp != 0 && h[hc[i]].capitalised) continue;
      if (qp != 0) {
        if (first_qp == 0) first_qp = qp, first_qp_at = qp_at, first_qp_word = qp_word;
        qp = 0, qp_at = npos, qp_word = "-";
      }
      // The words of its noun phrase: up to 5 tokens after it in its clause ("every short-term
      // rental listing", "only one of the four finals").
      const bool in_reach = postposed ? hc[i] + 1 == k : hc[i] > k && hc[i] <= k + 5 && h[hc[i]].clause == h[k].clause;
      if (!in_reach || at[i] == npos) continue;
      has_target = true;
      // A universal may quantify another occurrence of the word near the anchor ("Every one of
      // the audited clinics" / "All of the clinics offered", the clinics named before too).
      std::vector<std::size_t> targets{at[i]};
      for (std::size_t o : where[i]) {
        if (o != at[i] && o >= wb && o < we && near_anchor(p[o].sentence)) targets.push_back(o);
      }
      // The occurrence whose clause holds more of what the claim says of them goes first ("Most of
      // the reserve's nest boxes were occupied, and every occupied box was checked weekly" /
      // "Every occupied nest box was checked weekly"): the claim's words outside its noun phrase,
      // counted in each occurrence's clause. Other occurrences count only for a universal, "most"
      // and "few".
      auto said_there = [&](std::size_t o) {
        int n = 0;
        for (std::size_t j = 0; j < hc.size(); ++j) {
          if ((hc[j] >= k && hc[j] < verb) || h[hc[j]].sentence != h[k].sentence || j == i) continue;
          n += std::any_of(where[j].begin(), where[j].end(), [&](std::size_t pos) {
            return p[pos].sentence == p[o].sentence && p[pos].clause == p[o].clause;
          });
        }
        return n;
      };
      std::size_t lead = 0;
      for (std::size_t t = 1; t < targets.size(); ++t) {
        if (said_there(targets[t]) > said_there(targets[lead])) lead = t;
      }
      std::swap(targets[0], targets[lead]);
      if (!(qh == 1 || qh == 2 || qh == 5)) targets.resize(1);
      for (std::size_t target : targets) {
        if (qp != 0) break;
        // A postposed "only" against one after the same word ("all curries come in full portions
        // only" / "All curries ... come in full portions only").
        if (postposed && target + 1 < p.size() && quantifier_class(p[target + 1].lower) == 4) {
          qp = 4;
          qp_word = p[target + 1].surface;
          break;
        }
        // "only" reaches further in the source ("available only to new accounts during their first
        // 12 months"): its clause, 8 tokens; the claim's "always" to a universal of the subject,
        // its clause, 12 ("All items bought with a gift card are refunded" / "Items bought with a
        // gift card are always refunded").
        const bool always = h[k].lower == "always";
        const std::size_t back = always ? 12 : qh == 4 ? 8 : 4;
        for (std::size_t m = target >= back ? target - back : 0; m < target; ++m) {
          if ((qh == 4 || always) && p[m].clause != p[target].clause) continue;
          if (p[m].sentence != p[target].sentence) continue;
          // "each" answers a universal of the claim ("every subscriber" / "each subscriber"), and
          // denies its "only some" or "few" ("Only some households received a rain barrel" / "Each
          // household received one").
          int q = (qh == 1 || qh == 5 || only_count) && (p[m].lower == "each" || p[m].lower == "both") ? 1 : quantifier_at(p, m);
          // (Another occurrence's "only" is about that one: "Most of the models in the Arlen range
          // ...; only the entry-level Arlen S".)
          if (q == 4 && target != targets[0] && qh != 1) q = 0;
          if (q) {
            qp = q;
            qp_word = p[m].surface;
            qp_at = target;
            // "all other visitors" is not "all visitors" (the source excepts some), unless the
            // claim says "other" too, or takes the exception in ("every release from 13 upward,
            // including the newly added 17" / "adds support for 17 ...; all other versions from
            // 13 onward remain supported").
            if (q == 1 && m + 1 < p.size() && p[m + 1].lower == "other" && !(k + 1 < h.size() && h[k + 1].lower == "other") && !takes_in) {
              qp = 6;
              qp_word = p[m].surface + " other";
            }
            // "every route except the 40-series routes" is not "all routes".
            for (std::size_t e = target + 1; q == 1 && qh == 1 && !takes_in && e < p.size() && e <= target + 3 &&
                                             p[e].sentence == p[target].sentence;
                 ++e) {
              if (p[e].lower == "except" || p[e].lower == "excluding" || (p[e].lower == "apart" && e + 1 < p.size() && p[e + 1].lower == "from")) {
                qp = 6;
                qp_word = p[m].surface + " " + p[e].surface;
                break;
              }
            }
          }
        }
        for (std::size_t m = target + 1; qh == 4 && qp == 0 && m < p.size() && m <= target + 4 && p[m].clause == p[target].clause; ++m) {
          if (quantifier_class(p[m].lower) == 4) {
            qp = 4;
            qp_word = p[m].surface;
          }
        }
        // A universal pronoun after the word answers a universal ("seven aircraft, all of them
        // older than fifteen years"; "1,200 clinics, published this week, found that all of them
        // offered").
        for (std::size_t m = target + 1; qh == 1 && qp == 0 && m + 2 < p.size() && m <= target + 8 && p[m].sentence == p[target].sentence; ++m) {
          const std::string& w = p[m].lower;
          const std::string& pronoun = p[m + 2].lower;
          if ((w == "all" || w == "each" || w == "every") && (p[m + 1].lower == "of" || p[m + 1].lower == "one") &&
              (pronoun == "them" || pronoun == "these" || pronoun == "those" || pronoun == "which" || pronoun == "whom" ||
               (p[m + 1].lower == "one" && p[m + 2].lower == "of"))) {
            qp = 1;
            qp_word = p[m].surface;
          }
        }
        // A floating "all", "each" or "both" right after the word ("Airport branches all provide
        // 24-hour returns" / "Every airport branch allows returns around the clock").
        if (qh == 1 && qp == 0 && target + 2 < p.size() && p[target + 1].clause == p[target].clause &&
            (p[target + 1].lower == "all" || p[target + 1].lower == "each" || p[target + 1].lower == "both") &&
            p[target + 2].lower != "of" && p[target + 2].kind == Kind::kWord) {
          qp = 1;
          qp_word = p[target + 1].surface;
        }
        if (qp == 0 && share.lo < 0) share = share_before(target);
        // A part said after its whole is the claim's when the claim's words after its noun phrase
        // stand in the part's clause more than in a later one ("only three reached the summit;
        // the rest turned back at the glacier" / "Most of the 12 members turned back").
        if (share.part != npos) {
          int in_part = 0, later = 0;
          for (std::size_t j = 0; j < hc.size(); ++j) {
            if (hc[j] <= k + 5 || h[hc[j]].sentence != h[k].sentence) continue;
            bool here = false, after = false;
            for (std::size_t pos : where[j]) {
              if (p[pos].sentence != p[share.part].sentence) continue;
              here = here || p[pos].clause == p[share.part].clause;
              after = after || (pos > share.part && p[pos].clause != p[share.part].clause);
            }
            in_part += here;
            later += after && !here;
          }
          if (in_part <= later) share = Share{};
        }
      }
    }
    if (first_qp != 0 && (qp == 0 || !entails(qp))) qp = first_qp, qp_at = first_qp_at, qp_word = first_qp_word;
    if (!has_target) continue;
    // A universal with its exception stated ("Every national operator except Lumo", "all rides
    // apart from Thunderpeak") says what the source's list does.
    bool excepted = false;
    for (std::size_t q = k + 1; qh == 1 && q < h.size() && q <= k + 8 && h[q].sentence == h[k].sentence; ++q) {
      excepted = excepted || h[q].lower == "except" || (h[q].lower == "apart" && q + 1 < h.size() && h[q + 1].lower == "from") ||
                 (h[q].lower == "other" && q + 1 < h.size() && h[q + 1].lower == "than");
    }
    if (excepted) continue;
    // A quantifier against the share the source gives ("most of the trails" / "two of the seven
    // trails", "only a few of the startups" / "31 of the 40 startups", "most of the laptops" /
    // "around 2 percent of the laptops", "every route" / "three of the five routes").
    if (qp == 0 && share.lo >= 0) {
      const bool wrong = (qh == 1 && share.hi < 1) || (qh == 2 && share.hi <= 0.5) || (qh == 5 && share.lo > 0.5) ||
                         (qh == 3 && share.hi <= 0) || (under_half && share.lo >= 0.5);
      if (wrong) {
        f[9] = 1;
        for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
        reasons.push_back(fmt::format("quantifier: {} vs {}", h[k].surface, share.said));
      }
      continue;
    }
    const bool entailed = entails(qp);
    // What the claim says of them may stand in another clause of the source, under a part of the
    // whole ("All rooms at the Linden Hotel have free Wi-Fi, and some rooms on the upper floors
    // offer a sea view" / "All rooms offer a sea view"; "All twelve tracks were written by the
    // singer herself, and three of them were co-written with her brother" / "All of the tracks
    // were co-written with her brother"): the claim's words after its noun phrase that the
    // quantifier's clause in the source lacks, two at least, all in one other clause, which holds in front of the
    // first of them a quantifier of a part ("some", "only", "few", "fewer than", a number "of").
    if (entailed && (qh == 1 || qh == 2) && qp_at != npos) {
      const Tok& c1 = p[qp_at];
      std::vector<std::size_t> rest;  // claim words the quantifier's clause lacks
      for (std::size_t i = 0; i < hc.size(); ++i) {
        if (hc[i] < verb || h[hc[i]].sentence != h[k].sentence || where[i].empty() || h[hc[i]].kind != Kind::kWord) continue;
        const bool in_c1 = std::any_of(where[i].begin(), where[i].end(), [&](std::size_t pos) {
          return p[pos].sentence == c1.sentence && p[pos].clause == c1.clause;
        });
        if (!in_c1) rest.push_back(i);
      }
      std::size_t first = npos;  // the first of them in one other clause holding them all
      if (rest.size() >= 2) {
        for (std::size_t pos : where[rest[0]]) {
          if (p[pos].clause == c1.clause || !near_anchor(p[pos].sentence)) continue;
          bool all_there = true;
          std::size_t lead = pos;
          for (std::size_t r : rest) {
            bool there = false;
            for (std::size_t o : where[r]) {
              if (p[o].sentence == p[pos].sentence && p[o].clause == p[pos].clause) {
                there = true;
                lead = std::min(lead, o);
              }
            }
            all_there = all_there && there;
          }
          if (all_there) first = lead;
          if (first != npos) break;
        }
      }
      std::string part;
      for (std::size_t m = first; first != npos && m-- > 0 && p[m].sentence == p[first].sentence && p[m].clause == p[first].clause;) {
        const std::string& w = p[m].lower;
        const int q = quantifier_at(p, m);
        const bool whole_before = m > 0 && (p[m - 1].lower == "all" || p[m - 1].lower == "each" || p[m - 1].lower == "both");
        const bool number_of = p[m].kind == Kind::kNumber && !p[m].year && m + 1 < p.size() && p[m + 1].lower == "of" && !whole_before;
        const bool fewer = (w == "fewer" || w == "less") && m + 1 < p.size() && p[m + 1].lower == "than";
        if (q == 4 || q == 5 || fewer || (qh == 1 && (q == 3 || q == 2 || number_of || w == "none"))) {
          part = p[m].surface;
          break;
        }
      }
      if (!part.empty()) {
        f[9] = 1;
        for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
        reasons.push_back(fmt::format("quantifier: {} vs {}", h[k].surface, part));
        continue;
      }
    }
    // A strong hypothesis quantifier needs support; a missing weak one ("some") does not. Nor
    // does "only" before a number or a name, which says no more than they do ("allows one
    // partner" / "only one partner", "after Lake Baikal" / "behind only Lake Baikal"): the
    // number and name tests check those.
    const Tok* next = k + 1 < h.size() ? &h[k + 1] : nullptr;
    const bool only_before_name =
        qh == 4 && next && (next->kind == Kind::kNumber || next->lower == "one" || (next->kind == Kind::kWord && next->capitalised));
    // A quantifier standing alone as a clause's subject answers the claim's where that clause holds
    // two or more of the words the claim says of them ("some almond growers have switched to drip
    // irrigation, though the majority still rely on flood irrigation" / "Most almond growers ...
    // continue to use flood irrigation"; "all came from independent presses").
    bool said_bare = false;
    for (std::size_t m = wb; m + 1 < we && !entailed && (qh == 1 || qh == 2) && !said_bare; ++m) {
      if (!near_anchor(p[m].sentence) || !entails(quantifier_at(p, m))) continue;
      const Tok& next = p[m + 1];
      const bool verb_next = is_auxiliary(next.lower) || verb_like(next) || next.irregular || ly_adverb(next.lower) || next.lower == "still";
      if (next.clause != p[m].clause || !verb_next) continue;
      int there = 0;
      for (std::size_t j = 0; j < hc.size(); ++j) {
        if (hc[j] < verb || h[hc[j]].kind != Kind::kWord || !h[hc[j]].content()) continue;
        there += std::any_of(where[j].begin(), where[j].end(),
                             [&](std::size_t o) { return p[o].sentence == p[m].sentence && p[o].clause == p[m].clause && o > m; });
      }
      said_bare = there >= 2;
    }
    if (said_bare) continue;
    if (!entailed && (qp != 0 || qh == 1 || (qh == 4 && !only_before_name))) {
      f[9] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      reasons.push_back(fmt::format("quantifier: {} vs {}", h[k].surface, qp_word));
    }
  }

  // Quantifiers said of what the claim says the rest of: a universal of the claim ("any", "each
  // of", "both", "every", "all") against an "only" of the source in the clause its words align to
  // ("Any member of the cooperative can stand for election" / "Only members who have belonged for
  // at least three years may stand for election"; "Each of the five new stations will offer an
  // interchange with buses" / "only Old Mill and Eastfield Terminal will have bus interchanges");
  // a part of the claim ("only some of", "one of which") against a universal or a partitive of the
  // source there ("All positive cases were referred"; "one of which had to be sung unaccompanied"
  // / "both of which had to be performed unaccompanied").
  if (f[9] == 0) {
    // The aligned claim words after k's noun phrase in its sentence (from its verb, as in the
    // test above: "Every kennel at the Harborview shelter has its own heated floor" / "Each kennel
    // at the Harborview shelter houses only one dog, and every kennel has its own heated floor"),
    // by the premise clause they fall in.
    auto clause_hits = [&](std::size_t k, std::size_t m) {
      std::size_t verb = noun_phrase_end(h, k);
      if (verb >= h.size() || h[verb].sentence != h[k].sentence) verb = k + 1;
      int n = 0;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        if (hc[i] >= verb && h[hc[i]].sentence == h[k].sentence && at[i] != npos && p[at[i]].sentence == p[m].sentence &&
            p[at[i]].clause == p[m].clause) {
          ++n;
        }
      }
      if (n >= 2) return n;
      // Else the words' occurrences anywhere, where m's clause holds more of them than any other
      // clause near the anchor and not the claim's own quantifier ("All 120 participants receive a
      // certificate, but only the top three fundraisers receive a medal" / "All participants
      // receive a medal", "receive" aligned to the first).
      std::map<std::pair<int, int>, int> per_clause;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        if (hc[i] < verb || h[hc[i]].sentence != h[k].sentence) continue;
        std::set<std::pair<int, int>> seen;
        for (std::size_t q : where[i]) {
          if (near_anchor(p[q].sentence) && seen.insert({p[q].sentence, p[q].clause}).second) ++per_clause[{p[q].sentence, p[q].clause}];
        }
      }
      const int mine = per_clause[{p[m].sentence, p[m].clause}];
      for (const auto& [clause, hits] : per_clause) {
        if (clause != std::pair{p[m].sentence, p[m].clause} && hits >= mine) return n;
      }
      for (std::size_t q = 0; q < p.size(); ++q) {
        if (p[q].sentence == p[m].sentence && p[q].clause == p[m].clause && p[q].lower == h[k].lower) return n;
      }
      return mine;
    };
    auto partitive = [](const std::vector<Tok>& t, std::size_t k) {
      if (k + 2 >= t.size() || t[k + 1].lower != "of") return std::string_view{};
      const std::string& w = t[k + 2].lower;
      if (w != "which" && w != "them" && w != "whom" && w != "these" && w != "those") return std::string_view{};
      const std::string& q = t[k].lower;
      if (q == "all" || q == "both" || q == "each") return std::string_view{"all"};
      if (q == "one" || q == "some" || q == "none" || q == "neither" || t[k].kind == Kind::kNumber) return std::string_view{"part"};
      return std::string_view{};
    };
    const bool claim_only = std::any_of(h.begin(), h.end(), [](const Tok& t) {
      return t.lower == "only" || t.lower == "solely" || t.lower == "exclusively" || t.lower == "just";
    });
    const bool claim_most = std::any_of(h.begin(), h.end(), [](const Tok& t) { return quantifier_class(t.lower) == 2; });
    // One against several: "several operas" / "a single opera"; "the only woman in her year" /
    // "one of only three women in her year". The claim's noun right after the source's "single"
    // (after "one of", within four words).
    for (std::size_t k = 0; k + 1 < h.size() && f[9] == 0; ++k) {
      const std::string& w = h[k].lower;
      const bool several = w == "several" || w == "multiple" || w == "many";
      const bool sole = (w == "only" || w == "sole") && k > 0 && h[k - 1].lower == "the";
      if (!several && !sole) continue;
      const Tok& noun = h[k + 1];
      if (noun.kind != Kind::kWord || !noun.content()) continue;
      for (std::size_t m = wb; m + 1 < we && f[9] == 0; ++m) {
        if (!near_anchor(p[m].sentence)) continue;
        bool clash = false;
        if (several && (p[m].lower == "single" || p[m].lower == "sole")) clash = p[m + 1].key == noun.key;
        if (sole && p[m].lower == "one" && p[m + 1].lower == "of") {
          for (std::size_t q = m + 2; q < we && q <= m + 5 && p[q].clause == p[m].clause && !clash; ++q) clash = p[q].key == noun.key;
        }
        if (!clash) continue;
        f[9] = 1;
        for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
        reasons.push_back(fmt::format("quantifier: {} vs {} {}", w, p[m].surface, p[m + 1].surface));
      }
    }
    for (std::size_t k = 0; k < h.size() && f[9] == 0; ++k) {
      const std::string& w = h[k].lower;
      if (h[k].hyphen_after) continue;
      const bool pronoun = w == "anyone" || w == "anybody" || w == "everyone" || w == "everybody";
      const bool universal = (w == "all" || w == "every" || w == "both" || w == "any" || pronoun ||
                              (w == "each" && k + 1 < h.size() && h[k + 1].lower == "of")) &&
                             !(k > 0 && (h[k - 1].lower == "almost" || h[k - 1].lower == "nearly" || h[k - 1].lower == "virtually"));
      const std::string_view hp = partitive(h, k);
      const bool part = (w == "some" && k > 0 && h[k - 1].lower == "only") || !hp.empty();
      const bool several_word = w == "several" || w == "many" || w == "most" || w == "multiple";
      if (!universal && !part && !several_word) continue;
      if (universal && (k + 1 < h.size() && h[k + 1].lower == "but")) continue;  // "all but two"
      if (w == "both") {  // "both in Oslo and in Bergen": a conjunction
        bool conj = false;
        for (std::size_t q = k + 1; q < h.size() && q <= k + 6 && h[q].clause == h[k].clause; ++q) conj = conj || h[q].lower == "and";
        if (conj) continue;
      }
      if (w == "any") {  // "without any fee", "if any": no universal
        bool weak = false;
        for (std::size_t q = k >= 3 ? k - 3 : 0; q < k; ++q) weak = weak || h[q].negation || h[q].lower == "if" || h[q].lower == "without";
        if (weak) continue;
      }
      for (std::size_t m = wb; m < we && f[9] == 0; ++m) {
        if (!near_anchor(p[m].sentence)) continue;
        const std::string& v = p[m].lower;
        std::string_view what;
        if (universal && !claim_only && quantifier_at(p, m) == 4 && !(m > 0 && p[m - 1].lower == "not") &&
            clause_hits(k, m) >= 2) {
          what = p[m].surface;
        }
        if (part && hp != "all" && (v == "all" || v == "both" || v == "every") && !p[m].hyphen_after &&
            clause_hits(k, m) >= 2) {
          bool hedged = false;  // "all ... but only some"
          for (std::size_t q = m + 1; q < p.size() && p[q].clause == p[m].clause; ++q) hedged = hedged || p[q].lower == "only" || p[q].lower == "some";
          if (!hedged) what = p[m].surface;
        }
        const std::string_view pp = partitive(p, m);
        if (!hp.empty() && !pp.empty() && hp != pp && p[m + 2].lower == h[k + 2].lower) what = p[m].surface;
        // Several against the source's "only" of a name or a number of them ("Several airlines use
        // Terminal 2" / "only Bluewing uses Terminal 2"; "Most of the cottages accept dogs" / "Only
        // two of the eight cottages accept dogs").
        if (several_word && !claim_only && quantifier_at(p, m) == 4 && m + 1 < p.size() && clause_hits(k, m) >= 2) {
          std::size_t n = m + 1;
          if (p[n].lower == "the") ++n;
          if (n < p.size() && ((p[n].kind == Kind::kNumber && p[n].value <= 3) || (name_word(p[n]) && !p[n].sentence_initial))) {
            what = p[m].surface;
          }
        }
        // A universal against the source's "most" there ("Any item bought can be returned" / "You
        // can return most items").
        if (universal && !claim_most && quantifier_at(p, m) == 2 && clause_hits(k, m) >= 2) what = p[m].surface;
        if (what.empty()) continue;
        f[9] = 1;
        for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
        reasons.push_back(fmt::format("quantifier: {} vs {}", h[k].surface, what));
      }
    }
  }

  // No limit against the source's bound: "unlimited", "any number of", "as many ... as" against
  // "at most", "up to", "no more than", "a maximum of" a number of the same things ("can book
  // unlimited free nail trims" / "may book at most two free nail trims"); "several" or
  // "multiple" against a bound of one ("several discount codes" / "at most one discount code").
  if (f[9] == 0) {
    for (std::size_t k = 0; k + 1 < h.size() && f[9] == 0; ++k) {
      const std::string& w = h[k].lower;
      // ("as many as 25 items" is a bound itself.)
      const bool unlimited = w == "unlimited" || (w == "any" && h[k + 1].lower == "number") ||
                             (w == "as" && h[k + 1].lower == "many" && k + 2 < h.size() && h[k + 2].kind == Kind::kWord && h[k + 2].lower != "as");
      const bool several = w == "several" || w == "multiple";
      if (!unlimited && !several) continue;
      const std::size_t from = k + (w == "any" || w == "as" ? 2 : 1);
      for (std::size_t m = wb; m + 2 < we && f[9] == 0; ++m) {
        if (!near_anchor(p[m].sentence)) continue;
        const std::string& a = p[m].lower;
        const std::string& b = p[m + 1].lower;
        const bool bound = (a == "at" && b == "most") || (a == "up" && b == "to") || (a == "no" && b == "more") ||
                           ((a == "a" || a == "the") && b == "maximum") || (a == "limited" && b == "to");
        if (!bound) continue;
        std::size_t n = m + 2;
        while (n < p.size() && n <= m + 4 && p[n].kind != Kind::kNumber) ++n;
        if (n >= p.size() || n > m + 4 || p[n].year || (several && p[n].value != 1)) continue;
        bool same = false;  // a word of the claim's noun phrase within three words after the number
        for (std::size_t q = n + 1; q < p.size() && q <= n + 3 && p[q].sentence == p[n].sentence && !same; ++q) {
          for (std::size_t x = from; x < h.size() && x <= from + 3 && !same; ++x) {
            same = h[x].kind == Kind::kWord && h[x].content() && p[q].kind == Kind::kWord && h[x].key == p[q].key;
          }
        }
        if (!same) continue;
        f[9] = 1;
        for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
        reasons.push_back(fmt::format("quantifier: {} vs {} {} {}", h[k].surface, p[m].surface, p[m + 1].surface, p[n].surface));
      }
    }
  }

  // A transfer or a contest said from the other side ("Harrow Shipping sold four bulk carriers to
  // Meridian Maritime" / "Meridian Maritime bought four bulk carriers from Harrow Shipping";
  // "Skyward Airlines has leased six aircraft to Pinewood Air" / "Pinewood Air is leasing six
  // aircraft from Skyward Airlines"; "has lent £30 million to" / "has received a £30 million loan
  // from"): the parties change places with the words, so the order of the names around a number
  // or a noun says nothing when the claim names the transfer from the side opposite the anchor
  // sentence's (and the sentence does not name it from the claim's side too).
  bool transfer_reworded = false;
  {
    // Each verb's side of its transfer: +c takes, -c gives, within class c (1 ownership; 2 a loan,
    // a gift, a payment or a supply, which a buyer takes too, "buys coil from Castell Steel" /
    // "Castell Steel supplies coil to"; 3 a contest); "lease" and "rent" go either way, their side
    // said by "from" or "to" (class 4), as "license" and "loan" ("licensed its engine to
    // Chatterly" / "Chatterly licenses its engine"; "have loaned Nandakumar to Wethercote" /
    // "Wethercote have taken Nandakumar on loan from Eskdale"). ("rents", whose key is "rent":
    // the key of "rent" is that of "rend", whose past it may be.)
    static const std::array<std::pair<std::string, int>, 25> kTransfer = {{
        {lex.key("buy"), 1},     {lex.key("purchase"), 1}, {lex.key("acquire"), 1}, {lex.key("sell"), -1},
        {lex.key("buy"), 2},     {lex.key("purchase"), 2},
        {lex.key("borrow"), 2},  {lex.key("receive"), 2},  {lex.key("get"), 2},     {lex.key("lend"), -2},
        {lex.key("give"), -2},   {lex.key("donate"), -2},  {lex.key("send"), -2},   {lex.key("supply"), -2},
        {lex.key("provide"), -2}, {lex.key("pay"), -2},    {lex.key("lose"), 3},    {lex.key("win"), -3},
        {lex.key("beat"), -3},   {lex.key("defeat"), -3},  {lex.key("lease"), 4},   {lex.key("rents"), 4},
        {lex.key("license"), 4}, {lex.key("licence"), 4},  {lex.key("loan"), 4}}};
    auto sides = [&](const std::vector<Tok>& t, std::size_t b, std::size_t e) {
      std::vector<int> out;
      bool from = false, to = false, out_word = false;
      for (std::size_t q = b; q < e; ++q) {
        from = from || t[q].lower == "from";
        to = to || t[q].lower == "to";
        out_word = out_word || t[q].lower == "out";
        for (const auto& [key, side] : kTransfer) {
          // (Class 5: a lease's word as a verb, not a noun or a modifier: "Under the lease", "a licensed
          // driver", "the licensing board".)
          const bool noun = (q > b && (is_determiner(t[q - 1].lower) || t[q - 1].possessive)) || ing_form(t[q].lower);
          if (t[q].kind == Kind::kWord && t[q].key == key) out.push_back(side == 4 && !noun ? 5 : side);
        }
      }
      // A lease's side: "from" takes, "to" gives; without either, "out" gives ("rents out its
      // vessel") and the bare verb takes ("The University of Calloway rents the vessel").
      for (int& side : out) {
        if (side == 4 || side == 5) side = from && !to ? 4 : (to && !from ? -4 : (!to && !from && side == 5 ? (out_word ? -4 : 4) : 0));
      }
      return out;
    };
    std::size_t ab = wb;
    while (ab < we && p[ab].sentence != anchor) ++ab;
    if (ab < we) {
      const std::vector<int> hs = sides(h, 0, h.size()), ps = sides(p, ab, sentence_span(p, ab).second);
      auto has = [](const std::vector<int>& v, int x) { return x != 0 && std::find(v.begin(), v.end(), x) != v.end(); };
      for (int x : hs) transfer_reworded = transfer_reworded || (has(ps, -x) && !has(ps, x));
    }
  }

  // Winner and loser exchanged, whatever the words that say who won ("Ardmoor Rovers lifted the
  // cup after a 3-1 victory over Kestrel Bay FC" / "Kestrel Bay FC won the cup, beating Ardmoor
  // Rovers 3-1"; "Conrad Webb unseated the sitting mayor, Priya Halloran" / "Priya Halloran
  // defeated the incumbent, Conrad Webb"): each side's contests, read as winner and loser.
  // (Not where the claim says a transfer from the other side: "Northern Rail Properties sold the
  // site to Bramwell City Council" / "Bramwell City Council bought the site from Northern Rail
  // Properties".)
  if (f[10] == 0 && !transfer_reworded) {
    // (The source is read only for a claim that reports a contest: the judge's hot path.)
    const std::vector<Contest> hw = contests(h);
    const std::vector<Contest> pw = hw.empty() ? std::vector<Contest>{} : contests(p);
    // Exchanged: the claim's first party is the source's second in such a relation of the same
    // kind (the source's first party may be said otherwise: "The tour was named best ..., beating
    // Horizon Quest Tours"), and never its first.
    for (const Contest& c : hw) {
      bool same = false, swapped = false;
      for (const Contest& d : pw) {
        if (d.kind != c.kind) continue;
        same = same || shares_name(h, c.winner, p, d.winner);
        swapped = swapped || (shares_name(h, c.winner, p, d.loser) && !shares_name(h, c.loser, p, d.loser));
      }
      if (swapped && !same) {
        f[10] = 1;
        reasons.push_back(fmt::format("swapped_roles: {} / {}", h[c.winner.first].surface, h[c.loser.first].surface));
        break;
      }
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
    // "by" before an amount measures ("shrunk by more than 80 percent"); it names no agent.
    auto by_passive = [](const std::vector<Tok>& t, std::size_t k) {
      if (under_master(t, k)) return true;
      // A particle may stand between ("carried out by", "taken over by").
      if (k + 2 < t.size() && (t[k + 1].lower == "out" || t[k + 1].lower == "up" || t[k + 1].lower == "off" ||
                               t[k + 1].lower == "over" || t[k + 1].lower == "down")) {
        ++k;
      }
      if (k + 1 >= t.size() || t[k + 1].lower != "by") return false;
      if (k + 2 >= t.size()) return true;
      const Tok& n = t[k + 2];
      static constexpr std::string_view kAmount[] = {"more", "less", "fewer", "about", "around", "over", "under",
                                                     "nearly", "almost", "roughly", "approximately", "some",
                                                     "up", "far", "half", "much", "as"};
      return !(n.kind == Kind::kNumber || n.kind == Kind::kCurrency ||
               std::find(std::begin(kAmount), std::end(kAmount), n.lower) != std::end(kAmount));
    };
    // A participle after a form of "be" (be_passive) is a passive, but a bare participle may be one
    // too ("a narrative told from", a headline's "Ashwin named captain"), so a difference in this
    // alone leaves the order undecided rather than flipped.
    // 0 active, 1 passive without its agent ("was developed at"), 2 passive with "by".
    auto voice = [&](const std::vector<Tok>& t, std::size_t k) { return by_passive(t, k) ? 2 : be_passive(t, k) ? 1 : 0; };
    // A noun made from the verb ("contributions from Leon Moisseiff") orders its arguments freely.
    auto nominal = [](const Tok& t) {
      for (std::string_view suffix : {"tion", "tions", "sion", "sions", "ment", "ments", "ance", "ances", "ence", "ences"}) {
        if (t.lower.ends_with(suffix)) return true;
      }
      return false;
    };
    auto capital = [&](std::size_t i) { return h[hc[i]].kind == Kind::kWord && h[hc[i]].capitalised; };
    auto late_name = [&](std::size_t i) { return capital(i) && !h[hc[i]].sentence_initial && !h[hc[i]].stopword; };
    for (std::size_t v = 1; v + 1 < hc.size() && f[10] == 0; ++v) {
      const Tok& hv = h[hc[v]];
      // X: the content word before V, past a verb it governs ("Beta agreed to buy Acme").
      std::size_t xi = v - 1;
      // (Not a plural noun right before a verb in the plural present: "the market organisers pay".)
      if (xi > 0 && verb_like(h[hc[xi]]) && h[hc[xi]].clause == hv.clause && hc[v] - hc[xi] <= 2 &&
          !(hc[v] - hc[xi] == 1 && plural_present(h, hc[v]))) {
        --xi;
      }
      // The aligned part of a name right before V ("Fenwick Foods acquired" / "acquired Fenwick's
      // stores": "Fenwick"), which stands next to V as the whole name does.
      const bool x_adjacent = xi + 1 == v;
      while (at[xi] == npos && xi > 0 && capital(xi) && capital(xi - 1) && hc[xi - 1] + 1 == hc[xi]) --xi;
      if (at[v] == npos || at[xi] == npos || h[hc[xi]].kind != Kind::kWord || hv.kind != Kind::kWord || hv.capitalised) continue;
      // X in V's clause ("collaboration with Otto Hahn, begun in Berlin": no X V Y).
      if (h[hc[xi]].clause != hv.clause) continue;
      const std::size_t pv = at[v];
      if (nominal(p[pv]) || (p[pv].lower.ends_with("ing") && !hv.lower.ends_with("ing"))) continue;  // "free parking"
      if (p[pv].key != hv.key && !verb_like(p[pv])) continue;  // "The Greens' leader, Anna Weber" / "Weber leads"
      // A noun between names that the source gives with "of" and the claim without ("The Elena
      // Vasquez retrospective at the Marlowe Gallery" / "The Marlowe Gallery's retrospective of
      // painter Elena Vasquez").
      const auto of_after = [](const std::vector<Tok>& t, std::size_t k) { return k + 1 < t.size() && t[k + 1].lower == "of"; };
      // (A plural before "of" is a noun too: "sales of electric vehicles rose 31%" / "Electric
      // vehicle sales in Valdoria rose 31%".)
      if ((!verb_like(hv) || p[pv].lower.ends_with("s")) && of_after(p, pv) && !of_after(h, hc[v])) continue;
      // A time is no verb ("was closed a few weeks before the bank opened").
      if (is_time_noun(hv.lower)) continue;
      // X the object in a relative clause before V is not V's subject ("Defendants who do not
      // speak English are given a court interpreter"; but "the pull request, which Priya Raman
      // reviewed").
      bool relative = false, verb_before_x = false;
      for (std::size_t q = hc[xi]; q-- > 0 && hc[xi] - q <= 6 && h[q].clause == hv.clause && !relative;) {
        relative = verb_before_x && (h[q].lower == "who" || h[q].lower == "which" || h[q].lower == "that");
        verb_before_x = verb_before_x || is_modal(h[q].lower) || is_be_form(h[q].lower) || verb_like(h[q]) || base_verb_after_modal(h, q);
      }
      if (relative) continue;
      // A bare participle after a noun, before a preposition, with the clause's verb after it
      // modifies the noun ("Three of the 14 issues found in the Ferrox audit were rated high").
      if (x_adjacent && (hv.lower.ends_with("ed") || hv.irregular) && !be_passive(h, hc[v]) && hc[v] + 1 < h.size()) {
        static constexpr std::string_view kPrepositions[] = {"in", "by", "at", "on", "from", "during", "for", "under", "with"};
        bool later_verb = false;
        for (std::size_t q = hc[v] + 2; q < h.size() && q <= hc[v] + 8 && h[q].clause == hv.clause && !later_verb; ++q) {
          later_verb = is_be_form(h[q].lower) || is_modal(h[q].lower);
        }
        if (later_verb && std::find(std::begin(kPrepositions), std::end(kPrepositions), h[hc[v] + 1].lower) != std::end(kPrepositions)) continue;
      }
      // A transfer said from the other side (above).
      if (transfer_reworded) continue;
      // A compound adjective is no clause ("a Texas-based firm" / "a firm based in Texas").
      if ((hc[v] > 0 && h[hc[v] - 1].hyphen_after) || (pv > 0 && p[pv - 1].hyphen_after)) continue;
      for (std::size_t yi = v + 1; yi < hc.size() && f[10] == 0; ++yi) {
        if (h[hc[yi]].clause != hv.clause) break;
        // Past the word after V, a name or the head of V's object ("prey mainly on sea otters").
        if (h[hc[yi]].quoted || h[hc[xi]].quoted || (yi > v + 1 && !late_name(yi) && hc[yi] != object_head(h, hc[v]))) {
          continue;
        }
        if (at[yi] == npos || h[hc[yi]].kind != Kind::kWord) continue;
        const bool p_verb = plural_present(p, pv) || verb_like(p[pv]) || base_verb_after_modal(p, pv);
        const bool verb_between =
            (verb_like(hv) || base_verb_after_modal(h, hc[v]) || (plural_present(h, hc[v]) && p_verb)) && x_adjacent;
        // (Between two names, the word right between them: not "the Rome to Cairo flights on
        // which Atlasia sells seats", "Priya Nandakumar on loan from Eskdale Rovers".)
        const bool right_between = hc[yi] == hc[v] + 1 || (h[hc[v] + 1].lower == "of" && hc[yi] <= hc[v] + 3);  // ("a tributary of the Orvel River")
        if (!verb_between && !(capital(xi) && late_name(yi) && yi == v + 1 && right_between && !hv.stopword && !h[hc[yi]].quoted)) {
          continue;
        }
        if (verb_between && (used_as_noun(h, hc[v]) || used_as_noun(p, pv))) continue;
        // A time between two names is no verb ("Dana Whitlow won this year's Marren Prize").
        if (!verb_between && is_time_noun(hv.lower)) continue;
        // Occurrences of X and Y in V's sentence of the premise, on the other side of V if any.
        std::size_t px = npos, py = npos;
        for (std::size_t k : where[xi]) if (p[k].sentence == p[pv].sentence && (px == npos || (k < pv) != (px < pv))) px = k;
        for (std::size_t k : where[yi]) if (p[k].sentence == p[pv].sentence && (py == npos || (k > pv) != (py > pv))) py = k;
        if (px == npos || py == npos) continue;
        // X or Y in another clause than V's, with a verb or a contrast between them outside V's
        // clause, is another clause's argument ("Under the lease, the tenant ... is responsible
        // for interior renovations, while the landlord, Mercer Realty, must repair the roof" /
        // "Mercer Realty ... is responsible for roof repairs under the lease"; "Groundwater levels
        // ... were the lowest recorded ..., the Selby Basin Authority reported in its autumn
        // bulletin"); not an apposition's ("A fleet of the Holy League, a coalition organised by
        // Pope Pius V, defeated the Ottoman navy"), nor the subject of predicates joined by "and"
        // ("The farmers' union UAGR warned that ..., and asked the regional government").
        auto other_clause_verb = [&](std::size_t o) {
          if (p[o].clause == p[pv].clause) return false;
          if (o < pv && p[clause_span(p, pv).first].lower == "and") return false;
          for (std::size_t q = std::min(o, pv) + 1; q < std::max(o, pv); ++q) {
            if (p[q].clause == p[pv].clause) continue;
            const std::string& w = p[q].lower;
            const bool by_after = q + 1 < p.size() && p[q + 1].lower == "by";
            if (is_be_form(w) || is_modal(w) || w == "has" || w == "have" || w == "had" || contrast_conjunction(w) ||
                (verb_like(p[q]) && (w.ends_with("ed") || p[q].irregular) && !by_after)) {
              return true;
            }
          }
          return false;
        };
        if (other_clause_verb(px) || other_clause_verb(py)) continue;
        // Beyond the adjacent X V Y, only the plain shape on both sides: Y at most 10 tokens before
        // V in the premise, X at most 6 after it, in V's clause, and Y at most 6 tokens after V in
        // the hypothesis (titles and lists of names around a verb are not its arguments).
        if (yi > v + 1 || !x_adjacent || !verb_like(hv)) {
          const bool shape = py < pv && pv - py <= 10 && p[py].clause == p[pv].clause && px > pv && px - pv <= 8 &&
                             p[px].clause == p[pv].clause && hc[yi] - hc[v] <= 8;
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

  // A direction turned round: a word after "to" in the claim whose aligned occurrence follows
  // "from" in the source, or the other way round, the word before it in the claim (its verb or
  // object) found before that "from" in the source's sentence ("The city leases the lot to the
  // Merchants Association" / "The city leases the lot from the Merchants Association"; "Refunds
  // flow from the merchant back to the customer" / "refunds go from the customer to the
  // merchant"). Numbers and times are the number and date tests' ("from 2019 to 2021").
  if (f[10] == 0) {
    // 1 "to", 2 "from" before the word at k, past a determiner and, where `words` says, up to two
    // words of its noun phrase ("from the Lattice hub"), else 0. The claim's word is the first of
    // its phrase (each is tried), so no adverb after it is read as its phrase ("to the lock overnight").
    const auto direction = [](const std::vector<Tok>& t, std::size_t k, std::size_t words) {
      std::size_t q = k;
      for (; words > 0 && q > 0 && t[q - 1].kind == Kind::kWord && !t[q - 1].stopword && t[q - 1].sentence == t[k].sentence; --words) --q;
      if (q > 0 && is_determiner(t[q - 1].lower)) --q;
      if (q == 0 || t[q - 1].sentence != t[k].sentence) return 0;
      return t[q - 1].lower == "to" ? 1 : t[q - 1].lower == "from" ? 2 : 0;
    };
    for (std::size_t i = 1; i < hc.size() && f[10] == 0; ++i) {
      const Tok& x = h[hc[i]];
      if (x.kind != Kind::kWord || at[i] == npos || is_time_noun(x.lower) || is_month(x.lower) || is_weekday(x.lower)) continue;
      const int hd = direction(h, hc[i], 0);
      // (Not a verb after "to": "permitted galleries to show" / "barred galleries from showing".)
      // The same word, not one derived from it ("to compete" / "from competitive snooker").
      if (hd == 0 || direction(p, at[i], 2) != 3 - hd || ing_form(p[at[i]].lower) || p[at[i]].key != x.key) continue;
      // The claim's preposition itself: right after the nearest aligned content word before it.
      std::size_t prep = hc[i] - 1;
      while (h[prep].lower != (hd == 1 ? "to" : "from")) --prep;
      std::size_t g = i;
      while (g > 0 && hc[g - 1] > prep) --g;
      if (g == 0 || at[g - 1] == npos || h[hc[g - 1]].clause != h[prep].clause || hc[i] - hc[g - 1] > 6) continue;
      const std::size_t pg = at[g - 1];
      if (p[pg].sentence != p[at[i]].sentence || pg >= at[i]) continue;
      // No occurrence of the word in the source's sentence after the claim's own preposition.
      bool same = false;
      for (std::size_t k : where[i]) same = same || (p[k].sentence == p[at[i]].sentence && direction(p, k, 2) == hd);
      if (same) continue;
      f[10] = 1;
      std::string phrase = x.surface;  // the claim's phrase from x, up to four words
      for (std::size_t q = hc[i] + 1; q < h.size() && q < hc[i] + 4 && h[q].kind == Kind::kWord && !h[q].stopword; ++q) {
        phrase += " " + h[q].surface;
      }
      reasons.push_back(fmt::format("swapped_roles: {} {} / {}", hd == 1 ? "to" : "from", phrase, hd == 1 ? "from" : "to"));
    }
  }

  // Numbers given to the other name: a number of the claim (not a year) whose nearest name of the
  // claim is not the one nearest it in the anchor sentence, both names standing in the number's
  // clause there ("Marin hit 41 winners to Kovalenko's 29" / "Kovalenko struck 41 winners,
  // compared with 29 for Marin"; "Valbuena crossed the line 23 seconds ahead of Decroos" /
  // "Decroos finished 23 seconds ahead of Valbuena"). A name is a run of capitalised words
  // ("Siberia's Lake Baikal" is one), nearest strictly (a tie says nothing).
  {
    // The keys of the run of capitalised words around token q, "of" inside it ("University of
    // Gottingen").
    auto run_keys = [&](const std::vector<Tok>& t, std::size_t q) {
      auto joins = [&](std::size_t k) {  // t[k] continues the run from t[k - 1] or t[k + 1]
        return t[k].sentence == t[q].sentence && name_word(t[k]);
      };
      auto of_between = [&](std::size_t k) { return t[k].lower == "of" && t[k].sentence == t[q].sentence; };
      std::size_t b = q, e = q + 1;
      while (b > 0 && (joins(b - 1) || (b > 1 && of_between(b - 1) && joins(b - 2)))) b -= joins(b - 1) ? 1 : 2;
      while (e < t.size() && (joins(e) || (e + 1 < t.size() && of_between(e) && joins(e + 1)))) e += joins(e) ? 1 : 2;
      std::vector<std::string> keys;
      for (std::size_t k = b; k < e; ++k) keys.push_back(t[k].key);
      return keys;
    };
    std::vector<std::string> keys;  // words of names of the claim that stand in the anchor sentence
    for (std::size_t i = 0; i < hc.size(); ++i) {
      if (!name_word(h[hc[i]])) continue;
      for (std::size_t pos : where[i]) {
        if (p[pos].sentence == anchor && std::find(keys.begin(), keys.end(), h[hc[i]].key) == keys.end()) keys.push_back(h[hc[i]].key);
      }
    }
    // The name nearest token k of `t` (a word of `keys`, in k's sentence; in k's clause when
    // `clause`): its position, or npos on a tie or none.
    auto nearest_name = [&](const std::vector<Tok>& t, std::size_t k, bool clause) {
      std::size_t best = npos, best_d = npos;
      bool tie = false;
      for (std::size_t q = 0; q < t.size(); ++q) {
        // (A weekday is a time, not a party: "dropped 9% on Thursday"; nor is a sentence's
        // capitalised first word, "None of the five candidates", or a unit, "14,000 TEU".)
        if (t[q].sentence != t[k].sentence || (clause && t[q].clause != t[k].clause) || !name_word(t[q]) ||
            is_weekday(t[q].lower) || t[q].sentence_initial ||
            !has_lowercase(t[q].surface) ||
            std::find(keys.begin(), keys.end(), t[q].key) == keys.end()) {
          continue;
        }
        const std::size_t d = q < k ? k - q : q - k;
        if (d < best_d) {
          best_d = d;
          best = q;
          tie = false;
        } else if (d == best_d) {
          tie = true;
        }
      }
      return tie ? npos : best;
    };
    auto shares = [](const std::vector<std::string>& a, const std::vector<std::string>& b) {
      return std::any_of(a.begin(), a.end(), [&](const std::string& k) { return std::find(b.begin(), b.end(), k) != b.end(); });
    };
    // A name after an agent's "by" on one side only: a passive, whose names stand in the other
    // order ("Parcelo is to be acquired by Northwind Logistics for 420 million euros" / "Northwind
    // Logistics agreed to acquire Parcelo for 420 million euros"; "Carlow College was beaten by
    // Westmere University by two lengths"): the nearest name says nothing.
    // Only a "by" before the number counts ("ordered by Justice Priya Nair to pay £2.3 million";
    // not "... and to fund a programme run by the Marrow Rivers Trust" after it).
    auto agent_name = [](const std::vector<Tok>& t, std::size_t b, std::size_t e, int sentence) {
      for (std::size_t q = b; q + 1 < e; ++q) {
        if (t[q].lower != "by" || t[q].sentence != sentence) continue;
        for (std::size_t n = q + 1; n < e && n <= q + 3 && t[n].sentence == sentence; ++n) {
          if (name_word(t[n])) return true;
          if (t[n].kind != Kind::kWord) break;
        }
      }
      return false;
    };
    for (std::size_t i = 0; i < hc.size() && f[10] == 0 && keys.size() >= 2 && !transfer_reworded; ++i) {
      const Tok& x = h[hc[i]];
      if (x.kind != Kind::kNumber || x.year || at[i] == npos || p[at[i]].sentence != anchor) continue;
      // (Or right after the number: "VitaCare was fined €250,000 by the Ministry of Health".)
      auto agent_after = [&](const std::vector<Tok>& t, std::size_t k) {
        return agent_name(t, k + 1, std::min(t.size(), k + 6), t[k].sentence) && (t[k + 1].lower == "by" || t[k + 2].lower == "by");
      };
      // (Or a passive's agent later in the sentence: "A 40-million-peso fund to help Chiapas coffee
      // growers ... was announced by Agriculture Minister Rosa Delgado", "The Jensens' request ...
      // at a 6.1% fixed rate was approved by Tidewater Bank".)
      auto passive_after = [&](const std::vector<Tok>& t, std::size_t k) {
        for (std::size_t q = k + 2; q < t.size() && t[q].sentence == t[k].sentence; ++q) {
          if (t[q].lower != "by" || !agent_name(t, q, std::min(t.size(), q + 4), t[k].sentence)) continue;
          // (Past a particle: "was turned down by the Public Service Commission".)
          const std::string& before = t[q - 1].lower;
          const bool particle = is_particle(before) || before == "down" || before == "up" || before == "over" || before == "back";
          const std::size_t vi = particle && q >= 3 ? q - 2 : q - 1;
          const Tok& v = t[vi];
          const bool participle = v.kind == Kind::kWord && (v.lower.ends_with("ed") || v.irregular);
          if (participle && vi >= 1 && (is_be_form(t[vi - 1].lower) || (vi >= 2 && is_be_form(t[vi - 2].lower)))) return true;
        }
        return false;
      };
      const bool passive_one_side = (agent_name(h, 0, hc[i], x.sentence) || agent_after(h, hc[i]) || passive_after(h, hc[i])) !=
                                    (agent_name(p, wb, at[i], anchor) || agent_after(p, at[i]) || passive_after(p, at[i]));
      if (passive_one_side) continue;
      // Not a score or a range ("won 3-2", "beating Holloway 3–1", two small counts side by side):
      // its numbers belong to both sides.
      auto small = [](const Tok& n) { return n.kind == Kind::kNumber && !n.year && n.value <= 20 && n.value == std::floor(n.value); };
      auto in_score = [&](const std::vector<Tok>& t, std::size_t k) {
        return t[k].hyphen_after || (k > 0 && t[k - 1].kind == Kind::kNumber && t[k - 1].hyphen_after) ||
               (small(t[k]) && k > 0 && small(t[k - 1]) && t[k - 1].clause == t[k].clause) ||
               (small(t[k]) && k + 1 < t.size() && small(t[k + 1]) && t[k + 1].clause == t[k].clause);
      };
      if (in_score(h, hc[i]) || in_score(p, at[i])) continue;
      // Nor a number of a name ("Terminal 3", "Deck 9", "Halcyon ORM 3.1", "Route 27"; not a
      // currency's code, "NOK 620 million", nor a name's possessive, "Kovalenko's 29").
      auto of_name = [](const std::vector<Tok>& t, std::size_t k) {
        return k > 0 && t[k - 1].kind == Kind::kWord && t[k - 1].capitalised && !t[k - 1].stopword && !t[k - 1].possessive &&
               has_lowercase(t[k - 1].surface);
      };
      if (of_name(h, hc[i]) || of_name(p, at[i])) continue;
      // Nor a date's day ("runs until 8 June 2025", "effective March 1, 2025"): a time, not a party's.
      auto day_of_date = [](const std::vector<Tok>& t, std::size_t k) {
        return (k > 0 && is_month(t[k - 1].lower)) || (k + 1 < t.size() && is_month(t[k + 1].lower));
      };
      if (day_of_date(h, hc[i]) || day_of_date(p, at[i])) continue;
      // Nor a term of the whole deal ("to lease Brackley Stadium from Holmford Council for 25
      // years"): no party's. (Not a shorter time, which is often one party's: "bottle-fed the
      // kittens for three weeks before returning them to the Elmwood Shelter".)
      auto duration = [](const std::vector<Tok>& t, std::size_t k) {
        static constexpr std::string_view kUnits[] = {"year", "years", "month", "months"};
        return k > 0 && t[k - 1].lower == "for" && k + 1 < t.size() &&
               std::find(std::begin(kUnits), std::end(kUnits), t[k + 1].lower) != std::end(kUnits);
      };
      if (duration(h, hc[i]) || duration(p, at[i])) continue;
      // The nearest in the number's clause on both sides ("Decroos won the stage, finishing 23
      // seconds ahead of Andres Valbuena": Valbuena).
      const std::size_t hq = nearest_name(h, hc[i], true), pq = nearest_name(p, at[i], true);
      if (hq == npos || pq == npos) continue;
      // A pronoun nearer the number than the name on either side stands for a party ("ordered the
      // insurer to pay him £2,300", "each parcel Ridgeway delivers for it in 14 northern
      // counties"; a possessive one, "Rhyno Mobile offers the Pixelon X7 on its 24-month plans"):
      // the nearest name says nothing.
      auto pronoun_nearer = [](const std::vector<Tok>& t, std::size_t k, std::size_t name) {
        static constexpr std::string_view kPronouns[] = {"him", "her", "it", "he", "she", "us", "we", "its", "their", "his"};
        const std::size_t d = name < k ? k - name : name - k;
        for (std::size_t q = k >= d ? k - d + 1 : 0; q < t.size() && q < k + d; ++q) {
          if (t[q].sentence == t[k].sentence && t[q].clause == t[k].clause &&
              std::find(std::begin(kPronouns), std::end(kPronouns), t[q].lower) != std::end(kPronouns)) {
            return true;
          }
        }
        return false;
      };
      if (pronoun_nearer(h, hc[i], hq) || pronoun_nearer(p, at[i], pq)) continue;
      // A name a payment goes to, between its verb and the amount, is the receiver, whoever stands
      // next to the amount on the other side ("Ashby Falls will pay Colby Township $60,000 a year" /
      // "Colby Township will provide building inspection services to Ashby Falls in exchange for an
      // annual fee of $60,000").
      auto paid_to = [](const std::vector<Tok>& t, std::size_t k, std::size_t name) {
        if (name >= k) return false;
        std::size_t b = name;
        while (b > 0 && name_word(t[b - 1]) && t[b - 1].sentence == t[name].sentence) --b;
        static constexpr std::string_view kPay[] = {"pay", "pays", "paid", "paying", "owe", "owes", "owed", "owing"};
        return b > 0 && std::find(std::begin(kPay), std::end(kPay), t[b - 1].lower) != std::end(kPay);
      };
      if (paid_to(h, hc[i], hq) || paid_to(p, at[i], pq)) continue;
      const std::vector<std::string> a_run = run_keys(h, hq), b_run = run_keys(p, pq);
      if (shares(a_run, b_run)) continue;
      // The first word of a run's name in a clause of `t`, or npos.
      auto first_of = [&](const std::vector<Tok>& t, const std::vector<std::string>& run, int sentence, int clause) {
        for (std::size_t q = 0; q < t.size(); ++q) {
          if (t[q].sentence == sentence && t[q].clause == clause && name_word(t[q]) && std::find(run.begin(), run.end(), t[q].key) != run.end()) return q;
        }
        return npos;
      };
      // The claim's name must stand in the number's clause of the source too.
      const std::size_t a_in_p = first_of(p, a_run, anchor, p[at[i]].clause);
      if (a_in_p == npos) continue;
      // The two names in the same order on both sides, where the claim names the source's too:
      // the number moved, not the parties ("Carewell Pharmacies will buy the chain of 12 optician
      // stores from Brightview Eyecare" / "will buy 12 optician stores from Brightview Eyecare").
      const std::size_t b_in_h = first_of(h, b_run, x.sentence, x.clause);
      if (b_in_h != npos && (hq < b_in_h) == (a_in_p < pq)) continue;
      f[10] = 1;
      reasons.push_back(fmt::format("swapped_roles: {} / {}", h[hq].surface, p[pq].surface));
    }
  }

  // Names exchanged around a word: a name of the claim next to an aligned common word ("the
  // Drun valley"), where the anchor sentence has another name of the claim in that place and not
  // this one ("down the Seva valley toward the town of Drun" / "down the Drun valley toward Seva").
  for (std::size_t i = 0; i < hc.size() && f[10] == 0; ++i) {
    const Tok& a_name = h[hc[i]];
    // (A month or a weekday is a time, not a place: "Starting 1 September, night buses will run
    // only on Friday and Saturday nights".)
    if (!name_word(a_name) || a_name.sentence_initial || a_name.quoted || is_weekday(a_name.lower)) continue;
    for (int side : {1, -1}) {
      const std::size_t j = side > 0 ? i + 1 : i - 1;
      if (j >= hc.size() || hc[j] != (side > 0 ? hc[i] + 1 : hc[i] - 1)) continue;  // adjacent tokens
      const Tok& w = h[hc[j]];
      // A common word, not a verb ("Anna Weber leads the Greens" / "The Greens' leader, Anna Weber").
      if (w.kind != Kind::kWord || w.capitalised || at[j] == npos || verb_like(w)) continue;
      // One-word names only: the parts of "Academy Award for Best Actress nomination" are no
      // arguments of their own.
      auto lone = [](const std::vector<Tok>& t, std::size_t k, int away) {
        const std::size_t q = away > 0 ? k + 1 : k - 1;
        return q >= t.size() || t[q].kind != Kind::kWord || !t[q].capitalised;
      };
      if (!lone(h, hc[i], -side)) continue;
      const Tok* other = nullptr;
      bool own = false;
      for (std::size_t pos : where[j]) {
        if (p[pos].sentence != anchor) continue;
        const std::size_t q = side > 0 ? pos - 1 : pos + 1;  // the place of the name
        if (pos == 0 || q >= p.size() || p[q].sentence != anchor || p[q].kind != Kind::kWord) continue;
        if (p[q].key == a_name.key) own = true;
        if (name_word(p[q]) && !is_weekday(p[q].lower) && p[q].key != a_name.key && lone(p, q, -side)) {
          for (std::size_t m = 0; m < hc.size(); ++m) {
            if (m != i && h[hc[m]].kind == Kind::kWord && h[hc[m]].capitalised && h[hc[m]].key == p[q].key) other = &h[hc[m]];
          }
        }
      }
      if (other && !own && !where[i].empty()) {
        f[10] = 1;
        reasons.push_back(fmt::format("swapped_roles: {} / {}", a_name.surface, other->surface));
        break;
      }
    }
  }

  // Two names of the claim in the other order around a verb aligned between them on both sides:
  // A V B in the claim, B V A in the anchor sentence ("Parcelo ... agreed to acquire Northwind
  // Logistics" / "Northwind Logistics ... agreed to acquire Parcelo"; "Northgate Rovers won the
  // final, beating Riverside Athletic" / "Riverside Athletic won the final, beating Northgate
  // Rovers"), or in the same order with an agent's "by" on one side only ("Riverton was defeated
  // 2-1 by Dunmore City" / "Riverton beat Dunmore City 2-1"). A verb whose two sides may change
  // places ("met", "married", "drew with") says nothing. Two names after two different
  // prepositions exchanged likewise ("passed from Declercq to Marchand" / "from Marchand to
  // Declercq"). Each name must stand once in the anchor sentence, and the two be different names.
  if (f[10] == 0) {
    struct Run {
      std::size_t b, e;    // [b, e) in the claim
      std::size_t pb, pe;  // its one run of name words in the anchor sentence
    };
    std::vector<Run> all_runs, runs;
    for (std::size_t k = 0; k < h.size();) {
      if (!name_word(h[k]) || h[k].quoted) {
        ++k;
        continue;
      }
      Run r{k, k + 1, npos, npos};
      // (Through "of": "the Harlan School of Art" is one name.)
      while (r.e < h.size() && h[r.e].sentence == h[k].sentence &&
             (name_word(h[r.e]) || (h[r.e].lower == "of" && r.e + 1 < h.size() && name_word(h[r.e + 1])))) {
        ++r.e;
      }
      k = r.e;
      all_runs.push_back(r);
    }
    // A run is found by its own words, not those it shares with another name of the claim
    // ("the Mirna River" / "the Sora River": "Mirna").
    auto own_word = [&](const Run& r, std::size_t m) {
      for (const Run& o : all_runs) {
        for (std::size_t x = o.b; x < o.e && o.b != r.b; ++x) {
          if (h[x].key == h[m].key) return false;
        }
      }
      return true;
    };
    for (Run r : all_runs) {
      bool ambiguous = false;
      for (std::size_t q = wb; q < we && !ambiguous; ++q) {
        if (p[q].sentence != anchor || !name_word(p[q]) || p[q].quoted) continue;
        bool mine = false;
        for (std::size_t m = r.b; m < r.e && !mine; ++m) mine = h[m].key == p[q].key && own_word(r, m);
        if (!mine) continue;
        const auto [pb, pe] = name_run(p, q);
        if (r.pb == npos) {
          r.pb = pb;
          r.pe = pe;
        } else if (r.pb != pb) {
          ambiguous = true;
        }
      }
      // A lone capitalised first word of the claim is a name only if the source writes it so
      // within a sentence; a place or a time after "in", "at", "on", ... is no argument of a verb.
      const bool lone_initial = r.e == r.b + 1 && h[r.b].sentence_initial;
      if (r.pb == npos || ambiguous || (lone_initial && p[r.pb].sentence_initial) || is_weekday(h[r.b].lower) ||
          (r.b > 0 && is_adjunct_preposition(h[r.b - 1].lower)) || (r.pb > 0 && is_adjunct_preposition(p[r.pb - 1].lower))) {
        continue;
      }
      runs.push_back(r);
    }
    auto symmetric = [](const std::string& w) {
      static constexpr std::string_view kStems[] = {"marr", "meet", "met", "merg", "partner", "collaborat", "play", "fac",
                                                    "fought", "fight", "draw", "drew", "tie", "tied", "debat", "shar",
                                                    "compet", "negotiat", "sign", "rival", "alli", "ally", "clash", "cooperat"};
      return std::any_of(std::begin(kStems), std::end(kStems), [&](std::string_view s) { return w.starts_with(s); });
    };
    // An agent's "by" among the three tokens before [b, ...), after the verb at `after`, which is a
    // participle after a form of "be" or right before the "by" ("was defeated 2-1 by Dunmore City",
    // "the editor maintained by the Tidewater Collective"; not "scored the winner from a pass by
    // Joe Mensah").
    auto agent_by = [](const std::vector<Tok>& t, std::size_t after, std::size_t b) {
      const bool participle = t[after].lower.ends_with("ed") || t[after].irregular;
      bool be = after + 1 < t.size() && t[after + 1].lower == "by";
      for (std::size_t q = after; participle && q-- > 0 && after - q <= 3 && !be;) be = is_be_form(t[q].lower);
      if (!participle || !be) return false;
      // Past a title or the name's description in its noun phrase ("by Justice Priya Nair", "by the
      // London payments startup Fintrail"), or an apposition ("by the regulator, the Office of Rail
      // Standards").
      std::size_t own = b;  // the first token of the name's clause
      while (own > 0 && t[own - 1].clause == t[b].clause) --own;
      const bool apposition = own == b || t[own].lower == "the" || t[own].lower == "a" || t[own].lower == "an";
      for (std::size_t q = b; q-- > after + 1 && b - q <= 6;) {
        if (t[q].lower == "by") return true;
        const std::string& w = t[q].lower;
        const bool same_phrase = t[q].clause == t[b].clause || (apposition && t[q].clause + 1 == t[b].clause);
        if (t[q].kind != Kind::kWord || !same_phrase || is_be_form(w) || is_modal(w) || w == "that" || w == "which" ||
            w == "who") {
          return false;
        }
      }
      return false;
    };
    // The preposition before a name, past up to two lowercase words ("from its Trondheim plant").
    auto preposition = [](const std::vector<Tok>& t, std::size_t b) -> std::string_view {
      static constexpr std::string_view kPreps[] = {"from", "to", "into", "toward", "towards", "against", "by", "for"};
      for (std::size_t q = b; q-- > 0 && b - q <= 3;) {
        for (std::string_view w : kPreps) if (t[q].lower == w) return w;
        if (t[q].kind != Kind::kWord || t[q].capitalised) return {};
      }
      return {};
    };
    // A word that looks like a verb ("won", a stopword, or "beating" first in its clause; not "the
    // painting that the Kessler lent").
    auto verbish = [](const std::vector<Tok>& t, std::size_t k) {
      const bool clause_ing = ing_form(t[k].lower) && k > 0 && t[k - 1].clause != t[k].clause;
      return t[k].kind == Kind::kWord && !t[k].capitalised && !is_be_form(t[k].lower) && !is_modal(t[k].lower) &&
             (verb_like(t[k]) || t[k].irregular || clause_ing);
    };
    // The order words in tokens [b, e): 1 "before" ("earlier", "preceding"), 2 "after" ("later",
    // "following"), 3 both, 0 none.
    auto order_between = [](const std::vector<Tok>& t, std::size_t b, std::size_t e) {
      int o = 0;
      for (std::size_t q = b; q < e; ++q) {
        if (t[q].lower == "before" || t[q].lower == "earlier" || t[q].lower == "preceding") o = o ? 3 : 1;
        if (t[q].lower == "after" || t[q].lower == "later" || t[q].lower == "following") o = o ? 3 : 2;
      }
      return o;
    };
    for (std::size_t a = 0; a < runs.size() && f[10] == 0; ++a) {
      for (std::size_t b = a + 1; b < runs.size() && f[10] == 0; ++b) {
        const Run& A = runs[a];
        const Run& B = runs[b];
        if (A.pb == B.pb || h[A.b].sentence != h[B.b].sentence) continue;
        bool same_name = false;
        for (std::size_t x = A.b; x < A.e; ++x) {
          for (std::size_t y = B.b; y < B.e; ++y) same_name = same_name || (h[x].key == h[y].key && own_word(A, x));
        }
        if (same_name) continue;
        const bool reversed = B.pb < A.pb;
        const std::size_t p_first_end = reversed ? B.pe : A.pe, p_second = reversed ? A.pb : B.pb;
        if (B.b - A.e > 16 || p_second < p_first_end || p_second - p_first_end > 16) continue;
        // Prepositions exchanged.
        const std::string_view ha = preposition(h, A.b), hb = preposition(h, B.b), pa = preposition(p, A.pb),
                               pb = preposition(p, B.pb);
        if (!ha.empty() && !hb.empty() && ha != hb && ha == pb && hb == pa) {
          f[10] = 1;
          reasons.push_back(fmt::format("swapped_roles: {} / {}", h[A.b].surface, h[B.b].surface));
          break;
        }
        // The verb: the first word between the names in the claim that looks like one, aligned (or
        // the same word) between them in the source.
        for (std::size_t k = A.e; k < B.b; ++k) {
          std::size_t pv = npos;
          for (std::size_t i = 0; i < hc.size() && pv == npos; ++i) {
            if (hc[i] == k) pv = at[i];
          }
          if (pv == npos && h[k].kind == Kind::kWord && h[k].stopword) {
            for (std::size_t q = p_first_end; q < p_second && pv == npos; ++q) {
              if (p[q].kind == Kind::kWord && p[q].key == h[k].key) pv = q;
            }
          }
          if (pv == npos || pv < p_first_end || pv >= p_second) continue;
          const Tok& hv = h[k];
          // A verb on both sides ("leads the Greens" / "the Greens' leader, Anna Weber": no verb).
          if (!(verbish(h, k) || verbish(p, pv))) continue;
          if (!(verbish(p, pv) || p[pv].lower == hv.lower)) break;
          // A noun ("Nestly is a savings app", "the Gold plan" / "the ... plans cover"), or a
          // compound adjective of a name ("Casa Atlântica, a Lisbon-based chain, is being bought
          // by"; not "cross-examined").
          if (used_as_noun(h, k) || used_as_noun(p, pv)) continue;
          auto name_compound = [](const std::vector<Tok>& t, std::size_t q) { return q > 0 && t[q - 1].hyphen_after && t[q - 1].capitalised; };
          if (name_compound(h, k) || name_compound(p, pv)) continue;
          // The verb of a relative clause has another subject ("Hana Sato chaired the panel that
          // awarded the Lindqvist Prize").
          bool relative = false;
          for (std::size_t q = A.e; q < k && !relative; ++q) relative = h[q].lower == "that" || h[q].lower == "which" || h[q].lower == "who";
          if (relative) break;
          if (symmetric(hv.lower) || symmetric(p[pv].lower)) continue;
          if (transfer_reworded) break;
          // The verb's object is not the second name past a relative clause or the second part of
          // a contrast ("Alan Greig carried out the survey, which the Royal Mapping Office paid
          // for"; "Chloe Duarte must insure her belongings, while Peter Vance insures the
          // building").
          auto cut_between = [](const std::vector<Tok>& t, std::size_t b, std::size_t e) {
            for (std::size_t q = b; q < e; ++q) {
              const std::string& w = t[q].lower;
              if (contrast_conjunction(w) || w == "which" || w == "who" || w == "whom" || w == "whose") return true;
            }
            return false;
          };
          if (cut_between(h, k + 1, B.b) || cut_between(p, pv + 1, p_second)) break;
          // A passive without its agent on one side only ("Parkview Lettings was ordered to pay
          // Maria Costa" / "ordering her landlord, Parkview Lettings, to pay her") says nothing.
          // A passive between the names, at whichever participle its "by" follows (the word taken
          // for the verb may be a noun in "-s": "is being bought by the London payments startup
          // Fintrail"), up to two words past the verb ("Professor Ines Calder reviewed the
          // manuscript submitted by Dr Tomas Weir": the "by" is another verb's).
          bool h_by = false, p_by = false;
          for (std::size_t q = A.e; q < B.b && q <= k + 2 && !h_by; ++q) h_by = agent_by(h, q, B.b);
          for (std::size_t q = p_first_end; q < p_second && q <= pv + 2 && !p_by; ++q) p_by = agent_by(p, q, p_second);
          // "Trained under" has its doer second, as a passive does ("Ida Fenn trained under Karl
          // Oster" / "Karl Oster trained Ida Fenn").
          h_by = h_by || under_master(h, k);
          p_by = p_by || under_master(p, pv);
          // Nor the subject of a clause joined by "and" on one side only ("Brightway Buses lost the
          // contract ..., and Kestrel Coaches now runs them" / "Kestrel Coaches has taken over the
          // operation ... from Brightway Buses, which lost the contract"; not where an agent's "by"
          // orders the names: "was written by Joana Ribeiro").
          auto and_subject = [](const std::vector<Tok>& t, std::size_t v, std::size_t b) {
            std::size_t q = b;
            while (q > v + 1 && (t[q - 1].lower == "the" || t[q - 1].lower == "a" || t[q - 1].lower == "an")) --q;
            return q > v + 1 && t[q - 1].lower == "and" && t[q - 1].clause != t[v].clause;
          };
          if (!h_by && !p_by && and_subject(h, k, B.b) != and_subject(p, pv, p_second)) break;
          // (A perfect's "has been" and a participle is one too: "David Okafor ... has been named
          // Heron Airlines' new chief executive" / "Heron Airlines has appointed David Okafor".)
          auto passive = [](const std::vector<Tok>& t, std::size_t v) {
            const bool perfect = (t[v].lower == "has" || t[v].lower == "have" || t[v].lower == "had") && v + 2 < t.size() &&
                                 t[v + 1].lower == "been" && (t[v + 2].lower.ends_with("ed") || t[v + 2].irregular);
            return perfect || be_passive(t, v);
          };
          if (!h_by && !p_by && passive(h, k) != passive(p, pv)) break;
          // An order in time said from the other side between them ("approved in the United States
          // four months before ... the European Union" / "the European Union approved it ... four
          // months after its approval in the United States").
          const int ho = order_between(h, A.e, B.b), po = order_between(p, p_first_end, p_second);
          if (reversed && ho + po == 3 && ho != 0 && po != 0) break;
          // A passive on one side against a noun of the verb on the other ("Civic Alliance leader
          // Marta Kellander" / "the Civic Alliance, led by former finance minister Marta Kellander")
          // says nothing about the order.
          if (h_by != p_by && !(verbish(h, k) && verbish(p, pv))) break;
          if (reversed ? h_by == p_by : h_by != p_by) {
            f[10] = 1;
            reasons.push_back(fmt::format("swapped_roles: {} / {}", h[A.b].surface, h[B.b].surface));
          }
          break;
        }
      }
    }
    // The doer of a verb of both sides exchanged with another party of the claim: the claim's
    // subject of the verb (or the agent after its "by") is not the source's, and each of the two
    // stands after the verb on the other side ("the museum outbid an overseas collector" / "an
    // overseas collector outbid the museum"; "NetRail built the tunnel on behalf of the Transalp
    // Joint Venture" / "The tunnel was built by the Transalp Joint Venture ... for NetRail"). Common
    // nouns count as well as names; names in a list or twice in a sentence too.
    //
    // The words of the party at q: its run of name words, or the word itself.
    auto party = [](const std::vector<Tok>& t, std::size_t q) { return name_word(t[q]) ? name_run(t, q) : std::pair{q, q + 1}; };
    // The doer of the verb at v: the phrase after its agent's "by" (up to six words, in its
    // clause; not "fell by about 11 mmHg"); for an active verb, the head of its subject: the nearest
    // content word before it in its clause, past auxiliaries, modals, adverbs and "agreed to"; none
    // for a passive without an agent or a verb in a compound ("a Texas-based firm").
    // (A particle may stand before "by": "carried out by the surveyor Alan Greig".)
    auto by_at = [](const std::vector<Tok>& t, std::size_t v) {
      const std::size_t b = v + 2 < t.size() && is_particle(t[v + 1].lower) && t[v + 2].lower == "by" ? v + 2 : v + 1;
      return b < t.size() && t[b].lower == "by" ? b : npos;
    };
    auto doer = [&](const std::vector<Tok>& t, std::size_t v) -> std::pair<std::size_t, std::size_t> {
      constexpr std::pair<std::size_t, std::size_t> none{npos, npos};
      if (const std::size_t by = by_at(t, v); by != npos) {
        std::size_t e = by + 1;
        while (e < t.size() && e <= by + 6 && t[e].sentence == t[v].sentence && t[e].clause == t[by].clause) {
          if (t[e].kind == Kind::kNumber) return none;
          ++e;
        }
        return e > by + 1 ? std::pair{by + 1, e} : none;
      }
      // A participle before a preposition is a passive one after its noun ("a £35,000 fee paid to
      // Forno Rosso", "the group based in Milan"): the noun before it is no doer.
      const bool participle = t[v].lower.ends_with("ed") || t[v].irregular;
      static constexpr std::string_view kPrepositions[] = {"to", "in", "at", "on", "for", "from", "with", "into", "under"};
      if (participle && v + 1 < t.size() &&
          std::find(std::begin(kPrepositions), std::end(kPrepositions), t[v + 1].lower) != std::end(kPrepositions)) {
        return none;
      }
      for (std::size_t q = v; q-- > 0;) {
        const Tok& u = t[q];
        if (u.sentence != t[v].sentence || u.clause != t[v].clause || u.kind != Kind::kWord || u.hyphen_after) return none;
        if (participle && is_be_form(u.lower)) return none;  // a passive without its agent
        if (u.lower == "to" && q > 0 && verb_like(t[q - 1])) {  // "agreed to acquire"
          --q;
          continue;
        }
        if ((u.stopword && u.lower != "won") || is_modal(u.lower) || ly_adverb(u.lower) ||
            is_discourse_adverb(u.lower) || u.lower == "first" || u.lower == "later" || u.lower == "then" ||
            u.lower == "also" || u.lower == "already") {
          continue;
        }
        // A plural noun looks like a verb ("the new paramedics trained", "At the market,
        // stallholders pay"): one after a determiner (or a word after one), or first in its
        // sentence or clause, is a noun.
        const bool plural_noun = !u.lower.ends_with("ed") && !u.irregular &&
                                 (q == 0 || t[q - 1].sentence != u.sentence || t[q - 1].clause != u.clause || is_determiner(t[q - 1].lower) ||
                                  (q >= 2 && is_determiner(t[q - 2].lower) && t[q - 1].kind == Kind::kWord));
        if (!u.content() || (verb_like(u) && !plural_noun)) return none;
        // The whole subject before a name's phrase of "of", "from", "at" or "in" ("Students from
        // the Harlan School of Art interviewed"): the party reaches back to the noun it follows.
        auto r = party(t, q);
        while (name_word(t[q])) {
          std::size_t a = r.first;
          while (a > 0 && t[a - 1].clause == t[v].clause && t[a - 1].sentence == t[v].sentence && is_determiner(t[a - 1].lower)) --a;
          if (a < 2 || t[a - 1].clause != t[v].clause || t[a - 1].sentence != t[v].sentence) break;
          const std::string& w = t[a - 1].lower;
          if (!(w == "of" || w == "from" || w == "at" || w == "in")) break;
          const Tok& n = t[a - 2];
          if (n.kind != Kind::kWord || !n.content() || n.clause != t[v].clause || n.sentence != t[v].sentence) break;
          r.first = party(t, a - 2).first;
        }
        return r;
      }
      return none;
    };
    auto shares_word = [&](const std::vector<Tok>& a, std::pair<std::size_t, std::size_t> ra, const std::vector<Tok>& b,
                           std::size_t from, std::size_t to) {
      for (std::size_t x = ra.first; x < ra.second; ++x) {
        if (a[x].stopword || a[x].kind != Kind::kWord) continue;
        for (std::size_t y = from; y < to; ++y) {
          if (b[y].kind == Kind::kWord && (b[y].key == a[x].key || (!name_word(a[x]) && lex.related(a[x].key, b[y].key)))) return true;
        }
      }
      return false;
    };
    // A verb: as above, or a base form after a modal or "agreed to" ("would acquire"), or a word
    // between a noun and a determiner ("the museum outbid an overseas collector"); not a word after
    // a determiner or in a compound ("the mixed-choir final").
    auto verb_at = [&](const std::vector<Tok>& t, std::size_t v) {
      if (t[v].kind != Kind::kWord || t[v].capitalised || t[v].stopword || t[v].hyphen_after) return false;
      if (v > 0 && is_determiner(t[v - 1].lower)) return false;
      // (Nor the word after a verb's base form: "cannot block calls to emergency numbers".)
      if (v > 0 && t[v - 1].kind == Kind::kWord && !t[v - 1].stopword && base_verb_after_modal(t, v - 1)) return false;
      if (verbish(t, v) || base_verb_after_modal(t, v) || (v > 1 && t[v - 1].lower == "to" && verb_like(t[v - 2]))) return true;
      if (t[v].lower.size() > 4 && t[v].lower.ends_with("ing") && v > 0 && is_be_form(t[v - 1].lower)) return true;  // "is suing"
      return v > 0 && v + 1 < t.size() && t[v - 1].kind == Kind::kWord && t[v - 1].content() && t[v - 1].clause == t[v].clause &&
             is_determiner(t[v + 1].lower);
    };
    auto by_after = [&](const std::vector<Tok>& t, std::size_t v) { return by_at(t, v) != npos; };
    // A party's first content word, for the reason.
    auto head = [](const std::vector<Tok>& t, std::pair<std::size_t, std::size_t> r) -> const std::string& {
      for (std::size_t x = r.first; x < r.second; ++x) {
        if (t[x].content()) return t[x].surface;
      }
      return t[r.first].surface;
    };
    for (std::size_t i = 0; i < hc.size() && f[10] == 0 && !transfer_reworded; ++i) {
      const std::size_t k = hc[i], pv = at[i];
      if (pv == npos || !verb_at(h, k) || !verb_at(p, pv) || !near_anchor(p[pv].sentence) ||
          symmetric(h[k].lower) || symmetric(p[pv].lower)) {
        continue;
      }
      const auto rh = doer(h, k), rp = doer(p, pv);
      if (rh.first == npos || rp.first == npos || shares_word(h, rh, p, rp.first, rp.second)) continue;
      const std::size_t after_h = by_after(h, k) ? rh.second : k + 1, after_p = by_after(p, pv) ? rp.second : pv + 1;
      if (shares_word(p, rp, h, after_h, sentence_span(h, k).second) && shares_word(h, rh, p, after_p, sentence_span(p, pv).second)) {
        f[10] = 1;
        reasons.push_back(fmt::format("swapped_roles: {} / {}", head(h, rh), head(p, rp)));
      }
    }
    // The doer of a verb of both sides replaced by another party of the source's sentence: the
    // claim's doer is named in that sentence, but not as the verb's, and the source's doer is
    // nowhere in the claim ("the buyer pays the shipping cost, and the seller receives payment" /
    // "the seller pays for shipping"; "Fairhaven Rangers won the title ... ahead of Ellsworth
    // Town" / "Ellsworth Town won the title"). Names are compared by their last word ("Chief
    // Justice Samuel Whitaker wrote the majority opinion, while Justice Karen Doyle wrote the
    // dissent" / "Justice Karen Doyle wrote the majority opinion").
    auto last_word = [](const std::vector<Tok>& t, std::pair<std::size_t, std::size_t> r) {
      std::size_t x = r.second;
      while (x > r.first && (t[x - 1].kind != Kind::kWord || t[x - 1].stopword)) --x;
      return x > r.first ? x - 1 : npos;
    };
    auto reporting_verb = [](std::string_view w) {
      static constexpr std::string_view kSaying[] = {"said", "says", "say", "told", "tells", "tell", "announced", "announces",
                                                     "stated", "states", "added", "adds", "noted", "notes", "reported", "reports",
                                                     "confirmed", "confirms", "claimed", "claims", "explained", "explains"};
      return std::find(std::begin(kSaying), std::end(kSaying), w) != std::end(kSaying);
    };
    // The subject of a passive participle at v: the party before its form of "be" (past modals,
    // "has", "been" and adverbs in "-ly"), or none.
    auto patient = [&](const std::vector<Tok>& t, std::size_t v) -> std::pair<std::size_t, std::size_t> {
      constexpr std::pair<std::size_t, std::size_t> none{npos, npos};
      if (!(t[v].lower.ends_with("ed") || t[v].irregular) || by_after(t, v)) return none;
      std::size_t q = v;
      bool be = false;
      while (q > 0 && t[q - 1].sentence == t[v].sentence) {
        const std::string& w = t[q - 1].lower;
        if (is_be_form(w)) {
          be = true;
        } else if (!(is_auxiliary(w) || ly_adverb(w))) {
          break;
        }
        --q;
      }
      if (!be || q == 0 || t[q - 1].kind != Kind::kWord || !t[q - 1].content() || t[q - 1].clause != t[v].clause) return none;
      return party(t, q - 1);
    };
    // A doer right before its verb (past auxiliaries, modals and adverbs in "-ly"): a run of names,
    // or a common noun after a determiner ("the seller").
    auto tight = [&](const std::vector<Tok>& t, std::pair<std::size_t, std::size_t> r, std::size_t v) {
      for (std::size_t q = r.second; q < v; ++q) {
        const std::string& w = t[q].lower;
        if (!(is_auxiliary(w) || ly_adverb(w))) return false;
      }
      if (name_word(t[r.first])) return !t[r.first].sentence_initial || r.second > r.first + 1;
      return r.second == r.first + 1 && r.first > 0 && is_determiner(t[r.first - 1].lower);
    };
    // (Not a noun before an auxiliary: "its member mills had secured".)
    auto aux_after = [](const std::vector<Tok>& t, std::size_t v) {
      return v + 1 < t.size() && is_auxiliary(t[v + 1].lower);
    };
    // An active verb ("won" too, a stopword for the currency).
    auto active_verb = [&](const std::vector<Tok>& t, std::size_t v) {
      return (t[v].lower == "won" || verb_at(t, v)) && !by_after(t, v) && !aux_after(t, v) && !symmetric(t[v].lower) &&
             !reporting_verb(t[v].lower);
    };
    for (std::size_t k = 0; k < h.size() && f[10] == 0 && !transfer_reworded; ++k) {
      if (h[k].kind != Kind::kWord || !active_verb(h, k) ||
          !(h[k].lower == "won" || verbish(h, k) || base_verb_after_modal(h, k))) {
        continue;
      }
      // The source's occurrence of the verb: the one followed by most of the claim's words after
      // it ("wrote the majority opinion" / "wrote the dissent"); none on a tie.
      std::vector<std::size_t> after;
      for (std::size_t q = k + 1; q < h.size() && h[q].sentence == h[k].sentence && after.size() < 5; ++q) {
        if (h[q].content()) after.push_back(q);
      }
      std::size_t pv = npos;
      int best_after = -1;
      bool tie = false;
      // A passive occurrence is scored by the words before it, its subject ("the hardcover was
      // published by Halcyon Books" / "Halcyon Books published the hardcover"), and taken as none.
      for (std::size_t m = 0; m < p.size(); ++m) {
        if (p[m].kind != Kind::kWord || p[m].key != h[k].key || !near_anchor(p[m].sentence)) continue;
        const bool passive = by_after(p, m);
        if (!passive && !active_verb(p, m)) continue;
        const std::size_t from = passive ? (m >= 8 ? m - 8 : 0) : m + 1, to = passive ? m : m + 9;
        int n = 0;
        for (std::size_t q : after) {
          for (std::size_t y = from; y < p.size() && y < to; ++y) {
            if (p[y].sentence == p[m].sentence && p[y].kind == h[q].kind && p[y].key == h[q].key) {
              ++n;
              break;
            }
          }
        }
        tie = n == best_after || (tie && n < best_after);
        if (n > best_after) {
          best_after = n;
          pv = m;
        }
      }
      if (pv == npos || tie || by_after(p, pv)) continue;
      auto rh = doer(h, k), rp = doer(p, pv);
      if (rh.first == npos && rp.first == npos) {
        // Two passives without an agent: their subjects ("the sender is charged immediately" /
        // "the recipient is charged immediately").
        rh = patient(h, k);
        rp = patient(p, pv);
      }
      if (rh.first == npos || rp.first == npos || !tight(h, rh, k) || !tight(p, rp, pv)) continue;
      // A name's "of" phrase is not its head ("Élodie Moreau of France won").
      auto head_of = [](const std::vector<Tok>& t, std::pair<std::size_t, std::size_t>& r) {
        if (r.first >= 2 && t[r.first - 1].lower == "of" && name_word(t[r.first - 2]) && name_word(t[r.first])) {
          r.first = name_run(t, r.first - 2).first;
          return name_run(t, r.first).second;
        }
        return r.second;
      };
      const std::size_t h_head_end = head_of(h, rh), p_head_end = head_of(p, rp);
      const std::size_t xh = last_word(h, {rh.first, h_head_end}), xp = last_word(p, {rp.first, p_head_end});
      if (xh == npos || xp == npos || h[xh].key == p[xp].key || lex.related(h[xh].key, p[xp].key)) continue;
      // Names against names, common nouns against common nouns ("Drayton Group" / "the company"
      // may be one party); not a verb of saying, which many say ("the Society said" / "Dr Hale
      // said").
      if (name_word(h[rh.first]) != name_word(p[rp.first]) || reporting_verb(h[k].lower)) continue;
      // The claim's doer in the source's sentence, outside its doer.
      const auto [sb, se] = sentence_span(p, pv);
      bool named = false;
      for (std::size_t q = sb; q < se && !named; ++q) {
        named = (q < rp.first || q >= rp.second) && p[q].kind == Kind::kWord && p[q].key == h[xh].key;
      }
      // The source's doer nowhere in the claim (its last word: "Chief Justice Samuel Whitaker" and
      // "Justice Karen Doyle" share a title).
      bool kept = false;
      for (const Tok& x : h) kept = kept || (x.kind == Kind::kWord && x.key == p[xp].key);
      // Nor the doer of the verb in another sentence ("Nowak, who won the tournament in 2021").
      for (std::size_t m = 0; m < p.size() && named && !kept; ++m) {
        if (p[m].kind != Kind::kWord || p[m].key != h[k].key || p[m].sentence == p[pv].sentence) continue;
        for (std::size_t q = m >= 3 ? m - 3 : 0; q < m; ++q) kept = kept || (p[q].kind == Kind::kWord && p[q].key == h[xh].key);
      }
      if (named && !kept) {
        f[10] = 1;
        reasons.push_back(fmt::format("swapped_roles: {} / {}", h[xh].surface, p[xp].surface));
      }
    }
    // Two arguments of one verb exchanged: the verb's subject, its object and the objects of its
    // prepositions ("adds the concentrated acid to the water" / "adds the water to the concentrated
    // acid"; "the sodium hydroxide solution is added from the burette to the acid" / "the acid is
    // added ... to the sodium hydroxide solution"; "The safety officer ... reports any violations to
    // the head of department" / "The head of department reports violations to the safety
    // officer"). Each argument is the set of its content words; two of the claim's, each found in
    // the other's place and neither in its own, at every occurrence of the verb near the anchor
    // sentence, in the same voice.
    struct Slots {
      std::vector<std::string> name;                 // "subject", "object", or a preposition
      std::vector<std::vector<std::string_view>> words;  // its content words' keys
      std::vector<std::string> head;                 // its last content word, as written
    };
    // The content words of the phrase from q on (past determiners and "of"), up to another
    // preposition, a conjunction, a form of "be", a modal or the clause's end, at most six tokens.
    auto phrase = [&](const std::vector<Tok>& t, std::size_t q) {
      static constexpr std::string_view kStops[] = {"to", "from", "into", "with", "for", "by", "and", "or", "but", "that",
                                                    "which", "who", "while", "until", "in", "at", "on", "after", "before"};
      std::pair<std::vector<std::string_view>, std::string> out;
      for (std::size_t m = q; m < t.size() && m < q + 6 && t[m].clause == t[q].clause && t[m].sentence == t[q].sentence; ++m) {
        const std::string& w = t[m].lower;
        if (m > q && (t[m].kind != Kind::kWord || is_be_form(w) || is_modal(w) ||
                      std::find(std::begin(kStops), std::end(kStops), w) != std::end(kStops))) {
          break;
        }
        if (t[m].content() && t[m].kind == Kind::kWord) out.first.push_back(t[m].key), out.second = t[m].surface;
      }
      return out;
    };
    auto slots_of = [&](const std::vector<Tok>& t, std::size_t v) {
      Slots sl;
      std::vector<std::string_view> subject;
      std::string subject_head;
      for (std::size_t m = v; m-- > 0 && v - m <= 7 && t[m].clause == t[v].clause && t[m].sentence == t[v].sentence;) {
        const std::string& w = t[m].lower;
        if (is_auxiliary(w) || ly_adverb(w)) continue;
        if (w == "and" || w == "or" || w == "that" || w == "which" || w == "who" || (verb_like(t[m]) && (w.ends_with("ed") || t[m].irregular))) break;
        if (t[m].content() && t[m].kind == Kind::kWord) {
          if (subject.empty()) subject_head = t[m].surface;
          subject.push_back(t[m].key);
        }
      }
      auto add = [&](std::string name, std::pair<std::vector<std::string_view>, std::string> o) {
        if (o.first.empty()) return;
        sl.name.push_back(std::move(name));
        sl.words.push_back(std::move(o.first));
        sl.head.push_back(std::move(o.second));
      };
      add("subject", {subject, subject_head});
      std::size_t m = v + 1;
      static constexpr std::string_view kPreps[] = {"to", "from", "into", "with", "for", "by"};
      if (m < t.size() && t[m].clause == t[v].clause && !is_adjunct_preposition(t[m].lower) &&
          std::find(std::begin(kPreps), std::end(kPreps), t[m].lower) == std::end(kPreps)) {
        add("object", phrase(t, m));
      }
      for (std::size_t q = v + 1; q < t.size() && q <= v + 12 && t[q].clause == t[v].clause && t[q].sentence == t[v].sentence; ++q) {
        const std::string& w = t[q].lower;
        if (std::find(std::begin(kPreps), std::end(kPreps), w) != std::end(kPreps)) {
          if (std::find(sl.name.begin(), sl.name.end(), w) != sl.name.end() || q + 1 >= t.size()) continue;
          add(w, phrase(t, q + 1));
        }
      }
      return sl;
    };
    auto meets = [](const std::vector<std::string_view>& a, const std::vector<std::string_view>& b) {
      return std::any_of(a.begin(), a.end(), [&](std::string_view x) { return std::find(b.begin(), b.end(), x) != b.end(); });
    };
    auto passive_at = [&](const std::vector<Tok>& t, std::size_t v) { return v > 0 && is_be_form(t[v - 1].lower); };
    // A verb, not a participle before its noun ("each licensed image").
    auto verb_here = [&](const std::vector<Tok>& t, std::size_t v) {
      return verb_at(t, v) && !(v > 0 && (t[v - 1].lower == "each" || t[v - 1].lower == "every" || t[v - 1].lower == "any" ||
                                          t[v - 1].lower == "all" || t[v - 1].lower == "no"));
    };
    for (std::size_t k = 0; k < h.size() && f[10] == 0 && !transfer_reworded; ++k) {
      if (h[k].kind != Kind::kWord || !verb_here(h, k) || symmetric(h[k].lower)) continue;
      const bool in_source = std::any_of(p.begin(), p.end(), [&](const Tok& u) { return u.kind == Kind::kWord && u.key == h[k].key; });
      if (!in_source) continue;
      const Slots hs = slots_of(h, k);
      if (hs.name.size() < 2) continue;
      int exchanged = 0, straight = 0;
      std::string what;
      for (std::size_t m = 0; m < p.size(); ++m) {
        if (p[m].kind != Kind::kWord || p[m].key != h[k].key || !near_anchor(p[m].sentence) || !verb_here(p, m) ||
            passive_at(p, m) != passive_at(h, k)) {
          continue;
        }
        const Slots ps = slots_of(p, m);
        bool ex = false, st = false;
        for (std::size_t a = 0; a < hs.name.size(); ++a) {
          for (std::size_t b = a + 1; b < hs.name.size(); ++b) {
            const auto ia = std::find(ps.name.begin(), ps.name.end(), hs.name[a]);
            const auto ib = std::find(ps.name.begin(), ps.name.end(), hs.name[b]);
            if (ia == ps.name.end() || ib == ps.name.end()) continue;
            const auto& pa = ps.words[static_cast<std::size_t>(ia - ps.name.begin())];
            const auto& pb = ps.words[static_cast<std::size_t>(ib - ps.name.begin())];
            if (meets(hs.words[a], pb) && meets(hs.words[b], pa) && !meets(hs.words[a], pa) && !meets(hs.words[b], pb)) {
              ex = true;
              if (what.empty()) what = hs.head[a] + " / " + hs.head[b];
            }
            if (meets(hs.words[a], pa) && meets(hs.words[b], pb)) st = true;
          }
        }
        exchanged += ex && !st;
        straight += st;
      }
      if (exchanged > 0 && straight == 0) {
        f[10] = 1;
        reasons.push_back(fmt::format("swapped_roles: {}", what));
      }
    }
  }

  // Names absent from the whole premise.
  int missing_names = 0;
  // A name of the claim's own: not an acronym ("GPA" / "grade point average", "85 MW" / "85
  // megawatts"), nor a form of a premise name ("Japanese" / "Japan").
  std::vector<std::size_t> own_names;
  auto own_name = [&](const Tok& x) {
    const bool digit = std::any_of(x.surface.begin(), x.surface.end(), [](char c) { return is_digit(static_cast<unsigned char>(c)); });
    if (!has_lowercase(x.surface) || digit || x.surface.size() < 3 || x.quoted) return false;
    for (const Tok& u : p) {
      if (u.kind != Kind::kWord || !u.capitalised) continue;
      std::size_t n = 0;
      while (n < u.lower.size() && n < x.lower.size() && u.lower[n] == x.lower[n]) ++n;
      if (n >= 4 || n + 1 >= std::min(u.lower.size(), x.lower.size())) return false;
    }
    return true;
  };
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    if (x.kind != Kind::kWord || !x.capitalised || x.sentence_initial || !where[i].empty() || is_month(x.lower)) continue;
    if (missing_names++ == 0) reasons.push_back(fmt::format("entity_missing: {}", x.surface));
    // (Not a holiday: "Boxing Day" / "26 December".)
    const bool holiday = hc[i] + 1 < h.size() && (h[hc[i] + 1].lower == "day" || h[hc[i] + 1].lower == "eve");
    if (at[i] == npos && own_name(x) && !holiday) own_names.push_back(i);
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
  auto is_name = [](const Tok& t) { return name_word(t) && !t.sentence_initial; };
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
    // And one in a verb's argument slot: next to a verb of the claim. A name of several words
    // counts when the words of it that the anchor sentence lacks stand together, in this order, in
    // one other sentence ("Writing for the majority, Judge Ruth Okafor said ... Judge Samuel Cray
    // dissented" / "Writing for the majority, Judge Samuel Cray said").
    auto off_anchor = [&](std::size_t k) {
      if (!capitalised_at(k) || h[k].stopword) return false;
      for (std::size_t q = wb; q < we; ++q) {
        if (p[q].sentence == anchor && p[q].kind == Kind::kWord && p[q].key == h[k].key) return false;
      }
      return true;
    };
    std::size_t run_b = hc[i], run_e = hc[i] + 1;  // the words of the name the anchor lacks
    while (run_b > 0 && off_anchor(run_b - 1)) --run_b;
    while (off_anchor(run_e)) ++run_e;
    auto run_elsewhere = [&]() {
      if (run_e - run_b < 2) return false;
      for (std::size_t q = 0; q + (run_e - run_b) <= p.size(); ++q) {
        bool all = p[q].sentence != anchor;
        for (std::size_t k = run_b; k < run_e && all; ++k) all = p[q + (k - run_b)].kind == Kind::kWord && p[q + (k - run_b)].key == h[k].key;
        if (all) return true;
      }
      return false;
    };
    const bool in_run = capitalised_at(hc[i] + 1) || (hc[i] > 0 && capitalised_at(hc[i] - 1));
    // Or the one word of a name the anchor lacks, after a word of it the anchor holds ("She
    // married the physicist Thomas Hart ... President Gerald Ford" / "married Thomas Ford").
    // Its last word: a surname ("Thomas Ford"), not a given name ("Robert and Edwin Tooth").
    const bool partial = run_e - run_b == 1 && run_b > 0 && capitalised_at(run_b - 1) && !capitalised_at(run_e);
    if (!where[i].empty() && (in_run ? !(run_elsewhere() || partial)
                                     : !((i + 1 < hc.size() && verb_like(h[hc[i + 1]])) || (i > 0 && verb_like(h[hc[i - 1]]))))) {
      continue;
    }
    const Tok* here = nullptr;  // the other name
    // Every occurrence of the neighbour in the anchor sentence ("Lake Tanganyika ... after Lake
    // Baikal" / "behind only Lake Malawi").
    // (An apposition's comma on both sides: "Riverside's coach, Elena Marsh, said" / "Riverside's
    // coach, Helen Park, said".)
    if (i > 0) {
      const int apposition = h[hc[i]].clause == h[hc[i - 1]].clause + 1 && hc[i - 1] + 1 == hc[i] ? 1 : 0;
      for (std::size_t pb : where[i - 1]) {
        if (p[pb].sentence != anchor || pb < wb || pb >= we) continue;
        const int clauses = apposition && pb + 1 < p.size() && p[pb + 1].clause == p[pb].clause + 1 ? 1 : 0;
        for (std::size_t m = pb + 1; m <= pb + 5 && m < p.size() && p[m].clause <= p[pb].clause + clauses && !here; ++m) {
          if (foreign_name(m)) here = &p[m];
        }
      }
    }
    // Before the next neighbour, or right after it when the names around it are reordered
    // ("Cambridge University" / "the University of Oxford").
    if (i + 1 < hc.size()) {
      for (std::size_t nb : where[i + 1]) {
        if (p[nb].sentence != anchor || nb < wb || nb >= we) continue;
        for (std::size_t m = nb >= 3 ? nb - 3 : 0; m <= nb + 2 && !here; ++m) {
          if (m != nb && (m < nb || is_name(h[hc[i + 1]])) && foreign_name(m)) here = &p[m];
        }
      }
    }
    // A name of several words the premise holds elsewhere stands in the other's slot: the same
    // word right before the two, or right after them ("Judge Ruth Okafor said" / "Judge Samuel
    // Cray said"; "Thomas Hart in" / "Thomas Ford in").
    if (here && in_run && !where[i].empty()) {
      const std::size_t m = static_cast<std::size_t>(here - p.data());
      std::size_t pb = m, pe = m + 1;
      while (pb > 0 && p[pb - 1].sentence == anchor && foreign_name(pb - 1)) --pb;
      while (pe < p.size() && p[pe].sentence == anchor && foreign_name(pe)) ++pe;
      const bool before = run_b > 0 && pb > 0 && h[run_b - 1].kind == Kind::kWord && h[run_b - 1].key == p[pb - 1].key;
      const bool after = run_e < h.size() && pe < p.size() && h[run_e].kind == Kind::kWord && h[run_e].key == p[pe].key;
      if (!(before || after)) here = nullptr;
    }
    if (here) {
      name_swapped = true;
      explained[i] = true;
      if (!where[i].empty()) reasons.push_back(fmt::format("entity_elsewhere: {} vs {}", x.surface, here->surface));
    }
  }

  // Another agent: the claim's verb and "by" stand in the source too, with other names after its
  // "by" and none of the claim's ("the readings had been supplied by Fjordair" / "the readings
  // supplied by the airport operator, Nordavia Airports"; "noticed by a farmer named Rajiv
  // Anand" / "noticed by a local farmer, Peter Gale"; "led by the Scottish National Investment
  // Bank" / "led by Thistle Capital, with backing from the Scottish National Investment Bank").
  // The agent's phrase: the names within 6 tokens after the "by", past an apposition's comma ("by
  // a local farmer, Peter Gale"), up to a word that starts another phrase. The first name on
  // each side is the agent: another when it is not among the other side's.
  auto agent_names = [](const std::vector<Tok>& t, std::size_t by) {
    static constexpr std::string_view kStops[] = {"which", "who", "whom", "that", "and", "or", "but", "while", "with", "from", "for", "to"};
    std::vector<std::size_t> out;
    for (std::size_t m = by + 1; m < t.size() && m <= by + 6 && t[m].sentence == t[by].sentence; ++m) {
      if (std::find(std::begin(kStops), std::end(kStops), t[m].lower) != std::end(kStops)) break;
      if (name_word(t[m]) && !t[m].sentence_initial && !is_weekday(t[m].lower)) out.push_back(m);
    }
    return out;
  };
  // The word a passive verb is said of: the nearest content word before it, past forms of "be" and
  // "have", modals and adverbs in "-ly".
  auto said_of = [](const std::vector<Tok>& t, std::size_t v) {
    for (std::size_t q = v; q-- > 0 && t[q].sentence == t[v].sentence && v - q <= 4;) {
      const std::string& w = t[q].lower;
      if (is_auxiliary(w) || ly_adverb(w)) continue;
      return t[q].kind == Kind::kWord && t[q].content() ? q : npos;
    }
    return npos;
  };
  for (std::size_t i = 0; i < hc.size() && !name_swapped; ++i) {
    const std::size_t v = hc[i];
    if (v + 1 >= h.size() || h[v + 1].lower != "by" || h[v].kind != Kind::kWord || h[v].capitalised) continue;
    const std::vector<std::size_t> claimed = agent_names(h, v + 1);
    if (claimed.empty()) continue;
    // The source's occurrence of the verb and "by" that the claim's clause is about: the one whose
    // sentence holds most of the clause's other aligned words (a tie goes to one naming the
    // claim's agent: "a record set by Matt Prater ... 64 yards ... 69 yards, set by collegiate kicker
    // Ove Johansson" / "The record of 64 yards was set by Matt Prater": no swap). Another agent
    // there is a swap when that occurrence is in the window near the anchor sentence, or its word
    // the verb is said of is the claim's ("Clinical placements are arranged by" / "Placements are
    // arranged by the Practice Learning Office", in a sentence the wrong name's own outweighs).
    std::size_t other = npos;
    int best_score = -1;
    bool best_shared = false;
    for (std::size_t m : where[i]) {
      if (m + 1 >= p.size() || p[m + 1].lower != "by") continue;
      const std::vector<std::size_t> there = agent_names(p, m + 1);
      if (there.empty()) continue;
      bool shared = false;
      for (std::size_t b : there) shared = shared || h[claimed.front()].key == p[b].key || abbreviates(h[claimed.front()], p, b);
      for (std::size_t a : claimed) shared = shared || h[a].key == p[there.front()].key || abbreviates(h[a], p, there.front());
      int score = 0;
      for (std::size_t j = 0; j < hc.size(); ++j) {
        if (j == i || h[hc[j]].clause != h[v].clause || std::find(claimed.begin(), claimed.end(), hc[j]) != claimed.end()) continue;
        score += std::any_of(where[j].begin(), where[j].end(), [&](std::size_t q) { return p[q].sentence == p[m].sentence; });
      }
      if (score < best_score || (score == best_score && (best_shared || !shared))) continue;
      best_score = score;
      best_shared = shared;
      other = npos;
      if (shared) continue;
      if (!(m >= wb && m + 1 < we && near_anchor(p[m].sentence))) {
        const std::size_t sh = said_of(h, v), sp = said_of(p, m);
        if (sh == npos || sp == npos || !(h[sh].key == p[sp].key || lex.related(h[sh].key, p[sp].key))) continue;
      }
      other = there.front();
    }
    if (other == npos) continue;
    name_swapped = true;
    for (std::size_t j = 0; j < hc.size(); ++j) {
      explained[j] = explained[j] || std::find(claimed.begin(), claimed.end(), hc[j]) != claimed.end();
    }
    reasons.push_back(fmt::format("entity_elsewhere: {} vs {}", h[claimed.front()].surface, p[other].surface));
  }

  // One name of a list exchanged for another of the source's: the claim's list of names ("in
  // Seoul, Busan and Osaka") and a list as long in the anchor sentence ("in Seoul, Busan and
  // Tokyo") share all their names but one, and the claim's other one is not in that sentence.
  if (!name_swapped) {
    using Span = std::pair<std::size_t, std::size_t>;
    // The lists of names in [b, e): runs of name words joined only by commas, "and" or "or".
    auto name_lists = [](const std::vector<Tok>& t, std::size_t b, std::size_t e) {
      std::vector<std::vector<Span>> lists;
      std::vector<Span> cur;
      auto close = [&]() {
        if (cur.size() >= 2) lists.push_back(cur);
        cur.clear();
      };
      for (std::size_t k = b; k < e;) {
        if (!name_word(t[k]) || t[k].sentence_initial) {
          const bool joiner = (t[k].lower == "and" || t[k].lower == "or") && !cur.empty() && cur.back().second == k;
          if (!joiner) close();
          ++k;
          continue;
        }
        std::size_t r = k + 1;
        while (r < e && name_word(t[r]) && t[r].clause == t[k].clause) ++r;
        const bool joined = !cur.empty() && (cur.back().second == k || (cur.back().second + 1 == k && (t[k - 1].lower == "and" || t[k - 1].lower == "or")));
        if (!joined) close();
        cur.push_back({k, r});
        k = r;
      }
      close();
      return lists;
    };
    auto same_run = [&](Span x, Span y) {
      if (x.second - x.first != y.second - y.first) return false;
      for (std::size_t d = 0; d < x.second - x.first; ++d) {
        if (h[x.first + d].key != p[y.first + d].key) return false;
      }
      return true;
    };
    std::size_t ab = 0;
    while (ab < p.size() && p[ab].sentence != anchor) ++ab;
    const std::size_t ae = ab < p.size() ? sentence_span(p, ab).second : ab;
    for (const auto& hl : name_lists(h, 0, h.size())) {
      for (const auto& pl : name_lists(p, ab, ae)) {
        if (pl.size() != hl.size() || name_swapped) continue;
        std::vector<Span> hu, pu;  // the names of each list the other lacks
        for (Span x : hl) {
          if (std::none_of(pl.begin(), pl.end(), [&](Span y) { return same_run(x, y); })) hu.push_back(x);
        }
        for (Span y : pl) {
          if (std::none_of(hl.begin(), hl.end(), [&](Span x) { return same_run(x, y); })) pu.push_back(y);
        }
        if (hu.size() != 1 || pu.size() != 1) continue;
        bool in_sentence = false;
        for (std::size_t x = hu[0].first; x < hu[0].second; ++x) {
          for (std::size_t q = ab; q < ae; ++q) in_sentence = in_sentence || p[q].key == h[x].key;
        }
        if (in_sentence) continue;
        name_swapped = true;
        for (std::size_t j = 0; j < hc.size(); ++j) explained[j] = explained[j] || (hc[j] >= hu[0].first && hc[j] < hu[0].second);
        reasons.push_back(fmt::format("entity_elsewhere: {} vs {}", h[hu[0].first].surface, p[pu[0].first].surface));
      }
    }
  }

  // Names from the two sides of a contrast: a sentence of the source cut by "while", "whereas",
  // "but" or ", and", each side naming something the claim does not, and the claim taking a
  // name from each side only ("Kestrel Airways flights to Marrakech depart from Gatwick, while its
  // flights to Lisbon depart from Stansted" / "Kestrel Airways flights to Lisbon leave from
  // Gatwick"). The names of the first side before its first name the claim lacks are a subject
  // the two sides may share ("Fjordline launched in Norway and expanded to Sweden a year later"
  // / "Fjordline expanded to Sweden"): on neither side.
  if (!name_swapped) {
    // (", and" joins two clauses; a bare "and" may join two names: "between the Kingdom of Dravia
    // and the Republic of Lusenna".)
    auto is_sep = [&](std::size_t c) {
      const std::string& w = p[c].lower;
      return contrast_conjunction(w) || (w == "and" && c > 0 && p[c - 1].clause != p[c].clause);
    };
    for (std::size_t c = wb; c < we && !name_swapped; ++c) {
      if (!is_sep(c) || !near_anchor(p[c].sentence)) continue;
      const auto [sb, se] = sentence_span(p, c);
      std::size_t first_foreign = npos;
      bool foreign2 = false;
      for (std::size_t q = sb; q < se; ++q) {
        if (!name_word(p[q]) || p[q].sentence_initial || claim_holds(p[q])) continue;
        if (q < c && first_foreign == npos) first_foreign = q;
        if (q > c) foreign2 = true;
      }
      if (first_foreign == npos || !foreign2) continue;
      std::size_t one = npos, two = npos;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        const Tok& x = h[hc[i]];
        // (Not a title, "'Low Tide'", nor an acronym or unit, "15 GB".)
        if (!name_word(x) || x.quoted || !has_lowercase(x.surface) || (x.sentence_initial && where[i].empty())) continue;
        bool s1 = false, s2 = false, prefix = false;
        for (std::size_t pos : where[i]) {
          if (pos < sb || pos >= se) continue;
          prefix = prefix || pos < first_foreign;
          s1 = s1 || (pos > first_foreign && pos < c);
          s2 = s2 || pos > c;
        }
        if (s1 && !s2 && !prefix && one == npos) one = hc[i];
        if (s2 && !s1 && !prefix && two == npos) two = hc[i];
      }
      if (one == npos || two == npos) continue;
      name_swapped = true;
      reasons.push_back(fmt::format("entity_elsewhere: {} with {}", h[one].surface, h[two].surface));
    }
  }

  // Another name after a name's "of" ("Dr Sione Fifita of the Cetacean Research Trust" / "Dr
  // Sione Fifita of the University of the South Pacific, in partnership with the ... Cetacean
  // Research Trust"): every occurrence of the name in the source is followed by "of" and a name
  // sharing no word with the claim's, which the source holds elsewhere.
  if (!name_swapped) {
    // The name words after the "of" at k, past "the" and up to two lowercase words, to the end of
    // the run.
    auto of_name = [](const std::vector<Tok>& t, std::size_t k) {
      std::size_t b = k + 1;
      while (b < t.size() && b <= k + 3 && t[b].sentence == t[k].sentence && !name_word(t[b]) && t[b].kind == Kind::kWord &&
             !t[b].capitalised) {
        ++b;
      }
      std::size_t e = b;
      while (e < t.size() && t[e].sentence == t[k].sentence && name_word(t[e]) && e - b < 6) ++e;
      return std::pair{b, e};
    };
    for (std::size_t k = 1; k + 1 < h.size() && !name_swapped; ++k) {
      if (h[k].lower != "of" || !name_word(h[k - 1]) || h[k - 1].sentence_initial) continue;
      const auto hb = of_name(h, k);
      if (hb.first == hb.second) continue;
      bool any = false, other = true, elsewhere = false;
      for (std::size_t q = 1; q + 1 < p.size(); ++q) {
        if (p[q].lower != "of" || p[q - 1].kind != Kind::kWord || p[q - 1].key != h[k - 1].key) continue;
        const auto pb = of_name(p, q);
        if (pb.first == pb.second) continue;
        any = true;
        for (std::size_t x = hb.first; x < hb.second; ++x) {
          for (std::size_t y = pb.first; y < pb.second; ++y) other = other && h[x].key != p[y].key;
        }
      }
      for (std::size_t x = hb.first; x < hb.second && !elsewhere; ++x) {
        for (std::size_t q = 0; q < p.size() && !elsewhere; ++q) elsewhere = name_word(p[q]) && p[q].key == h[x].key;
      }
      if (!any || !other || !elsewhere) continue;
      name_swapped = true;
      for (std::size_t j = 0; j < hc.size(); ++j) explained[j] = explained[j] || (hc[j] >= hb.first && hc[j] < hb.second);
      reasons.push_back(fmt::format("entity_elsewhere: {} of {}", h[k - 1].surface, h[hb.first].surface));
    }
  }

  // A name in another's slot: the claim's word and preposition before a name ("launched in
  // Sweden", "submit grades through the ClassTrack system") stand in the source before another
  // name the claim lacks ("launched first in Norway in 2021 and expanded to Denmark and Sweden";
  // "submit grades through the Gradewell portal, while attendance is recorded in the separate
  // ClassTrack system"), and nowhere before the claim's: not in a list with it ("in Bristol and
  // Exeter" / "in Exeter").
  if (!name_swapped) {
    auto slot_preposition = [](std::string_view w) {
      static constexpr std::string_view kPreps[] = {"in", "at", "to", "from", "through", "with", "into", "via", "near"};
      return std::find(std::begin(kPreps), std::end(kPreps), w) != std::end(kPreps);
    };
    // The name after the preposition at q, past "the" and lowercase words ("in the town of
    // Westbury"): its run, or none.
    auto name_after = [&](const std::vector<Tok>& t, std::size_t q) -> std::pair<std::size_t, std::size_t> {
      for (std::size_t m = q + 1; m < t.size() && m <= q + 4 && t[m].sentence == t[q].sentence; ++m) {
        if (name_word(t[m]) && !t[m].sentence_initial && !t[m].quoted && !is_weekday(t[m].lower)) return name_run(t, m);
        // (Not "to" before a verb: "agreed to sell Teralux Imaging".)
        if (t[m].kind != Kind::kWord || t[m].capitalised || t[m].lower == "and" || t[m].lower == "or" ||
            slot_preposition(t[m].lower) || (m == q + 1 && t[q].lower == "to" && !is_determiner(t[m].lower))) {
          break;
        }
      }
      return {npos, npos};
    };
    for (std::size_t q = 0; q < h.size() && !name_swapped; ++q) {
      if (!slot_preposition(h[q].lower)) continue;
      const auto x = name_after(h, q);
      const std::size_t g = slot_word(h, q);
      if (x.first == npos || g == npos) continue;
      bool own = false;
      const Tok* other = nullptr;
      for (std::size_t m = 0; m < p.size() && !own; ++m) {
        if (p[m].kind != Kind::kWord || p[m].key != h[g].key || !near_anchor(p[m].sentence)) continue;
        for (std::size_t r = m + 1; r < p.size() && r <= m + 3 && p[r].sentence == p[m].sentence; ++r) {
          if (p[r].lower != h[q].lower) {
            if (skippable(p[r].lower)) continue;
            break;
          }
          const auto y = name_after(p, r);
          if (y.first == npos) break;
          // The claim's name in the list the slot begins, or in the name's phrase ("in the Kingdom
          // of Ruel", "by Kingsway defender Kai Moreno", "to Obeno's capital, Ila-Oke").
          // (Past the name's run only "of", "the" and nouns: not "with Hallstatt FC after leaving
          // Linden City".)
          const auto in_phrase = [&](const Tok& w) {
            return w.lower == "of" || w.lower == "the" ||
                   (w.kind == Kind::kWord && w.content() && !w.capitalised && !verb_like(w) && !ing_form(w.lower));
          };
          for (std::size_t z = y.first; z < p.size() && p[z].sentence == p[m].sentence && !own; ++z) {
            if (!(name_word(p[z]) || p[z].lower == "and" || p[z].lower == "or" || (z < y.second + 4 && in_phrase(p[z])))) break;
            // (In the slot's own name only all of the claim's name counts, below: "Clareford
            // County" is not "Benton County".)
            for (std::size_t w = x.first; w < x.second && !own && z >= y.second; ++w) {
              own = name_word(p[z]) && (p[z].key == h[w].key || abbreviates(h[w], p, z)) && h[w].content();
            }
          }
          bool foreign = false, mine_all = true;
          for (std::size_t w = y.first; w < y.second; ++w) foreign = foreign || !claim_holds(p[w]);
          for (std::size_t w = x.first; w < x.second; ++w) {
            bool found = false;
            for (std::size_t z = y.first; z < y.second && !found; ++z) found = p[z].key == h[w].key || abbreviates(h[w], p, z);
            mine_all = mine_all && found;
          }
          own = own || mine_all;
          if (foreign && !mine_all && !other) other = &p[y.first];
          break;
        }
      }
      if (own || !other) continue;
      name_swapped = true;
      for (std::size_t j = 0; j < hc.size(); ++j) explained[j] = explained[j] || (hc[j] >= x.first && hc[j] < x.second);
      reasons.push_back(fmt::format("entity_elsewhere: {} vs {}", h[x.first].surface, other->surface));
    }
  }
  // A name of the claim from the other part of a sentence of two parts, each with its own name:
  // what the claim says with the name stands only in the other part, beside a name the claim
  // lacks ("Data for European users of Quorra Cloud is stored in Frankfurt, while data for users
  // in Asia is stored in Singapore" / "Quorra Cloud stores European users' data in Singapore";
  // "The Prism Award went to the Altis 9 Pro, beating the Vora X" / "The Vora X won the Prism
  // Award"); likewise the claim's subject, a common noun, from the other part than what the
  // claim says of it, whose own subject the claim lacks ("The landlord is responsible for
  // servicing the gas boiler, while the tenant must bleed the radiators" / "The tenant must
  // service the gas boiler": roles exchanged). Parts: cut at "while", "whereas", "but", "though",
  // "although", "rather than" and a clause that starts with a participle ("..., beating"). The
  // claim's words counted: content words other than the name's (not auxiliaries), found in the
  // sentence in one part only; none in the name's part, two at least in the other, which for a
  // name stands before the name's part.
  if (!name_swapped) {
    auto part_break = [&](std::size_t q) {
      const std::string& w = p[q].lower;
      const bool after_clause = q > 0 && p[q - 1].clause != p[q].clause;
      return contrast_conjunction(w) || w == "though" || w == "although" || w == "whilst" ||
             (w == "rather" && q + 1 < p.size() && p[q + 1].lower == "than") ||
             (after_clause && ing_form(w) && w != "including" && w != "excluding" && w != "according" && w != "following" &&
              w != "during" && w != "regarding");
    };
    auto title = [](const std::string& w) { return w == "dr" || w == "mr" || w == "mrs" || w == "ms" || w == "prof" || w == "st"; };
    // The claim's subject: the content word nearest before its first verb, in its clause (none
    // where that verb is a relative clause's: "The ruling that the panel reversed").
    std::size_t subject = npos;
    for (std::size_t v = 1; v < h.size() && subject == npos; ++v) {
      if (!(verb_like(h[v]) || is_auxiliary(h[v].lower)) || h[v].capitalised) continue;
      for (std::size_t q = v; q-- > 0 && h[q].clause == h[v].clause;) {
        if (h[q].content()) {
          subject = q;
          break;
        }
      }
      for (std::size_t q = 0; q < v && subject != npos; ++q) {
        if (h[q].lower == "that" || h[q].lower == "which" || h[q].lower == "who") subject = npos;
      }
      break;
    }
    // The anchor sentence [sb, se) and the part of each of its tokens.
    std::size_t sb = 0;
    while (sb < p.size() && p[sb].sentence != anchor) ++sb;
    std::size_t se = sb;
    while (se < p.size() && p[se].sentence == anchor) ++se;
    std::vector<int> part(se - sb);
    for (std::size_t q = sb + 1, n = 0; q < se; ++q) {
      if (part_break(q)) ++n;
      part[q - sb] = static_cast<int>(n);
    }
    // The first token of a part, past the word that cuts it ("while", "but").
    auto part_start = [&](int which) {
      std::size_t q = sb;
      while (q < se && part[q - sb] != which) ++q;
      if (q < se && !p[q].content() && q + 1 < se && part[q + 1 - sb] == which) ++q;
      return q;
    };
    for (std::size_t i = 0; i < hc.size() && !name_swapped; ++i) {
      const Tok& x = h[hc[i]];
      const bool is_name_word = name_word(x) && !x.sentence_initial && !title(x.lower);
      const bool noun = !is_name_word && hc[i] == subject && x.kind == Kind::kWord && !name_word(x);
      if (!(is_name_word || noun) || x.quoted || where[i].empty()) continue;
      // The claim's whole name (its run of name words), found in the anchor sentence only, and the
      // parts of that sentence.
      // (Plain variables: clang before 16 does not capture structured bindings.)
      const std::pair<std::size_t, std::size_t> run = is_name_word ? name_run(h, hc[i]) : std::pair{hc[i], hc[i] + 1};
      auto in_name = [&](std::size_t k) { return k >= run.first && k < run.second; };
      // (Every occurrence of it in that sentence, in one part: "... beat Carlow College ...,
      // reversing last year's result, when Carlow won" holds it on both sides.)
      bool elsewhere = false;  // (a word of the name elsewhere: "succeeding Robert Lindqvist ... studied under Lindqvist")
      for (std::size_t j = 0; j < hc.size(); ++j) {
        if (!in_name(hc[j])) continue;
        elsewhere = elsewhere || std::any_of(where[j].begin(), where[j].end(), [&](std::size_t q) { return p[q].sentence != anchor; });
      }
      if (elsewhere) continue;
      const std::size_t pos = where[i].front();
      const int own = part[pos - sb];
      if (std::any_of(where[i].begin(), where[i].end(), [&](std::size_t q) { return part[q - sb] != own; })) continue;
      // Per part, the claim's words found in this sentence in that part only.
      std::map<int, int> only;
      for (std::size_t j = 0; j < hc.size(); ++j) {
        if (in_name(hc[j]) || !h[hc[j]].content() || is_auxiliary(h[hc[j]].lower)) continue;  // (not "must")
        int one = -1;
        bool several = false;
        for (std::size_t q : where[j]) {
          if (q < sb || q >= se) continue;
          if (one >= 0 && one != part[q - sb]) several = true;
          one = part[q - sb];
        }
        if (one >= 0 && !several) ++only[one];
      }
      // (Not a part that says nothing of its own, "... available in France, but not yet in Germany".)
      bool own_words = false;
      for (std::size_t q = sb; q < se && !own_words; ++q) {
        own_words = part[q - sb] == own && q != pos && p[q].content() && !name_word(p[q]) && !claim_holds(p[q]);
      }
      // Nor a part without a subject of its own ("..., but is not yet available in Germany"),
      // whose words before its verb the first part says for both.
      const std::size_t first = part_start(own);
      const bool no_subject = first < se && (is_auxiliary(p[first].lower) || verb_like(p[first]));
      if (only.count(own) || !own_words || no_subject) continue;
      for (const auto& [other_part, n] : only) {
        // The other part before the name's: what the claim says stands first, the name after.
        if (n < 2 || (is_name_word && other_part >= own)) continue;
        // A name there that the claim lacks; for a noun, that part's subject, which the claim lacks.
        const Tok* other = nullptr;
        for (std::size_t q = sb; q < se && !other && is_name_word; ++q) {
          if (part[q - sb] == other_part && name_word(p[q]) && !p[q].sentence_initial && !claim_holds(p[q]) && !is_weekday(p[q].lower)) {
            other = &p[q];
          }
        }
        if (noun) {
          std::size_t last = npos;  // its last content word before its first verb
          for (std::size_t q = part_start(other_part); q < se && part[q - sb] == other_part; ++q) {
            if (verb_like(p[q]) || is_auxiliary(p[q].lower)) break;
            if (p[q].content()) last = q;
          }
          if (last != npos && p[last].kind == Kind::kWord && !claim_holds(p[last])) other = &p[last];
        }
        if (!other) continue;
        name_swapped = true;
        explained[i] = true;
        // (A noun's other party is the other part's doer: roles exchanged.)
        reasons.push_back(is_name_word ? fmt::format("entity_elsewhere: {} vs {}", x.surface, other->surface)
                                       : fmt::format("swapped_roles: {} / {}", x.surface, other->surface));
        break;
      }
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
    // A gerund right after a preposition is a verb too ("without speaking to" / "without talking to").
    auto gerund = [](const std::vector<Tok>& t, std::size_t k) {
      static constexpr std::string_view kPrepositions[] = {"without", "by", "after", "before", "while", "when",
                                                          "for", "of", "from", "about", "on", "since", "upon"};
      // And after a form of "be" ("is excavating the western drive" / "is boring the western drive").
      return ing_form(t[k].lower) && k > 0 &&
             (std::find(std::begin(kPrepositions), std::end(kPrepositions), t[k - 1].lower) != std::end(kPrepositions) ||
              is_be_form(t[k - 1].lower));
    };
    // A base form after a modal, or after "to" after a verb, is a verb too ("will give a solo
    // recital" / "will perform a solo recital", "plans to expand" / "plans to increase").
    auto verb_context = [](const std::vector<Tok>& t, std::size_t k) {
      if (k == 0 || t[k].capitalised) return false;
      const std::string& w = t[k - 1].lower;
      return is_modal(w) || (w == "to" && k >= 2 && verb_like(t[k - 2]));
    };
    if (u.kind != Kind::kWord || is_aligned_at(slot[0]) || u.capitalised != x.capitalised ||
        is_discourse_adverb(x.lower) || is_discourse_adverb(u.lower) ||
        // Two words of one direction ("a 0.8°C drop" / "a 0.8°C reduction").
        (direction_of(x.key) != 0 && direction_of(x.key) == direction_of(u.key)) ||
        // Synonyms in some sense ("an extra €25" / "an additional €25", "the back entrance" / "the
        // rear entrance") and conversives ("agreed to sell ... to" / "agreed to buy ... from").
        lex.loosely_related(x.key, u.key) ||
        // Words of two parts of speech, a rewording ("an extra $75" / "a premium of $75", "30 or
        // more days ahead" / "at least 30 days in advance"), unless opposites ("higher" /
        // "lower"); not for a name.
        (!(x.capitalised && !x.sentence_initial) && !lex.same_part_of_speech(x.key, u.key) && !lex.opposite(x.key, u.key)) ||
        // A name spelt another way keeps its first letter ("Tchaikovsky" / "Chaikovsky" aside):
        // "Marden" / "Halden" are two names.
        (spelling_variant(x.lower, u.lower) && (!x.capitalised || x.lower[0] == u.lower[0])) ||
        verb_like(x) || verb_like(u) || gerund(h, hc[i]) || gerund(p, slot[0]) || verb_context(h, hc[i]) || verb_context(p, slot[0])) {
      continue;
    }
    f[12] = 1;
    explained[i] = true;
    reasons.push_back(fmt::format("substitution: {} vs {}", x.surface, u.surface));
  }

  double z = kAlignBias;
  for (std::size_t k = 0; k < kNumFeatures; ++k) z += kAlignWeights[k] * f[k];
  a.prob = sigmoid(z);
  // Aligned but contradicted: a hard mismatch, and at most two unaligned words it does not
  // account for (align:v4 allowed none: on probes written by others, a paraphrased claim nearly
  // always keeps a word or two of its own beside the error, "The Free plan's limit is set to
  // increase to 30" / "will drop to 30"). Such minimal contradictions are too rare in the dev
  // labels for the fit to weigh them (it sees mostly claims that differ in many words), so they
  // cap the probability below the threshold instead; the dev cost of this rule is printed by
  // tools/train_align_judge.
  bool hard = false;
  for (std::size_t k : {4, 6, 7, 8, 9, 10, 12}) hard = hard || f[k] > 0;
  hard = hard || name_swapped;
  // Verbs do not count: paraphrases swap them freely ("reaches" / "has", "may bring" / "are
  // permitted", "leaving her out" / "her omission"); nor do modals and adverbs ("generally").
  auto verbal = [&](std::size_t k) {
    const Tok& t = h[k];
    if (verb_like(t) || is_modal(t.lower)) return true;
    if (t.capitalised && !t.sentence_initial) return false;
    return base_verb_after_modal(h, k) || ing_form(t.lower) ||
           ly_adverb(t.lower);
  };
  std::size_t residual = 0;
  for (std::size_t i = 0; i < hc.size(); ++i) residual += at[i] == npos && !explained[i] && !verbal(hc[i]);
  // A number, date or name put in place of the source's own is decisive with one more unaligned
  // word ("arrive within four days" / "receive your refund within four weeks"); on the dev labels
  // such pairs are 2 to 1 not fully supported, where the other detectors are 1 to 1.
  const bool replaced = f[4] > 0 || f[6] > 0 || name_swapped;
  a.contradicted = hard && (residual <= 2 || (replaced && residual <= 3));
  // A name the premise does not hold, in a claim whose other words all align.
  if (!own_names.empty() && residual <= own_names.size()) a.contradicted = true;
  // Aligned and uncontradicted: every content word of the claim aligned in the window and no
  // detector fired. The fit, weighing the premise's length and the chunks that hold part of a
  // claim, put such short pairs at the threshold; they are accepted instead (a floor just above
  // it, align_weights.inc: kAlignAcceptFloor).
  bool any_detector = name_swapped;
  for (std::size_t k = 4; k <= 12; ++k) any_detector = any_detector || f[k] > 0;
  a.aligned = !a.contradicted && unaligned == 0 && !any_detector;
  if (a.contradicted) a.prob = std::min(a.prob, kAlignVetoCap);
  if (a.aligned) a.prob = std::max(a.prob, kAlignAcceptFloor);
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

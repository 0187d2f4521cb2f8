// The align judge's tokeniser and the word predicates its stages share (align_tokens.h).
#include "judge/align_tokens.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <unordered_set>

#include "judge/lexical_judge.h"

namespace citeval::judge::align {

namespace {

bool is_alpha(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

}  // namespace

bool has_lowercase(std::string_view w) {
  return std::any_of(w.begin(), w.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

namespace {

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
      {"thousand", 1e3}, {"million", 1e6},  {"billion", 1e9},  {"trillion", 1e12},
      {"dual", 2}};  // ("dual fuel lines" / "two fuel lines")
  return m;
}

bool is_scale(double v) { return v >= 100 && (v == 100 || v == 1e3 || v == 1e6 || v == 1e9 || v == 1e12); }

}  // namespace

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

int month_number(std::string_view w) {
  for (int m = 0; m < 12; ++m) {
    if (kMonths[m] == w) return m + 1;
  }
  return 0;
}

int weekday_number(std::string_view w) {
  static constexpr std::string_view kDays[] = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"};
  if (w.ends_with("days")) w.remove_suffix(1);  // "on Sundays"
  const auto* it = std::find(std::begin(kDays), std::end(kDays), w);
  return it == std::end(kDays) ? 0 : static_cast<int>(it - std::begin(kDays)) + 1;
}

namespace {

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
    // (Not before a time zone: "closes at 6:00 p.m. GMT on 17 November".)
    static constexpr std::string_view kZones[] = {"GMT", "UTC", "BST", "CET", "CEST", "EET", "EST", "EDT", "CST", "CDT", "MST",
                                                  "MDT", "PST", "PDT", "ET",  "CT",   "MT",  "PT",  "AEST", "AEDT", "IST", "JST"};
    std::size_t z = n;
    while (z < s.size() && s[z] >= 'A' && s[z] <= 'Z') ++z;
    const bool zone = (z == s.size() || !is_alpha(static_cast<unsigned char>(s[z]))) &&
                      std::find(std::begin(kZones), std::end(kZones), s.substr(n, z - n)) != std::end(kZones);
    return !(meridiem && n > i + 1 && n < s.size() && s[n] >= 'A' && s[n] <= 'Z' && !zone);
  }
  std::string word(s.substr(b, i - b));
  for (char& ch : word) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  static constexpr std::string_view kTitles[] = {"mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "gen", "col",
                                                 "lt", "sgt", "gov", "sen", "rep", "rev", "mt", "ft", "vs"};
  if (word.size() == 1 || std::find(std::begin(kTitles), std::end(kTitles), word) != std::end(kTitles)) return true;
  // A company's "Inc." or "Ltd." before a word in lower case ("Valtaro Inc. acquired the firm").
  static constexpr std::string_view kCompany[] = {"inc", "ltd", "corp", "co", "plc", "llc"};
  if (std::find(std::begin(kCompany), std::end(kCompany), word) == std::end(kCompany)) return false;
  // (Or its possessive, or a comma after it: "Stillwater Tea Co.'s herbal line", "Fernleaf Gifts
  // Ltd., which pays".)
  if (i + 1 < s.size() && (s[i + 1] == '\'' || s[i + 1] == ',' || (i + 3 < s.size() && s.substr(i + 1, 3) == "\xE2\x80\x99"))) return true;
  const std::size_t n = next_char();
  return n < s.size() && s[n] >= 'a' && s[n] <= 'z';
}

}  // namespace

std::pair<std::size_t, std::size_t> sentence_span(const std::vector<Tok>& t, std::size_t q) {
  std::size_t b = q, e = q + 1;
  while (b > 0 && t[b - 1].sentence == t[q].sentence) --b;
  while (e < t.size() && t[e].sentence == t[q].sentence) ++e;
  return {b, e};
}

std::pair<std::size_t, std::size_t> clause_span(const std::vector<Tok>& t, std::size_t q) {
  std::size_t b = q, e = q + 1;
  while (b > 0 && t[b - 1].sentence == t[q].sentence && t[b - 1].clause == t[q].clause) --b;
  while (e < t.size() && t[e].sentence == t[q].sentence && t[e].clause == t[q].clause) ++e;
  return {b, e};
}

std::pair<std::size_t, std::size_t> name_run(const std::vector<Tok>& t, std::size_t q) {
  std::size_t b = q, e = q + 1;
  while (b > 0 && t[b - 1].sentence == t[q].sentence && name_word(t[b - 1])) --b;
  while (e < t.size() && t[e].sentence == t[q].sentence && name_word(t[e])) ++e;
  return {b, e};
}

std::pair<std::size_t, std::size_t> name_run_through_of(const std::vector<Tok>& t, std::size_t q) {
  auto [b, e] = name_run(t, q);
  while (b >= 2 && t[b - 1].lower == "of" && name_word(t[b - 2]) && t[b - 2].sentence == t[q].sentence) b = name_run(t, b - 2).first;
  while (e + 1 < t.size() && t[e].lower == "of" && name_word(t[e + 1]) && t[e + 1].sentence == t[q].sentence) e = name_run(t, e + 1).second;
  return {b, e};
}

namespace {

bool is_negation_word(std::string_view w) {
  static constexpr std::string_view kNeg[] = {"not",  "no",      "never",   "without", "none",
                                              "nobody", "nothing", "neither", "nor",     "cannot", "nowhere"};
  return std::find(std::begin(kNeg), std::end(kNeg), w) != std::end(kNeg);
}

}  // namespace

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

namespace {

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
// (AttributionBench) cross-validated AUC points on the dev labels. "oz" (an ounce) moves no dev pair.
std::string_view unit_word(std::string_view w) {
  static constexpr std::string_view kUnits[][2] = {
      {"km", "kilometre"}, {"kg", "kilogram"}, {"cm", "centimetre"}, {"mm", "millimetre"},
      {"kw", "kilowatt"},  {"mw", "megawatt"}, {"gw", "gigawatt"}, {"oz", "ounce"}};
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

}  // namespace

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
  if (dx == 0 || dy == 0) return false;
  if (dx != dy) {
    // Four weeks a month ("within four weeks" / "within a month"), whole months only: the pairs of
    // the two dimensions of time (calendar months, and seconds) that a paraphrase swaps.
    const std::string_view tx = time_unit_of(x.unit), ty = time_unit_of(y.unit);
    // And thirty days ("stores 90 days of ... data" / "keeps three months of readings").
    auto month_of = [](const Tok& m, const Tok& o, double per) {
      return m.value >= 1 && std::floor(m.value) == m.value && o.value == per * m.value;
    };
    return (tx == "month" && ty == "week" && month_of(x, y, 4)) || (ty == "month" && tx == "week" && month_of(y, x, 4)) ||
           (tx == "month" && ty == "day" && month_of(x, y, 30)) || (ty == "month" && tx == "day" && month_of(y, x, 30));
  }
  const double a = x.value * sx, b = y.value * sy;
  return std::fabs(a - b) <= 1e-6 * std::max(std::fabs(a), std::fabs(b));
}

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

namespace {

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

// Words that introduce a time of day ("at 17:00", "until ten past nine", "by a quarter to six").
bool introduces_time(std::string_view w) {
  return w == "at" || w == "until" || w == "till" || w == "by" || w == "before" || w == "after" || w == "around" || w == "about";
}

// Words that may follow a time of day told in words ("ten past nine in the evening", "a quarter to
// six o'clock").
bool is_clock_tail(std::string_view w) {
  return w == "evening" || w == "morning" || w == "afternoon" || w == "night" || w == "o" || w == "am" || w == "pm";
}

}  // namespace

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

namespace {

// A time of day written as hours (and minutes after a point: "3.30") with "am" or "pm", in hours
// from midnight ("3.30" pm: 15.5; "12" am: 0).
double clock_hours(double written, bool pm) {
  const double hours = std::floor(written), minutes = std::round((written - hours) * 100);
  return std::fmod(hours, 12) + (pm ? 12 : 0) + minutes / 60.0;
}

}  // namespace

bool contrast_at(const std::vector<Tok>& t, std::size_t k) {
  if (!contrast_conjunction(t[k].lower)) return false;
  if (t[k].lower != "while" || k + 1 >= t.size()) return true;
  const std::string_view next = t[k + 1].lower;
  return !(ing_form(next) || is_adjunct_preposition(next) || next == "under" || next == "away");
}

bool no_longer_at(const std::vector<Tok>& t, std::size_t k) {
  using namespace std::string_view_literals;
  if (k == 0 || k >= t.size() || std::string_view(t[k].lower) != "longer"sv) return false;
  const std::string_view before = t[k - 1].lower;
  return before == "no"sv || before == "not"sv;
}

bool is_price_key(const std::string& key) {
  static const std::string kCost = AlignLexicon::builtin().key("cost"), kCharge = AlignLexicon::builtin().key("charge"),
                           kFee = AlignLexicon::builtin().key("fee");
  return !key.empty() && (key == kCost || key == kCharge || key == kFee);
}

const std::string& times_count_unit() {
  static const std::string unit = AlignLexicon::builtin().key("times");
  return unit;
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
        // (Or a word of a time after it: "ahead of the 10:30 start", "the 7:15 train".)
        std::size_t we = q;
        while (we < n && is_alpha(static_cast<unsigned char>(s[we]))) ++we;
        static constexpr std::string_view kAfter[] = {"start", "finish", "departure", "arrival", "train", "flight",
                                                      "bus", "ferry", "showing", "screening", "session", "deadline",
                                                      "kickoff", "slot", "appointment", "curfew"};
        std::string next_word(s.substr(q, we - q));
        for (char& ch : next_word) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        const bool time_noun = std::find(std::begin(kAfter), std::end(kAfter), next_word) != std::end(kAfter);
        const double minutes = (s[j + 1] - '0') * 10 + (s[j + 2] - '0');
        if (minutes < 60 && (after_word || after_clock || meridiem || time_noun)) {
          if (meridiem && t.value <= 12) t.value = std::fmod(t.value, 12) + (lower_at(q) == 'p' ? 12 : 0);
          // (Without "am" or "pm", "7:30" in a claim may be either half of the day; see
          // Tok::bare_clock.)
          t.bare_clock = !meridiem && t.value < 13;
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
      // "no-shows", "a no-spray designation": a compound noun, no negation.
      if (t.lower == "no" && t.hyphen_after) t.negation = false;
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
      // "zero" before a noun is the determiner "no" ("saw zero bikes stolen" / "no bikes were
      // stolen"): a negation, as the source's.
      // (Not "sub-zero".)
      if (t.lower == "zero" && k + 1 < out.size() && out[k + 1].kind == Kind::kWord && !out[k + 1].stopword &&
          out[k + 1].sentence == t.sentence && !(k > 0 && out[k - 1].hyphen_after)) {
        t.lower = "no";
        t.key = lex.key("no");
        t.stopword = t.negation = true;
        continue;
      }
      // "every hour and a half": 1.5 hours (the unit word moves after the number; with an article,
      // "an hour and a half", above).
      if (k > 0 && !article(k - 1) && out[k - 1].kind == Kind::kWord && unit_at(k) && k + 3 < out.size() &&
          out[k + 1].lower == "and" && article(k + 2) && (out[k + 3].lower == "half" || out[k + 3].lower == "quarter")) {
        const bool quarter = out[k + 3].lower == "quarter";
        Tok unit = t;
        unit.hyphen_after = false;
        t.kind = Kind::kNumber;
        t.value = quarter ? 1.25 : 1.5;
        t.surface += quarter ? " and a quarter" : " and a half";
        t.key.clear();
        t.stopword = t.year = t.has_opposite = false;
        out[k + 1] = std::move(unit);
        out[k + 2].removed = out[k + 3].removed = true;
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
      // A scale word on its own is its value ("a hundred years", "the Hundred Years' War"); a
      // baker's dozen is thirteen.
      v = t.lower == "dozen" && k > 0 && out[k - 1].lower.starts_with("baker") && out[k - 1].possessive ? 13 : it->second;
      t.kind = Kind::kNumber;
      t.key.clear();
      t.stopword = false;
    } else {
      continue;
    }
    double total = 0.0, current = v;
    const bool digits = !t.surface.empty() && t.surface.back() >= '0' && t.surface.back() <= '9';
    std::size_t m = k + 1;
    for (; m < out.size(); ++m) {
      const Tok& u = out[m];
      if (u.kind != Kind::kWord || u.clause != t.clause) break;  // "at 53, five years before"
      // "four and a half": 4.5; "two and a quarter": 2.25. (Not figures before a singular noun, "a
      // half day" of its own: "a full day is priced at $38 and a half day at $24".)
      const bool half_unit = digits && m + 3 < out.size() && out[m + 3].kind == Kind::kWord && out[m + 3].content() &&
                             out[m + 3].clause == t.clause && !out[m + 3].lower.ends_with("s");
      if (u.lower == "and" && m + 2 < out.size() && out[m + 1].lower == "a" &&
          (out[m + 2].lower == "half" || out[m + 2].lower == "quarter") && total + current < 1e6 && !half_unit) {
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
      // "two dozen": 24 (not "a dozen", read above, nor "twenty dozen").
      if (u.lower == "dozen") {
        if (total != 0 || current < 2 || current >= 20) break;
        current *= 12;
      } else if (is_scale(it->second)) {
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
    auto colon_clock = [](const Tok& u) { return u.clock && u.surface.find(':') != std::string::npos; };
    const bool colon = colon_clock(t);
    if (t.kind != Kind::kNumber || (t.clock && !colon) || std::floor(t.value) > (colon ? 24 : 12) || t.sentence != out[k + 1].sentence) {
      continue;
    }
    const std::string& w = out[k + 1].lower;
    const bool dotted = (w == "a" || w == "p") && k + 2 < out.size() && out[k + 2].lower == "m";
    // The part of the day in words after a whole hour: "from 7 in the morning until 9 at night"
    // (at night: 6 to 11 after noon, else before: "2 at night").
    auto word_after = [&](std::size_t q) -> std::string_view {
      return q < out.size() && out[q].sentence == t.sentence ? std::string_view(out[q].lower) : std::string_view();
    };
    const std::string_view part = w == "in" && word_after(k + 2) == "the" ? word_after(k + 3) : w == "at" ? word_after(k + 2) : "";
    // (Digits, or a word that ends the phrase, "between half past seven in the morning and four in the
    // afternoon"; not "half past nine in the morning", read below, nor "three in the morning session".)
    const std::size_t part_end = k + (w == "in" ? 4 : 3);
    const bool ends_phrase = part_end >= out.size() || out[part_end].sentence != t.sentence || !out[part_end].content() ||
                             out[part_end].kind != Kind::kWord;
    const bool digits = !t.surface.empty() && is_digit(static_cast<unsigned char>(t.surface[0]));
    const bool said_alone = ends_phrase && !(k > 0 && (out[k - 1].lower == "past" || out[k - 1].lower == "to"));
    const bool worded_part = !colon && t.unit.empty() && std::floor(t.value) == t.value && t.value >= 1 && t.value <= 12 &&
                             !t.surface.empty() && (digits || said_alone) &&
                             (part == "morning" || part == "afternoon" || part == "evening" || (part == "night" && w == "at"));
    if (w != "am" && w != "pm" && !dotted && !worded_part) continue;
    const bool pm = worded_part ? part == "afternoon" || part == "evening" || (part == "night" && t.value >= 6 && t.value < 12)
                                : w[0] == 'p';
    if (!colon) t.value = clock_hours(t.value, pm);
    t.clock = true;
    t.year = false;
    for (std::size_t q = k + 1; q <= k + (worded_part ? (w == "in" ? 3 : 2) : dotted ? 2 : 1); ++q) {
      out[q].stopword = true;
      out[q].key.clear();
    }
    // A range's first end without its own "am" or "pm" takes the second's ("between 3 and 6
    // p.m.", "from 7:30 to 9:00 pm", "3-6 pm"), or the other half of the day where that would
    // put it after the second ("from 11 to 2 pm": 11 am).
    const bool joined = k >= 1 && out[k - 1].kind == Kind::kNumber && out[k - 1].hyphen_after;
    const bool worded = k >= 2 && (out[k - 1].lower == "to" || out[k - 1].lower == "and" || out[k - 1].lower == "until" ||
                                   out[k - 1].lower == "till" || out[k - 1].lower == "through");
    Tok& first = out[joined ? k - 1 : k >= 2 ? k - 2 : k];
    const bool first_colon = colon_clock(first);
    if ((joined || worded) && &first != &t && first.kind == Kind::kNumber && first.sentence == t.sentence &&
        (!first.clock || (first_colon && first.bare_clock)) && !first.surface.empty() &&
        std::isdigit(static_cast<unsigned char>(first.surface[0])) &&  // (not "half past eight", read below)
        !first.year && first.unit.empty() && std::floor(first.value) <= 12 && first.value > 0) {
      // (A colon's value is in hours already: "7:30" is 7.5.)
      auto at_half = [&](bool in_pm) { return first_colon ? std::fmod(first.value, 12) + (in_pm ? 12 : 0) : clock_hours(first.value, in_pm); };
      first.value = at_half(pm) > t.value ? at_half(false) : at_half(pm);
      first.clock = true;
      first.bare_clock = false;
      first.year = false;
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
      // "the past decade", "the last century": one of them, 10 or 100 years ("over the past decade"
      // / "over the last ten years"; not "the last decade of the century", a period).
      if ((w == "past" || w == "last") && k > 0 && out[k - 1].lower == "the" &&
          (word_at(k + 1) == "decade" || word_at(k + 1) == "century") && word_at(k + 2) != "of") {
        make_number(t, 1, "");
        t.surface += " " + out[k + 1].surface;  // (what a reason names: "five vs past decade")
        continue;
      }
      if (w == "a" || w == "an") {
        // ("for a full day", "within an entire week": the unit's.)
        const std::string_view adj = word_at(k + 1);
        const bool whole = (adj == "full" || adj == "whole" || adj == "entire") && k + 2 < out.size() && out[k + 2].kind == Kind::kWord &&
                           unit_scale(out[k + 2].key).first != 0;
        const std::size_t uk = whole ? k + 2 : k + 1;
        const std::string_view u = word_at(uk);
        if (u == "decade" || u == "century" || u == "fortnight") {
          make_number(t, 1, "");  // the unit pass below makes it 10 years, 100 years, 2 weeks
          continue;
        }
        // A length of time after a word that measures one ("within a day" / "within 24 hours",
        // "for a week"; not a rate, "twice a day", "$5 a month").
        // (Nor "for a day pass", "for a week of tests": the unit word ends the phrase.)
        // (And "than" after a comparative of length, "longer than an hour"; not a bound on a
        // count, "less than a week", "fewer than a year earlier", which the number test reads.)
        static constexpr std::string_view kSpan[] = {"within", "for",   "in",    "after", "over",          "about",
                                                     "nearly", "almost", "least", "under", "around", "roughly", "approximately"};
        auto span_word = [&](std::size_t q) {
          if (out[q].lower == "than") {
            const std::string_view c = q > 0 ? std::string_view(out[q - 1].lower) : "";
            return c.size() > 4 && c.ends_with("er") && c != "fewer";
          }
          return std::find(std::begin(kSpan), std::end(kSpan), out[q].lower) != std::end(kSpan);
        };
        // (Or the clause ends: "within a month, although about a quarter had not".)
        // (Or an adverb of time follows: "for a day ahead of a session", "a week beforehand".)
        static constexpr std::string_view kAfterSpan[] = {"ahead", "beforehand", "before", "earlier", "later", "prior", "afterwards", "ago"};
        // (And "of" before a determiner or a pronoun: "within a day of it", "within a week of the
        // start"; not "a week of tests".)
        auto of_it = [&] {
          if (uk + 2 >= out.size() || out[uk + 1].lower != "of") return false;
          const std::string_view d = out[uk + 2].lower;
          return is_determiner(d) || d == "it" || d == "them" || d == "its" || d == "their" || d == "your";
        };
        // (A possessive's noun after it, after a bound: "with under a day's notice"; not "for a
        // year's membership", which is annual.)
        auto bound_possessive = [&] {
          if (!out[uk].possessive || k == 0) return false;
          const std::string_view b = out[k - 1].lower;
          return b == "under" || b == "within" || b == "around" || b == "about" || b == "nearly" || b == "almost" || b == "least";
        };
        const bool ends = uk + 1 >= out.size() || out[uk + 1].kind != Kind::kWord || bound_possessive() ||
                          (out[uk + 1].stopword && out[uk + 1].lower != "of") || of_it() || out[uk + 1].sentence != t.sentence ||
                          out[uk + 1].clause != out[uk].clause ||
                          std::find(std::begin(kAfterSpan), std::end(kAfterSpan), out[uk + 1].lower) != std::end(kAfterSpan);
        // (Or "or more" and a word of lead time after it: "cancel a day or more ahead"; not "staying
        // a week or longer", which "seven nights" says in another unit.)
        const bool or_more = uk + 3 < out.size() && out[uk + 1].lower == "or" && (out[uk + 2].lower == "more" || out[uk + 2].lower == "longer") &&
                             (out[uk + 3].lower == "ahead" || out[uk + 3].lower == "before" || out[uk + 3].lower == "beforehand" ||
                              out[uk + 3].lower == "earlier" || out[uk + 3].lower == "in");
        // (Not "for" after a price, a rate: "costs £1,450 for a week" / "£1,450 per week".)
        const bool priced = k >= 3 && out[k - 1].lower == "for" && out[k - 2].kind == Kind::kNumber && out[k - 3].kind == Kind::kCurrency;
        if ((u == "minute" || u == "hour" || u == "day" || u == "week" || u == "month" || u == "year") && k > 0 && ends &&
            (span_word(k - 1) || or_more) && !priced) {
          make_number(t, 1, "");
          if (whole) absorb(k, k + 1);
          t.surface += " " + out[uk].surface;  // (the reason names "an hour")
          continue;
        }
        // (Not "by a quarter of a percentage point": a part of a unit.)
        const bool of_one = word_at(k + 2) == "of" && (word_at(k + 3) == "a" || word_at(k + 3) == "an");
        if (const double d = denominator(u); !whole && d > 2 && !of_one && (word_at(k + 2) == "of" || after_by(k))) {
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
      // Multiples: "three times as many", "3 times the size", and a rate ("two times a week", "3
      // times per season"); not a count of occasions ("launched 46 times last year"), which keeps
      // "times" as its unit (times_count_unit), in the number's token as a multiple's is.
      static const std::unordered_set<std::string_view> kMultipleAfter = {
          "as", "the", "that", "what", "its", "their", "his", "her", "this", "a", "an", "per", "each", "every", "more", "less", "fewer",
          "higher", "lower", "larger", "bigger", "smaller", "greater", "faster", "slower", "longer", "shorter", "cheaper", "wider",
          "taller", "heavier", "stronger", "older", "louder", "brighter", "deeper", "over", "above", "daily", "weekly", "monthly",
          "yearly", "annually", "hourly", "nightly"};
      if (t.kind == Kind::kWord) {
        if (const auto it = kMultiples.find(w); it != kMultiples.end()) make_number(t, it->second, std::string(kTimesUnit));
        continue;
      }
      if (t.kind != Kind::kNumber || t.year || t.clock || !t.unit.empty()) continue;
      if (word_at(k + 1) == "times" && t.value > 1) {
        t.unit = kMultipleAfter.count(word_at(k + 2)) > 0 ? std::string(kTimesUnit) : times_count_unit();
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
      // (Past "or more", "or fewer", "or less": "two or more days ahead" is a number of days.)
      const bool or_more = k + 3 < out.size() && out[k + 1].lower == "or" &&
                           (out[k + 2].lower == "more" || out[k + 2].lower == "fewer" || out[k + 2].lower == "less") &&
                           out[k + 3].kind == Kind::kWord && is_unit_key(out[k + 3].key);
      const std::size_t ui = or_more ? k + 3 : k + 1;  // the unit's word
      const Tok& u = out[ui];
      if (u.kind == Kind::kPercent || (u.lower == "per" && ui + 1 < out.size() && out[ui + 1].lower == "cent")) {
        t.unit = "percent";
        t.year = false;
      } else if (u.kind == Kind::kWord && !u.stopword && u.sentence == t.sentence && !is_month(u.lower)) {
        // (Past an adjective of price before a unit: "60 free minutes", "10 extra days".)
        static constexpr std::string_view kPriced[] = {"free", "extra", "additional", "bonus"};
        if (ui + 1 < out.size() && std::find(std::begin(kPriced), std::end(kPriced), u.lower) != std::end(kPriced) &&
            out[ui + 1].kind == Kind::kWord && is_unit_key(out[ui + 1].key) && out[ui + 1].sentence == t.sentence) {
          t.unit = out[ui + 1].key;
          continue;
        }
        // Decades and centuries are counted in years ("three decades" / "thirty years"), whole
        // years of months in years ("within 12 months" / "within a year"), whole weeks of days in
        // weeks ("14 days" / "two weeks"), whole hours of minutes in hours.
        static const std::string kDecade = lex.key("decade"), kCentury = lex.key("century"), kYear = lex.key("year"),
                                 kMonth = lex.key("month"), kDay = lex.key("day"), kWeek = lex.key("week"),
                                 kMinute = lex.key("minute"), kHour = lex.key("hour"), kDollar = lex.key("dollar"),
                                 kEuro = lex.key("euro"), kPound = lex.key("pound"), kFortnight = lex.key("fortnight");
        if ((u.key == kDecade || u.key == kCentury) && !t.ordinal) {  // (not "the 19th century")
          t.value *= u.key == kDecade ? 10 : 100;
          out[ui].key = kYear;
        }
        if (u.key == kFortnight) {
          t.value *= 2;
          out[ui].key = kWeek;
        }
        auto whole = [&](const std::string& from, double per, const std::string& to) {
          if (out[ui].key != from || t.value < per || std::fmod(t.value, per) != 0) return;
          t.value /= per;
          t.surface += " " + out[ui].surface;  // the reason names what was written
          out[ui].key = to;
          t.year = false;
        };
        whole(kMonth, 12, kYear);
        whole(kDay, 7, kWeek);
        whole(kMinute, 60, kHour);
        t.unit = out[ui].key;
        // "sixteen dollars" is "$16", "420 million euros" "€420 million", "1.4 million pounds"
        // "£1.4 million" (a weight in pounds reads as money too: either both sides or neither).
        if (u.key == kDollar || u.key == kEuro || u.key == kPound) {
          t.unit = u.key == kDollar ? "$" : u.key == kEuro ? "EUR" : "GBP";
          out[ui].stopword = true;
          t.year = false;
          // "30 euro cents": €0.30.
          if (ui + 1 < out.size() && (out[ui + 1].lower == "cents" || out[ui + 1].lower == "cent") && out[ui + 1].sentence == t.sentence) {
            t.value /= 100;
            out[ui + 1].stopword = true;
            out[ui + 1].key.clear();
          }
        }
      }
    }
  }
  // A length in two units is one ("3 hours and 30 minutes" / "three and a half hours", "1 year and
  // 6 months" / "18 months"): the first number takes the second's share.
  // (With or without the "and": "19 hours 42 minutes".)
  for (std::size_t k = 0; k + 3 < out.size(); ++k) {
    Tok& a = out[k];
    const std::size_t j = out[k + 2].lower == "and" ? k + 3 : k + 2;
    if (j + 1 >= out.size()) continue;
    const Tok& b = out[j];
    if (a.kind != Kind::kNumber || b.kind != Kind::kNumber || a.year || b.year || a.unit.empty() || b.unit.empty() ||
        a.sentence != b.sentence || out[k + 1].key != a.unit || out[j + 1].key != b.unit) {
      continue;
    }
    const auto [da, sa] = unit_scale(a.unit);
    const auto [db, sb] = unit_scale(b.unit);
    if (da == 0 || da != db || sb >= sa) continue;
    a.value += b.value * sb / sa;
    a.surface += " " + out[k + 1].surface + (j == k + 3 ? " and " : " ") + b.surface + " " + out[j + 1].surface;
    for (std::size_t q = k + 2; q <= j + 1; ++q) out[q].removed = true;
  }
  std::erase_if(out, [](const Tok& t) { return t.removed; });
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
  for (std::size_t k = 0; k < out.size(); ++k) {
    // "is unable to ship": cannot ship, a cue of its own ("unable" is a negative word elsewhere).
    if (out[k].lower == "unable"sv && k + 1 < out.size() && out[k + 1].lower == "to"sv) {
      out[k].negation = out[k].stopword = true;
      out[k].has_opposite = false;
    }
    // "ever since it opened": all the time since, no opposite of "never" ("has never permitted
    // spearfishing since it opened" / "has been banned ever since it opened").
    const bool ever_since = out[k].lower == "ever"sv && k + 1 < out.size() && out[k + 1].lower == "since"sv;
    // "29 the year before", a clause's last word: the year earlier, no order of two events ("38
    // teams this year, up from 29 last year, after organizers lowered the fee").
    const bool the_year_before = out[k].lower == "before"sv && k >= 2 && out[k - 2].lower == "the"sv && is_time_noun(out[k - 1].lower) &&
                                 (k + 1 == out.size() || out[k + 1].sentence != out[k].sentence || out[k + 1].clause != out[k].clause);
    // "and finally applies a waterproof wax": its last step ("The last step ... is a coat of
    // waterproof wax"), no opposite of its own.
    if (out[k].lower == "finally"sv) {
      out[k].key = lex.key("last");
      out[k].has_opposite = false;
    }
    if (the_year_before) {
      out[k].lower = out[k].key = "previously";
      out[k].stopword = true;
    }
    // "works more quickly": the comparative of the adverb after it ("is faster and produces less
    // shrinkage"), no amount against "less"; not of an adjective, "more likely".
    const bool more_ly = (out[k].lower == "more"sv || out[k].lower == "less"sv) && k + 1 < out.size() && out[k + 1].lower.size() > 4 &&
                         out[k + 1].lower.ends_with("ly") && out[k + 1].sentence == out[k].sentence && lex.adverb_only(out[k + 1].key);
    // "a small number of", "a large share of": how many, no size ("only a small number of the hermit
    // crabs ... exceeded 3 centimeters" / "Few of the hermit crabs ... were larger than 3
    // centimeters").
    const bool amount = (out[k].lower == "small"sv || out[k].lower == "large"sv) && k + 1 < out.size() &&
                        (out[k + 1].lower == "number"sv || out[k + 1].lower == "share"sv || out[k + 1].lower == "proportion"sv ||
                         out[k + 1].lower == "minority"sv || out[k + 1].lower == "majority"sv || out[k + 1].lower == "percentage"sv);
    if (ever_since || the_year_before || more_ly || amount) out[k].has_opposite = false;
    // "to the end of March": late March ("from mid-December to the end of March" / "between
    // mid-December and late March"); "the beginning of March", "the start of": early March.
    const std::string_view w = out[k].lower;
    if ((w == "end"sv || w == "beginning"sv || w == "start"sv) && k + 2 < out.size() && out[k + 1].lower == "of"sv &&
        is_month(out[k + 2].lower)) {
      out[k].key = lex.key(w == "end"sv ? "late" : "early");
      out[k].has_opposite = lex.has_opposite(out[k].key);
      out[k + 1].stopword = true;
    }
  }
  // A phrasal verb read as the one word it means ("will go up by 4.99%" / "will rise by 4.99%",
  // "get off the train at Port Ellis" / "leave the train", "turned down a proposal" / "rejected",
  // "visibility got worse" / "visibility worsened"),
  // its particle a stopword; "a minimum of" / "at least" and "a maximum of" / "at most" likewise.
  // (Written out here: WordNet's multi-word verbs are not in the lexicon's single-word tables.)
  struct Phrasal {
    std::string_view verb, particle, means;
  };
  static constexpr Phrasal kPhrasal[] = {
      {"go", "up", "rise"},       {"go", "down", "fall"},      {"get", "off", "leave"},   {"turn", "into", "convert"},
      {"turn", "down", "reject"}, {"call", "off", "cancel"},   {"put", "off", "postpone"}, {"set", "up", "establish"},
      {"shut", "down", "close"},  {"find", "out", "discover"}, {"sign", "up", "register"}, {"pick", "up", "collect"},
      {"get", "worse", "worsen"}};
  // The verbs' and meanings' keys, looked up once.
  static const auto kPhrasalKeys = [&lex] {
    std::array<std::pair<std::string, std::string>, std::size(kPhrasal)> keys;
    for (std::size_t n = 0; n < keys.size(); ++n) keys[n] = {lex.key(kPhrasal[n].verb), lex.key(kPhrasal[n].means)};
    return keys;
  }();
  for (std::size_t k = 0; k + 1 < out.size(); ++k) {
    Tok& t = out[k];
    const std::string_view next = out[k + 1].lower;
    if (t.kind != Kind::kWord || out[k + 1].sentence != t.sentence || next.size() < 2 || next.size() > 6) continue;
    // (Not one of two ways: "would get worse or better".)
    if (next == "worse"sv && k + 2 < out.size() && out[k + 2].lower == "or"sv) continue;
    // (The verb's "-ing" form too, whose key may be a noun's: "prices are going up", "shutting
    // down"; looked up only before a particle of the table.)
    const bool particle = std::any_of(std::begin(kPhrasal), std::end(kPhrasal), [&](const Phrasal& ph) { return ph.particle == next; });
    std::string ing_key;
    if (particle && t.lower.size() >= 5 && t.lower.ends_with("ing")) {
      std::string stem = t.lower.substr(0, t.lower.size() - 3);
      if (stem.size() >= 3 && stem[stem.size() - 1] == stem[stem.size() - 2]) stem.pop_back();
      ing_key = lex.key(stem);
    }
    for (std::size_t n = 0; n < std::size(kPhrasal) && particle; ++n) {
      if (next != kPhrasal[n].particle || (t.key != kPhrasalKeys[n].first && ing_key != kPhrasalKeys[n].first)) continue;
      t.key = kPhrasalKeys[n].second;
      t.has_opposite = lex.has_opposite(t.key);
      t.stopword = false;
      out[k + 1].stopword = true;
      break;
    }
    const std::string_view w = t.lower;
    if ((w == "minimum"sv || w == "maximum"sv) && next == "of"sv) t.key = lex.key(w == "minimum"sv ? "least" : "most");
  }
  // "Starting June 1", "beginning on Monday", "effective 1 April": a preposition before a date
  // (from then on), not the verb "start" with its opposite "stop" ("Starting June 1, Pinecone
  // Café will no longer accept cash" / "From June 1, ... will stop taking cash").
  for (std::size_t k = 0; k + 1 < out.size(); ++k) {
    Tok& t = out[k];
    if (t.kind != Kind::kWord || (t.lower != "starting" && t.lower != "beginning" && t.lower != "effective")) continue;
    std::size_t d = k + 1;
    if ((out[d].lower == "on" || out[d].lower == "in" || out[d].lower == "from") && d + 1 < out.size()) ++d;
    const Tok& date = out[d];
    // (A bare number only for "starting" and "beginning": "effective 90% of the time" is the
    // adjective, "effective 1 April" the date.)
    const bool day_of_month = date.kind == Kind::kNumber && d + 1 < out.size() && month_word(out[d + 1]);
    const bool dated = month_word(date) || is_weekday(date.lower) || day_of_month || date.lower == "today" ||
                       date.lower == "tomorrow" || date.lower == "next" || date.lower == "this" ||
                       (date.kind == Kind::kNumber && t.lower != "effective");
    if (!dated || date.sentence != t.sentence) continue;
    t.stopword = true;
    t.has_opposite = false;
  }
  return out;
}

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

bool holds_word(const std::vector<Tok>& t, std::size_t b, std::size_t e, const Tok& w) {
  for (std::size_t q = b; q < e; ++q) {
    if (t[q].kind == Kind::kWord && t[q].key == w.key) return true;
  }
  return false;
}

bool same_spelling(std::string_view a, std::string_view b) {
  if (a.size() > b.size()) std::swap(a, b);
  return a.size() >= 3 && a.size() + 1 == b.size() && b.ends_with("er") && a.ends_with("r") &&
         a.substr(0, a.size() - 1) == b.substr(0, b.size() - 2);
}

bool same_clock(const Tok& x, const Tok& y) {
  if (!x.clock || !y.clock) return false;
  if (same_value(x.value, y.value)) return true;
  return (x.half_day || y.half_day) && same_value(std::fmod(x.value, 12), std::fmod(y.value, 12));
}

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

bool is_modal(std::string_view w) {
  static constexpr std::string_view kModal[] = {"can", "could", "will", "would", "may", "might", "must",
                                                "should", "shall", "need", "did", "does", "do"};
  return std::find(std::begin(kModal), std::end(kModal), w) != std::end(kModal);
}

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

int direction_of(const std::string& key) {
  static const auto classes = [] {
    const AlignLexicon& l = AlignLexicon::builtin();
    std::vector<std::string> up, down;
    for (std::string_view w : {"more", "over", "above", "higher", "greater", "larger", "up", "exceed", "rise", "increase",
                               "raise", "grow", "climb", "gain", "jump", "soar"}) {
      up.push_back(l.key(w));
    }
    for (std::string_view w : {"less", "fewer", "under", "below", "lower", "smaller", "down", "lose", "fall",
                               "decrease", "decline", "drop", "reduce", "reduction", "cut", "shrink", "plunge", "dip", "slump"}) {
      down.push_back(l.key(w));
    }
    return std::make_pair(up, down);
  }();
  const auto& [up, down] = classes;
  return std::find(up.begin(), up.end(), key) != up.end()       ? 1
         : std::find(down.begin(), down.end(), key) != down.end() ? -1
                                                                  : 0;
}

bool base_verb_after_modal(const std::vector<Tok>& t, std::size_t k, bool to_after_verb) {
  for (std::size_t back = 1; back <= 2 && back <= k; ++back) {
    const std::string& w = t[k - back].lower;
    if (is_modal(w)) return true;
    if (w == "to") return !to_after_verb || (k - back >= 1 && verb_like(t[k - back - 1]));
    if (!w.ends_with("ly") && w != "still" && w != "also" && w != "not") return false;
  }
  return false;
}

bool verb_like(const Tok& t) {
  const std::string& w = t.lower;
  // (Not a noun in "-eed": "the Lindenbrook seed library".)
  static constexpr std::string_view kNouns[] = {"seed", "weed", "deed", "reed", "creed", "steed", "tweed", "greed"};
  if (w.ends_with("eed") && std::find(std::begin(kNouns), std::end(kNouns), w) != std::end(kNouns)) return false;
  return t.kind == Kind::kWord && !t.capitalised && !t.stopword && w.size() > 3 &&
         (w.ends_with("ed") || (w.ends_with("s") && !w.ends_with("ss")) || t.irregular);
}

bool is_discourse_adverb(std::string_view w) {
  static constexpr std::string_view kWords[] = {"also", "furthermore", "moreover", "however", "additionally",
                                                "hence", "thus", "therefore", "actually", "indeed", "meanwhile"};
  return std::find(std::begin(kWords), std::end(kWords), w) != std::end(kWords) || w.ends_with("ly");
}

bool be_passive(const std::vector<Tok>& t, std::size_t k) {
  const bool participle = t[k].lower.ends_with("ed") || t[k].irregular;
  for (std::size_t back = 1; participle && back <= 3 && back <= k; ++back) {
    if (is_be_form(t[k - back].lower)) return true;
    const std::string& w = t[k - back].lower;
    if (!is_discourse_adverb(w) && w != "not" && w != "still" && w != "never" && w != "always" && w != "often" &&
        w != "already" && w != "now" && w != "no" && w != "longer" && w != "both" && w != "all") {
      break;
    }
  }
  return false;
}

void read_costs(std::vector<Tok>& h, std::vector<Tok>& p) {
  const AlignLexicon& lex = AlignLexicon::builtin();
  static const std::string kExpensive = lex.key("expensive"), kCheap = lex.key("cheap");
  // (Only where the other text says no "more than" or "less than" of its own, which the plain
  // words answer: "costs less than its face value" / "costs more than five cents".)
  auto priced = [&](const std::vector<Tok>& t) {
    for (std::size_t k = 0; k + 1 < t.size(); ++k) {
      if ((t[k].lower == "more" || t[k].lower == "less") && t[k + 1].lower == "than") return false;
    }
    return std::any_of(t.begin(), t.end(), [&](const Tok& u) {
      return u.kind == Kind::kWord && (u.key == kExpensive || u.key == kCheap || u.base == kExpensive || u.base == kCheap);
    });
  };
  auto rewrite = [&](std::vector<Tok>& t) {
    for (std::size_t k = 1; k + 1 < t.size(); ++k) {
      const std::string& w = t[k].lower;
      const std::string& b = t[k - 1].lower;
      if ((w == "more" || w == "less") && t[k + 1].lower == "than" && (b == "cost" || b == "costs" || b == "costing" || b == "priced")) {
        t[k].base = w == "more" ? kExpensive : kCheap;
        t[k].has_opposite = true;
      }
    }
  };
  if (priced(p)) rewrite(h);
  if (priced(h)) rewrite(p);
}

void read_stops(std::vector<Tok>& h, std::vector<Tok>& p) {
  auto stop_word = [](const std::string& w) {
    return w == "stop" || w == "stops" || w == "stopped" || w == "stopping" || w == "cease" || w == "ceases" || w == "ceased" ||
           w == "quit" || w == "quits" || w == "pause" || w == "pauses" || w == "paused" || w == "halt" || w == "halts" ||
           w == "halted" || w == "suspend" || w == "suspends" || w == "suspended";
  };
  // "stopped" and the "-ing" verb after it at k.
  auto stop_at = [&](const std::vector<Tok>& u, std::size_t k) {
    return k + 1 < u.size() && u[k].kind == Kind::kWord && stop_word(u[k].lower) && u[k + 1].kind == Kind::kWord &&
           ing_form(u[k + 1].lower) && u[k + 1].sentence == u[k].sentence;
  };
  // Its own "not" or "never" right before it ("has not stopped shipping", "never stopped"): npos if none.
  auto own_not = [&](const std::vector<Tok>& u, std::size_t k) {
    for (std::size_t q = k; q-- > 0 && k - q <= 2 && u[q].sentence == u[k].sentence;) {
      if (u[q].lower == "not" || u[q].lower == "never" || u[q].lower == "n't") return q;
    }
    return npos;
  };
  // What to do with each side's "stopped", decided on both texts as written: 1 a negation, 2 its own
  // "not" cancelled.
  auto decide = [&](const std::vector<Tok>& t, const std::vector<Tok>& other) {
    bool no_longer = false;
    for (std::size_t k = 1; k < other.size() && !no_longer; ++k) no_longer = no_longer_at(other, k);
    // Or "still", "not", "never" within 3 tokens before the verb or a word of its object ("has
    // stopped offering cat grooming" / "is still offering cat grooming", "is not grooming cats"),
    // not one that negates a "stopped" of its own ("has not stopped shipping"), which says the verb
    // goes on: a "stopped" of the same verb there is read against it.
    auto said_with_polarity = [&](std::size_t k) {
      for (std::size_t m = 0; m < other.size(); ++m) {
        const std::string& w = other[m].lower;
        if (stop_at(other, m) && own_not(other, m) != npos && other[m + 1].key == t[k + 1].key) return true;
        if (w != "still" && w != "not" && w != "never" && w != "n't") continue;
        for (std::size_t a = m + 1; a < other.size() && a <= m + 3 && !stop_word(other[a].lower); ++a) {
          for (std::size_t b = k + 1; b < t.size() && b <= k + 4 && t[b].sentence == t[k].sentence; ++b) {
            if (other[a].kind == Kind::kWord && t[b].kind == Kind::kWord && !t[b].stopword && other[a].key == t[b].key) return true;
          }
        }
      }
      return false;
    };
    std::vector<int> act(t.size(), 0);
    for (std::size_t k = 0; k + 1 < t.size(); ++k) {
      if (!stop_at(t, k)) continue;
      act[k] = own_not(t, k) != npos ? 2 : no_longer || said_with_polarity(k) ? 1 : 0;
    }
    return act;
  };
  const std::vector<int> h_act = decide(h, p), p_act = decide(p, h);
  auto apply = [&](std::vector<Tok>& t, const std::vector<int>& act) {
    for (std::size_t k = 0; k < t.size(); ++k) {
      if (act[k] == 2) {
        // "has not stopped shipping": still shipping.
        const std::size_t q = own_not(t, k);
        t[q].negation = false;
        t[q].lower = t[q].key = "still";
        t[k].lower = t[k].key = "continued";  // (no "stop" before a gerund of negative meaning)
        t[k].stopword = true;
      } else if (act[k] == 1) {
        t[k].negation = true;
        t[k].stopword = true;
      }
    }
  };
  apply(h, h_act);
  apply(p, p_act);
}

bool abbreviates(const Tok& a, const std::vector<Tok>& t, std::size_t k, bool tail) {
  const std::string& letters = a.surface;
  if (a.kind != Kind::kWord || letters.size() < 2 || letters.size() > 6 || has_lowercase(letters)) return false;
  if (!tail && k > 0 && t[k - 1].capitalised && !t[k - 1].sentence_initial && t[k - 1].sentence == t[k].sentence) return false;
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

bool skippable_before_slot(std::string_view w) {
  return is_be_form(w) || w == "first" || w == "daily" || ly_adverb(w) || w == "this" || w == "next" || w == "last" ||
         w == "year";
}

std::size_t slot_word(const std::vector<Tok>& t, std::size_t q, bool names) {
  for (std::size_t m = q; m-- > 0 && q - m <= 3 && t[m].sentence == t[q].sentence;) {
    if (skippable_before_slot(t[m].lower)) continue;
    return t[m].kind == Kind::kWord && t[m].content() && (names || !t[m].capitalised) ? m : npos;
  }
  return npos;
}

// A place and the adjective of its people ("Spain" / "Spanish"), lowercase: countries and regions
// that notices and news name. Written out here: the lexicon's WordNet relations do not include
// WordNet's pertainyms, which would relate every adjective to its noun.
bool same_place(std::string_view a, std::string_view b) {
  static constexpr std::pair<std::string_view, std::string_view> kPlaces[] = {
      {"spain", "spanish"},         {"france", "french"},         {"italy", "italian"},         {"germany", "german"},
      {"britain", "british"},       {"england", "english"},       {"scotland", "scottish"},     {"wales", "welsh"},
      {"ireland", "irish"},         {"cornwall", "cornish"},      {"japan", "japanese"},        {"china", "chinese"},
      {"india", "indian"},          {"canada", "canadian"},       {"mexico", "mexican"},        {"america", "american"},
      {"brazil", "brazilian"},      {"portugal", "portuguese"},   {"netherlands", "dutch"},     {"holland", "dutch"},
      {"belgium", "belgian"},       {"switzerland", "swiss"},     {"austria", "austrian"},      {"greece", "greek"},
      {"turkey", "turkish"},        {"sweden", "swedish"},        {"norway", "norwegian"},      {"denmark", "danish"},
      {"finland", "finnish"},       {"iceland", "icelandic"},     {"poland", "polish"},         {"russia", "russian"},
      {"australia", "australian"},  {"peru", "peruvian"},         {"argentina", "argentine"},   {"argentina", "argentinian"},
      {"chile", "chilean"},         {"colombia", "colombian"},    {"korea", "korean"},          {"vietnam", "vietnamese"},
      {"thailand", "thai"},         {"egypt", "egyptian"},        {"kenya", "kenyan"},          {"morocco", "moroccan"},
      {"ethiopia", "ethiopian"},    {"israel", "israeli"},        {"lebanon", "lebanese"},      {"philippines", "filipino"},
      {"indonesia", "indonesian"},  {"jamaica", "jamaican"},      {"cuba", "cuban"},            {"europe", "european"},
      {"africa", "african"},        {"asia", "asian"},            {"scandinavia", "scandinavian"}, {"bavaria", "bavarian"},
      {"tuscany", "tuscan"},        {"normandy", "norman"},       {"brittany", "breton"},       {"catalonia", "catalan"},
      {"sicily", "sicilian"},       {"texas", "texan"},           {"california", "californian"}, {"hawaii", "hawaiian"},
      {"alaska", "alaskan"},        {"nepal", "nepali"},          {"pakistan", "pakistani"},    {"ghana", "ghanaian"},
      {"nigeria", "nigerian"},      {"hungary", "hungarian"},     {"croatia", "croatian"},      {"ukraine", "ukrainian"}};
  return std::any_of(std::begin(kPlaces), std::end(kPlaces), [&](const auto& pl) {
    return (pl.first == a && pl.second == b) || (pl.first == b && pl.second == a);
  });
}

}  // namespace citeval::judge::align

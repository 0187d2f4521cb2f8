// The text as the align judge (align_judge.h) reads it: tokens (words, numbers with their values
// and units, "%", currency signs), the tokeniser that makes them, and the predicates over words
// and spans of tokens that the judge's stages (align_pair.h) share. Internal to citeval::judge.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "judge/align_lexicon.h"

namespace citeval::judge::align {

// The index of no token.
inline constexpr std::size_t npos = static_cast<std::size_t>(-1);

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
  // A time with a colon and no "am" or "pm" at 12:59 or before ("from 7:30 to 9:00"): in a claim,
  // either half of the day (in a source it may be a 24-hour time: "on sale at 10:00").
  bool bare_clock = false;
  bool half_day = false;      // a time of day told without am or pm ("half past nine": 9:30 or 21:30)
  bool possessive = false;    // followed by "'s", or a plural's apostrophe ("Sunday's", "the students'")
  std::uint64_t key_hash = 0;  // AlignLexicon::word_hash of key (align_pair sets it)
  int sentence = 0;
  int clause = 0;
  bool after_semicolon = false;  // its clause opened by a semicolon
  bool content() const { return !removed && (kind == Kind::kNumber || (kind == Kind::kWord && !stopword)); }
};

inline bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

// Whether a word has a lowercase letter: none in an acronym or a unit in capitals ("GPA", "TEU").
bool has_lowercase(std::string_view w);

// Units of measure, time and money (AlignLexicon keys): two numbers of the same value with two
// of these after them differ ("3 weeks" / "3 months"); with other words after them ("4,300
// employees" / "4,300 people") they may be the same count.
bool is_unit_key(const std::string& key);

inline constexpr std::string_view kMonths[] = {"january", "february", "march",     "april",   "may",      "june",
                                                "july",    "august",   "september", "october", "november", "december"};

// A month's number (1 to 12) from its lower-cased name, or 0.
int month_number(std::string_view w);

inline bool is_month(std::string_view w) { return month_number(w) != 0; }

// A month written as one, capitalised ("May"; "may" is the modal: "A season pass may not be
// transferred").
inline bool month_word(const Tok& t) { return t.kind == Kind::kWord && t.capitalised && is_month(t.lower); }

// A weekday's number (1 Monday to 7 Sunday) from its lower-cased name, singular or plural
// ("sundays"), or 0.
int weekday_number(std::string_view w);
inline bool is_weekday(std::string_view w) { return weekday_number(w) != 0; }

// A word naming a stretch of time ("year", "seasons", "Sunday").
inline bool is_time_noun(std::string_view w) {
  if (w.ends_with("s")) w.remove_suffix(1);
  static constexpr std::string_view kWords[] = {"year", "month", "week", "day", "season", "decade", "century", "weekend"};
  return std::find(std::begin(kWords), std::end(kWords), w) != std::end(kWords) || is_weekday(w);
}

// Whether t[k] is a number after a month's name, or before it, a day of it ("October 14", "14
// June"), which no time of day is ("2 p.m.").
inline bool day_of_month(const std::vector<Tok>& t, std::size_t k) {
  return t[k].kind == Kind::kNumber && !t[k].clock &&
         ((k > 0 && is_month(t[k - 1].lower)) || (k + 1 < t.size() && is_month(t[k + 1].lower)));
}

// Whether a word of a run ("straight", "consecutive", "successive", "running", "in a row") stands
// within four words after t[q] in its sentence ("the third straight year", "three years in a
// row").
inline bool run_after(const std::vector<Tok>& t, std::size_t q) {
  for (std::size_t a = q + 1; a < t.size() && a <= q + 4 && t[a].sentence == t[q].sentence; ++a) {
    const std::string& w = t[a].lower;
    if (w == "straight" || w == "consecutive" || w == "successive" || w == "running" || (w == "row" && t[a - 1].lower == "a")) return true;
  }
  return false;
}

// A word of a name: capitalised, no stopword, no month ("Kovalenko", "Lake"; not "The", "May").
inline bool name_word(const Tok& t) { return t.kind == Kind::kWord && t.capitalised && !t.stopword && !is_month(t.lower); }

// The tokens [b, e) of q's sentence.
std::pair<std::size_t, std::size_t> sentence_span(const std::vector<Tok>& t, std::size_t q);

// The tokens [b, e) of q's clause (within its sentence).
std::pair<std::size_t, std::size_t> clause_span(const std::vector<Tok>& t, std::size_t q);

// The run [b, e) of name words in q's sentence around the name word at q.
std::pair<std::size_t, std::size_t> name_run(const std::vector<Tok>& t, std::size_t q);
// The same, through an "of" between name words ("the Port of Dunmere Authority", "University of
// Gottingen").
std::pair<std::size_t, std::size_t> name_run_through_of(const std::vector<Tok>& t, std::size_t q);

// Quantifier classes: 1 universal, 2 most, 3 existential, 4 only, 5 few (implies "not many"),
// 0 none. Not "each": it distributes ("each API key can send 600 requests" / "600 requests per
// key") more than it quantifies.
int quantifier_class(std::string_view w);

// Two numbers of different units of one dimension that say the same quantity.
bool same_quantity(const Tok& x, const Tok& y);

// The unit of time a unit key names ("year", "month", "week", "day"), or "".
std::string_view time_unit_of(const std::string& key);

// The unit of a multiple ("doubled", "three times as"): not a word's key, so that it agrees with
// no other unit.
inline constexpr std::string_view kTimesUnit = "\x01times";
// The unit of a count of occasions, "46 times" ("launched 46 times last year"; not "three times as
// many", a multiple): the key of "times".
const std::string& times_count_unit();

// The number an ordinal word names ("third" 3, "twelfth" 12, "twentieth" 20), or 0.
int ordinal_word(std::string_view w);

// A gerund or present participle ("speaking", "requiring"), by its ending.
inline bool ing_form(std::string_view w) { return w.size() > 5 && w.ends_with("ing"); }

// A form of "fail" ("fails", "failed", "failing"; AlignLexicon keys), which negates the verb after
// its "to" ("fail to produce a licence").
inline bool is_failure_cue(const Tok& t) { return t.key == "fail" || t.key == "fai"; }

// Whether token k of `t` is the "longer" of "no longer" or "not longer".
// (string_view comparisons, which look at the length first: the tokenizer asks it of every token.)
bool no_longer_at(const std::vector<Tok>& t, std::size_t k);

// Whether an AlignLexicon key is that of "cost", "charge" or "fee" (keys are stems: "charg").
bool is_price_key(const std::string& key);

std::vector<Tok> tokenize(std::string_view s);

// The share in percent that a fraction starting at t[k] says, or -1: "half" 50, "a quarter" 25,
// "three quarters" 75, "two thirds" 66.7, "one in five" 20.
double fraction_share(const std::vector<Tok>& t, std::size_t k);

// Whether tokens [b, e) of `t` hold the word `w` (by key).
bool holds_word(const std::vector<Tok>& t, std::size_t b, std::size_t e, const Tok& w);

inline bool is_particle(std::string_view w) { return w == "on" || w == "off" || w == "in" || w == "out"; }

// A verb's particle between it and its passive agent's "by" ("carried out by", "taken over by",
// "turned down by", "called back by").
inline bool particle_before_by(std::string_view w) {
  return is_particle(w) || w == "up" || w == "down" || w == "over" || w == "back";
}

// British and American spellings by key: "metres" / "meters" ("metr" / "meter"), "litre" /
// "liter", "centre" / "center", "fibre" / "fiber".
bool same_spelling(std::string_view a, std::string_view b);

inline bool same_value(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)}); }

// A percentage or an amount of money: a unit no count of things shares.
inline bool strong_unit(const std::string& u) { return u == "percent" || u == "$" || u == "EUR" || u == "GBP"; }

// Two times of day that may be the same: one told without am or pm ("a quarter to six") is either
// half of the day ("17:45").
bool same_clock(const Tok& x, const Tok& y);

// A hypothesis number after "about", "roughly", ... stands for the premise values it rounds: within
// half the unit of its last non-zero digit, and 10% ("about $1.4 billion" / "$1.42 billion",
// "roughly 40,000" / "38,500"; not "about 20" / "24").
bool approx_value(const Tok& x, double y);

bool is_modal(std::string_view w);

// "just under", "a little over", "slightly above": a hedge on the number after it (which it
// rounds), not a direction.
bool hedged_side(const std::vector<Tok>& t, std::size_t m);

bool is_determiner(std::string_view w);

bool is_be_form(std::string_view w);

// An auxiliary: a form of "be", a modal (with "do"), "has", "have" or "had".
inline bool is_auxiliary(std::string_view w) { return is_be_form(w) || is_modal(w) || w == "has" || w == "have" || w == "had"; }

// An adverb in "-ly" ("slowly", "mainly"; not "fly").
inline bool ly_adverb(std::string_view w) { return w.size() > 4 && w.ends_with("ly"); }

// The direction a word says (+1 up, -1 down, 0 none), by its key: "rose", "an increase", "more" /
// "fell", "a reduction", "less".
int direction_of(const std::string& key);

// The conjunctions that set two sides of a sentence against each other ("the day pass includes
// shoe rental but does not include harness rental"); each test adds its own ("although", "yet").
inline bool contrast_conjunction(std::string_view w) { return w == "but" || w == "while" || w == "whereas"; }

// "after that" or "after this" at q before an inverted auxiliary or a pronoun: "then", not a time
// ("first learn to take body measurements, and only after that do they draft a basic bodice block").
inline bool after_that_inverted(const std::vector<Tok>& t, std::size_t q) {
  if (q + 2 >= t.size() || t[q].lower != "after" || (t[q + 1].lower != "that" && t[q + 1].lower != "this")) return false;
  const std::string& w = t[q + 2].lower;
  return is_auxiliary(w) || w == "they" || w == "we" || w == "you";
}

// Such a conjunction at k that sets a clause against another: not "while" before a phrase of
// time ("had failed to keep clear while on port tack", "while boarding").
bool contrast_at(const std::vector<Tok>& t, std::size_t k);

// Prepositions of place and time: what follows is where or when, not who.
inline bool is_adjunct_preposition(std::string_view w) {
  static constexpr std::string_view kWords[] = {"in", "at", "on", "near", "during", "within", "across", "inside", "outside",
                                                "throughout", "since", "until", "before", "after"};
  return std::find(std::begin(kWords), std::end(kWords), w) != std::end(kWords);
}

// A verb's base form after a modal or "to" ("can still reach", "agreed to buy"), adverbs between;
// with `to_after_verb`, "to" only after a verb ("plans to expand", not "transfer to another").
bool base_verb_after_modal(const std::vector<Tok>& t, std::size_t k, bool to_after_verb = false);

// Looks like a finite verb (no part-of-speech tagger): -ed, -s, or an irregular form.
bool verb_like(const Tok& t);

// Sentence adverbs that paraphrases add, drop or swap freely.
bool is_discourse_adverb(std::string_view w);

// A participle at k after a form of "be" ("was developed at"; past adverbs, negations and a
// floating "both" or "all": "was quickly sold", "are also not covered", "are no longer sold", "are
// both accepted").
bool be_passive(const std::vector<Tok>& t, std::size_t k);

// "Stop", "cease", "quit", "pause", "halt" or "suspend" before a gerund, where the other text says
// "no longer", or "still", "not" or "never" near the gerund or its object, or its own "not
// stopped" of that verb: the negation it is ("will stop paying a dividend" / "will no longer pay a
// dividend"; not everywhere: "will stop receiving security updates on 31 October" / "security
// updates end on 31 October"); "has not stopped shipping" is "still shipping", on either side.
void read_stops(std::vector<Tok>& h, std::vector<Tok>& p);

// "costs more than", "cost less than" as "more expensive", "cheaper" where the other text says
// one of those ("now cost more than its 8K options" / "making them cheaper than the company's 8K
// options"; not against "more" or "less" of another verb, which the plain words answer).
void read_costs(std::vector<Tok>& h, std::vector<Tok>& p);

// Whether `a` is an acronym of the name that starts at token k of `t` ("US" / "the United
// States", "FDIC" / "The Federal Deposit Insurance Corporation"): the initials of its run of
// capitalised words, "of", "and" and "for" between them skipped. With `tail`, of the rest of a
// name after its first words too ("Lakeshore ARC" / "the Lakeshore Amateur Radio Club", the caller
// having matched "Lakeshore").
bool abbreviates(const Tok& a, const std::vector<Tok>& t, std::size_t k, bool tail = false);

// The key a word's opposite is looked up by: its base for a comparative or superlative ("newest":
// "new"), else its key.
inline const std::string& opposite_key(const Tok& t) { return t.base.empty() ? t.key : t.base; }

// Whether two lowercase words are a place and the adjective of its people ("spain" / "spanish").
bool same_place(std::string_view a, std::string_view b);

// Whether `a` is `b` with "un-" in front, its opposite ("had not been vaccinated" / "an
// unvaccinated child").
inline bool un_prefixed(const Tok& a, const Tok& b) {
  return b.lower.size() >= 4 && a.lower.size() == b.lower.size() + 2 && a.lower.starts_with("un") && a.lower.ends_with(b.lower);
}

// The word a preposition at q follows (a slot of the sentence): the content word before it, past
// forms of "be" and adverbs ("headquarters are in", "launched first in"), or npos; a name only
// when `names` says so.
bool skippable_before_slot(std::string_view w);
std::size_t slot_word(const std::vector<Tok>& t, std::size_t q, bool names = false);

}  // namespace citeval::judge::align

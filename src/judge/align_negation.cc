// The align judge's negation test (align_pair.h; feature negation): a cue whose scope holds
// aligned content on one side only, unless an opposite, another part of the source or a negated
// sentence elsewhere accounts for it; and the cues' scopes on both sides (find_negation_scopes),
// which align() finds for every test.
#include "judge/align_pair.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <map>
#include <set>

namespace citeval::judge::align {

namespace {

// "rather than X", "instead of X": a contrast, which negates X; k is the cue's last word.
bool contrast_cue(const std::vector<Tok>& t, std::size_t k) {
  return k > 0 && ((t[k].lower == "than" && t[k - 1].lower == "rather") || (t[k].lower == "of" && t[k - 1].lower == "instead"));
}

// Per-token negation scope: a token is in scope when a negation cue precedes it in the same
// clause within 6 tokens ("no": 4; "without" before a noun: 3, before a gerund: 10; "non-": the
// word it is joined to); the result holds, per token, the index of the cue whose scope it is in
// (the nearer one when two reach it), or kNoCue.
constexpr std::size_t kNoCue = static_cast<std::size_t>(-1);

// A preposition after a participle in a quantifier's phrase ("shipped from", "used in").
bool is_phrase_preposition(std::string_view w) {
  static constexpr std::string_view kWords[] = {"from", "in",   "at",   "on",     "for",  "to", "during",
                                                "under", "with", "into", "across", "over", "by"};
  return std::find(std::begin(kWords), std::end(kWords), w) != std::end(kWords);
}

// A word that ends such a phrase before any verb: a conjunction or a relative word.
bool is_phrase_boundary(std::string_view w) {
  static constexpr std::string_view kWords[] = {"that", "which", "who", "when", "while", "before", "after", "until", "because",
                                                "and", "or", "but", "if", "since"};
  return std::find(std::begin(kWords), std::end(kWords), w) != std::end(kWords);
}

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
    // (Not one before an auxiliary, which is the verb: "None of the 250 scooters in the Ashby pilot
    // can be ridden".)
    const bool bare_verb = t[m].kind == Kind::kWord && !t[m].capitalised && !t[m].stopword && !modifier && !ing_form(t[m].lower) &&
                           t[m - 1].kind == Kind::kWord && t[m - 1].content() && !t[m - 1].lower.ends_with("ed") &&
                           !is_auxiliary(t[m + 1].lower) && AlignLexicon::builtin().may_be_verb(t[m].key);
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
    // Or a participle before a preposition, the phrase running on to a form of "be" ("None of the
    // manganese shipped from Port Essing in March was sold", "None of the grapes used in Vallée
    // Douce's 2022 rosé were machine-harvested").
    const bool participle = t[m].kind == Kind::kWord && (t[m].lower.ends_with("ed") || t[m].irregular) && !is_auxiliary(t[m].lower);
    if (verb && participle && is_phrase_preposition(t[m + 1].lower)) {
      for (std::size_t v = m + 2; v + 1 < end && v <= m + 8 && t[v].clause == t[k].clause; ++v) {
        if (is_be_form(t[v].lower)) return v;
        if (t[v].kind != Kind::kWord && t[v].kind != Kind::kNumber) break;
        if (is_phrase_boundary(t[v].lower) || is_modal(t[v].lower)) break;
      }
    }
    if (verb) return t[m + 1].clause == t[k].clause && t[m + 1].sentence == t[k].sentence ? m : k + 1;
  }
  return k + 1;
}

// "and" before a second predicate of the same subject: a past verb ("never married and spent
// her final years in Lisbon") or a modal ("does not require a down payment and can be repaid").
bool second_predicate_at(const std::vector<Tok>& t, std::size_t m, std::size_t end) {
  // (Or a form of "be" before a participle: "cannot book ahead and are admitted on a first-come,
  // first-served basis".)
  const bool passive = m + 2 < end && (t[m + 1].lower == "are" || t[m + 1].lower == "is" || t[m + 1].lower == "was" ||
                                       t[m + 1].lower == "were") &&
                       t[m + 2].kind == Kind::kWord && (t[m + 2].lower.ends_with("ed") || t[m + 2].irregular);
  return t[m].lower == "and" && m + 1 < end &&
         ((verb_like(t[m + 1]) && (t[m + 1].lower.ends_with("ed") || t[m + 1].irregular)) || is_modal(t[m + 1].lower) || passive);
}

// "not" at q right after its auxiliary, at its clause's end: the predicate left out, said in the
// clause before ("Most branches ... offer free passport photos; the Main Street branch does not").
bool elliptical_not_at(const std::vector<Tok>& t, std::size_t q) {
  return q > 0 && t[q].lower == "not" && is_auxiliary(t[q - 1].lower) &&
         (q + 1 >= t.size() || t[q + 1].sentence != t[q].sentence || t[q + 1].clause != t[q].clause);
}

// Whether such an "and" stands between tokens a and b (a < b).
bool second_predicate_between(const std::vector<Tok>& t, std::size_t a, std::size_t b) {
  for (std::size_t m = a + 1; m < b; ++m) {
    if (second_predicate_at(t, m, t.size())) return true;
  }
  return false;
}

// A word that gives permission ("allowed", "permitted", "welcome", "may", "can").
bool permission_word(std::string_view w) {
  return w == "allowed" || w == "permitted" || w == "welcome" || w == "welcomed" || w == "may" || w == "can";
}

// Whether t[q] is an adverb set off by commas, a clause of its own between two of a sentence
// ("does not, however, verify their insurance"): a cue's scope and focus reach past it.
bool parenthetical_at(const std::vector<Tok>& t, std::size_t q) {
  const std::string& w = t[q].lower;
  return q > 0 && q + 1 < t.size() && t[q - 1].clause != t[q].clause && t[q + 1].clause != t[q].clause &&
         t[q - 1].sentence == t[q].sentence && t[q + 1].sentence == t[q].sentence &&
         (w == "however" || w == "though" || w == "therefore" || w == "currently");
}

std::vector<std::size_t> negation_cues(const std::vector<Tok>& t, std::size_t begin, std::size_t end) {
  std::vector<std::size_t> out(t.size(), kNoCue);
  for (std::size_t k = begin; k < end; ++k) {
    // "not just", "not only": "also"; "whether or not": no negation. "other than X": not X;
    // "free of charge": no charge.
    // ("no matter how much": regardless, no negation.)
    const bool not_just = (t[k].lower == "not" &&
                           ((k + 1 < end && (t[k + 1].lower == "just" || t[k + 1].lower == "only" || t[k + 1].lower == "merely")) ||
                            (k > begin && t[k - 1].lower == "or"))) ||
                          (t[k].lower == "no" && k + 1 < end && t[k + 1].lower == "matter");
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
    // "nothing" ending its clause, an object: its verb and the words between are negated ("Registering
    // with FillScript Agency costs pharmacists nothing" / "does not charge pharmacists any registration
    // fee").
    if (t[k].lower == "nothing" && (k + 1 >= end || t[k + 1].clause != t[k].clause || t[k + 1].sentence != t[k].sentence)) {
      for (std::size_t m = k; m-- > begin && k - m <= 3 && t[m].clause == t[k].clause && t[m].sentence == t[k].sentence;) {
        out[m] = k;
        if (verb_like(t[m])) break;
      }
      continue;
    }
    // "without" before a gerund negates its clause ("without requiring her to attend lectures or
    // sit an oral examination"); before a noun, the noun phrase.
    const bool gerund_after = k + 1 < end && ing_form(t[k + 1].lower);
    // ("free of charge": the charge only, not "at Fairmont Fitness" after it.)
    const bool free_of = other_than && t[k].lower == "of";
    // "without the need for an earth rod": without an earth rod (its noun phrase past "need for").
    const bool need_for = t[k].lower == "without" && k + 3 < end && t[k + 1].lower == "the" && t[k + 2].lower == "need" &&
                          (t[k + 3].lower == "for" || t[k + 3].lower == "of");
    const std::size_t reach = need_for                                                    ? 6
                              : free_of                                                   ? 1
                              : ((t[k].lower == "without" && !gerund_after) || other_than) ? 3
                              : t[k].lower == "without"                                 ? 10
                              : t[k].lower == "no"                                      ? 4
                                                                                        : 6;
    // "None of the apartments in the Foster Building allow pets": "none of" negates the predicate,
    // not the phrase it picks out, which is its subject (see restrictor_end()): the scope and the
    // bound after it are counted from the verb, where one stands in the clause.
    bool whole = false;
    const std::size_t head = restrictor_end(t, k, end, &whole) - 1;
    // "not completed until 1864": it was completed, in 1864. (Not "until further notice": not
    // before a time that is named; nor "the till", a noun: "cash is not accepted at the till".)
    bool until = false;
    for (std::size_t m = k + 1; t[k].lower == "not" && m < end && m <= k + reach && t[m].clause == t[k].clause; ++m) {
      const bool till = t[m].lower == "till" && !is_determiner(t[m - 1].lower);
      until = until || ((t[m].lower == "until" || till) && !(m + 1 < end && t[m + 1].lower == "further"));
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
    const bool noun_phrase = t[k].lower == "without" && !gerund_after && !need_for;
    bool verb_seen = false;
    // (Past an adverb set off by commas right after the cue, parenthetical_at.)
    std::size_t from = whole ? k + 1 : head + 1, last = head + reach;
    int clause = t[k].clause;
    if (from == k + 1 && from < end && parenthetical_at(t, from)) {
      clause = t[++from].clause;
      ++last;
    }
    for (std::size_t m = from; m < end && m <= last && t[m].clause == clause; ++m) {
      if (t[m].lower == "but") break;
      // A modal past the cue's verb is another predicate's, its subject the negated clause
      // ("Visitors who have never dived before can join a taster session").
      if (verb_seen && is_modal(t[m].lower)) break;
      verb_seen = verb_seen || verb_like(t[m]) || ing_form(t[m].lower);
      // "never married and spent her final years in Lisbon": a second predicate, not negated; so
      // is one after a modal ("does not require a down payment and can be repaid early").
      if (second_predicate_at(t, m, end)) break;
      if (noun_phrase && (is_be_form(t[m].lower) || is_modal(t[m].lower))) break;
      out[m] = k;
    }
  }
  // "fail to V", "decline to V", "refuse to V": the cue is that verb.
  for (std::size_t k = begin; k + 1 < end; ++k) {
    const bool declines = t[k].lower.starts_with("declin") || t[k].lower.starts_with("refus");
    if ((is_failure_cue(t[k]) || declines) && t[k + 1].lower == "to") {
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

// The cues of one side, each with whether the other side matches it.
using Cues = std::vector<std::pair<std::size_t, bool>>;  // cue, matched

// Records a cue, matched or not; a cue recorded twice is matched when either says so.
void note(Cues& cues, std::size_t cue, bool matched) {
  auto it = std::find_if(cues.begin(), cues.end(), [&](const auto& c) { return c.first == cue; });
  if (it == cues.end()) {
    cues.emplace_back(cue, matched);
  } else {
    it->second = it->second || matched;
  }
}

// A verbal cue ("not", "never") negates its subject too, for matching: the words before it in
// its clause back to a past verb or a conjunction ("DVDs circulate for one week and cannot be
// renewed" / "renewals aren't allowed"; "walk-up bookings are not accepted" / "doesn't take
// walk-up bookings"; not "it accepted the result and would not reintroduce the idea"). Not
// "no"/"without", which negate a noun phrase ("accepted without a receipt").
std::vector<std::size_t> subject_negated(const std::vector<Tok>& t, const std::vector<std::size_t>& cues) {
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
      // (So does an auxiliary after it: "has been accredited since 2018 and has never had a
      // complaint upheld".)
      if ((w == "and" || w == "or") && k + 1 < c &&
          (is_auxiliary(t[k + 1].lower) || (verb_like(t[k + 1]) && !plural_subject))) {
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
}

// Shut to someone ("closed to pedestrians" / "Pedestrians cannot use", "login will be disabled"
// / "will not be possible"): a word of a negative meaning (implicit_negative) unless the other
// side says its opposite ("all branches are closed on Sundays" / "No branches are open on
// Saturdays": the opposite test reads that).
bool shut_word(const Tok& t) {
  return t.lower == "closed" || t.lower == "closure" || t.lower.starts_with("disabl") || t.lower.starts_with("suspend");
}

// A word of a negative meaning ("prohibited", "waived", "declined", "lacks", "unless", "free";
// see CueMatcher::match_implicit_negatives).
bool implicit_negative(const Tok& t) {
  static constexpr std::string_view kStems[] = {"prohibit", "forbid", "forbade", "banned", "barred", "declin", "refus",
                                                "denied", "deny", "denies", "waive", "exempt", "lack", "absent",
                                                "unable", "inelig", "exclud", "instead", "prevent", "reject", "unless",
                                                // Ending what was so: "scrapped overdue fines" / "no longer charge".
                                                "scrap", "abolish", "eliminat", "discontinu", "ceas", "withdr",
                                                // A halt: "a moratorium on disconnections" / "does not
                                                // disconnect"; "will interrupt power" / "without power".
                                                "moratori", "interrupt",
                                                // Stopped for a while: "has paused new commissions" /
                                                // "is not accepting new commissions".
                                                "paus",
                                                // Kept back: "withhold food for 12 hours" / "should not be fed".
                                                "withh",
                                                // "To avoid renewing" / "if it intends not to renew".
                                                "avoid",
                                                // "un-" before a word that says what is so: "receive
                                                // no payment" / "are unpaid".
                                                "unpaid", "unavailab", "unsupport", "unlicens", "unregister",
                                                "unauthori", "uninsur"};
  return t.kind == Kind::kWord &&
         (shut_word(t) || t.lower == "ban" || t.lower == "bans" || t.lower == "free" || t.lower == "miss" ||
          t.lower == "missed" || t.lower == "misses" || t.lower == "missing" ||  // "missing punctuality targets" / "failing to meet"
          std::any_of(std::begin(kStems), std::end(kStems), [&](std::string_view s) { return t.lower.starts_with(s); }));
}

// "un-" before a verb's participle ("unfilled", "uncollected"), not a verb of its own ("unlocked").
bool un_participle(const Tok& t) {
  const std::string& w = t.lower;
  const AlignLexicon& lex = AlignLexicon::builtin();
  return t.kind == Kind::kWord && w.size() >= 7 && w.starts_with("un") && w.ends_with("ed") &&
         lex.may_be_verb(lex.key(std::string_view(w).substr(2))) && !lex.may_be_verb(lex.key(w));
}

// Or one its context makes so: "against" after a verb of advice ("Pregnant guests are advised
// against riding" / "should not ride"), "from" and a gerund after a verb of keeping ("High winds
// kept the coaster from running" / "did not operate because of high winds"), "stop" before a
// gerund ("will stop being deployed" / "will no longer be deployed").
bool implicit_negative_at(const std::vector<Tok>& t, std::size_t m) {
  if (implicit_negative(t[m])) return true;
  // "out of stock", "out of print": no longer in it ("no longer in stock" / "out of stock"). (Not
  // "out of service", which parts of a whole may be: "put 6 of Lockbox's 40 parcel lockers out of
  // service; all other lockers there are operating normally".)
  if (t[m].lower == "out" && m + 2 < t.size() && t[m + 1].lower == "of" && (t[m + 2].lower == "stock" || t[m + 2].lower == "print")) {
    return true;
  }
  if (m == 0) return false;
  auto starts = [](std::string_view w, std::initializer_list<std::string_view> stems) {
    return std::any_of(stems.begin(), stems.end(), [&](std::string_view s) { return w.starts_with(s); });
  };
  // One after "be" ("are unfilled", "was unused"): not done ("posts are unfilled" / "had been unable
  // to fill its posts").
  if (un_participle(t[m]) && is_be_form(t[m - 1].lower)) return true;
  if (t[m].lower == "against") return starts(t[m - 1].lower, {"advis", "warn", "recommend", "caution", "urg"});
  // "stop" before a gerund: no longer ("will stop being deployed" / "will no longer be deployed").
  if (starts(t[m].lower, {"stop"}) && m + 1 < t.size() && t[m + 1].lower.size() > 3 && t[m + 1].lower.ends_with("ing")) return true;
  if (t[m].lower != "from" || m + 1 >= t.size() || !ing_form(t[m + 1].lower)) return false;
  for (std::size_t q = m; q-- > 0 && m - q <= 7 && t[q].sentence == t[m].sentence;) {
    if (starts(t[q].lower, {"kept", "keep", "stop", "prevent", "discourag", "deter"})) return true;
  }
  return false;
}

// A word that states an exception ("except", "excluding", "besides"; "with the exception of" is
// read by unmatch_exceptions).
bool exception_word(std::string_view w) { return w == "except" || w == "excluding" || w == "besides"; }

// The cue at c is the "than" of "other than".
bool other_than(const std::vector<Tok>& t, std::size_t c) { return c > 0 && t[c].lower == "than" && t[c - 1].lower == "other"; }

// An exception said with another word than "other than" ("Pets are not permitted in the cabin,
// except for trained assistance dogs" / "pets other than trained assistance dogs are not
// permitted in the cabin"): "except", "excluding" or "besides" within 3 tokens before position
// q, in its clause.
bool exception_near(const std::vector<Tok>& t, std::size_t q) {
  for (std::size_t m = q >= 3 ? q - 3 : 0; m < q; ++m) {
    if (t[m].sentence == t[q].sentence && t[m].clause == t[q].clause && exception_word(t[m].lower)) return true;
  }
  return false;
}

// The numbers after a cue at c, in its clause, that an excess is stated over ("more than two",
// "above 12°C", "exceeding 40"; see CueMatcher::match_bounds).
std::vector<std::size_t> excess_after(const std::vector<Tok>& t, std::size_t c) {
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
}

// Whether the number at q is bounded from above ("a maximum of seven", "below 12°C", "at most",
// "up to", "no more than").
bool bound_from_above(const std::vector<Tok>& t, std::size_t q) {
  for (std::size_t back = 1; back <= 3 && back <= q && t[q - back].clause == t[q].clause; ++back) {
    const std::string& w = t[q - back].lower;
    const std::string& before = q - back > 0 ? t[q - back - 1].lower : w;
    if (w == "maximum" || w == "below" || w == "under" || (w == "most" && before == "at") || (w == "to" && before == "up") ||
        ((w == "more" || w == "longer") && (before == "no" || before == "not"))) {
      return true;
    }
  }
  return false;
}

// The window's parts: its sentences cut at "but", "while", "whereas", "although" and a "though"
// that opens a clause (not "yet": "have not yet published"), and with `clauses` at a semicolon or
// an "and", "or" or "when" that opens a clause ("None of the coaches ... work on Sundays, when the
// courts are open for member play only"); a part is negated when it holds a negative_word.
struct Part {
  std::size_t b, e;
  bool negated = false;
};

// The negation cues of the claim and of the source whose scope (or negated subject) holds aligned
// words near the anchor, and whether each is matched by a negation on the other side.
// The constructor links cues that negate the same aligned word. Each step after it matches cues
// left unmatched, or unmatches matched ones. find_negation runs the steps in their order here:
// a later one reads what the earlier ones decided.
// The first token from q on past "a", "extra" and "additional", where a cue's price word stands
// ("no extra charge", "without a fee").
std::size_t past_price_modifiers(const std::vector<Tok>& t, std::size_t q) {
  while (q < t.size() && (t[q].lower == "a" || t[q].lower == "extra" || t[q].lower == "additional")) ++q;
  return q;
}

class CueMatcher : private PairRefs {
 public:
  explicit CueMatcher(const AlignedPair& s);
  void match_negated_elsewhere();
  void match_negative_pronouns();
  void match_unless_as_only_if();
  void match_implicit_negatives();
  void match_bounds();
  void unmatch_affirmed_parts();
  void unmatch_affirmed_predicates();
  void unmatch_affirmed_subjects();
  void unmatch_exceptions();
  void match_not_all();
  void match_elliptical();
  void match_source_cues_by_affirmed_parts();
  void match_double_negations();
  void unmatch_not_free();
  // Whether a cue of the claim (of the source) is left unmatched. A contrast ("rather than",
  // "instead of") left unmatched counts as none (see unmatched()).
  bool claim_unmatched() const { return unmatched(h, hcues); }
  bool source_unmatched() const { return unmatched(p, pcues); }

 private:
  static bool unmatched(const std::vector<Tok>& t, const Cues& cues);
  bool said_elsewhere_as_phrase(std::size_t i) const;
  bool implicit_near(const std::vector<Tok>& t, std::size_t q, const std::vector<Tok>& other, std::size_t ob, std::size_t oe) const;
  bool bounded(const std::vector<Tok>& a, std::size_t cue, const std::vector<Tok>& b, std::size_t bb, std::size_t be) const;
  bool negative_word(std::size_t q, bool free_counts) const;
  bool cut_word(std::size_t q, bool clauses) const;
  std::size_t own_verb(std::size_t cue, std::size_t ce) const;
  bool claim_holds_stem(const Tok& u) const;
  std::size_t phrase_end(std::size_t cue, std::size_t ce) const;
  std::pair<std::size_t, std::size_t> focus_span(std::size_t cue, std::size_t ce) const;
  bool states_apart(std::size_t cue, std::size_t cb, std::size_t ce, const std::vector<Part>& parts) const;
  bool subject_lacked(std::size_t cue, std::size_t cb, std::size_t ce) const;
  std::vector<Part> window_parts(bool clauses, bool free_counts) const;

  const std::vector<std::size_t>&hcue, &pcue;
  // Per token: the cue whose subject it is in (subject_negated), or kNoCue.
  const std::vector<std::size_t> h_subject, p_subject;
  Cues hcues, pcues;
};

CueMatcher::CueMatcher(const AlignedPair& s)
    : PairRefs(s),
      hcue(s.hcue),
      pcue(s.pcue),
      h_subject(subject_negated(h, hcue)),
      p_subject(subject_negated(p, pcue)) {
  // Each cue whose scope holds aligned words (in the anchor sentence or one nearly as well
  // aligned), and whether one of them is negated on the other side too (the cue is matched).
  // A cue of the hypothesis without a match negates what the source states ("Refunds are not
  // accepted" / "Refunds are accepted"); one of the source without a match, what the
  // hypothesis states ("must not take their insulin without speaking to the nurse" / "must
  // take their insulin without talking to the nurse"). An unmatched cue on both sides states
  // the same negative fact two ways ("It does not come with a charger; only a cable is
  // included" / "A charger is not included"): no mismatch.
  std::vector<std::size_t> phrases_read;  // the "none of" cues whose phrase was weighed below (once each)
  for (std::size_t i = 0; i < hc.size(); ++i) {
    if (at[i] == npos || h[hc[i]].kind != Kind::kWord || !near_anchor(p[at[i]].sentence)) continue;
    const std::size_t hk = hcue[hc[i]], pk = pcue[at[i]];
    // A word negated on both sides (in a cue's scope or its subject) links the two cues.
    const std::size_t hk_ext = hk != kNoCue ? hk : h_subject[hc[i]], pk_ext = pk != kNoCue ? pk : p_subject[at[i]];
    // (Not two subjects only, where the claim's cue's predicate, the first content word of its scope,
    // stands in that sentence of the source, affirmed, or another word of its scope in the subject's
    // clause: the source negates another predicate of the subject ("Gift vouchers ... never expire and
    // can be transferred" / "gift vouchers cannot be transferred"; "Most handlers ... had never
    // competed before, and a few brought two dogs" / "None of the handlers ... brought two dogs"; "Gift
    // cards ... do not expire and can be used both online and in the Edinburgh shop" / "gift cards
    // cannot be redeemed online").)
    auto other_predicate = [&] {
      bool pred_seen = false;
      for (std::size_t j = 0; j < hc.size(); ++j) {
        const Tok& c = h[hc[j]];
        if (hcue[hc[j]] != hk_ext || hc[j] < hk_ext || c.kind != Kind::kWord || is_auxiliary(c.lower)) continue;
        const bool pred = !pred_seen;
        pred_seen = true;
        if (c.capitalised) continue;
        bool there = false, affirmed = true;
        for (std::size_t o : where[j]) {
          if (p[o].sentence != p[at[i]].sentence || (!pred && p[o].clause != p[at[i]].clause)) continue;
          there = true;
          affirmed = affirmed && pcue[o] == kNoCue && p_subject[o] == kNoCue;
        }
        if (there && affirmed) return true;
      }
      return false;
    };
    if (hk_ext != kNoCue && pk_ext != kNoCue && !(hk == kNoCue && pk == kNoCue && other_predicate())) {
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
    if (pk != kNoCue && !said_elsewhere_as_phrase(i)) note(pcues, pk, false);
    // And a source cue of the anchor sentence whose predicate (the first word of its scope past
    // auxiliaries) is the claim's negated word is matched by the claim's ("accepts payment by card
    // and mobile app only; it no longer accepts coins" / "Coins are no longer accepted",
    // "accepted" aligned to "accepts payment"; not "won't need to visit a dealer. Vehicles
    // without an active cellular connection will need to be brought in" / "will not need to be
    // brought to a dealer").
    for (std::size_t o : where[i]) {
      if (hk_ext == kNoCue || o < wb || o >= we || p[o].sentence != anchor || pcue[o] == kNoCue) continue;
      std::size_t pred = pcue[o] + 1;
      while (pred < o && (!p[pred].content() || is_auxiliary(p[pred].lower) || no_longer_at(p, pred))) ++pred;
      if (pred == o) note(pcues, pcue[o], true);
    }
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
  // A verbal cue of the source whose subject holds a word of the claim aligned there and whose
  // predicate (the first content word of its scope past auxiliaries) the claim says, aligned to
  // another occurrence: the claim speaks of the cue's subject ("Candles ... can be returned within
  // 30 days if unburned; burned candles cannot be returned" / "Burned candles can be returned",
  // "returned" aligned to the first part's), a common word, and the claim lacking a word of the
  // clause it is aligned to (not "Embalming is not required by law ..., though Brookside Funeral
  // Home requires it for any public viewing" / "Brookside Funeral Home requires embalming whenever
  // there is a public viewing"). Matched where the claim negates the predicate.
  for (std::size_t i = 0; i < hc.size(); ++i) {
    if (at[i] == npos || h[hc[i]].kind != Kind::kWord || !near_anchor(p[at[i]].sentence)) continue;
    const std::size_t ps = p_subject[at[i]];
    if (ps == kNoCue || pcue[at[i]] != kNoCue || (p[ps].lower != "not" && p[ps].lower != "never")) continue;
    std::size_t pred = ps + 1;
    while (pred < we && p[pred].clause == p[ps].clause && (!p[pred].content() || is_auxiliary(p[pred].lower))) ++pred;
    if (pred >= we || p[pred].clause != p[ps].clause || p[pred].kind != Kind::kWord) continue;
    for (std::size_t j = 0; j < hc.size(); ++j) {
      const bool said = j != i && at[j] != npos && at[j] != pred && h[hc[j]].kind == Kind::kWord && !h[hc[j]].capitalised &&
                        std::find(where[j].begin(), where[j].end(), pred) != where[j].end();
      if (!said) continue;
      bool other_said = true;  // the claim holds every content word of at[j]'s clause
      for (std::size_t q = wb; q < we && other_said; ++q) {
        other_said = p[q].sentence != p[at[j]].sentence || p[q].clause != p[at[j]].clause || !p[q].content() || p[q].kind != Kind::kWord ||
                     p[q].lower == "though" || p[q].lower == "although" || contrast_at(p, q) || claim_holds(p[q]);
      }
      if (!other_said) note(pcues, ps, hcue[hc[j]] != kNoCue);
    }
  }
}

// A negative pronoun of a person on one side, "nobody" or "no one", against one on the other in the
// window ("Kingsford Cranes confirmed that no one was injured when a counterweight slipped" /
// "Nobody was hurt when a counterweight slipped"): the same cue, whatever the verbs after them
// (which align only loosely, "hurt" / "injured").
void CueMatcher::match_negative_pronouns() {
  auto person = [](const std::vector<Tok>& t, std::size_t c) {
    return t[c].lower == "nobody" || (t[c].lower == "no" && c + 1 < t.size() && t[c + 1].lower == "one");
  };
  bool in_window = false;
  for (std::size_t m = wb; m < we && !in_window; ++m) in_window = near_anchor(p[m].sentence) && person(p, m);
  bool in_claim = false;
  for (std::size_t k = 0; k < h.size() && !in_claim; ++k) in_claim = person(h, k);
  if (!in_window || !in_claim) return;
  // (Not where the claim's word after its pronoun stands in the source outside a negative pronoun's
  // clause: "Three workers were hurt, but no one was killed" / "Nobody was hurt".)
  for (std::size_t k = 0; k < h.size(); ++k) {
    if (!person(h, k)) continue;
    for (std::size_t i = 0; i < hc.size(); ++i) {
      if (hc[i] <= k + 1 || h[hc[i]].clause != h[k].clause || !h[hc[i]].content() || h[hc[i]].kind != Kind::kWord) continue;
      for (std::size_t o : where[i]) {
        const auto [cb, ce] = clause_span(p, o);
        bool negative = false;
        for (std::size_t m = cb; m < ce && !negative; ++m) negative = person(p, m);
        if (!negative) return;
      }
      break;
    }
  }
  for (auto& c : hcues) c.second = c.second || person(h, c.first);
  for (auto& c : pcues) c.second = c.second || person(p, c.first);
}

// A source cue whose clause goes on to "unless", against a claim's "only if": the same condition said
// the other way round ("Children under 12 cannot attend ... unless accompanied by an adult" /
// "Under-12s may join ... only if an adult comes with them").
void CueMatcher::match_unless_as_only_if() {
  bool only_if = false;
  for (std::size_t k = 0; k + 1 < h.size() && !only_if; ++k) only_if = h[k].lower == "only" && h[k + 1].lower == "if";
  if (!only_if) return;
  for (auto& c : pcues) {
    for (std::size_t q = c.first + 1; q < we && !c.second && p[q].sentence == p[c.first].sentence && q <= c.first + 12; ++q) {
      c.second = p[q].lower == "unless";
    }
  }
}

// A cue of the claim still unmatched is matched by a negated sentence anywhere in the source
// whose cue's scope holds two words or more of its own scope ("Harbor State Bank charges a $32
// overdraft fee ... Overdrafts of $50 or less are not charged a fee" / "doesn't charge an
// overdraft fee when an account is overdrawn by $50 or less").
void CueMatcher::match_negated_elsewhere() {
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
          // (A word of the claim's scope in the source's negated subject counts as a subject's:
          // "No previous golf experience is required" / "Prior golf experience is not needed".)
          const bool as_scope = scope && all_pcue[o] != kNoCue;
          const std::size_t pc = as_scope ? all_pcue[o] : all_psubject[o];
          if (pc == kNoCue) continue;
          for (const Hit& x : hits) matched = matched || (x.premise_cue == pc && x.word != i && (x.scope || as_scope));
          hits.push_back({pc, i, as_scope});
        }
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
void CueMatcher::match_implicit_negatives() {
  // "At no cost", "no charge", "without a fee": free, which a source may say anywhere near the
  // anchor ("a cleaner returns to fix it free of charge" / "sends a cleaner back at no cost").
  for (auto& c : hcues) {
    const std::string& w = h[c.first].lower;
    const std::size_t q = past_price_modifiers(h, c.first + 1);
    const bool price = q < h.size() && (is_price_key(h[q].key) || h[q].key == "payment");
    // (And "costs nothing", "pays nothing": "Trial classes at Jade Tiger Martial Arts cost nothing" /
    // "every trial class is free of charge".)
    bool nothing_paid = false;
    for (std::size_t m = c.first; w == "nothing" && m-- > 0 && c.first - m <= 3 && h[m].clause == h[c.first].clause && !nothing_paid;) {
      nothing_paid = h[m].lower.starts_with("cost") || h[m].lower.starts_with("charg") || h[m].lower.starts_with("pay") ||
                     h[m].lower == "paid";
    }
    if (c.second || !(((w == "no" || w == "without") && price) || nothing_paid)) continue;
    for (std::size_t m = wb; m < we && !c.second; ++m) c.second = p[m].lower == "free" && near_anchor(p[m].sentence) && pcue[m] == kNoCue;
  }
  // "Free of fragrance" on one side, "fragrance-free" on the other: the same cue ("all detergents are
  // fragrance-free" / "Every detergent ... is free of fragrance").
  auto free_of = [](const std::vector<Tok>& t, std::size_t c) {
    return c > 0 && c + 1 < t.size() && t[c].lower == "of" && t[c - 1].lower == "free" ? &t[c + 1] : nullptr;
  };
  auto hyphen_free = [](const std::vector<Tok>& t, std::size_t b, std::size_t e, const Tok& w) {
    for (std::size_t m = b; m + 1 < e; ++m) {
      if (t[m].kind == Kind::kWord && t[m].key == w.key && t[m].hyphen_after && t[m + 1].lower == "free") return true;
    }
    return false;
  };
  for (auto& c : hcues) {
    if (const Tok* w = free_of(h, c.first); !c.second && w) c.second = hyphen_free(p, wb, we, *w);
  }
  for (auto& c : pcues) {
    if (const Tok* w = free_of(p, c.first); !c.second && w) c.second = hyphen_free(h, 0, h.size(), *w);
  }
  // The claim's "other than" answered by the source's "all other" ("Only the two finalists ...
  // receive medals; all other participating teams receive certificates" / "every participating
  // team other than the two finalists is given a certificate").
  for (auto& c : hcues) {
    if (c.second || !other_than(h, c.first)) continue;
    for (std::size_t m = wb + 1; m < we && !c.second; ++m) {
      c.second = p[m].lower == "other" && p[m - 1].lower == "all" && near_anchor(p[m].sentence);
    }
  }
  // "Without one", "without it": the noun said before, which the claim's cue negates ("Children
  // under 13 can fish without one" / "Children under 13 do not need a fishing licence"), in a
  // sentence of the window holding two of the words before the claim's cue.
  for (auto& c : hcues) {
    if (c.second || (h[c.first].lower != "not" && h[c.first].lower != "no")) continue;
    for (std::size_t m = wb; m + 1 < we && !c.second; ++m) {
      const std::string& n = p[m + 1].lower;
      if (p[m].lower != "without" || !(n == "one" || n == "it" || n == "them")) continue;
      int before = 0;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        if (hc[i] >= c.first || h[hc[i]].clause != h[c.first].clause || !h[hc[i]].content()) continue;
        before += std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return p[o].sentence == p[m].sentence && o < m; });
      }
      c.second = before >= 2;
    }
  }
  for (std::size_t i = 0; i < hc.size(); ++i) {
    if (at[i] == npos) continue;
    const std::size_t hk = hcue[hc[i]] != kNoCue ? hcue[hc[i]] : h_subject[hc[i]];
    const std::size_t pk = pcue[at[i]] != kNoCue ? pcue[at[i]] : p_subject[at[i]];
    // An exception's word, a name too ("other than Staten Island" / "except Staten Island").
    for (auto& c : hcues) c.second = c.second || (c.first == hk && other_than(h, c.first) && exception_near(p, at[i]));
    for (auto& c : pcues) c.second = c.second || (c.first == pk && other_than(p, c.first) && exception_near(h, hc[i]));
    // (Not at a name: "not adequate compensation for Halvorsen" / "declined to grant Halvorsen".)
    if (h[hc[i]].capitalised) continue;
    // (For a verbal cue, any word after it in its clause: "Visitors do not need to pay to enter the
    // permanent collection" / "Entry to the permanent collection is free".)
    for (auto& c : hcues) {
      const std::string& cw = h[c.first].lower;
      const bool verbal = cw == "not" || cw == "never" || cw == "cannot" || cw == "unable";
      const bool clause_of_cue = h[hc[i]].clause == h[c.first].clause && h[hc[i]].sentence == h[c.first].sentence;
      const bool in_clause = verbal && hc[i] > c.first && clause_of_cue;
      c.second = c.second || ((c.first == hk || in_clause) && implicit_near(p, at[i], h, 0, h.size()));
      // (Or a word of its subject, before it, which the source says an implicit negative of later in
      // its clause: "Full-time students will still be unable to claim the benefit" / "Students in
      // full-time education remain ineligible".)
      if (c.second || !verbal || hc[i] > c.first || !clause_of_cue) continue;
      const std::size_t o = at[i];
      for (std::size_t m = o + 1; m < we && m <= o + 6 && p[m].sentence == p[o].sentence && p[m].clause == p[o].clause; ++m) {
        c.second = c.second || (implicit_negative_at(p, m) && p[m].lower != "free" && !holds_word(h, 0, h.size(), p[m]));
      }
    }
    for (auto& c : pcues) c.second = c.second || (c.first == pk && implicit_near(h, hc[i], p, wb, we));
  }
}

// An implicit negative of `t` within 6 tokens of position q, in q's sentence, that `other` lacks.
bool CueMatcher::implicit_near(const std::vector<Tok>& t, std::size_t q, const std::vector<Tok>& other, std::size_t ob,
                               std::size_t oe) const {
  // ("Free" says no charge, which only a claim about paying denies: not "helmets can be borrowed
  // free of charge" / "Skaters under 14 are not required to wear helmets". Read only when a "free"
  // is met: this runs for every aligned word of a negated pair.)
  auto priced = [&] {
    return std::any_of(other.begin() + static_cast<std::ptrdiff_t>(ob), other.begin() + static_cast<std::ptrdiff_t>(oe), [](const Tok& u) {
      return is_price_key(u.key) || u.lower.starts_with("pay") || u.lower == "paid" || u.lower.starts_with("charg");
    });
  };
  for (std::size_t m = q >= 6 ? q - 6 : 0; m < t.size() && m <= q + 6; ++m) {
    if (t[m].sentence != t[q].sentence || !implicit_negative_at(t, m) || holds_word(other, ob, oe, t[m])) continue;
    // (A compound's "free" is "without" its first word, always: "step-free access" / "can be
    // reached without steps".)
    if (t[m].lower == "free" && !(m > 0 && t[m - 1].hyphen_after) && !priced()) continue;
    // (Not where the other side says the word's opposite: "all branches are closed on Sundays" /
    // "No branches are open on Saturdays", which the opposite test reads.)
    bool opposite_there = false;
    if (shut_word(t[m]) && t[m].has_opposite) {
      for (std::size_t o = ob; o < oe && !opposite_there; ++o) {
        opposite_there = other[o].kind == Kind::kWord && other[o].has_opposite && lex.opposite(opposite_key(other[o]), opposite_key(t[m]));
      }
    }
    if (!opposite_there) return true;
  }
  // "unable to" negates its verb's clause, as "cannot" does, past 6 tokens ("is unable to send its
  // Record Store Day exclusives" / "cannot ship its Record Store Day exclusives").
  for (std::size_t m = q; m-- > 0 && t[m].sentence == t[q].sentence && t[m].clause == t[q].clause;) {
    if (t[m].lower == "unable" && m + 1 < t.size() && t[m + 1].lower == "to" && !holds_word(other, ob, oe, t[m])) return true;
  }
  return false;
}

// Whether the claim's content word i, no verb, stands in a phrase of its own (two words of the two
// before it and the two after it) that another occurrence in the window stands in, one that no cue
// negates, and the one it is aligned to shares no word of ("is unable to order Kestrel hydraulic
// brake parts. Mechanical brake repairs are unaffected" / "can still carry out mechanical brake
// repairs"): the claim speaks of that occurrence, and the cue over the aligned one is not its.
bool CueMatcher::said_elsewhere_as_phrase(std::size_t i) const {
  const std::size_t k = hc[i];
  auto beside = [&](std::size_t o) {
    int n = 0;
    for (const std::ptrdiff_t d : {-2, -1, 1, 2}) {
      const std::ptrdiff_t a = static_cast<std::ptrdiff_t>(o) + d, b = static_cast<std::ptrdiff_t>(k) + d;
      if (a < 0 || b < 0 || static_cast<std::size_t>(a) >= p.size() || static_cast<std::size_t>(b) >= h.size()) continue;
      const Tok& x = p[static_cast<std::size_t>(a)];
      n += x.sentence == p[o].sentence && x.kind == Kind::kWord && x.content() && !x.negation && x.key == h[static_cast<std::size_t>(b)].key;
    }
    return n;
  };
  if (at[i] == npos || verb_like(h[k]) || verb_like(p[at[i]]) || beside(at[i]) > 0) return false;
  return std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) {
    return o != at[i] && o >= wb && o < we && pcue[o] == kNoCue && p_subject[o] == kNoCue && beside(o) >= 2;
  });
}

// A contrast ("rather than", "instead of") matched by a negation on the other side agrees
// with it ("by the practice nurse rather than at the hospital" / "by your practice nurse, not
// at the hospital"); unmatched, it is no mismatch: the other side may state the alternative
// without a cue ("instead of in August" / "moved from August to May").
bool CueMatcher::unmatched(const std::vector<Tok>& t, const Cues& cues) {
  return std::any_of(cues.begin(), cues.end(), [&](const auto& c) { return !c.second && !contrast_cue(t, c.first); });
}

// A negated excess is a bound from above ("No household may hold more than two permits" /
// "may hold no more than two", "Temperatures never rose above 12°C" / "stayed below 12°C",
// "No stay is taxed for more than seven nights" / "a maximum of seven nights"): a cue
// followed in its clause by an excess over a number is matched by the other side's bound from
// above at that number.
void CueMatcher::match_bounds() {
  for (auto& [cue, matched] : hcues) matched = matched || bounded(h, cue, p, wb, we);
  for (auto& [cue, matched] : pcues) matched = matched || bounded(p, cue, h, 0, h.size());
}

// Whether a cue of `a` at `cue` is followed by an excess over a number that `b` bounds from above
// at that number, in [bb, be).
bool CueMatcher::bounded(const std::vector<Tok>& a, std::size_t cue, const std::vector<Tok>& b, std::size_t bb, std::size_t be) const {
  for (std::size_t q : excess_after(a, cue)) {
    for (std::size_t m = bb; m < be; ++m) {
      if (b[m].kind == Kind::kNumber && !b[m].year && (same_value(b[m].value, a[q].value) || same_quantity(b[m], a[q])) && bound_from_above(b, m)) return true;
    }
  }
  return false;
}

// A word of the source at q that makes its part a negated one: a cue, a negation word, a
// failure, "non-", or a word of a negative meaning ("free" one only where `free_counts`).
bool CueMatcher::negative_word(std::size_t q, bool free_counts) const {
  return p[q].negation || pcue[q] == q || is_failure_cue(p[q]) || p[q].lower.starts_with("non") ||
         (implicit_negative(p[q]) && (free_counts || p[q].lower != "free"));
}

bool CueMatcher::cut_word(std::size_t q, bool clauses) const {
  const bool opens = q == 0 || p[q].clause != p[q - 1].clause;
  // (A relative clause after a comma says a fact of its own, "are never sold at the Greenhithe Organic
  // Growers' Shop, which has held organic certification since 2011"; not one that negates what it
  // follows, "with the exception of custom-printed stationery, which cannot be returned".)
  auto own_fact = [&] {
    const auto [b, e] = clause_span(p, q);
    for (std::size_t m = b; m < e; ++m) {
      if (p[m].negation) return false;
    }
    return true;
  };
  return q == 0 || p[q].sentence != p[q - 1].sentence || contrast_at(p, q) || p[q].lower == "although" ||
         (opens && p[q].lower == "though") ||
         (clauses && opens && (p[q].after_semicolon || p[q].lower == "and" || p[q].lower == "or" || p[q].lower == "when")) ||
         (clauses && opens && p[q].lower == "which" && own_fact());
}

std::vector<Part> CueMatcher::window_parts(bool clauses, bool free_counts) const {
  std::vector<Part> parts;
  for (std::size_t b = wb; b < we;) {
    std::size_t e = b + 1;
    while (e < we && !cut_word(e, clauses)) ++e;
    bool negated = false;
    for (std::size_t q = b; q < e && !negated; ++q) negated = negative_word(q, free_counts);
    parts.push_back({b, e, negated});
    b = e;
  }
  return parts;
}

// A cue of the claim matched, but the part of the source that says what the claim says is an
// affirmed one ("The Quill Pro stylus works with the Slate 12 tablet, but it is not compatible
// with the older Slate 10" / "The Quill Pro stylus does not work with the Slate 12 tablet";
// "the day pass includes shoe rental but does not include harness rental" / "does not include
// shoe rental"). The parts (window_parts, not cut at clauses) near the anchor, each scored by
// the claim's words it holds (of the cue's scope; not its subject, which the parts may share)
// less its own content words the claim lacks. The best affirmed part (no cue, no word of a
// negative meaning) scores two or more and leads every negated part by two: the cue is
// unmatched.
void CueMatcher::unmatch_affirmed_parts() {
  if (std::any_of(hcues.begin(), hcues.end(), [](const auto& c) { return c.second; })) {
    static const std::string allow_key = AlignLexicon::builtin().key("allow"), permit_key = AlignLexicon::builtin().key("permit");
    const std::vector<Part> parts = window_parts(false, true);
    for (auto& [cue, matched] : hcues) {
      if (!matched) continue;
      constexpr int kNone = std::numeric_limits<int>::min();
      int best_affirmed = kNone, best_negated = kNone;
      // (A permission of the claim's, "allow", is said in a part by its word of permission there:
      // "Dogs on leashes are welcome on the patio ..., but they are not allowed inside the
      // taproom" / "does not allow dogs on its patio".)
      bool claim_permits = false;
      for (std::size_t i = 0; i < hc.size() && !claim_permits; ++i) {
        const Tok& w = h[hc[i]];
        claim_permits = w.kind == Kind::kWord && w.content() && !w.negation && hcue[hc[i]] == cue &&
                        (permission_word(w.lower) || w.key == allow_key || w.key == permit_key);
      }
      for (const Part& part : parts) {
        // (Or the sentence next to the anchor: "does not include the illustrations from the print
        // version. It does include a new afterword" / "does not include a new afterword".)
        if (!near_anchor(p[part.b].sentence) && std::abs(p[part.b].sentence - anchor) != 1) continue;
        bool permission_said = false;
        int score = 0;
        for (std::size_t i = 0; i < hc.size(); ++i) {
          const Tok& w = h[hc[i]];
          if (w.kind != Kind::kWord || !w.content() || w.negation || hcue[hc[i]] != cue) continue;
          score += std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o >= part.b && o < part.e; });
        }
        for (std::size_t q = part.b; q < part.e; ++q) {
          const bool permission = claim_permits && permission_word(p[q].lower);
          permission_said = permission_said || permission;
          score -= p[q].kind == Kind::kWord && p[q].content() && !p[q].negation && !claim_holds(p[q]) && !permission;
        }
        score += permission_said && !part.negated;
        int& best = part.negated ? best_negated : best_affirmed;
        best = std::max(best, score);
      }
      if (best_affirmed != kNone && best_affirmed >= 2 && (best_negated == kNone || best_affirmed >= best_negated + 2)) matched = false;
    }
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
// A cue of the claim matched, but the claim's subject (its common words before the cue in its
// clause, two or more) stands in the source only in one affirmed part, which the negated part
// lacks ("The Essential plan does not cover pre-existing conditions ... Emergency surgery is
// covered up to the annual limit" / "Emergency surgery is not covered under the Essential plan";
// "Dogs ... are not allowed at Pinecrest Wildlife Park. Fully trained service animals are welcome
// in all public areas" / "Fully trained service animals are not allowed"): the cue is unmatched.
void CueMatcher::unmatch_affirmed_subjects() {
  if (std::none_of(hcues.begin(), hcues.end(), [](const auto& c) { return c.second; })) return;
  const std::vector<Part> parts = window_parts(true, false);
  auto part_of = [&](std::size_t o) -> const Part* {
    for (const Part& part : parts) {
      if (o >= part.b && o < part.e) return &part;
    }
    return nullptr;
  };
  for (auto& [cue, matched] : hcues) {
    const bool verbal = h[cue].lower == "not" || h[cue].lower == "never";
    if (!matched || !verbal) continue;
    const Part* home = nullptr;
    int words = 0;
    bool one_part = true;
    for (std::size_t i = 0; i < hc.size() && one_part; ++i) {
      const Tok& w = h[hc[i]];
      if (hc[i] >= cue || w.clause != h[cue].clause || w.kind != Kind::kWord || !w.content() || (w.capitalised && !w.sentence_initial) ||
          is_auxiliary(w.lower)) {
        continue;
      }
      if (where[i].empty()) continue;
      ++words;
      for (std::size_t o : where[i]) {
        const Part* part = part_of(o);
        if (!part || part->negated || (home && part != home)) {
          one_part = false;
          break;
        }
        home = part;
      }
    }
    // (And that part holds the word the cue negates, its first content word: "covered".)
    std::size_t pred = npos;
    for (std::size_t q = cue + 1; q < h.size() && h[q].clause == h[cue].clause && pred == npos; ++q) {
      if (h[q].content() && h[q].kind == Kind::kWord && !is_auxiliary(h[q].lower) && !h[q].capitalised) pred = q;
    }
    // (One word for a permission: "Flash photography is not permitted inside the dome, but guests
    // may take photos in the lobby exhibit hall" / "Guests are not allowed to take photos in the
    // lobby exhibit hall".)
    const bool permitted = pred != npos && permission_word(h[pred].lower);
    if (!one_part || !home || words < (permitted ? 1 : 2) || !near_anchor(p[home->b].sentence)) continue;
    // (Not where a negated part near the anchor shares a subject: it opens with its verb or a
    // pronoun, "... is available in the UK and Ireland but is not yet available in France", "It
    // does not cover damage caused by floods".)
    auto shares_subject = [&](const Part& part) {
      std::size_t q = part.b;
      while (q < part.e && (contrast_conjunction(p[q].lower) || p[q].lower == "and" || p[q].lower == "or" || p[q].kind != Kind::kWord)) ++q;
      if (q >= part.e) return false;
      const std::string& w = p[q].lower;
      return is_auxiliary(w) || w == "does" || w == "do" || w == "did" || p[q].negation || w == "it" || w == "they" || w == "he" ||
             w == "she" || w == "this" || verb_like(p[q]);
    };
    const bool shared = std::any_of(parts.begin(), parts.end(), [&](const Part& part) {
      return part.negated && near_anchor(p[part.b].sentence) && shares_subject(part);
    });
    // (The negation the cue matched stands in another part: "may visit only when accompanied by
    // an adult other than the patient" / "can only visit with an adult who isn't the patient" has
    // its own.)
    const bool elsewhere = std::any_of(parts.begin(), parts.end(), [&](const Part& part) {
      return &part != home && part.negated && near_anchor(p[part.b].sentence);
    });
    const bool own_cue = std::any_of(pcues.begin(), pcues.end(), [&](const auto& c) { return c.first >= home->b && c.first < home->e; });
    // (Or, for a permission, a word of one there: "Pets are not permitted inside the waiting lounge
    // ..., but assistance dogs are welcome" / "Assistance dogs are not allowed in the waiting
    // lounge".)
    bool said = pred != npos && holds_word(p, home->b, home->e, h[pred]);
    for (std::size_t q = home->b; q < home->e && !said && permitted; ++q) said = permission_word(p[q].lower);
    if (said && !shared && elsewhere && !own_cue) matched = false;
  }
}

void CueMatcher::unmatch_affirmed_predicates() {
  for (auto& [cue, matched] : hcues) {
    // A negation the claim says with another cue of its own.
    auto said_apart = [&, cue = cue](const Tok& n) {
      return std::any_of(hcues.begin(), hcues.end(), [&](const auto& c) { return c.first != cue && h[c.first].lower == n.lower; });
    };
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
      // (Not a negation the claim says too, with a cue of its own, nor one of another predicate:
      // "does not require a down payment and can be repaid early without penalty" / "cannot be
      // repaid early without penalty"; nor a "no" after a preposition past the word, which negates
      // its own noun phrase: "can be transferred to another person at no extra charge".)
      const auto clause = clause_span(p, o);
      for (std::size_t q = clause.first; q < clause.second && !negated; ++q) {
        const bool adjunct_no = q > o + 1 && p[q].lower == "no" && (is_adjunct_preposition(p[q - 1].lower) || p[q - 1].lower == "for");
        negated = q != o && p[q].negation && !adjunct_no && !said_apart(p[q]) &&
                  !second_predicate_between(p, std::min(q, o), std::max(q, o));
      }
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
    // (Or the subject of a cue's verb in the sentence that says the word: "Wetsuits are not
    // permitted ...; swimmers may wear one standard textile costume" / "may not wear wetsuits".)
    auto subject_by_pred = [&](std::size_t q) {
      return p_subject[q] != kNoCue &&
             std::any_of(where[ip].begin(), where[ip].end(), [&](std::size_t o) { return p[o].sentence == p[q].sentence; });
    };
    // (A word the claim negates with another cue of its own is no such word: "without penalty".)
    // (The subject only as the claim's object, the first word after the predicate: not "evening
    // workshops do not require prior experience, and the studio provides aprons for all
    // participants" / "does not provide aprons to workshop participants".)
    const bool scoped = std::any_of(said_after.begin(), said_after.end(), [&, cue = cue](std::size_t j) {
      return !where[j].empty() && (hcue[hc[j]] == kNoCue || hcue[hc[j]] == cue) && std::all_of(where[j].begin(), where[j].end(), [&](std::size_t q) {
               return pcue[q] != kNoCue || (j == said_after.front() && subject_by_pred(q));
             });
    });
    if (scoped) continue;
    // (Nor where the claim's subject, a common noun, stands in the source only as the object of
    // a cue's verb, within 3 words of the cue: "accepts card and mobile payments only and does not
    // take cash" / "Cash is not accepted".)
    if (subject != npos && h[subject].kind == Kind::kWord && (!h[subject].capitalised || h[subject].sentence_initial)) {
      bool seen = false, negated_only = true;
      for (std::size_t o = 0; o < p.size() && negated_only; ++o) {
        if (p[o].kind != Kind::kWord || p[o].key != h[subject].key) continue;
        seen = true;
        negated_only = pcue[o] != kNoCue && pcue[o] < o && o - pcue[o] <= 3;
      }
      if (seen && negated_only) continue;
    }
    // (The claim's common nouns before a preposition in its clause before the cue: a subject's head.)
    auto head_before = [&, cue = cue](const std::string& key) {
      for (std::size_t q = subject; subject != npos && q-- > 0 && h[q].clause == h[cue].clause;) {
        static constexpr std::string_view kPrepositions[] = {"over",  "of",    "for",    "with", "from",
                                                             "under", "above", "behind", "by",   "beside"};
        if (h[q].key == key && h[q].kind == Kind::kWord && !h[q].capitalised && q + 1 < h.size() &&
            (is_adjunct_preposition(h[q + 1].lower) ||
             std::find(std::begin(kPrepositions), std::end(kPrepositions), h[q + 1].lower) != std::end(kPrepositions))) {
          return true;
        }
      }
      return false;
    };
    bool all_affirmed = true, said = false;
    for (std::size_t o = 0; o < p.size() && all_affirmed; ++o) {
      if (p[o].kind != Kind::kWord || !p[o].key.starts_with(h[pred].key)) continue;
      all_affirmed = affirmed(o);
      if (p[o].key != h[pred].key || !near_anchor(p[o].sentence) || subject == npos) continue;
      // Its subject before it in its clause, or a word the claim says after it in that clause.
      bool there = false;
      // (Or the head of a subject the claim says past it: "The broken extractor fan over the soldering
      // benches has not been replaced" / "the fan has since been replaced".)
      for (std::size_t q = o; q-- > 0 && p[q].sentence == p[o].sentence && p[q].clause == p[o].clause && !there;) {
        there = p[q].kind == Kind::kWord && (p[q].key == h[subject].key || lex.related(p[q].key, h[subject].key) ||
                                             (p[q].content() && !p[q].capitalised && head_before(p[q].key)));
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
}

// A cue of the claim matched, but a word of the subject it negates stands in the source as the
// exception to a negation of the same sentence ("Pets are not permitted in guest
// rooms at the Seacliff Hotel, with the exception of registered assistance dogs" / "Registered
// assistance dogs are not permitted in guest rooms"): the exception is affirmed, and the cue is
// unmatched (not a word of its scope: "must not exceed 80,000 words, excluding bibliography" /
// "not counting the bibliography"). The exception: "except", "exception", "excluding" or
// "besides" at most 4 tokens before the word, in its sentence, after a cue of the source there.
void CueMatcher::unmatch_exceptions() {
  auto excepted = [&](std::size_t o) {
    for (std::size_t m = o >= 4 ? o - 4 : 0; m < o; ++m) {
      if (p[m].sentence != p[o].sentence || !(exception_word(p[m].lower) || p[m].lower == "exception")) continue;
      for (std::size_t c = m; c-- > 0 && p[c].sentence == p[m].sentence;) {
        if (pcue[c] != kNoCue) return true;
      }
    }
    return false;
  };
  // (Not where the claim states the exception too: "pets other than trained assistance dogs are
  // not permitted".)
  const bool claim_excepts = std::any_of(h.begin(), h.end(), [](const Tok& t) {
    return exception_word(t.lower) || t.lower == "exception" || t.lower == "apart" || t.lower == "other";
  });
  // And a cue of the source whose exception the claim affirms, its words aligned there ("Pets are not
  // allowed in the venue, with the exception of assistance dogs" / "Assistance dogs are permitted at
  // the Bellmere Stamp Show"): the cue is matched.
  for (auto& c : pcues) {
    for (std::size_t i = 0; i < hc.size() && !c.second && hcues.empty(); ++i) {
      const Tok& y = h[hc[i]];
      c.second = at[i] != npos && y.kind == Kind::kWord && y.content() && !y.capitalised && at[i] > c.first &&
                 p[at[i]].sentence == p[c.first].sentence && excepted(at[i]);
    }
  }
  for (auto& c : hcues) {
    if (!c.second || claim_excepts) continue;
    for (std::size_t i = 0; i < hc.size() && c.second; ++i) {
      // (The subject's first word too where a participle cuts the subject short: "Birthday cakes
      // brought for booked parties are not allowed" / "not permitted ..., except for birthday
      // cakes brought for booked parties".)
      const bool first_word = hc[i] < c.first && h[hc[i]].sentence_initial && h[hc[i]].clause == h[c.first].clause;
      // (Or a common word of the cue's own scope, its object: "Pets are not allowed aboard Saltmarsh Seal
      // Tours boats, with the exception of registered service animals" / "Saltmarsh Seal Tours does not
      // allow registered service animals on its boats".)
      // (After an auxiliary's "not", before any "unless", "if" or "except": not "does not vote unless
      // there is a tie" / "does not vote except to break ties".)
      bool object = hcue[hc[i]] == c.first && hc[i] > c.first && !h[hc[i]].capitalised && c.first > 0 &&
                    (is_auxiliary(h[c.first - 1].lower) || is_modal(h[c.first - 1].lower));
      for (std::size_t q = c.first + 1; q < hc[i] && object; ++q) {
        object = h[q].lower != "unless" && h[q].lower != "if" && !exception_word(h[q].lower);
      }
      if ((h_subject[hc[i]] != c.first && !first_word && !object) || at[i] == npos || !h[hc[i]].content()) continue;
      if (excepted(at[i])) c.second = false;
    }
  }
}

// "Not all", "not every": some are not, which a source that names a part of the whole says
// too ("Every branch accepts furniture donations except the Hillside branch" / "Not every
// branch accepts furniture donations"; "Half of the 40 apartments", "Only some stops", "Two of
// the five models" / "Not all of the ..."): the cue is matched by such a word in a sentence near
// the anchor.
void CueMatcher::match_not_all() {
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
}

// Last, a cue of the claim still unmatched is matched by a source's clause that ends in its
// auxiliary and "not" (the predicate left out, said in the clause before) and whose subject
// the claim's subject names ("Most branches ... offer free passport photos; the Main Street
// branch does not" / "The Main Street branch ... doesn't offer free passport photos"; "but six
// did not" / "Six of the 40 departments failed to meet the target").
void CueMatcher::match_elliptical() {
  for (auto& [cue, matched] : hcues) {
    if (matched) continue;
    for (std::size_t q = wb + 1; q < we && !matched; ++q) {
      if (!elliptical_not_at(p, q) || !near_anchor(p[q].sentence)) continue;
      for (std::size_t a = clause_span(p, q).first; a + 1 < q && !matched; ++a) {
        if (!p[a].content() || (p[a].kind != Kind::kWord && p[a].kind != Kind::kNumber)) continue;
        for (std::size_t b = 0; b < cue && !matched; ++b) {
          matched = h[b].clause == h[cue].clause && h[b].content() && h[b].kind == p[a].kind &&
                    (h[b].kind == Kind::kWord ? h[b].key == p[a].key : same_value(h[b].value, p[a].value));
        }
      }
    }
  }
}

// A cue of the source still unmatched, where the claim says what an affirmed part of the
// source says and not what the cue's part says ("Bookings for the Christmas period close on 12
// December, and no collections take place between 24 December and 2 January" / "Bookings ...
// over the Christmas period close on 12 December"; "On Saturdays, crews may work from 9:00
// a.m. to 5:00 p.m., and no work is allowed on Sundays" / "Crews are allowed to work on
// Saturdays from 9:00 a.m. until 5:00 p.m."): the cue is matched. Parts: window_parts, cut at
// clauses too. An affirmed part (outside the cue's, no cue, no word of a negative meaning
// but "free") near the anchor is scored by the claim's content words it holds less its own
// content words the claim lacks, the cue's part by the claim's words it holds; the best
// affirmed part scores two or more and leads the cue's part by two, and no word of the claim
// is missing from the source or stands after the cue in its part and in no affirmed part ("but
// not at Kelmont" / "at the Lisnova and Kelmont hostels").
void CueMatcher::match_source_cues_by_affirmed_parts() {
  if (std::any_of(pcues.begin(), pcues.end(), [](const auto& c) { return !c.second; })) {
    // The phrase a quantifying cue picks out ("None of the 250 scooters in the Ashby pilot"): its
    // subject, which an affirmed part may say more of ("... and each one is fitted with a speed
    // limiter" / "Every scooter in the Ashby pilot has a speed limiter").
    auto in_phrase = [&](std::size_t o, std::size_t cue) { return o > cue && p_subject[o] == cue; };
    auto score = [&](std::size_t b, std::size_t e, bool penalty, std::size_t cue = kNoCue) {
      int n = 0;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        if (!h[hc[i]].content()) continue;
        n += std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o >= b && o < e && !in_phrase(o, cue); });
      }
      for (std::size_t q = b; q < e && penalty; ++q) n -= p[q].content() && !p[q].negation && !claim_holds(p[q]);
      return n;
    };
    // (A part negated only by a word of negative meaning the claim says too, or where the claim
    // negates with a cue of its own, says what the claim says with its polarity: "Hosepipes may
    // never be left running unattended at Brookside Allotments, and sprinklers are banned during
    // July and August" / "At Brookside Allotments, sprinklers cannot be used in July or August".)
    std::vector<Part> parts = window_parts(true, false);
    for (Part& part : parts) {
      bool own = part.negated;
      for (std::size_t q = part.b; q < part.e && own; ++q) {
        if (negative_word(q, false)) {
          own = !p[q].negation && pcue[q] == kNoCue && implicit_negative(p[q]) && (claim_holds(p[q]) || !hcues.empty());
        }
      }
      if (own) part.negated = false;
    }
    // A name of the claim that the source says only after "at", "in" or "on" (past "the") and
    // that modifies a noun there, or follows a word of the cue's part the claim lacks, nor says in
    // another form: the setting of every part, no word of the cue's ("Dogs are not permitted inside
    // the Greywater Cellars tasting room, though leashed pets may stay on the outdoor terrace" /
    // "Dogs on a leash can stay on Greywater Cellars' outdoor terrace"; "Dogs are not permitted
    // inside the Bergli Hut, but they may stay in the covered shelter" / "Dogs can be kept in the
    // covered shelter next to the entrance of the Bergli Hut"); not the place the cue negates
    // ("though not yet in Canada"), nor one after a verb the claim says in a form the lexicon keys
    // apart ("are never used in the Glenmoor Studio" / "Glenmoor Studio uses").
    auto stem = [](std::string_view w) {
      for (std::string_view end : {"ing", "es", "ed", "s", "d"}) {
        if (w.size() > end.size() + 2 && w.ends_with(end)) return w.substr(0, w.size() - end.size());
      }
      return w;
    };
    auto lacked_before = [&](std::size_t q) {
      const bool inflected =
          std::any_of(h.begin(), h.end(), [&](const Tok& y) { return y.kind == Kind::kWord && stem(y.lower) == stem(p[q].lower); });
      return p[q].kind == Kind::kWord && p[q].content() && !p[q].capitalised && !claim_holds_stem(p[q]) && !inflected;
    };
    // The start of the name run of the name word n, past a "the" before it.
    auto name_phrase_start = [&](std::size_t n) {
      std::size_t b = n;
      while (b > 0 && name_word(p[b - 1]) && p[b - 1].sentence == p[n].sentence) --b;
      if (b > 0 && p[b - 1].lower == "the") --b;
      return b;
    };
    auto setting = [&](std::size_t i) {
      return name_word(h[hc[i]]) && !where[i].empty() && std::all_of(where[i].begin(), where[i].end(), [&](std::size_t o) {
               const std::size_t b = name_phrase_start(o);
               std::size_t e = o + 1;
               while (e < p.size() && name_word(p[e]) && p[e].sentence == p[o].sentence) ++e;
               const bool modifier = e < p.size() && p[e].sentence == p[o].sentence && p[e].clause == p[o].clause &&
                                     p[e].kind == Kind::kWord && p[e].content() && !p[e].capitalised;
               const bool after_lacked = b >= 2 && p[b - 2].clause == p[o].clause && lacked_before(b - 2);
               return b > 0 && is_adjunct_preposition(p[b - 1].lower) && (modifier || after_lacked);
             });
    };
    // (And a common word after such a name in its noun phrase, the place the name gives: "None of
    // the prints in the Ridgeway Camera Club's winter exhibition are for sale, but every visitor
    // receives a free catalogue" / "Each visitor to the Ridgeway Camera Club's winter exhibition is
    // given a catalogue at no cost".)
    auto noun = [&](std::size_t q) { return p[q].kind == Kind::kWord && p[q].content() && !p[q].capitalised && lex.may_be_noun(p[q].key); };
    auto setting_noun = [&](std::size_t i) {
      const Tok& y = h[hc[i]];
      if (y.kind != Kind::kWord || y.capitalised || where[i].empty()) return false;
      return std::all_of(where[i].begin(), where[i].end(), [&](std::size_t o) {
        std::size_t q = o;
        while (q > 0 && p[q - 1].sentence == p[o].sentence && p[q - 1].clause == p[o].clause && noun(q - 1)) --q;
        // (Nouns to the phrase's end, before a function word or the clause's end: not "the candles sold at
        // Emberleaf Fragrance Shop contain paraffin".)
        std::size_t e = o + 1;
        while (e < p.size() && p[e].sentence == p[o].sentence && p[e].clause == p[o].clause && noun(e)) ++e;
        const bool ends = e >= p.size() || p[e].sentence != p[o].sentence || p[e].clause != p[o].clause || !p[e].content();
        if (!ends || !noun(o) || q == 0 || !name_word(p[q - 1]) || !claim_holds(p[q - 1])) return false;
        const std::size_t b = name_phrase_start(q - 1);
        return b > 0 && is_adjunct_preposition(p[b - 1].lower);
      });
    };
    // A word of a "during" phrase after the cue: the time of every part, no word of the cue's ("The
    // Quenby tower's bells were not rung during last spring's stonework repairs, although the clock
    // continued to strike the hours" / "While the stonework was being repaired last spring, the
    // clock kept striking the hours").
    auto during = [&](std::size_t cue, std::size_t o) {
      for (std::size_t q = cue + 1; q < o; ++q) {
        if (p[q].lower == "during") return true;
      }
      return false;
    };
    for (auto& pc : pcues) {
      // (Plain variables: clang 14 cannot capture structured bindings.)
      const std::size_t cue = pc.first;
      bool& matched = pc.second;
      if (matched) continue;
      std::size_t cb = cue, ce = cue + 1;
      while (!cut_word(cb, true)) --cb;
      while (ce < p.size() && !cut_word(ce, true)) ++ce;
      // The affirmed parts: those outside the cue's part.
      int best_affirmed = std::numeric_limits<int>::min();
      std::vector<bool> affirmed(p.size(), false);
      for (const Part& part : parts) {
        const std::size_t b = part.b, e = part.e;
        if (part.negated || (e > cb && b < ce)) continue;
        std::fill(affirmed.begin() + static_cast<std::ptrdiff_t>(b), affirmed.begin() + static_cast<std::ptrdiff_t>(e), true);
        // An affirmed part of the cue's sentence that ends in its auxiliary says the cue's
        // predicate again ("Polystyrene cannot be put in the household recycling bin, but clean
        // foil trays and aerosol cans can"): the words after the cue are its too.
        const std::string& last = p[e - 1].lower;
        // (Not the month: "visited 14 shrimp processing plants in Ca Mau province in May; none was
        // found to be using banned antibiotics".)
        const bool elliptical = p[e - 1].sentence == p[cue].sentence && is_auxiliary(last) && !month_word(p[e - 1]);
        int own = score(b, e, true);
        if (elliptical) {
          std::fill(affirmed.begin() + static_cast<std::ptrdiff_t>(cue + 1), affirmed.begin() + static_cast<std::ptrdiff_t>(ce), true);
          own += score(cue + 1, ce, false);
        }
        if (near_anchor(p[b].sentence)) best_affirmed = std::max(best_affirmed, own);
      }
      // A cue of a verb's own ("failing to remove", "without killing them", "who have never
      // ridden") whose verb the claim does not say: the claim states nothing it negates ("sued
      // SwiftSpin for failing to remove abandoned bikes" / "was sued over abandoned bikes").
      // (Nor one a word of the claim says in other words: "failed to secure planning permission" /
      // "obtained planning permission".)
      auto said_otherwise = [&](std::size_t v) {
        return is_failure_cue(p[cue]) && std::any_of(h.begin(), h.end(), [&](const Tok& y) {
          return y.kind == Kind::kWord && y.content() && !y.capitalised && y.key != p[v].key && lex.loosely_related(y.key, p[v].key);
        });
      };
      if (const std::size_t v = own_verb(cue, ce); v != npos && hcues.empty() && !claim_holds_stem(p[v]) && !said_otherwise(v)) {
        matched = true;
        continue;
      }
      const bool by_score = best_affirmed >= 2 && best_affirmed >= score(cb, ce, false, cue) + 2;
      if (!by_score && !states_apart(cue, cb, ce, parts)) continue;
      // (A word of the claim after the cue in its part, said in no affirmed part, is its focus;
      // a word of the claim the source does not hold may say the cue's part in other words:
      // "but did not win any other award" / "also collected other prizes".)
      bool scoped_only = false;
      // A permission said in an affirmed part ("may", "can", "welcome"; permission_word), which
      // the claim's word of permission may say rather than the cue's ("is allowed" / "may take
      // pictures"; "Spectators are welcome at ... Friday classes, but photography ... not
      // permitted" / "Visitors are allowed to watch Friday classes").
      bool affirmed_permission = false;
      for (std::size_t q = wb; q < we && !affirmed_permission; ++q) affirmed_permission = affirmed[q] && permission_word(p[q].lower);
      auto permission_of_part = [&](std::size_t i) {
        // (The claim's active "allows" or "lets" too: "The Old Mill Tea Garden allows dogs on its
        // terrace", "Birchwood Gallery lets visitors observe its turning demonstrations".)
        const std::string& w = h[hc[i]].lower;
        return affirmed_permission &&
               (permission_word(w) || w == "allow" || w == "allows" || w == "permit" || w == "permits" || w == "let" || w == "lets") &&
               std::all_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return permission_word(p[o].lower); });
      };
      bool claim_permission = false;
      for (std::size_t i = 0; i < hc.size() && !claim_permission; ++i) claim_permission = !where[i].empty() && permission_of_part(i);
      // (Stated apart, a word of the cue's focus that the claim says and no affirmed part does:
      // "Children under 7 cannot play in the main arena ..., but they can join the separate junior
      // arena" / "may play in the junior arena".)
      if (!by_score) {
        // Where the claim lacks the cue's subject as a whole, only the predicate or a common word of
        // the focus ("Hosepipes and sprinklers may not be used at Pinfold Allotments during June,
        // July or August; watering must be done with cans" / "In June, July and August, Pinfold
        // Allotments plot holders must water using cans"; not "The couple does not need to be
        // residents of the county to apply" / "Applicants ... must be residents of the county").
        const auto [fb, fe] = focus_span(cue, ce);
        const bool other_subject = subject_lacked(cue, cb, ce);
        // (Nor a passive's agent after "by" in the focus, who may be the claim's subject of another
        // predicate: "antique marionettes cannot be handled by visitors, though replica puppets are
        // available to try" / "Visitors ... can try out replica puppets".)
        std::size_t agent_from = fe;
        for (std::size_t b = fb; b < fe && agent_from == fe; ++b) {
          if (p[b].lower == "by") agent_from = b + 1;
        }
        // (Not a setting's noun where the claim's modal says the cue's predicate and no affirmed part a
        // permission: "Downloads are not available on the Basic plan; subscribers must upgrade" /
        // "Subscribers on the Basic plan can download titles"; "Reservations are not required at the
        // Lotus Pavilion tea house" / "Guests must book ahead".)
        static constexpr std::string_view kPossible[] = {"available", "possible", "allowed", "permitted"};
        static constexpr std::string_view kNeeded[] = {"required", "necessary", "mandatory", "needed"};
        auto in = [](const auto& words, std::string_view w) { return std::find(std::begin(words), std::end(words), w) != std::end(words); };
        bool modal_focus = false;
        for (std::size_t q = 0; q < h.size() && fb < ce && !affirmed_permission && !modal_focus; ++q) {
          const std::string& w = h[q].lower;
          modal_focus = ((w == "can" || w == "may") && in(kPossible, p[fb].lower)) ||
                        ((w == "must" || w == "need" || w == "needs") && in(kNeeded, p[fb].lower));
        }
        int common = 0;
        for (std::size_t i = 0; i < hc.size() && !scoped_only; ++i) {
          // (Not a stretch of time, which may be the whole sentence's: "is not accepting new adult
          // members this season, though junior applications are still being taken" / "Juniors can
          // still apply to join Kingsmead Tennis Club this season".)
          // (Nor a later word of a name of the claim, which the focus says as a common word: "Pinecroft
          // Cheese Shop" / "has never sold imported cheese; every wheel ... comes from farms within 50
          // miles".)
          const std::size_t hk = hc[i];
          const bool later_name_word = h[hk].capitalised && !h[hk].sentence_initial && hk > 0 && h[hk - 1].capitalised;
          const bool said = h[hc[i]].content() && !is_time_noun(h[hc[i]].lower) &&
                            std::any_of(where[i].begin(), where[i].end(),
                                        [&, fb = fb](std::size_t o) {
                                          return o >= fb && o < agent_from && (!later_name_word || p[o].capitalised) && !during(cue, o);
                                        }) &&
                            std::none_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return affirmed[o]; });
          if (!said || setting(i) || (setting_noun(i) && !modal_focus)) continue;
          const bool predicate = std::find(where[i].begin(), where[i].end(), fb) != where[i].end() &&
                                 !(permission_word(p[fb].lower) && permission_word(h[hc[i]].lower) && affirmed_permission);
          common += !h[hc[i]].capitalised;
          scoped_only = !other_subject || predicate || common >= 1;
        }
      }
      for (std::size_t i = 0; i < hc.size() && !scoped_only && by_score; ++i) {
        if (!h[hc[i]].content()) continue;
        const bool after =
            std::any_of(where[i].begin(), where[i].end(),
                        [&](std::size_t o) { return o > cue && o < ce && !in_phrase(o, cue) && !during(cue, o); });
        // (Not the claim's "every": "None of the 250 scooters ... and each one is fitted with" /
        // "Every scooter ... has"; the quantifier test reads it.)
        const bool universal = quantifier_class(h[hc[i]].lower) == 1;
        // (Nor a participle after the claim's noun, which only picks it out: "Unopened dry goods
        // bought at Finlay's Fish Emporium can be returned".)
        const std::size_t q = hc[i];
        const bool participle = q > 0 && (h[q].lower.ends_with("ed") || h[q].irregular) && h[q - 1].kind == Kind::kWord &&
                                h[q - 1].content() && !h[q - 1].capitalised && !is_auxiliary(h[q - 1].lower) && !h[q - 1].lower.ends_with("ed");
        // (Nor a stretch of time, as above: "None of the lifeguards at Cove Beach work on Mondays,
        // when the beach is reserved for surf lessons" / "On Mondays, Cove Beach is reserved for
        // surf lessons".)
        // (Nor the name of a setting, as above.)
        // (Nor, where the claim's permission is the affirmed part's, a word it says in other words:
        // "Visitors are allowed to watch Friday classes".)
        scoped_only = (where[i].empty() && !universal && !participle && !claim_permission) ||
                      (after && !is_time_noun(h[q].lower) && !setting(i) && !permission_of_part(i) &&
                       std::none_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return affirmed[o]; }));
      }
      // (Where the claim says the cue's subject, a word of it that no affirmed part holds, and
      // its predicate, which an affirmed part holds too: "Residential stays ... include all meals
      // ...; airport transfers are not included" / "A stay ... includes airport transfers". Not
      // where an affirmed part with a pronoun, which may be that subject, holds two words of the
      // claim: "Tickets ... cannot be bought on board; passengers must purchase them at the
      // station booking office" / "tickets must be bought at the station booking office".)
      auto pronoun_part = [&] {
        return std::any_of(parts.begin(), parts.end(), [&](const Part& part) {
          if (part.negated || (part.e > cb && part.b < ce) || !near_anchor(p[part.b].sentence)) return false;
          bool pronoun = false;
          for (std::size_t q = part.b; q < part.e && !pronoun; ++q) {
            const std::string& w = p[q].lower;
            pronoun = w == "it" || w == "its" || w == "they" || w == "them" || w == "their";
          }
          int n = 0;
          for (std::size_t i = 0; i < hc.size() && pronoun; ++i) {
            n += h[hc[i]].content() &&
                 std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o >= part.b && o < part.e; });
          }
          return n >= 2;
        });
      };
      if (const std::size_t fb = focus_span(cue, ce).first; !scoped_only && fb < ce && !subject_lacked(cue, cb, ce)) {
        bool own_subject = false, predicate = false;
        const std::size_t subject_end = phrase_end(cue, ce);
        for (std::size_t i = 0; i < hc.size(); ++i) {
          const Tok& y = h[hc[i]];
          if (y.kind != Kind::kWord || !y.content() || y.capitalised) continue;
          predicate = predicate || std::find(where[i].begin(), where[i].end(), fb) != where[i].end();
          own_subject = own_subject || (std::any_of(where[i].begin(), where[i].end(),
                                                    [&](std::size_t o) { return o >= cb && o < subject_end && o != cue; }) &&
                                        std::none_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return affirmed[o]; }));
        }
        // (A claim with a word of negative meaning may say the cue its way: "items left uncollected".)
        bool plain = true;
        for (std::size_t q = 0; q < h.size() && plain; ++q) {
          plain = (h[q].lower == "free" || !implicit_negative_at(h, q)) && !un_participle(h[q]);
        }
        scoped_only = own_subject && predicate && plain && !pronoun_part();
      }
      matched = !scoped_only;
    }
  }
}

// The verb a source cue at `cue` negates where the cue is a verb's own: "failing to V", "without
// V-ing", or a "not"/"never" in a relative clause ("who have never ridden"); npos otherwise.
std::size_t CueMatcher::own_verb(std::size_t cue, std::size_t ce) const {
  const std::string& w = p[cue].lower;
  std::size_t v = npos;
  if (w == "without") {
    v = cue + 1 < ce && ing_form(p[cue + 1].lower) ? cue + 1 : npos;
  } else if (is_failure_cue(p[cue])) {
    v = cue + 2 < ce && p[cue + 1].lower == "to" && p[cue + 2].content() ? cue + 2 : npos;
  } else if (w == "not" || w == "never") {
    std::size_t q = cue;
    while (q > 0 && is_auxiliary(p[q - 1].lower) && p[q - 1].sentence == p[cue].sentence) --q;
    if (q == 0 || (p[q - 1].lower != "who" && p[q - 1].lower != "that" && p[q - 1].lower != "which")) return npos;
    for (std::size_t m = cue + 1; m < ce && m <= cue + 3 && v == npos; ++m) {
      if (p[m].kind == Kind::kWord && p[m].content() && !is_auxiliary(p[m].lower)) v = m;
    }
  }
  // (Not a verb that passes the negation on to another: "without requiring her to ... sit an oral
  // examination" / "had to sit an oral examination".)
  static constexpr std::string_view kPassOn[] = {"requir", "need",   "ask", "forc", "oblig", "compel",
                                                 "allow",  "permit", "let", "mak",  "expect"};
  if (v != npos && std::any_of(std::begin(kPassOn), std::end(kPassOn), [&](std::string_view s) { return p[v].lower.starts_with(s); })) {
    return npos;
  }
  return v;
}

// Whether the claim holds the word, or one that begins with the same six letters or more, or
// five that are all of one of the two but a letter ("refundable" / "refunds").
bool CueMatcher::claim_holds_stem(const Tok& u) const {
  if (claim_holds(u)) return true;
  return std::any_of(h.begin(), h.end(), [&](const Tok& y) {
    const std::size_t n = std::min(y.lower.size(), u.lower.size());
    std::size_t c = 0;
    while (c < n && y.lower[c] == u.lower[c]) ++c;
    return y.kind == Kind::kWord && c >= 5 && (c + 1 >= n || c >= 6);
  });
}

// The end of the phrase a quantifying source cue at `cue` picks out (restrictor_end), past a
// participle's phrase to the modal or auxiliary after it ("None of the fish caught in Copper Pond
// may be removed"); cue + 1 for another cue.
std::size_t CueMatcher::phrase_end(std::size_t cue, std::size_t ce) const {
  std::size_t b = std::max(cue + 1, std::min(restrictor_end(p, cue, p.size()), ce));
  if (b == cue + 1) return b;
  for (std::size_t q = b; q < ce && q <= b + 8; ++q) {
    if (is_modal(p[q].lower) || is_auxiliary(p[q].lower)) return q;
  }
  return b;
}

// The focus of a source cue at `cue` in its part (ending at ce): its predicate (past auxiliaries
// and "longer") and the words after it through the first phrase that opens with a preposition
// ("does not accept returns of opened ink cartridges", "cannot play in the main arena").
std::pair<std::size_t, std::size_t> CueMatcher::focus_span(std::size_t cue, std::size_t ce) const {
  // (A quantifying cue's phrase is its subject, the predicate after it its focus: "None of the fish
  // caught in Copper Pond may be removed".)
  std::size_t b = phrase_end(cue, ce);
  while (b < ce && (is_auxiliary(p[b].lower) || p[b].lower == "longer" || p[b].lower == "be")) ++b;
  const int clause = b + 1 < ce && b == cue + 1 && parenthetical_at(p, b) ? p[++b].clause : p[cue].clause;
  std::size_t e = b + 1, prepositions = 0;
  for (; e < ce && p[e].clause == clause; ++e) {
    const bool preposition = is_adjunct_preposition(p[e].lower) || p[e].lower == "of" || p[e].lower == "for" || p[e].lower == "to" ||
                             p[e].lower == "from" || p[e].lower == "by" || p[e].lower == "with" || p[e].lower == "as";
    if (preposition && ++prepositions == 2) break;
  }
  return {b, std::min(e, ce)};
}

// Whether the claim states another part of the source and not what the cue at `cue` (in its part
// [cb, ce)) negates: an affirmed part near the anchor holds two or more of the claim's content
// words that the cue's part does not, and the claim lacks what is the cue's own: its subject
// (subject_lacked) or a word of its focus (focus_span, not a name) ("Brightdesk Supplies does not
// accept returns of opened ink cartridges, but unopened cartridges may be returned within 21 days"
// / "Unopened cartridges can be returned to Brightdesk Supplies within 21 days"; "Appointments are
// not required ...; walk-in customers are served in the order they arrive" / "accepts walk-ins
// ... and serves customers in order of arrival").
bool CueMatcher::states_apart(std::size_t cue, std::size_t cb, std::size_t ce, const std::vector<Part>& parts) const {
  int fresh = 0;
  for (const Part& part : parts) {
    if (part.negated || (part.e > cb && part.b < ce) || !near_anchor(p[part.b].sentence)) continue;
    int n = 0;
    for (std::size_t i = 0; i < hc.size(); ++i) {
      if (!h[hc[i]].content()) continue;
      auto in = [&](std::size_t b, std::size_t e) {
        return std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o >= b && o < e; });
      };
      n += in(part.b, part.e) && !in(cb, ce);
    }
    fresh = std::max(fresh, n);
  }
  if (fresh < 2) return false;
  auto lacked = [&](std::size_t q) {
    return p[q].kind == Kind::kWord && p[q].content() && !p[q].capitalised && !p[q].negation && !is_auxiliary(p[q].lower) &&
           !claim_holds_stem(p[q]);
  };
  if (subject_lacked(cue, cb, ce)) return true;
  const auto [fb, fe] = focus_span(cue, ce);
  for (std::size_t q = fb; q < fe; ++q) {
    if (lacked(q)) return true;
  }
  return false;
}

// Whether the claim lacks the subject of a source cue at `cue` (in its part from cb) as a whole,
// names and numbers too ("the Aurelia 300 and Aurelia 500 models are not affected" / "the recall
// affects the Aurelia 300" lacks "models" only); a quantifying cue's phrase is its subject too.
bool CueMatcher::subject_lacked(std::size_t cue, std::size_t cb, std::size_t ce) const {
  bool subject = false, subject_held = false;
  const std::size_t subject_end = phrase_end(cue, ce);
  for (std::size_t q = cb; q < subject_end; ++q) {
    if (q == cue) continue;
    if (!p[q].content() || p[q].negation || is_auxiliary(p[q].lower)) continue;
    subject = true;
    subject_held = subject_held || (p[q].kind == Kind::kWord ? claim_holds_stem(p[q]) : claim_holds(p[q]));
  }
  return subject && !subject_held;
}

// Two cues of the source, one in the other's scope (or a "without" later in its clause), both
// still unmatched: a double negation, which affirms ("Visitors may not enter the working area
// without a trained escort" / "visitors need a trained escort to go into the working area"): both
// are matched. Not where the claim
// holds either cue matched to it ("may enter the working area without a trained escort" links
// the two "without"s).
void CueMatcher::match_double_negations() {
  for (auto& outer : pcues) {
    if (outer.second || p[outer.first].lower == "without") continue;
    for (auto& inner : pcues) {
      if (inner.second || p[inner.first].lower != "without") continue;
      // (Or a "without" past the outer cue's scope in its clause, 12 tokens at most: "never sends a
      // replacement cleaner to a regular client without first giving notice".)
      // (No modal between: "Clients who have never ridden before can book ... without any prior
      // assessment" negates twice, not once.)
      bool in_clause = inner.first > outer.first && inner.first - outer.first <= 12 &&
                       p[inner.first].clause == p[outer.first].clause && p[inner.first].sentence == p[outer.first].sentence;
      for (std::size_t q = outer.first + 1; q < inner.first && in_clause; ++q) in_clause = !is_modal(p[q].lower);
      if (pcue[inner.first] != outer.first && !in_clause) continue;
      outer.second = inner.second = true;
    }
  }
  // A cue with "unless" after it in its clause, 12 tokens at most, is a requirement, which a claim
  // without a cue of its own says with a word of need ("Children under 12 cannot swim in the
  // open-water zone unless accompanied by an adult" / "under-12s need an adult in the water with
  // them to swim in the open-water zone").
  const bool needs = hcues.empty() && std::any_of(h.begin(), h.end(), [](const Tok& t) {
    return t.lower == "need" || t.lower == "needs" || t.lower == "must" || t.lower.starts_with("requir");
  });
  for (auto& outer : pcues) {
    for (std::size_t q = outer.first + 1; needs && !outer.second && q < p.size() && q <= outer.first + 12 && p[q].sentence == p[outer.first].sentence; ++q) {
      outer.second = p[q].lower == "unless";
    }
  }
}

// "Not free" is the denial of "no charge", not the same negation twice: the source's "at no extra
// charge", "without a fee" say free, which the claim's "is not free" denies ("The bumper rails can
// be raised on any lane at no extra charge" / "Raising the bumpers is not free"); and the other
// way round.
void CueMatcher::unmatch_not_free() {
  auto no_charge = [](const std::vector<Tok>& t, std::size_t c) {
    if (t[c].lower != "no" && t[c].lower != "without") return false;
    const std::size_t q = past_price_modifiers(t, c + 1);
    return q < t.size() && is_price_key(t[q].key);
  };
  auto not_free = [](const std::vector<Tok>& t, std::size_t c) {
    return (t[c].lower == "not" || t[c].lower == "never") && c + 1 < t.size() && t[c + 1].lower == "free";
  };
  auto source_has = [&](auto said) {
    return std::any_of(pcues.begin(), pcues.end(), [&](const auto& c) { return said(p, c.first) && near_anchor(p[c.first].sentence); });
  };
  const bool source_no_charge = source_has(no_charge), source_not_free = source_has(not_free);
  for (auto& c : hcues) {
    if (c.second && ((not_free(h, c.first) && source_no_charge && !source_not_free) ||
                     (no_charge(h, c.first) && source_not_free && !source_no_charge))) {
      c.second = false;
    }
  }
}

}  // namespace

void AlignedPair::find_negation_scopes() {
  hcue = negation_cues(h, 0, h.size());
  pcue = negation_cues(p, wb, we);
  hneg = in_scope(hcue);
  pneg = in_scope(pcue);
}

void AlignedPair::find_negation(Findings& out) const {
  std::array<double, AlignJudge::kNumFeatures>& f = out.features;
  std::vector<std::string>& reasons = out.reasons;
  std::vector<bool>& explained = out.explained;
  // The alternative the source sets aside ("rather than X", "instead of X": the noun phrase right
  // after the cue, or after its preposition, "rather than at noon") affirmed by the claim where the
  // source says the word nowhere else ("a quiet hand dryer instead of the loud high-velocity
  // blower" / "uses a loud hand dryer"). (A contrast cue left unmatched is no mismatch by itself:
  // the other side may state the alternative without a cue, CueMatcher::unmatched.) Not one that a
  // relative clause goes on to describe ("instead of Station Road, which is closed for drainage
  // works"), nor a verb's "-ing" form ("instead of going through all the programs" / "Go to the
  // File menu"), nor the claim's own alternative, a change "from" it or a comparison "than",
  // "over" or "versus" it ("moving from City Hall to the Carver Community Centre", "wider than the
  // standard 4 ft", "prefers OAE testing over pure-tone audiometry").
  auto set_aside = [](const std::vector<Tok>& t, std::size_t m) {
    for (std::size_t q = m; q-- > 0 && m - q <= 4 && t[q].clause == t[m].clause && t[q].sentence == t[m].sentence;) {
      if (contrast_cue(t, q)) {
        const std::size_t e = std::min(t.size(), m + 4);
        for (std::size_t r = m + 1; r < e && t[r].sentence == t[m].sentence; ++r) {
          if (t[r].lower == "which" || t[r].lower == "who" || t[r].lower == "where") return false;
        }
        return true;
      }
      const bool phrase = (t[q].content() && t[q].kind == Kind::kWord) || is_determiner(t[q].lower) ||
                          (q >= 1 && contrast_cue(t, q - 1) && is_adjunct_preposition(t[q].lower));
      if (!phrase) return false;
    }
    return false;
  };
  // What the claim says a thing includes that the source sells separately ("LED costume kits ship with
  // rechargeable batteries included, but the USB charging cable is sold separately" / "kits include
  // a USB charging cable"): a word after the claim's affirmed "include" (within five words of its
  // clause), every occurrence of it in a clause of the source that says "separately" and no
  // "include".
  auto separately = [&](std::size_t o) {
    bool apart = false, included = false;
    const auto [cb, ce] = clause_span(p, o);
    for (std::size_t q = cb; q < ce; ++q) {
      apart = apart || p[q].lower == "separately";
      included = included || p[q].lower.starts_with("includ");
    }
    return apart && !included;
  };
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const std::size_t k = hc[i];
    if (h[k].kind != Kind::kWord || hneg[k] || where[i].empty() || !h[k].content()) continue;
    bool after_include = false;
    for (std::size_t q = k; q-- > 0 && k - q <= 5 && h[q].clause == h[k].clause && !after_include;) {
      after_include = h[q].lower.starts_with("includ") && !hneg[q] && !(q > 0 && h[q - 1].negation);
    }
    if (!after_include || !std::all_of(where[i].begin(), where[i].end(), separately)) continue;
    f[7] = 1;
    explained[i] = true;
    reasons.push_back("negation: the source negates what the hypothesis states");
    return;
  }
  auto compared = [&](std::size_t k) {
    for (std::size_t q = k; q-- > 0 && k - q <= 4 && h[q].clause == h[k].clause;) {
      if (h[q].lower == "from" || h[q].lower == "than" || h[q].lower == "over" || h[q].lower == "versus") return true;
    }
    return false;
  };
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const std::size_t k = hc[i];
    if (h[k].kind != Kind::kWord || hneg[k] || set_aside(h, k) || compared(k) || where[i].empty()) continue;
    const bool ing = ing_form(h[k].lower);
    if (!std::all_of(where[i].begin(), where[i].end(), [&](std::size_t o) {
          return p[o].key == h[k].key && set_aside(p, o) && (ing || !ing_form(p[o].lower)) && near_anchor(p[o].sentence);
        })) {
      continue;
    }
    f[7] = 1;
    explained[i] = true;
    reasons.push_back("negation: " + h[k].surface + " is what the source sets aside");
    return;
  }
  // Negation: a cue whose scope holds aligned content on one side only, unless an opposite
  // accounts for it ("not available" / "unavailable", "is not closed" / "is open"): a word of the
  // claim whose opposite the source holds with the other polarity.
  // Neither word on both sides: "hardware" and "software" in both are no such pair.
  bool negated_opposite = false;
  auto holds_near_anchor = [&](const Tok& w) {
    for (std::size_t q = wb; q < we; ++q) {
      if (p[q].kind == Kind::kWord && p[q].key == w.key && near_anchor(p[q].sentence)) return true;
    }
    return false;
  };
  // A clause of the source that ends in its auxiliary and "not", the predicate left out and said in
  // the clause before, whose subject the claim's subject names, against a claim without a negation
  // that says that predicate ("Falafel Stop's falafel is gluten-free, but its pita bread is not" /
  // "The pita bread at Falafel Stop is gluten-free").
  // (Read before the cues: the source's "not" there has no scope.)
  std::size_t hv = 0;  // the claim's first verb or auxiliary
  while (hv < h.size() && !is_auxiliary(h[hv].lower) && !verb_like(h[hv])) ++hv;
  const bool claim_scoped = std::find(hneg.begin(), hneg.end(), true) != hneg.end();
  const bool claim_negates = claim_scoped || std::any_of(h.begin(), h.end(), [](const Tok& t) { return t.negation; });
  for (std::size_t q = wb + 1; q < we && !claim_negates && hv < h.size(); ++q) {
    if (!elliptical_not_at(p, q) || !near_anchor(p[q].sentence)) continue;
    const std::pair<std::size_t, std::size_t> own = clause_span(p, q);
    if (own.first == 0 || p[own.first - 1].sentence != p[q].sentence) continue;
    const std::pair<std::size_t, std::size_t> before = clause_span(p, own.first - 1);
    bool subject = false, predicate = false;
    for (std::size_t i = 0; i < hc.size(); ++i) {
      const Tok& y = h[hc[i]];
      if (y.kind != Kind::kWord || !y.content() || y.capitalised) continue;
      for (std::size_t o : where[i]) {
        subject = subject || (hc[i] < hv && o >= own.first && o + 1 < q);
        predicate = predicate || (hc[i] > hv && o >= before.first && o < before.second);
      }
    }
    if (!subject || !predicate) continue;
    f[7] = 1;
    reasons.push_back("negation: the source negates what the hypothesis states");
    return;
  }
  bool any_negation = claim_scoped;
  for (std::size_t m = wb; m < we && !any_negation; ++m) any_negation = pneg[m];
  if (!any_negation) return;
  bool window_un = false;  // an "un-" word in the window that is one of a claim word
  for (std::size_t m = wb; m < we && !window_un; ++m) {
    if (p[m].kind != Kind::kWord || !p[m].lower.starts_with("un")) continue;
    for (const Tok& x : h) window_un = window_un || (x.kind == Kind::kWord && un_prefixed(p[m], x));
  }
  auto both_polarities = [&](std::size_t k) {
    for (std::size_t q = 0; q < h.size(); ++q) {
      if (q != k && h[q].kind == Kind::kWord && h[q].key == h[k].key && hneg[q] != hneg[k]) return true;
    }
    return false;
  };
  for (std::size_t k = 0; k < h.size() && !negated_opposite; ++k) {
    // (A stop word only for a direction: "did not fall below 7 degrees" / "stayed above 7 degrees".)
    if (h[k].kind != Kind::kWord || (h[k].stopword && direction_of(h[k].key) == 0)) continue;
    // Only a word with an opposite, or an "un-" word on either side, can be one (the test runs
    // over every pair of words of the two only then: it is on the judge's hot path).
    const bool h_un = h[k].lower.starts_with("un");
    if (!h[k].has_opposite && !h_un && !window_un) continue;
    // (Or the claim's "un-" word of a synonym of the source's word: "was not damaged in last
    // week's fire" / "came through the fire unharmed".)
    const std::string un_key = h_un && h[k].lower.size() >= 7 ? lex.key(std::string_view(h[k].lower).substr(2)) : std::string();
    for (std::size_t m = wb; m < we && !negated_opposite; ++m) {
      if (p[m].kind != Kind::kWord || hneg[k] == pneg[m] || !near_anchor(p[m].sentence)) continue;
      const bool opposite = (h[k].has_opposite && p[m].has_opposite && lex.opposite(opposite_key(h[k]), opposite_key(p[m]))) ||
                            (h_un && un_prefixed(h[k], p[m])) || (window_un && un_prefixed(p[m], h[k])) ||
                            (!un_key.empty() && p[m].content() && un_key != p[m].key && lex.related(un_key, p[m].key));
      // (The word itself in the source, checked last: it is the rarer question.)
      // (The word in the sentences near the anchor: "All eight banks remained above the minimum
      // ... two dipped below their buffers" / "None of the eight lenders fell below the
      // minimum".)
      // (Unless the claim says the word itself with the other polarity too, which that occurrence
      // answers: "will be closed on Mondays ... and will stay open late until 9 pm on Thursdays" /
      // "keeps its doors open until 9 pm on Thursdays and does not open on Mondays".)
      negated_opposite = opposite && !holds_word(h, 0, h.size(), p[m]) && (!holds_near_anchor(h[k]) || both_polarities(k));
    }
  }
  if (negated_opposite) return;
  // Otherwise a cue unmatched on one side only (CueMatcher).
  CueMatcher cues(*this);
  cues.match_negated_elsewhere();
  cues.match_negative_pronouns();
  cues.match_unless_as_only_if();
  cues.match_implicit_negatives();
  cues.match_bounds();
  cues.unmatch_affirmed_parts();
  cues.unmatch_affirmed_predicates();
  cues.unmatch_affirmed_subjects();
  cues.unmatch_exceptions();
  cues.match_not_all();
  cues.match_elliptical();
  cues.match_source_cues_by_affirmed_parts();
  cues.match_double_negations();
  cues.unmatch_not_free();
  const bool h_unmatched = cues.claim_unmatched(), p_unmatched = cues.source_unmatched();
  if (h_unmatched != p_unmatched) {
    f[7] = 1;
    // The hypothesis's own cue ("never", "fail") is the mismatch, not an unaligned word.
    for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || h[hc[i]].negation || is_failure_cue(h[hc[i]]);
    reasons.push_back(h_unmatched ? "negation: the hypothesis negates what the source states"
                                  : "negation: the source negates what the hypothesis states");
  }
}

}  // namespace citeval::judge::align

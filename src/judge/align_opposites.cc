// The align judge's opposites (align_pair.h; feature antonym): WordNet antonyms and opposite
// directions of aligned words, the two sides of a contrast, and directions and bounds at a number
// both sides give (number_mismatch).
#include "judge/align_pair.h"

#include <algorithm>

#include <fmt/format.h>

namespace citeval::judge::align {

namespace {

// "last season", "last Friday": the period before this one, not the end of a series ("fell
// slightly last season" / "fell slightly for the first time in a decade"; not "the last week
// of May", "its last season").
bool last_period(const std::vector<Tok>& t, std::size_t q) {
  if (t[q].lower != "last" || q + 1 >= t.size() || t[q + 1].sentence != t[q].sentence) return false;
  if ((q > 0 && is_determiner(t[q - 1].lower)) || (q + 2 < t.size() && t[q + 2].lower == "of")) return false;
  static constexpr std::string_view kPeriods[] = {"season", "year", "month", "week", "weekend", "night", "quarter",
                                                  "summer", "winter", "spring", "autumn", "fall", "decade", "term"};
  const std::string& next = t[q + 1].lower;
  return is_weekday(next) || is_month(next) || std::find(std::begin(kPeriods), std::end(kPeriods), next) != std::end(kPeriods);
}

// The number a bound word is said of ("a maximum of three", "at least one"): the first number
// within 3 tokens after it in its clause, or npos.
std::size_t bound_number(const std::vector<Tok>& t, std::size_t q) {
  const std::string& w = t[q].lower;
  // (Or a comparative's: "shorter than a quarter of an hour" / "run longer than an hour".)
  const bool comparative = w.size() > 4 && w.ends_with("er") && q + 1 < t.size() && t[q + 1].lower == "than";
  if (w != "maximum" && w != "minimum" && w != "least" && w != "most" && !comparative) return npos;
  for (std::size_t n = q + 1; n < t.size() && n <= q + 3 && t[n].clause == t[q].clause; ++n) {
    if (t[n].kind == Kind::kNumber || t[n].lower == "one") return n;  // ("at least one of them")
  }
  return npos;
}

// A capitalised word inside its sentence: a name's ("Vera's Dry Cleaning", "the Old Town").
bool in_name(const std::vector<Tok>& t, std::size_t q) { return t[q].capitalised && !t[q].sentence_initial; }

// A word after "least" or "less", which turns it ("at its least busy" / "quietest", "the least spicy
// dish" / "the mildest").
bool turned_by_least(const std::vector<Tok>& t, std::size_t q) { return q > 0 && (t[q - 1].lower == "least" || t[q - 1].lower == "less"); }

// Words whose opposite their use here does not have: "over"/"under" as a particle or before a
// name or a noun phrase ("took over as director", "trained under Feld", "Under the
// agreement"; not "over 90 metres"), "found that" (a court's judgment, not "lost"), "after
// which" ("for 24 months, after which the loan reverts" is "for two years before the loan
// switches"), an "un-" verb of discovery before what it found ("uncovered 43 burials"), "last"
// naming a period (last_period).
bool no_opposite_here(const std::vector<Tok>& t, std::size_t q) {
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
  if (last_period(t, q)) return true;
  // "the past year", "over the past three months": the period up to now, no past against present
  // ("up from 168 a year ago, according to the annual report presented at Saturday's general
  // meeting" / "Over the past year, ... membership grew").
  if (w == "past" && (is_time_noun(next) || (q + 2 < t.size() && t[q + 1].kind == Kind::kNumber && is_time_noun(t[q + 2].lower)))) {
    return true;
  }
  if ((w == "after" || w == "before") && next == "which") return true;
  // (So is "after that," ending its clause: "are held for 90 days; after that, items are donated" /
  // "keeps ... for 90 days before giving them to the Eastside Shelter".)
  if (w == "after" && (next == "that" || next == "this") &&
      (q + 2 >= t.size() || t[q + 2].sentence != t[q].sentence || t[q + 2].clause != t[q + 1].clause)) {
    return true;
  }
  // (And before an inverted auxiliary or a pronoun: "first learn to take body measurements, and only
  // after that do they draft a basic bodice block" / "measuring the body comes before drafting".)
  if (after_that_inverted(t, q)) return true;
  // "10 years old", "a 12-year-old": an age, not old against young ("kids younger than 10").
  if (w == "old" && q >= 2 && t[q - 2].kind == Kind::kNumber &&
      (t[q - 1].lower == "years" || t[q - 1].lower == "year" || t[q - 1].lower == "months" || t[q - 1].lower == "month")) {
    return true;
  }
  // So is any dimension a measure gives, which the number test checks: "at least 60 feet long"
  // ("60 feet or longer, but two shorter 45-foot boats").
  static constexpr std::string_view kDimensions[] = {"long", "tall", "wide", "high", "deep", "thick", "old"};
  if (q >= 2 && t[q - 2].kind == Kind::kNumber && !t[q - 2].unit.empty() && t[q - 2].unit == t[q - 1].key &&
      std::find(std::begin(kDimensions), std::end(kDimensions), w) != std::end(kDimensions)) {
    return true;
  }
  // "a week-long hire", "a day-long course": a length of time, no long against short ("Weekly
  // hires ... start on Saturdays, while short breaks begin on Mondays").
  static constexpr std::string_view kPeriods[] = {"hour", "day", "night", "week", "weekend", "month", "year", "season", "term"};
  if (w == "long" && q >= 1 && t[q - 1].hyphen_after &&
      std::find(std::begin(kPeriods), std::end(kPeriods), t[q - 1].key) != std::end(kPeriods)) {
    return true;
  }
  // "at the end of Linford Pier": the part of a place a name gives, no end against beginning ("the
  // kiosk at the end of Linford Pier ... served its first customers in July" / "before it began
  // serving customers"; not "by the end of the second quarter").
  if ((w == "end" || w == "start") && q > 0 && t[q - 1].lower == "the" && next == "of" && q + 2 < t.size() &&
      t[q + 2].kind == Kind::kWord && t[q + 2].capitalised && !is_month(t[q + 2].lower)) {
    return true;
  }
  // "the Monday after", "the week after": the one that follows, at its clause's end, no after
  // against before ("orders placed before 2 p.m. on a weekday ...; weekend orders ship the following
  // Monday" / "goes out on the Monday after").
  if (w == "after" && q > 0 && (is_weekday(t[q - 1].lower) || t[q - 1].lower == "day" || t[q - 1].lower == "week" ||
                                t[q - 1].lower == "month" || t[q - 1].lower == "year") &&
      (q + 1 >= t.size() || t[q + 1].sentence != t[q].sentence || t[q + 1].clause != t[q].clause)) {
    return true;
  }
  // "last fall", "this fall": the season, no falling ("ratings improved after ... last fall" /
  // "ratings went up").
  if (w == "fall" && q > 0) {
    const std::string& b = t[q - 1].lower;
    if (b == "last" || b == "this" || b == "next" || b == "early" || b == "late") return true;
  }
  // "their booking fee back", "come back": a particle, no place behind ("10 or more days ahead"); not
  // "at the back", "back of".
  if (w == "back" && q > 0 && !is_determiner(t[q - 1].lower) && !is_adjunct_preposition(t[q - 1].lower) && next != "of") return true;
  // "the opening event", "the opening night": the first of them, no opening against closing
  // ("Registration ... closes on 31 January. The first event is on 8 February" / "ahead of the
  // opening event on 8 February").
  if ((w == "opening" || w == "closing") && q > 0 && is_determiner(t[q - 1].lower)) {
    static constexpr std::string_view kFirsts[] = {"event", "night",   "ceremony", "match",   "game", "round",
                                                   "day",   "weekend", "session",  "concert", "party"};
    if (std::find(std::begin(kFirsts), std::end(kFirsts), next) != std::end(kFirsts)) return true;
  }
  // "lasts from Friday through Sunday", "will last two hours": the verb, no last against first.
  const std::string_view prev = q > 0 ? std::string_view(t[q - 1].lower) : "";
  if (w == "lasts" || w == "lasted" || w == "lasting" ||
      (w == "last" && (is_modal(prev) || prev == "to" || prev == "does" || prev == "do"))) {
    return true;
  }
  // "younger than 12", "older than 65": an age's bound, which the number test reads, no younger
  // against older ("Parents must collect children under 12 ...; older pupils may leave" /
  // "Children younger than 12 have to be picked up").
  if ((w == "younger" || w == "older") && q + 2 < t.size() && t[q + 1].lower == "than" && t[q + 2].kind == Kind::kNumber) {
    return true;
  }
  // "on the site of": a place, whose key ("sit") is no sitting against standing.
  if (w == "site" || w == "sites") return true;
  // "stands 4.5 metres high": a measure, not standing against sitting.
  if ((w == "stand" || w == "stands" || w == "stood" || w == "standing") && q + 1 < t.size() && t[q + 1].kind == Kind::kNumber) {
    return true;
  }
  if (w.starts_with("un") && w.ends_with("ed") && q + 1 < t.size() &&
      (t[q + 1].kind == Kind::kNumber || determiner(next))) {
    return true;
  }
  return false;
}

// Two words of one direction ("rose" / "climbed").
// Two comparatives of opposite directions, each right before "than" ("is priced higher than the
// 18-month one" / "costs less than the 18-month Comté").
bool comparatives_opposed(const std::vector<Tok>& a, std::size_t i, const std::vector<Tok>& b, std::size_t j) {
  const int da = direction_of(a[i].key), db = direction_of(b[j].key);
  return da != 0 && db == -da && i + 1 < a.size() && a[i + 1].lower == "than" && j + 1 < b.size() && b[j + 1].lower == "than";
}

bool same_direction(const Tok& a, const Tok& b) { return direction_of(a.key) != 0 && direction_of(a.key) == direction_of(b.key); }

// The tests of find_opposites, one method each, in the order it runs them: each sets feature 8
// (antonym; directions_at_numbers feature 4 too) and its reason, and runs only while none before
// it has fired.
class OppositeTests : private PairRefs {
 public:
  OppositeTests(const AlignedPair& s, Findings& out)
      : PairRefs(s), hneg(s.hneg), pneg(s.pneg), f(out.features), reasons(out.reasons), explained(out.explained) {}
  void contrasted_subjects();
  void word_opposites();
  void directions_at_numbers();

 private:
  // word_opposites' steps for the claim word at k: its opposite in the window, unless the word
  // itself is said as near (said_nearer, for the opposite at m), and unless the two are
  // conversives or say the same from the other side (unless_conversive).
  const Tok* opposite_in_window(std::size_t k) const;
  // Or the claim says the word more often than the window does, and the occurrence at k is the
  // one left over, standing where the source says its opposite.
  const Tok* surplus_opposite(std::size_t k) const;
  // Or the opposite stands in the clause of the source that names the claim's day, the word itself
  // only in another day's clause.
  const Tok* opposite_on_claims_day(std::size_t k) const;
  bool said_nearer(std::size_t k, std::size_t m) const;
  // said_nearer's measures of where the word at q stands against the opposite at m.
  std::size_t distance(std::size_t k, std::size_t q) const;
  bool itself_as_near(std::size_t k, std::size_t m, std::size_t q) const;
  bool sides_agree(std::size_t k, std::size_t m, std::size_t q) const;
  int contrast_side(std::size_t k, std::size_t m, std::size_t q) const;
  const Tok* unless_conversive(std::size_t k, const Tok* opp) const;
  // A word of a contest ("won", "beat", "defeated", "lost").
  bool contest_word(const Tok& t) const;

  const std::vector<bool>&hneg, &pneg;
  // The claim words that contrasted_subjects found said on the claim's own side of a contrast,
  // which word_opposites leaves alone.
  std::vector<std::size_t> own_side_words;
  Features& f;
  std::vector<std::string>& reasons;
  std::vector<bool>& explained;
};

// A contrast whose two sides begin with their own subjects, and a claim that begins with one
// side's subject and says of it the opposite of that side's word ("Soybean prices ... were
// higher this week than last, while corn prices were lower" / "Corn prices ... were higher";
// "The outdoor pool is heated, while the diving pool is unheated" / "The diving pool is
// heated"): the claim took the other side's word.
void OppositeTests::contrasted_subjects() {
  if (f[8] == 0) {
    // The first word of a side: a noun after a determiner ("while the diving pool"), or a first
    // word that is no verb ("while corn prices"; not "but rejected a proposal", "but 4% higher",
    // "but keep its phone helpline open").
    auto lead = [&](const std::vector<Tok>& t, std::size_t q) {
      if (q >= t.size()) return npos;
      std::size_t m = is_determiner(t[q].lower) ? q + 1 : q;
      // (Past a possessive name, which is no subject: "Zentel's quarterly revenue increased ...,
      // although the company lost 150,000 prepaid subscribers".)
      // (A name of several words too: "Cliffside Gear's downtown branch is open on public holidays,
      // but its airport kiosk is closed" / "Cliffside Gear's airport kiosk is open".)
      for (bool more = true; more;) {
        std::size_t e = m;
        while (e + 1 < t.size() && t[e].capitalised && !t[e].possessive && t[e + 1].capitalised && t[e + 1].sentence == t[q].sentence) ++e;
        more = e + 1 < t.size() && t[e].possessive && t[e].capitalised && t[e + 1].sentence == t[q].sentence;
        if (more) m = e + 1;
      }
      if (m >= t.size() || t[m].sentence != t[q].sentence || t[m].kind != Kind::kWord || !t[m].content()) return npos;
      const bool verbal = t[m].lower.ends_with("ed") || t[m].irregular || ing_form(t[m].lower) || direction_of(t[m].key) != 0 ||
                          (!t[m].capitalised && !t[m].lower.ends_with("s") && lex.may_be_verb(t[m].key));
      return verbal && m == q ? npos : m;
    };
    auto opposed = [&](const Tok& a, const Tok& b) {
      // (Not a particle: "Several shifts on the Larchmont Health board" / "several offer a meal allowance".)
      if (a.kind != Kind::kWord || b.kind != Kind::kWord || a.key == b.key || is_particle(a.lower) || is_particle(b.lower)) return false;
      if (a.has_opposite && b.has_opposite && lex.opposite(opposite_key(a), opposite_key(b))) return true;
      const int da = direction_of(a.key), db = direction_of(b.key);
      return da * db == -1 || un_prefixed(a, b) || un_prefixed(b, a);
    };
    const std::size_t hl = lead(h, 0);
    // The content words of a subject from b, up to its verb ("Average scores on the speaking
    // section rose"), 10 tokens at most.
    auto subject_words = [&](const std::vector<Tok>& t, std::size_t b, std::size_t e) {
      std::vector<std::size_t> out;
      for (std::size_t q = b; q < e && q < b + 10 && t[q].sentence == t[b].sentence; ++q) {
        if (is_auxiliary(t[q].lower) || direction_of(t[q].key) != 0 || (q > b && (t[q].lower.ends_with("ed") || t[q].irregular))) break;
        if (t[q].kind == Kind::kWord && t[q].content()) out.push_back(q);
      }
      return out;
    };
    const std::vector<std::size_t> claim_subject = subject_words(h, 0, h.size());
    // (And "even as": "Ember Hill's caramel bars grew more popular last quarter even as its
    // sugar-free line saw an 8 percent drop in sales".)
    bool claim_contrasts = std::any_of(h.begin(), h.end(), [](const Tok& t) {
      return contrast_conjunction(t.lower) || t.lower == "although" || t.lower == "though" || t.lower == "whilst";
    });
    for (std::size_t q = 1; q < h.size() && !claim_contrasts; ++q) claim_contrasts = h[q].lower == "as" && h[q - 1].lower == "even";
    for (std::size_t c = wb; c < we && f[8] == 0 && !claim_contrasts; ++c) {
      const bool though = (p[c].lower == "although" || p[c].lower == "whilst" || p[c].lower == "though") && c > 0 &&
                          p[c - 1].clause != p[c].clause && p[c - 1].sentence == p[c].sentence;
      if (!(contrast_conjunction(p[c].lower) || though) || !near_anchor(p[c].sentence)) continue;
      const auto [sb, se] = sentence_span(p, c);
      const std::size_t l1 = lead(p, sb), l2 = lead(p, c + 1);
      // The claim's side: the one whose subject leads the claim.
      std::size_t from = npos, to = npos;
      bool by_claims_lead = false;
      if (hl != npos && l1 != npos && l2 != npos && p[l1].key != p[l2].key) {
        if (p[l2].key == h[hl].key) from = c + 1, to = se;
        if (p[l1].key == h[hl].key) from = sb, to = c;
      }
      // Or, where the two subjects and the claim's share their head, the side whose own words
      // (not the other's, not names) the claim all holds, the other's not all ("Passenger
      // satisfaction with Norbridge Rail's station cleanliness was higher than the national
      // average ..., although satisfaction with value for money was lower" / "satisfaction with
      // Norbridge Rail's value for money was higher").
      if (from == npos) {
        const std::vector<std::size_t> s1 = subject_words(p, sb, c), s2 = subject_words(p, c + 1, se);
        auto holds_own = [&](const std::vector<std::size_t>& side, const std::vector<std::size_t>& other) {
          int own = 0;
          for (std::size_t q : side) {
            if (p[q].capitalised || std::any_of(other.begin(), other.end(), [&](std::size_t o) { return p[o].key == p[q].key; })) continue;
            if (!holds_word(h, 0, h.size(), p[q])) return false;
            ++own;
          }
          return own > 0;
        };
        const bool shared = std::any_of(s1.begin(), s1.end(), [&](std::size_t q) {
          return std::any_of(s2.begin(), s2.end(), [&](std::size_t o) { return p[o].key == p[q].key; }) &&
                 std::any_of(claim_subject.begin(), claim_subject.end(), [&](std::size_t x) { return h[x].key == p[q].key; });
        });
        // (Or some of one side's own words and none of the other's: "Sales of hard cider ... rose 18
        // percent, while sales of fresh sweet cider fell slightly" / "Sweet cider sales ... increased
        // slightly".)
        auto holds_some = [&](const std::vector<std::size_t>& side, const std::vector<std::size_t>& other) {
          int own = 0;
          for (std::size_t q : side) {
            // (Not a unit of measure, which numbers of either side may have: "three shorter 12-foot
            // canoes" / "at least 16 feet long".)
            if (p[q].capitalised || is_unit_key(p[q].key) ||
                std::any_of(other.begin(), other.end(), [&](std::size_t o) { return p[o].key == p[q].key; })) {
              continue;
            }
            own += holds_word(h, 0, h.size(), p[q]);
          }
          return own;
        };
        const int some1 = holds_some(s1, s2), some2 = holds_some(s2, s1);
        const bool one = holds_own(s1, s2) || (some1 > 0 && some2 == 0), two = holds_own(s2, s1) || (some2 > 0 && some1 == 0);
        if (shared && one != two) {
          if (two) from = c + 1, to = se;
          if (one) from = sb, to = c;
        }
        // (Or the side whose subject holds the claim's first word where the other's does not:
        // "Passenger numbers at Hartside bus station rose by 12 percent ..., while the number of
        // coach departures fell slightly" / "Coach departures from Hartside bus station went up".)
        if (from == npos && hl != npos && l1 != npos && l2 != npos && !in_name(h, hl)) {
          // (With the word after it, within three words of the side's first: the subject itself, not a
          // frame before it: "On Copperline Mountain's trail map, the Fox Run trail is marked as easier,
          // while ..." / "Copperline Mountain's map rates Hawk Chute as most difficult".)
          const bool pair = hl + 1 < h.size() && h[hl + 1].kind == Kind::kWord && h[hl + 1].content();
          auto has_lead = [&](const std::vector<std::size_t>& side, std::size_t l) {
            return pair && std::any_of(side.begin(), side.end(), [&](std::size_t q) {
                     return q >= l && q <= l + 3 && q + 1 < p.size() && !p[q].capitalised && p[q].key == h[hl].key &&
                            p[q + 1].key == h[hl + 1].key;
                   });
          };
          const bool lead1 = has_lead(s1, l1), lead2 = has_lead(s2, l2);
          by_claims_lead = lead1 != lead2;
          if (lead1 != lead2) {
            if (lead2) from = c + 1, to = se;
            if (lead1) from = sb, to = c;
          }
        }
      }
      if (from == npos) continue;
      // Not where the claim names the other side's subject too ("Sales of plant-based dishes ...
      // increased ..., while meat dishes declined" / "Sales of meat dishes ... declined"; "The
      // Ashford Clinic pharmacy will remain open ..., but the lab draw station will be closed").
      // (A name may be both sides' own: "The Elmwood Aquatic Centre's outdoor pool is heated,
      // while the diving pool is unheated" / "The diving pool at Elmwood Aquatic Centre".)
      const std::size_t other_lead = from == sb ? l2 : l1;
      if (other_lead != npos && !p[other_lead].capitalised && holds_word(h, 0, h.size(), p[other_lead])) continue;
      // Where the claim's first words chose it, the claim's words that side says itself, in a direction
      // or as an antonym's other half, with the same polarity ("Passenger numbers at Dunmore ferry terminal rose ..., while the number of
      // freight crossings fell slightly" / "Freight crossings from Dunmore ferry terminal fell").
      for (std::size_t k = 0; k < h.size() && by_claims_lead; ++k) {
        if (h[k].kind != Kind::kWord || !(h[k].has_opposite || direction_of(h[k].key) != 0)) continue;
        for (std::size_t m = from; m < to; ++m) {
          if (p[m].kind == Kind::kWord && pneg[m] == hneg[k] && (p[m].key == h[k].key || same_direction(h[k], p[m]))) {
            own_side_words.push_back(k);
            break;
          }
        }
      }
      for (std::size_t m = from; m < to && f[8] == 0; ++m) {
        if (!p[m].content() || holds_word(h, 0, h.size(), p[m])) continue;
        for (std::size_t k = 0; k < h.size(); ++k) {
          // (Nor a word the claim's side holds itself: "fell 3% over the past year" / "dropped 3%
          // over the past year".)
          // (Nor a word negated on one side only: "did not change" / "stayed the same".)
          // (Nor a word turned by "least" or "less": "the least spicy dish" / "the mildest".)
          if (!opposed(h[k], p[m]) || holds_word(p, from, to, h[k]) || last_period(h, k) || last_period(p, m) || hneg[k] != pneg[m] ||
              turned_by_least(h, k)) {
            continue;
          }
          f[8] = 1;
          for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
          reasons.push_back(fmt::format("antonym: {} vs {}", h[k].surface, p[m].surface));
          break;
        }
      }
    }
  }
}

bool OppositeTests::contest_word(const Tok& t) const {
  static const std::array<std::string, 4> kContest = {lex.key("win"), lex.key("beat"), lex.key("defeat"), lex.key("lose")};
  return std::find(kContest.begin(), kContest.end(), opposite_key(t)) != kContest.end();
}

// Antonyms and opposite directions: a hypothesis word (content or direction word) whose
// opposite, negated or not as the word is, stands in the anchor sentence (or one aligned nearly
// as well) without the word itself ("blood pressure fell ... no increase in the risk" / "blood
// pressure increased"; but "Quarterly profit rose ... Fuel costs fell" / "Fuel costs rose").
void OppositeTests::word_opposites() {
  // (Whether either side holds a word with "counter-" or "anti-" before it, read once: the test of it
  // below is on the judge's hot path.)
  auto reversed_at = [](const std::vector<Tok>& t, std::size_t q) {
    return q > 0 && t[q - 1].hyphen_after && (t[q - 1].lower == "counter" || t[q - 1].lower == "anti");
  };
  bool any_reversed = false;
  for (std::size_t q = wb; q < we && !any_reversed; ++q) any_reversed = reversed_at(p, q);
  for (std::size_t q = 0; q < h.size() && !any_reversed; ++q) any_reversed = reversed_at(h, q);
  for (std::size_t k = 0; k < h.size() && f[8] == 0; ++k) {
    const Tok& x = h[k];
    // Quantifiers ("all"/"some" are WordNet antonyms) are the quantifier test's.
    // ("no" and "none" are the negation test's: "no more than 8 kg" is a bound.)
    if (x.kind != Kind::kWord || quantifier_class(x.lower) != 0 || x.lower == "no" || x.lower == "none") continue;
    // "more" or "less" before a word the source grades the other way, where the source does not grade
    // it this way too ("when the boats also sail less frequently" / "boats sail more frequently"):
    // stop words, which have no opposites of their own here.
    if ((x.lower == "more" || x.lower == "less") && k + 1 < h.size() && h[k + 1].kind == Kind::kWord && h[k + 1].content() &&
        !h[k + 1].capitalised && !(k + 2 < h.size() && h[k + 2].lower == "than")) {
      const std::string_view other = x.lower == "more" ? "less" : "more";
      const Tok* graded = nullptr;
      bool same = false;
      for (std::size_t m = wb; m + 1 < we; ++m) {
        if (p[m + 1].kind != Kind::kWord || p[m + 1].key != h[k + 1].key || !near_anchor(p[m].sentence) || pneg[m] != hneg[k]) continue;
        if (p[m].lower == x.lower) same = true;
        if (p[m].lower == other && !graded) graded = &p[m];
      }
      if (graded && !same) {
        f[8] = 1;
        for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
        reasons.push_back(fmt::format("antonym: {} {} vs {} {}", x.surface, h[k + 1].surface, graded->surface, h[k + 1].surface));
        continue;
      }
    }
    if (!x.has_opposite) continue;
    // "7,000 or more": a bound on the number ("at least 7,000"), which the number test checks;
    // so is "no less than two weeks" ("at least two weeks").
    if (k >= 2 && h[k - 1].lower == "or" && h[k - 2].kind == Kind::kNumber) continue;
    // So is "under €60", "over 45 kg": the bound test reads a bound before a number.
    if ((x.lower == "under" || x.lower == "over" || x.lower == "above" || x.lower == "below") && k + 1 < h.size() &&
        (h[k + 1].kind == Kind::kNumber || (h[k + 1].kind == Kind::kCurrency && k + 2 < h.size() && h[k + 2].kind == Kind::kNumber))) {
      continue;
    }
    if (k >= 1 && (h[k - 1].lower == "no" || h[k - 1].lower == "not") && k + 1 < h.size() && h[k + 1].lower == "than") continue;
    if (no_opposite_here(h, k)) continue;
    if (std::find(own_side_words.begin(), own_side_words.end(), k) != own_side_words.end()) continue;
    // (Nor "second" where the source names the runner-up: "took first prize, narrowly beating
    // runner-up Dario Conti" / "with Dario Conti finishing second".)
    if (x.lower == "second" && said_runner_up(k)) continue;
    // "Close at 7:00 p.m." where the source is open until then ("gates open from 9:00 a.m. to 7:00
    // p.m."): the end of the opening, no opposite.
    // (And the other way: "stay open until 8pm" / "will now close at 8pm".)
    const bool closing = x.lower.starts_with("clos") || x.lower.starts_with("shut");
    // "stay open later", "remain open until": the end of the opening, which "close later" says too
    // (not "will remain closed until January").
    if (x.lower == "open" && k >= 1 && k + 1 < h.size()) {
      static constexpr std::string_view kStay[] = {"stay",    "stays",  "stayed", "staying", "remain",
                                                   "remains", "remained", "keep",  "keeps",   "kept"};
      auto stay = [&](std::string_view w) { return std::find(std::begin(kStay), std::end(kStay), w) != std::end(kStay); };
      const std::string& a = h[k + 1].lower;
      bool stays_closed = false;
      for (std::size_t m = wb + 1; m < we && !stays_closed; ++m) stays_closed = p[m].lower == "closed" && stay(p[m - 1].lower);
      if (stay(h[k - 1].lower) && (a == "later" || a == "late" || a == "until" || a == "till" || a == "past") && !stays_closed) continue;
    }
    if (closing || x.lower == "open") {
      bool range_end = false;
      for (std::size_t q = k + 1; q < h.size() && q <= k + 3 && !range_end; ++q) {
        if (h[q].kind != Kind::kNumber || !h[q].clock) continue;
        for (std::size_t m = wb + 1; m < we && !range_end; ++m) {
          if (p[m].kind != Kind::kNumber || !p[m].clock || !same_value(p[m].value, h[q].value)) continue;
          const bool until = p[m - 1].lower == "to" || p[m - 1].lower == "until" || p[m - 1].lower == "till";
          const bool closes_at = p[m - 1].lower == "at" && m >= 2 && (p[m - 2].lower.starts_with("clos") || p[m - 2].lower.starts_with("shut"));
          range_end = closing ? until : (closes_at && (h[q - 1].lower == "until" || h[q - 1].lower == "till"));
        }
      }
      if (range_end) continue;
    }
    const Tok* opp = opposite_in_window(k);
    opp = unless_conversive(k, opp ? opp : surplus_opposite(k));
    if (!opp) opp = opposite_on_claims_day(k);
    // The word itself again after its opposite, said with "re-" in the opposite's sentence, with a
    // number or date of the claim's sentence after it, within 6 tokens ("will close for
    // maintenance from June 3 to June 17, reopening for public skating on June 18" / "opens to
    // public skaters again on June 18"; not "closes at 10 p.m. and reopens at 6 a.m." / "opens at
    // 10 p.m.").
    auto claims_number_after = [&](std::size_t m) {
      for (std::size_t q = m + 1; q < p.size() && q <= m + 6 && p[q].sentence == p[m].sentence; ++q) {
        if (p[q].kind != Kind::kNumber) continue;
        for (const Tok& y : h) {
          if (y.kind == Kind::kNumber && y.sentence == x.sentence && same_value(y.value, p[q].value)) return true;
        }
      }
      return false;
    };
    for (std::size_t m = wb; opp && x.key.size() >= 4 && m < we; ++m) {
      const std::string& w = p[m].lower;
      if (p[m].sentence == opp->sentence && opp < &p[m] && w.size() > x.key.size() + 2 && w.starts_with("re") &&
          w.compare(2, x.key.size(), x.key) == 0 && claims_number_after(m)) {
        opp = nullptr;
      }
    }

    // The word with "counter-" or "anti-" before it on one side only, and nowhere the same way on the
    // other: its opposite ("the all-skate moves counter-clockwise" / "skaters travel clockwise").
    std::size_t other_way = npos;
    bool same_way = false;
    for (std::size_t m = wb; any_reversed && !opp && m < we && !same_way; ++m) {
      if (p[m].kind != Kind::kWord || p[m].key != x.key || !near_anchor(p[m].sentence)) continue;
      if (reversed_at(p, m) == reversed_at(h, k)) {
        same_way = true;
      } else if (other_way == npos) {
        other_way = m;
      }
    }
    if (!opp && other_way != npos && !same_way) {
      f[8] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      const std::string h_word = reversed_at(h, k) ? h[k - 1].surface + "-" + x.surface : x.surface;
      const std::string p_word = reversed_at(p, other_way) ? p[other_way - 1].surface + "-" + p[other_way].surface : p[other_way].surface;
      reasons.push_back(fmt::format("antonym: {} vs {}", h_word, p_word));
      continue;
    }
    if (opp) {
      f[8] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      reasons.push_back(fmt::format("antonym: {} vs {}", x.surface, opp->surface));
    }
  }
}

// The opposite of the claim word at k, with the same polarity, in a sentence that does not hold
// the word itself (said_nearer); nullptr if none. Not the standard of a comparison: "mice given
// the compound lived longer than untreated mice" names the untreated ones to compare with
// ("Treated mice lived longer").
const Tok* OppositeTests::opposite_in_window(std::size_t k) const {
  const Tok& x = h[k];
  const std::string& xk = opposite_key(x);
  auto compared_with = [&](std::size_t m) {
    for (std::size_t back = 1; back <= 3 && back <= m && p[m - back].clause == p[m].clause; ++back) {
      if (p[m - back].lower == "than") return true;
    }
    return false;
  };
  // (A word of a name the source names too has only another name's word for its opposite:
  // "Vera's Dry Cleaning" / "wet-cleaning" are no opposites, "the Western Line" / "the Eastern
  // Line" are.)
  const bool named = in_name(h, k) && holds_word(p, 0, p.size(), x);
  // (Bounds of two different numbers are no opposites: "up to three valves ..., and at least one
  // of them" / "a maximum of three valves".)
  // (Nor a bound's "least" or "most" and a quantifier's: "Most of Puffin Boats' narrowboats are 60
  // feet or longer" / "the majority of its narrowboats are at least 60 feet long".)
  const std::size_t h_bound = bound_number(h, k);
  auto other_number = [&](std::size_t m) {
    const std::size_t p_bound = bound_number(p, m);
    auto value = [](const Tok& n) { return n.kind == Kind::kNumber ? n.value : 1.0; };
    const bool superlative = x.lower == "least" || x.lower == "most";
    if (superlative && (h_bound == npos) != (p_bound == npos)) return true;
    return h_bound != npos && p_bound != npos && !same_value(value(h[h_bound]), value(p[p_bound]));
  };
  // (Nor a word the claim says too, before the same word: "a longer wick produces a taller
  // flame" / "a longer wick produces a shorter flame" holds "longer" as the source does, and
  // "taller" is the opposite; not "committed more unforced errors" / "hit more winners ... and
  // committed fewer unforced errors".)
  auto next_content = [](const std::vector<Tok>& t, std::size_t q) -> const Tok* {
    for (std::size_t a = q + 1; a < t.size() && t[a].sentence == t[q].sentence; ++a) {
      if (t[a].content()) return &t[a];
    }
    return nullptr;
  };
  auto said_as_claims = [&](std::size_t m) {
    const Tok* pn = next_content(p, m);
    for (std::size_t c = 0; c < h.size() && pn; ++c) {
      if (c == k || h[c].kind != Kind::kWord || h[c].key != p[m].key) continue;
      const Tok* hn = next_content(h, c);
      if (hn && hn->kind == Kind::kWord && hn->key == pn->key) return true;
    }
    return false;
  };
  // (Nor one said of a day the claim does not name, where the claim's day is the source's in
  // another clause: "Saturdays 10 a.m. to 4 p.m., closed Sundays" / "On Saturdays, Tinplate
  // Junction is open from 10 a.m.".)
  auto other_day = [&](std::size_t m) {
    bool theirs = false;
    for (std::size_t q = m >= 3 ? m - 3 : 0; q < p.size() && q <= m + 3 && !theirs; ++q) {
      theirs = p[q].sentence == p[m].sentence && p[q].clause == p[m].clause && is_weekday(p[q].lower) && !holds_word(h, 0, h.size(), p[q]);
    }
    if (!theirs) return false;
    for (const Tok& y : h) {
      if (!is_weekday(y.lower)) continue;
      for (std::size_t q = wb; q < we; ++q) {
        if (p[q].key == y.key && (p[q].sentence != p[m].sentence || p[q].clause != p[m].clause)) return true;
      }
    }
    return false;
  };
  // (Nor the opposite of a word before "until" after "not ... until", which says the word of the
  // time after it: "will not reopen until repairs to the drainage are finished" / "will stay closed
  // until its drainage has been repaired".)
  auto until_after = [](const std::vector<Tok>& t, std::size_t q) {
    for (std::size_t a = q + 1; a < t.size() && a <= q + 6 && t[a].sentence == t[q].sentence && t[a].clause == t[q].clause; ++a) {
      if (t[a].lower == "until" || t[a].lower == "till") return true;
    }
    return false;
  };
  auto not_until = [&](std::size_t m) {
    bool negated = false;
    for (std::size_t b = m; b-- > 0 && m - b <= 3 && p[b].clause == p[m].clause && !negated;) negated = p[b].lower == "not";
    return negated && until_after(p, m) && until_after(h, k);
  };
  // (Nor an opening against a closing at the time the other ends it: "is open from 8 a.m. to 6 p.m."
  // / "closes its doors at 6 p.m."; "closes at 9 p.m." / "stays open until 9 p.m.".)
  auto time_after = [](const std::vector<Tok>& t, std::size_t q, bool bound) {
    for (std::size_t a = q + 1; a < t.size() && a <= q + 8 && t[a].sentence == t[q].sentence; ++a) {
      if (t[a].kind != Kind::kNumber || !t[a].clock) continue;
      const std::string& before = t[a - 1].lower;
      if (!bound || before == "to" || before == "until" || before == "till") return t[a].value;
    }
    return -1.0;
  };
  auto closing_time = [&](std::size_t m) {
    const bool x_closes = x.lower.starts_with("clos"), m_closes = p[m].lower.starts_with("clos");
    const bool x_opens = x.lower.starts_with("open"), m_opens = p[m].lower.starts_with("open");
    if (!((x_closes && m_opens) || (x_opens && m_closes))) return false;
    const double at_close = x_closes ? time_after(h, k, false) : time_after(p, m, false);
    const double open_to = x_closes ? time_after(p, m, true) : time_after(h, k, true);
    return at_close >= 0 && open_to >= 0 && same_value(at_close, open_to);
  };
  const Tok* opp = nullptr;
  for (std::size_t m = wb; m < we && !opp; ++m) {
    // Not the particles "on"/"off", "in"/"out" (WordNet antonyms as adjectives): "On October 9"
    // / "the offer", whose key is "off".
    // "has no lungs" / "lacks lungs": a word right before "no", "not" or "never" is negated too.
    // (So is a condition's word after "unless": "cannot stay in mixed dormitories unless
    // accompanied by a parent" / "Unaccompanied under-18s are not allowed".)
    // (Not an "un-" adjective before its noun in a negation's scope, which the negation does not
    // reach: "never throws away unsold bread" / "Any bread the club doesn't sell".)
    const bool attributive_un = pneg[m] && p[m].lower.starts_with("un") && m + 1 < p.size() && p[m + 1].kind == Kind::kWord &&
                                p[m + 1].content() && p[m + 1].clause == p[m].clause && !(m > 0 && p[m - 1].negation);
    const bool p_negated = (pneg[m] && !attributive_un) || (m + 1 < p.size() && p[m + 1].negation) ||
                           (m >= 1 && p[m - 1].lower == "unless") || turned_by_least(p, m);
    // ("at its least busy" / "quietest": "least" or "less" before the word turns it too, on either side.)
    const bool h_negated = hneg[k] || (k + 1 < h.size() && h[k + 1].negation) ||  // (either side: "has no laundry facility")
                           turned_by_least(h, k);
    if (p[m].kind != Kind::kWord || !p[m].has_opposite || !near_anchor(p[m].sentence) || h_negated != p_negated ||
        is_particle(p[m].lower) || is_particle(x.lower) ||
        !(lex.opposite(xk, opposite_key(p[m])) || comparatives_opposed(h, k, p, m)) || compared_with(m) || no_opposite_here(p, m) ||
        (named && !p[m].capitalised) || other_number(m) || said_as_claims(m) || other_day(m) || not_until(m) ||
        closing_time(m)) {
      continue;
    }
    if (!said_nearer(k, m)) opp = &p[m];
  }
  return opp;
}

// A day named as a weekday's name, "weekdays" or "weekends" ("open on weekday mornings but
// closed all day on Sundays" / "open to visitors on Sundays"; "open late on Fridays, until 9 pm,
// but closes early on Sundays" / "closes early on Fridays"): the opposite of the claim's word in
// the source's clause of the claim's day, the word itself only in clauses that do not name it.
const Tok* OppositeTests::opposite_on_claims_day(std::size_t k) const {
  auto day_word = [](const Tok& t) {
    return t.kind == Kind::kWord && (is_weekday(t.lower) || t.lower == "weekday" || t.lower == "weekdays" || t.lower == "weekend" ||
                                     t.lower == "weekends");
  };
  const std::string& xk = opposite_key(h[k]);
  // (The claim's day in the word's own part of its clause, cut at "and", "but", "after", "before":
  // not "closed on Sundays and open from 7 a.m. to 7 p.m. the rest of the week", nor "reopens ... on
  // Tuesday 4 February after closing for stocktaking".)
  auto h_cut = [&](std::size_t q) {
    const std::string& w = h[q].lower;
    return w == "and" || w == "but" || w == "while" || w == "after" || w == "before" || w == "until";
  };
  auto same_part = [&](std::size_t a, std::size_t b) {
    for (std::size_t q = std::min(a, b) + 1; q < std::max(a, b); ++q) {
      if (h_cut(q)) return false;
    }
    return true;
  };
  // (The source's day's part: its clause, cut at "and" and "but" too: "is open on weekends and
  // closed on Mondays" / "is closed on weekends".)
  auto cut = [&](std::size_t q) { return p[q].lower == "and" || p[q].lower == "but" || p[q].lower == "while"; };
  auto part_of = [&](std::size_t q) {
    std::size_t b = q, e = q + 1;
    while (b > wb && p[b - 1].sentence == p[q].sentence && p[b - 1].clause == p[q].clause && !cut(b - 1)) --b;
    while (e < we && p[e].sentence == p[q].sentence && p[e].clause == p[q].clause && !cut(e)) ++e;
    return std::pair<std::size_t, std::size_t>(b, e);
  };
  for (std::size_t d = 0; d < h.size(); ++d) {
    if (!day_word(h[d]) || h[d].sentence != h[k].sentence || h[d].clause != h[k].clause || (d > k ? d - k : k - d) > 8 ||
        !same_part(d, k)) {
      continue;
    }
    for (std::size_t o = wb; o < we; ++o) {
      if (!day_word(p[o]) || p[o].key != h[d].key || !near_anchor(p[o].sentence)) continue;
      // (And the word itself, or one related, in another clause of the sentence that names a day
      // of its own, one the claim does not: "A on one day, B on another".)
      auto itself_at = [&](std::size_t m) {
        return p[m].kind == Kind::kWord && (p[m].key == h[k].key || lex.related(p[m].key, h[k].key));
      };
      const std::pair<std::size_t, std::size_t> part = part_of(o);
      const Tok* opp = nullptr;
      bool itself = false;
      for (std::size_t m = part.first; m < part.second; ++m) {
        if (p[m].kind != Kind::kWord) continue;
        itself = itself || itself_at(m);
        if (!opp && p[m].has_opposite && pneg[m] == hneg[k] && lex.opposite(xk, opposite_key(p[m]))) opp = &p[m];
      }
      bool elsewhere = false;
      for (std::size_t m = wb; m < we && opp && !itself && !elsewhere; ++m) {
        if (p[m].sentence != p[o].sentence || (m >= part.first && m < part.second) || !itself_at(m)) continue;
        const std::pair<std::size_t, std::size_t> other = part_of(m);
        for (std::size_t q = other.first; q < other.second && !elsewhere; ++q) {
          elsewhere = day_word(p[q]) && !holds_word(h, 0, h.size(), p[q]);
        }
      }
      if (opp && !itself && elsewhere) return opp;
    }
  }
  return nullptr;
}

// The claim's occurrences of the word and the window's, with the same polarity ("Bowlers with
// higher averages receive a lower handicap" / "Bowlers with higher averages receive a higher
// handicap"; "closed its Manchester branch and opened a new depot" / "kept its Manchester branch
// open and opened a new depot"): each of the source's goes to the claim's that shares the most of
// its neighbours (three tokens either side; the earlier on a tie), and one left over is the
// opposite's where it shares two or more of the opposite's neighbours, and no fewer than of any
// occurrence of the word itself. (Where the source says the word as often, said_nearer decides.)
const Tok* OppositeTests::surplus_opposite(std::size_t k) const {
  const std::string& xk = opposite_key(h[k]);
  auto same_word = [&](const Tok& t) { return t.kind == Kind::kWord && t.has_opposite && opposite_key(t) == xk; };
  std::vector<std::size_t> mine, theirs;
  for (std::size_t c = 0; c < h.size(); ++c) {
    if (same_word(h[c]) && hneg[c] == hneg[k]) mine.push_back(c);
  }
  for (std::size_t q = wb; q < we; ++q) {
    if (same_word(p[q]) && pneg[q] == hneg[k] && near_anchor(p[q].sentence)) theirs.push_back(q);
  }
  if (theirs.empty() || theirs.size() >= mine.size()) return nullptr;
  auto shared = [&](std::size_t c, std::size_t q) {
    int n = 0;
    for (std::size_t a = c >= 3 ? c - 3 : 0; a < h.size() && a <= c + 3; ++a) {
      if (a == c || h[a].sentence != h[c].sentence || h[a].kind != Kind::kWord || !h[a].content()) continue;
      bool there = false;
      for (std::size_t b = q >= 3 ? q - 3 : 0; b < p.size() && b <= q + 3 && !there; ++b) {
        there = b != q && p[b].sentence == p[q].sentence && p[b].kind == Kind::kWord && p[b].key == h[a].key;
      }
      n += there;
    }
    return n;
  };
  std::vector<bool> taken(h.size(), false);
  for (std::size_t q : theirs) {
    std::size_t best = npos;
    int most = -1;
    for (std::size_t c : mine) {
      const int n = taken[c] ? -1 : shared(c, q);
      if (n > most) best = c, most = n;
    }
    taken[best] = true;
  }
  if (taken[k]) return nullptr;
  int own = 0;
  for (std::size_t q : theirs) own = std::max(own, shared(k, q));
  for (std::size_t m = wb; m < we; ++m) {
    if (p[m].kind != Kind::kWord || !p[m].has_opposite || pneg[m] != hneg[k] || !near_anchor(p[m].sentence) || is_particle(p[m].lower) ||
        !lex.opposite(xk, opposite_key(p[m])) || claim_holds(p[m])) {
      continue;
    }
    const int n = shared(k, m);
    if (n >= 2 && n >= own) return &p[m];
  }
  return nullptr;
}

// Whether the claim word at k (or a word that says it) stands in the window in a way that hides
// its opposite at m: in the anchor sentence where the opposite is not, at least as near the
// claim's other words (distance, itself_as_near), on the claim's side of a contrast the sentence
// draws (sides_agree, contrast_side), in a clause that holds the claim's subject, or in a part
// that holds the claim's dates.
bool OppositeTests::said_nearer(std::size_t k, std::size_t m) const {
  const Tok& x = h[k];
  const std::string& xk = opposite_key(x);
  const std::size_t opposite_distance = distance(k, m);
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
  // (Not a comparative of that direction before a noun the claim lacks, which it says of that noun:
  // "Small dogs at The Puppy Parlour play ... away from larger breeds, and the centre's fees are
  // lower for dogs under 15 kg" / "The Puppy Parlour charges higher fees for dogs under 15 kg".)
  auto modifies_other = [&](std::size_t q) {
    return !p[q].base.empty() && q + 1 < p.size() && p[q + 1].clause == p[q].clause && p[q + 1].kind == Kind::kWord && p[q + 1].content() &&
           !p[q + 1].capitalised && !claim_holds(p[q + 1]) && p[m].sentence == p[q].sentence && p[m].clause != p[q].clause;
  };
  // The claim's word's complement, the next content word after it in its clause, said right after
  // a source word too, within two words ("contains more contaminants" / "contains fewer
  // contaminants", "paid at a higher rate" further off; "exit through the south gate" / "leave
  // through the south gate", "Trucks entering the Fairhaven yard" further off).
  // (Not past a subordinator: "fell after the drop-in fee was cut".)
  auto next_content = [](const std::vector<Tok>& t, std::size_t i) -> const Tok* {
    for (std::size_t a = i + 1; a < t.size() && a <= i + 3 && t[a].sentence == t[i].sentence && t[a].clause == t[i].clause; ++a) {
      const std::string& w = t[a].lower;
      if (w == "after" || w == "before" || w == "when" || w == "because" || w == "while" || w == "since" || w == "until" ||
          w == "as" || w == "if") {
        return nullptr;
      }
      if (t[a].content() && t[a].kind == Kind::kWord) return &t[a];
    }
    return nullptr;
  };
  const Tok* complement = next_content(h, k);
  auto complement_at = [&](std::size_t q) {
    const Tok* c = next_content(p, q);
    return complement && c && c->key == complement->key;
  };
  const bool complement_at_m = complement_at(m);  // (the opposite's, once: the loop below reads it for every q)
  // (The word itself not as near where its clause before it and the opposite's hold one noun with a
  // word before it each, the opposite's the claim's and the word's not: "The Ivybridge Conservation
  // Nursery's east gate is open daily from 8 am; the north gate remains closed" / "The north gate of
  // the Ivybridge Conservation Nursery is open".)
  auto before_in_clause = [&](std::size_t q) {
    std::vector<std::size_t> out;
    for (std::size_t a = clause_span(p, q).first; a < q; ++a) {
      if (p[a].kind == Kind::kWord && p[a].content() && !p[a].capitalised) out.push_back(a);
    }
    return out;
  };
  auto claim_before = [&](const Tok& u) {
    for (std::size_t a = 0; a < k; ++a) {
      if (h[a].kind == Kind::kWord && h[a].key == u.key) return true;
    }
    return false;
  };
  auto other_subject = [&](std::size_t q) {
    if (clause_span(p, q) == clause_span(p, m)) return false;
    const std::vector<std::size_t> a = before_in_clause(q), b = before_in_clause(m);
    for (std::size_t oa : a) {
      for (std::size_t ob : b) {
        if (oa + 1 < q && ob + 1 < m && p[oa + 1].key == p[ob + 1].key && p[ob + 1].content() && claim_before(p[ob + 1]) &&
            claim_before(p[ob]) && !claim_before(p[oa])) {
          return true;
        }
      }
    }
    return false;
  };
  for (std::size_t q = wb; q < we && !present; ++q) {
    // (Not another word of a name, where the claim's word is none: "Prices at Crown Cuts rose" has
    // no fall in "Cuts"; but "the 56 Minor Arcana" has "minor" itself.)
    if (p[q].sentence != p[m].sentence || p[q].kind != Kind::kWord || (in_name(p, q) && !x.capitalised && p[q].key != x.key)) continue;
    // Or, at least as near, a synonym of the word ("prohibited" / "banned ... but sailing is
    // permitted") or its opposite negated ("stayed unfrozen in 2016" / "it did not freeze at
    // all in 2016").
    const bool q_negated = pneg[q] || (q + 1 < p.size() && p[q + 1].negation);
    const bool itself = p[q].key == x.key || opposite_key(p[q]) == xk;
    // (Not a word of no direction here: "since adding LED lighting last fall".)
    const bool directed = same_direction(x, p[q]) && !no_opposite_here(p, q);
    const int side = q != m && (itself || (p[q].content() && (lex.related(x.key, p[q].key) || directed)))
                         ? contrast_side(k, m, q)
                         : 0;
    if (side != 0) {
      present = side > 0;
      continue;
    }
    // (A synonym as the word itself when the claim's words after it stand nearer it: "is open
    // Tuesday through Sunday ...; the venue is closed on Mondays" / "shuts on Mondays"; not a
    // direction, whose sides the contrast tests read: "weekend attendance rose 12%, while weekday
    // attendance declined slightly" / "weekday attendance increased slightly".)
    const bool synonym = q != m && !itself && p[q].content() && direction_of(x.key) == 0 && lex.related(x.key, p[q].key);
    // (Here and below, not a compound's first word, which is another measure's: "produces
    // higher-resolution images ..., although it is slightly slower" / "is faster".)
    const bool same_dir = directed && !p[q].hyphen_after;
    present = ((itself || synonym) && itself_as_near(k, m, q) && sides_agree(k, m, q) && !other_subject(q)) ||
              (q != m && !itself && p[q].has_opposite && !p[q].hyphen_after && !no_opposite_here(p, q) &&
               lex.opposite(opposite_key(p[q]), opposite_key(p[m])) && distance(k, q) <= opposite_distance &&
               !(complement_at_m && !complement_at(q))) ||
              (q != m && !itself && p[q].content() && (lex.related(x.key, p[q].key) || same_dir) &&
               distance(k, q) <= opposite_distance && !modifies_other(q) && !(complement_at_m && !complement_at(q))) ||
              (q != m && !itself && p[q].content() && (lex.related(x.key, p[q].key) || same_dir) &&
               complement_at(q) && !complement_at_m) ||
              (q != m && p[q].has_opposite && q_negated != hneg[k] && lex.opposite(xk, opposite_key(p[q])));
  }
  // Or the word itself, with the same polarity, in a clause near the anchor that holds the
  // claim's words before it (its subject) where the opposite's clause holds none of them, or
  // fewer of its common (not capitalised) words, and has a subject of its own that the claim
  // lacks ("Sealed plastic water bottles are allowed inside the Meridian Arena. Glass containers
  // of any kind are banned" / "Glass containers are banned inside the Meridian Arena"; "Visitor
  // numbers at Foxley Country Park rose ..., while the number of reported antisocial behaviour
  // incidents fell" / "Reported antisocial behaviour incidents at Foxley Country Park fell": the
  // names set both clauses; not "The council approved the café but rejected the plan for a
  // rooftop cinema" / "The council approved the plan for a rooftop cinema", nor "Fuel costs at
  // Brightwater Cruise Group increased ..., but the company's net debt decreased" /
  // "Brightwater Cruise Group's net debt increased").
  for (std::size_t q = wb; q < we && !present; ++q) {
    if (q == m || p[q].kind != Kind::kWord || p[q].key != x.key || pneg[q] != hneg[k] || !near_anchor(p[q].sentence)) continue;
    // (Plain variables: clang 14 cannot capture structured bindings.)
    const std::size_t qb = clause_span(p, q).first, mb = clause_span(p, m).first, me = clause_span(p, m).second;
    if (qb == mb) continue;
    int in_q = 0, in_m = 0, common_q = 0, common_m = 0;
    for (std::size_t i = 0; i < hc.size(); ++i) {
      if (hc[i] >= k || h[hc[i]].clause != x.clause || h[hc[i]].sentence != x.sentence || !h[hc[i]].content()) continue;
      const bool at_q = std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o >= qb && o < q; });
      const bool at_m = std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o >= mb && o < me; });
      in_q += at_q;
      in_m += at_m;
      common_q += at_q && !h[hc[i]].capitalised;
      common_m += at_m && !h[hc[i]].capitalised;
    }
    bool own_subject = false;
    for (std::size_t a = mb; a < m && !own_subject; ++a) {
      own_subject = p[a].content() && (p[a].kind == Kind::kNumber || p[a].kind == Kind::kWord) && !claim_holds(p[a]);
    }
    present = own_subject && ((in_q > 0 && in_m == 0) || common_q > common_m);
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
  return present;
}

// The word itself, or another of its direction at least as near the words around it in
// the claim ("Parcel volumes rose 12 percent, while freight volumes declined 3 percent" /
// "freight volumes fell by 3 percent": "declined" is next to "freight volumes" and the 3;
// "... grew by 3 percent": "rose" is not). The sentence then contrasts the two, and the
// claim takes the near side. Nearness: the distances to the claim's words at most 3 tokens
// from the word, each to its nearest occurrence in the sentence, summed.
std::size_t OppositeTests::distance(std::size_t k, std::size_t q) const {
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
}

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
bool OppositeTests::itself_as_near(std::size_t k, std::size_t m, std::size_t q) const {
  const Tok& x = h[k];
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
  // (One word after it is enough where it is the claim's only one there, a weekday, a month or a
  // name: "open on Mondays" / "closed on Mondays and open Tuesday to Sunday".)
  int after = 0;
  bool named = false;
  for (std::size_t i = 0; i < hc.size(); ++i) {
    if (hc[i] <= k || hc[i] > k + 5 || h[hc[i]].clause != x.clause) continue;
    ++after;
    named = is_weekday(h[hc[i]].lower) || month_word(h[hc[i]]) || name_word(h[hc[i]]);
  }
  return (nearer_m < 2 && !(nearer_m == 1 && after == 1 && named)) || nearer_m <= nearer_q;
}

// False when the sentence contrasts two sides, the word's and the opposite's, and the claim's
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
bool OppositeTests::sides_agree(std::size_t k, std::size_t m, std::size_t q) const {
  const Tok& x = h[k];
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
}

// The sides' subjects, word by word from their starts: the first pair of words that differ
// says which side the claim is on when it holds one of the two and not the other ("Soybean
// prices at the Corvell exchange were higher this week, while corn prices were lower" /
// "Corn prices at the Corvell exchange were lower"; "Average temperatures in the Drell Valley
// rose ..., while annual snowfall in the valley declined" / "Annual snowfall in the Drell
// Valley fell"); else the complements' (below). +1 q's side, -1 the opposite's, 0 undecided
// or no contrast.
int OppositeTests::contrast_side(std::size_t k, std::size_t m, std::size_t q) const {
  const Tok& x = h[k];
  if (contest_word(x) || contest_word(p[m])) return 0;  // (see sides_agree)
  const std::size_t lo = std::min(q, m), hi = std::max(q, m);
  std::size_t cut = hi;
  // (And "though", "although": "Profits ... increased in the second quarter even though league
  // membership declined" / "League membership ... grew".)
  while (cut > lo + 1 && !contrast_conjunction(p[cut - 1].lower) && p[cut - 1].lower != "though" && p[cut - 1].lower != "although") --cut;
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
    // (Not where the second side opens with its verb, the first side's subject elided: "is open
    // from 9 a.m. on weekdays but stays closed on public holidays".)
    bool verb_after = false;
    for (std::size_t a = second[j] + 1; a <= hi && !verb_after; ++a) verb_after = is_auxiliary(p[a].lower) || verb_like(p[a]);
    const std::string& vw = v.lower;
    if (j == 0 && (is_auxiliary(vw) || vw == "stays" || vw == "stay" || vw == "remains" || vw == "remain" || vw == "keeps" ||
                   vw == "becomes" || vw == "goes")) {
      break;
    }
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
  // (Past words the two share up to a "ones" that stands for the first side's noun: "the north-facing
  // windows had loose putty, while the south-facing ones were in good condition": "loose" and
  // "good".)
  auto next_in = [&](std::size_t a, std::size_t end) {
    for (++a; a < end && p[a].sentence == p[hi].sentence && (p[a].capitalised || !p[a].content()); ++a) {}
    return a;
  };
  std::size_t v_end = v;
  while (v_end < p.size() && p[v_end].sentence == p[hi].sentence && p[v_end].clause == p[hi].clause) ++v_end;
  bool ones = false;
  std::size_t nu = u, nv = v;
  for (int step = 0; step < 3 && nu + 1 < cut && nv < v_end && (p[nu].key == p[nv].key || p[nv].lower == "ones"); ++step) {
    ones = ones || p[nv].lower == "ones";
    const std::size_t au = next_in(nu, cut - 1), av = next_in(nv, v_end);
    if (au >= cut - 1 || av >= v_end) break;
    nu = au, nv = av;
  }
  if (ones) u = nu, v = nv;
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
}

// The opposite found for the claim word at k, or nullptr where the two are conversives or say
// the same from the other side.
const Tok* OppositeTests::unless_conversive(std::size_t k, const Tok* opp) const {
  const Tok& x = h[k];
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
  // tribunal upheld his claim, finding he was unfairly dismissed" draws no contrast; nor a word of
  // a name against an opposite that is none: "Attendance at Whisk & Rise's classes fell" / "rose".)
  const bool opp_named = opp && in_name(p, static_cast<std::size_t>(opp - p.data()));
  for (std::size_t c = 0; c < h.size() && opp; ++c) {
    const Tok& y = h[c];
    if (y.kind == Kind::kWord && !y.stopword && (opp_named || !in_name(h, c)) &&
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
      // (The whole run of its name: "the Cressley Port Authority crew" is not "The Cressley Pilots'
      // Association crew".)
      std::size_t b = q;
      while (b > 0 && t[b - 1].sentence == t[q].sentence) --b;
      for (; b < q; ++b) {
        if (!name_word(t[b]) || is_weekday(t[b].lower)) continue;
        for (std::size_t e = b; e < q && name_word(t[e]); ++e) names.push_back(t[e].key);
        return names;
      }
      return names;
    };
    // The first name after the word, in its sentence (the other party: "A larger van-based firm beat
    // the Lantern Courier Cooperative").
    auto object = [](const std::vector<Tok>& t, std::size_t q) {
      std::vector<std::string> names;
      for (std::size_t b = q + 1; b < t.size() && t[b].sentence == t[q].sentence; ++b) {
        if (!name_word(t[b]) || is_weekday(t[b].lower)) continue;
        for (std::size_t e = b; e < t.size() && name_word(t[e]); ++e) names.push_back(t[e].key);
        break;
      }
      return names;
    };
    auto within = [](const std::vector<std::string>& x, const std::vector<std::string>& y) {
      return !x.empty() &&
             std::all_of(x.begin(), x.end(), [&](const std::string& n) { return std::find(y.begin(), y.end(), n) != y.end(); });
    };
    const std::size_t m = static_cast<std::size_t>(opp - p.data());
    const std::vector<std::string> a = subject(h, k);
    const std::vector<std::string> b = subject(p, m);
    const bool shared = within(a, b) || within(b, a);
    if (!a.empty() && !b.empty() && !shared) opp = nullptr;
    // (Where one side names no subject, its other party as the other side's subject: "The Lantern
    // Courier Cooperative failed to secure the contract, losing out to a larger van-based firm" / "A
    // larger van-based firm beat the Lantern Courier Cooperative".)
    if (opp && a.empty() != b.empty()) {
      const std::vector<std::string> other = a.empty() ? object(h, k) : object(p, m);
      const std::vector<std::string>& named = a.empty() ? b : a;
      if (within(other, named) || within(named, other)) opp = nullptr;
    }
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
    // (Through an apposition and the predicate after it: "two months after the diesel vessel it
    // replaced, the Marguerite, was retired in April".)
    auto complement_end = [](const std::vector<Tok>& t, std::size_t w) {
      std::size_t e = clause_span(t, w).second;
      for (int n = 0; n < 2 && e < t.size() && t[e].sentence == t[w].sentence; ++n) {
        const auto [cb, ce] = clause_span(t, e);
        bool verb = false;
        for (std::size_t q = cb; q < ce && !verb; ++q) verb = is_auxiliary(t[q].lower) || verb_like(t[q]);
        const bool apposition = !verb && (is_determiner(t[cb].lower) || name_word(t[cb])) && ce < t.size() && t[ce].sentence == t[w].sentence;
        if (!apposition) break;
        const auto [nb, ne] = clause_span(t, ce);
        if (!is_auxiliary(t[nb].lower)) break;
        e = ne;
      }
      return e;
    };
    const std::size_t h_end = complement_end(h, k), p_end = complement_end(p, m);
    auto complement = [&](const std::vector<Tok>& t, std::size_t w, std::size_t q) { return q > w && q < (&t == &h ? h_end : p_end); };
    int same = 0, crossed = 0, from_complement = 0, from_rest = 0, in_p_complement = 0, elsewhere = 0;
    for (std::size_t i = 0; i < hc.size(); ++i) {
      if (at[i] != npos && hc[i] != k && h[hc[i]].sentence == x.sentence && p[at[i]].sentence != opp->sentence) elsewhere += h[hc[i]].content();
      if (at[i] == npos || hc[i] == k || h[hc[i]].sentence != x.sentence || p[at[i]].sentence != opp->sentence || at[i] == m) continue;
      const bool hc_side = complement(h, k, hc[i]), pc_side = complement(p, m, at[i]);
      in_p_complement += pc_side && h[hc[i]].content();
      if (hc_side == pc_side) {
        ++same;
      } else {
        ++crossed;
        ++(hc_side ? from_complement : from_rest);
      }
    }
    if (crossed >= same && from_complement > 0 && from_rest > 0) opp = nullptr;
    // Nor where the source orders against what the claim does not say at all: none of its words
    // among two or more on the source's other side, all it says in the source's sentence
    // ("restocked in April 2022, before reopening to club members" / "restocked in April 2022,
    // after being drained for dredging").
    int p_complement_words = 0;
    for (std::size_t q = m + 1; q < p_end; ++q) p_complement_words += p[q].content();
    if (in_p_complement == 0 && from_complement > 0 && p_complement_words >= 2 && elsewhere == 0) opp = nullptr;
  }
  // Likewise a comparative and its opposite with the two things compared exchanged ("Light roasts
  // ... have higher acidity and a lighter body than its dark roasts" / "dark roasts are lower in
  // acidity than its light roasts"): the first content word after each side's "than" (within 6
  // tokens of the comparative, in its clause) stands before the other side's comparative, in its
  // clause.
  if (opp) {
    const std::size_t m = static_cast<std::size_t>(opp - p.data());
    auto than_after = [](const std::vector<Tok>& t, std::size_t w) {
      for (std::size_t q = w + 1; q < t.size() && q <= w + 6 && t[q].clause == t[w].clause; ++q) {
        if (t[q].lower == "than") return q;
      }
      return npos;
    };
    auto compared = [](const std::vector<Tok>& t, std::size_t than) {
      for (std::size_t q = than + 1; q < t.size() && t[q].clause == t[than].clause; ++q) {
        if (t[q].kind == Kind::kWord && t[q].content()) return q;
      }
      return npos;
    };
    // (The word before the comparative, in its clause.)
    auto before = [](const std::vector<Tok>& t, std::size_t w, const Tok& y) { return holds_word(t, clause_span(t, w).first, w, y); };
    const std::size_t ht = than_after(h, k), pt = than_after(p, m);
    const std::size_t hy = ht != npos ? compared(h, ht) : npos, py = pt != npos ? compared(p, pt) : npos;
    if (hy != npos && py != npos && h[hy].key != p[py].key && before(p, m, h[hy]) && before(h, k, p[py])) opp = nullptr;
  }
  return opp;
}

// Directions and bounds at a number found on both sides: "under 99 percent" / "more than 99
// percent", "10% below" / "10% higher", "a decrease of 38%" / "up 38%", "lost 3 percent" /
// "rose 3 percent" (antonym); "from EUR20,000 to EUR5,000" / "from EUR5,000 to EUR20,000" (the
// number's "from" and "to" exchanged: number_mismatch). The direction is that of a word at most
// 2 tokens before the number or 3 after it in its clause; "no more than" is a bound from above.
void OppositeTests::directions_at_numbers() {
  // The direction (+1 up, -1 down, 0 none) and its word.
  // A comparative before "than" after a form of "be" whose subject a negation picks out ("none
  // of", "no"): a bound from above ("None of the stones at Quarryside Curling Club are older than
  // ten years" / "Some of the stones ... are more than ten years old"; "No stone ... is more than
  // ten years old" says the same).
  auto none_bound_at = [](const std::vector<Tok>& t, std::size_t m) {
    if (m == 0 || m + 1 >= t.size() || t[m + 1].lower != "than" || !is_be_form(t[m - 1].lower)) return false;
    // (Past a subject of a dozen words: "None of the tower cranes operated by Ellison Tower Hire is
    // more than ten years old".)
    for (std::size_t c = m; c-- > 0 && m - c <= 14 && t[c].clause == t[m].clause;) {
      if ((t[c].lower == "none" && c + 1 < t.size() && t[c + 1].lower == "of") || t[c].lower == "no" || t[c].lower == "nobody") return true;
    }
    return false;
  };
  // (With `sizes`, a comparative of size or age too: "older than ten years" above ten; only
  // against such a bound of the other side.)
  auto direction = [&](const std::vector<Tok>& t, std::size_t q, bool sizes) -> std::pair<int, const Tok*> {
    auto of = [&](std::size_t m) {
      if (t[m].kind != Kind::kWord) return 0;
      int d = direction_of(t[m].key);
      if (d == 0 && (sizes || none_bound_at(t, m)) && m + 1 < t.size() && t[m + 1].lower == "than") {
        static constexpr std::string_view kUp[] = {"older", "longer", "bigger", "heavier", "taller", "wider", "deeper"};
        static constexpr std::string_view kDown[] = {"younger", "shorter", "lighter", "narrower", "shallower"};
        if (std::find(std::begin(kUp), std::end(kUp), t[m].lower) != std::end(kUp)) d = 1;
        if (std::find(std::begin(kDown), std::end(kDown), t[m].lower) != std::end(kDown)) d = -1;
      }
      // "at least 40 percent" a bound from below, "at most 40 percent" from above.
      if (m > 0 && t[m - 1].lower == "at" && (t[m].lower == "least" || t[m].lower == "most")) {
        d = t[m].lower == "least" ? 1 : -1;
        // (After "fail to" and its verb, the other way: "who fail to cultivate at least 75% of
        // their plot" cultivate less than 75%.)
        for (std::size_t c = m - 1; c-- > 0 && m - c <= 5 && t[c].clause == t[m].clause;) {
          if (is_failure_cue(t[c]) && t[c + 1].lower == "to") d = -d;
        }
      }
      // "no more than 2", "not less than 30": a bound the other way; "up to 300": from above.
      const bool comparative = t[m].lower == "more" || t[m].lower == "less" || t[m].lower == "fewer";
      if (d != 0 && comparative && m > 0 && (t[m - 1].lower == "no" || t[m - 1].lower == "not")) {
        d = -d;
      } else if (d != 0 && m > 0 &&
                 (comparative || none_bound_at(t, m) || t[m].lower == "above" || t[m].lower == "over" || t[m].lower == "below" ||
                  t[m].lower == "under") &&
                 // (Not an irregular plural: "never charges children under two".)
                 ((verb_like(t[m - 1]) && (t[m - 1].lower.ends_with("ed") || (t[m - 1].irregular && lex.may_be_verb(t[m - 1].key)))) ||
                  base_verb_after_modal(t, m - 1) || t[m - 1].lower == "for" || none_bound_at(t, m))) {
        // A negation earlier in the clause bounds what its verb says ("No household may hold
        // more than two", "Temperatures never rose above 12°C"; not "none of their properties
        // has a value above £2,899", "need not be restarted if more than 6 months", "none of the
        // seven ponds above 2,400 metres").
        const std::size_t reach = none_bound_at(t, m) ? 14 : 10;
        for (std::size_t c = m; c-- > 0 && m - c <= reach && t[c].clause == t[m].clause;) {
          if (t[c].lower == "no" || t[c].lower == "not" || t[c].lower == "never" || t[c].lower == "none" ||
              t[c].lower == "cannot" || t[c].lower == "nobody") {
            d = -d;
            break;
          }
        }
      }
      // (But "will go up to 12%" rises.)
      const bool go = m > 0 && (t[m - 1].lower == "go" || t[m - 1].lower == "goes" || t[m - 1].lower == "went" || t[m - 1].lower == "gone");
      if (t[m].lower == "up" && m + 1 < t.size() && t[m + 1].lower == "to" && !go) {
        // (Up to a time before an event is a deadline, as early as that or earlier: "can cancel
        // free of charge up to 48 hours before arrival" / "as long as they do so at least 48 hours
        // ahead of arrival".)
        bool ahead = false;
        for (std::size_t n = q + 1; n < t.size() && n <= q + 2 && !ahead; ++n) {
          ahead = t[n].lower == "before" || t[n].lower == "ahead" || t[n].lower == "prior" || t[n].lower == "advance";
        }
        static const std::string kHour = lex.key("hour");
        d = ahead && (t[q].unit == kHour || !time_unit_of(t[q].unit).empty()) ? 1 : -1;
      }
      if (hedged_side(t, m)) d = 0;  // "just under 5%": the value is approximate, no direction
      return d;
    };
    for (std::size_t m = q; m-- > 0 && q - m <= 2 && t[m].clause == t[q].clause && t[m].kind != Kind::kNumber;) {
      if (int d = of(m)) return {d, &t[m]};
    }
    for (std::size_t m = q + 1; m < t.size() && m - q <= 3 && t[m].clause == t[q].clause && t[m].kind != Kind::kNumber; ++m) {
      // (Not "over" a stretch of time: "a maximum of 40 heats over the weekend".)
      // (Not "4% over its budget", "10% below the listed rates".)
      static constexpr std::string_view kSpans[] = {"summer", "winter", "spring", "autumn", "period", "course", "holidays"};
      const bool preposition = t[m].lower == "over" && m + 2 < t.size() && is_determiner(t[m + 1].lower) &&
                               (is_time_noun(t[m + 2].lower) ||
                                std::find(std::begin(kSpans), std::end(kSpans), t[m + 2].lower) != std::end(kSpans));
      if (preposition) continue;
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
    // Every occurrence of the number in the window goes the other way ("Below 9,000 feet" /
    // "above 9,000 feet ... Below 9,000 feet").
    auto [dp, p_word] = direction(p, q, false);
    for (std::size_t pos : where[i]) {
      if (pos >= wb && pos < we && p[pos].kind == Kind::kNumber && direction(p, pos, false).first != dp) dp = 0;
    }
    const bool none_bound = p_word && none_bound_at(p, static_cast<std::size_t>(p_word - p.data()));
    const auto [dh, h_word] = direction(h, hc[i], none_bound);
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
    // The rest beyond the bound, said in a later clause with a word of its own, is the claim's
    // where that clause holds more of the claim's words than the bound's ("Orders over €60 ship
    // free; smaller orders pay a flat €4.95 shipping fee" / "An order under €60 ... carries a flat
    // delivery charge of €4.95").
    auto complement = [&] {
      static constexpr std::string_view kRest[] = {"smaller", "lower", "cheaper", "other", "remaining", "otherwise", "shorter"};
      for (std::size_t c = q + 1; c < p.size() && c <= q + 8 && p[c].sentence == p[q].sentence; ++c) {
        if (p[c].clause == p[q].clause || std::find(std::begin(kRest), std::end(kRest), p[c].lower) == std::end(kRest)) continue;
        int rest = 0, bound = 0;
        for (std::size_t j = 0; j < hc.size(); ++j) {
          // (Not a name, which names the whole: "from Wrenbury Models".)
          if (j == i || h[hc[j]].kind != Kind::kWord || !h[hc[j]].content() || h[hc[j]].capitalised) continue;
          bool in_rest = false, in_bound = false;
          for (std::size_t o : where[j]) {
            in_rest = in_rest || (p[o].sentence == p[c].sentence && p[o].clause == p[c].clause);
            in_bound = in_bound || (p[o].sentence == p[q].sentence && p[o].clause == p[q].clause);
          }
          rest += in_rest && !in_bound;
          bound += in_bound && !in_rest;
        }
        return rest > bound;
      }
      return false;
    };
    if (dh != 0 && dp != 0 && dh != dp && !same_word && !complement()) {
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

}  // namespace

void AlignedPair::find_opposites(Findings& out) const {
  OppositeTests tests(*this, out);
  tests.contrasted_subjects();
  tests.word_opposites();
  tests.directions_at_numbers();
}

}  // namespace citeval::judge::align

// The align judge's quantifiers (align_pair.h; feature quantifier): all / every / only / most /
// some / none before an aligned word, against the source's quantifier, its share of a whole, its
// exceptions and bounds.
#include "judge/align_pair.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

namespace citeval::judge::align {

namespace {

// Where the noun phrase of a quantifier at k ends: at its verb, an -s, -ed or irregular form or an
// auxiliary, not right after the quantifier ("every occupied box was checked"); where there is
// none, at the end of k's sentence.
// With past_nouns, not at a word right after a determiner or "of", a noun ("Most of the blends in
// Hollin & Gray's winter catalogue are herbal"); where that finds no verb in the sentence, as
// without.
// With past_the, a place's name after "at the" too ("All pupils at the Lomond Piping Academy join").
std::size_t noun_phrase_end(const std::vector<Tok>& t, std::size_t k, bool past_nouns = false, bool past_the = false) {
  auto end = [&](bool past) {
    auto noun = [&](std::size_t v) {
      static constexpr std::string_view kBefore[] = {"the", "of", "its", "their", "our", "his", "my", "your", "these", "those"};
      return past && std::find(std::begin(kBefore), std::end(kBefore), t[v - 1].lower) != std::end(kBefore);
    };
    // (And, past nouns, a word after a name that is not its possessive is its verb: "Most of the
    // cottages at Heather Glen accept dogs".)
    auto after_name = [&](std::size_t v) {
      if (!past || t[v].kind != Kind::kWord || t[v].capitalised || t[v].stopword) return false;
      // (Past common nouns the name modifies, to a word that may be a verb: "All kits in the
      // Northwind Models clearance bin include".)
      const AlignLexicon& lex = AlignLexicon::builtin();
      std::size_t a = v;  // the first word after the name
      while (a > k + 2 && t[a - 1].kind == Kind::kWord && t[a - 1].content() && !t[a - 1].capitalised && !t[a - 1].stopword &&
             !lex.may_be_verb(t[a - 1].key)) {
        --a;
      }
      if (t[a - 1].kind != Kind::kWord || !name_word(t[a - 1]) || t[a - 1].possessive || t[a - 1].sentence_initial) return false;
      // (A name of a place after its preposition, "at Heather Glen"; not a name that modifies the
      // noun, "Every Harbourside docking station".)
      std::size_t b = a - 1;
      while (b > k + 1 && name_word(t[b - 1])) --b;
      const bool the = past_the && b > k + 2 && t[b - 1].lower == "the";
      if (the) --b;
      const std::string& before = t[b - 1].lower;
      const bool place =
          b > k + 1 && (is_adjunct_preposition(before) || before == "of" || before == "from" || before == "for" || before == "with");
      // (After "the" or past nouns, only a word that may be a verb: not "Every bean variety at the
      // Lindenbrook seed library".)
      return place && ((!the && a == v) || lex.may_be_verb(t[v].key));
    };
    std::size_t verb = k + 2;
    // (A capitalised "May" is the month: "Most respondents in Wrenfield Coworking's May survey".)
    while (verb < t.size() && t[verb].sentence == t[k].sentence && ((!verb_like(t[verb]) && !after_name(verb)) || noun(verb)) &&
           (!is_auxiliary(t[verb].lower) || t[verb].capitalised)) {
      ++verb;
    }
    return verb;
  };
  const std::size_t verb = end(past_nouns);
  return past_nouns && (verb >= t.size() || t[verb].sentence != t[k].sentence) ? end(false) : verb;
}

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

// The tests of find_quantifiers, one method each, in the order it runs them: each sets feature 9
// (quantifier) and its reason, and runs only while none before it has fired.
// "anyone", "anybody", "everyone", "everybody".
bool universal_pronoun(std::string_view w) { return w == "anyone" || w == "anybody" || w == "everyone" || w == "everybody"; }

class QuantifierTests : private PairRefs {
 public:
  QuantifierTests(const AlignedPair& s, Findings& out);
  void quantifiers_of_words();
  void universals_against_only();
  void universal_against_part_elsewhere();
  void only_against_anyone();
  void no_limit_against_bound();
  void exception_taken_in();

 private:
  // The class of the quantifier at k of t (quantifier_class; "almost all" is "most", "only some"
  // a part), 0 where the word is none there ("the only member", "the most severely affected").
  int quantifier_at(const std::vector<Tok>& t, std::size_t k) const;
  // The whole first, the part at the start of the next clause ("Of the 12 expedition members who
  // set out, only three reached the summit"; "In a survey of 1,200 warehouse workers, a majority
  // said"): the share for the "of" at m before the target.
  Share share_after_whole(std::size_t m, std::size_t target) const;
  // The share before the target itself (the word's own "of" within 6 tokens before it); with
  // `one_of`, a "one of" too.
  Share share_before(std::size_t target, bool one_of) const;

  const std::vector<bool>& pneg;
  Features& f;
  std::vector<std::string>& reasons;
  std::vector<bool>& explained;
  // Whether the claim takes an exception in ("including the newly added 17"; "all other" below).
  const bool takes_in;
};

QuantifierTests::QuantifierTests(const AlignedPair& s, Findings& out)
    : PairRefs(s),
      pneg(s.pneg),
      f(out.features),
      reasons(out.reasons),
      explained(out.explained),
      takes_in(std::any_of(h.begin(), h.end(), [](const Tok& t) { return t.lower == "including" || t.lower == "plus"; })) {}

int QuantifierTests::quantifier_at(const std::vector<Tok>& t, std::size_t k) const {
  // "the only member", "her only child": an adjective (sole), no quantifier.
  static constexpr std::string_view kDeterminers[] = {"the", "an", "his", "her", "its", "their", "our", "my", "your"};
  // (So is one after a possessive: "the region's only distributor of Aurora Fuse kiln paper".)
  if (t[k].lower == "only" && k > 0 &&
      (std::find(std::begin(kDeterminers), std::end(kDeterminers), t[k - 1].lower) != std::end(kDeterminers) || t[k - 1].possessive)) {
    return 0;
  }
  if (t[k].hyphen_after || (k > 0 && t[k - 1].hyphen_after)) return 0;  // "an all-cash deal", "two SIM-only plans"
  // "only some", "only a few", "only part": not all, as "few" says (class 5, which "few" has of
  // itself); the "only" is that word's.
  auto next_is = [&](std::string_view w) { return k + 1 < t.size() && t[k + 1].lower == w; };
  // "only reluctantly": an adverb's; "every other kind", "every third game", "every 2 weeks", "1,500
  // litres every second": alternation and rates, not how many ("every day" against "on weekends only" is).
  if (t[k].lower == "only" && k + 1 < t.size() && ly_adverb(t[k + 1].lower)) return 0;
  if (t[k].lower == "every" && k + 1 < t.size() &&
      (t[k + 1].lower == "other" || t[k + 1].kind == Kind::kNumber || t[k + 1].lower == "second" || t[k + 1].lower == "minute" ||
       t[k + 1].lower == "hour" || t[k + 1].lower == "third" || t[k + 1].lower == "fourth" || t[k + 1].lower == "fifth")) {
    return 0;
  }
  if (t[k].lower == "only" && (next_is("some") || next_is("a") || next_is("part"))) return 0;
  // "though not all", "but not every": a part, as "some" says ("Several, though not all, branches
  // also offer a student discount" / "All Saffron Sip branches give students a discount").
  // (After "most" within four words, the hedge of that "most", which it stays: "Most, though not all,
  // of the coaches ... hold a national coaching certificate" / "The majority of ... coaches are
  // nationally certified".)
  if ((t[k].lower == "all" || t[k].lower == "every") && k > 0 && t[k - 1].lower == "not" && &t == &p) {
    for (std::size_t m = k - 1; m-- > 0 && k - m <= 4 && t[m].sentence == t[k].sentence;) {
      if (t[m].lower == "most") return 2;
    }
    return 3;
  }
  // The claim's "entire" and "throughout" ask nothing of a source that says "all" or nothing
  // ("losing its entire crop" / "lost all of its crop", "throughout Brannock").
  if (&t == &h && (t[k].lower == "entire" || t[k].lower == "throughout")) return 0;
  // The claim's "only once the fitting has been completed", "only if": a condition, which the
  // source may state as a requirement ("fittings must be completed before a first trial pair is
  // issued"), not how many. (Not "only after", whose order in time the claim may get wrong: "was
  // withdrawn only after MenGuard had received its approval".)
  if (&t == &h && t[k].lower == "only" && (next_is("once") || next_is("if") || next_is("when") || next_is("where"))) return 0;
  // (So is "only" before a verb that such a condition follows: "The Wexley Light tower only opens to
  // visitors when a minimum of three trained volunteers are on duty".)
  if (&t == &h && t[k].lower == "only" && k + 1 < t.size() && verb_like(t[k + 1])) {
    for (std::size_t q = k + 2; q < t.size() && q <= k + 5 && t[q].clause == t[k].clause; ++q) {
      if (t[q].lower == "once" || t[q].lower == "if" || t[q].lower == "when") return 0;
    }
  }
  // "not only those attending public schools": those too, no restriction.
  if (t[k].lower == "only" && k > 0 && t[k - 1].lower == "not") return 0;
  // The claim's "at most 40 percent": a bound on a number, the number test's (the source's "at
  // most two drivers" still answers the claim's "any number of drivers").
  if (&t == &h && t[k].lower == "most" && k > 0 && t[k - 1].lower == "at") return 0;
  // "the most severely affected": a superlative.
  if (t[k].lower == "most" && k > 0 && t[k - 1].lower == "the") return 0;
  if (k > 0 && t[k - 1].lower == "only" && (t[k].lower == "some" || t[k].lower == "part")) return 5;
  // "all year", "all day", "all summer": how long, not how many ("all year" / "year-round").
  if (t[k].lower == "all" && k + 1 < t.size() && t[k + 1].kind == Kind::kWord &&
      (t[k + 1].key == "year" || t[k + 1].key == "day" || t[k + 1].key == "week" || t[k + 1].key == "month" ||
       t[k + 1].lower == "night" || t[k + 1].lower == "season" || t[k + 1].lower == "summer" || t[k + 1].lower == "winter" ||
       t[k + 1].lower == "weekend")) {
    return 0;
  }
  // "a small number", "a handful", "a minority": few.
  if ((t[k].lower == "number" && k > 0 && t[k - 1].lower == "small") || t[k].lower == "handful" || t[k].lower == "minority") return 5;
  const int q = quantifier_class(t[k].lower);
  return q == 1 && k > 0 && (t[k - 1].lower == "almost" || t[k - 1].lower == "nearly") ? 2 : q;
}

Share QuantifierTests::share_after_whole(std::size_t m, std::size_t target) const {
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
  } else if (p[x].kind == Kind::kNumber && !p[x].year && p[x].unit == "percent" && !(x + 1 < p.size() && p[x + 1].lower == "of")) {
    // ("In a survey of 500 Halewood Solar customers, 62 percent said".)
    out.lo = out.hi = p[x].value / 100.0;
  } else if (x == c && (quantifier_at(p, x) == 2 || (p[x].lower == "a" && x + 1 < p.size() && p[x + 1].lower == "majority"))) {
    out.lo = 0.5001, out.hi = 1;
    last = p[x].lower == "a" ? x + 1 : x;
  } else if (x == c && quantifier_at(p, x) == 1) {
    out.lo = out.hi = 1;
  }
  for (std::size_t q = c; out.lo >= 0 && q <= last; ++q) out.said += (q > c ? " " : "") + p[q].surface;
  if (out.lo >= 0) out.part = x;
  return out;
}

Share QuantifierTests::share_before(std::size_t target, bool one_of) const {
  Share out;
  for (std::size_t m = target; m-- > 0 && target - m <= 6 && p[m].clause == p[target].clause;) {
    if (p[m].lower != "of") continue;
    if (m == 0 || p[m - 1].sentence != p[m].sentence) return share_after_whole(m, target);
    std::size_t w = m - 1;
    if ((p[w].kind == Kind::kPercent || p[w].lower == "percent") && w > 0) --w;  // "78% of", "78 percent of"
    const Tok& n = p[w];
    if (n.kind == Kind::kNumber && !n.year && n.unit == "percent") {
      out.lo = out.hi = n.value / 100.0;
    } else if ((n.kind == Kind::kNumber && !n.year && n.value >= 0) ||
               (one_of && n.lower == "one" && !(w > 0 && (p[w - 1].lower == "every" || p[w - 1].lower == "each")))) {
      // (And "one of", a word, where the caller asks: "Only one of the five studios on Vellum Row still
      // offers" / "Most of the studios"; not "every one of".)
      const double part = n.kind == Kind::kNumber ? n.value : 1.0;
      for (std::size_t q = m + 1; q < p.size() && q <= m + 4 && p[q].clause == p[m].clause; ++q) {
        if (p[q].kind == Kind::kNumber && !p[q].year && p[q].value >= part && p[q].value > 0) {
          out.lo = out.hi = part / p[q].value;
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
}

// Quantifiers: the quantifier in front of an aligned word differs in class ("only" may stand
// after it too: "can only visit" / "may visit only when"). "almost all" is "most".
void QuantifierTests::quantifiers_of_words() {
  for (std::size_t k = 0; k < h.size() && f[9] == 0; ++k) {
    int qh = quantifier_at(h, k);
    // "fewer than half of" (a share under one half), "more than half of".
    bool under_half = false;
    // (Not "no less than half", "not fewer than half": at least half, a bound, no part.)
    const bool bound_denied = k > 0 && (h[k - 1].lower == "no" || h[k - 1].lower == "not");
    if (qh == 0 && !bound_denied && k + 2 < h.size() && h[k + 1].lower == "than" && h[k + 2].lower == "half") {
      if (h[k].lower == "fewer" || h[k].lower == "less") qh = 5, under_half = true;
      if (h[k].lower == "more") qh = 2;
    }
    if (qh == 0) continue;
    // "Every month" is "monthly" ("credited monthly" / "credits it every month"; "each year" /
    // "annually"), "a month" or "per month": a frequency the source states without a quantifier.
    if ((h[k].lower == "every" || h[k].lower == "each") && k + 1 < h.size()) {
      static constexpr std::string_view kPeriods[][3] = {{"day", "daily", ""},       {"week", "weekly", ""},
                                                         {"month", "monthly", ""},   {"year", "yearly", "annually"},
                                                         {"hour", "hourly", ""},     {"quarter", "quarterly", ""},
                                                         {"night", "nightly", ""}};
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
      // So is a rate per any unit: "a minimum fee of €45 per order" / "every order costs at
      // least €45".
      for (std::size_t m = wb + 1; m < we && !frequency; ++m) {
        frequency = p[m].key == h[k + 1].key && p[m - 1].lower == "per" && near_anchor(p[m].sentence) && !pneg[m];
      }
      if (frequency) continue;
    }
    // The claim's own contrast ("every week rather than every month", "instead of every month"):
    // what it denies, no claim.
    if (k >= 2 && ((h[k - 1].lower == "than" && h[k - 2].lower == "rather") || (h[k - 1].lower == "of" && h[k - 2].lower == "instead"))) {
      continue;
    }
    // "Every day from Tuesday through Sunday": the days of a range of weekdays, which the names
    // test reads, no claim about all days.
    if ((h[k].lower == "every" || h[k].lower == "each") && k + 3 < h.size() && h[k + 1].lower == "day" &&
        (h[k + 2].lower == "from" || h[k + 2].lower == "between") && is_weekday(h[k + 3].lower)) {
      continue;
    }
    // "Not all", "not every": a denial the negation test reads (above), no claim about all.
    if (k > 0 && h[k - 1].lower == "not" && (h[k].lower == "all" || h[k].lower == "every" || h[k].lower == "each")) continue;
    // "all the way from collection to delivery": a distance, no claim about all.
    if (h[k].lower == "all" && k + 2 < h.size() && h[k + 1].lower == "the" && h[k + 2].lower == "way") continue;
    // "Delivery, collection and disposal ... are all covered": a floating "all" after a list its subject
    // names, each of them said, no claim about a set. (Before a participle only: before a noun, "are all
    // components of", it moves two AttributionBench dev pairs, left for a refit.)
    if (h[k].lower == "all" && k > 1 && k + 1 < h.size() && is_auxiliary(h[k - 1].lower) &&
        (h[k + 1].lower.ends_with("ed") || h[k + 1].irregular)) {
      bool listed = false;
      for (std::size_t q = clause_span(h, k).first; q + 1 < k && !listed; ++q) listed = h[q].lower == "and" || h[q].lower == "or";
      if (listed) continue;
    }
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
    // So is a floating "all", "each" or "both" between a plural noun and its verb ("The Cedar County
    // Sheriff's patrol cars all carry").
    const bool floating = (h[k].lower == "all" || h[k].lower == "each" || h[k].lower == "both") && k > 0 && k + 1 < h.size() &&
                          h[k - 1].content() && h[k - 1].kind == Kind::kWord && h[k - 1].lower.ends_with("s") &&
                          !lex.may_be_verb(h[k - 1].key) && h[k + 1].clause == h[k].clause && h[k + 1].kind == Kind::kWord &&
                          !h[k + 1].stopword && !h[k + 1].capitalised && lex.may_be_verb(h[k + 1].key);
    const bool postposed = (qh == 4 && k > 0 && h[k - 1].content() && (k + 1 >= h.size() || h[k + 1].clause != h[k].clause)) || floating;
    // (Or past a phrase of a preposition after its clause's first noun, before an auxiliary or a
    // modal: "Competitors at the Lakeshore Kata Invitational all have to wear white karategi".)
    std::size_t float_head = npos;
    if ((h[k].lower == "all" || h[k].lower == "each" || h[k].lower == "both") && k > 2 && k + 1 < h.size() &&
        h[k + 1].clause == h[k].clause && (is_auxiliary(h[k + 1].lower) || is_modal(h[k + 1].lower) || h[k + 1].lower == "have")) {
      std::size_t b = clause_span(h, k).first;
      if (b < k && is_determiner(h[b].lower)) ++b;
      if (b + 2 < k && h[b].kind == Kind::kWord && h[b].content() && h[b].lower.ends_with("s") && !lex.may_be_verb(h[b].key) &&
          (is_adjunct_preposition(h[b + 1].lower) || h[b + 1].lower == "of")) {
        float_head = b;
      }
    }
    // A quantifier the claim's follows from ("all" for "every", "all" or "most" for "most", ...).
    // (And "some" for "a few", which says there are some: "a few rare species are imported" /
    // "Some rare species are imported"; not "only a few".)
    // The common words of the claim's noun phrase must stand in its clause ("None of the teas in
    // the herbal line contain caffeine, though a few of its green teas" / "Some of the teas in
    // the herbal line").
    auto a_few = [&](std::size_t m) {
      if (!(m >= 1 && p[m].lower == "few" && p[m - 1].lower == "a" && !(m >= 2 && (p[m - 2].lower == "only" || p[m - 2].lower == "just")))) {
        return false;
      }
      // (Up to its auxiliary, 10 tokens at most: a plural noun looks like a verb.)
      std::size_t e = k + 1;
      while (e < h.size() && e <= k + 10 && h[e].clause == h[k].clause && !is_auxiliary(h[e].lower)) ++e;
      for (std::size_t j = 0; j < hc.size(); ++j) {
        if (hc[j] <= k || hc[j] >= e || h[hc[j]].capitalised || h[hc[j]].kind != Kind::kWord || where[j].empty()) continue;
        if (std::none_of(where[j].begin(), where[j].end(), [&](std::size_t o) { return p[o].sentence == p[m].sentence && p[o].clause == p[m].clause; })) {
          return false;
        }
      }
      return true;
    };
    std::size_t qp_pos = npos;  // where the source's quantifier stands
    std::size_t later_at = npos;  // where a part of the phrase's, after "and" or "but", starts
    // (The claim's "few" without "a" denies "many": "Many guests book the Valley Dawn package" /
    // "Few guests book".)
    auto bare_few_against_many = [&] {
      return h[k].lower == "few" && !(k > 0 && h[k - 1].lower == "a") && qp_pos != npos && p[qp_pos].lower == "many";
    };
    auto entails = [&](int q) {
      return qh == q || (qh == 3 && (q == 1 || q == 2)) || (qh == 2 && q == 1) || (qh == 5 && q == 3 && !bare_few_against_many()) ||
             (qh == 3 && q == 5 && qp_pos != npos && a_few(qp_pos));
    };
    // The first word's quantifier, unless a later word of the noun phrase has one the claim's
    // follows from ("each student may lodge at most three grade appeals per term, and every
    // appeal is reviewed" / "Every grade appeal is reviewed": "grade" has "at most", "appeal"
    // "every").
    int first_qp = 0;
    std::size_t first_qp_at = npos;
    std::string first_qp_word;
    std::size_t first_qp_pos = npos;
    for (std::size_t i = 0; i < hc.size() && (qp == 0 || (!entails(qp) && qp != 6)) && share.lo < 0; ++i) {
      // (A later word that is a name may be another noun's: "Each passenger on the Fjordline
      // cruise receives a drink. Lunch is included only for passengers who booked" / "Lunch is
      // included for all passengers on the Fjordline cruise".)
      if (qp != 0 && h[hc[i]].capitalised) continue;
      if (qp != 0) {
        if (first_qp == 0) first_qp = qp, first_qp_at = qp_at, first_qp_word = qp_word, first_qp_pos = qp_pos;
        qp = 0, qp_at = npos, qp_word = "-", qp_pos = npos;
      }
      // The words of its noun phrase: up to 5 tokens after it in its clause ("every short-term
      // rental listing", "only one of the four finals").
      // (Past "all of", 8: "all of last year's bakery-track graduates"; not "all of which".)
      const std::string_view after_of = k + 2 < h.size() ? std::string_view(h[k + 2].lower) : "";
      const bool all_of = h[k].lower == "all" && k + 2 < h.size() && h[k + 1].lower == "of" && after_of != "which" &&
                          after_of != "them" && after_of != "these" && after_of != "those" && after_of != "whom";
      // (And past a universal pronoun's preposition: "Everyone on the Traverse Mountain Shop staff".)
      const bool pronoun_of = universal_pronoun(h[k].lower) && k + 1 < h.size() &&
                              (h[k + 1].lower == "on" || h[k + 1].lower == "in" || h[k + 1].lower == "at");
      const std::size_t reach = all_of || pronoun_of ? 8 : 5;
      const bool in_reach = float_head != npos ? hc[i] == float_head
                            : postposed          ? hc[i] + 1 == k
                                                 : hc[i] > k && hc[i] <= k + reach && h[hc[i]].clause == h[k].clause;
      // (Nor, after a quantifier of a part, a participle right after it, whose noun is elided:
      // "with only a few coming from other states" quantifies teams, not their coming.)
      const bool elided = qh != 1 && hc[i] == k + 1 && h[hc[i]].kind == Kind::kWord && ing_form(h[hc[i]].lower);
      if (!in_reach || at[i] == npos || elided) continue;
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
        // So does the claim's "only" before the word the source's follows ("accept only cash" /
        // "a handful of artists take cash only"), before any quantifier further back.
        if ((postposed || qh == 4) && target + 1 < p.size() && quantifier_class(p[target + 1].lower) == 4 &&
            p[target + 1].clause == p[target].clause && (postposed || target + 2 >= p.size() || p[target + 2].clause != p[target].clause)) {
          qp = 4;
          qp_word = p[target + 1].surface;
          break;
        }
        // "only" reaches further in the source ("available only to new accounts during their first
        // 12 months"): its clause, 8 tokens; the claim's "always" to a universal of the subject,
        // its clause, 16 ("All items bought with a gift card are refunded" / "Items bought with a
        // gift card are always refunded"; "Every car booked for a full valet at Ashby Car Care
        // receives a clay bar treatment" / "A full valet ... always includes a clay bar treatment").
        const bool always = h[k].lower == "always";
        const std::size_t back = always ? 16 : qh == 4 ? 8 : 4;
        for (std::size_t m = target >= back ? target - back : 0; m < target; ++m) {
          if ((qh == 4 || always) && p[m].clause != p[target].clause) continue;
          if (p[m].sentence != p[target].sentence) continue;
          // "each" answers a universal of the claim ("every subscriber" / "each subscriber"), and
          // denies its "only some" or "few" ("Only some households received a rain barrel" / "Each
          // household received one").
          // So does an "any" no negation in its clause governs ("a $150 minimum for any tattoo" /
          // "Every tattoo ... costs at least $150").
          auto free_any = [&] {
            // (Not "any further replacement ... costs £5": only those past the first.)
            static constexpr std::string_view kPast[] = {"further", "other", "additional", "extra", "more", "subsequent", "later"};
            if (p[m].lower != "any" || qh != 1 ||
                (m + 1 < p.size() && std::find(std::begin(kPast), std::end(kPast), p[m + 1].lower) != std::end(kPast))) {
              return false;
            }
            // (Back to its predicate's "and": "do not expire and can be used at any of its three
            // Portland shops".)
            for (std::size_t b = m; b > 0 && p[b - 1].clause == p[m].clause && p[b - 1].sentence == p[m].sentence; --b) {
              if (p[b - 1].lower == "and" || p[b - 1].lower == "but") break;
              if (p[b - 1].negation || p[b - 1].lower == "if" || p[b - 1].lower == "whether") return false;
            }
            return true;
          };
          // So do "entirely", "wholly", "completely" before the claim's word ("the weekday schedule is
          // entirely in English" / "weekday programmes are all in English").
          const bool whole = qh == 1 && (p[m].lower == "entirely" || p[m].lower == "wholly" || p[m].lower == "completely");
          // (Not "both" of a conjunction: "most take both cards and cash" / "every vendor accepts card
          // payments".)
          bool both_and = false;
          for (std::size_t a = m + 1; p[m].lower == "both" && a < p.size() && a <= m + 3 && p[a].clause == p[m].clause && !both_and; ++a) {
            both_and = p[a].lower == "and";
          }
          const bool each_or_both = p[m].lower == "each" || (p[m].lower == "both" && !both_and);
          int q = ((qh == 1 || qh == 5 || only_count) && each_or_both) || free_any() || whole ? 1 : quantifier_at(p, m);
          // (Another occurrence's "only" is about that one: "Most of the models in the Arlen range
          // ...; only the entry-level Arlen S".)
          if (q == 4 && target != targets[0] && qh != 1) q = 0;
          if (q) {
            qp = q;
            qp_pos = m;
            qp_word = m > 0 && p[m - 1].lower == "not" ? "not " + p[m].surface : p[m].surface;
            qp_at = target;
            // "all other visitors" is not "all visitors" (the source excepts some), unless the
            // claim says "other" too, or takes the exception in ("every release from 13 upward,
            // including the newly added 17" / "adds support for 17 ...; all other versions from
            // 13 onward remain supported").
            if (q == 1 && m + 1 < p.size() && p[m + 1].lower == "other" && !(k + 1 < h.size() && h[k + 1].lower == "other") && !takes_in) {
              qp = 6;
              qp_word = p[m].surface + " other";
            }
            // "every route except the 40-series routes" is not "all routes" (nor "every borough of New
            // York City except Staten Island" / "every borough of New York City").
            for (std::size_t e = target + 1; q == 1 && qh == 1 && !takes_in && e < p.size() && e <= target + 6 &&
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
        // (Or an "each" opening the clause after it, before its verb: "has 14 member teams this season,
        // each playing 26 league fixtures" / "Every team ... plays 26 fixtures".)
        for (std::size_t m = target + 1; qh == 1 && qp == 0 && m + 1 < p.size() && m <= target + 5 && p[m].sentence == p[target].sentence;
             ++m) {
          if (p[m].lower != "each" || p[m - 1].clause == p[m].clause || !(ing_form(p[m + 1].lower) || verb_like(p[m + 1]))) continue;
          qp = 1;
          qp_pos = m;
          qp_word = p[m].surface;
          qp_at = target;
        }
        // (Or after it in its clause, before a preposition, the whole of what the verb does: "Heating
        // at the Kessler Farms greenhouses is supplied entirely by a biomass boiler" / "A biomass
        // boiler provides all of the heat".)
        for (std::size_t m = target + 1; qh == 1 && qp == 0 && m < p.size() && m <= target + 6 && p[m].clause == p[target].clause &&
                                         p[m].sentence == p[target].sentence;
             ++m) {
          // (Before its preposition, not an adjective it grades: "Some species ... are completely blind".)
          const std::string_view next = m + 1 < p.size() ? std::string_view(p[m + 1].lower) : std::string_view();
          const bool before_preposition = next == "by" || next == "from" || next == "of" || next == "with" || next == "in";
          if ((p[m].lower != "entirely" && p[m].lower != "wholly" && p[m].lower != "completely") || !before_preposition) continue;
          qp = 1;
          qp_pos = m;
          qp_word = p[m].surface;
          qp_at = target;
        }
        for (std::size_t m = target + 1; qh == 4 && qp == 0 && m < p.size() && m <= target + 4 && p[m].clause == p[target].clause; ++m) {
          // (Not one before a phrase of its own, which it restricts instead: "a membership card is
          // needed only for the discounted Tuesday rates".)
          const bool own_phrase = m > target + 1 && m + 1 < p.size() && p[m + 1].clause == p[m].clause &&
                                  p[m + 1].sentence == p[m].sentence && p[m + 1].kind == Kind::kWord && p[m + 1].stopword;
          if (quantifier_class(p[m].lower) == 4 && !own_phrase) {
            qp = 4;
            qp_word = p[m].surface;
          }
        }
        // Whether the clause of m holds more of the claim's words outside its noun phrase (before
        // it too: "Potted plants are available at every Rosewood Florist branch") than the target's
        // clause: a pronoun there stands for the phrase in what the claim says of it.
        // (The claim's words of its own clause: not "Most classes ... are in English, while some are
        // given in Spanish", whose second clause says the other part.)
        // (With past_phrase, not the words of the source's phrase, up to 5 tokens after the word,
        // which the claim's phrase may hold: "A handful of the balloons at the Lakeshore Ascension
        // traveled from places as distant as Texas and Quebec" / "Most of the 30 balloons at the
        // Lakeshore Ascension were from Ohio, though a few came from as far away as Texas".)
        // (The noun phrase's end past nouns and a place's name too, before a bare verb: "Most children in
        // the Snowcubs programme advance to"; read here, where it is needed, not for every quantifier.)
        const std::size_t np_end = std::min(verb, noun_phrase_end(h, k, true, true));
        auto said_counts = [&](std::size_t m, bool past_phrase) {
          int there = 0, here = 0;
          for (std::size_t j = 0; j < hc.size(); ++j) {
            if ((hc[j] >= k && hc[j] < np_end) || h[hc[j]].sentence != h[k].sentence || h[hc[j]].clause != h[k].clause) continue;
            for (std::size_t pos : where[j]) {
              there += p[pos].sentence == p[m].sentence && p[pos].clause == p[m].clause;
              here += p[pos].sentence == p[target].sentence && p[pos].clause == p[target].clause &&
                      !(past_phrase && pos > target && pos <= target + 5);
            }
          }
          return std::pair{there, here};
        };
        // The claim's words said after m to its sentence's end (there) and in the target's clause before
        // `lead` (here), where the two are one clause.
        auto part_counts = [&](std::size_t from, std::size_t lead, std::size_t m) {
          int there = 0, here = 0;
          for (std::size_t j = 0; j < hc.size(); ++j) {
            if ((hc[j] >= k && hc[j] < np_end) || h[hc[j]].sentence != h[k].sentence || h[hc[j]].clause != h[k].clause) continue;
            there += std::any_of(where[j].begin(), where[j].end(), [&](std::size_t o) { return o > m && p[o].sentence == p[m].sentence; });
            here += std::any_of(where[j].begin(), where[j].end(), [&](std::size_t o) {
              return o < lead && p[o].sentence == p[from].sentence && p[o].clause == p[from].clause && !(o > from && o <= from + 5);
            });
          }
          return std::pair{there, here};
        };
        auto said_in_clause_of = [&](std::size_t m) {
          const auto [there, here] = said_counts(m, false);
          return there > here;
        };
        // A universal pronoun after the word answers a universal ("seven aircraft, all of them
        // older than fifteen years"; "1,200 clinics, published this week, found that all of them
        // offered").
        // (12 tokens for "all of them" in a clause of its own: "Most of the 40 installers on the
        // Clearwater approved list offer financing, and all of them must carry".)
        // (Past the source's "most", "some" or "a few" of the phrase: "Most of the 30 electricians
        // ... offer evening visits, and all of them must carry"; "A few of Rosewood Florist's
        // branches offer flower-arranging workshops, but all of them sell potted plants".)
        for (std::size_t m = target + 1; qh == 1 && (qp == 0 || qp == 2 || qp == 3 || qp == 5) && m + 2 < p.size() && m <= target + 12 && p[m].sentence == p[target].sentence; ++m) {
          const std::string& w = p[m].lower;
          const std::string& pronoun = p[m + 2].lower;
          if (m > target + 8 &&
              !(w == "all" && p[m + 1].lower == "of" && (pronoun == "them" || pronoun == "it") && p[m].clause != p[target].clause)) {
            continue;
          }
          // (And "all of it", of a mass noun: "None of the bread sold at Harrow Lane ... contains
          // dairy, and all of it is baked on site" / "Harrow Lane ... bakes all its bread on the
          // premises".)
          if ((w == "all" || w == "each" || w == "every") && (p[m + 1].lower == "of" || p[m + 1].lower == "one") &&
              (pronoun == "them" || pronoun == "these" || pronoun == "those" || pronoun == "which" || pronoun == "whom" ||
               (w == "all" && p[m + 1].lower == "of" && pronoun == "it") ||
               (p[m + 1].lower == "one" && p[m + 2].lower == "of"))) {
            // (Over a "most", only where the claim's words after its noun phrase stand in the
            // pronoun's clause more than in the phrase's: "all of them must carry" / "is required
            // to carry", not "offer evening visits".)
            if (qp != 0 && !said_in_clause_of(m)) continue;
            qp = 1;
            qp_word = p[m].surface;
          }
        }
        // A "most" or "the majority" standing for the phrase as the subject of a later clause
        // answers the claim's "most" where that clause holds more of the claim's words than the
        // phrase's ("Few of Clover Cat Sitting's clients choose the twice-daily plan; most book a
        // single daily visit" / "The majority of Clover Cat Sitting clients book one visit per
        // day").
        // So do "a few" and "a handful" for the claim's few ("Most stallholders ... take cash only,
        // although a few accept contactless payments" / "A handful of ... stallholders accept
        // contactless"). (16 tokens: "A few of the vintage coats restored by Hallam Atelier this
        // year needed new linings, while the majority only required".)
        // And the other of the two the claim's "most" or "few" against ("None of the products ...
        // are tested on animals, and only a few contain essential oils" / "Most of the products
        // ... contain essential oils"; "a few of them also DJ"), over the source's own quantifier.
        // (Of several, the one whose clause holds the most: "most respondents said they visit weekly,
        // while only a few said they use the drop-off service".)
        int best = 0;
        for (std::size_t m = target + 1;
             (qh == 2 || qh == 5) && m + 1 < p.size() && m <= target + 16 && p[m].sentence == p[target].sentence; ++m) {
          // (And "the vast majority": "Few customers ... choose the metallic glaze upgrade; the vast
          // majority stick with the standard palette" / "Most ... customers use the standard palette".)
          const bool vast = m >= 2 && p[m - 2].lower == "the" &&
                            (p[m - 1].lower == "vast" || p[m - 1].lower == "great" || p[m - 1].lower == "overwhelming");
          const bool most = p[m].lower == "most" || (p[m].lower == "majority" && (p[m - 1].lower == "the" || vast));
          const bool few = (p[m].lower == "few" || p[m].lower == "handful") && p[m - 1].lower == "a";
          const bool of_them = p[m + 1].lower == "of" && m + 2 < p.size() &&
                               (p[m + 2].lower == "them" || p[m + 2].lower == "these" || p[m + 2].lower == "those");
          // (A clause of its own, or a part of the phrase's after "and" or "but": "Each child in the
          // Saturday Snowcubs programme ... receives a progress card, and a few advance to the junior race
          // squad" / "Most children ... advance to the junior race squad".)
          const std::size_t lead = few ? m - 1 : vast ? m - 2 : p[m].lower == "majority" ? m - 1 : m;
          const bool joined = lead > target && p[lead - 1].clause == p[target].clause &&
                              (p[lead - 1].lower == "and" || p[lead - 1].lower == "but" || p[lead - 1].lower == "while");
          if (!(most || few) || (p[m].clause == p[target].clause && !joined) || (p[m + 1].lower == "of" && !of_them) ||
              p[m + 1].kind != Kind::kWord) {
            continue;
          }
          const auto [there, here] = p[m].clause == p[target].clause ? part_counts(target, lead, m) : said_counts(m, true);
          if (there <= here || there <= best) continue;
          best = there;
          if (qp == qh && (qh == 2) == most) continue;
          qp = most ? 2 : 5;
          qp_word = p[m].surface;
          later_at = lead;
        }
        // So does an "each" standing for the phrase as the subject of a later clause, before its
        // verb, for the claim's universal ("Guests of all ages may join the Vatlight Distillery
        // premium tour, and each receives a Glencairn glass" / "Every guest on Vatlight's premium
        // tour is given a Glencairn glass").
        for (std::size_t m = target + 1; qh == 1 && qp != 1 && m + 1 < p.size() && m <= target + 12 && p[m].sentence == p[target].sentence;
             ++m) {
          if (p[m].lower != "each" || p[m].clause == p[target].clause || !(p[m - 1].lower == "and" || p[m - 1].lower == "but") ||
              p[m + 1].kind != Kind::kWord || !verb_like(p[m + 1])) {
            continue;
          }
          const auto [there, here] = said_counts(m, true);
          if (there <= here) continue;
          qp = 1;
          qp_word = p[m].surface;
        }
        // The claim's "always" is the source's "at all times" or "all the time" after the word
        // ("Dogs must be kept on a lead at all times" / "Dogs must always be on a lead").
        for (std::size_t m = target + 1; h[k].lower == "always" && qp == 0 && m + 1 < p.size() && m <= target + 6 &&
                                         p[m].sentence == p[target].sentence;
             ++m) {
          const bool all_times = p[m].lower == "all" && (p[m + 1].lower == "times" ||
                                                          (p[m + 1].lower == "the" && m + 2 < p.size() && p[m + 2].lower == "time"));
          // (Or "for every" and a noun of the claim's clause: "requires a tasting for every wedding
          // over 100 guests" / "For weddings with more than 100 guests, ... always requires a
          // tasting".)
          const bool for_every = m > 0 && p[m - 1].lower == "for" && (p[m].lower == "every" || p[m].lower == "each") &&
                                 p[m].clause == p[target].clause &&
                                 // ("wedding" / "weddings": a plural, whatever the keys say.)
                                 (claim_holds(p[m + 1]) ||
                                  std::any_of(h.begin(), h.end(), [&](const Tok& y) { return y.lower == p[m + 1].lower + "s"; }));
          if (all_times || for_every) {
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
        // (Or right after the noun phrase's auxiliary: "Guides at Keelhaven Sea Kayaking are all
        // ACA-certified instructors" / "Every guide at Keelhaven Sea Kayaking holds ACA instructor
        // certification".)
        for (std::size_t a = target + 1;
             qh == 1 && qp == 0 && a + 2 < p.size() && a <= target + 6 && p[a].clause == p[target].clause; ++a) {
          if (!is_auxiliary(p[a].lower) && !verb_like(p[a])) continue;
          if (is_auxiliary(p[a].lower) && p[a + 1].clause == p[a].clause &&
              (p[a + 1].lower == "all" || p[a + 1].lower == "each" || p[a + 1].lower == "both") && p[a + 2].lower != "of" &&
              p[a + 2].kind == Kind::kWord) {
            qp = 1;
            qp_word = p[a + 1].surface;
          }
          break;
        }
        // (A "one of" against the claim's "most" or "all" only: the claim's "several" against "only one of"
        // is read as against the source's "only".)
        if (qp == 0 && share.lo < 0) share = share_before(target, qh == 1 || qh == 2);
        // The rest of the whole, said in a later clause of the sentence ("the rest", "the others",
        // "the remaining"), is the claim's where the claim's words after its noun phrase stand
        // there more than in the share's clause: the share's complement ("Two of the seven wines
        // ... are made from estate-grown fruit; the rest use grapes bought from neighbouring
        // growers" / "Most wines ... use grapes bought from neighbouring growers").
        if (share.lo >= 0 && share.part == npos) {
          for (std::size_t q = target + 1; q < p.size() && p[q].sentence == p[target].sentence; ++q) {
            const std::string& r = p[q].lower;
            if (!((r == "rest" || r == "others" || r == "remaining" || r == "remainder") && p[q - 1].lower == "the") ||
                p[q].clause == p[target].clause) {
              continue;
            }
            // (The claim's noun phrase past its nouns: "Most of the blends in Hollin & Gray's winter
            // catalogue are herbal" / "Only three of the twelve blends in the Hollin & Gray winter
            // catalogue contain caffeine; the rest are herbal"; the words of its own clause: not
            // "..., with just two building archtops", which says the part.)
            const std::size_t rest_verb = noun_phrase_end(h, k, true);
            int own = 0, rest = 0;
            for (std::size_t j = 0; j < hc.size(); ++j) {
              if (hc[j] < rest_verb || h[hc[j]].sentence != h[k].sentence || h[hc[j]].clause != h[k].clause) continue;
              bool in_own = false, in_rest = false;
              for (std::size_t pos : where[j]) {
                in_own = in_own || (p[pos].sentence == p[target].sentence && p[pos].clause == p[target].clause);
                in_rest = in_rest || (p[pos].sentence == p[q].sentence && p[pos].clause == p[q].clause && pos > q);
              }
              own += in_own && !in_rest;
              rest += in_rest && !in_own;
            }
            if (rest > own) share = {1 - share.hi, 1 - share.lo, "the " + r, npos};
            break;
          }
        }
        // A part said after its whole is the claim's when the claim's words after its noun phrase
        // stand in the part's clause more than in a later one ("only three reached the summit;
        // the rest turned back at the glacier" / "Most of the 12 members turned back").
        if (share.part != npos) {
          // (A part's clause ends at another's share too: "62 percent said ... and 9 percent
          // reported".)
          auto opens_share = [&](std::size_t q) {
            return (p[q].lower == "and" || p[q].lower == "but" || p[q].lower == "while") && q + 1 < p.size() &&
                   p[q + 1].kind == Kind::kNumber && !p[q + 1].year && p[q + 1].unit == "percent";
          };
          std::size_t part_end = share.part + 1;
          while (part_end < p.size() && p[part_end].sentence == p[share.part].sentence && p[part_end].clause == p[share.part].clause &&
                 !opens_share(part_end)) {
            ++part_end;
          }
          int in_part = 0, later = 0;
          for (std::size_t j = 0; j < hc.size(); ++j) {
            if (hc[j] <= k + 5 || h[hc[j]].sentence != h[k].sentence) continue;
            bool here = false, after = false;
            for (std::size_t pos : where[j]) {
              if (p[pos].sentence != p[share.part].sentence) continue;
              here = here || (pos >= share.part && pos < part_end) || (pos < share.part && p[pos].clause == p[share.part].clause);
              after = after || pos >= part_end;
            }
            in_part += here;
            later += after && !here;
          }
          // (Where they stand in a later clause that opens with a share of its own, that is the
          // claim's: "62 percent said their installer finished on schedule and 9 percent reported a
          // roof leak" / "Most of the surveyed ... customers reported a roof leak".)
          if (in_part <= later) {
            Share next;
            for (std::size_t q = part_end; q < p.size() && p[q].sentence == p[share.part].sentence && next.lo < 0; ++q) {
              if (p[q].clause == p[q - 1].clause && !opens_share(q)) continue;
              std::size_t x = q;
              if (p[x].lower == "and" || p[x].lower == "but" || p[x].lower == "while") ++x;
              if (x >= p.size() || p[x].kind != Kind::kNumber || p[x].year || p[x].unit != "percent") continue;
              int there = 0;
              for (std::size_t j = 0; j < hc.size(); ++j) {
                if (hc[j] <= k + 5 || h[hc[j]].sentence != h[k].sentence) continue;
                there += std::any_of(where[j].begin(), where[j].end(), [&](std::size_t pos) { return pos > x && p[pos].clause == p[x].clause && p[pos].sentence == p[x].sentence; });
              }
              if (there >= 2) {
                next.lo = next.hi = p[x].value / 100.0;
                next.said = p[x].surface;
                next.part = x;
              }
            }
            share = next;
          }
        }
      }
    }
    if (first_qp != 0 && (qp == 0 || !entails(qp))) qp = first_qp, qp_at = first_qp_at, qp_word = first_qp_word, qp_pos = first_qp_pos;
    if (!has_target) continue;
    // A universal with its exception stated ("Every national operator except Lumo", "all rides
    // apart from Thunderpeak") says what the source's list does.
    bool excepted = false;
    for (std::size_t q = k + 1; qh == 1 && q < h.size() && q <= k + 8 && h[q].sentence == h[k].sentence; ++q) {
      excepted = excepted || h[q].lower == "except" || (h[q].lower == "apart" && q + 1 < h.size() && h[q + 1].lower == "from") ||
                 (h[q].lower == "other" && q + 1 < h.size() && h[q + 1].lower == "than");
    }
    // (Or fronted: "Apart from the Eastside location, all ... branches".)
    for (std::size_t q = sentence_span(h, k).first; qh == 1 && q < k && !excepted; ++q) {
      excepted = (h[q].lower == "apart" && q + 1 < k && h[q + 1].lower == "from") ||
                 (h[q].lower == "except" && q + 1 < k && h[q + 1].lower == "for");
    }
    if (excepted) continue;
    // A quantifier against the share the source gives ("most of the trails" / "two of the seven
    // trails", "only a few of the startups" / "31 of the 40 startups", "most of the laptops" /
    // "around 2 percent of the laptops", "every route" / "three of the five routes", "a few of the
    // apples" / "at least half of the apples").
    if (qp == 0 && share.lo >= 0) {
      const bool wrong = (qh == 1 && share.hi < 1) || (qh == 2 && share.hi <= 0.5) || (qh == 5 && share.lo >= 0.5) ||
                         (qh == 3 && share.hi <= 0) || (under_half && share.lo >= 0.5);
      if (wrong) {
        f[9] = 1;
        for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
        reasons.push_back(fmt::format("quantifier: {} vs {}", h[k].surface, share.said));
      }
      continue;
    }
    // The claim's universal against the source's part ("some", "a few") of its noun, where a universal
    // of the sentence stands in a part of it that holds more of the claim's words: the claim says that
    // part ("Every visitor to Poppyfield Farm receives a free cup of cider, and a few lucky guests each
    // day win a pie voucher" / "All guests at Poppyfield Farm get a complimentary cup of cider").
    if (qh == 1 && (qp == 3 || qp == 5) && qp_pos != npos) {
      const auto [sb, se] = sentence_span(p, qp_pos);
      const std::size_t np_end = std::min(verb, noun_phrase_end(h, k, true, true));  // (as for said_counts)
      for (std::size_t u = sb; u + 1 < se; ++u) {
        if ((p[u].lower != "every" && p[u].lower != "all" && p[u].lower != "each") || pneg[u] || (u > 0 && p[u - 1].lower == "not") ||
            !(p[u + 1].kind == Kind::kWord && p[u + 1].content()) || is_time_noun(p[u + 1].lower)) {  // (not "each day")
          continue;
        }
        // (Of the claim's noun or one related: "Every visitor" / "All guests"; not "Every dish ..., and some
        // of the sauces" / "All of the sauces".)
        bool same_noun = false;
        for (std::size_t c = k + 1; c < np_end && !same_noun; ++c) {
          same_noun = h[c].kind == Kind::kWord && h[c].content() && !h[c].capitalised &&
                      (h[c].key == p[u + 1].key || lex.loosely_related(h[c].key, p[u + 1].key));
        }
        if (!same_noun) continue;
        // The universal's stretch of the sentence and the part's, cut at the later of the two quantifiers
        // (the part's from the sentence's start where it comes first).
        const std::pair<std::size_t, std::size_t> universal_span = u < qp_pos ? std::pair{u, qp_pos} : std::pair{u, se};
        const std::pair<std::size_t, std::size_t> part_span = u < qp_pos ? std::pair{qp_pos, se} : std::pair{sb, u};
        int in_universal = 0, in_part = 0;
        for (std::size_t j = 0; j < hc.size(); ++j) {
          if (hc[j] < np_end || h[hc[j]].sentence != h[k].sentence || h[hc[j]].kind != Kind::kWord || !h[hc[j]].content()) continue;
          auto in = [&](std::pair<std::size_t, std::size_t> span) {
            return std::any_of(where[j].begin(), where[j].end(), [&](std::size_t o) { return o >= span.first && o < span.second; });
          };
          const bool universal_side = in(universal_span), part_side = in(part_span);
          in_universal += universal_side && !part_side;
          in_part += part_side && !universal_side;
        }
        if (in_universal >= 2 && in_universal > in_part) {
          qp = 1;
          qp_word = p[u].surface;
          break;
        }
      }
    }
    const bool entailed = entails(qp);
    // What the claim says of them may stand in another clause of the source, under a part of the
    // whole ("All rooms at the Linden Hotel have free Wi-Fi, and some rooms on the upper floors
    // offer a sea view" / "All rooms offer a sea view"; "All twelve tracks were written by the
    // singer herself, and three of them were co-written with her brother" / "All of the tracks
    // were co-written with her brother"): the claim's words after its noun phrase that the
    // quantifier's clause in the source lacks, two at least, all in one other clause, which holds in front of the
    // first of them a quantifier of a part ("some", "only", "few", "fewer than", a number "of").
    // (And the claim's "few" where that other clause holds a universal there: "Some of the trekking
    // packages at Hollyhock Alpacas include afternoon tea, and every package comes with a souvenir
    // photo" / "Few of the trekking packages ... come with a souvenir photo".)
    if (entailed && (qh == 1 || qh == 2 || qh == 5) && qp_at != npos) {
      const Tok& c1 = p[qp_at];
      std::vector<std::size_t> rest;  // claim words the quantifier's clause lacks
      for (std::size_t i = 0; i < hc.size(); ++i) {
        // (In the quantifier's clause: not another predicate after it, "recycles the majority of the waste it
        // collects, sending just hazardous items to specialist disposal facilities".)
        if (hc[i] < verb || h[hc[i]].sentence != h[k].sentence || h[hc[i]].clause != h[k].clause || where[i].empty() ||
            h[hc[i]].kind != Kind::kWord) {
          continue;
        }
        // (Nor a word of a named setting, after a preposition of place or time past names and an
        // article: "None of the questions at the Gallows Hill quiz are taken from the internet;
        // quizmaster Ben Hartley writes every round himself" / "writes all of the rounds at the
        // Gallows Hill quiz"; not "in cash at home".)
        std::size_t b = hc[i];
        bool named = h[hc[i]].capitalised;
        while (b > 0 && b + 4 > hc[i] && (h[b - 1].capitalised || is_determiner(h[b - 1].lower))) {
          --b;
          named = named || h[b].capitalised;
        }
        if (named && b > 0 && is_adjunct_preposition(h[b - 1].lower)) continue;
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
        // (Or "the top four", "the first ten": "Every participant in the ladder receives a free shirt, and
        // the top four finishers also get paddle vouchers" / "Every participant ... receives a paddle
        // voucher".)
        const bool top_n = p[m].kind == Kind::kNumber && !p[m].year && m > 0 && (p[m - 1].lower == "top" || p[m - 1].lower == "first");
        const bool fewer = (w == "fewer" || w == "less") && m + 1 < p.size() && p[m + 1].lower == "than";
        if (qh == 5 ? q == 1 : (q == 4 || q == 5 || fewer || (qh == 1 && (q == 3 || q == 2 || number_of || top_n || w == "none")))) {
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
    // So do "each one", "all of them" and "the entire volume" ("None of the 250 scooters ... can be
    // ridden in the market square, and each one is fitted with a speed limiter" / "Every scooter
    // ... has a speed limiter"; "None of the manganese ... was sold on the spot market; the entire
    // volume went to long-term contract customers" / "All manganese ... went to").
    // The claim's universal pronoun is the source's universal and its noun there ("Each attendee
    // goes home with a starter culture" / "everyone leaves with a starter culture"; "all staff have
    // completed first-aid training" / "Everyone on the ... staff has done first-aid training").
    const bool pronoun_claim = universal_pronoun(h[k].lower);
    bool said_bare = false;
    for (std::size_t m = wb; m + 1 < we && !entailed && (qh == 1 || qh == 2) && !said_bare; ++m) {
      // (And "every one", and a word for any of them after "each" or "every": "None of the candles
      // ... contain paraffin; every one is poured from soy" / "the candles are all made from soy";
      // "every piece in the shop is hand-knotted".)
      const std::string& un = p[m + 1].lower;
      const bool each = (p[m].lower == "each" || p[m].lower == "every") &&
                        (un == "one" || un == "piece" || un == "item" || un == "product" || un == "unit");
      const bool whole = (p[m].lower == "entire" || p[m].lower == "whole") && m > 0 && p[m - 1].lower == "the";
      const bool noun_after = pronoun_claim && (p[m].lower == "each" || p[m].lower == "every" || p[m].lower == "all") &&
                              p[m + 1].kind == Kind::kWord && p[m + 1].content() && !p[m + 1].capitalised && p[m + 1].clause == p[m].clause;
      // (That one in any sentence of the window: the claim's words after the pronoun stand after it.)
      if (!(near_anchor(p[m].sentence) || noun_after) || !(entails(quantifier_at(p, m)) || ((each || whole || noun_after) && entails(1)))) {
        continue;
      }
      std::size_t v = m + 1;
      if (each || noun_after || (whole && p[v].kind == Kind::kWord && p[v].content() && !verb_like(p[v]))) {
        ++v;
      } else if (p[v].lower == "of" && v + 1 < we && (p[v + 1].lower == "them" || p[v + 1].lower == "these" || p[v + 1].lower == "those")) {
        v += 2;
      }
      if (v >= we) continue;
      const Tok& next = p[v];
      // (Not a word in "-s" right after it and before a preposition, a plural noun after its
      // quantifier: "All skaters under 10 at Frost Valley Rink must be accompanied".)
      // (Nor one before a participle and its preposition: "All ambulances operated by Carrow
      // Emergency Services".)
      const bool participle =
          v + 2 < we && p[v + 1].lower.ends_with("ed") && (is_adjunct_preposition(p[v + 2].lower) || p[v + 2].lower == "by");
      const bool plural = v == m + 1 && next.lower.ends_with("s") && !next.irregular && v + 1 < we &&
                          (is_adjunct_preposition(p[v + 1].lower) || p[v + 1].lower == "under" || participle);
      // (After the universal and its noun, a bare verb too: "all guests receive a free dozen oysters".)
      const bool verb_next = is_auxiliary(next.lower) || (verb_like(next) && !plural) || next.irregular || ly_adverb(next.lower) ||
                             next.lower == "still" || (noun_after && !next.stopword && !next.capitalised && lex.may_be_verb(next.key));
      if (next.clause != p[m].clause || !verb_next) continue;
      int there = 0;
      for (std::size_t j = 0; j < hc.size(); ++j) {
        if (hc[j] < (pronoun_claim ? k + 1 : verb) || h[hc[j]].kind != Kind::kWord || !h[hc[j]].content()) continue;
        there += std::any_of(where[j].begin(), where[j].end(),
                             [&](std::size_t o) {
                               return p[o].sentence == p[m].sentence && p[o].clause == p[m].clause && o > m &&
                                      (later_at == npos || o < later_at);
                             });
      }
      said_bare = there >= 2;
    }
    if (said_bare) continue;
    // The claim's "only", "solely" or "exclusively" is the source's "sole" or "exclusive" in a clause
    // that holds two or more of the claim's words ("has become the exclusive Austrian retailer for
    // Taurus ropes" / "Taurus ropes are sold in Austria exclusively through Bergsteiger Haus").
    bool sole = false;
    for (std::size_t m = wb; qh == 4 && !entailed && m < we && !sole; ++m) {
      if ((p[m].lower != "sole" && p[m].lower != "exclusive") || pneg[m] || !near_anchor(p[m].sentence)) continue;
      int there = 0;
      for (std::size_t j = 0; j < hc.size(); ++j) {
        if (h[hc[j]].kind != Kind::kWord || !h[hc[j]].content()) continue;
        there += std::any_of(where[j].begin(), where[j].end(),
                             [&](std::size_t o) { return p[o].sentence == p[m].sentence && p[o].clause == p[m].clause; });
      }
      sole = there >= 2;
    }
    if (sole) continue;
    // The claim's universal of a "-free" predicate is the source's "none of" them containing what
    // it is free of ("None of the broths at Shizuku Noodle Bar contain MSG" / "its broths are all
    // MSG-free"): the word before "-free" in the clause of a source's "none of".
    bool none_contain = false;
    for (std::size_t m = wb; qh == 1 && !entailed && m + 1 < we && !none_contain; ++m) {
      if (p[m].lower != "none" || p[m + 1].lower != "of") continue;
      for (std::size_t y = 0; y + 1 < h.size() && !none_contain; ++y) {
        if (!h[y].hyphen_after || h[y + 1].lower != "free" || h[y].sentence != h[k].sentence || h[y].kind != Kind::kWord) continue;
        // (Up to a conjunction: not "..., and some are dyed with plant-based pigments".)
        for (std::size_t q = m + 2; q < we && p[q].sentence == p[m].sentence && p[q].clause == p[m].clause && !none_contain; ++q) {
          if (p[q].lower == "and" || p[q].lower == "but" || p[q].lower == "while" || p[q].lower == "though") break;
          none_contain = p[q].kind == Kind::kWord && p[q].key == h[y].key;
        }
      }
    }
    if (none_contain) continue;
    // Nor a universal of the claim whose predicate is the opposite of what the source's "none of"
    // them does, or what it does "without" ("None of the juniors at Brightwater Karate failed the
    // autumn grading" / "Every junior ... passed the autumn grading"; "None of the ex-demonstration
    // amplifiers ... are sold without a full bench test" / "Every ex-demo amplifier ... has been
    // fully bench-tested").
    bool none_opposite = false;
    // (The next content word within three tokens, of the same sentence.)
    auto next_key = [](const std::vector<Tok>& t, std::size_t i) -> std::string_view {
      for (std::size_t a = i + 1; a < t.size() && a <= i + 3 && t[a].sentence == t[i].sentence; ++a) {
        if (t[a].kind == Kind::kWord && t[a].content()) return t[a].key;
      }
      return {};
    };
    for (std::size_t m = wb; qh == 1 && !entailed && m + 1 < we && !none_opposite; ++m) {
      if (p[m].lower != "none" || p[m + 1].lower != "of") continue;
      for (std::size_t y = verb; y < h.size() && h[y].sentence == h[k].sentence && !none_opposite; ++y) {
        if (h[y].kind != Kind::kWord || !h[y].content() || s.hneg[y]) continue;
        const std::string_view hn = next_key(h, y);
        for (std::size_t q = m + 2; q < we && p[q].sentence == p[m].sentence && p[q].clause == p[m].clause && !none_opposite; ++q) {
          if (p[q].kind != Kind::kWord || !p[q].content()) continue;
          // (Of the same thing, the next content words the same: not "None of the three houses ...
          // passed the electrical inspection. Two of them also failed the plumbing inspection" / "All
          // three houses ... failed the plumbing inspection".)
          const bool opposite = h[y].has_opposite && p[q].has_opposite && lex.opposite(opposite_key(h[y]), opposite_key(p[q])) &&
                                !hn.empty() && hn == next_key(p, q);
          const bool without = q >= 2 && (p[q - 1].lower == "without" || p[q - 2].lower == "without") && h[y].key == p[q].key;
          none_opposite = opposite || without;
        }
      }
    }
    if (none_opposite) continue;
    if (!entailed && (qp != 0 || qh == 1 || (qh == 4 && !only_before_name))) {
      f[9] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      // ("not all", a part: quantifier_at.)
      const bool not_all = qp == 3 && (qp_word == "all" || qp_word == "every");
      reasons.push_back(fmt::format("quantifier: {} vs {}{}", h[k].surface, not_all ? "not " : "", qp_word));
    }
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
void QuantifierTests::universals_against_only() {
  if (f[9] != 0) return;
  // The aligned claim words after k's noun phrase in its sentence (from its verb, as in the
  // test above: "Every kennel at the Harborview shelter has its own heated floor" / "Each kennel
  // at the Harborview shelter houses only one dog, and every kennel has its own heated floor"),
  // by the premise clause they fall in.
  // The first contrast of the claim's sentence from `from` on ("but", "while", "whereas"), or the
  // sentence's end.
  auto first_contrast = [&](std::size_t from, int sentence) {
    std::size_t e = from;
    while (e < h.size() && h[e].sentence == sentence && !contrast_at(h, e)) ++e;
    return e;
  };
  auto clause_hits = [&](std::size_t k, std::size_t m) {
    std::size_t verb = noun_phrase_end(h, k, true);
    if (verb >= h.size() || h[verb].sentence != h[k].sentence) verb = k + 1;
    // (Up to a contrast of the claim, whose other side says the restriction: "Anyone can consult the
    // Kestrel Moor Society's index of names, while the transcribed memorial inscriptions are
    // restricted to members".)
    const std::size_t end = first_contrast(verb, h[k].sentence);
    int n = 0;
    for (std::size_t i = 0; i < hc.size(); ++i) {
      if (hc[i] >= verb && hc[i] < end && at[i] != npos && p[at[i]].sentence == p[m].sentence &&
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
      if (hc[i] < verb || hc[i] >= end) continue;
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
  // (Against "only", one of them a common word, not only names both clauses share: "Only members of
  // the Kestrel Moor Society can access its transcribed memorial inscriptions" / "Anyone can consult
  // the Kestrel Moor Society's index of names".)
  auto common_hit = [&](std::size_t k, std::size_t m) {
    const std::size_t end = first_contrast(k + 1, h[k].sentence);
    for (std::size_t i = 0; i < hc.size(); ++i) {
      if (hc[i] <= k || hc[i] > end || h[hc[i]].sentence != h[k].sentence || h[hc[i]].capitalised || !h[hc[i]].content() ||
          h[hc[i]].kind != Kind::kWord) {
        continue;
      }
      for (std::size_t o : where[i]) {
        if (p[o].sentence == p[m].sentence && p[o].clause == p[m].clause) return true;
      }
    }
    return false;
  };
  // (Nor where another clause of that sentence says the claim's universal pronoun itself of two or
  // more of its words, one of them a common word: "Only members of the Glenmore Agility Club can book the
  // training field on weekends; on weekdays, the field is open to anyone who pays the $12 day fee" /
  // "On weekdays, anyone can use the Glenmore Agility Club training field".)
  auto universal_in_other_clause = [&](std::size_t k, std::size_t m) {
    if (!universal_pronoun(h[k].lower)) return false;
    for (std::size_t q = wb; q < we; ++q) {
      if (p[q].lower != h[k].lower || p[q].sentence != p[m].sentence || p[q].clause == p[m].clause) continue;
      int hits = 0;
      bool common = false;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        if (hc[i] <= k || h[hc[i]].sentence != h[k].sentence || !h[hc[i]].content() || is_modal(h[hc[i]].lower)) continue;
        const bool in = std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) {
          return p[o].sentence == p[q].sentence && p[o].clause == p[q].clause;
        });
        hits += in;
        common = common || (in && h[hc[i]].kind == Kind::kWord && !h[hc[i]].capitalised);
      }
      if (hits >= 2 && common) return true;
    }
    return false;
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
      // (Not "only one of", which says "the sole": "Only one of the four ski schools in Haldenburg,
      // Edelweiss Ski School, offers adaptive lessons" / "Edelweiss Ski School is the sole ski school
      // in Haldenburg that provides adaptive lessons".)
      if (sole && p[m].lower == "one" && p[m + 1].lower == "of" && !(m > 0 && (p[m - 1].lower == "only" || p[m - 1].lower == "just"))) {
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
    const bool pronoun = universal_pronoun(w);
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
      // (Not an "exclusively" or "solely" between a verb and its preposition, which says all of it
      // comes that way: "Mend & Go's refurbished stock is sourced exclusively from GreenLoop
      // Recycling" / "All of Mend & Go's refurbished stock comes from GreenLoop Recycling".)
      const bool of_the_verb = (v == "exclusively" || v == "solely") && m > 0 && m + 1 < p.size() && verb_like(p[m - 1]) &&
                               (is_adjunct_preposition(p[m + 1].lower) || p[m + 1].lower == "from" || p[m + 1].lower == "by" ||
                                p[m + 1].lower == "to" || p[m + 1].lower == "for" || p[m + 1].lower == "with");
      if (universal && !claim_only && quantifier_at(p, m) == 4 && !(m > 0 && p[m - 1].lower == "not") && !of_the_verb &&
          clause_hits(k, m) >= 2 && common_hit(k, m) && !universal_in_other_clause(k, m)) {
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
      // can return most items"; not "at most" before a number, a bound on it: "Each cabin sleeps
      // at most four people and comes with its own stove" / "Every cabin comes with its own stove").
      const bool bound = v == "most" && m > 0 && p[m - 1].lower == "at";
      // (Nor where "all of them" follows in another clause that holds more of the claim's words:
      // "Most of the 30 electricians ... offer evening visits, and all of them must carry" /
      // "Every electrician ... is required to carry".)
      auto all_of_them = [&] {
        for (std::size_t q = m + 1; q + 2 < p.size() && p[q].sentence == p[m].sentence; ++q) {
          if ((p[q].lower == "all" || p[q].lower == "each") && p[q + 1].lower == "of" && p[q + 2].lower == "them" &&
              p[q].clause != p[m].clause && clause_hits(k, q) > clause_hits(k, m)) {
            return true;
          }
        }
        return false;
      };
      if (universal && !claim_most && !bound && quantifier_at(p, m) == 2 && clause_hits(k, m) >= 2 && !all_of_them()) what = p[m].surface;
      if (what.empty()) continue;
      f[9] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      reasons.push_back(fmt::format("quantifier: {} vs {}", h[k].surface, what));
    }
  }
}

// A universal of the claim ("all", "every", "each") whose predicate the source says of a part
// only ("All of the locksmiths at Castell Lock Services are certified ..., and some also hold
// safe-engineering qualifications" / "All of Castell Lock Services' locksmiths hold
// safe-engineering qualifications"; "Every visitor ... gets a free star chart. Only children under
// 10 receive a glow-in-the-dark sticker" / "Every visitor ... receives a glow-in-the-dark
// sticker"): a word of the claim's noun phrase found in a clause of the source with a universal
// of its own (not after "not", not "all-skate"), and the words past its verb (the verb left out)
// found in no such clause, the last of them among them, all in one clause of the window after a
// part's word there ("some", "most", "few", "several", "only", "just", "one of"). Not where the
// claim names a part itself ("with Spanish subtitles on certain weekend matinees"); not the
// claim's verb alone ("All sessions ... include a complimentary print, and most packages also
// come with a digital download" / "Every session ... comes with a free print").
void QuantifierTests::universal_against_part_elsewhere() {
  auto universal_word = [](const std::vector<Tok>& t, std::size_t k) {
    const std::string& w = t[k].lower;
    return (w == "all" || w == "every" || w == "each") && !t[k].hyphen_after && !(k > 0 && t[k - 1].lower == "not");
  };
  // (The source is read only for a claim that says a universal: the judge's hot path.)
  bool claim_universal = false;
  for (std::size_t k = 0; k < h.size() && !claim_universal; ++k) claim_universal = universal_word(h, k);
  if (f[9] != 0 || !claim_universal) return;
  auto clause_of = [&](std::size_t q) { return std::pair{p[q].sentence, p[q].clause}; };
  auto part_word = [](const std::vector<Tok>& t, std::size_t m) {
    const std::string& u = t[m].lower;
    const int q = quantifier_class(u);
    const bool one_of = (u == "one" || t[m].kind == Kind::kNumber) && m + 1 < t.size() && t[m + 1].lower == "of";
    return q == 2 || q == 3 || q == 4 || q == 5 || u == "just" || u == "certain" || one_of;
  };
  std::vector<std::pair<int, int>> universal;  // the source's clauses with a universal
  for (std::size_t m = wb; m < we; ++m) {
    if (universal_word(p, m)) universal.push_back(clause_of(m));
  }
  if (universal.empty()) return;
  for (std::size_t k = 0; k < h.size() && f[9] == 0; ++k) {
    if (!universal_word(h, k)) continue;
    bool own_part = false;
    for (std::size_t q = k + 1; q < h.size() && h[q].sentence == h[k].sentence; ++q) own_part = own_part || part_word(h, q);
    // (Past nouns: a bare verb after a place's name, "All lanes at Hatchet House Denton feature
    // interactive projection targets".)
    const std::size_t verb = noun_phrase_end(h, k, true, true);
    if (own_part || verb >= h.size() || h[verb].sentence != h[k].sentence) continue;
    // The claim's noun (its words before the verb) found in a clause with a universal; the words
    // past the verb (itself left out) found in no such clause, the last of them among them.
    // (A "have" that is the verb itself leaves nothing after it out: "All lifts at Pebble Ridge have
    // footrests".)
    const std::string& vw = h[verb].lower;
    const bool have_verb = (vw == "have" || vw == "has" || vw == "had") &&
                           !(verb + 1 < h.size() && (h[verb + 1].lower.ends_with("ed") || h[verb + 1].irregular));
    bool noun_there = false, verb_seen = have_verb;
    std::vector<std::size_t> rest;  // indices into hc
    std::size_t last = npos;
    for (std::size_t i = 0; i < hc.size(); ++i) {
      const Tok& t = h[hc[i]];
      if (hc[i] <= k || t.sentence != h[k].sentence || is_auxiliary(t.lower)) continue;
      bool found = false, there = false;
      for (std::size_t o : where[i]) {
        if (o < wb || o >= we) continue;
        found = true;
        there = there || std::find(universal.begin(), universal.end(), clause_of(o)) != universal.end();
      }
      if (hc[i] < verb) {
        noun_there = noun_there || there;
        continue;
      }
      if (!verb_seen && t.kind == Kind::kWord) {
        verb_seen = true;
        continue;
      }
      if (!found) continue;
      last = i;
      if (!there) rest.push_back(i);
    }
    if (!noun_there || rest.empty() || rest.back() != last) continue;
    for (std::size_t m = wb; m < we && f[9] == 0; ++m) {
      const auto c = clause_of(m);
      if (!part_word(p, m) || std::find(universal.begin(), universal.end(), c) != universal.end()) continue;
      const bool all_there = std::all_of(rest.begin(), rest.end(), [&](std::size_t i) {
        return std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) { return o > m && o < we && clause_of(o) == c; });
      });
      if (!all_there) continue;
      f[9] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      reasons.push_back(fmt::format("quantifier: {} vs {}", h[k].surface, p[m].surface));
    }
  }
}

// The claim's "only" against a universal of the source in a clause that says what the claim says
// after its noun phrase ("Anyone may use the self-service machines at Linden Laundromat; a
// membership card is needed only for the discounted Tuesday rates" / "Only members may use the
// self-service machines"; "The honey tasting is open to all visitors; only the hive tour requires
// advance registration" / "Only registered visitors may attend the honey tasting"): "anyone",
// "everyone", "anybody", "everybody", or "all" or "any" before a noun, in a clause near the anchor
// without an "only" of its own that holds two of those words at least.
void QuantifierTests::only_against_anyone() {
  if (f[9] != 0) return;
  // The claim's "not only" before a word the source restricts with "only" ("Only members of the
  // Coldwater Mycology Club can join the night-time walk" / "The walk is open to all visitors, not
  // only Coldwater Mycology Club members"): the claim denies the restriction.
  for (std::size_t k = 1; k < h.size() && f[9] == 0; ++k) {
    if (h[k].lower != "only" || h[k - 1].lower != "not") continue;
    for (std::size_t m = wb; m + 1 < we && f[9] == 0; ++m) {
      if (p[m].lower != "only" || quantifier_at(p, m) != 4 || pneg[m] || !near_anchor(p[m].sentence)) continue;
      // (A common word of the noun phrases after the two, 5 tokens each.)
      bool same = false;
      for (std::size_t q = m + 1; q < we && q <= m + 5 && p[q].clause == p[m].clause && !same; ++q) {
        for (std::size_t w = k + 1; w < h.size() && w <= k + 5 && h[w].clause == h[k].clause && !same; ++w) {
          same = p[q].kind == Kind::kWord && p[q].content() && !p[q].capitalised && h[w].kind == Kind::kWord && p[q].key == h[w].key;
        }
      }
      if (!same) continue;
      f[9] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      reasons.push_back(fmt::format("quantifier: not only vs {}", p[m].surface));
    }
  }
  // The claim's "anyone", "anybody", "everyone" or "everybody" as the subject of what the source
  // says only a part may do ("Only paid subscribers can access the Puzzle Vault archive on
  // Clueline.com, although anyone may play the free daily mini" / "Anyone can access the Puzzle
  // Vault archive"): two or more of the claim's words after it in the clause of a subject's "only"
  // (a sentence's or clause's first word), none of them in a clause with a universal of its own.
  for (std::size_t k = 0; k + 1 < h.size() && f[9] == 0; ++k) {
    if (!universal_pronoun(h[k].lower) || !(is_modal(h[k + 1].lower) || verb_like(h[k + 1]) || is_auxiliary(h[k + 1].lower))) continue;
    for (std::size_t m = wb; m < we && f[9] == 0; ++m) {
      if (p[m].lower != "only" || quantifier_at(p, m) != 4 || pneg[m] || !near_anchor(p[m].sentence) ||
          !(m == 0 || p[m - 1].sentence != p[m].sentence || p[m - 1].clause != p[m].clause)) {
        continue;
      }
      const std::pair<std::size_t, std::size_t> clause = clause_span(p, m);
      int hits = 0;
      bool elsewhere = false;  // said in a clause with a universal of its own
      // (One of them a common word, not only the names both clauses may share, and none past a
      // contrast of the claim: "Only members of the Mossgrove Botanical Society may book places on the
      // ... herbarium tour; the spring lecture series is open to everyone" / "Anyone can attend the
      // Mossgrove Botanical Society's spring lecture series, but the ... herbarium tour is for members
      // only"; and a universal after the word in its clause too, "open to everyone".)
      std::size_t end = k + 1;
      while (end < h.size() && h[end].sentence == h[k].sentence && !contrast_conjunction(h[end].lower)) ++end;
      int common = 0;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        if (hc[i] <= k + 1 || hc[i] >= end || h[hc[i]].clause != h[k].clause || h[hc[i]].kind != Kind::kWord || !h[hc[i]].content()) {
          continue;
        }
        bool in = false;
        for (std::size_t o : where[i]) {
          in = in || (o >= clause.first && o < clause.second);
          const std::pair<std::size_t, std::size_t> oc = clause_span(p, o);
          for (std::size_t q = oc.first; q < oc.second && !elsewhere; ++q) elsewhere = universal_pronoun(p[q].lower);
        }
        hits += in;
        common += in && !h[hc[i]].capitalised;
      }
      if (hits < 2 || common == 0 || elsewhere) continue;
      f[9] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      reasons.push_back(fmt::format("quantifier: {} vs {}", h[k].surface, p[m].surface));
    }
  }
  for (std::size_t k = 0; k < h.size() && f[9] == 0; ++k) {
    if (h[k].lower != "only" || quantifier_at(h, k) != 4 || (k > 0 && (h[k - 1].lower == "not" || h[k - 1].lower == "if"))) continue;
    const std::size_t verb = noun_phrase_end(h, k);
    if (verb >= h.size() || h[verb].sentence != h[k].sentence) continue;
    for (std::size_t m = wb; m < we && f[9] == 0; ++m) {
      const std::string& u = p[m].lower;
      // ("any" before a noun too, where no negation reaches it: "Any visitor may browse the
      // stalls ..., but only registered dealers may sell".)
      const bool any = u == "any" && !pneg[m] && m + 1 < p.size() && p[m + 1].lower != "number" && p[m + 1].lower != "of";
      const bool universal = universal_pronoun(u) ||
                             ((u == "all" || any) && m + 1 < p.size() && p[m + 1].kind == Kind::kWord && p[m + 1].content() &&
                              p[m + 1].clause == p[m].clause);
      if (!universal || !near_anchor(p[m].sentence)) continue;
      // (A plain pair: clang 14 cannot capture structured bindings.)
      const std::pair<std::size_t, std::size_t> clause = clause_span(p, m);
      bool only_there = false;
      for (std::size_t q = clause.first; q < clause.second && !only_there; ++q) only_there = p[q].lower == "only";
      if (only_there) continue;
      int hits = 0;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        if (hc[i] < verb || h[hc[i]].sentence != h[k].sentence || !h[hc[i]].content()) continue;
        hits += std::any_of(where[i].begin(), where[i].end(), [&](std::size_t q) { return q >= clause.first && q < clause.second; });
      }
      if (hits < 2) continue;
      f[9] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || hc[i] == k;
      reasons.push_back(fmt::format("quantifier: {} vs {}", h[k].surface, p[m].surface));
    }
  }
}

// No limit against the source's bound: "unlimited", "any number of", "as many ... as" against
// "at most", "up to", "no more than", "a maximum of" a number of the same things ("can book
// unlimited free nail trims" / "may book at most two free nail trims"); "several" or
// "multiple" against a bound of one ("several discount codes" / "at most one discount code").
void QuantifierTests::no_limit_against_bound() {
  if (f[9] != 0) return;
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

}  // namespace

// The claim's universal that takes in what the source excepts from it ("Every stage of the Lindale
// Rally runs on public roads except the final test" / "All stages of the Lindale Rally, the final
// test included, run on public roads"; "every round is worth ten points except the picture round" /
// "Every round ..., including the picture round, is worth ten points"): the first content word
// after the source's "except", "except for", "excluding" or "apart from" in a sentence near the
// anchor, said in the claim after its "including" (within four words) or before its "included"
// (within three).
void QuantifierTests::exception_taken_in() {
  if (f[9] != 0) return;
  const bool universal = std::any_of(h.begin(), h.end(), [](const Tok& t) { return quantifier_class(t.lower) == 1; });
  if (!universal) return;
  auto taken_in = [&](const Tok& y) {
    for (std::size_t q = 0; q < h.size(); ++q) {
      if (h[q].lower == "including") {
        for (std::size_t a = q + 1; a < h.size() && a <= q + 4 && h[a].clause == h[q].clause; ++a) {
          if (h[a].kind == Kind::kWord && h[a].key == y.key) return true;
        }
      }
      if (h[q].lower == "included") {
        for (std::size_t a = q; a-- > 0 && q - a <= 3 && h[a].clause == h[q].clause;) {
          if (h[a].kind == Kind::kWord && h[a].key == y.key) return true;
        }
      }
    }
    return false;
  };
  for (std::size_t m = wb; m + 1 < we; ++m) {
    const std::string& w = p[m].lower;
    std::size_t from = m + 1;
    if ((w == "except" && p[m + 1].lower == "for") || (w == "apart" && p[m + 1].lower == "from")) ++from;
    if ((w != "except" && w != "excluding" && w != "apart") || (w == "apart" && from == m + 1) || !near_anchor(p[m].sentence)) continue;
    while (from < we && p[from].sentence == p[m].sentence && !p[from].content()) ++from;
    if (from >= we || p[from].sentence != p[m].sentence || p[from].kind != Kind::kWord || !taken_in(p[from])) continue;
    f[9] = 1;
    reasons.push_back(fmt::format("quantifier: including vs {} {}", p[m].surface, p[from].surface));
    return;
  }
}

void AlignedPair::find_quantifiers(Findings& out) const {
  QuantifierTests tests(*this, out);
  tests.quantifiers_of_words();
  tests.universals_against_only();
  tests.universal_against_part_elsewhere();
  tests.only_against_anyone();
  tests.no_limit_against_bound();
  tests.exception_taken_in();
}

}  // namespace citeval::judge::align

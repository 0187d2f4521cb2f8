// The align judge's substitution test (align_pair.h; feature substitution): the one unaligned
// word of the claim in a slot of the anchor sentence that holds another word ("made of cheese" /
// "made of rock").
#include "judge/align_pair.h"

#include <algorithm>

#include <fmt/format.h>

namespace citeval::judge::align {

namespace {

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

// "the majority of", "a minority of": a share, which the quantifier test reads against the
// source's ("most repair technicians"). (Not every quantifier: "every Sunday" / "the first Sunday
// of each month" is caught here.)
bool share_noun(const Tok& t) { return t.lower == "majority" || t.lower == "minority"; }

}  // namespace

void AlignedPair::find_substitution(Findings& out) const {
  std::array<double, AlignJudge::kNumFeatures>& f = out.features;
  std::vector<std::string>& reasons = out.reasons;
  std::vector<bool>& explained = out.explained;
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
      // And after a verb of its own ("finished buying Oakvale Alarms" / "completed its acquisition").
      return ing_form(t[k].lower) && k > 0 &&
             (std::find(std::begin(kPrepositions), std::end(kPrepositions), t[k - 1].lower) != std::end(kPrepositions) ||
              is_be_form(t[k - 1].lower) || verb_like(t[k - 1]));
    };
    // A base form after a modal, or after "to" after a verb, is a verb too ("will give a solo
    // recital" / "will perform a solo recital", "plans to expand" / "plans to increase").
    auto verb_context = [](const std::vector<Tok>& t, std::size_t k) { return !t[k].capitalised && base_verb_after_modal(t, k, true); };
    auto period_word = [](std::string_view w) { return w == "past" || w == "last" || w == "previous"; };
    if (u.kind != Kind::kWord || is_aligned_at(slot[0]) || u.capitalised != x.capitalised ||
        is_discourse_adverb(x.lower) || is_discourse_adverb(u.lower) ||
        // A negation word on either side, which the negation test reads ("returns that lack a
        // receipt" / "returns without a receipt").
        x.negation || u.negation ||
        share_noun(x) || share_noun(u) ||
        // An adverb in another word's slot rewords ("are still ineligible" / "remain ineligible",
        // "throughout the campus" / "everywhere on the campus"), unless the two are opposites.
        ((lex.adverb_only(x.key) || lex.adverb_only(u.key)) && !lex.opposite(x.key, u.key)) ||
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
        verb_like(x) || verb_like(u) || gerund(h, hc[i]) || gerund(p, slot[0]) || verb_context(h, hc[i]) || verb_context(p, slot[0]) ||
        // The period up to now said either way ("over the past year" / "in the last year").
        (period_word(x.lower) && period_word(u.lower))) {
      continue;
    }
    f[12] = 1;
    explained[i] = true;
    reasons.push_back(fmt::format("substitution: {} vs {}", x.surface, u.surface));
  }
  // A title replaced by another in its slot ("the fall production will be 'The Odd Couple'" / "will
  // be 'Barefoot in the Park'"): a quoted run of the claim none of whose words the source holds,
  // after the word a quoted run of the anchor sentence stands after, none of whose words the claim
  // holds.
  auto quoted_run = [](const std::vector<Tok>& t, std::size_t b) {
    std::size_t e = b;
    while (e < t.size() && t[e].quoted && t[e].sentence == t[b].sentence) ++e;
    return e;
  };
  auto none_held = [](const std::vector<Tok>& t, std::size_t b, std::size_t e, const std::vector<Tok>& other, std::size_t ob,
                      std::size_t oe) {
    bool content = false;
    for (std::size_t q = b; q < e; ++q) {
      if (!t[q].content() || t[q].kind != Kind::kWord) continue;
      content = true;
      if (holds_word(other, ob, oe, t[q])) return false;
    }
    return content;
  };
  for (std::size_t b = 1; b < h.size() && f[12] == 0; ++b) {
    if (!h[b].quoted || h[b - 1].quoted || h[b - 1].kind != Kind::kWord) continue;
    const std::size_t e = quoted_run(h, b);
    if (!none_held(h, b, e, p, 0, p.size())) continue;
    for (std::size_t m = wb + 1; m < we && f[12] == 0; ++m) {
      if (!p[m].quoted || p[m - 1].quoted || p[m].sentence != anchor || p[m - 1].key != h[b - 1].key) continue;
      const std::size_t pe = quoted_run(p, m);
      if (!none_held(p, m, pe, h, 0, h.size())) continue;
      std::string said, other;
      for (std::size_t q = b; q < e; ++q) said += (q > b ? " " : "") + h[q].surface;
      for (std::size_t q = m; q < pe; ++q) other += (q > m ? " " : "") + p[q].surface;
      f[12] = 1;
      for (std::size_t i = 0; i < hc.size(); ++i) explained[i] = explained[i] || (hc[i] >= b && hc[i] < e);
      reasons.push_back(fmt::format("substitution: '{}' vs '{}'", said, other));
    }
  }
}

}  // namespace citeval::judge::align

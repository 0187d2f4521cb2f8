// The align judge's names (align_pair.h; feature entity_missing, and Findings::own_names and
// name_swapped): names the premise lacks, a name put in place of another, another agent after
// "by", a list's name exchanged, a name from the other side of a contrast or another's slot.
#include "judge/align_pair.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>

namespace citeval::judge::align {

void AlignedPair::find_name_mismatches(Findings& out) const {
  std::array<double, AlignJudge::kNumFeatures>& f = out.features;
  std::vector<std::string>& reasons = out.reasons;
  std::vector<bool>& explained = out.explained;
  // Names absent from the whole premise.
  int missing_names = 0;
  // A name of the claim's own: not an acronym ("GPA" / "grade point average", "85 MW" / "85
  // megawatts"), nor a form of a premise name ("Japanese" / "Japan").
  std::vector<std::size_t>& own_names = out.own_names;
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
  // (A sentence's first word too where a name's word follows it: "Kestrel Yarns is the official
  // yarn sponsor" / "Bellweather Yarns has been named the official yarn sponsor".)
  // (Not a quantifier, an "-ing" or "-ly" word, a conjunction, or an adjective of time that opens
  // a sentence before a name: "Every Pinecrest laptop", "Following Sunday's avalanche", "Since
  // Hollis County Hospital closed", "Current Sprocket Spaces members".)
  auto opens_name = [&](std::size_t q) {
    static constexpr std::string_view kOpeners[] = {"since", "after", "before", "during", "while", "although", "because",
                                                    "despite", "unlike", "once", "when", "if", "unless", "until", "though",
                                                    "thanks", "current", "former", "existing", "new", "local", "previous",
                                                    "future", "regular", "returning", "eligible"};
    const std::string& w = h[q].lower;
    return q + 1 < h.size() && h[q + 1].sentence == h[q].sentence && h[q + 1].clause == h[q].clause && !h[q].quoted &&
           name_word(h[q + 1]) && !h[q + 1].sentence_initial &&
           !h[q].stopword && !is_weekday(w) && quantifier_class(w) == 0 && !ing_form(w) && !ly_adverb(w) &&
           std::find(std::begin(kOpeners), std::end(kOpeners), w) == std::end(kOpeners);
  };
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    // (And only where the name's next word is missing too: "Mark Ellison, the owner of Brookfield
    // Farm" / "the farm's owner, Tom Baines"; not "Margot Robbie" where the source says "Robbie".)
    auto next_missing = [&](std::size_t q) {
      for (std::size_t j = 0; j < hc.size(); ++j) {
        if (hc[j] == q + 1) return where[j].empty();
      }
      return false;
    };
    if (x.kind != Kind::kWord || !x.capitalised || (x.sentence_initial && !(opens_name(hc[i]) && next_missing(hc[i]))) ||
        !where[i].empty() || is_month(x.lower)) {
      continue;
    }
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
  bool& name_swapped = out.name_swapped;
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
    // Whether the words of the name the anchor lacks stand at q in the source, in this order.
    auto run_at = [&](std::size_t q) {
      bool all = q + (run_e - run_b) <= p.size();
      for (std::size_t k = run_b; k < run_e && all; ++k) all = p[q + (k - run_b)].kind == Kind::kWord && p[q + (k - run_b)].key == h[k].key;
      return all;
    };
    auto run_elsewhere = [&]() {
      if (run_e - run_b < 2) return false;
      for (std::size_t q = 0; q + (run_e - run_b) <= p.size(); ++q) {
        if (p[q].sentence != anchor && run_at(q)) return true;
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
      // (Not past a possessive of the claim's where the source's word runs on into the other name: the
      // claim's name is a thing of it, "Mudlark Paint-Your-Own-Pottery opened its second location in
      // Halifax ... The original shop on Barrington Street" / "Mudlark's Barrington Street shop".)
      // (Nor where the source gives that name another owner: "his father's Thames Tunnel" / "his son
      // Isambard's Thames Tunnel".)
      auto other_owner = [&] {
        for (std::size_t q = 1; q + (run_e - run_b) <= p.size(); ++q) {
          if (p[q - 1].possessive && run_at(q)) return true;
        }
        return false;
      };
      const bool owned = run_b > 0 && h[run_b - 1].possessive && pb > 0 && !p[pb - 1].possessive && !other_owner();
      const bool before = run_b > 0 && pb > 0 && h[run_b - 1].kind == Kind::kWord && h[run_b - 1].key == p[pb - 1].key && !owned;
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
    const bool claim_contrasts = std::any_of(h.begin(), h.end(), [](const Tok& t) { return contrast_conjunction(t.lower) || t.lower == "and"; });
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
      if (!foreign2 && first_foreign == npos) continue;
      if (first_foreign == npos || !foreign2) {
        // One side's name said with the other side's word: the two sides say the same of two
        // things, each told by a modifier of a head both have ("The Seaview Aquarium Shop's
        // marine section is managed by Rosa Delgado, while the freshwater section is run by Ken
        // Ibarra" / "Rosa Delgado manages the freshwater section"); the claim holds a name of one
        // side after its head, and the other side's modifier, and lacks this side's modifier and
        // the other side's name.
        const bool named_first = foreign2;  // the side whose names the claim holds
        const std::size_t xb = named_first ? sb : c + 1, xe = named_first ? c : se, yb = named_first ? c + 1 : sb, ye = named_first ? se : c;
        std::size_t said = npos, name = npos;
        for (std::size_t hx = xb; hx + 1 < xe && said == npos; ++hx) {
          const std::size_t mx = hx - 1;  // modifier before its head
          if (hx == 0 || mx < xb || !p[hx].content() || p[hx].kind != Kind::kWord || p[hx].capitalised || !claim_holds(p[hx])) continue;
          if (p[mx].kind != Kind::kWord || !p[mx].content() || p[mx].capitalised || claim_holds(p[mx]) || lex.may_be_verb(p[mx].key)) continue;
          for (std::size_t hy = yb + 1; hy < ye && said == npos; ++hy) {
            const std::size_t my = hy - 1;
            if (p[hy].key != p[hx].key || p[my].kind != Kind::kWord || !p[my].content() || p[my].capitalised || !claim_holds(p[my])) continue;
            for (std::size_t q = hx + 1; q < xe && name == npos; ++q) {
              if (name_word(p[q]) && claim_holds(p[q]) && !holds_word(p, yb, ye, p[q])) name = q;
            }
            if (name != npos) said = my;
          }
        }
        // Or the name is that modifier, and the claim says the other side's predicate: two or more
        // of its words that side holds alone, none of this side's own ("the Ferndale site would
        // focus on native hedging, while the Brookside site would specialise in alpines" / "the
        // Ferndale site would specialise in alpines").
        for (std::size_t q = xb; q + 1 < xe && said == npos; ++q) {
          if (!name_word(p[q]) || !claim_holds(p[q]) || holds_word(p, yb, ye, p[q]) || name_word(p[q + 1]) ||
              !holds_word(p, yb, ye, p[q + 1]) || !claim_holds(p[q + 1])) {
            continue;
          }
          auto own_words = [&](std::size_t b, std::size_t e, std::size_t ob, std::size_t oe, bool held) {
            int n = 0;
            for (std::size_t r = b; r < e; ++r) {
              n += p[r].kind == Kind::kWord && p[r].content() && !p[r].capitalised && !is_auxiliary(p[r].lower) &&
                   !holds_word(p, ob, oe, p[r]) && claim_holds(p[r]) == held;
            }
            return n;
          };
          if (own_words(yb, ye, xb, xe, true) >= 2 && own_words(q + 2, xe, yb, ye, true) == 0 && own_words(q + 2, xe, yb, ye, false) >= 2) {
            name = q;
            for (std::size_t r = yb; r < ye && said == npos; ++r) {
              if (p[r].kind == Kind::kWord && p[r].content() && !p[r].capitalised && !holds_word(p, xb, xe, p[r]) && claim_holds(p[r])) said = r;
            }
          }
        }
        if (said == npos || claim_contrasts) continue;
        name_swapped = true;
        reasons.push_back(fmt::format("entity_elsewhere: {} with {}", p[name].surface, p[said].surface));
        continue;
      }
      std::size_t one = npos, two = npos;
      for (std::size_t i = 0; i < hc.size(); ++i) {
        const Tok& x = h[hc[i]];
        // (Not a title, "'Low Tide'", nor an acronym or unit, "15 GB", nor a place the claim puts
        // before all it says, both sides': "At Silver Birch Fishery, bait boats are not allowed on
        // the Canal Pool".)
        if (!name_word(x) || x.quoted || !has_lowercase(x.surface) || (x.sentence_initial && where[i].empty())) continue;
        const std::size_t run_end = name_run(h, hc[i]).second;
        const bool fronted_place = (h[0].lower == "at" || h[0].lower == "in") && x.clause == h[0].clause && x.sentence == h[0].sentence &&
                                   run_end < h.size() && h[run_end].clause != x.clause;
        if (fronted_place) continue;
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
            if (skippable_before_slot(p[r].lower)) continue;
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
              own = name_word(p[z]) && (p[z].key == h[w].key || abbreviates(h[w], p, z) || same_place(h[w].lower, p[z].lower)) &&
                    h[w].content();
            }
          }
          bool foreign = false, mine_all = true;
          for (std::size_t w = y.first; w < y.second; ++w) foreign = foreign || !claim_holds(p[w]);
          for (std::size_t w = x.first; w < x.second; ++w) {
            bool found = false;
            for (std::size_t z = y.first; z < y.second && !found; ++z) {
              found = p[z].key == h[w].key || abbreviates(h[w], p, z) || same_place(h[w].lower, p[z].lower);
            }
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
  // "although", "rather than", a semicolon, ", and" and a clause that starts with a participle
  // ("..., beating"). The claim's words counted: content words other than the name's (not
  // auxiliaries), found in the sentence in one part only; none in the name's part, two at least in
  // the other, which for a name stands before the name's part and affirms what it says there.
  if (!name_swapped) {
    auto part_break = [&](std::size_t q) {
      const std::string& w = p[q].lower;
      const bool after_clause = q > 0 && p[q - 1].clause != p[q].clause;
      // (And a clause opened by a semicolon or ", and": "Kestrel Hearing has begun stocking the
      // Phonex Lumo ...; the rival chain Audiva Hearing has no plans to sell it", "will trade under
      // the name ClearTone, and the AudiPro brand will be phased out".)
      const bool clause_opened = after_clause && (p[q].after_semicolon || w == "and");
      // (And ", ahead of", which names the one beaten as ", beating" does: "won 'Best Backpacking
      // Tent' at the 2024 Trail Awards, ahead of the Alpenwisp UL2".)
      const bool ahead_of = after_clause && w == "ahead" && q + 1 < p.size() && p[q + 1].lower == "of";
      return contrast_conjunction(w) || w == "though" || w == "although" || w == "whilst" || clause_opened || ahead_of ||
             (w == "rather" && q + 1 < p.size() && p[q + 1].lower == "than") ||
             (after_clause && ing_form(w) && w != "including" && w != "excluding" && w != "according" && w != "following" &&
              w != "during" && w != "regarding");
    };
    auto title = [](const std::string& w) { return w == "dr" || w == "mr" || w == "mrs" || w == "ms" || w == "prof" || w == "st"; };
    // The claim's subject: the content word nearest before its first verb, in its clause (none
    // where that verb is a relative clause's: "The ruling that the panel reversed"; nor a noun of
    // "without": "Newcomers without any experience can join").
    std::size_t subject = npos;
    for (std::size_t v = 1; v < h.size() && subject == npos; ++v) {
      if (!(verb_like(h[v]) || is_auxiliary(h[v].lower)) || h[v].capitalised) continue;
      for (std::size_t q = v; q-- > 0 && h[q].clause == h[v].clause;) {
        if (h[q].content()) {
          const bool without = (q >= 1 && h[q - 1].lower == "without") || (q >= 2 && h[q - 2].lower == "without");
          if (!without) subject = q;
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
      // (A sentence's first word is a name where the source writes it as one inside a sentence:
      // "Audiva Hearing has begun stocking" / "the rival chain Audiva Hearing".)
      const bool written_as_name = !x.sentence_initial || std::any_of(where[i].begin(), where[i].end(), [&](std::size_t q) {
        return p[q].capitalised && !p[q].sentence_initial;
      });
      const bool is_name_word = name_word(x) && written_as_name && !title(x.lower);
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
        // (Nor the common nouns right after the name, two at most, its head: "the Pathfinder van",
        // "its RoachAway gel bait".)
        auto noun_at = [&](std::size_t q) {
          return h[q].kind == Kind::kWord && h[q].content() && !h[q].capitalised && !verb_like(h[q]) && !h[q].irregular;
        };
        const bool head = is_name_word && hc[j] >= run.second && hc[j] < run.second + 2 && noun_at(run.second) && noun_at(hc[j]) &&
                          h[hc[j]].clause == h[run.second].clause;
        if (in_name(hc[j]) || head || !h[hc[j]].content() || is_auxiliary(h[hc[j]].lower)) continue;  // (not "must")
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
        // (Not a part that denies it of its own name: "Although the Golden Kettle tea shop was
        // nominated for the city's Best Café award, it did not win; the prize went to Orchard Lane
        // Espresso" / "Orchard Lane Espresso won the city's Best Café award".)
        bool denied = false;
        for (std::size_t q = sb; q < se && !denied; ++q) denied = part[q - sb] == other_part && p[q].negation;
        if (denied) continue;
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
}

}  // namespace citeval::judge::align

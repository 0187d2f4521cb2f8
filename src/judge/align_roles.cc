// The align judge's roles (align_pair.h; feature swapped_roles): transfers and contests said from
// the other side, the arguments of an aligned verb exchanged, a direction turned round, numbers
// given to the other name, names exchanged around a word or a verb, a verb's doer exchanged or
// replaced, and two arguments of one verb exchanged (RoleTests, one method per test). Word order,
// not a parse: see align_judge.h.
#include "judge/align_pair.h"

#include <algorithm>
#include <cmath>
#include <unordered_set>

#include <fmt/format.h>

namespace citeval::judge::align {

namespace {

// A word used as a noun, not as a verb between two arguments (no part-of-speech tagger): after a
// determiner or a possessive ("a report filed by", "Sunday's talks"; but a light verb's object
// carries its arguments, "lodged a protest against Blue Heron"), a unit after a count ("by two
// seconds"), or, in -s, before the auxiliary that is its clause's verb ("Emergency calls cannot be
// blocked", "seats in the upper circle are").
bool used_as_noun(const std::vector<Tok>& t, std::size_t k) {
  if (k > 0 && t[k - 1].sentence == t[k].sentence && (is_determiner(t[k - 1].lower) || t[k - 1].possessive)) {
    return !(k > 1 && verb_like(t[k - 2]));
  }
  // (Or a unit after a count: "by two seconds", "finishing 23 seconds ahead of".)
  if (k > 0 && t[k - 1].sentence == t[k].sentence && t[k - 1].kind == Kind::kNumber && !t[k - 1].year && is_unit_key(t[k].key)) {
    return true;
  }
  if (!t[k].lower.ends_with("s") || t[k].irregular) return false;
  for (std::size_t m = k + 1; m < t.size() && m <= k + 8 && t[m].clause == t[k].clause; ++m) {
    if (is_auxiliary(t[m].lower)) return true;
    if (verb_like(t[m])) break;
  }
  return false;
}

// A word in "-s" that verb_like takes for a verb though no word of its key is mainly a verb in
// WordNet ("candidates", "sensors", "submissions"; but "rents" and "leases" too, whose keys are
// mainly nouns).
bool noun_in_s(const AlignLexicon& lex, const Tok& w) {
  return w.lower.ends_with("s") && !w.irregular && !lex.may_be_verb(w.key);
}

// Such a word that no object follows, a plural noun ("road test candidates in Brennan Province
// will", "no longer accepts fax submissions;"): the end of its clause, a preposition of place or
// time or an auxiliary after it ("rents out its vessel" stays a verb).
bool plural_noun(const AlignLexicon& lex, const std::vector<Tok>& t, std::size_t k) {
  if (!noun_in_s(lex, t[k])) return false;
  return k + 1 == t.size() || t[k + 1].kind != Kind::kWord || t[k + 1].clause != t[k].clause ||
         is_adjunct_preposition(t[k + 1].lower) || is_auxiliary(t[k + 1].lower);
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

// A verb of learning or serving followed by "under", which names the one over its subject as
// "by" names an agent ("Ida Fenn trained under Karl Oster" / "Karl Oster trained Ida Fenn"; not
// "sold under the Elmhurst label"): the position of that "under", or npos.
std::size_t under_at(const std::vector<Tok>& t, std::size_t k) {
  const std::string& verb = t[k].lower;
  // (Past places: "trained in Bologna under Luca Bernardi", "trains at the Sunset Ridge Skate
  // Center in San Diego under coach Ben Harlan".)
  std::size_t u = k + 1;
  while (u + 2 < t.size() && u <= k + 10 && (t[u].lower == "in" || t[u].lower == "at")) {
    std::size_t n = u + 1;
    if (t[n].lower == "the") ++n;
    if (n >= t.size() || !name_word(t[n])) break;
    while (n < t.size() && n <= k + 10 && name_word(t[n])) ++n;
    u = n;
  }
  const bool master = u < t.size() && t[u].lower == "under" &&
                      (verb.starts_with("train") || verb.starts_with("stud") || verb.starts_with("serv") ||
                       verb.starts_with("work") || verb.starts_with("apprentic"));
  return master ? u : std::string::npos;
}

// Whether the verb at k is one of learning or serving with its master after "under" (under_at).
bool under_master(const std::vector<Tok>& t, std::size_t k) { return under_at(t, k) != std::string::npos; }

// One side's verb at ka with "under" its master (under_master) against the other's at kb with "with"
// after it: training "with" someone leaves the order open ("trained under Walter Finch" / "trained
// with Walter Finch").
bool with_against_under(const std::vector<Tok>& a, std::size_t ka, const std::vector<Tok>& b, std::size_t kb) {
  auto with_after = [](const std::vector<Tok>& t, std::size_t k) { return k + 1 < t.size() && t[k + 1].lower == "with"; };
  return (under_master(a, ka) && with_after(b, kb)) || (under_master(b, kb) && with_after(a, ka));
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
  // A party's run of name words, within its clause ("At the National Bread Awards, Thornbury
  // Bakehouse beat ...": "Thornbury Bakehouse"), through an "of" ("The Eggheads of Elm Street
  // defeated").
  auto party_run = [&](std::size_t q) {
    auto [b, e] = name_run_through_of(t, q);
    // (And through an "and" between two names, a pair: "Lucía Ferreyra and Tomás Quiroga beat".)
    while (b >= 2 && t[b - 1].lower == "and" && name_word(t[b - 2]) && t[b - 2].clause == t[q].clause) {
      b = name_run_through_of(t, b - 2).first;
    }
    while (e + 1 < t.size() && t[e].lower == "and" && name_word(t[e + 1]) && t[e + 1].clause == t[q].clause) {
      e = name_run_through_of(t, e + 1).second;
    }
    while (b < q && t[b].clause != t[q].clause) ++b;
    while (e > q + 1 && t[e - 1].clause != t[q].clause) --e;
    return std::pair{b, e};
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
    // (An agency's "contract to" before a name, not a verb: "awarded the contract to run its car
    // parks to ParkRight Ltd".)
    if (cue->kind == 3 && w == "contract" && v + 2 < t.size() && !t[v + 2].capitalised && !is_determiner(t[v + 2].lower)) continue;
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
    // (And "sold" where it opens its clause, a participle: "a house lager, sold only at its Elm
    // Street location".)
    const bool opens_clause = v > 0 && t[v - 1].clause != t[v].clause && t[v - 1].sentence == t[v].sentence && w == "sold";
    const bool passive = !cue->noun && w != "beaten" && !w.ends_with("ing") &&  // ("is buying": no passive)
                         ((v > 0 && is_be_form(t[v - 1].lower)) || (v > 1 && is_be_form(t[v - 2].lower)) || next == "by" ||
                          (v + 2 < t.size() && t[v + 1].kind == Kind::kNumber && t[v + 2].lower == "by") || opens_clause);
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
    // (A relative clause's verb: its antecedent, the nearest name before "which" or "who": "Corvid
    // Models supplies resin building kits to the Wharfside Model Store, which sells them".)
    if (!cue->noun && before == t.size() && v >= 2 && (t[v - 1].lower == "which" || t[v - 1].lower == "who")) {
      for (std::size_t q = v - 1; q-- > sb && before == t.size();) {
        if (name_at(q)) before = q;
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
      out.push_back(Contest{cue->kind, party_run(agent), party_run(after)});
      continue;
    }
    if (before == t.size() || after == t.size()) continue;
    const auto a = party_run(before), b = party_run(after);
    out.push_back(first_wins ? Contest{cue->kind, a, b} : Contest{cue->kind, b, a});
  }
  // Places of a sentence: "first place", "placed second", "finished third" and the name that holds
  // each, the better place the winner of a contest with each worse one
  // ("awarded first place in the drum major competition to Fiona Reid, with last year's winner,
  // Graham Moffat, placed second" / "Graham Moffat finished ahead of Fiona Reid").
  std::vector<std::pair<int, std::pair<std::size_t, std::size_t>>> places;  // (place, party)
  for (std::size_t q = 1; q < t.size(); ++q) {
    const int place = ordinal_word(t[q].lower);
    const std::string& b = t[q - 1].lower;
    const bool placed = (q + 1 < t.size() && t[q + 1].lower == "place") || b == "placed" || b == "finished" || b == "came" || b == "ranked";
    if (place < 1 || place > 3 || !placed) continue;
    // The holder: a name after "to" within ten words ("awarded first place ... to Fiona Reid"),
    // else the nearest name before it in its clause ("Oldham Creek Farm finished second").
    std::size_t best = t.size();
    for (std::size_t r = q + 1; r + 1 < t.size() && r <= q + 10 && t[r].sentence == t[q].sentence && best == t.size(); ++r) {
      if (t[r].lower == "to" && name_at(r + 1)) best = r + 1;
    }
    // (Past the comma of an apposition, three words back: "with last year's winner, Graham
    // Moffat, placed second".)
    for (std::size_t r = q; best == t.size() && r-- > 0 && q - r <= 8 && t[r].sentence == t[q].sentence &&
                            (t[r].clause == t[q].clause || q - r <= 3);) {
      if (name_at(r)) best = r;
    }
    if (best != t.size()) places.emplace_back(place, party_run(best));
  }
  for (const auto& [i, a] : places) {
    for (const auto& [j, b] : places) {
      if (i < j && t[a.first].sentence == t[b.first].sentence && a != b) out.push_back(Contest{0, a, b});
    }
  }
  return out;
}

// The word right before the name at q, past its run of name words and a "the" ("to the Saltmerre
// Lifeboat Appeal": "to"), or npos at the text's start.
std::size_t word_before_name(const std::vector<Tok>& t, std::size_t q) {
  std::size_t b = name_run(t, q).first;
  if (b > 0 && t[b - 1].lower == "the") --b;
  return b > 0 ? b - 1 : npos;
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

// A verb whose two sides may change places ("met", "married", "drew with").
bool symmetric(const std::string& w) {
  static constexpr std::string_view kStems[] = {"marr", "meet", "met", "merg", "partner", "collaborat", "play", "fac",
                                                "fought", "fight", "draw", "drew", "tie", "tied", "debat", "shar",
                                                "compet", "negotiat", "sign", "rival", "alli", "ally", "clash", "cooperat"};
  return std::any_of(std::begin(kStems), std::end(kStems), [&](std::string_view s) { return w.starts_with(s); });
}

// A word that looks like a verb ("won", a stopword, "beating" first in its clause, or a base
// form after a modal: "will lease"; not "the painting that the Kessler lent").
bool verbish(const std::vector<Tok>& t, std::size_t k) {
  const bool clause_ing = ing_form(t[k].lower) && k > 0 && t[k - 1].clause != t[k].clause;
  return t[k].kind == Kind::kWord && !t[k].capitalised && !is_be_form(t[k].lower) && !is_modal(t[k].lower) &&
         (verb_like(t[k]) || t[k].irregular || clause_ing || (!t[k].stopword && base_verb_after_modal(t, k, true)));
}

// The words of the party at q: its run of name words, or the word itself.
std::pair<std::size_t, std::size_t> party(const std::vector<Tok>& t, std::size_t q) {
  return name_word(t[q]) ? name_run(t, q) : std::pair{q, q + 1};
}

// The word before the party at k, past the rest of its name and "the" ("to the Severn Youth
// Ballet": "to"); empty at the text's start.
std::string_view word_before_party(const std::vector<Tok>& t, std::size_t k) {
  while (k > 0 && name_word(t[k]) && name_word(t[k - 1]) && t[k - 1].sentence == t[k].sentence) --k;
  // (Past a possessive determiner too: "launched it in its Milan flagship".)
  if (k > 0 && (t[k - 1].lower == "the" || t[k - 1].lower == "its" || t[k - 1].lower == "their" || t[k - 1].lower == "his" ||
                t[k - 1].lower == "her" || t[k - 1].lower == "our")) {
    --k;
  }
  return k > 0 ? std::string_view(t[k - 1].lower) : std::string_view();
}

// A letting told from its other side: the other party after "to" on one side and after "from" on
// the other ("The Quayside Arts Centre will rent rehearsal space to the Severn Youth Ballet" / "the
// Severn Youth Ballet will rent rehearsal space from the Quayside Arts Centre").
bool to_and_from(std::string_view a, std::string_view b) { return (a == "to" && b == "from") || (a == "from" && b == "to"); }

// The claim's verb w aligned at pv, a synonym, where the window [wb, we) says the word itself too
// (not as a title before a name, "Coach Elena Petrova", "coach Nadia Kerr", nor in a name): no
// sure verb of the source ("Amelia Novak trains with eventer David Lorne, who coaches her" /
// "David Lorne coaches Amelia Novak").
bool synonym_beside_itself(const std::vector<Tok>& p, std::size_t wb, std::size_t we, const Tok& w, std::size_t pv) {
  if (p[pv].key == w.key) return false;
  for (std::size_t q = wb; q < we; ++q) {
    const bool title = q + 1 < p.size() && name_word(p[q + 1]);
    const bool in_a_name = p[q].capitalised && !w.capitalised;  // ("Hollis Snooker Supplies provides")
    if (p[q].kind == Kind::kWord && p[q].key == w.key && !title && !in_a_name) return true;
  }
  return false;
}

// The doer of the verb at v: the phrase after its agent's "by" (up to six words, in its
// clause; not "fell by about 11 mmHg"); for an active verb, the head of its subject: the nearest
// content word before it in its clause, past auxiliaries, modals, adverbs and "agreed to"; none
// for a passive without an agent or a verb in a compound ("a Texas-based firm").
// (A particle may stand before "by": "carried out by the surveyor Alan Greig"; only "on", "off",
// "in" and "out" here: with particle_before_by's "up" as well, "are picked up by Swiftway" reads
// "our courier partner" of "collected by our courier partner, Swiftway" as another doer.)
std::size_t by_at(const std::vector<Tok>& t, std::size_t v) {
  const std::size_t b = v + 2 < t.size() && is_particle(t[v + 1].lower) && t[v + 2].lower == "by" ? v + 2 : v + 1;
  return b < t.size() && t[b].lower == "by" ? b : npos;
}

std::pair<std::size_t, std::size_t> doer(const std::vector<Tok>& t, std::size_t v) {
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
    // A second predicate ("sets the tolls and uses the money"): its doer is the first one's,
    // which this walk does not find.
    if (u.lower == "and" && q + 1 == v) return none;
    // A relative pronoun opening its clause stands for the name before it ("leases its café
    // building to Brambles Catering Ltd., which pays the zoo a monthly rent").
    if ((u.lower == "which" || u.lower == "who") && q > 0 && t[q - 1].clause != u.clause && t[q - 1].sentence == u.sentence &&
        name_word(t[q - 1])) {
      return party(t, q - 1);
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
}

// A verb: as above, or a base form after a modal or "agreed to" ("would acquire"), or a word
// between a noun and a determiner ("the museum outbid an overseas collector"); not a word after
// a determiner or in a compound ("the mixed-choir final").
bool verb_at(const std::vector<Tok>& t, std::size_t v) {
  if (t[v].kind != Kind::kWord || t[v].capitalised || t[v].stopword || t[v].hyphen_after) return false;
  if (v > 0 && is_determiner(t[v - 1].lower)) return false;
  // (Nor a bare word after a common noun that ends its clause: a compound's noun, "In exchange for
  // its $1-a-year clubhouse lease, the Greenfield Running Club maintains".)
  const std::string& w = t[v].lower;
  if (v > 0 && v + 1 < t.size() && t[v + 1].clause != t[v].clause && t[v - 1].kind == Kind::kWord && t[v - 1].content() &&
      !t[v - 1].capitalised && !is_auxiliary(t[v - 1].lower) && !w.ends_with("s") && !w.ends_with("ed") && !ing_form(w) && !t[v].irregular) {
    return false;
  }
  // (Nor the word after a verb's base form: "cannot block calls to emergency numbers".)
  if (v > 0 && t[v - 1].kind == Kind::kWord && !t[v - 1].stopword && base_verb_after_modal(t, v - 1)) return false;
  if (verbish(t, v) || base_verb_after_modal(t, v) || (v > 1 && t[v - 1].lower == "to" && verb_like(t[v - 2]))) return true;
  if (t[v].lower.size() > 4 && t[v].lower.ends_with("ing") && v > 0 && is_be_form(t[v - 1].lower)) return true;  // "is suing"
  return v > 0 && v + 1 < t.size() && t[v - 1].kind == Kind::kWord && t[v - 1].content() && t[v - 1].clause == t[v].clause &&
         is_determiner(t[v + 1].lower);
}

// Whether an agent's "by" follows the verb at v (by_at).
bool by_after(const std::vector<Tok>& t, std::size_t v) { return by_at(t, v) != npos; }

// The tests of find_swapped_roles, one method each, in the order it runs them. Each sets feature
// 10 (swapped_roles) and its reason; a test runs only while none before it has fired (or, where
// it says so, while the claim does not say a transfer from the other side).
class RoleTests : private PairRefs {
 public:
  RoleTests(const AlignedPair& s, Findings& out)
      : PairRefs(s), f(out.features), reasons(out.reasons) {}
  void transfer_from_other_side();
  void winner_and_loser();
  void verb_arguments();
  void direction();
  void numbers_to_other_name();
  void names_around_word();
  void names_around_verb();
  void doer_exchanged();
  void doer_replaced();
  void arguments_exchanged();
  void favoured_party();
  void runner_up_exchanged();
  // Whether the claim's party (the keys of its name) is another than the source's, none of its words
  // shared, and named in the source: the party exchanged.
  bool other_party_named(const std::vector<std::string>& claims, const std::vector<std::string>& sources) const;
  void transfer_same_parties() {
    if (f[10] == 0 && !same_parties.empty()) {
      f[10] = 1;
      reasons.push_back(same_parties);
    }
  }

 private:
  Features& f;
  std::vector<std::string>& reasons;
  // The claim says a transfer from the side opposite the anchor sentence's
  // (transfer_from_other_side).
  bool transfer_reworded = false;
  // ... with the same doer and the same other party: the reason, which transfer_same_parties
  // gives where no other test has fired.
  std::string same_parties;
};

// A transfer or a contest said from the other side ("Harrow Shipping sold four bulk carriers to
// Meridian Maritime" / "Meridian Maritime bought four bulk carriers from Harrow Shipping";
// "Skyward Airlines has leased six aircraft to Pinewood Air" / "Pinewood Air is leasing six
// aircraft from Skyward Airlines"; "has lent £30 million to" / "has received a £30 million loan
// from"): the parties change places with the words, so the order of the names around a number
// or a noun says nothing when the claim names the transfer from the side opposite the anchor
// sentence's (and the sentence does not name it from the claim's side too).
void RoleTests::transfer_from_other_side() {
  // Each verb's side of its transfer: +c takes, -c gives, within class c (1 ownership; 2 a loan,
  // a gift, a payment, a grant, an award, a referral or a supply, which a buyer takes too, "buys coil from Castell Steel" /
  // "Castell Steel supplies coil to"; 3 a contest); "lease" and "rent" go either way, their side
  // said by "from" or "to" (class 4), as "license" and "loan" ("licensed its engine to
  // Chatterly" / "Chatterly licenses its engine"; "have loaned Nandakumar to Wethercote" /
  // "Wethercote have taken Nandakumar on loan from Eskdale"). ("rents", whose key is "rent":
  // the key of "rent" is that of "rend", whose past it may be.)
  static const std::array<std::pair<std::string, int>, 29> kTransfer = {{
      {lex.key("buy"), 1},     {lex.key("purchase"), 1}, {lex.key("acquire"), 1}, {lex.key("sell"), -1},
      {lex.key("buy"), 2},     {lex.key("purchase"), 2}, {lex.key("order"), 2},
      {lex.key("borrow"), 2},  {lex.key("receive"), 2},  {lex.key("get"), 2},     {lex.key("lend"), -2},
      {lex.key("give"), -2},   {lex.key("donate"), -2},  {lex.key("send"), -2},   {lex.key("supply"), -2},
      {lex.key("provide"), -2}, {lex.key("pay"), -2},    {lex.key("grant"), -2},  {lex.key("award"), -2},
      {lex.key("refer"), -2},   {lex.key("lose"), 3},    {lex.key("win"), -3},
      {lex.key("beat"), -3},   {lex.key("defeat"), -3},  {lex.key("lease"), 4},   {lex.key("rents"), 4},
      {lex.key("license"), 4}, {lex.key("licence"), 4},  {lex.key("loan"), 4}}};
  static const std::string kGrant = lex.key("grant"), kAward = lex.key("award"), kOrder = lex.key("order");
  auto sides = [&](const std::vector<Tok>& t, std::size_t b, std::size_t e) {
    std::vector<int> out;
    bool from = false, to = false, out_word = false;
    for (std::size_t q = b; q < e; ++q) {
      from = from || t[q].lower == "from";
      to = to || t[q].lower == "to";
      out_word = out_word || t[q].lower == "out";
      // (The word's own tests once it is one of the list: not per entry.)
      for (const auto& [key, side] : kTransfer) {
        if (t[q].kind != Kind::kWord || t[q].key != key) continue;
        // (Class 5: a lease's word as a verb, not a noun or a modifier: "Under the lease", "a licensed
        // driver", "the licensing board".)
        const bool noun = (q > b && (is_determiner(t[q - 1].lower) || t[q - 1].possessive)) || ing_form(t[q].lower);
        // (A grant or an award as a noun is what is given, no side: "received a grant of $2.4
        // million from the Morrow Foundation".)
        const bool given_thing = noun && (key == kGrant || key == kAward);
        // (An order as a verb in its past or present, with its "from": "has ordered 18 electric
        // single-deckers from Ostrava Motors", not "in order to", "the order", "was ordered to pay".)
        bool order_from = false;
        for (std::size_t r = q + 1; key == kOrder && r < t.size() && r <= q + 8 && t[r].clause == t[q].clause && !order_from; ++r) {
          order_from = t[r].lower == "from";
        }
        const bool no_order = key == kOrder && (noun || t[q].lower == "order" || !order_from);
        if (!given_thing && !no_order) out.push_back(side == 4 && !noun ? 5 : side);
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
    // Said from the other side by the same doer, to the same other party, the parties are
    // exchanged ("Icebridge Holdings sold the Fairmont Skating Centre to the nonprofit Fairmont
    // Community Trust" / "Icebridge Holdings purchased the Fairmont Skating Centre from the
    // Fairmont Community Trust"). The parties are whole names: the doer's (not one in a phrase of
    // a preposition, "New members at Summit Strength receive") and the first after the verb's
    // "from" or "to". (Ownership and gifts, classes 1 and 2: a lease's side needs its "from" or
    // "to", a contest is winner_and_loser's.)
    auto same_run = [&](std::pair<std::size_t, std::size_t> a, std::pair<std::size_t, std::size_t> b) {
      if (a.first == npos || b.first == npos || a.second - a.first != b.second - b.first) return false;
      for (std::size_t x = 0; x < a.second - a.first; ++x) {
        if (h[a.first + x].key != p[b.first + x].key) return false;
      }
      return true;
    };
    constexpr std::pair<std::size_t, std::size_t> kNone{npos, npos};
    auto doer_name = [&](const std::vector<Tok>& t, std::size_t v) {
      const auto r = doer(t, v);
      if (r.first == npos) return kNone;
      std::size_t x = r.second;
      while (x > r.first && !name_word(t[x - 1])) --x;
      if (x == r.first) return kNone;
      const auto run = name_run(t, x - 1);
      const std::string_view before = run.first > 0 ? std::string_view(t[run.first - 1].lower) : "";
      return before.empty() || before == "by" || !is_adjunct_preposition(before) ? run : kNone;
    };
    auto other_party = [&](const std::vector<Tok>& t, std::size_t v) {
      for (std::size_t q = v + 1; q < t.size() && t[q].sentence == t[v].sentence; ++q) {
        if (t[q].lower != "from" && t[q].lower != "to") continue;
        for (std::size_t n = q + 1; n < t.size() && n <= q + 6 && t[n].sentence == t[v].sentence; ++n) {
          if (name_word(t[n])) return name_run(t, n);
        }
        return kNone;
      }
      return kNone;
    };
    const std::size_t ae = sentence_span(p, ab).second;
    for (std::size_t hk = 0; hk < h.size() && transfer_reworded && same_parties.empty(); ++hk) {
      const std::vector<int> hx = sides(h, hk, hk + 1);
      if (hx.empty() || std::abs(hx[0]) > 2 || !has(ps, -hx[0]) || has(ps, hx[0])) continue;
      const auto rh = doer_name(h, hk), oh = other_party(h, hk);
      if (rh.first == npos || oh.first == npos) continue;
      for (std::size_t pk = ab; pk < ae && same_parties.empty(); ++pk) {
        const std::vector<int> px = sides(p, pk, pk + 1);
        if (px.empty() || px[0] != -hx[0] || !same_run(rh, doer_name(p, pk)) || !same_run(oh, other_party(p, pk))) continue;
        same_parties = fmt::format("swapped_roles: {} {} / {}", h[rh.first].surface, h[hk].surface, p[pk].surface);
      }
    }
    // Said from the same side with the parties exchanged, a lease's "from" or "to" on both sides
    // ("Summit Endurance leases its indoor training space from the Oakridge Rowing Club" / "Oakridge
    // Rowing Club rents its indoor training space from Summit Endurance").
    // (A lease's side by the first "from", "to" or "out" after its verb in its clause.)
    auto lease_side = [&](const std::vector<Tok>& t, std::size_t k) {
      const std::vector<int> x = sides(t, k, k + 1);
      if (x.empty() || (std::abs(x[0]) != 4 && std::abs(x[0]) != 5)) return 0;
      for (std::size_t q = k + 1; q < t.size() && t[q].sentence == t[k].sentence && t[q].clause == t[k].clause; ++q) {
        if (t[q].lower == "from") return 1;
        if (t[q].lower == "to" || t[q].lower == "out") return -1;
      }
      return 0;
    };
    for (std::size_t hk = 0; hk < h.size() && same_parties.empty(); ++hk) {
      const int hside = lease_side(h, hk);
      if (hside == 0) continue;
      const auto rh = doer_name(h, hk), oh = other_party(h, hk);
      if (rh.first == npos || oh.first == npos) continue;
      for (std::size_t pk = ab; pk < ae && same_parties.empty(); ++pk) {
        if (lease_side(p, pk) != hside || !same_run(rh, other_party(p, pk)) || !same_run(oh, doer_name(p, pk))) continue;
        same_parties = fmt::format("swapped_roles: {} {} / {}", h[rh.first].surface, h[hk].surface, p[pk].surface);
      }
    }
  }
}

// Winner and loser exchanged, whatever the words that say who won ("Ardmoor Rovers lifted the
// cup after a 3-1 victory over Kestrel Bay FC" / "Kestrel Bay FC won the cup, beating Ardmoor
// Rovers 3-1"; "Conrad Webb unseated the sitting mayor, Priya Halloran" / "Priya Halloran
// defeated the incumbent, Conrad Webb"): each side's contests, read as winner and loser.
// (Not where the claim says a transfer from the other side: "Northern Rail Properties sold the
// site to Bramwell City Council" / "Bramwell City Council bought the site from Northern Rail
// Properties".)
void RoleTests::winner_and_loser() {
  if (f[10] == 0 && !transfer_reworded) {
    // (The source is read only for a claim that reports a contest: the judge's hot path.)
    const std::vector<Contest> hw = contests(h);
    const std::vector<Contest> pw = hw.empty() ? std::vector<Contest>{} : contests(p);
    // Exchanged: the claim's first party is the source's second in such a relation of the same
    // kind (the source's first party may be said otherwise: "The tour was named best ..., beating
    // Horizon Quest Tours"), and never its first.
    for (const Contest& c : hw) {
      bool same = false, swapped = false;
      // (A word both of the claim's parties have says nothing: "Team Static beat Team Red Comet";
      // at either end: "The Clackmannan Caledonia Pipe Band beat the Alloa Pipe Band".)
      auto own = [&](std::pair<std::size_t, std::size_t> r, std::pair<std::size_t, std::size_t> other) {
        while (r.first < r.second && shares_name(h, {r.first, r.first + 1}, h, other)) ++r.first;
        while (r.second > r.first + 1 && shares_name(h, {r.second - 1, r.second}, h, other)) --r.second;
        return r;
      };
      const auto winner = own(c.winner, c.loser), loser = own(c.loser, c.winner);
      // (Nor inside it: "The Riverside Radio Society beat the Maple Grove Amateur Radio Club".)
      auto shares_own = [&](std::pair<std::size_t, std::size_t> r, std::pair<std::size_t, std::size_t> other,
                            std::pair<std::size_t, std::size_t> there) {
        for (std::size_t x = r.first; x < r.second; ++x) {
          if (!shares_name(h, {x, x + 1}, h, other) && shares_name(h, {x, x + 1}, p, there)) return true;
        }
        return false;
      };
      for (const Contest& d : pw) {
        if (d.kind != c.kind) continue;
        same = same || shares_own(winner, c.loser, d.winner);
        swapped = swapped || (shares_own(winner, c.loser, d.loser) && !shares_own(loser, c.winner, d.loser));
      }
      if (swapped && !same) {
        f[10] = 1;
        reasons.push_back(fmt::format("swapped_roles: {} / {}", h[winner.first].surface, h[loser.first].surface));
        break;
      }
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
void RoleTests::verb_arguments() {
  // "by" before an amount measures ("shrunk by more than 80 percent"); it names no agent.
  auto by_passive = [](const std::vector<Tok>& t, std::size_t k) {
    if (under_master(t, k)) return true;
    // A particle may stand between ("carried out by", "taken over by"), or a participle's short
    // phrase of a preposition ("managed under contract by Northern Rinks LLC").
    if (k + 2 < t.size() && particle_before_by(t[k + 1].lower)) ++k;
    static constexpr std::string_view kPreps[] = {"under", "in", "on", "at", "for", "with", "through"};
    if (k + 2 < t.size() && (t[k].lower.ends_with("ed") || t[k].irregular) &&
        std::find(std::begin(kPreps), std::end(kPreps), t[k + 1].lower) != std::end(kPreps)) {
      for (std::size_t q = k + 2; q < t.size() && q <= k + 4 && t[q].clause == t[k].clause; ++q) {
        if (t[q].lower == "by") {
          k = q - 1;
          break;
        }
        if (t[q].kind != Kind::kWord || t[q].capitalised || verb_like(t[q])) break;
      }
    }
    if (k + 1 >= t.size() || t[k + 1].lower != "by") return false;
    if (k + 2 >= t.size()) return true;
    const Tok& n = t[k + 2];
    static constexpr std::string_view kAmount[] = {"more", "less", "fewer", "about", "around", "over", "under",
                                                   "nearly", "almost", "roughly", "approximately", "some",
                                                   "up", "far", "half", "much", "as"};
    // (Nor a rate's unit: "are sold by the pound for 79 cents", "charged by the hour".)
    const bool rate = n.lower == "the" && k + 3 < t.size() && t[k + 3].kind == Kind::kWord && is_unit_key(t[k + 3].key) &&
                      (k + 4 >= t.size() || t[k + 4].clause != t[k + 3].clause || !t[k + 4].content());
    return !(n.kind == Kind::kNumber || n.kind == Kind::kCurrency || rate ||
             std::find(std::begin(kAmount), std::end(kAmount), n.lower) != std::end(kAmount));
  };
  // A participle after a form of "be" (be_passive) is a passive, but a bare participle may be one
  // too ("a narrative told from", a headline's "Ashwin named captain"), so a difference in this
  // alone leaves the order undecided rather than flipped.
  // 0 active, 1 passive without its agent ("was developed at"), 2 passive with "by".
  // (A participle joined by "and" to a complement of "be" is one too: "the Sichuan class is more
  // demanding and recommended for experienced cooks".)
  auto joined_passive = [](const std::vector<Tok>& t, std::size_t k) {
    if (k < 3 || t[k - 1].lower != "and" || !(t[k].lower.ends_with("ed") || t[k].irregular)) return false;
    for (std::size_t q = k - 1; q-- > 0 && k - q <= 5 && t[q].clause == t[k].clause;) {
      if (is_be_form(t[q].lower)) return true;
    }
    return false;
  };
  // (And a participle right after its noun, before a preposition, with the sentence's own verb later
  // on: a reduced relative, "Money raised at Elmwood Driving Range's yearly Swing for Charity event
  // went to Harbor Children's Hospital".)
  auto reduced_relative = [](const std::vector<Tok>& t, std::size_t k) {
    static constexpr std::string_view kPreps[] = {"at", "in", "during", "from", "on", "through"};
    if (k == 0 || k + 2 >= t.size() || !(t[k].lower.ends_with("ed") || t[k].irregular) || t[k - 1].kind != Kind::kWord ||
        !t[k - 1].content() || (t[k - 1].capitalised && !t[k - 1].sentence_initial) ||
        std::find(std::begin(kPreps), std::end(kPreps), t[k + 1].lower) == std::end(kPreps)) {
      return false;
    }
    for (std::size_t q = k + 2; q < t.size() && t[q].sentence == t[k].sentence; ++q) {
      if (t[q].kind == Kind::kWord && !t[q].capitalised && (t[q].irregular || t[q].lower.ends_with("ed") || is_be_form(t[q].lower)) &&
          q > k + 2 && !is_adjunct_preposition(t[q - 1].lower)) {
        return true;
      }
    }
    return false;
  };
  auto voice = [&](const std::vector<Tok>& t, std::size_t k) {
    return by_passive(t, k) ? 2 : be_passive(t, k) || joined_passive(t, k) || reduced_relative(t, k) ? 1 : 0;
  };
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
    // (Nor V aligned to a word of a name: "Apex Frames supplies aluminium window frames" / "installs
    // aluminium frames from Apex Frames".)
    if (p[at[v]].capitalised && !p[at[v]].sentence_initial) continue;
    // X in V's clause ("collaboration with Otto Hahn, begun in Berlin": no X V Y), and no adverb
    // ("Chips for Pyra Devices are already manufactured under contract by Orbis Foundry").
    if (h[hc[xi]].clause != hv.clause || is_discourse_adverb(h[hc[xi]].lower) || h[hc[xi]].lower == "already") continue;
    const std::size_t pv = at[v];
    if (nominal(p[pv]) || (p[pv].lower.ends_with("ing") && !hv.lower.ends_with("ing"))) continue;  // "free parking"
    if (synonym_beside_itself(p, wb, we, hv, pv)) continue;
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
    // Nor is X an adverb ("three incorrectly wired zones" / "three zones wired incorrectly"), nor a
    // quantifier, whose noun follows the participle ("will require every registered vehicle" /
    // "all vehicles registered in Marlow County").
    if (ly_adverb(h[hc[xi]].lower) || quantifier_class(h[hc[xi]].lower) != 0) continue;
    // A thing that passes or fails a test says it from the other side ("The 2016 sedan failed
    // inspection" / "The inspector failed the 2016 sedan").
    auto test_noun = [](std::string_view w) {
      static constexpr std::string_view kTests[] = {"inspection", "inspections", "test", "tests", "exam", "exams", "examination",
                                                    "audit", "audits", "check", "checks", "assessment", "review"};
      return std::find(std::begin(kTests), std::end(kTests), w) != std::end(kTests);
    };
    const bool pass_fail = hv.key == "fail" || hv.key == "pass" || hv.lower.starts_with("fail") || hv.lower.starts_with("pass");
    // Nor a noun in "-s" ("Kingsford Hospital patients surveyed", "bistro cooking courses at"); an X V Y
    // of a true verb in "-s" whose key is mainly a noun is the other tests' to find.
    if (noun_in_s(lex, hv)) continue;
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
    // A compound adjective is no clause ("a Texas-based firm" / "a firm based in Texas"), nor is its
    // first word against the claim's plain one ("its new seed-cleaning facility" / "processing seed at
    // its new facility").
    if ((hc[v] > 0 && h[hc[v] - 1].hyphen_after) || (pv > 0 && p[pv - 1].hyphen_after) || (p[pv].hyphen_after && !hv.hyphen_after)) continue;
    // Nor is the head of a counted noun phrase ("now runs 34 mobile cranes after adding").
    if ((hc[v] >= 1 && h[hc[v] - 1].kind == Kind::kNumber && !h[hc[v] - 1].year) ||
        (hc[v] >= 2 && h[hc[v] - 2].kind == Kind::kNumber && !h[hc[v] - 2].year && h[hc[v] - 1].kind == Kind::kWord)) {
      continue;
    }
    for (std::size_t yi = v + 1; yi < hc.size() && f[10] == 0; ++yi) {
      if (h[hc[yi]].clause != hv.clause) break;
      // Past the word after V, a name or the head of V's object ("prey mainly on sea otters").
      if (h[hc[yi]].quoted || h[hc[xi]].quoted || (yi > v + 1 && !late_name(yi) && hc[yi] != object_head(h, hc[v]))) {
        continue;
      }
      if (at[yi] == npos || h[hc[yi]].kind != Kind::kWord) continue;
      if (pass_fail && test_noun(h[hc[yi]].lower)) continue;
      // A name followed by its own past verb begins a relative clause without "that", of which
      // V is the object ("the plug plants Oakhill Plants propagated in 2023").
      std::size_t y_end = hc[yi];
      while (y_end < h.size() && name_word(h[y_end]) && h[y_end].clause == hv.clause) ++y_end;
      if (y_end > hc[yi] && y_end < h.size() && h[y_end].clause == hv.clause && h[y_end].kind == Kind::kWord &&
          !h[y_end].stopword && (h[y_end].lower.ends_with("ed") || h[y_end].irregular)) {
        continue;
      }
      const bool p_verb = plural_present(p, pv) || verb_like(p[pv]) || base_verb_after_modal(p, pv);
      // (Or the verb of the source's passive with its agent, whose form the claim's lacks: "The Kelso
      // Club was beaten by the Ashby Club" / "The Kelso Club beat the Ashby Club".)
      const bool verb_between = (verb_like(hv) || base_verb_after_modal(h, hc[v]) || (plural_present(h, hc[v]) && p_verb) ||
                                 (p[pv].key == hv.key && pv + 2 < p.size() && p[pv + 1].lower == "by" && be_passive(p, pv) &&
                                  voice(h, hc[v]) == 0 && (p[pv + 2].capitalised || is_determiner(p[pv + 2].lower)))) &&
                                x_adjacent;
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
      // (Not an occurrence in another name of the claim's: "Marlow Bay Marine Tours donates $2 from every
      // ticket sold to the Marlow Bay Cetacean Trust" / "Every ticket sold by Marlow Bay Marine Tours":
      // "Marlow" of the Trust is not the seller's.)
      // (The two names differ in a word of the claim's, and the source's holds one of another claim
      // name's, sentence-initial words aside.)
      auto others_name = [&](std::size_t c, std::size_t k) {
        if (!name_word(h[c]) || !name_word(p[k])) return false;
        const auto own = name_run(h, c), there = name_run(p, k);
        auto in_there = [&](const Tok& u) {
          for (std::size_t q = there.first; q < there.second; ++q) {
            if (!p[q].sentence_initial && p[q].lower == u.lower) return true;
          }
          return false;
        };
        bool differs = false;
        for (std::size_t y = own.first; y < own.second && !differs; ++y) differs = !h[y].sentence_initial && !in_there(h[y]);
        if (!differs) return false;
        for (std::size_t y = 0; y < h.size(); ++y) {
          if (y >= own.first && y < own.second) continue;
          if (name_word(h[y]) && !h[y].sentence_initial && in_there(h[y])) {
            bool in_own = false;
            for (std::size_t z = own.first; z < own.second && !in_own; ++z) in_own = h[z].lower == h[y].lower;
            if (!in_own) return true;
          }
        }
        return false;
      };
      for (std::size_t k : where[xi]) {
        if (p[k].sentence == p[pv].sentence && (px == npos || (k < pv) != (px < pv)) && !others_name(hc[xi], k)) px = k;
      }
      for (std::size_t k : where[yi]) {
        if (p[k].sentence == p[pv].sentence && (py == npos || (k > pv) != (py > pv)) && !others_name(hc[yi], k)) py = k;
      }
      if (px == npos || py == npos) continue;
      // (Nor X's possessive, at the end of its name, right before Y: one noun phrase, "Verity Hoop Studio's
      // second location opened this spring" / "Verity Hoop Studio opened its second location".)
      auto owns_y = [&](std::size_t k) {
        const std::size_t e = name_word(p[k]) ? name_run(p, k).second - 1 : k;
        return p[e].possessive && e < py && py - e <= 3;
      };
      if (std::any_of(where[xi].begin(), where[xi].end(), owns_y)) continue;
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
      // Y a place on both sides ("can be walked in the Larkspur Equestrian Centre car park" /
      // "not permitted on the yard at Larkspur Equestrian Centre").
      if (is_adjunct_preposition(word_before_party(h, hc[yi])) && is_adjunct_preposition(word_before_party(p, py))) continue;
      // Nor, a noun between the names, X a place in the source ("Ridgeway Coaches operates ... from
      // its depot in Harlow Bridge" / "The Harlow Bridge depot of Ridgeway Coaches").
      if (!verb_between && is_adjunct_preposition(word_before_party(p, px))) continue;
      // A thing let "to" Y said as let "from" X by Y (to_and_from).
      if (to_and_from(word_before_party(h, hc[yi]), word_before_party(p, px))) continue;
      // Beyond the adjacent X V Y, only the plain shape on both sides: Y at most 10 tokens before
      // V in the premise, X at most 6 after it, in V's clause, and Y at most 6 tokens after V in
      // the hypothesis (titles and lists of names around a verb are not its arguments).
      bool passive_shape = false;
      if (yi > v + 1 || !x_adjacent || !verb_like(hv)) {
        const bool shape = py < pv && pv - py <= 10 && p[py].clause == p[pv].clause && px > pv && px - pv <= 8 &&
                           p[px].clause == p[pv].clause && hc[yi] - hc[v] <= 8;
        // (Or, against an active claim, the source's passive with its agent in the same order: "The
        // Dovecote Paddlers are sponsored by Harlow Marine Supplies" / "The Dovecote Paddlers
        // sponsor Harlow Marine Supplies", whose "sponsor" has no ending that says it is a verb.)
        auto near_side = [&](std::size_t i, bool before, std::size_t reach) {
          return std::any_of(where[i].begin(), where[i].end(), [&](std::size_t o) {
            return p[o].clause == p[pv].clause && p[o].sentence == p[pv].sentence &&
                   (before ? o < pv && pv - o <= reach : o > pv && o - pv <= reach);
          });
        };
        passive_shape = !shape && x_adjacent && yi == v + 1 && near_side(xi, true, 6) && near_side(yi, false, 4) &&
                        voice(p, pv) == 2 && voice(h, hc[v]) == 0;
        if (!shape && !passive_shape) continue;
      }
      if (with_against_under(p, pv, h, hc[v])) continue;
      const int hvoice = voice(h, hc[v]), pvoice = voice(p, pv);
      if ((hvoice == 1) != (pvoice == 1)) continue;
      // (A passive whose agent after "by" is neither of the two names says nothing of their order:
      // "the only fertiliser approved for use by entrants in the Sunnyside Growers' Cup" / "the sole
      // fertiliser approved for the Sunnyside Growers' Cup".)
      auto other_agent = [](const std::vector<Tok>& t, std::size_t v, std::size_t a, std::size_t b) {
        for (std::size_t q = v + 1; q < t.size() && q <= v + 6 && t[q].clause == t[v].clause; ++q) {
          if (t[q].lower != "by") continue;
          std::size_t g = q + 1;
          while (g < t.size() && g <= q + 3 && t[g].kind == Kind::kWord && t[g].stopword) ++g;
          if (g >= t.size() || t[g].clause != t[q].clause) return false;
          auto in_party = [&](std::size_t x) {
            if (x == npos) return false;
            const auto r = name_word(t[x]) ? name_run(t, x) : std::pair{x, x + 1};
            return g >= r.first && g < r.second;
          };
          // (A common noun, no name within four words before a preposition: not "trained by master cobbler
          // Ruth Adeyemi".)
          bool named = false;
          for (std::size_t n = g; n < t.size() && n <= g + 3 && t[n].clause == t[q].clause && !named && !is_adjunct_preposition(t[n].lower);
               ++n) {
            named = name_word(t[n]);
          }
          return !named && !in_party(a) && !in_party(b);
        }
        return false;
      };
      if ((pvoice == 2 && other_agent(p, pv, px, py)) || (hvoice == 2 && other_agent(h, hc[v], hc[xi], hc[yi]))) continue;
      const bool h_passive = hvoice == 2;
      const bool p_passive = pvoice == 2;
      const bool same_order = (px < pv && pv < py) || passive_shape;
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
void RoleTests::direction() {
  if (f[10] == 0) {
    // 1 "to", 2 "from" before the word at k, past a determiner and, where `words` says, up to two
    // words of its noun phrase ("from the Lattice hub"), else 0. The claim's word is the first of
    // its phrase (each is tried), so no adverb after it is read as its phrase ("to the lock overnight").
    // (And where it counts words, any words of a name among them: "from Grizzly Creek Kennel owner
    // Tom Harlan".)
    const auto direction = [](const std::vector<Tok>& t, std::size_t k, std::size_t words) {
      std::size_t q = k, names = words > 0 ? 4 : 0;
      while (q > 0 && t[q - 1].kind == Kind::kWord && !t[q - 1].stopword && t[q - 1].sentence == t[k].sentence) {
        if (t[q - 1].capitalised && !t[q - 1].sentence_initial && names > 0) {
          --names;
        } else if (words > 0) {
          --words;
        } else {
          break;
        }
        --q;
      }
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
}

// Numbers given to the other name: a number of the claim (not a year) whose nearest name of the
// claim is not the one nearest it in the anchor sentence, both names standing in the number's
// clause there ("Marin hit 41 winners to Kovalenko's 29" / "Kovalenko struck 41 winners,
// compared with 29 for Marin"; "Valbuena crossed the line 23 seconds ahead of Decroos" /
// "Decroos finished 23 seconds ahead of Valbuena"). A name is a run of capitalised words
// ("Siberia's Lake Baikal" is one), nearest strictly (a tie says nothing).
void RoleTests::numbers_to_other_name() {
  // The keys of the run of capitalised words around token q, "of" inside it ("University of
  // Gottingen").
  auto run_keys = [&](const std::vector<Tok>& t, std::size_t q) {
    const auto [b, e] = name_run_through_of(t, q);
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
      // capitalised first word, "None of the five candidates", a unit, "14,000 TEU", or a name
      // in a compound, "German-to-English translation".)
      if (t[q].sentence != t[k].sentence || (clause && t[q].clause != t[k].clause) || !name_word(t[q]) ||
          is_weekday(t[q].lower) || t[q].sentence_initial ||
          !has_lowercase(t[q].surface) || t[q].hyphen_after || (q > 0 && t[q - 1].hyphen_after) ||
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
      // (Past an article and two words of description in its clause: "by the larger agency
      // HomeTeam Services"; not "by the regulator, the Office of Rail Standards".)
      const bool described = q + 4 < t.size() && t[q + 1].lower == "the" && t[q + 4].clause == t[q].clause;
      for (std::size_t n = q + 1; n < e && n <= q + (described ? 4 : 3) && t[n].sentence == sentence; ++n) {
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
        const bool particle = particle_before_by(before);
        const std::size_t vi = particle && q >= 3 ? q - 2 : q - 1;
        const Tok& v = t[vi];
        const bool participle = v.kind == Kind::kWord && (v.lower.ends_with("ed") || v.irregular);
        if (participle && vi >= 1 && (is_be_form(t[vi - 1].lower) || (vi >= 2 && is_be_form(t[vi - 2].lower)))) return true;
      }
      return false;
    };
    // (Or a noun's agent: "The recall of 40,000 BugHalt indoor spray bottles by Pestana Labs".)
    auto noun_agent = [&](const std::vector<Tok>& t, std::size_t k) {
      if (k == 0 || t[k - 1].lower != "of") return false;
      for (std::size_t q = k + 1; q + 1 < t.size() && t[q].clause == t[k].clause && q <= k + 6; ++q) {
        if (t[q].lower == "by" && name_word(t[q + 1])) return true;
      }
      return false;
    };
    // (Or a passive of giving before the number, its subject the receiver: "Ferncliffe Primary
    // School was given 200 native saplings by Marsh Lane Nursery".)
    auto given_before = [&](const std::vector<Tok>& t, std::size_t k) {
      if (k < 2) return false;
      const std::size_t vi = k - 1;
      const Tok& v = t[vi];
      const bool participle = v.kind == Kind::kWord && (v.lower.ends_with("ed") || v.irregular) && is_be_form(t[vi - 1].lower);
      if (!participle) return false;
      for (std::size_t q = k + 1; q < t.size() && t[q].sentence == t[k].sentence; ++q) {
        if (t[q].lower == "by" && agent_name(t, q, std::min(t.size(), q + 4), t[k].sentence)) return true;
      }
      return false;
    };
    const bool passive_one_side = (agent_name(h, 0, hc[i], x.sentence) || agent_after(h, hc[i]) || passive_after(h, hc[i]) ||
                                   noun_agent(h, hc[i]) || given_before(h, hc[i])) !=
                                  (agent_name(p, wb, at[i], anchor) || agent_after(p, at[i]) || passive_after(p, at[i]) ||
                                   noun_agent(p, at[i]) || given_before(p, at[i]));
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
    // Nor a number after a time noun, a label of the stretch ("in week four", "on day 3"), nor a time
    // of day ("takes place ... from 2 to 4 p.m. at the Driftwood Café" / "the Driftwood Café hosts the
    // Harbor Lights Geocoin Swap between 2 and 4 in the afternoon").
    auto time_label = [](const std::vector<Tok>& t, std::size_t k) { return k > 0 && is_time_noun(t[k - 1].lower); };
    if (time_label(h, hc[i]) || time_label(p, at[i]) || h[hc[i]].clock || p[at[i]].clock) continue;
    // Nor a term of the whole deal ("to lease Brackley Stadium from Holmford Council for 25
    // years"): no party's. (Not a shorter time, which is often one party's: "bottle-fed the
    // kittens for three weeks before returning them to the Elmwood Shelter".)
    auto duration = [](const std::vector<Tok>& t, std::size_t k) {
      static constexpr std::string_view kUnits[] = {"year", "years", "month", "months"};
      return k > 0 && t[k - 1].lower == "for" && k + 1 < t.size() &&
             std::find(std::begin(kUnits), std::end(kUnits), t[k + 1].lower) != std::end(kUnits);
    };
    if (duration(h, hc[i]) || duration(p, at[i])) continue;
    // Nor a frequency ("runs every 20 minutes") nor a deal's price ("Clearpath's $48 million
    // acquisition of the carrier"): the event's, no party's.
    auto event_number = [](const std::vector<Tok>& t, std::size_t k) {
      static constexpr std::string_view kDeals[] = {"acquisition", "deal", "takeover", "purchase", "merger", "bid", "buyout"};
      const std::size_t n = k + 1 < t.size() && t[k + 1].kind == Kind::kWord && t[k + 1].stopword ? k + 2 : k + 1;
      return (k > 0 && t[k - 1].lower == "every") ||
             (n < t.size() && std::find(std::begin(kDeals), std::end(kDeals), t[n].lower) != std::end(kDeals));
    };
    if (event_number(h, hc[i]) || event_number(p, at[i])) continue;
    // The nearest in the number's clause on both sides ("Decroos won the stage, finishing 23
    // seconds ahead of Andres Valbuena": Valbuena).
    const std::size_t hq = nearest_name(h, hc[i], true), pq = nearest_name(p, at[i], true);
    if (hq == npos || pq == npos) continue;
    // A pronoun nearer the number than the name on either side stands for a party ("ordered the
    // insurer to pay him £2,300", "each parcel Ridgeway delivers for it in 14 northern
    // counties"; a possessive one, "Rhyno Mobile offers the Pixelon X7 on its 24-month plans"):
    // the nearest name says nothing.
    auto pronoun_nearer = [](const std::vector<Tok>& t, std::size_t k, std::size_t name) {
      // (And a relative pronoun for its antecedent: "the Oakfield Commuter Card, which takes 25%
      // off Rivermead Rail season tickets".)
      static constexpr std::string_view kPronouns[] = {"him", "her", "it", "he", "she", "us", "we", "its", "their", "his", "which", "who"};
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
    // (Unless both sides pay a name, two names: the payee exchanged, "Kestrel will pay Hauler's Way a $25
    // fee for each referral" / "Hauler's Way Truck Rental will pay Kestrel Storage $25".)
    const bool h_paid = paid_to(h, hc[i], hq), p_paid = paid_to(p, at[i], pq);
    if (h_paid && p_paid && !shares(run_keys(h, hq), run_keys(p, pq))) {
      f[10] = 1;
      reasons.push_back(fmt::format("swapped_roles: {} / {}", h[hq].surface, p[pq].surface));
      continue;
    }
    if (h_paid || p_paid) continue;
    // Nor a name after "to" that a verb of giving before the number gives it to: the gift is both
    // parties' ("Harwick Marine Supplies is donating £12,500 to the Saltmere Lifeboat Appeal" /
    // "Harwick Marine Supplies is contributing £12,500").
    static const std::array<std::string, 10> kGive = {lex.key("donate"), lex.key("give"),       lex.key("pay"),    lex.key("send"),
                                                      lex.key("lend"),   lex.key("grant"),      lex.key("award"),  lex.key("contribute"),
                                                      lex.key("pledge"), lex.key("supply")};
    auto gives = [&](const Tok& u) { return u.kind == Kind::kWord && std::find(kGive.begin(), kGive.end(), u.key) != kGive.end(); };
    auto given_to = [&](const std::vector<Tok>& t, std::size_t k, std::size_t name) {
      if (name <= k) return false;
      const std::size_t w = word_before_name(t, name);
      if (w == npos || t[w].lower != "to" || w > k + 3) return false;
      for (std::size_t q = k; q-- > 0 && q + 4 >= k && t[q].sentence == t[k].sentence;) {
        if (gives(t[q])) return true;
      }
      return false;
    };
    // (Where the other side's name is the giver, before the verb: not "The Ashgrove Arts Council
    // awarded a $5,000 grant to Riverbank Clay Studio" / "Riverbank Clay Studio gave the Ashgrove Arts
    // Council a $5,000 grant".)
    auto giver = [&](const std::vector<Tok>& t, std::size_t k, std::size_t name) {
      if (name >= k) return false;
      const std::size_t e = name_run(t, name).second;
      for (std::size_t q = e; q < k && q <= e + 3; ++q) {
        if (gives(t[q])) return true;
      }
      return false;
    };
    if ((given_to(h, hc[i], hq) && giver(p, at[i], pq)) || (given_to(p, at[i], pq) && giver(h, hc[i], hq))) continue;
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
    // Nor the source's giver named after "from" past the number in the claim: the same gift, taken
    // ("Hollins Farm supplied 2 tonnes of bittersweet apples to the Brackenridge Cider Cooperative" /
    // "The Brackenridge Cider Cooperative pressed two tonnes of bittersweet apples from Hollins Farm").
    auto from_name = [&](std::size_t q) {
      const std::size_t w = word_before_name(h, q);
      return q > hc[i] && w != npos && h[w].lower == "from";
    };
    if (b_in_h != npos && from_name(b_in_h) && giver(p, at[i], pq)) continue;
    // Nor two names of one phrase, whose number is the phrase's: a possessive before the other name
    // ("Oakridge Supplies' new Vellum Pro binder holds 600 sheets"), or the other name after a
    // participle and a preposition right after the first ("The 2019 Mazda CX-5 Touring listed at
    // Riverbend Auto is priced at $18,950").
    auto lex_verb = [&](const Tok& u) { return u.lower.ends_with("ed") || u.irregular || (lex.may_be_verb(u.key) && !lex.may_be_noun(u.key)); };
    auto one_phrase = [&](const std::vector<Tok>& t, std::size_t a, std::size_t b) {
      if (a == npos || b == npos) return false;
      const auto ra = name_run(t, std::min(a, b)), rb = name_run(t, std::max(a, b));
      if (ra.second > rb.first || t[ra.first].sentence != t[rb.first].sentence) return false;
      const std::size_t gap = rb.first - ra.second;
      if (t[ra.second - 1].possessive && gap <= 2) return true;
      const Tok& v = t[ra.second];
      if (gap >= 2 && gap <= 3 && v.kind == Kind::kWord && (v.lower.ends_with("ed") || v.irregular) && !is_auxiliary(v.lower) &&
          (t[ra.second + 1].lower == "at" || t[ra.second + 1].lower == "by" || t[ra.second + 1].lower == "from")) {
        return true;
      }
      // (Or joined by a preposition of place or part, past a noun of the first and an article:
      // "The Flex plan at HiveWorks Central", "HiveWorks Central on the Flex plan".)
      bool preposition = false, plain = gap >= 1 && gap <= 3;
      for (std::size_t q = ra.second; q < rb.first && plain; ++q) {
        const std::string& w = t[q].lower;
        const bool prep = w == "at" || w == "on" || w == "of" || w == "in";
        preposition = preposition || prep;
        plain = t[q].kind == Kind::kWord && !t[q].capitalised && !is_auxiliary(w) && (prep || w == "the" || !lex_verb(t[q]));
      }
      return plain && preposition;
    };
    if (one_phrase(h, hq, b_in_h) || one_phrase(p, a_in_p, pq)) continue;
    // Nor a place ("a collector in Reno"): a name after "in" on either side.
    // (Past a word of direction before the name: "in southern England", "in west Cornwall".)
    auto place = [](const std::vector<Tok>& t, std::size_t q) {
      if (q == npos) return false;
      const std::size_t b = name_run(t, q).first;
      static constexpr std::string_view kParts[] = {"northern", "southern", "eastern", "western", "north", "south", "east",
                                                    "west",     "central",  "rural",   "coastal", "upper", "lower"};
      const bool part = b > 1 && std::find(std::begin(kParts), std::end(kParts), t[b - 1].lower) != std::end(kParts);
      return b > 0 && (t[b - 1].lower == "in" || (part && t[b - 2].lower == "in"));
    };
    if (place(h, hq) || place(h, b_in_h) || place(p, pq) || place(p, a_in_p)) continue;
    // Nor a master after "under", the doer of the other side's verb ("Jonas Berg trained Aiko
    // Tanaka for three winters" / "Aiko Tanaka studied under Jonas Berg for three winters").
    auto master = [](const std::vector<Tok>& t, std::size_t q) {
      const std::size_t b = name_run(t, q).first;
      return b > 0 && t[b - 1].lower == "under";
    };
    if (master(h, hq) || master(p, pq)) continue;
    // Nor a price where the claim's name nearest it is the seller's, after "at" or "with": the
    // setting of the sale, not a party to the number ("Verdant Grow liquid seaweed feed is available
    // at the Hazelwood Allotment Shop for £7.99 per litre", "Same-day delivery inside Bristol's Zone
    // 1 costs a flat £6.50 with Spokewise Couriers").
    auto seller = [](const std::vector<Tok>& t, std::size_t k, std::size_t q) {
      if (k == 0 || t[k - 1].kind != Kind::kCurrency) return false;
      const std::size_t w = word_before_name(t, q);
      return w != npos && (t[w].lower == "at" || t[w].lower == "with");
    };
    if (seller(h, hc[i], hq)) continue;
    // (Nor a price or a discount where the claim names the source's nearest party after "at", the
    // seller: "GeoQuest Outfitters is offering 15% off all waterproof cache containers ... for members
    // of the Lakeshore Cachers Guild" / "Lakeshore Cachers Guild members can get a 15 percent discount
    // ... at GeoQuest Outfitters".)
    auto at_seller = [&](std::size_t q) {
      const std::size_t n = hc[i];
      const std::size_t w = n + 1 < h.size() && (h[n + 1].lower == "percent" || h[n + 1].kind == Kind::kPercent) ? n + 2 : n + 1;
      const bool discount = h[n].unit == "percent" && w < h.size() && (h[w].lower == "discount" || h[w].lower == "off");
      if (q == npos || !(discount || (n > 0 && h[n - 1].kind == Kind::kCurrency))) return false;
      const std::size_t before = word_before_name(h, q);
      return before != npos && h[before].lower == "at";
    };
    if (at_seller(b_in_h)) continue;
    f[10] = 1;
    reasons.push_back(fmt::format("swapped_roles: {} / {}", h[hq].surface, p[pq].surface));
  }
}

// Names exchanged around a word: a name of the claim next to an aligned common word ("the
// Drun valley"), where the anchor sentence has another name of the claim in that place and not
// this one ("down the Seva valley toward the town of Drun" / "down the Drun valley toward Seva").
void RoleTests::names_around_word() {
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
void RoleTests::names_around_verb() {
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
        // (Through "of" as the claim's: "the Port of Dunmere Authority".)
        const auto [pb, pe] = name_run_through_of(p, q);
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
          // (In the source past an article too: "at the Westfield YMCA".)
          is_adjunct_preposition(word_before_party(h, r.b)) || is_adjunct_preposition(word_before_party(p, r.pb))) {
        continue;
      }
      runs.push_back(r);
    }
    // An agent's "by" among the three tokens before [b, ...), after the verb at `after`, which is a
    // participle after a form of "be" or right before the "by" ("was defeated 2-1 by Dunmore City",
    // "the editor maintained by the Tidewater Collective"; not "scored the winner from a pass by
    // Joe Mensah").
    auto agent_by = [](const std::vector<Tok>& t, std::size_t after, std::size_t b) {
      // (Or a participle the same as its verb's base, between a form of "be" and "by": "is run by
      // Rowan Ellis", "was cut by".)
      // (Or one that opens a clause of its own before "by", a reduced relative: "The Threadneedle
      // Mill shop, run by Rowan Hartley, sells yarn".)
      const bool participle = t[after].lower.ends_with("ed") || t[after].irregular ||
                              (after > 0 && (is_be_form(t[after - 1].lower) || t[after - 1].clause != t[after].clause) &&
                               after + 1 < t.size() && t[after + 1].lower == "by");
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
        // (Not past another preposition: "paid by card or through the RiverGo app".)
        if (w == "through" || w == "via" || w == "or") return false;
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
        // A thing passed from one to the other, said from the other side: the second name after
        // "from" on one side and after "to" on the other ("Lumora Optics supplies image sensors to
        // Corvin Camera Works" / "Corvin Camera Works uses image sensors from Lumora Optics").
        // (Reversed, the source's second name is A's.) So after "for" ("Hillcrest Bakery supplies
        // the buns for Patty Wagon's burgers" / "Patty Wagon's burger buns come from Hillcrest
        // Bakery").
        if (reversed && ((hb == "from" && (pa == "to" || pa == "for")) || (hb == "to" && pa == "from"))) continue;
        // Nor the second name after the agent's "by" on one side and "from" on the other, in the
        // same order: its source ("has replaced its old pinsetters with string pinsetters from Apex
        // Bowling Systems" / "now uses string pinsetters supplied by Apex Bowling Systems").
        if (!reversed && ((hb == "by" && pb == "from") || (hb == "from" && pb == "by"))) continue;
        // Nor a role noun after "as" in the claim for the source's verb between the names ("Fenwick
        // Window Repair subcontracted the glass cutting ... to Dunmore Glassworks" / "Dunmore Glassworks
        // did the glass cutting ... as a subcontractor to Fenwick Window Repair"): the relation said
        // from the other side. (The same first six letters: no stemmer joins "subcontractor" and
        // "subcontracted".)
        auto role_noun = [&] {
          for (std::size_t q = A.e; q + 1 < B.b; ++q) {
            if (h[q].lower != "as") continue;
            const std::size_t n = is_determiner(h[q + 1].lower) ? q + 2 : q + 1;
            const std::string& w = h[n].lower;
            if (n >= B.b || w.size() < 7 || !(w.ends_with("or") || w.ends_with("er"))) continue;
            // (Of the second name: "as a subcontractor to Fenwick"; not "as a performer with Cirque
            // Aurora", "as well as a cheaper children's model".)
            const std::string_view of = n + 1 < h.size() ? std::string_view(h[n + 1].lower) : "";
            if (!(of == "to" || of == "of" || of == "for") || B.b > n + 4) continue;
            for (std::size_t r = p_first_end; r < p_second; ++r) {
              const std::string& u = p[r].lower;
              if (u != w && u.ends_with("ed") && u.size() >= 6 && u.compare(0, 6, w, 0, 6) == 0) return true;
            }
          }
          return false;
        };
        if (role_noun()) {
          if (!reversed) {
            f[10] = 1;
            reasons.push_back(fmt::format("swapped_roles: {} / {}", h[A.b].surface, h[B.b].surface));
          }
          continue;
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
          // (The claim's verb, said elsewhere in the source, ends the search: "Mechanic Luis Ferrer
          // replaced the worn ball joints a day after inspector Dana Okafor flagged them" / "Dana
          // Okafor, flagged the vehicle's worn ball joints, and ... Luis Ferrer, replaced them".)
          if (pv != npos && (pv < p_first_end || pv >= p_second) && verbish(h, k) && !used_as_noun(h, k) && !h[k].capitalised &&
              !(k > 0 && h[k - 1].hyphen_after)) {
            break;
          }
          if (pv == npos || pv < p_first_end || pv >= p_second || synonym_beside_itself(p, wb, we, h[k], pv)) continue;
          const Tok& hv = h[k];
          // A verb on both sides ("leads the Greens" / "the Greens' leader, Anna Weber": no verb).
          // (Not a name of the claim aligned to a verb: "the Best in Show trophy" / "presented".)
          if (!(verbish(h, k) || verbish(p, pv)) || h[k].capitalised) continue;
          // (Nor a word in "-s" after a noun that modifies it on both sides, a plural noun, with another
          // word after it on each: "includes video lessons from James Okoro" / "James Okoro ... appears in
          // video lessons for the Starter to Loaf online course"; not "donated 30 trestle tables to the
          // Hadley Scouts" / "The Hadley Scouts gave 30 trestle tables to the Hadley Rotary Club".)
          auto compound_plural = [&](const std::vector<Tok>& t, std::size_t q) {
            return noun_in_s(lex, t[q]) && q > 0 && q + 1 < t.size() && t[q - 1].clause == t[q].clause && t[q - 1].kind == Kind::kWord &&
                   t[q - 1].content() && !t[q - 1].capitalised && !t[q - 1].hyphen_after && !verb_like(t[q - 1]) &&
                   !lex.may_be_verb(t[q - 1].key);
          };
          if (compound_plural(h, k) && compound_plural(p, pv) && h[k + 1].lower != p[pv + 1].lower) continue;
          if (!(verbish(p, pv) || p[pv].lower == hv.lower)) break;
          // (A verb negated on one side only is the negation test's: "it did not win; the prize
          // went to Orchard Lane Espresso" / "Orchard Lane Espresso won".)
          if (s.pneg[pv] != s.hneg[k]) break;
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
          // (Nor "says" or "said": "Peak season for blue whales off Farallon Reach is July to September,
          // says skipper Mateo Ruiz" / "Mateo Ruiz ... says blue whales off Farallon Reach peak".)
          auto says = [](const std::string& w) { return w == "says" || w == "said" || w == "say"; };
          if (symmetric(hv.lower) || symmetric(p[pv].lower) || says(hv.lower) || says(p[pv].lower)) continue;
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
          // (Nor the first name before a contrast the source's verb comes after: "The crane for the
          // Harbour View Hotel extension is being supplied by Grayson Crane Hire, while the
          // scaffolding package has gone to Metro Access Ltd".)
          bool contrast_before = false;
          for (std::size_t q = p_first_end; q < pv && !contrast_before; ++q) contrast_before = contrast_conjunction(p[q].lower);
          if (cut_between(h, k + 1, B.b) || cut_between(p, pv + 1, p_second) || contrast_before) break;
          // A passive without its agent on one side only ("Parkview Lettings was ordered to pay
          // Maria Costa" / "ordering her landlord, Parkview Lettings, to pay her") says nothing.
          // A passive between the names, at whichever participle its "by" follows (the word taken
          // for the verb may be a noun in "-s": "is being bought by the London payments startup
          // Fintrail"), up to two words past the verb ("Professor Ines Calder reviewed the
          // manuscript submitted by Dr Tomas Weir": the "by" is another verb's).
          // (Or anywhere before the second name where the word taken for the verb stands in an
          // apposition to the first: "Priya Nair, a new stable hand at Linden Lea Equestrian, is
          // being trained by head groom Sam Okafor".)
          const bool apposed = h[k].clause != h[A.e - 1].clause;
          bool h_by = false, p_by = false;
          for (std::size_t q = A.e; q < B.b && (q <= k + 2 || apposed) && !h_by; ++q) h_by = agent_by(h, q, B.b);
          for (std::size_t q = p_first_end; q < p_second && q <= pv + 2 && !p_by; ++q) p_by = agent_by(p, q, p_second);
          // "Trained under" has its doer second, as a passive does ("Ida Fenn trained under Karl
          // Oster" / "Karl Oster trained Ida Fenn").
          h_by = h_by || under_master(h, k);
          p_by = p_by || under_master(p, pv);
          // (Training "with" someone against "under" them leaves the order open: "trained under
          // master distiller Owen Pritchard" / "trained with master distiller Owen Pritchard".)
          if (with_against_under(p, pv, h, k)) break;
          // So has a verb of receiving with "from" before the second name ("Petra Salo received a
          // snowpack briefing from Jonas Lindqvist" / "Jonas Lindqvist briefed Petra Salo").
          auto received_from = [&](const std::vector<Tok>& t, std::size_t b, std::size_t e) {
            if (preposition(t, e) != "from") return false;
            for (std::size_t q = b; q < e; ++q) {
              const std::string& w = t[q].lower;
              if (w.starts_with("receiv") || w == "got" || w == "gets" || w == "get" || w.starts_with("obtain")) return true;
            }
            return false;
          };
          // (Not where the second name follows "from" on both sides: "gets its pollen data from the
          // University of Alder" / "pollen data comes from the University of Alder".)
          if (preposition(h, B.b) != "from" || preposition(p, B.pb) != "from") {
            h_by = h_by || received_from(h, A.e, B.b);
            p_by = p_by || received_from(p, p_first_end, p_second);
          }
          // An object on one side only, neither a passive, is a verb of two uses ("A scheme led by
          // the Highland Border Transport Partnership will reopen the Aberglen to Stramore line" /
          // "The Aberglen to Stramore line ... will reopen as part of a scheme led by"): no order.
          // (No object: the clause ends, or "as" or a preposition of place or time follows.)
          auto object_after = [](const std::vector<Tok>& t, std::size_t v) {
            return v + 1 < t.size() && t[v + 1].sentence == t[v].sentence && (is_determiner(t[v + 1].lower) || name_word(t[v + 1]));
          };
          auto no_object = [](const std::vector<Tok>& t, std::size_t v) {
            return v + 1 >= t.size() || t[v + 1].clause != t[v].clause || t[v + 1].lower == "as" || is_adjunct_preposition(t[v + 1].lower);
          };
          // (Only for a verb read as one after its modal: "will reopen".)
          auto after_modal = [](const std::vector<Tok>& t, std::size_t v) {
            return !verb_like(t[v]) && !t[v].irregular && base_verb_after_modal(t, v, true);
          };
          if (!h_by && !p_by && (after_modal(h, k) || after_modal(p, pv)) &&
              ((object_after(h, k) && no_object(p, pv)) || (object_after(p, pv) && no_object(h, k)))) {
            break;
          }
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
  }
}

// The doer of a verb of both sides exchanged with another party of the claim: the claim's
// subject of the verb (or the agent after its "by") is not the source's, and each of the two
// stands after the verb on the other side ("the museum outbid an overseas collector" / "an
// overseas collector outbid the museum"; "NetRail built the tunnel on behalf of the Transalp
// Joint Venture" / "The tunnel was built by the Transalp Joint Venture ... for NetRail"). Common
// nouns count as well as names; names in a list or twice in a sentence too. Not a plural noun
// taken for the verb on either side (plural_noun).
void RoleTests::doer_exchanged() {
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
  // A party's first content word, for the reason.
  auto head = [](const std::vector<Tok>& t, std::pair<std::size_t, std::size_t> r) -> const std::string& {
    for (std::size_t x = r.first; x < r.second; ++x) {
      if (t[x].content()) return t[x].surface;
    }
    return t[r.first].surface;
  };
  for (std::size_t i = 0; i < hc.size() && f[10] == 0 && !transfer_reworded; ++i) {
    const std::size_t k = hc[i], pv = at[i];
    if (pv == npos || !verb_at(h, k) || !verb_at(p, pv) || !near_anchor(p[pv].sentence) || synonym_beside_itself(p, wb, we, h[k], pv) ||
        symmetric(h[k].lower) || symmetric(p[pv].lower) || plural_noun(lex, h, k) || plural_noun(lex, p, pv)) {
      continue;
    }
    const auto rh = doer(h, k), rp = doer(p, pv);
    if (rh.first == npos || rp.first == npos || shares_word(h, rh, p, rp.first, rp.second)) continue;
    // (Nor where the claim's doer owns the source's, a name's possessive right before it: "Verity Hoop
    // Studio's second location opened this spring" / "Verity Hoop Studio opened its second location".)
    bool owner = false;
    for (std::size_t q = rp.first; q-- > 0 && rp.first - q <= 3 && p[q].sentence == p[pv].sentence && !owner;) {
      if (!p[q].possessive || !name_word(p[q])) continue;
      const auto run = name_run(p, q);
      owner = shares_word(h, rh, p, run.first, run.second);
    }
    if (owner) continue;
    const std::size_t after_h = by_after(h, k) ? rh.second : k + 1, after_p = by_after(p, pv) ? rp.second : pv + 1;
    if (shares_word(p, rp, h, after_h, sentence_span(h, k).second) && shares_word(h, rh, p, after_p, sentence_span(p, pv).second)) {
      // (Not a letting told from its other side, to_and_from: the word before the other party's
      // first occurrence after the verb on each side.)
      auto preposition_of = [](const std::vector<Tok>& t, const std::vector<Tok>& party, std::pair<std::size_t, std::size_t> r,
                               std::size_t from, std::size_t to) -> std::string_view {
        for (std::size_t y = from; y < to; ++y) {
          for (std::size_t x = r.first; x < r.second; ++x) {
            if (!party[x].content() || party[x].key != t[y].key) continue;
            // (Back past the rest of its noun phrase, five words at most: "to the Moonbeam Pole &
            // Aerial collective".)
            for (std::size_t q = y; q-- > from && y - q <= 6 && t[q].clause == t[y].clause;) {
              const std::string& w = t[q].lower;
              if (w == "to" || w == "from") return w;
              if (is_auxiliary(w) || w == "by" || w == "with" || w == "for") break;
            }
            return word_before_party(t, y);
          }
        }
        return {};
      };
      const std::string_view h_other = preposition_of(h, p, rp, after_h, sentence_span(h, k).second);
      const std::string_view p_other = preposition_of(p, h, rh, after_p, sentence_span(p, pv).second);
      // (Nor the claim's doer after "with" in the source, what the source's doer does it with: "its
      // 2024-25 season will open on September 13 with 'Arsenic and Old Lace'" / "'Arsenic and Old
      // Lace' will open the season".)
      if (to_and_from(h_other, p_other) || p_other == "with") continue;
      f[10] = 1;
      reasons.push_back(fmt::format("swapped_roles: {} / {}", head(h, rh), head(p, rp)));
    }
  }
}

// The doer of a verb of both sides replaced by another party of the source's sentence: the
// claim's doer is named in that sentence, but not as the verb's, and the source's doer is
// nowhere in the claim ("the buyer pays the shipping cost, and the seller receives payment" /
// "the seller pays for shipping"; "Fairhaven Rangers won the title ... ahead of Ellsworth
// Town" / "Ellsworth Town won the title"). Names are compared by their last word ("Chief
// Justice Samuel Whitaker wrote the majority opinion, while Justice Karen Doyle wrote the
// dissent" / "Justice Karen Doyle wrote the majority opinion").
void RoleTests::doer_replaced() {
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
    // (Not where what the claim says after the verb stands in another clause of that sentence
    // only, two words at least: the claim says what another verb said there, "The Better Moves
    // Bureau gave Tandem Movers an A+ rating in its 2024 review, while rival FastTrack Removals
    // received a C" / "Tandem Movers received an A+ from the Better Moves Bureau in its 2024
    // review".)
    int here = 0, there = 0;
    for (std::size_t q : after) {
      bool in_clause = false, in_other = false;
      for (std::size_t y = 0; y < p.size(); ++y) {
        if (p[y].sentence != p[pv].sentence || p[y].kind != h[q].kind || p[y].key != h[q].key) continue;
        (p[y].clause == p[pv].clause ? in_clause : in_other) = true;
      }
      here += in_clause;
      there += in_other && !in_clause;
    }
    if (here == 0 && there >= 2) continue;
    // (A name in apposition right before the verb's clause: "the mechanic, Luis Ferrer, replaced
    // them".)
    auto appositive = [](const std::vector<Tok>& t, std::size_t v, std::pair<std::size_t, std::size_t> r) {
      if (r.first != npos || v == 0 || t[v - 1].clause == t[v].clause || t[v - 1].sentence != t[v].sentence || !name_word(t[v - 1]) ||
          ing_form(t[v].lower)) {
        return r;
      }
      // (Set off by commas on both sides: not "acquired Castle Property Group, adding".)
      const auto run = name_run(t, v - 1);
      const bool set_off = run.first > 0 && t[run.first - 1].clause != t[run.first].clause && t[run.first - 1].sentence == t[v].sentence;
      return set_off ? run : r;
    };
    auto rh = appositive(h, k, doer(h, k)), rp = appositive(p, pv, doer(p, pv));
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
    // Or kept as the doer of another verb of the claim that the source gives to the claim's doer
    // here: the two doers exchanged ("senior guard Priya Nair played the distressed swimmer while
    // trainee Owen Fisk performed the rescue" / "Owen Fisk played the distressed swimmer while
    // Priya Nair performed the rescue").
    bool exchanged = false;
    for (std::size_t y = 0; y < h.size() && named && kept && !exchanged; ++y) {
      if (h[y].kind != Kind::kWord || h[y].key != p[xp].key || (y >= rh.first && y < rh.second)) continue;
      std::size_t k2 = y + 1;
      while (k2 < h.size() && (is_auxiliary(h[k2].lower) || ly_adverb(h[k2].lower) || name_word(h[k2]))) ++k2;
      if (k2 >= h.size() || k2 == k || h[k2].kind != Kind::kWord || !(verb_like(h[k2]) || verb_at(h, k2)) || by_after(h, k2)) continue;
      for (std::size_t m = 0; m < p.size() && !exchanged; ++m) {
        if (p[m].kind != Kind::kWord || p[m].key != h[k2].key || p[m].sentence != p[pv].sentence || m == pv) continue;
        for (std::size_t q = m >= 4 ? m - 4 : 0; q < m; ++q) exchanged = exchanged || (p[q].kind == Kind::kWord && p[q].key == h[xh].key);
      }
    }
    if (named && (!kept || exchanged)) {
      f[10] = 1;
      reasons.push_back(fmt::format("swapped_roles: {} / {}", h[xh].surface, p[xp].surface));
    }
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
void RoleTests::arguments_exchanged() {
  // A content word: its key, and whether it is a word of a name (capitalised past its sentence's
  // start), which a common word of the same key does not meet ("Shutterhouse Rentals" / "a minimum
  // rental").
  struct Word {
    std::string_view key;
    bool name;
    bool common;
  };
  struct Slots {
    std::vector<std::string> name;                 // "subject", "object", or a preposition
    std::vector<std::vector<Word>> words;  // its content words
    std::vector<std::string> head;                 // its last content word, as written
  };
  auto word = [](const Tok& u) {
    return Word{u.key, u.capitalised && !u.sentence_initial, !u.capitalised};
  };
  // The content words of the phrase from q on (past determiners and "of"), up to another
  // preposition, a conjunction, a form of "be", a modal or the clause's end, at most six tokens.
  auto phrase = [&](const std::vector<Tok>& t, std::size_t q) {
    static constexpr std::string_view kStops[] = {"to", "from", "into", "with", "for", "by", "and", "or", "but", "that",
                                                  "which", "who", "while", "until", "in", "at", "on", "after", "before"};
    std::pair<std::vector<Word>, std::string> out;
    for (std::size_t m = q; m < t.size() && m < q + 6 && t[m].clause == t[q].clause && t[m].sentence == t[q].sentence; ++m) {
      const std::string& w = t[m].lower;
      if (m > q && (t[m].kind != Kind::kWord || is_be_form(w) || is_modal(w) ||
                    std::find(std::begin(kStops), std::end(kStops), w) != std::end(kStops))) {
        break;
      }
      if (t[m].content() && t[m].kind == Kind::kWord) out.first.push_back(word(t[m])), out.second = t[m].surface;
    }
    return out;
  };
  auto slots_of = [&](const std::vector<Tok>& t, std::size_t v) {
    Slots sl;
    std::vector<Word> subject;
    std::string subject_head;
    for (std::size_t m = v; m-- > 0 && v - m <= 7 && t[m].clause == t[v].clause && t[m].sentence == t[v].sentence;) {
      const std::string& w = t[m].lower;
      if (is_auxiliary(w) || ly_adverb(w)) continue;
      if (w == "and" || w == "or" || w == "that" || w == "which" || w == "who" || (verb_like(t[m]) && (w.ends_with("ed") || t[m].irregular))) break;
      if (t[m].content() && t[m].kind == Kind::kWord) {
        if (subject.empty()) subject_head = t[m].surface;
        subject.push_back(word(t[m]));
      }
    }
    auto add = [&](std::string name, std::pair<std::vector<Word>, std::string> o) {
      if (o.first.empty()) return;
      sl.name.push_back(std::move(name));
      sl.words.push_back(std::move(o.first));
      sl.head.push_back(std::move(o.second));
    };
    // "Trained under" has its doer after "under", its subject the one trained: read as the active
    // ("Clara Vance trained under Harold Minsky" / "Harold Minsky trained Clara Vance").
    if (const std::size_t u = under_at(t, v); u != std::string::npos) {
      if (u + 1 < t.size()) add("subject", phrase(t, u + 1));
      add("object", {subject, subject_head});
      return sl;
    }
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
  // (Strictly, for an exchange: a name's word does not meet a common one; loosely, for the words in
  // their places, any word of the key: "The Harbourline Weather Club's stations" / "the weather
  // stations used by the Harbourline Weather Club".)
  auto meets = [](const std::vector<Word>& a, const std::vector<Word>& b, bool strict = false) {
    return std::any_of(a.begin(), a.end(), [&](const Word& x) {
      return std::any_of(b.begin(), b.end(), [&](const Word& y) {
        return x.key == y.key && !(strict && ((x.name && y.common) || (x.common && y.name)));
      });
    });
  };
  // (Or a participle right before its agent's "by", a reduced relative: "the custom ukuleles sold by
  // Ilha Strings".)
  auto passive_at = [&](const std::vector<Tok>& t, std::size_t v) {
    const bool reduced = (t[v].lower.ends_with("ed") || t[v].irregular) && v + 1 < t.size() && t[v + 1].lower == "by" &&
                         !(v > 0 && (is_auxiliary(t[v - 1].lower) && !is_be_form(t[v - 1].lower)));
    return (v > 0 && is_be_form(t[v - 1].lower)) || reduced;
  };
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
          if (meets(hs.words[a], pb, true) && meets(hs.words[b], pa, true) && !meets(hs.words[a], pa) && !meets(hs.words[b], pb)) {
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


bool RoleTests::other_party_named(const std::vector<std::string>& claims, const std::vector<std::string>& sources) const {
  bool shared = false, named = false;
  for (const std::string& key : claims) {
    shared = shared || std::find(sources.begin(), sources.end(), key) != sources.end();
    named = named || std::any_of(p.begin(), p.end(), [&](const Tok& u) { return u.kind == Kind::kWord && u.key == key; });
  }
  return !shared && named;
}

// The party a ruling favours exchanged: "in favour of" a name on both sides, two names, the claim's
// named in the source too ("the tribunal ruled in favour of holidaymaker Alan Fisk and ordered
// Northgate Leisure to refund his seasonal fee" / "The tribunal found in favour of Northgate Leisure
// and against Alan Fisk").
void RoleTests::favoured_party() {
  // The name after "in favour of" (past "the" and up to two words before it), its run; or none.
  auto favoured = [](const std::vector<Tok>& t, std::size_t b, std::size_t e) {
    for (std::size_t q = b + 1; q + 1 < e; ++q) {
      if ((t[q].lower != "favour" && t[q].lower != "favor") || t[q - 1].lower != "in" || t[q + 1].lower != "of") continue;
      for (std::size_t n = q + 2; n < e && n <= q + 5 && t[n].sentence == t[q].sentence; ++n) {
        if (name_word(t[n])) return name_run(t, n);
      }
    }
    return std::pair<std::size_t, std::size_t>{npos, npos};
  };
  auto keys = [](const std::vector<Tok>& t, std::pair<std::size_t, std::size_t> r) {
    std::vector<std::string> out;
    for (std::size_t q = r.first; q < r.second; ++q) out.push_back(t[q].key);
    return out;
  };
  if (f[10] != 0) return;
  const auto hr = favoured(h, 0, h.size());
  if (hr.first == npos) return;
  const auto pr = favoured(p, wb, we);
  if (pr.first == npos || !near_anchor(p[pr.first].sentence) || !other_party_named(keys(h, hr), keys(p, pr))) return;
  f[10] = 1;
  reasons.push_back(fmt::format("swapped_roles: {} / {}", h[hr.first].surface, p[pr.first].surface));
}

// The runner-up exchanged: a name next to "runner-up" on both sides, two names, the claim's named in
// the source too ("crowned shift lead Marco Bell the winner over runner-up Tess Wong" / "Tess Wong won
// ..., with Marco Bell as the runner-up").
void RoleTests::runner_up_exchanged() {
  // The keys of the names of "runner-up": the name right after it (with its "of" phrase), or else every
  // name word of the six words before it in its clause ("the Tallow Street Cinema in Leeds named
  // runner-up"); empty where there is no "runner-up".
  auto runner_up = [](const std::vector<Tok>& t, std::size_t b, std::size_t e) {
    std::vector<std::string> keys;
    for (std::size_t q = b; q + 1 < e && keys.empty(); ++q) {
      if (!((t[q].lower == "runner" || t[q].lower == "runners") && t[q].hyphen_after && t[q + 1].lower == "up")) continue;
      if (q + 2 < e && name_word(t[q + 2]) && t[q + 2].sentence == t[q].sentence) {
        const auto [rb, re] = name_run_through_of(t, q + 2);
        for (std::size_t n = rb; n < re; ++n) {
          if (name_word(t[n])) keys.push_back(t[n].key);
        }
        continue;
      }
      for (std::size_t n = q; n-- > b && q - n <= 6 && t[n].sentence == t[q].sentence && t[n].clause == t[q].clause;) {
        if (name_word(t[n])) keys.push_back(t[n].key);
      }
    }
    return keys;
  };
  if (f[10] != 0) return;
  const std::vector<std::string> hk = runner_up(h, 0, h.size());
  if (hk.empty()) return;
  const std::vector<std::string> pk = runner_up(p, wb, we);
  if (pk.empty() || !other_party_named(hk, pk)) return;
  f[10] = 1;
  const auto said = std::find_if(h.begin(), h.end(), [&](const Tok& u) { return name_word(u) && u.key == hk.back(); });
  reasons.push_back(fmt::format("swapped_roles: runner-up {}", said != h.end() ? said->surface : hk.back()));
}

}  // namespace

void AlignedPair::find_swapped_roles(Findings& out) const {
  RoleTests tests(*this, out);
  tests.transfer_from_other_side();
  tests.winner_and_loser();
  tests.verb_arguments();
  tests.direction();
  tests.numbers_to_other_name();
  tests.names_around_word();
  tests.names_around_verb();
  tests.doer_exchanged();
  tests.doer_replaced();
  tests.arguments_exchanged();
  tests.favoured_party();
  tests.runner_up_exchanged();
  tests.transfer_same_parties();
}

}  // namespace citeval::judge::align

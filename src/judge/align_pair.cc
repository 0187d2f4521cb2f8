// The align judge's first two stages (align_pair.h): the pair read into tokens, and the claim
// aligned to the best window of the premise, with the coverage, alignment and word order features.
#include "judge/align_pair.h"

#include <algorithm>
#include <cmath>

#include "judge/lexical_judge.h"

namespace citeval::judge::align {

namespace {


// premise_length is capped at log(1 + 8,102 tokens): all but two of the dev pairs it was fitted on
// are shorter (WiCE chunks up to 568 tokens, whole WiCE pages and AttributionBench references
// longer), and a longer premise must not extrapolate beyond them.
constexpr double kMaxPremiseLength = 9.0;

}  // namespace

double AlignedPair::weight(const Tok& t) const {
  // (A multiple, "doubled", or a share in words, "half of", weighs as the word it is written as.)
  const bool word_form = t.reread && (t.unit == kTimesUnit || t.fraction);
  return t.kind == Kind::kNumber ? (word_form ? 1.0 : 2.0) : (t.capitalised && !t.sentence_initial) ? 2.0 : 1.0;
}

bool AlignedPair::claim_holds(const Tok& u) const {
  if (u.kind == Kind::kNumber) {
    return std::any_of(h.begin(), h.end(), [&](const Tok& y) { return y.kind == Kind::kNumber && same_value(y.value, u.value); });
  }
  return std::any_of(h.begin(), h.end(), [&](const Tok& y) { return y.kind == Kind::kWord && (y.key == u.key || lex.related(y.key, u.key)); });
}

bool AlignedPair::units_agree(const Tok& x, const Tok& y) const {
  return x.unit.empty() || y.unit.empty() || x.unit == y.unit || lex.related(x.unit, y.unit) || same_spelling(x.unit, y.unit);
}

bool AlignedPair::in_window(std::size_t k) const { return p[k].sentence >= best_begin && p[k].sentence < best_begin + best_len; }

bool AlignedPair::near_anchor(int sentence) const {
  // (Or the next one, opening with a pronoun for the anchor's subject: "Gift cards from Glacier
  // Yogurt ... never expire. They cannot be exchanged for cash" / "Glacier Yogurt gift cards can
  // be exchanged for cash".)
  return sentence_hits[sentence] > 0 &&
         (sentence_hits[sentence] + 1 >= sentence_hits[anchor] || (sentence == anchor + 1 && pronoun_after_anchor));
}

bool AlignedPair::said_runner_up(std::size_t k) const {
  // (Of a name the claim's clause of k holds, next to the word: the runner-up's.)
  auto in_claims_clause = [&](const Tok& n) {
    return std::any_of(h.begin(), h.end(), [&](const Tok& y) {
      return y.sentence == h[k].sentence && y.clause == h[k].clause && y.capitalised && y.kind == Kind::kWord && y.key == n.key;
    });
  };
  for (std::size_t q = wb; q + 1 < we; ++q) {
    if (!((p[q].lower == "runner" || p[q].lower == "runners") && p[q].hyphen_after && p[q + 1].lower == "up")) continue;
    for (std::size_t n = q >= 3 ? q - 3 : 0; n < we && n <= q + 4; ++n) {
      if (n != q && n != q + 1 && p[n].sentence == p[q].sentence && name_word(p[n]) && !p[n].sentence_initial && in_claims_clause(p[n])) {
        return true;
      }
    }
  }
  return false;
}

AlignedPair AlignedPair::read(std::string_view premise, std::string_view hypothesis) {
  AlignedPair s;
  std::vector<Tok>& h = s.h;
  std::vector<Tok>& p = s.p;
  h = tokenize(hypothesis);
  p = tokenize(premise);
  read_stops(h, p);
  read_costs(h, p);
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
  std::vector<std::size_t>& hc = s.hc;
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
  return s;
}

void AlignedPair::align(std::string_view premise, std::string_view hypothesis, Findings& out) {
  Features& f = out.features;
  for (std::vector<Tok>* t : {&h, &p}) {
    for (Tok& tok : *t) tok.key_hash = AlignLexicon::word_hash(tok.key);
  }
  auto matches = [&](const Tok& x, const Tok& y) {
    if (x.kind == Kind::kNumber || y.kind == Kind::kNumber) {
      // An ordinal in digits and in words ("3rd" / "third").
      if (x.kind == Kind::kNumber && x.ordinal && y.kind == Kind::kWord) return ordinal_word(y.lower) == x.value;
      if (y.kind == Kind::kNumber && y.ordinal && x.kind == Kind::kWord) return ordinal_word(x.lower) == y.value;
      if ((x.clock && y.ordinal) || (y.clock && x.ordinal)) return false;  // "5 a.m." / "5th Avenue"
      if (x.kind == y.kind && same_clock(x, y)) return true;
      // A multiple is only another multiple ("doubled" / "twofold"), or a halving a fall by 50%
      // ("halved" / "cut by half").
      // (And a count of occasions, "won it two times" / "won twice".)
      if (const bool mx = x.unit == kTimesUnit, my = y.unit == kTimesUnit; mx || my) {
        if (x.kind != y.kind) return false;
        if (mx && my) return same_value(x.value, y.value);
        if ((mx ? y : x).unit == times_count_unit()) return same_value(x.value, y.value);
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
    // letters or more that is three quarters of the shorter word. (Not the claim's name written in
    // one word of two capitals against a common word, no derivation: "the AnswerHub app" / "paper
    // answer sheets"; not "AmeriCup" / "Americas".)
    const std::size_t shorter = std::min(x.lower.size(), y.lower.size());
    if (shorter < 7 || x.lower[0] != y.lower[0]) return false;
    auto inner_capital = [](const std::string& w) {
      return std::any_of(w.begin() + 1, w.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    };
    if (inner_capital(x.surface) && !y.capitalised) return false;
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
  // So is a count of two said with "both" ("two blue cheeses" / "Both of Millbeck Creamery's blue
  // cheeses"), its word within the next six.
  auto two_as_both = [&](const Tok& x, std::size_t k) {
    if (x.kind != Kind::kNumber || x.value != 2 || x.unit.empty() || p[k].lower != "both") return false;
    for (std::size_t q = k + 1; q < p.size() && q <= k + 6 && p[q].sentence == p[k].sentence; ++q) {
      if (p[q].kind == Kind::kWord && !p[q].stopword && p[q].key == x.unit) return true;
    }
    return false;
  };
  where.assign(hc.size(), {});
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    for (std::size_t k = 0; k < p.size(); ++k) {
      // (A time of day is no day of a month: "2 p.m." / "October 14".)
      if ((matches(x, p[k]) && !(x.clock && day_of_month(p, k))) || percent_as_fraction(x, k) || one_as_article(x, k) ||
          two_as_both(x, k)) {
        where[i].push_back(k);
      }
    }
  }
  // A weekday of the claim inside a range of weekdays of the source ("on Thursdays, Fridays and
  // Saturdays" / "Thursday through Saturday") is found at the range's first word; not one that
  // ends a range of the claim's own ("from Monday to Friday" / "from Monday to Saturday"). (Not
  // months: a month inside a range of months is as often another date, "closed in December 2023"
  // / "fires her furnace only from November to April".)
  auto range_word = [](const std::string& w) { return w == "through" || w == "to" || w == "until" || w == "till" || w == "thru"; };
  auto weekday = [](const Tok& u) { return u.kind == Kind::kWord && u.capitalised ? weekday_number(u.lower) : 0; };
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const std::size_t q = hc[i];
    const int n = weekday(h[q]);
    if (n == 0 || !where[i].empty()) continue;
    if ((q > 0 && (range_word(h[q - 1].lower) || h[q - 1].lower == "from")) || (q + 1 < h.size() && range_word(h[q + 1].lower))) continue;
    for (std::size_t k = 0; k + 2 < p.size(); ++k) {
      const int a = weekday(p[k]), b = weekday(p[k + 2]);
      if (a == 0 || b == 0 || !range_word(p[k + 1].lower) || p[k + 2].sentence != p[k].sentence) continue;
      // (Not a move from one day to another: "rehearsals move from Thursday to Wednesday evenings".)
      if (k >= 2 && p[k - 1].lower == "from" &&
          (p[k - 2].lower.starts_with("mov") || p[k - 2].lower.starts_with("switch") || p[k - 2].lower.starts_with("shift") ||
           p[k - 2].lower.starts_with("chang"))) {
        continue;
      }
      // (Not a day's part the range's end has: "from Tuesday until Friday morning, when it was
      // lowered" / "was lowered on Thursday morning" names that end.)
      const bool part_of_end = q + 1 < h.size() && k + 3 < p.size() && p[k + 3].lower == h[q + 1].lower &&
                               (h[q + 1].lower == "morning" || h[q + 1].lower == "afternoon" || h[q + 1].lower == "evening" ||
                                h[q + 1].lower == "night");
      if ((a < b ? (n > a && n < b) : (n > a || n < b)) && !part_of_end) where[i].push_back(k);
    }
  }
  // A run of years said by its length or by its last ("has increased for the third straight year"
  // / "has grown three years running"; "for four consecutive seasons" / "for the fourth season in
  // a row"): a count and an ordinal of the same value, each with a word of a run after it
  // (run_after), are found at each other.
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const std::size_t q = hc[i];
    const Tok& x = h[q];
    const bool count = x.kind == Kind::kNumber && !x.ordinal && !x.year && !x.clock && x.value >= 2 && x.value <= 20;
    const int ordinal = x.kind == Kind::kWord ? ordinal_word(x.lower) : 0;
    if ((!count && ordinal < 2) || !where[i].empty() || !run_after(h, q)) continue;
    for (std::size_t k = 0; k < p.size(); ++k) {
      const bool other = count ? p[k].kind == Kind::kWord && ordinal_word(p[k].lower) == static_cast<int>(x.value)
                               : p[k].kind == Kind::kNumber && !p[k].ordinal && same_value(p[k].value, ordinal);
      if (other && run_after(p, k)) where[i].push_back(k);
    }
  }
  // A count of two is found at the source's "both" before the same noun, within three words of
  // each ("Both branches of Copperfield Keys cut car keys" / "either of the two Copperfield Keys
  // branches").
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const std::size_t q = hc[i];
    const Tok& x = h[q];
    if (x.kind != Kind::kNumber || x.ordinal || x.year || x.clock || !same_value(x.value, 2) || !where[i].empty()) continue;
    for (std::size_t k = 0; k < p.size(); ++k) {
      if (p[k].lower != "both") continue;
      bool noun = false;
      for (std::size_t a = q + 1; a < h.size() && a <= q + 3 && !noun; ++a) {
        for (std::size_t b = k + 1; b < p.size() && b <= k + 3 && !noun; ++b) {
          noun = h[a].kind == Kind::kWord && p[b].kind == Kind::kWord && !h[a].stopword && h[a].key == p[b].key;
        }
      }
      if (noun) where[i].push_back(k);
    }
  }
  // "One time" is found at the source's "once" (its number and its "time").
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const std::size_t q = hc[i];
    const bool one = h[q].kind == Kind::kNumber && same_value(h[q].value, 1) && q + 1 < h.size() && h[q + 1].lower == "time";
    const bool time = h[q].lower == "time" && q > 0 && h[q - 1].kind == Kind::kNumber && same_value(h[q - 1].value, 1);
    for (std::size_t k = 0; k < p.size() && (one || time) && where[i].empty(); ++k) {
      if (p[k].lower == "once") where[i].push_back(k);
    }
  }
  // "Free" is found at the other side's "no charge", "without an extra fee", "at no cost" (its
  // price word), and such a price word at "free" (the negations are weighed by find_negation).
  auto no_price = [&](const std::vector<Tok>& t, std::size_t q) {
    if (q >= t.size() || !is_price_key(t[q].key)) return false;
    std::size_t c = q;
    while (c > 0 && c + 3 > q && (t[c - 1].lower == "a" || t[c - 1].lower == "an" || t[c - 1].lower == "extra" || t[c - 1].lower == "additional")) --c;
    return c > 0 && (t[c - 1].lower == "no" || t[c - 1].lower == "without");
  };
  for (std::size_t i = 0; i < hc.size(); ++i) {
    if (!where[i].empty()) continue;
    const bool free = h[hc[i]].lower == "free", priced = no_price(h, hc[i]);
    for (std::size_t k = 0; k < p.size() && (free || priced); ++k) {
      // (And "no cancellation charge" at "without a fee".)
      if ((free && no_price(p, k)) || (priced && (p[k].lower == "free" || no_price(p, k)))) where[i].push_back(k);
    }
  }
  // A weekday of the claim is found at the source's "weekdays" (Monday to Friday) or "weekends"
  // ("from 6 in the morning Monday through Friday and at 8 a.m. on Saturdays and Sundays" / "at 6
  // a.m. on weekdays and at 8 a.m. on weekends"), range ends too; not where the source names
  // weekdays itself ("on Saturday, May 4, 2024, and runs every weekend" / "on Sunday, May 4").
  const bool names_weekdays = std::any_of(p.begin(), p.end(), [&](const Tok& u) { return weekday(u) != 0; });
  for (std::size_t i = 0; i < hc.size() && !names_weekdays; ++i) {
    const int n = weekday(h[hc[i]]);
    if (n == 0 || !where[i].empty()) continue;
    for (std::size_t k = 0; k < p.size(); ++k) {
      const std::string& w = p[k].lower;
      if (n <= 5 ? w == "weekday" || w == "weekdays" : w == "weekend" || w == "weekends") where[i].push_back(k);
    }
  }
  // An acronym of the claim stands at the first word of the source's name it abbreviates ("US" /
  // "the United States", "FDIC" / "The Federal Deposit Insurance Corporation"): the initials of a
  // run of capitalised words, "of", "and" and "for" between them skipped. (Or of the rest of a name
  // whose first word the claim says right before it: "Lakeshore ARC" / "the Lakeshore Amateur Radio
  // Club".)
  for (std::size_t i = 0; i < hc.size(); ++i) {
    if (!where[i].empty()) continue;
    const std::size_t c = hc[i];
    for (std::size_t k = 0; k < p.size(); ++k) {
      const bool tail = c > 0 && k > 0 && h[c - 1].capitalised && h[c - 1].kind == Kind::kWord && p[k - 1].key == h[c - 1].key;
      if (abbreviates(h[c], p, k) || (tail && abbreviates(h[c], p, k, true))) where[i].push_back(k);
    }
  }
  // A place's name said as its people's adjective, or the other way round ("Spain's national squad"
  // / "the Spanish national squad", "a Cornish supplier" / "a supplier in Cornwall").
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const Tok& x = h[hc[i]];
    if (!where[i].empty() || x.kind != Kind::kWord || !x.capitalised) continue;
    for (std::size_t k = 0; k < p.size(); ++k) {
      if (p[k].kind == Kind::kWord && p[k].capitalised && same_place(x.lower, p[k].lower)) where[i].push_back(k);
    }
  }
  // A quarter of a year by its initial ("sales grow in Q2" / "increased in the second quarter"): at
  // the ordinal before "quarter".
  for (std::size_t i = 0; i < hc.size(); ++i) {
    const std::string& w = h[hc[i]].lower;
    if (!where[i].empty() || w.size() != 2 || w[0] != 'q' || w[1] < '1' || w[1] > '4') continue;
    static constexpr std::string_view kOrdinals[] = {"first", "second", "third", "fourth"};
    for (std::size_t k = 0; k + 1 < p.size(); ++k) {
      if (p[k].lower == kOrdinals[w[1] - '1'] && p[k + 1].lower == "quarter") where[i].push_back(k);
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
  counts = derive_counts(h, p, hc, where);
  const std::vector<bool>& derived = counts.derived;
  double total = 0.0, global = 0.0;
  for (std::size_t i = 0; i < hc.size(); ++i) {
    total += weight(h[hc[i]]);
    if (!where[i].empty()) global += weight(h[hc[i]]);
  }
  // Best window of 1-3 sentences.
  best_begin = 0;
  best_len = 1;
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
  wb = p.size();
  we = 0;
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
  at.assign(hc.size(), npos);
  sentence_hits.assign(sentences, 0);
  std::vector<int> numbers(sentences, 0);  // per sentence: the claim's numbers found there
  for (std::size_t i = 0; i < hc.size(); ++i) {
    int last = -1;
    for (std::size_t k : where[i]) {
      if (!in_window(k) || p[k].sentence == last) continue;
      last = p[k].sentence;
      ++sentence_hits[last];
      numbers[last] += h[hc[i]].kind == Kind::kNumber;
    }
  }
  anchor = static_cast<int>(std::max_element(sentence_hits.begin(), sentence_hits.end()) - sentence_hits.begin());
  // (On a tie, the sentence holding more of the claim's numbers: "Thornfield Lido's 50-metre pool
  // is heated ... The learner pool is 20 metres long" / "The learner pool at Thornfield Lido
  // measures 20 metres in length".)
  for (int q = 0; q < sentences; ++q) {
    if (sentence_hits[q] == sentence_hits[anchor] && numbers[q] > numbers[anchor]) anchor = q;
  }
  // Whether the sentence after the anchor opens with a pronoun for its subject ("They", "These",
  // "It"; not "It was", "It is", which may say anything: "It was the tenth time Brandt ...").
  pronoun_after_anchor = false;
  for (std::size_t k = 0; k < p.size(); ++k) {
    if (p[k].sentence != anchor + 1 || (k > 0 && p[k - 1].sentence == p[k].sentence)) continue;
    const std::string& w = p[k].lower;
    const bool it = w == "it" && !(k + 1 < p.size() && is_be_form(p[k + 1].lower));
    // (Or with the claim's own first word, a noun: "Closed-toe shoes are required on all courses at
    // Summit Pines Adventure Park. Sandals, flip-flops and Crocs are not permitted" / "Sandals are
    // allowed on the courses at Summit Pines Adventure Park".)
    const bool claims_subject = !h.empty() && h[0].kind == Kind::kWord && p[k].kind == Kind::kWord && !h[0].stopword &&
                                h[0].key == p[k].key && lex.may_be_noun(p[k].key) && !lex.may_be_verb(p[k].key);
    // (Or with the claim's first two words, past "The": "Tiles ... from Wu & Sons Game Supply can be
    // returned within 30 days if unopened. Engraved sets cannot be returned" / "Engraved sets from Wu
    // & Sons Game Supply can be returned"; "The live chat is not recorded" / "The live chat of Tomas
    // Berg's online Rye Masterclass is recorded".)
    const std::size_t h0 = !h.empty() && h[0].lower == "the" ? 1 : 0, p0 = w == "the" ? k + 1 : k;
    const bool claims_two = h0 + 1 < h.size() && p0 + 1 < p.size() && p[p0 + 1].sentence == anchor + 1 && h[h0].kind == Kind::kWord &&
                            !h[h0].stopword && h[h0].key == p[p0].key && h[h0 + 1].kind == Kind::kWord && !h[h0 + 1].stopword &&
                            h[h0 + 1].key == p[p0 + 1].key;
    // (Or with a plural noun of the claim's subject, before the claim's verb, that the anchor lacks:
    // "Modified cars are eligible ... Turbochargers are never permitted" / "Cars fitted with
    // turbochargers are permitted".)
    bool claims_noun = false;
    if (p[k].kind == Kind::kWord && !p[k].stopword && p[k].lower.ends_with("s") && lex.may_be_noun(p[k].key) &&
        !lex.may_be_verb(p[k].key) && k + 1 < p.size() && is_auxiliary(p[k + 1].lower)) {
      bool in_claims_subject = false, anchor_has = false;
      for (std::size_t c = 0; c < h.size() && !is_auxiliary(h[c].lower) && !in_claims_subject; ++c) {
        in_claims_subject = h[c].kind == Kind::kWord && h[c].key == p[k].key;
      }
      for (std::size_t q = 0; q < p.size() && !anchor_has; ++q) anchor_has = p[q].sentence == anchor && p[q].key == p[k].key;
      claims_noun = in_claims_subject && !anchor_has;
    }
    pronoun_after_anchor = w == "they" || w == "these" || it || claims_subject || claims_two || claims_noun;
    break;
  }
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
  coverage = best / total;
  f[0] = coverage;
  f[1] = global / total;

  // Bigrams: consecutive content tokens aligned in the same order, close together.
  int bigrams = 0, bigram_hits = 0;
  unaligned = 0;
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
    f[15] = LexicalJudge::score(premise, hypothesis);
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
  for (std::size_t k = 0; k < AlignJudge::kInteracting.size(); ++k) f[24 + k] = f[AlignJudge::kInteracting[k]] * f[23];
  // The squares of the coverage features: the dev pairs' coverage runs from near 0 (WiCE chunks
  // that do not hold the evidence) to near 1 (references of a claim), and a covered word does not
  // weigh the same at both ends of that range.
  for (std::size_t k = 0; k < AlignJudge::kSquared.size(); ++k) f[32 + k] = f[AlignJudge::kSquared[k]] * f[AlignJudge::kSquared[k]];
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
  find_negation_scopes();
  out.explained.assign(hc.size(), false);
}

}  // namespace citeval::judge::align

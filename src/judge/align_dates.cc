// Dates and the counts of time between them, for the align judge (align_dates.h).
#include "judge/align_dates.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include <fmt/format.h>

namespace citeval::judge::align {

const Tok* day_by(const std::vector<Tok>& t, std::size_t m) {
  for (std::size_t d : {m - 1, m + 1}) {
    if (d < t.size() && t[d].kind == Kind::kNumber && !t[d].year && !t[d].clock && t[d].value >= 1 && t[d].value <= 31 &&
        t[d].sentence == t[m].sentence && t[d].value == std::floor(t[d].value) && time_unit_of(t[d].unit).empty()) {
      return &t[d];
    }
  }
  return nullptr;
}

std::vector<DatePoint> date_points(const std::vector<Tok>& t) {
  std::vector<DatePoint> out;
  std::vector<bool> used(t.size(), false);
  for (std::size_t m = 0; m < t.size(); ++m) {
    const int month = month_word(t[m]) ? month_number(t[m].lower) : 0;
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

}  // namespace citeval::judge::align

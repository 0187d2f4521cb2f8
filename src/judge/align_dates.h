// Dates and the counts of time between them, for the align judge (align_judge.h): the dates a
// text gives (a year, a month, a day), and the counts a claim gives that the source gives only
// as two of its numbers. Internal to citeval::judge.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "judge/align_tokens.h"

namespace citeval::judge::align {

// A point in time the source names: a year, a month of a year, a day of a month (of a year); 0
// where a part is not given. `tok` is the token the point ends at (its year, else its day or month).
struct DatePoint {
  std::size_t tok = 0;
  int year = 0, month = 0, day = 0;
};

// The day number right before or after the month word at m, in its sentence, or nullptr (not a
// count of time: "in September, two months before").
const Tok* day_by(const std::vector<Tok>& t, std::size_t m);

// The dates of a text: "14 January 2025", "January 14, 2025", "August 1913", "20 October", "1871".
std::vector<DatePoint> date_points(const std::vector<Tok>& t);

// A date as ISO 8601 writes it, as far as it is given ("2024-10-14", "2024-10", "2024", "--10-14").
std::string iso_date(const DatePoint& d);

// Counts the claim gives that the source gives only as two of its numbers:
// * a count of time between two dates: "her doctorate eight years before her design was
//   patented" / "doctorate in 1949 ... patented in 1957", "seven weeks after the consultation
//   closed on 16 February" / "take effect on 6 April". Within what the count's hedge allows
//   ("almost five years", "more than nine months", "about seven months"), the claim saying how
//   the two events stand in time ("after", "before", "later", "between", ...), each date's
//   sentence holding a word of the claim, and one of them the claim's own date when it gives one;
// * a change or a total (change_amount): "shrank the site by 50 hectares" / "from 310 to 260
//   hectares".
// The count (and its unit words) is aligned to those numbers: `where` gets them.
struct DerivedCounts {
  std::vector<bool> derived;         // per claim content token
  std::vector<std::string> mismatch;  // per claim content token: a count of time the dates deny (a reason)
  std::string order_clash;           // a count of time whose dates stand in the other order (a reason)
};

DerivedCounts derive_counts(const std::vector<Tok>& h, const std::vector<Tok>& p,
                            const std::vector<std::size_t>& hc, std::vector<std::vector<std::size_t>>& where);

}  // namespace citeval::judge::align

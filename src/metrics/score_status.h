// What a benchmark summary says besides its numbers: the items each figure left out and why,
// and the figures it could not (or was told not to) compute. ALCE's and ALiICE's summaries carry both, so that no
// figure is ever printed for "no data" and no item disappears from an average unreported.
//
//   for (const auto& e : summary.excluded) warn("{} of {} items left out of {}: {}", e.items, ...);
//   for (const auto& u : summary.undefined) print(u.key, "-", u.reason);   // JSON: null
//   if (any undefined u.failure) exit non-zero;
#pragma once

#include <cstddef>
#include <string>

namespace citeval::metrics {

// Items a figure was computed without.
struct Exclusion {
  std::string metric;  // the figures, e.g. "citation_rec/citation_prec", "str_em/str_hit"
  std::string reason;  // a key, e.g. "judge_error", "no_docs", "no_qa_pairs"
  std::string detail;  // what it means, e.g. "no 'qa_pairs' field" or the first judge error
  std::size_t items = 0;
};

// A figure of the benchmark with no value (printed as null / "-", never as 0, never absent).
struct UndefinedScore {
  std::string key;       // e.g. "citation_rec"
  std::string reason;    // why, in words (with the first judge error when judgments failed)
  bool failure = false;  // the run failed (judge errors, nothing to score): exit non-zero
  // Not computed on purpose: an option turned it off, or the dataset has no such figure in the
  // reference scorer (QAMPARI's ROUGE). Stated in the summary; no warning.
  bool not_computed = false;
};

}  // namespace citeval::metrics

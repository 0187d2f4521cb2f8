// What a benchmark summary says besides its numbers: the items each figure left out and why,
// and the figures it could not (or was told not to) compute. ALCE's and ALiICE's summaries carry both, so that no
// figure is ever printed for "no data" and no item disappears from an average unreported.
//
//   for (const auto& e : summary.excluded) warn("{} of {} items left out of {}: {}", e.items, ...);
//   for (const auto& u : summary.undefined) print(u.key, "-", u.reason);   // JSON: null
//   for (const auto& p : summary.partial) warn("{} uses {} of {} items", p.key, ...);
//   if (any undefined u.failure, or a partial figure beyond the accepted error rate) exit non-zero;
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

// A figure computed without the items whose judgments failed: defined, but partial. A rerun
// against a working judge gives the whole figure; until then the run fails (exit 1) unless the
// share of items lost is within what the user accepts (EvalOptions::max_judge_error_rate).
struct PartialScore {
  std::string key;                    // e.g. "citation_rec"
  std::size_t items_used = 0;         // items in its average
  std::size_t items_evaluated = 0;    // well-formed items read
  std::size_t judge_error_items = 0;  // items left out because a judgment failed
  std::string first_error;
  // judge_error_items / items_evaluated.
  double judge_error_rate() const {
    return items_evaluated == 0 ? 0.0 : static_cast<double>(judge_error_items) / static_cast<double>(items_evaluated);
  }
};

}  // namespace citeval::metrics

// Reports of an ALCE evaluation: the summary (ALCE's key names, as its eval.py writes them in
// the .score file, plus a "citeval" block saying how the numbers were made), the per-item
// detail (every statement with its byte offsets, citations and every judge decision), and a
// plain-text table for the terminal.
//
//   nlohmann::json s = report::alce_summary_json(summary, run_info);
//   out << report::alce_item_json(item_result).dump() << "\n";   // one line per item
//   std::cout << report::alce_summary_table(summary, run_info);
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "metrics/alce_evaluator.h"

namespace citeval::report {

// Every rate in a summary, a detail record and a table (recall, precision, F1, EM, ROUGE, ...) is
// a percentage: the fraction × kScoreScale, as ALCE prints it. Summaries and the LongBench-Cite
// detail header say so ("score_scale").
inline constexpr double kScoreScale = 100;

// A per-item rate as a detail record shows it: ×kScoreScale, null when unset.
nlohmann::json scaled(const std::optional<double>& rate);

// `run_info` is free-form context (input file, judge identity, counts, session stats, skipped
// items ...) placed under the "citeval" key of the summary.
nlohmann::json alce_summary_json(const metrics::AlceSummary& summary, const nlohmann::json& run_info);

nlohmann::json alce_item_json(const metrics::AlceItemResult& item);

// One judge decision as the detail files show it: {ok, prob, label} or {ok, error}, + rationale.
nlohmann::json decision_json(const metrics::Decision& d);

// The citation engine's fields of a unit (metrics/citation_units.h), added to `j`: status, cited,
// joint, recall, precision_hits and citations (doc, relevant, alone, rest). ALCE's statements and
// ALiICE's units both use it.
void add_cited_unit_json(const metrics::CitedUnit& unit, nlohmann::json& j);

// A statement or sentence [begin, end) of a prepared output, with its citation marks, as byte
// offsets into the output as given: {"begin", "end", "marks": [{"begin", "end"}]} (the detail
// records' "sentences" of ALCE, "given" of ALiICE).
nlohmann::json given_span_json(const metrics::OutputOffsets& offsets, std::size_t begin, std::size_t end,
                               const std::vector<cite::CitationMark>& marks);

// Human-readable: one score a line ("-" and the reason for an undefined one), then the counts
// and any warnings (e.g. approximate judge, items left out).
std::string alce_summary_table(const metrics::AlceSummary& summary, const nlohmann::json& run_info);

// The exclusions and undefined figures of a summary (ALCE's or ALiICE's): `top` gets null for
// every undefined key; `info` (the "citeval" block) gets "excluded" (a list of {metric, reason,
// detail, items}) and "undefined" ({key: reason}) when non-empty.
void add_score_status_json(const std::vector<metrics::Exclusion>& excluded,
                           const std::vector<metrics::UndefinedScore>& undefined, nlohmann::json& top,
                           nlohmann::json& info);

// The same as lines for stderr and the table: "WARNING: 3 of 10 items left out of
// citation_rec/citation_prec: judge_error (a judgment failed; first error: ...)" and
// "citation_rec is undefined: ...". `items` = items evaluated.
std::vector<std::string> score_status_lines(const std::vector<metrics::Exclusion>& excluded,
                                            const std::vector<metrics::UndefinedScore>& undefined, std::size_t items);

// The table row of an undefined figure: "-" and "(undefined, see below)", or the reason of a
// figure not computed on purpose.
std::string undefined_row(const metrics::UndefinedScore& u, int width);

// What a table row of a partial figure adds ("  (partial: 1 of 4 items, 3 judge errors)"), or
// "" when `key` is not partial.
std::string partial_note(const std::vector<metrics::PartialScore>& partial, const std::string& key);

// True when an undefined figure marks a failed run (exit non-zero).
bool has_failed_score(const std::vector<metrics::UndefinedScore>& undefined);

}  // namespace citeval::report

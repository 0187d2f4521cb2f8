// Reports of `citeval check` (metrics/check_evaluator.h): the detail record of one answer (every
// statement with its bytes in the answer, its citations, every judge decision, and each citation's
// kind, sources, quote fidelity and what it points at outside its sources), the summary's figures
// and counts, the terminal table, and the totals as a state carries them.
//
//   out << report::check_record_json(record, result).dump() << "\n";   // one line an answer
//   metrics::CheckTotals t = report::check_totals_from_record(line);   // resume: the same counts
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "answers/answer_record.h"
#include "metrics/check_evaluator.h"

namespace citeval::report {

nlohmann::json check_record_json(const answers::AnswerRecord& record, const metrics::CheckRecordResult& result);

// What a detail record adds to the totals (its "totals" block): resuming from a detail file gives
// the totals of the uninterrupted run. Throws nlohmann::json::exception on a malformed record.
metrics::CheckTotals check_totals_from_record(const nlohmann::json& record);

nlohmann::json check_totals_json(const metrics::CheckTotals& totals);
metrics::CheckTotals check_totals_from_json(const nlohmann::json& j);  // throws on a malformed one

// The summary's figures (×100; null for undefined ones) and counts, into `top` and `info` (the
// "citeval" block).
void add_check_summary_json(const metrics::CheckSummary& summary, const metrics::CheckTotals& totals,
                            nlohmann::json& top, nlohmann::json& info);
std::string check_summary_table(const metrics::CheckSummary& summary, const metrics::CheckTotals& totals);

}  // namespace citeval::report

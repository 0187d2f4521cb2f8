// Reports of an ALiICE evaluation: the summary JSON (scores, times_not_used_aliice, and a
// "citeval" block with the counts, fallbacks by reason and notes on the CVCP keys), the
// per-item detail (sentences with their claims, units with every judge decision) and a table.
//
//   out << claims::aliice_item_json(result).dump() << "\n";   // one line per item
//   std::cout << claims::aliice_summary_table(summary, run_info);
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "metrics/aliice_evaluator.h"

namespace citeval::claims {

nlohmann::json aliice_item_json(const AliiceItemResult& r);
// `run_info` (input, judge, parser, ...) goes under "citeval" with the counts. With
// reference_keys the top-level keys are the released eval.py's: citation_recall,
// citation_precision, recall_std, precision_std, times_not_used_aliice and cv (our
// cvcp_pooled_reference), and when computed avg_length and length_std (--length), str_em,
// str_hit and std_em (ASQA --correctness), rouge_l (ELI5 --correctness; our rougeLsum) and
// mauve; our citation_f1, cvcp and claims_nli then go under "citeval" ("scores").
nlohmann::json aliice_summary_json(const AliiceSummary& s, const nlohmann::json& run_info,
                                   bool reference_keys = false);
std::string aliice_summary_table(const AliiceSummary& s, const nlohmann::json& run_info);

}  // namespace citeval::claims

// The citation judging engine of ALCE and ALiICE: ALCE's citation recall and precision
// (eval.py's compute_autoais) over "units with cited documents". A unit is what one hypothesis
// and its citations are: an ALCE statement (metrics/alce_evaluator.h) or an ALiICE claim or
// fallback sentence (metrics/aliice_evaluator.h); both derive their unit type from CitedUnit.
//
//   // per unit, once its ids (as written) are known:
//   response.total_citations += metrics::assign_citations(unit, ids, docs.size(), 3, syntax);
//   // per chunk of responses (judge calls batched across the chunk, three batches at most):
//   std::vector<metrics::UnitsOfResponse> chunk = ...;   // each: &docs, {hypothesis, &unit}...
//   metrics::judge_cited_units(chunk, syntax, judge);
//   // per response:
//   metrics::CitationScores s = metrics::score_cited_units(chunk[i].units);
//
// Phases (each one judge_batch call over the chunk, skipped when empty):
//  A. recall: the joint passage of every judged unit (its cited documents formatted by
//     format_alce_document, joined by "\n") against its hypothesis; recall = 1 iff ok and label 1.
//     Requests given as `also_in_first_batch` are appended to this batch (ALCE's ELI5 claims).
//  B. precision: each citation of a supported unit with several citations, alone;
//  C. for each citation that alone does not entail: the others together — the cited list
//     without the first occurrence of its id, eval.py's subset_exclude.remove(psgs_id).
// Repeated ids are judged as eval.py judges them: "[1][1][2]" puts doc 1 twice in the joint
// passage, asks phases B/C once per occurrence and counts every occurrence in the precision
// denominator (callers dedupe the ids first when asked to: cite::dedupe_citation_ids).
// Scoring (score_cited_units): a citation of a supported multi-citation unit is relevant iff it
// alone entails or the rest does not; a single-citation unit's precision hits equal its recall;
// any unit citing nothing or out of range scores 0 and adds no citations. A decision the judge
// could not make (ok == false) marks the response judge_error: no scores, counted by the caller.
//
// Thread safety: the functions are pure apart from the judge call and the units they write.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"
#include "cite/citation.h"
#include "items/alce_item.h"

namespace citeval::metrics {

// One judge decision as recorded in the detail.
struct Decision {
  bool ok = false;
  double prob = 0.0;
  int label = 0;
  std::string error;
  std::string rationale;
};

struct AlceCitation {
  int doc = 0;                   // 1-based document id as written
  std::optional<Decision> alone; // phase B
  std::optional<Decision> rest;  // phase C
  bool relevant = false;         // counts towards entail_prec
};

enum class StatementStatus { kJudged, kNoCitation, kOutOfRange };
const char* statement_status_name(StatementStatus status);

// What the engine reads (status, cited, counted) and writes (the rest) of a unit.
struct CitedUnit {
  std::vector<int> cited;           // ids used (as written), after the at-most-N cut
  StatementStatus status = StatementStatus::kNoCitation;
  bool counted = true;              // in the recall denominator
  std::optional<Decision> joint;    // recall decision (phase A)
  int recall = 0;                   // ALCE's joint_entail
  std::vector<AlceCitation> citations;  // phases B and C, one per cited id (judged units)
  double precision_hits = 0;        // ALCE's entail_prec contribution
};

// Sets a unit's status and cited ids from the ids as written, as compute_autoais does: no id ->
// kNoCitation; any id without a document (checked before the cut; cite::resolve_citations's
// reading of `syntax`) -> kOutOfRange with cited = ids; else kJudged with the first
// `at_most_citations` ids (0 = no limit). Returns the citations used (0 unless kJudged).
std::size_t assign_citations(CitedUnit& unit, std::vector<int> ids, std::size_t n_docs,
                             std::size_t at_most_citations, cite::CitationSyntax syntax);

struct UnitRef {
  std::string_view hypothesis;  // must outlive judge_cited_units
  CitedUnit* unit = nullptr;
};

// The units of one response and the documents their ids point at.
struct UnitsOfResponse {
  const std::vector<io::AlceDoc>* docs = nullptr;
  std::vector<UnitRef> units;
};

// Phases A-C over a chunk (see above); returns the judgments of `also_in_first_batch` in order.
std::vector<Judgment> judge_cited_units(std::span<const UnitsOfResponse> chunk, cite::CitationSyntax syntax,
                                        Judge& judge, std::vector<JudgeRequest> also_in_first_batch = {});

struct CitationScores {
  bool judge_error = false;
  std::string error;                // the first failed decision's message (judge_error only)
  std::optional<double> recall;     // hits / counted units; nullopt on judge_error or none counted
  std::optional<double> precision;  // hits / citations used (0 without any); set with recall
  std::size_t citations = 0;        // citations used by judged units
  // Some unit was put to the judge. Without one the scores need no judge (recall 0): a figure
  // made of such responses only says nothing about the citations when judgments failed.
  bool judged = false;
};

// Relevance and precision hits of every unit (written into it) and the response's scores.
CitationScores score_cited_units(std::span<const UnitRef> units);

Decision to_decision(const Judgment& judgment);

}  // namespace citeval::metrics

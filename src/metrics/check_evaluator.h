// The citation figures of `citeval check` (issue "citeval check"): cited answers as people make
// them (answers/answer_record.h), judged on the same engine as ALCE's citation recall and
// precision (citation_units.h), per statement and per answer.
//
//   metrics::CheckEvaluator ev(options, judge);
//   auto results = ev.evaluate(records);              // a chunk; judge calls batched across it
//   metrics::CheckSummary s = summarize_check(ev.totals());
//
// Per statement (answers/statements.h): recall 1 iff the union of its cited sources entails it;
// each citation of a supported statement with several is relevant iff it alone entails or the
// others do not (ALCE's joint/alone/rest); an uncited statement counts with recall 0 (the
// "always" rule: every statement needs a citation, as ALCE's) unless a need-citation judge is
// given: it reads the answer (premise), the statement (hypothesis) and the question, and a
// statement it says needs no citation (label 0) leaves the recall denominators (counted as
// "exempt"; LongBench-Cite's judge, seed 002); its failure is the answer's judge error. A
// statement citing something that
// is no source of the answer scores 0 (ALCE's out-of-range rule) and the citation is counted as
// pointing at no source. Per answer: recall = supported / statements, precision = relevant /
// citations (×100 in the summary, averaged over answers as NumPy's mean, as ALCE averages items).
// Reported separately and model-free: citations whose stated place lies outside their source,
// and quote fidelity (answers/quote.h) for citations that quote their source.
// The passage a judge reads for a source is ALCE's "Title: {title}\n{text}", so an ALCE item and
// the same answer as a provider response give the same requests.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "answers/answer_record.h"
#include "answers/quote.h"
#include "answers/statements.h"
#include "citeval/judge.h"
#include "items/alce_item.h"
#include "metrics/citation_units.h"
#include "metrics/score_status.h"

namespace citeval::metrics {

struct CheckOptions {
  std::size_t at_most_citations = 0;  // sources judged per statement; 0 = all (ALCE caps at 3)
  Judge* need_citation = nullptr;     // null: every statement needs a citation (the "always" rule)
};

struct CheckStatement : CitedUnit {
  answers::Statement statement;
  std::optional<Decision> need_citation;  // an uncited statement, with a need-citation judge
};

struct CheckRecordResult {
  std::size_t index = 0;
  std::vector<CheckStatement> statements;
  std::vector<io::AlceDoc> docs;  // the sources as the judge reads them
  std::optional<double> citation_rec, citation_prec;  // fractions; nullopt: judge error or no statement
  bool judged = false;
  bool judge_error = false;
  std::string judge_error_message;
  std::size_t citations = 0, unresolved = 0, outside = 0;  // citations: in the precision denominator
  std::size_t exempt = 0;  // uncited statements the need-citation judge says need no citation
  std::array<std::size_t, 5> quotes{};                     // by answers::QuoteFidelity
};

// Sums and the per-answer values the summary averages; merge() appends in order, so merged
// shards summarise bit for bit as one run.
struct CheckTotals {
  std::size_t records = 0, statements = 0, uncited = 0, supported = 0, no_statements = 0;
  // Uncited statements a need-citation judge exempted (out of statement_rec's denominator), and
  // answers left with no statement that needs a citation (out of the averages).
  std::size_t exempt = 0, all_exempt = 0;
  std::size_t citations = 0, unresolved = 0, outside = 0;
  // Marks of another citation syntax than the one asked for (not read), the answers with any,
  // and the first as "ID: MARK".
  std::size_t other_marks = 0, answers_with_other_marks = 0;
  std::string first_other_mark;
  std::array<std::size_t, 5> quotes{};
  std::vector<double> rec, prec;  // answers in the citation averages
  std::size_t judged = 0, judge_errors = 0;
  std::string first_error;
  void merge(const CheckTotals& later);
};

struct CheckSummary {
  std::vector<std::pair<std::string, double>> scores;  // citation_rec, citation_prec, statement_rec, quote_fidelity (×100)
  std::vector<UndefinedScore> undefined;
  std::vector<Exclusion> excluded;
  std::vector<PartialScore> partial;
};

CheckSummary summarize_check(const CheckTotals& totals);

class CheckEvaluator {
 public:
  CheckEvaluator(CheckOptions options, Judge& judge) : options_(options), judge_(judge) {}
  std::vector<CheckRecordResult> evaluate(std::span<const answers::AnswerRecord> records);
  const CheckTotals& totals() const { return totals_; }

 private:
  CheckOptions options_;
  Judge& judge_;
  CheckTotals totals_;
};

}  // namespace citeval::metrics

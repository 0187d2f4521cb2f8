// ALCE evaluation: citation recall/precision, correctness and ELI5 claim recall, exactly as the
// ALCE paper (Gao et al. 2023, §2–3, App. C) and its reference scorer (eval.py) define them.
//
// Usage:
//   metrics::AlceEvaluator ev(options, judge);          // judge: any citeval::Judge, usually a
//   for (chunk of items) details = ev.evaluate(chunk);  // judge::JudgeSession (dedup + cache)
//   metrics::AlceSummary s = ev.summary();
//
// Judge calls are batched per chunk and per phase by the citation engine (citation_units.h, shared
// with ALiICE): (A) the joint passage of every statement's citations (recall) and ELI5 claims
// against the citation-free output; (B) each citation alone, for supported multi-citation
// statements; (C) the other citations together, for those whose citation alone does not entail.
// A judgment the judge could not make (ok == false) is kept in the detail; the item is then left
// out of the citation (or claim) averages and counted in AlceSummary::judge_error_items — one
// failed pair never stops the run.
//
// Every item a figure leaves out is counted by reason in AlceSummary::excluded (the citation
// figures: no statement, no 'docs' field while citing, judge error; str_em: no or empty
// 'qa_pairs'; QAMPARI: no or empty 'answers'; rougeLsum: no reference; claims_nli: no claims,
// judge error), a run where no output has a citation mark has no citation figures (every
// statement would be uncited: output_checks.h), and a figure that was asked for but has no item
// to average is not a number:
// it is listed in AlceSummary::undefined with the reason (citation_rec/prec and claims_nli then
// mark a failure when judgments failed or nothing could be scored). A figure that judge errors
// left items out of is listed in AlceSummary::partial; when no item of it was judged at all
// (only uncited answers, recall 0 without a judge), it is undefined instead.
//
// Semantics kept from eval.py (each also covered by tests/metrics/alce_evaluator_test.cc):
//  * the output is stripped, truncated at its first newline and "<|im_end|>" removed (counted:
//    AlceSummary::outputs; truncate_output = false scores the whole output);
//  * statements: NLTK sent_tokenize (English Punkt) of the output, where a sentence made only of
//    marks citeval does not read ("[^2]", cite::only_unread_marks) stays with the one before;
//    QAMPARI: the question + " " +
//    each comma-separated item of output.rstrip().rstrip(".").rstrip(",");
//  * a statement with no citation, or with any cited id out of range (checked before the
//    at-most-N cut), has recall 0 and adds no citations to the precision denominator;
//  * the joint passage is "Title: {title}\n{sent or text}" of each cited doc, joined by "\n";
//  * precision: a citation of a supported multi-citation statement is irrelevant iff it alone
//    does not entail and the rest does; a single-citation statement's precision equals its
//    recall; denominator = citations used (after the cut); 0 when an item cites nothing;
//  * items with no statements are left out of the citation averages;
//  * repeated ids are kept ("[1][1][2][3]" -> 1, 1, 2 after the cut; doc 1 is twice in the
//    joint passage and counts twice in precision); dedupe_citations = true removes repeats
//    before the range check and the cut;
//  * an item without a "docs" field that cites something is left out of the citation averages
//    (eval.py stops with a KeyError there); without "docs" and without citations it is scored
//    (recall 0) as eval.py scores it;
//  * correctness metrics (length, str_em/str_hit, QAMPARI P/R/F1, ROUGE-Lsum, claims_nli) are
//    computed on the output with citations removed (remove_citation_marks; with kAlceCompat
//    exactly ALCE's remove_citations).
// Deliberate differences: we read every id of "[1, 2]" (CitationSyntax::kAll; kAlceCompat
// reads ALCE's way, including "[0" meaning the last document); ROUGE-Lsum is the plain mean over
// items where rouge_score's BootstrapAggregator reports a resampled median; where eval.py would
// stop (KeyError, division by zero) or print NaN, the item is left out of that figure and
// counted, or the figure is undefined (AlceSummary::excluded / undefined).
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "citeval/judge.h"
#include "citeval/result.h"
#include "cite/citation.h"
#include "common/spill_vector.h"
#include "items/alce_item.h"
#include "metrics/citation_units.h"
#include "metrics/output_checks.h"
#include "metrics/output_offsets.h"
#include "metrics/qampari.h"
#include "metrics/rouge.h"
#include "metrics/score_status.h"
#include "metrics/str_em.h"

namespace citeval::metrics {

enum class AlceDataset { kAsqa, kQampari, kEli5 };
Result<AlceDataset> parse_alce_dataset(std::string_view name);
const char* alce_dataset_name(AlceDataset dataset);

struct AlceOptions {
  AlceDataset dataset = AlceDataset::kAsqa;
  cite::CitationSyntax syntax = cite::CitationSyntax::kAll;
  std::size_t at_most_citations = 3;  // ALCE's --at_most_citations; 0 = no limit
  bool dedupe_citations = false;      // remove repeated ids (eval.py keeps them)
  bool citations = true;              // citation_rec / citation_prec
  bool claims_nli = true;             // ELI5 only (items with claims)
  bool rouge = true;                  // ROUGE-Lsum where references exist (never for QAMPARI:
                                      // eval.py sets --no_rouge for QAMPARI files)
  bool truncate_output = true;        // ALCE's output preprocessing; false: the whole output as
                                      // ALiICE's eval.py scores correctness
  // Threads for the judge-free per-item work of a chunk (statements, correctness, ROUGE);
  // 0 = the hardware's. Results do not depend on it.
  std::size_t threads = 0;
};

// One statement: a unit of the citation engine (citation_units.h) with where it stands.
struct AlceStatement : CitedUnit {
  std::size_t begin = 0, end = 0;   // byte offsets of the statement in the (truncated) output
  std::string text;                 // the statement as evaluated (QAMPARI: question + item)
  std::string target;               // the hypothesis: text with citations removed, stripped
  std::vector<cite::CitationMark> marks;  // offsets relative to the truncated output
};

struct AlceItemResult {
  std::size_t index = 0, line = 0;
  std::string output;                // stripped, truncated at the first newline
  OutputOffsets offsets;             // output's bytes in the item's output
  OutputMarks marks;                 // lost text, citation marks (output_checks.h)
  std::string output_clean;          // citations removed (what correctness metrics see)
  std::vector<AlceStatement> statements;
  std::size_t total_citations = 0;
  bool judge_error = false;          // some citation decision failed: left out of the averages
  std::string judge_error_message;   // the first failed decision's message
  bool no_docs = false;              // the item has no "docs" field
  // Why the citation scores are missing: "" (scored, or citations not evaluated),
  // "no_statements", "no_docs" (cites without a "docs" field) or "judge_error".
  std::string citation_excluded;
  std::optional<double> citation_rec, citation_prec;
  bool citation_judged = false;      // scored with a judge decision (not only uncited statements)
  std::size_t length = 0;            // words of output_clean
  std::optional<StrEm> str_em;
  std::optional<RougeScore> rouge_lsum;
  std::optional<QampariScores> qampari;
  std::vector<Decision> claim_decisions;
  bool claims_judge_error = false;
  std::string claims_judge_error_message;
  std::optional<double> claims_nli;
};

struct AlceSummary {
  // ALCE's keys in ALCE's order, ×100 as ALCE prints them (length and num_preds as they are).
  std::vector<std::pair<std::string, double>> scores;
  std::size_t items = 0;                  // evaluated
  std::size_t citation_items = 0;         // in the citation averages
  std::size_t judge_error_items = 0;      // left out of citation averages (judge errors)
  std::size_t claims_judge_error_items = 0;
  std::size_t statements = 0;
  std::size_t rouge_missing_reference = 0;
  std::size_t qampari_no_answers = 0;     // items without gold answers (ALCE divides by zero)
  std::size_t items_without_docs = 0;     // items with no "docs" field (scored or not)
  std::vector<Exclusion> excluded;        // items left out of a figure, by reason (non-zero only)
  std::vector<UndefinedScore> undefined;  // figures asked for that have no value
  OutputChecks outputs;                   // outputs cut at their first line, without marks
  std::vector<PartialScore> partial;      // figures judge errors left items out of
};

// Says why `items` (the first items of a file) cannot be a `dataset` file: none has the
// dataset's gold field (ASQA "qa_pairs", QAMPARI "answers", ELI5 "claims") and some have
// another dataset's. std::nullopt when they can (also for files with no gold field at all).
std::optional<std::string> alce_dataset_mismatch(std::span<const io::AlceItem> items, AlceDataset dataset);

// What the summary is computed from: counters and the per-item values it averages as NumPy does
// (a few numbers an item, in SpillVectors: memory flat in the number of items, issue 27). Totals
// of consecutive chunks or shards merge exactly: merge() appends `later`'s values in order, so
// the summary of merged totals is bit for bit that of one evaluator over all the items.
struct AlceTotals {
  std::size_t statements = 0;
  SpillVector<std::size_t> lengths;            // one an item
  SpillVector<std::optional<StrEm>> str_em;    // one an item
  SpillVector<RougeScore> rouge;               // items with a reference
  std::size_t rouge_missing = 0;
  SpillVector<std::optional<QampariScores>> qampari;  // QAMPARI: one an item
  SpillVector<double> rec, prec, claims;       // items in the citation / claims averages
  std::size_t cit_err = 0, claims_err = 0;
  std::string first_cit_error, first_claims_error;
  std::size_t no_statements = 0, no_docs_excluded = 0, items_without_docs = 0;
  std::size_t no_qa_pairs = 0, empty_qa_pairs = 0, no_answers = 0, empty_answers = 0;
  std::size_t no_claims = 0;
  OutputChecks outputs;
  // Items in `rec` scored with a judge decision. When judgments failed and none was, the
  // citation figures are undefined: a 0 made of uncited answers alone says nothing.
  std::size_t cit_judged = 0;

  void merge(const AlceTotals& later);
};

// The summary of `totals` (what AlceEvaluator::summary() returns).
AlceSummary summarize_alce(const AlceOptions& options, const AlceTotals& totals);

class AlceEvaluator {
 public:
  AlceEvaluator(AlceOptions options, Judge& judge);

  // Evaluates a chunk of items, batching the judge calls across it, and adds them to the totals.
  std::vector<AlceItemResult> evaluate(std::span<const io::AlceItem> items);

  AlceSummary summary() const;
  const AlceOptions& options() const { return options_; }
  const AlceTotals& totals() const { return totals_; }

 private:
  void prepare(const io::AlceItem& item, AlceItemResult& out) const;
  void accumulate(const AlceItemResult& r, const io::AlceItem& item);
  bool rouge_on() const { return options_.rouge && options_.dataset != AlceDataset::kQampari; }

  AlceOptions options_;
  Judge& judge_;
  AlceTotals totals_;
};

// "Title: {title}\n{sent or text}" — ALCE's _format_document.
std::string format_alce_document(const io::AlceDoc& doc);

// Citation marks removed. kAlceCompat: ALCE's remove_citations exactly. kAll: every mark found
// by cite::find_citation_marks (with one space before it, as ALCE's " \[\d+" takes it) is
// removed first, so "x [2, 3]." becomes "x." where ALCE leaves "x, 3."; then ALCE's
// remove_citations cleans what is left (stray "]" and " |"), as eval.py does.
std::string remove_citation_marks(std::string_view text, cite::CitationSyntax syntax);

// ALCE's output preprocessing: strip, cut at the first "\n", drop "<|im_end|>"; with `offsets`,
// where each byte of the result was in `output`.
std::string truncate_alce_output(std::string_view output, OutputOffsets* offsets = nullptr);

}  // namespace citeval::metrics

// ALiICE evaluation: positional fine-grained citation recall and precision (§3.3.1-3.3.2) with
// any citeval::Judge, and CVCP (§3.3.3, cvcp.h), on ALCE result files.
//
//   claims::AliiceEvaluator ev(options, judge, parser);   // judge: usually a JudgeSession
//   for (chunk of items) details = ev.evaluate(chunk);
//   claims::AliiceSummary s = ev.summary();
//
// Units. Each response is split into sentences (response_sentences.h); each sentence gives
// either its ALiICE claims (one unit a citation group, hypothesis = the claim's tokens_joined,
// the paper's rendering) or, when it falls back (sentence_claims.h: no citation, > 50 words, a
// citation on the root, an unmatched citation, a parser failure), one sentence-level unit exactly
// as ALCE builds it (hypothesis = remove_citations(sentence).strip(), every cited id). Fallback
// sentences are counted in times_not_used_aliice, as the reference counts them.
//
// Scores are ALCE's definitions, computed by the engine ALCE uses (metrics/citation_units.h):
//  * recall: 1 iff the concatenation of the cited documents (ALCE's format_alce_document,
//    joined by "\n") entails the hypothesis; a unit citing nothing, or citing an id with no
//    document, has recall 0; ids are cut to the first at_most_citations after the range check;
//  * precision: for a supported unit with several citations, a citation is irrelevant iff it
//    alone does not entail and the others together do; a single-citation unit's precision is its
//    recall; precision = relevant citations / citations used over the response;
//  * per response: recall = mean over units, precision = hits / citations (0 without any);
//    responses without units are left out; the file's scores are means over responses (×100,
//    NumPy's summation as eval.py's np.mean), and citation_f1 is the harmonic mean of the two
//    (the paper's Table 1 F1).
// The reference script (eval.py) leaves uncited sentences and out-of-range units out of the
// recall denominator and drops responses without a cited unit; reference_units = true does the
// same (the default counts them as unsupported, ALCE's rule, which the issue asks for).
// Judge failures: as in ALCE, the response is left out of the averages and counted.
// Repeated ids are kept as ALiICE's eval.py keeps them ("[1][1]" on a word cites doc 1 twice);
// dedupe_citations removes them. A response without a "docs" field that cites something is left
// out of the citation averages (eval.py stops with a KeyError). A run where no response has a
// citation mark has no citation figures (metrics/output_checks.h). Every exclusion is counted in
// AliiceSummary::excluded; a figure with no response to average is listed in
// AliiceSummary::undefined, never printed as 0.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "citeval/judge.h"
#include "cite/citation.h"
#include "claims/cvcp.h"
#include "common/spill_vector.h"
#include "claims/sentence_claims.h"
#include "items/alce_item.h"
#include "metrics/citation_units.h"
#include "metrics/output_checks.h"
#include "metrics/output_offsets.h"
#include "metrics/score_status.h"

namespace citeval::claims {

struct AliiceOptions {
  SentenceOptions sentence;               // max_words, citation syntax, extraction options
  std::size_t at_most_citations = 3;      // ALCE's cut; 0 = no limit (the ALiICE script's)
  bool dedupe_citations = false;          // remove repeated ids (eval.py keeps them)
  bool truncate_output = true;            // ALCE's output preprocessing (truncate_alce_output)
  bool reference_units = false;           // eval.py's denominators (see above)
  // eval.py's sentences and ids (with sentence.reference_words: the released code's reading,
  // --aliice-reference-code): sentence_spliter's split (response_sentences.h: an empty sentence
  // left by a trailing mark is a fallback, counted in times_not_used_aliice) and "[0]" as
  // Python's docs[-1], the last document.
  bool reference_sentences = false;
  // Threads that analyse (parse) the items of a chunk; 0 = std::thread::hardware_concurrency().
  // Results do not depend on it. The parser must be thread-safe (TextParser's contract).
  std::size_t threads = 1;
};

enum class UnitKind { kClaim, kSentence };
const char* unit_kind_name(UnitKind kind);

// A unit of the citation engine (metrics/citation_units.h): a claim or a fallback sentence.
struct AliiceUnit : metrics::CitedUnit {
  UnitKind kind = UnitKind::kClaim;
  std::size_t sentence = 0;               // index into AliiceItemResult::sentences
  std::size_t claim = 0;                  // index into that sentence's claims (kClaim)
  std::string hypothesis;
  std::vector<int> ids;                   // ids as written (the group's, or the sentence's)
};

struct AliiceItemResult {
  std::size_t index = 0, line = 0;
  std::string output;                     // as evaluated (truncated unless disabled)
  metrics::OutputOffsets offsets;         // output's bytes in the item's output as given
  metrics::OutputMarks marks;             // lost text, citation marks (metrics/output_checks.h)
  std::vector<SentenceClaims> sentences;
  std::vector<AliiceUnit> units;
  std::size_t total_citations = 0;
  bool judge_error = false;
  std::string judge_error_message;        // the first failed decision's message
  bool no_docs = false;                   // the item has no "docs" field
  // Why the citation scores are missing: "" (scored), "no_units" (nothing counted),
  // "no_docs" (cites without a "docs" field) or "judge_error".
  std::string citation_excluded;
  std::optional<double> citation_rec, citation_prec;
  bool citation_judged = false;           // scored with a judge decision
  std::optional<double> cvcp;             // eq. 4; nullopt without a cited sentence
  std::size_t fallbacks = 0;              // sentences not evaluated by ALiICE
};

struct AliiceSummary {
  std::vector<std::pair<std::string, double>> scores;  // citation_rec/prec/f1 ×100, cvcp, ...
  std::size_t items = 0, citation_items = 0, judge_error_items = 0, cvcp_items = 0;
  std::size_t sentences = 0, claims = 0, units = 0;
  std::size_t times_not_used_aliice = 0;
  std::vector<std::pair<std::string, std::size_t>> fallbacks;  // by reason, every reason listed
  std::size_t pooled_marks = 0;
  // np.std(ddof=0) of the per-response recall and precision (fractions), as the released
  // eval.py reports them (recall_std, precision_std); nullopt without a scored response.
  std::optional<double> recall_std, precision_std;
  // The same of the response lengths and (ASQA) per-response str_em (eval.py's length_std,
  // std_em; filled by the evaluation's extra figures, api/extra_metrics.h).
  std::optional<double> length_std, std_em;
  std::size_t items_without_docs = 0;
  std::vector<metrics::Exclusion> excluded;        // items left out of a figure, by reason
  std::vector<metrics::UndefinedScore> undefined;  // figures with no value (null, never 0)
  metrics::OutputChecks outputs;                   // outputs cut at their first line, without marks
  std::vector<metrics::PartialScore> partial;      // figures judge errors left items out of
};

// What the summary is computed from: counters and the per-response values it averages (NumPy's
// pairwise means need the values). merge() appends a later chunk's or shard's totals in order,
// so merged totals give bit for bit the summary of one evaluator over all the items.
struct AliiceTotals {
  AliiceTotals();
  std::size_t items = 0, cit_n = 0, cit_err = 0, cvcp_n = 0;
  std::size_t no_units = 0, no_docs_excluded = 0, items_without_docs = 0;
  std::string first_cit_error;
  std::size_t cit_judged = 0;     // scored responses with a judge decision (see AlceTotals)
  SpillVector<double> rec, prec;  // per scored response (flat memory: common/spill_vector.h)
  SpillVector<double> cvcp;       // per response with a CVCP
  std::size_t sentences = 0, claims = 0, units = 0, not_used = 0;
  std::vector<std::size_t> by_status;  // sentences by SentenceStatus
  PooledCvcp pooled;
  metrics::OutputChecks outputs;

  void merge(const AliiceTotals& later);
};

AliiceSummary summarize_aliice(const AliiceOptions& options, const AliiceTotals& totals);

class AliiceEvaluator {
 public:
  AliiceEvaluator(AliiceOptions options, Judge& judge, const TextParser& parser);

  // Evaluates a chunk of items (judge calls batched across it) and adds them to the totals.
  std::vector<AliiceItemResult> evaluate(std::span<const io::AlceItem> items);
  AliiceSummary summary() const;
  const AliiceOptions& options() const { return options_; }
  const AliiceTotals& totals() const { return totals_; }

  // The sentence analysis and units of one item, without judging (used by evaluate, tests and
  // the benchmark).
  AliiceItemResult prepare(const io::AlceItem& item) const;

 private:
  void accumulate(const AliiceItemResult& r);
  // How ids find documents: ALCE's compatible reading maps 0 to the last one, as eval.py does.
  cite::CitationSyntax resolve_syntax() const {
    return options_.reference_sentences ? cite::CitationSyntax::kAlceCompat : options_.sentence.syntax;
  }

  AliiceOptions options_;
  Judge& judge_;
  const TextParser& parser_;
  AliiceTotals totals_;
};

}  // namespace citeval::claims

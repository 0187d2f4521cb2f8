// LongBench-Cite citation quality: recall, precision, F1 and citation length, given judges.
//
// For each response (at most `max_statements` statements are judged, 40 as LongBench-Cite does):
//  * citation recall = mean over statements of
//      - a cited statement: its support level by the support judge (Judgment::prob; LLM judges
//        give 1 / 0.5 / 0 for full / partial / no support), the premise being its citations'
//        texts joined by blank lines (no citation text at all scores 0 without asking);
//      - an uncited statement: 1 - need-citation (Judgment::prob; 1 = "needs a citation"), the
//        premise being the whole response without citation and statement tags (and with a lost
//        first '<' restored, see longcite_plain_answer);
//    (with LongciteUncited::kAlwaysNeedsCitation instead: 0, no judge asked, and
//    LongciteJudges::need_citation may be null);
//  * citation precision = mean over the citations of the judged statements of the relevance
//    judge's label (does the snippet support at least part of the statement?);
//  * F1 = 2PR / (P + R), 0 when P + R = 0; recall or precision of a response with nothing to
//    average is 0.
// Requests carry the question in JudgeRequest::question, the statement being the hypothesis
// (see llm/llm_judge.h), unless `question_in_request` is false (for judges that are not LLMs).
//
// Aggregation follows LongBench-Cite's eval_cite.py: a dataset group holds the responses whose
// dataset name *contains* the group name (so "multifieldqa" holds multifieldqa_en and _zh), the
// groups being longbench-chat, multifieldqa_en, multifieldqa_zh, multifieldqa, hotpotqa,
// dureader, gov_report, plus one group for every other dataset name; the overall average is the
// mean of the non-empty groups' means except multifieldqa_en and multifieldqa_zh (two deliberate
// differences from eval_cite.py, which drops the other datasets and averages NaN for an empty
// group: LongciteAggregation::reference restores both). Means are
// NumPy's (numpy_mean). Citation length = total tokens of all cited snippets / number of cited
// snippets, over *all* statements of the responses (LongCite's cnt_citation_len.py).
//
// A response with a judge error has complete == false and is not part of the aggregates (LongCite
// drops it and retries it on the next run); its error is kept.
//
//   LongciteEvaluator ev({}, {&support, &need, &relevance});
//   std::vector<LongciteResult> r = ev.evaluate(items);
//   LongciteSummary s = summarize_longcite(r);
//
// Thread safety: evaluate() may run the three judges' batches concurrently (when they are three
// thread-safe objects); one evaluator is used from one thread at a time.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"
#include "citeval/result.h"
#include "items/longcite_item.h"
#include "metrics/citation_length.h"
#include "metrics/longcite_answer.h"
#include "metrics/longcite_correctness.h"

namespace citeval::metrics {

// How an uncited statement is scored.
enum class LongciteUncited {
  kJudge,               // LongBench-Cite: the need-citation judge decides (recall 1 - need)
  kAlwaysNeedsCitation  // a model-free rule: it needs one, so its recall is 0 (ALCE's scoring of
                        // an uncited statement); no need-citation judge is asked
};

struct LongciteOptions {
  std::size_t max_statements = 40;
  bool question_in_request = true;
  CitationTokenizer tokenizer{};  // the citation length unit (default "auto")
  LongciteUncited uncited = LongciteUncited::kJudge;
};

struct LongciteJudges {
  Judge* support = nullptr;
  Judge* need_citation = nullptr;
  Judge* relevance = nullptr;
};

struct LongciteCitationScore {
  std::optional<double> relevant_score;  // unset: not judged (statement past the limit) or error
  std::string relevant_output;
  std::size_t tokens = 0;  // citation length of this snippet
};

struct LongciteStatementScore {
  std::optional<double> support_score;  // unset: not judged, or error
  std::string support_output;
  bool need_citation_asked = false;     // uncited statement: judged by the need-citation judge
  bool need_citation_rule = false;      // uncited statement: scored by LongciteUncited's rule
  std::vector<LongciteCitationScore> citation;
};

struct LongciteResult {
  const LongciteItem* item = nullptr;
  std::vector<LongciteStatementScore> statements;  // one per item statement
  double recall = 0.0, precision = 0.0, f1 = 0.0;
  std::size_t judged_statements = 0;
  std::size_t judged_citations = 0;
  std::size_t cited_snippets = 0;  // all statements
  std::size_t cited_tokens = 0;
  bool complete = false;
  std::size_t judge_errors = 0;
  std::string first_error;
};

class LongciteEvaluator {
 public:
  LongciteEvaluator(LongciteOptions options, LongciteJudges judges);
  // Judges every item (all requests of all items together, per judge). Results refer to `items`.
  std::vector<LongciteResult> evaluate(std::span<const LongciteItem> items);

 private:
  LongciteOptions options_;
  LongciteJudges judges_;
};

struct LongciteGroup {
  std::string name;
  std::size_t responses = 0;
  double recall = 0.0, precision = 0.0, f1 = 0.0;  // NaN when the group is empty
  std::size_t cited_snippets = 0, cited_tokens = 0;
  double citation_length = 0.0;  // NaN when there is no citation
};

struct LongciteSummary {
  std::vector<LongciteGroup> groups;  // non-empty groups, in LongBench-Cite's order then by name
  double recall = 0.0, precision = 0.0, f1 = 0.0;  // average over groups (see above)
  double citation_length = 0.0;
  std::size_t responses = 0, cited_snippets = 0, cited_tokens = 0;
  std::size_t excluded = 0;  // responses left out (LongciteAggregation::reference only)
};

// How summarize_longcite groups and averages.
struct LongciteAggregation {
  // false (citeval's default): every response counts; a dataset outside LongBench-Cite's seven
  // gets its own group, which joins the average; empty groups are left out.
  // true (eval_cite.py exactly): only responses whose dataset is one of the seven names count
  // (the others are `excluded`, as eval_cite.py drops them on reading); all seven groups are
  // reported, an empty one with NaN means, and an empty averaged group makes the averages NaN.
  bool reference = false;
};

// Whether `dataset` is one of LongBench-Cite's seven names (eval_cite.py's `datasets`).
bool is_longcite_reference_dataset(std::string_view dataset);
// The groups of LongciteSummary::groups a response of `dataset` counts in: each of LongBench-Cite's
// seven names the dataset's name holds ("multifieldqa_en" counts in multifieldqa_en and
// multifieldqa), else (citeval's aggregation) its own group; none when `how.reference` leaves it out.
std::vector<std::string> longcite_groups_of(std::string_view dataset, LongciteAggregation how = {});

// Per-response scores, for summarize_longcite (resumed results need not keep their items).
struct LongciteScores {
  std::string dataset;
  double recall = 0.0, precision = 0.0, f1 = 0.0;
  std::size_t cited_snippets = 0, cited_tokens = 0;
  // Answer correctness (metrics/longcite_correctness.h) of this prediction and of the item's
  // LQA (no-citation) prediction; unset when not rated.
  std::optional<LongciteCorrectness> correctness, correctness_lqa;
};

LongciteSummary summarize_longcite(std::span<const LongciteScores> scores, LongciteAggregation how = {});
// The same, of the scores each(f) calls f with, in order (scores kept out of memory: one pass).
LongciteSummary summarize_longcite_each(const std::function<void(const std::function<void(const LongciteScores&)>&)>& each,
                                   LongciteAggregation how = {});

}  // namespace citeval::metrics

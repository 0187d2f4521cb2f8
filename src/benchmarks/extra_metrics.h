// The columns of ALCE's and ALiICE's tables beside the citation scores, for the Evaluator
// (citeval/evaluate.h): MAUVE (mauve/), ALCE's QA accuracy (metrics/qa_accuracy.h) and ALiICE
// eval.py's length and correctness fields.
//
//   auto ex = benchmarks::ExtraEvaluator::create(options, session, hooks);  // hooks: the runtime's
//   Status st = (*ex)->evaluate(chunk);                          // features / QA answers of a chunk
//   state.extras = (*ex)->totals();
//   benchmarks::add_extra_scores(state.extras, alce_summary, info);     // at summary time
//
// MAUVE is a corpus figure: the totals keep one feature row a prepared text (as float64 with the
// dtype remembered, so float32 features are compared in float32 as mauve-text does), and the
// summary computes MAUVE over the rows of all merged shards, in item order — the MAUVE of one run.
// QA and the correctness figures are per item (values appended in order, as the other totals).
//
// Models: this component links neither libtorch nor the network. The evaluator's runtime
// (citeval/runtime.h) provides the featurizers and the QA model as ModelHooks, through its lazily
// loaded model module (api/model_module.h); without hooks, a model featurizer or QA model is
// refused at create().
//
// Thread safety: an ExtraEvaluator is used by one thread at a time; ExtraTotals is a value (its
// MAUVE cache is computed once, under a lock).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/evaluate.h"
#include "citeval/judge.h"
#include "citeval/result.h"
#include "metrics/aliice_evaluator.h"
#include "items/alce_item.h"
#include "mauve/mauve.h"
#include "mauve/mauve_eval.h"
#include "metrics/alce_evaluator.h"
#include "metrics/qa_accuracy.h"

namespace citeval::benchmarks {

// What the runtime provides (Runtime::Impl::model_hooks, api/model_module.h).
struct ModelHooks {
  // A MAUVE featurizer from a spec ("embed", "embed:DIR", "lm:DIR"); fills `info`.
  std::function<Result<mauve::Featurizer>(const std::string& spec, mauve::FeaturizerInfo& info)> featurizer;
  // ALCE's QA accuracy of items with the model of DIR (`batch` windows a forward pass).
  std::function<Result<metrics::AlceQaResult>(std::span<const metrics::AlceQaItem> items, const std::string& dir,
                                              std::size_t batch)>
      qa;
};

// The extra figures asked for, checked (the ALCE and ALiICE benchmarks' resolve fills it).
struct ExtraOptions {
  std::string mauve;  // featurizer spec, "given", or "" (no MAUVE)
  std::string mauve_features, mauve_reference_features;
  int mauve_threads = 0;
  std::string qa_dir;  // "" = no QA
  std::size_t qa_batch = 8;
  // ALiICE: eval.py's fields (length always; correctness with a dataset).
  bool aliice = false;
  std::string aliice_dataset;  // "", "asqa" or "eli5"
  bool truncate_output = true;
  cite::CitationSyntax syntax = cite::CitationSyntax::kAll;
  std::size_t at_most_citations = 3;
};

// Checks and fills `extra` from the options of `o` (dataset already known) for ALiICE (`aliice`)
// or ALCE. Adds the figure-deciding ones to `identity`.
Status resolve_extra(const EvalOptions& o, bool aliice, ExtraOptions& extra, nlohmann::json& identity);

struct MauveCache;

struct ExtraTotals {
  // MAUVE: rows in item order; P = references (human), Q = outputs (model).
  bool mauve = false;
  std::string featurizer;
  bool approximation = false;
  int threads = 0;
  std::size_t dim = 0;
  bool p_f32 = true, q_f32 = true;  // the rows' dtype (float32 unless float64 was given)
  std::vector<double> p, q;
  std::size_t p_rows = 0, q_rows = 0;
  std::size_t items = 0, without_answer = 0, empty_reference = 0, empty_output = 0;
  std::string unused_rows;  // "given" rows left over (MAUVE then undefined): what and where
  // QA (ALCE, ASQA).
  bool qa = false;
  std::string qa_model;  // "qa:DIR"
  std::vector<std::optional<metrics::QaScore>> qa_items;
  std::size_t qa_no_question = 0;  // items with a qa pair without "question" (left out)
  // ALiICE: ALCE's correctness totals of the same outputs (citations not scored).
  bool aliice = false;
  std::string aliice_dataset;
  bool truncate_output = true;
  metrics::AlceTotals correctness;

  std::shared_ptr<MauveCache> cache;  // the summary's MAUVE, computed once for these rows

  void merge(const ExtraTotals& later);
  nlohmann::json to_json() const;
  static ExtraTotals from_json(const nlohmann::json& j);  // throws on a malformed state
};

// ALCE's totals as a state carries them (alce/alce_format.cc); from_json throws on a malformed one.
nlohmann::json alce_totals_json(const metrics::AlceTotals& t);
metrics::AlceTotals alce_totals_from_json(const nlohmann::json& j);

class ExtraEvaluator {
 public:
  // `judge`: ALiICE's claims_nli (ELI5) asks it, as ALCE's evaluator does.
  static Result<std::unique_ptr<ExtraEvaluator>> create(const ExtraOptions& options, Judge& judge,
                                                        const ModelHooks& hooks);
  // Features and QA answers of a chunk. Errors (the featurizer's, the QA model's, too few given
  // rows) fail the chunk as a whole: the run stops rather than leaving texts out silently.
  Status evaluate(std::span<const io::AlceItem> chunk);
  // kInvalidArgument when given feature rows are left over (the files do not fit the items).
  Status finish() const;
  ExtraTotals totals() const;
  bool active() const;  // some extra figure is computed

 private:
  ExtraEvaluator(ExtraOptions options, Judge& judge, ModelHooks hooks)
      : options_(std::move(options)), judge_(judge), hooks_(std::move(hooks)) {}
  std::string unused_rows() const;

  ExtraOptions options_;
  Judge& judge_;
  ModelHooks hooks_;
  mauve::Featurizer featurize_;
  std::optional<mauve::Features> given_p_, given_q_;
  std::size_t next_p_ = 0, next_q_ = 0;
  std::unique_ptr<metrics::AlceEvaluator> correctness_;
  ExtraTotals t_;
};

// Adds the extra figures to a summary: scores (in eval.py's order and names; x100 as eval.py
// prints them), undefined figures with their reasons, exclusions, and a "mauve"/"qa" block under
// "citeval" (`info`). ALCE:
void add_extra_scores(const ExtraTotals& t, metrics::AlceSummary& s, nlohmann::json* info);
// ALiICE: length (and length_std), correctness, mauve.
void add_extra_scores(const ExtraTotals& t, claims::AliiceSummary& s, nlohmann::json* info);
// Lines for the table (the featurizer and what its MAUVE compares to).
std::vector<std::string> extra_table_lines(const ExtraTotals& t);
// The stderr warnings of the extra figures: MAUVE over fewer than 100 texts a side.
std::vector<std::string> extra_warnings(const ExtraTotals& t);

}  // namespace citeval::benchmarks

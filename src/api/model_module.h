// The model module (libciteval_model.so: the libtorch judges, MAUVE featurizers, QA models and
// `citeval embed`), loaded on first need, so that programs without a libtorch model never load
// libtorch. A citeval::Runtime (citeval/runtime.h) owns a ModelModuleLoader and hands it to what
// needs the module: the lazy judge kinds "embed[:DIR]" and "nli:DIR" of its registries, the MAUVE
// featurizers "embed[:DIR]" / "lm:DIR" and ALCE's QA model "qa:DIR" of its evaluators.
//
//   api::ModelModuleLoader loader({.path = "", .torch = {}});  // $CITEVAL_MODEL_MODULE, else lib/citeval
//   api::add_model_kinds(registry, loader);                     // lazy: nothing loaded yet
//   auto m = loader.load();                                     // on first use
//   if (!m) ... m.error().to_string() names every path tried and dlopen's reason
//
// Where the module is looked for: the loader's path when given; else $CITEVAL_MODEL_MODULE when
// set and non-empty (only there); else lib/citeval/libciteval_model.so of the installation or
// build tree, then beside the binary that holds this code (the executable, or the Python
// package's _citeval module; common/install_paths.h: module_path_candidates).
//
// A module file is loaded once per process and never unloaded (loads of the same candidates
// share the result, a failure included); the torch settings of the first successful load apply
// (libtorch's settings are process-wide).
//
// Thread safety: all functions may be called from any thread.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "citeval/result.h"
#include "judge/registry.h"
#include "mauve/mauve.h"
#include "mauve/mauve_eval.h"
#include "metrics/qa_accuracy.h"
#include "model/model_module_api.h"
#include "model/torch_runtime.h"

namespace citeval::api {

struct ModelModule {
  std::string path;  // the file that was loaded
  CitevalModelEmbedFn embed = nullptr;
  CitevalModelQaFn qa = nullptr;
  CitevalModelEmbedTextsFn embed_texts = nullptr;
  CitevalModelLmFeaturesFn lm_features = nullptr;
  CitevalModelMakeJudgeFn make_judge = nullptr;
};

class ModelModuleLoader {
 public:
  struct Options {
    std::string path;            // empty: $CITEVAL_MODEL_MODULE, else the install candidates
    model::TorchOptions torch;   // handed to the module when it starts
    std::string torch_error;     // a bad torch setting: every load fails with it (kInvalidArgument)
  };
  explicit ModelModuleLoader(Options options) : options_(std::move(options)) {}

  // Loads the module (once a process for the same candidates). Errors are kUnsupported (no
  // module, a module that fails to start) or the torch_error.
  Result<const ModelModule*> load() const;

 private:
  Options options_;
};

// Adds the module's judge kinds as lazy kinds (judge/registry.h) to `registry`: the first
// make_judge of one loads the module and adds factories that ask it for the judge.
void add_model_kinds(judge::Registry& registry, const ModelModuleLoader& loader);

// The MAUVE featurizer of a specification ("embed", "embed:DIR", "lm:DIR"); fills `info`. The
// module is loaded when the featurizer first runs.
Result<mauve::Featurizer> make_mauve_featurizer(const std::string& spec, mauve::FeaturizerInfo& info,
                                                const ModelModuleLoader& loader);

// ALCE's QA-based accuracy (QA-EM, QA-F1, QA-Hit) of `items` with the "qa:DIR" model of
// `model_dir` (DIR/citeval_qa.json, DIR/tokenizer.json, DIR/model.pt, loaded once by the module);
// `batch` = windows per forward pass. Errors: kUnsupported (no module, or a module without QA),
// the configuration's and tokenizer's errors, the model's.
Result<metrics::AlceQaResult> compute_alce_qa_with_model(std::span<const metrics::AlceQaItem> items,
                                                         const std::string& model_dir, std::size_t batch,
                                                         const ModelModuleLoader& loader);

}  // namespace citeval::api

// Loading the model module (libciteval_model.so: the libtorch judges and `citeval embed`) on
// first need, so that commands without a libtorch judge start without loading libtorch.
//
//   std::string e = validate_torch_env();   // main(): CITEVAL_TORCH_THREADS / CITEVAL_DEVICE
//   register_lazy_model_judges();           // main(): "embed[:DIR]" and "nli:DIR", not loaded
//   auto m = load_model_module();           // on first use; make_judge does it for the kinds
//   if (!m) ... m.error().to_string() names every path tried and dlopen's reason
//
// Where the module is looked for: $CITEVAL_MODEL_MODULE when set and non-empty (only there);
// else lib/citeval/libciteval_model.so of the installation or build tree, then beside the
// executable (common/install_paths.h: module_path_candidates; no build path is compiled in).
//
// Thread safety: all functions may be called from any thread; the module is loaded once per
// process and never unloaded.
#pragma once

#include <string>

#include "citeval/result.h"
#include "model/model_module_api.h"

namespace citeval::cli {

struct ModelModule {
  std::string path;  // the file that was loaded
  CitevalModelEmbedFn embed = nullptr;
  CitevalModelQaFn qa = nullptr;  // null in a module built before "qa:DIR" existed
  CitevalModelEmbedTextsFn embed_texts = nullptr;  // null when the module predates it
  CitevalModelLmFeaturesFn lm_features = nullptr;  // likewise
};

// Reads and checks the torch environment variables (model/torch_env.h) without libtorch; the
// values are handed to the module when it loads. Returns an error message, or "".
std::string validate_torch_env();

// Registers the module's judge kinds as lazy kinds (judge/registry.h).
void register_lazy_model_judges();

// Loads the module once (later calls return the same result, including a failure) and registers
// its judge kinds. Errors are kUnsupported.
Result<const ModelModule*> load_model_module();

}  // namespace citeval::cli

// citeval/runtime.h — what judges exist, the LLM clients with their settings, and the lazily
// loaded model module: one object the caller holds, instead of process-wide registries.
//
// A Runtime owns
//   * the judge registry: the built-in kinds ("lexical", "table:FILE", "calibrated:FILE"), the
//     LLM kinds ("llm:MODEL", "llm-support:MODEL", ...) and the libtorch kinds ("embed[:DIR]",
//     "nli:DIR", loaded on first use), registered when the runtime is made — no static
//     initialiser decides what exists — plus the kinds you add (add_judge_kind);
//   * the LLM settings (configure_llm) and the chat clients of the judges it makes; every
//     Evaluator made with the runtime gets a usage account of its own (its own clients, with the
//     runtime's settings at its creation), so its summary's llm_usage counts its requests only,
//     whatever other evaluators of the process do at the same time;
//   * the model-module loader (libciteval_model.so: libtorch judges, the MAUVE featurizers
//     "embed[:DIR]" / "lm:DIR", ALCE's QA model "qa:DIR"), dlopen()ed the first time one is used.
//     Programs that never use one never load libtorch. The module file is a process resource:
//     loaded once, never unloaded, shared by the runtimes that name the same file.
//
//   auto rt = citeval::Runtime::create();                 // torch settings from the environment
//   if (!rt) return fail(rt.error());                     // e.g. CITEVAL_TORCH_THREADS=two
//   (*rt)->configure_llm({.base_url = "http://127.0.0.1:8000/v1"});
//   auto ev = citeval::Evaluator::create(options, *rt);   // evaluate.h
//   auto judge = (*rt)->make_judge("nli:/models/deberta-mnli");
//
// The free functions of judges.h (make_judge, judge_kinds, configure_llm) and Evaluator::create
// without a runtime use Runtime::shared(), one runtime for the process made on first use. A
// runtime is kept alive by the evaluators made with it.
//
// Thread safety: every method may be called from any thread. Settings changed by configure_llm
// apply to judges and evaluators made afterwards.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"
#include "citeval/judges.h"
#include "citeval/result.h"

namespace citeval {

struct RuntimeOptions {
  // The model module file; empty: $CITEVAL_MODEL_MODULE when set, else lib/citeval/ of the
  // installation or build tree the program's citeval code lives in.
  std::string model_module;
  // libtorch's CPU threads (>= 1); unset: $CITEVAL_TORCH_THREADS, else libtorch's default.
  std::optional<int> torch_threads;
  // Whether libtorch may use CUDA; unset: $CITEVAL_DEVICE ("cpu": no, "auto": yes), else yes.
  std::optional<bool> torch_cuda;
};

class Runtime {
 public:
  // Checks the options and the torch environment variables (kInvalidArgument naming the bad
  // value, e.g. "CITEVAL_TORCH_THREADS must be a positive integer, not 'two'"). Loads nothing.
  static Result<std::shared_ptr<Runtime>> create(const RuntimeOptions& options = {});
  // The process's default runtime (create() with default options, made on first use). With a
  // bad torch variable it is still made, and using a libtorch model fails with that error.
  static std::shared_ptr<Runtime> shared();

  ~Runtime();
  Runtime(const Runtime&) = delete;
  Runtime& operator=(const Runtime&) = delete;

  // A judge from its spec (judges.h lists the kinds). LLM judges made here use the runtime's
  // own account (usage()), not an evaluator's.
  Result<std::unique_ptr<Judge>> make_judge(std::string_view spec) const;
  // Every known kind with its usage, sorted: {"calibrated:FILE", "embed[:DIR]", ...}.
  std::vector<std::string> judge_kinds() const;
  // Adds (or replaces) a kind for this runtime's judges and evaluators: `factory` gets the part
  // of the spec after "KIND:" (empty for a bare "KIND"). `usage` shows it in messages
  // ("mine:MODEL"); empty = the kind.
  using JudgeFactory = std::function<Result<std::unique_ptr<Judge>>(std::string_view argument)>;
  void add_judge_kind(std::string kind, JudgeFactory factory, std::string usage = {});

  // The settings of the "llm*" kinds for judges and evaluators made afterwards. kIo /
  // kInvalidArgument when the key file cannot be read or api_key_env is not set.
  Status configure_llm(const LlmConfig& config);

  struct Impl;
  Impl& impl() const { return *impl_; }
  explicit Runtime(std::unique_ptr<Impl> impl);

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace citeval

// Internals of citeval::Runtime (citeval/runtime.h): what an Evaluator takes from its runtime.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

#include "api/model_module.h"
#include "benchmarks/extra_metrics.h"
#include "benchmarks/registry.h"
#include "citeval/runtime.h"
#include "judge/registry.h"
#include "llm/llm_registry.h"

namespace citeval {

struct Runtime::Impl {
  explicit Impl(api::ModelModuleLoader::Options module) : loader(std::move(module)) {}

  api::ModelModuleLoader loader;
  // The runtime's settings, and the usage account of the judges make_judge makes.
  std::shared_ptr<llm::LlmPool> llm = std::make_shared<llm::LlmPool>();
  // The judges of make_judge (every kind; llm kinds on `llm`).
  std::unique_ptr<judge::Registry> judges;
  // The benchmarks of its evaluators (built-in and add_benchmark's).
  std::unique_ptr<benchmarks::Registry> benchmark_registry;

  // A registry with every kind of this runtime, whose llm kinds make their judges with `account`
  // (an evaluator's own, from new_account()).
  std::unique_ptr<judge::Registry> make_registry(const std::shared_ptr<llm::LlmPool>& account) const;
  // A usage account with the runtime's current LLM settings.
  std::shared_ptr<llm::LlmPool> new_account() const { return std::make_shared<llm::LlmPool>(llm->settings()); }
  // The MAUVE featurizers and QA model of evaluators, through the model module.
  benchmarks::ModelHooks model_hooks() const;

  mutable std::mutex mu;
  std::vector<std::tuple<std::string, JudgeFactory, std::string>> added;  // add_judge_kind's kinds
};

}  // namespace citeval

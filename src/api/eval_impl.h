// Internals of citeval::EvalOptions, Evaluator and EvalState (evaluate.h): the driver over the
// benchmark interface (benchmarks/benchmark.h). Nothing here knows a benchmark by name.
#pragma once

#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "benchmarks/benchmark.h"
#include "benchmarks/registry.h"
#include "benchmarks/state.h"
#include "citeval/evaluate.h"

namespace citeval {

namespace api {

// The options checked and with defaults filled in.
struct Resolved {
  std::shared_ptr<const benchmarks::BenchmarkImpl> benchmark;
  std::shared_ptr<benchmarks::Options> own;  // the benchmark's own options (judge, input filled)
  double max_judge_error_rate = 0;           // not part of the identity
  nlohmann::json identity;                   // EvalOptions::to_json()
};

// Checks `o` (options of another benchmark, bad values) without opening anything, with the
// benchmarks of `registry` (default: Runtime::shared()'s). Messages are the CLI's.
Result<Resolved> resolve(const EvalOptions& o);
// `benchmark`: a benchmark of the registry by name; empty: o.benchmark.
Result<Resolved> resolve(const EvalOptions& o, const benchmarks::Registry& registry, std::string_view benchmark = {});

// The benchmarks of a runtime (null: Runtime::shared()).
const benchmarks::Registry& benchmark_registry(const Runtime* runtime);

}  // namespace api

struct EvalState::Impl : benchmarks::State {};

}  // namespace citeval

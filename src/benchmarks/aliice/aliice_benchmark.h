// ALiICE (Xu et al. 2024, eval.py): claim-level citation recall and precision from dependency
// parses of ALCE result files, CVCP, and eval.py's length and correctness fields.
#pragma once

#include <memory>

#include "benchmarks/benchmark.h"
#include "metrics/aliice_evaluator.h"

namespace citeval::benchmarks {

std::shared_ptr<const BenchmarkImpl> make_aliice_benchmark();

// The evaluator options of ALiICE options resolved by make_aliice_benchmark()'s resolve().
const claims::AliiceOptions& aliice_options_of(const Options& options);

}  // namespace citeval::benchmarks

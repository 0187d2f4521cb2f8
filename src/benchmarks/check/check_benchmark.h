// `citeval check` (README "citeval check"): cited answers as people make them — a generic record
// with explicit citation spans or marks in any citation style, or an LLM provider's response with
// structured citations (answers/read.h) — scored per statement and per answer on the benchmarks'
// judges (metrics/check_evaluator.h), as one more benchmark of the layer: summary, detail,
// resume, shards, gates, Python and Dask come from the driver.
#pragma once

#include <memory>

#include "benchmarks/benchmark.h"

namespace citeval::benchmarks {

std::shared_ptr<const BenchmarkImpl> make_check_benchmark();

}  // namespace citeval::benchmarks

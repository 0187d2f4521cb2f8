// LongBench-Cite (Zhang et al. 2024, eval_cite.py, eval_correct.py): statement-level citation
// recall, precision and F1 from three judge roles (support, need-citation, relevance), citation
// length, and the correctness rating, over prediction files; resumable from its own --detail
// format (io/longcite_detail.h).
#pragma once

#include <memory>

#include "benchmarks/benchmark.h"

namespace citeval::benchmarks {

std::shared_ptr<const BenchmarkImpl> make_longbench_cite_benchmark();

}  // namespace citeval::benchmarks

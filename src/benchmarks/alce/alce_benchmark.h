// ALCE (Gao et al. 2023, eval.py): citation recall and precision, correctness (str_em, QAMPARI's,
// ROUGE-L, claims_nli), MAUVE and QA accuracy, over ALCE result files.
#pragma once

#include <memory>

#include "benchmarks/benchmark.h"

namespace citeval::benchmarks {

std::shared_ptr<const BenchmarkImpl> make_alce_benchmark();

}  // namespace citeval::benchmarks

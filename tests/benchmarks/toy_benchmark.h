// A fourth benchmark, for tests only: "does the answer contain the gold string". It lives here
// and nowhere else, and runs through every driver the built-in benchmarks run through.
#pragma once

#include <memory>

#include "benchmarks/benchmark.h"

namespace citeval::toy {

// Items: JSONL, one {"answer": TEXT, "gold": TEXT} a line. Figures: hit_rate (x100: the share of
// answers holding their gold string; null with no item) and items. Its own option: max_words (an
// answer of more words is no hit; unset: no limit), which ALiICE has too.
std::shared_ptr<const benchmarks::BenchmarkImpl> make_toy_benchmark();

}  // namespace citeval::toy

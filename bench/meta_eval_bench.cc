// Meta-evaluation of 100,000 scored pairs (10,000 statements of 1-19 chunks; scores with and
// without ties): point estimates alone, and with the default 1,000-replicate bootstrap (on all
// cores, wall time; and on one thread).
//
//   build/<tree>/bench/meta_eval_bench --benchmark_min_time=1
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "meta/meta_evaluator.h"

namespace {

citeval::meta::ScoredSet make_set(std::size_t items, bool ties) {
  std::mt19937_64 rng(42);
  citeval::meta::ScoredSet set;
  std::size_t g = 0;
  while (set.size() < items) {
    std::string name = "s";
    name += std::to_string(g++);
    auto id = set.group_id(name);
    const std::size_t size = 1 + rng() % 19;
    for (std::size_t i = 0; i < size && set.size() < items; ++i) {
      const auto label = static_cast<std::uint8_t>(rng() % 3);
      double score = static_cast<double>(rng() % 1000000) / 1e6 + 0.1 * label;
      if (ties) score = static_cast<double>(rng() % 5 + label) / 7.0;
      set.add(id, score, label);
    }
  }
  return set;
}

void run(benchmark::State& state, std::size_t bootstrap, bool ties, std::size_t threads = 0) {
  const auto set = make_set(100000, ties);
  citeval::meta::MetaOptions options;
  options.bootstrap = bootstrap;
  options.threads = threads;
  for (auto _ : state) {
    auto report = citeval::meta::evaluate(set, options);
    benchmark::DoNotOptimize(report);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * set.size()));
}

void BM_Meta100kPoint(benchmark::State& s) { run(s, 0, false); }
void BM_Meta100kBootstrap1000(benchmark::State& s) { run(s, 1000, false); }
void BM_Meta100kBootstrap1000OneThread(benchmark::State& s) { run(s, 1000, false, 1); }
void BM_Meta100kTiedBootstrap1000(benchmark::State& s) { run(s, 1000, true); }

BENCHMARK(BM_Meta100kPoint)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Meta100kBootstrap1000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Meta100kBootstrap1000OneThread)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Meta100kTiedBootstrap1000)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();

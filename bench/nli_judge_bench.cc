// "nli:DIR" judge throughput, pairs/s, with 1 and 2 libtorch threads: 512 WiCE (evidence, claim)
// pairs through tokenization, premise truncation, length-sorted padded batches of 16 and a small
// BERT-shaped TorchScript cross-encoder (bench/nli_bench_model.py builds it and times the same
// model in Python, one pair a call as ALCE's scripts do, and batched). Needs
// $CITEVAL_BENCH_NLI_DIR (run_nli_bench sets it).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "model/nli_judge.h"
#include "model/torch_runtime.h"

namespace {

void BM_NliJudge(benchmark::State& state) {
  const char* dir = std::getenv("CITEVAL_BENCH_NLI_DIR");
  if (dir == nullptr) {
    state.SkipWithError("set CITEVAL_BENCH_NLI_DIR (run_nli_bench does)");
    return;
  }
  citeval::model::configure_torch({.threads = static_cast<int>(state.range(0))});
  auto judge = citeval::model::NliJudge::load(std::string(dir) + "/model",
                                              {.batch_size = static_cast<std::size_t>(state.range(1))});
  if (!judge) {
    state.SkipWithError(judge.error().to_string().c_str());
    return;
  }
  std::vector<citeval::JudgeRequest> pairs;
  std::ifstream in(std::string(dir) + "/pairs.json");
  for (const auto& p : nlohmann::json::parse(in)) {
    pairs.push_back({p["premise"].get<std::string>(), p["hypothesis"].get<std::string>()});
  }
  (*judge)->judge_batch(std::span(pairs).first(16));  // warm-up (graph optimization)
  for (auto _ : state) {
    auto out = (*judge)->judge_batch(pairs);
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * pairs.size()));
}
BENCHMARK(BM_NliJudge)->ArgNames({"threads", "batch"})->Args({1, 16})->Args({2, 16})
    ->Args({1, 1})->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();

// Throughput of the USE-lite embedding judge (issue 6), next to the TF.js reference
// (bench/embed_tfjs_bench.js runs the official implementation on the same workload).
//
//   build/release/bench/embed_judge_bench                      # all
//   /usr/bin/time -v build/release/bench/embed_judge_bench --benchmark_filter=Pairs/2
//
// Workload (identical in the JS script): the first 128 sentences of EWT dev (en_ewt-ud-dev.conllu
// "# text =" lines). Sentences: embed all 128. Pairs: 16 premises of 4 consecutive sentences
// (joined by a space) x 8 hypotheses (the sentences after them), 128 pairs; each premise recurs 8
// times, as ALCE documents do, so the judge embeds each distinct window once.
// The argument is the number of libtorch intra-op threads.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "model/embed_judge.h"
#include "model/model_registry.h"
#include "model/torch_runtime.h"
#include "model/use_model.h"

namespace {

using citeval::model::EmbedJudge;
using citeval::model::UseModel;

const std::vector<std::string>& sentences() {
  static const std::vector<std::string> s = [] {
    std::vector<std::string> out;
    std::ifstream in(CITEVAL_SHARED_DIR "/data/ud/en_ewt-ud-dev.conllu");
    std::string line;
    while (out.size() < 128 && std::getline(in, line)) {
      if (line.rfind("# text = ", 0) == 0) out.push_back(line.substr(9));
    }
    return out;
  }();
  return s;
}

std::vector<citeval::JudgeRequest> pairs() {
  const auto& s = sentences();
  std::vector<citeval::JudgeRequest> out;
  for (std::size_t p = 0; p < 16; ++p) {
    std::string premise;
    for (std::size_t k = 0; k < 4; ++k) premise += (k ? " " : "") + s[(p * 8 + k) % s.size()];
    for (std::size_t h = 0; h < 8; ++h) out.push_back({premise, s[(p * 8 + 4 + h) % s.size()]});
  }
  return out;
}

std::shared_ptr<const UseModel> model() {
  static auto m = citeval::model::shared_use_model("");
  if (!m) {
    std::fprintf(stderr, "%s\n", m.error().to_string().c_str());
    std::abort();
  }
  return m.value();
}

void BM_EmbedSentences(benchmark::State& state) {
  citeval::model::configure_torch({.threads = static_cast<int>(state.range(0))});
  auto m = model();
  const auto& s = sentences();
  for (auto _ : state) benchmark::DoNotOptimize(m->embed(s));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * s.size()));
}
BENCHMARK(BM_EmbedSentences)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_EmbedJudgePairs(benchmark::State& state) {
  citeval::model::configure_torch({.threads = static_cast<int>(state.range(0))});
  auto judge = EmbedJudge::create(model());
  const auto reqs = pairs();
  for (auto _ : state) benchmark::DoNotOptimize((*judge)->judge_batch(reqs));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * reqs.size()));
}
BENCHMARK(BM_EmbedJudgePairs)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Tokenize(benchmark::State& state) {
  auto m = model();
  const auto& s = sentences();
  for (auto _ : state) {
    for (const auto& x : s) benchmark::DoNotOptimize(m->tokenizer().encode(x));
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * s.size()));
}
BENCHMARK(BM_Tokenize);

}  // namespace

BENCHMARK_MAIN();

// ChatClient throughput against a loopback server that answers every request after 200 ms:
// requests/s at concurrency 1, 4, 16 and 64 (ideal: concurrency / 0.2 s).
//
//   build/release/bench/llm_client_bench
#include <benchmark/benchmark.h>

#include "fake_openai_server.h"
#include "llm/chat_client.h"

namespace {

using citeval::llm::ChatClient;
using citeval::llm::ChatRequest;
using citeval::llm::ClientConfig;
using citeval::llm::testing::FakeCall;
using citeval::llm::testing::FakeOpenAiServer;
using citeval::llm::testing::FakeReply;

void BM_ChatClientThroughput(benchmark::State& state) {
  const auto concurrency = static_cast<std::size_t>(state.range(0));
  FakeOpenAiServer server([](const FakeCall&) {
    return FakeReply{.content = "Rating: [[Fully supported]]", .delay = std::chrono::milliseconds(200)};
  });
  ClientConfig cfg;
  cfg.base_url = server.base_url();
  cfg.concurrency = concurrency;
  auto client = ChatClient::create(cfg);
  // 10 rounds of the pool per iteration (at least 20 requests).
  const std::size_t n = std::max<std::size_t>(20, concurrency * 10);
  std::vector<ChatRequest> reqs;
  for (std::size_t i = 0; i < n; ++i) reqs.push_back(ChatRequest{"bench", {{"user", "prompt " + std::to_string(i)}}, 0.0, 10, {}});
  std::size_t ok = 0;
  for (auto _ : state) {
    for (const auto& r : (*client)->complete_batch(reqs)) ok += r.ok ? 1 : 0;
  }
  state.counters["requests_per_s"] = benchmark::Counter(static_cast<double>(ok), benchmark::Counter::kIsRate);
  state.counters["ideal_per_s"] = static_cast<double>(concurrency) / 0.2;
  state.counters["server_max_in_flight"] = server.max_in_flight();
  if (ok != n * state.iterations()) state.SkipWithError("requests failed");
}
BENCHMARK(BM_ChatClientThroughput)->Arg(1)->Arg(4)->Arg(16)->Arg(64)->Iterations(1)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

// ALCE judged by an `llm:` judge spread over one or two OpenAI-compatible endpoints: 20,000 ASQA
// items (2 cited statements each, so 40,000 distinct entailment prompts) against loopback
// servers (tests/llm/fake_openai_server.h) that answer every request after 200 ms. The run is
// the CLI's: judge::make_judge("llm:bench?base_url=A[,B]&concurrency=64") in a JudgeSession
// (no cache, batches of 1,024), AlceEvaluator over chunks of 1,024 items. Each endpoint has the
// same limit (64 requests in flight), so two endpoints should come close to twice the rate; one
// endpoint at 128 is the reference (the same requests in flight, no spreading).
//
//   build/release/bench/llm_endpoints_bench     # ~4.5 minutes: 1 endpoint ~130 s, 2 ~70 s, ref ~70 s
//   build/release/bench/llm_endpoints_bench --benchmark_filter='concurrency:64'  # 1 vs 2 only
//   CITEVAL_BENCH_ITEMS=2000 build/release/bench/llm_endpoints_bench   # a quick look
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "fake_openai_server.h"
#include "items/alce_item.h"
#include "judge/judge_session.h"
#include "judge/registry.h"
#include "llm/llm_registry.h"
#include "metrics/alce_evaluator.h"

namespace {

using namespace citeval;
using llm::testing::FakeCall;
using llm::testing::FakeOpenAiServer;
using llm::testing::FakeReply;

// $CITEVAL_BENCH_ITEMS replaces the 20,000 items (for a quick look).
const int kItems = [] {
  const char* v = std::getenv("CITEVAL_BENCH_ITEMS");
  return v && std::atoi(v) > 0 ? std::atoi(v) : 20000;
}();
constexpr int kStatements = 2;
constexpr std::size_t kChunk = 1024;
constexpr double kLatencyS = 0.2;

std::vector<io::AlceItem> make_items() {
  std::vector<io::AlceItem> items(kItems);
  for (int i = 0; i < kItems; ++i) {
    io::AlceItem& it = items[i];
    it.index = static_cast<std::size_t>(i);
    it.line = static_cast<std::size_t>(i) + 1;
    it.question = "Question " + std::to_string(i) + "?";
    it.has_docs = true;
    for (int d = 0; d < kStatements; ++d) {
      it.docs.push_back({.title = "Doc " + std::to_string(i) + "." + std::to_string(d),
                         .text = "Passage " + std::to_string(d) + " of item " + std::to_string(i) + ".",
                         .has_text = true});
    }
    for (int s = 0; s < kStatements; ++s) {
      it.output += "Statement " + std::to_string(s) + " of item " + std::to_string(i) + " [" + std::to_string(s + 1) + "]. ";
    }
    it.has_qa_pairs = true;
    it.qa_pairs.push_back({{"item"}});
    it.long_answers.push_back("Statement of item " + std::to_string(i) + ".");
  }
  return items;
}

const std::vector<io::AlceItem>& items() {
  static const std::vector<io::AlceItem> all = make_items();
  return all;
}

// Args: endpoints (1 or 2), requests in flight per endpoint.
void BM_AlceLlmJudgeEndpoints(benchmark::State& state) {
  const int endpoints = static_cast<int>(state.range(0));
  const int concurrency = static_cast<int>(state.range(1));
  auto reply = [](const FakeCall&) {
    return FakeReply{.content = "Entailed: [[Yes]] ", .delay = std::chrono::milliseconds(200)};
  };
  std::vector<std::unique_ptr<FakeOpenAiServer>> servers;
  std::string urls;
  for (int e = 0; e < endpoints; ++e) {
    servers.push_back(std::make_unique<FakeOpenAiServer>(reply, concurrency + 32));
    urls += (e ? "," : "") + servers.back()->base_url();
  }
  llm::register_llm_judges();
  const auto& all = items();
  double rec = 0;
  std::size_t scored = 0, errors = 0;
  for (auto _ : state) {
    auto inner = judge::make_judge("llm:bench?base_url=" + urls + "&concurrency=" + std::to_string(concurrency));
    if (!inner) {
      state.SkipWithError(inner.error().to_string().c_str());
      return;
    }
    judge::SessionOptions so;
    so.batch_size = 1024;  // the CLI's for LLM judges
    auto session = judge::JudgeSession::open(std::move(*inner), so);
    metrics::AlceEvaluator ev({}, **session);
    for (std::size_t b = 0; b < all.size(); b += kChunk) {
      const std::size_t n = std::min(kChunk, all.size() - b);
      benchmark::DoNotOptimize(ev.evaluate(std::span(all).subspan(b, n)));
    }
    const auto s = ev.summary();
    scored = s.citation_items;
    errors = s.judge_error_items;
    for (const auto& [k, v] : s.scores) {
      if (k == "citation_rec") rec = v;
    }
  }
  const double prompts = static_cast<double>(kItems) * kStatements;
  state.counters["items_per_s"] =
      benchmark::Counter(static_cast<double>(kItems) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["prompts_per_s"] =
      benchmark::Counter(prompts * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["ideal_s"] = prompts * kLatencyS / (endpoints * concurrency);
  for (int e = 0; e < endpoints; ++e) {
    state.counters["server" + std::to_string(e) + "_calls"] = static_cast<double>(servers[e]->calls());
    state.counters["server" + std::to_string(e) + "_max_in_flight"] = servers[e]->max_in_flight();
  }
  if (scored != static_cast<std::size_t>(kItems) || errors != 0 || rec != 100.0) {
    state.SkipWithError("unexpected scores or judge errors");
  }
}
BENCHMARK(BM_AlceLlmJudgeEndpoints)
    ->ArgNames({"endpoints", "concurrency"})
    ->Args({1, 64})
    ->Args({2, 64})
    ->Args({1, 128})
    ->Iterations(1)
    ->UseRealTime()
    ->Unit(benchmark::kSecond);

}  // namespace

BENCHMARK_MAIN();

// A LongBench-Cite-shaped judging run against a loopback server answering after 200 ms:
// responses of 10 cited statements (10 support + 10 relevance prompts each).
//  * BM_LongciteReference4Way: LongBench-Cite's way — a pool of 4 workers, each scoring one
//    response at a time with one prompt at a time (recall, then precision). Run on a slice of the
//    responses; `extrapolated_1000_s` scales it to 1,000 responses (the time is linear in them).
//  * BM_LongciteCiteval: citeval's LongciteEvaluator over all responses at once, the three LLM
//    judges sharing one client of the given concurrency.
//
//   build/release/bench/llm_longcite_bench
#include <benchmark/benchmark.h>

#include <atomic>
#include <thread>

#include "fake_openai_server.h"
#include "llm/llm_judge.h"
#include "metrics/longcite_evaluator.h"

namespace {

using namespace citeval;
using llm::testing::FakeCall;
using llm::testing::FakeOpenAiServer;
using llm::testing::FakeReply;

constexpr int kStatements = 10;
constexpr double kLatencyS = 0.2;

FakeReply answer(const FakeCall& c) {
  const bool relevance = c.prompt.find("[[Unrelevant]]") != std::string::npos;
  return FakeReply{.content = relevance ? "Rating: [[Relevant]] " : "Rating: [[Fully supported]] ",
                   .delay = std::chrono::milliseconds(200)};
}

std::vector<metrics::LongciteItem> make_items(int n) {
  std::vector<metrics::LongciteItem> items(n);
  for (int i = 0; i < n; ++i) {
    items[i].idx = std::to_string(i);
    items[i].dataset = "hotpotqa";
    items[i].query = "Question " + std::to_string(i) + "?";
    for (int s = 0; s < kStatements; ++s) {
      std::string id = std::to_string(i) + "." + std::to_string(s);
      items[i].statements.push_back({"Statement " + id + ".", {{0, 0, 0, 0, "Cited snippet " + id + "."}}});
    }
  }
  return items;
}

struct Judges {
  std::unique_ptr<llm::LlmJudge> support, need, relevance;
};

Judges make_judges(const std::string& base_url, std::size_t concurrency) {
  llm::ClientConfig cfg;
  cfg.base_url = base_url;
  cfg.concurrency = concurrency;
  auto client = *llm::ChatClient::create(cfg);
  Judges j;
  j.support = std::move(llm::LlmJudge::create(client, {.task = llm::LlmTask::kSupport, .model = "bench"}).value());
  j.need = std::move(llm::LlmJudge::create(client, {.task = llm::LlmTask::kNeedCitation, .model = "bench"}).value());
  j.relevance = std::move(llm::LlmJudge::create(client, {.task = llm::LlmTask::kRelevance, .model = "bench"}).value());
  return j;
}

void BM_LongciteReference4Way(benchmark::State& state) {
  const int responses = static_cast<int>(state.range(0));
  FakeOpenAiServer server(answer);
  Judges j = make_judges(server.base_url(), 4);
  auto items = make_items(responses);
  const auto t0 = std::chrono::steady_clock::now();
  for (auto _ : state) {
    std::atomic<int> next{0};
    std::vector<std::thread> pool;
    for (int w = 0; w < 4; ++w) {
      pool.emplace_back([&] {
        for (int i; (i = next++) < responses;) {
          for (const auto& st : items[i].statements) {  // recall: one prompt at a time
            std::vector<JudgeRequest> r = {{st.citation[0].cite, st.statement, items[i].query}};
            benchmark::DoNotOptimize(j.support->judge_batch(r));
          }
          for (const auto& st : items[i].statements) {  // precision
            std::vector<JudgeRequest> r = {{st.citation[0].cite, st.statement, items[i].query}};
            benchmark::DoNotOptimize(j.relevance->judge_batch(r));
          }
        }
      });
    }
    for (auto& t : pool) t.join();
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() /
                      static_cast<double>(state.iterations());
  state.counters["extrapolated_1000_s"] = secs * 1000.0 / responses;
  const double requests = 2.0 * kStatements * responses;
  state.counters["requests"] = requests;
  state.counters["requests_per_s"] = benchmark::Counter(requests, benchmark::Counter::kIsRate);
  state.counters["ideal_s"] = requests * kLatencyS / 4;
  state.counters["server_max_in_flight"] = server.max_in_flight();
}

void BM_LongciteCiteval(benchmark::State& state) {
  const int responses = static_cast<int>(state.range(0));
  const auto concurrency = static_cast<std::size_t>(state.range(1));
  FakeOpenAiServer server(answer, static_cast<int>(concurrency) + 32);
  Judges j = make_judges(server.base_url(), concurrency);
  auto items = make_items(responses);
  metrics::LongciteEvaluator ev({}, {j.support.get(), j.need.get(), j.relevance.get()});
  double f1 = 0;
  for (auto _ : state) {
    auto res = ev.evaluate(items);
    for (const auto& r : res) f1 += r.f1;
  }
  const double requests = 2.0 * kStatements * responses;
  state.counters["requests"] = requests;
  state.counters["requests_per_s"] = benchmark::Counter(requests, benchmark::Counter::kIsRate);
  state.counters["ideal_s"] = requests * kLatencyS / static_cast<double>(concurrency);
  state.counters["server_max_in_flight"] = server.max_in_flight();
  if (f1 != responses) state.SkipWithError("unexpected scores");
}

BENCHMARK(BM_LongciteReference4Way)->Arg(40)->Iterations(1)->UseRealTime()->Unit(benchmark::kSecond);
BENCHMARK(BM_LongciteCiteval)->Args({1000, 64})->Args({1000, 128})->Iterations(1)->UseRealTime()->Unit(benchmark::kSecond);

}  // namespace

BENCHMARK_MAIN();

// Pairs/s through a JudgeSession with the table judge, on an ALCE-shaped workload: each
// response asks 15 support questions about its question's 5 passages (2-4 KB each; some
// premises are two passages joined, as for citation recall), hypotheses of 80-200 bytes.
//
//   build/<tree>/bench/judge_session_bench --benchmark_counter_table=true
//
// The target of the ALCE pipeline is >= 5,000 responses/s end to end, i.e. >= 75,000 pairs/s
// for everything; the session's share should be a small part of that.
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "judge/judge_session.h"
#include "judge/lexical_judge.h"
#include "judge/table_judge.h"

namespace {

using citeval::JudgeRequest;
using citeval::judge::JudgeSession;
using citeval::judge::SessionOptions;
using citeval::judge::TableJudge;

constexpr std::size_t kResponses = 400;
constexpr std::size_t kPairsPerResponse = 15;

struct Workload {
  std::vector<JudgeRequest> requests;  // kResponses * kPairsPerResponse, response by response
  std::string table;                   // JSONL table with every pair
};

// Text over a 5,000-word synthetic vocabulary with a Zipf-like (log-uniform) rank
// distribution, some capitalised words and numbers, so that token sets have a realistic size.
std::string words(std::mt19937& rng, std::size_t min_bytes, std::size_t max_bytes) {
  static const std::vector<std::string> vocab = [] {
    std::mt19937 vr(7);
    std::uniform_int_distribution<int> len(2, 10), letter(0, 25), kind(0, 19);
    std::vector<std::string> v;
    for (int i = 0; i < 5000; ++i) {
      std::string w;
      const int k = kind(vr);
      if (k == 0) {
        w = std::to_string(vr() % 3000);
      } else {
        for (int n = len(vr); n > 0; --n) w += static_cast<char>('a' + letter(vr));
        if (k <= 3) w[0] = static_cast<char>(w[0] - 32);
      }
      v.push_back(w);
    }
    return v;
  }();
  std::uniform_int_distribution<std::size_t> len(min_bytes, max_bytes);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  std::size_t target = len(rng);
  std::string s;
  while (s.size() < target) {
    auto rank = static_cast<std::size_t>(std::exp(u(rng) * std::log(5000.0))) - 1;
    s += vocab[std::min<std::size_t>(rank, 4999)];
    s += u(rng) < 0.06 ? ". " : " ";
  }
  return s;
}

const Workload& workload() {
  static const Workload w = [] {
    Workload w;
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> doc(0, 4), coin(0, 2);
    for (std::size_t r = 0; r < kResponses; ++r) {
      std::vector<std::string> docs;
      for (int d = 0; d < 5; ++d) docs.push_back(words(rng, 2000, 4000));
      for (std::size_t p = 0; p < kPairsPerResponse; ++p) {
        std::string premise = docs[doc(rng)];
        if (coin(rng) == 0) premise += "\n" + docs[doc(rng)];
        w.requests.push_back({std::move(premise), words(rng, 80, 200)});
      }
    }
    for (const auto& req : w.requests) {
      w.table += nlohmann::json{{"premise", req.premise}, {"hypothesis", req.hypothesis},
                                {"label", req.hypothesis.size() % 2}}
                     .dump();
      w.table += '\n';
    }
    return w;
  }();
  return w;
}

// One table for all runs (parsing it is not what is measured); sessions get a forwarding judge
// because they own their inner judge.
class SharedTable final : public citeval::Judge {
 public:
  std::string identity() const override { return shared().identity(); }
  std::vector<citeval::Judgment> judge_batch(std::span<const JudgeRequest> r) override {
    return shared().judge_batch(r);
  }
  static TableJudge& shared() {
    static std::unique_ptr<TableJudge> t = [] {
      auto r = TableJudge::parse(workload().table, "bench.jsonl");
      if (!r) std::abort();
      return std::move(*r);
    }();
    return *t;
  }
};

std::unique_ptr<citeval::Judge> table() { return std::make_unique<SharedTable>(); }

std::string cache_file(const char* name) {
  auto p = std::filesystem::temp_directory_path() /
           ("citeval_judge_bench_" + std::to_string(::getpid()) + "_" + name + ".db");
  return p.string();
}

void remove_cache(const std::string& p) {
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(p + suffix);
}

// Judges the workload response by response (15 pairs a call, as a pipeline does) or, with
// per_response == false, in one call.
void judge_all(citeval::Judge& judge, bool per_response) {
  const auto& reqs = workload().requests;
  std::span<const JudgeRequest> all(reqs);
  if (!per_response) {
    benchmark::DoNotOptimize(judge.judge_batch(all));
    return;
  }
  for (std::size_t i = 0; i < reqs.size(); i += kPairsPerResponse) {
    benchmark::DoNotOptimize(judge.judge_batch(all.subspan(i, kPairsPerResponse)));
  }
}

void finish(benchmark::State& state) {
  const double pairs = static_cast<double>(workload().requests.size());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * pairs));
  state.counters["responses/s"] = benchmark::Counter(
      static_cast<double>(state.iterations() * kResponses), benchmark::Counter::kIsRate);
}

// The table judge alone, no session: the floor.
void BM_TableJudgeAlone(benchmark::State& state) {
  for (auto _ : state) judge_all(SharedTable::shared(), true);
  finish(state);
}
BENCHMARK(BM_TableJudgeAlone)->Unit(benchmark::kMillisecond);

// The lexical judge alone (the default judge when no model is configured).
void BM_LexicalJudgeAlone(benchmark::State& state) {
  citeval::judge::LexicalJudge judge;
  for (auto _ : state) judge_all(judge, true);
  finish(state);
}
BENCHMARK(BM_LexicalJudgeAlone)->Unit(benchmark::kMillisecond);

// A new session each run, no cache file: hashing + memo + inner calls.
void BM_SessionNoCacheCold(benchmark::State& state) {
  const bool per_response = state.range(0) != 0;
  for (auto _ : state) {
    state.PauseTiming();
    auto s = JudgeSession::open(table());
    state.ResumeTiming();
    judge_all(**s, per_response);
    state.PauseTiming();
    s->reset();
    state.ResumeTiming();
  }
  finish(state);
}
BENCHMARK(BM_SessionNoCacheCold)->Arg(1)->Arg(0)->ArgName("per_response")->Unit(benchmark::kMillisecond);

// The same session again: every pair is a memo hit.
void BM_SessionMemoWarm(benchmark::State& state) {
  auto s = JudgeSession::open(table());
  judge_all(**s, true);
  for (auto _ : state) judge_all(**s, true);
  finish(state);
}
BENCHMARK(BM_SessionMemoWarm)->Unit(benchmark::kMillisecond);

// A new session on an empty cache file: every pair judged and written.
void BM_SessionCacheCold(benchmark::State& state) {
  const bool per_response = state.range(0) != 0;
  const std::string path = cache_file("cold");
  for (auto _ : state) {
    state.PauseTiming();
    remove_cache(path);
    SessionOptions o;
    o.cache_path = path;
    auto s = JudgeSession::open(table(), o);
    if (!s) std::abort();
    state.ResumeTiming();
    judge_all(**s, per_response);
    state.PauseTiming();
    s->reset();
    state.ResumeTiming();
  }
  remove_cache(path);
  finish(state);
}
BENCHMARK(BM_SessionCacheCold)->Arg(1)->Arg(0)->ArgName("per_response")->Unit(benchmark::kMillisecond);

// A new session on a filled cache file (a rerun): every pair is a cache hit.
void BM_SessionCacheWarm(benchmark::State& state) {
  const bool per_response = state.range(0) != 0;
  const std::string path = cache_file("warm");
  remove_cache(path);
  SessionOptions o;
  o.cache_path = path;
  {
    auto s = JudgeSession::open(table(), o);
    judge_all(**s, false);
  }
  for (auto _ : state) {
    state.PauseTiming();
    auto s = JudgeSession::open(table(), o);
    if (!s) std::abort();
    state.ResumeTiming();
    judge_all(**s, per_response);
    state.PauseTiming();
    s->reset();
    state.ResumeTiming();
  }
  remove_cache(path);
  finish(state);
}
BENCHMARK(BM_SessionCacheWarm)->Arg(1)->Arg(0)->ArgName("per_response")->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

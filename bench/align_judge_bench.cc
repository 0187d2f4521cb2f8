// Pairs/s of the model-free judges on one core, side by side: "lexical" and "align", on real
// claims with ~150-word premises (AttributionBench dev: each claim against the first 150 words of
// its references; 1,198 pairs, judged in batches of 64 as a session sends them).
//
//   build/<tree>/bench/align_judge_bench
//
// The goal of the align judge (issue 24): >= 2,000 pairs/s on one core.
#include <benchmark/benchmark.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "judge/align_judge.h"
#include "judge/lexical_judge.h"

namespace {

using citeval::JudgeRequest;

void flatten(const nlohmann::json& j, std::string& out) {
  if (j.is_array()) {
    for (const auto& e : j) flatten(e, out);
  } else if (j.is_string()) {
    out += (out.empty() ? "" : "\n") + j.get<std::string>();
  }
}

// The first `words` whitespace-separated words of s.
std::string first_words(const std::string& s, int words) {
  std::size_t i = 0;
  for (int w = 0; w < words && i < s.size(); ++w) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    while (i < s.size() && !std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  }
  return s.substr(0, i);
}

const std::vector<JudgeRequest>& pairs() {
  static const std::vector<JudgeRequest> p = [] {
    std::vector<JudgeRequest> out;
    std::ifstream in(std::string(CITEVAL_SHARED_DIR) + "/data/labels/attributionbench/dev_all_subset_balanced.jsonl");
    std::string line;
    while (std::getline(in, line)) {
      auto j = nlohmann::json::parse(line);
      std::string premise;
      flatten(j["references"], premise);
      out.push_back({first_words(premise, 150), j.value("claim", "")});
    }
    return out;
  }();
  return p;
}

template <class J>
void run(benchmark::State& state) {
  const auto& p = pairs();
  if (p.empty()) {
    state.SkipWithError("no AttributionBench dev data under CITEVAL_SHARED_DIR");
    return;
  }
  J judge;
  std::size_t done = 0;
  for (auto _ : state) {
    for (std::size_t i = 0; i < p.size(); i += 64) {
      std::span<const JudgeRequest> batch(p.data() + i, std::min<std::size_t>(64, p.size() - i));
      benchmark::DoNotOptimize(judge.judge_batch(batch));
    }
    done += p.size();
  }
  state.counters["pairs/s"] = benchmark::Counter(static_cast<double>(done), benchmark::Counter::kIsRate);
}

void BM_LexicalJudge(benchmark::State& state) { run<citeval::judge::LexicalJudge>(state); }
void BM_AlignJudge(benchmark::State& state) { run<citeval::judge::AlignJudge>(state); }
BENCHMARK(BM_LexicalJudge)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AlignJudge)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

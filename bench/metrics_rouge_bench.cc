// ROUGE-Lsum throughput on ASQA-like items (a ~4-sentence reference, a ~4-sentence prediction
// sharing two of its sentences, lower-cased as ALCE does), built from the EWT treebank exactly as
// bench/metrics_rouge_python_bench.py builds them. See bench/metrics.cmake.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "metrics/porter_stemmer.h"
#include "metrics/rouge.h"

namespace {

struct Item {
  std::string target, prediction;
};

std::vector<std::string> ewt_sentences() {
  const std::string path = std::string(CITEVAL_SHARED_DIR) + "/data/ud/en_ewt-ud-train.conllu";
  std::ifstream in(path);
  if (!in) {
    std::cerr << "metrics_rouge_bench: cannot open " << path << "\n";
    std::exit(1);
  }
  std::vector<std::string> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("# text = ", 0) == 0) {
      std::string s = line.substr(9);
      for (char& c : s) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      }
      out.push_back(s);
    }
  }
  return out;
}

// Item k uses sentences 7k..7k+6: target 0,1,2,3; prediction 1,4,3,5 (joined by '\n').
const std::vector<Item>& items() {
  static const std::vector<Item> kItems = [] {
    std::vector<std::string> s = ewt_sentences();
    std::vector<Item> out;
    for (std::size_t k = 0; 7 * k + 6 < s.size() && out.size() < 1000; ++k) {
      const std::string* b = &s[7 * k];
      out.push_back({b[0] + "\n" + b[1] + "\n" + b[2] + "\n" + b[3],
                     b[1] + "\n" + b[4] + "\n" + b[3] + "\n" + b[5]});
    }
    return out;
  }();
  return kItems;
}

void BM_RougeLsumPerItem(benchmark::State& state) {
  const auto& data = items();
  double sink = 0;
  for (auto _ : state) {
    for (const Item& it : data) sink += citeval::metrics::rouge_lsum(it.target, it.prediction).fmeasure;
  }
  benchmark::DoNotOptimize(sink);
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * data.size()));
}
BENCHMARK(BM_RougeLsumPerItem)->Unit(benchmark::kMillisecond);

// One unpunctuated "sentence" of state.range(0) words each side (the worst case for the LCS
// table: rouge_score's Python would need ~N^2 list cells, we need N^2 bits).
void BM_RougeLsumLongSentence(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  std::string target, prediction;
  std::size_t words = 0;
  for (std::size_t k = 0; k < items().size() && words < 2 * n; ++k) {
    for (const std::string& w : citeval::metrics::rouge_tokenize(items()[k].target, false)) {
      std::string& side = words % 2 == 0 ? target : prediction;
      side += w;
      side += ' ';
      ++words;
    }
  }
  double sink = 0;
  for (auto _ : state) sink += citeval::metrics::rouge_lsum(target, prediction).fmeasure;
  benchmark::DoNotOptimize(sink);
}
BENCHMARK(BM_RougeLsumLongSentence)->Arg(1000)->Arg(5000)->Unit(benchmark::kMillisecond);

void BM_RougeTokenize(benchmark::State& state) {
  const auto& data = items();
  std::size_t bytes = 0, sink = 0;
  for (const Item& it : data) bytes += it.target.size();
  for (auto _ : state) {
    for (const Item& it : data) sink += citeval::metrics::rouge_tokenize(it.target).size();
  }
  benchmark::DoNotOptimize(sink);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
}
BENCHMARK(BM_RougeTokenize)->Unit(benchmark::kMillisecond);

void BM_PorterStem(benchmark::State& state) {
  std::vector<std::string> words;
  for (const Item& it : items()) {
    for (std::string& w : citeval::metrics::rouge_tokenize(it.target, /*stem=*/false)) {
      if (w.size() > 3) words.push_back(std::move(w));
    }
  }
  std::size_t sink = 0;
  for (auto _ : state) {
    for (const std::string& w : words) sink += citeval::metrics::porter_stem(w).size();
  }
  benchmark::DoNotOptimize(sink);
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * words.size()));
}
BENCHMARK(BM_PorterStem)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

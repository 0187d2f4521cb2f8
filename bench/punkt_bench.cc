// Punkt sentence splitting throughput (MB/s of UTF-8 input) on the EWT treebank text, grouped
// exactly as bench/punkt_nltk_bench.py groups it for NLTK. See bench/punkt.cmake.
#include <benchmark/benchmark.h>

#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "text/punkt_splitter.h"

namespace {

using citeval::text::PunktSplitter;

// A document a "# newdoc", sentences joined by " ", paragraphs by "\n\n".
std::vector<std::string> ewt_documents() {
  const std::string path = std::string(CITEVAL_SHARED_DIR) + "/data/ud/en_ewt-ud-train.conllu";
  std::ifstream in(path);
  if (!in) {
    std::cerr << "punkt_bench: cannot open " << path << "\n";
    std::exit(1);
  }
  std::vector<std::string> docs;
  std::vector<std::string> paras, para;
  auto flush_para = [&] {
    if (para.empty()) return;
    std::string p;
    for (const auto& s : para) p += (p.empty() ? "" : " ") + s;
    paras.push_back(p);
    para.clear();
  };
  auto flush_doc = [&] {
    flush_para();
    if (paras.empty()) return;
    std::string d;
    for (const auto& p : paras) d += (d.empty() ? "" : "\n\n") + p;
    docs.push_back(d);
    paras.clear();
  };
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("# newdoc", 0) == 0) {
      flush_doc();
    } else if (line.rfind("# newpar", 0) == 0) {
      flush_para();
    } else if (line.rfind("# text = ", 0) == 0) {
      para.push_back(line.substr(9));
    }
  }
  flush_doc();
  return docs;
}

const std::vector<std::string>& corpus() {
  static const std::vector<std::string> docs = ewt_documents();
  return docs;
}

void run(benchmark::State& state, const PunktSplitter& splitter) {
  const auto& docs = corpus();
  std::size_t bytes = 0, sentences = 0;
  for (const auto& d : docs) bytes += d.size();
  for (auto _ : state) {
    sentences = 0;
    for (const auto& d : docs) {
      auto spans = splitter.span_tokenize(d);
      sentences += spans.size();
      benchmark::DoNotOptimize(spans.data());
    }
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
  state.counters["documents"] = static_cast<double>(docs.size());
  state.counters["sentences"] = static_cast<double>(sentences);
}

void BM_PunktEnglish(benchmark::State& state) { run(state, PunktSplitter::english()); }
void BM_PunktUntrained(benchmark::State& state) { run(state, PunktSplitter::untrained()); }

BENCHMARK(BM_PunktEnglish)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PunktUntrained)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

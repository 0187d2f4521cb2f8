// Hugging Face tokenizer throughput (src/text/hf_tokenizer.h) on EWT dev+test sentences, one
// tokenize() per sentence: the BERT WordPiece fixture, and GPT-2 byte-level BPE / a SentencePiece
// Unigram model when $CITEVAL_BENCH_GPT2 / $CITEVAL_BENCH_UNIGRAM name their tokenizer.json
// (run_nli_bench builds them). Reports sentences/s and bytes/s per CPU second.
// bench/hf_tokenizer_js_bench.mjs measures npm @huggingface/tokenizers on the same sentences.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "text/hf_tokenizer.h"

namespace {

const std::vector<std::string>& sentences() {
  static const std::vector<std::string> s = [] {
    std::vector<std::string> out;
    for (const char* split : {"dev", "test"}) {
      std::ifstream in(std::string(CITEVAL_SHARED_DIR) + "/data/ud/en_ewt-ud-" + split + ".conllu");
      std::string line;
      while (std::getline(in, line)) {
        if (line.rfind("# text = ", 0) == 0) out.push_back(line.substr(9));
      }
    }
    return out;
  }();
  return s;
}

void run(benchmark::State& state, const std::string& path) {
  auto tok = citeval::text::HfTokenizer::load(path);
  if (!tok) {
    state.SkipWithError(tok.error().to_string().c_str());
    return;
  }
  std::size_t bytes = 0, tokens = 0;
  for (auto _ : state) {
    for (const auto& s : sentences()) {
      auto ids = tok->tokenize(s);
      tokens += ids.size();
      bytes += s.size();
      benchmark::DoNotOptimize(ids.data());
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * sentences().size()));
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
  state.counters["tokens"] = static_cast<double>(tokens) / static_cast<double>(state.iterations());
}

void BM_WordPiece(benchmark::State& state) {
  run(state, std::string(CITEVAL_SHARED_DIR) +
                 "/data/tokenizers/bert-base-uncased-wordpiece/tokenizer.json");
}
BENCHMARK(BM_WordPiece)->Unit(benchmark::kMillisecond);

void BM_ByteLevelBpe(benchmark::State& state) {
  const char* path = std::getenv("CITEVAL_BENCH_GPT2");
  if (path == nullptr) {
    state.SkipWithError("set CITEVAL_BENCH_GPT2 (run_nli_bench does)");
    return;
  }
  run(state, path);
}
BENCHMARK(BM_ByteLevelBpe)->Unit(benchmark::kMillisecond);

void BM_UnigramPrecompiled(benchmark::State& state) {
  const char* path = std::getenv("CITEVAL_BENCH_UNIGRAM");
  if (path == nullptr) {
    state.SkipWithError("set CITEVAL_BENCH_UNIGRAM (run_nli_bench does)");
    return;
  }
  run(state, path);
}
BENCHMARK(BM_UnigramPrecompiled)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

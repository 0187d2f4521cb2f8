// ALCE reader throughput on a generated ALCE-like file (five 100-word docs an item), as a JSON
// object and as JSONL, and citation parsing throughput on cited answers.
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cite/citation.h"
#include "io/alce_reader.h"

namespace {

std::string words(int n, int seed) {
  std::string s;
  for (int i = 0; i < n; ++i) s += "word" + std::to_string((i * 7919 + seed) % 1000) + " ";
  return s;
}

// Writes a file of `items` items; returns its path.
std::string make_file(int items, bool jsonl) {
  const auto path =
      std::filesystem::temp_directory_path() /
      ("citeval_io_bench_" + std::to_string(::getpid()) + (jsonl ? ".jsonl" : ".json"));
  std::ofstream out(path);
  if (!jsonl) out << "{\n    \"args\": {\"model\": \"bench\"},\n    \"data\": [\n";
  for (int i = 0; i < items; ++i) {
    if (!jsonl && i > 0) out << ",\n";
    out << "{\"question\": \"question " << i << "?\", \"output\": \"" << words(40, i) << "[1][2]. "
        << words(30, i + 1) << "[3].\", \"answer\": \"" << words(50, i) << "\", \"docs\": [";
    for (int d = 0; d < 5; ++d) {
      out << (d ? ", " : "") << "{\"title\": \"Title " << d << "\", \"text\": \""
          << words(100, d + i) << "\"}";
    }
    out << "], \"qa_pairs\": [{\"short_answers\": [\"a\", \"b\"]}]}";
    if (jsonl) out << "\n";
  }
  if (!jsonl) out << "\n    ]\n}";
  return path.string();
}

void read_file(benchmark::State& state, bool jsonl) {
  const std::string path = make_file(static_cast<int>(state.range(0)), jsonl);
  const auto bytes = static_cast<int64_t>(std::filesystem::file_size(path));
  for (auto _ : state) {
    auto reader = citeval::io::AlceReader::open(path);
    citeval::io::AlceItem item;
    std::size_t n = 0;
    while (reader->next(item)) ++n;
    benchmark::DoNotOptimize(n);
  }
  state.SetBytesProcessed(state.iterations() * bytes);
  std::filesystem::remove(path);
}

void BM_ReadAlceJson(benchmark::State& state) { read_file(state, false); }
void BM_ReadAlceJsonl(benchmark::State& state) { read_file(state, true); }
BENCHMARK(BM_ReadAlceJson)->Arg(5000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReadAlceJsonl)->Arg(5000)->Unit(benchmark::kMillisecond);

void BM_CitationIds(benchmark::State& state) {
  const std::string text =
      words(40, 1) + "[1][2]. " + words(30, 2) + "[3, 4]. " + words(20, 3) + "[5].";
  for (auto _ : state) {
    benchmark::DoNotOptimize(citeval::cite::citation_ids(text));
    benchmark::DoNotOptimize(citeval::cite::remove_citations(text));
  }
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(text.size()));
}
BENCHMARK(BM_CitationIds);

}  // namespace

BENCHMARK_MAIN();

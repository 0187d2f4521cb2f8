// End to end: read a synthetic ALCE result file (10,000 responses, 5 passages of ~100 words
// each, 5 cited sentences a response), judge every pair with the table judge through a
// JudgeSession, compute every ALCE metric and write the per-item detail. The table itself is
// made first by a deterministic pseudo-random judge that records every pair it is asked.
#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <fstream>
#include <random>
#include <sstream>
#include <unordered_set>

#include "io/alce_reader.h"
#include "judge/judge_session.h"
#include "judge/registry.h"
#include "metrics/alce_evaluator.h"
#include "report/alce_report.h"

namespace {

namespace fs = std::filesystem;
using namespace citeval;

constexpr int kResponses = 10000;

std::string words(std::mt19937& rng, int n, const std::vector<std::string>& vocab) {
  std::string s;
  for (int i = 0; i < n; ++i) {
    if (i) s += ' ';
    s += vocab[rng() % vocab.size()];
  }
  return s;
}

// A judge that answers from a hash of the pair and records every pair it saw.
class RecordingJudge : public Judge {
 public:
  std::string identity() const override { return "bench-recording"; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override {
    std::vector<Judgment> out;
    for (const auto& r : requests) {
      std::size_t h = std::hash<std::string>()(r.premise) ^ (std::hash<std::string>()(r.hypothesis) * 31);
      Judgment j;
      j.ok = true;
      j.label = (h % 3) != 0;
      j.prob = j.label;
      out.push_back(j);
      table << nlohmann::json{{"premise", r.premise}, {"hypothesis", r.hypothesis}, {"label", j.label}}.dump()
            << '\n';
    }
    return out;
  }
  std::ofstream table;
};

// Lets each benchmark iteration wrap the one loaded table judge in a fresh session.
class ForwardingJudge : public Judge {
 public:
  explicit ForwardingJudge(Judge& inner) : inner_(inner) {}
  std::string identity() const override { return inner_.identity(); }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> r) override { return inner_.judge_batch(r); }

 private:
  Judge& inner_;
};

struct Fixture {
  fs::path dir, input, table;
  std::unique_ptr<Judge> table_judge;
  double table_load_seconds = 0;
  Fixture() {
    dir = fs::temp_directory_path() / "citeval_alce_bench";
    fs::create_directories(dir);
    input = dir / "asqa_synthetic.jsonl";
    table = dir / "table.jsonl";
    std::mt19937 rng(42);
    std::vector<std::string> vocab;
    for (int i = 0; i < 5000; ++i) {
      std::string w;
      int len = 3 + static_cast<int>(rng() % 7);
      for (int k = 0; k < len; ++k) w += static_cast<char>('a' + rng() % 26);
      vocab.push_back(w);
    }
    std::ofstream out(input);
    std::vector<io::AlceItem> items;
    for (int i = 0; i < kResponses; ++i) {
      nlohmann::json item;
      item["question"] = "Q " + words(rng, 8, vocab) + "?";
      nlohmann::json docs = nlohmann::json::array();
      for (int d = 0; d < 5; ++d) docs.push_back({{"title", words(rng, 2, vocab)}, {"text", words(rng, 100, vocab)}});
      item["docs"] = docs;
      std::string output;
      for (int s = 0; s < 5; ++s) {
        std::string sent = words(rng, 15, vocab);
        sent[0] = static_cast<char>(sent[0] - 32);
        output += sent;
        int n = 1 + static_cast<int>(rng() % 3);
        for (int c = 0; c < n; ++c) output += " [" + std::to_string(1 + rng() % 5) + "]";
        output += ". ";
      }
      item["output"] = output;
      item["qa_pairs"] = {{{"short_answers", {vocab[rng() % vocab.size()]}}}};
      item["annotations"] = {{{"long_answer", words(rng, 60, vocab)}}, {{"long_answer", words(rng, 60, vocab)}}};
      out << item.dump() << '\n';
    }
    out.close();
    // Record the table with the same evaluator the benchmark runs.
    RecordingJudge rec;
    rec.table.open(table);
    metrics::AlceEvaluator ev({}, rec);
    auto reader = io::AlceReader::open(input.string());
    io::AlceItem it;
    std::vector<io::AlceItem> chunk;
    while (reader->next(it)) chunk.push_back(std::move(it));
    ev.evaluate(chunk);
    rec.table.close();
    // Loading the table (a test/import device) is not part of the timed evaluation.
    auto t0 = std::chrono::steady_clock::now();
    auto judge = judge::make_judge("table:" + table.string());
    if (!judge) throw std::runtime_error(judge.error().to_string());
    table_judge = std::move(*judge);
    table_load_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }
};

const Fixture& fixture() {
  static Fixture f;
  return f;
}

void BM_AlceEndToEndTableJudge(benchmark::State& state) {
  const Fixture& f = fixture();
  const bool with_cache = state.range(0) == 1;
  for (auto _ : state) {
    judge::SessionOptions so;
    if (with_cache) {
      so.cache_path = (f.dir / "cache.sqlite").string();
      fs::remove(so.cache_path);
    }
    auto session = judge::JudgeSession::open(std::make_unique<ForwardingJudge>(*f.table_judge), so);
    metrics::AlceEvaluator ev({}, **session);
    auto reader = io::AlceReader::open(f.input.string());
    std::ofstream detail(f.dir / "detail.jsonl");
    std::vector<io::AlceItem> chunk;
    io::AlceItem it;
    auto flush = [&] {
      for (const auto& r : ev.evaluate(chunk)) detail << report::alce_item_json(r).dump() << '\n';
      chunk.clear();
    };
    while (reader->next(it)) {
      chunk.push_back(std::move(it));
      it = io::AlceItem{};
      if (chunk.size() == 1024) flush();
    }
    flush();
    auto s = ev.summary();
    if (s.items != static_cast<std::size_t>(kResponses) || s.judge_error_items != 0) {
      state.SkipWithError("unexpected item count or judge errors");
    }
    benchmark::DoNotOptimize(s);
  }
  state.counters["table_load_s"] = f.table_load_seconds;
  state.counters["responses/s"] =
      benchmark::Counter(static_cast<double>(kResponses) * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate);
}
BENCHMARK(BM_AlceEndToEndTableJudge)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();

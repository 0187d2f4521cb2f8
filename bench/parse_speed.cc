// Speed of the committed model ($CITEVAL_PARSER_MODEL overrides) on EWT dev with gold tokenization: tagging + parsing, one thread.
// Counters: words/s (items_per_second) and the process's peak resident memory (max_rss_mb).
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <cstdlib>
#include <iostream>
#include <string>

#include "depparse/conllu.h"
#include "depparse/parser.h"

namespace {

using namespace citeval::parse;

struct Data {
  std::shared_ptr<const DependencyParser> model;
  std::vector<std::vector<std::string_view>> sentences;
  std::vector<ConlluSentence> doc;
  std::size_t words = 0;
};

const Data& data() {
  static Data d = [] {
    Data d;
    auto m = DependencyParser::load(default_model_path());  // $CITEVAL_PARSER_MODEL or the committed model
    auto doc = read_conllu_file(std::string(CITEVAL_SHARED_DIR) + "/data/ud/en_ewt-ud-dev.conllu");
    if (!m || !doc) {
      std::cerr << (m ? doc.error().to_string() : m.error().to_string()) << "\n";
      std::exit(1);
    }
    d.model = m.value();
    d.doc = std::move(doc).value();
    for (const auto& s : d.doc) {
      std::vector<std::string_view> w;
      for (const auto& x : s.words) w.push_back(x.form);
      d.words += w.size();
      d.sentences.push_back(std::move(w));
    }
    return d;
  }();
  return d;
}

double max_rss_mb() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss / 1024.0;
}

void BM_TagAndParseDev(benchmark::State& state) {
  const Data& d = data();
  std::vector<int> heads, labels;
  for (auto _ : state) {
    for (const auto& s : d.sentences) {
      std::vector<int> tags = d.model->tag(s);
      d.model->parse_tagged(s, tags, heads, labels);
      benchmark::DoNotOptimize(heads.data());
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * d.words));
  state.counters["max_rss_mb"] = max_rss_mb();
}
BENCHMARK(BM_TagAndParseDev)->Unit(benchmark::kMillisecond);

void BM_TagOnlyDev(benchmark::State& state) {
  const Data& d = data();
  for (auto _ : state)
    for (const auto& s : d.sentences) benchmark::DoNotOptimize(d.model->tag(s).data());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * d.words));
}
BENCHMARK(BM_TagOnlyDev)->Unit(benchmark::kMillisecond);

void BM_ParseTextFromRaw(benchmark::State& state) {
  const Data& d = data();
  std::vector<std::string> texts;
  for (const auto& s : d.doc)
    for (const auto& c : s.comments)
      if (c.rfind("# text = ", 0) == 0) texts.push_back(c.substr(9));
  std::size_t tokens = 0;
  for (auto _ : state)
    for (const auto& t : texts) tokens += d.model->parse_text(t).words.size();
  state.SetItemsProcessed(static_cast<std::int64_t>(tokens));
}
BENCHMARK(BM_ParseTextFromRaw)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

// Claim extraction throughput, one thread: the cut algorithm alone on given trees, and the
// whole sentence pipeline (citation groups, cleaning, tokenizing, tagging, parsing, attaching,
// cutting) on raw sentences. items_per_second = sentences per second.
#include <benchmark/benchmark.h>

#include <fstream>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

#include "claims/claim_extractor.h"
#include "claims/parser_adapter.h"
#include "claims/sentence_claims.h"
#include "claims/text_cleaning.h"
#include "claims/tree_input.h"
#include "depparse/conllu.h"
#include "text/normalize.h"

namespace {

using namespace citeval;

// EWT dev sentences of 5-50 words, each with "[1]" after its middle word and "[2][3]" before
// its final character (or at its end).
const std::vector<std::string>& corpus() {
  static const std::vector<std::string> sentences = [] {
    std::vector<std::string> out;
    auto doc = parse::read_conllu_file(std::string(CITEVAL_SHARED_DIR) + "/data/ud/en_ewt-ud-dev.conllu");
    if (!doc) {
      std::cerr << doc.error().to_string() << "\n";
      return out;
    }
    for (const auto& s : *doc) {
      std::string text;
      for (const auto& c : s.comments) {
        if (c.rfind("# text = ", 0) == 0) text = c.substr(9);
      }
      auto words = text::python_split(text);
      if (words.size() < 5 || words.size() > 50) continue;
      std::string with;
      for (std::size_t i = 0; i < words.size(); ++i) {
        if (i) with += ' ';
        with.append(words[i]);
        if (i == words.size() / 2) with += "[1]";
      }
      with += " [2][3]";
      out.push_back(std::move(with));
    }
    return out;
  }();
  return sentences;
}

void BM_ExtractGivenTrees(benchmark::State& state) {
  auto trees = claims::read_tree_jsonl(std::string(CITEVAL_SHARED_DIR) + "/data/aliice/tree_examples.jsonl");
  if (!trees) {
    state.SkipWithError(trees.error().to_string().c_str());
    return;
  }
  std::size_t n = 0;
  for (auto _ : state) {
    for (const auto& g : *trees) {
      auto c = claims::extract_claims(g.tree);
      benchmark::DoNotOptimize(c);
      ++n;
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(n));
}
BENCHMARK(BM_ExtractGivenTrees);

void BM_SentencePipelineWithParsing(benchmark::State& state) {
  auto parser = claims::load_text_parser(claims::default_parser_model_path());
  if (!parser) {
    state.SkipWithError(parser.error().to_string().c_str());
    return;
  }
  const auto& sentences = corpus();
  if (sentences.empty()) {
    state.SkipWithError("no EWT sentences");
    return;
  }
  claims::SentenceOptions opts;
  std::size_t n = 0, claims_made = 0, fallbacks = 0;
  for (auto _ : state) {
    for (const auto& s : sentences) {
      claims::SentenceClaims r = claims::analyze_sentence(s, {0, s.size()}, **parser, opts);
      claims_made += r.claims.size();
      fallbacks += r.status != claims::SentenceStatus::kClaims;
      ++n;
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(n));
  state.counters["sentences"] = static_cast<double>(sentences.size());
  state.counters["claims_per_sentence"] = static_cast<double>(claims_made) / static_cast<double>(n);
  state.counters["fallback_rate"] = static_cast<double>(fallbacks) / static_cast<double>(n);
}
BENCHMARK(BM_SentencePipelineWithParsing)->Unit(benchmark::kMillisecond);

// The parser alone on the same sentences, cleaned as the pipeline cleans them: what the pipeline
// adds on top of parsing is the difference.
void BM_ParseOnly(benchmark::State& state) {
  auto parser = claims::load_text_parser(claims::default_parser_model_path());
  if (!parser) {
    state.SkipWithError(parser.error().to_string().c_str());
    return;
  }
  std::vector<std::string> cleaned;
  for (const auto& s : corpus()) {
    auto groups = cite::group_citation_marks(s, cite::find_citation_marks(s));
    std::vector<claims::ByteSpan> spans;
    for (const auto& g : groups) spans.push_back({g.begin, g.end});
    cleaned.push_back(claims::clean_text(s, spans).text);
  }
  std::size_t n = 0;
  for (auto _ : state) {
    for (const auto& s : cleaned) {
      auto p = (*parser)->parse(s);
      benchmark::DoNotOptimize(p);
      ++n;
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(n));
}
BENCHMARK(BM_ParseOnly)->Unit(benchmark::kMillisecond);

// Everything but the parse: the parses are made once and replayed from a hash map, so this is
// the pipeline's own cost (citation groups, cleaning, attaching, cutting) plus one lookup.
class ReplayParser : public claims::TextParser {
 public:
  std::unordered_map<std::string, claims::ParsedText> parses;
  Result<claims::ParsedText> parse(std::string_view text) const override {
    auto it = parses.find(std::string(text));
    if (it == parses.end()) return make_error(ErrorCode::kNotFound, "not parsed");
    return it->second;
  }
  std::string identity() const override { return "replay"; }
};

void BM_SentencePipelineWithoutParsing(benchmark::State& state) {
  auto parser = claims::load_text_parser(claims::default_parser_model_path());
  if (!parser) {
    state.SkipWithError(parser.error().to_string().c_str());
    return;
  }
  ReplayParser replay;
  for (const auto& s : corpus()) {
    auto groups = cite::group_citation_marks(s, cite::find_citation_marks(s));
    std::vector<claims::ByteSpan> spans;
    for (const auto& g : groups) spans.push_back({g.begin, g.end});
    std::string cleaned = claims::clean_text(s, spans).text;
    auto p = (*parser)->parse(cleaned);
    if (p) replay.parses.emplace(cleaned, std::move(p).value());
  }
  claims::SentenceOptions opts;
  std::size_t n = 0;
  for (auto _ : state) {
    for (const auto& s : corpus()) {
      claims::SentenceClaims r = claims::analyze_sentence(s, {0, s.size()}, replay, opts);
      benchmark::DoNotOptimize(r);
      ++n;
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(n));
}
BENCHMARK(BM_SentencePipelineWithoutParsing)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

// citeval-fuzz-deps: citeval::io citeval::metrics citeval::judge citeval::report
//
// libFuzzer target for the whole of `citeval eval alce` on a fuzzed result file, with
// the lexical judge behind a JudgeSession (no cache), as cmd_eval.cc runs it: reader -> chunks ->
// AlceEvaluator -> per-item detail JSON -> summary JSON and table. The first byte picks the
// dataset (ASQA, QAMPARI, ELI5), the citation syntax, the citation limit and the file kind (.json
// or .jsonl). Any bytes must give figures or errors (never a crash, a hang or an exception), and
// every per-item citation figure is a fraction.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "io/alce_reader.h"
#include "judge/judge_session.h"
#include "judge/lexical_judge.h"
#include "metrics/alce_evaluator.h"
#include "report/alce_report.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

void check_fraction(const std::optional<double>& v) {
  if (v) check(std::isfinite(*v) && *v >= 0.0 && *v <= 1.0);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::uint8_t control = data[0];
  const std::string input(reinterpret_cast<const char*>(data) + 1, size - 1);
  using citeval::metrics::AlceDataset;
  constexpr AlceDataset kDatasets[] = {AlceDataset::kAsqa, AlceDataset::kQampari, AlceDataset::kEli5};
  citeval::metrics::AlceOptions opts;
  opts.dataset = kDatasets[control % 3];
  opts.syntax = (control & 0x08) ? citeval::cite::CitationSyntax::kAlceCompat : citeval::cite::CitationSyntax::kAll;
  opts.at_most_citations = (control >> 4) % 4;  // 0 = all
  opts.threads = 1;
  const std::string name = (control & 0x04) ? "fuzz.jsonl" : "fuzz.json";

  auto reader = citeval::io::AlceReader::from_string(input, name, 0);
  if (!reader) return 0;
  auto session = citeval::judge::JudgeSession::open(std::make_unique<citeval::judge::LexicalJudge>());
  check(session.ok());
  citeval::metrics::AlceEvaluator evaluator(opts, **session);

  std::vector<citeval::io::AlceItem> chunk;
  std::size_t evaluated = 0;
  auto flush = [&] {
    for (const auto& r : evaluator.evaluate(chunk)) {
      check_fraction(r.citation_rec);
      check_fraction(r.citation_prec);
      check_fraction(r.claims_nli);
      for (const auto& st : r.statements) check(st.begin <= st.end && st.end <= r.output.size());
      (void)citeval::report::alce_item_json(r).dump();  // the detail line: strict UTF-8, as the CLI
      ++evaluated;
    }
    chunk.clear();
  };
  citeval::io::AlceItem item;
  while (reader->next(item)) {
    chunk.push_back(std::move(item));
    item = citeval::io::AlceItem{};
    if (chunk.size() >= 3) flush();  // several chunks: the evaluator's totals carry over
  }
  flush();

  const citeval::metrics::AlceSummary summary = evaluator.summary();
  check(summary.items == evaluated);
  nlohmann::json info = {{"benchmark", "alce"}, {"input", name}};
  const nlohmann::json summary_json = citeval::report::alce_summary_json(summary, info);
  (void)summary_json.dump(2);
  (void)citeval::report::alce_summary_table(summary, summary_json["citeval"]);
  return 0;
}

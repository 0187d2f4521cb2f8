// citeval-fuzz-deps: citeval::io citeval::claims citeval::metrics citeval::report citeval::judge
//
// libFuzzer target for the whole of `citeval eval aliice` on a fuzzed result file, as
// citeval eval aliice runs it: reader -> chunks -> AliiceEvaluator (the committed parser model,
// sentence splitting, claim extraction, the lexical judge behind a JudgeSession) -> per-item
// detail JSON -> summary JSON and table. The first byte picks the citation syntax, the citation
// limit, the truncation, the reference units, the released code's reading of sentences
// (--aliice-reference-code) and the file kind. Any bytes must give figures or
// errors (never a crash, a hang or an exception), and every per-item figure is a fraction.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "metrics/aliice_evaluator.h"
#include "report/aliice_report.h"
#include "claims/parser_adapter.h"
#include "io/alce_reader.h"
#include "judge/judge_session.h"
#include "judge/lexical_judge.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

void check_fraction(const std::optional<double>& v) {
  if (v) check(std::isfinite(*v) && *v >= 0.0 && *v <= 1.0);
}

const citeval::claims::TextParser& parser() {
  static const std::unique_ptr<citeval::claims::TextParser> p = [] {
    auto loaded = citeval::claims::load_text_parser(citeval::claims::default_parser_model_path());
    check(loaded.ok());  // the committed model must load ($CITEVAL_PARSER_MODEL overrides it)
    return std::move(*loaded);
  }();
  return *p;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const citeval::claims::TextParser& text_parser = parser();
  if (size == 0) return 0;
  const std::uint8_t control = data[0];
  const std::string input(reinterpret_cast<const char*>(data) + 1, size - 1);
  citeval::claims::AliiceOptions opts;
  opts.sentence.syntax =
      (control & 0x01) ? citeval::cite::CitationSyntax::kAlceCompat : citeval::cite::CitationSyntax::kAll;
  opts.at_most_citations = (control >> 4) % 4;  // 0 = all
  opts.truncate_output = !(control & 0x02);
  opts.reference_units = control & 0x08;
  opts.sentence.extract.reference_code = opts.sentence.reference_words = opts.reference_sentences = control & 0x40;
  opts.threads = 1;
  const std::string name = (control & 0x04) ? "fuzz.jsonl" : "fuzz.json";

  auto reader = citeval::io::AlceReader::from_string(input, name, 0);
  if (!reader) return 0;
  auto session = citeval::judge::JudgeSession::open(std::make_unique<citeval::judge::LexicalJudge>());
  check(session.ok());
  citeval::claims::AliiceEvaluator evaluator(opts, **session, text_parser);

  std::vector<citeval::io::AlceItem> chunk;
  std::size_t evaluated = 0;
  auto flush = [&] {
    for (const auto& r : evaluator.evaluate(chunk)) {
      check_fraction(r.citation_rec);
      check_fraction(r.citation_prec);
      check_fraction(r.cvcp);
      for (const auto& s : r.sentences) check(s.span.begin <= s.span.end && s.span.end <= r.output.size());
      (void)citeval::claims::aliice_item_json(r).dump();  // the detail line: strict UTF-8, as the CLI
      ++evaluated;
    }
    chunk.clear();
  };
  citeval::io::AlceItem item;
  while (reader->next(item)) {
    chunk.push_back(std::move(item));
    item = citeval::io::AlceItem{};
    if (chunk.size() >= 3) flush();
  }
  flush();

  const citeval::claims::AliiceSummary summary = evaluator.summary();
  check(summary.items == evaluated);
  const nlohmann::json info = {{"benchmark", "aliice"}, {"input", name}};
  const nlohmann::json summary_json = citeval::claims::aliice_summary_json(summary, info);
  (void)summary_json.dump(2);
  (void)citeval::claims::aliice_summary_table(summary, summary_json["citeval"]);
  return 0;
}

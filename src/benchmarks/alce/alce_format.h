// What ALCE and ALiICE share: the ALCE result file (io/alce_reader.h) as their items, one judge
// session, the extra figures (MAUVE, QA, ALiICE's eval.py fields: extra_metrics.h), the output
// checks of the summary, and a --detail file of plain records (no header, no resume). Each is a
// BenchmarkImpl derived from AlceFormatBenchmark (alce/alce_benchmark.h, aliice/aliice_benchmark.h).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "benchmarks/benchmark.h"
#include "benchmarks/extra_metrics.h"
#include "benchmarks/state.h"
#include "common/spill_vector.h"
#include "items/alce_item.h"
#include "metrics/output_checks.h"
#include "metrics/score_status.h"

namespace citeval::benchmarks {

// A state's list of per-item numbers from a SpillVector, and back (the errors of
// nlohmann's get<std::vector<T>>, as before).
template <class T>
nlohmann::json spill_json(const SpillVector<T>& v) {
  nlohmann::json a = nlohmann::json::array();
  v.for_each([&](const T& x) { a.push_back(x); });
  return a;
}
template <class T>
void spill_from_json(const nlohmann::json& j, SpillVector<T>& v) {
  for (const T& x : j.get<std::vector<T>>()) v.push_back(x);
}

struct AlceItemData : ItemData {
  explicit AlceItemData(io::AlceItem i) : item(std::move(i)) {}
  std::size_t index() const override { return item.index; }
  io::AlceItem item;
};

// The options both check (citation syntax, citations used, --dedupe-citations) and the extras.
struct AlceFormatOptions : Options {
  std::string syntax = "all";
  ExtraOptions extra;
};

// The counts of metrics::OutputChecks as a state holds them, and the summary's "citeval.outputs".
nlohmann::json output_checks_json(const metrics::OutputChecks& c);
metrics::OutputChecks output_checks_from_json(const nlohmann::json& j);
cite::CitationSyntax citation_syntax(const nlohmann::json& identity);
nlohmann::json outputs_info(const metrics::OutputChecks& c, const nlohmann::json& identity);

// What the stderr lines and the exit code of either summary are made of.
struct AlceFormatParts {
  std::vector<metrics::Exclusion> excluded;
  std::vector<metrics::UndefinedScore> undefined;
  std::vector<metrics::PartialScore> partial;
  std::size_t items = 0;
  metrics::OutputChecks outputs;
  bool citations = true;  // citation figures asked for
};

class AlceFormatBenchmark : public BenchmarkImpl {
 public:
  Result<ItemFile> read_items(const std::string& path) const override;
  Result<Item> parse_item(std::string_view json, std::size_t index) const override;
  Result<std::unique_ptr<ItemSource>> open_input(const std::string& path) const override;
  int exit_code(const State& state) const override;
  std::vector<std::string> warnings(const State& state) const override;

 protected:
  // --reference's contradiction both have: --dedupe-citations.
  static void check_reference_dedupe(const EvalOptions& o, Resolution& r);
  // The shared part of resolve: syntax, citations used, dedupe (and the identity's keys).
  static Status resolve_citations(const EvalOptions& o, Resolution& r, AlceFormatOptions& out,
                                  cite::CitationSyntax& syntax, std::size_t& at_most, bool& dedupe,
                                  const std::string& default_syntax, std::size_t default_at_most);
  virtual AlceFormatParts parts(const State& state) const = 0;
  // Items read (malformed ones not included), and the extras' totals.
  virtual std::size_t items_read(const State& state) const = 0;
  virtual const ExtraTotals& extras_of(const State& state) const = 0;
  // The table with the extra figures' lines and --reference's line.
  static std::string with_extra_lines(std::string table, const State& state, const ExtraTotals& extras);
};

// The run both have: one session, the extras, then the benchmark's scoring of the chunk.
class AlceFormatRun : public Run {
 public:
  AlceFormatRun(std::string benchmark, judge::JudgeSession& session, std::unique_ptr<ExtraEvaluator> extras)
      : benchmark_(std::move(benchmark)), session_(session), extras_(std::move(extras)) {}
  Result<std::vector<nlohmann::json>> evaluate(std::span<const Item> items) override;
  std::vector<std::string> judge_identities() const override { return {session_.identity()}; }
  Result<std::unique_ptr<DetailSink>> open_detail(const std::string& path, bool restart,
                                                 const nlohmann::json& identity, ItemSource& input, const Warn& warn,
                                                 std::set<std::string>& done) override;
  Status end_file(ItemSource& input) override;

 protected:
  // The judge part of the state (identity, approximation, statistics).
  void fill_judge(State& state) const;
  // Refuses a chunk before anything is judged (ALCE: the first chunk shows another dataset).
  virtual Status check_chunk(std::span<const io::AlceItem> chunk) { return Ok{}; }
  // Scores the chunk into the totals; its records (one an item) only when records_.
  virtual std::vector<nlohmann::json> score(std::span<const io::AlceItem> chunk) = 0;
  // score()'s records: `to_json` of each scored item, or none when records_ is false.
  template <class Scored, class ToJson>
  std::vector<nlohmann::json> records_of(const std::vector<Scored>& scored, ToJson to_json) const {
    std::vector<nlohmann::json> records;
    if (!records_) return records;
    records.reserve(scored.size());
    for (const Scored& r : scored) records.push_back(to_json(r));
    return records;
  }

  std::string benchmark_;
  judge::JudgeSession& session_;
  std::unique_ptr<ExtraEvaluator> extras_;
  std::size_t evaluated_ = 0;  // items given to score()
  // False once open_detail was given no path and no detail_lines: nothing takes a record, and building
  // them (a JSON object an item, then freed) was a tenth of a run's CPU (issue 27).
  bool records_ = true;
};

// Opens the session of an ALCE-format run (the caller's judge or the spec's).
Result<judge::JudgeSession*> open_alce_format_session(const Options& options, RunContext& context);

}  // namespace citeval::benchmarks

// The state of a run or shard as every benchmark has it (EvalState, citeval/evaluate.h): the
// options' identity, judges, reader skips, LLM usage — and the benchmark's own Totals. With the
// pieces of a summary every benchmark shares (reader counts, partial figures, LLM usage).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "benchmarks/benchmark.h"
#include "citeval/judges.h"
#include "citeval/result.h"
#include "llm/chat_client.h"
#include "metrics/score_status.h"

namespace citeval::benchmarks {

inline constexpr std::size_t kListed = 100;  // skipped items and judge errors listed in a summary

// The LLM usage of a run (summed on merge; endpoints summed by URL): present when a judge of the
// run is an LLM judge or an LLM answered requests during it; `priced` when prices were set.
struct LlmUsage {
  bool present = false;
  bool priced = false;
  llm::ClientStats stats;
};

struct State {
  std::shared_ptr<const BenchmarkImpl> benchmark;  // null: an empty state
  nlohmann::json options;               // EvalOptions::to_json(): identity (null: an empty state)
  nlohmann::json extra;                 // shown in the summary, not compared by merge
  std::vector<std::string> judges;      // identities (ALCE/ALiICE: 1; LongBench-Cite: 3)
  std::string parser;                   // ALiICE: the parser's identity (compared by merge)
  bool approximation = false;           // a benchmark with one judge: whether it approximates
  JudgeStats stats;                     // a benchmark with one judge: its session's
  // Reader skips.
  std::size_t skipped = 0;
  nlohmann::json skipped_list = nlohmann::json::array();  // first 100: {"position", "error"}
  std::string first_skipped_error;
  LlmUsage llm_usage;
  // EvalOptions::max_judge_error_rate: how many items judge errors may leave out of a partial
  // figure before exit_code() fails the run. Not part of the identity: it decides no figure.
  double max_judge_error_rate = 0;
  std::unique_ptr<Totals> totals;       // the benchmark's (null in an empty state)

  State() = default;
  State(const State& o);
  State& operator=(const State& o);
  State(State&&) noexcept = default;
  State& operator=(State&&) noexcept = default;

  void add_skipped(std::size_t index, const Error& e);
  template <class T>
  const T& totals_as() const {
    return static_cast<const T&>(*totals);
  }
};

// JSON has no NaN: an undefined figure is null.
nlohmann::json number(double x);

// The state's form of LLM usage, and merging it.
nlohmann::json usage_state_json(const LlmUsage& u);
LlmUsage usage_from_json(const nlohmann::json& j);
void merge_usage(LlmUsage& a, const LlmUsage& b);
// The summary's "llm_usage" (and the reason the cost is null when no price was set).
void add_usage_info(nlohmann::json& info, const LlmUsage& usage);

// --reference: the options it set (citeval.reference), and the table's line saying so.
void add_reference_info(nlohmann::json& info, const State& s);
std::string reference_line(const State& s);

// The "citeval" block's reader part: items read (malformed ones included), skipped, listed.
void add_reader_info(nlohmann::json& info, const State& s, std::size_t items_read);

// The partial figures in the "citeval" block: {key: {items_used, items_evaluated,
// judge_error_items, judge_error_rate}} and the rate the run accepts.
void add_partial_info(nlohmann::json& info, const std::vector<metrics::PartialScore>& partial, double max_rate);
bool any_partial_rejected(const std::vector<metrics::PartialScore>& partial, double max_rate);
// One stderr line per group of partial figures that share their counts (citation_rec and
// citation_prec): how many items they lost, and whether the run accepts that.
std::vector<std::string> partial_lines(const std::vector<metrics::PartialScore>& partial, double max_rate);

}  // namespace citeval::benchmarks

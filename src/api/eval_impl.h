// Internals of citeval::EvalOptions, Item, Evaluator and EvalState (evaluate.h).
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/extra_metrics.h"
#include "citeval/evaluate.h"
#include "metrics/aliice_evaluator.h"
#include "items/alce_item.h"
#include "io/longcite_reader.h"
#include "llm/chat_client.h"
#include "llm/llm_judge.h"
#include "metrics/alce_evaluator.h"
#include "metrics/longcite_evaluator.h"

namespace citeval {

struct Item::Impl {
  Benchmark benchmark = Benchmark::kAlce;
  std::variant<io::AlceItem, io::LongciteInputItem> item;
};

namespace api {

// The options checked and with defaults filled in.
struct Resolved {
  Benchmark benchmark = Benchmark::kAlce;
  std::string judge;  // spec ("" = the default)
  std::string input;
  std::string syntax = "all";
  // ALCE
  std::string dataset;
  bool dataset_from_file_name = false;
  metrics::AlceOptions alce;
  // ALiICE
  claims::AliiceOptions aliice;
  std::string parser_path;
  bool reference_keys = false;
  std::size_t parse_threads = 0;
  // ALCE, ALiICE: MAUVE, QA, ALiICE's eval.py fields
  ExtraOptions extra;
  // LongBench-Cite
  std::string tokenizer = "auto";
  std::string specs[3];  // support, need-citation ("" none, "always" the rule), relevance
  bool rule = false;
  metrics::LongciteOptions longcite;
  bool reference_aggregation = false;
  std::string input_fingerprint;
  std::optional<bool> question_in_request;
  bool correctness = false;
  std::string correctness_model, lqa_input;
  double max_judge_error_rate = 0;  // not part of the identity
  nlohmann::json identity;  // EvalOptions::to_json()
};

// Checks `o` (options of another benchmark, bad values) without opening anything. Messages are
// the CLI's.
Result<Resolved> resolve(const EvalOptions& o);

constexpr const char* kAlwaysRule = "always";
constexpr const char* kAlwaysRuleIdentity = "rule:always-needs-citation";
constexpr const char* kRoles[3] = {"support", "need_citation", "relevance"};

// The LLM usage of a run (summed on merge; endpoints summed by URL): present when a judge of the
// run is an LLM judge or an LLM answered requests during it; `priced` when prices were set.
struct LlmUsage {
  bool present = false;
  bool priced = false;
  llm::ClientStats stats;
};

// The scale of LongBench-Cite's per-response and summary figures: ×100 as every benchmark's, or
// eval_cite.py's fractions with reference_aggregation.
double longcite_score_scale(bool reference_aggregation);

struct LongciteTotals {
  std::vector<std::pair<std::size_t, metrics::LongciteScores>> scores;  // (position, scores), summed in order
  std::size_t items_read = 0, duplicates = 0, resumed = 0, finished = 0, judge_errors = 0, excluded = 0;
  std::string first_judge_error;
  nlohmann::json incomplete = nlohmann::json::array();  // first 100 items with judge errors
  std::string resumed_from;                             // the detail file
  std::map<std::string, JudgeStats> sessions;           // by spec (a custom judge: its identity)
  std::string role_sessions[3];                         // the key of each role's session; "" = none
  bool approximation[3] = {false, false, false};
  std::array<std::optional<llm::LlmJudgeStats>, 3> llm_judges;
  // Correctness (the per-item ratings live in `scores`): items not rated because their dataset
  // has no rubric, and the first 100 unreadable ratings ("FILE:LINE: idx X: ...").
  std::size_t correctness_no_rubric = 0;
  nlohmann::json unreadable = nlohmann::json::array();
};

}  // namespace api

struct EvalState::Impl {
  Benchmark benchmark = Benchmark::kAlce;
  nlohmann::json options;               // EvalOptions::to_json(): identity
  nlohmann::json extra;                 // shown in the summary, not compared by merge
  std::vector<std::string> judges;      // identities (ALCE/ALiICE: 1; LongBench-Cite: 3)
  std::string parser;                   // ALiICE: the parser's identity
  bool approximation = false;           // ALCE/ALiICE judge
  JudgeStats stats;                     // ALCE/ALiICE session
  // Reader skips.
  std::size_t skipped = 0;
  nlohmann::json skipped_list = nlohmann::json::array();  // first 100: {"position", "error"}
  std::string first_skipped_error;
  api::LlmUsage llm_usage;
  metrics::AlceTotals alce;
  claims::AliiceTotals aliice;
  api::ExtraTotals extras;  // ALCE, ALiICE: MAUVE, QA, ALiICE's length and correctness
  api::LongciteTotals longcite;
  // EvalOptions::max_judge_error_rate: how many items judge errors may leave out of a partial
  // figure before exit_code() fails the run. Not part of the identity: it decides no figure.
  double max_judge_error_rate = 0;

  void add_skipped(std::size_t index, const Error& e);
};

}  // namespace citeval

// Making LLM judges from specs: an LlmPool holds the LLM settings and the chat clients it made,
// and adds the LLM kinds to a judge registry.
//
//   auto pool = std::make_shared<citeval::llm::LlmPool>(settings);  // settings: optional
//   citeval::judge::Registry reg;
//   citeval::llm::add_llm_kinds(reg, pool);                         // the six kinds
//   auto j = reg.make("llm-support:gpt-4o-2024-05-13?temperature=0");
//   llm::ClientStats used = pool->usage();                          // this pool's requests only
//
// A pool is a usage account: its clients count the requests of the judges it made, and no
// other's. citeval::Runtime (citeval/runtime.h) gives each Evaluator a pool of its own with the
// runtime's settings, so two evaluators never count each other's requests.
//
// Kinds: "llm" (binary entailment), "llm-support", "llm-need-citation", "llm-relevance",
// "llm-discrete", "llm-continuous" (see llm_judge.h). The argument is MODEL, optionally followed
// by "?key=value&key=value" (values percent-decoded):
//   template=FILE  temperature=T  reask_temperature=T  max_tokens=N  stop=S (repeatable; "stop="
//   alone means none)  tries=N  threshold=X  base_url=URL  concurrency=N  timeout_ms=N
//   max_attempts=N
// Model names may contain ':' (Ollama's "llama3.1:8b"): only the first ':' ends the kind.
//
// Endpoint and key: the spec's base_url, else the settings', else $OPENAI_BASE_URL, else
// https://api.openai.com/v1; the key: the settings', else $OPENAI_API_KEY (never part of a spec,
// an identity, a cache key or any output). Each of these may list several endpoints serving the
// same model, "URL[#N],URL[#N],..." (chat_client.h, parse_endpoints): requests go to the
// least-loaded one, `concurrency` (or N) in flight per endpoint, and fail over between them.
// The endpoints are not part of the judge's identity: the same model behind one or three
// endpoints shares its cache. Judges with the same endpoints and client settings share one
// ChatClient of their pool, hence one connection pool per endpoint and one usage account.
//
// Thread safety: all functions may be called from any thread.
#pragma once

#include <chrono>
#include <cstddef>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"
#include "judge/registry.h"
#include "llm/chat_client.h"
#include "llm/correctness_rater.h"
#include "llm/llm_judge.h"

namespace citeval::llm {

struct LlmSettings {
  std::string base_url;  // empty: $OPENAI_BASE_URL, else https://api.openai.com/v1; a list:
                         // "URL[#N],URL[#N],..." (several endpoints, parse_endpoints)
  std::string api_key;   // empty: $OPENAI_API_KEY
  std::size_t concurrency = 16;  // requests in flight per endpoint (N of "URL#N" overrides)
  std::chrono::milliseconds timeout{120'000};
  int max_attempts = 6;
  double price_prompt_per_mtok = 0.0;
  double price_completion_per_mtok = 0.0;
  std::string journal_path;
  std::string prompt_dir;  // DIR/<task>.txt replaces the built-in template of <task>
  std::optional<double> temperature;
  std::optional<int> max_tokens;
  int tries = 5;
};

class LlmPool {
 public:
  explicit LlmPool(LlmSettings settings = {});
  LlmPool(const LlmPool&) = delete;
  LlmPool& operator=(const LlmPool&) = delete;

  // Judges and raters made afterwards use the new settings.
  void set_settings(LlmSettings settings);
  LlmSettings settings() const;

  // The judge a spec argument ("MODEL?key=value...") names for `task`.
  Result<std::unique_ptr<LlmJudge>> make_judge(LlmTask task, std::string_view argument);

  // LongBench-Cite's correctness rater (correctness_rater.h) for `model`, with the settings'
  // endpoint, key and prompt_dir; it shares the client (connections, usage) of this pool's
  // judges with the same endpoint settings.
  Result<std::unique_ptr<CorrectnessRater>> make_correctness_rater(std::string_view model);

  // Every client this pool made, and their statistics summed (for run summaries); the
  // per-endpoint counts of clients sharing an endpoint are summed under its URL.
  std::vector<std::shared_ptr<ChatClient>> clients() const;
  ClientStats usage() const;

 private:
  Result<std::shared_ptr<ChatClient>> shared_client(const ClientConfig& cfg);

  mutable std::mutex mu_;
  LlmSettings settings_;
  std::map<std::string, std::shared_ptr<ChatClient>> clients_;
};

// Adds the six LLM judge kinds to `registry`, making their judges with `pool`.
void add_llm_kinds(judge::Registry& registry, std::shared_ptr<LlmPool> pool);

// "llm" -> kEntailment, "llm-support" -> kSupport, ...; nullopt for other kinds.
std::optional<LlmTask> llm_task_of_kind(std::string_view kind);

// A pool made on first use, for this component's tests and tools; the functions below are its
// methods, and register_llm_judges adds its kinds to judge::process_registry().
LlmPool& process_pool();
void set_llm_settings(LlmSettings settings);
LlmSettings llm_settings();
void register_llm_judges();
Result<std::unique_ptr<LlmJudge>> make_llm_judge(LlmTask task, std::string_view argument);
Result<std::unique_ptr<CorrectnessRater>> make_correctness_rater(std::string_view model);
std::vector<std::shared_ptr<ChatClient>> llm_clients();
ClientStats llm_usage();

}  // namespace citeval::llm

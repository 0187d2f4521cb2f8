// Making LLM judges from specs, and registering them with the judge registry.
//
//   citeval::llm::set_llm_settings(settings);   // from the command line (optional)
//   citeval::llm::register_llm_judges();        // once, before make_judge
//   auto j = citeval::judge::make_judge("llm-support:gpt-4o-2024-05-13?temperature=0");
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
// ChatClient, hence one pool per endpoint and one usage account.
//
// Thread safety: all functions may be called from any thread.
#pragma once

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"
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

void set_llm_settings(LlmSettings settings);
LlmSettings llm_settings();

// Registers the six LLM judge kinds with citeval::judge (idempotent).
void register_llm_judges();

// The judge a spec argument ("MODEL?key=value...") names for `task`.
Result<std::unique_ptr<LlmJudge>> make_llm_judge(LlmTask task, std::string_view argument);

// LongBench-Cite's correctness rater (correctness_rater.h) for `model`, with the settings'
// endpoint, key and prompt_dir; it shares the client (pool, usage) of judges with the same
// endpoint settings.
Result<std::unique_ptr<CorrectnessRater>> make_correctness_rater(std::string_view model);

// "llm" -> kEntailment, "llm-support" -> kSupport, ...; nullopt for other kinds.
std::optional<LlmTask> llm_task_of_kind(std::string_view kind);

// Every client made so far, and their statistics summed (for run summaries); the per-endpoint
// counts of clients sharing an endpoint are summed under its URL.
std::vector<std::shared_ptr<ChatClient>> llm_clients();
ClientStats llm_usage();

}  // namespace citeval::llm

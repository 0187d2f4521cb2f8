// LlmJudge — a citeval::Judge that asks a chat model (through ChatClient) one prompt a request
// and parses its answer.
//
// Tasks (one prompt template each, data/prompts/<task>.txt, replaceable by the user's own file):
//   kEntailment    "llm"              binary entailment, an LLM stand-in for ALCE's NLI judge
//   kSupport       "llm-support"      LongCite support level: full / partial / none -> 1 / 0.5 / 0
//   kNeedCitation  "llm-need-citation" does an uncited statement need a citation? yes -> 1, no -> 0
//   kRelevance     "llm-relevance"    does the cited snippet support some key point? -> 1 / 0
//   kDiscrete      "llm-discrete"     seed 003's discrete score 0/1/2 -> 0 / 0.5 / 1
//   kContinuous    "llm-continuous"   seed 003's continuous score in [0, 1]
// Judgment::prob is the score, Judgment::label is prob >= threshold, Judgment::rationale the
// model's full answer.
//
// Requests: the premise is the cited text (for need-citation: the whole response); the
// hypothesis is the statement; JudgeRequest::question, when set, is the user's question
// (LongBench-Cite's judges see it; it is part of the cache key). The three travel as separate
// fields into the template, so any text may be in any of them.
//
// An answer the parser cannot read is asked again — the first try at `temperature`, later ones
// at `reask_temperature` (0 then 1 by default), up to `tries` tries, as LongBench-Cite does — all
// unreadable items of a batch together, so the pool stays full. An item still unreadable, or one
// whose HTTP request failed after the client's own retries, is a Judgment with ok == false.
// An item that exhausted its tries is remembered: asked for again by the same judge (e.g. by
// JudgeSession's retries), it fails at once, so no item is ever asked more than `tries` times.
//
// judge_batch_streaming reports each item as soon as its final judgment is known (a readable
// answer, a failed request, or the last unreadable try), while the others are still in flight.
//
// Thread safety: judge_batch may be called concurrently (the client bounds the requests).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"
#include "citeval/result.h"
#include "llm/chat_client.h"
#include "llm/prompt_template.h"

namespace citeval::llm {

enum class LlmTask { kEntailment, kSupport, kNeedCitation, kRelevance, kDiscrete, kContinuous };

// "entailment", "support", "need_citation", "relevance", "discrete", "continuous" (also the
// built-in template names).
std::string_view task_name(LlmTask task);

// The score an answer gives, or nullopt when the answer cannot be read. Exposed for tests.
// reference_relevance: read a relevance rating exactly as LongCite's eval_cite.py does (only
// "unrelevant" is not relevant, so "[[Irrelevant]]" counts as relevant); by default "irrelevant"
// is not relevant either.
std::optional<double> parse_answer(LlmTask task, std::string_view answer, bool reference_relevance = false);

struct LlmJudgeOptions {
  LlmTask task = LlmTask::kEntailment;
  std::string model;
  std::optional<PromptTemplate> prompt;  // empty: the built-in template of the task
  double temperature = 0.0;              // first try
  double reask_temperature = 1.0;        // later tries
  int max_tokens = 0;                    // 0: the task's default (10, or 512 for discrete/continuous)
  std::optional<std::vector<std::string>> stop;  // unset: the task's default ({"Analysis:"} or none)
  int tries = 5;
  double threshold = 0.5;
  bool reference_relevance = false;      // relevance read as eval_cite.py reads it (parse_answer)
};

struct LlmJudgeStats {
  std::uint64_t items = 0;        // requests judged
  std::uint64_t asks = 0;         // prompts sent (re-asks included)
  std::uint64_t reasks = 0;       // prompts sent again because the answer was unreadable
  std::uint64_t unparseable = 0;  // items still unreadable after all tries
  std::uint64_t failed = 0;       // items whose HTTP request failed
};

class LlmJudge final : public Judge {
 public:
  static Result<std::unique_ptr<LlmJudge>> create(std::shared_ptr<ChatClient> client,
                                                  LlmJudgeOptions options);

  // "llm-support:MODEL|template=sha256:...|temperature=0|reask_temperature=1|max_tokens=10|
  // stop=["Analysis:"]|tries=5|threshold=0.5" — never the endpoint's URL or key.
  std::string identity() const override { return identity_; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override;
  std::vector<Judgment> judge_batch_streaming(std::span<const JudgeRequest> requests,
                                              const ItemSink& on_item) override;

  LlmJudgeStats stats() const;
  const ChatClient& client() const { return *client_; }
  const LlmJudgeOptions& options() const { return options_; }
  // The prompt sent for one request (for tests and debugging).
  std::string render(const JudgeRequest& request) const;

 private:
  LlmJudge(std::shared_ptr<ChatClient> client, LlmJudgeOptions options);
  std::shared_ptr<ChatClient> client_;
  LlmJudgeOptions options_;
  std::string identity_;
  std::atomic<std::uint64_t> items_{0}, asks_{0}, reasks_{0}, unparseable_{0}, failed_{0};
  std::mutex exhausted_mu_;
  std::unordered_map<std::string, Judgment> exhausted_;  // prompt -> its final error
};

}  // namespace citeval::llm

// The --llm-* options (eval_longcite.h) of every evaluating command.
#include <CLI/CLI.hpp>

#include "cli/eval_longcite.h"

namespace citeval::cli {

void add_llm_options(CLI::App& sub, LlmCliOptions& o) {
  sub.add_option("--llm-base-url", o.base_url, "OpenAI-compatible endpoint, or several serving the same model: URL[#N],URL[#N],... (requests go to the least-loaded; --llm-concurrency, or N, per endpoint; default: $OPENAI_BASE_URL, else OpenAI)");
  sub.add_option("--llm-api-key", o.api_key, "API key (visible to other users in `ps`; prefer $OPENAI_API_KEY or --llm-api-key-file)");
  sub.add_option("--llm-api-key-file", o.api_key_file, "File holding the API key");
  sub.add_option("--llm-api-key-env", o.api_key_env, "Environment variable holding the API key (default OPENAI_API_KEY)");
  sub.add_option("--llm-concurrency", o.concurrency, "LLM requests in flight, per endpoint")->check(CLI::PositiveNumber);
  sub.add_option("--llm-timeout", o.timeout_s, "Seconds per LLM request attempt")->check(CLI::PositiveNumber);
  sub.add_option("--llm-max-attempts", o.max_attempts, "HTTP attempts per LLM request")->check(CLI::PositiveNumber);
  sub.add_option("--llm-price-in", o.price_in, "Price per million prompt tokens (for the cost estimate)");
  sub.add_option("--llm-price-out", o.price_out, "Price per million completion tokens");
  sub.add_option("--llm-journal", o.journal, "Append every LLM request attempt to this JSONL file (no secrets)");
  sub.add_option("--llm-prompt-dir", o.prompt_dir, "Directory of prompt templates (<task>.txt) replacing the built-in ones");
  sub.add_option("--llm-temperature", o.temperature, "Temperature of the first try (default 0)");
  sub.add_option("--llm-max-tokens", o.max_tokens, "Maximum answer tokens (default: 10, 512 for discrete/continuous)");
  sub.add_option("--llm-tries", o.tries, "Tries for an unreadable answer (default 5)")->check(CLI::PositiveNumber);
}

Status apply_llm_options(const LlmCliOptions& o) { return configure_llm(o); }

}  // namespace citeval::cli

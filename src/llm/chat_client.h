// ChatClient — an OpenAI-compatible chat-completions client (libcurl) for LLM judges.
//
// It speaks POST {base_url}/chat/completions as OpenAI, vLLM, llama.cpp's server and Ollama
// (its /v1 endpoint) accept it, and is built for many small judge prompts:
//  * many requests in flight on one bounded pool: at most `concurrency` transfers at any moment
//    for the whole client, even when several threads call complete_batch at once;
//  * retries with exponential backoff and jitter on timeouts, dropped connections, 429 (honouring
//    `Retry-After` / `retry-after-ms`), 5xx and answers that are not chat-completion JSON; other
//    4xx answers (bad key, unknown model) fail at once;
//  * a per-request timeout;
//  * token usage and cost accounting (prices per million tokens);
//  * an optional request journal (JSONL, one line an attempt) for debugging.
//
// The API key is sent only in the Authorization header. It never appears in errors, the journal
// or statistics: every text the client produces passes through redact(), which replaces the key
// (should a server echo it) by "[REDACTED]".
//
//   citeval::llm::ClientConfig cfg;
//   cfg.base_url = "http://127.0.0.1:8000/v1";
//   cfg.api_key = std::getenv("OPENAI_API_KEY") ? std::getenv("OPENAI_API_KEY") : "";
//   auto client = citeval::llm::ChatClient::create(cfg);
//   if (!client) return fail(client.error());
//   ChatRequest r{.model = "gpt-4o-mini", .messages = {{"user", "Say hi"}}};
//   std::vector<ChatResponse> out = (*client)->complete_batch({&r, 1});
//
// Thread safety: all methods may be called from any thread.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "citeval/result.h"

namespace citeval::llm {

struct ClientConfig {
  std::string base_url = "https://api.openai.com/v1";  // "/chat/completions" is appended
  std::string api_key;                                 // empty: no Authorization header
  std::size_t concurrency = 16;                        // transfers in flight, whole client
  std::chrono::milliseconds timeout{120'000};          // one attempt, connect to last byte
  std::chrono::milliseconds connect_timeout{10'000};
  int max_attempts = 6;                                // first try included
  std::chrono::milliseconds backoff_base{1'000};       // delay before retry n: base * 2^(n-1),
  std::chrono::milliseconds backoff_max{60'000};       // capped, then jittered to [d/2, d]
  std::chrono::milliseconds retry_after_max{300'000};  // longer Retry-After values are capped
  double price_prompt_per_mtok = 0.0;                  // currency units per 1e6 prompt tokens
  double price_completion_per_mtok = 0.0;
  std::string journal_path;  // JSONL of attempts; empty = none
  bool journal_bodies = true;  // include the prompt and answer texts in the journal
};

struct ChatMessage {
  std::string role;  // "system", "user", "assistant"
  std::string content;
};

struct ChatRequest {
  std::string model;
  std::vector<ChatMessage> messages;
  double temperature = 0.0;
  int max_tokens = 0;  // 0: not sent (the server's default)
  std::vector<std::string> stop;
};

struct Usage {
  std::uint64_t prompt_tokens = 0;
  std::uint64_t completion_tokens = 0;
};

struct ChatResponse {
  bool ok = false;
  std::string content;        // choices[0].message.content
  std::string finish_reason;  // "stop", "length", ... (may be empty)
  Usage usage;                // of the successful attempt (0 when the server reports none)
  int attempts = 0;           // HTTP attempts made
  long http_status = 0;       // of the last attempt (0: no HTTP answer)
  std::string error;          // when !ok: why the last attempt failed (redacted)
};

struct ClientStats {
  std::uint64_t requests = 0;   // complete_batch items
  std::uint64_t attempts = 0;   // HTTP attempts
  std::uint64_t retries = 0;    // attempts after the first, per item
  std::uint64_t succeeded = 0;
  std::uint64_t failed = 0;     // items that failed after all attempts (or at once on 4xx)
  std::uint64_t rate_limited = 0;  // 429 answers
  std::uint64_t server_errors = 0; // 5xx answers
  std::uint64_t timeouts = 0;
  std::uint64_t transport_errors = 0;  // refused/dropped connections, partial bodies
  std::uint64_t malformed = 0;     // 2xx answers that were not chat-completion JSON
  Usage usage;                     // summed over successful attempts
  double cost = 0.0;               // usage priced with the configured prices

  // One line, e.g. "requests=10 attempts=12 retries=2 ok=10 failed=0 429=1 5xx=1 timeouts=0
  // transport=0 malformed=0 prompt_tokens=1200 completion_tokens=30 cost=0.0012".
  std::string summary() const;
};

class ChatClient {
 public:
  // Checks the configuration (URL scheme, concurrency >= 1, attempts >= 1) and opens the
  // journal. Never contacts the server.
  static Result<std::shared_ptr<ChatClient>> create(ClientConfig config);
  ~ChatClient();
  ChatClient(const ChatClient&) = delete;
  ChatClient& operator=(const ChatClient&) = delete;

  // Sends every request (up to the client's concurrency at once) and returns one response per
  // request, in order. Never throws; failures are responses with ok == false.
  std::vector<ChatResponse> complete_batch(std::span<const ChatRequest> requests);

  ClientStats stats() const;
  const ClientConfig& config() const;
  std::string endpoint() const;  // base_url + "/chat/completions"

  // Replaces every occurrence of the API key in `text` by "[REDACTED]".
  std::string redact(std::string text) const;

  struct Impl;

 private:
  explicit ChatClient(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// The body of one request as sent: {"model", "messages", "temperature", "max_tokens"?, "stop"?}.
std::string chat_request_body(const ChatRequest& request);

// Parses a chat-completion answer body. Errors (kParse) say what is missing.
Result<ChatResponse> parse_chat_response(std::string_view body);

// Retry-After value: delta-seconds ("120", also decimals) or an HTTP date; nullopt if neither.
std::optional<std::chrono::milliseconds> parse_retry_after(std::string_view value,
                                                           std::chrono::system_clock::time_point now);

}  // namespace citeval::llm

// ChatClient — an OpenAI-compatible chat-completions client (libcurl) for LLM judges.
//
// It speaks POST {base_url}/chat/completions as OpenAI, vLLM, llama.cpp's server and Ollama
// (its /v1 endpoint) accept it, and is built for many small judge prompts:
//  * several endpoints serving the same model (vLLM replicas): base_url is a comma-separated
//    list "URL[#N],URL[#N],..." (see parse_endpoints); each request goes to the least-loaded
//    endpoint (fewest transfers in flight relative to its limit) that has a free slot;
//  * many requests in flight on bounded pools: at most `concurrency` transfers at any moment per
//    endpoint (N of "URL#N" overrides it for that one), even when several threads call
//    complete_batch at once; with one endpoint that is the bound of the whole client;
//  * with several endpoints, failover: an attempt that fails on one endpoint (refused or dropped
//    connection, timeout, 429, 5xx) puts it aside for a back-off time (doubling with each failure
//    in a row, then one probing request at a time until one succeeds), and the request is retried
//    at once on another endpoint when one is in service (else after the usual back-off) — always
//    within max_attempts;
//  * retries with exponential backoff and jitter on timeouts, dropped connections, 429 (honouring
//    `Retry-After` / `retry-after-ms`), 5xx and answers that are not chat-completion JSON; other
//    4xx answers (bad key, unknown model) fail at once;
//  * a per-request timeout;
//  * token usage and cost accounting (prices per million tokens);
//  * an optional request journal (JSONL, one line an attempt) for debugging;
//  * truthful attempt counts: an attempt is a request actually sent, so a request libcurl sends
//    again by itself (a reused keep-alive connection found dead after the request went out) is
//    a second attempt: counted in ChatResponse::attempts, stats().attempts and stats().resent,
//    against max_attempts, and given its own journal line;
//  * per-endpoint counts (stats().endpoints) and the endpoint of each journal line, named by its
//    base URL with user info and query removed (display_url).
//
// The API key is sent only in the Authorization header. It never appears in errors, answers,
// the journal or statistics: every text the client produces from what a server sent is redacted
// *before* it is cut to an excerpt (see redact_secrets), so a key straddling a cut cannot leak
// in part.
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
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"

namespace citeval::llm {

struct ClientConfig {
  // "/chat/completions" is appended; several endpoints: "URL[#N],URL[#N],..." (parse_endpoints)
  std::string base_url = "https://api.openai.com/v1";
  std::string api_key;                                 // empty: no Authorization header
  std::size_t concurrency = 16;                        // transfers in flight per endpoint
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
  bool reask = false;  // asks again after an unreadable answer (counted: ClientStats::reasks)
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
  int attempts = 0;           // HTTP requests sent (libcurl's own re-sends included; a try
                              // that never reached the server, e.g. refused, counts as one)
  long http_status = 0;       // of the last attempt (0: no HTTP answer)
  std::string error;          // when !ok: why the last attempt failed (redacted)
  // When !ok: the failure cannot go away on a retry (HTTP 400, 401, 403, 404, 405, 501, ...; a
  // malformed URL), so it was not retried, and callers should not retry it either.
  bool permanent = false;
};

// One endpoint's share of a client's work.
struct EndpointStats {
  std::string base_url;         // display_url of the endpoint's base URL
  std::size_t concurrency = 0;  // its limit of transfers in flight
  std::uint64_t attempts = 0;   // HTTP requests sent to it (libcurl's re-sends included)
  std::uint64_t succeeded = 0;  // chat completions it answered
  std::uint64_t failed = 0;     // attempts that failed there (refused, timeout, 429, 5xx, ...)
  std::uint64_t max_in_flight = 0;  // most transfers it had at once
};

struct ClientStats {
  std::uint64_t requests = 0;   // complete_batch items
  std::uint64_t reasks = 0;     // of those, re-asks of an unreadable answer (ChatRequest::reask)
  std::uint64_t attempts = 0;   // HTTP attempts (requests sent, as ChatResponse::attempts)
  std::uint64_t retries = 0;    // attempts after the first, per item
  std::uint64_t succeeded = 0;
  std::uint64_t failed = 0;     // items that failed after all attempts (or at once on 4xx)
  std::uint64_t rate_limited = 0;  // 429 answers
  std::uint64_t server_errors = 0; // 5xx answers
  std::uint64_t timeouts = 0;
  std::uint64_t transport_errors = 0;  // refused/dropped connections, partial bodies
  std::uint64_t resent = 0;     // of those, requests libcurl sent again by itself on a new
                                // connection after a reused one was found dead
  std::uint64_t malformed = 0;     // 2xx answers that were not chat-completion JSON
  Usage usage;                     // summed over successful attempts
  double cost = 0.0;               // usage priced with the configured prices
  std::vector<EndpointStats> endpoints;  // one per endpoint, in the order of the base URL list

  // One line, e.g. "requests=10 attempts=12 retries=2 ok=10 failed=0 429=1 5xx=1 timeouts=0
  // transport=0 malformed=0 prompt_tokens=1200 completion_tokens=30 cost=0.0012"; " reasks=N"
  // follows requests and " resent=N" follows transport when N > 0; with several endpoints, " | URL attempts=A ok=S failed=F" for
  // each follows.
  std::string summary() const;
};

class ChatClient {
 public:
  // Checks the configuration (the endpoint list, concurrency >= 1, attempts >= 1) and opens the
  // journal. Never contacts the server.
  static Result<std::shared_ptr<ChatClient>> create(ClientConfig config);
  ~ChatClient();
  ChatClient(const ChatClient&) = delete;
  ChatClient& operator=(const ChatClient&) = delete;

  // Told each request's final response (success, or failure after all attempts) as soon as it
  // is known, with its index into the requests; called on the thread that called
  // complete_batch, while the other requests are in flight, before complete_batch returns.
  using ResponseSink = std::function<void(std::size_t index, const ChatResponse& response)>;

  // Sends every request (up to the client's concurrency at once) and returns one response per
  // request, in order; `on_done`, when set, is told each one as it finishes. Never throws;
  // failures are responses with ok == false.
  std::vector<ChatResponse> complete_batch(std::span<const ChatRequest> requests,
                                           const ResponseSink& on_done = {});

  ClientStats stats() const;
  const ClientConfig& config() const;
  std::string endpoint() const;  // base_url + "/chat/completions" (several: joined by ',')
  std::vector<std::string> endpoints() const;  // display_url of each endpoint's base URL

  // redact_secrets(text, the API key).
  std::string redact(std::string text) const;

  struct Impl;

 private:
  explicit ChatClient(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// One endpoint of a base URL list.
struct Endpoint {
  std::string base_url;         // without trailing '/' (and without "#N")
  std::size_t concurrency = 0;  // N of "URL#N", else the default
};

// Parses a base URL list: entries separated by ',' (blanks around an entry ignored), each an
// http:// or https:// URL optionally followed by "#N", N >= 1 that endpoint's own concurrency
// (default_concurrency otherwise). An empty entry, another scheme, a bad N or an endpoint listed
// twice is an error (kInvalidArgument, field "base_url") naming the entry by its position and
// its display_url. One URL without '#' parses as it always did.
Result<std::vector<Endpoint>> parse_endpoints(std::string_view list, std::size_t default_concurrency);

// A base URL as it may be shown (journal, statistics, errors): user info ("user:pass@") and a
// query or fragment are replaced by "[REDACTED]".
std::string display_url(std::string_view url);

// Removes secrets from a text a server sent (error message, raw body) before it is kept or cut:
//  * the key, and every run of 8 or more characters that is a piece of it (a server echoing a
//    shortened key), become "[REDACTED]";
//  * the value after a header name "Authorization", "Proxy-Authorization", "api-key",
//    "x-api-key", "api_key" or "apikey" (any case) followed by ':' or '=' (quotes, backslashes
//    and blanks around them allowed, as in an echoed header line or JSON), and after a
//    "Bearer " / "Basic " anywhere, becomes "[REDACTED]": the value is the run of characters up
//    to a blank, quote, backslash, comma, semicolon, '&' or bracket, after an optional scheme
//    word ("Bearer ...") — so an echoed header is removed even when the key was altered.
// Idempotent. Answers a model wrote (chat content) get only the first rule (redact_key), so a
// model's text about "authorization: ..." is kept as written.
std::string redact_secrets(std::string_view text, std::string_view key);
std::string redact_key(std::string_view text, std::string_view key);

// The body of one request as sent: {"model", "messages", "temperature", "max_tokens"?, "stop"?}.
std::string chat_request_body(const ChatRequest& request);

// Parses a chat-completion answer body. Errors (kParse) say what is missing, with an excerpt of
// the body passed through `redact` first when given.
Result<ChatResponse> parse_chat_response(
    std::string_view body, const std::function<std::string(std::string_view)>& redact = {});

// Retry-After value: delta-seconds ("120", also decimals) or an HTTP date; nullopt if neither.
std::optional<std::chrono::milliseconds> parse_retry_after(std::string_view value,
                                                           std::chrono::system_clock::time_point now);

}  // namespace citeval::llm

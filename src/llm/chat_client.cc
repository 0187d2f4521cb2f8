#include "llm/chat_client.h"

#include <curl/curl.h>
#include <curl/header.h>
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <fstream>
#include <mutex>
#include <queue>
#include <random>
#include <thread>
#include <unordered_map>

namespace citeval::llm {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

constexpr std::size_t kMaxResponseBytes = 64u << 20;  // a judge answer is tiny; stop runaways

void global_init() {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

std::size_t write_body(char* data, std::size_t size, std::size_t n, void* user) {
  auto* out = static_cast<std::string*>(user);
  if (out->size() + size * n > kMaxResponseBytes) return 0;  // aborts the transfer
  out->append(data, size * n);
  return size * n;
}

std::string excerpt(std::string_view s, std::size_t max = 300) {
  std::string out(s.substr(0, max));
  for (char& c : out) {
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  }
  if (s.size() > max) out += "...";
  return out;
}

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

bool starts_with_ci(std::string_view s, std::size_t at, std::string_view word) {
  if (at + word.size() > s.size()) return false;
  for (std::size_t k = 0; k < word.size(); ++k) {
    if (lower(s[at + k]) != word[k]) return false;
  }
  return true;
}

bool is_word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-';
}

// Ends a secret value: blanks, quotes, JSON escapes, list and parameter separators, brackets.
bool ends_value(char c) {
  switch (c) {
    case ' ': case '\t': case '\r': case '\n': case '"': case '\'': case '\\': case ',':
    case ';': case '&': case '(': case ')': case '[': case ']': case '{': case '}': case '<':
    case '>':
      return true;
    default:
      return false;
  }
}

constexpr std::string_view kRedacted = "[REDACTED]";
constexpr std::size_t kMinKeyPiece = 8;

// Replaces the value starting at `pos` (after an optional scheme word and blanks) by kRedacted;
// returns the position after the replacement (or `pos` when there is no value).
std::size_t redact_value_at(std::string& text, std::size_t pos) {
  for (std::string_view scheme : {"bearer", "basic", "token"}) {  // "Bearer sk-..."
    if (starts_with_ci(text, pos, scheme) && pos + scheme.size() < text.size() &&
        (text[pos + scheme.size()] == ' ' || text[pos + scheme.size()] == '\t')) {
      pos += scheme.size();
      while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
      break;
    }
  }
  std::size_t end = pos;
  while (end < text.size() && !ends_value(text[end])) ++end;
  if (end == pos) return pos;
  text.replace(pos, end - pos, kRedacted);
  return pos + kRedacted.size();
}

}  // namespace

std::string redact_key(std::string_view text, std::string_view key) {
  std::string out(text);
  if (key.empty()) return out;
  for (std::size_t pos = 0; (pos = out.find(key, pos)) != std::string::npos;) {
    out.replace(pos, key.size(), kRedacted);
    pos += kRedacted.size();
  }
  if (key.size() <= kMinKeyPiece || out.size() < kMinKeyPiece) return out;
  // Pieces of the key: every 8-byte window of the text is looked up among the key's windows,
  // then a hit is extended as far as it stays a substring of the key.
  std::vector<std::uint64_t> windows;
  for (std::size_t i = 0; i + kMinKeyPiece <= key.size(); ++i) {
    std::uint64_t w;
    std::memcpy(&w, key.data() + i, sizeof w);
    windows.push_back(w);
  }
  std::sort(windows.begin(), windows.end());
  std::string res;
  res.reserve(out.size());
  std::size_t i = 0;
  while (i < out.size()) {
    if (i + kMinKeyPiece <= out.size()) {
      std::uint64_t w;
      std::memcpy(&w, out.data() + i, sizeof w);
      if (std::binary_search(windows.begin(), windows.end(), w)) {
        std::size_t len = kMinKeyPiece;
        while (i + len < out.size() &&
               key.find(std::string_view(out).substr(i, len + 1)) != std::string_view::npos) {
          ++len;
        }
        res += kRedacted;
        i += len;
        continue;
      }
    }
    res += out[i++];
  }
  return res;
}

std::string redact_secrets(std::string_view text, std::string_view key) {
  std::string out = redact_key(text, key);
  constexpr std::string_view kNames[] = {"authorization", "api-key", "api_key", "apikey"};
  std::size_t i = 0;
  while (i < out.size()) {
    std::size_t next = i + 1;
    for (std::string_view name : kNames) {
      if (!starts_with_ci(out, i, name)) continue;
      std::size_t j = i + name.size();
      if (j < out.size() && is_word_char(out[j])) break;  // "authorizations", "api_keys"
      bool separator = false;
      while (j < out.size() && (out[j] == '"' || out[j] == '\'' || out[j] == '\\' ||
                                out[j] == ' ' || out[j] == '\t' || out[j] == ':' || out[j] == '=')) {
        separator |= out[j] == ':' || out[j] == '=';
        ++j;
      }
      if (separator) next = std::max(next, redact_value_at(out, j));
      break;
    }
    if (next == i + 1 && (i == 0 || !is_word_char(out[i - 1])) && starts_with_ci(out, i, "bearer ")) {
      next = std::max(next, redact_value_at(out, i));
    }
    i = next;
  }
  return out;
}

namespace {

using Redactor = std::function<std::string(std::string_view)>;

// An excerpt of a text that has already been redacted.
std::string redacted_excerpt(const Redactor& redact, std::string_view s, std::size_t max = 300) {
  return redact ? excerpt(redact(s), max) : excerpt(s, max);
}

// The message of an OpenAI-style error body ({"error": {"message": ...}}), else an excerpt; the
// text is redacted before it is cut.
std::string error_body_message(std::string_view body, const Redactor& redact) {
  auto j = nlohmann::json::parse(body, nullptr, false);
  if (!j.is_discarded() && j.is_object() && j.contains("error")) {
    const auto& e = j["error"];
    if (e.is_object() && e.contains("message") && e["message"].is_string()) {
      return redacted_excerpt(redact, e["message"].get<std::string>());
    }
    if (e.is_string()) return redacted_excerpt(redact, e.get<std::string>());
  }
  return redacted_excerpt(redact, body);
}

bool retryable_curl_error(CURLcode c) {
  switch (c) {
    case CURLE_UNSUPPORTED_PROTOCOL:
    case CURLE_URL_MALFORMAT:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_WRITE_ERROR:  // our size limit
      return false;
    default:
      return true;
  }
}

std::string iso_now() {
  auto now = std::chrono::system_clock::now();
  auto secs = std::chrono::system_clock::to_time_t(now);
  auto ms = std::chrono::duration_cast<milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&secs, &tm);
  return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z", tm.tm_year + 1900, tm.tm_mon + 1,
                     tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, ms);
}

}  // namespace

std::string ClientStats::summary() const {
  return fmt::format(
      "requests={} attempts={} retries={} ok={} failed={} 429={} 5xx={} timeouts={} transport={}{} "
      "malformed={} prompt_tokens={} completion_tokens={} cost={:.6g}",
      requests, attempts, retries, succeeded, failed, rate_limited, server_errors, timeouts,
      transport_errors, resent > 0 ? fmt::format(" resent={}", resent) : std::string(), malformed,
      usage.prompt_tokens, usage.completion_tokens, cost);
}

std::string chat_request_body(const ChatRequest& request) {
  nlohmann::json j;
  j["model"] = request.model;
  nlohmann::json msgs = nlohmann::json::array();
  for (const auto& m : request.messages) msgs.push_back({{"role", m.role}, {"content", m.content}});
  j["messages"] = std::move(msgs);
  j["temperature"] = request.temperature;
  if (request.max_tokens > 0) j["max_tokens"] = request.max_tokens;
  if (!request.stop.empty()) j["stop"] = request.stop;
  // Invalid UTF-8 in a prompt must not throw: replace it (U+FFFD), as the server would reject it.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

Result<ChatResponse> parse_chat_response(std::string_view body, const Redactor& redact) {
  auto j = nlohmann::json::parse(body, nullptr, false);
  if (j.is_discarded()) {
    return make_error(ErrorCode::kParse, "answer is not JSON: " + redacted_excerpt(redact, body, 120));
  }
  if (!j.is_object() || !j.contains("choices") || !j["choices"].is_array() || j["choices"].empty()) {
    return make_error(ErrorCode::kParse, "answer has no choices: " + redacted_excerpt(redact, body, 120));
  }
  const auto& c = j["choices"][0];
  if (!c.is_object() || !c.contains("message") || !c["message"].is_object()) {
    return make_error(ErrorCode::kParse, "answer has no choices[0].message");
  }
  ChatResponse r;
  const auto& m = c["message"];
  if (m.contains("content") && m["content"].is_string()) {
    r.content = m["content"].get<std::string>();
  } else if (m.contains("content") && !m["content"].is_null()) {
    return make_error(ErrorCode::kParse, "choices[0].message.content is not a string");
  }
  if (c.contains("finish_reason") && c["finish_reason"].is_string()) {
    r.finish_reason = c["finish_reason"].get<std::string>();
  }
  if (j.contains("usage") && j["usage"].is_object()) {
    const auto& u = j["usage"];
    if (u.contains("prompt_tokens") && u["prompt_tokens"].is_number_unsigned()) {
      r.usage.prompt_tokens = u["prompt_tokens"].get<std::uint64_t>();
    }
    if (u.contains("completion_tokens") && u["completion_tokens"].is_number_unsigned()) {
      r.usage.completion_tokens = u["completion_tokens"].get<std::uint64_t>();
    }
  }
  r.ok = true;
  return r;
}

std::optional<milliseconds> parse_retry_after(std::string_view value,
                                              std::chrono::system_clock::time_point now) {
  while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
  while (!value.empty() && (value.back() == ' ' || value.back() == '\t' || value.back() == '\r')) {
    value.remove_suffix(1);
  }
  if (value.empty()) return std::nullopt;
  if (std::isdigit(static_cast<unsigned char>(value.front()))) {
    double secs = 0;
    std::size_t i = 0;
    while (i < value.size() && std::isdigit(static_cast<unsigned char>(value[i]))) {
      secs = secs * 10 + (value[i] - '0');
      if (secs > 1e9) return milliseconds(static_cast<long long>(1e12));
      ++i;
    }
    if (i < value.size() && value[i] == '.') {
      double scale = 0.1;
      for (++i; i < value.size() && std::isdigit(static_cast<unsigned char>(value[i])); ++i) {
        secs += (value[i] - '0') * scale;
        scale /= 10;
      }
    }
    if (i != value.size()) return std::nullopt;
    return milliseconds(static_cast<long long>(std::llround(secs * 1000)));
  }
  std::string s(value);
  time_t t = curl_getdate(s.c_str(), nullptr);
  if (t < 0) return std::nullopt;
  auto when = std::chrono::system_clock::from_time_t(t);
  if (when <= now) return milliseconds(0);
  return std::chrono::duration_cast<milliseconds>(when - now);
}

struct ChatClient::Impl {
  ClientConfig cfg;
  std::string url;

  // The pool: at most cfg.concurrency transfers in flight over all calls.
  std::mutex slot_mu;
  std::condition_variable slot_cv;
  std::size_t in_flight = 0;

  mutable std::mutex stats_mu;
  ClientStats stats;

  std::mutex journal_mu;
  std::unique_ptr<std::ofstream> journal;

  std::mutex rng_mu;
  std::mt19937_64 rng{std::random_device{}()};

  // Idle multi handles keep their connection caches between calls (keep-alive, TLS sessions).
  std::mutex multi_mu;
  std::vector<CURLM*> idle_multis;

  ~Impl() {
    for (CURLM* m : idle_multis) curl_multi_cleanup(m);
  }

  bool try_acquire() {
    std::lock_guard lock(slot_mu);
    if (in_flight >= cfg.concurrency) return false;
    ++in_flight;
    return true;
  }
  void wait_for_slot(milliseconds max_wait) {
    std::unique_lock lock(slot_mu);
    slot_cv.wait_for(lock, max_wait, [&] { return in_flight < cfg.concurrency; });
  }
  void release() {
    {
      std::lock_guard lock(slot_mu);
      --in_flight;
    }
    slot_cv.notify_all();
  }

  CURLM* take_multi() {
    {
      std::lock_guard lock(multi_mu);
      if (!idle_multis.empty()) {
        CURLM* m = idle_multis.back();
        idle_multis.pop_back();
        return m;
      }
    }
    return curl_multi_init();
  }
  void give_multi(CURLM* m) {
    std::lock_guard lock(multi_mu);
    idle_multis.push_back(m);
  }

  milliseconds backoff(int attempt) {  // attempt = 1 for the first retry
    double d = static_cast<double>(cfg.backoff_base.count()) * std::pow(2.0, attempt - 1);
    d = std::min(d, static_cast<double>(cfg.backoff_max.count()));
    std::lock_guard lock(rng_mu);
    std::uniform_real_distribution<double> u(0.5, 1.0);
    return milliseconds(static_cast<long long>(d * u(rng)));
  }

  std::string redact(std::string_view text) const { return redact_secrets(text, cfg.api_key); }

  void write_journal(const nlohmann::json& line) {
    if (!journal) return;
    std::string s = redact(line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    std::lock_guard lock(journal_mu);
    *journal << s << '\n';
    journal->flush();
  }

  std::vector<ChatResponse> complete_batch(std::span<const ChatRequest> requests,
                                           const ResponseSink& on_done);
};

namespace {

struct Transfer {
  std::size_t index = 0;
  CURL* easy = nullptr;
  std::string response;
  char errbuf[CURL_ERROR_SIZE] = {0};
  Clock::time_point start;
  int sent = 0;  // requests libcurl sent for this transfer (> 1: it re-sent one by itself)
};

// Counts the requests a transfer really sends: libcurl reports each request's header block as
// CURLINFO_HEADER_OUT (one call, or a few for a header sent in parts: only the part starting
// with the method counts), also when it re-sends the request on a new connection after a
// reused one turned out dead, which it does without telling the caller otherwise.
int count_sent(CURL*, curl_infotype type, char* data, std::size_t size, void* user) {
  if (type == CURLINFO_HEADER_OUT && size >= 5 && std::memcmp(data, "POST ", 5) == 0) {
    ++static_cast<Transfer*>(user)->sent;
  }
  return 0;
}

std::optional<milliseconds> retry_after_of(CURL* easy) {
  curl_header* h = nullptr;
  if (curl_easy_header(easy, "retry-after-ms", 0, CURLH_HEADER, -1, &h) == CURLHE_OK && h) {
    std::string_view v(h->value);
    char* end = nullptr;
    double ms = std::strtod(h->value, &end);
    if (end != h->value && std::isfinite(ms) && ms >= 0 && !v.empty()) {
      return milliseconds(static_cast<long long>(std::min(ms, 1e12)));
    }
  }
  if (curl_easy_header(easy, "retry-after", 0, CURLH_HEADER, -1, &h) == CURLHE_OK && h) {
    return parse_retry_after(h->value, std::chrono::system_clock::now());
  }
  return std::nullopt;
}

}  // namespace

std::vector<ChatResponse> ChatClient::Impl::complete_batch(std::span<const ChatRequest> requests,
                                                           const ResponseSink& on_done) {
  const std::size_t n = requests.size();
  std::vector<ChatResponse> out(n);
  if (n == 0) return out;
  {
    std::lock_guard lock(stats_mu);
    stats.requests += n;
  }
  std::vector<std::string> bodies(n);
  for (std::size_t i = 0; i < n; ++i) bodies[i] = chat_request_body(requests[i]);

  curl_slist* headers = nullptr;
  headers = curl_slist_append(headers, "Content-Type: application/json");
  headers = curl_slist_append(headers, "Expect:");  // no 100-continue round trip
  std::string auth;
  if (!cfg.api_key.empty()) {
    auth = "Authorization: Bearer " + cfg.api_key;
    headers = curl_slist_append(headers, auth.c_str());
  }

  using Delayed = std::pair<Clock::time_point, std::size_t>;
  std::priority_queue<Delayed, std::vector<Delayed>, std::greater<>> delayed;
  std::deque<std::size_t> ready;
  for (std::size_t i = 0; i < n; ++i) ready.push_back(i);
  std::unordered_map<CURL*, std::unique_ptr<Transfer>> active;
  CURLM* multi = take_multi();

  auto start = [&](std::size_t i) {
    auto t = std::make_unique<Transfer>();
    t->index = i;
    t->easy = curl_easy_init();
    CURL* e = t->easy;
    curl_easy_setopt(e, CURLOPT_URL, url.c_str());
    curl_easy_setopt(e, CURLOPT_POST, 1L);
    curl_easy_setopt(e, CURLOPT_POSTFIELDS, bodies[i].data());
    curl_easy_setopt(e, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(bodies[i].size()));
    curl_easy_setopt(e, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, write_body);
    curl_easy_setopt(e, CURLOPT_WRITEDATA, &t->response);
    curl_easy_setopt(e, CURLOPT_ERRORBUFFER, t->errbuf);
    curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, static_cast<long>(cfg.timeout.count()));
    curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(cfg.connect_timeout.count()));
    curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(e, CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(e, CURLOPT_DEBUGFUNCTION, count_sent);
    curl_easy_setopt(e, CURLOPT_DEBUGDATA, t.get());
    curl_easy_setopt(e, CURLOPT_VERBOSE, 1L);  // the debug function is called only when verbose
    t->start = Clock::now();
    curl_multi_add_handle(multi, e);
    active.emplace(e, std::move(t));
  };

  // Decides what a finished attempt means: success, retry after a delay, or final failure.
  const Redactor redactor = [this](std::string_view text) { return redact(text); };
  auto finish = [&](Transfer& t, CURLcode code) {
    const std::size_t i = t.index;
    ChatResponse& r = out[i];
    long status = 0;
    curl_easy_getinfo(t.easy, CURLINFO_RESPONSE_CODE, &status);
    r.http_status = status;
    auto latency = std::chrono::duration_cast<milliseconds>(Clock::now() - t.start);
    // A try that never got a request out (refused, unresolvable) still counts as one attempt.
    const int sent = std::max(1, t.sent);
    const int first_attempt = r.attempts + 1;
    r.attempts += sent;
    bool retry = false;
    std::optional<milliseconds> retry_after;
    std::string error;
    ChatResponse parsed;
    {
      std::lock_guard lock(stats_mu);
      stats.attempts += static_cast<std::uint64_t>(sent);
      stats.retries += static_cast<std::uint64_t>(r.attempts - std::max(first_attempt, 2) + 1);
      stats.transport_errors += static_cast<std::uint64_t>(sent - 1);
      stats.resent += static_cast<std::uint64_t>(sent - 1);
      if (code != CURLE_OK) {
        if (code == CURLE_OPERATION_TIMEDOUT) {
          ++stats.timeouts;
          error = fmt::format("timed out after {} ms", latency.count());
        } else {
          ++stats.transport_errors;
          error = fmt::format("transport error: {}",
                              redact(t.errbuf[0] ? t.errbuf : curl_easy_strerror(code)));
        }
        retry = retryable_curl_error(code);
      } else if (status == 429) {
        ++stats.rate_limited;
        error = "HTTP 429 (rate limited): " + error_body_message(t.response, redactor);
        retry = true;
        retry_after = retry_after_of(t.easy);
      } else if (status >= 500 || status == 408) {
        ++stats.server_errors;
        error = fmt::format("HTTP {}: {}", status, error_body_message(t.response, redactor));
        retry = true;
        retry_after = retry_after_of(t.easy);
      } else if (status < 200 || status >= 300) {
        error = fmt::format("HTTP {}: {}", status, error_body_message(t.response, redactor));
        retry = false;
      } else {
        auto p = parse_chat_response(t.response, redactor);
        if (!p) {
          ++stats.malformed;
          error = p.error().message;
          retry = true;
        } else {
          parsed = std::move(*p);
          parsed.content = redact_key(parsed.content, cfg.api_key);
          ++stats.succeeded;
          stats.usage.prompt_tokens += parsed.usage.prompt_tokens;
          stats.usage.completion_tokens += parsed.usage.completion_tokens;
          stats.cost += cfg.price_prompt_per_mtok * static_cast<double>(parsed.usage.prompt_tokens) / 1e6 +
                        cfg.price_completion_per_mtok *
                            static_cast<double>(parsed.usage.completion_tokens) / 1e6;
        }
      }
    }
    const bool ok = error.empty();
    milliseconds delay{0};
    if (!ok && retry && r.attempts < cfg.max_attempts) {
      delay = retry_after ? std::min(*retry_after, cfg.retry_after_max) : backoff(r.attempts);
    } else if (!ok) {
      retry = false;
    }
    if (journal) {
      for (int a = first_attempt; a < r.attempts; ++a) {  // requests libcurl re-sent by itself
        write_journal({{"time", iso_now()},
                       {"item", i},
                       {"model", requests[i].model},
                       {"attempt", a},
                       {"http_status", 0},
                       {"ok", false},
                       {"error", "connection dropped before an answer (a reused connection); "
                                 "libcurl sent the request again on a new connection"}});
      }
      nlohmann::json line = {{"time", iso_now()},
                             {"item", i},
                             {"model", requests[i].model},
                             {"attempt", r.attempts},
                             {"http_status", status},
                             {"latency_ms", latency.count()},
                             {"ok", ok}};
      if (!ok) line["error"] = error;
      if (retry) line["retry_in_ms"] = delay.count();
      if (ok) {
        line["prompt_tokens"] = parsed.usage.prompt_tokens;
        line["completion_tokens"] = parsed.usage.completion_tokens;
      }
      if (cfg.journal_bodies) {
        line["request"] = nlohmann::json::parse(bodies[i], nullptr, false);
        if (ok) {
          line["answer"] = parsed.content;
        } else if (!t.response.empty()) {
          line["answer_raw"] = redacted_excerpt(redactor, t.response, 2000);
        }
      }
      write_journal(line);
    }
    if (ok) {
      const int attempts = r.attempts;
      r = std::move(parsed);
      r.attempts = attempts;
      r.http_status = status;
      r.ok = true;
      if (on_done) on_done(i, r);
    } else if (retry) {
      delayed.emplace(Clock::now() + delay, i);
    } else {
      r.ok = false;
      r.error = redact(error);
      {
        std::lock_guard lock(stats_mu);
        ++stats.failed;
      }
      if (on_done) on_done(i, r);
    }
  };

  while (!ready.empty() || !delayed.empty() || !active.empty()) {
    auto now = Clock::now();
    while (!delayed.empty() && delayed.top().first <= now) {
      ready.push_back(delayed.top().second);
      delayed.pop();
    }
    while (!ready.empty()) {
      if (!try_acquire()) {
        // Other callers hold every slot; if this call has nothing in flight, wait for one.
        if (active.empty()) wait_for_slot(milliseconds(50));
        break;
      }
      start(ready.front());
      ready.pop_front();
    }
    if (active.empty()) {
      if (ready.empty() && !delayed.empty()) {
        std::this_thread::sleep_until(std::min(delayed.top().first, Clock::now() + milliseconds(200)));
      }
      continue;
    }
    int running = 0;
    curl_multi_perform(multi, &running);
    int queued = 0;
    while (CURLMsg* msg = curl_multi_info_read(multi, &queued)) {
      if (msg->msg != CURLMSG_DONE) continue;
      CURL* e = msg->easy_handle;
      CURLcode code = msg->data.result;
      auto it = active.find(e);
      curl_multi_remove_handle(multi, e);
      if (it != active.end()) {
        finish(*it->second, code);
        active.erase(it);
      }
      // The slot is freed only now, after on_done has seen the answer (and a judge session has
      // stored it): answers not yet stored plus requests in flight never exceed the concurrency.
      release();
      curl_easy_cleanup(e);
    }
    if (active.empty()) continue;
    int wait_ms = 100;
    if (!delayed.empty()) {
      auto until = std::chrono::duration_cast<milliseconds>(delayed.top().first - Clock::now()).count();
      wait_ms = static_cast<int>(std::clamp<long long>(until, 0, wait_ms));
    }
    if (!ready.empty()) wait_ms = std::min(wait_ms, 5);  // a slot may free up in another call
    curl_multi_poll(multi, nullptr, 0, wait_ms, nullptr);
  }
  give_multi(multi);
  curl_slist_free_all(headers);
  return out;
}

Result<std::shared_ptr<ChatClient>> ChatClient::create(ClientConfig config) {
  global_init();
  std::string url = config.base_url;
  while (!url.empty() && url.back() == '/') url.pop_back();
  if (url.rfind("http://", 0) != 0 && url.rfind("https://", 0) != 0) {
    return make_error(ErrorCode::kInvalidArgument,
                      "LLM base URL must start with http:// or https://: '" + url + "'", {}, 0,
                      "base_url");
  }
  if (config.concurrency < 1) {
    return make_error(ErrorCode::kInvalidArgument, "LLM concurrency must be at least 1", {}, 0,
                      "concurrency");
  }
  if (config.max_attempts < 1) {
    return make_error(ErrorCode::kInvalidArgument, "LLM max attempts must be at least 1", {}, 0,
                      "max_attempts");
  }
  if (config.timeout.count() <= 0) {
    return make_error(ErrorCode::kInvalidArgument, "LLM timeout must be positive", {}, 0, "timeout");
  }
  auto impl = std::make_unique<Impl>();
  impl->url = url + "/chat/completions";
  if (!config.journal_path.empty()) {
    impl->journal = std::make_unique<std::ofstream>(config.journal_path, std::ios::app | std::ios::binary);
    if (!*impl->journal) {
      return make_error(ErrorCode::kIo, "cannot open the LLM journal for appending",
                        config.journal_path);
    }
  }
  impl->cfg = std::move(config);
  return std::shared_ptr<ChatClient>(new ChatClient(std::move(impl)));
}

ChatClient::ChatClient(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
ChatClient::~ChatClient() = default;

std::vector<ChatResponse> ChatClient::complete_batch(std::span<const ChatRequest> requests,
                                                     const ResponseSink& on_done) {
  try {
    return impl_->complete_batch(requests, on_done);
  } catch (const std::exception& e) {
    std::vector<ChatResponse> out(requests.size());
    for (auto& r : out) r.error = impl_->redact(std::string("internal error: ") + e.what());
    return out;
  }
}

ClientStats ChatClient::stats() const {
  std::lock_guard lock(impl_->stats_mu);
  return impl_->stats;
}

const ClientConfig& ChatClient::config() const { return impl_->cfg; }
std::string ChatClient::endpoint() const { return impl_->url; }
std::string ChatClient::redact(std::string text) const { return impl_->redact(std::move(text)); }

}  // namespace citeval::llm

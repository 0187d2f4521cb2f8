#include "llm/chat_client.h"

#include <curl/curl.h>
#include <curl/header.h>
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
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

std::string display_url(std::string_view url) {
  constexpr auto npos = std::string_view::npos;
  const std::size_t scheme = url.find("://");
  const std::size_t host = scheme == npos ? 0 : scheme + 3;
  const std::size_t path = url.find_first_of("/?#", host);
  std::string_view authority = url.substr(host, path == npos ? npos : path - host);
  std::string out(url.substr(0, host));
  const std::size_t at = authority.rfind('@');
  if (at != npos) {
    out += kRedacted;
    out += '@';
    authority.remove_prefix(at + 1);
  }
  out += authority;
  if (path != npos) {
    std::string_view rest = url.substr(path);
    const std::size_t q = rest.find_first_of("?#");
    out += rest.substr(0, q);
    if (q != npos) {
      out += rest[q];
      out += kRedacted;
    }
  }
  return out;
}

Result<std::vector<Endpoint>> parse_endpoints(std::string_view list, std::size_t default_concurrency) {
  const bool several = list.find(',') != std::string_view::npos;
  const std::size_t count = static_cast<std::size_t>(std::count(list.begin(), list.end(), ',')) + 1;
  std::vector<Endpoint> out;
  std::size_t pos = 0;
  for (std::size_t k = 1; k <= count; ++k) {
    const std::size_t comma = std::min(list.find(',', pos), list.size());
    std::string_view entry = list.substr(pos, comma - pos);
    pos = comma + 1;
    while (!entry.empty() && (entry.front() == ' ' || entry.front() == '\t')) entry.remove_prefix(1);
    while (!entry.empty() && (entry.back() == ' ' || entry.back() == '\t')) entry.remove_suffix(1);
    auto bad = [&](std::string_view url, const std::string& what) -> Error {
      return make_error(ErrorCode::kInvalidArgument,
                        several ? fmt::format("LLM base URL list, entry {} of {} ('{}'): {}", k, count,
                                              display_url(url), what)
                                : fmt::format("LLM base URL '{}': {}", display_url(url), what),
                        {}, 0, "base_url");
    };
    if (entry.empty()) {
      return make_error(ErrorCode::kInvalidArgument,
                        several ? fmt::format("LLM base URL list, entry {} of {} is empty", k, count)
                                : std::string("LLM base URL is empty"),
                        {}, 0, "base_url");
    }
    Endpoint e;
    e.concurrency = default_concurrency;
    std::string_view url = entry;
    if (const std::size_t hash = entry.rfind('#'); hash != std::string_view::npos) {
      url = entry.substr(0, hash);
      std::string_view n = entry.substr(hash + 1);
      std::size_t value = 0;
      auto [p, ec] = std::from_chars(n.data(), n.data() + n.size(), value);
      if (n.empty() || ec != std::errc() || p != n.data() + n.size() || value < 1) {
        return bad(url, fmt::format("'#{}' is not a concurrency (a whole number >= 1 after '#')", n));
      }
      e.concurrency = value;
    }
    e.base_url = std::string(url);
    while (!e.base_url.empty() && e.base_url.back() == '/') e.base_url.pop_back();
    std::string_view u = e.base_url;
    const bool http = u.rfind("http://", 0) == 0, https = u.rfind("https://", 0) == 0;
    if (!http && !https) return bad(url, "must start with http:// or https://");
    const std::size_t host = http ? 7 : 8;
    if (u.size() == host || u[host] == '/' || u[host] == '?' || u[host] == '#') {
      return bad(url, "has no host");
    }
    for (std::size_t j = 0; j < out.size(); ++j) {
      if (out[j].base_url == e.base_url) return bad(url, fmt::format("repeats entry {}", j + 1));
    }
    out.push_back(std::move(e));
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

// Statuses a retry can cure: a timeout or conflict of the moment (408, 409, 425), rate limits
// (429, handled apart), and server errors except those that say the server cannot ever serve this
// request (501 Not Implemented, 505 HTTP Version Not Supported). Every other failure status (400,
// 401, 403, 404, 405, 422, ...) gives the same answer again.
bool retryable_status(long status) {
  if (status == 408 || status == 409 || status == 425) return true;
  return status >= 500 && status != 501 && status != 505;
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
      "requests={}{} attempts={} retries={} ok={} failed={} 429={} 5xx={} timeouts={} transport={}{} "
      "malformed={} prompt_tokens={} completion_tokens={} cost={:.6g}",
      requests, reasks > 0 ? fmt::format(" reasks={}", reasks) : std::string(), attempts, retries, succeeded, failed, rate_limited, server_errors, timeouts,
      transport_errors, resent > 0 ? fmt::format(" resent={}", resent) : std::string(), malformed,
      usage.prompt_tokens, usage.completion_tokens, cost) +
         [this] {
           std::string per;
           if (endpoints.size() < 2) return per;
           for (const auto& e : endpoints) {
             per += fmt::format(" | {} attempts={} ok={} failed={}", e.base_url, e.attempts, e.succeeded,
                                e.failed);
           }
           return per;
         }();
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
  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);

  struct EndpointState {
    std::string url;      // base URL + "/chat/completions"
    std::string display;  // display_url(base URL), redacted
    std::size_t limit = 0;
    // Guarded by slot_mu:
    std::size_t in_flight = 0;
    std::size_t max_in_flight = 0;
    int failures_in_a_row = 0;     // with several endpoints: > 0 means probing, one at a time
    Clock::time_point resume_at{};  // with several endpoints: put aside until then
  };

  ClientConfig cfg;
  std::vector<EndpointState> endpoints;

  // The pools: at most endpoints[e].limit transfers in flight to endpoint e over all calls.
  std::mutex slot_mu;
  std::condition_variable slot_cv;
  std::size_t cursor = 0;  // where the search for the least-loaded endpoint starts (ties rotate)

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

  // The endpoint a new transfer should go to, or kNone when none may take one now (slot_mu
  // held). Endpoints put aside are skipped while another is in service, and so is `avoid`
  // (where this request's last attempt failed) while another is in service: the request then
  // waits for a slot elsewhere. A probing endpoint takes one transfer at a time. Among the
  // rest: the lowest in_flight / limit, ties going round.
  std::size_t pick(std::size_t avoid, Clock::time_point now) const {
    const std::size_t n = endpoints.size();
    if (n == 1) return endpoints[0].in_flight < endpoints[0].limit ? 0 : kNone;
    bool any_in_service = false, other_in_service = false;
    for (std::size_t k = 0; k < n; ++k) {
      const bool in_service = endpoints[k].resume_at <= now;
      any_in_service |= in_service;
      other_in_service |= in_service && k != avoid;
    }
    std::size_t best = kNone;
    for (std::size_t step = 0; step < n; ++step) {
      const std::size_t k = (cursor + step) % n;
      const EndpointState& e = endpoints[k];
      if (any_in_service && e.resume_at > now) continue;
      if (k == avoid && other_in_service) continue;
      if (e.in_flight >= (e.failures_in_a_row > 0 ? 1 : e.limit)) continue;
      if (best == kNone || e.in_flight * endpoints[best].limit < endpoints[best].in_flight * e.limit) {
        best = k;
      }
    }
    return best;
  }
  std::size_t try_acquire(std::size_t avoid) {
    std::lock_guard lock(slot_mu);
    const std::size_t k = pick(avoid, Clock::now());
    if (k == kNone) return kNone;
    EndpointState& e = endpoints[k];
    e.max_in_flight = std::max(e.max_in_flight, ++e.in_flight);
    cursor = (k + 1) % endpoints.size();
    return k;
  }
  void wait_for_slot(std::size_t avoid, milliseconds max_wait) {
    std::unique_lock lock(slot_mu);
    slot_cv.wait_for(lock, max_wait, [&] { return pick(avoid, Clock::now()) != kNone; });
  }
  void release(std::size_t k) {
    {
      std::lock_guard lock(slot_mu);
      --endpoints[k].in_flight;
    }
    slot_cv.notify_all();
  }
  // With several endpoints: a failed attempt puts its endpoint aside (for `pause`, or the
  // back-off of its failures in a row) and makes it probe; a success puts it back in service.
  // Returns whether another endpoint is in service now (the retry may go there at once).
  bool note_health(std::size_t k, bool failed, std::optional<milliseconds> pause) {
    if (endpoints.size() < 2) return false;
    const auto now = Clock::now();
    bool other_in_service = false;
    {
      std::lock_guard lock(slot_mu);
      EndpointState& e = endpoints[k];
      if (!failed) {
        e.failures_in_a_row = 0;
        e.resume_at = {};
      } else {
        ++e.failures_in_a_row;
        e.resume_at = now + (pause ? std::min(*pause, cfg.retry_after_max) : backoff(e.failures_in_a_row));
      }
      for (std::size_t j = 0; j < endpoints.size(); ++j) {
        other_in_service |= j != k && endpoints[j].resume_at <= now;
      }
    }
    if (!failed) slot_cv.notify_all();
    return other_in_service;
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
  std::size_t endpoint = 0;
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
    for (const auto& r : requests) stats.reasks += r.reask ? 1 : 0;
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
  std::vector<std::size_t> avoid(n, kNone);  // the endpoint where item i's last attempt failed
  std::unordered_map<CURL*, std::unique_ptr<Transfer>> active;
  CURLM* multi = take_multi();

  auto start = [&](std::size_t i, std::size_t endpoint) {
    auto t = std::make_unique<Transfer>();
    t->index = i;
    t->endpoint = endpoint;
    t->easy = curl_easy_init();
    CURL* e = t->easy;
    curl_easy_setopt(e, CURLOPT_URL, endpoints[endpoint].url.c_str());
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
    bool endpoint_failed = false;  // the endpoint itself failed (not the answer): put it aside
    bool permanent = false;        // a retry cannot cure it (retryable_status)
    std::optional<milliseconds> retry_after;
    std::string error;
    ChatResponse parsed;
    {
      std::lock_guard lock(stats_mu);
      EndpointStats& es = stats.endpoints[t.endpoint];
      es.attempts += static_cast<std::uint64_t>(sent);
      es.failed += static_cast<std::uint64_t>(sent - 1);
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
        endpoint_failed = retry;
        permanent = !retry;
      } else if (status == 429) {
        ++stats.rate_limited;
        error = "HTTP 429 (rate limited): " + error_body_message(t.response, redactor);
        retry = true;
        endpoint_failed = true;
        retry_after = retry_after_of(t.easy);
      } else if (retryable_status(status)) {
        if (status >= 500) ++stats.server_errors;
        error = fmt::format("HTTP {}: {}", status, error_body_message(t.response, redactor));
        retry = true;
        endpoint_failed = true;
        retry_after = retry_after_of(t.easy);
      } else if (status < 200 || status >= 300) {
        if (status >= 500) ++stats.server_errors;
        error = fmt::format("HTTP {}: {} (a permanent error: not retried, a retry gets the same answer)", status,
                            error_body_message(t.response, redactor));
        retry = false;
        permanent = true;
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
          ++es.succeeded;
          stats.usage.prompt_tokens += parsed.usage.prompt_tokens;
          stats.usage.completion_tokens += parsed.usage.completion_tokens;
          stats.cost += cfg.price_prompt_per_mtok * static_cast<double>(parsed.usage.prompt_tokens) / 1e6 +
                        cfg.price_completion_per_mtok *
                            static_cast<double>(parsed.usage.completion_tokens) / 1e6;
        }
      }
      if (!error.empty()) ++es.failed;
    }
    const bool ok = error.empty();
    // With several endpoints, a retry after the endpoint failed goes at once to another one in
    // service (the back-off protects the endpoint that failed, not the others).
    const bool other_in_service =
        (ok || endpoint_failed) && note_health(t.endpoint, endpoint_failed, retry_after);
    if (!ok) avoid[i] = t.endpoint;
    milliseconds delay{0};
    if (!ok && retry && r.attempts < cfg.max_attempts) {
      if (!other_in_service) {
        delay = retry_after ? std::min(*retry_after, cfg.retry_after_max) : backoff(r.attempts);
      }
    } else if (!ok) {
      retry = false;
    }
    if (journal) {
      for (int a = first_attempt; a < r.attempts; ++a) {  // requests libcurl re-sent by itself
        write_journal({{"time", iso_now()},
                       {"item", i},
                       {"model", requests[i].model},
                       {"endpoint", endpoints[t.endpoint].display},
                       {"attempt", a},
                       {"http_status", 0},
                       {"ok", false},
                       {"error", "connection dropped before an answer (a reused connection); "
                                 "libcurl sent the request again on a new connection"}});
      }
      nlohmann::json line = {{"time", iso_now()},
                             {"item", i},
                             {"model", requests[i].model},
                             {"endpoint", endpoints[t.endpoint].display},
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
      r.permanent = permanent;
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
      const std::size_t endpoint = try_acquire(avoid[ready.front()]);
      if (endpoint == kNone) {
        // Other callers hold every slot; if this call has nothing in flight, wait for one.
        if (active.empty()) wait_for_slot(avoid[ready.front()], milliseconds(50));
        break;
      }
      start(ready.front(), endpoint);
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
      std::size_t endpoint = 0;
      if (it != active.end()) {
        endpoint = it->second->endpoint;
        finish(*it->second, code);
        active.erase(it);
      }
      // The slot is freed only now, after on_done has seen the answer (and a judge session has
      // stored it): answers not yet stored plus requests in flight never exceed the concurrency.
      release(endpoint);
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
  auto list = parse_endpoints(config.base_url, config.concurrency);
  if (!list) return list.error();
  auto impl = std::make_unique<Impl>();
  for (const Endpoint& e : *list) {
    Impl::EndpointState s;
    s.url = e.base_url + "/chat/completions";
    s.display = redact_secrets(display_url(e.base_url), config.api_key);
    s.limit = e.concurrency;
    impl->stats.endpoints.push_back({s.display, s.limit});
    impl->endpoints.push_back(std::move(s));
  }
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
  ClientStats s;
  {
    std::lock_guard lock(impl_->stats_mu);
    s = impl_->stats;
  }
  std::lock_guard lock(impl_->slot_mu);
  for (std::size_t k = 0; k < s.endpoints.size(); ++k) {
    s.endpoints[k].max_in_flight = impl_->endpoints[k].max_in_flight;
  }
  return s;
}

const ClientConfig& ChatClient::config() const { return impl_->cfg; }
std::string ChatClient::endpoint() const {
  std::string out;
  for (const auto& e : impl_->endpoints) out += (out.empty() ? "" : ",") + e.url;
  return out;
}
std::vector<std::string> ChatClient::endpoints() const {
  std::vector<std::string> out;
  for (const auto& e : impl_->endpoints) out.push_back(e.display);
  return out;
}
std::string ChatClient::redact(std::string text) const { return impl_->redact(std::move(text)); }

}  // namespace citeval::llm

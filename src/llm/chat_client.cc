#include "llm/chat_client.h"

#include <curl/curl.h>
#include <curl/header.h>
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <condition_variable>
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

// The message of an OpenAI-style error body ({"error": {"message": ...}}), else an excerpt.
std::string error_body_message(std::string_view body) {
  auto j = nlohmann::json::parse(body, nullptr, false);
  if (!j.is_discarded() && j.is_object() && j.contains("error")) {
    const auto& e = j["error"];
    if (e.is_object() && e.contains("message") && e["message"].is_string()) {
      return excerpt(e["message"].get<std::string>());
    }
    if (e.is_string()) return excerpt(e.get<std::string>());
  }
  return excerpt(body);
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
      "requests={} attempts={} retries={} ok={} failed={} 429={} 5xx={} timeouts={} transport={} "
      "malformed={} prompt_tokens={} completion_tokens={} cost={:.6g}",
      requests, attempts, retries, succeeded, failed, rate_limited, server_errors, timeouts,
      transport_errors, malformed, usage.prompt_tokens, usage.completion_tokens, cost);
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

Result<ChatResponse> parse_chat_response(std::string_view body) {
  auto j = nlohmann::json::parse(body, nullptr, false);
  if (j.is_discarded()) {
    return make_error(ErrorCode::kParse, "answer is not JSON: " + excerpt(body, 120));
  }
  if (!j.is_object() || !j.contains("choices") || !j["choices"].is_array() || j["choices"].empty()) {
    return make_error(ErrorCode::kParse, "answer has no choices: " + excerpt(body, 120));
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

  std::string redact(std::string text) const {
    if (cfg.api_key.empty()) return text;
    std::size_t pos = 0;
    while ((pos = text.find(cfg.api_key, pos)) != std::string::npos) {
      text.replace(pos, cfg.api_key.size(), "[REDACTED]");
      pos += 10;
    }
    return text;
  }

  void write_journal(const nlohmann::json& line) {
    if (!journal) return;
    std::string s = redact(line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    std::lock_guard lock(journal_mu);
    *journal << s << '\n';
    journal->flush();
  }

  std::vector<ChatResponse> complete_batch(std::span<const ChatRequest> requests);
};

namespace {

struct Transfer {
  std::size_t index = 0;
  CURL* easy = nullptr;
  std::string response;
  char errbuf[CURL_ERROR_SIZE] = {0};
  Clock::time_point start;
};

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

std::vector<ChatResponse> ChatClient::Impl::complete_batch(std::span<const ChatRequest> requests) {
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
    t->start = Clock::now();
    ++out[i].attempts;
    curl_multi_add_handle(multi, e);
    active.emplace(e, std::move(t));
  };

  // Decides what a finished attempt means: success, retry after a delay, or final failure.
  auto finish = [&](Transfer& t, CURLcode code) {
    const std::size_t i = t.index;
    ChatResponse& r = out[i];
    long status = 0;
    curl_easy_getinfo(t.easy, CURLINFO_RESPONSE_CODE, &status);
    r.http_status = status;
    auto latency = std::chrono::duration_cast<milliseconds>(Clock::now() - t.start);
    bool retry = false;
    std::optional<milliseconds> retry_after;
    std::string error;
    ChatResponse parsed;
    {
      std::lock_guard lock(stats_mu);
      ++stats.attempts;
      if (r.attempts > 1) ++stats.retries;
      if (code != CURLE_OK) {
        if (code == CURLE_OPERATION_TIMEDOUT) {
          ++stats.timeouts;
          error = fmt::format("timed out after {} ms", latency.count());
        } else {
          ++stats.transport_errors;
          error = fmt::format("transport error: {}",
                              t.errbuf[0] ? t.errbuf : curl_easy_strerror(code));
        }
        retry = retryable_curl_error(code);
      } else if (status == 429) {
        ++stats.rate_limited;
        error = "HTTP 429 (rate limited): " + error_body_message(t.response);
        retry = true;
        retry_after = retry_after_of(t.easy);
      } else if (status >= 500 || status == 408) {
        ++stats.server_errors;
        error = fmt::format("HTTP {}: {}", status, error_body_message(t.response));
        retry = true;
        retry_after = retry_after_of(t.easy);
      } else if (status < 200 || status >= 300) {
        error = fmt::format("HTTP {}: {}", status, error_body_message(t.response));
        retry = false;
      } else {
        auto p = parse_chat_response(t.response);
        if (!p) {
          ++stats.malformed;
          error = p.error().message;
          retry = true;
        } else {
          parsed = std::move(*p);
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
          line["answer_raw"] = excerpt(t.response, 2000);
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
    } else if (retry) {
      delayed.emplace(Clock::now() + delay, i);
    } else {
      r.ok = false;
      r.error = redact(std::move(error));
      std::lock_guard lock(stats_mu);
      ++stats.failed;
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
      release();
      if (it != active.end()) {
        finish(*it->second, code);
        active.erase(it);
      }
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

std::vector<ChatResponse> ChatClient::complete_batch(std::span<const ChatRequest> requests) {
  try {
    return impl_->complete_batch(requests);
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

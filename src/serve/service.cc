// The HTTP stack is cpp-httplib (Debian's libcpp-httplib 0.11.4), not Boost.Beast/Asio 1.74:
// it parses HTTP, enforces the body limit (413) and streams chunked answers, and with a thread
// per open connection it held the benchmark's 64 keep-alive clients at the judge's throughput
// (bench/serve_bench.sh; docs/serve.md has the numbers), while the judge work — the cost of a
// request — runs in the batcher's threads either way. What Beast would add (one thread for many
// idle connections, direct access to the socket) did not matter at that load; the price of
// httplib is a thread per connection (ServeOptions::threads) and finding a request's socket by
// its ports to notice a client that left (connection_closed below).
#include "serve/service.h"

#include <dirent.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <httplib.h>
#include <fmt/format.h>

#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <thread>

#include "api/runtime_impl.h"
#include "api/session_impl.h"
#include "judge/judge_session.h"
#include "judge/need_citation_rule.h"
#include "meta/judge_pairs.h"
#include "report/check_report.h"
#include "serve/bearer_tokens.h"
#include "serve/index_page.h"
#include "serve/serve_metrics.h"

namespace citeval::serve {
namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr const char* kJson = "application/json";
constexpr const char* kJsonLines = "application/x-ndjson";
constexpr auto kCancelCheckAfter = std::chrono::milliseconds(50);

// The socket of the connection a request came on, found by its ports (cpp-httplib does not hand
// handlers their socket), or -1.
int find_connection_socket(int local_port, int remote_port) {
  DIR* dir = opendir("/proc/self/fd");
  if (!dir) return -1;
  int found = -1;
  while (dirent* e = readdir(dir)) {
    char* end = nullptr;
    const long fd = std::strtol(e->d_name, &end, 10);
    if (*end != '\0' || fd < 0) continue;
    sockaddr_storage local{}, peer{};
    socklen_t ll = sizeof local, pl = sizeof peer;
    if (getsockname(static_cast<int>(fd), reinterpret_cast<sockaddr*>(&local), &ll) != 0) continue;
    if (getpeername(static_cast<int>(fd), reinterpret_cast<sockaddr*>(&peer), &pl) != 0) continue;
    auto port_of = [](const sockaddr_storage& a) {
      if (a.ss_family == AF_INET) return static_cast<int>(ntohs(reinterpret_cast<const sockaddr_in&>(a).sin_port));
      if (a.ss_family == AF_INET6) return static_cast<int>(ntohs(reinterpret_cast<const sockaddr_in6&>(a).sin6_port));
      return -1;
    };
    if (port_of(local) == local_port && port_of(peer) == remote_port) {
      found = static_cast<int>(fd);
      break;
    }
  }
  closedir(dir);
  return found;
}

// Whether the peer closed the connection: an orderly shutdown reads as 0 bytes (pipelined data,
// if any, is only peeked at).
bool peer_closed(int fd) {
  char c;
  const ssize_t n = recv(fd, &c, 1, MSG_PEEK | MSG_DONTWAIT);
  return n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
}

std::string endpoint_of(const std::string& path) {
  for (const char* p : {"/v1/check", "/v1/check:batch", "/v1/judge", "/healthz", "/readyz", "/metrics", "/"}) {
    if (path == p) return p;
  }
  return "other";
}

void set_json(httplib::Response& res, int status, const json& body) {
  res.status = status;
  res.set_content(body.dump(-1, ' ', false, json::error_handler_t::replace) + "\n", kJson);
}

void set_error(httplib::Response& res, int status, const std::string& message) {
  set_json(res, status, json{{"error", message}});
}

// Lines of a body, with their 1-based numbers; blank lines (spaces, tabs, CR) skipped.
std::vector<std::pair<std::size_t, std::string_view>> body_lines(std::string_view body) {
  std::vector<std::pair<std::size_t, std::string_view>> out;
  std::size_t n = 0;
  while (!body.empty()) {
    const std::size_t nl = body.find('\n');
    std::string_view line = body.substr(0, nl);
    body = nl == std::string_view::npos ? std::string_view{} : body.substr(nl + 1);
    ++n;
    if (!meta::is_blank_line(line)) out.emplace_back(n, line);
  }
  return out;
}

thread_local std::optional<Clock::time_point> tl_started;
thread_local std::uint64_t tl_request_id = 0;

}  // namespace

struct Service::Impl {
  ServeOptions options;
  std::shared_ptr<Runtime> runtime;  // may be null (a judge of the caller's)
  std::unique_ptr<Session> session;
  std::unique_ptr<Session> need_session;  // the need-citation judge's; null: the "always" rule
  ServeMetrics metrics;
  std::optional<BearerTokens> tokens;
  std::unique_ptr<BatchingJudge> batcher;  // after what its callbacks use
  std::unique_ptr<BatchingJudge> need_batcher;  // over need_session (options.check.need_citation)
  httplib::Server server;
  std::thread listener;
  std::atomic<bool> listener_ended{false};
  int bound_port = 0;
  int listen_fd = -1;
  std::atomic<std::uint64_t> next_id{0};

  std::mutex mu;  // guards in_flight, answering, draining
  std::condition_variable idle, logged;
  std::size_t in_flight = 0;
  // Requests routed and not yet logged (cpp-httplib logs a request after its answer is written):
  // drain waits for their lines. A request the library refuses before routing (413) is not counted.
  std::size_t answering = 0;
  bool draining = false;
  bool stopped = false;

  std::mutex log_mu;

  // An accepted work request; releases its place when destroyed.
  class Admission {
   public:
    explicit Admission(Impl* impl) : impl_(impl) {}
    ~Admission() {
      std::lock_guard lock(impl_->mu);
      if (--impl_->in_flight == 0) impl_->idle.notify_all();
    }

   private:
    Impl* impl_;
  };

  // A place for a work request, or the answer refusing it (503 draining, 429 full).
  std::shared_ptr<Admission> admit(httplib::Response& res) {
    std::lock_guard lock(mu);
    if (draining) {
      res.set_header("Connection", "close");
      set_error(res, 503, "the service is shutting down");
      return nullptr;
    }
    if (in_flight >= options.max_queue) {
      res.set_header("Retry-After", "1");
      set_error(res, 429, fmt::format("too many requests in flight ({}); retry later", options.max_queue));
      return nullptr;
    }
    ++in_flight;
    return std::make_shared<Admission>(this);
  }

  std::size_t requests_in_flight() {
    std::lock_guard lock(mu);
    return in_flight;
  }

  // The context of a request's judge calls: its deadline, and its client leaving.
  CallContext context_for(const httplib::Request& req) {
    CallContext ctx;
    const auto start = Clock::now();
    ctx.deadline = start + options.deadline;
    auto fd = std::make_shared<std::optional<int>>();
    ctx.cancelled = [start, fd, local = req.local_port, remote = req.remote_port] {
      if (Clock::now() - start < kCancelCheckAfter) return false;  // fast requests pay nothing
      if (!*fd) *fd = find_connection_socket(local, remote);
      return **fd >= 0 && peer_closed(**fd);
    };
    return ctx;
  }

  json answer_json(const answers::AnswerRecord& record, const metrics::CheckRecordResult& result) const {
    json out;
    out["record"] = report::check_record_json(record, result);
    out["judge"] = batcher->identity();
    out["approximate"] = batcher->is_approximation();
    // As citeval check's summary names it: the rule, or the need-citation judge's identity.
    out["need_citation"] = need_batcher ? need_batcher->identity() : std::string(citeval::judge::kAlwaysNeedsCitation);
    if (result.judge_error) out["error"] = "judge error: " + result.judge_error_message;
    return out;
  }

  void check(const httplib::Request& req, httplib::Response& res) {
    auto admission = admit(res);
    if (!admission) return;
    auto record = answers::parse_record(req.body, options.read, "request", 1);
    if (!record) return set_error(res, 400, record.error().to_string());
    const CallContext ctx = context_for(req);
    BatchingJudge::set_call_context(&ctx);
    metrics::CheckEvaluator evaluator(options.check, *batcher);
    auto results = evaluator.evaluate(std::span(&*record, 1));
    BatchingJudge::set_call_context(nullptr);
    const auto& r = results.front();
    if (r.judge_error && Clock::now() >= ctx.deadline) {
      return set_error(res, 504, fmt::format("deadline exceeded ({} ms)", options.deadline.count()));
    }
    if (r.judge_error && ctx.cancelled()) return set_error(res, 499, "request cancelled by the client");
    set_json(res, r.judge_error ? 502 : 200, answer_json(*record, r));
  }

  void check_batch(const httplib::Request& req, httplib::Response& res) {
    auto admission = admit(res);
    if (!admission) return;
    auto lines = std::make_shared<std::vector<std::pair<std::size_t, std::string_view>>>(body_lines(req.body));
    if (lines->size() > options.max_lines) {
      return set_error(res, 413, fmt::format("{} records; at most {} a request", lines->size(), options.max_lines));
    }
    const auto deadline = Clock::now() + options.deadline;
    // Streamed in chunks: each chunk's records share the judge's batches, and its lines go out
    // as soon as they are judged. The body outlives the provider (httplib keeps the request).
    res.set_chunked_content_provider(
        kJsonLines, [this, lines, admission, deadline, next = std::size_t{0}](std::size_t, httplib::DataSink& sink) mutable {
          constexpr std::size_t kChunk = 16;
          std::vector<answers::AnswerRecord> records;
          std::vector<std::string> out(std::min(kChunk, lines->size() - next));
          std::vector<std::size_t> slot;  // out index of each record
          for (std::size_t i = 0; i < out.size(); ++i) {
            const auto& [n, text] = (*lines)[next + i];
            auto r = answers::parse_record(text, options.read, "request", n);
            if (!r) {
              out[i] = json{{"line", n}, {"error", r.error().to_string()}}.dump(-1, ' ', false, json::error_handler_t::replace);
              continue;
            }
            records.push_back(std::move(*r));
            slot.push_back(i);
          }
          CallContext ctx;
          ctx.deadline = deadline;
          ctx.cancelled = [&sink] { return !sink.is_writable(); };
          BatchingJudge::set_call_context(&ctx);
          metrics::CheckEvaluator evaluator(options.check, *batcher);
          auto results = evaluator.evaluate(records);
          BatchingJudge::set_call_context(nullptr);
          const bool late = Clock::now() >= deadline;
          for (std::size_t k = 0; k < records.size(); ++k) {
            const std::size_t n = (*lines)[next + slot[k]].first;
            out[slot[k]] = results[k].judge_error && late
                               ? json{{"line", n}, {"error", "deadline exceeded"}}.dump()
                               : answer_json(records[k], results[k]).dump(-1, ' ', false, json::error_handler_t::replace);
          }
          std::string text;
          for (const auto& o : out) text += o + "\n";
          next += out.size();
          if (!sink.write(text.data(), text.size())) return false;  // the client left: stop
          if (next >= lines->size()) sink.done();
          return true;
        });
  }

  void judge_pairs(const httplib::Request& req, httplib::Response& res) {
    auto admission = admit(res);
    if (!admission) return;
    const auto lines = body_lines(req.body);
    if (lines.size() > options.max_lines) {
      return set_error(res, 413, fmt::format("{} pairs; at most {} a request", lines.size(), options.max_lines));
    }
    std::vector<nlohmann::ordered_json> objects;
    std::vector<JudgeRequest> requests;
    for (const auto& [n, text] : lines) {
      auto pair = meta::parse_judge_pair(text, "request", n);
      if (!pair) return set_error(res, 400, pair.error().to_string());
      objects.push_back(std::move(pair->object));
      requests.push_back({std::move(pair->premise), std::move(pair->hypothesis)});
    }
    const CallContext ctx = context_for(req);
    BatchingJudge::set_call_context(&ctx);
    auto out = batcher->judge_batch(requests);
    BatchingJudge::set_call_context(nullptr);
    std::string text;
    for (std::size_t i = 0; i < out.size(); ++i) {
      if (!out[i].ok && Clock::now() >= ctx.deadline) {
        return set_error(res, 504, fmt::format("deadline exceeded ({} ms)", options.deadline.count()));
      }
      auto& obj = objects[i];
      if (out[i].ok) {
        obj["prob"] = out[i].prob;
        obj["label"] = out[i].label;
        if (batcher->is_approximation()) obj["approximate"] = true;
        if (!out[i].rationale.empty()) obj["rationale"] = out[i].rationale;
      } else {
        obj["error"] = out[i].error;
      }
      text += obj.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
    }
    res.set_content(text, kJsonLines);
  }

  std::string scrape() const {
    ScrapeValues v;
    v.queued_pairs = batcher->queued_pairs();
    {
      std::lock_guard lock(const_cast<std::mutex&>(mu));
      v.in_flight = in_flight;
    }
    JudgeStats s = session->stats();
    if (need_session) s.merge(need_session->stats());
    v.judge_requests = s.requests;
    v.memo_hits = s.memo_hits;
    v.cache_hits = s.cache_hits;
    v.judge_errors = s.errors;
    for (Session* each : {session.get(), need_session.get()}) {
      if (each == nullptr) continue;
      const auto [kept, evicted] = each->impl().session->memo_pairs();
      v.memo_pairs += kept;
      v.memo_evicted += evicted;
    }
    if (runtime) {
      const llm::ClientStats u = runtime->impl().llm->usage();
      v.llm_requests = u.requests;
      v.llm_prompt_tokens = u.usage.prompt_tokens;
      v.llm_completion_tokens = u.usage.completion_tokens;
    }
    return metrics.render(v);
  }

  void log_line(const httplib::Request& req, const httplib::Response& res) {
    std::uint64_t id = tl_request_id;
    if (id == 0) id = ++next_id;  // refused before routing (413)
    std::optional<double> seconds;
    if (tl_started) seconds = std::chrono::duration<double>(Clock::now() - *tl_started).count();
    tl_started.reset();
    tl_request_id = 0;
    const std::string endpoint = endpoint_of(req.path);
    metrics.observe_request(endpoint, res.status, seconds);
    json line{{"id", id},
              {"method", req.method},
              {"path", endpoint},  // the route, never a client-chosen path
              {"status", res.status},
              {"latency_ms", seconds ? json(*seconds * 1000) : json(nullptr)},
              {"bytes_in", req.body.size()},
              {"bytes_out", res.body.size()}};
    if (options.log_text) line["body"] = req.body;
    const std::string text = line.dump(-1, ' ', false, json::error_handler_t::replace);
    {
      std::lock_guard lock(log_mu);
      if (options.log) {
        options.log(text);
      } else {
        std::cerr << text + "\n";  // one write: a line is never cut by another thread's
      }
    }
    if (seconds) {  // routed: counted in `answering`
      std::lock_guard lock(mu);
      if (--answering == 0) logged.notify_all();
    }
  }

  void routes() {
    server.new_task_queue = [n = options.threads] { return new httplib::ThreadPool(n); };
    server.set_payload_max_length(options.max_body);
    server.set_tcp_nodelay(true);
    server.set_keep_alive_max_count(1u << 30);
    server.set_keep_alive_timeout(2);  // a drain waits at most this for idle connections
    // The listening socket, kept to widen its backlog (below).
    server.set_socket_options([this](socket_t fd) {
      int yes = 1;
      setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
      listen_fd = fd;
    });
    server.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
      tl_started = Clock::now();
      tl_request_id = ++next_id;
      {
        std::lock_guard lock(mu);
        ++answering;
      }
      res.set_header("X-Request-Id", std::to_string(tl_request_id));
      const std::string endpoint = endpoint_of(req.path);
      const bool open = endpoint == "/healthz" || endpoint == "/readyz" || endpoint == "/";
      if (tokens && !open && !tokens->accepts(req.get_header_value("Authorization"))) {
        res.set_header("WWW-Authenticate", "Bearer");
        set_error(res, 401, "a valid bearer token is required");
        return httplib::Server::HandlerResponse::Handled;
      }
      return httplib::Server::HandlerResponse::Unhandled;
    });
    server.set_logger([this](const httplib::Request& req, const httplib::Response& res) { log_line(req, res); });
    server.Post("/v1/check", [this](const httplib::Request& req, httplib::Response& res) { check(req, res); });
    server.Post("/v1/check:batch", [this](const httplib::Request& req, httplib::Response& res) { check_batch(req, res); });
    server.Post("/v1/judge", [this](const httplib::Request& req, httplib::Response& res) { judge_pairs(req, res); });
    server.Get("/healthz", [](const httplib::Request&, httplib::Response& res) { set_json(res, 200, {{"status", "ok"}}); });
    server.Get("/readyz", [this](const httplib::Request&, httplib::Response& res) {
      std::lock_guard lock(mu);
      if (draining) return set_error(res, 503, "the service is shutting down");
      set_json(res, 200, {{"status", "ready"}, {"judge", batcher->identity()}, {"approximate", batcher->is_approximation()}});
    });
    server.Get("/metrics", [this](const httplib::Request&, httplib::Response& res) {
      res.set_content(scrape(), "text/plain; version=0.0.4; charset=utf-8");
    });
    server.Get("/", [](const httplib::Request&, httplib::Response& res) {
      res.set_content(std::string(index_page()), "text/html; charset=utf-8");
    });
  }
};

Result<std::unique_ptr<Service>> Service::create(ServeOptions options, const std::shared_ptr<Runtime>& runtime) {
  if (!runtime) return make_error(ErrorCode::kInvalidArgument, "serve: no runtime");
  auto judge = runtime->make_judge(options.judge);
  if (!judge) return judge.error();
  std::unique_ptr<Judge> need;
  if (options.need_citation != citeval::judge::kAlwaysNeedsCitation) {
    auto n = runtime->make_judge(options.need_citation);
    if (!n) return n.error();
    need = std::move(*n);
  }
  auto svc = create(std::move(options), std::move(*judge), std::move(need));
  if (svc) (*svc)->impl_->runtime = runtime;
  return svc;
}

Result<std::unique_ptr<Service>> Service::create(ServeOptions options, std::unique_ptr<Judge> judge,
                                                 std::unique_ptr<Judge> need) {
  auto impl = std::make_unique<Impl>();
  const std::string spec = options.judge;
  auto session = open_session(std::move(judge), options.session, spec);
  if (!session) return session.error();
  impl->session = std::move(*session);
  if (need) {
    // Opened as citeval check opens it: with the same session settings, under its own spec.
    const std::string need_spec = options.need_citation == citeval::judge::kAlwaysNeedsCitation ? std::string() : options.need_citation;
    auto n = open_session(std::move(need), options.session, need_spec);
    if (!n) return n.error();
    impl->need_session = std::move(*n);
  }
  if (!options.tokens_file.empty()) {
    auto tokens = BearerTokens::read(options.tokens_file);
    if (!tokens) return tokens.error();
    impl->tokens = std::move(*tokens);
  }
  impl->options = std::move(options);
  Impl* p = impl.get();
  auto batcher_over = [p](Session& session) {
    return std::make_unique<BatchingJudge>(
        session, p->options.batching, [p] { return p->requests_in_flight(); },
        [p](std::size_t pairs) { p->metrics.observe_batch(pairs); });
  };
  impl->batcher = batcher_over(*impl->session);
  if (impl->need_session) impl->need_batcher = batcher_over(*impl->need_session);
  impl->options.check.need_citation = impl->need_batcher.get();
  impl->routes();
  return std::unique_ptr<Service>(new Service(std::move(impl)));
}

Service::Service(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

Service::~Service() {
  drain();
  wait();
  impl_->batcher.reset();  // its threads stop before the counters they report to go
  impl_->need_batcher.reset();
}

Status Service::start() {
  Impl& m = *impl_;
  m.bound_port = m.options.port == 0 ? m.server.bind_to_any_port(m.options.host)
                                      : (m.server.bind_to_port(m.options.host, m.options.port) ? m.options.port : -1);
  if (m.bound_port < 0) {
    return make_error(ErrorCode::kIo, fmt::format("cannot listen on {}:{}", m.options.host, m.options.port));
  }
  // cpp-httplib 0.11.4 listens with a backlog of 5: more simultaneous connects are dropped and
  // retried by TCP a second later. Listening again on the bound socket widens it (Linux).
  if (m.listen_fd >= 0) ::listen(m.listen_fd, 1024);
  m.listener = std::thread([&m] {
    m.server.listen_after_bind();
    m.listener_ended = true;
  });
  // Until the server runs, its stop() does nothing: a drain (an early SIGTERM) must come after.
  while (!m.server.is_running() && !m.listener_ended) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  if (!m.server.is_running()) return make_error(ErrorCode::kIo, fmt::format("cannot listen on {}:{}", m.options.host, m.options.port));
  return Ok{};
}

int Service::port() const { return impl_->bound_port; }

void Service::drain() {
  Impl& m = *impl_;
  std::unique_lock lock(m.mu);
  if (m.stopped) return;
  m.draining = true;
  m.idle.wait(lock, [&] { return m.in_flight == 0; });
  m.stopped = true;
  lock.unlock();
  m.server.stop();
  // The answers are out; their log lines follow them. Bounded: a request the library answered
  // without logging (none is known) must not hold a shutdown.
  lock.lock();
  m.logged.wait_for(lock, std::chrono::seconds(5), [&] { return m.answering == 0; });
}

void Service::wait() {
  if (impl_->listener.joinable()) impl_->listener.join();
}

}  // namespace citeval::serve

// FakeOpenAiServer — a loopback HTTP server (cpp-httplib) speaking the OpenAI chat-completions
// protocol with scripted answers, for the LLM client's tests and benchmarks.
//
// It binds 127.0.0.1 on an ephemeral port (all traffic stays on loopback). A Script decides the
// answer to each call from the request (the user prompt, and how many times this prompt was
// seen): a normal completion, an HTTP error with headers, a delay, a malformed body, or a
// connection dropped half-way through the body. The server records every call and measures how
// many requests it is handling at once (max_in_flight), so tests can check the client's bound.
//
//   FakeOpenAiServer server([](const FakeCall& c) { return FakeReply{.content = "[[Yes]]"}; });
//   ClientConfig cfg; cfg.base_url = server.base_url();
#pragma once

#include <httplib.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace citeval::llm::testing {

struct FakeCall {
  nlohmann::json body;        // the request body
  std::string prompt;         // content of the last message
  std::string authorization;  // the Authorization header as received
  int seen = 0;               // 1 for the first call with this prompt, 2 for the second, ...
};

struct FakeReply {
  int status = 200;
  std::string content;  // the assistant message of a 200 answer
  std::string body;     // when non-empty: sent as is instead of a chat completion
  std::vector<std::pair<std::string, std::string>> headers;
  std::chrono::milliseconds delay{0};  // before answering
  bool drop = false;    // send half of the body, then close the connection
  std::uint64_t prompt_tokens = 7;
  std::uint64_t completion_tokens = 3;
  bool usage = true;    // include a "usage" object
};

using FakeScript = std::function<FakeReply(const FakeCall&)>;

struct FakeRecord {
  std::string prompt;
  int seen = 0;
  int status = 0;
  bool invalid = false;  // dropped, or a raw (malformed) body instead of a completion
  std::chrono::steady_clock::time_point at;
};

class FakeOpenAiServer {
 public:
  explicit FakeOpenAiServer(FakeScript script, int threads = 160) : script_(std::move(script)) {
    server_.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
    server_.set_keep_alive_max_count(100000);
    server_.set_keep_alive_timeout(1);  // stop() waits for idle keep-alive connections
    server_.set_tcp_nodelay(true);  // no Nagle + delayed-ACK 40 ms stall between header and body
    server_.Post("/v1/chat/completions", [this](const httplib::Request& req, httplib::Response& res) {
      handle(req, res);
    });
    port_ = server_.bind_to_any_port("127.0.0.1");
    widen_backlog(port_);
    thread_ = std::thread([this] { server_.listen_after_bind(); });
    while (!server_.is_running()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ~FakeOpenAiServer() {
    server_.stop();
    if (thread_.joinable()) thread_.join();
  }

  int port() const { return port_; }
  std::string base_url() const { return "http://127.0.0.1:" + std::to_string(port_) + "/v1"; }
  int max_in_flight() const { return max_in_flight_.load(); }
  std::size_t calls() const {
    std::lock_guard lock(mu_);
    return records_.size();
  }
  std::vector<FakeRecord> records() const {
    std::lock_guard lock(mu_);
    return records_;
  }
  std::vector<std::string> authorizations() const {
    std::lock_guard lock(mu_);
    return authorizations_;
  }
  // Successful (200, not dropped, parseable) answers per prompt.
  std::map<std::string, int> successes() const {
    std::lock_guard lock(mu_);
    std::map<std::string, int> m;
    for (const auto& r : records_) {
      if (r.status == 200 && !r.invalid) ++m[r.prompt];
    }
    return m;
  }

 private:
  // Debian's compiled cpp-httplib listens with a backlog of 5: simultaneous connects beyond that
  // are dropped and retried by TCP a second later, which would distort latency tests. Listening
  // again on the bound socket raises the backlog (Linux allows it).
  static void widen_backlog(int port) {
    for (int fd = 3; fd < 4096; ++fd) {
      sockaddr_storage addr{};
      socklen_t len = sizeof addr;
      int accepting = 0;
      socklen_t alen = sizeof accepting;
      if (getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) != 0) continue;
      if (addr.ss_family != AF_INET) continue;
      if (ntohs(reinterpret_cast<sockaddr_in*>(&addr)->sin_port) != port) continue;
      if (getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &alen) != 0 || !accepting) continue;
      ::listen(fd, 1024);
      return;
    }
  }

  void handle(const httplib::Request& req, httplib::Response& res) {
    int now = ++in_flight_;
    int prev = max_in_flight_.load();
    while (now > prev && !max_in_flight_.compare_exchange_weak(prev, now)) {
    }
    FakeCall call;
    call.body = nlohmann::json::parse(req.body, nullptr, false);
    if (call.body.is_object() && call.body.contains("messages") && call.body["messages"].is_array() &&
        !call.body["messages"].empty()) {
      call.prompt = call.body["messages"].back().value("content", "");
    }
    call.authorization = req.get_header_value("Authorization");
    {
      std::lock_guard lock(mu_);
      call.seen = ++seen_[call.prompt];
      authorizations_.push_back(call.authorization);
    }
    FakeReply reply = script_(call);
    if (reply.delay.count() > 0) std::this_thread::sleep_for(reply.delay);
    std::string body = reply.body;
    if (body.empty() && reply.status == 200) {
      nlohmann::json j = {{"id", "chatcmpl-test"},
                          {"object", "chat.completion"},
                          {"model", call.body.is_object() ? call.body.value("model", "") : ""},
                          {"choices",
                           {{{"index", 0},
                             {"message", {{"role", "assistant"}, {"content", reply.content}}},
                             {"finish_reason", "stop"}}}}};
      if (reply.usage) {
        j["usage"] = {{"prompt_tokens", reply.prompt_tokens},
                      {"completion_tokens", reply.completion_tokens},
                      {"total_tokens", reply.prompt_tokens + reply.completion_tokens}};
      }
      body = j.dump();
    }
    res.status = reply.status;
    for (const auto& [k, v] : reply.headers) res.set_header(k, v);
    {
      std::lock_guard lock(mu_);
      records_.push_back({call.prompt, call.seen, reply.status,
                          reply.drop || (reply.status == 200 && !reply.body.empty()),
                          std::chrono::steady_clock::now()});
    }
    --in_flight_;
    if (reply.drop) {
      auto shared = std::make_shared<std::string>(body);
      res.set_content_provider(body.size(), "application/json",
                               [shared](std::size_t offset, std::size_t, httplib::DataSink& sink) {
                                 if (offset == 0) sink.write(shared->data(), shared->size() / 2);
                                 return false;  // closes the connection mid-body
                               });
    } else {
      // With a charset, cpp-httplib does not compress the answer: the client accepts brotli,
      // and brotli's default quality costs milliseconds of CPU a reply, which made the server,
      // not the client, the bottleneck of the benchmarks (vLLM and OpenAI do not compress).
      res.set_content(body, "application/json; charset=utf-8");
    }
  }

  FakeScript script_;
  httplib::Server server_;
  std::thread thread_;
  int port_ = 0;
  std::atomic<int> in_flight_{0};
  std::atomic<int> max_in_flight_{0};
  mutable std::mutex mu_;
  std::map<std::string, int> seen_;
  std::vector<FakeRecord> records_;
  std::vector<std::string> authorizations_;
};

}  // namespace citeval::llm::testing

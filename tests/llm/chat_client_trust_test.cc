// ChatClient, what it must never get wrong: the API key never leaks (redacted before any cut,
// also when a server echoes it in part or echoes the headers), each request's final response
// is reported as it arrives, and every request actually sent is counted — also the ones
// libcurl re-sends by itself when a reused keep-alive connection turns out dead.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "fake_openai_server.h"
#include "secret_scan.h"
#include "llm/chat_client.h"

namespace citeval::llm {
namespace {

using std::chrono::milliseconds;
using testing::FakeCall;
using testing::FakeOpenAiServer;
using testing::FakeReply;

constexpr std::string_view kKey = "sk-trust-SECRET-0123456789abcdefXYZ";

std::vector<std::string> key_pieces_in(std::string_view text) { return testing::key_pieces_in(text, kKey); }

ClientConfig config_for(const std::string& base_url) {
  ClientConfig c;
  c.base_url = base_url;
  c.api_key = std::string(kKey);
  c.concurrency = 4;
  c.timeout = milliseconds(5000);
  c.backoff_base = milliseconds(1);
  c.backoff_max = milliseconds(2);
  c.max_attempts = 1;
  return c;
}

TEST(RedactSecrets, TheKeyItsPiecesAndEchoedHeaderValues) {
  const std::string key(kKey);
  EXPECT_EQ(redact_secrets("x" + key + "y", key), "x[REDACTED]y");
  // A piece of 8+ characters (a server echoing a shortened key), but not 7.
  EXPECT_EQ(redact_secrets("provided: " + key.substr(0, 12) + "****" + key.substr(key.size() - 9), key),
            "provided: [REDACTED]****[REDACTED]");
  EXPECT_EQ(redact_secrets("abc " + key.substr(3, 7) + " def", key), "abc " + key.substr(3, 7) + " def");
  // Echoed headers, in any case, as header lines, JSON or parameters; the value ends at a blank,
  // quote, backslash, separator or bracket.
  EXPECT_EQ(redact_secrets("Authorization: Bearer other-token-123\r\nHost: x", key),
            "Authorization: Bearer [REDACTED]\r\nHost: x");
  EXPECT_EQ(redact_secrets(R"({"headers": {"authorization": "Bearer abc.def", "api-key": "k-9"}})", key),
            R"({"headers": {"authorization": "Bearer [REDACTED]", "api-key": "[REDACTED]"}})");
  EXPECT_EQ(redact_secrets(R"(echo {\"X-Api-Key\":\"zz/y+=\",\"n\":1})", key),
            R"(echo {\"X-Api-Key\":\"[REDACTED]\",\"n\":1})");
  EXPECT_EQ(redact_secrets("url?api_key=abc&x=1 APIKEY = q1;", key), "url?api_key=[REDACTED]&x=1 APIKEY = [REDACTED];");
  EXPECT_EQ(redact_secrets("Proxy-Authorization: Basic dXNlcjpw", key), "Proxy-Authorization: Basic [REDACTED]");
  EXPECT_EQ(redact_secrets("invalid token: bearer sk-abc", key), "invalid token: bearer [REDACTED]");
  // Not a header: no separator, or a longer word.
  EXPECT_EQ(redact_secrets("authorization failed; api-keys: 2; authorizations=3", key),
            "authorization failed; api-keys: 2; authorizations=3");
  // Idempotent.
  const std::string once = redact_secrets("Authorization: Bearer " + key + " and api-key=" + key, key);
  EXPECT_EQ(once, "Authorization: Bearer [REDACTED] and api-key=[REDACTED]");
  EXPECT_EQ(redact_secrets(once, key), once);
  // Model answers get only the key rule.
  EXPECT_EQ(redact_key("Authorization: [[Yes]] " + key.substr(5, 10), key), "Authorization: [[Yes]] [REDACTED]");
}

// Error texts are cut at 300 characters (messages), 2,000 (raw bodies in the journal) and 120
// (malformed answers); the key sits across each cut and the server also echoes the headers.
TEST(ChatClient, KeyStraddlingEveryCutNeverLeaks) {
  const std::string key(kKey);
  auto straddle = [&](std::size_t cut) { return std::string(cut - key.size() / 2, 'x') + key + " tail"; };
  FakeOpenAiServer server([&](const FakeCall& c) {
    const std::string& p = c.prompt;
    if (p == "message300") {
      return FakeReply{.status = 400, .body = nlohmann::json{{"error", {{"message", straddle(300)}}}}.dump()};
    }
    if (p == "raw300") return FakeReply{.status = 403, .body = straddle(300)};
    if (p == "raw2000") return FakeReply{.status = 503, .body = straddle(2000)};
    if (p == "malformed120") return FakeReply{.body = straddle(120)};  // 200, not JSON
    if (p == "headers") {
      return FakeReply{.status = 401,
                       .body = "you sent\r\nAuthorization: " + c.authorization + "\r\napi-key: " +
                               key.substr(0, 20) + "\r\n" + std::string(260, 'y') + key};
    }
    if (p == "piece") {  // a shortened key across the cut
      return FakeReply{.status = 401,
                       .body = nlohmann::json{{"error", {{"message", std::string(290, 'z') + key.substr(2, 20)}}}}.dump()};
    }
    return FakeReply{.content = "answer with the key " + key + " inside"};
  });
  std::string journal = (std::filesystem::temp_directory_path() /
                         ("citeval_trust_journal_" + std::to_string(::getpid()) + ".jsonl")).string();
  std::filesystem::remove(journal);
  ClientConfig cfg = config_for(server.base_url());
  cfg.journal_path = journal;
  auto client = ChatClient::create(cfg);
  ASSERT_TRUE(client);
  std::vector<ChatRequest> reqs;
  for (const char* p : {"message300", "raw300", "raw2000", "malformed120", "headers", "piece", "ok"}) {
    reqs.push_back(ChatRequest{"m", {{"user", p}}});
  }
  auto out = (*client)->complete_batch(reqs);
  ASSERT_EQ(out.size(), reqs.size());
  for (std::size_t i = 0; i + 1 < out.size(); ++i) {
    EXPECT_FALSE(out[i].ok) << i;
    EXPECT_EQ(key_pieces_in(out[i].error), std::vector<std::string>{}) << out[i].error;
    // raw2000's key lies beyond the 300 characters of its message.
    if (i != 2) {
      EXPECT_NE(out[i].error.find("[REDACTED]"), std::string::npos) << out[i].error;
    }
  }
  EXPECT_EQ(out[0].error, "HTTP 400: " + std::string(300 - key.size() / 2, 'x') + "[REDACTED] tail (a permanent error: not retried, a retry gets the same answer)");
  EXPECT_NE(out[4].error.find("Authorization: Bearer [REDACTED]"), std::string::npos) << out[4].error;
  EXPECT_NE(out[4].error.find("api-key: [REDACTED]"), std::string::npos) << out[4].error;
  ASSERT_TRUE(out[6].ok);
  EXPECT_EQ(out[6].content, "answer with the key [REDACTED] inside");
  const std::string j = testing::slurp(journal);
  EXPECT_NE(j.find(std::string(2000 - key.size() / 2, 'x') + "[REDACTED] tail"), std::string::npos);
  EXPECT_EQ(key_pieces_in(j), std::vector<std::string>{});
  EXPECT_EQ(key_pieces_in((*client)->stats().summary()), std::vector<std::string>{});
  std::filesystem::remove(journal);
}

TEST(ChatClient, ReportsEachResponseAsItArrives) {
  FakeOpenAiServer server([](const FakeCall& c) {
    if (c.prompt == "slow") return FakeReply{.content = "late", .delay = milliseconds(400)};
    if (c.prompt == "bad") return FakeReply{.status = 400};
    return FakeReply{.content = "quick " + c.prompt};
  });
  auto client = ChatClient::create(config_for(server.base_url()));
  ASSERT_TRUE(client);
  std::vector<ChatRequest> reqs = {ChatRequest{"m", {{"user", "slow"}}}, ChatRequest{"m", {{"user", "a"}}},
                                   ChatRequest{"m", {{"user", "bad"}}}};
  std::vector<std::size_t> order;
  std::vector<std::string> contents(3);
  const std::thread::id caller = std::this_thread::get_id();
  auto out = (*client)->complete_batch(reqs, [&](std::size_t i, const ChatResponse& r) {
    EXPECT_EQ(std::this_thread::get_id(), caller);
    order.push_back(i);
    contents[i] = r.ok ? r.content : r.error;
  });
  ASSERT_EQ(order.size(), 3u);
  EXPECT_EQ(order.back(), 0u);  // the slow one last, after the others were reported
  EXPECT_EQ(contents[0], "late");
  EXPECT_EQ(contents[1], "quick a");
  EXPECT_EQ(contents[2], out[2].error);
  EXPECT_FALSE(out[2].ok);
}

// A keep-alive HTTP/1.1 server that answers the first request of each connection, then reads
// the next request on it and closes the connection without answering — as a server does that
// closes an idle keep-alive connection just as the client reuses it. libcurl then sends the
// request again on a new connection, by itself. Counts every request it received.
class DroppingServer {
 public:
  DroppingServer() {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    int one = 1;
    ::setsockopt(fd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    EXPECT_EQ(::bind(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
    EXPECT_EQ(::listen(fd_, 64), 0);
    socklen_t len = sizeof addr;
    ::getsockname(fd_, reinterpret_cast<sockaddr*>(&addr), &len);
    port_ = ntohs(addr.sin_port);
    acceptor_ = std::thread([this] {
      while (true) {
        int c = ::accept(fd_, nullptr, nullptr);
        if (c < 0) return;  // shut down
        timeval tv{5, 0};
        ::setsockopt(c, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
        std::lock_guard lock(mu_);
        handlers_.emplace_back([this, c] { serve(c); });
      }
    });
  }
  ~DroppingServer() {
    ::shutdown(fd_, SHUT_RDWR);
    acceptor_.join();
    ::close(fd_);
    std::lock_guard lock(mu_);
    for (auto& t : handlers_) t.join();
  }
  std::string base_url() const { return "http://127.0.0.1:" + std::to_string(port_) + "/v1"; }
  int received() const { return received_.load(); }

 private:
  // Reads one request (headers, then Content-Length bytes of body); false on EOF or error.
  static bool read_request(int c, std::string& buf) {
    std::size_t head_end;
    char tmp[4096];
    while ((head_end = buf.find("\r\n\r\n")) == std::string::npos) {
      ssize_t n = ::recv(c, tmp, sizeof tmp, 0);
      if (n <= 0) return false;
      buf.append(tmp, static_cast<std::size_t>(n));
    }
    std::string head = buf.substr(0, head_end);
    for (char& ch : head) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    std::size_t length = 0;
    if (std::size_t p = head.find("content-length:"); p != std::string::npos) {
      length = std::stoul(head.substr(p + 15));
    }
    while (buf.size() < head_end + 4 + length) {
      ssize_t n = ::recv(c, tmp, sizeof tmp, 0);
      if (n <= 0) return false;
      buf.append(tmp, static_cast<std::size_t>(n));
    }
    buf.erase(0, head_end + 4 + length);
    return true;
  }
  void serve(int c) {
    std::string buf;
    if (read_request(c, buf)) {
      ++received_;
      const std::string body =
          R"({"choices":[{"message":{"role":"assistant","content":"fine"},"finish_reason":"stop"}]})";
      const std::string reply = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                                std::to_string(body.size()) + "\r\n\r\n" + body;
      (void)::send(c, reply.data(), reply.size(), MSG_NOSIGNAL);
      if (read_request(c, buf)) ++received_;  // the reused connection's request: dropped
    }
    ::close(c);
  }

  int fd_ = -1;
  int port_ = 0;
  std::atomic<int> received_{0};
  std::thread acceptor_;
  std::mutex mu_;
  std::vector<std::thread> handlers_;
};

TEST(ChatClient, CountsRequestsLibcurlResentOnADeadReusedConnection) {
  DroppingServer server;
  std::string journal = (std::filesystem::temp_directory_path() /
                         ("citeval_resend_journal_" + std::to_string(::getpid()) + ".jsonl")).string();
  std::filesystem::remove(journal);
  {
    ClientConfig cfg = config_for(server.base_url());
    cfg.concurrency = 1;  // one connection at a time: every request after the first reuses one
    cfg.max_attempts = 3;
    cfg.journal_path = journal;
    auto client = ChatClient::create(cfg);
    ASSERT_TRUE(client);
    std::vector<ChatRequest> reqs;
    for (int i = 0; i < 5; ++i) reqs.push_back(ChatRequest{"m", {{"user", "q" + std::to_string(i)}}});
    auto out = (*client)->complete_batch(reqs);
    for (std::size_t i = 0; i < out.size(); ++i) {
      ASSERT_TRUE(out[i].ok) << out[i].error;
      EXPECT_EQ(out[i].content, "fine");
      EXPECT_EQ(out[i].attempts, i == 0 ? 1 : 2) << i;  // each later one was sent twice
    }
    ClientStats s = (*client)->stats();
    EXPECT_EQ(server.received(), 1 + 2 * 4);
    EXPECT_EQ(s.attempts, static_cast<std::uint64_t>(server.received()));
    EXPECT_EQ(s.resent, 4u);
    EXPECT_EQ(s.retries, 4u);
    EXPECT_NE(s.summary().find(" resent=4 "), std::string::npos) << s.summary();
  }  // the client closes its connections, so the server's handlers end
  // One journal line per request sent.
  const std::string j = testing::slurp(journal);
  EXPECT_EQ(std::count(j.begin(), j.end(), '\n'), server.received());
  EXPECT_EQ(j.find("libcurl sent the request again") == std::string::npos, false);
  std::filesystem::remove(journal);
}

TEST(ChatClient, ResentRequestsCountAgainstMaxAttempts) {
  DroppingServer server;
  ClientConfig cfg = config_for(server.base_url());
  cfg.concurrency = 1;
  cfg.max_attempts = 2;
  auto client = ChatClient::create(cfg);
  ASSERT_TRUE(client);
  std::vector<ChatRequest> reqs = {ChatRequest{"m", {{"user", "a"}}}, ChatRequest{"m", {{"user", "b"}}}};
  auto out = (*client)->complete_batch(reqs);
  ASSERT_TRUE(out[1].ok) << out[1].error;  // the re-send succeeded: 2 attempts, within the budget
  EXPECT_EQ(out[1].attempts, 2);
  EXPECT_EQ((*client)->stats().attempts, 3u);
}

}  // namespace
}  // namespace citeval::llm

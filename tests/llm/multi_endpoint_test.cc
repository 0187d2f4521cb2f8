// Several OpenAI-compatible endpoints behind one ChatClient ("URL[#N],URL[#N],..."): the list
// parser, the spread over two loopback servers within each one's limit (measured on the
// servers), failover when one is down, the journal and statistics naming endpoints, and the
// same scores through two endpoints as through one, end to end.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "fake_openai_server.h"
#include "secret_scan.h"
#include "judge/registry.h"
#include "llm/chat_client.h"
#include "llm/llm_judge.h"
#include "llm/llm_registry.h"

namespace citeval::llm {
namespace {

using std::chrono::milliseconds;
using testing::FakeCall;
using testing::FakeOpenAiServer;
using testing::FakeReply;

constexpr const char* kKey = "sk-multi-SECRET-0123456789abcdef";

using testing::slurp;  // secret_scan.h: the whole file, or "" when it cannot be read

std::vector<ChatRequest> prompts(int n, const std::string& prefix = "item ") {
  std::vector<ChatRequest> out;
  for (int i = 0; i < n; ++i) out.push_back(ChatRequest{"m", {{"user", prefix + std::to_string(i)}}, 0.0, 10, {}});
  return out;
}

ClientConfig config(const std::string& base_url, std::size_t concurrency) {
  ClientConfig c;
  c.base_url = base_url;
  c.api_key = kKey;
  c.concurrency = concurrency;
  c.timeout = milliseconds(5000);
  c.backoff_base = milliseconds(5);
  c.backoff_max = milliseconds(20);
  c.max_attempts = 4;
  return c;
}

// A loopback endpoint that refuses every connection: a port bound (so no one else takes it)
// but not listening.
class DeadEndpoint {
 public:
  DeadEndpoint() {
    fd_ = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    bind(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a);
    socklen_t len = sizeof a;
    getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len);
    url_ = "http://127.0.0.1:" + std::to_string(ntohs(a.sin_port)) + "/v1";
  }
  ~DeadEndpoint() { close(fd_); }
  DeadEndpoint(const DeadEndpoint&) = delete;
  DeadEndpoint& operator=(const DeadEndpoint&) = delete;
  const std::string& base_url() const { return url_; }

 private:
  int fd_ = -1;
  std::string url_;
};

// ---- the list ---------------------------------------------------------------------------------

TEST(ParseEndpoints, OneUrlIsAsBefore) {
  auto e = parse_endpoints("http://h:8000/v1/", 16);
  ASSERT_TRUE(e) << e.error().to_string();
  ASSERT_EQ(e->size(), 1u);
  EXPECT_EQ((*e)[0].base_url, "http://h:8000/v1");
  EXPECT_EQ((*e)[0].concurrency, 16u);
}

TEST(ParseEndpoints, ListWithOwnConcurrencyAndBlanks) {
  auto e = parse_endpoints("http://a:1/v1#8, https://b/v1/ ,http://c/v1#1", 16);
  ASSERT_TRUE(e) << e.error().to_string();
  ASSERT_EQ(e->size(), 3u);
  EXPECT_EQ((*e)[0].base_url, "http://a:1/v1");
  EXPECT_EQ((*e)[0].concurrency, 8u);
  EXPECT_EQ((*e)[1].base_url, "https://b/v1");
  EXPECT_EQ((*e)[1].concurrency, 16u);
  EXPECT_EQ((*e)[2].base_url, "http://c/v1");
  EXPECT_EQ((*e)[2].concurrency, 1u);
}

TEST(ParseEndpoints, BadListsNameTheBadEntry) {
  struct Case {
    const char* list;
    const char* message;
  };
  const Case cases[] = {
      {"http://a/v1,,http://b/v1", "LLM base URL list, entry 2 of 3 is empty"},
      {"http://a/v1,", "LLM base URL list, entry 2 of 2 is empty"},
      {"", "LLM base URL is empty"},
      {"http://a/v1,ftp://b/v1", "LLM base URL list, entry 2 of 2 ('ftp://b/v1'): must start with http:// or https://"},
      {"ftp://x", "LLM base URL 'ftp://x': must start with http:// or https://"},
      {"http://a/v1#0,http://b/v1",
       "LLM base URL list, entry 1 of 2 ('http://a/v1'): '#0' is not a concurrency (a whole number >= 1 after '#')"},
      {"http://a/v1#x", "LLM base URL 'http://a/v1': '#x' is not a concurrency (a whole number >= 1 after '#')"},
      {"http://a/v1#", "LLM base URL 'http://a/v1': '#' is not a concurrency (a whole number >= 1 after '#')"},
      {"http://a/v1,http://b/v1,http://a/v1/#4", "LLM base URL list, entry 3 of 3 ('http://a/v1/'): repeats entry 1"},
      {"http://a/v1,https:///v1", "LLM base URL list, entry 2 of 2 ('https:///v1'): has no host"},
      // User info and a query are not shown.
      {"http://a/v1,ftp://user:sk-pw@b/v1?key=sk-q",
       "LLM base URL list, entry 2 of 2 ('ftp://[REDACTED]@b/v1?[REDACTED]'): must start with http:// or https://"},
  };
  for (const Case& c : cases) {
    auto e = parse_endpoints(c.list, 4);
    ASSERT_FALSE(e) << c.list;
    EXPECT_EQ(e.error().code, ErrorCode::kInvalidArgument) << c.list;
    EXPECT_EQ(e.error().field, "base_url") << c.list;
    EXPECT_EQ(e.error().message, c.message) << c.list;
  }
  // The client and the judge spec refuse them the same way.
  EXPECT_EQ(ChatClient::create(config("http://a/v1,,http://b/v1", 4)).error().message,
            "LLM base URL list, entry 2 of 3 is empty");
  register_llm_judges();
  auto j = judge::make_judge("llm:m?base_url=http://a/v1,ftp://b/v1");
  ASSERT_FALSE(j);
  EXPECT_EQ(j.error().field, "base_url");
  EXPECT_NE(j.error().message.find("entry 2 of 2 ('ftp://b/v1')"), std::string::npos) << j.error().message;
}

TEST(DisplayUrl, RemovesUserInfoAndQuery) {
  EXPECT_EQ(display_url("http://127.0.0.1:8000/v1"), "http://127.0.0.1:8000/v1");
  EXPECT_EQ(display_url("https://u:p@h/v1?api-key=x"), "https://[REDACTED]@h/v1?[REDACTED]");
  EXPECT_EQ(display_url("https://h"), "https://h");
}

// ---- load balancing ---------------------------------------------------------------------------

TEST(MultiEndpoint, SpreadsRequestsWithinEachEndpointsLimit) {
  auto reply = [](const FakeCall& c) { return FakeReply{.content = "echo:" + c.prompt, .delay = milliseconds(20)}; };
  FakeOpenAiServer a(reply), b(reply);
  auto client = ChatClient::create(config(a.base_url() + "," + b.base_url(), 4));
  ASSERT_TRUE(client) << client.error().to_string();
  auto reqs = prompts(120);
  auto out = (*client)->complete_batch(reqs);
  for (std::size_t i = 0; i < out.size(); ++i) {
    ASSERT_TRUE(out[i].ok) << out[i].error;
    EXPECT_EQ(out[i].content, "echo:item " + std::to_string(i));
    EXPECT_EQ(out[i].attempts, 1);
  }
  // Both at their limit, never beyond; each gets about half.
  EXPECT_EQ(a.max_in_flight(), 4);
  EXPECT_EQ(b.max_in_flight(), 4);
  EXPECT_EQ(a.calls() + b.calls(), 120u);
  EXPECT_GE(a.calls(), 40u);
  EXPECT_GE(b.calls(), 40u);
  ClientStats s = (*client)->stats();
  ASSERT_EQ(s.endpoints.size(), 2u);
  EXPECT_EQ(s.endpoints[0].base_url, a.base_url());
  EXPECT_EQ(s.endpoints[1].base_url, b.base_url());
  EXPECT_EQ(s.endpoints[0].attempts, a.calls());
  EXPECT_EQ(s.endpoints[1].attempts, b.calls());
  EXPECT_EQ(s.endpoints[0].succeeded, a.calls());
  EXPECT_EQ(s.endpoints[1].failed, 0u);
  EXPECT_EQ(s.endpoints[0].max_in_flight, 4u);
  EXPECT_EQ(s.endpoints[0].concurrency, 4u);
  EXPECT_EQ(s.attempts, 120u);
  EXPECT_NE(s.summary().find(" | " + a.base_url() + " attempts=" + std::to_string(a.calls()) + " ok="),
            std::string::npos)
      << s.summary();
  EXPECT_EQ((*client)->endpoints(), (std::vector<std::string>{a.base_url(), b.base_url()}));
}

TEST(MultiEndpoint, PerEndpointLimitsAndSharedPoolsAcrossCallers) {
  auto reply = [](const FakeCall&) { return FakeReply{.content = "x", .delay = milliseconds(20)}; };
  FakeOpenAiServer a(reply), b(reply);
  // a takes 2 at once, b 6: least-loaded (in flight / limit) gives b about three times a's share.
  auto client = ChatClient::create(config(a.base_url() + "#2," + b.base_url() + "#6", 99));
  ASSERT_TRUE(client);
  std::vector<std::thread> threads;
  std::atomic<int> ok{0};
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      auto reqs = prompts(40, "thread " + std::to_string(t) + " item ");
      for (const auto& r : (*client)->complete_batch(reqs)) ok += r.ok ? 1 : 0;
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(ok.load(), 160);
  EXPECT_EQ(a.max_in_flight(), 2);
  EXPECT_EQ(b.max_in_flight(), 6);
  EXPECT_GE(b.calls(), 2 * a.calls());
  EXPECT_GE(a.calls(), 20u);
}

TEST(MultiEndpoint, OneEndpointDownAllItemsAnsweredByTheOtherAndFailuresCounted) {
  FakeOpenAiServer live([](const FakeCall& c) { return FakeReply{.content = "ok:" + c.prompt, .delay = milliseconds(10)}; });
  DeadEndpoint dead_endpoint;
  const std::string dead = dead_endpoint.base_url();
  const auto journal = std::filesystem::temp_directory_path() / ("citeval_multi_journal_" + std::to_string(getpid()));
  std::filesystem::remove(journal);
  ClientConfig cfg = config(dead + "," + live.base_url(), 4);
  cfg.journal_path = journal.string();
  auto client = ChatClient::create(cfg);
  ASSERT_TRUE(client);
  auto reqs = prompts(60);
  auto out = (*client)->complete_batch(reqs);
  int retried = 0;
  for (std::size_t i = 0; i < out.size(); ++i) {
    ASSERT_TRUE(out[i].ok) << out[i].error;
    EXPECT_EQ(out[i].content, "ok:item " + std::to_string(i));
    retried += out[i].attempts > 1 ? 1 : 0;
  }
  EXPECT_EQ(live.calls(), 60u);  // every item answered there, once
  ClientStats s = (*client)->stats();
  ASSERT_EQ(s.endpoints.size(), 2u);
  EXPECT_EQ(s.endpoints[0].base_url, dead);
  EXPECT_GE(s.endpoints[0].attempts, 1u);  // the first request goes there (both start in service)
  EXPECT_EQ(s.endpoints[0].failed, s.endpoints[0].attempts);
  EXPECT_EQ(s.endpoints[0].succeeded, 0u);
  EXPECT_EQ(s.endpoints[1].attempts, 60u);
  EXPECT_EQ(s.endpoints[1].succeeded, 60u);
  EXPECT_EQ(s.transport_errors, s.endpoints[0].attempts);
  EXPECT_EQ(s.retries, s.endpoints[0].attempts);
  EXPECT_EQ(s.attempts, 60u + s.endpoints[0].attempts);
  EXPECT_EQ(s.succeeded, 60u);
  EXPECT_EQ(s.failed, 0u);
  EXPECT_EQ(static_cast<std::uint64_t>(retried), s.endpoints[0].attempts);  // never twice on it

  // The journal names the endpoint of every attempt.
  std::istringstream lines(slurp(journal.string()));
  std::string line;
  std::uint64_t dead_lines = 0, live_lines = 0;
  while (std::getline(lines, line)) {
    auto j = nlohmann::json::parse(line);
    if (j["endpoint"] == dead) {
      ++dead_lines;
      EXPECT_FALSE(j["ok"].get<bool>());
      EXPECT_NE(j["error"].get<std::string>().find("transport error"), std::string::npos);
      EXPECT_EQ(j["retry_in_ms"], 0);  // at once, on the other endpoint
    } else {
      EXPECT_EQ(j["endpoint"], live.base_url());
      EXPECT_TRUE(j["ok"].get<bool>());
      ++live_lines;
    }
  }
  EXPECT_EQ(dead_lines, s.endpoints[0].attempts);
  EXPECT_EQ(live_lines, 60u);
  EXPECT_EQ(slurp(journal.string()).find(kKey), std::string::npos);
  std::filesystem::remove(journal);
}

TEST(MultiEndpoint, ServerErrorsFailOverAndTheEndpointComesBack) {
  std::atomic<bool> broken{true};
  FakeOpenAiServer flaky([&](const FakeCall&) {
    if (broken.load()) return FakeReply{.status = 503, .body = R"({"error":{"message":"overloaded"}})"};
    return FakeReply{.content = "flaky", .delay = milliseconds(10)};
  });
  FakeOpenAiServer steady([](const FakeCall&) { return FakeReply{.content = "steady", .delay = milliseconds(10)}; });
  auto client = ChatClient::create(config(flaky.base_url() + "," + steady.base_url(), 2));
  ASSERT_TRUE(client);
  auto reqs = prompts(30);
  for (const auto& r : (*client)->complete_batch(reqs)) {
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ(r.content, "steady");
  }
  ClientStats s = (*client)->stats();
  EXPECT_GE(s.server_errors, 1u);
  EXPECT_EQ(s.server_errors, s.endpoints[0].failed);
  EXPECT_EQ(s.endpoints[0].succeeded, 0u);
  // Healed: after its pause it is probed, and once a probe succeeds it takes its full share.
  broken = false;
  std::this_thread::sleep_for(milliseconds(30));
  auto more = prompts(60, "more ");
  for (const auto& r : (*client)->complete_batch(more)) ASSERT_TRUE(r.ok) << r.error;
  s = (*client)->stats();
  EXPECT_GE(s.endpoints[0].succeeded, 20u);
  EXPECT_EQ(flaky.max_in_flight(), 2);
}

TEST(MultiEndpoint, AllEndpointsDownFailAfterMaxAttempts) {
  DeadEndpoint d1, d2;
  auto client = ChatClient::create(config(d1.base_url() + "," + d2.base_url() + "#2", 2));
  ASSERT_TRUE(client);
  auto reqs = prompts(5);
  for (const auto& r : (*client)->complete_batch(reqs)) {
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.attempts, 4);
    EXPECT_NE(r.error.find("transport error"), std::string::npos) << r.error;
  }
  ClientStats s = (*client)->stats();
  EXPECT_EQ(s.failed, 5u);
  EXPECT_EQ(s.endpoints[0].attempts + s.endpoints[1].attempts, 20u);
  EXPECT_GE(s.endpoints[0].attempts, 1u);
  EXPECT_GE(s.endpoints[1].attempts, 1u);
}

// ---- same results as one endpoint -------------------------------------------------------------

TEST(MultiEndpoint, LlmJudgeGivesTheSameJudgmentsAsWithOneEndpoint) {
  auto reply = [](const FakeCall& c) {
    const bool yes = c.prompt.find("even") != std::string::npos;
    return FakeReply{.content = yes ? "Entailed: [[Yes]]" : "Entailed: [[No]]", .delay = milliseconds(5)};
  };
  FakeOpenAiServer a(reply), b(reply);
  std::vector<JudgeRequest> reqs;
  for (int i = 0; i < 50; ++i) reqs.push_back({"premise " + std::to_string(i), i % 2 ? "odd" : "even"});
  auto judge_with = [&](const std::string& urls) {
    auto client = ChatClient::create(config(urls, 3));
    auto j = LlmJudge::create(*client, {.task = LlmTask::kEntailment, .model = "m"});
    return (*j)->judge_batch(reqs);
  };
  auto one = judge_with(a.base_url());
  auto two = judge_with(a.base_url() + "," + b.base_url());
  ASSERT_EQ(one.size(), two.size());
  for (std::size_t i = 0; i < one.size(); ++i) {
    ASSERT_TRUE(one[i].ok && two[i].ok);
    EXPECT_EQ(one[i].label, i % 2 ? 0 : 1);
    EXPECT_EQ(one[i].label, two[i].label);
    EXPECT_EQ(one[i].prob, two[i].prob);
    EXPECT_EQ(one[i].rationale, two[i].rationale);
  }
  EXPECT_GE(b.calls(), 10u);
}

struct CliRun {
  int status = -1;
  std::string out;
};

CliRun run_citeval(const std::string& args) {
  std::string cmd = std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval " + args + " 2>&1";
  CliRun r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

class MultiEndpointCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = (std::filesystem::temp_directory_path() / ("citeval_multi_cli_" + std::to_string(getpid()))).string();
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    setenv("OPENAI_API_KEY", kKey, 1);
    unsetenv("OPENAI_BASE_URL");
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string dir_;
};

// The ALCE fixture (tests/data/cli/asqa_small.json) judged by llm:MODEL through one endpoint and
// through two (one of them down for half the run): the same summary, byte for byte.
TEST_F(MultiEndpointCli, AlceSummaryIsTheSameThroughOneOrTwoEndpoints) {
  auto reply = [](const FakeCall& c) {
    std::size_t b = c.prompt.find("<source>\n"), e = c.prompt.find("\n</source>");
    std::string source = c.prompt.substr(b + 9, e - b - 9);
    bool yes = source.find("Paris is the capital of France.") != std::string::npos;
    return FakeReply{.content = yes ? "Entailed: [[Yes]] " : "Entailed: [[No]] ", .delay = milliseconds(20)};
  };
  FakeOpenAiServer a(reply), b(reply);
  auto run = [&](const std::string& urls, const std::string& out) {
    CliRun r = run_citeval("eval alce --dataset asqa --input " + std::string(CITEVAL_TEST_DATA) +
                           "/cli/asqa_small.json --judge llm:test-model --no-cache --llm-concurrency 1 --llm-base-url '" +
                           urls + "' -o " + dir_ + "/" + out + " -q");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(r.out.find(kKey), std::string::npos);
    return slurp(dir_ + "/" + out);
  };
  const std::string one = run(a.base_url(), "one.json");
  const std::size_t a_calls = a.calls();
  EXPECT_EQ(a_calls, 4u);
  const std::string two = run(a.base_url() + "," + b.base_url(), "two.json");
  DeadEndpoint dead;
  const std::string down = run(dead.base_url() + "," + b.base_url(), "down.json");
  // The figures are the same; the LLM usage says which endpoint did what.
  auto usage = [](const std::string& text) { return nlohmann::json::parse(text)["citeval"]["llm_usage"]; };
  auto figures = [](const std::string& text) {
    auto j = nlohmann::json::parse(text);
    j["citeval"].erase("llm_usage");
    return j;
  };
  EXPECT_EQ(figures(two), figures(one));
  EXPECT_EQ(figures(down), figures(one));
  EXPECT_GE(a.calls() - a_calls, 1u);  // both served the second run
  EXPECT_GE(b.calls(), 1u + 4u);       // and b alone the third
  EXPECT_EQ(usage(one)["endpoints"].size(), 1u);
  ASSERT_EQ(usage(two)["endpoints"].size(), 2u);
  EXPECT_EQ(usage(two)["endpoints"][0]["succeeded"].get<int>() + usage(two)["endpoints"][1]["succeeded"].get<int>(), 4);
  ASSERT_EQ(usage(down)["endpoints"].size(), 2u);
  EXPECT_EQ(usage(down)["endpoints"][0]["succeeded"], 0);  // the dead one
  EXPECT_GE(usage(down)["endpoints"][0]["failed"].get<int>(), 1);
  EXPECT_EQ(usage(down)["endpoints"][1]["succeeded"], 4);
  EXPECT_EQ(usage(down)["requests"], 4);
  auto s = nlohmann::json::parse(one);
  EXPECT_DOUBLE_EQ(s["citation_rec"].get<double>(), 50.0);
}

TEST_F(MultiEndpointCli, LongciteScoresAreTheSameThroughOneOrTwoEndpoints) {
  {
    std::ofstream in(dir_ + "/preds.jsonl");
    for (int i = 0; i < 12; ++i) {
      in << nlohmann::json{{"idx", i}, {"dataset", i % 2 ? "hotpotqa" : "gov_report"}, {"query", "Q?"},
                           {"prediction", "x"},
                           {"statements",
                            {{{"statement", "Fact " + std::to_string(i)}, {"citation", {{{"cite", "Cite " + std::to_string(i)}}}}},
                             {{"statement", "Other " + std::to_string(i)}, {"citation", nlohmann::json::array()}}}}}
                .dump()
         << "\n";
    }
  }
  auto reply = [](const FakeCall& c) {
    const std::string& p = c.prompt;
    FakeReply r{.delay = milliseconds(10)};
    if (p.find("<sentence>") != std::string::npos) {
      r.content = p.find("Other 3") != std::string::npos ? "[[Yes]]" : "[[No]]";
    } else if (p.find("[[Partially supported]]") != std::string::npos) {
      r.content = p.find("Fact 5") != std::string::npos ? "[[Partially supported]]" : "[[Fully supported]]";
    } else {
      r.content = p.find("Cite 7") != std::string::npos ? "[[Unrelevant]]" : "[[Relevant]]";
    }
    return r;
  };
  FakeOpenAiServer a(reply), b(reply);
  auto run = [&](const std::string& urls, const std::string& out) {
    CliRun r = run_citeval("eval longbench-cite -i " + dir_ + "/preds.jsonl --judge llm:test-model --no-cache "
                           "--llm-concurrency 2 --llm-base-url '" + urls + "' -o " + dir_ + "/" + out + " -q");
    EXPECT_EQ(r.status, 0) << r.out;
    auto j = nlohmann::json::parse(slurp(dir_ + "/" + out));
    if (j["citeval"].contains("llm_usage")) j["citeval"]["llm_usage"].erase("endpoints");
    return j;
  };
  auto one = run(a.base_url(), "one.json");
  auto two = run(a.base_url() + "," + b.base_url(), "two.json");
  EXPECT_EQ(two.dump(), one.dump());
  EXPECT_GE(b.calls(), 5u);
  EXPECT_EQ(one["scores"]["hotpotqa"]["responses"], 6);
}

TEST_F(MultiEndpointCli, BadUrlListIsAClearError) {
  CliRun r = run_citeval("eval alce --dataset asqa --input " + std::string(CITEVAL_TEST_DATA) +
                         "/cli/asqa_small.json --judge llm:test-model --no-cache --llm-base-url "
                         "'http://127.0.0.1:9/v1,ftp://b/v1' -o " + dir_ + "/s.json -q");
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.out.find("LLM base URL list, entry 2 of 2 ('ftp://b/v1'): must start with http:// or https://"),
            std::string::npos)
      << r.out;
  r = run_citeval("eval alce --dataset asqa --input " + std::string(CITEVAL_TEST_DATA) +
                  "/cli/asqa_small.json --judge llm:test-model --no-cache --llm-base-url "
                  "'http://127.0.0.1:9/v1#zero' -o " + dir_ + "/s.json -q");
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.out.find("'#zero' is not a concurrency"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace citeval::llm

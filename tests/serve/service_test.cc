// citeval::serve over loopback HTTP: the answers equal check_record_json of CheckEvaluator with
// the same judge, bit for bit; the limits answer 400/401/413/429/504; a client that leaves takes
// its pairs out of the judge queue; concurrent requests share the judge's batches.
#include "serve/service.h"

#include <gtest/gtest.h>
#include <httplib.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "answers/read.h"
#include "citeval/judges.h"
#include "metrics/check_evaluator.h"
#include "report/check_report.h"

namespace citeval::serve {
namespace {

using json = nlohmann::json;
using namespace std::chrono_literals;

std::vector<std::string> fixture_lines() {
  std::ifstream in(std::string(CITEVAL_SOURCE_DIR) + "/tests/data/answers/generic.jsonl");
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) lines.push_back(line);
  }
  return lines;
}

// What `citeval check` gives a record: CheckEvaluator on a lexical judge, then check_record_json.
json expected_record(const std::string& text) {
  auto record = answers::parse_record(text, {}, "request", 1);
  EXPECT_TRUE(record) << record.error().to_string();
  auto judge = make_judge("lexical");
  EXPECT_TRUE(judge);
  metrics::CheckEvaluator ev({}, **judge);
  auto results = ev.evaluate(std::span(&*record, 1));
  return report::check_record_json(*record, results.front());
}

struct Logs {
  std::mutex mu;
  std::vector<json> lines;
  void add(const std::string& s) {
    std::lock_guard lock(mu);
    lines.push_back(json::parse(s));
  }
  std::vector<int> statuses() {
    std::lock_guard lock(mu);
    std::vector<int> out;
    for (const auto& l : lines) out.push_back(l.at("status").get<int>());
    return out;
  }
};

Judgment supported() {
  Judgment j;
  j.ok = true;
  j.prob = 1;
  j.label = 1;
  return j;
}

std::unique_ptr<Service> start(ServeOptions o, std::unique_ptr<Judge> judge, Logs* logs = nullptr) {
  o.port = 0;
  o.log = [logs](const std::string& s) {
    if (logs) logs->add(s);
  };
  auto svc = judge ? Service::create(o, std::move(judge)) : Service::create(o, Runtime::shared());
  EXPECT_TRUE(svc) << svc.error().to_string();
  EXPECT_TRUE((*svc)->start());
  return std::move(*svc);
}

// A judge whose calls wait until released; it counts pairs and calls.
class GateJudge : public Judge {
 public:
  std::string identity() const override { return "gate"; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> r) override {
    std::unique_lock lock(mu_);
    ++calls_;
    pairs_ += r.size();
    entered_.notify_all();
    open_cv_.wait(lock, [&] { return open_; });
    return std::vector<Judgment>(r.size(), supported());
  }
  void open() {
    std::lock_guard lock(mu_);
    open_ = true;
    open_cv_.notify_all();
  }
  void wait_calls(std::size_t n) {
    std::unique_lock lock(mu_);
    entered_.wait(lock, [&] { return calls_ >= n; });
  }
  std::size_t pairs() {
    std::lock_guard lock(mu_);
    return pairs_;
  }

 private:
  std::mutex mu_;
  std::condition_variable entered_, open_cv_;
  bool open_ = false;
  std::size_t calls_ = 0, pairs_ = 0;
};

// Forwards to a GateJudge the test keeps (the service owns its judge).
class Borrowed : public Judge {
 public:
  explicit Borrowed(Judge& j) : j_(j) {}
  std::string identity() const override { return j_.identity(); }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> r) override { return j_.judge_batch(r); }

 private:
  Judge& j_;
};

const std::string kOneSpan =
    R"({"id": "one", "answer": "Paris has about 2.1 million inhabitants.", "sources": [{"id": "p", "text": "Paris has about 2.1 million inhabitants."}], "citations": [{"start": 0, "end": 40, "source_ids": ["p"]}]})";

TEST(Serve, CheckEqualsTheEvaluatorOnEveryFixtureRecord) {
  auto svc = start({}, nullptr);
  httplib::Client cli("127.0.0.1", svc->port());
  for (const std::string& line : fixture_lines()) {
    auto res = cli.Post("/v1/check", line, "application/json");
    ASSERT_TRUE(res);
    const json body = json::parse(res->body);
    EXPECT_EQ(res->status, 200) << res->body;
    EXPECT_EQ(body.at("record"), expected_record(line)) << line;
    EXPECT_EQ(body.at("record").dump(), expected_record(line).dump());  // same numbers, same bytes
    EXPECT_EQ(body.at("judge"), (*make_judge("lexical"))->identity());  // the cache's key, not the spec
    EXPECT_EQ(body.at("approximate"), true);
    EXPECT_FALSE(body.contains("error"));
  }
}

TEST(Serve, BatchStreamsEveryLineInOrderWithErrorsInPlace) {
  auto svc = start({}, nullptr);
  httplib::Client cli("127.0.0.1", svc->port());
  const auto lines = fixture_lines();
  const std::string bad = R"({"id": "bad", "answer": "x", "sources": [{"id": 1}]})";
  std::string body = lines[0] + "\n" + bad + "\n\n" + lines[1] + "\n";
  auto res = cli.Post("/v1/check:batch", body, "application/x-ndjson");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  std::istringstream in(res->body);
  std::vector<json> out;
  for (std::string l; std::getline(in, l);) out.push_back(json::parse(l));
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].at("record"), expected_record(lines[0]));
  auto err = answers::parse_record(bad, {}, "request", 2);
  ASSERT_FALSE(err);
  EXPECT_EQ(out[1], (json{{"line", 2}, {"error", err.error().to_string()}}));
  EXPECT_EQ(out[2].at("record"), expected_record(lines[1]));  // line 4: the blank line 3 skipped
}

TEST(Serve, JudgeAnswersPairsAsTheJudgeDoes) {
  auto svc = start({}, nullptr);
  httplib::Client cli("127.0.0.1", svc->port());
  const std::string pairs = R"({"premise": "Paris has 2.1 million inhabitants.", "hypothesis": "Paris has 2.1 million inhabitants.", "k": 1})"
                            "\n"
                            R"({"premise": "The sky is blue.", "hypothesis": "Paris has 2.1 million inhabitants."})"
                            "\n";
  auto res = cli.Post("/v1/judge", pairs, "application/x-ndjson");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  auto judge = make_judge("lexical");
  std::vector<JudgeRequest> reqs{{"Paris has 2.1 million inhabitants.", "Paris has 2.1 million inhabitants."},
                                 {"The sky is blue.", "Paris has 2.1 million inhabitants."}};
  auto expect = (*judge)->judge_batch(reqs);
  std::istringstream in(res->body);
  std::string l1, l2;
  std::getline(in, l1);
  std::getline(in, l2);
  const json a = json::parse(l1), b = json::parse(l2);
  EXPECT_EQ(a.at("k"), 1);  // other fields kept
  EXPECT_EQ(a.at("prob").get<double>(), expect[0].prob);
  EXPECT_EQ(a.at("label").get<int>(), expect[0].label);
  EXPECT_EQ(b.at("prob").get<double>(), expect[1].prob);
  EXPECT_EQ(b.at("label").get<int>(), expect[1].label);
  EXPECT_EQ(a.at("approximate"), true);
}

TEST(Serve, MalformedInputIs400WithTheReadersMessage) {
  auto svc = start({}, nullptr);
  httplib::Client cli("127.0.0.1", svc->port());
  const std::string bad = R"({"id": "x", "answer": "a", "sources": [{"text": 3}]})";
  auto res = cli.Post("/v1/check", bad, "application/json");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 400);
  auto err = answers::parse_record(bad, {}, "request", 1);
  ASSERT_FALSE(err);
  EXPECT_EQ(json::parse(res->body), (json{{"error", err.error().to_string()}}));
  EXPECT_NE(err.error().to_string().find("request:1"), std::string::npos);
  auto res2 = cli.Post("/v1/judge", "{\"premise\": 1}\n", "application/x-ndjson");
  ASSERT_TRUE(res2);
  EXPECT_EQ(res2->status, 400);
}

TEST(Serve, OversizedBodiesAndTooManyLinesAre413) {
  ServeOptions o;
  o.max_body = 1000;
  o.max_lines = 2;
  auto svc = start(o, nullptr);
  httplib::Client cli("127.0.0.1", svc->port());
  auto res = cli.Post("/v1/check", std::string(2000, ' '), "application/json");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 413);
  auto res2 = cli.Post("/v1/check:batch", kOneSpan + "\n" + kOneSpan + "\n" + kOneSpan + "\n", "application/x-ndjson");
  ASSERT_TRUE(res2);
  EXPECT_EQ(res2->status, 413);
  EXPECT_EQ(json::parse(res2->body).at("error"), "3 records; at most 2 a request");
}

TEST(Serve, BearerTokensAreRequiredAndNeverLogged) {
  const std::string path = testing::TempDir() + "/serve_tokens.txt";
  std::ofstream(path) << "s3cret-token-1\n\nother-token \n";
  ServeOptions o;
  o.tokens_file = path;
  Logs logs;
  auto svc = start(o, nullptr, &logs);
  httplib::Client cli("127.0.0.1", svc->port());
  auto none = cli.Post("/v1/check", kOneSpan, "application/json");
  ASSERT_TRUE(none);
  EXPECT_EQ(none->status, 401);
  EXPECT_EQ(none->get_header_value("WWW-Authenticate"), "Bearer");
  auto wrong = cli.Post("/v1/check", {{"Authorization", "Bearer s3cret-token-2"}}, kOneSpan, "application/json");
  EXPECT_EQ(wrong->status, 401);
  auto prefix = cli.Post("/v1/check", {{"Authorization", "Bearer s3cret-token-"}}, kOneSpan, "application/json");
  EXPECT_EQ(prefix->status, 401);
  auto metrics = cli.Get("/metrics");
  EXPECT_EQ(metrics->status, 401);
  auto right = cli.Post("/v1/check", {{"Authorization", "Bearer other-token"}}, kOneSpan, "application/json");
  EXPECT_EQ(right->status, 200);
  EXPECT_EQ(cli.Get("/healthz")->status, 200);
  EXPECT_EQ(cli.Get("/readyz")->status, 200);
  // cpp-httplib logs a request after its answer is written, so the client can have its answer
  // before the line exists: drain returns once every line is written.
  svc->drain();
  std::lock_guard lock(logs.mu);
  ASSERT_EQ(logs.lines.size(), 7u);
  for (const auto& l : logs.lines) {
    EXPECT_EQ(l.dump().find("s3cret"), std::string::npos);
    EXPECT_EQ(l.dump().find("other-token"), std::string::npos);
    EXPECT_FALSE(l.contains("body"));  // no request text unless asked
  }
  // Lines are written after their responses, so their order need not be the requests': the
  // accepted check is the one 200 on /v1/check.
  std::size_t refused = 0, accepted = 0;
  for (const auto& l : logs.lines) {
    if (l.at("status") == 401) ++refused;
    if (l.at("status") == 200 && l.at("path") == "/v1/check") {
      ++accepted;
      EXPECT_EQ(l.at("bytes_in"), kOneSpan.size());
    }
  }
  EXPECT_EQ(refused, 4u);
  EXPECT_EQ(accepted, 1u);
}

TEST(Serve, AnOverfilledQueueIs429WithRetryAfter) {
  GateJudge gate;
  ServeOptions o;
  o.max_queue = 2;
  auto svc = start(o, std::make_unique<Borrowed>(gate));
  std::vector<std::thread> clients;
  std::atomic<int> ok{0};
  for (int i = 0; i < 2; ++i) {
    clients.emplace_back([&, i] {
      httplib::Client cli("127.0.0.1", svc->port());
      const std::string rec = R"({"id": "q)" + std::to_string(i) +
                              R"(", "answer": "A b c.", "sources": [{"id": "s", "text": "A b c."}], "citations": [{"start": 0, "end": 6, "source_ids": ["s"]}]})";
      auto res = cli.Post("/v1/check", rec, "application/json");
      if (res && res->status == 200) ++ok;
    });
  }
  gate.wait_calls(1);
  // Both requests are accepted once the first is in the judge and the second queued or in it.
  for (int tries = 0; tries < 500; ++tries) {
    httplib::Client probe("127.0.0.1", svc->port());
    auto res = probe.Post("/v1/check", kOneSpan, "application/json");
    ASSERT_TRUE(res);
    if (res->status == 429) {
      EXPECT_EQ(res->get_header_value("Retry-After"), "1");
      break;
    }
    ASSERT_LT(tries, 499) << "never 429";
    std::this_thread::sleep_for(5ms);
  }
  gate.open();
  for (auto& t : clients) t.join();
  EXPECT_EQ(ok.load(), 2);
}

TEST(Serve, ADeadlinePassedInTheQueueIs504) {
  GateJudge gate;
  ServeOptions o;
  o.deadline = 200ms;
  auto svc = start(o, std::make_unique<Borrowed>(gate));
  std::thread first([&] {
    httplib::Client cli("127.0.0.1", svc->port());
    cli.Post("/v1/check", kOneSpan, "application/json");
  });
  gate.wait_calls(1);  // the judge is busy: the next request waits in the queue
  httplib::Client cli("127.0.0.1", svc->port());
  const std::string other = R"({"id": "late", "answer": "Other text.", "sources": [{"id": "s", "text": "x"}], "citations": [{"start": 0, "end": 11, "source_ids": ["s"]}]})";
  auto res = cli.Post("/v1/check", other, "application/json");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 504);
  EXPECT_EQ(json::parse(res->body).at("error"), "deadline exceeded (200 ms)");
  gate.open();
  first.join();
}

TEST(Serve, AClientThatLeavesTakesItsPairsOutOfTheQueue) {
  GateJudge gate;
  Logs logs;
  auto svc = start({}, std::make_unique<Borrowed>(gate), &logs);
  std::thread first([&] {
    httplib::Client cli("127.0.0.1", svc->port());
    cli.Post("/v1/check", kOneSpan, "application/json");
  });
  gate.wait_calls(1);
  const std::size_t pairs_of_first = gate.pairs();
  {
    httplib::Client leaver("127.0.0.1", svc->port());
    leaver.set_read_timeout(0, 300'000);  // gives up after 0.3 s and closes the connection
    const std::string other = R"({"id": "leaves", "answer": "Other text.", "sources": [{"id": "s", "text": "x"}], "citations": [{"start": 0, "end": 11, "source_ids": ["s"]}]})";
    auto res = leaver.Post("/v1/check", other, "application/json");
    EXPECT_FALSE(res);
  }
  // The server notices within its polling interval and answers (to nobody) 499.
  for (int i = 0; i < 200 && logs.statuses().empty(); ++i) std::this_thread::sleep_for(10ms);
  ASSERT_EQ(logs.statuses(), std::vector<int>{499});
  gate.open();
  first.join();
  EXPECT_EQ(gate.pairs(), pairs_of_first);  // the leaver's pairs never reached the judge
}

// A judge that takes its time per call and records the size of each.
class SlowJudge : public Judge {
 public:
  std::string identity() const override { return "slow"; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> r) override {
    std::this_thread::sleep_for(30ms);
    std::lock_guard lock(mu);
    sizes.push_back(r.size());
    return std::vector<Judgment>(r.size(), supported());
  }
  std::mutex mu;
  std::vector<std::size_t> sizes;
};

TEST(Serve, ConcurrentRequestsShareTheJudgesBatches) {
  SlowJudge slow;
  ServeOptions o;
  o.batching.max_wait = 20ms;
  auto svc = start(o, std::make_unique<Borrowed>(slow));
  constexpr int kClients = 8;
  std::vector<std::thread> clients;
  std::atomic<int> ok{0};
  for (int i = 0; i < kClients; ++i) {
    clients.emplace_back([&, i] {
      httplib::Client cli("127.0.0.1", svc->port());
      const std::string rec = R"({"id": "c", "answer": "Claim )" + std::to_string(i) +
                              R"(.", "sources": [{"id": "s", "text": "t"}], "citations": [{"start": 0, "end": 8, "source_ids": ["s"]}]})";
      auto res = cli.Post("/v1/check", rec, "application/json");
      if (res && res->status == 200) ++ok;
    });
  }
  for (auto& t : clients) t.join();
  EXPECT_EQ(ok.load(), kClients);
  std::lock_guard lock(slow.mu);
  std::size_t total = 0, largest = 0;
  for (auto s : slow.sizes) {
    total += s;
    largest = std::max(largest, s);
  }
  EXPECT_EQ(total, std::size_t{kClients});  // one pair each, each judged once
  EXPECT_GT(largest, 1u);                   // some requests shared a batch
  EXPECT_LT(slow.sizes.size(), std::size_t{kClients});
}

TEST(Serve, JudgeErrorsAreErrorsNeverZero) {
  class Failing : public Judge {
   public:
    std::string identity() const override { return "failing"; }
    std::vector<Judgment> judge_batch(std::span<const JudgeRequest> r) override {
      Judgment failed;
      failed.error = "model down";
      return std::vector<Judgment>(r.size(), failed);
    }
  };
  ServeOptions o;
  o.session.retries = 0;
  auto svc = start(o, std::make_unique<Failing>());
  httplib::Client cli("127.0.0.1", svc->port());
  auto res = cli.Post("/v1/check", kOneSpan, "application/json");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 502);
  const json body = json::parse(res->body);
  EXPECT_TRUE(body.at("record").at("citation_rec").is_null());
  EXPECT_TRUE(body.at("record").at("citation_prec").is_null());
  EXPECT_NE(body.at("error").get<std::string>().find("model down"), std::string::npos);
}

}  // namespace
}  // namespace citeval::serve

namespace citeval::serve {
namespace {

// A drain right after start (SIGTERM while starting up) stops the listener: start() returns only
// once the server runs, before which the HTTP library's stop() would do nothing.
TEST(Serve, ADrainRightAfterStartStops) {
  for (int i = 0; i < 20; ++i) {
    auto svc = start({}, nullptr);
    svc->drain();
    svc->wait();
  }
}

}  // namespace
}  // namespace citeval::serve

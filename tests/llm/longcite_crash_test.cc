// Crash safety of the LLM path, end to end: `citeval eval longbench-cite` against
// the loopback FakeOpenAiServer with slow answers, killed with SIGKILL half-way and run again
// with the same command. Judgments are persisted as they arrive, so the rerun re-asks at most
// the requests that were in flight (<= --llm-concurrency), and its scores are those of an
// uninterrupted run. Only the CLI contract is relied on: the same command resumes; the summary
// is written by -o.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "fake_openai_server.h"
#include "secret_scan.h"

namespace citeval::llm {
namespace {

using std::chrono::milliseconds;
using testing::FakeCall;
using testing::FakeOpenAiServer;
using testing::FakeReply;

constexpr int kItems = 24;        // 3 prompts each: support, relevance, need-citation
constexpr int kConcurrency = 4;
constexpr const char* kKey = "sk-crash-SECRET-5ca1ab1e5ca1ab1e";

using testing::slurp;

// The number after `marker` in a prompt ("alpha 7" -> 7), or -1.
int number_after(const std::string& prompt, const std::string& marker) {
  std::size_t p = prompt.find(marker);
  if (p == std::string::npos) return -1;
  return std::atoi(prompt.c_str() + p + marker.size());
}

// Deterministic answers that differ by item, so the scores depend on every judgment.
FakeReply answer(const FakeCall& c) {
  const std::string& p = c.prompt;
  const int i = number_after(p, "alpha ");
  FakeReply r;
  r.delay = milliseconds(60);
  if (p.find("<sentence>") != std::string::npos) {  // need-citation
    r.content = i % 4 == 0 ? "Need Citation: [[Yes]] " : "Need Citation: [[No]] ";
  } else if (p.find("[[Partially supported]]") != std::string::npos) {  // support
    r.content = i % 3 == 0 ? "Rating: [[Fully supported]] "
                : i % 3 == 1 ? "Rating: [[Partially supported]] "
                             : "Rating: [[No support]] ";
  } else {  // relevance
    r.content = i % 2 == 0 ? "Rating: [[Relevant]] " : "Rating: [[Unrelevant]] ";
  }
  return r;
}

class LongciteCrash : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = (std::filesystem::temp_directory_path() / ("citeval_longcite_crash_" + std::to_string(getpid()))).string();
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    const char* datasets[] = {"hotpotqa", "multifieldqa_en", "gov_report", "longbench-chat"};
    std::ofstream in(dir_ + "/preds.jsonl");
    for (int i = 0; i < kItems; ++i) {
      const std::string s1 = "Claim alpha " + std::to_string(i) + ".";
      const std::string s2 = "Remark beta " + std::to_string(i) + ".";
      in << nlohmann::json{{"idx", i},
                           {"dataset", datasets[i % 4]},
                           {"query", "Question " + std::to_string(i) + "?"},
                           {"prediction", s1 + " " + s2},
                           {"statements",
                            {{{"statement", s1}, {"citation", {{{"cite", "Evidence text " + std::to_string(i) + "."}}}}},
                             {{"statement", s2}, {"citation", nlohmann::json::array()}}}}}
                .dump()
         << "\n";
    }
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  // The command line; `tag` names the cache, detail and summary files.
  std::vector<std::string> command(const std::string& base_url, const std::string& tag) const {
    return {std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval",
            "eval", "longbench-cite", "-i", dir_ + "/preds.jsonl",
            "--judge", "llm:crash-model", "--llm-base-url", base_url,
            "--llm-concurrency", std::to_string(kConcurrency),
            "--cache", dir_ + "/" + tag + ".sqlite", "--detail", dir_ + "/" + tag + ".detail.jsonl",
            "-o", dir_ + "/" + tag + ".summary.json", "--llm-journal", dir_ + "/" + tag + ".journal.jsonl"};
  }

  // Starts citeval with stdout and stderr going to `log`.
  static pid_t spawn(const std::vector<std::string>& args, const std::string& log) {
    std::vector<char*> argv;
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    setenv("OPENAI_API_KEY", kKey, 1);
    unsetenv("OPENAI_BASE_URL");
    pid_t pid = fork();
    if (pid == 0) {  // only async-signal-safe calls until exec
      int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
      if (fd >= 0) {
        ::dup2(fd, 1);
        ::dup2(fd, 2);
      }
      ::execv(argv[0], argv.data());
      _exit(127);
    }
    return pid;
  }
  static int wait_exit(pid_t pid) {
    int st = 0;
    if (waitpid(pid, &st, 0) != pid) return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  }
  // The summary without its run-specific "citeval" section (counts of resumed items, cache hits).
  nlohmann::json scores(const std::string& tag) const {
    auto j = nlohmann::json::parse(slurp(dir_ + "/" + tag + ".summary.json"), nullptr, false);
    if (j.is_object()) j.erase("citeval");
    return j;
  }

  std::string dir_;
};

TEST_F(LongciteCrash, KilledHalfwayTheRerunPaysOnlyForTheRequestsInFlight) {
  constexpr int kPrompts = 3 * kItems;
  FakeOpenAiServer server(answer);
  const auto cmd = command(server.base_url(), "run");

  pid_t pid = spawn(cmd, dir_ + "/run.log");
  ASSERT_GT(pid, 0);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (server.calls() < kPrompts / 2 && std::chrono::steady_clock::now() < deadline) {
    int st = 0;
    ASSERT_EQ(waitpid(pid, &st, WNOHANG), 0) << "citeval ended before it was killed: " << slurp(dir_ + "/run.log");
    std::this_thread::sleep_for(milliseconds(2));
  }
  ASSERT_EQ(kill(pid, SIGKILL), 0);
  int st = 0;
  ASSERT_EQ(waitpid(pid, &st, 0), pid);
  ASSERT_TRUE(WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL);
  const std::size_t answered_before_kill = server.calls();
  ASSERT_GE(answered_before_kill, static_cast<std::size_t>(kPrompts / 2));
  ASSERT_LT(answered_before_kill, static_cast<std::size_t>(kPrompts));

  ASSERT_EQ(wait_exit(spawn(cmd, dir_ + "/run.log")), 0) << slurp(dir_ + "/run.log");

  // Every prompt was answered; the ones answered twice are those in flight at the kill.
  std::map<std::string, int> asked;
  for (const auto& r : server.records()) ++asked[r.prompt];
  EXPECT_EQ(asked.size(), static_cast<std::size_t>(kPrompts));
  int paid_twice = 0;
  for (const auto& [prompt, n] : asked) {
    EXPECT_LE(n, 2) << prompt;
    paid_twice += n - 1;
  }
  EXPECT_LE(paid_twice, kConcurrency) << "answered before the kill: " << answered_before_kill;

  // The same scores as a run that was never interrupted (fresh cache, detail and server).
  FakeOpenAiServer fresh(answer);
  ASSERT_EQ(wait_exit(spawn(command(fresh.base_url(), "ref"), dir_ + "/ref.log")), 0) << slurp(dir_ + "/ref.log");
  EXPECT_EQ(fresh.calls(), static_cast<std::size_t>(kPrompts));
  const nlohmann::json resumed = scores("run"), reference = scores("ref");
  ASSERT_TRUE(reference.is_object() && reference.contains("avg_citation_f1")) << reference.dump();
  EXPECT_EQ(resumed, reference) << resumed.dump(1) << "\n" << reference.dump(1);
  EXPECT_EQ(reference["responses"], kItems);

  // No file this test made citeval write holds the key.
  for (const auto& f : std::filesystem::directory_iterator(dir_)) {
    EXPECT_EQ(slurp(f.path().string()).find(kKey), std::string::npos) << f.path();
  }
}

TEST_F(LongciteCrash, AQuestionWithARecordSeparatorReachesTheJudgeWhole) {
  // U+001E once joined question and statement in one field and split them again at the first
  // one: a question holding it put half of itself into the statement.
  std::ofstream(dir_ + "/rs.jsonl")
      << nlohmann::json{{"idx", 1},
                        {"dataset", "hotpotqa"},
                        {"query", "Who\x1eis it?"},
                        {"prediction", "Fact\x1eone."},
                        {"statements", {{{"statement", "Fact\x1eone."}, {"citation", {{{"cite", "Some\x1etext"}}}}}}}}
             .dump()
      << "\n";
  std::mutex mu;
  std::vector<std::string> prompts;
  FakeOpenAiServer server([&](const FakeCall& c) {
    std::lock_guard lock(mu);
    prompts.push_back(c.prompt);
    return FakeReply{.content = c.prompt.find("[[Partially supported]]") != std::string::npos ? "Rating: [[Fully supported]] "
                                                                                               : "Rating: [[Relevant]] "};
  });
  auto cmd = command(server.base_url(), "rs");
  cmd[4] = dir_ + "/rs.jsonl";  // after -i
  ASSERT_EQ(wait_exit(spawn(cmd, dir_ + "/rs.log")), 0) << slurp(dir_ + "/rs.log");
  ASSERT_EQ(prompts.size(), 2u);  // support and relevance
  for (const auto& p : prompts) {
    EXPECT_NE(p.find("<question>\nWho\x1eis it?\n</question>"), std::string::npos) << p;
    EXPECT_NE(p.find("<statement>\nFact\x1eone.\n</statement>"), std::string::npos) << p;
  }
}

}  // namespace
}  // namespace citeval::llm

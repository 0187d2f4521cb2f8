// The LLM entailment judge in another benchmark: `citeval eval alce --judge
// llm:MODEL` on tests/data/cli/asqa_small.json, with a loopback server that entails exactly what
// the fixture's table judge supports — the scores must be the table run's (tests/cli/eval_test.cc).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "fake_openai_server.h"
#include "secret_scan.h"

namespace citeval::llm {
namespace {

using testing::FakeCall;
using testing::FakeOpenAiServer;
using testing::FakeReply;

using testing::slurp;  // secret_scan.h: the whole file, or "" when it cannot be read

// Runs a shell command; its standard output, and its exit status in *status.
std::string run_shell(const std::string& cmd, int* status) {
  std::string out;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return out;
  char buf[4096];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  *status = pclose(p);
  return out;
}

TEST(AlceWithLlmJudge, ScoresEqualTheTableJudgeRun) {
  FakeOpenAiServer server([](const FakeCall& c) {
    std::size_t b = c.prompt.find("<source>\n"), e = c.prompt.find("\n</source>");
    std::string source = c.prompt.substr(b + 9, e - b - 9);
    bool yes = source.find("Paris is the capital of France.") != std::string::npos;
    return FakeReply{.content = yes ? "Entailed: [[Yes]] " : "Entailed: [[No]] "};
  });
  auto dir = std::filesystem::temp_directory_path() / ("citeval_alce_llm_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  setenv("OPENAI_BASE_URL", server.base_url().c_str(), 1);
  setenv("OPENAI_API_KEY", "sk-alce-SECRET", 1);
  std::string cmd = std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval eval alce --dataset asqa --input " +
                    CITEVAL_TEST_DATA + "/cli/asqa_small.json --judge llm:test-model --no-cache -o " +
                    (dir / "score.json").string() + " -q 2>&1";
  int status = -1;
  const std::string out = run_shell(cmd, &status);
  ASSERT_EQ(status, 0) << out;
  auto s = nlohmann::json::parse(slurp((dir / "score.json").string()));
  EXPECT_DOUBLE_EQ(s["citation_rec"].get<double>(), 50.0);
  EXPECT_NEAR(s["citation_prec"].get<double>(), 100.0 / 3, 1e-12);
  EXPECT_EQ(s["citeval"]["judge"].get<std::string>().rfind("llm:test-model|template=sha256:", 0), 0u);
  EXPECT_EQ(server.calls(), 4u);  // the 4 distinct pairs, each asked once
  // LLM usage in every benchmark's summary: requests, tokens, endpoints; no price, no cost.
  const auto& u = s["citeval"]["llm_usage"];
  EXPECT_EQ(u["requests"], 4);
  EXPECT_EQ(u["succeeded"], 4);
  EXPECT_EQ(u["prompt_tokens"], 4 * 7);
  EXPECT_EQ(u["completion_tokens"], 4 * 3);
  EXPECT_TRUE(u["cost"].is_null());
  EXPECT_EQ(s["citeval"]["undefined"]["llm_usage.cost"], "no token prices were set (--llm-price-in, --llm-price-out)");
  ASSERT_EQ(u["endpoints"].size(), 1u);
  EXPECT_EQ(u["endpoints"][0]["attempts"], 4);
  EXPECT_EQ(u["endpoints"][0]["succeeded"], 4);
  EXPECT_EQ(s["citeval"]["score_scale"], 100);
  EXPECT_EQ(out.find("sk-alce-SECRET"), std::string::npos);
  EXPECT_EQ(slurp((dir / "score.json").string()).find("sk-alce-SECRET"), std::string::npos);
  std::filesystem::remove_all(dir);
}

// `citeval judge` with an LLM judge writes the judge's answer as each line's rationale.
TEST(JudgeWithLlmJudge, EachLineCarriesTheRationale) {
  FakeOpenAiServer server([](const FakeCall& c) {
    const bool yes = c.prompt.find("sky") != std::string::npos;
    return FakeReply{.content = yes ? "The source says so. [[Yes]]" : "Nothing about it. [[No]]"};
  });
  auto dir = std::filesystem::temp_directory_path() / ("citeval_judge_llm_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "pairs.jsonl") << R"({"premise": "The sky is blue.", "hypothesis": "The sky is blue."})" "\n"
                                     << R"({"premise": "Grass is green.", "hypothesis": "Snow is black."})" "\n";
  setenv("OPENAI_BASE_URL", server.base_url().c_str(), 1);
  setenv("OPENAI_API_KEY", "sk-judge-SECRET", 1);
  std::string cmd = std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval judge --judge llm:test-model --no-cache < " +
                    (dir / "pairs.jsonl").string() + " 2>/dev/null";
  int status = -1;
  const std::string out = run_shell(cmd, &status);
  ASSERT_EQ(status, 0) << out;
  std::istringstream lines(out);
  std::string line;
  std::vector<nlohmann::json> got;
  while (std::getline(lines, line)) got.push_back(nlohmann::json::parse(line));
  ASSERT_EQ(got.size(), 2u) << out;
  EXPECT_EQ(got[0]["label"], 1);
  EXPECT_EQ(got[0]["rationale"], "The source says so. [[Yes]]");
  EXPECT_EQ(got[1]["label"], 0);
  EXPECT_EQ(got[1]["rationale"], "Nothing about it. [[No]]");
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace citeval::llm

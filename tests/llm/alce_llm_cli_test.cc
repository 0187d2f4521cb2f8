// The LLM entailment judge in another benchmark: `citeval eval alce --judge
// llm:MODEL` on tests/data/cli/asqa_small.json, with a loopback server that entails exactly what
// the fixture's table judge supports — the scores must be the table run's (tests/cli/eval_test.cc).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "fake_openai_server.h"
#include "secret_scan.h"

namespace citeval::llm {
namespace {

using testing::FakeCall;
using testing::FakeOpenAiServer;
using testing::FakeReply;

using testing::slurp;  // secret_scan.h: the whole file, or "" when it cannot be read

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
  FILE* p = popen(cmd.c_str(), "r");
  ASSERT_NE(p, nullptr);
  std::string out;
  char buf[4096];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  ASSERT_EQ(pclose(p), 0) << out;
  auto s = nlohmann::json::parse(slurp((dir / "score.json").string()));
  EXPECT_DOUBLE_EQ(s["citation_rec"].get<double>(), 50.0);
  EXPECT_NEAR(s["citation_prec"].get<double>(), 100.0 / 3, 1e-12);
  EXPECT_EQ(s["citeval"]["judge"].get<std::string>().rfind("llm:test-model|template=sha256:", 0), 0u);
  EXPECT_EQ(server.calls(), 4u);  // the 4 distinct pairs, each asked once
  EXPECT_EQ(out.find("sk-alce-SECRET"), std::string::npos);
  EXPECT_EQ(slurp((dir / "score.json").string()).find("sk-alce-SECRET"), std::string::npos);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace citeval::llm

// No piece of the API key in anything `citeval eval longbench-cite --judge llm:...`
// writes — journal, detail, summary, cache, stdout, stderr — when the server echoes the key
// across every cut citeval makes (300-character messages, 2,000-character raw bodies), echoes
// the request headers, or puts (parts of) the key into its answers.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

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

constexpr std::string_view kKey = "sk-leak-SECRET-a1b2c3d4e5f6g7h8i9j0";

using testing::slurp;

std::vector<std::string> key_pieces_in(std::string_view text) { return testing::key_pieces_in(text, kKey); }

FakeReply leaky(const FakeCall& c) {
  const std::string key(kKey);
  const std::string& p = c.prompt;
  auto straddle = [&](std::size_t cut) { return std::string(cut - key.size() / 2, 'x') + key + " tail"; };
  if (p.find("[[Partially supported]]") == std::string::npos) {  // relevance: a piece of the key
    return FakeReply{.content = "Rating: [[Relevant]] " + key.substr(3, 14)};
  }
  if (p.find("alpha 0") != std::string::npos) return FakeReply{.content = "Rating: [[Fully supported]] " + key};
  if (p.find("alpha 1") != std::string::npos) {
    return FakeReply{.status = 400, .body = nlohmann::json{{"error", {{"message", straddle(300)}}}}.dump()};
  }
  if (p.find("alpha 2") != std::string::npos) return FakeReply{.status = 503, .body = straddle(2000)};
  if (p.find("alpha 3") != std::string::npos) {
    return FakeReply{.status = 401,
                     .body = "you sent\r\nAuthorization: " + c.authorization + "\r\napi-key: " + key.substr(0, 20) + "\r\n"};
  }
  return FakeReply{.body = straddle(120)};  // a 200 that is not JSON: "answer is not JSON: ..."
}

TEST(LongciteSecrets, NoPieceOfTheKeyInAnyFileOrStream) {
  const std::string dir =
      (std::filesystem::temp_directory_path() / ("citeval_longcite_secrets_" + std::to_string(getpid()))).string();
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  {
    std::ofstream in(dir + "/preds.jsonl");
    for (int i = 0; i < 5; ++i) {
      const std::string s = "Claim alpha " + std::to_string(i) + ".";
      in << nlohmann::json{{"idx", i},
                           {"dataset", "hotpotqa"},
                           {"query", "Question?"},
                           {"prediction", s},
                           {"statements", {{{"statement", s}, {"citation", {{{"cite", "Evidence."}}}}}}}}
                .dump()
         << "\n";
    }
  }
  FakeOpenAiServer server(leaky);
  const std::string cmd = std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval eval longbench-cite -i " +
                          dir + "/preds.jsonl --judge llm:leak-model --llm-base-url " + server.base_url() +
                          " --llm-max-attempts 2 --llm-concurrency 2 --cache " + dir + "/cache.sqlite --detail " + dir +
                          "/detail.jsonl -o " + dir + "/summary.json --llm-journal " + dir + "/journal.jsonl";
  for (const std::string& extra : {std::string(), std::string(" --restart --json")}) {
    setenv("OPENAI_API_KEY", std::string(kKey).c_str(), 1);
    const std::string run = cmd + extra + " >" + dir + "/stdout.txt 2>" + dir + "/stderr.txt";
    int st = std::system(run.c_str());
    ASSERT_TRUE(WIFEXITED(st)) << run;
    for (const auto& f : std::filesystem::directory_iterator(dir)) {
      const std::string text = slurp(f.path().string());
      EXPECT_EQ(key_pieces_in(text), std::vector<std::string>{}) << f.path() << ":\n" << text.substr(0, 3000);
    }
  }
  // The texts are there, redacted: the cut came after the redaction.
  const std::string journal = slurp(dir + "/journal.jsonl");
  EXPECT_NE(journal.find(std::string(2000 - kKey.size() / 2, 'x') + "[REDACTED] tail"), std::string::npos);
  EXPECT_NE(journal.find("Authorization: Bearer [REDACTED]"), std::string::npos);
  const std::string detail = slurp(dir + "/detail.jsonl");
  EXPECT_NE(detail.find("Rating: [[Fully supported]] [REDACTED]"), std::string::npos) << detail;
  EXPECT_NE(detail.find("Rating: [[Relevant]] [REDACTED]"), std::string::npos) << detail;
  const std::string summary = slurp(dir + "/summary.json");
  EXPECT_NE(summary.find(std::string(300 - kKey.size() / 2, 'x') + "[REDACTED] tail"), std::string::npos) << summary;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace citeval::llm

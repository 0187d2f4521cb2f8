// Runs the real `citeval judge` executable on small inputs and checks stdout, stderr and the
// exit code exactly.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

std::string citeval_binary() {
  if (const char* env = std::getenv("CITEVAL_CLI")) return env;  // for out-of-tree runs
  return std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval";
}

class CliJudge : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("citeval_cli_judge_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  void write(const std::string& name, const std::string& content) const {
    std::ofstream(path(name), std::ios::binary) << content;
  }
  static std::string read(const std::string& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }

  // Runs `citeval ARGS < input`; returns the exit code and fills out_/err_.
  int run(const std::string& args, const std::string& input) {
    write("stdin", input);
    std::string cmd = citeval_binary() + " " + args + " < " + path("stdin") + " > " +
                      path("stdout") + " 2> " + path("stderr");
    int status = std::system(cmd.c_str());
    out_ = read(path("stdout"));
    err_ = read(path("stderr"));
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

  std::filesystem::path dir_;
  std::string out_, err_;
};

const char kTable[] =
    "{\"premise\": \"Paris is in France.\", \"hypothesis\": \"Paris is French.\", \"label\": 1}\n"
    "{\"premise\": \"Paris is in France.\", \"hypothesis\": \"Paris is German.\", \"prob\": 0.25}\n";

TEST_F(CliJudge, AddsProbAndLabelKeepsFieldsAndReportsBadLines) {
  write("t.jsonl", kTable);
  const std::string input =
      "{\"id\": \"a\", \"premise\": \"Paris is in France.\", \"hypothesis\": \"Paris is French.\"}\n"
      "{\"premise\": \"Paris is in France.\"\n"
      "\n"
      "{\"premise\": \"Paris is in France.\", \"hypothesis\": \"Paris is German.\", \"z\": [1]}\n"
      "{\"premise\": \"Paris is in France.\", \"hypothesis\": 7}\n"
      "{\"hypothesis\": \"Paris is big.\", \"premise\": \"Paris is in France.\"}\n"
      "{\"id\": \"a2\", \"premise\": \"Paris is in France.\", \"hypothesis\": \"Paris is French.\"}\n";
  int rc = run("judge --judge table:" + path("t.jsonl") + " --retries 0", input);
  EXPECT_EQ(rc, 1);
  // One output line per input line: a malformed line gives {line, error}, a blank one a blank one.
  EXPECT_EQ(out_,
            "{\"id\":\"a\",\"premise\":\"Paris is in France.\",\"hypothesis\":\"Paris is "
            "French.\",\"prob\":1.0,\"label\":1}\n"
            "{\"line\":2,\"error\":\"<stdin>:2: bad JSON: syntax error while parsing object - unexpected end of "
            "input; expected '}'\"}\n"
            "\n"
            "{\"premise\":\"Paris is in France.\",\"hypothesis\":\"Paris is "
            "German.\",\"z\":[1],\"prob\":0.25,\"label\":0}\n"
            "{\"line\":5,\"error\":\"<stdin>:5: field 'hypothesis': must be a string\"}\n"
            "{\"hypothesis\":\"Paris is big.\",\"premise\":\"Paris is in France.\",\"error\":\"pair "
            "not in table " + path("t.jsonl") + "\"}\n"
            "{\"id\":\"a2\",\"premise\":\"Paris is in France.\",\"hypothesis\":\"Paris is "
            "French.\",\"prob\":1.0,\"label\":1}\n");
  EXPECT_NE(err_.find("citeval judge: <stdin>:2: bad JSON: "), std::string::npos) << err_;
  EXPECT_NE(err_.find("citeval judge: <stdin>:5: field 'hypothesis': must be a string\n"),
            std::string::npos)
      << err_;
  EXPECT_NE(err_.find("citeval judge: <stdin>:6: pair not in table " + path("t.jsonl") + "\n"),
            std::string::npos)
      << err_;
  EXPECT_NE(err_.find("citeval judge: 6 lines: 3 judged, 1 judge errors, 2 malformed; judge "
                      "table:sha256="),
            std::string::npos)
      << err_;
  EXPECT_NE(err_.find("requests=4 unique=3 memo_hits=1 cache_hits=0 judged=3 (1 calls) "
                      "retries=0 errors=1 (first: pair not in table " + path("t.jsonl") + ")\n"),
            std::string::npos)
      << err_;
  EXPECT_EQ(err_.find("approximation"), std::string::npos) << err_;
}

TEST_F(CliJudge, CacheMakesARerunFree) {
  write("t.jsonl", kTable);
  const std::string input =
      "{\"premise\": \"Paris is in France.\", \"hypothesis\": \"Paris is French.\"}\n"
      "{\"premise\": \"Paris is in France.\", \"hypothesis\": \"Paris is German.\"}\n";
  const std::string args =
      "judge --judge table:" + path("t.jsonl") + " --cache " + path("cache.db");
  ASSERT_EQ(run(args, input), 0) << err_;
  const std::string first = out_;
  EXPECT_NE(err_.find("cache_hits=0 judged=2 (1 calls) retries=0 errors=0 cache_writes=2\n"),
            std::string::npos)
      << err_;
  ASSERT_EQ(run(args, input), 0) << err_;
  EXPECT_EQ(out_, first);
  EXPECT_NE(err_.find("cache_hits=2 judged=0 (0 calls)"), std::string::npos) << err_;
}

TEST_F(CliJudge, LexicalIsTheDefaultAndSaysItIsAnApproximation) {
  ASSERT_EQ(run("judge", "{\"premise\": \"Paris is in France.\", \"hypothesis\": \"Paris is in "
                         "France.\"}\n"),
            0)
      << err_;
  EXPECT_EQ(out_,
            "{\"premise\":\"Paris is in France.\",\"hypothesis\":\"Paris is in France.\","
            "\"prob\":1.0,\"label\":1,\"approximate\":true}\n");
  EXPECT_NE(err_.find("citeval judge: note: judge 'lexical:"), std::string::npos) << err_;
  EXPECT_NE(err_.find("(approximation)"), std::string::npos) << err_;
}

TEST_F(CliJudge, AlignSaysWhyInTheRationale) {
  ASSERT_EQ(run("judge --judge align",
                "{\"premise\": \"Refunds are accepted within 30 days.\", \"hypothesis\": \"Refunds are "
                "accepted within 60 days.\"}\n"),
            0)
      << err_;
  EXPECT_EQ(out_,
            "{\"premise\":\"Refunds are accepted within 30 days.\",\"hypothesis\":\"Refunds are accepted "
            "within 60 days.\",\"prob\":0.522,\"label\":0,\"approximate\":true,\"rationale\":"
            "\"number_mismatch: 60 vs 30; low_coverage: 0.67\"}\n");
  EXPECT_NE(err_.find("citeval judge: note: judge 'align:v95:"), std::string::npos) << err_;
}

TEST_F(CliJudge, BadUsageExitsWithTwo) {
  EXPECT_EQ(run("judge --judge magic", ""), 2);
  // The executable lists the judge library's kinds and those the model and llm components add.
  EXPECT_EQ(err_,
            "citeval judge: unknown judge 'magic'; known judges: align, calibrated:FILE, embed[:DIR], "
            "lexical, llm-continuous:MODEL, llm-discrete:MODEL, llm-need-citation:MODEL, "
            "llm-relevance:MODEL, llm-support:MODEL, llm:MODEL, nli:DIR, table:FILE\n");
  EXPECT_EQ(run("judge --judge table:" + path("missing.jsonl"), ""), 2);
  EXPECT_EQ(err_, "citeval judge: " + path("missing.jsonl") + ": cannot open the judge table\n");
  EXPECT_EQ(run("judge --cache " + dir_.string(), ""), 2);
  EXPECT_EQ(err_, "citeval judge: " + dir_.string() + ": --cache: cannot write: is a directory\n");
}

}  // namespace

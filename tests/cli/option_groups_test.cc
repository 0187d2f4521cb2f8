// The judge and LLM option groups are the same on eval, judge, meta and calibrate: every command
// that takes an llm: judge takes the --llm-* endpoint options, and the batch option has both
// spellings (--batch-size, --judge-batch) everywhere.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const std::string kShared = CITEVAL_SHARED_DIR;
const std::string kAsqa = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json";
// An endpoint where nothing listens: the options are accepted and used (the judge fails).
const std::string kLlm = " --judge llm:m --llm-base-url http://127.0.0.1:9/v1 --llm-max-attempts 1 --retries 0";

TEST(OptionGroups, EveryCommandTakesTheLlmEndpointOptions) {
  CliRun r = run_cli_command("echo '{\"premise\": \"a\", \"hypothesis\": \"b\"}' | " + std::string(CITEVAL_BINARY_DIR) +
                             "/src/cli/citeval judge" + kLlm + " --judge-batch 8 --no-cache");
  EXPECT_EQ(r.status, 1) << r.err;  // a judge error, not a usage error (2)
  EXPECT_NE(r.out.find("\"error\""), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("127.0.0.1 port 9"), std::string::npos) << r.err;
  const std::string labels = " --labels " + kShared + "/data/labels/wice/claim_dev.jsonl --limit 1 -q";
  // meta: a judge that decided no pair fails the run (it used to exit 0 with undefined figures).
  r = run_cli("meta" + labels + kLlm + " --judge-batch 8 --no-cache --bootstrap 0");
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(r.err.find("citeval meta: judge llm:m: every pair failed, its figures are undefined (first error: "),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("127.0.0.1 port 9"), std::string::npos) << r.err;
  // calibrate has no --limit: two WiCE records, taken from the shared data at test time.
  const std::string two_file = testing::TempDir() + "citeval_wice_two_" + std::to_string(getpid()) + ".jsonl";
  ASSERT_EQ(run_cli_command("head -2 " + kShared + "/data/labels/wice/claim_dev.jsonl > " + two_file).status, 0);
  const std::string two = " --labels " + two_file + " -q";
  r = run_cli("calibrate" + two + kLlm + " --batch-size 8");
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(r.err.find("the judge decided no pair (LLM request failed: transport error"), std::string::npos) << r.err;
  // A bad endpoint list is refused by every command the same way.
  for (const std::string& cmd : {std::string("judge"), "meta" + labels, "calibrate" + two}) {
    r = run_cli(cmd + " --judge llm:m --llm-base-url ftp://x/v1 < /dev/null");
    EXPECT_EQ(r.status, 2) << cmd << "\n" << r.err;
    EXPECT_NE(r.err.find("must start with http:// or https://"), std::string::npos) << cmd << "\n" << r.err;
  }
  std::remove(two_file.c_str());
}

TEST(OptionGroups, BothBatchSpellingsOnEval) {
  for (const char* flag : {"--batch-size", "--judge-batch"}) {
    CliRun r = run_cli("eval alce " + kAsqa + " --judge lexical -q --json " + flag + " 2");
    EXPECT_EQ(r.status, 0) << flag << "\n" << r.err;
  }
}

}  // namespace

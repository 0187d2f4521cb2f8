// "-" means standard input for every file input: eval (all benchmarks), meta --labels/--scores
// and calibrate --labels read it as they read a file, and errors name "<stdin>".
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>

#include "cli_run.h"

namespace {

const std::string kExe = std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval";
const std::string kExamples = std::string(CITEVAL_SOURCE_DIR) + "/examples";
const std::string kWice = std::string(CITEVAL_SHARED_DIR) + "/data/labels/wice/claim_dev.jsonl";

nlohmann::json without_input(nlohmann::json j) {
  j["citeval"].erase("input");
  return j;
}

TEST(StdinInput, EvalReadsStandardInputAsItReadsAFile) {
  const std::string file = kExamples + "/alce_asqa.json";
  CliRun a = run_cli("eval alce " + file + " --dataset asqa --judge lexical -q --json");
  CliRun b = run_cli_command("cat " + file + " | " + kExe + " eval alce - --dataset asqa --judge lexical -q --json");
  ASSERT_EQ(a.status, 0) << a.err;
  ASSERT_EQ(b.status, 0) << b.err;
  EXPECT_EQ(without_input(nlohmann::json::parse(b.out)), without_input(nlohmann::json::parse(a.out)));
  EXPECT_EQ(nlohmann::json::parse(b.out)["citeval"]["input"], "-");
  for (const std::string bench : {"aliice", "longbench-cite"}) {
    const std::string in = kExamples + (bench == "aliice" ? "/alce_asqa.json" : "/longbench_cite.jsonl");
    const std::string extra = bench == "aliice" ? "" : " --need-citation-judge always";
    a = run_cli("eval " + bench + " -i " + in + " --judge lexical -q --json" + extra);
    b = run_cli_command("cat " + in + " | " + kExe + " eval " + bench + " -i - --judge lexical -q --json" + extra);
    ASSERT_EQ(a.status, 0) << a.err;
    ASSERT_EQ(b.status, 0) << bench << "\n" << b.err;
    auto ja = without_input(nlohmann::json::parse(a.out)), jb = without_input(nlohmann::json::parse(b.out));
    ja["citeval"].erase("input_fingerprint");
    jb["citeval"].erase("input_fingerprint");
    EXPECT_EQ(jb, ja) << bench;
  }
}

TEST(StdinInput, ErrorsNameStandardInput) {
  CliRun r = run_cli_command("echo '{bad' | " + kExe + " eval alce - --dataset asqa -q");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err.rfind("citeval eval: <stdin>: no item to evaluate", 0), 0u) << r.err;
  EXPECT_EQ(r.err.find("citeval-stdin-"), std::string::npos) << r.err;  // never the temporary file
}

TEST(StdinInput, MetaAndCalibrateReadLabelsAndScoresFromStandardInput) {
  CliRun a = run_cli("meta --labels " + kWice + " --judge lexical --limit 20 -q --bootstrap 0");
  CliRun b = run_cli_command("cat " + kWice + " | " + kExe + " meta --labels - --judge lexical --limit 20 -q --bootstrap 0");
  ASSERT_EQ(a.status, 0) << a.err;
  ASSERT_EQ(b.status, 0) << b.err;
  // The same tables; only the file's name in the heading differs.
  EXPECT_EQ(b.out.substr(b.out.find("Table 2")), a.out.substr(a.out.find("Table 2")));
  CliRun c = run_cli_command("head -40 " + kWice + " | " + kExe + " calibrate --labels - --judge lexical -q");
  EXPECT_EQ(c.status, 0) << c.err;
  EXPECT_EQ(nlohmann::json::parse(c.out)["data"]["labels"], "-") << c.out;
}

}  // namespace

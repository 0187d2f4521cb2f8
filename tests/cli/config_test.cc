// `citeval --config FILE`: options from TOML or JSON, flags win, unknown keys refused.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace {

class ConfigCli : public CliTempDirTest {
 protected:
  void SetUp() override {
    CliTempDirTest::SetUp();
    // A table judge that says 0.25 for the pair, where lexical says 1.0.
    write("table.jsonl", R"({"premise": "Paris is in France.", "hypothesis": "Paris is in France.", "prob": 0.25})" "\n");
    write("pair.jsonl", R"({"premise": "Paris is in France.", "hypothesis": "Paris is in France."})" "\n");
  }
  CliRun judge(const std::string& args) { return run_cli(args + " < " + path("pair.jsonl")); }
};

TEST_F(ConfigCli, TomlSectionSetsACommandsOptions) {
  write("c.toml", "[judge]\njudge = \"table:" + path("table.jsonl") + "\"\n");
  for (const std::string& args : {"judge --config " + path("c.toml"), "--config " + path("c.toml") + " judge"}) {
    CliRun r = judge(args);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("\"prob\":0.25"), std::string::npos) << args << "\n" << r.out;
  }
}

TEST_F(ConfigCli, JsonWorksTooAndFlagsWin) {
  write("c.json", "{\"judge\": {\"judge\": \"table:" + path("table.jsonl") + "\", \"retries\": 0}}\n");
  CliRun r = judge("judge --config " + path("c.json"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\"prob\":0.25"), std::string::npos) << r.out;
  r = judge("judge --config " + path("c.json") + " --judge lexical");  // the flag wins
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\"prob\":1.0"), std::string::npos) << r.out;
}

TEST_F(ConfigCli, UnknownKeysAndBadFilesAreRefused) {
  write("typo.toml", "[judge]\njudgee = \"lexical\"\n");
  CliRun r = judge("judge --config " + path("typo.toml"));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "citeval: --config: no command has an option 'judge.judgee' (keys are long option names without "
            "'--', in a [command] section)\n");
  write("bad.json", "{\"judge\": {\"judge\": \"lexical\",\n \"retries\": }}\n");
  r = judge("judge --config " + path("bad.json"));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "citeval: --config: line 2: invalid JSON\n");
  write("nested.json", "{\"judge\": {\"judge\": {\"x\": [[1]]}}}\n");
  r = judge("judge --config " + path("nested.json"));
  EXPECT_EQ(r.status, 2) << r.err;
  r = judge("judge --config " + path("missing.toml"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("missing.toml"), std::string::npos) << r.err;
}

// `citeval eval alce`: [eval.alce] sets its options and wins over [eval] (keys for whichever
// benchmark runs); a flag wins over both. The older spelling reads the same sections.
TEST_F(ConfigCli, EvalBenchmarkSectionsAndPrecedence) {
  const std::string asqa = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json";
  write("c.toml", "[eval]\njudge = \"lexical\"\nat-most-citations = 1\njson = true\n\n[eval.alce]\n"
                  "at-most-citations = 2\n");
  write("c.json", R"({"eval": {"judge": "lexical", "at-most-citations": 1, "json": true, "alce": {"at-most-citations": 2}}})");
  auto at_most = [](const CliRun& r) { return nlohmann::json::parse(r.out)["citeval"]["at_most_citations"]; };
  for (const std::string& file : {path("c.toml"), path("c.json")}) {
    SCOPED_TRACE(file);
    CliRun r = run_cli("eval alce " + asqa + " -q --config " + file);  // json = true from [eval]
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(at_most(r), 2);  // [eval.alce] over [eval]
    CliRun f = run_cli("--config " + file + " eval alce " + asqa + " -q --at-most-citations 0");
    ASSERT_EQ(f.status, 0) << f.err;
    EXPECT_EQ(at_most(f), 0);  // the flag over both
    CliRun old = run_cli("eval " + asqa + " -q --config " + file);
    ASSERT_EQ(old.status, 0) << old.err;
    EXPECT_EQ(old.out, r.out);
    EXPECT_EQ(old.err, "citeval eval: note: 'citeval eval' without a benchmark is deprecated; use 'citeval eval alce ...'\n");
  }
  // Only [eval]: it applies to the benchmark that runs.
  write("only.toml", "[eval]\nat-most-citations = 1\njson = true\n");
  CliRun r = run_cli("eval alce " + asqa + " -q --judge lexical --config " + path("only.toml"));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(at_most(r), 1);
}

TEST_F(ConfigCli, EvalKeysTheRunningBenchmarkLacksAreRefused) {
  const std::string preds = std::string(CITEVAL_SOURCE_DIR) + "/examples/longbench_cite.jsonl";
  write("c.toml", "[eval]\ndataset = \"asqa\"\n");
  CliRun r = run_cli("eval longbench-cite " + preds + " --judge lexical -q --config " + path("c.toml"));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "citeval: --config: no command has an option 'eval.longbench-cite.dataset' (keys are long option names "
            "without '--', in a [command] section)\n");
  write("alce.toml", "[eval.alce]\nsupport-judge = \"lexical\"\n");
  r = run_cli("eval alce " + preds + " -q --config " + path("alce.toml"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("'eval.alce.support-judge'"), std::string::npos) << r.err;
  // Another command runs: an [eval] key of some benchmark is fine, a key of none is refused.
  EXPECT_EQ(judge("judge --judge lexical --config " + path("c.toml")).status, 0);
  write("typo.toml", "[eval]\ndatasett = \"asqa\"\n");
  r = judge("judge --judge lexical --config " + path("typo.toml"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("'eval.datasett'"), std::string::npos) << r.err;
}

}  // namespace

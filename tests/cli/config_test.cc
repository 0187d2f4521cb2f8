// `citeval --config FILE`: options from TOML or JSON, flags win, unknown keys refused.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

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

}  // namespace

// `--reference` on every benchmark: its help says at the top which mode is the default and what
// --reference sets; a run with it gives the figures of the options it sets and says so (summary
// `citeval.reference`, a line under the table); an option that contradicts it is refused before
// any work (exit 2); a --config key does the same as the flag; without it nothing changes.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace {

const std::string kExamples = std::string(CITEVAL_SOURCE_DIR) + "/examples/";
const std::string kAsqa = kExamples + "alce_asqa.json";
const std::string kEli5 = kExamples + "alce_eli5.json";
const std::string kLongcite = kExamples + "longbench_cite.jsonl";

struct Benchmark {
  std::string name, args;               // the run, without --reference
  std::vector<std::string> sets;        // what --reference sets, as the summary lists it
  std::string flags;                    // the same options as flags
};

const Benchmark kBenchmarks[] = {
    {"alce", kEli5 + " --judge lexical", {"--citation-syntax alce", "--no-claims"}, "--citation-syntax alce --no-claims"},
    {"aliice", kAsqa + " --judge lexical --parse-threads 1",
     {"--no-truncate", "--aliice-reference-units", "--at-most-citations 0", "--aliice-reference-code"},
     "--no-truncate --aliice-reference-units --at-most-citations 0 --aliice-reference-code"},
    {"longbench-cite", kLongcite + " --judge lexical --need-citation-judge always", {"--reference-aggregation"},
     "--reference-aggregation"},
};

nlohmann::json without_reference(nlohmann::json summary) {
  summary["citeval"].erase("reference");
  return summary;
}

class ReferenceMode : public CliTempDirTest {};

TEST(ReferenceModeHelp, TheTopOfEachHelpSaysTheDefaultAndWhatReferenceSets) {
  for (const auto& b : kBenchmarks) {
    SCOPED_TRACE(b.name);
    CliRun r = run_cli("eval " + b.name + " --help");
    ASSERT_EQ(r.status, 0) << r.err;
    const std::string top = r.out.substr(0, r.out.find("Usage:") == 0 ? r.out.find("Options:") : r.out.find("Usage:"));
    EXPECT_NE(top.find("Default: "), std::string::npos) << r.out;
    EXPECT_NE(top.find("--reference: sets " + b.flags), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("--reference "), std::string::npos) << r.out;  // the option itself
  }
}

TEST_F(ReferenceMode, EachBenchmarkGivesTheFiguresOfTheOptionsItSetsAndSaysSo) {
  for (const auto& b : kBenchmarks) {
    SCOPED_TRACE(b.name);
    CliRun ref = run_cli("eval " + b.name + " " + b.args + " --reference -q --json");
    CliRun flags = run_cli("eval " + b.name + " " + b.args + " " + b.flags + " -q --json");
    CliRun plain = run_cli("eval " + b.name + " " + b.args + " -q --json");
    ASSERT_EQ(ref.status, 0) << ref.err;
    ASSERT_EQ(flags.status, 0) << flags.err;
    ASSERT_EQ(plain.status, 0) << plain.err;
    const auto r = nlohmann::json::parse(ref.out), f = nlohmann::json::parse(flags.out),
               p = nlohmann::json::parse(plain.out);
    EXPECT_EQ(r["citeval"]["reference"], nlohmann::json(b.sets));
    EXPECT_EQ(without_reference(r), f);
    EXPECT_FALSE(f["citeval"].contains("reference"));
    EXPECT_FALSE(p["citeval"].contains("reference"));
    EXPECT_NE(r, p);  // each example has something --reference changes
    CliRun table = run_cli("eval " + b.name + " " + b.args + " --reference -q");
    ASSERT_EQ(table.status, 0) << table.err;
    EXPECT_NE(table.out.find("reference scorer's behaviour (--reference): " + b.flags + "\n"), std::string::npos)
        << table.out;
    CliRun plain_table = run_cli("eval " + b.name + " " + b.args + " -q");
    EXPECT_EQ(plain_table.out.find("--reference"), std::string::npos) << plain_table.out;
  }
}

TEST_F(ReferenceMode, AKeyInAConfigFileIsTheFlag) {
  {
    std::ofstream f(path("run.toml"));
    f << "[eval]\nreference = true\n";
  }
  CliRun conf = run_cli("--config " + path("run.toml") + " eval aliice " + kAsqa +
                        " --judge lexical --parse-threads 1 -q --json");
  CliRun flag = run_cli("eval aliice " + kAsqa + " --judge lexical --parse-threads 1 --reference -q --json");
  ASSERT_EQ(conf.status, 0) << conf.err;
  EXPECT_EQ(conf.out, flag.out);
}

TEST(ReferenceModeOptions, AContradictingOptionIsAUsageErrorBeforeAnyWork) {
  struct Case {
    std::string args, names;
  };
  const Case cases[] = {
      {"alce " + kAsqa + " --citation-syntax all", "--citation-syntax other than alce"},
      {"alce " + kAsqa + " --dedupe-citations", "--dedupe-citations"},
      {"aliice " + kAsqa + " --at-most-citations 3", "--at-most-citations other than 0"},
      {"aliice " + kAsqa + " --dedupe-citations", "--dedupe-citations"},
      {"longbench-cite " + kLongcite + " --need-citation-judge always --relevance-judge llm-relevance:m",
       "--relevance-judge llm-relevance:... without reference_relevance=1"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.args);
    CliRun r = run_cli("eval " + c.args + " --reference --judge lexical -q");
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("--reference reproduces"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("it contradicts: " + c.names), std::string::npos) << r.err;
  }
  // Options with --reference's own values are no contradiction.
  for (const std::string& args : {"alce " + kAsqa + " --citation-syntax alce --no-claims",
                                  "aliice " + kAsqa + " --at-most-citations 0 --no-truncate --parse-threads 1",
                                  "longbench-cite " + kLongcite + " --need-citation-judge always --reference-aggregation"}) {
    CliRun r = run_cli("eval " + args + " --reference --judge lexical -q");
    EXPECT_EQ(r.status, 0) << args << "\n" << r.err;
  }
}

}  // namespace

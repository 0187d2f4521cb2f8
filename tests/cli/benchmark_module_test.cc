// `citeval eval --benchmark-module PATH NAME ...`: the toy benchmark of tests/benchmarks, built as a
// benchmark module, runs from the command line as from C++ and Python, with its own option
// (max_words) and no other benchmark's.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace {

const std::string kToy = CITEVAL_TOY_MODULE;

// Hits at positions 0, 2 and 4 (4, 3 and 2 words); position 3 is malformed (its answer is no string).
const std::string kItems =
    "{\"answer\": \"Paris is the capital\", \"gold\": \"Paris\"}\n"
    "{\"answer\": \"Lyon\", \"gold\": \"Paris\"}\n"
    "{\"answer\": \"it is 42\", \"gold\": \"42\"}\n"
    "{\"answer\": 7}\n"
    "{\"answer\": \"blue sky\", \"gold\": \"sky\"}\n";

class BenchmarkModule : public CliTempDirTest {};

TEST_F(BenchmarkModule, TheToyRunsFromTheCommandLine) {
  const std::string in = write("toy.jsonl", kItems);
  CliRun r = run_cli("eval --benchmark-module " + kToy + " toy --input " + in + " --json -q");
  ASSERT_EQ(r.status, 0) << r.err;
  const nlohmann::json s = nlohmann::json::parse(r.out);
  EXPECT_EQ(s["hit_rate"], 75.0);
  EXPECT_EQ(s["items"], 4);
  EXPECT_EQ(s["citeval"]["benchmark"], "toy");
  EXPECT_EQ(s["citeval"]["items_skipped"], 1);
  // The table, and the detail records, one an item.
  CliRun table = run_cli("eval --benchmark-module=" + kToy + " toy " + in + " -q --detail " + path("d.jsonl"));
  ASSERT_EQ(table.status, 0) << table.err;
  EXPECT_EQ(table.out, "hit_rate 75.0 of 4 items\n");
  std::ifstream detail(path("d.jsonl"));
  std::string line;
  std::size_t records = 0;
  while (std::getline(detail, line)) {
    const nlohmann::json j = nlohmann::json::parse(line);
    if (j.contains("hit")) ++records;
  }
  EXPECT_EQ(records, 4u);
}

TEST_F(BenchmarkModule, ItsOwnOptionIsAFlagAndNoOtherBenchmarksIs) {
  const std::string in = write("toy.jsonl", kItems);
  // max_words is the toy's own: "Paris is the capital" (4 words) is no hit with 3.
  CliRun r = run_cli("eval --benchmark-module " + kToy + " toy " + in + " --max-words 3 --json -q");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["hit_rate"], 50.0);
  CliRun help = run_cli("eval --benchmark-module " + kToy + " toy --help");
  ASSERT_EQ(help.status, 0) << help.err;
  EXPECT_NE(help.out.find("--max-words"), std::string::npos) << help.out;
  EXPECT_NE(help.out.find("--judge"), std::string::npos) << help.out;  // every benchmark's
  EXPECT_EQ(help.out.find("--dataset"), std::string::npos) << help.out;
  CliRun other = run_cli("eval --benchmark-module " + kToy + " toy " + in + " --dataset asqa -q");
  EXPECT_EQ(other.status, 2) << other.err;
  EXPECT_NE(other.err.find("--dataset"), std::string::npos) << other.err;
}

TEST_F(BenchmarkModule, AModuleThatCannotBeLoadedIsAUsageError) {
  const std::string in = write("toy.jsonl", kItems);
  CliRun missing = run_cli("eval --benchmark-module /nonexistent/libx.so toy " + in);
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.err.rfind("citeval eval: --benchmark-module: /nonexistent/libx.so: cannot load the benchmark "
                              "module: ", 0),
            0u)
      << missing.err;
  CliRun bare = run_cli("eval --benchmark-module");
  EXPECT_EQ(bare.status, 2);
  EXPECT_EQ(bare.err, "citeval eval: --benchmark-module needs a value: the module's path\n");
}

}  // namespace

// End-to-end tests of `citeval eval` (the real binary) on a hand-written fixture with the table
// judge, where every number is computed by hand, and on the bundled example.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli_run.h"

namespace {

namespace fs = std::filesystem;

nlohmann::json read_json(const fs::path& p) {
  std::ifstream in(p);
  return nlohmann::json::parse(in);
}

std::string data(const std::string& name) { return std::string(CITEVAL_TEST_DATA) + "/cli/" + name; }

TEST(CliEvalTest, HandComputedScoresWithTableJudge) {
  fs::path dir = fs::path(testing::TempDir()) / "cli_eval_table";
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::string common = "eval --benchmark alce --dataset asqa --input " + data("asqa_small.json") +
                       " --judge table:" + data("asqa_small_table.jsonl") + " --cache " +
                       (dir / "cache.sqlite").string() + " --output " + (dir / "score.json").string() +
                       " --detail " + (dir / "detail.jsonl").string();
  CliRun r = run_cli(common);
  ASSERT_EQ(r.status, 0) << r.err;
  auto s = read_json(dir / "score.json");
  // Item 1: both statements supported (recall 1); 3 citations, [2] of "It is the capital [1][2]"
  // is irrelevant (alone 0.2 < 0.5, the rest supports) -> precision 2/3. Item 2 cites [3] of one
  // document: out of range -> recall 0, no citations -> precision 0. Item 3 is malformed.
  EXPECT_DOUBLE_EQ(s["citation_rec"].get<double>(), 50.0);
  EXPECT_NEAR(s["citation_prec"].get<double>(), 100.0 / 3, 1e-12);
  EXPECT_DOUBLE_EQ(s["str_em"].get<double>(), 50.0);
  EXPECT_DOUBLE_EQ(s["str_hit"].get<double>(), 50.0);
  EXPECT_DOUBLE_EQ(s["length"].get<double>(), (8 + 2) / 2.0);
  EXPECT_EQ(s["citeval"]["items_skipped"].get<int>(), 1);
  EXPECT_EQ(s["citeval"]["items_evaluated"].get<int>(), 2);
  EXPECT_FALSE(s["citeval"]["judge_approximation"].get<bool>());
  EXPECT_NE(s["citeval"]["skipped"][0]["error"].get<std::string>().find("data[2].output"), std::string::npos);
  EXPECT_NE(r.err.find("skipped 1 malformed item"), std::string::npos) << r.err;
  // 5 distinct pairs asked of the judge (4 table rows; the rest of [2] is the [1]-alone pair).
  EXPECT_EQ(s["citeval"]["judge_stats"]["judged"].get<int>(), 4);

  // The detail: one line per item with statements, offsets and decisions.
  std::ifstream detail(dir / "detail.jsonl");
  std::string line;
  std::getline(detail, line);
  auto d = nlohmann::json::parse(line);
  EXPECT_EQ(d["output"], "Paris is in France [1]. It is the capital [1][2].");
  ASSERT_EQ(d["statements"].size(), 2u);
  EXPECT_EQ(d["statements"][1]["begin"], 24);
  EXPECT_EQ(d["statements"][1]["hypothesis"], "It is the capital.");
  EXPECT_EQ(d["statements"][1]["citations"][1]["relevant"], false);
  EXPECT_DOUBLE_EQ(d["statements"][1]["citations"][1]["alone"]["prob"].get<double>(), 0.2);

  // A rerun answers everything from the persistent cache: zero judge calls.
  CliRun again = run_cli(common);
  ASSERT_EQ(again.status, 0) << again.err;
  auto s2 = read_json(dir / "score.json");
  EXPECT_EQ(s2["citeval"]["judge_stats"]["judged"].get<int>(), 0);
  EXPECT_EQ(s2["citeval"]["judge_stats"]["cache_hits"].get<int>(), 4);
  EXPECT_DOUBLE_EQ(s2["citation_prec"].get<double>(), s["citation_prec"].get<double>());
}

TEST(CliEvalTest, MissingTablePairIsAJudgeErrorNotAFailure) {
  fs::path dir = fs::path(testing::TempDir()) / "cli_eval_missing";
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::path table = dir / "partial.jsonl";
  std::ofstream(table) << R"({"premise": "Title: Paris\nParis is the capital of France.", "hypothesis": "Paris is in France.", "label": 1})"
                       << "\n";
  CliRun r = run_cli("eval --benchmark alce --dataset asqa --no-rouge --input " + data("asqa_small.json") +
              " --judge table:" + table.string() + " --retries 0 --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto s = nlohmann::json::parse(r.out);
  // Item 1 lacks a decision for its second statement: left out; item 2 needs no judge.
  EXPECT_EQ(s["citeval"]["citation_judge_error_items"].get<int>(), 1);
  EXPECT_DOUBLE_EQ(s["citation_rec"].get<double>(), 0.0);
  EXPECT_FALSE(s.contains("rougeLsum"));
}

TEST(CliEvalTest, MalformedFileAndBadOptionsAreClearErrors) {
  fs::path bad = fs::path(testing::TempDir()) / "broken_asqa.json";
  std::ofstream(bad) << "{\"data\": [\n  {\"output\": \"x\",\n   \"docs\": [}\n]}";
  CliRun r = run_cli("eval --dataset asqa --input " + bad.string());
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find(bad.string() + ":3"), std::string::npos) << r.err;
  CliRun r2 = run_cli("eval --dataset nosuch --input " + data("asqa_small.json"));
  EXPECT_EQ(r2.status, 1);
  EXPECT_NE(r2.err.find("unknown ALCE dataset 'nosuch'"), std::string::npos) << r2.err;
  CliRun r3 = run_cli("eval --input " + data("asqa_small.json") + " --judge nosuch");
  EXPECT_EQ(r3.status, 1);
  EXPECT_NE(r3.err.find("nosuch"), std::string::npos) << r3.err;
}

TEST(CliEvalTest, BundledExamplesRunWithTheDefaultJudge) {
  for (std::string ds : {"asqa", "qampari", "eli5"}) {
    std::string input = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_" + ds + ".json";
    CliRun r = run_cli("eval --benchmark alce --input " + input + " --json");
    ASSERT_EQ(r.status, 0) << ds << ": " << r.err;
    auto s = nlohmann::json::parse(r.out);
    EXPECT_TRUE(s.contains("citation_rec")) << ds;
    EXPECT_TRUE(s.contains("citation_prec")) << ds;
    EXPECT_TRUE(s["citeval"]["judge_approximation"].get<bool>()) << ds;
    EXPECT_NE(s["citeval"]["judge_note"].get<std::string>().find("APPROXIMATION"), std::string::npos);
    EXPECT_GT(s["citeval"]["items_evaluated"].get<int>(), 0) << ds;
    EXPECT_EQ(s["citeval"]["items_skipped"].get<int>(), 0) << ds;
    if (ds == "asqa") {
      EXPECT_TRUE(s.contains("str_em"));
    } else if (ds == "qampari") {
      EXPECT_TRUE(s.contains("qampari_f1"));
    } else {
      EXPECT_TRUE(s.contains("claims_nli"));
    }
  }
}

}  // namespace

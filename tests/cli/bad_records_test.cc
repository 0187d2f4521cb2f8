// Every command skips a bad record, counts it and names it (file, line, field): meta (--labels in
// every format, --scores), calibrate --labels and claims (trees, CoNLL-U), whose output keeps an
// error line in the bad record's place. An input with no usable record is refused (exit 1).
// Also: meta's -o / --json / deprecated --json FILE, and the progress log lines of meta and judge.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using nlohmann::json;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

class BadRecords : public CliTempDirTest {};

// One record of each label format, and a bad one for the middle.
struct FormatCase {
  const char* format;
  std::string good1, bad, good2, field;  // `field`: what the error names
};

std::vector<FormatCase> format_cases() {
  return {
      {"plain", R"({"statement": "Paris is in France.", "passage": "Paris is the capital of France.", "label": 2})",
       R"({"statement": "Rome is in Italy.", "passage": "Rome.", "label": 7})",
       R"({"statement": "Bern is in Spain.", "passage": "Bern is in Switzerland.", "label": "none"})", "label"},
      {"wice",
       R"({"claim": "Paris is in France.", "evidence": ["Paris is in France.", "It is big."], "label": "supported", "supporting_sentences": [[0]]})",
       R"({"claim": "Rome is in Italy.", "evidence": ["Rome."], "label": "supported", "supporting_sentences": [[4]]})",
       R"({"claim": "Bern is in Spain.", "evidence": ["Bern is in Switzerland."], "label": "not_supported", "supporting_sentences": []})",
       "supporting_sentences[0][0]"},
      {"gensearch",
       R"({"statement": "Paris is in France.", "source_text": "Paris is in France.", "source_supports_statement": "complete_support", "source_localized_evidence": "Paris is in France."})",
       R"({"statement": "Rome is in Italy.", "source_text": 5, "source_supports_statement": "no_support"})",
       R"({"statement": "Bern is in Spain.", "source_text": "Bern is in Switzerland.", "source_supports_statement": "no_support"})",
       "source_text"},
      {"attributionbench",
       R"({"claim": "Paris is in France.", "references": ["Paris is in France."], "attribution_label": "attributable"})",
       R"({"claim": "Rome is in Italy.", "references": "Rome.", "attribution_label": "attributable"})",
       R"({"claim": "Bern is in Spain.", "references": ["Bern is in Switzerland."], "attribution_label": "not attributable"})",
       "references"},
  };
}

TEST_F(BadRecords, MetaSkipsABadLabelRecordInEveryFormat) {
  for (const auto& c : format_cases()) {
    const std::string labels = write(std::string(c.format) + ".jsonl", c.good1 + "\n" + c.bad + "\n" + c.good2 + "\n");
    CliRun r = run_cli("meta --labels " + labels + " --judge lexical --bootstrap 0 -q --json");
    ASSERT_EQ(r.status, 0) << c.format << "\n" << r.err;
    const std::string error = labels + ":2: field '" + c.field + "': ";
    EXPECT_NE(r.err.find("citeval meta: skipped: " + error), std::string::npos) << c.format << "\n" << r.err;
    EXPECT_NE(r.err.find("citeval meta: skipped 1 bad record(s) in all\n"), std::string::npos) << r.err;
    const json j = json::parse(r.out);
    EXPECT_EQ(j["labels"]["format"], c.format);
    EXPECT_EQ(j["labels"]["records"], 2) << c.format;
    EXPECT_EQ(j["labels"]["statements"], 2) << c.format;
    EXPECT_EQ(j["labels"]["records_skipped"], 1) << c.format;
    ASSERT_EQ(j["labels"]["skipped"].size(), 1u) << c.format;
    EXPECT_EQ(j["labels"]["skipped"][0].get<std::string>().rfind(error, 0), 0u) << j["labels"]["skipped"];
  }
}

TEST_F(BadRecords, MetaRefusesLabelsWithoutAUsableRecord) {
  const std::string bad = write("bad.jsonl", "{oops\n" R"({"statement": "s", "passage": "p", "label": 9})" "\n");
  CliRun r = run_cli("meta --labels " + bad + " --judge lexical -q");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("citeval meta: " + bad + ": every record (2) is malformed; first: " + bad + ":1: malformed JSON: "),
            std::string::npos)
      << r.err;
  EXPECT_EQ(r.err.find("json.exception"), std::string::npos) << r.err;
  r = run_cli("meta --labels " + write("empty.jsonl", "\n\n") + " --judge lexical -q");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("empty.jsonl: no record to read"), std::string::npos) << r.err;
}

TEST_F(BadRecords, MetaJudgeThatFailedOnSomePairsIsPartialAndFailsTheRunUnlessAccepted) {
  // A table judge lacking 2 of the 5 pairs: its figures are on 3 pairs, lexical's on 5. That is
  // said on stderr (the judge by its display name, the error with the table's path) and fails the run (exit 1) unless --max-judge-error-rate accepts 0.4.
  const std::string labels = write("labels.jsonl",
                                   "{\"passage\": \"The sky is blue.\", \"statement\": \"The sky is blue.\", \"label\": \"full\"}\n"
                                   "{\"passage\": \"The sky is blue.\", \"statement\": \"Grass is green.\", \"label\": \"no\"}\n"
                                   "{\"passage\": \"Cats purr.\", \"statement\": \"Cats purr loudly.\", \"label\": \"partial\"}\n"
                                   "{\"passage\": \"Dogs bark.\", \"statement\": \"Dogs bark.\", \"label\": \"full\"}\n"
                                   "{\"passage\": \"Dogs bark.\", \"statement\": \"Fish fly.\", \"label\": \"no\"}\n");
  const std::string table = write("table.jsonl",
                                  "{\"premise\": \"The sky is blue.\", \"hypothesis\": \"The sky is blue.\", \"prob\": 0.9}\n"
                                  "{\"premise\": \"The sky is blue.\", \"hypothesis\": \"Grass is green.\", \"prob\": 0.1}\n"
                                  "{\"premise\": \"Cats purr.\", \"hypothesis\": \"Cats purr loudly.\", \"prob\": 0.5}\n");
  const std::string cmd = "meta --labels " + labels + " --judge table:" + table + " --judge lexical --bootstrap 0 -q";
  CliRun r = run_cli(cmd + " -o " + path("m.json"));
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(r.err.find("citeval meta: ERROR: judge table:table.jsonl: its figures are partial: 2 of 5 pairs failed "
                       "and are left out (error rate 0.4 > --max-judge-error-rate 0: exit 1); first error: pair not in "
                       "table " + table),
            std::string::npos)
      << r.err;
  EXPECT_EQ(r.err.find("judge lexical:"), std::string::npos) << r.err;  // lexical judged every pair
  EXPECT_TRUE(std::filesystem::exists(path("m.json")));  // the report is still written
  r = run_cli(cmd + " --max-judge-error-rate 0.4");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("citeval meta: WARNING: judge table:table.jsonl: its figures are partial: 2 of 5 pairs failed "
                       "and are left out (error rate 0.4 <= --max-judge-error-rate 0.4, accepted)"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.out.find("3 pairs judged, 2 failed (left out)"), std::string::npos) << r.out;
  // calibrate fits on the pairs the judge decided: the same rule.
  const std::string cal = "calibrate --labels " + labels + " --judge table:" + table + " -q -o " + path("c.json");
  r = run_cli(cal);
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(r.err.find("citeval calibrate: ERROR: fitted on the pairs the judge decided: 2 of 5 pairs failed and are "
                       "left out (error rate 0.4 > --max-judge-error-rate 0: exit 1); first error: pair not in table " +
                       table),
            std::string::npos)
      << r.err;
  std::ifstream written(path("c.json"));
  EXPECT_EQ(nlohmann::json::parse(written)["data"]["judge_failures"], 2);
  r = run_cli(cal + " --max-judge-error-rate 0.4");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("citeval calibrate: WARNING: fitted on the pairs the judge decided: 2 of 5 pairs failed"),
            std::string::npos)
      << r.err;
}

TEST_F(BadRecords, MetaScoresSkipsABadLineAndRefusesAllBad) {
  const std::string good = write("good.jsonl",
                                 R"({"group": "a", "score": 0.9, "label": 2})" "\n"
                                 R"({"group": "a", "score": 0.1, "label": 0})" "\n");
  const std::string mixed = write("mixed.jsonl",
                                  R"({"group": "a", "score": 0.9, "label": 2})" "\n"
                                  R"({"group": "a", "score": "high", "label": 2})" "\n"
                                  R"({"group": "a", "score": 0.1, "label": 0})" "\n");
  CliRun a = run_cli("meta --scores " + good + " --bootstrap 0");
  CliRun b = run_cli("meta --scores " + mixed + " --bootstrap 0");
  ASSERT_EQ(a.status, 0) << a.err;
  ASSERT_EQ(b.status, 0) << b.err;
  json ja = json::parse(a.out), jb = json::parse(b.out);
  EXPECT_EQ(jb["scores"]["records"], 2);
  EXPECT_EQ(jb["scores"]["records_skipped"], 1);
  EXPECT_EQ(jb["scores"]["skipped"], json::array({mixed + ":2: field 'score': must be a number"}));
  EXPECT_EQ(ja["scores"]["records_skipped"], 0);
  EXPECT_FALSE(ja["scores"].contains("skipped"));
  // The figures are those of the good lines alone.
  ja.erase("scores");
  jb.erase("scores");
  EXPECT_EQ(jb, ja);
  CliRun c = run_cli("meta --scores " + write("bad.jsonl", R"({"group": "a", "score": 1})" "\n"));
  EXPECT_EQ(c.status, 1);
  EXPECT_NE(c.err.find("every record (1) is malformed; first: "), std::string::npos) << c.err;
}

TEST_F(BadRecords, CalibrateSkipsABadLabelRecord) {
  std::string text;
  for (int i = 0; i < 6; ++i) {
    text += R"({"statement": "Paris is in France number )" + std::to_string(i) +
            R"(.", "passage": "Paris is in France.", "label": 2})" "\n";
    text += R"({"statement": "Rome is on the moon )" + std::to_string(i) +
            R"(.", "passage": "Paris is in France.", "label": 0})" "\n";
    if (i == 2) text += R"({"statement": "broken", "label": 2})" "\n";
  }
  CliRun r = run_cli("calibrate --labels " + write("cal.jsonl", text) + " --judge lexical -q");
  ASSERT_EQ(r.status, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["data"]["pairs"], 12);
  EXPECT_EQ(j["data"]["records_skipped"], 1);
  EXPECT_EQ(j["data"]["skipped"], json::array({path("cal.jsonl") + ":7: field 'passage': a record needs either 'passage' or 'document'"}));
}

const char* kTree1 =
    R"({"id":"t1","sentence":"Cats sleep[1].","tokens":["Cats","sleep","."],"heads":[1,-1,1],"deps":["nsubj","ROOT","punct"]})";
const char* kTree3 =
    R"({"id":"t3","sentence":"Dogs bark[2].","tokens":["Dogs","bark","."],"heads":[1,-1,1],"deps":["nsubj","ROOT","punct"]})";

TEST_F(BadRecords, ClaimsKeepsAnErrorLineInTheBadTreeLinesPlace) {
  const std::string f = write("trees.jsonl", std::string(kTree1) + "\n" +
                                                 R"({"id":"t2","sentence":"x","tokens":["x"],"heads":[5],"deps":["ROOT"]})" +
                                                 "\n{nope\n" + kTree3 + "\n");
  CliRun r = run_cli("claims --format trees " + f);
  ASSERT_EQ(r.status, 0) << r.err;
  const auto out = lines_of(r.out);
  ASSERT_EQ(out.size(), 4u) << r.out;
  EXPECT_EQ(json::parse(out[0])["id"], "t1");
  EXPECT_EQ(json::parse(out[1])["line"], 2);
  EXPECT_EQ(json::parse(out[1])["error"].get<std::string>().rfind(f + ":2: field 'heads", 0), 0u) << out[1];
  EXPECT_EQ(json::parse(out[2]), json({{"line", 3}, {"error", f + ":3: bad JSON: syntax error while parsing object key - invalid literal; last read: '{no'; expected string literal"}}));
  EXPECT_EQ(json::parse(out[3])["id"], "t3");
  EXPECT_NE(r.err.find("citeval claims: skipped: " + f + ":3: bad JSON: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("citeval claims: 2 sentence(s), 2 fallback(s) to sentence level, 2 bad record(s) skipped\n"),
            std::string::npos)
      << r.err;
  // Every line bad: refused, and -o leaves no file.
  r = run_cli("claims --format trees " + write("bad.jsonl", "{nope\n[]\n") + " -o " + path("out.jsonl"));
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("bad.jsonl: every sentence (2) is malformed; first: "), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(path("out.jsonl")));
}

TEST_F(BadRecords, ClaimsSkipsABadConlluSentence) {
  const std::string good1 = "# sent_id = s1\n1\tCats\t_\t_\t_\t_\t2\tnsubj\t_\tCite=1\n2\tsleep\t_\t_\t_\t_\t0\tROOT\t_\t_\n\n";
  const std::string bad = "# sent_id = s2\n1\tDogs\t_\t_\t_\t_\t2\tnsubj\n2\tbark\t_\t_\t_\t_\t0\tROOT\t_\t_\n\n";
  const std::string no_tree = "# sent_id = s3\n1\tCows\t_\t_\t_\t_\t_\tnsubj\t_\t_\n2\tmoo\t_\t_\t_\t_\t0\tROOT\t_\t_\n\n";
  const std::string good2 = "# sent_id = s4\n1\tBirds\t_\t_\t_\t_\t2\tnsubj\t_\tCite=2\n2\tsing\t_\t_\t_\t_\t0\tROOT\t_\t_\n";
  const std::string f = write("t.conllu", good1 + bad + no_tree + good2);
  CliRun r = run_cli("claims --format conllu " + f);
  ASSERT_EQ(r.status, 0) << r.err;
  const auto out = lines_of(r.out);
  ASSERT_EQ(out.size(), 4u) << r.out;
  EXPECT_EQ(json::parse(out[0])["sent_id"], "s1");
  EXPECT_EQ(json::parse(out[1]), json({{"line", 6}, {"error", f + ":6: expected 10 tab-separated columns, found 8"}}));
  EXPECT_EQ(json::parse(out[2]), json({{"line", 10}, {"error", f + ":10: field 'HEAD': missing head ('_'): the claim extraction needs a tree"}}));
  EXPECT_EQ(json::parse(out[3])["sent_id"], "s4");
  EXPECT_EQ(json::parse(out[3])["line"], 13);
}

TEST_F(BadRecords, MetaJsonIsAFlagAndOutputWritesTheFile) {
  const std::string labels = write("l.jsonl", format_cases()[0].good1 + "\n" + format_cases()[0].good2 + "\n");
  const std::string args = "meta --labels " + labels + " --judge lexical --bootstrap 0 -q";
  CliRun flag = run_cli(args + " --json");
  ASSERT_EQ(flag.status, 0) << flag.err;
  const json stdout_report = json::parse(flag.out);  // JSON only: no table
  CliRun o = run_cli(args + " -o " + path("new.json"));
  ASSERT_EQ(o.status, 0) << o.err;
  EXPECT_NE(o.out.find("Table 2"), std::string::npos) << o.out;  // the table, and the file
  EXPECT_EQ(o.err, "");
  CliRun old = run_cli(args + " --json " + path("old.json"));
  ASSERT_EQ(old.status, 0) << old.err;
  EXPECT_EQ(old.err,
            "citeval meta: note: --json FILE is deprecated: use -o FILE (--json alone prints the JSON report on stdout)\n");
  std::ifstream a(path("new.json")), b(path("old.json"));
  const json from_o = json::parse(a), from_old = json::parse(b);
  EXPECT_EQ(from_o, stdout_report);
  EXPECT_EQ(from_old, stdout_report);
  CliRun both = run_cli(args + " -o " + path("x.json") + " --json " + path("y.json"));
  EXPECT_EQ(both.status, 2);
}

TEST_F(BadRecords, MetaAndJudgeLogProgressWhenStderrIsAFile) {
  const std::string labels = write("l.jsonl", format_cases()[0].good1 + "\n" + format_cases()[0].good2 + "\n");
  const std::string env = "env -u CITEVAL_PROGRESS CITEVAL_PROGRESS_INTERVAL=0 " + std::string(CITEVAL_BINARY_DIR) +
                          "/src/cli/citeval ";
  CliRun r = run_cli_command(env + "meta --labels " + labels + " --judge lexical --bootstrap 0");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("citeval: meta lexical: 2/2 pairs (100.0%), "), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find('\r'), std::string::npos) << "no terminal redraws in a log";
  r = run_cli_command(env + "meta --labels " + labels + " --judge lexical --bootstrap 0 -q");
  EXPECT_EQ(r.err.find("citeval: meta"), std::string::npos) << r.err;  // -q: none
  const std::string pairs = write("p.jsonl", R"({"premise": "a b", "hypothesis": "a b"})" "\n");
  r = run_cli_command(env + "judge --judge lexical < " + pairs);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("citeval: judge: 1 lines, "), std::string::npos) << r.err;
  r = run_cli_command(env + "calibrate --labels " + labels + " --judge lexical");
  EXPECT_NE(r.err.find("citeval: calibrate: 2/2 pairs (100.0%), "), std::string::npos) << r.err;
}

}  // namespace

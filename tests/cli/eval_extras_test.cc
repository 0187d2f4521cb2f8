// The options every `citeval eval` benchmark shares beyond judging: --fail-under gates (exit 3),
// --report (the HTML report, with or without --detail), and progress lines when stderr is not a
// terminal.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

namespace fs = std::filesystem;

const std::string kAsqa = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json";
const std::string kLongcite = std::string(CITEVAL_SOURCE_DIR) + "/examples/longbench_cite.jsonl";

class EvalExtras : public CliTempDirTest {};

TEST_F(EvalExtras, FailUnderExitsThreeWhenAFigureIsBelow) {
  // The example's lexical citation_rec is 100, citation_prec 79.17.
  CliRun r = run_cli("eval alce " + kAsqa + " --judge lexical -q --fail-under citation_rec=90");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("fail-under: citation_rec = 100 >= 90: ok"), std::string::npos) << r.err;
  r = run_cli("eval alce " + kAsqa + " --judge lexical -q --fail-under citation_rec=90,citation_prec=80 -o " +
              path("s.json"));
  EXPECT_EQ(r.status, 3) << r.err;
  EXPECT_NE(r.err.find("fail-under: citation_prec = 79.16666666666666 < 80: FAILED"), std::string::npos) << r.err;
  EXPECT_TRUE(fs::exists(path("s.json")));  // the summary is still written
  // LongBench-Cite: ×100 as every figure; nested keys by path.
  r = run_cli("eval longbench-cite -i " + kLongcite +
              " --judge lexical --need-citation-judge always -q --fail-under scores.hotpotqa.citation_f1=99");
  EXPECT_EQ(r.status, 3) << r.err;
  // An undefined figure's gate line gives the summary's reason in the command line's spelling.
  r = run_cli("eval alce " + kAsqa + " --judge lexical --no-rouge -q --fail-under rougeLsum=1");
  EXPECT_EQ(r.status, 3) << r.err;
  EXPECT_NE(r.err.find("fail-under: rougeLsum is undefined (not computed (--no-rouge)) < 1: FAILED"), std::string::npos)
      << r.err;
}

TEST_F(EvalExtras, AMisspeltOrMalformedGateIsAUsageError) {
  CliRun r = run_cli("eval alce " + kAsqa + " --judge lexical -q --fail-under citation_rec");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "citeval eval: --fail-under 'citation_rec': expected KEY=MIN, e.g. citation_rec=70\n");
  EXPECT_EQ(r.out, "");  // refused before the run
  r = run_cli("eval alce " + kAsqa + " --judge lexical -q --fail-under citation_recall=50");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("the summary has no figure 'citation_recall' (it has: citation_prec, citation_rec,"),
            std::string::npos)
      << r.err;
}

TEST_F(EvalExtras, ReportIsWrittenWithOrWithoutDetail) {
  CliRun r = run_cli("eval alce " + kAsqa + " --judge lexical -q --report " + path("a.html"));
  EXPECT_EQ(r.status, 0) << r.err;
  ASSERT_TRUE(fs::exists(path("a.html")));
  EXPECT_GT(fs::file_size(path("a.html")), 10000u);
  EXPECT_FALSE(fs::exists(path("a.html.detail.jsonl.tmp")));  // the temporary detail is gone
  r = run_cli("eval aliice " + kAsqa + " --judge lexical -q --detail " + path("d.jsonl") + " --report " +
              path("b.html"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(fs::exists(path("b.html")));
  EXPECT_TRUE(fs::exists(path("d.jsonl")));
  r = run_cli("eval longbench-cite -i " + kLongcite + " --judge lexical --need-citation-judge always -q --report " +
              path("c.html"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(fs::exists(path("c.html")));
  // The report may not overwrite the input.
  r = run_cli("eval alce " + kAsqa + " --judge lexical -q --report " + kAsqa);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("--report"), std::string::npos) << r.err;
}

// The folder's entries, sorted.
std::vector<std::string> entries(const std::string& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string file_text(const std::string& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST_F(EvalExtras, ReportWithoutDetailWritesNoDetailFile) {
  // The page is made from the run's records in memory: no detail file at any time. A directory
  // where the old temporary detail went (REPORT.detail.jsonl.tmp, holding a file) made a run that
  // wrote one fail; this one never touches it, and leaves only its outputs.
  for (const std::string b : {"alce", "aliice", "longbench-cite", "check"}) {
    const std::string dir = path(b);
    fs::create_directories(dir + "/r.html.detail.jsonl.tmp");
    std::ofstream(dir + "/r.html.detail.jsonl.tmp/keep") << "x";
    const std::string in = b == "longbench-cite" ? kLongcite
                           : b == "check"        ? std::string(CITEVAL_SOURCE_DIR) + "/examples/check_answers.jsonl"
                                                 : kAsqa;
    const std::string cmd = b == "check" ? "check " + in : "eval " + b + " -i " + in;
    CliRun r = run_cli(cmd + " --judge lexical -q" + (b == "longbench-cite" ? " --need-citation-judge always" : "") +
                       " -o " + dir + "/s.json --report " + dir + "/r.html");
    EXPECT_EQ(r.status, 0) << b << ": " << r.err;
    EXPECT_EQ(entries(dir), (std::vector<std::string>{"r.html", "r.html.detail.jsonl.tmp", "s.json"})) << b;
    EXPECT_EQ(entries(dir + "/r.html.detail.jsonl.tmp"), std::vector<std::string>{"keep"}) << b;
    // The page names the records it was made from, which are in no file.
    EXPECT_NE(file_text(dir + "/r.html").find("\"detail\":\"\\u003cthe run's records\\u003e\""), std::string::npos)
        << b;
  }
}

TEST_F(EvalExtras, AResumedRunsReportEqualsTheReportOfItsFinishedDetail) {
  // A run resumes from --detail: a detail cut after two records and half a third goes on, and
  // the page made during the run equals `citeval report` of the finished detail file (which
  // also names the summary it was given: that entry is the one difference, taken out here).
  // check resumes through the driver's loop, LongBench-Cite through its own detail reader: both
  // hand the page each kept line as they read it.
  const std::string check_in = std::string(CITEVAL_SOURCE_DIR) + "/examples/check_answers.jsonl";
  for (const std::string b : {"check", "longbench-cite"}) {
    const bool lc = b == "longbench-cite";
    const std::string run = lc ? "eval longbench-cite -i " + kLongcite + " --need-citation-judge always"
                               : "check " + check_in;
    const std::string dir = path(b) + "/";
    fs::create_directories(dir);
    CliRun r = run_cli(run + " --judge lexical -q --detail " + dir + "full.jsonl");
    ASSERT_EQ(r.status, 0) << b << ": " << r.err;
    std::istringstream full(file_text(dir + "full.jsonl"));
    std::string cut, line;
    for (int i = 0; i < 3 && std::getline(full, line); ++i) cut += line + "\n";
    ASSERT_TRUE(std::getline(full, line)) << b << ": the example has fewer than three items";
    cut += line.substr(0, line.size() / 2);  // a line cut by a crash
    std::ofstream(dir + "d.jsonl", std::ios::binary) << cut;
    r = run_cli(run + " --judge lexical -q --detail " + dir + "d.jsonl -o " + dir + "s.json --report " + dir +
                "run.html");
    ASSERT_EQ(r.status, 0) << b << ": " << r.err;
    EXPECT_NE(r.err.find("resumed 2 item(s)"), std::string::npos) << b << ": " << r.err;
    EXPECT_EQ(file_text(dir + "d.jsonl"), file_text(dir + "full.jsonl")) << b;
    r = run_cli("report " + dir + "d.jsonl --summary " + dir + "s.json" + (lc ? "" : " --input " + check_in) +
                " -o " + dir + "file.html");
    ASSERT_EQ(r.status, 0) << b << ": " << r.err;
    std::string from_file = file_text(dir + "file.html");
    const std::string summary_entry = ",\"summary\":\"s.json\"";
    const auto at = from_file.find(summary_entry);
    ASSERT_NE(at, std::string::npos) << b;
    from_file.erase(at, summary_entry.size());
    EXPECT_EQ(file_text(dir + "run.html"), from_file) << b;
    EXPECT_FALSE(fs::exists(dir + "run.html.tmp")) << b;
  }
}

TEST_F(EvalExtras, ProgressIsLoggedWhenStderrIsNotATerminal) {
  // stderr is a file here: log lines (every $CITEVAL_PROGRESS_INTERVAL seconds; 0 = each update).
  CliRun r = run_cli_command("env -u CITEVAL_PROGRESS CITEVAL_PROGRESS_INTERVAL=0 " + std::string(CITEVAL_BINARY_DIR) +
                             "/src/cli/citeval eval alce " + kAsqa + " --judge lexical --chunk 1");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("citeval: alce asqa: 4 items, "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("judging "), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find('\r'), std::string::npos) << "no terminal redraws in a log";
  r = run_cli_command("env -u CITEVAL_PROGRESS CITEVAL_PROGRESS_INTERVAL=0 " + std::string(CITEVAL_BINARY_DIR) +
                      "/src/cli/citeval eval alce " + kAsqa + " --judge lexical --chunk 1 -q");
  EXPECT_EQ(r.err.find("citeval: alce asqa:"), std::string::npos) << r.err;  // -q: none
}

}  // namespace

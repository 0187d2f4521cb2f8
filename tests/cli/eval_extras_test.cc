// The options every `citeval eval` benchmark shares beyond judging: --fail-under gates (exit 3),
// --report (the HTML report, with or without --detail), and progress lines when stderr is not a
// terminal.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

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

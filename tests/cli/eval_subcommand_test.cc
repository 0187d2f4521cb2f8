// `citeval eval alce|aliice|longbench-cite`: one subcommand per benchmark, each with only its own
// options and its input format in its help; the older spelling (`eval --benchmark X`, `eval` for
// ALCE) runs the same after one deprecation note, and refuses another benchmark's options too.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace {

const std::string kExamples = std::string(CITEVAL_SOURCE_DIR) + "/examples/";
const std::string kAsqa = kExamples + "alce_asqa.json";
const std::string kLongcite = kExamples + "longbench_cite.jsonl";

std::string note(const std::string& spelling, const std::string& benchmark) {
  return "citeval eval: note: " + spelling + " is deprecated; use 'citeval eval " + benchmark + " ...'\n";
}

class EvalSubcommand : public CliTempDirTest {};

// Every benchmark on a bundled example: the table, the summary file and stderr of the older
// spelling are those of the subcommand, after exactly one note.
TEST_F(EvalSubcommand, TheOlderSpellingRunsTheSameAfterOneNote) {
  struct Case {
    std::string benchmark, args;
  };
  const Case cases[] = {
      {"alce", kAsqa + " --dataset asqa --judge lexical"},
      {"alce", kExamples + "alce_qampari.json --judge lexical"},
      {"alce", kExamples + "alce_eli5.json --judge lexical --at-most-citations 1"},
      {"aliice", kAsqa + " --judge lexical --parse-threads 1"},
      {"longbench-cite", kLongcite + " --judge lexical --need-citation-judge always"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.benchmark + " " + c.args);
    CliRun now = run_cli("eval " + c.benchmark + " " + c.args + " -q -o " + path("now.json"));
    CliRun old = run_cli("eval --benchmark " + c.benchmark + " " + c.args + " -q -o " + path("old.json"));
    ASSERT_EQ(now.status, 0) << now.err;
    EXPECT_EQ(old.status, 0) << old.err;
    EXPECT_NE(now.out.find("citation"), std::string::npos) << now.out;  // a table
    EXPECT_EQ(old.out, now.out);
    EXPECT_EQ(old.err, note("--benchmark", c.benchmark) + now.err);  // the note once, even with -q
    auto summary = [&](const std::string& name) {
      std::ifstream in(path(name));
      return nlohmann::json::parse(in);
    };
    nlohmann::json a = summary("now.json"), b = summary("old.json");
    EXPECT_EQ(a, b);
  }
  // No benchmark: ALCE, as before; --benchmark=X is the same as --benchmark X.
  CliRun now = run_cli("eval alce " + kAsqa + " --judge lexical --json -q");
  CliRun bare = run_cli("eval --input " + kAsqa + " --judge lexical --json -q");
  CliRun eq = run_cli("eval --benchmark=alce " + kAsqa + " --judge lexical --json -q");
  ASSERT_EQ(now.status, 0) << now.err;
  EXPECT_EQ(bare.status, 0) << bare.err;
  EXPECT_EQ(bare.out, now.out);
  EXPECT_EQ(bare.err, note("'citeval eval' without a benchmark", "alce"));
  EXPECT_EQ(eq.out, now.out);
  EXPECT_EQ(eq.err, note("--benchmark", "alce"));
}

TEST(EvalSubcommandHelp, EachNamesItsInputAndListsOnlyItsOptions) {
  struct Case {
    std::string benchmark, input;
    std::vector<std::string> own, foreign;
  };
  const Case cases[] = {
      {"alce", "ALCE result file", {"--dataset", "--no-rouge", "--at-most-citations", "--dedupe-citations", "--mauve", "--qa"},
       {"--support-judge", "--max-words", "--citation-tokenizer", "--parser", "--restart", "--benchmark"}},
      {"aliice", "ALiICE result file",
       {"--max-words", "--parser", "--at-most-citations", "--aliice-reference-keys", "--dataset", "--mauve"},
       {"--no-rouge", "--qa", "--qa-batch", "--support-judge", "--citation-tokenizer", "--benchmark"}},
      {"longbench-cite", "LongBench-Cite predictions", {"--support-judge", "--citation-tokenizer", "--restart"},
       {"--dataset", "--at-most-citations", "--citation-syntax", "--max-words", "--no-rouge", "--mauve", "--qa", "--benchmark"}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.benchmark);
    CliRun r = run_cli("eval " + c.benchmark + " --help");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find(c.input), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("ALCE result file (.json"), std::string::npos) << r.out;  // the old one-for-all text
    // The shared groups, from the same functions on every benchmark.
    for (const char* opt : {"--judge", "--batch-size", "--llm-base-url", "--llm-tries", "--fail-under",
                                   "--report", "--chunk", "--detail", "--json", "--quiet"}) {
      EXPECT_NE(r.out.find(opt), std::string::npos) << opt;
    }
    for (const auto& opt : c.own) EXPECT_NE(r.out.find(opt + " "), std::string::npos) << opt;
    for (const auto& opt : c.foreign) EXPECT_EQ(r.out.find(opt + " "), std::string::npos) << opt;
    // Defaults shown; the judge list in full.
    EXPECT_NE(r.out.find("=1024"), std::string::npos) << r.out;  // --chunk
    const auto judge = r.out.find("--judge "), cache = r.out.find("--cache ");
    ASSERT_LT(judge, cache) << r.out;
    const std::string judges = r.out.substr(judge, cache - judge);
    for (const char* spec : {"lexical", "table:FILE", "llm:MODEL", "embed", "nli:DIR", "calibrated:FILE"}) {
      EXPECT_NE(judges.find(spec), std::string::npos) << spec << "\n" << judges;
    }
    EXPECT_EQ(judges.find("..."), std::string::npos) << judges;
    EXPECT_NE(r.out.find("[eval." + c.benchmark + "]"), std::string::npos) << r.out;  // the --config footer
  }
  CliRun e = run_cli("eval --help");
  ASSERT_EQ(e.status, 0) << e.err;
  for (const char* s : {"alce", "aliice", "longbench-cite", "ALCE:", "ALiICE:", "LongBench-Cite:"}) {
    EXPECT_NE(e.out.find(s), std::string::npos) << s << "\n" << e.out;
  }
  EXPECT_EQ(e.out.find("--judge"), std::string::npos) << e.out;
  CliRun none = run_cli("eval");
  EXPECT_EQ(none.status, 2);
  EXPECT_EQ(none.err.find("note:"), std::string::npos) << none.err;
}

TEST(EvalSubcommandOptions, AnotherBenchmarksOptionIsAUsageError) {
  struct Case {
    std::string command, option;
  };
  const Case cases[] = {
      {"eval alce " + kAsqa + " --support-judge lexical", "--support-judge"},
      {"eval alce " + kAsqa + " --max-words 5", "--max-words"},
      {"eval alce " + kAsqa + " --citation-tokenizer words", "--citation-tokenizer"},
      {"eval aliice " + kAsqa + " --no-rouge", "--no-rouge"},
      {"eval longbench-cite " + kLongcite + " --mauve", "--mauve"},
      {"eval longbench-cite " + kLongcite + " --dataset asqa", "--dataset"},
      {"eval longbench-cite " + kLongcite + " --at-most-citations 2", "--at-most-citations"},
  };
  for (const auto& c : cases) {
    CliRun r = run_cli(c.command + " --judge lexical -q");
    EXPECT_EQ(r.status, 2) << c.command << "\n" << r.err;
    EXPECT_EQ(r.out, "");
    // CLI11's message: "The following arguments were not expected: lexical --support-judge".
    EXPECT_EQ(r.err.rfind("The following argument", 0), 0u) << r.err;
    EXPECT_NE(r.err.find(" " + c.option + "\n"), std::string::npos) << r.err;
  }
}

TEST(EvalSubcommandOptions, TheOlderSpellingRefusesThemNamingTheBenchmark) {
  CliRun r = run_cli("eval --benchmark alce " + kAsqa + " --judge lexical --support-judge lexical");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, note("--benchmark", "alce") +
                       "citeval eval: --support-judge is not an option of --benchmark alce (it is one of 'citeval "
                       "eval longbench-cite')\n");
  r = run_cli("eval " + kAsqa + " --max-words=5 -q");  // no benchmark: ALCE's options
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, note("'citeval eval' without a benchmark", "alce") +
                       "citeval eval: --max-words is not an option of --benchmark alce (it is one of 'citeval eval "
                       "aliice')\n");
  r = run_cli("eval --benchmark longbench-cite -i " + kLongcite + " --dataset asqa --judge lexical");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, note("--benchmark", "longbench-cite") +
                       "citeval eval: --dataset is not an option of --benchmark longbench-cite (it is one of "
                       "'citeval eval alce')\n");
  // An option of no benchmark is CLI11's error, after the note.
  r = run_cli("eval --benchmark aliice " + kAsqa + " --no-such-option");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err.rfind(note("--benchmark", "aliice"), 0), 0u) << r.err;
  EXPECT_NE(r.err.find("--no-such-option"), std::string::npos) << r.err;
  // A bad or repeated --benchmark, or the benchmark after options: usage errors without a run.
  r = run_cli("eval --benchmark nope " + kAsqa);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "citeval eval: --benchmark: 'nope' is not a benchmark (alce, aliice or longbench-cite)\n");
  r = run_cli("eval --benchmark alce --benchmark aliice " + kAsqa);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "citeval eval: --benchmark given twice\n");
  r = run_cli("eval --judge lexical alce " + kAsqa);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, note("'citeval eval' without a benchmark", "alce") +
                       "citeval eval: 'alce' after other arguments: name the benchmark first ('citeval eval alce "
                       "[options]')\n");
}

}  // namespace

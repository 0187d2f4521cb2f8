// "-" means standard input for every file input: eval (all benchmarks), meta --labels/--scores,
// calibrate --labels, report (detail, --summary, --input, --meta, --scores), mauve (--input,
// --mauve-features, --reference-features), qa --input and claims (every format) read it as they
// read a file, and errors name "<stdin>". Two inputs both "-" are a usage error (exit 2).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "cli_run.h"

namespace {

const std::string kExe = std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval";
const std::string kExamples = std::string(CITEVAL_SOURCE_DIR) + "/examples";
const std::string kWice = std::string(CITEVAL_SHARED_DIR) + "/data/labels/wice/claim_dev.jsonl";

nlohmann::json without_input(nlohmann::json j) {
  j["citeval"].erase("input");
  return j;
}

TEST(StdinInput, EvalReadsStandardInputAsItReadsAFile) {
  const std::string file = kExamples + "/alce_asqa.json";
  CliRun a = run_cli("eval alce " + file + " --dataset asqa --judge lexical -q --json");
  CliRun b = run_cli_command("cat " + file + " | " + kExe + " eval alce - --dataset asqa --judge lexical -q --json");
  ASSERT_EQ(a.status, 0) << a.err;
  ASSERT_EQ(b.status, 0) << b.err;
  EXPECT_EQ(without_input(nlohmann::json::parse(b.out)), without_input(nlohmann::json::parse(a.out)));
  EXPECT_EQ(nlohmann::json::parse(b.out)["citeval"]["input"], "-");
  for (const std::string bench : {"aliice", "longbench-cite"}) {
    const std::string in = kExamples + (bench == "aliice" ? "/alce_asqa.json" : "/longbench_cite.jsonl");
    const std::string extra = bench == "aliice" ? "" : " --need-citation-judge always";
    a = run_cli("eval " + bench + " -i " + in + " --judge lexical -q --json" + extra);
    b = run_cli_command("cat " + in + " | " + kExe + " eval " + bench + " -i - --judge lexical -q --json" + extra);
    ASSERT_EQ(a.status, 0) << a.err;
    ASSERT_EQ(b.status, 0) << bench << "\n" << b.err;
    auto ja = without_input(nlohmann::json::parse(a.out)), jb = without_input(nlohmann::json::parse(b.out));
    ja["citeval"].erase("input_fingerprint");
    jb["citeval"].erase("input_fingerprint");
    EXPECT_EQ(jb, ja) << bench;
  }
}

TEST(StdinInput, ErrorsNameStandardInput) {
  CliRun r = run_cli_command("echo '{bad' | " + kExe + " eval alce - --dataset asqa -q");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err.rfind("citeval eval: <stdin>: no item to evaluate", 0), 0u) << r.err;
  EXPECT_EQ(r.err.find("citeval-stdin-"), std::string::npos) << r.err;  // never the temporary file
}

TEST(StdinInput, SkippedItemsNameStandardInputAsErrorsDo) {
  // A malformed third line: the warning names standard input "<stdin>", as every error about it.
  const std::string in = kExamples + "/longbench_cite.jsonl";
  CliRun r = run_cli_command("(head -2 " + in + "; echo '{\"idx\": 5}') | " + kExe +
                             " eval longbench-cite - --judge lexical --need-citation-judge always -q --json");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("skipped 1 malformed item(s); first: <stdin>:3: field 'dataset': missing"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("citeval-stdin-"), std::string::npos) << r.err;  // never the temporary file
  EXPECT_EQ(r.out.find("citeval-stdin-"), std::string::npos) << r.out;
}

TEST(StdinInput, MetaAndCalibrateReadLabelsAndScoresFromStandardInput) {
  CliRun a = run_cli("meta --labels " + kWice + " --judge lexical --limit 20 -q --bootstrap 0");
  CliRun b = run_cli_command("cat " + kWice + " | " + kExe + " meta --labels - --judge lexical --limit 20 -q --bootstrap 0");
  ASSERT_EQ(a.status, 0) << a.err;
  ASSERT_EQ(b.status, 0) << b.err;
  // The same tables; only the file's name in the heading differs.
  EXPECT_EQ(b.out.substr(b.out.find("Table 2")), a.out.substr(a.out.find("Table 2")));
  CliRun c = run_cli_command("head -40 " + kWice + " | " + kExe + " calibrate --labels - --judge lexical -q");
  EXPECT_EQ(c.status, 0) << c.err;
  EXPECT_EQ(nlohmann::json::parse(c.out)["data"]["labels"], "-") << c.out;
}

class StdinInputs : public CliTempDirTest {
 protected:
  std::string slurp(const std::string& name) {
    std::ifstream in(path(name), std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }
};

TEST_F(StdinInputs, ReportReadsAnyOneInputFromStandardInput) {
  const std::string asqa = kExamples + "/alce_asqa.json";
  CliRun e = run_cli("eval alce " + asqa + " --judge lexical -q --detail " + path("d.jsonl") + " -o " +
                     path("s.json"));
  ASSERT_EQ(e.status, 0) << e.err;
  const std::string base = "report " + path("d.jsonl") + " --input " + asqa;
  for (const std::string opt : {"--summary", "--input"}) {
    const std::string file = opt == "--summary" ? path("s.json") : asqa;
    const std::string rest = opt == "--summary" ? "report " + path("d.jsonl") + " --input " + asqa
                                                : "report " + path("d.jsonl") + " --summary " + path("s.json");
    CliRun a = run_cli(rest + " " + opt + " " + file + " -o " + path("a.html"));
    CliRun b = run_cli_command("cat " + file + " | " + kExe + " " + rest + " " + opt + " - -o " + path("b.html"));
    ASSERT_EQ(a.status, 0) << a.err;
    ASSERT_EQ(b.status, 0) << opt << "\n" << b.err;
    // The same page; with --summary only the summary's name in the header differs ("-").
    if (opt == "--input") EXPECT_EQ(slurp("b.html"), slurp("a.html")) << opt;
    else EXPECT_NE(slurp("b.html").find("citation_rec"), std::string::npos) << opt;
  }
  CliRun d = run_cli_command("cat " + path("d.jsonl") + " | " + kExe + " report - --input " + asqa + " -o " + path("c.html"));
  EXPECT_EQ(d.status, 0) << d.err;
  // Two inputs both "-": a usage error.
  CliRun two = run_cli_command("echo | " + kExe + " report - --summary - -o " + path("x.html"));
  EXPECT_EQ(two.status, 2);
  EXPECT_NE(two.err.find("DETAIL and --summary are both '-'"), std::string::npos) << two.err;
  // Errors name <stdin>.
  CliRun bad = run_cli_command("echo '{' | " + kExe + " report " + path("d.jsonl") + " --summary - -o " + path("x.html"));
  EXPECT_EQ(bad.status, 1);
  EXPECT_EQ(bad.err, "citeval report: <stdin>: not valid JSON\n");
}

TEST_F(StdinInputs, MetaReportScoresFromStandardInput) {
  const std::string scores = write("s.jsonl", R"({"group": "a", "score": 0.9, "label": 2})" "\n"
                                              R"({"group": "a", "score": 0.1, "label": 0})" "\n");
  CliRun m = run_cli("meta --scores " + scores + " --bootstrap 0 -o " + path("m.json"));
  ASSERT_EQ(m.status, 0) << m.err;
  CliRun a = run_cli("report --meta " + path("m.json") + " --scores " + scores + " --bootstrap 0 -o " + path("a.html"));
  CliRun b = run_cli_command("cat " + path("m.json") + " | " + kExe + " report --meta - --scores " + scores +
                             " --bootstrap 0 -o " + path("b.html"));
  ASSERT_EQ(a.status, 0) << a.err;
  ASSERT_EQ(b.status, 0) << b.err;
  EXPECT_EQ(slurp("b.html"), slurp("a.html"));
  CliRun c = run_cli_command("cat " + scores + " | " + kExe + " report --meta " + path("m.json") +
                             " --scores - --bootstrap 0 -o " + path("c.html"));
  EXPECT_EQ(c.status, 0) << c.err;
}

TEST_F(StdinInputs, MauveQaAndClaimsReadStandardInput) {
  // MAUVE of given features: JSONL rows.
  std::string q, p;
  for (int i = 0; i < 6; ++i) {
    q += "{\"features\": [" + std::to_string(i) + ", " + std::to_string(i % 3) + "]}\n";
    p += "{\"features\": [" + std::to_string(i + 1) + ", " + std::to_string(i % 2) + "]}\n";
  }
  const std::string qf = write("q.jsonl", q), pf = write("p.jsonl", p);
  CliRun a = run_cli("mauve --mauve-features " + qf + " --reference-features " + pf + " --json");
  CliRun b = run_cli_command("cat " + qf + " | " + kExe + " mauve --mauve-features - --reference-features " + pf + " --json");
  CliRun c = run_cli_command("cat " + pf + " | " + kExe + " mauve --mauve-features " + qf + " --reference-features - -o " +
                             path("m.json"));
  ASSERT_EQ(a.status, 0) << a.err;
  ASSERT_EQ(b.status, 0) << b.err;
  ASSERT_EQ(c.status, 0) << c.err;
  EXPECT_EQ(b.out, a.out);
  EXPECT_EQ(nlohmann::json::parse(slurp("m.json")), nlohmann::json::parse(a.out));
  CliRun two = run_cli_command("cat " + qf + " | " + kExe + " mauve --mauve-features - --reference-features - --json");
  EXPECT_EQ(two.status, 2);
  EXPECT_NE(two.err.find("--mauve-features and --reference-features are both '-'"), std::string::npos) << two.err;
  // qa: a file without QA pairs needs no model (eval.py prints zeros).
  const std::string eli5 = kExamples + "/alce_eli5.json";
  a = run_cli("qa --model " + path("none") + " --input " + eli5 + " --json");
  b = run_cli_command("cat " + eli5 + " | " + kExe + " qa --model " + path("none") + " --input - --json");
  ASSERT_EQ(a.status, 0) << a.err;
  ASSERT_EQ(b.status, 0) << b.err;
  EXPECT_EQ(b.out, a.out);
  // claims: trees and CoNLL-U on standard input.
  const std::string conllu = std::string(CITEVAL_TEST_DATA) + "/aliice/tree_examples.conllu";
  a = run_cli("claims --format conllu " + conllu);
  b = run_cli_command("cat " + conllu + " | " + kExe + " claims --format conllu -");
  ASSERT_EQ(a.status, 0) << a.err;
  ASSERT_EQ(b.status, 0) << b.err;
  EXPECT_EQ(b.out, a.out);
}

}  // namespace

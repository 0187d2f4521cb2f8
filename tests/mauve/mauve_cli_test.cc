// `citeval mauve` end to end (and `citeval eval --mauve`, which must give the same figure): given
// feature files give what compute_mauve gives; --write-texts
// writes eval.py's texts; mismatched or missing files are errors naming the file; the bundled
// `embed` featurizer is labelled an approximation (skipped when the model module or the
// USE-lite model is not there).
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "mauve/feature_reader.h"
#include "mauve/mauve.h"
#include "mauve/mauve_text.h"

namespace citeval::mauve {
namespace {

struct CliRun {
  int code = -1;
  std::string out;
};

// Runs a command line (stderr merged into out).
CliRun run_command(const std::string& command) {
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  CliRun r;
  if (pipe == nullptr) return r;
  char buffer[4096];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) r.out.append(buffer, n);
  const int status = pclose(pipe);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// The JSON a command printed: its output from the first line that opens an object (stderr is
// merged in, and a run on a handful of texts warns there that MAUVE is unstable).
nlohmann::json json_of(const CliRun& r) {
  const std::size_t at = r.out.rfind('{', 0) == 0 ? 0 : r.out.find("\n{");
  return nlohmann::json::parse(at == std::string::npos ? r.out : r.out.substr(at));
}

CliRun citeval(const std::string& args) {
  return run_command(std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval mauve " + args);
}

Matrix<float> blobs(std::size_t rows, std::size_t cols, unsigned seed, float shift) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal;
  Matrix<float> m{rows, cols, {}};
  for (std::size_t i = 0; i < rows; ++i) {
    for (std::size_t j = 0; j < cols; ++j) {
      m.data.push_back(normal(rng) + ((i % 3 == j % 3) ? 3.0f + shift : 0.0f));
    }
  }
  return m;
}

const std::string kAsqa = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json";

// `citeval eval` with MAUVE: the figure of `citeval mauve` on the same features (given or from
// the lm featurizer), in the summary as eval.py names and scales it.
CliRun eval(const std::string& args) {
  return run_command(std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval eval alce -i " + kAsqa +
                     " --judge lexical --no-cache -q --json " + args);
}

TEST(MauveCli, GivenFeaturesEqualTheLibrary) {
  const std::string dir = ::testing::TempDir();
  const Features p(blobs(60, 24, 1, 0.0f)), q(blobs(50, 24, 2, 0.5f));
  ASSERT_TRUE(write_npy(dir + "/cli_p.npy", p));
  ASSERT_TRUE(write_npy(dir + "/cli_q.npy", q));
  const CliRun r = citeval("--mauve-features " + dir + "/cli_q.npy --reference-features " + dir +
                        "/cli_p.npy --threads 1 --json");
  ASSERT_EQ(r.code, 0) << r.out;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  MauveOptions one_thread;  // as the command's --threads 1 (faiss may round otherwise)
  one_thread.threads = 1;
  auto want = compute_mauve(p, q, one_thread);
  ASSERT_TRUE(want);
  EXPECT_EQ(j["mauve"].get<double>(), 100 * want->mauve);
  EXPECT_EQ(j["frontier_integral"].get<double>(), want->frontier_integral);
  EXPECT_EQ(j["n_p"], 60);
  EXPECT_EQ(j["n_q"], 50);
  EXPECT_EQ(j["num_buckets"], 5);
  EXPECT_EQ(j["featurizer"], "given");
  EXPECT_EQ(j["approximation"], false);

  // with --input, the rows must match the prepared texts (4 a side in the example)
  const CliRun mismatch = citeval("--input " + kAsqa + " --mauve-features " + dir +
                               "/cli_q.npy --reference-features " + dir + "/cli_p.npy");
  EXPECT_EQ(mismatch.code, 1);
  EXPECT_NE(mismatch.out.find("cli_q.npy: 50 feature rows for 4 prepared output texts"),
            std::string::npos)
      << mismatch.out;
  const CliRun missing = citeval("--mauve-features " + dir + "/none.npy --reference-features " +
                              dir + "/cli_p.npy");
  EXPECT_EQ(missing.code, 1);
  EXPECT_NE(missing.out.find("none.npy: cannot open features file"), std::string::npos)
      << missing.out;
  EXPECT_EQ(citeval("--mauve-features " + dir + "/cli_q.npy").code, 2);
}

TEST(MauveCli, WriteTextsWritesEvalPysTexts) {
  const std::string dir = ::testing::TempDir() + "/citeval-mauve-texts";
  const CliRun r = citeval("--input " + kAsqa + " --write-texts " + dir);
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("wrote 4 reference and 4 output texts"), std::string::npos) << r.out;
  for (const char* name : {"/reference.txt", "/output.txt"}) {
    std::ifstream in(dir + name);
    std::string line;
    int lines = 0;
    while (std::getline(in, line)) {
      ++lines;
      ASSERT_FALSE(line.empty());
      EXPECT_EQ(line, alce_mauve_text("", line)) << "not a fixed point of the preparation";
    }
    EXPECT_EQ(lines, 4) << name;
  }
}

TEST(MauveCli, EmbedFeaturizerIsLabelledAnApproximation) {
  const CliRun r = citeval("--input " + kAsqa + " --threads 1 --json");
  if (r.code != 0 && (r.out.find("model module") != std::string::npos ||
                      r.out.find("model.json") != std::string::npos)) {
    GTEST_SKIP() << "USE-lite model or model module not available: " << r.out;
  }
  ASSERT_EQ(r.code, 0) << r.out;
  const nlohmann::json j = nlohmann::json::parse(r.out.substr(r.out.find('{')));
  EXPECT_EQ(j["featurizer"], "embed");
  EXPECT_EQ(j["approximation"], true);
  EXPECT_EQ(j["n_p"], 4);
  EXPECT_EQ(j["num_buckets"], 2);
  EXPECT_GE(j["mauve"].get<double>(), 0.0);
  EXPECT_LE(j["mauve"].get<double>(), 100.0);
  // eval --mauve (embed by default): the same figure, labelled in the summary.
  const CliRun e = eval("--mauve --mauve-threads 1");
  ASSERT_EQ(e.code, 0) << e.out;
  const nlohmann::json got = nlohmann::json::parse(e.out.substr(e.out.find('{')));
  EXPECT_EQ(got["mauve"].get<double>(), j["mauve"].get<double>());
  EXPECT_EQ(got["citeval"]["mauve"]["featurizer"], "embed");
  EXPECT_EQ(got["citeval"]["mauve"]["approximation"], true);
  EXPECT_NE(got["citeval"]["mauve"]["note"].get<std::string>().find("APPROXIMATION"), std::string::npos);
}

TEST(MauveCli, LmFeaturizerRunsAnExportedModel) {
  if (std::system((std::string(CITEVAL_PYTHON) + " -c 'import torch' > /dev/null 2>&1").c_str()) != 0) {
    GTEST_SKIP() << "python3-torch missing";
  }
  const std::string dir = ::testing::TempDir() + "/citeval-mauve-cli-lm";
  ASSERT_EQ(std::system((std::string(CITEVAL_PYTHON) + " " + CITEVAL_SOURCE_DIR +
                         "/tests/mauve/lm_tiny_model.py " + dir + " > /dev/null 2>&1")
                            .c_str()),
            0);
  const CliRun r = citeval("--input " + kAsqa + " --features lm:" + dir + " --threads 1 --json");
  ASSERT_EQ(r.code, 0) << r.out;
  const nlohmann::json j = nlohmann::json::parse(r.out.substr(r.out.find('{')));
  EXPECT_EQ(j["featurizer"], "lm:" + dir);
  EXPECT_EQ(j["approximation"], false);
  EXPECT_EQ(j["n_q"], 4);
  // eval --mauve lm:DIR: the same figure through the library's featurizer hook.
  const CliRun e = eval("--mauve lm:" + dir + " --mauve-threads 1");
  ASSERT_EQ(e.code, 0) << e.out;
  const nlohmann::json got = nlohmann::json::parse(e.out.substr(e.out.find('{')));
  EXPECT_EQ(got["mauve"].get<double>(), j["mauve"].get<double>());
  EXPECT_EQ(got["citeval"]["mauve"]["featurizer"], "lm:" + dir);
  EXPECT_EQ(got["citeval"]["mauve"]["approximation"], false);
  const CliRun missing = citeval("--input " + kAsqa + " --features lm:" + dir + "/nowhere");
  EXPECT_EQ(missing.code, 1);
  EXPECT_NE(missing.out.find("citeval_lm.json"), std::string::npos) << missing.out;
}


TEST(MauveCli, EvalGivenFeaturesEqualTheMauveCommand) {
  const std::string dir = ::testing::TempDir();
  ASSERT_TRUE(write_npy(dir + "/eval_p.npy", Features(blobs(4, 16, 3, 0.0f))));
  ASSERT_TRUE(write_npy(dir + "/eval_q.npy", Features(blobs(4, 16, 4, 2.0f))));
  const std::string files = " --mauve-features " + dir + "/eval_q.npy --reference-features " + dir + "/eval_p.npy";
  const CliRun m = citeval("--input " + kAsqa + files + " --threads 1 --json");
  ASSERT_EQ(m.code, 0) << m.out;
  const CliRun e = eval("--mauve-threads 1" + files);
  ASSERT_EQ(e.code, 0) << e.out;
  const nlohmann::json want = json_of(m), got = json_of(e);
  EXPECT_EQ(got["mauve"].get<double>(), want["mauve"].get<double>());
  EXPECT_EQ(got["citeval"]["mauve"]["frontier_integral"].get<double>(), want["frontier_integral"].get<double>());
  EXPECT_EQ(got["citeval"]["mauve"]["featurizer"], "given");
  // The rows must fit the prepared texts (4 a side).
  ASSERT_TRUE(write_npy(dir + "/eval_p60.npy", Features(blobs(60, 16, 5, 0.0f))));
  const CliRun bad = eval("--mauve-features " + dir + "/eval_q.npy --reference-features " + dir + "/eval_p60.npy");
  EXPECT_EQ(bad.code, 1);
  EXPECT_NE(bad.out.find("eval_p60.npy: 60 feature rows for 4 prepared reference texts"), std::string::npos)
      << bad.out;
  // Refused before anything runs: MAUVE for QAMPARI, QA for another dataset than ASQA.
  const CliRun q = eval("--dataset qampari --mauve");
  EXPECT_EQ(q.code, 1);
  EXPECT_NE(q.out.find("MAUVE is not computed for QAMPARI"), std::string::npos) << q.out;
  const CliRun qa = eval("--dataset eli5 --qa qa:" + dir + "/none");
  EXPECT_EQ(qa.code, 1);
  EXPECT_NE(qa.out.find("QA accuracy (--qa) is ASQA's figure"), std::string::npos) << qa.out;
}

}  // namespace
}  // namespace citeval::mauve

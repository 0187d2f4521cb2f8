// Differential test: compute_mauve on features generated with a fixed seed equals an independent
// restatement with scikit-learn's PCA and python3-faiss's k-means (mauve_oracle.py) within 1e-6
// (MAUVE and frontier integral; the histograms exactly, which they are when the two k-means
// runs label every row alike), over sizes from n < 20 to 2,000 rows, float32 and float64, more
// columns than rows, repeated rows and identical sides. Skipped when faiss or sklearn do not
// import under /usr/bin/python3.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "mauve/feature_reader.h"
#include "mauve/mauve.h"

namespace citeval::mauve {
namespace {

std::string oracle_command(const std::string& args) {
  return std::string(CITEVAL_PYTHON) + " " + CITEVAL_SOURCE_DIR + "/tests/mauve/mauve_oracle.py " +
         args;
}

bool oracle_available() {
  return std::system((oracle_command("check") + " > /dev/null 2>&1").c_str()) == 0;
}

std::string run(const std::string& command) {
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return {};
  std::string out;
  char buffer[1 << 14];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, n);
  if (pclose(pipe) != 0) return {};
  return out;
}

struct Case {
  int seed, n_p, n_q, d;
  const char* dtype;
  const char* kind;
};

class MauvePython : public ::testing::TestWithParam<Case> {};

TEST_P(MauvePython, EqualsSklearnAndFaissRestatement) {
  if (!oracle_available()) GTEST_SKIP() << "python3-faiss or python3-sklearn missing";
  const Case c = GetParam();
  char dir_template[] = "/tmp/citeval-mauve-XXXXXX";
  const char* dir = mkdtemp(dir_template);
  ASSERT_NE(dir, nullptr);
  const std::string out = run(oracle_command(
      "case " + std::string(dir) + " " + std::to_string(c.seed) + " " + std::to_string(c.n_p) +
      " " + std::to_string(c.n_q) + " " + std::to_string(c.d) + " " + c.dtype + " " + c.kind +
      " 2>/dev/null"));
  ASSERT_FALSE(out.empty()) << "oracle failed";
  const nlohmann::json want = nlohmann::json::parse(out);
  auto p = read_features(std::string(dir) + "/p.npy");
  auto q = read_features(std::string(dir) + "/q.npy");
  std::remove((std::string(dir) + "/p.npy").c_str());
  std::remove((std::string(dir) + "/q.npy").c_str());
  std::remove(dir);
  ASSERT_TRUE(p) << p.error().to_string();
  ASSERT_TRUE(q) << q.error().to_string();
  EXPECT_EQ(std::holds_alternative<Matrix<float>>(*p), std::string(c.dtype) == "float32");

  auto got = compute_mauve(*p, *q);
  ASSERT_TRUE(got) << got.error().to_string();
  EXPECT_EQ(got->num_buckets, want["num_buckets"].get<int>());
  EXPECT_EQ(got->pca_components, want["pca_components"].get<int>());
  EXPECT_EQ(got->p_hist, want["p_hist"].get<std::vector<double>>());
  EXPECT_EQ(got->q_hist, want["q_hist"].get<std::vector<double>>());
  EXPECT_NEAR(got->mauve, want["mauve"].get<double>(), 1e-6);
  EXPECT_NEAR(got->frontier_integral, want["frontier_integral"].get<double>(), 1e-6);
  EXPECT_NEAR(got->mauve_star, want["mauve_star"].get<double>(), 1e-6);
  EXPECT_NEAR(got->frontier_integral_star, want["frontier_integral_star"].get<double>(), 1e-6);
}

INSTANTIATE_TEST_SUITE_P(
    Sizes, MauvePython,
    ::testing::Values(Case{1, 5, 7, 16, "float32", "clusters"},     // n < 20, 2 buckets
                      Case{2, 12, 15, 8, "float64", "clusters"},    // n < 20 a side
                      Case{3, 30, 30, 768, "float32", "shifted"},   // more columns than rows
                      Case{4, 60, 45, 64, "float64", "clusters"},   // round(4.5) = 4 buckets
                      Case{5, 200, 200, 64, "float32", "ties"},     // repeated rows
                      Case{6, 100, 100, 32, "float64", "same"},     // identical sides: MAUVE 1
                      Case{7, 300, 250, 128, "float32", "shifted"},
                      Case{8, 1000, 1000, 256, "float32", "clusters"}),
    [](const ::testing::TestParamInfo<Case>& info) {
      const Case& c = info.param;
      return std::to_string(c.n_p) + "x" + std::to_string(c.n_q) + "_d" + std::to_string(c.d) +
             "_" + c.dtype + "_" + c.kind;
    });

}  // namespace
}  // namespace citeval::mauve

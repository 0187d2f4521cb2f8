// libtorch is loaded only on first use: the citeval executable does not link it, and the
// libtorch judges ("embed", "nli:DIR") and `citeval embed` come from the model module
// libciteval_model.so (src/api/model_module.h), found relative to the executable or through
// $CITEVAL_MODEL_MODULE.
#include <filesystem>
#include <string>

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace {

namespace fs = std::filesystem;

const std::string kExe = std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval";
const std::string kPair = "echo '{\"premise\":\"a\",\"hypothesis\":\"b\"}' | ";
const std::string kMissing = "/nonexistent/libciteval_model.so";

std::string shell_out(const std::string& cmd) {
  std::string out;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return out;
  char buf[4096];
  std::size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  pclose(p);
  return out;
}

struct Run {
  int status = -1;
  std::string out, err;
};

// Runs a whole shell command line (environment settings, pipes) with its stderr captured.
Run run(const std::string& cmd) {
  static int calls = 0;
  const fs::path err_file = fs::path(testing::TempDir()) /
      ("citeval_module_stderr_" + std::to_string(getpid()) + "_" + std::to_string(++calls) + ".txt");
  Run r;
  FILE* p = popen(("(" + cmd + ") 2>" + err_file.string()).c_str(), "r");
  if (!p) return r;
  char buf[4096];
  std::size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  std::ifstream e(err_file);
  std::stringstream ss;
  ss << e.rdbuf();
  r.err = ss.str();
  fs::remove(err_file);
  return r;
}

TEST(ModelModule, ExecutableDoesNotLinkLibtorch) {
  const std::string deps = shell_out("ldd " + kExe);
  ASSERT_NE(deps.find("libc.so"), std::string::npos) << deps;
  EXPECT_EQ(deps.find("libtorch"), std::string::npos) << deps;
  EXPECT_EQ(deps.find("libc10"), std::string::npos) << deps;
  EXPECT_TRUE(fs::exists(fs::path(CITEVAL_BINARY_DIR) / "lib/citeval/libciteval_model.so"));
}

// Commands without a libtorch judge never look for the module.
TEST(ModelModule, OtherCommandsRunWithoutIt) {
  auto r = run("echo 'One sentence. Another one.' | CITEVAL_MODEL_MODULE=" + kMissing + " " + kExe +
               " split");
  EXPECT_EQ(r.status, 0) << r.err;
  r = run(kPair + "CITEVAL_MODEL_MODULE=" + kMissing +
              " " + kExe + " judge --judge lexical");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\"prob\""), std::string::npos) << r.out;
}

// The torch variables are still checked at start-up (exit 2), without the module.
TEST(ModelModule, TorchEnvironmentCheckedWithoutLoading) {
  auto r = run("CITEVAL_MODEL_MODULE=" + kMissing +
                   " CITEVAL_TORCH_THREADS=two " + kExe + " split </dev/null");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "citeval: CITEVAL_TORCH_THREADS must be a positive integer, not 'two'\n");
  r = run("CITEVAL_MODEL_MODULE=" + kMissing +
              " CITEVAL_DEVICE=gpu " + kExe + " split </dev/null");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "citeval: CITEVAL_DEVICE must be 'cpu' or 'auto', not 'gpu'\n");
}

TEST(ModelModule, MissingModuleIsAClearError) {
  const std::string why = "cannot load the libtorch model module (set $CITEVAL_MODEL_MODULE to its path): " +
                          kMissing + ": cannot open shared object file: No such file or directory\n";
  auto r = run(kPair + "CITEVAL_MODEL_MODULE=" + kMissing +
                   " " + kExe + " judge --judge embed");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "citeval judge: judge 'embed': " + why);
  r = run("echo hi | CITEVAL_MODEL_MODULE=" + kMissing + " " + kExe +
              " embed");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "citeval embed: " + why);
  // Still listed while not loaded.
  r = run(kPair + "CITEVAL_MODEL_MODULE=" + kMissing +
              " " + kExe + " judge --judge zz");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("embed[:DIR], lexical"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("nli:DIR, table:FILE"), std::string::npos) << r.err;
}

// Found by default (lib/citeval of the build tree), and next to a copied executable: the
// nli factory itself answers, so the module was loaded.
TEST(ModelModule, FoundRelativeToTheExecutable) {
  const std::string nli_error =
      "citeval judge: /nonexistent: not a directory (expected an exported NLI model: model.pt, "
      "tokenizer.json, citeval_nli.json)\n";
  auto r = run(kPair + kExe + " judge --judge nli:/nonexistent");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, nli_error);
  const fs::path dir = fs::path(testing::TempDir()) / ("citeval_copy_" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::copy_file(kExe, dir / "citeval");
  fs::create_symlink(fs::path(CITEVAL_BINARY_DIR) / "lib/citeval/libciteval_model.so",
                     dir / "libciteval_model.so");
  r = run(kPair + "env -u CITEVAL_MODEL_MODULE " +
              (dir / "citeval").string() + " judge --judge nli:/nonexistent");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, nli_error);
  fs::remove(dir / "libciteval_model.so");
  r = run(kPair + "env -u CITEVAL_MODEL_MODULE " +
              (dir / "citeval").string() + " judge --judge nli:/nonexistent");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("cannot load the libtorch model module"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find((dir / "libciteval_model.so").string()), std::string::npos) << r.err;
  fs::remove_all(dir);
}

}  // namespace

// Runs the real citeval binary for the CLI tests: exit status, standard output and standard error.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

struct CliRun {
  int status = -1;
  std::string out, err;
};

// Runs a shell command line, capturing its standard output and standard error.
CliRun run_cli_command(const std::string& command) {
  // One file per process and call: CTest runs the tests of this file in parallel processes.
  static int calls = 0;
  namespace fs = std::filesystem;
  fs::path err_file = fs::path(testing::TempDir()) /
                      ("citeval_stderr_" + std::to_string(getpid()) + "_" + std::to_string(++calls) + ".txt");
  std::string cmd = "(" + command + ") 2>" + err_file.string();
  CliRun r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  std::size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  std::ifstream e(err_file);
  std::stringstream ss;
  ss << e.rdbuf();
  r.err = ss.str();
  e.close();
  fs::remove(err_file);
  return r;
}

// Runs the citeval binary with `args` (a shell fragment: redirections allowed).
CliRun run_cli(const std::string& args) {
  return run_cli_command(std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval " + args);
}

// A fresh temporary directory for each test (named after the suite and the process, since CTest
// runs the tests of a file in parallel processes), removed afterwards.
class CliTempDirTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = std::filesystem::path(testing::TempDir()) /
           (std::string("citeval_") + info->test_suite_name() + "_" + std::to_string(getpid()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  // Writes `text` to the file `name` in the directory; returns its path.
  std::string write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
    return path(name);
  }

  std::filesystem::path dir_;
};

}  // namespace

// Test helper: runs a Python oracle from tests/metrics with CITEVAL_PYTHON (Debian's python3,
// which has nltk and numpy) and returns its standard output.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace citeval::metrics::testing {

inline std::string shared_ud_files() {
  const std::string ud = std::string(CITEVAL_SHARED_DIR) + "/data/ud/";
  return ud + "en_ewt-ud-train.conllu " + ud + "en_ewt-ud-dev.conllu " + ud +
         "en_ewt-ud-test.conllu";
}

// Fails the current test (and returns "") if the oracle cannot be run or exits non-zero.
inline std::string run_oracle(const std::string& script, const std::string& args,
                              const std::string& stdin_file = "") {
  std::string command = std::string(CITEVAL_PYTHON) + " " + CITEVAL_SOURCE_DIR + "/tests/metrics/" +
                        script + " " + args;
  if (!stdin_file.empty()) command += " < " + stdin_file;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) {
    ADD_FAILURE() << "cannot run " << command;
    return {};
  }
  std::string output;
  char buffer[1 << 16];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) output.append(buffer, n);
  if (pclose(pipe) != 0) {
    ADD_FAILURE() << "oracle failed: " << command;
    return {};
  }
  return output;
}

inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    out.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  return out;
}

}  // namespace citeval::metrics::testing

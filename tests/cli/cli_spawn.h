// Starts the real citeval binary without waiting for it (tests that signal a running process):
// standard output to /dev/null, standard error to a file.
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>

#include <string>
#include <vector>

extern char** environ;

namespace citeval_test {

// The process id, or -1 when it cannot be started. `args`: the arguments after the binary.
inline pid_t spawn_citeval(const std::vector<std::string>& args, const std::string& stderr_path) {
  std::vector<std::string> all = {std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval"};
  all.insert(all.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : all) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 2, stderr_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
  pid_t pid = 0;
  const int rc = posix_spawn(&pid, argv[0], &fa, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  return rc == 0 ? pid : -1;
}

}  // namespace citeval_test

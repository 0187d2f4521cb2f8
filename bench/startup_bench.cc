// Start-up time of the citeval executable: median wall time of `citeval --version` and of
// `echo 'One sentence.' | citeval split` (goal: < 50 ms each; libtorch is loaded only by the
// libtorch judges and `citeval embed`, see src/api/model_module.h). See bench/startup.cmake.
//
//   startup_bench [--citeval PATH] [--runs N]     # default: this build's citeval, 30 runs
//
// Each run is fork + exec with standard output to /dev/null; the command must exit 0.
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

// Wall seconds of one run of argv with `input` on standard input; -1 on failure.
double run_once(const std::vector<std::string>& args, const std::string& input) {
  int in[2];
  if (pipe(in) != 0) return -1;
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    dup2(in[0], 0);
    close(in[0]);
    close(in[1]);
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    std::vector<char*> argv;
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(in[0]);
  if (!input.empty() && write(in[1], input.data(), input.size()) != static_cast<ssize_t>(input.size())) {
    close(in[1]);
    waitpid(pid, nullptr, 0);
    return -1;
  }
  close(in[1]);
  int status = 0;
  if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

bool report(const char* label, const std::vector<std::string>& args, const std::string& input,
            int runs) {
  std::vector<double> t;
  for (int i = 0; i < runs; ++i) {
    const double s = run_once(args, input);
    if (s < 0) {
      std::fprintf(stderr, "startup_bench: %s failed (run %d)\n", label, i + 1);
      return false;
    }
    t.push_back(s * 1000);
  }
  std::sort(t.begin(), t.end());
  const double median = runs % 2 ? t[runs / 2] : (t[runs / 2 - 1] + t[runs / 2]) / 2;
  std::printf("%-40s median %7.1f ms  min %7.1f  max %7.1f  (%d runs; goal < 50 ms: %s)\n", label,
              median, t.front(), t.back(), runs, median < 50 ? "met" : "NOT met");
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::string citeval = CITEVAL_EXE;
  int runs = 30;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--citeval") == 0 && i + 1 < argc) {
      citeval = argv[++i];
    } else if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
      runs = std::atoi(argv[++i]);
    } else {
      std::fprintf(stderr, "usage: startup_bench [--citeval PATH] [--runs N]\n");
      return 2;
    }
  }
  if (runs < 1) runs = 1;
  std::printf("%s\n", citeval.c_str());
  bool ok = report("citeval --version", {citeval, "--version"}, "", runs);
  ok = report("echo 'One sentence.' | citeval split", {citeval, "split"}, "One sentence.\n", runs) && ok;
  return ok ? 0 : 1;
}

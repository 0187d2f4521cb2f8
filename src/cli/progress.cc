#include "cli/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>

namespace citeval::cli {

bool stderr_is_tty() { return isatty(STDERR_FILENO) == 1; }

Progress::Progress(std::string label, bool enabled)
    : label_(std::move(label)), enabled_(enabled), start_(std::chrono::steady_clock::now()) {}

Progress::~Progress() { finish(); }

void Progress::update(std::size_t done, std::size_t total, const std::string& extra) {
  if (!enabled_) return;
  auto now = std::chrono::steady_clock::now();
  if (drawn_ && now - last_ < std::chrono::milliseconds(100) && (total == 0 || done < total)) return;
  last_ = now;
  double secs = std::chrono::duration<double>(now - start_).count();
  double rate = secs > 0 ? static_cast<double>(done) / secs : 0.0;
  std::string bar;
  if (total > 0) {
    const int width = 30;
    int filled = static_cast<int>(width * static_cast<double>(done) / static_cast<double>(total));
    bar = "[" + std::string(static_cast<std::size_t>(filled), '#') +
          std::string(static_cast<std::size_t>(width - filled), '.') + "] " +
          fmt::format("{}/{}", done, total);
  } else {
    bar = fmt::format("{}", done);
  }
  std::fprintf(stderr, "\r%s %s  %.0f/s %s\x1b[K", label_.c_str(), bar.c_str(), rate, extra.c_str());
  std::fflush(stderr);
  drawn_ = true;
}

void Progress::finish() {
  if (enabled_ && drawn_) {
    std::fprintf(stderr, "\n");
    drawn_ = false;
  }
}

}  // namespace citeval::cli

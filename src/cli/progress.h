// A one-line progress display on stderr, shown only when stderr is a terminal (quiet otherwise,
// so logs and CI output stay clean). Redraws at most ~10 times a second.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

namespace citeval::cli {

class Progress {
 public:
  Progress(std::string label, bool enabled);
  ~Progress();
  // `total` 0 = unknown.
  void update(std::size_t done, std::size_t total = 0, const std::string& extra = {});
  void finish();

 private:
  std::string label_;
  bool enabled_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point start_, last_;
};

// Whether stderr is a terminal.
bool stderr_is_tty();

}  // namespace citeval::cli

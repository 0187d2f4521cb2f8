// Progress of a long run on stderr, in one of two forms:
//  * kBar (stderr is a terminal): one redrawn line, at most ~10 redraws a second:
//      alce asqa [##########....................] 1200/5000  40/s  ETA 1m35s  items
//  * kLog (stderr is a file or a pipe: CI, nohup): a plain line every 10 seconds, and one at the
//    end ($CITEVAL_PROGRESS_INTERVAL seconds instead of 10), so a log shows that a long run is
//    alive and when it will end:
//      citeval: alce asqa: 1200/5000 items (24.0%), 40.0/s, ETA 1m35s, 30s elapsed
// kOff prints nothing (--quiet). The rate is the mean over the run so far, the ETA
// (total - done) / rate; both are left out until something is done, and ETA when the total is
// unknown (0).
//
//   Progress p("alce asqa", progress_mode(quiet));
//   for (...) p.update(done, total, "items");
//   p.finish();
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdio>
#include <functional>
#include <string>

namespace citeval::cli {

enum class ProgressMode { kOff, kBar, kLog };

// kOff when quiet; else $CITEVAL_PROGRESS (bar, log or off) when set to one of those; else kBar
// when stderr is a terminal, kLog otherwise.
ProgressMode progress_mode(bool quiet);

class Progress {
 public:
  using Clock = std::chrono::steady_clock;

  Progress(std::string label, ProgressMode mode, std::FILE* out = stderr);
  // Compatibility: enabled = kBar, else kOff.
  Progress(std::string label, bool enabled) : Progress(std::move(label), enabled ? ProgressMode::kBar : ProgressMode::kOff) {}
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // `total` 0 = unknown. `unit` names what is counted ("items", "pairs").
  void update(std::size_t done, std::size_t total = 0, const std::string& unit = {});
  // A second count shown after the first ("judging 1200/3000 pairs"), e.g. the pairs a judge has
  // decided within a long chunk of items; shown (and logged) under the same rules as update.
  void set_detail(std::string detail);
  // Ends the display: kBar ends its line; kLog prints a last line when anything was counted
  // since the last one. Idempotent.
  void finish();

  ProgressMode mode() const { return mode_; }
  // For tests: the clock and the kLog interval (default 10 s).
  void set_clock(std::function<Clock::time_point()> now);
  void set_log_interval(std::chrono::milliseconds interval) { log_interval_ = interval; }

 private:
  std::string line(bool bar) const;

  std::string label_;
  ProgressMode mode_;
  std::FILE* out_;
  std::function<Clock::time_point()> now_;
  std::chrono::milliseconds log_interval_{10000};
  bool drawn_ = false;          // kBar: a line is on the screen; kLog: something not yet logged
  bool finished_ = false;
  std::size_t done_ = 0, total_ = 0, logged_done_ = 0;
  bool logged_any_ = false;
  std::string unit_, detail_;
  Clock::time_point start_, last_, now_point_;
};

// Whether stderr is a terminal.
bool stderr_is_tty();

// "45s", "1m35s", "2h03m": a duration for progress lines.
std::string format_duration(double seconds);

}  // namespace citeval::cli

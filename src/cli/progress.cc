#include "cli/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <string_view>

namespace citeval::cli {

bool stderr_is_tty() { return isatty(STDERR_FILENO) == 1; }

ProgressMode progress_mode(bool quiet) {
  if (quiet) return ProgressMode::kOff;
  if (const char* env = std::getenv("CITEVAL_PROGRESS"); env != nullptr) {
    const std::string_view v(env);
    if (v == "bar") return ProgressMode::kBar;
    if (v == "log") return ProgressMode::kLog;
    if (v == "off") return ProgressMode::kOff;
  }
  return stderr_is_tty() ? ProgressMode::kBar : ProgressMode::kLog;
}

std::string format_duration(double seconds) {
  if (!(seconds >= 0) || !std::isfinite(seconds)) return "?";
  const auto s = static_cast<long long>(std::llround(seconds));
  if (s < 60) return fmt::format("{}s", s);
  if (s < 3600) return fmt::format("{}m{:02}s", s / 60, s % 60);
  return fmt::format("{}h{:02}m", s / 3600, (s % 3600) / 60);
}

Progress::Progress(std::string label, ProgressMode mode, std::FILE* out)
    : label_(std::move(label)), mode_(mode), out_(out), now_([] { return Clock::now(); }) {
  start_ = last_ = now_point_ = now_();
  // $CITEVAL_PROGRESS_INTERVAL: seconds between log lines (default 10).
  if (const char* v = std::getenv("CITEVAL_PROGRESS_INTERVAL"); v != nullptr && *v != '\0') {
    char* end = nullptr;
    const double s = std::strtod(v, &end);
    if (end != v && *end == '\0' && s >= 0 && s < 1e6) log_interval_ = std::chrono::milliseconds(std::llround(s * 1000));
  }
}

Progress::~Progress() { finish(); }

void Progress::set_clock(std::function<Clock::time_point()> now) {
  now_ = std::move(now);
  start_ = last_ = now_point_ = now_();
}

std::string Progress::line(bool bar) const {
  const double secs = std::chrono::duration<double>(now_point_ - start_).count();
  const double rate = secs > 0 ? static_cast<double>(done_) / secs : 0.0;
  std::string rate_eta;
  if (done_ > 0 && rate > 0) {
    rate_eta = fmt::format("{:.1f}/s", rate);
    if (total_ > 0 && done_ <= total_) {
      rate_eta += ", ETA " + format_duration(static_cast<double>(total_ - done_) / rate);
    }
  }
  if (bar) {
    std::string count;
    if (total_ > 0) {
      const int width = 30;
      const double frac = std::min(1.0, static_cast<double>(done_) / static_cast<double>(total_));
      const int filled = static_cast<int>(width * frac);
      count = "[" + std::string(static_cast<std::size_t>(filled), '#') +
              std::string(static_cast<std::size_t>(width - filled), '.') + "] " + fmt::format("{}/{}", done_, total_);
    } else {
      count = fmt::format("{}", done_);
    }
    return fmt::format("{} {}{}{}{}{}", label_, count, unit_.empty() ? "" : " " + unit_,
                       rate_eta.empty() ? "" : "  ", rate_eta, detail_.empty() ? "" : "  " + detail_);
  }
  std::string count = total_ > 0 ? fmt::format("{}/{}", done_, total_) : fmt::format("{}", done_);
  if (!unit_.empty()) count += " " + unit_;
  if (total_ > 0) count += fmt::format(" ({:.1f}%)", 100.0 * static_cast<double>(done_) / static_cast<double>(total_));
  return fmt::format("citeval: {}: {}{}{}, {} elapsed{}", label_, count, rate_eta.empty() ? "" : ", ", rate_eta,
                     format_duration(secs), detail_.empty() ? "" : "; " + detail_);
}

void Progress::update(std::size_t done, std::size_t total, const std::string& unit) {
  if (mode_ == ProgressMode::kOff || finished_) return;
  done_ = done;
  total_ = total;
  unit_ = unit;
  now_point_ = now_();
  const bool complete = total > 0 && done >= total;
  if (mode_ == ProgressMode::kBar) {
    if (drawn_ && now_point_ - last_ < std::chrono::milliseconds(100) && !complete) return;
    last_ = now_point_;
    std::fprintf(out_, "\r%s\x1b[K", line(true).c_str());
    std::fflush(out_);
    drawn_ = true;
    return;
  }
  // kLog: the first line after one interval, then one every interval.
  drawn_ = done_ != logged_done_ || !logged_any_ || !detail_.empty();
  if (now_point_ - last_ < log_interval_) return;
  last_ = now_point_;
  std::fprintf(out_, "%s\n", line(false).c_str());
  std::fflush(out_);
  logged_done_ = done_;
  logged_any_ = true;
  drawn_ = false;
}

void Progress::set_detail(std::string detail) {
  if (mode_ == ProgressMode::kOff || finished_) return;
  detail_ = std::move(detail);
  update(done_, total_, unit_);
}

void Progress::finish() {
  if (finished_) return;
  finished_ = true;
  if (mode_ == ProgressMode::kBar && drawn_) {
    std::fprintf(out_, "\n");
    std::fflush(out_);
  } else if (mode_ == ProgressMode::kLog && drawn_ && logged_any_) {
    // A run that logged progress says where it ended; a short run (no line yet) stays silent.
    now_point_ = now_();
    std::fprintf(out_, "%s\n", line(false).c_str());
    std::fflush(out_);
  }
  drawn_ = false;
}

}  // namespace citeval::cli

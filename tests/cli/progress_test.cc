// The progress display: a redrawn bar on a terminal, a log line every interval otherwise.
#include "cli/progress.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace citeval::cli {
namespace {

using namespace std::chrono_literals;

// Captures what a Progress writes, with a clock the test moves.
class Capture {
 public:
  Capture() { out_ = open_memstream(&buf_, &size_); }
  ~Capture() {
    std::fclose(out_);
    std::free(buf_);
  }
  std::FILE* file() { return out_; }
  std::string text() {
    std::fflush(out_);
    return std::string(buf_, size_);
  }
  Progress::Clock::time_point now = Progress::Clock::time_point{} + 1000s;

 private:
  std::FILE* out_ = nullptr;
  char* buf_ = nullptr;
  std::size_t size_ = 0;
};

TEST(Progress, LogModeWritesALineEveryIntervalWithRateAndEta) {
  Capture c;
  {
    Progress p("alce asqa", ProgressMode::kLog, c.file());
    p.set_clock([&] { return c.now; });
    c.now += 4s;
    p.update(100, 1000, "items");  // before the first interval: nothing
    EXPECT_EQ(c.text(), "");
    c.now += 6s;
    p.update(250, 1000, "items");  // 10 s: 25/s, 750 left = 30 s
    EXPECT_EQ(c.text(), "citeval: alce asqa: 250/1000 items (25.0%), 25.0/s, ETA 30s, 10s elapsed\n");
    c.now += 5s;
    p.update(400, 1000, "items");  // 15 s: not yet another interval
    c.now += 5s;
    p.update(500, 1000, "items");  // 20 s
    c.now += 50s;
    p.update(1000, 1000, "items");  // 70 s, complete but the interval has passed anyway
    c.now += 1s;
    p.update(1000, 1000, "items");
    p.finish();
    p.finish();  // idempotent
  }
  EXPECT_EQ(c.text(),
            "citeval: alce asqa: 250/1000 items (25.0%), 25.0/s, ETA 30s, 10s elapsed\n"
            "citeval: alce asqa: 500/1000 items (50.0%), 25.0/s, ETA 20s, 20s elapsed\n"
            "citeval: alce asqa: 1000/1000 items (100.0%), 14.3/s, ETA 0s, 1m10s elapsed\n");
}

TEST(Progress, LogModeWithUnknownTotalAndAShortRunStaysQuiet) {
  Capture c;
  {
    Progress p("judging", ProgressMode::kLog, c.file());
    p.set_clock([&] { return c.now; });
    c.now += 2s;
    p.update(10);
  }
  EXPECT_EQ(c.text(), "");  // a run shorter than one interval prints nothing
  Capture d;
  {
    Progress p("judging", ProgressMode::kLog, d.file());
    p.set_clock([&] { return d.now; });
    p.set_log_interval(1s);
    d.now += 2s;
    p.update(10, 0, "pairs");
    d.now += 2s;
    p.update(30, 0, "pairs");
  }
  EXPECT_EQ(d.text(),
            "citeval: judging: 10 pairs, 5.0/s, 2s elapsed\n"
            "citeval: judging: 30 pairs, 7.5/s, 4s elapsed\n");
}

TEST(Progress, BarModeRedrawsAtMostTenTimesASecondAndEndsItsLine) {
  Capture c;
  {
    Progress p("alce", ProgressMode::kBar, c.file());
    p.set_clock([&] { return c.now; });
    c.now += 1s;
    p.update(10, 40, "items");
    c.now += 50ms;
    p.update(11, 40, "items");  // within 100 ms: not redrawn
    c.now += 1s;
    p.update(40, 40, "items");  // complete: always drawn
  }
  EXPECT_EQ(c.text(),
            "\ralce [#######.......................] 10/40 items  10.0/s, ETA 3s\x1b[K"
            "\ralce [##############################] 40/40 items  19.5/s, ETA 0s\x1b[K\n");
}

TEST(Progress, OffPrintsNothingAndTheModeFollowsQuietAndTheEnvironment) {
  Capture c;
  {
    Progress p("x", ProgressMode::kOff, c.file());
    p.update(1, 2);
  }
  EXPECT_EQ(c.text(), "");
  EXPECT_EQ(progress_mode(true), ProgressMode::kOff);
  setenv("CITEVAL_PROGRESS", "log", 1);
  EXPECT_EQ(progress_mode(false), ProgressMode::kLog);
  setenv("CITEVAL_PROGRESS", "bar", 1);
  EXPECT_EQ(progress_mode(false), ProgressMode::kBar);
  EXPECT_EQ(progress_mode(true), ProgressMode::kOff);
  unsetenv("CITEVAL_PROGRESS");
}

TEST(Progress, Durations) {
  EXPECT_EQ(format_duration(0), "0s");
  EXPECT_EQ(format_duration(59.4), "59s");
  EXPECT_EQ(format_duration(95), "1m35s");
  EXPECT_EQ(format_duration(7385), "2h03m");
  EXPECT_EQ(format_duration(-1), "?");
}

}  // namespace
}  // namespace citeval::cli

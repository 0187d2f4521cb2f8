// What Ctrl-C (SIGINT) or SIGTERM during an `eval` run says before the process ends: how many
// items were finished, what was kept (the judgment cache, the --detail file) and how to resume.
//
//   InterruptNote note("what was kept ...", "to resume ...");  // armed: handlers installed
//   run.progress = [&](std::size_t done, std::size_t) { note.set_done(done); ... };
//   note.remove_on_interrupt(temporary_file);                  // e.g. standard input's copy
//   ...                                                         // disarmed when it goes
//
// The handler only writes the prepared text and the count (async-signal-safe), removes the
// registered temporary files and ends the process with 128 + the signal, as a shell reports it.
// What was kept is exactly what a kill -9 keeps (README "Crash safety"): the cache commits each
// judgment as it arrives, the detail file each finished item.
#pragma once

#include <cstddef>
#include <string>

namespace citeval::cli {

class InterruptNote {
 public:
  // `kept`: what survives and where; `resume`: how to go on. One note is armed at a time.
  InterruptNote(std::string kept, std::string resume);
  ~InterruptNote();
  InterruptNote(const InterruptNote&) = delete;
  InterruptNote& operator=(const InterruptNote&) = delete;

  void set_done(std::size_t items);  // items finished so far
  void remove_on_interrupt(const std::string& path);
};

}  // namespace citeval::cli

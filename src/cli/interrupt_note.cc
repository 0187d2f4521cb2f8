#include "cli/interrupt_note.h"

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstring>

namespace citeval::cli {
namespace {

// Everything the handler reads is prepared before it is armed; it only reads.
constexpr std::size_t kText = 2048, kPaths = 4, kPath = 1024;
char g_kept[kText];
char g_resume[kText];
char g_paths[kPaths][kPath];
std::atomic<std::size_t> g_path_count{0};
std::atomic<std::size_t> g_done{0};
std::atomic<bool> g_armed{false};
struct sigaction g_old_int, g_old_term;

void put(const char* s) {
  std::size_t n = std::strlen(s);
  while (n > 0) {
    const ssize_t w = ::write(STDERR_FILENO, s, n);
    if (w <= 0) return;
    s += w;
    n -= static_cast<std::size_t>(w);
  }
}

void put_number(std::size_t x) {
  char buf[24];
  char* p = buf + sizeof buf;
  *--p = '\0';
  do {
    *--p = static_cast<char>('0' + x % 10);
    x /= 10;
  } while (x > 0);
  put(p);
}

void on_signal(int sig) {
  put("\nciteval eval: interrupted after ");
  put_number(g_done.load());
  put(" finished item(s). ");
  put(g_kept);
  put("\nciteval eval: ");
  put(g_resume);
  put("\n");
  for (std::size_t k = 0; k < g_path_count.load() && k < kPaths; ++k) ::unlink(g_paths[k]);
  ::_exit(128 + sig);
}

void copy(char* to, const std::string& from, std::size_t size) {
  const std::size_t n = std::min(from.size(), size - 1);
  std::memcpy(to, from.data(), n);
  to[n] = '\0';
}

}  // namespace

InterruptNote::InterruptNote(std::string kept, std::string resume) {
  copy(g_kept, kept, kText);
  copy(g_resume, resume, kText);
  g_done = 0;
  g_path_count = 0;
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, &g_old_int);
  sigaction(SIGTERM, &sa, &g_old_term);
  // A signal the parent ignores (a background job of a script: SIGINT) stays ignored.
  if (g_old_int.sa_handler == SIG_IGN) sigaction(SIGINT, &g_old_int, nullptr);
  if (g_old_term.sa_handler == SIG_IGN) sigaction(SIGTERM, &g_old_term, nullptr);
  g_armed = true;
}

InterruptNote::~InterruptNote() {
  if (!g_armed.exchange(false)) return;
  sigaction(SIGINT, &g_old_int, nullptr);
  sigaction(SIGTERM, &g_old_term, nullptr);
}

void InterruptNote::set_done(std::size_t items) { g_done = items; }

void InterruptNote::remove_on_interrupt(const std::string& path) {
  const std::size_t k = g_path_count.load();
  if (path.empty() || k >= kPaths || path.size() >= kPath) return;
  copy(g_paths[k], path, kPath);
  g_path_count = k + 1;
}

}  // namespace citeval::cli

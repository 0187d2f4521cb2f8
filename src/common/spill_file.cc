#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "common/spill_vector.h"

namespace citeval {

namespace {

// An unnamed file in $TMPDIR (else /tmp): O_TMPFILE where the file system has it, else a
// mkstemp file unlinked at once. -1 when neither works.
int open_unnamed() {
  const char* env = std::getenv("TMPDIR");
  const std::string dir = env != nullptr && *env != '\0' ? env : "/tmp";
  int fd = ::open(dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd >= 0) return fd;
  std::string name = dir + "/citeval-spill-XXXXXX";
  fd = ::mkostemp(name.data(), O_CLOEXEC);
  if (fd >= 0) ::unlink(name.c_str());
  return fd;
}

}  // namespace

SpillFile::~SpillFile() {
  if (fd_ >= 0) ::close(fd_);
}

bool SpillFile::write(std::size_t index, std::span<const std::byte> bytes) {
  if (failed_) return false;
  if (fd_ < 0) fd_ = open_unnamed();
  if (fd_ < 0) {
    failed_ = true;
    return false;
  }
  auto offset = static_cast<off_t>(index * bytes.size());
  for (std::size_t done = 0; done < bytes.size();) {
    const ssize_t n = ::pwrite(fd_, bytes.data() + done, bytes.size() - done, offset + static_cast<off_t>(done));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      failed_ = true;  // e.g. a full disk: this block and the later ones stay in memory
      return false;
    }
    done += static_cast<std::size_t>(n);
  }
  return true;
}

void SpillFile::read(std::size_t index, std::span<std::byte> bytes) const {
  auto offset = static_cast<off_t>(index * bytes.size());
  for (std::size_t done = 0; done < bytes.size();) {
    const ssize_t n = ::pread(fd_, bytes.data() + done, bytes.size() - done, offset + static_cast<off_t>(done));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      std::fprintf(stderr, "citeval: cannot read back a temporary file of per-item values (block %zu): %s\n", index,
                   n < 0 ? std::strerror(errno) : "file shorter than written");
      std::abort();
    }
    done += static_cast<std::size_t>(n);
  }
}

}  // namespace citeval

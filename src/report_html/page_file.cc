#include "report_html/page_file.h"

#include <sys/stat.h>

#include <utility>
#include <vector>

namespace citeval::report {

Result<PageFile> PageFile::open(const std::string& path) {
  struct stat st {};
  const bool exists = ::stat(path.c_str(), &st) == 0;
  if (exists && S_ISDIR(st.st_mode)) return make_error(ErrorCode::kIo, "is a directory", path);
  const bool special = exists && !S_ISREG(st.st_mode);
  const std::string target = special ? path : path + ".tmp";
  std::FILE* f = std::fopen(target.c_str(), "wb");
  if (!f) return make_error(ErrorCode::kIo, "cannot create the report file", target);
  return PageFile(path, target, f, special);
}

PageFile::PageFile(std::string path, std::string target, std::FILE* file, bool special)
    : path_(std::move(path)), target_(std::move(target)), file_(file), special_(special) {}

PageFile::PageFile(PageFile&& o) noexcept
    : path_(std::move(o.path_)), target_(std::move(o.target_)), file_(std::exchange(o.file_, nullptr)),
      special_(o.special_), failed_(o.failed_) {}

PageFile::~PageFile() { discard(); }

void PageFile::discard() {
  if (!file_) return;
  std::fclose(file_);
  file_ = nullptr;
  if (!special_) std::remove(target_.c_str());
}

void PageFile::write(std::string_view bytes) {
  if (failed_ || !file_ || bytes.empty()) return;
  failed_ = std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size();
}

void PageFile::append(std::FILE* from) {
  if (failed_ || !file_) return;
  if (std::fflush(from) != 0 || std::fseek(from, 0, SEEK_SET) != 0) {
    failed_ = true;
    return;
  }
  std::vector<char> buf(1 << 20);
  while (const std::size_t n = std::fread(buf.data(), 1, buf.size(), from)) write({buf.data(), n});
  failed_ = failed_ || std::ferror(from);
}

Status PageFile::commit() {
  if (!file_) return make_error(ErrorCode::kIo, "cannot write the report file", target_);
  const bool flushed = std::fflush(file_) == 0;
  const bool closed = std::fclose(file_) == 0;
  file_ = nullptr;
  if (failed_ || !flushed || !closed) {
    if (!special_) std::remove(target_.c_str());
    return make_error(ErrorCode::kIo, "cannot write the report file", target_);
  }
  if (special_) return Ok{};
  if (std::rename(target_.c_str(), path_.c_str()) != 0) {
    std::remove(target_.c_str());
    return make_error(ErrorCode::kIo, "cannot rename the report file into place", path_);
  }
  return Ok{};
}

}  // namespace citeval::report

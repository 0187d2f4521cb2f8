// The report's output file, written as the page is made: through PATH.tmp and a rename, so a
// failed run or write leaves neither a half page nor PATH.tmp (a device such as /dev/stdout is
// written directly: what was written stays). A streamed page (html_report.h) writes its items
// while it reads them, so the file is open for the whole run.
//
//   auto page = PageFile::open("r.html");
//   if (!page) return page.error();
//   page->write("<!DOCTYPE html>…");        // errors are sticky: commit() reports the first
//   return page->commit();                    // closes and renames; without it the destructor removes PATH.tmp
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

#include "citeval/result.h"

namespace citeval::report {

class PageFile {
 public:
  // Errors: PATH is a directory; PATH.tmp cannot be created (kIo, naming it).
  static Result<PageFile> open(const std::string& path);
  PageFile(PageFile&& other) noexcept;
  PageFile& operator=(PageFile&&) = delete;
  PageFile(const PageFile&) = delete;
  ~PageFile();

  void write(std::string_view bytes);
  // Appends what `from` holds from its start (a spill file of the page's passages).
  void append(std::FILE* from);
  // Flushes, closes and renames into place. Errors: a failed write or flush ("cannot write the
  // report file", naming PATH.tmp), a failed rename (naming PATH).
  Status commit();

 private:
  PageFile(std::string path, std::string target, std::FILE* file, bool special);
  void discard();

  std::string path_, target_;
  std::FILE* file_ = nullptr;
  bool special_ = false;
  bool failed_ = false;
};

}  // namespace citeval::report

#include "common/read_file.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace citeval {

Result<std::string> read_whole_file(const std::string& path, const std::string& open_error,
                                    const std::string& read_error) {
  std::error_code ec;
  // A directory opens as a stream that reads nothing: say what it is, not "empty".
  if (std::filesystem::is_directory(path, ec)) return make_error(ErrorCode::kIo, open_error + ": is a directory", path);
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, open_error, path);
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) return make_error(ErrorCode::kIo, read_error, path);
  return std::move(ss).str();
}

}  // namespace citeval

// Helpers of the tests that look for the API key in what citeval writes.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/read_file.h"

namespace citeval::llm::testing {

// The whole file, or "" when it cannot be read.
inline std::string slurp(const std::string& path) {
  auto text = read_whole_file(path, "cannot open", "cannot read");
  return text ? *text : std::string();
}

// Every piece of `key` of 8 or more characters that occurs in `text` (8-character windows: any
// longer piece contains one).
inline std::vector<std::string> key_pieces_in(std::string_view text, std::string_view key) {
  std::vector<std::string> found;
  for (std::size_t i = 0; i + 8 <= key.size(); ++i) {
    std::string piece(key.substr(i, 8));
    if (text.find(piece) != std::string_view::npos) found.push_back(piece);
  }
  return found;
}

}  // namespace citeval::llm::testing

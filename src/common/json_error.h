// The readable part of a JSON library exception's message, for errors that name file, line and
// field themselves: nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 5:
// syntax error while parsing value - invalid literal; last read: 'x'" becomes "syntax error while
// parsing value - invalid literal; last read: 'x'" (its line and column are relative to the
// parsed fragment, not the file), "[json.exception.type_error.302] type must be string, but is
// number" becomes "type must be string, but is number".
//
//   catch (const nlohmann::json::exception& e) { return make_error(kParse, json_error_message(e.what()), file, line); }
#pragma once

#include <string>
#include <string_view>

namespace citeval {

inline std::string json_error_message(std::string_view what) {
  if (what.rfind("[json.exception.", 0) == 0) {
    if (const auto close = what.find("] "); close != std::string_view::npos) what.remove_prefix(close + 2);
  }
  if (what.rfind("parse error", 0) == 0) {
    if (const auto colon = what.find(": "); colon != std::string_view::npos) what.remove_prefix(colon + 2);
  }
  return std::string(what);
}

}  // namespace citeval

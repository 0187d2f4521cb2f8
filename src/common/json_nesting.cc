#include "common/json_nesting.h"

#include <fmt/format.h>

namespace citeval {

Status check_json_nesting(std::string_view text, std::size_t max_depth) {
  std::size_t depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // the escaped character cannot end the string
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    switch (c) {
      case '"':
        in_string = true;
        break;
      case '[':
      case '{':
        if (++depth > max_depth) {
          return make_error(ErrorCode::kParse,
                            fmt::format("JSON nested deeper than {} levels", max_depth));
        }
        break;
      case ']':
      case '}':
        if (depth > 0) --depth;
        break;
      default:
        break;
    }
  }
  return Ok{};
}

Status check_json_nesting(std::string_view text, const std::string& file, std::size_t line) {
  Status st = check_json_nesting(text);
  if (!st) return make_error(st.error().code, st.error().message, file, line);
  return st;
}

}  // namespace citeval

#include "citeval/result.h"

#include <fmt/format.h>

namespace citeval {

const char* error_code_name(ErrorCode code) {
  switch (code) {
    case ErrorCode::kIo: return "io";
    case ErrorCode::kParse: return "parse";
    case ErrorCode::kInvalidField: return "invalid_field";
    case ErrorCode::kInvalidArgument: return "invalid_argument";
    case ErrorCode::kNotFound: return "not_found";
    case ErrorCode::kJudge: return "judge";
    case ErrorCode::kUnsupported: return "unsupported";
    case ErrorCode::kInternal: return "internal";
  }
  return "unknown";
}

std::string Error::to_string() const {
  std::string out;
  if (!file.empty()) {
    out += file;
    if (line > 0) out += fmt::format(":{}", line);
    out += ": ";
  } else if (line > 0) {
    out += fmt::format("line {}: ", line);
  }
  if (!field.empty()) out += fmt::format("field '{}': ", field);
  out += message;
  return out;
}

}  // namespace citeval

#include "meta/judge_pairs.h"

#include <fmt/format.h>

#include "common/json_error.h"
#include "common/json_nesting.h"

namespace citeval::meta {

bool is_blank_line(std::string_view line) { return line.find_first_not_of(" \t\r") == std::string_view::npos; }

Result<JudgePair> parse_judge_pair(std::string_view text, const std::string& name, std::size_t line) {
  if (Status s = check_json_nesting(text, name, line); !s) return s.error();
  JudgePair p;
  try {
    p.object = nlohmann::ordered_json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    return make_error(ErrorCode::kParse, "bad JSON: " + json_error_message(e.what()), name, line);
  }
  if (!p.object.is_object()) return make_error(ErrorCode::kInvalidField, "a line must be a JSON object", name, line);
  for (const char* field : {"premise", "hypothesis"}) {
    auto it = p.object.find(field);
    if (it == p.object.end()) return make_error(ErrorCode::kInvalidField, "missing", name, line, field);
    if (!it->is_string()) return make_error(ErrorCode::kInvalidField, "must be a string", name, line, field);
  }
  p.premise = p.object["premise"].get<std::string>();
  p.hypothesis = p.object["hypothesis"].get<std::string>();
  return p;
}

}  // namespace citeval::meta

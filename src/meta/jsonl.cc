#include "meta/jsonl.h"

#include <fstream>
#include <sstream>

#include "common/json_nesting.h"

namespace citeval::meta {

Result<std::string> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open file", path);
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) return make_error(ErrorCode::kIo, "read error", path);
  return ss.str();
}

Status for_each_jsonl(std::string_view text, const std::string& name,
                      const std::function<Status(const nlohmann::json&, std::size_t)>& fn) {
  if (text.size() >= 2 && static_cast<unsigned char>(text[0]) == 0x1f &&
      static_cast<unsigned char>(text[1]) == 0x8b) {
    return make_error(ErrorCode::kUnsupported,
                      "gzip-compressed input; decompress it first (gunzip)", name);
  }
  std::size_t line = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view row = text.substr(pos, end - pos);
    pos = end + 1;
    ++line;
    if (row.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    // Before parsing: nlohmann destroys a deep value recursively (50,000 levels overflow the stack).
    if (Status deep = check_json_nesting(row, name, line); !deep) return deep;
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(row);
    } catch (const nlohmann::json::exception& e) {
      return make_error(ErrorCode::kParse, std::string("malformed JSON: ") + e.what(), name, line);
    }
    if (!j.is_object())
      return make_error(ErrorCode::kParse, "a line must hold a JSON object", name, line);
    Status s = fn(j, line);
    if (!s) return s;
  }
  return Ok{};
}

Result<std::string> get_string(const nlohmann::json& obj, const char* field,
                               const std::string& name, std::size_t line) {
  auto it = obj.find(field);
  if (it == obj.end()) return make_error(ErrorCode::kInvalidField, "missing", name, line, field);
  if (!it->is_string())
    return make_error(ErrorCode::kInvalidField, "must be a string", name, line, field);
  return it->get<std::string>();
}

}  // namespace citeval::meta

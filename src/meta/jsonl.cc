#include "meta/jsonl.h"

#include <fmt/format.h>

#include <utility>

#include "common/json_error.h"
#include "common/read_file.h"
#include "common/json_nesting.h"

namespace citeval::meta {

Result<std::string> read_file(const std::string& path) {
  return read_whole_file(path, "cannot open file", "read error");
}

namespace {

// An error about one record (its JSON or a field), which a lenient reader skips.
bool is_record_error(const Error& e) {
  return e.code == ErrorCode::kParse || e.code == ErrorCode::kInvalidField || e.code == ErrorCode::kInvalidArgument;
}

}  // namespace

Status for_each_jsonl(std::string_view text, const std::string& name,
                      const std::function<Status(const nlohmann::json&, std::size_t)>& fn,
                      SkippedRecords* skipped) {
  // The line's error: skipped (recorded) when a collector is given and it is about the record.
  auto bad = [&](Error e) -> Status {
    if (skipped == nullptr || !is_record_error(e)) return e;
    skipped->add(std::move(e));
    return Ok{};
  };
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
    if (Status deep = check_json_nesting(row, name, line); !deep) {
      if (Status s = bad(deep.error()); !s) return s;
      continue;
    }
    Status s = Ok{};
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(row);
    } catch (const nlohmann::json::exception& e) {
      s = make_error(ErrorCode::kParse, "malformed JSON: " + json_error_message(e.what()), name, line);
    }
    if (s && !j.is_object()) s = make_error(ErrorCode::kParse, "a line must hold a JSON object", name, line);
    if (s) s = fn(j, line);
    if (!s) {
      if (Status b = bad(s.error()); !b) return b;
    }
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

Result<std::uint8_t> get_support_level(const nlohmann::json& obj, const char* field,
                                       const std::string& name, std::size_t line) {
  auto it = obj.find(field);
  if (it == obj.end()) return make_error(ErrorCode::kInvalidField, "missing", name, line, field);
  if (it->is_number_integer() && it->get<std::int64_t>() >= 0 && it->get<std::int64_t>() <= 2) {
    return static_cast<std::uint8_t>(it->get<std::int64_t>());
  }
  if (it->is_string()) {
    static constexpr std::pair<const char*, std::uint8_t> kWords[] = {
        {"full", 2}, {"partial", 1}, {"no", 0}, {"none", 0},
        {"supported", 2}, {"partially_supported", 1}, {"not_supported", 0}};
    for (const auto& [word, level] : kWords) {
      if (*it == word) return level;
    }
  }
  return make_error(ErrorCode::kInvalidField,
                    fmt::format("must be 2 (full), 1 (partial) or 0 (no support), or a word: \"full\", \"partial\", "
                                "\"no\" (\"none\"), or WiCE's \"supported\", \"partially_supported\", "
                                "\"not_supported\"; got {}",
                                it->dump()),
                    name, line, field);
}

}  // namespace citeval::meta

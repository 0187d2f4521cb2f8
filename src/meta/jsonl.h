// Line-by-line JSONL reading shared by the meta readers: each non-blank line is parsed on its
// own, so an error names the exact line; a gzip file is refused with a hint instead of being
// reported as malformed JSON.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "citeval/result.h"
#include "common/skipped_records.h"

namespace citeval::meta {

// Reads a whole file (kIo error naming it when it cannot be read).
Result<std::string> read_file(const std::string& path);

// Calls fn(json, line) for every non-blank line of `text` (`name` is used in errors). Without
// `skipped`, stops at the first bad line (malformed JSON, not an object, nested deeper than
// kMaxJsonNesting) or at the first error fn returns. With `skipped`, such a line is recorded
// there and the next one read: fn must then leave no trace of a record it refuses (validate
// before adding). Errors that are not about one record (a gzip file; fn's kIo, kInternal or
// kUnsupported errors) stop the reading either way.
Status for_each_jsonl(std::string_view text, const std::string& name,
                      const std::function<Status(const nlohmann::json&, std::size_t)>& fn,
                      SkippedRecords* skipped = nullptr);

// Field accessors producing kInvalidField errors that name file, line and field.
Result<std::string> get_string(const nlohmann::json& obj, const char* field,
                               const std::string& name, std::size_t line);

// A human support level (full = 2, partial = 1, none = 0) from `field`: the number 2, 1 or 0,
// or a word: "full" / "partial" / "no" (also "none"), or WiCE's "supported" /
// "partially_supported" / "not_supported". `plain_label` and `--scores` records take either.
Result<std::uint8_t> get_support_level(const nlohmann::json& obj, const char* field,
                                       const std::string& name, std::size_t line);

}  // namespace citeval::meta

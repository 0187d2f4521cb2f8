// A bound on JSON nesting depth, checked before a document is parsed.
//
// nlohmann::json parses deep input iteratively but copies, dumps and destroys values
// recursively, so 50,000 nested brackets in a judge pair or a LongBench-Cite `idx` overflow the
// stack. Every reader of untrusted JSON calls check_json_nesting() on the text (one line of
// JSONL, or a whole document) before parsing it: a linear scan that skips string contents and
// escapes and counts open arrays and objects. nlohmann's parser callback cannot do this job: it
// sees the depth only after the parser has already built the deep value.
//
//   if (auto st = citeval::check_json_nesting(line, file, n); !st) return st.error();
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "citeval/result.h"

namespace citeval {

// Deeper input than any benchmark file needs (LongBench-Cite's deepest field is 4 levels).
inline constexpr std::size_t kMaxJsonNesting = 256;

// kParse "JSON nested deeper than N levels" when `text` opens more than `max_depth` arrays and
// objects at once; Ok otherwise (also for text that is not valid JSON: the parser reports that).
// The error names no file or line: the caller adds them.
Status check_json_nesting(std::string_view text, std::size_t max_depth = kMaxJsonNesting);

// The same, with the error naming `file` and the 1-based `line` (the text's place in its file).
Status check_json_nesting(std::string_view text, const std::string& file, std::size_t line);

}  // namespace citeval

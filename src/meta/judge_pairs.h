// The input of `citeval judge`: JSONL, one {"premise": string, "hypothesis": string, ...} object
// a line. The whole object is kept, fields in their order, so the command can write it back with
// its judgment added. A library function (not the command's own loop) so it can be fuzzed.
//
//   if (is_blank_line(line)) continue;
//   auto p = meta::parse_judge_pair(line, "<stdin>", n);
//   if (!p) report(p.error()); else judge(p->premise, p->hypothesis);
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "citeval/result.h"

namespace citeval::meta {

struct JudgePair {
  nlohmann::ordered_json object;  // the line as read
  std::string premise;
  std::string hypothesis;
};

// A line of spaces, tabs and carriage returns only: no pair, not an error.
bool is_blank_line(std::string_view line);

// One line. Errors name `name` and `line`: kParse for bad JSON or nesting deeper than
// kMaxJsonNesting (checked before parsing: deep values crash nlohmann's recursive destructor),
// kInvalidField for a non-object or a missing or non-string premise or hypothesis.
Result<JudgePair> parse_judge_pair(std::string_view text, const std::string& name, std::size_t line);

}  // namespace citeval::meta

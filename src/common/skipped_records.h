// Bad records a reader skipped: how many, and the first few errors (each naming file, line and
// field). Readers that take one go on past a malformed record instead of stopping at it, so a
// front end can count what was left out and say so, never drop it silently.
//
//   SkippedRecords skipped;
//   auto set = meta::parse_labels(text, "f.jsonl", LabelFormat::kAuto, options, &skipped);
//   if (skipped.count > 0) warn(skipped.count, skipped.first.front().to_string());
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "citeval/result.h"

namespace citeval {

struct SkippedRecords {
  static constexpr std::size_t kKept = 10;  // errors kept (and listed in JSON outputs)

  std::size_t count = 0;
  std::vector<Error> first;  // the first kKept errors, in input order

  void add(Error e) {
    ++count;
    if (first.size() < kKept) first.push_back(std::move(e));
  }
};

// The error when a reader that skips bad records found no usable one: `what` ("record",
// "sentence"): "no <what> to read" for an input without one, else "every <what> (N) is
// malformed; first: FILE:LINE: ...", naming the file.
inline Error no_usable_record(const std::string& name, const SkippedRecords& skipped, const std::string& what) {
  if (skipped.count == 0) return make_error(ErrorCode::kParse, "no " + what + " to read", name);
  return make_error(ErrorCode::kParse,
                    "every " + what + " (" + std::to_string(skipped.count) +
                        ") is malformed; first: " + skipped.first.front().to_string(),
                    name);
}

}  // namespace citeval

// citeval/judge_lines.h — judging JSONL lines of (premise, hypothesis) pairs, as `citeval judge`
// answers them: one output line per input line, in order, so the output lines up with the input.
//
//   auto s = citeval::open_session("lexical", {.no_cache = true});      // judges.h
//   citeval::JudgeLines lines(**s);
//   for (std::string line; std::getline(in, line);) {
//     if (auto bad = lines.add(++n, line)) report(*bad);   // a malformed line: answered in place
//     if (lines.pending() >= 4096) write(lines.flush());
//   }
//   write(lines.flush());
//
// Input: one {"premise": string, "hypothesis": string, ...} object a line. Output: the same
// object, its other fields kept in their order, with "prob" and "label" added; with an
// approximate judge also "approximate": true; when the judge explains its decision,
// "rationale". A pair the judge cannot decide gets "error" instead of prob/label. A malformed
// line (bad JSON, nested deeper than 256 levels, not an object, a missing or non-string field)
// gives {"line": N, "error": "..."}, a blank line a blank line. Lines are judged at flush(), all
// pending pairs in one session call (the session batches, dedupes, caches and retries them).
//
// Errors name `name` (the input's name) and the line: kParse / kInvalidField for malformed lines
// (returned by add()), kJudge for pairs the judge could not decide (in the flushed block).
// Thread safety: one thread at a time.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judges.h"
#include "citeval/result.h"

namespace citeval {

class JudgeLines {
 public:
  explicit JudgeLines(Session& session, std::string name = "<stdin>");
  ~JudgeLines();
  JudgeLines(const JudgeLines&) = delete;
  JudgeLines& operator=(const JudgeLines&) = delete;

  // Adds input line `line_no` (1-based); returns its error when it is malformed (its answer, an
  // error line, is pending like any other).
  std::optional<Error> add(std::size_t line_no, std::string_view line);
  // Lines added and not flushed yet.
  std::size_t pending() const;

  struct Block {
    std::string text;           // the answers of the flushed lines, one a line, in input order
    std::vector<Error> errors;  // the pairs the judge could not decide (kJudge), in order
  };
  // Judges the pending pairs and answers every pending line.
  Block flush();

  std::size_t lines() const;      // non-blank lines added
  std::size_t judged() const;     // pairs answered with prob/label
  std::size_t failed() const;     // pairs the judge could not decide
  std::size_t malformed() const;  // malformed lines

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace citeval

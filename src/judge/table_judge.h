// The "table:FILE" judge: decisions read from a JSONL file, for tests and for importing
// judgments made elsewhere (a human annotation, another tool, an earlier `citeval judge` run).
//
// Each non-blank line of FILE is a JSON object with
//   "premise": string, "hypothesis": string (matched byte-for-byte, no normalisation: by their
// 128-bit hashes, see entries_ below), and
//   "label": 0 | 1      and/or   "prob": number in [0, 1].
// With only "label", prob = label. With only "prob", label = (prob >= 0.5). With both, both are
// taken as given. An optional "rationale" string is passed through; other fields are ignored,
// so the output of `citeval judge` is itself a valid table. The same pair may appear on several
// lines only with the same decision.
// An optional "question" string (JudgeRequest::question, e.g. LongBench-Cite's query; "" = none)
// makes the line answer only requests with exactly that question. A line without one answers
// the pair whatever the request's question, unless a line with the request's question exists.
//
// A pair missing from the table is an item error ("pair not in table FILE"), never a guess.
// identity() = "table:sha256=<first 32 hex digits of the SHA-256 of the file's bytes>": editing
// the table invalidates cached judgments, moving it does not.
//
// Thread safety: immutable after load; judge_batch is safe to call concurrently.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "citeval/judge.h"
#include "citeval/result.h"
#include "judge/pair_key.h"

namespace citeval::judge {

class TableJudge final : public Judge {
 public:
  // Reads FILE. Errors name the file, the 1-based line and the field.
  static Result<std::unique_ptr<TableJudge>> load(const std::string& path);
  // Parses a table held in memory; `name` stands for the file in messages.
  static Result<std::unique_ptr<TableJudge>> parse(std::string_view content, std::string name);

  std::string identity() const override { return identity_; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override;

  std::size_t size() const { return entries_.size(); }

 private:
  struct Entry {
    double prob;
    int label;
    std::size_t line;
    std::string rationale;
  };
  class Loader;

  TableJudge() = default;

  std::string name_;
  std::string identity_;
  // Keyed by the 128-bit XXH3 of each text (MemoKey, pair_key.h; question 0 = a line without
  // one), not the texts: a 500,000-item ALCE run's table is 1.3 GB of premises, and a table of
  // keys is about a tenth of that, built without copying a byte. A request matches a line it does
  // not equal only if XXH3-128 collides on premise, hypothesis or question: for a table of n lines
  // and m requests about n*m/2^128 (1e-26 for a million lines and ten million requests), the
  // same keys the judge memo uses. XXH3 is not a cryptographic hash: texts crafted to collide
  // with a table line could be made, which a table of one's own decisions does not face.
  std::unordered_map<MemoKey, Entry, MemoKeyHash> entries_;
};

}  // namespace citeval::judge

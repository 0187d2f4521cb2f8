// The "table:FILE" judge: decisions read from a JSONL file, for tests and for importing
// judgments made elsewhere (a human annotation, another tool, an earlier `citeval judge` run).
//
// Each non-blank line of FILE is a JSON object with
//   "premise": string, "hypothesis": string (matched byte-for-byte, no normalisation), and
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
#include <memory_resource>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "citeval/judge.h"
#include "citeval/result.h"

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
  struct PairView {
    std::string_view premise;
    std::string_view hypothesis;
    std::string_view question;  // empty: a line without a question
    bool operator==(const PairView&) const = default;
  };
  // Keys carry their hash, computed once from the texts' hashes: the premises are kilobytes long,
  // and a rehash of the table would otherwise hash every one of them again.
  struct HashedPair {
    PairView view;
    std::size_t hash;
    bool operator==(const HashedPair& o) const { return hash == o.hash && view == o.view; }
  };
  struct HashedText {
    std::string_view text;
    std::uint64_t hash;
    bool operator==(const HashedText& o) const { return hash == o.hash && text == o.text; }
  };
  struct StoredHash {
    template <class T>
    std::size_t operator()(const T& k) const noexcept { return static_cast<std::size_t>(k.hash); }
  };
  struct Entry {
    double prob;
    int label;
    std::size_t line;
    std::string rationale;
  };

  TableJudge() = default;
  // `content` is followed by simdjson::SIMDJSON_PADDING readable bytes.
  static Result<std::unique_ptr<TableJudge>> parse_padded(std::string_view content, std::string name);
  static std::size_t pair_hash(std::uint64_t premise, std::uint64_t hypothesis, std::uint64_t question);
  HashedText intern(std::string_view s);

  std::string name_;
  std::string identity_;
  // Keys view into strings_; premises repeat across lines (one document, many claims), so each
  // distinct string is stored once, in an arena freed at once.
  std::pmr::monotonic_buffer_resource strings_;
  std::unordered_set<HashedText, StoredHash> interned_;
  std::unordered_map<HashedPair, Entry, StoredHash> entries_;
};

}  // namespace citeval::judge

// citeval::io — reads LongBench-Cite prediction files: the items `citeval eval
// longbench-cite` scores.
//
//   auto in = io::read_longcite_input("preds/LongCite-glm4-9b.json");
//   if (!in) { report(in.error()); return; }        // unreadable, malformed or wrong-format file
//   for (const auto& s : in->skipped) warn(s.error); // malformed items, left out and counted
//   evaluator.evaluate(items_of(in->items));
//
// Formats, detected by content: a JSON list of items (LongCite's pred/*.json), or JSONL (one item
// a line, blank lines ignored). An item is an object with
//  * "idx" (required, any JSON value; kept as written), "dataset" and "query" (required strings);
//  * either "statements": [{"statement": str, "citation": [{"cite": str, "st_sent", "ed_sent",
//    "start_char", "end_char"}]}] (LongCite's postprocessed answer; "prediction" optional), or
//    "prediction" and "context" strings: the prediction is then split into statements against
//    the context exactly as LongCite's postprocessing does (metrics/longcite_answer.h).
// Other fields are ignored, except "answer" and "few_shot_scores", kept as written for the
// correctness rating (read by longcite_correctness_fields only when it is asked for, so a file
// without them scores citations as before); JSON null counts as absent for the optional ones.
// `plain` reads an LQA file (answers without citations, for the correctness ratio): an item
// needs "idx", "dataset", "query" and "prediction"; nothing is split into statements.
//
// Errors (Error::to_string() gives "FILE:LINE: field 'FIELD': MESSAGE"):
//  * fatal (the Result is an error): the file cannot be opened or read, is a directory, a JSON
//    list is malformed (syntax error, trailing content: LongCite's json.load fails on the whole
//    file), the file is one JSON object rather than a list or JSONL, or its first item is an
//    ALCE item ("question"/"output"/"docs" without "query"/"prediction"/"statements") — an ALCE
//    result file given to the LongBench-Cite scorer.
//  * skipped item (LongciteInput::skipped, reading goes on): an item that is not an object, a
//    missing or mistyped field (kInvalidField with its path, e.g. "statements[2].citation[0].cite"),
//    a JSONL line that is not valid JSON, or JSON nested deeper than kMaxJsonNesting
//    (common/json_nesting.h; nlohmann would overflow the stack copying it) — kParse.
// Every error names the file and the line where the item starts.
//
// Items are numbered by `position`, their place among all items of the file (skipped ones
// included): two items with the same idx are two items, scored both, as LongCite's eval_cite.py
// scores every item of a fresh run; `duplicates` lists them so the caller can say so.
// `fingerprint` identifies the file's bytes (XXH3-128), so a resumed run can check that it
// continues the same input (io/longcite_detail.h).
//
// LongciteReader reads a file item by item and never holds the whole file: memory is bounded by
// the largest item (and the compact duplicate keys, 24 bytes an item). read_longcite_input and
// parse_longcite_input gather its items into a LongciteInput (what LongCite's own scripts do with
// json.load). Pure functions, thread-safe; a reader is move-only and not thread-safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/result.h"
#include "metrics/longcite_evaluator.h"

namespace citeval::io {

struct LongciteInputItem {
  metrics::LongciteItem item;
  nlohmann::json idx;        // as written in the file
  std::string context;       // the document, when the statements were parsed from it
  bool parsed = false;       // statements come from "prediction" + "context": offsets are bytes
  std::size_t position = 0;  // 0-based place among all items of the file, skipped ones included
  std::size_t line = 0;      // 1-based line where the item starts
  nlohmann::json answer;           // "answer" as written (null: absent)
  nlohmann::json few_shot_scores;  // "few_shot_scores" as written (null: absent)
};

// What the correctness rating reads of an item (llm/correctness_rater.h).
struct LongciteCorrectnessFields {
  std::vector<std::string> answers;  // the gold answers: "answer" as a list, or one string
  // longbench-chat only: the three rated example answers, in file order, each score as written.
  struct FewShot {
    std::string answer, score;
  };
  std::vector<FewShot> few_shot;
};

// The gold answers of an item, and for a longbench-chat item its few_shot_scores: a list of
// exactly three {"answer": str, "score": number} (eval_correct.py's prompt holds three). Errors
// (kInvalidField) name `file`, the item's line and the field ("answer", "answer[2]",
// "few_shot_scores[1].score"): a missing, empty or mistyped answer; missing, too few or too many
// examples.
Result<LongciteCorrectnessFields> longcite_correctness_fields(const LongciteInputItem& item, const std::string& file);

struct LongciteSkipped {
  std::size_t position = 0;
  Error error;
};

// Two items with the same idx (the JSON text of both idx values is equal).
struct LongciteDuplicateIdx {
  std::string idx;  // JSON text
  std::size_t first_line = 0, line = 0;
};

struct LongciteInput {
  std::string path;
  std::vector<LongciteInputItem> items;  // well-formed items, in file order
  std::vector<LongciteSkipped> skipped;
  std::vector<LongciteDuplicateIdx> duplicates;
  std::size_t items_total = 0;  // items.size() + skipped.size()
  bool json_list = false;       // a JSON list (else JSONL)
  std::string fingerprint;      // "xxh3-128:" + 32 hex digits of the file's bytes
};

// A compact key of an idx (its JSON text): the 128 bits of XXH3-128. Duplicates are found, and
// resumed lines matched to items, by key; two different idx texts sharing a key (a 2^-128 chance
// a pair) would be taken for one.
struct LongciteIdxKey {
  std::uint64_t high = 0, low = 0;
  bool operator==(const LongciteIdxKey&) const = default;
};
LongciteIdxKey longcite_idx_key(std::string_view idx_text);

// Reads a LongBench-Cite file one item at a time, with the errors, positions, lines, duplicates
// and fingerprint of read_longcite_input (which is this reader, gathered):
//   auto reader = io::LongciteReader::open(path);
//   if (!reader) return reader.error();            // cannot open, a directory
//   io::LongciteInputItem item;
//   while (reader->next(item)) use(item);
//   if (auto e = reader->fatal_error()) return *e; // the file's fatal errors (see above)
// A fatal error is known only when next() returns false; a JSON list's structural error (not
// closed, content after it) wins over an element's, as when the list was split before parsing.
class LongciteReader {
 public:
  static Result<LongciteReader> open(const std::string& path, bool plain = false);
  // Reads `text` (which must outlive the reader); `name` stands in for the file name in errors.
  static LongciteReader from_memory(std::string_view text, const std::string& name, bool plain = false);
  LongciteReader(LongciteReader&&) noexcept;
  LongciteReader& operator=(LongciteReader&&) noexcept;
  ~LongciteReader();

  // The next well-formed item; false at the end or on a fatal error.
  bool next(LongciteInputItem& item);
  const std::optional<Error>& fatal_error() const;
  // So far (the whole file's once next() returned false):
  const std::vector<LongciteSkipped>& skipped() const;
  const std::vector<LongciteDuplicateIdx>& duplicates() const;
  std::size_t items_total() const;
  bool json_list() const;
  const std::string& path() const;
  // LongciteInput::fingerprint: every byte of the input, known once next() returned false with
  // no fatal error ("" before).
  const std::string& fingerprint() const;

 private:
  struct Impl;
  explicit LongciteReader(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// Reads and parses a whole file (see above).
Result<LongciteInput> read_longcite_input(const std::string& path, bool plain = false);

// The same from memory; `name` stands in for the file name in errors.
Result<LongciteInput> parse_longcite_input(std::string_view text, const std::string& name, bool plain = false);

// Converts one parsed item. Errors are kInvalidField with the field, without file or line.
Result<LongciteInputItem> longcite_item_from_json(const nlohmann::json& json, bool plain = false);

// "xxh3-128:" + 32 lower-case hex digits of `bytes`.
std::string longcite_fingerprint(std::string_view bytes);

}  // namespace citeval::io

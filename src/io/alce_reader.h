// citeval::io — reads ALCE result files unchanged, one item at a time.
//
//   auto reader = io::AlceReader::open("result/asqa-llama.json");
//   if (!reader) { report(reader.error()); return; }         // unreadable or malformed file
//   io::AlceItem item;
//   while (reader->next(item)) score(item);
//   if (reader->fatal_error()) report(*reader->fatal_error());  // the file broke off
//   for (const auto& s : reader->skipped()) warn(s.error);       // malformed items, skipped
//
// Formats, detected by content (not by file name):
//  * ALCE's own {"args": {...}, "data": [item, ...]} (what run.py writes; any other top-level
//    keys are ignored). args() holds "args" from open() on when it precedes "data", as ALCE
//    writes it, otherwise once next() has returned false.
//  * a bare JSON list [item, ...];
//  * JSONL: one item object a line, blank lines ignored.
// A file starting with '[' is a list. One starting with '{' is ALCE's object if that object has
// a "data" list; if instead the first object ends (or breaks) on its first line it is JSONL; a
// multi-line object without "data" is an error. (A JSONL file whose first line is broken across
// lines is therefore read as a malformed JSON document, unless its name ends in ".jsonl".)
//
// Memory: nothing holds the whole file. JSON documents are streamed: a scanner finds where each
// item of the list starts and ends (skipping strings with memchr) and simdjson parses that item
// in place, in the read buffer, straight into an AlceItem (alce_item_dom.h); so memory is bounded
// by the largest item. An item simdjson or that conversion refuses (malformed, mistyped, too
// deep) is read again the slow way, by nlohmann::json, whose errors are the ones described
// below. JSONL is read line by line, each line the same way.
//
// Errors (see citeval/result.h; Error::to_string() gives "FILE:LINE: field 'FIELD': MESSAGE"):
//  * fatal (open() fails, or next() returns false with fatal_error() set): the file cannot be
//    opened or read, is empty (unless named *.jsonl: then it has no items), or a JSON document
//    is malformed (syntax error, trailing content, an item or "args" nested deeper than
//    kMaxJsonNesting): ErrorCode::kIo / kParse with the file and the line of the error.
//  * skipped item (skipped(), reading continues): an item that is not an object, a field of
//    the wrong type or a missing required field (kInvalidField; file, line where the item
//    starts, field path such as "data[3].docs[2].title" — "[3]..." in a bare list, "docs[2]..."
//    in JSONL), and in JSONL a line that is not valid JSON or nested deeper than
//    kMaxJsonNesting (kParse; nlohmann's values are copied and destroyed recursively, so deeper
//    input would overflow the stack).
//
// Fields (others are ignored; JSON null counts as absent for every optional field):
//  * output: required, a string (ALCE writes a list with --num_samples > 1; that is rejected
//    with a message saying so).
//  * question, answer: optional strings.
//  * docs: optional (has_docs says whether it was there) list of objects, each with a required
//    string "title" and the string "text" or "sent" (the passage: ALCE's _format_document reads
//    "sent", else "text"); "summary" and "extraction" are optional strings kept but never read
//    by a scorer, so a document with only those makes the item malformed.
//  * qa_pairs (ASQA): list of objects, each with a required list of strings "short_answers".
//  * answers (QAMPARI): list of lists of strings.  claims (ELI5): list of strings.
//  * annotations (ASQA): list of objects, each with a required string "long_answer".
//
// AlceItem::index counts every item of the file, skipped ones included; items_read() counts the
// items next() returned. A reader is move-only and not thread-safe.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/result.h"
#include "items/alce_item.h"

namespace citeval::io {

struct ItemError {
  std::size_t index;  // AlceItem::index the item would have had
  Error error;
};

enum class AlceFormat { kJsonObject, kJsonList, kJsonl };
const char* alce_format_name(AlceFormat format);  // "json-object", "json-list", "jsonl"

class AlceReader {
 public:
  static Result<AlceReader> open(const std::string& path);
  // Reads from memory; name stands in for the file name in errors (".jsonl" ending counts).
  // buffer_size 0 picks one; small sizes (>= 16) exercise buffer refills in tests and fuzzing.
  static Result<AlceReader> from_string(std::string content, std::string name = "<string>",
                                        std::size_t buffer_size = 0);

  AlceReader(AlceReader&&) noexcept;
  AlceReader& operator=(AlceReader&&) noexcept;
  AlceReader(const AlceReader&) = delete;
  AlceReader& operator=(const AlceReader&) = delete;
  ~AlceReader();

  // Next well-formed item; false at the end of input or on a fatal error.
  bool next(AlceItem& item);
  const std::optional<Error>& fatal_error() const;
  const std::vector<ItemError>& skipped() const;
  const nlohmann::json& args() const;  // ALCE's "args" object if present, else null
  std::size_t items_read() const;
  AlceFormat format() const;
  const std::string& path() const;

 private:
  struct Impl;
  explicit AlceReader(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// Converts one parsed item. On failure returns the Error with code kInvalidField, the field
// path (prefixed with path_prefix, e.g. "data[3]") and line 0 / no file: the caller adds those.
Result<AlceItem> alce_item_from_json(const nlohmann::json& json, const std::string& path_prefix);

// Everything at once, for small files and tests: items, skipped items, args. Fails only on a
// fatal error.
struct AlceFile {
  AlceFormat format = AlceFormat::kJsonObject;
  nlohmann::json args;
  std::vector<AlceItem> items;
  std::vector<ItemError> skipped;
};
Result<AlceFile> read_alce_file(const std::string& path);

}  // namespace citeval::io

// The LongBench-Cite data model: one prediction (a query, its model answer) with the answer's
// statements and their citations, as metrics/longcite_answer.h parses them from the answer and
// the context (readers: io/longcite_reader.h).
//
// Plain structs at the bottom of the component graph (src/layers.txt), so readers, metrics and
// benchmarks share them without depending on one another. The C++ namespace is still the one of
// their first users (citeval::metrics).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace citeval::metrics {

struct LongciteCitation {
  std::size_t st_sent = 0;     // first sentence (chunk) index
  std::size_t ed_sent = 0;     // last sentence index, inclusive
  std::size_t start_byte = 0;  // [start_byte, end_byte) of the context
  std::size_t end_byte = 0;
  std::string cite;            // the cited text
};

// Bytes [begin, end) of an item's prediction as given.
struct LongciteSpan {
  std::size_t begin = 0, end = 0;
  friend bool operator==(const LongciteSpan&, const LongciteSpan&) = default;
};

struct LongciteStatement {
  std::string statement;
  std::vector<LongciteCitation> citation;  // empty: an uncited statement
  // Where it is in the item's prediction as given (metrics/longcite_answer.h), when it was read
  // from the prediction: from the statement's first to its last byte (cite blocks between them
  // included), and its <cite>...</cite> blocks. Unset when the input gave the statements split.
  std::optional<LongciteSpan> at;
  std::vector<LongciteSpan> cites;
};

struct LongciteItem {
  std::string idx;        // the item's id as written in the input (JSON text)
  std::string dataset;
  std::string query;
  std::string prediction;  // the raw answer (used for the need-citation response)
  std::vector<LongciteStatement> statements;
};

}  // namespace citeval::metrics

// citeval/text.h — sentence splitting and citation marks, as the scorers see them.
//
//   std::vector<std::string> s = citeval::split_sentences("Paris is big [1]. It is old [2].");
//       // {"Paris is big [1].", "It is old [2]."}  — nltk.sent_tokenize, byte for byte
//   auto spans = citeval::split_sentence_spans(text);           // byte offsets instead
//   auto marks = citeval::find_citations("x [1, 2] y [3]");    // {{2, 8, {1, 2}}, {11, 14, {3}}}
//   std::string clean = citeval::remove_citations("x [1][2].");  // "x." as ALCE's scorer cleans
//
// Sentence splitting is NLTK's Punkt (English tables, the same as nltk.sent_tokenize; tested
// identical), "untrained" is PunktSentenceTokenizer() with empty parameters (LongBench-Cite), or
// a punkt_tab language directory. Offsets are bytes of the UTF-8 input, so every sentence and
// mark points back at the exact characters.
//
// Citation syntax: "all" (citeval's default) reads every id of "[1, 2]", "[1-3]", "[1][2]";
// "alce" reads exactly what ALCE's regex r"\[\d+" reads (the first number of each bracket).
//
// All functions are pure and thread-safe.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"

namespace citeval {

struct TextSpan {
  std::size_t begin = 0, end = 0;  // byte offsets [begin, end)
};

// `punkt`: "english" (default), "untrained", or a path to a punkt_tab language directory.
// Errors: kInvalidArgument / kIo for an unknown name or an unreadable directory.
Result<std::vector<TextSpan>> split_sentence_spans(std::string_view text, std::string_view punkt = "english");
Result<std::vector<std::string>> split_sentences(std::string_view text, std::string_view punkt = "english");

struct Citation {
  std::size_t begin = 0, end = 0;  // the bracket's bytes, e.g. "[1, 2]"
  std::vector<int> ids;            // 1-based as written, in order, repeats kept
};

// `syntax`: "all" or "alce" (anything else: kInvalidArgument).
Result<std::vector<Citation>> find_citations(std::string_view text, std::string_view syntax = "all");
// The ids a statement cites, in order, repeats kept (ALCE's reading with "alce").
Result<std::vector<int>> citation_ids(std::string_view text, std::string_view syntax = "all");
// The text the correctness metrics see: marks removed as `citeval eval` removes them ("alce":
// ALCE's remove_citations byte for byte).
Result<std::string> remove_citations(std::string_view text, std::string_view syntax = "all");

}  // namespace citeval

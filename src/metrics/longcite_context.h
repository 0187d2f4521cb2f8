// LongBench-Cite context splitting: the numbered sentences <C0>, <C1>, ... that LongCite's
// citations [a-b] point at.
//
// LongCite splits a document as its reference code does (utils/retrieve.py,
// text_split_by_punctuation), reproduced exactly:
//  1. NLTK's untrained PunktSentenceTokenizer();
//  2. each sentence split again after the Chinese punctuation 。；！？ (the mark stays with the text
//     before it);
//  3. empty pieces dropped; if exactly one piece is left, the document is split at blank lines
//     ("\n\n") instead;
//  4. every piece stripped (Python str.strip) and empty ones dropped; each is located in the
//     document by searching forward from the end of the previous one.
// A citation's text is its *chunk*: chunk k runs from the start of sentence k to the start of
// sentence k+1 (the whitespace between them included); the last chunk ends with its sentence.
//
//   std::vector<citeval::text::Span> s = citeval::metrics::split_longcite_context(doc);
//   std::vector<citeval::text::Span> c = citeval::metrics::longcite_chunks(s);
//
// Offsets are bytes into the caller's UTF-8 text, [begin, end). Pure functions, thread-safe.
#pragma once

#include <string_view>
#include <vector>

#include "text/punkt_splitter.h"

namespace citeval::metrics {

std::vector<text::Span> split_longcite_context(std::string_view context);

// The chunks of sentences that split_longcite_context returned for the same text.
std::vector<text::Span> longcite_chunks(const std::vector<text::Span>& sentences);

}  // namespace citeval::metrics

// Data processing of the meta-evaluation (seed 003, section 5.1): cited documents are cut into
// chunks of at most 150 words, and each chunk gets a human support level from the annotated
// evidence.
//
//   auto units = split_units(doc);                    // or the sentences a dataset gives
//   auto chunks = pack_chunks(doc, units, 150);
//   auto hits = locate_evidence(doc, chunks, evidence_lines, 0.5);
//
// Chunking. A document is a sequence of units (the dataset's own sentences, e.g. WiCE's
// `evidence` list, or lines split further at sentence ends by split_units). Units are packed
// greedily, in order, into chunks of at most `max_words` words (words = Python str.split()
// pieces); a unit longer than that is cut into consecutive pieces of `max_words` words. A chunk
// is a byte span of the document, so it can be shown in context.
//
// Evidence location (Jaccard). Tokens are Python's `[w.lower() for w in re.findall(r"\w+", s)]`
// (Unicode word characters, str.lower()); similarity is the Jaccard index of token *sets*. For an
// evidence line of m tokens, every window of m consecutive document tokens is compared with it.
// A line is found when its best window reaches the threshold (default 0.5: copy-pasted evidence
// scores ~1, while the HTML-to-text differences the GenSearch README warns about lose only a few
// tokens). It is then assigned to its best-matching location only: the chunk(s) holding a window
// with that best score (several only when the text repeats exactly), or, when the best window
// straddles a chunk boundary (or the line is longer than a chunk), every chunk that window
// overlaps. Only the best location counts because short lines ("Media Play News") also match
// elsewhere in the page. Lines with no tokens are ignored.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace citeval::meta {

struct ByteSpan {
  std::size_t begin = 0;
  std::size_t end = 0;  // exclusive
};

struct Chunk {
  ByteSpan span;               // bytes of the document
  std::size_t first_unit = 0;  // units (wholly or in part) in the chunk: [first_unit, last_unit]
  std::size_t last_unit = 0;
};

// Lines, each split after sentence-final punctuation ([.!?] then optional closing quotes or
// brackets, then whitespace). Spans are trimmed of surrounding whitespace; empty ones dropped.
std::vector<ByteSpan> split_units(std::string_view doc);

// Greedy packing (see above). `max_words` >= 1. Units without words are skipped.
std::vector<Chunk> pack_chunks(std::string_view doc, const std::vector<ByteSpan>& units,
                               std::size_t max_words);

// The Jaccard index of the token sets of a and b (1 when both have no tokens).
double jaccard(std::string_view a, std::string_view b);

struct EvidenceHits {
  std::vector<bool> chunk_has_evidence;  // per chunk
  std::size_t lines = 0;                 // evidence lines with at least one token
  std::size_t lines_found = 0;           // of them, found in some chunk
};
EvidenceHits locate_evidence(std::string_view doc, const std::vector<Chunk>& chunks,
                             const std::vector<std::string>& evidence_lines, double threshold);

}  // namespace citeval::meta

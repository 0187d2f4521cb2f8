// citeval::claims — ALiICE's positional fine-grained claims (Xu et al. 2024, §3.2, App. C).
//
// A sentence with citation groups in several places ("Cups can be made of glass[1] or
// plastic[2][3].") says one atomic claim per group. ALiICE finds each group's claim by cutting
// the sentence's dependency tree (spaCy/ClearNLP labels) around the other groups' words.
//
// The component is layered so the algorithm never depends on a parser:
//   claim_tree.h         this file: the input of the algorithm (a parsed sentence whose citation
//                        groups are attached to words) and its output (one Claim per group)
//   claim_extractor.h    Algorithm 1 with every case of Appendix C, on a ClaimTree
//   text_cleaning.h      the paper's text cleaning with a byte map back to the original
//   sentence_claims.h    raw sentence -> cleaned text -> parse -> attached groups -> claims,
//                        with the fallbacks to sentence-level (ALCE) treatment
//   response_sentences.h a response -> sentences (Punkt, leading citation groups moved back)
//   cvcp.h               the coefficient of variation of citation positions (eqs. 2-4)
//   (metrics/aliice_evaluator.h scores the claims: positional citation recall/precision with
//   any citeval::Judge; report/aliice_report.h renders the results)
//   tree_input.h         given trees: the tree_examples JSONL format and CoNLL-U with Cite=1,2
//
// All functions are pure and thread-safe; bad input is a citeval::Result error.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "citeval/result.h"

namespace citeval::claims {

// Byte range [begin, end) into the text a tree or claim was made from.
struct ByteSpan {
  std::size_t begin = 0, end = 0;
  friend bool operator==(const ByteSpan&, const ByteSpan&) = default;
};

// A citation group attached to a word of the tree (the "citation node").
struct CitationAttachment {
  int token = -1;            // 0-based index of the citation node
  std::vector<int> ids;      // document ids as written, in order, duplicates removed
  ByteSpan source;           // bytes of the group in the source text (0/0 when not known)
};

// A dependency tree of one sentence with its citation groups.
//  * heads[i]: 0-based index of token i's head, -1 for the root (exactly one root);
//  * deps[i]: the relation of token i to its head (spaCy/ClearNLP labels: "prep", "cc", ...);
//  * spans[i]: bytes of token i in the source text, or empty when the source is unknown;
//  * citations: in sentence order; at most one group a token (pipelines merge groups that land
//    on the same word, see sentence_claims.h).
struct ClaimTree {
  std::vector<std::string> tokens;
  std::vector<int> heads;
  std::vector<std::string> deps;
  std::vector<ByteSpan> spans;
  std::vector<CitationAttachment> citations;
};

// The atomic claim of one citation group.
struct Claim {
  std::vector<int> citations;   // the group's ids
  int citation_token = -1;      // the citation node
  ByteSpan citation_source;     // the group's bytes in the source (0/0 if unknown)
  std::vector<int> token_ids;   // kept tokens, 0-based, in sentence order
  std::string tokens_joined;    // kept tokens joined by single spaces (the paper's rendering)
};

// Checks sizes, head range, a single root, acyclicity and the citation tokens. Errors use
// `where` as the file name and name the field (e.g. "heads[3]").
Status validate_claim_tree(const ClaimTree& tree, const std::string& where = {});

}  // namespace citeval::claims

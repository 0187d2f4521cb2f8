// Given trees: sentences whose dependency tree is supplied, to run the claim extraction
// independently of any parser (tests, `citeval claims --format trees|conllu`).
//
// JSONL ("trees", the format of ../shared/data/aliice/tree_examples.jsonl), one object a line:
//   {"id": "cups", "sentence": "Cups can be made of glass[1] or plastic[2][3].",
//    "tokens": ["Cups", ...], "heads": [3, ...] (0-based, -1 = root), "deps": ["nsubjpass", ...],
//    "citations": [{"token": 5, "ids": [1]}, ...]            (optional),
//    "expected_claims": [{"citations": [1], "tokens_joined": "..."}]   (optional)}
// Without "citations" the groups of "sentence" attach to the nearest preceding word token, as in
// the pipeline (sentence_claims.h); the tokens are aligned to the sentence with align_tokens.
//
// CoNLL-U (conllu_trees.h, needs citeval::depparse): FORM/HEAD/DEPREL, citation nodes carry
// "Cite=1,2" in MISC, "# sent_id" and "# text" comments are used when present.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"
#include "cite/citation.h"
#include "claims/claim_tree.h"

namespace citeval::claims {

struct ExpectedClaim {
  std::vector<int> citations;
  std::string tokens_joined;
};

struct GivenSentence {
  std::string id;                          // "id" / "# sent_id" (may be empty)
  std::size_t line = 0;                    // 1-based line in its file
  std::string text;                        // the sentence; tree spans and groups point into it
  ClaimTree tree;
  std::vector<cite::CitationGroup> groups;  // citation groups found in text
  std::vector<ExpectedClaim> expected;     // JSONL "expected_claims"
};

// One JSONL line. `file` and `line` label errors; a line nested deeper than kMaxJsonNesting
// (common/json_nesting.h) is a kParse error.
Result<GivenSentence> parse_tree_json(std::string_view json_line, const std::string& file, std::size_t line,
                                      cite::CitationSyntax syntax = cite::CitationSyntax::kAll);

// Every non-blank line of a JSONL file (stops at the first bad line).
Result<std::vector<GivenSentence>> read_tree_jsonl(const std::string& path,
                                                   cite::CitationSyntax syntax = cite::CitationSyntax::kAll);

// A record of a given-trees file: its sentence, or what is wrong with it (file, line, field).
using GivenRecord = Result<GivenSentence>;

// Every non-blank line of a JSONL file, in order, a bad one as its error, so a reader can skip
// it and go on; only a file that cannot be read is an error.
Result<std::vector<GivenRecord>> read_tree_jsonl_records(const std::string& path,
                                                         cite::CitationSyntax syntax = cite::CitationSyntax::kAll);

// The sentences of `records`, or the first record's error.
Result<std::vector<GivenSentence>> all_sentences(std::vector<GivenRecord> records);

// "1,2" -> {1, 2}; fails on anything but comma-separated non-negative integers.
Result<std::vector<int>> parse_cite_ids(std::string_view value);

}  // namespace citeval::claims

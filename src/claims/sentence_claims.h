// One sentence with citations -> its ALiICE claims, or the reason it falls back to
// sentence-level (ALCE) treatment.
//
//   auto parser = claims::make_dependency_parser_adapter(model);   // or any TextParser
//   SentenceClaims s = claims::analyze_sentence(output, span, *parser, {});
//   if (s.status == SentenceStatus::kClaims) for (auto& c : s.claims) use(c.tokens_joined);
//   else use(s.fallback_text, s.fallback_ids);  // the whole sentence, ALCE-style
//
// Steps (paper §3.2 and the reference's alice_parse_citation):
//  1. citation groups of the sentence (cite::find_citation_marks + group_citation_marks);
//     none -> kNoCitation;
//  2. more than max_words whitespace words (Python's str.split, marks included, as the
//     reference counts) -> kTooLong;
//  3. clean the text (text_cleaning.h) and parse it;
//  4. attach each group to the nearest preceding word token (a token with a \w character; a
//     comma is not a word), or to the first word when the group opens the sentence; groups that
//     land on the same word are merged (ids in order, repeats kept); no word at all ->
//     kUnmatchedCitation;
//  5. a group on the root -> kCitationOnRoot (the reference's guard: the cut is undefined there);
//  6. extract_claims.
// A fallback unit is the sentence with ALCE's remove_citations, stripped (ALCE's hypothesis),
// citing every id of the sentence in order.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"
#include "cite/citation.h"
#include "claims/claim_extractor.h"
#include "claims/claim_tree.h"

namespace citeval::claims {

// A parse of a cleaned sentence: token byte spans into the parsed text, heads (0-based, -1
// root) and spaCy-scheme relations.
struct ParsedText {
  std::vector<ByteSpan> spans;
  std::vector<int> heads;
  std::vector<std::string> deps;
};

// What the pipeline needs from a dependency parser. parse() must be thread-safe when the
// pipeline is shared across threads.
class TextParser {
 public:
  virtual ~TextParser() = default;
  virtual Result<ParsedText> parse(std::string_view text) const = 0;
  virtual std::string identity() const = 0;  // reported with the results
};

enum class SentenceStatus {
  kClaims,             // ALiICE claims
  kNoCitation,         // fallback: the sentence cites nothing
  kTooLong,            // fallback: more than max_words words
  kCitationOnRoot,     // fallback: a citation group sits on the root
  kUnmatchedCitation,  // fallback: a group could not be matched to a word
  kParseError,         // fallback: the parser failed or returned an invalid tree
};
const char* sentence_status_name(SentenceStatus status);

struct SentenceOptions {
  std::size_t max_words = 50;
  cite::CitationSyntax syntax = cite::CitationSyntax::kAll;
  ExtractOptions extract;
  // The released code's sentence handling (myparser.py's alice_parse_citation) instead of the
  // paper's: see analyze_sentence.
  bool reference_words = false;
};

struct SentenceClaims {
  ByteSpan span;                          // the sentence in the source text
  SentenceStatus status = SentenceStatus::kNoCitation;
  std::vector<cite::CitationMark> marks;    // offsets into the source text; groups' `marks` index it
  std::vector<cite::CitationGroup> groups;  // offsets into the source text
  ClaimTree tree;                         // spans into the source text (empty if not parsed)
  std::vector<Claim> claims;              // kClaims only
  std::vector<std::vector<CutTrace>> trace;  // per claim, only when want_trace
  std::string fallback_text;              // fallbacks: ALCE's hypothesis for the sentence
  std::vector<int> fallback_ids;          // fallbacks: every cited id, in order, as ALCE reads
  std::string error;                      // kParseError / kUnmatchedCitation: why
};

// `source` is the whole text (e.g. a response) and `sentence` the bytes of one sentence in it,
// so that every offset points into `source`. Never fails: problems become fallback statuses.
//
// With options.reference_words, as alice_parse_citation: a sentence cites iff it has a closed
// mark "[\d+]"; the parser reads the words of text_cleaning.h's reference_words (commas never
// reach it); a group goes to the token whose text contains its word or is contained in it,
// the nearest to the word's index (the earlier on a tie); no such token -> kUnmatchedCitation
// citing nothing; claims with the same tokens_joined collapse into one (the later group's ids,
// the earlier one's place). Fallback texts are the reference's: too long -> ALCE's
// remove_citations of the sentence, unstripped; a citation on the root -> that of the cleaned
// sentence; no citation -> the sentence itself (never judged); fallback ids are the closed marks.
SentenceClaims analyze_sentence(std::string_view source, ByteSpan sentence, const TextParser& parser,
                                const SentenceOptions& options, bool want_trace = false);

// Attaches citation groups (source offsets) to the word tokens of a tree whose spans are set,
// as in step 4. Fails (kInvalidField) when the tree has no word token.
Result<std::vector<CitationAttachment>> attach_citations(const std::vector<std::string>& tokens,
                                                         const std::vector<ByteSpan>& spans,
                                                         const std::vector<cite::CitationGroup>& groups);

// Steps 5-6 on a tree whose citations are attached: kClaims with the claims, or
// kCitationOnRoot / kParseError.
SentenceStatus claims_for_tree(const ClaimTree& tree, const ExtractOptions& options, std::vector<Claim>& claims,
                               std::string& error, std::vector<std::vector<CutTrace>>* trace = nullptr);

// The claim's bytes in the source: one range a run of consecutive kept tokens (ranges of
// punctuation-only tokens with empty spans contribute nothing).
std::vector<ByteSpan> claim_source_ranges(const ClaimTree& tree, const Claim& claim);

// The claim's surface text: its source ranges with citation groups (and the spaces before
// them) cut out, joined by single spaces. `groups` are the citation groups of the sentence.
std::string claim_surface(std::string_view source, const ClaimTree& tree, const Claim& claim,
                          const std::vector<cite::CitationGroup>& groups);

}  // namespace citeval::claims

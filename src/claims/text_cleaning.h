// ALiICE's text cleaning and the alignment of tokens back to the original characters.
//
// The paper parses s'_k, the sentence with its citation marks and "other punctuation" removed;
// the reference keeps only Python-regex word characters, whitespace, brackets and commas
// (re.sub(r'[^\w\s\[\]\,]', '', s)) and takes the citation marks out afterwards. Here the
// citation groups are replaced by one space each (the reference also splits words at a mark),
// brackets that are not citation marks go with the other punctuation (the reference strips
// them from word ends), and commas stay as characters, so the tokenizer makes them tokens as in
// the paper's figures: "Grey's Anatomy, Dr. Grey [1]" -> "Greys Anatomy, Dr Grey  ".
//
//   CleanedText c = clean_text(sentence, group_spans);
//   ByteSpan original = c.to_source({3, 8});   // bytes of the same word in `sentence`
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "claims/claim_tree.h"

namespace citeval::claims {

struct CleanedText {
  std::string text;
  std::vector<std::size_t> source;  // source[k] = byte of text[k] in the original

  // The original bytes of cleaned bytes [span.begin, span.end) (span non-empty).
  ByteSpan to_source(ByteSpan span) const {
    return {source[span.begin], source[span.end - 1] + 1};
  }
};

// `citations`: byte ranges to replace by a space (sorted, non-overlapping). Invalid UTF-8 bytes
// are removed like punctuation.
CleanedText clean_text(std::string_view text, const std::vector<ByteSpan>& citations);

// True if the token has a Python \w character (a "word" citation groups can attach to; a lone
// comma, or a punctuation token of a given tree, is not).
bool is_word_token(std::string_view token);

// The released code's reading of a sentence (myparser.py's text_cleaning and
// get_words_and_citations), for --aliice-reference-code: everything but Python-regex word
// characters, whitespace, brackets and commas is removed; the rest is split at (Unicode)
// whitespace; each closed mark "[\d+]" is cut out of its piece, consecutive marks merge into one
// group, and a group cites the word before it (the first word when it opens the sentence; a
// later group on the same word replaces the earlier one, as the reference's dict does); every
// word is stripped of string.punctuation at both ends ("war," -> "war", "x_" -> "x", a lone ","
// -> "", brackets inside a word stay). The parser reads the words joined by single spaces, so an
// emptied word leaves two spaces and U+00A0 becomes a plain space.
struct ReferenceWords {
  std::string cleaned;                 // text_cleaning(sentence): the reference's fallback text
  CleanedText joined;                  // " ".join(words), mapped back to the sentence's bytes
  std::vector<std::string> words;
  std::vector<std::pair<std::size_t, std::vector<int>>> cites;  // word index -> ids, dict order
  std::vector<ByteSpan> cite_source;   // per cites entry: its marks in the sentence
};
ReferenceWords reference_words(std::string_view sentence);

// The closed marks "[\d+]" of a text (re.finditer(r"\[\d+\]"), Unicode digits read as int()
// reads them): byte ranges and ids. An id too large for an int saturates (it is out of range).
struct ClosedMark {
  ByteSpan span;
  int id = 0;
};
std::vector<ClosedMark> closed_marks(std::string_view text);

// Aligns given tokens with the original sentence: each token is matched on its word characters
// and commas (the characters the cleaning keeps), in order, skipping everything else of the
// sentence and the `skip` ranges (citation groups). "Greys" matches "Grey's", "Dr" matches "Dr."
// and a raw "'s" matches "s". A token without such characters (".", "'") gets an empty span at
// the current position. Fails (kInvalidField, field "tokens[i]") when a token cannot be matched.
Result<std::vector<ByteSpan>> align_tokens(std::string_view sentence, const std::vector<std::string>& tokens,
                                           const std::vector<ByteSpan>& skip);

}  // namespace citeval::claims

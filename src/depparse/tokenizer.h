// Tokenizer for raw English sentences, following spaCy's English decisions closely enough for
// the parser (which was trained on UD EWT tokens, whose conventions spaCy's mostly match):
//
//  * whitespace separates tokens and is never part of one;
//  * leading punctuation, quotes, brackets and currency signs are split off: "($5" -> ( $ 5;
//  * trailing punctuation, quotes, brackets and '%' are split off: "end)." -> end ) .
//    A final period stays on known abbreviations ("Dr.", "etc.", "e.g."), on dotted initialisms
//    ("U.S.") and on single capital letters ("J."); "..." stays one token;
//  * clitics are split: 's 're 've 'll 'd 'm n't (straight or curly apostrophe), with spaCy's
//    special cases can't -> ca n't, won't -> wo n't, ain't -> ai n't, cannot -> can not;
//  * a hyphen between letters is split as its own token ("well-known" -> well - known, as in
//    EWT); numbers keep their inner separators ("1,000.5", "3-4" stays whole);
//  * URLs and e-mail addresses (http://, https://, www., x@y.z) are one token.
//
// Returns byte offsets into the input; tokens never overlap and appear in order.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace citeval::parse {

struct TokenSpan {
  std::size_t begin = 0, end = 0;  // byte range [begin, end)
  bool operator==(const TokenSpan&) const = default;
};

std::vector<TokenSpan> tokenize(std::string_view text);

}  // namespace citeval::parse

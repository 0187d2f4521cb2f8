// The "lexical" judge: a fast, model-free APPROXIMATION of support, used when no model or
// endpoint is configured. It does not understand negation, paraphrase or reasoning; every output
// made with it says it is an approximation (is_approximation() == true).
//
// Score: the weighted share of the hypothesis's content tokens that occur in the premise.
//  * Tokens: maximal runs of ASCII letters/digits and non-ASCII bytes (so "Zürich" is one
//    token), except that UTF-8 punctuation and spaces (U+2000-U+206F: dashes, curly quotes;
//    U+00A0-U+00BF: no-break space, guillemets) separate like ASCII punctuation; lower-cased
//    (ASCII only). An apostrophe inside a word is dropped with what follows
//    ("Arnold's" -> "arnold"). A number is a run of digits that may hold '.' or ',' between digits;
//    commas are removed ("1,000" -> "1000"), and it must occur exactly (no stemming).
//  * Stopwords (a fixed English function-word list, see lexical_judge.cc) are dropped from the
//    hypothesis; if nothing is left, all its tokens count.
//  * Light stemming, the same on both sides, for words of 4+ bytes without digits: one of
//    -ies -> -y, -sses -> -ss, -s (not after s, u or i: "class", "focus", "analysis"),
//    -ing, -ed (if at least 3 letters remain) is removed, then a final -e of a word still 4+
//    long ("make", "makes", "making" -> "mak"). It only has to map inflections onto one form,
//    not produce a linguistic stem (a Porter stemmer would cost more and gain little here).
//  * Weights: a number weighs kNumberWeight, a non-stopword written with a capital letter in
//    the hypothesis (a name) weighs kNameWeight, any other token 1. Each distinct token counts
//    once, with the largest weight it has.
//  * prob = covered weight / total weight, in [0, 1]; label = prob >= kThreshold.
//    A hypothesis with no tokens at all gets prob 0.
// The constants were chosen on the dev splits of human labels (tests/judge/lexical_eval.py has
// the measurement): ROC-AUC 0.934 on WiCE supported vs not supported, 0.776 on WiCE supported vs
// partially/not supported, 0.716 on AttributionBench; 0.7 is about the best balanced accuracy on
// all three (0.884, 0.689, 0.655).
//
// identity() = "lexical:v1:threshold=<kThreshold>:name=<w>:number=<w>".
//
// Thread safety: stateless; judge_batch is safe to call concurrently.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"

namespace citeval::judge {

class LexicalJudge final : public Judge {
 public:
  static constexpr double kThreshold = 0.7;
  static constexpr double kNameWeight = 2.0;
  static constexpr double kNumberWeight = 2.0;
  static constexpr const char* kVersion = "v1";

  std::string identity() const override;
  bool is_approximation() const override { return true; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override;

  // The support score of one pair (what judge_batch puts in prob).
  static double score(std::string_view premise, std::string_view hypothesis);

  struct Token {
    std::string text;  // normalised (lower-cased, stemmed / comma-free number)
    bool number = false;
    bool capitalised = false;  // first character was an upper-case ASCII letter
    bool stopword = false;
  };
  // The tokenisation above, exposed for tests.
  static std::vector<Token> tokenize(std::string_view text);
  // The light stemming above (in place), and the stopword list: shared with the "align" judge
  // (align_judge.h), which matches words the same way.
  static void stem_word(std::string& word);
  static bool is_stopword(std::string_view word);
  // The word-character rule above: whether s[i] belongs to a word, and the length of the UTF-8
  // separator (dash, curly quote, no-break space, ...) starting at s[i], else 0.
  static bool is_word_byte_at(std::string_view s, std::size_t i);
  static std::size_t separator_length(std::string_view s, std::size_t i);

 private:
  class TokenSet;
  struct PremiseHash {
    std::size_t operator()(std::string_view s) const noexcept;
  };
  static double score_with(const TokenSet& premise, std::string_view hypothesis);
};

}  // namespace citeval::judge

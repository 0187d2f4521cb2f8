// ROUGE-Lsum as google-research's rouge_score 0.1.2 computes it with
// RougeScorer(["rougeLsum"], use_stemmer=True) — the ROUGE that ALCE reports for ASQA and ELI5.
//
//   RougeScore s = rouge_lsum("w1 w2 w3 w4 w5", "w1 w2 w6 w7 w8\nw1 w3 w8 w9 w5");
//   // s.recall == 0.8, s.precision == 0.4, s.fmeasure == 0.5333...
//
// Semantics (each point is rouge_score's):
// - Sentences are the '\n'-separated lines of each text; empty lines are dropped. ALCE first
//   lower-cases the texts and joins NLTK sent_tokenize()'s sentences with '\n'; that is the
//   caller's job (text::python_lower + the Punkt splitter), these functions take the joined text.
// - rouge_tokenize: Python str.lower(), every run of characters other than [a-z0-9] becomes a
//   separator, tokens longer than 3 characters are Porter-stemmed (NLTK's variant, see
//   porter_stemmer.h). Only ASCII survives lower-casing into a token, plus the two non-ASCII
//   characters whose Python lower-case contains ASCII: U+0130 (-> "i" + U+0307) and U+212A
//   KELVIN SIGN (-> "k").
// - rouge_lsum: summary-level LCS (Lin 2004, §3.2) with ROUGE-1.5.5's guard against counting a
//   token twice: for each target sentence, the union of the LCS index sets with every predicted
//   sentence (one LCS each, read out by rouge_score's backtracking, whose tie-breaking matters
//   for the union); each token of the union is a hit while both texts still have unused
//   occurrences of it. recall = hits / target tokens, precision = hits / predicted tokens,
//   F = 2PR / (P + R), all 0 when either text has no token. Scores are fractions in [0, 1].
//
// Costs O(target tokens x predicted tokens / 64) time for the LCS tables (bit-parallel, see
// rouge_lcs.h) plus the backtracking walks, and (target sentence tokens + 1) x (predicted
// sentence tokens + 64) / 8 bytes of scratch for the largest pair of sentences. All functions
// are pure and thread-safe (each thread keeps a bounded cache of Porter stems).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace citeval::metrics {

struct RougeScore {
  double precision = 0;
  double recall = 0;
  double fmeasure = 0;
};

// rouge_score's tokenize(text, stemmer): see above. stem = false is use_stemmer=False.
std::vector<std::string> rouge_tokenize(std::string_view text, bool stem = true);

// rougeLsum of `prediction` against `target` (rouge_score's argument order: target first).
RougeScore rouge_lsum(std::string_view target, std::string_view prediction);

// ALCE's choice between two references (ASQA's two annotations; ALCE passes the same answer
// twice otherwise): the score against target1 if its F-measure is strictly greater than the score
// against target2, else the score against target2.
RougeScore rouge_lsum_best(std::string_view target1, std::string_view target2,
                           std::string_view prediction);

}  // namespace citeval::metrics

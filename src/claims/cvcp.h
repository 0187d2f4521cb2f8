// CVCP, the coefficient of variation of citation positions (ALiICE §3.3.3, eqs. 2-4).
//
// A sentence is a sequence of units x_1..x_l: its whitespace-separated words (punctuation
// attached to a word stays in it, "a word (including punctuation)") and its citation groups,
// each group one unit ("[1][2]" is one unit even when glued to a word: "glass[1]" is the units
// "glass", "[1]"). The positions p of the groups (1-based) are normalised by l (eq. 2); a
// sentence with at least one group has cv = σ/μ with the population σ (eq. 3); a response's
// CVCP is the mean cv over its sentences with a group (eq. 4), and a file's the mean over
// responses that have such a sentence. Each group counts once: its marks share one unit.
//
// The released eval.py computes something else, reported separately as "cvcp_pooled_reference":
// every single mark's character offset divided by its sentence's length (in code points), pooled
// over all sentences of all responses (its own sentence_spliter: Punkt, the first mark of a
// sentence that starts with '[' moved to the end of the previous one), then np.std / mean.
//
//   CvcpUnits u = cvcp_units(sentence);            // positions + length
//   std::optional<double> cv = sentence_cv(u);
//   PooledCvcp pooled; pooled.add_response(output); pooled.value();
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "cite/citation.h"

namespace citeval::claims {

struct CvcpUnits {
  std::size_t length = 0;                // l: words + groups
  std::vector<std::size_t> positions;    // 1-based unit indices of the citation groups
};

CvcpUnits cvcp_units(std::string_view sentence, cite::CitationSyntax syntax = cite::CitationSyntax::kAll);

// σ/μ of positions/length (eqs. 2-3); nullopt without a group.
std::optional<double> sentence_cv(const CvcpUnits& units);

// Mean of sentence_cv over the sentences that have one (eq. 4); nullopt if none has.
std::optional<double> response_cvcp(const std::vector<CvcpUnits>& sentences);

// The reference's pooled variant (see above).
class PooledCvcp {
 public:
  void add_response(std::string_view output);
  std::size_t marks() const { return n_; }
  // np.std(positions) / mean(positions); nullopt without marks (the script divides by zero).
  std::optional<double> value() const;

  // The marks' relative positions, in order (for serialising a summary state).
  const std::vector<double>& positions() const { return positions_; }
  // Appends `later`'s marks as if its responses had been added here: the value is then exactly
  // that of one PooledCvcp over all responses.
  void merge(const PooledCvcp& later);
  static PooledCvcp from_positions(const std::vector<double>& positions);

 private:
  std::size_t n_ = 0;
  double sum_ = 0;
  std::vector<double> positions_;  // kept for an exact two-pass std
};

}  // namespace citeval::claims

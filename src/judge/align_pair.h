// The stages of the align judge (align_judge.h), each over one pair:
//
//   AlignedPair s = AlignedPair::read(premise, hypothesis);  // tokens, the claim's content words
//   s.align(premise, hypothesis, out);                       // alignment and coverage features
//   s.find_number_mismatches(out); ... s.find_substitution(out);  // the detectors, in order
//
// read and align fill the AlignedPair; the detectors only read it and write their features,
// reasons and the claim words they account for into Findings. The detectors run in the order
// AlignJudge::analyze calls them: a later one reads what an earlier one found (the features set
// so far). Each detector is defined in its own file
// (align_numbers.cc, align_negation.cc, ...). Internal to citeval::judge.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "judge/align_dates.h"
#include "judge/align_judge.h"
#include "judge/align_lexicon.h"
#include "judge/align_tokens.h"

namespace citeval::judge::align {

using Features = std::array<double, AlignJudge::kNumFeatures>;

// What the detectors found.
struct Findings {
  Features features{};
  std::vector<std::string> reasons;  // most important first
  // Per content token: a detected mismatch accounts for it (the "60" of a number_mismatch, the
  // "fell" of an antonym); a claim whose only unaligned words are these is aligned but contradicted.
  std::vector<bool> explained;
  std::vector<std::size_t> own_names;    // content tokens: names of the claim's own (find_name_mismatches)
  bool name_swapped = false;             // a name put in place of another (find_name_mismatches)
};

// A claim (the hypothesis, h) aligned to its source (the premise, p).
struct AlignedPair {
  const AlignLexicon& lex = AlignLexicon::builtin();
  std::vector<Tok> h, p;
  std::vector<std::size_t> hc;                  // the claim's content tokens, distinct by key / value
  // Per content token: the premise tokens it matches (words by key, WordNet relation or shared
  // beginning; numbers by value and unit; acronyms, fractions and counts said another way).
  std::vector<std::vector<std::size_t>> where;
  DerivedCounts counts;                         // counts the source gives as two of its numbers
  int best_begin = 0, best_len = 1;             // the window: 1-3 consecutive sentences
  std::size_t wb = 0, we = 0;                   // the window's tokens, [wb, we)
  std::vector<std::size_t> at;                  // per content token: its aligned occurrence, or npos
  std::vector<int> sentence_hits;               // per sentence of the window: content tokens found
  int anchor = 0;                               // the window's sentence holding the most of them
  bool pronoun_after_anchor = false;            // the next sentence opens with "They", "It", ... (the anchor's subject)
  double coverage = 0.0;                        // the window's share of the content's weight
  int unaligned = 0;                            // content tokens with no aligned occurrence
  // Negation cues (find_negation_scopes): per token, the position of the cue it stands in the
  // scope of, or none (align_negation.cc's kNoCue); the claim's, and the window's of the premise.
  std::vector<std::size_t> hcue, pcue;
  std::vector<bool> hneg, pneg;                 // per token: in a cue's scope

  // A content word's weight: numbers and names 2, other words 1 (as "lexical").
  double weight(const Tok& t) const;
  // Whether the claim holds a word, or one related to it; a number, or one of the same value.
  bool claim_holds(const Tok& u) const;
  // Two numbers' units say the same, or one says none ("metres" / "meters").
  bool units_agree(const Tok& x, const Tok& y) const;
  // Whether premise token k lies in the window.
  bool in_window(std::size_t k) const;
  // Sentences of the window aligned nearly as well as the anchor (one hit fewer at most): the
  // negation and opposite tests look there too ("Kilimanjaro is in Tanzania ... It is a dormant
  // volcano" / "Kilimanjaro is not a volcano": one hit each).
  bool near_anchor(int sentence) const;
  // Whether the window names as its runner-up ("runner-up", "runners-up"), a second place, a name
  // the claim's clause of its token k holds.
  bool said_runner_up(std::size_t k) const;

  // Tokenises the pair and picks the claim's content tokens; hc is empty when the claim has no
  // content word.
  static AlignedPair read(std::string_view premise, std::string_view hypothesis);
  // Aligns the claim to the best window of the premise, finds the negations' scopes, sets the
  // coverage, alignment and word order features (0-3, 13-37) and sizes out.explained. Once, on
  // what read returned, with content tokens and a premise.
  void align(std::string_view premise, std::string_view hypothesis, Findings& out);
  // The negation cues of the claim and of the window, and their scopes (align_negation.cc).
  void find_negation_scopes();

  // The detectors (align_judge.h, step 2), each in its own file.
  void find_number_mismatches(Findings& out) const;  // numbers and dates: features 4-6
  void find_negation(Findings& out) const;           // 7
  void find_opposites(Findings& out) const;          // antonyms and directions: 8 (and 4)
  void find_quantifiers(Findings& out) const;        // 9
  void find_swapped_roles(Findings& out) const;      // 10
  void find_name_mismatches(Findings& out) const;    // 11, out.own_names, out.name_swapped
  void find_substitution(Findings& out) const;       // 12
};

// A detector's helper class (align_negation.cc's CueMatcher, align_roles.cc's RoleTests) derives
// from this to read the aligned pair by the names the detectors use.
struct PairRefs {
  explicit PairRefs(const AlignedPair& s)
      : s(s), lex(s.lex), h(s.h), p(s.p), hc(s.hc), where(s.where), at(s.at), wb(s.wb), we(s.we), anchor(s.anchor) {}
  bool near_anchor(int sentence) const { return s.near_anchor(sentence); }
  bool claim_holds(const Tok& u) const { return s.claim_holds(u); }
  bool said_runner_up(std::size_t k) const { return s.said_runner_up(k); }

  const AlignedPair& s;
  const AlignLexicon& lex;
  const std::vector<Tok>&h, &p;
  const std::vector<std::size_t>& hc;
  const std::vector<std::vector<std::size_t>>& where;
  const std::vector<std::size_t>& at;
  const std::size_t wb, we;
  const int anchor;
};

}  // namespace citeval::judge::align

// Attachment scores against gold trees (gold tokenization): UPOS accuracy, UAS and LAS over
// all words, punctuation included (as the CoNLL 2018 shared task's LAS does, but on the full
// DEPREL string). A word counts for LAS when head and DEPREL both match.
#pragma once

#include <cstddef>
#include <vector>

#include "citeval/result.h"
#include "depparse/conllu.h"

namespace citeval::parse {

struct AttachmentScores {
  std::size_t words = 0, upos_correct = 0, head_correct = 0, labelled_correct = 0;
  double upos() const { return words ? 100.0 * upos_correct / words : 0.0; }
  double uas() const { return words ? 100.0 * head_correct / words : 0.0; }
  double las() const { return words ? 100.0 * labelled_correct / words : 0.0; }
  void add(const AttachmentScores& o);
};

// Errors (kInvalidArgument) if the documents differ in sentence count or word forms.
Result<AttachmentScores> evaluate(const std::vector<ConlluSentence>& gold,
                                  const std::vector<ConlluSentence>& predicted);

}  // namespace citeval::parse

namespace citeval::parse {
class DependencyParser;
// A copy of `input` with UPOS, XPOS, HEAD and DEPREL predicted by the model from the forms
// (gold tokenization); FEATS/DEPS are cleared to "_", LEMMA and MISC kept.
ConlluSentence annotate(const DependencyParser& model, const ConlluSentence& input);
}  // namespace citeval::parse

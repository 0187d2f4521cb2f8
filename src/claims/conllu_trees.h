// Given trees from CoNLL-U (built only with citeval::depparse): FORM, HEAD and DEPREL of each word,
// citation nodes marked with "Cite=1,2" in MISC (document ids, in order), "# sent_id = ..."
// as the sentence id and "# text = ..." as the original sentence when present. The tree is used
// exactly as given (punctuation words included); multiword-token and empty-node lines are
// ignored. Token spans point into "# text" when the forms align with it (align_tokens), else
// into the forms joined by single spaces (no space where MISC has SpaceAfter=No).
//
//   auto trees = claims::read_conllu_trees("trees.conllu");
//   for (const GivenSentence& g : *trees) use(g.id, g.tree);
#pragma once

#include <string>
#include <vector>

#include "citeval/result.h"
#include "claims/tree_input.h"
#include "depparse/conllu.h"

namespace citeval::claims {

Result<GivenSentence> given_from_conllu(const parse::ConlluSentence& sentence, const std::string& file);
// Stops at the first bad sentence.
Result<std::vector<GivenSentence>> read_conllu_trees(const std::string& path);
// Every sentence (block of lines up to a blank line), in order, a bad one (malformed CoNLL-U, or
// no usable tree) as its error naming file, line and column, so a reader can skip it and go on;
// only a file that cannot be read is an error.
Result<std::vector<GivenRecord>> read_conllu_tree_records(const std::string& path);

}  // namespace citeval::claims

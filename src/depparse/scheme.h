// UD -> spaCy (ClearNLP-style) dependency scheme conversion.
//
// The claim extractor (ALiICE) cuts spaCy `en_core_web_sm` trees, whose scheme differs from
// Universal Dependencies in where function words sit. ud_to_spacy() rewrites a UD tree:
//
//  * Preposition promotion: a `case` word (anything but the possessive PART 's) of a nominal n
//    takes n's place in the tree; n becomes its `pobj`. The new word is `prep` (`agent` for
//    obl:agent; for other relations of n, e.g. conj or root, it inherits n's relation). Several
//    case words, or a case word with `fixed` children ("out of", "according to"), form a chain of
//    `prep`s with the pobj under the last one.
//  * Copula promotion: the first `cop` child of a predicate p takes p's place; p becomes its
//    `attr` (`acomp` for ADJ/ADV predicates; `pobj` of a promoted preposition when p has a case
//    word). p's clause-level children (subjects, aux, mark, advcl, parataxis, ccomp, discourse,
//    clause punctuation, negation, adverbs and obliques before the copula, verbal conjuncts)
//    move to the copula.
//  * Coordination: conjuncts are chained as spaCy does (the 2nd conjunct under the 1st, the 3rd
//    under the 2nd, ...), and a `cc` or separating `punct` moves from the conjunct it precedes to
//    the preceding conjunct. A promoted conjunct (preposition or copula) attaches to the
//    promoted word of the previous conjunct.
//  * Delimiting commas: a comma that UD hangs on the modifier it sets off (obl, advcl, advmod,
//    discourse, vocative, nmod, appos, acl, ccomp) moves to the word that modifier modifies, as
//    in spaCy ("In 2010 , he left": punct of "left"; "X , while Y": punct of X's verb;
//    "brands , such as X ,": punct of "brands"). Parataxis and conjunct commas are excluded.
//  * Prepositions before subjectless gerund clauses ("before leaving", "of using it"): UD's
//    `mark` becomes `prep` in the clause's place, the gerund its `pcomp`.
//  * Flat names are headed by their last word, as spaCy's compounds are ("Lexie -compound->
//    Grey"); the first word's outside dependents move with the head.
//  * Label renames: root->ROOT, obj->dobj, iobj->dative, nsubj:pass->nsubjpass,
//    csubj:pass->csubjpass, aux:pass->auxpass, compound:prt->prt, nmod:poss->poss,
//    acl:relcl->relcl, flat*->compound, det:predet->predet, cc:preconj->preconj,
//    discourse->intj, infinitival `to` (mark, PART)->aux, not/never/n't (advmod)->neg, bare
//    obl/nmod and :tmod/:npmod/:unmarked->npadvmod, vocative->npadvmod, nsubj:outer->nsubj,
//    csubj:outer->csubj, advcl:relcl->advcl, nmod:desc->compound, fixed->prep when chained (else kept),
//    goeswith/reparandum/orphan/dislocated/list->dep. Other labels are kept.
//
// Not converted (documented deviations from spaCy): `oprd` (UD's xcomp cannot tell object
// predicates from other open complements reliably), `pcomp` over non-gerund clauses ("from
// what he said"), quantifier modifiers (`quantmod`: UD's advmod of a nummod is kept) and
// `npadvmod` vs `advmod` subtleties.
//
// Conversion may make a projective tree non-projective; is_projective() counts those.
#pragma once

#include <vector>

#include "depparse/conllu.h"

namespace citeval::parse {

// Returns a copy of the sentence in the spaCy scheme: HEAD and DEPREL rewritten, DEPS set to "_"
// (the enhanced graph belongs to the UD scheme). Requires every HEAD to be set (>= 0).
ConlluSentence ud_to_spacy(const ConlluSentence& ud);

// True if no two arcs cross (heads are 1-based ids, 0 = root, one a word). Arcs from the root
// count like any other arc, so a tree whose root arc is crossed is not projective.
bool is_projective(const std::vector<int>& heads);

}  // namespace citeval::parse

// ALiICE's claim extraction (Algorithm 1 with the cases of Appendix C) on a given tree.
//
//   auto claims = citeval::claims::extract_claims(tree);
//   if (!claims) report(claims.error());
//   for (const auto& c : *claims) use(c.citations, c.tokens_joined);
//
// For each citation node i, a copy T' of the tree is cut once for every other citation node j
// still in T' (in sentence order). With LCA = the lowest common ancestor of i and j in T', and
// T_i, T_j the LCA's child subtrees holding i and j:
//   kLcaIsI            LCA = i: remove T_j.
//   kLcaIsJ            LCA = j: T_i takes the LCA's place under the LCA's parent (and its
//                      relation); when the LCA is T's root, T_i becomes the root. With
//                      reference_code, as myparser.py: T_i gets no relation, and at the root
//                      nothing is removed.
//   Otherwise look for separators: children of the LCA strictly between the roots of T_i and
//   T_j whose word is "," or whose relation to the LCA is "cc" (T_c). "Fronted" below means:
//   the LCA is T's (current) root and the earlier of T_i, T_j is a "prep"/"advcl" child of it
//   that contains the sentence's first token.
//   kSepBeforeFronted  separators, T_i before T_j, T_i fronted: T_i becomes the root.
//   kSepBeforeRemove   separators, T_i before T_j, otherwise: remove T_j and T_c.
//   kSepAfterFronted   separators, T_i after T_j, T_j fronted: remove T_j and T_c.
//   kSepAfterReplace   separators, T_i after T_j, otherwise: T_i becomes the root (Appendix C:
//                      "replace the root node of the dependency tree with T_i"); with
//                      reference_code, when the LCA is not the root, the LCA keeps T_i as its
//                      only child instead (what the released myparser.py does).
//   kNoSepRoot         no separator, LCA is the root: T_i becomes the root.
//   kNoSepRemove       no separator, LCA is not the root: remove T_j.
//   kSkipped           j was already cut away from T'.
// The claim is T's remaining tokens in sentence order.
//
// Where the paper's text is ambiguous we follow the issue/README and the reference code:
// the "prep/advcl" test of the T_i-after-T_j case looks at T_j (only the earlier subtree can
// contain the first token; Appendix C's literal "T_i" could never be fronted there), and
// "between" compares the positions of the subtree roots.
#pragma once

#include <string>
#include <vector>

#include "citeval/result.h"
#include "claims/claim_tree.h"

namespace citeval::claims {

struct ExtractOptions {
  // Reproduce myparser.py where it departs from Appendix C (see kLcaIsJ, kSepAfterReplace).
  bool reference_code = false;
};

enum class CutStep {
  kLcaIsI,
  kLcaIsJ,
  kSepBeforeFronted,
  kSepBeforeRemove,
  kSepAfterFronted,
  kSepAfterReplace,
  kNoSepRoot,
  kNoSepRemove,
  kSkipped,
};
const char* cut_step_name(CutStep step);

// What one (i, j) iteration did, for explanations and tests.
struct CutTrace {
  int other_token = -1;          // node j
  CutStep step = CutStep::kSkipped;
  int lca = -1, subtree_i = -1, subtree_j = -1;  // roots (-1 when skipped or not applicable)
  std::vector<int> separators;   // T_c roots
};

// Claims in the order of tree.citations. `trace`, when given, receives one list of cuts per
// claim. Fails only if validate_claim_tree fails.
Result<std::vector<Claim>> extract_claims(const ClaimTree& tree, const ExtractOptions& options = {},
                                          std::vector<std::vector<CutTrace>>* trace = nullptr);

}  // namespace citeval::claims

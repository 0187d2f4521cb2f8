// JSON renderings of claims and sentence analyses (the `citeval claims` lines;
// report/aliice_report.h renders evaluation results with them). Offsets are bytes into the text
// the object names.
//
//   out << claims::sentence_json(text, analysis).dump() << "\n";
#pragma once

#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "claims/claim_extractor.h"
#include "claims/sentence_claims.h"

namespace citeval::claims {

// {"citations", "citation_token", "token_ids", "tokens_joined", "text", "source_ranges"}:
// "text" is claim_surface (the original characters), "source_ranges" its [begin, end) ranges.
nlohmann::json claim_json(std::string_view source, const ClaimTree& tree, const Claim& claim,
                          const std::vector<cite::CitationGroup>& groups);

// {"status", "begin", "end", "text", "claims": [...]} plus "fallback": {"hypothesis", "ids"}
// for fallbacks, "error" when there is one, "tokens"/"heads"/"deps" when with_tree, and "cuts"
// when the analysis has a trace.
nlohmann::json sentence_json(std::string_view source, const SentenceClaims& s, bool with_tree = false);

// The cut trace of one claim: [{"other_token", "step", "lca", "subtree_i", "subtree_j", "separators"}].
nlohmann::json trace_json(const std::vector<CutTrace>& cuts);

}  // namespace citeval::claims

#include "claims/claims_json.h"

#include <fmt/format.h>

namespace citeval::claims {

nlohmann::json claim_json(std::string_view source, const ClaimTree& tree, const Claim& claim,
                          const std::vector<cite::CitationGroup>& groups) {
  nlohmann::json j;
  j["citations"] = claim.citations;
  j["citation_token"] = claim.citation_token;
  j["token_ids"] = claim.token_ids;
  j["tokens_joined"] = claim.tokens_joined;
  j["text"] = claim_surface(source, tree, claim, groups);
  nlohmann::json ranges = nlohmann::json::array();
  for (const auto& r : claim_source_ranges(tree, claim)) ranges.push_back({r.begin, r.end});
  j["source_ranges"] = std::move(ranges);
  return j;
}

nlohmann::json trace_json(const std::vector<CutTrace>& cuts) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& c : cuts) {
    a.push_back({{"other_token", c.other_token},
                 {"step", cut_step_name(c.step)},
                 {"lca", c.lca},
                 {"subtree_i", c.subtree_i},
                 {"subtree_j", c.subtree_j},
                 {"separators", c.separators}});
  }
  return a;
}

nlohmann::json sentence_json(std::string_view source, const SentenceClaims& s, bool with_tree) {
  nlohmann::json j;
  j["status"] = sentence_status_name(s.status);
  j["begin"] = s.span.begin;
  j["end"] = s.span.end;
  j["text"] = std::string(source.substr(s.span.begin, s.span.end - s.span.begin));
  nlohmann::json claims = nlohmann::json::array();
  for (std::size_t c = 0; c < s.claims.size(); ++c) {
    nlohmann::json cj = claim_json(source, s.tree, s.claims[c], s.groups);
    if (c < s.trace.size()) cj["cuts"] = trace_json(s.trace[c]);
    claims.push_back(std::move(cj));
  }
  j["claims"] = std::move(claims);
  if (s.status != SentenceStatus::kClaims) {
    j["fallback"] = {{"hypothesis", s.fallback_text}, {"ids", s.fallback_ids}};
  }
  if (!s.error.empty()) j["error"] = s.error;
  if (with_tree && !s.tree.tokens.empty()) {
    j["tokens"] = s.tree.tokens;
    j["heads"] = s.tree.heads;
    j["deps"] = s.tree.deps;
  }
  return j;
}

}  // namespace citeval::claims

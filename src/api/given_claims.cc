// citeval/claims.h: claims of given trees (claims/tree_input.h, claims/conllu_trees.h) and the
// input format of `citeval claims`.
#include <cctype>
#include <fstream>

#include "citeval/claims.h"
#include "claims/claims_json.h"
#include "claims/sentence_claims.h"
#include "claims/tree_input.h"
#include "text/normalize.h"
#ifdef CITEVAL_CLAIMS_HAVE_PARSE
#include "claims/conllu_trees.h"
#endif

namespace citeval {
namespace {

// Claims of a given tree, as one JSON line.
nlohmann::json given_json(const claims::GivenSentence& g, const claims::ExtractOptions& eo, bool trace,
                          bool with_tree, const char* id_key) {
  claims::SentenceClaims s;
  s.span = {0, g.text.size()};
  s.tree = g.tree;
  s.groups = g.groups;
  std::string error;
  s.status = claims::claims_for_tree(g.tree, eo, s.claims, error, trace ? &s.trace : nullptr);
  s.error = error;
  if (s.status != claims::SentenceStatus::kClaims) {
    s.fallback_text = std::string(text::python_strip(cite::remove_citations(g.text)));
    s.fallback_ids = cite::citation_ids(g.text);
    if (s.fallback_ids.empty()) {
      for (const auto& c : g.tree.citations) s.fallback_ids.insert(s.fallback_ids.end(), c.ids.begin(), c.ids.end());
    }
  }
  nlohmann::json j;
  j["line"] = g.line;
  if (!g.id.empty()) j[id_key] = g.id;
  j.update(claims::sentence_json(g.text, s, with_tree));
  if (!g.expected.empty()) {
    bool match = s.claims.size() == g.expected.size();
    for (std::size_t c = 0; match && c < s.claims.size(); ++c) {
      match = s.claims[c].tokens_joined == g.expected[c].tokens_joined &&
              (g.expected[c].citations.empty() || s.claims[c].citations == g.expected[c].citations);
    }
    j["expected_match"] = match;
  }
  return j;
}

}  // namespace

Result<std::string> detect_claims_format(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open", path);
  std::string line;
  while (std::getline(in, line)) {
    const auto b = line.find_first_not_of(" \t\r");
    if (b == std::string::npos) continue;
    if (line[b] == '{') return std::string("trees");
    if (line[b] == '#') return std::string("conllu");
    std::size_t d = b;
    while (d < line.size() && std::isdigit(static_cast<unsigned char>(line[d]))) ++d;
    if (d > b && d < line.size() && line[d] == '\t') return std::string("conllu");
    return std::string("text");
  }
  return std::string("text");
}

Result<std::vector<Result<nlohmann::json>>> claims_of_given_trees(const std::string& path, std::string_view format,
                                                                  const ClaimsConfig& config) {
  Result<std::vector<claims::GivenRecord>> given = make_error(ErrorCode::kUnsupported, "");
  const char* id_key = "id";
  if (format == "trees") {
    given = claims::read_tree_jsonl_records(path);
  } else if (format == "conllu") {
#ifdef CITEVAL_CLAIMS_HAVE_PARSE
    given = claims::read_conllu_tree_records(path);
    id_key = "sent_id";
#else
    return make_error(ErrorCode::kUnsupported, "this build has no CoNLL-U support (citeval::parse is missing)");
#endif
  } else {
    return make_error(ErrorCode::kInvalidArgument,
                      "unknown format '" + std::string(format) + "' of given trees (trees or conllu)");
  }
  if (!given) return given.error();
  claims::ExtractOptions eo;
  eo.reference_code = config.reference_code;
  std::vector<Result<nlohmann::json>> out;
  out.reserve(given->size());
  for (const auto& g : *given) {
    if (!g) out.emplace_back(g.error());
    else out.emplace_back(given_json(*g, eo, config.trace, config.with_tree, id_key));
  }
  return out;
}

}  // namespace citeval

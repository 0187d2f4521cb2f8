#include "claims/tree_input.h"

#include <charconv>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "claims/sentence_claims.h"
#include "claims/text_cleaning.h"
#include "common/json_error.h"
#include "common/json_nesting.h"

namespace citeval::claims {

Result<std::vector<int>> parse_cite_ids(std::string_view value) {
  std::vector<int> ids;
  std::size_t start = 0;
  while (true) {
    std::size_t comma = value.find(',', start);
    std::string_view piece = value.substr(start, comma == std::string_view::npos ? value.size() - start : comma - start);
    int id = 0;
    auto [ptr, ec] = std::from_chars(piece.data(), piece.data() + piece.size(), id);
    if (piece.empty() || ec != std::errc() || ptr != piece.data() + piece.size() || id < 0) {
      return make_error(ErrorCode::kInvalidField, fmt::format("bad citation id list '{}' (expected e.g. 1,2)", value));
    }
    ids.push_back(id);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return ids;
}

namespace {

Result<GivenSentence> from_json(const nlohmann::json& j, const std::string& file, std::size_t line,
                                cite::CitationSyntax syntax) {
  auto err = [&](std::string field, std::string msg) {
    return make_error(ErrorCode::kInvalidField, std::move(msg), file, line, std::move(field));
  };
  if (!j.is_object()) return err("", "expected a JSON object");
  GivenSentence g;
  g.line = line;
  if (j.contains("id")) {
    if (j["id"].is_string()) {
      g.id = j["id"].get<std::string>();
    } else if (j["id"].is_number_integer()) {
      g.id = std::to_string(j["id"].get<long long>());
    } else {
      return err("id", "expected a string or an integer");
    }
  }
  if (!j.contains("sentence") || !j["sentence"].is_string()) return err("sentence", "missing or not a string");
  g.text = j["sentence"].get<std::string>();
  for (const char* f : {"tokens", "heads", "deps"}) {
    if (!j.contains(f) || !j[f].is_array()) return err(f, "missing or not an array");
  }
  for (std::size_t i = 0; i < j["tokens"].size(); ++i) {
    if (!j["tokens"][i].is_string()) return err(fmt::format("tokens[{}]", i), "not a string");
    g.tree.tokens.push_back(j["tokens"][i].get<std::string>());
  }
  for (std::size_t i = 0; i < j["heads"].size(); ++i) {
    if (!j["heads"][i].is_number_integer()) return err(fmt::format("heads[{}]", i), "not an integer");
    long long h = j["heads"][i].get<long long>();
    if (h < -1 || h > 1'000'000) return err(fmt::format("heads[{}]", i), fmt::format("head {} out of range", h));
    g.tree.heads.push_back(static_cast<int>(h));
  }
  for (std::size_t i = 0; i < j["deps"].size(); ++i) {
    if (!j["deps"][i].is_string()) return err(fmt::format("deps[{}]", i), "not a string");
    g.tree.deps.push_back(j["deps"][i].get<std::string>());
  }
  auto marks = cite::find_citation_marks(g.text, syntax);
  g.groups = cite::group_citation_marks(g.text, marks);
  std::vector<ByteSpan> skip;
  for (const auto& gr : g.groups) skip.push_back({gr.begin, gr.end});
  auto spans = align_tokens(g.text, g.tree.tokens, skip);
  if (!spans) return err(spans.error().field, spans.error().message);
  g.tree.spans = std::move(spans).value();

  if (j.contains("citations")) {
    const auto& cs = j["citations"];
    if (!cs.is_array()) return err("citations", "not an array");
    for (std::size_t c = 0; c < cs.size(); ++c) {
      std::string f = fmt::format("citations[{}]", c);
      if (!cs[c].is_object() || !cs[c].contains("token") || !cs[c]["token"].is_number_integer()) {
        return err(f + ".token", "missing or not an integer");
      }
      if (!cs[c].contains("ids") || !cs[c]["ids"].is_array()) return err(f + ".ids", "missing or not an array");
      CitationAttachment a;
      long long t = cs[c]["token"].get<long long>();
      if (t < 0 || t >= static_cast<long long>(g.tree.tokens.size())) return err(f + ".token", "out of range");
      a.token = static_cast<int>(t);
      for (const auto& id : cs[c]["ids"]) {
        if (!id.is_number_integer()) return err(f + ".ids", "not an integer");
        a.ids.push_back(static_cast<int>(id.get<long long>()));
      }
      g.tree.citations.push_back(std::move(a));
    }
  } else if (!g.groups.empty()) {
    auto att = attach_citations(g.tree.tokens, g.tree.spans, g.groups);
    if (!att) return err("tokens", att.error().message);
    g.tree.citations = std::move(att).value();
  }
  if (auto st = validate_claim_tree(g.tree, file); !st) return err(st.error().field, st.error().message);

  if (j.contains("expected_claims")) {
    const auto& ec = j["expected_claims"];
    if (!ec.is_array()) return err("expected_claims", "not an array");
    for (std::size_t c = 0; c < ec.size(); ++c) {
      std::string f = fmt::format("expected_claims[{}]", c);
      if (!ec[c].is_object() || !ec[c].contains("tokens_joined") || !ec[c]["tokens_joined"].is_string()) {
        return err(f + ".tokens_joined", "missing or not a string");
      }
      ExpectedClaim e;
      e.tokens_joined = ec[c]["tokens_joined"].get<std::string>();
      if (ec[c].contains("citations") && ec[c]["citations"].is_array()) {
        for (const auto& id : ec[c]["citations"]) {
          if (!id.is_number_integer()) return err(f + ".citations", "not an integer");
          e.citations.push_back(static_cast<int>(id.get<long long>()));
        }
      }
      g.expected.push_back(std::move(e));
    }
  }
  return g;
}

}  // namespace

Result<GivenSentence> parse_tree_json(std::string_view json_line, const std::string& file, std::size_t line,
                                      cite::CitationSyntax syntax) {
  // Before parsing: nlohmann destroys a deep value recursively (50,000 levels overflow the stack).
  if (Status deep = check_json_nesting(json_line, file, line); !deep) return deep.error();
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(json_line);
  } catch (const nlohmann::json::exception& e) {
    return make_error(ErrorCode::kParse, "bad JSON: " + json_error_message(e.what()), file, line);
  }
  return from_json(j, file, line, syntax);
}

Result<std::vector<GivenRecord>> read_tree_jsonl_records(const std::string& path, cite::CitationSyntax syntax) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open", path);
  std::vector<GivenRecord> out;
  std::string line;
  std::size_t no = 0;
  while (std::getline(in, line)) {
    ++no;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    out.push_back(parse_tree_json(line, path, no, syntax));
  }
  if (in.bad()) return make_error(ErrorCode::kIo, "read failed", path, no);
  return out;
}

Result<std::vector<GivenSentence>> all_sentences(std::vector<GivenRecord> records) {
  std::vector<GivenSentence> out;
  out.reserve(records.size());
  for (auto& r : records) {
    if (!r) return r.error();
    out.push_back(std::move(r).value());
  }
  return out;
}

Result<std::vector<GivenSentence>> read_tree_jsonl(const std::string& path, cite::CitationSyntax syntax) {
  auto records = read_tree_jsonl_records(path, syntax);
  if (!records) return records.error();
  return all_sentences(std::move(*records));
}

}  // namespace citeval::claims

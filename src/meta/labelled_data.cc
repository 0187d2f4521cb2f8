#include "meta/labelled_data.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <unordered_map>
#include <unordered_set>

#include "meta/jsonl.h"

namespace citeval::meta {

Result<LabelFormat> parse_label_format(std::string_view name) {
  if (name == "auto") return LabelFormat::kAuto;
  if (name == "gensearch") return LabelFormat::kGenSearch;
  if (name == "wice") return LabelFormat::kWice;
  if (name == "attributionbench") return LabelFormat::kAttributionBench;
  if (name == "plain") return LabelFormat::kPlain;
  return make_error(
      ErrorCode::kInvalidArgument,
      fmt::format("unknown label format '{}' (auto, gensearch, wice, attributionbench, plain)",
                  name));
}

const char* label_format_name(LabelFormat format) {
  switch (format) {
    case LabelFormat::kAuto:
      return "auto";
    case LabelFormat::kGenSearch:
      return "gensearch";
    case LabelFormat::kWice:
      return "wice";
    case LabelFormat::kAttributionBench:
      return "attributionbench";
    case LabelFormat::kPlain:
      return "plain";
  }
  return "?";
}

namespace {

using nlohmann::json;

Result<LabelFormat> detect(const json& j, const std::string& name, std::size_t line) {
  if (j.contains("source_supports_statement")) return LabelFormat::kGenSearch;
  if (j.contains("supporting_sentences")) return LabelFormat::kWice;
  if (j.contains("attribution_label")) return LabelFormat::kAttributionBench;
  if (j.contains("statement") && j.contains("label")) return LabelFormat::kPlain;
  return make_error(
      ErrorCode::kInvalidArgument,
      "cannot tell the label format from the fields (expected source_supports_statement, "
      "supporting_sentences, attribution_label, or statement + label); pass `format`",
      name, line);
}

class Builder {
 public:
  Builder(LabelledSet& set, const ProcessingOptions& options) : set_(set), options_(options) {}

  std::uint32_t statement(const std::string& key, const std::string& id, const std::string& text,
                          std::size_t line) {
    auto [it, inserted] =
        index_.try_emplace(key, static_cast<std::uint32_t>(set_.statements.size()));
    if (inserted) {
      // Ids name groups in score files, so they must be unique: a reused id gets its line.
      std::string unique = id;
      if (!ids_.insert(unique).second) {
        unique = fmt::format("{} (line {})", id, line);
        ids_.insert(unique);
      }
      set_.statements.push_back({unique, text, line});
    }
    return it->second;
  }

  void candidate(std::uint32_t st, std::string passage, std::uint8_t level, std::size_t line) {
    set_.candidates.push_back({st, std::move(passage), level, line});
  }

  void record(std::uint8_t level) {
    ++set_.stats.records;
    ++set_.stats.pairs_by_level[level];
  }

  void record_without_evidence() { ++set_.stats.supported_pairs_without_evidence; }

  // Chunks `doc` and labels chunks holding evidence with `level` (GenSearch and plain documents).
  void chunk_with_evidence(std::uint32_t st, const std::string& doc,
                           const std::vector<std::string>& evidence, std::uint8_t level,
                           std::size_t line) {
    std::vector<Chunk> chunks = pack_chunks(doc, split_units(doc), options_.max_words);
    std::vector<bool> has(chunks.size(), false);
    if (level > 0) {
      EvidenceHits hits = locate_evidence(doc, chunks, evidence, options_.jaccard_threshold);
      set_.stats.evidence_lines += hits.lines;
      set_.stats.evidence_lines_found += hits.lines_found;
      has = hits.chunk_has_evidence;
    }
    bool any = false;
    for (std::size_t c = 0; c < chunks.size(); ++c) {
      any = any || has[c];
      candidate(st, doc.substr(chunks[c].span.begin, chunks[c].span.end - chunks[c].span.begin),
                has[c] ? level : 0, line);
    }
    if (level > 0 && !any) ++set_.stats.supported_pairs_without_evidence;
  }

 private:
  LabelledSet& set_;
  const ProcessingOptions& options_;
  std::unordered_map<std::string, std::uint32_t> index_;
  std::unordered_set<std::string> ids_;
};

Result<std::uint8_t> level_from(const json& j, const char* field, const std::string& name,
                                std::size_t line,
                                std::initializer_list<std::pair<const char*, std::uint8_t>> names) {
  auto v = get_string(j, field, name, line);
  if (!v) return v.error();
  std::string expected;
  for (const auto& [n, level] : names) {
    if (*v == n) return level;
    expected += (expected.empty() ? "" : ", ") + std::string(n);
  }
  return make_error(ErrorCode::kInvalidField,
                    fmt::format("unknown value '{}' (expected {})", *v, expected), name, line,
                    field);
}

Result<std::vector<std::string>> string_list(const json& j, const char* field,
                                             const std::string& name, std::size_t line) {
  auto it = j.find(field);
  if (it == j.end()) return make_error(ErrorCode::kInvalidField, "missing", name, line, field);
  if (!it->is_array())
    return make_error(ErrorCode::kInvalidField, "must be a list of strings", name, line, field);
  std::vector<std::string> out;
  for (std::size_t i = 0; i < it->size(); ++i) {
    if (!(*it)[i].is_string()) {
      return make_error(ErrorCode::kInvalidField, "must be a string", name, line,
                        fmt::format("{}[{}]", field, i));
    }
    out.push_back((*it)[i].get<std::string>());
  }
  return out;
}

std::vector<std::string> lines_of(const std::string& s) {
  std::vector<std::string> out;
  std::size_t b = 0;
  while (b <= s.size()) {
    std::size_t e = s.find('\n', b);
    if (e == std::string::npos) e = s.size();
    out.push_back(s.substr(b, e - b));
    b = e + 1;
  }
  return out;
}

Status read_gensearch(const json& j, const std::string& name, std::size_t line, Builder& b) {
  auto statement = get_string(j, "statement", name, line);
  if (!statement) return statement.error();
  auto source = get_string(j, "source_text", name, line);
  if (!source) return source.error();
  auto level = level_from(j, "source_supports_statement", name, line,
                          {{"complete_support", 2}, {"partial_support", 1}, {"no_support", 0}});
  if (!level) return level.error();
  std::vector<std::string> evidence;
  auto ev = j.find("source_localized_evidence");
  if (ev != j.end() && !ev->is_null()) {
    if (!ev->is_string()) {
      return make_error(ErrorCode::kInvalidField, "must be a string or null", name, line,
                        "source_localized_evidence");
    }
    evidence = lines_of(ev->get<std::string>());
  }
  std::string query;
  if (auto q = j.find("query"); q != j.end() && q->is_string()) query = q->get<std::string>();
  std::uint32_t st =
      b.statement(query + '\n' + *statement, fmt::format("line {}", line), *statement, line);
  b.record(*level);
  b.chunk_with_evidence(st, *source, evidence, *level, line);
  return Ok{};
}

Status read_wice(const json& j, const std::string& name, std::size_t line, Builder& b,
                 const ProcessingOptions& options) {
  auto claim = get_string(j, "claim", name, line);
  if (!claim) return claim.error();
  auto sentences = string_list(j, "evidence", name, line);
  if (!sentences) return sentences.error();
  auto level = level_from(j, "label", name, line,
                          {{"supported", 2}, {"partially_supported", 1}, {"not_supported", 0}});
  if (!level) return level.error();
  std::vector<bool> supporting(sentences->size(), false);
  auto ss = j.find("supporting_sentences");
  if (ss == j.end())
    return make_error(ErrorCode::kInvalidField, "missing", name, line, "supporting_sentences");
  if (!ss->is_array()) {
    return make_error(ErrorCode::kInvalidField, "must be a list of lists of sentence indices", name,
                      line, "supporting_sentences");
  }
  for (std::size_t a = 0; a < ss->size(); ++a) {
    const json& group = (*ss)[a];
    if (!group.is_array()) {
      return make_error(ErrorCode::kInvalidField, "must be a list of sentence indices", name, line,
                        fmt::format("supporting_sentences[{}]", a));
    }
    for (std::size_t k = 0; k < group.size(); ++k) {
      const json& idx = group[k];
      if (!idx.is_number_integer() || idx.get<std::int64_t>() < 0 ||
          idx.get<std::int64_t>() >= static_cast<std::int64_t>(sentences->size())) {
        return make_error(ErrorCode::kInvalidField,
                          fmt::format("must be a sentence index in [0, {}), got {}",
                                      sentences->size(), idx.dump()),
                          name, line, fmt::format("supporting_sentences[{}][{}]", a, k));
      }
      supporting[idx.get<std::size_t>()] = true;
    }
  }
  std::string id = fmt::format("line {}", line);
  if (auto m = j.find("meta"); m != j.end() && m->is_object()) {
    if (auto i = m->find("id"); i != m->end() && i->is_string()) id = i->get<std::string>();
  }
  std::uint32_t st = b.statement(id + '\n' + *claim, id, *claim, line);
  b.record(*level);
  // The page as one document, a sentence a line, so chunks are spans of it.
  std::string doc;
  std::vector<ByteSpan> units;
  for (const auto& s : *sentences) {
    if (!doc.empty()) doc += '\n';
    units.push_back({doc.size(), doc.size() + s.size()});
    doc += s;
  }
  bool any = false;
  for (const Chunk& c : pack_chunks(doc, units, options.max_words)) {
    bool has = false;
    for (std::size_t u = c.first_unit; u <= c.last_unit; ++u) has = has || supporting[u];
    std::uint8_t chunk_level = (*level > 0 && has) ? *level : 0;
    any = any || chunk_level > 0;
    b.candidate(st, doc.substr(c.span.begin, c.span.end - c.span.begin), chunk_level, line);
  }
  if (*level > 0 && !any) b.record_without_evidence();
  return Ok{};
}

Status read_attributionbench(const json& j, const std::string& name, std::size_t line, Builder& b,
                             const ProcessingOptions& options) {
  if (!options.only_source.empty()) {
    auto src = j.find("src_dataset");
    if (src == j.end() || !src->is_string() || src->get<std::string>() != options.only_source)
      return Ok{};
  }
  auto claim = get_string(j, "claim", name, line);
  if (!claim) return claim.error();
  auto refs = string_list(j, "references", name, line);
  if (!refs) return refs.error();
  auto level = level_from(j, "attribution_label", name, line,
                          {{"attributable", 2}, {"not attributable", 0}});
  if (!level) return level.error();
  std::string id = fmt::format("line {}", line);
  if (auto i = j.find("id"); i != j.end() && i->is_string()) id = i->get<std::string>();
  std::string passage;
  for (const auto& r : *refs) {
    if (!passage.empty()) passage += "\n\n";
    passage += r;
  }
  std::uint32_t st = b.statement(id + '\n' + *claim, id, *claim, line);
  b.record(*level);
  b.candidate(st, std::move(passage), *level, line);
  return Ok{};
}

Status read_plain(const json& j, const std::string& name, std::size_t line, Builder& b) {
  auto statement = get_string(j, "statement", name, line);
  if (!statement) return statement.error();
  auto lv = get_support_level(j, "label", name, line);
  if (!lv) return lv.error();
  const std::uint8_t level = *lv;
  std::string group = *statement;
  if (auto g = j.find("group"); g != j.end()) {
    if (g->is_string()) {
      group = g->get<std::string>();
    } else if (g->is_number_integer()) {
      group = g->dump();
    } else {
      return make_error(ErrorCode::kInvalidField, "must be a string or an integer", name, line,
                        "group");
    }
  }
  // Every field checked before the record is added: a bad record leaves no trace (it may be
  // skipped and the reading go on).
  if (auto p = j.find("passage"); p != j.end()) {
    if (!p->is_string())
      return make_error(ErrorCode::kInvalidField, "must be a string", name, line, "passage");
    std::uint32_t st = b.statement(group, group, *statement, line);
    b.record(level);
    b.candidate(st, p->get<std::string>(), level, line);
    return Ok{};
  }
  auto doc = get_string(j, "document", name, line);
  if (!doc) {
    return make_error(ErrorCode::kInvalidField, "a record needs either 'passage' or 'document'",
                      name, line, "passage");
  }
  std::vector<std::string> evidence;
  if (auto e = j.find("evidence"); e != j.end()) {
    if (e->is_string()) {
      evidence = lines_of(e->get<std::string>());
    } else {
      auto list = string_list(j, "evidence", name, line);
      if (!list) return list.error();
      evidence = std::move(*list);
    }
  }
  std::uint32_t st = b.statement(group, group, *statement, line);
  b.record(level);
  b.chunk_with_evidence(st, *doc, evidence, level, line);
  return Ok{};
}

}  // namespace

Result<LabelledSet> parse_labels(std::string_view text, const std::string& name, LabelFormat format,
                                 const ProcessingOptions& options, SkippedRecords* skipped) {
  if (options.max_words == 0)
    return make_error(ErrorCode::kInvalidArgument, "chunk length must be at least 1 word");
  if (!(options.jaccard_threshold > 0.0 && options.jaccard_threshold <= 1.0)) {
    return make_error(
        ErrorCode::kInvalidArgument,
        fmt::format("Jaccard threshold must be in (0, 1], got {}", options.jaccard_threshold));
  }
  LabelledSet set;
  Builder builder(set, options);
  Status s = for_each_jsonl(text, name, [&](const json& j, std::size_t line) -> Status {
    LabelFormat f = format;
    if (f == LabelFormat::kAuto) {
      auto detected = detect(j, name, line);
      if (!detected) return detected.error();
      f = *detected;
    }
    Status read = make_error(ErrorCode::kInternal, "unreachable label format");
    switch (f) {
      case LabelFormat::kGenSearch:
        read = read_gensearch(j, name, line, builder);
        break;
      case LabelFormat::kWice:
        read = read_wice(j, name, line, builder, options);
        break;
      case LabelFormat::kAttributionBench:
        read = read_attributionbench(j, name, line, builder, options);
        break;
      case LabelFormat::kPlain:
        read = read_plain(j, name, line, builder);
        break;
      case LabelFormat::kAuto:
        break;
    }
    // The format is the first well-formed record's: a bad first record does not decide it.
    if (read) format = f;
    return read;
  }, skipped);
  if (!s) return s.error();
  if (set.statements.empty()) {
    if (!options.only_source.empty() && (skipped == nullptr || skipped->count == 0))
      return make_error(ErrorCode::kParse, fmt::format("no record of src_dataset '{}'", options.only_source), name);
    return no_usable_record(name, skipped != nullptr ? *skipped : SkippedRecords{}, "record");
  }
  set.format = format;
  return set;
}

Result<LabelledSet> read_labels(const std::string& path, LabelFormat format,
                                const ProcessingOptions& options, SkippedRecords* skipped) {
  auto text = read_file(path);
  if (!text) return text.error();
  return parse_labels(*text, path, format, options, skipped);
}

}  // namespace citeval::meta

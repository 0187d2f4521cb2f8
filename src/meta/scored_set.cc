#include "meta/scored_set.h"

#include <fmt/format.h>

#include <cmath>
#include <cstdlib>
#include <fstream>

#include "meta/jsonl.h"

namespace citeval::meta {

const char* support_level_name(int level) {
  switch (level) {
    case kFullSupport:
      return "full";
    case kPartialSupport:
      return "partial";
    case kNoSupport:
      return "none";
  }
  return "?";
}

std::uint32_t ScoredSet::group_id(std::string_view name) {
  auto [it, inserted] =
      group_index_.try_emplace(std::string(name), static_cast<std::uint32_t>(group_names_.size()));
  if (inserted) group_names_.emplace_back(name);
  return it->second;
}

void ScoredSet::add(std::uint32_t group, double score, std::uint8_t label) {
  if (group >= group_names_.size() || label > 2 || !std::isfinite(score)) std::abort();
  group_.push_back(group);
  score_.push_back(score);
  label_.push_back(label);
}

Result<ScoredSet> parse_scores_jsonl(std::string_view text, const std::string& name, SkippedRecords* skipped) {
  ScoredSet set;
  Status s = for_each_jsonl(text, name, [&](const nlohmann::json& j, std::size_t line) -> Status {
    auto g = j.find("group");
    if (g == j.end()) return make_error(ErrorCode::kInvalidField, "missing", name, line, "group");
    std::string group;
    if (g->is_string()) {
      group = g->get<std::string>();
    } else if (g->is_number_integer()) {
      group = g->dump();
    } else {
      return make_error(ErrorCode::kInvalidField, "must be a string or an integer", name, line,
                        "group");
    }
    auto sc = j.find("score");
    if (sc == j.end()) return make_error(ErrorCode::kInvalidField, "missing", name, line, "score");
    if (!sc->is_number())
      return make_error(ErrorCode::kInvalidField, "must be a number", name, line, "score");
    double score = sc->get<double>();
    if (!std::isfinite(score))
      return make_error(ErrorCode::kInvalidField, "must be finite", name, line, "score");
    auto level = get_support_level(j, "label", name, line);
    if (!level) return level.error();
    set.add(set.group_id(group), score, *level);
    return Ok{};
  }, skipped);
  if (!s) return s.error();
  if (set.size() == 0) return no_usable_record(name, skipped != nullptr ? *skipped : SkippedRecords{}, "record");
  return set;
}

Result<ScoredSet> read_scores_jsonl(const std::string& path, SkippedRecords* skipped) {
  auto text = read_file(path);
  if (!text) return text.error();
  return parse_scores_jsonl(*text, path, skipped);
}

Status write_scores_jsonl(const ScoredSet& set, const std::string& path) {
  std::ofstream out(path, std::ios::binary);
  if (!out) return make_error(ErrorCode::kIo, "cannot open for writing", path);
  for (std::size_t i = 0; i < set.size(); ++i) {
    nlohmann::json j = {{"group", set.group_names()[set.groups()[i]]},
                        {"score", set.scores()[i]},
                        {"label", set.labels()[i]}};
    out << j.dump() << '\n';
  }
  out.close();  // a write error may show only when the last buffer is written
  if (!out) return make_error(ErrorCode::kIo, "write error", path);
  return Ok{};
}

}  // namespace citeval::meta

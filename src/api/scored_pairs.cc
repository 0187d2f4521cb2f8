// citeval/meta.h: ScoredPairs and the report of scored pairs (`citeval meta --scores`).
#include <fmt/format.h>

#include <utility>

#include "api/meta_impl.h"
#include "common/skipped_records.h"
#include "meta/meta_report.h"
#include "report_html/html_report.h"

namespace citeval {

ScoredPairs::ScoredPairs(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
ScoredPairs::ScoredPairs(ScoredPairs&&) noexcept = default;
ScoredPairs& ScoredPairs::operator=(ScoredPairs&&) noexcept = default;
ScoredPairs::~ScoredPairs() = default;

Result<ScoredPairs> ScoredPairs::read(const std::string& path, SkippedRecordsInfo* skipped) {
  SkippedRecords s;
  auto set = meta::read_scores_jsonl(path, &s);
  if (skipped) *skipped = {s.count, std::move(s.first)};
  if (!set) return set.error();
  auto impl = std::make_unique<Impl>();
  impl->set = std::move(*set);
  return ScoredPairs(std::move(impl));
}

std::size_t ScoredPairs::size() const { return impl_->set.size(); }

namespace api {

// {"records_skipped"[, "skipped": the first errors]} into an input's block of a meta report.
void add_skipped(nlohmann::json& block, const SkippedRecordsInfo& skipped) {
  block["records_skipped"] = skipped.count;
  if (skipped.count == 0) return;
  nlohmann::json list = nlohmann::json::array();
  for (const Error& e : skipped.first) list.push_back(e.to_string());
  block["skipped"] = list;
}

}  // namespace api

Result<MetaReport> meta_report_of_scores(const ScoredPairs& pairs, const std::string& name, const MetaConfig& config,
                                         const SkippedRecordsInfo& skipped, bool show_paper) {
  const meta::ScoredSet& set = pairs.impl().set;
  auto report = meta::evaluate(set, api::meta_options(config));
  if (!report) return report.error();
  MetaReport out;
  out.json = meta::report_to_json(*report);
  out.json["scores"] = {{"file", name}, {"records", set.size()}};
  api::add_skipped(out.json["scores"], skipped);
  meta::ReportContext ctx;
  ctx.source = name + " (scores)";
  const auto& c = report->counts;
  ctx.data_summary =
      fmt::format("{} statements, {} scored pairs (full {}, partial {}, none {}){}", c.groups, c.items,
                  c.items_by_level[2], c.items_by_level[1], c.items_by_level[0],
                  skipped.count > 0 ? fmt::format("; {} bad record(s) skipped", skipped.count) : "");
  ctx.show_paper = show_paper;
  meta::JudgeColumn col;
  col.name = std::filesystem::path(name).filename().string();
  col.candidates = c.items;
  col.report = std::move(*report);
  out.text = meta::render_text(ctx, {col});
  return out;
}

Status write_meta_scores_html(const nlohmann::json& report, const ScoredPairs& pairs, const std::string& name,
                              const std::string& out) {
  std::vector<std::pair<std::string, meta::ScoredSet>> sets;
  sets.emplace_back(name, pairs.impl().set);
  auto model = report::meta_report_model(report, sets);
  if (!model) return model.error();
  return report::write_html(report::render_html(std::move(*model)), out);
}

}  // namespace citeval

// citeval/meta.h: JudgeMetaEvaluation, judges meta-evaluated on labelled data (`citeval meta
// --labels`): meta/meta_evaluator.h's figures, meta/meta_report.h's text.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <span>
#include <utility>

#include "api/meta_impl.h"
#include "meta/meta_report.h"
#include "report_html/html_report.h"

namespace citeval {

std::string judge_display_name(const std::string& spec) {
  auto colon = spec.find(':');
  if (colon == std::string::npos || spec.find('/', colon) == std::string::npos) return spec;
  return spec.substr(0, colon + 1) + std::filesystem::path(spec.substr(colon + 1)).filename().string();
}

struct JudgeMetaEvaluation::Impl {
  const meta::LabelledSet& set;
  meta::MetaOptions options;
  std::vector<JudgeRequest> requests;
  std::vector<meta::JudgeColumn> columns;
  nlohmann::json judges = nlohmann::json::array();
  std::vector<std::pair<std::string, meta::ScoredSet>> scored;  // spec, scores: for the HTML page
};

JudgeMetaEvaluation::JudgeMetaEvaluation(const LabelledData& labels, const MetaConfig& config)
    : impl_(std::make_unique<Impl>(Impl{labels.impl().set, api::meta_options(config), {}, {}, {}, {}})) {
  impl_->requests.reserve(impl_->set.candidates.size());
  for (const auto& c : impl_->set.candidates)
    impl_->requests.push_back({c.passage, impl_->set.statements[c.statement].text});
}

JudgeMetaEvaluation::~JudgeMetaEvaluation() = default;

Status JudgeMetaEvaluation::add_judge(const std::string& spec, Session& session,
                                      const std::function<void(std::size_t, std::size_t)>& progress,
                                      const std::string& scores_path) {
  Impl& m = *impl_;
  const auto& requests = m.requests;
  meta::ScoredSet scored;
  // Every statement registered in data order, so every judge's set has the same group ids and
  // the bootstrap draws are paired across judges.
  for (const auto& st : m.set.statements) scored.group_id(st.id);
  meta::JudgeColumn col;
  col.name = judge_display_name(spec);
  col.identity = session.identity();
  col.approximation = session.is_approximation();
  col.candidates = requests.size();
  constexpr std::size_t kBlock = 4096;  // bounded batches: the cache fills as the run goes
  for (std::size_t begin = 0; begin < requests.size(); begin += kBlock) {
    const std::size_t end = std::min(requests.size(), begin + kBlock);
    std::vector<Judgment> out = session.judge_batch(std::span<const JudgeRequest>(requests.data() + begin, end - begin));
    for (std::size_t i = begin; i < end; ++i) {
      const Judgment& j = out[i - begin];
      if (!j.ok || !std::isfinite(j.prob)) {
        if (col.failed++ == 0) col.first_error = j.ok ? "non-finite prob" : j.error;
        continue;
      }
      const meta::Candidate& c = m.set.candidates[i];
      scored.add(c.statement, j.prob, c.level);
    }
    if (progress) progress(end, requests.size());
  }
  if (!scores_path.empty()) {
    if (Status s = meta::write_scores_jsonl(scored, scores_path); !s) return s;
  }
  auto report = meta::evaluate(scored, m.options);
  if (!report) return report.error();
  col.report = std::move(*report);
  m.judges.push_back({{"judge", spec},
                      {"identity", col.identity},
                      {"approximation", col.approximation},
                      {"pairs", col.candidates},
                      {"failed", col.failed},
                      {"first_error", col.first_error},
                      {"session", session.stats().summary()},
                      {"report", meta::report_to_json(col.report)}});
  m.columns.push_back(std::move(col));
  m.scored.emplace_back(spec, std::move(scored));
  return Ok{};
}

std::vector<JudgeMetaEvaluation::JudgeColumn> JudgeMetaEvaluation::columns() const {
  std::vector<JudgeColumn> out;
  for (const auto& c : impl_->columns) out.push_back({c.name, c.candidates, c.failed, c.first_error});
  return out;
}

MetaReport JudgeMetaEvaluation::report(const MetaLabelsInfo& info) const {
  const Impl& m = *impl_;
  const meta::LabelledSet& set = m.set;
  const auto& st = set.stats;
  const LabelOptions& o = info.options;
  std::size_t by_level[3] = {0, 0, 0};
  for (const auto& c : set.candidates) ++by_level[c.level];
  meta::ReportContext ctx;
  ctx.source = fmt::format("{} ({})", info.labels_name, meta::label_format_name(set.format));
  ctx.show_paper = info.show_paper;
  ctx.data_summary = fmt::format(
      "{} records, {} statements; {} statement-chunk pairs (full {}, partial {}, none {}); records "
      "by human "
      "label: full {}, partial {}, none {}{}",
      st.records, set.statements.size(), set.candidates.size(), by_level[2], by_level[1], by_level[0],
      st.pairs_by_level[2], st.pairs_by_level[1], st.pairs_by_level[0],
      info.skipped.count > 0 ? fmt::format("; {} bad record(s) skipped", info.skipped.count) : "");
  switch (set.format) {
    case meta::LabelFormat::kWice:
      ctx.notes.push_back(
          fmt::format("Processing: evidence pages packed by sentence into chunks of <= {} words; a "
                      "chunk holding a "
                      "supporting sentence takes the claim's level, other chunks none.",
                      o.chunk_words));
      break;
    case meta::LabelFormat::kAttributionBench:
      ctx.notes.push_back(
          "Processing: binary labels (attributable = full, not attributable = none); no localised "
          "evidence, so "
          "each claim is one unchunked candidate (its references joined): no partial-support AUCs, "
          "no retrieval.");
      break;
    default:
      ctx.notes.push_back(
          fmt::format("Processing: documents cut into chunks of <= {} words; evidence located by "
                      "Jaccard >= {} over token "
                      "sets: {} of {} evidence lines found; {} full/partial pairs with no evidence "
                      "located (all their "
                      "chunks count as none).",
                      o.chunk_words, o.jaccard, st.evidence_lines_found, st.evidence_lines,
                      st.supported_pairs_without_evidence));
  }
  if (o.limit > 0) ctx.notes.push_back(fmt::format("Limited to the first {} statements (`limit`).", o.limit));
  MetaReport out;
  out.text = meta::render_text(ctx, m.columns);

  nlohmann::json& j = out.json;
  j["labels"] = {{"file", info.labels_name},
                 {"format", meta::label_format_name(set.format)},
                 {"records", st.records},
                 {"statements", set.statements.size()},
                 {"pairs", set.candidates.size()},
                 {"pairs_full", by_level[2]},
                 {"pairs_partial", by_level[1]},
                 {"pairs_none", by_level[0]},
                 {"evidence_lines", st.evidence_lines},
                 {"evidence_lines_found", st.evidence_lines_found},
                 {"supported_records_without_evidence", st.supported_pairs_without_evidence}};
  api::add_skipped(j["labels"], info.skipped);
  j["processing"] = {{"chunk_words", o.chunk_words}, {"jaccard_threshold", o.jaccard}, {"limit", o.limit}};
  j["judges"] = m.judges;
  nlohmann::json diffs = nlohmann::json::array();
  for (std::size_t a = 0; a < m.columns.size(); ++a) {
    for (std::size_t b = a + 1; b < m.columns.size(); ++b) {
      auto d = meta::compare(m.columns[a].report, m.columns[b].report);
      if (d)
        diffs.push_back(
            {{"a", m.columns[a].name}, {"b", m.columns[b].name}, {"a_minus_b", meta::difference_to_json(*d)}});
    }
  }
  j["differences"] = diffs;
  nlohmann::json paper = nlohmann::json::object();
  for (const auto& p : meta::paper_columns()) {
    nlohmann::json col = nlohmann::json::object();
    for (std::size_t s = 0; s < meta::kNumStats; ++s) {
      col[std::string(meta::stat_key(s))] =
          p.figures[s] == p.figures[s] ? nlohmann::json(meta::stat_scale(s) * p.figures[s]) : nlohmann::json(nullptr);
    }
    paper[p.metric] = col;
  }
  j["paper_gensearch"] = paper;
  return out;
}

Status JudgeMetaEvaluation::write_html(const nlohmann::json& report, const std::string& out) const {
  auto model = report::meta_report_model(report, impl_->scored);
  if (!model) return model.error();
  return report::write_html(report::render_html(std::move(*model)), out);
}

}  // namespace citeval

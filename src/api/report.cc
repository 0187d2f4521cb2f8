// citeval/report.h: the HTML report of files (report_html/html_report.h).
#include "citeval/report.h"

#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

#include "common/json_nesting.h"
#include "common/read_file.h"
#include "meta/scored_set.h"
#include "report_html/html_report.h"

namespace citeval {
namespace {

// One JSON text (a summary, a meta report), its errors naming `name`.
Result<nlohmann::json> parse_json(std::string_view text, const std::string& name) {
  if (auto st = check_json_nesting(text, name, 1); !st) return st.error();
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded()) return make_error(ErrorCode::kParse, "not valid JSON", name);
  return j;
}

Result<nlohmann::json> read_json(const std::string& path) {
  auto text = read_whole_file(path, "cannot open", "cannot read");
  if (!text) return text.error();
  return parse_json(*text, path);
}

report::HtmlOptions html_options(const ReportConfig& c) {
  report::HtmlOptions o;
  o.bootstrap = c.bootstrap;
  o.seed = c.seed;
  o.confidence = c.confidence;
  o.python = c.spelling == OptionSpelling::kPython;
  return o;
}

Status write_page(Result<nlohmann::json> model, const std::string& out) {
  if (!model) return model.error();
  return report::write_html(report::render_html(std::move(*model)), out);
}

// A run's sources, its summary read into `summary`.
Result<report::RunSources> sources(const ReportRun& run, nlohmann::json& summary) {
  if (!run.summary.empty()) {
    auto s = read_json(run.summary);
    if (!s) return s.error();
    summary = std::move(*s);
  }
  report::RunSources r;
  r.detail = run.detail;
  r.summary = summary.is_null() ? nullptr : &summary;
  r.summary_name = run.summary_name.empty() ? run.summary : run.summary_name;
  r.input = run.input;
  return r;
}

}  // namespace

Status write_run_report(const ReportRun& run, const std::string& out, const ReportConfig& config) {
  nlohmann::json summary;
  auto a = sources(run, summary);
  if (!a) return a.error();
  return report::write_run_page(*a, html_options(config), out);
}

Status write_run_report_records(const ReportRecords& run, const std::string& out, const ReportConfig& config) {
  nlohmann::json summary;
  if (!run.summary.empty()) {
    auto parsed = parse_json(run.summary, run.summary_name.empty() ? "summary" : run.summary_name);
    if (!parsed) return parsed.error();
    summary = std::move(*parsed);
  }
  report::RunSources src;
  src.detail = run.name;
  src.summary = summary.is_null() ? nullptr : &summary;
  src.summary_name = run.summary_name;
  src.input = run.input;
  report::RunPageWriter page;
  if (auto st = page.open(src, html_options(config), out); !st) return st;
  for (const std::string& piece : run.jsonl) {
    std::string_view rest = piece;
    while (!rest.empty()) {
      const auto end = rest.find('\n');
      if (auto st = page.add(rest.substr(0, end)); !st) return st;
      rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
    }
  }
  return page.finish();
}

Status write_compare_report(const ReportRun& a, const ReportRun& b, const std::string& out,
                            const ReportConfig& config) {
  nlohmann::json summary_a, summary_b;
  auto sa = sources(a, summary_a);
  if (!sa) return sa.error();
  auto sb = sources(b, summary_b);
  if (!sb) return sb.error();
  return write_page(report::compare_report_model(*sa, *sb, html_options(config)), out);
}

Status write_meta_report(const std::string& meta, const std::string& meta_name, const std::vector<ScoresFile>& scores,
                         const std::string& out) {
  auto doc = read_json(meta);
  if (!doc) return doc.error();
  std::vector<std::pair<std::string, meta::ScoredSet>> sets;
  for (const auto& s : scores) {
    auto set = meta::read_scores_jsonl(s.path);
    if (!set) return set.error();
    sets.emplace_back(s.name, std::move(*set));
  }
  auto model = report::meta_report_model(*doc, sets);
  if (!model && model.error().file.empty()) {
    Error e = model.error();
    e.file = meta_name;  // the report it could not read
    return e;
  }
  return write_page(std::move(model), out);
}

}  // namespace citeval

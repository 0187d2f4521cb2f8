#include "report/alce_report.h"

#include <fmt/format.h>

namespace citeval::report {

nlohmann::json decision_json(const metrics::Decision& d) {
  nlohmann::json j;
  j["ok"] = d.ok;
  if (d.ok) {
    j["prob"] = d.prob;
    j["label"] = d.label;
  } else {
    j["error"] = d.error;
  }
  if (!d.rationale.empty()) j["rationale"] = d.rationale;
  return j;
}

void add_cited_unit_json(const metrics::CitedUnit& u, nlohmann::json& j) {
  j["status"] = metrics::statement_status_name(u.status);
  j["cited"] = u.cited;
  if (u.joint) j["joint"] = decision_json(*u.joint);
  j["recall"] = u.recall;
  j["precision_hits"] = u.precision_hits;
  nlohmann::json cits = nlohmann::json::array();
  for (const auto& c : u.citations) {
    nlohmann::json cj;
    cj["doc"] = c.doc;
    cj["relevant"] = c.relevant;
    if (c.alone) cj["alone"] = decision_json(*c.alone);
    if (c.rest) cj["rest"] = decision_json(*c.rest);
    cits.push_back(std::move(cj));
  }
  j["citations"] = std::move(cits);
}

namespace {

template <class T>
nlohmann::json opt(const std::optional<T>& v) {
  return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

}  // namespace

void add_score_status_json(const std::vector<metrics::Exclusion>& excluded,
                           const std::vector<metrics::UndefinedScore>& undefined, nlohmann::json& top,
                           nlohmann::json& info) {
  if (!excluded.empty()) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& e : excluded) {
      list.push_back({{"metric", e.metric}, {"reason", e.reason}, {"detail", e.detail}, {"items", e.items}});
    }
    info["excluded"] = std::move(list);
  }
  if (!undefined.empty()) {
    nlohmann::json why = nlohmann::json::object();
    for (const auto& u : undefined) {
      top[u.key] = nullptr;
      why[u.key] = u.reason;
    }
    info["undefined"] = std::move(why);
  }
}

std::vector<std::string> score_status_lines(const std::vector<metrics::Exclusion>& excluded,
                                            const std::vector<metrics::UndefinedScore>& undefined, std::size_t items) {
  std::vector<std::string> out;
  for (const auto& e : excluded) {
    out.push_back(fmt::format("WARNING: {} of {} items left out of {}: {} ({})", e.items, items, e.metric, e.reason,
                              e.detail));
  }
  // One line per reason: citation_rec and citation_prec share theirs.
  for (std::size_t i = 0; i < undefined.size(); ++i) {
    std::string keys = undefined[i].key;
    while (i + 1 < undefined.size() && undefined[i + 1].reason == undefined[i].reason) keys += ", " + undefined[++i].key;
    out.push_back(fmt::format("{}: {} {} undefined: {}", undefined[i].failure ? "ERROR" : "WARNING", keys,
                              keys.find(',') == std::string::npos ? "is" : "are", undefined[i].reason));
  }
  return out;
}

bool has_failed_score(const std::vector<metrics::UndefinedScore>& undefined) {
  for (const auto& u : undefined) {
    if (u.failure) return true;
  }
  return false;
}

nlohmann::json alce_summary_json(const metrics::AlceSummary& summary, const nlohmann::json& run_info) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [key, value] : summary.scores) j[key] = value;
  nlohmann::json info = run_info.is_object() ? run_info : nlohmann::json::object();
  add_score_status_json(summary.excluded, summary.undefined, j, info);
  info["items_evaluated"] = summary.items;
  info["items_without_docs"] = summary.items_without_docs;
  info["statements"] = summary.statements;
  info["citation_items"] = summary.citation_items;
  info["citation_judge_error_items"] = summary.judge_error_items;
  if (summary.claims_judge_error_items) info["claims_judge_error_items"] = summary.claims_judge_error_items;
  if (summary.rouge_missing_reference) info["rouge_missing_reference"] = summary.rouge_missing_reference;
  if (summary.qampari_no_answers) info["qampari_items_without_answers"] = summary.qampari_no_answers;
  j["citeval"] = std::move(info);
  return j;
}

nlohmann::json alce_item_json(const metrics::AlceItemResult& r) {
  nlohmann::json j;
  j["index"] = r.index;
  j["line"] = r.line;
  j["output"] = r.output;
  nlohmann::json scores = nlohmann::json::object();
  scores["length"] = r.length;
  // Per-item scores are fractions in [0, 1] (the summary multiplies by 100, as ALCE prints).
  if (r.str_em) {
    scores["str_em"] = r.str_em->str_em;
    scores["str_hit"] = r.str_em->str_hit;
  }
  if (r.qampari) {
    scores["num_preds"] = r.qampari->num_preds;
    scores["qampari_prec"] = r.qampari->prec;
    scores["qampari_rec"] = r.qampari->rec;
    scores["qampari_rec_top5"] = r.qampari->rec_top5;
    scores["qampari_f1"] = r.qampari->f1;
    scores["qampari_f1_top5"] = r.qampari->f1_top5;
  }
  if (r.rouge_lsum) scores["rougeLsum"] = r.rouge_lsum->fmeasure;
  scores["citation_rec"] = opt(r.citation_rec);
  scores["citation_prec"] = opt(r.citation_prec);
  if (!r.claim_decisions.empty()) scores["claims_nli"] = opt(r.claims_nli);
  j["scores"] = std::move(scores);
  j["judge_error"] = r.judge_error;
  if (!r.citation_excluded.empty()) j["citation_excluded"] = r.citation_excluded;
  j["total_citations"] = r.total_citations;
  nlohmann::json statements = nlohmann::json::array();
  for (const auto& st : r.statements) {
    nlohmann::json s;
    s["begin"] = st.begin;
    s["end"] = st.end;
    s["text"] = st.text;
    s["hypothesis"] = st.target;
    nlohmann::json marks = nlohmann::json::array();
    for (const auto& m : st.marks) marks.push_back({{"begin", m.begin}, {"end", m.end}, {"ids", m.ids}});
    s["marks"] = std::move(marks);
    add_cited_unit_json(st, s);
    statements.push_back(std::move(s));
  }
  j["statements"] = std::move(statements);
  if (!r.claim_decisions.empty()) {
    nlohmann::json claims = nlohmann::json::array();
    for (const auto& d : r.claim_decisions) claims.push_back(decision_json(d));
    j["claims"] = std::move(claims);
  }
  return j;
}

std::string alce_summary_table(const metrics::AlceSummary& summary, const nlohmann::json& run_info) {
  std::string out;
  for (const auto& [key, value] : summary.scores) out += fmt::format("{:<18} {:>8.2f}\n", key, value);
  for (const auto& u : summary.undefined) out += fmt::format("{:<18} {:>8}  (undefined, see below)\n", u.key, "-");
  out += fmt::format("{:<18} {:>8}\n", "items", summary.items);
  if (run_info.contains("items_skipped") && run_info["items_skipped"].get<std::size_t>() > 0) {
    out += fmt::format("{:<18} {:>8}  (malformed, see the summary file)\n", "items_skipped",
                       run_info["items_skipped"].get<std::size_t>());
  }
  if (summary.judge_error_items > 0) {
    out += fmt::format("{:<18} {:>8}  (left out of citation_rec/prec)\n", "judge_errors",
                       summary.judge_error_items);
  }
  for (const auto& line : score_status_lines(summary.excluded, summary.undefined, summary.items)) out += line + "\n";
  if (run_info.contains("judge")) out += fmt::format("judge: {}\n", run_info["judge"].get<std::string>());
  if (run_info.contains("judge_note")) out += fmt::format("note: {}\n", run_info["judge_note"].get<std::string>());
  return out;
}

}  // namespace citeval::report

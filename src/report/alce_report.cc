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

nlohmann::json given_span_json(const metrics::OutputOffsets& offsets, std::size_t begin, std::size_t end,
                               const std::vector<cite::CitationMark>& marks) {
  nlohmann::json m = nlohmann::json::array();
  for (const auto& mark : marks) m.push_back({{"begin", offsets.original(mark.begin)}, {"end", offsets.original_end(mark.end)}});
  return {{"begin", offsets.original(begin)}, {"end", offsets.original_end(end)}, {"marks", std::move(m)}};
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

nlohmann::json scaled(const std::optional<double>& rate) {
  return rate ? nlohmann::json(kScoreScale * *rate) : nlohmann::json(nullptr);
}

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
  std::vector<metrics::UndefinedScore> warned;
  for (const auto& u : undefined) {
    if (!u.not_computed) warned.push_back(u);
  }
  for (const auto& e : excluded) {
    out.push_back(fmt::format("WARNING: {} of {} items left out of {}: {} ({})", e.items, items, e.metric, e.reason,
                              e.detail));
  }
  // One line per reason: citation_rec and citation_prec share theirs.
  for (std::size_t i = 0; i < warned.size(); ++i) {
    std::string keys = warned[i].key;
    while (i + 1 < warned.size() && warned[i + 1].reason == warned[i].reason) keys += ", " + warned[++i].key;
    out.push_back(fmt::format("{}: {} {} undefined: {}", warned[i].failure ? "ERROR" : "WARNING", keys,
                              keys.find(',') == std::string::npos ? "is" : "are", warned[i].reason));
  }
  return out;
}

std::string undefined_row(const metrics::UndefinedScore& u, int width) {
  return u.not_computed ? fmt::format("{:<{}} {:>8}  ({})\n", u.key, width, "-", u.reason)
                        : fmt::format("{:<{}} {:>8}  (undefined, see below)\n", u.key, width, "-");
}

std::string partial_note(const std::vector<metrics::PartialScore>& partial, const std::string& key) {
  for (const auto& p : partial) {
    if (p.key == key) {
      return fmt::format("  (partial: {} of {} items, {} judge error{})", p.items_used, p.items_evaluated,
                         p.judge_error_items, p.judge_error_items == 1 ? "" : "s");
    }
  }
  return {};
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
  j["position"] = r.index;
  j["line"] = r.line;
  j["output"] = r.output;
  nlohmann::json scores = nlohmann::json::object();
  scores["length"] = r.length;
  // Per-item rates ×100, the scale of the summary (kScoreScale); length and num_preds as they are.
  if (r.str_em) {
    scores["str_em"] = kScoreScale * r.str_em->str_em;
    scores["str_hit"] = kScoreScale * r.str_em->str_hit;
  }
  if (r.qampari) {
    scores["num_preds"] = r.qampari->num_preds;
    scores["qampari_prec"] = kScoreScale * r.qampari->prec;
    scores["qampari_rec"] = kScoreScale * r.qampari->rec;
    scores["qampari_rec_top5"] = kScoreScale * r.qampari->rec_top5;
    scores["qampari_f1"] = kScoreScale * r.qampari->f1;
    scores["qampari_f1_top5"] = kScoreScale * r.qampari->f1_top5;
  }
  if (r.rouge_lsum) scores["rougeLsum"] = kScoreScale * r.rouge_lsum->fmeasure;
  scores["citation_rec"] = scaled(r.citation_rec);
  scores["citation_prec"] = scaled(r.citation_prec);
  if (!r.claim_decisions.empty()) scores["claims_nli"] = scaled(r.claims_nli);
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
  // The statements in the caller's text: byte offsets into the item's "output" as given (before
  // the first-line cut), with the citation marks removed from the hypothesis.
  nlohmann::json sentences = nlohmann::json::array();
  for (const auto& st : r.statements) sentences.push_back(given_span_json(r.offsets, st.begin, st.end, st.marks));
  j["sentences"] = std::move(sentences);
  if (!r.claim_decisions.empty()) {
    nlohmann::json claims = nlohmann::json::array();
    for (const auto& d : r.claim_decisions) claims.push_back(decision_json(d));
    j["claims"] = std::move(claims);
  }
  return j;
}

std::string alce_summary_table(const metrics::AlceSummary& summary, const nlohmann::json& run_info) {
  std::string out;
  for (const auto& [key, value] : summary.scores) {
    out += fmt::format("{:<18} {:>8.2f}{}\n", key, value, partial_note(summary.partial, key));
  }
  for (const auto& u : summary.undefined) out += undefined_row(u, 18);
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

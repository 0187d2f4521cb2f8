// EvalState: merging, serialisation, and the summary JSON / table / messages of `citeval eval`.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "api/eval_impl.h"
#include "metrics/longcite_correctness.h"
#include "api/session_impl.h"
#include "report/aliice_report.h"
#include "report/alce_report.h"

namespace citeval {

namespace api {

// The counts of metrics::OutputChecks: [outputs, truncated, with_marks, marks_cut_off, [unread...]].
nlohmann::json output_checks_json(const metrics::OutputChecks& c) {
  return {c.outputs, c.truncated, c.with_marks, c.marks_cut_off, c.unread};
}

metrics::OutputChecks output_checks_from_json(const nlohmann::json& j) {
  metrics::OutputChecks c;
  if (j.is_null()) return c;
  c.outputs = j.at(0).get<std::size_t>();
  c.truncated = j.at(1).get<std::size_t>();
  c.with_marks = j.at(2).get<std::size_t>();
  c.marks_cut_off = j.at(3).get<std::size_t>();
  c.unread = j.at(4).get<std::vector<std::size_t>>();
  return c;
}

// JSON forms of the per-item values (doubles round-trip exactly through nlohmann's dump/parse).
nlohmann::json alce_totals_json(const metrics::AlceTotals& t) {
  nlohmann::json j;
  j["statements"] = t.statements;
  j["lengths"] = t.lengths;
  nlohmann::json em = nlohmann::json::array();
  for (const auto& e : t.str_em) em.push_back(e ? nlohmann::json{e->str_em, e->str_hit} : nlohmann::json());
  j["str_em"] = std::move(em);
  nlohmann::json rouge = nlohmann::json::array();
  for (const auto& r : t.rouge) rouge.push_back({r.precision, r.recall, r.fmeasure});
  j["rouge"] = std::move(rouge);
  j["rouge_missing"] = t.rouge_missing;
  nlohmann::json q = nlohmann::json::array();
  for (const auto& s : t.qampari) {
    q.push_back(s ? nlohmann::json{s->num_preds, s->prec, s->rec, s->rec_top5, s->f1, s->f1_top5} : nlohmann::json());
  }
  j["qampari"] = std::move(q);
  j["rec"] = t.rec;
  j["prec"] = t.prec;
  j["claims"] = t.claims;
  j["counts"] = {t.cit_err,     t.claims_err,   t.no_statements, t.no_docs_excluded, t.items_without_docs,
                 t.no_qa_pairs, t.empty_qa_pairs, t.no_answers,  t.empty_answers,    t.no_claims};
  j["first_cit_error"] = t.first_cit_error;
  j["first_claims_error"] = t.first_claims_error;
  j["outputs"] = output_checks_json(t.outputs);
  j["cit_judged"] = t.cit_judged;
  return j;
}

metrics::AlceTotals alce_totals_from_json(const nlohmann::json& j) {
  metrics::AlceTotals t;
  t.statements = j.at("statements").get<std::size_t>();
  t.lengths = j.at("lengths").get<std::vector<std::size_t>>();
  for (const auto& e : j.at("str_em")) {
    t.str_em.push_back(e.is_null() ? std::nullopt : std::optional<metrics::StrEm>({e.at(0).get<double>(), e.at(1).get<double>()}));
  }
  for (const auto& r : j.at("rouge")) t.rouge.push_back({r.at(0).get<double>(), r.at(1).get<double>(), r.at(2).get<double>()});
  t.rouge_missing = j.at("rouge_missing").get<std::size_t>();
  for (const auto& s : j.at("qampari")) {
    if (s.is_null()) {
      t.qampari.emplace_back();
    } else {
      t.qampari.emplace_back(metrics::QampariScores{s.at(0).get<double>(), s.at(1).get<double>(), s.at(2).get<double>(),
                                                    s.at(3).get<double>(), s.at(4).get<double>(), s.at(5).get<double>()});
    }
  }
  t.rec = j.at("rec").get<std::vector<double>>();
  t.prec = j.at("prec").get<std::vector<double>>();
  t.claims = j.at("claims").get<std::vector<double>>();
  const auto& c = j.at("counts");
  std::size_t* counts[] = {&t.cit_err,     &t.claims_err,     &t.no_statements, &t.no_docs_excluded, &t.items_without_docs,
                           &t.no_qa_pairs, &t.empty_qa_pairs, &t.no_answers,    &t.empty_answers,    &t.no_claims};
  for (std::size_t k = 0; k < std::size(counts); ++k) *counts[k] = c.at(k).get<std::size_t>();
  t.first_cit_error = j.at("first_cit_error").get<std::string>();
  t.first_claims_error = j.at("first_claims_error").get<std::string>();
  t.outputs = output_checks_from_json(j.value("outputs", nlohmann::json()));
  t.cit_judged = j.value("cit_judged", std::size_t{0});
  return t;
}

}  // namespace api

namespace {

// 2: LLM usage for every benchmark (with endpoints and whether prices were set); LongBench-Cite's
// per-response scores in the run's score scale.
// 3: the extra figures (MAUVE feature rows, QA, ALiICE's eval.py fields).
constexpr int kStateVersion = 3;
constexpr std::size_t kListed = 100;  // skipped items and judge errors listed in a summary

nlohmann::json number(double x) {
  if (std::isnan(x)) return nullptr;  // an empty group or no data: JSON has no NaN
  return x;
}

// A LongBench-Cite figure of scale `scale` in the table: ×100 whatever the JSON's scale.
std::string fmt_score(double x, double scale) {
  return std::isnan(x) ? "  -  " : fmt::format("{:5.1f}", x * (report::kScoreScale / scale));
}

nlohmann::json aliice_totals_json(const claims::AliiceTotals& t) {
  nlohmann::json j;
  j["counts"] = {t.items,    t.cit_n,     t.cit_err, t.cvcp_n, t.no_units, t.no_docs_excluded, t.items_without_docs,
                 t.sentences, t.claims, t.units, t.not_used};
  j["first_cit_error"] = t.first_cit_error;
  j["cit_judged"] = t.cit_judged;
  j["rec"] = t.rec;
  j["prec"] = t.prec;
  j["cvcp"] = t.cvcp;
  j["by_status"] = t.by_status;
  j["pooled"] = t.pooled.positions();
  j["outputs"] = api::output_checks_json(t.outputs);
  return j;
}

claims::AliiceTotals aliice_totals_from_json(const nlohmann::json& j) {
  claims::AliiceTotals t;
  const auto& c = j.at("counts");
  std::size_t* counts[] = {&t.items,     &t.cit_n,  &t.cit_err, &t.cvcp_n,   &t.no_units, &t.no_docs_excluded,
                           &t.items_without_docs, &t.sentences, &t.claims, &t.units, &t.not_used};
  for (std::size_t k = 0; k < std::size(counts); ++k) *counts[k] = c.at(k).get<std::size_t>();
  t.first_cit_error = j.at("first_cit_error").get<std::string>();
  t.cit_judged = j.value("cit_judged", std::size_t{0});
  t.rec = j.at("rec").get<std::vector<double>>();
  t.prec = j.at("prec").get<std::vector<double>>();
  t.cvcp = j.at("cvcp").get<std::vector<double>>();
  t.by_status = j.at("by_status").get<std::vector<std::size_t>>();
  t.pooled = claims::PooledCvcp::from_positions(j.at("pooled").get<std::vector<double>>());
  t.outputs = api::output_checks_from_json(j.value("outputs", nlohmann::json()));
  return t;
}

nlohmann::json usage_state_json(const api::LlmUsage& u) {
  if (!u.present) return nullptr;
  const llm::ClientStats& s = u.stats;
  nlohmann::json endpoints = nlohmann::json::array();
  for (const auto& e : s.endpoints) endpoints.push_back({e.base_url, e.concurrency, e.attempts, e.succeeded, e.failed});
  return {u.priced,        s.requests, s.attempts,  s.retries,          s.succeeded, s.failed,
          s.rate_limited,  s.server_errors, s.timeouts, s.transport_errors, s.resent,
          s.malformed,     s.usage.prompt_tokens, s.usage.completion_tokens, s.cost, std::move(endpoints),
          s.reasks};
}

api::LlmUsage usage_from_json(const nlohmann::json& j) {
  api::LlmUsage u;
  if (j.is_null()) return u;
  u.present = true;
  u.priced = j.at(0).get<bool>();
  llm::ClientStats& s = u.stats;
  std::uint64_t* f[] = {&s.requests,     &s.attempts,      &s.retries,  &s.succeeded,        &s.failed,
                        &s.rate_limited, &s.server_errors, &s.timeouts, &s.transport_errors, &s.resent,
                        &s.malformed,    &s.usage.prompt_tokens, &s.usage.completion_tokens};
  for (std::size_t k = 0; k < std::size(f); ++k) *f[k] = j.at(k + 1).get<std::uint64_t>();
  s.cost = j.at(std::size(f) + 1).get<double>();
  if (j.size() > std::size(f) + 3) s.reasks = j.at(std::size(f) + 3).get<std::uint64_t>();
  for (const auto& e : j.at(std::size(f) + 2)) {
    s.endpoints.push_back({.base_url = e.at(0).get<std::string>(),
                           .concurrency = e.at(1).get<std::size_t>(),
                           .attempts = e.at(2).get<std::uint64_t>(),
                           .succeeded = e.at(3).get<std::uint64_t>(),
                           .failed = e.at(4).get<std::uint64_t>()});
  }
  return u;
}

// The summary's "llm_usage" (and the reason the cost is null when no price was set).
void add_usage_info(nlohmann::json& info, const api::LlmUsage& usage) {
  if (!usage.present) return;
  const auto& u = usage.stats;
  nlohmann::json endpoints = nlohmann::json::array();
  for (const auto& e : u.endpoints) {
    endpoints.push_back({{"base_url", e.base_url}, {"attempts", e.attempts}, {"succeeded", e.succeeded}, {"failed", e.failed}});
  }
  info["llm_usage"] = {{"requests", u.requests},
                       {"reasks", u.reasks},
                       {"attempts", u.attempts},
                       {"retries", u.retries},
                       {"succeeded", u.succeeded},
                       {"failed", u.failed},
                       {"rate_limited", u.rate_limited},
                       {"server_errors", u.server_errors},
                       {"timeouts", u.timeouts},
                       {"transport_errors", u.transport_errors},
                       {"malformed", u.malformed},
                       {"prompt_tokens", u.usage.prompt_tokens},
                       {"completion_tokens", u.usage.completion_tokens},
                       {"cost", usage.priced ? nlohmann::json(u.cost) : nlohmann::json(nullptr)},
                       {"endpoints", std::move(endpoints)}};
  if (!usage.priced) {
    info["undefined"]["llm_usage.cost"] = "no token prices were set (--llm-price-in, --llm-price-out)";
  }
}

void add_client_stats(llm::ClientStats& a, const llm::ClientStats& b) {
  a.requests += b.requests;
  a.reasks += b.reasks;
  a.attempts += b.attempts;
  a.retries += b.retries;
  a.succeeded += b.succeeded;
  a.failed += b.failed;
  a.rate_limited += b.rate_limited;
  a.server_errors += b.server_errors;
  a.timeouts += b.timeouts;
  a.transport_errors += b.transport_errors;
  a.resent += b.resent;
  a.malformed += b.malformed;
  a.usage.prompt_tokens += b.usage.prompt_tokens;
  a.usage.completion_tokens += b.usage.completion_tokens;
  a.cost += b.cost;
  // Endpoints by URL, in the order first seen: shards that used the same list sum exactly.
  for (const auto& e : b.endpoints) {
    auto it = std::find_if(a.endpoints.begin(), a.endpoints.end(), [&](const auto& x) { return x.base_url == e.base_url; });
    if (it == a.endpoints.end()) {
      a.endpoints.push_back(e);
      continue;
    }
    it->attempts += e.attempts;
    it->succeeded += e.succeeded;
    it->failed += e.failed;
    it->max_in_flight = std::max(it->max_in_flight, e.max_in_flight);
  }
}

nlohmann::json longcite_totals_json(const api::LongciteTotals& t) {
  nlohmann::json j;
  nlohmann::json scores = nlohmann::json::array();
  auto correctness = [](const std::optional<metrics::LongciteCorrectness>& c) {
    return c ? nlohmann::json{c->score, c->ratings, c->unreadable, c->out_of_range} : nlohmann::json();
  };
  for (const auto& [pos, s] : t.scores) {
    nlohmann::json row = {pos, s.dataset, s.recall, s.precision, s.f1, s.cited_snippets, s.cited_tokens};
    if (s.correctness || s.correctness_lqa) {
      row.push_back(correctness(s.correctness));
      row.push_back(correctness(s.correctness_lqa));
    }
    scores.push_back(std::move(row));
  }
  j["scores"] = std::move(scores);
  j["unreadable"] = t.unreadable;
  j["counts"] = {t.items_read, t.duplicates, t.resumed, t.finished, t.judge_errors, t.excluded};
  j["first_judge_error"] = t.first_judge_error;
  j["incomplete"] = t.incomplete;
  j["resumed_from"] = t.resumed_from;
  nlohmann::json sessions = nlohmann::json::object();
  for (const auto& [k, s] : t.sessions) sessions[k] = api::stats_state_json(s);
  j["sessions"] = std::move(sessions);
  j["role_sessions"] = {t.role_sessions[0], t.role_sessions[1], t.role_sessions[2]};
  j["approximation"] = {t.approximation[0], t.approximation[1], t.approximation[2]};
  nlohmann::json lj = nlohmann::json::array();
  for (const auto& s : t.llm_judges) {
    lj.push_back(s ? nlohmann::json{s->items, s->asks, s->reasks, s->unparseable, s->failed} : nlohmann::json());
  }
  j["llm_judges"] = std::move(lj);
  return j;
}

api::LongciteTotals longcite_totals_from_json(const nlohmann::json& j) {
  api::LongciteTotals t;
  auto correctness = [](const nlohmann::json& c) -> std::optional<metrics::LongciteCorrectness> {
    if (c.is_null()) return std::nullopt;
    return metrics::LongciteCorrectness{c.at(0).get<double>(), c.at(1).get<std::size_t>(), c.at(2).get<std::size_t>(),
                                        c.at(3).get<std::size_t>()};
  };
  for (const auto& s : j.at("scores")) {
    metrics::LongciteScores sc{s.at(1).get<std::string>(), s.at(2).get<double>(), s.at(3).get<double>(),
                               s.at(4).get<double>(), s.at(5).get<std::size_t>(), s.at(6).get<std::size_t>(),
                               std::nullopt, std::nullopt};
    if (s.size() > 7) {
      sc.correctness = correctness(s.at(7));
      sc.correctness_lqa = correctness(s.at(8));
    }
    t.scores.emplace_back(s.at(0).get<std::size_t>(), std::move(sc));
  }
  if (j.contains("unreadable")) t.unreadable = j.at("unreadable");
  const auto& c = j.at("counts");
  std::size_t* counts[] = {&t.items_read, &t.duplicates, &t.resumed, &t.finished, &t.judge_errors, &t.excluded};
  for (std::size_t k = 0; k < std::size(counts); ++k) *counts[k] = c.at(k).get<std::size_t>();
  t.first_judge_error = j.at("first_judge_error").get<std::string>();
  t.incomplete = j.at("incomplete");
  t.resumed_from = j.at("resumed_from").get<std::string>();
  for (const auto& [k, s] : j.at("sessions").items()) t.sessions[k] = api::stats_from_json(s);
  for (int k = 0; k < 3; ++k) {
    t.role_sessions[k] = j.at("role_sessions").at(k).get<std::string>();
    t.approximation[k] = j.at("approximation").at(k).get<bool>();
    const auto& s = j.at("llm_judges").at(k);
    if (!s.is_null()) {
      t.llm_judges[k] = llm::LlmJudgeStats{s.at(0).get<std::uint64_t>(), s.at(1).get<std::uint64_t>(),
                                           s.at(2).get<std::uint64_t>(), s.at(3).get<std::uint64_t>(),
                                           s.at(4).get<std::uint64_t>()};
    }
  }
  return t;
}

void merge_longcite(api::LongciteTotals& a, const api::LongciteTotals& b) {
  a.scores.insert(a.scores.end(), b.scores.begin(), b.scores.end());
  a.items_read += b.items_read;
  a.duplicates += b.duplicates;
  a.resumed += b.resumed;
  a.finished += b.finished;
  a.judge_errors += b.judge_errors;
  a.excluded += b.excluded;
  if (a.first_judge_error.empty()) a.first_judge_error = b.first_judge_error;
  for (const auto& e : b.incomplete) {
    if (a.incomplete.size() >= kListed) break;
    a.incomplete.push_back(e);
  }
  for (const auto& e : b.unreadable) {
    if (a.unreadable.size() >= kListed) break;
    a.unreadable.push_back(e);
  }
  if (a.resumed_from.empty()) a.resumed_from = b.resumed_from;
  for (const auto& [k, s] : b.sessions) a.sessions[k].merge(s);
  for (int k = 0; k < 3; ++k) {
    if (!b.llm_judges[k]) continue;
    if (!a.llm_judges[k]) a.llm_judges[k] = llm::LlmJudgeStats{};
    auto& x = *a.llm_judges[k];
    const auto& y = *b.llm_judges[k];
    x.items += y.items;
    x.asks += y.asks;
    x.reasks += y.reasks;
    x.unparseable += y.unparseable;
    x.failed += y.failed;
  }
}

void merge_usage(api::LlmUsage& a, const api::LlmUsage& b) {
  if (!b.present) return;
  a.present = true;
  a.priced = a.priced || b.priced;
  add_client_stats(a.stats, b.stats);
}

cite::CitationSyntax citation_syntax(const nlohmann::json& o) {
  return o.at("citation_syntax") == "alce" ? cite::CitationSyntax::kAlceCompat : cite::CitationSyntax::kAll;
}

metrics::AlceOptions alce_options(const nlohmann::json& o) {
  metrics::AlceOptions a;
  a.dataset = *metrics::parse_alce_dataset(o.at("dataset").get<std::string>());
  a.rouge = o.at("rouge").get<bool>();
  a.citations = o.at("citations").get<bool>();
  a.claims_nli = o.at("claims").get<bool>();
  a.syntax = citation_syntax(o);
  a.truncate_output = o.value("truncate_output", true);  // in an ALCE identity only when false
  return a;
}

claims::AliiceOptions aliice_options(const nlohmann::json& o) {
  claims::AliiceOptions a;
  a.reference_units = o.at("reference_units").get<bool>();
  a.sentence.syntax = citation_syntax(o);
  a.truncate_output = o.at("truncate_output").get<bool>();
  return a;
}

// The "citeval.outputs" block of an ALCE or ALiICE summary (metrics/output_checks.h).
nlohmann::json outputs_info(const metrics::OutputChecks& c, const nlohmann::json& o) {
  const cite::CitationSyntax syntax = citation_syntax(o);
  nlohmann::json unread = nlohmann::json::object();
  for (std::size_t k = 0; k < c.unread.size(); ++k) {
    if (c.unread[k] > 0) unread[std::string(cite::unread_mark_styles()[k])] = c.unread[k];
  }
  return {{"evaluated", c.outputs},
          {"truncated", c.truncated},
          {"truncate_output", o.value("truncate_output", true)},
          {"with_citation_marks", c.with_marks},
          {"without_citation_marks", c.without_marks()},
          {"citation_marks_looked_for", metrics::citation_marks_looked_for(syntax)},
          {"citation_marks_after_first_line", c.marks_cut_off},
          {"unread_marks", std::move(unread)}};
}

// The summaries with the extra figures (MAUVE, QA, ALiICE's eval.py fields); `info` gets their
// blocks.
metrics::AlceSummary alce_summary(const EvalState::Impl& s, nlohmann::json* info = nullptr) {
  metrics::AlceSummary sum = metrics::summarize_alce(alce_options(s.options), s.alce);
  api::add_extra_scores(s.extras, sum, info);
  return sum;
}

claims::AliiceSummary aliice_summary(const EvalState::Impl& s, nlohmann::json* info = nullptr) {
  claims::AliiceSummary sum = claims::summarize_aliice(aliice_options(s.options), s.aliice);
  api::add_extra_scores(s.extras, sum, info);
  return sum;
}

// --reference: the options it set (citeval.reference), and the table's line saying so.
void add_reference_info(nlohmann::json& info, const EvalState::Impl& s) {
  if (s.options.contains("reference")) info["reference"] = s.options.at("reference");
}

std::string reference_line(const EvalState::Impl& s) {
  if (!s.options.contains("reference")) return {};
  std::string sets;
  for (const auto& o : s.options.at("reference")) sets += " " + o.get<std::string>();
  return "reference scorer's behaviour (--reference):" + sets + "\n";
}

std::string with_extra_lines(std::string table, const EvalState::Impl& s) {
  for (const auto& line : api::extra_table_lines(s.extras)) table += line + "\n";
  return table + reference_line(s);
}

// The "citeval" block's reader part: items read (malformed ones included), skipped, listed.
void add_reader_info(nlohmann::json& info, const EvalState::Impl& s, std::size_t items_read) {
  info["items_read"] = items_read;
  info["items_skipped"] = s.skipped;
  if (s.skipped > 0) info["skipped"] = s.skipped_list;
}

// The partial figures in the "citeval" block: {key: {items_used, items_evaluated,
// judge_error_items, judge_error_rate}} and the rate the run accepts.
void add_partial_info(nlohmann::json& info, const std::vector<metrics::PartialScore>& partial, double max_rate) {
  if (partial.empty()) return;
  nlohmann::json p = nlohmann::json::object();
  for (const auto& x : partial) {
    p[x.key] = {{"items_used", x.items_used},
                {"items_evaluated", x.items_evaluated},
                {"judge_error_items", x.judge_error_items},
                {"judge_error_rate", x.judge_error_rate()}};
  }
  info["partial"] = std::move(p);
  info["max_judge_error_rate"] = max_rate;
}

bool partial_rejected(const metrics::PartialScore& p, double max_rate) { return p.judge_error_rate() > max_rate; }

bool any_partial_rejected(const std::vector<metrics::PartialScore>& partial, double max_rate) {
  return std::any_of(partial.begin(), partial.end(), [&](const auto& p) { return partial_rejected(p, max_rate); });
}

// One stderr line per group of partial figures that share their counts (citation_rec and
// citation_prec): how many items they lost, and whether the run accepts that.
std::vector<std::string> partial_lines(const std::vector<metrics::PartialScore>& partial, double max_rate) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < partial.size(); ++i) {
    std::string keys = partial[i].key;
    while (i + 1 < partial.size() && partial[i + 1].items_used == partial[i].items_used &&
           partial[i + 1].judge_error_items == partial[i].judge_error_items) {
      keys += ", " + partial[++i].key;
    }
    const auto& p = partial[i];
    const bool rejected = partial_rejected(p, max_rate);
    out.push_back(fmt::format(
        "{}: {} {} partial: judge errors left {} of {} items out (error rate {:.4g} {} --max-judge-error-rate {:g}{}); "
        "first error: {}; a rerun against a working judge gives the whole figure",
        rejected ? "ERROR" : "WARNING", keys, keys.find(',') == std::string::npos ? "is" : "are", p.judge_error_items,
        p.items_evaluated, p.judge_error_rate(), rejected ? ">" : "<=", max_rate, rejected ? ": exit 1" : ", accepted",
        p.first_error));
  }
  return out;
}

// Everything a LongBench-Cite summary needs, computed once.
struct LongciteView {
  metrics::LongciteSummary sum;
  bool correctness = false, lqa = false;
  metrics::CorrectnessSummary c, c_lqa;
  std::size_t no_rubric = 0;
  metrics::LongciteCorrectness counts, counts_lqa;  // summed ratings, unreadable, out of range
  std::string undefined, undefined_average;
  std::vector<metrics::PartialScore> partial;  // the averages, when judge errors left items out
  nlohmann::json out;
  bool rule = false;
  double scale = report::kScoreScale;
};

constexpr const char* kCorrectnessAverage =
    "the average is over longbench-chat, multifieldqa (multifieldqa_en and multifieldqa_zh together), hotpotqa, "
    "dureader and gov_report: multifieldqa_en and multifieldqa_zh are shown but left out of it, as eval_correct.py";

double x100(double x) { return 100 * x; }

nlohmann::json correctness_block(const metrics::CorrectnessSummary& c, const metrics::LongciteCorrectness& n,
                                 bool reference) {
  nlohmann::json groups = nlohmann::json::object();
  for (const auto& g : c.groups) {
    groups[g.name] = {{"responses", g.responses}, {"correctness", number(x100(g.correctness))}};
  }
  nlohmann::json j = {{"scores", std::move(groups)},
                      {"avg_correctness", number(x100(c.average))},
                      {"responses", c.responses},
                      {"average_over", c.averaged},
                      {"ratings", n.ratings},
                      {"ratings_unreadable", n.unreadable},
                      {"ratings_out_of_range", n.out_of_range}};
  if (!c.empty_averaged.empty()) {
    j["empty_groups"] = c.empty_averaged;
    j["empty_groups_note"] = reference ? "empty groups count 0 in the average, as eval_correct.py "
                                         "(--reference-aggregation)"
                                       : "empty groups have no correctness and are left out of the average";
  }
  return j;
}

void add_counts(metrics::LongciteCorrectness& a, const metrics::LongciteCorrectness& b) {
  a.ratings += b.ratings;
  a.unreadable += b.unreadable;
  a.out_of_range += b.out_of_range;
}

// The correctness figures of a LongBench-Cite summary ("correctness", "correctness_lqa",
// "correctness_ratio").
void add_correctness(LongciteView& v, const EvalState::Impl& s) {
  const auto& o = s.options;
  if (!o.contains("correctness")) return;
  v.correctness = true;
  v.lqa = !o.at("lqa_input").get<std::string>().empty();
  const bool reference = o.at("reference_aggregation").get<bool>();
  std::vector<metrics::CorrectnessPoint> c, c_lqa;
  for (const auto& [_, sc] : s.longcite.scores) {
    if (!sc.correctness) {
      ++v.no_rubric;
      continue;
    }
    c.push_back({sc.dataset, sc.correctness->score});
    add_counts(v.counts, *sc.correctness);
    if (sc.correctness_lqa) {
      c_lqa.push_back({sc.dataset, sc.correctness_lqa->score});
      add_counts(v.counts_lqa, *sc.correctness_lqa);
    }
  }
  v.c = metrics::summarize_correctness(c, reference);
  nlohmann::json& out = v.out;
  nlohmann::json main = correctness_block(v.c, v.counts, reference);
  main["rater"] = o.at("correctness_rater");
  main["average_note"] = kCorrectnessAverage;
  main["items_without_rubric"] = v.no_rubric;
  main["unreadable_note"] = "a rating still unreadable after eval_correct.py's tries (5; 2 for longbench-chat) scores "
                            "0.5, as eval_correct.py scores it";
  // Like judge_errors, the list names this run's (resumed items keep only their counts).
  if (!s.longcite.unreadable.empty()) out["citeval"]["correctness_unreadable"] = s.longcite.unreadable;
  out["correctness"] = std::move(main);
  if (v.lqa) {
    v.c_lqa = metrics::summarize_correctness(c_lqa, reference);
    nlohmann::json lqa = correctness_block(v.c_lqa, v.counts_lqa, reference);
    lqa["input"] = o.at("lqa_input");
    lqa["input_fingerprint"] = o.at("lqa_fingerprint");
    out["correctness_lqa"] = std::move(lqa);
    nlohmann::json ratio = nlohmann::json::object();
    for (std::size_t g = 0; g < v.c.groups.size(); ++g) {
      const double a = v.c.groups[g].correctness, b = v.c_lqa.groups[g].correctness;
      ratio[v.c.groups[g].name] = {{"c", number(x100(a))},
                                   {"c_lqa", number(x100(b))},
                                   {"cr", number(x100(metrics::correctness_ratio(a, b)))}};
    }
    out["correctness_ratio"] = {
        {"scores", std::move(ratio)},
        {"avg", {{"c", number(x100(v.c.average))},
                 {"c_lqa", number(x100(v.c_lqa.average))},
                 {"cr", number(x100(metrics::correctness_ratio(v.c.average, v.c_lqa.average)))}}},
        {"definition", "CR = C / C_LQA x 100 (%), per dataset group from the groups' correctness and for the "
                       "average from the averages (seed 002, Table 3); null when C_LQA is 0 or either is undefined"}};
  }
}

LongciteView longcite_view(const EvalState::Impl& s) {
  LongciteView v;
  const auto& t = s.longcite;
  const auto& o = s.options;
  const bool reference = o.at("reference_aggregation").get<bool>();
  v.scale = api::longcite_score_scale(reference);
  std::vector<metrics::LongciteScores> flat;
  flat.reserve(t.scores.size());
  for (const auto& [_, sc] : t.scores) flat.push_back(sc);
  v.sum = metrics::summarize_longcite(flat, {.reference = reference});
  const auto& sum = v.sum;
  const std::string need = o.at("need_citation_judge").get<std::string>();
  v.rule = need == api::kAlwaysRule;
  // No response scored: every figure is undefined; say why.
  if (sum.responses == 0) {
    if (t.items_read == 0) {
      v.undefined = "the input holds no item";
    } else if (t.items_read == s.skipped) {
      v.undefined = fmt::format("every item of the input ({}) is malformed; first: {}", t.items_read, s.first_skipped_error);
    } else {
      v.undefined = t.judge_errors > 0 ? fmt::format("every item had judge errors; first: {}", t.first_judge_error)
                                       : "every item's dataset is outside LongBench-Cite's seven (--reference-aggregation)";
    }
  }
  // --reference-aggregation: an empty averaged group makes eval_cite.py's averages NaN.
  if (sum.responses > 0 && std::isnan(sum.f1)) {
    std::string empty;
    for (const auto& g : sum.groups) {
      if (g.responses == 0 && g.name != "multifieldqa_en" && g.name != "multifieldqa_zh") {
        empty += (empty.empty() ? "" : ", ") + g.name;
      }
    }
    v.undefined_average = "the averages are undefined: empty group(s) " + empty +
                          " (eval_cite.py averages NaN then; --reference-aggregation)";
  }

  nlohmann::json info;
  info["benchmark"] = "longbench-cite";
  info["input"] = o.at("input");
  info["input_fingerprint"] = o.at("input_fingerprint");
  info["judges"] = {{"support", s.judges.at(0)}, {"need_citation", s.judges.at(1)}, {"relevance", s.judges.at(2)}};
  if (auto it = t.sessions.find(t.role_sessions[0]); !t.role_sessions[0].empty() && it != t.sessions.end()) {
    api::add_judge_info(info, s.judges.at(0), t.approximation[0], it->second, "LongBench-Cite");
  }
  std::vector<std::string> approximate;
  for (int k = 0; k < 3; ++k) {
    if (!t.role_sessions[k].empty() && t.approximation[k]) {
      approximate.push_back(fmt::format("{} judge '{}'", k == 1 ? "need-citation" : api::kRoles[k], s.judges.at(k)));
    }
  }
  info["judge_approximation"] = !approximate.empty();
  info.erase("judge_note");
  if (!approximate.empty()) {
    std::string who;
    for (std::size_t k = 0; k < approximate.size(); ++k) who += (k ? ", " : "") + approximate[k];
    info["judge_note"] = "APPROXIMATION: " + who +
                         " only approximate the LLM judgments LongBench-Cite uses; these scores are not comparable "
                         "to published LongBench-Cite numbers";
  }
  if (v.rule) {
    info["need_citation_rule"] =
        "every uncited statement needs a citation (recall 0; --need-citation-judge always): a model-free rule, "
        "LongBench-Cite asks an LLM instead";
  } else if (need.empty() && t.role_sessions[1].empty()) {
    info["need_citation_rule"] = "no need-citation judge: no judged statement is uncited";
  }
  info["max_statements"] = o.at("max_statements");
  info["citation_tokenizer"] = s.extra.at("citation_tokenizer");
  add_reader_info(info, s, t.items_read);
  add_reference_info(info, s);
  info["items_duplicate_idx"] = t.duplicates;
  info["items_resumed"] = t.resumed;
  info["items_judged"] = t.finished;
  info["items_with_judge_errors"] = t.judge_errors;
  if (!t.incomplete.empty()) info["judge_errors"] = t.incomplete;
  // Every null figure with its reason, keyed as --fail-under names figures.
  nlohmann::json undefined = nlohmann::json::object();
  constexpr const char* kFigures[] = {"citation_recall", "citation_precision", "citation_f1"};
  for (const auto& g : sum.groups) {
    const std::string at = "scores." + g.name + ".";
    if (g.responses == 0) {
      for (const char* k : kFigures) undefined[at + k] = "no response of this dataset (eval_cite.py's mean is NaN)";
      undefined[at + "citation_length"] = "no response of this dataset";
    } else if (std::isnan(g.citation_length)) {
      undefined[at + "citation_length"] = "no statement of this dataset cites a snippet";
    }
  }
  for (const char* k : kFigures) {
    if (!v.undefined.empty()) {
      undefined[std::string("avg_") + k] = "no response was scored: " + v.undefined;
    } else if (!v.undefined_average.empty()) {
      undefined[std::string("avg_") + k] = v.undefined_average;
    }
  }
  if (!v.undefined.empty()) {
    undefined["citation_length"] = "no response was scored: " + v.undefined;
  } else if (std::isnan(sum.citation_length)) {
    undefined["citation_length"] = "no statement cites a snippet";
  }
  if (!undefined.empty()) info["undefined"] = std::move(undefined);
  info["aggregation"] = reference ? "eval_cite.py" : "citeval";
  if (reference) info["items_excluded_dataset"] = t.excluded;
  info["score_scale"] = static_cast<int>(v.scale);
  add_usage_info(info, s.llm_usage);
  for (int k = 0; k < 3; ++k) {
    if (const auto& st = t.llm_judges[k]) {
      info["llm_judges"][api::kRoles[k]] = {{"items", st->items},         {"asks", st->asks},
                                            {"reasks", st->reasks},       {"unreadable", st->unparseable},
                                            {"request_failures", st->failed}};
    }
  }

  // Judge errors left items out of every figure: the averages are partial (the groups too, but
  // which group a failed item belongs to is in judge_errors).
  if (t.judge_errors > 0 && sum.responses > 0) {
    const std::size_t evaluated = t.items_read - std::min(t.items_read, s.skipped + t.excluded);
    std::vector<std::string> keys;
    for (const char* k : kFigures) {
      if (!std::isnan(k == kFigures[0] ? sum.recall : k == kFigures[1] ? sum.precision : sum.f1)) {
        keys.push_back(std::string("avg_") + k);
      }
    }
    if (!std::isnan(sum.citation_length)) keys.push_back("citation_length");
    for (const auto& k : keys) {
      v.partial.push_back({k, sum.responses, evaluated, t.judge_errors, t.first_judge_error});
    }
  }
  add_partial_info(info, v.partial, s.max_judge_error_rate);

  nlohmann::json& out = v.out;
  out["citeval"] = std::move(info);
  nlohmann::json groups = nlohmann::json::object();
  for (const auto& g : sum.groups) {
    groups[g.name] = {{"responses", g.responses},
                      {"citation_recall", number(g.recall)},
                      {"citation_precision", number(g.precision)},
                      {"citation_f1", number(g.f1)},
                      {"citation_length", number(g.citation_length)}};
  }
  out["scores"] = std::move(groups);
  out["avg_citation_recall"] = number(sum.recall);
  out["avg_citation_precision"] = number(sum.precision);
  out["avg_citation_f1"] = number(sum.f1);
  out["citation_length"] = number(sum.citation_length);
  out["responses"] = sum.responses;
  out["finish"] = t.judge_errors == 0 && s.skipped == 0 && sum.responses > 0;
  add_correctness(v, s);
  return v;
}

}  // namespace

void EvalState::Impl::add_skipped(std::size_t position, const Error& e) {
  if (skipped == 0) first_skipped_error = e.to_string();
  ++skipped;
  if (skipped_list.size() >= kListed) return;
  skipped_list.push_back({{"position", position}, {"error", e.to_string()}});
}

double api::longcite_score_scale(bool reference_aggregation) { return reference_aggregation ? 1.0 : report::kScoreScale; }

EvalState::EvalState() : impl_(std::make_unique<Impl>()) {}
EvalState::EvalState(const EvalState& o) : impl_(std::make_unique<Impl>(*o.impl_)) {}
EvalState& EvalState::operator=(const EvalState& o) {
  if (this != &o) impl_ = std::make_unique<Impl>(*o.impl_);
  return *this;
}
EvalState::EvalState(EvalState&& o) noexcept : impl_(std::move(o.impl_)) { o.impl_ = nullptr; }
EvalState& EvalState::operator=(EvalState&& o) noexcept {
  impl_ = std::move(o.impl_);
  return *this;
}
EvalState::~EvalState() = default;

Benchmark EvalState::benchmark() const { return impl_->benchmark; }

Status EvalState::merge(const EvalState& later_state) {
  Impl& a = *impl_;
  const Impl& b = *later_state.impl_;
  if (b.options.is_null()) return Ok{};  // an empty state adds nothing
  if (a.options.is_null()) {
    a = b;  // an empty state takes the first one merged into it
    return Ok{};
  }
  std::vector<std::string> diff;
  if (a.benchmark != b.benchmark) {
    diff.push_back(fmt::format("benchmark: {} here, {} in the other", benchmark_name(a.benchmark), benchmark_name(b.benchmark)));
  } else {
    for (const auto& [k, v] : a.options.items()) {
      if (!b.options.contains(k) || b.options.at(k) != v) {
        diff.push_back(fmt::format("option {}: {} here, {} in the other", k, v.dump(),
                                   b.options.contains(k) ? b.options.at(k).dump() : "none"));
      }
    }
    if (a.judges != b.judges) {
      for (std::size_t k = 0; k < std::max(a.judges.size(), b.judges.size()); ++k) {
        const std::string x = k < a.judges.size() ? a.judges[k] : "none", y = k < b.judges.size() ? b.judges[k] : "none";
        if (x != y) diff.push_back(fmt::format("judge: '{}' here, '{}' in the other", x, y));
      }
    }
    if (a.parser != b.parser) diff.push_back(fmt::format("parser: '{}' here, '{}' in the other", a.parser, b.parser));
  }
  if (!diff.empty()) {
    std::string all;
    for (const auto& d : diff) all += (all.empty() ? "" : "; ") + d;
    return make_error(ErrorCode::kInvalidArgument, "cannot merge evaluation states of different runs: " + all);
  }
  a.stats.merge(b.stats);
  if (a.skipped == 0) a.first_skipped_error = b.first_skipped_error;
  a.skipped += b.skipped;
  for (const auto& e : b.skipped_list) {
    if (a.skipped_list.size() >= kListed) break;
    a.skipped_list.push_back(e);
  }
  a.alce.merge(b.alce);
  a.aliice.merge(b.aliice);
  a.extras.merge(b.extras);
  merge_longcite(a.longcite, b.longcite);
  merge_usage(a.llm_usage, b.llm_usage);
  return Ok{};
}

nlohmann::json EvalState::to_json() const {
  const Impl& s = *impl_;
  nlohmann::json j;
  j["citeval_state"] = kStateVersion;
  j["benchmark"] = benchmark_name(s.benchmark);
  j["options"] = s.options;
  j["extra"] = s.extra;
  j["judges"] = s.judges;
  j["parser"] = s.parser;
  j["approximation"] = s.approximation;
  j["stats"] = api::stats_state_json(s.stats);
  j["skipped"] = s.skipped;
  j["skipped_list"] = s.skipped_list;
  j["first_skipped_error"] = s.first_skipped_error;
  j["llm_usage"] = usage_state_json(s.llm_usage);
  j["max_judge_error_rate"] = s.max_judge_error_rate;
  switch (s.benchmark) {
    case Benchmark::kAlce: j["alce"] = api::alce_totals_json(s.alce); break;
    case Benchmark::kAliice: j["aliice"] = aliice_totals_json(s.aliice); break;
    case Benchmark::kLongBenchCite: j["longcite"] = longcite_totals_json(s.longcite); break;
  }
  if (s.benchmark != Benchmark::kLongBenchCite) j["extras"] = s.extras.to_json();
  return j;
}

Result<EvalState> EvalState::from_json(const nlohmann::json& j) {
  try {
    if (!j.is_object() || !j.contains("citeval_state")) {
      return make_error(ErrorCode::kParse, "not an evaluation state (no 'citeval_state')");
    }
    if (j.at("citeval_state") != kStateVersion) {
      return make_error(ErrorCode::kUnsupported,
                        fmt::format("evaluation state version {} (this citeval reads {})", j.at("citeval_state").dump(),
                                    kStateVersion));
    }
    auto b = parse_benchmark(j.at("benchmark").get<std::string>());
    if (!b) return b.error();
    EvalState st;
    Impl& s = *st.impl_;
    s.benchmark = *b;
    s.options = j.at("options");
    s.extra = j.at("extra");
    s.judges = j.at("judges").get<std::vector<std::string>>();
    s.parser = j.at("parser").get<std::string>();
    s.approximation = j.at("approximation").get<bool>();
    s.stats = api::stats_from_json(j.at("stats"));
    s.skipped = j.at("skipped").get<std::size_t>();
    s.skipped_list = j.at("skipped_list");
    s.first_skipped_error = j.at("first_skipped_error").get<std::string>();
    s.llm_usage = usage_from_json(j.at("llm_usage"));
    s.max_judge_error_rate = j.value("max_judge_error_rate", 0.0);
    switch (s.benchmark) {
      case Benchmark::kAlce: s.alce = api::alce_totals_from_json(j.at("alce")); break;
      case Benchmark::kAliice: s.aliice = aliice_totals_from_json(j.at("aliice")); break;
      case Benchmark::kLongBenchCite: s.longcite = longcite_totals_from_json(j.at("longcite")); break;
    }
    s.extras = api::ExtraTotals::from_json(j.value("extras", nlohmann::json()));
    if (s.options.is_null()) return st;
    // Everything the summary reads must be there: fail here, not later.
    (void)st.summary_json();
    (void)st.summary_table();
    return st;
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kParse, std::string("malformed evaluation state: ") + e.what());
  }
}

nlohmann::json EvalState::summary_json() const {
  const Impl& s = *impl_;
  if (s.options.is_null()) return nullptr;
  const auto& o = s.options;
  switch (s.benchmark) {
    case Benchmark::kAlce: {
      nlohmann::json info;
      info["benchmark"] = "alce";
      info["dataset"] = o.at("dataset");
      info["input"] = o.at("input");
      info["citation_syntax"] = o.at("citation_syntax");
      info["at_most_citations"] = o.at("at_most_citations");
      info["dedupe_citations"] = o.at("dedupe_citations");
      api::add_judge_info(info, s.judges.at(0), s.approximation, s.stats, "ALCE");
      add_reader_info(info, s, s.alce.lengths.size() + s.skipped);
      add_reference_info(info, s);
      info["score_scale"] = static_cast<int>(report::kScoreScale);
      info["truncate_output"] = o.value("truncate_output", true);
      const metrics::AlceSummary sum = alce_summary(s, &info);
      info["outputs"] = outputs_info(sum.outputs, o);
      add_partial_info(info, sum.partial, s.max_judge_error_rate);
      nlohmann::json out = report::alce_summary_json(sum, info);
      add_usage_info(out["citeval"], s.llm_usage);
      return out;
    }
    case Benchmark::kAliice: {
      nlohmann::json info;
      info["benchmark"] = "aliice";
      info["input"] = o.at("input");
      info["citation_syntax"] = o.at("citation_syntax");
      info["at_most_citations"] = o.at("at_most_citations");
      info["dedupe_citations"] = o.at("dedupe_citations");
      info["max_words"] = o.at("max_words");
      info["reference_units"] = o.at("reference_units");
      info["reference_code"] = o.at("reference_code");
      info["truncate_output"] = o.at("truncate_output");
      info["parse_threads"] = s.extra.at("parse_threads");
      info["parser"] = s.parser;
      api::add_judge_info(info, s.judges.at(0), s.approximation, s.stats, "ALiICE");
      add_reader_info(info, s, s.aliice.items + s.skipped);
      add_reference_info(info, s);
      info["score_scale"] = static_cast<int>(report::kScoreScale);
      const claims::AliiceSummary sum = aliice_summary(s, &info);
      info["outputs"] = outputs_info(sum.outputs, o);
      add_partial_info(info, sum.partial, s.max_judge_error_rate);
      nlohmann::json out = claims::aliice_summary_json(sum, info, o.at("reference_keys").get<bool>());
      add_usage_info(out["citeval"], s.llm_usage);
      return out;
    }
    case Benchmark::kLongBenchCite:
      return longcite_view(s).out;
  }
  return {};
}

std::string EvalState::summary_table() const {
  const Impl& s = *impl_;
  if (s.options.is_null()) return {};
  const nlohmann::json summary = summary_json();
  switch (s.benchmark) {
    case Benchmark::kAlce:
      return with_extra_lines(report::alce_summary_table(alce_summary(s), summary["citeval"]), s);
    case Benchmark::kAliice:
      return with_extra_lines(claims::aliice_summary_table(aliice_summary(s), summary["citeval"]), s);
    case Benchmark::kLongBenchCite: break;
  }
  const LongciteView v = longcite_view(s);
  const auto& sum = v.sum;
  const auto& t = s.longcite;
  std::string out = fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6} {:>8}\n", "dataset", "n", "R", "P", "F1", "CL");
  for (const auto& g : sum.groups) {
    out += fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6} {:>8}\n", g.name, g.responses, fmt_score(g.recall, v.scale),
                       fmt_score(g.precision, v.scale), fmt_score(g.f1, v.scale),
                       std::isnan(g.citation_length) ? "-" : fmt::format("{:.1f}", g.citation_length));
  }
  out += fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6} {:>8}\n", "average", sum.responses, fmt_score(sum.recall, v.scale),
                     fmt_score(sum.precision, v.scale), fmt_score(sum.f1, v.scale),
                     std::isnan(sum.citation_length) ? "-" : fmt::format("{:.1f}", sum.citation_length));
  if (v.correctness) {
    out += v.lqa ? fmt::format("\n{:<18} {:>6} {:>6} {:>6} {:>6}\n", "correctness x100", "n", "C", "C_LQA", "CR%")
                 : fmt::format("\n{:<18} {:>6} {:>6}\n", "correctness x100", "n", "C");
    auto row = [&](const std::string& name, std::size_t n, double c, double c_lqa) {
      if (!v.lqa) return fmt::format("{:<18} {:>6} {:>6}\n", name, n, fmt_score(c, 1));
      const double cr = metrics::correctness_ratio(c, c_lqa);
      return fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6}\n", name, n, fmt_score(c, 1), fmt_score(c_lqa, 1),
                         std::isnan(cr) ? "-" : fmt::format("{:.0f}", 100 * cr));
    };
    for (std::size_t g = 0; g < v.c.groups.size(); ++g) {
      out += row(v.c.groups[g].name, v.c.groups[g].responses, v.c.groups[g].correctness,
                 v.lqa ? v.c_lqa.groups[g].correctness : 0.0);
    }
    out += row("average", v.c.responses, v.c.average, v.lqa ? v.c_lqa.average : 0.0);
    out += std::string(kCorrectnessAverage) + "\n";
    const std::size_t unreadable = v.counts.unreadable + v.counts_lqa.unreadable;
    if (unreadable > 0) {
      out += fmt::format("{} rating(s) unreadable after every try, scored 0.5 as eval_correct.py does\n", unreadable);
    }
  }
  const auto& i = v.out["citeval"];
  if (i.contains("judge_note")) out += i["judge_note"].get<std::string>() + "\n";
  out += reference_line(s);
  if (v.rule) out += "need-citation: " + i["need_citation_rule"].get<std::string>() + "\n";
  if (t.resumed > 0) out += fmt::format("{} item(s) resumed from {}\n", t.resumed, t.resumed_from);
  if (t.judge_errors > 0) {
    out += fmt::format("{} item(s) had judge errors and are not counted; rerun to retry them\n", t.judge_errors);
  }
  if (!v.undefined.empty()) out += "no score: no response was scored: " + v.undefined + "\n";
  if (!v.undefined_average.empty()) out += "no average: " + v.undefined_average + "\n";
  return out;
}

std::vector<std::string> EvalState::warnings() const {
  const Impl& s = *impl_;
  if (s.options.is_null()) return {};
  std::vector<std::string> lines;
  switch (s.benchmark) {
    case Benchmark::kAlce:
    case Benchmark::kAliice: {
      const std::size_t read = s.benchmark == Benchmark::kAlce ? s.alce.lengths.size() : s.aliice.items;
      if (s.skipped > 0) {
        lines.push_back(fmt::format("WARNING: skipped {} malformed item(s) of {}; first: {}", s.skipped,
                                    s.skipped + read, s.first_skipped_error));
      }
      std::vector<metrics::Exclusion> excluded;
      std::vector<metrics::UndefinedScore> undefined;
      std::vector<metrics::PartialScore> partial;
      std::size_t items = 0;
      metrics::OutputChecks outputs;
      bool citations = true;
      if (s.benchmark == Benchmark::kAlce) {
        auto sum = alce_summary(s);
        excluded = sum.excluded, undefined = sum.undefined, partial = sum.partial, items = sum.items;
        outputs = sum.outputs;
        citations = s.options.at("citations").get<bool>();
      } else {
        auto sum = aliice_summary(s);
        excluded = sum.excluded, undefined = sum.undefined, partial = sum.partial, items = sum.items;
        outputs = sum.outputs;
      }
      for (auto& l : metrics::output_check_lines(outputs, citation_syntax(s.options),
                                                 s.options.value("truncate_output", true), citations)) {
        lines.push_back(std::move(l));
      }
      for (auto& l : api::extra_warnings(s.extras)) lines.push_back(std::move(l));
      for (auto& l : report::score_status_lines(excluded, undefined, items)) lines.push_back(std::move(l));
      for (auto& l : partial_lines(partial, s.max_judge_error_rate)) lines.push_back(std::move(l));
      return lines;
    }
    case Benchmark::kLongBenchCite: break;
  }
  const LongciteView v = longcite_view(s);
  const auto& t = s.longcite;
  if (s.skipped > 0) lines.push_back(fmt::format("skipped {} malformed item(s); first: {}", s.skipped, s.first_skipped_error));
  if (!v.undefined_average.empty()) lines.push_back(v.undefined_average);
  if (t.judge_errors > 0) {
    lines.push_back(fmt::format("{} item(s) had judge errors and are not counted (a rerun retries them); first: {}",
                                t.judge_errors, t.first_judge_error));
  }
  for (auto& l : partial_lines(v.partial, s.max_judge_error_rate)) lines.push_back(std::move(l));
  if (!v.undefined.empty()) lines.push_back("no response was scored: " + v.undefined);
  if (v.correctness) {
    const std::size_t unreadable = v.counts.unreadable + v.counts_lqa.unreadable;
    if (unreadable > 0) {
      lines.push_back(fmt::format("{} correctness rating(s) unreadable after every try, scored 0.5 as eval_correct.py "
                                  "does; first: {}",
                                  unreadable, t.unreadable.empty() ? std::string("(resumed)") : t.unreadable[0].get<std::string>()));
    }
    const std::size_t out_of_range = v.counts.out_of_range + v.counts_lqa.out_of_range;
    if (out_of_range > 0) {
      lines.push_back(fmt::format("{} correctness rating(s) outside the rubric's range, kept as eval_correct.py keeps "
                                  "them (see the detail's \"out_of_range\")",
                                  out_of_range));
    }
    if (v.no_rubric > 0) {
      lines.push_back(fmt::format("{} item(s) not rated for correctness: their dataset has no eval_correct.py rubric",
                                  v.no_rubric));
    }
    if (!v.c.empty_averaged.empty()) {
      std::string names;
      for (const auto& g : v.c.empty_averaged) names += (names.empty() ? "" : ", ") + g;
      lines.push_back(fmt::format("correctness: no item of {}: {}", names,
                                  s.options.at("reference_aggregation").get<bool>()
                                      ? "counted 0 in the average, as eval_correct.py (--reference-aggregation)"
                                      : "left out of the average"));
    }
  }
  return lines;
}

std::vector<std::string> EvalState::judge_lines() const {
  const Impl& s = *impl_;
  if (s.options.is_null()) return {};
  std::vector<std::string> lines;
  if (s.benchmark != Benchmark::kLongBenchCite) {
    lines.push_back("judge: " + s.stats.summary());
  } else {
    for (const auto& [spec, st] : s.longcite.sessions) {
      lines.push_back("judge " + spec.substr(0, spec.find('?')) + ": " + st.summary());
    }
  }
  if (s.llm_usage.present) lines.push_back("llm: " + s.llm_usage.stats.summary());
  return lines;
}

int EvalState::exit_code() const {
  const Impl& s = *impl_;
  if (s.options.is_null()) return 1;
  switch (s.benchmark) {
    case Benchmark::kAlce: {
      const auto sum = alce_summary(s);
      return report::has_failed_score(sum.undefined) || any_partial_rejected(sum.partial, s.max_judge_error_rate) ? 1 : 0;
    }
    case Benchmark::kAliice: {
      const auto sum = aliice_summary(s);
      return report::has_failed_score(sum.undefined) || any_partial_rejected(sum.partial, s.max_judge_error_rate) ? 1 : 0;
    }
    case Benchmark::kLongBenchCite: {
      const LongciteView v = longcite_view(s);
      if (v.sum.responses == 0) return 1;
      // Judge errors with no figure left to mark (every average undefined) fail the run too.
      if (s.longcite.judge_errors > 0 && v.partial.empty()) return 1;
      return any_partial_rejected(v.partial, s.max_judge_error_rate) ? 1 : 0;
    }
  }
  return 1;
}

}  // namespace citeval

#include "report/check_report.h"

#include <fmt/format.h>

#include "report/alce_report.h"

namespace citeval::report {
namespace {

using json = nlohmann::json;

constexpr const char* kQuoteKeys[] = {"no_quote", "exact", "found", "elsewhere", "absent"};

json span_json(const answers::Span& s) { return json::array({s.begin, s.end}); }

json quotes_json(const std::array<std::size_t, 5>& q) {
  json j = json::object();
  for (std::size_t i = 0; i < q.size(); ++i) j[kQuoteKeys[i]] = q[i];
  return j;
}

std::array<std::size_t, 5> quotes_from(const json& j) {
  std::array<std::size_t, 5> q{};
  for (std::size_t i = 0; i < q.size(); ++i) q[i] = j.at(kQuoteKeys[i]).get<std::size_t>();
  return q;
}

}  // namespace

json check_record_json(const answers::AnswerRecord& record, const metrics::CheckRecordResult& r) {
  json j;
  j["id"] = record.id;
  j["format"] = record.format;
  j["citation_rec"] = scaled(r.citation_rec);
  j["citation_prec"] = scaled(r.citation_prec);
  if (r.judge_error) j["judge_error"] = r.judge_error_message;
  json statements = json::array();
  for (const auto& st : r.statements) {
    json s;
    s["span"] = span_json(st.statement.span);
    s["text"] = st.statement.hypothesis;
    s["from_span"] = st.statement.from_span;
    s["citation_refs"] = st.statement.citations;  // indices into "citations" below
    add_cited_unit_json(st, s);
    if (st.need_citation) {
      s["need_citation"] = decision_json(*st.need_citation);
      s["counted"] = st.counted;  // false: exempt, out of the recall denominators
    }
    statements.push_back(std::move(s));
  }
  j["statements"] = std::move(statements);
  json cits = json::array();
  for (const answers::Citation& c : record.citations) {
    json cj;
    cj["kind"] = c.kind;
    if (c.span) cj["span"] = span_json(*c.span);
    if (!c.remove.empty()) {
      cj["mark"] = json::array();
      for (const auto& m : c.remove) cj["mark"].push_back(span_json(m));
    }
    cj["sources"] = json::array();
    for (std::size_t i : c.sources) cj["sources"].push_back(record.sources[i].id);
    if (!c.unresolved.empty()) cj["unresolved"] = c.unresolved;
    if (!c.outside.empty()) cj["outside"] = c.outside;
    cj["quote"] = answers::quote_fidelity_name(answers::check_quote(record, c));
    if (c.source_span) cj["source_span"] = span_json(*c.source_span);
    cits.push_back(std::move(cj));
  }
  j["citations"] = std::move(cits);
  // The counts the totals take from this answer (resume adds them back).
  std::size_t uncited = 0, supported = 0;
  for (const auto& st : r.statements) {
    uncited += st.status == metrics::StatementStatus::kNoCitation ? 1 : 0;
    supported += st.recall;
  }
  json t;
  t["statements"] = r.statements.size();
  t["uncited"] = uncited;
  if (r.exempt > 0) t["exempt"] = r.exempt;
  t["supported"] = r.judge_error ? 0 : supported;
  t["citations"] = r.judge_error ? 0 : r.citations;
  t["unresolved"] = r.unresolved;
  t["outside"] = r.outside;
  if (record.other_marks > 0) {
    t["other_marks"] = record.other_marks;
    t["first_other_mark"] = record.first_other_mark;
  }
  t["quotes"] = quotes_json(r.quotes);
  t["judged"] = r.judged;
  t["rec"] = r.citation_rec ? json(*r.citation_rec) : json(nullptr);  // fractions, exact
  t["prec"] = r.citation_prec ? json(*r.citation_prec) : json(nullptr);
  j["totals"] = std::move(t);
  return j;
}

metrics::CheckTotals check_totals_from_record(const json& record) {
  const json& t = record.at("totals");
  metrics::CheckTotals out;
  out.records = 1;
  out.statements = t.at("statements").get<std::size_t>();
  out.uncited = t.at("uncited").get<std::size_t>();
  out.exempt = t.value("exempt", std::size_t{0});
  out.supported = t.at("supported").get<std::size_t>();
  out.citations = t.at("citations").get<std::size_t>();
  out.unresolved = t.at("unresolved").get<std::size_t>();
  out.outside = t.at("outside").get<std::size_t>();
  out.quotes = quotes_from(t.at("quotes"));
  if (t.contains("other_marks")) {
    out.other_marks = t.at("other_marks").get<std::size_t>();
    out.answers_with_other_marks = out.other_marks > 0 ? 1 : 0;
    out.first_other_mark = record.at("id").get<std::string>() + ": " + t.at("first_other_mark").get<std::string>();
  }
  if (record.contains("judge_error")) {
    out.judge_errors = 1;
    out.first_error = record.at("judge_error").get<std::string>();
  } else if (out.statements == 0) {
    out.no_statements = 1;
  } else if (t.at("rec").is_null()) {
    out.all_exempt = 1;  // no statement needs a citation
  } else {
    out.rec.push_back(t.at("rec").get<double>());
    out.prec.push_back(t.at("prec").get<double>());
    out.judged = t.at("judged").get<bool>() ? 1 : 0;
  }
  return out;
}

json check_totals_json(const metrics::CheckTotals& t) {
  return json{{"records", t.records},     {"statements", t.statements}, {"uncited", t.uncited},
              {"exempt", t.exempt},       {"all_exempt", t.all_exempt},
              {"supported", t.supported}, {"no_statements", t.no_statements}, {"citations", t.citations},
              {"unresolved", t.unresolved}, {"outside", t.outside},     {"quotes", quotes_json(t.quotes)},
              {"other_marks", t.other_marks}, {"answers_with_other_marks", t.answers_with_other_marks},
              {"first_other_mark", t.first_other_mark},
              {"rec", t.rec},             {"prec", t.prec},             {"judged", t.judged},
              {"judge_errors", t.judge_errors}, {"first_error", t.first_error}};
}

metrics::CheckTotals check_totals_from_json(const json& j) {
  metrics::CheckTotals t;
  t.records = j.at("records").get<std::size_t>();
  t.statements = j.at("statements").get<std::size_t>();
  t.uncited = j.at("uncited").get<std::size_t>();
  t.exempt = j.at("exempt").get<std::size_t>();
  t.all_exempt = j.at("all_exempt").get<std::size_t>();
  t.supported = j.at("supported").get<std::size_t>();
  t.no_statements = j.at("no_statements").get<std::size_t>();
  t.citations = j.at("citations").get<std::size_t>();
  t.unresolved = j.at("unresolved").get<std::size_t>();
  t.outside = j.at("outside").get<std::size_t>();
  t.quotes = quotes_from(j.at("quotes"));
  t.other_marks = j.at("other_marks").get<std::size_t>();
  t.answers_with_other_marks = j.at("answers_with_other_marks").get<std::size_t>();
  t.first_other_mark = j.at("first_other_mark").get<std::string>();
  t.rec = j.at("rec").get<std::vector<double>>();
  t.prec = j.at("prec").get<std::vector<double>>();
  t.judged = j.at("judged").get<std::size_t>();
  t.judge_errors = j.at("judge_errors").get<std::size_t>();
  t.first_error = j.at("first_error").get<std::string>();
  return t;
}

void add_check_summary_json(const metrics::CheckSummary& s, const metrics::CheckTotals& t, json& top, json& info) {
  for (const auto& [key, value] : s.scores) top[key] = value;
  add_score_status_json(s.excluded, s.undefined, top, info);
  info["answers"] = t.records;
  info["statements"] = {{"total", t.statements}, {"uncited", t.uncited}, {"supported", t.supported}};
  if (t.exempt > 0) info["statements"]["exempt"] = t.exempt;
  info["citations"] = {{"judged", t.citations}, {"pointing_at_no_source", t.unresolved}, {"outside_their_source", t.outside}};
  info["marks_not_read"] = {{"marks", t.other_marks}, {"answers", t.answers_with_other_marks}};
  info["quotes"] = quotes_json(t.quotes);
}

std::string check_summary_table(const metrics::CheckSummary& s, const metrics::CheckTotals& t) {
  std::string out;
  for (const auto& [key, value] : s.scores) out += fmt::format("{:<18} {:>8.2f}{}\n", key, value, partial_note(s.partial, key));
  for (const auto& u : s.undefined) out += undefined_row(u, 18);
  out += fmt::format("{:<18} {:>8}\n", "answers", t.records);
  if (t.exempt > 0) {
    out += fmt::format("{:<18} {:>8}  ({} uncited, {} of them needing no citation, {} supported)\n", "statements",
                       t.statements, t.uncited, t.exempt, t.supported);
  } else {
    out += fmt::format("{:<18} {:>8}  ({} uncited, {} supported)\n", "statements", t.statements, t.uncited, t.supported);
  }
  if (t.unresolved > 0) out += fmt::format("{:<18} {:>8}  (citations pointing at no source)\n", "unresolved", t.unresolved);
  if (t.outside > 0) out += fmt::format("{:<18} {:>8}  (citations placed outside their source)\n", "outside", t.outside);
  if (t.other_marks > 0) {
    out += fmt::format("{:<18} {:>8}  (citation marks not read as citations)\n", "marks not read", t.other_marks);
  }
  for (const auto& line : score_status_lines(s.excluded, s.undefined, t.records)) out += line + "\n";
  return out;
}

}  // namespace citeval::report

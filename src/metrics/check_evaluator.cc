#include "metrics/check_evaluator.h"

#include <fmt/format.h>

#include "metrics/numpy_mean.h"

namespace citeval::metrics {

void CheckTotals::merge(const CheckTotals& later) {
  records += later.records;
  statements += later.statements;
  uncited += later.uncited;
  supported += later.supported;
  no_statements += later.no_statements;
  exempt += later.exempt;
  all_exempt += later.all_exempt;
  citations += later.citations;
  unresolved += later.unresolved;
  outside += later.outside;
  other_marks += later.other_marks;
  answers_with_other_marks += later.answers_with_other_marks;
  if (first_other_mark.empty()) first_other_mark = later.first_other_mark;
  for (std::size_t i = 0; i < quotes.size(); ++i) quotes[i] += later.quotes[i];
  rec.insert(rec.end(), later.rec.begin(), later.rec.end());
  prec.insert(prec.end(), later.prec.begin(), later.prec.end());
  judged += later.judged;
  judge_errors += later.judge_errors;
  if (first_error.empty()) first_error = later.first_error;
}

std::vector<CheckRecordResult> CheckEvaluator::evaluate(std::span<const answers::AnswerRecord> records) {
  std::vector<CheckRecordResult> results(records.size());
  std::vector<UnitsOfResponse> units(records.size());
  for (std::size_t i = 0; i < records.size(); ++i) {
    const answers::AnswerRecord& rec = records[i];
    CheckRecordResult& out = results[i];
    out.index = i;
    for (const answers::Source& s : rec.sources) {
      io::AlceDoc d;
      d.title = s.title;
      d.text = s.text;
      d.has_text = true;
      out.docs.push_back(std::move(d));
    }
    for (const answers::Citation& c : rec.citations) {
      if (!c.unresolved.empty()) ++out.unresolved;
      if (!c.outside.empty()) ++out.outside;
      ++out.quotes[static_cast<std::size_t>(answers::check_quote(rec, c))];
    }
    for (answers::Statement& st : answers::answer_statements(rec)) {
      CheckStatement cs;
      // Sources as 1-based ids; a name that is no source becomes an id past the last source, so
      // the statement is out of range (ALCE's rule).
      std::vector<int> ids;
      for (std::size_t c : st.citations) {
        for (std::size_t s : rec.citations[c].sources) ids.push_back(static_cast<int>(s) + 1);
        for (std::size_t k = 0; k < rec.citations[c].unresolved.size(); ++k) {
          ids.push_back(static_cast<int>(rec.sources.size()) + 1);
        }
      }
      out.citations += assign_citations(cs, std::move(ids), rec.sources.size(), options_.at_most_citations,
                                        cite::CitationSyntax::kAll);
      cs.statement = std::move(st);
      out.statements.push_back(std::move(cs));
    }
  }
  for (std::size_t i = 0; i < records.size(); ++i) {
    units[i].docs = &results[i].docs;
    for (auto& st : results[i].statements) units[i].units.push_back({st.statement.hypothesis, &st});
  }
  judge_cited_units(units, cite::CitationSyntax::kAll, judge_);
  // The need-citation judge: each uncited statement against its answer (one batch a chunk).
  if (options_.need_citation != nullptr) {
    std::vector<JudgeRequest> requests;
    std::vector<CheckStatement*> asked;
    for (std::size_t i = 0; i < records.size(); ++i) {
      const answers::AnswerRecord& rec = records[i];
      for (auto& st : results[i].statements) {
        if (st.status != StatementStatus::kNoCitation) continue;
        requests.push_back({rec.answer.substr(0, rec.body_end), st.statement.hypothesis, rec.question});
        asked.push_back(&st);
      }
    }
    if (!requests.empty()) {
      const std::vector<Judgment> out = options_.need_citation->judge_batch(requests);
      for (std::size_t k = 0; k < asked.size(); ++k) {
        asked[k]->need_citation = to_decision(k < out.size() ? out[k] : Judgment{false, 0, 0, "no judgment", {}});
        if (asked[k]->need_citation->ok && asked[k]->need_citation->label == 0) asked[k]->counted = false;
      }
    }
  }
  for (std::size_t i = 0; i < records.size(); ++i) {
    CheckRecordResult& r = results[i];
    CheckTotals& t = totals_;
    ++t.records;
    t.statements += r.statements.size();
    t.unresolved += r.unresolved;
    t.outside += r.outside;
    if (records[i].other_marks > 0) {
      t.other_marks += records[i].other_marks;
      ++t.answers_with_other_marks;
      if (t.first_other_mark.empty()) t.first_other_mark = records[i].id + ": " + records[i].first_other_mark;
    }
    for (std::size_t q = 0; q < r.quotes.size(); ++q) t.quotes[q] += r.quotes[q];
    for (const auto& st : r.statements) {
      if (st.status == StatementStatus::kNoCitation) ++t.uncited;
    }
    if (r.statements.empty()) {
      ++t.no_statements;
      continue;
    }
    CitationScores s = score_cited_units(units[i].units);
    for (const auto& st : r.statements) {
      if (!st.need_citation) continue;
      s.judged = true;
      if (!st.need_citation->ok && !s.judge_error) {
        s.judge_error = true;
        s.error = st.need_citation->error;
        s.recall.reset();
        s.precision.reset();
      }
    }
    r.judge_error = s.judge_error;
    r.judge_error_message = s.error;
    r.judged = s.judged;
    if (s.judge_error) {
      ++t.judge_errors;
      if (t.first_error.empty()) t.first_error = s.error;
      continue;
    }
    r.citation_rec = s.recall;
    r.citation_prec = s.precision;
    t.citations += s.citations;
    for (const auto& st : r.statements) {
      t.supported += st.recall;
      r.exempt += st.counted ? 0 : 1;
    }
    t.exempt += r.exempt;
    if (!s.recall) ++t.all_exempt;  // every statement exempt: nothing to average
    if (s.recall) {
      t.rec.push_back(*s.recall);
      t.prec.push_back(*s.precision);
      if (s.judged) ++t.judged;
    }
  }
  return results;
}

CheckSummary summarize_check(const CheckTotals& t) {
  CheckSummary s;
  if (!t.rec.empty() && (t.judged > 0 || t.judge_errors == 0)) {
    s.scores.emplace_back("citation_rec", 100 * numpy_mean(t.rec));
    s.scores.emplace_back("citation_prec", 100 * numpy_mean(t.prec));
  } else {
    const std::string why = t.records == 0           ? "no answer was read"
                            : t.judge_errors > 0     ? "every judged answer had a judge error: " + t.first_error
                            : t.all_exempt > 0       ? "no statement of any answer needs a citation"
                                                     : "no answer has a statement";
    for (const char* k : {"citation_rec", "citation_prec"}) s.undefined.push_back({k, why, true});
  }
  const std::size_t scored = t.statements - t.exempt;
  if (scored > 0 && t.judge_errors == 0) {
    s.scores.emplace_back("statement_rec", 100.0 * static_cast<double>(t.supported) / static_cast<double>(scored));
  } else {
    s.undefined.push_back({"statement_rec", scored == 0 ? "no statement" : "judge errors left statements unjudged: " + t.first_error,
                           scored == 0 || t.judge_errors > 0});
  }
  const std::size_t quoted = t.quotes[1] + t.quotes[2] + t.quotes[3] + t.quotes[4];  // all but kNoQuote
  if (quoted > 0) {
    s.scores.emplace_back("quote_fidelity",
                          100.0 * static_cast<double>(t.quotes[1] + t.quotes[2]) / static_cast<double>(quoted));
  } else {
    UndefinedScore u{"quote_fidelity", "no citation quotes its source", false};
    u.not_computed = true;
    s.undefined.push_back(u);
  }
  if (t.no_statements > 0) {
    s.excluded.push_back({"citation_rec/citation_prec", "no_statements", "the answer has no statement", t.no_statements});
  }
  if (t.all_exempt > 0) {
    s.excluded.push_back({"citation_rec/citation_prec", "no_citation_needed",
                          "the need-citation judge says no statement of the answer needs a citation", t.all_exempt});
  }
  if (t.judge_errors > 0) {
    s.excluded.push_back({"citation_rec/citation_prec", "judge_error", t.first_error, t.judge_errors});
    if (!t.rec.empty()) {
      for (const char* k : {"citation_rec", "citation_prec"}) {
        s.partial.push_back({k, t.rec.size(), t.records, t.judge_errors, t.first_error});
      }
    }
  }
  return s;
}

}  // namespace citeval::metrics

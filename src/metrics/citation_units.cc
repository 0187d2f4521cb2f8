#include "metrics/citation_units.h"

#include <algorithm>
#include <limits>
#include <utility>

#include "metrics/alce_evaluator.h"

namespace citeval::metrics {

const char* statement_status_name(StatementStatus status) {
  switch (status) {
    case StatementStatus::kJudged: return "judged";
    case StatementStatus::kNoCitation: return "no_citation";
    case StatementStatus::kOutOfRange: return "out_of_range";
  }
  return "?";
}

Decision to_decision(const Judgment& j) { return Decision{j.ok, j.prob, j.label, j.error, j.rationale}; }

std::size_t assign_citations(CitedUnit& unit, std::vector<int> ids, std::size_t n_docs,
                             std::size_t at_most_citations, cite::CitationSyntax syntax) {
  if (ids.empty()) {
    unit.status = StatementStatus::kNoCitation;
    return 0;
  }
  constexpr std::size_t kAll = std::numeric_limits<std::size_t>::max();
  if (!cite::resolve_citations(ids, n_docs, kAll, syntax).out_of_range.empty()) {
    unit.status = StatementStatus::kOutOfRange;
    unit.cited = std::move(ids);
    return 0;
  }
  if (at_most_citations > 0 && ids.size() > at_most_citations) ids.resize(at_most_citations);
  unit.cited = std::move(ids);
  unit.status = StatementStatus::kJudged;
  return unit.cited.size();
}

namespace {

// "Title: ..\n.." of each cited document joined by "\n" (ALCE's joint passage). The ids are in
// range: only judged units get here.
std::string passage(const std::vector<io::AlceDoc>& docs, const std::vector<int>& ids, cite::CitationSyntax syntax) {
  std::string out;
  for (std::size_t d : cite::resolve_citations(ids, docs.size(), std::numeric_limits<std::size_t>::max(), syntax)
                           .doc_indices) {
    if (!out.empty()) out += '\n';
    out += format_alce_document(docs[d]);
  }
  return out;
}

// Where a pending request's answer goes.
struct Slot {
  std::size_t response, unit, citation;
};

CitedUnit& unit_at(std::span<const UnitsOfResponse> chunk, const Slot& s) { return *chunk[s.response].units[s.unit].unit; }

}  // namespace

std::vector<Judgment> judge_cited_units(std::span<const UnitsOfResponse> chunk, cite::CitationSyntax syntax,
                                        Judge& judge, std::vector<JudgeRequest> also_in_first_batch) {
  // Phase A: the joint passage of every judged unit, then the caller's requests.
  std::vector<JudgeRequest> requests;
  std::vector<Slot> slots;
  for (std::size_t i = 0; i < chunk.size(); ++i) {
    for (std::size_t k = 0; k < chunk[i].units.size(); ++k) {
      const UnitRef& u = chunk[i].units[k];
      if (u.unit->status != StatementStatus::kJudged) continue;
      requests.push_back({passage(*chunk[i].docs, u.unit->cited, syntax), std::string(u.hypothesis)});
      slots.push_back({i, k, 0});
    }
  }
  const std::size_t n_units = requests.size();
  requests.insert(requests.end(), std::make_move_iterator(also_in_first_batch.begin()),
                  std::make_move_iterator(also_in_first_batch.end()));
  std::vector<Judgment> extra;
  if (!requests.empty()) {
    std::vector<Judgment> answers = judge.judge_batch(requests);
    for (std::size_t a = 0; a < n_units; ++a) {
      CitedUnit& u = unit_at(chunk, slots[a]);
      u.joint = to_decision(answers[a]);
      u.recall = u.joint->ok && u.joint->label == 1 ? 1 : 0;
    }
    extra.assign(std::make_move_iterator(answers.begin() + static_cast<std::ptrdiff_t>(n_units)),
                 std::make_move_iterator(answers.end()));
  }

  // Phase B: each citation of a supported multi-citation unit, alone.
  requests.clear();
  slots.clear();
  for (std::size_t i = 0; i < chunk.size(); ++i) {
    for (std::size_t k = 0; k < chunk[i].units.size(); ++k) {
      const UnitRef& ref = chunk[i].units[k];
      CitedUnit& u = *ref.unit;
      if (u.status != StatementStatus::kJudged) continue;
      u.citations.resize(u.cited.size());
      for (std::size_t c = 0; c < u.cited.size(); ++c) u.citations[c].doc = u.cited[c];
      if (!(u.joint && u.joint->ok && u.recall == 1 && u.cited.size() > 1)) continue;
      for (std::size_t c = 0; c < u.cited.size(); ++c) {
        requests.push_back({passage(*chunk[i].docs, {u.cited[c]}, syntax), std::string(ref.hypothesis)});
        slots.push_back({i, k, c});
      }
    }
  }
  std::vector<Slot> rest_slots;
  if (!requests.empty()) {
    std::vector<Judgment> answers = judge.judge_batch(requests);
    requests.clear();
    for (std::size_t a = 0; a < slots.size(); ++a) {
      const Slot& p = slots[a];
      CitedUnit& u = unit_at(chunk, p);
      AlceCitation& cit = u.citations[p.citation];
      cit.alone = to_decision(answers[a]);
      if (cit.alone->ok && cit.alone->label == 0) {
        // Phase C: the rest, without the first occurrence of this id (as eval.py removes it).
        std::vector<int> rest = u.cited;
        rest.erase(std::find(rest.begin(), rest.end(), cit.doc));
        requests.push_back({passage(*chunk[p.response].docs, rest, syntax),
                            std::string(chunk[p.response].units[p.unit].hypothesis)});
        rest_slots.push_back(p);
      }
    }
  }
  if (!requests.empty()) {
    std::vector<Judgment> answers = judge.judge_batch(requests);
    for (std::size_t a = 0; a < rest_slots.size(); ++a) {
      unit_at(chunk, rest_slots[a]).citations[rest_slots[a].citation].rest = to_decision(answers[a]);
    }
  }
  return extra;
}

CitationScores score_cited_units(std::span<const UnitRef> units) {
  CitationScores s;
  auto failed = [&s](const std::optional<Decision>& d) {
    if (!s.judge_error) s.error = d ? d->error : "no decision";
    s.judge_error = true;
  };
  double entail = 0, entail_prec = 0;
  std::size_t counted = 0;
  for (const UnitRef& ref : units) {
    CitedUnit& u = *ref.unit;
    if (u.joint && !u.joint->ok) failed(u.joint);
    if (u.joint) s.judged = true;
    if (u.counted) ++counted;
    entail += u.recall;
    if (u.status == StatementStatus::kJudged) s.citations += u.cited.size();
    if (u.status == StatementStatus::kJudged && u.recall == 1 && u.cited.size() > 1) {
      u.precision_hits = 0;
      for (auto& cit : u.citations) {
        if (!cit.alone || !cit.alone->ok) {
          failed(cit.alone);
          continue;
        }
        if (cit.alone->label == 1) {
          cit.relevant = true;
        } else if (!cit.rest || !cit.rest->ok) {
          failed(cit.rest);
        } else {
          cit.relevant = cit.rest->label == 0;  // irrelevant iff the rest alone entails
        }
        u.precision_hits += cit.relevant ? 1 : 0;
      }
    } else {
      u.precision_hits = u.recall;
      if (u.status == StatementStatus::kJudged && u.cited.size() == 1 && u.recall == 1 && !u.citations.empty()) {
        u.citations[0].relevant = true;
      }
    }
    entail_prec += u.precision_hits;
  }
  if (counted > 0 && !s.judge_error) {
    s.recall = entail / static_cast<double>(counted);
    s.precision = s.citations > 0 ? entail_prec / static_cast<double>(s.citations) : 0.0;
  }
  return s;
}

}  // namespace citeval::metrics

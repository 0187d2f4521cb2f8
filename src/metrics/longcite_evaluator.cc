#include "metrics/longcite_evaluator.h"

#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <string>
#include <limits>
#include <thread>

#include "metrics/numpy_mean.h"
#include "text/normalize.h"

namespace citeval::metrics {
namespace {

constexpr const char* kReferenceGroups[] = {"longbench-chat", "multifieldqa_en", "multifieldqa_zh",
                                            "multifieldqa",   "hotpotqa",        "dureader",
                                            "gov_report"};
const std::string kNoQuestion;  // JudgeRequest::question for judges that are not shown it

struct Where {
  std::size_t item, statement, citation;
};

std::vector<Judgment> run(Judge* judge, const std::vector<JudgeRequest>& reqs) {
  if (reqs.empty()) return {};
  return judge->judge_batch(reqs);
}

double mean_or_zero(const std::vector<double>& v) { return v.empty() ? 0.0 : numpy_mean(v); }

}  // namespace

LongciteEvaluator::LongciteEvaluator(LongciteOptions options, LongciteJudges judges)
    : options_(options), judges_(judges) {}

std::vector<LongciteResult> LongciteEvaluator::evaluate(std::span<const LongciteItem> items) {
  std::vector<LongciteResult> results(items.size());
  std::vector<JudgeRequest> support_reqs, need_reqs, rel_reqs;
  std::vector<Where> support_at, need_at, rel_at;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const LongciteItem& item = items[i];
    LongciteResult& r = results[i];
    r.item = &item;
    r.statements.resize(item.statements.size());
    const std::string question(text::python_strip(item.query));
    const std::string response(text::python_strip(longcite_plain_answer(item.prediction)));
    for (std::size_t s = 0; s < item.statements.size(); ++s) {
      const LongciteStatement& st = item.statements[s];
      LongciteStatementScore& ss = r.statements[s];
      ss.citation.resize(st.citation.size());
      for (std::size_t c = 0; c < st.citation.size(); ++c) {
        ss.citation[c].tokens = options_.tokenizer.count(item.dataset, st.citation[c].cite);
        r.cited_tokens += ss.citation[c].tokens;
        ++r.cited_snippets;
      }
      if (s >= options_.max_statements) continue;
      ++r.judged_statements;
      const std::string statement(text::python_strip(st.statement));
      const std::string& asked = options_.question_in_request ? question : kNoQuestion;
      std::string hypothesis = statement;
      if (st.citation.empty() && options_.uncited == LongciteUncited::kAlwaysNeedsCitation) {
        ss.support_score = 0.0;
        ss.support_output = "Needs citation (rule: every uncited statement needs one)";
        ss.need_citation_rule = true;
        continue;
      }
      if (st.citation.empty()) {
        need_reqs.push_back({response, hypothesis, asked});
        need_at.push_back({i, s, 0});
        ss.need_citation_asked = true;
        continue;
      }
      std::string joined;
      for (std::size_t c = 0; c < st.citation.size(); ++c) {
        if (c > 0) joined += "\n\n";
        joined += st.citation[c].cite;
        rel_reqs.push_back({std::string(text::python_strip(st.citation[c].cite)), hypothesis, asked});
        rel_at.push_back({i, s, c});
        ++r.judged_citations;
      }
      std::string_view premise = text::python_strip(joined);
      if (premise.empty()) {
        ss.support_score = 0.0;
        ss.support_output = "No matched citation";
      } else {
        support_reqs.push_back({std::string(premise), std::move(hypothesis), asked});
        support_at.push_back({i, s, 0});
      }
    }
  }

  std::vector<Judgment> support_out, need_out, rel_out;
  // Only judges with requests take part (the need-citation judge may be null under a rule).
  Judge* js[3] = {support_reqs.empty() ? nullptr : judges_.support, need_reqs.empty() ? nullptr : judges_.need_citation,
                  rel_reqs.empty() ? nullptr : judges_.relevance};
  bool parallel = true;
  for (int a = 0; a < 3; ++a) {
    if (js[a] == nullptr) continue;
    parallel &= js[a]->thread_safe();
    for (int b = a + 1; b < 3; ++b) parallel &= js[a] != js[b];
  }
  if (parallel) {
    // The three judges usually share one LLM pool: asking them together keeps it full.
    std::thread t1([&] { need_out = run(judges_.need_citation, need_reqs); });
    std::thread t2([&] { rel_out = run(judges_.relevance, rel_reqs); });
    support_out = run(judges_.support, support_reqs);
    t1.join();
    t2.join();
  } else {
    support_out = run(judges_.support, support_reqs);
    need_out = run(judges_.need_citation, need_reqs);
    rel_out = run(judges_.relevance, rel_reqs);
  }

  auto fail = [&](LongciteResult& r, const Judgment& j) {
    if (r.judge_errors++ == 0) r.first_error = j.error;
  };
  for (std::size_t k = 0; k < support_at.size(); ++k) {
    const Judgment& j = support_out[k];
    LongciteResult& r = results[support_at[k].item];
    LongciteStatementScore& ss = r.statements[support_at[k].statement];
    ss.support_output = j.ok ? j.rationale : j.error;
    if (j.ok) {
      ss.support_score = j.prob;
    } else {
      fail(r, j);
    }
  }
  for (std::size_t k = 0; k < need_at.size(); ++k) {
    const Judgment& j = need_out[k];
    LongciteResult& r = results[need_at[k].item];
    LongciteStatementScore& ss = r.statements[need_at[k].statement];
    ss.support_output = j.ok ? j.rationale : j.error;
    if (j.ok) {
      ss.support_score = 1.0 - j.prob;
    } else {
      fail(r, j);
    }
  }
  for (std::size_t k = 0; k < rel_at.size(); ++k) {
    const Judgment& j = rel_out[k];
    LongciteResult& r = results[rel_at[k].item];
    LongciteCitationScore& cs = r.statements[rel_at[k].statement].citation[rel_at[k].citation];
    cs.relevant_output = j.ok ? j.rationale : j.error;
    if (j.ok) {
      cs.relevant_score = static_cast<double>(j.label);
    } else {
      fail(r, j);
    }
  }
  for (LongciteResult& r : results) {
    if (r.judge_errors > 0) continue;
    std::vector<double> recall, precision;
    for (std::size_t s = 0; s < r.statements.size() && s < options_.max_statements; ++s) {
      recall.push_back(*r.statements[s].support_score);
      for (const auto& c : r.statements[s].citation) precision.push_back(*c.relevant_score);
    }
    r.recall = mean_or_zero(recall);
    r.precision = mean_or_zero(precision);
    r.f1 = r.recall + r.precision == 0.0 ? 0.0 : 2 * r.recall * r.precision / (r.recall + r.precision);
    r.complete = true;
  }
  return results;
}

bool is_longcite_reference_dataset(std::string_view dataset) {
  for (const char* g : kReferenceGroups) {
    if (dataset == g) return true;
  }
  return false;
}

std::vector<std::string> longcite_groups_of(std::string_view dataset, LongciteAggregation how) {
  std::vector<std::string> groups;
  if (how.reference && !is_longcite_reference_dataset(dataset)) return groups;
  for (const char* g : kReferenceGroups) {
    if (dataset.find(g) != std::string_view::npos) groups.emplace_back(g);
  }
  if (groups.empty()) groups.emplace_back(dataset);
  return groups;
}

LongciteSummary summarize_longcite(std::span<const LongciteScores> all, LongciteAggregation how) {
  return summarize_longcite_each(
      [&](const std::function<void(const LongciteScores&)>& f) {
        for (const auto& s : all) f(s);
      },
      how);
}

LongciteSummary summarize_longcite_each(const std::function<void(const std::function<void(const LongciteScores&)>&)>& each,
                                   LongciteAggregation how) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  // One pass: each group's responses in item order (a response may be in several reference
  // groups), summed as NumPy sums them (NumpySum), so the means are numpy_mean's of the group.
  struct Acc {
    NumpySum r, p, f;
    std::size_t cited_snippets = 0, cited_tokens = 0;
    void add(const LongciteScores& s) {
      r.add(s.recall);
      p.add(s.precision);
      f.add(s.f1);
      cited_snippets += s.cited_snippets;
      cited_tokens += s.cited_tokens;
    }
  };
  constexpr std::size_t kGroups = std::size(kReferenceGroups);
  std::array<Acc, kGroups> reference_groups;
  std::map<std::string, Acc> extra;  // datasets in no reference group, by name
  LongciteSummary out;
  each([&](const LongciteScores& s) {
    if (how.reference && !is_longcite_reference_dataset(s.dataset)) {
      ++out.excluded;
      return;
    }
    bool matched = false;
    for (std::size_t g = 0; g < kGroups; ++g) {
      // longcite_groups_of says the same: a dataset name holding a group's name counts in it.
      if (s.dataset.find(kReferenceGroups[g]) != std::string::npos) {
        matched = true;
        reference_groups[g].add(s);
      }
    }
    if (!matched) extra[s.dataset].add(s);
    ++out.responses;
    out.cited_snippets += s.cited_snippets;
    out.cited_tokens += s.cited_tokens;
  });

  std::vector<double> avg_r, avg_p, avg_f;
  auto add_group = [&](const std::string& name, const Acc& a) {
    if (a.r.count() == 0 && !how.reference) return;
    LongciteGroup group;
    group.name = name;
    group.responses = a.r.count();
    group.recall = a.r.mean();
    group.precision = a.p.mean();
    group.f1 = a.f.mean();
    group.cited_snippets = a.cited_snippets;
    group.cited_tokens = a.cited_tokens;
    group.citation_length = group.cited_snippets == 0
                                ? nan
                                : static_cast<double>(group.cited_tokens) / static_cast<double>(group.cited_snippets);
    if (group.name != "multifieldqa_en" && group.name != "multifieldqa_zh") {
      avg_r.push_back(group.recall);
      avg_p.push_back(group.precision);
      avg_f.push_back(group.f1);
    }
    out.groups.push_back(std::move(group));
  };
  for (std::size_t g = 0; g < kGroups; ++g) add_group(kReferenceGroups[g], reference_groups[g]);
  for (const auto& [name, a] : extra) add_group(name, a);
  out.recall = avg_r.empty() ? nan : numpy_mean(avg_r);
  out.precision = avg_p.empty() ? nan : numpy_mean(avg_p);
  out.f1 = avg_f.empty() ? nan : numpy_mean(avg_f);
  out.citation_length = out.cited_snippets == 0
                            ? nan
                            : static_cast<double>(out.cited_tokens) / static_cast<double>(out.cited_snippets);
  return out;
}

}  // namespace citeval::metrics

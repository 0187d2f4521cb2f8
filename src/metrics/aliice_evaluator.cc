#include "metrics/aliice_evaluator.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

#include <fmt/format.h>

#include "claims/response_sentences.h"
#include "metrics/alce_evaluator.h"
#include "metrics/numpy_mean.h"

namespace citeval::claims {

const char* unit_kind_name(UnitKind kind) { return kind == UnitKind::kClaim ? "claim" : "sentence"; }

namespace {

constexpr std::size_t kStatuses = static_cast<std::size_t>(SentenceStatus::kParseError) + 1;

}  // namespace

AliiceEvaluator::AliiceEvaluator(AliiceOptions options, Judge& judge, const TextParser& parser)
    : options_(std::move(options)), judge_(judge), parser_(parser) {}

AliiceItemResult AliiceEvaluator::prepare(const io::AlceItem& item) const {
  AliiceItemResult r;
  r.index = item.index;
  r.line = item.line;
  r.no_docs = !item.has_docs && item.docs.empty();
  r.output = options_.truncate_output ? metrics::truncate_alce_output(item.output, &r.offsets) : item.output;
  const cite::CitationSyntax syntax = options_.sentence.syntax;
  r.marks = metrics::check_output(item.output, r.output, syntax, options_.truncate_output);
  std::vector<CvcpUnits> cv_sentences;
  for (ByteSpan span : split_response(r.output, syntax, options_.reference_sentences)) {
    SentenceClaims sc = analyze_sentence(r.output, span, parser_, options_.sentence);
    cv_sentences.push_back(cvcp_units(std::string_view(r.output).substr(span.begin, span.end - span.begin), syntax));
    const std::size_t s = r.sentences.size();
    if (sc.status == SentenceStatus::kClaims) {
      for (std::size_t c = 0; c < sc.claims.size(); ++c) {
        AliiceUnit u;
        u.kind = UnitKind::kClaim;
        u.sentence = s;
        u.claim = c;
        u.hypothesis = sc.claims[c].tokens_joined;
        u.ids = sc.claims[c].citations;
        r.units.push_back(std::move(u));
      }
    } else {
      ++r.fallbacks;
      AliiceUnit u;
      u.kind = UnitKind::kSentence;
      u.sentence = s;
      u.hypothesis = sc.fallback_text;
      u.ids = sc.fallback_ids;
      if (!(options_.reference_units && u.ids.empty())) r.units.push_back(std::move(u));
    }
    r.sentences.push_back(std::move(sc));
  }
  r.cvcp = response_cvcp(cv_sentences);
  for (auto& u : r.units) {
    if (options_.dedupe_citations) u.ids = cite::dedupe_citation_ids(std::move(u.ids));
    if (r.no_docs && !u.ids.empty()) r.citation_excluded = "no_docs";
    r.total_citations +=
        metrics::assign_citations(u, u.ids, item.docs.size(), options_.at_most_citations, resolve_syntax());
    if (u.status != metrics::StatementStatus::kJudged) u.counted = !options_.reference_units;
  }
  return r;
}

std::vector<AliiceItemResult> AliiceEvaluator::evaluate(std::span<const io::AlceItem> items) {
  std::vector<AliiceItemResult> results(items.size());
  std::size_t threads = options_.threads ? options_.threads : std::max(1u, std::thread::hardware_concurrency());
  threads = std::min(threads, items.size());
  if (threads <= 1) {
    for (std::size_t i = 0; i < items.size(); ++i) results[i] = prepare(items[i]);
  } else {
    // Parsing dominates; items are independent, so workers take them one at a time.
    std::atomic<std::size_t> next{0};
    auto work = [&] {
      for (std::size_t i; (i = next.fetch_add(1)) < items.size();) results[i] = prepare(items[i]);
    };
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
  }
  // Phases A-C and the scores: ALCE's engine, one unit a claim or fallback sentence.
  std::vector<metrics::UnitsOfResponse> units(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    units[i].docs = &items[i].docs;
    for (auto& u : results[i].units) units[i].units.push_back({u.hypothesis, &u});
  }
  metrics::judge_cited_units(units, resolve_syntax(), judge_);
  for (std::size_t i = 0; i < items.size(); ++i) {
    auto& r = results[i];
    if (r.citation_excluded.empty()) {
      metrics::CitationScores s = metrics::score_cited_units(units[i].units);
      r.judge_error = s.judge_error;
      r.judge_error_message = s.error;
      r.citation_rec = s.recall;
      r.citation_prec = s.precision;
      r.citation_judged = s.judged;
      if (r.judge_error) {
        r.citation_excluded = "judge_error";
      } else if (!r.citation_rec) {
        r.citation_excluded = "no_units";
      }
    }
    accumulate(r);
  }
  return results;
}

void AliiceEvaluator::accumulate(const AliiceItemResult& r) {
  AliiceTotals& t = totals_;
  ++t.items;
  t.sentences += r.sentences.size();
  t.units += r.units.size();
  t.not_used += r.fallbacks;
  for (const auto& s : r.sentences) {
    ++t.by_status[static_cast<std::size_t>(s.status)];
    t.claims += s.claims.size();
  }
  if (r.judge_error) ++t.cit_err;
  if (r.judge_error && t.first_cit_error.empty()) t.first_cit_error = r.judge_error_message;
  if (r.no_docs) ++t.items_without_docs;
  t.outputs.add(r.marks);
  if (r.citation_excluded == "no_units") ++t.no_units;
  if (r.citation_excluded == "no_docs") ++t.no_docs_excluded;
  if (r.citation_rec) {
    ++t.cit_n;
    if (r.citation_judged) ++t.cit_judged;
    t.rec.push_back(*r.citation_rec);
    t.prec.push_back(*r.citation_prec);
  }
  if (r.cvcp) {
    ++t.cvcp_n;
    t.cvcp.push_back(*r.cvcp);
  }
  t.pooled.add_response(r.output);
}

AliiceSummary AliiceEvaluator::summary() const { return summarize_aliice(options_, totals_); }

AliiceSummary summarize_aliice(const AliiceOptions& options, const AliiceTotals& t) {
  AliiceSummary s;
  auto mean = [](double sum, std::size_t n) { return n ? sum / static_cast<double>(n) : 0.0; };
  const std::string first_error = t.first_cit_error.empty() ? "" : "first error: " + t.first_cit_error;
  auto exclude = [&](std::string reason, std::size_t n, std::string detail) {
    if (n > 0) s.excluded.push_back({"citation_rec/citation_prec/citation_f1", std::move(reason), std::move(detail), n});
  };
  exclude("no_units", t.no_units,
          options.reference_units ? "no cited unit in range (eval.py drops these responses too)"
                                   : "no sentence (empty output)");
  exclude("no_docs", t.no_docs_excluded, "cites documents but has no 'docs' field");
  exclude("judge_error", t.cit_err, "a judgment failed; " + first_error);
  if (t.cit_n > 0 && t.outputs.no_marks_at_all()) {
    const std::string reason = metrics::no_marks_reason(t.outputs, options.sentence.syntax, options.truncate_output);
    for (const char* k : {"citation_rec", "citation_prec", "citation_f1"}) s.undefined.push_back({k, reason, true});
  } else if (t.cit_n > 0 && t.cit_err > 0 && t.cit_judged == 0) {
    // Judgments failed and only responses that needed no judge are left (recall 0).
    const std::string reason =
        fmt::format("computed from no judged item: {} item{} with failed judgments left out, the {} scored cite "
                    "nothing the judge was asked about ({})",
                    t.cit_err, t.cit_err == 1 ? "" : "s", t.cit_n, first_error);
    for (const char* k : {"citation_rec", "citation_prec", "citation_f1"}) s.undefined.push_back({k, reason, true});
  } else if (t.cit_n > 0) {
    if (t.cit_err > 0) {
      for (const char* k : {"citation_rec", "citation_prec", "citation_f1"}) {
        s.partial.push_back({k, t.cit_n, t.items, t.cit_err, t.first_cit_error});
      }
    }
    const double rec = 100 * metrics::numpy_mean(t.rec), prec = 100 * metrics::numpy_mean(t.prec);
    s.recall_std = metrics::numpy_std(t.rec);
    s.precision_std = metrics::numpy_std(t.prec);
    s.scores.emplace_back("citation_rec", rec);
    s.scores.emplace_back("citation_prec", prec);
    s.scores.emplace_back("citation_f1", rec + prec > 0 ? 2 * rec * prec / (rec + prec) : 0.0);
  } else {
    std::string reason;
    if (t.items == 0) {
      reason = "no item was evaluated";
    } else if (t.cit_err == t.items) {
      reason = fmt::format("every item's citation judgments failed ({} item{}; {})", t.items, t.items == 1 ? "" : "s", first_error);
    } else {
      reason = fmt::format("no item could be scored ({} without units, {} citing without 'docs', {} with failed "
                           "judgments{}{})",
                           t.no_units, t.no_docs_excluded, t.cit_err, first_error.empty() ? "" : "; ", first_error);
    }
    for (const char* k : {"citation_rec", "citation_prec", "citation_f1"}) s.undefined.push_back({k, reason, true});
  }
  if (t.cvcp_n) {
    double cvcp_sum = 0;
    t.cvcp.for_each([&](double c) { cvcp_sum += c; });  // in item order, as one run adds them
    s.scores.emplace_back("cvcp", mean(cvcp_sum, t.cvcp_n));
  } else if (t.items > 0) {
    s.undefined.push_back({"cvcp", "no sentence of any response has a citation group", false});
  }
  if (auto p = t.pooled.value()) {
    s.scores.emplace_back("cvcp_pooled_reference", *p);
  } else if (t.items > 0) {
    s.undefined.push_back({"cvcp_pooled_reference", "no citation mark in any response (eval.py divides by zero)", false});
  }
  s.items = t.items;
  s.citation_items = t.cit_n;
  s.judge_error_items = t.cit_err;
  s.cvcp_items = t.cvcp_n;
  s.sentences = t.sentences;
  s.claims = t.claims;
  s.units = t.units;
  s.times_not_used_aliice = t.not_used;
  s.items_without_docs = t.items_without_docs;
  for (std::size_t k = 1; k < kStatuses; ++k) {
    s.fallbacks.emplace_back(sentence_status_name(static_cast<SentenceStatus>(k)), t.by_status[k]);
  }
  s.pooled_marks = t.pooled.marks();
  s.outputs = t.outputs;
  return s;
}

}  // namespace citeval::claims

namespace citeval::claims {

AliiceTotals::AliiceTotals() : by_status(kStatuses, 0) {}

void AliiceTotals::merge(const AliiceTotals& later) {
  auto append = [](auto& to, const auto& from) { to.append(from); };
  items += later.items;
  cit_n += later.cit_n;
  cit_err += later.cit_err;
  cit_judged += later.cit_judged;
  cvcp_n += later.cvcp_n;
  no_units += later.no_units;
  no_docs_excluded += later.no_docs_excluded;
  items_without_docs += later.items_without_docs;
  if (first_cit_error.empty()) first_cit_error = later.first_cit_error;
  append(rec, later.rec);
  append(prec, later.prec);
  append(cvcp, later.cvcp);
  sentences += later.sentences;
  claims += later.claims;
  units += later.units;
  not_used += later.not_used;
  for (std::size_t k = 0; k < by_status.size() && k < later.by_status.size(); ++k) by_status[k] += later.by_status[k];
  pooled.merge(later.pooled);
  outputs.merge(later.outputs);
}

}  // namespace citeval::claims

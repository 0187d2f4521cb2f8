#include "claims/aliice_evaluator.h"

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

// np.std(x, ddof=0): the root of the mean squared deviation from np.mean, both summed pairwise.
double numpy_std(const std::vector<double>& x) {
  const double mean = metrics::numpy_mean(x);
  std::vector<double> sq(x.size());
  for (std::size_t i = 0; i < x.size(); ++i) sq[i] = (x[i] - mean) * (x[i] - mean);
  return std::sqrt(metrics::numpy_mean(sq));
}

}  // namespace

AliiceEvaluator::AliiceEvaluator(AliiceOptions options, Judge& judge, const TextParser& parser)
    : options_(std::move(options)), judge_(judge), parser_(parser), by_status_(kStatuses, 0) {}

AliiceItemResult AliiceEvaluator::prepare(const io::AlceItem& item) const {
  AliiceItemResult r;
  r.index = item.index;
  r.line = item.line;
  r.no_docs = !item.has_docs && item.docs.empty();
  r.output = options_.truncate_output ? metrics::truncate_alce_output(item.output) : item.output;
  const cite::CitationSyntax syntax = options_.sentence.syntax;
  std::vector<CvcpUnits> cv_sentences;
  for (ByteSpan span : split_response(r.output, syntax)) {
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
    r.total_citations += metrics::assign_citations(u, u.ids, item.docs.size(), options_.at_most_citations, syntax);
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
  metrics::judge_cited_units(units, options_.sentence.syntax, judge_);
  for (std::size_t i = 0; i < items.size(); ++i) {
    auto& r = results[i];
    if (r.citation_excluded.empty()) {
      metrics::CitationScores s = metrics::score_cited_units(units[i].units);
      r.judge_error = s.judge_error;
      r.judge_error_message = s.error;
      r.citation_rec = s.recall;
      r.citation_prec = s.precision;
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
  ++items_;
  sentences_ += r.sentences.size();
  units_ += r.units.size();
  not_used_ += r.fallbacks;
  for (const auto& s : r.sentences) {
    ++by_status_[static_cast<std::size_t>(s.status)];
    claims_ += s.claims.size();
  }
  if (r.judge_error) ++cit_err_;
  if (r.judge_error && first_cit_error_.empty()) first_cit_error_ = r.judge_error_message;
  if (r.no_docs) ++items_without_docs_;
  if (r.citation_excluded == "no_units") ++no_units_;
  if (r.citation_excluded == "no_docs") ++no_docs_excluded_;
  if (r.citation_rec) {
    ++cit_n_;
    rec_.push_back(*r.citation_rec);
    prec_.push_back(*r.citation_prec);
  }
  if (r.cvcp) {
    ++cvcp_n_;
    cvcp_sum_ += *r.cvcp;
  }
  pooled_.add_response(r.output);
}

AliiceSummary AliiceEvaluator::summary() const {
  AliiceSummary s;
  auto mean = [](double sum, std::size_t n) { return n ? sum / static_cast<double>(n) : 0.0; };
  const std::string first_error = first_cit_error_.empty() ? "" : "first error: " + first_cit_error_;
  auto exclude = [&](std::string reason, std::size_t n, std::string detail) {
    if (n > 0) s.excluded.push_back({"citation_rec/citation_prec/citation_f1", std::move(reason), std::move(detail), n});
  };
  exclude("no_units", no_units_,
          options_.reference_units ? "no cited unit in range (eval.py drops these responses too)"
                                   : "no sentence (empty output)");
  exclude("no_docs", no_docs_excluded_, "cites documents but has no 'docs' field");
  exclude("judge_error", cit_err_, "a judgment failed; " + first_error);
  if (cit_n_ > 0) {
    const double rec = 100 * metrics::numpy_mean(rec_), prec = 100 * metrics::numpy_mean(prec_);
    s.recall_std = numpy_std(rec_);
    s.precision_std = numpy_std(prec_);
    s.scores.emplace_back("citation_rec", rec);
    s.scores.emplace_back("citation_prec", prec);
    s.scores.emplace_back("citation_f1", rec + prec > 0 ? 2 * rec * prec / (rec + prec) : 0.0);
  } else {
    std::string reason;
    if (items_ == 0) {
      reason = "no item was evaluated";
    } else if (cit_err_ == items_) {
      reason = fmt::format("every item's citation judgments failed ({} item{}; {})", items_, items_ == 1 ? "" : "s", first_error);
    } else {
      reason = fmt::format("no item could be scored ({} without units, {} citing without 'docs', {} with failed "
                           "judgments{}{})",
                           no_units_, no_docs_excluded_, cit_err_, first_error.empty() ? "" : "; ", first_error);
    }
    for (const char* k : {"citation_rec", "citation_prec", "citation_f1"}) s.undefined.push_back({k, reason, true});
  }
  if (cvcp_n_) {
    s.scores.emplace_back("cvcp", mean(cvcp_sum_, cvcp_n_));
  } else if (items_ > 0) {
    s.undefined.push_back({"cvcp", "no sentence of any response has a citation group", false});
  }
  if (auto p = pooled_.value()) s.scores.emplace_back("cvcp_pooled_reference", *p);
  s.items = items_;
  s.citation_items = cit_n_;
  s.judge_error_items = cit_err_;
  s.cvcp_items = cvcp_n_;
  s.sentences = sentences_;
  s.claims = claims_;
  s.units = units_;
  s.times_not_used_aliice = not_used_;
  s.items_without_docs = items_without_docs_;
  for (std::size_t k = 1; k < kStatuses; ++k) {
    s.fallbacks.emplace_back(sentence_status_name(static_cast<SentenceStatus>(k)), by_status_[k]);
  }
  s.pooled_marks = pooled_.marks();
  return s;
}

}  // namespace citeval::claims

#include "claims/aliice_evaluator.h"

#include <algorithm>
#include <atomic>
#include <thread>

#include "claims/response_sentences.h"
#include "metrics/alce_evaluator.h"

namespace citeval::claims {

const char* unit_kind_name(UnitKind kind) { return kind == UnitKind::kClaim ? "claim" : "sentence"; }

namespace {

constexpr std::size_t kStatuses = static_cast<std::size_t>(SentenceStatus::kParseError) + 1;

}  // namespace

AliiceEvaluator::AliiceEvaluator(AliiceOptions options, Judge& judge, const TextParser& parser)
    : options_(std::move(options)), judge_(judge), parser_(parser), by_status_(kStatuses, 0) {}

AliiceItemResult AliiceEvaluator::prepare(const io::AlceItem& item) const {
  AliiceItemResult r;
  r.index = item.index;
  r.line = item.line;
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
    metrics::CitationScores s = metrics::score_cited_units(units[i].units);
    r.judge_error = s.judge_error;
    r.citation_rec = s.recall;
    r.citation_prec = s.precision;
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
  if (r.citation_rec) {
    ++cit_n_;
    rec_sum_ += *r.citation_rec;
    prec_sum_ += *r.citation_prec;
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
  const double rec = 100 * mean(rec_sum_, cit_n_), prec = 100 * mean(prec_sum_, cit_n_);
  s.scores.emplace_back("citation_rec", rec);
  s.scores.emplace_back("citation_prec", prec);
  s.scores.emplace_back("citation_f1", rec + prec > 0 ? 2 * rec * prec / (rec + prec) : 0.0);
  if (cvcp_n_) s.scores.emplace_back("cvcp", mean(cvcp_sum_, cvcp_n_));
  if (auto p = pooled_.value()) s.scores.emplace_back("cvcp_pooled_reference", *p);
  s.items = items_;
  s.citation_items = cit_n_;
  s.judge_error_items = cit_err_;
  s.cvcp_items = cvcp_n_;
  s.sentences = sentences_;
  s.claims = claims_;
  s.units = units_;
  s.times_not_used_aliice = not_used_;
  for (std::size_t k = 1; k < kStatuses; ++k) {
    s.fallbacks.emplace_back(sentence_status_name(static_cast<SentenceStatus>(k)), by_status_[k]);
  }
  s.pooled_marks = pooled_.marks();
  return s;
}

}  // namespace citeval::claims

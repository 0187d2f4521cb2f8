#include "claims/aliice_evaluator.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <limits>

#include "claims/response_sentences.h"

namespace citeval::claims {

const char* unit_kind_name(UnitKind kind) { return kind == UnitKind::kClaim ? "claim" : "sentence"; }

namespace {

constexpr std::size_t kStatuses = static_cast<std::size_t>(SentenceStatus::kParseError) + 1;

metrics::Decision to_decision(const Judgment& j) { return {j.ok, j.prob, j.label, j.error, j.rationale}; }

// A unit's used citations as 0-based document indices, parallel to AliiceUnit::cited.
std::vector<std::size_t> unit_docs(const AliiceUnit& u, std::size_t n_docs, cite::CitationSyntax syntax) {
  return cite::resolve_citations(u.cited, n_docs, std::numeric_limits<std::size_t>::max(), syntax).doc_indices;
}

std::string passage(const io::AlceItem& item, const std::vector<std::size_t>& docs) {
  std::string out;
  for (std::size_t d : docs) {
    if (!out.empty()) out += '\n';
    out += metrics::format_alce_document(item.docs[d]);
  }
  return out;
}

struct Slot {
  std::size_t item, unit, citation;
};

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
  const std::size_t limit = options_.at_most_citations ? options_.at_most_citations
                                                       : std::numeric_limits<std::size_t>::max();
  for (auto& u : r.units) {
    if (u.ids.empty()) {
      u.status = metrics::StatementStatus::kNoCitation;
      u.counted = !options_.reference_units;
      continue;
    }
    auto resolved = cite::resolve_citations(u.ids, item.docs.size(), limit, syntax);
    if (!resolved.out_of_range.empty()) {
      u.status = metrics::StatementStatus::kOutOfRange;
      u.cited = u.ids;
      u.counted = !options_.reference_units;
      continue;
    }
    u.cited.assign(u.ids.begin(), u.ids.begin() + static_cast<std::ptrdiff_t>(std::min(u.ids.size(), limit)));
    u.status = metrics::StatementStatus::kJudged;
    r.total_citations += u.cited.size();
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
  const cite::CitationSyntax syntax = options_.sentence.syntax;

  // Phase A: recall, the joint passage of each unit.
  std::vector<JudgeRequest> requests;
  std::vector<Slot> slots;
  for (std::size_t i = 0; i < items.size(); ++i) {
    for (std::size_t k = 0; k < results[i].units.size(); ++k) {
      const auto& u = results[i].units[k];
      if (u.status != metrics::StatementStatus::kJudged) continue;
      requests.push_back({passage(items[i], unit_docs(u, items[i].docs.size(), syntax)), u.hypothesis});
      slots.push_back({i, k, 0});
    }
  }
  if (!requests.empty()) {
    std::vector<Judgment> answers = judge_.judge_batch(requests);
    for (std::size_t a = 0; a < slots.size(); ++a) {
      auto& u = results[slots[a].item].units[slots[a].unit];
      u.joint = to_decision(answers[a]);
      u.recall = u.joint->ok && u.joint->label == 1 ? 1 : 0;
    }
  }

  // Phase B: each citation of a supported multi-citation unit, alone.
  requests.clear();
  slots.clear();
  for (std::size_t i = 0; i < items.size(); ++i) {
    for (std::size_t k = 0; k < results[i].units.size(); ++k) {
      auto& u = results[i].units[k];
      if (u.status != metrics::StatementStatus::kJudged) continue;
      u.citations.resize(u.cited.size());
      for (std::size_t c = 0; c < u.cited.size(); ++c) u.citations[c].doc = u.cited[c];
      if (!(u.joint && u.joint->ok && u.recall == 1 && u.cited.size() > 1)) continue;
      auto docs = unit_docs(u, items[i].docs.size(), syntax);
      for (std::size_t c = 0; c < docs.size(); ++c) {
        requests.push_back({passage(items[i], {docs[c]}), u.hypothesis});
        slots.push_back({i, k, c});
      }
    }
  }
  std::vector<Slot> rest_slots;
  if (!requests.empty()) {
    std::vector<Judgment> answers = judge_.judge_batch(requests);
    requests.clear();
    for (std::size_t a = 0; a < slots.size(); ++a) {
      const Slot& p = slots[a];
      auto& u = results[p.item].units[p.unit];
      auto& cit = u.citations[p.citation];
      cit.alone = to_decision(answers[a]);
      if (cit.alone->ok && cit.alone->label == 0) {
        // Phase C: the others together (the list without this position's id, as ALCE removes
        // the first occurrence; ids within a unit are distinct in the default syntax).
        auto docs = unit_docs(u, items[p.item].docs.size(), syntax);
        docs.erase(docs.begin() + static_cast<std::ptrdiff_t>(p.citation));
        requests.push_back({passage(items[p.item], docs), u.hypothesis});
        rest_slots.push_back(p);
      }
    }
  }
  if (!requests.empty()) {
    std::vector<Judgment> answers = judge_.judge_batch(requests);
    for (std::size_t a = 0; a < rest_slots.size(); ++a) {
      const Slot& p = rest_slots[a];
      results[p.item].units[p.unit].citations[p.citation].rest = to_decision(answers[a]);
    }
  }

  // Scores per response.
  for (auto& r : results) {
    double entail = 0, entail_prec = 0;
    std::size_t counted = 0;
    for (auto& u : r.units) {
      if (u.joint && !u.joint->ok) r.judge_error = true;
      if (u.counted) ++counted;
      entail += u.recall;
      if (u.status == metrics::StatementStatus::kJudged && u.recall == 1 && u.cited.size() > 1) {
        for (auto& cit : u.citations) {
          if (!cit.alone || !cit.alone->ok) {
            r.judge_error = true;
            continue;
          }
          if (cit.alone->label == 1) {
            cit.relevant = true;
          } else if (!cit.rest || !cit.rest->ok) {
            r.judge_error = true;
          } else {
            cit.relevant = cit.rest->label == 0;
          }
          u.precision_hits += cit.relevant ? 1 : 0;
        }
      } else {
        u.precision_hits = u.recall;
        if (u.status == metrics::StatementStatus::kJudged && u.cited.size() == 1 && u.recall == 1) {
          u.citations[0].relevant = true;
        }
      }
      entail_prec += u.precision_hits;
    }
    if (counted > 0 && !r.judge_error) {
      r.citation_rec = entail / static_cast<double>(counted);
      r.citation_prec = r.total_citations > 0 ? entail_prec / static_cast<double>(r.total_citations) : 0.0;
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

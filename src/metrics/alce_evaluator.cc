#include "metrics/alce_evaluator.h"

#include <algorithm>
#include <thread>
#include <fmt/format.h>

#include "metrics/length.h"
#include "metrics/numpy_mean.h"
#include "metrics/rouge_aggregate.h"
#include "text/normalize.h"
#include "text/punkt_splitter.h"
#include "text/unicode.h"

namespace citeval::metrics {

Result<AlceDataset> parse_alce_dataset(std::string_view name) {
  if (name == "asqa") return AlceDataset::kAsqa;
  if (name == "qampari") return AlceDataset::kQampari;
  if (name == "eli5") return AlceDataset::kEli5;
  return make_error(ErrorCode::kInvalidArgument,
                    fmt::format("unknown ALCE dataset '{}' (expected asqa, qampari or eli5)", name));
}

const char* alce_dataset_name(AlceDataset dataset) {
  switch (dataset) {
    case AlceDataset::kAsqa: return "asqa";
    case AlceDataset::kQampari: return "qampari";
    case AlceDataset::kEli5: return "eli5";
  }
  return "?";
}

std::string format_alce_document(const io::AlceDoc& doc) {
  const std::string& body = doc.sent ? *doc.sent : doc.text;
  std::string out;
  out.reserve(doc.title.size() + body.size() + 8);
  out += "Title: ";
  out += doc.title;
  out += '\n';
  out += body;
  return out;
}

std::string remove_citation_marks(std::string_view text, cite::CitationSyntax syntax) {
  if (syntax == cite::CitationSyntax::kAlceCompat) return cite::remove_citations(text);
  std::string out;
  out.reserve(text.size());
  std::size_t pos = 0;
  for (const auto& m : cite::find_citation_marks(text, syntax)) {
    std::size_t begin = m.begin;
    if (begin > pos && text[begin - 1] == ' ') --begin;  // ALCE's " \[\d+" takes the space too
    out.append(text.substr(pos, begin - pos));
    pos = m.end;
  }
  out.append(text.substr(pos));
  return cite::remove_citations(out);
}

std::string truncate_alce_output(std::string_view output, OutputOffsets* offsets) {
  std::string_view s = text::python_strip(output);
  const auto lead = static_cast<std::size_t>(s.data() - output.data());
  s = s.substr(0, std::min(s.find('\n'), s.size()));
  std::string out(s);
  if (offsets != nullptr) offsets->pieces = {{0, lead}};
  if (out.find("<|im_end|>") == std::string::npos) return out;
  // Rare: each byte's place, since a removal can join a new "<|im_end|>" ("<|im_<|im_end|>end|>").
  std::vector<std::size_t> at(out.size());
  for (std::size_t i = 0; i < at.size(); ++i) at[i] = lead + i;
  for (std::size_t p; (p = out.find("<|im_end|>")) != std::string::npos;) {
    out.erase(p, 10);
    at.erase(at.begin() + static_cast<std::ptrdiff_t>(p), at.begin() + static_cast<std::ptrdiff_t>(p + 10));
  }
  if (offsets != nullptr) *offsets = OutputOffsets::of_positions(at, lead + s.size());
  return out;
}

AlceEvaluator::AlceEvaluator(AlceOptions options, Judge& judge)
    : options_(std::move(options)), judge_(judge) {}

void AlceEvaluator::prepare(const io::AlceItem& item, AlceItemResult& out) const {
  out.index = item.index;
  out.line = item.line;
  out.no_docs = !item.has_docs && item.docs.empty();
  out.output = options_.truncate_output ? truncate_alce_output(item.output, &out.offsets) : item.output;
  out.marks = check_output(item.output, out.output, options_.syntax, options_.truncate_output);
  // ALCE evaluates correctness on remove_citations(output); compute_claims removes them again.
  out.output_clean = remove_citation_marks(out.output, options_.syntax);
  out.length = text::word_count(out.output_clean);

  if (item.has_qa_pairs) {
    std::vector<std::vector<std::string>> qa;
    qa.reserve(item.qa_pairs.size());
    for (const auto& p : item.qa_pairs) qa.push_back(p.short_answers);
    out.str_em = str_em_item(qa, out.output_clean);
  }
  if (options_.dataset == AlceDataset::kQampari) out.qampari = qampari_item(out.output_clean, item.answers);
  if (rouge_on()) {
    // rouge_score on '\n'.join(sent_tokenize(text.lower())); ASQA: the better of two annotations.
    const auto& splitter = text::PunktSplitter::english();
    auto lsum_text = [&](std::string_view t) {
      std::string lowered = text::python_lower(t);
      std::string joined;
      for (const auto& s : splitter.tokenize(lowered)) {
        if (!joined.empty()) joined += '\n';
        joined += s;
      }
      return joined;
    };
    std::vector<std::string> refs;
    if (item.long_answers.size() >= 2) {
      refs = {item.long_answers[0], item.long_answers[1]};
    } else if (item.long_answers.size() == 1) {
      refs = {item.long_answers[0]};
    } else if (item.answer) {
      refs = {*item.answer};
    }
    if (!refs.empty()) {
      std::string r1 = lsum_text(refs[0]);
      std::string r2 = refs.size() > 1 ? lsum_text(refs[1]) : r1;
      out.rouge_lsum = rouge_lsum_best(r1, r2, lsum_text(out.output_clean));
    }
  }

  if (!options_.citations) return;
  // Statements.
  if (options_.dataset == AlceDataset::kQampari) {
    std::string_view o = text::python_rstrip(out.output);
    while (!o.empty() && o.back() == '.') o.remove_suffix(1);
    while (!o.empty() && o.back() == ',') o.remove_suffix(1);
    std::size_t start = 0;
    while (true) {
      std::size_t comma = o.find(',', start);
      std::string_view piece = o.substr(start, comma == std::string_view::npos ? o.size() - start : comma - start);
      std::string_view stripped = text::python_strip(piece);
      AlceStatement st;
      st.begin = static_cast<std::size_t>(stripped.data() - out.output.data());
      st.end = st.begin + stripped.size();
      st.text = item.question + " " + std::string(stripped);
      out.statements.push_back(std::move(st));
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
  } else {
    for (const auto& span : text::PunktSplitter::english().span_tokenize(out.output)) {
      if (!out.statements.empty() &&
          cite::only_unread_marks(std::string_view(out.output).substr(span.begin, span.end - span.begin))) {
        AlceStatement& prev = out.statements.back();  // "... Germany.[^2]": no statement of its own
        prev.end = span.end;
        prev.text = out.output.substr(prev.begin, prev.end - prev.begin);
        continue;
      }
      AlceStatement st;
      st.begin = span.begin;
      st.end = span.end;
      st.text = out.output.substr(span.begin, span.end - span.begin);
      out.statements.push_back(std::move(st));
    }
  }
  for (auto& st : out.statements) {
    std::string_view in_output(out.output.data() + st.begin, st.end - st.begin);
    st.marks = cite::find_citation_marks(in_output, options_.syntax);
    for (auto& m : st.marks) {
      m.begin += st.begin;
      m.end += st.begin;
    }
    st.target = std::string(text::python_strip(remove_citation_marks(st.text, options_.syntax)));
    std::vector<int> ids = cite::citation_ids(st.text, options_.syntax);
    if (options_.dedupe_citations) ids = cite::dedupe_citation_ids(std::move(ids));
    if (out.no_docs && !ids.empty()) out.citation_excluded = "no_docs";
    out.total_citations += assign_citations(st, std::move(ids), item.docs.size(), options_.at_most_citations,
                                            options_.syntax);
  }
  if (out.statements.empty()) out.citation_excluded = "no_statements";
}

std::vector<AlceItemResult> AlceEvaluator::evaluate(std::span<const io::AlceItem> items) {
  std::vector<AlceItemResult> results(items.size());
  // prepare() is const and pure (Punkt and the stemmer are thread-safe), so the chunk is cut
  // into contiguous ranges, one a thread; each result slot is written by one thread only.
  std::size_t threads = options_.threads ? options_.threads : std::max(1u, std::thread::hardware_concurrency());
  threads = std::min(threads, std::max<std::size_t>(1, items.size() / 32));
  if (threads <= 1) {
    for (std::size_t i = 0; i < items.size(); ++i) prepare(items[i], results[i]);
  } else {
    std::vector<std::thread> pool;
    const std::size_t per = (items.size() + threads - 1) / threads;
    for (std::size_t t = 1; t < threads; ++t) {
      pool.emplace_back([&, t] {
        for (std::size_t i = t * per; i < std::min(items.size(), (t + 1) * per); ++i) prepare(items[i], results[i]);
      });
    }
    for (std::size_t i = 0; i < std::min(items.size(), per); ++i) prepare(items[i], results[i]);
    for (auto& th : pool) th.join();
  }

  // Citations (phases A-C, citation_units.h), with the ELI5 claims in the first batch: each
  // claim against the citation-free output (compute_claims runs remove_citations on it again).
  std::vector<UnitsOfResponse> units(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    units[i].docs = &items[i].docs;
    for (auto& st : results[i].statements) units[i].units.push_back({st.target, &st});
  }
  std::vector<JudgeRequest> claim_requests;
  std::vector<std::size_t> claim_items;
  if (options_.claims_nli && options_.dataset == AlceDataset::kEli5) {
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (!items[i].has_claims || items[i].claims.empty()) continue;
      std::string premise = cite::remove_citations(results[i].output_clean);
      for (const auto& claim : items[i].claims) claim_requests.push_back({premise, claim});
      claim_items.push_back(i);
    }
  }
  std::vector<Judgment> claim_answers = judge_cited_units(units, options_.syntax, judge_, std::move(claim_requests));
  std::size_t k = 0;
  for (std::size_t i : claim_items) {
    for (std::size_t c = 0; c < items[i].claims.size(); ++c) results[i].claim_decisions.push_back(to_decision(claim_answers[k++]));
  }

  // Per-item scores.
  for (std::size_t i = 0; i < items.size(); ++i) {
    auto& r = results[i];
    if (options_.citations && r.citation_excluded.empty()) {
      CitationScores s = score_cited_units(units[i].units);
      r.judge_error = s.judge_error;
      r.judge_error_message = s.error;
      r.citation_rec = s.recall;
      r.citation_prec = s.precision;
      r.citation_judged = s.judged;
      if (r.judge_error) r.citation_excluded = "judge_error";
    }
    if (!r.claim_decisions.empty()) {
      double entailed = 0;
      for (const auto& d : r.claim_decisions) {
        if (!d.ok && !r.claims_judge_error) {
          r.claims_judge_error = true;
          r.claims_judge_error_message = d.error;
        }
        entailed += d.ok && d.label == 1 ? 1 : 0;
      }
      if (!r.claims_judge_error) r.claims_nli = entailed / static_cast<double>(r.claim_decisions.size());
    }
    accumulate(r, items[i]);
  }
  return results;
}

void AlceEvaluator::accumulate(const AlceItemResult& r, const io::AlceItem& item) {
  AlceTotals& t = totals_;
  t.statements += r.statements.size();
  t.lengths.push_back(r.length);
  t.str_em.push_back(r.str_em);
  if (!item.has_qa_pairs) {
    ++t.no_qa_pairs;
  } else if (!r.str_em) {
    ++t.empty_qa_pairs;
  }
  if (options_.dataset == AlceDataset::kQampari && !r.qampari) ++(item.has_answers ? t.empty_answers : t.no_answers);
  if (options_.claims_nli && options_.dataset == AlceDataset::kEli5 && (!item.has_claims || item.claims.empty())) {
    ++t.no_claims;
  }
  if (r.no_docs) ++t.items_without_docs;
  t.outputs.add(r.marks);
  if (r.citation_excluded == "no_statements") ++t.no_statements;
  if (r.citation_excluded == "no_docs") ++t.no_docs_excluded;
  if (r.judge_error && t.first_cit_error.empty()) t.first_cit_error = r.judge_error_message;
  if (r.claims_judge_error && t.first_claims_error.empty()) t.first_claims_error = r.claims_judge_error_message;
  if (r.rouge_lsum) {
    t.rouge.push_back(*r.rouge_lsum);
  } else if (rouge_on()) {
    ++t.rouge_missing;
  }
  if (options_.dataset == AlceDataset::kQampari) t.qampari.push_back(r.qampari);
  if (r.judge_error) ++t.cit_err;
  if (r.citation_rec) {
    t.rec.push_back(*r.citation_rec);
    t.prec.push_back(*r.citation_prec);
    if (r.citation_judged) ++t.cit_judged;
  }
  if (r.claims_judge_error) ++t.claims_err;
  if (r.claims_nli) t.claims.push_back(*r.claims_nli);
}

AlceSummary AlceEvaluator::summary() const { return summarize_alce(options_, totals_); }

AlceSummary summarize_alce(const AlceOptions& options, const AlceTotals& t) {
  AlceSummary s;
  const bool rouge_on = options.rouge && options.dataset != AlceDataset::kQampari;
  const std::size_t n = t.lengths.size();
  auto exclude = [&](std::string metric, std::string reason, std::size_t items, std::string detail) {
    if (items > 0) s.excluded.push_back({std::move(metric), std::move(reason), std::move(detail), items});
  };
  // A dataset whose gold field most items lack is probably the wrong one: say so.
  auto most_lack = [&](std::size_t lacking) {
    return 2 * lacking > n ? fmt::format("; most items lack it: is the dataset ({}) right?", alce_dataset_name(options.dataset))
                           : std::string();
  };
  auto undefined = [&](std::initializer_list<const char*> keys, const std::string& reason, bool failure) {
    for (const char* k : keys) s.undefined.push_back({k, reason, failure});
  };
  if (n > 0) {
    s.scores.emplace_back("length", mean_length(t.lengths));
  } else {
    undefined({"length"}, "no item was evaluated", true);
  }
  StrEmMeans em = str_em_means(t.str_em);
  if (em.items > 0) {
    s.scores.emplace_back("str_em", em.str_em);
    s.scores.emplace_back("str_hit", em.str_hit);
  }
  // str_em is ASQA's figure; other datasets get it only when some item has qa pairs.
  if (options.dataset == AlceDataset::kAsqa || em.items > 0) {
    exclude("str_em/str_hit", "no_qa_pairs", t.no_qa_pairs, "no 'qa_pairs' field" + most_lack(t.no_qa_pairs));
    exclude("str_em/str_hit", "empty_qa_pairs", t.empty_qa_pairs, "'qa_pairs' is an empty list");
    if (em.items == 0 && n > 0) {
      undefined({"str_em", "str_hit"}, "no item has a non-empty 'qa_pairs' (ASQA's gold short answers)", false);
    }
  }
  QampariMeans q = qampari_means(t.qampari);
  if (q.items > 0) {
    s.scores.emplace_back("num_preds", q.scores.num_preds);
    s.scores.emplace_back("qampari_prec", q.scores.prec);
    s.scores.emplace_back("qampari_rec", q.scores.rec);
    s.scores.emplace_back("qampari_rec_top5", q.scores.rec_top5);
    s.scores.emplace_back("qampari_f1", q.scores.f1);
    s.scores.emplace_back("qampari_f1_top5", q.scores.f1_top5);
  }
  if (options.dataset == AlceDataset::kQampari) {
    exclude("t.qampari*", "no_answers", t.no_answers, "no 'answers' field" + most_lack(t.no_answers));
    exclude("t.qampari*", "empty_answers", t.empty_answers, "'answers' is an empty list");
    if (q.items == 0 && n > 0) {
      undefined({"num_preds", "qampari_prec", "qampari_rec", "qampari_rec_top5", "qampari_f1", "qampari_f1_top5"},
                "no item has a non-empty 'answers' (QAMPARI's gold answers)", false);
    }
  }
  auto not_computed = [&](std::initializer_list<const char*> keys, const std::string& reason) {
    for (const char* k : keys) s.undefined.push_back({k, reason, false, true});
  };
  if (!t.rouge.empty()) s.scores.emplace_back("rougeLsum", 100 * rouge_mean(t.rouge).fmeasure);
  if (rouge_on) {
    exclude("rougeLsum", "no_reference", t.rouge_missing,
            t.rouge.empty() ? "no reference ('annotations[].long_answer' or 'answer'): rougeLsum not computed"
                           : "no reference ('annotations[].long_answer' or 'answer')");
    if (t.rouge.empty() && n > 0) {
      undefined({"rougeLsum"}, "no item has a reference ('annotations[].long_answer' or 'answer')", false);
    }
  } else if (!options.rouge) {
    not_computed({"rougeLsum"}, "not computed (`no_rouge`)");
  } else {
    not_computed({"rougeLsum"}, "not computed for QAMPARI (ALCE's eval.py sets --no_rouge for QAMPARI)");
  }
  if (!options.citations) not_computed({"citation_rec", "citation_prec"}, "not computed (`no_citations`)");
  if (options.citations) {
    const std::string first_error = t.first_cit_error.empty() ? "" : "first error: " + t.first_cit_error;
    exclude("citation_rec/citation_prec", "no_statements", t.no_statements,
            "empty output, no statement (eval.py skips these items too)");
    exclude("citation_rec/citation_prec", "no_docs", t.no_docs_excluded,
            "cites documents but has no 'docs' field");
    exclude("citation_rec/citation_prec", "judge_error", t.cit_err, "a judgment failed; " + first_error);
    if (!t.rec.empty() && t.outputs.no_marks_at_all()) {
      undefined({"citation_rec", "citation_prec"}, no_marks_reason(t.outputs, options.syntax, options.truncate_output),
                true);
    } else if (!t.rec.empty() && t.cit_err > 0 && t.cit_judged == 0) {
      // Judgments failed and the items left are those that needed no judge (no citation, or
      // out of range: recall 0): not a measure of the citations.
      undefined({"citation_rec", "citation_prec"},
                fmt::format("computed from no judged item: {} item{} with failed judgments left out, the {} "
                            "scored cite nothing the judge was asked about ({})",
                            t.cit_err, t.cit_err == 1 ? "" : "s", t.rec.size(), first_error),
                true);
    } else if (!t.rec.empty()) {
      s.scores.emplace_back("citation_rec", 100 * numpy_mean(t.rec));
      s.scores.emplace_back("citation_prec", 100 * numpy_mean(t.prec));
      if (t.cit_err > 0) {
        for (const char* k : {"citation_rec", "citation_prec"}) {
          s.partial.push_back({k, t.rec.size(), n, t.cit_err, t.first_cit_error});
        }
      }
    } else if (n > 0) {
      std::string reason;
      if (t.cit_err == n) {
        reason = fmt::format("every item's citation judgments failed ({} item{}; {})", n, n == 1 ? "" : "s", first_error);
      } else {
        reason = fmt::format("no item could be scored ({} without statements, {} citing without 'docs', "
                             "{} with failed judgments{}{})",
                             t.no_statements, t.no_docs_excluded, t.cit_err, first_error.empty() ? "" : "; ",
                             first_error);
      }
      undefined({"citation_rec", "citation_prec"}, reason, true);
    }
  }
  if (!t.claims.empty()) {
    s.scores.emplace_back("claims_nli", 100 * numpy_mean(t.claims));
    if (t.claims_err > 0) s.partial.push_back({"claims_nli", t.claims.size(), n, t.claims_err, t.first_claims_error});
  }
  if (!options.claims_nli && options.dataset == AlceDataset::kEli5) not_computed({"claims_nli"}, "not computed (`no_claims`)");
  if (options.claims_nli && options.dataset == AlceDataset::kEli5) {
    exclude("claims_nli", "no_claims", t.no_claims, "no 'claims' or an empty list" + most_lack(t.no_claims));
    exclude("claims_nli", "judge_error", t.claims_err, "a judgment failed; first error: " + t.first_claims_error);
    if (t.claims.empty() && n > 0) {
      if (t.claims_err > 0) {
        undefined({"claims_nli"},
                  fmt::format("no item's claims could be judged ({} item{} with failed judgments; first error: {})",
                              t.claims_err, t.claims_err == 1 ? "" : "s", t.first_claims_error),
                  true);
      } else {
        undefined({"claims_nli"}, "no item has a non-empty 'claims' (ELI5's gold claims)", false);
      }
    }
  }
  s.items = n;
  s.citation_items = t.rec.size();
  s.judge_error_items = t.cit_err;
  s.claims_judge_error_items = t.claims_err;
  s.statements = t.statements;
  s.rouge_missing_reference = t.rouge_missing;
  s.qampari_no_answers = q.skipped;
  s.items_without_docs = t.items_without_docs;
  s.outputs = t.outputs;
  return s;
}

void AlceTotals::merge(const AlceTotals& later) {
  auto append = [](auto& to, const auto& from) { to.append(from); };
  statements += later.statements;
  append(lengths, later.lengths);
  append(str_em, later.str_em);
  append(rouge, later.rouge);
  rouge_missing += later.rouge_missing;
  append(qampari, later.qampari);
  append(rec, later.rec);
  append(prec, later.prec);
  append(claims, later.claims);
  cit_err += later.cit_err;
  cit_judged += later.cit_judged;
  claims_err += later.claims_err;
  if (first_cit_error.empty()) first_cit_error = later.first_cit_error;
  if (first_claims_error.empty()) first_claims_error = later.first_claims_error;
  no_statements += later.no_statements;
  no_docs_excluded += later.no_docs_excluded;
  items_without_docs += later.items_without_docs;
  no_qa_pairs += later.no_qa_pairs;
  empty_qa_pairs += later.empty_qa_pairs;
  no_answers += later.no_answers;
  empty_answers += later.empty_answers;
  no_claims += later.no_claims;
  outputs.merge(later.outputs);
}

std::optional<std::string> alce_dataset_mismatch(std::span<const io::AlceItem> items, AlceDataset dataset) {
  struct Gold {
    AlceDataset dataset;
    const char* field;
    bool io::AlceItem::*has;
    const char* a_file;  // "an ASQA file"
  };
  static constexpr Gold kGold[] = {{AlceDataset::kAsqa, "qa_pairs", &io::AlceItem::has_qa_pairs, "an ASQA file"},
                                   {AlceDataset::kQampari, "answers", &io::AlceItem::has_answers, "a QAMPARI file"},
                                   {AlceDataset::kEli5, "claims", &io::AlceItem::has_claims, "an ELI5 file"}};
  auto count = [&](bool io::AlceItem::*has) {
    return static_cast<std::size_t>(std::count_if(items.begin(), items.end(), [&](const io::AlceItem& it) { return it.*has; }));
  };
  const Gold* own = nullptr;
  for (const Gold& g : kGold) {
    if (g.dataset == dataset) own = &g;
  }
  if (items.empty() || count(own->has) > 0) return std::nullopt;
  for (const Gold& g : kGold) {
    if (g.dataset == dataset) continue;
    if (const std::size_t k = count(g.has); k > 0) {
      return fmt::format("dataset {}, but none of the first {} items has '{}' (the gold field of {}) and {} "
                         "have '{}': this looks like {} (pass `dataset={}`)",
                         alce_dataset_name(dataset), items.size(), own->field, own->a_file, k, g.field, g.a_file,
                         alce_dataset_name(g.dataset));
    }
  }
  return std::nullopt;
}

}  // namespace citeval::metrics

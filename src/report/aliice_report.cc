#include "report/aliice_report.h"

#include <fmt/format.h>

#include "claims/claims_json.h"
#include "report/alce_report.h"

namespace citeval::claims {

namespace {

template <class T>
nlohmann::json opt(const std::optional<T>& v) {
  return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

}  // namespace

nlohmann::json aliice_item_json(const AliiceItemResult& r) {
  nlohmann::json j;
  j["position"] = r.index;
  j["line"] = r.line;
  j["output"] = r.output;
  // Recall and precision ×100 as in the summary; CVCP is a ratio (σ/μ), as it is.
  j["scores"] = {{"citation_rec", report::scaled(r.citation_rec)},
                 {"citation_prec", report::scaled(r.citation_prec)},
                 {"cvcp", opt(r.cvcp)}};
  j["judge_error"] = r.judge_error;
  if (!r.citation_excluded.empty()) j["citation_excluded"] = r.citation_excluded;
  j["total_citations"] = r.total_citations;
  j["times_not_used_aliice"] = r.fallbacks;
  nlohmann::json sentences = nlohmann::json::array();
  for (const auto& s : r.sentences) sentences.push_back(sentence_json(r.output, s));
  j["sentences"] = std::move(sentences);
  // The sentences again in the caller's text: byte offsets into the item's "output" as given
  // (before the first-line cut and the "<|im_end|>" removal), with their marks and claims.
  nlohmann::json given = nlohmann::json::array();
  for (const auto& s : r.sentences) {
    nlohmann::json g = report::given_span_json(r.offsets, s.span.begin, s.span.end, s.marks);
    nlohmann::json claims = nlohmann::json::array();
    for (const auto& c : s.claims) {
      nlohmann::json ranges = nlohmann::json::array();
      for (const auto& b : claim_source_ranges(s.tree, c)) {
        ranges.push_back({r.offsets.original(b.begin), r.offsets.original_end(b.end)});
      }
      claims.push_back(std::move(ranges));
    }
    g["claims"] = std::move(claims);
    given.push_back(std::move(g));
  }
  j["given"] = std::move(given);
  nlohmann::json units = nlohmann::json::array();
  for (const auto& u : r.units) {
    nlohmann::json uj;
    uj["kind"] = unit_kind_name(u.kind);
    uj["sentence"] = u.sentence;
    if (u.kind == UnitKind::kClaim) uj["claim"] = u.claim;
    uj["hypothesis"] = u.hypothesis;
    uj["ids"] = u.ids;
    uj["counted"] = u.counted;
    report::add_cited_unit_json(u, uj);
    units.push_back(std::move(uj));
  }
  j["units"] = std::move(units);
  return j;
}

nlohmann::json aliice_summary_json(const AliiceSummary& s, const nlohmann::json& run_info, bool reference_keys) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [key, value] : s.scores) j[key] = value;
  j["times_not_used_aliice"] = s.times_not_used_aliice;
  nlohmann::json info = run_info.is_object() ? run_info : nlohmann::json::object();
  report::add_score_status_json(s.excluded, s.undefined, j, info);
  if (reference_keys) {
    // eval.py's names; what it does not print moves under "citeval".
    nlohmann::json ours = j;
    j = nlohmann::json::object();
    j["citation_recall"] = ours.value("citation_rec", nlohmann::json());
    j["citation_precision"] = ours.value("citation_prec", nlohmann::json());
    j["recall_std"] = opt(s.recall_std);
    j["precision_std"] = opt(s.precision_std);
    j["times_not_used_aliice"] = s.times_not_used_aliice;
    j["cv"] = ours.value("cvcp_pooled_reference", nlohmann::json());
    // eval.py's other fields, when computed: --length, --correctness, --mauve.
    for (auto [key, reference] : {std::pair{"length", "avg_length"}, std::pair{"str_em", "str_em"},
                                  std::pair{"str_hit", "str_hit"}, std::pair{"rougeLsum", "rouge_l"},
                                  std::pair{"mauve", "mauve"}}) {
      if (ours.contains(key)) j[reference] = ours[key];
    }
    if (s.length_std) j["length_std"] = *s.length_std;
    if (s.std_em) j["std_em"] = *s.std_em;
    ours.erase("times_not_used_aliice");
    info["scores"] = std::move(ours);
    info["reference_keys"] = true;
  }
  info["items_evaluated"] = s.items;
  info["items_without_docs"] = s.items_without_docs;
  info["citation_items"] = s.citation_items;
  info["citation_judge_error_items"] = s.judge_error_items;
  info["cvcp_items"] = s.cvcp_items;
  info["sentences"] = s.sentences;
  info["claims"] = s.claims;
  info["units"] = s.units;
  nlohmann::json fb = nlohmann::json::object();
  for (const auto& [reason, n] : s.fallbacks) fb[reason] = n;
  info["fallbacks"] = std::move(fb);
  info["cvcp_pooled_reference_marks"] = s.pooled_marks;
  info["notes"] = {
      {"cvcp", "ALiICE eqs. 2-4: per sentence with a citation group, sigma/mu of group positions in the "
               "sequence of whitespace words and groups; mean over sentences, then over responses"},
      {"cvcp_pooled_reference", "the released eval.py's calculate_cv: every mark's character offset / its "
                                "sentence's length, pooled over the file, np.std / mean"}};
  j["citeval"] = std::move(info);
  return j;
}

std::string aliice_summary_table(const AliiceSummary& s, const nlohmann::json& run_info) {
  std::string out;
  for (const auto& [key, value] : s.scores) {
    out += fmt::format("{:<22} {:>8.2f}{}\n", key, value, report::partial_note(s.partial, key));
  }
  for (const auto& u : s.undefined) out += report::undefined_row(u, 22);
  out += fmt::format("{:<22} {:>8}\n", "items", s.items);
  out += fmt::format("{:<22} {:>8}\n", "sentences", s.sentences);
  out += fmt::format("{:<22} {:>8}\n", "claims", s.claims);
  out += fmt::format("{:<22} {:>8}", "times_not_used_aliice", s.times_not_used_aliice);
  std::string reasons;
  for (const auto& [reason, n] : s.fallbacks) {
    if (n == 0) continue;
    if (!reasons.empty()) reasons += ", ";
    reasons += fmt::format("{} {}", reason, n);
  }
  out += reasons.empty() ? "\n" : fmt::format("  ({})\n", reasons);
  if (s.judge_error_items > 0) {
    out += fmt::format("{:<22} {:>8}  (left out of citation_rec/prec)\n", "judge_errors", s.judge_error_items);
  }
  if (run_info.contains("items_skipped") && run_info["items_skipped"].get<std::size_t>() > 0) {
    out += fmt::format("{:<22} {:>8}  (malformed, see the summary file)\n", "items_skipped",
                       run_info["items_skipped"].get<std::size_t>());
  }
  for (const auto& line : report::score_status_lines(s.excluded, s.undefined, s.items)) out += line + "\n";
  if (run_info.contains("judge")) out += fmt::format("judge: {}\n", run_info["judge"].get<std::string>());
  if (run_info.contains("parser")) out += fmt::format("parser: {}\n", run_info["parser"].get<std::string>());
  if (run_info.contains("judge_note")) out += fmt::format("note: {}\n", run_info["judge_note"].get<std::string>());
  return out;
}

}  // namespace citeval::claims

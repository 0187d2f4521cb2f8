// EvalOptions: checking, defaults, identity (evaluate.h): what every benchmark shares; the
// benchmark's own options are its BenchmarkImpl::resolve (src/benchmarks/).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <filesystem>

#include "api/eval_impl.h"
#include "api/runtime_impl.h"

namespace citeval {

std::string alce_dataset_from_file_name(std::string_view path) {
  const std::string name = std::filesystem::path(std::string(path)).filename().string();
  for (const char* d : {"qampari", "eli5", "asqa"}) {
    if (name.find(d) != std::string::npos) return d;
  }
  return {};
}

namespace api {

const benchmarks::Registry& benchmark_registry(const Runtime* runtime) {
  return *(runtime ? runtime : Runtime::shared().get())->impl().benchmark_registry;
}

Result<Resolved> resolve(const EvalOptions& o) { return resolve(o, benchmark_registry(nullptr)); }

Result<Resolved> resolve(const EvalOptions& o, const benchmarks::Registry& registry, std::string_view benchmark) {
  auto found = registry.find(o, benchmark);
  if (!found) return found.error();
  const benchmarks::BenchmarkImpl& b = **found;
  Resolved r;
  r.benchmark = *found;
  // An option of another benchmark is an error, never ignored.
  const std::vector<std::string> own = b.own_options();
  std::vector<std::string> foreign;
  auto only = [&](bool set, const char* name) {
    if (set && std::find(own.begin(), own.end(), name) == own.end()) foreign.push_back(name);
  };
  only(!o.dataset.empty(), "dataset");
  only(o.dataset_from_file_name, "dataset_from_file_name");
  only(o.at_most_citations.has_value(), "at_most_citations");
  only(o.citation_syntax.has_value(), "citation_syntax");
  only(o.dedupe_citations.has_value(), "dedupe_citations");
  only(o.rouge.has_value(), "rouge");
  only(o.citations.has_value(), "citations");
  only(o.claims.has_value(), "claims");
  only(o.mauve.has_value(), "mauve");
  only(o.mauve_features.has_value(), "mauve_features");
  only(o.mauve_reference_features.has_value(), "mauve_reference_features");
  only(o.mauve_threads.has_value(), "mauve_threads");
  only(o.qa.has_value(), "qa");
  only(o.qa_batch.has_value(), "qa_batch");
  only(o.parser.has_value(), "parser");
  only(o.max_words.has_value(), "max_words");
  only(o.reference_units.has_value(), "reference_units");
  only(o.reference_code.has_value(), "reference_code");
  only(o.truncate_output.has_value(), "truncate_output");
  only(o.reference_keys.has_value(), "reference_keys");
  only(o.parse_threads.has_value(), "parse_threads");
  only(o.citation_tokenizer.has_value(), "citation_tokenizer");
  only(o.max_statements.has_value(), "max_statements");
  only(o.support_judge.has_value(), "support_judge");
  only(o.need_citation_judge.has_value(), "need_citation_judge");
  only(o.relevance_judge.has_value(), "relevance_judge");
  only(o.reference_aggregation.has_value(), "reference_aggregation");
  only(o.input_fingerprint.has_value(), "input_fingerprint");
  only(o.question_in_request.has_value(), "question_in_request");
  only(o.correctness.has_value(), "correctness");
  only(o.correctness_model.has_value(), "correctness_model");
  only(o.lqa_input.has_value(), "lqa_input");
  if (!foreign.empty()) {
    std::string names;
    for (const auto& f : foreign) names += (names.empty() ? "" : ", ") + f;
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("option(s) {} do not apply to benchmark {}", names, b.name()));
  }
  // --reference: the options that restore the reference scorer, checked against those given.
  benchmarks::Resolution res;
  res.reference = o.reference.value_or(false);
  b.check_reference(o, res);
  if (!res.contradictions.empty()) {
    std::string what;
    for (const auto& c : res.contradictions) what += (what.empty() ? "" : "; ") + c;
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("--reference reproduces {}'s reference scorer and sets {}; it contradicts: {} "
                                  "(drop one of them)",
                                  b.name(), fmt::join(res.reference_sets, " "), what),
                      {}, 0, "reference");
  }
  if (o.max_judge_error_rate &&
      !(*o.max_judge_error_rate >= 0 && *o.max_judge_error_rate <= 1)) {  // NaN fails too
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("max_judge_error_rate {} is not a share in [0, 1] (--max-judge-error-rate)",
                                  *o.max_judge_error_rate));
  }
  res.identity["benchmark"] = b.name();
  res.identity["judge"] = o.judge;
  res.identity["input"] = o.input;
  auto own_options = b.resolve(o, res);
  if (!own_options) return own_options.error();
  r.own = std::move(*own_options);
  r.own->judge = o.judge;
  r.own->input = o.input;
  // Only when on, so the identities of runs without it stay as they were.
  if (res.reference) res.identity["reference"] = res.reference_sets;
  r.max_judge_error_rate = o.max_judge_error_rate.value_or(0.0);
  r.identity = std::move(res.identity);
  return r;
}

}  // namespace api

Result<std::vector<SummaryFigure>> summary_figures(const EvalOptions& o) {
  auto r = api::resolve(o);
  if (!r) return r.error();
  return r->benchmark->summary_figures(*r->own, r->identity);
}

const SummaryFigure* find_summary_figure(const std::vector<SummaryFigure>& figures, std::string_view key) {
  for (const auto& f : figures) {
    if (f.key == key) return &f;
  }
  // "*" matches a non-empty name (a LongBench-Cite dataset's may hold a dot).
  for (const auto& f : figures) {
    if (f.key.find('*') == std::string::npos) continue;
    const std::size_t star = f.key.find('*');
    const std::string_view prefix = std::string_view(f.key).substr(0, star);
    const std::string_view suffix = std::string_view(f.key).substr(star + 1);
    if (key.size() > prefix.size() + suffix.size() && key.starts_with(prefix) && key.ends_with(suffix)) return &f;
  }
  return nullptr;
}

nlohmann::json EvalOptions::to_json() const {
  auto r = api::resolve(*this);
  if (!r) return {{"error", r.error().to_string()}};
  return r->identity;
}

}  // namespace citeval

#include "mauve/mauve_eval.h"

#include <utility>

namespace citeval::mauve {

Result<MauveReport> alce_mauve(std::span<const io::AlceItem> items, const Featurizer& featurize,
                               FeaturizerInfo info, const MauveOptions& options,
                               cite::CitationSyntax syntax) {
  MauveTexts texts = alce_mauve_texts(items, syntax);
  if (texts.human.empty() || texts.model.empty()) {
    return make_error(ErrorCode::kInvalidArgument,
                      texts.human.empty()
                          ? "no reference text to compare with (MAUVE needs each item's 'answer')"
                          : "no model output text (every prepared output is empty)");
  }
  auto p = featurize(texts.human);
  if (!p) return p.error();
  auto q = featurize(texts.model);
  if (!q) return q.error();
  auto r = compute_mauve(*p, *q, options);
  if (!r) return r.error();
  MauveReport report;
  report.result = std::move(*r);
  report.featurizer = std::move(info);
  report.n_p = texts.human.size();
  report.n_q = texts.model.size();
  texts.human = {};
  texts.model = {};
  report.texts = std::move(texts);
  return report;
}

Result<MauveReport> given_features_mauve(const Features& p, const Features& q,
                                         const MauveOptions& options) {
  auto r = compute_mauve(p, q, options);
  if (!r) return r.error();
  MauveReport report;
  report.result = std::move(*r);
  report.featurizer = {"given", false};
  report.n_p = feature_rows(p);
  report.n_q = feature_rows(q);
  return report;
}

nlohmann::json mauve_report_json(const MauveReport& r) {
  return {{"mauve", 100 * r.result.mauve},
          {"mauve_fraction", r.result.mauve},
          {"frontier_integral", r.result.frontier_integral},
          {"mauve_star", r.result.mauve_star},
          {"frontier_integral_star", r.result.frontier_integral_star},
          {"num_buckets", r.result.num_buckets},
          {"pca_components", r.result.pca_components},
          {"n_p", r.n_p},
          {"n_q", r.n_q},
          {"featurizer", r.featurizer.name},
          {"approximation", r.featurizer.approximation},
          {"items", r.texts.items},
          {"without_answer", r.texts.without_answer},
          {"empty_reference", r.texts.empty_human},
          {"empty_output", r.texts.empty_model}};
}

}  // namespace citeval::mauve

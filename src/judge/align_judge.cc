#include "judge/align_judge.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <utility>

#include "judge/align_lexicon.h"
#include "judge/align_pair.h"
#include "judge/pair_key.h"

namespace citeval::judge {
namespace {

#include "judge/align_weights.inc"

static_assert(sizeof(kAlignWeights) / sizeof(double) == AlignJudge::kNumFeatures,
              "align_weights.inc does not match AlignJudge::kFeatureNames: rerun the trainer");

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

}  // namespace

double AlignJudge::threshold() { return kAlignThreshold; }

AlignJudge::Analysis AlignJudge::analyze(std::string_view premise_text, std::string_view hypothesis_text) {
  using namespace align;
  Analysis a;
  AlignedPair s = AlignedPair::read(premise_text, hypothesis_text);
  if (s.hc.empty() || s.p.empty()) {
    a.reasons.push_back(s.hc.empty() ? "no_content" : "empty_premise");
    a.prob = 0.0;
    return a;
  }
  Findings out;
  s.align(premise_text, hypothesis_text, out);
  s.find_number_mismatches(out);
  s.find_negation(out);
  s.find_opposites(out);
  s.find_quantifiers(out);
  s.find_swapped_roles(out);
  s.find_name_mismatches(out);
  s.find_substitution(out);

  const std::vector<Tok>& h = s.h;
  const std::vector<std::size_t>& hc = s.hc;
  const std::vector<std::size_t>& at = s.at;
  const double coverage = s.coverage;
  const int unaligned = s.unaligned;
  const Features& f = out.features;
  std::vector<std::string>& reasons = out.reasons;
  const std::vector<bool>& explained = out.explained;
  const std::vector<std::size_t>& own_names = out.own_names;
  const bool name_swapped = out.name_swapped;
  a.features = f;
  double z = kAlignBias;
  for (std::size_t k = 0; k < kNumFeatures; ++k) z += kAlignWeights[k] * f[k];
  a.prob = sigmoid(z);
  // Aligned but contradicted: a hard mismatch, and at most two unaligned words it does not
  // account for (align:v4 allowed none: on probes written by others, a paraphrased claim nearly
  // always keeps a word or two of its own beside the error, "The Free plan's limit is set to
  // increase to 30" / "will drop to 30"). Such minimal contradictions are too rare in the dev
  // labels for the fit to weigh them (it sees mostly claims that differ in many words), so they
  // cap the probability below the threshold instead; the dev cost of this rule is printed by
  // tools/train_align_judge.
  bool hard = false;
  for (std::size_t k : {4, 6, 7, 8, 9, 10, 12}) hard = hard || f[k] > 0;
  hard = hard || name_swapped;
  // Verbs do not count: paraphrases swap them freely ("reaches" / "has", "may bring" / "are
  // permitted", "leaving her out" / "her omission"); nor do modals and adverbs ("generally").
  auto verbal = [&](std::size_t k) {
    const Tok& t = h[k];
    if (verb_like(t) || is_modal(t.lower)) return true;
    if (t.capitalised && !t.sentence_initial) return false;
    return base_verb_after_modal(h, k) || ing_form(t.lower) ||
           ly_adverb(t.lower);
  };
  std::size_t residual = 0;
  for (std::size_t i = 0; i < hc.size(); ++i) residual += at[i] == npos && !explained[i] && !verbal(hc[i]);
  // A number, date or name put in place of the source's own is decisive with one more unaligned
  // word ("arrive within four days" / "receive your refund within four weeks"); on the dev labels
  // such pairs are 2 to 1 not fully supported, where the other detectors are 1 to 1.
  const bool replaced = f[4] > 0 || f[6] > 0 || name_swapped;
  a.contradicted = hard && (residual <= 2 || (replaced && residual <= 3));
  // A name the premise does not hold, in a claim whose other words all align.
  if (!own_names.empty() && residual <= own_names.size()) a.contradicted = true;
  // Aligned and uncontradicted: every content word of the claim aligned in the window and no
  // detector fired. The fit, weighing the premise's length and the chunks that hold part of a
  // claim, put such short pairs at the threshold; they are accepted instead (a floor just above
  // it, align_weights.inc: kAlignAcceptFloor).
  bool any_detector = name_swapped;
  for (std::size_t k = 4; k <= 12; ++k) any_detector = any_detector || f[k] > 0;
  a.aligned = !a.contradicted && unaligned == 0 && !any_detector;
  if (a.contradicted) a.prob = std::min(a.prob, kAlignVetoCap);
  if (a.aligned) a.prob = std::max(a.prob, kAlignAcceptFloor);
  if (coverage < 0.999) reasons.push_back(fmt::format("low_coverage: {:.2f}", coverage));
  if (reasons.empty()) reasons.push_back(fmt::format("coverage: {:.2f}", coverage));
  a.reasons = std::move(reasons);
  return a;
}

std::string AlignJudge::identity() const {
  static const std::string id = [] {
    std::string weights = fmt::format("{}", kAlignBias);
    for (double w : kAlignWeights) weights += fmt::format(",{}", w);
    const std::uint64_t h = fast_hash(weights) ^ AlignLexicon::builtin().fingerprint();
    return fmt::format("align:{}:threshold={}:model={:016x}", kVersion, kAlignThreshold, h);
  }();
  return id;
}

std::vector<Judgment> AlignJudge::judge_batch(std::span<const JudgeRequest> requests) {
  std::vector<Judgment> out(requests.size());
  for (std::size_t i = 0; i < requests.size(); ++i) {
    const Analysis a = analyze(requests[i].premise, requests[i].hypothesis);
    Judgment& j = out[i];
    j.ok = true;
    j.prob = a.prob;
    j.label = a.prob >= kAlignThreshold ? 1 : 0;
    for (const std::string& r : a.reasons) j.rationale += (j.rationale.empty() ? "" : "; ") + r;
  }
  return out;
}

}  // namespace citeval::judge

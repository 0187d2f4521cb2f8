// nli_judge.h — the "nli:DIR" judge: an NLI model exported to TorchScript decides support.
//
// How a user brings TRUE (google/t5_xxl_true_nli_mixture), a DeBERTa/RoBERTa NLI cross-encoder,
// AlignScore or MiniCheck: run tools/export_nli.py where `transformers` is installed; it writes
// DIR/model.pt (TorchScript) and DIR/citeval_nli.json (nli_config.h) next to the model's
// tokenizer.json and config.json. citeval then needs only libtorch:
//
//   auto judge = citeval::make_judge("nli:/models/deberta-mnli");       // citeval/judges.h
//   auto judge = citeval::make_judge("nli:/models/true-t5?threshold=0.6&batch_size=8");
//
// Spec options (after '?', '&'-separated): threshold=X in (0, 1) (default 0.5), batch_size=N
// (default 16), max_length=N (default: citeval_nli.json's; smaller only).
//
// Per pair:
//  * sequence-classification: tokens = the tokenizer's pair encoding (e.g. [CLS] P [SEP] H [SEP]);
//    prob = softmax(logits)[entailment_index].
//  * t5: tokens = the prompt "premise: P hypothesis: H" + </s> (ALCE's TRUE input);
//    prob = P("1") / (P("1") + P("0")) at the first decoding step. ALCE labels by greedy decoding
//    (output == "1"); the two agree unless a third token beats both.
//  * label = prob >= threshold.
//  * Too long: tokens are cut from the end of the premise only, never the hypothesis; every cut is
//    counted (truncated_items(), dropped_premise_tokens()) and said in the Judgment's rationale
//    ("premise truncated: N tokens dropped to fit M"). For t5 over-long prompts are built
//    from separately tokenized pieces (exact for SentencePiece tokenizers, which split at
//    whitespace first). A hypothesis that does not fit, or a premise or hypothesis with no tokens,
//    is a Judgment with ok = false.
// Batches: pairs are sorted by length, padded per batch (pad_id, attention mask 0), run, and put
// back in request order; results do not depend on batching (tested). A batch holds batch_size
// pairs, fewer when they are longer than 512 tokens (rows x length^2 <= batch_size x 512^2), so
// that memory stays that of a full batch of 512-token pairs.
//
// identity() = "nli:<kind>:model=<XXH3-128 of model.pt, tokenizer.json, config.json and
// citeval_nli.json>:max_length=<n>:threshold=<t>:v1" — the directory's path is not part of it.
//
// Thread safety: one immutable TorchScript module shared by every thread. torch::jit::Module
// forward is safe to call concurrently for inference (the graph executor locks its own
// optimization state; parameters are only read; no module attribute is written), so judge_batch
// may be called from several threads at once (tested with 4). CPU threads: configure_torch().
// CUDA is used when cuda_available().
//
// Devices: a trace records each device it saw as a constant, and transformers 5 builds masks and
// positions with torch.arange(..., device=...): a file traced on the CPU would fail on CUDA. On
// load, every such constant in every method becomes the device of that method's first tensor
// input (tools/export_nli.py does the same before saving; files exported before it need this);
// the count is in unpinned_device_constants() and the run notes. A method with no tensor input
// keeps its constants: then the model stays on the device they name.
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"
#include "citeval/result.h"
#include "judge/registry.h"
#include "model/nli_config.h"
#include "text/hf_tokenizer.h"

namespace citeval::model {

class NliJudge final : public Judge {
 public:
  struct Options {
    double threshold = 0.5;
    std::size_t batch_size = 16;
    std::size_t max_length = 0;  // 0: citeval_nli.json's
  };

  // Loads DIR/model.pt, DIR/tokenizer.json, DIR/citeval_nli.json (and hashes DIR/config.json when
  // present). Errors name the file and field.
  static Result<std::unique_ptr<NliJudge>> load(const std::string& dir, Options options);
  // "DIR" or "DIR?threshold=0.6&batch_size=8&max_length=256" (the part after "nli:").
  static Result<std::unique_ptr<NliJudge>> from_spec(std::string_view argument);

  ~NliJudge() override;
  std::string identity() const override;
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override;
  // "premise truncated to fit M tokens in N of K items (D tokens dropped)", also when N is 0.
  std::string run_notes() const override;

  // Token ids for one pair as the model is fed them (before padding), or an error message.
  Result<text::HfEncoding> encode(const JudgeRequest& request) const;

  std::size_t encoded_items() const { return encoded_items_.load(); }
  std::size_t truncated_items() const { return truncated_items_.load(); }
  std::size_t dropped_premise_tokens() const { return dropped_tokens_.load(); }
  const NliConfig& config() const { return config_; }
  std::size_t unpinned_device_constants() const;

  struct Model;  // the TorchScript module (torch types stay in nli_judge.cc)

  // How many pairs of `length` tokens one forward call takes (see Batches above).
  std::size_t batch_rows(std::size_t length) const;

 private:
  NliJudge(NliConfig config, text::HfTokenizer tokenizer, std::unique_ptr<Model> model,
           Options options, std::string hash);
  NliConfig config_;
  text::HfTokenizer tokenizer_;
  std::unique_ptr<Model> model_;
  Options options_;
  std::string hash_;
  std::atomic<std::size_t> encoded_items_{0};
  std::atomic<std::size_t> truncated_items_{0};
  std::atomic<std::size_t> dropped_tokens_{0};
};

// Adds "nli:DIR" to `registry` (without one: judge::process_registry()). Called by
// register_model_judges().
void register_nli_judge(judge::Registry& registry);
void register_nli_judge();

}  // namespace citeval::model

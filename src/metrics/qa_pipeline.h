// The Hugging Face question-answering pipeline's pre- and post-processing (transformers 4.28,
// the version ALCE's eval.py was run with; QuestionAnsweringPipeline with a fast tokenizer),
// without the network: the model's start/end logits come from elsewhere (model/qa_model.h, or a
// test's hand-made numbers), so everything here is torch-free and testable on its own.
//
//   auto pre = QaPreprocessor::load("dir/tokenizer.json", "<s>");
//   auto windows = pre->windows(question, context, QaPipelineOptions{});
//   ... run the model on each window's ids -> start/end logits ...
//   QaAnswer a = select_answer(*windows, starts, ends, context, QaPipelineOptions{});
//
// What it restates (ALCE calls `pipeline(question=[...], context=output,
// handle_impossible_answer=True)`, every other parameter at its default):
//  * windows: tokenizer(question, context, truncation="only_second", max_length=384,
//    stride=128, return_overflowing_tokens=True): the question whole, the context cut into
//    windows of max_length - |question| - specials tokens that start every (window - stride)
//    tokens (the Rust tokenizers' Encoding::truncate), in order; no padding;
//  * p_mask: only the context's tokens and the CLS token (by id) may be chosen;
//  * select_starts_ends: masked logits set to -10000, softmax over the window (float32),
//    null score = p_start[0] * p_end[0] (the CLS position), kept as the minimum over windows;
//    then p[0] = 0 and decode_spans: the first maximum of p_start[s] * p_end[e] over
//    s <= e <= s + max_answer_len - 1 (row-major, numpy.argmax), dropped unless both ends may
//    be chosen;
//  * get_indices with align_to_words=True: the answer runs from the first character of the
//    start token's word to the last of the end token's word (word = pre-tokenizer piece, token
//    offsets trimmed of their leading/trailing spaces as RobertaProcessing(trim_offsets) does);
//  * the answers of all windows plus the null answer ("", score = the minimum null score), the
//    best kept (a stable sort: on a tie the earlier window wins, and a span beats the null).
// Offsets are byte offsets into the UTF-8 context (Python's are code points; the same substring).
//
// Tokenizers: byte-level BPE (RoBERTa, GPT-2-style: pre-tokenizer ByteLevel without prefix space,
// no normalizer), which is what roberta-large-squad uses. Others are a kUnsupported error from
// load(), never an approximation.
//
// Thread safety: a loaded QaPreprocessor is immutable; the functions are pure.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "citeval/result.h"

namespace citeval::metrics {

struct QaPipelineOptions {
  std::size_t max_seq_len = 384;   // min(tokenizer.model_max_length, 384) for RoBERTa
  std::size_t doc_stride = 128;    // min(max_seq_len / 2, 128)
  std::size_t max_answer_len = 15;
  bool handle_impossible_answer = true;  // ALCE's setting (the pipeline's default is false)
};

// One model input: question + one window of the context, with the special tokens.
struct QaWindow {
  std::vector<std::int64_t> ids;
  std::vector<std::int64_t> type_ids;
  std::vector<std::uint8_t> selectable;  // 1: a context token or CLS (p_mask == 0)
  // Per position: the context word (pre-tokenizer piece) of a context token, else -1; and the
  // token's byte offsets into the context (trimmed), {0, 0} for non-context tokens.
  std::vector<std::int64_t> word;
  std::vector<std::pair<std::size_t, std::size_t>> offsets;
};

struct QaAnswer {
  std::string answer;     // context[start, end); "" for the null answer
  std::size_t start = 0;  // byte offsets into the context
  std::size_t end = 0;
  double score = 0;       // the pipeline's score (a float32 probability product)
  bool impossible = false;  // the null answer won
};

class QaPreprocessor {
 public:
  // Reads tokenizer.json (text::HfTokenizer plus the vocabulary for token offsets); `cls_token`
  // is the tokenizer's cls_token ("<s>" for RoBERTa), "" when it has none.
  static Result<QaPreprocessor> load(const std::string& tokenizer_json, const std::string& cls_token);

  // The windows of (question, context). Errors: kInvalidArgument when the question leaves no room
  // for more than doc_stride context tokens (the tokenizers library refuses it too).
  Result<std::vector<QaWindow>> windows(std::string_view question, std::string_view context,
                                        const QaPipelineOptions& options) const;

  struct Impl;

 private:
  explicit QaPreprocessor(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<const Impl> impl_;
};

// A "qa:DIR" directory's tokenizer and pipeline settings (DIR/citeval_qa.json, written by
// tools/export_qa.py: cls_token, max_seq_len, doc_stride, max_answer_len; DIR/tokenizer.json).
// handle_impossible_answer is true (ALCE's call). Errors name the file and field.
struct QaModelSpec {
  std::string dir;
  std::string tokenizer_json;
  std::string cls_token;
  QaPipelineOptions options;
};
Result<QaModelSpec> read_qa_model_spec(const std::string& dir);

// select_starts_ends + decode_spans on one window's logits (same length as `selectable`).
struct QaSpan {
  std::size_t start = 0;  // token positions in the window
  std::size_t end = 0;
  float score = 0;
  bool kept = false;      // false: the best span touched a token that may not be chosen
  float null_score = 0;   // p_start[0] * p_end[0] before they are zeroed
};
QaSpan select_span(std::span<const float> start_logits, std::span<const float> end_logits,
                   std::span<const std::uint8_t> selectable, std::size_t max_answer_len);

// The pipeline's answer from every window's logits (start_logits[i] belongs to windows[i]).
QaAnswer select_answer(std::span<const QaWindow> windows,
                       std::span<const std::vector<float>> start_logits,
                       std::span<const std::vector<float>> end_logits, std::string_view context,
                       const QaPipelineOptions& options);

}  // namespace citeval::metrics

// The accurate parser: a biaffine graph-based dependency parser (Dozat & Manning 2017) over a
// two-layer BiLSTM, trained by tools/train_biaffine.py (PyTorch) and run here in plain C++ (the
// parse component does not link libtorch). It reads the tagger's predicted joint tags, so it
// lives inside a parser model file next to the tagger (model_file.cc, version 4).
//
// Per word the network sees: a trained embedding of the ASCII-lowercased form (frequent words),
// of the joint UPOS|XPOS tag, of the last three bytes of the lowercased form and of a shape class,
// and a frozen GloVe 6B 100d vector (the 50k most frequent words, int8 rows). Decoding: the
// highest-scoring projective tree with exactly one word on the root (Eisner's algorithm over
// per-word log-softmax head scores), then the best label for each arc (ROOT only on the root).
//
// Weights file written by train_biaffine.py (little-endian):
//   "CITEVAL-BIAFFINE" | u32 version (1)
//   | 5 string tables (u32 count, then u32 length + bytes each): words, tags, suffixes, labels,
//     GloVe words; index 0 of each is padding
//   | u32 wdim tdim sdim shdim gdim hidden layers arc rel
//   | u32 #tensors | (a string table of one entry: the name, u8 dtype 0 f32 / 1 i8 / 2 f16,
//     u32 ndim, u32 dims[ndim], data)*
//   | "END."
// Tensor names are PyTorch's state_dict keys (lstm.weight_ih_l0, lstm.weight_hh_l0_reverse, ...).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "citeval/result.h"

namespace citeval::parse {

class BiaffineParser {
 public:
  static Result<std::shared_ptr<const BiaffineParser>> from_bytes(std::string_view bytes,
                                                                  const std::string& name);
  static Result<std::shared_ptr<const BiaffineParser>> load(const std::string& path);
  const std::string& bytes() const { return bytes_; }  // the file, for embedding it elsewhere

  // Index of a joint tag "UPOS|XPOS" in the network's tag table (0 = unknown).
  int tag_index(std::string_view joint_tag) const;
  const std::vector<std::string>& labels() const { return labels_; }  // "ROOT" is one of them

  // Scores for words 1..n of a sentence (index 0 = the root): arc[i * (n + 1) + j] is the score
  // of head j for dependent i (row 0 unused). tags: tag_index() of each word.
  struct Scores {
    int n = 0;
    std::vector<float> arc;
    std::vector<float> rel_dep, rel_head;  // (n + 1) x rel: the label MLPs' outputs
  };
  Scores score(const std::vector<std::string_view>& words, const std::vector<int>& tags) const;
  // Label scores of the arc head -> dep (num labels floats into out).
  void label_scores(const Scores& s, int dep, int head, float* out) const;
  // Heads (1-based, 0 = root) and label indices (into labels()) of words 1..n; index 0 unused.
  // A sentence longer than kMaxWords is parsed in chunks (see biaffine.cc). Tags out of range
  // count as unknown.
  static constexpr int kMaxWords = 400;
  void parse(const std::vector<std::string_view>& words, const std::vector<int>& tags,
             std::vector<int>& heads, std::vector<int>& labels) const;

 private:
  BiaffineParser() = default;
  struct Lstm {  // one direction of one layer, PyTorch's layout (gates i, f, g, o)
    std::vector<float> w_ih, w_hh, bias;  // bias = b_ih + b_hh
    int in = 0;
  };
  struct Linear {
    std::vector<float> w, b;  // w transposed: [in][out]
  };
  void run_lstm(const Lstm& l, const std::vector<float>& x, int steps, bool reverse, float* out,
                int out_stride) const;

  std::string bytes_;
  std::unordered_map<std::string, int> words_, tags_, suffixes_, glove_;
  std::vector<std::string> labels_;
  int root_label_ = -1, dep_label_ = -1, num_tags_ = 0;
  int wdim_ = 0, tdim_ = 0, sdim_ = 0, shdim_ = 0, gdim_ = 0, hidden_ = 0, layers_ = 0, arc_ = 0,
      rel_ = 0;
  std::vector<float> word_emb_, tag_emb_, suf_emb_, shape_emb_;
  std::vector<std::int8_t> glove_q_;
  std::vector<float> glove_scale_;
  std::vector<Lstm> fwd_, bwd_;  // per layer
  Linear arc_dep_, arc_head_, rel_dep_, rel_head_, rel_lin_;
  std::vector<float> Ut_, u_, rel_diag_;  // Ut_: U transposed
};

// Eisner's algorithm: the best projective tree over words 1..n with exactly one child of the
// root; score[i * (n + 1) + j] = score of head j for dependent i. Returns heads (index 0 unused).
std::vector<int> eisner_single_root(const std::vector<float>& score, int n);

}  // namespace citeval::parse

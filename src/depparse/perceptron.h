// Sparse multi-class linear models for the tagger and the parser (averaged perceptron).
//
// Features are 64-bit hashes (feature_key()); a model maps each feature to a short row of
// (class, weight) pairs, so a feature only costs memory for the classes it was updated for.
// PerceptronTrainer learns with lazy averaging (Collins 2002); finish() yields the averaged,
// pruned and int16-quantised LinearModel that is saved in the model file. A LinearModel is
// immutable after construction and safe to share across threads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"

namespace citeval::parse {

// Mixes a template id and up to three values into a feature key (never 0).
inline std::uint64_t mix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}
inline std::uint64_t feature_key(std::uint64_t templ, std::uint64_t a, std::uint64_t b = 0,
                                 std::uint64_t c = 0) {
  std::uint64_t h = mix64(templ * 0x100000001B3ull + a);
  h = mix64(h ^ b);
  h = mix64(h ^ (c + 0x51ED27ull));
  return h ? h : 1;
}
// The ASCII-lowercased form: the key the tagger and both parsers look words up by.
inline std::string lower_ascii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}
// FNV-1a, used for word strings (stable across runs and platforms).
inline std::uint64_t string_hash(std::string_view s) {
  std::uint64_t h = 0xCBF29CE484222325ull;
  for (unsigned char c : s) h = (h ^ c) * 0x100000001B3ull;
  return h;
}

class ByteReader;

class LinearModel {
 public:
  LinearModel() = default;
  int num_classes() const { return num_classes_; }
  std::size_t num_features() const { return row_len_.size(); }
  std::size_t num_weights() const { return cls_.size(); }

  // scores[0..num_classes) = sum over features of their weights (scores is overwritten).
  void score(const std::uint64_t* feats, std::size_t n, float* scores) const;
  // The same in quantised units (scores = acc * scale()): exact integer sums, for the hot path.
  // acc must hold kMaxClasses entries (the tail past num_classes() is scratch).
  static constexpr int kMaxClasses = 264;  // 256 classes, padded to a multiple of 8
  void score_int(const std::uint64_t* feats, std::size_t n, std::int32_t* acc) const;
  float scale() const { return scale_; }

  // A copy without the weights whose magnitude is below min_abs (and without features left
  // empty). The training tool prunes this way so a pruning sweep on a saved model reproduces it.
  LinearModel pruned(float min_abs) const;
  // The mean of several models' weights (a feature missing from a model counts as 0), e.g. of
  // perceptrons trained on different shuffles. All must have the same number of classes.
  static LinearModel average(const std::vector<const LinearModel*>& models);

  void serialize(std::string& out) const;
  static Result<LinearModel> deserialize(ByteReader& in);

 private:
  friend class PerceptronTrainer;
  // One weight before quantisation.
  struct Weight {
    std::uint64_t key;
    std::uint8_t cls;
    float w;
  };
  // The model of `weights` (sorted by key, then class): int16 with scale = max |w| / 32767;
  // weights that round to 0, and features left without weights, are dropped.
  static LinearModel quantized(int num_classes, const std::vector<Weight>& weights);
  void build_index();

  int num_classes_ = 0;
  float scale_ = 1.0f;                 // weight = q * scale_
  std::vector<std::uint64_t> keys_;    // per feature, in storage order
  std::vector<std::uint32_t> row_len_; // per feature
  std::vector<std::uint32_t> row_begin_;
  std::vector<std::uint8_t> cls_;      // per weight
  std::vector<std::int16_t> quant_;    // per weight, as stored
  // Runtime index, built for speed (score() is memory-bound: ~150 lookups a parser step, most
  // of them for features the model never saw). A slot is 8 bytes: the key's high 32 bits as
  // a fingerprint and the offset of its row in rows_; the slot is found from the key's low
  // bits (keys are already mixed). Two keys sharing a slot chain and fingerprint collide with
  // probability 2^-32 per probe, which we accept for half the index size. A row in rows_ is
  // a header (number of entries, or kDense) followed by (class, int16 weight) pairs, or by
  // num_classes int16 weights for rows covering many classes. Scores are summed as integers,
  // so they are exact and independent of the order of the features.
  static constexpr std::int16_t kDense = -1;
  int padded_classes() const { return (num_classes_ + 7) & ~7; }
  std::vector<std::uint64_t> table_;  // (fingerprint << 32) | (offset + 1); 0 = empty
  std::vector<std::int16_t> rows_;
  std::uint64_t mask_ = 0;
};

class PerceptronTrainer {
 public:
  explicit PerceptronTrainer(int num_classes);
  int num_classes() const { return num_classes_; }

  void score(const std::uint64_t* feats, std::size_t n, float* scores) const;
  // +1 to `good`, -1 to `bad` for every feature.
  void update(const std::uint64_t* feats, std::size_t n, int good, int bad);
  // Advances the averaging clock (call once per training decision).
  void tick() { ++now_; }

  // Averaged weights; drops weights with |w| < prune and quantises to int16.
  LinearModel finish(float prune) const;

 private:
  struct Entry {
    std::uint16_t cls;
    float w;
    double total;
    std::uint64_t stamp;
  };
  std::int64_t find(std::uint64_t key) const;  // row index or -1
  std::uint32_t find_or_add(std::uint64_t key);

  int num_classes_;
  std::uint64_t now_ = 1;
  std::vector<std::uint64_t> slot_key_;
  std::vector<std::uint32_t> slot_row_;
  std::uint64_t mask_;
  std::vector<std::vector<Entry>> rows_;
  std::vector<std::uint64_t> row_key_;
};

// Little-endian binary helpers for the model file.
class ByteReader {
 public:
  ByteReader(const char* data, std::size_t size) : p_(data), end_(data + size) {}
  bool read(void* dst, std::size_t n);
  template <class T>
  bool get(T& v) { return read(&v, sizeof(T)); }
  bool get_string(std::string& s);
  std::size_t remaining() const { return static_cast<std::size_t>(end_ - p_); }

 private:
  const char* p_;
  const char* end_;
};
template <class T>
void put(std::string& out, const T& v) {
  out.append(reinterpret_cast<const char*>(&v), sizeof(T));
}
void put_string(std::string& out, std::string_view s);

}  // namespace citeval::parse

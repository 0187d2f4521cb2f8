// Part-of-speech tagger: greedy left-to-right averaged perceptron over joint UPOS+XPOS tags.
//
// Features: the word (lowercased), its prefixes (1-3) and suffixes (1-4), a compressed shape
// ("Xxx", "dd.d"), the two words either side with their suffixes and shapes, the two previous
// predicted tags and word/tag conjunctions. Tagging is const and thread-safe.
//
// Optionally two passes (stacking): a second perceptron tags the sentence again, left to right,
// with the same features plus the first pass's tags around the word (stacked_features), so it
// sees the right context's tags. Trained on jackknifed first-pass tags (tools/train_parser.cc);
// on EWT dev UPOS 94.80 -> 95.08.
//
//   TaggerTrainer t(tagset); for each epoch: for each sentence: t.train_sentence(words, gold);
//   Tagger tagger = t.finish();
//   std::vector<int> tags = tagger.tag(words);  // indices into tagger.tags()
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "depparse/perceptron.h"

namespace citeval::parse {

// A joint tag: the UPOS and XPOS columns.
struct PosTag {
  std::string upos, xpos;
  bool operator==(const PosTag&) const = default;
};

class Tagger {
 public:
  Tagger() = default;
  Tagger(std::vector<PosTag> tags, LinearModel model) : tags_(std::move(tags)), model_(std::move(model)) {}
  // Two passes: `model` tags left to right, then `second` tags left to right again with the
  // first pass's tags of the whole sentence (right context included) as extra features.
  Tagger(std::vector<PosTag> tags, LinearModel model, LinearModel second)
      : tags_(std::move(tags)), model_(std::move(model)), second_(std::move(second)) {}

  const std::vector<PosTag>& tags() const { return tags_; }
  const LinearModel& model() const { return model_; }
  const LinearModel& second() const { return second_; }  // empty (0 classes) for one pass
  bool two_pass() const { return second_.num_classes() > 0; }
  std::vector<int> tag(const std::vector<std::string_view>& words) const;
  // The first pass only; the second pass given first-pass tags.
  std::vector<int> tag_first(const std::vector<std::string_view>& words) const;
  std::vector<int> tag_second(const std::vector<std::string_view>& words, const std::vector<int>& first) const;

 private:
  std::vector<PosTag> tags_;
  LinearModel model_;
  LinearModel second_;
};

// Per-word features that do not depend on the tags: computed once a sentence.
struct TaggerContext {
  explicit TaggerContext(const std::vector<std::string_view>& words);
  std::vector<std::uint64_t> lower, shape, suf1, suf2, suf3, suf4, pre1, pre2, pre3, raw;
  std::size_t size() const { return lower.size(); }
};
// Appends the features of position i given the two previous tags (-1 = none) to out.
void tagger_features(const TaggerContext& ctx, std::size_t i, int prev1, int prev2,
                     std::vector<std::uint64_t>& out);
// The second pass's extra features: first-pass tags around position i, alone and with words.
void stacked_features(const TaggerContext& ctx, std::size_t i, const std::vector<int>& first,
                      std::vector<std::uint64_t>& out);

class TaggerTrainer {
 public:
  explicit TaggerTrainer(std::vector<PosTag> tags);
  // One perceptron pass over a sentence; returns the number of correctly tagged words.
  // first (optional): first-pass tags (jackknifed), for training the second pass.
  std::size_t train_sentence(const std::vector<std::string_view>& words, const std::vector<int>& gold,
                             const std::vector<int>* first = nullptr);
  Tagger finish(float prune) const;

 private:
  std::vector<PosTag> tags_;
  PerceptronTrainer perceptron_;
};

}  // namespace citeval::parse

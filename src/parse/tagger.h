// Part-of-speech tagger: greedy left-to-right averaged perceptron over joint UPOS+XPOS tags.
//
// Features: the word (lowercased), its prefixes (1-3) and suffixes (1-4), a compressed shape
// ("Xxx", "dd.d"), the two words either side with their suffixes and shapes, the two previous
// predicted tags and word/tag conjunctions. Tagging is const and thread-safe.
//
//   TaggerTrainer t(tagset); for each epoch: for each sentence: t.train_sentence(words, gold);
//   Tagger tagger = t.finish();
//   std::vector<int> tags = tagger.tag(words);  // indices into tagger.tags()
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "parse/perceptron.h"

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

  const std::vector<PosTag>& tags() const { return tags_; }
  const LinearModel& model() const { return model_; }
  std::vector<int> tag(const std::vector<std::string_view>& words) const;

 private:
  std::vector<PosTag> tags_;
  LinearModel model_;
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

class TaggerTrainer {
 public:
  explicit TaggerTrainer(std::vector<PosTag> tags);
  // One perceptron pass over a sentence; returns the number of correctly tagged words.
  std::size_t train_sentence(const std::vector<std::string_view>& words, const std::vector<int>& gold);
  Tagger finish(float prune) const;

 private:
  std::vector<PosTag> tags_;
  PerceptronTrainer perceptron_;
};

}  // namespace citeval::parse

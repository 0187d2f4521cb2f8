#include "depparse/tagger.h"

#include <algorithm>

namespace citeval::parse {
namespace {

// "Xxxx" -> "Xx", "1,234.5" -> "d,d.d": character classes with runs collapsed.
std::string shape_of(std::string_view s) {
  std::string out;
  for (unsigned char c : s) {
    char k;
    if (c >= 'A' && c <= 'Z') k = 'X';
    else if (c >= 'a' && c <= 'z') k = 'x';
    else if (c >= '0' && c <= '9') k = 'd';
    else if (c >= 0x80) k = 'u';
    else k = static_cast<char>(c);
    if (out.empty() || out.back() != k) out += k;
    if (out.size() >= 6) break;
  }
  return out;
}

// Byte prefix/suffix that does not split a UTF-8 sequence.
std::string_view suffix(std::string_view s, std::size_t n) {
  if (s.size() <= n) return s;
  std::size_t b = s.size() - n;
  while (b > 0 && (static_cast<unsigned char>(s[b]) & 0xC0) == 0x80) --b;
  return s.substr(b);
}
std::string_view prefix(std::string_view s, std::size_t n) {
  if (s.size() <= n) return s;
  std::size_t e = n;
  while (e < s.size() && (static_cast<unsigned char>(s[e]) & 0xC0) == 0x80) ++e;
  return s.substr(0, e);
}

enum : std::uint64_t {
  kBias = 1, kWord, kRaw, kShape, kSuf1, kSuf2, kSuf3, kSuf4, kPre1, kPre2, kPre3,
  kPrevTag, kPrev2Tags, kPrevTagWord, kWordM1, kWordM2, kWordP1, kWordP2, kSufM1, kSufP1,
  kShapeM1, kShapeP1, kWordM1Word, kWordWordP1, kPrevTagSuf3, kShapeWordP1, kSufP2,
};

}  // namespace

TaggerContext::TaggerContext(const std::vector<std::string_view>& words) {
  const std::size_t n = words.size();
  for (auto* v : {&lower, &shape, &suf1, &suf2, &suf3, &suf4, &pre1, &pre2, &pre3, &raw}) v->resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    std::string l = lower_ascii(words[i]);
    raw[i] = string_hash(words[i]);
    lower[i] = string_hash(l);
    shape[i] = string_hash(shape_of(words[i]));
    suf1[i] = string_hash(suffix(l, 1));
    suf2[i] = string_hash(suffix(l, 2));
    suf3[i] = string_hash(suffix(l, 3));
    suf4[i] = string_hash(suffix(l, 4));
    pre1[i] = string_hash(prefix(l, 1));
    pre2[i] = string_hash(prefix(l, 2));
    pre3[i] = string_hash(prefix(l, 3));
  }
}

void tagger_features(const TaggerContext& c, std::size_t i, int prev1, int prev2,
                     std::vector<std::uint64_t>& out) {
  const std::size_t n = c.size();
  constexpr std::uint64_t kNone = 0x5EED;  // value for positions outside the sentence
  auto at = [&](const std::vector<std::uint64_t>& v, long k) -> std::uint64_t {
    return k < 0 || k >= static_cast<long>(n) ? kNone + static_cast<std::uint64_t>(k < 0) : v[k];
  };
  const long j = static_cast<long>(i);
  const std::uint64_t p1 = static_cast<std::uint64_t>(prev1 + 2), p2 = static_cast<std::uint64_t>(prev2 + 2);
  out.push_back(feature_key(kBias, 0));
  out.push_back(feature_key(kWord, c.lower[i]));
  out.push_back(feature_key(kRaw, c.raw[i]));
  out.push_back(feature_key(kShape, c.shape[i]));
  out.push_back(feature_key(kSuf1, c.suf1[i]));
  out.push_back(feature_key(kSuf2, c.suf2[i]));
  out.push_back(feature_key(kSuf3, c.suf3[i]));
  out.push_back(feature_key(kSuf4, c.suf4[i]));
  out.push_back(feature_key(kPre1, c.pre1[i]));
  out.push_back(feature_key(kPre2, c.pre2[i]));
  out.push_back(feature_key(kPre3, c.pre3[i]));
  out.push_back(feature_key(kPrevTag, p1));
  out.push_back(feature_key(kPrev2Tags, p1, p2));
  out.push_back(feature_key(kPrevTagWord, p1, c.lower[i]));
  out.push_back(feature_key(kPrevTagSuf3, p1, c.suf3[i]));
  out.push_back(feature_key(kWordM1, at(c.lower, j - 1)));
  out.push_back(feature_key(kWordM2, at(c.lower, j - 2)));
  out.push_back(feature_key(kWordP1, at(c.lower, j + 1)));
  out.push_back(feature_key(kWordP2, at(c.lower, j + 2)));
  out.push_back(feature_key(kSufM1, at(c.suf3, j - 1)));
  out.push_back(feature_key(kSufP1, at(c.suf3, j + 1)));
  out.push_back(feature_key(kSufP2, at(c.suf3, j + 2)));
  out.push_back(feature_key(kShapeM1, at(c.shape, j - 1)));
  out.push_back(feature_key(kShapeP1, at(c.shape, j + 1)));
  out.push_back(feature_key(kWordM1Word, at(c.lower, j - 1), c.lower[i]));
  out.push_back(feature_key(kWordWordP1, c.lower[i], at(c.lower, j + 1)));
  out.push_back(feature_key(kShapeWordP1, c.shape[i], at(c.lower, j + 1)));
}

void stacked_features(const TaggerContext& c, std::size_t i, const std::vector<int>& first,
                      std::vector<std::uint64_t>& out) {
  enum : std::uint64_t { kT0 = 101, kTP1, kTP2, kTM1, kTP1P2, kT0P1, kTM1T0, kT0Word, kTP1Word, kTP1Suf };
  const long n = static_cast<long>(c.size()), j = static_cast<long>(i);
  auto t = [&](long k) -> std::uint64_t { return k < 0 || k >= n ? 999 + (k < 0) : static_cast<std::uint64_t>(first[k]); };
  out.push_back(feature_key(kT0, t(j)));
  out.push_back(feature_key(kTP1, t(j + 1)));
  out.push_back(feature_key(kTP2, t(j + 2)));
  out.push_back(feature_key(kTM1, t(j - 1)));
  out.push_back(feature_key(kTP1P2, t(j + 1), t(j + 2)));
  out.push_back(feature_key(kT0P1, t(j), t(j + 1)));
  out.push_back(feature_key(kTM1T0, t(j - 1), t(j)));
  out.push_back(feature_key(kT0Word, t(j), c.lower[i]));
  out.push_back(feature_key(kTP1Word, t(j + 1), c.lower[i]));
  out.push_back(feature_key(kTP1Suf, t(j + 1), c.suf3[i]));
}

// One greedy left-to-right pass; with `first`, the second pass over the first pass's tags.
static std::vector<int> greedy_pass(const LinearModel& model, int num_tags, const TaggerContext& ctx,
                                    const std::vector<int>* first) {
  std::vector<int> out(ctx.size());
  std::vector<std::uint64_t> feats;
  feats.reserve(64);
  std::int32_t scores[LinearModel::kMaxClasses];
  int p1 = -1, p2 = -1;
  for (std::size_t i = 0; i < ctx.size(); ++i) {
    feats.clear();
    tagger_features(ctx, i, p1, p2, feats);
    if (first) stacked_features(ctx, i, *first, feats);
    model.score_int(feats.data(), feats.size(), scores);
    int best = static_cast<int>(std::max_element(scores, scores + num_tags) - scores);
    out[i] = best;
    p2 = p1;
    p1 = best;
  }
  return out;
}

std::vector<int> Tagger::tag(const std::vector<std::string_view>& words) const {
  const TaggerContext ctx(words);
  const int num_tags = static_cast<int>(tags_.size());
  std::vector<int> first = greedy_pass(model_, num_tags, ctx, nullptr);
  if (!two_pass()) return first;
  return greedy_pass(second_, num_tags, ctx, &first);
}

std::vector<int> Tagger::tag_second(const std::vector<std::string_view>& words, const std::vector<int>& first) const {
  return greedy_pass(second_, static_cast<int>(tags_.size()), TaggerContext(words), &first);
}

std::vector<int> Tagger::tag_first(const std::vector<std::string_view>& words) const {
  return greedy_pass(model_, static_cast<int>(tags_.size()), TaggerContext(words), nullptr);
}

TaggerTrainer::TaggerTrainer(std::vector<PosTag> tags)
    : tags_(std::move(tags)), perceptron_(static_cast<int>(tags_.size())) {}

std::size_t TaggerTrainer::train_sentence(const std::vector<std::string_view>& words,
                                          const std::vector<int>& gold,
                                          const std::vector<int>* first) {
  TaggerContext ctx(words);
  std::vector<std::uint64_t> feats;
  std::vector<float> scores(tags_.size());
  std::size_t correct = 0;
  int p1 = -1, p2 = -1;
  for (std::size_t i = 0; i < words.size(); ++i) {
    feats.clear();
    tagger_features(ctx, i, p1, p2, feats);
    if (first) stacked_features(ctx, i, *first, feats);
    perceptron_.score(feats.data(), feats.size(), scores.data());
    int best = static_cast<int>(std::max_element(scores.begin(), scores.end()) - scores.begin());
    if (best == gold[i]) ++correct;
    else perceptron_.update(feats.data(), feats.size(), gold[i], best);
    perceptron_.tick();
    // Condition on the predicted history, as at test time.
    p2 = p1;
    p1 = best;
  }
  return correct;
}

Tagger TaggerTrainer::finish(float prune) const { return Tagger(tags_, perceptron_.finish(prune)); }

}  // namespace citeval::parse

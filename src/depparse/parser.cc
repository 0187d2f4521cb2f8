#include "depparse/parser.h"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

#include "depparse/transition.h"

namespace citeval::parse {
namespace {

constexpr std::uint64_t kNoWord = 0x6E6F6E65ull;   // absent position
constexpr std::uint64_t kRootWord = 0x726F6F74ull; // the artificial root
constexpr int kNoTag = 1000, kRootTag = 1001;
constexpr int kNoLabel = 255;

int distance_bucket(int a, int b) {
  if (a <= 0 || b <= 0) return 0;
  int d = std::abs(a - b);
  if (d <= 4) return d;
  if (d <= 6) return 5;
  if (d <= 9) return 6;
  return 7;
}

std::uint64_t random_next(std::uint64_t& s) {
  s += 0x9E3779B97F4A7C15ull;
  return mix64(s);
}

}  // namespace

ParserInput make_parser_input(const std::vector<std::string_view>& words, const std::vector<int>& tags) {
  ParserInput in;
  in.word.resize(words.size() + 1);
  in.tag.resize(words.size() + 1);
  in.word[0] = kRootWord;
  in.tag[0] = kRootTag;
  for (std::size_t i = 0; i < words.size(); ++i) {
    in.word[i + 1] = string_hash(lower_ascii(words[i]));
    in.tag[i + 1] = tags[i];
  }
  return in;
}

// Zhang & Nivre (2011)-style templates adapted to arc-hybrid: the stack top three, the buffer
// front three, the outermost children of s0, s1 and b0, distances, valencies and label sets.
void parser_features(const ParserInput& in, const Configuration& c, std::vector<std::uint64_t>& out) {
  const int s0 = c.stack(0), s1 = c.stack(1), s2 = c.stack(2);
  const int b0 = c.buffer(0), b1 = c.buffer(1), b2 = c.buffer(2);
  auto W = [&](int i) -> std::uint64_t { return i < 0 ? kNoWord : in.word[i]; };
  auto T = [&](int i) -> std::uint64_t { return static_cast<std::uint64_t>(i < 0 ? kNoTag : in.tag[i]); };
  auto L = [&](int i) -> std::uint64_t {
    return static_cast<std::uint64_t>(i <= 0 ? kNoLabel : c.labels()[i]);
  };
  auto kid = [&](int i, int which) -> int {
    if (i <= 0) return -1;
    int k = 0;
    switch (which) {
      case 0: k = c.leftmost(i); break;
      case 1: k = c.leftmost2(i); break;
      case 2: k = c.rightmost(i); break;
      default: k = c.rightmost2(i); break;
    }
    return k == 0 ? -1 : k;
  };
  const int s0l = kid(s0, 0), s0l2 = kid(s0, 1), s0r = kid(s0, 2), s0r2 = kid(s0, 3);
  const int s1l = kid(s1, 0), s1r = kid(s1, 2), s1r2 = kid(s1, 3);
  const int b0l = kid(b0, 0), b0l2 = kid(b0, 1);
  const std::uint64_t ws0 = W(s0), ws1 = W(s1), wb0 = W(b0), wb1 = W(b1), wb2 = W(b2);
  const std::uint64_t ts0 = T(s0), ts1 = T(s1), ts2 = T(s2), tb0 = T(b0), tb1 = T(b1), tb2 = T(b2);
  const std::uint64_t d0 = static_cast<std::uint64_t>(distance_bucket(s0, b0));
  const std::uint64_t d1 = static_cast<std::uint64_t>(distance_bucket(s1, s0));
  auto vl = [&](int i) -> std::uint64_t { return i <= 0 ? 99 : static_cast<std::uint64_t>(std::min(c.left_count(i), 5)); };
  auto vr = [&](int i) -> std::uint64_t { return i <= 0 ? 99 : static_cast<std::uint64_t>(std::min(c.right_count(i), 5)); };
  auto ls = [&](int i) -> std::uint64_t { return i <= 0 ? 1 : c.left_labels(i) + 2; };
  auto rs = [&](int i) -> std::uint64_t { return i <= 0 ? 1 : c.right_labels(i) + 2; };

  std::uint64_t t = 0;
  auto f = [&](std::uint64_t a, std::uint64_t b = 0, std::uint64_t x = 0) {
    out.push_back(feature_key(++t, a, b, x));
  };
  // Single words.
  f(ws0); f(ts0); f(ws0, ts0);
  f(ws1); f(ts1); f(ws1, ts1);
  f(wb0); f(tb0); f(wb0, tb0);
  f(wb1); f(tb1); f(wb1, tb1);
  f(wb2); f(tb2); f(wb2, tb2);
  f(W(s2)); f(ts2);
  // Pairs.
  f(ws0, ts0, wb0 ^ (tb0 << 48)); f(ws0, ts0, wb0); f(ws0, wb0, tb0); f(ws0, ts0, tb0);
  f(ts0, wb0, tb0); f(ws0, wb0); f(ts0, tb0); f(tb0, tb1);
  f(ws1, ts1, ws0 ^ (ts0 << 48)); f(ws1, ts1, ws0); f(ws1, ws0, ts0); f(ws1, ts1, ts0);
  f(ts1, ws0, ts0); f(ws1, ws0); f(ts1, ts0);
  f(ws1, wb0); f(ts1, tb0); f(ws1, tb0); f(ts1, wb0);
  // Triples of tags.
  f(tb0, tb1, tb2); f(ts0, tb0, tb1); f(ts1, ts0, tb0); f(ts2, ts1, ts0);
  f(ts0, T(s0l), tb0); f(ts0, T(s0r), tb0); f(ts0, tb0, T(b0l));
  f(ts1, ts0, T(s0l)); f(ts1, ts0, T(s0r)); f(ts1, T(s1r), ts0); f(ts1, T(s1l), ts0);
  f(ts0, T(s0l), T(s0l2)); f(ts0, T(s0r), T(s0r2)); f(tb0, T(b0l), T(b0l2)); f(ts1, T(s1r), T(s1r2));
  f(ws1, ts0, tb0); f(ts1, ws0, tb0); f(ts1, ts0, wb0);
  // Distances.
  f(ws0, d0); f(ts0, d0); f(wb0, d0); f(tb0, d0); f(ws0, wb0, d0); f(ts0, tb0, d0);
  f(ws1, d1); f(ts1, d1); f(ws0, d1 + 16); f(ts0, d1 + 16); f(ws1, ws0, d1); f(ts1, ts0, d1);
  // Valencies.
  f(ws0, vl(s0)); f(ts0, vl(s0)); f(ws0, vr(s0)); f(ts0, vr(s0));
  f(ws1, vl(s1)); f(ts1, vl(s1)); f(ws1, vr(s1)); f(ts1, vr(s1));
  f(wb0, vl(b0)); f(tb0, vl(b0));
  // Children.
  for (int k : {s0l, s0r, s1l, s1r, b0l}) {
    f(W(k)); f(T(k)); f(L(k));
  }
  f(L(s0l2)); f(L(s0r2)); f(L(b0l2)); f(T(s0l2)); f(T(s0r2)); f(T(b0l2));
  f(ts0, L(s0l), L(s0l2)); f(ts0, L(s0r), L(s0r2)); f(tb0, L(b0l), L(b0l2)); f(ts1, L(s1r), L(s1l));
  // Label sets.
  f(ws0, rs(s0)); f(ts0, rs(s0)); f(ws0, ls(s0)); f(ts0, ls(s0));
  f(ws1, rs(s1)); f(ts1, rs(s1)); f(ws1, ls(s1)); f(ts1, ls(s1));
  f(wb0, ls(b0)); f(tb0, ls(b0));
  // Root-awareness: whether the stack is down to the root.
  f(static_cast<std::uint64_t>(std::min(c.stack_size(), 4)), tb0 + (b0 < 0 ? 7777 : 0));
}

DependencyParser::DependencyParser(std::string scheme, Tagger tagger, std::vector<std::string> labels,
                                   LinearModel parser)
    : scheme_(std::move(scheme)), tagger_(std::move(tagger)), labels_(std::move(labels)),
      parser_(std::move(parser)) {}

Result<std::shared_ptr<const DependencyParser>> DependencyParser::with_biaffine(
    std::shared_ptr<const BiaffineParser> net) const {
  auto out = std::make_shared<DependencyParser>(scheme_, tagger_, labels_, parser_.pruned(1e30f));
  // A tag the network never saw in training (0) gets its zero padding embedding, as in training.
  for (const auto& t : tagger_.tags()) out->biaffine_tag_.push_back(net->tag_index(t.upos + "|" + t.xpos));
  for (const auto& l : net->labels()) {
    if (l == "ROOT") {
      out->biaffine_label_.push_back(-1);
      continue;
    }
    auto it = std::find(labels_.begin(), labels_.end(), l);
    if (it == labels_.end())
      return make_error(ErrorCode::kInvalidArgument, fmt::format("the biaffine parser's label {} is not in the model", l));
    out->biaffine_label_.push_back(static_cast<int>(it - labels_.begin()));
  }
  out->biaffine_ = std::move(net);
  return std::shared_ptr<const DependencyParser>(std::move(out));
}

void DependencyParser::parse_tagged(const std::vector<std::string_view>& words,
                                    const std::vector<int>& tags, std::vector<int>& heads,
                                    std::vector<int>& labels) const {
  const int n = static_cast<int>(words.size());
  if (biaffine_) {
    std::vector<int> net_tags(tags.size());
    for (std::size_t i = 0; i < tags.size(); ++i) net_tags[i] = biaffine_tag_[static_cast<std::size_t>(tags[i])];
    biaffine_->parse(words, net_tags, heads, labels);
    for (int i = 1; i <= n; ++i) labels[i] = heads[i] == 0 ? 0 : biaffine_label_[static_cast<std::size_t>(labels[i])];
    return;
  }
  ParserInput in = make_parser_input(words, tags);
  Configuration c(n);
  std::vector<std::uint64_t> feats;
  std::int32_t scores[LinearModel::kMaxClasses];
  const int num_actions = parser_.num_classes();
  while (!c.terminal()) {
    feats.clear();
    parser_features(in, c, feats);
    parser_.score_int(feats.data(), feats.size(), scores);
    // Validity depends only on the action type (SHIFT / LEFT / RIGHT).
    const bool ok[3] = {c.valid(kShift), c.valid(left_action(0)), c.valid(right_action(0))};
    int best = -1;
    std::int32_t best_score = std::numeric_limits<std::int32_t>::min();
    for (int a = 0; a < num_actions; ++a) {
      if (scores[a] > best_score && ok[a == 0 ? 0 : (is_left(a) ? 1 : 2)]) {
        best = a;
        best_score = scores[a];
      }
    }
    c.apply(best);
  }
  heads = c.heads();
  labels = c.labels();
}

ParseTree DependencyParser::parse(std::string_view text, const std::vector<TokenSpan>& spans) const {
  std::vector<std::string_view> words;
  words.reserve(spans.size());
  for (const auto& s : spans) words.push_back(text.substr(s.begin, s.end - s.begin));
  ParseTree t;
  if (words.empty()) return t;
  std::vector<int> tags = tagger_.tag(words);
  std::vector<int> heads, labels;
  parse_tagged(words, tags, heads, labels);
  t.words.resize(words.size());
  for (std::size_t i = 0; i < words.size(); ++i) {
    ParsedWord& w = t.words[i];
    w.form = std::string(words[i]);
    w.begin = spans[i].begin;
    w.end = spans[i].end;
    w.upos = tagger_.tags()[tags[i]].upos;
    w.xpos = tagger_.tags()[tags[i]].xpos;
    w.head = heads[i + 1] - 1;
    w.dep = heads[i + 1] == 0 ? (scheme_ == "ud" ? "root" : "ROOT") : labels_[labels[i + 1]];
  }
  return t;
}

ParseTree DependencyParser::parse_text(std::string_view sentence) const {
  return parse(sentence, tokenize(sentence));
}

ParseTree DependencyParser::parse_words(const std::vector<std::string>& words) const {
  std::string text;
  std::vector<TokenSpan> spans;
  for (const auto& w : words) {
    spans.push_back({text.size(), text.size() + w.size()});
    text += w;
  }
  ParseTree t = parse(text, spans);
  for (auto& w : t.words) w.begin = w.end = 0;
  return t;
}

ParserTrainer::ParserTrainer(int num_labels)
    : num_labels_(num_labels), perceptron_(1 + 2 * num_labels) {}

std::size_t ParserTrainer::train_sentence(const ParserInput& in, const std::vector<int>& gold_heads,
                                          const std::vector<int>& gold_labels, double explore_prob,
                                          std::uint64_t& rng) {
  const int n = static_cast<int>(gold_heads.size()) - 1;
  Oracle oracle(gold_heads, gold_labels);
  Configuration c(n);
  const int num_actions = 1 + 2 * num_labels_;
  std::vector<std::uint64_t> feats;
  std::vector<float> scores(num_actions);
  std::vector<int> costs(num_actions);
  std::size_t updates = 0;
  while (!c.terminal()) {
    feats.clear();
    parser_features(in, c, feats);
    perceptron_.score(feats.data(), feats.size(), scores.data());
    // Unlabelled costs once; label mistakes add one.
    const int s0 = c.stack(0);
    int cost_left = -1, cost_right = -1;
    if (c.valid(left_action(0))) cost_left = oracle.cost(c, left_action(gold_labels[s0]));
    if (c.valid(right_action(0))) cost_right = oracle.cost(c, right_action(gold_labels[s0]));
    int pred = -1, gold = -1;
    float pred_score = -std::numeric_limits<float>::infinity(), gold_score = pred_score;
    for (int a = 0; a < num_actions; ++a) {
      int cost;
      if (a == kShift) {
        if (!c.valid(kShift)) continue;
        cost = oracle.cost(c, kShift);
      } else {
        const int base = is_left(a) ? cost_left : cost_right;
        if (base < 0) continue;
        const int h = is_left(a) ? c.buffer(0) : c.stack(1);
        cost = base + ((gold_heads[s0] == h && gold_labels[s0] != action_label(a)) ? 1 : 0);
      }
      costs[a] = cost;
      if (scores[a] > pred_score) {
        pred = a;
        pred_score = scores[a];
      }
      if (cost == 0 && scores[a] > gold_score) {
        gold = a;
        gold_score = scores[a];
      }
    }
    if (gold < 0) gold = pred;  // non-projective gold: no zero-cost action; follow the model
    if (costs[pred] > 0) {
      perceptron_.update(feats.data(), feats.size(), gold, pred);
      ++updates;
    }
    perceptron_.tick();
    const double u = static_cast<double>(random_next(rng) >> 11) * (1.0 / 9007199254740992.0);
    c.apply(costs[pred] > 0 && u < explore_prob ? pred : gold);
  }
  return updates;
}

}  // namespace citeval::parse

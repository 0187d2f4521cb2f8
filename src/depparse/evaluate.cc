#include "depparse/evaluate.h"

#include <fmt/format.h>

namespace citeval::parse {

void AttachmentScores::add(const AttachmentScores& o) {
  words += o.words;
  upos_correct += o.upos_correct;
  head_correct += o.head_correct;
  labelled_correct += o.labelled_correct;
}

Result<AttachmentScores> evaluate(const std::vector<ConlluSentence>& gold,
                                  const std::vector<ConlluSentence>& predicted) {
  if (gold.size() != predicted.size())
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("gold has {} sentences, prediction {}", gold.size(), predicted.size()));
  AttachmentScores s;
  for (std::size_t i = 0; i < gold.size(); ++i) {
    const auto& g = gold[i].words;
    const auto& p = predicted[i].words;
    if (g.size() != p.size())
      return make_error(ErrorCode::kInvalidArgument,
                        fmt::format("sentence {} (gold line {}): gold has {} words, prediction {}", i + 1,
                                    gold[i].first_line, g.size(), p.size()));
    for (std::size_t k = 0; k < g.size(); ++k) {
      if (g[k].form != p[k].form)
        return make_error(ErrorCode::kInvalidArgument,
                          fmt::format("sentence {} word {}: gold form '{}' but predicted '{}'", i + 1, k + 1,
                                      g[k].form, p[k].form));
      ++s.words;
      if (g[k].upos == p[k].upos) ++s.upos_correct;
      if (g[k].head == p[k].head) {
        ++s.head_correct;
        if (g[k].deprel == p[k].deprel) ++s.labelled_correct;
      }
    }
  }
  return s;
}

}  // namespace citeval::parse

#include "depparse/parser.h"

namespace citeval::parse {

ConlluSentence annotate(const DependencyParser& model, const ConlluSentence& input) {
  ConlluSentence out = input;
  std::vector<std::string_view> words;
  for (const auto& w : input.words) words.push_back(w.form);
  if (words.empty()) return out;
  std::vector<int> tags = model.tag(words);
  std::vector<int> heads, labels;
  model.parse_tagged(words, tags, heads, labels);
  for (std::size_t i = 0; i < words.size(); ++i) {
    auto& w = out.words[i];
    w.upos = model.tags()[tags[i]].upos;
    w.xpos = model.tags()[tags[i]].xpos;
    w.feats.assign(1, '_');
    w.deps.assign(1, '_');
    w.head = heads[i + 1];
    w.deprel = heads[i + 1] == 0 ? (model.scheme() == "ud" ? "root" : "ROOT") : model.labels()[labels[i + 1]];
  }
  return out;
}

}  // namespace citeval::parse

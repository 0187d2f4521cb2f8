// citeval::parse — a POS tagger and labelled dependency parser for English, trained on UD
// English EWT (converted to the spaCy/ClearNLP scheme for the ALiICE claim extractor, see
// scheme.h), plus its CoNLL-U I/O, tokenizer and evaluator.
//
// How the parts fit:
//   tokenizer.h   raw sentence -> tokens with byte offsets (spaCy-like decisions)
//   tagger.h      tokens -> UPOS/XPOS (greedy averaged perceptron)
//   transition.h  arc-hybrid transitions + dynamic oracle
//   biaffine.h    the accurate alternative to the transition parser (BiLSTM + biaffine scorer)
//   parser.h      this file: the loaded model (tagger + parser) and its inference API
//   conllu.h      CoNLL-U reader/writer; scheme.h UD -> spaCy conversion; evaluate.h scores
//
// Usage (the model is loaded once, immutable, and parse() is const and thread-safe; each call
// uses its own scratch memory):
//
//   auto model = citeval::parse::DependencyParser::load("models/en_ewt_spacy.model");
//   if (!model) { report(model.error()); return; }
//   citeval::parse::ParseTree t = model.value()->parse_text("Cups can be made of glass.");
//   for (const auto& w : t.words) use(w.form, w.begin, w.head, w.dep);
//
// Greedy decoding: the result depends only on the model and the input (deterministic).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"
#include "depparse/biaffine.h"
#include "depparse/perceptron.h"
#include "depparse/tagger.h"
#include "depparse/tokenizer.h"

namespace citeval::parse {

class Configuration;

// One word of a parse. head is the 0-based index of the head word, -1 for the root.
// begin/end are byte offsets into the parsed text (0/0 when parsed from bare words).
struct ParsedWord {
  std::string form;
  std::size_t begin = 0, end = 0;
  std::string upos, xpos;
  int head = -1;
  std::string dep;  // "ROOT" for the root in the spaCy scheme, "root" in the UD scheme
};

struct ParseTree {
  std::vector<ParsedWord> words;
};

// Word features shared by the parser's training and inference (index 0 = the root).
struct ParserInput {
  std::vector<std::uint64_t> word;  // hash of the lowercased form
  std::vector<int> tag;             // joint tag index
};
ParserInput make_parser_input(const std::vector<std::string_view>& words, const std::vector<int>& tags);
void parser_features(const ParserInput& in, const Configuration& c, std::vector<std::uint64_t>& out);

class DependencyParser {
 public:
  // Reads a model file written by serialize() (checks magic, version and checksum).
  static Result<std::shared_ptr<const DependencyParser>> load(const std::string& path);
  static Result<std::shared_ptr<const DependencyParser>> from_bytes(std::string_view bytes,
                                                                    const std::string& name);
  DependencyParser(std::string scheme, Tagger tagger, std::vector<std::string> labels,
                   LinearModel parser);
  std::string serialize() const;

  // The accurate variant: this model's tagger and label set with the biaffine network in place
  // of the perceptron parser (whose weights are dropped). Fails if the network has a label this
  // model lacks.
  Result<std::shared_ptr<const DependencyParser>> with_biaffine(std::shared_ptr<const BiaffineParser> net) const;
  const BiaffineParser* biaffine() const { return biaffine_.get(); }  // null for the perceptron

  // Tokenizes a raw sentence (tokenizer.h), then tags and parses it.
  ParseTree parse_text(std::string_view sentence) const;
  // Pre-tokenized: spans are byte ranges of text.
  ParseTree parse(std::string_view text, const std::vector<TokenSpan>& spans) const;
  // Bare words (offsets left 0).
  ParseTree parse_words(const std::vector<std::string>& words) const;

  // Lower level, for the evaluator and the CLI: predicted tags (indices into tags()).
  std::vector<int> tag(const std::vector<std::string_view>& words) const { return tagger_.tag(words); }
  // Heads (1-based, 0 = root) and label indices of words 1..n given tags; index 0 unused.
  void parse_tagged(const std::vector<std::string_view>& words, const std::vector<int>& tags,
                    std::vector<int>& heads, std::vector<int>& labels) const;

  const std::string& scheme() const { return scheme_; }  // "spacy" or "ud"
  const std::vector<PosTag>& tags() const { return tagger_.tags(); }
  const std::vector<std::string>& labels() const { return labels_; }
  const Tagger& tagger() const { return tagger_; }
  const LinearModel& parser_model() const { return parser_; }

 private:
  std::string scheme_;
  Tagger tagger_;
  std::vector<std::string> labels_;
  LinearModel parser_;
  std::shared_ptr<const BiaffineParser> biaffine_;
  std::vector<int> biaffine_tag_;    // tagger tag index -> the network's tag index
  std::vector<int> biaffine_label_;  // the network's label index -> labels_ index (-1: ROOT)
};

// Training of the parser part (the tool tools/train_parser.cc drives it).
class ParserTrainer {
 public:
  explicit ParserTrainer(int num_labels);
  // One pass over a projective gold tree (heads 0..n, labels; index 0 unused). With
  // explore_prob > 0 the trainer follows its own (possibly wrong) prediction with that
  // probability, and learns from the dynamic oracle's costs. Returns the number of updates.
  std::size_t train_sentence(const ParserInput& in, const std::vector<int>& gold_heads,
                             const std::vector<int>& gold_labels, double explore_prob,
                             std::uint64_t& rng_state);
  LinearModel finish(float prune) const { return perceptron_.finish(prune); }

 private:
  int num_labels_;
  PerceptronTrainer perceptron_;
};

}  // namespace citeval::parse

namespace citeval::parse {
// The committed model: $CITEVAL_PARSER_MODEL if set, else share/citeval/models/en_ewt_spacy.model
// of the installation or build tree (common/install_paths.h).
std::string default_model_path();
}  // namespace citeval::parse

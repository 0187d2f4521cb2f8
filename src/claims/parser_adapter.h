// The citeval::depparse dependency parser as the claim pipeline's TextParser (built only with
// citeval::depparse; CITEVAL_CLAIMS_HAVE_PARSE is then defined).
//
//   auto parser = claims::load_text_parser("models/en_ewt_spacy.model");
//   if (!parser) return fail(parser.error());
//   SentenceClaims s = claims::analyze_sentence(text, span, **parser, {});
//
// The model must use the spaCy scheme (scheme() == "spacy"): the cuts look for spaCy labels.
// Thread-safe: the model is immutable and parse() uses per-call scratch memory.
#pragma once

#include <memory>
#include <string>

#include "citeval/result.h"
#include "claims/sentence_claims.h"
#include "depparse/parser.h"

namespace citeval::claims {

class DependencyParserAdapter final : public TextParser {
 public:
  DependencyParserAdapter(std::shared_ptr<const parse::DependencyParser> model, std::string name);
  Result<ParsedText> parse(std::string_view text) const override;
  std::string identity() const override { return identity_; }

 private:
  std::shared_ptr<const parse::DependencyParser> model_;
  std::string identity_;
};

// parse::default_model_path(): $CITEVAL_PARSER_MODEL if set, else the installed (or build
// tree's) share/citeval/models/en_ewt_spacy.model.
std::string default_parser_model_path();

// Loads a model file and checks its scheme.
Result<std::unique_ptr<TextParser>> load_text_parser(const std::string& model_path);

}  // namespace citeval::claims

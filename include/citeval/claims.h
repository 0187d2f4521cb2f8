// citeval/claims.h — ALiICE's atomic claims and the dependency parser behind them.
//
//   auto ex = citeval::ClaimExtractor::create({});           // loads the parser model once
//   if (!ex) return fail(ex.error());
//   auto line = (*ex)->sentence("Paris is the capital [1] and it is old [2].");
//   // (*line)["claims"][0]["tokens_joined"] == "Paris is the capital", ["citations"] == [1]
//   auto per_sentence = (*ex)->response("First sentence [1]. Second one [2].");
//
//   auto given = citeval::claims_of_given_trees("tree_examples.jsonl", "trees", {});
//   // one JSON line a record ({"line", "id", ..., "claims", ["expected_match"]}) or its error
//
//   auto parser = citeval::DependencyParser::create("");     // default model
//   auto conllu = (*parser)->parse("The cat sat .\n");      // one sentence a line -> CoNLL-U
//   auto gold = citeval::GoldTrees::read("en_ewt-ud-test.conllu");
//   auto sc = (*parser)->score(*gold);                     // UPOS / UAS / LAS, as `citeval parse --eval`
//
// sentence() returns exactly one line of `citeval claims` (text input): {"status", "begin",
// "end", "text", "claims": [{"citations", "citation_token", "token_ids", "tokens_joined", "text",
// "source_ranges"[, "cuts"]}][, "fallback"][, "tokens", "heads", "relations" with with_tree]};
// "line" is not set. response() splits the text into sentences as the ALiICE evaluation does
// (`citeval claims --split`) and returns one such object a sentence. parse() returns what
// `citeval parse` prints for text input.
//
// Models: ClaimsConfig::parser / the model argument name a parser model file; empty =
// $CITEVAL_PARSER_MODEL, else models/en_ewt_spacy.model of the checkout (kIo when missing).
// Thread safety: a loaded extractor / parser is immutable; sentence(), response() and parse()
// may be called from several threads at once.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/result.h"

namespace citeval {

struct ClaimsConfig {
  std::string parser;              // model file (see above)
  std::size_t max_words = 50;      // longer sentences fall back to sentence level
  bool reference_code = false;     // cut as the released myparser.py where it departs from App. C
  bool trace = false;              // add each claim's cuts
  bool with_tree = false;          // add the tokens, heads and relations
};

class ClaimExtractor {
 public:
  static Result<std::unique_ptr<ClaimExtractor>> create(const ClaimsConfig& config);
  ~ClaimExtractor();
  Result<nlohmann::json> sentence(std::string_view sentence) const;
  Result<std::vector<nlohmann::json>> response(std::string_view response) const;

  struct Impl;
  explicit ClaimExtractor(std::unique_ptr<Impl> impl);

 private:
  std::unique_ptr<Impl> impl_;
};

// Gold dependency trees (UD CoNLL-U) to score parsers on. Errors: the reader's (kIo, kParse
// naming file and line), kInvalidField for a word without a HEAD.
// The input format of `citeval claims` told from a file's content, so that a JSONL file of trees
// is never read as sentences of text: the first non-blank line starting with '{' is "trees",
// one starting with '#' or with a token id and a tab "conllu", anything else (or an empty file)
// "text". kIo when the file cannot be opened.
Result<std::string> detect_claims_format(const std::string& path);

// The claims of given trees, one record a sentence: `format` "trees" (JSON lines of trees,
// claims/tree_input.h: {"id", "text", "tree": ...[, "expected_claims"]}) or "conllu" (CoNLL-U
// trees, Cite=1,2 in MISC). Each record is the JSON line `citeval claims` writes ({"line",
// "id" (trees) / "sent_id" (CoNLL-U) when given, "status", "begin", "end", "text", "claims"
// [, "fallback"][, "expected_match"]}) or the error of a bad record (naming file, line and
// field), in input order. From `config`: reference_code, trace, with_tree (the parser and
// max_words are for text). Errors: the file cannot be read (kIo); kInvalidArgument for another
// format; kUnsupported for CoNLL-U in a build without the dependency parser.
Result<std::vector<Result<nlohmann::json>>> claims_of_given_trees(const std::string& path, std::string_view format,
                                                                  const ClaimsConfig& config);

class GoldTrees {
 public:
  static Result<GoldTrees> read(const std::string& path);
  GoldTrees(GoldTrees&&) noexcept;
  GoldTrees& operator=(GoldTrees&&) noexcept;
  ~GoldTrees();

  struct Impl;
  const Impl& impl() const { return *impl_; }

 private:
  explicit GoldTrees(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

struct ParseScores {
  std::string scheme;      // the model's: "spacy" or "ud"
  std::size_t words = 0;   // gold words scored
  double upos = 0, uas = 0, las = 0;  // percentages (0 without words)
};

class DependencyParser {
 public:
  static Result<std::unique_ptr<DependencyParser>> create(const std::string& model = {});
  ~DependencyParser();
  // Text, one sentence a line -> CoNLL-U (tokens, UPOS, heads, relations, TokenRange), as
  // `citeval parse` prints it; CoNLL-U in ("conllu", or "auto" when it looks like CoNLL-U) keeps
  // its tokenization and gets tags and trees. `name` names the input in errors.
  Result<std::string> parse(std::string_view text, std::string_view format = "auto",
                            const std::string& name = "<text>") const;
  Result<ParseScores> score(const GoldTrees& gold) const;

  struct Impl;
  explicit DependencyParser(std::unique_ptr<Impl> impl);

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace citeval

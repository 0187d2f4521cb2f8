// citeval/claims.h: ALiICE claims of sentences and responses, and the dependency parser.
#include "citeval/claims.h"

#include <fmt/format.h>

#include "claims/claims_json.h"
#include "claims/parser_adapter.h"
#include "claims/response_sentences.h"
#include "claims/sentence_claims.h"
#include "depparse/conllu.h"
#include "depparse/evaluate.h"
#include "depparse/parser.h"
#include "depparse/scheme.h"

namespace citeval {

struct ClaimExtractor::Impl {
  ClaimsConfig config;
  std::unique_ptr<claims::TextParser> parser;
  claims::SentenceOptions options;
};

ClaimExtractor::ClaimExtractor(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
ClaimExtractor::~ClaimExtractor() = default;

Result<std::unique_ptr<ClaimExtractor>> ClaimExtractor::create(const ClaimsConfig& config) {
  auto impl = std::make_unique<Impl>();
  impl->config = config;
  auto parser = claims::load_text_parser(config.parser.empty() ? claims::default_parser_model_path() : config.parser);
  if (!parser) return parser.error();
  impl->parser = std::move(*parser);
  impl->options.max_words = config.max_words;
  impl->options.extract.reference_code = config.reference_code;
  return std::make_unique<ClaimExtractor>(std::move(impl));
}

Result<nlohmann::json> ClaimExtractor::sentence(std::string_view sentence) const {
  claims::SentenceClaims s =
      claims::analyze_sentence(sentence, {0, sentence.size()}, *impl_->parser, impl_->options, impl_->config.trace);
  return claims::sentence_json(sentence, s, impl_->config.with_tree);
}

Result<std::vector<nlohmann::json>> ClaimExtractor::response(std::string_view response) const {
  std::vector<nlohmann::json> out;
  const auto spans = claims::split_response(response);
  for (std::size_t k = 0; k < spans.size(); ++k) {
    claims::SentenceClaims s =
        claims::analyze_sentence(response, spans[k], *impl_->parser, impl_->options, impl_->config.trace);
    nlohmann::json j;
    j["sentence"] = k;
    j.update(claims::sentence_json(response, s, impl_->config.with_tree));
    out.push_back(std::move(j));
  }
  return out;
}

struct DependencyParser::Impl {
  std::shared_ptr<const parse::DependencyParser> model;
};

DependencyParser::DependencyParser(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
DependencyParser::~DependencyParser() = default;

Result<std::unique_ptr<DependencyParser>> DependencyParser::create(const std::string& model) {
  auto m = parse::DependencyParser::load(model.empty() ? parse::default_model_path() : model);
  if (!m) return m.error();
  auto impl = std::make_unique<Impl>();
  impl->model = *m;
  return std::make_unique<DependencyParser>(std::move(impl));
}

namespace {

// CoNLL-U if the first non-blank line is a comment or starts with "<digits>\t".
bool looks_like_conllu(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && (text[i] == '\n' || text[i] == '\r' || text[i] == ' ')) ++i;
  if (i < text.size() && text[i] == '#') return true;
  std::size_t j = i;
  while (j < text.size() && text[j] >= '0' && text[j] <= '9') ++j;
  return j > i && j < text.size() && text[j] == '\t';
}

parse::ConlluSentence sentence_from_tree(const parse::ParseTree& t, std::string_view line, std::size_t number) {
  parse::ConlluSentence s;
  s.comments.push_back(fmt::format("# sent_id = {}", number));
  s.comments.push_back(fmt::format("# text = {}", line));
  for (std::size_t i = 0; i < t.words.size(); ++i) {
    const auto& w = t.words[i];
    parse::ConlluWord c;
    c.form = w.form;
    c.lemma = "_";
    c.upos = w.upos;
    c.xpos = w.xpos;
    c.feats = "_";
    c.head = w.head + 1;
    c.deprel = w.dep;
    c.deps = "_";
    std::string misc;
    const bool space_after = i + 1 < t.words.size() ? t.words[i + 1].begin > w.end : w.end < line.size();
    if (!space_after) misc = "SpaceAfter=No|";
    misc += fmt::format("TokenRange={}:{}", w.begin, w.end);
    c.misc = misc;
    s.words.push_back(std::move(c));
  }
  return s;
}

}  // namespace

Result<std::string> DependencyParser::parse(std::string_view text, std::string_view format,
                                            const std::string& name) const {
  if (format != "auto" && format != "text" && format != "conllu") {
    return make_error(ErrorCode::kInvalidArgument, fmt::format("unknown format '{}' (auto, text or conllu)", format));
  }
  const auto& model = *impl_->model;
  std::string out;
  if (format == "conllu" || (format == "auto" && looks_like_conllu(text))) {
    auto doc = parse::read_conllu(text, name);
    if (!doc) return doc.error();
    for (const auto& s : doc.value()) parse::write_conllu(parse::annotate(model, s), out);
    return out;
  }
  std::size_t pos = 0, number = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    parse::ParseTree t = model.parse_text(line);
    if (t.words.empty()) continue;
    parse::write_conllu(sentence_from_tree(t, line, ++number), out);
  }
  return out;
}

struct GoldTrees::Impl {
  std::vector<parse::ConlluSentence> sentences;
};

GoldTrees::GoldTrees(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
GoldTrees::GoldTrees(GoldTrees&&) noexcept = default;
GoldTrees& GoldTrees::operator=(GoldTrees&&) noexcept = default;
GoldTrees::~GoldTrees() = default;

Result<GoldTrees> GoldTrees::read(const std::string& path) {
  auto gold = parse::read_conllu_file(path);
  if (!gold) return gold.error();
  for (const auto& s : *gold)
    for (const auto& w : s.words)
      if (w.head < 0) return make_error(ErrorCode::kInvalidField, "gold word without a HEAD", path, s.first_line, "HEAD");
  auto impl = std::make_unique<Impl>();
  impl->sentences = std::move(*gold);
  return GoldTrees(std::move(impl));
}

Result<ParseScores> DependencyParser::score(const GoldTrees& gold) const {
  const auto& model = *impl_->model;
  std::vector<parse::ConlluSentence> g = gold.impl().sentences, pred;
  if (model.scheme() == "spacy")
    for (auto& s : g) s = parse::ud_to_spacy(s);
  pred.reserve(g.size());
  for (const auto& s : g) pred.push_back(parse::annotate(model, s));
  auto sc = parse::evaluate(g, pred);
  if (!sc) return sc.error();
  return ParseScores{model.scheme(), sc->words, sc->upos(), sc->uas(), sc->las()};
}

}  // namespace citeval

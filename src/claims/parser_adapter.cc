#include "claims/parser_adapter.h"

#include <cstdlib>
#include <filesystem>

#include <fmt/format.h>

namespace citeval::claims {

DependencyParserAdapter::DependencyParserAdapter(std::shared_ptr<const parse::DependencyParser> model,
                                                 std::string name)
    : model_(std::move(model)), identity_("citeval-parse:" + std::move(name)) {}

Result<ParsedText> DependencyParserAdapter::parse(std::string_view text) const {
  parse::ParseTree tree = model_->parse_text(text);
  ParsedText out;
  out.spans.reserve(tree.words.size());
  out.heads.reserve(tree.words.size());
  out.deps.reserve(tree.words.size());
  for (auto& w : tree.words) {
    out.spans.push_back({w.begin, w.end});
    out.heads.push_back(w.head);
    out.deps.push_back(std::move(w.dep));
  }
  return out;
}

std::string default_parser_model_path() {
  return parse::default_model_path();
}

Result<std::unique_ptr<TextParser>> load_text_parser(const std::string& model_path) {
  auto model = parse::DependencyParser::load(model_path);
  if (!model) return model.error();
  if ((*model)->scheme() != "spacy") {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("the claim extraction needs a spaCy-scheme parser model; this one is '{}'",
                                  (*model)->scheme()),
                      model_path);
  }
  std::string name = std::filesystem::path(model_path).filename().string();
  return std::unique_ptr<TextParser>(new DependencyParserAdapter(std::move(model).value(), name));
}

}  // namespace citeval::claims

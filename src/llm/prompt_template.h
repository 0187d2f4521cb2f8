// PromptTemplate — a judge prompt with placeholders, filled per request.
//
// Syntax (deliberately tiny, mustache-like):
//   {{premise}}    the premise of the request: the cited text (aliases {{snippet}},
//                  {{citation}}, {{context}}), or the whole response for need-citation
//                  (alias {{response}})
//   {{statement}}  the statement being judged (aliases {{hypothesis}}, {{claim}})
//   {{question}}   the user's question, when the request carries one (alias {{query}})
//   {{#question}} ... {{/question}}   kept only when the question is non-empty (any field works)
// Anything else between "{{" and "}}" is an error naming the file and line, and a template must
// use both {{premise}} and {{statement}} (a judge that ignores its input would poison the cache).
// Values are inserted after Python-style strip(), as LongCite's prompt builders do.
//
//   auto t = PromptTemplate::builtin("support");          // data/prompts/support.txt
//   auto u = PromptTemplate::load("my_support.txt");
//   std::string prompt = t->render({.premise = snippet, .statement = s, .question = q});
//   t->hash();  // SHA-256 of the text: part of the judge identity, hence of cache keys
//
// Immutable after construction; render() is const and thread-safe.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"

namespace citeval::llm {

struct PromptFields {
  std::string_view premise;
  std::string_view statement;
  std::string_view question;
};

class PromptTemplate {
 public:
  // `source` names the template in errors (a path, or "builtin:NAME").
  static Result<PromptTemplate> parse(std::string text, std::string source);
  static Result<PromptTemplate> load(const std::string& path);
  static Result<PromptTemplate> builtin(std::string_view name);

  std::string render(const PromptFields& fields) const;
  const std::string& text() const { return text_; }
  const std::string& source() const { return source_; }
  const std::string& hash() const { return hash_; }  // lower-case hex SHA-256 of text()

 private:
  enum class Field { kPremise, kStatement, kQuestion };
  struct Piece {
    enum Kind { kLiteral, kField, kSection } kind = kLiteral;
    std::size_t begin = 0, end = 0;  // literal: bytes of text_
    Field field = Field::kPremise;
    std::size_t section_end = 0;     // section: index of the first piece after it
  };
  PromptTemplate() = default;
  void render_range(std::size_t from, std::size_t to, const PromptFields& f, std::string& out) const;

  std::string text_;
  std::string source_;
  std::string hash_;
  std::vector<Piece> pieces_;
};

// Lower-case hex SHA-256 of `data`.
std::string sha256_hex(std::string_view data);

}  // namespace citeval::llm

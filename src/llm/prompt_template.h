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
// Other prompts fill other fields: a PromptSchema names them (with aliases), says which a
// template must use and whether values are stripped. correctness_prompt_schema() is the LLM
// correctness rater's (llm/correctness_rater.h): {{question}}, {{reference}}, {{prediction}},
// {{example1..3}}, {{rating1..3}}, inserted as given (eval_correct.py does not strip them).
//
//   auto t = PromptTemplate::builtin("support");          // data/prompts/support.txt
//   auto u = PromptTemplate::load("my_support.txt");
//   std::string prompt = t->render({.premise = snippet, .statement = s, .question = q});
//   t->hash();  // SHA-256 of the text: part of the judge identity, hence of cache keys
//
// Immutable after construction; render() is const and thread-safe.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"
#include "judge/pair_key.h"

namespace citeval::llm {

struct PromptFields {
  std::string_view premise;
  std::string_view statement;
  std::string_view question;
};

// The placeholders a kind of template knows. Field k is names[k][0] (or one of its aliases).
struct PromptSchema {
  std::vector<std::vector<std::string>> names;
  std::vector<std::size_t> required;  // fields a template must use
  bool strip = true;                  // values inserted after Python-style strip()
  std::string what = "a judge template";  // for the error of a missing required field
};

// premise, statement, question (and their aliases); premise and statement required; stripped.
const PromptSchema& judge_prompt_schema();

class PromptTemplate {
 public:
  // `source` names the template in errors (a path, or "builtin:NAME").
  static Result<PromptTemplate> parse(std::string text, std::string source,
                                      const PromptSchema& schema = judge_prompt_schema());
  static Result<PromptTemplate> load(const std::string& path, const PromptSchema& schema = judge_prompt_schema());
  static Result<PromptTemplate> builtin(std::string_view name, const PromptSchema& schema = judge_prompt_schema());

  std::string render(const PromptFields& fields) const;  // the judge schema's fields
  // values[k] fills field k of the template's schema (missing ones are empty).
  std::string render(std::span<const std::string_view> values) const;
  const std::string& text() const { return text_; }
  const std::string& source() const { return source_; }
  const std::string& hash() const { return hash_; }  // lower-case hex SHA-256 of text()

 private:
  struct Piece {
    enum Kind { kLiteral, kField, kSection } kind = kLiteral;
    std::size_t begin = 0, end = 0;  // literal: bytes of text_
    std::size_t field = 0;           // index into the schema's fields
    std::size_t section_end = 0;     // section: index of the first piece after it
  };
  PromptTemplate() = default;
  void render_range(std::size_t from, std::size_t to, std::span<const std::string_view> values,
                    std::string& out) const;

  std::string text_;
  std::string source_;
  std::string hash_;
  std::vector<Piece> pieces_;
  bool strip_ = true;
};

// Lower-case hex SHA-256 of `data` (the judge component's, judge/pair_key.h).
using judge::sha256_hex;

}  // namespace citeval::llm

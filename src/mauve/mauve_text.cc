#include "mauve/mauve_text.h"

#include "metrics/alce_evaluator.h"
#include "text/normalize.h"

namespace citeval::mauve {
namespace {

bool is_ascii_punctuation(char c) {  // string.punctuation
  return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`') ||
         (c >= '{' && c <= '~');
}

}  // namespace

std::string alce_mauve_text(std::string_view question, std::string_view text,
                            std::size_t max_words) {
  std::string joined(question);
  joined += ' ';
  joined += text::python_strip(text);
  std::string out;
  std::size_t words = 0;
  for (std::string_view word : text::python_split(joined)) {
    if (words == max_words) break;
    if (words++ > 0) out += ' ';
    out += word;
  }
  // rstrip(string.punctuation): ASCII bytes never occur inside a UTF-8 multi-byte character.
  while (!out.empty() && is_ascii_punctuation(out.back())) out.pop_back();
  return out;
}

MauveTexts alce_mauve_texts(std::span<const io::AlceItem> items, cite::CitationSyntax syntax,
                            bool truncate) {
  MauveTexts out;
  for (const io::AlceItem& item : items) {
    ++out.items;
    if (!item.answer) {
      ++out.without_answer;
      continue;
    }
    std::string human = alce_mauve_text(item.question, *item.answer);
    const std::string output = metrics::remove_citation_marks(
        truncate ? metrics::truncate_alce_output(item.output) : item.output, syntax);
    std::string model = alce_mauve_text(item.question, output);
    if (human.empty()) {
      ++out.empty_human;
    } else {
      out.human.push_back(std::move(human));
    }
    if (model.empty()) {
      ++out.empty_model;
    } else {
      out.model.push_back(std::move(model));
    }
  }
  return out;
}

}  // namespace citeval::mauve

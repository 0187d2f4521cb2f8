// alce_item_from_dom (simdjson, the reader's fast path) against alce_item_from_json (nlohmann,
// the reference and the slow path): the same items accepted, the same AlceItem built.
#include "io/alce_item_dom.h"

#include <gtest/gtest.h>

#include <string>

#include "io/alce_reader.h"

namespace citeval::io {
namespace {

std::string opt(const std::optional<std::string>& s) { return s ? "\"" + *s + "\"" : "-"; }

// Every field of an item, so two items compare equal exactly when they are equal.
std::string describe(const AlceItem& item) {
  std::string s = "q=" + item.question + " o=" + item.output + " a=" + opt(item.answer) +
                  " flags=" + std::to_string(item.has_docs) + std::to_string(item.has_qa_pairs) +
                  std::to_string(item.has_answers) + std::to_string(item.has_claims) + "\n";
  for (const auto& d : item.docs) {
    s += " doc " + d.title + "|" + std::to_string(d.has_text) + d.text + "|" + opt(d.sent) + "|" +
         opt(d.summary) + "|" + opt(d.extraction) + "\n";
  }
  for (const auto& p : item.qa_pairs) {
    s += " pair " + opt(p.question);
    for (const auto& a : p.short_answers) s += " " + a;
    s += "\n";
  }
  for (const auto& aliases : item.answers) {
    s += " answer";
    for (const auto& a : aliases) s += " " + a;
    s += "\n";
  }
  for (const auto& c : item.claims) s += " claim " + c + "\n";
  for (const auto& l : item.long_answers) s += " long " + l + "\n";
  return s;
}

// Converts `text` both ways: both build the same item, or both refuse it.
void expect_same(const std::string& text) {
  SCOPED_TRACE(text);
  const auto j = nlohmann::json::parse(text);
  const Result<AlceItem> reference = alce_item_from_json(j, "");
  simdjson::dom::parser parser;
  simdjson::dom::element root;
  ASSERT_EQ(parser.parse(simdjson::padded_string(text)).get(root), simdjson::SUCCESS);
  AlceItem item;
  const bool ok = alce_item_from_dom(root, item);
  EXPECT_EQ(ok ? describe(item) : "refused", reference ? describe(*reference) : "refused");
}

TEST(AlceItemDom, BuildsTheItemNlohmannBuilds) {
  expect_same(R"({"output": "a [1]."})");
  expect_same(
      R"({"question": "q", "output": "o \"x\" \u00e9 \ud83d\ude00 \u0000 end", "answer": "A",
          "docs": [{"title": "T", "text": "P", "summary": "S", "extraction": "E"},
                   {"title": "T2", "sent": "only sent"}, {"title": "", "text": "", "sent": null}],
          "qa_pairs": [{"short_answers": ["s1", "s2"], "question": "sub"},
                       {"short_answers": [], "question": null}],
          "answers": [["x", "y"], []], "claims": ["c1", "c2"],
          "annotations": [{"long_answer": "L1", "knowledge": [1, 2.5e3, true]}],
          "unknown": {"nested": [1, {"x": "]"}]}})");
  // null is absent; of a repeated key the last value counts (nlohmann's map keeps the last).
  expect_same(R"({"output": "a", "question": null, "answer": null, "docs": null,
                  "qa_pairs": null, "answers": null, "claims": null, "annotations": null})");
  expect_same(R"({"output": "first", "output": "second", "docs": [{"title": "t", "text": "1",
                  "text": null, "sent": "s"}]})");
  expect_same(R"({"output": 1, "output": "wins"})");
  expect_same(R"({"output": "x", "claims": ["a"], "claims": null})");
  expect_same(R"({"output": "x", "docs": []})");
}

TEST(AlceItemDom, RefusesWhatNlohmannRefuses) {
  for (const char* text : {
           R"([])",
           R"("output")",
           R"({})",
           R"({"output": null})",
           R"({"output": "a", "output": null})",
           R"({"output": ["s1", "s2"]})",
           R"({"output": 5})",
           R"({"output": "a", "question": 1})",
           R"({"output": "a", "answer": []})",
           R"({"output": "a", "docs": {}})",
           R"({"output": "a", "docs": ["t"]})",
           R"({"output": "a", "docs": [{"text": "no title"}]})",
           R"({"output": "a", "docs": [{"title": null, "text": "x"}]})",
           R"({"output": "a", "docs": [{"title": "t"}]})",
           R"({"output": "a", "docs": [{"title": "t", "summary": "s", "extraction": "e"}]})",
           R"({"output": "a", "docs": [{"title": "t", "text": 1}]})",
           R"({"output": "a", "docs": [{"title": "t", "text": "x", "sent": 2}]})",
           R"({"output": "a", "docs": [{"title": "t", "text": "x", "summary": false}]})",
           R"({"output": "a", "docs": [{"title": "t", "text": "x", "extraction": {}}]})",
           R"({"output": "a", "qa_pairs": {}})",
           R"({"output": "a", "qa_pairs": [[]]})",
           R"({"output": "a", "qa_pairs": [{}]})",
           R"({"output": "a", "qa_pairs": [{"short_answers": [1]}]})",
           R"({"output": "a", "qa_pairs": [{"short_answers": ["x"], "question": 3}]})",
           R"({"output": "a", "answers": ["flat"]})",
           R"({"output": "a", "answers": [[null]]})",
           R"({"output": "a", "answers": "x"})",
           R"({"output": "a", "claims": "one"})",
           R"({"output": "a", "claims": ["a", 1]})",
           R"({"output": "a", "annotations": [{"long_answer": null}]})",
           R"({"output": "a", "annotations": [{}]})",
           R"({"output": "a", "annotations": ["x"]})",
           R"({"output": "a", "annotations": {"long_answer": "x"}})",
       }) {
    expect_same(text);
  }
}

}  // namespace
}  // namespace citeval::io

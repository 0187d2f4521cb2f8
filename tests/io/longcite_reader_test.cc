// The LongBench-Cite reader: formats, positions and lines, errors naming file/line/field,
// repeated idx, deep nesting, and the files it must refuse (ALCE, a directory, one object).
#include "io/longcite_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace citeval::io {
namespace {

std::string item(const std::string& idx, const std::string& dataset = "hotpotqa") {
  return R"({"idx": )" + idx + R"(, "dataset": ")" + dataset +
         R"(", "query": "Q?", "prediction": "P", "statements": [{"statement": "S", "citation": [{"cite": "C"}]}]})";
}

TEST(LongciteReader, JsonlItemsKeepPositionsLinesAndSkipMalformedOnes) {
  const std::string text = item("1") + "\n\n{not json\n" + R"({"idx": 3, "dataset": "x", "query": 5})" + "\n" +
                           item("\"four\"") + "\n";
  auto in = parse_longcite_input(text, "p.jsonl");
  ASSERT_TRUE(in) << in.error().to_string();
  EXPECT_FALSE(in->json_list);
  EXPECT_EQ(in->items_total, 4u);
  ASSERT_EQ(in->items.size(), 2u);
  EXPECT_EQ(in->items[0].position, 0u);
  EXPECT_EQ(in->items[0].line, 1u);
  EXPECT_EQ(in->items[1].position, 3u);
  EXPECT_EQ(in->items[1].line, 5u);
  EXPECT_EQ(in->items[1].item.idx, "\"four\"");
  EXPECT_EQ(in->items[1].idx, "four");
  ASSERT_EQ(in->skipped.size(), 2u);
  EXPECT_EQ(in->skipped[0].position, 1u);
  EXPECT_EQ(in->skipped[0].error.to_string(), "p.jsonl:3: not valid JSON");
  EXPECT_EQ(in->skipped[1].position, 2u);
  EXPECT_EQ(in->skipped[1].error.to_string(), "p.jsonl:4: field 'query': must be a string");
}

TEST(LongciteReader, JsonListElementsGetTheirLines) {
  const std::string text = "[\n  " + item("1") + ",\n  " + item("2") + ",\n\n  [1, \"]\"]\n]\n";
  auto in = parse_longcite_input(text, "p.json");
  ASSERT_TRUE(in) << in.error().to_string();
  EXPECT_TRUE(in->json_list);
  ASSERT_EQ(in->items.size(), 2u);
  EXPECT_EQ(in->items[0].line, 2u);
  EXPECT_EQ(in->items[1].line, 3u);
  ASSERT_EQ(in->skipped.size(), 1u);
  EXPECT_EQ(in->skipped[0].error.to_string(), "p.json:5: an item must be a JSON object");
  EXPECT_TRUE(parse_longcite_input("[]", "e.json")->items.empty());
}

TEST(LongciteReader, AMalformedListIsFatalWithItsLine) {
  auto bad = parse_longcite_input("[\n" + item("1") + ",\n{\"idx\": }\n]", "p.json");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().to_string(), "p.json:3: not valid JSON");
  auto open = parse_longcite_input("[\n" + item("1") + ",\n", "p.json");
  ASSERT_FALSE(open);
  EXPECT_EQ(open.error().message, "the JSON list is not closed");
  auto trailing = parse_longcite_input("[" + item("1") + "]\nx", "p.json");
  ASSERT_FALSE(trailing);
  EXPECT_EQ(trailing.error().to_string(), "p.json:2: not valid JSON: content after the list");
  EXPECT_FALSE(parse_longcite_input("[1,,2]", "p.json"));
  EXPECT_FALSE(parse_longcite_input("[1}", "p.json"));
}

TEST(LongciteReader, RepeatedIdxKeepsBothItemsAndNamesBothLines) {
  auto in = parse_longcite_input(item("7") + "\n" + item("8") + "\n" + item("7", "gov_report") + "\n", "p.jsonl");
  ASSERT_TRUE(in);
  ASSERT_EQ(in->items.size(), 3u);
  EXPECT_EQ(in->items[2].item.dataset, "gov_report");
  EXPECT_EQ(in->items[2].position, 2u);
  ASSERT_EQ(in->duplicates.size(), 1u);
  EXPECT_EQ(in->duplicates[0].idx, "7");
  EXPECT_EQ(in->duplicates[0].first_line, 1u);
  EXPECT_EQ(in->duplicates[0].line, 3u);
}

TEST(LongciteReader, DeeplyNestedIdxIsASkippedItemNotACrash) {
  const std::string deep = std::string(50000, '[') + std::string(50000, ']');
  auto in = parse_longcite_input(item("1") + "\n" + item(deep) + "\n", "p.jsonl");
  ASSERT_TRUE(in);
  EXPECT_EQ(in->items.size(), 1u);
  ASSERT_EQ(in->skipped.size(), 1u);
  EXPECT_EQ(in->skipped[0].error.to_string(), "p.jsonl:2: JSON nested deeper than 256 levels");
  auto list = parse_longcite_input("[" + item("1") + ",\n" + item(deep) + "]", "p.json");
  ASSERT_TRUE(list);
  ASSERT_EQ(list->skipped.size(), 1u);
  EXPECT_EQ(list->skipped[0].error.to_string(), "p.json:2: JSON nested deeper than 256 levels");
  // A deep document that is not even a list.
  auto raw = parse_longcite_input(std::string(50000, '{'), "p.jsonl");
  ASSERT_TRUE(raw);
  EXPECT_EQ(raw->skipped.size(), 1u);
}

TEST(LongciteReader, AnAlceFileIsRefusedClearly) {
  const std::string alce_item = R"({"question": "Q", "output": "A [1].", "docs": [{"title": "T", "text": "X"}]})";
  for (const std::string& text : {"{\n  \"args\": {},\n  \"data\": [\n    " + alce_item + "\n  ]\n}\n",
                                  R"({"args": {}, "data": [)" + alce_item + "]}\n", "[\n" + alce_item + "\n]",
                                  alce_item + "\n" + alce_item + "\n"}) {
    auto in = parse_longcite_input(text, "asqa.json");
    ASSERT_FALSE(in) << text;
    EXPECT_NE(in.error().message.find("an ALCE result file"), std::string::npos) << in.error().message;
    EXPECT_NE(in.error().message.find("citeval eval alce"), std::string::npos);
    EXPECT_EQ(in.error().file, "asqa.json");
  }
}

TEST(LongciteReader, OneObjectSpanningLinesIsRefused) {
  auto in = parse_longcite_input("{\n  \"idx\": 1,\n  \"dataset\": \"hotpotqa\"\n}\n", "p.json");
  ASSERT_FALSE(in);
  EXPECT_NE(in.error().message.find("one JSON object spanning several lines"), std::string::npos);
}

TEST(LongciteReader, FilesDirectoriesAndFingerprints) {
  const auto dir = std::filesystem::temp_directory_path() / ("citeval_lcr_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  auto d = read_longcite_input(dir.string());
  ASSERT_FALSE(d);
  EXPECT_EQ(d.error().to_string(), dir.string() + ": is a directory, not a LongBench-Cite prediction file");
  EXPECT_FALSE(read_longcite_input((dir / "missing.jsonl").string()));
  std::ofstream(dir / "empty.jsonl").close();
  auto e = read_longcite_input((dir / "empty.jsonl").string());
  ASSERT_TRUE(e);
  EXPECT_EQ(e->items_total, 0u);
  std::filesystem::remove_all(dir);

  EXPECT_EQ(longcite_fingerprint(""), "xxh3-128:99aa06d3014798d86001c324468d497f");
  EXPECT_NE(longcite_fingerprint("a"), longcite_fingerprint("b"));
  EXPECT_EQ(parse_longcite_input(item("1"), "x")->fingerprint, longcite_fingerprint(item("1")));
}

// The reader holds one 64 KiB piece and the item in hand: items, strings with escapes, brackets
// and newlines cut across pieces get the lines and positions of the whole text, and the
// fingerprint hashed piece by piece is the whole file's.
TEST(LongciteReader, ReadsPieceByPieceWithTheWholeFilesLinesAndFingerprint) {
  const auto dir = std::filesystem::temp_directory_path() / ("citeval_lcs_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  for (const bool list : {true, false}) {
    std::string text = list ? "\xEF\xBB\xBF\n[\n" : "\xEF\xBB\xBF";
    std::vector<std::size_t> lines;
    for (int k = 0; k < 400; ++k) {
      if (list && k > 0) text += k % 3 ? ",\n" : " ,\n\n";
      lines.push_back(1 + std::count(text.begin(), text.end(), '\n'));
      // 400 items of ~700 bytes: four pieces; a string ending in an escaped quote and holding
      // brackets, an escaped newline, a raw one inside a list (JSON allows no raw newline in a string).
      const std::string statement = "S" + std::to_string(k) + std::string(600 + k % 97, 'x') + R"( [}{] \"q\" \n \\)";
      text += R"({"idx": )" + std::to_string(k % 350) + R"(, "dataset": "hotpotqa", "query": "Q?", "statements": [)" +
              (list ? "\n" : "") + R"({"statement": ")" + statement + R"(", "citation": [{"cite": "C"}]}]})";
      if (!list) text += k % 5 ? "\n" : "\n \n";
    }
    if (list) text += "\n]\n";
    const auto path = (dir / (list ? "in.json" : "in.jsonl")).string();
    std::ofstream(path, std::ios::binary) << text;
    auto reader = LongciteReader::open(path);
    ASSERT_TRUE(reader) << reader.error().to_string();
    LongciteInputItem in;
    std::size_t n = 0;
    while (reader->next(in)) {
      ASSERT_LT(n, lines.size());
      EXPECT_EQ(in.position, n);
      EXPECT_EQ(in.line, lines[n]) << "item " << n;
      EXPECT_EQ(in.item.idx, std::to_string(n % 350));
      ASSERT_EQ(in.item.statements.size(), 1u);
      EXPECT_EQ(in.item.statements[0].statement.substr(0, 1 + std::to_string(n).size()), "S" + std::to_string(n));
      EXPECT_EQ(in.item.statements[0].statement.substr(in.item.statements[0].statement.size() - 13),
                " [}{] \"q\" \n \\");
      EXPECT_EQ(reader->fingerprint(), "") << "known at the end only";
      ++n;
    }
    ASSERT_FALSE(reader->fatal_error()) << reader->fatal_error()->to_string();
    EXPECT_EQ(n, 400u);
    EXPECT_EQ(reader->items_total(), 400u);
    EXPECT_EQ(reader->json_list(), list);
    EXPECT_TRUE(reader->skipped().empty());
    ASSERT_EQ(reader->duplicates().size(), 50u);  // idx 0..49 come back at items 350..399
    EXPECT_EQ(reader->duplicates()[0].idx, "0");
    EXPECT_EQ(reader->duplicates()[0].first_line, lines[0]);
    EXPECT_EQ(reader->duplicates()[0].line, lines[350]);
    EXPECT_EQ(reader->fingerprint(), longcite_fingerprint(text));
    auto whole = parse_longcite_input(text, path);
    ASSERT_TRUE(whole);
    EXPECT_EQ(whole->fingerprint, longcite_fingerprint(text));
    EXPECT_EQ(whole->items.size(), 400u);
  }
  std::filesystem::remove_all(dir);
}

// A JSON list's structure is checked before its elements' errors are told (the list used to be
// split before any element was parsed): an element's fatal error waits for the end of the list.
TEST(LongciteReader, AListsStructuralErrorWinsOverAnEarlierElementsError) {
  const std::string alce = R"({"question": "q", "output": "o", "docs": []})";
  auto closed = parse_longcite_input("[\n" + alce + ",\n" + item("1") + "\n]\n", "a.json");
  ASSERT_FALSE(closed);
  EXPECT_NE(closed.error().to_string().find("a.json:2: an ALCE result file"), std::string::npos);
  auto trailing = parse_longcite_input("[\n" + alce + "\n] x\n", "a.json");
  ASSERT_FALSE(trailing);
  EXPECT_EQ(trailing.error().to_string(), "a.json:3: not valid JSON: content after the list");
  auto open = parse_longcite_input("[\n{\"idx\": },\n" + item("1") + ",\n\n", "a.json");
  ASSERT_FALSE(open);
  EXPECT_EQ(open.error().to_string(), "a.json:5: the JSON list is not closed");
  // JSONL has no structure to wait for: the ALCE item is told at once.
  auto jsonl = parse_longcite_input(alce + "\n{\n", "a.jsonl");
  ASSERT_FALSE(jsonl);
  EXPECT_NE(jsonl.error().to_string().find("a.jsonl:1: an ALCE result file"), std::string::npos);
}

// After the first object, items are parsed by simdjson when nothing can go wrong, else by
// nlohmann: every item below must come out exactly as nlohmann's conversion makes it (or be
// skipped with its error).
TEST(LongciteReader, TheFastPathReadsEveryItemAsNlohmannDoes) {
  const std::vector<std::string> items = {
      item("1"), item("-3"), item("18446744073709551615"), item("9223372036854775808"), item("1.5"), item("1e2"),
      item("-0"), item("true"), item("null"), item("[1, 2]"), item("{\"b\": 1, \"a\": 2}"), item("\"plain id\""),
      item("\"tab\\there\""), item("\"quote\\\"\""), item("\"caf\u00e9\""), item("\"\\u00e9\""),
      R"({"idx": 1, "dataset": "d", "query": "q", "dataset": "hotpotqa", "statements": [{"statement": "a", "statement": "b", "citation": null}]})",
      R"({"idx": 1, "dataset": "d", "query": "q", "statements": [{"statement": "a", "citation": [{"cite": "c", "st_sent": 3, "ed_sent": -1, "start_char": 2.0, "end_char": 18446744073709551615}]}]})",
      R"({"idx": 1, "dataset": "d", "query": "q", "prediction": null, "statements": [{"statement": "a", "citation": []}], "extra": [1]})",
      R"({"idx": 1, "dataset": "d", "query": "q", "statements": null, "prediction": "<statement>A.<cite>[0-0]</cite></statement>", "context": "A. B."})",
      R"({"idx": 1, "dataset": "d", "query": "q", "prediction": null, "context": "A. B."})",
      R"({"idx": 1, "dataset": "d", "query": "q", "prediction": "p"})",
      R"({"idx": 1, "dataset": "d", "query": "q", "statements": [{"statement": 1}]})",
      R"({"idx": 1, "dataset": "d", "query": "q", "statements": [{"statement": "s", "citation": [{"cite": null}]}]})",
      R"({"idx": 1, "dataset": "d", "query": "q", "statements": {}})",
      R"({"idx": 1, "dataset": null, "query": "q", "statements": []})",
      R"({"idx": 1, "dataset": "d", "query": "q", "answer": ["a"], "few_shot_scores": null, "statements": []})",
      R"({"dataset": "d", "query": "q", "statements": []})",
      R"([1])",
  };
  for (const std::string& text : items) {
    SCOPED_TRACE(text);
    auto in = parse_longcite_input(item("0") + "\n" + text + "\n", "f.jsonl");
    ASSERT_TRUE(in) << in.error().to_string();
    auto slow = longcite_item_from_json(nlohmann::json::parse(text));
    if (!slow) {
      ASSERT_EQ(in->items.size(), 1u);
      ASSERT_EQ(in->skipped.size(), 1u);
      EXPECT_EQ(in->skipped[0].error.message, slow.error().message);
      EXPECT_EQ(in->skipped[0].error.field, slow.error().field);
      continue;
    }
    ASSERT_EQ(in->items.size(), 2u);
    const LongciteInputItem& fast = in->items[1];
    EXPECT_EQ(fast.item.idx, slow->item.idx);
    EXPECT_EQ(fast.idx, slow->idx);
    EXPECT_EQ(fast.idx.type(), slow->idx.type());
    EXPECT_EQ(fast.item.dataset, slow->item.dataset);
    EXPECT_EQ(fast.item.query, slow->item.query);
    EXPECT_EQ(fast.item.prediction, slow->item.prediction);
    EXPECT_EQ(fast.context, slow->context);
    EXPECT_EQ(fast.parsed, slow->parsed);
    EXPECT_EQ(fast.answer, slow->answer);
    EXPECT_EQ(fast.few_shot_scores, slow->few_shot_scores);
    ASSERT_EQ(fast.item.statements.size(), slow->item.statements.size());
    for (std::size_t k = 0; k < fast.item.statements.size(); ++k) {
      const auto &a = fast.item.statements[k], &b = slow->item.statements[k];
      EXPECT_EQ(a.statement, b.statement);
      ASSERT_EQ(a.citation.size(), b.citation.size());
      for (std::size_t c = 0; c < a.citation.size(); ++c) {
        EXPECT_EQ(a.citation[c].cite, b.citation[c].cite);
        EXPECT_EQ(a.citation[c].st_sent, b.citation[c].st_sent);
        EXPECT_EQ(a.citation[c].ed_sent, b.citation[c].ed_sent);
        EXPECT_EQ(a.citation[c].start_byte, b.citation[c].start_byte);
        EXPECT_EQ(a.citation[c].end_byte, b.citation[c].end_byte);
      }
    }
  }
}

TEST(LongciteReader, PredictionAndContextAreSplitAsLongCiteDoes) {
  auto in = parse_longcite_input(
      R"({"idx": 1, "dataset": "hotpotqa", "query": "Q", "context": "Alpha one. Beta two.", )"
      R"("prediction": "statement>Fact.<cite>[1-1]</cite></statement>"})",
      "p.jsonl");
  ASSERT_TRUE(in);
  ASSERT_EQ(in->items.size(), 1u);
  const auto& it = in->items[0];
  EXPECT_TRUE(it.parsed);
  ASSERT_EQ(it.item.statements.size(), 1u);
  EXPECT_EQ(it.item.statements[0].statement, "Fact.");
  ASSERT_EQ(it.item.statements[0].citation.size(), 1u);
  EXPECT_EQ(it.item.statements[0].citation[0].cite, "Beta two.");
  auto missing = longcite_item_from_json(nlohmann::json{{"idx", 1}, {"dataset", "d"}, {"query", "q"}});
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().field, "statements");
}

TEST(LongciteReader, CorrectnessFieldsAreReadOnlyWhenAskedForAndErrorsNameTheField) {
  const std::string chat_shots =
      R"([{"answer": "a", "score": 3}, {"answer": "b", "score": 7.5}, {"answer": "c", "score": 10}])";
  const std::string text =
      R"({"idx": 1, "dataset": "hotpotqa", "query": "Q", "prediction": "P", "context": "C.", "answer": ["x", "y"]})"
      "\n"
      R"({"idx": 2, "dataset": "gov_report", "query": "Q", "prediction": "P", "context": "C.", "answer": "one"})"
      "\n"
      R"({"idx": 3, "dataset": "longbench-chat", "query": "Q", "prediction": "P", "context": "C.", "answer": ["g"], )"
      R"("few_shot_scores": )" + chat_shots + "}\n" +
      R"({"idx": 4, "dataset": "hotpotqa", "query": "Q", "prediction": "P", "context": "C.", "answer": []})" "\n"
      R"({"idx": 5, "dataset": "dureader", "query": "Q", "prediction": "P", "context": "C.", "answer": ["a", 2]})" "\n"
      R"({"idx": 6, "dataset": "longbench-chat", "query": "Q", "prediction": "P", "context": "C.", "answer": "g", )"
      R"("few_shot_scores": [{"answer": "a", "score": "high"}, {"answer": "b", "score": 1}, {"answer": "c", "score": 2}]})"
      "\n"
      R"({"idx": 7, "dataset": "hotpotqa", "query": "Q", "prediction": "P", "context": "C."})" "\n";
  auto in = parse_longcite_input(text, "p.jsonl");
  ASSERT_TRUE(in) << in.error().to_string();
  ASSERT_EQ(in->items.size(), 7u);  // the citation reader does not look at them
  auto f1 = longcite_correctness_fields(in->items[0], "p.jsonl");
  ASSERT_TRUE(f1) << f1.error().to_string();
  EXPECT_EQ(f1->answers, (std::vector<std::string>{"x", "y"}));
  EXPECT_TRUE(f1->few_shot.empty());
  EXPECT_EQ(longcite_correctness_fields(in->items[1], "p.jsonl")->answers, std::vector<std::string>{"one"});
  auto f3 = longcite_correctness_fields(in->items[2], "p.jsonl");
  ASSERT_TRUE(f3) << f3.error().to_string();
  ASSERT_EQ(f3->few_shot.size(), 3u);
  EXPECT_EQ(f3->few_shot[1].answer, "b");
  EXPECT_EQ(f3->few_shot[1].score, "7.5");  // as Python's str() prints it
  EXPECT_EQ(f3->few_shot[2].score, "10");
  auto err = [&](std::size_t k) { return longcite_correctness_fields(in->items[k], "p.jsonl").error().to_string(); };
  EXPECT_EQ(err(3), "p.jsonl:4: field 'answer': an empty list: no gold answer to rate against");
  EXPECT_EQ(err(4), "p.jsonl:5: field 'answer[1]': must be a string");
  EXPECT_EQ(err(5), "p.jsonl:6: field 'few_shot_scores[0].score': missing or not a number");
  EXPECT_EQ(err(6), "p.jsonl:7: field 'answer': missing (the gold answer(s) the correctness rating needs)");
}

TEST(LongciteReader, PlainLqaItemsNeedOnlyAPrediction) {
  const std::string text = R"({"idx": 1, "dataset": "hotpotqa", "query": "Q", "prediction": "An answer <cite>x</cite>"})"
                           "\n"
                           R"({"idx": 2, "dataset": "hotpotqa", "query": "Q"})" "\n";
  auto in = parse_longcite_input(text, "lqa.jsonl", /*plain=*/true);
  ASSERT_TRUE(in) << in.error().to_string();
  ASSERT_EQ(in->items.size(), 1u);
  EXPECT_TRUE(in->items[0].item.statements.empty());
  EXPECT_EQ(in->items[0].item.prediction, "An answer <cite>x</cite>");
  ASSERT_EQ(in->skipped.size(), 1u);
  EXPECT_EQ(in->skipped[0].error.to_string(), "lqa.jsonl:2: field 'prediction': missing");
}

}  // namespace
}  // namespace citeval::io

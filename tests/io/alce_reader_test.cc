#include "io/alce_reader.h"

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace citeval::io {
namespace {

struct ReadAll {
  std::vector<AlceItem> items;
  std::vector<std::string> skipped;  // Error::to_string() of each skipped item
  std::vector<std::size_t> skipped_index;
  std::string fatal;  // empty when none
  nlohmann::json args;
  AlceFormat format = AlceFormat::kJsonObject;
};

ReadAll read_all(AlceReader& reader) {
  ReadAll out;
  out.format = reader.format();
  AlceItem item;
  while (reader.next(item)) out.items.push_back(item);
  EXPECT_FALSE(reader.next(item));  // stays at the end
  for (const auto& s : reader.skipped()) {
    out.skipped.push_back(s.error.to_string());
    out.skipped_index.push_back(s.index);
  }
  if (reader.fatal_error()) out.fatal = reader.fatal_error()->to_string();
  out.args = reader.args();
  EXPECT_EQ(reader.items_read(), out.items.size());
  return out;
}

ReadAll read_string(const std::string& content, const std::string& name = "f.json") {
  auto reader = AlceReader::from_string(content, name);
  if (!reader) {
    ADD_FAILURE() << "open failed: " << reader.error().to_string();
    return {};
  }
  return read_all(*reader);
}

std::string open_error(const std::string& content, const std::string& name = "f.json") {
  auto reader = AlceReader::from_string(content, name);
  if (reader) return "(opened)";
  return reader.error().to_string();
}

const char* kObject = R"({
  "args": {"model": "x", "ndoc": 5},
  "data": [
    {"question": "q1", "output": "a [1].", "docs": [{"title": "T", "text": "P"}]},
    {"question": "q2", "output": 5},
    {
      "question": "q3",
      "output": "b \"[\" ] {",
      "docs": [{"title": "T1", "text": "x"}, {"title": "T2", "text": "y"}, {"text": "z"}]
    },
    {"output": "c", "qa_pairs": [{"short_answers": ["s1", "s2"], "question": "sub"}],
     "annotations": [{"long_answer": "L1"}, {"long_answer": "L2", "knowledge": []}],
     "answer": "A", "unknown": {"nested": [1, {"x": "]"}]}}
  ],
  "extra": {"ignored": [1, 2]}
}
)";

TEST(AlceReader, ObjectWithDataAndArgs) {
  auto reader = AlceReader::from_string(kObject, "f.json");
  ASSERT_TRUE(reader) << reader.error().to_string();
  EXPECT_EQ(reader->format(), AlceFormat::kJsonObject);
  // ALCE writes args first: available before any item is read.
  EXPECT_EQ(reader->args(), nlohmann::json::parse(R"({"model": "x", "ndoc": 5})"));
  const ReadAll r = read_all(*reader);
  EXPECT_EQ(r.fatal, "");
  ASSERT_EQ(r.items.size(), 2u);
  const AlceItem& a = r.items[0];
  EXPECT_EQ(a.index, 0u);
  EXPECT_EQ(a.line, 4u);
  EXPECT_EQ(a.question, "q1");
  EXPECT_EQ(a.output, "a [1].");
  EXPECT_TRUE(a.has_docs);
  ASSERT_EQ(a.docs.size(), 1u);
  EXPECT_EQ(a.docs[0].title, "T");
  EXPECT_EQ(a.docs[0].text, "P");
  EXPECT_TRUE(a.docs[0].has_text);
  EXPECT_FALSE(a.docs[0].sent);
  EXPECT_FALSE(a.has_qa_pairs);
  EXPECT_FALSE(a.has_answers);
  EXPECT_FALSE(a.has_claims);
  EXPECT_FALSE(a.answer);
  const AlceItem& b = r.items[1];
  EXPECT_EQ(b.index, 3u);
  EXPECT_EQ(b.line, 11u);
  EXPECT_EQ(b.question, "");
  EXPECT_FALSE(b.has_docs);
  EXPECT_TRUE(b.has_qa_pairs);
  ASSERT_EQ(b.qa_pairs.size(), 1u);
  EXPECT_EQ(b.qa_pairs[0].short_answers, (std::vector<std::string>{"s1", "s2"}));
  EXPECT_EQ(b.long_answers, (std::vector<std::string>{"L1", "L2"}));
  EXPECT_EQ(b.answer, "A");
  EXPECT_EQ(r.skipped, (std::vector<std::string>{
                           "f.json:5: field 'data[1].output': expected a string, got number",
                           "f.json:6: field 'data[2].docs[2].title': required field is missing"}));
  EXPECT_EQ(r.skipped_index, (std::vector<std::size_t>{1, 2}));
}

TEST(AlceReader, BareList) {
  const ReadAll r = read_string(
      "[{\"output\": \"x\", \"answers\": [[\"a\", \"b\"], [\"c\"]]},\n"
      " 7,\n"
      " {\"output\": \"y\", \"answers\": [[\"a\"], \"c\"]},\n"
      " {\"output\": \"z\", \"claims\": [\"c1\", \"c2\"], \"docs\": []}]\n");
  EXPECT_EQ(r.format, AlceFormat::kJsonList);
  EXPECT_TRUE(r.args.is_null());
  ASSERT_EQ(r.items.size(), 2u);
  EXPECT_EQ(r.items[0].answers, (std::vector<std::vector<std::string>>{{"a", "b"}, {"c"}}));
  EXPECT_TRUE(r.items[0].has_answers);
  EXPECT_EQ(r.items[1].index, 3u);
  EXPECT_EQ(r.items[1].line, 4u);
  EXPECT_EQ(r.items[1].claims, (std::vector<std::string>{"c1", "c2"}));
  EXPECT_TRUE(r.items[1].has_docs);
  EXPECT_TRUE(r.items[1].docs.empty());
  EXPECT_EQ(r.skipped,
            (std::vector<std::string>{
                "f.json:2: field '[1]': expected an object, got number",
                "f.json:3: field '[2].answers[1]': expected a list of aliases (QAMPARI's answers "
                "are a list of lists of strings), got string"}));
  EXPECT_EQ(r.fatal, "");
}

TEST(AlceReader, Jsonl) {
  const ReadAll r = read_string(
      "{\"output\": \"a\", \"question\": \"q\"}\n"
      "\n"
      "not json\n"
      "[1, 2]\n"
      "   \t\n"
      "{\"output\": \"b\", \"claims\": [\"c1\", 3]}\n"
      "{\"output\": \"c\", \"claims\": [\"c1\"]}\r\n"
      "{\"output\": \"d\"}",
      "f.jsonl");
  EXPECT_EQ(r.format, AlceFormat::kJsonl);
  ASSERT_EQ(r.items.size(), 3u);
  EXPECT_EQ(r.items[0].output, "a");
  EXPECT_EQ(r.items[0].line, 1u);
  EXPECT_EQ(r.items[0].index, 0u);
  EXPECT_EQ(r.items[1].output, "c");
  EXPECT_EQ(r.items[1].line, 7u);
  EXPECT_EQ(r.items[1].index, 4u);
  EXPECT_EQ(r.items[1].claims, std::vector<std::string>{"c1"});
  EXPECT_EQ(r.items[2].output, "d");
  EXPECT_EQ(r.items[2].line, 8u);
  EXPECT_EQ(r.skipped,
            (std::vector<std::string>{
                "f.jsonl:3: malformed JSON: syntax error while parsing value - invalid literal; "
                "last read: 'no'",
                "f.jsonl:4: expected an object, got array",
                "f.jsonl:6: field 'claims[1]': expected a string, got number"}));
  EXPECT_EQ(r.skipped_index, (std::vector<std::size_t>{1, 2, 3}));
  EXPECT_EQ(r.fatal, "");
}

std::string summary(const ReadAll& r) {
  std::string s = std::string(alce_format_name(r.format)) + " args=" + r.args.dump() + "\n";
  for (const auto& item : r.items) {
    s += std::to_string(item.index) + "@" + std::to_string(item.line) + " " + item.output + " " +
         std::to_string(item.docs.size()) + "\n";
  }
  for (const auto& e : r.skipped) s += "skipped " + e + "\n";
  return s + "fatal " + r.fatal;
}

TEST(AlceReader, SameResultWithAnyBufferSize) {
  const std::string inputs[] = {
      kObject,
      "\xEF\xBB\xBF{\"output\": \"a \\\"q\\\" \\\\\"}\n\nbad\n{\"output\": \"b\"}\r\n",
      "[{\"output\": \"x\\\\\"}, {\"output\": \"y\", \"docs\": [{\"title\": \"t\", \"text\": "
      "\"]}\"}]}]",
      "{\n\"data\": [{\"output\": \"a\"}, {\"output\": \"b\n",
      // Indented as ALCE writes it, escapes before quotes, a mistyped item among parsed ones.
      "{\n    \"data\": [\n        {\n            \"output\": \"a\\\\\",\n"
      "            \"question\": \"\\\\\\\"]\"\n        },\n        {\"output\": 1},\n"
      "        {\"output\": \"c\", \"docs\": [\n                {\"title\": \"t\", \"sent\": \"}\"}]}\n"
      "    ]\n}\n",
  };
  for (const auto& input : inputs) {
    auto reference = AlceReader::from_string(input, "f.json");
    ASSERT_TRUE(reference) << reference.error().to_string();
    const std::string want = summary(read_all(*reference));
    for (std::size_t size = 16; size < 48; ++size) {
      auto reader = AlceReader::from_string(input, "f.json", size);
      ASSERT_TRUE(reader);
      EXPECT_EQ(summary(read_all(*reader)), want) << "buffer size " << size;
    }
  }
}

TEST(AlceReader, IndentedItemsKeepTheirLinesAndEscapes) {
  // The fast path (simdjson in place) for items 0 and 2, the slow one (nlohmann) for item 1.
  const ReadAll r = read_string(
      "{\n    \"data\": [\n        {\n            \"output\": \"a\\\\\",\n"
      "            \"question\": \"\\\\\\\"]\"\n        },\n        {\"output\": 1},\n"
      "        {\"output\": \"c\", \"docs\": [\n                {\"title\": \"t\", \"sent\": \"}\"}]}\n"
      "    ]\n}\n");
  ASSERT_EQ(r.items.size(), 2u);
  EXPECT_EQ(r.items[0].line, 3u);
  EXPECT_EQ(r.items[0].output, "a\\");
  EXPECT_EQ(r.items[0].question, "\\\"]");
  EXPECT_EQ(r.items[1].index, 2u);
  EXPECT_EQ(r.items[1].line, 8u);
  ASSERT_EQ(r.items[1].docs.size(), 1u);
  EXPECT_EQ(r.items[1].docs[0].sent, "}");
  EXPECT_EQ(r.skipped,
            (std::vector<std::string>{"f.json:7: field 'data[1].output': expected a string, got number"}));
  EXPECT_EQ(r.fatal, "");
}

TEST(AlceReader, DetectsFormatByContent) {
  // One object on one line, no "data": JSONL, whatever the name.
  EXPECT_EQ(read_string("{\"output\": \"a\"}\n{\"output\": \"b\"}\n", "x.json").items.size(), 2u);
  EXPECT_EQ(read_string("{\"output\": \"a\"}", "x.json").format, AlceFormat::kJsonl);
  // A compact one-line ALCE object.
  const ReadAll compact = read_string("{\"args\": {\"a\": 1}, \"data\": [{\"output\": \"x\"}]}");
  EXPECT_EQ(compact.format, AlceFormat::kJsonObject);
  ASSERT_EQ(compact.items.size(), 1u);
  EXPECT_EQ(compact.args, nlohmann::json::parse("{\"a\": 1}"));
  // A JSONL first line that is broken: still JSONL, the line is skipped.
  const ReadAll broken = read_string("{\"output\": \n{\"output\": \"b\"}\n", "x.jsonl");
  EXPECT_EQ(broken.format, AlceFormat::kJsonl);
  EXPECT_EQ(broken.items.size(), 1u);
  EXPECT_EQ(broken.skipped.size(), 1u);
  const ReadAll broken_same_line = read_string("{\"output\" 1}\n{\"output\": \"b\"}\n", "x.txt");
  EXPECT_EQ(broken_same_line.format, AlceFormat::kJsonl);
  EXPECT_EQ(broken_same_line.items.size(), 1u);
  // A UTF-8 byte order mark is skipped.
  EXPECT_EQ(read_string("\xEF\xBB\xBF[{\"output\": \"x\"}]").items.size(), 1u);
  EXPECT_EQ(read_string("\xEF\xBB\xBF{\"output\": \"x\"}\n").items.size(), 1u);
  EXPECT_EQ(read_string("[]").items.size(), 0u);
  EXPECT_EQ(read_string("{\"data\": []}").items.size(), 0u);
}

TEST(AlceReader, ArgsAfterDataAvailableAtTheEnd) {
  auto reader =
      AlceReader::from_string("{\"data\": [{\"output\": \"x\"}],\n \"args\": {\"k\": true}}");
  ASSERT_TRUE(reader);
  EXPECT_TRUE(reader->args().is_null());
  const ReadAll r = read_all(*reader);
  EXPECT_EQ(r.items.size(), 1u);
  EXPECT_EQ(r.args, nlohmann::json::parse("{\"k\": true}"));
}

TEST(AlceReader, DocumentVariantsAndNulls) {
  const ReadAll r = read_string(R"([{"output": "o", "question": null, "answer": null,
    "docs": [{"title": "A", "text": "t", "sent": "s", "summary": "sum", "extraction": "ex"},
             {"title": "B", "summary": "only summary", "text": null, "sent": "s2"}],
    "qa_pairs": null, "answers": null, "claims": null, "annotations": null}])");
  ASSERT_EQ(r.items.size(), 1u) << (r.skipped.empty() ? r.fatal : r.skipped[0]);
  const AlceItem& it = r.items[0];
  ASSERT_EQ(it.docs.size(), 2u);
  EXPECT_EQ(it.docs[0].sent, "s");
  EXPECT_EQ(it.docs[0].summary, "sum");
  EXPECT_EQ(it.docs[0].extraction, "ex");
  EXPECT_TRUE(it.docs[0].has_text);
  EXPECT_FALSE(it.docs[1].has_text);  // null counts as absent
  EXPECT_EQ(it.docs[1].text, "");
  EXPECT_EQ(it.docs[1].summary, "only summary");
  EXPECT_EQ(it.docs[1].sent, "s2");
  EXPECT_FALSE(it.answer);
  EXPECT_FALSE(it.has_qa_pairs);
  EXPECT_FALSE(it.has_answers);
  EXPECT_FALSE(it.has_claims);
}

struct ItemErrorCase {
  const char* item;
  const char* error;
};

TEST(AlceReader, ItemErrorsNameTheField) {
  const ItemErrorCase cases[] = {
      {R"({"question": "q"})", "f.json:1: field '[0].output': required field is missing"},
      {R"({"output": null})", "f.json:1: field '[0].output': expected a string, got null"},
      {R"({"output": ["a", "b"]})",
       "f.json:1: field '[0].output': expected a string, got array (ALCE writes a list of samples "
       "when run with --num_samples > 1; keep one sample per item)"},
      {R"({"output": "o", "question": 1})",
       "f.json:1: field '[0].question': expected a string, got number"},
      {R"({"output": "o", "docs": {}})", "f.json:1: field '[0].docs': expected a list, got object"},
      {R"({"output": "o", "docs": ["x"]})",
       "f.json:1: field '[0].docs[0]': expected an object, got string"},
      {R"({"output": "o", "docs": [{"title": 3, "text": "t"}]})",
       "f.json:1: field '[0].docs[0].title': expected a string, got number"},
      {R"({"output": "o", "docs": [{"title": "T"}]})",
       "f.json:1: field '[0].docs[0]': a document needs 'text' or 'sent' (the passage the judge reads)"},
      // ALCE's scorer reads "sent", else "text": a summary alone would be judged as an empty passage.
      {R"({"output": "o", "docs": [{"title": "T", "text": "t"}, {"title": "U", "summary": "s", "extraction": "e"}]})",
       "f.json:1: field '[0].docs[1]': a document needs 'text' or 'sent' (the passage the judge reads; "
       "'summary' and 'extraction' are not read)"},
      {R"({"output": "o", "docs": [{"title": "T", "text": null, "extraction": "e"}]})",
       "f.json:1: field '[0].docs[0]': a document needs 'text' or 'sent' (the passage the judge reads; "
       "'summary' and 'extraction' are not read)"},
      {R"({"output": "o", "docs": [{"title": "T", "sent": false}]})",
       "f.json:1: field '[0].docs[0].sent': expected a string, got boolean"},
      {R"({"output": "o", "qa_pairs": [{"question": "q"}]})",
       "f.json:1: field '[0].qa_pairs[0].short_answers': required field is missing"},
      {R"({"output": "o", "qa_pairs": [{"short_answers": "a"}]})",
       "f.json:1: field '[0].qa_pairs[0].short_answers': expected a list, got string"},
      {R"({"output": "o", "answers": "a"})",
       "f.json:1: field '[0].answers': expected a list, got string"},
      {R"({"output": "o", "answers": [["a", 1.5]]})",
       "f.json:1: field '[0].answers[0][1]': expected a string, got number"},
      {R"({"output": "o", "claims": [null]})",
       "f.json:1: field '[0].claims[0]': expected a string, got null"},
      {R"({"output": "o", "annotations": [{}]})",
       "f.json:1: field '[0].annotations[0].long_answer': required field is missing"},
      {R"({"output": "o", "answer": ["a"]})",
       "f.json:1: field '[0].answer': expected a string, got array"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.item);
    const ReadAll r = read_string(std::string("[") + c.item + "]");
    EXPECT_TRUE(r.items.empty());
    ASSERT_EQ(r.skipped.size(), 1u);
    EXPECT_EQ(r.skipped[0], c.error);
    EXPECT_EQ(r.fatal, "");
  }
}

TEST(AlceReader, DeepNestingIsAnErrorNamingFileAndLine) {
  // nlohmann copies and destroys values recursively: 50,000 levels would overflow the stack.
  const std::string deep = std::string(50000, '[') + std::string(50000, ']');
  // JSONL: the line is a malformed item (skipped), the next one is read.
  ReadAll r = read_string("{\"output\": \"a\"}\n{\"output\": \"b\", \"x\": " + deep + "}\n{\"output\": \"c\"}\n",
                          "f.jsonl");
  EXPECT_EQ(r.items.size(), 2u);
  ASSERT_EQ(r.skipped.size(), 1u);
  EXPECT_EQ(r.skipped[0], "f.jsonl:2: JSON nested deeper than 256 levels");
  // A JSON document: fatal, naming the line where the item starts.
  r = read_string("{\"data\": [\n{\"output\": \"a\"},\n{\"output\": \"b\",\n \"x\": " + deep + "}\n]}");
  EXPECT_EQ(r.items.size(), 1u);
  EXPECT_EQ(r.fatal, "f.json:3: field 'data[1]': JSON nested deeper than 256 levels");
  EXPECT_EQ(open_error("{\n\"args\": {\"a\": " + deep + "},\n\"data\": []}"),
            "f.json:2: field 'args': JSON nested deeper than 256 levels");
  // As deep as real files go is fine.
  r = read_string("[{\"output\": \"a\", \"x\": " + std::string(200, '[') + std::string(200, ']') + "}]");
  EXPECT_EQ(r.items.size(), 1u);
  EXPECT_EQ(r.fatal, "");
}

TEST(AlceReader, MalformedJsonIsFatalWithTheLine) {
  // Items before the error are delivered; the error names the line inside the item.
  const ReadAll r = read_string(
      "{\n"
      "  \"data\": [\n"
      "    {\"output\": \"ok\"},\n"
      "    {\n"
      "      \"output\": \"x\"\n"
      "      \"question\": \"missing comma\"\n"
      "    }\n"
      "  ]\n"
      "}\n");
  ASSERT_EQ(r.items.size(), 1u);
  EXPECT_EQ(r.fatal,
            "f.json:6: field 'data[1]': malformed JSON: syntax error while parsing object - "
            "unexpected string literal; expected '}'");
}

TEST(AlceReader, FatalErrors) {
  struct Case {
    const char* content;
    std::size_t items;  // delivered before the error
    const char* fatal;
  };
  const Case cases[] = {
      {"[{\"output\": \"a\"},]", 1, "f.json:1: field '[1]': expected a value, got ']'"},
      {"[{\"output\": \"a\"} {\"output\": \"b\"}]", 1,
       "f.json:1: field '[0]': expected ',' or ']' after an item, got '{'"},
      {"[{\"output\": \"a\"}\n", 1,
       "f.json:2: field '[0]': expected ',' or ']' after an item, got end of file"},
      {"[{\"output\": \"a\"}, {\"output\": \"b\n", 1,
       "f.json:1: field '[1]': unterminated string (end of file)"},
      {"[{\"output\": \"a\"}, {\"output\": [\n\n", 1,
       "f.json:1: field '[1]': end of file inside a value (an unclosed '{' or '[')"},
      {"[{\"output\": \"a\"}]\nx", 1,
       "f.json:2: unexpected 'x' after the end of the JSON document"},
      {"{\n\"data\": [{\"output\": \"a\"}]\n}\n}", 1,
       "f.json:4: unexpected '}' after the end of the JSON document"},
      {"{\n\"data\": [{\"output\": \"a\"}],\n\"data\": []}", 1,
       "f.json:3: field 'data': duplicate key \"data\" in the top-level object"},
      {"{\n\"data\": [{\"output\": \"a\"}]\n\"args\": {}}", 1,
       "f.json:3: expected ',' or '}' in the top-level object, got '\"'"},
      {"{\n\"data\": [{\"output\": \"a\"}],\n\"args\": {]}", 1,
       "f.json:3: field 'args': malformed JSON: syntax error while parsing object key - unexpected "
       "']'; expected string literal"},
      {"[{\"output\": \"caf\xC3\"}]", 0,
       "f.json:1: field '[0]': malformed JSON: syntax error while parsing value - invalid string: "
       "ill-formed UTF-8 byte; last read: '\"caf\xC3\"'"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.content);
    const ReadAll r = read_string(c.content);
    EXPECT_EQ(r.items.size(), c.items);
    EXPECT_EQ(r.fatal, c.fatal);
  }
}

TEST(AlceReader, OpenErrors) {
  EXPECT_EQ(open_error(""), "f.json: empty file (expected an ALCE result file: JSON or JSONL)");
  EXPECT_EQ(open_error(" \n\t"),
            "f.json: empty file (expected an ALCE result file: JSON or JSONL)");
  EXPECT_EQ(read_string("", "f.jsonl").items.size(), 0u);  // an empty JSONL file has no items
  EXPECT_EQ(read_string("\n\n", "f.jsonl").format, AlceFormat::kJsonl);
  EXPECT_EQ(open_error("\n\nhello"),
            "f.json:3: expected '{' or '[' at the start of an ALCE result file, got 'h'");
  EXPECT_EQ(open_error("{\n  \"args\": {},\n  \"results\": []\n}\n"),
            "f.json:1: a JSON object without a \"data\" list of items (expected ALCE's {\"args\": "
            "..., \"data\": [...]}, a list of items, or JSONL)");
  EXPECT_EQ(open_error("{\n  \"args\": {\"a\": tru},\n  \"data\": []\n}\n"),
            "f.json:2: field 'args': malformed JSON: syntax error while parsing value - invalid "
            "literal; last read: '\"a\": tru}'");
  EXPECT_EQ(open_error("{\n  \"x\": [1 2],\n  \"data\": []\n}\n"),
            "f.json:2: field 'x': malformed JSON: syntax error while parsing array - unexpected "
            "number literal; expected ']'");
  const auto dir = AlceReader::open(std::filesystem::temp_directory_path().string());
  ASSERT_FALSE(dir);
  EXPECT_EQ(dir.error().to_string(),
            std::filesystem::temp_directory_path().string() + ": cannot read: is a directory");
  const auto missing = AlceReader::open("/nonexistent/dir/out.json");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, ErrorCode::kIo);
  EXPECT_EQ(missing.error().to_string(),
            "/nonexistent/dir/out.json: cannot open: No such file or directory");
}

// A temporary file removed at the end of the test.
class TempFile {
 public:
  explicit TempFile(const std::string& name)
      : path_(std::filesystem::temp_directory_path() /
              ("citeval_io_" + std::to_string(::getpid()) + "_" + name)) {}
  ~TempFile() { std::filesystem::remove(path_); }
  std::string path() const { return path_.string(); }

 private:
  std::filesystem::path path_;
};

TEST(AlceReader, ReadsFilesAndNamesThem) {
  TempFile file("small.json");
  {
    std::ofstream out(file.path());
    out << "[\n{\"output\": \"a\"},\n{\"output\": 1}\n]\n";
  }
  auto r = read_alce_file(file.path());
  ASSERT_TRUE(r) << r.error().to_string();
  EXPECT_EQ(r->format, AlceFormat::kJsonList);
  ASSERT_EQ(r->items.size(), 1u);
  ASSERT_EQ(r->skipped.size(), 1u);
  EXPECT_EQ(r->skipped[0].error.to_string(),
            file.path() + ":3: field '[1].output': expected a string, got number");
  EXPECT_EQ(r->skipped[0].error.code, ErrorCode::kInvalidField);
  EXPECT_EQ(r->skipped[0].error.line, 3u);
  EXPECT_EQ(r->skipped[0].error.field, "[1].output");
}

long peak_rss_kb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

// Writes `items` items of about 400 bytes each, streamed (the writer holds one item).
void write_big_file(const std::string& path, int items, bool jsonl) {
  std::ofstream out(path);
  const std::string filler(300, 'x');
  if (!jsonl) out << "{\"args\": {\"n\": " << items << "},\n\"data\": [\n";
  for (int i = 0; i < items; ++i) {
    if (!jsonl && i > 0) out << ",\n";
    out << "{\"question\": \"q" << i << "\", \"output\": \"answer " << i << " [1][2].\", \"docs\": "
        << "[{\"title\": \"t\", \"text\": \"" << filler << "\"}]}";
    if (jsonl) out << "\n";
  }
  if (!jsonl) out << "\n]}\n";
}

void expect_streamed(bool jsonl) {
  TempFile file(jsonl ? "big.jsonl" : "big.json");
  constexpr int kItems = 100000;  // ~40 MB
  write_big_file(file.path(), kItems, jsonl);
  ASSERT_GT(std::filesystem::file_size(file.path()), 35u << 20);
  const long before = peak_rss_kb();
  auto reader = AlceReader::open(file.path());
  ASSERT_TRUE(reader) << reader.error().to_string();
  AlceItem item;
  std::size_t n = 0, chars = 0;
  while (reader->next(item)) {
    ++n;
    chars += item.docs.at(0).text.size();
  }
  EXPECT_FALSE(reader->fatal_error());
  EXPECT_EQ(n, static_cast<std::size_t>(kItems));
  EXPECT_EQ(chars, static_cast<std::size_t>(kItems) * 300);
  EXPECT_EQ(item.question, "q99999");
  // A DOM of the file would need several times its 40 MB; streaming needs about one item.
  EXPECT_LT(peak_rss_kb() - before, 8 * 1024)
      << "peak RSS grew by " << (peak_rss_kb() - before) << " KiB";
}

TEST(AlceReaderStreaming, JsonlMemoryIsBounded) { expect_streamed(true); }
TEST(AlceReaderStreaming, JsonDataMemoryIsBounded) { expect_streamed(false); }

}  // namespace
}  // namespace citeval::io

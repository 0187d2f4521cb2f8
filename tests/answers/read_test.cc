// The readers of cited answers (answers/read.h) on one hand-written fixture a format: the same
// answer ("The Eiffel Tower was completed in 1889. Paris has about 2.1 million inhabitants —
// fewer than Île-de-France.", 110 bytes, 107 code points) cited the same way, each provider's
// offsets turned into the same answer bytes: [0, 39) for the first sentence, the second from
// byte 39 (with its space) or 40.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "answers/quote.h"
#include "answers/read.h"
#include "answers/statements.h"

namespace citeval::answers {
namespace {

const std::string kData = std::string(CITEVAL_TEST_DATA) + "/answers/";

std::vector<Result<AnswerRecord>> read_all(const std::string& name, ReadOptions o = {}) {
  std::vector<Result<AnswerRecord>> out;
  auto st = for_each_record(kData + name, o, [&](std::size_t, Result<AnswerRecord> r) { out.push_back(std::move(r)); });
  EXPECT_TRUE(st.ok()) << (st.ok() ? "" : st.error().to_string());
  return out;
}

AnswerRecord read_one(const std::string& name, ReadOptions o = {}) {
  auto all = read_all(name, std::move(o));
  EXPECT_EQ(all.size(), 1u);
  EXPECT_TRUE(all.at(0).ok()) << all.at(0).error().to_string();
  return all.at(0).value();
}

ReadOptions with_snapshots() {
  ReadOptions o;
  o.snapshots = read_snapshots(kData + "sources").value();
  return o;
}

constexpr std::size_t kAnswerBytes = 110;

TEST(AnswersRead, Anthropic) {
  const AnswerRecord r = read_one("anthropic.json");
  EXPECT_EQ(r.format, "anthropic");
  EXPECT_EQ(r.id, "msg_01");
  EXPECT_EQ(r.question, "When was the Eiffel Tower completed, and how many people live in Paris?");
  EXPECT_EQ(r.answer.size(), kAnswerBytes);
  ASSERT_EQ(r.sources.size(), 3u);
  EXPECT_EQ(r.sources[2].text, "Île-de-France has about 12 million inhabitants.\nParis proper has about 2.1 million.");
  ASSERT_EQ(r.citations.size(), 3u);  // two on the second text block: kept as two
  EXPECT_EQ(r.citations[0].span, (Span{0, 39}));
  EXPECT_EQ(r.citations[0].sources, std::vector<std::size_t>{0});
  EXPECT_EQ(r.citations[0].source_span, (Span{37, 62}));
  EXPECT_EQ(r.citations[1].span, (Span{39, 110}));
  EXPECT_EQ(r.citations[1].source_span, (Span{32, 69}));
  EXPECT_EQ(r.citations[2].span, (Span{39, 110}));
  EXPECT_EQ(r.citations[2].kind, "content_block_location");
  EXPECT_EQ(r.citations[2].source_span, (Span{0, 84}));
  for (const Citation& c : r.citations) EXPECT_EQ(check_quote(r, c), QuoteFidelity::kExact);
}

TEST(AnswersRead, OpenAIResponsesAndChat) {
  const AnswerRecord resp = read_one("openai_responses.json");
  EXPECT_EQ(resp.id, "q1");
  EXPECT_EQ(resp.question, "When was the Eiffel Tower completed, and how many people live in Paris?");
  ASSERT_EQ(resp.citations.size(), 2u);
  EXPECT_EQ(resp.citations[0].span, (Span{0, 39}));
  EXPECT_EQ(resp.citations[1].span, (Span{40, kAnswerBytes}));  // 107 code points = 110 bytes
  EXPECT_EQ(resp.citations[1].sources, std::vector<std::size_t>{1});
  const AnswerRecord chat = read_one("openai_chat.json", with_snapshots());
  EXPECT_EQ(chat.id, "chatcmpl-1");
  ASSERT_EQ(chat.citations.size(), 2u);
  EXPECT_EQ(chat.citations[1].span, (Span{40, kAnswerBytes}));
  ASSERT_EQ(chat.sources.size(), 2u);
  EXPECT_EQ(chat.sources[1].url, "https://example.org/paris");
  EXPECT_EQ(chat.sources[1].text, resp.sources[1].text);
}

TEST(AnswersRead, OpenAIWithoutSnapshotNamesTheUrl) {
  auto all = read_all("openai_chat.json");
  ASSERT_FALSE(all.at(0).ok());
  EXPECT_EQ(all[0].error().field, "choices[0].message.annotations[0].url_citation.url");
  EXPECT_NE(all[0].error().message.find("https://example.org/eiffel"), std::string::npos);
}

TEST(AnswersRead, GeminiCountsBytes) {
  const AnswerRecord r = read_one("gemini.json", with_snapshots());
  EXPECT_EQ(r.id, "gem_01");
  EXPECT_EQ(r.question, "When was the Eiffel Tower completed, and how many people live in Paris?");
  ASSERT_EQ(r.citations.size(), 2u);
  EXPECT_EQ(r.citations[0].span, (Span{0, 39}));  // startIndex left out: 0
  EXPECT_EQ(r.citations[1].span, (Span{40, kAnswerBytes}));
  EXPECT_EQ(r.sources[r.citations[1].sources.at(0)].url, "https://example.org/paris");
}

TEST(AnswersRead, CohereNamesUnnamedDocumentsDocN) {
  const AnswerRecord r = read_one("cohere.json");
  ASSERT_EQ(r.sources.size(), 2u);
  EXPECT_EQ(r.sources[0].id, "eiffel");
  EXPECT_EQ(r.sources[1].id, "doc:1");
  ASSERT_EQ(r.citations.size(), 2u);
  EXPECT_EQ(r.citations[1].span, (Span{40, kAnswerBytes}));
  EXPECT_EQ(r.citations[1].sources, std::vector<std::size_t>{1});
}

TEST(AnswersRead, Bedrock) {
  const AnswerRecord r = read_one("bedrock.json");
  ASSERT_EQ(r.citations.size(), 2u);
  EXPECT_EQ(r.citations[0].span, (Span{0, 39}));
  EXPECT_EQ(r.citations[1].span, (Span{39, kAnswerBytes}));
  EXPECT_EQ(r.citations[1].kind, "documentChar");
  EXPECT_EQ(check_quote(r, r.citations[1]), QuoteFidelity::kExact);
}

TEST(AnswersRead, MarkdownLinksAndFootnotes) {
  const AnswerRecord r = read_one("report.md", with_snapshots());
  EXPECT_EQ(r.id, "report");
  EXPECT_EQ(r.body_end, 161u);  // the footnote section is not scored
  ASSERT_EQ(r.citations.size(), 2u);
  EXPECT_EQ(r.citations[0].remove, (std::vector<Span>{{40, 41}, {53, 82}}));  // "[" and "](url)"
  EXPECT_EQ(r.citations[1].remove, (std::vector<Span>{{155, 159}}));
  EXPECT_EQ(r.sources[r.citations[1].sources.at(0)].url, "https://example.org/paris");  // "paris." trimmed
}

TEST(AnswersRead, GenericSpansAndEverySyntax) {
  auto all = read_all("generic.jsonl");
  ASSERT_EQ(all.size(), 7u);
  for (const auto& r : all) ASSERT_TRUE(r.ok()) << r.error().to_string();
  const AnswerRecord& spans = all[0].value();
  EXPECT_EQ(spans.citations[1].span, (Span{40, kAnswerBytes}));
  EXPECT_EQ(spans.citations[1].unresolved, std::vector<std::string>{"nowhere"});
  const AnswerRecord& brackets = all[1].value();
  ASSERT_EQ(brackets.citations.size(), 2u);
  EXPECT_EQ(brackets.citations[0].remove, (std::vector<Span>{{39, 42}}));
  EXPECT_EQ(brackets.citations[1].sources, std::vector<std::size_t>{1});
  EXPECT_EQ(brackets.citations[1].unresolved, std::vector<std::string>{"3"});
  const AnswerRecord& footnote = all[2].value();
  EXPECT_EQ(footnote.body_end, 90u);
  ASSERT_EQ(footnote.citations.size(), 2u);
  EXPECT_EQ(footnote.citations[1].remove, (std::vector<Span>{{84, 88}}));
  const AnswerRecord& cjk = all[3].value();
  ASSERT_EQ(cjk.citations.size(), 2u);
  EXPECT_EQ(cjk.citations[1].remove, (std::vector<Span>{{86, 96}}));
  EXPECT_EQ(cjk.citations[1].sources, (std::vector<std::size_t>{0, 1}));
  for (std::size_t i = 4; i < 7; ++i) {
    const AnswerRecord& r = all[i].value();
    ASSERT_EQ(r.citations.size(), 2u) << r.id;
    EXPECT_EQ(r.citations[0].sources, std::vector<std::size_t>{0}) << r.id;
  }
  EXPECT_EQ(all[6].value().citations[1].sources, (std::vector<std::size_t>{1, 0}));  // [paris, eiffel]
}

// Malformed provider JSON: an error naming the file, the line and the field, never a crash.
Error error_of(const nlohmann::json& j, ReadOptions o = {}) {
  auto r = read_record(j, o, "f.jsonl", 7);
  EXPECT_FALSE(r.ok());
  return r.ok() ? Error{} : r.error();
}

nlohmann::json fixture(const std::string& name) {
  std::ifstream in(kData + name);
  return nlohmann::json::parse(in);
}

TEST(AnswersRead, MalformedProviderRecords) {
  auto anth = fixture("anthropic.json");
  anth["response"]["content"][1]["citations"][0].erase("document_index");
  Error e = error_of(anth);
  EXPECT_EQ(e.to_string(), "f.jsonl:7: field 'response.content[1].citations[0].document_index': missing (a "
                           "non-negative integer is required)");

  auto gem = fixture("gemini.json");
  gem["response"]["candidates"][0]["groundingMetadata"]["groundingSupports"][1]["segment"]["startIndex"] = 96;
  gem["response"]["candidates"][0]["groundingMetadata"]["groundingSupports"][1]["segment"].erase("text");
  e = error_of(gem, with_snapshots());
  EXPECT_EQ(e.field, "response.candidates[0].groundingMetadata.groundingSupports[1].segment (start)");
  EXPECT_EQ(e.message, "offset 96 falls inside a character (byte 2 of a 2-byte character): not a character boundary");

  auto coh = fixture("cohere.json");
  coh["response"]["message"]["citations"][1]["end"] = 500;
  e = error_of(coh);
  EXPECT_EQ(e.message, "offset 500 is past the end of the text (107 code points)");
  EXPECT_EQ(e.field, "response.message.citations[1] (end)");

  // Gemini's segment text betrays offsets counted in code points instead of bytes.
  gem = fixture("gemini.json");
  gem["response"]["candidates"][0]["groundingMetadata"]["groundingSupports"][1]["segment"]["endIndex"] = 107;
  e = error_of(gem, with_snapshots());
  EXPECT_EQ(e.field, "response.candidates[0].groundingMetadata.groundingSupports[1].segment.text");

  EXPECT_EQ(error_of(nlohmann::json{{"foo", 1}}).message.substr(0, 40), "not a record of any known format (a gene");
}

TEST(AnswersRead, OutsideTheSourceIsCountedNotRefused) {
  auto anth = fixture("anthropic.json");
  anth["response"]["content"][0]["citations"][0]["end_char_index"] = 900;
  anth["response"]["content"][1]["citations"][0]["document_index"] = 9;
  auto r = read_record(anth, {}, "f", 1);
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->citations[0].outside, "characters 37-900 of source '0', which has 62 code points");
  EXPECT_FALSE(r->citations[0].source_span.has_value());
  EXPECT_EQ(r->citations[1].unresolved, std::vector<std::string>{"9"});
}

TEST(AnswersRead, BadLinesAreErrorsWithTheirLine) {
  const std::string path = ::testing::TempDir() + "/bad.jsonl";
  {
    std::ofstream out(path);
    out << R"({"id": 1, "answer": "x [1].", "sources": [{"id": "a", "text": "x"}]})" << "\n\n"
        << "{not json\n"
        << R"({"id": 2, "answer": "y", "sources": [{"id": "a", "text": "x"}, {"id": "a", "text": "z"}]})" << "\n";
  }
  std::vector<Result<AnswerRecord>> got;
  ASSERT_TRUE(for_each_record(path, {}, [&](std::size_t, Result<AnswerRecord> r) { got.push_back(std::move(r)); }).ok());
  ASSERT_EQ(got.size(), 3u);
  EXPECT_TRUE(got[0].ok());
  EXPECT_EQ(got[0]->citations.at(0).sources, std::vector<std::size_t>{0});
  ASSERT_FALSE(got[1].ok());
  EXPECT_EQ(got[1].error().line, 3u);
  ASSERT_FALSE(got[2].ok());
  EXPECT_EQ(got[2].error().to_string(), path + ":4: field 'sources[1].id': 'a' is the id of an earlier source too");
}

TEST(AnswersRead, MixedSyntaxesAreRefusedUnlessOneIsNamed) {
  nlohmann::json j = {{"id", "m"}, {"answer", "A [1]. B [^2]."}, {"sources", {{{"id", "a"}, {"text", "x"}}, {{"id", "b"}, {"text", "y"}}}}};
  Error e = error_of(j);
  EXPECT_EQ(e.field, "answer");
  // The option is named neutrally; each front end spells it (--citation-style, citation_style=).
  EXPECT_EQ(e.message, "marks of 2 citation styles in one answer: brackets ([1]), footnote ([^2]); say which to "
                       "read with `citation_style` (auto reads an answer of one style only)");
  ReadOptions o;
  o.marks = parse_mark_syntax("footnote").value();
  auto r = read_record(j, o);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->citations.size(), 1u);
  EXPECT_EQ(r->citations[0].sources, std::vector<std::size_t>{1});
}

}  // namespace
}  // namespace citeval::answers

namespace citeval::answers {
namespace {

struct Judged {
  std::string hypothesis;
  std::vector<std::string> sources;  // ids of the cited sources, in order
  bool operator==(const Judged&) const = default;
};

std::vector<Judged> judged(const AnswerRecord& r) {
  std::vector<Judged> out;
  for (const Statement& s : answer_statements(r)) {
    Judged j{s.hypothesis, {}};
    for (std::size_t c : s.citations) {
      for (std::size_t i : r.citations[c].sources) j.sources.push_back(r.sources[i].text.substr(0, 9));
    }
    out.push_back(std::move(j));
  }
  return out;
}

// Every provider's record of the fixture answer is judged as the same two statements on the same
// sources (Anthropic's second block also cites the region document, as its fixture says).
TEST(AnswersStatements, EveryFormatGivesTheSameStatements) {
  const std::vector<Judged> want = {
      {"The Eiffel Tower was completed in 1889.", {"The Eiffe"}},
      {"Paris has about 2.1 million inhabitants — fewer than Île-de-France.", {"Paris is "}}};
  EXPECT_EQ(judged(read_one("openai_responses.json")), want);
  EXPECT_EQ(judged(read_one("openai_chat.json", with_snapshots())), want);
  EXPECT_EQ(judged(read_one("gemini.json", with_snapshots())), want);
  EXPECT_EQ(judged(read_one("cohere.json")), want);
  EXPECT_EQ(judged(read_one("bedrock.json")), want);
  auto anthropic = want;
  anthropic[1].sources.push_back("Île-de-F");  // 9 bytes
  EXPECT_EQ(judged(read_one("anthropic.json")), anthropic);
  const auto spans = read_all("generic.jsonl").at(0).value();
  auto generic = want;
  EXPECT_EQ(judged(spans), generic);
}

TEST(AnswersStatements, MarksStayWithTheirSentenceAndUncitedSentencesCount) {
  AnswerRecord r;
  r.answer = "Paris is in France [1]. It is big.[^2] Nothing cited here.";
  r.body_end = r.answer.size();
  r.sources = {{"a", "A", "", ""}, {"b", "B", "", ""}};
  r.citations = {Citation{std::nullopt, {Span{19, 22}}, {0}, {}, {}, {}, {}, "mark"},
                 Citation{std::nullopt, {Span{34, 38}}, {1}, {}, {}, {}, {}, "mark"}};
  const auto s = answer_statements(r);
  ASSERT_EQ(s.size(), 3u);
  EXPECT_EQ(s[0].hypothesis, "Paris is in France.");
  EXPECT_EQ(s[0].span, (Span{0, 23}));
  EXPECT_EQ(s[1].hypothesis, "It is big.");
  EXPECT_EQ(s[1].citations, std::vector<std::size_t>{1});  // Punkt cut "big.|[^2] Nothing"
  EXPECT_EQ(s[2].hypothesis, "Nothing cited here.");
  EXPECT_TRUE(s[2].citations.empty());
}

}  // namespace
}  // namespace citeval::answers

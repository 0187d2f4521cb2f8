// `citeval check` (issue "citeval check"): cited answers in any citation style and the providers'
// responses, scored through the benchmark layer with the summary, detail, resume, gates and
// warnings of `citeval eval`; the same answer as an ALCE item gives the same figures.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace {

using nlohmann::json;

const std::string kExamples = std::string(CITEVAL_SOURCE_DIR) + "/examples/";
const std::string kAnswers = std::string(CITEVAL_SOURCE_DIR) + "/tests/data/answers/";

json read_json(const std::string& path) {
  std::ifstream in(path);
  return json::parse(in);
}

class Check : public CliTempDirTest {};

TEST_F(Check, HelpListsItsOwnOptionsOnly) {
  const CliRun r = run_cli("check --help");
  ASSERT_EQ(r.status, 0) << r.err;
  for (const char* flag : {"--format", "--citation-style", "--sources", "--judge", "--detail", "--restart",
                           "--fail-under", "--report", "auto,generic,anthropic,openai,gemini,cohere,bedrock,markdown"}) {
    EXPECT_NE(r.out.find(flag), std::string::npos) << flag;
  }
  // No paper's scorer to reproduce, no benchmark's options.
  for (const char* flag : {"--reference", "--dataset", "--no-truncate", "--citation-syntax", "--at-most-citations"}) {
    EXPECT_EQ(r.out.find(flag), std::string::npos) << flag;
  }
  const CliRun refused = run_cli("check " + kExamples + "check_answers.jsonl --reference");
  EXPECT_EQ(refused.status, 2);
}

// The bundled example: q1 ([1] marks; "Yes." is uncited): 3 of 4 statements supported, q2 (a
// footnote, one uncited sentence): 1 of 2, q3 (explicit spans, one quoting its source): 2 of 2.
// citation_rec = mean(75, 50, 100); statement_rec = 6 / 8; the one quote is found in its source.
TEST_F(Check, ScoresTheBundledExampleExactly) {
  const CliRun r = run_cli("check " + kExamples + "check_answers.jsonl -q -o " + path("s.json") + " --detail " +
                           path("d.jsonl"));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "citation_rec          75.00\n"
            "citation_prec        100.00\n"
            "statement_rec         75.00\n"
            "quote_fidelity       100.00\n"
            "answers                   3\n"
            "statements                8  (2 uncited, 6 supported)\n"
            "judge: lexical:v1:threshold=0.7:name=2:number=2 (an approximation)\n");
  EXPECT_EQ(r.err, "");
  const json s = read_json(path("s.json"));
  EXPECT_EQ(s["citation_rec"], 75.0);
  EXPECT_EQ(s["statement_rec"], 75.0);
  const json& c = s["citeval"];
  EXPECT_EQ(c["benchmark"], "check");
  EXPECT_EQ(c["format"], "auto");
  EXPECT_EQ(c["citation_style"], "auto");
  EXPECT_EQ(c["need_citation"], "always");
  EXPECT_EQ(c["statements"], (json{{"total", 8}, {"uncited", 2}, {"supported", 6}}));
  EXPECT_EQ(c["quotes"]["found"], 1);
  EXPECT_EQ(c["quotes"]["no_quote"], 5);
  EXPECT_EQ(c["judge_approximation"], true);

  // The detail: a header, then one record an answer with each statement's bytes in the answer.
  std::ifstream in(path("d.jsonl"));
  std::string line;
  std::getline(in, line);
  EXPECT_EQ(json::parse(line)["citeval_detail"]["benchmark"], "check");
  std::getline(in, line);
  const json q1 = json::parse(line);
  EXPECT_EQ(q1["id"], "q1");
  EXPECT_EQ(q1["citation_rec"], 75.0);
  ASSERT_EQ(q1["statements"].size(), 4u);
  EXPECT_EQ(q1["statements"][0]["span"], json::array({0, 4}));
  EXPECT_EQ(q1["statements"][0]["status"], "no_citation");
  EXPECT_EQ(q1["statements"][1]["text"], "Unused items can be returned within 30 days of delivery for a full refund.");
  EXPECT_EQ(q1["citations"][0]["mark"], json::array({json::array({79, 82})}));
  EXPECT_EQ(q1["citations"][0]["sources"], json::array({"refund-policy"}));

  // Rerun with the same --detail: nothing judged again, the same figures.
  const CliRun again = run_cli("check " + kExamples + "check_answers.jsonl -q --json --detail " + path("d.jsonl"));
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_EQ(again.err, "citeval check: resumed 3 item(s) from " + path("d.jsonl") + "; 0 to judge\n");
  json resumed = json::parse(again.out), fresh = s;
  EXPECT_EQ(resumed["citeval"]["judge_stats"]["requests"], 0);
  resumed["citeval"].erase("judge_stats");
  fresh["citeval"].erase("judge_stats");
  EXPECT_EQ(resumed, fresh);

  // Another option: the detail is of another run, refused, naming what differs.
  const CliRun other = run_cli("check " + kExamples + "check_answers.jsonl -q --citation-style brackets --detail " +
                               path("d.jsonl"));
  EXPECT_EQ(other.status, 1);
  EXPECT_NE(other.err.find("the detail file is of another run"), std::string::npos) << other.err;
  EXPECT_NE(other.err.find("\"citation_style\":\"brackets\""), std::string::npos) << other.err;
}

// An explicit citation style reads its marks only; the marks of another style are counted, warned
// about and put in the summary, never silently dropped.
TEST_F(Check, MarksOfAnotherStyleAreCountedAndWarnedAbout) {
  const CliRun r = run_cli("check " + kExamples + "check_answers.jsonl -q --citation-style brackets -o " +
                           path("s.json"));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err,
            "citeval check: WARNING: 1 citation mark(s) in 1 answer(s) were not read as citations (first: q2: [^1]): "
            "of another style than the one asked for (brackets), or in an answer whose citations are given as spans; "
            "the citation style auto reads the style each answer uses\n");
  EXPECT_NE(r.out.find("marks not read            1"), std::string::npos) << r.out;
  const json s = read_json(path("s.json"));
  EXPECT_EQ(s["citeval"]["marks_not_read"], (json{{"marks", 1}, {"answers", 1}}));
  EXPECT_EQ(s["citeval"]["citation_style"], "brackets");
}

// An answer whose citations are given as spans: marks written in it too are not read, and said so.
TEST_F(Check, MarksBesideExplicitSpansAreCountedAndWarnedAbout) {
  const json rec = {{"id", "both"},
                    {"answer", "Paris is the capital of France [2]."},
                    {"sources", {{{"id", "p"}, {"text", "Paris is the capital of France."}}}},
                    {"citations", {{{"start", 0}, {"end", 35}, {"source_ids", {"p"}}}}}};
  const CliRun r = run_cli("check " + write("both.jsonl", rec.dump() + "\n") + " -q --json");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["citeval"]["marks_not_read"], (json{{"marks", 1}, {"answers", 1}}));
  EXPECT_NE(r.err.find("1 citation mark(s) in 1 answer(s) were not read as citations (first: both: [2])"),
            std::string::npos)
      << r.err;
}

// Every citation style of the generic fixture and every provider format, read by --format auto.
TEST_F(Check, ReadsEveryStyleAndProviderFormat) {
  const CliRun g = run_cli("check " + kAnswers + "generic.jsonl -q --json --sources " + kAnswers + "sources");
  ASSERT_EQ(g.status, 0) << g.err;
  const json gs = json::parse(g.out);
  EXPECT_EQ(gs["citeval"]["answers"], 7);
  EXPECT_EQ(gs["citeval"]["items_skipped"], 0);
  EXPECT_EQ(gs["citeval"]["statements"]["total"], 14);
  for (const char* file : {"anthropic.json", "openai_responses.json", "openai_chat.json", "gemini.json",
                           "cohere.json", "bedrock.json", "report.md"}) {
    SCOPED_TRACE(file);
    const CliRun r = run_cli("check " + kAnswers + file + " -q --json --sources " + kAnswers + "sources");
    ASSERT_EQ(r.status, 0) << r.err;
    const json s = json::parse(r.out);
    EXPECT_EQ(s["citeval"]["answers"], 1);
    EXPECT_EQ(s["citeval"]["items_skipped"], 0);
    EXPECT_GT(s["citeval"]["citations"]["judged"].get<int>(), 0);
  }
}

// A record that cannot be read is skipped, counted and named (file, line, field); the others are
// scored. A format that does not fit is an error of the record, never a guess.
TEST_F(Check, MalformedRecordsAreNamedAndCounted) {
  std::ifstream ex(kExamples + "check_answers.jsonl");
  std::stringstream all;
  all << ex.rdbuf();
  const std::string in = write("in.jsonl", all.str() + "{\"id\": \"bad\", \"answer\": \"x [1].\", \"sources\": [{\"id\": \"a\"}]}\n");
  const CliRun r = run_cli("check " + in + " -q -o " + path("s.json"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("WARNING: skipped 1 malformed record(s) of 4; first: " + in +
                       ":4: field 'sources[0].text': missing (a string is required)"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(read_json(path("s.json"))["citeval"]["items_skipped"], 1);

  // From standard input, the record names it "<stdin>", as every error about standard input.
  const CliRun piped = run_cli("check - -q < " + in);
  EXPECT_NE(piped.err.find("first: <stdin>:4: field 'sources[0].text'"), std::string::npos) << piped.err;

  const CliRun wrong = run_cli("check " + kAnswers + "anthropic.json -q --format gemini --json");
  EXPECT_EQ(wrong.status, 1) << wrong.err;
  EXPECT_NE(wrong.err.find("skipped 1 malformed record(s) of 1"), std::string::npos) << wrong.err;
  EXPECT_EQ(json::parse(wrong.out)["citation_rec"], nullptr);

  // An answer mixing two styles: the refusal names the option in the command line's spelling.
  const std::string mixed = write("mixed.jsonl", "{\"id\": \"m\", \"answer\": \"A [1]. B [^2].\", \"sources\": "
                                                 "[{\"id\": \"a\", \"text\": \"A\"}, {\"id\": \"b\", \"text\": \"B\"}]}\n");
  const CliRun m = run_cli("check " + mixed + " -q");
  EXPECT_EQ(m.status, 1) << m.err;
  EXPECT_NE(m.err.find(mixed + ":1: field 'answer': marks of 2 citation styles in one answer: brackets ([1]), "
                             "footnote ([^2]); say which to read with --citation-style (auto reads an answer of one "
                             "style only)"),
            std::string::npos)
      << m.err;
  const CliRun unknown = run_cli("check " + write("unknown.jsonl", "{\"foo\": 1}\n") + " -q");
  EXPECT_EQ(unknown.status, 1) << unknown.err;
  EXPECT_NE(unknown.err.find("Bedrock's \"output.message\"): say which with --format"), std::string::npos)
      << unknown.err;
}

// Issue item 5 through the command line: the bracket answer of the fixture as an ALCE item
// (first-line cut and 3-citation cap off) and as a generic record give the same figures.
TEST_F(Check, AnAlceItemAndTheSameGenericRecordGiveTheSameFigures) {
  std::ifstream g(kAnswers + "generic.jsonl");
  std::string line;
  json rec;
  while (std::getline(g, line)) {
    rec = json::parse(line);
    if (rec["id"] == "brackets") break;
  }
  json item = {{"question", rec["question"]}, {"output", rec["answer"]}, {"docs", json::array()}, {"claims", {"x"}}};
  for (const auto& s : rec["sources"]) item["docs"].push_back({{"title", ""}, {"text", s["text"]}});
  const std::string alce = write("items.json", json::array({item}).dump());
  const std::string generic = write("generic.jsonl", rec.dump() + "\n");
  const CliRun a = run_cli("eval alce " + alce +
                           " --dataset eli5 --no-rouge --no-claims --no-truncate --at-most-citations 0 -q --json");
  const CliRun c = run_cli("check " + generic + " -q --json");
  ASSERT_EQ(a.status, 0) << a.err;
  ASSERT_EQ(c.status, 0) << c.err;
  const json as = json::parse(a.out), cs = json::parse(c.out);
  EXPECT_EQ(as["citation_rec"], cs["citation_rec"]);
  EXPECT_EQ(as["citation_prec"], cs["citation_prec"]);
  EXPECT_EQ(cs["citation_rec"], 50.0);  // the second sentence cites [3] of two sources: out of range
}

// A need-citation judge: an uncited statement it says needs no citation ("Yes.") leaves the
// recall denominators; one it cannot decide is the answer's judge error (left out, partial, exit 1).
TEST_F(Check, ANeedCitationJudgeExemptsStatementsAndFailsPerAnswer) {
  std::ifstream ex(kExamples + "check_answers.jsonl");
  std::string q1;
  std::getline(ex, q1);
  const std::string answer = json::parse(q1)["answer"];
  const std::string table = write("need.jsonl", json{{"premise", answer}, {"hypothesis", "Yes."}, {"label", 0}}.dump());
  const std::string one = write("q1.jsonl", q1 + "\n");
  const CliRun r = run_cli("check " + one + " -q --need-citation-judge table:" + table + " -o " + path("s.json") +
                           " --detail " + path("d.jsonl"));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("citation_rec         100.00\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("statements                4  (1 uncited, 1 of them needing no citation, 3 supported)"),
            std::string::npos)
      << r.out;
  const json s = read_json(path("s.json"));
  EXPECT_EQ(s["statement_rec"], 100.0);
  EXPECT_EQ(s["citeval"]["statements"]["exempt"], 1);
  EXPECT_EQ(s["citeval"]["need_citation"].get<std::string>().rfind("table:sha256=", 0), 0u);
  std::ifstream d(path("d.jsonl"));
  std::string line;
  std::getline(d, line);
  std::getline(d, line);
  const json rec = json::parse(line);
  EXPECT_EQ(rec["statements"][0]["counted"], false);
  EXPECT_EQ(rec["statements"][0]["need_citation"]["label"], 0);
  // Resumed from the detail: the same summary.
  const CliRun again = run_cli("check " + one + " -q --json --need-citation-judge table:" + table + " --detail " +
                               path("d.jsonl"));
  ASSERT_EQ(again.status, 0) << again.err;
  json resumed = json::parse(again.out), fresh = s;
  resumed["citeval"].erase("judge_stats");
  fresh["citeval"].erase("judge_stats");
  EXPECT_EQ(resumed, fresh);

  // q2's uncited sentence is not in the table: q2 fails, the figures are partial, exit 1.
  const CliRun all = run_cli("check " + kExamples + "check_answers.jsonl -q --json --need-citation-judge table:" + table);
  EXPECT_EQ(all.status, 1) << all.err;
  const json a = json::parse(all.out);
  EXPECT_EQ(a["citation_rec"], 100.0);  // q1 (3 of 3) and q3 (2 of 2)
  EXPECT_TRUE(a["citeval"]["partial"].contains("citation_rec")) << a.dump();
  EXPECT_NE(all.err.find("pair not in table"), std::string::npos) << all.err;
}

// Gates name check's figures; a figure it cannot have is refused before anything runs.
TEST_F(Check, GatesUseItsFigures) {
  const CliRun pass = run_cli("check " + kExamples + "check_answers.jsonl -q --fail-under citation_rec=70");
  EXPECT_EQ(pass.status, 0) << pass.err;
  const CliRun fail = run_cli("check " + kExamples + "check_answers.jsonl -q --fail-under statement_rec=80");
  EXPECT_EQ(fail.status, 3) << fail.err;
  const CliRun unknown = run_cli("check " + kExamples + "check_answers.jsonl -q --fail-under str_em=1");
  EXPECT_EQ(unknown.status, 2) << unknown.err;
  EXPECT_NE(unknown.err.find("citation_prec, citation_rec, quote_fidelity, statement_rec"), std::string::npos)
      << unknown.err;
}

}  // namespace

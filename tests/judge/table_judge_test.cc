#include "judge/table_judge.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <vector>

#include "judge/pair_key.h"

namespace citeval::judge {
namespace {

std::string write_temp(const std::string& name, const std::string& content) {
  auto dir = std::filesystem::temp_directory_path() /
             ("citeval_table_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  auto p = (dir / name).string();
  std::ofstream(p, std::ios::binary) << content;
  return p;
}

Error parse_error(const std::string& content) {
  auto t = TableJudge::parse(content, "t.jsonl");
  EXPECT_FALSE(t.ok());
  return t.ok() ? Error{} : t.error();
}

TEST(TableJudge, LooksUpExactPairs) {
  const std::string content =
      "{\"premise\": \"Paris is in France.\", \"hypothesis\": \"Paris is French.\", \"label\": 1}\n"
      "\n"
      "{\"premise\": \"Paris is in France.\", \"hypothesis\": \"Paris is German.\", \"label\": 0}\n"
      "{\"premise\": \"P\", \"hypothesis\": \"H\", \"prob\": 0.5, \"rationale\": \"half\", "
      "\"extra\": [1]}\n"
      "{\"premise\": \"P\", \"hypothesis\": \"H2\", \"prob\": 0.25}\n"
      "{\"premise\": \"P\", \"hypothesis\": \"H3\", \"prob\": 0.9, \"label\": 0}\r\n"
      "{\"premise\": \"P\", \"hypothesis\": \"H\", \"prob\": 0.5}";  // same decision again: fine
  auto t = TableJudge::parse(content, "t.jsonl");
  ASSERT_TRUE(t.ok()) << t.error().to_string();
  EXPECT_EQ((*t)->size(), 5u);
  std::vector<JudgeRequest> r = {{"Paris is in France.", "Paris is French."},
                                 {"Paris is in France.", "Paris is German."},
                                 {"P", "H"},
                                 {"P", "H2"},
                                 {"P", "H3"},
                                 {"P", "h"},  // case matters
                                 {"P ", "H"}};
  auto out = (*t)->judge_batch(r);
  ASSERT_EQ(out.size(), r.size());
  EXPECT_TRUE(out[0].ok);
  EXPECT_EQ(out[0].prob, 1.0);
  EXPECT_EQ(out[0].label, 1);
  EXPECT_EQ(out[1].prob, 0.0);
  EXPECT_EQ(out[1].label, 0);
  EXPECT_EQ(out[2].prob, 0.5);
  EXPECT_EQ(out[2].label, 1);  // prob >= 0.5
  EXPECT_EQ(out[2].rationale, "half");
  EXPECT_EQ(out[3].prob, 0.25);
  EXPECT_EQ(out[3].label, 0);
  EXPECT_EQ(out[4].prob, 0.9);  // both given: taken as given
  EXPECT_EQ(out[4].label, 0);
  for (int i : {5, 6}) {
    EXPECT_FALSE(out[i].ok);
    EXPECT_EQ(out[i].error, "pair not in table t.jsonl");
  }
}

TEST(TableJudge, MatchesTheQuestionWhenTheLineHasOne) {
  const std::string content =
      "{\"premise\": \"P\", \"hypothesis\": \"H\", \"question\": \"Who?\", \"label\": 1}\n"
      "{\"premise\": \"P\", \"hypothesis\": \"H\", \"question\": \"Why\\u001e?\", \"label\": 0}\n"
      "{\"premise\": \"P\", \"hypothesis\": \"G\", \"label\": 1}\n"
      "{\"premise\": \"P\", \"hypothesis\": \"G\", \"question\": \"\", \"label\": 1}\n";  // "" = none
  auto t = TableJudge::parse(content, "q.jsonl");
  ASSERT_TRUE(t.ok()) << t.error().to_string();
  EXPECT_EQ((*t)->size(), 3u);
  std::vector<JudgeRequest> r = {{"P", "H", "Who?"}, {"P", "H", "Why\x1e?"}, {"P", "H"},
                                 {"P", "H", "When?"}, {"P", "G", "Any?"},    {"P", "G"}};
  auto out = (*t)->judge_batch(r);
  EXPECT_TRUE(out[0].ok);
  EXPECT_EQ(out[0].label, 1);
  EXPECT_TRUE(out[1].ok);
  EXPECT_EQ(out[1].label, 0);
  EXPECT_FALSE(out[2].ok);  // the table only knows H under a question
  EXPECT_FALSE(out[3].ok);
  EXPECT_EQ(out[3].error, "pair not in table q.jsonl");
  EXPECT_TRUE(out[4].ok);  // a line without a question answers G under any question
  EXPECT_TRUE(out[5].ok);
  EXPECT_EQ(parse_error("{\"premise\": \"P\", \"hypothesis\": \"H\", \"question\": 3, \"label\": 1}").field,
            "question");
}

TEST(TableJudge, IdentityIsTheContentHash) {
  const std::string a = "{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": 1}\n";
  const std::string b = "{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": 0}\n";
  auto ta = TableJudge::parse(a, "x");
  auto ta2 = TableJudge::parse(a, "elsewhere");
  auto tb = TableJudge::parse(b, "x");
  ASSERT_TRUE(ta.ok() && ta2.ok() && tb.ok());
  EXPECT_EQ((*ta)->identity(), "table:sha256=" + sha256_hex(a).substr(0, 32));
  EXPECT_EQ((*ta)->identity(), (*ta2)->identity());
  EXPECT_NE((*ta)->identity(), (*tb)->identity());
}

TEST(TableJudge, LoadsAFile) {
  std::string p = write_temp("t.jsonl", "{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": 1}\n");
  auto t = TableJudge::load(p);
  ASSERT_TRUE(t.ok()) << t.error().to_string();
  auto out = (*t)->judge_batch(std::vector<JudgeRequest>{{"p", "x"}});
  EXPECT_EQ(out[0].error, "pair not in table " + p);

  auto missing = TableJudge::load(p + ".nope");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().code, ErrorCode::kIo);
  EXPECT_EQ(missing.error().to_string(), p + ".nope: cannot open the judge table");

  const std::string dir = std::filesystem::path(p).parent_path().string();
  auto directory = TableJudge::load(dir);
  ASSERT_FALSE(directory.ok());
  EXPECT_EQ(directory.error().to_string(), dir + ": a directory, not a judge table");
}

// load() reads in blocks of 8 MiB: lines that straddle a block, a line longer than a block, a
// last line without a newline and an error past the first block read as parse() reads the whole.
TEST(TableJudge, LoadsBlockByBlockAsParseReadsTheWhole) {
  std::string content;
  std::vector<JudgeRequest> requests;
  for (int i = 0; content.size() < (std::size_t{20} << 20); ++i) {
    std::string premise = "premise " + std::to_string(i) + std::string(200 + i % 997, 'x');
    std::string hypothesis = "h" + std::to_string(i);
    if (i == 30000) premise = std::string(std::size_t{9} << 20, 'L');  // longer than a block
    content += "{\"premise\": \"" + premise + "\", \"hypothesis\": \"" + hypothesis + "\", \"label\": " +
               std::to_string(i % 2) + "}\n";
    if (i % 101 == 0 || i == 30000) requests.push_back({premise, hypothesis});
  }
  content += "{\"premise\": \"last\", \"hypothesis\": \"no newline\", \"prob\": 0.75}";
  requests.push_back({"last", "no newline"});
  const std::string p = write_temp("big.jsonl", content);
  auto loaded = TableJudge::load(p);
  auto parsed = TableJudge::parse(content, p);
  ASSERT_TRUE(loaded.ok()) << loaded.error().to_string();
  ASSERT_TRUE(parsed.ok()) << parsed.error().to_string();
  EXPECT_EQ((*loaded)->identity(), "table:sha256=" + sha256_hex(content).substr(0, 32));
  EXPECT_EQ((*loaded)->identity(), (*parsed)->identity());
  EXPECT_EQ((*loaded)->size(), (*parsed)->size());
  const auto a = (*loaded)->judge_batch(requests);
  const auto b = (*parsed)->judge_batch(requests);
  ASSERT_EQ(a.size(), requests.size());
  for (std::size_t k = 0; k < a.size(); ++k) {
    ASSERT_TRUE(a[k].ok) << k << ": " << a[k].error;
    EXPECT_EQ(a[k].label, b[k].label);
    EXPECT_EQ(a[k].prob, b[k].prob);
  }
  EXPECT_EQ(a.back().prob, 0.75);
  EXPECT_EQ(a.back().label, 1);

  const std::size_t lines = static_cast<std::size_t>(std::count(content.begin(), content.end(), '\n')) + 1;
  const std::string bad = content + "\n{\"premise\": \"p\", \"hypothesis\": 3, \"label\": 1}\n";
  auto error = TableJudge::load(write_temp("bad.jsonl", bad));
  ASSERT_FALSE(error.ok());
  EXPECT_EQ(error.error().line, lines + 1);
  EXPECT_EQ(error.error().field, "hypothesis");
}

TEST(TableJudge, EmptyTableIsValid) {
  auto t = TableJudge::parse("\n  \n", "e");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ((*t)->size(), 0u);
}

TEST(TableJudge, ErrorsNameFileLineAndField) {
  const std::string ok = "{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": 1}\n";
  Error e = parse_error(ok + "{\"hypothesis\": \"h\", \"label\": 1}\n");
  EXPECT_EQ(e.code, ErrorCode::kInvalidField);
  EXPECT_EQ(e.to_string(), "t.jsonl:2: field 'premise': missing");

  e = parse_error(ok + "\n{\"premise\": \"p\", \"hypothesis\": 3, \"label\": 1}\n");
  EXPECT_EQ(e.to_string(), "t.jsonl:3: field 'hypothesis': must be a string");

  e = parse_error("{\"premise\": \"p\", \"hypothesis\": \"h\"}\n");
  EXPECT_EQ(e.to_string(),
            "t.jsonl:1: field 'label': missing: a line needs \"label\" (0 or 1) or \"prob\"");

  e = parse_error("{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": 2}\n");
  EXPECT_EQ(e.to_string(), "t.jsonl:1: field 'label': must be 0 or 1, got 2");
  e = parse_error("{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": \"1\"}\n");
  EXPECT_EQ(e.to_string(), "t.jsonl:1: field 'label': must be 0 or 1, got \"1\"");
  e = parse_error("{\"premise\": \"p\", \"hypothesis\": \"h\", \"prob\": 1.5}\n");
  EXPECT_EQ(e.to_string(), "t.jsonl:1: field 'prob': must be in [0, 1], got 1.5");
  e = parse_error("{\"premise\": \"p\", \"hypothesis\": \"h\", \"prob\": \"high\"}\n");
  EXPECT_EQ(e.to_string(), "t.jsonl:1: field 'prob': must be a number");
  e = parse_error("{\"premise\": \"p\", \"hypothesis\": \"h\", \"prob\": 1, \"rationale\": 5}\n");
  EXPECT_EQ(e.to_string(), "t.jsonl:1: field 'rationale': must be a string");

  e = parse_error(ok + ok + "[1, 2]\n");
  EXPECT_EQ(e.code, ErrorCode::kInvalidField);
  EXPECT_EQ(e.to_string(), "t.jsonl:3: a line must be a JSON object");

  e = parse_error(ok + "{\"premise\": \"p\", \"hypothesis\": \n");
  EXPECT_EQ(e.code, ErrorCode::kParse);
  EXPECT_EQ(e.file, "t.jsonl");
  EXPECT_EQ(e.line, 2u);
  EXPECT_EQ(e.message.rfind("bad JSON: ", 0), 0u) << e.message;

  e = parse_error(ok + "{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": 0}\n");
  EXPECT_EQ(e.to_string(), "t.jsonl:2: field 'label': the pair of line 1 again, with another decision");
}

// Lines are read by simdjson where it reads them as nlohmann does, and by nlohmann otherwise: a
// repeated key (the last value counts), escaped keys, "-0", an integer prob, escapes and non-ASCII
// text, a label written as a float, and numbers out of range read as nlohmann reads them.
TEST(TableJudge, ReadsEveryLineAsNlohmannDoes) {
  const std::string content =
      "{\"premise\": \"p\", \"hypothesis\": \"h1\", \"label\": 0, \"label\": 1}\n"
      "{\"pre\\u006dise\": \"p\", \"hypothesis\": \"h2\", \"label\": -0}\n"
      "{\"premise\": \"p\", \"hypothesis\": \"h3\", \"prob\": 1, \"rationale\": \"r\\n\\u00e9\"}\n"
      "{\"premise\": \"p\", \"hypothesis\": \"h4 \\ud83d\\ude00 \u00e9\", \"prob\": 25e-2}\n"
      "{\"premise\": \"p\", \"hypothesis\": \"h5\", \"prob\": 0.9, \"prob\": 0.1, \"question\": \"q\"}\n"
      "{\"hypothesis\": \"h6\", \"premise\": \"x\", \"premise\": \"p\", \"label\": 1, \"other\": {\"premise\": 1}}\n";
  auto t = TableJudge::parse(content, "t.jsonl");
  ASSERT_TRUE(t.ok()) << t.error().to_string();
  EXPECT_EQ((*t)->size(), 6u);
  std::vector<JudgeRequest> r = {{"p", "h1"}, {"p", "h2"}, {"p", "h3"}, {"p", "h4 \xF0\x9F\x98\x80 \xC3\xA9"},
                                 {"p", "h5", "q"}, {"p", "h6"}, {"x", "h6"}};
  auto out = (*t)->judge_batch(r);
  ASSERT_EQ(out.size(), r.size());
  for (std::size_t i = 0; i + 1 < r.size(); ++i) EXPECT_TRUE(out[i].ok) << i;
  EXPECT_EQ(out[0].label, 1);
  EXPECT_EQ(out[0].prob, 1.0);
  EXPECT_EQ(out[1].label, 0);
  EXPECT_EQ(out[1].prob, 0.0);
  EXPECT_EQ(out[2].prob, 1.0);
  EXPECT_EQ(out[2].label, 1);
  EXPECT_EQ(out[2].rationale, "r\n\xC3\xA9");
  EXPECT_EQ(out[3].prob, 0.25);
  EXPECT_EQ(out[3].label, 0);
  EXPECT_EQ(out[4].prob, 0.1);
  EXPECT_EQ(out[4].label, 0);
  EXPECT_EQ(out[5].label, 1);
  EXPECT_FALSE(out[6].ok);  // the first "premise" of its line was overwritten

  const std::string ok = "{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": 1}\n";
  Error e = parse_error(ok + "{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": 1.0}\n");
  EXPECT_EQ(e.to_string(), "t.jsonl:2: field 'label': must be 0 or 1, got 1.0");
  e = parse_error("{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": 18446744073709551617}\n");
  EXPECT_EQ(e.to_string(), "t.jsonl:1: field 'label': must be 0 or 1, got 1.8446744073709552e+19");
  e = parse_error("{\"premise\": \"p\", \"hypothesis\": \"h\", \"prob\": 1e400}\n");
  EXPECT_EQ(e.to_string(), "t.jsonl:1: bad JSON: number overflow parsing '1e400'");
  e = parse_error("{\"premise\": \"p\", \"hypothesis\": \"h\\ud800\", \"label\": 1}\n");
  EXPECT_EQ(e.code, ErrorCode::kParse);
  EXPECT_EQ(e.line, 1u);
  e = parse_error("{\"premise\": \"p\", \"hypothesis\": \"h\xC3\", \"label\": 1}\n");
  EXPECT_EQ(e.code, ErrorCode::kParse);
  e = parse_error(ok + "{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": 1} {}\n");
  EXPECT_EQ(e.code, ErrorCode::kParse);
  EXPECT_EQ(e.line, 2u);
}

}  // namespace
}  // namespace citeval::judge

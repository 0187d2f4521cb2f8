// End to end: `citeval eval --benchmark longbench-cite --judge llm:MODEL` against the loopback
// FakeOpenAiServer: exact scores, resuming, the cache, judge errors, and no API key anywhere.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "fake_openai_server.h"

namespace citeval::llm {
namespace {

using testing::FakeCall;
using testing::FakeOpenAiServer;
using testing::FakeReply;

constexpr const char* kKey = "sk-cli-SECRET-0badc0ffee";

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct CliRun {
  int status = -1;
  std::string out;  // stdout and stderr
};

CliRun run_citeval(const std::string& args) {
  std::string cmd = std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval " + args + " 2>&1";
  CliRun r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

// Answers by the kind of prompt (the built-in templates differ) and its content.
FakeReply script(const FakeCall& c, bool break_item4) {
  const std::string& p = c.prompt;
  if (break_item4 && p.find("Fact E") != std::string::npos) return FakeReply{.content = "I cannot say."};
  if (p.find("<sentence>") != std::string::npos) {  // need-citation
    return FakeReply{.content = p.find("Intro words") != std::string::npos ? "Need Citation: [[Yes]] " : "Need Citation: [[No]] "};
  }
  if (p.find("[[Partially supported]]") != std::string::npos) {  // support
    return FakeReply{.content = p.find("Fact B") != std::string::npos ? "Rating: [[Partially supported]] " : "Rating: [[Fully supported]] "};
  }
  return FakeReply{.content = p.find("Gamma") != std::string::npos ? "Rating: [[Unrelevant]] " : "Rating: [[Relevant]] "};
}

class LongciteCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = (std::filesystem::temp_directory_path() / ("citeval_longcite_cli_" + std::to_string(getpid()))).string();
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    std::ofstream in(dir_ + "/preds.jsonl");
    in << nlohmann::json{{"idx", 1}, {"dataset", "hotpotqa"}, {"query", "What?"},
                         {"context", "Alpha one. Beta two. Gamma three. Delta four."},
                         {"prediction", "<statement>Fact A.<cite>[0-1]</cite></statement><statement>Fact B.<cite>[2-2][3-3]</cite>"
                                        "</statement><statement>Intro words here<cite></cite></statement>"}}
              .dump()
       << "\n";
    in << nlohmann::json{{"idx", "two"}, {"dataset", "multifieldqa_en"}, {"query", "Why?"}, {"prediction", "Fact C"},
                         {"statements", {{{"statement", "Fact C"}, {"citation", {{{"cite", "Some text"}}}}}}}}
              .dump()
       << "\n";
    in << nlohmann::json{{"idx", 3}, {"dataset", "multifieldqa_zh"}, {"query", "Who?"}, {"prediction", "Fact D"},
                         {"statements", {{{"statement", "Fact D"}, {"citation", nlohmann::json::array()}}}}}
              .dump()
       << "\n";
    in << nlohmann::json{{"idx", 4}, {"dataset", "gov_report"}, {"query", "How?"}, {"prediction", "Fact E"},
                         {"statements", {{{"statement", "Fact E"}, {"citation", {{{"cite", "Epsilon"}}}}}}}}
              .dump()
       << "\n";
    in << "{not json\n";
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string args(const std::string& base_url, const std::string& extra = "") {
    setenv("OPENAI_API_KEY", kKey, 1);
    setenv("OPENAI_BASE_URL", base_url.c_str(), 1);
    return "eval --benchmark longbench-cite -i " + dir_ + "/preds.jsonl --judge llm:test-model --cache " + dir_ +
           "/cache.sqlite --detail " + dir_ + "/detail.jsonl -o " + dir_ + "/summary.json --llm-journal " + dir_ +
           "/journal.jsonl --llm-concurrency 4 " + extra;
  }
  void expect_no_key(const CliRun& r) {
    EXPECT_EQ(r.out.find(kKey), std::string::npos);
    for (const auto& f : std::filesystem::directory_iterator(dir_)) {
      EXPECT_EQ(slurp(f.path().string()).find(kKey), std::string::npos) << f.path();
    }
  }
  std::string dir_;
};

TEST_F(LongciteCli, ScoresResumesCachesAndRetriesFailedItems) {
  std::atomic<bool> broken{true};
  FakeOpenAiServer server([&](const FakeCall& c) { return script(c, broken.load()); });

  // CliRun 1: item 4's answers are unreadable (5 tries), so it is counted as a judge error.
  CliRun r1 = run_citeval(args(server.base_url()));
  EXPECT_EQ(r1.status, 1) << r1.out;
  EXPECT_EQ(server.calls(), 8u + 5u + 5u);  // 8 readable prompts; item 4's two prompts 5 times each
  auto s1 = nlohmann::json::parse(slurp(dir_ + "/summary.json"));
  EXPECT_EQ(s1["citeval"]["items_skipped"], 1);
  EXPECT_EQ(s1["citeval"]["items_with_judge_errors"], 1);
  EXPECT_EQ(s1["citeval"]["judge_errors"][0]["idx"], 4);
  EXPECT_NE(s1["citeval"]["judge_errors"][0]["error"].get<std::string>().find("unreadable"), std::string::npos);
  EXPECT_EQ(s1["finish"], false);
  EXPECT_EQ(s1["scores"]["hotpotqa"]["citation_recall"], 0.5);
  EXPECT_EQ(s1["scores"]["hotpotqa"]["citation_precision"], 0.5);
  EXPECT_EQ(s1["scores"]["hotpotqa"]["citation_f1"], 0.5);
  EXPECT_EQ(s1["scores"]["multifieldqa_en"]["citation_f1"], 1.0);
  EXPECT_EQ(s1["scores"]["multifieldqa_zh"]["citation_recall"], 1.0);
  EXPECT_EQ(s1["scores"]["multifieldqa_zh"]["citation_f1"], 0.0);
  EXPECT_EQ(s1["scores"]["multifieldqa"]["responses"], 2);
  EXPECT_EQ(s1["avg_citation_recall"], 0.75);
  EXPECT_EQ(s1["avg_citation_precision"], 0.5);
  EXPECT_EQ(s1["avg_citation_f1"], 0.5);
  EXPECT_EQ(s1["citation_length"], 10.0 / 3);
  EXPECT_EQ(s1["citeval"]["llm_usage"]["prompt_tokens"], 7 * 18);
  EXPECT_EQ(s1["citeval"]["llm_judges"]["support"]["unreadable"], 1);
  EXPECT_EQ(s1["citeval"]["llm_judges"]["support"]["reasks"], 4);
  EXPECT_EQ(s1["citeval"]["llm_judges"]["relevance"]["asks"], 3 + 5);
  EXPECT_EQ(s1["citeval"]["llm_judges"]["need_citation"]["items"], 2);
  // The detail holds the three finished items, with LongCite's fields.
  auto lines = slurp(dir_ + "/detail.jsonl");
  EXPECT_EQ(std::count(lines.begin(), lines.end(), '\n'), 3);
  auto first = nlohmann::json::parse(lines.substr(0, lines.find('\n')));
  EXPECT_EQ(first["idx"], 1);
  EXPECT_EQ(first["statements"][1]["statement"], "Fact B.");
  EXPECT_EQ(first["statements"][1]["citation"][0]["st_sent"], 2);
  EXPECT_EQ(first["statements"][1]["citation"][0]["ed_sent"], 3);
  EXPECT_EQ(first["statements"][1]["citation"][0]["cite"], "Gamma three. Delta four.");
  EXPECT_EQ(first["statements"][1]["citation"][0]["start_char"], 21);
  EXPECT_EQ(first["statements"][1]["support_score"], 0.5);
  EXPECT_EQ(first["statements"][1]["support_output"], "Rating: [[Partially supported]] ");
  EXPECT_EQ(first["statements"][2]["need_citation"], 1.0);
  // The question reached the judges.
  EXPECT_NE(slurp(dir_ + "/journal.jsonl").find("<question>\\nWhat?\\n</question>"), std::string::npos);
  expect_no_key(r1);

  // CliRun 2: the server is fixed; only item 4 is judged, the others are resumed.
  broken = false;
  CliRun r2 = run_citeval(args(server.base_url()));
  EXPECT_EQ(r2.status, 0) << r2.out;
  EXPECT_EQ(server.calls(), 18u + 2u);
  auto s2 = nlohmann::json::parse(slurp(dir_ + "/summary.json"));
  EXPECT_EQ(s2["citeval"]["items_resumed"], 3);
  EXPECT_EQ(s2["citeval"]["items_judged"], 1);
  EXPECT_EQ(s2["scores"]["gov_report"]["citation_f1"], 1.0);
  EXPECT_EQ(s2["avg_citation_f1"], (0.5 + 0.5 + 1.0) / 3);

  // CliRun 3: starting over costs nothing: every judgment comes from the cache.
  CliRun r3 = run_citeval(args(server.base_url(), "--restart --json"));
  EXPECT_EQ(r3.status, 0) << r3.out;
  EXPECT_EQ(server.calls(), 20u);
  auto s3 = nlohmann::json::parse(slurp(dir_ + "/summary.json"));
  EXPECT_EQ(s3["citeval"]["items_judged"], 4);
  EXPECT_EQ(s3["avg_citation_f1"], s2["avg_citation_f1"]);
  EXPECT_EQ(s3["citeval"]["judge_stats"]["cache_hits"], 4);  // the support session's pairs
  expect_no_key(r3);
}

TEST_F(LongciteCli, JsonListInputWithAModelFreeJudge) {
  // The same items as a JSON list (LongCite's pred files), judged by "lexical": no LLM, no
  // question in the requests, and every item finishes.
  std::string jsonl = slurp(dir_ + "/preds.jsonl");
  nlohmann::json list = nlohmann::json::array();
  for (std::size_t pos = 0; pos < jsonl.size();) {
    std::size_t end = jsonl.find('\n', pos);
    auto j = nlohmann::json::parse(jsonl.substr(pos, end - pos), nullptr, false);
    if (!j.is_discarded()) list.push_back(j);
    pos = end + 1;
  }
  std::ofstream(dir_ + "/preds.json") << list.dump(2);
  CliRun r = run_citeval("eval --benchmark longbench-cite -i " + dir_ + "/preds.json --judge lexical --json -q");
  ASSERT_EQ(r.status, 0) << r.out;
  auto s = nlohmann::json::parse(r.out);
  EXPECT_EQ(s["citeval"]["items_read"], 4);
  EXPECT_EQ(s["citeval"]["items_judged"], 4);
  EXPECT_EQ(s["citeval"]["judges"]["support"], s["citeval"]["judges"]["relevance"]);
  EXPECT_EQ(s["citeval"]["judge_approximation"], true);
  EXPECT_EQ(s["responses"], 4);
  EXPECT_FALSE(s["citeval"].contains("llm_usage"));
}

TEST_F(LongciteCli, SentencePieceCitationLengthInTheFullExecutable) {
  // The citeval executable also holds libtorch; SentencePiece is loaded beside it in isolation
  // (metrics/spm_shim.cc). A model trained here by Python's sentencepiece gives Python's count.
  {
    std::ofstream train(dir_ + "/train.txt");
    for (int i = 0; i < 300; ++i) train << "Alpha one beta two gamma three delta four epsilon " << i << " evidence.\n";
  }
  const std::string py = std::string(CITEVAL_PYTHON) + " -c \"import sentencepiece as s; s.SentencePieceTrainer.train(input='" +
                         dir_ + "/train.txt', model_prefix='" + dir_ + "/m', vocab_size=60, minloglevel=2); " +
                         "print(len(s.SentencePieceProcessor(model_file='" + dir_ + "/m.model').encode('Some text')))\"";
  FILE* pipe = popen(py.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  char buf[64] = {0};
  const std::size_t n = std::fread(buf, 1, sizeof buf - 1, pipe);
  ASSERT_EQ(pclose(pipe), 0);
  const double python_count = std::stod(std::string(buf, n));
  CliRun r = run_citeval("eval --benchmark longbench-cite -i " + dir_ +
                         "/preds.jsonl --judge lexical -q -o " + dir_ + "/spm_summary.json --citation-tokenizer spm:" +
                         dir_ + "/m.model");
  ASSERT_EQ(r.status, 0) << r.out;
  auto s = nlohmann::json::parse(slurp(dir_ + "/spm_summary.json"));
  // Only item "two" has a cited snippet with text ("Some text"); item 4's is "Epsilon".
  EXPECT_EQ(s["scores"]["multifieldqa_en"]["citation_length"], python_count);
  EXPECT_EQ(s["citeval"]["citation_tokenizer"], "spm:" + dir_ + "/m.model");
}

TEST_F(LongciteCli, BadOptionsAreClearErrors) {
  FakeOpenAiServer server([](const FakeCall&) { return FakeReply{}; });
  CliRun r = run_citeval(args(server.base_url(), "--citation-tokenizer bytes"));
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("unknown citation tokenizer 'bytes'"), std::string::npos) << r.out;
  CliRun m = run_citeval(args(server.base_url(), "--citation-tokenizer spm:" + dir_ + "/no_such.model"));
  EXPECT_EQ(m.status, 1);
  EXPECT_NE(m.out.find(dir_ + "/no_such.model"), std::string::npos) << m.out;
  CliRun k = run_citeval(args(server.base_url(), "--llm-api-key-env CITEVAL_NO_SUCH_VARIABLE"));
  EXPECT_EQ(k.status, 1);
  EXPECT_NE(k.out.find("CITEVAL_NO_SUCH_VARIABLE"), std::string::npos) << k.out;
  EXPECT_EQ(server.calls(), 0u);
}

}  // namespace
}  // namespace citeval::llm

// End to end: `citeval eval longbench-cite --judge llm:MODEL` against the loopback
// FakeOpenAiServer: exact scores, resuming, the cache, judge errors, and no API key anywhere.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "fake_openai_server.h"
#include "secret_scan.h"

namespace citeval::llm {
namespace {

using testing::FakeCall;
using testing::FakeOpenAiServer;
using testing::FakeReply;

constexpr const char* kKey = "sk-cli-SECRET-0badc0ffee";

using testing::slurp;  // secret_scan.h: the whole file, or "" when it cannot be read

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
    return "eval longbench-cite -i " + dir_ + "/preds.jsonl --judge llm:test-model --cache " + dir_ +
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
  EXPECT_EQ(s1["citeval"]["score_scale"], 100);  // ×100, as every citeval figure
  EXPECT_EQ(s1["scores"]["hotpotqa"]["citation_recall"], 50.0);
  EXPECT_EQ(s1["scores"]["hotpotqa"]["citation_precision"], 50.0);
  EXPECT_EQ(s1["scores"]["hotpotqa"]["citation_f1"], 50.0);
  EXPECT_EQ(s1["scores"]["multifieldqa_en"]["citation_f1"], 100.0);
  EXPECT_EQ(s1["scores"]["multifieldqa_zh"]["citation_recall"], 100.0);
  EXPECT_EQ(s1["scores"]["multifieldqa_zh"]["citation_f1"], 0.0);
  EXPECT_EQ(s1["scores"]["multifieldqa"]["responses"], 2);
  EXPECT_EQ(s1["avg_citation_recall"], 75.0);
  EXPECT_EQ(s1["avg_citation_precision"], 50.0);
  EXPECT_EQ(s1["avg_citation_f1"], 50.0);
  EXPECT_EQ(s1["citeval"]["skipped"][0]["position"], 4);
  EXPECT_EQ(s1["citation_length"], 10.0 / 3);
  EXPECT_EQ(s1["citeval"]["llm_usage"]["prompt_tokens"], 7 * 18);
  EXPECT_EQ(s1["citeval"]["llm_judges"]["support"]["unreadable"], 1);
  EXPECT_EQ(s1["citeval"]["llm_judges"]["support"]["reasks"], 4);
  EXPECT_EQ(s1["citeval"]["llm_judges"]["relevance"]["asks"], 3 + 5);
  EXPECT_EQ(s1["citeval"]["llm_judges"]["need_citation"]["items"], 2);
  // The detail holds a header and the three finished items, with LongCite's fields.
  auto lines = slurp(dir_ + "/detail.jsonl");
  EXPECT_EQ(std::count(lines.begin(), lines.end(), '\n'), 1 + 3);
  auto header = nlohmann::json::parse(lines.substr(0, lines.find('\n')));
  EXPECT_EQ(header["citeval_detail"]["judges"]["need_citation"], s1["citeval"]["judges"]["need_citation"]);
  const std::size_t second = lines.find('\n') + 1;
  auto first = nlohmann::json::parse(lines.substr(second, lines.find('\n', second) - second));
  EXPECT_EQ(first["idx"], 1);
  EXPECT_EQ(first["position"], 0);
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
  EXPECT_NE(r2.out.find("resumed 3 item(s) from " + dir_ + "/detail.jsonl; 1 to judge"), std::string::npos) << r2.out;
  EXPECT_EQ(s2["citeval"]["items_judged"], 1);
  EXPECT_EQ(s2["scores"]["gov_report"]["citation_f1"], 100.0);
  EXPECT_EQ(s2["avg_citation_f1"], (50.0 + 50.0 + 100.0) / 3);

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

// A detail written before the one scale (header version 1, fractions) holds paid judgments: a
// rerun resumes it and gives exactly the summary of an uninterrupted run; what it appends stays
// in fractions, so the file keeps one scale. --reference-aggregation writes fractions itself.
TEST_F(LongciteCli, AVersionOneDetailOfFractionsResumesToTheUninterruptedSummary) {
  FakeOpenAiServer server([&](const FakeCall& c) { return script(c, false); });
  setenv("OPENAI_API_KEY", kKey, 1);
  setenv("OPENAI_BASE_URL", server.base_url().c_str(), 1);
  const std::string base = "eval longbench-cite -i " + dir_ + "/preds.jsonl --judge llm:test-model --cache " +
                           dir_ + "/cache.sqlite -q ";
  CliRun whole = run_citeval(base + "--detail " + dir_ + "/whole.jsonl -o " + dir_ + "/whole.json");
  ASSERT_EQ(whole.status, 0) << whole.out;  // the malformed last line: a warning
  CliRun ref = run_citeval(base + "--reference-aggregation --detail " + dir_ + "/old.jsonl -o " + dir_ + "/ref.json");
  ASSERT_EQ(ref.status, 0) << ref.out;
  auto sr = nlohmann::json::parse(slurp(dir_ + "/ref.json"));
  EXPECT_EQ(sr["citeval"]["score_scale"], 1);
  EXPECT_EQ(sr["scores"]["hotpotqa"]["citation_recall"], 0.5);  // eval_cite.py's fractions
  // The reference run's detail (fractions) made into a version-1 file, its last item cut off.
  std::istringstream in(slurp(dir_ + "/old.jsonl"));
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  ASSERT_EQ(lines.size(), 5u);
  auto header = nlohmann::json::parse(lines[0]);
  EXPECT_EQ(header["citeval_detail"]["version"], 2);
  EXPECT_EQ(header["citeval_detail"]["score_scale"], 1);
  header["citeval_detail"]["version"] = 1;
  header["citeval_detail"].erase("score_scale");
  {
    std::ofstream out(dir_ + "/old.jsonl", std::ios::binary | std::ios::trunc);
    out << header.dump() << "\n";
    for (std::size_t k = 1; k + 1 < lines.size(); ++k) out << lines[k] << "\n";
  }
  CliRun resumed = run_citeval(base + "--detail " + dir_ + "/old.jsonl -o " + dir_ + "/resumed.json");
  ASSERT_EQ(resumed.status, 0) << resumed.out;
  auto sw = nlohmann::json::parse(slurp(dir_ + "/whole.json")), rs = nlohmann::json::parse(slurp(dir_ + "/resumed.json"));
  EXPECT_EQ(rs["citeval"]["items_resumed"], 3);
  for (const char* k : {"scores", "avg_citation_recall", "avg_citation_precision", "avg_citation_f1", "citation_length"}) {
    EXPECT_EQ(rs[k].dump(), sw[k].dump()) << k;
  }
  auto appended = nlohmann::json::parse(slurp(dir_ + "/old.jsonl").substr(slurp(dir_ + "/old.jsonl").rfind('\n', slurp(dir_ + "/old.jsonl").size() - 2) + 1));
  EXPECT_EQ(appended["citation_f1"], 1.0);  // gov_report's item, in the file's fractions
  // A detail of percentages does not resume a run of fractions (÷100 is not exact).
  CliRun refused = run_citeval(base + "--reference-aggregation --detail " + dir_ + "/whole.jsonl -o " + dir_ + "/x.json");
  EXPECT_EQ(refused.status, 1);
  EXPECT_NE(refused.out.find("score_scale: 100 in the detail, 1 now"), std::string::npos) << refused.out;
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
  CliRun r = run_citeval("eval longbench-cite -i " + dir_ +
                         "/preds.json --judge lexical --need-citation-judge always --json -q");
  ASSERT_EQ(r.status, 0) << r.out;
  auto s = nlohmann::json::parse(r.out);
  EXPECT_EQ(s["citeval"]["items_read"], 4);
  EXPECT_EQ(s["citeval"]["items_judged"], 4);
  EXPECT_EQ(s["citeval"]["judges"]["support"], s["citeval"]["judges"]["relevance"]);
  EXPECT_EQ(s["citeval"]["judges"]["need_citation"], "rule:always-needs-citation");
  EXPECT_NE(s["citeval"]["need_citation_rule"].get<std::string>().find("every uncited statement needs a citation"),
            std::string::npos);
  EXPECT_EQ(s["citeval"]["judge_approximation"], true);
  const std::string lexical = s["citeval"]["judges"]["support"];
  EXPECT_EQ(s["citeval"]["judge_note"],
            "APPROXIMATION: support judge '" + lexical + "', relevance judge '" + lexical +
                "' only approximate the LLM judgments LongBench-Cite uses; these scores are not comparable to "
                "published LongBench-Cite numbers");
  // Item 3's only statement is uncited: recall 0 by the rule.
  EXPECT_EQ(s["scores"]["multifieldqa_zh"]["citation_recall"], 0.0);
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
  CliRun r = run_citeval("eval longbench-cite -i " + dir_ +
                         "/preds.jsonl --judge lexical --need-citation-judge always -q -o " + dir_ +
                         "/spm_summary.json --citation-tokenizer spm:" +
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

// Model-free runs (no server): lexical support and relevance, the "always" need-citation rule.
std::string lexical_args(const std::string& dir, const std::string& extra = "") {
  return "eval longbench-cite -i " + dir + "/preds.jsonl --judge lexical --need-citation-judge always --detail " +
         dir + "/detail.jsonl -o " + dir + "/summary.json " + extra;
}

std::vector<nlohmann::json> detail_lines(const std::string& path) {
  std::vector<nlohmann::json> out;
  std::istringstream in(slurp(path));
  for (std::string line; std::getline(in, line);) out.push_back(nlohmann::json::parse(line));  // throws if cut
  return out;
}

TEST_F(LongciteCli, ALexicalJudgeCannotDecideNeedCitationSoTheRunIsRefused) {
  CliRun r = run_citeval("eval longbench-cite -i " + dir_ + "/preds.jsonl --judge lexical -o " + dir_ +
                         "/summary.json");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find(dir_ + "/preds.jsonl:1: idx 1, statement 3 (\"Intro words here\") has no citation"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("--need-citation-judge always"), std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(dir_ + "/summary.json"));
  // With the rule, the table says so, and carries the approximation note.
  CliRun ok = run_citeval(lexical_args(dir_, "-q"));
  EXPECT_EQ(ok.status, 0) << ok.out;
  EXPECT_NE(ok.out.find("need-citation: every uncited statement needs a citation (recall 0;"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("APPROXIMATION: support judge '"), std::string::npos) << ok.out;
}

TEST_F(LongciteCli, ItemsSharingAnIdxAreBothScoredAndResumedByPosition) {
  {
    std::ofstream in(dir_ + "/preds.jsonl");
    for (const char* dataset : {"hotpotqa", "gov_report"}) {
      in << nlohmann::json{{"idx", 9}, {"dataset", dataset}, {"query", "Q?"}, {"prediction", "P"},
                           {"statements", {{{"statement", "Alpha beta"}, {"citation", {{{"cite", "Alpha beta gamma"}}}}}}}}
                .dump()
         << "\n";
    }
  }
  CliRun r1 = run_citeval(lexical_args(dir_, "-q"));
  ASSERT_EQ(r1.status, 0) << r1.out;
  EXPECT_NE(r1.out.find(dir_ + "/preds.jsonl:2: idx 9 repeats line 1; both items are scored"), std::string::npos) << r1.out;
  auto s1 = nlohmann::json::parse(slurp(dir_ + "/summary.json"));
  EXPECT_EQ(s1["responses"], 2);
  EXPECT_EQ(s1["scores"]["gov_report"]["responses"], 1);
  EXPECT_EQ(s1["scores"]["hotpotqa"]["responses"], 1);
  EXPECT_EQ(s1["citeval"]["items_duplicate_idx"], 1);
  EXPECT_EQ(detail_lines(dir_ + "/detail.jsonl").size(), 1u + 2u);
  CliRun r2 = run_citeval(lexical_args(dir_, "-q"));
  ASSERT_EQ(r2.status, 0) << r2.out;
  auto s2 = nlohmann::json::parse(slurp(dir_ + "/summary.json"));
  EXPECT_EQ(s2["citeval"]["items_resumed"], 2);
  EXPECT_EQ(s2["citeval"]["items_judged"], 0);
  EXPECT_EQ(s2["responses"], 2);
  EXPECT_EQ(s2["avg_citation_f1"], s1["avg_citation_f1"]);
}

TEST_F(LongciteCli, ACutLastDetailLineIsDroppedOnResume) {
  CliRun r1 = run_citeval(lexical_args(dir_, "-q"));
  ASSERT_EQ(r1.status, 0) << r1.out;
  auto s1 = nlohmann::json::parse(slurp(dir_ + "/summary.json"));
  // kill -9 in the middle of writing the last item: its line is cut.
  const std::string full = slurp(dir_ + "/detail.jsonl");
  const std::size_t last = full.rfind('\n', full.size() - 2) + 1;
  std::filesystem::resize_file(dir_ + "/detail.jsonl", last + 20);
  CliRun r2 = run_citeval(lexical_args(dir_, "-q"));
  ASSERT_EQ(r2.status, 0) << r2.out;
  EXPECT_NE(r2.out.find(dir_ + "/detail.jsonl:5: dropping a cut last line (20 bytes)"), std::string::npos) << r2.out;
  EXPECT_NE(r2.out.find("resumed 3 item(s)"), std::string::npos) << r2.out;
  auto s2 = nlohmann::json::parse(slurp(dir_ + "/summary.json"));
  EXPECT_EQ(s2["citeval"]["items_resumed"], 3);
  EXPECT_EQ(s2["citeval"]["items_judged"], 1);
  EXPECT_EQ(s2["scores"], s1["scores"]);
  EXPECT_EQ(s2["avg_citation_f1"], s1["avg_citation_f1"]);
  EXPECT_EQ(slurp(dir_ + "/detail.jsonl"), full);  // every line whole, nothing appended to a cut one
}

TEST_F(LongciteCli, ResumingRefusesAnotherJudgeInputOrOptions) {
  ASSERT_EQ(run_citeval(lexical_args(dir_, "-q")).status, 0);
  const std::string detail = slurp(dir_ + "/detail.jsonl");
  std::ofstream(dir_ + "/table.jsonl") << R"({"premise": "a", "hypothesis": "b", "label": 1})" << "\n";
  const std::pair<std::string, std::string> cases[] = {
      {"--max-statements 10", "max_statements: '40' in the detail, '10' now"},
      {"--relevance-judge table:" + dir_ + "/table.jsonl", "relevance judge: 'lexical"},
      {"--citation-tokenizer words", "citation tokenizer: 'auto' in the detail, 'words' now"},
  };
  for (const auto& [extra, expect] : cases) {
    CliRun r = run_citeval(lexical_args(dir_, "-q " + extra));
    EXPECT_EQ(r.status, 1) << extra;
    EXPECT_NE(r.out.find(expect), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("rerun with --restart to start over"), std::string::npos) << r.out;
    EXPECT_EQ(slurp(dir_ + "/detail.jsonl"), detail);
  }
  // Another judge for need-citation (the rule is part of the identity too).
  CliRun n = run_citeval("eval longbench-cite -i " + dir_ + "/preds.jsonl --judge lexical --need-citation-judge table:" +
                         dir_ + "/table.jsonl --detail " + dir_ + "/detail.jsonl -q");
  EXPECT_EQ(n.status, 1);
  EXPECT_NE(n.out.find("need-citation judge: 'rule:always-needs-citation' in the detail, 'table:"), std::string::npos) << n.out;
  // The input changed (one more item).
  std::ofstream(dir_ + "/preds.jsonl", std::ios::app)
      << nlohmann::json{{"idx", 5}, {"dataset", "hotpotqa"}, {"query", "Q"}, {"statements", nlohmann::json::array()}}.dump()
      << "\n";
  CliRun i = run_citeval(lexical_args(dir_, "-q"));
  EXPECT_EQ(i.status, 1);
  EXPECT_NE(i.out.find("the input's content differs"), std::string::npos) << i.out;
  // --restart starts over.
  CliRun restart = run_citeval(lexical_args(dir_, "-q --restart"));
  EXPECT_EQ(restart.status, 0) << restart.out;
  EXPECT_EQ(nlohmann::json::parse(slurp(dir_ + "/summary.json"))["citeval"]["items_judged"], 5);
  // A detail written by an older citeval (no header) is refused too.
  std::ofstream(dir_ + "/detail.jsonl") << detail.substr(detail.find('\n') + 1);
  CliRun old = run_citeval(lexical_args(dir_, "-q"));
  EXPECT_EQ(old.status, 1);
  EXPECT_NE(old.out.find("older citeval"), std::string::npos) << old.out;
  EXPECT_NE(old.out.find("--restart"), std::string::npos) << old.out;
}

TEST_F(LongciteCli, OutputOrDetailNamingTheInputIsRefusedBeforeReading) {
  const std::string before = slurp(dir_ + "/preds.jsonl");
  for (const std::string& opt : {"-o " + dir_ + "/preds.jsonl", "--detail " + dir_ + "/./preds.jsonl"}) {
    CliRun r = run_citeval("eval longbench-cite -i " + dir_ + "/preds.jsonl --judge lexical "
                           "--need-citation-judge always -q " + opt);
    EXPECT_EQ(r.status, 1) << opt;
    EXPECT_NE(r.out.find("is the same file as --input"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("refusing to overwrite an input"), std::string::npos) << r.out;
    EXPECT_EQ(slurp(dir_ + "/preds.jsonl"), before);
  }
  // A judge's table is an input too, and two outputs may not share a file.
  std::ofstream(dir_ + "/table.jsonl") << "";
  CliRun t = run_citeval("eval longbench-cite -i " + dir_ + "/preds.jsonl --judge lexical "
                         "--need-citation-judge table:" + dir_ + "/table.jsonl -q --detail " + dir_ + "/table.jsonl");
  EXPECT_EQ(t.status, 1);
  EXPECT_NE(t.out.find("--detail is the same file as --need-citation-judge"), std::string::npos) << t.out;
  EXPECT_EQ(slurp(dir_ + "/table.jsonl"), "");
  CliRun o = run_citeval("eval longbench-cite -i " + dir_ + "/preds.jsonl --judge lexical "
                         "--need-citation-judge always -q -o " + dir_ + "/x.json --detail " + dir_ + "/x.json");
  EXPECT_EQ(o.status, 1);
  EXPECT_NE(o.out.find("name the same file"), std::string::npos) << o.out;
}

TEST_F(LongciteCli, NoScoreWithoutDataAndAClearRefusalOfOtherFiles) {
  auto run_on = [&](const std::string& input) {
    return run_citeval("eval longbench-cite -i " + input + " --judge lexical --need-citation-judge always --json -q");
  };
  std::ofstream(dir_ + "/empty.jsonl").close();
  CliRun e = run_on(dir_ + "/empty.jsonl");
  EXPECT_EQ(e.status, 1) << e.out;
  EXPECT_NE(e.out.find("no response was scored: the input holds no item"), std::string::npos) << e.out;
  auto js = nlohmann::json::parse(e.out.substr(e.out.find('{'), e.out.rfind('}') - e.out.find('{') + 1));
  EXPECT_TRUE(js["avg_citation_f1"].is_null());
  EXPECT_TRUE(js["citation_length"].is_null());
  EXPECT_EQ(js["finish"], false);

  std::ofstream(dir_ + "/bad.jsonl") << "{\"idx\": 1}\nnot json\n";
  CliRun b = run_on(dir_ + "/bad.jsonl");
  EXPECT_EQ(b.status, 1);
  EXPECT_NE(b.out.find("every item of the input (2) is malformed; first: " + dir_ + "/bad.jsonl:1: field 'dataset': missing"),
            std::string::npos)
      << b.out;

  CliRun d = run_on(dir_);
  EXPECT_EQ(d.status, 1);
  EXPECT_NE(d.out.find(dir_ + ": is a directory"), std::string::npos) << d.out;

  std::ofstream(dir_ + "/asqa.json") << R"({"args": {}, "data": [{"question": "Q", "output": "A [1].", "docs": []}]})";
  CliRun a = run_on(dir_ + "/asqa.json");
  EXPECT_EQ(a.status, 1);
  EXPECT_NE(a.out.find("an ALCE result file"), std::string::npos) << a.out;
  EXPECT_NE(a.out.find("citeval eval alce"), std::string::npos) << a.out;

  // A 50,000-level idx is a skipped item naming its line, not a crash.
  std::ofstream(dir_ + "/preds.jsonl", std::ios::app)
      << "{\"idx\": " << std::string(50000, '[') << std::string(50000, ']') << "}\n";
  CliRun deep = run_citeval(lexical_args(dir_, "-q"));
  EXPECT_EQ(deep.status, 0) << deep.out.substr(0, 2000);
  EXPECT_NE(deep.out.find("skipped 2 malformed item(s); first: " + dir_ + "/preds.jsonl:5: not valid JSON"),
            std::string::npos)
      << deep.out.substr(0, 2000);
  auto sd = nlohmann::json::parse(slurp(dir_ + "/summary.json"));
  EXPECT_EQ(sd["citeval"]["skipped"][1]["error"], dir_ + "/preds.jsonl:6: JSON nested deeper than 256 levels");
  EXPECT_EQ(sd["responses"], 4);
}

TEST_F(LongciteCli, EveryJudgmentFailedPrintsNoNumberAndNamesTheFirstError) {
  setenv("OPENAI_API_KEY", kKey, 1);
  setenv("OPENAI_BASE_URL", "http://127.0.0.1:1/v1", 1);  // nothing listens there
  CliRun r = run_citeval("eval longbench-cite -i " + dir_ + "/preds.jsonl --judge llm:test-model --no-cache "
                         "--llm-max-attempts 1 --llm-tries 1");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("4 item(s) had judge errors and are not counted (a rerun retries them); first: " + dir_ +
                       "/preds.jsonl:1: idx 1: "),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("no response was scored: every item had judge errors; first: "), std::string::npos) << r.out;
  const std::string dash = "    -  ";  // " " + the 6-wide column holding "  -  "
  EXPECT_NE(r.out.find("average                 0" + dash + dash + dash + "        -\n"), std::string::npos) << r.out;
  expect_no_key(r);
}

TEST_F(LongciteCli, ReferenceAggregationLeavesOutOtherDatasetsAndSaysWhyAnAverageIsUndefined) {
  std::ofstream(dir_ + "/preds.jsonl", std::ios::app)
      << nlohmann::json{{"idx", 8}, {"dataset", "my_data"}, {"query", "Q"},
                        {"statements", {{{"statement", "S t"}, {"citation", {{{"cite", "S t"}}}}}}}}
             .dump()
      << "\n";
  CliRun d = run_citeval(lexical_args(dir_, "-q"));  // citeval's default: my_data is a group of its own
  ASSERT_EQ(d.status, 0) << d.out;
  auto sd = nlohmann::json::parse(slurp(dir_ + "/summary.json"));
  EXPECT_EQ(sd["scores"]["my_data"]["responses"], 1);
  EXPECT_FALSE(sd["avg_citation_f1"].is_null());
  EXPECT_EQ(sd["citeval"]["aggregation"], "citeval");
  // eval_cite.py's fractions cannot resume from a detail of percentages: --restart.
  CliRun r = run_citeval(lexical_args(dir_, "-q --reference-aggregation --restart"));
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("left out 1 item(s) whose dataset is not one of LongBench-Cite's seven (--reference-aggregation, "
                       "as eval_cite.py); first: " + dir_ + "/preds.jsonl:6: dataset \"my_data\""),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("no average: the averages are undefined: empty group(s) longbench-chat, dureader"), std::string::npos)
      << r.out;
  auto s = nlohmann::json::parse(slurp(dir_ + "/summary.json"));
  EXPECT_EQ(s["citeval"]["items_excluded_dataset"], 1);
  EXPECT_EQ(s["citeval"]["aggregation"], "eval_cite.py");
  EXPECT_TRUE(s["avg_citation_f1"].is_null());
  EXPECT_TRUE(s["scores"]["dureader"]["citation_f1"].is_null());
  EXPECT_EQ(s["scores"]["dureader"]["responses"], 0);
  // Every null figure has its reason in citeval.undefined, keyed as --fail-under names it.
  EXPECT_EQ(s["citeval"]["undefined"]["avg_citation_f1"],
            "the averages are undefined: empty group(s) longbench-chat, dureader (eval_cite.py averages NaN then; "
            "--reference-aggregation)");
  EXPECT_EQ(s["citeval"]["undefined"]["scores.dureader.citation_f1"], "no response of this dataset (eval_cite.py's mean is NaN)");
  // multifieldqa_zh's only statement cites nothing: its citation length is null, and says why.
  EXPECT_EQ(sd["citeval"]["undefined"],
            nlohmann::json({{"scores.multifieldqa_zh.citation_length", "no statement of this dataset cites a snippet"}}));
  EXPECT_TRUE(sd["scores"]["multifieldqa_zh"]["citation_length"].is_null());
  EXPECT_FALSE(s["scores"].contains("my_data"));
  EXPECT_EQ(s["responses"], 4);
  // eval_cite.py's scale: fractions; the default's ×100.
  EXPECT_EQ(s["citeval"]["score_scale"], 1);
  EXPECT_EQ(sd["citeval"]["score_scale"], 100);
  EXPECT_EQ(s["scores"]["hotpotqa"]["responses"], sd["scores"]["hotpotqa"]["responses"]);
  for (const char* k : {"citation_recall", "citation_precision", "citation_f1"}) {
    EXPECT_DOUBLE_EQ(100 * s["scores"]["hotpotqa"][k].get<double>(), sd["scores"]["hotpotqa"][k].get<double>()) << k;
  }
  EXPECT_EQ(s["scores"]["hotpotqa"]["citation_length"], sd["scores"]["hotpotqa"]["citation_length"]);
}

}  // namespace
}  // namespace citeval::llm

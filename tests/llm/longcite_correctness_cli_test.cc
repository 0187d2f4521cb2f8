// End to end: `citeval eval longbench-cite --correctness [--lqa FILE]` against the
// loopback FakeOpenAiServer with scripted ratings: per-dataset correctness and the correctness
// ratio computed by hand, an unreadable rating counted, the best of several gold answers,
// resuming after kill -9 without paying twice, and the refusals.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "fake_openai_server.h"
#include "secret_scan.h"

namespace citeval::llm {
namespace {

using nlohmann::json;
using testing::FakeCall;
using testing::FakeOpenAiServer;
using testing::FakeReply;
using testing::slurp;

// The rating a prompt gets: "MARKn" in the prediction -> "[[n]]"; "MARK-BEST" -> [[3]] against
// the gold answer "gold two", [[1]] against any other; "MARK-BAD" -> no rating; "MARK-HANG" ->
// [[2]] after a long delay.
FakeReply rate(const FakeCall& c) {
  const std::string& p = c.prompt;
  const std::size_t at = p.find("MARK");
  if (at == std::string::npos) return {.content = "no marker"};
  const std::string rest = p.substr(at + 4, 5);
  if (rest.rfind("-BEST", 0) == 0) return {.content = p.find("gold two") != std::string::npos ? "[[3]]" : "[[1]]"};
  if (rest.rfind("-BAD", 0) == 0) return {.content = "I would rather not say."};
  if (rest.rfind("-HANG", 0) == 0) return {.content = "[[2]]", .delay = std::chrono::milliseconds(4000)};
  return {.content = "Rating: [[" + rest.substr(0, 1) + "]]"};
}

struct Outcome {
  int status = -1;
  std::string out;  // stdout and stderr
};

Outcome citeval(const std::string& args) {
  Outcome r;
  FILE* p = popen((std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval " + args + " 2>&1").c_str(), "r");
  if (!p) return r;
  char buf[4096];
  std::size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

json item(int idx, const std::string& dataset, const json& answer, const std::string& mark) {
  const std::string s = "Statement " + std::to_string(idx) + " " + mark + ".";
  json j = {{"idx", idx},
            {"dataset", dataset},
            {"query", "Question " + std::to_string(idx) + "?"},
            {"answer", answer},
            {"prediction", "<statement>" + s + "<cite>[0-0]</cite></statement>"},
            {"statements", {{{"statement", s}, {"citation", {{{"cite", s}}}}}}}};
  if (dataset == "longbench-chat") {
    j["few_shot_scores"] = {{{"answer", "example answer a"}, {"score", 2}},
                            {{"answer", "example answer b"}, {"score", 6}},
                            {{"answer", "example answer c"}, {"score", 9}}};
  }
  return j;
}

json lqa_item(int idx, const std::string& dataset, const std::string& mark) {
  return {{"idx", idx},
          {"dataset", dataset},
          {"query", "Question " + std::to_string(idx) + "?"},
          {"prediction", "Plain answer " + std::to_string(idx) + " " + mark + "."}};
}

class LongciteCorrectnessCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = (std::filesystem::temp_directory_path() / ("citeval_lbc_correct_" + std::to_string(getpid()))).string();
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    setenv("OPENAI_API_KEY", "sk-test-key-correctness", 1);
    unsetenv("OPENAI_BASE_URL");
    // LAC-S predictions and gold answers, and the LQA predictions of the same items (in
    // another order: they are matched by idx and dataset).
    const std::vector<json> lac = {
        item(0, "hotpotqa", {"gold zero"}, "MARK3"),                       // [[3]] -> 1.0
        item(1, "multifieldqa_en", {"gold one", "gold two"}, "MARK-BEST"),  // best of 0.0, 1.0
        item(2, "multifieldqa_zh", "a single gold string", "MARK1"),        // [[1]] -> 0.0
        item(3, "gov_report", {"gold summary"}, "MARK4"),                   // (4-1)/4 = 0.75
        item(4, "longbench-chat", {"gold chat"}, "MARK8"),                  // 8/10
        item(5, "dureader", {"gold five"}, "MARK-BAD"),                     // unreadable: 0.5
        item(6, "narrativeqa", {"gold six"}, "MARK3"),                      // no rubric: not rated
    };
    write(dir_ + "/lac.jsonl", lac);
    write(dir_ + "/lqa.jsonl", {lqa_item(6, "narrativeqa", "MARK1"), lqa_item(5, "dureader", "MARK3"),
                                lqa_item(4, "longbench-chat", "MARK4"), lqa_item(3, "gov_report", "MARK5"),
                                lqa_item(2, "multifieldqa_zh", "MARK2"), lqa_item(1, "multifieldqa_en", "MARK3"),
                                lqa_item(0, "hotpotqa", "MARK2")});
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  static void write(const std::string& path, const std::vector<json>& items) {
    std::ofstream out(path);
    for (const auto& j : items) out << j.dump() << "\n";
  }

  std::string args(const std::string& base_url, const std::string& tag, const std::string& extra = "") const {
    return "eval longbench-cite -i " + dir_ + "/lac.jsonl --judge lexical --need-citation-judge always "
           "--no-cache --correctness --correctness-model rater-m --llm-base-url " + base_url +
           " --llm-concurrency 4 --detail " + dir_ + "/" + tag + ".detail.jsonl -o " + dir_ + "/" + tag + ".json " + extra;
  }
  json summary(const std::string& tag) const { return json::parse(slurp(dir_ + "/" + tag + ".json"), nullptr, false); }

  std::string dir_;
};

TEST_F(LongciteCorrectnessCli, CorrectnessAndTheRatioPerDatasetAsComputedByHand) {
  FakeOpenAiServer server(rate);
  const Outcome r = citeval(args(server.base_url(), "cr", "--lqa " + dir_ + "/lqa.jsonl"));
  ASSERT_EQ(r.status, 0) << r.out;
  // LAC-S: 1 + 2 + 1 + 1 + 1 + 5 (item 5 unreadable, asked 5 times) requests; LQA: 1 + 2 + 1 + 1 + 1 + 1.
  EXPECT_EQ(server.calls(), 11u + 7u);
  const json s = summary("cr");
  ASSERT_TRUE(s.is_object()) << r.out;
  const json& c = s["correctness"];
  // By hand (x100): longbench-chat 80; multifieldqa_en 100 (the best of [[1]] and [[3]]);
  // multifieldqa_zh 0; multifieldqa (100 + 0) / 2 = 50; hotpotqa 100; dureader 50 (the
  // unreadable rating's 0.5); gov_report 75. Average over longbench-chat, multifieldqa,
  // hotpotqa, dureader, gov_report: (80 + 50 + 100 + 50 + 75) / 5 = 71.
  EXPECT_DOUBLE_EQ(c["scores"]["longbench-chat"]["correctness"].get<double>(), 80.0);
  EXPECT_DOUBLE_EQ(c["scores"]["multifieldqa_en"]["correctness"].get<double>(), 100.0);
  EXPECT_DOUBLE_EQ(c["scores"]["multifieldqa_zh"]["correctness"].get<double>(), 0.0);
  EXPECT_DOUBLE_EQ(c["scores"]["multifieldqa"]["correctness"].get<double>(), 50.0);
  EXPECT_EQ(c["scores"]["multifieldqa"]["responses"], 2);
  EXPECT_DOUBLE_EQ(c["scores"]["hotpotqa"]["correctness"].get<double>(), 100.0);
  EXPECT_DOUBLE_EQ(c["scores"]["dureader"]["correctness"].get<double>(), 50.0);
  EXPECT_DOUBLE_EQ(c["scores"]["gov_report"]["correctness"].get<double>(), 75.0);
  EXPECT_NEAR(c["avg_correctness"].get<double>(), 71.0, 1e-12);
  EXPECT_EQ(c["ratings"], 7);  // item 1 has two gold answers
  EXPECT_EQ(c["ratings_unreadable"], 1);
  EXPECT_EQ(c["items_without_rubric"], 1);
  const json& unreadable = s["citeval"]["correctness_unreadable"];  // this run's, as judge_errors
  ASSERT_EQ(unreadable.size(), 1u);
  EXPECT_NE(unreadable[0].get<std::string>().find("lac.jsonl:6: idx 5: unreadable qa rating after 5 tries"),
            std::string::npos)
      << unreadable;
  EXPECT_NE(c["average_note"].get<std::string>().find("left out"), std::string::npos);
  EXPECT_NE(c["rater"].get<std::string>().find("llm-correctness:rater-m|"), std::string::npos);
  // LQA: longbench-chat 40, multifieldqa_en 100, multifieldqa_zh 50, multifieldqa 75, hotpotqa
  // 50, dureader 100, gov_report 100; average (40 + 75 + 50 + 100 + 100) / 5 = 73.
  const json& l = s["correctness_lqa"];
  EXPECT_DOUBLE_EQ(l["scores"]["multifieldqa"]["correctness"].get<double>(), 75.0);
  EXPECT_NEAR(l["avg_correctness"].get<double>(), 73.0, 1e-12);
  EXPECT_EQ(l["ratings_unreadable"], 0);
  // CR = C / C_LQA x 100 per group, and avg C / avg C_LQA.
  const json& cr = s["correctness_ratio"];
  EXPECT_NEAR(cr["scores"]["longbench-chat"]["cr"].get<double>(), 200.0, 1e-9);
  EXPECT_NEAR(cr["scores"]["multifieldqa"]["cr"].get<double>(), 100.0 * 50 / 75, 1e-9);
  EXPECT_NEAR(cr["scores"]["hotpotqa"]["cr"].get<double>(), 200.0, 1e-9);
  EXPECT_NEAR(cr["scores"]["dureader"]["cr"].get<double>(), 50.0, 1e-9);
  EXPECT_NEAR(cr["scores"]["gov_report"]["cr"].get<double>(), 75.0, 1e-9);
  EXPECT_NEAR(cr["avg"]["cr"].get<double>(), 100.0 * 71 / 73, 1e-9);
  EXPECT_NEAR(cr["avg"]["c_lqa"].get<double>(), 73.0, 1e-12);
  // The table and stderr say so.
  EXPECT_NE(r.out.find("correctness x100"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("average                 6   71.0   73.0     97"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1 correctness rating(s) unreadable after every try, scored 0.5"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1 item(s) not rated for correctness"), std::string::npos) << r.out;
  // The detail keeps every rating, and the header names the rater and the LQA file.
  const std::string detail = slurp(dir_ + "/cr.detail.jsonl");
  const json header = json::parse(detail.substr(0, detail.find('\n')));
  EXPECT_EQ(header["citeval_detail"]["correctness"], c["rater"]);
  EXPECT_EQ(header["citeval_detail"]["lqa_input"], dir_ + "/lqa.jsonl");
  const std::string second = detail.substr(detail.find('\n') + 1);
  const json line0 = json::parse(second.substr(0, second.find('\n')));
  EXPECT_EQ(line0["correctness"]["score"], 1.0);
  EXPECT_EQ(line0["correctness"]["ratings"][0]["rating"], 3);
  EXPECT_EQ(line0["correctness_lqa"]["ratings"][0]["rating"], 2);

  // A rerun resumes everything: no request at all.
  FakeOpenAiServer again(rate);
  const Outcome r2 = citeval(args(again.base_url(), "cr", "--lqa " + dir_ + "/lqa.jsonl"));
  ASSERT_EQ(r2.status, 0) << r2.out;
  EXPECT_EQ(again.calls(), 0u);
  json s2 = summary("cr"), s1 = s;
  s1.erase("citeval");
  s2.erase("citeval");
  EXPECT_EQ(s2, s1);
}

TEST_F(LongciteCorrectnessCli, ARatingThatFailedMakesItsCorrectnessFiguresPartial) {
  // Item 1 (multifieldqa_en) cannot be rated (a 404): it is a judge error, left out of every
  // figure. The correctness average is partial (5 of its 6 rated items), so is the multifieldqa
  // group (1 of 2); multifieldqa_en lost its only item: no correctness, and the run fails.
  FakeOpenAiServer server([](const FakeCall& c) {
    if (c.prompt.find("Statement 1 MARK-BEST") != std::string::npos) return FakeReply{.status = 404, .body = "{}"};
    return rate(c);
  });
  const Outcome r = citeval(args(server.base_url(), "p", "--max-judge-error-rate 0.5"));
  EXPECT_EQ(r.status, 1) << r.out;
  const json s = summary("p");
  const json& p = s["citeval"]["partial"];
  EXPECT_EQ(p["correctness.avg_correctness"],
            (json{{"items_used", 5}, {"items_evaluated", 6}, {"judge_error_items", 1}, {"judge_error_rate", 1.0 / 6}}));
  EXPECT_EQ(p["correctness.scores.multifieldqa.correctness"],
            (json{{"items_used", 1}, {"items_evaluated", 2}, {"judge_error_items", 1}, {"judge_error_rate", 0.5}}));
  EXPECT_FALSE(p.contains("correctness.scores.hotpotqa.correctness"));
  EXPECT_TRUE(s["correctness"]["scores"]["multifieldqa_en"]["correctness"].is_null());
  EXPECT_NE(r.out.find("ERROR: correctness.scores.multifieldqa_en: every rated item of this dataset had judge errors, "
                       "so its correctness is not measured: exit 1"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("WARNING: correctness.avg_correctness is partial: judge errors left 1 of 6 items out"),
            std::string::npos)
      << r.out;
}

TEST_F(LongciteCorrectnessCli, ReferenceAggregationCountsEmptyGroupsAsZero) {
  FakeOpenAiServer server(rate);
  const Outcome r = citeval(args(server.base_url(), "ref", "--reference-aggregation"));
  ASSERT_EQ(r.status, 0) << r.out;
  // narrativeqa is left out (eval_cite.py's seven datasets); no empty group here.
  EXPECT_NEAR(summary("ref")["correctness"]["avg_correctness"].get<double>(), 71.0, 1e-12);
  EXPECT_FALSE(summary("ref").contains("correctness_lqa"));
}

TEST_F(LongciteCorrectnessCli, KilledRunResumesWithoutAskingRatedItemsAgain) {
  // Item 6 (the last one) hangs: items 0-5 are finished and written before it answers.
  write(dir_ + "/lac.jsonl", {item(0, "hotpotqa", {"g"}, "MARK3"), item(1, "gov_report", {"g"}, "MARK2"),
                              item(2, "dureader", {"g"}, "MARK1"), item(3, "hotpotqa", {"g"}, "MARK-HANG")});
  FakeOpenAiServer slow(rate);
  std::vector<std::string> argv = {std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval"};
  {
    std::istringstream words(args(slow.base_url(), "kill"));
    for (std::string w; words >> w;) argv.push_back(w);
  }
  std::vector<char*> cargv;
  for (auto& a : argv) cargv.push_back(a.data());
  cargv.push_back(nullptr);
  const std::string log = dir_ + "/kill.log";
  pid_t pid = fork();
  if (pid == 0) {
    int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (fd >= 0) {
      ::dup2(fd, 1);
      ::dup2(fd, 2);
    }
    ::execv(cargv[0], cargv.data());
    _exit(127);
  }
  ASSERT_GT(pid, 0);
  const std::string detail = dir_ + "/kill.detail.jsonl";
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  auto lines = [&] {
    const std::string t = slurp(detail);
    return std::count(t.begin(), t.end(), '\n');
  };
  while (lines() < 1 + 3 && std::chrono::steady_clock::now() < deadline) {
    int st = 0;
    ASSERT_EQ(waitpid(pid, &st, WNOHANG), 0) << "citeval ended before it was killed: " << slurp(log);
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ASSERT_EQ(lines(), 1 + 3) << slurp(log);
  ASSERT_EQ(kill(pid, SIGKILL), 0);
  int st = 0;
  ASSERT_EQ(waitpid(pid, &st, 0), pid);
  ASSERT_EQ(slow.calls(), 3u);  // the fourth request was still in flight

  std::mutex mu;
  std::vector<std::string> asked;
  FakeOpenAiServer fast([&](const FakeCall& c) {
    std::lock_guard lock(mu);
    asked.push_back(c.prompt);
    FakeReply r = rate(c);
    r.delay = std::chrono::milliseconds(0);
    return r;
  });
  const Outcome r = citeval(args(fast.base_url(), "kill"));
  ASSERT_EQ(r.status, 0) << r.out;
  ASSERT_EQ(asked.size(), 1u);  // only the item that was in flight
  EXPECT_NE(asked[0].find("MARK-HANG"), std::string::npos);
  const json s = summary("kill");
  EXPECT_EQ(s["citeval"]["items_resumed"], 3);
  // hotpotqa (1.0 + 0.5) / 2, gov_report 0.25, dureader 0.
  EXPECT_DOUBLE_EQ(s["correctness"]["scores"]["hotpotqa"]["correctness"].get<double>(), 75.0);
  EXPECT_DOUBLE_EQ(s["correctness"]["scores"]["gov_report"]["correctness"].get<double>(), 25.0);
  EXPECT_DOUBLE_EQ(s["correctness"]["scores"]["dureader"]["correctness"].get<double>(), 0.0);
}

// The ratings are kept in the judgment cache (--cache) as an LLM judge's judgments are: a rerun
// (a new detail file, so nothing is resumed) asks nothing and gets the same figures; an unreadable
// rating is kept too (scored 0.5 again, counted again); --no-cache asks again.
TEST_F(LongciteCorrectnessCli, RatingsAreCachedAndNotAskedAgain) {
  auto cached = [&](const std::string& url, const std::string& tag, const std::string& cache) {
    std::string a = args(url, tag, "--lqa " + dir_ + "/lqa.jsonl");
    a.replace(a.find("--no-cache"), std::string("--no-cache").size(), cache);
    return a;
  };
  FakeOpenAiServer server(rate);
  const Outcome first = citeval(cached(server.base_url(), "c1", "--cache " + dir_ + "/c.sqlite"));
  ASSERT_EQ(first.status, 0) << first.out;
  EXPECT_EQ(server.calls(), 11u + 7u);  // as CorrectnessAndTheRatioPerDatasetAsComputedByHand
  const json s1 = summary("c1");
  EXPECT_FALSE(s1["citeval"].contains("correctness_cache_hits")) << s1["citeval"];

  const Outcome second = citeval(cached(server.base_url(), "c2", "--cache " + dir_ + "/c.sqlite"));
  ASSERT_EQ(second.status, 0) << second.out;
  EXPECT_EQ(server.calls(), 11u + 7u);  // nothing asked
  const json s2 = summary("c2");
  EXPECT_EQ(s2["citeval"]["correctness_cache_hits"], 7 + 7) << s2["citeval"];
  EXPECT_EQ(s2["correctness"], s1["correctness"]);
  EXPECT_EQ(s2["correctness_lqa"], s1["correctness_lqa"]);
  EXPECT_EQ(s2["correctness_ratio"], s1["correctness_ratio"]);
  EXPECT_EQ(s2["correctness"]["ratings_unreadable"], 1);
  EXPECT_NE(second.out.find("14 rating(s) read from the judgment cache, not asked again"), std::string::npos) << second.out;
  // The detail's ratings are the first run's, tries and replies included.
  auto ratings = [&](const std::string& tag) {
    json all = json::array();
    std::istringstream in(slurp(dir_ + "/" + tag + ".detail.jsonl"));
    for (std::string line; std::getline(in, line);) {
      const json j = json::parse(line);
      if (j.contains("correctness")) all.push_back({j["correctness"], j.value("correctness_lqa", json())});
    }
    return all;
  };
  EXPECT_EQ(ratings("c2"), ratings("c1"));
  ASSERT_EQ(ratings("c1").size(), 6u);

  const Outcome third = citeval(cached(server.base_url(), "c3", "--no-cache"));
  ASSERT_EQ(third.status, 0) << third.out;
  EXPECT_EQ(server.calls(), 2 * (11u + 7u));
  EXPECT_FALSE(summary("c3")["citeval"].contains("correctness_cache_hits"));
}

// An answer whose first '<' was lost is rated as eval_correct.py rates it: "<" + prediction,
// tags removed; and a rating in full-width digits reads as Python's \d + int() read it.
TEST_F(LongciteCorrectnessCli, RatesTheRepairedAnswerAndReadsNonAsciiDigits) {
  json lost = item(0, "hotpotqa", {"gold zero"}, "MARK3");
  lost["prediction"] = "statement>Paris is big.<cite>[0-0]</cite></statement><statement>It is old.</statement>";
  write(dir_ + "/lac.jsonl", {lost});
  std::mutex mu;
  std::vector<std::string> asked;
  FakeOpenAiServer server([&](const FakeCall& c) {
    std::lock_guard lock(mu);
    asked.push_back(c.prompt);
    // The raw text would carry "statement>"; the repaired one does not.
    return FakeReply{.content = c.prompt.find("statement>") != std::string::npos ? "[[1]]" : "Rating: [[\uFF13]]"};
  });
  const Outcome r = citeval(args(server.base_url(), "lost"));
  ASSERT_EQ(r.status, 0) << r.out;
  ASSERT_EQ(asked.size(), 1u);
  // eval_correct.py: re.sub(r"<cite>.*?</cite>", "", "<" + p) without the statement tags.
  EXPECT_NE(asked[0].find("Paris is big.It is old."), std::string::npos) << asked[0];
  EXPECT_EQ(asked[0].find("statement>"), std::string::npos) << asked[0];
  const json s = summary("lost");
  EXPECT_DOUBLE_EQ(s["correctness"]["scores"]["hotpotqa"]["correctness"].get<double>(), 100.0);  // (3 - 1) / 2
  EXPECT_EQ(s["correctness"]["ratings_unreadable"], 0);
}

TEST_F(LongciteCorrectnessCli, RefusalsNameWhatIsWrong) {
  FakeOpenAiServer server(rate);
  // An LQA file without one of the items, and with one the input does not have.
  write(dir_ + "/short.jsonl", {lqa_item(0, "hotpotqa", "MARK1"), lqa_item(1, "multifieldqa_en", "MARK1"),
                                lqa_item(2, "multifieldqa_zh", "MARK1"), lqa_item(3, "gov_report", "MARK1"),
                                lqa_item(4, "longbench-chat", "MARK1"), lqa_item(5, "hotpotqa", "MARK1"),
                                lqa_item(6, "narrativeqa", "MARK1")});
  Outcome r = citeval(args(server.base_url(), "x", "--lqa " + dir_ + "/short.jsonl"));
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("lac.jsonl:6: idx 5 (dataset \"dureader\") has no item in the LQA file"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("short.jsonl:6: idx 5 (dataset \"hotpotqa\") has no item in"), std::string::npos) << r.out;
  EXPECT_EQ(server.calls(), 0u);

  // A malformed gold answer, and a longbench-chat item with two examples.
  json bad = item(0, "hotpotqa", {"ok", 7}, "MARK1");
  json chat = item(1, "longbench-chat", {"g"}, "MARK1");
  chat["few_shot_scores"].erase(2);
  write(dir_ + "/lac.jsonl", {bad, chat});
  r = citeval(args(server.base_url(), "y"));
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("cannot rate 2 item(s)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("lac.jsonl:1: field 'answer[1]': must be a string"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("lac.jsonl:2: field 'few_shot_scores': 2 examples"), std::string::npos) << r.out;
  EXPECT_EQ(server.calls(), 0u);

  // A resume with another rater is refused, naming it.
  write(dir_ + "/lac.jsonl", {item(0, "hotpotqa", {"g"}, "MARK3")});
  ASSERT_EQ(citeval(args(server.base_url(), "z")).status, 0);
  std::string other = args(server.base_url(), "z");
  other.replace(other.find("rater-m"), 7, "rater-2");
  r = citeval(other);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("correctness rater: 'llm-correctness:rater-m' in the detail"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("now"), std::string::npos);

  // --lqa without --correctness, and no model to rate with.
  r = citeval("eval longbench-cite -i " + dir_ + "/lac.jsonl --judge lexical --need-citation-judge always "
              "--no-cache --lqa " + dir_ + "/lqa.jsonl");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("set correctness (--correctness)"), std::string::npos) << r.out;
  r = citeval("eval longbench-cite -i " + dir_ + "/lac.jsonl --judge lexical --need-citation-judge always "
              "--no-cache --correctness");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("--correctness-model MODEL"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace citeval::llm

// LongBench-Cite correctness through the library (citeval/evaluate.h): the state carries the
// ratings, and shards (2, 3, 5 of them, merged directly and through JSON) give exactly the
// summary of one evaluator; a shard refuses an item without its LQA counterpart.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "citeval/evaluate.h"
#include "api_test_util.h"
#include "fake_openai_server.h"

namespace citeval {
namespace {

using api_test::run_shard;

using nlohmann::json;
using llm::testing::FakeCall;
using llm::testing::FakeOpenAiServer;
using llm::testing::FakeReply;

// "[[n]]" for the digit after "MARK" in the prompt; "MARKx": no rating.
FakeReply rate(const FakeCall& c) {
  const std::size_t at = c.prompt.find("MARK");
  if (at == std::string::npos || c.prompt[at + 4] == 'x') return {.content = "no rating"};
  return {.content = std::string("[[") + c.prompt[at + 4] + "]]"};
}

class ApiCorrectness : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = (std::filesystem::temp_directory_path() / ("citeval_api_correct_" + std::to_string(getpid()))).string();
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    const char* datasets[] = {"hotpotqa", "multifieldqa_en", "multifieldqa_zh", "gov_report", "dureader",
                              "longbench-chat", "other"};
    std::ofstream lac(dir_ + "/lac.jsonl"), lqa(dir_ + "/lqa.jsonl");
    for (int i = 0; i < 15; ++i) {
      const std::string ds = datasets[i % 7];
      const std::string s = "Statement " + std::to_string(i) + " MARK" + (i == 9 ? "x" : std::to_string(i % 3 + 1)) + ".";
      json item = {{"idx", i}, {"dataset", ds}, {"query", "Q" + std::to_string(i)}, {"prediction", s},
                   {"statements", {{{"statement", s}, {"citation", {{{"cite", s}}}}}}},
                   {"answer", i % 4 == 0 ? json{"g1", "g2"} : json("g")}};
      if (ds == "longbench-chat") {
        item["few_shot_scores"] = {{{"answer", "a"}, {"score", 1}}, {{"answer", "b"}, {"score", 2}}, {{"answer", "c"}, {"score", 3}}};
      }
      lac << item.dump() << "\n";
      lqa << json{{"idx", i}, {"dataset", ds}, {"query", "Q" + std::to_string(i)},
                  {"prediction", "Plain MARK" + std::to_string((i + 1) % 3 + 1)}}
                 .dump()
          << "\n";
    }
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string dir_;
};

json comparable(json s) {
  s["citeval"].erase("judge_stats");
  s["citeval"].erase("llm_usage");
  return s;
}

TEST_F(ApiCorrectness, ShardsWithRatingsMergeExactly) {
  FakeOpenAiServer server(rate);
  LlmConfig llm;
  llm.base_url = server.base_url();
  llm.api_key = "k";
  llm.concurrency = 4;
  ASSERT_TRUE(configure_llm(llm));
  auto f = read_items(Benchmark::kLongBenchCite, dir_ + "/lac.jsonl");
  ASSERT_TRUE(f) << f.error().to_string();
  EvalOptions o;
  o.benchmark = Benchmark::kLongBenchCite;
  o.input = dir_ + "/lac.jsonl";
  o.input_fingerprint = f->fingerprint;
  o.judge = "lexical";
  o.need_citation_judge = "always";
  o.session.no_cache = true;
  o.correctness = true;
  o.correctness_model = "rater";
  o.lqa_input = dir_ + "/lqa.jsonl";

  const EvalState whole = run_shard(o, *f, 0, f->items.size());
  const json expected = comparable(whole.summary_json());
  ASSERT_TRUE(expected.contains("correctness_ratio")) << expected.dump(1);
  EXPECT_EQ(expected["correctness"]["ratings_unreadable"], 1);  // item 9
  EXPECT_EQ(expected["correctness"]["items_without_rubric"], 2);  // items 6 and 13
  EXPECT_EQ(expected["correctness"]["responses"], 13);
  EXPECT_EQ(whole.to_json()["options"]["correctness_rater"], expected["correctness"]["rater"]);
  for (std::size_t shards : {2u, 3u, 5u}) {
    EvalState direct, wire;
    for (std::size_t k = 0; k < shards; ++k) {
      const EvalState part = run_shard(o, *f, f->items.size() * k / shards, f->items.size() * (k + 1) / shards);
      ASSERT_TRUE(direct.merge(part));
      auto back = EvalState::from_json(json::parse(part.to_json().dump()));
      ASSERT_TRUE(back) << back.error().to_string();
      ASSERT_TRUE(wire.merge(*back));
    }
    EXPECT_EQ(comparable(direct.summary_json()), expected) << shards;
    EXPECT_EQ(comparable(wire.summary_json()), expected) << shards << " via JSON";
    EXPECT_EQ(direct.warnings(), whole.warnings());
  }

  // Another rater's state is refused.
  EvalOptions other = o;
  other.correctness_model = "rater-2";
  EvalState a = whole;
  const Status refused = a.merge(run_shard(other, *f, 0, 2));
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().message.find("correctness_model"), std::string::npos) << refused.error().message;

  // An item without its LQA counterpart is refused before anything is asked.
  std::ofstream(dir_ + "/lqa.jsonl") << json{{"idx", 0}, {"dataset", "hotpotqa"}, {"query", "Q0"}, {"prediction", "MARK1"}}.dump()
                                     << "\n";
  auto ev = Evaluator::create(o);
  ASSERT_TRUE(ev) << ev.error().to_string();
  const std::size_t before = server.calls();
  auto records = (*ev)->evaluate(std::span<const Item>(f->items.data(), 2));
  ASSERT_FALSE(records);
  EXPECT_NE(records.error().message.find("idx 1 (dataset \"multifieldqa_en\") has no item in the LQA file"),
            std::string::npos)
      << records.error().message;
  EXPECT_EQ(server.calls(), before);
}

}  // namespace
}  // namespace citeval

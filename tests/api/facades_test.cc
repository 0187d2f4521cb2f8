// The façades of citeval/text.h and citeval/meta.h, against NLTK-identical splitting, the
// citation engine's documented examples and `citeval meta --scores`.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <span>

#include "cli/cli_run.h"
#include "citeval/judges.h"
#include "citeval/meta.h"
#include "citeval/text.h"

namespace citeval {
namespace {

TEST(ApiText, SplitsAsNltk) {
  // nltk.sent_tokenize("Dr. Smith went to Washington. He arrived at 5 p.m. on Monday. It rained.")
  auto s = split_sentences("Dr. Smith went to Washington. He arrived at 5 p.m. on Monday. It rained.");
  ASSERT_TRUE(s);
  EXPECT_EQ(*s, (std::vector<std::string>{"Dr. Smith went to Washington.", "He arrived at 5 p.m. on Monday.",
                                          "It rained."}));
  auto spans = split_sentence_spans("One. Two.");
  ASSERT_TRUE(spans);
  ASSERT_EQ(spans->size(), 2u);
  EXPECT_EQ((*spans)[1].begin, 5u);
  EXPECT_EQ((*spans)[1].end, 9u);
  EXPECT_FALSE(split_sentences("x", "/no/such/punkt/dir"));
}

TEST(ApiText, CitationMarks) {
  auto marks = find_citations("x [1, 2] y [3]");
  ASSERT_TRUE(marks);
  ASSERT_EQ(marks->size(), 2u);
  EXPECT_EQ((*marks)[0].begin, 2u);
  EXPECT_EQ((*marks)[0].end, 8u);
  EXPECT_EQ((*marks)[0].ids, (std::vector<int>{1, 2}));
  EXPECT_EQ((*marks)[1].ids, (std::vector<int>{3}));
  EXPECT_EQ(*citation_ids("a [1][1][2]."), (std::vector<int>{1, 1, 2}));
  EXPECT_EQ(*citation_ids("a [2, 3].", "alce"), (std::vector<int>{2}));
  EXPECT_EQ(*remove_citations("x [2, 3]."), "x.");
  EXPECT_EQ(*remove_citations("x [2, 3].", "alce"), "x, 3.");  // ALCE's remove_citations
  EXPECT_FALSE(find_citations("x", "other"));
}

TEST(ApiMeta, EqualsTheCliOnScores) {
  std::vector<ScoredPair> pairs;
  const std::string path = testing::TempDir() + "/api_scores_" + std::to_string(getpid()) + ".jsonl";
  {
    std::ofstream out(path);
    for (int g = 0; g < 12; ++g) {
      for (int c = 0; c < 4; ++c) {
        const int label = (g + c) % 3;
        const double score = 0.1 * ((g * 7 + c * 3) % 10) + 0.05 * label;
        pairs.push_back({"s" + std::to_string(g), score, label});
        out << nlohmann::json{{"group", "s" + std::to_string(g)}, {"score", score}, {"label", label}}.dump() << "\n";
      }
    }
  }
  MetaConfig config;
  config.bootstrap = 200;
  config.seed = 3;
  auto report = meta_evaluate(pairs, config);
  ASSERT_TRUE(report) << report.error().to_string();
  CliRun cli = run_cli("meta --scores " + path + " --bootstrap 200 --seed 3");
  ASSERT_EQ(cli.status, 0) << cli.err;
  // The CLI adds what it read from the --scores file (records, records_skipped): the library was
  // given the pairs themselves.
  nlohmann::json from_cli = nlohmann::json::parse(cli.out);
  EXPECT_EQ(from_cli.at("scores").at("records"), 48);
  from_cli.erase("scores");
  EXPECT_EQ(*report, from_cli);
  std::filesystem::remove(path);
  pairs[0].label = 3;
  EXPECT_FALSE(meta_evaluate(pairs));
}

TEST(ApiMeta, CalibratesASeparableSet) {
  std::vector<CalibrationPair> pairs;
  for (int i = 0; i < 20; ++i) pairs.push_back({i / 20.0, i >= 12});
  auto fit = calibrate(pairs);
  ASSERT_TRUE(fit) << fit.error().to_string();
  EXPECT_EQ((*fit)["auc"], 1.0);
  EXPECT_EQ((*fit)["accuracy"], 1.0);
  const double t = (*fit)["threshold"].get<double>();
  EXPECT_GT(t, 11 / 20.0);
  EXPECT_LT(t, 12 / 20.0);
  EXPECT_EQ((*fit)["positives"], 8);
  std::vector<CalibrationPair> one_class = {{0.1, true}, {0.2, true}};
  EXPECT_FALSE(calibrate(one_class));
}

}  // namespace
}  // namespace citeval

namespace citeval {
namespace {

TEST(ApiJudges, LibraryKindsAndSessions) {
  // The libtorch kinds are the library's too (its runtime loads the model module on first use):
  // the nli factory itself answers.
  auto nli = make_judge("nli:/no/model");
  ASSERT_FALSE(nli);
  EXPECT_EQ(nli.error().code, ErrorCode::kIo) << nli.error().to_string();
  EXPECT_EQ(nli.error().file, "/no/model");
  bool llm = false;
  for (const auto& k : judge_kinds()) llm = llm || k.rfind("llm:", 0) == 0;
  EXPECT_TRUE(llm);
  SessionConfig config;
  config.no_cache = true;
  auto s = open_session("lexical", config);
  ASSERT_TRUE(s) << s.error().to_string();
  std::vector<JudgeRequest> r = {{"Paris is the capital of France.", "Paris is the capital of France."},
                                 {"Paris is the capital of France.", "Paris is the capital of France."},
                                 {"Paris is big.", "Berlin has 3 million people."}};
  auto out = (*s)->judge_batch(r);
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].label, 1);
  EXPECT_EQ(out[2].label, 0);
  const JudgeStats st = (*s)->stats();
  EXPECT_EQ(st.requests, 3u);
  EXPECT_EQ(st.unique, 2u);
  EXPECT_EQ(st.memo_hits, 1u);
  EXPECT_TRUE((*s)->is_approximation());
}

// The memo of a model-free judge keeps the 65,536 most recent pairs unless told otherwise (a run
// stays flat in memory); an explicit 0 keeps every pair (citeval serve --memo-max-pairs 0).
TEST(ApiJudges, ModelFreeSessionsBoundTheirMemoByDefault) {
  std::vector<JudgeRequest> r;
  for (int i = 0; i < 70'000; ++i) r.push_back({"A river in " + std::to_string(i) + ".", "A river."});
  r.push_back(r.front());  // after 69,999 newer pairs: evicted from a memo of 65,536
  auto repeat_stats = [&](SessionConfig config) {
    config.no_cache = true;
    auto s = open_session("lexical", config);
    EXPECT_TRUE(s) << s.error().to_string();
    auto out = (*s)->judge_batch(std::span(r).first(r.size() - 1));
    auto again = (*s)->judge_batch(std::span(r).last(1));
    EXPECT_EQ(again[0].label, out[0].label);
    return (*s)->stats();
  };
  JudgeStats bounded = repeat_stats({});
  EXPECT_EQ(bounded.requests, 70'001u);
  EXPECT_EQ(bounded.unique, 70'001u);  // judged again, to the same decision
  EXPECT_EQ(bounded.memo_hits, 0u);
  SessionConfig every;
  every.memo_max_pairs = 0;
  JudgeStats unbounded = repeat_stats(every);
  EXPECT_EQ(unbounded.unique, 70'000u);
  EXPECT_EQ(unbounded.memo_hits, 1u);
}

}  // namespace
}  // namespace citeval

// summary_figures(): the figures a summary can have, known before the run (the CLI checks
// --fail-under keys against it). Every figure of real summaries is listed, with its scale, so the
// list cannot drift from the summaries; nothing else passes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/api_test_util.h"
#include "citeval/evaluate.h"

namespace citeval {
namespace {

// Every numeric or null key of a summary, as --fail-under names it (the "citeval" block is
// run information).
void figure_keys(const nlohmann::json& j, const std::string& prefix, std::vector<std::string>& out) {
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (prefix.empty() && it.key() == "citeval") continue;
    const std::string name = prefix.empty() ? it.key() : prefix + "." + it.key();
    if (it->is_number() || it->is_null()) out.push_back(name);
    if (it->is_object()) figure_keys(*it, name, out);
  }
}

// The summary of `o` on `path`, and that every figure in it is listed.
nlohmann::json expect_all_listed(EvalOptions o, const std::string& path) {
  o.input = path;
  auto f = read_items(o.benchmark, path);
  EXPECT_TRUE(f) << f.error().to_string();
  if (o.benchmark == Benchmark::kLongBenchCite) o.input_fingerprint = f->fingerprint;
  EvalState s = api_test::run_shard(o, *f, 0, f->items.size());
  auto figures = summary_figures(o);
  EXPECT_TRUE(figures) << figures.error().to_string();
  const nlohmann::json summary = s.summary_json();
  std::vector<std::string> keys;
  figure_keys(summary, "", keys);
  EXPECT_FALSE(keys.empty());
  for (const auto& k : keys) EXPECT_NE(find_summary_figure(*figures, k), nullptr) << path << ": " << k;
  return summary;
}

EvalOptions with(Benchmark b, std::string dataset = "") {
  EvalOptions o;
  o.benchmark = b;
  o.dataset = std::move(dataset);
  o.judge = "lexical";
  o.session.no_cache = true;
  if (b == Benchmark::kAliice) o.parse_threads = 1;
  if (b == Benchmark::kLongBenchCite) o.need_citation_judge = "always";
  return o;
}

const std::string kExamples = std::string(CITEVAL_SOURCE_DIR) + "/examples/";

TEST(SummaryFigures, ListEveryFigureOfEveryBenchmarksSummary) {
  for (const char* d : {"asqa", "qampari", "eli5"}) {
    expect_all_listed(with(Benchmark::kAlce, d), kExamples + "alce_" + d + ".json");
  }
  const std::string aliice = std::string(CITEVAL_TEST_DATA) + "/aliice/eval_small.json";
  expect_all_listed(with(Benchmark::kAliice), aliice);
  expect_all_listed(with(Benchmark::kAliice, "asqa"), aliice);
  EvalOptions keys = with(Benchmark::kAliice, "eli5");
  keys.reference_keys = true;
  expect_all_listed(keys, kExamples + "alce_eli5.json");
  expect_all_listed(with(Benchmark::kLongBenchCite), kExamples + "longbench_cite.jsonl");
}

TEST(SummaryFigures, KnowTheirScaleAndRefuseOtherKeys) {
  auto alce = summary_figures(with(Benchmark::kAlce, "asqa"));
  ASSERT_TRUE(alce);
  ASSERT_NE(find_summary_figure(*alce, "citation_rec"), nullptr);
  EXPECT_TRUE(find_summary_figure(*alce, "citation_rec")->percent);
  EXPECT_FALSE(find_summary_figure(*alce, "length")->percent);
  EXPECT_EQ(find_summary_figure(*alce, "qampari_f1"), nullptr);  // another dataset's
  EXPECT_EQ(find_summary_figure(*alce, "citation_recall"), nullptr);
  auto lbc = summary_figures(with(Benchmark::kLongBenchCite));
  ASSERT_TRUE(lbc);
  EXPECT_EQ(find_summary_figure(*lbc, "citation_rec"), nullptr);
  EXPECT_EQ(find_summary_figure(*lbc, "scores.hotpotqa.citation_rec"), nullptr);
  EXPECT_EQ(find_summary_figure(*lbc, "scores..citation_f1"), nullptr);
  ASSERT_NE(find_summary_figure(*lbc, "scores.hotpotqa.citation_f1"), nullptr);
  EXPECT_TRUE(find_summary_figure(*lbc, "scores.hotpotqa.citation_f1")->percent);
  EXPECT_FALSE(find_summary_figure(*lbc, "scores.hotpotqa.citation_length")->percent);
  EvalOptions ref = with(Benchmark::kLongBenchCite);
  ref.reference_aggregation = true;
  auto fractions = summary_figures(ref);
  ASSERT_TRUE(fractions);
  EXPECT_FALSE(find_summary_figure(*fractions, "avg_citation_f1")->percent);  // eval_cite.py's fractions
  EvalOptions bad = with(Benchmark::kAlce, "nq");
  EXPECT_FALSE(summary_figures(bad));
}

TEST(MaxJudgeErrorRate, IsAShareAndNotPartOfTheIdentity) {
  EvalOptions o = with(Benchmark::kAlce, "asqa");
  const nlohmann::json id = o.to_json();
  o.max_judge_error_rate = 0.5;
  EXPECT_EQ(o.to_json(), id);  // it decides no figure: states of either rate merge
  o.max_judge_error_rate = -0.1;
  EXPECT_TRUE(o.to_json().contains("error"));
  o.max_judge_error_rate = 1.5;
  EXPECT_TRUE(o.to_json().contains("error"));
}

}  // namespace
}  // namespace citeval

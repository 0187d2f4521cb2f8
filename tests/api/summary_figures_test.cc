// summary_figures(): the figures a summary can have, known before the run (the CLI checks
// --fail-under keys against it). Every figure of real summaries is listed, with its scale, so the
// list cannot drift from the summaries; nothing else passes.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/api_test_util.h"
#include "benchmarks/figures.h"
#include "citeval/benchmark.h"
#include "citeval/evaluate.h"
#include "citeval/options.h"

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
  // And the other way: every figure of the registry that applies to the options is in the
  // summary (a number or null; "*" a dataset of the input), unless the registry says it may be
  // absent.
  const auto& registry = benchmarks::builtin_figures(benchmark_name(o.benchmark));
  for (const auto& f : *figures) {
    const benchmarks::FigureDef* def = benchmarks::find_figure(registry, f.key);
    EXPECT_NE(def, nullptr) << f.key;
    if (def == nullptr || def->optional) continue;
    bool found = false;
    for (const auto& k : keys) found = found || benchmarks::figure_key_matches(f.key, k);
    EXPECT_TRUE(found) << path << ": the registry's " << f.key << " is not in the summary";
  }
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

TEST(SummaryFigures, AgreeWithTheSummariesOfMoreOptions) {
  EvalOptions no_claims = with(Benchmark::kAlce, "eli5");
  no_claims.claims = false;
  no_claims.rouge = false;
  expect_all_listed(no_claims, kExamples + "alce_eli5.json");
  expect_all_listed(with(Benchmark::kAliice, "eli5"), kExamples + "alce_eli5.json");
  EvalOptions asqa_keys = with(Benchmark::kAliice, "asqa");
  asqa_keys.reference_keys = true;
  expect_all_listed(asqa_keys, kExamples + "alce_asqa.json");
  EvalOptions fractions = with(Benchmark::kLongBenchCite);
  fractions.reference_aggregation = true;
  expect_all_listed(fractions, kExamples + "longbench_cite.jsonl");
  EvalOptions check = with(Benchmark::kCheck);
  check.need_citation_judge = "always";
  expect_all_listed(check, kExamples + "check_answers.jsonl");
}

TEST(SummaryFigures, ComeFromEachBenchmarksRegistry) {
  for (const char* b : {"alce", "aliice", "longbench-cite", "check"}) {
    const auto& registry = benchmarks::builtin_figures(b);
    ASSERT_FALSE(registry.empty()) << b;
    std::set<int> cards;
    for (const auto& f : registry) {
      // Every option a figure depends on is one of the benchmark's options.
      for (const auto& name : f.depends_on) {
        const OptionSpec* spec = eval_option_schema().find(name);
        ASSERT_NE(spec, nullptr) << b << ": " << f.key << " depends on an unknown option " << name;
        EXPECT_TRUE(spec->applies_to(b)) << b << ": " << f.key << " depends on " << name;
      }
      // The aggregations the report recomputes name their per-item inputs.
      if (f.aggregation == benchmarks::Aggregation::kRatioOfSums ||
          f.aggregation == benchmarks::Aggregation::kF1OfMeans) {
        EXPECT_EQ(f.inputs.size(), 2u) << b << ": " << f.key;
      }
      if (f.aggregation == benchmarks::Aggregation::kMeanOfGroupMeans) {
        EXPECT_EQ(f.inputs.size(), 1u) << f.key;
      }
      // One card a place.
      if (f.card >= 0 && f.card != benchmarks::kCardAfter) {
        EXPECT_TRUE(cards.insert(f.card).second) << b << ": " << f.key;
      }
    }
  }
  EXPECT_TRUE(benchmarks::builtin_figures("nope").empty());
  // The registry's entries as --fail-under sees them: the dataset's figures, with their scale.
  const auto& alce = benchmarks::builtin_figures("alce");
  ASSERT_NE(benchmarks::find_figure(alce, "length"), nullptr);
  EXPECT_EQ(benchmarks::find_figure(alce, "length")->scale, benchmarks::Scale::kRaw);
  EXPECT_EQ(benchmarks::find_figure(alce, "citation_rec")->label, "Citation recall");
  const auto& lbc = benchmarks::builtin_figures("longbench-cite");
  ASSERT_NE(benchmarks::find_figure(lbc, "scores.2wikimqa.citation_f1"), nullptr);
  EXPECT_EQ(benchmarks::find_figure(lbc, "scores.2wikimqa.citation_f1")->key, "scores.*.citation_f1");
  EXPECT_EQ(benchmarks::find_figure(lbc, "scores..citation_f1"), nullptr);
  EXPECT_EQ(benchmarks::find_figure(lbc, "avg_citation_f1")->aggregation, benchmarks::Aggregation::kMeanOfGroupMeans);
}

// The registry as the public API gives it (figure_registry_json, citeval/benchmark.h; `--figures`
// and the docs' tables print it): every entry, in order, with its fields.
TEST(SummaryFigures, TheRegistryAsJson) {
  for (const char* b : {"alce", "aliice", "longbench-cite", "check"}) {
    auto j = figure_registry_json(b, nullptr);
    ASSERT_TRUE(j) << j.error().to_string();
    const auto& registry = benchmarks::builtin_figures(b);
    ASSERT_EQ(j->size(), registry.size()) << b;
    for (std::size_t i = 0; i < registry.size(); ++i) {
      EXPECT_EQ((*j)[i]["key"], registry[i].key) << b;
      EXPECT_EQ((*j)[i]["depends_on"], registry[i].depends_on) << b;
    }
  }
  auto alce = figure_registry_json("alce", nullptr);
  ASSERT_TRUE(alce);
  const char* length = R"j({"key": "length", "label": "Length (words)", "scale": "raw",
      "raw_with_options": false, "aggregation": "mean_over_items", "inputs": [], "depends_on": [],
      "undefined": ["no item to average"], "undefined_on_judge_error": null, "conditional": false,
      "optional": false})j";
  EXPECT_EQ((*alce)[0], nlohmann::json::parse(length));
  auto lbc = figure_registry_json("longbench-cite", nullptr);
  ASSERT_TRUE(lbc);
  const nlohmann::json& f1 = (*lbc)[2];
  EXPECT_EQ(f1["key"], "avg_citation_f1");
  EXPECT_EQ(f1["scale"], "x100");
  EXPECT_EQ(f1["raw_with_options"], true);  // eval_cite.py's fractions with reference_aggregation
  EXPECT_EQ(f1["aggregation"], "mean_of_group_means");
  EXPECT_EQ(f1["inputs"], nlohmann::json::array({"citation_f1"}));
  auto check = figure_registry_json("check", nullptr);
  ASSERT_TRUE(check);
  EXPECT_EQ((*check)[2]["key"], "statement_rec");
  EXPECT_EQ((*check)[2]["aggregation"], "ratio_of_sums");
  EXPECT_EQ((*check)[2]["undefined_on_judge_error"], "judge errors left statements unjudged");
  auto none = figure_registry_json("nope", nullptr);
  ASSERT_FALSE(none);
  EXPECT_EQ(none.error().code, ErrorCode::kInvalidArgument);
  EXPECT_NE(none.error().message.find("alce"), std::string::npos) << none.error().message;  // names the known ones
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

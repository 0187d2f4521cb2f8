// Hand-computed values for the meta-evaluation statistics (the differential test against
// SciPy/scikit-learn is meta_oracle.py), undefined cases, bootstrap weighting and determinism.
#include "meta/meta_evaluator.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

#include "meta/meta_report.h"

namespace citeval::meta {
namespace {

ScoredSet make_set(const std::vector<std::string>& groups, const std::vector<double>& scores,
                   const std::vector<int>& labels) {
  ScoredSet set;
  for (std::size_t i = 0; i < scores.size(); ++i) {
    set.add(set.group_id(groups[i]), scores[i], static_cast<std::uint8_t>(labels[i]));
  }
  return set;
}

MetaOptions no_bootstrap() {
  MetaOptions o;
  o.bootstrap = 0;
  return o;
}

// One statement, four chunks: (score, level) = (.1, none) (.4, none) (.35, partial) (.8, full).
TEST(MetaEvaluator, HandComputedExample) {
  ScoredSet set = make_set({"s", "s", "s", "s"}, {0.1, 0.4, 0.35, 0.8}, {0, 0, 1, 2});
  auto r = evaluate(set, no_bootstrap());
  ASSERT_TRUE(r.ok());
  const auto& f = r->figures;
  // Pearson: x̄ = .4125, ȳ = .75; Sxy = .7125, Sxx = .251875, Syy = 2.75.
  EXPECT_NEAR(f[kPearson].value, 0.7125 / std::sqrt(0.251875 * 2.75), 1e-15);
  // Spearman: rank(x) = 1 3 2 4, rank(y) = 1.5 1.5 3 4: Sxy = 3, Sxx = 5, Syy = 4.5.
  EXPECT_NEAR(f[kSpearman].value, 3.0 / std::sqrt(22.5), 1e-15);
  // Kendall tau-b: 4 concordant, 1 discordant, 1 pair tied in y, none in x: 3 / sqrt(6 * 5).
  EXPECT_NEAR(f[kKendall].value, 3.0 / std::sqrt(30.0), 1e-15);
  // AUC: full beats both none and the partial; partial beats .1 but not .4.
  EXPECT_DOUBLE_EQ(f[kAucFsNs].value, 1.0);
  EXPECT_DOUBLE_EQ(f[kAucFsPs].value, 1.0);
  EXPECT_DOUBLE_EQ(f[kAucPsNs].value, 0.5);
  EXPECT_NEAR(f[kAucMacro].value, 2.5 / 3.0, 1e-15);
  // Ranking .8(2) .4(0) .35(1) .1(0): DCG = 2/log2(2) + 1/log2(4) = 2.5; IDCG = 2 + 1/log2(3).
  const double ndcg = 2.5 / (2.0 + 1.0 / std::log2(3.0));
  EXPECT_NEAR(f[kNdcg5].value, ndcg, 1e-15);
  EXPECT_NEAR(f[kNdcg10].value, ndcg, 1e-15);
  EXPECT_NEAR(f[kNdcg20].value, ndcg, 1e-15);
  for (const auto& fig : f) EXPECT_TRUE(fig.defined()) << fig.undefined_reason;
  EXPECT_EQ(r->counts.items, 4u);
  EXPECT_EQ(r->counts.groups_ranked, 1u);
}

TEST(MetaEvaluator, AucTiesCountHalf) {
  // full .5 .5, none .5 .2: pairs (.5,.5) tie = 1/2, (.5,.2) win; twice: 4 pairs, 3 wins.
  ScoredSet set = make_set({"a", "a", "b", "b"}, {0.5, 0.5, 0.5, 0.2}, {2, 2, 0, 0});
  auto r = evaluate(set, no_bootstrap());
  ASSERT_TRUE(r.ok());
  EXPECT_DOUBLE_EQ(r->figures[kAucFsNs].value, 3.0 / 4.0);
}

TEST(MetaEvaluator, NdcgTiedScoresAverageGains) {
  // Scores .5 .5 .1, relevance 2 0 1: the tie block gets the mean gain 1 over discounts 1 +
  // 1/log2 3.
  ScoredSet set = make_set({"s", "s", "s"}, {0.5, 0.5, 0.1}, {2, 0, 1});
  auto r = evaluate(set, no_bootstrap());
  ASSERT_TRUE(r.ok());
  const double idcg = 2.0 + 1.0 / std::log2(3.0);
  EXPECT_NEAR(r->figures[kNdcg5].value, (1.0 + 1.0 / std::log2(3.0) + 0.5) / idcg, 1e-15);
}

TEST(MetaEvaluator, NdcgCutoffAppliesInsideTieBlock) {
  // 25 candidates tied, one of them full: NDCG@5 = mean gain (2/25) x sum of 5 discounts / 2.
  std::vector<std::string> g(25, "s");
  std::vector<double> s(25, 0.3);
  std::vector<int> l(25, 0);
  l[7] = 2;
  auto r = evaluate(make_set(g, s, l), no_bootstrap());
  ASSERT_TRUE(r.ok());
  auto sum_discounts = [](int k) {
    double d = 0;
    for (int i = 0; i < k; ++i) d += 1.0 / std::log2(i + 2.0);
    return d;
  };
  EXPECT_NEAR(r->figures[kNdcg5].value, 2.0 / 25.0 * sum_discounts(5) / 2.0, 1e-15);
  EXPECT_NEAR(r->figures[kNdcg20].value, 2.0 / 25.0 * sum_discounts(20) / 2.0, 1e-15);
}

TEST(MetaEvaluator, AllNoSupportGroupsSkippedOrZero) {
  // Group a: all none (no ideal ranking). Group b: perfect ranking (NDCG 1). Group c: single.
  ScoredSet set = make_set({"a", "a", "b", "b", "c"}, {0.9, 0.1, 0.8, 0.2, 0.5}, {0, 0, 2, 0, 1});
  auto skip = evaluate(set, no_bootstrap());
  ASSERT_TRUE(skip.ok());
  EXPECT_DOUBLE_EQ(skip->figures[kNdcg10].value, 1.0);
  EXPECT_EQ(skip->counts.groups_ranked, 1u);
  EXPECT_EQ(skip->counts.groups_all_irrelevant, 1u);
  EXPECT_EQ(skip->counts.groups_single, 1u);
  MetaOptions zero = no_bootstrap();
  zero.all_irrelevant = AllIrrelevantGroups::kZero;
  auto z = evaluate(set, zero);
  ASSERT_TRUE(z.ok());
  EXPECT_DOUBLE_EQ(z->figures[kNdcg10].value, 0.5);
  EXPECT_EQ(z->counts.groups_ranked, 2u);
}

TEST(MetaEvaluator, UndefinedFiguresHaveReasons) {
  // Constant scores: no correlation; no partial items: two AUCs and the macro undefined.
  ScoredSet set = make_set({"a", "a", "b", "b"}, {0.5, 0.5, 0.5, 0.5}, {0, 2, 2, 0});
  auto r = evaluate(set, no_bootstrap());
  ASSERT_TRUE(r.ok());
  const auto& f = r->figures;
  EXPECT_FALSE(f[kPearson].defined());
  EXPECT_TRUE(std::isnan(f[kPearson].value));
  EXPECT_EQ(f[kKendall].undefined_reason, "all scores are equal (constant input)");
  EXPECT_DOUBLE_EQ(f[kAucFsNs].value, 0.5);
  EXPECT_EQ(f[kAucFsPs].undefined_reason, "no partial-support items");
  EXPECT_EQ(f[kAucPsNs].undefined_reason, "no partial-support items");
  EXPECT_EQ(f[kAucMacro].undefined_reason,
            "needs all three one-vs-one AUCs; undefined: auc_fs_ps, auc_ps_ns");
  EXPECT_TRUE(f[kNdcg5].defined());

  ScoredSet labels_constant = make_set({"a", "b"}, {0.1, 0.2}, {1, 1});
  auto c = evaluate(labels_constant, no_bootstrap());
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->figures[kSpearman].undefined_reason,
            "all items have the same support level (partial)");
  EXPECT_EQ(
      c->figures[kNdcg5].undefined_reason,
      "no rankable statement (2 with a single candidate, 0 whose candidates are all no support)");

  auto empty = evaluate(ScoredSet{}, MetaOptions{});
  ASSERT_TRUE(empty.ok());
  EXPECT_EQ(empty->figures[kPearson].undefined_reason, "fewer than 2 items (0)");
  EXPECT_EQ(empty->figures[kAucFsNs].undefined_reason, "no full-support items");
  EXPECT_TRUE(empty->replicates.empty());
}

TEST(MetaEvaluator, JsonReportHasNullsWithReasons) {
  ScoredSet set = make_set({"a", "a"}, {0.1, 0.9}, {0, 2});
  auto r = evaluate(set, no_bootstrap());
  ASSERT_TRUE(r.ok());
  nlohmann::json j = report_to_json(*r);
  for (std::size_t s = 0; s < kNumStats; ++s) ASSERT_TRUE(j.contains(std::string(stat_key(s))));
  EXPECT_DOUBLE_EQ(j["pearson"].get<double>(), 1.0);
  EXPECT_TRUE(j["auc_fs_ps"].is_null());
  EXPECT_EQ(j["undefined"]["auc_fs_ps"], "no partial-support items");
  EXPECT_FALSE(j["undefined"].contains("pearson"));
  EXPECT_TRUE(j["ci"]["pearson"].is_null());
  EXPECT_EQ(j["counts"]["items"], 2);
}

ScoredSet random_set(std::uint64_t seed, std::size_t groups, bool ties) {
  std::mt19937_64 rng(seed);
  ScoredSet set;
  for (std::size_t g = 0; g < groups; ++g) {
    std::string name = "g";  // (not "g" + ...: GCC 12 -Wrestrict false positive)
    name += std::to_string(g);
    auto id = set.group_id(name);
    std::size_t size = 1 + rng() % 8;
    for (std::size_t i = 0; i < size; ++i) {
      auto label = static_cast<std::uint8_t>(rng() % 3);
      double score = static_cast<double>(rng() % 1000) / 1000.0 + 0.2 * label;
      if (ties) score = static_cast<double>(rng() % 3) + label;
      set.add(id, score, label);
    }
  }
  return set;
}

// A bootstrap replicate (items weighted by how often their group was drawn) must equal the
// evaluation of the resample written out, each draw of a group becoming its own statement.
TEST(MetaEvaluator, WeightedFiguresEqualMaterialisedResample) {
  for (bool ties : {false, true}) {
    ScoredSet set = random_set(ties ? 7 : 8, 60, ties);
    std::mt19937_64 rng(99);
    std::vector<std::uint32_t> weights(set.num_groups());
    for (auto& w : weights) w = static_cast<std::uint32_t>(rng() % 4);
    ScoredSet resample;
    for (std::size_t g = 0; g < set.num_groups(); ++g) {
      for (std::uint32_t copy = 0; copy < weights[g]; ++copy) {
        std::string name = set.group_names()[g];
        name += '#';
        name += std::to_string(copy);
        auto id = resample.group_id(name);
        for (std::size_t i = 0; i < set.size(); ++i) {
          if (set.groups()[i] == g) resample.add(id, set.scores()[i], set.labels()[i]);
        }
      }
    }
    auto direct = evaluate(resample, no_bootstrap());
    ASSERT_TRUE(direct.ok());
    auto weighted = weighted_figures(set, weights, AllIrrelevantGroups::kSkip);
    for (std::size_t s = 0; s < kNumStats; ++s) {
      EXPECT_NEAR(weighted[s], direct->figures[s].value, 1e-12) << stat_key(s) << " ties=" << ties;
    }
  }
}

TEST(MetaEvaluator, BootstrapIsSeededAndBracketsThePointEstimate) {
  ScoredSet set = random_set(3, 400, false);
  MetaOptions o;
  o.bootstrap = 300;
  o.seed = 5;
  auto a = evaluate(set, o);
  auto b = evaluate(set, o);
  ASSERT_TRUE(a.ok() && b.ok());
  o.seed = 6;
  auto c = evaluate(set, o);
  ASSERT_TRUE(c.ok());
  for (std::size_t s = 0; s < kNumStats; ++s) {
    const Figure& f = a->figures[s];
    ASSERT_TRUE(f.defined());
    EXPECT_EQ(f.ci_low, b->figures[s].ci_low);
    EXPECT_EQ(f.ci_high, b->figures[s].ci_high);
    EXPECT_LT(f.ci_low, f.value) << stat_key(s);
    EXPECT_GT(f.ci_high, f.value) << stat_key(s);
    EXPECT_LT(f.ci_high - f.ci_low, 0.25) << stat_key(s);
  }
  EXPECT_NE(a->figures[kPearson].ci_low, c->figures[kPearson].ci_low);
  EXPECT_EQ(a->replicates.size(), 300u);
  // The split over threads does not change the draws.
  o.seed = 5;
  for (std::size_t threads : {1, 3}) {
    o.threads = threads;
    auto t = evaluate(set, o);
    ASSERT_TRUE(t.ok());
    for (std::size_t r = 0; r < 300; ++r) {
      for (std::size_t s = 0; s < kNumStats; ++s)
        ASSERT_EQ(t->replicates[r][s], a->replicates[r][s]);
    }
  }
}

TEST(MetaEvaluator, PairedDifferences) {
  ScoredSet good = random_set(11, 300, false);
  // A worse judge on the same items: noise added to the scores.
  ScoredSet noisy;
  std::mt19937_64 rng(1);
  for (std::size_t g = 0; g < good.num_groups(); ++g) noisy.group_id(good.group_names()[g]);
  for (std::size_t i = 0; i < good.size(); ++i) {
    noisy.add(good.groups()[i], good.scores()[i] + static_cast<double>(rng() % 1000) / 400.0,
              good.labels()[i]);
  }
  MetaOptions o;
  o.bootstrap = 200;
  auto a = evaluate(good, o);
  auto b = evaluate(noisy, o);
  ASSERT_TRUE(a.ok() && b.ok());
  auto d = compare(*a, *b);
  ASSERT_TRUE(d.ok());
  EXPECT_DOUBLE_EQ((*d)[kPearson].value, a->figures[kPearson].value - b->figures[kPearson].value);
  EXPECT_TRUE((*d)[kAucFsNs].significant());
  EXPECT_GT((*d)[kAucFsNs].ci_low, 0.0);
  // Same judge against itself: every difference is exactly 0.
  auto same = compare(*a, *a);
  ASSERT_TRUE(same.ok());
  EXPECT_EQ((*same)[kKendall].ci_low, 0.0);
  EXPECT_FALSE((*same)[kKendall].significant());
  // Unpaired reports are refused.
  o.seed = 1;
  auto other = evaluate(noisy, o);
  ASSERT_TRUE(other.ok());
  EXPECT_FALSE(compare(*a, *other).ok());
}

TEST(MetaEvaluator, PercentileLikeNumpy) {
  std::vector<double> v = {4, 1, 3, 2};
  EXPECT_DOUBLE_EQ(percentile(v, 25), 1.75);
  EXPECT_DOUBLE_EQ(percentile(v, 2.5), 1.075);
  EXPECT_DOUBLE_EQ(percentile(v, 100), 4.0);
  std::vector<double> empty;
  EXPECT_TRUE(std::isnan(percentile(empty, 50)));
}

TEST(MetaEvaluator, RejectsBadConfidence) {
  MetaOptions o;
  o.confidence = 1.0;
  EXPECT_EQ(evaluate(ScoredSet{}, o).error().code, ErrorCode::kInvalidArgument);
}

}  // namespace
}  // namespace citeval::meta

namespace citeval::meta {
namespace {

// A statement-level resample can lose all partial items: the interval then comes from the other
// replicates, and the report counts the lost ones.
TEST(MetaEvaluator, ReplicatesWhereAFigureIsUndefinedAreCounted) {
  ScoredSet set;
  for (int g = 0; g < 6; ++g) {
    std::string name = "g";
    name += std::to_string(g);
    auto id = set.group_id(name);
    set.add(id, 0.1 * g, 0);
    set.add(id, 0.5 + 0.05 * g, g == 0 ? 1 : 2);  // only statement g0 has a partial item
  }
  MetaOptions o;
  o.bootstrap = 200;
  auto r = evaluate(set, o);
  ASSERT_TRUE(r.ok());
  const Figure& f = r->figures[kAucFsPs];
  ASSERT_TRUE(f.defined());
  // P(g0 never drawn in 6 draws) = (5/6)^6 ~ 0.33.
  EXPECT_GT(f.undefined_replicates, 30u);
  EXPECT_LT(f.undefined_replicates, 110u);
  EXPECT_EQ(r->figures[kAucFsNs].undefined_replicates, 0u);
  nlohmann::json j = report_to_json(*r);
  EXPECT_EQ(j["ci_undefined_replicates"]["auc_fs_ps"], f.undefined_replicates);
  EXPECT_FALSE(j["ci_undefined_replicates"].contains("auc_fs_ns"));
}

}  // namespace
}  // namespace citeval::meta

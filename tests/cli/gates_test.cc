// --fail-under gates on a summary JSON.
#include "cli/gates.h"

#include <gtest/gtest.h>

namespace citeval::cli {
namespace {

const nlohmann::json kSummary = nlohmann::json::parse(R"({
  "citation_rec": 62.5, "citation_prec": 80.0, "claims_nli": null,
  "scores": {"hotpotqa": {"citation_f1": 50.0}, "gov_report": {"citation_f1": 25.0}},
  "citeval": {"items_read": 4, "undefined": {"claims_nli": "no item has a non-empty 'claims'"}}
})");

TEST(Gates, ParsesKeyMinPairsRepeatedOrCommaSeparated) {
  auto g = parse_gates({"citation_rec=70", " citation_prec = 75.5 ,scores.hotpotqa.citation_f1=0.4"});
  ASSERT_TRUE(g) << g.error().to_string();
  ASSERT_EQ(g->size(), 3u);
  EXPECT_EQ((*g)[0].key, "citation_rec");
  EXPECT_EQ((*g)[0].min, 70);
  EXPECT_EQ((*g)[1].key, "citation_prec");
  EXPECT_EQ((*g)[1].min, 75.5);
  EXPECT_EQ((*g)[2].key, "scores.hotpotqa.citation_f1");
  EXPECT_EQ((*g)[2].min, 0.4);
}

TEST(Gates, RefusesMalformedSpecs) {
  for (const char* bad : {"citation_rec", "=70", "citation_rec=", "citation_rec=7x", "citation_rec=nan", "a=1,"}) {
    auto g = parse_gates({bad});
    EXPECT_FALSE(g) << bad;
  }
  EXPECT_EQ(parse_gates({"citation_rec=seventy"}).error().message,
            "--fail-under 'citation_rec=seventy': 'seventy' is not a number");
}

TEST(Gates, BelowMinFailsAtOrAbovePasses) {
  auto g = parse_gates({"citation_rec=62.5,citation_prec=80.5,scores.hotpotqa.citation_f1=50"});
  auto r = check_gates(*g, kSummary);
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->passed);
  ASSERT_EQ(r->lines.size(), 3u);
  EXPECT_EQ(r->lines[0], "fail-under: citation_rec = 62.5 >= 62.5: ok");
  EXPECT_EQ(r->lines[1], "fail-under: citation_prec = 80 < 80.5: FAILED");
  EXPECT_EQ(r->lines[2], "fail-under: scores.hotpotqa.citation_f1 = 50 >= 50: ok");
  auto ok = check_gates(*parse_gates({"citation_rec=60"}), kSummary);
  EXPECT_TRUE(ok->passed);
}

TEST(Gates, AnUndefinedFigureFailsAndAnUnknownKeyIsAnError) {
  auto r = check_gates(*parse_gates({"claims_nli=0"}), kSummary);
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->passed);
  EXPECT_EQ(r->lines[0], "fail-under: claims_nli is undefined (no item has a non-empty 'claims') < 0: FAILED");
  auto e = check_gates(*parse_gates({"citation_recall=50"}), kSummary);
  ASSERT_FALSE(e);
  EXPECT_EQ(e.error().message,
            "--fail-under: the summary has no figure 'citation_recall' (it has: citation_prec, citation_rec, "
            "claims_nli, scores.gov_report.citation_f1, scores.hotpotqa.citation_f1)");
  // Run information is not a figure.
  EXPECT_FALSE(check_gates(*parse_gates({"citeval.items_read=1"}), kSummary));
}

}  // namespace
}  // namespace citeval::cli

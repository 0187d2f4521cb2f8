// The input of `citeval judge` (meta/judge_pairs.h) and the depth bound of every meta JSONL
// reader: errors name file, line and field; 50,000 nested brackets are an error, not a crash.
#include "meta/judge_pairs.h"

#include <gtest/gtest.h>

#include <string>

#include "meta/labelled_data.h"
#include "meta/scored_set.h"

namespace citeval::meta {
namespace {

std::string deep(std::size_t levels) { return std::string(levels, '[') + std::string(levels, ']'); }

TEST(JudgePairs, KeepsTheObjectInItsOrder) {
  auto p = parse_judge_pair(R"({"id": 7, "premise": "P.", "hypothesis": "H.", "x": [1]})", "in", 3);
  ASSERT_TRUE(p.ok()) << p.error().to_string();
  EXPECT_EQ(p->premise, "P.");
  EXPECT_EQ(p->hypothesis, "H.");
  EXPECT_EQ(p->object.dump(), R"({"id":7,"premise":"P.","hypothesis":"H.","x":[1]})");
}

TEST(JudgePairs, ErrorsNameFileLineAndField) {
  auto bad = parse_judge_pair("{\"premise\": ", "in", 4);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().code, ErrorCode::kParse);
  EXPECT_EQ(bad.error().to_string().rfind("in:4: bad JSON: ", 0), 0u) << bad.error().to_string();
  auto array = parse_judge_pair("[1]", "in", 5);
  ASSERT_FALSE(array.ok());
  EXPECT_EQ(array.error().to_string(), "in:5: a line must be a JSON object");
  auto missing = parse_judge_pair(R"({"premise": "P."})", "in", 6);
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().to_string(), "in:6: field 'hypothesis': missing");
  auto number = parse_judge_pair(R"({"premise": 1, "hypothesis": "H."})", "in", 7);
  ASSERT_FALSE(number.ok());
  EXPECT_EQ(number.error().to_string(), "in:7: field 'premise': must be a string");
  EXPECT_TRUE(is_blank_line(" \t\r"));
  EXPECT_FALSE(is_blank_line(" {"));
}

TEST(JudgePairs, DeepNestingIsAnErrorNotACrash) {
  auto p = parse_judge_pair(R"({"premise": "P.", "hypothesis": "H.", "extra": )" + deep(50000) + "}", "<stdin>", 2);
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error().code, ErrorCode::kParse);
  EXPECT_EQ(p.error().to_string(), "<stdin>:2: JSON nested deeper than 256 levels");
  // 256 levels in all (the object and 255 arrays) are still read.
  auto ok = parse_judge_pair(R"({"premise": "P.", "hypothesis": "H.", "extra": )" + deep(255) + "}", "in", 1);
  EXPECT_TRUE(ok.ok()) << ok.error().to_string();
}

TEST(MetaJsonl, DeepNestingIsAnErrorNamingTheLine) {
  const std::string good = R"({"statement": "S.", "passage": "P.", "label": 2})";
  auto labels = parse_labels(good + "\n\n" + R"({"statement": "S.", "passage": )" + deep(50000) + "}\n", "l.jsonl",
                             LabelFormat::kAuto, {});
  ASSERT_FALSE(labels.ok());
  EXPECT_EQ(labels.error().to_string(), "l.jsonl:3: JSON nested deeper than 256 levels");
  auto scores = parse_scores_jsonl(R"({"group": "a", "score": 0.5, "label": 1, "x": )" + deep(50000) + "}\n", "s.jsonl");
  ASSERT_FALSE(scores.ok());
  EXPECT_EQ(scores.error().to_string(), "s.jsonl:1: JSON nested deeper than 256 levels");
}

}  // namespace
}  // namespace citeval::meta

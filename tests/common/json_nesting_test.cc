#include "common/json_nesting.h"

#include <gtest/gtest.h>

#include <string>

namespace citeval {
namespace {

TEST(JsonNestingTest, AcceptsOrdinaryDocumentsUpToTheLimit) {
  EXPECT_TRUE(check_json_nesting(R"({"idx": [1, {"a": [2]}], "s": "x"})"));
  EXPECT_TRUE(check_json_nesting(std::string(256, '[') + std::string(256, ']')));
  EXPECT_TRUE(check_json_nesting(""));
}

TEST(JsonNestingTest, RefusesDeeperInputWithAParseError) {
  auto st = check_json_nesting(std::string(257, '[') + std::string(257, ']'));
  ASSERT_FALSE(st);
  EXPECT_EQ(st.error().code, ErrorCode::kParse);
  EXPECT_EQ(st.error().message, "JSON nested deeper than 256 levels");
  EXPECT_FALSE(check_json_nesting("{\"idx\": " + std::string(50000, '[')));  // unclosed, as a fuzzer sends it
  EXPECT_FALSE(check_json_nesting("[[[[", 3));
}

TEST(JsonNestingTest, TheLocatedFormNamesFileAndLine) {
  EXPECT_TRUE(check_json_nesting("[[1]]", "in.jsonl", 3));
  auto st = check_json_nesting(std::string(300, '['), "in.jsonl", 3);
  ASSERT_FALSE(st);
  EXPECT_EQ(st.error().to_string(), "in.jsonl:3: JSON nested deeper than 256 levels");
}

TEST(JsonNestingTest, BracketsInsideStringsAndEscapesDoNotCount) {
  EXPECT_TRUE(check_json_nesting("[\"" + std::string(1000, '[') + "\"]", 2));
  EXPECT_TRUE(check_json_nesting(R"(["a\"[[[[", "\\", "]"])", 1));
  EXPECT_FALSE(check_json_nesting(R"(["\\"[[[)", 3));  // the string ends after the escaped backslash
}

}  // namespace
}  // namespace citeval

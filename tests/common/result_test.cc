#include "citeval/result.h"

#include <gtest/gtest.h>

namespace citeval {
namespace {

TEST(ErrorTest, ToStringNamesFileLineAndField) {
  Error e = make_error(ErrorCode::kInvalidField, "expected a string", "out.json", 12, "data[3].output");
  EXPECT_EQ(e.to_string(), "out.json:12: field 'data[3].output': expected a string");
  EXPECT_EQ(make_error(ErrorCode::kIo, "cannot open", "x.jsonl").to_string(), "x.jsonl: cannot open");
  EXPECT_EQ(make_error(ErrorCode::kParse, "bad", "", 3).to_string(), "line 3: bad");
  EXPECT_STREQ(error_code_name(ErrorCode::kJudge), "judge");
}

TEST(ResultTest, HoldsValueOrError) {
  Result<int> good = 7;
  ASSERT_TRUE(good.ok());
  EXPECT_EQ(*good, 7);
  Result<int> bad = make_error(ErrorCode::kParse, "nope");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().message, "nope");
}

TEST(ResultDeathTest, WrongAccessAborts) {
  Result<int> bad = make_error(ErrorCode::kParse, "nope");
  EXPECT_DEATH((void)bad.value(), "");
}

}  // namespace
}  // namespace citeval

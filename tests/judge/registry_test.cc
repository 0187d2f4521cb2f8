#include "judge/registry.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "fake_judges.h"

namespace citeval::judge {
namespace {

TEST(Registry, MakesBuiltInJudges) {
  auto lex = make_judge("lexical");
  ASSERT_TRUE(lex.ok()) << lex.error().to_string();
  EXPECT_TRUE((*lex)->is_approximation());
  EXPECT_EQ((*lex)->identity().rfind("lexical:", 0), 0u);

  auto dir = std::filesystem::temp_directory_path() /
             ("citeval_registry_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::string path = (dir / "t.jsonl").string();
  std::ofstream(path) << "{\"premise\": \"p\", \"hypothesis\": \"h\", \"label\": 1}\n";
  auto table = make_judge("table:" + path);
  ASSERT_TRUE(table.ok()) << table.error().to_string();
  EXPECT_FALSE((*table)->is_approximation());
  auto out = (*table)->judge_batch(std::vector<JudgeRequest>{{"p", "h"}});
  EXPECT_TRUE(out[0].ok);
  EXPECT_EQ(out[0].label, 1);

  EXPECT_EQ(default_judge_spec(), "lexical");
  EXPECT_TRUE(make_judge(default_judge_spec()).ok());
}

TEST(Registry, ErrorsListTheKnownJudges) {
  auto r = make_judge("gpt5");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, ErrorCode::kInvalidArgument);
  EXPECT_EQ(r.error().message, "unknown judge 'gpt5'; known judges: calibrated:FILE, lexical, table:FILE");

  r = make_judge("");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "empty judge spec; known judges: calibrated:FILE, lexical, table:FILE");

  r = make_judge("table:");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "judge 'table:FILE' needs a file name");

  r = make_judge("lexical:0.5");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "judge 'lexical' takes no argument");

  r = make_judge("table:/nonexistent/table.jsonl");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, ErrorCode::kIo);
  EXPECT_EQ(r.error().file, "/nonexistent/table.jsonl");
}

TEST(Registry, OtherComponentsRegisterKinds) {
  register_judge_kind(
      "zzfake",
      [](std::string_view arg) -> Result<std::unique_ptr<Judge>> {
        if (arg == "bad") return make_error(ErrorCode::kInvalidArgument, "bad fake");
        return std::unique_ptr<Judge>(new testing::CountingJudge("zzfake:" + std::string(arg)));
      },
      "zzfake:NAME");
  auto j = make_judge("zzfake:m1");
  ASSERT_TRUE(j.ok());
  EXPECT_EQ((*j)->identity(), "zzfake:m1");
  // Only the first ':' splits: model names may contain colons.
  j = make_judge("zzfake:a:b");
  ASSERT_TRUE(j.ok());
  EXPECT_EQ((*j)->identity(), "zzfake:a:b");
  j = make_judge("zzfake:bad");
  ASSERT_FALSE(j.ok());
  EXPECT_EQ(j.error().message, "bad fake");
  EXPECT_EQ(known_judge_specs(), (std::vector<std::string>{"calibrated:FILE", "lexical", "table:FILE", "zzfake:NAME"}));
  auto unknown = make_judge("nope");
  EXPECT_EQ(unknown.error().message,
            "unknown judge 'nope'; known judges: calibrated:FILE, lexical, table:FILE, zzfake:NAME");
}

}  // namespace
}  // namespace citeval::judge

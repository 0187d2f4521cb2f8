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
  EXPECT_EQ(r.error().message, "unknown judge 'gpt5'; known judges: align, calibrated:FILE, lexical, table:FILE");

  r = make_judge("");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "empty judge spec; known judges: align, calibrated:FILE, lexical, table:FILE");

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
  EXPECT_EQ(known_judge_specs(), (std::vector<std::string>{"align", "calibrated:FILE", "lexical", "table:FILE", "zzfake:NAME"}));
  auto unknown = make_judge("nope");
  EXPECT_EQ(unknown.error().message,
            "unknown judge 'nope'; known judges: align, calibrated:FILE, lexical, table:FILE, zzfake:NAME");
}

// A lazy kind (the libtorch judges, loaded from a module on first use): listed before it is
// loaded, its loader runs on the first make_judge only, a failed load is an error naming the
// spec and is tried again, and a loader that registers nothing is an error, not a loop.
TEST(Registry, LazyKindsLoadOnFirstUse) {
  int loads = 0;
  bool fail = true;
  register_lazy_judge_kind(
      "zzlazy",
      [&]() -> Status {
        ++loads;
        if (fail) return make_error(ErrorCode::kUnsupported, "cannot load /x/libfake.so");
        register_judge_kind(
            "zzlazy",
            [](std::string_view arg) -> Result<std::unique_ptr<Judge>> {
              return std::unique_ptr<Judge>(new testing::CountingJudge("zzlazy:" + std::string(arg)));
            },
            "zzlazy[:ARG]");
        return Ok{};
      },
      "zzlazy[:ARG]");
  register_lazy_judge_kind("zzempty", [] { return Status(Ok{}); });
  // (Other tests of this binary may have registered kinds too: only the lazy ones are checked.)
  std::vector<std::string> lazy;
  for (const auto& u : known_judge_specs()) {
    if (u.starts_with("zzempty") || u.starts_with("zzlazy")) lazy.push_back(u);
  }
  EXPECT_EQ(lazy, (std::vector<std::string>{"zzempty", "zzlazy[:ARG]"}));
  EXPECT_EQ(loads, 0);
  auto j = make_judge("zzlazy:a");
  ASSERT_FALSE(j.ok());
  EXPECT_EQ(j.error().code, ErrorCode::kUnsupported);
  EXPECT_EQ(j.error().message, "judge 'zzlazy:a': cannot load /x/libfake.so");
  EXPECT_EQ(loads, 1);
  fail = false;
  j = make_judge("zzlazy:a");
  ASSERT_TRUE(j.ok());
  EXPECT_EQ((*j)->identity(), "zzlazy:a");
  EXPECT_EQ(loads, 2);
  j = make_judge("zzlazy:b");
  ASSERT_TRUE(j.ok());
  EXPECT_EQ((*j)->identity(), "zzlazy:b");
  EXPECT_EQ(loads, 2);
  auto e = make_judge("zzempty");
  ASSERT_FALSE(e.ok());
  EXPECT_EQ(e.error().message, "judge 'zzempty': loading kind 'zzempty' did not register it");
}

}  // namespace
}  // namespace citeval::judge

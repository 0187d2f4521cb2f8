// The toy benchmark (toy_benchmark.cc) added to a runtime runs through the driver every built-in
// benchmark runs through: Evaluator, merged shards, state JSON, evaluate_file with --detail, resume.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "citeval/benchmark.h"
#include "toy_benchmark.h"

namespace citeval {
namespace {

class ToyBenchmark : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::path(::testing::TempDir()) / ("citeval_toy_" + std::to_string(getpid()));
    std::filesystem::create_directories(dir_);
    input_ = (dir_ / "toy.jsonl").string();
    // Five lines: hits at positions 0, 2 and 4; line 4 (position 3) is malformed.
    write(input_,
          "{\"answer\": \"Paris is the capital\", \"gold\": \"Paris\"}\n"
          "{\"answer\": \"Lyon\", \"gold\": \"Paris\"}\n"
          "{\"answer\": \"it is 42\", \"gold\": \"42\"}\n"
          "{\"answer\": 7}\n"
          "{\"answer\": \"blue sky\", \"gold\": \"sky\"}\n");
    auto rt = Runtime::create();
    ASSERT_TRUE(rt) << rt.error().to_string();
    runtime_ = *rt;
    toy_ = toy::make_toy_benchmark();
    add_benchmark(*runtime_, toy_);
    options_.input = input_;
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  static void write(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }
  static std::string read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
  EvalState run_file(const std::string& detail, bool restart, std::vector<std::string>* warnings = nullptr) {
    FileRun run;
    run.input = input_;
    run.detail = detail;
    run.restart = restart;
    run.chunk = 2;
    run.runtime = runtime_;
    run.warn = [warnings](const std::string& line) {
      if (warnings) warnings->push_back(line);
    };
    auto st = evaluate_file("toy", options_, run);
    EXPECT_TRUE(st) << st.error().to_string();
    return st ? *st : EvalState();
  }

  std::filesystem::path dir_;
  std::string input_;
  std::shared_ptr<Runtime> runtime_;
  std::shared_ptr<const benchmarks::BenchmarkImpl> toy_;
  EvalOptions options_;
};

TEST_F(ToyBenchmark, RunsThroughTheEvaluator) {
  EXPECT_EQ(benchmark_names(*runtime_), (std::vector<std::string>{"alce", "aliice", "check", "longbench-cite", "toy"}));
  auto file = toy_->read_items(input_);
  ASSERT_TRUE(file) << file.error().to_string();
  ASSERT_EQ(file->items.size(), 4u);
  ASSERT_EQ(file->skipped.size(), 1u);
  EXPECT_EQ(file->skipped[0].error.to_string(), input_ + ":4: field 'answer': missing or not a string");
  EXPECT_EQ(file->items[3].index(), 4u);
  EXPECT_EQ(file->items[3].impl().benchmark, "toy");

  auto ev = create_evaluator("toy", options_, runtime_);
  ASSERT_TRUE(ev) << ev.error().to_string();
  (*ev)->add_skipped(file->skipped);
  auto records = (*ev)->evaluate(file->items);
  ASSERT_TRUE(records) << records.error().to_string();
  ASSERT_EQ(records->size(), 4u);
  EXPECT_EQ((*records)[1], nlohmann::json::parse(R"({"position": 1, "line": 2, "hit": false})"));
  EXPECT_EQ((*records)[3], nlohmann::json::parse(R"({"position": 4, "line": 5, "hit": true})"));
  const EvalState state = (*ev)->state();
  EXPECT_EQ(state.to_json()["benchmark"], "toy");
  const nlohmann::json summary = state.summary_json();
  EXPECT_EQ(summary["hit_rate"], 75.0);
  EXPECT_EQ(summary["items"], 4);
  EXPECT_EQ(summary["citeval"]["items_read"], 5);
  EXPECT_EQ(summary["citeval"]["items_skipped"], 1);
  EXPECT_EQ(summary["citeval"]["skipped"][0]["position"], 3);
  EXPECT_EQ(state.summary_table(), "hit_rate 75.0 of 4 items\n");
  EXPECT_EQ(state.exit_code(), 0);
  EXPECT_TRUE(state.warnings().empty());

  // Options of other benchmarks are refused, naming them; a runtime without it does not know it.
  EvalOptions alce_option = options_;
  alce_option.dataset = "asqa";
  auto refused = create_evaluator("toy", alce_option, runtime_);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().message, "option(s) dataset do not apply to benchmark toy");
  auto unknown = create_evaluator("toy", options_, *Runtime::create());
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().message, "unknown benchmark 'toy' (alce, aliice, check or longbench-cite)");
  // An item of another benchmark is refused, not misread.
  auto alce_item = parse_item(Benchmark::kAlce, R"({"output": "x"})");
  ASSERT_TRUE(alce_item) << alce_item.error().to_string();
  auto wrong = (*ev)->evaluate(std::span<const Item>(&*alce_item, 1));
  ASSERT_FALSE(wrong);
  EXPECT_EQ(wrong.error().message, "a alce item given to toy");
}

TEST_F(ToyBenchmark, ShardsMergeIntoOneRunAndTravelAsJson) {
  auto file = toy_->read_items(input_);
  ASSERT_TRUE(file);
  auto run = [&](std::span<const Item> items) {
    auto ev = create_evaluator("toy", options_, runtime_);
    EXPECT_TRUE(ev);
    EXPECT_TRUE((*ev)->evaluate(items));
    return (*ev)->state();
  };
  const std::span<const Item> all(file->items);
  const EvalState one = run(all);
  EvalState merged;
  ASSERT_TRUE(merged.merge(run(all.first(1))));
  const EvalState second = run(all.subspan(1));
  ASSERT_TRUE(merged.merge(second));
  EXPECT_EQ(merged.to_json(), one.to_json());
  EXPECT_EQ(merged.summary_json()["hit_rate"], 75.0);

  auto back = state_from_json(nlohmann::json::parse(second.to_json().dump()), *runtime_);
  ASSERT_TRUE(back) << back.error().to_string();
  EXPECT_EQ(back->to_json(), second.to_json());
  EXPECT_EQ(back->summary_json()["hit_rate"], 100.0 * 2 / 3);
  // A process whose runtime lacks the benchmark cannot read the state: it says so.
  auto unknown = EvalState::from_json(second.to_json());
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().message, "unknown benchmark 'toy' (alce, aliice, check or longbench-cite)");
}

TEST_F(ToyBenchmark, WritesTheDetailAndResumesFromIt) {
  const std::string detail = (dir_ / "detail.jsonl").string();
  const EvalState fresh = run_file(detail, /*restart=*/true);
  EXPECT_EQ(fresh.summary_json()["hit_rate"], 75.0);
  EXPECT_EQ(fresh.summary_json()["citeval"]["items_skipped"], 1);
  const std::string header =
      R"({"citeval_detail":{"benchmark":"toy","judges":[],"options":{"benchmark":"toy","input":")" + input_ +
      R"(","judge":""},"version":1}})";
  const std::string records =
      "{\"hit\":true,\"line\":1,\"position\":0}\n{\"hit\":false,\"line\":2,\"position\":1}\n"
      "{\"hit\":true,\"line\":3,\"position\":2}\n{\"hit\":true,\"line\":5,\"position\":4}\n";
  EXPECT_EQ(read(detail), header + "\n" + records);

  // Interrupted after two records and in the middle of a third: the cut line is dropped, the
  // two are not evaluated again, and the run ends as the uninterrupted one.
  write(detail, header + "\n" + records.substr(0, records.find("{\"hit\":true,\"line\":3")) + "{\"hit\":tr");
  std::vector<std::string> warnings;
  const EvalState resumed = run_file(detail, /*restart=*/false, &warnings);
  EXPECT_EQ(warnings, (std::vector<std::string>{detail + ":4: dropping a cut last line (9 bytes) left by an interrupted run",
                                                "resumed 2 item(s) from " + detail + "; 2 to judge"}));
  EXPECT_EQ(resumed.to_json(), fresh.to_json());
  EXPECT_EQ(read(detail), header + "\n" + records);

  // A detail file of other options is refused, naming what differs; --restart starts over.
  options_.judge = "lexical";
  FileRun run;
  run.input = input_;
  run.detail = detail;
  run.runtime = runtime_;
  auto refused = evaluate_file("toy", options_, run);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().message.find("the detail file is of another run: options: "), std::string::npos)
      << refused.error().message;
  EXPECT_EQ(refused.error().line, 1u);
  const EvalState restarted = run_file(detail, /*restart=*/true);
  EXPECT_EQ(restarted.summary_json()["hit_rate"], 75.0);
}

// The same benchmark built as a module (toy_module.cc) and loaded by path, as the Python package
// loads it: its own copy of the static libraries, the driver of this process.
TEST(ToyBenchmarkModule, LoadsByPathAndRuns) {
  auto rt = Runtime::create();
  ASSERT_TRUE(rt) << rt.error().to_string();
  auto names = load_benchmark_module(**rt, CITEVAL_TOY_MODULE);
  ASSERT_TRUE(names) << names.error().to_string();
  EXPECT_EQ(*names, std::vector<std::string>{"toy"});
  EXPECT_EQ(benchmark_names(**rt), (std::vector<std::string>{"alce", "aliice", "check", "longbench-cite", "toy"}));
  auto ev = create_evaluator("toy", EvalOptions{}, *rt);
  ASSERT_TRUE(ev) << ev.error().to_string();
  auto hit = (*ev)->parse_item(R"({"answer": "blue sky", "gold": "sky"})", 7);
  auto miss = (*ev)->parse_item(R"({"answer": "Lyon", "gold": "Paris"})", 8);
  ASSERT_TRUE(hit && miss);
  const std::vector<Item> items{*hit, *miss};
  auto records = (*ev)->evaluate(items);
  ASSERT_TRUE(records) << records.error().to_string();
  EXPECT_EQ(nlohmann::json(*records), nlohmann::json::parse(R"([{"position": 7, "line": 0, "hit": true},
                                                                 {"position": 8, "line": 0, "hit": false}])"));
  const EvalState state = (*ev)->state();
  EXPECT_EQ(state.benchmark_name(), "toy");
  EXPECT_EQ(state.summary_json()["hit_rate"], 50.0);
  auto back = state_from_json(state.to_json(), **rt);
  ASSERT_TRUE(back) << back.error().to_string();
  EXPECT_EQ(back->summary_table(), "hit_rate 50.0 of 2 items\n");
  EXPECT_EQ(EvalState().benchmark_name(), "");

  // Not a module, or no file: said, naming the file.
  auto none = load_benchmark_module(**rt, "/nonexistent/libtoy.so");
  ASSERT_FALSE(none);
  EXPECT_EQ(none.error().code, ErrorCode::kIo);
  EXPECT_EQ(none.error().file, "/nonexistent/libtoy.so");
  EXPECT_EQ(none.error().message,
            "cannot load the benchmark module: cannot open shared object file: No such file or directory");
  auto other = load_benchmark_module(**rt, "libm.so.6");
  ASSERT_FALSE(other);
  EXPECT_EQ(other.error().code, ErrorCode::kUnsupported);
  EXPECT_EQ(other.error().to_string(), "libm.so.6: not a benchmark module: no function citeval_benchmark_module_v1");
}

}  // namespace
}  // namespace citeval

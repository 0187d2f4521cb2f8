// The "nli:DIR" judge against Python: tiny TorchScript models built at test time
// (nli_tiny_models.py, through tools/export_nli.py's write_export) must give, through the C++
// tokenizer, truncation, length-sorted padded batches and libtorch, the probabilities Python
// computes one pair at a time (1e-5). Also: per-item failures, identity, options, bad directories,
// concurrent calls.
#include "model/nli_judge.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <thread>

#include "judge/registry.h"
#include "model/torch_runtime.h"

namespace citeval::model {
namespace {

namespace fs = std::filesystem;

const std::string kOut = std::string(CITEVAL_BINARY_DIR) + "/tests/model/nli_tiny";

struct Expected {
  std::vector<JudgeRequest> requests;
  std::vector<nlohmann::json> want;
};

class NliJudgeTest : public ::testing::Test {
 protected:
  // Builds the models once: ctest runs each test in its own process, maybe in parallel, so the
  // build is locked and skipped when its outputs are newer than the scripts that make them.
  static void SetUpTestSuite() {
    fs::create_directories(kOut);
    const int lock = ::open((kOut + ".lock").c_str(), O_CREAT | O_RDWR, 0644);
    if (lock >= 0) ::flock(lock, LOCK_EX);
    const std::vector<std::string> inputs = {
        CITEVAL_SOURCE_DIR "/tests/model/nli_tiny_models.py", CITEVAL_SOURCE_DIR "/tools/export_nli.py",
        CITEVAL_SOURCE_DIR "/tests/text/hf_test_tokenizers.py"};
    const std::string stamp = kOut + "/t5/expected.json";
    bool fresh = fs::exists(stamp) && fs::exists(kOut + "/seqcls/expected.json");
    for (const auto& in : inputs) {
      fresh = fresh && fs::last_write_time(in) < fs::last_write_time(stamp);
    }
    if (fresh) {
      built_ = true;
    } else {
      fs::remove(stamp);
      const std::string cmd = std::string(CITEVAL_PYTHON) + " " + inputs[0] + " --out " + kOut +
                              " --shared " CITEVAL_SHARED_DIR " --modules " CITEVAL_SOURCE_DIR
                              "/tools/npm/node_modules > " + kOut + ".log 2>&1";
      built_ = std::system(cmd.c_str()) == 0;
    }
    if (lock >= 0) ::close(lock);
  }
  void SetUp() override { ASSERT_TRUE(built_) << "building the tiny models failed: see " << kOut << ".log"; }

  static Expected expected(const std::string& kind) {
    std::ifstream in(kOut + "/" + kind + "/expected.json");
    const auto j = nlohmann::json::parse(in);
    Expected e;
    for (const auto& item : j) {
      e.requests.push_back({item["premise"].get<std::string>(), item["hypothesis"].get<std::string>()});
      e.want.push_back(item);
    }
    return e;
  }

  static void check(const std::vector<Judgment>& got, const Expected& e, double threshold,
                    const std::string& what) {
    ASSERT_EQ(got.size(), e.want.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
      const auto& w = e.want[i];
      if (w["prob"].is_null()) {
        EXPECT_FALSE(got[i].ok) << what << " item " << i;
        EXPECT_FALSE(got[i].error.empty()) << what << " item " << i;
        continue;
      }
      ASSERT_TRUE(got[i].ok) << what << " item " << i << ": " << got[i].error;
      const double p = w["prob"].get<double>();
      EXPECT_NEAR(got[i].prob, p, 1e-5) << what << " item " << i;
      EXPECT_EQ(got[i].label, got[i].prob >= threshold ? 1 : 0);
      const std::size_t dropped = w["dropped"].get<std::size_t>();
      EXPECT_EQ(got[i].rationale.empty(), dropped == 0) << what << " item " << i;
      if (dropped > 0) {
        EXPECT_EQ(got[i].rationale.rfind("premise truncated: " + std::to_string(dropped) + " tokens", 0), 0u)
            << got[i].rationale;
      }
    }
  }

  static bool built_;
};
bool NliJudgeTest::built_ = false;

TEST_F(NliJudgeTest, SequenceClassifierMatchesPythonAtAnyBatchSize) {
  const Expected e = expected("seqcls");
  std::size_t want_truncated = 0, want_dropped = 0, want_encoded = 0;
  for (const auto& w : e.want) {
    want_encoded += !w["prob"].is_null();  // the others cannot fit even with no premise
    want_truncated += w["dropped"].get<std::size_t>() > 0;
    want_dropped += w["dropped"].get<std::size_t>();
  }
  ASSERT_GT(want_truncated, 20u);  // the test exercises truncation
  for (std::size_t batch : {1u, 7u, 256u}) {
    auto judge = NliJudge::load(kOut + "/seqcls", {.threshold = 0.5, .batch_size = batch});
    ASSERT_TRUE(judge) << judge.error().to_string();
    check((*judge)->judge_batch(e.requests), e, 0.5, "batch " + std::to_string(batch));
    EXPECT_EQ((*judge)->truncated_items(), want_truncated);
    EXPECT_EQ((*judge)->dropped_premise_tokens(), want_dropped);
    EXPECT_EQ((*judge)->run_notes(),
              "premise truncated to fit " + std::to_string((*judge)->config().max_length) +
                  " tokens in " + std::to_string(want_truncated) + " of " +
                  std::to_string(want_encoded) + " items (" + std::to_string(want_dropped) +
                  " tokens dropped)");
  }
}

TEST_F(NliJudgeTest, T5FirstStepMatchesPython) {
  const Expected e = expected("t5");
  std::size_t truncated = 0, ok = 0;
  for (const auto& w : e.want) {
    truncated += w["dropped"].get<std::size_t>() > 0;
    ok += !w["prob"].is_null();
  }
  ASSERT_GT(truncated, 10u);
  ASSERT_GT(ok, 150u);
  auto judge = NliJudge::from_spec(kOut + "/t5?threshold=0.1&batch_size=5");
  ASSERT_TRUE(judge) << judge.error().to_string();
  check((*judge)->judge_batch(e.requests), e, 0.1, "t5");
  EXPECT_EQ((*judge)->truncated_items(), truncated);
  EXPECT_EQ((*judge)->config().kind, NliConfig::Kind::kT5);
}

TEST_F(NliJudgeTest, ConcurrentCallsShareOneModule) {
  const Expected e = expected("seqcls");
  auto judge = NliJudge::load(kOut + "/seqcls", {.batch_size = 16});
  ASSERT_TRUE(judge);
  std::vector<std::vector<Judgment>> results(4);
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < results.size(); ++t) {
    threads.emplace_back([&, t] { results[t] = (*judge)->judge_batch(e.requests); });
  }
  for (auto& th : threads) th.join();
  for (const auto& r : results) check(r, e, 0.5, "concurrent");
}

TEST_F(NliJudgeTest, IdentityOptionsAndRegistry) {
  auto a = NliJudge::from_spec(kOut + "/seqcls");
  auto b = NliJudge::from_spec(kOut + "/seqcls?threshold=0.6&max_length=32");
  ASSERT_TRUE(a && b);
  const std::string id = (*a)->identity();
  EXPECT_EQ(id.rfind("nli:sequence-classification:model=", 0), 0u) << id;
  EXPECT_NE(id.find(":max_length=64:threshold=0.5:v1"), std::string::npos) << id;
  EXPECT_NE((*b)->identity().find(":max_length=32:threshold=0.6:v1"), std::string::npos);
  // The identity depends on the files, not on where the directory is.
  const std::string copy = kOut + "/seqcls_copy";
  fs::remove_all(copy);
  fs::create_directories(copy);
  for (const char* f : {"model.pt", "tokenizer.json", "config.json", "citeval_nli.json"}) {
    fs::copy_file(kOut + "/seqcls/" + f, copy + "/" + f);
  }
  auto c = NliJudge::load(copy, {});
  ASSERT_TRUE(c);
  EXPECT_EQ((*c)->identity(), id);
  {
    std::ofstream(copy + "/config.json", std::ios::app) << " ";
  }
  auto d = NliJudge::load(copy, {});
  ASSERT_TRUE(d);
  EXPECT_NE((*d)->identity(), id);

  register_nli_judge();
  auto made = judge::make_judge("nli:" + kOut + "/seqcls?batch_size=3");
  ASSERT_TRUE(made) << made.error().to_string();
  EXPECT_EQ((*made)->identity(), id);
}

TEST_F(NliJudgeTest, BadSpecsAndDirectoriesAreErrors) {
  auto missing = NliJudge::from_spec("/nonexistent/dir");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, ErrorCode::kIo);
  EXPECT_EQ(NliJudge::from_spec("").error().code, ErrorCode::kInvalidArgument);
  EXPECT_EQ(NliJudge::from_spec(kOut + "/seqcls?threshold=2").error().code,
            ErrorCode::kInvalidArgument);
  EXPECT_EQ(NliJudge::from_spec(kOut + "/seqcls?batch_size=x").error().field, "batch_size");
  EXPECT_EQ(NliJudge::from_spec(kOut + "/seqcls?colour=red").error().code,
            ErrorCode::kInvalidArgument);

  const std::string bad = kOut + "/bad";
  fs::remove_all(bad);
  fs::create_directories(bad);
  fs::copy_file(kOut + "/seqcls/tokenizer.json", bad + "/tokenizer.json");
  auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream(bad + "/" + name, std::ios::trunc) << text;
  };
  write("citeval_nli.json", R"({"format":"citeval-nli/1","kind":"sequence-classification",
      "inputs":["input_ids"],"num_labels":3,"entailment_index":3})");
  write("model.pt", "not a zip file");
  auto e1 = NliJudge::load(bad, {});
  ASSERT_FALSE(e1);
  EXPECT_EQ(e1.error().field, "entailment_index");
  EXPECT_EQ(e1.error().file, bad + "/citeval_nli.json");
  write("citeval_nli.json", R"({"format":"citeval-nli/1","kind":"sequence-classification",
      "inputs":["input_ids","attention_mask"],"num_labels":3,"entailment_index":0})");
  auto e2 = NliJudge::load(bad, {});
  ASSERT_FALSE(e2);
  EXPECT_EQ(e2.error().file, bad + "/model.pt");
  EXPECT_NE(e2.error().message.find("cannot load the TorchScript model"), std::string::npos);
  write("citeval_nli.json", R"({"format":"citeval-nli/1","kind":"t5","inputs":["input_ids"],
      "true_token_id":1,"false_token_id":2,"prompt":"{hypothesis} then {premise}"})");
  EXPECT_EQ(NliJudge::load(bad, {}).error().field, "prompt");
  write("citeval_nli.json", R"({"format":"other"})");
  EXPECT_EQ(NliJudge::load(bad, {}).error().code, ErrorCode::kUnsupported);
  // A model whose output does not fit the description fails its items, not the process.
  fs::copy_file(kOut + "/seqcls/model.pt", bad + "/model.pt", fs::copy_options::overwrite_existing);
  write("citeval_nli.json", R"({"format":"citeval-nli/1","kind":"sequence-classification",
      "inputs":["input_ids","attention_mask","token_type_ids"],"num_labels":5,"entailment_index":0})");
  auto wrong = NliJudge::load(bad, {});
  ASSERT_TRUE(wrong) << wrong.error().to_string();
  const std::vector<JudgeRequest> reqs = {{"A premise.", "A hypothesis."}};
  auto out = (*wrong)->judge_batch(reqs);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_FALSE(out[0].ok);
  EXPECT_NE(out[0].error.find("expected 5 logits"), std::string::npos) << out[0].error;
}

TEST(TorchRuntime, EnvironmentSetsThreadsAndDevice) {
  ::setenv("CITEVAL_TORCH_THREADS", "1", 1);
  ::setenv("CITEVAL_DEVICE", "cpu", 1);
  EXPECT_EQ(configure_torch_from_env(), "");
  EXPECT_EQ(torch_threads(), 1);
  EXPECT_FALSE(cuda_allowed());
  EXPECT_FALSE(cuda_available());
  EXPECT_EQ(torch_device_name(), "cpu");
  ::setenv("CITEVAL_TORCH_THREADS", "2", 1);
  ::setenv("CITEVAL_DEVICE", "auto", 1);
  EXPECT_EQ(configure_torch_from_env(), "");
  EXPECT_EQ(torch_threads(), 2);
  EXPECT_TRUE(cuda_allowed());
  ::setenv("CITEVAL_TORCH_THREADS", "two", 1);
  EXPECT_EQ(configure_torch_from_env(), "CITEVAL_TORCH_THREADS must be a positive integer, not 'two'");
  ::setenv("CITEVAL_TORCH_THREADS", "0", 1);
  EXPECT_EQ(configure_torch_from_env(), "CITEVAL_TORCH_THREADS must be a positive integer, not '0'");
  ::unsetenv("CITEVAL_TORCH_THREADS");
  ::setenv("CITEVAL_DEVICE", "gpu", 1);
  EXPECT_EQ(configure_torch_from_env(), "CITEVAL_DEVICE must be 'cpu' or 'auto', not 'gpu'");
  ::unsetenv("CITEVAL_DEVICE");
  EXPECT_EQ(configure_torch_from_env(), "");
  EXPECT_EQ(torch_threads(), 2);  // unset variables leave the settings alone
}

}  // namespace
}  // namespace citeval::model

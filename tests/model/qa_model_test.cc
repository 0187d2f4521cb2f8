// "qa:DIR" end to end on tiny random models (tests/model/qa_tiny.py builds and exports them with
// tools/export_qa.py's write_export and restates the Hugging Face pipeline in Python + NumPy):
// the C++ windows + libtorch logits + span selection give the same answers, and
// compute_alce_qa's QA-EM / QA-F1 / QA-Hit on them are what SQuAD's functions give.
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "metrics/qa_accuracy.h"
#include "metrics/qa_pipeline.h"
#include "metrics/squad.h"
#include "model/qa_model.h"

namespace citeval {
namespace {

namespace fs = std::filesystem;
const std::string kOut = std::string(CITEVAL_BINARY_DIR) + "/tests/model/qa_tiny";

class QaModelTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    fs::create_directories(kOut);
    const int lock = ::open((kOut + ".lock").c_str(), O_CREAT | O_RDWR, 0644);
    if (lock >= 0) ::flock(lock, LOCK_EX);
    const std::vector<std::string> inputs = {CITEVAL_SOURCE_DIR "/tests/model/qa_tiny.py",
                                             CITEVAL_SOURCE_DIR "/tools/export_qa.py"};
    const std::string stamp = kOut + "/cases.json";
    bool fresh = fs::exists(stamp);
    for (const auto& in : inputs) fresh = fresh && fs::last_write_time(in) < fs::last_write_time(stamp);
    if (fresh) {
      status_ = 0;
    } else {
      fs::remove(stamp);
      const std::string cmd = std::string(CITEVAL_PYTHON) + " " + inputs[0] + " --out " + kOut +
                              " > " + kOut + ".log 2>&1";
      const int rc = std::system(cmd.c_str());
      status_ = WIFEXITED(rc) ? WEXITSTATUS(rc) : 1;
    }
    if (lock >= 0) ::close(lock);
  }
  void SetUp() override {
    if (status_ == 77) GTEST_SKIP() << "torch / numpy / regex missing under " << CITEVAL_PYTHON;
    ASSERT_EQ(status_, 0) << "building the tiny QA models failed: see " << kOut << ".log";
    std::ifstream in(kOut + "/cases.json");
    cases_ = nlohmann::json::parse(in);
  }
  static inline int status_ = 1;
  nlohmann::json cases_;
};

TEST_F(QaModelTest, AnswersEqualThePythonPipeline) {
  std::size_t impossible = 0, several_windows = 0;
  for (const std::string name : {"tiny", "tiny_null"}) {
    auto spec = metrics::read_qa_model_spec(kOut + "/" + name);
    ASSERT_TRUE(spec) << spec.error().to_string();
    auto pre = metrics::QaPreprocessor::load(spec->tokenizer_json, spec->cls_token);
    ASSERT_TRUE(pre) << pre.error().to_string();
    auto model = model::QaModel::load(spec->dir);
    ASSERT_TRUE(model) << model.error().to_string();
    for (const auto& c : cases_) {
      if (c["model"] != name) continue;
      const std::string question = c["question"], context = c["context"];
      auto windows = pre->windows(question, context, spec->options);
      ASSERT_TRUE(windows) << windows.error().to_string();
      EXPECT_EQ(windows->size(), c["windows"].get<std::size_t>()) << question;
      std::vector<std::vector<std::int64_t>> ids, types;
      for (const auto& w : *windows) {
        ids.push_back(w.ids);
        types.push_back(w.type_ids);
      }
      std::vector<std::vector<float>> starts, ends;
      ASSERT_TRUE((*model)->logits(ids, types, starts, ends, 3));  // batches with padding
      const metrics::QaAnswer a = metrics::select_answer(*windows, starts, ends, context, spec->options);
      EXPECT_EQ(a.answer, c["answer"].get<std::string>()) << name << ": " << question;
      EXPECT_EQ(a.impossible, c["impossible"].get<bool>()) << name << ": " << question;
      // float32 exp/sum and batched matrix products differ from NumPy's in the last bits.
      EXPECT_NEAR(a.score, c["score"].get<double>(), 1e-5) << name << ": " << question;
      impossible += a.impossible ? 1 : 0;
      several_windows += windows->size() > 1 ? 1 : 0;
    }
  }
  EXPECT_GE(impossible, 2u);       // the cases exercise the null answer...
  EXPECT_GE(several_windows, 4u);  // ... and contexts longer than one window
}

TEST_F(QaModelTest, ComputeAlceQaScoresTheAnswers) {
  auto spec = metrics::read_qa_model_spec(kOut + "/tiny");
  ASSERT_TRUE(spec) << spec.error().to_string();
  auto model = model::QaModel::load(spec->dir);
  ASSERT_TRUE(model) << model.error().to_string();
  const metrics::QaLogitsFn run = [&](std::span<const metrics::QaWindow> ws,
                                      std::vector<std::vector<float>>& s,
                                      std::vector<std::vector<float>>& e) -> Status {
    std::vector<std::vector<std::int64_t>> ids, types;
    for (const auto& w : ws) {
      ids.push_back(w.ids);
      types.push_back(w.type_ids);
    }
    return (*model)->logits(ids, types, s, e);
  };
  std::string a0, a1;  // the Python pipeline's answers for cases 0 and 1 of the "tiny" model
  std::string q0, q1, c0, c1;
  int k = 0;
  for (const auto& c : cases_) {
    if (c["model"] != "tiny") continue;
    if (k == 0) { q0 = c["question"]; c0 = c["context"]; a0 = c["answer"]; }
    if (k == 4) { q1 = c["question"]; c1 = c["context"]; a1 = c["answer"]; }
    ++k;
  }
  ASSERT_FALSE(a0.empty());
  // Item 0: case 0's context with a citation mark and a second line, which eval.py drops.
  const std::string output0 = c0.substr(0, c0.size() - 1) + " [1][2].\nA second line.";
  ASSERT_EQ(metrics::alce_qa_context(output0), c0);
  const std::string first_word = a0.substr(0, a0.find(' '));
  std::vector<metrics::AlceQaItem> items = {
      {output0, {{q0, {"nothing like it", a0}}, {q0, {first_word}}}},
      {"", {{q1, {"", "x"}}}},  // an empty output: context " ", the null answer expected
      {"No pairs.", {}},
  };
  auto r = metrics::compute_alce_qa(items, *spec, run, 2);
  ASSERT_TRUE(r) << r.error().to_string();
  ASSERT_EQ(r->answers[0].size(), 2u);
  EXPECT_EQ(r->answers[0][0].answer, a0);
  EXPECT_EQ(r->answers[1][0].answer, a1);
  const double f1_second = metrics::squad_f1(first_word, a0);
  EXPECT_EQ(r->items[0]->em, (1.0 + metrics::squad_exact(first_word, a0)) / 2);
  EXPECT_EQ(r->items[0]->f1, (1.0 + f1_second) / 2);
  EXPECT_EQ(r->items[1]->em, a1.empty() ? 1.0 : 0.0);
  EXPECT_FALSE(r->items[2].has_value());
  EXPECT_EQ(r->means.items, 2u);
  EXPECT_EQ(r->means.skipped, 1u);
  EXPECT_EQ(r->means.qa_em, 100 * ((r->items[0]->em + r->items[1]->em) / 2));
  EXPECT_EQ(r->means.qa_hit, 100 * ((r->items[0]->hit + r->items[1]->hit) / 2));
}

}  // namespace
}  // namespace citeval

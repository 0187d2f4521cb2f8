// The lm:DIR featurizer (src/model/lm_featurizer) on a tiny random GPT-2-shaped model exported at
// test time by tools/export_lm.py's torch-only part (tests/mauve/lm_tiny_model.py, plain torch):
// features equal the eager PyTorch model's last-token final hidden state; texts are tokenised by
// the byte-level BPE of tokenizer.json and cut to 512 tokens. Skipped when /usr/bin/python3
// cannot import torch.
#include <cstdlib>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "common/read_file.h"
#include "model/lm_featurizer.h"

namespace citeval::model {
namespace {

std::string build_tiny_model() {
  const std::string dir = ::testing::TempDir() + "/citeval-lm-tiny";
  const std::string command = std::string(CITEVAL_PYTHON) + " " + CITEVAL_SOURCE_DIR +
                              "/tests/mauve/lm_tiny_model.py " + dir + " > /dev/null 2>&1";
  return std::system(command.c_str()) == 0 ? dir : "";
}

TEST(LmFeaturizer, EqualsTorchAndTruncatesTo512Tokens) {
  if (std::system((std::string(CITEVAL_PYTHON) + " -c 'import torch' > /dev/null 2>&1").c_str()) != 0) {
    GTEST_SKIP() << "python3-torch missing";
  }
  const std::string dir = build_tiny_model();
  ASSERT_FALSE(dir.empty()) << "lm_tiny_model.py failed";
  auto lm = LmFeaturizer::load(dir);
  ASSERT_TRUE(lm) << lm.error().to_string();
  EXPECT_EQ((*lm)->hidden_size(), 16);
  EXPECT_EQ((*lm)->max_tokens(), 512);

  auto text = read_whole_file(dir + "/expected.json", "open", "read");
  ASSERT_TRUE(text);
  const nlohmann::json cases = nlohmann::json::parse(*text);
  std::vector<std::vector<std::int32_t>> ids;
  for (const auto& c : cases) ids.push_back(c["ids"].get<std::vector<std::int32_t>>());
  auto got = (*lm)->features_from_ids(ids);
  ASSERT_TRUE(got) << got.error().to_string();
  ASSERT_EQ(got->size(), ids.size() * 16);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const auto want = cases[i]["feature"].get<std::vector<float>>();
    for (std::size_t j = 0; j < 16; ++j) {
      EXPECT_NEAR((*got)[i * 16 + j], want[j], 1e-5) << "case " << i << " dim " << j;
    }
  }

  // "the then": pre-tokens "the", "Ġthen"; merges h+e, then Ġ+t, h+e, Ġt+he -> t he Ġthe n
  EXPECT_EQ((*lm)->token_ids("the then"), (std::vector<std::int32_t>{116, 257, 258, 110}));
  const std::vector<std::string> texts = {"the then", std::string(600, 'x')};
  auto by_text = (*lm)->features(texts);
  ASSERT_TRUE(by_text) << by_text.error().to_string();
  const std::vector<std::vector<std::int32_t>> same = {{116, 257, 258, 110},
                                                       std::vector<std::int32_t>(512, 120)};
  auto by_ids = (*lm)->features_from_ids(same);
  ASSERT_TRUE(by_ids);
  EXPECT_EQ(*by_text, *by_ids);
  EXPECT_EQ((*lm)->token_ids(std::string(600, 'x')).size(), 512u);

  EXPECT_FALSE((*lm)->features_from_ids(std::vector<std::vector<std::int32_t>>{{}}));
  auto missing = LmFeaturizer::load(dir + "/nowhere");
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.error().file.find("citeval_lm.json"), std::string::npos);
}

}  // namespace
}  // namespace citeval::model

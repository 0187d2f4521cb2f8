// Citation length units (metrics/citation_length.h). The SentencePiece unit is checked against
// Python's sentencepiece on a model trained at test time (spm_oracle.py): same model file, same
// piece counts on EWT sentences, the LongCite one-shot document and Unicode edge cases.
#include "metrics/citation_length.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "run_oracle.h"

namespace citeval::metrics {
namespace {

namespace fs = std::filesystem;

// Sentences ("# text = " lines) of an EWT file.
std::vector<std::string> ewt_sentences(const std::string& file, std::size_t limit) {
  std::ifstream in(std::string(CITEVAL_SHARED_DIR) + "/data/ud/" + file);
  std::vector<std::string> out;
  for (std::string line; out.size() < limit && std::getline(in, line);) {
    if (line.rfind("# text = ", 0) == 0) out.push_back(line.substr(9));
  }
  return out;
}

TEST(CitationLength, BuiltInUnits) {
  auto words = CitationTokenizer::parse("words");
  ASSERT_TRUE(words);
  EXPECT_EQ(words->count("multifieldqa_zh", " two  words\n"), 2u);
  auto chars = CitationTokenizer::parse("chars");
  ASSERT_TRUE(chars);
  EXPECT_EQ(chars->count("hotpotqa", "第一句 ok"), 6u);
  auto aut = CitationTokenizer::parse("auto");
  ASSERT_TRUE(aut);
  EXPECT_EQ(aut->count("dureader", "第一句 ok"), 6u);
  EXPECT_EQ(aut->count("multifieldqa_zh", "第一句 ok"), 6u);
  EXPECT_EQ(aut->count("hotpotqa", "第一句 ok"), 2u);
  EXPECT_EQ(aut->spec(), "auto");
  EXPECT_EQ(CitationTokenizer().spec(), "auto");
}

TEST(CitationLength, BadSpecsAreErrorValues) {
  EXPECT_EQ(CitationTokenizer::parse("bytes").error().code, ErrorCode::kInvalidArgument);
  EXPECT_EQ(CitationTokenizer::parse("spm:").error().code, ErrorCode::kInvalidArgument);
  auto missing = CitationTokenizer::parse("spm:/nonexistent/tokenizer.model");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, ErrorCode::kIo);
  EXPECT_EQ(missing.error().file, "/nonexistent/tokenizer.model");
  const fs::path junk = fs::path(CITEVAL_BINARY_DIR) / "citation_length_junk.model";
  std::ofstream(junk) << "this is not a protobuf";
  auto bad = CitationTokenizer::parse("spm:" + junk.string());
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::kParse);
  EXPECT_EQ(bad.error().file, junk.string());
}

TEST(CitationLength, HuggingFaceTokenizerCountsWithoutSpecialTokens) {
  const std::string file = std::string(CITEVAL_SHARED_DIR) + "/data/tokenizers/bert-base-uncased-wordpiece/tokenizer.json";
  auto tok = CitationTokenizer::parse("hf:" + file);
  ASSERT_TRUE(tok) << tok.error().to_string();
  EXPECT_EQ(tok->kind(), CitationTokenizer::Kind::kHuggingFace);
  EXPECT_EQ(tok->spec(), "hf:" + file);
  // bert-base-uncased: "the quick brown fox" = 4 words in the vocabulary; "unaffable" is
  // un ##aff ##able; no [CLS]/[SEP].
  EXPECT_EQ(tok->count("hotpotqa", "The quick brown fox"), 4u);
  EXPECT_EQ(tok->count("hotpotqa", "unaffable"), 3u);
  EXPECT_EQ(tok->count("hotpotqa", ""), 0u);
  EXPECT_EQ(CitationTokenizer::parse("hf:").error().code, ErrorCode::kInvalidArgument);
  EXPECT_EQ(CitationTokenizer::parse("hf:/nonexistent/tokenizer.json").error().code, ErrorCode::kIo);
}

class SentencePieceOracle : public ::testing::TestWithParam<const char*> {};

TEST_P(SentencePieceOracle, PieceCountsMatchPython) {
  const fs::path dir = fs::path(CITEVAL_BINARY_DIR) / "citation_length_spm";
  fs::create_directories(dir);
  const std::string type = GetParam();
  const fs::path train = dir / "train.txt", lines_file = dir / ("lines_" + type + ".txt");
  {
    std::ofstream out(train);
    for (const auto& s : ewt_sentences("en_ewt-ud-train.conllu", 6000)) out << s << "\n";
  }
  std::vector<std::string> lines = ewt_sentences("en_ewt-ud-dev.conllu", 1500);
  for (const char* edge : {"", " ", "   leading and trailing   ", "tab\tseparated", "Ünïcödé façade",
                           "第一句话。第二句话！", "emoji 🙂 and ZWJ 👩‍👩‍👧", "ＦＵＬＬＷＩＤＴＨ ｔｅｘｔ",
                           "numbers 3.14159 and 1,000,000", "a\u00a0non-breaking space"}) {
    lines.push_back(edge);
  }
  {
    std::ofstream out(lines_file, std::ios::binary);
    for (const auto& l : lines) out << l << "\n";
  }
  const std::string prefix = (dir / ("m_" + type)).string();
  const std::string out = testing::run_oracle(
      "spm_oracle.py", train.string() + " " + prefix + " 800 " + type, lines_file.string());
  const auto expected = testing::lines(out);
  ASSERT_EQ(expected.size(), lines.size());

  auto tok = CitationTokenizer::parse("spm:" + prefix + ".model");
  ASSERT_TRUE(tok) << tok.error().to_string();
  EXPECT_EQ(tok->kind(), CitationTokenizer::Kind::kSentencePiece);
  EXPECT_EQ(tok->spec(), "spm:" + prefix + ".model");
  std::size_t differ = 0, total = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::size_t got = tok->count("hotpotqa", lines[i]);
    total += got;
    if (std::to_string(got) != expected[i] && differ++ < 5) {
      ADD_FAILURE() << "line " << i << " '" << lines[i] << "': " << got << " vs python " << expected[i];
    }
  }
  EXPECT_EQ(differ, 0u);
  EXPECT_GT(total, lines.size() * 5);  // real sentences make several pieces each
  EXPECT_EQ(tok->count("hotpotqa", ""), 0u);
  // The dataset never changes a model's count (unlike "auto").
  EXPECT_EQ(tok->count("multifieldqa_zh", lines[0]), tok->count("hotpotqa", lines[0]));
}

INSTANTIATE_TEST_SUITE_P(ModelTypes, SentencePieceOracle, ::testing::Values("unigram", "bpe"));

}  // namespace
}  // namespace citeval::metrics

// The Hugging Face question-answering pipeline's post-processing (metrics/qa_pipeline.h) on
// hand-made logits, and its windows on a tiny byte-level BPE tokenizer, without any model.
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "metrics/qa_pipeline.h"

namespace citeval::metrics {
namespace {

// Softmax over the selectable positions, in double (the pipeline's float32 is within 1e-6).
std::vector<double> softmax(const std::vector<float>& x, const std::vector<std::uint8_t>& sel) {
  double mx = -1e300;
  for (std::size_t i = 0; i < x.size(); ++i) if (sel[i]) mx = std::max(mx, double(x[i]));
  std::vector<double> p(x.size(), 0.0);
  double sum = 0;
  for (std::size_t i = 0; i < x.size(); ++i) if (sel[i]) sum += p[i] = std::exp(double(x[i]) - mx);
  for (double& v : p) v /= sum;
  return p;
}

TEST(SelectSpan, BestProductWithinTheBand) {
  // CLS, two question tokens (masked), three context tokens.
  const std::vector<std::uint8_t> sel = {1, 0, 0, 1, 1, 1};
  const std::vector<float> start = {0, 5, 5, 1, 2, 0};
  const std::vector<float> end = {0, 5, 5, 0, 3, 1};
  const QaSpan s = select_span(start, end, sel, 15);
  EXPECT_EQ(s.start, 4u);
  EXPECT_EQ(s.end, 4u);
  EXPECT_TRUE(s.kept);
  const auto ps = softmax(start, sel), pe = softmax(end, sel);
  EXPECT_NEAR(s.score, ps[4] * pe[4], 1e-6);
  EXPECT_NEAR(s.null_score, ps[0] * pe[0], 1e-6);  // before CLS is zeroed
}

TEST(SelectSpan, MaxAnswerLenAndRowMajorTies) {
  const std::vector<std::uint8_t> sel = {1, 1, 1, 1, 1, 1};
  const std::vector<float> start = {0, 0, 0, 4, 0, 0};
  const std::vector<float> end = {0, 0, 0, 0, 0, 4};
  QaSpan s = select_span(start, end, sel, 3);  // e - s <= 2: (3, 5) allowed
  EXPECT_EQ(s.start, 3u);
  EXPECT_EQ(s.end, 5u);
  // e - s <= 1: (3, 3), (3, 4), (4, 5) and (5, 5) tie exactly (p * q); numpy.argmax takes the
  // first in row-major order.
  s = select_span(start, end, sel, 2);
  EXPECT_EQ(s.start, 3u);
  EXPECT_EQ(s.end, 3u);
  // Length 1 answers only.
  s = select_span(start, end, sel, 1);
  EXPECT_EQ(s.start, 3u);
  EXPECT_EQ(s.end, 3u);
}

TEST(SelectSpan, EndBeforeStartIsNoCandidate) {
  const std::vector<std::uint8_t> sel = {1, 1, 1, 1, 1};
  const std::vector<float> start = {0, 0, 0, 6, 0};
  const std::vector<float> end = {0, 6, 0, 0, 0};
  const QaSpan s = select_span(start, end, sel, 15);
  // p_end peaks at 1, before p_start's peak at 3, so (3, 1) is no candidate; the best cells
  // (1, 1), (3, 3) and (3, 4) tie at q * P, and row-major order takes (1, 1).
  EXPECT_EQ(s.start, 1u);
  EXPECT_EQ(s.end, 1u);
}

TEST(SelectSpan, SpanOnMaskedTokensIsDropped) {
  // No CLS and nothing selectable: the softmax is uniform over -10000s and the best cell is a
  // masked one, which decode_spans drops.
  const std::vector<std::uint8_t> sel = {0, 0, 0};
  const std::vector<float> v = {1, 2, 3};
  const QaSpan s = select_span(v, v, sel, 15);
  EXPECT_FALSE(s.kept);
  // Row 0 is zeroed with p_start[0]; the first best cell is (1, 1), a masked token.
  EXPECT_EQ(s.start, 1u);
  EXPECT_EQ(s.end, 1u);
}

// A window over "Eiffel Tower, Paris" as RoBERTa would tokenize it after a 1-token question.
QaWindow eiffel_window() {
  QaWindow w;
  w.ids = {0, 100, 2, 2, 10, 11, 12, 13, 14, 15, 2};
  w.type_ids.assign(w.ids.size(), 0);
  w.selectable = {1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0};
  w.word = {-1, -1, -1, -1, 0, 0, 1, 2, 3, 3, -1};
  // "Eiff" "el" " Tower"(trimmed) "," " Par"(trimmed) "is"
  w.offsets = {{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 4}, {4, 6}, {7, 12}, {12, 13}, {14, 17}, {17, 19}, {0, 0}};
  return w;
}

std::vector<float> peak(std::size_t n, std::size_t at, float height = 8) {
  std::vector<float> v(n, 0.0f);
  v[at] = height;
  return v;
}

TEST(SelectAnswer, WordsAlignTheSpan) {
  const std::string context = "Eiffel Tower, Paris";
  const std::vector<QaWindow> w = {eiffel_window()};
  const QaPipelineOptions opt;
  // Start inside "Eiffel" (token "el"), end on " Par": whole words "Eiffel" .. "Paris".
  QaAnswer a = select_answer(w, std::vector<std::vector<float>>{peak(11, 5)},
                             std::vector<std::vector<float>>{peak(11, 8)}, context, opt);
  EXPECT_EQ(a.answer, "Eiffel Tower, Paris");
  EXPECT_EQ(a.start, 0u);
  EXPECT_EQ(a.end, 19u);
  EXPECT_FALSE(a.impossible);
  a = select_answer(w, std::vector<std::vector<float>>{peak(11, 6)},
                    std::vector<std::vector<float>>{peak(11, 6)}, context, opt);
  EXPECT_EQ(a.answer, "Tower");  // the leading space is trimmed from the offsets
  a = select_answer(w, std::vector<std::vector<float>>{peak(11, 7)},
                    std::vector<std::vector<float>>{peak(11, 7)}, context, opt);
  EXPECT_EQ(a.answer, ",");
}

TEST(SelectAnswer, NullAnswerWhenClsWins) {
  const std::string context = "Eiffel Tower, Paris";
  const std::vector<QaWindow> w = {eiffel_window()};
  QaPipelineOptions opt;
  const auto s = std::vector<std::vector<float>>{peak(11, 0, 9)};
  QaAnswer a = select_answer(w, s, s, context, opt);
  EXPECT_TRUE(a.impossible);
  EXPECT_EQ(a.answer, "");
  const auto p = softmax(s[0], w[0].selectable);
  EXPECT_NEAR(a.score, p[0] * p[0], 1e-6);
  opt.handle_impossible_answer = false;  // the pipeline's default: the best span instead
  a = select_answer(w, s, s, context, opt);
  EXPECT_FALSE(a.impossible);
  EXPECT_FALSE(a.answer.empty());
}

TEST(SelectAnswer, BestWindowAndMinimumNull) {
  const std::string context = "Eiffel Tower, Paris";
  const std::vector<QaWindow> w = {eiffel_window(), eiffel_window()};
  const QaPipelineOptions opt;
  // Window 0 is sure of the null answer, window 1 of "Paris": the null score is the minimum
  // over windows, so "Paris" wins.
  std::vector<std::vector<float>> s = {peak(11, 0, 9), peak(11, 8, 9)};
  std::vector<std::vector<float>> e = {peak(11, 0, 9), peak(11, 9, 9)};
  QaAnswer a = select_answer(w, s, e, context, opt);
  EXPECT_EQ(a.answer, "Paris");
  // Equal best scores in two windows: the first window's answer stays.
  s = {peak(11, 6), peak(11, 8)};
  e = {peak(11, 6), peak(11, 8)};
  a = select_answer(w, s, e, context, opt);
  EXPECT_EQ(a.answer, "Tower");
}

// ---- windows on a tiny byte-level BPE tokenizer --------------------------------------------

std::string byte_char(int b) {  // GPT-2's bytes_to_unicode
  std::vector<int> bs;
  for (int i = '!'; i <= '~'; ++i) bs.push_back(i);
  for (int i = 0xA1; i <= 0xAC; ++i) bs.push_back(i);
  for (int i = 0xAE; i <= 0xFF; ++i) bs.push_back(i);
  int cp = -1, n = 0;
  for (int i = 0; i < 256; ++i) {
    const bool printable = std::find(bs.begin(), bs.end(), i) != bs.end();
    const int c = printable ? i : 256 + n++;
    if (i == b) cp = c;
  }
  std::string out;
  if (cp < 0x80) out += static_cast<char>(cp);
  else { out += static_cast<char>(0xC0 | (cp >> 6)); out += static_cast<char>(0x80 | (cp & 0x3F)); }
  return out;
}

std::string tiny_tokenizer_json() {
  nlohmann::json vocab = nlohmann::json::object();
  vocab["<s>"] = 0; vocab["<pad>"] = 1; vocab["</s>"] = 2; vocab["<unk>"] = 3;
  int id = 4;
  for (int b = 0; b < 256; ++b) vocab[byte_char(b)] = id++;
  const std::string G = byte_char(' ');
  vocab[G + "P"] = id++;   // merges: "Ġ P", "a r", "ĠP ar"
  vocab["ar"] = id++;
  vocab[G + "Par"] = id++;
  nlohmann::json added = nlohmann::json::array();
  for (auto [name, i] : std::vector<std::pair<std::string, int>>{{"<s>", 0}, {"<pad>", 1}, {"</s>", 2}, {"<unk>", 3}}) {
    added.push_back({{"id", i}, {"content", name}, {"single_word", false}, {"lstrip", false},
                     {"rstrip", false}, {"normalized", false}, {"special", true}});
  }
  nlohmann::json j = {
      {"version", "1.0"}, {"truncation", nullptr}, {"padding", nullptr}, {"added_tokens", added},
      {"normalizer", nullptr},
      {"pre_tokenizer", {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", true}, {"use_regex", true}}},
      {"post_processor", {{"type", "RobertaProcessing"}, {"sep", {"</s>", 2}}, {"cls", {"<s>", 0}},
                          {"trim_offsets", true}, {"add_prefix_space", false}}},
      {"decoder", {{"type", "ByteLevel"}, {"add_prefix_space", true}, {"trim_offsets", true}, {"use_regex", true}}},
      {"model", {{"type", "BPE"}, {"dropout", nullptr}, {"unk_token", nullptr},
                 {"continuing_subword_prefix", nullptr}, {"end_of_word_suffix", nullptr},
                 {"fuse_unk", false}, {"byte_fallback", false}, {"vocab", vocab},
                 {"merges", {G + " P", "a r", G + "P ar"}}}}};
  return j.dump();
}

class QaWindows : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = (std::filesystem::temp_directory_path() / ("citeval_qa_tok_" + std::to_string(::getpid()) + ".json")).string();
    std::ofstream(path_) << tiny_tokenizer_json();
    auto p = QaPreprocessor::load(path_, "<s>");
    ASSERT_TRUE(p) << p.error().to_string();
    pre_ = std::make_unique<QaPreprocessor>(*p);
  }
  void TearDown() override { std::filesystem::remove(path_); }
  std::string path_;
  std::unique_ptr<QaPreprocessor> pre_;
};

int byte_id(char c) { return 4 + static_cast<unsigned char>(c); }

TEST_F(QaWindows, OneWindowLayoutOffsetsAndWords) {
  const std::string context = "In Paris.";
  auto w = pre_->windows("Q?", context, QaPipelineOptions{});
  ASSERT_TRUE(w) << w.error().to_string();
  ASSERT_EQ(w->size(), 1u);
  const QaWindow& x = (*w)[0];
  // <s> Q ? </s> </s> I n ĠPar i s . </s>
  const int par = 4 + 256 + 2;
  EXPECT_EQ(x.ids, (std::vector<std::int64_t>{0, byte_id('Q'), byte_id('?'), 2, 2, byte_id('I'),
                                              byte_id('n'), par, byte_id('i'), byte_id('s'),
                                              byte_id('.'), 2}));
  EXPECT_EQ(x.selectable, (std::vector<std::uint8_t>{1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0}));
  EXPECT_EQ(x.word, (std::vector<std::int64_t>{-1, -1, -1, -1, -1, 0, 0, 1, 1, 1, 2, -1}));
  using P = std::pair<std::size_t, std::size_t>;
  EXPECT_EQ(x.offsets[5], (P{0, 1}));
  EXPECT_EQ(x.offsets[7], (P{3, 6}));  // " Par" trimmed of its space
  EXPECT_EQ(x.offsets[9], (P{7, 8}));
  EXPECT_EQ(x.offsets[10], (P{8, 9}));
  // An answer starting on "i" of "Paris" covers the word.
  std::vector<std::vector<float>> s = {peak(12, 8)}, e = {peak(12, 8)};
  EXPECT_EQ(select_answer(*w, s, e, context, QaPipelineOptions{}).answer, "Paris");
}

TEST_F(QaWindows, StridedWindows) {
  // 12 context tokens; question 1 token + 4 specials; max_seq_len 10 leaves 5 per window,
  // stride 2: windows start every 3 tokens: [0,5) [3,8) [6,11) [9,12).
  const std::string context = "abcdefghijkl";
  QaPipelineOptions opt;
  opt.max_seq_len = 10;
  opt.doc_stride = 2;
  auto w = pre_->windows("Q", context, opt);
  ASSERT_TRUE(w) << w.error().to_string();
  ASSERT_EQ(w->size(), 4u);
  const std::vector<std::size_t> firsts = {0, 3, 6, 9}, lens = {5, 5, 5, 3};
  for (std::size_t i = 0; i < 4; ++i) {
    const QaWindow& x = (*w)[i];
    ASSERT_EQ(x.ids.size(), 1 + 4 + lens[i]);
    EXPECT_EQ(x.ids[4], byte_id(context[firsts[i]]));
    EXPECT_EQ(x.offsets[4], (std::pair<std::size_t, std::size_t>{firsts[i], firsts[i] + 1}));
    EXPECT_EQ(x.word[4], 0);  // "abcdefghijkl" is one word
  }
  // A span inside a window takes the part of the word inside that window (word_to_chars).
  std::vector<std::vector<float>> s(4, std::vector<float>(9, 0.0f)), e = s;
  s.resize(4);
  for (std::size_t i = 0; i < 4; ++i) { s[i].resize((*w)[i].ids.size()); e[i].resize((*w)[i].ids.size()); }
  s[1][5] = 9;
  e[1][6] = 9;
  EXPECT_EQ(select_answer(*w, s, e, context, opt).answer, "defgh");
  // No room for the stride: an error, as the tokenizers library gives.
  opt.doc_stride = 5;
  EXPECT_FALSE(pre_->windows("Q", context, opt));
}

TEST(QaPreprocessorLoad, RejectsNonByteLevel) {
  const std::string path = (std::filesystem::temp_directory_path() / "citeval_qa_bad_tok.json").string();
  nlohmann::json j = nlohmann::json::parse(tiny_tokenizer_json());
  j["pre_tokenizer"] = {{"type", "Whitespace"}};
  std::ofstream(path) << j.dump();
  auto p = QaPreprocessor::load(path, "<s>");
  ASSERT_FALSE(p);
  EXPECT_EQ(p.error().code, ErrorCode::kUnsupported);
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace citeval::metrics

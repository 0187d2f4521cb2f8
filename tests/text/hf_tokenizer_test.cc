// HfTokenizer: exact ids on small hand-made tokenizer.json files (each component's documented
// Rust-crate semantics), errors as values naming the JSON path, and the BERT fixture. The large
// differential tests against the JS reference and SentencePiece are hf_tokenizer_differential.py.
#include "text/hf_tokenizer.h"

#include "text/hf_precompiled.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

namespace citeval::text {
namespace {

using Ids = std::vector<std::int32_t>;
using nlohmann::json;

const std::string kBert =
    std::string(CITEVAL_SHARED_DIR) + "/data/tokenizers/bert-base-uncased-wordpiece/tokenizer.json";

HfTokenizer load_json(const json& j) {
  auto t = HfTokenizer::from_json(j.dump(), "test.json");
  if (!t) ADD_FAILURE() << t.error().to_string();
  return std::move(t.value());
}

json wordpiece_vocab() {
  return {{"[UNK]", 0}, {"[CLS]", 1}, {"[SEP]", 2}, {"un", 3}, {"##aff", 4}, {"##able", 5},
          {"hello", 6}, {"!", 7},     {"world", 8}, {"a", 9},  {"##b", 10}};
}

json wordpiece(json normalizer, json pre) {
  return {{"normalizer", normalizer},
          {"pre_tokenizer", pre},
          {"model", {{"type", "WordPiece"}, {"unk_token", "[UNK]"},
                     {"continuing_subword_prefix", "##"}, {"max_input_chars_per_word", 5},
                     {"vocab", wordpiece_vocab()}}},
          {"post_processor", {{"type", "BertProcessing"}, {"sep", {"[SEP]", 2}},
                              {"cls", {"[CLS]", 1}}}}};
}

TEST(HfTokenizer, BertFixtureKnownIds) {
  auto tok = HfTokenizer::load(kBert);
  ASSERT_TRUE(tok) << tok.error().to_string();
  EXPECT_EQ(tok->model_type(), "WordPiece");
  // bert-base-uncased ids, as transformers prints them.
  EXPECT_EQ(tok->encode("Hello, world!").ids, (Ids{101, 7592, 1010, 2088, 999, 102}));
  EXPECT_EQ(tok->tokenize("unaffable"), (Ids{14477, 20961, 3468}));  // una ##ffa ##ble
  EXPECT_EQ(tok->tokenize("Héllo"), tok->tokenize("hello"));  // accents stripped, lower-cased
  EXPECT_EQ(tok->tokenize("[SEP]"), (Ids{102}));                // added token, not text
  EXPECT_EQ(tok->encode_pair("a", "b").type_ids, (Ids{0, 0, 0, 1, 1}));
  EXPECT_EQ(tok->num_special_tokens(true), 3u);
  EXPECT_EQ(tok->num_special_tokens(false), 2u);
  EXPECT_EQ(tok->token_to_id("[PAD]"), 0);
  EXPECT_EQ(tok->vocab_size(), 30522u);
}

TEST(HfTokenizer, WordPieceGreedyLongestMatchAndUnknownWords) {
  auto tok = load_json(wordpiece({{"type", "BertNormalizer"}}, {{"type", "BertPreTokenizer"}}));
  EXPECT_EQ(tok.tokenize("unaffable"), (Ids{0}));  // 9 chars > max_input_chars_per_word 5
  EXPECT_EQ(tok.tokenize("ab"), (Ids{9, 10}));
  EXPECT_EQ(tok.tokenize("abx hello"), (Ids{0, 6}));  // one unknown piece makes the word [UNK]
  EXPECT_EQ(tok.tokenize("HELLO!world"), (Ids{6, 7, 8}));
  EXPECT_EQ(tok.tokenize("\x01hel\xE2\x80\x8Blo\t"), (Ids{6}));  // controls and U+200B removed
  EXPECT_EQ(tok.tokenize(""), (Ids{}));
  EXPECT_EQ(tok.tokenize("\xFF\xFE"), (Ids{}));  // invalid UTF-8 -> U+FFFD -> removed
}

TEST(HfTokenizer, ChineseCharactersAreSeparateWords) {
  json vocab = wordpiece_vocab();
  vocab["\xE4\xB8\xAD"] = 11;  // 中
  json j = wordpiece({{"type", "BertNormalizer"}}, {{"type", "BertPreTokenizer"}});
  j["model"]["vocab"] = vocab;
  auto tok = load_json(j);
  EXPECT_EQ(tok.tokenize("a\xE4\xB8\xAD" "a"), (Ids{9, 11, 9}));
}

TEST(HfTokenizer, PairTruncationCutsOnlyThePremise) {
  auto tok = load_json(wordpiece({{"type", "BertNormalizer"}}, {{"type", "BertPreTokenizer"}}));
  // premise "hello world ! hello" = 4 tokens, hypothesis "ab" = 2 tokens, 3 specials.
  auto full = tok.encode_pair_truncated("hello world ! hello", "ab", 0);
  ASSERT_TRUE(full);
  EXPECT_EQ(full->ids, (Ids{1, 6, 8, 7, 6, 2, 9, 10, 2}));
  EXPECT_EQ(full->premise_tokens_dropped, 0u);
  auto cut = tok.encode_pair_truncated("hello world ! hello", "ab", 7);
  ASSERT_TRUE(cut);
  EXPECT_EQ(cut->ids, (Ids{1, 6, 8, 2, 9, 10, 2}));
  EXPECT_EQ(cut->premise_tokens_dropped, 2u);
  auto one = tok.encode_pair_truncated("hello world ! hello", "ab", 6);
  ASSERT_TRUE(one);
  EXPECT_EQ(one->ids, (Ids{1, 6, 2, 9, 10, 2}));
  auto none = tok.encode_pair_truncated("hello world ! hello", "ab", 5);
  ASSERT_FALSE(none);
  EXPECT_EQ(none.error().code, ErrorCode::kInvalidArgument);
  EXPECT_NE(none.error().message.find("hypothesis alone has 2 tokens"), std::string::npos);
}

json bpe(json pre, json extra = json::object()) {
  json model = {{"type", "BPE"},
                {"vocab", {{"a", 0}, {"b", 1}, {"c", 2}, {"ab", 3}, {"bc", 4}, {"abc", 5},
                           {"<unk>", 6}}},
                {"merges", {"b c", "a b", "a bc"}},
                {"unk_token", "<unk>"}};
  model.update(extra);
  return {{"pre_tokenizer", pre}, {"model", model}};
}

TEST(HfTokenizer, BpeMergesByRankThenLeftmost) {
  auto tok = load_json(bpe(nullptr));
  EXPECT_EQ(tok.tokenize("abc"), (Ids{5}));     // b c (rank 0), then a bc (rank 2)
  EXPECT_EQ(tok.tokenize("abab"), (Ids{3, 3}));
  EXPECT_EQ(tok.tokenize("bcbc"), (Ids{4, 4}));
  EXPECT_EQ(tok.tokenize("axxb"), (Ids{0, 6, 6, 1}));  // no fuse_unk: one unk per character
  auto fused = load_json(bpe(nullptr, {{"fuse_unk", true}}));
  EXPECT_EQ(fused.tokenize("axxb"), (Ids{0, 6, 1}));
  auto dropout = HfTokenizer::from_json(bpe(nullptr, {{"dropout", 0.1}}).dump(), "t.json");
  ASSERT_FALSE(dropout);
  EXPECT_EQ(dropout.error().code, ErrorCode::kUnsupported);
  EXPECT_EQ(dropout.error().field, "model.dropout");
}

TEST(HfTokenizer, ByteLevelUsesGpt2Regex) {
  // Byte-level: ' ' is 'Ġ' (U+0120). The regex keeps a space with the following word.
  json j = {{"pre_tokenizer", {{"type", "ByteLevel"}, {"add_prefix_space", false}}},
            {"model", {{"type", "BPE"},
                       {"vocab", {{"a", 0}, {"\xC4\xA0", 1}, {"\xC4\xA0" "a", 2}, {"'", 3},
                                  {"s", 4}, {"'s", 5}}},
                       {"merges", {"\xC4\xA0 a", "' s"}}}}};
  auto tok = load_json(j);
  EXPECT_EQ(tok.tokenize("a a's  a"), (Ids{0, 2, 5, 1, 2}));
}

TEST(HfTokenizer, UnigramViterbiAndMetaspace) {
  json j = {{"pre_tokenizer", {{"type", "Sequence"}, {"pretokenizers", {
                {{"type", "WhitespaceSplit"}},
                {{"type", "Metaspace"}, {"replacement", "\xE2\x96\x81"}, {"prepend_scheme", "always"}}}}}},
            {"model", {{"type", "Unigram"}, {"unk_id", 0},
                       {"vocab", json::array({json::array({"<unk>", 0.0}),
                                              json::array({"\xE2\x96\x81", -2.0}),
                                              json::array({"\xE2\x96\x81" "ab", -1.0}),
                                              json::array({"a", -1.0}), json::array({"b", -1.0}),
                                              json::array({"\xE2\x96\x81" "a", -1.5}),
                                              json::array({"c", -5.0})})}}}};
  auto tok = load_json(j);
  EXPECT_EQ(tok.tokenize("ab"), (Ids{2}));          // ▁ab (-1) beats ▁a b (-2.5)
  EXPECT_EQ(tok.tokenize("ba  ab"), (Ids{1, 4, 3, 2}));
  EXPECT_EQ(tok.tokenize("axyb"), (Ids{5, 0, 4}));  // x y fused into one unknown
}

// byte_fallback as the Rust crate does it (npm @huggingface/tokenizers agrees on the first three
// BPE cases; it has no Unigram byte fallback and flushes a pending unknown before bytes).
TEST(HfTokenizer, ByteFallbackSpellsUnknownPiecesAsBytes) {
  const json bytes = {{"<0x78>", 4}, {"<0x79>", 5}, {"<0xC3>", 6}, {"<0xA9>", 7}};
  json bpe_vocab = {{"<unk>", 0}, {"a", 1}, {"b", 2}, {"ab", 3}};
  bpe_vocab.update(bytes);
  auto bpe = load_json({{"model", {{"type", "BPE"}, {"unk_token", "<unk>"}, {"byte_fallback", true},
                                   {"vocab", bpe_vocab}, {"merges", {"a b"}}}}});
  EXPECT_EQ(bpe.tokenize("axyb"), (Ids{1, 4, 5, 2}));
  EXPECT_EQ(bpe.tokenize("abx\xC3\xA9"), (Ids{3, 4, 6, 7}));  // é = C3 A9
  EXPECT_EQ(bpe.tokenize("abzq"), (Ids{3, 0, 0}));  // no <0x7A>, <0x71>: unknowns (fuse_unk off)
  EXPECT_EQ(bpe.tokenize("xzy"), (Ids{4, 5, 0}));              // Rust: the pending unk lands last
  json uni_vocab = json::array({json::array({"<unk>", 0.0}), json::array({"\xE2\x96\x81", -2.0}),
                                json::array({"\xE2\x96\x81" "a", -1.5}), json::array({"b", -1.0})});
  for (const char* piece : {"<0x78>", "<0x79>", "<0xC3>", "<0xA9>"}) {  // ids 4..7 as above
    uni_vocab.push_back(json::array({piece, 0.0}));
  }
  auto uni = load_json({{"pre_tokenizer", {{"type", "Metaspace"}, {"replacement", "\xE2\x96\x81"},
                                           {"prepend_scheme", "always"}}},
                        {"model", {{"type", "Unigram"}, {"unk_id", 0}, {"byte_fallback", true},
                                   {"vocab", uni_vocab}}}});
  EXPECT_EQ(uni.tokenize("axyb"), (Ids{2, 4, 5, 3}));
  EXPECT_EQ(uni.tokenize("abx\xC3\xA9"), (Ids{2, 3, 4, 6, 7}));
  EXPECT_EQ(uni.tokenize("abzq"), (Ids{2, 3, 0}));  // a byte missing: the whole piece is unknown
}

TEST(HfTokenizer, MalformedFilesAreErrorsWithJsonPaths) {
  struct Case {
    std::string json_text;
    ErrorCode code;
    std::string field;
  };
  const std::vector<Case> cases = {
      {"{", ErrorCode::kParse, ""},
      {"[]", ErrorCode::kInvalidField, ""},
      {"{}", ErrorCode::kInvalidField, "model"},
      {R"({"model":{"type":"WordPiece","vocab":{"a":"x"}}})", ErrorCode::kInvalidField,
       "model.vocab[\"a\"]"},
      {R"({"model":{"type":"WordPiece","vocab":{"a":0}}})", ErrorCode::kInvalidField,
       "model.unk_token"},
      {R"({"model":{"type":"Magic"}})", ErrorCode::kUnsupported, "model.type"},
      {R"({"model":{"type":"BPE","vocab":{"a":0},"merges":["a b"]}})", ErrorCode::kInvalidField,
       "model.merges[0]"},
      {R"({"model":{"type":"Unigram","vocab":[["a",0.0]],"unk_id":3}})", ErrorCode::kInvalidField,
       "model.unk_id"},
      {R"({"model":{"type":"Unigram","vocab":[["a","x"]],"unk_id":0}})", ErrorCode::kInvalidField,
       "model.vocab[0]"},
      {R"({"normalizer":{"type":"Sequence","normalizers":[{"type":"NFC"},{"type":"Nmt"}]},
           "model":{"type":"Unigram","vocab":[["a",0.0]],"unk_id":0}})",
       ErrorCode::kUnsupported, "normalizer.normalizers[1].type"},
      {R"({"normalizer":{"type":"Replace","pattern":{"Regex":"("},"content":""},
           "model":{"type":"Unigram","vocab":[["a",0.0]],"unk_id":0}})",
       ErrorCode::kInvalidField, "normalizer.pattern"},
      {R"({"normalizer":{"type":"Precompiled","precompiled_charsmap":"AAAA"},
           "model":{"type":"Unigram","vocab":[["a",0.0]],"unk_id":0}})",
       ErrorCode::kInvalidField, "normalizer.precompiled_charsmap"},
      {R"({"pre_tokenizer":{"type":"Split","pattern":{"String":" "},"behavior":"Sideways"},
           "model":{"type":"Unigram","vocab":[["a",0.0]],"unk_id":0}})",
       ErrorCode::kInvalidField, "pre_tokenizer.behavior"},
      {R"({"post_processor":{"type":"TemplateProcessing","single":[{"SpecialToken":{"id":"X","type_id":0}}],"pair":[]},
           "model":{"type":"Unigram","vocab":[["a",0.0]],"unk_id":0}})",
       ErrorCode::kInvalidField, "post_processor.single[0].SpecialToken.id"},
      {R"({"added_tokens":[{"id":-1,"content":"x"}],
           "model":{"type":"Unigram","vocab":[["a",0.0]],"unk_id":0}})",
       ErrorCode::kInvalidField, "added_tokens[0].id"},
  };
  for (const auto& c : cases) {
    auto t = HfTokenizer::from_json(c.json_text, "bad.json");
    ASSERT_FALSE(t) << c.json_text;
    EXPECT_EQ(t.error().code, c.code) << c.json_text << ": " << t.error().to_string();
    EXPECT_EQ(t.error().field, c.field) << c.json_text << ": " << t.error().to_string();
    EXPECT_EQ(t.error().file, "bad.json");
  }
  auto missing = HfTokenizer::load("/nonexistent/tokenizer.json");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, ErrorCode::kIo);
}

TEST(HfTokenizer, SplitBehaviors) {
  auto ids_with = [](const std::string& behavior, bool invert) {
    json j = {{"pre_tokenizer", {{"type", "Split"}, {"pattern", {{"String", "-"}}},
                                 {"behavior", behavior}, {"invert", invert}}},
              {"model", {{"type", "WordPiece"}, {"unk_token", "?"}, {"continuing_subword_prefix", "##"},
                         {"vocab", {{"?", 0}, {"a", 1}, {"-", 2}, {"a-", 3}, {"-a", 4}, {"--", 5},
                                    {"b", 6}}}}}};
    return load_json(j).tokenize("a--b");
  };
  EXPECT_EQ(ids_with("Removed", false), (Ids{1, 6}));
  EXPECT_EQ(ids_with("Isolated", false), (Ids{1, 2, 2, 6}));
  EXPECT_EQ(ids_with("Contiguous", false), (Ids{1, 5, 6}));
  EXPECT_EQ(ids_with("MergedWithPrevious", false), (Ids{3, 2, 6}));
  EXPECT_EQ(ids_with("MergedWithNext", false), (Ids{1, 2, 0}));  // "-b" is not in the vocab
  EXPECT_EQ(ids_with("Removed", true), (Ids{2, 2}));             // invert: keep the matches
}

TEST(HfTokenizer, ConcurrentUseGivesTheSameIds) {
  auto tok = HfTokenizer::load(kBert);
  ASSERT_TRUE(tok);
  const std::string text = "The quick brown fox jumps over the lazy dog. Ünïcödé 中文 text!";
  const Ids want = tok->tokenize(text);
  std::vector<std::thread> threads;
  std::vector<int> ok(4, 0);
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      int n = 0;
      for (int i = 0; i < 200; ++i) n += tok->tokenize(text) == want;
      ok[static_cast<std::size_t>(t)] = n;
    });
  }
  for (auto& th : threads) th.join();
  for (int n : ok) EXPECT_EQ(n, 200);
}

// SentencePiece's charsmap compiled from two rules, "a" -> "x" and "a" U+0300 -> "y"
// (spm_train --normalization_rule_tsv). SentencePiece applies the longest rule ("à" -> "y");
// spm_precompiled, hence the Rust crate, replaces a whole grapheme cluster shorter than 6 bytes
// by the SHORTEST matching rule and maps longer clusters character by character.
const char* const kTwoRuleCharsmap =
    "AAQAAACAAQBhDQAAAAAAgIAdAAACAACABAAAAAcAAAAGAAAACQAAAAgAAAALAAAACgAAAA0AAAAMAAAADwAAAA4AAA"
    "ARAAAAEAAAABMAAAASAAAAFQAAABQAAAAXAAAAFgAAABkAAAAYAAAAGwAAABoAAAAdAAAAHAAAAB8AAAAeAAAAIQAA"
    "ACAAAAAjAAAAIgAAACUAAAAkAAAAJwAAACYAAAApAAAAKAAAACsAAAAqAAAALQAAACwAAAAvAAAALgAAADEAAAAwAA"
    "AAMwAAADIAAAA1AAAANAAAADcAAAA2AAAAOQAAADgAAAA7AAAAOgAAAD0AAAA8AAAAPwAAAD4AAABBAAAAQAAAAEMA"
    "AABCAAAARQAAAEQAAABHAAAARgAAAEkAAABIAAAASwAAAEoAAABNAAAATAAAAE8AAABOAAAAUQAAAFAAAABTAAAAUg"
    "AAAFUAAABUAAAAVwAAAFYAAABZAAAAWAAAAFsAAABaAAAAXQAAAFwAAABfAAAAXgAAAGEAAABgAAAAYwAAAGIAAABl"
    "AAAAZAAAAGcAAABmAAAAaQAAAGgAAABrAAAAagAAAG0AAABsAAAAbwAAAG4AAABxAAAAcAAAAHMAAAByAAAAdQAAAH"
    "QAAAB3AAAAdgAAAHkAAAB4AAAAewAAAHoAAAB9AAAAfAAAAH8AAAB+AAAAgQAAAIAAAACDAAAAggAAAIUAAACEAAAA"
    "hwAAAIYAAACJAAAAiAAAAIsAAACKAAAAjQAAAIwAAACPAAAAjgAAAJEAAACQAAAAkwAAAJIAAACVAAAAlAAAAJcAAA"
    "CWAAAAmQAAAJgAAACbAAAAmgAAAJ0AAACcAAAAnwAAAJ4AAAChAAAAoAAAAKMAAACiAAAApQAAAKQAAACnAAAApgAA"
    "AKkAAACoAAAAqwAAAKoAAACtAAAArAAAAK8AAACuAAAAsQAAALAAAACzAAAAsgAAALUAAAC0AAAAtwAAALYAAAC5AA"
    "AAuAAAALsAAAC6AAAAvQAAALwAAAC/AAAAvgAAAMEAAADAAAAAwwAAAMIAAADFAAAAxAAAAMcAAADGAAAAyQAAAMgA"
    "AADLAAAAygAAAM0AAADMAAAAzDQBAM4AAADRAAAA0AAAANMAAADSAAAA1QAAANQAAADXAAAA1gAAANkAAADYAAAA2w"
    "AAANoAAADdAAAA3AAAAN8AAADeAAAA4QAAAOAAAADjAAAA4gAAAOUAAADkAAAA5wAAAOYAAADpAAAA6AAAAOsAAADq"
    "AAAA7QAAAOwAAADvAAAA7gAAAPEAAADwAAAA8wAAAPIAAAD1AAAA9AAAAPcAAAD2AAAA+QAAAPgAAAD7AAAA+gAAAP"
    "0AAAD8AAAA/wAAAP4AAAB4AHkA";

TEST(HfPrecompiled, GraphemeRuleOfTheRustCrate) {
  auto blob = hf::decode_base64(kTwoRuleCharsmap);
  ASSERT_TRUE(blob);
  auto map = hf::PrecompiledCharsmap::parse(*blob);
  ASSERT_TRUE(map) << map.error().to_string();
  EXPECT_EQ(map->normalize("a"), "x");
  EXPECT_EQ(map->normalize("ba b"), "bx b");
  EXPECT_EQ(map->normalize("a\xCC\x80"), "x");  // SentencePiece: "y"
  EXPECT_EQ(map->normalize("a\xCC\x80\xCC\x81\xCC\x82"), "x\xCC\x80\xCC\x81\xCC\x82");  // 7 bytes
  EXPECT_EQ(map->normalize("b\xCC\x80"), "b\xCC\x80");
  EXPECT_EQ(map->normalize("\r\na"), "\r\nx");
  // Corrupt blobs are errors, not crashes.
  EXPECT_FALSE(hf::PrecompiledCharsmap::parse(std::string("\x08\0\0\0abc", 7)));
  EXPECT_FALSE(hf::PrecompiledCharsmap::parse("ab"));
  EXPECT_FALSE(hf::decode_base64("a$b"));
}

}  // namespace
}  // namespace citeval::text

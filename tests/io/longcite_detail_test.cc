// The LongBench-Cite detail file: header, item lines keyed by position, a cut last line dropped
// on resume, and every kind of mismatch refused with what differs.
#include "io/longcite_detail.h"

#include "common/read_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>

namespace citeval::io {
namespace {

std::string slurp(const std::string& path) {
  auto text = read_whole_file(path, "cannot open", "cannot read");
  return text ? *text : std::string();
}

class LongciteDetail : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = (std::filesystem::temp_directory_path() / ("citeval_lcd_" + std::to_string(getpid()))).string();
    std::filesystem::create_directories(dir_);
    path_ = dir_ + "/detail.jsonl";
    // Two items with the same idx (positions 0 and 2) around a malformed one (position 1).
    const std::string it = R"({"idx": 5, "dataset": "hotpotqa", "query": "Q", "statements": [{"statement": "S", "citation": [{"cite": "C"}]}]})";
    auto in = parse_longcite_input(it + "\n{bad\n" + it + "\n", "in.jsonl");
    ASSERT_TRUE(in);
    input_ = std::move(*in);
    header_.input = "in.jsonl";
    header_.input_fingerprint = input_.fingerprint;
    header_.support_judge = "llm-support:m";
    header_.need_citation_judge = "llm-need-citation:m";
    header_.relevance_judge = "llm-relevance:m";
    header_.citation_tokenizer = "auto";
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  metrics::LongciteResult result(std::size_t k, double recall) {
    metrics::LongciteResult r;
    r.item = &input_.items[k].item;
    r.statements.resize(1);
    r.statements[0].support_score = recall;
    r.statements[0].citation.resize(1);
    r.statements[0].citation[0].relevant_score = 1.0;
    r.statements[0].citation[0].tokens = 1;
    r.recall = recall;
    r.precision = 1.0;
    r.f1 = 2 * recall / (recall + 1);
    r.cited_snippets = 1;
    r.cited_tokens = 1;
    r.complete = true;
    return r;
  }

  void write_two() {
    auto w = LongciteDetailWriter::open(path_, header_, nullptr);
    ASSERT_TRUE(w) << w.error().to_string();
    ASSERT_TRUE(w->write(result(0, 1.0), input_.items[0]));
    ASSERT_TRUE(w->write(result(1, 0.5), input_.items[1]));
  }

  std::string dir_, path_;
  LongciteInput input_;
  LongciteDetailHeader header_;
};

TEST_F(LongciteDetail, HeaderThenOneLineAnItemKeyedByPosition) {
  write_two();
  const std::string text = slurp(path_);
  ASSERT_EQ(std::count(text.begin(), text.end(), '\n'), 3);
  auto first = nlohmann::json::parse(text.substr(0, text.find('\n')));
  EXPECT_EQ(first["citeval_detail"]["input_fingerprint"], input_.fingerprint);
  EXPECT_EQ(first["citeval_detail"]["judges"]["need_citation"], "llm-need-citation:m");
  EXPECT_EQ(first["citeval_detail"]["max_statements"], 40);
  EXPECT_EQ(first["citeval_detail"]["version"], 2);
  EXPECT_EQ(first["citeval_detail"]["score_scale"], 100);
  const std::size_t second = text.find('\n') + 1;
  auto item = nlohmann::json::parse(text.substr(second, text.find('\n', second) - second));
  EXPECT_EQ(item["citation_recall"], 100.0);  // ×100, as every citeval figure
  EXPECT_EQ(item["line"], 1);
  auto state = read_longcite_detail(path_, header_, input_);
  ASSERT_TRUE(state) << state.error().to_string();
  EXPECT_FALSE(state->fresh);
  ASSERT_EQ(state->items.size(), 2u);  // the same idx twice: two items
  EXPECT_EQ(state->items[0].position, 0u);
  EXPECT_EQ(state->items[1].position, 2u);
  EXPECT_EQ(state->items[1].scores.recall, 50.0);
  EXPECT_EQ(state->score_scale, 100.0);
  EXPECT_EQ(state->dropped_bytes, 0u);
}

// A version-1 file (fractions, no score_scale) written by the citeval before the one scale:
// read with its scale, and appended to in fractions, so the file stays one scale.
TEST_F(LongciteDetail, AVersionOneFileOfFractionsResumesAndKeepsItsScale) {
  header_.score_scale = 1;
  write_two();
  std::string text = slurp(path_);
  const std::size_t nl = text.find('\n');
  auto h = nlohmann::json::parse(text.substr(0, nl));
  EXPECT_EQ(h["citeval_detail"]["score_scale"], 1);
  h["citeval_detail"].erase("score_scale");
  h["citeval_detail"]["version"] = 1;
  std::ofstream(path_, std::ios::binary) << h.dump() << text.substr(nl);
  header_.score_scale = 100;  // the current run: percentages
  auto state = read_longcite_detail(path_, header_, input_);
  ASSERT_TRUE(state) << state.error().to_string();
  EXPECT_EQ(state->score_scale, 1.0);
  ASSERT_EQ(state->items.size(), 2u);
  EXPECT_EQ(state->items[1].scores.recall, 0.5);
  state->items.pop_back();
  auto w = LongciteDetailWriter::open(path_, header_, &*state);
  ASSERT_TRUE(w);
  ASSERT_TRUE(w->write(result(1, 0.25), input_.items[1]));
  const std::string after = slurp(path_);
  auto last = nlohmann::json::parse(after.substr(after.rfind('\n', after.size() - 2) + 1));
  EXPECT_EQ(last["citation_recall"], 0.25);
  // Percentages cannot resume a run of fractions (÷100 is not exact): refused, saying why.
  header_.score_scale = 100;
  std::filesystem::remove(path_);
  write_two();
  header_.score_scale = 1;
  auto refused = read_longcite_detail(path_, header_, input_);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().message.find("score_scale: 100 in the detail, 1 now"), std::string::npos)
      << refused.error().message;
}

TEST_F(LongciteDetail, ACutLastLineIsDroppedAndTheFileTruncatedBeforeAppending) {
  {
    auto w = LongciteDetailWriter::open(path_, header_, nullptr);
    ASSERT_TRUE(w);
    ASSERT_TRUE(w->write(result(0, 1.0), input_.items[0]));
  }
  const std::string good = slurp(path_);
  std::ofstream(path_, std::ios::app | std::ios::binary) << R"({"idx": 5, "position": 2, "datas)";
  auto state = read_longcite_detail(path_, header_, input_);
  ASSERT_TRUE(state) << state.error().to_string();
  EXPECT_EQ(state->items.size(), 1u);
  EXPECT_EQ(state->complete_bytes, good.size());
  EXPECT_EQ(state->dropped_bytes, 32u);
  EXPECT_EQ(state->dropped_line, 3u);
  auto w = LongciteDetailWriter::open(path_, header_, &*state);
  ASSERT_TRUE(w);
  ASSERT_TRUE(w->write(result(1, 0.5), input_.items[1]));
  const std::string after = slurp(path_);
  EXPECT_EQ(after.substr(0, good.size()), good);
  EXPECT_EQ(after.find("datas\""), std::string::npos);
  auto again = read_longcite_detail(path_, header_, input_);
  ASSERT_TRUE(again) << again.error().to_string();
  EXPECT_EQ(again->items.size(), 2u);
  EXPECT_EQ(again->dropped_bytes, 0u);
}

TEST_F(LongciteDetail, ACutHeaderStartsAfreshButAForeignFileIsRefused) {
  std::ofstream(path_, std::ios::binary) << R"({"citeval_detail": {"vers)";
  auto cut = read_longcite_detail(path_, header_, input_);
  ASSERT_TRUE(cut);
  EXPECT_TRUE(cut->fresh);
  std::ofstream(path_, std::ios::binary) << "[1, 2, 3]";
  auto foreign = read_longcite_detail(path_, header_, input_);
  ASSERT_FALSE(foreign);
  EXPECT_NE(foreign.error().message.find("not a LongBench-Cite detail file"), std::string::npos);
  EXPECT_EQ(slurp(path_), "[1, 2, 3]");
}

TEST_F(LongciteDetail, EveryMismatchIsRefusedNamingWhatDiffers) {
  write_two();
  struct Case {
    const char* expect;
    std::function<void(LongciteDetailHeader&)> change;
  };
  const Case cases[] = {
      {"support judge: 'llm-support:m' in the detail, 'lexical' now", [](auto& h) { h.support_judge = "lexical"; }},
      {"need-citation judge: 'llm-need-citation:m' in the detail, 'rule:always-needs-citation' now",
       [](auto& h) { h.need_citation_judge = "rule:always-needs-citation"; }},
      {"relevance judge: 'llm-relevance:m' in the detail, 'embed' now", [](auto& h) { h.relevance_judge = "embed"; }},
      {"the input's content differs", [](auto& h) { h.input_fingerprint = "xxh3-128:0"; }},
      {"max_statements: '40' in the detail, '10' now", [](auto& h) { h.max_statements = 10; }},
      {"citation tokenizer: 'auto' in the detail, 'words' now", [](auto& h) { h.citation_tokenizer = "words"; }},
  };
  for (const auto& c : cases) {
    LongciteDetailHeader now = header_;
    c.change(now);
    auto st = read_longcite_detail(path_, now, input_);
    ASSERT_FALSE(st) << c.expect;
    EXPECT_EQ(st.error().line, 1u);
    EXPECT_NE(st.error().message.find(c.expect), std::string::npos) << st.error().message;
  }
  // Two at once are both named.
  LongciteDetailHeader both = header_;
  both.support_judge = "lexical";
  both.max_statements = 3;
  auto st = read_longcite_detail(path_, both, input_);
  ASSERT_FALSE(st);
  EXPECT_NE(st.error().message.find("support judge"), std::string::npos);
  EXPECT_NE(st.error().message.find("max_statements"), std::string::npos);
}

TEST_F(LongciteDetail, AnOldDetailWithoutHeaderOrADamagedOneIsRefused) {
  std::ofstream(path_, std::ios::binary) << R"({"idx": 5, "dataset": "hotpotqa", "citation_recall": 1})" << "\n";
  auto old = read_longcite_detail(path_, header_, input_);
  ASSERT_FALSE(old);
  EXPECT_NE(old.error().message.find("older citeval"), std::string::npos);

  write_two();
  std::string text = slurp(path_);
  std::ofstream(path_, std::ios::binary) << text << "garbage\n";
  auto bad = read_longcite_detail(path_, header_, input_);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().line, 4u);
  const std::string second = text.substr(text.find('\n') + 1, text.find('\n', text.find('\n') + 1) - text.find('\n'));
  std::ofstream(path_, std::ios::binary) << text << second;
  auto twice = read_longcite_detail(path_, header_, input_);
  ASSERT_FALSE(twice);
  EXPECT_EQ(twice.error().to_string(), path_ + ":4: item position 0 is already on line 2");
  std::ofstream(path_, std::ios::binary) << text
                                        << R"({"idx": 5, "position": 1, "dataset": "d", "citation_recall": 1})" << "\n";
  auto foreign = read_longcite_detail(path_, header_, input_);
  ASSERT_FALSE(foreign);
  EXPECT_NE(foreign.error().message.find("position 1 (idx 5) is not an item of the input"), std::string::npos);
}

// A streaming input is known by position and idx only (the benchmark keeps a key an item).
TEST_F(LongciteDetail, AnInputKnownByAPredicateMatchesLinesByPositionAndIdx) {
  write_two();
  std::vector<std::pair<std::size_t, std::string>> asked;
  auto st = read_longcite_detail(path_, header_, [&](std::size_t position, const std::string& idx) {
    asked.emplace_back(position, idx);
    return true;
  });
  ASSERT_TRUE(st) << st.error().to_string();
  EXPECT_EQ(asked, (std::vector<std::pair<std::size_t, std::string>>{{0, "5"}, {2, "5"}}));
  ASSERT_EQ(st->items.size(), 2u);
  EXPECT_EQ(st->items[1].position, 2u);
  auto refused = read_longcite_detail(path_, header_, [](std::size_t position, const std::string&) { return position == 0; });
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().to_string(), path_ + ":3: item position 2 (idx 5) is not an item of the input");
}

TEST_F(LongciteDetail, NoFileIsAFreshStartAndTokenizerFilesAreFingerprinted) {
  auto st = read_longcite_detail(dir_ + "/none.jsonl", header_, input_);
  ASSERT_TRUE(st);
  EXPECT_TRUE(st->fresh);
  EXPECT_EQ(*longcite_tokenizer_identity("words"), "words");
  std::ofstream(dir_ + "/tok.json") << "{}";
  EXPECT_EQ(*longcite_tokenizer_identity("hf:" + dir_ + "/tok.json"),
            "hf:" + dir_ + "/tok.json@" + longcite_fingerprint("{}"));
  EXPECT_FALSE(longcite_tokenizer_identity("spm:" + dir_ + "/missing.model"));
}

}  // namespace
}  // namespace citeval::io

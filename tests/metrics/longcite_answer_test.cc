// LongBench-Cite answer postprocessing on the LongCite one-shot example (golden file checked by
// hand against the prompt's <C0>..<C21> sentences), plus exact edge cases.
#include "metrics/longcite_answer.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <optional>
#include <regex>
#include <sstream>

#include "metrics/longcite_context.h"

namespace citeval::metrics {
namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Byte offset -> code-point offset (LongCite reports Python str indices).
std::size_t cp_offset(std::string_view text, std::size_t byte) { return code_points(text.substr(0, byte)); }

struct OneShot {
  std::string context, answer;
  std::vector<text::Span> marker_sentences;  // as the prompt's <Ck> markers number them
};

OneShot load_one_shot() {
  OneShot o;
  std::string prompt = slurp(std::string(CITEVAL_SHARED_DIR) + "/data/longcite/one_shot_prompt.txt");
  const std::string start = "[Document Start]\n";
  std::size_t b = prompt.find(start) + start.size();
  std::string doc = prompt.substr(b, prompt.find("\n[Document End]") - b);
  // Split at the markers; each piece is one sentence's chunk.
  std::regex marker("<C[0-9]+>");
  std::vector<std::string> pieces;
  for (std::sregex_token_iterator it(doc.begin(), doc.end(), marker, -1), end; it != end; ++it) pieces.push_back(*it);
  pieces.erase(pieces.begin());  // the empty text before <C0>
  for (const auto& p : pieces) {
    std::size_t at = o.context.size();
    std::string_view s = p;
    std::size_t lead = 0;
    while (lead < s.size() && std::isspace(static_cast<unsigned char>(s[lead]))) ++lead;
    std::size_t trail = s.size();
    while (trail > lead && std::isspace(static_cast<unsigned char>(s[trail - 1]))) --trail;
    o.marker_sentences.push_back({at + lead, at + trail});
    o.context += p;
  }
  const std::string ans = "[Answer with Citations]\n";
  std::size_t a = prompt.find(ans) + ans.size();
  o.answer = prompt.substr(a, prompt.find("\n\nNow get ready") - a);
  return o;
}

TEST(LongciteOneShot, StatementsSpansAndCitedTextMatchTheGoldenFile) {
  OneShot o = load_one_shot();
  ASSERT_EQ(o.marker_sentences.size(), 22u);
  auto golden = nlohmann::json::parse(slurp(std::string(CITEVAL_TEST_DATA) + "/longcite/one_shot_golden.json"));
  EXPECT_EQ(code_points(o.context), golden["context_chars"].get<std::size_t>());
  for (std::size_t k = 0; k < 22; ++k) {
    EXPECT_EQ(cp_offset(o.context, o.marker_sentences[k].begin), golden["marker_sentences"][k][0].get<std::size_t>()) << k;
    EXPECT_EQ(cp_offset(o.context, o.marker_sentences[k].end), golden["marker_sentences"][k][1].get<std::size_t>()) << k;
  }
  EXPECT_EQ(o.answer, slurp(std::string(CITEVAL_TEST_DATA) + "/longcite/one_shot_answer.txt"));

  auto st = parse_longcite_answer(o.answer, o.context, o.marker_sentences);
  const auto& want = golden["statements"];
  ASSERT_EQ(st.size(), want.size());
  ASSERT_EQ(st.size(), 5u);
  for (std::size_t i = 0; i < st.size(); ++i) {
    EXPECT_EQ(st[i].statement, want[i]["statement"].get<std::string>()) << i;
    ASSERT_EQ(st[i].citation.size(), want[i]["citation"].size()) << i;
    for (std::size_t j = 0; j < st[i].citation.size(); ++j) {
      const auto& c = st[i].citation[j];
      const auto& w = want[i]["citation"][j];
      EXPECT_EQ(c.st_sent, w["st_sent"].get<std::size_t>());
      EXPECT_EQ(c.ed_sent, w["ed_sent"].get<std::size_t>());
      EXPECT_EQ(cp_offset(o.context, c.start_byte), w["start_char"].get<std::size_t>());
      EXPECT_EQ(cp_offset(o.context, c.end_byte), w["end_char"].get<std::size_t>());
      EXPECT_EQ(c.cite, w["cite"].get<std::string>());
    }
  }
  // The hand check, written out: [10-10] is C10, [17-17] is C17, [6-7] one merged citation.
  EXPECT_TRUE(st[0].citation.empty());
  EXPECT_EQ(st[1].citation[0].cite,
            "This star is classified as a red HB (RHB) star (Fig. 1) and its metal content is "
            "[Fe/H]$_\\mathrm{mean}=-2.09$, i.e. about 1% that of the Sun. ");
  EXPECT_EQ(st[2].citation[0].cite.substr(0, 38), ", with a mean metallicity estimate of ");
  ASSERT_EQ(st[3].citation.size(), 1u);
  EXPECT_EQ(st[3].citation[0].st_sent, 6u);
  EXPECT_EQ(st[3].citation[0].ed_sent, 7u);
  EXPECT_NE(st[3].citation[0].cite.find("Jovian planets.\n\nUntil now"), std::string::npos);
  EXPECT_TRUE(st[4].citation.empty());
  EXPECT_EQ(st[4].statement.substr(0, 14), "So in summary,");
}

TEST(LongciteOneShot, LongCitesOwnSplitterFindsMoreSentencesThanTheMarkers) {
  // The prompt's example was numbered by another splitter; LongCite's untrained Punkt also
  // breaks after "e.g.,", "Fig." and similar, giving 26 sentences (checked with NLTK).
  OneShot o = load_one_shot();
  auto golden = nlohmann::json::parse(slurp(std::string(CITEVAL_TEST_DATA) + "/longcite/one_shot_golden.json"));
  EXPECT_EQ(split_longcite_context(o.context).size(), golden["resplit_sentence_count"].get<std::size_t>());
  EXPECT_EQ(split_longcite_context(o.context).size(), 26u);
}

TEST(LongciteAnswer, MergesClipsDropsAndCapsCitations) {
  std::string ctx = "A one. B two. C three. D four. E five.";
  std::vector<text::Span> s = {{0, 6}, {7, 13}, {14, 22}, {23, 30}, {31, 38}};
  auto st = parse_longcite_answer("<statement>x<cite>[0-0][1-2][4-1][9-9][4-99][3-3]</cite></statement>", ctx, s);
  ASSERT_EQ(st.size(), 1u);
  // [0-0]+[1-2] merged, [4-1] and [9-9] dropped, [4-99] clipped to [4-4]; [3-3] does not start
  // right after [4-4], so it stays separate (merging only looks forward).
  ASSERT_EQ(st[0].citation.size(), 3u);
  EXPECT_EQ(st[0].citation[0].st_sent, 0u);
  EXPECT_EQ(st[0].citation[0].ed_sent, 2u);
  EXPECT_EQ(st[0].citation[0].cite, "A one. B two. C three. ");
  EXPECT_EQ(st[0].citation[1].st_sent, 4u);
  EXPECT_EQ(st[0].citation[1].ed_sent, 4u);
  EXPECT_EQ(st[0].citation[1].cite, "E five.");
  EXPECT_EQ(st[0].citation[2].st_sent, 3u);
  EXPECT_EQ(st[0].citation[2].cite, "D four. ");
  // Only three (merged) citations are kept.
  auto four = parse_longcite_answer("<statement>x<cite>[4-4][0-0][2-2][3-3][1-1]</cite></statement>", ctx, s);
  ASSERT_EQ(four[0].citation.size(), 3u);
  EXPECT_EQ(four[0].citation[2].st_sent, 2u);
  EXPECT_EQ(four[0].citation[2].ed_sent, 3u);
}

TEST(LongciteAnswer, OutsideTextCountsCodePoints) {
  std::vector<text::Span> none;
  // Five CJK characters are 15 bytes but only 5 characters: dropped, like "12345".
  auto st = parse_longcite_answer("一二三四五<statement>a</statement>12345<statement>b</statement>一二三四五六", "", none);
  ASSERT_EQ(st.size(), 3u);
  EXPECT_EQ(st[0].statement, "a");
  EXPECT_EQ(st[1].statement, "b");
  EXPECT_EQ(st[2].statement, "一二三四五六");
}

// Each statement and its <cite> blocks as bytes of the answer as given: through the lost first '<'
// (restored before parsing, no byte of the answer), the tags, the cite blocks and the white space
// stripped; "é", "ô" and "à" are two bytes each.
TEST(LongciteAnswer, StatementsPointIntoTheAnswerAsGiven) {
  const std::string ctx = "A one. B two. C three.";
  const std::vector<text::Span> s = {{0, 6}, {7, 13}, {14, 22}};
  const std::string answer =
      "statement> Le caf\xc3\xa9<cite>[0-0]</cite> ouvre t\xc3\xb4t. </statement>  Il ferme \xc3\xa0 midi.  "
      "<statement><cite>[1-1]</cite> </statement><statement>Le soir<cite>[1-1][2-2]</cite></statement>";
  auto st = parse_longcite_answer(answer, ctx, s);
  ASSERT_EQ(st.size(), 4u);
  EXPECT_EQ(st[0].statement, "Le caf\xc3\xa9 ouvre t\xc3\xb4t.");
  EXPECT_EQ(st[2].statement, "");
  using Spans = std::vector<LongciteSpan>;
  std::vector<std::optional<LongciteSpan>> at;
  for (const auto& t : st) at.push_back(t.at);
  EXPECT_EQ(at, (std::vector<std::optional<LongciteSpan>>{LongciteSpan{11, 49}, LongciteSpan{64, 81},
                                                          LongciteSpan{94, 94}, LongciteSpan{136, 143}}));
  EXPECT_EQ(st[0].cites, (Spans{{19, 37}}));
  EXPECT_EQ(st[1].cites, Spans{});  // uncited: the text between statements
  EXPECT_EQ(st[2].cites, (Spans{{94, 112}}));  // left empty by the removal: where its text starts
  EXPECT_EQ(st[3].cites, (Spans{{143, 166}}));
  auto bytes = [&](LongciteSpan b) { return answer.substr(b.begin, b.end - b.begin); };
  EXPECT_EQ(bytes(*st[0].at), "Le caf\xc3\xa9<cite>[0-0]</cite> ouvre t\xc3\xb4t.");
  EXPECT_EQ(bytes(*st[1].at), "Il ferme \xc3\xa0 midi.");
  EXPECT_EQ(bytes(st[3].cites[0]), "<cite>[1-1][2-2]</cite>");
  // With its '<' the same answer is one byte longer, and so is every offset.
  auto whole = parse_longcite_answer("<" + answer, ctx, s);
  ASSERT_EQ(whole.size(), 4u);
  for (std::size_t k = 0; k < 4; ++k) {
    EXPECT_EQ(whole[k].at->begin, st[k].at->begin + 1);
    EXPECT_EQ(whole[k].at->end, st[k].at->end + 1);
    ASSERT_EQ(whole[k].cites.size(), st[k].cites.size());
    for (std::size_t c = 0; c < st[k].cites.size(); ++c) EXPECT_EQ(whole[k].cites[c].begin, st[k].cites[c].begin + 1);
  }
}

TEST(LongciteAnswer, PlainAnswerForTheNeedCitationJudge) {
  EXPECT_EQ(longcite_plain_answer("<statement>A.<cite>[1-2]</cite></statement> <statement>B<cite></cite></statement>"), "A. B");
  EXPECT_EQ(longcite_plain_answer("x<cite>open"), "x<cite>open");
  EXPECT_EQ(longcite_plain_answer("<state<statement>ment>y"), "<statement>y");
  // A lost first '<' is restored first, as for the statements.
  EXPECT_EQ(longcite_plain_answer("statement>A.<cite>[1-2]</cite></statement> B"), "A. B");
  EXPECT_EQ(repair_longcite_answer("statement>x"), "<statement>x");
  EXPECT_EQ(repair_longcite_answer(" statement>x"), " statement>x");
}

}  // namespace
}  // namespace citeval::metrics

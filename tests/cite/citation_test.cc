#include "cite/citation.h"

#include <gtest/gtest.h>

#include <climits>
#include <string>
#include <vector>

namespace citeval::cite {
namespace {

using Ids = std::vector<int>;

struct MarkCase {
  std::string text;
  std::vector<CitationMark> marks;  // expected, kAll
};

void expect_marks(const std::string& text, const std::vector<CitationMark>& want,
                  CitationSyntax syntax = CitationSyntax::kAll) {
  SCOPED_TRACE("text: \"" + text + "\"");
  const auto got = find_citation_marks(text, syntax);
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(got[i].begin, want[i].begin) << "mark " << i;
    EXPECT_EQ(got[i].end, want[i].end) << "mark " << i;
    EXPECT_EQ(got[i].ids, want[i].ids) << "mark " << i;
  }
}

TEST(FindCitationMarks, AcceptedForms) {
  expect_marks("Paris [1].", {{6, 9, {1}}});
  expect_marks("Paris [1][2].", {{6, 9, {1}}, {9, 12, {2}}});
  expect_marks("Paris [1, 2].", {{6, 12, {1, 2}}});
  expect_marks("Paris [1,2,3].", {{6, 13, {1, 2, 3}}});
  expect_marks("x [ 2 ] y", {{2, 7, {2}}});
  expect_marks("x [\t2 ,\t3\t] y", {{2, 11, {2, 3}}});
  expect_marks("[12]", {{0, 4, {12}}});
  expect_marks("[3, 1, 3]", {{0, 9, {3, 1, 3}}});  // as written, duplicates inside kept
  expect_marks("[007]", {{0, 5, {7}}});
  expect_marks("no marks here", {});
  expect_marks("", {});
}

TEST(FindCitationMarks, Ranges) {
  expect_marks("[1-3]", {{0, 5, {1, 2, 3}}});
  expect_marks("[1 - 3]", {{0, 7, {1, 2, 3}}});
  expect_marks("[2-2]", {{0, 5, {2}}});
  expect_marks("[1-2, 5]", {{0, 8, {1, 2, 5}}});
  expect_marks(
      "[1\xE2\x80\x93"
      "3]",
      {{0, 7, {1, 2, 3}}});  // en dash
  expect_marks("[1-100]", {{0, 7, [] {
                              Ids v;
                              for (int i = 1; i <= 100; ++i) v.push_back(i);
                              return v;
                            }()}});
  expect_marks("[1-101]", {});  // wider than kMaxRangeSpan
  expect_marks("[3-1]", {});
  expect_marks("[1-]", {});
  expect_marks("[-1]", {});
  expect_marks("[2147483647-2147483647]", {{0, 23, {INT_MAX}}});
  expect_marks("[2147483600-2147483647]", {{0, 23, [] {
                                              Ids v;
                                              for (int i = 2147483600;; ++i) {
                                                v.push_back(i);
                                                if (i == INT_MAX) break;
                                              }
                                              return v;
                                            }()}});
}

TEST(FindCitationMarks, Rejected) {
  for (const char* text :
       {"[]",   "[ ]",   "[a]",   "[1a]",  "[a1]", "[1,]",  "[,1]",  "[1;2]", "[^1]", "[1",
        "[1,2", "x [12", "[1.5]", "[1 2]", "[+1]", "[1\n]", "[\n1]", "(1)",   "{1}",  "1]"}) {
    expect_marks(text, {});
  }
}

TEST(FindCitationMarks, RecoversAfterRejectedBracket) {
  expect_marks("[[1]]", {{1, 4, {1}}});
  expect_marks("[a][2]", {{3, 6, {2}}});
  expect_marks("[1 [2]", {{3, 6, {2}}});
  expect_marks("[1][", {{0, 3, {1}}});
}

TEST(FindCitationMarks, ZeroAndHugeIdsKeptAsWritten) {
  expect_marks("[0]", {{0, 3, {0}}});
  expect_marks("[2147483647]", {{0, 12, {INT_MAX}}});
  expect_marks("[2147483648]", {{0, 12, {INT_MAX}}});
  expect_marks("[99999999999999999999999999999]", {{0, 31, {INT_MAX}}});
}

TEST(FindCitationMarks, UnicodeDigitsAndByteOffsets) {
  // "é" is two bytes: offsets are bytes, not code points.
  expect_marks("\xC3\xA9 [1]", {{3, 6, {1}}});
  // Full-width 3 (U+FF13, 3 bytes) and Arabic-Indic 4 (U+0664, 2 bytes) are digits, as for \d.
  expect_marks("[\xEF\xBC\x93]", {{0, 5, {3}}});
  expect_marks("[1\xD9\xA4]", {{0, 5, {14}}});
  // Superscript two (U+00B2) is not Nd.
  expect_marks("[\xC2\xB2]", {});
  // Invalid UTF-8 is not a digit and does not confuse the scanner.
  expect_marks("\xFF[1]\xC3", {{1, 4, {1}}});
  expect_marks("[\xEF\xBC]", {});
}

TEST(FindCitationMarks, AlceCompat) {
  const auto compat = CitationSyntax::kAlceCompat;
  expect_marks("Paris [1, 2].", {{6, 8, {1}}}, compat);
  expect_marks("Paris [1][2].", {{6, 8, {1}}, {9, 11, {2}}}, compat);
  expect_marks("[1-3]", {{0, 2, {1}}}, compat);
  expect_marks("truncated [12", {{10, 13, {12}}}, compat);
  expect_marks("[1a] [ 2] [[3]]", {{0, 2, {1}}, {11, 13, {3}}}, compat);
  expect_marks("[0][99999999999]", {{0, 2, {0}}, {3, 15, {INT_MAX}}}, compat);
}

TEST(UnreadMarks, EachStyleIsFoundNeverReadAsACitation) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Paris [^12].", "[^1]"},
      {"Paris\xE3\x80\x90\xEF\xBC\x93\xE3\x80\x91.", "\xE3\x80\x90" "1\xE3\x80\x91"},  // 【３】
      {"Paris (Source 2).", "(Source 1)"},
      {"Paris [Source 2].", "[Source 1]"},
      {"Paris [Doc 3].", "[Doc 1]"},
      {"Paris [Document 3].", "[Document 1]"},
      {"Paris.<sup>4</sup>", "<sup>1</sup>"}};
  for (const auto& [text, style] : cases) {
    SCOPED_TRACE(text);
    const auto m = find_unread_mark(text);
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(unread_mark_styles().at(m->style), style);
    EXPECT_EQ(m->begin, text.find_first_of("[(<\xE3"));
    EXPECT_EQ(m->end, text.size() - (text.back() == '.' ? 1 : 0));
    EXPECT_TRUE(find_citation_marks(text).empty());
    EXPECT_TRUE(find_citation_marks(text, CitationSyntax::kAlceCompat).empty());
  }
  EXPECT_EQ(unread_mark_styles().size(), cases.size());
  // Not marks: no number, another word, an unclosed one, a citation citeval reads.
  for (const char* text : {"[^a]", "(Source two)", "[doc 1]", "[Doc 1", "<sup>x</sup>", "[1]", "(1)"}) {
    EXPECT_FALSE(find_unread_mark(text).has_value()) << text;
  }
  const std::string two = "A [^1]. B [Doc 2].";
  EXPECT_EQ(find_unread_mark(two, 4)->style, 4u);  // the second one, "[Doc 2]"
  EXPECT_EQ(find_unread_mark(two, 4)->begin, 10u);
}

TEST(UnreadMarks, OnlyUnreadMarks) {
  EXPECT_TRUE(only_unread_marks("[^2]"));
  EXPECT_TRUE(only_unread_marks(" [^2][^3]\n<sup>4</sup> "));
  EXPECT_FALSE(only_unread_marks(""));
  EXPECT_FALSE(only_unread_marks("  "));
  EXPECT_FALSE(only_unread_marks("[2]"));       // a citation: eval.py's statement of its own
  EXPECT_FALSE(only_unread_marks("[^2] Berlin"));
  EXPECT_FALSE(only_unread_marks("[^2]."));
}

TEST(GroupCitationMarks, Groups) {
  const std::string text = "A [1][2] [3]. B [2], and [4]\t[5]] [6].";
  const auto marks = find_citation_marks(text);
  ASSERT_EQ(marks.size(), 7u);
  const auto groups = group_citation_marks(text, marks);
  ASSERT_EQ(groups.size(), 3u);
  EXPECT_EQ(groups[0].begin, 2u);
  EXPECT_EQ(groups[0].end, 12u);
  EXPECT_EQ(groups[0].ids, (Ids{1, 2, 3}));
  EXPECT_EQ(groups[0].marks, (std::vector<std::size_t>{0, 1, 2}));
  EXPECT_EQ(groups[1].begin, 16u);
  EXPECT_EQ(groups[1].end, 19u);
  EXPECT_EQ(groups[1].ids, (Ids{2}));
  EXPECT_EQ(groups[2].begin, 25u);
  EXPECT_EQ(groups[2].end, 37u);
  EXPECT_EQ(groups[2].ids, (Ids{4, 5, 6}));
  EXPECT_EQ(groups[2].marks, (std::vector<std::size_t>{4, 5, 6}));
}

TEST(GroupCitationMarks, RepeatsKeptAndCompatMarks) {
  // ALiICE's get_words_and_citations extends one list with every mark of a run: repeats stay.
  const std::string text = "x [2][1, 2] y";
  const auto groups = group_citation_marks(text, find_citation_marks(text));
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(groups[0].ids, (Ids{2, 1, 2}));
  // Compat marks stop before ']', which the grouping skips.
  const std::string compat = "x [1][2] [3, 4] y";
  const auto cg =
      group_citation_marks(compat, find_citation_marks(compat, CitationSyntax::kAlceCompat));
  ASSERT_EQ(cg.size(), 1u);
  EXPECT_EQ(cg[0].begin, 2u);
  EXPECT_EQ(cg[0].end, 11u);
  EXPECT_EQ(cg[0].ids, (Ids{1, 2, 3}));
  EXPECT_TRUE(group_citation_marks("", {}).empty());
}

TEST(CitationIds, AllAndCompat) {
  // Repeats are kept in both syntaxes, as ALCE's `re.findall(r"\[\d+", sent)` keeps them.
  EXPECT_EQ(citation_ids("A [1][2]. B [2, 3] [1]"), (Ids{1, 2, 2, 3, 1}));
  EXPECT_EQ(citation_ids("A [1][2]. B [2, 3] [1]", CitationSyntax::kAlceCompat), (Ids{1, 2, 2, 1}));
  EXPECT_EQ(citation_ids("mortgage [1][1][2][3]."), (Ids{1, 1, 2, 3}));
  EXPECT_EQ(citation_ids("mortgage [1][1][2][3].", CitationSyntax::kAlceCompat), (Ids{1, 1, 2, 3}));
  EXPECT_EQ(citation_ids("[1, 1]"), (Ids{1, 1}));
  EXPECT_EQ(citation_ids("[1-3] [12", CitationSyntax::kAll), (Ids{1, 2, 3}));
  EXPECT_EQ(citation_ids("[1-3] [12", CitationSyntax::kAlceCompat), (Ids{1, 12}));
  EXPECT_EQ(citation_ids("nothing"), Ids{});
}

TEST(DedupeCitationIds, FirstOccurrencesInOrder) {
  EXPECT_EQ(dedupe_citation_ids({1, 1, 2, 3}), (Ids{1, 2, 3}));
  EXPECT_EQ(dedupe_citation_ids({3, 1, 3, 2, 1}), (Ids{3, 1, 2}));
  EXPECT_EQ(dedupe_citation_ids({0, INT_MAX, 0, INT_MAX}), (Ids{0, INT_MAX}));
  EXPECT_EQ(dedupe_citation_ids({}), Ids{});
  // Hashing, not a pairwise scan (2e10 comparisons for the 200,000 distinct ids below).
  EXPECT_EQ(dedupe_citation_ids(Ids(500000, 7)), (Ids{7}));
  Ids many(200000);
  for (int i = 0; i < 200000; ++i) many[static_cast<std::size_t>(i)] = i;
  EXPECT_EQ(dedupe_citation_ids(many).size(), 200000u);
}

TEST(RemoveCitations, MatchesAlce) {
  // Expected values computed with ALCE's Python remove_citations.
  EXPECT_EQ(remove_citations("Paris is the capital [1][2]."), "Paris is the capital.");
  EXPECT_EQ(remove_citations("Paris [1, 2] is."), "Paris, 2 is.");
  EXPECT_EQ(remove_citations("A [1] | B [2]"), "A B");
  EXPECT_EQ(remove_citations("x] [a] [12"), "x [a");
  EXPECT_EQ(remove_citations("  |"), " ");
  EXPECT_EQ(remove_citations(" ]|"), " |");
  EXPECT_EQ(remove_citations("[ [1"), "[");
  EXPECT_EQ(remove_citations("\xEF\xBC\xBB[\xEF\xBC\x93]"), "\xEF\xBC\xBB");
  EXPECT_EQ(remove_citations(""), "");
}

TEST(ResolveCitations, All) {
  auto r = resolve_citations({1, 5, 2, 0, 3, 4}, 4, 3);
  EXPECT_EQ(r.doc_indices, (std::vector<std::size_t>{0, 1, 2}));
  EXPECT_EQ(r.out_of_range, (Ids{5, 0}));
  EXPECT_TRUE(r.truncated);
  r = resolve_citations({2, 1}, 2, 3);
  EXPECT_EQ(r.doc_indices, (std::vector<std::size_t>{1, 0}));
  EXPECT_TRUE(r.out_of_range.empty());
  EXPECT_FALSE(r.truncated);
  r = resolve_citations({INT_MAX}, 0);
  EXPECT_TRUE(r.doc_indices.empty());
  EXPECT_EQ(r.out_of_range, (Ids{INT_MAX}));
}

TEST(ResolveCitations, AlceCompatZeroIsLastDoc) {
  const auto compat = CitationSyntax::kAlceCompat;
  auto r = resolve_citations({0, 2, 2, 3}, 3, 3, compat);
  EXPECT_EQ(r.doc_indices, (std::vector<std::size_t>{2, 1, 1}));
  EXPECT_TRUE(r.out_of_range.empty());
  EXPECT_TRUE(r.truncated);
  r = resolve_citations({0, 4}, 3, 3, compat);
  EXPECT_EQ(r.doc_indices, (std::vector<std::size_t>{2}));
  EXPECT_EQ(r.out_of_range, (Ids{4}));
  r = resolve_citations({0}, 0, 3, compat);
  EXPECT_EQ(r.out_of_range, (Ids{0}));
}

}  // namespace
}  // namespace citeval::cite

// Citation marks in every supported syntax (answers/marks.h), with exact byte offsets.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "answers/marks.h"

namespace citeval::answers {
namespace {

std::vector<Mark> marks(std::string_view text, std::string_view syntax, std::vector<std::string> ids = {}) {
  auto style = parse_mark_syntax(syntax);
  EXPECT_TRUE(style.ok());
  auto m = find_marks(text, *style, ids);
  EXPECT_TRUE(m.ok()) << (m.ok() ? "" : m.error().message);
  return m.ok() ? *m : std::vector<Mark>{};
}

TEST(AnswersMarks, BracketsWithRangesAndIds) {
  auto m = marks("A [1-3]. B [doc-a, 2]. C [x].", "brackets", {"doc-a"});
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(m[0].span, (Span{2, 7}));
  EXPECT_EQ(m[0].names, (std::vector<std::string>{"1", "2", "3"}));
  EXPECT_EQ(m[1].span, (Span{11, 21}));
  EXPECT_EQ(m[1].names, (std::vector<std::string>{"doc-a", "2"}));  // an id and a number
}

TEST(AnswersMarks, EachFixedSyntax) {
  EXPECT_EQ(marks("x[^1] y[^note]", "footnote").at(1).names, std::vector<std::string>{"note"});
  EXPECT_EQ(marks("x\xE3\x80\x90" "2, 4\xE3\x80\x91", "cjk").at(0).span, (Span{1, 11}));
  auto doc = marks("a [Doc 1] b [Document 2] c [Source 3] d (Source 4)", "doc");
  ASSERT_EQ(doc.size(), 4u);
  EXPECT_EQ(doc[3].names, std::vector<std::string>{"4"});
  EXPECT_EQ(marks("a<sup>1,2</sup>", "sup").at(0).names, (std::vector<std::string>{"1", "2"}));
}

TEST(AnswersMarks, UserRegexUsesItsFirstGroup) {
  auto m = marks("Paris {cite:2-3} and {cite:a,b}.", "regex:\\{cite:([^}]*)\\}");
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(m[0].span, (Span{6, 16}));
  EXPECT_EQ(m[0].names, (std::vector<std::string>{"2", "3"}));
  EXPECT_EQ(m[1].names, (std::vector<std::string>{"a", "b"}));
  EXPECT_FALSE(parse_mark_syntax("regex:(").ok());
  EXPECT_EQ(parse_mark_syntax("latex").error().message,
            "unknown citation syntax 'latex': one of auto, brackets, footnote, cjk, doc, sup, regex:PATTERN");
}

TEST(AnswersMarks, FootnoteSection) {
  const std::string t = "Body [^1].\n\n[^1]: A https://a.org\n\n[^b]: B\n";
  const Footnotes f = split_footnotes(t);
  EXPECT_EQ(f.body_end, 12u);
  EXPECT_EQ(f.definitions.at("1"), "A https://a.org");
  EXPECT_EQ(f.definitions.at("b"), "B");
  EXPECT_EQ(split_footnotes("No notes [^1].").body_end, 14u);
  // A definition in the middle is not a trailing section.
  EXPECT_EQ(split_footnotes("[^1]: x\nText after.").definitions.size(), 0u);
}

TEST(AnswersMarks, NamesResolveToIdsThenNumbersAndAmbiguityIsRefused) {
  std::vector<Source> s = {{"b", "x", "", ""}, {"a", "y", "", ""}};
  EXPECT_EQ(resolve_name("a", s).value(), std::optional<std::size_t>(1));
  EXPECT_EQ(resolve_name("2", s).value(), std::optional<std::size_t>(1));
  EXPECT_EQ(resolve_name("3", s).value(), std::nullopt);
  std::vector<Source> numeric = {{"2", "x", "", ""}, {"1", "y", "", ""}};
  auto r = resolve_name("1", numeric);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message,
            "mark '1' is ambiguous: the id of source 2 and the number of source 1; give sources in the order "
            "their numbers name them, or ids that are not numbers");
}

}  // namespace
}  // namespace citeval::answers

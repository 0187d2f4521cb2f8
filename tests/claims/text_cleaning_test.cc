#include "claims/text_cleaning.h"

#include <gtest/gtest.h>

namespace citeval::claims {
namespace {

TEST(TextCleaning, KeepsWordCharactersSpacesAndCommas) {
  std::string s = "Grey's Anatomy, Dr. Grey [1][2] and (U.S.) well-known_x \xC3\xA9t\xC3\xA9!";
  //               0123456789...                 ^25
  CleanedText c = clean_text(s, {{25, 31}});
  EXPECT_EQ(c.text, "Greys Anatomy, Dr Grey   and US wellknown_x \xC3\xA9t\xC3\xA9");
  ASSERT_EQ(c.source.size(), c.text.size());
  // "Greys" maps back to "Grey's".
  EXPECT_EQ((c.to_source({0, 5})), (ByteSpan{0, 6}));
  // The citation group became one space at the group's first byte.
  EXPECT_EQ(c.source[23], 25u);
  // A multi-byte character maps back whole.
  std::size_t e = c.text.find("\xC3\xA9t");
  EXPECT_EQ(s.substr(c.to_source({e, e + 2}).begin, 2), "\xC3\xA9");
}

TEST(TextCleaning, NonCitationBracketsAndInvalidUtf8AreRemoved) {
  CleanedText c = clean_text("a [b] c\xFF" "d", {});
  EXPECT_EQ(c.text, "a b cd");
}

TEST(TextCleaning, WordTokens) {
  EXPECT_TRUE(is_word_token("Greys"));
  EXPECT_TRUE(is_word_token("1,000"));
  EXPECT_TRUE(is_word_token("\xC3\xA9"));
  EXPECT_FALSE(is_word_token(","));
  EXPECT_FALSE(is_word_token("."));
  EXPECT_FALSE(is_word_token(""));
}

TEST(AlignTokens, CleanedAndRawTokensBothAlign) {
  std::string s = "Grey's Anatomy [1], Dr. Grey.";
  std::vector<ByteSpan> skip = {{15, 18}};
  auto cleaned = align_tokens(s, {"Greys", "Anatomy", ",", "Dr", "Grey"}, skip);
  ASSERT_TRUE(cleaned) << cleaned.error().to_string();
  EXPECT_EQ(*cleaned, (std::vector<ByteSpan>{{0, 6}, {7, 14}, {18, 19}, {20, 22}, {24, 28}}));
  auto raw = align_tokens(s, {"Grey", "'s", "Anatomy", ",", "Dr.", "Grey", "."}, skip);
  ASSERT_TRUE(raw) << raw.error().to_string();
  EXPECT_EQ((*raw)[1], (ByteSpan{5, 6}));  // "'s" matched on its "s"
  EXPECT_EQ((*raw)[4], (ByteSpan{20, 22}));
  EXPECT_EQ((*raw)[6].begin, (*raw)[6].end);  // "." has no kept character: empty span
  auto bad = align_tokens(s, {"Greys", "Anatomy", "Dr"}, skip);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().field, "tokens[2]");
}

}  // namespace
}  // namespace citeval::claims

#include "depparse/tokenizer.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace citeval::parse {
namespace {

std::string join(std::string_view text) {
  std::string out;
  std::size_t last_end = 0;
  for (const TokenSpan& t : tokenize(text)) {
    EXPECT_LE(last_end, t.begin);
    EXPECT_LT(t.begin, t.end);
    last_end = t.end;
    if (!out.empty()) out += '|';
    out += text.substr(t.begin, t.end - t.begin);
  }
  return out;
}

struct Case {
  const char* text;
  const char* tokens;
};

TEST(Tokenizer, SpacyLikeDecisions) {
  const Case cases[] = {
      {"Cups can be made of glass.", "Cups|can|be|made|of|glass|."},
      {"I don't know, can't you?", "I|do|n't|know|,|ca|n't|you|?"},
      {"We're sure it's John's.", "We|'re|sure|it|'s|John|'s|."},
      {"They'll go; I'd stay; I'm done", "They|'ll|go|;|I|'d|stay|;|I|'m|done"},
      {"He won't. We cannot.", "He|wo|n't|.|We|can|not|."},
      {"Dr. Smith met Mr. Jones in the U.S. today.", "Dr.|Smith|met|Mr.|Jones|in|the|U.S.|today|."},
      {"e.g. this, i.e. that etc.", "e.g.|this|,|i.e.|that|etc."},
      {"It costs $1,000.50 (about 5%).", "It|costs|$|1,000.50|(|about|5|%|)|."},
      {"\"Quoted,\" she said.", "\"|Quoted|,|\"|she|said|."},
      {"a well-known fact", "a|well|-|known|fact"},
      {"pages 3-4 and 10", "pages|3-4|and|10"},
      {"See https://example.com/a-b?x=1. Or www.x.org!", "See|https://example.com/a-b?x=1|.|Or|www.x.org|!"},
      {"Mail me@x.com, please", "Mail|me@x.com|,|please"},
      {"Wait... what?!", "Wait|...|what|?|!"},
      {"J. K. Rowling", "J.|K.|Rowling"},
      {"\xE2\x80\x9CHi\xE2\x80\x9D, he said\xE2\x80\xA6", "\xE2\x80\x9C|Hi|\xE2\x80\x9D|,|he|said|\xE2\x80\xA6"},
      {"it\xE2\x80\x99s fine", "it|\xE2\x80\x99s|fine"},
      {"  spaced\tout \n", "spaced|out"},
      {"", ""},
      {"(a)", "(|a|)"},
  };
  for (const auto& c : cases) EXPECT_EQ(join(c.text), c.tokens) << c.text;
}

TEST(Tokenizer, OffsetsPointIntoTheInput) {
  const std::string text = "Hello, world!";
  auto t = tokenize(text);
  ASSERT_EQ(t.size(), 4u);
  EXPECT_EQ(t[0], (TokenSpan{0, 5}));
  EXPECT_EQ(t[1], (TokenSpan{5, 6}));
  EXPECT_EQ(t[2], (TokenSpan{7, 12}));
  EXPECT_EQ(t[3], (TokenSpan{12, 13}));
}

}  // namespace
}  // namespace citeval::parse

// Exact splits of hand-picked edge cases; every expectation was produced by NLTK 3.8
// (PunktSentenceTokenizer with the English punkt_tab parameters, and untrained). The broad
// comparison with NLTK is tests/text/punkt_differential.py.
#include "text/punkt_splitter.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

namespace citeval::text {
namespace {

using Strings = std::vector<std::string>;
using Spans = std::vector<Span>;

Strings english(std::string_view t) { return PunktSplitter::english().tokenize(t); }
Strings untrained(std::string_view t) { return PunktSplitter::untrained().tokenize(t); }

TEST(PunktSplitter, AbbreviationsNeedTheEnglishParameters) {
  const std::string t = "Mr. Smith went to Washington. He arrived at 5 p.m. on Friday.";
  EXPECT_EQ(english(t),
            (Strings{"Mr. Smith went to Washington.", "He arrived at 5 p.m. on Friday."}));
  EXPECT_EQ(untrained(t), (Strings{"Mr.", "Smith went to Washington.", "He arrived at 5 p.m.",
                                   "on Friday."}));
  const std::string u = "The U.S. economy grew. The U.S.A. is large. I live in the U.K. Many do.";
  EXPECT_EQ(english(u), (Strings{"The U.S. economy grew.", "The U.S.A. is large.",
                                 "I live in the U.K.", "Many do."}));
  EXPECT_EQ(untrained(u), (Strings{"The U.S.", "economy grew.", "The U.S.A.", "is large.",
                                   "I live in the U.K.", "Many do."}));
}

TEST(PunktSplitter, InitialsAndNumbers) {
  EXPECT_EQ(english("Johann S. Bach wrote music. J. R. R. Tolkien wrote books."),
            (Strings{"Johann S. Bach wrote music.", "J. R. R. Tolkien wrote books."}));
  EXPECT_EQ(english("It costs $3.50. The value is 3.14159. See section 2.3. Then stop."),
            (Strings{"It costs $3.50.", "The value is 3.14159.", "See section 2.3.",
                     "Then stop."}));
  EXPECT_EQ(english("e.g. this is an example. i.e. another one. etc. and so on."),
            (Strings{"e.g.", "this is an example.", "i.e.", "another one.", "etc.",
                     "and so on."}));
}

TEST(PunktSplitter, ClosingPunctuationIsRealigned) {
  const std::string t =
      "(How does it deal with this parenthesis?)  \"It should be part of the\nprevious "
      "sentence.\" \"(And the same with this one.)\" ('And this one!')";
  const Strings want{"(How does it deal with this parenthesis?)",
                     "\"It should be part of the\nprevious sentence.\"",
                     "\"(And the same with this one.)\"", "('And this one!')"};
  EXPECT_EQ(english(t), want);
  EXPECT_EQ(untrained(t), want);
  EXPECT_EQ(english("He said \"Stop.\" Then he left."),
            (Strings{"He said \"Stop.\"", "Then he left."}));
  EXPECT_EQ(english("End.\"-- Next."), (Strings{"End.\"", "-- Next."}));
  EXPECT_EQ(PunktSplitter::english().span_tokenize("Dr. No. (Yes.) [1][2]. Next"),
            (Spans{{0, 7}, {8, 14}, {15, 22}, {23, 27}}));
  EXPECT_EQ(PunktSplitter::untrained().span_tokenize("Dr. No. (Yes.) [1][2]. Next"),
            (Spans{{0, 3}, {4, 7}, {8, 14}, {15, 22}, {23, 27}}));
}

TEST(PunktSplitter, CitationMarks) {
  // A mark after the period starts the next sentence (what ALCE's evaluation sees).
  EXPECT_EQ(english("Models cite sources [1]. They also cite pairs [1][2]. Some put them "
                    "after.[3] Others not [4]."),
            (Strings{"Models cite sources [1].", "They also cite pairs [1][2].",
                     "Some put them after.", "[3] Others not [4]."}));
}

TEST(PunktSplitter, EllipsesAndRepeatedMarks) {
  EXPECT_EQ(english("Wait... what? Really?! Yes!!! No?? Maybe."),
            (Strings{"Wait... what?", "Really?!", "Yes!!!", "No??", "Maybe."}));
  EXPECT_EQ(english("He paused . . . and then spoke. She waited."),
            (Strings{"He paused .", ".", ".", "and then spoke.", "She waited."}));
}

TEST(PunktSplitter, UnicodeOffsetsAreBytes) {
  const std::string t = "The caf\u00e9 served cr\u00e8me br\u00fbl\u00e9e. \u00c9ric arrived. "
                        "\u039f\u0394\u039f\u03a3. \u03a3. Next.";
  EXPECT_EQ(PunktSplitter::english().span_tokenize(t),
            (Spans{{0, 33}, {34, 48}, {49, 58}, {59, 62}, {63, 68}}));
  EXPECT_EQ(PunktSplitter::untrained().span_tokenize(t),
            (Spans{{0, 33}, {34, 48}, {49, 58}, {59, 68}}));
  // U+2028 is whitespace to Python: it separates sentences and is stripped at the end.
  EXPECT_EQ(PunktSplitter::english().span_tokenize("A.\u2028B. C.\u2028"),
            (Spans{{0, 7}, {8, 10}}));
  EXPECT_EQ(PunktSplitter::untrained().span_tokenize("A.\u2028B. C.\u2028"), (Spans{{0, 10}}));
}

TEST(PunktSplitter, InvalidUtf8IsOpaqueBytes) {
  // Same as NLTK on bytes.decode("utf-8", "surrogateescape").
  const std::string t = "Bad \xff byte. Next \xe2\x80 one.\xc3 Done.";
  EXPECT_EQ(PunktSplitter::english().span_tokenize(t), (Spans{{0, 11}, {12, 31}}));
  EXPECT_EQ(PunktSplitter::english().span_tokenize("\xff"), (Spans{{0, 1}}));
  EXPECT_EQ(PunktSplitter::english().span_tokenize("\xe2\x80"), (Spans{{0, 2}}));
}

TEST(PunktSplitter, EmptyAndBlankInput) {
  EXPECT_TRUE(PunktSplitter::english().span_tokenize("").empty());
  EXPECT_TRUE(PunktSplitter::english().span_tokenize("  \u00a0\n").empty());
  EXPECT_TRUE(PunktSplitter::untrained().span_tokenize("\n\n\t").empty());
  EXPECT_EQ(english("Paragraph one.\n\nParagraph two.\n"),
            (Strings{"Paragraph one.", "Paragraph two."}));
  EXPECT_EQ(english("no end mark"), (Strings{"no end mark"}));
}

TEST(PunktSplitter, SentTokenizeIsEnglish) {
  EXPECT_EQ(sent_tokenize("Mr. Smith left. He came back."),
            (Strings{"Mr. Smith left.", "He came back."}));
}

TEST(PunktSplitter, FromDirectoryMatchesTheEmbeddedTables) {
  auto r = PunktSplitter::from_directory(std::string(CITEVAL_SOURCE_DIR) + "/data/punkt/english");
  ASSERT_TRUE(r) << r.error().to_string();
  const std::string t = "Mr. Smith went to Washington. He arrived at 5 p.m. on Friday. Johann S. "
                        "Bach. The U.S. economy grew.";
  EXPECT_EQ(r->span_tokenize(t), PunktSplitter::english().span_tokenize(t));
}

TEST(PunktSplitter, TablesAreParsedAsNltkReadsThem) {
  // Only the final newline of a line is removed: the entry is "xy " (with its space), so "xy."
  // is no abbreviation (with "xy" it would be, and "A xy. B." would stay whole).
  auto r = PunktSplitter::from_tables("prof\nxy \r\n", "", "", "", "mem");
  ASSERT_TRUE(r) << r.error().to_string();
  EXPECT_EQ(r->tokenize("The prof. Smith said so."), (Strings{"The prof. Smith said so."}));
  EXPECT_EQ(r->tokenize("A xy. B."), (Strings{"A xy.", "B."}));
}

TEST(PunktSplitter, BadTablesAreErrorsNamingFileAndLine) {
  auto bad_colloc = PunktSplitter::from_tables("", "a\tb\nonlyone\n", "", "", "dir");
  ASSERT_FALSE(bad_colloc);
  EXPECT_EQ(bad_colloc.error().file, "dir/collocations.tab");
  EXPECT_EQ(bad_colloc.error().line, 2u);
  EXPECT_EQ(bad_colloc.error().code, ErrorCode::kParse);

  auto bad_ortho = PunktSplitter::from_tables("", "", "", "the\t12\nfoo\tbar\n", "dir");
  ASSERT_FALSE(bad_ortho);
  EXPECT_EQ(bad_ortho.error().file, "dir/ortho_context.tab");
  EXPECT_EQ(bad_ortho.error().line, 2u);

  auto missing = PunktSplitter::from_directory("/nonexistent/punkt");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, ErrorCode::kIo);
  EXPECT_EQ(missing.error().file, "/nonexistent/punkt/abbrev_types.txt");
}

TEST(PunktSplitter, ConcurrentUseGivesTheSameSpans) {
  std::string text;
  for (int i = 0; i < 200; ++i) text += "Dr. Who met Mr. Smith at 5 p.m. on Jan. 3. They talked [1]. ";
  const Spans want = PunktSplitter::english().span_tokenize(text);
  ASSERT_EQ(want.size(), 400u);
  std::vector<std::thread> threads;
  std::vector<int> same(4, 0);
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int k = 0; k < 20; ++k) same[t] += PunktSplitter::english().span_tokenize(text) == want;
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(same, (std::vector<int>{20, 20, 20, 20}));
}

}  // namespace
}  // namespace citeval::text

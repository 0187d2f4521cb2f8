// Chunking into <= N-word chunks and Jaccard evidence location (seed 003, section 5.1).
#include "meta/chunker.h"

#include <gtest/gtest.h>

#include <string>

namespace citeval::meta {
namespace {

std::string text_of(std::string_view doc, ByteSpan s) {
  return std::string(doc.substr(s.begin, s.end - s.begin));
}

TEST(Chunker, SplitUnitsAtLinesAndSentenceEnds) {
  const std::string doc =
      "First one. Second (\"quoted.\") third!  \n\n  Line two?No split here.\nv1.2 stays";
  auto units = split_units(doc);
  std::vector<std::string> got;
  for (auto u : units) got.push_back(text_of(doc, u));
  EXPECT_EQ(got, (std::vector<std::string>{"First one.", "Second (\"quoted.\")", "third!",
                                           "Line two?No split here.", "v1.2 stays"}));
  EXPECT_TRUE(split_units("").empty());
  EXPECT_TRUE(split_units(" \n\t\n").empty());
}

TEST(Chunker, PacksWholeUnitsGreedily) {
  // Units of 2, 2, 1 and 3 words with a limit of 4: [u0 u1] [u2 u3].
  const std::string doc = "a b\nc d\ne\nf g h";
  auto chunks = pack_chunks(doc, split_units(doc), 4);
  ASSERT_EQ(chunks.size(), 2u);
  EXPECT_EQ(text_of(doc, chunks[0].span), "a b\nc d");
  EXPECT_EQ(chunks[0].first_unit, 0u);
  EXPECT_EQ(chunks[0].last_unit, 1u);
  EXPECT_EQ(text_of(doc, chunks[1].span), "e\nf g h");
  EXPECT_EQ(chunks[1].first_unit, 2u);
  EXPECT_EQ(chunks[1].last_unit, 3u);
}

TEST(Chunker, CutsAUnitLongerThanAChunk) {
  // A 7-word unit with a limit of 3: two full pieces, the last word starts the next chunk with u1.
  const std::string doc = "w1 w2 w3 w4 w5 w6 w7\nx y";
  auto chunks = pack_chunks(doc, split_units(doc), 3);
  ASSERT_EQ(chunks.size(), 3u);
  EXPECT_EQ(text_of(doc, chunks[0].span), "w1 w2 w3");
  EXPECT_EQ(text_of(doc, chunks[1].span), "w4 w5 w6");
  EXPECT_EQ(text_of(doc, chunks[2].span), "w7\nx y");
  EXPECT_EQ(chunks[2].first_unit, 0u);
  EXPECT_EQ(chunks[2].last_unit, 1u);
}

TEST(Chunker, ChunksNeverExceedTheLimit) {
  std::string doc;
  for (int i = 0; i < 500; ++i) {
    doc += "word";
    doc += std::to_string(i);
    doc += (i % 37 == 36) ? ".\n" : (i % 11 == 10) ? ". " : " ";
  }
  auto chunks = pack_chunks(doc, split_units(doc), 150);
  std::size_t words = 0;
  for (std::size_t k = 0; k < chunks.size(); ++k) {
    const Chunk& c = chunks[k];
    std::size_t n = 0;
    std::string t = text_of(doc, c.span);
    for (std::size_t i = 0; i < t.size(); ++i)
      n += (t[i] != ' ' && t[i] != '\n') && (i == 0 || t[i - 1] == ' ' || t[i - 1] == '\n');
    EXPECT_LE(n, 150u);
    // Greedy packing of units of <= 11 words keeps all but the last chunk nearly full.
    if (k + 1 < chunks.size()) {
      EXPECT_GT(n, 139u);
    }
    words += n;
  }
  EXPECT_EQ(words, 500u);
}

TEST(Chunker, JaccardOfTokenSets) {
  // {the, cat, sat} vs {the, cat, ran}: 2 / 4. Case and punctuation do not matter; repeats count
  // once.
  EXPECT_DOUBLE_EQ(jaccard("The cat sat.", "the CAT, ran the"), 0.5);
  EXPECT_DOUBLE_EQ(jaccard("Zürich ÉTÉ", "zürich été"), 1.0);
  EXPECT_DOUBLE_EQ(jaccard("", "..."), 1.0);
  EXPECT_DOUBLE_EQ(jaccard("a", ""), 0.0);
}

TEST(Chunker, LocatesEvidenceInItsChunk) {
  const std::string doc =
      "Macquarie Island is the most humid place in Australia.\n"
      "It lies in the Southern Ocean.\n"
      "Penguins breed there every year.";
  auto chunks = pack_chunks(doc, split_units(doc), 9);  // one sentence a chunk
  ASSERT_EQ(chunks.size(), 3u);
  auto hits = locate_evidence(
      doc, chunks, {"the most humid place in Australia is Macquarie Island", "", "penguins"}, 0.5);
  EXPECT_EQ(hits.chunk_has_evidence, (std::vector<bool>{true, false, true}));
  EXPECT_EQ(hits.lines, 2u);  // the empty line has no tokens
  EXPECT_EQ(hits.lines_found, 2u);
  // Text that is not in the document is not found.
  auto none = locate_evidence(doc, chunks, {"Kangaroos are marsupials found in Tasmania"}, 0.5);
  EXPECT_EQ(none.chunk_has_evidence, (std::vector<bool>{false, false, false}));
  EXPECT_EQ(none.lines_found, 0u);
}

TEST(Chunker, EvidenceAcrossAChunkBoundaryMarksBothChunks) {
  const std::string doc = "alpha beta gamma delta\nepsilon zeta eta theta";
  auto chunks = pack_chunks(doc, split_units(doc), 4);
  ASSERT_EQ(chunks.size(), 2u);
  // Window "gamma delta epsilon zeta" is an exact match straddling the boundary.
  auto hits = locate_evidence(doc, chunks, {"gamma delta epsilon zeta"}, 0.5);
  EXPECT_EQ(hits.chunk_has_evidence, (std::vector<bool>{true, true}));
  // Evidence wholly inside chunk 2 marks only chunk 2 even though shifted windows overlap chunk 1.
  auto inside = locate_evidence(doc, chunks, {"epsilon zeta eta theta"}, 0.5);
  EXPECT_EQ(inside.chunk_has_evidence, (std::vector<bool>{false, true}));
}

TEST(Chunker, ThresholdIsInclusive) {
  const std::string doc = "one two three four";
  auto chunks = pack_chunks(doc, split_units(doc), 150);
  // {one, two, five, six} vs windows of 4 tokens = {one two three four}: 2 / 6.
  EXPECT_TRUE(locate_evidence(doc, chunks, {"one two five six"}, 1.0 / 3.0).chunk_has_evidence[0]);
  EXPECT_FALSE(locate_evidence(doc, chunks, {"one two five six"}, 0.34).chunk_has_evidence[0]);
}

}  // namespace
}  // namespace citeval::meta

// Arbitrary text through the whole sentence pipeline (citation groups, cleaning, the real
// tokenizer, a deterministic stand-in parse, attachment, cuts, surface text): never a crash, and
// every result keeps its invariants. Inputs mix words, commas, citation marks (well-formed and
// broken), brackets, multi-byte and invalid UTF-8.
#include <gtest/gtest.h>

#include <random>

#include "claims/response_sentences.h"
#include "claims/sentence_claims.h"
#include "claims/text_cleaning.h"
#include "depparse/tokenizer.h"

namespace citeval::claims {
namespace {

// Tokenizes like the real parser; heads: a chain towards a middle root, labels cycling through
// the ones the cuts look at, so every branch can occur.
class ChainParser : public TextParser {
 public:
  Result<ParsedText> parse(std::string_view text) const override {
    ParsedText p;
    for (const auto& t : parse::tokenize(text)) p.spans.push_back({t.begin, t.end});
    const int n = static_cast<int>(p.spans.size());
    const int root = n / 2;
    static const char* labels[] = {"prep", "cc", "advcl", "nsubj", "punct", "conj", "dobj"};
    for (int i = 0; i < n; ++i) {
      p.heads.push_back(i == root ? -1 : (i < root ? i + 1 : i - 1));
      p.deps.emplace_back(i == root ? "ROOT" : labels[i % 7]);
    }
    return p;
  }
  std::string identity() const override { return "chain"; }
};

std::string random_text(std::mt19937& rng) {
  static const char* pieces[] = {"word", "Grey's", "Dr.", ",", " ", " ", " ", "[1]", "[2][3]", "[12]", "[",
                                 "]", "[1, 2]", "[x]", ".", "!", "\xC3\xA9t\xC3\xA9", "\xFF", "\xE2\x80\x94",
                                 "1,000", "well-known", "\t", "[4-5]", "U.S.", "(a)", "_"};
  std::uniform_int_distribution<int> len(0, 30), pick(0, static_cast<int>(std::size(pieces)) - 1);
  std::string s;
  for (int k = len(rng); k > 0; --k) s += pieces[pick(rng)];
  return s;
}

TEST(PipelineRobustness, RandomTextKeepsInvariants) {
  ChainParser parser;
  std::mt19937 rng(2024);
  SentenceOptions opts;
  std::size_t claims_seen = 0;
  for (int iter = 0; iter < 20000; ++iter) {
    std::string text = random_text(rng);
    for (ByteSpan span : split_response(text)) {
      ASSERT_LE(span.begin, span.end);
      ASSERT_LE(span.end, text.size());
      SentenceClaims s = analyze_sentence(text, span, parser, opts, /*want_trace=*/true);
      for (const auto& sp : s.tree.spans) {
        ASSERT_LE(span.begin, sp.begin);
        ASSERT_LE(sp.end, span.end);
      }
      if (s.status != SentenceStatus::kClaims) {
        ASSERT_TRUE(s.claims.empty());
        continue;
      }
      ASSERT_EQ(s.claims.size(), s.tree.citations.size());
      for (const auto& c : s.claims) {
        ++claims_seen;
        ASSERT_FALSE(c.token_ids.empty());
        for (std::size_t k = 1; k < c.token_ids.size(); ++k) ASSERT_LT(c.token_ids[k - 1], c.token_ids[k]);
        ASSERT_LT(c.token_ids.back(), static_cast<int>(s.tree.tokens.size()));
        // The claim always keeps its own citation node.
        ASSERT_TRUE(std::find(c.token_ids.begin(), c.token_ids.end(), c.citation_token) != c.token_ids.end());
        std::string surface = claim_surface(text, s.tree, c, s.groups);
        ASSERT_LE(surface.size(), text.size());
      }
    }
  }
  EXPECT_GT(claims_seen, 1000u);  // the generator does reach the cuts
}

}  // namespace
}  // namespace citeval::claims

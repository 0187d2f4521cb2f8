#include "judge/memo_table.h"

#include <gtest/gtest.h>

#include <string>

namespace citeval::judge {
namespace {

Judgment judgment(bool ok, double prob, int label, std::string error = {}, std::string rationale = {}) {
  Judgment j;
  j.ok = ok;
  j.prob = prob;
  j.label = label;
  j.error = std::move(error);
  j.rationale = std::move(rationale);
  return j;
}

std::string show(const Judgment& j) {
  return std::to_string(j.ok) + " " + std::to_string(j.prob) + " " + std::to_string(j.label) + " [" + j.error +
         "] [" + j.rationale + "]";
}

TEST(MemoTable, KeepsEveryJudgmentExactly) {
  MemoTable memo;
  Judgment out = judgment(true, 0.5, 1, "untouched");
  EXPECT_FALSE(memo.find(make_memo_key("p", "h"), out));
  EXPECT_EQ(show(out), "1 0.500000 1 [untouched] []");

  memo.insert_or_assign(make_memo_key("p", "h"), judgment(true, 0.1 + 0.2, 0));
  memo.insert_or_assign(make_memo_key("p", "h", "q"), judgment(false, 0.0, 0, "timeout"));
  memo.insert_or_assign(make_memo_key("p", "h2"), judgment(true, 1.0, 1, "", "the passage says so"));
  EXPECT_EQ(memo.size(), 3u);
  ASSERT_TRUE(memo.find(make_memo_key("p", "h"), out));
  EXPECT_EQ(out.prob, 0.1 + 0.2);  // the double itself, not a rounding of it
  EXPECT_EQ(show(out), "1 0.300000 0 [] []");
  ASSERT_TRUE(memo.find(make_memo_key("p", "h", "q"), out));
  EXPECT_EQ(show(out), "0 0.000000 0 [timeout] []");
  ASSERT_TRUE(memo.find(make_memo_key("p", "h2"), out));
  EXPECT_EQ(show(out), "1 1.000000 1 [] [the passage says so]");

  // Replacing: the text goes with the judgment it belonged to.
  memo.insert_or_assign(make_memo_key("p", "h", "q"), judgment(true, 0.75, 1));
  memo.insert_or_assign(make_memo_key("p", "h"), judgment(true, 0.25, 0, "", "why"));
  EXPECT_EQ(memo.size(), 3u);
  ASSERT_TRUE(memo.find(make_memo_key("p", "h", "q"), out));
  EXPECT_EQ(show(out), "1 0.750000 1 [] []");
  ASSERT_TRUE(memo.find(make_memo_key("p", "h"), out));
  EXPECT_EQ(show(out), "1 0.250000 0 [] [why]");
}

TEST(MemoTable, GrowsWithoutLosingAPair) {
  MemoTable memo;
  constexpr int kPairs = 100000;  // the table doubles seven times on the way
  for (int i = 0; i < kPairs; ++i) {
    memo.insert_or_assign(make_memo_key("premise " + std::to_string(i % 97), "hypothesis " + std::to_string(i)),
                          judgment(i % 3 != 0, i / double(kPairs), i % 2, i % 1000 == 0 ? "e" + std::to_string(i) : ""));
  }
  EXPECT_EQ(memo.size(), static_cast<std::size_t>(kPairs));
  Judgment out;
  for (int i = 0; i < kPairs; ++i) {
    ASSERT_TRUE(memo.find(make_memo_key("premise " + std::to_string(i % 97), "hypothesis " + std::to_string(i)), out))
        << i;
    ASSERT_EQ(show(out), show(judgment(i % 3 != 0, i / double(kPairs), i % 2, i % 1000 == 0 ? "e" + std::to_string(i) : "")))
        << i;
  }
  EXPECT_FALSE(memo.find(make_memo_key("premise 1", "hypothesis 2"), out));  // 2 % 97 != 1
}

// A bound of 4: two generations of 2 pairs. A new pair for a full current generation drops the
// older one; a pair found in the older generation moves to the current one.
TEST(MemoTable, ABoundKeepsTheMostRecentlyUsedPairs) {
  MemoTable memo(4);
  auto key = [](char c) { return make_memo_key(std::string("premise ") + c, std::string("hypothesis ") + c); };
  auto put = [&](char c) { memo.insert_or_assign(key(c), judgment(true, (c - 'a') / 10.0, c % 2, c == 'a' ? "why a" : "")); };
  auto has = [&](char c) {
    Judgment out;
    if (!memo.find(key(c), out)) return false;
    EXPECT_EQ(show(out), show(judgment(true, (c - 'a') / 10.0, c % 2, c == 'a' ? "why a" : ""))) << c;
    return true;
  };
  put('a');
  put('b');
  EXPECT_EQ(memo.size(), 2u);
  put('c');  // the first generation {a, b} becomes the older one
  put('d');
  EXPECT_EQ(memo.size(), 4u);
  EXPECT_EQ(memo.evicted(), 0u);
  EXPECT_TRUE(has('a'));  // found in the older generation, with its text: the current {c, d} is
                          // full, so {a, b} is dropped, {c, d} becomes the older, a the current
  EXPECT_EQ(memo.size(), 3u);
  EXPECT_EQ(memo.evicted(), 2u);
  EXPECT_FALSE(has('b'));  // not used: evicted
  EXPECT_TRUE(has('c'));   // into the current generation {a, c}
  EXPECT_EQ(memo.size(), 4u);
  put('e');  // drops {c, d}; {a, c} older, {e} current
  EXPECT_EQ(memo.evicted(), 4u);
  EXPECT_EQ(memo.size(), 3u);
  EXPECT_FALSE(has('d'));
  EXPECT_TRUE(has('e'));
  EXPECT_TRUE(has('a'));  // current {e, a}
  EXPECT_EQ(memo.size(), 4u);
  // Replacing a pair of the current generation takes no room.
  memo.insert_or_assign(key('e'), judgment(false, 0.0, 0, "timeout"));
  Judgment out;
  ASSERT_TRUE(memo.find(key('e'), out));
  EXPECT_EQ(show(out), "0 0.000000 0 [timeout] []");
  EXPECT_EQ(memo.size(), 4u);
}

// Many more pairs than the bound: never more than the bound kept, the last half always found,
// every eviction counted (each pair is inserted once and never looked up before it is dropped).
TEST(MemoTable, ABoundHoldsUnderManyDistinctPairs) {
  constexpr std::size_t kBound = 1000, kPairs = 100000;
  MemoTable memo(kBound);
  Judgment out;
  for (std::size_t i = 0; i < kPairs; ++i) {
    memo.insert_or_assign(make_memo_key("p", std::to_string(i)), judgment(true, 0.5, 1, i % 7 == 0 ? "e" : ""));
    ASSERT_LE(memo.size(), kBound);
  }
  EXPECT_EQ(memo.size() + memo.evicted(), kPairs);
  for (std::size_t i = kPairs - kBound / 2; i < kPairs; ++i) {
    ASSERT_TRUE(memo.find(make_memo_key("p", std::to_string(i)), out)) << i;
    ASSERT_EQ(show(out), show(judgment(true, 0.5, 1, i % 7 == 0 ? "e" : ""))) << i;
  }
  EXPECT_FALSE(memo.find(make_memo_key("p", std::to_string(kPairs - kBound - 1)), out));
}

}  // namespace
}  // namespace citeval::judge

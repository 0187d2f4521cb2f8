#include "common/key128_map.h"

#include <cstdint>
#include <map>
#include <random>
#include <utility>

#include <gtest/gtest.h>

namespace citeval {
namespace {

using Value = std::pair<std::size_t, bool>;

TEST(Key128Map, NewKeyKeepsItsValueAndARepeatReturnsTheFirst) {
  Key128Map m;
  EXPECT_EQ(m.find_value({1, 2}), Key128Map::kNoValue);
  EXPECT_EQ(m.emplace({1, 2}, 7), (Value{7, true}));
  EXPECT_EQ(m.emplace({1, 2}, 9), (Value{7, false}));
  EXPECT_EQ(m.find_value({1, 2}), 7u);
  EXPECT_EQ(m.size(), 1u);
}

// Keys with the same low half (so the same first slot) but different high halves are distinct:
// the key is compared whole, never taken for a duplicate on a slot or half-key collision.
TEST(Key128Map, SameLowHalfDifferentHighIsTwoKeys) {
  Key128Map m;
  EXPECT_EQ(m.emplace({1, 42}, 10), (Value{10, true}));
  EXPECT_EQ(m.emplace({2, 42}, 20), (Value{20, true}));
  EXPECT_EQ(m.emplace({0, 42}, 30), (Value{30, true}));
  EXPECT_EQ(m.emplace({2, 42}, 99), (Value{20, false}));
  EXPECT_EQ(m.find_value({1, 42}), 10u);
  EXPECT_EQ(m.find_value({0, 42}), 30u);
  EXPECT_EQ(m.find_value({3, 42}), Key128Map::kNoValue);
  EXPECT_EQ(m.size(), 3u);
}

// The same high half with low halves equal modulo the table size (one slot, probing on).
TEST(Key128Map, SlotCollisionsProbeOn) {
  Key128Map m;
  for (std::uint64_t k = 0; k < 12; ++k) EXPECT_EQ(m.emplace({5, k << 40}, k), (Value{k, true}));
  for (std::uint64_t k = 0; k < 12; ++k) EXPECT_EQ(m.find_value({5, k << 40}), k);
  EXPECT_EQ(m.find_value({5, 12ull << 40}), Key128Map::kNoValue);
  EXPECT_EQ(m.size(), 12u);
}

// Against std::map through growth (16 slots doubling to 2^17), with repeats and keys whose low
// halves collide in the table's low bits.
TEST(Key128Map, AgreesWithStdMapThroughGrowth) {
  Key128Map m;
  std::map<std::pair<std::uint64_t, std::uint64_t>, std::size_t> ref;
  std::mt19937_64 rng(27);
  for (std::size_t i = 0; i < 60000; ++i) {
    std::uint64_t low = rng() % 50000, high = rng() % 3;  // repeats, shared low halves
    auto [it, fresh] = ref.emplace(std::pair{high, low}, i);
    ASSERT_EQ(m.emplace({high, low}, i), (Value{it->second, fresh})) << i;
  }
  EXPECT_EQ(m.size(), ref.size());
  std::size_t slots = 16;  // doubled until the entries are at most 3/4 of the slots
  while (ref.size() * 4 > slots * 3) slots *= 2;
  EXPECT_EQ(m.capacity(), slots);
  EXPECT_GE(slots, std::size_t{1} << 16);
  for (const auto& [k, v] : ref) EXPECT_EQ(m.find_value({k.first, k.second}), v);
}

}  // namespace
}  // namespace citeval

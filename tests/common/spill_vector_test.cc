// SpillVector: the values come back in order, whole, across blocks, copies, moves and appends,
// whether the blocks went to a temporary file or (no file could be made) stayed in memory.
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <vector>

#include <gtest/gtest.h>

#include "common/spill_vector.h"

namespace citeval {
namespace {

struct Row {
  std::uint64_t a;
  double b;
};

constexpr std::size_t kB = SpillVector<int>::kBlock;

std::vector<std::uint64_t> iota(std::size_t n, std::uint64_t from = 0) {
  std::vector<std::uint64_t> v(n);
  std::iota(v.begin(), v.end(), from);
  return v;
}

SpillVector<std::uint64_t> filled(const std::vector<std::uint64_t>& v) {
  SpillVector<std::uint64_t> s;
  for (auto x : v) s.push_back(x);
  return s;
}

TEST(SpillVector, ValuesComeBackInOrderAcrossBlocks) {
  for (std::size_t n : {std::size_t{0}, std::size_t{1}, kB - 1, kB, kB + 1, 3 * kB + 5}) {
    const auto want = iota(n, 7);
    const auto s = filled(want);
    EXPECT_EQ(s.size(), n);
    EXPECT_EQ(s.empty(), n == 0);
    EXPECT_EQ(s.to_vector(), want) << n;
    std::vector<std::size_t> blocks;
    s.for_each_block([&](std::span<const std::uint64_t> b) { blocks.push_back(b.size()); });
    std::vector<std::size_t> want_blocks(n / kB, kB);
    if (n % kB != 0) want_blocks.push_back(n % kB);
    EXPECT_EQ(blocks, want_blocks) << n;
  }
}

TEST(SpillVector, CopyMoveAndAppendKeepEveryValue) {
  const auto a = iota(kB + 3), b = iota(2 * kB - 1, 100000);
  auto s = filled(a);
  const SpillVector<std::uint64_t> copy = s;  // its own file
  s.push_back(42);
  EXPECT_EQ(copy.to_vector(), a);
  auto want = a;
  want.push_back(42);
  EXPECT_EQ(s.to_vector(), want);
  s.append(filled(b));  // a merge at an odd boundary
  want.insert(want.end(), b.begin(), b.end());
  EXPECT_EQ(s.to_vector(), want);
  SpillVector<std::uint64_t> moved = std::move(s);
  EXPECT_EQ(moved.to_vector(), want);
  EXPECT_EQ(moved.size(), want.size());
  SpillVector<std::uint64_t> assigned;
  assigned = copy;
  EXPECT_EQ(assigned.to_vector(), a);
}

TEST(SpillVector, StructsRoundTrip) {
  SpillVector<Row> s;
  for (std::uint64_t i = 0; i < 2 * kB + 9; ++i) s.push_back({i, 0.5 * static_cast<double>(i)});
  std::uint64_t i = 0;
  s.for_each([&](const Row& r) {
    EXPECT_EQ(r.a, i);
    EXPECT_EQ(r.b, 0.5 * static_cast<double>(i));
    ++i;
  });
  EXPECT_EQ(i, 2 * kB + 9);
}

TEST(SpillVector, WithoutATemporaryFileTheBlocksStayInMemory) {
  const char* old = std::getenv("TMPDIR");
  const std::string saved = old ? old : "";
  ::setenv("TMPDIR", "/nonexistent/citeval-spill-test", 1);
  const auto want = iota(3 * kB + 5);
  const auto s = filled(want);
  if (old) {
    ::setenv("TMPDIR", saved.c_str(), 1);
  } else {
    ::unsetenv("TMPDIR");
  }
  EXPECT_EQ(s.to_vector(), want);
  auto t = s;
  t.append(s);
  EXPECT_EQ(t.size(), 2 * want.size());
}

}  // namespace
}  // namespace citeval

// The key that names one support question of one judge: SHA-256 over the judge identity, the
// premise and the hypothesis, each preceded by its length.
//
//   key = SHA-256( u64le(|identity|) identity  u64le(|premise|) premise  u64le(|hypothesis|) hypothesis )
//
// The length prefixes make the encoding unambiguous ("ab"+"c" and "a"+"bc" differ), so two keys
// are equal exactly when identity, premise and hypothesis are byte-for-byte equal (up to SHA-256
// collisions). JudgeSession uses the key both for its in-run memo and as the primary key of the
// persistent cache, so each pair is hashed once.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace citeval::judge {

struct PairKey {
  std::array<std::uint8_t, 32> bytes{};

  bool operator==(const PairKey&) const = default;
  std::string hex() const;
};

// A well-mixed 64-bit value taken from the digest itself (for hash tables; SHA-256 output is
// already uniform, so rehashing would be wasted work).
struct PairKeyHash {
  std::size_t operator()(const PairKey& k) const noexcept {
    std::uint64_t h;
    std::memcpy(&h, k.bytes.data(), sizeof h);
    return static_cast<std::size_t>(h);
  }
};

// Thread-safe (each thread uses its own hashing context).
PairKey make_pair_key(std::string_view identity, std::string_view premise,
                      std::string_view hypothesis);

// SHA-256 of arbitrary bytes as 64 lower-case hex digits (table file hashes, tests).
std::string sha256_hex(std::string_view data);

}  // namespace citeval::judge

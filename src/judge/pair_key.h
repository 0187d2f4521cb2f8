// Keys that name support questions.
//
// PairKey, the persistent cache key of one question to one judge: SHA-256 over the judge
// identity, the premise and the hypothesis, each preceded by its length,
//
//   key = SHA-256( u64le(|identity|) identity  u64le(|premise|) premise  u64le(|hypothesis|) hypothesis )
//
// The length prefixes make the encoding unambiguous ("ab"+"c" and "a"+"bc" differ), so two keys
// are equal exactly when identity, premise and hypothesis are byte-for-byte equal (up to SHA-256
// collisions). A cryptographic hash because cache files outlive runs and may be shared.
// A request with a question (JudgeRequest::question non-empty) appends it as a fourth
// length-prefixed field,
//
//   key = SHA-256( ... u64le(|hypothesis|) hypothesis  u64le(|question|) question )
//
// so keys of question-less pairs are those of older caches, and a question is never confused
// with a part of the hypothesis.
//
// MemoKey, the in-run key of a JudgeSession's memo (one session = one identity): the 128-bit
// XXH3 hashes of the premise, of the hypothesis and of the question (zero when there is none),
// side by side. Computing it costs a tenth of
// the SHA-256, and a session without a persistent cache never computes a SHA-256 at all; a
// session with one computes it once per distinct pair.
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

struct MemoKey {
  std::uint64_t premise_low, premise_high, hypothesis_low, hypothesis_high;
  std::uint64_t question_low = 0, question_high = 0;
  bool operator==(const MemoKey&) const = default;
};

struct MemoKeyHash {
  std::size_t operator()(const MemoKey& k) const noexcept {
    return static_cast<std::size_t>(k.premise_low ^ (k.hypothesis_low * 0x9e3779b97f4a7c15ULL) ^
                                    (k.question_low * 0xc2b2ae3d27d4eb4fULL));
  }
};

MemoKey make_memo_key(std::string_view premise, std::string_view hypothesis,
                      std::string_view question = {});

// 64-bit XXH3 of a string (hash tables over long strings, e.g. the table judge's premises).
std::uint64_t fast_hash(std::string_view s);

// Thread-safe (each thread uses its own hashing context).
PairKey make_pair_key(std::string_view identity, std::string_view premise,
                      std::string_view hypothesis, std::string_view question = {});

// SHA-256 of arbitrary bytes as 64 lower-case hex digits (table file hashes, tests).
std::string sha256_hex(std::string_view data);

// SHA-256 of bytes given in pieces (a file read in blocks): update() each piece in order, then
// hex() once, which equals sha256_hex() of the pieces joined. Not copyable; one thread at a time.
class Sha256 {
 public:
  Sha256();
  ~Sha256();
  Sha256(const Sha256&) = delete;
  Sha256& operator=(const Sha256&) = delete;
  void update(std::string_view data);
  std::string hex();

 private:
  void* ctx_;  // EVP_MD_CTX (OpenSSL's header stays out of this one)
};

}  // namespace citeval::judge

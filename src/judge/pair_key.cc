#include "judge/pair_key.h"

#include <openssl/evp.h>

// Header-only use of xxHash: inlined, so short strings cost no call.
#define XXH_INLINE_ALL
#include <xxhash.h>

#include <cstdlib>
#include <memory>

namespace citeval::judge {
namespace {

// Fetched once: implicit fetching by EVP_sha256() on every init costs a provider lookup.
const EVP_MD* sha256_md() {
  static EVP_MD* md = EVP_MD_fetch(nullptr, "SHA256", nullptr);
  if (md == nullptr) std::abort();  // OpenSSL without SHA-256 is a broken installation
  return md;
}

struct CtxDeleter {
  void operator()(EVP_MD_CTX* c) const { EVP_MD_CTX_free(c); }
};

EVP_MD_CTX* thread_ctx() {
  thread_local std::unique_ptr<EVP_MD_CTX, CtxDeleter> ctx(EVP_MD_CTX_new());
  if (!ctx) std::abort();
  return ctx.get();
}

void update(EVP_MD_CTX* ctx, const void* data, std::size_t n) {
  if (EVP_DigestUpdate(ctx, data, n) != 1) std::abort();
}

void update_prefixed(EVP_MD_CTX* ctx, std::string_view s) {
  std::uint8_t len[8];
  std::uint64_t n = s.size();
  for (int i = 0; i < 8; ++i) len[i] = static_cast<std::uint8_t>(n >> (8 * i));
  update(ctx, len, sizeof len);
  update(ctx, s.data(), s.size());
}

const char kHex[] = "0123456789abcdef";

std::string to_hex(const std::uint8_t* p, std::size_t n) {
  std::string out(2 * n, '0');
  for (std::size_t i = 0; i < n; ++i) {
    out[2 * i] = kHex[p[i] >> 4];
    out[2 * i + 1] = kHex[p[i] & 15];
  }
  return out;
}

}  // namespace

MemoKey make_memo_key(std::string_view premise, std::string_view hypothesis,
                      std::string_view question) {
  XXH128_hash_t p = XXH3_128bits(premise.data(), premise.size());
  XXH128_hash_t h = XXH3_128bits(hypothesis.data(), hypothesis.size());
  MemoKey key{p.low64, p.high64, h.low64, h.high64};
  if (!question.empty()) {
    XXH128_hash_t q = XXH3_128bits(question.data(), question.size());
    key.question_low = q.low64;
    key.question_high = q.high64;
  }
  return key;
}

std::uint64_t fast_hash(std::string_view s) { return XXH3_64bits(s.data(), s.size()); }

std::string PairKey::hex() const { return to_hex(bytes.data(), bytes.size()); }

PairKey make_pair_key(std::string_view identity, std::string_view premise,
                      std::string_view hypothesis, std::string_view question) {
  EVP_MD_CTX* ctx = thread_ctx();
  if (EVP_DigestInit_ex(ctx, sha256_md(), nullptr) != 1) std::abort();
  update_prefixed(ctx, identity);
  update_prefixed(ctx, premise);
  update_prefixed(ctx, hypothesis);
  if (!question.empty()) update_prefixed(ctx, question);
  PairKey key;
  unsigned int len = 0;
  if (EVP_DigestFinal_ex(ctx, key.bytes.data(), &len) != 1 || len != key.bytes.size()) std::abort();
  return key;
}

namespace {

// The hex digest of a SHA-256 context fed so far.
std::string final_hex(EVP_MD_CTX* ctx) {
  std::uint8_t digest[32];
  unsigned int len = 0;
  if (EVP_DigestFinal_ex(ctx, digest, &len) != 1 || len != sizeof digest) std::abort();
  return to_hex(digest, sizeof digest);
}

}  // namespace

std::string sha256_hex(std::string_view data) {
  EVP_MD_CTX* ctx = thread_ctx();
  if (EVP_DigestInit_ex(ctx, sha256_md(), nullptr) != 1) std::abort();
  update(ctx, data.data(), data.size());
  return final_hex(ctx);
}

Sha256::Sha256() : ctx_(EVP_MD_CTX_new()) {
  if (ctx_ == nullptr || EVP_DigestInit_ex(static_cast<EVP_MD_CTX*>(ctx_), sha256_md(), nullptr) != 1) std::abort();
}

Sha256::~Sha256() { EVP_MD_CTX_free(static_cast<EVP_MD_CTX*>(ctx_)); }

void Sha256::update(std::string_view data) { judge::update(static_cast<EVP_MD_CTX*>(ctx_), data.data(), data.size()); }

std::string Sha256::hex() { return final_hex(static_cast<EVP_MD_CTX*>(ctx_)); }

}  // namespace citeval::judge

#include "serve/bearer_tokens.h"

#include <openssl/crypto.h>
#include <openssl/sha.h>

#include "common/read_file.h"

namespace citeval::serve {
namespace {

std::array<unsigned char, 32> digest(std::string_view s) {
  std::array<unsigned char, 32> d{};
  SHA256(reinterpret_cast<const unsigned char*>(s.data()), s.size(), d.data());
  return d;
}

}  // namespace

Result<BearerTokens> BearerTokens::read(const std::string& path) {
  auto text = read_whole_file(path, "cannot open the tokens file", "cannot read the tokens file");
  if (!text) return text.error();
  BearerTokens out;
  std::string_view rest = *text;
  while (!rest.empty()) {
    const std::size_t nl = rest.find('\n');
    std::string_view line = rest.substr(0, nl);
    rest = nl == std::string_view::npos ? std::string_view{} : rest.substr(nl + 1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
    if (!line.empty()) out.digests_.push_back(digest(line));
  }
  if (out.digests_.empty()) return make_error(ErrorCode::kInvalidArgument, "no token in the file", path);
  return out;
}

bool BearerTokens::accepts(std::string_view authorization) const {
  constexpr std::string_view kScheme = "Bearer ";
  if (authorization.substr(0, kScheme.size()) != kScheme) return false;
  const auto d = digest(authorization.substr(kScheme.size()));
  bool ok = false;
  for (const auto& t : digests_) ok |= CRYPTO_memcmp(t.data(), d.data(), d.size()) == 0;  // no early exit
  return ok;
}

}  // namespace citeval::serve

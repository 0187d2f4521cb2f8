// BearerTokens — the tokens a service accepts in "Authorization: Bearer TOKEN", read from a file
// (one a line; blank lines and trailing white space ignored). A presented token is compared with
// each accepted one through their SHA-256 digests with OpenSSL's CRYPTO_memcmp, so the time taken
// depends neither on where the first differing byte is nor on the tokens' lengths.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"

namespace citeval::serve {

class BearerTokens {
 public:
  // kIo for an unreadable file, kInvalidArgument for a file without a token (naming the file).
  static Result<BearerTokens> read(const std::string& path);
  // Whether an Authorization header value carries an accepted token.
  bool accepts(std::string_view authorization) const;

 private:
  std::vector<std::array<unsigned char, 32>> digests_;
};

}  // namespace citeval::serve

#include "cite/decimal_digit.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace citeval::cite {
namespace {

// The digit zero of every Nd block, Unicode 14.0 (Python 3.11's unicodedata): each block is
// ten consecutive code points 0..9. Generated with
//   [c for c in range(0x110000) if unicodedata.decimal(chr(c), None) == 0]
// and checked by tests/cite/citation_compat_test against Python's re.
constexpr std::array<char32_t, 66> kZeros = {
    0x30,    0x660,   0x6F0,   0x7C0,   0x966,   0x9E6,   0xA66,   0xAE6,   0xB66,   0xBE6,
    0xC66,   0xCE6,   0xD66,   0xDE6,   0xE50,   0xED0,   0xF20,   0x1040,  0x1090,  0x17E0,
    0x1810,  0x1946,  0x19D0,  0x1A80,  0x1A90,  0x1B50,  0x1BB0,  0x1C40,  0x1C50,  0xA620,
    0xA8D0,  0xA900,  0xA9D0,  0xA9F0,  0xAA50,  0xABF0,  0xFF10,  0x104A0, 0x10D30, 0x11066,
    0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x11730, 0x118E0,
    0x11950, 0x11C50, 0x11D50, 0x11DA0, 0x16A60, 0x16AC0, 0x16B50, 0x1D7CE, 0x1D7D8, 0x1D7E2,
    0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0, 0x1E950, 0x1FBF0};

// Strict UTF-8 decoding (no overlongs, no surrogates, <= U+10FFFF), as Python's decoder is:
// anything else is "not a digit". Returns 0 bytes when invalid.
std::size_t decode(std::string_view s, std::size_t pos, char32_t& cp) {
  const auto b0 = static_cast<unsigned char>(s[pos]);
  std::size_t len;
  char32_t min;
  if (b0 < 0x80) {
    cp = b0;
    return 1;
  } else if ((b0 & 0xE0) == 0xC0) {
    len = 2, cp = b0 & 0x1F, min = 0x80;
  } else if ((b0 & 0xF0) == 0xE0) {
    len = 3, cp = b0 & 0x0F, min = 0x800;
  } else if ((b0 & 0xF8) == 0xF0) {
    len = 4, cp = b0 & 0x07, min = 0x10000;
  } else {
    return 0;
  }
  if (s.size() - pos < len) return 0;
  for (std::size_t i = 1; i < len; ++i) {
    const auto b = static_cast<unsigned char>(s[pos + i]);
    if ((b & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (b & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

}  // namespace

DecimalDigit decimal_digit_at(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return {};
  const auto b0 = static_cast<unsigned char>(text[pos]);
  if (b0 >= '0' && b0 <= '9') return {b0 - '0', 1};
  if (b0 < 0x80) return {};
  char32_t cp = 0;
  const std::size_t len = decode(text, pos, cp);
  if (len == 0) return {};
  // The last zero <= cp; blocks may be adjacent (the mathematical digits), never overlapping.
  auto it = std::upper_bound(kZeros.begin(), kZeros.end(), cp);
  if (it == kZeros.begin()) return {};
  const char32_t zero = *(it - 1);
  if (cp - zero > 9) return {};
  return {static_cast<int>(cp - zero), len};
}

}  // namespace citeval::cite

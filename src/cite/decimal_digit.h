// Python's `\d` on str: is the UTF-8 code point at text[pos] a Unicode decimal digit (category
// Nd), and which. ALCE's citation regex `\[\d+` matches those, and int() reads them, so the
// compatible parser needs the same set; a 66-entry table is smaller than pulling utf8proc into
// citeval::cite (it has no numeric values anyway).
#pragma once

#include <cstddef>
#include <string_view>

namespace citeval::cite {

struct DecimalDigit {
  int value = -1;       // 0..9, or -1 when text[pos] does not start a decimal digit
  std::size_t len = 0;  // bytes of the code point when value >= 0
};

DecimalDigit decimal_digit_at(std::string_view text, std::size_t pos);

}  // namespace citeval::cite

// punkt_chars.h — the character classes of Python 3.11's `re`/`str` that NLTK's Punkt relies on,
// over UTF-8 bytes (internal to the Punkt splitter; see punkt_splitter.h).
//
// NLTK works on code points with Unicode-aware `\s`, `\w`, `\d`, `str.isupper()`,
// `str.islower()` and `str.lower()`. We decode UTF-8 on the fly and answer the same questions,
// so that decisions match NLTK while positions stay byte offsets into the caller's text.
// Classes come from utf8proc, corrected where it differs from Python 3.11 (Unicode 14.0):
// utf8proc 2.8 knows Unicode 15.0, whose new code points Python sees as unassigned, and five
// modifier letters that utf8proc calls lower case. tests/text/punkt_differential.py checks every
// code point against Python.
//
// Invalid UTF-8: each byte that is not part of a well-formed sequence is one opaque character
// (no class: not space, not word, not cased; lower-cases to itself), which is exactly what NLTK
// does with text decoded by Python's `errors="surrogateescape"`. Such a byte decodes to the lone
// surrogate U+DC80..U+DCFF, which well-formed UTF-8 can never produce.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace citeval::text::punkt {

struct Decoded {
  char32_t cp = 0;
  std::size_t len = 1;  // bytes consumed, >= 1
};

// Decodes the code point at s[i] (i < s.size()); see above for invalid bytes.
Decoded decode_at(std::string_view s, std::size_t i);

// Python's str.isspace() == re `\s` on str patterns.
bool is_space_cp(char32_t c);
// re `\w` (str.isalnum() or '_').
bool is_word_cp(char32_t c);
// re `\d` (decimal digits, category Nd).
bool is_decimal_cp(char32_t c);
// str.isupper() / str.islower() of a one-character string.
bool is_upper_cp(char32_t c);
bool is_lower_cp(char32_t c);

// Appends Python's s.lower() of the UTF-8 string s (full mapping: U+0130 becomes "i̇", and
// capital sigma becomes final sigma at the end of a word).
void append_lower(std::string_view s, std::string& out);

// The whitespace test at byte i, as (is_space, byte length); ASCII is answered inline because it
// is nearly every call.
inline bool space_at(std::string_view s, std::size_t i, std::size_t* len) {
  const auto b = static_cast<unsigned char>(s[i]);
  if (b < 0x80) {
    *len = 1;
    return b == ' ' || (b >= 0x09 && b <= 0x0d) || (b >= 0x1c && b <= 0x1f);
  }
  const Decoded d = decode_at(s, i);
  *len = d.len;
  return is_space_cp(d.cp);
}

// The offset just past s with trailing whitespace removed (Python's len(s.rstrip())).
std::size_t rstrip_end(std::string_view s);

}  // namespace citeval::text::punkt

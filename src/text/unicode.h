// Small Unicode helpers over UTF-8 with Python 3 str semantics, shared by the text component.
//
// Python is the reference for ALCE/SQuAD text handling, so "whitespace", "word character" and
// "lower-case" here mean what str.isspace(), re's \w and str.lower() mean. Invalid UTF-8 bytes
// are never an error: each one is treated as a single non-space, non-word code point (U+FFFD)
// and copied through unchanged.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace citeval::text {

struct CodePoint {
  char32_t cp = 0;      // U+FFFD for an invalid byte
  std::size_t len = 0;  // bytes consumed (>= 1 unless at the end)
  bool valid = true;
};

// Decodes the code point at text[pos] (pos < text.size()). Inline for ASCII (most bytes of the
// text scored; a call per byte was 5% of a large ALCE run), utf8proc for the rest.
CodePoint decode_utf8_multibyte(std::string_view text, std::size_t pos);
inline CodePoint decode_utf8(std::string_view text, std::size_t pos) {
  const auto b = static_cast<unsigned char>(text[pos]);
  if (b < 0x80) return {b, 1, true};
  return decode_utf8_multibyte(text, pos);
}
void append_utf8(std::string& out, char32_t cp);

bool is_python_space_multibyte(char32_t cp);
inline bool is_python_space(char32_t cp) {  // str.isspace()
  if (cp < 0x80) return (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x20);
  return is_python_space_multibyte(cp);
}
bool is_python_word(char32_t cp);   // re's \w on str: alphanumeric (L*, N*) or '_'
bool is_cased(char32_t cp);         // Unicode Cased property (approximated by Lu/Ll/Lt + Other_Lowercase/Uppercase via utf8proc)

// str.lower(): full lower-case mapping including U+0130 -> "i\u0307" and the final-sigma rule.
std::string python_lower(std::string_view text);

}  // namespace citeval::text

#include "text/unicode.h"

#include <utf8proc.h>

namespace citeval::text {

CodePoint decode_utf8_multibyte(std::string_view text, std::size_t pos) {
  utf8proc_int32_t cp = 0;
  const auto* p = reinterpret_cast<const utf8proc_uint8_t*>(text.data() + pos);
  utf8proc_ssize_t n = utf8proc_iterate(p, static_cast<utf8proc_ssize_t>(text.size() - pos), &cp);
  if (n <= 0) return {0xFFFD, 1, false};
  return {static_cast<char32_t>(cp), static_cast<std::size_t>(n), true};
}

void append_utf8(std::string& out, char32_t cp) {
  utf8proc_uint8_t buf[4];
  utf8proc_ssize_t n = utf8proc_encode_char(static_cast<utf8proc_int32_t>(cp), buf);
  out.append(reinterpret_cast<const char*>(buf), static_cast<std::size_t>(n));
}

bool is_python_space_multibyte(char32_t cp) {
  // CPython's _PyUnicode_IsWhitespace table (general category Zs, or bidi class WS, B or S); the
  // ASCII ones (0x09-0x0D, 0x1C-0x20) are in the header's inline part.
  switch (cp) {
    case 0x09: case 0x0A: case 0x0B: case 0x0C: case 0x0D:
    case 0x1C: case 0x1D: case 0x1E: case 0x1F: case 0x20:
    case 0x85: case 0xA0: case 0x1680:
    case 0x2028: case 0x2029: case 0x202F: case 0x205F: case 0x3000:
      return true;
    default:
      return cp >= 0x2000 && cp <= 0x200A;
  }
}

bool is_python_word(char32_t cp) {
  if (cp < 0x80) {
    return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9') ||
           cp == '_';
  }
  switch (utf8proc_category(static_cast<utf8proc_int32_t>(cp))) {
    case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL: case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM: case UTF8PROC_CATEGORY_LO:
    case UTF8PROC_CATEGORY_ND: case UTF8PROC_CATEGORY_NL: case UTF8PROC_CATEGORY_NO:
      return true;
    default:
      return false;
  }
}

bool is_cased(char32_t cp) {
  auto c = static_cast<utf8proc_int32_t>(cp);
  auto cat = utf8proc_category(c);
  if (cat == UTF8PROC_CATEGORY_LU || cat == UTF8PROC_CATEGORY_LL || cat == UTF8PROC_CATEGORY_LT)
    return true;
  // Other_Lowercase / Other_Uppercase letters and marks (e.g. modifier letters, circled
  // letters) have a case mapping or are lower/upper per utf8proc.
  return utf8proc_islower(c) || utf8proc_isupper(c);
}

namespace {

bool is_case_ignorable(char32_t cp) {
  switch (cp) {
    case '\'': case '.': case ':': case '^': case '`': case 0xAD: case 0xB7: case 0x2019:
      return true;
    default:
      break;
  }
  switch (utf8proc_category(static_cast<utf8proc_int32_t>(cp))) {
    case UTF8PROC_CATEGORY_MN: case UTF8PROC_CATEGORY_ME: case UTF8PROC_CATEGORY_CF:
    case UTF8PROC_CATEGORY_LM: case UTF8PROC_CATEGORY_SK:
      return true;
    default:
      return false;
  }
}

// Final_Sigma (Unicode 3.13): preceded by a cased letter and not followed by one, skipping
// case-ignorable characters in both directions. CPython implements exactly this in lower().
bool final_sigma(std::string_view text, std::size_t pos, std::size_t len) {
  bool before = false;
  for (std::size_t i = pos; i > 0;) {
    std::size_t j = i - 1;
    while (j > 0 && (static_cast<unsigned char>(text[j]) & 0xC0) == 0x80) --j;
    CodePoint c = decode_utf8(text, j);
    i = j;
    if (is_case_ignorable(c.cp)) continue;
    before = is_cased(c.cp);
    break;
  }
  if (!before) return false;
  for (std::size_t i = pos + len; i < text.size();) {
    CodePoint c = decode_utf8(text, i);
    i += c.len;
    if (is_case_ignorable(c.cp)) continue;
    return !is_cased(c.cp);
  }
  return true;
}

}  // namespace

std::string python_lower(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    unsigned char b = static_cast<unsigned char>(text[i]);
    if (b < 0x80) {
      out.push_back(b >= 'A' && b <= 'Z' ? static_cast<char>(b + 32) : static_cast<char>(b));
      ++i;
      continue;
    }
    CodePoint c = decode_utf8(text, i);
    if (!c.valid) {
      out.push_back(text[i]);
    } else if (c.cp == 0x130) {  // the one unconditional full (multi-char) lower mapping
      out += "i\xCC\x87";
    } else if (c.cp == 0x3A3 && final_sigma(text, i, c.len)) {
      append_utf8(out, 0x3C2);
    } else {
      append_utf8(out, static_cast<char32_t>(utf8proc_tolower(static_cast<utf8proc_int32_t>(c.cp))));
    }
    i += c.len;
  }
  return out;
}

}  // namespace citeval::text

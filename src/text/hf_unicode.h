// Character classes and string transforms with the meaning the Rust `tokenizers` crate gives them
// (char::is_whitespace, char::is_alphanumeric, char::to_lowercase, NFC/NFD/NFKC/NFKD, ...), over
// UTF-8, for the Hugging Face tokenizer (hf_tokenizer.h). Tables from utf8proc. Private to the
// text component.
#pragma once

#include <string>
#include <string_view>

namespace citeval::text::hf {

bool is_whitespace(char32_t c);      // Unicode White_Space (Rust char::is_whitespace)
bool is_alphanumeric(char32_t c);    // L* or N* (Rust char::is_alphanumeric)
bool is_numeric(char32_t c);         // Nd, Nl, No (Rust char::is_numeric)
bool is_punctuation(char32_t c);     // ASCII punctuation or P* (tokenizers' is_punc)
bool is_other(char32_t c);           // Cc, Cf, Cn, Co, Cs (unicode_categories' is_other)
bool is_mark_nonspacing(char32_t c);  // Mn
bool is_mark(char32_t c);            // Mn, Mc, Me
bool is_chinese_char(char32_t c);    // the CJK blocks of BERT's tokenize_chinese_chars

// Copies `text` replacing every invalid UTF-8 sequence by U+FFFD (as Rust's from_utf8_lossy),
// so every later stage sees valid UTF-8.
std::string to_valid_utf8(std::string_view text);

// Decodes the code point at text[pos] of valid UTF-8; sets `len` to its byte length.
char32_t next_char(std::string_view text, std::size_t pos, std::size_t& len);
void append_char(std::string& out, char32_t c);

enum class NormalForm { kNfc, kNfd, kNfkc, kNfkd };
std::string unicode_normalize(std::string_view text, NormalForm form);
// Per-character full lower-case mapping without context (Rust's per-char to_lowercase).
std::string lowercase(std::string_view text);

}  // namespace citeval::text::hf

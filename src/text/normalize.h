// SQuAD answer normalisation and Python-style word splitting, as ALCE's scorer uses them.
//
//   normalize_answer("The Eiffel-Tower!") == "eiffeltower"
//   python_split("  a\tb  ") == {"a", "b"};  word_count(text) == python_split(text).size()
//
// Semantics are those of the Python reference exactly (see text/unicode.h for what Unicode
// lower-casing, whitespace and word characters mean): lower-case, drop ASCII punctuation
// (string.punctuation), replace the whole words a/an/the by a space (re's \b on str), and join
// the str.split() pieces with single spaces.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace citeval::text {

std::string normalize_answer(std::string_view text);

// str.split() with no arguments: pieces between runs of Unicode whitespace.
std::vector<std::string_view> python_split(std::string_view text);
std::size_t word_count(std::string_view text);

// str.strip() / str.rstrip() with no arguments (Unicode whitespace); views into `text`.
std::string_view python_strip(std::string_view text);
std::string_view python_rstrip(std::string_view text);

}  // namespace citeval::text

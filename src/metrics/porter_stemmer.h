// The Porter stemmer exactly as NLTK 3.8's PorterStemmer() (mode NLTK_EXTENSIONS) stems, which is
// what rouge_score (use_stemmer=True), and so ALCE's ROUGE-Lsum, uses.
//
//   porter_stem("caresses") == "caress";  porter_stem("relational") == "relat";
//   porter_stem("dying") == "die";        porter_stem("generously") == "gener"
//
// Why our own: no Debian package offers a C/C++ stemmer with NLTK's variant (Snowball's
// libstemmer implements Porter2/"english" and the original 1980 algorithm, both of which differ
// from NLTK_EXTENSIONS on many words, e.g. "dying", "flies", "generously"). Agreement with NLTK
// is checked word by word in tests/metrics/porter_stemmer_nltk_test.cc.
//
// Input: a word of ASCII characters; ASCII letters are lower-cased first (NLTK's default
// to_lowercase=True). Any other byte counts as a consonant, as a non-vowel character does in
// NLTK; for multi-byte UTF-8 input the lengths NLTK sees (code points) differ from ours (bytes),
// so callers stem only ASCII tokens (rouge_tokenize produces only [a-z0-9]+). Pure and
// thread-safe.
#pragma once

#include <string>
#include <string_view>

namespace citeval::metrics {

std::string porter_stem(std::string_view word);

}  // namespace citeval::metrics

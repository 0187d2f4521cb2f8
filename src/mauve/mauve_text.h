// The texts MAUVE compares, prepared exactly as ALCE's and ALiICE's eval.py prepare them
// (compute_mauve there):
//
//   ' '.join((question + " " + text.strip()).split()[:100]).rstrip(string.punctuation)
//
// for the reference `answer` (P, "human") and the model `output` (Q); the output is first
// prepared as for every non-citation metric of eval.py: stripped, cut at its first newline,
// "<|im_end|>" removed, citations removed (ALCE's remove_citations). Whitespace is Python's
// (str.split / str.strip: Unicode whitespace), punctuation string.punctuation (ASCII).
// Then, as mauve-text does before featurising, the empty texts of each side are dropped.
//
//   std::string t = mauve::alce_mauve_text("Who?", "  It was him.\n");   // "Who? It was him"
//   auto texts = mauve::alce_mauve_texts(items);  // items without an `answer` are left out
//
// Pure and thread-safe.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cite/citation.h"
#include "items/alce_item.h"

namespace citeval::mauve {

// The question + text cut to max_words words, trailing ASCII punctuation stripped.
std::string alce_mauve_text(std::string_view question, std::string_view text,
                            std::size_t max_words = 100);

struct MauveTexts {
  std::vector<std::string> human;  // P: question + reference answer
  std::vector<std::string> model;  // Q: question + model output
  std::size_t items = 0;                 // items read
  std::size_t without_answer = 0;        // left out: no `answer` field (eval.py stops there)
  std::size_t empty_human = 0;           // prepared text empty: dropped from P (as mauve-text)
  std::size_t empty_model = 0;           // ... from Q
};

// Items without an answer are left out of both sides (and counted). syntax: how citations are
// removed from the output (kAlceCompat: ALCE's remove_citations exactly).
// truncate = false: the output is not cut at its first line (ALiICE's eval.py prepares it so).
MauveTexts alce_mauve_texts(std::span<const io::AlceItem> items,
                            cite::CitationSyntax syntax = cite::CitationSyntax::kAlceCompat,
                            bool truncate = true);

}  // namespace citeval::mauve

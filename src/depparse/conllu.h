// CoNLL-U reading and writing (https://universaldependencies.org/format.html).
//
// The reader keeps everything needed to write a sentence back byte for byte: comments, the ten
// columns of every word, and the multiword-token ("3-4") and empty-node ("5.1") lines verbatim
// with their position. Malformed input is an Error naming file, 1-based line and column.
//
//   auto doc = citeval::parse::read_conllu_file("en_ewt-ud-dev.conllu");
//   if (!doc) { std::cerr << doc.error().to_string() << "\n"; return 1; }
//   for (const auto& s : doc.value()) use(s.words);
//   std::string out = citeval::parse::write_conllu(doc.value());
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"

namespace citeval::parse {

// One syntactic word (an integer-id line). head is 0 for the root, -1 when the column is "_".
struct ConlluWord {
  std::string form, lemma, upos, xpos, feats;
  int head = -1;
  std::string deprel, deps, misc;
};

// A line kept verbatim: a multiword token ("3-4 ...") or an empty node ("5.1 ...").
// before_word = the number of words that precede it in the sentence.
struct ConlluExtraLine {
  std::size_t before_word = 0;
  std::string text;
};

struct ConlluSentence {
  std::vector<std::string> comments;  // without the trailing newline, with the leading '#'
  std::vector<ConlluWord> words;      // words[i] has id i + 1
  std::vector<ConlluExtraLine> extra_lines;
  std::size_t first_line = 0;  // 1-based line of the sentence in its file (0 if built in code)

  // Heads as 1-based ids (0 = root), one a word.
  std::vector<int> heads() const;
};

// Parses a whole document. file_name only labels errors. Accepts a missing final blank line,
// CRLF line ends and a UTF-8 BOM. head "_" is accepted (to parse untagged input) and read as -1.
// Heads must not form a cycle (several roots are accepted); a CR is allowed only before the LF.
Result<std::vector<ConlluSentence>> read_conllu(std::string_view text, const std::string& file_name);
Result<std::vector<ConlluSentence>> read_conllu_file(const std::string& path);

// Appends the sentence (terminated by a blank line) to out.
void write_conllu(const ConlluSentence& sentence, std::string& out);
std::string write_conllu(const std::vector<ConlluSentence>& sentences);

}  // namespace citeval::parse

// punkt_splitter.h — the Punkt sentence splitter, reproducing NLTK 3.8 exactly.
//
// ALCE and ALiICE split model outputs with `nltk.sent_tokenize` (Punkt with NLTK's English
// parameters); LongBench-Cite uses the untrained `PunktSentenceTokenizer()`. Scores depend on
// where sentences break, so this splitter gives the same boundaries as NLTK on any input (checked
// differentially against python3-nltk by tests/text/punkt_differential.py):
//
//   using citeval::text::PunktSplitter;
//   std::vector<citeval::text::Span> spans = PunktSplitter::english().span_tokenize(text);
//   std::vector<std::string> sents = citeval::text::sent_tokenize(text);  // nltk.sent_tokenize
//   std::vector<std::string> lbc = PunktSplitter::untrained().tokenize(text);
//
// Offsets are bytes into the caller's UTF-8 text ([begin, end)); NLTK's code-point spans map to
// them one to one. Characters are classified as Python 3.11 does (Unicode 14.0, see
// punkt_chars.h). Invalid UTF-8 is not an error: each stray byte counts as one character without
// any class (what NLTK does with `bytes.decode("utf-8", "surrogateescape")`), and spans still
// point at the original bytes.
//
// english() has NLTK's English parameters compiled in (data/punkt/english, from punkt_tab);
// from_directory() loads another punkt_tab language directory. A PunktSplitter is immutable and
// cheap to copy (the parameters are shared); all methods are const and thread-safe.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"

namespace citeval::text {

struct Span {
  std::size_t begin = 0;  // byte offsets [begin, end)
  std::size_t end = 0;
  friend bool operator==(const Span&, const Span&) = default;
};

struct PunktParams;  // abbreviations, collocations, sentence starters, orthographic context

class PunktSplitter {
 public:
  // NLTK's English model (sent_tokenize's), built from the embedded tables on first use.
  static const PunktSplitter& english();
  // NLTK's PunktSentenceTokenizer() with empty parameters.
  static const PunktSplitter& untrained();
  // A punkt_tab language directory: abbrev_types.txt, collocations.tab (word<TAB>word),
  // sent_starters.txt, ortho_context.tab (word<TAB>int); one entry a line, read as NLTK's
  // PunktDecoder reads them (only the final newline is removed). Errors name file and line.
  static Result<PunktSplitter> from_directory(const std::string& dir);
  // The same tables given as file contents (`source` names them in errors).
  static Result<PunktSplitter> from_tables(std::string_view abbrev_types,
                                           std::string_view collocations,
                                           std::string_view sent_starters,
                                           std::string_view ortho_context,
                                           const std::string& source);

  // = PunktSentenceTokenizer.span_tokenize(text) (realign_boundaries=True), in bytes.
  std::vector<Span> span_tokenize(std::string_view text) const;
  // = PunktSentenceTokenizer.tokenize(text): the text of each span.
  std::vector<std::string> tokenize(std::string_view text) const;

 private:
  explicit PunktSplitter(std::shared_ptr<const PunktParams> params);
  std::shared_ptr<const PunktParams> params_;
};

// = nltk.sent_tokenize(text) (English).
std::vector<std::string> sent_tokenize(std::string_view text);

}  // namespace citeval::text

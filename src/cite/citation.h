// citeval::cite — finds the citation marks in a model's answer ("... in 1912 [1][3].") and
// says which documents a statement cites, keeping the exact byte offsets of every mark so that
// reports can point at the characters of the input.
//
//   auto marks = cite::find_citation_marks(sentence);          // every "[..]" with its ids
//   auto ids = cite::citation_ids(sentence);                    // {1, 3}: 1-based, as written
//   auto docs = cite::resolve_citations(ids, item.docs.size(), 3);  // 0-based doc indices
//
// Two readings of the same text (CitationSyntax):
//
// kAll (the default) reads every number of a bracket. A mark is
//     mark  := '[' ws* entry (ws* ',' ws* entry)* ws* ']'
//     entry := number | number ws* ('-' | '–') ws* number
// where ws is a space or a tab and a number is a run of decimal digits (any Unicode Nd digit,
// as Python's \d, so "[３]" reads 3 in both syntaxes). So "[1]", "[1, 2]", "[1,2,3]", "[ 2 ]"
// are marks, and "[1][2]" is two marks (grouped by group_citation_marks). A range "[2-4]"
// (LongBench-Cite writes them) expands to 2, 3, 4 when first <= last and it spans at most
// kMaxRangeSpan ids. Anything else inside the brackets makes the bracket not a mark at all:
// "[]", "[a]", "[1a]", "[1,]", "[1;2]", "[^1]", "[4-2]", an unclosed "[1" (a truncated
// answer), a range wider than kMaxRangeSpan. Ids are kept as written, so "[0]" reads id 0 and
// "[99]" id 99: range checking is resolve_citations's job. Numbers too large for an int
// saturate at INT_MAX (never overflow; such an id is out of range for any document list).
//
// kAlceCompat reproduces ALCE's eval.py exactly: a "mark" is a match of the regex `\[\d+`
// (no closing bracket needed; "[1, 2]" reads only 1; "[1-3]" reads 1).
// A compat mark's [begin, end) covers the regex match, i.e. "[12" without the "]".
//
// Repeated ids are kept in both syntaxes, as ALCE's and ALiICE's eval.py keep them:
// "[1][1][2]" reads 1, 1, 2, and the scorers judge doc 1 twice (ALCE's joint passage holds it
// twice; precision counts each occurrence). dedupe_citation_ids() removes repeats for callers
// that ask for it (citeval eval --dedupe-citations).
//
// All functions are pure, thread-safe and never throw on any input (invalid UTF-8 included:
// an invalid byte is simply not a digit).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace citeval::cite {

enum class CitationSyntax { kAll, kAlceCompat };

// Widest range "[a-b]" kAll expands (b - a + 1 ids); wider ones are not citations.
inline constexpr int kMaxRangeSpan = 100;

// ALCE's default for --at_most_citations.
inline constexpr std::size_t kAlceMaxCitations = 3;

// One bracket: bytes [begin, end) of the text, e.g. "[1, 2]"; ids 1-based as written, in the
// order written (a range expanded in place), duplicates within the bracket kept.
struct CitationMark {
  std::size_t begin = 0, end = 0;
  std::vector<int> ids;
};

// Consecutive marks separated only by spaces, tabs or stray ']' (e.g. "[1][2] [3]"): bytes
// [begin, end) from the first mark's begin to the last mark's end; ids in order, repeats kept
// (ALiICE's get_words_and_citations extends one list with every mark of a run); marks =
// indices into the marks vector.
struct CitationGroup {
  std::size_t begin = 0, end = 0;
  std::vector<int> ids;
  std::vector<std::size_t> marks;
};

// Every mark in the text, ordered by position, non-overlapping.
std::vector<CitationMark> find_citation_marks(std::string_view text,
                                              CitationSyntax syntax = CitationSyntax::kAll);

// Marks between other delimiters, with kAll's grammar inside (numbers, ", ", ranges): "[^1]",
// "【1, 2】", "<sup>1-3</sup>", "[Doc 2]" (open "[Doc ", close "]"). The delimiters are matched
// byte for byte. Ordered by position, non-overlapping; [begin, end) covers the delimiters.
std::vector<CitationMark> find_delimited_marks(std::string_view text, std::string_view open,
                                               std::string_view close);

// Groups marks (as returned by find_citation_marks for the same text) that stand together.
std::vector<CitationGroup> group_citation_marks(std::string_view text,
                                                const std::vector<CitationMark>& marks);

// Document ids cited by a statement, in order of appearance, repeats kept. kAll: every number
// of every mark. kAlceCompat: exactly what ALCE's `re.findall(r"\[\d+", sent)` yields (first
// number of each bracket, also for an unclosed "[12").
std::vector<int> citation_ids(std::string_view text, CitationSyntax syntax = CitationSyntax::kAll);

// The ids without repeats, first occurrences kept in order ("[1][1][2]" -> 1, 2). Ids are
// compared as written (in kAlceCompat "[0" and "[3" of three documents both cite the last one
// and are both kept). Linear in the number of ids.
std::vector<int> dedupe_citation_ids(std::vector<int> ids);

// ALCE's remove_citations, byte for byte:
//   re.sub(r"\[\d+", "", re.sub(r" \[\d+", "", sent)).replace(" |", "").replace("]", "")
// (it removes every ']' of the text, citation or not, as ALCE does).
std::string remove_citations(std::string_view text);

// The documents a statement's citation ids point at.
struct ResolvedCitations {
  std::vector<std::size_t> doc_indices;  // 0-based indices into docs, at most max_citations
  std::vector<int> out_of_range;         // ids (as written) with no document, before truncation
  bool truncated = false;                // more than max_citations citations were given
};

// Maps 1-based ids to 0-based document indices, checking the range before truncating to the
// first max_citations ids (as ALCE's compute_autoais does; ALCE scores a statement with any
// out-of-range citation as unsupported, which is the caller's decision).
// kAll: ids outside [1, n_docs] are out of range and dropped; the first max_citations of the
// rest are kept. kAlceCompat: ALCE computes ref = id - 1 and tests ref >= len(docs) only, so
// id 0 is *in* range and Python's docs[-1] makes it cite the last document; this reproduces
// that (with n_docs == 0, ALCE itself would raise IndexError on "[0": here it is out of range).
// The first max_citations ids are kept in either syntax (with duplicates in compat).
ResolvedCitations resolve_citations(const std::vector<int>& ids, std::size_t n_docs,
                                    std::size_t max_citations = kAlceMaxCitations,
                                    CitationSyntax syntax = CitationSyntax::kAll);

// Marks in formats citeval does not read as citations: "[^1]" (Markdown footnotes), "【1】",
// "(Source 1)", "[Source 1]", "[Doc 1]", "[Document 1]", "<sup>1</sup>" (the number: decimal
// digits, as above). They never cite a document. They are recognised for two things only: a run
// that finds no citation mark says which of these it found instead, and a sentence made of
// nothing else (Punkt leaves the "[^2]" of "... Germany.[^2]" on its own) stays with the sentence
// before it instead of becoming a statement of its own.
struct UnreadMark {
  std::size_t begin = 0, end = 0;
  std::size_t style = 0;  // index into unread_mark_styles()
};

// The styles' names as users see them ("[^1]", "【1】", ...), in the order above.
const std::vector<std::string_view>& unread_mark_styles();

// The first unread mark at or after byte `from`.
std::optional<UnreadMark> find_unread_mark(std::string_view text, std::size_t from = 0);

// Whether `text` holds at least one unread mark and nothing else but ASCII whitespace.
bool only_unread_marks(std::string_view text);

}  // namespace citeval::cite

// citeval::answers — cited answers as people make them: one record a answer, read from a
// documented generic JSON record or from what an LLM provider returns with structured citations.
//
// An AnswerRecord is the answer's text (the exact bytes given), its sources, and its citations.
// Every offset is a byte offset into `answer` (or into a source's `text`), whatever unit the input
// counted in: the readers convert code points, UTF-16 units or bytes to bytes and refuse an offset
// outside the text or inside a character. A citation is one of two kinds:
//   - a span citation: the provider (or the generic record's "citations") says which bytes of the
//     answer it supports ([span.begin, span.end)); it is judged for those bytes;
//   - a mark citation: a mark written in the answer ("[1]", "[^2]", "【3】", a Markdown link); it
//     has no span and is judged for the sentence it stands in. Its `remove` ranges are the bytes
//     of the mark itself, deleted from the sentence before judging (as ALCE removes "[1]").
// Several citations may cover the same span (Anthropic and Bedrock attach several to one text
// block): they are kept as several citations.
//
//   auto file = answers::read_answer_file("answers.jsonl", {.format = answers::Format::kAuto});
//   if (!file) return fail(file.error());          // FILE:LINE: field '…': what is wrong
//   for (const auto& r : file->records) use(r);
//
// Everything here is pure data and parsing: no judge, no network. Sources are never fetched: a
// URL a provider cites is read from the snapshots the caller gives (ReadOptions::snapshots, the
// CLI's --sources DIR), and a URL without one is an error naming it.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace citeval::answers {

struct Span {
  std::size_t begin = 0, end = 0;  // bytes, [begin, end)
  bool operator==(const Span&) const = default;
};

struct Source {
  std::string id;     // as given ("doc-a"), or made: the provider's index ("0", "1", …) or URL
  std::string text;   // what a judge reads
  std::string title;  // optional
  std::string url;    // optional
};

struct Citation {
  // Span citation: the answer bytes it is attached to. std::nullopt: a mark citation.
  std::optional<Span> span;
  // Mark citation: the bytes of the mark in the answer (deleted before judging the sentence).
  std::vector<Span> remove;
  // The sources it names: indices into AnswerRecord::sources, in the order written.
  std::vector<std::size_t> sources;
  // What it names that is no source of the record, as written ("7" of "[7]" with 3 sources, an
  // unknown id, a provider's document index past the documents given). Counted, never judged.
  std::vector<std::string> unresolved;
  // The provider's quote of the source (Anthropic's and Bedrock's cited_text, Cohere's document
  // snippet is not a quote), and where the provider says it is in the first source's text
  // (bytes), when it says so. Quote fidelity compares the two.
  std::optional<std::string> cited_text;
  std::optional<Span> source_span;
  // Non-empty when the provider states a place in the source that is not in it ("characters
  // 80-95 of document 0, which has 60"): the citation points outside its source (counted).
  std::string outside;
  // The provider's name for the citation's kind ("char_location", "url_citation", "mark", …).
  std::string kind;
};

struct AnswerRecord {
  std::string id;
  std::string question;  // optional
  std::string answer;
  // The bytes [0, body_end) are the answer proper; what follows (a Markdown footnote section)
  // defines marks and is not scored.
  std::size_t body_end = 0;
  std::vector<Source> sources;
  std::vector<Citation> citations;  // ordered by position in the answer
  std::string format;               // "generic", "anthropic", … (what was read)
  // Marks found in the answer and not read as citations — of another syntax than an explicit
  // one, or in an answer whose citations are given as spans — counted and warned about (never
  // silently dropped), and the first as written.
  std::size_t other_marks = 0;
  std::string first_other_mark;
};

// Input formats. kAuto detects the format of each record from its shape (README "citeval check");
// a shape that fits none, or several, is an error naming the record.
enum class Format { kAuto, kGeneric, kAnthropic, kOpenAI, kGemini, kCohere, kBedrock, kMarkdown };
const char* format_name(Format format);  // "auto", "generic", "anthropic", …

// Units in which an input counts offsets.
enum class OffsetUnit { kCodePoint, kUtf16, kByte };

}  // namespace citeval::answers

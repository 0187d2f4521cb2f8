// Reading cited answers: the generic record and the providers' responses (answer_record.h).
//
// The generic record (schemas/answer_record.schema.json; README "citeval check"), one a JSONL
// line, or a JSON list of them, or one JSON object:
//   {"id": "q1", "question": "…"?, "answer": "…",
//    "sources": [{"id": "a", "text": "…", "title": "…"?, "url": "…"?}],
//    "citations": [{"start": 0, "end": 42, "source_ids": ["a"], "cited_text": "…"?}]?,
//    "offset_unit": "codepoint" | "utf16" | "byte"?}            (default: code points)
// With "citations" the answer's spans are given; without, marks in the answer are read in the
// citation syntax of ReadOptions::marks (marks.h).
//
// Provider formats: a record is either the provider's response object as the API returns it, or
// {"id"?, "question"?, "request": {…}, "response": {…}, "sources"?: […]} — the request supplies
// the documents the citations index (Anthropic, Bedrock, Cohere), "sources" (generic sources)
// whatever the provider does not return, and URLs are read from ReadOptions::snapshots.
//   anthropic  Messages API response: text blocks with "citations" (char_location,
//              page_location (refused: PDF text is not read), content_block_location,
//              search_result_location, web_search_result_location); character indices.
//   openai     Responses API ("output" items with "output_text" parts and "annotations":
//              url_citation, file_citation) and Chat Completions ("choices[0].message.annotations");
//              indices in characters.
//   gemini     generateContent: candidates[0].groundingMetadata.groundingSupports (segment,
//              groundingChunkIndices into groundingChunks); indices in bytes of the part.
//   cohere     Chat API v2: message.citations (start, end, text, sources); characters.
//   bedrock    Converse API: output.message.content with citationsContent blocks (documentChar,
//              documentChunk, web); characters.
//   markdown   a Markdown report: inline links [text](url) and footnotes [^n] with "[^n]: … url"
//              definitions; every URL's text from the snapshots. One file, one record.
// Every record's errors name the file, the line (JSONL) and the field ("response.content[2].
// citations[0].document_index").
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "answers/answer_record.h"
#include "answers/marks.h"
#include "citeval/result.h"

namespace citeval::answers {

struct ReadOptions {
  Format format = Format::kAuto;
  MarkStyle marks;                               // generic records without "citations"
  std::map<std::string, std::string> snapshots;  // URL -> the page's text (--sources DIR)
};

// kInvalidArgument for an unknown name.
Result<Format> parse_format(std::string_view name);

// The format a record's JSON has (kAuto: the shape fits none), for Format::kAuto.
Format detect_format(const nlohmann::json& record);

// One record from its JSON; `file`/`line` name it in errors.
Result<AnswerRecord> read_record(const nlohmann::json& record, const ReadOptions& options,
                                 const std::string& file = {}, std::size_t line = 0);

// One record from JSON text (a JSONL line): nesting checked, then parsed.
Result<AnswerRecord> parse_record(std::string_view json_text, const ReadOptions& options,
                                  const std::string& file = {}, std::size_t line = 0);

// A Markdown report (Format::kMarkdown): the whole text is the answer.
Result<AnswerRecord> read_markdown(std::string_view text, const ReadOptions& options, const std::string& id,
                                   const std::string& file = {});

// Every record of a file, in order, handed to `each` as it is read (memory does not grow with the
// file for JSONL): a JSONL file, a JSON list, one JSON object, or (markdown, or a .md file with
// kAuto) one Markdown report. A record that cannot be read is passed as its error (the caller
// counts and lists it) and reading goes on; an unreadable file is the returned error.
Status for_each_record(const std::string& path, const ReadOptions& options,
                       const std::function<void(std::size_t index, Result<AnswerRecord>)>& each);

// The records of a file one at a time, as for_each_record reads them: JSONL a line at a time (the
// memory of a run does not grow with the file), a JSON list or object and a Markdown report whole.
//
//   auto reader = answers::RecordReader::open(path, options);
//   if (!reader) return reader.error();                    // cannot open, malformed JSON list
//   while (auto next = (*reader)->next()) use(next->first, std::move(next->second));
//   if (auto st = (*reader)->status(); !st) ...            // a read failed midway
class RecordReader {
 public:
  static Result<std::unique_ptr<RecordReader>> open(const std::string& path, const ReadOptions& options);
  ~RecordReader();
  // The next record's index (its place, malformed ones included) and the record or its error;
  // std::nullopt at the end of the file (or at a read error: status()).
  std::optional<std::pair<std::size_t, Result<AnswerRecord>>> next();
  Status status() const;
  const std::string& path() const;

  struct Impl;
  explicit RecordReader(std::unique_ptr<Impl> impl);

 private:
  std::unique_ptr<Impl> impl_;
};

// URL -> text from a folder of offline snapshots: DIR/index.json maps each URL to a file of the
// folder ({"https://example.org/a": "a.txt"}); the files are read as UTF-8 text.
Result<std::map<std::string, std::string>> read_snapshots(const std::string& dir);

}  // namespace citeval::answers

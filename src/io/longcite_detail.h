// citeval::io — the LongBench-Cite detail file (`--detail`): one JSON line per finished item,
// written as items finish, and read back to resume an interrupted run.
//
// Format (JSONL):
//   line 1: {"citeval_detail": {"version": 2, "benchmark": "longbench-cite", "input": PATH,
//            "input_fingerprint": "xxh3-128:…", "judges": {"support": ID, "need_citation": ID,
//            "relevance": ID}, "max_statements": 40, "citation_tokenizer": SPEC,
//            "score_scale": 100}}
//   then one item a line: LongCite's fields ("idx", "dataset", "query", "prediction",
//   "statements" with "support_score"/"support_output"/"need_citation" and per citation
//   "relevant_score"/"relevant_output"/"tokens", "citation_recall", "citation_precision",
//   "citation_f1") plus "position" (the item's place in the input, io/longcite_reader.h),
//   "line" (its line), "cited_snippets" and "cited_tokens". Readers of the items skip the first
//   line. The item's citation_recall/precision/f1 are ×score_scale: 100 (percentages, as every
//   citeval figure), or 1 (eval_cite.py's fractions, --reference-aggregation). Version 1 files
//   (citeval before the one scale) have no score_scale and hold fractions: they are resumed, and
//   a resumed file keeps the scale of its header for the lines appended to it.
// With the correctness rating (--correctness) the header also has "correctness": the rater's
// identity (model, prompt hashes, tries), and with --lqa "lqa_input" and "lqa_fingerprint"; an
// item line then has "correctness" (and "correctness_lqa"): {"score", "ratings": [{"rating"
// (null: unreadable, scored 0.5), "score", "tries", "reply"}]}, one rating a gold answer.
// The header holds everything the finished items depend on: the judge identities (model,
// prompt, temperature — judge.h), the input's content fingerprint and the options that change
// scores (max_statements; the citation tokenizer spec, with a fingerprint of its model file).
//
// Resuming (read_longcite_detail, then LongciteDetailWriter::open with the state):
//  * a missing or empty file starts afresh;
//  * a last line without its newline (cut by a crash or kill -9) is dropped: the writer
//    truncates the file to the end of the last complete line before appending;
//  * the header must equal the current run's field by field, else the error names every field
//    that differs; a file without a header (an older citeval's) is refused too; a file of
//    fractions (score_scale 1, or version 1) resumes a run of percentages (its scores ×100 on
//    reading, exactly what a fresh run computes), not the other way round (÷100 is inexact);
//  * every other line must be an item record of this input (its position and idx), each
//    position at most once; anything else is an error naming the line. Nothing is skipped
//    silently: the caller starts over (truncating) only when asked.
// Items are keyed by position, not idx, so items sharing an idx are resumed separately.
//
// Not thread-safe; one writer a file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/result.h"
#include "io/longcite_reader.h"
#include "metrics/longcite_evaluator.h"

namespace citeval::io {

struct LongciteDetailHeader {
  std::string input;              // the input path (informative; not compared)
  std::string input_fingerprint;  // LongciteInput::fingerprint
  std::string support_judge, need_citation_judge, relevance_judge;  // identities
  std::size_t max_statements = 40;
  std::string citation_tokenizer;  // longcite_tokenizer_identity()
  std::string correctness_rater;  // the rater's identity; empty: no correctness rating
  std::string lqa_input, lqa_fingerprint;  // the LQA file (path informative); empty: none
  double score_scale = 100;        // of the items' citation_recall/precision/f1 (1 or 100)

  nlohmann::json to_json() const;  // {"citeval_detail": {...}}
  // The header of a detail file's first line; an error when the line is no header.
  static Result<LongciteDetailHeader> from_json(const nlohmann::json& json);
};

// One "FIELD: 'A' in the detail, 'B' now" for every compared field that differs.
std::vector<std::string> longcite_header_differences(const LongciteDetailHeader& detail,
                                                     const LongciteDetailHeader& now);

// The tokenizer spec, and for "spm:FILE" / "hf:FILE" the fingerprint of the file's bytes
// ("spm:FILE@xxh3-128:…"): a changed model file changes citation lengths.
Result<std::string> longcite_tokenizer_identity(const std::string& spec);

// The detail line of one finished item (see above), its citation scores ×score_scale;
// `correctness` / `correctness_lqa` are the {"score", "ratings"} objects, null when not rated.
nlohmann::json longcite_item_json(const metrics::LongciteResult& result, const LongciteInputItem& in,
                                  double score_scale, const nlohmann::json& correctness = nullptr,
                                  const nlohmann::json& correctness_lqa = nullptr);

// The scores a "correctness" object of a detail line stands for.
Result<metrics::LongciteCorrectness> longcite_correctness_of_json(const nlohmann::json& j);

struct LongciteResumedItem {
  std::size_t position = 0;
  metrics::LongciteScores scores;  // as the line holds them (×LongciteDetailState::score_scale)
};

struct LongciteDetailState {
  bool fresh = true;  // no header yet (no file, or nothing but a cut line): start afresh
  double score_scale = 100;  // the file's (version 1: 1)
  std::vector<LongciteResumedItem> items;
  std::uintmax_t complete_bytes = 0;  // the complete lines end here
  std::uintmax_t dropped_bytes = 0;   // a cut last line (0: none)
  std::size_t dropped_line = 0;       // its line number
};

// Reads `path` (absent: a fresh state) for resuming a run described by `expected` over `input`.
Result<LongciteDetailState> read_longcite_detail(const std::string& path, const LongciteDetailHeader& expected,
                                                 const LongciteInput& input);
// The same over an input known by `is_item`: whether it has a well-formed item at a position with
// an idx (JSON text). The file is read a line at a time; `on_line` (optional) gets each complete
// line kept (the header, then every line after it, blank ones too, without its "\n") once the
// reader has accepted it, so a caller that shows the kept part (--report) needs no second read.
// Its error ends the read.
Result<LongciteDetailState> read_longcite_detail(
    const std::string& path, const LongciteDetailHeader& expected,
    const std::function<bool(std::size_t, const std::string&)>& is_item,
    const std::function<Status(std::string_view line)>& on_line = {});

class LongciteDetailWriter {
 public:
  // Starts `path` afresh (truncating it, header first) when `resume` is null or fresh;
  // otherwise truncates it to resume->complete_bytes and appends.
  static Result<LongciteDetailWriter> open(const std::string& path, const LongciteDetailHeader& header,
                                           const LongciteDetailState* resume);
  // Writes and flushes the item's line (in the file's score scale).
  Status write(const metrics::LongciteResult& result, const LongciteInputItem& in,
               const nlohmann::json& correctness = nullptr, const nlohmann::json& correctness_lqa = nullptr);
  // The scale of the lines it writes (the file's).
  double score_scale() const { return score_scale_; }

 private:
  LongciteDetailWriter(std::string path, std::unique_ptr<std::ofstream> out, double score_scale)
      : path_(std::move(path)), out_(std::move(out)), score_scale_(score_scale) {}
  std::string path_;
  std::unique_ptr<std::ofstream> out_;
  double score_scale_ = 100;
};

}  // namespace citeval::io

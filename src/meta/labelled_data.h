// Readers for human-labelled statement–citation data, turned into judge candidates: one
// (statement, passage) pair a chunk of a cited document, with the chunk's human support level
// (full = 2, partial = 1, none = 0), processed as seed 003 section 5.1 does (see chunker.h).
//
//   Result<LabelledSet> r = read_labels("claim_dev.jsonl", LabelFormat::kAuto, {});
//   for (const Candidate& c : r->candidates)
//     ask_judge(r->statements[c.statement].text, c.passage);
//
// Formats (JSONL, one record a line; kAuto picks by the first well-formed record's fields):
//  * kGenSearch — Liu et al. (2023) verifiability judgments, one statement–source pair a line:
//    `statement`, `source_text`, `source_supports_statement` (complete_support / partial_support /
//    no_support), `source_localized_evidence` (evidence sentences, one a line; may be null), and
//    optional `query`. Lines with the same query and statement are one statement. The source is
//    chunked; chunks containing evidence (Jaccard, chunker.h) take the pair's level, the other
//    chunks "no support". (The released files are gzipped: gunzip them first.)
//  * kWice — WiCE (Kamoi et al. 2023): `claim`, `evidence` (the cited page as sentences), `label`
//    (supported / partially_supported / not_supported), `supporting_sentences` (lists of sentence
//    indices), optional `meta.id`. Sentences are the chunking units; a chunk takes the claim's
//    level when it holds a supporting sentence (used directly, no Jaccard), else "no support".
//    For not_supported claims every chunk is "no support".
//  * kAttributionBench — Li et al. (2024): `claim`, `references` (strings), `attribution_label`
//    (attributable / not attributable, i.e. full / no support: the data are binary), optional
//    `id`, `src_dataset`. Without localised evidence chunks cannot be labelled, so each claim is
//    one candidate: its references joined by a blank line (not chunked). Hence no PS-vs-* AUCs
//    and no retrieval figures (one candidate a statement).
//  * kPlain — our own: `statement`, `label` (2 / 1 / 0 or "full" / "partial" / "none"), optional
//    `group` (statement id; default: the statement text), and either `passage` (a candidate used
//    as is) or `document` plus `evidence` (a string or a list of strings) to be chunked and
//    labelled like GenSearch.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"
#include "common/skipped_records.h"
#include "meta/chunker.h"

namespace citeval::meta {

enum class LabelFormat { kAuto, kGenSearch, kWice, kAttributionBench, kPlain };

// "auto", "gensearch", "wice", "attributionbench", "plain".
Result<LabelFormat> parse_label_format(std::string_view name);
const char* label_format_name(LabelFormat format);

struct ProcessingOptions {
  std::size_t max_words = 150;     // chunk length limit (the paper's 150 words)
  double jaccard_threshold = 0.5;  // evidence location (chunker.h)
  std::string only_source;         // AttributionBench: keep only this `src_dataset` (empty: all)
};

struct LabelledStatement {
  std::string id;  // `meta.id` / `id` / `group` when the data have one, else "line N"
  std::string text;
  std::size_t line = 0;  // 1-based line of its first record
};

struct Candidate {
  std::uint32_t statement = 0;  // index into LabelledSet::statements
  std::string passage;
  std::uint8_t level = 0;  // 2 full, 1 partial, 0 none
  std::size_t line = 0;    // record it comes from
};

struct LabelStats {
  std::size_t records = 0;                           // records read (after only_source)
  std::array<std::size_t, 3> pairs_by_level{};       // records by their human level
  std::size_t evidence_lines = 0;                    // Jaccard formats: evidence lines with tokens
  std::size_t evidence_lines_found = 0;              // ... located in some chunk
  std::size_t supported_pairs_without_evidence = 0;  // full/partial records with no chunk labelled
};

struct LabelledSet {
  LabelFormat format = LabelFormat::kAuto;  // the format actually read
  std::vector<LabelledStatement> statements;
  std::vector<Candidate> candidates;
  LabelStats stats;
};

// Without `skipped`, the first bad record (malformed JSON, a missing or invalid field, a record
// whose format cannot be told) is the error; with it, bad records are recorded there and left
// out, and reading goes on. Either way an input that yields no statement is an error (kParse:
// "no record to read", "every record (N) is malformed; first: ...", or no record of
// --only-source's dataset).
Result<LabelledSet> read_labels(const std::string& path, LabelFormat format,
                                const ProcessingOptions& options, SkippedRecords* skipped = nullptr);
Result<LabelledSet> parse_labels(std::string_view text, const std::string& name, LabelFormat format,
                                 const ProcessingOptions& options, SkippedRecords* skipped = nullptr);

}  // namespace citeval::meta

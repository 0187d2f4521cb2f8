// citeval/report.h — the HTML report: one self-contained, offline page showing an evaluation
// (from its detail file), comparing two, or showing a meta-evaluation, as `citeval report`
// writes it.
//
//   citeval::ReportRun run{.detail = "d.jsonl", .summary = "score.json", .input = "result.json"};
//   citeval::Status st = citeval::write_run_report(run, "report.html");
//   st = citeval::write_run_report_records(records, "report.html");  // a run's records in memory
//   st = citeval::write_compare_report(run_a, run_b, "compare.html");
//   st = citeval::write_meta_report("meta.json", "meta.json", {{"lexical", "out/lexical.jsonl"}}, "meta.html");
//
// The page holds its CSS, script and data inline and fetches nothing; input text is always shown
// as text, never as markup. Figures are the summary's when a summary is given, else recomputed
// from the detail; intervals are a seeded percentile bootstrap over items (the same seed gives
// the same interval); a compare pairs items by their key and bootstraps the difference A - B.
// ALCE and ALiICE details hold no passages: `input` (the evaluated file) adds the questions and
// the cited passages.
//
// Errors name file, line and field: an unreadable or malformed detail, summary, meta report or
// scores file (kIo, kParse, kInvalidField), a detail of an unknown kind, an input whose items do
// not match the detail, an output that cannot be written (the page is written through PATH.tmp
// and a rename: a failed write leaves neither a half page nor PATH.tmp). Thread safety: calls
// are independent.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "citeval/options.h"
#include "citeval/result.h"

namespace citeval {

struct ReportConfig {
  std::size_t bootstrap = 1000;  // replicates of the intervals; 0 = none
  std::uint64_t seed = 0;
  double confidence = 0.95;
  // The front end whose spelling the page's own notes use where they name an option (a run's page
  // without `input`: `citeval report --input` / Python's `report(..., input=)`).
  OptionSpelling spelling = OptionSpelling::kCli;
};

struct ReportRun {
  std::string detail;        // the --detail JSONL of an evaluation
  std::string summary;       // its summary JSON (eval -o); optional
  std::string summary_name;  // how the summary is named on the page (default: `summary`)
  std::string input;         // ALCE / ALiICE: the evaluated input file; optional
};

Status write_run_report(const ReportRun& run, const std::string& out, const ReportConfig& config = {});

// A run's page from its records in memory (Python's EvalResult.report()): the detail's JSONL in
// pieces, each of whole lines ("\n"-ended; the header line {"citeval_detail": ...} first, as a
// detail file has it), read in order as one file named `name`. The page equals write_run_report's
// of a detail file holding the same lines, named so, with the same summary; errors name `name`
// and the line (counted across the pieces) as they would the file's.
//
//   citeval::ReportRecords rec{.name = "detail.jsonl",
//                              .jsonl = {"{\"citeval_detail\":{\"benchmark\":\"alce\"}}\n", records},
//                              .summary = summary_text, .input = "result.json"};
//   citeval::Status st = citeval::write_run_report_records(rec, "report.html");
struct ReportRecords {
  std::string name = "detail.jsonl";  // the records' name on the page and in errors
  std::vector<std::string> jsonl;     // the detail's lines, in pieces of whole lines
  std::string summary;                // the summary JSON's text (eval -o); optional
  std::string summary_name;           // how the summary is named on the page (default: none)
  std::string input;                  // ALCE / ALiICE / check: the evaluated input file; optional
};
Status write_run_report_records(const ReportRecords& run, const std::string& out, const ReportConfig& config = {});
// Two runs of the same benchmark (two systems, or two judges on the same outputs).
Status write_compare_report(const ReportRun& a, const ReportRun& b, const std::string& out,
                            const ReportConfig& config = {});

// A judge's scored pairs ({group, score, label} JSONL, `citeval meta --dump-scores`), shown as
// `name` (in the order of the meta report's judges).
struct ScoresFile {
  std::string name;
  std::string path;
};
// A meta-evaluation: `meta` is `citeval meta -o`'s document, named `meta_name` in errors about
// its content; the scores give the ROC curves, distributions and reliability diagrams.
Status write_meta_report(const std::string& meta, const std::string& meta_name, const std::vector<ScoresFile>& scores,
                         const std::string& out);

}  // namespace citeval

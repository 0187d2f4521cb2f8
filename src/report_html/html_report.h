// The HTML report (`citeval report`): one self-contained, offline page that shows an evaluation
// — the figures with bootstrap intervals, histograms and every item with its statements or
// claims highlighted by outcome and its citations clickable — or compares two runs, or shows a
// meta-evaluation (ROC curves, score distributions, reliability, the statistics table). A
// `citeval check` run shows each answer whole (read from its input with answers::RecordReader, as
// the run read it), its statements' bytes coloured by outcome, and each citation a button that
// opens the sources it names with the place the provider states highlighted; the detail's byte
// offsets become UTF-16 units here, in C++, as the page's script counts.
//
//   Status st = report::write_run_page({.detail = "d.jsonl", .summary = &summary}, {}, "report.html");
//   auto model = report::run_report_model({.detail = "d.jsonl"}, {});  // the same page model, in memory
//
// How it works: everything is computed here, in C++ — the page model is one JSON document
// (figures, intervals, histograms, the items normalised across ALCE, ALiICE, LongBench-Cite and check)
// embedded in the page as data (`<script type="application/json">`, with `<`, `>`, `&`, U+2028
// and U+2029 escaped, so no input text can end the element), and the page's own script (embedded
// in the binary at build time from src/report_html/html/) renders it with DOM calls only: input text
// is always a text node, never markup. Nothing is fetched: no network, no fonts, no files.
//
// Memory: write_run_page (a RunPageWriter fed the detail's lines) holds neither the detail nor the
// input. It reads the detail once, a record at a time, joining each to its input item (read in step
// with it: input_join.h), writes the item into the page at once (the data object's "items" come
// first, the rest of the model after them; the cited passages go to a temporary file, copied after
// the script at the end), and keeps of each item only the values the figures need (a few doubles:
// its score keys; the dataset, cited tokens and snippets of LongBench-Cite; check's statement and
// quote counts). A compare (compare_report_model) reads each detail twice: first for the figures,
// keeping besides those values each item's key and its units' outcomes (a byte each: the pairs and
// the items that differ most are found from them), then for the items it shows. run_report_model
// builds the same page model in memory, for tests and small runs.
//
// Figures: a card's value is the summary's figure when a summary is given (so the page shows
// exactly the summary's numbers), else the figure recomputed from the detail. Its interval is a
// seeded percentile bootstrap over items (meta/bootstrap.h's draws: the same seed gives the same
// interval) of the same statistic recomputed from the detail's per-item scores — the mean over
// the items that count (ALCE, ALiICE, check), the mean of per-dataset means (LongBench-Cite), F1
// of the two means, a ratio of sums (citation length; check's statement_rec and quote_fidelity).
// When the detail does not reproduce the summary's figure (e.g. a detail from another run), the
// card says so and shows no interval.
// Compare: items are paired by their key (position in the input); the paired bootstrap draws the
// same pairs for both runs and gives the percentile interval of the difference A − B.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "citeval/result.h"
#include "meta/scored_set.h"

namespace citeval::report {

struct HtmlOptions {
  std::size_t bootstrap = 1000;  // replicates; 0 = no intervals
  std::uint64_t seed = 0;
  double confidence = 0.95;
  std::size_t compare_items = 200;  // compare: the items that differ most, shown side by side
  // The page is made for Python's report(): its notes name `input=` where the CLI's name
  // `citeval report --input` (a run's page without the evaluated file).
  bool python = false;
};

struct RunSources {
  std::string detail;                      // the --detail JSONL of `citeval eval`
  const nlohmann::json* summary = nullptr;  // its summary JSON (-o), optional
  std::string summary_name;                // where the summary came from (shown), optional
  std::string input;  // ALCE / ALiICE / check: the evaluated input file, for the cited passages (check:
                      // the answers too); optional
};

// The page model of one run. Errors: unreadable or malformed detail (file, line), a detail of
// an unknown kind, an input whose items do not match the detail.
Result<nlohmann::json> run_report_model(const RunSources& sources, const HtmlOptions& options);

// Two runs of the same benchmark (two systems, or two judges on the same outputs).
Result<nlohmann::json> compare_report_model(const RunSources& a, const RunSources& b, const HtmlOptions& options);

// A meta-evaluation: `meta` is `citeval meta -o`'s document (with --labels: {labels, judges,
// differences, ...}; with --scores: one report). `scores` are the judges' scored pairs (name as in
// meta's "judge", the set): they give the ROC curves, distributions and reliability diagrams.
Result<nlohmann::json> meta_report_model(const nlohmann::json& meta,
                                         const std::vector<std::pair<std::string, meta::ScoredSet>>& scores);

// The page of one run, fed record by record: open() starts the page (PATH.tmp; a device such as
// /dev/stdout directly), add() takes each line of the detail in order (the header line first, as
// the detail has it; numbered from 1 in errors, which name sources.detail: blank lines count),
// finish() writes the figures and renames the page into place. The page is written as the
// records come (see above): it equals write_run_page's of a file holding the same lines. The
// first error is sticky (finish() returns it); a writer destroyed unfinished leaves no page and no
// PATH.tmp. `sources` (the summary it points at included) must outlive the writer's use.
//
//   RunPageWriter page;
//   if (auto st = page.open({.detail = "d.jsonl", .summary = &summary}, {}, "report.html"); !st) return st;
//   for (const std::string& line : lines) if (auto st = page.add(line); !st) return st;
//   return page.finish();
class RunPageWriter {
 public:
  RunPageWriter();
  ~RunPageWriter();
  RunPageWriter(const RunPageWriter&) = delete;
  RunPageWriter& operator=(const RunPageWriter&) = delete;

  // Errors: the output's (PageFile::open), no temporary file for the passages.
  Status open(const RunSources& sources, const HtmlOptions& options, const std::string& path);
  // One detail line. Errors: run_report_model's that the line shows (file and line).
  Status add(std::string_view line);
  // Errors: run_report_model's at the end (no item, an input that does not match), the output's.
  Status finish();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The page of one run: its detail file read into a RunPageWriter. Errors: run_report_model's,
// the output's (write_html's).
Status write_run_page(const RunSources& sources, const HtmlOptions& options, const std::string& path);

// The page: the embedded CSS and script and the model as escaped JSON data (a run's passages in
// a second data element after the script). Pass the model with std::move when done with it.
std::string render_html(nlohmann::json model);

// The model as the text of a <script type="application/json"> element: JSON (invalid UTF-8
// replaced) with <, >, &, U+2028 and U+2029 written as \u escapes.
std::string script_safe_json(const nlohmann::json& model);

// Writes through PATH.tmp and a rename (a device such as /dev/stdout directly): a failed write
// leaves neither a half page nor PATH.tmp.
Status write_html(const std::string& html, const std::string& path);

// For `citeval eval --report FILE`: the report of the run just finished, from its detail file
// (complete: call it after the detail is closed) and its summary JSON (what `-o` writes), with
// the questions and cited passages from `input_path`, the evaluated file (ALCE, ALiICE and check,
// whose answers it holds too; it is ignored for LongBench-Cite, whose detail holds the cited
// text). Default bootstrap options.
Status write_html_report(const std::string& detail_path, const nlohmann::json& summary, const std::string& out_path,
                         const std::string& input_path = {});

}  // namespace citeval::report

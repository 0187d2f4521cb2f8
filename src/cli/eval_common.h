// Pieces the evaluating commands (eval, judge, meta, ...) share: the judge options, opening a
// cached session (citeval/judges.h), printing an evaluation's results (citeval/evaluate.h), the
// checks of input and output paths, and writing files atomically.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <fstream>
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/evaluate.h"
#include "citeval/judges.h"
#include "citeval/options.h"
#include "citeval/result.h"
#include "common/skipped_records.h"

namespace CLI {
class App;
class Option;
}

namespace citeval::cli {

// The prefix of the messages of the evaluation that runs ("citeval eval: ", or "citeval check: "
// after set_eval_command("citeval check")): one command runs a process.
const std::string& eval_prefix();
void set_eval_command(const std::string& command);

struct JudgeOptions {
  std::string spec;        // empty = judge::default_judge_spec()
  std::string cache;       // SQLite cache file; empty = the default for the judge kind
  bool no_cache = false;
  int retries = 2;
  std::size_t batch = 0;   // 0 = 64, or 1024 for LLM judges (to keep the request pool full)
};

// Every judge kind's spec, comma-separated ("calibrated:FILE, embed[:DIR], lexical, ..."), for
// the help of every --judge option.
std::string known_judges_text();

// --judge, --cache, --no-cache, --retries, --judge-batch.
void add_judge_options(CLI::App& sub, JudgeOptions& o);

class Progress;

// The session settings of the judge options (citeval/judges.h: cheap local judges get no
// persistent cache unless --cache is given; every other judge caches in the default location).
// With `progress`, the pairs judged so far in the whole run ("judging N/M pairs", M the pairs
// asked for so far) are shown as the detail of that progress display.
SessionConfig session_config(const JudgeOptions& o, Progress* progress);

// open_session(spec or the default, session_config(o, progress)).
Result<std::unique_ptr<Session>> open_judge_session(const JudgeOptions& o, Progress* progress);

// The options every benchmark of `citeval eval` shares beyond judging: --report FILE (the HTML
// report of the run, report_html/html_report.h) and --fail-under KEY=MIN (CI gates, cli/gates.h).
struct EvalExtras {
  std::string report;
  std::vector<std::string> fail_under;
  // The --report page, written as the run goes (report::RunPageWriter): opened before the run by
  // open_report, finished by finish_eval. Null: no --report (or not opened).
  struct Page;
  std::shared_ptr<Page> page;
  // With --report: opens the page (REPORT.tmp until finish_eval renames it; a failed or
  // interrupted run leaves neither) and makes `run.on_detail_line` feed it every detail line, so
  // that no detail file is needed: the page is named after `detail` (the --detail file), or
  // "<the run's records>" without one. `input`: the evaluated file (the questions, the cited
  // passages, check's answers), not used for LongBench-Cite (`longcite`), whose detail holds its
  // cited text. Errors: the page's (PATH.tmp cannot be created).
  Status open_report(const std::string& detail, const std::string& input, bool longcite, FileRun& run);
};
// The page's name for the detail lines when no --detail file is written.
inline constexpr const char* kRunRecordsName = "<the run's records>";
// `gate_example`: figures of this benchmark the --fail-under help names as examples.
void add_eval_extra_options(CLI::App& sub, EvalExtras& o, const std::string& gate_example);
// --fail-under alone (a benchmark module's run; add_eval_extra_options adds it too).
void add_fail_under_option(CLI::App& sub, EvalExtras& o, const std::string& gate_example);
// --figures: prints the benchmark's figure registry (figure_registry_json, citeval/benchmark.h) as a
// Markdown table and exits 0, before the other options are checked (as --help does). The docs'
// figure tables are this output (tools/docs_options.py).
void add_figures_flag(CLI::App& sub, const std::string& benchmark);
// That table.
std::string figures_table(const nlohmann::json& figures, const std::string& benchmark);
// Checks the --fail-under specs (exit 2 on a bad one, before anything runs).
Status check_eval_extras(const EvalExtras& o);
// Before a benchmark's run, once its options are known: every --fail-under KEY must be a figure
// a summary of these options can have
// (summary_figures), else a usage error listing them (exit 2) before anything is read or judged;
// a MIN below 1 on a ×100 figure is warned about. Returns 0 to go on, else the exit code.
// `module`: the name of a benchmark module's benchmark (its figures), else options.benchmark's.
int prepare_eval(const EvalExtras& extras, const EvalOptions& options, const std::string& module = "");

// The options of the schema (citeval/options.h) that apply to one benchmark, as the flags of its
// `citeval eval` subcommand (and so its --config keys): names, types, checks, defaults and help
// all come from the schema. apply() sets the options given (on the command line or in the
// file) on EvalOptions; an option not given stays unset, so the library's default applies and
// --reference can tell a contradiction.
//
//   auto flags = std::make_shared<SchemaFlags>();
//   flags->add(sub, "alce");
//   ... in the callback: EvalOptions e; e.benchmark = ...; if (auto st = flags->apply(e); !st) ...
//
// add_llm() adds the LLM table's (llm_option_schema: --llm-base-url, ...), which apply(LlmConfig&)
// sets; an instance holds the flags of one table.
class SchemaFlags {
 public:
  void add(CLI::App& sub, const std::string& benchmark);
  void add_llm(CLI::App& sub);
  Status apply(EvalOptions& options) const;
  // The same for the benchmark named `benchmark` (a benchmark module's: options.benchmark cannot
  // name it).
  Status apply(EvalOptions& options, std::string_view benchmark) const;
  Status apply(LlmConfig& config) const;

 private:
  struct Flag {
    const OptionSpec* spec = nullptr;
    CLI::Option* option = nullptr;
    bool flag = false;
    std::int64_t integer = 0;
    std::size_t count = 0;
    double number = 0;
    std::string text;
  };
  void add(CLI::App& sub, const std::vector<const OptionSpec*>& specs, const std::string& benchmark);
  static OptionValue value(const Flag& f);
  std::deque<Flag> flags_;  // CLI11 holds pointers into the flags
};

// An error as the CLI prints it: Error::to_string() with the options it names as flags
// (citeval/options.h: `dataset=asqa` becomes --dataset asqa).
std::string cli_error_text(const Error& e);

// Prints a failed evaluation's error as "citeval eval: ..." (cli_error_text) on stderr and returns
// its exit code: 2 for options that contradict --reference (a usage error, found before any
// work), else 1.
int eval_failure(const Error& e);

// Prints what `citeval eval` prints after a run and returns its exit code: the state's warnings
// on stderr ("citeval eval: ..."), the summary JSON to `output` (atomically; none when empty),
// the table (or with `json` the summary JSON) on stdout, and unless `quiet` the judge lines.
// Then the report (the page open_report opened, given the summary and finished) and the gates:
// a figure below its --fail-under minimum (or undefined) makes the exit code 3 when the run
// itself succeeded; an unknown gate key is exit 2.
int finish_eval(const EvalState& state, const std::string& output, bool json, bool quiet, EvalExtras& extras);
int finish_eval(const EvalState& state, const std::string& output, bool json, bool quiet);

class InterruptNote;

// The FileRun of an eval command: messages on stderr as "citeval eval: ...", progress shown on
// `progress` (and counted by `note`, when given).
FileRun file_run(const std::string& input, const std::string& detail, std::size_t chunk, Progress& progress,
                 bool progress_total, InterruptNote* note = nullptr);

// Whether a run goes on from its --detail file when run again: LongBench-Cite and check do; ALCE
// and ALiICE rewrite it; a benchmark module's benchmark may or may not (the CLI cannot know).
enum class Resumes { kNo, kYes, kIfTheBenchmarkDoes };
Resumes resumes(Benchmark benchmark);
// What Ctrl-C during a run says (cli/interrupt_note.h): what was kept (the judgment cache of
// `judge`, the user's --detail file `detail`) and how to resume. `temporary`: a file to remove
// then (standard input's copy, the --report page's PATH.tmp).
std::unique_ptr<InterruptNote> make_interrupt_note(Resumes resumes, const JudgeOptions& judge,
                                                   const std::string& detail,
                                                   const std::vector<std::string>& temporary);

// Paths named on the command line, each with the option that named it ("--output", path), for
// the messages. Empty paths and "-" (standard input or output) are skipped.
using PathArgs = std::vector<std::pair<std::string, std::string>>;

// Refuses (kInvalidArgument, naming both options and the file) an output that is the same file as
// an input or as another output: writing it would destroy the input, or one output the other.
// Files are compared with std::filesystem::equivalent when both exist, else by weakly_canonical
// path. Devices and pipes (/dev/null, /dev/stdout, a FIFO) are never "the same file".
Status check_distinct_paths(const PathArgs& inputs, const PathArgs& outputs);

// Finds an output that cannot be written before any work is done (kIo, naming the option and
// the path): a directory, a missing parent directory, a parent where no file can be created
// (probed by creating and removing a temporary file there), an existing file that cannot be
// opened for writing. Devices and pipes are not probed.
Status check_writable_outputs(const PathArgs& outputs);

// check_distinct_paths, then check_writable_outputs: every command with file outputs calls this
// before it reads or judges anything.
Status check_io_paths(const PathArgs& inputs, const PathArgs& outputs);

// The files a judge spec reads ("table:FILE", "calibrated:FILE"), as inputs for check_io_paths,
// named by `flag` (the option that gave the spec) in errors.
PathArgs judge_input_paths(const std::string& spec, const std::string& flag = "--judge");

// check_io_paths for the `eval` benchmarks: the input file and the judge's files are inputs;
// --output, --detail and a --cache given by the user are outputs.
// `extra_outputs`: more outputs (e.g. {"--report", path}).
Status check_eval_paths(const std::string& input, const JudgeOptions& judge, const std::string& output,
                        const std::string& detail, const PathArgs& extra_outputs = {});

// Writes to PATH.tmp and renames it to PATH on commit() (after an fsync), so a crash never
// leaves a half-written file under the final name. A failed commit, and destruction without
// one, remove PATH.tmp. A PATH that is a device or a pipe (/dev/null, /dev/stdout) is written
// directly; a PATH that is a directory is refused.
class AtomicFile {
 public:
  static Result<AtomicFile> create(const std::string& path);
  AtomicFile(AtomicFile&&) = default;
  AtomicFile& operator=(AtomicFile&&) = delete;
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;
  ~AtomicFile();

  std::ofstream& stream() { return *out_; }
  Status commit();

 private:
  AtomicFile(std::string path, std::unique_ptr<std::ofstream> out, bool direct)
      : path_(std::move(path)), out_(std::move(out)), direct_(direct) {}
  std::string tmp_path() const { return path_ + ".tmp"; }
  void discard();

  std::string path_;
  std::unique_ptr<std::ofstream> out_;  // null once moved from, committed or discarded
  bool direct_ = false;                 // writing PATH itself (a device or a pipe)
};

// Where to read an input named on the command line: the path itself, or for "-" a temporary file
// holding all of standard input (readers need a file: they may read it twice, and LongBench-Cite
// fingerprints it), removed when this object goes. eval's input, meta's --labels/--scores and
// calibrate's --labels accept "-" this way (judge and claims read standard input directly).
class InputPath {
 public:
  static Result<InputPath> open(const std::string& arg);
  InputPath(InputPath&& other) noexcept : path_(std::move(other.path_)), temporary_(other.temporary_) {
    other.temporary_ = false;
  }
  InputPath& operator=(InputPath&&) = delete;
  InputPath(const InputPath&) = delete;
  InputPath& operator=(const InputPath&) = delete;
  ~InputPath();
  const std::string& path() const { return path_; }
  // An error about the temporary file names "<stdin>" instead, in its message too.
  Error rename(Error e) const;
  void rename(SkippedRecords& skipped) const;

 private:
  InputPath(std::string path, bool temporary) : path_(std::move(path)), temporary_(temporary) {}
  std::string path_;
  bool temporary_ = false;
};

// Refuses a second input read from standard input ("-"): it can be read only once. The error
// (kInvalidArgument, a usage error) names both options.
Status check_one_stdin(const PathArgs& inputs);

// The file inputs of a command where any one may be "-" (check_one_stdin first): open() replaces
// a "-" by the InputPath holding standard input, kept until this object goes, and rename() names
// it "<stdin>" in an error.
//
//   StdinInputs stdin_inputs;
//   if (auto st = stdin_inputs.open(o.summary); !st) return fail(st.error());
//   auto s = read_json(o.summary);   // the temporary file when --summary was "-"
//   if (!s) return fail(stdin_inputs.rename(s.error()));
class StdinInputs {
 public:
  Status open(std::string& path);
  Error rename(Error e) const { return in_ ? in_->rename(std::move(e)) : e; }
  // "<stdin>" for the temporary file, else `path`.
  std::string name(const std::string& path) const { return in_ && path == in_->path() ? "<stdin>" : path; }

 private:
  std::optional<InputPath> in_;
};

// The bad records a command skipped, on stderr: the first ones (SkippedRecords::kKept) as
// "PREFIX skipped: FILE:LINE: field 'F': ...", then "PREFIX skipped N bad record(s) in all".
void warn_skipped(const std::string& prefix, const SkippedRecords& skipped);

// The pairs a judge failed on and a command left out (meta's figures, calibrate's fit), on
// stderr: "PREFIX{ERROR|WARNING}: WHAT: N of M pairs failed and are left out (error rate R >
// --max-judge-error-rate X: exit 1 | <= X, accepted); first error: E; a rerun against a working
// judge RERUN". Returns whether they fail the run: their share is above `max_rate` (as eval's
// partial figures). Nothing when `failed` is 0.
bool warn_failed_pairs(const std::string& prefix, const std::string& what, std::size_t failed, std::size_t pairs,
                       double max_rate, const std::string& first_error, const std::string& rerun);
// Reads the file named by `arg` ("-": standard input, through an InputPath) with a reader that
// skips bad records (`read(path, &skipped)`): the skipped records, and the error when it fails,
// name <stdin> for "-", and the skipped ones are warned about as "PREFIX skipped: ...".
// meta --labels/--scores and calibrate --labels read this way.
template <class Read>
auto read_input_skipping(const std::string& prefix, const std::string& arg, SkippedRecords& skipped, Read read)
    -> decltype(read(arg, &skipped)) {
  auto in = InputPath::open(arg);
  if (!in) return in.error();
  auto r = read(in->path(), &skipped);
  in->rename(skipped);
  warn_skipped(prefix, skipped);
  if (!r) return in->rename(r.error());
  return r;
}
// The first skipped records' errors, as strings, for a JSON output's "skipped" list.
nlohmann::json skipped_json(const SkippedRecords& skipped);

// Writes `json` (indented; invalid UTF-8 replaced) to `path` through an AtomicFile.
Status write_json_file(const nlohmann::json& json, const std::string& path);

}  // namespace citeval::cli

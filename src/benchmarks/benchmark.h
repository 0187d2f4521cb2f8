// citeval::benchmarks — one benchmark behind one interface. Everything that differs between ALCE,
// ALiICE, LongBench-Cite (and any benchmark you add) is a BenchmarkImpl: its name, its options,
// its item reader, how a chunk of items is evaluated, its mergeable totals, its summary and its
// exit code. Everything that does not differ — Evaluator, EvalState (merge, serialisation),
// evaluate_file's chunks, progress, --detail streaming and resume, reader skips, LLM usage — is
// the driver in src/api/, written once against this interface.
//
// Adding a benchmark (tests/benchmarks/toy_benchmark.cc is a complete one in ~100 lines):
//   1. Derive your item from ItemData (its index: the place in the file), your checked options
//      from Options, your totals from Totals (sums and counts that merge exactly: a run split into
//      shards must merge into the state of one run), your evaluation from Run.
//   2. Derive a BenchmarkImpl: name(); own_options() (the EvalOptions fields that apply: any other
//      set field is refused by the driver); resolve() (check the options, fill the identity: every
//      option that decides a figure); read_items()/parse_item()/open_input() (make_item() wraps
//      your item); open() (a Run); totals_from_json() (the inverse of Totals::to_json);
//      summary_json(), summary_table(), warnings(), exit_code(), and figures() (figures.h: the
//      registry of its summary's figures, which --fail-under and the report read).
//   3. Add it to the runtime that evaluates and name it (citeval/benchmark.h):
//      add_benchmark(*runtime, std::make_shared<Mine>()); create_evaluator("mine", options,
//      runtime), evaluate_file("mine", options, run) (chunks, --detail, resume), EvalState
//      merge/to_json and state_from_json(json, *runtime) then work for it unchanged.
//   4. Or build it as a benchmark module, a shared library the Python package (and each Dask
//      worker) loads by path (citeval.load_benchmark_module; C++: load_benchmark_module): it defines
//        extern "C" void citeval_benchmark_module_v1(
//            std::vector<std::shared_ptr<const citeval::benchmarks::BenchmarkImpl>>& out) {
//          out.push_back(std::make_shared<Mine>());
//        }
//      (tests/benchmarks/toy_module.cc; link it with -Wl,--exclude-libs,ALL so that its copy of
//      the static citeval libraries stays its own).
//
// Resume (evaluate_file with a --detail file). The default Run::open_detail writes a header line
// {"citeval_detail": {"benchmark", "options" (the identity), "judges"}} and then each record of
// evaluate() as it is returned; a rerun reads the file back, refuses it when the header differs
// (naming every field), and hands each record to Run::resume(), which adds it to the totals: the
// items of those records (by resume_key()) are not evaluated again. A benchmark that cannot
// resume (resume() refuses) or that keeps a format of its own (LongBench-Cite's, io/longcite_detail.h)
// overrides open_detail.
//
// Threads: a BenchmarkImpl is immutable and shared (by runtimes, states and evaluators on any
// thread); a Run is used by one thread at a time (one Evaluator); Totals are values.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "benchmarks/extra_metrics.h"
#include "benchmarks/figures.h"
#include "citeval/evaluate.h"
#include "citeval/judge.h"
#include "citeval/judges.h"
#include "citeval/result.h"
#include "judge/judge_session.h"
#include "llm/llm_registry.h"

namespace citeval {
namespace benchmarks {
struct ItemData;
}

// A benchmark's item behind the public Item (evaluate.h).
struct Item::Impl {
  std::optional<Benchmark> id;  // the built-in benchmarks'
  std::string benchmark;        // its name
  std::shared_ptr<const benchmarks::ItemData> data;
};

}  // namespace citeval

namespace citeval::benchmarks {

struct State;
class BenchmarkImpl;

// One input item of a benchmark: derive yours from it (Item holds it, shared and immutable).
struct ItemData {
  virtual ~ItemData() = default;
  // The item's place in its file or collection, malformed items counted (Item::index()).
  virtual std::size_t index() const = 0;
};

// `data` as an Item of `benchmark`.
Item make_item(const BenchmarkImpl& benchmark, std::shared_ptr<const ItemData> data);
// The item's data as T, or null when it is another benchmark's (or another type).
template <class T>
const T* item_as(const Item& item) {
  return dynamic_cast<const T*>(item.impl().data.get());
}

// A benchmark's checked options: derive yours from it. The driver fills the common fields.
struct Options {
  virtual ~Options() = default;
  std::string judge;  // EvalOptions::judge, or kCustomJudge when the caller passed a judge
  std::string input;  // EvalOptions::input
};

// The judge spec standing for the caller's judge (Evaluator::create with a Judge).
inline constexpr const char* kCustomJudge = "<custom>";

// What resolve() shares with the driver: the identity (EvalOptions::to_json: every option that
// decides a figure; the driver has set "benchmark", "judge", "input") and --reference.
struct Resolution {
  nlohmann::json identity;
  bool reference = false;                   // EvalOptions::reference
  std::vector<std::string> reference_sets;  // what --reference sets ("--no-truncate", ...)
  std::vector<std::string> contradictions;  // options given against --reference
};

// Mergeable totals: sums, counts and the per-item values the summary needs.
class Totals {
 public:
  virtual ~Totals() = default;
  virtual std::unique_ptr<Totals> clone() const = 0;
  // Appends `later` (the items after these; always the same benchmark's totals).
  virtual void merge(const Totals& later) = 0;
  // Adds its keys to the state object (EvalState::to_json); totals_from_json reads them back.
  virtual void to_json(nlohmann::json& state) const = 0;
};

// Where the records of a whole-file run go (--detail): written as items finish.
class DetailSink {
 public:
  virtual ~DetailSink() = default;
  virtual Status write(const nlohmann::json& record) = 0;
  // kIo when a write failed (checked at the end of the run).
  virtual Status close() = 0;
  // Whether the detail's lines are the records written here (the driver then gives each to
  // Run::detail_lines); false: the run gives detail_lines its lines itself (LongBench-Cite).
  virtual bool lines_are_records() const { return true; }
};

// A file's items, read as the run goes (ALCE's reader streams) or at once.
class ItemSource {
 public:
  virtual ~ItemSource() = default;
  virtual const std::string& path() const = 0;
  // The next item; false at the end or on a fatal error (fatal_error()).
  virtual bool next(Item& item) = 0;
  virtual std::optional<Error> fatal_error() const { return std::nullopt; }
  // Every item when read at once (the driver then knows the total and resumes from it); empty
  // for a streaming source.
  virtual std::span<const Item> all() const { return {}; }
  virtual std::vector<SkippedItem> skipped() const = 0;
};

// An ItemSource over a whole ItemFile.
class ItemFileSource : public ItemSource {
 public:
  ItemFileSource(std::string path, ItemFile file) : path_(std::move(path)), file_(std::move(file)) {}
  const std::string& path() const override { return path_; }
  bool next(Item& item) override;
  std::span<const Item> all() const override { return file_.items; }
  std::vector<SkippedItem> skipped() const override { return file_.skipped; }
  const ItemFile& file() const { return file_; }

 private:
  std::string path_;
  ItemFile file_;
  std::size_t next_ = 0;
};

// What a Run gets from the driver: the judges, the evaluator's LLM account, the model module.
struct RunContext {
  // Opens a judge session (owned by the driver, alive as long as the run) for a spec (""
  // = the default judge; kCustomJudge = the caller's judge; kCustomNeedJudge its need-citation
  // judge) with `config`.
  std::function<Result<judge::JudgeSession*>(const std::string& spec, const SessionConfig& config)> open;
  SessionConfig session;                         // EvalOptions::session
  std::shared_ptr<Judge> custom, custom_need;    // the caller's judges (null: none)
  std::shared_ptr<llm::LlmPool> llm;             // the evaluator's own usage account
  // The persistent cache of the evaluator's own LLM requests (LongBench-Cite's correctness
  // ratings): the file an LLM judge's session would use under `session` ("" = none). Called only
  // by a run that makes such requests, since it creates the default cache directory.
  std::function<Result<std::string>()> llm_cache_path;
  ModelHooks model;                              // MAUVE featurizers, QA (the runtime's module)
};
inline constexpr const char* kCustomNeedJudge = "<custom-need>";

using Warn = std::function<void(const std::string& line)>;

// How a refused resume ends, options marked for the front ends to spell (the CLI's
// --restart/--detail, Python's restart=True/resume=): "<why>. It cannot be resumed: rerun with ...".
inline constexpr const char* kCannotResume =
    ". It cannot be resumed: rerun with `restart` to start over (the file is rewritten), or give another "
    "`detail` file";

// One evaluator's evaluation: judges opened, totals growing.
class Run {
 public:
  virtual ~Run() = default;

  // Evaluates a chunk, adds it to the totals, and returns one record an item, in order (the
  // --detail lines: evaluate_file writes them to the DetailSink of open_detail; after an
  // open_detail given no path, a run may return none, since nothing writes them). An error fails
  // the chunk as a whole (nothing added).
  virtual Result<std::vector<nlohmann::json>> evaluate(std::span<const Item> items) = 0;
  // Malformed items were counted (Evaluator::add_skipped) — for totals that count items read.
  virtual void add_skipped(std::size_t count) {}
  // Copies the run's part of the state: totals, judges (identities, statistics), extra.
  virtual void fill(State& state) const = 0;
  virtual std::vector<std::string> judge_identities() const = 0;
  // Whether a judge of the run is an LLM judge (the summary then has llm_usage).
  virtual bool llm_judged() const { return false; }

  // Whole-file runs (evaluate_file), in this order: begin_file, open_detail, evaluate (chunks of
  // the items `wanted`), end_file.
  virtual Status begin_file(ItemSource& input, const Warn& warn) { return Ok{}; }
  // Opens --detail and resumes from it (unless `restart`): the keys (resume_key) of the items
  // already finished, whose records were given to resume(). Default: the generic format above.
  virtual Result<std::unique_ptr<DetailSink>> open_detail(const std::string& path, bool restart,
                                                         const nlohmann::json& identity, ItemSource& input,
                                                         const Warn& warn, std::set<std::string>& done);
  // Whether evaluate_file evaluates the item (false: left out, e.g. LongBench-Cite's datasets
  // outside the seven with reference_aggregation).
  virtual bool wanted(const Item& item) const { return true; }
  // The record's item (resume) and the item's key: by default the position ("position"/index()).
  virtual std::string resume_key(const nlohmann::json& record) const;
  virtual std::string resume_key(const Item& item) const;
  // Adds a record of an earlier run to the totals. Default: kUnsupported (no resume).
  virtual Status resume(const nlohmann::json& record);
  // The number of items evaluate_file will evaluate, for progress, when the input streams (all()
  // is empty) but the run knows it after open_detail (LongBench-Cite's first pass); 0: unknown.
  virtual std::size_t items_to_evaluate() const { return 0; }
  // After the last chunk: checks (ALCE: the file held an item) and counters of the whole file.
  virtual Status end_file(ItemSource& input) { return Ok{}; }

  // FileRun::on_detail_line, set by evaluate_file before open_detail (null: none). open_detail
  // gives it the detail's header line and the lines it resumes, as it reads them (LongBench-Cite's
  // through its detail reader's line callback), with or without a path; evaluate() then returns
  // every record even without a path; the driver gives it each record evaluate() returns
  // (detail_line(record)), unless the sink's lines are not its records.
  std::function<Status(std::string_view line)> detail_lines;
};

// A record as a detail line: its JSON text, invalid UTF-8 replaced (what the detail files hold).
std::string detail_line(const nlohmann::json& record);

// A benchmark module's one function (step 4 above); the name carries the interface's version.
using BenchmarkModuleFn = void (*)(std::vector<std::shared_ptr<const BenchmarkImpl>>& out);
inline constexpr const char* kBenchmarkModuleSymbol = "citeval_benchmark_module_v1";

class BenchmarkImpl {
 public:
  virtual ~BenchmarkImpl() = default;

  // "alce", "aliice", "longbench-cite", "check", or yours (citeval/benchmark.h names it).
  virtual std::string name() const = 0;
  // The built-in benchmarks' enum value (citeval/evaluate.h); none for added benchmarks.
  virtual std::optional<Benchmark> id() const { return std::nullopt; }

  // The EvalOptions fields (their names as EvalOptions spells them) that apply to it, besides
  // judge, session, input, reference and max_judge_error_rate.
  virtual std::vector<std::string> own_options() const = 0;
  // The --help text and shown default of an own option whose schema entry is written for
  // another benchmark (the toy's max_words is ALiICE's): {help, default_text}; none: the entry's.
  struct OptionHelp {
    std::string help, default_text;
  };
  virtual std::optional<OptionHelp> own_option_help(std::string_view name) const { return std::nullopt; }
  // --reference (r.reference): what it sets (r.reference_sets, as the flags) and the options given
  // against it (r.contradictions: the driver refuses them, naming each). Default: nothing.
  virtual void check_reference(const EvalOptions& o, Resolution& r) const {}
  // Checks the options (those that apply) and fills the identity. Refusals are kInvalidArgument
  // naming the option.
  virtual Result<std::shared_ptr<Options>> resolve(const EvalOptions& o, Resolution& r) const = 0;
  // Whether the identity's "judge" is kCustomJudge when the caller passes a judge (LongBench-Cite:
  // its judge roles derive from it); otherwise it keeps EvalOptions::judge.
  virtual bool names_custom_judge() const { return false; }
  // The registry of its figures (figures.h): every figure its summary can have with any options,
  // declared once, with its label, scale, aggregation and undefined reasons.
  virtual std::vector<FigureDef> figures() const { return {}; }
  // Every figure its summary can have with these options (--fail-under). Default: the figures()
  // that apply.
  virtual std::vector<SummaryFigure> summary_figures(const Options& options, const nlohmann::json& identity) const {
    return summary_figures_of(figures(), options, identity);
  }

  // Items: a whole file (read_items), one JSON text, a file for evaluate_file.
  virtual Result<ItemFile> read_items(const std::string& path) const = 0;
  virtual Result<Item> parse_item(std::string_view json, std::size_t index) const = 0;
  virtual Result<std::unique_ptr<ItemSource>> open_input(const std::string& path) const;
  // The same, for a benchmark whose reading depends on its checked options (check: the format,
  // the citation style, the snapshots). The driver and Evaluator call these; by default they are
  // the three above.
  virtual Result<ItemFile> read_items_with(const std::string& path, const Options& options) const {
    return read_items(path);
  }
  virtual Result<Item> parse_item_with(std::string_view json, std::size_t index, const Options& options) const {
    return parse_item(json, index);
  }
  virtual Result<std::unique_ptr<ItemSource>> open_input_with(const std::string& path, const Options& options) const {
    return open_input(path);
  }
  // evaluate_file: what resolve() could not check alone. Before resolve (on its error, to say a
  // more useful one first: ALCE says the file cannot be opened), and after the input is open and
  // before judges are made (LongBench-Cite: the input's fingerprint joins the identity).
  virtual Status check_unresolved(const EvalOptions& o, const std::string& path) const { return Ok{}; }
  virtual Status check_input(Options& options, nlohmann::json& identity, ItemSource& input, const Warn& warn) const {
    return Ok{};
  }

  // A run: opens its judges through the context. It may add to the identity (the correctness
  // rater's).
  virtual Result<std::unique_ptr<Run>> open(std::shared_ptr<Options> options, nlohmann::json& identity,
                                           RunContext& context) const = 0;

  // The totals of a state's JSON (Totals::to_json's keys); throws on a malformed one.
  virtual std::unique_ptr<Totals> totals_from_json(const nlohmann::json& state) const = 0;
  // The summary (`citeval eval -o`), the table (stdout), the stderr lines, the exit code.
  virtual nlohmann::json summary_json(const State& state) const = 0;
  virtual std::string summary_table(const State& state) const = 0;
  virtual std::vector<std::string> warnings(const State& state) const = 0;
  virtual int exit_code(const State& state) const = 0;
  // "judge: requests=..." lines; default: the state's one session.
  virtual std::vector<std::string> judge_lines(const State& state) const;
};

}  // namespace citeval::benchmarks

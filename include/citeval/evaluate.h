// citeval/evaluate.h — scoring the citations of model outputs: ALCE, ALiICE, LongBench-Cite.
//
// One Evaluator per run (or per shard of a run). Give it options and a judge, feed it items in
// chunks, and read the summary from its state:
//
//   citeval::EvalOptions o;
//   o.benchmark = citeval::Benchmark::kAlce;
//   o.dataset = "asqa";
//   o.judge = "table:decisions.jsonl";                     // or a custom Judge, see below
//   auto ev = citeval::Evaluator::create(o);
//   if (!ev) return fail(ev.error());
//   auto file = citeval::read_items(o.benchmark, "asqa_result.json");
//   if (!file) return fail(file.error());
//   (*ev)->add_skipped(file->skipped);                     // malformed items: counted, listed
//   auto detail = (*ev)->evaluate(file->items);            // the CLI's --detail records
//   if (!detail) return fail(detail.error());
//   citeval::EvalState state = (*ev)->state();
//   std::cout << state.summary_table();                    // what `citeval eval` prints
//   nlohmann::json summary = state.summary_json();         // what `citeval eval -o` writes
//
// Sharding. A state holds sums, counts and the few per-item numbers the summary averages (the
// averages are NumPy's pairwise means, so exact figures need the values, not partial means). Shards
// evaluated anywhere — threads, processes, Dask workers — merge into exactly the state of one run
// over the concatenated items, bit for bit, when merged in item order:
//
//   citeval::EvalState total = shard0.state();
//   total.merge(shard1_state);                             // refused unless benchmark, options and
//                                                          // judge identities are equal
//   std::string wire = total.to_json().dump();             // travels between processes
//   auto back = citeval::EvalState::from_json(nlohmann::json::parse(wire));
// Judge statistics, LLM usage (every benchmark, when an LLM judge is used: requests, tokens,
// cost, each endpoint's share, summed by URL), reader skips, exclusions and the reasons of
// undefined figures merge too. Every rate in a summary or detail record is ×100 (the summary's
// citeval.score_scale; LongBench-Cite's reference_aggregation keeps eval_cite.py's fractions).
// LLM usage is the evaluator's own: its judges and rater send through a usage account of their
// own (citeval/runtime.h), so evaluators running at the same time in one process never count
// each other's requests. (Within-shard facts stay within a shard: LongBench-Cite's repeated-idx
// count only sees repeats inside one shard.)
//
// Items. Each benchmark reads its own file format (the README's "Input" sections): ALCE and
// ALiICE read ALCE result files (a {"data": [...]} object, a JSON list, JSONL), LongBench-Cite
// reads predictions (a JSON list or JSONL of {"idx", "dataset", "query", "prediction",
// "context"} or with extracted "statements"). read_items() reads a file exactly as the CLI does;
// parse_item() reads one item from JSON text (a Python dict dumped, one JSONL line). A malformed
// item is an error value: pass it to add_skipped() and it is counted and listed in the summary
// as the CLI lists skipped items.
//
// Runtime. An evaluator takes its judge kinds, LLM settings and model module from a
// citeval::Runtime (runtime.h): Evaluator::create(options, runtime); without one,
// Runtime::shared(). Every judge kind, MAUVE featurizer and QA model of the CLI is available to
// any program: the libtorch ones load libciteval_model.so on first use.
//
// Judges. EvalOptions::judge names one (judges.h); or pass your own citeval::Judge to
// Evaluator::create: it runs inside the evaluator's session (batching, dedupe, cache, retries)
// and its identity() names it in the summary. A judgment your judge cannot make (Judgment::ok ==
// false) is a judge error: the item is left out of the figures it spoils, counted, and the run
// goes on. LongBench-Cite asks three questions (support, need-citation, relevance): with an
// "llm:MODEL" judge all three are derived from it; with any other judge support and relevance
// use it, and an uncited statement needs EvalOptions::need_citation_judge (a spec, or "always":
// every uncited statement needs a citation, recall 0) — otherwise evaluate() refuses the chunk
// naming the statement.
//
// Errors are values (citeval/result.h). evaluate() fails on a bad chunk as a whole (ALCE: the
// first chunk shows another dataset; LongBench-Cite: an uncited statement and no need-citation
// judge); judge errors never fail it.
//
// Thread safety: one Evaluator is used by one thread at a time (it may use more threads
// inside: ALiICE parses with parse_threads, judges run batches concurrently). Evaluators are
// independent of each other. EvalState is a value: copy, merge and serialise it freely.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/judge.h"
#include "citeval/judges.h"
#include "citeval/result.h"
#include "citeval/runtime.h"

namespace citeval {

// kCheck: `citeval check`, cited answers as people make them (any citation style, providers'
// structured citations; README "citeval check"), scored on the benchmarks' judges.
enum class Benchmark { kAlce, kAliice, kLongBenchCite, kCheck };
const char* benchmark_name(Benchmark benchmark);       // "alce", "aliice", "longbench-cite", "check"
Result<Benchmark> parse_benchmark(std::string_view name);

// Every option of `citeval eval` that is not a file or printing option. The option schema
// (citeval/options.h) is their table: name, type, default, the benchmarks each applies to,
// whether it changes figures, help; the CLI's flags, --config keys and Python's keyword arguments
// are derived from it, and set_option() sets a field by its option's name. Options marked with a
// benchmark apply to it only: setting one for another benchmark is an error of
// Evaluator::create (kInvalidArgument naming the option), never silently ignored. Unset
// (std::nullopt) options take the default in brackets.
struct EvalOptions {
  Benchmark benchmark = Benchmark::kAlce;

  // The judge (judges.h): a spec; empty = "lexical". Ignored when a Judge is passed to create().
  std::string judge;
  SessionConfig session;  // cache, retries, batch size

  // The input's name as the summary shows it ("citeval.input"): the file path for the CLI.
  std::string input;

  // ALCE: "asqa", "qampari" or "eli5" (required; alce_dataset_from_file_name() guesses it from
  // a file name as ALCE does). ALiICE: "asqa" or "eli5" (optional, eval.py's --dataset): the
  // correctness figures (ASQA str_em/str_hit, ELI5 rougeLsum and claims_nli) then join the summary.
  std::string dataset;
  bool dataset_from_file_name = false;  // ALCE: say so when the dataset is refused

  // Every benchmark: the reference scorer's behaviour wherever an option restores it (the
  // README's "Differences from the reference scorers") [false]. ALCE: citation_syntax "alce",
  // claims false. ALiICE: truncate_output false, reference_units, at_most_citations 0,
  // reference_code. LongBench-Cite: reference_aggregation, and the relevance judge derived from
  // an llm judge reads ratings as eval_cite.py (reference_relevance=1). An option set to a
  // value that contradicts it (e.g. citation_syntax "all", truncate_output true) is an error
  // of Evaluator::create, never silently overridden. The summary lists what it set
  // (citeval.reference).
  std::optional<bool> reference;

  // ALCE, ALiICE.
  std::optional<std::size_t> at_most_citations;  // citations used per statement [3]; 0 = all
  std::optional<std::string> citation_syntax;    // "all" (every id of [1, 2]) or "alce" [all]
  std::optional<bool> dedupe_citations;          // judge a repeated id once [false]

  // check: the input's format ("auto", "generic", "anthropic", "openai", "gemini", "cohere",
  // "bedrock", "markdown") [auto: each record's shape decides]; the citation marks read in a
  // generic record's answer ("auto", "brackets", "footnote", "cjk", "doc", "sup", "regex:P") [auto];
  // a folder of offline source snapshots (DIR/index.json maps URL -> file) for URL citations.
  std::optional<std::string> format, citation_style, sources;

  // ALCE: which figures [all true]. claims = ELI5's claims_nli.
  std::optional<bool> rouge, citations, claims;
  // ALCE, ALiICE: ALCE's first-line cut of each output [true]; false scores the whole output
  // (ALiICE's eval.py does). The summary counts the outputs that lost text to it.
  std::optional<bool> truncate_output;

  // ALiICE.
  std::optional<std::string> parser;        // parser model [$CITEVAL_PARSER_MODEL or the default]
  std::optional<std::size_t> max_words;     // longer sentences fall back to sentence level [50]
  std::optional<bool> reference_units;      // eval.py's recall denominators [false]
  std::optional<bool> reference_code;       // cut as myparser.py [false]
  std::optional<bool> reference_keys;       // summary keys as eval.py writes them [false]
  std::optional<std::size_t> parse_threads; // 0 = all cores [0]

  // ALCE, ALiICE: the papers' other columns (README "Which figures need which model").
  // MAUVE (summary key "mauve", x100 as eval.py prints it) compares the outputs with the
  // references over the whole run: the state carries one feature row a text, so merged shards
  // give the MAUVE of one run. The featurizer: "embed" or "embed:DIR" (the bundled USE-lite: an
  // approximation, labelled so), "lm:DIR" (a causal LM from tools/export_lm.py: GPT-2 large is
  // the papers'), or "given" with both feature files (.npy or JSONL, one row a prepared text of
  // this evaluator's items in order: `citeval mauve --write-texts`; a shard needs its own rows).
  // Model featurizers and QA load the model module on first use (the evaluator's runtime,
  // runtime.h); a module that cannot be loaded fails the chunk, naming every path tried.
  std::optional<std::string> mauve;                     // featurizer [none: no MAUVE]
  std::optional<std::string> mauve_features;            // the outputs' rows (Q), with "given"
  std::optional<std::string> mauve_reference_features;  // the references' rows (P), with "given"
  std::optional<int> mauve_threads;                     // OpenMP threads of k-means [0 = default]
  // ALCE, ASQA only (eval.py --qa): QA-EM, QA-F1, QA-Hit with "qa:DIR" (tools/export_qa.py).
  std::optional<std::string> qa;
  std::optional<std::size_t> qa_batch;  // windows a forward pass [8]

  // LongBench-Cite.
  std::optional<std::string> citation_tokenizer;   // words|chars|auto|spm:FILE|hf:FILE [auto]
  std::optional<std::size_t> max_statements;       // statements judged per response [40]
  std::optional<std::string> support_judge;        // specs overriding the derived ones
  std::optional<std::string> need_citation_judge;  // a spec or "always"
  std::optional<std::string> relevance_judge;
  std::optional<bool> reference_aggregation;       // eval_cite.py's aggregation and fractions [false]
  std::optional<std::string> input_fingerprint;    // "citeval.input_fingerprint" [""];
                                                   // read_items() gives the file's
  // Whether judge requests carry the question (JudgeRequest::question) [true when a judge is an
  // llm spec, false otherwise].
  std::optional<bool> question_in_request;
  // Answer correctness (seed 002's C; eval_correct.py's LLM rating, llm/correctness_rater.h):
  // every item whose dataset has a rubric is rated against its gold "answer" [false]. The
  // rater's model [the MODEL of an llm:MODEL judge; required otherwise] uses the LLM settings
  // (configure_llm). lqa_input: a file of the same items answered without citations (matched by
  // idx and dataset), rated too, for the correctness ratio CR = C / C_LQA [none].
  std::optional<bool> correctness;
  std::optional<std::string> correctness_model;
  std::optional<std::string> lqa_input;

  // Every benchmark: the share of items (judge error items / items evaluated) that judge errors
  // may leave out of a figure before EvalState::exit_code() fails the run [0: none]. In [0, 1].
  // The figure is marked partial in the summary either way; it does not change any figure, so
  // it is not part of the identity.
  std::optional<double> max_judge_error_rate;

  // The options that decide the figures, as JSON with defaults filled in (the benchmark's own
  // options, judge, input; not the session settings nor ALiICE's parser path and threads): a
  // state's identity. {"error": MESSAGE} for options Evaluator::create would refuse.
  nlohmann::json to_json() const;
};

// A figure a summary of some options can have, as --fail-under names it: a top-level key
// ("citation_rec") or a dotted path ("scores.hotpotqa.citation_f1"); "*" in a path stands for
// any one name (a LongBench-Cite dataset: "scores.*.citation_f1"). `percent`: a rate ×100 (the
// summary's score_scale 100), as opposed to a count, a length or a fraction.
struct SummaryFigure {
  std::string key;
  bool percent = false;
};

// Every figure the summary of a run with these options can have (null ones included), known
// before anything is read, so a gate on a figure the run cannot have is refused up front.
// kInvalidArgument for options Evaluator::create would refuse.
Result<std::vector<SummaryFigure>> summary_figures(const EvalOptions& options);

// The entry of `figures` that names `key` (with "*" matching one path part), or null.
const SummaryFigure* find_summary_figure(const std::vector<SummaryFigure>& figures, std::string_view key);

// ALCE's dataset from a file name ("qampari", "eli5", "asqa" in it, in that order), or empty.
std::string alce_dataset_from_file_name(std::string_view path);

// One input item of a benchmark (opaque; cheap to move). Made by read_items or parse_item.
class Item {
 public:
  Item();
  Item(Item&&) noexcept;
  Item& operator=(Item&&) noexcept;
  Item(const Item&);
  Item& operator=(const Item&);
  ~Item();

  Benchmark benchmark() const;
  // The item's place in its file or collection (0-based, malformed items included): the
  // "position" of its detail record (every benchmark).
  std::size_t index() const;

  struct Impl;
  explicit Item(std::unique_ptr<Impl> impl);
  const Impl& impl() const { return *impl_; }

 private:
  std::unique_ptr<Impl> impl_;
};

// A malformed item: where it was and why (Error names file, line and field).
struct SkippedItem {
  std::size_t index = 0;
  Error error;
};

struct ItemFile {
  std::vector<Item> items;           // well-formed items, in file order
  std::vector<SkippedItem> skipped;  // malformed ones
  std::string fingerprint;           // LongBench-Cite: "xxh3-128:..." of the file's bytes
  // LongBench-Cite: "FILE:LINE: idx X repeats line N; ..." for items sharing an idx.
  std::vector<std::string> duplicate_idx;
};

// Reads a whole file as `citeval eval` reads it. Fails (Result error) on what stops the CLI:
// unreadable or malformed file, a file of the other format. A file with no item gives an empty
// ItemFile (the CLI then refuses to score; Evaluator leaves every figure undefined).
Result<ItemFile> read_items(Benchmark benchmark, const std::string& path);

// One item from JSON text (an object as in the file). `index` is its place (see Item::index).
// Errors are kParse / kInvalidField naming the field.
Result<Item> parse_item(Benchmark benchmark, std::string_view json, std::size_t index = 0);

class EvalState;

class Evaluator {
 public:
  // With the judge named by options.judge (and LongBench-Cite's derived/named judges), made by
  // `runtime` (kept alive by the evaluator); without one, Runtime::shared().
  static Result<std::unique_ptr<Evaluator>> create(const EvalOptions& options);
  static Result<std::unique_ptr<Evaluator>> create(const EvalOptions& options, std::shared_ptr<Runtime> runtime);
  // With a caller's judge (ALCE, ALiICE: the judge; LongBench-Cite: support and relevance, and
  // need_citation_judge when given here, else from the options). The evaluator keeps them alive.
  // `runtime` (null: Runtime::shared()) makes the judges named by the options.
  static Result<std::unique_ptr<Evaluator>> create(const EvalOptions& options, std::shared_ptr<Judge> judge,
                                                   std::shared_ptr<Judge> need_citation_judge = nullptr,
                                                   std::shared_ptr<Runtime> runtime = nullptr);
  ~Evaluator();

  // Judges a chunk (judge calls batched across it) and adds it to the state. Returns one record
  // per item, in order: exactly the --detail line the CLI writes for it; for a LongBench-Cite
  // item whose judgments failed (not written to --detail by the CLI) the record is {"idx",
  // "position", "line", "error"}, the summary's "judge_errors" entry, and for one left out by
  // reference_aggregation {"idx", "position", "line", "excluded"}. Items of another benchmark
  // are an error.
  Result<std::vector<nlohmann::json>> evaluate(std::span<const Item> items);

  // An item from JSON text, or a file's items, read as this evaluator's benchmark reads them with
  // its options (check: the format, citation style and snapshots; the other benchmarks read as
  // parse_item() and read_items() above).
  Result<Item> parse_item(std::string_view json, std::size_t index = 0) const;
  Result<ItemFile> read_items(const std::string& path) const;

  // Counts malformed items (they appear in the summary's items_skipped / skipped).
  void add_skipped(std::span<const SkippedItem> skipped);

  // The state so far (a copy; includes the session's judge statistics at this moment).
  EvalState state() const;

  const EvalOptions& options() const;
  // The judges' identities: ALCE/ALiICE one; LongBench-Cite support, need-citation, relevance.
  std::vector<std::string> judge_identities() const;

  struct Impl;
  explicit Evaluator(std::unique_ptr<Impl> impl);
  Impl& impl() { return *impl_; }

 private:
  std::unique_ptr<Impl> impl_;
};

// The mergeable result of a run or shard (see the top of this file).
class EvalState {
 public:
  // An empty state: it summarises nothing (summary_json() is null, exit_code() 1) and takes
  // the first state merged into it, so `EvalState total; for (s : shards) total.merge(s);` works.
  EvalState();
  EvalState(const EvalState&);
  EvalState& operator=(const EvalState&);
  EvalState(EvalState&&) noexcept;
  EvalState& operator=(EvalState&&) noexcept;
  ~EvalState();

  Benchmark benchmark() const;  // a built-in benchmark's (kAlce for another: see benchmark_name)
  // The benchmark's name: "alce", ..., or an added benchmark's (citeval/benchmark.h); "" when empty.
  std::string benchmark_name() const;

  // Appends `later` (the items after this state's). kInvalidArgument, naming what differs, when
  // the benchmark, the options (EvalOptions::to_json) or the judge identities (and ALiICE's
  // parser) differ; a refused merge changes nothing. The judge session's settings (cache path,
  // retries, batch size) are not compared: each worker may cache where it likes.
  Status merge(const EvalState& later);

  // Serialisation: from_json(to_json()) is an equal state (doubles round-trip exactly).
  // from_json checks the format version (kUnsupported) and the structure (kParse).
  nlohmann::json to_json() const;
  static Result<EvalState> from_json(const nlohmann::json& json);

  // Exactly what `citeval eval` writes with -o (same keys, the "citeval" block) ...
  nlohmann::json summary_json() const;
  // ... and prints on stdout (the table).
  std::string summary_table() const;
  // The lines `citeval eval` prints on stderr after the run (without its "citeval eval: "
  // prefix): skipped items, exclusions, undefined figures, judge errors.
  std::vector<std::string> warnings() const;
  // "judge: requests=..." lines (LongBench-Cite: one a judge, and "llm: ..." usage).
  std::vector<std::string> judge_lines() const;
  // What `citeval eval` exits with: 1 when a figure is undefined because judgments failed or
  // nothing could be scored, or when judge errors left more items out of a (partial) figure than
  // EvalOptions::max_judge_error_rate accepts (default: any), else 0.
  int exit_code() const;

  struct Impl;
  Impl& impl() { return *impl_; }
  const Impl& impl() const { return *impl_; }

 private:
  std::unique_ptr<Impl> impl_;
};

// The whole `citeval eval` run on a file: reads it, checks (ALCE: the dataset against the first
// chunk), evaluates in chunks, streams --detail (LongBench-Cite: resumes from it unless
// `restart`), and returns the final state. The CLI is this plus printing.
struct FileRun {
  std::string input;
  std::string detail;        // JSONL detail file; empty = none
  bool restart = false;      // LongBench-Cite: discard what `detail` holds
  std::size_t chunk = 1024;  // items judged together
  std::function<void(const std::string& line)> warn;  // messages during the run (stderr)
  std::function<void(std::size_t done, std::size_t total)> progress;  // total 0 = unknown
  std::function<void()> progress_done;
  // LongBench-Cite: LLM settings applied (the runtime's configure_llm) after the options are
  // checked and before the input is read; null = leave them as they are.
  const LlmConfig* llm = nullptr;
  // The judge kinds, LLM settings and model module of the run; null = Runtime::shared().
  std::shared_ptr<Runtime> runtime;
  // Every line of the run's detail (without its "\n"), with or without a `detail` file, in the
  // order the finished detail file holds them: its header line (a benchmark whose detail has one),
  // the records resumed from `detail` (as the file holds them; a cut last line is not one), then
  // each new record as it is written. An error it returns fails the run as a failed detail write
  // does. Null: none. (`citeval eval --report` builds its page from these lines.)
  std::function<Status(std::string_view line)> on_detail_line;
};
Result<EvalState> evaluate_file(const EvalOptions& options, const FileRun& run);

}  // namespace citeval

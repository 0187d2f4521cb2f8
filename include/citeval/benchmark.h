// citeval/benchmark.h — benchmarks of your own, beside ALCE, ALiICE and LongBench-Cite.
//
// A benchmark is a citeval::benchmarks::BenchmarkImpl (src/benchmarks/benchmark.h says how to
// write one: its options, item reader, evaluation, mergeable totals, summary). Add it to a
// runtime and name it; everything evaluate.h does for the built-in benchmarks then works for it:
//
//   auto rt = citeval::Runtime::create();
//   if (!rt) return fail(rt.error());
//   citeval::add_benchmark(**rt, std::make_shared<MyBenchmark>());        // name() == "mine"
//   auto ev = citeval::create_evaluator("mine", options, *rt);            // an Evaluator (evaluate.h)
//   citeval::FileRun run{.input = "mine.jsonl", .detail = "d.jsonl", .runtime = *rt};
//   auto state = citeval::evaluate_file("mine", options, run);            // chunks, --detail, resume
//   auto back = citeval::state_from_json(state->to_json(), **rt);         // a state of another process
//
// The benchmark is named here, not by EvalOptions::benchmark (not read by these calls; the
// built-in names "alce", "aliice", "longbench-cite" work too). A set option that is not the
// benchmark's own (BenchmarkImpl::own_options) is refused, naming it. The runtime owns what it
// knows: a runtime without the benchmark refuses it (kInvalidArgument naming the known ones).
//
// A benchmark can also come from a shared library of its own, a benchmark module, which is how
// the Python package and its Dask workers reach one (citeval.load_benchmark_module):
//
//   auto names = citeval::load_benchmark_module(**rt, "/opt/mine/libmine_benchmark.so");
//
// The module defines the function src/benchmarks/benchmark.h names (kBenchmarkModuleSymbol) and is
// built against the same citeval headers (the symbol's _v1 is the interface's version).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/evaluate.h"
#include "citeval/result.h"
#include "citeval/runtime.h"

namespace citeval {

namespace benchmarks {
class BenchmarkImpl;  // src/benchmarks/benchmark.h
}

// Adds (or replaces, by name) a benchmark for the evaluators of `runtime`.
void add_benchmark(Runtime& runtime, std::shared_ptr<const benchmarks::BenchmarkImpl> benchmark);
// Loads a benchmark module (dlopen()ed once a process, never unloaded: its benchmarks' code stays)
// and adds its benchmarks to `runtime`; returns their names. kIo when the file cannot be loaded
// (dlopen's reason), kUnsupported when it has no kBenchmarkModuleSymbol or no benchmark.
Result<std::vector<std::string>> load_benchmark_module(Runtime& runtime, const std::string& path);
// Every benchmark `runtime` knows, sorted: {"alce", "aliice", "longbench-cite", ...}.
std::vector<std::string> benchmark_names(const Runtime& runtime);

// Evaluator::create and evaluate_file (evaluate.h) for the benchmark `benchmark` of the runtime
// (evaluate_file: run.runtime; null = Runtime::shared()).
Result<std::unique_ptr<Evaluator>> create_evaluator(std::string_view benchmark, const EvalOptions& options,
                                                    std::shared_ptr<Runtime> runtime);
// With the caller's judges, as Evaluator::create with a Judge (null: the options' judge), and
// runtime null = Runtime::shared().
Result<std::unique_ptr<Evaluator>> create_evaluator(std::string_view benchmark, const EvalOptions& options,
                                                    std::shared_ptr<Judge> judge, std::shared_ptr<Judge> need_citation_judge,
                                                    std::shared_ptr<Runtime> runtime);
Result<EvalState> evaluate_file(std::string_view benchmark, const EvalOptions& options, const FileRun& run);
// summary_figures (evaluate.h) for the benchmark `benchmark` of `runtime` (null = Runtime::shared()):
// the figures --fail-under can gate on.
Result<std::vector<SummaryFigure>> summary_figures(std::string_view benchmark, const EvalOptions& options,
                                                   const Runtime* runtime);
// The registry of the figures of `benchmark` (src/benchmarks/figures.h: every figure its summary
// can have, with any options, in the summary's order) as JSON, one object a figure:
//   {"key": "citation_rec", "label": "Citation recall", "scale": "x100" (or "raw"),
//    "raw_with_options": false (true: raw with some of depends_on), "aggregation": "mean_over_items"
//    (ratio_of_sums, f1_of_means, mean_of_group_means, count, spread, whole_set), "inputs": [...],
//    "depends_on": ["no_citations", ...], "undefined": ["no item with a statement to judge", ...],
//    "undefined_on_judge_error": null, "conditional": false (true: only with some of depends_on),
//    "optional": false (true: absent from some summaries it applies to)}
// Option names are the schema's; the reasons mark options as `NAME` (spell_options shows them in a
// front end's spelling). kInvalidArgument for a benchmark `runtime` (null = Runtime::shared())
// does not know. `citeval eval BENCHMARK --figures` prints it as a table.
Result<nlohmann::json> figure_registry_json(std::string_view benchmark, const Runtime* runtime);
// EvalState::from_json for a state of any benchmark `runtime` knows.
Result<EvalState> state_from_json(const nlohmann::json& json, const Runtime& runtime);

}  // namespace citeval

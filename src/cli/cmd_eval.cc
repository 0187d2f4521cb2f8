// citeval eval alce|aliice|longbench-cite: one subcommand per benchmark, each with only its own
// options (see README "citeval eval alce"); and `citeval check`, the same run for cited answers as
// people make them (README "citeval check"). The pipeline is the library's (citeval/evaluate.h:
// evaluate_file) and so are the options (citeval/options.h: the schema gives the flags); this
// file adds the file and printing options, runs and prints. The older spelling `citeval eval --benchmark X ...` (no --benchmark:
// alce) is rewritten into `citeval eval X ...` before parsing, with a deprecation note.
#include <CLI/CLI.hpp>

#include <fmt/format.h>

#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "citeval/benchmark.h"
#include "citeval/evaluate.h"
#include "citeval/options.h"
#include "citeval/runtime.h"
#include "cli/command.h"
#include "cli/eval_common.h"
#include "cli/eval_longcite.h"
#include "cli/interrupt_note.h"
#include "cli/progress.h"

namespace citeval::cli {
namespace {

// The options of every benchmark that are not the library's (files, printing, the LLM endpoint);
// the library's options come from its schema (SchemaFlags).
struct EvalCliOptions {
  Benchmark benchmark = Benchmark::kAlce;
  std::string name;     // the benchmark's name (a module's has no Benchmark value)
  bool module = false;  // a benchmark of a --benchmark-module
  std::string command = "citeval eval";  // what messages start with
  std::string input;
  LlmCliOptions llm;
  std::string output;
  std::string detail;
  std::size_t chunk = 1024;
  bool quiet = false, json = false;
  bool restart = false;  // LongBench-Cite, check: discard what --detail holds
  EvalExtras extras;
  SchemaFlags options;
};

int fail(const std::string& msg) {
  std::cerr << eval_prefix() << msg << "\n";
  return 1;
}

// The help of a benchmark: its description, then which mode is the default and what --reference
// sets (`citeval eval --help` lists the benchmarks with their descriptions alone).
class BenchmarkHelp : public CLI::Formatter {
 public:
  explicit BenchmarkHelp(std::string top) : top_(std::move(top)) {}
  std::string make_description(const CLI::App* app) const override {
    return CLI::Formatter::make_description(app) + top_;
  }

 private:
  std::string top_;
};

// What a benchmark's subcommand says of itself.
struct BenchmarkText {
  Benchmark benchmark;
  std::string about, input_help, default_help, reference_help, gate_example;
};

// Before anything is read or judged: no output may be an input (the input, a file an option
// reads, a judge's table) or another output, and every output must be writable.
Status check_paths(const EvalCliOptions& o, const EvalOptions& e) {
  PathArgs inputs = {{"--input", o.input}};
  for (const OptionSpec* spec : eval_option_schema().for_benchmark(o.name)) {
    auto value = spec->get(e);
    if (!value || !std::holds_alternative<std::string>(*value)) continue;
    const std::string& path = std::get<std::string>(*value);
    if (spec->input_file) inputs.push_back({option_flag(spec->name), path});
    if (spec->judge_spec) {
      for (auto& p : judge_input_paths(path, option_flag(spec->name))) inputs.push_back(std::move(p));
    }
  }
  PathArgs outputs = {{"--output", o.output}, {"--detail", o.detail}, {"--report", o.extras.report}};
  if (!e.session.no_cache) outputs.push_back({"--cache", e.session.cache_path});
  return check_io_paths(inputs, outputs);
}

// One benchmark's run: the options into EvalOptions, the checks, the library's file run
// (evaluate_file), the printing.
int run(EvalCliOptions& o) {
  set_eval_command(o.command);
  if (o.module && !o.extras.report.empty()) {
    // The page reads the records of the built-in benchmarks (report_html/html_report.h); a module's
    // records have fields of its own, which it could only show wrongly or refuse after the run.
    std::cerr << eval_prefix() << "--report: the HTML report shows ALCE, ALiICE, LongBench-Cite and check runs; "
              << "the records of '" << o.name << "' (a benchmark module's) are its own: write them with --detail\n";
    return 2;
  }
  EvalOptions e;
  e.benchmark = o.benchmark;
  e.input = o.input;
  if (auto st = o.options.apply(e, o.name); !st) {
    std::cerr << eval_prefix() << cli_error_text(st.error()) << "\n";
    return 2;
  }
  const bool longcite = !o.module && o.benchmark == Benchmark::kLongBenchCite;
  if (!o.module && o.benchmark == Benchmark::kAlce && e.dataset.empty()) {
    e.dataset = alce_dataset_from_file_name(o.input);  // as ALCE does: "qampari" in the name, ...
    e.dataset_from_file_name = true;
  }
  auto llm = llm_config(o.llm);
  if (!llm) return fail(llm.error().message);
  // For ALCE and ALiICE the --llm-* settings reach "llm:MODEL" judges now; LongBench-Cite's run
  // applies them after its options are checked (FileRun::llm).
  if (!longcite) {
    if (auto st = configure_llm(*llm); !st) return fail(cli_error_text(st.error()));
  }
  if (auto st = check_paths(o, e); !st) return fail(cli_error_text(st.error()));
  const JudgeOptions judge{e.judge, e.session.cache_path, e.session.no_cache, e.session.retries, e.session.batch_size};
  const std::string& name = o.name;
  Progress progress(!o.module && o.benchmark == Benchmark::kAlce ? name + " " + e.dataset : name,
                    progress_mode(o.quiet));
  e.session = session_config(judge, &progress);
  if (int code = prepare_eval(o.extras, e, o.module ? o.name : ""); code != 0) return code;
  auto in = InputPath::open(o.input);  // "-": standard input
  if (!in) return fail(cli_error_text(in.error()));
  auto note = make_interrupt_note(o.module ? Resumes::kIfTheBenchmarkDoes : resumes(o.benchmark), judge, o.detail,
                                  {in->path() != o.input ? in->path() : "",
                                   o.extras.report.empty() ? "" : o.extras.report + ".tmp"});
  FileRun fr = file_run(in->path(), o.detail, o.chunk, progress, longcite, note.get());
  fr.restart = o.restart;
  if (longcite) fr.llm = &*llm;
  // --report: the page is written as the run's records come (no detail file is read back).
  if (auto st = o.extras.open_report(o.detail, in->path(), longcite, fr); !st) return fail(cli_error_text(st.error()));
  auto state = o.module ? evaluate_file(o.name, e, fr) : evaluate_file(e, fr);
  if (!state) return eval_failure(in->rename(state.error()));
  return finish_eval(*state, o.output, o.json, o.quiet, o.extras);
}

// run() after the --fail-under specs are checked (exit 2 on a bad one, before anything runs); no
// exception gets past it.
int run_checked(EvalCliOptions& o) {
  try {
    if (auto st = check_eval_extras(o.extras); !st) {
      std::cerr << o.command << ": " << st.error().to_string() << "\n";
      return 2;
    }
    return run(o);
  } catch (const std::exception& e) {
    std::cerr << o.command << ": internal error: " << e.what() << "\n";
    return 1;
  }
}

// A benchmark's subcommand of `eval`: the input (`input_help` says its format), the options of
// the schema that apply to it, the --llm-* options, the outputs, --chunk, -q, --json, --report
// and --fail-under. The top of the help says which mode is the default and what --reference
// sets. The --fail-under specs are checked before anything runs (exit 2), then run() gives the
// exit code; no exception gets past the callback.
// `parent`: `eval` (citeval eval BENCHMARK), or the root for `citeval check`.
void add_benchmark(CLI::App& parent, CommandContext& ctx, const BenchmarkText& t) {
  const std::string name = benchmark_name(t.benchmark);
  const bool top = parent.get_parent() == nullptr;
  CLI::App& sub = *parent.add_subcommand(name, t.about);
  sub.formatter(std::make_shared<BenchmarkHelp>(
      "Default: " + t.default_help + ".\n" +
      (t.reference_help.empty()
           ? ""
           : "--reference: " + t.reference_help + " (README: \"Differences from the reference scorers\").\n")));
  auto o = std::make_shared<EvalCliOptions>();
  o->benchmark = t.benchmark;
  o->name = name;
  o->command = top ? "citeval " + name : "citeval eval";
  sub.add_option("-i,--input,input", o->input, t.input_help + " ('-' = standard input)")->required();
  o->options.add(sub, name);
  add_llm_options(sub, o->llm);
  sub.add_option("-o,--output", o->output, "Write the summary JSON here");
  sub.add_option("--detail", o->detail, "Write per-item detail (JSONL) here");
  if (t.benchmark == Benchmark::kLongBenchCite || t.benchmark == Benchmark::kCheck) {
    sub.add_flag("--restart", o->restart, "Discard the items already in --detail and start over");
  }
  sub.add_option("--chunk", o->chunk, "Items judged together in one batch")->check(CLI::PositiveNumber);
  sub.add_flag("-q,--quiet", o->quiet, "No progress or judge statistics on stderr");
  sub.add_flag("--json", o->json, "Print the summary JSON instead of a table");
  add_eval_extra_options(sub, o->extras, t.gate_example);
  add_figures_flag(sub, name);
  // --config is the root's option, reached from every command.
  if (top) {
    sub.footer(fmt::format("Options can also come from --config FILE: keys in [{0}]; flags win over the file.", name));
  } else {
    sub.footer(fmt::format("Options can also come from --config FILE: keys in [{0}] (any benchmark) or [{0}.{1}] "
                           "(this one, winning over [{0}]); flags win over the file.",
                           parent.get_name(), name));
  }
  sub.callback([&ctx, o] { ctx.exit_code = run_checked(*o); });
}

const BenchmarkText kBenchmarkTexts[] = {
    {Benchmark::kAlce,
     "ALCE: citation recall/precision, str_em/str_hit (ASQA), QAMPARI P/R/F1, ROUGE-Lsum, ELI5 claims_nli",
     "ALCE result file: a JSON object with 'data' (as ALCE writes it), a JSON list or JSONL of items with "
     "'question', 'output', 'docs' and the dataset's gold field",
     "ALCE's eval.py, except that every id of a bracket is read ([1, 2], [1-3]; [0] is out of range) and ELI5's "
     "claims_nli is computed",
     "sets --citation-syntax alce --no-claims", "citation_rec, str_em"},
    {Benchmark::kAliice,
     "ALiICE: positional (per-claim) citation recall/precision, CVCP, fallbacks to sentence level",
     "ALiICE result file: its JSON list (or a JSON object with 'data', or JSONL) of items with 'output' and 'docs'",
     "the paper's rules: the output's first line (as ALCE), uncited sentences count as unsupported, at most 3 "
     "citations a claim, Appendix C's cuts, commas are tokens",
     "sets --no-truncate --aliice-reference-units --at-most-citations 0 --aliice-reference-code (the released eval.py "
     "and myparser.py)",
     "citation_rec, citation_f1"},
    {Benchmark::kLongBenchCite,
     "LongBench-Cite: citation recall/precision/F1 per dataset and overall, citation length; resumable",
     "LongBench-Cite predictions: a JSON list or JSONL of {idx, dataset, query, prediction, context}, or of items "
     "with extracted 'statements'",
     "eval_cite.py's scores, ×100, with every dataset kept",
     "sets --reference-aggregation, and with --judge llm:MODEL reads relevance as eval_cite.py "
     "(?reference_relevance=1)",
     "avg_citation_f1, scores.hotpotqa.citation_recall"},
};

// `citeval check`: a command of its own (no paper's scorer to reproduce: no --reference).
const BenchmarkText kCheckText = {
    Benchmark::kCheck,
    "Score cited answers as people make them: any citation style, or an LLM provider's response with structured "
    "citations (Anthropic, OpenAI, Gemini, Cohere, Bedrock), or a Markdown report; per statement and per answer",
    "answers: JSONL (or a JSON list) of generic records {id, question?, answer, sources: [{id, text, title?, url?}], "
    "citations?: [{start, end, source_ids, cited_text?}]} or of provider responses (schemas/answer-record.schema.json), "
    "or a Markdown report (.md)",
    "every statement of the whole answer is scored (no first-line cut, no cap on citations); a statement needs a "
    "citation (uncited: recall 0); recall: the union of a statement's sources entails it; precision: ALCE's "
    "joint/alone/rest; quote fidelity, model-free, where the provider quotes its source",
    "", "citation_rec, citation_prec"};

constexpr const char* kBenchmarks[] = {"alce", "aliice", "longbench-cite"};

const CLI::App* benchmark_command(const CLI::App& eval, const std::string& name) {
  auto found = eval.get_subcommands([&](const CLI::App* a) { return a->get_name() == name; });
  return found.empty() ? nullptr : found.front();
}

// `citeval eval --benchmark-module PATH NAME ...`: a benchmark of a benchmark module
// (citeval/benchmark.h), loaded into the shared runtime before parsing. Its subcommand has the
// options of every benchmark, those it declares its own, the --llm-* options, the outputs,
// --restart, --chunk, -q, --json and --fail-under (on the figures its summary_figures names);
// --report is refused (exit 2, before anything runs): the page knows the built-in benchmarks'
// records only.
void add_module_benchmark(CLI::App& eval, CommandContext& ctx, const std::string& name, const std::string& path) {
  CLI::App& sub = *eval.add_subcommand(name, "A benchmark of the module " + path);
  auto o = std::make_shared<EvalCliOptions>();
  o->name = name;
  o->module = true;
  sub.add_option("-i,--input,input", o->input, "The items ('-' = standard input)")->required();
  o->options.add(sub, name);
  add_llm_options(sub, o->llm);
  sub.add_option("-o,--output", o->output, "Write the summary JSON here");
  sub.add_option("--detail", o->detail, "Write per-item detail (JSONL) here");
  sub.add_flag("--restart", o->restart,
               "Discard the items already in --detail and start over (for a benchmark that resumes)");
  sub.add_option("--chunk", o->chunk, "Items judged together in one batch")->check(CLI::PositiveNumber);
  sub.add_flag("-q,--quiet", o->quiet, "No progress or judge statistics on stderr");
  sub.add_flag("--json", o->json, "Print the summary JSON instead of a table");
  add_fail_under_option(sub, o->extras, "a figure of its summary");
  sub.add_option("--report", o->extras.report,
                 "Refused: the HTML report shows ALCE, ALiICE, LongBench-Cite and check runs only");
  add_figures_flag(sub, name);
  sub.callback([&ctx, o] { ctx.exit_code = run_checked(*o); });
}

// Loads the modules of the leading --benchmark-module PATH options (after the root's --config)
// and adds their benchmarks as subcommands; removes the options from `args`. "" or the usage error.
std::string load_benchmark_modules(CLI::App& eval, CommandContext& ctx, std::vector<std::string>& args,
                                   std::size_t first) {
  const std::string flag = "--benchmark-module";
  while (first < args.size() && (args[first] == flag || args[first].starts_with(flag + "="))) {
    std::string path;
    if (args[first] == flag) {
      if (first + 1 >= args.size()) return "citeval eval: --benchmark-module needs a value: the module's path";
      path = args[first + 1];
      args.erase(args.begin() + static_cast<std::ptrdiff_t>(first), args.begin() + static_cast<std::ptrdiff_t>(first) + 2);
    } else {
      path = args[first].substr(flag.size() + 1);
      args.erase(args.begin() + static_cast<std::ptrdiff_t>(first));
    }
    auto names = load_benchmark_module(*Runtime::shared(), path);
    if (!names) return "citeval eval: --benchmark-module: " + names.error().to_string();
    for (const auto& name : *names) {
      if (benchmark_command(eval, name) != nullptr) {
        return "citeval eval: --benchmark-module: " + path + ": its benchmark '" + name +
               "' has the name of a benchmark citeval has";
      }
      add_module_benchmark(eval, ctx, name, path);
    }
  }
  return "";
}


// `citeval eval --benchmark X ARGS` and `citeval eval ARGS` (X = alce) become `citeval eval X
// ARGS`, after a deprecation note on stderr (also with -q: it is about the command line, not the
// run). An option of another benchmark is refused here, naming the benchmark; any other unknown
// option is left to CLI11.
std::string old_spelling(CLI::App& eval, CommandContext& ctx, std::vector<std::string>& args) {
  std::size_t first = 0;  // after the root's --config FILE, if given first
  while (first < args.size() && (args[first] == "--config" || args[first].starts_with("--config="))) {
    first += args[first] == "--config" ? 2 : 1;
  }
  if (std::string e = load_benchmark_modules(eval, ctx, args, first); !e.empty()) return e;
  if (first >= args.size() || benchmark_command(eval, args[first]) != nullptr || args[first] == "-h" ||
      args[first] == "--help") {
    return "";  // the current spelling, or nothing to run
  }
  std::string benchmark = "alce";
  bool named = false;
  std::vector<std::string> rest;
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string value;
    if (args[i] == "--benchmark" && i + 1 < args.size()) {
      value = args[++i];
    } else if (args[i].starts_with("--benchmark=")) {
      value = args[i].substr(std::string("--benchmark=").size());
    } else if (args[i] == "--benchmark") {
      return "citeval eval: --benchmark needs a value: alce, aliice or longbench-cite";
    } else {
      rest.push_back(args[i]);
      continue;
    }
    if (named) return "citeval eval: --benchmark given twice";
    named = true;
    benchmark = value;
  }
  const CLI::App* chosen = benchmark_command(eval, benchmark);
  if (chosen == nullptr) {
    return "citeval eval: --benchmark: '" + benchmark + "' is not a benchmark (alce, aliice or longbench-cite)";
  }
  std::cerr << "citeval eval: note: "
            << (named ? std::string("--benchmark is deprecated") : "'citeval eval' without a benchmark is deprecated")
            << "; use 'citeval eval " << benchmark << " ...'\n";
  for (const auto& arg : rest) {
    if (arg == "--") break;  // positional arguments only from here
    if (benchmark_command(eval, arg) != nullptr) {
      return "citeval eval: '" + arg + "' after other arguments: name the benchmark first ('citeval eval " + arg +
             " [options]')";
    }
    if (!arg.starts_with("-") || arg == "-") continue;
    const std::string name = arg.substr(0, arg.find('='));
    if (chosen->get_option_no_throw(name) != nullptr) continue;
    for (const char* other : kBenchmarks) {
      const CLI::App* o = benchmark_command(eval, other);
      if (o != chosen && o->get_option_no_throw(name) != nullptr) {
        return fmt::format("citeval eval: {} is not an option of --benchmark {} (it is one of 'citeval eval {}')",
                           name, benchmark, other);
      }
    }
  }
  rest.insert(rest.begin(), benchmark);
  args = std::move(rest);
  return "";
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* eval = app.add_subcommand("eval", "Evaluate the citations (and correctness) of model outputs: one "
                                          "subcommand per benchmark");
  eval->require_subcommand(1);
  for (const BenchmarkText& t : kBenchmarkTexts) add_benchmark(*eval, ctx, t);
  // After the subcommands: they would inherit it.
  eval->footer("'citeval eval BENCHMARK --help' lists a benchmark's options. Older spelling (deprecated, still "
               "run): 'citeval eval --benchmark BENCHMARK ...', and 'citeval eval ...' for ALCE.");
}

const CommandRegistration reg("eval", setup, old_spelling);

void setup_check(CLI::App& app, CommandContext& ctx) { add_benchmark(app, ctx, kCheckText); }
const CommandRegistration reg_check("check", setup_check);

}  // namespace
}  // namespace citeval::cli

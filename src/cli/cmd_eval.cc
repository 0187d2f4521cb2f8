// citeval eval alce|aliice|longbench-cite: one subcommand per benchmark, each with only its own
// options (see README "citeval eval alce"). The pipeline is the library's (citeval/evaluate.h);
// this file adds the options, scores ALCE and dispatches the others (cmd_eval_aliice.cc,
// cmd_eval_longcite.cc). The older spelling `citeval eval --benchmark X ...` (no --benchmark:
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

#include "cli/alce_extra_metric_options.h"
#include "cli/cmd_eval_aliice.h"
#include "cli/command.h"
#include "cli/eval_common.h"
#include "cli/eval_longcite.h"
#include "cli/interrupt_note.h"
#include "cli/progress.h"

namespace citeval::cli {
namespace {

// The options every benchmark has.
struct EvalCliOptions {
  std::string input;
  JudgeOptions judge;
  LlmCliOptions llm;
  std::string output;
  std::string detail;
  std::size_t chunk = 1024;
  bool quiet = false, json = false;
  EvalExtras extras;
  AlceExtraMetricOptions metrics;  // --mauve, --qa
  bool reference = false;          // the reference scorer's behaviour (EvalOptions::reference)
};

// How ALCE and ALiICE read citations.
struct CitationCliOptions {
  std::size_t at_most_citations = 3;
  std::string syntax = "all";
  bool dedupe_citations = false;
  // Whether --at-most-citations / --citation-syntax were given (on the command line or in
  // --config): only given values are passed on, so --reference can tell a contradiction.
  const CLI::Option* at_most_given = nullptr;
  const CLI::Option* syntax_given = nullptr;

  std::optional<std::size_t> at_most() const {
    return at_most_given != nullptr && at_most_given->count() > 0 ? std::optional(at_most_citations) : std::nullopt;
  }
  std::optional<std::string> citation_syntax() const {
    return syntax_given != nullptr && syntax_given->count() > 0 ? std::optional(syntax) : std::nullopt;
  }
};

// The options only ALCE has.
struct AlceCliOptions {
  std::string dataset;  // empty = from the file name, as ALCE does ("qampari" in the name, ...)
  bool no_rouge = false, no_citations = false, no_claims = false;
  bool no_truncate = false;  // score the whole output, not eval.py's first line
};

int fail(const std::string& msg) {
  std::cerr << "citeval eval: " << msg << "\n";
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

// A benchmark's subcommand of `eval`, with what every benchmark has, added by this one function:
// the input (`input_help` says its format), --reference, the judge and --llm-* options, the
// outputs, --chunk, -q, --json, --report and --fail-under. The top of the help says which mode
// is the default (`default_help`) and what --reference sets (`reference_help`).
CLI::App& add_benchmark(CLI::App& eval, const std::string& name, const std::string& about, EvalCliOptions& o,
                        const std::string& input_help, const std::string& default_help,
                        const std::string& reference_help, const std::string& gate_example) {
  CLI::App& sub = *eval.add_subcommand(name, about);
  sub.formatter(std::make_shared<BenchmarkHelp>("Default: " + default_help + ".\n--reference: " + reference_help +
                                                " (README: \"Differences from the reference scorers\").\n"));
  sub.add_option("-i,--input,input", o.input, input_help + " ('-' = standard input)")->required();
  sub.add_flag("--reference", o.reference,
               "The reference scorer's behaviour wherever an option restores it: " + reference_help +
                   "; the summary lists what it set, a contradicting option is refused (exit 2)");
  add_judge_options(sub, o.judge);
  add_llm_options(sub, o.llm);
  sub.add_option("-o,--output", o.output, "Write the summary JSON here");
  sub.add_option("--detail", o.detail, "Write per-item detail (JSONL) here");
  sub.add_option("--chunk", o.chunk, "Items judged together in one batch")->check(CLI::PositiveNumber);
  sub.add_flag("-q,--quiet", o.quiet, "No progress or judge statistics on stderr");
  sub.add_flag("--json", o.json, "Print the summary JSON instead of a table");
  add_eval_extra_options(sub, o.extras, gate_example);
  // --config is the root's option, reached from every command.
  sub.footer(fmt::format("Options can also come from --config FILE: keys in [{0}] (any benchmark) or [{0}.{1}] "
                         "(this one, winning over [{0}]); flags win over the file.",
                         eval.get_name(), name));
  return sub;
}

// --at-most-citations, --citation-syntax, --dedupe-citations (ALCE, ALiICE).
void add_citation_options(CLI::App& sub, CitationCliOptions& o) {
  o.at_most_given =
      sub.add_option("--at-most-citations", o.at_most_citations, "Citations used per statement (ALCE: 3; 0 = all)");
  o.syntax_given = sub.add_option("--citation-syntax", o.syntax,
                                  "all: read every id of [1, 2]; alce: ALCE's regex (first number of each bracket)");
  sub.add_flag("--dedupe-citations", o.dedupe_citations,
               "Judge a repeated id once ([1][1][2] cites 1, 2); eval.py keeps repeats (1, 1, 2)");
}

// --dataset, --no-rouge, --no-citations, --no-claims, --no-truncate.
void add_alce_options(CLI::App& sub, AlceCliOptions& o) {
  sub.add_option("--dataset", o.dataset, "ALCE dataset: asqa, qampari or eli5 (default: from the file name)");
  sub.add_flag("--no-rouge", o.no_rouge, "Skip ROUGE-Lsum");
  sub.add_flag("--no-citations", o.no_citations, "Skip citation recall/precision");
  sub.add_flag("--no-claims", o.no_claims, "Skip ELI5 claims_nli");
  sub.add_flag("--no-truncate", o.no_truncate,
               "Score the whole output; eval.py scores only its first line (outputs that lose text are counted)");
}

int run_alce(EvalCliOptions& o, const CitationCliOptions& c, const AlceCliOptions& a) {
  if (auto st = check_eval_paths(o.input, o.judge, o.output, o.detail, {{"--report", o.extras.report}}); !st) {
    return fail(st.error().to_string());
  }
  const std::string dataset = a.dataset.empty() ? alce_dataset_from_file_name(o.input) : a.dataset;
  Progress progress("alce " + dataset, progress_mode(o.quiet));
  EvalOptions e;
  e.benchmark = Benchmark::kAlce;
  e.judge = o.judge.spec;
  e.session = session_config(o.judge, &progress);
  e.input = o.input;
  e.dataset = dataset;
  e.dataset_from_file_name = a.dataset.empty();
  e.at_most_citations = c.at_most();
  e.citation_syntax = c.citation_syntax();
  e.dedupe_citations = c.dedupe_citations;
  e.rouge = !a.no_rouge;
  e.citations = !a.no_citations;
  if (a.no_claims) e.claims = false;  // only a given flag, so --reference can tell a contradiction
  if (a.no_truncate) e.truncate_output = false;
  if (o.reference) e.reference = true;
  apply_alce_extra_metric_options(o.metrics, e);
  if (int code = prepare_eval(o.extras, e); code != 0) return code;
  const std::string detail = o.extras.detail_for(o.detail);
  auto in = InputPath::open(o.input);  // "-": standard input
  if (!in) return fail(in.error().to_string());
  auto note = make_interrupt_note(Benchmark::kAlce, o.judge, o.detail,
                                 {in->path() != o.input ? in->path() : "", o.extras.temporary_detail});
  auto state = evaluate_file(e, file_run(in->path(), detail, o.chunk, progress, false, note.get()));
  if (!state) return eval_failure(in->rename(state.error()));
  return finish_eval(*state, o.output, o.json, o.quiet, in->path(), detail, o.extras);
}

// The subcommand's callback: the --fail-under specs are checked before anything runs (exit 2),
// then `run` gives the exit code; no exception gets past it.
void on_run(CLI::App& sub, CommandContext& ctx, std::shared_ptr<EvalCliOptions> o, std::function<int()> run) {
  sub.callback([&ctx, o, run = std::move(run)] {
    try {
      if (auto st = check_eval_extras(o->extras); !st) {
        std::cerr << "citeval eval: " << st.error().to_string() << "\n";
        ctx.exit_code = 2;
        return;
      }
      ctx.exit_code = run();
    } catch (const std::exception& e) {
      std::cerr << "citeval eval: internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

// For ALCE and ALiICE: the --llm-* settings reach "llm:MODEL" judges through the registry.
int with_llm_options(const EvalCliOptions& o, const std::function<int()>& run) {
  if (auto st = apply_llm_options(o.llm); !st) return fail(st.error().to_string());
  return run();
}

void setup_alce(CLI::App& eval, CommandContext& ctx) {
  auto o = std::make_shared<EvalCliOptions>();
  auto c = std::make_shared<CitationCliOptions>();
  auto a = std::make_shared<AlceCliOptions>();
  CLI::App& sub = add_benchmark(
      eval, "alce", "ALCE: citation recall/precision, str_em/str_hit (ASQA), QAMPARI P/R/F1, ROUGE-Lsum, ELI5 claims_nli",
      *o,
      "ALCE result file: a JSON object with 'data' (as ALCE writes it), a JSON list or JSONL of items with "
      "'question', 'output', 'docs' and the dataset's gold field",
      "ALCE's eval.py, except that every id of a bracket is read ([1, 2], [1-3]; [0] is out of range) and ELI5's "
      "claims_nli is computed",
      "sets --citation-syntax alce --no-claims",
      "citation_rec, str_em");
  add_citation_options(sub, *c);
  add_alce_options(sub, *a);
  add_alce_extra_metric_options(sub, o->metrics, true);
  on_run(sub, ctx, o, [o, c, a] { return with_llm_options(*o, [&] { return run_alce(*o, *c, *a); }); });
}

void setup_aliice(CLI::App& eval, CommandContext& ctx) {
  auto o = std::make_shared<EvalCliOptions>();
  auto c = std::make_shared<CitationCliOptions>();
  auto aliice = std::make_shared<AliiceEvalOptions>();
  CLI::App& sub = add_benchmark(
      eval, "aliice", "ALiICE: positional (per-claim) citation recall/precision, CVCP, fallbacks to sentence level", *o,
      "ALiICE result file: its JSON list (or a JSON object with 'data', or JSONL) of items with 'output' and 'docs'",
      "the paper's rules: the output's first line (as ALCE), uncited sentences count as unsupported, at most 3 "
      "citations a claim, Appendix C's cuts, commas are tokens",
      "sets --no-truncate --aliice-reference-units --at-most-citations 0 --aliice-reference-code (the released eval.py "
      "and myparser.py)",
      "citation_rec, citation_f1");
  add_citation_options(sub, *c);
  add_aliice_eval_options(sub, *aliice);
  auto dataset = std::make_shared<std::string>();
  sub.add_option("--dataset", *dataset,
                 "asqa or eli5: adds eval.py's correctness figures (str_em/str_hit; rougeLsum and claims_nli)");
  add_alce_extra_metric_options(sub, o->metrics, false);
  on_run(sub, ctx, o, [o, c, aliice, dataset] {
    return with_llm_options(*o, [&] {
      return run_aliice_eval({o->input, o->judge, o->output, o->detail, c->at_most(), c->citation_syntax(),
                              c->dedupe_citations, o->chunk, o->quiet, o->json, &o->extras, *dataset, &o->metrics,
                              o->reference},
                             *aliice);
    });
  });
}

void setup_longbench_cite(CLI::App& eval, CommandContext& ctx) {
  auto o = std::make_shared<EvalCliOptions>();
  auto longcite = std::make_shared<LongciteCliOptions>();
  CLI::App& sub = add_benchmark(
      eval, "longbench-cite",
      "LongBench-Cite: citation recall/precision/F1 per dataset and overall, citation length; resumable", *o,
      "LongBench-Cite predictions: a JSON list or JSONL of {idx, dataset, query, prediction, context}, or of items "
      "with extracted 'statements'",
      "eval_cite.py's scores, ×100, with every dataset kept",
      "sets --reference-aggregation, and with --judge llm:MODEL reads relevance as eval_cite.py "
      "(?reference_relevance=1)",
      "avg_citation_f1, scores.hotpotqa.citation_recall");
  add_longcite_options(sub, *longcite);
  on_run(sub, ctx, o, [o, longcite] {
    return run_longbench_cite(
        {o->input, o->output, o->detail, o->judge, o->llm, *longcite, o->chunk, o->quiet, o->json, &o->extras,
         o->reference});
  });
}

constexpr const char* kBenchmarks[] = {"alce", "aliice", "longbench-cite"};

const CLI::App* benchmark_command(const CLI::App& eval, const std::string& name) {
  auto found = eval.get_subcommands([&](const CLI::App* a) { return a->get_name() == name; });
  return found.empty() ? nullptr : found.front();
}

// `citeval eval --benchmark X ARGS` and `citeval eval ARGS` (X = alce) become `citeval eval X
// ARGS`, after a deprecation note on stderr (also with -q: it is about the command line, not the
// run). An option of another benchmark is refused here, naming the benchmark; any other unknown
// option is left to CLI11.
std::string old_spelling(const CLI::App& eval, std::vector<std::string>& args) {
  std::size_t first = 0;  // after the root's --config FILE, if given first
  while (first < args.size() && (args[first] == "--config" || args[first].starts_with("--config="))) {
    first += args[first] == "--config" ? 2 : 1;
  }
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
  setup_alce(*eval, ctx);
  setup_aliice(*eval, ctx);
  setup_longbench_cite(*eval, ctx);
  // After the subcommands: they would inherit it.
  eval->footer("'citeval eval BENCHMARK --help' lists a benchmark's options. Older spelling (deprecated, still "
               "run): 'citeval eval --benchmark BENCHMARK ...', and 'citeval eval ...' for ALCE.");
}

const CommandRegistration reg("eval", setup, old_spelling);

}  // namespace
}  // namespace citeval::cli

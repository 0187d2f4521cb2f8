// citeval report: one self-contained HTML page (inline CSS, script and SVG; no network) showing
// an evaluation, comparing two, or showing a meta-evaluation (src/report_html/html_report.h).
//
//   citeval report detail.jsonl --summary score.json -o report.html
//   citeval report detail.jsonl --summary score.json --input result.json -o report.html  # passages
//   citeval report --compare a.detail.jsonl b.detail.jsonl -o compare.html
//   citeval report --meta meta.json --scores out/lexical.jsonl -o meta.html
//
// ALCE, ALiICE and check detail files hold no passages: --input (the evaluated file) adds the questions
// and the cited passages. Any one input may be "-" (standard input). Exit codes: 0 written, 1
// unreadable or invalid input or output not written, 2 bad usage (also two inputs both "-").
#include <CLI/CLI.hpp>
#include <exception>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "citeval/report.h"
#include "cli/command.h"
#include "cli/eval_common.h"

namespace citeval::cli {
namespace {

struct ReportOptions {
  std::string detail;
  std::string summary;
  std::string input;
  std::string input_b;
  std::vector<std::string> compare;
  std::string summary_b;
  std::string meta;
  std::vector<std::string> scores;
  std::string out;
  std::size_t bootstrap = 1000;
  std::uint64_t seed = 0;
  double confidence = 0.95;
};

constexpr const char* kCmd = "citeval report: ";

int fail(const std::string& message, int code = 1) {
  std::cerr << kCmd << message << "\n";
  return code;
}

int run_report(ReportOptions o) {
  const int modes = !o.detail.empty() + !o.compare.empty() + !o.meta.empty();
  if (modes != 1) return fail("give exactly one of DETAIL.jsonl, --compare A B or --meta FILE", 2);
  if (o.out.empty()) return fail("-o FILE is required", 2);
  if (!o.scores.empty() && o.meta.empty()) return fail("--scores needs --meta", 2);
  if ((!o.input_b.empty() || !o.summary_b.empty()) && o.compare.empty())
    return fail("--input-b and --summary-b need --compare", 2);
  if (!o.meta.empty() && (!o.summary.empty() || !o.input.empty()))
    return fail("--summary and --input are for detail files, not --meta", 2);
  PathArgs inputs;
  for (const auto& [flag, path] : std::vector<std::pair<std::string, std::string>>{
           {"DETAIL", o.detail}, {"--summary", o.summary}, {"--input", o.input}, {"--input-b", o.input_b},
           {"--summary-b", o.summary_b}, {"--meta", o.meta}}) {
    if (!path.empty()) inputs.push_back({flag, path});
  }
  for (const auto& p : o.compare) inputs.push_back({"--compare", p});
  for (const auto& p : o.scores) inputs.push_back({"--scores", p});
  if (Status st = check_one_stdin(inputs); !st) return fail(st.error().to_string(), 2);
  if (Status st = check_io_paths(inputs, {{"-o", o.out}}); !st) return fail(st.error().to_string());
  const ReportOptions given = o;  // the names as given, for the page
  StdinInputs stdin_inputs;       // the one "-" input, read into a temporary file
  std::vector<std::string*> paths = {&o.detail, &o.summary, &o.input, &o.input_b, &o.summary_b, &o.meta};
  for (auto& p : o.compare) paths.push_back(&p);
  for (auto& p : o.scores) paths.push_back(&p);
  for (std::string* p : paths) {
    if (Status st = stdin_inputs.open(*p); !st) return fail(st.error().to_string());
  }
  auto failed = [&](const Error& e) { return fail(stdin_inputs.rename(e).to_string()); };

  Status st = Ok{};
  if (!o.meta.empty()) {
    std::vector<ScoresFile> scores;
    for (std::size_t k = 0; k < o.scores.size(); ++k) {
      scores.push_back({given.scores[k] == "-" ? "stdin" : std::filesystem::path(given.scores[k]).stem().string(),
                        o.scores[k]});
    }
    st = write_meta_report(o.meta, given.meta == "-" ? "<stdin>" : given.meta, scores, o.out);
  } else {
    const ReportConfig config{.bootstrap = o.bootstrap, .seed = o.seed, .confidence = o.confidence};
    ReportRun a{.detail = o.compare.empty() ? o.detail : o.compare[0], .summary = o.summary,
                .summary_name = given.summary, .input = o.input};
    if (o.compare.empty()) {
      st = write_run_report(a, o.out, config);
    } else {
      ReportRun b{.detail = o.compare[1], .summary = o.summary_b, .summary_name = given.summary_b,
                  .input = o.input_b.empty() ? o.input : o.input_b};
      st = write_compare_report(a, b, o.out, config);
    }
  }
  if (!st) return failed(st.error());
  return 0;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand(
      "report", "Write a self-contained HTML report of an evaluation (--detail), a comparison or a meta-evaluation");
  auto o = std::make_shared<ReportOptions>();
  sub->add_option("detail", o->detail, "the --detail JSONL of `citeval eval` (ALCE, ALiICE, LongBench-Cite) or `citeval check`");
  sub->add_option("--summary", o->summary, "the run's summary JSON (eval -o): the page shows its figures");
  sub->add_option("--input", o->input,
                  "ALCE/ALiICE/check: the evaluated input file, for the questions, answers and cited passages (the detail has none)");
  sub->add_option("--compare", o->compare, "compare two runs: A.detail.jsonl B.detail.jsonl")->expected(2);
  sub->add_option("--summary-b", o->summary_b, "--compare: run B's summary (--summary is run A's); only for the header");
  sub->add_option("--input-b", o->input_b, "--compare: run B's input file (default: --input)");
  sub->add_option("--meta", o->meta, "a `citeval meta -o` report (\"-\": standard input)");
  sub->add_option("--scores", o->scores,
                  "--meta: a judge's scored pairs (meta --dump-scores output, {group, score, label} JSONL), repeatable, "
                  "in the order of the report's judges: ROC curves, distributions, reliability");
  sub->add_option("-o,--output", o->out, "the HTML file to write")->required();
  sub->add_option("--bootstrap", o->bootstrap, "bootstrap replicates of the intervals (0 = none)")->capture_default_str();
  sub->add_option("--seed", o->seed, "bootstrap seed")->capture_default_str();
  sub->add_option("--confidence", o->confidence, "interval confidence level")
      ->capture_default_str()
      ->check(CLI::Range(0.5, 0.999));
  sub->callback([o, &ctx] {
    try {
      ctx.exit_code = run_report(*o);
    } catch (const std::exception& e) {
      std::cerr << kCmd << "internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("report", setup);

}  // namespace
}  // namespace citeval::cli

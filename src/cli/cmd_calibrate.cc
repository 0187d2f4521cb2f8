// citeval calibrate: fits a judge's calibration on human labels — a logistic map from its raw
// score to a probability and a decision threshold (meta/calibration.h) — and writes it with the
// judge's spec and identity, for `--judge calibrated:FILE` (judge/calibrated_judge.h).
//
//   citeval calibrate --judge lexical --labels ../shared/data/labels/wice/claim_dev.jsonl -o lexical.cal.json
//   citeval eval ... --judge calibrated:lexical.cal.json
//
// Labels are read as `citeval meta` reads them (meta/labelled_data.h: WiCE, AttributionBench,
// GenSearch, plain JSONL), one (passage, statement) pair a candidate. Full support is the
// positive class and no support the negative; partial support is negative by default, as for an
// entailment judge (--partial positive|negative|drop). Use dev data: a calibration fitted on
// the data one reports is no calibration. A bad record of --labels is skipped, named on stderr
// and counted (data.records_skipped, the first errors under data.skipped); a file with no usable
// record is refused. The calibration is printed on standard output, or written to -o FILE
// (--json prints it on standard output too).
//
// Exit codes: 0 done, 1 the job failed (unreadable input, a judge failing every pair, or some
// pairs beyond --max-judge-error-rate, an output that is an input or cannot be written — checked
// before judging —, standard output not written), 2 bad usage.
#include <fmt/format.h>

#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "citeval/judges.h"
#include "citeval/meta.h"
#include "cli/command.h"
#include "cli/eval_common.h"
#include "cli/eval_longcite.h"
#include "cli/progress.h"

namespace citeval::cli {
namespace {

struct CalibrateOptions {
  JudgeOptions judge;
  std::string labels;
  std::string format = "auto";
  std::string partial = "negative";
  std::string objective = "balanced";
  std::string output;
  std::string only_source;
  double l2 = 1e-4;
  bool quiet = false;
  bool json = false;
  double max_judge_error_rate = 0;  // --max-judge-error-rate, as eval's and meta's
};

constexpr const char* kCmd = "citeval calibrate: ";

int fail(const std::string& message, int code = 1) {
  std::cerr << kCmd << message << "\n";
  return code;
}

int run(const CalibrateOptions& o) {
  if (o.partial != "negative" && o.partial != "positive" && o.partial != "drop") {
    return fail("--partial must be negative, positive or drop", 2);
  }
  LabelOptions lo;
  lo.format = o.format;
  lo.only_source = o.only_source;
  if (Status st = check_label_options(lo); !st) return fail(st.error().to_string(), 2);
  PathArgs inputs = judge_input_paths(o.judge.spec);
  inputs.insert(inputs.begin(), {"--labels", o.labels});
  PathArgs outputs = {{"--output", o.output}};
  if (!o.judge.no_cache) outputs.push_back({"--cache", o.judge.cache});
  if (Status st = check_one_stdin(inputs); !st) return fail(st.error().to_string(), 2);
  if (Status st = check_io_paths(inputs, outputs); !st) return fail(st.error().to_string());
  SkippedRecords skipped;
  auto set = read_input_skipping(kCmd, o.labels, skipped, [&](const std::string& path, SkippedRecords* s) {
    SkippedRecordsInfo info;
    auto r = LabelledData::read(path, lo, &info);
    *s = {info.count, std::move(info.first)};
    return r;
  });
  if (!set) return fail(set.error().to_string());
  if (o.judge.spec.rfind("calibrated:", 0) == 0) return fail("calibrate the judge itself, not a calibration", 2);
  Progress progress("calibrate", progress_mode(o.quiet));
  auto session = open_judge_session(o.judge, &progress);
  if (!session) return fail(session.error().to_string(), 2);
  JudgeCalibrationConfig config;
  config.judge_spec = o.judge.spec.empty() ? default_judge_spec() : o.judge.spec;
  config.labels_name = o.labels;
  config.partial = o.partial;
  config.objective = o.objective;
  config.l2 = o.l2;
  config.progress = [&progress](std::size_t done, std::size_t total) { progress.update(done, total, "pairs"); };
  auto cal = calibrate_judge(*set, **session, config, {skipped.count, skipped.first});
  progress.finish();
  if (!cal) return fail(cal.error().to_string(), cal.error().code == ErrorCode::kInvalidArgument ? 2 : 1);
  const nlohmann::json& j = *cal;
  if (!o.output.empty()) {
    if (Status st = write_json_file(j, o.output); !st) return fail(st.error().to_string());
  }
  if (o.output.empty() || o.json) {
    std::cout << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n" << std::flush;
    if (!std::cout) return fail("cannot write standard output");
  }
  // Pairs the judge failed on are left out of the fit: said on stderr, and the run fails unless
  // --max-judge-error-rate accepts their share (the calibration is written either way and records
  // them in data.judge_failures).
  int code = 0;
  const std::size_t failures = j["data"].value("judge_failures", std::size_t{0});
  if (warn_failed_pairs(kCmd, "fitted on the pairs the judge decided", failures,
                        failures + j["data"]["pairs"].get<std::size_t>(), o.max_judge_error_rate,
                        j["data"].value("first_error", std::string()), "fits on all of them")) {
    code = 1;
  }
  if (!o.quiet) {
    const nlohmann::json& q = j["quality"];
    std::cerr << fmt::format(
        "{}{} pairs ({} supported): threshold {:.4g} (p = {:.3f}), AUC {:.4f}, accuracy {:.4f} "
        "(uncalibrated {:.4f}), balanced accuracy {:.4f}\n",
        kCmd, j["data"]["pairs"].get<std::size_t>(), j["data"]["positives"].get<std::size_t>(),
        j["threshold"].get<double>(), j["threshold_probability"].get<double>(), q["auc"].get<double>(),
        q["accuracy"].get<double>(), q["uncalibrated_accuracy"].get<double>(), q["balanced_accuracy"].get<double>());
  }
  return code;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand("calibrate",
                                 "Fit a judge's probability map and threshold on human labels "
                                 "(use it with --judge calibrated:FILE)");
  auto o = std::make_shared<CalibrateOptions>();
  add_judge_options(*sub, o->judge);
  sub->add_option("--labels", o->labels, "labelled JSONL (WiCE, AttributionBench, GenSearch, plain)")->required();
  sub->add_option("--format", o->format, "label format: auto, gensearch, wice, attributionbench, plain")
      ->capture_default_str();
  sub->add_option("--partial", o->partial, "partial support counts as: negative, positive or drop")
      ->capture_default_str();
  sub->add_option("--objective", o->objective,
                  "the threshold maximises: balanced (balanced accuracy), accuracy, or f1")
      ->capture_default_str();
  sub->add_option("--only-source", o->only_source, "AttributionBench: keep only this src_dataset");
  sub->add_option("--l2", o->l2, "L2 penalty on the slope (1 / sklearn's C)")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  sub->add_option("-o,--output", o->output, "write the calibration here (default: standard output)");
  sub->add_flag("--json", o->json, "print the calibration on standard output (also with -o)");
  sub->add_option("--max-judge-error-rate", o->max_judge_error_rate,
                  "accept a fit that pairs the judge failed on were left out of, up to this share of the pairs (0-1; "
                  "default 0: any failed pair exits 1); the calibration is written and records them either way")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1.0));
  sub->add_flag("-q,--quiet", o->quiet, "no progress or summary on standard error");
  auto llm = std::make_shared<LlmCliOptions>();
  add_llm_options(*sub, *llm);
  sub->callback([o, llm, &ctx] {
    try {
      if (auto st = apply_llm_options(*llm); !st) {
        std::cerr << kCmd << st.error().to_string() << "\n";
        ctx.exit_code = 2;
        return;
      }
      ctx.exit_code = run(*o);
    } catch (const std::exception& e) {
      std::cerr << kCmd << "internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("calibrate", setup);

}  // namespace
}  // namespace citeval::cli

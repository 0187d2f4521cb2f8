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
// Exit codes: 0 done, 1 the job failed (unreadable input, a judge failing every pair, an output
// that is an input or cannot be written — checked before judging —, standard output not
// written), 2 bad usage.
#include <fmt/format.h>

#include <CLI/CLI.hpp>

#include <cmath>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/eval_common.h"
#include "cli/eval_longcite.h"
#include "cli/progress.h"
#include "judge/judge_session.h"
#include "judge/registry.h"
#include "meta/calibration.h"
#include "meta/labelled_data.h"

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
  auto format = meta::parse_label_format(o.format);
  if (!format) return fail(format.error().to_string(), 2);
  PathArgs inputs = judge_input_paths(o.judge.spec);
  inputs.insert(inputs.begin(), {"--labels", o.labels});
  PathArgs outputs = {{"--output", o.output}};
  if (!o.judge.no_cache) outputs.push_back({"--cache", o.judge.cache});
  if (Status st = check_one_stdin(inputs); !st) return fail(st.error().to_string(), 2);
  if (Status st = check_io_paths(inputs, outputs); !st) return fail(st.error().to_string());
  meta::ProcessingOptions po;
  po.only_source = o.only_source;
  SkippedRecords skipped;
  auto set = read_input_skipping(kCmd, o.labels, skipped, [&](const std::string& path, SkippedRecords* s) {
    return meta::read_labels(path, *format, po, s);
  });
  if (!set) return fail(set.error().to_string());
  if (o.judge.spec.rfind("calibrated:", 0) == 0) return fail("calibrate the judge itself, not a calibration", 2);
  Progress progress("calibrate", progress_mode(o.quiet));
  auto session = open_judge_session(o.judge, &progress);
  if (!session) return fail(session.error().to_string(), 2);
  Session& s = **session;

  std::vector<JudgeRequest> requests;
  std::vector<bool> positive;
  std::size_t dropped = 0;
  for (const auto& c : set->candidates) {
    if (c.level == 1 && o.partial == "drop") {
      ++dropped;
      continue;
    }
    requests.push_back({c.passage, set->statements[c.statement].text});
    positive.push_back(c.level == 2 || (c.level == 1 && o.partial == "positive"));
  }
  std::vector<meta::LabelledScore> data;
  std::size_t failed = 0, own_correct = 0;
  std::string first_error;
  constexpr std::size_t kBlock = 4096;  // bounded batches: the cache fills as the run goes
  progress.update(0, requests.size(), "pairs");
  for (std::size_t begin = 0; begin < requests.size(); begin += kBlock) {
    const std::size_t end = std::min(requests.size(), begin + kBlock);
    auto out = s.judge_batch(std::span<const JudgeRequest>(requests.data() + begin, end - begin));
    for (std::size_t i = begin; i < end; ++i) {
      const Judgment& j = out[i - begin];
      if (!j.ok || !std::isfinite(j.prob)) {
        if (failed++ == 0) first_error = j.ok ? "non-finite score" : j.error;
        continue;
      }
      data.push_back({j.prob, positive[i]});
      own_correct += (j.label == 1) == positive[i];
    }
    progress.update(end, requests.size(), "pairs");
  }
  progress.finish();
  if (data.empty()) return fail(fmt::format("the judge decided no pair ({})", first_error));
  auto objective = meta::parse_threshold_objective(o.objective);
  if (!objective) return fail(objective.error().to_string(), 2);
  auto fit = meta::fit_calibration(data, {.l2 = o.l2, .objective = *objective});
  if (!fit) return fail(fit.error().to_string());

  const double threshold_prob = 1.0 / (1.0 + std::exp(-(fit->slope * fit->threshold + fit->intercept)));
  nlohmann::json j = {
      {"judge_spec", o.judge.spec.empty() ? judge::default_judge_spec() : o.judge.spec},
      {"judge_identity", s.identity()},
      {"slope", fit->slope},
      {"intercept", fit->intercept},
      {"threshold", fit->threshold},
      {"threshold_probability", threshold_prob},
      {"data",
       {{"labels", o.labels},
        {"format", meta::label_format_name(set->format)},
        {"partial", o.partial},
        {"pairs", data.size()},
        {"positives", fit->positives},
        {"negatives", fit->items - fit->positives},
        {"partial_dropped", dropped},
        {"records_skipped", skipped.count},
        {"judge_failures", failed}}},
      {"fit",
       {{"method", "logistic regression on the raw score, L2 on the slope (sklearn C = 1/l2), Newton"},
        {"l2", o.l2},
        {"iterations", fit->iterations},
        {"log_loss", fit->log_loss},
        {"threshold_objective", o.objective},
        {"threshold_rule", "the cut maximising the objective, midway between distinct scores"}}},
      {"quality",
       {{"auc", fit->auc},
        {"accuracy", fit->accuracy},
        {"balanced_accuracy", fit->balanced_accuracy},
        {"f1", fit->f1},
        {"uncalibrated_accuracy", double(own_correct) / double(data.size())}}},
  };
  if (!failed) j["data"].erase("judge_failures");
  if (skipped.count > 0) j["data"]["skipped"] = skipped_json(skipped);
  if (!first_error.empty()) j["data"]["first_error"] = first_error;
  if (!o.output.empty()) {
    if (Status st = write_json_file(j, o.output); !st) return fail(st.error().to_string());
  }
  if (o.output.empty() || o.json) {
    std::cout << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n" << std::flush;
    if (!std::cout) return fail("cannot write standard output");
  }
  if (!o.quiet) {
    std::cerr << fmt::format(
        "{}{} pairs ({} supported): threshold {:.4g} (p = {:.3f}), AUC {:.4f}, accuracy {:.4f} "
        "(uncalibrated {:.4f}), balanced accuracy {:.4f}\n",
        kCmd, data.size(), fit->positives, fit->threshold, threshold_prob, fit->auc, fit->accuracy,
        double(own_correct) / double(data.size()), fit->balanced_accuracy);
  }
  return 0;
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

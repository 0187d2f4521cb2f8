// citeval qa: ALCE's QA-based accuracy (eval.py --qa: QA-EM, QA-F1, QA-Hit) of an ASQA result
// file, with an extractive QA model exported by tools/export_qa.py.
//
//   citeval qa --model DIR --input asqa_result.json [--json] [-o FILE] [--answers FILE]
//
// --input - reads standard input. --json prints the JSON object instead of the table; -o FILE
// writes it to FILE.
//
// DIR: model.pt, tokenizer.json, citeval_qa.json (ALCE uses gaotianyu1350/roberta-large-squad).
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <exception>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "citeval/qa.h"
#include "cli/command.h"
#include "cli/eval_common.h"

namespace citeval::cli {
namespace {

using Json = nlohmann::json;

struct QaOptions {
  QaConfig qa;
  std::string input;
  bool json = false;
  std::string output;
  std::string answers;
};

int run_qa(QaOptions o) {
  if (Status st = check_io_paths({{"--input", o.input}}, {{"--output", o.output}, {"--answers", o.answers}}); !st) {
    std::cerr << "citeval qa: " << st.error().to_string() << "\n";
    return 1;
  }
  StdinInputs stdin_inputs;  // --input -: standard input, read into a temporary file
  if (Status st = stdin_inputs.open(o.input); !st) {
    std::cerr << "citeval qa: " << st.error().to_string() << "\n";
    return 1;
  }
  auto r = alce_qa(o.input, o.qa);
  if (!r) {
    std::cerr << "citeval qa: " << stdin_inputs.rename(r.error()).to_string() << "\n";
    return 1;
  }
  if (!r->has_qa_pairs) std::cerr << "citeval qa: warning: no QA pairs found in data (eval.py prints zeros)\n";
  if (!o.answers.empty()) {
    std::ofstream out(o.answers);
    for (std::size_t i = 0; i < r->answers.size(); ++i) {
      Json a = Json::array();
      for (const auto& x : r->answers[i]) {
        a.push_back({{"answer", x.answer}, {"score", x.score}, {"start", x.start}, {"end", x.end}});
      }
      out << Json{{"index", i}, {"answers", a}}.dump() << "\n";
    }
    if (!out) {
      std::cerr << "citeval qa: cannot write " << o.answers << "\n";
      return 1;
    }
  }
  const Json summary = r->to_json();
  if (!o.output.empty()) {
    if (Status st = write_json_file(summary, o.output); !st) {
      std::cerr << "citeval qa: " << st.error().to_string() << "\n";
      return 1;
    }
  }
  if (o.json) {
    std::cout << summary.dump(2) << "\n";
  } else {
    std::cout << fmt::format("QA-EM\t{}\nQA-F1\t{}\nQA-Hit\t{}\n", r->qa_em, r->qa_f1, r->qa_hit);
    if (r->skipped > 0) {
      std::cerr << fmt::format("citeval qa: {} item(s) without qa pairs left out\n", r->skipped);
    }
  }
  return 0;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand(
      "qa", "ALCE's QA-based accuracy (QA-EM, QA-F1, QA-Hit) of an ASQA result file");
  auto opts = std::make_shared<QaOptions>();
  sub->add_option("--model", opts->qa.model_dir,
                  "QA model directory from tools/export_qa.py (model.pt, tokenizer.json, "
                  "citeval_qa.json)")
      ->required();
  sub->add_option("--input", opts->input, "ALCE result file (JSON with \"data\", a list, or JSONL)")
      ->required();
  sub->add_flag("--json", opts->json, "print a JSON object with eval.py's keys instead of the table");
  sub->add_option("-o,--output", opts->output, "also write the JSON object to this file");
  sub->add_option("--answers", opts->answers, "write the QA model's answers (JSON lines) here");
  sub->add_option("--batch", opts->qa.batch, "windows per forward pass (default 8)");
  sub->callback([opts, &ctx] {
    try {
      ctx.exit_code = run_qa(*opts);
    } catch (const std::exception& e) {
      std::cerr << "citeval qa: internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("qa", setup);

}  // namespace
}  // namespace citeval::cli

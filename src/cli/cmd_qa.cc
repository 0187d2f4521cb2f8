// citeval qa: ALCE's QA-based accuracy (eval.py --qa: QA-EM, QA-F1, QA-Hit) of an ASQA result
// file, with an extractive QA model exported by tools/export_qa.py.
//
//   citeval qa --model DIR --input asqa_result.json [--json] [-o FILE] [--answers FILE]
//
// --input - reads standard input. --json prints the JSON object instead of the table; -o FILE
// writes it to FILE.
//
// DIR: model.pt, tokenizer.json, citeval_qa.json (ALCE uses gaotianyu1350/roberta-large-squad).
#include "cli/cmd_qa.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <exception>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/command.h"
#include "cli/eval_common.h"
#include "api/model_module.h"
#include "api/runtime_impl.h"

namespace citeval::cli {

namespace {

using Json = nlohmann::json;

Result<metrics::AlceQaItem> qa_item(const Json& j, const std::string& path, std::size_t index,
                                    std::size_t line) {
  const std::string where = fmt::format("data[{}]", index);
  auto bad = [&](const std::string& field, const std::string& what) {
    return make_error(ErrorCode::kInvalidField, what, path, line, where + field);
  };
  if (!j.is_object()) return bad("", "an item must be an object");
  metrics::AlceQaItem item;
  if (!j.contains("output") || !j["output"].is_string()) return bad(".output", "a string is required");
  item.output = j["output"].get<std::string>();
  if (j.contains("qa_pairs") && !j["qa_pairs"].is_null()) {
    if (!j["qa_pairs"].is_array()) return bad(".qa_pairs", "a list is required");
    for (std::size_t p = 0; p < j["qa_pairs"].size(); ++p) {
      const Json& pair = j["qa_pairs"][p];
      const std::string f = fmt::format(".qa_pairs[{}]", p);
      if (!pair.is_object() || !pair.contains("question") || !pair["question"].is_string()) {
        return bad(f + ".question", "a string is required");
      }
      metrics::AlceQaPairInput in;
      in.question = pair["question"].get<std::string>();
      if (!pair.contains("short_answers") || !pair["short_answers"].is_array()) {
        return bad(f + ".short_answers", "a list of strings is required");
      }
      for (const Json& a : pair["short_answers"]) {
        if (!a.is_string()) return bad(f + ".short_answers", "a list of strings is required");
        in.short_answers.push_back(a.get<std::string>());
      }
      item.qa_pairs.push_back(std::move(in));
    }
  }
  return item;
}

}  // namespace

Result<AlceQaFile> read_alce_qa_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot read the file", path);
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string text = ss.str();
  std::vector<std::pair<Json, std::size_t>> raw;  // item, line
  Json whole = Json::parse(text, nullptr, false);
  if (!whole.is_discarded() && (whole.is_array() || (whole.is_object() && whole.contains("data")))) {
    const Json& list = whole.is_array() ? whole : whole["data"];
    if (!list.is_array()) return make_error(ErrorCode::kInvalidField, "a list is required", path, 0, "data");
    for (const Json& j : list) raw.emplace_back(j, 0);
  } else {
    std::istringstream lines(text);
    std::string line;
    std::size_t n = 0;
    while (std::getline(lines, line)) {
      ++n;
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      Json j = Json::parse(line, nullptr, false);
      if (j.is_discarded()) {
        return make_error(ErrorCode::kParse, "neither a JSON document nor JSON lines", path, n);
      }
      raw.emplace_back(std::move(j), n);
    }
  }
  AlceQaFile out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    auto item = qa_item(raw[i].first, path, i, raw[i].second);
    if (!item) return item.error();
    out.items.push_back(std::move(*item));
  }
  out.has_qa_pairs = !raw.empty() && raw[0].first.is_object() && raw[0].first.contains("qa_pairs") &&
                     !raw[0].first["qa_pairs"].is_null();
  return out;
}

namespace {

struct QaOptions {
  std::string model_dir;
  std::string input;
  bool json = false;
  std::string output;
  std::string answers;
  std::size_t batch = 8;
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
  auto file = read_alce_qa_file(o.input);
  if (!file) {
    std::cerr << "citeval qa: " << stdin_inputs.rename(file.error()).to_string() << "\n";
    return 1;
  }
  metrics::AlceQaResult r;
  if (file->has_qa_pairs) {
    auto got = api::compute_alce_qa_with_model(file->items, o.model_dir, o.batch, Runtime::shared()->impl().loader);
    if (!got) {
      std::cerr << "citeval qa: " << got.error().to_string() << "\n";
      return 1;
    }
    r = std::move(*got);
  } else {
    std::cerr << "citeval qa: warning: no QA pairs found in data (eval.py prints zeros)\n";
  }
  if (!o.answers.empty()) {
    std::ofstream out(o.answers);
    for (std::size_t i = 0; i < r.answers.size(); ++i) {
      Json a = Json::array();
      for (const auto& x : r.answers[i]) {
        a.push_back({{"answer", x.answer}, {"score", x.score}, {"start", x.start}, {"end", x.end}});
      }
      out << Json{{"index", i}, {"answers", a}}.dump() << "\n";
    }
    if (!out) {
      std::cerr << "citeval qa: cannot write " << o.answers << "\n";
      return 1;
    }
  }
  const Json summary = {{"QA-EM", r.means.qa_em}, {"QA-F1", r.means.qa_f1}, {"QA-Hit", r.means.qa_hit},
                        {"items", r.means.items},  {"skipped", r.means.skipped}, {"windows", r.windows}};
  if (!o.output.empty()) {
    if (Status st = write_json_file(summary, o.output); !st) {
      std::cerr << "citeval qa: " << st.error().to_string() << "\n";
      return 1;
    }
  }
  if (o.json) {
    std::cout << summary.dump(2) << "\n";
  } else {
    std::cout << fmt::format("QA-EM\t{}\nQA-F1\t{}\nQA-Hit\t{}\n", r.means.qa_em, r.means.qa_f1,
                             r.means.qa_hit);
    if (r.means.skipped > 0) {
      std::cerr << fmt::format("citeval qa: {} item(s) without qa pairs left out\n", r.means.skipped);
    }
  }
  return 0;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand(
      "qa", "ALCE's QA-based accuracy (QA-EM, QA-F1, QA-Hit) of an ASQA result file");
  auto opts = std::make_shared<QaOptions>();
  sub->add_option("--model", opts->model_dir,
                  "QA model directory from tools/export_qa.py (model.pt, tokenizer.json, "
                  "citeval_qa.json)")
      ->required();
  sub->add_option("--input", opts->input, "ALCE result file (JSON with \"data\", a list, or JSONL)")
      ->required();
  sub->add_flag("--json", opts->json, "print a JSON object with eval.py's keys instead of the table");
  sub->add_option("-o,--output", opts->output, "also write the JSON object to this file");
  sub->add_option("--answers", opts->answers, "write the QA model's answers (JSON lines) here");
  sub->add_option("--batch", opts->batch, "windows per forward pass (default 8)");
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

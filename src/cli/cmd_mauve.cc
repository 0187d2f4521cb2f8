// citeval mauve: MAUVE (fluency) of an ALCE / ALiICE result file, as ALCE's eval.py --mauve
// computes it (mauve-text's defaults), printed x100 as ALCE prints it, with the frontier integral.
//
//   citeval mauve --input result.json                        # bundled USE-lite: approximation
//   citeval mauve --input result.json --features lm:DIR      # tools/export_lm.py gpt2-large DIR
//   citeval mauve --input result.json --write-texts DIR      # DIR/reference.txt, DIR/output.txt
//   citeval mauve --input result.json --mauve-features q.npy --reference-features p.npy
//   citeval mauve --mauve-features q.npy --reference-features p.npy --json
//
// The texts are eval.py's (mauve/mauve_text.h). Features computed elsewhere (GPT-2 large, as the
// papers) are .npy or JSONL files, one row per line of the written texts (mauve/feature_reader.h).
// Any one of --input, --mauve-features and --reference-features may be "-" (standard input).
// --json prints the JSON object instead of the table; -o FILE writes it to FILE.
#include "cli/cmd_mauve.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <vector>

#include "cli/command.h"
#include "cli/eval_common.h"
#include "api/model_module.h"
#include "api/runtime_impl.h"
#include "io/alce_reader.h"
#include "mauve/feature_reader.h"
#include "mauve/mauve_text.h"

namespace citeval::cli {

namespace {

Result<mauve::Features> read_side(const std::string& path, std::size_t expected_rows,
                                  const char* side) {
  auto f = mauve::read_features(path);
  if (!f) return f.error();
  if (expected_rows != 0 && mauve::feature_rows(*f) != expected_rows) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("{} feature rows for {} prepared {} texts (one row per line of "
                                  "--write-texts' file, in order)",
                                  mauve::feature_rows(*f), expected_rows, side),
                      path);
  }
  return f;
}

}  // namespace

Result<mauve::MauveReport> alce_mauve_for_items(std::span<const io::AlceItem> items,
                                                const MauveCommandOptions& o) {
  if (o.output_features.empty() != o.reference_features.empty()) {
    return make_error(ErrorCode::kInvalidArgument,
                      "--mauve-features and --reference-features go together");
  }
  if (o.output_features.empty()) {
    mauve::FeaturizerInfo info;
    auto featurizer = api::make_mauve_featurizer(o.features, info, Runtime::shared()->impl().loader);
    if (!featurizer) return featurizer.error();
    return mauve::alce_mauve(items, *featurizer, info, o.mauve);
  }
  mauve::MauveTexts texts = mauve::alce_mauve_texts(items);
  auto q = read_side(o.output_features, texts.model.size(), "output");
  if (!q) return q.error();
  auto p = read_side(o.reference_features, texts.human.size(), "reference");
  if (!p) return p.error();
  auto r = mauve::given_features_mauve(*p, *q, o.mauve);
  if (!r) return r.error();
  texts.human = {};
  texts.model = {};
  r->texts = std::move(texts);
  return r;
}

namespace {

struct Options {
  MauveCommandOptions mauve;
  std::string input;
  std::string write_texts;
  std::string output;  // -o: the JSON object to this file
  bool json = false;
};

Status write_lines(const std::filesystem::path& path, const std::vector<std::string>& lines) {
  std::ofstream out(path);
  for (const std::string& line : lines) out << line << '\n';
  if (!out.flush()) return make_error(ErrorCode::kIo, "cannot write", path.string());
  return Ok{};
}

int run(Options o) {
  StdinInputs stdin_inputs;  // the one "-" input, read into a temporary file
  auto fail = [&stdin_inputs](const Error& e) {
    std::cerr << "citeval mauve: " << stdin_inputs.rename(e).to_string() << "\n";
    return 1;
  };
  const PathArgs inputs = {{"--input", o.input},
                           {"--mauve-features", o.mauve.output_features},
                           {"--reference-features", o.mauve.reference_features}};
  if (Status st = check_one_stdin(inputs); !st) {
    std::cerr << "citeval mauve: " << st.error().to_string() << "\n";
    return 2;
  }
  if (Status st = check_io_paths(inputs, {{"--output", o.output}}); !st) return fail(st.error());
  for (std::string* p : {&o.input, &o.mauve.output_features, &o.mauve.reference_features}) {
    if (Status st = stdin_inputs.open(*p); !st) return fail(st.error());
  }
  std::vector<io::AlceItem> items;
  if (!o.input.empty()) {
    auto reader = io::AlceReader::open(o.input);
    if (!reader) return fail(reader.error());
    io::AlceItem item;
    while (reader->next(item)) items.push_back(std::move(item));
    if (reader->fatal_error()) return fail(*reader->fatal_error());
    for (const auto& s : reader->skipped()) {
      std::cerr << "citeval mauve: skipped: " << s.error.to_string() << "\n";
    }
  }
  if (!o.write_texts.empty()) {
    if (o.input.empty()) {
      std::cerr << "citeval mauve: --write-texts needs --input\n";
      return 2;
    }
    const mauve::MauveTexts texts = mauve::alce_mauve_texts(items);
    std::error_code ec;
    std::filesystem::create_directories(o.write_texts, ec);
    const std::filesystem::path dir(o.write_texts);
    for (auto [name, lines] : {std::pair{"reference.txt", &texts.human}, std::pair{"output.txt", &texts.model}}) {
      if (auto st = write_lines(dir / name, *lines); !st) return fail(st.error());
    }
    std::cout << fmt::format("wrote {} reference and {} output texts to {} ({} items; {} without "
                             "'answer', {} empty references, {} empty outputs left out)\n",
                             texts.human.size(), texts.model.size(), o.write_texts, texts.items,
                             texts.without_answer, texts.empty_human, texts.empty_model);
    return 0;
  }
  Result<mauve::MauveReport> report = make_error(ErrorCode::kInternal, "unset");
  if (o.input.empty()) {
    if (o.mauve.output_features.empty() || o.mauve.reference_features.empty()) {
      std::cerr << "citeval mauve: give --input, or both --mauve-features and --reference-features\n";
      return 2;
    }
    auto q = mauve::read_features(o.mauve.output_features);
    if (!q) return fail(q.error());
    auto p = mauve::read_features(o.mauve.reference_features);
    if (!p) return fail(p.error());
    report = mauve::given_features_mauve(*p, *q, o.mauve.mauve);
  } else {
    report = alce_mauve_for_items(items, o.mauve);
  }
  if (!report) return fail(report.error());
  const mauve::MauveReport& r = *report;
  if (!o.output.empty()) {
    if (Status st = write_json_file(mauve::mauve_report_json(r), o.output); !st) return fail(st.error());
  }
  if (o.json) {
    std::cout << mauve::mauve_report_json(r).dump() << "\n";
    return 0;
  }
  std::cout << fmt::format("mauve              {:.2f}   (x100, as ALCE prints it)\n",
                           100 * r.result.mauve);
  std::cout << fmt::format("frontier_integral  {:.4f}\n", r.result.frontier_integral);
  std::cout << fmt::format("mauve_star         {:.2f}   frontier_integral_star {:.4f}\n",
                           100 * r.result.mauve_star, r.result.frontier_integral_star);
  std::cout << fmt::format("texts              {} references (P), {} outputs (Q); {} buckets, "
                           "{} PCA dimensions\n",
                           r.n_p, r.n_q, r.result.num_buckets, r.result.pca_components);
  if (r.texts.items > 0) {
    std::cout << fmt::format("left out           {} items without 'answer', {} empty references, "
                             "{} empty outputs (of {} items)\n",
                             r.texts.without_answer, r.texts.empty_human, r.texts.empty_model,
                             r.texts.items);
  }
  std::cout << "featurizer         " << r.featurizer.name
            << (r.featurizer.approximation
                    ? " (an approximation: not comparable to the papers' GPT-2 large MAUVE)\n"
                    : "\n");
  return 0;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand(
      "mauve", "MAUVE (fluency) of an ALCE/ALiICE result file, as eval.py --mauve computes it");
  auto opts = std::make_shared<Options>();
  sub->add_option("--input", opts->input, "ALCE result file (question, output, answer)");
  sub->add_option("--features", opts->mauve.features,
                  "featurizer: embed (bundled USE-lite; an approximation), embed:DIR, or lm:DIR "
                  "(a causal LM from tools/export_lm.py: GPT-2 large as the papers)");
  sub->add_option("--mauve-features", opts->mauve.output_features,
                  "features of the model outputs (.npy or JSONL), one row per output text");
  sub->add_option("--reference-features", opts->mauve.reference_features,
                  "features of the references (.npy or JSONL), one row per reference text");
  sub->add_option("--write-texts", opts->write_texts,
                  "write the prepared texts to DIR/reference.txt and DIR/output.txt and stop");
  sub->add_option("--seed", opts->mauve.mauve.seed, "mauve-text's seed (default 25)");
  sub->add_option("--threads", opts->mauve.mauve.threads,
                  "OpenMP threads for PCA and k-means (0 = OpenMP's default, as mauve-text; "
                  "faiss's k-means, and so MAUVE, can change with the thread count)");
  sub->add_flag("--json", opts->json, "print one JSON object instead of the table");
  sub->add_option("-o,--output", opts->output, "also write the JSON object to this file");
  sub->callback([opts, &ctx] {
    try {
      ctx.exit_code = run(*opts);
    } catch (const std::exception& e) {
      std::cerr << "citeval mauve: internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("mauve", setup);

}  // namespace
}  // namespace citeval::cli

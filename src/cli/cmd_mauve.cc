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
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <exception>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "citeval/mauve.h"
#include "cli/command.h"
#include "cli/eval_common.h"

namespace citeval::cli {
namespace {

struct Options {
  MauveConfig mauve;
  std::string input;
  std::string write_texts;
  std::string output;  // -o: the JSON object to this file
  bool json = false;
};

// The library names options neutrally (`write_texts`); the command's spelling is its flags'.
Error rendered(Error e) {
  for (const auto& [name, flag] : {std::pair{"`output_features`", "--mauve-features"},
                                   std::pair{"`reference_features`", "--reference-features"},
                                   std::pair{"`write_texts`", "--write-texts"}}) {
    for (std::size_t at; (at = e.message.find(name)) != std::string::npos;) e.message.replace(at, std::string(name).size(), flag);
  }
  return e;
}

int run(Options o) {
  StdinInputs stdin_inputs;  // the one "-" input, read into a temporary file
  auto fail = [&stdin_inputs](const Error& e) {
    std::cerr << "citeval mauve: " << stdin_inputs.rename(rendered(e)).to_string() << "\n";
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
  std::optional<MauveItems> items;
  if (!o.input.empty()) {
    auto read = MauveItems::read(o.input);
    if (!read) return fail(read.error());
    items.emplace(std::move(*read));
    for (const Error& e : items->skipped()) std::cerr << "citeval mauve: skipped: " << e.to_string() << "\n";
  }
  if (!o.write_texts.empty()) {
    if (o.input.empty()) {
      std::cerr << "citeval mauve: --write-texts needs --input\n";
      return 2;
    }
    auto texts = items->write_texts(o.write_texts);
    if (!texts) return fail(texts.error());
    std::cout << fmt::format("wrote {} reference and {} output texts to {} ({} items; {} without "
                             "'answer', {} empty references, {} empty outputs left out)\n",
                             texts->references, texts->outputs, o.write_texts, texts->items,
                             texts->without_answer, texts->empty_references, texts->empty_outputs);
    return 0;
  }
  Result<MauveFigures> report = make_error(ErrorCode::kInternal, "unset");
  if (!items) {
    if (o.mauve.output_features.empty() || o.mauve.reference_features.empty()) {
      std::cerr << "citeval mauve: give --input, or both --mauve-features and --reference-features\n";
      return 2;
    }
    report = mauve_of_features(o.mauve);
  } else {
    report = items->mauve(o.mauve);
  }
  if (!report) return fail(report.error());
  const MauveFigures& r = *report;
  if (!o.output.empty()) {
    if (Status st = write_json_file(r.json, o.output); !st) return fail(st.error());
  }
  if (o.json) {
    std::cout << r.json.dump() << "\n";
    return 0;
  }
  std::cout << fmt::format("mauve              {:.2f}   (x100, as ALCE prints it)\n",
                           100 * r.mauve);
  std::cout << fmt::format("frontier_integral  {:.4f}\n", r.frontier_integral);
  std::cout << fmt::format("mauve_star         {:.2f}   frontier_integral_star {:.4f}\n",
                           100 * r.mauve_star, r.frontier_integral_star);
  std::cout << fmt::format("texts              {} references (P), {} outputs (Q); {} buckets, "
                           "{} PCA dimensions\n",
                           r.n_p, r.n_q, r.num_buckets, r.pca_components);
  if (r.texts.items > 0) {
    std::cout << fmt::format("left out           {} items without 'answer', {} empty references, "
                             "{} empty outputs (of {} items)\n",
                             r.texts.without_answer, r.texts.empty_references, r.texts.empty_outputs,
                             r.texts.items);
  }
  std::cout << "featurizer         " << r.featurizer
            << (r.approximation
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
  sub->add_option("--seed", opts->mauve.seed, "mauve-text's seed (default 25)");
  sub->add_option("--threads", opts->mauve.threads,
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

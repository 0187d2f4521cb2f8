// citeval split: splits the text on stdin into sentences with the NLTK-compatible Punkt splitter.
//
//   citeval split < answer.txt                  # nltk.sent_tokenize, one sentence a line
//   citeval split --punkt untrained < text.txt  # PunktSentenceTokenizer() (LongBench-Cite)
//   citeval split --punkt-dir DIR < text.txt    # a punkt_tab language directory
//   citeval split --spans < text.txt            # "BEGIN<TAB>END" byte offsets instead
//
// A sentence may span lines; printed as text, its line breaks become spaces so that the output
// keeps one sentence a line (--spans gives the exact extents).
#include <CLI/CLI.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>
#include <iterator>
#include <memory>
#include <string>

#include "cli/command.h"
#include "citeval/text.h"

namespace citeval::cli {
namespace {

struct SplitOptions {
  std::string punkt = "english";
  std::string punkt_dir;
  bool spans = false;
};

int run_split(const SplitOptions& o) {
  std::string punkt = o.punkt;
  if (!o.punkt_dir.empty()) {
    // A directory, never the name of a built-in model.
    punkt = o.punkt_dir == "english" || o.punkt_dir == "untrained" ? "./" + o.punkt_dir : o.punkt_dir;
  } else if (o.punkt != "english" && o.punkt != "untrained") {
    std::cerr << "citeval split: --punkt must be 'english' or 'untrained', got '" << o.punkt
              << "'\n";
    return 2;
  }
  std::ios::sync_with_stdio(false);
  const std::string input((std::istreambuf_iterator<char>(std::cin)),
                          std::istreambuf_iterator<char>());
  if (std::cin.bad()) {
    std::cerr << "citeval split: cannot read standard input\n";
    return 1;
  }
  auto spans = split_sentence_spans(input, punkt);
  if (!spans) {
    std::cerr << "citeval split: " << spans.error().to_string() << "\n";
    return 1;
  }
  std::string out;
  for (const TextSpan& s : *spans) {
    if (o.spans) {
      out += std::to_string(s.begin);
      out += '\t';
      out += std::to_string(s.end);
    } else {
      for (std::size_t i = s.begin; i < s.end; ++i) {
        const char c = input[i];
        if (c == '\r' && i + 1 < s.end && input[i + 1] == '\n') continue;
        out += (c == '\n' || c == '\r') ? ' ' : c;
      }
    }
    out += '\n';
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::cerr << "citeval split: cannot write standard output: " << std::strerror(errno) << "\n";
    return 1;
  }
  return 0;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand("split", "Split text on stdin into sentences (NLTK Punkt)");
  auto opts = std::make_shared<SplitOptions>();
  sub->add_option("--punkt", opts->punkt, "english (nltk.sent_tokenize) or untrained")
      ->check(CLI::IsMember({"english", "untrained"}));
  sub->add_option("--punkt-dir", opts->punkt_dir, "a punkt_tab language directory instead");
  sub->add_flag("--spans", opts->spans, "print BEGIN<TAB>END byte offsets, one sentence a line");
  sub->callback([opts, &ctx] {
    try {
      ctx.exit_code = run_split(*opts);
    } catch (const std::exception& e) {
      std::cerr << "citeval split: internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("split", setup);

}  // namespace
}  // namespace citeval::cli

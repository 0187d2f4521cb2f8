// citeval parse: POS tags and dependency-parses English sentences; writes CoNLL-U.
//
//   citeval parse < sentences.txt              # raw text, one sentence a line (tokenized here)
//   citeval parse --input x.conllu             # CoNLL-U in: its tokenization is kept
//   citeval parse --eval en_ewt-ud-test.conllu # UPOS / UAS / LAS against gold trees
//   citeval parse --eval GOLD --ud-model M     # ... also in the UD scheme with a UD model
//   citeval parse --eval - < gold.conllu       # "-": standard input, for --input and --eval
//
// The default model (models/en_ewt_spacy.model, or $CITEVAL_PARSER_MODEL) parses in the
// spaCy/ClearNLP scheme. Output for raw text carries "# text", and in MISC SpaceAfter=No and
// TokenRange=BEGIN:END (byte offsets into the line). --eval reads gold UD trees, converts them
// to the model's scheme, and scores with gold tokenization and predicted tags, punctuation
// included.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <iterator>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "citeval/claims.h"
#include "cli/command.h"
#include "cli/eval_common.h"

namespace citeval::cli {
namespace {

struct ParseOptions {
  std::string model;
  std::string ud_model;
  std::string input = "-";
  std::string format = "auto";
  std::string eval;
};

void fail(const Error& e) { std::cerr << "citeval parse: " << e.to_string() << "\n"; }

Result<std::string> read_input(const std::string& path) {
  if (path == "-") {
    std::string s((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    if (std::cin.bad()) return make_error(ErrorCode::kIo, "cannot read standard input");
    return s;
  }
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return make_error(ErrorCode::kIo, "cannot open file", path);
  std::string s;
  char buf[1 << 16];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, n);
  const bool bad = std::ferror(f);
  std::fclose(f);
  if (bad) return make_error(ErrorCode::kIo, "read error", path);
  return s;
}

int run_eval(ParseOptions o, const DependencyParser& model) {
  StdinInputs stdin_inputs;  // --eval -: standard input, read into a temporary file
  if (Status st = stdin_inputs.open(o.eval); !st) {
    fail(st.error());
    return 1;
  }
  auto gold = GoldTrees::read(o.eval);
  if (!gold) {
    fail(stdin_inputs.rename(gold.error()));
    return 1;
  }
  std::vector<const DependencyParser*> models{&model};
  std::unique_ptr<DependencyParser> ud;
  if (!o.ud_model.empty()) {
    auto r = DependencyParser::create(o.ud_model);
    if (!r) {
      fail(r.error());
      return 1;
    }
    ud = std::move(*r);
    models.push_back(ud.get());
  }
  fmt::print("{:<8}{:>8}{:>8}{:>8}{:>8}\n", "scheme", "words", "UPOS", "UAS", "LAS");
  for (const auto* m : models) {
    auto sc = m->score(*gold);
    if (!sc) {
      fail(sc.error());
      return 1;
    }
    fmt::print("{:<8}{:>8}{:>8.2f}{:>8.2f}{:>8.2f}\n", sc->scheme, sc->words, sc->upos, sc->uas, sc->las);
  }
  return 0;
}

int run_parse(const ParseOptions& o) {
  auto parser = DependencyParser::create(o.model);
  if (!parser) {
    fail(parser.error());
    return 1;
  }
  if (!o.eval.empty()) return run_eval(o, **parser);
  auto input = read_input(o.input);
  if (!input) {
    fail(input.error());
    return 1;
  }
  auto out = (*parser)->parse(input.value(), o.format, o.input == "-" ? "<stdin>" : o.input);
  if (!out) {
    fail(out.error());
    return 1;
  }
  std::fwrite(out->data(), 1, out->size(), stdout);
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::cerr << "citeval parse: cannot write standard output: " << std::strerror(errno) << "\n";
    return 1;
  }
  return 0;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand("parse", "POS-tag and dependency-parse English sentences (CoNLL-U out)");
  auto o = std::make_shared<ParseOptions>();
  sub->add_option("--model", o->model,
                  "Model file (default: $CITEVAL_PARSER_MODEL or models/en_ewt_spacy.model, the fast one; "
                  "models/en_ewt_biaffine.model is the accurate one)");
  sub->add_option("--ud-model", o->ud_model, "With --eval: also score this UD-scheme model");
  sub->add_option("--input,-i", o->input, "Input file, '-' for standard input");
  sub->add_option("--format", o->format, "auto, text (one sentence a line) or conllu")
      ->check(CLI::IsMember({"auto", "text", "conllu"}));
  sub->add_option("--eval", o->eval, "Gold CoNLL-U (UD scheme): print UPOS, UAS, LAS");
  sub->callback([o, &ctx] {
    try {
      ctx.exit_code = run_parse(*o);
    } catch (const std::exception& e) {
      std::cerr << "citeval parse: internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("parse", setup);

}  // namespace
}  // namespace citeval::cli

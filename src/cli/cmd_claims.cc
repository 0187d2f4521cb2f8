// citeval claims: ALiICE's positional fine-grained claims of sentences with citations, as JSONL
// (one line a sentence).
//
//   citeval claims < sentences.txt                 # raw text, one sentence a line (parsed here)
//   citeval claims --split < responses.txt         # one response a line, split into sentences
//   citeval claims --format trees tree_examples.jsonl --check   # given trees (see tree_input.h)
//   citeval claims --format conllu trees.conllu    # given CoNLL-U trees, Cite=1,2 in MISC
//
// Each output line: {"line", ["id"|"sent_id"], "status", "begin", "end", "text", "claims": [{"citations",
// "citation_token", "token_ids", "tokens_joined", "text", "source_ranges"[, "cuts"]}]
// [, "fallback"][, "expected_match"]}. "text" of a claim is its surface from the original
// characters; "tokens_joined" the kept tokens joined by spaces (the paper's rendering). Raw text
// uses the parser model (--parser, default $CITEVAL_PARSER_MODEL or models/en_ewt_spacy.model).
//
// A bad record (a malformed tree line, a CoNLL-U sentence that is malformed or has no usable
// tree, a text line the extractor refuses) is skipped: its place in the output is one line
// {"line": N, "error": "FILE:N: field 'F': ..."} (as `citeval judge` answers a bad line), so
// the output still follows the input; the first ones are named on stderr and the closing line
// counts them. An input without a usable record is refused (exit 1). "-" (the default) is
// standard input, for every format.
#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "citeval/claims.h"
#include "cli/command.h"
#include "cli/eval_common.h"

namespace citeval::cli {
namespace {

struct ClaimsOptions {
  std::string input = "-";
  std::string output;
  std::string format;  // empty: from the content (detect_format)
  ClaimsConfig claims;  // --parser, --max-words, --trace, --with-tree, --reference-code
  bool split = false;
  bool check = false;
};

int fail(const std::string& msg) {
  std::cerr << "citeval claims: " << msg << "\n";
  return 1;
}

// An error of the text line `line` of `file` (the extractor's errors name neither).
Error located(Error e, const std::string& file, std::size_t line) {
  if (e.file.empty()) e.file = file;
  if (e.line == 0) e.line = line;
  return e;
}

// The input's format when --format is not given, from its content (detect_claims_format).
// Standard input is looked at only by its first byte (it is read as it comes): trees when it is
// '{', else text.
Result<std::string> detect_format(const std::string& input) {
  if (input == "-") return std::string(std::cin.peek() == '{' ? "trees" : "text");
  return detect_claims_format(input);
}

int run(ClaimsOptions o) {
  if (Status st = check_io_paths({{"--input", o.input}}, {{"--output", o.output}}); !st)
    return fail(st.error().to_string());
  std::ostream* out = &std::cout;
  // -o is written atomically: a failed run leaves neither a partial file nor OUTPUT.tmp.
  std::optional<AtomicFile> file;
  if (!o.output.empty() && o.output != "-") {
    auto f = AtomicFile::create(o.output);
    if (!f) return fail(f.error().to_string());
    file.emplace(std::move(*f));
    out = &file->stream();
  }
  const std::string out_name = file ? o.output : "<stdout>";
  auto write_failed = [&] { return fail(make_error(ErrorCode::kIo, "write failed", out_name).to_string()); };
  const ClaimsConfig& config = o.claims;
  bool mismatch = false;
  std::size_t sentences = 0, fallbacks = 0;

  if (o.format.empty()) {
    auto f = detect_format(o.input);
    if (!f) return fail(f.error().to_string());
    o.format = *f;
    if (o.format != "text") {
      std::cerr << fmt::format("citeval claims: reading {} as {} (from its content; --format to choose)\n",
                               o.input == "-" ? "<stdin>" : o.input,
                               o.format == "trees" ? "trees (JSON lines)" : "CoNLL-U");
    }
  }
  SkippedRecords skipped;
  // A bad record's line in the output, in the place of its sentences.
  auto skip = [&](Error e) {
    *out << nlohmann::json({{"line", e.line}, {"error", e.to_string()}})
                .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
         << '\n';
    skipped.add(std::move(e));
  };
  if (o.format == "trees" || o.format == "conllu") {
    auto in = InputPath::open(o.input);  // "-": standard input, kept in a temporary file
    if (!in) return fail(in.error().to_string());
    auto given = claims_of_given_trees(in->path(), o.format, config);
    if (!given) return fail(in->rename(given.error()).to_string());
    for (const auto& g : *given) {
      if (!g) {
        skip(in->rename(g.error()));
      } else {
        const nlohmann::json& j = *g;
        ++sentences;
        if (j["status"] != "claims") ++fallbacks;
        if (j.contains("expected_match") && !j["expected_match"].get<bool>()) mismatch = true;
        *out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
      }
      if (!*out) return write_failed();
    }
  } else {
    auto extractor = ClaimExtractor::create(config);
    if (!extractor) return fail(extractor.error().to_string());
    std::ifstream fin;
    std::istream* in = &std::cin;
    const std::string in_name = o.input == "-" ? "<stdin>" : o.input;
    if (o.input != "-") {
      fin.open(o.input, std::ios::binary);
      if (!fin) return fail(make_error(ErrorCode::kIo, "cannot open", o.input).to_string());
      in = &fin;
    }
    std::string line;
    std::size_t no = 0;
    while (std::getline(*in, line)) {
      ++no;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.find_first_not_of(" \t") == std::string::npos) continue;
      std::vector<nlohmann::json> sentences_of_line;
      if (o.split) {
        auto r = (*extractor)->response(line);
        if (r) sentences_of_line = std::move(*r);
        else skip(located(r.error(), in_name, no));
      } else {
        auto r = (*extractor)->sentence(line);
        if (r) sentences_of_line.push_back(std::move(*r));
        else skip(located(r.error(), in_name, no));
      }
      for (auto& s : sentences_of_line) {
        nlohmann::json j;
        j["line"] = no;
        j.update(s);
        ++sentences;
        if (j["status"] != "claims") ++fallbacks;
        *out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
      }
      if (!*out) return write_failed();
    }
    if (in->bad()) return fail(make_error(ErrorCode::kIo, "read failed", in_name).to_string());
  }
  out->flush();
  if (!*out) return write_failed();
  warn_skipped("citeval claims: ", skipped);
  if (sentences == 0) {
    return fail(no_usable_record(o.input == "-" ? "<stdin>" : o.input, skipped, "sentence").to_string());
  }
  if (file) {
    if (Status st = file->commit(); !st) return fail(st.error().to_string());
  }
  std::cerr << fmt::format("citeval claims: {} sentence(s), {} fallback(s) to sentence level{}\n", sentences,
                           fallbacks,
                           skipped.count > 0 ? fmt::format(", {} bad record(s) skipped", skipped.count) : "");
  if (o.check && mismatch) return fail("some claims differ from expected_claims (see expected_match)");
  return 0;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto o = std::make_shared<ClaimsOptions>();
  auto* sub = app.add_subcommand("claims", "ALiICE claims of sentences with citations (JSONL)");
  sub->add_option("-i,--input,input", o->input, "Input file (default: standard input)");
  sub->add_option("-o,--output", o->output, "Write the JSONL here (default: standard output)");
  sub->add_option("--format", o->format,
                  "text (one sentence a line), trees (JSONL given trees) or conllu (default: from the content)")
      ->check(CLI::IsMember({"text", "trees", "conllu"}));
  sub->add_option("--parser", o->claims.parser, "Parser model for text (default: $CITEVAL_PARSER_MODEL or models/en_ewt_spacy.model; models/en_ewt_biaffine.model is the accurate one)");
  sub->add_flag("--split", o->split, "text: each line is a response; split it into sentences as the evaluation does");
  sub->add_option("--max-words", o->claims.max_words, "text: sentences with more words fall back to sentence level");
  sub->add_flag("--trace", o->claims.trace, "Add each claim's cuts (LCA, subtrees, Appendix C branch)");
  sub->add_flag("--with-tree", o->claims.with_tree, "Add the tokens, heads and relations");
  sub->add_flag("--reference-code", o->claims.reference_code,
                "Cut as the released myparser.py where it departs from Appendix C");
  sub->add_flag("--check", o->check, "trees: exit 1 unless every sentence matches its expected_claims");
  sub->callback([o, &ctx] {
    try {
      ctx.exit_code = run(*o);
    } catch (const std::exception& e) {
      std::cerr << "citeval claims: internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("claims", setup);

}  // namespace
}  // namespace citeval::cli

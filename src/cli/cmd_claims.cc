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

#include <cctype>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "claims/claims_json.h"
#include "claims/response_sentences.h"
#include "claims/sentence_claims.h"
#include "claims/tree_input.h"
#include "text/normalize.h"
#include "citeval/claims.h"
#include "cli/command.h"
#include "cli/eval_common.h"
#ifdef CITEVAL_CLAIMS_HAVE_PARSE
#include "claims/conllu_trees.h"
#include "claims/parser_adapter.h"
#endif

namespace citeval::cli {
namespace {

struct ClaimsOptions {
  std::string input = "-";
  std::string output;
  std::string format;  // empty: from the content (detect_format)
  std::string parser;
  bool split = false;
  bool trace = false;
  bool with_tree = false;
  bool reference_code = false;
  bool check = false;
  std::size_t max_words = 50;
};

int fail(const std::string& msg) {
  std::cerr << "citeval claims: " << msg << "\n";
  return 1;
}

// An error of the text line `line` of `file` (the extractor's errors name neither).
[[maybe_unused]] Error located(Error e, const std::string& file, std::size_t line) {
  if (e.file.empty()) e.file = file;
  if (e.line == 0) e.line = line;
  return e;
}

// The input's format when --format is not given, from its content, so that a JSONL file of
// trees is never read as sentences of text: the first non-blank line starting with '{' is JSON
// (trees), one starting with '#' or with a token id and a tab is CoNLL-U, anything else text.
// Standard input is looked at only by its first byte (it is read as it comes): trees when it is
// '{', else text.
Result<std::string> detect_format(const std::string& input) {
  if (input == "-") return std::string(std::cin.peek() == '{' ? "trees" : "text");
  std::ifstream in(input, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open", input);
  std::string line;
  while (std::getline(in, line)) {
    const auto b = line.find_first_not_of(" \t\r");
    if (b == std::string::npos) continue;
    if (line[b] == '{') return std::string("trees");
    if (line[b] == '#') return std::string("conllu");
    std::size_t d = b;
    while (d < line.size() && std::isdigit(static_cast<unsigned char>(line[d]))) ++d;
    if (d > b && d < line.size() && line[d] == '\t') return std::string("conllu");
    return std::string("text");
  }
  return std::string("text");
}

// Claims of a given tree, as one JSON line.
nlohmann::json given_json(const claims::GivenSentence& g, const claims::ExtractOptions& eo, bool trace,
                          bool with_tree, const char* id_key, bool& mismatch) {
  claims::SentenceClaims s;
  s.span = {0, g.text.size()};
  s.tree = g.tree;
  s.groups = g.groups;
  std::string error;
  s.status = claims::claims_for_tree(g.tree, eo, s.claims, error, trace ? &s.trace : nullptr);
  s.error = error;
  if (s.status != claims::SentenceStatus::kClaims) {
    s.fallback_text = std::string(text::python_strip(cite::remove_citations(g.text)));
    s.fallback_ids = cite::citation_ids(g.text);
    if (s.fallback_ids.empty()) {
      for (const auto& c : g.tree.citations) s.fallback_ids.insert(s.fallback_ids.end(), c.ids.begin(), c.ids.end());
    }
  }
  nlohmann::json j;
  j["line"] = g.line;
  if (!g.id.empty()) j[id_key] = g.id;
  j.update(claims::sentence_json(g.text, s, with_tree));
  if (!g.expected.empty()) {
    bool match = s.claims.size() == g.expected.size();
    for (std::size_t c = 0; match && c < s.claims.size(); ++c) {
      match = s.claims[c].tokens_joined == g.expected[c].tokens_joined &&
              (g.expected[c].citations.empty() || s.claims[c].citations == g.expected[c].citations);
    }
    j["expected_match"] = match;
    if (!match) mismatch = true;
  }
  return j;
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
  claims::ExtractOptions eo;
  eo.reference_code = o.reference_code;
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
    Result<std::vector<claims::GivenRecord>> given = make_error(ErrorCode::kUnsupported, "");
    const char* id_key = "id";
    if (o.format == "trees") {
      given = claims::read_tree_jsonl_records(in->path());
    } else {
#ifdef CITEVAL_CLAIMS_HAVE_PARSE
      given = claims::read_conllu_tree_records(in->path());
      id_key = "sent_id";
#else
      return fail("this build has no CoNLL-U support (citeval::parse is missing)");
#endif
    }
    if (!given) return fail(in->rename(given.error()).to_string());
    for (const auto& g : *given) {
      if (!g) {
        skip(in->rename(g.error()));
      } else {
        nlohmann::json j = given_json(*g, eo, o.trace, o.with_tree, id_key, mismatch);
        ++sentences;
        if (j["status"] != "claims") ++fallbacks;
        *out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
      }
      if (!*out) return write_failed();
    }
  } else {
#ifdef CITEVAL_CLAIMS_HAVE_PARSE
    ClaimsConfig config;
    config.parser = o.parser;
    config.max_words = o.max_words;
    config.reference_code = o.reference_code;
    config.trace = o.trace;
    config.with_tree = o.with_tree;
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
#else
    return fail("this build has no parser (citeval::parse is missing); use --format trees");
#endif
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
  sub->add_option("--parser", o->parser, "Parser model for text (default: $CITEVAL_PARSER_MODEL or models/en_ewt_spacy.model; models/en_ewt_biaffine.model is the accurate one)");
  sub->add_flag("--split", o->split, "text: each line is a response; split it into sentences as the evaluation does");
  sub->add_option("--max-words", o->max_words, "text: sentences with more words fall back to sentence level");
  sub->add_flag("--trace", o->trace, "Add each claim's cuts (LCA, subtrees, Appendix C branch)");
  sub->add_flag("--with-tree", o->with_tree, "Add the tokens, heads and relations");
  sub->add_flag("--reference-code", o->reference_code,
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

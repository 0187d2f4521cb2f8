// citeval judge: scores support pairs with a judge.
//
//   citeval judge < pairs.jsonl > judged.jsonl                  # the default (lexical) judge
//   citeval judge --judge table:decisions.jsonl --cache judge.db < pairs.jsonl
//
// Input: JSONL, one {"premise": string, "hypothesis": string, ...} object a line. Output: the
// same objects, other fields kept in their order, with "prob" and "label" added; with an
// approximate judge (lexical) also "approximate": true; when the judge explains its decision
// (an LLM judge's answer), "rationale". A pair the judge cannot decide is
// written with an "error" field instead of prob/label. Every input line gives exactly one output
// line, in order, so the output lines up with the input (`paste`, `join` by line number): a
// malformed line (bad JSON, nested deeper than 256 levels, a missing or non-string field) gives
// {"line": N, "error": "..."} (also reported on stderr with the line number), a blank line a
// blank line.
// Exit code: 0 if every line was judged, 1 if any line failed or standard output cannot be
// written (judging stops at the first failed block), 2 for bad usage (unknown judge, unreadable
// table, unusable cache, a --cache that is the table file or in a missing directory).
//
// Streaming: the input is read and judged in blocks (4,096 lines; 256 for LLM judges, whose
// answers take seconds), each block's lines written as soon as it is judged, and a block is
// also judged as soon as standard input has no more data ready (a pipe fed line by line, a
// terminal): output follows input as it goes, memory stays bounded, and the persistent cache
// is filled as the run goes.
//
// Progress (cli/progress.h) counts the lines answered: a bar on a terminal, a log line every
// 10 s otherwise; -q turns it off.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "citeval/judge_lines.h"
#include "citeval/judges.h"
#include "cli/command.h"
#include "cli/eval_common.h"
#include "cli/eval_longcite.h"
#include "cli/progress.h"

namespace citeval::cli {
namespace {

struct JudgeCommandOptions {
  std::string judge = default_judge_spec();
  std::string cache;
  int retries = 2;
  std::size_t batch_size = 64;
  bool no_cache = false;
  bool quiet = false;
};

constexpr std::size_t kBlockLines = 4096;
constexpr std::size_t kLlmBlockLines = 256;

// Whether standard input has no data ready now: nothing buffered and nothing readable.
bool stdin_idle() {
  if (std::cin.rdbuf()->in_avail() > 0) return false;
  pollfd p{STDIN_FILENO, POLLIN, 0};
  return poll(&p, 1, 0) == 0;
}

int run_judge(const JudgeCommandOptions& o) {
  if (Status st = check_io_paths(judge_input_paths(o.judge), {{"--cache", o.cache}}); !st) {
    std::cerr << "citeval judge: " << st.error().to_string() << "\n";
    return 2;
  }
  auto inner = make_judge(o.judge);
  if (!inner) {
    std::cerr << "citeval judge: " << inner.error().to_string() << "\n";
    return 2;
  }
  SessionConfig config;
  config.cache_path = o.cache;
  config.no_cache = o.cache.empty();  // no --cache: no persistent cache
  config.retries = o.retries;
  config.batch_size = o.batch_size;
  auto session = open_session(std::move(*inner), config, o.judge);
  if (!session) {
    std::cerr << "citeval judge: " << session.error().to_string() << "\n";
    return 2;
  }
  Session& s = **session;
  if (s.is_approximation()) {
    std::cerr << "citeval judge: note: judge '" << s.identity()
              << "' is a model-free approximation of support, not an entailment model; its "
                 "outputs are marked \"approximate\": true\n";
  }
  std::ios::sync_with_stdio(false);
  const bool llm = s.identity().rfind("llm", 0) == 0;
  Progress progress("judge", progress_mode(o.quiet));
  const std::size_t block_lines = llm ? kLlmBlockLines : kBlockLines;
  JudgeLines run(s);
  std::size_t answered = 0;
  int write_errno = 0;
  bool write_failed = false;
  // Judges the pending lines and writes their answers (the judge errors first, on stderr).
  auto flush = [&] {
    if (run.pending() == 0) return;
    answered += run.pending();
    const JudgeLines::Block block = run.flush();
    for (const Error& e : block.errors) std::cerr << "citeval judge: " << e.to_string() << "\n";
    std::fwrite(block.text.data(), 1, block.text.size(), stdout);
    std::fflush(stdout);
    if (std::ferror(stdout) && !write_failed) {
      write_failed = true;
      write_errno = errno;
    }
    progress.update(answered, 0, "lines");
  };
  std::string line;
  std::size_t line_no = 0;
  while (!write_failed && std::getline(std::cin, line)) {
    const std::size_t pairs = run.lines();
    if (auto bad = run.add(++line_no, line)) std::cerr << "citeval judge: " << bad->to_string() << "\n";
    if (run.lines() != pairs && run.pending() >= block_lines) flush();  // a full block (blank lines wait)
    if (run.pending() > 0 && stdin_idle()) flush();  // nothing more to read now: answer what we have
  }
  if (std::cin.bad()) {
    std::cerr << "citeval judge: cannot read standard input\n";
    flush();
    return 1;
  }
  if (!write_failed) flush();
  progress.finish();
  (void)s.flush();  // cache failures are counted in the stats printed below
  errno = 0;
  const bool write_ok = std::fflush(stdout) == 0 && !std::ferror(stdout) && !write_failed;
  if (!write_failed) write_errno = errno;
  std::cerr << fmt::format(
      "citeval judge: {} lines: {} judged, {} judge errors, {} malformed; judge {}{}; {}\n",
      run.lines(), run.judged(), run.failed(), run.malformed(), s.identity(),
      s.is_approximation() ? " (approximation)" : "", s.stats().summary());
  if (!write_ok) {
    std::cerr << fmt::format("citeval judge: cannot write standard output{} (input read up to line {})\n",
                             write_errno ? std::string(": ") + std::strerror(write_errno) : "", line_no);
    return 1;
  }
  return run.failed() == 0 && run.malformed() == 0 ? 0 : 1;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand(
      "judge", "Judge support pairs: JSONL {premise, hypothesis} on stdin, + prob/label on stdout");
  auto opts = std::make_shared<JudgeCommandOptions>();
  sub->add_option("--judge", opts->judge, "judge spec (" + known_judges_text() + ")")->capture_default_str();
  sub->add_option("--cache", opts->cache, "SQLite file of the persistent judgment cache");
  sub->add_option("--retries", opts->retries, "retries of a failed item")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  sub->add_option("--batch-size,--judge-batch", opts->batch_size, "items per judge call")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  sub->add_flag("--no-cache", opts->no_cache, "no persistent judgment cache (the default without --cache)");
  sub->add_flag("-q,--quiet", opts->quiet, "no progress on stderr");
  auto llm = std::make_shared<LlmCliOptions>();
  add_llm_options(*sub, *llm);
  sub->callback([opts, llm, &ctx] {
    try {
      if (auto st = apply_llm_options(*llm); !st) {
        std::cerr << "citeval judge: " << st.error().to_string() << "\n";
        ctx.exit_code = 2;
        return;
      }
      if (opts->no_cache) opts->cache.clear();
      ctx.exit_code = run_judge(*opts);
    } catch (const std::exception& e) {
      std::cerr << "citeval judge: internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("judge", setup);

}  // namespace
}  // namespace citeval::cli

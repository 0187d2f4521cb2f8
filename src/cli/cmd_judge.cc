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

#include "cli/command.h"
#include "cli/eval_common.h"
#include "cli/eval_longcite.h"
#include "cli/progress.h"
#include "judge/judge_session.h"
#include "citeval/judges.h"
#include "judge/registry.h"
#include "meta/judge_pairs.h"

namespace citeval::cli {
namespace {

struct JudgeCommandOptions {
  std::string judge = judge::default_judge_spec();
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

struct Pending {
  std::size_t line;
  nlohmann::ordered_json object;
  bool bad = false;  // not judged: a malformed line (`object` is its error line) or a blank one (null)
};

class JudgeRun {
 public:
  JudgeRun(judge::JudgeSession& session, std::size_t block_lines, Progress& progress)
      : session_(session), block_lines_(block_lines), progress_(progress) {}

  void add_line(std::size_t line_no, const std::string& line) {
    if (meta::is_blank_line(line)) {  // a blank output line keeps the alignment
      pending_.push_back({line_no, nlohmann::ordered_json(), true});
      return;
    }
    ++lines_;
    auto pair = meta::parse_judge_pair(line, "<stdin>", line_no);
    if (!pair) {
      malformed(pair.error(), line_no);
      return;
    }
    JudgeRequest req;
    req.premise = std::move(pair->premise);
    req.hypothesis = std::move(pair->hypothesis);
    nlohmann::ordered_json obj = std::move(pair->object);
    requests_.push_back(std::move(req));
    pending_.push_back({line_no, std::move(obj)});
    if (pending_.size() >= block_lines_) flush();
  }

  bool has_pending() const { return !pending_.empty(); }

  void flush() {
    if (pending_.empty()) return;
    std::vector<Judgment> out = requests_.empty() ? std::vector<Judgment>{} : session_.judge_batch(requests_);
    const bool approx = session_.is_approximation();
    std::string text;
    std::size_t next = 0;  // the judgment of the next good line
    for (std::size_t i = 0; i < pending_.size(); ++i) {
      auto& obj = pending_[i].object;
      if (pending_[i].bad) {
        if (!obj.is_null()) text += obj.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        text += '\n';
        continue;
      }
      const Judgment& j = out[next++];
      if (j.ok) {
        obj["prob"] = j.prob;
        obj["label"] = j.label;
        if (approx) obj["approximate"] = true;
        if (!j.rationale.empty()) obj["rationale"] = j.rationale;
        ++judged_;
      } else {
        obj["error"] = j.error;
        std::cerr << "citeval judge: "
                  << make_error(ErrorCode::kJudge, j.error, "<stdin>", pending_[i].line)
                         .to_string()
                  << "\n";
        ++failed_;
      }
      text += obj.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
      text += '\n';
    }
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
    if (std::ferror(stdout) && !write_failed_) {
      write_failed_ = true;
      write_errno_ = errno;
    }
    answered_ += pending_.size();
    progress_.update(answered_, 0, "lines");
    pending_.clear();
    requests_.clear();
  }

  // Standard output failed (a full disk, a closed pipe): judging more would be paid for nothing.
  bool write_failed() const { return write_failed_; }
  int write_errno() const { return write_errno_; }

  std::size_t lines() const { return lines_; }
  std::size_t judged() const { return judged_; }
  std::size_t failed() const { return failed_; }
  std::size_t malformed_lines() const { return malformed_; }

 private:
  void malformed(const Error& e, std::size_t line_no) {
    ++malformed_;
    std::cerr << "citeval judge: " << e.to_string() << "\n";
    nlohmann::ordered_json obj;
    obj["line"] = line_no;
    obj["error"] = e.to_string();
    pending_.push_back({line_no, std::move(obj), true});
    if (pending_.size() >= block_lines_) flush();
  }

  judge::JudgeSession& session_;
  std::size_t block_lines_;
  Progress& progress_;
  std::size_t answered_ = 0;  // output lines written
  std::vector<JudgeRequest> requests_;
  std::vector<Pending> pending_;
  std::size_t lines_ = 0, judged_ = 0, failed_ = 0, malformed_ = 0;
  bool write_failed_ = false;
  int write_errno_ = 0;
};

int run_judge(const JudgeCommandOptions& o) {
  if (Status st = check_io_paths(judge_input_paths(o.judge), {{"--cache", o.cache}}); !st) {
    std::cerr << "citeval judge: " << st.error().to_string() << "\n";
    return 2;
  }
  auto inner = citeval::make_judge(o.judge);
  if (!inner) {
    std::cerr << "citeval judge: " << inner.error().to_string() << "\n";
    return 2;
  }
  judge::SessionOptions so;
  so.cache_path = o.cache;
  so.max_retries = o.retries;
  so.batch_size = o.batch_size;
  auto session = judge::JudgeSession::open(std::move(*inner), so);
  if (!session) {
    std::cerr << "citeval judge: " << session.error().to_string() << "\n";
    return 2;
  }
  judge::JudgeSession& s = **session;
  if (s.is_approximation()) {
    std::cerr << "citeval judge: note: judge '" << s.identity()
              << "' is a model-free approximation of support, not an entailment model; its "
                 "outputs are marked \"approximate\": true\n";
  }
  std::ios::sync_with_stdio(false);
  const bool llm = s.identity().rfind("llm", 0) == 0;
  Progress progress("judge", progress_mode(o.quiet));
  JudgeRun run(s, llm ? kLlmBlockLines : kBlockLines, progress);
  std::string line;
  std::size_t line_no = 0;
  while (!run.write_failed() && std::getline(std::cin, line)) {
    run.add_line(++line_no, line);
    if (run.has_pending() && stdin_idle()) run.flush();  // nothing more to read now: answer what we have
  }
  if (std::cin.bad()) {
    std::cerr << "citeval judge: cannot read standard input\n";
    run.flush();
    return 1;
  }
  if (!run.write_failed()) run.flush();
  progress.finish();
  (void)s.flush();  // cache failures are counted in the stats printed below
  errno = 0;
  const bool write_ok = std::fflush(stdout) == 0 && !std::ferror(stdout) && !run.write_failed();
  const int write_errno = run.write_failed() ? run.write_errno() : errno;
  std::cerr << fmt::format(
      "citeval judge: {} lines: {} judged, {} judge errors, {} malformed; judge {}{}; {}\n",
      run.lines(), run.judged(), run.failed(), run.malformed_lines(), s.identity(),
      s.is_approximation() ? " (approximation)" : "", s.stats().summary());
  if (!write_ok) {
    std::cerr << fmt::format("citeval judge: cannot write standard output{} (input read up to line {})\n",
                             write_errno ? std::string(": ") + std::strerror(write_errno) : "", line_no);
    return 1;
  }
  return run.failed() == 0 && run.malformed_lines() == 0 ? 0 : 1;
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

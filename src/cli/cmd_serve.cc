// citeval serve: citation checks as an HTTP service (citeval/serve.h; docs/serve.md).
//
//   citeval serve --port 8080 --judge lexical
//   curl -s localhost:8080/v1/check -d @record.json
//
// One process: the judge is made once and shared by every request through one session (memo,
// cache, retries) and the dynamic batcher. SIGTERM or SIGINT drains: new work is refused with
// 503, accepted work is answered, then the command exits 0. Exit 2 for bad usage (unknown judge,
// unreadable tokens file, an address that cannot be bound).
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <csignal>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <pthread.h>

#include "cli/command.h"
#include "cli/eval_common.h"
#include "cli/eval_longcite.h"
#include "citeval/serve.h"

namespace citeval::cli {
namespace {

struct ServeCliOptions {
  ServeSettings serve;
  JudgeOptions judge;
};

int fail(const Error& e) {
  std::cerr << "citeval serve: " << e.to_string() << "\n";
  return 2;
}

int run_serve(ServeCliOptions& o) {
  o.serve.judge = o.judge.spec;
  o.serve.session = session_config(o.judge, nullptr);

  // SIGTERM/SIGINT are taken by sigwait below: blocked here, before any thread starts, so every
  // thread of the service inherits the mask.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);

  auto svc = start_service(o.serve);
  if (!svc) return fail(svc.error());
  std::cerr << nlohmann::json{{"event", "listening"}, {"host", o.serve.host}, {"port", (*svc)->port()},
                              {"judge", (*svc)->judge()}}
                   .dump() + "\n"
            << std::flush;
  int sig = 0;
  sigwait(&signals, &sig);
  std::cerr << nlohmann::json{{"event", "draining"}, {"signal", sig == SIGTERM ? "SIGTERM" : "SIGINT"}}.dump() + "\n"
            << std::flush;
  (*svc)->drain();
  (*svc)->wait();
  std::cerr << nlohmann::json{{"event", "stopped"}}.dump() + "\n" << std::flush;
  return 0;
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand("serve", "Answer citation checks over HTTP (POST /v1/check; docs/serve.md)");
  auto o = std::make_shared<ServeCliOptions>();
  ServeSettings& s = o->serve;
  sub->add_option("--host", s.host, "Address to listen on (loopback unless told otherwise)")->capture_default_str();
  sub->add_option("--port", s.port, "Port to listen on (0: any free port, printed at start)")->capture_default_str();
  add_judge_options(*sub, o->judge);
  sub->add_option("--need-citation-judge", s.need_citation_judge,
                  "Judge of whether an uncited statement needs a citation (as citeval check's: llm-need-citation:MODEL, "
                  "table:FILE); 'always': every statement needs one (recall 0 uncited), ALCE's rule")
      ->capture_default_str();
  auto llm = std::make_shared<LlmCliOptions>();
  add_llm_options(*sub, *llm);
  sub->add_option("--format", s.format, "Record format: auto, generic, anthropic, openai, gemini, cohere, bedrock")
      ->capture_default_str();
  sub->add_option("--citation-style", s.citation_style,
                  "Marks read in generic records without citations (as citeval check's: auto, brackets, footnote, "
                  "cjk, doc, sup, regex:PATTERN)")
      ->capture_default_str();
  sub->add_option("--sources", s.sources, "Folder of offline snapshots of cited URLs (index.json)");
  sub->add_option("--threads", s.threads, "HTTP threads: one per open connection")->capture_default_str()->check(CLI::PositiveNumber);
  sub->add_option("--max-queue", s.max_queue, "Work requests accepted at once; beyond: 429")->capture_default_str()->check(CLI::PositiveNumber);
  sub->add_option("--max-body", s.max_body, "Largest request body in bytes; beyond: 413")->capture_default_str()->check(CLI::PositiveNumber);
  sub->add_option("--max-lines", s.max_lines, "Records or pairs a request; beyond: 413")->capture_default_str()->check(CLI::PositiveNumber);
  sub->add_option("--deadline-ms", s.deadline_ms, "Time a work request may take; beyond: 504")->capture_default_str()->check(CLI::PositiveNumber);
  sub->add_option("--batch-pairs", s.batch_pairs, "Pairs per dynamic batch")->capture_default_str()->check(CLI::PositiveNumber);
  sub->add_option("--batch-wait-us", s.batch_wait_us, "Longest wait for requests to join a batch")->capture_default_str()->check(CLI::NonNegativeNumber);
  sub->add_option("--batch-workers", s.batch_workers, "Threads calling the judge (1 for a model on one device)")->capture_default_str()->check(CLI::PositiveNumber);
  sub->add_option("--memo-max-pairs", s.memo_max_pairs,
                  "Judged pairs the in-process memo keeps, the most recently used (0: every one; memory grows with "
                  "the distinct pairs served)")
      ->capture_default_str();
  sub->add_option("--tokens-file", s.tokens_file, "Bearer tokens, one a line; requests without one get 401");
  sub->add_flag("--log-text", s.log_text, "Log request bodies (off: sizes only)");
  sub->callback([o, llm, &ctx] {
    try {
      if (auto st = apply_llm_options(*llm); !st) {
        ctx.exit_code = fail(st.error());
        return;
      }
      ctx.exit_code = run_serve(*o);
    } catch (const std::exception& e) {
      std::cerr << "citeval serve: internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("serve", setup);

}  // namespace
}  // namespace citeval::cli

// citeval::serve — `citeval check` as an HTTP service: judges made once and shared by every
// request through one judge session (memo, persistent cache, retries) behind a dynamic batcher
// (batching_judge.h), so that a record POSTed to the service gets exactly what `citeval check`
// gives it: report::check_record_json of metrics::CheckEvaluator with the same judge.
//
//   auto svc = serve::Service::create({.judge = "lexical", .port = 0}, runtime);
//   if (!svc) return fail(svc.error());
//   if (Status st = (*svc)->start(); !st) return fail(st.error());   // bound: (*svc)->port()
//   ...                                                              // on SIGTERM:
//   (*svc)->drain();   // refuse new work (503), finish what was accepted, stop listening
//
// Endpoints (docs/serve.md):
//   POST /v1/check        one record (generic or a provider response; answers/read.h) ->
//                         {"record": check_record_json, "judge": identity, "approximate": bool,
//                          "need_citation": the need-citation judge's identity or "always"};
//                         a judge error is 502 with the record's null figures and "error"
//   POST /v1/check:batch  JSON lines of records -> JSON lines of the same answers, streamed in
//                         order; a line that cannot be read is {"line": N, "error": "..."}
//   POST /v1/judge        JSON lines of {"premise", "hypothesis"} -> the lines with prob/label
//                         (as `citeval judge`), or "error" for a pair the judge could not decide
//   GET /healthz, /readyz, /metrics (Prometheus text), / (a page to try a record)
// Limits: work requests accepted at once (beyond: 429 + Retry-After), body size (413, by the
// HTTP library), lines per request (413), a deadline per request (504), malformed input (400 with
// the reader's message naming request line and field); a client that disconnects leaves the
// judge queue (499 in the log). Optional bearer tokens (401), compared in constant time; tokens
// and LLM keys are never logged or echoed. One JSON log line a request.
//
// Thread safety: start, drain and port may be called from any thread; the service answers
// requests on its own threads.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>

#include "answers/read.h"
#include "citeval/judge.h"
#include "citeval/judges.h"
#include "citeval/result.h"
#include "citeval/runtime.h"
#include "metrics/check_evaluator.h"
#include "serve/batching_judge.h"

namespace citeval::serve {

struct ServeOptions {
  std::string host = "127.0.0.1";  // loopback unless told otherwise
  int port = 8080;                 // 0: any free port (port() says which)
  std::string judge = "lexical";
  // Which uncited statements need a citation: "always" (every one: ALCE's rule, as citeval
  // check's default), or a judge spec (citeval check's --need-citation-judge), made by the runtime.
  std::string need_citation = "always";  // judge::kAlwaysNeedsCitation (judge/need_citation_rule.h)
  SessionConfig session;           // cache, retries, inner batch size
  BatchingOptions batching;
  answers::ReadOptions read;       // format, mark style, snapshots
  metrics::CheckOptions check;
  std::size_t threads = 256;       // HTTP threads: one per open connection (cpp-httplib)
  std::size_t max_queue = 128;     // work requests accepted at once; beyond: 429
  std::size_t max_body = 8u << 20; // bytes; beyond: 413
  std::size_t max_lines = 1000;    // records (check:batch) or pairs (judge) per request; beyond: 413
  std::chrono::milliseconds deadline{30'000};  // per work request; beyond: 504
  std::string tokens_file;         // bearer tokens, one a line; empty: no authentication
  bool log_text = false;           // request bodies in the log (off: sizes only)
  // Where the log lines go (one JSON object a line); default: standard error.
  std::function<void(const std::string&)> log;
};

class Service {
 public:
  // The judge made from options.judge by `runtime`, wrapped in a session (options.session).
  static Result<std::unique_ptr<Service>> create(ServeOptions options, const std::shared_ptr<Runtime>& runtime);
  // A judge of your own (custom judges, tests), wrapped in a session the same way; `need`, when
  // given, is the need-citation judge (options.need_citation is then not read).
  static Result<std::unique_ptr<Service>> create(ServeOptions options, std::unique_ptr<Judge> judge,
                                                 std::unique_ptr<Judge> need = nullptr);
  ~Service();
  Service(const Service&) = delete;
  Service& operator=(const Service&) = delete;

  // Binds host:port and answers on a thread of its own. kIo when the address cannot be bound.
  Status start();
  int port() const;
  // Refuses new work with 503, waits for every accepted request to be answered, then stops
  // listening and returns once every routed request's log line is written. Idempotent.
  void drain();
  // Blocks until the service stopped listening (after drain()).
  void wait();

  struct Impl;

 private:
  explicit Service(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace citeval::serve

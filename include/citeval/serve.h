// citeval/serve.h — `citeval check` as an HTTP service (`citeval serve`; docs/serve.md).
//
//   citeval::ServeSettings s;                 // loopback, port 8080, the lexical judge
//   s.port = 0;                               // any free port
//   auto svc = citeval::start_service(s);     // judges made once; answering on its own threads
//   if (!svc) return fail(svc.error());
//   std::cout << (*svc)->port();
//   ...                                       // on SIGTERM:
//   (*svc)->drain();                          // 503 for new work, accepted work answered
//   (*svc)->wait();
//
// The endpoints, limits and their status codes are those of src/serve/service.h (POST /v1/check,
// /v1/check:batch, /v1/judge; GET /healthz, /readyz, /metrics, /).
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "citeval/judges.h"
#include "citeval/result.h"
#include "citeval/runtime.h"

namespace citeval {

struct ServeSettings {
  std::string host = "127.0.0.1";  // loopback unless told otherwise
  int port = 8080;                 // 0: any free port
  std::string judge;               // a judge spec; "" = the default judge
  // Which uncited statements need a citation (citeval check's --need-citation-judge): "always"
  // (every one, ALCE's rule) or a judge spec (llm-need-citation:MODEL, table:FILE).
  std::string need_citation_judge = "always";
  SessionConfig session;           // cache, retries, inner batch size
  // How records are read (answers/read.h): "auto", "generic", "anthropic", "openai", "gemini",
  // "cohere", "bedrock"; the marks of generic records without citations; a folder of snapshots.
  std::string format = "auto";
  std::string citation_style = "auto";
  std::string sources;
  std::size_t threads = 256;       // HTTP threads: one per open connection
  std::size_t max_queue = 128;     // work requests accepted at once; beyond: 429
  std::size_t max_body = 8u << 20; // bytes; beyond: 413
  std::size_t max_lines = 1000;    // records or pairs a request; beyond: 413
  long deadline_ms = 30'000;       // per work request; beyond: 504
  std::size_t batch_pairs = 64;    // pairs per dynamic batch
  long batch_wait_us = 2'000;      // longest wait for requests to join a batch
  std::size_t batch_workers = 1;   // threads calling the judge
  // Pairs the judge session's memo keeps, the most recently used (0: every one, growing with the
  // distinct pairs served): 16,384 take at most 1 MiB (judge/memo_table.h) and are full after a
  // few thousand distinct requests, so the server's memory is flat from then on (65,536, the
  // first default, still grew 6.4% from 10,000 to 100,000 distinct requests). The memo is the fast
  // path for repeats; the persistent cache (model and LLM judges have one by default) keeps more.
  std::size_t memo_max_pairs = 16'384;
  std::string tokens_file;         // bearer tokens, one a line; "" = no authentication
  bool log_text = false;           // request bodies in the log
};

class RunningService {
 public:
  virtual ~RunningService() = default;
  virtual int port() const = 0;
  virtual std::string judge() const = 0;  // the judge spec in use
  virtual void drain() = 0;               // refuse new work, finish accepted work; idempotent
  virtual void wait() = 0;                // until it stopped listening
};

// Checks the settings (kInvalidArgument naming the option), makes the judge with `runtime` (null:
// Runtime::shared()), binds and starts answering. kIo when the address cannot be bound.
Result<std::unique_ptr<RunningService>> start_service(const ServeSettings& settings,
                                                      std::shared_ptr<Runtime> runtime = nullptr);

}  // namespace citeval

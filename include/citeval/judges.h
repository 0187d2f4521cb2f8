// citeval/judges.h — making judges, and sessions that batch, dedupe, cache and retry them.
//
// A judge answers "does this premise support this hypothesis?" (citeval/judge.h). Judges are
// named by a specification string:
//
//   "lexical"              model-free approximation (content words, numbers, names); the default
//   "align"                model-free: alignment, then mismatch detection (numbers, negation,
//                          antonyms, swapped roles, ...); says why in Judgment::rationale
//   "table:FILE"           decisions read from a JSONL table (tests, replays, human labels)
//   "llm:MODEL"            an OpenAI-compatible chat model (configure_llm below); LongBench-Cite
//                          derives llm-support:/llm-need-citation:/llm-relevance: from it
//   "calibrated:FILE"      another judge with a fitted probability map (citeval calibrate)
//   "nli:DIR", "embed"     libtorch models, loaded on first use from libciteval_model.so (below)
//
// The kinds belong to a citeval::Runtime (runtime.h), which also holds the LLM settings; the
// functions of this header use Runtime::shared(), the process's default runtime.
//
//   auto judge = citeval::make_judge("table:decisions.jsonl");
//   if (!judge) { std::cerr << judge.error().to_string() << "\n"; return 1; }
//
// Sessions. Benchmarks never call a judge directly: they go through a session, which judges an
// identical (premise, hypothesis, question) once per run, answers repeats from a persistent
// SQLite cache keyed by the judge's identity(), sends the rest in batches, retries failed items
// and counts everything (JudgeStats). citeval::Evaluator (evaluate.h) opens one for you;
// open_session() is for calling a judge yourself:
//
//   auto s = citeval::open_session(std::move(*judge), {.cache_path = "judgments.sqlite"});
//   std::vector<citeval::Judgment> out = (*s)->judge_batch(requests);
//   std::cerr << (*s)->stats().summary() << "\n";
//
// Custom judges. Implement citeval::Judge (judge.h) and hand it to open_session() or to
// Evaluator::create(); it gets the session's batching, dedupe, cache and retries:
//
//   class MyJudge : public citeval::Judge {
//    public:
//     std::string identity() const override { return "my-judge:v1"; }  // changes => cache miss
//     bool thread_safe() const override { return false; }               // serialise calls
//     std::vector<citeval::Judgment> judge_batch(std::span<const citeval::JudgeRequest> r) override {
//       std::vector<citeval::Judgment> out(r.size());
//       for (std::size_t i = 0; i < r.size(); ++i) {
//         double p = my_model(r[i].premise, r[i].hypothesis);
//         if (std::isnan(p)) { out[i].error = "model failed"; continue; }  // ok = false: an error
//         out[i] = {.ok = true, .prob = p, .label = p >= 0.5 ? 1 : 0};
//       }
//       return out;
//     }
//   };
// Rules: one Judgment per request, in order; an item the judge cannot decide is ok == false with
// an error message (retried by the session, then counted as a judge error: the run goes on);
// prob in [0, 1], label 0 or 1 (anything else fails that item); exceptions thrown by
// judge_batch fail the items of that call, never the run. identity() must change whenever the
// decisions could change: it keys the persistent cache. thread_safe() == false makes the session
// serialise its calls.
//
// Model judges (nli:, embed). citeval::api does not link libtorch: the runtime dlopen()s the
// self-contained module libciteval_model.so the first time a libtorch kind is made (from
// $CITEVAL_MODEL_MODULE, else lib/citeval of the build tree or installation), in any program —
// the citeval executable, the Python package, yours. A module that cannot be loaded makes
// make_judge fail (kUnsupported naming every path tried); the other kinds never need it.
//
// Thread safety: make_judge and configure_llm may be called from any thread; a session's
// judge_batch may be called from several threads at once.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"
#include "citeval/result.h"

namespace citeval {

// A judge from its specification (see above). Errors: kInvalidArgument for an unknown kind or a
// bad argument (naming the known kinds), kIo for an unreadable table.
Result<std::unique_ptr<Judge>> make_judge(std::string_view spec);

// "lexical" (the default when no judge is named).
std::string default_judge_spec();

// Every known kind with its usage, e.g. "table:FILE", "llm:MODEL".
std::vector<std::string> judge_kinds();

// How a session caches, retries and batches.
struct SessionConfig {
  // The persistent judgment cache (SQLite). Empty: the default for the judge kind — none for the
  // cheap local judges (lexical, table:), else $CITEVAL_CACHE, else
  // $XDG_CACHE_HOME/citeval/judgments.sqlite, else ~/.cache/citeval/judgments.sqlite (only that
  // default directory is created; a missing directory of a path you give is an error).
  std::string cache_path;
  bool no_cache = false;       // no persistent cache at all (the in-run memo stays)
  int retries = 2;             // resubmissions of a failed item
  std::size_t batch_size = 0;  // pairs per judge call; 0 = 64, or 1024 for llm judges
  // Pairs the in-run memo keeps, the most recently used (a long-running service: citeval serve);
  // 0 = every distinct pair for the session's lifetime. Unset: 65,536 for the model-free judges
  // (lexical, align, table:), so that a run stays flat in memory (an evicted pair met again is
  // judged again, to the same decision, and counted again in the statistics' `unique`), else
  // every pair. Figures do not depend on it.
  std::optional<std::size_t> memo_max_pairs;
  // Called after every judge call of a judge_batch with (distinct pairs decided, distinct pairs
  // of the call); optional, on the caller's thread.
  std::function<void(std::size_t done, std::size_t total)> progress;
};

// What a session counted (all since it was opened). Invariants for one thread:
// requests == memo_hits + unique; unique == cache_hits + judged - retries.
struct JudgeStats {
  std::size_t requests = 0;      // pairs asked for
  std::size_t unique = 0;        // distinct pairs
  std::size_t memo_hits = 0;     // repeats answered from the in-run memo
  std::size_t cache_hits = 0;    // distinct pairs answered by the persistent cache
  std::size_t judged = 0;        // items sent to the judge, retries included
  std::size_t judge_calls = 0;   // judge_batch calls
  std::size_t retries = 0;
  std::size_t errors = 0;        // distinct pairs still failing after the retries
  std::string first_error;       // the first of them
  std::size_t cache_writes = 0;
  std::size_t cache_errors = 0;  // cache failures (the run went on)
  std::string last_cache_error;
  std::string judge_notes;       // the judge's run_notes()

  // "requests=30 unique=20 memo_hits=10 cache_hits=5 judged=15 (2 calls) retries=0 errors=0 ..."
  std::string summary() const;
  // Adds `later`'s counters (first_error: the first non-empty; last_cache_error and judge_notes:
  // the later non-empty).
  void merge(const JudgeStats& later);
};

// A judge wrapped in a session (memo, cache, batches, retries, counts). Itself a Judge.
class Session : public Judge {
 public:
  ~Session() override;
  std::string identity() const override;  // the wrapped judge's
  bool is_approximation() const override;
  bool thread_safe() const override { return true; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override;
  std::string run_notes() const override;

  JudgeStats stats() const;
  Status flush();  // writes pending judgments to the cache now

  struct Impl;
  explicit Session(std::unique_ptr<Impl> impl);
  Impl& impl() { return *impl_; }

 private:
  std::unique_ptr<Impl> impl_;
};

// Opens a session over `judge` (not null). `spec`, when given, is only used to pick the default
// cache and batch size for its kind (a custom judge: none, and 64). Fails when the cache cannot
// be opened (kIo, naming the file or its missing directory).
Result<std::unique_ptr<Session>> open_session(std::unique_ptr<Judge> judge, const SessionConfig& config = {},
                                              std::string_view spec = {});
// make_judge(spec), then open_session.
Result<std::unique_ptr<Session>> open_session(std::string_view spec, const SessionConfig& config = {});

// Settings of the "llm*" judge kinds (of a runtime: every llm judge it makes afterwards, and
// every evaluator made with it afterwards, uses them).
struct LlmConfig {
  std::string base_url;       // OpenAI-compatible endpoint; empty = $OPENAI_BASE_URL, else OpenAI
  std::string api_key;        // empty = from api_key_file, api_key_env or $OPENAI_API_KEY
  std::string api_key_file;   // a file holding the key (trailing white space dropped)
  std::string api_key_env;    // an environment variable holding the key (must be set)
  std::size_t concurrency = 16;  // requests in flight
  double timeout_s = 120;     // per request attempt
  int max_attempts = 6;       // HTTP attempts per request
  double price_in = 0, price_out = 0;  // per million prompt / completion tokens (cost estimate)
  std::string journal;        // append every request attempt to this JSONL file (no secrets)
  std::string prompt_dir;     // <task>.txt templates replacing the built-in prompts
  std::optional<double> temperature;  // of the first try (default 0)
  std::optional<int> max_tokens;      // answer tokens (default 10; 512 for discrete/continuous)
  int tries = 5;              // tries for an unreadable answer
};

// Applies `config` to Runtime::shared() (Runtime::configure_llm). kIo / kInvalidArgument when
// the key file cannot be read or api_key_env is not set.
Status configure_llm(const LlmConfig& config);

}  // namespace citeval

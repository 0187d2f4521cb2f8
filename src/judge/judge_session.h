// JudgeSession — how the benchmarks talk to a judge: memo, persistent cache, batching, retries,
// counting.
//
// A JudgeSession is itself a citeval::Judge wrapping an inner judge. For each request it
//  1. answers pairs already decided in this run from an in-memory memo, keyed by the XXH3-128
//     hashes of premise, hypothesis and question (pair_key.h), so identical pairs are judged
//     once per run, within one call and across calls;
//  2. if a persistent cache is configured (judgment_cache.h), computes the pair's PairKey once
//     (SHA-256 over the length-prefixed inner identity, premise, hypothesis and, when there is
//     one, question) and answers from
//     the cache: a rerun with the same judge identity costs zero inner-judge calls;
//  3. sends the rest to the inner judge in batches of `batch_size`, without copying the
//     requests when a batch is a contiguous run of the caller's requests;
//  4. resubmits failed items up to `max_retries` times; an item that still fails is returned as
//     a Judgment with ok == false and the inner judge's last error: never thrown, never fatal
//     for the other items. A failure is memoised too, so a failing pair is not retried again
//     within the same session (it is not cached: a new session tries it again);
//  5. writes successes to the cache:
//      * an item the inner judge reports while its batch runs (Judge::judge_batch_streaming;
//        LLM judges do) at once, in its own transaction (with whatever else is pending), from
//        the thread that reports it: a kill -9 at any moment loses only the items in flight;
//      * the others (judges that decide a batch at once) in one transaction as soon as
//        `batch_size` of them are pending or `cache_flush_interval` has passed since the last
//        write, so a fast judge does not pay a commit per small call; and on flush() and
//        destruction. A crash loses at most those pending judgments.
//
// Memory: the memo keeps every distinct pair's Judgment for the session's lifetime (one 32-byte
// slot of a flat table, 43 to 85 bytes a pair with its spare room, plus the error or rationale
// when there is one; premises are not kept: judge/memo_table.h), so one session per run is the
// intent; a session that lives longer (citeval serve) bounds it with memo_max_pairs: the most
// recently used pairs stay, an evicted one is asked again (cache, then judge: a failure memoised
// is then retried) and counted again in `unique`.
//
// Inner judgments are validated (prob finite and in [0, 1], label 0 or 1, one judgment per
// request); a judge that breaks the contract or throws fails those items, not the run.
//
// Usage:
//   auto judge = citeval::judge::make_judge("table:decisions.jsonl");
//   if (!judge) return fail(judge.error());
//   auto session = citeval::judge::JudgeSession::open(std::move(*judge), {.cache_path = "c.db"});
//   if (!session) return fail(session.error());
//   std::vector<citeval::Judgment> out = (*session)->judge_batch(requests);
//   (void)(*session)->flush();                    // before reading the final stats
//   std::cerr << (*session)->stats().summary() << "\n";
//
// Thread safety: judge_batch may be called from several threads at once. The memo, the cache
// and the stats are guarded by one mutex that is not held while the inner judge runs (only
// briefly, by the inner judge's thread, to store an item it reports); calls to an inner judge
// whose thread_safe() is false are serialised. Two threads asking for the same
// new pair at the same moment may both send it to the inner judge (the answers are then the
// same for a deterministic judge; the later one wins in the cache).
//
// Cache errors: a cache that cannot be opened is an error of open(). A cache that fails later
// (disk full, file locked for longer than the busy timeout) does not stop the run: the
// judgments are still returned, and the failure is counted in stats().cache_errors with the
// message in stats().last_cache_error.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "citeval/judge.h"
#include "citeval/result.h"
#include "judge/judgment_cache.h"
#include "judge/memo_table.h"
#include "judge/pair_key.h"

namespace citeval::judge {

// Counters of one session (since open). Invariants, for a session used from one thread:
//   requests == memo_hits + unique
//   unique   == cache_hits + inner_items - retries
struct SessionStats {
  std::size_t requests = 0;      // pairs asked for through judge_batch
  std::size_t unique = 0;        // distinct pairs first seen in this session
  std::size_t memo_hits = 0;     // requests answered by the in-run memo (repeats of a pair)
  std::size_t cache_hits = 0;    // distinct pairs answered by the persistent cache
  std::size_t inner_items = 0;   // items sent to the inner judge, retries included
  std::size_t inner_calls = 0;   // inner judge_batch calls
  std::size_t retries = 0;       // items sent again after a failure
  std::size_t errors = 0;        // distinct pairs still failing after all retries
  std::string first_error;       // the judge's message for the first of them (e.g. "LLM request
                                 // failed: transport error: ... Connection refused"); empty if
                                 // none. Judges redact secrets from their messages (ChatClient).
  std::size_t cache_writes = 0;  // judgments written to the persistent cache
  std::size_t cache_errors = 0;  // failed cache reads or writes (the run went on)
  std::string last_cache_error;  // message of the last cache failure
  std::string judge_notes;       // the inner judge's run_notes() when stats() was taken

  // One line, e.g. "requests=30 unique=20 memo_hits=10 cache_hits=5 judged=15 (2 calls)
  // retries=0 errors=0 cache_writes=15"; with errors, "errors=2 (first: MESSAGE)"; the judge's
  // notes follow after "; ".
  std::string summary() const;
};

// Reported after every inner batch of a judge_batch call.
struct SessionProgress {
  std::size_t done = 0;   // distinct pairs of this call decided so far (memo/cache hits included)
  std::size_t total = 0;  // distinct pairs of this call
};

struct SessionOptions {
  std::string cache_path;        // SQLite file of the persistent cache; empty = no cache
  int max_retries = 2;           // resubmissions of a failed item (0 = judge each item once)
  std::size_t batch_size = 64;   // items per inner judge_batch call (0 is treated as 1)
  std::chrono::milliseconds retry_delay{0};  // pause before each round of retries
  std::chrono::milliseconds cache_flush_interval{1000};  // longest wait of a pending cache write
  std::size_t memo_max_pairs = 0;  // pairs the memo keeps (MemoTable); 0 = every one (a run)
  std::function<void(const SessionProgress&)> progress;  // optional; called on the caller's thread
};

class JudgeSession final : public Judge {
 public:
  // Wraps `inner` (must not be null). Fails only if the cache cannot be opened.
  static Result<std::unique_ptr<JudgeSession>> open(std::unique_ptr<Judge> inner,
                                                    SessionOptions options = {});
  ~JudgeSession() override;

  // The inner judge's: a session answers exactly what its inner judge would.
  std::string identity() const override { return identity_; }
  bool is_approximation() const override { return inner_->is_approximation(); }
  bool thread_safe() const override { return true; }

  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override;
  std::string run_notes() const override { return inner_->run_notes(); }

  // Writes pending judgments to the cache now (a no-op without a cache). A failure is also
  // counted in stats().cache_errors.
  Status flush();

  SessionStats stats() const;
  // The memo's pairs now and those its bound evicted so far (memo_max_pairs).
  std::pair<std::size_t, std::size_t> memo_pairs() const;
  const Judge& inner() const { return *inner_; }
  const SessionOptions& options() const { return options_; }

 private:
  JudgeSession(std::unique_ptr<Judge> inner, SessionOptions options);
  // Judges requests[todo[k]] with the inner judge (batches + retries), filling out[todo[k]],
  // the memo and the cache.
  void judge_with_inner(std::span<const JudgeRequest> requests, std::span<const MemoKey> keys,
                        std::span<const PairKey> cache_keys, std::vector<std::size_t> todo,
                        std::vector<Judgment>& out, std::size_t done_before, std::size_t total);
  std::vector<Judgment> call_inner(std::span<const JudgeRequest> batch, const ItemSink& on_item);
  // These require mu_.
  void note_cache_error(const Error& e);
  Status flush_locked();

  std::unique_ptr<Judge> inner_;
  SessionOptions options_;
  std::string identity_;
  std::unique_ptr<JudgmentCache> cache_;
  long long cache_judge_id_ = 0;

  mutable std::mutex mu_;  // guards memo_, cache_, pending_, last_flush_, stats_
  MemoTable memo_;
  std::vector<JudgmentCache::Entry> pending_;  // successes not yet in the cache
  std::chrono::steady_clock::time_point last_flush_;
  SessionStats stats_;
  std::mutex inner_mu_;    // serialises inner calls when !inner_->thread_safe()
};

}  // namespace citeval::judge

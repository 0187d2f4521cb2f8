// BatchingJudge — dynamic batching for a service: the judge_batch calls of concurrent requests
// join the inner judge's next batch, so a local model runs at batch efficiency under load.
//
//   serve::BatchingJudge batcher(session, {.max_pairs = 64, .max_wait = 2ms},
//                                [&] { return requests_in_flight(); });
//   metrics::CheckEvaluator(options, batcher).evaluate(records);   // from any thread
//
// A call's pairs are queued whole; a dispatcher thread takes queued calls (in arrival order)
// until `max_pairs` pairs, waiting at most `max_wait` after the first for more, and sends them as
// one inner judge_batch. It does not wait when every request that could join is already queued
// (`could_join`), so one client alone sees no added latency. The inner judge is called by
// `workers` dispatcher threads (1 keeps a model's batches one at a time).
//
// A call made under a CallContext (set_call_context, per thread) leaves the queue when its
// deadline passes or its `cancelled` says so, before it is dispatched: its pairs are then
// Judgments with ok == false and the reason ("deadline exceeded", "request cancelled"). Once
// dispatched, a call waits for its batch (the inner judge cannot be interrupted).
//
// Thread safety: judge_batch may be called from any number of threads at once.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "citeval/judge.h"

namespace citeval::serve {

struct BatchingOptions {
  std::size_t max_pairs = 64;                      // pairs per inner call (a larger call goes alone)
  std::chrono::microseconds max_wait{2000};        // longest wait for more calls to join
  std::size_t workers = 1;                         // dispatcher threads calling the inner judge
};

// What a request's judge calls wait under (see set_call_context).
struct CallContext {
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  std::function<bool()> cancelled;  // optional; polled while the call is queued
};

class BatchingJudge final : public Judge {
 public:
  // `inner` must outlive this object. `could_join`: how many calls could be queued now (the
  // requests in flight); optional (then a batch always waits up to max_wait to fill).
  // `on_batch(pairs)` is told every inner call (metrics), on a dispatcher thread.
  BatchingJudge(Judge& inner, BatchingOptions options, std::function<std::size_t()> could_join = {},
                std::function<void(std::size_t pairs)> on_batch = {});
  ~BatchingJudge() override;
  BatchingJudge(const BatchingJudge&) = delete;
  BatchingJudge& operator=(const BatchingJudge&) = delete;

  std::string identity() const override { return inner_.identity(); }
  bool is_approximation() const override { return inner_.is_approximation(); }
  bool thread_safe() const override { return true; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override;
  std::string run_notes() const override { return inner_.run_notes(); }

  std::size_t queued_pairs() const;  // pairs waiting for a batch now

  // The context of this thread's next calls (nullptr: none). The caller keeps it alive while set.
  static void set_call_context(const CallContext* context);

 private:
  struct Call;
  void dispatch_loop();

  Judge& inner_;
  BatchingOptions options_;
  std::function<std::size_t()> could_join_;
  std::function<void(std::size_t)> on_batch_;
  mutable std::mutex mu_;
  std::condition_variable wake_dispatcher_, wake_callers_;
  std::deque<std::shared_ptr<Call>> queue_;
  std::size_t queued_pairs_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace citeval::serve

#include "serve/batching_judge.h"

#include <algorithm>
#include <exception>

namespace citeval::serve {
namespace {

thread_local const CallContext* tl_context = nullptr;

std::vector<Judgment> failed(std::size_t n, const std::string& why) {
  std::vector<Judgment> out(n);
  for (auto& j : out) j.error = why;
  return out;
}

}  // namespace

struct BatchingJudge::Call {
  std::span<const JudgeRequest> requests;
  std::vector<Judgment> out;
  bool taken = false, done = false;
};

void BatchingJudge::set_call_context(const CallContext* context) { tl_context = context; }

BatchingJudge::BatchingJudge(Judge& inner, BatchingOptions options, std::function<std::size_t()> could_join,
                             std::function<void(std::size_t)> on_batch)
    : inner_(inner), options_(options), could_join_(std::move(could_join)), on_batch_(std::move(on_batch)) {
  options_.max_pairs = std::max<std::size_t>(options_.max_pairs, 1);
  // A judge that may not be called concurrently gets one dispatcher whatever was asked.
  const std::size_t n = inner_.thread_safe() ? std::max<std::size_t>(options_.workers, 1) : 1;
  for (std::size_t i = 0; i < n; ++i) workers_.emplace_back([this] { dispatch_loop(); });
}

BatchingJudge::~BatchingJudge() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  wake_dispatcher_.notify_all();
  for (auto& t : workers_) t.join();
}

std::size_t BatchingJudge::queued_pairs() const {
  std::lock_guard lock(mu_);
  return queued_pairs_;
}

std::vector<Judgment> BatchingJudge::judge_batch(std::span<const JudgeRequest> requests) {
  if (requests.empty()) return {};
  auto call = std::make_shared<Call>();
  call->requests = requests;
  const CallContext* ctx = tl_context;
  if (ctx && std::chrono::steady_clock::now() >= ctx->deadline) return failed(requests.size(), "deadline exceeded");
  std::unique_lock lock(mu_);
  if (stopping_) return failed(requests.size(), "the service is stopping");
  queue_.push_back(call);
  queued_pairs_ += requests.size();
  wake_dispatcher_.notify_one();
  while (!call->done) {
    if (ctx && !call->taken) {
      // Checked without the lock: `cancelled` may look at a socket.
      lock.unlock();
      std::string why;
      if (std::chrono::steady_clock::now() >= ctx->deadline) {
        why = "deadline exceeded";
      } else if (ctx->cancelled && ctx->cancelled()) {
        why = "request cancelled";
      }
      lock.lock();
      if (!why.empty() && !call->taken) {
        queue_.erase(std::find(queue_.begin(), queue_.end(), call));
        queued_pairs_ -= requests.size();
        return failed(requests.size(), why);
      }
    }
    // With the predicate: the batch may have finished while the lock was released above.
    wake_callers_.wait_for(lock, std::chrono::milliseconds(ctx ? 10 : 1000), [&] { return call->done; });
  }
  return std::move(call->out);
}

void BatchingJudge::dispatch_loop() {
  std::unique_lock lock(mu_);
  for (;;) {
    wake_dispatcher_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
    if (queue_.empty()) return;  // stopping, nothing left
    const auto until = std::chrono::steady_clock::now() + options_.max_wait;
    // Wait for more calls unless the batch is full or every request that could join has.
    auto ready = [&] {
      if (stopping_ || queued_pairs_ >= options_.max_pairs) return true;
      if (!could_join_) return false;
      lock.unlock();
      const std::size_t could = could_join_();
      lock.lock();
      return queue_.size() >= could;
    };
    while (!ready() && wake_dispatcher_.wait_until(lock, until) != std::cv_status::timeout) {
    }
    if (queue_.empty()) continue;  // the calls left (cancelled) or another dispatcher took them
    std::vector<std::shared_ptr<Call>> batch;
    std::size_t pairs = 0;
    while (!queue_.empty() && (batch.empty() || pairs + queue_.front()->requests.size() <= options_.max_pairs)) {
      auto c = queue_.front();
      queue_.pop_front();
      c->taken = true;
      pairs += c->requests.size();
      batch.push_back(std::move(c));
    }
    queued_pairs_ -= pairs;
    if (!queue_.empty()) wake_dispatcher_.notify_one();  // another worker may start the next batch
    lock.unlock();
    std::vector<JudgeRequest> all;
    all.reserve(pairs);
    for (const auto& c : batch) all.insert(all.end(), c->requests.begin(), c->requests.end());
    std::vector<Judgment> out;
    try {
      out = inner_.judge_batch(all);
    } catch (const std::exception& e) {  // the judge contract forbids it; fail the items, not the service
      out = failed(pairs, std::string("judge failed: ") + e.what());
    } catch (...) {
      out = failed(pairs, "judge failed");
    }
    if (out.size() != pairs) out = failed(pairs, "judge returned a wrong number of judgments");
    if (on_batch_) on_batch_(pairs);
    lock.lock();
    std::size_t at = 0;
    for (auto& c : batch) {
      c->out.assign(std::make_move_iterator(out.begin() + at),
                    std::make_move_iterator(out.begin() + at + c->requests.size()));
      at += c->requests.size();
      c->done = true;
    }
    wake_callers_.notify_all();
  }
}

}  // namespace citeval::serve

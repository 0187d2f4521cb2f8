#include "judge/judge_session.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <exception>
#include <thread>

namespace citeval::judge {
namespace {

Judgment failed(std::string message) {
  Judgment j;
  j.ok = false;
  j.error = std::move(message);
  return j;
}

// Enforces the Judge contract on one inner judgment; a violation becomes an item error.
void validate(Judgment& j) {
  if (!j.ok) {
    if (j.error.empty()) j.error = "the judge gave no reason";
    return;
  }
  if (!std::isfinite(j.prob) || j.prob < 0.0 || j.prob > 1.0) {
    j = failed(fmt::format("the judge returned prob {} outside [0, 1]", j.prob));
  } else if (j.label != 0 && j.label != 1) {
    j = failed(fmt::format("the judge returned label {} (expected 0 or 1)", j.label));
  }
}

}  // namespace

std::string SessionStats::summary() const {
  std::string s = fmt::format(
      "requests={} unique={} memo_hits={} cache_hits={} judged={} ({} calls) retries={} "
      "errors={}",
      requests, unique, memo_hits, cache_hits, inner_items, inner_calls, retries, errors);
  if (errors > 0 && !first_error.empty()) s += fmt::format(" (first: {})", first_error);
  if (cache_writes > 0 || cache_errors > 0) s += fmt::format(" cache_writes={}", cache_writes);
  if (cache_errors > 0) {
    s += fmt::format(" cache_errors={} (last: {})", cache_errors, last_cache_error);
  }
  if (!judge_notes.empty()) s += "; " + judge_notes;
  return s;
}

JudgeSession::JudgeSession(std::unique_ptr<Judge> inner, SessionOptions options)
    : inner_(std::move(inner)),
      options_(std::move(options)),
      identity_(inner_->identity()),
      memo_(options_.memo_max_pairs) {
  if (options_.batch_size == 0) options_.batch_size = 1;
  if (options_.max_retries < 0) options_.max_retries = 0;
}

JudgeSession::~JudgeSession() {
  if (cache_) (void)flush();
}

Result<std::unique_ptr<JudgeSession>> JudgeSession::open(std::unique_ptr<Judge> inner,
                                                         SessionOptions options) {
  if (!inner) return make_error(ErrorCode::kInvalidArgument, "JudgeSession: no inner judge");
  std::unique_ptr<JudgeSession> s(new JudgeSession(std::move(inner), std::move(options)));
  if (!s->options_.cache_path.empty()) {
    auto cache = JudgmentCache::open(s->options_.cache_path);
    if (!cache) return cache.error();
    auto id = (*cache)->judge_id(s->identity_);
    if (!id) return id.error();
    s->cache_ = std::move(*cache);
    s->cache_judge_id_ = *id;
  }
  s->last_flush_ = std::chrono::steady_clock::now();
  return s;
}

SessionStats JudgeSession::stats() const {
  std::lock_guard lock(mu_);
  SessionStats s = stats_;
  s.judge_notes = inner_->run_notes();
  return s;
}

std::pair<std::size_t, std::size_t> JudgeSession::memo_pairs() const {
  std::lock_guard lock(mu_);
  return {memo_.size(), memo_.evicted()};
}

void JudgeSession::note_cache_error(const Error& e) {
  ++stats_.cache_errors;
  stats_.last_cache_error = e.to_string();
}

Status JudgeSession::flush() {
  std::lock_guard lock(mu_);
  return flush_locked();
}

Status JudgeSession::flush_locked() {
  last_flush_ = std::chrono::steady_clock::now();
  if (!cache_ || pending_.empty()) return Ok{};
  Status st = cache_->store(cache_judge_id_, pending_);
  if (st) {
    stats_.cache_writes += pending_.size();
  } else {
    note_cache_error(st.error());  // the judgments are dropped from the cache, not from the run
  }
  pending_.clear();
  return st;
}

std::vector<Judgment> JudgeSession::judge_batch(std::span<const JudgeRequest> requests) {
  const std::size_t n = requests.size();
  std::vector<Judgment> out(n);
  if (n == 0) return out;

  // Hashing is the only per-request work proportional to the premise length; it runs outside
  // the lock so that threads hash in parallel.
  std::vector<MemoKey> keys(n);
  for (std::size_t i = 0; i < n; ++i) {
    keys[i] = make_memo_key(requests[i].premise, requests[i].hypothesis, requests[i].question);
  }

  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::vector<std::size_t> first_of(n, kNone);  // for repeats within this call
  std::vector<std::size_t> todo;                // first occurrences of pairs new to the run
  std::size_t total = 0;
  {
    std::lock_guard lock(mu_);
    stats_.requests += n;
    std::unordered_map<MemoKey, std::size_t, MemoKeyHash> seen;
    seen.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
      if (memo_.find(keys[i], out[i])) {
        ++stats_.memo_hits;
        continue;
      }
      auto [it, inserted] = seen.try_emplace(keys[i], i);
      if (!inserted) {
        first_of[i] = it->second;
        ++stats_.memo_hits;
        continue;
      }
      todo.push_back(i);
    }
    stats_.unique += todo.size();
    total = todo.size();
  }

  std::vector<PairKey> cache_keys;  // by request index; only for todo, only with a cache
  if (cache_ && !todo.empty()) {
    cache_keys.resize(n);
    std::vector<PairKey> todo_keys;
    todo_keys.reserve(todo.size());
    for (std::size_t i : todo) {
      cache_keys[i] = make_pair_key(identity_, requests[i].premise, requests[i].hypothesis,
                                    requests[i].question);
      todo_keys.push_back(cache_keys[i]);
    }
    std::lock_guard lock(mu_);
    std::vector<std::optional<Judgment>> hits;
    if (Status st = cache_->lookup(todo_keys, hits); !st) {
      note_cache_error(st.error());
    } else {
      std::size_t kept = 0;
      for (std::size_t k = 0; k < todo.size(); ++k) {
        const std::size_t i = todo[k];
        if (hits[k]) {
          out[i] = std::move(*hits[k]);
          memo_.insert_or_assign(keys[i], out[i]);
          ++stats_.cache_hits;
        } else {
          todo[kept++] = i;
        }
      }
      todo.resize(kept);
    }
  }

  if (!todo.empty()) {
    const std::size_t done = total - todo.size();
    judge_with_inner(requests, keys, cache_keys, std::move(todo), out, done, total);
  }

  for (std::size_t i = 0; i < n; ++i) {
    if (first_of[i] != kNone) out[i] = out[first_of[i]];
  }
  return out;
}

std::vector<Judgment> JudgeSession::call_inner(std::span<const JudgeRequest> batch,
                                               const ItemSink& on_item) {
  std::vector<Judgment> result;
  try {
    if (inner_->thread_safe()) {
      result = inner_->judge_batch_streaming(batch, on_item);
    } else {
      std::lock_guard lock(inner_mu_);
      result = inner_->judge_batch_streaming(batch, on_item);
    }
  } catch (const std::exception& e) {
    result.assign(batch.size(), failed(fmt::format("the judge threw: {}", e.what())));
    return result;
  } catch (...) {
    result.assign(batch.size(), failed("the judge threw an unknown exception"));
    return result;
  }
  if (result.size() != batch.size()) {
    std::string msg = fmt::format("the judge returned {} judgments for {} requests",
                                  result.size(), batch.size());
    result.assign(batch.size(), failed(msg));
  }
  return result;
}

void JudgeSession::judge_with_inner(std::span<const JudgeRequest> requests,
                                    std::span<const MemoKey> keys,
                                    std::span<const PairKey> cache_keys,
                                    std::vector<std::size_t> todo, std::vector<Judgment>& out,
                                    std::size_t done, std::size_t total) {
  const std::size_t bs = options_.batch_size;
  std::vector<JudgeRequest> scratch;  // only for batches that are not contiguous runs
  std::vector<std::size_t> retry;
  for (int attempt = 0; !todo.empty(); ++attempt) {
    const bool last_attempt = attempt >= options_.max_retries;
    if (attempt > 0 && options_.retry_delay.count() > 0) {
      std::this_thread::sleep_for(options_.retry_delay);
    }
    retry.clear();
    for (std::size_t start = 0; start < todo.size(); start += bs) {
      const std::size_t count = std::min(bs, todo.size() - start);
      std::span<const std::size_t> idx(todo.data() + start, count);
      std::span<const JudgeRequest> batch;
      if (idx.back() - idx.front() + 1 == count) {
        batch = requests.subspan(idx.front(), count);  // indexes increase: a contiguous run
      } else {
        scratch.clear();
        scratch.reserve(count);
        for (std::size_t i : idx) scratch.push_back(requests[i]);
        batch = scratch;
      }
      // Items the inner judge reports while the batch runs are written to the cache as they
      // arrive (each in its own transaction), so a crash cannot lose them; `stored` keeps them
      // from being written again below. Guarded by mu_: reports come from the judge's threads.
      std::vector<char> stored(count, 0);
      ItemSink on_item;
      if (cache_) {
        on_item = [&](std::size_t k, const Judgment& reported) {
          if (k >= count || !reported.ok) return;  // failures are settled after the batch
          Judgment j = reported;
          validate(j);
          if (!j.ok) return;
          std::lock_guard item_lock(mu_);
          if (stored[k]) return;
          stored[k] = 1;
          pending_.push_back({cache_keys[idx[k]], std::move(j)});
          (void)flush_locked();
        };
      }
      std::vector<Judgment> got = call_inner(batch, on_item);

      std::unique_lock lock(mu_);
      ++stats_.inner_calls;
      stats_.inner_items += count;
      for (std::size_t k = 0; k < count; ++k) {
        const std::size_t i = idx[k];
        validate(got[k]);
        if (!got[k].ok && !last_attempt) {
          retry.push_back(i);
          continue;
        }
        if (!got[k].ok && stats_.errors++ == 0) stats_.first_error = got[k].error;
        ++done;
        out[i] = std::move(got[k]);
        memo_.insert_or_assign(keys[i], out[i]);
        if (cache_ && out[i].ok && !stored[k]) pending_.push_back({cache_keys[i], out[i]});
      }
      if (cache_ && (pending_.size() >= bs || std::chrono::steady_clock::now() - last_flush_ >=
                                                  options_.cache_flush_interval)) {
        (void)flush_locked();
      }
      lock.unlock();
      if (options_.progress) options_.progress(SessionProgress{done, total});
    }
    {
      std::lock_guard lock(mu_);
      stats_.retries += retry.size();
    }
    todo.swap(retry);
  }
}

}  // namespace citeval::judge

// ServeMetrics — the service's counters, rendered in the Prometheus text exposition format
// (version 0.0.4): requests by endpoint and status, a latency histogram, judge batches and their
// sizes, and the gauges and counters the service reads at scrape time (queue depth, requests in
// flight, cache and memo hits, LLM requests and tokens).
//
// Thread safety: every method may be called from any thread.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

namespace citeval::serve {

// Read at scrape time from the judge session, the batcher and the LLM clients.
struct ScrapeValues {
  std::size_t queued_pairs = 0, in_flight = 0;
  std::uint64_t judge_requests = 0, memo_hits = 0, cache_hits = 0, judge_errors = 0;
  std::uint64_t memo_pairs = 0, memo_evicted = 0;
  std::uint64_t llm_requests = 0, llm_prompt_tokens = 0, llm_completion_tokens = 0;
};

class ServeMetrics {
 public:
  // `seconds` unknown (nullopt) for a request refused before routing (413 by the HTTP library):
  // counted, left out of the latency histogram.
  void observe_request(const std::string& endpoint, int status, std::optional<double> seconds);
  void observe_batch(std::size_t pairs);
  std::string render(const ScrapeValues& values) const;

  static constexpr std::array<double, 13> kLatencyBounds{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1,
                                                          0.25,  0.5,    1,     2.5,  5,    10};
  static constexpr std::array<double, 11> kBatchBounds{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};

 private:
  template <std::size_t N>
  struct Histogram {
    std::array<std::uint64_t, N + 1> buckets{};  // the last: above every bound
    double sum = 0;
    std::uint64_t count = 0;
    void observe(const std::array<double, N>& bounds, double v);
  };
  mutable std::mutex mu_;
  std::map<std::pair<std::string, int>, std::uint64_t> requests_;
  Histogram<kLatencyBounds.size()> latency_;
  Histogram<kBatchBounds.size()> batch_sizes_;
};

}  // namespace citeval::serve

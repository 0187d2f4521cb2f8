#include "serve/serve_metrics.h"

#include <fmt/format.h>

namespace citeval::serve {
namespace {

template <std::size_t N, typename H>
void render_histogram(std::string& out, const std::string& name, const std::string& help,
                      const std::array<double, N>& bounds, const H& h) {
  out += fmt::format("# HELP {} {}\n# TYPE {} histogram\n", name, help, name);
  std::uint64_t cumulative = 0;
  for (std::size_t i = 0; i < N; ++i) {
    cumulative += h.buckets[i];
    out += fmt::format("{}_bucket{{le=\"{}\"}} {}\n", name, bounds[i], cumulative);
  }
  cumulative += h.buckets[N];
  out += fmt::format("{}_bucket{{le=\"+Inf\"}} {}\n{}_sum {}\n{}_count {}\n", name, cumulative, name, h.sum, name,
                     h.count);
}

void counter(std::string& out, const std::string& name, const std::string& help, std::uint64_t v) {
  out += fmt::format("# HELP {} {}\n# TYPE {} counter\n{} {}\n", name, help, name, name, v);
}

void gauge(std::string& out, const std::string& name, const std::string& help, std::uint64_t v) {
  out += fmt::format("# HELP {} {}\n# TYPE {} gauge\n{} {}\n", name, help, name, name, v);
}

}  // namespace

template <std::size_t N>
void ServeMetrics::Histogram<N>::observe(const std::array<double, N>& bounds, double v) {
  std::size_t i = 0;
  while (i < N && v > bounds[i]) ++i;
  ++buckets[i];
  sum += v;
  ++count;
}

void ServeMetrics::observe_request(const std::string& endpoint, int status, std::optional<double> seconds) {
  std::lock_guard lock(mu_);
  ++requests_[{endpoint, status}];
  if (seconds) latency_.observe(kLatencyBounds, *seconds);
}

void ServeMetrics::observe_batch(std::size_t pairs) {
  std::lock_guard lock(mu_);
  batch_sizes_.observe(kBatchBounds, static_cast<double>(pairs));
}

std::string ServeMetrics::render(const ScrapeValues& v) const {
  std::string out;
  std::lock_guard lock(mu_);
  out += "# HELP citeval_http_requests_total HTTP requests answered, by endpoint and status.\n"
         "# TYPE citeval_http_requests_total counter\n";
  // Endpoints are the service's own route names, never client text: no label escaping needed.
  for (const auto& [key, n] : requests_) {
    out += fmt::format("citeval_http_requests_total{{endpoint=\"{}\",status=\"{}\"}} {}\n", key.first, key.second, n);
  }
  render_histogram(out, "citeval_http_request_duration_seconds", "Time from a request's arrival to its answer.",
                   kLatencyBounds, latency_);
  out += fmt::format("# HELP citeval_judge_batches_total Inner judge calls made by the dynamic batcher.\n"
                     "# TYPE citeval_judge_batches_total counter\nciteval_judge_batches_total {}\n",
                     batch_sizes_.count);
  render_histogram(out, "citeval_judge_batch_size", "Pairs per inner judge call.", kBatchBounds, batch_sizes_);
  gauge(out, "citeval_queue_depth", "Pairs waiting for the judge's next batch.", v.queued_pairs);
  gauge(out, "citeval_requests_in_flight", "Work requests accepted and not yet answered.", v.in_flight);
  counter(out, "citeval_judge_requests_total", "Pairs asked of the judge session.", v.judge_requests);
  counter(out, "citeval_judge_memo_hits_total", "Pairs answered by the in-process memo.", v.memo_hits);
  gauge(out, "citeval_judge_memo_pairs", "Pairs the in-process memo keeps now (at most its configured bound).", v.memo_pairs);
  counter(out, "citeval_judge_memo_evicted_total", "Pairs the memo's bound dropped (asked again if they come back).",
          v.memo_evicted);
  counter(out, "citeval_judge_cache_hits_total", "Pairs answered by the persistent judgment cache.", v.cache_hits);
  counter(out, "citeval_judge_errors_total", "Distinct pairs the judge failed on after retries.", v.judge_errors);
  counter(out, "citeval_llm_requests_total", "Requests sent to LLM endpoints.", v.llm_requests);
  out += fmt::format("# HELP citeval_llm_tokens_total Tokens of successful LLM requests, by kind.\n"
                     "# TYPE citeval_llm_tokens_total counter\n"
                     "citeval_llm_tokens_total{{kind=\"prompt\"}} {}\nciteval_llm_tokens_total{{kind=\"completion\"}} {}\n",
                     v.llm_prompt_tokens, v.llm_completion_tokens);
  return out;
}

}  // namespace citeval::serve

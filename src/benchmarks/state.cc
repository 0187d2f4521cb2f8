#include "benchmarks/state.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace citeval::benchmarks {

State::State(const State& o)
    : benchmark(o.benchmark),
      options(o.options),
      extra(o.extra),
      judges(o.judges),
      parser(o.parser),
      approximation(o.approximation),
      stats(o.stats),
      skipped(o.skipped),
      skipped_list(o.skipped_list),
      first_skipped_error(o.first_skipped_error),
      llm_usage(o.llm_usage),
      max_judge_error_rate(o.max_judge_error_rate),
      totals(o.totals ? o.totals->clone() : nullptr) {}

State& State::operator=(const State& o) {
  if (this != &o) *this = State(o);
  return *this;
}

void State::add_skipped(std::size_t position, const Error& e) {
  if (skipped == 0) first_skipped_error = e.to_string();
  ++skipped;
  if (skipped_list.size() >= kListed) return;
  skipped_list.push_back({{"position", position}, {"error", e.to_string()}});
}

nlohmann::json number(double x) {
  if (std::isnan(x)) return nullptr;  // an empty group or no data: JSON has no NaN
  return x;
}

nlohmann::json usage_state_json(const LlmUsage& u) {
  if (!u.present) return nullptr;
  const llm::ClientStats& s = u.stats;
  nlohmann::json endpoints = nlohmann::json::array();
  for (const auto& e : s.endpoints) endpoints.push_back({e.base_url, e.concurrency, e.attempts, e.succeeded, e.failed});
  return {u.priced,        s.requests, s.attempts,  s.retries,          s.succeeded, s.failed,
          s.rate_limited,  s.server_errors, s.timeouts, s.transport_errors, s.resent,
          s.malformed,     s.usage.prompt_tokens, s.usage.completion_tokens, s.cost, std::move(endpoints),
          s.reasks};
}

LlmUsage usage_from_json(const nlohmann::json& j) {
  LlmUsage u;
  if (j.is_null()) return u;
  u.present = true;
  u.priced = j.at(0).get<bool>();
  llm::ClientStats& s = u.stats;
  std::uint64_t* f[] = {&s.requests,     &s.attempts,      &s.retries,  &s.succeeded,        &s.failed,
                        &s.rate_limited, &s.server_errors, &s.timeouts, &s.transport_errors, &s.resent,
                        &s.malformed,    &s.usage.prompt_tokens, &s.usage.completion_tokens};
  for (std::size_t k = 0; k < std::size(f); ++k) *f[k] = j.at(k + 1).get<std::uint64_t>();
  s.cost = j.at(std::size(f) + 1).get<double>();
  if (j.size() > std::size(f) + 3) s.reasks = j.at(std::size(f) + 3).get<std::uint64_t>();
  for (const auto& e : j.at(std::size(f) + 2)) {
    s.endpoints.push_back({.base_url = e.at(0).get<std::string>(),
                           .concurrency = e.at(1).get<std::size_t>(),
                           .attempts = e.at(2).get<std::uint64_t>(),
                           .succeeded = e.at(3).get<std::uint64_t>(),
                           .failed = e.at(4).get<std::uint64_t>()});
  }
  return u;
}

// The summary's "llm_usage" (and the reason the cost is null when no price was set).
void add_usage_info(nlohmann::json& info, const LlmUsage& usage) {
  if (!usage.present) return;
  const auto& u = usage.stats;
  nlohmann::json endpoints = nlohmann::json::array();
  for (const auto& e : u.endpoints) {
    endpoints.push_back({{"base_url", e.base_url}, {"attempts", e.attempts}, {"succeeded", e.succeeded}, {"failed", e.failed}});
  }
  info["llm_usage"] = {{"requests", u.requests},
                       {"reasks", u.reasks},
                       {"attempts", u.attempts},
                       {"retries", u.retries},
                       {"succeeded", u.succeeded},
                       {"failed", u.failed},
                       {"rate_limited", u.rate_limited},
                       {"server_errors", u.server_errors},
                       {"timeouts", u.timeouts},
                       {"transport_errors", u.transport_errors},
                       {"malformed", u.malformed},
                       {"prompt_tokens", u.usage.prompt_tokens},
                       {"completion_tokens", u.usage.completion_tokens},
                       {"cost", usage.priced ? nlohmann::json(u.cost) : nlohmann::json(nullptr)},
                       {"endpoints", std::move(endpoints)}};
  if (!usage.priced) {
    info["undefined"]["llm_usage.cost"] = "no token prices were set (`llm_price_in`, `llm_price_out`)";
  }
}

static void add_client_stats(llm::ClientStats& a, const llm::ClientStats& b) {
  a.requests += b.requests;
  a.reasks += b.reasks;
  a.attempts += b.attempts;
  a.retries += b.retries;
  a.succeeded += b.succeeded;
  a.failed += b.failed;
  a.rate_limited += b.rate_limited;
  a.server_errors += b.server_errors;
  a.timeouts += b.timeouts;
  a.transport_errors += b.transport_errors;
  a.resent += b.resent;
  a.malformed += b.malformed;
  a.usage.prompt_tokens += b.usage.prompt_tokens;
  a.usage.completion_tokens += b.usage.completion_tokens;
  a.cost += b.cost;
  // Endpoints by URL, in the order first seen: shards that used the same list sum exactly.
  for (const auto& e : b.endpoints) {
    auto it = std::find_if(a.endpoints.begin(), a.endpoints.end(), [&](const auto& x) { return x.base_url == e.base_url; });
    if (it == a.endpoints.end()) {
      a.endpoints.push_back(e);
      continue;
    }
    it->attempts += e.attempts;
    it->succeeded += e.succeeded;
    it->failed += e.failed;
    it->max_in_flight = std::max(it->max_in_flight, e.max_in_flight);
  }
}

void merge_usage(LlmUsage& a, const LlmUsage& b) {
  if (!b.present) return;
  a.present = true;
  a.priced = a.priced || b.priced;
  add_client_stats(a.stats, b.stats);
}

// --reference: the options it set (citeval.reference), and the table's line saying so.
void add_reference_info(nlohmann::json& info, const State& s) {
  if (s.options.contains("reference")) info["reference"] = s.options.at("reference");
}

std::string reference_line(const State& s) {
  if (!s.options.contains("reference")) return {};
  std::string sets;
  for (const auto& o : s.options.at("reference")) sets += " " + o.get<std::string>();
  return "reference scorer's behaviour (`reference`):" + sets + "\n";
}

// The "citeval" block's reader part: items read (malformed ones included), skipped, listed.
void add_reader_info(nlohmann::json& info, const State& s, std::size_t items_read) {
  info["items_read"] = items_read;
  info["items_skipped"] = s.skipped;
  if (s.skipped > 0) info["skipped"] = s.skipped_list;
}

// The partial figures in the "citeval" block: {key: {items_used, items_evaluated,
// judge_error_items, judge_error_rate}} and the rate the run accepts.
void add_partial_info(nlohmann::json& info, const std::vector<metrics::PartialScore>& partial, double max_rate) {
  if (partial.empty()) return;
  nlohmann::json p = nlohmann::json::object();
  for (const auto& x : partial) {
    p[x.key] = {{"items_used", x.items_used},
                {"items_evaluated", x.items_evaluated},
                {"judge_error_items", x.judge_error_items},
                {"judge_error_rate", x.judge_error_rate()}};
  }
  info["partial"] = std::move(p);
  info["max_judge_error_rate"] = max_rate;
}

static bool partial_rejected(const metrics::PartialScore& p, double max_rate) { return p.judge_error_rate() > max_rate; }

bool any_partial_rejected(const std::vector<metrics::PartialScore>& partial, double max_rate) {
  return std::any_of(partial.begin(), partial.end(), [&](const auto& p) { return partial_rejected(p, max_rate); });
}

// One stderr line per group of partial figures that share their counts (citation_rec and
// citation_prec): how many items they lost, and whether the run accepts that.
std::vector<std::string> partial_lines(const std::vector<metrics::PartialScore>& partial, double max_rate) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < partial.size(); ++i) {
    std::string keys = partial[i].key;
    while (i + 1 < partial.size() && partial[i + 1].items_used == partial[i].items_used &&
           partial[i + 1].judge_error_items == partial[i].judge_error_items) {
      keys += ", " + partial[++i].key;
    }
    const auto& p = partial[i];
    const bool rejected = partial_rejected(p, max_rate);
    out.push_back(fmt::format(
        "{}: {} {} partial: judge errors left {} of {} items out (error rate {:.4g} {} `max_judge_error_rate={:g}`{}); "
        "first error: {}; a rerun against a working judge gives the whole figure",
        rejected ? "ERROR" : "WARNING", keys, keys.find(',') == std::string::npos ? "is" : "are", p.judge_error_items,
        p.items_evaluated, p.judge_error_rate(), rejected ? ">" : "<=", max_rate, rejected ? ": exit 1" : ", accepted",
        p.first_error));
  }
  return out;
}

}  // namespace citeval::benchmarks

// EvalState: merging and serialisation of every benchmark's state; the summary JSON / table /
// messages are the benchmark's (benchmarks/benchmark.h).
#include <fmt/format.h>

#include <algorithm>

#include "api/eval_impl.h"
#include "api/runtime_impl.h"
#include "api/session_impl.h"
#include "citeval/benchmark.h"

namespace citeval {

namespace {

// 2: LLM usage for every benchmark (with endpoints and whether prices were set); LongBench-Cite's
// per-response scores in the run's score scale.
// 3: the extra figures (MAUVE feature rows, QA, ALiICE's eval.py fields).
constexpr int kStateVersion = 3;

}  // namespace

EvalState::EvalState() : impl_(std::make_unique<Impl>()) {}
EvalState::EvalState(const EvalState& o) : impl_(std::make_unique<Impl>(*o.impl_)) {}
EvalState& EvalState::operator=(const EvalState& o) {
  if (this != &o) impl_ = std::make_unique<Impl>(*o.impl_);
  return *this;
}
EvalState::EvalState(EvalState&& o) noexcept : impl_(std::move(o.impl_)) { o.impl_ = nullptr; }
EvalState& EvalState::operator=(EvalState&& o) noexcept {
  impl_ = std::move(o.impl_);
  return *this;
}
EvalState::~EvalState() = default;

Benchmark EvalState::benchmark() const {
  return impl_->benchmark ? impl_->benchmark->id().value_or(Benchmark{}) : Benchmark{};
}

std::string EvalState::benchmark_name() const { return impl_->benchmark ? impl_->benchmark->name() : std::string(); }

Status EvalState::merge(const EvalState& later_state) {
  Impl& a = *impl_;
  const Impl& b = *later_state.impl_;
  if (b.options.is_null()) return Ok{};  // an empty state adds nothing
  if (a.options.is_null()) {
    a = b;  // an empty state takes the first one merged into it
    return Ok{};
  }
  std::vector<std::string> diff;
  if (a.benchmark->name() != b.benchmark->name()) {
    diff.push_back(fmt::format("benchmark: {} here, {} in the other", a.benchmark->name(), b.benchmark->name()));
  } else {
    for (const auto& [k, v] : a.options.items()) {
      if (!b.options.contains(k) || b.options.at(k) != v) {
        diff.push_back(fmt::format("option {}: {} here, {} in the other", k, v.dump(),
                                   b.options.contains(k) ? b.options.at(k).dump() : "none"));
      }
    }
    if (a.judges != b.judges) {
      for (std::size_t k = 0; k < std::max(a.judges.size(), b.judges.size()); ++k) {
        const std::string x = k < a.judges.size() ? a.judges[k] : "none", y = k < b.judges.size() ? b.judges[k] : "none";
        if (x != y) diff.push_back(fmt::format("judge: '{}' here, '{}' in the other", x, y));
      }
    }
    if (a.parser != b.parser) diff.push_back(fmt::format("parser: '{}' here, '{}' in the other", a.parser, b.parser));
  }
  if (!diff.empty()) {
    std::string all;
    for (const auto& d : diff) all += (all.empty() ? "" : "; ") + d;
    return make_error(ErrorCode::kInvalidArgument, "cannot merge evaluation states of different runs: " + all);
  }
  a.stats.merge(b.stats);
  if (a.skipped == 0) a.first_skipped_error = b.first_skipped_error;
  a.skipped += b.skipped;
  for (const auto& e : b.skipped_list) {
    if (a.skipped_list.size() >= benchmarks::kListed) break;
    a.skipped_list.push_back(e);
  }
  a.totals->merge(*b.totals);
  benchmarks::merge_usage(a.llm_usage, b.llm_usage);
  return Ok{};
}

nlohmann::json EvalState::to_json() const {
  const Impl& s = *impl_;
  nlohmann::json j;
  j["citeval_state"] = kStateVersion;
  j["benchmark"] = s.benchmark ? s.benchmark->name() : std::string(citeval::benchmark_name(Benchmark{}));
  j["options"] = s.options;
  j["extra"] = s.extra;
  j["judges"] = s.judges;
  j["parser"] = s.parser;
  j["approximation"] = s.approximation;
  j["stats"] = api::stats_state_json(s.stats);
  j["skipped"] = s.skipped;
  j["skipped_list"] = s.skipped_list;
  j["first_skipped_error"] = s.first_skipped_error;
  j["llm_usage"] = benchmarks::usage_state_json(s.llm_usage);
  j["max_judge_error_rate"] = s.max_judge_error_rate;
  if (s.totals) s.totals->to_json(j);
  return j;
}

namespace {

Result<EvalState> state_from_json(const nlohmann::json& j, const benchmarks::Registry& registry) {
  try {
    if (!j.is_object() || !j.contains("citeval_state")) {
      return make_error(ErrorCode::kParse, "not an evaluation state (no 'citeval_state')");
    }
    if (j.at("citeval_state") != kStateVersion) {
      return make_error(ErrorCode::kUnsupported,
                        fmt::format("evaluation state version {} (this citeval reads {})", j.at("citeval_state").dump(),
                                    kStateVersion));
    }
    auto b = registry.find(j.at("benchmark").get<std::string>());
    if (!b) return b.error();
    EvalState st;
    EvalState::Impl& s = st.impl();
    s.options = j.at("options");
    s.extra = j.at("extra");
    s.judges = j.at("judges").get<std::vector<std::string>>();
    s.parser = j.at("parser").get<std::string>();
    s.approximation = j.at("approximation").get<bool>();
    s.stats = api::stats_from_json(j.at("stats"));
    s.skipped = j.at("skipped").get<std::size_t>();
    s.skipped_list = j.at("skipped_list");
    s.first_skipped_error = j.at("first_skipped_error").get<std::string>();
    s.llm_usage = benchmarks::usage_from_json(j.at("llm_usage"));
    s.max_judge_error_rate = j.value("max_judge_error_rate", 0.0);
    if (s.options.is_null()) return st;  // an empty state
    s.benchmark = *b;
    s.totals = s.benchmark->totals_from_json(j);
    // Everything the summary reads must be there: fail here, not later.
    (void)st.summary_json();
    (void)st.summary_table();
    return st;
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kParse, std::string("malformed evaluation state: ") + e.what());
  }
}

}  // namespace

Result<EvalState> EvalState::from_json(const nlohmann::json& j) {
  return state_from_json(j, api::benchmark_registry(nullptr));
}

Result<EvalState> state_from_json(const nlohmann::json& j, const Runtime& runtime) {
  return state_from_json(j, api::benchmark_registry(&runtime));
}

nlohmann::json EvalState::summary_json() const {
  const Impl& s = *impl_;
  if (s.options.is_null()) return nullptr;
  return s.benchmark->summary_json(s);
}

std::string EvalState::summary_table() const {
  const Impl& s = *impl_;
  if (s.options.is_null()) return {};
  return s.benchmark->summary_table(s);
}

std::vector<std::string> EvalState::warnings() const {
  const Impl& s = *impl_;
  if (s.options.is_null()) return {};
  return s.benchmark->warnings(s);
}

std::vector<std::string> EvalState::judge_lines() const {
  const Impl& s = *impl_;
  if (s.options.is_null()) return {};
  std::vector<std::string> lines = s.benchmark->judge_lines(s);
  if (s.llm_usage.present) lines.push_back("llm: " + s.llm_usage.stats.summary());
  return lines;
}

int EvalState::exit_code() const {
  const Impl& s = *impl_;
  if (s.options.is_null()) return 1;
  return s.benchmark->exit_code(s);
}

}  // namespace citeval

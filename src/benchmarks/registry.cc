#include "benchmarks/registry.h"

#include <fmt/format.h>

#include "benchmarks/alce/alce_benchmark.h"
#include "benchmarks/aliice/aliice_benchmark.h"
#include "benchmarks/check/check_benchmark.h"
#include "benchmarks/longbench_cite/longbench_cite_benchmark.h"

namespace citeval {

// The built-in benchmarks' names (the enum of citeval/evaluate.h, kept for source compatibility).
const char* benchmark_name(Benchmark b) {
  switch (b) {
    case Benchmark::kAlce: return "alce";
    case Benchmark::kAliice: return "aliice";
    case Benchmark::kLongBenchCite: return "longbench-cite";
    case Benchmark::kCheck: return "check";
  }
  return "?";
}

Result<Benchmark> parse_benchmark(std::string_view name) {
  for (Benchmark b : {Benchmark::kAlce, Benchmark::kAliice, Benchmark::kLongBenchCite, Benchmark::kCheck}) {
    if (name == benchmark_name(b)) return b;
  }
  return make_error(ErrorCode::kInvalidArgument,
                    fmt::format("unknown benchmark '{}' (alce, aliice, longbench-cite or check)", name));
}

namespace benchmarks {

std::unique_ptr<Registry> Registry::with_builtins() {
  auto r = std::make_unique<Registry>();
  r->add(make_alce_benchmark());
  r->add(make_aliice_benchmark());
  r->add(make_longbench_cite_benchmark());
  r->add(make_check_benchmark());
  return r;
}

void Registry::add(std::shared_ptr<const BenchmarkImpl> benchmark) {
  std::lock_guard<std::mutex> lock(mu_);
  by_name_[benchmark->name()] = std::move(benchmark);
}

Result<std::shared_ptr<const BenchmarkImpl>> Registry::find(const std::string& name) const {
  std::lock_guard<std::mutex> lock(mu_);
  if (auto it = by_name_.find(name); it != by_name_.end()) return it->second;
  std::string known;  // "alce, aliice or longbench-cite"
  std::size_t k = 0;
  for (const auto& [n, _] : by_name_) {
    known += (k == 0 ? "" : k + 1 == by_name_.size() ? " or " : ", ") + n;
    ++k;
  }
  return make_error(ErrorCode::kInvalidArgument, fmt::format("unknown benchmark '{}' ({})", name, known));
}

Result<std::shared_ptr<const BenchmarkImpl>> Registry::find(const EvalOptions& options, std::string_view name) const {
  return find(name.empty() ? std::string(benchmark_name(options.benchmark)) : std::string(name));
}

std::vector<std::string> Registry::names() const {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<std::string> out;
  for (const auto& [n, _] : by_name_) out.push_back(n);
  return out;
}

}  // namespace benchmarks
}  // namespace citeval

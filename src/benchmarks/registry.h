// The benchmarks a citeval::Runtime knows, by name: the built-in ones (registered when the
// runtime is made: no static initialiser decides what exists) and those added to it
// (Runtime::add_benchmark). Thread-safe.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "benchmarks/benchmark.h"

namespace citeval::benchmarks {

class Registry {
 public:
  // A registry with ALCE, ALiICE, LongBench-Cite and check.
  static std::unique_ptr<Registry> with_builtins();

  // Adds (or replaces) a benchmark under its name().
  void add(std::shared_ptr<const BenchmarkImpl> benchmark);
  // kInvalidArgument naming the known ones when there is none of that name.
  Result<std::shared_ptr<const BenchmarkImpl>> find(const std::string& name) const;
  // `name`, or when empty the built-in benchmark of options.benchmark.
  Result<std::shared_ptr<const BenchmarkImpl>> find(const EvalOptions& options, std::string_view name = {}) const;
  std::vector<std::string> names() const;

 private:
  mutable std::mutex mu_;
  std::map<std::string, std::shared_ptr<const BenchmarkImpl>> by_name_;
};

}  // namespace citeval::benchmarks

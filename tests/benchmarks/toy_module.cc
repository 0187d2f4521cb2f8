// The toy benchmark as a benchmark module (src/benchmarks/benchmark.h, step 4): the shared library
// the Python tests load with citeval.load_benchmark_module, in the test process and on Dask workers.
#include <memory>
#include <vector>

#include "toy_benchmark.h"

extern "C" __attribute__((visibility("default"))) void citeval_benchmark_module_v1(
    std::vector<std::shared_ptr<const citeval::benchmarks::BenchmarkImpl>>& out) {
  out.push_back(citeval::toy::make_toy_benchmark());
}

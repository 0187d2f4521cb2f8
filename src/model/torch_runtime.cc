#include "model/torch_runtime.h"

#include <ATen/Parallel.h>
#include <torch/cuda.h>

#include <atomic>

#include "model/torch_env.h"

namespace citeval::model {
namespace {
std::atomic<bool> g_allow_cuda{true};
}  // namespace

void configure_torch(const TorchOptions& options) {
  if (options.threads > 0) at::set_num_threads(options.threads);
  g_allow_cuda.store(options.allow_cuda);
}

int torch_threads() { return at::get_num_threads(); }

bool cuda_allowed() { return g_allow_cuda.load(); }

std::string configure_torch_from_env() {
  TorchOptions o{.threads = 0, .allow_cuda = cuda_allowed()};
  if (std::string e = read_torch_env(o); !e.empty()) return e;
  configure_torch(o);
  return {};
}

bool cuda_available() { return g_allow_cuda.load() && torch::cuda::is_available(); }

std::string torch_device_name() { return cuda_available() ? "cuda" : "cpu"; }

}  // namespace citeval::model

#include "model/torch_runtime.h"

#include <ATen/Parallel.h>
#include <torch/cuda.h>

#include <atomic>

namespace citeval::model {
namespace {
std::atomic<bool> g_allow_cuda{true};
}  // namespace

void configure_torch(const TorchOptions& options) {
  if (options.threads > 0) at::set_num_threads(options.threads);
  g_allow_cuda.store(options.allow_cuda);
}

bool cuda_available() { return g_allow_cuda.load() && torch::cuda::is_available(); }

std::string torch_device_name() { return cuda_available() ? "cuda" : "cpu"; }

}  // namespace citeval::model

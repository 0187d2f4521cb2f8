#include "model/torch_runtime.h"

#include <ATen/Parallel.h>
#include <torch/cuda.h>

#include <atomic>
#include <charconv>
#include <cstdlib>
#include <string_view>

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
  if (const char* t = std::getenv("CITEVAL_TORCH_THREADS"); t != nullptr && *t != '\0') {
    const std::string_view s(t);
    int n = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec != std::errc() || end != s.data() + s.size() || n < 1) {
      return "CITEVAL_TORCH_THREADS must be a positive integer, not '" + std::string(s) + "'";
    }
    o.threads = n;
  }
  if (const char* d = std::getenv("CITEVAL_DEVICE"); d != nullptr && *d != '\0') {
    const std::string_view s(d);
    if (s == "cpu") {
      o.allow_cuda = false;
    } else if (s == "auto") {
      o.allow_cuda = true;
    } else {
      return "CITEVAL_DEVICE must be 'cpu' or 'auto', not '" + std::string(s) + "'";
    }
  }
  configure_torch(o);
  return {};
}

bool cuda_available() { return g_allow_cuda.load() && torch::cuda::is_available(); }

std::string torch_device_name() { return cuda_available() ? "cuda" : "cpu"; }

}  // namespace citeval::model

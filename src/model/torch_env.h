// The environment the citeval executable honours for libtorch, read without libtorch:
// CITEVAL_TORCH_THREADS=N (N >= 1) and CITEVAL_DEVICE=cpu|auto ("auto": CUDA when present).
//
//   citeval::model::TorchOptions o;
//   if (std::string e = citeval::model::read_torch_env(o); !e.empty()) { ...exit 2... }
//
// The executable validates at start-up with this (header-only, so it needs no libtorch) and
// hands the options to the model module when it loads (model_module_api.h), which applies them
// with configure_torch. Thread safety: reads the environment only.
#pragma once

#include <charconv>
#include <cstdlib>
#include <string>
#include <string_view>

#include "model/torch_runtime.h"

namespace citeval::model {

// Sets o.threads / o.allow_cuda from the variables that are set and non-empty; unset variables
// leave `o` alone. Returns an error message for a bad value (then `o` may be half-updated), or "".
inline std::string read_torch_env(TorchOptions& o) {
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
  return {};
}

}  // namespace citeval::model

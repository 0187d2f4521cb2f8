// Process-wide libtorch settings shared by the model judges: CPU thread count and device choice.
//
//   citeval::model::configure_torch({.threads = 2});   // once, before the first model runs
//   bool gpu = citeval::model::cuda_available();       // a model moves itself there when true
//
// Torch types stay out of this header so that callers (cli) compile without torch headers.
#pragma once

#include <string>

namespace citeval::model {

struct TorchOptions {
  int threads = 0;         // intra-op CPU threads; 0 = leave libtorch's default (all cores)
  bool allow_cuda = true;  // use CUDA when this libtorch build has it and a device is present
};

// Applies the options. Idempotent; later calls with other values win for the thread count.
void configure_torch(const TorchOptions& options);

// libtorch's current intra-op CPU thread count.
int torch_threads();

// Whether CUDA use is allowed (the last configure_torch's allow_cuda; true by default).
bool cuda_allowed();

// Reads the environment the citeval executable honours: CITEVAL_TORCH_THREADS=N (N >= 1) and
// CITEVAL_DEVICE=cpu|auto ("auto": CUDA when present), with read_torch_env (torch_env.h), and
// applies it. Returns an error message for a bad value, or empty; unset variables leave the
// settings alone. (The executable itself reads them with read_torch_env, without libtorch, and
// the model module applies them when it loads.)
std::string configure_torch_from_env();

// True when models should run on CUDA (libtorch built with CUDA, a device present, allowed).
bool cuda_available();

// "cpu" or "cuda" — what the model judges report in their identity/info.
std::string torch_device_name();

}  // namespace citeval::model

// The C entry points of libciteval_model.so (model_module_api.h). Compiled into the module only,
// not into the static citeval_model the tests link.
#include <cstdio>
#include <exception>

#include "model/embed_command.h"
#include "model/model_module_api.h"
#include "model/model_registry.h"
#include "model/torch_runtime.h"

extern "C" __attribute__((visibility("default"))) int citeval_model_register(
    const CitevalModelHost* host, char* err, size_t err_size) {
  try {
    if (host == nullptr || host->abi_version != CITEVAL_MODEL_ABI_VERSION) {
      std::snprintf(err, err_size, "model module ABI %d, executable ABI %d: rebuild both",
                    CITEVAL_MODEL_ABI_VERSION, host == nullptr ? -1 : host->abi_version);
      return 1;
    }
    citeval::model::configure_torch(
        {.threads = host->torch_threads, .allow_cuda = host->allow_cuda != 0});
    citeval::model::register_model_judges();
    return 0;
  } catch (const std::exception& e) {  // libtorch start-up, e.g. a bad thread count
    std::snprintf(err, err_size, "%s", e.what());
    return 1;
  }
}

extern "C" __attribute__((visibility("default"))) int citeval_model_embed(
    const CitevalEmbedArgs* a) {
  try {
    return citeval::model::run_embed_command({.input = a->input,
                                              .model_dir = a->model_dir,
                                              .tokens = a->tokens != 0,
                                              .threads = a->threads,
                                              .chunk = a->chunk});
  } catch (const std::exception& e) {
    std::fprintf(stderr, "citeval embed: internal error: %s\n", e.what());
    return 1;
  }
}

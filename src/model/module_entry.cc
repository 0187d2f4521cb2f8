// The C entry points of libciteval_model.so (model_module_api.h). Compiled into the module only,
// not into the static citeval_model the tests link.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "model/embed_command.h"
#include "model/lm_featurizer.h"
#include "model/model_module_api.h"
#include "model/model_registry.h"
#include "model/qa_model.h"
#include "model/torch_runtime.h"
#include "model/use_model.h"

extern "C" __attribute__((visibility("default"))) int citeval_model_start(
    const CitevalModelHost* host, char* err, size_t err_size) {
  try {
    if (host == nullptr || host->abi_version != CITEVAL_MODEL_ABI_VERSION) {
      std::snprintf(err, err_size, "model module ABI %d, executable ABI %d: rebuild both",
                    CITEVAL_MODEL_ABI_VERSION, host == nullptr ? -1 : host->abi_version);
      return 1;
    }
    citeval::model::configure_torch(
        {.threads = host->torch_threads, .allow_cuda = host->allow_cuda != 0});
    return 0;
  } catch (const std::exception& e) {  // libtorch start-up, e.g. a bad thread count
    std::snprintf(err, err_size, "%s", e.what());
    return 1;
  }
}

extern "C" __attribute__((visibility("default"))) void citeval_model_make_judge(const char* spec,
                                                                                size_t spec_size,
                                                                                void* result) {
  auto& out = *static_cast<citeval::Result<std::unique_ptr<citeval::Judge>>*>(result);
  try {
    // The module's kinds, in a registry of its own (made on first use, never destroyed).
    static citeval::judge::Registry* kinds = [] {
      auto* r = new citeval::judge::Registry;
      citeval::model::register_model_judges(*r);
      return r;
    }();
    out = kinds->make(std::string_view(spec, spec_size));
  } catch (const std::exception& e) {
    out = citeval::make_error(citeval::ErrorCode::kInternal, e.what());
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

extern "C" __attribute__((visibility("default"))) int citeval_model_qa(const CitevalQaArgs* a) {
  try {
    static std::mutex mu;
    static std::map<std::string, std::unique_ptr<citeval::model::QaModel>> models;  // kept
    std::lock_guard lock(mu);
    auto& model = models[a->model_dir];
    if (!model) {
      auto loaded = citeval::model::QaModel::load(a->model_dir);
      if (!loaded) {
        std::snprintf(a->err, a->err_size, "%s", loaded.error().to_string().c_str());
        models.erase(a->model_dir);
        return 1;
      }
      model = std::move(loaded.value());
    }
    std::vector<std::vector<std::int64_t>> ids(a->n_windows), types(a->n_windows);
    std::size_t at = 0;
    for (std::size_t i = 0; i < a->n_windows; ++i) {
      ids[i].assign(a->ids + at, a->ids + at + a->lengths[i]);
      types[i].assign(a->type_ids + at, a->type_ids + at + a->lengths[i]);
      at += a->lengths[i];
    }
    std::vector<std::vector<float>> starts, ends;
    if (auto s = model->logits(ids, types, starts, ends, a->batch); !s) {
      std::snprintf(a->err, a->err_size, "%s", s.error().to_string().c_str());
      return 1;
    }
    at = 0;
    for (std::size_t i = 0; i < a->n_windows; ++i) {
      std::copy(starts[i].begin(), starts[i].end(), a->start_logits + at);
      std::copy(ends[i].begin(), ends[i].end(), a->end_logits + at);
      at += a->lengths[i];
    }
    return 0;
  } catch (const std::exception& e) {
    std::snprintf(a->err, a->err_size, "internal error: %s", e.what());
    return 1;
  }
}

extern "C" __attribute__((visibility("default"))) int citeval_model_embed_texts(
    const char* model_dir, const char* const* texts, const size_t* text_sizes, size_t n,
    float* out, char* err, size_t err_size) {
  try {
    auto model = citeval::model::shared_use_model(model_dir == nullptr ? "" : model_dir);
    if (!model) {
      std::snprintf(err, err_size, "%s", model.error().to_string().c_str());
      return 1;
    }
    std::vector<std::string> batch(n);
    for (size_t i = 0; i < n; ++i) batch[i].assign(texts[i], text_sizes[i]);
    const std::vector<float> e = (*model)->embed(batch);
    std::copy(e.begin(), e.end(), out);
    return 0;
  } catch (const std::exception& e) {
    std::snprintf(err, err_size, "%s", e.what());
    return 1;
  }
}

extern "C" __attribute__((visibility("default"))) int citeval_model_lm_features(
    const char* model_dir, const char* const* texts, const size_t* text_sizes, size_t n,
    float* out, size_t out_capacity, size_t* dim, char* err, size_t err_size) {
  try {
    // One loaded model per directory for the process (the featurizer is called per side).
    static std::mutex mu;
    static std::map<std::string, std::shared_ptr<const citeval::model::LmFeaturizer>> loaded;
    std::shared_ptr<const citeval::model::LmFeaturizer> lm;
    {
      std::lock_guard lock(mu);
      auto& slot = loaded[model_dir];
      if (!slot) {
        auto r = citeval::model::LmFeaturizer::load(model_dir);
        if (!r) {
          std::snprintf(err, err_size, "%s", r.error().to_string().c_str());
          return 1;
        }
        slot = *r;
      }
      lm = slot;
    }
    *dim = static_cast<size_t>(lm->hidden_size());
    if (out == nullptr || out_capacity < n * *dim) return 0;
    std::vector<std::string> batch(n);
    for (size_t i = 0; i < n; ++i) batch[i].assign(texts[i], text_sizes[i]);
    auto f = lm->features(batch);
    if (!f) {
      std::snprintf(err, err_size, "%s", f.error().to_string().c_str());
      return 1;
    }
    std::copy(f->begin(), f->end(), out);
    return 0;
  } catch (const std::exception& e) {
    std::snprintf(err, err_size, "%s", e.what());
    return 1;
  }
}

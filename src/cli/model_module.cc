#include "cli/model_module.h"

#include <dlfcn.h>
#include <fmt/format.h>

#include <filesystem>
#include <mutex>
#include <vector>

#include "common/install_paths.h"
#include "judge/registry.h"
#include "model/torch_env.h"

namespace citeval::cli {
namespace {

std::mutex g_mu;
model::TorchOptions g_torch;  // from validate_torch_env

std::vector<std::string> candidate_paths() {
  if (const char* env = std::getenv("CITEVAL_MODEL_MODULE"); env != nullptr && *env != '\0') {
    return {env};
  }
  std::vector<std::string> out;
  for (const auto& p : module_path_candidates(CITEVAL_MODEL_MODULE_NAME)) out.push_back(p.string());
  if (out.empty()) out.emplace_back(CITEVAL_MODEL_MODULE_NAME);  // dlopen's usual directories
  return out;
}

Result<const ModelModule*> load_locked() {
  std::string why;
  for (const std::string& path : candidate_paths()) {
    void* h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (h == nullptr) {
      const char* e = dlerror();
      why += fmt::format("{}{}", why.empty() ? "" : "; ", e != nullptr ? e : path);
      continue;
    }
    auto reg = reinterpret_cast<CitevalModelRegisterFn>(dlsym(h, "citeval_model_register"));
    auto embed = reinterpret_cast<CitevalModelEmbedFn>(dlsym(h, "citeval_model_embed"));
    auto qa = reinterpret_cast<CitevalModelQaFn>(dlsym(h, "citeval_model_qa"));
    if (reg == nullptr || embed == nullptr) {
      return make_error(ErrorCode::kUnsupported,
                        fmt::format("model module {} lacks citeval_model_register/citeval_model_embed",
                                    path));
    }
    const CitevalModelHost host{CITEVAL_MODEL_ABI_VERSION, g_torch.threads, g_torch.allow_cuda ? 1 : 0};
    char err[512] = {0};
    if (reg(&host, err, sizeof err) != 0) {
      return make_error(ErrorCode::kUnsupported,
                        fmt::format("model module {} failed to start: {}", path, err));
    }
    auto embed_texts =
        reinterpret_cast<CitevalModelEmbedTextsFn>(dlsym(h, "citeval_model_embed_texts"));
    auto lm_features =
        reinterpret_cast<CitevalModelLmFeaturesFn>(dlsym(h, "citeval_model_lm_features"));
    static const ModelModule* module =
        new ModelModule{path, embed, qa, embed_texts, lm_features};  // never unloaded
    return module;
  }
  return make_error(ErrorCode::kUnsupported,
                    fmt::format("cannot load the libtorch model module (set $CITEVAL_MODEL_MODULE "
                                "to its path): {}",
                                why));
}

}  // namespace

std::string validate_torch_env() {
  std::lock_guard lock(g_mu);
  return model::read_torch_env(g_torch);
}

Result<const ModelModule*> load_model_module() {
  std::lock_guard lock(g_mu);
  static const Result<const ModelModule*> loaded = load_locked();
  return loaded;
}

void register_lazy_model_judges() {
  auto load = []() -> Status {
    auto m = load_model_module();
    if (!m) return m.error();
    return Ok{};
  };
  // The usages must match the module's own registrations (model_registry.cc, nli_judge.cc).
  judge::register_lazy_judge_kind("embed", load, "embed[:DIR]");
  judge::register_lazy_judge_kind("nli", load, "nli:DIR");
}

}  // namespace citeval::cli

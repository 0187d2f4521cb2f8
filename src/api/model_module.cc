#include "api/model_module.h"

#include <dlfcn.h>
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "common/install_paths.h"

namespace citeval::api {
namespace {

std::vector<std::string> candidate_paths(const std::string& given) {
  if (!given.empty()) return {given};
  if (const char* env = std::getenv("CITEVAL_MODEL_MODULE"); env != nullptr && *env != '\0') {
    return {env};
  }
  std::vector<std::string> out;
  for (const auto& p : module_path_candidates(CITEVAL_MODEL_MODULE_NAME)) out.push_back(p.string());
  if (out.empty()) out.emplace_back(CITEVAL_MODEL_MODULE_NAME);  // dlopen's usual directories
  return out;
}

Result<const ModelModule*> load_from(const std::vector<std::string>& paths, const model::TorchOptions& torch) {
  std::string why;
  for (const std::string& path : paths) {
    void* h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (h == nullptr) {
      const char* e = dlerror();
      why += fmt::format("{}{}", why.empty() ? "" : "; ", e != nullptr ? e : path);
      continue;
    }
    auto start = reinterpret_cast<CitevalModelStartFn>(dlsym(h, "citeval_model_start"));
    auto embed = reinterpret_cast<CitevalModelEmbedFn>(dlsym(h, "citeval_model_embed"));
    auto make_judge = reinterpret_cast<CitevalModelMakeJudgeFn>(dlsym(h, "citeval_model_make_judge"));
    if (start == nullptr || embed == nullptr || make_judge == nullptr) {
      return make_error(ErrorCode::kUnsupported,
                        fmt::format("model module {} lacks citeval_model_start/citeval_model_embed/"
                                    "citeval_model_make_judge: rebuild it",
                                    path));
    }
    const CitevalModelHost host{CITEVAL_MODEL_ABI_VERSION, torch.threads, torch.allow_cuda ? 1 : 0};
    char err[512] = {0};
    if (start(&host, err, sizeof err) != 0) {
      return make_error(ErrorCode::kUnsupported, fmt::format("model module {} failed to start: {}", path, err));
    }
    auto* module = new ModelModule{  // never unloaded
        path,
        embed,
        reinterpret_cast<CitevalModelQaFn>(dlsym(h, "citeval_model_qa")),
        reinterpret_cast<CitevalModelEmbedTextsFn>(dlsym(h, "citeval_model_embed_texts")),
        reinterpret_cast<CitevalModelLmFeaturesFn>(dlsym(h, "citeval_model_lm_features")),
        make_judge};
    return static_cast<const ModelModule*>(module);
  }
  return make_error(ErrorCode::kUnsupported,
                    fmt::format("cannot load the libtorch model module (set $CITEVAL_MODEL_MODULE "
                                "to its path): {}",
                                why));
}

}  // namespace

Result<const ModelModule*> ModelModuleLoader::load() const {
  if (!options_.torch_error.empty()) return make_error(ErrorCode::kInvalidArgument, options_.torch_error);
  const std::vector<std::string> paths = candidate_paths(options_.path);
  std::string key;
  for (const auto& p : paths) key += p + '\n';
  // One result a candidate list for the process: dlopen and the module's start run once.
  static std::mutex mu;
  static auto* loaded = new std::map<std::string, Result<const ModelModule*>>;
  std::lock_guard lock(mu);
  auto it = loaded->find(key);
  if (it == loaded->end()) it = loaded->emplace(key, load_from(paths, options_.torch)).first;
  return it->second;
}

void add_model_kinds(judge::Registry& registry, const ModelModuleLoader& loader) {
  judge::JudgeKindLoader load = [&registry, loader]() -> Status {
    auto m = loader.load();
    if (!m) return m.error();
    const CitevalModelMakeJudgeFn make = (*m)->make_judge;
    for (const char* kind : {"embed", "nli"}) {
      registry.add(
          kind,
          [make, name = std::string(kind)](std::string_view arg) -> Result<std::unique_ptr<Judge>> {
            const std::string spec = arg.empty() ? name : name + ":" + std::string(arg);
            Result<std::unique_ptr<Judge>> out = make_error(ErrorCode::kInternal, "the model module made no judge");
            make(spec.data(), spec.size(), &out);
            return out;
          },
          kind == std::string_view("embed") ? "embed[:DIR]" : "nli:DIR");
    }
    return Ok{};
  };
  // The usages must match the module's own (model_registry.cc, nli_judge.cc).
  registry.add_lazy("embed", load, "embed[:DIR]");
  registry.add_lazy("nli", load, "nli:DIR");
}

Result<mauve::Featurizer> make_mauve_featurizer(const std::string& spec, mauve::FeaturizerInfo& info,
                                                const ModelModuleLoader& loader) {
  if (spec == "embed" || spec.rfind("embed:", 0) == 0) {
    const std::string dir = spec == "embed" ? "" : spec.substr(6);
    info = {spec, true};
    return mauve::Featurizer([dir, loader](std::span<const std::string> texts) -> Result<mauve::Features> {
      auto m = loader.load();
      if (!m) return m.error();
      if ((*m)->embed_texts == nullptr) {
        return make_error(ErrorCode::kUnsupported,
                          fmt::format("model module {} has no citeval_model_embed_texts: rebuild it", (*m)->path));
      }
      constexpr std::size_t kDim = 512, kChunk = 256;
      mauve::Matrix<float> out{texts.size(), kDim, std::vector<float>(texts.size() * kDim)};
      std::vector<const char*> ptrs;
      std::vector<std::size_t> sizes;
      for (std::size_t start = 0; start < texts.size(); start += kChunk) {
        const std::size_t n = std::min(kChunk, texts.size() - start);
        ptrs.clear();
        sizes.clear();
        for (std::size_t i = start; i < start + n; ++i) {
          ptrs.push_back(texts[i].data());
          sizes.push_back(texts[i].size());
        }
        char err[512] = {0};
        if ((*m)->embed_texts(dir.c_str(), ptrs.data(), sizes.data(), n, out.data.data() + start * kDim, err,
                              sizeof err) != 0) {
          return make_error(ErrorCode::kUnsupported, std::string("embed featurizer: ") + err);
        }
      }
      return mauve::Features(std::move(out));
    });
  }
  if (spec.rfind("lm:", 0) == 0 && spec.size() > 3) {
    const std::string dir = spec.substr(3);
    info = {spec, false};
    return mauve::Featurizer([dir, loader](std::span<const std::string> texts) -> Result<mauve::Features> {
      auto m = loader.load();
      if (!m) return m.error();
      if ((*m)->lm_features == nullptr) {
        return make_error(ErrorCode::kUnsupported,
                          fmt::format("model module {} has no citeval_model_lm_features: rebuild it", (*m)->path));
      }
      std::vector<const char*> ptrs;
      std::vector<std::size_t> sizes;
      for (const std::string& t : texts) {
        ptrs.push_back(t.data());
        sizes.push_back(t.size());
      }
      char err[512] = {0};
      std::size_t dim = 0;
      if ((*m)->lm_features(dir.c_str(), ptrs.data(), sizes.data(), 0, nullptr, 0, &dim, err, sizeof err) != 0) {
        return make_error(ErrorCode::kUnsupported, std::string("lm featurizer: ") + err);
      }
      mauve::Matrix<float> out{texts.size(), dim, std::vector<float>(texts.size() * dim)};
      if ((*m)->lm_features(dir.c_str(), ptrs.data(), sizes.data(), texts.size(), out.data.data(),
                            out.data.size(), &dim, err, sizeof err) != 0) {
        return make_error(ErrorCode::kUnsupported, std::string("lm featurizer: ") + err);
      }
      return mauve::Features(std::move(out));
    });
  }
  return make_error(ErrorCode::kInvalidArgument,
                    fmt::format("unknown MAUVE featurizer '{}' (expected embed, embed:DIR or lm:DIR; "
                                "bring other features with `mauve_features`/`reference_features`)",
                                spec));
}

Result<metrics::AlceQaResult> compute_alce_qa_with_model(std::span<const metrics::AlceQaItem> items,
                                                         const std::string& model_dir, std::size_t batch,
                                                         const ModelModuleLoader& loader) {
  auto spec = metrics::read_qa_model_spec(model_dir);
  if (!spec) return spec.error();
  auto m = loader.load();
  if (!m) return m.error();
  const CitevalModelQaFn qa = (*m)->qa;
  if (qa == nullptr) {
    return make_error(ErrorCode::kUnsupported,
                      fmt::format("the model module {} has no QA model support: rebuild it", (*m)->path));
  }
  const metrics::QaLogitsFn run = [&](std::span<const metrics::QaWindow> windows,
                                      std::vector<std::vector<float>>& starts,
                                      std::vector<std::vector<float>>& ends) -> Status {
    std::vector<long long> ids, types;
    std::vector<std::size_t> lengths;
    for (const auto& w : windows) {
      ids.insert(ids.end(), w.ids.begin(), w.ids.end());
      types.insert(types.end(), w.type_ids.begin(), w.type_ids.end());
      lengths.push_back(w.ids.size());
    }
    std::vector<float> s(ids.size()), e(ids.size());
    char err[1024] = {0};
    const CitevalQaArgs args{model_dir.c_str(), windows.size(), ids.data(), types.data(),
                             lengths.data(), s.data(), e.data(), batch, err, sizeof err};
    if (qa(&args) != 0) return make_error(ErrorCode::kInvalidArgument, err, model_dir);
    starts.resize(windows.size());
    ends.resize(windows.size());
    std::size_t at = 0;
    for (std::size_t i = 0; i < windows.size(); ++i) {
      starts[i].assign(s.begin() + static_cast<std::ptrdiff_t>(at),
                       s.begin() + static_cast<std::ptrdiff_t>(at + lengths[i]));
      ends[i].assign(e.begin() + static_cast<std::ptrdiff_t>(at),
                     e.begin() + static_cast<std::ptrdiff_t>(at + lengths[i]));
      at += lengths[i];
    }
    return Ok{};
  };
  return metrics::compute_alce_qa(items, *spec, run);
}

}  // namespace citeval::api

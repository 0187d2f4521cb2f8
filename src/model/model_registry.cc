#include "model/model_registry.h"

#include <cstdlib>
#include <map>
#include <mutex>

#include "common/install_paths.h"
#include "judge/registry.h"
#include "model/embed_judge.h"
#include "model/nli_judge.h"
#include "model/use_model.h"

namespace citeval::model {

std::string default_embed_model_dir() {
  if (const char* env = std::getenv("CITEVAL_EMBED_MODEL"); env != nullptr && *env != '\0') {
    return env;
  }
  return find_data_path("use-lite").string();
}

Result<std::shared_ptr<const UseModel>> shared_use_model(std::string_view dir_arg) {
  const std::string dir = dir_arg.empty() ? default_embed_model_dir() : std::string(dir_arg);
  // weak_ptr: the model (110 MB of tensors) is freed when the last judge using it goes.
  static std::mutex mu;
  static std::map<std::string, std::weak_ptr<const UseModel>> loaded;
  std::lock_guard<std::mutex> lock(mu);
  if (auto it = loaded.find(dir); it != loaded.end()) {
    if (auto model = it->second.lock()) return model;
  }
  auto model = UseModel::load(dir);
  if (!model) return model.error();
  loaded[dir] = model.value();
  return model;
}

void register_model_judges(judge::Registry& registry) {
  registry.add(
      "embed",
      [](std::string_view dir) -> Result<std::unique_ptr<Judge>> {
        auto model = shared_use_model(dir);
        if (!model) return model.error();
        return judge::wrap(EmbedJudge::create(std::move(model.value())));
      },
      "embed[:DIR]");
  register_nli_judge(registry);  // "nli:DIR" (nli_judge.h)
}

void register_model_judges() { register_model_judges(judge::process_registry()); }

}  // namespace citeval::model

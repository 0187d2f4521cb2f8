#include "model/lm_featurizer.h"

#include <torch/script.h>

#include <exception>
#include <filesystem>
#include <utility>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "common/read_file.h"
#include "model/torch_runtime.h"

namespace citeval::model {

struct LmFeaturizer::Model {
  torch::jit::Module module;
  torch::Device device = torch::kCPU;
};

LmFeaturizer::LmFeaturizer(std::string dir, text::HfTokenizer tokenizer,
                           std::unique_ptr<Model> model, int hidden_size, int max_tokens)
    : dir_(std::move(dir)),
      tokenizer_(std::move(tokenizer)),
      model_(std::move(model)),
      hidden_size_(hidden_size),
      max_tokens_(max_tokens) {}

LmFeaturizer::~LmFeaturizer() = default;

Result<std::shared_ptr<const LmFeaturizer>> LmFeaturizer::load(const std::string& dir) {
  const std::string config_path = dir + "/citeval_lm.json";
  auto text = read_whole_file(config_path, "cannot open the LM export's config (run tools/export_lm.py)",
                              "cannot read the LM export's config");
  if (!text) return text.error();
  const nlohmann::json config = nlohmann::json::parse(*text, nullptr, false);
  if (config.is_discarded() || !config.is_object()) {
    return make_error(ErrorCode::kParse, "not a JSON object", config_path);
  }
  if (config.value("format", "") != "citeval-lm/1") {
    return make_error(ErrorCode::kInvalidField, "expected \"citeval-lm/1\"", config_path, 0, "format");
  }
  for (const char* field : {"hidden_size", "max_tokens"}) {
    if (!config.contains(field) || !config[field].is_number_integer() || config[field].get<int>() < 1) {
      return make_error(ErrorCode::kInvalidField, "must be a positive integer", config_path, 0, field);
    }
  }
  auto tokenizer = text::HfTokenizer::load(dir + "/tokenizer.json");
  if (!tokenizer) return tokenizer.error();
  const std::string model_path = dir + "/model.pt";
  auto model = std::make_unique<Model>();
  try {
    model->device = cuda_available() ? torch::Device(torch::kCUDA) : torch::Device(torch::kCPU);
    model->module = torch::jit::load(model_path, model->device);
    model->module.eval();
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInvalidField,
                      std::string("cannot load the TorchScript model: ") + e.what(), model_path);
  }
  return std::shared_ptr<const LmFeaturizer>(
      new LmFeaturizer(dir, std::move(tokenizer.value()), std::move(model),
                       config["hidden_size"].get<int>(), config["max_tokens"].get<int>()));
}

std::vector<std::int32_t> LmFeaturizer::token_ids(std::string_view text) const {
  std::vector<std::int32_t> ids = tokenizer_.tokenize(text);
  if (ids.size() > static_cast<std::size_t>(max_tokens_)) ids.resize(static_cast<std::size_t>(max_tokens_));
  return ids;
}

Result<std::vector<float>> LmFeaturizer::features_from_ids(
    std::span<const std::vector<std::int32_t>> ids) const {
  const auto h = static_cast<std::size_t>(hidden_size_);
  std::vector<float> out(ids.size() * h);
  try {
    c10::InferenceMode guard;
    for (std::size_t i = 0; i < ids.size(); ++i) {
      if (ids[i].empty()) {
        return make_error(ErrorCode::kInvalidArgument,
                          fmt::format("text {} has no token (empty texts are dropped before)", i));
      }
      auto input = torch::empty({1, static_cast<std::int64_t>(ids[i].size())}, torch::kInt64);
      auto a = input.accessor<std::int64_t, 2>();
      for (std::size_t t = 0; t < ids[i].size(); ++t) a[0][static_cast<std::int64_t>(t)] = ids[i][t];
      std::vector<torch::jit::IValue> inputs{input.to(model_->device)};
      torch::Tensor hidden = model_->module.forward(inputs).toTensor();
      if (hidden.dim() != 3 || hidden.size(0) != 1 ||
          hidden.size(1) != static_cast<std::int64_t>(ids[i].size()) ||
          hidden.size(2) != static_cast<std::int64_t>(h)) {
        return make_error(ErrorCode::kInvalidField,
                          fmt::format("the model returned {}, expected [1, {}, {}]",
                                      c10::str(hidden.sizes()), ids[i].size(), h),
                          dir_ + "/model.pt");
      }
      torch::Tensor last = hidden.select(1, hidden.size(1) - 1).select(0, 0).to(torch::kCPU, torch::kFloat).contiguous();
      std::copy(last.data_ptr<float>(), last.data_ptr<float>() + h, out.begin() + static_cast<std::ptrdiff_t>(i * h));
    }
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInternal, std::string("LM featurizer: ") + e.what(), dir_ + "/model.pt");
  }
  return out;
}

Result<std::vector<float>> LmFeaturizer::features(std::span<const std::string> texts) const {
  std::vector<std::vector<std::int32_t>> ids;
  ids.reserve(texts.size());
  for (const std::string& t : texts) ids.push_back(token_ids(t));
  return features_from_ids(ids);
}

}  // namespace citeval::model

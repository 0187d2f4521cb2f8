#include "model/qa_model.h"

#include <torch/script.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "model/torch_runtime.h"

namespace citeval::model {

struct QaModel::State {
  torch::jit::Module module;
  torch::Device device = torch::kCPU;
  std::vector<std::string> inputs;
  std::int64_t pad_id = 0;
};

namespace {

std::string torch_message(const std::exception& e) {
  if (const auto* c = dynamic_cast<const c10::Error*>(&e)) return c->what_without_backtrace();
  return e.what();
}

// (start, end) from what the traced module returns: a tuple/list of two tensors or a dict.
std::pair<torch::Tensor, torch::Tensor> start_end_of(const torch::jit::IValue& out) {
  if (out.isTuple()) {
    const auto& el = out.toTupleRef().elements();
    return {el.at(0).toTensor(), el.at(1).toTensor()};
  }
  if (out.isList()) {
    auto l = out.toListRef();
    return {l.at(0).toTensor(), l.at(1).toTensor()};
  }
  if (out.isGenericDict()) {
    auto d = out.toGenericDict();
    return {d.at("start_logits").toTensor(), d.at("end_logits").toTensor()};
  }
  throw std::runtime_error("the model returned neither (start_logits, end_logits) nor a dict of them");
}

}  // namespace

QaModel::QaModel(std::unique_ptr<State> state) : state_(std::move(state)) {}
QaModel::~QaModel() = default;

Result<std::unique_ptr<QaModel>> QaModel::load(const std::string& dir) {
  const std::string config_path = dir + "/citeval_qa.json";
  std::ifstream in(config_path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot read the QA model's configuration", config_path);
  std::stringstream ss;
  ss << in.rdbuf();
  const nlohmann::json j = nlohmann::json::parse(ss.str(), nullptr, false);
  if (j.is_discarded() || !j.is_object()) return make_error(ErrorCode::kParse, "not a JSON object", config_path);
  if (j.value("format", "") != "citeval-qa/1") {
    return make_error(ErrorCode::kInvalidField, "expected \"citeval-qa/1\"", config_path, 0, "format");
  }
  auto state = std::make_unique<State>();
  if (!j.contains("inputs") || !j["inputs"].is_array()) {
    return make_error(ErrorCode::kInvalidField, "a list of input names is required", config_path, 0, "inputs");
  }
  for (const auto& name : j["inputs"]) {
    const std::string s = name.is_string() ? name.get<std::string>() : "";
    if (s != "input_ids" && s != "attention_mask" && s != "token_type_ids") {
      return make_error(ErrorCode::kInvalidField,
                        "inputs are input_ids, attention_mask and token_type_ids", config_path, 0, "inputs");
    }
    state->inputs.push_back(s);
  }
  if (!j.contains("pad_id") || !j["pad_id"].is_number_integer()) {
    return make_error(ErrorCode::kInvalidField, "an integer is required", config_path, 0, "pad_id");
  }
  state->pad_id = j["pad_id"].get<std::int64_t>();
  const std::string model_path = dir + "/model.pt";
  try {
    state->device = cuda_available() ? torch::Device(torch::kCUDA) : torch::Device(torch::kCPU);
    state->module = torch::jit::load(model_path, state->device);
    state->module.eval();
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInvalidField, "cannot load the TorchScript model: " + torch_message(e),
                      model_path);
  }
  return std::unique_ptr<QaModel>(new QaModel(std::move(state)));
}

Status QaModel::logits(std::span<const std::vector<std::int64_t>> ids,
                       std::span<const std::vector<std::int64_t>> type_ids,
                       std::vector<std::vector<float>>& starts, std::vector<std::vector<float>>& ends,
                       std::size_t batch) {
  starts.assign(ids.size(), {});
  ends.assign(ids.size(), {});
  if (batch == 0) batch = 8;
  try {
    c10::InferenceMode guard;
    for (std::size_t b = 0; b < ids.size(); b += batch) {
      const std::size_t n = std::min(batch, ids.size() - b);
      std::size_t len = 1;
      for (std::size_t i = 0; i < n; ++i) len = std::max(len, ids[b + i].size());
      const auto L = static_cast<std::int64_t>(len);
      auto tid = torch::full({static_cast<std::int64_t>(n), L}, state_->pad_id, torch::kInt64);
      auto mask = torch::zeros({static_cast<std::int64_t>(n), L}, torch::kInt64);
      auto types = torch::zeros({static_cast<std::int64_t>(n), L}, torch::kInt64);
      auto a_ids = tid.accessor<std::int64_t, 2>();
      auto a_mask = mask.accessor<std::int64_t, 2>();
      auto a_types = types.accessor<std::int64_t, 2>();
      for (std::size_t i = 0; i < n; ++i) {
        const auto& w = ids[b + i];
        for (std::size_t k = 0; k < w.size(); ++k) {
          a_ids[static_cast<std::int64_t>(i)][static_cast<std::int64_t>(k)] = w[k];
          a_mask[static_cast<std::int64_t>(i)][static_cast<std::int64_t>(k)] = 1;
          if (b + i < type_ids.size() && k < type_ids[b + i].size()) {
            a_types[static_cast<std::int64_t>(i)][static_cast<std::int64_t>(k)] = type_ids[b + i][k];
          }
        }
      }
      std::vector<torch::jit::IValue> inputs;
      for (const std::string& name : state_->inputs) {
        const torch::Tensor& t = name == "input_ids" ? tid : name == "attention_mask" ? mask : types;
        inputs.emplace_back(t.to(state_->device));
      }
      auto [s, e] = start_end_of(state_->module.forward(inputs));
      s = s.to(torch::kCPU, torch::kFloat).contiguous();
      e = e.to(torch::kCPU, torch::kFloat).contiguous();
      if (s.dim() != 2 || e.dim() != 2 || s.size(0) != static_cast<std::int64_t>(n) || s.size(1) != L ||
          e.size(0) != static_cast<std::int64_t>(n) || e.size(1) != L) {
        return make_error(ErrorCode::kInvalidField, "the model's logits are not [batch, length]");
      }
      for (std::size_t i = 0; i < n; ++i) {
        const float* ps = s.data_ptr<float>() + static_cast<std::int64_t>(i) * L;
        const float* pe = e.data_ptr<float>() + static_cast<std::int64_t>(i) * L;
        const std::size_t m = ids[b + i].size();
        starts[b + i].assign(ps, ps + m);
        ends[b + i].assign(pe, pe + m);
      }
    }
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInternal, "the QA model failed: " + torch_message(e));
  }
  return Ok{};
}

}  // namespace citeval::model

#include "model/nli_config.h"

#include <fstream>
#include <optional>
#include <nlohmann/json.hpp>
#include <sstream>

namespace citeval::model {
namespace {

using Json = nlohmann::json;

Result<std::int64_t> int_field(const Json& j, const char* key, const std::string& file,
                               std::optional<std::int64_t> fallback, std::int64_t min_value) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) {
    if (fallback) return *fallback;
    return make_error(ErrorCode::kInvalidField, "missing integer", file, 0, key);
  }
  if (!it->is_number_integer() || it->get<std::int64_t>() < min_value) {
    return make_error(ErrorCode::kInvalidField,
                      "expected an integer >= " + std::to_string(min_value), file, 0, key);
  }
  return it->get<std::int64_t>();
}

std::string str_field(const Json& j, const char* key, std::string fallback) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : fallback;
}

}  // namespace

Result<NliConfig> NliConfig::load(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open the NLI model description", file);
  std::ostringstream ss;
  ss << in.rdbuf();
  return parse(ss.str(), file);
}

Result<NliConfig> NliConfig::parse(const std::string& json_text, const std::string& file) {
  Json j;
  try {
    j = Json::parse(json_text);
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kParse, std::string("not valid JSON: ") + e.what(), file);
  }
  if (!j.is_object()) return make_error(ErrorCode::kInvalidField, "expected an object", file);
  NliConfig c;
  if (str_field(j, "format", "") != "citeval-nli/1") {
    return make_error(ErrorCode::kUnsupported,
                      "expected \"citeval-nli/1\" (written by tools/export_nli.py)", file, 0,
                      "format");
  }
  const auto kind = str_field(j, "kind", "");
  if (kind == "sequence-classification") {
    c.kind = Kind::kSequenceClassification;
  } else if (kind == "t5") {
    c.kind = Kind::kT5;
  } else {
    return make_error(ErrorCode::kInvalidField,
                      "expected \"sequence-classification\" or \"t5\", got \"" + kind + "\"", file,
                      0, "kind");
  }
  auto inputs = j.find("inputs");
  if (inputs == j.end() || !inputs->is_array() || inputs->empty()) {
    return make_error(ErrorCode::kInvalidField, "expected a non-empty array of input names", file,
                      0, "inputs");
  }
  for (std::size_t i = 0; i < inputs->size(); ++i) {
    const Json& v = (*inputs)[i];
    const std::string name = v.is_string() ? v.get<std::string>() : "";
    if (name != "input_ids" && name != "attention_mask" && name != "token_type_ids") {
      return make_error(ErrorCode::kInvalidField,
                        "expected input_ids, attention_mask or token_type_ids", file, 0,
                        "inputs[" + std::to_string(i) + "]");
    }
    c.inputs.push_back(name);
  }
  if (c.inputs.front() != "input_ids") {
    return make_error(ErrorCode::kInvalidField, "the first input must be input_ids", file, 0,
                      "inputs[0]");
  }
  auto max_length = int_field(j, "max_length", file, 512, 0);
  auto pad_id = int_field(j, "pad_id", file, 0, 0);
  if (!max_length) return max_length.error();
  if (!pad_id) return pad_id.error();
  c.max_length = static_cast<std::size_t>(max_length.value());
  c.pad_id = pad_id.value();
  if (c.kind == Kind::kSequenceClassification) {
    auto num_labels = int_field(j, "num_labels", file, std::nullopt, 2);
    if (!num_labels) return num_labels.error();
    auto entail = int_field(j, "entailment_index", file, std::nullopt, 0);
    if (!entail) return entail.error();
    if (entail.value() >= num_labels.value()) {
      return make_error(ErrorCode::kInvalidField,
                        "entailment_index " + std::to_string(entail.value()) + " >= num_labels " +
                            std::to_string(num_labels.value()),
                        file, 0, "entailment_index");
    }
    c.num_labels = num_labels.value();
    c.entailment_index = entail.value();
  } else {
    auto t = int_field(j, "true_token_id", file, std::nullopt, 0);
    auto f = int_field(j, "false_token_id", file, std::nullopt, 0);
    if (!t) return t.error();
    if (!f) return f.error();
    c.true_token_id = t.value();
    c.false_token_id = f.value();
    if (j.contains("prompt") && !j["prompt"].is_string()) {
      return make_error(ErrorCode::kInvalidField, "expected a string", file, 0, "prompt");
    }
    c.prompt = str_field(j, "prompt", "premise: {premise} hypothesis: {hypothesis}");
    const auto p = c.prompt.find("{premise}");
    const auto h = c.prompt.find("{hypothesis}");
    if (p == std::string::npos || h == std::string::npos || h < p ||
        c.prompt.find("{premise}", p + 1) != std::string::npos ||
        c.prompt.find("{hypothesis}", h + 1) != std::string::npos) {
      return make_error(ErrorCode::kInvalidField,
                        "the prompt must hold {premise} once, then {hypothesis} once", file, 0,
                        "prompt");
    }
  }
  return c;
}

}  // namespace citeval::model

#include "model/nli_judge.h"

#include <torch/csrc/jit/ir/ir.h>
#include <torch/script.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <numeric>

#include "judge/registry.h"
#include "model/torch_runtime.h"

namespace citeval::model {

struct NliJudge::Model {
  torch::jit::Module module;
  torch::Device device = torch::kCPU;
  std::size_t unpinned = 0;  // device constants made to follow the input
};

namespace {

// XXH3-128 over the files that determine the decisions; a missing optional file hashes as absent.
Result<std::string> hash_files(const std::vector<std::pair<std::string, bool>>& files) {
  XXH3_state_t* state = XXH3_createState();
  XXH3_128bits_reset(state);
  std::vector<char> buf(1 << 20);
  for (const auto& [path, required] : files) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      if (required) {
        XXH3_freeState(state);
        return make_error(ErrorCode::kIo, "cannot open", path);
      }
      XXH3_128bits_update(state, "\0absent", 7);
      continue;
    }
    while (in) {
      in.read(buf.data(), static_cast<std::streamsize>(buf.size()));
      XXH3_128bits_update(state, buf.data(), static_cast<std::size_t>(in.gcount()));
    }
    XXH3_128bits_update(state, "\0next", 5);  // file boundary
  }
  const XXH128_hash_t h = XXH3_128bits_digest(state);
  XXH3_freeState(state);
  char hex[33];
  std::snprintf(hex, sizeof hex, "%016llx%016llx", static_cast<unsigned long long>(h.high64),
                static_cast<unsigned long long>(h.low64));
  return std::string(hex);
}

// The logits tensor of a forward result: a tensor, the first element of a tuple, or a dict's
// "logits" (what traced Hugging Face models return).
torch::Tensor logits_of(const torch::jit::IValue& out) {
  if (out.isTensor()) return out.toTensor();
  if (out.isTuple()) return logits_of(out.toTupleRef().elements().at(0));
  if (out.isGenericDict()) return out.toGenericDict().at("logits").toTensor();
  if (out.isList()) return logits_of(out.toListRef().at(0));
  throw std::runtime_error("the model returned neither a tensor, a tuple nor a dict with logits");
}

void collect_device_constants(torch::jit::Block* block, std::vector<torch::jit::Node*>& out) {
  for (torch::jit::Node* n : block->nodes()) {
    if (n->kind() == c10::prim::Constant && n->outputs().size() == 1 &&
        n->output()->type()->kind() == c10::TypeKind::DeviceObjType) {
      out.push_back(n);
    }
    for (torch::jit::Block* b : n->blocks()) collect_device_constants(b, out);
  }
}

// The device constants a trace recorded (see nli_judge.h): each becomes prim::device of its
// method's first tensor input, as tools/export_nli.py's unpin_devices does before saving. Returns
// {unpinned, left pinned}. Must run before the module's first call (graphs are compiled lazily).
std::pair<std::size_t, std::size_t> unpin_devices(torch::jit::Module& module) {
  std::size_t unpinned = 0;
  std::size_t pinned = 0;
  for (const torch::jit::Module& m : module.modules()) {
    for (const torch::jit::Method& method : m.get_methods()) {
      const std::shared_ptr<torch::jit::Graph> graph = method.graph();
      std::vector<torch::jit::Node*> constants;
      collect_device_constants(graph->block(), constants);
      if (constants.empty()) continue;
      torch::jit::Value* tensor = nullptr;
      for (torch::jit::Value* v : graph->inputs()) {
        if (v->type()->kind() == c10::TypeKind::TensorType) {
          tensor = v;
          break;
        }
      }
      if (tensor == nullptr) {
        pinned += constants.size();
        continue;
      }
      torch::jit::Node* device = graph->create(c10::prim::device, {tensor}, 1);
      device->output()->setType(c10::DeviceObjType::get());
      device->insertBefore(*graph->nodes().begin());
      for (torch::jit::Node* c : constants) {
        c->output()->replaceAllUsesWith(device->output());
        c->destroy();
      }
      unpinned += constants.size();
    }
  }
  return {unpinned, pinned};
}

std::string torch_message(const std::exception& e) {
  if (const auto* c = dynamic_cast<const c10::Error*>(&e)) return c->what_without_backtrace();
  return e.what();
}

}  // namespace

NliJudge::NliJudge(NliConfig config, text::HfTokenizer tokenizer, std::unique_ptr<Model> model,
                   Options options, std::string hash)
    : config_(std::move(config)), tokenizer_(std::move(tokenizer)), model_(std::move(model)),
      options_(options), hash_(std::move(hash)) {}

NliJudge::~NliJudge() = default;

Result<std::unique_ptr<NliJudge>> NliJudge::load(const std::string& dir, Options options) {
  namespace fs = std::filesystem;
  if (!fs::is_directory(dir)) {
    return make_error(ErrorCode::kIo, "not a directory (expected an exported NLI model: model.pt, "
                                      "tokenizer.json, citeval_nli.json)", dir);
  }
  if (!(options.threshold > 0.0 && options.threshold < 1.0)) {
    return make_error(ErrorCode::kInvalidArgument, "nli threshold must be in (0, 1)", "", 0,
                      "threshold");
  }
  if (options.batch_size == 0) {
    return make_error(ErrorCode::kInvalidArgument, "nli batch_size must be >= 1", "", 0,
                      "batch_size");
  }
  const std::string model_path = dir + "/model.pt";
  auto config = NliConfig::load(dir + "/citeval_nli.json");
  if (!config) return config.error();
  auto tokenizer = text::HfTokenizer::load(dir + "/tokenizer.json");
  if (!tokenizer) return tokenizer.error();
  if (config->kind == NliConfig::Kind::kT5) {
    const auto vocab = static_cast<std::int64_t>(tokenizer->vocab_size());
    for (auto [id, field] : {std::pair{config->true_token_id, "true_token_id"},
                             std::pair{config->false_token_id, "false_token_id"}}) {
      if (id >= vocab) {
        return make_error(ErrorCode::kInvalidField,
                          "token id " + std::to_string(id) + " is outside the tokenizer's " +
                              std::to_string(vocab) + "-token vocabulary",
                          dir + "/citeval_nli.json", 0, field);
      }
    }
  }
  if (options.max_length == 0 ||
      (config->max_length != 0 && options.max_length > config->max_length)) {
    options.max_length = config->max_length;
  }
  auto hash = hash_files({{model_path, true}, {dir + "/tokenizer.json", true},
                          {dir + "/config.json", false}, {dir + "/citeval_nli.json", true}});
  if (!hash) return hash.error();
  auto model = std::make_unique<Model>();
  try {
    // Loaded on the CPU, unpinned, then moved: a file traced on the CPU then runs on CUDA too.
    model->module = torch::jit::load(model_path, torch::Device(torch::kCPU));
    const auto [unpinned, pinned] = unpin_devices(model->module);
    model->unpinned = unpinned;
    if (cuda_available() && pinned == 0) {
      model->device = torch::Device(torch::kCUDA);
      model->module.to(model->device);
    }
    model->module.eval();
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInvalidField,
                      "cannot load the TorchScript model: " + torch_message(e), model_path);
  }
  return std::unique_ptr<NliJudge>(new NliJudge(std::move(config.value()),
                                                std::move(tokenizer.value()), std::move(model),
                                                options, std::move(hash.value())));
}

Result<std::unique_ptr<NliJudge>> NliJudge::from_spec(std::string_view argument) {
  Options options;
  std::string_view dir = argument;
  if (const auto q = argument.rfind('?'); q != std::string_view::npos) {
    dir = argument.substr(0, q);
    std::string_view rest = argument.substr(q + 1);
    while (!rest.empty()) {
      const auto amp = rest.find('&');
      const std::string_view kv = rest.substr(0, amp);
      rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
      const auto eq = kv.find('=');
      const std::string key(kv.substr(0, eq));
      const std::string value(eq == std::string_view::npos ? "" : kv.substr(eq + 1));
      auto bad = [&] {
        return make_error(ErrorCode::kInvalidArgument,
                          "judge 'nli:DIR?...': bad value '" + value + "' for " + key +
                              " (options: threshold=X in (0,1), batch_size=N, max_length=N)",
                          "", 0, key);
      };
      if (key == "threshold") {
        char* end = nullptr;
        options.threshold = std::strtod(value.c_str(), &end);
        if (value.empty() || *end != '\0') return bad();
      } else if (key == "batch_size" || key == "max_length") {
        std::size_t n = 0;
        auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (value.empty() || ec != std::errc() || p != value.data() + value.size()) return bad();
        (key == "batch_size" ? options.batch_size : options.max_length) = n;
      } else {
        return make_error(ErrorCode::kInvalidArgument,
                          "judge 'nli:DIR?...': unknown option '" + key +
                              "' (options: threshold, batch_size, max_length)");
      }
    }
  }
  if (dir.empty()) {
    return make_error(ErrorCode::kInvalidArgument,
                      "judge 'nli:DIR' needs the directory of an exported model "
                      "(tools/export_nli.py)");
  }
  return load(std::string(dir), options);
}

std::size_t NliJudge::unpinned_device_constants() const { return model_->unpinned; }

std::string NliJudge::run_notes() const {
  std::string notes =
      options_.max_length == 0
          ? "no length limit: " + std::to_string(encoded_items_.load()) + " items whole"
          : "premise truncated to fit " + std::to_string(options_.max_length) + " tokens in " +
                std::to_string(truncated_items_.load()) + " of " +
                std::to_string(encoded_items_.load()) + " items (" +
                std::to_string(dropped_tokens_.load()) + " tokens dropped)";
  if (model_->unpinned > 0) {
    notes += "; " + std::to_string(model_->unpinned) +
             " device constants of the trace made to follow the input";
  }
  return notes;
}

std::string NliJudge::identity() const {
  char threshold[32];
  std::snprintf(threshold, sizeof threshold, "%g", options_.threshold);
  return std::string("nli:") + config_.kind_name() + ":model=" + hash_ +
         ":max_length=" + std::to_string(options_.max_length) + ":threshold=" + threshold + ":v1";
}

Result<text::HfEncoding> NliJudge::encode(const JudgeRequest& request) const {
  const auto premise = tokenizer_.tokenize(request.premise);
  const auto hypothesis = tokenizer_.tokenize(request.hypothesis);
  if (premise.empty()) return make_error(ErrorCode::kJudge, "the premise has no tokens");
  if (hypothesis.empty()) return make_error(ErrorCode::kJudge, "the hypothesis has no tokens");
  const std::size_t max_length = options_.max_length;
  if (config_.kind == NliConfig::Kind::kSequenceClassification) {
    return tokenizer_.post_process_pair_truncated(premise, hypothesis, max_length);
  }
  // t5: the prompt as one text, as ALCE tokenizes it.
  const std::string& prompt = config_.prompt;
  const auto p = prompt.find("{premise}");
  const auto h = prompt.find("{hypothesis}");
  const std::string before = prompt.substr(0, p);
  const std::string middle = prompt.substr(p + 9, h - p - 9);
  const std::string after = prompt.substr(h + 12);
  text::HfEncoding e =
      tokenizer_.encode(before + request.premise + middle + request.hypothesis + after, true);
  if (max_length == 0 || e.ids.size() <= max_length) return e;
  // Too long: the same pieces tokenized apart, premise tokens cut from its end.
  auto ids = tokenizer_.tokenize(before);
  const auto rest = tokenizer_.tokenize(middle + request.hypothesis + after);
  const std::size_t fixed = ids.size() + rest.size() + tokenizer_.num_special_tokens(false);
  if (fixed + 1 > max_length) {
    return make_error(ErrorCode::kInvalidArgument,
                      "the prompt without the premise has " + std::to_string(fixed) +
                          " tokens; the model takes at most " + std::to_string(max_length) +
                          " with at least one premise token");
  }
  const std::size_t keep = std::min(premise.size(), max_length - fixed);
  ids.insert(ids.end(), premise.begin(), premise.begin() + static_cast<std::ptrdiff_t>(keep));
  ids.insert(ids.end(), rest.begin(), rest.end());
  e = tokenizer_.post_process(ids, nullptr, true);
  e.premise_tokens_dropped = premise.size() - keep;
  return e;
}

std::size_t NliJudge::batch_rows(std::size_t length) const {
  // Attention costs rows x length^2: a batch of long pairs holds fewer rows, so that it costs at
  // most what batch_size pairs of 512 tokens do (an unlimited T5 prompt of 6,000 tokens runs
  // alone). Results do not depend on batching.
  constexpr std::size_t kRef = 512;
  if (length <= kRef) return options_.batch_size;
  const double rows = static_cast<double>(options_.batch_size) * kRef * kRef /
                      (static_cast<double>(length) * static_cast<double>(length));
  return std::clamp<std::size_t>(static_cast<std::size_t>(rows), 1, options_.batch_size);
}

std::vector<Judgment> NliJudge::judge_batch(std::span<const JudgeRequest> requests) {
  std::vector<Judgment> out(requests.size());
  std::vector<text::HfEncoding> enc(requests.size());
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < requests.size(); ++i) {
    auto e = encode(requests[i]);
    if (!e) {
      out[i].error = e.error().message;
      continue;
    }
    enc[i] = std::move(e.value());
    encoded_items_.fetch_add(1);
    if (enc[i].premise_tokens_dropped > 0) {
      truncated_items_.fetch_add(1);
      dropped_tokens_.fetch_add(enc[i].premise_tokens_dropped);
    }
    order.push_back(i);
  }
  // Longest first, so each batch pads to nearly its own length.
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return enc[a].ids.size() > enc[b].ids.size();
  });
  const bool t5 = config_.kind == NliConfig::Kind::kT5;
  for (std::size_t start = 0, end = 0; start < order.size(); start = end) {
    const auto len = static_cast<std::int64_t>(enc[order[start]].ids.size());
    end = std::min(order.size(), start + batch_rows(static_cast<std::size_t>(len)));
    const auto batch = static_cast<std::int64_t>(end - start);
    try {
      c10::InferenceMode guard;
      auto ids = torch::full({batch, len}, config_.pad_id, torch::kInt64);
      auto mask = torch::zeros({batch, len}, torch::kInt64);
      auto types = torch::zeros({batch, len}, torch::kInt64);
      auto ids_a = ids.accessor<std::int64_t, 2>();
      auto mask_a = mask.accessor<std::int64_t, 2>();
      auto types_a = types.accessor<std::int64_t, 2>();
      for (std::int64_t r = 0; r < batch; ++r) {
        const auto& e = enc[order[start + static_cast<std::size_t>(r)]];
        for (std::size_t c = 0; c < e.ids.size(); ++c) {
          const auto col = static_cast<std::int64_t>(c);
          ids_a[r][col] = e.ids[c];
          mask_a[r][col] = 1;
          types_a[r][col] = c < e.type_ids.size() ? e.type_ids[c] : 0;
        }
      }
      std::vector<torch::jit::IValue> inputs;
      for (const auto& name : config_.inputs) {
        const auto& t = name == "input_ids" ? ids : name == "attention_mask" ? mask : types;
        inputs.emplace_back(t.to(model_->device));
      }
      torch::Tensor logits = logits_of(model_->module.forward(inputs)).to(torch::kCPU, torch::kDouble);
      if (t5 && logits.dim() == 3) logits = logits.select(1, logits.size(1) - 1);
      if (logits.dim() != 2 || logits.size(0) != batch) {
        throw std::runtime_error("expected logits [" + std::to_string(batch) + ", n], got " +
                                 c10::str(logits.sizes()));
      }
      torch::Tensor probs;
      if (t5) {
        const auto vocab = logits.size(1);
        if (config_.true_token_id >= vocab || config_.false_token_id >= vocab) {
          throw std::runtime_error("the model's vocabulary has " + std::to_string(vocab) +
                                   " logits, fewer than the \"1\"/\"0\" token ids");
        }
        auto two = torch::stack({logits.select(1, config_.true_token_id),
                                 logits.select(1, config_.false_token_id)}, 1);
        probs = torch::softmax(two, 1).select(1, 0).contiguous();
      } else {
        if (logits.size(1) != config_.num_labels) {
          throw std::runtime_error("expected " + std::to_string(config_.num_labels) +
                                   " logits per pair (num_labels), got " +
                                   std::to_string(logits.size(1)));
        }
        probs = torch::softmax(logits, 1).select(1, config_.entailment_index).contiguous();
      }
      const double* p = probs.data_ptr<double>();
      for (std::int64_t r = 0; r < batch; ++r) {
        Judgment& j = out[order[start + static_cast<std::size_t>(r)]];
        j.ok = true;
        j.prob = p[r];
        j.label = p[r] >= options_.threshold ? 1 : 0;
        const std::size_t dropped = enc[order[start + static_cast<std::size_t>(r)]].premise_tokens_dropped;
        if (dropped > 0) {
          j.rationale = "premise truncated: " + std::to_string(dropped) + " tokens dropped to fit " +
                        std::to_string(options_.max_length);
        }
      }
    } catch (const std::exception& e) {
      for (std::size_t k = start; k < end; ++k) out[order[k]].error = "nli model: " + torch_message(e);
    }
  }
  return out;
}

void register_nli_judge(judge::Registry& registry) {
  registry.add(
      "nli",
      [](std::string_view dir) -> Result<std::unique_ptr<Judge>> {
        return judge::wrap(NliJudge::from_spec(dir));
      },
      "nli:DIR");
}

void register_nli_judge() { register_nli_judge(judge::process_registry()); }

}  // namespace citeval::model

// USE-lite forward pass on libtorch.
//
// Why the architecture is implemented directly (weights mapped by name) rather than by
// interpreting the TF graph: of model.json's 317 nodes, ~250 are shape bookkeeping for
// tensor2tensor's "pad remover" (Where/GatherNd/ScatterNd/SparseToDense with data-dependent
// shapes) around a small 2-layer transformer. An interpreter would need ~40 ops with TF's
// dynamic-shape semantics and would run them one by one on tiny tensors; the direct version is a
// dozen fused libtorch calls per layer, batches inputs of similar length, and skips the
// gather/scatter (padding cannot reach a real position: padded keys get a -1e9 bias, and the
// pooling masks padded rows). Every constant the graph keeps as a weight (layer-norm epsilon,
// attention scales, head sizes, padding bias, maximum length, L2 epsilon, timing frequencies) is
// read from the file, and the oracle test pins the result to the TF.js reference.
//
// What the graph computes (node names abbreviated), for token ids w_1..w_n (n clipped to 128):
//   x_i   = 2 E[w_i] + [sin(i f), cos(i f)]     (Encode/Scatter + AddTimingSignal/Scatter: the
//                                                embedding is added twice, f = 128 frequencies)
//   layer 0 (256 -> 512): h = MHA(LN(x)) + Dense(x);       h = h + FFN(LN(h))
//   layer 1 (512 -> 512): h = h + MHA(LN(h));              h = h + FFN(LN(h))
//     MHA: fused qkv 1x1 conv, 4 heads, q scaled by 1/sqrt(head size), padded keys bias -1e9,
//          softmax, output 1x1 conv;  FFN: relu(h W1 + b1) W2 + b2 (1536 hidden);
//     LN: (h - mean) * rsqrt(var + 1e-6) * scale + bias
//   e = l2_normalize(tanh(W_t mean_i(h_i) + b_t))   (mean over max(n, 1) positions)
#include "model/use_model.h"

#include <fmt/format.h>
#include <torch/script.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>
#include <sstream>

namespace citeval::model {

namespace {

constexpr const char* kKona = "module_apply_default/Encoder_en/KonaTransformer/";
constexpr const char* kStack = "module_apply_default/Encoder_en/KonaTransformer/Encode/TransformerStack/";

std::string read_file(const std::string& path, bool* ok) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    *ok = false;
    return {};
  }
  std::ostringstream buf;
  buf << in.rdbuf();
  *ok = !in.bad();
  return buf.str();
}

std::uint64_t fnv1a(std::uint64_t h, std::string_view bytes) {
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::string shape_string(const std::vector<std::int64_t>& shape) {
  return fmt::format("[{}]", fmt::join(shape, ", "));
}

}  // namespace

struct UseModel::Weights {
  struct Layer {
    torch::Tensor ln1_scale, ln1_bias;  // before attention
    torch::Tensor qkv_w, qkv_b;         // [d_in, 3 d_attn]
    torch::Tensor out_w, out_b;         // [d_attn, d_model]
    torch::Tensor res_w, res_b;         // undefined when the residual needs no projection
    torch::Tensor ln2_scale, ln2_bias;  // before the FFN
    torch::Tensor ffn1_w, ffn1_b, ffn2_w, ffn2_b;
    std::int64_t heads = 0, head_size = 0;
    float query_scale = 0.0f;
  };
  torch::Tensor embeddings;      // [vocab, d]
  torch::Tensor inv_timescales;  // [1, d/2]
  std::vector<Layer> layers;
  torch::Tensor tanh_w, tanh_b;
  float ln_epsilon = 0.0f;
  float padding_bias = 0.0f;
  float l2_epsilon = 0.0f;
};

UseModel::UseModel(std::string dir, text::UseTokenizer tokenizer)
    : dir_(std::move(dir)), tokenizer_(std::move(tokenizer)) {}

UseModel::~UseModel() = default;

Result<std::shared_ptr<const UseModel>> UseModel::load(const std::string& dir) {
  const std::string json_path = dir + "/model.json";
  const std::string vocab_path = dir + "/vocab.json";
  try {
    bool ok = false;
    std::string manifest_text = read_file(json_path, &ok);
    if (!ok) return make_error(ErrorCode::kIo, "cannot read the USE model graph", json_path);
    std::string vocab_text = read_file(vocab_path, &ok);
    if (!ok) return make_error(ErrorCode::kIo, "cannot read the USE vocabulary", vocab_path);
    auto tokenizer = text::UseTokenizer::from_json(vocab_text, vocab_path);
    if (!tokenizer) return tokenizer.error();

    nlohmann::json doc = nlohmann::json::parse(manifest_text, nullptr, false);
    if (doc.is_discarded()) {
      return make_error(ErrorCode::kParse, "the USE model graph is not valid JSON", json_path);
    }
    if (!doc.is_object() || !doc.contains("weightsManifest") ||
        !doc["weightsManifest"].is_array()) {
      return make_error(ErrorCode::kInvalidField, "missing the weights manifest", json_path, 0,
                        "weightsManifest");
    }
    std::uint64_t hash = fnv1a(0xcbf29ce484222325ULL, manifest_text);
    hash = fnv1a(hash, vocab_text);

    // Name -> tensor for every weight of every group (each group's shards are one buffer).
    std::map<std::string, torch::Tensor> tensors;
    const auto& groups = doc["weightsManifest"];
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const auto& group = groups[g];
      std::string field = fmt::format("weightsManifest[{}]", g);
      if (!group.is_object() || !group.contains("paths") || !group["paths"].is_array() ||
          !group.contains("weights") || !group["weights"].is_array()) {
        return make_error(ErrorCode::kInvalidField, "expected \"paths\" and \"weights\" arrays",
                          json_path, 0, field);
      }
      std::string buffer;
      for (const auto& p : group["paths"]) {
        if (!p.is_string()) {
          return make_error(ErrorCode::kInvalidField, "a shard path is not a string", json_path,
                            0, field + ".paths");
        }
        std::string shard_path = dir + "/" + p.get<std::string>();
        std::string shard = read_file(shard_path, &ok);
        if (!ok) return make_error(ErrorCode::kIo, "cannot read a USE weight shard", shard_path);
        hash = fnv1a(hash, shard);
        buffer += shard;
      }
      std::size_t offset = 0;
      const auto& weights = group["weights"];
      for (std::size_t i = 0; i < weights.size(); ++i) {
        const auto& w = weights[i];
        std::string wfield = fmt::format("{}.weights[{}]", field, i);
        if (!w.is_object() || !w.contains("name") || !w["name"].is_string() ||
            !w.contains("shape") || !w["shape"].is_array() || !w.contains("dtype") ||
            !w["dtype"].is_string()) {
          return make_error(ErrorCode::kInvalidField, "expected name, shape and dtype",
                            json_path, 0, wfield);
        }
        if (w.contains("quantization")) {
          return make_error(ErrorCode::kUnsupported, "quantized weights are not supported",
                            json_path, 0, wfield);
        }
        std::string dtype = w["dtype"].get<std::string>();
        if (dtype != "float32" && dtype != "int32") {
          return make_error(ErrorCode::kUnsupported, "unsupported dtype '" + dtype + "'",
                            json_path, 0, wfield + ".dtype");
        }
        std::vector<std::int64_t> shape;
        std::int64_t count = 1;
        for (const auto& d : w["shape"]) {
          if (!d.is_number_integer() || d.get<std::int64_t>() < 0) {
            return make_error(ErrorCode::kInvalidField, "a dimension is not a size", json_path,
                              0, wfield + ".shape");
          }
          shape.push_back(d.get<std::int64_t>());
          count *= shape.back();
        }
        std::size_t bytes = static_cast<std::size_t>(count) * 4;
        if (offset + bytes > buffer.size()) {
          return make_error(ErrorCode::kInvalidField,
                            fmt::format("the shards of this group hold {} bytes, but the weights "
                                        "up to '{}' need {}",
                                        buffer.size(), w["name"].get<std::string>(),
                                        offset + bytes),
                            json_path, 0, wfield);
        }
        auto type = dtype == "float32" ? torch::kFloat32 : torch::kInt32;
        torch::Tensor t =
            torch::from_blob(buffer.data() + offset, shape, torch::TensorOptions().dtype(type))
                .clone();
        tensors[w["name"].get<std::string>()] = std::move(t);
        offset += bytes;
      }
      if (offset != buffer.size()) {
        return make_error(ErrorCode::kInvalidField,
                          fmt::format("the shards of this group hold {} bytes, the manifest "
                                      "describes {}",
                                      buffer.size(), offset),
                          json_path, 0, field);
      }
    }

    // Picks a weight by name and checks its shape; the first error wins.
    std::optional<Error> error;
    auto get = [&](const std::string& name, std::vector<std::int64_t> shape) -> torch::Tensor {
      if (error) return {};
      auto it = tensors.find(name);
      if (it == tensors.end()) {
        error = make_error(ErrorCode::kInvalidField, "the USE graph lacks weight '" + name + "'",
                           json_path, 0, "weightsManifest");
        return {};
      }
      std::vector<std::int64_t> actual(it->second.sizes().begin(), it->second.sizes().end());
      if (actual != shape) {
        error = make_error(ErrorCode::kInvalidField,
                           fmt::format("weight '{}' has shape {}, expected {}", name,
                                       shape_string(actual), shape_string(shape)),
                           json_path, 0, "weightsManifest");
        return {};
      }
      return it->second;
    };
    auto scalar_f = [&](const std::string& name) {
      torch::Tensor t = get(name, {});
      return t.defined() ? t.item<float>() : 0.0f;
    };
    auto scalar_i = [&](const std::string& name) {
      torch::Tensor t = get(name, {});
      return t.defined() ? t.item<std::int32_t>() : 0;
    };

    auto w = std::make_unique<Weights>();
    // The embedding table may have more rows than vocab.json has pieces (8,002 vs 8,000).
    const std::int64_t vocab = static_cast<std::int64_t>(tokenizer->vocabulary_size());
    auto emb_it = tensors.find("module/Embeddings_en");
    const bool emb_ok = emb_it != tensors.end() && emb_it->second.dim() == 2 &&
                        emb_it->second.size(0) >= vocab;
    const std::int64_t rows = emb_ok ? emb_it->second.size(0) : vocab;
    const std::int64_t d_in = emb_ok ? emb_it->second.size(1) : 256;
    w->embeddings = get("module/Embeddings_en", {rows, d_in});
    w->inv_timescales =
        get(std::string(kStack) + "Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1",
            {1, d_in / 2});
    w->ln_epsilon =
        scalar_f(std::string(kStack) + "Layer_1/TransformerLayer/FFN/layer_prepostprocess/"
                 "layer_norm/Cast/x");
    w->padding_bias = scalar_f(std::string(kStack) +
                               "Layer_1/TransformerLayer/MultiheadAttention/DotProductAttention/"
                               "attention_bias_ignore_padding/mul/y");
    w->l2_epsilon =
        scalar_f("module_apply_default/Encoder_en/hidden_layers/l2_normalize/Maximum/y");
    const int max_tokens = scalar_i(std::string(kKona) + "ClipToMaxLength/Less/y");
    const std::int64_t heads = scalar_i(
        std::string(kStack) +
        "Layer_1/TransformerLayer/MultiheadAttention/split_heads/split_last_dimension/Reshape/"
        "shape/2");
    constexpr std::int64_t kModel = kDim, kHidden = 1536;
    std::int64_t d = d_in;
    for (int l = 0; l < 2 && !error; ++l) {
      const std::string p = fmt::format("{}Encode/Layer_{}/TransformerLayer/", kKona, l);
      const std::string k = fmt::format("module/Encoder_en/KonaTransformer/Encode/Layer_{}/"
                                        "TransformerLayer/MultiheadAttention/",
                                        l);
      const std::string s = fmt::format("{}Layer_{}/TransformerLayer/", kStack, l);
      const std::string concat = "/ConcatPartitions/concat";
      Weights::Layer L;
      L.ln1_scale = get(p + "layer_prepostprocess/layer_norm/layer_norm_scale" + concat, {d});
      L.ln1_bias = get(p + "layer_prepostprocess/layer_norm/layer_norm_bias" + concat, {d});
      torch::Tensor qkv = get(k + "qkv_transform_single/kernel/part_0", {1, 1, d, 3 * d});
      if (qkv.defined()) L.qkv_w = qkv.view({d, 3 * d});
      L.qkv_b = get(p + "MultiheadAttention/qkv_transform_single/bias" + concat, {3 * d});
      torch::Tensor out = get(k + "output_transform_single/kernel/part_0", {1, 1, d, kModel});
      if (out.defined()) L.out_w = out.view({d, kModel});
      L.out_b = get(p + "MultiheadAttention/output_transform_single/bias" + concat, {kModel});
      if (d != kModel) {
        L.res_w = get(p + "dense/kernel" + concat, {d, kModel});
        L.res_b = get(p + "dense/bias" + concat, {kModel});
      }
      L.ln2_scale =
          get(p + "FFN/layer_prepostprocess/layer_norm/layer_norm_scale" + concat, {kModel});
      L.ln2_bias =
          get(p + "FFN/layer_prepostprocess/layer_norm/layer_norm_bias" + concat, {kModel});
      L.ffn1_w = get(s + "FFN/conv1/Tensordot/Reshape_1", {kModel, kHidden});
      L.ffn1_b = get(p + "FFN/conv1/bias" + concat, {kHidden});
      L.ffn2_w = get(s + "FFN/conv2/Tensordot/Reshape_1", {kHidden, kModel});
      L.ffn2_b = get(p + "FFN/conv2/bias" + concat, {kModel});
      L.head_size = scalar_i(
          s + "MultiheadAttention/split_heads/split_last_dimension/Reshape/shape/3");
      L.heads = heads;
      L.query_scale = scalar_f(s + "MultiheadAttention/mul/y");
      if (!error && (L.heads <= 0 || L.head_size <= 0 || L.heads * L.head_size != d)) {
        error = make_error(ErrorCode::kInvalidField,
                           fmt::format("layer {}: {} heads of {} do not make {}", l, L.heads,
                                       L.head_size, d),
                           json_path, 0, "weightsManifest");
      }
      w->layers.push_back(std::move(L));
      d = kModel;
    }
    w->tanh_w = get("module/Encoder_en/hidden_layers/tanh_layer_0/weights", {kModel, kModel});
    w->tanh_b = get("module/Encoder_en/hidden_layers/tanh_layer_0/bias", {kModel});
    if (!error && max_tokens <= 0) {
      error = make_error(ErrorCode::kInvalidField, "the maximum length is not positive",
                         json_path, 0, "weightsManifest");
    }
    if (error) return *error;

    std::shared_ptr<UseModel> model(new UseModel(dir, std::move(tokenizer.value())));
    model->content_hash_ = fmt::format("{:016x}", hash);
    model->max_tokens_ = max_tokens;
    model->w_ = std::move(w);
    return std::shared_ptr<const UseModel>(std::move(model));
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInternal,
                      std::string("loading the USE model failed: ") + e.what(), json_path);
  }
}

std::vector<float> UseModel::embed(std::span<const std::string> texts) const {
  return embed(texts, Options{});
}

std::vector<float> UseModel::embed(std::span<const std::string> texts,
                                   const Options& options) const {
  std::vector<std::vector<std::int32_t>> ids;
  ids.reserve(texts.size());
  for (const auto& t : texts) ids.push_back(tokenizer_.encode(t));
  return embed_ids(ids, options);
}

std::vector<float> UseModel::embed_ids(std::span<const std::vector<std::int32_t>> ids,
                                       const Options& options) const {
  c10::InferenceMode guard;
  const Weights& w = *w_;
  const std::size_t n = ids.size();
  std::vector<float> out(n * kDim);
  auto length = [&](std::size_t i) {
    return std::min<std::size_t>(ids[i].size(), static_cast<std::size_t>(max_tokens_));
  };
  // Longest first, so a batch's first row fixes its padded length.
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return length(a) > length(b); });
  const std::int64_t vocab = w.embeddings.size(0);

  for (std::size_t begin = 0; begin < n;) {
    const std::int64_t T = std::max<std::int64_t>(1, static_cast<std::int64_t>(length(order[begin])));
    std::size_t rows = std::max<std::size_t>(
        1, std::min(options.max_batch_rows, options.max_batch_tokens / static_cast<std::size_t>(T)));
    rows = std::min(rows, n - begin);
    const std::int64_t B = static_cast<std::int64_t>(rows);

    torch::Tensor tok = torch::zeros({B, T}, torch::kInt64);
    torch::Tensor mask = torch::zeros({B, T}, torch::kFloat32);
    torch::Tensor lengths = torch::empty({B, 1}, torch::kFloat32);
    auto tok_a = tok.accessor<std::int64_t, 2>();
    auto mask_a = mask.accessor<float, 2>();
    auto len_a = lengths.accessor<float, 2>();
    for (std::int64_t b = 0; b < B; ++b) {
      const auto& seq = ids[order[begin + static_cast<std::size_t>(b)]];
      const std::size_t len = length(order[begin + static_cast<std::size_t>(b)]);
      for (std::size_t t = 0; t < len; ++t) {
        std::int64_t id = seq[t];
        // Ids come from our tokenizer; an out-of-range id is a caller bug, kept from crashing.
        tok_a[b][static_cast<std::int64_t>(t)] = (id >= 0 && id < vocab) ? id : 0;
        mask_a[b][static_cast<std::int64_t>(t)] = 1.0f;
      }
      len_a[b][0] = static_cast<float>(std::max<std::size_t>(len, 1));
    }
    torch::Tensor mask3 = mask.unsqueeze(2);                                  // [B,T,1]
    torch::Tensor key_bias = ((1.0f - mask) * w.padding_bias).view({B, 1, 1, T});

    // Input: the embedding twice plus the timing signal (see the top of this file).
    torch::Tensor emb = torch::embedding(w.embeddings, tok);                  // [B,T,d]
    torch::Tensor pos = torch::arange(T, torch::kFloat32).unsqueeze(1) * w.inv_timescales;
    torch::Tensor timing = torch::cat({pos.sin(), pos.cos()}, 1);             // [T,d]
    torch::Tensor h = (emb + (emb + timing)) * mask3;

    for (const auto& L : w.layers) {
      const std::int64_t d = h.size(2);
      torch::Tensor x2 = h.reshape({B * T, d});
      torch::Tensor y = torch::layer_norm(x2, {d}, L.ln1_scale, L.ln1_bias, w.ln_epsilon);
      torch::Tensor qkv = torch::addmm(L.qkv_b, y, L.qkv_w).view({B, T, 3, L.heads, L.head_size});
      torch::Tensor q = qkv.select(2, 0).transpose(1, 2) * L.query_scale;     // [B,H,T,S]
      torch::Tensor k = qkv.select(2, 1).transpose(1, 2);
      torch::Tensor v = qkv.select(2, 2).transpose(1, 2);
      torch::Tensor att = torch::softmax(torch::matmul(q, k.transpose(2, 3)) + key_bias, -1);
      torch::Tensor ctx = torch::matmul(att, v).transpose(1, 2).reshape({B * T, d});
      torch::Tensor a = torch::addmm(L.out_b, ctx, L.out_w);
      torch::Tensor r = L.res_w.defined() ? torch::addmm(L.res_b, x2, L.res_w) : x2;
      torch::Tensor h2 = a + r;                                               // [B*T,512]
      torch::Tensor z = torch::layer_norm(h2, {kDim}, L.ln2_scale, L.ln2_bias, w.ln_epsilon);
      z = torch::addmm(L.ffn2_b, torch::relu(torch::addmm(L.ffn1_b, z, L.ffn1_w)), L.ffn2_w);
      h = (z + h2).view({B, T, kDim});
    }
    torch::Tensor pooled = (h * mask3).sum(1) / lengths;                      // [B,512]
    torch::Tensor e = torch::tanh(torch::addmm(w.tanh_b, pooled, w.tanh_w));
    e = e * torch::rsqrt(torch::clamp_min((e * e).sum(1, true), w.l2_epsilon));
    e = e.contiguous();
    const float* src = e.data_ptr<float>();
    for (std::int64_t b = 0; b < B; ++b) {
      std::copy(src + b * kDim, src + (b + 1) * kDim,
                out.begin() + static_cast<std::ptrdiff_t>(order[begin + static_cast<std::size_t>(b)] * kDim));
    }
    begin += rows;
  }
  return out;
}

}  // namespace citeval::model

#include "metrics/qa_pipeline.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <unordered_map>

#include "text/hf_regex.h"
#include "text/hf_tokenizer.h"

namespace citeval::metrics {

struct QaPreprocessor::Impl {
  text::HfTokenizer tok;
  std::shared_ptr<const text::hf::OnigPattern> pre_tokenizer;  // GPT-2's pattern
  // Per id: the token's length in context bytes and its leading/trailing spaces ("Ġ").
  struct TokenShape {
    std::uint32_t bytes = 0;
    std::uint32_t lead = 0;
    std::uint32_t trail = 0;
  };
  std::vector<TokenShape> shapes;
  bool trim_offsets = true;
  std::optional<std::int64_t> cls_id;
};

namespace {

using Json = nlohmann::json;

// The pattern of the tokenizers crate's ByteLevel pre-tokenizer (GPT-2's).
constexpr const char* kByteLevelPattern =
    R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)";

// Code points of a UTF-8 string (invalid bytes count as one each).
std::vector<char32_t> code_points(std::string_view s) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    std::size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
    if (i + len > s.size()) len = 1;
    char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
    for (std::size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(cp);
    i += len;
  }
  return out;
}

// NumPy's pairwise summation for a contiguous float32 array (float accumulators).
float pairwise_sum(const float* a, std::size_t n) {
  if (n < 8) {
    float res = 0.0f;
    for (std::size_t i = 0; i < n; ++i) res += a[i];
    return res;
  }
  if (n <= 128) {
    float r[8];
    for (std::size_t k = 0; k < 8; ++k) r[k] = a[k];
    std::size_t i = 8;
    for (; i < n - (n % 8); i += 8) {
      for (std::size_t k = 0; k < 8; ++k) r[k] += a[i + k];
    }
    float res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += a[i];
    return res;
  }
  std::size_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise_sum(a, n2) + pairwise_sum(a + n2, n - n2);
}

// Masked softmax as select_starts_ends computes it (float32).
std::vector<float> masked_softmax(std::span<const float> logits, std::span<const std::uint8_t> selectable) {
  std::vector<float> p(logits.size());
  for (std::size_t i = 0; i < p.size(); ++i) p[i] = selectable[i] != 0 ? logits[i] : -10000.0f;
  if (p.empty()) return p;
  const float mx = *std::max_element(p.begin(), p.end());
  for (float& v : p) v = std::exp(v - mx);
  const float sum = pairwise_sum(p.data(), p.size());
  for (float& v : p) v = v / sum;
  return p;
}

Result<Json> read_json(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot read the file", path);
  std::stringstream ss;
  ss << in.rdbuf();
  Json j = Json::parse(ss.str(), nullptr, false);
  if (j.is_discarded()) return make_error(ErrorCode::kParse, "not valid JSON", path);
  return j;
}

// trim_offsets of the post-processor (RobertaProcessing / ByteLevel, also inside a Sequence).
bool post_processor_trims(const Json& pp) {
  if (!pp.is_object()) return false;
  const std::string type = pp.value("type", "");
  if (type == "RobertaProcessing" || type == "ByteLevel") return pp.value("trim_offsets", true);
  if (type == "Sequence" && pp.contains("processors") && pp["processors"].is_array()) {
    for (const Json& p : pp["processors"]) {
      if (post_processor_trims(p)) return true;
    }
  }
  return false;
}

}  // namespace

Result<QaPreprocessor> QaPreprocessor::load(const std::string& tokenizer_json,
                                            const std::string& cls_token) {
  auto tok = text::HfTokenizer::load(tokenizer_json);
  if (!tok) return tok.error();
  auto j = read_json(tokenizer_json);
  if (!j) return j.error();
  const Json& root = *j;
  auto unsupported = [&](const std::string& what, const std::string& field) {
    return make_error(ErrorCode::kUnsupported,
                      "QA answers need token offsets, implemented for byte-level BPE tokenizers "
                      "(RoBERTa's) only: " + what,
                      tokenizer_json, 0, field);
  };
  if (root.contains("normalizer") && !root["normalizer"].is_null()) {
    return unsupported("a normalizer", "normalizer");
  }
  const Json& pre = root.contains("pre_tokenizer") ? root["pre_tokenizer"] : Json();
  if (!pre.is_object() || pre.value("type", "") != "ByteLevel" ||
      pre.value("add_prefix_space", false) || !pre.value("use_regex", true)) {
    return unsupported("the pre-tokenizer is not ByteLevel(add_prefix_space=false)", "pre_tokenizer");
  }
  const Json& model = root.contains("model") ? root["model"] : Json();
  if (!model.is_object() || model.value("type", "") != "BPE" || !model.contains("vocab") ||
      !model["vocab"].is_object()) {
    return unsupported("the model is not BPE", "model");
  }
  auto impl = std::make_shared<Impl>(Impl{*tok, nullptr, {}, post_processor_trims(root.value("post_processor", Json())), std::nullopt});
  auto pattern = text::hf::OnigPattern::compile(kByteLevelPattern);
  if (!pattern) return pattern.error();
  impl->pre_tokenizer = *pattern;
  impl->shapes.resize(impl->tok.vocab_size());
  for (const auto& [token, id_json] : model["vocab"].items()) {
    if (!id_json.is_number_integer()) return unsupported("a vocabulary id is not an integer", "model.vocab");
    const auto id = id_json.get<std::int64_t>();
    if (id < 0 || static_cast<std::size_t>(id) >= impl->shapes.size()) continue;
    const std::vector<char32_t> cps = code_points(token);
    Impl::TokenShape s;
    s.bytes = static_cast<std::uint32_t>(cps.size());  // byte-level: one code point per byte
    while (s.lead < cps.size() && cps[s.lead] == U'\u0120') ++s.lead;
    while (s.trail < cps.size() && cps[cps.size() - 1 - s.trail] == U'\u0120') ++s.trail;
    impl->shapes[static_cast<std::size_t>(id)] = s;
  }
  if (!cls_token.empty()) {
    if (auto id = impl->tok.token_to_id(cls_token)) impl->cls_id = *id;
  }
  return QaPreprocessor(std::move(impl));
}

Result<std::vector<QaWindow>> QaPreprocessor::windows(std::string_view question,
                                                      std::string_view context,
                                                      const QaPipelineOptions& options) const {
  const Impl& im = *impl_;
  const std::vector<std::int32_t> q = im.tok.tokenize(question);
  // The context word by word (the pre-tokenizer's pieces), with each token's offsets.
  std::vector<std::int32_t> c;
  std::vector<std::int64_t> c_word;
  std::vector<std::pair<std::size_t, std::size_t>> c_off;
  std::vector<std::pair<std::size_t, std::size_t>> pieces;
  std::size_t pos = 0;
  for (const auto& [b, e] : im.pre_tokenizer->find_all(context)) {
    if (b > pos) pieces.emplace_back(pos, b);
    if (e > b) pieces.emplace_back(b, e);
    pos = e;
  }
  if (pos < context.size()) pieces.emplace_back(pos, context.size());
  for (std::size_t w = 0; w < pieces.size(); ++w) {
    const auto [b, e] = pieces[w];
    std::size_t at = b;
    for (std::int32_t id : im.tok.tokenize(context.substr(b, e - b))) {
      const Impl::TokenShape s =
          static_cast<std::size_t>(id) < im.shapes.size() ? im.shapes[static_cast<std::size_t>(id)] : Impl::TokenShape{};
      std::size_t start = at;
      std::size_t end = std::min(at + s.bytes, e);
      at = end;
      if (im.trim_offsets) {
        if (s.lead > 0) start = std::min(start + s.lead, end);
        if (s.trail > 0 && end >= s.trail) end = std::max(end - s.trail, start);
      }
      c.push_back(id);
      c_word.push_back(static_cast<std::int64_t>(w));
      c_off.emplace_back(start, end);
    }
  }
  if (c != im.tok.tokenize(context)) {
    return make_error(ErrorCode::kUnsupported,
                      "the context's tokens differ when it is tokenized piece by piece (added or "
                      "special tokens in the text?)");
  }
  const std::size_t specials = im.tok.num_special_tokens(true);
  std::vector<std::pair<std::size_t, std::size_t>> ranges;  // context token ranges
  if (q.size() + specials + c.size() <= options.max_seq_len) {
    ranges.emplace_back(0, c.size());
  } else {
    if (q.size() + specials >= options.max_seq_len) {
      return make_error(ErrorCode::kInvalidArgument,
                        fmt::format("the question has {} tokens: no room for the context in {}",
                                    q.size(), options.max_seq_len));
    }
    const std::size_t budget = options.max_seq_len - q.size() - specials;
    if (options.doc_stride >= budget) {
      return make_error(ErrorCode::kInvalidArgument,
                        fmt::format("the question has {} tokens: a window of {} context tokens is not "
                                    "longer than the stride {}",
                                    q.size(), budget, options.doc_stride));
    }
    for (std::size_t start = 0;; start += budget - options.doc_stride) {
      const std::size_t stop = std::min(start + budget, c.size());
      ranges.emplace_back(start, stop);
      if (stop == c.size()) break;
    }
  }
  std::vector<QaWindow> out;
  for (const auto& [b, e] : ranges) {
    std::vector<std::int32_t> part(c.begin() + static_cast<std::ptrdiff_t>(b),
                                   c.begin() + static_cast<std::ptrdiff_t>(e));
    std::vector<std::int32_t> alt = part;
    for (auto& id : alt) id ^= 1;
    const text::HfEncoding enc = im.tok.post_process(q, &part);
    const text::HfEncoding other = im.tok.post_process(q, &alt);
    QaWindow w;
    const std::size_t n = enc.ids.size();
    w.ids.assign(enc.ids.begin(), enc.ids.end());
    w.type_ids.assign(enc.type_ids.begin(), enc.type_ids.end());
    if (w.type_ids.size() != n) w.type_ids.assign(n, 0);
    w.selectable.assign(n, 0);
    w.word.assign(n, -1);
    w.offsets.assign(n, {0, 0});
    std::size_t k = b;  // the context token at the next position of sequence B
    for (std::size_t i = 0; i < n && i < other.ids.size(); ++i) {
      if (enc.ids[i] != other.ids[i] && k < e) {  // a position of sequence B
        w.selectable[i] = 1;
        w.word[i] = c_word[k];
        w.offsets[i] = c_off[k];
        ++k;
      }
      if (im.cls_id && enc.ids[i] == *im.cls_id) w.selectable[i] = 1;
    }
    out.push_back(std::move(w));
  }
  return out;
}

Result<QaModelSpec> read_qa_model_spec(const std::string& dir) {
  const std::string path = dir + "/citeval_qa.json";
  auto j = read_json(path);
  if (!j) return j.error();
  if (!j->is_object() || j->value("format", "") != "citeval-qa/1") {
    return make_error(ErrorCode::kInvalidField, "expected a \"citeval-qa/1\" object", path, 0, "format");
  }
  QaModelSpec spec;
  spec.dir = dir;
  spec.tokenizer_json = dir + "/tokenizer.json";
  const Json& o = *j;
  if (!o.contains("cls_token") || !o["cls_token"].is_string()) {
    return make_error(ErrorCode::kInvalidField, "a string is required", path, 0, "cls_token");
  }
  spec.cls_token = o["cls_token"].get<std::string>();
  for (auto [key, field] : {std::pair{"max_seq_len", &spec.options.max_seq_len},
                            std::pair{"doc_stride", &spec.options.doc_stride},
                            std::pair{"max_answer_len", &spec.options.max_answer_len}}) {
    if (!o.contains(key) || !o[key].is_number_integer() || o[key].get<std::int64_t>() < 1) {
      return make_error(ErrorCode::kInvalidField, "a positive integer is required", path, 0, key);
    }
    *field = o[key].get<std::size_t>();
  }
  if (spec.options.doc_stride >= spec.options.max_seq_len) {
    return make_error(ErrorCode::kInvalidField, "must be smaller than max_seq_len", path, 0, "doc_stride");
  }
  spec.options.handle_impossible_answer = true;
  return spec;
}

QaSpan select_span(std::span<const float> start_logits, std::span<const float> end_logits,
                   std::span<const std::uint8_t> selectable, std::size_t max_answer_len) {
  QaSpan out;
  const std::size_t n = std::min({start_logits.size(), end_logits.size(), selectable.size()});
  if (n == 0) return out;
  std::vector<float> ps = masked_softmax(start_logits.first(n), selectable.first(n));
  std::vector<float> pe = masked_softmax(end_logits.first(n), selectable.first(n));
  out.null_score = ps[0] * pe[0];
  ps[0] = pe[0] = 0.0f;
  // numpy.argmax over np.tril(np.triu(outer), max_answer_len - 1): the first maximum in
  // row-major order; cells outside the band are 0, as is (0, 0), the first cell.
  float best = 0.0f;
  std::size_t bs = 0, be = 0;
  for (std::size_t s = 0; s < n; ++s) {
    const std::size_t last = std::min(n - 1, s + (max_answer_len == 0 ? 0 : max_answer_len - 1));
    if (max_answer_len == 0) break;
    for (std::size_t e = s; e <= last; ++e) {
      const float v = ps[s] * pe[e];
      if (v > best) {
        best = v;
        bs = s;
        be = e;
      }
    }
  }
  out.start = bs;
  out.end = be;
  out.score = best;
  out.kept = selectable[bs] != 0 && selectable[be] != 0;
  return out;
}

QaAnswer select_answer(std::span<const QaWindow> windows,
                       std::span<const std::vector<float>> start_logits,
                       std::span<const std::vector<float>> end_logits, std::string_view context,
                       const QaPipelineOptions& options) {
  std::optional<QaAnswer> best;
  double min_null = 1000000;  // "large and positive"
  for (std::size_t i = 0; i < windows.size() && i < start_logits.size() && i < end_logits.size(); ++i) {
    const QaWindow& w = windows[i];
    const QaSpan span = select_span(start_logits[i], end_logits[i], w.selectable, options.max_answer_len);
    if (options.handle_impossible_answer) min_null = std::min(min_null, static_cast<double>(span.null_score));
    if (!span.kept) continue;
    std::size_t start = 0, end = 0;
    if (w.word[span.start] < 0 || w.word[span.end] < 0) {
      // token_to_word gives None (the CLS token): the pipeline falls back to the offsets.
      start = w.offsets[span.start].first;
      end = w.offsets[span.end].second;
    } else {
      // word_to_chars: the word's first and last tokens in this window.
      std::size_t first = span.start, last = span.end;
      while (first > 0 && w.word[first - 1] == w.word[span.start]) --first;
      while (last + 1 < w.word.size() && w.word[last + 1] == w.word[span.end]) ++last;
      start = w.offsets[first].first;
      end = w.offsets[last].second;
    }
    end = std::min(end, context.size());
    start = std::min(start, end);
    // Python slices code points: widen to whole UTF-8 characters.
    while (start > 0 && (static_cast<unsigned char>(context[start]) & 0xC0) == 0x80) --start;
    while (end < context.size() && (static_cast<unsigned char>(context[end]) & 0xC0) == 0x80) ++end;
    QaAnswer a{std::string(context.substr(start, end - start)), start, end, span.score, false};
    if (!best || a.score > best->score) best = std::move(a);  // stable: the first best stays
  }
  if (options.handle_impossible_answer && (!best || min_null > best->score)) {
    return QaAnswer{"", 0, 0, min_null, true};
  }
  return best ? *best : QaAnswer{"", 0, 0, 0, true};
}

}  // namespace citeval::metrics

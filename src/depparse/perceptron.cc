#include "depparse/perceptron.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace citeval::parse {

bool ByteReader::read(void* dst, std::size_t n) {
  if (static_cast<std::size_t>(end_ - p_) < n) return false;
  std::memcpy(dst, p_, n);
  p_ += n;
  return true;
}

bool ByteReader::get_string(std::string& s) {
  std::uint32_t n = 0;
  if (!get(n) || remaining() < n) return false;
  s.assign(p_, n);
  p_ += n;
  return true;
}

void put_string(std::string& out, std::string_view s) {
  put(out, static_cast<std::uint32_t>(s.size()));
  out.append(s);
}

void LinearModel::build_index() {
  std::size_t cap = 16;
  while (cap * 5 < keys_.size() * 8) cap <<= 1;  // load factor <= 0.625
  table_.assign(cap, 0);
  mask_ = cap - 1;
  row_begin_.resize(keys_.size());
  rows_.clear();
  std::uint32_t off = 0;
  for (std::size_t f = 0; f < keys_.size(); ++f) {
    row_begin_[f] = off;
    off += row_len_[f];
    if (keys_[f] == 0) continue;  // never produced by feature_key(); unreachable if present
    const std::uint64_t entry = (keys_[f] & 0xFFFFFFFF00000000ull) | (rows_.size() + 1);
    std::uint64_t s = keys_[f] & mask_;
    while (table_[s]) s = (s + 1) & mask_;
    table_[s] = entry;
    const std::uint32_t b = row_begin_[f], len = row_len_[f];
    // Rows with a quarter of the classes or more are faster as dense adds.
    if (len * 4 >= static_cast<std::uint32_t>(num_classes_)) {
      // The row is padded to a multiple of 8 classes for 8-wide vector adds.
      rows_.push_back(kDense);
      const std::size_t d = rows_.size();
      rows_.resize(d + padded_classes(), 0);
      for (std::uint32_t j = b; j < b + len; ++j) rows_[d + cls_[j]] = quant_[j];
    } else {
      rows_.push_back(static_cast<std::int16_t>(len));
      for (std::uint32_t j = b; j < b + len; ++j) {
        rows_.push_back(static_cast<std::int16_t>(cls_[j]));
        rows_.push_back(quant_[j]);
      }
    }
  }
}

namespace {

// acc[0..n) += row[0..n) with int16 -> int32 widening; n is a multiple of 8. Written with SSE2
// (baseline x86-64) because GCC at -O2 leaves the plain loop scalar.
inline void add_dense(const std::int16_t* row, std::int32_t* acc, int n) {
#if defined(__SSE2__)
  for (int c = 0; c < n; c += 8) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(row + c));
    const __m128i lo = _mm_srai_epi32(_mm_unpacklo_epi16(v, v), 16);
    const __m128i hi = _mm_srai_epi32(_mm_unpackhi_epi16(v, v), 16);
    __m128i* a = reinterpret_cast<__m128i*>(acc + c);
    _mm_storeu_si128(a, _mm_add_epi32(_mm_loadu_si128(a), lo));
    _mm_storeu_si128(a + 1, _mm_add_epi32(_mm_loadu_si128(a + 1), hi));
  }
#else
  for (int c = 0; c < n; ++c) acc[c] += row[c];
#endif
}

}  // namespace

void LinearModel::score(const std::uint64_t* feats, std::size_t n, float* scores) const {
  std::int32_t acc[kMaxClasses];
  score_int(feats, n, acc);
  for (int c = 0; c < num_classes_; ++c) scores[c] = static_cast<float>(acc[c]) * scale_;
}

void LinearModel::score_int(const std::uint64_t* feats, std::size_t n, std::int32_t* acc) const {
  std::fill(acc, acc + padded_classes(), 0);
  if (keys_.empty()) return;
  constexpr std::size_t kChunk = 64;
  const std::int16_t* found[kChunk];
  const std::uint64_t* table = table_.data();
  for (std::size_t base = 0; base < n; base += kChunk) {
    const std::size_t m = std::min(kChunk, n - base);
    // Prefetch every slot first so the cache misses overlap, then probe, prefetching rows.
    for (std::size_t i = 0; i < m; ++i) __builtin_prefetch(&table[feats[base + i] & mask_]);
    std::size_t nfound = 0;
    for (std::size_t i = 0; i < m; ++i) {
      const std::uint64_t key = feats[base + i];
      const std::uint64_t fp = key & 0xFFFFFFFF00000000ull;
      for (std::uint64_t s = key & mask_; table[s]; s = (s + 1) & mask_) {
        if ((table[s] & 0xFFFFFFFF00000000ull) == fp) {
          const std::int16_t* row = &rows_[(table[s] & 0xFFFFFFFFull) - 1];
          __builtin_prefetch(row);
          found[nfound++] = row;
          break;
        }
      }
    }
    for (std::size_t i = 0; i < nfound; ++i) {
      const std::int16_t* row = found[i];
      if (row[0] == kDense) {
        add_dense(row + 1, acc, padded_classes());
        continue;
      }
      const int len = row[0];
      for (int j = 0; j < len; ++j) acc[static_cast<std::uint16_t>(row[1 + 2 * j])] += row[2 + 2 * j];
    }
  }
}

LinearModel LinearModel::pruned(float min_abs) const {
  LinearModel m;
  m.num_classes_ = num_classes_;
  m.scale_ = scale_;
  for (std::size_t f = 0; f < keys_.size(); ++f) {
    std::uint32_t len = 0;
    for (std::uint32_t j = row_begin_[f]; j < row_begin_[f] + row_len_[f]; ++j) {
      if (std::fabs(quant_[j] * scale_) < min_abs) continue;
      m.cls_.push_back(cls_[j]);
      m.quant_.push_back(quant_[j]);
      ++len;
    }
    if (len == 0) {
      continue;
    }
    m.keys_.push_back(keys_[f]);
    m.row_len_.push_back(len);
  }
  m.build_index();
  return m;
}

LinearModel LinearModel::quantized(int num_classes, const std::vector<Weight>& weights) {
  LinearModel m;
  m.num_classes_ = num_classes;
  float max_abs = 0.0f;
  for (const Weight& x : weights) max_abs = std::max(max_abs, std::fabs(x.w));
  m.scale_ = max_abs > 0 ? max_abs / 32767.0f : 1.0f;
  for (std::size_t i = 0; i < weights.size();) {
    std::size_t j = i;
    std::uint32_t len = 0;
    for (; j < weights.size() && weights[j].key == weights[i].key; ++j) {
      const long q = std::lround(weights[j].w / m.scale_);
      if (q == 0) continue;
      m.cls_.push_back(weights[j].cls);
      m.quant_.push_back(static_cast<std::int16_t>(std::clamp(q, -32767L, 32767L)));
      ++len;
    }
    if (len > 0) {
      m.keys_.push_back(weights[i].key);
      m.row_len_.push_back(len);
    }
    i = j;
  }
  m.build_index();
  return m;
}

LinearModel LinearModel::average(const std::vector<const LinearModel*>& models) {
  if (models.empty()) return LinearModel();
  // Gather (key, class, weight) from every model, sort by key and class, and sum runs.
  std::vector<Weight> items;
  for (const LinearModel* x : models)
    for (std::size_t f = 0; f < x->keys_.size(); ++f)
      for (std::uint32_t j = x->row_begin_[f]; j < x->row_begin_[f] + x->row_len_[f]; ++j)
        items.push_back({x->keys_[f], x->cls_[j], x->quant_[j] * x->scale_});
  std::stable_sort(items.begin(), items.end(), [](const Weight& a, const Weight& b) {
    return a.key != b.key ? a.key < b.key : a.cls < b.cls;
  });
  std::vector<Weight> merged;
  for (const Weight& it : items) {
    if (!merged.empty() && merged.back().key == it.key && merged.back().cls == it.cls) merged.back().w += it.w;
    else merged.push_back(it);
  }
  for (Weight& it : merged) it.w /= static_cast<float>(models.size());
  return quantized(models[0]->num_classes_, merged);
}

void LinearModel::serialize(std::string& out) const {
  put(out, static_cast<std::uint32_t>(num_classes_));
  put(out, scale_);
  put(out, static_cast<std::uint64_t>(keys_.size()));
  put(out, static_cast<std::uint64_t>(cls_.size()));
  out.append(reinterpret_cast<const char*>(keys_.data()), keys_.size() * 8);
  for (std::uint32_t len : row_len_) put(out, static_cast<std::uint8_t>(len));
  out.append(reinterpret_cast<const char*>(cls_.data()), cls_.size());
  out.append(reinterpret_cast<const char*>(quant_.data()), quant_.size() * 2);
}

Result<LinearModel> LinearModel::deserialize(ByteReader& in) {
  LinearModel m;
  std::uint32_t nc = 0;
  std::uint64_t nf = 0, nw = 0;
  if (!in.get(nc) || !in.get(m.scale_) || !in.get(nf) || !in.get(nw))
    return make_error(ErrorCode::kParse, "truncated linear model header");
  if (nc == 0 || nc > 256 || nf > in.remaining() / 9 || nw > in.remaining() / 3)
    return make_error(ErrorCode::kParse, "implausible linear model sizes");
  m.num_classes_ = static_cast<int>(nc);
  m.keys_.resize(nf);
  m.row_len_.resize(nf);
  m.cls_.resize(nw);
  m.quant_.resize(nw);
  if (!in.read(m.keys_.data(), nf * 8)) return make_error(ErrorCode::kParse, "truncated keys");
  std::uint64_t total = 0;
  for (std::uint64_t f = 0; f < nf; ++f) {
    std::uint8_t len = 0;
    if (!in.get(len)) return make_error(ErrorCode::kParse, "truncated row lengths");
    m.row_len_[f] = len == 0 ? 256 : len;
    total += m.row_len_[f];
  }
  if (total != nw) return make_error(ErrorCode::kParse, "row lengths do not add up to the weights");
  if (!in.read(m.cls_.data(), nw) || !in.read(m.quant_.data(), nw * 2))
    return make_error(ErrorCode::kParse, "truncated weights");
  for (std::uint8_t c : m.cls_)
    if (c >= nc) return make_error(ErrorCode::kParse, "class id out of range");
  m.build_index();
  return m;
}

PerceptronTrainer::PerceptronTrainer(int num_classes) : num_classes_(num_classes) {
  slot_key_.assign(1 << 16, 0);
  slot_row_.assign(1 << 16, 0);
  mask_ = (1 << 16) - 1;
}

std::int64_t PerceptronTrainer::find(std::uint64_t key) const {
  std::uint64_t s = mix64(key) & mask_;
  while (slot_key_[s]) {
    if (slot_key_[s] == key) return slot_row_[s];
    s = (s + 1) & mask_;
  }
  return -1;
}

std::uint32_t PerceptronTrainer::find_or_add(std::uint64_t key) {
  if ((rows_.size() + 1) * 2 > slot_key_.size()) {
    std::size_t cap = slot_key_.size() * 2;
    slot_key_.assign(cap, 0);
    slot_row_.assign(cap, 0);
    mask_ = cap - 1;
    for (std::uint32_t r = 0; r < rows_.size(); ++r) {
      std::uint64_t s = mix64(row_key_[r]) & mask_;
      while (slot_key_[s]) s = (s + 1) & mask_;
      slot_key_[s] = row_key_[r];
      slot_row_[s] = r;
    }
  }
  std::uint64_t s = mix64(key) & mask_;
  while (slot_key_[s]) {
    if (slot_key_[s] == key) return slot_row_[s];
    s = (s + 1) & mask_;
  }
  slot_key_[s] = key;
  slot_row_[s] = static_cast<std::uint32_t>(rows_.size());
  rows_.emplace_back();
  row_key_.push_back(key);
  return slot_row_[s];
}

void PerceptronTrainer::score(const std::uint64_t* feats, std::size_t n, float* scores) const {
  std::fill(scores, scores + num_classes_, 0.0f);
  for (std::size_t i = 0; i < n; ++i) {
    std::int64_t r = find(feats[i]);
    if (r < 0) continue;
    for (const Entry& e : rows_[r]) scores[e.cls] += e.w;
  }
}

void PerceptronTrainer::update(const std::uint64_t* feats, std::size_t n, int good, int bad) {
  if (good == bad) return;
  for (std::size_t i = 0; i < n; ++i) {
    auto& row = rows_[find_or_add(feats[i])];
    for (int c : {good, bad}) {
      const float delta = c == good ? 1.0f : -1.0f;
      auto it = std::find_if(row.begin(), row.end(), [c](const Entry& e) { return e.cls == c; });
      if (it == row.end()) {
        row.push_back(Entry{static_cast<std::uint16_t>(c), 0.0f, 0.0, now_});
        it = row.end() - 1;
      }
      it->total += static_cast<double>(now_ - it->stamp) * it->w;
      it->stamp = now_;
      it->w += delta;
    }
  }
}

LinearModel PerceptronTrainer::finish(float prune) const {
  // Storage order: by key, so the file is independent of training-time hash-table layout.
  std::vector<std::uint32_t> order(rows_.size());
  std::iota(order.begin(), order.end(), 0u);
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return row_key_[a] < row_key_[b]; });
  std::vector<LinearModel::Weight> weights;
  for (std::uint32_t r : order) {
    const std::size_t first = weights.size();
    for (const Entry& e : rows_[r]) {
      double total = e.total + static_cast<double>(now_ - e.stamp) * e.w;
      float a = static_cast<float>(total / static_cast<double>(now_));
      if (std::fabs(a) < prune) continue;
      weights.push_back({row_key_[r], static_cast<std::uint8_t>(e.cls), a});
    }
    std::sort(weights.begin() + static_cast<std::ptrdiff_t>(first), weights.end(),
              [](const LinearModel::Weight& x, const LinearModel::Weight& y) { return x.cls < y.cls; });
  }
  return LinearModel::quantized(num_classes_, weights);
}

}  // namespace citeval::parse

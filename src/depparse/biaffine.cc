#include "depparse/biaffine.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>

#include <fmt/format.h>

#include "common/read_file.h"
#include "depparse/perceptron.h"

namespace citeval::parse {
namespace {

constexpr char kMagic[] = "CITEVAL-BIAFFINE";
constexpr std::uint32_t kVersion = 1;

float half_to_float(std::uint16_t h) {
  const std::uint32_t sign = static_cast<std::uint32_t>(h & 0x8000u) << 16;
  std::uint32_t exp = (h >> 10) & 0x1Fu, mant = h & 0x3FFu, bits;
  if (exp == 0) {
    if (mant == 0) {
      bits = sign;
    } else {  // subnormal: normalise
      exp = 127 - 15 + 1;
      while ((mant & 0x400u) == 0) {
        mant <<= 1;
        --exp;
      }
      bits = sign | (exp << 23) | ((mant & 0x3FFu) << 13);
    }
  } else if (exp == 31) {
    bits = sign | 0x7F800000u | (mant << 13);
  } else {
    bits = sign | ((exp + 127 - 15) << 23) | (mant << 13);
  }
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

struct Tensor {
  std::vector<std::uint32_t> dims;
  std::vector<float> f;        // dtype 0 and 2
  std::vector<std::int8_t> q;  // dtype 1
  std::size_t size() const {
    std::size_t s = 1;
    for (auto d : dims) s *= d;
    return s;
  }
};

// Shape classes as train_biaffine.py's shape(): 1 all-caps (2+ letters), 2 capitalised, 3 has
// a digit, 4 no ASCII letter or digit, 0 otherwise.
int shape_class(std::string_view w) {
  auto upper = [](unsigned char c) { return c >= 'A' && c <= 'Z'; };
  auto lower = [](unsigned char c) { return c >= 'a' && c <= 'z'; };
  auto digit = [](unsigned char c) { return c >= '0' && c <= '9'; };
  if (w.empty()) return 4;
  bool all_upper = w.size() > 1, any_digit = false, any_alnum = false;
  for (unsigned char c : w) {
    all_upper = all_upper && upper(c);
    any_digit = any_digit || digit(c);
    any_alnum = any_alnum || upper(c) || lower(c) || digit(c);
  }
  if (all_upper) return 1;
  if (upper(static_cast<unsigned char>(w[0]))) return 2;
  if (any_digit) return 3;
  if (!any_alnum) return 4;
  return 0;
}

// The two kernels below are most of the time. They are compiled for AVX2+FMA as well as the
// baseline, picked at load time (GCC target_clones), so one binary runs everywhere. Their inner
// loops run over contiguous outputs, so they vectorise without reassociating a sum.
#if defined(__GNUC__) && defined(__x86_64__) && !defined(__clang__)
#define CITEVAL_KERNEL __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define CITEVAL_KERNEL
#endif

// y[0..out) += x[0..in) . wt, with wt the transposed weight ([in][out]); out is a multiple of 16
// for the blocked part (the LSTM gates: 4 x hidden), the rest is done plainly.
CITEVAL_KERNEL void add_matvec_t(const float* __restrict wt, const float* __restrict x, int in, int out,
                                 float* __restrict y) {
  typedef float v8 __attribute__((vector_size(32)));
  const int full = out - out % 32;
  for (int c0 = 0; c0 < full; c0 += 32) {
    v8 a0, a1, a2, a3, w0, w1, w2, w3;
    std::memcpy(&a0, y + c0, 32);
    std::memcpy(&a1, y + c0 + 8, 32);
    std::memcpy(&a2, y + c0 + 16, 32);
    std::memcpy(&a3, y + c0 + 24, 32);
    const float* w = wt + c0;
    for (int k = 0; k < in; ++k, w += out) {
      std::memcpy(&w0, w, 32);
      std::memcpy(&w1, w + 8, 32);
      std::memcpy(&w2, w + 16, 32);
      std::memcpy(&w3, w + 24, 32);
      const float xk = x[k];
      a0 += xk * w0;
      a1 += xk * w1;
      a2 += xk * w2;
      a3 += xk * w3;
    }
    std::memcpy(y + c0, &a0, 32);
    std::memcpy(y + c0 + 8, &a1, 32);
    std::memcpy(y + c0 + 16, &a2, 32);
    std::memcpy(y + c0 + 24, &a3, 32);
  }
  for (int k = 0; k < in; ++k) {
    const float xk = x[k];
    const float* __restrict row = wt + static_cast<std::size_t>(k) * out;
    for (int r = full; r < out; ++r) y[r] += xk * row[r];
  }
}

// Y[t] = b + X[t] . wt for rows t of X ([rows][in]) into Y ([rows][out]). Register-blocked: four
// rows by sixteen columns accumulate in registers over the whole of `in`; a block of sixteen
// weight columns stays in L1 while every row of X passes over it.
CITEVAL_KERNEL void project(const float* __restrict x, int rows, int in, const float* __restrict wt,
                            const float* __restrict b, int out, float* __restrict y) {
  constexpr int kR = 4, kC = 16;
  typedef float v8 __attribute__((vector_size(32)));  // ymm registers in the AVX2 clone
  const int full = out - out % kC;
  for (int c0 = 0; c0 < full; c0 += kC) {
    v8 b0, b1, w0, w1;
    std::memcpy(&b0, b + c0, sizeof b0);
    std::memcpy(&b1, b + c0 + 8, sizeof b1);
    for (int t0 = 0; t0 < rows; t0 += kR) {
      const int tn = std::min(kR, rows - t0);
      const float* xr[kR];
      for (int tt = 0; tt < kR; ++tt) xr[tt] = x + static_cast<std::size_t>(t0 + std::min(tt, tn - 1)) * in;
      v8 a00 = b0, a01 = b1, a10 = b0, a11 = b1, a20 = b0, a21 = b1, a30 = b0, a31 = b1;
      const float* w = wt + c0;
      for (int k = 0; k < in; ++k, w += out) {
        std::memcpy(&w0, w, sizeof w0);
        std::memcpy(&w1, w + 8, sizeof w1);
        const float x0 = xr[0][k], x1 = xr[1][k], x2 = xr[2][k], x3 = xr[3][k];
        a00 += x0 * w0;
        a01 += x0 * w1;
        a10 += x1 * w0;
        a11 += x1 * w1;
        a20 += x2 * w0;
        a21 += x2 * w1;
        a30 += x3 * w0;
        a31 += x3 * w1;
      }
      const v8 acc[kR][2] = {{a00, a01}, {a10, a11}, {a20, a21}, {a30, a31}};
      for (int tt = 0; tt < tn; ++tt)
        std::memcpy(y + static_cast<std::size_t>(t0 + tt) * out + c0, acc[tt], sizeof(float) * kC);
    }
  }
  if (full == out) return;
  for (int t = 0; t < rows; ++t) {  // the last out % 16 columns
    const float* xt = x + static_cast<std::size_t>(t) * in;
    float* yt = y + static_cast<std::size_t>(t) * out;
    for (int c = full; c < out; ++c) yt[c] = b[c];
    for (int k = 0; k < in; ++k) {
      const float* row = wt + static_cast<std::size_t>(k) * out;
      for (int c = full; c < out; ++c) yt[c] += xt[k] * row[c];
    }
  }
}

// exp for the LSTM's gates in plain arithmetic (Cephes' expf: range reduction by ln 2 and a
// degree-6 polynomial, relative error ~1e-7), so that the cell loop vectorises: libm's expf and
// tanhf are scalar calls and took a fifth of the time.
inline float exp_approx(float x) {
  x = std::min(88.0f, std::max(-87.0f, x));  // in this order a NaN becomes -87
  constexpr float kShifter = 12582912.0f;  // 1.5 * 2^23: adding it rounds to an integer
  const float k = (x * 1.44269504088896341f + kShifter) - kShifter;
  const float r = x - k * 0.693359375f + k * 2.12194440e-4f;
  float p = 1.9875691500e-4f;
  p = p * r + 1.3981999507e-3f;
  p = p * r + 8.3334519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  p = p * r * r + r + 1.0f;
  return p * std::bit_cast<float>((static_cast<std::int32_t>(k) + 127) << 23);
}
inline float sigmoid(float x) { return 1.0f / (1.0f + exp_approx(-x)); }
inline float tanh_approx(float x) { return 1.0f - 2.0f / (exp_approx(2.0f * x) + 1.0f); }

// One LSTM step after the gates' pre-activations (i, f, g, o; PyTorch's order).
CITEVAL_KERNEL void lstm_cell(const float* __restrict gates, float* __restrict c, float* __restrict h, int H) {
  for (int k = 0; k < H; ++k) {
    const float i = sigmoid(gates[k]), f = sigmoid(gates[H + k]), g = tanh_approx(gates[2 * H + k]),
                o = sigmoid(gates[3 * H + k]);
    c[k] = f * c[k] + i * g;
    h[k] = o * tanh_approx(c[k]);
  }
}

// (Empty for a tensor that failed to load: from_bytes then reports it.)
std::vector<float> transpose(const std::vector<float>& w, int rows, int cols) {
  if (w.size() != static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols)) return {};
  std::vector<float> t(w.size());
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) t[static_cast<std::size_t>(c) * rows + r] = w[static_cast<std::size_t>(r) * cols + c];
  return t;
}

}  // namespace

Result<std::shared_ptr<const BiaffineParser>> BiaffineParser::from_bytes(std::string_view bytes,
                                                                         const std::string& name) {
  auto fail = [&](const std::string& what) {
    return make_error(ErrorCode::kParse, "not a valid biaffine parser: " + what, name);
  };
  if (bytes.size() < 24 || bytes.substr(0, 16) != std::string_view(kMagic, 16))
    return fail("bad magic (expected a CITEVAL-BIAFFINE file)");
  if (bytes.substr(bytes.size() - 4) != "END.") return fail("missing end marker (file truncated?)");
  ByteReader in(bytes.data() + 16, bytes.size() - 16 - 4);
  // A table: u32 count, then u32 length + bytes each.
  auto strings = [&in](std::vector<std::string>& out) {
    std::uint32_t n = 0;
    if (!in.get(n) || n > in.remaining() / 4) return false;
    out.resize(n);
    for (auto& str : out)
      if (!in.get_string(str)) return false;
    return true;
  };
  std::uint32_t version = 0;
  in.get(version);
  if (version != kVersion) return fail(fmt::format("unsupported version {} (this build reads {})", version, kVersion));
  std::shared_ptr<BiaffineParser> m(new BiaffineParser());
  std::vector<std::string> tables[5];
  bool ok = true;
  for (auto& t : tables) ok = ok && strings(t);
  if (!ok) return fail("truncated string tables");
  // The padding, unknown and root rows the encoder uses: words and suffixes 0-2, tags 0-1, GloVe 0.
  if (tables[0].size() < 3 || tables[1].size() < 2 || tables[2].size() < 3 || tables[4].empty())
    return fail("string tables without their reserved first entries");
  auto index = [](const std::vector<std::string>& v, std::unordered_map<std::string, int>& out) {
    for (std::size_t i = 1; i < v.size(); ++i) out.emplace(v[i], static_cast<int>(i));
  };
  index(tables[0], m->words_);
  index(tables[1], m->tags_);
  index(tables[2], m->suffixes_);
  index(tables[4], m->glove_);
  m->labels_ = tables[3];
  for (std::size_t i = 0; i < m->labels_.size(); ++i) {
    if (m->labels_[i] == "ROOT") m->root_label_ = static_cast<int>(i);
    if (m->labels_[i] == "dep") m->dep_label_ = static_cast<int>(i);
  }
  if (m->root_label_ < 0 || m->labels_.size() < 2) return fail("the label table has no ROOT");
  if (m->dep_label_ < 0) m->dep_label_ = m->root_label_ == 0 ? 1 : 0;  // any label but ROOT
  m->num_tags_ = static_cast<int>(tables[1].size());
  std::uint32_t dims[9] = {};
  bool plausible = in.read(dims, sizeof dims);
  int* fields[9] = {&m->wdim_, &m->tdim_, &m->sdim_, &m->shdim_, &m->gdim_, &m->hidden_, &m->layers_, &m->arc_, &m->rel_};
  for (int k = 0; k < 9; ++k) {
    *fields[k] = static_cast<int>(dims[k]);
    plausible = plausible && dims[k] >= 1 && dims[k] <= (k == 6 ? 8u : 4096u);  // k 6: layers
  }
  if (!plausible) return fail("implausible dimensions");
  std::map<std::string, Tensor> t;
  std::uint32_t count = 0;
  ok = in.get(count);
  for (std::uint32_t i = 0; i < count && ok; ++i) {
    std::vector<std::string> names;  // a table of one: the name
    if (!strings(names) || names.size() != 1) return fail("bad tensor name");
    const std::string& tname = names[0];
    std::uint8_t dtype = 0;
    std::uint32_t ndim = 0;
    if (!in.get(dtype) || !in.get(ndim) || ndim > 4 || dtype > 2) return fail("bad tensor header");
    Tensor x;
    const std::size_t width = dtype == 0 ? 4 : dtype == 1 ? 1 : 2;
    std::size_t n = 1;
    for (std::uint32_t d = 0; d < ndim; ++d) {
      std::uint32_t dim = 0;
      // Checked per factor, so the product cannot overflow before it is compared.
      if (!in.get(dim) || (dim != 0 && n > in.remaining() / width / dim)) return fail("truncated tensor " + tname);
      x.dims.push_back(dim);
      n *= dim;
    }
    if (n > in.remaining() / width) return fail("truncated tensor " + tname);
    if (dtype == 1) {
      x.q.resize(n);
      if (n > 0) in.read(x.q.data(), n);  // (an empty vector has no buffer to read into)
    } else if (dtype == 0) {
      x.f.resize(n);
      if (n > 0) in.read(x.f.data(), 4 * n);
    } else {
      std::vector<std::uint16_t> half(n);
      if (n > 0) in.read(half.data(), 2 * n);
      x.f.resize(n);
      std::transform(half.begin(), half.end(), x.f.begin(), half_to_float);
    }
    t.emplace(tname, std::move(x));
  }
  if (!ok || in.remaining() != 0) return fail("truncated or trailing tensor data");

  std::string missing;
  auto take = [&](const std::string& key, std::vector<std::size_t> shape) -> std::vector<float> {
    auto it = t.find(key);
    std::vector<std::uint32_t> want(shape.begin(), shape.end());
    if (it == t.end() || it->second.dims != want || it->second.f.size() != it->second.size()) {
      if (missing.empty()) missing = key;
      return {};  // the load fails below, before anything reads it
    }
    return std::move(it->second.f);
  };
  const std::size_t H = static_cast<std::size_t>(m->hidden_), G = 4 * H;
  m->word_emb_ = take("we.weight", {tables[0].size(), static_cast<std::size_t>(m->wdim_)});
  m->tag_emb_ = take("te.weight", {tables[1].size(), static_cast<std::size_t>(m->tdim_)});
  m->suf_emb_ = take("se.weight", {tables[2].size(), static_cast<std::size_t>(m->sdim_)});
  m->shape_emb_ = take("he.weight", {6, static_cast<std::size_t>(m->shdim_)});
  const int input = m->wdim_ + m->tdim_ + m->sdim_ + m->shdim_ + m->gdim_;
  for (int l = 0; l < m->layers_; ++l) {
    const int in_dim = l == 0 ? input : 2 * m->hidden_;
    for (int dir = 0; dir < 2; ++dir) {
      const std::string sfx = fmt::format("_l{}{}", l, dir ? "_reverse" : "");
      Lstm x;
      x.in = in_dim;
      x.w_ih = transpose(take("lstm.weight_ih" + sfx, {G, static_cast<std::size_t>(in_dim)}), static_cast<int>(G), in_dim);
      x.w_hh = transpose(take("lstm.weight_hh" + sfx, {G, H}), static_cast<int>(G), static_cast<int>(H));
      x.bias = take("lstm.bias_ih" + sfx, {G});
      const auto b2 = take("lstm.bias_hh" + sfx, {G});
      for (std::size_t k = 0; k < G && k < b2.size() && k < x.bias.size(); ++k) x.bias[k] += b2[k];
      (dir ? m->bwd_ : m->fwd_).push_back(std::move(x));
    }
  }
  auto linear = [&](const std::string& key, int in_dim, int out_dim) {
    Linear l;
    l.w = transpose(take(key + ".weight", {static_cast<std::size_t>(out_dim), static_cast<std::size_t>(in_dim)}), out_dim, in_dim);
    l.b = take(key + ".bias", {static_cast<std::size_t>(out_dim)});
    return l;
  };
  const int L = static_cast<int>(m->labels_.size());
  m->arc_dep_ = linear("arc_dep", 2 * m->hidden_, m->arc_);
  m->arc_head_ = linear("arc_head", 2 * m->hidden_, m->arc_);
  m->rel_dep_ = linear("rel_dep", 2 * m->hidden_, m->rel_);
  m->rel_head_ = linear("rel_head", 2 * m->hidden_, m->rel_);
  m->rel_lin_ = linear("rel_lin", 2 * m->rel_, L);
  m->Ut_ = transpose(take("U", {static_cast<std::size_t>(m->arc_), static_cast<std::size_t>(m->arc_)}), m->arc_, m->arc_);
  m->u_ = take("u", {static_cast<std::size_t>(m->arc_)});
  m->rel_diag_ = take("rel_diag", {static_cast<std::size_t>(L), static_cast<std::size_t>(m->rel_)});
  auto gq = t.find("glove.q");
  auto gs = t.find("glove.scale");
  if (gq == t.end() || gs == t.end() || gq->second.dims.size() != 2 || gq->second.dims[0] != tables[4].size() ||
      gq->second.dims[1] != static_cast<std::uint32_t>(m->gdim_) || gq->second.q.size() != gq->second.size() ||
      gs->second.f.size() != tables[4].size())
    return fail("missing or misshapen GloVe table");
  m->glove_q_ = std::move(gq->second.q);
  m->glove_scale_ = std::move(gs->second.f);
  if (!missing.empty()) return fail("missing or misshapen tensor " + missing);
  m->bytes_ = std::string(bytes);
  return std::shared_ptr<const BiaffineParser>(std::move(m));
}

Result<std::shared_ptr<const BiaffineParser>> BiaffineParser::load(const std::string& path) {
  auto bytes = read_whole_file(path, "cannot open biaffine parser file", "read error");
  if (!bytes) return bytes.error();
  return from_bytes(bytes.value(), path);
}

int BiaffineParser::tag_index(std::string_view joint_tag) const {
  auto it = tags_.find(std::string(joint_tag));
  return it == tags_.end() ? 0 : it->second;
}

void BiaffineParser::run_lstm(const Lstm& l, const std::vector<float>& x, int steps, bool reverse, float* out,
                              int out_stride) const {
  const int H = hidden_, G = 4 * H;
  std::vector<float> pre(static_cast<std::size_t>(steps) * G), gates(static_cast<std::size_t>(G)),
      h(static_cast<std::size_t>(H), 0.0f), c(static_cast<std::size_t>(H), 0.0f);
  project(x.data(), steps, l.in, l.w_ih.data(), l.bias.data(), G, pre.data());
  for (int s = 0; s < steps; ++s) {
    const int t = reverse ? steps - 1 - s : s;
    std::copy_n(pre.data() + static_cast<std::size_t>(t) * G, G, gates.begin());
    add_matvec_t(l.w_hh.data(), h.data(), H, G, gates.data());
    lstm_cell(gates.data(), c.data(), h.data(), H);
    std::copy(h.begin(), h.end(), out + static_cast<std::size_t>(t) * out_stride);
  }
}

BiaffineParser::Scores BiaffineParser::score(const std::vector<std::string_view>& words,
                                             const std::vector<int>& tags) const {
  const int n = static_cast<int>(words.size()), N = n + 1;
  const int input = wdim_ + tdim_ + sdim_ + shdim_ + gdim_;
  std::vector<float> x(static_cast<std::size_t>(N) * input, 0.0f);
  auto row = [](const std::vector<float>& emb, int index, int dim) { return emb.data() + static_cast<std::size_t>(index) * dim; };
  for (int i = 0; i < N; ++i) {
    float* xi = x.data() + static_cast<std::size_t>(i) * input;
    int w = 2, tg = 1, sf = 2, sh = 5, gv = 0;  // the root's ids
    if (i > 0) {
      const std::string l = lower_ascii(words[i - 1]);
      auto wi = words_.find(l);
      w = wi == words_.end() ? 1 : wi->second;
      tg = tags[i - 1] > 0 && tags[i - 1] < num_tags_ ? tags[i - 1] : 0;
      auto si = suffixes_.find(l.size() <= 3 ? l : l.substr(l.size() - 3));
      sf = si == suffixes_.end() ? 1 : si->second;
      sh = shape_class(words[i - 1]);
      auto gi = glove_.find(l);
      gv = gi == glove_.end() ? 0 : gi->second;
    }
    std::copy_n(row(word_emb_, w, wdim_), wdim_, xi);
    std::copy_n(row(tag_emb_, tg, tdim_), tdim_, xi + wdim_);
    std::copy_n(row(suf_emb_, sf, sdim_), sdim_, xi + wdim_ + tdim_);
    std::copy_n(row(shape_emb_, sh, shdim_), shdim_, xi + wdim_ + tdim_ + sdim_);
    float* g = xi + wdim_ + tdim_ + sdim_ + shdim_;
    const float scale = glove_scale_[static_cast<std::size_t>(gv)];
    const std::int8_t* q = glove_q_.data() + static_cast<std::size_t>(gv) * gdim_;
    for (int k = 0; k < gdim_; ++k) g[k] = static_cast<float>(q[k]) * scale;
  }
  const int H2 = 2 * hidden_;
  std::vector<float> out(static_cast<std::size_t>(N) * H2);
  for (int l = 0; l < layers_; ++l) {
    run_lstm(fwd_[static_cast<std::size_t>(l)], x, N, false, out.data(), H2);
    run_lstm(bwd_[static_cast<std::size_t>(l)], x, N, true, out.data() + hidden_, H2);
    if (l + 1 < layers_) x = out;
  }
  auto leaky = [](float* v, int k) {
    for (int i = 0; i < k; ++i) v[i] = v[i] > 0 ? v[i] : 0.1f * v[i];
  };
  std::vector<float> ad(static_cast<std::size_t>(N) * arc_), ah(ad.size());
  Scores s;
  s.n = n;
  s.rel_dep.resize(static_cast<std::size_t>(N) * rel_);
  s.rel_head.resize(s.rel_dep.size());
  project(out.data(), N, H2, arc_dep_.w.data(), arc_dep_.b.data(), arc_, ad.data());
  project(out.data(), N, H2, arc_head_.w.data(), arc_head_.b.data(), arc_, ah.data());
  project(out.data(), N, H2, rel_dep_.w.data(), rel_dep_.b.data(), rel_, s.rel_dep.data());
  project(out.data(), N, H2, rel_head_.w.data(), rel_head_.b.data(), rel_, s.rel_head.data());
  leaky(ad.data(), N * arc_);
  leaky(ah.data(), N * arc_);
  leaky(s.rel_dep.data(), N * rel_);
  leaky(s.rel_head.data(), N * rel_);
  // arc[i][j] = ad_i . (U ah_j) + u . ah_j: q_j = U ah_j for all j, then every row i at once
  // against q transposed, with the u . ah_j term as the "bias" of column j.
  std::vector<float> q(static_cast<std::size_t>(N) * arc_), qt(q.size()), bias(static_cast<std::size_t>(N), 0.0f);
  const std::vector<float> zero(static_cast<std::size_t>(arc_), 0.0f);
  project(ah.data(), N, arc_, Ut_.data(), zero.data(), arc_, q.data());
  for (int j = 0; j < N; ++j)
    for (int a = 0; a < arc_; ++a) {
      const float v = ah[static_cast<std::size_t>(j) * arc_ + a];
      bias[static_cast<std::size_t>(j)] += u_[static_cast<std::size_t>(a)] * v;
      qt[static_cast<std::size_t>(a) * N + j] = q[static_cast<std::size_t>(j) * arc_ + a];
    }
  s.arc.assign(static_cast<std::size_t>(N) * N, 0.0f);
  project(ad.data(), N, arc_, qt.data(), bias.data(), N, s.arc.data());
  std::fill_n(s.arc.begin(), N, 0.0f);  // row 0 (the root as a dependent) is unused
  return s;
}

void BiaffineParser::label_scores(const Scores& s, int dep, int head, float* out) const {
  const float* rd = s.rel_dep.data() + static_cast<std::size_t>(dep) * rel_;
  const float* rh = s.rel_head.data() + static_cast<std::size_t>(head) * rel_;
  // rel_lin over [rd; rh]: its transposed weight's first rel_ rows take rd, the next rel_ rows rh.
  const int L = static_cast<int>(labels_.size());
  std::copy(rel_lin_.b.begin(), rel_lin_.b.end(), out);
  add_matvec_t(rel_lin_.w.data(), rd, rel_, L, out);
  add_matvec_t(rel_lin_.w.data() + static_cast<std::size_t>(rel_) * L, rh, rel_, L, out);
  for (int l = 0; l < L; ++l) {
    const float* dg = rel_diag_.data() + static_cast<std::size_t>(l) * rel_;
    float sum = 0.0f;
    for (int k = 0; k < rel_; ++k) sum += rd[k] * rh[k] * dg[k];
    out[l] += sum;
  }
}

void BiaffineParser::parse(const std::vector<std::string_view>& words, const std::vector<int>& tags,
                           std::vector<int>& heads, std::vector<int>& labels) const {
  const int n = static_cast<int>(words.size()), N = n + 1;
  if (n > kMaxWords) {
    // Eisner is cubic in time and quadratic in memory: a longer "sentence" (a run-on line) is
    // parsed in chunks of kMaxWords words, each chunk's root attached to the first one's as dep.
    heads.assign(static_cast<std::size_t>(N), -1);
    labels.assign(static_cast<std::size_t>(N), -1);
    int first_root = 0;
    std::vector<int> h, l;
    for (int b = 0; b < n; b += kMaxWords) {
      const int e = std::min(n, b + kMaxWords);
      parse(std::vector<std::string_view>(words.begin() + b, words.begin() + e),
            std::vector<int>(tags.begin() + b, tags.begin() + e), h, l);
      for (int i = 1; i <= e - b; ++i) {
        const bool root = h[i] == 0;
        heads[b + i] = root ? first_root : h[i] + b;
        labels[b + i] = root && first_root != 0 ? dep_label_ : l[i];
        if (root && first_root == 0) first_root = b + i;
      }
    }
    return;
  }
  heads.assign(static_cast<std::size_t>(N), -1);
  labels.assign(static_cast<std::size_t>(N), -1);
  if (n == 0) return;
  Scores s = score(words, tags);
  // Per dependent, log-softmax over its candidate heads.
  std::vector<float> lp(s.arc.size(), 0.0f);
  for (int i = 1; i < N; ++i) {
    const float* r = s.arc.data() + static_cast<std::size_t>(i) * N;
    float mx = -std::numeric_limits<float>::infinity();
    for (int j = 0; j < N; ++j)
      if (j != i) mx = std::max(mx, r[j]);
    double z = 0;
    for (int j = 0; j < N; ++j)
      if (j != i) z += std::exp(static_cast<double>(r[j] - mx));
    const float logz = mx + static_cast<float>(std::log(z));
    for (int j = 0; j < N; ++j) lp[static_cast<std::size_t>(i) * N + j] = r[j] - logz;
  }
  heads = eisner_single_root(lp, n);
  const int L = static_cast<int>(labels_.size());
  std::vector<float> ls(static_cast<std::size_t>(L));
  for (int i = 1; i < N; ++i) {
    if (heads[i] == 0) {
      labels[i] = root_label_;
      continue;
    }
    label_scores(s, i, heads[i], ls.data());
    int best = -1;
    for (int l = 0; l < L; ++l)
      if (l != root_label_ && (best < 0 || ls[l] > ls[best])) best = l;
    labels[i] = best;
  }
}

std::vector<int> eisner_single_root(const std::vector<float>& score, int n) {
  const int N = n + 1;
  std::vector<int> heads(static_cast<std::size_t>(N), -1);
  if (n <= 0) return heads;
  // A non-finite score (from a damaged model) counts as a very bad arc, so every span keeps a best split.
  auto sc = [&](int h, int d) {
    const float v = score[static_cast<std::size_t>(d) * N + h];
    return std::isfinite(v) ? v : -1e30f;
  };
  // Tables over words 1..n: [s][t]; dir 0 = head at t (left arcs), 1 = head at s.
  const std::size_t M = static_cast<std::size_t>(N) * N;
  constexpr float kNeg = -std::numeric_limits<float>::infinity();
  std::vector<float> C[2] = {std::vector<float>(M, kNeg), std::vector<float>(M, kNeg)};
  std::vector<float> I[2] = {std::vector<float>(M, kNeg), std::vector<float>(M, kNeg)};
  std::vector<int> Cb[2] = {std::vector<int>(M, -1), std::vector<int>(M, -1)};
  std::vector<int> Ib[2] = {std::vector<int>(M, -1), std::vector<int>(M, -1)};
  auto at = [N](int s, int t) { return static_cast<std::size_t>(s) * N + t; };
  for (int s = 1; s <= n; ++s) C[0][at(s, s)] = C[1][at(s, s)] = 0.0f;
  for (int k = 1; k < n; ++k) {
    for (int s = 1; s + k <= n; ++s) {
      const int t = s + k;
      float best = kNeg;
      int arg = -1;
      for (int r = s; r < t; ++r) {
        const float v = C[1][at(s, r)] + C[0][at(r + 1, t)];
        if (v > best) best = v, arg = r;
      }
      I[0][at(s, t)] = best + sc(t, s);
      I[1][at(s, t)] = best + sc(s, t);
      Ib[0][at(s, t)] = Ib[1][at(s, t)] = arg;
      best = kNeg, arg = -1;
      for (int r = s; r < t; ++r) {
        const float v = C[0][at(s, r)] + I[0][at(r, t)];
        if (v > best) best = v, arg = r;
      }
      C[0][at(s, t)] = best;
      Cb[0][at(s, t)] = arg;
      best = kNeg, arg = -1;
      for (int r = s + 1; r <= t; ++r) {
        const float v = I[1][at(s, r)] + C[1][at(r, t)];
        if (v > best) best = v, arg = r;
      }
      C[1][at(s, t)] = best;
      Cb[1][at(s, t)] = arg;
    }
  }
  int root = 1;
  float best = kNeg;
  for (int r = 1; r <= n; ++r) {
    const float v = sc(0, r) + C[0][at(1, r)] + C[1][at(r, n)];
    if (v > best) best = v, root = r;
  }
  heads[static_cast<std::size_t>(root)] = 0;
  // Backtrack without recursion: (kind, dir, s, t), kind 0 complete / 1 incomplete.
  struct Item {
    int kind, dir, s, t;
  };
  std::vector<Item> todo{{0, 0, 1, root}, {0, 1, root, n}};
  while (!todo.empty()) {
    const Item it = todo.back();
    todo.pop_back();
    if (it.s == it.t) continue;
    if (it.kind == 1) {
      const int r = Ib[it.dir][at(it.s, it.t)];
      if (it.dir == 0) heads[static_cast<std::size_t>(it.s)] = it.t;
      else heads[static_cast<std::size_t>(it.t)] = it.s;
      todo.push_back({0, 1, it.s, r});
      todo.push_back({0, 0, r + 1, it.t});
    } else if (it.dir == 0) {
      const int r = Cb[0][at(it.s, it.t)];
      todo.push_back({0, 0, it.s, r});
      todo.push_back({1, 0, r, it.t});
    } else {
      const int r = Cb[1][at(it.s, it.t)];
      todo.push_back({1, 1, it.s, r});
      todo.push_back({0, 1, r, it.t});
    }
  }
  return heads;
}

}  // namespace citeval::parse

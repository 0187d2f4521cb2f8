// The tokenization models of tokenizer.json (see hf_components.h): WordPiece, BPE and Unigram,
// each following the Rust crate's algorithm step for step (tie-breaking included), since a
// different but "equivalent" algorithm gives different ids on ties.
#include <atomic>
#include <cstdio>
#include <functional>
#include <limits>
#include <memory>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>

#include "text/hf_components.h"
#include "text/hf_unicode.h"

namespace citeval::text::hf {
namespace {

struct StringHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
using Vocab = std::unordered_map<std::string, std::int32_t, StringHash, std::equal_to<>>;

std::optional<std::int32_t> lookup(const Vocab& vocab, std::string_view token) {
  auto it = vocab.find(token);
  if (it == vocab.end()) return std::nullopt;
  return it->second;
}

// SentencePiece's byte fallback: the ids of <0xAB> for every byte of `piece`, appended to `out`,
// if the vocabulary has all of them (then true; else `out` is unchanged and false).
bool append_byte_fallback(const Vocab& vocab, std::string_view piece, std::vector<std::int32_t>& out) {
  std::vector<std::int32_t> bytes;
  char name[8];
  for (char b : piece) {
    std::snprintf(name, sizeof name, "<0x%02X>", static_cast<unsigned char>(b));
    auto id = lookup(vocab, name);
    if (!id) return false;
    bytes.push_back(*id);
  }
  out.insert(out.end(), bytes.begin(), bytes.end());
  return true;
}

// {"token": id, ...}
Result<Vocab> read_vocab_object(const JsonContext& cx, const Json& block, const std::string& path) {
  const std::string vpath = json_path(path, "vocab");
  auto it = block.find("vocab");
  if (it == block.end() || !it->is_object()) return cx.invalid(vpath, "expected an object");
  Vocab vocab;
  vocab.reserve(it->size());
  for (auto e = it->begin(); e != it->end(); ++e) {
    if (!e.value().is_number_integer() || e.value().get<std::int64_t>() < 0 ||
        e.value().get<std::int64_t>() > std::numeric_limits<std::int32_t>::max()) {
      return cx.invalid(vpath + "[\"" + e.key() + "\"]", "expected a non-negative integer id");
    }
    vocab.emplace(e.key(), static_cast<std::int32_t>(e.value().get<std::int64_t>()));
  }
  return vocab;
}

std::size_t max_id_plus_one(const Vocab& vocab) {
  std::size_t n = 0;
  for (const auto& [k, v] : vocab) n = std::max(n, static_cast<std::size_t>(v) + 1);
  return n;
}

// ---- WordPiece ---------------------------------------------------------------------------------

class WordPiece final : public Model {
 public:
  WordPiece(Vocab vocab, std::int32_t unk, std::string prefix, std::size_t max_chars)
      : vocab_(std::move(vocab)), unk_(unk), prefix_(std::move(prefix)), max_chars_(max_chars) {}

  void tokenize(std::string_view word, std::vector<std::int32_t>& ids) const override {
    std::vector<std::size_t> bounds;  // char start offsets, then word.size()
    for (std::size_t pos = 0, len = 0; pos < word.size(); pos += len) {
      next_char(word, pos, len);
      bounds.push_back(pos);
    }
    if (bounds.size() > max_chars_) {
      ids.push_back(unk_);
      return;
    }
    bounds.push_back(word.size());
    const std::size_t first = ids.size();
    std::string key;
    std::size_t start = 0;  // index into bounds
    const std::size_t n = bounds.size() - 1;
    while (start < n) {
      std::size_t end = n;
      std::optional<std::int32_t> found;
      while (start < end) {
        key.clear();
        if (start > 0) key += prefix_;
        key.append(word.substr(bounds[start], bounds[end] - bounds[start]));
        found = lookup(vocab_, key);
        if (found) break;
        --end;
      }
      if (!found) {
        ids.resize(first);
        ids.push_back(unk_);
        return;
      }
      ids.push_back(*found);
      start = end;
    }
  }
  std::optional<std::int32_t> token_to_id(std::string_view t) const override {
    return lookup(vocab_, t);
  }
  std::size_t vocab_size() const override { return max_id_plus_one(vocab_); }
  std::string type() const override { return "WordPiece"; }

 private:
  Vocab vocab_;
  std::int32_t unk_;
  std::string prefix_;
  std::size_t max_chars_;
};

// ---- BPE ---------------------------------------------------------------------------------------

class Bpe final : public Model {
 public:
  struct Merge {
    std::int32_t rank;
    std::int32_t new_id;
  };

  Bpe(Vocab vocab, std::unordered_map<std::uint64_t, Merge> merges,
      std::optional<std::string> unk, std::string prefix, std::string suffix, bool fuse_unk,
      bool byte_fallback, bool ignore_merges)
      : vocab_(std::move(vocab)), merges_(std::move(merges)), unk_(std::move(unk)),
        prefix_(std::move(prefix)), suffix_(std::move(suffix)), fuse_unk_(fuse_unk),
        byte_fallback_(byte_fallback), ignore_merges_(ignore_merges) {}

  static std::uint64_t pair_key(std::int32_t a, std::int32_t b) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) |
           static_cast<std::uint32_t>(b);
  }

  void tokenize(std::string_view word, std::vector<std::int32_t>& ids) const override {
    if (word.empty()) return;
    // A per-thread cache of words, as the Rust crate keeps one (words repeat a lot). Keyed by this
    // model's unique serial, so a model at a reused address never sees another's entries.
    thread_local std::unordered_map<std::string, std::vector<std::int32_t>> cache;
    std::string key;
    if (word.size() < 256) {
      key.assign(reinterpret_cast<const char*>(&serial_), sizeof serial_);
      key.append(word);
      if (auto it = cache.find(key); it != cache.end()) {
        ids.insert(ids.end(), it->second.begin(), it->second.end());
        return;
      }
    }
    const std::size_t first = ids.size();
    tokenize_uncached(word, ids);
    if (!key.empty()) {
      if (cache.size() >= 100000) cache.clear();
      cache.emplace(std::move(key), std::vector<std::int32_t>(ids.begin() + static_cast<std::ptrdiff_t>(first), ids.end()));
    }
  }

  void tokenize_uncached(std::string_view word, std::vector<std::int32_t>& ids) const {
    if (ignore_merges_) {
      if (auto id = lookup(vocab_, word)) {
        ids.push_back(*id);
        return;
      }
    }
    // Initial symbols, one per character (BPE::merge_word).
    std::vector<std::int32_t> symbols;
    std::int32_t pending_unk = -1;  // an unk waiting to be extended (fuse_unk) or emitted
    const std::optional<std::int32_t> unk_id =
        unk_ ? lookup(vocab_, *unk_) : std::optional<std::int32_t>();
    std::string s;
    for (std::size_t pos = 0, len = 0; pos < word.size(); pos += len) {
      next_char(word, pos, len);
      s.clear();
      if (pos > 0) s += prefix_;
      s.append(word.substr(pos, len));
      if (pos + len == word.size()) s += suffix_;
      if (auto id = lookup(vocab_, s)) {
        if (pending_unk >= 0) symbols.push_back(pending_unk);
        pending_unk = -1;
        symbols.push_back(*id);
        continue;
      }
      // As in the Rust crate, a pending unk is not flushed first (it lands after the bytes).
      if (byte_fallback_ && append_byte_fallback(vocab_, s, symbols)) continue;
      if (unk_id) {
        if (pending_unk >= 0 && !fuse_unk_) symbols.push_back(pending_unk);
        pending_unk = *unk_id;
      }
    }
    if (pending_unk >= 0) symbols.push_back(pending_unk);
    merge_all(symbols);
    ids.insert(ids.end(), symbols.begin(), symbols.end());
  }

  std::optional<std::int32_t> token_to_id(std::string_view t) const override {
    return lookup(vocab_, t);
  }
  std::size_t vocab_size() const override { return max_id_plus_one(vocab_); }
  std::string type() const override { return "BPE"; }

 private:
  // Word::merge_all: repeatedly merges the pair of lowest rank, leftmost first.
  void merge_all(std::vector<std::int32_t>& ids) const {
    const std::size_t n = ids.size();
    if (n < 2) return;
    std::vector<std::int32_t> prev(n), next(n);
    std::vector<bool> alive(n, true);
    for (std::size_t i = 0; i < n; ++i) {
      prev[i] = static_cast<std::int32_t>(i) - 1;
      next[i] = i + 1 < n ? static_cast<std::int32_t>(i + 1) : -1;
    }
    struct Candidate {
      std::int32_t rank, pos, new_id;
      bool operator>(const Candidate& o) const {
        return rank != o.rank ? rank > o.rank : pos > o.pos;
      }
    };
    std::priority_queue<Candidate, std::vector<Candidate>, std::greater<>> queue;
    auto push = [&](std::int32_t pos) {
      if (pos < 0 || next[static_cast<std::size_t>(pos)] < 0) return;
      auto it = merges_.find(pair_key(ids[static_cast<std::size_t>(pos)],
                                      ids[static_cast<std::size_t>(next[static_cast<std::size_t>(pos)])]));
      if (it != merges_.end()) queue.push({it->second.rank, pos, it->second.new_id});
    };
    for (std::size_t i = 0; i + 1 < n; ++i) push(static_cast<std::int32_t>(i));
    while (!queue.empty()) {
      const Candidate top = queue.top();
      queue.pop();
      const auto p = static_cast<std::size_t>(top.pos);
      if (!alive[p] || next[p] < 0) continue;
      const auto q = static_cast<std::size_t>(next[p]);
      auto it = merges_.find(pair_key(ids[p], ids[q]));
      if (it == merges_.end() || it->second.new_id != top.new_id) continue;
      ids[p] = top.new_id;
      alive[q] = false;
      next[p] = next[q];
      if (next[q] >= 0) prev[static_cast<std::size_t>(next[q])] = top.pos;
      push(prev[p]);
      push(top.pos);
    }
    std::size_t out = 0;
    for (std::int32_t i = 0; i >= 0; i = next[static_cast<std::size_t>(i)]) ids[out++] = ids[static_cast<std::size_t>(i)];
    ids.resize(out);
  }

  static std::uint64_t next_serial() {
    static std::atomic<std::uint64_t> serial{0};
    return serial.fetch_add(1) + 1;
  }
  const std::uint64_t serial_ = next_serial();
  Vocab vocab_;
  std::unordered_map<std::uint64_t, Merge> merges_;
  std::optional<std::string> unk_;
  std::string prefix_, suffix_;
  bool fuse_unk_, byte_fallback_, ignore_merges_;
};

// ---- Unigram -----------------------------------------------------------------------------------

class Unigram final : public Model {
 public:
  Unigram(std::vector<std::string> pieces, std::vector<double> scores, std::int32_t unk_id,
          bool byte_fallback)
      : pieces_(std::move(pieces)), scores_(std::move(scores)), unk_id_(unk_id),
        byte_fallback_(byte_fallback) {
    double min_score = std::numeric_limits<double>::infinity();
    for (double s : scores_) min_score = std::min(min_score, s);
    unk_score_ = min_score - 10.0;  // the Rust crate's K_UNK_PENALTY
    terminal_.push_back(-1);
    for (std::size_t id = 0; id < pieces_.size(); ++id) {
      vocab_.emplace(pieces_[id], static_cast<std::int32_t>(id));  // first occurrence wins
      std::uint32_t node = 0;
      for (char c : pieces_[id]) {
        const std::uint64_t key = (static_cast<std::uint64_t>(node) << 8) | static_cast<unsigned char>(c);
        auto [it, inserted] = children_.emplace(key, static_cast<std::uint32_t>(terminal_.size()));
        if (inserted) terminal_.push_back(-1);
        node = it->second;
      }
      if (!pieces_[id].empty() && terminal_[node] < 0) terminal_[node] = vocab_.at(pieces_[id]);
    }
  }

  // Unigram::encode_optimized: best path over byte positions, unknown characters fused.
  void tokenize(std::string_view s, std::vector<std::int32_t>& ids) const override {
    if (s.empty()) return;
    struct Node {
      std::int32_t id = -1;
      double score = 0.0;
      std::int64_t starts_at = -1;
    };
    const std::size_t size = s.size();
    std::vector<Node> best(size + 1);
    std::size_t starts_at = 0;
    while (starts_at < size) {
      const double base = best[starts_at].score;
      std::size_t mblen = 0;
      next_char(s, starts_at, mblen);
      bool has_single = false;
      std::uint32_t node = 0;
      for (std::size_t i = starts_at; i < size; ++i) {
        auto it = children_.find((static_cast<std::uint64_t>(node) << 8) | static_cast<unsigned char>(s[i]));
        if (it == children_.end()) break;
        node = it->second;
        const std::int32_t id = terminal_[node];
        if (id < 0) continue;
        const std::size_t key_pos = i + 1;
        const double candidate = scores_[static_cast<std::size_t>(id)] + base;
        Node& target = best[key_pos];
        if (target.starts_at < 0 || candidate > target.score) {
          target = {id, candidate, static_cast<std::int64_t>(starts_at)};
        }
        if (!has_single && key_pos - starts_at == mblen) has_single = true;
      }
      if (!has_single) {
        Node& target = best[starts_at + mblen];
        const double candidate = unk_score_ + base;
        if (target.starts_at < 0 || candidate > target.score) {
          target = {unk_id_, candidate, static_cast<std::int64_t>(starts_at)};
        }
      }
      starts_at += mblen;
    }
    // Backtrack; consecutive unknown pieces are fused into one string.
    std::vector<std::pair<std::size_t, std::size_t>> spans;  // reversed
    std::size_t ends_at = size;
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::size_t unk_end = kNone;  // end of the unknown run being fused
    while (ends_at > 0) {
      const Node& n = best[ends_at];
      const auto start = static_cast<std::size_t>(n.starts_at);
      if (n.id == unk_id_) {
        if (unk_end == kNone) unk_end = ends_at;
      } else {
        if (unk_end != kNone) spans.emplace_back(ends_at, unk_end);
        unk_end = kNone;
        spans.emplace_back(start, ends_at);
      }
      ends_at = start;
    }
    if (unk_end != kNone) spans.emplace_back(0, unk_end);
    for (auto it = spans.rbegin(); it != spans.rend(); ++it) {
      const std::string_view piece = s.substr(it->first, it->second - it->first);
      if (auto id = lookup(vocab_, piece)) {
        ids.push_back(*id);
        continue;
      }
      if (byte_fallback_ && append_byte_fallback(vocab_, piece, ids)) continue;
      ids.push_back(unk_id_);
    }
  }

  std::optional<std::int32_t> token_to_id(std::string_view t) const override {
    return lookup(vocab_, t);
  }
  std::size_t vocab_size() const override { return pieces_.size(); }
  std::string type() const override { return "Unigram"; }

 private:
  std::vector<std::string> pieces_;
  std::vector<double> scores_;
  std::int32_t unk_id_;
  bool byte_fallback_;
  double unk_score_ = 0.0;
  Vocab vocab_;
  // A byte trie of the pieces: (node << 8 | byte) -> child; terminal_[node] = piece id or -1.
  std::unordered_map<std::uint64_t, std::uint32_t> children_;
  std::vector<std::int32_t> terminal_;
};

Result<std::unique_ptr<Model>> make_wordpiece(const JsonContext& cx, const Json& block,
                                              const std::string& path) {
  auto vocab = read_vocab_object(cx, block, path);
  if (!vocab) return vocab.error();
  auto unk = get_string(cx, block, path, "unk_token", std::string("[UNK]"));
  auto prefix = get_string(cx, block, path, "continuing_subword_prefix", std::string("##"));
  auto max_chars = get_int(cx, block, path, "max_input_chars_per_word", 100);
  if (!unk) return unk.error();
  if (!prefix) return prefix.error();
  if (!max_chars) return max_chars.error();
  auto unk_id = lookup(vocab.value(), unk.value());
  if (!unk_id) {
    return cx.invalid(json_path(path, "unk_token"),
                      "unk_token '" + unk.value() + "' is not in the vocabulary");
  }
  if (max_chars.value() < 0) {
    return cx.invalid(json_path(path, "max_input_chars_per_word"), "must not be negative");
  }
  return std::unique_ptr<Model>(new WordPiece(std::move(vocab.value()), *unk_id, prefix.value(),
                                              static_cast<std::size_t>(max_chars.value())));
}

Result<std::unique_ptr<Model>> make_bpe(const JsonContext& cx, const Json& block,
                                        const std::string& path) {
  auto vocab = read_vocab_object(cx, block, path);
  if (!vocab) return vocab.error();
  auto unk = get_string(cx, block, path, "unk_token", std::string());
  auto prefix = get_string(cx, block, path, "continuing_subword_prefix", std::string());
  auto suffix = get_string(cx, block, path, "end_of_word_suffix", std::string());
  auto fuse = get_bool(cx, block, path, "fuse_unk", false);
  auto byte_fallback = get_bool(cx, block, path, "byte_fallback", false);
  auto ignore_merges = get_bool(cx, block, path, "ignore_merges", false);
  for (const Error* e : {unk ? nullptr : &unk.error(), prefix ? nullptr : &prefix.error(),
                         suffix ? nullptr : &suffix.error(), fuse ? nullptr : &fuse.error(),
                         byte_fallback ? nullptr : &byte_fallback.error(),
                         ignore_merges ? nullptr : &ignore_merges.error()}) {
    if (e != nullptr) return *e;
  }
  if (auto d = block.find("dropout"); d != block.end() && !d->is_null()) {
    // Dropout makes encoding random; a judge must be deterministic.
    return cx.unsupported(json_path(path, "dropout"), "BPE dropout is not supported");
  }
  const std::string mpath = json_path(path, "merges");
  auto it = block.find("merges");
  if (it == block.end() || !it->is_array()) return cx.invalid(mpath, "expected an array");
  std::unordered_map<std::uint64_t, Bpe::Merge> merges;
  merges.reserve(it->size());
  const std::size_t prefix_len = prefix->size();
  for (std::size_t i = 0; i < it->size(); ++i) {
    const Json& m = (*it)[i];
    std::string a, b;
    if (m.is_string()) {
      const auto& s = m.get_ref<const std::string&>();
      const auto space = s.find(' ');
      if (space == std::string::npos || s.find(' ', space + 1) != std::string::npos) {
        return cx.invalid(json_path(mpath, i), "expected \"A B\" (two tokens and one space)");
      }
      a = s.substr(0, space);
      b = s.substr(space + 1);
    } else if (m.is_array() && m.size() == 2 && m[0].is_string() && m[1].is_string()) {
      a = m[0].get<std::string>();
      b = m[1].get<std::string>();
    } else {
      return cx.invalid(json_path(mpath, i), "expected \"A B\" or [\"A\", \"B\"]");
    }
    auto ia = lookup(vocab.value(), a);
    auto ib = lookup(vocab.value(), b);
    // The merged token drops the continuing-subword prefix of its second part.
    std::string merged = a + (prefix_len > 0 && b.compare(0, prefix_len, *prefix) == 0
                                  ? b.substr(prefix_len)
                                  : b);
    auto inew = lookup(vocab.value(), merged);
    if (!ia || !ib || !inew) {
      return cx.invalid(json_path(mpath, i), "merge uses a token missing from the vocabulary ('" +
                                                 (!ia ? a : !ib ? b : merged) + "')");
    }
    merges.emplace(Bpe::pair_key(*ia, *ib), Bpe::Merge{static_cast<std::int32_t>(i), *inew});
  }
  std::optional<std::string> unk_token;
  if (!unk->empty()) unk_token = unk.value();
  return std::unique_ptr<Model>(new Bpe(std::move(vocab.value()), std::move(merges), unk_token,
                                        prefix.value(), suffix.value(), fuse.value(),
                                        byte_fallback.value(), ignore_merges.value()));
}

Result<std::unique_ptr<Model>> make_unigram(const JsonContext& cx, const Json& block,
                                            const std::string& path) {
  const std::string vpath = json_path(path, "vocab");
  auto it = block.find("vocab");
  if (it == block.end() || !it->is_array() || it->empty()) {
    return cx.invalid(vpath, "expected a non-empty array of [piece, score]");
  }
  std::vector<std::string> pieces;
  std::vector<double> scores;
  pieces.reserve(it->size());
  scores.reserve(it->size());
  for (std::size_t i = 0; i < it->size(); ++i) {
    const Json& e = (*it)[i];
    if (!e.is_array() || e.size() != 2 || !e[0].is_string() || !e[1].is_number()) {
      return cx.invalid(json_path(vpath, i), "expected [piece, score]");
    }
    pieces.push_back(e[0].get<std::string>());
    scores.push_back(e[1].get<double>());
  }
  auto unk_id = get_int(cx, block, path, "unk_id", std::nullopt);
  if (!unk_id) return unk_id.error();
  if (unk_id.value() < 0 || static_cast<std::size_t>(unk_id.value()) >= pieces.size()) {
    return cx.invalid(json_path(path, "unk_id"), "unk_id " + std::to_string(unk_id.value()) +
                                                     " is outside the vocabulary of " +
                                                     std::to_string(pieces.size()));
  }
  auto byte_fallback = get_bool(cx, block, path, "byte_fallback", false);
  if (!byte_fallback) return byte_fallback.error();
  return std::unique_ptr<Model>(new Unigram(std::move(pieces), std::move(scores),
                                            static_cast<std::int32_t>(unk_id.value()),
                                            byte_fallback.value()));
}

}  // namespace

Result<std::unique_ptr<Model>> make_model(const JsonContext& cx, const Json& block,
                                          const std::string& path) {
  if (!block.is_object()) return cx.invalid(path, "expected an object");
  std::string t;
  if (block.contains("type")) {
    auto type = get_type(cx, block, path);
    if (!type) return type.error();
    t = type.value();
  } else if (block.contains("merges")) {  // old files omit the model type
    t = "BPE";
  } else if (block.contains("vocab") && block["vocab"].is_array()) {
    t = "Unigram";
  } else {
    t = "WordPiece";
  }
  if (t == "WordPiece") return make_wordpiece(cx, block, path);
  if (t == "BPE") return make_bpe(cx, block, path);
  if (t == "Unigram") return make_unigram(cx, block, path);
  return cx.unsupported(json_path(path, "type"), "unsupported model type '" + t + "'");
}

}  // namespace citeval::text::hf

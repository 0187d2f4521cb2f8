// SpillVector<T> — an append-only sequence of plain values (trivially copyable T) whose memory
// stays flat in its length: values gather in one block of kBlock in memory, and each full block
// goes to an unnamed temporary file (SpillFile: already unlinked when made, so nothing is left
// behind however the process ends), to be read back in order, a block at a time.
//
// Why: a summary's figures are means over items in NumPy's summation order, and a run's state
// (shards, resume, merges at any item) needs every item's values, so per-item values cannot be
// reduced as they come (issue 27: they were 72 bytes an ALCE item, 160 a LongBench-Cite one, in
// RAM for the whole run). Reading them back is sequential and costs a summary only.
//
//   SpillVector<double> v;
//   v.push_back(0.5);
//   v.for_each_block([&](std::span<const double> block) { ... });  // in order, kBlock at most
//
// kBlock is NumPy's buffer size (8192, metrics/numpy_mean.h), so a block of doubles is one chunk
// of np.add.reduce. When no temporary file can be made or written ($TMPDIR, else /tmp), the
// blocks stay in memory: the values and every figure are the same, only the memory grows. A
// block that cannot be read back (an I/O error on the file this process wrote) is a broken
// invariant: the process aborts with a message rather than compute a figure without it.
// Copies copy the values (into a file of their own). Not thread-safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

namespace citeval {

// A temporary file of fixed-size blocks: write appends one, read gets block k back. A file that
// cannot be made or written says so (false) and stays unused.
class SpillFile {
 public:
  SpillFile() = default;
  ~SpillFile();
  SpillFile(const SpillFile&) = delete;
  SpillFile& operator=(const SpillFile&) = delete;

  // Appends `bytes` at block `index` × bytes.size() (blocks are written in order); false when the
  // file cannot be made or the write fails (the block is then not in the file).
  bool write(std::size_t index, std::span<const std::byte> bytes);
  // Reads block `index` into `bytes` (all of it); aborts on failure.
  void read(std::size_t index, std::span<std::byte> bytes) const;

 private:
  int fd_ = -1;
  bool failed_ = false;
};

template <class T>
class SpillVector {
  static_assert(std::is_trivially_copyable_v<T>, "SpillVector holds plain values");

 public:
  static constexpr std::size_t kBlock = 8192;

  SpillVector() = default;
  SpillVector(const SpillVector& o) { append(o); }
  SpillVector& operator=(const SpillVector& o) {
    if (this != &o) {
      SpillVector copy(o);
      *this = std::move(copy);
    }
    return *this;
  }
  SpillVector(SpillVector&& o) noexcept
      : file_(std::move(o.file_)), filed_(std::exchange(o.filed_, 0)), kept_(std::move(o.kept_)),
        tail_(std::move(o.tail_)) {
    o.kept_.clear();
    o.tail_.clear();
  }
  SpillVector& operator=(SpillVector&& o) noexcept {
    if (this != &o) {
      file_ = std::move(o.file_);
      filed_ = std::exchange(o.filed_, 0);
      kept_ = std::move(o.kept_);
      tail_ = std::move(o.tail_);
      o.kept_.clear();
      o.tail_.clear();
    }
    return *this;
  }

  void push_back(const T& v) {
    if (tail_.capacity() == 0) tail_.reserve(kBlock);
    tail_.push_back(v);
    if (tail_.size() == kBlock) spill();
  }
  std::size_t size() const { return (filed_ + kept_.size()) * kBlock + tail_.size(); }
  bool empty() const { return size() == 0; }

  // Calls f(std::span<const T>) on the values in order: every block but the last holds kBlock.
  template <class F>
  void for_each_block(F&& f) const {
    if (filed_ > 0) {
      std::vector<T> buf(kBlock);
      for (std::size_t k = 0; k < filed_; ++k) {
        file_->read(k, std::as_writable_bytes(std::span<T>(buf)));
        f(std::span<const T>(buf));
      }
    }
    for (const auto& b : kept_) f(std::span<const T>(b));
    if (!tail_.empty()) f(std::span<const T>(tail_));
  }
  template <class F>
  void for_each(F&& f) const {
    for_each_block([&](std::span<const T> b) {
      for (const T& v : b) f(v);
    });
  }
  // `later`'s values after these, in order.
  void append(const SpillVector& later) {
    later.for_each_block([&](std::span<const T> b) {
      for (const T& v : b) push_back(v);
    });
  }
  std::vector<T> to_vector() const {
    std::vector<T> out;
    out.reserve(size());
    for_each_block([&](std::span<const T> b) { out.insert(out.end(), b.begin(), b.end()); });
    return out;
  }

 private:
  void spill() {
    if (kept_.empty()) {  // once a block stayed in memory, the later ones stay too (order)
      if (!file_) file_ = std::make_unique<SpillFile>();
      if (file_->write(filed_, std::as_bytes(std::span<const T>(tail_)))) {
        ++filed_;
        tail_.clear();
        return;
      }
    }
    kept_.push_back(std::move(tail_));
    tail_ = {};
    tail_.reserve(kBlock);
  }

  std::unique_ptr<SpillFile> file_;
  std::size_t filed_ = 0;            // blocks in the file
  std::vector<std::vector<T>> kept_;  // full blocks kept in memory (no file could take them)
  std::vector<T> tail_;              // the open block
};

}  // namespace citeval

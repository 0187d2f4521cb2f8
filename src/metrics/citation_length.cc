#include "metrics/citation_length.h"

#include <dlfcn.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "common/install_paths.h"
#include "metrics/longcite_answer.h"
#include "text/hf_tokenizer.h"
#include "text/normalize.h"

namespace citeval::metrics {

namespace {

// The entry points of libciteval_spm_shim.so (spm_shim.cc), opened once per process.
struct SpmShim {
  void* (*load)(const char*, char*, std::size_t) = nullptr;
  long (*count)(const void*, const char*, std::size_t) = nullptr;
  void (*free)(void*) = nullptr;
  std::string error;  // why it could not be opened
};

// Candidates: $CITEVAL_SPM_SHIM, then lib/citeval beside this binary (common/install_paths.h).
std::vector<std::string> shim_candidates() {
  std::vector<std::string> out;
  if (const char* env = std::getenv("CITEVAL_SPM_SHIM"); env != nullptr && *env != '\0') out.emplace_back(env);
  for (const auto& p : module_path_candidates("libciteval_spm_shim.so")) out.push_back(p.string());
  return out;
}

const SpmShim& spm_shim() {
  static const SpmShim shim = [] {
    SpmShim s;
    void* handle = nullptr;
    for (const auto& path : shim_candidates()) {
      std::error_code ec;
      if (!std::filesystem::is_regular_file(path, ec)) continue;
      // RTLD_DEEPBIND: the module and libsentencepiece resolve their own (protobuf) symbols
      // first; RTLD_LOCAL: they do not interpose anything else in the process.
      handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
      if (handle != nullptr) break;
      s.error = dlerror();
    }
    if (handle == nullptr) {
      if (s.error.empty()) s.error = "libciteval_spm_shim.so not found (set CITEVAL_SPM_SHIM)";
      return s;
    }
    s.load = reinterpret_cast<decltype(s.load)>(dlsym(handle, "citeval_spm_load"));
    s.count = reinterpret_cast<decltype(s.count)>(dlsym(handle, "citeval_spm_count"));
    s.free = reinterpret_cast<decltype(s.free)>(dlsym(handle, "citeval_spm_free"));
    if (s.load == nullptr || s.count == nullptr || s.free == nullptr) {
      s.load = nullptr;
      s.error = "libciteval_spm_shim.so lacks its entry points";
    }
    return s;
  }();
  return shim;
}

}  // namespace

class CitationTokenizer::SentencePieceModel {
 public:
  explicit SentencePieceModel(void* handle) : handle_(handle) {}
  ~SentencePieceModel() { spm_shim().free(handle_); }
  SentencePieceModel(const SentencePieceModel&) = delete;
  SentencePieceModel& operator=(const SentencePieceModel&) = delete;
  long count(std::string_view text) const { return spm_shim().count(handle_, text.data(), text.size()); }

 private:
  void* handle_;
};

Result<CitationTokenizer> CitationTokenizer::parse(std::string_view spec) {
  if (spec == "words") return CitationTokenizer(Kind::kWords);
  if (spec == "chars") return CitationTokenizer(Kind::kChars);
  if (spec == "auto") return CitationTokenizer(Kind::kAuto);
  for (std::string_view prefix : {"spm:", "sentencepiece:"}) {
    if (spec.substr(0, prefix.size()) != prefix) continue;
    std::string path(spec.substr(prefix.size()));
    if (path.empty()) {
      return make_error(ErrorCode::kInvalidArgument, "citation tokenizer 'spm:FILE' needs a SentencePiece model file");
    }
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
      return make_error(ErrorCode::kIo, "cannot read the SentencePiece model", path);
    }
    const SpmShim& shim = spm_shim();
    if (shim.load == nullptr) {
      return make_error(ErrorCode::kUnsupported, "SentencePiece is not available: " + shim.error, path);
    }
    char error[512] = {0};
    // Load() reports a bad file as a status (this build of sentencepiece does not throw).
    void* handle = shim.load(path.c_str(), error, sizeof error);
    if (handle == nullptr) {
      return make_error(ErrorCode::kParse, std::string("not a SentencePiece model: ") + error, path);
    }
    CitationTokenizer t(Kind::kSentencePiece);
    t.spm_ = std::make_shared<const SentencePieceModel>(handle);
    t.model_path_ = std::move(path);
    return t;
  }
  if (spec.substr(0, 3) == "hf:") {
    std::string path(spec.substr(3));
    if (path.empty()) {
      return make_error(ErrorCode::kInvalidArgument, "citation tokenizer 'hf:FILE' needs a tokenizer.json file");
    }
    auto tok = text::HfTokenizer::load(path);
    if (!tok) return tok.error();
    CitationTokenizer t(Kind::kHuggingFace);
    t.hf_ = std::make_shared<const text::HfTokenizer>(std::move(*tok));
    t.model_path_ = std::move(path);
    return t;
  }
  return make_error(ErrorCode::kInvalidArgument,
                    "unknown citation tokenizer '" + std::string(spec) + "' (words, chars, auto, spm:FILE or hf:FILE)");
}

std::size_t CitationTokenizer::count(std::string_view dataset, std::string_view text) const {
  Kind k = kind_;
  if (k == Kind::kAuto) {
    k = (dataset.find("zh") != std::string_view::npos || dataset == "dureader") ? Kind::kChars : Kind::kWords;
  }
  switch (k) {
    case Kind::kChars:
      return code_points(text);
    case Kind::kSentencePiece: {
      // An encoding error (none for valid models; invalid UTF-8 is replaced) counts 0.
      const long n = spm_->count(text);
      return n < 0 ? 0 : static_cast<std::size_t>(n);
    }
    case Kind::kHuggingFace:
      return hf_->tokenize(text).size();
    default:
      return text::word_count(text);
  }
}

std::string CitationTokenizer::spec() const {
  switch (kind_) {
    case Kind::kWords: return "words";
    case Kind::kChars: return "chars";
    case Kind::kAuto: return "auto";
    case Kind::kSentencePiece: return "spm:" + model_path_;
    case Kind::kHuggingFace: return "hf:" + model_path_;
  }
  return "auto";
}

}  // namespace citeval::metrics

// A C interface to libsentencepiece, built as a loadable module (libciteval_spm_shim.so) that
// citation_length.cc opens with dlopen(RTLD_LOCAL | RTLD_DEEPBIND) only when a SentencePiece
// citation length is asked for.
//
// Why not link libsentencepiece directly: Debian's libsentencepiece carries its own copy of
// protobuf-lite and exports those symbols, while libtorch (in the same citeval executable, for
// the model judges) uses the system libprotobuf. Loaded together at start-up, libprotobuf's
// static initialisers bind to sentencepiece's copy and crash. Isolated in this module, opened
// with its own symbols first and without exporting them, each library keeps its own protobuf.
#include <sentencepiece_processor.h>

#include <cstddef>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

extern "C" {

__attribute__((visibility("default"))) void* citeval_spm_load(const char* path, char* error,
                                                                std::size_t error_size) {
  auto sp = std::make_unique<sentencepiece::SentencePieceProcessor>();
  const auto status = sp->Load(path);
  if (!status.ok()) {
    std::snprintf(error, error_size, "%s", status.ToString().c_str());
    return nullptr;
  }
  return sp.release();
}

// The number of pieces of text[0, size), or -1 when sentencepiece reports an error.
__attribute__((visibility("default"))) long citeval_spm_count(const void* model, const char* text,
                                                              std::size_t size) {
  std::vector<int> ids;
  const auto* sp = static_cast<const sentencepiece::SentencePieceProcessor*>(model);
  if (!sp->Encode(std::string_view(text, size), &ids).ok()) return -1;
  return static_cast<long>(ids.size());
}

__attribute__((visibility("default"))) void citeval_spm_free(void* model) {
  delete static_cast<sentencepiece::SentencePieceProcessor*>(model);
}

}  // extern "C"

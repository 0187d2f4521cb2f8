// The C entry points of the model module (libciteval_model.so), the only part of citeval that
// links libtorch. Neither the citeval executable nor the library (citeval::api, the Python
// package) links it: the library's runtime dlopen()s the module the first time a libtorch judge
// ("embed", "nli:DIR", or a calibrated: file wrapping one), a MAUVE featurizer, a QA model or
// the `embed` command is used (api/model_module.h), so nothing else loads libtorch.
//
//   auto start = (CitevalModelStartFn)dlsym(handle, "citeval_model_start");
//   CitevalModelHost host{CITEVAL_MODEL_ABI_VERSION, threads, allow_cuda};
//   char err[512];
//   if (start(&host, err, sizeof err) != 0) ...   // err says why
//
// The module is self-contained: it links its own copies of common/text/judge and calls nothing
// of its host, so any program can load it (the executable, a Python interpreter). Its judges are
// made by citeval_model_make_judge and owned by the host from then on. C types cross here,
// except the judge result of citeval_model_make_judge (a C++ object of citeval/judge.h and
// citeval/result.h): both sides are built from the same sources by the same compiler, which the
// ABI version checks.
#pragma once

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CITEVAL_MODEL_ABI_VERSION 2

struct CitevalModelHost {
  int abi_version;  // CITEVAL_MODEL_ABI_VERSION of the executable
  int torch_threads;  // CITEVAL_TORCH_THREADS (0 = libtorch's default)
  int allow_cuda;     // 0 when CITEVAL_DEVICE=cpu
};

// Checks the ABI and applies the torch settings (once a process: libtorch's are process-wide).
// Returns 0, or non-zero with a message in err (NUL-terminated). Looked up as
// "citeval_model_start".
typedef int (*CitevalModelStartFn)(const struct CitevalModelHost* host, char* err,
                                   size_t err_size);

// Makes the judge of a spec of the module's kinds ("embed[:DIR]", "nli:DIR"; spec_size bytes) into
// `result`, a citeval::Result<std::unique_ptr<citeval::Judge>>* (the error names file, line and
// field as the factory's). The host owns the judge (its virtual destructor is the module's code;
// the module is never unloaded). Looked up as "citeval_model_make_judge".
typedef void (*CitevalModelMakeJudgeFn)(const char* spec, size_t spec_size, void* result);

struct CitevalEmbedArgs {
  const char* input;      // file, or "-" for standard input
  const char* model_dir;  // "" = default_embed_model_dir()
  int tokens;             // print token ids instead of embeddings
  int threads;            // > 0: libtorch CPU threads for this run
  size_t chunk;           // lines embedded together
};

// citeval embed's work (model/embed_command.h); returns the exit code.
typedef int (*CitevalModelEmbedFn)(const struct CitevalEmbedArgs* args);

// Start/end logits of an extractive QA model ("qa:DIR", model/qa_model.h) for token windows:
// window i has lengths[i] ids at ids + (sum of the earlier lengths), and its logits go to the
// same places of start_logits / end_logits (caller-allocated). The model of a directory is loaded
// once per process and kept.
struct CitevalQaArgs {
  const char* model_dir;
  size_t n_windows;
  const long long* ids;
  const long long* type_ids;
  const size_t* lengths;
  float* start_logits;
  float* end_logits;
  size_t batch;    // windows per forward pass (0 = 8)
  char* err;       // a message on failure (NUL-terminated)
  size_t err_size;
};

// Returns 0, or non-zero with a message in args->err. Looked up as "citeval_model_qa".
typedef int (*CitevalModelQaFn)(const struct CitevalQaArgs* args);

// USE-lite embeddings of n texts (UTF-8, text_sizes[i] bytes each) into out, n x 512 floats,
// row-major: the `embed` MAUVE featurizer (api/model_module.h). model_dir "" =
// default_embed_model_dir(). Returns 0, or non-zero with a message in err. Optional symbol
// "citeval_model_embed_texts": an older module without it makes the featurizer unavailable.
typedef int (*CitevalModelEmbedTextsFn)(const char* model_dir, const char* const* texts,
                                        const size_t* text_sizes, size_t n, float* out, char* err,
                                        size_t err_size);

// Features of n texts from a causal LM exported by tools/export_lm.py (`lm:DIR`: the final
// hidden state of each text's last token, the first 512 tokens): sets *dim (the hidden size) and,
// when out_capacity >= n * *dim, writes the n x *dim floats to out. Returns 0, or non-zero with a
// message in err. Optional symbol "citeval_model_lm_features".
typedef int (*CitevalModelLmFeaturesFn)(const char* model_dir, const char* const* texts,
                                        const size_t* text_sizes, size_t n, float* out,
                                        size_t out_capacity, size_t* dim, char* err,
                                        size_t err_size);

#ifdef __cplusplus
}
#endif

// The work of `citeval embed` (src/cli/cmd_embed.cc parses the options): USE-lite embeddings,
// one JSON array of 512 floats per input line. Lives in citeval::model so that the executable
// reaches libtorch only through the model module (model_module_api.h).
//
//   int code = citeval::model::run_embed_command({.input = "-"});   // 0 ok, 1 failure
//
// Writes to stdout/stderr; not thread-safe (one call a process).
#pragma once

#include <cstddef>
#include <string>

namespace citeval::model {

struct EmbedCommandOptions {
  std::string input = "-";
  std::string model_dir;
  bool tokens = false;
  int threads = 0;
  std::size_t chunk = 1024;
};

int run_embed_command(const EmbedCommandOptions& o);

}  // namespace citeval::model

// citeval/embed.h — USE-lite sentence embeddings of a file of lines, as `citeval embed` prints
// them: one JSON array of 512 floats a line on standard output (token ids with `tokens`).
//
//   int code = citeval::embed_lines({.input = "sentences.txt"}).value();  // 0 done
//
// A line is one input without its line break ("\n" or "\r\n"); an empty line is the empty input.
// Floats are printed in their shortest round-trip form. Lines are embedded `chunk` at a time, so
// output starts before the input ends and memory stays bounded.
//
// The work is done by the runtime's model module (citeval/runtime.h: libtorch is loaded on this
// first use). Errors: the module cannot be loaded (the error, kUnsupported or the runtime's bad
// torch setting). Once it runs, what goes wrong (an unreadable input or model, standard output
// not written) is said on standard error as "citeval embed: ..." and the value is the non-zero
// exit status. Writes to the process's standard streams: one call at a time.
#pragma once

#include <cstddef>
#include <string>

#include "citeval/result.h"
#include "citeval/runtime.h"

namespace citeval {

struct EmbedConfig {
  std::string input = "-";   // a file, one text a line; "-" = standard input
  std::string model_dir;     // USE-lite model directory; empty = $CITEVAL_EMBED_MODEL, else the npm location
  bool tokens = false;       // print token ids instead of embeddings
  int threads = 0;           // libtorch CPU threads (0 = all cores)
  std::size_t chunk = 1024;  // lines embedded together (0 counts as 1)
};

// 0 when every line was embedded and written, else the exit status (see above).
Result<int> embed_lines(const EmbedConfig& config, const Runtime& runtime = *Runtime::shared());

}  // namespace citeval

// citeval/embed.h: `citeval embed`'s work, through the runtime's model module.
#include "citeval/embed.h"

#include <algorithm>

#include "api/runtime_impl.h"

namespace citeval {

Result<int> embed_lines(const EmbedConfig& config, const Runtime& runtime) {
  auto m = runtime.impl().loader.load();
  if (!m) return m.error();
  const CitevalEmbedArgs args{config.input.c_str(), config.model_dir.c_str(), config.tokens ? 1 : 0, config.threads,
                              std::max<std::size_t>(1, config.chunk)};
  return (*m)->embed(&args);
}

}  // namespace citeval

// Adds the local neural judge kinds of citeval::model to a judge registry.
//
//   citeval::judge::Registry reg;
//   citeval::model::register_model_judges(reg);  // the model module does this in its own
//                                                // registry (module_entry.cc), which the
//                                                // library's runtime asks for these kinds
//   auto j = reg.make("embed");                  // the bundled USE-lite model
//   auto k = reg.make("embed:/path/to/dist");    // another copy of its files
//
// "embed[:DIR]": the USE-lite embedding judge (embed_judge.h). DIR holds model.json, its shards
// and vocab.json; without DIR, $CITEVAL_EMBED_MODEL, else share/citeval/use-lite (the npm copy
// in a build tree, installed beside the binary otherwise; common/install_paths.h)
// (default_embed_model_dir()). A model directory is loaded once per process and shared by all
// judges made from it while any is alive.
//
// Thread safety: all functions may be called from any thread.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "citeval/result.h"
#include "judge/registry.h"

namespace citeval::model {

class UseModel;

// Adds "embed[:DIR]" and "nli:DIR" (later kinds of this component add one line here). Without a
// registry: judge::process_registry() (component tests).
void register_model_judges(judge::Registry& registry);
void register_model_judges();

// Where "embed" without a directory looks: $CITEVAL_EMBED_MODEL if set and non-empty, else
// the model package installed by scripts/setup.sh.
std::string default_embed_model_dir();

// The USE-lite model of `dir` (empty: default_embed_model_dir()), loaded once per process.
Result<std::shared_ptr<const UseModel>> shared_use_model(std::string_view dir);

}  // namespace citeval::model

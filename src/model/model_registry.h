// Registers the local neural judge kinds of citeval::model with the judge registry.
//
//   citeval::model::register_model_judges();     // once, before make_judge (the citeval
//                                                // executable: the model module's entry point,
//                                                // model_module_api.h, when it is loaded)
//   auto j = citeval::judge::make_judge("embed");              // the bundled USE-lite model
//   auto k = citeval::judge::make_judge("embed:/path/to/dist"); // another copy of its files
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

namespace citeval::model {

class UseModel;

// Registers "embed" (idempotent; later kinds of this component add one line here).
void register_model_judges();

// Where "embed" without a directory looks: $CITEVAL_EMBED_MODEL if set and non-empty, else
// the model package installed by scripts/setup.sh.
std::string default_embed_model_dir();

// The USE-lite model of `dir` (empty: default_embed_model_dir()), loaded once per process.
Result<std::shared_ptr<const UseModel>> shared_use_model(std::string_view dir);

}  // namespace citeval::model

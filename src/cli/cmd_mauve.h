// What `citeval mauve` does, for other commands (the lead's `citeval eval alce --mauve`):
//
//   cli::MauveCommandOptions o;                    // featurizer "embed" by default
//   o.features = "embed";                          // or "embed:DIR"; or given feature files:
//   o.output_features = "q.npy"; o.reference_features = "p.npy";
//   Result<mauve::MauveReport> r = cli::alce_mauve_for_items(items, o);
//   if (r) print 100 * r->result.mauve (ALCE's "mauve"), r->result.frontier_integral,
//          and r->featurizer.approximation (true for embed: say so next to the figure)
//
// Given feature files must hold one row per prepared text of their side, in item order (what
// `citeval mauve --input F --write-texts DIR` writes); a row count that differs is an error.
#pragma once

#include <span>
#include <string>

#include "citeval/result.h"
#include "items/alce_item.h"
#include "mauve/mauve.h"
#include "mauve/mauve_eval.h"

namespace citeval::cli {

struct MauveCommandOptions {
  std::string features = "embed";  // "embed"/"embed:DIR" (USE-lite, an approximation), "lm:DIR"
  std::string output_features;     // --mauve-features: the model outputs' (mauve-text's q)
  std::string reference_features;  // --reference-features: the references' (p)
  mauve::MauveOptions mauve;
};

Result<mauve::MauveReport> alce_mauve_for_items(std::span<const io::AlceItem> items,
                                                const MauveCommandOptions& options);

}  // namespace citeval::cli

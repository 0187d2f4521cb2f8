// MAUVE of an ALCE / ALiICE result file: prepare the texts (mauve_text.h), featurise both sides
// with a Featurizer, compute MAUVE (mauve.h). The featurizers that need a model come from the
// library's runtime (libtorch through the model module: api/model_module.h, citeval/mauve.h), so this
// component stays free of libtorch.
//
//   mauve::Featurizer f = ...;                       // texts -> one feature row each
//   auto r = mauve::alce_mauve(items, f, {.name = "embed", .approximation = true});
//   if (r) fmt::print("mauve {:.2f}\n", 100 * r->result.mauve);
//
// Figures say what they are (STYLE.md 10): the report carries the featurizer's name, whether it
// is an approximation of the papers' GPT-2 large featurisation, and the counts of items left out.
#pragma once

#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/result.h"
#include "items/alce_item.h"
#include "mauve/mauve.h"
#include "mauve/mauve_text.h"

namespace citeval::mauve {

using Featurizer = std::function<Result<Features>(std::span<const std::string> texts)>;

struct FeaturizerInfo {
  std::string name;            // "embed", "lm:DIR", "given" (features from files)
  bool approximation = false;  // not the papers' featurisation (GPT-2 large)
};

struct MauveReport {
  MauveResult result;
  FeaturizerInfo featurizer;
  std::size_t n_p = 0, n_q = 0;  // rows compared: P = references ("human"), Q = model outputs
  MauveTexts texts;              // the counts (the texts themselves are dropped)
};

// Texts from items, then features of each side, then MAUVE. An error when a side has no text.
Result<MauveReport> alce_mauve(std::span<const io::AlceItem> items, const Featurizer& featurize,
                               FeaturizerInfo info, const MauveOptions& options = {},
                               cite::CitationSyntax syntax = cite::CitationSyntax::kAlceCompat);

// The same when both sides' features are given (texts: the counts when known, else zeros).
Result<MauveReport> given_features_mauve(const Features& p, const Features& q,
                                         const MauveOptions& options = {});

// {"mauve": 100 x mauve (as ALCE prints it), "mauve_fraction", "frontier_integral",
//  "mauve_star", "frontier_integral_star", "num_buckets", "pca_components", "n_p", "n_q",
//  "featurizer", "approximation", "items", "without_answer", "empty_reference", "empty_output"}
nlohmann::json mauve_report_json(const MauveReport& report);

}  // namespace citeval::mauve

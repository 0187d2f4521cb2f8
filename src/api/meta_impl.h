// Internals of citeval/meta.h: the labelled set and scored pairs as meta/ holds them, and the
// options of a MetaConfig.
#pragma once

#include "citeval/meta.h"
#include "meta/labelled_data.h"
#include "meta/meta_evaluator.h"
#include "meta/scored_set.h"

namespace citeval {

struct LabelledData::Impl {
  meta::LabelledSet set;
};

struct ScoredPairs::Impl {
  meta::ScoredSet set;
};

namespace api {

// The evaluator's options of `config` (ndcg_all_none: "zero", else skip).
meta::MetaOptions meta_options(const MetaConfig& config);

// {"records_skipped"[, "skipped": the first errors as strings]} into an input's block of a
// report (meta's labels and scores, calibrate's data).
void add_skipped(nlohmann::json& block, const SkippedRecordsInfo& skipped);

}  // namespace api
}  // namespace citeval

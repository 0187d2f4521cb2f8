// Helpers the API tests share: evaluating a slice of an item file as one shard, and the options
// of an ALiICE run with the model-free judge.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <span>
#include <string>

#include "citeval/evaluate.h"

namespace citeval::api_test {

// The state of one Evaluator given items [b, e) of `f` (a shard of a sharded run).
inline EvalState run_shard(const EvalOptions& o, const ItemFile& f, std::size_t b, std::size_t e) {
  auto ev = Evaluator::create(o);
  EXPECT_TRUE(ev) << ev.error().to_string();
  auto records = (*ev)->evaluate(std::span<const Item>(f.items.data() + b, e - b));
  EXPECT_TRUE(records) << records.error().to_string();
  return (*ev)->state();
}

// ALiICE on `input` with the lexical judge, no cache, one parse thread; `dataset` as eval.py's
// --dataset (empty: none).
inline EvalOptions aliice_options(const std::string& input, const std::string& dataset = "") {
  EvalOptions o;
  o.benchmark = Benchmark::kAliice;
  o.input = input;
  o.judge = "lexical";
  o.session.no_cache = true;
  o.parse_threads = 1;
  o.dataset = dataset;
  return o;
}

}  // namespace citeval::api_test

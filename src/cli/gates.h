// CI gates on a run's summary: `--fail-under KEY=MIN` (DeepEval's assert_test for pipelines).
//
//   auto gates = parse_gates({"citation_rec=70", "scores.hotpotqa.citation_f1=0.5"});
//   if (!gates) ... usage error (exit 2)
//   auto r = check_gates(*gates, summary_json);   // Result: a key no summary has is an error
//   for (auto& line : r->lines) std::cerr << line << "\n";
//   if (!r->passed) exit code 3
//
// KEY is a key of the summary JSON as written with -o: a top-level key ("citation_rec", ALCE's
// ×100 scale; "avg_citation_f1", LongBench-Cite's 0–1 scale), else a dot-separated path into
// nested objects ("scores.hotpotqa.citation_f1"). A figure below MIN fails; an undefined figure
// (null: nothing to average) fails too, never passes silently; a KEY the summary does not have
// is an error naming the keys it has, so a typo cannot turn a gate off.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/result.h"

namespace citeval::cli {

struct Gate {
  std::string key;
  double min = 0;
};

// "KEY=MIN" each; several may also be given in one string separated by commas.
Result<std::vector<Gate>> parse_gates(const std::vector<std::string>& specs);

struct GateReport {
  bool passed = true;
  std::vector<std::string> lines;  // one a gate: "fail-under: citation_rec = 62.5 < 70: FAILED"
};

Result<GateReport> check_gates(const std::vector<Gate>& gates, const nlohmann::json& summary);

// The exit code of a run whose gates failed.
inline constexpr int kGateFailedExitCode = 3;

}  // namespace citeval::cli

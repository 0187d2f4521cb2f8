// Test driver for the differential test (meta_oracle.py): reads a --scores JSONL file and prints
// the JSON report without bootstrap, using only citeval::meta (so the check does not depend on
// the rest of the CLI).
//
//   meta_scores_eval FILE [skip|zero]
#include <cstdio>
#include <iostream>
#include <string>

#include "meta/meta_evaluator.h"
#include "meta/meta_report.h"
#include "meta/scored_set.h"

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::cerr << "usage: meta_scores_eval FILE [skip|zero]\n";
    return 2;
  }
  auto set = citeval::meta::read_scores_jsonl(argv[1]);
  if (!set) {
    std::cerr << set.error().to_string() << "\n";
    return 1;
  }
  citeval::meta::MetaOptions options;
  options.bootstrap = 0;
  if (argc == 3) {
    const std::string policy = argv[2];
    if (policy != "skip" && policy != "zero") {
      std::cerr << "policy must be skip or zero\n";
      return 2;
    }
    options.all_irrelevant = policy == "zero" ? citeval::meta::AllIrrelevantGroups::kZero
                                              : citeval::meta::AllIrrelevantGroups::kSkip;
  }
  auto report = citeval::meta::evaluate(*set, options);
  if (!report) {
    std::cerr << report.error().to_string() << "\n";
    return 1;
  }
  std::cout << citeval::meta::report_to_json(*report).dump() << "\n";
  return 0;
}

// TableScriptJudge: a test judge answering from a table of (premise, hypothesis) -> label and
// recording every batch; a pair not in the table fails with `missing_error`, so every request an
// evaluator makes is checked.
#pragma once

#include <map>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "citeval/judge.h"

namespace citeval::metrics {

class TableScriptJudge : public Judge {
 public:
  explicit TableScriptJudge(std::string missing_error = "not scripted") : missing_error_(std::move(missing_error)) {}
  std::string identity() const override { return "script"; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override {
    batches.emplace_back(requests.begin(), requests.end());
    std::vector<Judgment> out;
    for (const auto& r : requests) {
      Judgment j;
      auto it = labels.find({r.premise, r.hypothesis});
      if (it == labels.end()) {
        j.error = missing_error_;
      } else {
        j.ok = true;
        j.label = it->second;
        j.prob = it->second;
      }
      out.push_back(j);
    }
    return out;
  }
  std::map<std::pair<std::string, std::string>, int> labels;
  std::vector<std::vector<JudgeRequest>> batches;

 private:
  std::string missing_error_;
};

}  // namespace citeval::metrics

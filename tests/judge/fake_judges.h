// Test doubles for the judge interface: a counting judge that can fail chosen items a number of
// times before succeeding.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "citeval/judge.h"

namespace citeval::judge::testing {

class CountingJudge : public Judge {
 public:
  explicit CountingJudge(std::string id = "fake:v1") : id_(std::move(id)) {}

  std::string identity() const override { return id_; }
  std::string run_notes() const override { return notes; }
  // The counters are not synchronised: the session must serialise calls.
  bool thread_safe() const override { return false; }

  // Deterministic decision: prob = (|hypothesis| mod 5) / 4, label = prob >= 0.5.
  static Judgment decide(const JudgeRequest& r) {
    Judgment j;
    j.ok = true;
    j.prob = static_cast<double>(r.hypothesis.size() % 5) / 4.0;
    j.label = j.prob >= 0.5 ? 1 : 0;
    j.rationale = "len " + std::to_string(r.hypothesis.size());
    return j;
  }

  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override {
    ++calls;
    batch_sizes.push_back(requests.size());
    std::vector<Judgment> out;
    for (const auto& r : requests) {
      ++items;
      ++per_pair[{r.premise, r.hypothesis}];
      auto it = failures.find(r.hypothesis);
      if (it != failures.end() && it->second != 0) {
        if (it->second > 0) --it->second;
        Judgment j;
        j.ok = false;
        j.error = "boom: " + r.hypothesis;
        out.push_back(j);
        continue;
      }
      out.push_back(decide(r));
    }
    return out;
  }

  std::string id_;
  std::string notes;  // what run_notes() says
  // hypothesis -> how many more times it fails (-1: always)
  std::map<std::string, int> failures;
  std::size_t calls = 0;
  std::size_t items = 0;
  std::vector<std::size_t> batch_sizes;
  std::map<std::pair<std::string, std::string>, int> per_pair;
};

}  // namespace citeval::judge::testing

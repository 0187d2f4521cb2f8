// LongBench-Cite answer correctness: an item's rating record and the per-dataset aggregation of
// LongCite's eval_correct.py (the ratings come from llm/correctness_rater.h; this file holds no
// network code).
//
// Aggregation, as eval_correct.py: a group holds the items whose dataset *contains* its name, the
// groups being longbench-chat, multifieldqa_en, multifieldqa_zh, multifieldqa (both languages
// together: the paper's "MultifieldQA" column), hotpotqa, dureader and gov_report; a group's
// correctness is the NumPy mean of its item scores, and the overall average is the mean of the
// groups' means leaving out multifieldqa_en and multifieldqa_zh (their items count once, in
// multifieldqa). eval_correct.py gives an empty group 0 and averages that 0 in; by default an
// empty group is undefined (NaN) and left out of the average, and the summary names it
// (`empty_averaged`); `reference` restores eval_correct.py's 0.
//
// The correctness ratio (seed 002, Table 3): CR = C / C_LQA, per group and for the average,
// undefined (NaN) when either is undefined or C_LQA is 0.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace citeval::metrics {

// One file's correctness of one item: the best score over its gold answers.
struct LongciteCorrectness {
  double score = 0.0;
  std::size_t ratings = 0;       // gold answers rated
  std::size_t unreadable = 0;    // of them, unreadable after every try (scored 0.5)
  std::size_t out_of_range = 0;  // of them, rated outside the rubric's range
};

struct CorrectnessPoint {
  std::string dataset;
  double score = 0.0;
};

struct CorrectnessGroup {
  std::string name;
  std::size_t responses = 0;
  double correctness = 0.0;  // NaN when empty (0 with `reference`)
};

struct CorrectnessSummary {
  std::vector<CorrectnessGroup> groups;  // all seven, in eval_correct.py's order
  double average = 0.0;                  // NaN when no averaged group has an item
  std::vector<std::string> averaged;     // the groups the average is over
  std::vector<std::string> empty_averaged;  // averaged groups without items (left out, or 0 with reference)
  std::size_t responses = 0;
};

CorrectnessSummary summarize_correctness(std::span<const CorrectnessPoint> scores, bool reference = false);

// C / C_LQA (NaN when undefined, see above).
double correctness_ratio(double c, double c_lqa);

}  // namespace citeval::metrics

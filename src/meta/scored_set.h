// A judge's scores on a labelled set: the only input the meta-evaluation statistics need.
//
// Each item is one statement–chunk pair: the statement (group) it belongs to, the judge's score,
// and the human support level (full = 2, partial = 1, none = 0). Items of one group are the
// candidates that retrieval evaluation ranks against each other.
//
//   ScoredSet set;
//   auto g = set.group_id("statement-17");
//   set.add(g, 0.83, 2);
//   Result<MetaReport> r = evaluate(set, MetaOptions{});   // meta_evaluator.h
//
// The JSONL form (read_scores_jsonl / write_scores_jsonl) is what `citeval meta --scores` reads:
// one object a line, {"group": "<statement id>", "score": <finite number>, "label": 2|1|0} (or a
// label word: "full"/"partial"/"no", WiCE's "supported"/"partially_supported"/"not_supported");
// "group" may also be an integer (it is used as its decimal string).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "citeval/result.h"
#include "common/skipped_records.h"

namespace citeval::meta {

// Human support levels as the paper (seed 003) maps them to relevance / correlation values.
enum SupportLevel : std::uint8_t { kNoSupport = 0, kPartialSupport = 1, kFullSupport = 2 };

// "full" / "partial" / "none" (as the report prints them).
const char* support_level_name(int level);

class ScoredSet {
 public:
  // The id of the group named `name`, creating it (with no items yet) when new. A group may stay
  // empty (e.g. every item of it failed to be judged): sets made from the same data then keep
  // the same group ids, so bootstrap draws stay paired across judges.
  std::uint32_t group_id(std::string_view name);
  // `label` must be 0, 1 or 2 and `score` finite (callers validate; violations abort).
  void add(std::uint32_t group, double score, std::uint8_t label);

  std::size_t size() const { return score_.size(); }
  std::size_t num_groups() const { return group_names_.size(); }
  const std::vector<std::string>& group_names() const { return group_names_; }
  const std::vector<std::uint32_t>& groups() const { return group_; }
  const std::vector<double>& scores() const { return score_; }
  const std::vector<std::uint8_t>& labels() const { return label_; }

 private:
  std::vector<std::string> group_names_;
  std::unordered_map<std::string, std::uint32_t> group_index_;
  std::vector<std::uint32_t> group_;
  std::vector<double> score_;
  std::vector<std::uint8_t> label_;
};

// Reads the --scores JSONL. Errors name the file, the 1-based line and the field: malformed
// JSON, a missing/wrongly typed field, a non-finite score, a label outside {0, 1, 2}. Without
// `skipped` the first bad line is the error; with it, bad lines are recorded there and left out.
// Either way a file without a usable line is an error ("no record to read", "every record (N)
// is malformed; first: ...").
Result<ScoredSet> read_scores_jsonl(const std::string& path, SkippedRecords* skipped = nullptr);
Result<ScoredSet> parse_scores_jsonl(std::string_view text, const std::string& name,
                                     SkippedRecords* skipped = nullptr);

// Writes the set in the same JSONL form (scores with 17 significant digits, so it round-trips).
Status write_scores_jsonl(const ScoredSet& set, const std::string& path);

}  // namespace citeval::meta

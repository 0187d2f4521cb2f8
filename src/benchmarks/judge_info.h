// The judge statistics of a run's state, and the judge part of a summary: what every benchmark
// says about the judges it asked (citeval::JudgeStats, judges.h).
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "citeval/judges.h"
#include "judge/judge_session.h"

namespace citeval::benchmarks {

JudgeStats to_public(const judge::SessionStats& s);
nlohmann::json stats_json(const JudgeStats& s);        // {"requests", "unique", ...} as summaries show
JudgeStats stats_from_json(const nlohmann::json& j);   // the state's form (every field)
nlohmann::json stats_state_json(const JudgeStats& s);

// "judge", "judge_approximation", "judge_note", "judge_stats" of a summary's "citeval" block.
void add_judge_info(nlohmann::json& info, const std::string& identity, bool approximation,
                    const JudgeStats& stats, std::string_view benchmark);

// Whether a judge spec is one of the "llm*" kinds.
bool is_llm_spec(std::string_view spec);

}  // namespace citeval::benchmarks

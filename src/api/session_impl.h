// Internals of citeval::Session (judges.h) and helpers the evaluators share: the session's
// JudgeSession, statistics conversion, and the judge description of a summary.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "citeval/judges.h"
#include "judge/judge_session.h"

namespace citeval {

struct Session::Impl {
  std::unique_ptr<judge::JudgeSession> session;
};

namespace api {

JudgeStats to_public(const judge::SessionStats& s);
nlohmann::json stats_json(const JudgeStats& s);        // {"requests", "unique", ...} as summaries show
JudgeStats stats_from_json(const nlohmann::json& j);   // the state's form (every field)
nlohmann::json stats_state_json(const JudgeStats& s);

// "judge", "judge_approximation", "judge_note", "judge_stats" of a summary's "citeval" block.
void add_judge_info(nlohmann::json& info, const std::string& identity, bool approximation,
                    const JudgeStats& stats, std::string_view benchmark);

// Forwards to a caller's judge kept alive by a shared_ptr.
std::unique_ptr<Judge> share_judge(std::shared_ptr<Judge> judge);

bool is_llm_spec(std::string_view spec);

}  // namespace api
}  // namespace citeval

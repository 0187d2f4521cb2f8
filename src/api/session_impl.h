// Internals of citeval::Session (judges.h) and helpers the evaluators share: the session's
// JudgeSession, statistics conversion, and the judge description of a summary.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "citeval/judges.h"
#include "benchmarks/judge_info.h"
#include "judge/judge_session.h"

namespace citeval {

struct Session::Impl {
  std::unique_ptr<judge::JudgeSession> session;
};

namespace api {

// The statistics and summary helpers live with the benchmarks (benchmarks/judge_info.h).
using benchmarks::add_judge_info;
using benchmarks::is_llm_spec;
using benchmarks::stats_from_json;
using benchmarks::stats_json;
using benchmarks::stats_state_json;
using benchmarks::to_public;

// Forwards to a caller's judge kept alive by a shared_ptr.
std::unique_ptr<Judge> share_judge(std::shared_ptr<Judge> judge);

// The persistent judgment cache a session of `spec` uses under `config` (SessionConfig's rules:
// none with no_cache, none by default for the cheap local judges, else the given path or the
// default one, whose directory is created); "" = none. An error names a missing directory.
Result<std::string> session_cache_path(const SessionConfig& config, std::string_view spec);

}  // namespace api
}  // namespace citeval

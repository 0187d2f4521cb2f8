#include "benchmarks/judge_info.h"

#include <fmt/format.h>

namespace citeval {

namespace {

// What kind of approximate judge an identity names, for the note: "lexical:v1:..." -> the
// lexical judge; "embed:use-lite:..." -> the embedding judge; "calibrated(...)|INNER" -> INNER's.
std::string approximate_judge_kind(std::string_view identity) {
  if (identity.rfind("calibrated(", 0) == 0) {
    const auto bar = identity.find(")|");
    if (bar != std::string_view::npos) return "a calibrated " + approximate_judge_kind(identity.substr(bar + 2));
  }
  if (identity.rfind("lexical", 0) == 0) return "the model-free lexical judge (content-word, number and name coverage)";
  if (identity.rfind("align", 0) == 0) return "the model-free align judge (alignment and mismatch detection)";
  if (identity.rfind("embed", 0) == 0) return "the embed judge (USE-lite sentence-embedding similarity)";
  return fmt::format("an approximate judge ({})", identity.substr(0, identity.find(':')));
}

}  // namespace

std::string JudgeStats::summary() const {
  judge::SessionStats s;
  s.requests = requests;
  s.unique = unique;
  s.memo_hits = memo_hits;
  s.cache_hits = cache_hits;
  s.inner_items = judged;
  s.inner_calls = judge_calls;
  s.retries = retries;
  s.errors = errors;
  s.first_error = first_error;
  s.cache_writes = cache_writes;
  s.cache_errors = cache_errors;
  s.last_cache_error = last_cache_error;
  s.judge_notes = judge_notes;
  return s.summary();
}

void JudgeStats::merge(const JudgeStats& later) {
  requests += later.requests;
  unique += later.unique;
  memo_hits += later.memo_hits;
  cache_hits += later.cache_hits;
  judged += later.judged;
  judge_calls += later.judge_calls;
  retries += later.retries;
  errors += later.errors;
  if (first_error.empty()) first_error = later.first_error;
  cache_writes += later.cache_writes;
  cache_errors += later.cache_errors;
  if (!later.last_cache_error.empty()) last_cache_error = later.last_cache_error;
  if (!later.judge_notes.empty()) judge_notes = later.judge_notes;
}

namespace benchmarks {

bool is_llm_spec(std::string_view spec) { return spec.rfind("llm", 0) == 0; }

JudgeStats to_public(const judge::SessionStats& s) {
  JudgeStats p;
  p.requests = s.requests;
  p.unique = s.unique;
  p.memo_hits = s.memo_hits;
  p.cache_hits = s.cache_hits;
  p.judged = s.inner_items;
  p.judge_calls = s.inner_calls;
  p.retries = s.retries;
  p.errors = s.errors;
  p.first_error = s.first_error;
  p.cache_writes = s.cache_writes;
  p.cache_errors = s.cache_errors;
  p.last_cache_error = s.last_cache_error;
  p.judge_notes = s.judge_notes;
  return p;
}

nlohmann::json stats_json(const JudgeStats& s) {
  return {{"requests", s.requests},         {"unique", s.unique},           {"memo_hits", s.memo_hits},
          {"cache_hits", s.cache_hits},     {"judged", s.judged},           {"judge_calls", s.judge_calls},
          {"retries", s.retries},           {"errors", s.errors},           {"cache_writes", s.cache_writes},
          {"cache_errors", s.cache_errors}};
}

nlohmann::json stats_state_json(const JudgeStats& s) {
  nlohmann::json j = stats_json(s);
  j["first_error"] = s.first_error;
  j["last_cache_error"] = s.last_cache_error;
  j["judge_notes"] = s.judge_notes;
  return j;
}

JudgeStats stats_from_json(const nlohmann::json& j) {
  JudgeStats s;
  s.requests = j.at("requests").get<std::size_t>();
  s.unique = j.at("unique").get<std::size_t>();
  s.memo_hits = j.at("memo_hits").get<std::size_t>();
  s.cache_hits = j.at("cache_hits").get<std::size_t>();
  s.judged = j.at("judged").get<std::size_t>();
  s.judge_calls = j.at("judge_calls").get<std::size_t>();
  s.retries = j.at("retries").get<std::size_t>();
  s.errors = j.at("errors").get<std::size_t>();
  s.cache_writes = j.at("cache_writes").get<std::size_t>();
  s.cache_errors = j.at("cache_errors").get<std::size_t>();
  s.first_error = j.at("first_error").get<std::string>();
  s.last_cache_error = j.at("last_cache_error").get<std::string>();
  s.judge_notes = j.at("judge_notes").get<std::string>();
  return s;
}

void add_judge_info(nlohmann::json& info, const std::string& identity, bool approximation,
                    const JudgeStats& stats, std::string_view benchmark) {
  info["judge"] = identity;
  info["judge_approximation"] = approximation;
  if (approximation && benchmark == "check") {
    info["judge_note"] = fmt::format(
        "APPROXIMATION: scores come from {}, not an NLI model or an LLM: use one for decisions you rely on",
        approximate_judge_kind(identity));
  } else if (approximation) {
    info["judge_note"] = fmt::format(
        "APPROXIMATION: scores come from {}, not an NLI model; they are not comparable to published {} numbers",
        approximate_judge_kind(identity), benchmark);
  }
  info["judge_stats"] = stats_json(stats);
}

}  // namespace benchmarks
}  // namespace citeval

// citeval/judges.h: judges from specs, sessions with the CLI's cache defaults, LLM settings.
#include "citeval/judges.h"

#include <fmt/format.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <utility>

#include "api/session_impl.h"
#include "citeval/runtime.h"
#include "judge/registry.h"

namespace citeval {
namespace {

// The default cache file, and whether it is the user's own choice ($CITEVAL_CACHE), whose
// directory is not ours to create.
struct CachePath {
  std::string path;
  bool user_given = false;
};

CachePath default_cache_path() {
  if (const char* c = std::getenv("CITEVAL_CACHE"); c && *c) return {c, true};
  std::filesystem::path base;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) {
    base = x;
  } else if (const char* h = std::getenv("HOME"); h && *h) {
    base = std::filesystem::path(h) / ".cache";
  } else {
    return {};
  }
  return {(base / "citeval" / "judgments.sqlite").string(), false};
}

std::filesystem::path parent_dir(const std::string& path) {
  std::filesystem::path parent = std::filesystem::path(path).parent_path();
  return parent.empty() ? std::filesystem::path(".") : parent;
}

bool is_cheap_judge(std::string_view spec) {
  return spec.empty() || spec == "lexical" || spec == "align" || spec.rfind("table:", 0) == 0;
}

class SharedJudge final : public Judge {
 public:
  explicit SharedJudge(std::shared_ptr<Judge> j) : j_(std::move(j)) {}
  std::string identity() const override { return j_->identity(); }
  bool is_approximation() const override { return j_->is_approximation(); }
  bool thread_safe() const override { return j_->thread_safe(); }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override {
    return j_->judge_batch(requests);
  }
  std::vector<Judgment> judge_batch_streaming(std::span<const JudgeRequest> requests,
                                              const ItemSink& on_item) override {
    return j_->judge_batch_streaming(requests, on_item);
  }
  std::string run_notes() const override { return j_->run_notes(); }

 private:
  std::shared_ptr<Judge> j_;
};

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

Result<std::unique_ptr<Judge>> make_judge(std::string_view spec) { return Runtime::shared()->make_judge(spec); }

std::string default_judge_spec() { return judge::default_judge_spec(); }

std::vector<std::string> judge_kinds() { return Runtime::shared()->judge_kinds(); }

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

Session::Session(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Session::~Session() = default;
std::string Session::identity() const { return impl_->session->identity(); }
bool Session::is_approximation() const { return impl_->session->is_approximation(); }
std::vector<Judgment> Session::judge_batch(std::span<const JudgeRequest> requests) {
  return impl_->session->judge_batch(requests);
}
std::string Session::run_notes() const { return impl_->session->run_notes(); }
JudgeStats Session::stats() const { return api::to_public(impl_->session->stats()); }
Status Session::flush() { return impl_->session->flush(); }

Result<std::unique_ptr<Session>> open_session(std::unique_ptr<Judge> judge, const SessionConfig& config,
                                              std::string_view spec) {
  if (!judge) return make_error(ErrorCode::kInvalidArgument, "open_session: no judge");
  judge::SessionOptions so;
  so.max_retries = config.retries;
  // An LLM judge keeps many requests in flight only within one inner batch: give it big ones.
  so.batch_size = config.batch_size > 0 ? config.batch_size : (api::is_llm_spec(spec) ? 1024 : 64);
  if (!config.no_cache) {
    CachePath cache{config.cache_path, true};
    if (config.cache_path.empty() && !is_cheap_judge(spec)) cache = default_cache_path();
    so.cache_path = cache.path;
    if (!so.cache_path.empty()) {
      std::error_code ec;
      const std::filesystem::path parent = parent_dir(so.cache_path);
      if (!cache.user_given) std::filesystem::create_directories(parent, ec);
      if (ec || !std::filesystem::is_directory(parent)) {
        return make_error(ErrorCode::kIo,
                          fmt::format("judgment cache: directory {} does not exist{}", parent.string(),
                                      ec ? " and cannot be created: " + ec.message() : ""),
                          so.cache_path);
      }
    }
  }
  if (config.progress) {
    so.progress = [cb = config.progress](const judge::SessionProgress& p) { cb(p.done, p.total); };
  }
  auto s = judge::JudgeSession::open(std::move(judge), std::move(so));
  if (!s) return s.error();
  auto impl = std::make_unique<Session::Impl>();
  impl->session = std::move(*s);
  return std::make_unique<Session>(std::move(impl));
}

Result<std::unique_ptr<Session>> open_session(std::string_view spec, const SessionConfig& config) {
  const std::string s = spec.empty() ? default_judge_spec() : std::string(spec);
  auto j = make_judge(s);
  if (!j) return j.error();
  return open_session(std::move(*j), config, s);
}

Status configure_llm(const LlmConfig& config) { return Runtime::shared()->configure_llm(config); }

namespace api {

bool is_llm_spec(std::string_view spec) { return spec.rfind("llm", 0) == 0; }

std::unique_ptr<Judge> share_judge(std::shared_ptr<Judge> judge) {
  return std::make_unique<SharedJudge>(std::move(judge));
}

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
  if (approximation) {
    info["judge_note"] = fmt::format(
        "APPROXIMATION: scores come from {}, not an NLI model; they are not comparable to published {} numbers",
        approximate_judge_kind(identity), benchmark);
  }
  info["judge_stats"] = stats_json(stats);
}

}  // namespace api
}  // namespace citeval

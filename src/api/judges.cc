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

// The model-free judges: deterministic, and a pair judged again costs well under a millisecond.
bool is_model_free_judge(std::string_view spec) {
  return spec == "lexical" || spec == "align" || spec.rfind("table:", 0) == 0;
}

bool is_cheap_judge(std::string_view spec) { return spec.empty() || is_model_free_judge(spec); }

// The in-run memo of a model-free judge keeps the most recently used pairs only, so a run's memory
// is flat in its length (issue 27: the 1.4 million distinct pairs of 500,000 ALCE items took a
// 64 MiB table, 96 MiB while it grew): a pair evicted and met again is judged again, to the same
// decision, and counted again in `unique`.
constexpr std::size_t kModelFreeMemoPairs = 65'536;  // two tables of at most 2 MiB

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

}  // namespace

Result<std::unique_ptr<Judge>> make_judge(std::string_view spec) { return Runtime::shared()->make_judge(spec); }

std::string default_judge_spec() { return judge::default_judge_spec(); }

std::vector<std::string> judge_kinds() { return Runtime::shared()->judge_kinds(); }

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

Result<std::string> api::session_cache_path(const SessionConfig& config, std::string_view spec) {
  if (config.no_cache) return std::string();
  CachePath cache{config.cache_path, true};
  if (config.cache_path.empty() && !is_cheap_judge(spec)) cache = default_cache_path();
  if (cache.path.empty()) return std::string();
  std::error_code ec;
  const std::filesystem::path parent = parent_dir(cache.path);
  if (!cache.user_given) std::filesystem::create_directories(parent, ec);
  if (ec || !std::filesystem::is_directory(parent)) {
    return make_error(ErrorCode::kIo,
                      fmt::format("judgment cache: directory {} does not exist{}", parent.string(),
                                  ec ? " and cannot be created: " + ec.message() : ""),
                      cache.path);
  }
  return cache.path;
}

Result<std::unique_ptr<Session>> open_session(std::unique_ptr<Judge> judge, const SessionConfig& config,
                                              std::string_view spec) {
  if (!judge) return make_error(ErrorCode::kInvalidArgument, "open_session: no judge");
  judge::SessionOptions so;
  so.max_retries = config.retries;
  so.memo_max_pairs = config.memo_max_pairs.value_or(is_model_free_judge(spec) ? kModelFreeMemoPairs : 0);
  // An LLM judge keeps many requests in flight only within one inner batch: give it big ones.
  so.batch_size = config.batch_size > 0 ? config.batch_size : (api::is_llm_spec(spec) ? 1024 : 64);
  auto cache_path = api::session_cache_path(config, spec);
  if (!cache_path) return cache_path.error();
  so.cache_path = std::move(*cache_path);
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

std::unique_ptr<Judge> share_judge(std::shared_ptr<Judge> judge) {
  return std::make_unique<SharedJudge>(std::move(judge));
}

}  // namespace api
}  // namespace citeval

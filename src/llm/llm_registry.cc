#include "llm/llm_registry.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>

#include "judge/registry.h"

namespace citeval::llm {
namespace {

std::string env_or(const char* name, std::string fallback) {
  const char* v = std::getenv(name);
  return (v && *v) ? std::string(v) : std::move(fallback);
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

Result<std::string> percent_decode(std::string_view s, std::string_view key) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '%') {
      out += s[i];
      continue;
    }
    if (i + 2 >= s.size() || hex_value(s[i + 1]) < 0 || hex_value(s[i + 2]) < 0) {
      return make_error(ErrorCode::kInvalidArgument, "bad %-escape in judge spec", {}, 0, std::string(key));
    }
    out += static_cast<char>(hex_value(s[i + 1]) * 16 + hex_value(s[i + 2]));
    i += 2;
  }
  return out;
}

template <class T>
Result<T> number(std::string_view v, std::string_view key) {
  T x{};
  auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
  if (ec != std::errc() || p != v.data() + v.size()) {
    return make_error(ErrorCode::kInvalidArgument, fmt::format("'{}' is not a number", v), {}, 0,
                      std::string(key));
  }
  return x;
}

ClientConfig client_config(const LlmSettings& settings) {
  ClientConfig cfg;
  cfg.base_url = !settings.base_url.empty() ? settings.base_url
                                            : env_or("OPENAI_BASE_URL", "https://api.openai.com/v1");
  cfg.api_key = !settings.api_key.empty() ? settings.api_key : env_or("OPENAI_API_KEY", "");
  cfg.concurrency = settings.concurrency;
  cfg.timeout = settings.timeout;
  cfg.max_attempts = settings.max_attempts;
  cfg.price_prompt_per_mtok = settings.price_prompt_per_mtok;
  cfg.price_completion_per_mtok = settings.price_completion_per_mtok;
  cfg.journal_path = settings.journal_path;
  return cfg;
}

}  // namespace

LlmPool::LlmPool(LlmSettings settings) : settings_(std::move(settings)) {}

void LlmPool::set_settings(LlmSettings settings) {
  std::lock_guard lock(mu_);
  settings_ = std::move(settings);
}

LlmSettings LlmPool::settings() const {
  std::lock_guard lock(mu_);
  return settings_;
}

// One client per distinct endpoint configuration (the key is hashed, never stored in clear
// outside the client).
Result<std::shared_ptr<ChatClient>> LlmPool::shared_client(const ClientConfig& cfg) {
  std::string client_key = fmt::format(
      "{}|{}|{}|{}|{}|{}|{}|{}", cfg.base_url, sha256_hex(cfg.api_key), cfg.concurrency,
      cfg.timeout.count(), cfg.max_attempts, cfg.journal_path, cfg.price_prompt_per_mtok,
      cfg.price_completion_per_mtok);
  {
    std::lock_guard lock(mu_);
    if (auto it = clients_.find(client_key); it != clients_.end()) return it->second;
  }
  auto c = ChatClient::create(cfg);
  if (!c) return c.error();
  std::lock_guard lock(mu_);
  auto [it, inserted] = clients_.emplace(client_key, *c);
  return it->second;
}

std::optional<LlmTask> llm_task_of_kind(std::string_view kind) {
  if (kind == "llm") return LlmTask::kEntailment;
  if (kind == "llm-support") return LlmTask::kSupport;
  if (kind == "llm-need-citation") return LlmTask::kNeedCitation;
  if (kind == "llm-relevance") return LlmTask::kRelevance;
  if (kind == "llm-discrete") return LlmTask::kDiscrete;
  if (kind == "llm-continuous") return LlmTask::kContinuous;
  return std::nullopt;
}

Result<std::unique_ptr<LlmJudge>> LlmPool::make_judge(LlmTask task, std::string_view argument) {
  const LlmSettings settings = this->settings();
  std::string_view model = argument.substr(0, argument.find('?'));
  std::string_view query =
      argument.find('?') == std::string_view::npos ? std::string_view{} : argument.substr(argument.find('?') + 1);
  if (model.empty()) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("judge '{}' needs a model name, e.g. llm:gpt-4o-mini", task_name(task)),
                      {}, 0, "model");
  }
  ClientConfig cfg = client_config(settings);

  LlmJudgeOptions o;
  o.task = task;
  o.model = std::string(model);
  if (settings.temperature) o.temperature = *settings.temperature;
  if (settings.max_tokens) o.max_tokens = *settings.max_tokens;
  o.tries = settings.tries;
  std::string template_path;
  if (!settings.prompt_dir.empty()) {
    auto p = std::filesystem::path(settings.prompt_dir) / (std::string(task_name(task)) + ".txt");
    std::error_code ec;
    if (std::filesystem::exists(p, ec)) template_path = p.string();
  }
  bool stop_given = false;
  while (!query.empty()) {
    std::string_view pair = query.substr(0, query.find('&'));
    query = query.find('&') == std::string_view::npos ? std::string_view{} : query.substr(query.find('&') + 1);
    if (pair.empty()) continue;
    std::size_t eq = pair.find('=');
    if (eq == std::string_view::npos) {
      return make_error(ErrorCode::kInvalidArgument, fmt::format("judge option '{}' needs =VALUE", pair));
    }
    std::string_view key = pair.substr(0, eq);
    auto value = percent_decode(pair.substr(eq + 1), key);
    if (!value) return value.error();
    const std::string& v = *value;
#define CITEVAL_NUM(T, target)             \
  {                                        \
    auto x = number<T>(v, key);            \
    if (!x) return x.error();              \
    target = *x;                           \
  }
    if (key == "template") {
      template_path = v;
    } else if (key == "temperature") {
      CITEVAL_NUM(double, o.temperature)
    } else if (key == "reask_temperature") {
      CITEVAL_NUM(double, o.reask_temperature)
    } else if (key == "max_tokens") {
      CITEVAL_NUM(int, o.max_tokens)
    } else if (key == "tries") {
      CITEVAL_NUM(int, o.tries)
    } else if (key == "threshold") {
      CITEVAL_NUM(double, o.threshold)
    } else if (key == "stop") {
      if (!stop_given) o.stop = std::vector<std::string>{};
      stop_given = true;
      if (!v.empty()) o.stop->push_back(v);
    } else if (key == "reference_relevance") {
      if (v != "0" && v != "1") {
        return make_error(ErrorCode::kInvalidArgument, "judge option reference_relevance must be 0 or 1");
      }
      o.reference_relevance = v == "1";
    } else if (key == "base_url") {
      cfg.base_url = v;
    } else if (key == "concurrency") {
      CITEVAL_NUM(std::size_t, cfg.concurrency)
    } else if (key == "timeout_ms") {
      long long ms = 0;
      CITEVAL_NUM(long long, ms)
      cfg.timeout = std::chrono::milliseconds(ms);
    } else if (key == "max_attempts") {
      CITEVAL_NUM(int, cfg.max_attempts)
    } else {
      return make_error(ErrorCode::kInvalidArgument,
                        fmt::format("unknown LLM judge option '{}' (template, temperature, "
                                    "reask_temperature, max_tokens, stop, tries, threshold, "
                                    "reference_relevance, base_url, concurrency, timeout_ms, max_attempts)",
                                    key));
    }
#undef CITEVAL_NUM
  }
  if (!template_path.empty()) {
    auto t = PromptTemplate::load(template_path);
    if (!t) return t.error();
    o.prompt = std::move(*t);
  }

  auto client = shared_client(cfg);
  if (!client) return client.error();
  return LlmJudge::create(std::move(*client), std::move(o));
}

Result<std::unique_ptr<CorrectnessRater>> LlmPool::make_correctness_rater(std::string_view model) {
  const LlmSettings settings = this->settings();
  auto prompts = load_correctness_prompts(settings.prompt_dir);
  if (!prompts) return prompts.error();
  auto client = shared_client(client_config(settings));
  if (!client) return client.error();
  return CorrectnessRater::create(std::move(*client), std::string(model), std::move(*prompts));
}

void add_llm_kinds(judge::Registry& registry, std::shared_ptr<LlmPool> pool) {
  for (const char* kind : {"llm", "llm-support", "llm-need-citation", "llm-relevance",
                           "llm-discrete", "llm-continuous"}) {
    LlmTask task = *llm_task_of_kind(kind);
    registry.add(
        kind,
        [task, pool](std::string_view arg) -> Result<std::unique_ptr<Judge>> {
          return judge::wrap(pool->make_judge(task, arg));
        },
        std::string(kind) + ":MODEL");
  }
}

std::vector<std::shared_ptr<ChatClient>> LlmPool::clients() const {
  std::lock_guard lock(mu_);
  std::vector<std::shared_ptr<ChatClient>> out;
  for (const auto& [k, c] : clients_) out.push_back(c);
  return out;
}

ClientStats LlmPool::usage() const {
  ClientStats total;
  for (const auto& c : clients()) {
    ClientStats s = c->stats();
    total.requests += s.requests;
    total.reasks += s.reasks;
    total.attempts += s.attempts;
    total.retries += s.retries;
    total.succeeded += s.succeeded;
    total.failed += s.failed;
    total.rate_limited += s.rate_limited;
    total.server_errors += s.server_errors;
    total.timeouts += s.timeouts;
    total.transport_errors += s.transport_errors;
    total.resent += s.resent;
    total.malformed += s.malformed;
    total.usage.prompt_tokens += s.usage.prompt_tokens;
    total.usage.completion_tokens += s.usage.completion_tokens;
    total.cost += s.cost;
    // Clients sharing an endpoint (other judge settings, other keys) add up under its URL.
    for (const EndpointStats& e : s.endpoints) {
      auto it = std::find_if(total.endpoints.begin(), total.endpoints.end(),
                             [&](const EndpointStats& t) { return t.base_url == e.base_url; });
      if (it == total.endpoints.end()) {
        total.endpoints.push_back(e);
        continue;
      }
      it->concurrency = std::max(it->concurrency, e.concurrency);
      it->attempts += e.attempts;
      it->succeeded += e.succeeded;
      it->failed += e.failed;
      it->max_in_flight = std::max(it->max_in_flight, e.max_in_flight);
    }
  }
  return total;
}

namespace {

std::shared_ptr<LlmPool> process_pool_ptr() {
  static auto* p = new std::shared_ptr<LlmPool>(std::make_shared<LlmPool>());  // never destroyed
  return *p;
}

}  // namespace

LlmPool& process_pool() { return *process_pool_ptr(); }
void set_llm_settings(LlmSettings settings) { process_pool().set_settings(std::move(settings)); }
LlmSettings llm_settings() { return process_pool().settings(); }
void register_llm_judges() { add_llm_kinds(judge::process_registry(), process_pool_ptr()); }
Result<std::unique_ptr<LlmJudge>> make_llm_judge(LlmTask task, std::string_view argument) {
  return process_pool().make_judge(task, argument);
}
Result<std::unique_ptr<CorrectnessRater>> make_correctness_rater(std::string_view model) {
  return process_pool().make_correctness_rater(model);
}
std::vector<std::shared_ptr<ChatClient>> llm_clients() { return process_pool().clients(); }
ClientStats llm_usage() { return process_pool().usage(); }

}  // namespace citeval::llm

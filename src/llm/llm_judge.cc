#include "llm/llm_judge.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace citeval::llm {
namespace {

char ascii_lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

bool contains_ci(std::string_view hay, std::string_view needle) {
  if (needle.size() > hay.size()) return false;
  for (std::size_t i = 0; i + needle.size() <= hay.size(); ++i) {
    std::size_t k = 0;
    while (k < needle.size() && ascii_lower(hay[i + k]) == needle[k]) ++k;
    if (k == needle.size()) return true;
  }
  return false;
}

// The first match of LongCite's `\[\[([ /a-zA-Z]+)\]\]`: "[[", one or more ASCII letters,
// spaces or slashes, "]]".
std::optional<std::string_view> first_rating(std::string_view s) {
  for (std::size_t i = s.find("[["); i != std::string_view::npos; i = s.find("[[", i + 1)) {
    std::size_t j = i + 2;
    while (j < s.size() && (std::isalpha(static_cast<unsigned char>(s[j])) != 0 || s[j] == ' ' || s[j] == '/') &&
           static_cast<unsigned char>(s[j]) < 0x80) {
      ++j;
    }
    if (j > i + 2 && s.substr(j, 2) == "]]") return s.substr(i + 2, j - i - 2);
  }
  return std::nullopt;
}

// The contents of every "[[...]]" (without nested brackets), in order.
std::vector<std::string_view> bracket_contents(std::string_view s) {
  std::vector<std::string_view> out;
  for (std::size_t i = s.find("[["); i != std::string_view::npos; i = s.find("[[", i + 1)) {
    std::size_t e = s.find("]]", i + 2);
    if (e == std::string_view::npos) break;
    std::string_view c = s.substr(i + 2, e - i - 2);
    if (c.find('[') == std::string_view::npos) out.push_back(c);
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// A plain decimal: digits with at most one '.', e.g. "0.75", ".5", "1".
std::optional<double> plain_decimal(std::string_view s) {
  s = trim(s);
  if (s.empty() || s.size() > 32) return std::nullopt;
  bool dot = false, digit = false;
  for (char c : s) {
    if (c == '.') {
      if (dot) return std::nullopt;
      dot = true;
    } else if (c >= '0' && c <= '9') {
      digit = true;
    } else {
      return std::nullopt;
    }
  }
  if (!digit) return std::nullopt;
  return std::strtod(std::string(s).c_str(), nullptr);
}

std::string excerpt(std::string_view s, std::size_t max = 200) {
  std::string out(s.substr(0, max));
  for (char& c : out) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  if (s.size() > max) out += "...";
  return out;
}

std::string kind_of(LlmTask task) {
  switch (task) {
    case LlmTask::kEntailment: return "llm";
    case LlmTask::kSupport: return "llm-support";
    case LlmTask::kNeedCitation: return "llm-need-citation";
    case LlmTask::kRelevance: return "llm-relevance";
    case LlmTask::kDiscrete: return "llm-discrete";
    case LlmTask::kContinuous: return "llm-continuous";
  }
  return "llm";
}

bool is_scoring(LlmTask t) { return t == LlmTask::kDiscrete || t == LlmTask::kContinuous; }

}  // namespace

std::string_view task_name(LlmTask task) {
  switch (task) {
    case LlmTask::kEntailment: return "entailment";
    case LlmTask::kSupport: return "support";
    case LlmTask::kNeedCitation: return "need_citation";
    case LlmTask::kRelevance: return "relevance";
    case LlmTask::kDiscrete: return "discrete";
    case LlmTask::kContinuous: return "continuous";
  }
  return "entailment";
}

std::optional<double> parse_answer(LlmTask task, std::string_view answer, bool reference_relevance) {
  switch (task) {
    case LlmTask::kSupport: {
      // LongCite's mapping: "fully" -> 1, "partially" -> 0.5, any other rating -> 0.
      auto r = first_rating(answer);
      if (!r) return std::nullopt;
      if (contains_ci(*r, "fully")) return 1.0;
      if (contains_ci(*r, "partially")) return 0.5;
      return 0.0;
    }
    case LlmTask::kNeedCitation: {
      auto r = first_rating(answer);
      if (!r) return std::nullopt;
      return contains_ci(*r, "yes") ? 1.0 : 0.0;
    }
    case LlmTask::kRelevance: {
      // LongCite treats every rating without "unrelevant" as relevant; "irrelevant" is read as
      // not relevant too (unless reference_relevance), so an answer in plain English is not
      // turned upside down.
      auto r = first_rating(answer);
      if (!r) return std::nullopt;
      if (contains_ci(*r, "unrelevant")) return 0.0;
      return !reference_relevance && contains_ci(*r, "irrelevant") ? 0.0 : 1.0;
    }
    case LlmTask::kEntailment: {
      auto r = first_rating(answer);
      if (!r) return std::nullopt;
      if (contains_ci(*r, "yes")) return 1.0;
      if (contains_ci(*r, "no")) return 0.0;
      return std::nullopt;
    }
    case LlmTask::kDiscrete: {
      auto all = bracket_contents(answer);
      for (auto it = all.rbegin(); it != all.rend(); ++it) {
        std::string_view c = trim(*it);
        if (c == "0" || c == "1" || c == "2") return (c[0] - '0') / 2.0;
      }
      return std::nullopt;
    }
    case LlmTask::kContinuous: {
      auto all = bracket_contents(answer);
      for (auto it = all.rbegin(); it != all.rend(); ++it) {
        auto v = plain_decimal(*it);
        if (v && *v >= 0.0 && *v <= 1.0) return *v;
      }
      return std::nullopt;
    }
  }
  return std::nullopt;
}

Result<std::unique_ptr<LlmJudge>> LlmJudge::create(std::shared_ptr<ChatClient> client,
                                                    LlmJudgeOptions options) {
  if (!client) return make_error(ErrorCode::kInvalidArgument, "LLM judge without a client");
  if (options.model.empty()) {
    return make_error(ErrorCode::kInvalidArgument, "LLM judge needs a model name", {}, 0, "model");
  }
  if (options.tries < 1) {
    return make_error(ErrorCode::kInvalidArgument, "LLM judge tries must be at least 1", {}, 0, "tries");
  }
  if (!(options.threshold >= 0.0 && options.threshold <= 1.0)) {
    return make_error(ErrorCode::kInvalidArgument, "threshold must be in [0, 1]", {}, 0, "threshold");
  }
  if (!std::isfinite(options.temperature) || options.temperature < 0 ||
      !std::isfinite(options.reask_temperature) || options.reask_temperature < 0) {
    return make_error(ErrorCode::kInvalidArgument, "temperatures must be >= 0", {}, 0, "temperature");
  }
  if (!options.prompt) {
    auto t = PromptTemplate::builtin(task_name(options.task));
    if (!t) return t.error();
    options.prompt = std::move(*t);
  }
  if (options.max_tokens <= 0) options.max_tokens = is_scoring(options.task) ? 512 : 10;
  if (!options.stop) {
    options.stop = is_scoring(options.task) ? std::vector<std::string>{}
                                            : std::vector<std::string>{"Analysis:"};
  }
  return std::unique_ptr<LlmJudge>(new LlmJudge(std::move(client), std::move(options)));
}

LlmJudge::LlmJudge(std::shared_ptr<ChatClient> client, LlmJudgeOptions options)
    : client_(std::move(client)), options_(std::move(options)) {
  identity_ = fmt::format(
      "{}:{}|template=sha256:{}|temperature={}|reask_temperature={}|max_tokens={}|stop={}|tries={}|"
      "threshold={}",
      kind_of(options_.task), options_.model, options_.prompt->hash(), options_.temperature,
      options_.reask_temperature, options_.max_tokens, nlohmann::json(*options_.stop).dump(),
      options_.tries, options_.threshold);
  // Only when set, so the identities (and cache keys) of existing judges stay as they were.
  if (options_.reference_relevance) identity_ += "|reference_relevance=1";
}

std::string LlmJudge::render(const JudgeRequest& request) const {
  return options_.prompt->render({request.premise, request.hypothesis, request.question});
}

std::vector<Judgment> LlmJudge::judge_batch(std::span<const JudgeRequest> requests) {
  return judge_batch_streaming(requests, {});
}

std::vector<Judgment> LlmJudge::judge_batch_streaming(std::span<const JudgeRequest> requests,
                                                      const ItemSink& on_item) {
  const std::size_t n = requests.size();
  std::vector<Judgment> out(n);
  std::vector<std::string> prompts(n);
  for (std::size_t i = 0; i < n; ++i) prompts[i] = render(requests[i]);
  items_ += n;
  std::vector<std::size_t> pending;
  pending.reserve(n);
  {
    std::lock_guard lock(exhausted_mu_);
    for (std::size_t i = 0; i < n; ++i) {
      auto it = exhausted_.find(prompts[i]);
      if (it != exhausted_.end()) {
        out[i] = it->second;
      } else {
        pending.push_back(i);
      }
    }
  }
  auto report = [&](std::size_t i) {
    if (on_item) on_item(i, out[i]);
  };
  for (std::size_t i = 0; i < n; ++i) {
    if (!out[i].ok && !out[i].error.empty()) report(i);  // exhausted earlier: final already
  }
  for (int t = 0; t < options_.tries && !pending.empty(); ++t) {
    const bool last_try = t + 1 == options_.tries;
    std::vector<ChatRequest> reqs;
    reqs.reserve(pending.size());
    for (std::size_t i : pending) {
      reqs.push_back(ChatRequest{options_.model,
                                 {{"user", prompts[i]}},
                                 t == 0 ? options_.temperature : options_.reask_temperature,
                                 options_.max_tokens,
                                 *options_.stop,
                                 t > 0});
    }
    asks_ += pending.size();
    if (t > 0) reasks_ += pending.size();
    std::vector<std::size_t> next;
    // Called as each request finishes (on this thread, while the others are in flight).
    auto on_response = [&](std::size_t k, const ChatResponse& r) {
      const std::size_t i = pending[k];
      if (!r.ok) {
        out[i].ok = false;
        out[i].error = "LLM request failed: " + r.error;
        if (r.permanent) {
          // Asking again gets the same answer (a 404, a 501): the session's retries of this pair
          // are answered from here, without a request.
          std::lock_guard lock(exhausted_mu_);
          exhausted_.emplace(prompts[i], out[i]);
        }
        ++failed_;
        report(i);
        return;
      }
      if (auto score = parse_answer(options_.task, r.content, options_.reference_relevance)) {
        out[i].ok = true;
        out[i].prob = *score;
        out[i].label = *score >= options_.threshold ? 1 : 0;
        out[i].rationale = r.content;
        report(i);
        return;
      }
      if (!last_try) {
        next.push_back(i);
        return;
      }
      out[i].ok = false;
      out[i].error = fmt::format("unreadable {} answer after {} tries: \"{}\"", task_name(options_.task),
                                 options_.tries, excerpt(r.content));
      out[i].rationale = r.content;
      ++unparseable_;
      {
        std::lock_guard lock(exhausted_mu_);
        exhausted_.emplace(prompts[i], out[i]);
      }
      report(i);
    };
    (void)client_->complete_batch(reqs, on_response);
    std::sort(next.begin(), next.end());  // re-ask in request order, whatever order they ended in
    pending = std::move(next);
  }
  return out;
}

LlmJudgeStats LlmJudge::stats() const {
  return {items_.load(), asks_.load(), reasks_.load(), unparseable_.load(), failed_.load()};
}

}  // namespace citeval::llm

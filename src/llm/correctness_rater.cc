#include "llm/correctness_rater.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <filesystem>

#include "cite/decimal_digit.h"
#include "text/normalize.h"

namespace citeval::llm {
namespace {

constexpr int kMaxTokens = 1024;  // eval_correct.py's query_llm default (max_new_tokens)
constexpr const char* kFewShotRule = "py-random-sha256-idx";

int tries_of(CorrectnessKind kind) { return kind == CorrectnessKind::kChat ? 2 : 5; }

// MT19937 as CPython's _randommodule.c runs it (init_by_array, genrand_uint32).
class PythonMt {
 public:
  explicit PythonMt(std::uint64_t seed) {
    std::array<std::uint32_t, 2> key{static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32)};
    const std::size_t key_length = key[1] == 0 ? 1 : 2;  // CPython: the int's 32-bit words, at least one
    init_genrand(19650218U);
    std::size_t i = 1, j = 0;
    for (std::size_t k = std::max<std::size_t>(kN, key_length); k > 0; --k) {
      mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1664525U)) + key[j] + static_cast<std::uint32_t>(j);
      ++i;
      ++j;
      if (i >= kN) {
        mt_[0] = mt_[kN - 1];
        i = 1;
      }
      if (j >= key_length) j = 0;
    }
    for (std::size_t k = kN - 1; k > 0; --k) {
      mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1566083941U)) - static_cast<std::uint32_t>(i);
      ++i;
      if (i >= kN) {
        mt_[0] = mt_[kN - 1];
        i = 1;
      }
    }
    mt_[0] = 0x80000000U;
  }

  std::uint32_t next() {
    if (index_ >= kN) twist();
    std::uint32_t y = mt_[index_++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= y >> 18;
    return y;
  }

  // random._randbelow_with_getrandbits(n), n < 2^32.
  std::size_t below(std::size_t n) {
    int k = 0;
    while ((std::size_t{1} << k) <= n) ++k;  // n.bit_length()
    std::size_t r = next() >> (32 - k);
    while (r >= n) r = next() >> (32 - k);
    return r;
  }

 private:
  static constexpr std::size_t kN = 624;
  void init_genrand(std::uint32_t s) {
    mt_[0] = s;
    for (std::size_t i = 1; i < kN; ++i) {
      mt_[i] = 1812433253U * (mt_[i - 1] ^ (mt_[i - 1] >> 30)) + static_cast<std::uint32_t>(i);
    }
    index_ = kN;
  }
  void twist() {
    for (std::size_t k = 0; k < kN; ++k) {
      const std::uint32_t y = (mt_[k] & 0x80000000U) | (mt_[(k + 1) % kN] & 0x7fffffffU);
      mt_[k] = mt_[(k + 397) % kN] ^ (y >> 1) ^ ((y & 1U) != 0 ? 0x9908b0dfU : 0U);
    }
    index_ = 0;
  }
  std::array<std::uint32_t, kN> mt_{};
  std::size_t index_ = kN;
};

std::string excerpt(std::string_view s, std::size_t max = 200) {
  std::string out(s.substr(0, max));
  std::replace(out.begin(), out.end(), '\n', ' ');
  if (s.size() > max) out += "...";
  return out;
}

}  // namespace

std::optional<CorrectnessKind> correctness_kind(std::string_view dataset) {
  if (dataset == "longbench-chat") return CorrectnessKind::kChat;
  if (dataset == "gov_report") return CorrectnessKind::kSummary;
  if (dataset == "multifieldqa_en" || dataset == "multifieldqa_zh" || dataset == "hotpotqa" || dataset == "dureader") {
    return CorrectnessKind::kQa;
  }
  return std::nullopt;
}

std::string_view correctness_kind_name(CorrectnessKind kind) {
  switch (kind) {
    case CorrectnessKind::kQa: return "qa";
    case CorrectnessKind::kSummary: return "summary";
    case CorrectnessKind::kChat: return "chat";
  }
  return "qa";
}

std::optional<int> parse_correctness_rating(std::string_view s) {
  // re.findall(r"\[\[([^\]]+)\]\]", reply)[-1]: a match starts at "[[" when the first ']' after
  // at least one other character is followed by another ']'; matches do not overlap.
  std::optional<std::string_view> last;
  for (std::size_t i = 0; i + 1 < s.size();) {
    if (s[i] != '[' || s[i + 1] != '[') {
      ++i;
      continue;
    }
    const std::size_t close = s.find(']', i + 2);
    if (close != std::string_view::npos && close > i + 2 && close + 1 < s.size() && s[close + 1] == ']') {
      last = s.substr(i + 2, close - i - 2);
      i = close + 2;
    } else {
      ++i;
    }
  }
  if (!last) return std::nullopt;
  // re.findall(r"\d+\.\d+|\d+", inside)[0], then int(): Python's \d (on str) is any Unicode
  // decimal digit and int() reads each as its value, so "[[３]]" is 3. A UTF-8 continuation byte
  // never starts a digit, so stepping byte by byte finds the same first digit.
  std::string_view in = *last;
  auto digit = [&](std::size_t pos) { return cite::decimal_digit_at(in, pos); };
  std::size_t b = 0;
  while (b < in.size() && digit(b).value < 0) ++b;
  if (b == in.size()) return std::nullopt;
  std::size_t e = b, digits = 0;
  int r = 0;
  for (cite::DecimalDigit d; (d = digit(e)).value >= 0; e += d.len) {
    if (++digits > 9) return std::nullopt;
    r = r * 10 + d.value;
  }
  if (e + 1 < in.size() && in[e] == '.' && digit(e + 1).value >= 0) return std::nullopt;  // int() would raise
  return r;
}

double correctness_score(CorrectnessKind kind, int rating) {
  switch (kind) {
    case CorrectnessKind::kQa: return (rating - 1.0) / 2;
    case CorrectnessKind::kSummary: return (rating - 1.0) / 4;
    case CorrectnessKind::kChat: return rating / 10.0;
  }
  return 0.0;
}

bool correctness_rating_in_range(CorrectnessKind kind, int rating) {
  const int top = kind == CorrectnessKind::kQa ? 3 : kind == CorrectnessKind::kSummary ? 5 : 10;
  return rating >= 1 && rating <= top;
}

std::string strip_citation_tags(std::string_view p) {
  std::string out;
  out.reserve(p.size());
  constexpr std::string_view kOpen = "<cite>", kClose = "</cite>";
  std::size_t pos = 0;
  while (pos < p.size()) {
    const std::size_t open = p.find(kOpen, pos);
    if (open == std::string_view::npos) break;
    const std::size_t close = p.find(kClose, open + kOpen.size());
    if (close == std::string_view::npos) break;  // an unclosed <cite> stays, as re.sub leaves it
    out.append(p.substr(pos, open - pos));
    pos = close + kClose.size();
  }
  out.append(p.substr(pos));
  for (std::string_view tag : {std::string_view("<statement>"), std::string_view("</statement>")}) {
    for (std::size_t at = out.find(tag); at != std::string::npos; at = out.find(tag, at)) out.erase(at, tag.size());
  }
  return out;
}

std::vector<std::size_t> python_shuffle_order(std::size_t n, std::uint64_t seed) {
  std::vector<std::size_t> x(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = i;
  PythonMt mt(seed);
  for (std::size_t i = n; i-- > 1;) std::swap(x[i], x[mt.below(i + 1)]);
  return x;
}

std::uint64_t few_shot_seed(std::string_view idx_json) {
  const std::string hex = sha256_hex(idx_json);
  return std::stoull(hex.substr(0, 16), nullptr, 16);
}

CorrectnessRequest make_correctness_request(CorrectnessKind kind, std::string question, std::string reference,
                                            std::string_view prediction, std::vector<FewShotAnswer> few_shot,
                                            std::string_view idx_json) {
  CorrectnessRequest r;
  r.kind = kind;
  r.question = std::move(question);
  r.reference = std::move(reference);
  r.prediction = strip_citation_tags(prediction);
  if (kind == CorrectnessKind::kChat) {
    std::replace(r.prediction.begin(), r.prediction.end(), '\n', ' ');
    r.prediction = std::string(text::python_strip(r.prediction));
    for (std::size_t k : python_shuffle_order(few_shot.size(), few_shot_seed(idx_json))) {
      r.few_shot.push_back(few_shot[k]);
    }
  }
  return r;
}

const PromptSchema& correctness_prompt_schema() {
  static const PromptSchema schema{{{"question", "query"},
                                    {"reference", "answer", "ground_truth"},
                                    {"prediction", "response"},
                                    {"example1"},
                                    {"example2"},
                                    {"example3"},
                                    {"rating1"},
                                    {"rating2"},
                                    {"rating3"}},
                                   {1, 2},
                                   false,
                                   "a correctness template"};
  return schema;
}

Result<CorrectnessPrompts> load_correctness_prompts(const std::string& prompt_dir) {
  auto load = [&](const char* name, const PromptSchema& schema) -> Result<PromptTemplate> {
    if (!prompt_dir.empty()) {
      const auto p = std::filesystem::path(prompt_dir) / (std::string(name) + ".txt");
      std::error_code ec;
      if (std::filesystem::exists(p, ec)) return PromptTemplate::load(p.string(), schema);
    }
    return PromptTemplate::builtin(name, schema);
  };
  const PromptSchema& schema = correctness_prompt_schema();
  auto qa = load("correctness_qa", schema);
  if (!qa) return qa.error();
  auto summary = load("correctness_summary", schema);
  if (!summary) return summary.error();
  auto chat = load("correctness_chat", schema);
  if (!chat) return chat.error();
  static const PromptSchema plain{{}, {}, false, "a system message"};  // no placeholders
  auto system = load("correctness_system", plain);
  if (!system) return system.error();
  // The files end with a newline; the message is the text without it.
  std::string text = system->text();
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return CorrectnessPrompts{std::move(*qa), std::move(*summary), std::move(*chat), std::move(text)};
}

Result<std::unique_ptr<CorrectnessRater>> CorrectnessRater::create(std::shared_ptr<ChatClient> client,
                                                                   std::string model, CorrectnessPrompts prompts) {
  if (!client) return make_error(ErrorCode::kInvalidArgument, "correctness rater without a client");
  if (model.empty()) {
    return make_error(ErrorCode::kInvalidArgument, "the correctness rater needs a model name", {}, 0, "model");
  }
  return std::unique_ptr<CorrectnessRater>(new CorrectnessRater(std::move(client), std::move(model), std::move(prompts)));
}

CorrectnessRater::CorrectnessRater(std::shared_ptr<ChatClient> client, std::string model, CorrectnessPrompts prompts)
    : client_(std::move(client)), model_(std::move(model)), prompts_(std::move(prompts)) {
  identity_ = fmt::format(
      "llm-correctness:{}|qa=sha256:{}|summary=sha256:{}|chat=sha256:{}|system=sha256:{}|temperature=0|"
      "max_tokens={}|tries={}/{}/{}|stop_chat={}|few_shot={}",
      model_, prompts_.qa.hash(), prompts_.summary.hash(), prompts_.chat.hash(), sha256_hex(prompts_.system),
      kMaxTokens, tries_of(CorrectnessKind::kQa), tries_of(CorrectnessKind::kSummary),
      tries_of(CorrectnessKind::kChat), nlohmann::json(std::vector<std::string>{"\n\n"}).dump(), kFewShotRule);
}

std::string CorrectnessRater::render(const CorrectnessRequest& r) const {
  std::string_view v[9] = {r.question, r.reference, r.prediction};
  for (std::size_t k = 0; k < 3 && k < r.few_shot.size(); ++k) {
    v[3 + k] = r.few_shot[k].answer;
    v[6 + k] = r.few_shot[k].score;
  }
  const PromptTemplate& t = r.kind == CorrectnessKind::kQa        ? prompts_.qa
                            : r.kind == CorrectnessKind::kSummary ? prompts_.summary
                                                                  : prompts_.chat;
  return t.render(v);
}

std::vector<CorrectnessRating> CorrectnessRater::rate(std::span<const CorrectnessRequest> requests,
                                                      const Sink& on_final) {
  const std::size_t n = requests.size();
  std::vector<CorrectnessRating> out(n);
  std::vector<std::string> prompts(n);
  std::vector<std::size_t> pending(n);
  for (std::size_t i = 0; i < n; ++i) {
    prompts[i] = render(requests[i]);
    pending[i] = i;
  }
  auto report = [&](std::size_t i) {
    if (on_final) on_final(i, out[i]);
  };
  for (int t = 0; !pending.empty(); ++t) {
    std::vector<ChatRequest> reqs;
    reqs.reserve(pending.size());
    for (std::size_t i : pending) {
      const bool chat = requests[i].kind == CorrectnessKind::kChat;
      reqs.push_back(ChatRequest{model_,
                                 {{"system", prompts_.system}, {"user", prompts[i]}},
                                 0.0,
                                 kMaxTokens,
                                 chat ? std::vector<std::string>{"\n\n"} : std::vector<std::string>{},
                                 t > 0});
    }
    asks_ += pending.size();
    if (t > 0) reasks_ += pending.size();
    std::vector<std::size_t> next;
    auto on_response = [&](std::size_t k, const ChatResponse& r) {
      const std::size_t i = pending[k];
      CorrectnessRating& o = out[i];
      const CorrectnessKind kind = requests[i].kind;
      o.tries = t + 1;
      if (!r.ok) {
        o.ok = false;
        o.error = "LLM request failed: " + r.error;
        ++failed_;
        report(i);
        return;
      }
      o.reply = r.content;
      if (auto rating = parse_correctness_rating(r.content)) {
        o.ok = true;
        o.rating = *rating;
        o.score = correctness_score(kind, *rating);
        o.out_of_range = !correctness_rating_in_range(kind, *rating);
        ++ratings_;
        if (o.out_of_range) ++out_of_range_;
        report(i);
        return;
      }
      if (t + 1 < tries_of(kind)) {
        next.push_back(i);
        return;
      }
      o.ok = true;
      o.score = 0.5;  // eval_correct.py's value for a rating it cannot read
      o.error = fmt::format("unreadable {} rating after {} tries: \"{}\"", correctness_kind_name(kind), o.tries,
                            excerpt(r.content));
      ++ratings_;
      ++unreadable_;
      report(i);
    };
    (void)client_->complete_batch(reqs, on_response);
    std::sort(next.begin(), next.end());
    pending = std::move(next);
  }
  return out;
}

CorrectnessStats CorrectnessRater::stats() const {
  return {ratings_.load(), asks_.load(), reasks_.load(), unreadable_.load(), out_of_range_.load(), failed_.load()};
}

}  // namespace citeval::llm

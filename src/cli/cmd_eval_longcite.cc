// citeval eval --benchmark longbench-cite (see eval_longcite.h), and the --llm-* options.
#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <utility>

#include "cli/eval_longcite.h"
#include "common/read_file.h"
#include "cli/progress.h"
#include "io/longcite_detail.h"
#include "io/longcite_reader.h"
#include "judge/registry.h"
#include "llm/llm_registry.h"
#include "metrics/longcite_evaluator.h"

namespace citeval::cli {
namespace {

// The LLM judge kinds exist for every command (`--judge llm:MODEL` with the endpoint from the
// environment), not only after apply_llm_options. A static object in a file compiled into the
// executable is never dropped by the linker.
const bool llm_judges_registered = (llm::register_llm_judges(), true);

int fail(const std::string& msg) {
  std::cerr << "citeval eval: " << msg << "\n";
  return 1;
}

nlohmann::json number(double x) {
  if (std::isnan(x)) return nullptr;  // an empty group or no data: JSON has no NaN
  return x;
}

bool is_llm_spec(const std::string& spec) { return spec.rfind("llm", 0) == 0; }

std::string with_kind(const std::string& spec, const std::string& kind) {
  std::size_t colon = spec.find(':');
  return kind + (colon == std::string::npos ? std::string() : spec.substr(colon));
}

std::string fmt_score(double x) { return std::isnan(x) ? "  -  " : fmt::format("{:5.1f}", 100 * x); }

}  // namespace

void add_llm_options(CLI::App& sub, LlmCliOptions& o) {
  sub.add_option("--llm-base-url", o.base_url, "OpenAI-compatible endpoint, or several serving the same model: URL[#N],URL[#N],... (requests go to the least-loaded; --llm-concurrency, or N, per endpoint; default: $OPENAI_BASE_URL, else OpenAI)");
  sub.add_option("--llm-api-key", o.api_key, "API key (visible to other users in `ps`; prefer $OPENAI_API_KEY or --llm-api-key-file)");
  sub.add_option("--llm-api-key-file", o.api_key_file, "File holding the API key");
  sub.add_option("--llm-api-key-env", o.api_key_env, "Environment variable holding the API key (default OPENAI_API_KEY)");
  sub.add_option("--llm-concurrency", o.concurrency, "LLM requests in flight")->check(CLI::PositiveNumber);
  sub.add_option("--llm-timeout", o.timeout_s, "Seconds per LLM request attempt")->check(CLI::PositiveNumber);
  sub.add_option("--llm-max-attempts", o.max_attempts, "HTTP attempts per LLM request")->check(CLI::PositiveNumber);
  sub.add_option("--llm-price-in", o.price_in, "Price per million prompt tokens (for the cost estimate)");
  sub.add_option("--llm-price-out", o.price_out, "Price per million completion tokens");
  sub.add_option("--llm-journal", o.journal, "Append every LLM request attempt to this JSONL file (no secrets)");
  sub.add_option("--llm-prompt-dir", o.prompt_dir, "Directory of prompt templates (<task>.txt) replacing the built-in ones");
  sub.add_option("--llm-temperature", o.temperature, "Temperature of the first try (default 0)");
  sub.add_option("--llm-max-tokens", o.max_tokens, "Maximum answer tokens (default: 10, 512 for discrete/continuous)");
  sub.add_option("--llm-tries", o.tries, "Tries for an unreadable answer (default 5)")->check(CLI::PositiveNumber);
}

Status apply_llm_options(const LlmCliOptions& o) {
  llm::register_llm_judges();
  llm::LlmSettings s;
  s.base_url = o.base_url;
  s.api_key = o.api_key;
  if (!o.api_key_file.empty()) {
    auto k = read_whole_file(o.api_key_file, "cannot open", "cannot read");
    if (!k) return k.error();
    std::string key = *k;
    while (!key.empty() && std::isspace(static_cast<unsigned char>(key.back()))) key.pop_back();
    s.api_key = key;
  }
  if (!o.api_key_env.empty()) {
    const char* v = std::getenv(o.api_key_env.c_str());
    if (!v || !*v) {
      return make_error(ErrorCode::kInvalidArgument,
                        "environment variable " + o.api_key_env + " (--llm-api-key-env) is not set");
    }
    s.api_key = v;
  }
  s.concurrency = o.concurrency;
  s.timeout = std::chrono::milliseconds(static_cast<long long>(o.timeout_s * 1000));
  s.max_attempts = o.max_attempts;
  s.price_prompt_per_mtok = o.price_in;
  s.price_completion_per_mtok = o.price_out;
  s.journal_path = o.journal;
  s.prompt_dir = o.prompt_dir;
  s.temperature = o.temperature;
  s.max_tokens = o.max_tokens;
  s.tries = o.tries;
  llm::set_llm_settings(std::move(s));
  return Ok{};
}

void add_llm_info(nlohmann::json& info) {
  if (llm::llm_clients().empty()) return;
  llm::ClientStats s = llm::llm_usage();
  info["llm_usage"] = {{"requests", s.requests},           {"attempts", s.attempts},
                       {"retries", s.retries},             {"failed", s.failed},
                       {"rate_limited", s.rate_limited},   {"server_errors", s.server_errors},
                       {"timeouts", s.timeouts},           {"prompt_tokens", s.usage.prompt_tokens},
                       {"completion_tokens", s.usage.completion_tokens}, {"cost", s.cost}};
}

void add_longcite_options(CLI::App& sub, LongciteCliOptions& o) {
  sub.add_option("--citation-tokenizer", o.tokenizer,
                 "LongBench-Cite citation length unit: words, chars, auto (chars for Chinese datasets), spm:FILE (pieces of a SentencePiece model) or hf:FILE (a Hugging Face tokenizer.json, e.g. GLM-4's, as LongCite counts)");
  sub.add_option("--max-statements", o.max_statements, "LongBench-Cite: statements judged per response (40)");
  sub.add_option("--support-judge", o.support_judge, "LongBench-Cite support judge (default: from --judge)");
  sub.add_option("--need-citation-judge", o.need_citation_judge,
                 "LongBench-Cite need-citation judge (default: llm-need-citation:MODEL from --judge llm:MODEL; "
                 "required for other judges), or 'always': every uncited statement needs a citation (recall 0), "
                 "a model-free rule");
  sub.add_option("--relevance-judge", o.relevance_judge, "LongBench-Cite relevance judge");
  sub.add_flag("--restart", o.restart, "Discard the items already in --detail and start over");
  sub.add_flag("--reference-aggregation", o.reference_aggregation,
               "LongBench-Cite: aggregate exactly as eval_cite.py: items whose dataset is not one of the seven are "
               "left out (counted), and an empty group makes the averages undefined");
}

namespace {

constexpr const char* kRoles[3] = {"support", "need_citation", "relevance"};
constexpr const char* kAlwaysRule = "always";
constexpr const char* kAlwaysRuleIdentity = "rule:always-needs-citation";

// Refuses to write `path` (an --output or --detail) over the input file: the run would destroy
// what it reads. Same file = std::filesystem::equivalent when both exist, else the same
// normalised path. (A local check; the shared one of eval_common.h can replace it.)
// The first uncited statement among the judged ones, if any: "FILE:LINE: idx X, statement K".
std::string first_uncited(const io::LongciteInput& in, std::size_t max_statements) {
  for (const auto& it : in.items) {
    for (std::size_t s = 0; s < it.item.statements.size() && s < max_statements; ++s) {
      if (it.item.statements[s].citation.empty()) {
        const std::string& text = it.item.statements[s].statement;
        std::size_t cut = std::min<std::size_t>(text.size(), 60);
        while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
        return fmt::format("{}:{}: idx {}, statement {} (\"{}{}\")", in.path, it.line, it.item.idx, s + 1,
                           text.substr(0, cut), cut < text.size() ? "..." : "");
      }
    }
  }
  return {};
}

}  // namespace

int run_longbench_cite(const LongciteRun& run) {
  {
    // Before anything is read or judged: no output may be an input (the predictions, a judge's
    // table) or another output, and every output must be writable.
    PathArgs inputs = {{"--input", run.input}};
    for (const auto& [spec, flag] : {std::pair{&run.judge.spec, "--judge"},
                                     std::pair{&run.longcite.support_judge, "--support-judge"},
                                     std::pair{&run.longcite.need_citation_judge, "--need-citation-judge"},
                                     std::pair{&run.longcite.relevance_judge, "--relevance-judge"}}) {
      for (auto& p : judge_input_paths(*spec, flag)) inputs.push_back(std::move(p));
    }
    PathArgs outputs = {{"--output", run.output}, {"--detail", run.detail}};
    if (!run.judge.no_cache) outputs.push_back({"--cache", run.judge.cache});
    if (auto st = check_io_paths(inputs, outputs); !st) return fail(st.error().to_string());
  }
  auto tokenizer = metrics::CitationTokenizer::parse(run.longcite.tokenizer);
  if (!tokenizer) return fail(tokenizer.error().to_string());
  auto tokenizer_identity = io::longcite_tokenizer_identity(run.longcite.tokenizer);
  if (!tokenizer_identity) return fail(tokenizer_identity.error().to_string());
  if (auto st = apply_llm_options(run.llm); !st) return fail(st.error().to_string());
  auto input = io::read_longcite_input(run.input);
  if (!input) return fail(input.error().to_string());
  for (const auto& d : input->duplicates) {
    std::cerr << fmt::format("citeval eval: {}:{}: idx {} repeats line {}; both items are scored (as LongCite does)\n",
                             input->path, d.line, d.idx, d.first_line);
  }

  // The judges. LongBench-Cite asks an LLM whether an uncited statement needs a citation; a
  // support judge cannot answer that (the lexical judge would find every statement "supported"
  // by the response holding it, and score it 0), so only an LLM --judge gives a default.
  const bool llm_judge = is_llm_spec(run.judge.spec);
  const std::string base = run.judge.spec.empty() ? judge::default_judge_spec() : run.judge.spec;
  const auto& lc = run.longcite;
  std::string specs[3] = {
      !lc.support_judge.empty() ? lc.support_judge : (llm_judge ? with_kind(base, "llm-support") : base),
      !lc.need_citation_judge.empty() ? lc.need_citation_judge
                                      : (llm_judge ? with_kind(base, "llm-need-citation") : std::string()),
      !lc.relevance_judge.empty() ? lc.relevance_judge : (llm_judge ? with_kind(base, "llm-relevance") : base)};
  const bool rule = specs[1] == kAlwaysRule;
  if (specs[1].empty()) {
    const std::string where = first_uncited(*input, lc.max_statements);
    if (!where.empty()) {
      return fail(fmt::format(
          "{} has no citation. LongBench-Cite asks an LLM whether such a statement needs one, and the "
          "'{}' judge cannot answer that. Give --need-citation-judge llm-need-citation:MODEL (or table:FILE), "
          "or --need-citation-judge always to count every uncited statement as needing a citation (recall 0, "
          "a model-free rule stated in the summary)",
          where, base));
    }
  }
  bool show_progress = !run.quiet && stderr_is_tty();
  std::map<std::string, std::unique_ptr<judge::JudgeSession>> sessions;
  for (const auto& spec : specs) {
    if (spec.empty() || spec == kAlwaysRule || sessions.count(spec)) continue;
    JudgeOptions o = run.judge;
    o.spec = spec;
    if (is_llm_spec(spec)) {
      // LLM requests are only in flight within one inner batch: large batches keep the pool full.
      o.batch = std::max<std::size_t>(o.batch, 1024);
      // An LLM judge retries by itself (HTTP retries, then re-asks): a session retry would
      // multiply LongBench-Cite's 5 tries.
      o.retries = 0;
    }
    auto s = open_judge_session(o, show_progress);
    if (!s) return fail(s.error().to_string());
    sessions.emplace(spec, std::move(*s));
  }
  auto session = [&](int role) -> judge::JudgeSession* {
    auto it = sessions.find(specs[role]);
    return it == sessions.end() ? nullptr : it->second.get();
  };
  std::string identities[3];
  for (int k = 0; k < 3; ++k) {
    identities[k] = session(k) ? session(k)->identity() : (rule && k == 1 ? kAlwaysRuleIdentity : "none");
  }
  metrics::LongciteOptions opts;
  opts.max_statements = lc.max_statements;
  opts.tokenizer = *tokenizer;
  opts.question_in_request = is_llm_spec(specs[0]) || is_llm_spec(specs[1]) || is_llm_spec(specs[2]);
  opts.uncited = rule || specs[1].empty() ? metrics::LongciteUncited::kAlwaysNeedsCitation : metrics::LongciteUncited::kJudge;
  metrics::LongciteEvaluator evaluator(opts, {session(0), session(1), session(2)});

  // Finished items of an earlier run, and the detail file.
  io::LongciteDetailHeader header;
  header.input = run.input;
  header.input_fingerprint = input->fingerprint;
  header.support_judge = identities[0];
  header.need_citation_judge = identities[1];
  header.relevance_judge = identities[2];
  header.max_statements = lc.max_statements;
  header.citation_tokenizer = *tokenizer_identity;
  std::optional<io::LongciteDetailWriter> detail;
  std::vector<std::pair<std::size_t, metrics::LongciteScores>> scores;  // by input position
  std::set<std::size_t> done;
  if (!run.detail.empty()) {
    io::LongciteDetailState state;
    if (!lc.restart) {
      auto st = io::read_longcite_detail(run.detail, header, *input);
      if (!st) {
        return fail(st.error().to_string() +
                    ". It cannot be resumed: rerun with --restart to start over (the file is rewritten), or "
                    "give another --detail file");
      }
      state = std::move(*st);
    }
    if (state.dropped_bytes > 0) {
      std::cerr << fmt::format("citeval eval: {}:{}: dropping a cut last line ({} bytes) left by an interrupted run\n",
                               run.detail, state.dropped_line, state.dropped_bytes);
    }
    for (auto& r : state.items) {
      done.insert(r.position);
      scores.emplace_back(r.position, std::move(r.scores));
    }
    auto w = io::LongciteDetailWriter::open(run.detail, header, &state);
    if (!w) return fail(w.error().to_string());
    detail.emplace(std::move(*w));
  }
  const std::size_t resumed = scores.size();

  std::vector<std::size_t> todo;  // indexes into input->items
  std::size_t excluded = 0;
  const io::LongciteInputItem* first_excluded = nullptr;
  for (std::size_t i = 0; i < input->items.size(); ++i) {
    const auto& it = input->items[i];
    if (lc.reference_aggregation && !metrics::is_longcite_reference_dataset(it.item.dataset)) {
      if (excluded++ == 0) first_excluded = &it;  // eval_cite.py drops it on reading
      continue;
    }
    if (!done.count(it.position)) todo.push_back(i);
  }
  if (excluded > 0) {
    std::cerr << fmt::format(
        "citeval eval: left out {} item(s) whose dataset is not one of LongBench-Cite's seven "
        "(--reference-aggregation, as eval_cite.py); first: {}:{}: dataset \"{}\"\n",
        excluded, input->path, first_excluded->line, first_excluded->item.dataset);
  }
  if (resumed > 0) {
    std::cerr << fmt::format("citeval eval: resumed {} item(s) from {}; {} to judge\n", resumed, run.detail, todo.size());
  }
  Progress progress("longbench-cite", show_progress);
  std::size_t judge_errors = 0, finished = 0;
  std::string first_judge_error;
  nlohmann::json incomplete = nlohmann::json::array();
  for (std::size_t from = 0; from < todo.size(); from += run.chunk) {
    std::size_t to = std::min(todo.size(), from + run.chunk);
    std::vector<metrics::LongciteItem> chunk;
    for (std::size_t k = from; k < to; ++k) chunk.push_back(input->items[todo[k]].item);
    auto results = evaluator.evaluate(chunk);
    for (std::size_t k = 0; k < results.size(); ++k) {
      const auto& r = results[k];
      const io::LongciteInputItem& in = input->items[todo[from + k]];
      if (!r.complete) {
        if (judge_errors++ == 0) {
          first_judge_error = fmt::format("{}:{}: idx {}: {}", input->path, in.line, in.item.idx, r.first_error);
        }
        if (incomplete.size() < 100) {
          incomplete.push_back({{"idx", in.idx}, {"position", in.position}, {"line", in.line}, {"error", r.first_error}});
        }
        continue;
      }
      ++finished;
      scores.emplace_back(in.position, metrics::LongciteScores{r.item->dataset, r.recall, r.precision, r.f1,
                                                               r.cited_snippets, r.cited_tokens});
      if (detail) {
        if (auto st = detail->write(r, in); !st) return fail(st.error().to_string());
      }
    }
    progress.update(to, todo.size(), "items");
  }
  progress.finish();

  // Input order, so a resumed run sums exactly as an uninterrupted one.
  std::sort(scores.begin(), scores.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<metrics::LongciteScores> flat;
  for (auto& [_, s] : scores) flat.push_back(std::move(s));
  metrics::LongciteSummary sum = metrics::summarize_longcite(flat, {.reference = lc.reference_aggregation});

  // No response scored: every figure is undefined; say why.
  std::string undefined;
  if (sum.responses == 0) {
    if (input->items_total == 0) {
      undefined = "the input holds no item";
    } else if (input->items.empty()) {
      undefined = fmt::format("every item of the input ({}) is malformed; first: {}", input->items_total,
                              input->skipped.front().error.to_string());
    } else {
      undefined = judge_errors > 0 ? fmt::format("every item had judge errors; first: {}", first_judge_error)
                                   : "every item's dataset is outside LongBench-Cite's seven (--reference-aggregation)";
    }
  }
  // --reference-aggregation: an empty averaged group makes eval_cite.py's averages NaN.
  std::string undefined_average;
  if (sum.responses > 0 && std::isnan(sum.f1)) {
    std::string empty;
    for (const auto& g : sum.groups) {
      if (g.responses == 0 && g.name != "multifieldqa_en" && g.name != "multifieldqa_zh") empty += (empty.empty() ? "" : ", ") + g.name;
    }
    undefined_average = "the averages are undefined: empty group(s) " + empty +
                        " (eval_cite.py averages NaN then; --reference-aggregation)";
  }

  nlohmann::json info;
  info["benchmark"] = "longbench-cite";
  info["input"] = run.input;
  info["input_fingerprint"] = input->fingerprint;
  info["judges"] = {{"support", identities[0]}, {"need_citation", identities[1]}, {"relevance", identities[2]}};
  if (session(0)) add_judge_info(info, *session(0), "LongBench-Cite");
  std::vector<std::string> approximate;
  for (int k = 0; k < 3; ++k) {
    if (session(k) && session(k)->is_approximation()) {
      approximate.push_back(fmt::format("{} judge '{}'", k == 1 ? "need-citation" : kRoles[k], identities[k]));
    }
  }
  info["judge_approximation"] = !approximate.empty();
  info.erase("judge_note");
  if (!approximate.empty()) {
    std::string who;
    for (std::size_t k = 0; k < approximate.size(); ++k) who += (k ? ", " : "") + approximate[k];
    info["judge_note"] = "APPROXIMATION: " + who +
                         " only approximate the LLM judgments LongBench-Cite uses; these scores are not comparable "
                         "to published LongBench-Cite numbers";
  }
  if (rule) {
    info["need_citation_rule"] =
        "every uncited statement needs a citation (recall 0; --need-citation-judge always): a model-free rule, "
        "LongBench-Cite asks an LLM instead";
  } else if (specs[1].empty()) {
    info["need_citation_rule"] = "no need-citation judge: no judged statement is uncited";
  }
  info["max_statements"] = opts.max_statements;
  info["citation_tokenizer"] = run.longcite.tokenizer;
  info["items_read"] = input->items_total;
  info["items_skipped"] = input->skipped.size();
  if (!input->skipped.empty()) {
    nlohmann::json sk = nlohmann::json::array();
    for (const auto& e : input->skipped) {
      if (sk.size() >= 100) break;
      sk.push_back(e.error.to_string());
    }
    info["skipped"] = std::move(sk);
    std::cerr << fmt::format("citeval eval: skipped {} malformed item(s); first: {}\n", input->skipped.size(),
                             input->skipped.front().error.to_string());
  }
  info["items_duplicate_idx"] = input->duplicates.size();
  info["items_resumed"] = resumed;
  info["items_judged"] = finished;
  info["items_with_judge_errors"] = judge_errors;
  if (!incomplete.empty()) info["judge_errors"] = std::move(incomplete);
  if (!undefined.empty()) {
    info["scores_undefined"] = "no response was scored: " + undefined;
  } else if (!undefined_average.empty()) {
    info["scores_undefined"] = undefined_average;
  }
  info["aggregation"] = lc.reference_aggregation ? "eval_cite.py" : "citeval";
  if (lc.reference_aggregation) info["items_excluded_dataset"] = excluded;
  add_llm_info(info);
  for (int k = 0; k < 3; ++k) {
    if (!session(k)) continue;
    if (const auto* j = dynamic_cast<const llm::LlmJudge*>(&session(k)->inner())) {
      llm::LlmJudgeStats st = j->stats();
      info["llm_judges"][kRoles[k]] = {{"items", st.items},             {"asks", st.asks},
                                       {"reasks", st.reasks},           {"unreadable", st.unparseable},
                                       {"request_failures", st.failed}};
    }
  }

  nlohmann::json out;
  out["citeval"] = std::move(info);
  nlohmann::json groups = nlohmann::json::object();
  for (const auto& g : sum.groups) {
    groups[g.name] = {{"responses", g.responses},
                      {"citation_recall", number(g.recall)},
                      {"citation_precision", number(g.precision)},
                      {"citation_f1", number(g.f1)},
                      {"citation_length", number(g.citation_length)}};
  }
  out["scores"] = std::move(groups);
  out["avg_citation_recall"] = number(sum.recall);
  out["avg_citation_precision"] = number(sum.precision);
  out["avg_citation_f1"] = number(sum.f1);
  out["citation_length"] = number(sum.citation_length);
  out["responses"] = sum.responses;
  out["finish"] = judge_errors == 0 && input->skipped.empty() && sum.responses > 0;

  if (!run.output.empty()) {
    auto f = AtomicFile::create(run.output);
    if (!f) return fail(f.error().to_string());
    f->stream() << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
    auto st = f->commit();
    if (!st) return fail(st.error().to_string());
  }
  if (run.json) {
    std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  } else {
    std::cout << fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6} {:>8}\n", "dataset", "n", "R", "P", "F1", "CL");
    for (const auto& g : sum.groups) {
      std::cout << fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6} {:>8}\n", g.name, g.responses, fmt_score(g.recall),
                               fmt_score(g.precision), fmt_score(g.f1),
                               std::isnan(g.citation_length) ? "-" : fmt::format("{:.1f}", g.citation_length));
    }
    std::cout << fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6} {:>8}\n", "average", sum.responses, fmt_score(sum.recall),
                             fmt_score(sum.precision), fmt_score(sum.f1),
                             std::isnan(sum.citation_length) ? "-" : fmt::format("{:.1f}", sum.citation_length));
    const auto& i = out["citeval"];
    if (i.contains("judge_note")) std::cout << i["judge_note"].get<std::string>() << "\n";
    if (rule) std::cout << "need-citation: " << i["need_citation_rule"].get<std::string>() << "\n";
    if (resumed > 0) std::cout << fmt::format("{} item(s) resumed from {}\n", resumed, run.detail);
    if (judge_errors > 0) {
      std::cout << fmt::format("{} item(s) had judge errors and are not counted; rerun to retry them\n", judge_errors);
    }
    if (!undefined.empty()) std::cout << "no score: no response was scored: " << undefined << "\n";
    if (!undefined_average.empty()) std::cout << "no average: " << undefined_average << "\n";
  }
  if (!undefined_average.empty()) std::cerr << "citeval eval: " << undefined_average << "\n";
  if (judge_errors > 0) {
    std::cerr << fmt::format("citeval eval: {} item(s) had judge errors and are not counted (a rerun retries them); first: {}\n",
                             judge_errors, first_judge_error);
  }
  if (!undefined.empty()) std::cerr << "citeval eval: no response was scored: " << undefined << "\n";
  if (!run.quiet) {
    for (const auto& [spec, s] : sessions) std::cerr << "judge " << spec.substr(0, spec.find('?')) << ": " << s->stats().summary() << "\n";
    if (!llm::llm_clients().empty()) std::cerr << "llm: " << llm::llm_usage().summary() << "\n";
  }
  return judge_errors > 0 || sum.responses == 0 ? 1 : 0;
}

}  // namespace citeval::cli

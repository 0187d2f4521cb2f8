// citeval eval --benchmark longbench-cite (see eval_longcite.h), and the --llm-* options.
#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <sstream>

#include "cli/eval_longcite.h"
#include "cli/progress.h"
#include "judge/registry.h"
#include "llm/llm_registry.h"
#include "metrics/longcite_answer.h"
#include "metrics/longcite_context.h"
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

Result<std::string> read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open", path);
  std::stringstream ss;
  ss << in.rdbuf();
  if (in.bad()) return make_error(ErrorCode::kIo, "cannot read", path);
  return ss.str();
}

// One input item, with what the output needs besides the metrics item.
struct InputItem {
  nlohmann::json idx;
  std::string context;  // empty when statements were given
  bool parsed = false;  // statements come from the prediction (offsets are known)
};

struct Input {
  std::vector<metrics::LongciteItem> items;
  std::vector<InputItem> extra;
  std::vector<Error> skipped;
};

Result<metrics::LongciteItem> item_from_json(const nlohmann::json& j, const std::string& path,
                                             std::size_t line, InputItem& extra) {
  auto err = [&](const std::string& field, const std::string& msg) {
    return make_error(ErrorCode::kInvalidField, msg, path, line, field);
  };
  if (!j.is_object()) return err("", "an item must be a JSON object");
  metrics::LongciteItem it;
  auto str = [&](const char* field, std::string& out, bool required) -> Status {
    if (!j.contains(field) || j[field].is_null()) {
      if (required) return err(field, "missing");
      return Ok{};
    }
    if (!j[field].is_string()) return err(field, "must be a string");
    out = j[field].get<std::string>();
    return Ok{};
  };
  if (!j.contains("idx")) return err("idx", "missing");
  extra.idx = j["idx"];
  it.idx = j["idx"].dump();
  if (auto s = str("dataset", it.dataset, true); !s) return s.error();
  if (auto s = str("query", it.query, true); !s) return s.error();
  if (auto s = str("prediction", it.prediction, false); !s) return s.error();
  if (j.contains("statements") && !j["statements"].is_null()) {
    const auto& sts = j["statements"];
    if (!sts.is_array()) return err("statements", "must be a list");
    for (std::size_t k = 0; k < sts.size(); ++k) {
      const auto& s = sts[k];
      std::string where = fmt::format("statements[{}]", k);
      if (!s.is_object() || !s.contains("statement") || !s["statement"].is_string()) {
        return err(where + ".statement", "missing or not a string");
      }
      metrics::LongciteStatement st;
      st.statement = s["statement"].get<std::string>();
      if (s.contains("citation") && !s["citation"].is_null()) {
        if (!s["citation"].is_array()) return err(where + ".citation", "must be a list");
        for (std::size_t c = 0; c < s["citation"].size(); ++c) {
          const auto& cj = s["citation"][c];
          if (!cj.is_object() || !cj.contains("cite") || !cj["cite"].is_string()) {
            return err(fmt::format("{}.citation[{}].cite", where, c), "missing or not a string");
          }
          metrics::LongciteCitation ct;
          ct.cite = cj["cite"].get<std::string>();
          auto num = [&](const char* f, std::size_t& out) {
            if (cj.contains(f) && cj[f].is_number_unsigned()) out = cj[f].get<std::size_t>();
          };
          num("st_sent", ct.st_sent);
          num("ed_sent", ct.ed_sent);
          num("start_char", ct.start_byte);  // kept as given (code points), see write_item
          num("end_char", ct.end_byte);
          st.citation.push_back(std::move(ct));
        }
      }
      it.statements.push_back(std::move(st));
    }
    return it;
  }
  if (auto s = str("context", extra.context, false); !s) return s.error();
  if (!j.contains("prediction") || !j.contains("context")) {
    return err("statements", "an item needs either \"statements\" or both \"prediction\" and \"context\"");
  }
  std::vector<text::Span> sents = metrics::split_longcite_context(extra.context);
  it.statements = metrics::parse_longcite_answer(it.prediction, extra.context, sents);
  extra.parsed = true;
  return it;
}

Result<Input> read_input(const std::string& path) {
  auto text = read_text(path);
  if (!text) return text.error();
  Input in;
  std::string_view t = *text;
  std::size_t first = t.find_first_not_of(" \t\r\n");
  auto add = [&](const nlohmann::json& j, std::size_t line) {
    InputItem extra;
    auto it = item_from_json(j, path, line, extra);
    if (!it) {
      in.skipped.push_back(it.error());
      return;
    }
    in.items.push_back(std::move(*it));
    in.extra.push_back(std::move(extra));
  };
  if (first != std::string_view::npos && t[first] == '[') {
    auto j = nlohmann::json::parse(t, nullptr, false);
    if (j.is_discarded()) return make_error(ErrorCode::kParse, "not valid JSON", path);
    for (const auto& x : j) add(x, 0);
    return in;
  }
  std::size_t pos = 0, line = 0;
  while (pos < t.size()) {
    std::size_t end = t.find('\n', pos);
    if (end == std::string_view::npos) end = t.size();
    ++line;
    std::string_view l = t.substr(pos, end - pos);
    pos = end + 1;
    if (l.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    auto j = nlohmann::json::parse(l, nullptr, false);
    if (j.is_discarded()) {
      in.skipped.push_back(make_error(ErrorCode::kParse, "not valid JSON", path, line));
      continue;
    }
    add(j, line);
  }
  return in;
}

nlohmann::json number(double x) {
  if (std::isnan(x)) return nullptr;  // an empty group: JSON has no NaN
  return x;
}

nlohmann::json item_json(const metrics::LongciteResult& r, const InputItem& extra) {
  const metrics::LongciteItem& it = *r.item;
  nlohmann::json sts = nlohmann::json::array();
  for (std::size_t s = 0; s < it.statements.size(); ++s) {
    const auto& st = it.statements[s];
    const auto& sc = r.statements[s];
    nlohmann::json cites = nlohmann::json::array();
    for (std::size_t c = 0; c < st.citation.size(); ++c) {
      const auto& ct = st.citation[c];
      nlohmann::json cj = {{"st_sent", ct.st_sent}, {"ed_sent", ct.ed_sent}};
      if (extra.parsed) {  // LongCite reports Python str (code point) offsets
        cj["start_char"] = metrics::code_points(std::string_view(extra.context).substr(0, ct.start_byte));
        cj["end_char"] = metrics::code_points(std::string_view(extra.context).substr(0, ct.end_byte));
      } else {
        cj["start_char"] = ct.start_byte;
        cj["end_char"] = ct.end_byte;
      }
      cj["cite"] = ct.cite;
      if (sc.citation[c].relevant_score) {
        cj["relevant_score"] = *sc.citation[c].relevant_score;
        cj["relevant_output"] = sc.citation[c].relevant_output;
      }
      cj["tokens"] = sc.citation[c].tokens;
      cites.push_back(std::move(cj));
    }
    nlohmann::json sj = {{"statement", st.statement}, {"citation", std::move(cites)}};
    if (sc.support_score) {
      sj["support_score"] = *sc.support_score;
      sj["support_output"] = sc.support_output;
      if (sc.need_citation_asked) sj["need_citation"] = 1.0 - *sc.support_score;
    }
    sts.push_back(std::move(sj));
  }
  return {{"idx", extra.idx},
          {"dataset", it.dataset},
          {"query", it.query},
          {"prediction", it.prediction},
          {"statements", std::move(sts)},
          {"citation_recall", r.recall},
          {"citation_precision", r.precision},
          {"citation_f1", r.f1},
          {"cited_snippets", r.cited_snippets},
          {"cited_tokens", r.cited_tokens}};
}

// What a finished line of the detail file contributes to the summary.
Result<metrics::LongciteScores> scores_of_line(const nlohmann::json& j) {
  metrics::LongciteScores s;
  try {
    s.dataset = j.at("dataset").get<std::string>();
    s.recall = j.at("citation_recall").get<double>();
    s.precision = j.at("citation_precision").get<double>();
    s.f1 = j.at("citation_f1").get<double>();
    s.cited_snippets = j.at("cited_snippets").get<std::size_t>();
    s.cited_tokens = j.at("cited_tokens").get<std::size_t>();
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInvalidField, e.what());
  }
  return s;
}

bool is_llm_spec(const std::string& spec) { return spec.rfind("llm", 0) == 0; }

std::string with_kind(const std::string& spec, const std::string& kind) {
  std::size_t colon = spec.find(':');
  return kind + (colon == std::string::npos ? std::string() : spec.substr(colon));
}

std::string fmt_score(double x) { return std::isnan(x) ? "  -  " : fmt::format("{:5.1f}", 100 * x); }

}  // namespace

void add_llm_options(CLI::App& sub, LlmCliOptions& o) {
  sub.add_option("--llm-base-url", o.base_url, "OpenAI-compatible endpoint (default: $OPENAI_BASE_URL, else OpenAI)");
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
    auto k = read_text(o.api_key_file);
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
  sub.add_option("--need-citation-judge", o.need_citation_judge, "LongBench-Cite need-citation judge");
  sub.add_option("--relevance-judge", o.relevance_judge, "LongBench-Cite relevance judge");
  sub.add_flag("--restart", o.restart, "Ignore the items already in --detail and start over");
}

int run_longbench_cite(const LongciteRun& run) {
  auto tokenizer = metrics::CitationTokenizer::parse(run.longcite.tokenizer);
  if (!tokenizer) return fail(tokenizer.error().to_string());
  if (auto st = apply_llm_options(run.llm); !st) return fail(st.error().to_string());
  auto input = read_input(run.input);
  if (!input) return fail(input.error().to_string());

  // Finished items from an earlier run.
  std::set<std::string> done;
  std::vector<metrics::LongciteScores> scores;
  std::size_t resumed = 0;
  if (!run.detail.empty() && !run.longcite.restart && std::filesystem::exists(run.detail)) {
    auto text = read_text(run.detail);
    if (!text) return fail(text.error().to_string());
    std::istringstream lines(*text);
    std::string line;
    std::size_t n = 0;
    while (std::getline(lines, line)) {
      ++n;
      if (line.empty()) continue;
      auto j = nlohmann::json::parse(line, nullptr, false);
      if (j.is_discarded() || !j.is_object() || !j.contains("idx")) {
        // A line cut by a crash: that item is judged again (its judgments come from the cache).
        std::cerr << fmt::format("citeval eval: {}:{}: ignoring an unreadable line\n", run.detail, n);
        continue;
      }
      auto s = scores_of_line(j);
      if (!s) continue;
      if (done.insert(j["idx"].dump()).second) {
        scores.push_back(std::move(*s));
        ++resumed;
      }
    }
  }

  const bool llm_judge = is_llm_spec(run.judge.spec);
  const std::string base = run.judge.spec.empty() ? judge::default_judge_spec() : run.judge.spec;
  std::string specs[3] = {
      !run.longcite.support_judge.empty() ? run.longcite.support_judge
                                          : (llm_judge ? with_kind(base, "llm-support") : base),
      !run.longcite.need_citation_judge.empty() ? run.longcite.need_citation_judge
                                                : (llm_judge ? with_kind(base, "llm-need-citation") : base),
      !run.longcite.relevance_judge.empty() ? run.longcite.relevance_judge
                                            : (llm_judge ? with_kind(base, "llm-relevance") : base)};
  bool show_progress = !run.quiet && stderr_is_tty();
  std::map<std::string, std::unique_ptr<judge::JudgeSession>> sessions;
  for (const auto& spec : specs) {
    if (sessions.count(spec)) continue;
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
  metrics::LongciteOptions opts;
  opts.max_statements = run.longcite.max_statements;
  opts.tokenizer = *tokenizer;
  opts.question_in_request = is_llm_spec(specs[0]) || is_llm_spec(specs[1]) || is_llm_spec(specs[2]);
  metrics::LongciteEvaluator evaluator(
      opts, {sessions[specs[0]].get(), sessions[specs[1]].get(), sessions[specs[2]].get()});

  std::unique_ptr<std::ofstream> detail;
  if (!run.detail.empty()) {
    auto mode = std::ios::binary | (run.longcite.restart ? std::ios::trunc : std::ios::app);
    detail = std::make_unique<std::ofstream>(run.detail, mode);
    if (!*detail) return fail(make_error(ErrorCode::kIo, "cannot open for writing", run.detail).to_string());
  }

  std::vector<std::size_t> todo;
  for (std::size_t i = 0; i < input->items.size(); ++i) {
    if (!done.count(input->items[i].idx)) todo.push_back(i);
  }
  Progress progress("longbench-cite", show_progress);
  std::size_t judge_errors = 0, finished = 0;
  nlohmann::json incomplete = nlohmann::json::array();
  for (std::size_t from = 0; from < todo.size(); from += run.chunk) {
    std::size_t to = std::min(todo.size(), from + run.chunk);
    std::vector<metrics::LongciteItem> chunk;
    for (std::size_t k = from; k < to; ++k) chunk.push_back(input->items[todo[k]]);
    auto results = evaluator.evaluate(chunk);
    for (std::size_t k = 0; k < results.size(); ++k) {
      const auto& r = results[k];
      const InputItem& extra = input->extra[todo[from + k]];
      if (!r.complete) {
        ++judge_errors;
        if (incomplete.size() < 100) incomplete.push_back({{"idx", extra.idx}, {"error", r.first_error}});
        continue;
      }
      if (!done.insert(r.item->idx).second) continue;  // a repeated idx counts once
      ++finished;
      scores.push_back({r.item->dataset, r.recall, r.precision, r.f1, r.cited_snippets, r.cited_tokens});
      if (detail) *detail << item_json(r, extra).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
    }
    if (detail) detail->flush();
    progress.update(to, todo.size(), "items");
  }
  progress.finish();
  if (detail && !*detail) return fail(make_error(ErrorCode::kIo, "write failed", run.detail).to_string());

  metrics::LongciteSummary sum = metrics::summarize_longcite(scores);
  nlohmann::json info;
  info["benchmark"] = "longbench-cite";
  info["input"] = run.input;
  info["judges"] = {{"support", sessions[specs[0]]->identity()},
                    {"need_citation", sessions[specs[1]]->identity()},
                    {"relevance", sessions[specs[2]]->identity()}};
  add_judge_info(info, *sessions[specs[0]], "LongBench-Cite");
  info["max_statements"] = opts.max_statements;
  info["citation_tokenizer"] = run.longcite.tokenizer;
  info["items_read"] = input->items.size() + input->skipped.size();
  info["items_skipped"] = input->skipped.size();
  if (!input->skipped.empty()) {
    nlohmann::json sk = nlohmann::json::array();
    for (const auto& e : input->skipped) {
      if (sk.size() >= 100) break;
      sk.push_back(e.to_string());
    }
    info["skipped"] = std::move(sk);
    std::cerr << fmt::format("citeval eval: skipped {} malformed item(s); first: {}\n", input->skipped.size(),
                             input->skipped.front().to_string());
  }
  info["items_resumed"] = resumed;
  info["items_judged"] = finished;
  info["items_with_judge_errors"] = judge_errors;
  if (!incomplete.empty()) info["judge_errors"] = std::move(incomplete);
  add_llm_info(info);
  const char* roles[3] = {"support", "need_citation", "relevance"};
  for (int k = 0; k < 3; ++k) {
    if (const auto* j = dynamic_cast<const llm::LlmJudge*>(&sessions[specs[k]]->inner())) {
      llm::LlmJudgeStats st = j->stats();
      info["llm_judges"][roles[k]] = {{"items", st.items},             {"asks", st.asks},
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
  out["finish"] = judge_errors == 0 && input->skipped.empty();

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
    if (judge_errors > 0) {
      std::cout << fmt::format("{} item(s) had judge errors and are not counted; rerun to retry them\n", judge_errors);
    }
  }
  if (!run.quiet) {
    for (const auto& [spec, s] : sessions) std::cerr << "judge " << spec.substr(0, spec.find('?')) << ": " << s->stats().summary() << "\n";
    if (!llm::llm_clients().empty()) std::cerr << "llm: " << llm::llm_usage().summary() << "\n";
  }
  return judge_errors > 0 ? 1 : 0;
}

}  // namespace citeval::cli

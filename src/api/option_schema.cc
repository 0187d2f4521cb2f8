// The option table of `citeval eval` (citeval/options.h): every front end's flags, keys and
// keyword arguments, the "does not apply" errors and the docs' option tables come from here.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <type_traits>
#include <utility>

#include "citeval/evaluate.h"
#include "citeval/judges.h"
#include "citeval/options.h"
#include "api/eval_impl.h"

namespace citeval {

namespace {

constexpr const char* kAlce = "alce";
constexpr const char* kAliice = "aliice";
constexpr const char* kLongcite = "longbench-cite";
constexpr const char* kCheck = "check";

template <class T>
T native(const OptionValue& v) {
  if constexpr (std::is_same_v<T, bool>) {
    return std::get<bool>(v);
  } else if constexpr (std::is_same_v<T, std::string>) {
    return std::get<std::string>(v);
  } else if constexpr (std::is_floating_point_v<T>) {
    return static_cast<T>(std::get<double>(v));
  } else {
    return static_cast<T>(std::get<std::int64_t>(v));
  }
}

template <class T>
OptionValue value_of(const T& x) {
  if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, std::string>) {
    return x;
  } else if constexpr (std::is_floating_point_v<T>) {
    return static_cast<double>(x);
  } else {
    return static_cast<std::int64_t>(x);
  }
}

// An std::optional member of Owner (EvalOptions, LlmConfig): unset = std::nullopt.
template <class T, class Owner>
auto optional_setter(std::optional<T> Owner::*m) {
  return [m](Owner& o, const OptionValue& v) { o.*m = native<T>(v); };
}
template <class T, class Owner>
auto optional_getter(std::optional<T> Owner::*m) {
  return [m](const Owner& o) -> std::optional<OptionValue> {
    if (!(o.*m)) return std::nullopt;
    return value_of(*(o.*m));
  };
}
template <class T>
void bind(OptionSpec& s, std::optional<T> EvalOptions::*m) {
  s.set = optional_setter(m);
  s.get = optional_getter(m);
}

// A flag that turns an on-by-default figure off: no_rouge = !rouge.
void bind_negated(OptionSpec& s, std::optional<bool> EvalOptions::*m) {
  s.set = [m](EvalOptions& o, const OptionValue& v) { o.*m = !std::get<bool>(v); };
  s.get = [m](const EvalOptions& o) -> std::optional<OptionValue> {
    if (!(o.*m)) return std::nullopt;
    return OptionValue(!*(o.*m));
  };
}

// A plain member of `Owner` (EvalOptions or its SessionConfig): unset = the default value.
template <class T, class Owner>
void bind_plain(OptionSpec& s, Owner& (*owner)(EvalOptions&), const Owner& (*cowner)(const EvalOptions&),
                T Owner::*m) {
  s.set = [owner, m](EvalOptions& o, const OptionValue& v) { owner(o).*m = native<T>(v); };
  s.get = [cowner, m](const EvalOptions& o) -> std::optional<OptionValue> {
    static const Owner defaults{};
    if (cowner(o).*m == defaults.*m) return std::nullopt;
    return value_of(cowner(o).*m);
  };
}

EvalOptions& self(EvalOptions& o) { return o; }
const EvalOptions& cself(const EvalOptions& o) { return o; }
SessionConfig& session(EvalOptions& o) { return o.session; }
const SessionConfig& csession(const EvalOptions& o) { return o.session; }

template <class T>
void bind_plain(OptionSpec& s, T EvalOptions::*m) {
  bind_plain<T, EvalOptions>(s, &self, &cself, m);
}

// A setting of LlmConfig: unset = its default (a plain member) or std::nullopt.
template <class T>
void bind_llm(OptionSpec& s, T LlmConfig::*m) {
  s.set_llm = [m](LlmConfig& c, const OptionValue& v) { c.*m = native<T>(v); };
  s.get_llm = [m](const LlmConfig& c) -> std::optional<OptionValue> {
    static const LlmConfig defaults{};
    if (c.*m == defaults.*m) return std::nullopt;
    return value_of(c.*m);
  };
}
template <class T>
void bind_llm(OptionSpec& s, std::optional<T> LlmConfig::*m) {
  s.set_llm = optional_setter(m);
  s.get_llm = optional_getter(m);
}
template <class T>
void bind_session(OptionSpec& s, T SessionConfig::*m) {
  bind_plain<T, SessionConfig>(s, &session, &csession, m);
}

OptionSpec entry(std::string name, OptionType type, std::vector<std::string> benchmarks, bool identity,
                 std::string help) {
  OptionSpec s;
  s.name = std::move(name);
  s.type = type;
  s.benchmarks = std::move(benchmarks);
  s.identity = identity;
  s.help = std::move(help);
  return s;
}

std::string known_judges() {
  std::string known;
  for (const auto& k : judge_kinds()) known += (known.empty() ? "" : ", ") + k;
  return known;
}

// The table. Its order is the order of --help; options of several benchmarks come first.
OptionSchema make_eval_option_schema() {
  using T = OptionType;
  const std::vector<std::string> every, alce{kAlce}, aliice{kAliice}, longcite{kLongcite}, check{kCheck},
      alce_aliice{kAlce, kAliice}, benchmarks{kAlce, kAliice, kLongcite};
  OptionSchema schema;
  auto add = [&](OptionSpec s) { schema.add(std::move(s)); };
  OptionSpec s;

  // Every benchmark.
  // The benchmarks' (check reproduces no paper's scorer).
  s = entry("reference", T::kBool, benchmarks, true, "");
  const std::string reference = "The reference scorer's behaviour wherever an option restores it: ";
  const std::string listed = "; the summary lists what it set, a contradicting option is refused (exit 2)";
  s.help_by_benchmark = {
      {kAlce, reference + "sets `citation_syntax=alce` `no_claims`" + listed},
      {kAliice, reference +
                    "sets `no_truncate` `aliice_reference_units` `at_most_citations=0` `aliice_reference_code` (the "
                    "released eval.py and myparser.py)" +
                    listed},
      {kLongcite, reference +
                      "sets `reference_aggregation`, and with `judge=llm:MODEL` reads relevance as eval_cite.py "
                      "(?reference_relevance=1)" +
                      listed}};
  bind(s, &EvalOptions::reference);
  add(s);
  s = entry("judge", T::kString, every, true, "Judge spec: " + known_judges() + " (default lexical, an approximation)");
  s.judge_spec = true;
  bind_plain(s, &EvalOptions::judge);
  add(s);
  s = entry("cache", T::kString, every, false, "SQLite file caching judgments across runs");
  bind_session(s, &SessionConfig::cache_path);
  add(s);
  s = entry("no_cache", T::kBool, every, false, "Do not use a persistent judgment cache");
  bind_session(s, &SessionConfig::no_cache);
  add(s);
  s = entry("retries", T::kInt, every, false, "Retries of an item the judge failed on");
  s.default_text = "2";
  s.min = 0;
  bind_session(s, &SessionConfig::retries);
  add(s);
  s = entry("judge_batch", T::kSize, every, false, "Pairs per judge call (default 64; 1024 for LLM judges)");
  s.aliases = {"batch_size"};
  s.min = 1;
  bind_session(s, &SessionConfig::batch_size);
  add(s);
  s = entry("max_judge_error_rate", T::kDouble, every, false,
            "Accept figures that judge errors left up to this share of the items out of (0-1; default 0: any judge "
            "error that leaves an item out exits 1); they are marked partial either way");
  s.default_text = "0";
  s.min = 0;
  s.max = 1;
  bind(s, &EvalOptions::max_judge_error_rate);
  add(s);
  s = entry("input", T::kString, every, true, "The input's name as the summary shows it");
  s.user = false;
  bind_plain(s, &EvalOptions::input);
  add(s);

  // ALCE and ALiICE.
  s = entry("dataset", T::kString, alce_aliice, true, "");
  s.help_by_benchmark = {
      {kAlce, "ALCE dataset: asqa, qampari or eli5 (default: from the file name)"},
      {kAliice, "asqa or eli5: adds eval.py's correctness figures (str_em/str_hit; rougeLsum and claims_nli)"}};
  bind_plain(s, &EvalOptions::dataset);
  add(s);
  s = entry("dataset_from_file_name", T::kBool, alce, true, "The dataset was taken from the file name");
  s.user = false;
  bind_plain(s, &EvalOptions::dataset_from_file_name);
  add(s);
  s = entry("at_most_citations", T::kSize, alce_aliice, true, "Citations used per statement (ALCE: 3; 0 = all)");
  s.default_text = "3";
  bind(s, &EvalOptions::at_most_citations);
  add(s);
  s = entry("citation_syntax", T::kEnum, alce_aliice, true,
            "all: read every id of [1, 2]; alce: ALCE's regex (first number of each bracket)");
  s.choices = {"all", "alce"};
  s.default_text = "all";
  bind(s, &EvalOptions::citation_syntax);
  add(s);
  s = entry("dedupe_citations", T::kBool, alce_aliice, true,
            "Judge a repeated id once ([1][1][2] cites 1, 2); eval.py keeps repeats (1, 1, 2)");
  bind(s, &EvalOptions::dedupe_citations);
  add(s);
  s = entry("no_rouge", T::kBool, alce, true, "Skip ROUGE-Lsum");
  bind_negated(s, &EvalOptions::rouge);
  add(s);
  s = entry("no_citations", T::kBool, alce, true, "Skip citation recall/precision");
  bind_negated(s, &EvalOptions::citations);
  add(s);
  s = entry("no_claims", T::kBool, alce, true, "Skip ELI5 claims_nli");
  bind_negated(s, &EvalOptions::claims);
  add(s);
  s = entry("no_truncate", T::kBool, alce_aliice, true, "");
  s.help_by_benchmark = {
      {kAlce, "Score the whole output; eval.py scores only its first line (outputs that lose text are counted)"},
      {kAliice, "Evaluate the whole output (eval.py) instead of ALCE's first line"}};
  bind_negated(s, &EvalOptions::truncate_output);
  add(s);

  // ALiICE.
  s = entry("parser", T::kString, aliice, true,
            "Parser model (default: $CITEVAL_PARSER_MODEL or models/en_ewt_spacy.model; "
            "models/en_ewt_biaffine.model is the accurate one)");
  bind(s, &EvalOptions::parser);
  add(s);
  s = entry("max_words", T::kSize, aliice, true, "Sentences with more words fall back to sentence level (50)");
  s.default_text = "50";
  bind(s, &EvalOptions::max_words);
  add(s);
  s = entry("aliice_reference_units", T::kBool, aliice, true,
            "Leave uncited sentences and out-of-range claims out of recall, as eval.py does");
  bind(s, &EvalOptions::reference_units);
  add(s);
  s = entry("aliice_reference_code", T::kBool, aliice, true,
            "Cut trees as the released myparser.py where it departs from Appendix C");
  bind(s, &EvalOptions::reference_code);
  add(s);
  s = entry("aliice_reference_keys", T::kBool, aliice, true,
            "Summary keys as eval.py writes them (citation_recall, citation_precision, recall_std, precision_std, "
            "times_not_used_aliice, cv)");
  bind(s, &EvalOptions::reference_keys);
  add(s);
  s = entry("parse_threads", T::kSize, aliice, false, "Threads that parse sentences (0 = all cores)");
  s.default_text = "0";
  bind(s, &EvalOptions::parse_threads);
  add(s);

  // ALCE and ALiICE: the papers' other columns.
  s = entry("mauve", T::kString, alce_aliice, true,
            "MAUVE (x100, as eval.py --mauve) with this featurizer: embed (bundled USE-lite: an approximation), "
            "embed:DIR, or lm:DIR (tools/export_lm.py; GPT-2 large is the papers')");
  s.implicit_value = "embed";
  bind(s, &EvalOptions::mauve);
  add(s);
  s = entry("mauve_features", T::kString, alce_aliice, false,
            "MAUVE on given features: the outputs' rows (.npy or JSONL, one per line of `citeval mauve "
            "--write-texts`'s output.txt); with `reference_features`");
  s.input_file = true;
  bind(s, &EvalOptions::mauve_features);
  add(s);
  s = entry("reference_features", T::kString, alce_aliice, false,
            "The references' feature rows (reference.txt's lines), with `mauve_features`");
  s.input_file = true;
  bind(s, &EvalOptions::mauve_reference_features);
  add(s);
  s = entry("mauve_threads", T::kInt, alce_aliice, true,
            "OpenMP threads of MAUVE's PCA and k-means (0 = OpenMP's default, as mauve-text; faiss's k-means can "
            "round differently with another count)");
  s.default_text = "0";
  s.min = 0;
  bind(s, &EvalOptions::mauve_threads);
  add(s);
  s = entry("qa", T::kString, alce, true,
            "ASQA: QA-EM, QA-F1, QA-Hit (eval.py --qa) with qa:DIR (tools/export_qa.py; ALCE uses "
            "gaotianyu1350/roberta-large-squad)");
  bind(s, &EvalOptions::qa);
  add(s);
  s = entry("qa_batch", T::kSize, alce, false, "QA windows a forward pass");
  s.default_text = "8";
  s.min = 1;
  bind(s, &EvalOptions::qa_batch);
  add(s);

  // LongBench-Cite.
  s = entry("citation_tokenizer", T::kString, longcite, true,
            "Citation length unit: words, chars, auto (chars for Chinese datasets), spm:FILE (pieces of a "
            "SentencePiece model) or hf:FILE (a Hugging Face tokenizer.json, e.g. GLM-4's, as LongCite counts)");
  s.default_text = "auto";
  bind(s, &EvalOptions::citation_tokenizer);
  add(s);
  s = entry("max_statements", T::kSize, longcite, true, "Statements judged per response (40)");
  s.default_text = "40";
  bind(s, &EvalOptions::max_statements);
  add(s);
  s = entry("support_judge", T::kString, longcite, true, "Support judge (default: from `judge`)");
  s.judge_spec = true;
  bind(s, &EvalOptions::support_judge);
  add(s);
  s = entry("need_citation_judge", T::kString, {kLongcite, kCheck}, true, "");
  s.help_by_benchmark = {
      {kLongcite,
       "Need-citation judge (default: llm-need-citation:MODEL from `judge=llm:MODEL`; required for other "
       "judges), or 'always': every uncited statement needs a citation (recall 0), a model-free rule"},
      {kCheck,
       "Judge of whether an uncited statement needs a citation (llm-need-citation:MODEL, table:FILE): one that "
       "needs none leaves the recall denominators; default 'always': every statement needs one (recall 0 "
       "uncited), ALCE's rule"}};
  s.judge_spec = true;
  bind(s, &EvalOptions::need_citation_judge);
  add(s);
  s = entry("relevance_judge", T::kString, longcite, true, "Relevance judge (default: from `judge`)");
  s.judge_spec = true;
  bind(s, &EvalOptions::relevance_judge);
  add(s);
  s = entry("reference_aggregation", T::kBool, longcite, true,
            "Aggregate exactly as eval_cite.py: items whose dataset is not one of the seven are left out "
            "(counted), and an empty group makes the averages undefined (correctness: counts 0, as "
            "eval_correct.py)");
  bind(s, &EvalOptions::reference_aggregation);
  add(s);
  s = entry("correctness", T::kBool, longcite, true,
            "Also rate each answer's correctness against the item's gold 'answer' with an LLM, as eval_correct.py "
            "(QA 1-3, gov_report 1-5, longbench-chat 1-10 with its few_shot_scores); per dataset and average x100");
  bind(s, &EvalOptions::correctness);
  add(s);
  s = entry("correctness_model", T::kString, longcite, true,
            "The correctness rater's model (default: MODEL of `judge=llm:MODEL`); endpoint from the --llm-* "
            "options");
  bind(s, &EvalOptions::correctness_model);
  add(s);
  s = entry("lqa", T::kString, longcite, true,
            "With `correctness`: predictions of the same items without citations (JSON list or JSONL of idx, "
            "dataset, query, prediction), rated too: prints C, C_LQA and the correctness ratio CR = C / C_LQA");
  s.input_file = true;
  bind(s, &EvalOptions::lqa_input);
  add(s);
  s = entry("input_fingerprint", T::kString, longcite, true,
            "The input file's fingerprint (read_items gives it): a resumed detail file must have it");
  s.user = false;
  bind(s, &EvalOptions::input_fingerprint);
  add(s);
  s = entry("question_in_request", T::kBool, longcite, true,
            "Whether judge requests carry the question (default: when a judge is an llm spec)");
  s.user = false;
  bind(s, &EvalOptions::question_in_request);
  add(s);

  // check (`citeval check`).
  s = entry("format", T::kEnum, check, true,
            "The input's format: generic (the documented record), anthropic, openai, gemini, cohere, bedrock (the "
            "providers' responses with structured citations) or markdown; auto: each record's shape decides (a .md "
            "file is markdown)");
  s.choices = {"auto", "generic", "anthropic", "openai", "gemini", "cohere", "bedrock", "markdown"};
  s.default_text = "auto";
  bind(s, &EvalOptions::format);
  add(s);
  s = entry("citation_style", T::kString, check, true,
            "The citation marks read in a generic record's answer: brackets ([1], [1, 2], [1-3], [id]), footnote "
            "([^1]), cjk (\u30101\u3011), doc ([Doc 1], (Source 1)), sup (<sup>1</sup>), regex:PATTERN (Oniguruma; "
            "its first group holds the names); auto: the one style each answer uses (a mix is refused). Marks of "
            "another style than the one named are counted and warned about, not read");
  s.default_text = "auto";
  bind(s, &EvalOptions::citation_style);
  add(s);
  s = entry("sources", T::kString, check, true,
            "A folder of offline snapshots of the cited URLs (DIR/index.json maps each URL to a file of the "
            "folder): the text a URL citation is judged against; nothing is fetched");
  bind(s, &EvalOptions::sources);
  add(s);
  return schema;
}

// The LLM settings (LlmConfig): the --llm-* options of every command that makes judges. Their
// help is what the CLI has always shown.
OptionSchema make_llm_option_schema() {
  using T = OptionType;
  OptionSchema schema;
  auto add = [&](std::string name, OptionType type, std::string default_text, std::string help, auto member) {
    OptionSpec s = entry(std::move(name), type, {}, false, std::move(help));
    s.default_text = std::move(default_text);
    bind_llm(s, member);
    if (s.name == "llm_concurrency" || s.name == "llm_max_attempts" || s.name == "llm_tries") s.min = 1;
    if (s.name == "llm_timeout") s.positive = true;
    schema.add(std::move(s));
  };
  add("llm_base_url", T::kString, "",
      "OpenAI-compatible endpoint, or several serving the same model: URL[#N],URL[#N],... (requests go to the "
      "least-loaded; `llm_concurrency`, or N, per endpoint; default: $OPENAI_BASE_URL, else OpenAI)",
      &LlmConfig::base_url);
  add("llm_api_key", T::kString, "",
      "API key (visible to other users in `ps`; prefer $OPENAI_API_KEY or `llm_api_key_file`)", &LlmConfig::api_key);
  add("llm_api_key_file", T::kString, "", "File holding the API key", &LlmConfig::api_key_file);
  add("llm_api_key_env", T::kString, "", "Environment variable holding the API key (default OPENAI_API_KEY)",
      &LlmConfig::api_key_env);
  add("llm_concurrency", T::kSize, "16", "LLM requests in flight, per endpoint", &LlmConfig::concurrency);
  add("llm_timeout", T::kDouble, "120", "Seconds per LLM request attempt", &LlmConfig::timeout_s);
  add("llm_max_attempts", T::kInt, "6", "HTTP attempts per LLM request", &LlmConfig::max_attempts);
  add("llm_price_in", T::kDouble, "0", "Price per million prompt tokens (for the cost estimate)", &LlmConfig::price_in);
  add("llm_price_out", T::kDouble, "0", "Price per million completion tokens", &LlmConfig::price_out);
  add("llm_journal", T::kString, "", "Append every LLM request attempt to this JSONL file (no secrets)",
      &LlmConfig::journal);
  add("llm_prompt_dir", T::kString, "", "Directory of prompt templates (<task>.txt) replacing the built-in ones",
      &LlmConfig::prompt_dir);
  add("llm_temperature", T::kDouble, "", "Temperature of the first try (default 0)", &LlmConfig::temperature);
  add("llm_max_tokens", T::kInt, "", "Maximum answer tokens (default: 10, 512 for discrete/continuous)",
      &LlmConfig::max_tokens);
  add("llm_tries", T::kInt, "5", "Tries for an unreadable answer (default 5)", &LlmConfig::tries);
  return schema;
}

std::string kebab(std::string_view name) {
  std::string s(name);
  std::replace(s.begin(), s.end(), '_', '-');
  return s;
}

Error option_error(std::string_view name, std::string message) {
  return make_error(ErrorCode::kInvalidArgument, std::move(message));
}

// An entry of either table.
const OptionSpec* find_option(std::string_view name) {
  const OptionSpec* s = eval_option_schema().find(name);
  return s != nullptr ? s : llm_option_schema().find(name);
}

// Checks a value against its entry (its type, choices, range), making an integer given for a
// double a double.
Status check_value(const OptionSpec& s, OptionValue& v) {
  const std::string_view name = s.name;
  auto wrong = [&](const char* expected) {
    return option_error(name, fmt::format("option `{}`: expected {}", name, expected));
  };
  double number = 0;
  switch (s.type) {
    case OptionType::kBool:
      if (!std::holds_alternative<bool>(v)) return wrong("a bool");
      break;
    case OptionType::kInt:
    case OptionType::kSize:
      if (!std::holds_alternative<std::int64_t>(v)) return wrong(s.type == OptionType::kSize ? "a count" : "an integer");
      number = static_cast<double>(std::get<std::int64_t>(v));
      if (s.type == OptionType::kSize && std::get<std::int64_t>(v) < 0) {
        return option_error(name, fmt::format("option `{}`: {} is not a count (>= 0)", name, std::get<std::int64_t>(v)));
      }
      break;
    case OptionType::kDouble:
      if (std::holds_alternative<std::int64_t>(v)) v = static_cast<double>(std::get<std::int64_t>(v));
      if (!std::holds_alternative<double>(v)) return wrong("a number");
      number = std::get<double>(v);
      if (!(number == number)) return option_error(name, fmt::format("option `{}`: NaN", name));
      break;
    case OptionType::kString:
    case OptionType::kEnum:
      if (!std::holds_alternative<std::string>(v)) return wrong("a string");
      if (s.type == OptionType::kEnum &&
          std::find(s.choices.begin(), s.choices.end(), std::get<std::string>(v)) == s.choices.end()) {
        return option_error(name, fmt::format("option `{}`: '{}' is not one of {}", name, std::get<std::string>(v),
                                              fmt::join(s.choices, ", ")));
      }
      break;
  }
  if ((s.min && number < *s.min) || (s.max && number > *s.max)) {
    const std::string range = s.max ? fmt::format("in [{}, {}]", s.min.value_or(0), *s.max)
                                    : fmt::format(">= {}", *s.min);
    return option_error(name, fmt::format("option `{}`: {} is not {}", name, number, range));
  }
  if (s.positive && !(number > 0)) return option_error(name, fmt::format("option `{}`: {} is not > 0", name, number));
  return Ok{};
}

nlohmann::json schema_json(const OptionSchema& schema) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& s : schema.entries()) {
    nlohmann::json e;
    e["name"] = s.name;
    e["type"] = option_type_name(s.type);
    e["choices"] = s.choices;
    e["default"] = s.default_text;
    e["benchmarks"] = s.benchmarks;
    e["identity"] = s.identity;
    e["help"] = s.help;
    nlohmann::json by = nlohmann::json::object();
    for (const auto& [b, text] : s.help_by_benchmark) by[b] = text;
    e["help_by_benchmark"] = by;
    e["user"] = s.user;
    nlohmann::json flags = nlohmann::json::array();
    for (const auto& a : s.aliases) flags.push_back(option_flag(a));
    flags.push_back(option_flag(s.name));
    e["cli"] = s.user ? flags : nlohmann::json::array();
    e["python"] = s.user ? nlohmann::json(s.name) : nlohmann::json(nullptr);
    e["implicit_value"] = s.implicit_value;
    e["min"] = s.min ? nlohmann::json(*s.min) : nlohmann::json(nullptr);
    e["max"] = s.max ? nlohmann::json(*s.max) : nlohmann::json(nullptr);
    e["positive"] = s.positive;
    out.push_back(std::move(e));
  }
  return out;
}

bool is_number(std::string_view s) {
  if (s.empty()) return false;
  std::string t(s);
  char* end = nullptr;
  std::strtod(t.c_str(), &end);
  return end != nullptr && *end == '\0';
}

}  // namespace

const char* option_type_name(OptionType type) {
  switch (type) {
    case OptionType::kBool: return "bool";
    case OptionType::kInt: return "int";
    case OptionType::kSize: return "size";
    case OptionType::kDouble: return "double";
    case OptionType::kString: return "string";
    case OptionType::kEnum: return "enum";
  }
  return "?";
}

namespace {

// The benchmark added to the shared runtime (a benchmark module's) named `benchmark`, or null
// for a built-in one or an unknown name.
std::shared_ptr<const benchmarks::BenchmarkImpl> added_benchmark(std::string_view benchmark) {
  if (benchmark.empty() || parse_benchmark(benchmark)) return nullptr;
  auto added = api::benchmark_registry(nullptr).find(std::string(benchmark));
  return added ? *added : nullptr;
}

// The help an added benchmark gives for its own option `name`.
std::optional<benchmarks::BenchmarkImpl::OptionHelp> added_help(std::string_view benchmark, const std::string& name) {
  auto added = added_benchmark(benchmark);
  return added ? added->own_option_help(name) : std::nullopt;
}

}  // namespace

bool OptionSpec::applies_to(std::string_view benchmark) const {
  if (benchmarks.empty() || std::find(benchmarks.begin(), benchmarks.end(), benchmark) != benchmarks.end()) return true;
  // A benchmark added to the shared runtime (a benchmark module's: the CLI's --benchmark-module,
  // Python's load_benchmark_module) has, besides those of every benchmark, the options it declares.
  auto added = added_benchmark(benchmark);
  if (!added) return false;
  const std::vector<std::string> own = added->own_options();
  return std::find(own.begin(), own.end(), name) != own.end();
}

std::string OptionSpec::help_for(std::string_view benchmark) const {
  for (const auto& [b, text] : help_by_benchmark) {
    if (b == benchmark) return text;
  }
  if (auto own = added_help(benchmark, name)) return own->help;
  return help;
}

std::string OptionSpec::default_for(std::string_view benchmark) const {
  if (auto own = added_help(benchmark, name)) return own->default_text;
  return default_text;
}

void OptionSchema::add(OptionSpec spec) {
  const bool bound = (spec.set && spec.get) || (spec.set_llm && spec.get_llm);
  if (find(spec.name) != nullptr || !bound) std::abort();  // a programming error
  entries_.push_back(std::move(spec));
}

const OptionSpec* OptionSchema::find(std::string_view name) const {
  for (const auto& e : entries_) {
    if (e.name == name) return &e;
  }
  return nullptr;
}

std::vector<const OptionSpec*> OptionSchema::for_benchmark(std::string_view benchmark) const {
  std::vector<const OptionSpec*> out;
  for (const auto& e : entries_) {
    if (e.user && e.applies_to(benchmark)) out.push_back(&e);
  }
  return out;
}

const OptionSchema& eval_option_schema() {
  static const OptionSchema schema = make_eval_option_schema();
  return schema;
}

std::string option_flag(std::string_view name) { return "--" + kebab(name); }

Status check_option_applies(std::string_view name, std::string_view benchmark) {
  const OptionSpec* s = eval_option_schema().find(name);
  if (s == nullptr) {
    return option_error(name, fmt::format("unknown option '{}' of benchmark {}", name, benchmark));
  }
  if (!s->applies_to(benchmark)) {
    return option_error(name, fmt::format("option `{}` does not apply to benchmark {} (it applies to {})", name,
                                          benchmark, fmt::join(s->benchmarks, ", ")));
  }
  return Ok{};
}

Status set_option(EvalOptions& options, std::string_view name, const std::optional<OptionValue>& value) {
  return set_option(options, name, value, benchmark_name(options.benchmark));
}

Status set_option(EvalOptions& options, std::string_view name, const std::optional<OptionValue>& value,
                  std::string_view benchmark) {
  if (auto st = check_option_applies(name, benchmark); !st) return st;
  if (!value) return Ok{};
  const OptionSpec& s = *eval_option_schema().find(name);
  OptionValue v = *value;
  if (auto st = check_value(s, v); !st) return st;
  s.set(options, v);
  return Ok{};
}

nlohmann::json eval_option_schema_json() { return schema_json(eval_option_schema()); }

const OptionSchema& llm_option_schema() {
  static const OptionSchema schema = make_llm_option_schema();
  return schema;
}

Status set_llm_option(LlmConfig& config, std::string_view name, const std::optional<OptionValue>& value) {
  const OptionSpec* s = llm_option_schema().find(name);
  if (s == nullptr) return option_error(name, fmt::format("unknown LLM option '{}'", name));
  if (!value) return Ok{};
  OptionValue v = *value;
  if (auto st = check_value(*s, v); !st) return st;
  s->set_llm(config, v);
  return Ok{};
}

nlohmann::json llm_option_schema_json() { return schema_json(llm_option_schema()); }

// Options of the commands beside `eval`, and of every run, that library messages name (neither
// table holds them): spell_options spells them as the others (--bootstrap 0 / bootstrap=0). A
// Python keyword of another name is `python` (the CLI's --detail is Python's resume=).
struct CommandOption {
  std::string_view name;
  bool flag;
  std::string_view command;
  std::string_view python = {};
};
constexpr CommandOption kCommandOptions[] = {
    {"bootstrap", false, "meta"},      // meta_report.cc; Python's meta_evaluate(bootstrap=)
    {"ndcg_all_none", false, "meta"},  // meta_report.cc; Python's meta_evaluate(ndcg_all_none=)
    {"limit", false, "meta"},          // judge_meta_evaluation.cc
    {"restart", true, "eval"},         // benchmark.h's kCannotResume
    {"detail", false, "eval", "resume"},
};

struct MarkedOption {
  bool flag = false;
  std::string_view python;  // the Python keyword
};

// An option a message may mark (either table, or a command's), or std::nullopt.
std::optional<MarkedOption> marked_option(std::string_view name) {
  if (const OptionSpec* s = find_option(name)) return MarkedOption{s->type == OptionType::kBool, name};
  for (const CommandOption& c : kCommandOptions) {
    if (c.name == name) return MarkedOption{c.flag, c.python.empty() ? c.name : c.python};
  }
  return std::nullopt;
}

std::string spell_options(std::string_view message, OptionSpelling spelling) {
  std::string out;
  std::size_t at = 0;
  while (at < message.size()) {
    const std::size_t open = message.find('`', at);
    const std::size_t close = open == std::string_view::npos ? open : message.find('`', open + 1);
    if (close == std::string_view::npos) break;
    const std::string_view mark = message.substr(open + 1, close - open - 1);
    const std::size_t eq = mark.find('=');
    const std::string_view name = mark.substr(0, eq);
    const std::optional<MarkedOption> marked = marked_option(name);
    out.append(message.substr(at, open - at));
    if (!marked) {
      out.append(message.substr(open, close + 1 - open));  // not an option: kept as written
    } else if (spelling == OptionSpelling::kCli) {
      out += option_flag(name);
      if (eq != std::string_view::npos) out += " " + std::string(mark.substr(eq + 1));
    } else if (eq != std::string_view::npos) {
      const std::string_view value = mark.substr(eq + 1);
      out += std::string(marked->python) + "=" + (is_number(value) ? std::string(value) : "'" + std::string(value) + "'");
    } else if (out.ends_with("option ")) {
      out += std::string(marked->python);  // "option `dataset` ...": the option named, not set
    } else {
      out += std::string(marked->python) + (marked->flag ? "=True" : "=");
    }
    at = close + 1;
  }
  out.append(message.substr(at));
  return out;
}

void spell_summary_options(nlohmann::json& summary, OptionSpelling spelling) {
  // Every string: undefined reasons, notes, info and judge notes (the summary is small; a string
  // without a backtick is left as it is).
  if (summary.is_string()) {
    const std::string& text = summary.get_ref<const std::string&>();
    if (text.find('`') != std::string::npos) summary = spell_options(text, spelling);
  } else if (summary.is_structured()) {
    for (auto& value : summary) spell_summary_options(value, spelling);
  }
}

std::string option_of(const Error& error) {
  const std::string& m = error.message;
  for (std::size_t open = m.find('`'); open != std::string::npos; open = m.find('`', open + 1)) {
    const std::size_t close = m.find('`', open + 1);
    if (close == std::string::npos) break;
    const std::string mark = m.substr(open + 1, close - open - 1);
    const std::string name = mark.substr(0, mark.find('='));
    if (find_option(name) != nullptr) return name;
    open = close;
  }
  return {};
}

}  // namespace citeval

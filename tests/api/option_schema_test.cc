// The option schema (citeval/options.h): setting through it, its "does not apply" errors, which
// options are part of a state's identity, and the front ends' spellings of a neutral message.
#include "citeval/options.h"

#include <gtest/gtest.h>

#include <string>

#include "citeval/evaluate.h"

namespace citeval {
namespace {

const char* const kBenchmarks[] = {"alce", "aliice", "longbench-cite"};

// A value of the entry's type that its checks accept.
OptionValue sample(const OptionSpec& s) {
  switch (s.type) {
    case OptionType::kBool: return true;
    case OptionType::kInt:
    case OptionType::kSize: return std::int64_t{1};
    case OptionType::kDouble: return 0.5;
    case OptionType::kEnum: return s.choices.front();
    case OptionType::kString: break;
  }
  if (s.judge_spec) return std::string(s.name == "need_citation_judge" ? "always" : "lexical");
  if (s.name == "dataset") return std::string("asqa");
  return std::string("x");
}

TEST(OptionSchema, EverySettingReadsBackAndAppliesWhereTheSchemaSays) {
  for (const OptionSpec& s : eval_option_schema().entries()) {
    for (const char* b : kBenchmarks) {
      SCOPED_TRACE(s.name + " " + b);
      EvalOptions o;
      o.benchmark = *parse_benchmark(b);
      ASSERT_FALSE(s.get(o)) << "a default EvalOptions has it set";
      Status st = set_option(o, s.name, sample(s));
      if (s.applies_to(b)) {
        ASSERT_TRUE(st) << st.error().to_string();
        ASSERT_TRUE(s.get(o));
        EXPECT_EQ(*s.get(o), sample(s));
      } else {
        ASSERT_FALSE(st);
        EXPECT_EQ(st.error().code, ErrorCode::kInvalidArgument);
        EXPECT_EQ(st.error().message.rfind("option `" + s.name + "` does not apply to benchmark " + b + " (it applies to ", 0),
                  0u)
            << st.error().message;
        EXPECT_EQ(option_of(st.error()), s.name);
        // Set behind the schema's back, the library refuses it all the same.
        s.set(o, sample(s));
        auto ev = Evaluator::create(o);
        ASSERT_FALSE(ev);
        EXPECT_EQ(ev.error().message, "option(s) " + s.name + " do not apply to benchmark " + b);
      }
    }
  }
}

TEST(OptionSchema, OptionsOutsideTheIdentityLeaveItAlone) {
  for (const OptionSpec& s : eval_option_schema().entries()) {
    if (s.identity) continue;
    for (const char* b : kBenchmarks) {
      if (!s.applies_to(b)) continue;
      SCOPED_TRACE(s.name + " " + b);
      EvalOptions o;
      o.benchmark = *parse_benchmark(b);
      o.dataset = o.benchmark == Benchmark::kAlce ? "asqa" : "";
      const nlohmann::json before = o.to_json();
      ASSERT_FALSE(before.contains("error")) << before.dump();
      if (s.name == "mauve_features" || s.name == "reference_features") continue;  // only as a pair
      ASSERT_TRUE(set_option(o, s.name, sample(s)));
      EXPECT_EQ(o.to_json(), before);
    }
  }
}

TEST(OptionSchema, BadValuesAreRefusedNamingTheOption) {
  EvalOptions o;
  o.benchmark = Benchmark::kAliice;
  auto message = [&](std::string_view name, const OptionValue& v) {
    Status st = set_option(o, name, v);
    return st ? std::string("set") : st.error().message;
  };
  EXPECT_EQ(message("max_words", std::string("5")), "option `max_words`: expected a count");
  EXPECT_EQ(message("max_words", std::int64_t{-1}), "option `max_words`: -1 is not a count (>= 0)");
  EXPECT_EQ(message("judge_batch", std::int64_t{0}), "option `judge_batch`: 0 is not >= 1");
  EXPECT_EQ(message("max_judge_error_rate", 1.5), "option `max_judge_error_rate`: 1.5 is not in [0, 1]");
  EXPECT_EQ(message("citation_syntax", std::string("latex")), "option `citation_syntax`: 'latex' is not one of all, alce");
  EXPECT_EQ(message("no_such_option", true), "unknown option 'no_such_option' of benchmark aliice");
  EXPECT_EQ(message("max_judge_error_rate", std::int64_t{1}), "set");  // an integer is a number
  EXPECT_EQ(o.max_judge_error_rate, 1.0);
  EXPECT_EQ(message("no_truncate", false), "set");
  EXPECT_EQ(o.truncate_output, true);  // no_truncate=false: truncate, and say so
  EXPECT_TRUE(set_option(o, "parser", std::nullopt));  // unset stays unset
  EXPECT_FALSE(o.parser);
}

TEST(OptionSchema, FrontEndsSpellTheMarksOfANeutralMessage) {
  const std::string m =
      "`reference` reproduces alce's reference scorer and sets `citation_syntax=alce` `no_claims`; pass "
      "`dataset=asqa|eli5` or `at_most_citations=0`, see `dataset`; option `max_words`; `citeval mauve "
      "--write-texts` is kept";
  EXPECT_EQ(spell_options(m, OptionSpelling::kCli),
            "--reference reproduces alce's reference scorer and sets --citation-syntax alce --no-claims; pass "
            "--dataset asqa|eli5 or --at-most-citations 0, see --dataset; option --max-words; `citeval mauve "
            "--write-texts` is kept");
  EXPECT_EQ(spell_options(m, OptionSpelling::kPython),
            "reference=True reproduces alce's reference scorer and sets citation_syntax='alce' no_claims=True; pass "
            "dataset='asqa|eli5' or at_most_citations=0, see dataset=; option max_words; `citeval mauve "
            "--write-texts` is kept");
  EXPECT_EQ(spell_options("no marks, an `unclosed one", OptionSpelling::kCli), "no marks, an `unclosed one");
  EXPECT_EQ(option_flag("judge_batch"), "--judge-batch");
}

// Options of other commands (meta's, a run's --restart/--detail) are spelled too; Python's
// keyword for --detail is resume=.
TEST(OptionSchema, FrontEndsSpellTheOptionsOfOtherCommands) {
  const std::string m =
      "No bootstrap intervals (`bootstrap=0`); `ndcg_all_none=zero`; (`limit`). It cannot be resumed: rerun "
      "with `restart` to start over, or give another `detail` file; `restarts` is kept";
  EXPECT_EQ(spell_options(m, OptionSpelling::kCli),
            "No bootstrap intervals (--bootstrap 0); --ndcg-all-none zero; (--limit). It cannot be resumed: rerun "
            "with --restart to start over, or give another --detail file; `restarts` is kept");
  EXPECT_EQ(spell_options(m, OptionSpelling::kPython),
            "No bootstrap intervals (bootstrap=0); ndcg_all_none='zero'; (limit=). It cannot be resumed: rerun "
            "with restart=True to start over, or give another resume= file; `restarts` is kept");
}

// Every string of a summary is spelled (notes, info, lists), at any depth; other values are kept.
TEST(OptionSchema, SpellSummaryOptionsSpellsEveryString) {
  const nlohmann::json summary = nlohmann::json::parse(R"j({
    "citation_rec": 12.5, "input": "a `b` c",
    "citeval": {"undefined": {"rougeLsum": "not computed (`no_rouge`)"},
                "correctness": {"note": "no dataset given (`dataset=asqa|eli5`)", "items": 3},
                "outputs": ["`citation_syntax=all`", null, true]}})j");
  nlohmann::json cli = summary, python = summary;
  spell_summary_options(cli, OptionSpelling::kCli);
  spell_summary_options(python, OptionSpelling::kPython);
  EXPECT_EQ(cli, nlohmann::json::parse(R"j({
    "citation_rec": 12.5, "input": "a `b` c",
    "citeval": {"undefined": {"rougeLsum": "not computed (--no-rouge)"},
                "correctness": {"note": "no dataset given (--dataset asqa|eli5)", "items": 3},
                "outputs": ["--citation-syntax all", null, true]}})j"));
  EXPECT_EQ(python, nlohmann::json::parse(R"j({
    "citation_rec": 12.5, "input": "a `b` c",
    "citeval": {"undefined": {"rougeLsum": "not computed (no_rouge=True)"},
                "correctness": {"note": "no dataset given (dataset='asqa|eli5')", "items": 3},
                "outputs": ["citation_syntax='all'", null, true]}})j"));
}

TEST(OptionSchema, TheReferenceErrorReadsAsTheCliAlwaysWroteIt) {
  EvalOptions o;
  o.dataset = "asqa";
  o.reference = true;
  o.citation_syntax = "all";
  auto ev = Evaluator::create(o);
  ASSERT_FALSE(ev);
  EXPECT_EQ(option_of(ev.error()), "reference");
  EXPECT_EQ(spell_options(ev.error().message, OptionSpelling::kCli),
            "--reference reproduces alce's reference scorer and sets --citation-syntax alce --no-claims; it "
            "contradicts: --citation-syntax other than alce (drop one of them)");
}

TEST(OptionSchema, ABenchmarkCanDeclareOptionsOfItsOwn) {
  OptionSchema schema = eval_option_schema();
  OptionSpec toy;
  toy.name = "toy_threshold";
  toy.type = OptionType::kDouble;
  toy.benchmarks = {"toy"};
  toy.set = [](EvalOptions&, const OptionValue&) {};
  toy.get = [](const EvalOptions&) -> std::optional<OptionValue> { return std::nullopt; };
  schema.add(toy);
  ASSERT_NE(schema.find("toy_threshold"), nullptr);
  // The six every benchmark has (judge, cache, no_cache, retries, judge_batch,
  // max_judge_error_rate; `reference` is the three papers' benchmarks'), and its own.
  ASSERT_EQ(schema.for_benchmark("toy").size(), 7u);
  EXPECT_EQ(schema.for_benchmark("toy").back()->name, "toy_threshold");
}

}  // namespace
}  // namespace citeval

namespace citeval {
namespace {

// The LLM settings (LlmConfig) are a table of their own: the --llm-* flags of every command that
// makes judges, Python's llm_* keywords. Each entry sets its field and reads it back; bad values
// are refused naming the option, and the front ends spell it as they spell the others.
TEST(LlmOptionSchema, EverySettingReadsBackAndBadValuesAreRefused) {
  const std::vector<std::string> names = {
      "llm_base_url", "llm_api_key", "llm_api_key_file", "llm_api_key_env", "llm_concurrency",
      "llm_timeout",  "llm_max_attempts", "llm_price_in", "llm_price_out", "llm_journal",
      "llm_prompt_dir", "llm_temperature", "llm_max_tokens", "llm_tries"};
  std::vector<std::string> listed;
  for (const OptionSpec& s : llm_option_schema().entries()) {
    SCOPED_TRACE(s.name);
    listed.push_back(s.name);
    EXPECT_TRUE(s.benchmarks.empty());
    EXPECT_FALSE(s.identity);
    EXPECT_TRUE(s.user);
    EXPECT_EQ(eval_option_schema().find(s.name), nullptr);
    LlmConfig c;
    ASSERT_FALSE(s.get_llm(c)) << "a default LlmConfig has it set";
    ASSERT_TRUE(set_llm_option(c, s.name, sample(s)));
    ASSERT_TRUE(s.get_llm(c));
    EXPECT_EQ(*s.get_llm(c), sample(s));
  }
  EXPECT_EQ(listed, names);
  EXPECT_EQ(llm_option_schema().find("llm_concurrency")->default_text, "16");
  EXPECT_EQ(llm_option_schema().find("llm_timeout")->help, "Seconds per LLM request attempt");

  LlmConfig c;
  ASSERT_TRUE(set_llm_option(c, "llm_timeout", std::int64_t{30}));  // an integer for a number
  EXPECT_EQ(c.timeout_s, 30.0);
  ASSERT_TRUE(set_llm_option(c, "llm_temperature", std::nullopt));  // unset: left as it is
  EXPECT_FALSE(c.temperature);
  auto refused = [&](std::string_view name, OptionValue v) {
    Status st = set_llm_option(c, name, v);
    EXPECT_FALSE(st);
    return st ? std::string() : st.error().message;
  };
  EXPECT_EQ(refused("llm_timeout", 0.0), "option `llm_timeout`: 0 is not > 0");
  EXPECT_EQ(refused("llm_tries", std::int64_t{0}), "option `llm_tries`: 0 is not >= 1");
  EXPECT_EQ(refused("llm_concurrency", std::string("8")), "option `llm_concurrency`: expected a count");
  EXPECT_EQ(refused("llm_nonsense", true), "unknown LLM option 'llm_nonsense'");
  EXPECT_EQ(c.timeout_s, 30.0);
  EXPECT_EQ(c.tries, 5);
  EXPECT_EQ(spell_options("option `llm_timeout`: 0 is not > 0", OptionSpelling::kCli),
            "option --llm-timeout: 0 is not > 0");
  EXPECT_EQ(spell_options("option `llm_timeout`: 0 is not > 0", OptionSpelling::kPython),
            "option llm_timeout: 0 is not > 0");

  // The runtime's own message names the setting neutrally too.
  LlmConfig unset_env;
  unset_env.api_key_env = "CITEVAL_TEST_NO_SUCH_VARIABLE";
  auto rt = Runtime::create();
  ASSERT_TRUE(rt);
  Status st = (*rt)->configure_llm(unset_env);
  ASSERT_FALSE(st);
  EXPECT_EQ(option_of(st.error()), "llm_api_key_env");
  EXPECT_EQ(spell_options(st.error().message, OptionSpelling::kCli),
            "environment variable CITEVAL_TEST_NO_SUCH_VARIABLE (--llm-api-key-env) is not set");
}

}  // namespace
}  // namespace citeval

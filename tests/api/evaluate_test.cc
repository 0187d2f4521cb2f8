// citeval::Evaluator and EvalState (citeval/evaluate.h): the summary equals the CLI's, shards
// merge bit for bit into one run (also through JSON), mismatched states are refused, custom
// judges' errors are counted and their judgments cached.
#include "citeval/evaluate.h"
#include "citeval/options.h"
#include "api_test_util.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli/cli_run.h"
#include "citeval/judges.h"

namespace citeval {
namespace {

using api_test::aliice_options;

namespace fs = std::filesystem;

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

class ApiEval : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = (fs::path(testing::TempDir()) / ("citeval_api_" + std::to_string(getpid()) + "_" +
                                            ::testing::UnitTest::GetInstance()->current_test_info()->name()))
               .string();
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // 20 items from the bundled example of `dataset` (repetition r cites document r % 3 + 1 where
  // the example cites [1], so the figures vary) and one malformed item, as JSONL.
  std::string alce_input(const std::string& dataset) {
    auto j = nlohmann::json::parse(slurp(std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_" + dataset + ".json"));
    const auto& data = j.is_object() ? j["data"] : j;
    const std::string path = dir_ + "/" + dataset + "_items.jsonl";
    std::ofstream out(path);
    for (int r = 0; r < 5; ++r) {
      bool first = true;
      for (auto item : data) {
        std::string o = item["output"].get<std::string>();
        o = std::regex_replace(o, std::regex("\\[1\\]"), "[" + std::to_string(r % 3 + 1) + "]");
        item["output"] = o;
        out << item.dump() << "\n";
        if (r == 2 && first) out << R"({"question": "no output"})" << "\n";
        first = false;
      }
    }
    return path;
  }

  std::string longcite_input() {
    const std::string path = dir_ + "/preds.jsonl";
    std::ofstream out(path);
    const char* datasets[] = {"hotpotqa", "multifieldqa_en", "multifieldqa_zh", "gov_report", "dureader",
                              "longbench-chat", "hotpotqa"};
    for (int i = 0; i < 14; ++i) {
      nlohmann::json item = {{"idx", i}, {"dataset", datasets[i % 7]}, {"query", "What about item " + std::to_string(i) + "?"}};
      if (i % 2 == 0) {
        item["context"] = "Alpha one is here. Beta two is there. Gamma three " + std::to_string(i) + ". Delta four.";
        item["prediction"] = "<statement>Alpha one is here.<cite>[0-0]</cite></statement><statement>Gamma three " +
                             std::to_string(i) + " and beta.<cite>[1-2]</cite></statement>" +
                             (i % 4 == 0 ? "<statement>Intro words<cite></cite></statement>" : "");
      } else {
        item["prediction"] = "Fact";
        item["statements"] = {{{"statement", "Epsilon fact " + std::to_string(i)},
                               {"citation", {{{"cite", "Epsilon fact " + std::to_string(i % 3)}}}}}};
      }
      out << item.dump() << "\n";
      if (i == 5) out << "{not json\n";
    }
    return path;
  }

  std::string dir_;
};

EvalOptions alce_options(const std::string& dataset, const std::string& input) {
  EvalOptions o;
  o.benchmark = Benchmark::kAlce;
  o.dataset = dataset;
  o.input = input;
  o.judge = "lexical";
  o.session.no_cache = true;
  return o;
}

EvalOptions longcite_options(const std::string& input, const std::string& fingerprint) {
  EvalOptions o;
  o.benchmark = Benchmark::kLongBenchCite;
  o.input = input;
  o.judge = "lexical";
  o.need_citation_judge = "always";
  o.input_fingerprint = fingerprint;
  o.session.no_cache = true;
  return o;
}

// One evaluator over `items` (in chunks of `chunk`), skipped items added after.
EvalState run_one(const EvalOptions& o, const ItemFile& f, std::size_t begin, std::size_t end, bool with_skipped) {
  auto ev = Evaluator::create(o);
  EXPECT_TRUE(ev) << ev.error().to_string();
  std::span<const Item> items(f.items.data() + begin, end - begin);
  auto records = (*ev)->evaluate(items);
  EXPECT_TRUE(records) << records.error().to_string();
  EXPECT_EQ(records->size(), items.size());
  if (with_skipped) (*ev)->add_skipped(f.skipped);
  return (*ev)->state();
}

// What the CLI prints of a state: the library names options neutrally (`no_rouge`), the CLI
// spells them (--no-rouge) in the summary and the table.
nlohmann::json cli_summary(const EvalState& s) {
  nlohmann::json j = s.summary_json();
  spell_summary_options(j, OptionSpelling::kCli);
  return j;
}
std::string cli_table(const EvalState& s) { return spell_options(s.summary_table(), OptionSpelling::kCli); }

nlohmann::json without_stats(nlohmann::json s) {
  // Shards dedupe judgments within themselves only: the judge's counters legitimately differ.
  s["citeval"].erase("judge_stats");
  return s;
}

// Shards of 2, 3 and 7 (consecutive ranges), merged in order directly and through JSON, give
// exactly the summary of one evaluator.
void expect_exact_merge(const EvalOptions& o, const ItemFile& f) {
  const EvalState whole = run_one(o, f, 0, f.items.size(), true);
  const nlohmann::json expected = without_stats(whole.summary_json());
  for (std::size_t shards : {2u, 3u, 7u}) {
    std::vector<EvalState> states;
    for (std::size_t k = 0; k < shards; ++k) {
      const std::size_t b = f.items.size() * k / shards, e = f.items.size() * (k + 1) / shards;
      states.push_back(run_one(o, f, b, e, k == 0));
    }
    EvalState direct = states[0];
    auto wire = EvalState::from_json(nlohmann::json::parse(states[0].to_json().dump()));
    ASSERT_TRUE(wire) << wire.error().to_string();
    EvalState through_json = *wire;
    for (std::size_t k = 1; k < shards; ++k) {
      ASSERT_TRUE(direct.merge(states[k]));
      auto back = EvalState::from_json(nlohmann::json::parse(states[k].to_json().dump()));
      ASSERT_TRUE(back) << back.error().to_string();
      ASSERT_TRUE(through_json.merge(*back));
    }
    EXPECT_EQ(without_stats(direct.summary_json()), expected) << shards << " shards";
    EXPECT_EQ(without_stats(through_json.summary_json()), expected) << shards << " shards via JSON";
    EXPECT_EQ(direct.exit_code(), whole.exit_code());
    EXPECT_EQ(direct.warnings(), whole.warnings());
    // The judge's requests add up (memo hits and unique pairs depend on the shards).
    if (o.benchmark != Benchmark::kLongBenchCite) {
      EXPECT_EQ(direct.summary_json()["citeval"]["judge_stats"]["requests"],
                whole.summary_json()["citeval"]["judge_stats"]["requests"]);
    }
  }
}

TEST_F(ApiEval, AlceSummaryEqualsTheCli) {
  for (const std::string ds : {"asqa", "eli5", "qampari"}) {
    const std::string input = alce_input(ds);
    CliRun cli = run_cli("eval alce --dataset " + ds + " -i " + input + " --judge lexical --no-cache -q -o " +
                         dir_ + "/s.json --detail " + dir_ + "/d.jsonl");
    ASSERT_EQ(cli.status, 0) << cli.err;
    auto f = read_items(Benchmark::kAlce, input);
    ASSERT_TRUE(f) << f.error().to_string();
    EXPECT_EQ(f->items.size(), 20u);
    ASSERT_EQ(f->skipped.size(), 1u);
    auto ev = Evaluator::create(alce_options(ds, input));
    ASSERT_TRUE(ev) << ev.error().to_string();
    auto records = (*ev)->evaluate(f->items);
    ASSERT_TRUE(records);
    (*ev)->add_skipped(f->skipped);
    const EvalState state = (*ev)->state();
    EXPECT_EQ(cli_summary(state), nlohmann::json::parse(slurp(dir_ + "/s.json"))) << ds;
    std::string detail;
    for (const auto& r : *records) detail += r.dump() + "\n";
    EXPECT_EQ(detail, slurp(dir_ + "/d.jsonl")) << ds;
    EXPECT_EQ(cli_table(state), cli.out) << ds;
    EXPECT_EQ(state.exit_code(), 0);
    // The CLI's stderr: each warning, then the judge line.
    std::string err;
    for (const auto& w : state.warnings()) err += "citeval eval: " + w + "\n";
    EXPECT_EQ(err, cli.err) << ds;
  }
}

TEST_F(ApiEval, AlceShardsMergeExactly) {
  for (const std::string ds : {"asqa", "eli5", "qampari"}) {
    const std::string input = alce_input(ds);
    auto f = read_items(Benchmark::kAlce, input);
    ASSERT_TRUE(f);
    SCOPED_TRACE(ds);
    expect_exact_merge(alce_options(ds, input), *f);
  }
}

// LLM usage travels in the state (every benchmark) and merges exactly: counts and tokens
// summed, endpoints summed by URL in the order first seen, the cost null without prices.
TEST_F(ApiEval, LlmUsageAndItsEndpointsMergeExactly) {
  const std::string input = alce_input("asqa");
  auto f = read_items(Benchmark::kAlce, input);
  ASSERT_TRUE(f);
  // priced, requests, attempts, retries, ok, failed, 429, 5xx, timeouts, transport, resent,
  // malformed, prompt, completion tokens, cost, endpoints [url, concurrency, attempts, ok, failed]
  auto with_usage = [&](std::size_t begin, std::size_t end, nlohmann::json usage) {
    nlohmann::json j = run_one(alce_options("asqa", input), *f, begin, end, false).to_json();
    j["llm_usage"] = std::move(usage);
    auto st = EvalState::from_json(j);
    EXPECT_TRUE(st) << st.error().to_string();
    return *st;
  };
  EvalState a = with_usage(0, 4, {false, 3, 4, 1, 3, 0, 1, 0, 0, 0, 0, 0, 30, 6, 0.0,
                                   {{"http://a/v1", 2, 3, 2, 1}, {"http://b/v1", 2, 1, 1, 0}}});
  EvalState b = with_usage(4, 8, {false, 2, 2, 0, 2, 0, 0, 0, 0, 0, 0, 0, 20, 4, 0.0, {{"http://b/v1", 2, 2, 2, 0}}});
  ASSERT_TRUE(a.merge(b));
  const auto s = a.summary_json();
  const auto& u = s["citeval"]["llm_usage"];
  EXPECT_EQ(u["requests"], 5);
  EXPECT_EQ(u["attempts"], 6);
  EXPECT_EQ(u["succeeded"], 5);
  EXPECT_EQ(u["rate_limited"], 1);
  EXPECT_EQ(u["prompt_tokens"], 50);
  EXPECT_EQ(u["completion_tokens"], 10);
  EXPECT_TRUE(u["cost"].is_null());
  // The library names the options neutrally; each front end spells them (spell_summary_options).
  EXPECT_EQ(s["citeval"]["undefined"]["llm_usage.cost"], "no token prices were set (`llm_price_in`, `llm_price_out`)");
  nlohmann::json cli = s, python = s;
  spell_summary_options(cli, OptionSpelling::kCli);
  spell_summary_options(python, OptionSpelling::kPython);
  EXPECT_EQ(cli["citeval"]["undefined"]["llm_usage.cost"], "no token prices were set (--llm-price-in, --llm-price-out)");
  EXPECT_EQ(python["citeval"]["undefined"]["llm_usage.cost"], "no token prices were set (llm_price_in=, llm_price_out=)");
  EXPECT_EQ(u["endpoints"], nlohmann::json::parse(R"([{"base_url": "http://a/v1", "attempts": 3, "succeeded": 2, "failed": 1},
                                                       {"base_url": "http://b/v1", "attempts": 3, "succeeded": 3, "failed": 0}])"));
  // Through JSON and back, equal; the judge lines end with the usage line.
  auto back = EvalState::from_json(a.to_json());
  ASSERT_TRUE(back);
  EXPECT_EQ(back->summary_json(), s);
  EXPECT_EQ(a.judge_lines().back().rfind("llm: requests=5 attempts=6", 0), 0u) << a.judge_lines().back();
  // Prices set: the cost is a number and no reason is needed.
  EvalState c = with_usage(0, 4, {true, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 10, 2, 0.25, nlohmann::json::array()});
  EXPECT_EQ(c.summary_json()["citeval"]["llm_usage"]["cost"], 0.25);
  EXPECT_FALSE(c.summary_json()["citeval"].value("undefined", nlohmann::json::object()).contains("llm_usage.cost"));
  // Without an LLM judge there is no usage to report.
  EXPECT_FALSE(run_one(alce_options("asqa", input), *f, 0, 4, false).summary_json()["citeval"].contains("llm_usage"));
}

TEST_F(ApiEval, AliiceSummaryEqualsTheCliAndShardsMergeExactly) {
  const std::string input = alce_input("asqa");
  CliRun cli = run_cli("eval aliice -i " + input + " --judge lexical --no-cache -q --parse-threads 1 -o " +
                       dir_ + "/s.json --detail " + dir_ + "/d.jsonl");
  ASSERT_EQ(cli.status, 0) << cli.err;
  auto f = read_items(Benchmark::kAliice, input);
  ASSERT_TRUE(f);
  auto ev = Evaluator::create(aliice_options(input));
  ASSERT_TRUE(ev) << ev.error().to_string();
  auto records = (*ev)->evaluate(f->items);
  ASSERT_TRUE(records);
  (*ev)->add_skipped(f->skipped);
  EXPECT_EQ(cli_summary((*ev)->state()), nlohmann::json::parse(slurp(dir_ + "/s.json")));
  std::string detail;
  for (const auto& r : *records) detail += r.dump() + "\n";
  EXPECT_EQ(detail, slurp(dir_ + "/d.jsonl"));
  EXPECT_EQ(cli_table((*ev)->state()), cli.out);
  expect_exact_merge(aliice_options(input), *f);
}

TEST_F(ApiEval, LongciteSummaryEqualsTheCliAndShardsMergeExactly) {
  const std::string input = longcite_input();
  CliRun cli = run_cli("eval longbench-cite -i " + input +
                       " --judge lexical --need-citation-judge always --no-cache -q -o " + dir_ + "/s.json --detail " +
                       dir_ + "/d.jsonl");
  ASSERT_EQ(cli.status, 0) << cli.err;
  auto f = read_items(Benchmark::kLongBenchCite, input);
  ASSERT_TRUE(f) << f.error().to_string();
  ASSERT_EQ(f->items.size(), 14u);
  ASSERT_EQ(f->skipped.size(), 1u);
  const EvalOptions o = longcite_options(input, f->fingerprint);
  auto ev = Evaluator::create(o);
  ASSERT_TRUE(ev) << ev.error().to_string();
  auto records = (*ev)->evaluate(f->items);
  ASSERT_TRUE(records) << records.error().to_string();
  (*ev)->add_skipped(f->skipped);
  const EvalState state = (*ev)->state();
  EXPECT_EQ(cli_summary(state), nlohmann::json::parse(slurp(dir_ + "/s.json")));
  // The detail file: a header line, then the records.
  std::string detail = slurp(dir_ + "/d.jsonl");
  detail = detail.substr(detail.find('\n') + 1);
  std::string ours;
  for (const auto& r : *records) ours += r.dump() + "\n";
  EXPECT_EQ(ours, detail);
  EXPECT_EQ(cli_table(state), cli.out);
  expect_exact_merge(o, *f);

  // --reference-aggregation too (items of other datasets are left out and counted).
  EvalOptions ref = o;
  ref.reference_aggregation = true;
  expect_exact_merge(ref, *f);
}

TEST_F(ApiEval, EvaluateFileEqualsTheCli) {
  const std::string input = alce_input("eli5");
  CliRun cli = run_cli("eval alce --dataset eli5 -i " + input + " --judge lexical --no-cache -q -o " + dir_ +
                       "/s.json");
  ASSERT_EQ(cli.status, 0) << cli.err;
  FileRun run;
  run.input = input;
  run.chunk = 3;  // chunks do not change the figures
  std::vector<std::string> warnings;
  run.warn = [&](const std::string& w) { warnings.push_back(w); };
  auto state = evaluate_file(alce_options("eli5", input), run);
  ASSERT_TRUE(state) << state.error().to_string();
  nlohmann::json expected = nlohmann::json::parse(slurp(dir_ + "/s.json"));
  EXPECT_EQ(without_stats(cli_summary(*state)), without_stats(expected));
}

TEST_F(ApiEval, MergeRefusesStatesOfDifferentRuns) {
  const std::string input = alce_input("asqa");
  auto f = read_items(Benchmark::kAlce, input);
  ASSERT_TRUE(f);
  EvalState base = run_one(alce_options("asqa", input), *f, 0, 4, false);

  EvalOptions other_option = alce_options("asqa", input);
  other_option.at_most_citations = 2;
  Status s1 = base.merge(run_one(other_option, *f, 4, 8, false));
  ASSERT_FALSE(s1);
  EXPECT_NE(s1.error().message.find("option at_most_citations: 3 here, 2 in the other"), std::string::npos)
      << s1.error().message;

  const std::string table = dir_ + "/table.jsonl";
  std::ofstream(table) << R"({"premise": "a", "hypothesis": "b", "label": 1})" << "\n";
  EvalOptions other_judge = alce_options("asqa", input);
  other_judge.judge = "table:" + table;
  other_judge.citations = false;  // nothing to ask the table
  other_judge.claims = false;
  EvalOptions same_but_judge = alce_options("asqa", input);
  same_but_judge.citations = false;
  same_but_judge.claims = false;
  EvalState a = run_one(same_but_judge, *f, 0, 4, false);
  Status s2 = a.merge(run_one(other_judge, *f, 4, 8, false));
  ASSERT_FALSE(s2);
  EXPECT_NE(s2.error().message.find("judge: 'lexical"), std::string::npos) << s2.error().message;

  EvalState aliice = run_one(aliice_options(input), *f, 0, 2, false);
  Status s3 = base.merge(aliice);
  ASSERT_FALSE(s3);
  EXPECT_NE(s3.error().message.find("benchmark: alce here, aliice in the other"), std::string::npos);
  // A refused merge changes nothing.
  EXPECT_EQ(base.summary_json(), run_one(alce_options("asqa", input), *f, 0, 4, false).summary_json());

  // An empty state takes the first merged one.
  EvalState empty;
  EXPECT_TRUE(empty.summary_json().is_null());
  ASSERT_TRUE(empty.merge(base));
  EXPECT_EQ(empty.summary_json(), base.summary_json());

  nlohmann::json broken = base.to_json();
  broken["options"].erase("dataset");
  EXPECT_FALSE(EvalState::from_json(broken));
  auto bad = EvalState::from_json({{"citeval_state", 99}});
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::kUnsupported);
}

TEST_F(ApiEval, OptionsOfAnotherBenchmarkAreErrors) {
  EvalOptions o = alce_options("asqa", "x");
  o.max_statements = 10;
  o.parser = "p";
  auto ev = Evaluator::create(o);
  ASSERT_FALSE(ev);
  EXPECT_EQ(ev.error().message, "option(s) parser, max_statements do not apply to benchmark alce");
  EvalOptions l;
  l.benchmark = Benchmark::kLongBenchCite;
  l.dataset = "asqa";
  ASSERT_FALSE(Evaluator::create(l));
  EvalOptions no_dataset;
  auto e2 = Evaluator::create(no_dataset);
  ASSERT_FALSE(e2);
  // The library names the option neutrally (citeval/options.h); the CLI says --dataset.
  EXPECT_NE(e2.error().message.find("pass `dataset=asqa|qampari|eli5`"), std::string::npos) << e2.error().message;
  EXPECT_EQ(option_of(e2.error()), "dataset");
}

TEST_F(ApiEval, ParseItemSkipsBadItems) {
  auto ok = parse_item(Benchmark::kAlce, R"({"question": "q", "output": "A [1].", "docs": [{"title": "t", "text": "A."}]})", 7);
  ASSERT_TRUE(ok) << ok.error().to_string();
  EXPECT_EQ(ok->index(), 7u);
  auto bad = parse_item(Benchmark::kAlce, R"({"question": "q"})");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::kInvalidField);
  auto broken = parse_item(Benchmark::kAlce, "{not json");
  ASSERT_FALSE(broken);
  EXPECT_EQ(broken.error().code, ErrorCode::kParse);
  EXPECT_FALSE(parse_item(Benchmark::kAlce, std::string(1000, '[')));
  // A LongBench-Cite item given to an ALCE evaluator is refused.
  auto lc = parse_item(Benchmark::kLongBenchCite,
                       R"({"idx": 1, "dataset": "hotpotqa", "query": "q", "statements": [{"statement": "s", "citation": []}]})");
  ASSERT_TRUE(lc) << lc.error().to_string();
  auto ev = Evaluator::create(alce_options("asqa", "x"));
  ASSERT_TRUE(ev);
  EXPECT_FALSE((*ev)->evaluate(std::span<const Item>(&*lc, 1)));
}

// The detail record's "sentences" point into the item's output as given: through the strip, the
// "<|im_end|>" removal and the first-line cut ("statements" count bytes of the output as scored).
TEST_F(ApiEval, AlceSentencesPointIntoTheOutputAsGiven) {
  // "é" is two bytes; the second line is cut off; both statements have citation marks.
  const std::string given = "  Caf\xc3\xa9 Paris is big [1].<|im_end|> It is on the Seine [2][3].\nLyon [1].";
  const nlohmann::json docs = nlohmann::json::parse(
      R"([{"title": "a", "text": "Paris."}, {"title": "b", "text": "Seine."}, {"title": "c", "text": "River."}])");
  const std::string item = nlohmann::json{{"question", "q"}, {"output", given}, {"docs", docs}}.dump();
  auto parsed = parse_item(Benchmark::kAlce, item);
  ASSERT_TRUE(parsed) << parsed.error().to_string();
  auto ev = Evaluator::create(alce_options("asqa", "x"));
  ASSERT_TRUE(ev) << ev.error().to_string();
  auto records = (*ev)->evaluate(std::span<const Item>(&*parsed, 1));
  ASSERT_TRUE(records) << records.error().to_string();
  const nlohmann::json& r = (*records)[0];
  EXPECT_EQ(r["output"], "Caf\xc3\xa9 Paris is big [1]. It is on the Seine [2][3].");
  EXPECT_EQ(r["statements"][1]["begin"], 24);
  EXPECT_EQ(r["statements"][1]["hypothesis"], "It is on the Seine.");
  EXPECT_EQ(r["sentences"], nlohmann::json::parse(R"([
      {"begin": 2, "end": 25, "marks": [{"begin": 21, "end": 24}]},
      {"begin": 36, "end": 62, "marks": [{"begin": 55, "end": 58}, {"begin": 58, "end": 61}]}])"));
  auto at = [&](const nlohmann::json& span) {
    return given.substr(span["begin"].get<std::size_t>(), span["end"].get<std::size_t>() - span["begin"].get<std::size_t>());
  };
  EXPECT_EQ(at(r["sentences"][0]), "Caf\xc3\xa9 Paris is big [1].");
  EXPECT_EQ(at(r["sentences"][1]), "It is on the Seine [2][3].");
  EXPECT_EQ(at(r["sentences"][1]["marks"][1]), "[3]");

  // Without the cut the output is scored as given: both name the same bytes.
  EvalOptions whole = alce_options("asqa", "x");
  whole.truncate_output = false;
  auto ev2 = Evaluator::create(whole);
  ASSERT_TRUE(ev2) << ev2.error().to_string();
  auto records2 = (*ev2)->evaluate(std::span<const Item>(&*parsed, 1));
  ASSERT_TRUE(records2) << records2.error().to_string();
  const nlohmann::json& r2 = (*records2)[0];
  ASSERT_EQ(r2["sentences"].size(), r2["statements"].size());
  for (std::size_t i = 0; i < r2["statements"].size(); ++i) {
    EXPECT_EQ(r2["sentences"][i]["begin"], r2["statements"][i]["begin"]);
    EXPECT_EQ(r2["sentences"][i]["end"], r2["statements"][i]["end"]);
  }
}

// ALiICE's "given" names the bytes of the output as the input gave it, through the first-line cut
// and the "<|im_end|>" removal ("sentences" count bytes of the output as evaluated); "é" is two
// bytes; the marks are those its fallback hypothesis removes, the claims their source ranges.
TEST_F(ApiEval, AliiceGivenPointsIntoTheOutputAsGiven) {
  const std::string given = "  Caf\xc3\xa9 Paris is big [1].<|im_end|> It is on the Seine [2][3].\nLyon [1].";
  const nlohmann::json docs = nlohmann::json::parse(
      R"([{"title": "a", "text": "Paris."}, {"title": "b", "text": "Seine."}, {"title": "c", "text": "River."}])");
  const std::string item = nlohmann::json{{"question", "q"}, {"output", given}, {"docs", docs}}.dump();
  auto parsed = parse_item(Benchmark::kAliice, item);
  ASSERT_TRUE(parsed) << parsed.error().to_string();
  auto ev = Evaluator::create(aliice_options("x"));
  ASSERT_TRUE(ev) << ev.error().to_string();
  auto records = (*ev)->evaluate(std::span<const Item>(&*parsed, 1));
  ASSERT_TRUE(records) << records.error().to_string();
  const nlohmann::json& r = (*records)[0];
  const std::string output = "Caf\xc3\xa9 Paris is big [1]. It is on the Seine [2][3].";
  EXPECT_EQ(r["output"], output);
  ASSERT_EQ(r["sentences"].size(), 2u);
  EXPECT_EQ(r["sentences"][1]["begin"], 24);
  nlohmann::json spans = r["given"];
  for (auto& g : spans) g.erase("claims");
  EXPECT_EQ(spans, nlohmann::json::parse(R"([
      {"begin": 2, "end": 25, "marks": [{"begin": 21, "end": 24}]},
      {"begin": 36, "end": 62, "marks": [{"begin": 55, "end": 58}, {"begin": 58, "end": 61}]}])"));
  auto at = [&](const nlohmann::json& b, const nlohmann::json& e) {
    return given.substr(b.get<std::size_t>(), e.get<std::size_t>() - b.get<std::size_t>());
  };
  EXPECT_EQ(at(r["given"][0]["begin"], r["given"][0]["end"]), "Caf\xc3\xa9 Paris is big [1].");
  EXPECT_EQ(at(r["given"][1]["begin"], r["given"][1]["end"]), "It is on the Seine [2][3].");
  EXPECT_EQ(at(r["given"][1]["marks"][1]["begin"], r["given"][1]["marks"][1]["end"]), "[3]");
  // Every claim's ranges name the bytes its source ranges name in the output as evaluated.
  std::size_t claims = 0;
  for (std::size_t k = 0; k < 2; ++k) {
    const auto& sc = r["sentences"][k]["claims"];
    ASSERT_EQ(r["given"][k]["claims"].size(), sc.size());
    for (std::size_t c = 0; c < sc.size(); ++c, ++claims) {
      const auto& ranges = sc[c]["source_ranges"];
      ASSERT_EQ(r["given"][k]["claims"][c].size(), ranges.size());
      for (std::size_t q = 0; q < ranges.size(); ++q) {
        const auto& g = r["given"][k]["claims"][c][q];
        EXPECT_EQ(at(g[0], g[1]), output.substr(ranges[q][0].get<std::size_t>(),
                                                ranges[q][1].get<std::size_t>() - ranges[q][0].get<std::size_t>()));
        EXPECT_GT(g[0].get<std::size_t>(), ranges[q][0].get<std::size_t>());  // shifted: the lead, "<|im_end|>"
      }
    }
  }
  EXPECT_EQ(claims, 2u);  // one a sentence: each has one citation group

  // Without the cut the output is evaluated as given: both name the same bytes.
  EvalOptions whole = aliice_options("x");
  whole.truncate_output = false;
  auto ev2 = Evaluator::create(whole);
  ASSERT_TRUE(ev2) << ev2.error().to_string();
  auto records2 = (*ev2)->evaluate(std::span<const Item>(&*parsed, 1));
  ASSERT_TRUE(records2) << records2.error().to_string();
  const nlohmann::json& r2 = (*records2)[0];
  EXPECT_EQ(r2["output"], given);
  ASSERT_EQ(r2["given"].size(), r2["sentences"].size());
  for (std::size_t i = 0; i < r2["sentences"].size(); ++i) {
    EXPECT_EQ(r2["given"][i]["begin"], r2["sentences"][i]["begin"]);
    EXPECT_EQ(r2["given"][i]["end"], r2["sentences"][i]["end"]);
  }
}

// LongBench-Cite's "given" names the bytes of the prediction as the input gave it, through the tags
// and cite blocks removed (a lost first '<' restored); an input of split statements has none.
TEST_F(ApiEval, LongciteGivenPointsIntoThePredictionAsGiven) {
  const std::string prediction =
      "statement> Le caf\xc3\xa9<cite>[0-0]</cite> ouvre t\xc3\xb4t. </statement>  Il ferme \xc3\xa0 midi.  "
      "<statement>Le soir<cite>[1-1][2-2]</cite></statement>";
  const std::string item = nlohmann::json{{"idx", 7},
                                          {"dataset", "hotpotqa"},
                                          {"query", "q"},
                                          {"context", "A one. B two. C three."},
                                          {"prediction", prediction}}
                               .dump();
  auto parsed = parse_item(Benchmark::kLongBenchCite, item);
  ASSERT_TRUE(parsed) << parsed.error().to_string();
  auto ev = Evaluator::create(longcite_options("x", ""));
  ASSERT_TRUE(ev) << ev.error().to_string();
  auto records = (*ev)->evaluate(std::span<const Item>(&*parsed, 1));
  ASSERT_TRUE(records) << records.error().to_string();
  const nlohmann::json& r = records->back();
  ASSERT_EQ(r["statements"].size(), 3u);
  EXPECT_EQ(r["statements"][0]["statement"], "Le caf\xc3\xa9 ouvre t\xc3\xb4t.");
  EXPECT_EQ(r["given"], nlohmann::json::parse(R"([
      {"begin": 11, "end": 49, "marks": [{"begin": 19, "end": 37}]},
      {"begin": 64, "end": 81, "marks": []},
      {"begin": 94, "end": 101, "marks": [{"begin": 101, "end": 124}]}])"));
  EXPECT_EQ(prediction.substr(64, 81 - 64), "Il ferme \xc3\xa0 midi.");
  EXPECT_EQ(prediction.substr(101, 124 - 101), "<cite>[1-1][2-2]</cite>");

  const std::string split = nlohmann::json::parse(R"({"idx": 8, "dataset": "hotpotqa", "query": "q",
      "statements": [{"statement": "A one.", "citation": [{"st_sent": 0, "ed_sent": 0, "start_char": 0,
      "end_char": 6, "cite": "A one."}]}]})").dump();
  auto given_split = parse_item(Benchmark::kLongBenchCite, split, 1);
  ASSERT_TRUE(given_split) << given_split.error().to_string();
  auto ev2 = Evaluator::create(longcite_options("x", ""));
  ASSERT_TRUE(ev2) << ev2.error().to_string();
  auto records2 = (*ev2)->evaluate(std::span<const Item>(&*given_split, 1));
  ASSERT_TRUE(records2) << records2.error().to_string();
  EXPECT_TRUE(records2->back()["given"].is_null());
}

// Fails every request whose hypothesis has an odd length; counts its calls.
class FlakyJudge : public Judge {
 public:
  explicit FlakyJudge(std::string id = "flaky:v1") : id_(std::move(id)) {}
  std::string identity() const override { return id_; }
  bool thread_safe() const override { return false; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override {
    ++calls;
    std::vector<Judgment> out(requests.size());
    for (std::size_t i = 0; i < requests.size(); ++i) {
      items += 1;
      if (requests[i].hypothesis.size() % 2 == 1) {
        out[i].error = "odd hypothesis";
        continue;
      }
      out[i].ok = true;
      out[i].prob = requests[i].premise.size() % 3 == 0 ? 0.9 : 0.2;
      out[i].label = out[i].prob >= 0.5 ? 1 : 0;
    }
    return out;
  }
  std::atomic<int> calls{0};
  std::atomic<int> items{0};

 private:
  std::string id_;
};

TEST_F(ApiEval, CustomJudgeErrorsAreCountedAndTheRunFinishes) {
  const std::string input = alce_input("asqa");
  auto f = read_items(Benchmark::kAlce, input);
  ASSERT_TRUE(f);
  auto judge = std::make_shared<FlakyJudge>();
  auto ev = Evaluator::create(alce_options("asqa", input), judge);
  ASSERT_TRUE(ev) << ev.error().to_string();
  auto records = (*ev)->evaluate(f->items);
  ASSERT_TRUE(records);
  ASSERT_EQ(records->size(), 20u);
  const nlohmann::json s = (*ev)->state().summary_json();
  EXPECT_EQ(s["citeval"]["judge"], "flaky:v1");
  EXPECT_GT(s["citeval"]["judge_stats"]["errors"].get<int>(), 0);
  EXPECT_GT(s["citeval"]["judge_stats"]["retries"].get<int>(), 0);  // the session retried them
  const int error_items = s["citeval"]["citation_judge_error_items"].get<int>();
  EXPECT_GT(error_items, 0);
  EXPECT_LT(error_items, 20);  // others were scored
  EXPECT_EQ(s["citeval"]["citation_items"].get<int>() + error_items, 20);  // no other exclusion here
  EXPECT_TRUE(s.contains("citation_rec"));
  bool flagged = false;
  for (const auto& r : *records) flagged = flagged || r["judge_error"].get<bool>();
  EXPECT_TRUE(flagged);
}

TEST_F(ApiEval, CustomJudgeGoesThroughTheCache) {
  const std::string input = alce_input("eli5");
  auto f = read_items(Benchmark::kAlce, input);
  ASSERT_TRUE(f);
  EvalOptions o = alce_options("eli5", input);
  o.session.no_cache = false;
  o.session.cache_path = dir_ + "/cache.sqlite";
  auto judge = std::make_shared<FlakyJudge>();
  nlohmann::json first, second;
  for (nlohmann::json* out : {&first, &second}) {
    auto ev = Evaluator::create(o, judge);
    ASSERT_TRUE(ev) << ev.error().to_string();
    ASSERT_TRUE((*ev)->evaluate(f->items));
    *out = (*ev)->state().summary_json();
  }
  const auto& s1 = first["citeval"]["judge_stats"];
  const auto& s2 = second["citeval"]["judge_stats"];
  EXPECT_EQ(s1["cache_hits"], 0);
  EXPECT_GT(s1["judged"].get<int>(), 0);
  // Successes were cached (written at the latest when the evaluator is destroyed); failures are
  // not, so the second run asks the judge only for those again.
  EXPECT_EQ(s2["unique"], s1["unique"]);
  EXPECT_EQ(s2["cache_hits"].get<int>(), s1["unique"].get<int>() - s1["errors"].get<int>());
  EXPECT_EQ(s2["judged"].get<int>(), s1["errors"].get<int>() * 3);  // each failing pair: 1 + 2 retries
  first["citeval"].erase("judge_stats");
  second["citeval"].erase("judge_stats");
  EXPECT_EQ(first, second);
}

// LongBench-Cite reads its file twice (the first pass: fingerprint, duplicates, resume keys;
// the second: the items, one at a time): a file whose bytes change in between is refused, since
// its scores would be of neither version. Progress has its total from the first pass.
TEST_F(ApiEval, AnOnDetailLineErrorFailsTheRunWithThatError) {
  // The observer's error is the run's, as a failed detail write's is: on a new record (ALCE), and
  // on a kept line of a resumed detail (LongBench-Cite's own reader), where it is not mistaken
  // for a reason the detail cannot be resumed.
  auto refuse_at = [](std::size_t at, std::size_t& seen) {
    return [at, &seen](std::string_view) -> Status {
      if (++seen == at) return make_error(ErrorCode::kIo, "the observer's own failure", "page.html");
      return Ok{};
    };
  };
  const std::string alce = alce_input("eli5");
  FileRun run;
  run.input = alce;
  run.detail = dir_ + "/alce.jsonl";
  std::size_t seen = 0;
  run.on_detail_line = refuse_at(2, seen);
  auto state = evaluate_file(alce_options("eli5", alce), run);
  ASSERT_FALSE(state);
  EXPECT_EQ(state.error().to_string(), "page.html: the observer's own failure");
  EXPECT_EQ(seen, 2u);

  const std::string input = std::string(CITEVAL_SOURCE_DIR) + "/examples/longbench_cite.jsonl";
  EvalOptions o = longcite_options(input, "");
  o.input_fingerprint.reset();
  FileRun lc;
  lc.input = input;
  lc.detail = dir_ + "/lc.jsonl";
  ASSERT_TRUE(evaluate_file(o, lc));
  const std::string finished = slurp(lc.detail);
  for (std::size_t at : {1, 3}) {  // the header; a kept record
    seen = 0;
    lc.on_detail_line = refuse_at(at, seen);
    auto resumed = evaluate_file(o, lc);
    ASSERT_FALSE(resumed) << at;
    EXPECT_EQ(resumed.error().to_string(), "page.html: the observer's own failure") << at;
    EXPECT_EQ(seen, at);
    EXPECT_EQ(slurp(lc.detail), finished) << at;  // nothing written or dropped
  }
  // Every line handed over: the run resumes all four items, judges none, and the observer got
  // the finished file's lines in order.
  std::string lines;
  lc.on_detail_line = [&](std::string_view line) -> Status {
    lines += std::string(line) + "\n";
    return Ok{};
  };
  ASSERT_TRUE(evaluate_file(o, lc));
  EXPECT_EQ(lines, finished);
}

TEST_F(ApiEval, ALongciteFileThatChangesWhileItIsReadIsRefused) {
  // 200 copies of the example's 4 items (~600 KB): more than the reader's first piece, so the
  // second pass is still reading when the file grows.
  const std::string input = dir_ + "/in.jsonl";
  const std::string example = slurp(std::string(CITEVAL_SOURCE_DIR) + "/examples/longbench_cite.jsonl");
  {
    std::ofstream out(input, std::ios::binary);
    for (int k = 0; k < 200; ++k) out << example;
  }
  EvalOptions o = longcite_options(input, "");
  o.input_fingerprint.reset();
  FileRun run;
  run.input = input;
  run.chunk = 100;
  std::vector<std::size_t> totals;
  run.progress = [&](std::size_t done, std::size_t total) {
    totals.push_back(total);
    if (done == 100) std::ofstream(input, std::ios::app) << "\n";
  };
  auto state = evaluate_file(o, run);
  ASSERT_FALSE(state);
  EXPECT_EQ(state.error().code, ErrorCode::kIo);
  EXPECT_NE(state.error().to_string().find(input + ": changed while it was read (fingerprint xxh3-128:"),
            std::string::npos)
      << state.error().to_string();
  EXPECT_EQ(totals, std::vector<std::size_t>(8, 800));  // the first pass counted the items
  // Unchanged, the same file is scored.
  run.progress = nullptr;
  auto again = evaluate_file(o, run);
  ASSERT_TRUE(again) << again.error().to_string();
  EXPECT_EQ(again->summary_json()["responses"], 800);
}

TEST_F(ApiEval, LongciteGroupPartialsMergeExactly) {
  // A judge failing on some pairs leaves items of some datasets out: their groups' figures are
  // partial at their own rates. Shards merged (directly and through JSON) give the one evaluator's
  // summary, warnings and exit status, the per-dataset error counts and first errors included.
  const std::string input = longcite_input();
  auto f = read_items(Benchmark::kLongBenchCite, input);
  ASSERT_TRUE(f) << f.error().to_string();
  const EvalOptions o = longcite_options(input, f->fingerprint);
  auto run = [&](std::size_t b, std::size_t e) {
    auto ev = Evaluator::create(o, std::make_shared<FlakyJudge>());
    EXPECT_TRUE(ev) << ev.error().to_string();
    auto records = (*ev)->evaluate(std::span<const Item>(f->items.data() + b, e - b));
    EXPECT_TRUE(records) << records.error().to_string();
    return (*ev)->state();
  };
  const EvalState whole = run(0, f->items.size());
  const nlohmann::json expected = without_stats(whole.summary_json());
  std::size_t group_partials = 0;
  for (const auto& [key, p] : expected["citeval"]["partial"].items()) {
    if (key.rfind("scores.", 0) != 0) continue;
    ++group_partials;
    EXPECT_EQ(p["items_evaluated"].get<std::size_t>() - p["items_used"].get<std::size_t>(),
              p["judge_error_items"].get<std::size_t>())
        << key;
  }
  ASSERT_GT(group_partials, 0u) << expected.dump();
  const std::size_t n = f->items.size();
  std::vector<EvalState> states = {run(0, n / 3), run(n / 3, 2 * n / 3), run(2 * n / 3, n)};
  EvalState direct = states[0];
  auto wire = EvalState::from_json(nlohmann::json::parse(states[0].to_json().dump()));
  ASSERT_TRUE(wire) << wire.error().to_string();
  for (std::size_t k = 1; k < states.size(); ++k) {
    ASSERT_TRUE(direct.merge(states[k]));
    auto back = EvalState::from_json(nlohmann::json::parse(states[k].to_json().dump()));
    ASSERT_TRUE(back) << back.error().to_string();
    ASSERT_TRUE(wire->merge(*back));
  }
  EXPECT_EQ(without_stats(direct.summary_json()), expected);
  EXPECT_EQ(without_stats(wire->summary_json()), expected);
  EXPECT_EQ(direct.exit_code(), whole.exit_code());
  EXPECT_EQ(direct.warnings(), whole.warnings());
}

TEST_F(ApiEval, LongciteCustomNeedCitationJudge) {
  const std::string input = longcite_input();
  auto f = read_items(Benchmark::kLongBenchCite, input);
  ASSERT_TRUE(f);
  EvalOptions o = longcite_options(input, f->fingerprint);
  o.need_citation_judge.reset();
  // Without a need-citation judge an uncited statement refuses the chunk.
  auto refuse = Evaluator::create(o);
  ASSERT_TRUE(refuse);
  auto refused = (*refuse)->evaluate(f->items);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().message.find("has no citation"), std::string::npos);
  // A caller's need-citation judge answers instead.
  auto need = std::make_shared<FlakyJudge>("flaky-need:v1");
  auto ev = Evaluator::create(o, std::make_shared<FlakyJudge>(), need);
  ASSERT_TRUE(ev) << ev.error().to_string();
  auto records = (*ev)->evaluate(f->items);
  ASSERT_TRUE(records) << records.error().to_string();
  EXPECT_GT(need->items.load(), 0);
  const nlohmann::json s = (*ev)->state().summary_json();
  EXPECT_EQ(s["citeval"]["judges"]["need_citation"], "flaky-need:v1");
  EXPECT_EQ(s["citeval"]["judges"]["support"], "flaky:v1");
}

}  // namespace
}  // namespace citeval

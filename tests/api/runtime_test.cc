// citeval::Runtime (citeval/runtime.h): usage accounts of evaluators, kinds of a runtime, the
// model module's loader.
#include <gtest/gtest.h>

#include <barrier>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/evaluate.h"
#include "citeval/runtime.h"
#include "fake_openai_server.h"

namespace citeval {
namespace {

using llm::testing::FakeCall;
using llm::testing::FakeOpenAiServer;
using llm::testing::FakeReply;

const std::string kInput = std::string(CITEVAL_TEST_DATA) + "/cli/asqa_small.json";
const std::string kMissingModule = "/nonexistent/libciteval_model.so";

// Entailed when the source is the fixture's Paris sentence (as tests/llm/alce_llm_cli_test.cc);
// slow enough that two evaluators' requests are in flight at the same time.
FakeReply entail(const FakeCall& c) {
  const std::size_t b = c.prompt.find("<source>\n"), e = c.prompt.find("\n</source>");
  const bool yes = c.prompt.substr(b + 9, e - b - 9).find("Paris is the capital of France.") != std::string::npos;
  return FakeReply{.content = yes ? "[[Yes]]" : "[[No]]", .delay = std::chrono::milliseconds(30)};
}

EvalOptions llm_options(const std::string& judge) {
  EvalOptions o;
  o.benchmark = Benchmark::kAlce;
  o.dataset = "asqa";
  o.input = kInput;
  o.judge = judge;
  o.session.no_cache = true;
  o.session.batch_size = 1;  // one pair a judge call: each evaluator's requests spread over time
  return o;
}

// Runs the evaluators' first (and only) chunk at the same time, one thread each.
std::vector<nlohmann::json> run_together(std::vector<std::unique_ptr<Evaluator>>& evs, const ItemFile& f) {
  std::vector<nlohmann::json> summaries(evs.size());
  std::barrier start(static_cast<std::ptrdiff_t>(evs.size()));
  std::vector<std::thread> threads;
  for (std::size_t k = 0; k < evs.size(); ++k) {
    threads.emplace_back([&, k] {
      start.arrive_and_wait();
      auto records = evs[k]->evaluate(f.items);
      EXPECT_TRUE(records) << records.error().to_string();
      summaries[k] = evs[k]->state().summary_json();
    });
  }
  for (auto& t : threads) t.join();
  return summaries;
}

// Two evaluators of one process, judging at the same time against two endpoints: each summary's
// llm_usage counts its own requests and names its own endpoint only.
TEST(Runtime, TwoEvaluatorsCountOnlyTheirOwnLlmRequests) {
  FakeOpenAiServer a(entail), b(entail);
  auto f = read_items(Benchmark::kAlce, kInput);
  ASSERT_TRUE(f) << f.error().to_string();
  std::vector<std::unique_ptr<Evaluator>> evs;
  for (const FakeOpenAiServer* s : {&a, &b}) {
    auto ev = Evaluator::create(llm_options("llm:m?base_url=" + s->base_url()));
    ASSERT_TRUE(ev) << ev.error().to_string();
    evs.push_back(std::move(*ev));
  }
  const auto summaries = run_together(evs, *f);
  EXPECT_EQ(a.calls(), 4u);  // the fixture's 4 distinct pairs (tests/llm/alce_llm_cli_test.cc)
  EXPECT_EQ(b.calls(), 4u);
  for (std::size_t k = 0; k < 2; ++k) {
    SCOPED_TRACE(k);
    const auto& u = summaries[k]["citeval"]["llm_usage"];
    EXPECT_EQ(u["requests"], 4);
    EXPECT_EQ(u["succeeded"], 4);
    EXPECT_EQ(u["prompt_tokens"], 4 * 7);
    EXPECT_EQ(u["completion_tokens"], 4 * 3);
    ASSERT_EQ(u["endpoints"].size(), 1u) << u.dump();
    EXPECT_EQ(u["endpoints"][0]["base_url"], (k == 0 ? a : b).base_url());
    EXPECT_EQ(u["endpoints"][0]["attempts"], 4);
    EXPECT_DOUBLE_EQ(summaries[k]["citation_rec"].get<double>(), 50.0);
  }
}

// The same endpoint for both, through a runtime of their own: still one account each.
TEST(Runtime, EvaluatorsOfOneRuntimeOnOneEndpointKeepSeparateAccounts) {
  FakeOpenAiServer server(entail);
  auto rt = Runtime::create();
  ASSERT_TRUE(rt) << rt.error().to_string();
  LlmConfig llm;
  llm.base_url = server.base_url();
  ASSERT_TRUE((*rt)->configure_llm(llm));
  auto f = read_items(Benchmark::kAlce, kInput);
  ASSERT_TRUE(f);
  std::vector<std::unique_ptr<Evaluator>> evs;
  for (int k = 0; k < 3; ++k) {
    auto ev = Evaluator::create(llm_options("llm:m"), *rt);
    ASSERT_TRUE(ev) << ev.error().to_string();
    evs.push_back(std::move(*ev));
  }
  const auto summaries = run_together(evs, *f);
  EXPECT_EQ(server.calls(), 12u);
  for (const auto& s : summaries) {
    EXPECT_EQ(s["citeval"]["llm_usage"]["requests"], 4);
    EXPECT_EQ(s["citeval"]["llm_usage"]["endpoints"][0]["base_url"], server.base_url());
  }
}

// Kinds added to a runtime exist for it and its evaluators only; every runtime has the CLI's.
TEST(Runtime, KindsBelongToTheirRuntime) {
  auto mine = Runtime::create();
  auto other = Runtime::create();
  ASSERT_TRUE(mine && other);
  (*mine)->add_judge_kind(
      "always-yes",
      [](std::string_view arg) -> Result<std::unique_ptr<Judge>> {
        auto j = make_judge("table:" + std::string(CITEVAL_TEST_DATA) + "/cli/asqa_small_table.jsonl");
        if (!arg.empty()) return make_error(ErrorCode::kInvalidArgument, "always-yes takes no argument");
        return j;
      },
      "always-yes");
  const std::vector<std::string> kinds = (*other)->judge_kinds();
  EXPECT_EQ(kinds, (std::vector<std::string>{"align", "calibrated:FILE", "embed[:DIR]", "lexical", "llm-continuous:MODEL",
                                             "llm-discrete:MODEL", "llm-need-citation:MODEL", "llm-relevance:MODEL",
                                             "llm-support:MODEL", "llm:MODEL", "nli:DIR", "table:FILE"}));
  EXPECT_EQ((*mine)->judge_kinds().size(), kinds.size() + 1);
  EXPECT_EQ((*other)->make_judge("always-yes").error().message.rfind("unknown judge 'always-yes'; known judges: ", 0),
            0u);
  EXPECT_EQ((*mine)->make_judge("always-yes:x").error().message, "always-yes takes no argument");
  EvalOptions o = llm_options("always-yes");
  EXPECT_FALSE(Evaluator::create(o, *other));
  EXPECT_FALSE(Evaluator::create(o));  // the shared runtime does not have it either
  auto ev = Evaluator::create(o, *mine);
  ASSERT_TRUE(ev) << ev.error().to_string();
  EXPECT_EQ((*ev)->judge_identities()[0].rfind("table:", 0), 0u) << (*ev)->judge_identities()[0];
}

// Bad torch settings are refused when the runtime is made; the model module is looked for where
// the runtime says, and only when a model is first used.
TEST(Runtime, TorchSettingsAndModuleLoading) {
  EXPECT_EQ(Runtime::create({.torch_threads = 0}).error().message, "torch_threads must be a positive integer, not 0");
  auto rt = Runtime::create({.model_module = kMissingModule});
  ASSERT_TRUE(rt);
  const std::string why = "cannot load the libtorch model module (set $CITEVAL_MODEL_MODULE to its path): " +
                          kMissingModule + ": cannot open shared object file: No such file or directory";
  auto nli = (*rt)->make_judge("nli:/no/model");
  ASSERT_FALSE(nli);
  EXPECT_EQ(nli.error().code, ErrorCode::kUnsupported);
  EXPECT_EQ(nli.error().message, "judge 'nli:/no/model': " + why);
  // A lazy kind is listed while not loaded, and the other kinds work without the module.
  EXPECT_TRUE((*rt)->make_judge("lexical"));
}

}  // namespace
}  // namespace citeval

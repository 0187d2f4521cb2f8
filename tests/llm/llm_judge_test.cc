// LLM judges: answer parsing, prompt templates, re-asks, registry specs, and the persistent cache
// (key contents, no secrets), against the loopback FakeOpenAiServer.
#include "llm/llm_judge.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "fake_openai_server.h"
#include "secret_scan.h"
#include "judge/judge_session.h"
#include "judge/registry.h"
#include "llm/builtin_prompts.h"
#include "llm/llm_registry.h"
#include "llm/prompt_template.h"
#include "llm/correctness_rater.h"

namespace citeval::llm {
namespace {

using std::chrono::milliseconds;
using testing::FakeCall;
using testing::FakeOpenAiServer;
using testing::FakeReply;

constexpr const char* kKey = "sk-judge-SECRET-feedfacecafe";

using testing::slurp;  // secret_scan.h: the whole file, or "" when it cannot be read

std::shared_ptr<ChatClient> client_for(const FakeOpenAiServer& s, std::size_t concurrency = 8) {
  ClientConfig c;
  c.base_url = s.base_url();
  c.api_key = kKey;
  c.concurrency = concurrency;
  c.backoff_base = milliseconds(2);
  c.backoff_max = milliseconds(5);
  c.max_attempts = 2;
  return *ChatClient::create(c);
}

TEST(ParseAnswer, SupportFollowsLongCite) {
  EXPECT_EQ(parse_answer(LlmTask::kSupport, "Rating: [[Fully supported]] Analysis:"), 1.0);
  EXPECT_EQ(parse_answer(LlmTask::kSupport, "Rating: [[Partially supported]]"), 0.5);
  EXPECT_EQ(parse_answer(LlmTask::kSupport, "Rating: [[No support]]"), 0.0);
  EXPECT_EQ(parse_answer(LlmTask::kSupport, "[[Supported]]"), 0.0);  // LongCite: anything else is 0
  EXPECT_EQ(parse_answer(LlmTask::kSupport, "[[FULLY SUPPORTED]]"), 1.0);
  // The first well-formed rating counts; digits or '-' inside the brackets do not match.
  EXPECT_EQ(parse_answer(LlmTask::kSupport, "[[4-5]] then [[Partially supported]] [[Fully supported]]"), 0.5);
  EXPECT_EQ(parse_answer(LlmTask::kSupport, "[[[Fully supported]]"), 1.0);
  EXPECT_EQ(parse_answer(LlmTask::kSupport, "Rating: Fully supported"), std::nullopt);
  EXPECT_EQ(parse_answer(LlmTask::kSupport, "Rating: [[]]"), std::nullopt);
  EXPECT_EQ(parse_answer(LlmTask::kSupport, "Rating: [[Fully"), std::nullopt);
}

TEST(ParseAnswer, NeedCitationRelevanceEntailment) {
  EXPECT_EQ(parse_answer(LlmTask::kNeedCitation, "Need Citation: [[Yes]] Analysis"), 1.0);
  EXPECT_EQ(parse_answer(LlmTask::kNeedCitation, "Need Citation: [[No]]"), 0.0);
  EXPECT_EQ(parse_answer(LlmTask::kNeedCitation, "[[Yes/No]]"), 1.0);  // as LongCite reads it
  EXPECT_EQ(parse_answer(LlmTask::kNeedCitation, "Yes"), std::nullopt);
  EXPECT_EQ(parse_answer(LlmTask::kRelevance, "Rating: [[Relevant]]"), 1.0);
  EXPECT_EQ(parse_answer(LlmTask::kRelevance, "Rating: [[Unrelevant]]"), 0.0);
  EXPECT_EQ(parse_answer(LlmTask::kRelevance, "Rating: [[Irrelevant]]"), 0.0);
  // eval_cite.py's reading: only "unrelevant" is not relevant.
  EXPECT_EQ(parse_answer(LlmTask::kRelevance, "Rating: [[Irrelevant]]", true), 1.0);
  EXPECT_EQ(parse_answer(LlmTask::kRelevance, "Rating: [[Unrelevant]]", true), 0.0);
  EXPECT_EQ(parse_answer(LlmTask::kRelevance, "Rating: [[Somewhat]]"), 1.0);
  EXPECT_EQ(parse_answer(LlmTask::kRelevance, "relevant"), std::nullopt);
  EXPECT_EQ(parse_answer(LlmTask::kEntailment, "Entailed: [[Yes]]"), 1.0);
  EXPECT_EQ(parse_answer(LlmTask::kEntailment, "Entailed: [[No]]"), 0.0);
  EXPECT_EQ(parse_answer(LlmTask::kEntailment, "Entailed: [[Maybe]]"), std::nullopt);
}

TEST(ParseAnswer, DiscreteAndContinuousTakeTheLastScore) {
  EXPECT_EQ(parse_answer(LlmTask::kDiscrete, "Step 1 ... [[1]] hmm ... Score: [[2]]"), 1.0);
  EXPECT_EQ(parse_answer(LlmTask::kDiscrete, "Score: [[ 1 ]]"), 0.5);
  EXPECT_EQ(parse_answer(LlmTask::kDiscrete, "Score: [[0]] and [[3]]"), 0.0);
  EXPECT_EQ(parse_answer(LlmTask::kDiscrete, "Score: 2"), std::nullopt);
  EXPECT_EQ(parse_answer(LlmTask::kContinuous, "Score: [[0.75]]"), 0.75);
  EXPECT_EQ(parse_answer(LlmTask::kContinuous, "[[.5]]"), 0.5);
  EXPECT_EQ(parse_answer(LlmTask::kContinuous, "[[1]] then [[1.5]]"), 1.0);
  EXPECT_EQ(parse_answer(LlmTask::kContinuous, "[[-0.2]]"), std::nullopt);
  EXPECT_EQ(parse_answer(LlmTask::kContinuous, "[[0.5.1]]"), std::nullopt);
  EXPECT_EQ(parse_answer(LlmTask::kContinuous, "[[nan]]"), std::nullopt);
}

TEST(PromptTemplate, RendersFieldsAliasesAndSections) {
  auto t = PromptTemplate::parse("Q{{#question}}[{{query}}]{{/question}} S={{statement}} P={{snippet}}", "t");
  ASSERT_TRUE(t) << t.error().to_string();
  EXPECT_EQ(t->render({"  prem \n", "stat", "  why? "}), "Q[why?] S=stat P=prem");
  EXPECT_EQ(t->render({"prem", "stat", "  "}), "Q S=stat P=prem");
  EXPECT_EQ(t->hash(), sha256_hex("Q{{#question}}[{{query}}]{{/question}} S={{statement}} P={{snippet}}"));
}

TEST(PromptTemplate, ErrorsNameTheLine) {
  auto unknown = PromptTemplate::parse("a {{premise}}\n{{statement}}\n{{nope}}", "my.txt");
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().file, "my.txt");
  EXPECT_EQ(unknown.error().line, 3u);
  EXPECT_EQ(unknown.error().field, "nope");
  EXPECT_FALSE(PromptTemplate::parse("{{premise}} {{statement}} {{#question}}x", "t"));
  EXPECT_FALSE(PromptTemplate::parse("{{premise}} {{statement}} {{/question}}", "t"));
  EXPECT_FALSE(PromptTemplate::parse("{{premise}} {{statement", "t"));
  auto no_premise = PromptTemplate::parse("only {{statement}}", "t");
  ASSERT_FALSE(no_premise);
  EXPECT_NE(no_premise.error().message.find("{{premise}}"), std::string::npos);
  EXPECT_EQ(PromptTemplate::load("/nonexistent/x.txt").error().code, ErrorCode::kIo);
}

TEST(PromptTemplate, BuiltinsAreTheDataFiles) {
  std::vector<std::string> names;
  for (const auto& p : builtin_prompts()) {
    names.emplace_back(p.name);
    // The correctness rater's prompts have their own placeholders (llm/correctness_rater.h).
    const bool rater = std::string_view(p.name).rfind("correctness_", 0) == 0;
    const PromptSchema plain{{}, {}, false, "a system message"};
    auto t = PromptTemplate::builtin(p.name, !rater                            ? judge_prompt_schema()
                                             : p.name == "correctness_system" ? plain
                                                                              : correctness_prompt_schema());
    ASSERT_TRUE(t) << p.name << ": " << t.error().to_string();
    EXPECT_EQ(std::string(p.text), slurp(std::string(CITEVAL_SOURCE_DIR) + "/data/prompts/" + std::string(p.name) + ".txt"));
  }
  EXPECT_EQ(names, (std::vector<std::string>{"continuous", "correctness_chat", "correctness_qa", "correctness_summary",
                                             "correctness_system", "discrete", "entailment", "need_citation",
                                             "relevance", "support"}));
}

TEST(LlmJudge, PromptCarriesTheQuestionWhenGiven) {
  FakeOpenAiServer server([](const FakeCall&) { return FakeReply{}; });
  auto j = LlmJudge::create(client_for(server), {.task = LlmTask::kSupport, .model = "m"});
  ASSERT_TRUE(j);
  std::string with = (*j)->render({"the snippet", "The statement.", "Who?"});
  EXPECT_NE(with.find("<question>\nWho?\n</question>\n\n<statement>\nThe statement.\n</statement>\n\n<snippet>\nthe snippet\n</snippet>"),
            std::string::npos);
  std::string without = (*j)->render({"the snippet", "The statement."});
  EXPECT_EQ(without.find("<question>"), std::string::npos);
  EXPECT_NE(without.find("<statement>\nThe statement.\n</statement>"), std::string::npos);
  // Question, statement and premise are separate fields: a record separator (U+001E, which
  // once split question from statement in-band) is text like any other.
  std::string rs = (*j)->render({"snip\x1epet", "The\x1e statement.", "Who\x1eis it?"});
  EXPECT_NE(rs.find("<question>\nWho\x1eis it?\n</question>\n\n<statement>\nThe\x1e statement.\n</statement>\n\n"
                    "<snippet>\nsnip\x1epet\n</snippet>"),
            std::string::npos)
      << rs;
  std::string in_statement = (*j)->render({"p", "A\x1e" "B"});
  EXPECT_EQ(in_statement.find("<question>"), std::string::npos);
  EXPECT_NE(in_statement.find("<statement>\nA\x1e" "B\n</statement>"), std::string::npos);
}

TEST(LlmJudge, ReasksUnreadableAnswersAtTemperatureOneThenSucceeds) {
  std::mutex mu;
  std::vector<double> temps;
  FakeOpenAiServer server([&](const FakeCall& c) {
    {
      std::lock_guard lock(mu);
      temps.push_back(c.body["temperature"].get<double>());
    }
    if (c.seen <= 2) return FakeReply{.content = "I think it is fine"};
    return FakeReply{.content = "Rating: [[Partially supported]] "};
  });
  auto j = LlmJudge::create(client_for(server), {.task = LlmTask::kSupport, .model = "m"});
  ASSERT_TRUE(j);
  std::vector<JudgeRequest> reqs = {{"p1", "h1"}, {"p2", "h2"}};
  auto out = (*j)->judge_batch(reqs);
  for (const auto& o : out) {
    ASSERT_TRUE(o.ok) << o.error;
    EXPECT_EQ(o.prob, 0.5);
    EXPECT_EQ(o.label, 1);
    EXPECT_EQ(o.rationale, "Rating: [[Partially supported]] ");
  }
  std::sort(temps.begin(), temps.end());
  EXPECT_EQ(temps, (std::vector<double>{0, 0, 1, 1, 1, 1}));
  EXPECT_EQ(server.calls(), 6u);
  LlmJudgeStats s = (*j)->stats();
  EXPECT_EQ(s.items, 2u);
  EXPECT_EQ(s.asks, 6u);
  EXPECT_EQ(s.reasks, 4u);
  EXPECT_EQ(s.unparseable, 0u);
}

TEST(LlmJudge, ReportsEachItemWhenItsFinalAnswerIsKnown) {
  // "fast" is answered at once, "slow" after 400 ms, "reask" is unreadable on its first try
  // and readable on its second, "never" stays unreadable (3 tries), "down" fails over HTTP.
  FakeOpenAiServer server([](const FakeCall& c) {
    if (c.prompt.find("slow") != std::string::npos) return FakeReply{.content = "[[Yes]]", .delay = milliseconds(400)};
    if (c.prompt.find("reask") != std::string::npos && c.seen == 1) return FakeReply{.content = "hmm"};
    if (c.prompt.find("never") != std::string::npos) return FakeReply{.content = "hmm"};
    if (c.prompt.find("down") != std::string::npos) return FakeReply{.status = 400};
    return FakeReply{.content = "[[No]]"};
  });
  auto j = LlmJudge::create(client_for(server), {.task = LlmTask::kEntailment, .model = "m", .tries = 3});
  ASSERT_TRUE(j);
  std::vector<JudgeRequest> reqs = {{"p", "slow"}, {"p", "fast"}, {"p", "reask"}, {"p", "never"}, {"p", "down"}};
  struct Report {
    std::size_t index;
    Judgment judgment;
    std::size_t server_calls;  // answers the server had given by then
  };
  std::vector<Report> reports;
  auto out = (*j)->judge_batch_streaming(reqs, [&](std::size_t i, const Judgment& r) {
    reports.push_back({i, r, server.calls()});
  });
  ASSERT_EQ(reports.size(), 5u);
  std::vector<std::size_t> order;
  for (const auto& r : reports) {
    order.push_back(r.index);
    EXPECT_EQ(r.judgment.ok, out[r.index].ok);  // what is reported is what is returned
    EXPECT_EQ(r.judgment.prob, out[r.index].prob);
    EXPECT_EQ(r.judgment.error, out[r.index].error);
    EXPECT_EQ(r.judgment.rationale, out[r.index].rationale);
  }
  // The first try's quick items come before the slow one; the re-asked ones after their last try.
  EXPECT_EQ(std::set<std::size_t>(order.begin(), order.begin() + 2), (std::set<std::size_t>{1, 4}));
  EXPECT_EQ(order[2], 0u);
  EXPECT_EQ(std::set<std::size_t>(order.begin() + 3, order.end()), (std::set<std::size_t>{2, 3}));
  EXPECT_LT(reports[0].server_calls, 5u);  // reported while "slow" was still in flight
  EXPECT_TRUE(out[2].ok);
  EXPECT_EQ(out[2].rationale, "[[No]]");
  EXPECT_FALSE(out[3].ok);
  EXPECT_EQ(out[3].error, "unreadable entailment answer after 3 tries: \"hmm\"");
  EXPECT_FALSE(out[4].ok);
  // An exhausted item asked again fails at once, and is reported.
  std::vector<std::size_t> again;
  auto out2 = (*j)->judge_batch_streaming(std::span(reqs).subspan(3, 1),
                                          [&](std::size_t i, const Judgment&) { again.push_back(i); });
  EXPECT_EQ(again, (std::vector<std::size_t>{0}));
  EXPECT_EQ(out2[0].error, out[3].error);
}

TEST(LlmJudge, GivesUpAfterFiveTriesAndKeepsTheAnswer) {
  FakeOpenAiServer server([](const FakeCall&) { return FakeReply{.content = "no idea"}; });
  auto j = LlmJudge::create(client_for(server), {.task = LlmTask::kRelevance, .model = "m"});
  ASSERT_TRUE(j);
  std::vector<JudgeRequest> reqs = {{"p", "h"}};
  auto out = (*j)->judge_batch(reqs);
  EXPECT_FALSE(out[0].ok);
  EXPECT_EQ(out[0].error, "unreadable relevance answer after 5 tries: \"no idea\"");
  EXPECT_EQ(out[0].rationale, "no idea");
  EXPECT_EQ(server.calls(), 5u);
  EXPECT_EQ((*j)->stats().unparseable, 1u);
  // Asked again (as JudgeSession's retries do), it fails at once: never more than 5 tries.
  auto again = (*j)->judge_batch(reqs);
  EXPECT_FALSE(again[0].ok);
  EXPECT_EQ(again[0].error, out[0].error);
  EXPECT_EQ(server.calls(), 5u);
}

TEST(LlmJudge, ASessionWithRetriesStillAsksAtMostFiveTimes) {
  FakeOpenAiServer server([](const FakeCall&) { return FakeReply{.content = "hmm"}; });
  auto j = LlmJudge::create(client_for(server), {.task = LlmTask::kSupport, .model = "m"});
  ASSERT_TRUE(j);
  auto session = judge::JudgeSession::open(std::move(*j), {.max_retries = 2});
  ASSERT_TRUE(session);
  std::vector<JudgeRequest> reqs = {{"p", "h"}};
  auto out = (*session)->judge_batch(reqs);
  EXPECT_FALSE(out[0].ok);
  EXPECT_EQ(server.calls(), 5u);
}

TEST(LlmJudge, HttpFailuresAreItemErrorsAndOthersGoOn) {
  FakeOpenAiServer server([](const FakeCall& c) {
    if (c.prompt.find("BAD") != std::string::npos) return FakeReply{.status = 400, .body = R"({"error":{"message":"context too long"}})"};
    return FakeReply{.content = "Entailed: [[Yes]]"};
  });
  auto j = LlmJudge::create(client_for(server), {.task = LlmTask::kEntailment, .model = "m"});
  ASSERT_TRUE(j);
  std::vector<JudgeRequest> reqs = {{"ok", "a"}, {"BAD", "b"}, {"ok", "c"}};
  auto out = (*j)->judge_batch(reqs);
  EXPECT_TRUE(out[0].ok);
  EXPECT_FALSE(out[1].ok);
  EXPECT_EQ(out[1].error, "LLM request failed: HTTP 400: context too long (a permanent error: not retried, a retry gets the same answer)");
  EXPECT_TRUE(out[2].ok);
  EXPECT_EQ(out[2].prob, 1.0);
}

TEST(LlmJudge, SendsTaskDefaults) {
  std::mutex mu;
  std::vector<nlohmann::json> bodies;
  FakeOpenAiServer server([&](const FakeCall& c) {
    std::lock_guard lock(mu);
    bodies.push_back(c.body);
    return FakeReply{.content = "Score: [[2]]"};
  });
  auto support = LlmJudge::create(client_for(server), {.task = LlmTask::kSupport, .model = "m"});
  auto discrete = LlmJudge::create(client_for(server), {.task = LlmTask::kDiscrete, .model = "m2"});
  ASSERT_TRUE(support && discrete);
  std::vector<JudgeRequest> reqs = {{"p", "h"}};
  (void)(*support)->judge_batch(reqs);  // unreadable for support; only the request matters here
  auto d = (*discrete)->judge_batch(reqs);
  EXPECT_TRUE(d[0].ok);
  EXPECT_EQ(d[0].prob, 1.0);
  ASSERT_EQ(bodies.size(), 6u);
  EXPECT_EQ(bodies[0]["max_tokens"], 10);
  EXPECT_EQ(bodies[0]["stop"], nlohmann::json({"Analysis:"}));
  EXPECT_EQ(bodies[5]["model"], "m2");
  EXPECT_EQ(bodies[5]["max_tokens"], 512);
  EXPECT_FALSE(bodies[5].contains("stop"));
}

TEST(LlmJudge, IdentityHasModelTemplateHashAndTemperatureButNoSecrets) {
  FakeOpenAiServer server([](const FakeCall&) { return FakeReply{}; });
  auto a = LlmJudge::create(client_for(server), {.task = LlmTask::kSupport, .model = "gpt-x"});
  auto b = LlmJudge::create(client_for(server), {.task = LlmTask::kSupport, .model = "gpt-x", .temperature = 0.5});
  auto custom = PromptTemplate::parse("{{premise}} / {{statement}} -> [[...]]", "custom");
  auto c = LlmJudge::create(client_for(server), {.task = LlmTask::kSupport, .model = "gpt-x", .prompt = *custom});
  ASSERT_TRUE(a && b && c);
  auto builtin = PromptTemplate::builtin("support");
  EXPECT_EQ((*a)->identity(),
            "llm-support:gpt-x|template=sha256:" + builtin->hash() +
                "|temperature=0|reask_temperature=1|max_tokens=10|stop=[\"Analysis:\"]|tries=5|threshold=0.5");
  EXPECT_NE((*a)->identity(), (*b)->identity());
  EXPECT_NE((*a)->identity(), (*c)->identity());
  for (auto* j : {a->get(), b->get(), c->get()}) {
    EXPECT_EQ(j->identity().find(kKey), std::string::npos);
    EXPECT_EQ(j->identity().find("127.0.0.1"), std::string::npos);
  }
}

TEST(LlmRegistry, SpecsEnvironmentAndErrors) {
  std::mutex mu;
  std::vector<std::string> auth;
  std::vector<nlohmann::json> bodies;
  FakeOpenAiServer server([&](const FakeCall& c) {
    std::lock_guard lock(mu);
    auth.push_back(c.authorization);
    bodies.push_back(c.body);
    return FakeReply{.content = "Need Citation: [[No]] "};
  });
  register_llm_judges();
  setenv("OPENAI_API_KEY", kKey, 1);
  setenv("OPENAI_BASE_URL", server.base_url().c_str(), 1);
  auto j = judge::make_judge("llm-need-citation:llama3.1:8b?temperature=0.2&stop=%5BEND%5D&stop=Analysis:&tries=2");
  ASSERT_TRUE(j) << j.error().to_string();
  EXPECT_EQ((*j)->identity().rfind("llm-need-citation:llama3.1:8b|", 0), 0u) << (*j)->identity();
  EXPECT_NE((*j)->identity().find("|temperature=0.2|"), std::string::npos);
  EXPECT_NE((*j)->identity().find("|stop=[\"[END]\",\"Analysis:\"]|tries=2|"), std::string::npos);
  std::vector<JudgeRequest> reqs = {{"resp", "stmt"}};
  auto out = (*j)->judge_batch(reqs);
  ASSERT_TRUE(out[0].ok) << out[0].error;
  EXPECT_EQ(out[0].prob, 0.0);
  ASSERT_EQ(auth.size(), 1u);
  EXPECT_EQ(auth[0], std::string("Bearer ") + kKey);
  EXPECT_EQ(bodies[0]["model"], "llama3.1:8b");
  EXPECT_DOUBLE_EQ(bodies[0]["temperature"].get<double>(), 0.2);

  EXPECT_EQ(judge::make_judge("llm").error().field, "model");
  auto bad_opt = judge::make_judge("llm:m?colour=red");
  ASSERT_FALSE(bad_opt);
  EXPECT_NE(bad_opt.error().message.find("unknown LLM judge option 'colour'"), std::string::npos);
  EXPECT_EQ(judge::make_judge("llm:m?temperature=warm").error().field, "temperature");
  EXPECT_EQ(judge::make_judge("llm:m?template=/nonexistent.txt").error().code, ErrorCode::kIo);
  EXPECT_EQ(judge::make_judge("llm:m?base_url=ftp://x").error().field, "base_url");
  auto specs = judge::known_judge_specs();
  EXPECT_NE(std::find(specs.begin(), specs.end(), "llm-support:MODEL"), specs.end());
  unsetenv("OPENAI_API_KEY");
  unsetenv("OPENAI_BASE_URL");
}

TEST(LlmRegistry, JudgesOfOneEndpointShareOneClient) {
  FakeOpenAiServer server([](const FakeCall&) { return FakeReply{}; });
  LlmSettings s;
  s.base_url = server.base_url();
  s.concurrency = 3;
  set_llm_settings(s);
  auto a = make_llm_judge(LlmTask::kSupport, "m");
  auto b = make_llm_judge(LlmTask::kRelevance, "m");
  auto c = make_llm_judge(LlmTask::kRelevance, "m?concurrency=4");
  ASSERT_TRUE(a && b && c);
  EXPECT_EQ(&(*a)->client(), &(*b)->client());
  EXPECT_NE(&(*a)->client(), &(*c)->client());
  EXPECT_EQ((*a)->client().config().concurrency, 3u);
  set_llm_settings({});
}

TEST(LlmRegistry, ReferenceRelevanceReadsIrrelevantAsEvalCitePyDoes) {
  FakeOpenAiServer server([](const FakeCall&) { return FakeReply{.content = "Rating: [[Irrelevant]]"}; });
  LlmSettings s;
  s.base_url = server.base_url();
  set_llm_settings(s);
  auto ours = make_llm_judge(LlmTask::kRelevance, "m");
  auto reference = make_llm_judge(LlmTask::kRelevance, "m?reference_relevance=1");
  ASSERT_TRUE(ours && reference);
  std::vector<JudgeRequest> req = {{"a passage", "a statement"}};
  EXPECT_EQ((*ours)->judge_batch(req)[0].prob, 0.0);
  EXPECT_EQ((*reference)->judge_batch(req)[0].prob, 1.0);
  EXPECT_EQ((*ours)->identity().find("reference_relevance"), std::string::npos);
  EXPECT_NE((*reference)->identity().find("|reference_relevance=1"), std::string::npos);
  EXPECT_FALSE(make_llm_judge(LlmTask::kRelevance, "m?reference_relevance=yes"));
  set_llm_settings({});
}

TEST(LlmRegistry, PromptDirReplacesBuiltinTemplates) {
  std::string dir = (std::filesystem::temp_directory_path() / "citeval_llm_prompt_dir").string();
  std::filesystem::create_directories(dir);
  const std::string custom = "Claim: {{statement}}\nEvidence: {{premise}}\nRating: [[Fully supported]]?";
  std::ofstream(dir + "/support.txt") << custom;
  FakeOpenAiServer server([](const FakeCall&) { return FakeReply{}; });
  LlmSettings s;
  s.base_url = server.base_url();
  s.prompt_dir = dir;
  set_llm_settings(s);
  auto support = make_llm_judge(LlmTask::kSupport, "m");
  auto relevance = make_llm_judge(LlmTask::kRelevance, "m");  // no relevance.txt: the built-in
  ASSERT_TRUE(support && relevance);
  EXPECT_NE((*support)->identity().find("sha256:" + sha256_hex(custom)), std::string::npos);
  EXPECT_EQ((*support)->render({"ev", "cl"}), "Claim: cl\nEvidence: ev\nRating: [[Fully supported]]?");
  EXPECT_NE((*relevance)->identity().find("sha256:" + PromptTemplate::builtin("relevance")->hash()), std::string::npos);
  set_llm_settings({});
  std::filesystem::remove_all(dir);
}

TEST(LlmJudgeCache, SecondRunIsFreeAndTheKeyIsNowhereOnDisk) {
  std::string dir = (std::filesystem::temp_directory_path() / "citeval_llm_cache_test").string();
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::string cache = dir + "/judgments.sqlite";
  std::string journal = dir + "/journal.jsonl";
  FakeOpenAiServer server([](const FakeCall& c) {
    return FakeReply{.content = c.prompt.find("yes") != std::string::npos ? "Rating: [[Relevant]]" : "Rating: [[Unrelevant]]"};
  });
  LlmSettings s;
  s.base_url = server.base_url();
  s.api_key = kKey;
  s.journal_path = journal;
  set_llm_settings(s);
  std::vector<JudgeRequest> reqs;
  for (int i = 0; i < 20; ++i) reqs.push_back({i % 2 ? "yes snippet" : "other snippet", "statement " + std::to_string(i)});
  std::vector<Judgment> first;
  {
    auto j = make_llm_judge(LlmTask::kRelevance, "m");
    ASSERT_TRUE(j);
    auto session = judge::JudgeSession::open(std::move(*j), {.cache_path = cache});
    ASSERT_TRUE(session);
    first = (*session)->judge_batch(reqs);
  }
  EXPECT_EQ(server.calls(), 20u);
  {
    auto j = make_llm_judge(LlmTask::kRelevance, "m");
    auto session = judge::JudgeSession::open(std::move(*j), {.cache_path = cache});
    ASSERT_TRUE(session);
    auto again = (*session)->judge_batch(reqs);
    ASSERT_EQ(again.size(), 20u);
    for (int i = 0; i < 20; ++i) {
      EXPECT_TRUE(again[i].ok);
      EXPECT_EQ(again[i].label, i % 2) << i;
      EXPECT_EQ(again[i].label, first[i].label);
      EXPECT_EQ(again[i].rationale, first[i].rationale);
    }
    EXPECT_EQ((*session)->stats().cache_hits, 20u);
  }
  EXPECT_EQ(server.calls(), 20u);  // all from the cache
  {
    // Another temperature is another judge: nothing comes from the cache.
    auto j = make_llm_judge(LlmTask::kRelevance, "m?temperature=0.3");
    auto session = judge::JudgeSession::open(std::move(*j), {.cache_path = cache});
    auto again = (*session)->judge_batch(reqs);
    EXPECT_EQ((*session)->stats().cache_hits, 0u);
  }
  EXPECT_EQ(server.calls(), 40u);
  set_llm_settings({});
  for (const auto& f : std::filesystem::directory_iterator(dir)) {
    EXPECT_EQ(slurp(f.path().string()).find(kKey), std::string::npos) << f.path();
  }
  EXPECT_NE(slurp(journal).find("statement 3"), std::string::npos);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace citeval::llm

// LongBench-Cite's correctness rater (eval_correct.py's LLM rating) against the loopback
// OpenAI-compatible server, and its pure parts: the rating parser, the tag removal and the
// Python-identical few-shot shuffle.
#include "llm/correctness_rater.h"

#include <gtest/gtest.h>

#include <mutex>

#include "fake_openai_server.h"
#include "llm/builtin_prompts.h"

namespace citeval::llm {
namespace {

using testing::FakeCall;
using testing::FakeOpenAiServer;
using testing::FakeReply;

TEST(CorrectnessRating, ParsedAsEvalCorrectPyParsesIt) {
  // re.findall(r"\[\[([^\]]+)\]\]", reply)[-1], then re.findall(r"\d+\.\d+|\d+", ...)[0].
  EXPECT_EQ(parse_correctness_rating("[[3]]"), 3);
  EXPECT_EQ(parse_correctness_rating("first [[2]] then [[1]]"), 1);  // the last one
  EXPECT_EQ(parse_correctness_rating("Rating: [[ 2 ]]"), 2);
  EXPECT_EQ(parse_correctness_rating("[[Rating: 7/10]]"), 7);  // the first number inside
  EXPECT_EQ(parse_correctness_rating("[[[3]]"), 3);            // "[3" is the match
  EXPECT_EQ(parse_correctness_rating("[[8]] and [[none]]"), std::nullopt);  // the last has no number
  EXPECT_EQ(parse_correctness_rating("[[2]]]] x"), 2);
  EXPECT_EQ(parse_correctness_rating("[[]] [[4]]"), 4);
  EXPECT_EQ(parse_correctness_rating("[[rating]]"), std::nullopt);
  EXPECT_EQ(parse_correctness_rating("Rating: 3"), std::nullopt);
  EXPECT_EQ(parse_correctness_rating("[[3]"), std::nullopt);
  EXPECT_EQ(parse_correctness_rating(""), std::nullopt);
  // eval_correct.py's int("2.5") raises and ends the run; here it is unreadable.
  EXPECT_EQ(parse_correctness_rating("[[2.5]]"), std::nullopt);
  EXPECT_EQ(parse_correctness_rating("[[2.]]"), 2);  // "2." holds no \d+\.\d+: the match is "2"
  EXPECT_EQ(parse_correctness_rating("[[1234567890]]"), std::nullopt);
  // Python's \d and int() read every Unicode decimal digit: full-width, Arabic-Indic, mixed.
  EXPECT_EQ(parse_correctness_rating("[[\uFF13]]"), 3);
  EXPECT_EQ(parse_correctness_rating("Rating: [[\u0662]]"), 2);
  EXPECT_EQ(parse_correctness_rating("[[score \uFF11\uFF10/10]]"), 10);
  EXPECT_EQ(parse_correctness_rating("[[1\uFF12]]"), 12);
  EXPECT_EQ(parse_correctness_rating("[[\uFF12.\uFF15]]"), std::nullopt);  // \d+\.\d+: int() raises
  EXPECT_EQ(parse_correctness_rating("[[\u00B2]]"), std::nullopt);  // a superscript is not \d
  EXPECT_EQ(parse_correctness_rating("[[\uFF11\uFF12\uFF13\uFF14\uFF15\uFF16\uFF17\uFF18\uFF19\uFF10]]"),
            std::nullopt);  // 10 digits, as for ASCII
}

TEST(CorrectnessRating, ScoresFollowTheRubrics) {
  EXPECT_EQ(correctness_score(CorrectnessKind::kQa, 1), 0.0);
  EXPECT_EQ(correctness_score(CorrectnessKind::kQa, 2), 0.5);
  EXPECT_EQ(correctness_score(CorrectnessKind::kQa, 3), 1.0);
  EXPECT_EQ(correctness_score(CorrectnessKind::kSummary, 4), 0.75);
  EXPECT_EQ(correctness_score(CorrectnessKind::kChat, 7), 0.7);
  EXPECT_TRUE(correctness_rating_in_range(CorrectnessKind::kSummary, 5));
  EXPECT_FALSE(correctness_rating_in_range(CorrectnessKind::kQa, 4));
  EXPECT_FALSE(correctness_rating_in_range(CorrectnessKind::kChat, 0));
  EXPECT_EQ(correctness_kind("longbench-chat"), CorrectnessKind::kChat);
  EXPECT_EQ(correctness_kind("gov_report"), CorrectnessKind::kSummary);
  EXPECT_EQ(correctness_kind("dureader"), CorrectnessKind::kQa);
  EXPECT_EQ(correctness_kind("multifieldqa"), std::nullopt);  // eval_correct.py's None
  EXPECT_EQ(correctness_kind("other"), std::nullopt);
}

TEST(CorrectnessRating, CitationTagsAreRemovedAsEvalCorrectPyRemovesThem) {
  EXPECT_EQ(strip_citation_tags("<statement>Paris is big.<cite>[1-2]</cite></statement> It <cite>[3-3]\n[4-4]</cite>grows."),
            "Paris is big. It grows.");
  EXPECT_EQ(strip_citation_tags("a<cite>x</cite>b<cite>y</cite>c"), "abc");  // shortest matches
  EXPECT_EQ(strip_citation_tags("open <cite>never closed"), "open <cite>never closed");
  EXPECT_EQ(strip_citation_tags("<statement><statement>x</statement>"), "x");
}

TEST(CorrectnessRating, FewShotShuffleIsPythonsRandomShuffle) {
  // /usr/bin/python3: x = list(range(n)); random.Random(seed).shuffle(x); print(x)
  EXPECT_EQ(python_shuffle_order(3, 0), (std::vector<std::size_t>{0, 2, 1}));
  EXPECT_EQ(python_shuffle_order(10, 0), (std::vector<std::size_t>{7, 8, 1, 5, 3, 4, 2, 0, 9, 6}));
  EXPECT_EQ(python_shuffle_order(3, 1), (std::vector<std::size_t>{1, 2, 0}));
  EXPECT_EQ(python_shuffle_order(10, 42), (std::vector<std::size_t>{7, 3, 2, 8, 5, 6, 9, 4, 0, 1}));
  EXPECT_EQ(python_shuffle_order(10, 4294967295ULL), (std::vector<std::size_t>{0, 7, 1, 5, 2, 6, 4, 8, 3, 9}));
  EXPECT_EQ(python_shuffle_order(10, 4294967296ULL), (std::vector<std::size_t>{8, 9, 3, 2, 4, 7, 0, 6, 5, 1}));
  EXPECT_EQ(python_shuffle_order(10, 0xdeadbeefcafebabeULL), (std::vector<std::size_t>{1, 4, 0, 9, 3, 2, 6, 7, 8, 5}));
  EXPECT_EQ(python_shuffle_order(1, 7), (std::vector<std::size_t>{0}));
  // int.from_bytes(hashlib.sha256(idx.encode()).digest()[:8], "big")
  EXPECT_EQ(few_shot_seed("5"), 17234451680913495083ULL);
  EXPECT_EQ(few_shot_seed("\"abc\""), 7837459094406133299ULL);
  EXPECT_EQ(python_shuffle_order(3, few_shot_seed("\"abc\"")), (std::vector<std::size_t>{1, 2, 0}));
}

TEST(CorrectnessRating, BuiltinPromptsParseWithTheirSchema) {
  auto p = load_correctness_prompts("");
  ASSERT_TRUE(p) << p.error().to_string();
  EXPECT_EQ(p->system, "You grade the quality of written answers fairly and carefully.");
  // A user's template must use the reference and the prediction.
  auto bad = PromptTemplate::parse("only {{question}}", "mine.txt", correctness_prompt_schema());
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().message.find("{{reference}}"), std::string::npos) << bad.error().message;
  auto unknown = PromptTemplate::parse("{{reference}} {{prediction}}\n{{premise}}", "mine.txt", correctness_prompt_schema());
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().line, 2u);
  EXPECT_EQ(unknown.error().field, "premise");
}

// One scripted server for the rater: the reply is chosen by a marker in the prediction.
FakeReply scripted(const FakeCall& c) {
  const std::string& p = c.prompt;
  if (p.find("ANSWER-QA") != std::string::npos) return {.content = "The answer is partly right. [[2]]"};
  if (p.find("ANSWER-SUMM") != std::string::npos) return {.content = "Rating: [[4]]"};
  if (p.find("ANSWER-CHAT") != std::string::npos) return {.content = "[[7]]"};
  if (p.find("ANSWER-BAD") != std::string::npos) return {.content = "I cannot rate this."};
  if (p.find("ANSWER-HIGH") != std::string::npos) return {.content = "[[9]]"};
  return {.content = "[[1]]"};
}

std::shared_ptr<ChatClient> client_for(const FakeOpenAiServer& server) {
  ClientConfig cfg;
  cfg.base_url = server.base_url();
  cfg.concurrency = 4;
  cfg.max_attempts = 1;
  return *ChatClient::create(cfg);
}

TEST(CorrectnessRater, RatesQaSummaryAndChatWithTheirRubrics) {
  std::mutex mu;
  std::vector<nlohmann::json> bodies;
  FakeOpenAiServer server([&](const FakeCall& c) {
    std::lock_guard lock(mu);
    bodies.push_back(c.body);
    return scripted(c);
  });
  auto rater = CorrectnessRater::create(client_for(server), "rater-model", *load_correctness_prompts(""));
  ASSERT_TRUE(rater) << rater.error().to_string();
  std::vector<FewShotAnswer> shots = {{"shot zero", "2"}, {"shot one", "5"}, {"shot two", "9"}};
  std::vector<CorrectnessRequest> reqs = {
      make_correctness_request(CorrectnessKind::kQa, "Who?", "Gold QA", "<statement>ANSWER-QA<cite>[1-1]</cite></statement>",
                               {}, "1"),
      make_correctness_request(CorrectnessKind::kSummary, "Summarise.", "Gold summary", "ANSWER-SUMM", {}, "2"),
      make_correctness_request(CorrectnessKind::kChat, "Chat?", "Gold chat", "  ANSWER-CHAT\nline two\n", shots, "\"abc\""),
  };
  auto out = (*rater)->rate(reqs);
  ASSERT_EQ(out.size(), 3u);
  EXPECT_TRUE(out[0].ok && out[0].rating == 2);
  EXPECT_EQ(out[0].score, 0.5);  // (2-1)/2
  EXPECT_TRUE(out[1].ok && out[1].rating == 4);
  EXPECT_EQ(out[1].score, 0.75);  // (4-1)/4
  EXPECT_TRUE(out[2].ok && out[2].rating == 7);
  EXPECT_EQ(out[2].score, 0.7);  // 7/10
  ASSERT_EQ(bodies.size(), 3u);
  for (const auto& b : bodies) {
    EXPECT_EQ(b["model"], "rater-model");
    EXPECT_EQ(b["temperature"], 0.0);
    EXPECT_EQ(b["max_tokens"], 1024);
    ASSERT_EQ(b["messages"].size(), 2u);
    EXPECT_EQ(b["messages"][0]["role"], "system");
    const std::string user = b["messages"][1]["content"];
    if (user.find("ANSWER-CHAT") != std::string::npos) {
      EXPECT_EQ(b["stop"], nlohmann::json({"\n\n"}));
      // The prediction flattened and stripped; the examples in Python's shuffle order for
      // idx "abc": [1, 2, 0].
      EXPECT_NE(user.find("[Assistant's answer begins]\nANSWER-CHAT line two\n[Assistant's answer ends]"), std::string::npos)
          << user;
      const auto a = user.find("shot one"), b2 = user.find("shot two"), c = user.find("shot zero");
      ASSERT_TRUE(a != std::string::npos && b2 != std::string::npos && c != std::string::npos) << user;
      EXPECT_TRUE(a < b2 && b2 < c) << user;
      EXPECT_NE(user.find("shot one\n[Assistant's answer ends]\n\nRating: [[5]]"), std::string::npos) << user;
      EXPECT_NE(user.find("Chat?"), std::string::npos);
      EXPECT_NE(user.find("Gold chat"), std::string::npos);
    } else {
      EXPECT_FALSE(b.contains("stop")) << b.dump();
    }
    if (user.find("ANSWER-QA") != std::string::npos) {
      EXPECT_NE(user.find("[Question]\nWho?\n[Reference answer]\nGold QA\n[Assistant's answer]\nANSWER-QA\nRating:"),
                std::string::npos)
          << user;
    }
    if (user.find("ANSWER-SUMM") != std::string::npos) {
      EXPECT_EQ(user.find("Summarise."), std::string::npos);  // the summary rubric has no question
      EXPECT_NE(user.find("[Reference summary]\nGold summary\n[Assistant's summary]\nANSWER-SUMM"), std::string::npos);
    }
  }
  const CorrectnessStats st = (*rater)->stats();
  EXPECT_EQ(st.ratings, 3u);
  EXPECT_EQ(st.asks, 3u);
  EXPECT_EQ(st.unreadable, 0u);
  EXPECT_NE((*rater)->identity().find("llm-correctness:rater-model|qa=sha256:"), std::string::npos);
}

TEST(CorrectnessRater, AnUnreadableRatingIsAskedAgainThenScoresHalfAndIsCounted) {
  FakeOpenAiServer server(scripted);
  auto rater = CorrectnessRater::create(client_for(server), "m", *load_correctness_prompts(""));
  ASSERT_TRUE(rater);
  std::vector<CorrectnessRequest> reqs = {
      make_correctness_request(CorrectnessKind::kQa, "q", "gold", "ANSWER-BAD", {}, "1"),
      make_correctness_request(CorrectnessKind::kChat, "q", "gold", "ANSWER-BAD chat",
                               {{"a", "1"}, {"b", "2"}, {"c", "3"}}, "2"),
      make_correctness_request(CorrectnessKind::kQa, "q", "gold", "ANSWER-HIGH", {}, "3"),
  };
  std::vector<std::size_t> order;
  auto out = (*rater)->rate(reqs, [&](std::size_t i, const CorrectnessRating&) { order.push_back(i); });
  // eval_correct.py: 5 tries for QA, 2 for LongBench-Chat, then 0.5.
  EXPECT_TRUE(out[0].ok);
  EXPECT_FALSE(out[0].rating.has_value());
  EXPECT_EQ(out[0].score, 0.5);
  EXPECT_EQ(out[0].tries, 5);
  EXPECT_NE(out[0].error.find("unreadable qa rating after 5 tries"), std::string::npos) << out[0].error;
  EXPECT_FALSE(out[1].rating.has_value());
  EXPECT_EQ(out[1].score, 0.5);
  EXPECT_EQ(out[1].tries, 2);
  // A rating outside 1-3 is kept, as eval_correct.py keeps it, and counted.
  EXPECT_EQ(out[2].rating, 9);
  EXPECT_EQ(out[2].score, 4.0);
  EXPECT_TRUE(out[2].out_of_range);
  EXPECT_EQ(server.calls(), 5u + 2u + 1u);
  const CorrectnessStats st = (*rater)->stats();
  EXPECT_EQ(st.unreadable, 2u);
  EXPECT_EQ(st.out_of_range, 1u);
  EXPECT_EQ(st.reasks, 4u + 1u);
  EXPECT_EQ(order.size(), 3u);
}

TEST(CorrectnessRater, AFailedRequestIsAnErrorNotAScore) {
  FakeOpenAiServer server([](const FakeCall&) { return FakeReply{.status = 400, .content = "bad"}; });
  auto rater = CorrectnessRater::create(client_for(server), "m", *load_correctness_prompts(""));
  ASSERT_TRUE(rater);
  std::vector<CorrectnessRequest> reqs = {make_correctness_request(CorrectnessKind::kQa, "q", "g", "p", {}, "1")};
  auto out = (*rater)->rate(reqs);
  EXPECT_FALSE(out[0].ok);
  EXPECT_NE(out[0].error.find("LLM request failed"), std::string::npos) << out[0].error;
  EXPECT_EQ((*rater)->stats().failed, 1u);
}

}  // namespace
}  // namespace citeval::llm

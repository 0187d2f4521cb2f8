#include "judge/judge_session.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <thread>

#include "fake_judges.h"

namespace citeval::judge {
namespace {

using testing::CountingJudge;

std::vector<JudgeRequest> reqs(std::initializer_list<std::pair<const char*, const char*>> pairs) {
  std::vector<JudgeRequest> out;
  for (auto& [p, h] : pairs) out.push_back({p, h});
  return out;
}

// A fresh temporary path for each test.
std::string temp_path(const std::string& name) {
  auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  auto dir = std::filesystem::temp_directory_path() /
             ("citeval_judge_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  auto p = dir / (std::string(info->name()) + "_" + name);
  std::filesystem::remove(p);
  std::filesystem::remove(p.string() + "-wal");
  std::filesystem::remove(p.string() + "-shm");
  return p.string();
}

struct Opened {
  std::unique_ptr<JudgeSession> session;
  CountingJudge* inner;
};

Opened open_session(SessionOptions opts = {}, std::string id = "fake:v1") {
  auto inner = std::make_unique<CountingJudge>(id);
  CountingJudge* raw = inner.get();
  auto s = JudgeSession::open(std::move(inner), std::move(opts));
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().to_string());
  return {std::move(*s), raw};
}

void expect_decided(const Judgment& j, const JudgeRequest& r) {
  Judgment want = CountingJudge::decide(r);
  EXPECT_TRUE(j.ok) << j.error;
  EXPECT_EQ(j.prob, want.prob);
  EXPECT_EQ(j.label, want.label);
  EXPECT_EQ(j.rationale, want.rationale);
}

TEST(JudgeSession, JudgesIdenticalPairsOncePerCallAndAcrossCalls) {
  auto [session, inner] = open_session();
  auto a = reqs({{"P1", "h1"}, {"P1", "h22"}, {"P1", "h1"}, {"P2", "h1"}, {"P1", "h22"}});
  auto out = session->judge_batch(a);
  ASSERT_EQ(out.size(), 5u);
  for (std::size_t i = 0; i < a.size(); ++i) expect_decided(out[i], a[i]);
  EXPECT_EQ(inner->items, 3u);  // (P1,h1) (P1,h22) (P2,h1)
  EXPECT_EQ(inner->calls, 1u);

  auto b = reqs({{"P2", "h1"}, {"P3", "h333"}, {"P1", "h1"}});
  out = session->judge_batch(b);
  for (std::size_t i = 0; i < b.size(); ++i) expect_decided(out[i], b[i]);
  EXPECT_EQ(inner->items, 4u);  // only (P3,h333) is new
  for (const auto& [pair, n] : inner->per_pair) EXPECT_EQ(n, 1) << pair.first << "/" << pair.second;

  SessionStats st = session->stats();
  EXPECT_EQ(st.requests, 8u);
  EXPECT_EQ(st.unique, 4u);
  EXPECT_EQ(st.memo_hits, 4u);
  EXPECT_EQ(st.cache_hits, 0u);
  EXPECT_EQ(st.inner_items, 4u);
  EXPECT_EQ(st.inner_calls, 2u);
  EXPECT_EQ(st.retries, 0u);
  EXPECT_EQ(st.errors, 0u);
  EXPECT_EQ(st.summary(),
            "requests=8 unique=4 memo_hits=4 cache_hits=0 judged=4 (2 calls) retries=0 errors=0");
}

// A bounded memo (a long-running service): the same judgments as an unbounded one; a pair the
// bound evicted is asked of the judge again, a pair in use is not.
TEST(JudgeSession, ABoundedMemoGivesTheSameJudgmentsAndAsksEvictedPairsAgain) {
  SessionOptions bounded;
  bounded.memo_max_pairs = 4;  // two generations of 2 pairs
  auto [session, inner] = open_session(bounded);
  auto [reference, reference_inner] = open_session();
  const auto calls = {reqs({{"P1", "h1"}, {"P1", "h2"}}), reqs({{"P2", "h1"}, {"P2", "h2"}}),
                      reqs({{"P1", "h1"}, {"P3", "h1"}}), reqs({{"P1", "h2"}, {"P1", "h1"}})};
  std::vector<std::size_t> items;
  for (const auto& c : calls) {
    const auto out = session->judge_batch(c);
    const auto want = reference->judge_batch(c);
    ASSERT_EQ(out.size(), c.size());
    for (std::size_t i = 0; i < c.size(); ++i) {
      expect_decided(out[i], c[i]);
      EXPECT_EQ(out[i].prob, want[i].prob);
      EXPECT_EQ(out[i].label, want[i].label);
    }
    items.push_back(inner->items);
  }
  // (P1,h1) is found in the older generation in call 3 and moves to a new current one, which
  // drops the older {(P1,h1), (P1,h2)}: (P1,h2), unused since call 1, is judged again in call 4.
  EXPECT_EQ(items, (std::vector<std::size_t>{2, 4, 5, 6}));
  EXPECT_EQ(reference_inner->items, 5u);
  EXPECT_EQ(inner->per_pair[std::make_pair("P1", "h2")], 2);
  EXPECT_EQ(inner->per_pair[std::make_pair("P1", "h1")], 1);
  EXPECT_EQ(session->memo_pairs(), (std::pair<std::size_t, std::size_t>{3, 4}));
  EXPECT_EQ(session->stats().unique, 6u);  // an evicted pair that comes back counts again
}

TEST(JudgeSession, PairsDifferingOnlyInWherePremiseEndsAreDistinct) {
  auto [session, inner] = open_session();
  auto a = reqs({{"ab", "c"}, {"a", "bc"}, {"", "abc"}, {"abc", ""}});
  auto out = session->judge_batch(a);
  EXPECT_EQ(inner->items, 4u);
  EXPECT_NE(make_pair_key("x", "ab", "c"), make_pair_key("x", "a", "bc"));
  EXPECT_NE(make_pair_key("xa", "b", "c"), make_pair_key("x", "ab", "c"));
}

TEST(JudgeSession, PairKeyIsSha256OfLengthPrefixedFields) {
  // Independent check of the documented encoding (python3: hashlib.sha256(
  //   (1).to_bytes(8,'little')+b'J'+(2).to_bytes(8,'little')+b'pp'+(3).to_bytes(8,'little')+b'hhh'
  // ).hexdigest()).
  EXPECT_EQ(make_pair_key("J", "pp", "hhh").hex(),
            "49935368c70cd670fb9906191e9c3f96f8033e91c8b34db5edec81566fde968e");
  EXPECT_EQ(sha256_hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST(JudgeSession, TheQuestionIsAFieldOfBothKeys) {
  // Without a question the key is the three-field one of older caches (the test above); with
  // one, a fourth length-prefixed field (python3: hashlib.sha256(L(b'J')+L(b'pp')+L(b'hhh')+
  // L(b'q')).hexdigest() with L(b) = len(b).to_bytes(8,'little')+b).
  EXPECT_EQ(make_pair_key("J", "pp", "hhh", "").hex(), make_pair_key("J", "pp", "hhh").hex());
  EXPECT_EQ(make_pair_key("J", "pp", "hhh", "q").hex(),
            "8f91f0160fe7cbea19dd503aacc60ae8c1f577bd39d4169b7814c17cd292fde8");
  // Where the question ends and the statement begins is part of the key, whatever the text
  // holds (a record separator once joined them in-band).
  EXPECT_NE(make_pair_key("J", "p", "b\x1e" "c", "a"), make_pair_key("J", "p", "c", "a\x1e" "b"));
  EXPECT_NE(make_memo_key("p", "b\x1e" "c", "a"), make_memo_key("p", "c", "a\x1e" "b"));
  EXPECT_NE(make_memo_key("p", "h", "q"), make_memo_key("p", "h"));

  std::string db = temp_path("cache.db");
  SessionOptions opts;
  opts.cache_path = db;
  std::vector<JudgeRequest> a = {{"P", "h", "Who?"}, {"P", "h", "Why?"}, {"P", "h"}, {"P", "h", "Who?"}};
  {
    auto [session, inner] = open_session(opts);
    auto out = session->judge_batch(a);
    EXPECT_EQ(inner->items, 3u);  // three distinct questions (none is one of them)
    EXPECT_EQ(session->stats().memo_hits, 1u);
  }
  auto [session, inner] = open_session(opts);
  std::vector<JudgeRequest> b = {{"P", "h", "Who?"}, {"P", "h", "When?"}, {"P", "h"}};
  session->judge_batch(b);
  EXPECT_EQ(inner->items, 1u);  // only "When?" is new to the cache
  EXPECT_EQ(session->stats().cache_hits, 2u);
}

// Reports each item through the sink before deciding the next, and lets the test look at the
// cache between two reports (as a second process would, after a kill -9 at that moment).
class StreamingJudge : public Judge {
 public:
  std::string identity() const override { return "stream:v1"; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> r) override {
    return judge_batch_streaming(r, {});
  }
  std::vector<Judgment> judge_batch_streaming(std::span<const JudgeRequest> r,
                                              const ItemSink& on_item) override {
    std::vector<Judgment> out;
    for (std::size_t i = 0; i < r.size(); ++i) {
      out.push_back(testing::CountingJudge::decide(r[i]));
      if (r[i].hypothesis == "bad") {
        out.back() = Judgment{};
        out.back().error = "bad item";
      }
      if (on_item) on_item(i, out.back());
      if (after_report) after_report(i);
    }
    return out;
  }
  std::function<void(std::size_t)> after_report;
};

TEST(JudgeSession, ItemsReportedWhileTheBatchRunsAreCachedAtOnce) {
  std::string db = temp_path("cache.db");
  SessionOptions opts;
  opts.cache_path = db;
  opts.batch_size = 1024;
  opts.cache_flush_interval = std::chrono::hours(1);  // nothing would be written before the end
  opts.max_retries = 0;
  auto inner = std::make_unique<StreamingJudge>();
  StreamingJudge* raw = inner.get();
  auto session = JudgeSession::open(std::move(inner), opts);
  ASSERT_TRUE(session.ok());
  auto a = reqs({{"P", "h1"}, {"P", "bad"}, {"P", "h333"}});
  auto probe = JudgmentCache::open(db);  // another connection, as a rerun would have
  ASSERT_TRUE(probe.ok());
  std::vector<std::size_t> hits_after;
  raw->after_report = [&](std::size_t) {
    std::vector<PairKey> keys;
    for (const auto& r : a) keys.push_back(make_pair_key("stream:v1", r.premise, r.hypothesis));
    std::vector<std::optional<Judgment>> hits;
    ASSERT_TRUE((*probe)->lookup(keys, hits).ok());
    hits_after.push_back(std::count_if(hits.begin(), hits.end(), [](const auto& h) { return h.has_value(); }));
  };
  auto out = (*session)->judge_batch(a);
  EXPECT_EQ(hits_after, (std::vector<std::size_t>{1, 1, 2}));  // the failure is not cached
  EXPECT_TRUE(out[0].ok);
  EXPECT_FALSE(out[1].ok);
  SessionStats st = (*session)->stats();
  EXPECT_EQ(st.cache_writes, 2u);  // each once: not again at the end of the batch
  EXPECT_EQ(st.errors, 1u);
  EXPECT_EQ(st.first_error, "bad item");
  ASSERT_TRUE((*session)->flush().ok());
  EXPECT_EQ((*session)->stats().cache_writes, 2u);
}

TEST(JudgeSession, BatchesInnerCallsAndReportsProgress) {
  std::vector<SessionProgress> seen;
  SessionOptions opts;
  opts.batch_size = 2;
  opts.progress = [&](const SessionProgress& p) { seen.push_back(p); };
  auto [session, inner] = open_session(opts);
  auto a = reqs({{"P", "1"}, {"P", "2"}, {"P", "1"}, {"P", "3"}, {"P", "4"}, {"P", "5"}});
  auto out = session->judge_batch(a);
  for (std::size_t i = 0; i < a.size(); ++i) expect_decided(out[i], a[i]);
  EXPECT_EQ(inner->batch_sizes, (std::vector<std::size_t>{2, 2, 1}));
  ASSERT_EQ(seen.size(), 3u);
  EXPECT_EQ(seen[0].done, 2u);
  EXPECT_EQ(seen[1].done, 4u);
  EXPECT_EQ(seen[2].done, 5u);
  EXPECT_EQ(seen[2].total, 5u);
}

TEST(JudgeSession, RerunOnTheSameCacheMakesNoInnerCalls) {
  std::string db = temp_path("cache.db");
  auto a = reqs({{"P1", "h1"}, {"P1", "h22"}, {"P2", "h333"}, {"P1", "h1"}});
  {
    SessionOptions opts;
    opts.cache_path = db;
    auto [session, inner] = open_session(opts);
    session->judge_batch(a);
    EXPECT_EQ(inner->items, 3u);
    EXPECT_EQ(session->stats().cache_writes, 0u);  // fewer than batch_size, within the interval
    ASSERT_TRUE(session->flush().ok());
    EXPECT_EQ(session->stats().cache_writes, 3u);
  }
  {
    SessionOptions opts;
    opts.cache_path = db;
    auto [session, inner] = open_session(opts);
    auto out = session->judge_batch(a);
    for (std::size_t i = 0; i < a.size(); ++i) expect_decided(out[i], a[i]);
    EXPECT_EQ(inner->items, 0u);
    EXPECT_EQ(inner->calls, 0u);
    SessionStats st = session->stats();
    EXPECT_EQ(st.cache_hits, 3u);
    EXPECT_EQ(st.memo_hits, 1u);
    EXPECT_EQ(st.unique, 3u);
    // A repeat within the same session comes from the memo, not the cache.
    session->judge_batch(a);
    EXPECT_EQ(session->stats().cache_hits, 3u);
    EXPECT_EQ(session->stats().memo_hits, 5u);
  }
  {
    // Another identity (e.g. a new prompt version) shares nothing with the first.
    SessionOptions opts;
    opts.cache_path = db;
    auto [session, inner] = open_session(opts, "fake:v2");
    session->judge_batch(a);
    EXPECT_EQ(inner->items, 3u);
    EXPECT_EQ(session->stats().cache_hits, 0u);
  }
  {
    // A cache hit answers a pair that is new in this session, mixed with a miss.
    SessionOptions opts;
    opts.cache_path = db;
    auto [session, inner] = open_session(opts);
    auto b = reqs({{"P9", "new"}, {"P1", "h22"}});
    auto out = session->judge_batch(b);
    for (std::size_t i = 0; i < b.size(); ++i) expect_decided(out[i], b[i]);
    EXPECT_EQ(inner->items, 1u);
    EXPECT_EQ(session->stats().cache_hits, 1u);
  }
}

TEST(JudgeSession, WritesTheCacheEveryBatchSizeJudgmentsOrInterval) {
  std::string db = temp_path("cache.db");
  SessionOptions opts;
  opts.cache_path = db;
  opts.batch_size = 2;
  opts.cache_flush_interval = std::chrono::hours(1);
  auto [session, inner] = open_session(opts);
  session->judge_batch(reqs({{"P", "1"}}));
  EXPECT_EQ(session->stats().cache_writes, 0u);
  session->judge_batch(reqs({{"P", "2"}, {"P", "3"}, {"P", "4"}}));
  // Inner batches {2,3} and {4}: after the first, 1,2,3 are pending and written; 4 waits.
  EXPECT_EQ(session->stats().cache_writes, 3u);
  session->judge_batch(reqs({{"P", "5"}}));
  EXPECT_EQ(session->stats().cache_writes, 5u);
  session->judge_batch(reqs({{"P", "6"}}));
  EXPECT_EQ(session->stats().cache_writes, 5u);
  session.reset();  // the destructor writes what is pending

  opts.cache_flush_interval = std::chrono::milliseconds(0);  // write after every inner batch
  opts.batch_size = 64;
  auto [second, inner2] = open_session(opts);
  second->judge_batch(reqs({{"P", "1"}, {"P", "6"}, {"P", "7"}}));
  EXPECT_EQ(inner2->items, 1u);  // 1 and 6 come from the cache
  EXPECT_EQ(second->stats().cache_hits, 2u);
  EXPECT_EQ(second->stats().cache_writes, 1u);
}

TEST(JudgeSession, FailuresAreNotCached) {
  std::string db = temp_path("cache.db");
  auto a = reqs({{"P", "good"}, {"P", "bad"}});
  {
    SessionOptions opts;
    opts.cache_path = db;
    opts.max_retries = 0;
    auto [session, inner] = open_session(opts);
    inner->failures["bad"] = -1;
    auto out = session->judge_batch(a);
    EXPECT_TRUE(out[0].ok);
    EXPECT_FALSE(out[1].ok);
  }
  SessionOptions opts;
  opts.cache_path = db;
  auto [session, inner] = open_session(opts);
  auto out = session->judge_batch(a);
  EXPECT_TRUE(out[1].ok);
  EXPECT_EQ(inner->items, 1u);  // only "bad" again
}

TEST(JudgeSession, RetriesFailedItemsUntilTheySucceed) {
  SessionOptions opts;
  opts.max_retries = 2;
  auto [session, inner] = open_session(opts);
  inner->failures["flaky"] = 2;  // fails twice, then succeeds on the third attempt
  auto a = reqs({{"P", "a"}, {"P", "flaky"}, {"P", "b"}});
  auto out = session->judge_batch(a);
  for (std::size_t i = 0; i < a.size(); ++i) expect_decided(out[i], a[i]);
  EXPECT_EQ((inner->per_pair[{"P", "flaky"}]), 3);
  EXPECT_EQ(inner->batch_sizes, (std::vector<std::size_t>{3, 1, 1}));
  SessionStats st = session->stats();
  EXPECT_EQ(st.retries, 2u);
  EXPECT_EQ(st.errors, 0u);
  EXPECT_EQ(st.inner_items, 5u);
  EXPECT_EQ(st.unique, st.cache_hits + st.inner_items - st.retries);
}

TEST(JudgeSession, PermanentFailureIsAnItemErrorAndOthersSucceed) {
  SessionOptions opts;
  opts.max_retries = 2;
  auto [session, inner] = open_session(opts);
  inner->failures["never"] = -1;
  inner->failures["once"] = 1;
  auto a = reqs({{"P", "x"}, {"P", "never"}, {"P", "once"}, {"P", "never"}, {"P", "y"}});
  auto out = session->judge_batch(a);
  expect_decided(out[0], a[0]);
  expect_decided(out[2], a[2]);
  expect_decided(out[4], a[4]);
  for (int i : {1, 3}) {
    EXPECT_FALSE(out[i].ok);
    EXPECT_EQ(out[i].error, "boom: never");
  }
  EXPECT_EQ((inner->per_pair[{"P", "never"}]), 3);  // first attempt + 2 retries
  SessionStats st = session->stats();
  EXPECT_EQ(st.errors, 1u);
  EXPECT_EQ(st.first_error, "boom: never");
  EXPECT_NE(st.summary().find(" errors=1 (first: boom: never)"), std::string::npos) << st.summary();
  EXPECT_EQ(st.retries, 3u);  // never x2, once x1
  // Memoised failure: asking again in this session does not call the judge again.
  auto again = session->judge_batch(reqs({{"P", "never"}}));
  EXPECT_FALSE(again[0].ok);
  EXPECT_EQ((inner->per_pair[{"P", "never"}]), 3);
}

class ContractBreakingJudge : public Judge {
 public:
  std::string mode;
  std::string identity() const override { return "broken"; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> r) override {
    if (mode == "throw") throw std::runtime_error("network down");
    std::vector<Judgment> out(r.size());
    for (auto& j : out) {
      j.ok = true;
      j.prob = mode == "prob" ? 1.5 : 0.5;
      j.label = mode == "label" ? 7 : 1;
    }
    if (mode == "count") out.pop_back();
    return out;
  }
};

TEST(JudgeSession, ContractViolationsBecomeItemErrors) {
  const std::pair<const char*, const char*> cases[] = {
      {"throw", "the judge threw: network down"},
      {"prob", "the judge returned prob 1.5 outside [0, 1]"},
      {"label", "the judge returned label 7 (expected 0 or 1)"},
      {"count", "the judge returned 1 judgments for 2 requests"},
  };
  for (auto [mode, message] : cases) {
    auto inner = std::make_unique<ContractBreakingJudge>();
    inner->mode = mode;
    SessionOptions opts;
    opts.max_retries = 1;
    auto s = JudgeSession::open(std::move(inner), opts);
    ASSERT_TRUE(s.ok());
    auto out = (*s)->judge_batch(reqs({{"p", "h"}, {"p", "h2"}}));
    ASSERT_EQ(out.size(), 2u);
    for (const auto& j : out) {
      EXPECT_FALSE(j.ok) << mode;
      EXPECT_EQ(j.error, message);
    }
    EXPECT_EQ((*s)->stats().errors, 2u);
    EXPECT_EQ((*s)->stats().inner_calls, 2u) << mode;
  }
}

TEST(JudgeSession, UnusableCacheIsAnOpenError) {
  SessionOptions opts;
  opts.cache_path = std::filesystem::temp_directory_path().string();  // a directory
  auto s = JudgeSession::open(std::make_unique<CountingJudge>(), opts);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().code, ErrorCode::kIo);
  EXPECT_EQ(s.error().file, opts.cache_path);

  std::string junk = temp_path("junk.db");
  std::ofstream(junk) << "this is not a database, just some text long enough to have a header";
  opts.cache_path = junk;
  s = JudgeSession::open(std::make_unique<CountingJudge>(), opts);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().file, junk);
  EXPECT_NE(s.error().message.find("not a database"), std::string::npos) << s.error().message;

  opts.cache_path = "/nonexistent-dir/cache.db";
  s = JudgeSession::open(std::make_unique<CountingJudge>(), opts);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().code, ErrorCode::kIo);

  s = JudgeSession::open(nullptr, {});
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().code, ErrorCode::kInvalidArgument);
}

TEST(JudgeSession, ConcurrentCallersGetCorrectJudgments) {
  std::string db = temp_path("cache.db");
  SessionOptions opts;
  opts.cache_path = db;
  opts.batch_size = 7;
  auto [session, inner] = open_session(opts);
  std::vector<JudgeRequest> r;
  for (int i = 0; i < 300; ++i) {
    r.push_back({"premise " + std::to_string(i % 13), std::string(1 + i % 17, 'h')});
  }
  std::vector<std::vector<Judgment>> results(4);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int rep = 0; rep < 3; ++rep) results[t] = session->judge_batch(r);
    });
  }
  for (auto& th : threads) th.join();
  for (const auto& out : results) {
    ASSERT_EQ(out.size(), r.size());
    for (std::size_t i = 0; i < r.size(); ++i) expect_decided(out[i], r[i]);
  }
  SessionStats st = session->stats();
  EXPECT_EQ(st.requests, 4u * 3u * r.size());
  EXPECT_EQ(st.requests, st.memo_hits + st.unique);
  EXPECT_GE(st.unique, inner->per_pair.size());  // 13 * 17 = 221 distinct pairs at least once
  EXPECT_EQ(inner->per_pair.size(), 221u);
  EXPECT_TRUE(session->flush().ok());
  EXPECT_EQ(st.cache_errors, 0u);
}

TEST(JudgeSession, PassesThroughIdentityAndApproximation) {
  auto [session, inner] = open_session({}, "fake:v9");
  EXPECT_EQ(session->identity(), "fake:v9");
  EXPECT_FALSE(session->is_approximation());
  EXPECT_TRUE(session->thread_safe());
  EXPECT_TRUE(session->judge_batch({}).empty());
}

TEST(JudgeSession, SummaryEndsWithTheJudgesRunNotes) {
  auto [session, inner] = open_session({}, "fake:v1");
  session->judge_batch(reqs({{"p", "h1"}}));
  EXPECT_EQ(session->stats().summary(),
            "requests=1 unique=1 memo_hits=0 cache_hits=0 judged=1 (1 calls) retries=0 errors=0");
  inner->notes = "premise truncated to fit 8 tokens in 1 of 1 items (3 tokens dropped)";
  EXPECT_EQ(session->run_notes(), inner->notes);
  EXPECT_EQ(session->stats().judge_notes, inner->notes);
  EXPECT_EQ(session->stats().summary(),
            "requests=1 unique=1 memo_hits=0 cache_hits=0 judged=1 (1 calls) retries=0 errors=0; "
            "premise truncated to fit 8 tokens in 1 of 1 items (3 tokens dropped)");
}

}  // namespace
}  // namespace citeval::judge

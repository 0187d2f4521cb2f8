// The committed model: loading and its errors, exact accuracy on a dev slice (a regression
// test: update the numbers when the model is retrained), determinism across threads, and the
// library API's offsets.
#include "depparse/parser.h"

#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include "depparse/evaluate.h"
#include "depparse/scheme.h"
#include "test_data.h"

namespace citeval::parse {
namespace {

const std::string kModel = std::string(CITEVAL_SOURCE_DIR) + "/models/en_ewt_spacy.model";

std::shared_ptr<const DependencyParser> model() { return testing::committed_model("en_ewt_spacy.model"); }

TEST(Parser, LoadsTheCommittedModel) {
  auto m = model();
  ASSERT_TRUE(m);
  EXPECT_EQ(m->scheme(), "spacy");
  EXPECT_EQ(m->labels().size(), 43u);  // the spaCy scheme's labels in EWT train, pcomp included
  EXPECT_EQ(m->tags().size(), 102u);
}

TEST(Parser, RejectsDamagedModelFiles) {
  const std::string bytes = testing::slurp(kModel);
  ASSERT_GT(bytes.size(), 1000u);
  std::string flipped = bytes;
  flipped[bytes.size() / 2] ^= 1;
  auto r = DependencyParser::from_bytes(flipped, "m");
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().to_string(), "m: not a valid parser model: checksum mismatch (file truncated or corrupted)");
  r = DependencyParser::from_bytes(bytes.substr(0, bytes.size() - 100), "m");
  ASSERT_FALSE(r);
  r = DependencyParser::from_bytes("hello", "m");
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().to_string(), "m: not a valid parser model: bad magic (expected a CITEVAL-DEPPARSE file)");
  auto missing = DependencyParser::load("/nonexistent.model");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, ErrorCode::kIo);
}

TEST(Parser, SerializeRoundTripsExactly) {
  auto m = model();
  ASSERT_TRUE(m);
  EXPECT_EQ(m->serialize(), testing::slurp(kModel));
}

TEST(Parser, AccuracyOnTheFirst300DevSentences) {
  auto m = model();
  ASSERT_TRUE(m);
  auto sc = testing::score_dev_slice(*m);
  ASSERT_TRUE(sc);
  // Exact counts of the committed model (deterministic greedy decoding).
  EXPECT_EQ(sc->words, 5708u);
  EXPECT_EQ(sc->upos_correct, 5443u);  // 95.36%
  EXPECT_EQ(sc->head_correct, 4847u);  // UAS 84.92
  EXPECT_EQ(sc->labelled_correct, 4694u);  // LAS 82.24
}

TEST(Parser, ThreadsShareTheModelAndAgree) {
  auto m = model();
  ASSERT_TRUE(m);
  auto gold = testing::dev_slice();
  auto run = [&](std::vector<std::string>& out) {
    for (const auto& s : gold) {
      std::string text;
      write_conllu(annotate(*m, s), text);
      out.push_back(std::move(text));
    }
  };
  std::vector<std::string> a, b, c;
  run(a);
  std::thread t1([&] { run(b); }), t2([&] { run(c); });
  t1.join();
  t2.join();
  EXPECT_EQ(a, b);
  EXPECT_EQ(a, c);
}

TEST(Parser, ParseTextKeepsOffsetsAndBuildsATree) {
  auto m = model();
  ASSERT_TRUE(m);
  testing::expect_cups_tree(*m);
  EXPECT_TRUE(m->parse_text("   ").words.empty());
  ParseTree w = m->parse_words({"Cups", "can", "be", "made", "of", "glass", "."});
  EXPECT_EQ(w.words[4].dep, "prep");
  EXPECT_EQ(w.words[0].begin, 0u);
}

TEST(LinearModel, SerializeDeserializeAndPruneKeepScores) {
  PerceptronTrainer t(3);
  const std::uint64_t f1[] = {11, 12}, f2[] = {12, 13};
  for (int i = 0; i < 5; ++i) {
    t.update(f1, 2, 0, 1);
    t.tick();
    t.update(f2, 2, 2, 0);
    t.tick();
  }
  LinearModel m = t.finish(0);
  std::string bytes;
  m.serialize(bytes);
  ByteReader in(bytes.data(), bytes.size());
  auto back = LinearModel::deserialize(in);
  ASSERT_TRUE(back);
  float a[3], b[3];
  m.score(f1, 2, a);
  back->score(f1, 2, b);
  for (int c = 0; c < 3; ++c) EXPECT_EQ(a[c], b[c]);
  EXPECT_EQ(m.num_features(), 3u);
  LinearModel p = m.pruned(1e9f);
  EXPECT_EQ(p.num_features(), 0u);
  p.score(f1, 2, a);
  EXPECT_EQ(a[0], 0.0f);
}

TEST(LinearModel, AverageIsTheMeanOfTheModelsWeights) {
  PerceptronTrainer t1(3), t2(3);
  const std::uint64_t f1[] = {11, 12}, f2[] = {13};
  t1.update(f1, 2, 0, 1);  // feature 11, 12: class 0 +1, class 1 -1
  t1.tick();
  t2.update(f2, 1, 2, 0);  // feature 13: class 2 +1, class 0 -1
  t2.tick();
  t2.update(f1, 2, 0, 1);
  t2.tick();
  const LinearModel a = t1.finish(0), b = t2.finish(0);
  const LinearModel m = LinearModel::average({&a, &b});
  EXPECT_EQ(m.num_classes(), 3);
  EXPECT_EQ(m.num_features(), 3u);
  float sa[3], sb[3], sm[3];
  for (const auto* f : {&f1[0], &f1[1], &f2[0]}) {
    a.score(f, 1, sa);
    b.score(f, 1, sb);
    m.score(f, 1, sm);
    for (int c = 0; c < 3; ++c) EXPECT_NEAR(sm[c], (sa[c] + sb[c]) / 2, 1e-3f) << *f << " " << c;
  }
}

TEST(Tagger, TwoPassModelRoundTripsThroughTheModelFile) {
  auto m = model();
  ASSERT_TRUE(m);
  // The committed tagger's model as both passes: a version 2 file that reads back byte for byte.
  DependencyParser two("spacy", Tagger(m->tags(), m->tagger().model(), m->tagger().model()), m->labels(),
                       m->parser_model());
  const std::string bytes = two.serialize();
  auto back = DependencyParser::from_bytes(bytes, "two");
  ASSERT_TRUE(back) << back.error().to_string();
  EXPECT_TRUE(back.value()->tagger().two_pass());
  EXPECT_EQ(back.value()->serialize(), bytes);
  EXPECT_EQ(m->tagger().two_pass() ? 2u : 1u, static_cast<unsigned>(testing::slurp(kModel)[16]));  // version byte
}

// score_int() against a plain reading of the serialized weights: sparse and dense rows (a row
// is dense when it covers a quarter of the classes or more), absent features, repeats.
TEST(LinearModel, IntegerScoresEqualTheSumOfTheStoredWeights) {
  const int kClasses = 37;  // not a multiple of 8: dense rows are padded
  PerceptronTrainer t(kClasses);
  std::uint64_t state = 7;
  auto next = [&] {
    state += 0x9E3779B97F4A7C15ull;
    return mix64(state);
  };
  std::vector<std::uint64_t> keys;
  for (int i = 0; i < 1000; ++i) keys.push_back(feature_key(1, next()));
  for (int step = 0; step < 1000; ++step) {
    const std::uint64_t f[3] = {keys[next() % 1000], keys[next() % 1000], keys[next() % 10]};
    t.update(f, 3, static_cast<int>(next() % kClasses), static_cast<int>(next() % kClasses));
    t.tick();
  }
  LinearModel m = t.finish(0);
  std::string bytes;
  m.serialize(bytes);
  // Layout: u32 classes, f32 scale, u64 #features, u64 #weights, keys, u8 row lengths, classes, int16.
  std::uint64_t nf = 0, nw = 0;
  std::memcpy(&nf, bytes.data() + 8, 8);
  std::memcpy(&nw, bytes.data() + 16, 8);
  const char* p = bytes.data() + 24;
  std::map<std::uint64_t, std::vector<std::int32_t>> ref;
  const char* lens = p + nf * 8;
  const char* cls = lens + nf;
  const char* q = cls + nw;
  std::size_t w = 0;
  bool some_dense = false, some_sparse = false;
  for (std::uint64_t f = 0; f < nf; ++f) {
    std::uint64_t key = 0;
    std::memcpy(&key, p + f * 8, 8);
    auto& row = ref[key];
    row.assign(kClasses, 0);
    const int len = static_cast<std::uint8_t>(lens[f]);
    (len * 4 >= kClasses ? some_dense : some_sparse) = true;
    for (int j = 0; j < len; ++j, ++w) {
      std::int16_t v = 0;
      std::memcpy(&v, q + w * 2, 2);
      row[static_cast<std::uint8_t>(cls[w])] += v;
    }
  }
  ASSERT_EQ(w, nw);
  EXPECT_TRUE(some_dense);
  EXPECT_TRUE(some_sparse);
  std::vector<std::uint64_t> query(keys.begin(), keys.end());
  query.push_back(feature_key(2, 12345));  // never trained
  query.push_back(keys[3]);                // repeated
  std::int32_t got[LinearModel::kMaxClasses];
  m.score_int(query.data(), query.size(), got);
  float as_float[kClasses];
  m.score(query.data(), query.size(), as_float);
  for (int c = 0; c < kClasses; ++c) {
    std::int32_t want = 0;
    for (std::uint64_t k : query)
      if (auto it = ref.find(k); it != ref.end()) want += it->second[c];
    EXPECT_EQ(got[c], want) << "class " << c;
    EXPECT_EQ(as_float[c], static_cast<float>(want) * m.scale());
  }
}

}  // namespace
}  // namespace citeval::parse

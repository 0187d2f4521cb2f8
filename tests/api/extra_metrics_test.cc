// The figures beside the citation scores through the library (citeval/evaluate.h): MAUVE on
// given features equals mauve::compute_mauve on the same rows, and shards (each with its own
// rows) merge, directly and through JSON, into exactly the MAUVE of one run; the options are
// refused before anything runs where eval.py does not compute a figure; ALiICE's correctness
// equals ALCE's on the same items; eval.py's cv, avg_length, length_std and std_em by hand.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "citeval/evaluate.h"
#include "citeval/options.h"
#include "api_test_util.h"
#include "cli/cli_run.h"
#include "mauve/feature_reader.h"
#include "mauve/mauve.h"

namespace citeval {
namespace {

using api_test::aliice_options;
using api_test::run_shard;

using nlohmann::json;

constexpr std::size_t kItems = 30;
constexpr std::size_t kNoAnswer = 7;  // this item has no 'answer': left out of both sides

class ApiExtras : public CliTempDirTest {
 protected:
  // ASQA-like items; every prepared text is non-empty except item kNoAnswer's (no answer).
  std::string items_file() {
    std::ofstream out(dir_ / "asqa_items.jsonl");
    for (std::size_t k = 0; k < kItems; ++k) {
      json item = {{"question", "Question " + std::to_string(k) + "?"},
                   {"output", "Output " + std::to_string(k) + " says something [1]."},
                   {"qa_pairs", {{{"question", "q"}, {"short_answers", {std::to_string(k)}}}}},
                   {"docs", {{{"title", "t"}, {"text", "Output " + std::to_string(k) + " says something"}}}}};
      if (k != kNoAnswer) item["answer"] = "The answer number " + std::to_string(k);
      out << item.dump() << "\n";
    }
    return path("asqa_items.jsonl");
  }

  // Random rows (float32), `shift` apart between the sides.
  static mauve::Matrix<float> rows(std::size_t n, unsigned seed, float shift) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> normal;
    mauve::Matrix<float> m{n, 12, {}};
    for (std::size_t i = 0; i < n * 12; ++i) m.data.push_back(normal(rng) + ((i % 5 == 0) ? shift : 0.0f));
    return m;
  }

  // Rows [b, e) of a matrix written as .npy; returns the path.
  std::string npy(const std::string& name, const mauve::Matrix<float>& m, std::size_t b, std::size_t e) {
    mauve::Matrix<float> part{e - b, m.cols,
                              std::vector<float>(m.data.begin() + static_cast<std::ptrdiff_t>(b * m.cols),
                                                 m.data.begin() + static_cast<std::ptrdiff_t>(e * m.cols))};
    EXPECT_TRUE(mauve::write_npy(path(name), mauve::Features(part)));
    return path(name);
  }
};

EvalOptions alce_options(const std::string& input) {
  EvalOptions o;
  o.benchmark = Benchmark::kAlce;
  o.dataset = "asqa";
  o.input = input;
  o.judge = "lexical";
  o.session.no_cache = true;
  o.mauve_threads = 1;  // faiss's k-means can round differently with another thread count
  return o;
}

json without_stats(json s) {
  s["citeval"].erase("judge_stats");
  return s;
}

// The text rows of items [b, e): one an item with an answer.
std::size_t text_rows(std::size_t b, std::size_t e) {
  return e - b - (b <= kNoAnswer && kNoAnswer < e ? 1 : 0);
}

TEST_F(ApiExtras, MauveOnGivenFeaturesEqualsTheLibraryAndShardsMergeExactly) {
  const std::string input = items_file();
  auto f = read_items(Benchmark::kAlce, input);
  ASSERT_TRUE(f);
  ASSERT_EQ(f->items.size(), kItems);
  const std::size_t n = kItems - 1;
  const auto p = rows(n, 1, 0.0f), q = rows(n, 2, 1.5f);
  EvalOptions o = alce_options(input);
  o.mauve_features = npy("q.npy", q, 0, n);
  o.mauve_reference_features = npy("p.npy", p, 0, n);
  const EvalState whole = run_shard(o, *f, 0, kItems);
  const json summary = whole.summary_json();
  mauve::MauveOptions one;
  one.threads = 1;
  auto want = mauve::compute_mauve(mauve::Features(p), mauve::Features(q), one);
  ASSERT_TRUE(want);
  EXPECT_EQ(summary["mauve"].get<double>(), 100 * want->mauve);
  EXPECT_GT(want->mauve, 0.0);
  EXPECT_LT(want->mauve, 1.0);
  const json& m = summary["citeval"]["mauve"];
  EXPECT_EQ(m["featurizer"], "given");
  EXPECT_EQ(m["approximation"], false);
  EXPECT_EQ(m["references"], n);
  EXPECT_EQ(m["outputs"], n);
  EXPECT_EQ(m["items_without_answer"], 1);
  EXPECT_EQ(m["frontier_integral"].get<double>(), want->frontier_integral);
  EXPECT_EQ(m["num_buckets"], 3);  // max(2, round(29 / 10))
  EXPECT_EQ(whole.exit_code(), 0);
  EXPECT_NE(whole.summary_table().find("mauve: featurizer given"), std::string::npos) << whole.summary_table();

  // Shards with their own rows merge into the MAUVE of one run (also through JSON).
  const json expected = without_stats(summary);
  for (std::size_t shards : {2u, 3u}) {
    EvalState direct, through_json;
    std::size_t row = 0;
    for (std::size_t k = 0; k < shards; ++k) {
      const std::size_t b = kItems * k / shards, e = kItems * (k + 1) / shards, r = text_rows(b, e);
      EvalOptions s = o;
      s.mauve_features = npy("q" + std::to_string(k) + ".npy", q, row, row + r);
      s.mauve_reference_features = npy("p" + std::to_string(k) + ".npy", p, row, row + r);
      row += r;
      const EvalState state = run_shard(s, *f, b, e);
      ASSERT_TRUE(direct.merge(state));
      auto back = EvalState::from_json(json::parse(state.to_json().dump()));
      ASSERT_TRUE(back) << back.error().to_string();
      ASSERT_TRUE(through_json.merge(*back));
    }
    EXPECT_EQ(without_stats(direct.summary_json()), expected) << shards << " shards";
    EXPECT_EQ(without_stats(through_json.summary_json()), expected) << shards << " shards via JSON";
  }
}

TEST_F(ApiExtras, GivenRowsMustFitTheTexts) {
  const std::string input = items_file();
  auto f = read_items(Benchmark::kAlce, input);
  ASSERT_TRUE(f);
  const auto p = rows(kItems, 1, 0.0f), q = rows(kItems, 2, 1.0f);
  EvalOptions o = alce_options(input);
  o.mauve_features = npy("q.npy", q, 0, kItems);  // one row too many a side
  o.mauve_reference_features = npy("p.npy", p, 0, kItems);
  // The library: rows left over make MAUVE undefined (a failure), saying which file.
  const EvalState state = run_shard(o, *f, 0, kItems);
  const json s = state.summary_json();
  EXPECT_TRUE(s["mauve"].is_null());
  EXPECT_EQ(s["citeval"]["undefined"]["mauve"],
            path("q.npy") +
                ": 30 feature rows for 29 prepared output texts (one row per line of `citeval mauve "
                "--write-texts`'s output.txt, in order); " +
                path("p.npy") +
                ": 30 feature rows for 29 prepared reference texts (one row per line of `citeval mauve "
                "--write-texts`'s reference.txt, in order)");
  EXPECT_EQ(state.exit_code(), 1);
  // The whole-file run refuses them.
  FileRun fr;
  fr.input = input;
  auto r = evaluate_file(o, fr);
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().message.find("30 feature rows for 29 prepared output texts"), std::string::npos)
      << r.error().to_string();
  // Too few rows fail the chunk that runs out of them.
  o.mauve_features = npy("q_short.npy", q, 0, 10);
  auto ev = Evaluator::create(o);
  ASSERT_TRUE(ev);
  auto records = (*ev)->evaluate(f->items);
  ASSERT_FALSE(records);
  EXPECT_EQ(records.error().to_string(),
            path("q_short.npy") +
                ": 10 feature rows for at least 29 prepared output texts (one row per line of `citeval mauve "
                "--write-texts`'s output.txt, in order)");
}

TEST_F(ApiExtras, FiguresEvalPyDoesNotComputeAreRefused) {
  const std::string input = items_file();
  auto refused = [](EvalOptions o) {
    auto ev = Evaluator::create(o);
    return ev ? std::string("created") : ev.error().to_string();
  };
  EvalOptions o = alce_options(input);
  o.dataset = "eli5";
  o.qa = "qa:" + path("no-model");
  // The library names the option neutrally; the CLI spells it --qa, Python qa= (options.h).
  EXPECT_EQ(refused(o),
            "QA accuracy (`qa`) is ASQA's figure: ALCE's eval.py turns it off for QAMPARI and has "
            "no qa_pairs to ask for ELI5 (dataset here: eli5)");
  EXPECT_EQ(spell_options(refused(o), OptionSpelling::kCli),
            "QA accuracy (--qa) is ASQA's figure: ALCE's eval.py turns it off for QAMPARI and has "
            "no qa_pairs to ask for ELI5 (dataset here: eli5)");
  EXPECT_EQ(spell_options(refused(o), OptionSpelling::kPython),
            "QA accuracy (qa=) is ASQA's figure: ALCE's eval.py turns it off for QAMPARI and has "
            "no qa_pairs to ask for ELI5 (dataset here: eli5)");
  o = alce_options(input);
  o.dataset = "qampari";
  o.mauve = "embed";
  EXPECT_EQ(refused(o),
            "MAUVE is not computed for QAMPARI: ALCE's eval.py turns --mauve off for it (its "
            "outputs are lists of short answers; the paper omits it)");
  {
    // A library program has the CLI's model featurizers and QA model (its runtime loads the
    // model module when a chunk first needs one): without the module or the model, that chunk
    // fails, saying why.
    RuntimeOptions without;
    without.model_module = "/nonexistent/libciteval_model.so";
    auto no_module = Runtime::create(without);
    ASSERT_TRUE(no_module);
    auto f = read_items(Benchmark::kAlce, input);
    ASSERT_TRUE(f);
    EvalOptions lm = alce_options(input);
    lm.mauve = "lm:" + path("gpt2");
    EvalOptions qa = alce_options(input);
    qa.qa = "qa:" + path("qa");
    for (const EvalOptions& x : {lm, qa}) {
      // The QA model's configuration is read at create; the featurizer runs with the chunk.
      auto ev = Evaluator::create(x, *no_module);
      ASSERT_EQ(ev.ok(), !x.qa) << (ev ? "created" : ev.error().to_string());
      std::string why;
      if (ev) {
        auto records = (*ev)->evaluate(f->items);
        ASSERT_FALSE(records);
        why = records.error().to_string();
      } else {
        why = ev.error().to_string();
      }
      EXPECT_NE(why.find(x.qa ? path("qa") : "cannot load the libtorch model module (set $CITEVAL_MODEL_MODULE to its "
                                              "path): /nonexistent/libciteval_model.so"),
                std::string::npos)
          << why;
    }
  }
  o = alce_options(input);
  o.mauve = "gpt2";
  EXPECT_NE(refused(o).find("unknown MAUVE featurizer 'gpt2'"), std::string::npos);
  o = alce_options(input);
  o.mauve = "embed";
  o.mauve_features = path("q.npy");
  o.mauve_reference_features = path("p.npy");
  EXPECT_EQ(refused(o), "MAUVE featurizer 'embed' and given feature files: choose one");
  o.mauve.reset();
  o.mauve_reference_features.reset();
  EXPECT_NE(refused(o).find("go together"), std::string::npos);
  // The CLI refuses before anything runs: no summary is written.
  const CliRun cli = run_cli("eval --dataset eli5 -i " + std::string(CITEVAL_SOURCE_DIR) +
                             "/examples/alce_eli5.json --judge lexical -q --qa qa:" + path("qa") + " -o " + path("s.json"));
  EXPECT_EQ(cli.status, 1);
  EXPECT_NE(cli.err.find("citeval eval: QA accuracy (--qa) is ASQA's figure"), std::string::npos) << cli.err;
  EXPECT_FALSE(std::filesystem::exists(path("s.json")));
  EvalOptions a;
  a.benchmark = Benchmark::kAliice;
  a.qa = "qa:x";
  EXPECT_EQ(refused(a), "option(s) qa do not apply to benchmark aliice");
  a.qa.reset();
  a.dataset = "qampari";
  EXPECT_EQ(refused(a), "ALiICE dataset 'qampari': asqa or eli5 (eval.py's --dataset)");
}

TEST_F(ApiExtras, AliiceCorrectnessEqualsAlceOnTheSameItems) {
  for (const std::string ds : {"asqa", "eli5"}) {
    SCOPED_TRACE(ds);
    const std::string input = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_" + ds + ".json";
    FileRun fr;
    fr.input = input;
    EvalOptions a = alce_options(input);
    a.dataset = ds;
    a.mauve_threads.reset();
    auto alce = evaluate_file(a, fr);
    ASSERT_TRUE(alce) << alce.error().to_string();
    auto aliice = evaluate_file(aliice_options(input, ds), fr);
    ASSERT_TRUE(aliice) << aliice.error().to_string();
    const json x = alce->summary_json(), y = aliice->summary_json();
    const std::vector<std::string> keys =
        ds == "asqa" ? std::vector<std::string>{"length", "str_em", "str_hit"}
                     : std::vector<std::string>{"length", "claims_nli"};
    for (const auto& k : keys) {
      ASSERT_TRUE(x.contains(k)) << k;
      EXPECT_EQ(y[k], x[k]) << k;
    }
    EXPECT_EQ(y["citeval"]["correctness"]["dataset"], ds);
    EXPECT_FALSE(y.contains(ds == "asqa" ? "claims_nli" : "str_em"));
  }
  // Without a dataset: length only, and the summary says why.
  const std::string input = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json";
  FileRun fr;
  fr.input = input;
  auto plain = evaluate_file(aliice_options(input, ""), fr);
  ASSERT_TRUE(plain);
  const json s = plain->summary_json();
  EXPECT_TRUE(s.contains("length"));
  EXPECT_FALSE(s.contains("str_em"));
  EXPECT_TRUE(s["citeval"]["correctness"]["dataset"].is_null());
}

TEST_F(ApiExtras, AliiceEvalPyFieldsByHand) {
  // --no-truncate, as eval.py: the whole output; cv from the outputs with their marks.
  std::ofstream(dir_ / "small.json")
      << json{{{"question", "q1"},
               {"output", "Alpha beta [1]. Gamma [2] delta."},
               {"qa_pairs", {{{"short_answers", {"alpha"}}}, {{"short_answers", {"zeta"}}}}},
               {"docs", {{{"title", "a"}, {"text", "Alpha beta."}}, {{"title", "g"}, {"text", "Gamma delta."}}}}},
              {{"question", "q2"},
               {"output", "One two three four five [1]."},
               {"qa_pairs", {{{"short_answers", {"four"}}}}},
               {"docs", {{{"title", "o"}, {"text", "One two three four five."}}}}}}
             .dump();
  EvalOptions o = aliice_options(path("small.json"), "asqa");
  o.truncate_output = false;
  o.reference_keys = true;
  FileRun fr;
  fr.input = path("small.json");
  auto st = evaluate_file(o, fr);
  ASSERT_TRUE(st) << st.error().to_string();
  const json s = st->summary_json();
  // calculate_cv: each mark's offset / its sentence's length, pooled; np.std / mean.
  const std::vector<double> pos = {11.0 / 15, 6.0 / 16, 24.0 / 28};
  const double mean = (pos[0] + pos[1] + pos[2]) / 3;
  const double var = ((pos[0] - mean) * (pos[0] - mean) + (pos[1] - mean) * (pos[1] - mean) +
                      (pos[2] - mean) * (pos[2] - mean)) / 3;
  EXPECT_EQ(s["cv"].get<double>(), std::sqrt(var) / mean);
  // remove_citations, then words: "Alpha beta. Gamma delta." (4), "One two three four five." (5).
  EXPECT_EQ(s["avg_length"].get<double>(), 4.5);
  EXPECT_EQ(s["length_std"].get<double>(), 0.5);
  // str_em: item 1 has "alpha" not "zeta" (0.5), item 2 "four" (1).
  EXPECT_EQ(s["str_em"].get<double>(), 75.0);
  EXPECT_EQ(s["str_hit"].get<double>(), 50.0);
  EXPECT_EQ(s["std_em"].get<double>(), 0.25);
  EXPECT_FALSE(s.contains("length"));  // citeval's names go under citeval.scores
  EXPECT_EQ(s["citeval"]["scores"]["length"].get<double>(), 4.5);
}

}  // namespace
}  // namespace citeval

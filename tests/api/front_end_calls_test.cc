// The library calls behind the thin commands (judge, mauve, qa, parse, claims, report,
// calibrate, meta): exact results, errors as values naming file, line and field (and options
// neutrally), and the same figures as the citeval executable prints.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/cli_run.h"
#include "citeval/claims.h"
#include "citeval/judge_lines.h"
#include "citeval/judges.h"
#include "citeval/mauve.h"
#include "citeval/meta.h"
#include "citeval/qa.h"
#include "citeval/report.h"

namespace citeval {
namespace {

const std::string kAsqa = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json";
const std::string kWice = std::string(CITEVAL_SHARED_DIR) + "/data/labels/wice/claim_dev.jsonl";
const std::string kTrees = std::string(CITEVAL_SHARED_DIR) + "/data/aliice/tree_examples.jsonl";

class FrontEndCalls : public CliTempDirTest {
 protected:
  // The first `n` lines of `from`, as the file `name`.
  std::string head(const std::string& from, std::size_t n, const std::string& name) {
    std::ifstream in(from);
    std::string line, text;
    for (std::size_t i = 0; i < n && std::getline(in, line); ++i) text += line + "\n";
    return write(name, text);
  }
};

TEST_F(FrontEndCalls, JudgeLinesAnswerEveryLineInOrder) {
  const std::string table =
      write("t.jsonl", R"({"premise":"p1","hypothesis":"h1","label":1,"prob":0.75})" "\n");
  auto s = open_session("table:" + table, {.no_cache = true});
  ASSERT_TRUE(s) << s.error().to_string();
  JudgeLines lines(**s, "in.jsonl");
  EXPECT_FALSE(lines.add(1, R"({"id":7,"premise":"p1","hypothesis":"h1"})"));
  EXPECT_FALSE(lines.add(2, "  "));
  auto bad = lines.add(3, "{nope");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->code, ErrorCode::kParse);
  EXPECT_EQ(bad->file, "in.jsonl");
  EXPECT_EQ(bad->line, 3u);
  auto missing = lines.add(4, R"({"premise":"p1"})");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->field, "hypothesis");
  EXPECT_FALSE(lines.add(5, R"({"premise":"p2","hypothesis":"h2"})"));
  EXPECT_EQ(lines.pending(), 5u);
  const JudgeLines::Block b = lines.flush();
  EXPECT_EQ(lines.pending(), 0u);
  std::istringstream text(b.text);
  std::vector<std::string> out;
  for (std::string l; std::getline(text, l);) out.push_back(l);
  ASSERT_EQ(out.size(), 5u);
  EXPECT_EQ(out[0], R"({"id":7,"premise":"p1","hypothesis":"h1","prob":0.75,"label":1})");
  EXPECT_EQ(out[1], "");
  EXPECT_EQ(out[2], R"({"line":3,"error":)" + nlohmann::json(bad->to_string()).dump() + "}");
  EXPECT_EQ(nlohmann::json::parse(out[4])["error"], b.errors.at(0).message);
  ASSERT_EQ(b.errors.size(), 1u);
  EXPECT_EQ(b.errors[0].code, ErrorCode::kJudge);
  EXPECT_EQ(b.errors[0].line, 5u);
  EXPECT_EQ(lines.lines(), 4u);
  EXPECT_EQ(lines.judged(), 1u);
  EXPECT_EQ(lines.failed(), 1u);
  EXPECT_EQ(lines.malformed(), 2u);
  // The command answers the same lines byte for byte.
  const std::string input = write("in.jsonl", R"({"id":7,"premise":"p1","hypothesis":"h1"})" "\n  \n{nope\n"
                                              R"({"premise":"p1"})" "\n" R"({"premise":"p2","hypothesis":"h2"})" "\n");
  CliRun cli = run_cli("judge -q --judge table:" + table + " < " + input);
  EXPECT_EQ(cli.status, 1);
  std::string expected = b.text;
  for (std::size_t at; (at = expected.find("in.jsonl")) != std::string::npos;) expected.replace(at, 8, "<stdin>");
  EXPECT_EQ(cli.out, expected);
}

TEST_F(FrontEndCalls, MauveOfGivenFeaturesIsTheCommandsAndNamesOptionsNeutrally) {
  auto items = MauveItems::read(kAsqa);
  ASSERT_TRUE(items) << items.error().to_string();
  EXPECT_TRUE(items->skipped().empty());
  auto counts = items->write_texts(path("texts"));
  ASSERT_TRUE(counts) << counts.error().to_string();
  EXPECT_EQ(counts->items, 4u);
  EXPECT_EQ(counts->references, 4u);
  EXPECT_EQ(counts->outputs, 4u);
  std::ifstream ref(path("texts/reference.txt"));
  std::size_t ref_lines = 0;
  for (std::string l; std::getline(ref, l);) ++ref_lines;
  EXPECT_EQ(ref_lines, 4u);
  auto rows = [&](const std::string& name, std::size_t n, double shift) {
    std::string text;
    for (std::size_t i = 0; i < n; ++i)
      text += nlohmann::json({{"features", {shift + 0.1 * i, 1.0 - 0.2 * i, 0.3 * i * i}}}).dump() + "\n";
    return write(name, text);
  };
  const std::string q = rows("q.jsonl", 4, 0.0), p = rows("p.jsonl", 4, 0.05), q5 = rows("q5.jsonl", 5, 0.0);
  MauveConfig config{.output_features = q, .reference_features = p, .threads = 1};
  auto r = items->mauve(config);
  ASSERT_TRUE(r) << r.error().to_string();
  EXPECT_EQ(r->featurizer, "given");
  EXPECT_FALSE(r->approximation);
  EXPECT_EQ(r->n_p, 4u);
  EXPECT_EQ(r->texts.items, 4u);
  EXPECT_EQ(r->json["mauve_fraction"], r->mauve);
  CliRun cli = run_cli("mauve --input " + kAsqa + " --mauve-features " + q + " --reference-features " + p +
                       " --threads 1 --json");
  ASSERT_EQ(cli.status, 0) << cli.err;
  EXPECT_EQ(nlohmann::json::parse(cli.out), r->json);
  auto alone = mauve_of_features(config);
  ASSERT_TRUE(alone);
  EXPECT_EQ(alone->mauve, r->mauve);
  EXPECT_EQ(alone->texts.items, 0u);

  config.output_features = q5;
  auto mismatch = items->mauve(config);
  ASSERT_FALSE(mismatch);
  EXPECT_EQ(mismatch.error().file, q5);
  EXPECT_EQ(mismatch.error().message,
            "5 feature rows for 4 prepared output texts (one row per line of `write_texts`' file, in order)");
  config.reference_features.clear();
  EXPECT_EQ(items->mauve(config).error().message, "`output_features` and `reference_features` go together");
  EXPECT_EQ(mauve_of_features(config).error().code, ErrorCode::kInvalidArgument);
  // The command renders the options in its own spelling.
  cli = run_cli("mauve --input " + kAsqa + " --mauve-features " + q5 + " --reference-features " + p);
  EXPECT_EQ(cli.status, 1);
  EXPECT_EQ(cli.err, "citeval mauve: " + q5 +
                         ": 5 feature rows for 4 prepared output texts (one row per line of --write-texts' "
                         "file, in order)\n");
}

TEST_F(FrontEndCalls, QaReadsEvalPyFilesAndNeedsNoModelWithoutQaPairs) {
  const std::string none = write("none.json", R"({"data": [{"output": "a"}, {"output": "b"}]})");
  auto r = alce_qa(none, {.model_dir = path("no-model")});
  ASSERT_TRUE(r) << r.error().to_string();
  EXPECT_FALSE(r->has_qa_pairs);
  EXPECT_EQ(r->to_json(), nlohmann::json({{"QA-EM", 0.0}, {"QA-F1", 0.0}, {"QA-Hit", 0.0}, {"items", 0},
                                          {"skipped", 0}, {"windows", 0}}));
  const std::string bad = write("bad.jsonl", "{\"output\": \"a\", \"qa_pairs\": []}\n\n{\"output\": 3}\n");
  auto e = alce_qa(bad, {});
  ASSERT_FALSE(e);
  EXPECT_EQ(e.error().code, ErrorCode::kInvalidField);
  EXPECT_EQ(e.error().to_string(), bad + ":3: field 'data[1].output': a string is required");
  EXPECT_EQ(alce_qa(path("missing.json"), {}).error().code, ErrorCode::kIo);
}

TEST_F(FrontEndCalls, ParserScoresGoldTreesAsTheCommandPrints) {
  const std::string gold = write("gold.conllu",
                                 "# text = The cat sat .\n"
                                 "1\tThe\tthe\tDET\tDT\t_\t2\tdet\t_\t_\n"
                                 "2\tcat\tcat\tNOUN\tNN\t_\t3\tnsubj\t_\t_\n"
                                 "3\tsat\tsit\tVERB\tVBD\t_\t0\troot\t_\t_\n"
                                 "4\t.\t.\tPUNCT\t.\t_\t3\tpunct\t_\t_\n\n");
  auto trees = GoldTrees::read(gold);
  ASSERT_TRUE(trees) << trees.error().to_string();
  auto parser = DependencyParser::create();
  ASSERT_TRUE(parser) << parser.error().to_string();
  auto sc = (*parser)->score(*trees);
  ASSERT_TRUE(sc) << sc.error().to_string();
  EXPECT_EQ(sc->words, 4u);
  CliRun cli = run_cli("parse --eval " + gold);
  ASSERT_EQ(cli.status, 0) << cli.err;
  char line[128];
  std::snprintf(line, sizeof line, "%-8s%8zu%8.2f%8.2f%8.2f\n", sc->scheme.c_str(), sc->words, sc->upos, sc->uas,
                sc->las);
  EXPECT_EQ(cli.out, "scheme     words    UPOS     UAS     LAS\n" + std::string(line));
  const std::string headless = write("headless.conllu", "# text = Hi\n1\tHi\thi\tINTJ\tUH\t_\t_\t_\t_\t_\n\n");
  auto e = GoldTrees::read(headless);
  ASSERT_FALSE(e);
  EXPECT_EQ(e.error().to_string(), headless + ":1: field 'HEAD': gold word without a HEAD");
}

TEST_F(FrontEndCalls, ClaimsOfGivenTreesAndTheInputFormat) {
  EXPECT_EQ(*detect_claims_format(write("a.txt", "\n  {\"id\": 1}\n")), "trees");
  EXPECT_EQ(*detect_claims_format(write("b.txt", "# sent_id = 1\n")), "conllu");
  EXPECT_EQ(*detect_claims_format(write("c.txt", "1\tThe\n")), "conllu");
  EXPECT_EQ(*detect_claims_format(write("d.txt", "12 monkeys [1].\n")), "text");
  EXPECT_EQ(*detect_claims_format(write("e.txt", "")), "text");
  EXPECT_EQ(detect_claims_format(path("none")).error().code, ErrorCode::kIo);

  const std::string trees = head(kTrees, 3, "trees.jsonl");
  const std::string with_bad = write("bad.jsonl", "{nope\n");
  auto r = claims_of_given_trees(trees, "trees", {});
  ASSERT_TRUE(r) << r.error().to_string();
  ASSERT_EQ(r->size(), 3u);
  CliRun cli = run_cli("claims --format trees " + trees);
  ASSERT_EQ(cli.status, 0) << cli.err;
  std::string expected;
  for (const auto& j : *r) {
    ASSERT_TRUE(j) << j.error().to_string();
    EXPECT_EQ((*j)["line"], &j - &(*r)[0] + 1);
    expected += j->dump() + "\n";
  }
  EXPECT_EQ(cli.out, expected);
  auto b = claims_of_given_trees(with_bad, "trees", {});
  ASSERT_TRUE(b);
  ASSERT_EQ(b->size(), 1u);
  ASSERT_FALSE((*b)[0]);
  EXPECT_EQ((*b)[0].error().line, 1u);
  EXPECT_EQ(claims_of_given_trees(trees, "text", {}).error().code, ErrorCode::kInvalidArgument);
}

TEST_F(FrontEndCalls, ReportErrorsNameTheFile) {
  const std::string summary = write("s.json", "{not json");
  Status st = write_run_report({.detail = path("d.jsonl"), .summary = summary}, path("r.html"));
  ASSERT_FALSE(st);
  EXPECT_EQ(st.error().to_string(), summary + ": not valid JSON");
  st = write_run_report({.detail = path("none.jsonl")}, path("r.html"));
  ASSERT_FALSE(st);
  EXPECT_EQ(st.error().file, path("none.jsonl"));
  EXPECT_FALSE(std::filesystem::exists(path("r.html")));
  st = write_meta_report(summary, "meta.json", {}, path("m.html"));
  EXPECT_EQ(st.error().file, summary);
}

TEST_F(FrontEndCalls, CalibrationAndMetaEvaluationAreTheCommands) {
  const std::string labels = head(kWice, 40, "wice40.jsonl");
  SkippedRecordsInfo skipped;
  auto data = LabelledData::read(labels, {.format = "wice"}, &skipped);
  ASSERT_TRUE(data) << data.error().to_string();
  EXPECT_EQ(skipped.count, 0u);
  EXPECT_EQ(data->format(), "wice");
  EXPECT_EQ(check_label_options({.format = "nope"}).error().code, ErrorCode::kInvalidArgument);

  auto s = open_session("lexical", {.no_cache = true});
  ASSERT_TRUE(s);
  auto bad_partial = calibrate_judge(*data, **s, {.partial = "half"});
  ASSERT_FALSE(bad_partial);
  EXPECT_EQ(bad_partial.error().code, ErrorCode::kInvalidArgument);
  auto bad_objective = calibrate_judge(*data, **s, {.objective = "auc"});
  EXPECT_EQ(bad_objective.error().code, ErrorCode::kInvalidArgument);
  auto cal = calibrate_judge(*data, **s, {.judge_spec = "lexical", .labels_name = labels});
  ASSERT_TRUE(cal) << cal.error().to_string();
  CliRun cli = run_cli("calibrate -q --judge lexical --format wice --labels " + labels);
  ASSERT_EQ(cli.status, 0) << cli.err;
  EXPECT_EQ(nlohmann::json::parse(cli.out), *cal);

  const MetaConfig config{.bootstrap = 20, .seed = 4};
  JudgeMetaEvaluation m(*data, config);
  auto align = open_session("align", {.no_cache = true});
  ASSERT_TRUE(align);
  std::size_t last_done = 0;
  ASSERT_TRUE(m.add_judge("lexical", **s, [&](std::size_t done, std::size_t) { last_done = done; },
                          path("lexical.jsonl")));
  EXPECT_EQ(last_done, data->pairs());
  ASSERT_TRUE(m.add_judge("align", **align));
  ASSERT_EQ(m.columns().size(), 2u);
  EXPECT_EQ(m.columns()[0].failed, 0u);
  const MetaReport report = m.report({.labels_name = labels, .options = {.format = "wice"}, .show_paper = false});
  // The command's JSON, except the judges' session counters (the sessions above were reused).
  cli = run_cli("meta -q --json --no-paper --bootstrap 20 --seed 4 --judge lexical --judge align --format wice --labels " +
                labels);
  ASSERT_EQ(cli.status, 0) << cli.err;
  nlohmann::json want = nlohmann::json::parse(cli.out), got = report.json;
  for (auto* j : {&want, &got})
    for (auto& judge : (*j)["judges"]) judge.erase("session");
  EXPECT_EQ(got, want);

  SkippedRecordsInfo none;
  auto pairs = ScoredPairs::read(path("lexical.jsonl"), &none);
  ASSERT_TRUE(pairs) << pairs.error().to_string();
  EXPECT_EQ(pairs->size(), data->pairs());
  auto scores = meta_report_of_scores(*pairs, path("lexical.jsonl"), config);
  ASSERT_TRUE(scores);
  cli = run_cli("meta --bootstrap 20 --seed 4 --scores " + path("lexical.jsonl"));
  ASSERT_EQ(cli.status, 0) << cli.err;
  EXPECT_EQ(nlohmann::json::parse(cli.out), scores->json);
  EXPECT_EQ(meta_report_of_scores(*pairs, "x", {.confidence = 2}).error().code, ErrorCode::kInvalidArgument);
}

}  // namespace
}  // namespace citeval

// `citeval eval alce|aliice` says what became of the outputs before they were scored: outputs
// without any citation mark (and the marks in other formats found instead; none at all is not a
// score), outputs that lost text to ALCE's first-line cut (--no-truncate scores the whole
// output), and a few traps around them: a missing input file, MAUVE over a handful of texts.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using nlohmann::json;

class EvalOutputs : public CliTempDirTest {
 protected:
  // An ASQA item with two documents; `extra` fields merged in.
  static json item(const std::string& output, const json& extra = json::object()) {
    json j = {{"question", "Where is Paris?"},
              {"output", output},
              {"docs", {{{"title", "Paris"}, {"text", "Paris is the capital of France."}},
                        {{"title", "Berlin"}, {"text", "Berlin is the capital of Germany."}}}},
              {"qa_pairs", {{{"short_answers", {"France"}}}}}};
    j.update(extra);
    return j;
  }
  std::string input(const std::string& name, const std::vector<json>& items) {
    std::string text;
    for (const auto& j : items) text += j.dump() + "\n";
    return write(name, text);
  }
  static json summary_of(const CliRun& r) { return json::parse(r.out, nullptr, false); }
};

TEST_F(EvalOutputs, NoCitationMarkInAnyOutputIsNotAScore) {
  const std::string in = input("asqa_footnotes.jsonl",
                               {item("Paris is the capital of France.[^1] Berlin is the capital of Germany.[^2]"),
                                item("Paris is in France [^1]."), item("Paris is in France\xE3\x80\x90" "1\xE3\x80\x91."),
                                item("Paris is in France.<sup>1</sup>")});
  const CliRun r = run_cli("eval alce --dataset asqa --input " + in + " --judge lexical --json -q --detail " +
                           path("d.jsonl"));
  EXPECT_EQ(r.status, 1) << r.err;
  const json s = summary_of(r);
  ASSERT_TRUE(s.is_object()) << r.out;
  EXPECT_TRUE(s["citation_rec"].is_null());
  EXPECT_TRUE(s["citation_prec"].is_null());
  const std::string reason = s["citeval"]["undefined"]["citation_rec"];
  EXPECT_NE(reason.find("no output has a citation mark (looked for [1], [1, 2], [1-3] (--citation-syntax all) in 4 "
                        "outputs; found instead, not read as citations: [^1] in 2 outputs, \xE3\x80\x90" "1\xE3\x80\x91 "
                        "in 1 output, <sup>1</sup> in 1 output)"),
            std::string::npos)
      << reason;
  const json& o = s["citeval"]["outputs"];
  EXPECT_EQ(o["evaluated"], 4);
  EXPECT_EQ(o["with_citation_marks"], 0);
  EXPECT_EQ(o["without_citation_marks"], 4);
  EXPECT_EQ(o["unread_marks"], (json{{"[^1]", 2}, {"\xE3\x80\x90" "1\xE3\x80\x91", 1}, {"<sup>1</sup>", 1}}));
  EXPECT_EQ(s["citeval"]["judge_stats"]["judged"], 0);
  EXPECT_NE(r.err.find("ERROR: citation_rec, citation_prec are undefined: no output has a citation mark"),
            std::string::npos)
      << r.err;
  // The trailing "[^2]" (Punkt leaves it alone) stays with its sentence: two statements, not three.
  std::ifstream detail(path("d.jsonl"));
  std::string first;
  std::getline(detail, first);
  const json d = json::parse(first);
  ASSERT_EQ(d["statements"].size(), 2u) << d["statements"];
  EXPECT_EQ(d["statements"][1]["text"], "[^1] Berlin is the capital of Germany.[^2]");

  // ALCE's own reading (--citation-syntax alce) looks for something else, and says so.
  const CliRun compat = run_cli("eval alce --dataset asqa --input " + in + " --judge lexical --json -q " +
                                "--citation-syntax alce");
  EXPECT_EQ(compat.status, 1);
  EXPECT_NE(summary_of(compat)["citeval"]["undefined"]["citation_rec"].get<std::string>().find(
                "looked for '[' and a number, as ALCE's regex \\[\\d+ (--citation-syntax alce)"),
            std::string::npos);
}

TEST_F(EvalOutputs, SomeOutputsWithoutAMarkAreCountedAndWarnedAbout) {
  const std::string in = input("asqa_mixed.jsonl", {item("Paris is in France [1]."), item("Paris is in France [^1]."),
                                                    item("I do not know.")});
  const CliRun r = run_cli("eval alce --dataset asqa --input " + in + " --judge lexical --json -q");
  EXPECT_EQ(r.status, 0) << r.err;
  const json s = summary_of(r);
  EXPECT_TRUE(s["citation_rec"].is_number());
  EXPECT_EQ(s["citeval"]["outputs"]["without_citation_marks"], 2);
  EXPECT_EQ(s["citeval"]["outputs"]["unread_marks"], (json{{"[^1]", 1}}));
  EXPECT_NE(r.err.find("WARNING: 2 of 3 outputs have no citation mark (looked for [1], [1, 2], [1-3] "
                       "(--citation-syntax all)): their statements are uncited, recall 0; found instead, not read as "
                       "citations: [^1] in 1 output"),
            std::string::npos)
      << r.err;
}

TEST_F(EvalOutputs, AliiceWithoutAnyMarkHasNoCitationFigures) {
  const std::string in = input("aliice_footnotes.jsonl", {item("Paris is the capital of France.[^1]"),
                                                          item("Berlin is the capital of Germany [Doc 2].")});
  const CliRun r = run_cli("eval aliice --input " + in + " --judge lexical --json -q");
  EXPECT_EQ(r.status, 1) << r.err;
  const json s = summary_of(r);
  ASSERT_TRUE(s.is_object()) << r.out << r.err;
  for (const char* k : {"citation_rec", "citation_prec", "citation_f1"}) EXPECT_TRUE(s[k].is_null()) << k;
  EXPECT_EQ(s["citeval"]["outputs"]["unread_marks"], (json{{"[^1]", 1}, {"[Doc 1]", 1}}));
  EXPECT_NE(s["citeval"]["undefined"]["citation_f1"].get<std::string>().find("no output has a citation mark"),
            std::string::npos);
}

TEST_F(EvalOutputs, TruncationIsCountedAndNoTruncateScoresTheWholeOutput) {
  const std::string in = input(
      "asqa_lines.jsonl",
      {item("Paris is in France [1].\nBerlin is in Germany [2]."), item("Paris is in France [1]."),
       item("Paris is in France.\n\nIt is the capital [1]."), item("  Paris is in France [1].  \n  ")});
  const CliRun r = run_cli("eval alce --dataset asqa --input " + in + " --judge lexical --json -q");
  EXPECT_EQ(r.status, 0) << r.err;
  const json s = summary_of(r);
  const json& o = s["citeval"]["outputs"];
  EXPECT_EQ(o["truncated"], 2);  // trailing whitespace is stripped, not lost text
  EXPECT_EQ(o["truncate_output"], true);
  EXPECT_EQ(o["without_citation_marks"], 1);
  EXPECT_EQ(o["citation_marks_after_first_line"], 1);
  EXPECT_EQ(s["citeval"]["truncate_output"], true);
  EXPECT_EQ(s["citeval"]["statements"], 4);
  EXPECT_NE(r.err.find("WARNING: 2 of 4 outputs lost the text after their first line, which is not scored (ALCE's "
                       "eval.py scores the first line only; --no-truncate scores the whole output)"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("1 output has marks only after the first line"), std::string::npos) << r.err;

  const CliRun whole = run_cli("eval alce --dataset asqa --input " + in + " --judge lexical --json -q --no-truncate");
  EXPECT_EQ(whole.status, 0) << whole.err;
  const json w = summary_of(whole);
  EXPECT_EQ(w["citeval"]["outputs"]["truncated"], 0);
  EXPECT_EQ(w["citeval"]["outputs"]["without_citation_marks"], 0);
  EXPECT_EQ(w["citeval"]["truncate_output"], false);
  EXPECT_EQ(w["citeval"]["statements"], 6);
  EXPECT_EQ(whole.err.find("lost the text"), std::string::npos) << whole.err;

  // The same from a config file; and --qa reads the first line only, so it refuses --no-truncate.
  const std::string config = write("run.toml", "[eval.alce]\nno-truncate = true\n");
  const CliRun from_config = run_cli("--config " + config + " eval alce --dataset asqa --input " + in +
                                     " --judge lexical --json -q");
  EXPECT_EQ(summary_of(from_config)["citeval"]["truncate_output"], false) << from_config.err;
  const CliRun qa = run_cli("eval alce --dataset asqa --input " + in + " --judge lexical -q --no-truncate --qa qa:" +
                            path("no-model"));
  EXPECT_NE(qa.status, 0);
  EXPECT_NE(qa.err.find("cannot be combined with --no-truncate"), std::string::npos) << qa.err;
}

TEST_F(EvalOutputs, MarksOnlyAfterTheFirstLineSayHowToScoreThem) {
  const std::string in = input("asqa_late.jsonl", {item("Paris is in France.\nSource: [1]"),
                                                   item("Berlin.\n[2] says Berlin is in Germany.")});
  const CliRun r = run_cli("eval alce --dataset asqa --input " + in + " --judge lexical --json -q");
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(summary_of(r)["citeval"]["undefined"]["citation_rec"].get<std::string>().find(
                "2 outputs have marks only after the first line, which is not scored (--no-truncate scores the whole "
                "output)"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(run_cli("eval alce --dataset asqa --input " + in + " --judge lexical -q --no-truncate").status, 0);
}

TEST_F(EvalOutputs, AMissingInputIsSaidToBeMissing) {
  // The file name names no dataset either: the file comes first.
  const CliRun r = run_cli("eval alce " + path("missing.json") + " --judge lexical -q");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find(path("missing.json") + ": cannot open: No such file or directory"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("--dataset"), std::string::npos) << r.err;
}

TEST_F(EvalOutputs, MauveOverAHandfulOfTextsWarns) {
  std::vector<json> items;
  std::string rows;
  for (int k = 0; k < 5; ++k) {
    items.push_back(item("Paris is in France [1].", {{"answer", "Paris is in France, answer " + std::to_string(k)}}));
    rows += json{{"features", {0.1 * k, 1.0 - 0.1 * k, 0.5, 0.25 * (k % 2)}}}.dump() + "\n";
  }
  const std::string in = input("asqa_mauve.jsonl", items);
  const std::string q = write("q.jsonl", rows), p = write("p.jsonl", rows);
  const CliRun r = run_cli("eval alce --dataset asqa --input " + in + " --judge lexical --json -q --mauve-features " +
                           q + " --reference-features " + p);
  const json s = summary_of(r);
  ASSERT_TRUE(s.is_object()) << r.out << r.err;
  const std::string expected = "MAUVE compares only 5 reference and 5 output texts (fewer than 100 a side: at most 10 "
                               "k-means buckets); at this size it is unstable, do not compare it across runs";
  EXPECT_EQ(s["citeval"]["mauve"]["warning"], expected);
  EXPECT_NE(r.err.find("WARNING: " + expected), std::string::npos) << r.err;
}

}  // namespace

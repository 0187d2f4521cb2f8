// The HTML report writer: escaping of the embedded data, the page model built from real detail
// and summary files (made by the citeval binary on the bundled examples), the figures and their
// intervals, the joined passages, UTF-16 mark offsets, and `citeval report` / `meta --report`.
#include "report_html/html_report.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "meta/bootstrap.h"
#include "meta/meta_evaluator.h"

namespace fs = std::filesystem;
using nlohmann::json;
using citeval::report::HtmlOptions;
using citeval::report::RunSources;

namespace {

const std::string kCiteval = std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval";

int run(const std::string& args) {
  const int st = std::system((kCiteval + " " + args + " >/dev/null 2>&1").c_str());
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

json read_json(const fs::path& p) { return json::parse(slurp(p)); }

// The text of the page's data element.
std::string data_block(const std::string& page) {
  const std::string open = "<script type=\"application/json\" id=\"citeval-data\">";
  const auto b = page.find(open);
  EXPECT_NE(b, std::string::npos);
  const auto e = page.find("</script>", b);
  return page.substr(b + open.size(), e - b - open.size());
}

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (auto p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}

class HtmlReport : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = fs::path(testing::TempDir()) / ("citeval_html_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    const std::string asqa = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json";
    ASSERT_EQ(run("eval alce --input " + asqa + " --judge lexical -q -o " + (dir_ / "asqa.json").string() +
                  " --detail " + (dir_ / "asqa.jsonl").string()),
              0);
    std::ofstream lc(dir_ / "lc_in.jsonl");
    lc << json{{"idx", 1}, {"dataset", "hotpotqa"}, {"query", "What?"},
               {"context", "Alpha one. Beta two. Gamma three. Delta four."},
               {"prediction", "<statement>Alpha one is true.<cite>[0-1]</cite></statement><statement>Beta two and "
                              "Gamma.<cite>[2-2][3-3]</cite></statement><statement>Delta four<cite></cite></statement>"}}
              .dump()
       << "\n"
       << json{{"idx", 2}, {"dataset", "multifieldqa_en"}, {"query", "Why?"},
               {"context", "The sky is blue because of Rayleigh scattering. Grass is green."},
               {"prediction", "<statement>The sky is blue because of scattering.<cite>[0-0]</cite></statement>"
                              "<statement>Grass is red.<cite>[1-1]</cite></statement>"}}
              .dump()
       << "\n"
       << json{{"idx", 3}, {"dataset", "gov_report"}, {"query", "How?"},
               {"context", "Reports are long. They are written by officials."},
               {"prediction", "<statement>Reports are long.<cite>[0-0]</cite></statement>"}}
              .dump()
       << "\n";
    lc.close();
    ASSERT_EQ(run("eval longbench-cite --input " + (dir_ / "lc_in.jsonl").string() +
                  " --judge lexical --need-citation-judge always -q -o " + (dir_ / "lc.json").string() + " --detail " +
                  (dir_ / "lc.jsonl").string()),
              0);
    // citeval check on the answers fixtures: generic records (spans and every mark syntax), an
    // Anthropic response (quotes with stated places), a Markdown report with snapshot sources.
    for (const char* name : {"generic.jsonl", "anthropic.json"}) {
      const std::string stem = fs::path(name).stem().string();
      ASSERT_EQ(run("check " + answers(name) + " --judge lexical -q -o " + (dir_ / ("check_" + stem + ".json")).string() +
                    " --detail " + (dir_ / ("check_" + stem + ".jsonl")).string()),
                0);
    }
    ASSERT_EQ(run("check " + answers("report.md") + " --sources " + answers("sources") + " --judge lexical -q -o " +
                  (dir_ / "check_report.json").string() + " --detail " + (dir_ / "check_report.jsonl").string()),
              0);
  }
  static std::string answers(const std::string& name) { return std::string(CITEVAL_SOURCE_DIR) + "/tests/data/answers/" + name; }
  // The model of a check run on tests/data/answers/NAME (its summary and, with `input`, the file).
  static citeval::Result<json> check_model(const std::string& name, bool input, const HtmlOptions& o = {}) {
    const std::string stem = fs::path(name).stem().string();
    static std::map<std::string, json> summaries;
    summaries[stem] = read_json(dir_ / ("check_" + stem + ".json"));
    RunSources src{.detail = (dir_ / ("check_" + stem + ".jsonl")).string(), .summary = &summaries[stem]};
    if (input) src.input = answers(name);
    return citeval::report::run_report_model(src, o);
  }
  static void TearDownTestSuite() { fs::remove_all(dir_); }
  static fs::path dir_;
};
fs::path HtmlReport::dir_;

TEST(ScriptSafeJson, HostileTextStaysData) {
  const std::string hostile = "<script>alert(1)</script></textarea><!-- & \xE2\x80\xA8 \xE2\x80\xA9 </SCRIPT >";
  json model = {{"kind", "run"}, {"text", hostile}, {"bad_utf8", std::string("a\xFF" "b")}};
  const std::string out = citeval::report::script_safe_json(model);
  EXPECT_EQ(out.find('<'), std::string::npos);
  EXPECT_EQ(out.find('>'), std::string::npos);
  EXPECT_EQ(out.find('&'), std::string::npos);
  EXPECT_EQ(out.find("\xE2\x80\xA8"), std::string::npos);
  EXPECT_EQ(out.find("\xE2\x80\xA9"), std::string::npos);
  EXPECT_NE(out.find("\\u003cscript\\u003e"), std::string::npos);
  EXPECT_NE(out.find("\\u2028"), std::string::npos);
  // The same data comes back (the invalid byte replaced by U+FFFD).
  json back = json::parse(out);
  EXPECT_EQ(back["text"], hostile);
  EXPECT_EQ(back["bad_utf8"], "a\xEF\xBF\xBD" "b");

  const std::string page = citeval::report::render_html(model);
  EXPECT_EQ(count(page, "</script>"), 3u);  // the two data elements' and the script's own
  EXPECT_EQ(count(page, "<script"), 3u);
  EXPECT_EQ(json::parse(data_block(page)), back);
  EXPECT_EQ(page.find("alert(1)</script>"), std::string::npos);
}

TEST(ScriptSafeJson, PageIsSelfContained) {
  const std::string page = citeval::report::render_html({{"kind", "run"}});
  // The only URL is the SVG namespace name (an identifier, never fetched).
  EXPECT_EQ(count(page, "http:") + count(page, "https:"), count(page, "'http://www.w3.org/2000/svg'")) << "no external resource";
  EXPECT_EQ(count(page, "//www.w3.org/2000/svg"), 1u);
  EXPECT_NE(page.find("default-src 'none'"), std::string::npos);
  EXPECT_EQ(page.find("CITEVAL_"), std::string::npos) << "every marker replaced";
  EXPECT_EQ(page.find("innerHTML"), std::string::npos) << "the script never parses markup";
}

TEST_F(HtmlReport, AlceCardsEqualTheSummaryWithIntervals) {
  const json summary = read_json(dir_ / "asqa.json");
  RunSources src{.detail = (dir_ / "asqa.jsonl").string(), .summary = &summary};
  auto m = citeval::report::run_report_model(src, HtmlOptions{});
  ASSERT_TRUE(m) << m.error().to_string();
  std::size_t cards = 0;
  for (const auto& c : (*m)["cards"]) {
    const std::string key = c["key"];
    ASSERT_TRUE(summary.contains(key)) << key;
    EXPECT_EQ(c["value"], summary[key]) << key;  // exactly the summary's number
    ++cards;
    if (!c["ci"].is_null()) {
      EXPECT_LE(c["ci"][0].get<double>(), c["value"].get<double>() + 1e-9) << key;
      EXPECT_GE(c["ci"][1].get<double>(), c["value"].get<double>() - 1e-9) << key;
    }
  }
  EXPECT_EQ(cards, 6u);  // citation_rec, citation_prec, str_em, str_hit, rougeLsum, length
  EXPECT_EQ((*m)["header"]["benchmark"], "alce");
  EXPECT_EQ((*m)["header"]["dataset"], "asqa");
  EXPECT_EQ((*m)["header"]["approximation"], true);
  EXPECT_EQ((*m)["items"].size(), 4u);
  EXPECT_EQ((*m)["header"]["passages"], false);
  // The notes say how the front end that made the page gives it the evaluated file.
  EXPECT_EQ((*m)["header"]["passages_note"],
            "The detail file holds no passages: run `citeval report` with --input (the evaluated file) to see the "
            "cited passages.");
  EXPECT_EQ((*m)["header"]["input_hint"], "make the report with --input FILE");
  auto py = citeval::report::run_report_model(src, HtmlOptions{.bootstrap = 0, .python = true});
  ASSERT_TRUE(py) << py.error().to_string();
  EXPECT_EQ((*py)["header"]["passages_note"],
            "The detail file holds no passages: call report() with input= (the evaluated file) to see the cited "
            "passages.");
  EXPECT_EQ((*py)["header"]["input_hint"], "call report() with input=FILE");
}

TEST_F(HtmlReport, IntervalIsTheBootstrapOfThePerItemMean) {
  // citation_prec: the percentile interval of the mean of per-item precision over the replicates
  // drawn by meta's bootstrap, recomputed here.
  const json summary = read_json(dir_ / "asqa.json");
  RunSources src{.detail = (dir_ / "asqa.jsonl").string(), .summary = &summary};
  HtmlOptions o;
  o.bootstrap = 500;
  o.seed = 7;
  auto m = citeval::report::run_report_model(src, o);
  ASSERT_TRUE(m);
  std::vector<double> prec;
  std::ifstream in(dir_ / "asqa.jsonl");
  for (std::string line; std::getline(in, line);) prec.push_back(json::parse(line)["scores"]["citation_prec"]);
  std::vector<double> reps;
  std::vector<std::uint32_t> w(prec.size());
  for (std::size_t b = 0; b < 500; ++b) {
    citeval::meta::bootstrap_weights(7, b, w);
    double s = 0, n = 0;
    for (std::size_t i = 0; i < prec.size(); ++i) s += w[i] * prec[i], n += w[i];
    reps.push_back(s / n);  // per-item precisions are ×100, as the summary's
  }
  std::vector<double> copy = reps;
  const double lo = citeval::meta::percentile(reps, 2.5), hi = citeval::meta::percentile(copy, 97.5);
  for (const auto& c : (*m)["cards"]) {
    if (c["key"] != "citation_prec") continue;
    EXPECT_NEAR(c["ci"][0].get<double>(), lo, 1e-9);
    EXPECT_NEAR(c["ci"][1].get<double>(), hi, 1e-9);
    EXPECT_LT(lo, hi);  // the four items' precisions differ: a real interval
  }
  // Seeded: the same seed gives the same page model.
  auto again = citeval::report::run_report_model(src, o);
  EXPECT_EQ((*again)["cards"], (*m)["cards"]);
}

TEST_F(HtmlReport, LongciteAveragesOverDatasetGroupsAsTheSummary) {
  const json summary = read_json(dir_ / "lc.json");
  RunSources src{.detail = (dir_ / "lc.jsonl").string(), .summary = &summary};
  auto m = citeval::report::run_report_model(src, HtmlOptions{});
  ASSERT_TRUE(m) << m.error().to_string();
  std::map<std::string, json> cards;
  for (const auto& c : (*m)["cards"]) cards[c["key"]] = c;
  for (const char* k : {"avg_citation_recall", "avg_citation_precision", "avg_citation_f1", "citation_length"}) {
    ASSERT_TRUE(cards.count(k)) << k;
    EXPECT_EQ(cards[k]["value"], summary[k]) << k;
    EXPECT_FALSE(cards[k].contains("ci_note")) << k << ": the detail reproduces the summary's figure";
  }
  EXPECT_EQ(summary["citeval"]["score_scale"], 100);
  // Items: statements with outcomes, cited text inline (LongBench-Cite details hold it).
  const json& it = (*m)["items"][0];
  EXPECT_EQ(it["ds"], "hotpotqa");
  EXPECT_EQ(it["units"].size(), 3u);
  EXPECT_EQ(it["units"][2]["out"], "uns");  // uncited, needs a citation (the rule)
  EXPECT_EQ(it["units"][0]["cites"][0]["text"], "Alpha one. Beta two. ");
  EXPECT_EQ((*m)["header"]["passages"], true);
}

// Files written before the one scale (ALCE records with "index" and fractions; LongBench-Cite
// headers of version 1 and summaries of fractions) give the same page figures as today's.
TEST_F(HtmlReport, DetailsAndSummariesOfFractionsReadAsToday) {
  auto cards_of = [](const json& m) {
    std::map<std::string, json> out;
    for (const auto& c : m["cards"]) out[c["key"]] = c;
    return out;
  };
  auto rewrite = [&](const fs::path& from, const fs::path& to, const std::function<void(json&)>& f) {
    std::ifstream in(from);
    std::ofstream out(to);
    for (std::string line; std::getline(in, line);) {
      json j = json::parse(line);
      f(j);
      out << j.dump() << "\n";
    }
  };
  const json asqa = read_json(dir_ / "asqa.json");
  rewrite(dir_ / "asqa.jsonl", dir_ / "asqa_v0.jsonl", [](json& j) {
    j["index"] = j["position"];
    j.erase("position");
    for (auto& [k, v] : j["scores"].items()) {
      if (v.is_number() && k != "length") v = v.get<double>() / 100;
    }
  });
  HtmlOptions o;
  o.bootstrap = 200;
  auto now = citeval::report::run_report_model({.detail = (dir_ / "asqa.jsonl").string(), .summary = &asqa}, o);
  auto old = citeval::report::run_report_model({.detail = (dir_ / "asqa_v0.jsonl").string(), .summary = &asqa}, o);
  ASSERT_TRUE(now && old);
  auto a = cards_of(*now), b = cards_of(*old);
  ASSERT_TRUE(a.count("citation_prec"));
  for (const auto& [k, c] : a) {
    EXPECT_EQ(b[k]["value"], c["value"]) << k;
    EXPECT_FALSE(b[k].contains("ci_note")) << k;
    if (c["ci"].is_array()) EXPECT_NEAR(b[k]["ci"][0].get<double>(), c["ci"][0].get<double>(), 1e-9) << k;
  }
  EXPECT_EQ((*old)["items"][1]["key"], 1);
  // LongBench-Cite: a version-1 header (fractions) and a summary without score_scale.
  json lc = read_json(dir_ / "lc.json");
  json lc_old = lc;
  lc_old["citeval"].erase("score_scale");
  for (const char* k : {"avg_citation_recall", "avg_citation_precision", "avg_citation_f1"}) {
    lc_old[k] = lc[k].get<double>() / 100;
  }
  rewrite(dir_ / "lc.jsonl", dir_ / "lc_v1.jsonl", [](json& j) {
    if (j.contains("citeval_detail")) {
      j["citeval_detail"]["version"] = 1;
      j["citeval_detail"].erase("score_scale");
      return;
    }
    for (const char* k : {"citation_recall", "citation_precision", "citation_f1"}) j[k] = j[k].get<double>() / 100;
  });
  auto lnow = citeval::report::run_report_model({.detail = (dir_ / "lc.jsonl").string(), .summary = &lc}, o);
  auto lold = citeval::report::run_report_model({.detail = (dir_ / "lc_v1.jsonl").string(), .summary = &lc_old}, o);
  ASSERT_TRUE(lnow && lold);
  auto x = cards_of(*lnow), y = cards_of(*lold);
  for (const char* k : {"avg_citation_recall", "avg_citation_precision", "avg_citation_f1", "citation_length"}) {
    EXPECT_NEAR(y[k]["value"].get<double>(), x[k]["value"].get<double>(), 1e-9) << k;
    EXPECT_FALSE(y[k].contains("ci_note")) << k;
  }
}

TEST_F(HtmlReport, InputAddsQuestionsAndPassages) {
  const json summary = read_json(dir_ / "asqa.json");
  RunSources src{.detail = (dir_ / "asqa.jsonl").string(), .summary = &summary,
                 .input = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json"};
  auto m = citeval::report::run_report_model(src, HtmlOptions{.bootstrap = 0});
  ASSERT_TRUE(m) << m.error().to_string();
  const json& it = (*m)["items"][0];
  EXPECT_EQ(it["q"], "Which is the most rainy place on earth?");
  // Only the cited passages ([3] and [1]) travel, with the item's passage count.
  ASSERT_EQ(it["docs"].size(), 2u);
  EXPECT_EQ(it["ndocs"], 5u);
  const json input = json::parse(slurp(std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json"));
  EXPECT_EQ(it["docs"]["3"][0], input["data"][0]["docs"][2]["title"]);
  EXPECT_EQ(it["docs"]["3"][1], input["data"][0]["docs"][2]["text"]);
  EXPECT_EQ((*m)["header"]["passages"], true);
  // A wrong input (the QAMPARI example: other items at those indices still match by index, but
  // an input with fewer items than the detail does not).
  fs::path one = dir_ / "one.jsonl";
  std::ofstream(one) << R"({"question": "q", "output": "o", "docs": []})" << "\n";
  src.input = one.string();
  auto bad = citeval::report::run_report_model(src, HtmlOptions{.bootstrap = 0});
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().to_string().find("3 detail item(s) have no item"), std::string::npos) << bad.error().to_string();
}

TEST_F(HtmlReport, MarksAreUtf16OffsetsIntoTheStatement) {
  // Item 0's first statement has "Lloró" and "López" (2-byte UTF-8) before its mark "[3]".
  auto m = citeval::report::run_report_model({.detail = (dir_ / "asqa.jsonl").string()}, HtmlOptions{.bootstrap = 0});
  ASSERT_TRUE(m);
  const json& u = (*m)["items"][0]["units"][0];
  const std::string text = u["text"];
  std::u16string u16;
  for (std::size_t i = 0; i < text.size();) {  // decode (BMP only in this text)
    unsigned char c = text[i];
    if (c < 0x80) u16 += char16_t(c), i += 1;
    else if (c < 0xE0) u16 += char16_t(((c & 0x1F) << 6) | (text[i + 1] & 0x3F)), i += 2;
    else u16 += char16_t(((c & 0x0F) << 12) | ((text[i + 1] & 0x3F) << 6) | (text[i + 2] & 0x3F)), i += 3;
  }
  const auto b = u["marks"][0][0].get<std::size_t>(), e = u["marks"][0][1].get<std::size_t>();
  EXPECT_EQ(u16.substr(b, e - b), u"[3]");
  EXPECT_EQ(u["marks"][0][2], json::array({3}));
}

// "line N" is where the item starts in the evaluated input (the detail record's "line"), not
// the record's line in the detail file; a figure over one item has no interval, and says so.
TEST_F(HtmlReport, LineIsTheInputsAndOneItemHasNoInterval) {
  const fs::path in = dir_ / "one_item.json";
  std::ofstream(in) << "{\"data\": [\n\n"
                    << json{{"question", "Where is Paris?"},
                            {"output", "Paris is in France [1]."},
                            {"docs", {{{"title", "Paris"}, {"text", "Paris is in France."}}}},
                            {"qa_pairs", {{{"short_answers", {"France"}}}}}}
                           .dump()
                    << "\n]}\n";
  ASSERT_EQ(run("eval alce --dataset asqa --input " + in.string() + " --judge lexical -q -o " +
                (dir_ / "one.json").string() + " --detail " + (dir_ / "one.jsonl").string()),
            0);
  const json summary = read_json(dir_ / "one.json");
  auto m = citeval::report::run_report_model({.detail = (dir_ / "one.jsonl").string(), .summary = &summary},
                                             HtmlOptions{});
  ASSERT_TRUE(m) << m.error().to_string();
  EXPECT_EQ((*m)["items"][0]["line"], 3);  // the input's line; the detail holds it on line 1
  std::size_t noted = 0;
  for (const auto& c : (*m)["cards"]) {
    EXPECT_TRUE(c["ci"].is_null()) << c;  // a resample of one item is that item: [x, x]
    if (c["key"] == "citation_rec" || c["key"] == "str_em") {
      EXPECT_EQ(c.value("ci_note", ""), "n = 1, no interval") << c;
      ++noted;
    }
  }
  EXPECT_EQ(noted, 2u);
}

TEST_F(HtmlReport, HostileAnswerIsKeptAsData) {
  fs::path d = dir_ / "hostile.jsonl";
  const std::string hostile = "</script><script>document.title='pwned'</script></textarea>\xE2\x80\xA8<b>x</b>";
  json rec = {{"index", 0}, {"line", 1}, {"output", hostile}, {"judge_error", false},
              {"scores", {{"citation_rec", 0.0}, {"citation_prec", 0.0}}},
              {"statements", json::array({{{"begin", 0}, {"end", hostile.size()}, {"text", hostile}, {"hypothesis", hostile},
                                           {"marks", json::array()}, {"status", "no_citation"}, {"cited", json::array()},
                                           {"citations", json::array()}, {"recall", 0}, {"precision_hits", 0.0}}})}};
  std::ofstream(d) << rec.dump() << "\n";
  auto m = citeval::report::run_report_model({.detail = d.string()}, HtmlOptions{});
  ASSERT_TRUE(m) << m.error().to_string();
  const std::string page = citeval::report::render_html(*m);
  EXPECT_EQ(count(page, "</script>"), 3u);
  EXPECT_EQ(page.find("pwned'</script>"), std::string::npos);
  json back = json::parse(data_block(page));
  EXPECT_EQ(back["items"][0]["units"][0]["text"], hostile);
  EXPECT_EQ(back["items"][0]["units"][0]["out"], "uns");
}

TEST_F(HtmlReport, PassagesFollowTheScriptInTheirOwnElement) {
  const json summary = read_json(dir_ / "asqa.json");
  RunSources src{.detail = (dir_ / "asqa.jsonl").string(), .summary = &summary,
                 .input = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json"};
  auto m = citeval::report::run_report_model(src, HtmlOptions{.bootstrap = 0});
  ASSERT_TRUE(m);
  (*m)["items"][0]["q"] = "CITEVAL_PASSAGES CITEVAL_DATA";  // markers in the data stay data
  const std::string page = citeval::report::render_html(*m);
  json data = json::parse(data_block(page));
  const std::string open = "<script type=\"application/json\" id=\"citeval-passages\">";
  const auto b = page.find(open);
  ASSERT_NE(b, std::string::npos);
  EXPECT_GT(b, page.find("<script>"));  // after the script
  json passages = json::parse(page.substr(b + open.size(), page.find("</script>", b) - b - open.size()));
  ASSERT_EQ(passages.size(), 4u);
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_FALSE(data["items"][i].contains("docs"));
    EXPECT_EQ(data["items"][i]["pi"], i);
    EXPECT_EQ(passages[i], (*m)["items"][i]["docs"]);
  }
  EXPECT_EQ(data["items"][0]["q"], "CITEVAL_PASSAGES CITEVAL_DATA");
}

TEST_F(HtmlReport, CompareGivesPairedDeltas) {
  // A run against itself: every delta 0 with a [0, 0] interval, no differing item.
  RunSources a{.detail = (dir_ / "asqa.jsonl").string()};
  auto m = citeval::report::compare_report_model(a, a, HtmlOptions{});
  ASSERT_TRUE(m) << m.error().to_string();
  EXPECT_EQ((*m)["paired_items"], 4u);
  EXPECT_EQ((*m)["differing_items"], 0);
  ASSERT_FALSE((*m)["deltas"].empty());
  for (const auto& d : (*m)["deltas"]) {
    EXPECT_EQ(d["delta"], 0.0) << d["key"];
    EXPECT_EQ(d["ci"], json::array({0.0, 0.0})) << d["key"];
  }
  // Against a run whose item 2 lost its citations: precision and recall differ there.
  std::ifstream in(dir_ / "asqa.jsonl");
  std::ofstream out(dir_ / "asqa_b.jsonl");
  for (std::string line; std::getline(in, line);) {
    json j = json::parse(line);
    if (j["position"] == 2) {
      j["scores"]["citation_rec"] = 0.0;
      j["scores"]["citation_prec"] = 0.0;
    }
    out << j.dump() << "\n";
  }
  out.close();
  RunSources b{.detail = (dir_ / "asqa_b.jsonl").string()};
  auto m2 = citeval::report::compare_report_model(a, b, HtmlOptions{});
  ASSERT_TRUE(m2);
  EXPECT_EQ((*m2)["differing_items"], 1);
  EXPECT_EQ((*m2)["pairs"][0]["a"]["key"], 2);
  for (const auto& d : (*m2)["deltas"]) {
    if (d["key"] == "citation_rec") EXPECT_NEAR(d["delta"].get<double>(), 25.0, 1e-9);  // 100 -> 75
  }
  // Different benchmarks are refused.
  RunSources c{.detail = (dir_ / "lc.jsonl").string()};
  EXPECT_FALSE(citeval::report::compare_report_model(a, c, HtmlOptions{}));
}

TEST_F(HtmlReport, CompareOfCheckRunsPairsAnswersById) {
  // The same check run with its answers in reverse order: paired by id, nothing differs (paired by
  // position, the first answer would meet the last, whose figures differ).
  std::ifstream in(dir_ / "check_generic.jsonl");
  std::string header, line;
  std::getline(in, header);
  std::vector<json> records;
  while (std::getline(in, line)) records.push_back(json::parse(line));
  ASSERT_GE(records.size(), 3u);
  ASSERT_NE(records.front()["citation_rec"], records.back()["citation_rec"]);
  auto write_detail = [&](const std::string& name, const std::vector<json>& rs) {
    std::ofstream out(dir_ / name);
    out << header << "\n";
    for (const json& r : rs) out << r.dump() << "\n";
    return RunSources{.detail = (dir_ / name).string()};
  };
  const RunSources a{.detail = (dir_ / "check_generic.jsonl").string()};
  const RunSources rev = write_detail("check_reversed.jsonl", {records.rbegin(), records.rend()});
  auto m = citeval::report::compare_report_model(a, rev, HtmlOptions{.bootstrap = 0});
  ASSERT_TRUE(m) << m.error().to_string();
  EXPECT_EQ((*m)["paired_items"], records.size());
  EXPECT_EQ((*m)["only_a"], 0u);
  EXPECT_EQ((*m)["differing_items"], 0);
  for (const auto& d : (*m)["deltas"]) {  // quote_fidelity: no quote in either run, no figure
    if (d["a"].is_null()) EXPECT_TRUE(d["delta"].is_null()) << d["key"];
    else EXPECT_EQ(d["delta"], 0.0) << d["key"];
  }
  // An id on two answers of one run cannot be paired without a guess: refused, naming it.
  std::vector<json> dup = records;
  dup[1]["id"] = dup[0]["id"];
  const RunSources twice = write_detail("check_twice.jsonl", dup);
  auto refused = citeval::report::compare_report_model(a, twice, HtmlOptions{.bootstrap = 0});
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().to_string(),
            twice.detail + ": answers are compared by id, and id '" + dup[0]["id"].get<std::string>() +
                "' is on two of its answers (the detail's records 1 and 2): give each answer its own id");
}

TEST_F(HtmlReport, BadDetailsNameFileAndLine) {
  fs::path d = dir_ / "broken.jsonl";
  std::ofstream(d) << slurp(dir_ / "asqa.jsonl").substr(0, 100) << "\n";
  auto m = citeval::report::run_report_model({.detail = d.string()}, HtmlOptions{});
  ASSERT_FALSE(m);
  EXPECT_EQ(m.error().line, 1u);
  EXPECT_EQ(m.error().file, d.string());
  auto missing = citeval::report::run_report_model({.detail = (dir_ / "nope.jsonl").string()}, HtmlOptions{});
  EXPECT_FALSE(missing);
}

TEST_F(HtmlReport, PageWriterFedLinesEqualsThePageOfTheFile) {
  // ALCE with its input, LongBench-Cite (header line first) and check: fed line by line, the
  // page is the file's byte for byte.
  struct Case {
    std::string detail, summary, input;
  };
  const std::vector<Case> cases = {
      {"asqa.jsonl", "asqa.json", std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json"},
      {"lc.jsonl", "lc.json", ""},
      {"check_generic.jsonl", "check_generic.json", answers("generic.jsonl")}};
  for (const Case& c : cases) {
    const json summary = read_json(dir_ / c.summary);
    const RunSources src{.detail = (dir_ / c.detail).string(), .summary = &summary, .input = c.input};
    const fs::path want = dir_ / "file_page.html", got = dir_ / "fed_page.html";
    ASSERT_TRUE(citeval::report::write_run_page(src, HtmlOptions{.seed = 5}, want.string())) << c.detail;
    fs::remove(got);
    citeval::report::RunPageWriter page;
    ASSERT_TRUE(page.open(src, HtmlOptions{.seed = 5}, got.string()));
    std::istringstream lines(slurp(dir_ / c.detail));
    std::size_t n = 0;
    for (std::string line; std::getline(lines, line); ++n) ASSERT_TRUE(page.add(line)) << c.detail << ":" << n + 1;
    EXPECT_GE(n, 3u) << c.detail;
    EXPECT_FALSE(fs::exists(got)) << "the page appears at finish()";
    ASSERT_TRUE(page.finish()) << c.detail;
    EXPECT_EQ(slurp(got), slurp(want)) << c.detail;
    EXPECT_FALSE(fs::exists(got.string() + ".tmp"));
  }
}

TEST_F(HtmlReport, PageWriterErrorsNameTheLineAndLeaveNoPage) {
  const fs::path out = dir_ / "fed_bad.html";
  fs::remove(out);
  const std::string detail = slurp(dir_ / "asqa.jsonl");
  const std::string first = detail.substr(0, detail.find('\n'));
  {
    citeval::report::RunPageWriter page;
    ASSERT_TRUE(page.open({.detail = "mine.jsonl"}, HtmlOptions{}, out.string()));
    ASSERT_TRUE(page.add(first));
    ASSERT_TRUE(page.add(""));  // a blank line counts
    auto st = page.add("{\"citeval_detail\": {}}");
    ASSERT_FALSE(st);
    EXPECT_EQ(st.error().file, "mine.jsonl");
    EXPECT_EQ(st.error().line, 3u);
    EXPECT_EQ(st.error().message, "a detail header after the first line");
    auto again = page.finish();  // the first error is sticky
    ASSERT_FALSE(again);
    EXPECT_EQ(again.error().line, 3u);
  }
  EXPECT_FALSE(fs::exists(out));
  EXPECT_FALSE(fs::exists(out.string() + ".tmp"));
  {
    citeval::report::RunPageWriter page;  // never finished: nothing stays
    ASSERT_TRUE(page.open({.detail = "mine.jsonl"}, HtmlOptions{}, out.string()));
    ASSERT_TRUE(page.add(first));
    EXPECT_TRUE(fs::exists(out.string() + ".tmp"));
  }
  EXPECT_FALSE(fs::exists(out));
  EXPECT_FALSE(fs::exists(out.string() + ".tmp"));
  citeval::report::RunPageWriter empty;
  ASSERT_TRUE(empty.open({.detail = "mine.jsonl"}, HtmlOptions{}, out.string()));
  auto none = empty.finish();
  ASSERT_FALSE(none);
  EXPECT_EQ(none.error().message, "the detail file has no item");
  EXPECT_FALSE(fs::exists(out));
}

TEST_F(HtmlReport, WriteHtmlReportForEval) {
  // What `citeval eval --report` calls: ALCE with its input, LongBench-Cite with the input ignored.
  const fs::path out = dir_ / "eval_report.html";
  const std::string input = std::string(CITEVAL_SOURCE_DIR) + "/examples/alce_asqa.json";
  ASSERT_TRUE(citeval::report::write_html_report((dir_ / "asqa.jsonl").string(), read_json(dir_ / "asqa.json"),
                                                 out.string(), input));
  std::string page = slurp(out);
  EXPECT_EQ(json::parse(data_block(page))["header"]["passages"], true);
  ASSERT_TRUE(citeval::report::write_html_report((dir_ / "lc.jsonl").string(), read_json(dir_ / "lc.json"),
                                                 out.string(), (dir_ / "lc_in.jsonl").string()));
  EXPECT_EQ(json::parse(data_block(slurp(out)))["header"]["benchmark"], "longbench-cite");
  EXPECT_FALSE(citeval::report::write_html_report((dir_ / "asqa.jsonl").string(), read_json(dir_ / "asqa.json"),
                                                  (dir_ / "no_such_dir" / "r.html").string()));
}

TEST_F(HtmlReport, CommandLineWritesThePage) {
  const fs::path out = dir_ / "r.html";
  ASSERT_EQ(run("report " + (dir_ / "asqa.jsonl").string() + " --summary " + (dir_ / "asqa.json").string() + " -o " +
                out.string()),
            0);
  const std::string page = slurp(out);
  EXPECT_EQ(page.rfind("<!DOCTYPE html>", 0), 0u);
  json model = json::parse(data_block(page));
  EXPECT_EQ(model["cards"][0]["value"], read_json(dir_ / "asqa.json")["citation_rec"]);
  EXPECT_FALSE(fs::exists(out.string() + ".tmp"));
  // The output may not be an input; usage errors exit 2.
  EXPECT_EQ(run("report " + (dir_ / "asqa.jsonl").string() + " -o " + (dir_ / "asqa.jsonl").string()), 1);
  EXPECT_EQ(run("report -o " + out.string()), 2);
  EXPECT_EQ(run("report --meta x.json " + (dir_ / "asqa.jsonl").string() + " -o " + out.string()), 2);
}

TEST_F(HtmlReport, MetaReportFromCommandAndScores) {
  const std::string labels = std::string(CITEVAL_SHARED_DIR) + "/data/labels/wice/claim_dev.jsonl";
  if (!fs::exists(labels)) GTEST_SKIP() << "no " << labels;
  const fs::path html = dir_ / "meta.html", js = dir_ / "meta.json", sc = dir_ / "scores";
  ASSERT_EQ(run("meta --labels " + labels + " --judge lexical --limit 40 --bootstrap 200 -q --json " + js.string() +
                " --report " + html.string() + " --dump-scores " + sc.string()),
            0);
  json model = json::parse(data_block(slurp(html)));
  const json meta = read_json(js);
  EXPECT_EQ(model["kind"], "meta");
  ASSERT_EQ(model["judges"].size(), 1u);
  const json& j = model["judges"][0];
  for (const auto& f : j["figures"]) EXPECT_EQ(f["value"], meta["judges"][0]["report"][f["key"].get<std::string>()]);
  ASSERT_TRUE(j["roc"]["FS vs NS"].is_object());
  EXPECT_EQ(j["roc"]["FS vs NS"]["points"].front(), json::array({0.0, 0.0}));
  EXPECT_EQ(j["roc"]["FS vs NS"]["points"].back(), json::array({1.0, 1.0}));
  EXPECT_EQ(j["calibrated"], false);
  // The same from the command: --meta with the dumped scores.
  const fs::path html2 = dir_ / "meta2.html";
  ASSERT_EQ(run("report --meta " + js.string() + " --scores " + (sc / "lexical.jsonl").string() + " -o " + html2.string()), 0);
  json model2 = json::parse(data_block(slurp(html2)));
  EXPECT_EQ(model2["judges"][0]["roc"], j["roc"]);
  EXPECT_EQ(model2["judges"][0]["dist"], j["dist"]);
}

// citeval check: the cards are the summary's four figures; citation_rec/prec's intervals are
// the bootstrap of the mean over the answers' values, statement_rec's of supported / statements.
TEST_F(HtmlReport, CheckCardsAreTheSummarysWithIntervals) {
  const json summary = read_json(dir_ / "check_generic.json");
  HtmlOptions o;
  o.bootstrap = 300;
  o.seed = 5;
  auto m = check_model("generic.jsonl", false, o);
  ASSERT_TRUE(m) << m.error().to_string();
  EXPECT_EQ((*m)["header"]["benchmark"], "check");
  std::vector<std::string> keys;
  std::map<std::string, json> cards;
  for (const auto& c : (*m)["cards"]) {
    keys.push_back(c["key"]);
    cards[c["key"]] = c;
  }
  EXPECT_EQ(keys, (std::vector<std::string>{"citation_rec", "citation_prec", "statement_rec", "quote_fidelity"}));
  EXPECT_EQ(cards["citation_rec"]["value"], summary["citation_rec"]);
  EXPECT_EQ(cards["citation_prec"]["value"], summary["citation_prec"]);
  EXPECT_EQ(cards["statement_rec"]["value"], summary["statement_rec"]);
  EXPECT_NEAR(summary["statement_rec"].get<double>(), 100.0 * 12 / 14, 1e-9);  // 12 of 14 statements supported
  // No citation of a generic record quotes its source: undefined, and why.
  EXPECT_TRUE(cards["quote_fidelity"]["value"].is_null());
  EXPECT_EQ(cards["quote_fidelity"]["undefined"], "no citation quotes its source");
  // The intervals, recomputed: per-answer values from the detail, meta's bootstrap draws.
  std::vector<double> rec, statements, supported;
  std::ifstream in(dir_ / "check_generic.jsonl");
  for (std::string line; std::getline(in, line);) {
    const json r = json::parse(line);
    if (r.contains("citeval_detail")) continue;
    rec.push_back(r["citation_rec"]);
    statements.push_back(r["totals"]["statements"]);
    supported.push_back(r["totals"]["supported"]);
  }
  ASSERT_EQ(rec.size(), 7u);
  std::vector<double> rec_reps, srec_reps;
  std::vector<std::uint32_t> w(rec.size());
  for (std::size_t b = 0; b < 300; ++b) {
    citeval::meta::bootstrap_weights(5, b, w);
    double s = 0, n = 0, sup = 0, st = 0;
    for (std::size_t i = 0; i < rec.size(); ++i) {
      s += w[i] * rec[i], n += w[i];
      sup += w[i] * 100 * supported[i], st += w[i] * statements[i];
    }
    rec_reps.push_back(s / n);
    srec_reps.push_back(sup / st);
  }
  auto check_ci = [](const json& card, std::vector<double> reps) {
    std::vector<double> copy = reps;
    ASSERT_TRUE(card["ci"].is_array()) << card;
    EXPECT_NEAR(card["ci"][0].get<double>(), citeval::meta::percentile(reps, 2.5), 1e-9) << card;
    EXPECT_NEAR(card["ci"][1].get<double>(), citeval::meta::percentile(copy, 97.5), 1e-9) << card;
    EXPECT_LT(card["ci"][0].get<double>(), card["ci"][1].get<double>()) << card;
  };
  check_ci(cards["citation_rec"], rec_reps);
  check_ci(cards["statement_rec"], srec_reps);
  // A detail that does not reproduce the summary's figure: the card says so, with no interval.
  std::ifstream in2(dir_ / "check_generic.jsonl");
  std::ofstream out(dir_ / "check_other.jsonl");
  for (std::string line; std::getline(in2, line);) {
    json r = json::parse(line);
    if (r.value("position", -1) == 0) r["citation_rec"] = 100.0;
    out << r.dump() << "\n";
  }
  out.close();
  auto other = citeval::report::run_report_model({.detail = (dir_ / "check_other.jsonl").string(), .summary = &summary}, o);
  ASSERT_TRUE(other) << other.error().to_string();
  EXPECT_TRUE((*other)["cards"][0]["ci"].is_null());
  EXPECT_EQ((*other)["cards"][0]["ci_note"], "no interval: the detail's items give 92.8571, not this figure");
  EXPECT_FALSE((*other)["cards"][2].contains("ci_note"));  // statement_rec: the sums still agree
}

// Each answer in full, cut into segments at statement and mark edges (UTF-16 units), each
// statement's outcome, and the sources its citations open.
TEST_F(HtmlReport, CheckAnswersWithStatementsAndCitations) {
  auto m = check_model("generic.jsonl", true, HtmlOptions{.bootstrap = 0});
  ASSERT_TRUE(m) << m.error().to_string();
  EXPECT_EQ((*m)["header"]["passages"], true);
  EXPECT_EQ((*m)["header"]["format"], "auto");
  EXPECT_EQ((*m)["header"]["citation_style"], "auto");
  EXPECT_EQ((*m)["outcomes"], json::array({"sup", "uns", "unc", "nn", "err", "nj"}));
  const json& items = (*m)["items"];
  ASSERT_EQ(items.size(), 7u);
  // "spans": explicit citation spans; the second names a source the record has not.
  const json& a = items[0];
  EXPECT_EQ(a["id"], "spans");
  EXPECT_EQ(a["text"], "The Eiffel Tower was completed in 1889. Paris has about 2.1 million inhabitants \u2014 fewer "
                       "than \u00CEle-de-France.");
  EXPECT_EQ(a["q"], "When was the Eiffel Tower completed, and how many people live in Paris?");
  // Bytes [40, 110) of the answer ("—" is 3 bytes, "Î" 2) are UTF-16 units [40, 107).
  EXPECT_EQ(a["units"][1]["span"], json::array({40, 107}));
  EXPECT_EQ(a["cits"][1]["span"], json::array({40, 107}));
  EXPECT_EQ(a["segs"], json::parse("[[0,39,0,-1],[39,39,0,0],[39,40,-1,-1],[40,107,1,-1],[107,107,1,1]]"));
  EXPECT_EQ(a["units"][0]["out"], "sup");
  EXPECT_EQ(a["units"][1]["out"], "uns");
  EXPECT_EQ(a["units"][1]["status"], "out_of_range");
  EXPECT_EQ(a["cits"][0]["src"], json::array({1}));
  EXPECT_EQ(a["cits"][1]["src"], json::array({2}));
  EXPECT_EQ(a["cits"][1]["unres"], json::array({"nowhere"}));
  EXPECT_EQ(a["cits"][0]["quote"], "no_quote");
  EXPECT_EQ(a["docs"]["1"], json::array({"", "The Eiffel Tower is 330 metres tall. It was completed in 1889."}));
  EXPECT_EQ(a["docs"]["2"], json::array({"", "Paris is the capital of France. It has about 2.1 million inhabitants."}));
  EXPECT_EQ(a["units"][0]["cites"][0]["label"], "[eiffel]");
  EXPECT_EQ(a["n"], json({{"sup", 1}, {"uns", 1}}));
  // "brackets": the marks are buttons in the text ("[1]" at 39, "[2, 3]" at 84).
  const json& b = items[1];
  EXPECT_EQ(b["segs"], json::parse("[[0,39,0,-1],[39,42,0,0],[42,43,0,-1],[43,44,-1,-1],[44,84,1,-1],[84,90,1,1],"
                                   "[90,91,1,-1]]"));
  EXPECT_EQ(b["cits"][1]["mark"], json::array({json::array({84, 90})}));
  EXPECT_EQ(b["cits"][1]["unres"], json::array({"3"}));
  // "footnote": the mark "[^1]" stands inside the second statement's bytes but is the first's
  // citation (its colour); the footnote section after the answer is in no statement.
  const json& f = items[2];
  EXPECT_EQ(f["segs"], json::parse("[[0,39,0,-1],[39,43,0,0],[43,84,1,-1],[84,88,1,1],[88,121,-1,-1]]"));
  // "cjk": 【1】 is 1 UTF-16 unit a bracket (3 bytes).
  const json& c = items[3];
  EXPECT_EQ(c["text"].get<std::string>().substr(38, 7), "\u30101\u3011");
  EXPECT_EQ(c["cits"][0]["mark"], json::array({json::array({38, 41})}));
}

TEST_F(HtmlReport, CheckCitationOpensTheQuotedPlaceOfItsSource) {
  auto m = check_model("anthropic.json", true, HtmlOptions{.bootstrap = 0});
  ASSERT_TRUE(m) << m.error().to_string();
  const json& it = (*m)["items"][0];
  EXPECT_EQ(it["id"], "msg_01");
  EXPECT_EQ(it["fmt"], "anthropic");
  // Three span citations: one on the first text block, two on the second (a button each, after
  // the bytes they cover, in order).
  EXPECT_EQ(it["segs"], json::parse("[[0,39,0,-1],[39,39,0,0],[39,107,1,-1],[107,107,1,1],[107,107,1,2]]"));
  const json& c0 = it["cits"][0];
  EXPECT_EQ(c0["kind"], "char_location");
  EXPECT_EQ(c0["src"], json::array({1}));
  EXPECT_EQ(c0["quote"], "exact");
  EXPECT_EQ(c0["qt"], "It was completed in 1889.");
  EXPECT_EQ(c0["sspan"], json::array({37, 62}));
  const std::string eiffel = it["docs"]["1"][1];
  EXPECT_EQ(it["docs"]["1"][0], "Eiffel Tower");
  EXPECT_EQ(eiffel.substr(37, 25), "It was completed in 1889.");  // ASCII: units are bytes
  // The content block citation: the Region document's two blocks, whose "Î" is 2 bytes, 1 unit.
  const json& c2 = it["cits"][2];
  EXPECT_EQ(c2["kind"], "content_block_location");
  EXPECT_EQ(c2["src"], json::array({3}));
  EXPECT_EQ(c2["sspan"], json::array({0, 83}));
  EXPECT_EQ(it["docs"]["3"], json::array({"Region", "\u00CEle-de-France has about 12 million inhabitants.\nParis proper has about 2.1 million."}));
  EXPECT_EQ(it["units"][1]["out"], "sup");
  EXPECT_EQ(it["units"][1]["refs"], json::array({1, 2}));
  // A Markdown report: the link "[Eiffel Tower](https://example.org/eiffel)" is one button (its
  // two pieces joined), the source read from the snapshots the run was given (the summary's).
  auto md = check_model("report.md", true, HtmlOptions{.bootstrap = 0});
  ASSERT_TRUE(md) << md.error().to_string();
  const json& r = (*md)["items"][0];
  EXPECT_EQ((*md)["header"]["sources"], answers("sources"));
  EXPECT_EQ(r["cits"][0]["mark"], json::parse("[[40,41],[53,82]]"));
  EXPECT_EQ(r["segs"], json::parse("[[0,40,0,-1],[40,82,0,0],[82,84,0,-1],[84,85,-1,-1],[85,152,1,-1],[152,156,1,1],"
                                   "[156,204,-1,-1]]"));
  EXPECT_EQ(r["cits"][0]["ids"], json::array({"https://example.org/eiffel"}));
  EXPECT_EQ(r["docs"]["1"][1], "The Eiffel Tower is 330 metres tall. It was completed in 1889.");
}

// Uncited statements and judge errors have their own outcomes; without a summary, statement_rec
// is undefined when a judge error left statements unjudged (as metrics::summarize_check).
TEST_F(HtmlReport, CheckUncitedAndJudgeErrorOutcomes) {
  const fs::path in = dir_ / "uncited.jsonl";
  std::ofstream(in) << json{{"id", "u"}, {"answer", "The Eiffel Tower was completed in 1889 [1]. Paris is big."},
                            {"sources", {{{"id", "eiffel"}, {"text", "The Eiffel Tower was completed in 1889."}}}}}
                           .dump()
                    << "\n";
  ASSERT_EQ(run("check " + in.string() + " --judge lexical -q -o " + (dir_ / "uncited.json").string() + " --detail " +
                (dir_ / "uncited_d.jsonl").string()),
            0);
  const json summary = read_json(dir_ / "uncited.json");
  auto m = citeval::report::run_report_model(
      {.detail = (dir_ / "uncited_d.jsonl").string(), .summary = &summary, .input = in.string()}, HtmlOptions{});
  ASSERT_TRUE(m) << m.error().to_string();
  const json& it = (*m)["items"][0];
  EXPECT_EQ(it["units"][0]["out"], "sup");
  EXPECT_EQ(it["units"][1]["out"], "unc");
  EXPECT_EQ(it["n"], json({{"sup", 1}, {"unc", 1}}));
  EXPECT_EQ(it["sc"]["citation_rec"], 50.0);
  // The same record with a judge error.
  std::ifstream d(dir_ / "uncited_d.jsonl");
  std::ofstream e(dir_ / "judge_error_d.jsonl");
  for (std::string line; std::getline(d, line);) {
    json r = json::parse(line);
    if (!r.contains("citeval_detail")) {
      r["judge_error"] = "HTTP 500";
      r["citation_rec"] = nullptr;
      r["citation_prec"] = nullptr;
      r["statements"][0]["joint"] = {{"ok", false}, {"error", "HTTP 500"}};
      r["totals"]["supported"] = 0;
      r["totals"]["rec"] = nullptr;
    }
    e << r.dump() << "\n";
  }
  e.close();
  auto err = citeval::report::run_report_model({.detail = (dir_ / "judge_error_d.jsonl").string(), .input = in.string()},
                                               HtmlOptions{});
  ASSERT_TRUE(err) << err.error().to_string();
  const json& x = (*err)["items"][0];
  EXPECT_EQ(x["units"][0]["out"], "err");
  EXPECT_EQ(x["err"], true);
  EXPECT_EQ(x["errmsg"], "HTTP 500");
  std::map<std::string, json> cards;
  for (const auto& c : (*err)["cards"]) cards[c["key"]] = c;
  EXPECT_TRUE(cards["statement_rec"]["value"].is_null());
  EXPECT_EQ(cards["statement_rec"]["undefined"], "judge errors left statements unjudged");
  EXPECT_TRUE(cards["citation_rec"]["value"].is_null());
}

// A need-citation judge: the uncited statement it says needs no citation is "nn" and leaves
// statement_rec's denominator (the card's interval still reproduces the summary); one it cannot
// decide is a judge error ("err"), the answer's message shown.
TEST_F(HtmlReport, CheckNeedCitationJudgeOutcomes) {
  const fs::path in = dir_ / "need.jsonl";
  const std::string answer = "The Eiffel Tower was completed in 1889 [1]. Paris is big.";
  const json record = {{"id", "u"}, {"answer", answer},
                       {"sources", {{{"id", "eiffel"}, {"text", "The Eiffel Tower was completed in 1889."}}}}};
  std::ofstream(in) << record.dump() << "\n" << json(record).dump() << "\n";
  const fs::path table = dir_ / "need_table.jsonl";
  std::ofstream(table) << json{{"premise", answer}, {"hypothesis", "Paris is big."}, {"label", 0}}.dump() << "\n";
  ASSERT_EQ(run("check " + in.string() + " --judge lexical --need-citation-judge table:" + table.string() + " -q -o " +
                (dir_ / "need.json").string() + " --detail " + (dir_ / "need_d.jsonl").string()),
            0);
  const json summary = read_json(dir_ / "need.json");
  ASSERT_EQ(summary["statement_rec"], 100.0);  // 2 supported of 2 that need a citation
  auto m = citeval::report::run_report_model(
      {.detail = (dir_ / "need_d.jsonl").string(), .summary = &summary, .input = in.string()}, HtmlOptions{});
  ASSERT_TRUE(m) << m.error().to_string();
  const json& it = (*m)["items"][0];
  EXPECT_EQ(it["units"][1]["out"], "nn");
  EXPECT_EQ(it["units"][1]["need"], json({{"label", 0}, {"ok", true}, {"prob", 0.0}}));
  EXPECT_EQ((*m)["header"]["rule"].get<std::string>().rfind("judge table:sha256=", 0), 0u);
  std::size_t seen = 0;
  for (const auto& c : (*m)["cards"]) {
    if (c["key"] != "statement_rec") continue;
    ++seen;
    EXPECT_EQ(c["value"], 100.0);
    EXPECT_FALSE(c.contains("ci_note")) << c;  // the detail's sums, less the exempt, give 100
  }
  EXPECT_EQ(seen, 1u);
  // A table without the pair: the need-citation judge fails on the uncited statement.
  std::ofstream(table, std::ios::trunc) << json{{"premise", answer}, {"hypothesis", "Paris is small."}, {"label", 0}}.dump()
                                        << "\n";
  ASSERT_EQ(run("check " + in.string() + " --judge lexical --need-citation-judge table:" + table.string() + " -q -o " +
                (dir_ / "need_err.json").string() + " --detail " + (dir_ / "need_err_d.jsonl").string()),
            1);
  const json failed = read_json(dir_ / "need_err.json");
  auto e = citeval::report::run_report_model(
      {.detail = (dir_ / "need_err_d.jsonl").string(), .summary = &failed, .input = in.string()}, HtmlOptions{});
  ASSERT_TRUE(e) << e.error().to_string();
  const json& x = (*e)["items"][0];
  EXPECT_EQ(x["units"][1]["out"], "err");
  EXPECT_EQ(x["err"], true);
  EXPECT_NE(x["errmsg"].get<std::string>().find("pair not in table"), std::string::npos) << x["errmsg"];
}

// Characters outside the BMP are 4 bytes and 2 UTF-16 units (a surrogate pair), as JavaScript
// counts them: the mark "[1]" after "🗼 The tower was completed in 1889 " is bytes [37, 40) and
// units [35, 38); a span given in code points [2, 34) is bytes [5, 37) and units [3, 35).
TEST_F(HtmlReport, CheckOffsetsCountSurrogatePairs) {
  const fs::path in = dir_ / "emoji.jsonl";
  const json source = {{{"id", "t"}, {"text", "\U0001F5FC The tower was completed in 1889."}}};
  std::ofstream(in) << json{{"id", "e"}, {"answer", "\U0001F5FC The tower was completed in 1889 [1]."}, {"sources", source}}
                           .dump()
                    << "\n"
                    << json{{"id", "s"}, {"answer", "\U0001F5FC The tower was completed in 1889."}, {"sources", source},
                            {"citations", {{{"start", 2}, {"end", 34}, {"source_ids", {"t"}}, {"cited_text", "completed in 1889"}}}}}
                           .dump()
                    << "\n";
  ASSERT_EQ(run("check " + in.string() + " --judge lexical -q -o " + (dir_ / "emoji.json").string() + " --detail " +
                (dir_ / "emoji_d.jsonl").string()),
            0);
  const json summary = read_json(dir_ / "emoji.json");
  auto m = citeval::report::run_report_model(
      {.detail = (dir_ / "emoji_d.jsonl").string(), .summary = &summary, .input = in.string()}, HtmlOptions{});
  ASSERT_TRUE(m) << m.error().to_string();
  const json& mark = (*m)["items"][0];
  EXPECT_EQ(mark["units"][0]["span"], json::array({0, 39}));
  EXPECT_EQ(mark["cits"][0]["mark"], json::array({json::array({35, 38})}));
  EXPECT_EQ(mark["segs"], json::parse("[[0,35,0,-1],[35,38,0,0],[38,39,0,-1]]"));
  const json& span = (*m)["items"][1];
  EXPECT_EQ(span["cits"][0]["span"], json::array({3, 35}));
  EXPECT_EQ(span["segs"], json::parse("[[0,3,-1,-1],[3,35,0,-1],[35,35,0,0]]"));
  EXPECT_EQ(span["cits"][0]["quote"], "found");
  EXPECT_EQ(span["cits"][0]["qt"], "completed in 1889");
  // quote_fidelity: 1 quote of 1 found; the detail's sums reproduce it.
  std::size_t seen = 0;
  for (const auto& c : (*m)["cards"]) {
    if (c["key"] != "quote_fidelity") continue;
    ++seen;
    EXPECT_EQ(c["value"], 100.0);
    EXPECT_FALSE(c.contains("ci_note")) << c;
  }
  EXPECT_EQ(seen, 1u);
}

TEST_F(HtmlReport, CheckInputMustBeTheCheckedFile) {
  // Without the input: the statements only, and a note saying how to see the answers.
  auto bare = check_model("generic.jsonl", false, HtmlOptions{.bootstrap = 0});
  ASSERT_TRUE(bare);
  EXPECT_EQ((*bare)["header"]["passages"], false);
  EXPECT_NE((*bare)["header"]["passages_note"].get<std::string>().find("the checked file"), std::string::npos);
  EXPECT_FALSE((*bare)["items"][0].contains("segs"));
  EXPECT_EQ((*bare)["items"][0]["units"][0]["text"], "The Eiffel Tower was completed in 1889.");
  // Another file: its record 0 is another answer; the error names the detail's line.
  const json summary = read_json(dir_ / "check_generic.json");
  RunSources src{.detail = (dir_ / "check_generic.jsonl").string(), .summary = &summary,
                 .input = answers("anthropic.json")};
  auto wrong = citeval::report::run_report_model(src, HtmlOptions{.bootstrap = 0});
  ASSERT_FALSE(wrong);
  EXPECT_EQ(wrong.error().file, (dir_ / "check_generic.jsonl").string());
  EXPECT_EQ(wrong.error().line, 2u);
  EXPECT_NE(wrong.error().message.find("record 0 is 'spans' in the detail but 'msg_01' in the input"), std::string::npos)
      << wrong.error().to_string();
}

TEST_F(HtmlReport, CheckCommandWritesThePage) {
  const fs::path html = dir_ / "check.html";
  ASSERT_EQ(run("check " + answers("generic.jsonl") + " --judge lexical -q -o " + (dir_ / "check_cli.json").string() +
                " --report " + html.string()),
            0);
  const std::string page = slurp(html);
  EXPECT_EQ(page.rfind("<!DOCTYPE html>", 0), 0u);
  json model = json::parse(data_block(page));
  EXPECT_EQ(model["header"]["benchmark"], "check");
  EXPECT_EQ(model["header"]["passages"], true);
  ASSERT_EQ(model["items"].size(), 7u);
  EXPECT_EQ(model["items"][6]["id"], "ids");
  EXPECT_EQ(model["items"][6]["segs"].size(), 7u);
  EXPECT_EQ(model["cards"][0]["value"], read_json(dir_ / "check_cli.json")["citation_rec"]);
  // And `citeval report` of the same run, given the input.
  const fs::path html2 = dir_ / "check2.html";
  ASSERT_EQ(run("report " + (dir_ / "check_generic.jsonl").string() + " --summary " +
                (dir_ / "check_generic.json").string() + " --input " + answers("generic.jsonl") + " -o " + html2.string()),
            0);
  EXPECT_EQ(json::parse(data_block(slurp(html2)))["items"][0]["segs"], model["items"][0]["segs"]);
}


// The cards of the bundled examples' pages (eval --report: 1,000 replicates, seed 0) and a
// compare's deltas, as main's report gave them before the page was written as a stream: every
// value and interval bound exact, bit for bit (null: undefined, or no interval).
TEST_F(HtmlReport, BundledExamplesFiguresAndIntervalsAreFixed) {
  constexpr double kNull = std::numeric_limits<double>::quiet_NaN();
  struct Card {
    const char* key;
    double value, lo, hi;
  };
  auto same = [](const json& v, double want) { return std::isnan(want) ? v.is_null() : v.is_number() && v.get<double>() == want; };
  auto expect_cards = [&](const std::string& name, const std::string& args, const std::vector<Card>& want) {
    const fs::path html = dir_ / (name + ".fixed.html");
    ASSERT_EQ(run(args + " --judge lexical -q -o " + (dir_ / (name + ".fixed.json")).string() + " --detail " +
                  (dir_ / (name + ".fixed.jsonl")).string() + " --report " + html.string()),
              0)
        << name;
    const json cards = json::parse(data_block(slurp(html)))["cards"];
    ASSERT_EQ(cards.size(), want.size()) << name;
    for (std::size_t i = 0; i < want.size(); ++i) {
      const json& c = cards[i];
      EXPECT_EQ(c["key"], want[i].key) << name;
      EXPECT_TRUE(same(c["value"], want[i].value)) << name << " " << want[i].key << ": " << c["value"];
      const json lo = c["ci"].is_array() ? c["ci"][0] : json(), hi = c["ci"].is_array() ? c["ci"][1] : json();
      EXPECT_TRUE(same(lo, want[i].lo) && same(hi, want[i].hi)) << name << " " << want[i].key << ": " << c["ci"];
    }
  };
  const std::string ex = std::string(CITEVAL_SOURCE_DIR) + "/examples/";
  expect_cards("asqa", "eval alce --input " + ex + "alce_asqa.json",
               {{"citation_rec", 100.0, 100.0, 100.0},
                {"citation_prec", 79.16666666666666, 58.33333333333333, 100.0},
                {"str_em", 85.41666666666666, 70.83333333333333, 100.0},
                {"str_hit", 50.0, 0.0, 100.0},
                {"rougeLsum", 100.0, 100.0, 100.0},
                {"length", 60.0, 38.25, 82.75}});
  expect_cards("eli5", "eval alce --input " + ex + "alce_eli5.json",
               {{"citation_rec", 85.41666666666666, 70.78125000000004, 100.0},
                {"citation_prec", 57.49999999999999, 41.66666666666666, 73.41666666666659},
                {"claims_nli", 66.66666666666666, 66.66666666666666, 66.66666666666666},
                {"rougeLsum", kNull, kNull, kNull},
                {"length", 66.0, 46.5, 91.25}});
  expect_cards("qampari", "eval alce --input " + ex + "alce_qampari.json",
               {{"citation_rec", 100.0, 100.0, 100.0},
                {"citation_prec", 100.0, 100.0, 100.0},
                {"qampari_prec", 100.0, 100.0, 100.0},
                {"qampari_rec", 71.66666666666667, 67.85714285714285, 76.42857142857143},
                {"qampari_f1", 83.42156862745098, 80.83333333333333, 86.58823529411765},
                {"qampari_rec_top5", 100.0, 100.0, 100.0},
                {"qampari_f1_top5", 100.0, 100.0, 100.0},
                {"rougeLsum", kNull, kNull, kNull},
                {"length", 19.5, 10.468750000000028, 26.5},
                {"num_preds", 7.5, 6.0, 9.75}});
  expect_cards("aliice",
               "eval aliice --parser " + std::string(CITEVAL_SOURCE_DIR) + "/models/en_ewt_spacy.model --input " + ex +
                   "alce_asqa.json",
               {{"citation_rec", 100.0, 100.0, 100.0},
                {"citation_prec", 79.16666666666666, 58.33333333333333, 100.0},
                {"citation_f1", 88.37209302325581, 73.6842105263158, 100.0},
                {"cvcp", 0.17916666666666667, 0.0, 0.35833333333333334},
                {"length", 60.0, kNull, kNull},
                {"cvcp_pooled_reference", 0.3269661694637588, kNull, kNull}});
  expect_cards("longcite", "eval longbench-cite --need-citation-judge always --input " + ex + "longbench_cite.jsonl",
               {{"avg_citation_recall", 71.70787545787546, 71.70787545787546, 71.70787545787546},
                {"avg_citation_precision", 64.58333333333333, 64.58333333333333, 64.58333333333333},
                {"avg_citation_f1", 63.39124519928092, 63.39124519928092, 63.39124519928092},
                {"citation_length", 12.636363636363637, 10.9, 14.5}});
  expect_cards("check", "check " + ex + "check_answers.jsonl",
               {{"citation_rec", 75.0, 50.0, 100.0},
                {"citation_prec", 100.0, 100.0, 100.0},
                {"statement_rec", 75.0, 50.0, 100.0},
                {"quote_fidelity", 100.0, 100.0, 100.0}});
  // A compare: ASQA against itself with one citation a statement (seed 9).
  ASSERT_EQ(run("eval alce --input " + ex + "alce_asqa.json --judge lexical --at-most-citations 1 -q -o " +
                (dir_ / "asqa1.fixed.json").string() + " --detail " + (dir_ / "asqa1.fixed.jsonl").string()),
            0);
  const fs::path cmp = dir_ / "cmp.fixed.html";
  ASSERT_EQ(run("report --compare " + (dir_ / "asqa.fixed.jsonl").string() + " " + (dir_ / "asqa1.fixed.jsonl").string() +
                " --input " + ex + "alce_asqa.json --seed 9 -o " + cmp.string()),
            0);
  const json m = json::parse(data_block(slurp(cmp)));
  const std::vector<std::array<double, 5>> deltas = {{100.0, 62.5, 37.5, 0.0, 75.0},
                                                     {79.16666666666666, 62.5, 16.666666666666657, 0.0, 37.5},
                                                     {85.41666666666666, 85.41666666666666, 0.0, 0.0, 0.0},
                                                     {50.0, 50.0, 0.0, 0.0, 0.0},
                                                     {100.0, 100.0, 0.0, 0.0, 0.0},
                                                     {60.0, 60.0, 0.0, 0.0, 0.0}};
  ASSERT_EQ(m["deltas"].size(), deltas.size());
  for (std::size_t i = 0; i < deltas.size(); ++i) {
    const json& d = m["deltas"][i];
    EXPECT_EQ(d["a"].get<double>(), deltas[i][0]) << d["key"];
    EXPECT_EQ(d["b"].get<double>(), deltas[i][1]) << d["key"];
    EXPECT_EQ(d["delta"].get<double>(), deltas[i][2]) << d["key"];
    EXPECT_EQ(d["ci"], json::array({deltas[i][3], deltas[i][4]})) << d["key"];
  }
  EXPECT_EQ(m["differing_items"], 2);
  ASSERT_EQ(m["pairs"].size(), 2u);
  EXPECT_EQ(m["pairs"][0]["a"]["key"], 2);
  EXPECT_EQ(m["pairs"][1]["a"]["key"], 0);
}


// The input is joined a block of 1,024 detail records at a time: read once in step with a detail
// in its order, from its start again for a block behind the reader (a detail in another order).
// Either way each item gets its own question and passages, and the page's figures are the same.
TEST_F(HtmlReport, InputIsJoinedInStepOrReadAgainForAnotherOrder) {
  const json base = read_json(fs::path(CITEVAL_SOURCE_DIR) / "examples/alce_asqa.json");
  const fs::path in = dir_ / "many_asqa.jsonl", d = dir_ / "many.jsonl", rev = dir_ / "many_rev.jsonl";
  {
    std::ofstream out(in);
    for (std::size_t i = 0; i < 2100; ++i) {
      json item = base["data"][i % 4];
      item["question"] = item["question"].get<std::string>() + " #" + std::to_string(i);
      out << item.dump() << "\n";
    }
  }
  ASSERT_EQ(run("eval alce --dataset asqa --input " + in.string() + " --judge lexical -q -o " +
                (dir_ / "many.json").string() + " --detail " + d.string()),
            0);
  std::vector<std::string> lines;
  {
    std::ifstream f(d);
    for (std::string l; std::getline(f, l);) lines.push_back(l);
  }
  ASSERT_EQ(lines.size(), 2100u);
  std::ofstream(rev) << [&] {
    std::string all;
    for (auto it = lines.rbegin(); it != lines.rend(); ++it) all += *it + "\n";
    return all;
  }();
  const HtmlOptions o{.bootstrap = 200, .seed = 3};
  auto in_order = citeval::report::run_report_model({.detail = d.string(), .input = in.string()}, o);
  auto reversed = citeval::report::run_report_model({.detail = rev.string(), .input = in.string()}, o);
  ASSERT_TRUE(in_order) << in_order.error().to_string();
  ASSERT_TRUE(reversed) << reversed.error().to_string();
  ASSERT_EQ((*reversed)["items"].size(), 2100u);
  for (std::size_t i = 0; i < 2100; ++i) {
    const json& a = (*in_order)["items"][i];
    const json& b = (*reversed)["items"][2099 - i];
    ASSERT_EQ(a["key"], i);
    EXPECT_EQ(a["q"], base["data"][i % 4]["question"].get<std::string>() + " #" + std::to_string(i));
    EXPECT_EQ(a, b) << i;
  }
  // The figures are of the same values, in another order: equal up to rounding.
  for (std::size_t c = 0; c < (*in_order)["cards"].size(); ++c)
    EXPECT_NEAR((*in_order)["cards"][c]["value"].get<double>(), (*reversed)["cards"][c]["value"].get<double>(), 1e-9);
  // A failed page leaves neither the page nor PATH.tmp: an input with fewer items.
  const fs::path html = dir_ / "many.html", few = dir_ / "few_asqa.jsonl";
  std::ofstream(few) << json(base["data"][0]).dump() << "\n";
  auto st = citeval::report::write_html_report(d.string(), read_json(dir_ / "many.json"), html.string(), few.string());
  ASSERT_FALSE(st);
  EXPECT_NE(st.error().message.find("2099 detail item(s) have no item of that index in the input"), std::string::npos)
      << st.error().to_string();
  EXPECT_FALSE(fs::exists(html));
  EXPECT_FALSE(fs::exists(html.string() + ".tmp"));
  ASSERT_TRUE(citeval::report::write_html_report(d.string(), read_json(dir_ / "many.json"), html.string(), in.string()));
  const json page = json::parse(data_block(slurp(html)));
  EXPECT_EQ(page["items"].size(), 2100u);
  EXPECT_EQ(page["items"][2099]["q"], (*in_order)["items"][2099]["q"]);
  EXPECT_FALSE(fs::exists(html.string() + ".tmp"));
}

}  // namespace

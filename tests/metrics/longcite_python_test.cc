// Differential test: LongBench-Cite context splitting and answer postprocessing against
// longcite_oracle.py (NLTK's untrained Punkt + Python re/str, as LongCite's scripts use them),
// on edge cases (Chinese punctuation, blank-line fallback, malformed spans and tags), the one-shot
// example and the long CoF sample document.
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "metrics/longcite_answer.h"
#include "metrics/longcite_context.h"
#include "run_oracle.h"

namespace citeval::metrics {
namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::size_t cp(std::string_view text, std::size_t byte) { return code_points(text.substr(0, byte)); }

std::vector<nlohmann::json> cases() {
  std::vector<nlohmann::json> out;
  for (const auto& line : testing::lines(slurp(std::string(CITEVAL_SOURCE_DIR) + "/tests/data/longcite/edge_cases.jsonl"))) {
    if (!line.empty()) out.push_back(nlohmann::json::parse(line));
  }
  std::string prompt = slurp(std::string(CITEVAL_SHARED_DIR) + "/data/longcite/one_shot_prompt.txt");
  std::size_t b = prompt.find("[Document Start]\n") + 17;
  std::string doc = prompt.substr(b, prompt.find("\n[Document End]") - b);
  std::string ctx;
  for (std::size_t i = 0; i < doc.size();) {  // drop the <Ck> markers
    if (doc.compare(i, 2, "<C") == 0 && doc.find('>', i) != std::string::npos && doc.find('>', i) - i < 6) {
      i = doc.find('>', i) + 1;
    } else {
      ctx += doc[i++];
    }
  }
  std::string answer = slurp(std::string(CITEVAL_SOURCE_DIR) + "/tests/data/longcite/one_shot_answer.txt");
  out.push_back({{"context", ctx}, {"answer", answer}});
  for (const auto& line : testing::lines(slurp(std::string(CITEVAL_SHARED_DIR) + "/data/longcite/cof_input_sample.jsonl"))) {
    if (line.empty()) continue;
    std::string c = nlohmann::json::parse(line)["context"];
    std::string a;
    for (int k = 0; k < 40; ++k) {
      a += "<statement>Claim " + std::to_string(k) + "<cite>[" + std::to_string(k * 7) + "-" + std::to_string(k * 7 + k % 4) +
           "][" + std::to_string(k * 7 + k % 4 + 1) + "-" + std::to_string(k * 9 + 3) + "][" + std::to_string(k * 31) + "-" +
           std::to_string(k * 31 + 2) + "][1-1]</cite></statement>\n" + (k % 3 ? "Between text " : "");
    }
    out.push_back({{"context", c}, {"answer", a}});
  }
  return out;
}

TEST(LongcitePython, SplittingAndPostprocessingIdenticalToTheOracle) {
  auto in = cases();
  std::string path = ::testing::TempDir() + "/longcite_oracle_in.jsonl";
  {
    std::ofstream f(path, std::ios::binary);
    for (const auto& c : in) f << c.dump() << '\n';
  }
  auto out = testing::lines(testing::run_oracle("longcite_oracle.py", "", path));
  ASSERT_EQ(out.size(), in.size());
  std::size_t sentences_checked = 0, citations_checked = 0;
  for (std::size_t i = 0; i < in.size(); ++i) {
    const std::string context = in[i]["context"];
    const std::string answer = in[i]["answer"];
    auto want = nlohmann::json::parse(out[i]);
    auto sents = split_longcite_context(context);
    ASSERT_EQ(sents.size(), want["sentences"].size()) << "case " << i;
    for (std::size_t k = 0; k < sents.size(); ++k) {
      EXPECT_EQ(cp(context, sents[k].begin), want["sentences"][k][0].get<std::size_t>()) << "case " << i << " sentence " << k;
      EXPECT_EQ(cp(context, sents[k].end), want["sentences"][k][1].get<std::size_t>()) << "case " << i << " sentence " << k;
      ++sentences_checked;
    }
    auto st = parse_longcite_answer(answer, context, sents);
    const auto& ws = want["statements"];
    ASSERT_EQ(st.size(), ws.size()) << "case " << i;
    for (std::size_t k = 0; k < st.size(); ++k) {
      EXPECT_EQ(st[k].statement, ws[k]["statement"].get<std::string>()) << "case " << i << " statement " << k;
      ASSERT_EQ(st[k].citation.size(), ws[k]["citation"].size()) << "case " << i << " statement " << k;
      for (std::size_t j = 0; j < st[k].citation.size(); ++j) {
        const auto& c = st[k].citation[j];
        const auto& w = ws[k]["citation"][j];
        EXPECT_EQ(c.st_sent, w["st_sent"].get<std::size_t>());
        EXPECT_EQ(c.ed_sent, w["ed_sent"].get<std::size_t>());
        EXPECT_EQ(cp(context, c.start_byte), w["start_char"].get<std::size_t>());
        EXPECT_EQ(cp(context, c.end_byte), w["end_char"].get<std::size_t>());
        EXPECT_EQ(c.cite, w["cite"].get<std::string>()) << "case " << i << " statement " << k;
        ++citations_checked;
      }
    }
  }
  EXPECT_GT(sentences_checked, 250u);
  EXPECT_GT(citations_checked, 100u);
}

}  // namespace
}  // namespace citeval::metrics

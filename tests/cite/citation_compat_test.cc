// Differential test: kAlceCompat against ALCE's own Python regexes (alce_citation_oracle.py run
// with /usr/bin/python3) on a corpus of hand-picked and random tricky strings.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cite/citation.h"

namespace citeval::cite {
namespace {

std::vector<std::string> corpus() {
  std::vector<std::string> c = {
      "",
      "Paris [1][2].",
      "Paris [1, 2] and [3,4,5].",
      "[1-3] [12",
      "[[1]] [a] [] [1a] [ 2]",
      " [1] | [2] |",
      "[0] [00012] [99999999999999999999999]",
      "x] ]] [ [1",
      "\xEF\xBC\xBB\xEF\xBC\x91\xEF\xBC\xBD [\xEF\xBC\x93] [\xD9\xA4\xDB\xB5]",  // full-width
                                                                                 // brackets, Nd
                                                                                 // digits
      "[\xF0\x9D\x9F\x99\xF0\x9D\x9F\xA3]",  // U+1D7D9 (1), U+1D7E3 (1, next block): adjacent Nd
                                             // blocks
      "[\xC2\xB2] [\xE2\x85\xA0]",           // superscript two, roman numeral one: not Nd
      "caf\xC3\xA9 [1] na\xC3\xAFve [2]",
      "line\n[1]\n [2]",
  };
  // Random strings over tokens that exercise the regexes' corners.
  const std::vector<std::string> tokens = {
      "[",
      "]",
      " ",
      "  ",
      "1",
      "2",
      "0",
      "9",
      "12",
      "|",
      " |",
      ",",
      ", ",
      "-",
      "a",
      "\n",
      "\xEF\xBC\x93",      // U+FF13 full-width 3
      "\xD9\xA4",          // U+0664 Arabic-Indic 4
      "\xF0\x9D\x9F\x8E",  // U+1D7CE mathematical bold 0
      "\xC2\xB2",          // U+00B2 superscript two (not Nd)
      "\xC3\xA9",          // é
      "99999999999",
  };
  std::mt19937 rng(20261122);
  for (int i = 0; i < 4000; ++i) {
    std::string s;
    const int n = static_cast<int>(rng() % 16);
    for (int k = 0; k < n; ++k) s += tokens[rng() % tokens.size()];
    c.push_back(std::move(s));
  }
  return c;
}

TEST(CitationCompat, MatchesPythonRe) {
  const auto strings = corpus();
  const auto dir = std::filesystem::temp_directory_path() /
                   ("citeval_cite_compat_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto in = dir / "in.json", out = dir / "out.json";
  {
    std::ofstream f(in);
    f << nlohmann::json(strings).dump();
  }
  const std::string cmd =
      std::string(CITEVAL_PYTHON) + " " + CITE_ORACLE + " " + in.string() + " " + out.string();
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  nlohmann::json want;
  {
    std::ifstream f(out);
    want = nlohmann::json::parse(f);
  }
  std::filesystem::remove_all(dir);
  ASSERT_EQ(want.size(), strings.size());
  int failures = 0;
  for (std::size_t i = 0; i < strings.size() && failures < 20; ++i) {
    const std::string& s = strings[i];
    const auto marks = find_citation_marks(s, CitationSyntax::kAlceCompat);
    std::vector<int> ids;
    std::vector<std::vector<std::size_t>> spans;
    for (const auto& m : marks) {
      ids.push_back(m.ids.at(0));
      spans.push_back({m.begin, m.end});
    }
    const auto expected_ids = want[i]["ids"].get<std::vector<int>>();
    const bool ok = ids == expected_ids &&
                    citation_ids(s, CitationSyntax::kAlceCompat) == expected_ids &&
                    spans == want[i]["spans"].get<std::vector<std::vector<std::size_t>>>() &&
                    remove_citations(s) == want[i]["removed"].get<std::string>();
    if (!ok) {
      ++failures;
      ADD_FAILURE() << "string " << i << ": " << nlohmann::json(s).dump()
                    << "\n python: " << want[i].dump()
                    << "\n ours ids: " << nlohmann::json(ids).dump()
                    << " spans: " << nlohmann::json(spans).dump()
                    << " removed: " << nlohmann::json(remove_citations(s)).dump();
    }
  }
  EXPECT_EQ(failures, 0);
}

}  // namespace
}  // namespace citeval::cite

// End-to-end tests of `citeval parse` (the real binary) with both committed models: raw text to
// CoNLL-U, --eval on the first 300 EWT dev sentences (the same exact figures as the library's
// regression tests in tests/depparse), and a missing model.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_run.h"

namespace {

namespace fs = std::filesystem;

const std::string kFast = std::string(CITEVAL_SOURCE_DIR) + "/models/en_ewt_spacy.model";
const std::string kAccurate = std::string(CITEVAL_SOURCE_DIR) + "/models/en_ewt_biaffine.model";

// The first `n` sentences of EWT dev as a file of their own.
std::string dev_head(int n) {
  const fs::path out = fs::path(testing::TempDir()) / ("dev_head_" + std::to_string(getpid()) + ".conllu");
  std::ifstream in(std::string(CITEVAL_SHARED_DIR) + "/data/ud/en_ewt-ud-dev.conllu");
  std::ofstream o(out);
  std::string line;
  for (int seen = 0; seen < n && std::getline(in, line);) {
    o << line << '\n';
    seen += line.empty();
  }
  return out.string();
}

TEST(CliParseTest, RawTextToConlluWithBothModels) {
  const fs::path text = fs::path(testing::TempDir()) / ("cups_" + std::to_string(getpid()) + ".txt");
  std::ofstream(text) << "Cups can be made of glass or plastic.\n";
  for (const std::string& model : {kFast, kAccurate}) {
    CliRun r = run_cli("parse --model " + model + " --input " + text.string());
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("# text = Cups can be made of glass or plastic.\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("4\tmade\t_\tVERB\tVBN\t_\t0\tROOT\t_\tTokenRange=12:16\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("5\tof\t_\tADP\tIN\t_\t4\tprep\t_\tTokenRange=17:19\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("6\tglass\t_\tNOUN\tNN\t_\t5\tpobj\t"), std::string::npos) << r.out;
  }
}

TEST(CliParseTest, EvalPrintsTheScoresOfEachModel) {
  const std::string gold = dev_head(300);
  CliRun fast = run_cli("parse --model " + kFast + " --eval " + gold);
  ASSERT_EQ(fast.status, 0) << fast.err;
  EXPECT_EQ(fast.out, "scheme     words    UPOS     UAS     LAS\nspacy       5708   95.36   84.92   82.24\n");
  CliRun accurate = run_cli("parse --model " + kAccurate + " --eval " + gold);
  ASSERT_EQ(accurate.status, 0) << accurate.err;
  EXPECT_EQ(accurate.out, "scheme     words    UPOS     UAS     LAS\nspacy       5708   95.36   88.19   85.37\n");
}

TEST(CliParseTest, MissingModelIsAnErrorNamingTheFile) {
  CliRun r = run_cli("parse --model /nonexistent.model --input /dev/null");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "citeval parse: /nonexistent.model: cannot open model file\n");
}

}  // namespace

// `citeval claims` without --format picks the format from the content: a JSONL file of trees is
// never read as sentences of text, also on standard input.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_run.h"

namespace {

class ClaimsFormat : public CliTempDirTest {};

const char* kTree =
    R"({"id":"t1","sentence":"Cats sleep[1].","tokens":["Cats","sleep","."],"heads":[1,-1,1],"deps":["nsubj","ROOT","punct"]})"
    "\n";

TEST_F(ClaimsFormat, AJsonlFileOfTreesIsReadAsTrees) {
  const std::string f = write("trees.jsonl", std::string("\n") + kTree);
  CliRun r = run_cli("claims " + f);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\"id\":\"t1\""), std::string::npos) << r.out;  // a given tree, not a text line
  EXPECT_NE(r.err.find("reading " + f + " as trees (JSON lines) (from its content; --format to choose)"),
            std::string::npos)
      << r.err;
  // --format text still reads it as text, when asked.
  r = run_cli("claims --format text " + f);
  EXPECT_EQ(r.out.find("\"id\":\"t1\""), std::string::npos) << r.out;
}

TEST_F(ClaimsFormat, ConlluAndTextAreRecognised) {
  const std::string c = write("s.conllu",
                              "# sent_id = s1\n# text = Cats sleep.\n1\tCats\tcat\tNOUN\tNNS\t_\t2\tnsubj\t_\tCite=1\n"
                              "2\tsleep\tsleep\tVERB\tVBP\t_\t0\tROOT\t_\tSpaceAfter=No\n3\t.\t.\tPUNCT\t.\t_\t2\tpunct\t_\t_\n\n");
  CliRun r = run_cli("claims " + c);
  EXPECT_NE(r.err.find("as CoNLL-U"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\"sent_id\":\"s1\""), std::string::npos) << r.out << r.err;
  const std::string t = write("s.txt", "Cats sleep [1].\n");
  r = run_cli("claims " + t);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("reading"), std::string::npos) << r.err;  // text: nothing to say
  EXPECT_NE(r.out.find("\"line\":1"), std::string::npos) << r.out;
}

TEST_F(ClaimsFormat, JsonOnStandardInputIsReadAsTrees) {
  CliRun r = run_cli("claims < " + write("x.jsonl", kTree));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\"id\":\"t1\""), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("citeval claims: reading <stdin> as trees (JSON lines) (from its content; --format to choose)\n"),
            std::string::npos)
      << r.err;
  // --format text still reads it as text, when asked.
  r = run_cli("claims --format text < " + path("x.jsonl"));
  EXPECT_EQ(r.out.find("\"id\":\"t1\""), std::string::npos) << r.out;
}

}  // namespace

// `citeval judge` streams: one output line per input line, in order, as it goes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

class JudgeStream : public CliTempDirTest {};

TEST_F(JudgeStream, EveryInputLineGivesOneOutputLineInOrder) {
  const std::string in = write("pairs.jsonl",
                               R"({"premise": "Paris is in France.", "hypothesis": "Paris is in France.", "id": 1})" "\n"
                               "{not json\n"
                               "\n"
                               R"({"premise": "Paris is in France."})" "\n"
                               R"({"premise": "Rome is in Italy.", "hypothesis": "Rome is in Italy.", "id": 5})" "\n");
  CliRun r = run_cli("judge --judge lexical < " + in);
  EXPECT_EQ(r.status, 1);  // malformed lines make the run fail, after judging the rest
  const auto out = lines_of(r.out);
  ASSERT_EQ(out.size(), 5u) << r.out;
  EXPECT_EQ(out[0].rfind(R"({"premise":"Paris is in France.","hypothesis":"Paris is in France.","id":1,"prob":)", 0), 0u) << out[0];
  EXPECT_EQ(out[1].rfind(R"({"line":2,"error":"<stdin>:2: )", 0), 0u) << out[1];
  EXPECT_EQ(out[2], "");
  EXPECT_EQ(out[3].rfind(R"({"line":4,"error":"<stdin>:4: )", 0), 0u) << out[3];
  EXPECT_NE(out[3].find("hypothesis"), std::string::npos) << out[3];
  EXPECT_EQ(out[4].rfind(R"({"premise":"Rome is in Italy.","hypothesis":"Rome is in Italy.","id":5,"prob":)", 0), 0u) << out[4];
  EXPECT_NE(r.err.find("4 lines: 2 judged, 0 judge errors, 2 malformed"), std::string::npos) << r.err;
}

// A line written to a pipe is answered before the next one arrives (the old command waited for
// the end of the input, or 4,096 lines).
TEST_F(JudgeStream, AnswersALineBeforeTheNextArrives) {
  const std::string script = write("stream.sh", R"(
set -u
start=$(date +%s%N)
{ echo '{"premise": "a b c", "hypothesis": "a b c"}'; sleep 3; echo '{"premise": "d e", "hypothesis": "d e"}'; } |
  "$1" judge --judge lexical 2>/dev/null |
  while IFS= read -r line; do echo $(( ($(date +%s%N) - start) / 1000000 )); done
)");
  CliRun r = run_cli_command("bash " + script + " " + std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval");
  const auto ms = lines_of(r.out);
  ASSERT_EQ(ms.size(), 2u) << r.out << r.err;
  EXPECT_LT(std::stol(ms[0]), 2500) << "the first answer came after the second line was written";
  EXPECT_GE(std::stol(ms[1]), 3000);
}

}  // namespace

// The real citeval binary on ordinary mistakes with files and streams (issue 11, items 10, 15
// and 16): an output naming an input is refused and the input kept; an unwritable output is found
// before any work; a failed write exits non-zero and leaves no PATH.tmp; a full standard output
// is a failure; a user's --cache directory is never created; JSON nested 50,000 levels deep is
// an error naming file and line, not a crash.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

std::string citeval() { return std::string(CITEVAL_BINARY_DIR) + "/src/cli/citeval"; }
std::string data(const std::string& name) { return std::string(CITEVAL_TEST_DATA) + "/cli/" + name; }

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// 50,000 nested arrays: nlohmann destroys such a value recursively and overflows the stack.
std::string deep_json() { return std::string(50000, '[') + std::string(50000, ']'); }

// Three pairs of the plain label format, a statement each with one passage: enough to calibrate.
const char kLabels[] =
    R"({"statement": "Paris is in France.", "passage": "Paris is the capital of France.", "label": 2})"
    "\n"
    R"({"statement": "Paris is in Spain.", "passage": "Paris is the capital of France.", "label": 0})"
    "\n"
    R"({"statement": "Rome is in Italy.", "passage": "Rome is the capital of Italy.", "label": 2})"
    "\n"
    R"({"statement": "Rome is in Peru.", "passage": "Rome is the capital of Italy.", "label": 0})"
    "\n";

const char kScores[] =
    "{\"group\": \"a\", \"score\": 0.9, \"label\": 2}\n{\"group\": \"a\", \"score\": 0.1, \"label\": 0}\n"
    "{\"group\": \"b\", \"score\": 0.8, \"label\": 1}\n{\"group\": \"b\", \"score\": 0.2, \"label\": 0}\n";

class CliIoSafety : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(testing::TempDir()) / ("citeval_io_" + std::to_string(::getpid()) + "_" +
                                           testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  std::string write(const std::string& name, const std::string& content) const {
    std::ofstream(path(name), std::ios::binary) << content;
    return path(name);
  }
  std::string copy_of(const std::string& source, const std::string& name) const {
    fs::copy_file(source, path(name), fs::copy_options::overwrite_existing);
    return path(name);
  }

  // Runs `PREFIX citeval ARGS < stdin_file > stdout_target 2> stderr` in sh; returns the exit code.
  int run(const std::string& args, const std::string& stdin_file = "/dev/null",
          const std::string& stdout_target = "", const std::string& prefix = "") {
    const std::string out = stdout_target.empty() ? path("stdout") : stdout_target;
    const std::string cmd = prefix + citeval() + " " + args + " < " + stdin_file + " > " + out + " 2> " +
                            path("stderr");
    const int status = std::system(("sh -c '" + cmd + "'").c_str());
    out_ = stdout_target.empty() ? read(path("stdout")) : "";
    err_ = read(path("stderr"));
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

  std::string eval_args(const std::string& input) const {
    return "eval alce --dataset asqa --no-rouge --input " + input + " --judge table:" +
           data("asqa_small_table.jsonl");
  }

  fs::path dir_;
  std::string out_, err_;
};

// --- item 10: an output that is an input -----------------------------------------------------

TEST_F(CliIoSafety, EvalRefusesOutputOrDetailEqualToInput) {
  const std::string input = copy_of(data("asqa_small.json"), "asqa.json");
  const std::string before = read(input);
  EXPECT_EQ(run(eval_args(input) + " --output " + input), 1);
  EXPECT_NE(err_.find(input + ": --output is the same file as --input (" + input +
                      "): refusing to overwrite an input"),
            std::string::npos)
      << err_;
  // The same file under another spelling, and through --detail.
  EXPECT_EQ(run(eval_args(input) + " --detail " + path("./asqa.json")), 1);
  EXPECT_NE(err_.find("--detail is the same file as --input"), std::string::npos) << err_;
  EXPECT_EQ(read(input), before);
  // --output and --detail on one file: the summary would replace the detail.
  EXPECT_EQ(run(eval_args(input) + " --output " + path("o.json") + " --detail " + path("o.json")), 1);
  EXPECT_NE(err_.find("--output and --detail name the same file"), std::string::npos) << err_;
  EXPECT_FALSE(fs::exists(path("o.json")));
  // The judge's table is an input too.
  const std::string table = copy_of(data("asqa_small_table.jsonl"), "table.jsonl");
  EXPECT_EQ(run("eval alce --dataset asqa --input " + input + " --judge table:" + table +
                " --detail " + table),
            1);
  EXPECT_NE(err_.find("--detail is the same file as --judge"), std::string::npos) << err_;
  EXPECT_EQ(read(table), read(data("asqa_small_table.jsonl")));
}

TEST_F(CliIoSafety, AliiceRefusesOutputEqualToInputBeforeLoadingTheParser) {
  const std::string input = copy_of(data("asqa_small.json"), "asqa.json");
  EXPECT_EQ(run("eval aliice --parser " + path("no-such.model") + " --input " + input +
                " --judge lexical -o " + input),
            1);
  EXPECT_NE(err_.find("--output is the same file as --input"), std::string::npos) << err_;
  EXPECT_EQ(read(input), read(data("asqa_small.json")));
}

TEST_F(CliIoSafety, ClaimsRefusesOutputEqualToInput) {
  const std::string trees =
      write("trees.jsonl",
            R"({"sentence": "Cups are glass[1].", "tokens": ["Cups", "are", "glass", "."], "heads": [1, -1, 1, 1], "deps": ["nsubj", "ROOT", "attr", "punct"]})"
            "\n");
  const std::string before = read(trees);
  EXPECT_EQ(run("claims --format trees " + trees + " -o " + trees), 1);  // the old code emptied it
  EXPECT_NE(err_.find("--output is the same file as --input"), std::string::npos) << err_;
  EXPECT_EQ(read(trees), before);
  // A normal run still writes its output (atomically: no .tmp stays behind).
  EXPECT_EQ(run("claims --format trees " + trees + " -o " + path("claims.jsonl")), 0) << err_;
  EXPECT_NE(read(path("claims.jsonl")).find("\"status\":\"claims\""), std::string::npos);
  EXPECT_FALSE(fs::exists(path("claims.jsonl.tmp")));
}

TEST_F(CliIoSafety, MetaAndCalibrateRefuseOutputsEqualToInputs) {
  const std::string scores = write("scores.jsonl", kScores);
  EXPECT_EQ(run("meta --scores " + scores + " --json " + scores), 1);
  EXPECT_NE(err_.find("--json is the same file as --scores"), std::string::npos) << err_;
  EXPECT_EQ(read(scores), kScores);

  const std::string labels = write("labels.jsonl", kLabels);
  EXPECT_EQ(run("meta --labels " + labels + " --judge lexical --dump-pairs " + labels), 1);
  EXPECT_NE(err_.find("--dump-pairs is the same file as --labels"), std::string::npos) << err_;
  EXPECT_EQ(run("calibrate --judge lexical --labels " + labels + " -o " + labels), 1);
  EXPECT_NE(err_.find("--output is the same file as --labels"), std::string::npos) << err_;
  EXPECT_EQ(read(labels), kLabels);
  // A correct calibrate run for contrast.
  EXPECT_EQ(run("calibrate --judge lexical -q --labels " + labels + " -o " + path("cal.json")), 0) << err_;
  EXPECT_NE(read(path("cal.json")).find("\"judge_spec\": \"lexical\""), std::string::npos);
}

TEST_F(CliIoSafety, JudgeRefusesACacheThatIsItsTable) {
  const std::string table = copy_of(data("asqa_small_table.jsonl"), "table.jsonl");
  EXPECT_EQ(run("judge --judge table:" + table + " --cache " + table), 2);
  EXPECT_NE(err_.find("--cache is the same file as --judge"), std::string::npos) << err_;
  EXPECT_EQ(read(table), read(data("asqa_small_table.jsonl")));
}

// --- item 15: write failures -----------------------------------------------------------------

TEST_F(CliIoSafety, FullStandardOutputIsAFailure) {
  const std::string input = copy_of(data("asqa_small.json"), "asqa.json");
  // The old code exited 0: the buffered table was lost at exit() without a word.
  EXPECT_EQ(run(eval_args(input), "/dev/null", "/dev/full"), 1);
  EXPECT_NE(err_.find("citeval: cannot write standard output"), std::string::npos)
      << err_;
  EXPECT_EQ(run(eval_args(input) + " --json", "/dev/null", "/dev/full"), 1);
  const std::string text = write("text.txt", "One sentence. Another one.\n");
  EXPECT_EQ(run("split --punkt untrained", text, "/dev/full"), 1);
  EXPECT_NE(err_.find("cannot write standard output"), std::string::npos) << err_;
  EXPECT_EQ(run("meta --scores " + write("scores.jsonl", kScores), "/dev/null", "/dev/full"), 1);
  EXPECT_NE(err_.find("cannot write standard output"), std::string::npos) << err_;
  const std::string trees =
      write("trees.jsonl",
            R"({"sentence": "Cups are glass[1].", "tokens": ["Cups", "are", "glass", "."], "heads": [1, -1, 1, 1], "deps": ["nsubj", "ROOT", "attr", "punct"]})"
            "\n");
  EXPECT_EQ(run("claims --format trees " + trees, "/dev/null", "/dev/full"), 1);
  EXPECT_NE(err_.find("write failed"), std::string::npos) << err_;
  // Calibrating to standard output.
  EXPECT_EQ(run("calibrate --judge lexical -q --labels " + write("labels.jsonl", kLabels), "/dev/null", "/dev/full"),
            1);
  EXPECT_NE(err_.find("cannot write standard output"), std::string::npos) << err_;
}

TEST_F(CliIoSafety, JudgeStopsAtTheFirstBlockItCannotWrite) {
  std::string pairs;
  for (int i = 0; i < 5000; ++i) pairs += R"({"premise": "Paris is in France.", "hypothesis": "Paris is French."})" "\n";
  const std::string in = write("pairs.jsonl", pairs);
  EXPECT_EQ(run("judge --judge lexical", in, "/dev/full"), 1);
  // Judged in blocks of 4,096 lines: the first block's write fails, and judging stops there.
  EXPECT_NE(err_.find("citeval judge: cannot write standard output: No space left on device (input read up to "
                      "line 4096)"),
            std::string::npos)
      << err_;
  EXPECT_NE(err_.find("4096 lines"), std::string::npos) << err_;
}

TEST_F(CliIoSafety, UnwritableOutputIsFoundBeforeTheRun) {
  const std::string input = copy_of(data("asqa_small.json"), "asqa.json");
  // A missing directory: refused before the detail file is even created (the old code judged
  // every item, wrote the detail, and lost the summary at the end).
  EXPECT_EQ(run(eval_args(input) + " --detail " + path("detail.jsonl") + " --output " + path("none/score.json")), 1);
  EXPECT_NE(err_.find(path("none/score.json") + ": --output: cannot write: directory " + path("none") +
                      " does not exist"),
            std::string::npos)
      << err_;
  EXPECT_FALSE(fs::exists(path("detail.jsonl")));
  EXPECT_EQ(out_, "");
  // A directory where no file can be created (even by root).
  EXPECT_EQ(run(eval_args(input) + " --detail " + path("detail.jsonl") + " --output /proc/citeval_score.json"), 1);
  EXPECT_NE(err_.find("--output: cannot create a file in directory /proc"), std::string::npos) << err_;
  EXPECT_FALSE(fs::exists(path("detail.jsonl")));
  // meta: the report is not printed and then lost; nothing is judged.
  EXPECT_EQ(run("meta --labels " + write("labels.jsonl", kLabels) + " --judge lexical --json " + path("none/m.json")),
            1);
  EXPECT_NE(err_.find("--json: cannot write: directory"), std::string::npos) << err_;
  EXPECT_EQ(out_, "");
  // An output that is a directory: refused, and no DIR.tmp is left behind (the old code left one).
  fs::create_directories(path("adir"));
  EXPECT_EQ(run("calibrate --judge lexical -q --labels " + path("labels.jsonl") + " -o " + path("adir")), 1);
  EXPECT_NE(err_.find("--output: cannot write: is a directory"), std::string::npos) << err_;
  EXPECT_FALSE(fs::exists(path("adir.tmp")));
}

TEST_F(CliIoSafety, FailedAtomicWriteLeavesNoTmp) {
  // The input under a long directory name, so the summary (which names the input) is over 1 KiB.
  const std::string long_dir = std::string(150, 'd') + "/" + std::string(150, 'e');
  fs::create_directories(dir_ / long_dir);
  const std::string input = copy_of(data("asqa_small.json"), long_dir + "/asqa.json");
  // Files citeval writes may grow to one block (512 bytes in dash, 1,024 in bash), and a longer
  // write fails with EFBIG instead of a signal: the summary cannot be written. Standard error
  // goes through a pipe, which the limit does not apply to.
  const std::string cmd = "(trap \"\" XFSZ; ulimit -f 1; " + citeval() + " " + eval_args(input) + " -q --output " +
                          path("score.json") + " > /dev/null; echo $? > " + path("status") + ") 2>&1 | cat > " +
                          path("stderr");
  ASSERT_EQ(std::system(("sh -c '" + cmd + "'").c_str()), 0);
  EXPECT_EQ(read(path("status")), "1\n");
  err_ = read(path("stderr"));
  EXPECT_NE(err_.find(path("score.json.tmp") + ": write failed"), std::string::npos) << err_;
  EXPECT_FALSE(fs::exists(path("score.json")));
  EXPECT_FALSE(fs::exists(path("score.json.tmp")));  // the old code left the first block of it
  // Without the limit the same command writes the summary.
  EXPECT_EQ(run(eval_args(input) + " -q --output " + path("score.json")), 0) << err_;
  EXPECT_GT(fs::file_size(path("score.json")), 1024u);
}

TEST_F(CliIoSafety, UserCacheDirectoryIsNeverCreated) {
  const std::string root = "/citeval_io_test_" + std::to_string(::getpid());
  const std::string input = copy_of(data("asqa_small.json"), "asqa.json");
  EXPECT_EQ(run(eval_args(input) + " --cache " + root + "/sub/x.sqlite"), 1);
  const bool created = fs::exists(root);
  fs::remove_all(root);  // what the old code created at the file system's root
  EXPECT_FALSE(created);
  EXPECT_NE(err_.find(root + "/sub/x.sqlite: --cache: cannot write: directory " + root + "/sub does not exist"),
            std::string::npos)
      << err_;
  EXPECT_EQ(run("judge --judge lexical --cache " + root + "/x.sqlite"), 2);
  EXPECT_FALSE(fs::exists(root));
  EXPECT_NE(err_.find("directory " + root + " does not exist"), std::string::npos) << err_;
}

// --- item 16: deep JSON ----------------------------------------------------------------------

TEST_F(CliIoSafety, DeeplyNestedJsonIsAnErrorNamingTheLine) {
  // judge: the deep line is reported and answered with an error line; the other line is judged
  // (the old code crashed).
  const std::string pairs = write(
      "pairs.jsonl", R"({"premise": "Paris is in France.", "hypothesis": "Paris is French."})" "\n"
                     R"({"premise": )" + deep_json() + R"(, "hypothesis": "x"})" "\n");
  EXPECT_EQ(run("judge --judge lexical", pairs), 1);
  EXPECT_NE(err_.find("citeval judge: <stdin>:2: JSON nested deeper than 256 levels"), std::string::npos) << err_;
  EXPECT_NE(err_.find("2 lines: 1 judged, 0 judge errors, 1 malformed"), std::string::npos) << err_;
  EXPECT_EQ(out_.rfind("{\"premise\":\"Paris is in France.\",\"hypothesis\":\"Paris is French.\",\"prob\":", 0), 0u)
      << out_;
  EXPECT_EQ(std::count(out_.begin(), out_.end(), '\n'), 2);
  EXPECT_NE(out_.find("\n{\"line\":2,\"error\":\"<stdin>:2: JSON nested deeper than 256 levels"), std::string::npos)
      << out_;

  // meta and calibrate: the deep line is a bad record, skipped and named; the others are read.
  const std::string scores = write("scores.jsonl", std::string(kScores) + "{\"group\": " + deep_json() + "}\n");
  EXPECT_EQ(run("meta --scores " + scores), 0);
  EXPECT_NE(err_.find("skipped: " + scores + ":5: JSON nested deeper than 256 levels"), std::string::npos) << err_;

  const std::string labels = write("labels.jsonl", std::string(kLabels) + "{\"statement\": " + deep_json() + "}\n");
  EXPECT_EQ(run("meta --judge lexical --labels " + labels), 0);
  EXPECT_NE(err_.find("skipped: " + labels + ":5: JSON nested deeper than 256 levels"), std::string::npos) << err_;
  EXPECT_EQ(run("calibrate --judge lexical --labels " + labels), 0);
  EXPECT_NE(err_.find("skipped: " + labels + ":5: JSON nested deeper than 256 levels"), std::string::npos) << err_;

  const std::string trees = write("trees.jsonl", "\n{\"tokens\": " + deep_json() + "}\n");
  EXPECT_EQ(run("claims --format trees " + trees), 1);
  EXPECT_NE(err_.find(trees + ":2: JSON nested deeper than 256 levels"), std::string::npos) << err_;
}

}  // namespace

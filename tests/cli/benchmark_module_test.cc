// `citeval eval --benchmark-module PATH NAME ...`: the toy benchmark of tests/benchmarks, built as a
// benchmark module, runs from the command line as from C++ and Python, with its own option
// (max_words) and no other benchmark's.
#include <fcntl.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_run.h"
#include "cli_spawn.h"

namespace {

const std::string kToy = CITEVAL_TOY_MODULE;

// Hits at positions 0, 2 and 4 (4, 3 and 2 words); position 3 is malformed (its answer is no string).
const std::string kItems =
    "{\"answer\": \"Paris is the capital\", \"gold\": \"Paris\"}\n"
    "{\"answer\": \"Lyon\", \"gold\": \"Paris\"}\n"
    "{\"answer\": \"it is 42\", \"gold\": \"42\"}\n"
    "{\"answer\": 7}\n"
    "{\"answer\": \"blue sky\", \"gold\": \"sky\"}\n";

class BenchmarkModule : public CliTempDirTest {};

TEST_F(BenchmarkModule, TheToyRunsFromTheCommandLine) {
  const std::string in = write("toy.jsonl", kItems);
  CliRun r = run_cli("eval --benchmark-module " + kToy + " toy --input " + in + " --json -q");
  ASSERT_EQ(r.status, 0) << r.err;
  const nlohmann::json s = nlohmann::json::parse(r.out);
  EXPECT_EQ(s["hit_rate"], 75.0);
  EXPECT_EQ(s["items"], 4);
  EXPECT_EQ(s["citeval"]["benchmark"], "toy");
  EXPECT_EQ(s["citeval"]["items_skipped"], 1);
  // The table, and the detail records, one an item.
  CliRun table = run_cli("eval --benchmark-module=" + kToy + " toy " + in + " -q --detail " + path("d.jsonl"));
  ASSERT_EQ(table.status, 0) << table.err;
  EXPECT_EQ(table.out, "hit_rate 75.0 of 4 items\n");
  std::ifstream detail(path("d.jsonl"));
  std::string line;
  std::size_t records = 0;
  while (std::getline(detail, line)) {
    const nlohmann::json j = nlohmann::json::parse(line);
    if (j.contains("hit")) ++records;
  }
  EXPECT_EQ(records, 4u);
}

TEST_F(BenchmarkModule, ReportIsRefusedBeforeTheRun) {
  // The page reads the built-in benchmarks' records; a module's are its own: exit 2, nothing run.
  const std::string in = write("toy.jsonl", kItems);
  CliRun r = run_cli("eval --benchmark-module " + kToy + " toy " + in + " -q -o " + path("s.json") + " --report " +
                     path("r.html"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(r.err,
            "citeval eval: --report: the HTML report shows ALCE, ALiICE, LongBench-Cite and check runs; the records "
            "of 'toy' (a benchmark module's) are its own: write them with --detail\n");
  EXPECT_EQ(r.out, "");
  EXPECT_FALSE(std::filesystem::exists(path("r.html")));
  EXPECT_FALSE(std::filesystem::exists(path("r.html.tmp")));
  EXPECT_FALSE(std::filesystem::exists(path("s.json")));
}

TEST_F(BenchmarkModule, ItsOwnOptionIsAFlagAndNoOtherBenchmarksIs) {
  const std::string in = write("toy.jsonl", kItems);
  // max_words is the toy's own: "Paris is the capital" (4 words) is no hit with 3.
  CliRun r = run_cli("eval --benchmark-module " + kToy + " toy " + in + " --max-words 3 --json -q");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["hit_rate"], 50.0);
  CliRun help = run_cli("eval --benchmark-module " + kToy + " toy --help");
  ASSERT_EQ(help.status, 0) << help.err;
  EXPECT_NE(help.out.find("--max-words"), std::string::npos) << help.out;
  EXPECT_NE(help.out.find("--judge"), std::string::npos) << help.out;  // every benchmark's
  EXPECT_EQ(help.out.find("--dataset"), std::string::npos) << help.out;
  // max_words's help and default are the toy's, not ALiICE's (whose entry it shares).
  EXPECT_NE(help.out.find("Answers with more words are no hit"), std::string::npos) << help.out;
  EXPECT_EQ(help.out.find("fall back to sentence level"), std::string::npos) << help.out;
  EXPECT_EQ(help.out.find("[50]"), std::string::npos) << help.out;
  CliRun aliice = run_cli("eval --benchmark-module " + kToy + " aliice --help");
  ASSERT_EQ(aliice.status, 0) << aliice.err;
  EXPECT_NE(aliice.out.find("Sentences with more words fall back to sentence level"), std::string::npos) << aliice.out;
  CliRun other = run_cli("eval --benchmark-module " + kToy + " toy " + in + " --dataset asqa -q");
  EXPECT_EQ(other.status, 2) << other.err;
  EXPECT_NE(other.err.find("--dataset"), std::string::npos) << other.err;
}

TEST_F(BenchmarkModule, AModuleThatCannotBeLoadedIsAUsageError) {
  const std::string in = write("toy.jsonl", kItems);
  CliRun missing = run_cli("eval --benchmark-module /nonexistent/libx.so toy " + in);
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.err.rfind("citeval eval: --benchmark-module: /nonexistent/libx.so: cannot load the benchmark "
                              "module: ", 0),
            0u)
      << missing.err;
  CliRun bare = run_cli("eval --benchmark-module");
  EXPECT_EQ(bare.status, 2);
  EXPECT_EQ(bare.err, "citeval eval: --benchmark-module needs a value: the module's path\n");
}

// --fail-under gates on the module's figures (its summary_figures), as for a built-in benchmark:
// exit 3 below the minimum, 0 at or above it, 2 for a figure it has not (listing its figures).
TEST_F(BenchmarkModule, FailUnderGatesOnTheModulesFigures) {
  const std::string in = write("toy.jsonl", kItems);
  const std::string run = "eval --benchmark-module " + kToy + " toy " + in + " -q --json --fail-under ";
  CliRun below = run_cli(run + "hit_rate=80");
  EXPECT_EQ(below.status, 3) << below.err;
  EXPECT_EQ(nlohmann::json::parse(below.out)["hit_rate"], 75.0);
  EXPECT_NE(below.err.find("hit_rate"), std::string::npos) << below.err;
  CliRun above = run_cli(run + "hit_rate=75");
  EXPECT_EQ(above.status, 0) << above.err;
  CliRun unknown = run_cli(run + "citation_rec=50");
  EXPECT_EQ(unknown.status, 2) << unknown.err;
  EXPECT_EQ(unknown.err, "citeval eval: --fail-under: the summary has no figure 'citation_rec' (it has: hit_rate, items; "
                         "toy with these options)\n");
  EXPECT_EQ(unknown.out, "");
  CliRun bad = run_cli(run + "hit_rate");
  EXPECT_EQ(bad.status, 2) << bad.err;
}

// --restart starts a resumable module benchmark over; without it, a rerun resumes its --detail.
TEST_F(BenchmarkModule, ARerunResumesUnlessRestarted) {
  const std::string in = write("toy.jsonl", kItems);
  const std::string run = "eval --benchmark-module " + kToy + " toy " + in + " --json --detail " + path("d.jsonl");
  CliRun first = run_cli(run);
  ASSERT_EQ(first.status, 0) << first.err;
  CliRun again = run_cli(run);
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_NE(again.err.find("resumed 4 item(s) from " + path("d.jsonl") + "; 0 to judge"), std::string::npos) << again.err;
  EXPECT_EQ(nlohmann::json::parse(again.out)["hit_rate"], 75.0);
  CliRun restarted = run_cli(run + " --restart");
  ASSERT_EQ(restarted.status, 0) << restarted.err;
  EXPECT_EQ(restarted.err.find("resumed"), std::string::npos) << restarted.err;
  EXPECT_EQ(nlohmann::json::parse(restarted.out)["hit_rate"], 75.0);
}

// Ctrl-C during a module's run says what was kept and how to go on (exit 130), as for a built-in
// benchmark; whether the benchmark resumes is its own, so the note says both cases. The input is a
// FIFO that the test holds open, so the run waits in its reading; every wait has a deadline.
TEST_F(BenchmarkModule, InterruptSaysWhatWasKept) {
  const std::string fifo = path("items.fifo"), err = path("err.txt"), detail = path("d.jsonl");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  const pid_t pid = citeval_test::spawn_citeval(
      {"eval", "--benchmark-module", kToy, "toy", fifo, "--detail", detail, "--no-cache", "-q"}, err);
  ASSERT_GT(pid, 0);
  // The writing end opens (without blocking) once the run has opened the FIFO to read it: the
  // note is armed before the input is opened.
  int fd = -1;
  for (int i = 0; i < 400 && fd < 0; ++i) {
    fd = open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
    if (fd < 0) std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  const auto end = [&](int sig) {
    kill(pid, sig);
    int st = 0;
    for (int i = 0; i < 400; ++i) {
      if (waitpid(pid, &st, WNOHANG) == pid) return st;
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
    }
    kill(pid, SIGKILL);
    waitpid(pid, &st, 0);
    return -1;
  };
  if (fd < 0) {
    end(SIGKILL);
    FAIL() << "the run never opened its input";
  }
  const std::string item = "{\"answer\": \"Paris\", \"gold\": \"Paris\"}\n";
  ASSERT_EQ(::write(fd, item.data(), item.size()), static_cast<ssize_t>(item.size()));
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const int st = end(SIGINT);
  close(fd);
  ASSERT_NE(st, -1) << "the run did not end on SIGINT";
  ASSERT_TRUE(WIFEXITED(st));
  EXPECT_EQ(WEXITSTATUS(st), 130);
  std::ifstream err_in(err);
  const std::string e((std::istreambuf_iterator<char>(err_in)), std::istreambuf_iterator<char>());
  EXPECT_NE(e.find("citeval eval: interrupted after 0 finished item(s). No judgment was kept (--no-cache). The finished "
                   "items are kept in " + detail + "."),
            std::string::npos) << e;
  EXPECT_NE(e.find("To resume, run the same command again: a benchmark that resumes goes on from " + detail +
                   " (the run then says how many items it resumed); one that does not starts over."),
            std::string::npos) << e;
}

// --figures prints the benchmark's figure registry and exits 0 before the input is asked for; the
// toy declares none (its summary_figures() alone serves --fail-under), and says so.
TEST_F(BenchmarkModule, FiguresPrintsTheRegistry) {
  CliRun alce = run_cli("eval alce --figures");
  ASSERT_EQ(alce.status, 0) << alce.err;
  EXPECT_EQ(alce.out.substr(0, alce.out.find('\n', alce.out.find('\n', alce.out.find('\n') + 1) + 1) + 1),
            "| figure | label | scale | made of the items as | in the summary | depends on | undefined when |\n"
            "| --- | --- | --- | --- | --- | --- | --- |\n"
            "| `length` | Length (words) | raw | mean over the items | always |  | no item to average |\n");
  // Options as flags, in the reasons too.
  EXPECT_NE(alce.out.find("| `rougeLsum` | ROUGE-Lsum | x100 | mean over the items | always | `--no-rouge`, `--dataset` | "
                          "not computed (--no-rouge, or QAMPARI); no item has a reference answer |\n"),
            std::string::npos)
      << alce.out;
  CliRun lbc = run_cli("eval longbench-cite --figures");
  ASSERT_EQ(lbc.status, 0) << lbc.err;
  EXPECT_NE(lbc.out.find("| `citation_length` | Citation length | raw | sum of `cited_tokens` over sum of "
                         "`cited_snippets` | always | `--citation-tokenizer` | no citation snippet |\n"),
            std::string::npos)
      << lbc.out;
  CliRun toy = run_cli("eval --benchmark-module " + kToy + " toy --figures");
  ASSERT_EQ(toy.status, 0) << toy.err;
  EXPECT_EQ(toy.out, "The benchmark toy declares no figure registry (BenchmarkImpl::figures()).\n");
}

}  // namespace

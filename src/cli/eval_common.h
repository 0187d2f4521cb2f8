// Pieces the evaluating commands (eval, judge, meta, ...) share: the judge options, opening a
// cached JudgeSession, describing the judge in reports, and writing files atomically.
#pragma once

#include <cstddef>
#include <fstream>
#include <functional>
#include <memory>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/result.h"
#include "io/alce_reader.h"
#include "judge/judge_session.h"

namespace CLI {
class App;
}

namespace citeval::cli {

struct JudgeOptions {
  std::string spec;        // empty = judge::default_judge_spec()
  std::string cache;       // SQLite cache file; empty = the default for the judge kind
  bool no_cache = false;
  int retries = 2;
  std::size_t batch = 0;   // 0 = 64, or 1024 for LLM judges (to keep the request pool full)
};

// --judge, --cache, --no-cache, --retries, --judge-batch.
void add_judge_options(CLI::App& sub, JudgeOptions& o);

// Cheap local judges (table, lexical) get no persistent cache unless --cache is given; every
// other judge caches in $CITEVAL_CACHE, else $XDG_CACHE_HOME/citeval/judgments.sqlite, else
// ~/.cache/citeval/judgments.sqlite. Only the default directory (.../citeval) is created: the
// missing directory of a path the user gave (--cache, $CITEVAL_CACHE) is an error naming it.
Result<std::unique_ptr<judge::JudgeSession>> open_judge_session(const JudgeOptions& o, bool progress);

// Adds "judge", "judge_approximation", "judge_note" and "judge_stats" to a report's info. The note
// of an approximate judge names its kind (lexical, embed, ...) and `benchmark` ("ALCE", "ALiICE",
// "LongBench-Cite"), whose published numbers the scores are not comparable to.
void add_judge_info(nlohmann::json& info, const judge::JudgeSession& session, std::string_view benchmark);

class Progress;

// Evaluates one chunk of items, writing one detail line per item to `detail` when it is not null.
// An error stops the run (e.g. the first chunk shows the wrong dataset).
using ChunkEvaluator = std::function<Status(std::span<const io::AlceItem> chunk, std::ostream* detail)>;

// The loop every ALCE-format benchmark shares: reads `reader` in chunks of `chunk_size` items,
// hands each to `evaluate`, and streams the detail to `detail_path` (none when empty), flushed
// after every chunk so a crash keeps what was done. Fails on an unwritable detail file, a fatal
// reader error (a malformed file), an error of `evaluate`, and when the file gave no item to
// evaluate (empty, or every item malformed: nothing may be scored then); skipped items of a file
// with some good ones are the reader's to report (add_reader_info).
Status evaluate_in_chunks(io::AlceReader& reader, std::size_t chunk_size, const std::string& detail_path,
                          Progress& progress, const ChunkEvaluator& evaluate);

// Adds "items_read", "items_skipped" and the first 100 "skipped" errors to a report's info, and
// says on stderr how many malformed items were skipped.
void add_reader_info(nlohmann::json& info, const io::AlceReader& reader);

// Paths named on the command line, each with the option that named it ("--output", path), for
// the messages. Empty paths and "-" (standard input or output) are skipped.
using PathArgs = std::vector<std::pair<std::string, std::string>>;

// Refuses (kInvalidArgument, naming both options and the file) an output that is the same file as
// an input or as another output: writing it would destroy the input, or one output the other.
// Files are compared with std::filesystem::equivalent when both exist, else by weakly_canonical
// path. Devices and pipes (/dev/null, /dev/stdout, a FIFO) are never "the same file".
Status check_distinct_paths(const PathArgs& inputs, const PathArgs& outputs);

// Finds an output that cannot be written before any work is done (kIo, naming the option and
// the path): a directory, a missing parent directory, a parent where no file can be created
// (probed by creating and removing a temporary file there), an existing file that cannot be
// opened for writing. Devices and pipes are not probed.
Status check_writable_outputs(const PathArgs& outputs);

// check_distinct_paths, then check_writable_outputs: every command with file outputs calls this
// before it reads or judges anything.
Status check_io_paths(const PathArgs& inputs, const PathArgs& outputs);

// The files a judge spec reads ("table:FILE", "calibrated:FILE"), as inputs for check_io_paths,
// named by `flag` (the option that gave the spec) in errors.
PathArgs judge_input_paths(const std::string& spec, const std::string& flag = "--judge");

// check_io_paths for the `eval` benchmarks: the input file and the judge's files are inputs;
// --output, --detail and a --cache given by the user are outputs.
Status check_eval_paths(const std::string& input, const JudgeOptions& judge, const std::string& output,
                        const std::string& detail);

// Writes to PATH.tmp and renames it to PATH on commit() (after an fsync), so a crash never
// leaves a half-written file under the final name. A failed commit, and destruction without
// one, remove PATH.tmp. A PATH that is a device or a pipe (/dev/null, /dev/stdout) is written
// directly; a PATH that is a directory is refused.
class AtomicFile {
 public:
  static Result<AtomicFile> create(const std::string& path);
  AtomicFile(AtomicFile&&) = default;
  AtomicFile& operator=(AtomicFile&&) = delete;
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;
  ~AtomicFile();

  std::ofstream& stream() { return *out_; }
  Status commit();

 private:
  AtomicFile(std::string path, std::unique_ptr<std::ofstream> out, bool direct)
      : path_(std::move(path)), out_(std::move(out)), direct_(direct) {}
  std::string tmp_path() const { return path_ + ".tmp"; }
  void discard();

  std::string path_;
  std::unique_ptr<std::ofstream> out_;  // null once moved from, committed or discarded
  bool direct_ = false;                 // writing PATH itself (a device or a pipe)
};

// Writes `json` (indented) to `path` through an AtomicFile.
Status write_json_file(const nlohmann::json& json, const std::string& path);

}  // namespace citeval::cli

#include "cli/eval_common.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "cli/progress.h"
#include "judge/registry.h"

namespace citeval::cli {

void add_judge_options(CLI::App& sub, JudgeOptions& o) {
  sub.add_option("--judge", o.spec,
                 "Judge: lexical (default, an approximation), table:FILE, ...");
  sub.add_option("--cache", o.cache, "SQLite file caching judgments across runs");
  sub.add_flag("--no-cache", o.no_cache, "Do not use a persistent judgment cache");
  sub.add_option("--retries", o.retries, "Retries of an item the judge failed on")->check(CLI::NonNegativeNumber);
  sub.add_option("--judge-batch", o.batch, "Pairs per judge call (default 64; 1024 for LLM judges)")->check(CLI::PositiveNumber);
}

namespace {

// The default cache file, and whether it is the user's own choice ($CITEVAL_CACHE), whose
// directory is not ours to create.
struct CachePath {
  std::string path;
  bool user_given = false;
};

CachePath default_cache_path() {
  if (const char* c = std::getenv("CITEVAL_CACHE"); c && *c) return {c, true};
  std::filesystem::path base;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) {
    base = x;
  } else if (const char* h = std::getenv("HOME"); h && *h) {
    base = std::filesystem::path(h) / ".cache";
  } else {
    return {};
  }
  return {(base / "citeval" / "judgments.sqlite").string(), false};
}

// The directory a file goes into ("." for a bare name).
std::filesystem::path parent_dir(const std::string& path) {
  std::filesystem::path parent = std::filesystem::path(path).parent_path();
  return parent.empty() ? std::filesystem::path(".") : parent;
}

bool is_cheap_judge(const std::string& spec) {
  return spec == "lexical" || spec.rfind("table:", 0) == 0;
}

}  // namespace

Result<std::unique_ptr<judge::JudgeSession>> open_judge_session(const JudgeOptions& o, bool progress) {
  std::string spec = o.spec.empty() ? std::string(judge::default_judge_spec()) : o.spec;
  auto inner = judge::make_judge(spec);
  if (!inner) return inner.error();
  judge::SessionOptions so;
  so.max_retries = o.retries;
  // An LLM judge keeps many requests in flight only within one inner batch: give it big ones.
  so.batch_size = o.batch > 0 ? o.batch : (spec.rfind("llm", 0) == 0 ? 1024 : 64);
  if (!o.no_cache) {
    CachePath cache{o.cache, true};
    if (o.cache.empty() && !is_cheap_judge(spec)) cache = default_cache_path();
    so.cache_path = cache.path;
    if (!so.cache_path.empty()) {
      std::error_code ec;
      const std::filesystem::path parent = parent_dir(so.cache_path);
      if (!cache.user_given) std::filesystem::create_directories(parent, ec);
      if (ec || !std::filesystem::is_directory(parent)) {
        return make_error(ErrorCode::kIo,
                          fmt::format("judgment cache: directory {} does not exist{}", parent.string(),
                                      ec ? " and cannot be created: " + ec.message() : ""),
                          so.cache_path);
      }
    }
  }
  if (progress) {
    so.progress = [](const judge::SessionProgress& p) {
      if (p.total >= 1000) std::fprintf(stderr, "\r  judging %zu/%zu\x1b[K", p.done, p.total);
    };
  }
  return judge::JudgeSession::open(std::move(*inner), std::move(so));
}

namespace {

// What kind of approximate judge an identity names, for the note: "lexical:v1:..." -> the
// lexical judge; "embed:use-lite:..." -> the embedding judge; "calibrated(...)|INNER" -> INNER's.
std::string approximate_judge_kind(std::string_view identity) {
  if (identity.rfind("calibrated(", 0) == 0) {
    const auto bar = identity.find(")|");
    if (bar != std::string_view::npos) return "a calibrated " + approximate_judge_kind(identity.substr(bar + 2));
  }
  if (identity.rfind("lexical", 0) == 0) return "the model-free lexical judge (content-word, number and name coverage)";
  if (identity.rfind("embed", 0) == 0) return "the embed judge (USE-lite sentence-embedding similarity)";
  return fmt::format("an approximate judge ({})", identity.substr(0, identity.find(':')));
}

}  // namespace

void add_judge_info(nlohmann::json& info, const judge::JudgeSession& session, std::string_view benchmark) {
  info["judge"] = session.identity();
  info["judge_approximation"] = session.is_approximation();
  if (session.is_approximation()) {
    info["judge_note"] = fmt::format(
        "APPROXIMATION: scores come from {}, not an NLI model; they are not comparable to published {} numbers",
        approximate_judge_kind(session.identity()), benchmark);
  }
  judge::SessionStats s = session.stats();
  info["judge_stats"] = {{"requests", s.requests},     {"unique", s.unique},
                         {"memo_hits", s.memo_hits},   {"cache_hits", s.cache_hits},
                         {"judged", s.inner_items},    {"judge_calls", s.inner_calls},
                         {"retries", s.retries},       {"errors", s.errors},
                         {"cache_writes", s.cache_writes}, {"cache_errors", s.cache_errors}};
}

Status evaluate_in_chunks(io::AlceReader& reader, std::size_t chunk_size, const std::string& detail_path,
                          Progress& progress, const ChunkEvaluator& evaluate) {
  std::unique_ptr<std::ofstream> detail;
  if (!detail_path.empty()) {
    detail = std::make_unique<std::ofstream>(detail_path, std::ios::binary | std::ios::trunc);
    if (!*detail) return make_error(ErrorCode::kIo, "cannot open for writing", detail_path);
  }
  std::vector<io::AlceItem> chunk;
  chunk.reserve(chunk_size);
  std::size_t done = 0;
  Status evaluated = Ok{};
  auto flush = [&] {
    if (chunk.empty() || !evaluated) return;
    evaluated = evaluate(chunk, detail.get());
    if (!evaluated) return;
    if (detail) detail->flush();
    done += chunk.size();
    chunk.clear();
    progress.update(done, 0, "items");
  };
  io::AlceItem item;
  while (evaluated && reader.next(item)) {
    chunk.push_back(std::move(item));
    item = io::AlceItem{};
    if (chunk.size() >= chunk_size) flush();
  }
  flush();
  progress.finish();
  if (!evaluated) return evaluated;
  if (reader.fatal_error()) return *reader.fatal_error();
  if (detail && !*detail) return make_error(ErrorCode::kIo, "write failed", detail_path);
  if (reader.items_read() == 0) {
    if (reader.skipped().empty()) {
      return make_error(ErrorCode::kInvalidArgument, "no item to evaluate (the file holds no item)", reader.path());
    }
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("no item to evaluate: all {} items are malformed (is this an ALCE result "
                                  "file? each item needs a string 'output'); first: {}",
                                  reader.skipped().size(), reader.skipped().front().error.to_string()),
                      reader.path());
  }
  return Ok{};
}

void add_reader_info(nlohmann::json& info, const io::AlceReader& reader) {
  info["items_read"] = reader.items_read();
  info["items_skipped"] = reader.skipped().size();
  if (reader.skipped().empty()) return;
  nlohmann::json skipped = nlohmann::json::array();
  for (const auto& s : reader.skipped()) {
    skipped.push_back({{"index", s.index}, {"error", s.error.to_string()}});
    if (skipped.size() >= 100) break;
  }
  info["skipped"] = std::move(skipped);
  std::fprintf(stderr, "citeval eval: WARNING: skipped %zu malformed item(s) of %zu; first: %s\n",
               reader.skipped().size(), reader.skipped().size() + reader.items_read(),
               reader.skipped().front().error.to_string().c_str());
}

Status write_json_file(const nlohmann::json& json, const std::string& path) {
  auto f = AtomicFile::create(path);
  if (!f) return f.error();
  f->stream() << json.dump(2) << '\n';
  return f->commit();
}

Result<AtomicFile> AtomicFile::create(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status st = fs::status(path, ec);
  if (fs::is_directory(st)) return make_error(ErrorCode::kIo, "cannot write: is a directory", path);
  // A device or a pipe cannot be replaced by a rename (and /dev/null must not be).
  const bool direct = fs::exists(st) && !fs::is_regular_file(st);
  const std::string target = direct ? path : path + ".tmp";
  auto out = std::make_unique<std::ofstream>(target, std::ios::binary | std::ios::trunc);
  if (!*out) {
    const int err = errno;
    if (!direct) fs::remove(target, ec);
    return make_error(ErrorCode::kIo, fmt::format("cannot open for writing: {}", std::strerror(err)), target);
  }
  return AtomicFile(path, std::move(out), direct);
}

AtomicFile::~AtomicFile() { discard(); }

void AtomicFile::discard() {
  if (!out_) return;
  out_->close();
  out_.reset();
  if (!direct_) {
    std::error_code ec;
    std::filesystem::remove(tmp_path(), ec);
  }
}

Status AtomicFile::commit() {
  if (!out_) return make_error(ErrorCode::kInternal, "AtomicFile committed twice", path_);
  out_->flush();
  bool good = static_cast<bool>(*out_);
  out_->close();
  good = good && static_cast<bool>(*out_);
  if (direct_) {
    out_.reset();
    if (!good) return make_error(ErrorCode::kIo, "write failed", path_);
    return Ok{};
  }
  if (!good) {
    discard();
    return make_error(ErrorCode::kIo, "write failed", tmp_path());
  }
  // The data reaches the disk before the rename publishes it, so a power cut leaves the old file
  // or the new one, never an empty one.
  if (int fd = ::open(tmp_path().c_str(), O_RDONLY | O_CLOEXEC); fd >= 0) {
    const bool synced = ::fsync(fd) == 0 || errno == EINVAL;  // EINVAL: a file system without fsync
    const int err = errno;
    ::close(fd);
    if (!synced) {
      discard();
      return make_error(ErrorCode::kIo, fmt::format("write failed: {}", std::strerror(err)), tmp_path());
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp_path(), path_, ec);
  if (ec) {
    discard();
    return make_error(ErrorCode::kIo, "cannot rename into place: " + ec.message(), path_);
  }
  out_.reset();
  return Ok{};
}

namespace {

namespace fs = std::filesystem;

bool is_named_file(const std::string& path) { return !path.empty() && path != "-"; }

// The path with symbolic links resolved as far as it exists, else made absolute and normal.
fs::path normal_path(const std::string& p) {
  std::error_code ec;
  fs::path canonical = fs::weakly_canonical(p, ec);
  if (!ec) return canonical;
  fs::path absolute = fs::absolute(p, ec);
  return (ec ? fs::path(p) : absolute).lexically_normal();
}

// True when `a` and `b` name the same regular file, existing or to be created.
bool same_file(const std::string& a, const std::string& b) {
  std::error_code ea, eb;
  const fs::file_status sa = fs::status(a, ea), sb = fs::status(b, eb);
  const bool a_exists = fs::exists(sa), b_exists = fs::exists(sb);
  if ((a_exists && !fs::is_regular_file(sa)) || (b_exists && !fs::is_regular_file(sb))) return false;
  if (a_exists && b_exists) {
    std::error_code ec;
    return fs::equivalent(a, b, ec);
  }
  if (a_exists != b_exists) return false;
  return normal_path(a) == normal_path(b);
}

}  // namespace

Status check_distinct_paths(const PathArgs& inputs, const PathArgs& outputs) {
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    const auto& [out_flag, out] = outputs[i];
    if (!is_named_file(out)) continue;
    for (const auto& [in_flag, in] : inputs) {
      if (is_named_file(in) && same_file(in, out)) {
        return make_error(ErrorCode::kInvalidArgument,
                          fmt::format("{} is the same file as {} ({}): refusing to overwrite an input",
                                      out_flag, in_flag, in),
                          out);
      }
    }
    for (std::size_t k = 0; k < i; ++k) {
      const auto& [other_flag, other] = outputs[k];
      if (is_named_file(other) && same_file(other, out)) {
        return make_error(ErrorCode::kInvalidArgument,
                          fmt::format("{} and {} name the same file", other_flag, out_flag), out);
      }
    }
  }
  return Ok{};
}

Status check_writable_outputs(const PathArgs& outputs) {
  for (const auto& [flag, path] : outputs) {
    if (!is_named_file(path)) continue;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (fs::is_directory(st)) return make_error(ErrorCode::kIo, flag + ": cannot write: is a directory", path);
    if (fs::exists(st) && !fs::is_regular_file(st)) continue;  // a device or a pipe
    const fs::path parent = parent_dir(path);
    if (!fs::is_directory(parent, ec)) {
      return make_error(ErrorCode::kIo,
                        fmt::format("{}: cannot write: directory {} does not exist", flag, parent.string()), path);
    }
    if (fs::exists(st)) {
      int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);  // no O_TRUNC: the file is left as it is
      if (fd < 0) {
        return make_error(ErrorCode::kIo, fmt::format("{}: cannot write: {}", flag, std::strerror(errno)), path);
      }
      ::close(fd);
    }
    // Creating a file there is what the write (or the atomic write's PATH.tmp) will need.
    std::string probe = (parent / ("." + fs::path(path).filename().string() + ".citeval-probe-XXXXXX")).string();
    int fd = ::mkstemp(probe.data());
    if (fd < 0) {
      return make_error(ErrorCode::kIo,
                        fmt::format("{}: cannot create a file in directory {}: {}", flag, parent.string(),
                                    std::strerror(errno)),
                        path);
    }
    ::close(fd);
    ::unlink(probe.c_str());
  }
  return Ok{};
}

Status check_io_paths(const PathArgs& inputs, const PathArgs& outputs) {
  if (Status s = check_distinct_paths(inputs, outputs); !s) return s;
  return check_writable_outputs(outputs);
}

PathArgs judge_input_paths(const std::string& spec, const std::string& flag) {
  for (const char* prefix : {"table:", "calibrated:"}) {
    const std::string p = prefix;
    if (spec.rfind(p, 0) == 0) return {{flag, spec.substr(p.size())}};
  }
  return {};
}

Status check_eval_paths(const std::string& input, const JudgeOptions& judge, const std::string& output,
                        const std::string& detail) {
  PathArgs inputs = judge_input_paths(judge.spec);
  inputs.insert(inputs.begin(), {"--input", input});
  PathArgs outputs = {{"--output", output}, {"--detail", detail}};
  if (!judge.no_cache) outputs.push_back({"--cache", judge.cache});
  return check_io_paths(inputs, outputs);
}

}  // namespace citeval::cli

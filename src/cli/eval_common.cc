#include "cli/eval_common.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <cstdio>
#include <cstdlib>
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

std::string default_cache_path() {
  if (const char* c = std::getenv("CITEVAL_CACHE"); c && *c) return c;
  std::filesystem::path base;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) {
    base = x;
  } else if (const char* h = std::getenv("HOME"); h && *h) {
    base = std::filesystem::path(h) / ".cache";
  } else {
    return {};
  }
  return (base / "citeval" / "judgments.sqlite").string();
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
    so.cache_path = !o.cache.empty() ? o.cache : (is_cheap_judge(spec) ? std::string() : default_cache_path());
    if (!so.cache_path.empty()) {
      std::error_code ec;
      auto parent = std::filesystem::path(so.cache_path).parent_path();
      if (!parent.empty()) std::filesystem::create_directories(parent, ec);
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
  auto out = std::make_unique<std::ofstream>(path + ".tmp", std::ios::binary | std::ios::trunc);
  if (!*out) return make_error(ErrorCode::kIo, "cannot open for writing", path + ".tmp");
  return AtomicFile(path, std::move(out));
}

Status AtomicFile::commit() {
  out_->flush();
  bool good = static_cast<bool>(*out_);
  out_->close();
  if (!good) return make_error(ErrorCode::kIo, "write failed", path_ + ".tmp");
  std::error_code ec;
  std::filesystem::rename(path_ + ".tmp", path_, ec);
  if (ec) return make_error(ErrorCode::kIo, "cannot rename into place: " + ec.message(), path_);
  return Ok{};
}

}  // namespace citeval::cli

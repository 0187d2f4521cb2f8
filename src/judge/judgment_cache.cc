#include "judge/judgment_cache.h"

#include <fmt/format.h>
#include <sqlite3.h>

namespace citeval::judge {
namespace {

// Bumped whenever the table layout or the key derivation changes; an older file is refused
// rather than misread.
constexpr const char* kSchema = "citeval-judgments-2";

int exec(sqlite3* db, const char* sql) { return sqlite3_exec(db, sql, nullptr, nullptr, nullptr); }

}  // namespace

Error JudgmentCache::sqlite_error(std::string_view what) const {
  return make_error(ErrorCode::kIo,
                    fmt::format("judgment cache: {}: {}", what,
                                db_ ? sqlite3_errmsg(db_) : "out of memory"),
                    path_);
}

Result<std::unique_ptr<JudgmentCache>> JudgmentCache::open(const std::string& path) {
  std::unique_ptr<JudgmentCache> cache(new JudgmentCache());
  cache->path_ = path;
  if (path.empty()) {
    return make_error(ErrorCode::kInvalidArgument, "judgment cache: empty path");
  }
  int rc = sqlite3_open_v2(path.c_str(), &cache->db_,
                           SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                           nullptr);
  if (rc != SQLITE_OK) return cache->sqlite_error("cannot open");
  sqlite3_busy_timeout(cache->db_, 10000);
  sqlite3* db = cache->db_;
  // journal_mode returns a row, so it cannot fail silently through exec's callback-less path;
  // an unreadable file ("file is not a database") fails here first.
  if (exec(db, "PRAGMA journal_mode=WAL") != SQLITE_OK) return cache->sqlite_error("cannot open");
  if (exec(db, "PRAGMA synchronous=NORMAL") != SQLITE_OK) return cache->sqlite_error("cannot open");
  // Refuse to add tables to a database that is not a cache of ours: an existing file must
  // hold our meta table (an empty file is a fresh cache).
  sqlite3_stmt* st = nullptr;
  if (sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_master", -1, &st, nullptr) !=
      SQLITE_OK) {
    return cache->sqlite_error("cannot read");
  }
  long long objects = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
  sqlite3_finalize(st);
  if (objects < 0) return cache->sqlite_error("cannot read");
  if (objects == 0 &&
      exec(db,
           "BEGIN IMMEDIATE;"
           "CREATE TABLE IF NOT EXISTS meta(name TEXT PRIMARY KEY, value TEXT NOT NULL);"
           "CREATE TABLE IF NOT EXISTS judgments(key BLOB PRIMARY KEY, prob REAL NOT NULL,"
           " label INTEGER NOT NULL, rationale TEXT NOT NULL, judge INTEGER NOT NULL)"
           " WITHOUT ROWID;"
           "CREATE TABLE IF NOT EXISTS judges(id INTEGER PRIMARY KEY, identity TEXT NOT NULL"
           " UNIQUE);"
           "INSERT OR IGNORE INTO meta(name, value) VALUES('schema', 'citeval-judgments-2');"
           "COMMIT;") != SQLITE_OK) {
    Error e = cache->sqlite_error("cannot create tables");
    exec(db, "ROLLBACK");
    return e;
  }
  std::string schema;
  if (sqlite3_prepare_v2(db, "SELECT value FROM meta WHERE name='schema'", -1, &st, nullptr) ==
      SQLITE_OK) {
    if (sqlite3_step(st) == SQLITE_ROW) {
      auto* text = sqlite3_column_text(st, 0);
      if (text) schema = reinterpret_cast<const char*>(text);
    }
    sqlite3_finalize(st);
  }
  if (schema != kSchema) {
    return make_error(ErrorCode::kUnsupported,
                      schema.empty()
                          ? std::string("judgment cache: the file is a SQLite database but not a "
                                        "citeval judgment cache")
                          : fmt::format("judgment cache: schema '{}', expected '{}' (use another "
                                        "cache file or delete this one)",
                                        schema, kSchema),
                      path);
  }
  if (sqlite3_prepare_v3(db, "SELECT prob, label, rationale FROM judgments WHERE key=?1", -1,
                         SQLITE_PREPARE_PERSISTENT, &cache->select_, nullptr) != SQLITE_OK ||
      sqlite3_prepare_v3(db,
                         "INSERT OR REPLACE INTO judgments(key, prob, label, rationale, judge)"
                         " VALUES(?1, ?2, ?3, ?4, ?5)",
                         -1, SQLITE_PREPARE_PERSISTENT, &cache->insert_, nullptr) != SQLITE_OK) {
    return cache->sqlite_error("cannot prepare statements");
  }
  return cache;
}

JudgmentCache::~JudgmentCache() {
  sqlite3_finalize(select_);
  sqlite3_finalize(insert_);
  sqlite3_close_v2(db_);
}

Status JudgmentCache::lookup(std::span<const PairKey> keys,
                             std::vector<std::optional<Judgment>>& out) {
  out.assign(keys.size(), std::nullopt);
  if (keys.empty()) return Ok{};
  // One read transaction for the whole batch: one snapshot, one lock acquisition.
  if (exec(db_, "BEGIN") != SQLITE_OK) return sqlite_error("cannot begin a read");
  for (std::size_t i = 0; i < keys.size(); ++i) {
    sqlite3_reset(select_);
    sqlite3_bind_blob(select_, 1, keys[i].bytes.data(), static_cast<int>(keys[i].bytes.size()),
                      SQLITE_STATIC);
    int rc = sqlite3_step(select_);
    if (rc == SQLITE_ROW) {
      Judgment j;
      j.ok = true;
      j.prob = sqlite3_column_double(select_, 0);
      j.label = sqlite3_column_int(select_, 1);
      auto* text = sqlite3_column_text(select_, 2);
      if (text) j.rationale.assign(reinterpret_cast<const char*>(text),
                                   static_cast<std::size_t>(sqlite3_column_bytes(select_, 2)));
      out[i] = std::move(j);
    } else if (rc != SQLITE_DONE) {
      Error e = sqlite_error("lookup failed");
      sqlite3_reset(select_);
      exec(db_, "ROLLBACK");
      out.assign(keys.size(), std::nullopt);
      return e;
    }
  }
  sqlite3_reset(select_);
  if (exec(db_, "COMMIT") != SQLITE_OK) return sqlite_error("cannot end a read");
  return Ok{};
}

Result<long long> JudgmentCache::judge_id(std::string_view identity) {
  sqlite3_stmt* st = nullptr;
  if (sqlite3_prepare_v2(db_, "INSERT OR IGNORE INTO judges(identity) VALUES(?1)", -1, &st,
                         nullptr) != SQLITE_OK) {
    return sqlite_error("cannot register the judge");
  }
  sqlite3_bind_text(st, 1, identity.data(), static_cast<int>(identity.size()), SQLITE_STATIC);
  int rc = sqlite3_step(st);
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) return sqlite_error("cannot register the judge");
  if (sqlite3_prepare_v2(db_, "SELECT id FROM judges WHERE identity=?1", -1, &st, nullptr) !=
      SQLITE_OK) {
    return sqlite_error("cannot register the judge");
  }
  sqlite3_bind_text(st, 1, identity.data(), static_cast<int>(identity.size()), SQLITE_STATIC);
  long long id = -1;
  if (sqlite3_step(st) == SQLITE_ROW) id = sqlite3_column_int64(st, 0);
  sqlite3_finalize(st);
  if (id < 0) return sqlite_error("cannot register the judge");
  return id;
}

Status JudgmentCache::store(long long judge_id, std::span<const Entry> entries) {
  if (entries.empty()) return Ok{};
  if (exec(db_, "BEGIN IMMEDIATE") != SQLITE_OK) return sqlite_error("cannot begin a write");
  for (const Entry& e : entries) {
    sqlite3_reset(insert_);
    sqlite3_bind_blob(insert_, 1, e.key.bytes.data(), static_cast<int>(e.key.bytes.size()),
                      SQLITE_STATIC);
    sqlite3_bind_double(insert_, 2, e.judgment.prob);
    sqlite3_bind_int(insert_, 3, e.judgment.label);
    sqlite3_bind_text(insert_, 4, e.judgment.rationale.data(),
                      static_cast<int>(e.judgment.rationale.size()), SQLITE_STATIC);
    sqlite3_bind_int64(insert_, 5, judge_id);
    if (sqlite3_step(insert_) != SQLITE_DONE) {
      Error err = sqlite_error("write failed");
      sqlite3_reset(insert_);
      exec(db_, "ROLLBACK");
      return err;
    }
  }
  sqlite3_reset(insert_);
  if (exec(db_, "COMMIT") != SQLITE_OK) {
    Error err = sqlite_error("commit failed");
    exec(db_, "ROLLBACK");
    return err;
  }
  return Ok{};
}

}  // namespace citeval::judge

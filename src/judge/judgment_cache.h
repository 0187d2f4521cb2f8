// The persistent judgment cache: a SQLite file mapping PairKey -> (prob, label, rationale).
//
// Used by JudgeSession; not meant to be used directly. Tables:
//
//   judgments(key BLOB PRIMARY KEY, prob REAL, label INTEGER, rationale TEXT, judge INTEGER)
//   judges(id INTEGER PRIMARY KEY, identity TEXT UNIQUE)
//   meta(name TEXT PRIMARY KEY, value TEXT)          -- schema = citeval-judgments-2
//
// key is the 32-byte PairKey (which already covers the judge identity, premise and hypothesis);
// judge names the identity in clear text only so that a cache file can be inspected or pruned
// with the sqlite3 shell ("DELETE FROM judgments WHERE judge IN (SELECT id FROM judges WHERE
// identity LIKE 'llm:%')"). Only successful judgments are stored. The file runs in WAL mode with synchronous=NORMAL: a committed
// batch survives a crash of the process, and several processes may share one cache file (writers
// wait up to 10 s for each other).
//
// Thread safety: none; JudgeSession serialises all calls.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"
#include "citeval/result.h"
#include "judge/pair_key.h"

struct sqlite3;
struct sqlite3_stmt;

namespace citeval::judge {

class JudgmentCache {
 public:
  // Opens or creates the cache file. Errors (cannot open/create, not a SQLite file, a cache of
  // another schema) are values naming the file.
  static Result<std::unique_ptr<JudgmentCache>> open(const std::string& path);
  ~JudgmentCache();
  JudgmentCache(const JudgmentCache&) = delete;
  JudgmentCache& operator=(const JudgmentCache&) = delete;

  // Looks up every key; out[i] is set for hits (ok == true) and left empty for misses.
  Status lookup(std::span<const PairKey> keys, std::vector<std::optional<Judgment>>& out);

  // The id of a judge identity in the judges table (added if new).
  Result<long long> judge_id(std::string_view identity);

  struct Entry {
    PairKey key;
    Judgment judgment;  // ok == true
  };
  // Stores the entries in one transaction (replacing older values of the same keys).
  Status store(long long judge_id, std::span<const Entry> entries);

  const std::string& path() const { return path_; }

 private:
  JudgmentCache() = default;
  Error sqlite_error(std::string_view what) const;

  std::string path_;
  sqlite3* db_ = nullptr;
  sqlite3_stmt* select_ = nullptr;
  sqlite3_stmt* insert_ = nullptr;
};

}  // namespace citeval::judge

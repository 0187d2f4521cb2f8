#include "io/longcite_reader.h"

#include <cstring>
#include <filesystem>
#include <fstream>
#include <unordered_map>
#include <utility>

#include <fmt/format.h>
#include <simdjson.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include "common/json_nesting.h"
#include "metrics/longcite_answer.h"
#include "metrics/longcite_context.h"

namespace citeval::io {
namespace {

using nlohmann::json;

Error located(Error e, const std::string& file, std::size_t line) {
  e.file = file;
  e.line = line;
  return e;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// An ALCE item given to the LongBench-Cite reader: ALCE's fields and none of LongCite's.
bool looks_like_alce(const json& j) {
  if (!j.is_object()) return false;
  if (j.contains("query") || j.contains("prediction") || j.contains("statements")) return false;
  return j.contains("output") || j.contains("docs") || j.contains("data") || j.contains("question");
}

// ----------------------------------------------------------------------------- the fast path
// An item parsed by simdjson's DOM parser -> LongciteInputItem, for the items whose conversion
// cannot fail and whose every value reads the same as nlohmann reads it: an integer or plain
// ASCII string idx, string fields, statements with their citations (or prediction and context
// strings). Anything else (a missing or mistyped field, another idx, "answer" or
// "few_shot_scores", an LQA file) returns false, and the item is read again by nlohmann, whose
// conversion (longcite_item_from_json) names the field. simdjson never accepts text nlohmann
// refuses. Of a repeated key the last value counts, as in nlohmann's DOM.

using simdjson::dom::element;
using simdjson::dom::element_type;

// The last value of `key` (null counts); false when absent.
bool dom_find(simdjson::dom::object o, std::string_view key, element& out) {
  bool found = false;
  for (auto field : o) {
    if (field.key == key) {
      out = field.value;
      found = true;
    }
  }
  return found;
}

bool dom_string(element e, std::string& out) {
  std::string_view v;
  if (e.get_string().get(v)) return false;
  out.assign(v.data(), v.size());
  return true;
}

// A string member that is absent or null (left empty) or a string.
bool dom_optional_string(simdjson::dom::object o, std::string_view key, std::string& out) {
  element e;
  if (!dom_find(o, key, e) || e.is_null()) return true;
  return dom_string(e, out);
}

// nlohmann's is_number_unsigned: a non-negative integer literal.
void dom_unsigned(simdjson::dom::object o, std::string_view key, std::size_t& out) {
  element e;
  if (!dom_find(o, key, e)) return;
  if (e.type() == element_type::UINT64) {
    out = static_cast<std::size_t>(e.get_uint64().value_unsafe());
  } else if (e.type() == element_type::INT64 && e.get_int64().value_unsafe() >= 0) {
    out = static_cast<std::size_t>(e.get_int64().value_unsafe());
  }
}

bool item_from_dom(element value, LongciteInputItem& out) {
  simdjson::dom::object o;
  if (value.get_object().get(o)) return false;
  element e;
  metrics::LongciteItem& it = out.item;
  if (dom_find(o, "answer", e) || dom_find(o, "few_shot_scores", e)) return false;
  if (!dom_find(o, "idx", e)) return false;
  if (e.type() == element_type::INT64) {
    const std::int64_t v = e.get_int64().value_unsafe();
    // nlohmann keeps a non-negative integer as unsigned, but "-0" as signed: 0 is left to it.
    if (v == 0) return false;
    if (v > 0) {
      out.idx = static_cast<std::uint64_t>(v);
    } else {
      out.idx = v;
    }
    it.idx = std::to_string(v);
  } else if (e.type() == element_type::UINT64) {
    out.idx = e.get_uint64().value_unsafe();
    it.idx = std::to_string(e.get_uint64().value_unsafe());
  } else if (e.type() == element_type::STRING) {
    const std::string_view v = e.get_string().value_unsafe();
    for (char c : v) {
      if (c < 0x20 || c > 0x7E || c == '"' || c == '\\') return false;  // nlohmann escapes these
    }
    out.idx = std::string(v);
    it.idx = "\"" + std::string(v) + "\"";
  } else {
    return false;
  }
  if (!dom_find(o, "dataset", e) || !dom_string(e, it.dataset)) return false;
  if (!dom_find(o, "query", e) || !dom_string(e, it.query)) return false;
  if (!dom_optional_string(o, "prediction", it.prediction)) return false;
  if (dom_find(o, "statements", e) && !e.is_null()) {
    simdjson::dom::array statements;
    if (e.get_array().get(statements)) return false;
    for (element sj : statements) {
      simdjson::dom::object so;
      metrics::LongciteStatement& st = it.statements.emplace_back();
      if (sj.get_object().get(so) || !dom_find(so, "statement", e) || !dom_string(e, st.statement)) return false;
      if (!dom_find(so, "citation", e) || e.is_null()) continue;
      simdjson::dom::array citations;
      if (e.get_array().get(citations)) return false;
      for (element cj : citations) {
        simdjson::dom::object co;
        metrics::LongciteCitation& ct = st.citation.emplace_back();
        if (cj.get_object().get(co) || !dom_find(co, "cite", e) || !dom_string(e, ct.cite)) return false;
        dom_unsigned(co, "st_sent", ct.st_sent);
        dom_unsigned(co, "ed_sent", ct.ed_sent);
        dom_unsigned(co, "start_char", ct.start_byte);
        dom_unsigned(co, "end_char", ct.end_byte);
      }
    }
    return true;
  }
  // Prediction and context: both strings here (nlohmann's path tells a missing or null one).
  element prediction;
  if (!dom_find(o, "prediction", prediction) || !prediction.is_string()) return false;
  if (!dom_find(o, "context", e) || !dom_string(e, out.context)) return false;
  std::vector<text::Span> sents = metrics::split_longcite_context(out.context);
  it.statements = metrics::parse_longcite_answer(it.prediction, out.context, sents);
  out.parsed = true;
  return true;
}

struct IdxKeyHash {
  std::size_t operator()(const LongciteIdxKey& k) const { return static_cast<std::size_t>(k.low); }
};

Error alce_error(const std::string& file, std::size_t line) {
  return make_error(ErrorCode::kInvalidArgument,
                    "an ALCE result file (items with \"question\", \"output\", \"docs\"), not "
                    "LongBench-Cite predictions (\"idx\", \"dataset\", \"query\", \"prediction\" or "
                    "\"statements\"): score it with 'citeval eval alce'",
                    file, line);
}

}  // namespace

std::string longcite_fingerprint(std::string_view bytes) {
  XXH128_hash_t h = XXH3_128bits(bytes.data(), bytes.size());
  return fmt::format("xxh3-128:{:016x}{:016x}", h.high64, h.low64);
}

Result<LongciteInputItem> longcite_item_from_json(const json& j, bool plain) {
  auto err = [](const std::string& field, const std::string& msg) {
    return make_error(ErrorCode::kInvalidField, msg, {}, 0, field);
  };
  if (!j.is_object()) return err("", "an item must be a JSON object");
  LongciteInputItem out;
  metrics::LongciteItem& it = out.item;
  auto str = [&](const char* field, std::string& value, bool required) -> Status {
    auto f = j.find(field);
    if (f == j.end() || f->is_null()) {
      if (required) return err(field, "missing");
      return Ok{};
    }
    if (!f->is_string()) return err(field, "must be a string");
    value = f->get<std::string>();
    return Ok{};
  };
  if (!j.contains("idx")) return err("idx", "missing");
  out.idx = j["idx"];
  it.idx = out.idx.dump(-1, ' ', false, json::error_handler_t::replace);
  if (auto s = str("dataset", it.dataset, true); !s) return s.error();
  if (auto s = str("query", it.query, true); !s) return s.error();
  if (auto s = str("prediction", it.prediction, plain); !s) return s.error();
  if (auto a = j.find("answer"); a != j.end()) out.answer = *a;
  if (auto f = j.find("few_shot_scores"); f != j.end()) out.few_shot_scores = *f;
  if (plain) return out;
  if (j.contains("statements") && !j["statements"].is_null()) {
    const auto& sts = j["statements"];
    if (!sts.is_array()) return err("statements", "must be a list");
    for (std::size_t k = 0; k < sts.size(); ++k) {
      const auto& s = sts[k];
      std::string where = fmt::format("statements[{}]", k);
      if (!s.is_object() || !s.contains("statement") || !s["statement"].is_string()) {
        return err(where + ".statement", "missing or not a string");
      }
      metrics::LongciteStatement st;
      st.statement = s["statement"].get<std::string>();
      if (s.contains("citation") && !s["citation"].is_null()) {
        if (!s["citation"].is_array()) return err(where + ".citation", "must be a list");
        for (std::size_t c = 0; c < s["citation"].size(); ++c) {
          const auto& cj = s["citation"][c];
          if (!cj.is_object() || !cj.contains("cite") || !cj["cite"].is_string()) {
            return err(fmt::format("{}.citation[{}].cite", where, c), "missing or not a string");
          }
          metrics::LongciteCitation ct;
          ct.cite = cj["cite"].get<std::string>();
          auto num = [&](const char* f, std::size_t& value) {
            if (cj.contains(f) && cj[f].is_number_unsigned()) value = cj[f].get<std::size_t>();
          };
          num("st_sent", ct.st_sent);
          num("ed_sent", ct.ed_sent);
          num("start_char", ct.start_byte);  // kept as given (code points); see longcite_detail.h
          num("end_char", ct.end_byte);
          st.citation.push_back(std::move(ct));
        }
      }
      it.statements.push_back(std::move(st));
    }
    return out;
  }
  if (auto s = str("context", out.context, false); !s) return s.error();
  if (!j.contains("prediction") || !j.contains("context")) {
    return err("statements", "an item needs either \"statements\" or both \"prediction\" and \"context\"");
  }
  std::vector<text::Span> sents = metrics::split_longcite_context(out.context);
  it.statements = metrics::parse_longcite_answer(it.prediction, out.context, sents);
  out.parsed = true;
  return out;
}

struct LongciteReader::Impl {
  // The bytes: a file or memory, read in pieces into buf, hashed as they are read.
  std::ifstream file;
  std::string_view memory;
  std::size_t memory_at = 0;
  bool eof = false, read_failed = false;
  XXH3_state_t hash{};
  std::string buf;  // buf[0, size) are unconsumed bytes from `consumed` on

  std::string name;
  bool plain = false;
  enum class Mode { kStart, kList, kListEnd, kJsonl, kDone } mode = Mode::kStart;
  bool list_first = true;   // before the list's first element
  std::size_t line = 1;     // a list: the line at buf[0]; JSONL: lines read
  std::optional<Error> fatal, pending;  // pending: an element's fatal error, the list's structure unchecked
  bool first_object = true;
  std::size_t items_total = 0;
  bool json_list = false;
  std::vector<LongciteSkipped> skipped;
  std::vector<LongciteDuplicateIdx> duplicates;
  std::unordered_map<LongciteIdxKey, std::size_t, IdxKeyHash> first_line;
  std::string fingerprint;

  // Whether buf[k] exists, reading more as needed.
  bool at(std::size_t k) {
    while (k >= buf.size() && !eof) more();
    return k < buf.size();
  }
  void more() {
    constexpr std::size_t kPiece = 1 << 16;
    const std::size_t old = buf.size();
    std::size_t got = 0;
    if (file.is_open()) {
      buf.resize(old + kPiece);
      file.read(buf.data() + old, kPiece);
      got = static_cast<std::size_t>(file.gcount());
      if (file.bad()) read_failed = true;
    } else {
      got = std::min(kPiece, memory.size() - memory_at);
      buf.resize(old + got);
      std::memcpy(buf.data() + old, memory.data() + memory_at, got);
      memory_at += got;
    }
    buf.resize(old + got);
    if (got == 0 || read_failed) {
      eof = true;
      return;
    }
    XXH3_128bits_update(&hash, buf.data() + old, got);
  }
  void consume(std::size_t n) { buf.erase(0, n); }
  // The rest of the input, read to its end (the rare multi-line first object).
  std::string_view whole() {
    while (!eof) more();
    return buf;
  }
  void finish() {
    if (mode == Mode::kDone) return;
    mode = Mode::kDone;
    if (read_failed && !fatal) fatal = make_error(ErrorCode::kIo, "cannot read", name);
    if (!fatal && pending) fatal = std::move(pending);
    if (fatal) return;
    XXH128_hash_t h = XXH3_128bits_digest(&hash);
    fingerprint = fmt::format("xxh3-128:{:016x}{:016x}", h.high64, h.low64);
  }
  Error structural(const std::string& message, std::size_t at_line) {
    return make_error(ErrorCode::kParse, message, name, at_line);
  }

  // The format, from the first byte that is not a BOM or space.
  void start() {
    std::size_t first = 0, first_line = 1;
    if (at(2) && std::string_view(buf).substr(0, 3) == "\xEF\xBB\xBF") first = 3;
    while (at(first) && is_space(buf[first])) first_line += buf[first++] == '\n';
    if (!at(first)) {
      finish();
      return;
    }
    if (buf[first] == '[') {
      json_list = true;
      mode = Mode::kList;
      consume(first + 1);
      line = first_line;
      return;
    }
    // JSONL. A '{' whose line is not a JSON value may open one object spanning several lines.
    if (buf[first] == '{') {
      std::size_t eol = first;
      while (at(eol) && buf[eol] != '\n') ++eol;
      const std::string_view l = std::string_view(buf).substr(first, eol - first);
      if (check_json_nesting(l) && json::parse(l, nullptr, false).is_discarded()) {
        const std::string_view t = whole();
        if (check_json_nesting(t)) {
          json one = json::parse(t.substr(first), nullptr, false);
          if (one.is_object()) {
            fatal = looks_like_alce(one) ? alce_error(name, first_line)
                                         : make_error(ErrorCode::kParse,
                                                      "one JSON object spanning several lines: LongBench-Cite input is "
                                                      "a JSON list of items or JSONL (one item a line)",
                                                      name, first_line);
            finish();
            return;
          }
        }
      }
    }
    mode = Mode::kJsonl;
    line = 0;
  }

  // A list's next element (a linear scan tracking strings and brackets, no recursion): true with
  // its text in buf[begin, end) and its line; false at the end or on a structural error (fatal).
  bool next_element(std::size_t& begin, std::size_t& end, std::size_t& element_line) {
    std::size_t i = 0;
    auto skip_space = [&] {
      while (at(i) && is_space(buf[i])) line += buf[i++] == '\n';
    };
    if (mode == Mode::kListEnd) {
      skip_space();
      if (at(i)) fatal = structural("not valid JSON: content after the list", line);
      return false;
    }
    skip_space();
    if (list_first) {
      list_first = false;
      if (at(i) && buf[i] == ']') {
        consume(i + 1);
        mode = Mode::kListEnd;
        return next_element(begin, end, element_line);
      }
    }
    if (!at(i)) {
      fatal = structural("the JSON list is not closed", line);
      return false;
    }
    begin = i;
    element_line = line;
    std::size_t depth = 0;
    bool in_string = false;
    for (; at(i); ++i) {
      const char c = buf[i];
      if (c == '\n') ++line;
      if (in_string) {
        if (c == '\\' && at(i + 1)) {
          line += buf[++i] == '\n';
        } else if (c == '"') {
          in_string = false;
        }
        continue;
      }
      if (c == '"') {
        in_string = true;
      } else if (c == '[' || c == '{') {
        ++depth;
      } else if (c == ']' || c == '}') {
        if (depth == 0) break;
        --depth;
      } else if (c == ',' && depth == 0) {
        break;
      }
    }
    end = i;
    while (end > begin && is_space(buf[end - 1])) --end;
    if (!at(i)) {
      fatal = structural("the JSON list is not closed", line);
      return false;
    }
    if (end == begin) {
      fatal = structural("not valid JSON: an empty list element", element_line);
      return false;
    }
    if (buf[i] != ',') {
      if (buf[i] != ']') {
        fatal = structural("not valid JSON", line);
        return false;
      }
      mode = Mode::kListEnd;
    }
    after_ = i + 1;
    return true;
  }
  std::size_t after_ = 0;  // where the element just returned ends (its ',' or ']' included)

  // JSONL's next line with something on it: true with it in buf[begin, end) and its number.
  bool next_line(std::size_t& begin, std::size_t& end, std::size_t& line_no) {
    while (true) {
      if (!at(0)) return false;
      std::size_t eol = 0;
      while (true) {
        const void* nl = std::memchr(buf.data() + eol, '\n', buf.size() - eol);
        if (nl != nullptr) {
          eol = static_cast<const char*>(nl) - buf.data();
          break;
        }
        eol = buf.size();
        if (!at(eol)) break;
      }
      ++line;
      begin = 0;
      end = eol;
      if (line == 1 && std::string_view(buf).substr(0, std::min<std::size_t>(eol, 3)) == "\xEF\xBB\xBF") begin = 3;
      after_ = eol < buf.size() ? eol + 1 : eol;
      const std::string_view l = std::string_view(buf).substr(begin, end - begin);
      if (l.find_first_not_of(" \t\r") == std::string_view::npos) {
        consume(after_);
        continue;
      }
      line_no = line;
      return true;
    }
  }

  // Parses one item's text: true with a well-formed item; false when it was skipped or is fatal.
  bool parse(std::string_view text, std::size_t at_line, bool fatal_parse, LongciteInputItem& out) {
    const std::size_t position = items_total++;
    auto skip = [&](Error e) {
      skipped.push_back({position, located(std::move(e), name, at_line)});
      return false;
    };
    if (auto st = check_json_nesting(text); !st) return skip(st.error());
    // simdjson first, once the first object has been seen (the ALCE check reads nlohmann's DOM).
    simdjson::dom::element root;
    if (!first_object && !plain && !dom.parse(text.data(), text.size()).get(root)) {
      LongciteInputItem fast;
      if (item_from_dom(root, fast)) return accept(std::move(fast), position, at_line, out);
    }
    json j = json::parse(text, nullptr, false);
    if (j.is_discarded()) {
      Error e = make_error(ErrorCode::kParse, "not valid JSON", name, at_line);
      if (fatal_parse) {
        pending = std::move(e);
        return false;
      }
      return skip(std::move(e));
    }
    if (first_object && j.is_object()) {
      first_object = false;
      if (looks_like_alce(j)) {
        pending = alce_error(name, at_line);
        return false;
      }
    }
    auto item = longcite_item_from_json(j, plain);
    if (!item) return skip(item.error());
    return accept(std::move(*item), position, at_line, out);
  }
  bool accept(LongciteInputItem item, std::size_t position, std::size_t at_line, LongciteInputItem& out) {
    item.position = position;
    item.line = at_line;
    auto [it, fresh] = first_line.emplace(longcite_idx_key(item.item.idx), at_line);
    if (!fresh) duplicates.push_back({item.item.idx, it->second, at_line});
    out = std::move(item);
    return true;
  }
  simdjson::dom::parser dom;

  bool next(LongciteInputItem& out) {
    if (mode == Mode::kStart) start();
    while (mode != Mode::kDone) {
      std::size_t begin = 0, end = 0, at_line = 0;
      const bool list = mode == Mode::kList || mode == Mode::kListEnd;
      if (!(list ? next_element(begin, end, at_line) : next_line(begin, end, at_line))) {
        finish();
        return false;
      }
      // After an element's fatal error the list is only scanned: a structural error wins.
      const bool got = !pending && parse(std::string_view(buf).substr(begin, end - begin), at_line, list, out);
      consume(after_);
      if (pending && !list) {
        finish();
        return false;
      }
      if (got) return true;
    }
    return false;
  }
};

LongciteIdxKey longcite_idx_key(std::string_view idx_text) {
  XXH128_hash_t h = XXH3_128bits(idx_text.data(), idx_text.size());
  return {h.high64, h.low64};
}

LongciteReader::LongciteReader(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
LongciteReader::LongciteReader(LongciteReader&&) noexcept = default;
LongciteReader& LongciteReader::operator=(LongciteReader&&) noexcept = default;
LongciteReader::~LongciteReader() = default;

Result<LongciteReader> LongciteReader::open(const std::string& path, bool plain) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return make_error(ErrorCode::kIo, "is a directory, not a LongBench-Cite prediction file", path);
  }
  auto impl = std::make_unique<Impl>();
  impl->file.open(path, std::ios::binary);
  if (!impl->file) return make_error(ErrorCode::kIo, "cannot open", path);
  impl->name = path;
  impl->plain = plain;
  XXH3_128bits_reset(&impl->hash);
  return LongciteReader(std::move(impl));
}

LongciteReader LongciteReader::from_memory(std::string_view text, const std::string& name, bool plain) {
  auto impl = std::make_unique<Impl>();
  impl->memory = text;
  impl->name = name;
  impl->plain = plain;
  XXH3_128bits_reset(&impl->hash);
  return LongciteReader(std::move(impl));
}

bool LongciteReader::next(LongciteInputItem& item) { return impl_->next(item); }
const std::optional<Error>& LongciteReader::fatal_error() const { return impl_->fatal; }
const std::vector<LongciteSkipped>& LongciteReader::skipped() const { return impl_->skipped; }
const std::vector<LongciteDuplicateIdx>& LongciteReader::duplicates() const { return impl_->duplicates; }
std::size_t LongciteReader::items_total() const { return impl_->items_total; }
bool LongciteReader::json_list() const { return impl_->json_list; }
const std::string& LongciteReader::path() const { return impl_->name; }
const std::string& LongciteReader::fingerprint() const { return impl_->fingerprint; }

namespace {

Result<LongciteInput> gather(LongciteReader& reader) {
  LongciteInput in;
  in.path = reader.path();
  LongciteInputItem item;
  while (reader.next(item)) in.items.push_back(std::move(item));
  if (const auto& e = reader.fatal_error()) return *e;
  in.skipped = reader.skipped();
  in.duplicates = reader.duplicates();
  in.items_total = reader.items_total();
  in.json_list = reader.json_list();
  in.fingerprint = reader.fingerprint();
  return in;
}

}  // namespace

Result<LongciteInput> parse_longcite_input(std::string_view t, const std::string& name, bool plain) {
  LongciteReader reader = LongciteReader::from_memory(t, name, plain);
  return gather(reader);
}

Result<LongciteInput> read_longcite_input(const std::string& path, bool plain) {
  auto reader = LongciteReader::open(path, plain);
  if (!reader) return reader.error();
  return gather(*reader);
}

Result<LongciteCorrectnessFields> longcite_correctness_fields(const LongciteInputItem& item, const std::string& file) {
  auto err = [&](const std::string& field, const std::string& msg) {
    return make_error(ErrorCode::kInvalidField, msg, file, item.line, field);
  };
  LongciteCorrectnessFields f;
  const json& a = item.answer;
  if (a.is_string()) {
    f.answers.push_back(a.get<std::string>());
  } else if (a.is_array()) {
    if (a.empty()) return err("answer", "an empty list: no gold answer to rate against");
    for (std::size_t k = 0; k < a.size(); ++k) {
      if (!a[k].is_string()) return err(fmt::format("answer[{}]", k), "must be a string");
      f.answers.push_back(a[k].get<std::string>());
    }
  } else {
    return err("answer", a.is_null() ? "missing (the gold answer(s) the correctness rating needs)"
                                     : "must be a string or a list of strings");
  }
  if (item.item.dataset != "longbench-chat") return f;
  const json& fs = item.few_shot_scores;
  if (!fs.is_array()) {
    return err("few_shot_scores", fs.is_null() ? "missing (a longbench-chat item is rated with three rated examples)"
                                               : "must be a list");
  }
  if (fs.size() != 3) {
    return err("few_shot_scores", fmt::format("{} examples; the LongBench-Chat rubric takes exactly 3", fs.size()));
  }
  for (std::size_t k = 0; k < fs.size(); ++k) {
    const json& e = fs[k];
    if (!e.is_object() || !e.contains("answer") || !e["answer"].is_string()) {
      return err(fmt::format("few_shot_scores[{}].answer", k), "missing or not a string");
    }
    if (!e.contains("score") || !e["score"].is_number()) {
      return err(fmt::format("few_shot_scores[{}].score", k), "missing or not a number");
    }
    f.few_shot.push_back({e["answer"].get<std::string>(), e["score"].dump()});
  }
  return f;
}

}  // namespace citeval::io

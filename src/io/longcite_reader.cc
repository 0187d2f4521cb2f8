#include "io/longcite_reader.h"

#include <filesystem>
#include <map>
#include <utility>

#include <fmt/format.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include "common/json_nesting.h"
#include "common/read_file.h"
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

Error alce_error(const std::string& file, std::size_t line) {
  return make_error(ErrorCode::kInvalidArgument,
                    "an ALCE result file (items with \"question\", \"output\", \"docs\"), not "
                    "LongBench-Cite predictions (\"idx\", \"dataset\", \"query\", \"prediction\" or "
                    "\"statements\"): score it with 'citeval eval alce'",
                    file, line);
}

// One element of a JSON list: [begin, end) of its text and the line it starts on.
struct Slice {
  std::size_t begin = 0, end = 0, line = 0;
};

// Splits the JSON list that opens at t[open] into its elements' texts, tracking strings and
// brackets (a linear scan, no recursion). Structural errors are fatal (kParse with the line);
// an element's own syntax is left to the JSON parser.
Result<std::vector<Slice>> split_list(std::string_view t, std::size_t open, const std::string& file,
                                      std::size_t line) {
  std::vector<Slice> out;
  std::size_t i = open + 1;
  auto skip_space = [&] {
    while (i < t.size() && is_space(t[i])) line += t[i++] == '\n';
  };
  skip_space();
  if (i < t.size() && t[i] == ']') {
    ++i;
  } else {
    while (true) {
      skip_space();
      if (i == t.size()) return make_error(ErrorCode::kParse, "the JSON list is not closed", file, line);
      Slice s{i, i, line};
      std::size_t depth = 0;
      bool in_string = false;
      for (; i < t.size(); ++i) {
        const char c = t[i];
        if (c == '\n') ++line;
        if (in_string) {
          if (c == '\\' && i + 1 < t.size()) {
            line += t[++i] == '\n';
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
      s.end = i;
      while (s.end > s.begin && is_space(t[s.end - 1])) --s.end;
      if (i == t.size()) return make_error(ErrorCode::kParse, "the JSON list is not closed", file, line);
      if (s.end == s.begin) return make_error(ErrorCode::kParse, "not valid JSON: an empty list element", file, s.line);
      out.push_back(s);
      if (t[i++] != ',') {
        if (t[i - 1] != ']') return make_error(ErrorCode::kParse, "not valid JSON", file, line);
        break;
      }
    }
  }
  skip_space();
  if (i != t.size()) return make_error(ErrorCode::kParse, "not valid JSON: content after the list", file, line);
  return out;
}

class Builder {
 public:
  Builder(LongciteInput& in, const std::string& file, bool plain) : in_(in), file_(file), plain_(plain) {}

  // The next item of the file, `text` being its JSON. Returns a fatal error, or Ok (the item
  // was added or skipped). `fatal_parse`: a JSON syntax error is fatal (an element of a list).
  Status add(std::string_view text, std::size_t line, bool fatal_parse) {
    const std::size_t position = in_.items_total++;
    auto skip = [&](Error e) -> Status {
      in_.skipped.push_back({position, located(std::move(e), file_, line)});
      return Ok{};
    };
    if (auto st = check_json_nesting(text); !st) return skip(st.error());
    json j = json::parse(text, nullptr, false);
    if (j.is_discarded()) {
      Error e = make_error(ErrorCode::kParse, "not valid JSON", file_, line);
      if (fatal_parse) return e;
      return skip(std::move(e));
    }
    if (first_object_ && j.is_object()) {
      first_object_ = false;
      if (looks_like_alce(j)) return alce_error(file_, line);
    }
    auto item = longcite_item_from_json(j, plain_);
    if (!item) return skip(item.error());
    item->position = position;
    item->line = line;
    auto [it, fresh] = first_line_.emplace(item->item.idx, line);
    if (!fresh) in_.duplicates.push_back({item->item.idx, it->second, line});
    in_.items.push_back(std::move(*item));
    return Ok{};
  }

 private:
  LongciteInput& in_;
  const std::string& file_;
  bool plain_ = false;
  bool first_object_ = true;
  std::map<std::string, std::size_t> first_line_;
};

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

Result<LongciteInput> parse_longcite_input(std::string_view t, const std::string& name, bool plain) {
  LongciteInput in;
  in.path = name;
  in.fingerprint = longcite_fingerprint(t);
  Builder b(in, name, plain);
  std::size_t first = 0, first_line = 1;
  if (t.substr(0, 3) == "\xEF\xBB\xBF") first = 3;
  while (first < t.size() && is_space(t[first])) first_line += t[first++] == '\n';
  if (first == t.size()) return in;

  if (t[first] == '[') {
    in.json_list = true;
    auto slices = split_list(t, first, name, first_line);
    if (!slices) return slices.error();
    for (const Slice& s : *slices) {
      if (auto st = b.add(t.substr(s.begin, s.end - s.begin), s.line, true); !st) return st.error();
    }
    return in;
  }

  // JSONL. A '{' whose line is not a JSON value may open one object spanning several lines.
  if (t[first] == '{') {
    std::size_t eol = t.find('\n', first);
    std::string_view line = t.substr(first, eol == std::string_view::npos ? std::string_view::npos : eol - first);
    if (check_json_nesting(line) && json::parse(line, nullptr, false).is_discarded() && check_json_nesting(t)) {
      json whole = json::parse(t.substr(first), nullptr, false);
      if (whole.is_object()) {
        if (looks_like_alce(whole)) return alce_error(name, first_line);
        return make_error(ErrorCode::kParse,
                          "one JSON object spanning several lines: LongBench-Cite input is a JSON list "
                          "of items or JSONL (one item a line)",
                          name, first_line);
      }
    }
  }
  std::size_t pos = 0, line_no = 0;
  while (pos < t.size()) {
    std::size_t end = t.find('\n', pos);
    if (end == std::string_view::npos) end = t.size();
    ++line_no;
    std::string_view l = t.substr(pos, end - pos);
    if (line_no == 1 && l.substr(0, 3) == "\xEF\xBB\xBF") l.remove_prefix(3);
    pos = end + 1;
    if (l.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    if (auto st = b.add(l, line_no, false); !st) return st.error();
  }
  return in;
}

Result<LongciteInput> read_longcite_input(const std::string& path, bool plain) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return make_error(ErrorCode::kIo, "is a directory, not a LongBench-Cite prediction file", path);
  }
  auto text = read_whole_file(path, "cannot open", "cannot read");
  if (!text) return text.error();
  return parse_longcite_input(*text, path, plain);
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

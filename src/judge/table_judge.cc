#include "judge/table_judge.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <simdjson.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>

#include "common/json_error.h"
#include "judge/pair_key.h"

namespace citeval::judge {

namespace {

// The fields of one line. The views point into the parser that read the line (simdjson's, or the
// nlohmann DOM of the slow path), valid until the next line is read.
struct LineFields {
  std::string_view texts[2];  // premise, hypothesis
  std::string_view question;
  std::string_view rationale;
  double prob = 0.0;
  int label = 0;
};

constexpr std::string_view kFieldNames[] = {"premise", "hypothesis", "label", "prob", "rationale",
                                            "question"};

// The fast path: a line read by simdjson's DOM parser, for the lines that are valid and whose
// every field reads the same as nlohmann reads it. Anything else (a missing, repeated or mistyped
// field, a label other than the integer 0 or 1, a prob out of [0, 1], text simdjson refuses)
// returns false, and nlohmann reads the line again, so an error reads as before. simdjson never
// accepts text nlohmann refuses. `line` must be followed by simdjson::SIMDJSON_PADDING readable
// bytes.
bool line_from_dom(simdjson::dom::parser& parser, std::string_view line, LineFields& out) {
  simdjson::dom::object o;
  if (parser.parse(line.data(), line.size(), false).get_object().get(o)) return false;
  bool seen[std::size(kFieldNames)] = {};
  std::int64_t label = 0;
  for (auto field : o) {
    std::size_t k = 0;
    while (k < std::size(kFieldNames) && field.key != kFieldNames[k]) ++k;
    if (k == std::size(kFieldNames)) continue;  // other fields are ignored
    if (seen[k]) return false;                  // nlohmann keeps the last value: left to it
    seen[k] = true;
    switch (k) {
      case 0:
      case 1:
        if (field.value.get_string().get(out.texts[k])) return false;
        break;
      case 2:  // nlohmann's is_number_integer: an integer literal
        if (field.value.get_int64().get(label) || (label != 0 && label != 1)) return false;
        break;
      case 3:
        if (field.value.get_double().get(out.prob) || !std::isfinite(out.prob) || out.prob < 0.0 ||
            out.prob > 1.0) {
          return false;
        }
        break;
      case 4:
        if (field.value.get_string().get(out.rationale)) return false;
        break;
      default:
        if (field.value.get_string().get(out.question)) return false;
    }
  }
  if (!seen[0] || !seen[1] || (!seen[2] && !seen[3])) return false;
  if (!seen[4]) out.rationale = {};
  if (!seen[5]) out.question = {};
  if (seen[2]) {
    out.label = static_cast<int>(label);
    if (!seen[3]) out.prob = out.label;
  } else {
    out.label = out.prob >= 0.5 ? 1 : 0;
  }
  return true;
}

// The slow path: the line read by nlohmann into `j`, which `out` then views; the error names the
// field.
std::optional<Error> line_from_json(std::string_view line, nlohmann::json& j, LineFields& out,
                                    const std::string& name, std::size_t line_no) {
  auto field_error = [&](const char* field, std::string msg) {
    return make_error(ErrorCode::kInvalidField, std::move(msg), name, line_no, field);
  };
  try {
    j = nlohmann::json::parse(line);
  } catch (const nlohmann::json::exception& e) {
    return make_error(ErrorCode::kParse, "bad JSON: " + json_error_message(e.what()), name, line_no);
  }
  if (!j.is_object()) {
    return make_error(ErrorCode::kInvalidField, "a line must be a JSON object", name, line_no);
  }
  const char* text_fields[2] = {"premise", "hypothesis"};
  for (int k = 0; k < 2; ++k) {
    auto it = j.find(text_fields[k]);
    if (it == j.end()) return field_error(text_fields[k], "missing");
    if (!it->is_string()) return field_error(text_fields[k], "must be a string");
    out.texts[k] = it->get_ref<const std::string&>();
  }
  out.prob = 0.0;
  out.label = 0;
  auto label_it = j.find("label");
  auto prob_it = j.find("prob");
  if (label_it == j.end() && prob_it == j.end()) {
    return field_error("label", "missing: a line needs \"label\" (0 or 1) or \"prob\"");
  }
  if (prob_it != j.end()) {
    if (!prob_it->is_number()) return field_error("prob", "must be a number");
    out.prob = prob_it->get<double>();
    if (!std::isfinite(out.prob) || out.prob < 0.0 || out.prob > 1.0) {
      return field_error("prob", fmt::format("must be in [0, 1], got {}", prob_it->dump()));
    }
    out.label = out.prob >= 0.5 ? 1 : 0;
  }
  if (label_it != j.end()) {
    if (!label_it->is_number_integer() ||
        (label_it->get<std::int64_t>() != 0 && label_it->get<std::int64_t>() != 1)) {
      return field_error("label", fmt::format("must be 0 or 1, got {}", label_it->dump()));
    }
    out.label = static_cast<int>(label_it->get<std::int64_t>());
    if (prob_it == j.end()) out.prob = out.label;
  }
  out.rationale = {};
  if (auto it = j.find("rationale"); it != j.end()) {
    if (!it->is_string()) return field_error("rationale", "must be a string");
    out.rationale = it->get_ref<const std::string&>();
  }
  out.question = {};
  if (auto it = j.find("question"); it != j.end()) {
    if (!it->is_string()) return field_error("question", "must be a string");
    out.question = it->get_ref<const std::string&>();
  }
  return std::nullopt;
}

}  // namespace

// Reads a table's lines into a TableJudge. Each add() is a block of whole lines followed by
// simdjson::SIMDJSON_PADDING readable bytes (the lines are parsed in place).
class TableJudge::Loader {
 public:
  explicit Loader(std::string name) : t_(new TableJudge()) { t_->name_ = std::move(name); }

  std::optional<Error> add(std::string_view block) {
    std::size_t pos = 0;
    while (pos < block.size()) {
      std::size_t eol = block.find('\n', pos);
      if (eol == std::string_view::npos) eol = block.size();
      std::string_view line = block.substr(pos, eol - pos);
      pos = eol + 1;
      ++line_no_;
      if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
      if (!line_from_dom(parser_, line, f_)) {
        if (auto error = line_from_json(line, j_, f_, t_->name_, line_no_)) return error;
      }
      auto [it, inserted] = t_->entries_.try_emplace(make_memo_key(f_.texts[0], f_.texts[1], f_.question),
                                                    Entry{f_.prob, f_.label, line_no_, std::string(f_.rationale)});
      if (!inserted && (it->second.prob != f_.prob || it->second.label != f_.label)) {
        return make_error(ErrorCode::kInvalidField,
                          fmt::format("the pair of line {} again, with another decision", it->second.line),
                          t_->name_, line_no_, "label");
      }
    }
    return std::nullopt;
  }

  std::unique_ptr<TableJudge> finish(const std::string& sha256) {
    t_->identity_ = "table:sha256=" + sha256.substr(0, 32);
    return std::move(t_);
  }

 private:
  std::unique_ptr<TableJudge> t_;
  simdjson::dom::parser parser_;
  nlohmann::json j_;
  LineFields f_;
  std::size_t line_no_ = 0;
};

Result<std::unique_ptr<TableJudge>> TableJudge::load(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return make_error(ErrorCode::kIo, "a directory, not a judge table", path);
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open the judge table", path);
  // Read in blocks of whole lines (tables of judged ALCE runs are 100 MB to GBs; holding the file
  // would cost its size in memory and page faults), each parsed in place by simdjson, the bytes
  // hashed as they come for the identity. A line longer than a block grows the buffer.
  constexpr std::size_t kBlock = std::size_t{8} << 20;
  std::string buf(kBlock + simdjson::SIMDJSON_PADDING, '\0');
  std::size_t kept = 0;  // the start of a line not yet complete, at the front of buf
  Loader loader(path);
  Sha256 sha;
  for (;;) {
    if (buf.size() < kept + kBlock + simdjson::SIMDJSON_PADDING) buf.resize(kept + kBlock + simdjson::SIMDJSON_PADDING);
    in.read(buf.data() + kept, static_cast<std::streamsize>(kBlock));
    const std::size_t got = static_cast<std::size_t>(in.gcount());
    if (in.bad()) return make_error(ErrorCode::kIo, "cannot read the judge table", path);
    sha.update(std::string_view(buf.data() + kept, got));
    const std::size_t have = kept + got;
    const bool end = got < kBlock;
    const std::string_view data(buf.data(), have);
    std::size_t complete = have;  // at the end, the last line needs no newline
    if (!end) {
      const std::size_t nl = data.rfind('\n');
      complete = nl == std::string_view::npos ? 0 : nl + 1;
    }
    if (auto error = loader.add(data.substr(0, complete))) return std::move(*error);
    std::copy(buf.begin() + static_cast<std::ptrdiff_t>(complete), buf.begin() + static_cast<std::ptrdiff_t>(have),
              buf.begin());
    kept = have - complete;
    if (end) break;
  }
  return loader.finish(sha.hex());
}

Result<std::unique_ptr<TableJudge>> TableJudge::parse(std::string_view content,
                                                      std::string name) {
  const simdjson::padded_string padded(content);
  Loader loader(std::move(name));
  if (auto error = loader.add(std::string_view(padded.data(), padded.size()))) return std::move(*error);
  return loader.finish(sha256_hex(content));
}

std::vector<Judgment> TableJudge::judge_batch(std::span<const JudgeRequest> requests) {
  std::vector<Judgment> out(requests.size());
  for (std::size_t i = 0; i < requests.size(); ++i) {
    Judgment& j = out[i];
    const JudgeRequest& r = requests[i];
    // A line with the request's question first, else one without a question (key 0).
    MemoKey key = make_memo_key(r.premise, r.hypothesis, r.question);
    auto it = r.question.empty() ? entries_.end() : entries_.find(key);
    if (it == entries_.end()) {
      key.question_low = key.question_high = 0;
      it = entries_.find(key);
    }
    if (it == entries_.end()) {
      j.ok = false;
      j.error = fmt::format("pair not in table {}", name_);
      continue;
    }
    j.ok = true;
    j.prob = it->second.prob;
    j.label = it->second.label;
    j.rationale = it->second.rationale;
  }
  return out;
}

}  // namespace citeval::judge

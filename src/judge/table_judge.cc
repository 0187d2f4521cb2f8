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

std::size_t TableJudge::pair_hash(std::uint64_t premise, std::uint64_t hypothesis,
                                  std::uint64_t question) {
  // XXH3 of each text: the premises are kilobytes long, and XXH3 hashes them several times faster
  // than std::hash. A line without a question (empty) counts 0.
  return static_cast<std::size_t>(premise ^ (hypothesis * 0x9e3779b97f4a7c15ULL) ^
                                  (question * 0xc2b2ae3d27d4eb4fULL));
}

TableJudge::HashedText TableJudge::intern(std::string_view s) {
  const HashedText probe{s, fast_hash(s)};
  if (auto it = interned_.find(probe); it != interned_.end()) return *it;
  char* stored = static_cast<char*>(strings_.allocate(s.size(), 1));
  std::copy(s.begin(), s.end(), stored);
  const HashedText text{std::string_view(stored, s.size()), probe.hash};
  interned_.insert(text);
  return text;
}

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

Result<std::unique_ptr<TableJudge>> TableJudge::load(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return make_error(ErrorCode::kIo, "a directory, not a judge table", path);
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open the judge table", path);
  // Read straight into one padded buffer (tables of judged ALCE runs are 100+ MB), which simdjson
  // parses line by line in place.
  in.seekg(0, std::ios::end);
  const std::streamoff size = in.tellg();
  in.seekg(0, std::ios::beg);
  if (size < 0 || in.bad()) return make_error(ErrorCode::kIo, "cannot read the judge table", path);
  simdjson::padded_string content(static_cast<std::size_t>(size));
  if (size > 0) {
    in.read(content.data(), size);
    if (in.gcount() != size) {
      return make_error(ErrorCode::kIo, "cannot read the judge table", path);
    }
  }
  return parse_padded(content, path);
}

Result<std::unique_ptr<TableJudge>> TableJudge::parse(std::string_view content,
                                                      std::string name) {
  return parse_padded(simdjson::padded_string(content), std::move(name));
}

Result<std::unique_ptr<TableJudge>> TableJudge::parse_padded(std::string_view content,
                                                             std::string name) {
  std::unique_ptr<TableJudge> t(new TableJudge());
  t->name_ = name;
  t->identity_ = "table:sha256=" + sha256_hex(content).substr(0, 32);
  simdjson::dom::parser parser;
  nlohmann::json j;
  LineFields f;
  std::size_t line_no = 0;
  std::size_t pos = 0;
  while (pos < content.size()) {
    std::size_t eol = content.find('\n', pos);
    if (eol == std::string_view::npos) eol = content.size();
    std::string_view line = content.substr(pos, eol - pos);
    pos = eol + 1;
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    if (!line_from_dom(parser, line, f)) {
      if (auto error = line_from_json(line, j, f, name, line_no)) return std::move(*error);
    }
    const HashedText premise = t->intern(f.texts[0]);
    const HashedText hypothesis = t->intern(f.texts[1]);
    const HashedText question = f.question.empty() ? HashedText{{}, 0} : t->intern(f.question);
    const HashedPair key{{premise.text, hypothesis.text, question.text},
                         pair_hash(premise.hash, hypothesis.hash, question.hash)};
    auto [it, inserted] =
        t->entries_.try_emplace(key, Entry{f.prob, f.label, line_no, std::string(f.rationale)});
    if (!inserted && (it->second.prob != f.prob || it->second.label != f.label)) {
      return make_error(ErrorCode::kInvalidField,
                        fmt::format("the pair of line {} again, with another decision",
                                    it->second.line),
                        name, line_no, "label");
    }
  }
  return t;
}

std::vector<Judgment> TableJudge::judge_batch(std::span<const JudgeRequest> requests) {
  std::vector<Judgment> out(requests.size());
  for (std::size_t i = 0; i < requests.size(); ++i) {
    Judgment& j = out[i];
    const JudgeRequest& r = requests[i];
    const std::uint64_t premise = fast_hash(r.premise);
    const std::uint64_t hypothesis = fast_hash(r.hypothesis);
    auto it = entries_.end();
    if (!r.question.empty()) {
      it = entries_.find(HashedPair{{r.premise, r.hypothesis, r.question},
                                    pair_hash(premise, hypothesis, fast_hash(r.question))});
    }
    if (it == entries_.end()) {  // a line without a question
      it = entries_.find(HashedPair{{r.premise, r.hypothesis, {}}, pair_hash(premise, hypothesis, 0)});
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

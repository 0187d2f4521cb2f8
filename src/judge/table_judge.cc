#include "judge/table_judge.h"

#include <fmt/format.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "common/json_error.h"
#include "judge/pair_key.h"

namespace citeval::judge {

std::size_t TableJudge::PairViewHash::operator()(const PairView& p) const noexcept {
  // XXH3: the premises are kilobytes long, and XXH3 hashes them several times faster than
  // std::hash.
  std::uint64_t a = fast_hash(p.premise);
  std::uint64_t b = fast_hash(p.hypothesis);
  std::uint64_t q = p.question.empty() ? 0 : fast_hash(p.question);
  return static_cast<std::size_t>(a ^ (b * 0x9e3779b97f4a7c15ULL) ^ (q * 0xc2b2ae3d27d4eb4fULL));
}

std::size_t TableJudge::TextHash::operator()(std::string_view s) const noexcept {
  return static_cast<std::size_t>(fast_hash(s));
}

std::string_view TableJudge::intern(std::string_view s) {
  if (auto it = interned_.find(s); it != interned_.end()) return *it;
  const std::string& stored = strings_.emplace_back(s);
  interned_.insert(stored);
  return stored;
}

Result<std::unique_ptr<TableJudge>> TableJudge::load(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return make_error(ErrorCode::kIo, "a directory, not a judge table", path);
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open the judge table", path);
  // Read straight into one string (tables of judged ALCE runs are 100+ MB).
  std::string content;
  in.seekg(0, std::ios::end);
  const std::streamoff size = in.tellg();
  in.seekg(0, std::ios::beg);
  if (size > 0) {
    content.resize(static_cast<std::size_t>(size));
    in.read(content.data(), size);
    if (in.gcount() != size) {
      return make_error(ErrorCode::kIo, "cannot read the judge table", path);
    }
  } else if (size < 0 || in.bad()) {
    return make_error(ErrorCode::kIo, "cannot read the judge table", path);
  }
  return parse(content, path);
}

Result<std::unique_ptr<TableJudge>> TableJudge::parse(std::string_view content,
                                                      std::string name) {
  std::unique_ptr<TableJudge> t(new TableJudge());
  t->name_ = name;
  t->identity_ = "table:sha256=" + sha256_hex(content).substr(0, 32);
  std::size_t line_no = 0;
  std::size_t pos = 0;
  while (pos < content.size()) {
    std::size_t eol = content.find('\n', pos);
    if (eol == std::string_view::npos) eol = content.size();
    std::string_view line = content.substr(pos, eol - pos);
    pos = eol + 1;
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;

    auto field_error = [&](const char* field, std::string msg) {
      return make_error(ErrorCode::kInvalidField, std::move(msg), name, line_no, field);
    };
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(line);
    } catch (const nlohmann::json::exception& e) {
      return make_error(ErrorCode::kParse, "bad JSON: " + json_error_message(e.what()), name, line_no);
    }
    if (!j.is_object()) {
      return make_error(ErrorCode::kInvalidField, "a line must be a JSON object", name, line_no);
    }
    std::string_view texts[2];
    const char* text_fields[2] = {"premise", "hypothesis"};
    for (int k = 0; k < 2; ++k) {
      auto it = j.find(text_fields[k]);
      if (it == j.end()) return field_error(text_fields[k], "missing");
      if (!it->is_string()) return field_error(text_fields[k], "must be a string");
      texts[k] = it->get_ref<const std::string&>();
    }
    Entry e{0.0, 0, line_no, {}};
    auto label_it = j.find("label");
    auto prob_it = j.find("prob");
    if (label_it == j.end() && prob_it == j.end()) {
      return field_error("label", "missing: a line needs \"label\" (0 or 1) or \"prob\"");
    }
    if (prob_it != j.end()) {
      if (!prob_it->is_number()) return field_error("prob", "must be a number");
      e.prob = prob_it->get<double>();
      if (!std::isfinite(e.prob) || e.prob < 0.0 || e.prob > 1.0) {
        return field_error("prob", fmt::format("must be in [0, 1], got {}", prob_it->dump()));
      }
      e.label = e.prob >= 0.5 ? 1 : 0;
    }
    if (label_it != j.end()) {
      if (!label_it->is_number_integer() ||
          (label_it->get<std::int64_t>() != 0 && label_it->get<std::int64_t>() != 1)) {
        return field_error("label", fmt::format("must be 0 or 1, got {}", label_it->dump()));
      }
      e.label = static_cast<int>(label_it->get<std::int64_t>());
      if (prob_it == j.end()) e.prob = e.label;
    }
    if (auto it = j.find("rationale"); it != j.end()) {
      if (!it->is_string()) return field_error("rationale", "must be a string");
      e.rationale = it->get<std::string>();
    }
    std::string_view question;
    if (auto it = j.find("question"); it != j.end()) {
      if (!it->is_string()) return field_error("question", "must be a string");
      question = it->get_ref<const std::string&>();
    }
    PairView key{t->intern(texts[0]), t->intern(texts[1]),
                 question.empty() ? std::string_view() : t->intern(question)};
    auto [it, inserted] = t->entries_.try_emplace(key, e);
    if (!inserted && (it->second.prob != e.prob || it->second.label != e.label)) {
      return field_error("label", fmt::format("the pair of line {} again, with another decision",
                                              it->second.line));
    }
  }
  return t;
}

std::vector<Judgment> TableJudge::judge_batch(std::span<const JudgeRequest> requests) {
  std::vector<Judgment> out(requests.size());
  for (std::size_t i = 0; i < requests.size(); ++i) {
    Judgment& j = out[i];
    const JudgeRequest& r = requests[i];
    auto it = entries_.find(PairView{r.premise, r.hypothesis, r.question});
    if (it == entries_.end() && !r.question.empty()) {
      it = entries_.find(PairView{r.premise, r.hypothesis, {}});  // a line without a question
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

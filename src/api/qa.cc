// citeval/qa.h: ALCE's QA accuracy of a result file, through the runtime's model module.
#include "citeval/qa.h"

#include <fmt/format.h>

#include <fstream>
#include <sstream>
#include <utility>

#include "api/model_module.h"
#include "api/runtime_impl.h"
#include "metrics/qa_accuracy.h"

namespace citeval {
namespace {

// ALCE result files as eval.py reads them: each item's "output" and "qa_pairs". `has_qa_pairs`
// is false when the first item has no qa_pairs (eval.py then prints zeros).
struct AlceQaFile {
  std::vector<metrics::AlceQaItem> items;
  bool has_qa_pairs = false;
};

using Json = nlohmann::json;

Result<metrics::AlceQaItem> qa_item(const Json& j, const std::string& path, std::size_t index,
                                    std::size_t line) {
  const std::string where = fmt::format("data[{}]", index);
  auto bad = [&](const std::string& field, const std::string& what) {
    return make_error(ErrorCode::kInvalidField, what, path, line, where + field);
  };
  if (!j.is_object()) return bad("", "an item must be an object");
  metrics::AlceQaItem item;
  if (!j.contains("output") || !j["output"].is_string()) return bad(".output", "a string is required");
  item.output = j["output"].get<std::string>();
  if (j.contains("qa_pairs") && !j["qa_pairs"].is_null()) {
    if (!j["qa_pairs"].is_array()) return bad(".qa_pairs", "a list is required");
    for (std::size_t p = 0; p < j["qa_pairs"].size(); ++p) {
      const Json& pair = j["qa_pairs"][p];
      const std::string f = fmt::format(".qa_pairs[{}]", p);
      if (!pair.is_object() || !pair.contains("question") || !pair["question"].is_string()) {
        return bad(f + ".question", "a string is required");
      }
      metrics::AlceQaPairInput in;
      in.question = pair["question"].get<std::string>();
      if (!pair.contains("short_answers") || !pair["short_answers"].is_array()) {
        return bad(f + ".short_answers", "a list of strings is required");
      }
      for (const Json& a : pair["short_answers"]) {
        if (!a.is_string()) return bad(f + ".short_answers", "a list of strings is required");
        in.short_answers.push_back(a.get<std::string>());
      }
      item.qa_pairs.push_back(std::move(in));
    }
  }
  return item;
}

Result<AlceQaFile> read_alce_qa_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot read the file", path);
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string text = ss.str();
  std::vector<std::pair<Json, std::size_t>> raw;  // item, line
  Json whole = Json::parse(text, nullptr, false);
  if (!whole.is_discarded() && (whole.is_array() || (whole.is_object() && whole.contains("data")))) {
    const Json& list = whole.is_array() ? whole : whole["data"];
    if (!list.is_array()) return make_error(ErrorCode::kInvalidField, "a list is required", path, 0, "data");
    for (const Json& j : list) raw.emplace_back(j, 0);
  } else {
    std::istringstream lines(text);
    std::string line;
    std::size_t n = 0;
    while (std::getline(lines, line)) {
      ++n;
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      Json j = Json::parse(line, nullptr, false);
      if (j.is_discarded()) {
        return make_error(ErrorCode::kParse, "neither a JSON document nor JSON lines", path, n);
      }
      raw.emplace_back(std::move(j), n);
    }
  }
  AlceQaFile out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    auto item = qa_item(raw[i].first, path, i, raw[i].second);
    if (!item) return item.error();
    out.items.push_back(std::move(*item));
  }
  out.has_qa_pairs = !raw.empty() && raw[0].first.is_object() && raw[0].first.contains("qa_pairs") &&
                     !raw[0].first["qa_pairs"].is_null();
  return out;
}

}  // namespace

nlohmann::json QaFigures::to_json() const {
  return {{"QA-EM", qa_em}, {"QA-F1", qa_f1}, {"QA-Hit", qa_hit},
          {"items", items}, {"skipped", skipped}, {"windows", windows}};
}

Result<QaFigures> alce_qa(const std::string& path, const QaConfig& config, const Runtime& runtime) {
  auto file = read_alce_qa_file(path);
  if (!file) return file.error();
  QaFigures out;
  out.has_qa_pairs = file->has_qa_pairs;
  if (!file->has_qa_pairs) return out;
  auto r = api::compute_alce_qa_with_model(file->items, config.model_dir, config.batch, runtime.impl().loader);
  if (!r) return r.error();
  out.qa_em = r->means.qa_em;
  out.qa_f1 = r->means.qa_f1;
  out.qa_hit = r->means.qa_hit;
  out.items = r->means.items;
  out.skipped = r->means.skipped;
  out.windows = r->windows;
  out.answers.reserve(r->answers.size());
  for (const auto& item : r->answers) {
    auto& a = out.answers.emplace_back();
    for (const auto& x : item) a.push_back({x.answer, x.score, x.start, x.end});
  }
  return out;
}

}  // namespace citeval

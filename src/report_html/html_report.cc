#include "report_html/html_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string_view>

#include "answers/read.h"
#include "benchmarks/figures.h"
#include "common/json_error.h"
#include "common/json_nesting.h"
#include "io/alce_reader.h"
#include "meta/bootstrap.h"
#include "meta/meta_evaluator.h"
#include "metrics/longcite_evaluator.h"
#include "report_html/html_assets.h"
#include "report_html/input_join.h"
#include "report_html/page_file.h"

namespace citeval::report {
namespace {

using nlohmann::json;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// ---------------------------------------------------------------------------------------------
// Reading: the detail one record at a time, the input in step with it (input_join.h)

std::string detect_benchmark(const json& item) {
  if (item.contains("units") && item.contains("sentences")) return "aliice";
  if (item.contains("prediction") && item.contains("statements")) return "longbench-cite";
  if (item.contains("output") && item.contains("statements")) return "alce";
  if (item.contains("citations") && item.contains("statements") && item.contains("totals")) return "check";
  return {};
}

struct Detail {
  std::string path;
  json header;            // {"citeval_detail": {...}} (LongBench-Cite), else null
  std::string benchmark;  // "alce", "aliice", "longbench-cite", "check"
};

// Details written before the one scale (ALCE/ALiICE records with "index" and fractions;
// LongBench-Cite headers of version 1, or with score_scale 1) read as today's: "position", and
// every per-item rate ×100.
void to_one_scale(const Detail& d, json& r) {
  if (d.benchmark == "check") return;  // written on the one scale from the start
  if (d.benchmark == "longbench-cite") {
    const json hdr = d.header.is_object() ? d.header["citeval_detail"] : json();
    const double scale = hdr.is_object() && hdr.contains("score_scale") && hdr["score_scale"].is_number()
                             ? hdr["score_scale"].get<double>()
                             : 1.0;
    if (scale == 100 || scale <= 0) return;
    for (const char* k : {"citation_recall", "citation_precision", "citation_f1"}) {
      if (r.contains(k) && r[k].is_number()) r[k] = r[k].get<double>() * (100 / scale);
    }
    return;
  }
  if (r.contains("position") || !r.contains("index")) return;
  r["position"] = r["index"];
  if (!r.contains("scores") || !r["scores"].is_object()) return;
  for (auto& [k, v] : r["scores"].items()) {
    if (v.is_number() && k != "length" && k != "num_preds" && k != "cvcp") v = v.get<double>() * 100;
  }
}

// The detail's benchmark: its header's, else the first record's shape.
Result<std::string> detail_benchmark(const Detail& d, const json* first, std::size_t first_line) {
  std::string b;
  if (d.header.is_object() && d.header["citeval_detail"].is_object() &&
      d.header["citeval_detail"].contains("benchmark") && d.header["citeval_detail"]["benchmark"].is_string())
    b = d.header["citeval_detail"]["benchmark"].get<std::string>();
  if (b.empty() && first) b = detect_benchmark(*first);
  if (b.empty()) {
    if (!first) return make_error(ErrorCode::kInvalidField, "the detail file has no item", d.path);
    return make_error(ErrorCode::kInvalidField,
                      "not a citeval detail record (no ALCE 'output'/'statements', ALiICE 'units', "
                      "LongBench-Cite 'prediction' or check 'totals')",
                      d.path, first_line);
  }
  if (b != "alce" && b != "aliice" && b != "longbench-cite" && b != "check")
    return make_error(ErrorCode::kInvalidField, "unknown benchmark '" + b + "'", d.path, 1, "benchmark");
  return b;
}

// The input's questions and passages, by item index (ALCE and ALiICE details hold neither).
struct InputItem {
  std::string question;
  std::vector<std::pair<std::string, std::string>> docs;  // title, passage (sent, else text)
};

class AlceInput : public InputSource<InputItem> {
 public:
  explicit AlceInput(std::string path) : path_(std::move(path)) {}
  Status open() override {
    reader_.reset();
    auto r = io::AlceReader::open(path_);
    if (!r) return r.error();
    reader_.emplace(std::move(*r));
    return Ok{};
  }
  Result<bool> next(std::size_t& position, InputItem& in) override {
    if (!reader_->next(item_)) {
      if (reader_->fatal_error()) return *reader_->fatal_error();
      return false;
    }
    position = item_.index;
    in.question = item_.question;
    in.docs.clear();
    for (const auto& d : item_.docs) in.docs.emplace_back(d.title, d.sent ? *d.sent : d.text);
    return true;
  }

 private:
  std::string path_;
  std::optional<io::AlceReader> reader_;
  io::AlceItem item_;
};

// citeval check: the answers by position (the index answers::RecordReader gives, malformed
// records included, as the run's "position"), read as the run read them.
class CheckInput : public InputSource<answers::AnswerRecord> {
 public:
  CheckInput(std::string path, answers::ReadOptions options) : path_(std::move(path)), options_(std::move(options)) {}
  Status open() override {
    reader_.reset();
    auto r = answers::RecordReader::open(path_, options_);
    if (!r) return r.error();
    reader_ = std::move(*r);
    return Ok{};
  }
  Result<bool> next(std::size_t& position, answers::AnswerRecord& in) override {
    while (auto next = reader_->next()) {
      // A record the run could not read has no detail record either: nothing to join.
      if (!next->second) continue;
      position = next->first;
      in = std::move(next->second).value();
      return true;
    }
    if (auto st = reader_->status(); !st) return st.error();
    return false;
  }

 private:
  std::string path_;
  answers::ReadOptions options_;
  std::unique_ptr<answers::RecordReader> reader_;
};

// ---------------------------------------------------------------------------------------------
// Small JSON helpers (detail fields are checked where read: a wrong type is a parse error)

double num(const json& j, const char* key) {
  if (!j.is_object()) return kNaN;
  auto it = j.find(key);
  if (it == j.end() || !it->is_number()) return kNaN;
  return it->get<double>();
}

std::string str(const json& j, const char* key) {
  if (!j.is_object()) return {};
  auto it = j.find(key);
  if (it == j.end()) return {};
  if (it->is_string()) return it->get<std::string>();
  if (it->is_number() || it->is_boolean()) return it->dump();
  return {};
}

// The UTF-16 length of text's first `bytes` bytes (clamped to the text), as JavaScript counts.
std::size_t utf16_offset(const std::string& text, std::int64_t bytes) {
  const std::size_t end = static_cast<std::size_t>(std::clamp<std::int64_t>(bytes, 0, static_cast<std::int64_t>(text.size())));
  std::size_t units = 0;
  for (std::size_t i = 0; i < end; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if ((c & 0xC0) == 0x80) continue;  // continuation byte
    units += c >= 0xF0 ? 2 : 1;        // 4-byte sequences are surrogate pairs
  }
  return units;
}

// Whitespace runs collapsed to one space, ends trimmed.
std::string squeeze(const std::string& s) {
  std::string out;
  for (char c : s) {
    const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
    if (space) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// A statement's text without its citation marks (byte ranges of the output; begin = its start).
std::string strip_marks(const std::string& text, const nlohmann::json& st, std::int64_t begin) {
  if (!st.contains("marks") || !st["marks"].is_array()) return text;
  std::string out;
  std::size_t pos = 0;
  for (const auto& m : st["marks"]) {
    const auto b = static_cast<std::size_t>(std::clamp<std::int64_t>(m.value("begin", std::int64_t{0}) - begin, 0, static_cast<std::int64_t>(text.size())));
    const auto e = static_cast<std::size_t>(std::clamp<std::int64_t>(m.value("end", std::int64_t{0}) - begin, 0, static_cast<std::int64_t>(text.size())));
    if (b < pos) continue;
    out.append(text, pos, b - pos);
    pos = std::max(b, e);
  }
  out.append(text, pos, std::string::npos);
  // ALCE's hypothesis also drops the space before a mark ("2012 [3]." -> "2012.").
  std::string fixed;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i] == ' ' && i + 1 < out.size() && (out[i + 1] == '.' || out[i + 1] == ',' || out[i + 1] == ' ')) continue;
    fixed += out[i];
  }
  return fixed;
}

json number_or_null(double v) { return std::isfinite(v) ? json(v) : json(nullptr); }

// A judge decision as the page shows it (ok, prob, label, error, rationale), or null.
json decision(const json& d) {
  if (!d.is_object()) return nullptr;
  json out = json::object();
  for (const char* k : {"ok", "label", "error", "rationale"}) {
    if (d.contains(k)) out[k] = d[k];
  }
  // Six significant digits are plenty for the page (it shows three).
  if (d.contains("prob") && d["prob"].is_number()) out["prob"] = std::stod(fmt::format("{:.6g}", d["prob"].get<double>()));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Items: ALCE, ALiICE and LongBench-Cite records, normalised to one shape for the page:
//   {key, id, line, ds, q, text, sc: {score: value}, err, excl, over, n: {sup, part, uns, nj, nn},
//    units: [{text, out, status, hyp, sent, marks: [[begin, end, [ids]]], ids, joint,
//             cites: [{doc, label, rel, alone, rest, text, why}], recall}], docs: [[title, text]]}
// Outcomes: sup(ported), part(ially), uns(upported), nj (not judged: judge error or not asked),
// nn (LongBench-Cite: uncited, and no citation needed).

const char* cited_unit_outcome(const json& u) {
  const std::string status = str(u, "status");
  if (status == "no_citation" || status == "out_of_range") return "uns";
  if (status != "judged") return "nj";
  const json& joint = u.contains("joint") ? u["joint"] : json();
  if (!joint.is_object() || !joint.value("ok", false)) return "nj";
  if (u.contains("counted") && u["counted"].is_boolean() && !u["counted"].get<bool>()) return "nj";
  return num(u, "recall") == 1.0 ? "sup" : "uns";
}

// Over-citing: a supported unit with a citation that ALCE's precision rule counts irrelevant
// (a unit whose joint set fails has every citation irrelevant: that is not over-citing).
json cited_unit_cites(const json& u, bool* over) {
  json cites = json::array();
  if (!u.contains("citations") || !u["citations"].is_array()) return cites;
  const bool supported = num(u, "recall") == 1.0;
  for (const auto& c : u["citations"]) {
    // Absent fields are left out (the page's size matters at 10,000 items): the page labels a
    // citation "[doc]" and says "not judged alone" without "alone".
    json x = json::object();
    x["doc"] = c.contains("doc") ? c["doc"] : json(nullptr);
    if (c.contains("relevant")) x["rel"] = c["relevant"];
    if (supported && c.contains("relevant") && c["relevant"].is_boolean() && !c["relevant"].get<bool>()) *over = true;
    if (c.contains("alone")) x["alone"] = decision(c["alone"]);
    if (c.contains("rest")) x["rest"] = decision(c["rest"]);
    cites.push_back(std::move(x));
  }
  return cites;
}

void count_outcome(json& item, const std::string& out) { item["n"][out] = item["n"].value(out, 0) + 1; }

// `line`: the record's line in the detail file, shown only when the record does not say where
// the item stands in the input (its "line", which the page shows as "line N").
json base_item(const json& r, std::size_t line) {
  json item = json::object();
  item["line"] = r.contains("line") && r["line"].is_number_unsigned() ? r["line"] : json(line);
  item["n"] = json::object();
  item["sc"] = json::object();
  if (r.contains("scores") && r["scores"].is_object()) {
    for (const auto& [k, v] : r["scores"].items()) {
      if (v.is_number() || v.is_null()) item["sc"][k] = v;
    }
  }
  item["err"] = r.contains("judge_error") && r["judge_error"].is_boolean() && r["judge_error"].get<bool>();
  if (r.contains("citation_excluded")) item["excl"] = str(r, "citation_excluded");
  return item;
}

// The question and the cited passages ({"3": [title, text]}: only those cited, to keep the
// page small; "ndocs" says how many the item has).
void add_input(json& item, const InputItem* in) {
  if (!in) return;
  item["q"] = in->question;
  json docs = json::object();
  for (const auto& u : item["units"]) {
    for (const auto& id : u["ids"]) {
      if (!id.is_number_integer()) continue;
      const auto k = id.get<std::int64_t>();
      if (k >= 1 && static_cast<std::size_t>(k) <= in->docs.size())
        docs[std::to_string(k)] = json::array({in->docs[k - 1].first, in->docs[k - 1].second});
    }
  }
  item["docs"] = std::move(docs);
  item["ndocs"] = in->docs.size();
}

json alce_item(const json& r, std::size_t line, const InputItem* in) {
  json item = base_item(r, line);
  const auto position = r.value("position", std::size_t{0});
  item["key"] = position;
  item["id"] = fmt::format("#{}", position);
  bool over = false;
  json units = json::array();
  if (r.contains("statements") && r["statements"].is_array()) {
    for (const auto& s : r["statements"]) {
      json u = json::object();
      u["text"] = str(s, "text");
      u["status"] = str(s, "status");
      u["out"] = cited_unit_outcome(s);
      // Mark offsets are bytes of the output; the page indexes the statement's text in UTF-16.
      const auto begin = s.value("begin", std::int64_t{0});
      const std::string text = u["text"].get<std::string>();
      json marks = json::array();
      if (s.contains("marks") && s["marks"].is_array()) {
        for (const auto& m : s["marks"]) {
          marks.push_back(json::array({utf16_offset(text, m.value("begin", std::int64_t{0}) - begin),
                                       utf16_offset(text, m.value("end", std::int64_t{0}) - begin),
                                       m.value("ids", json::array())}));
        }
      }
      u["marks"] = std::move(marks);
      // What the judge read, when it is not the statement without its marks (e.g. QAMPARI's
      // question + item).
      if (const std::string hyp = str(s, "hypothesis"); squeeze(strip_marks(text, s, begin)) != squeeze(hyp))
        u["hyp"] = hyp;
      u["ids"] = s.value("cited", json::array());
      u["joint"] = decision(s.contains("joint") ? s["joint"] : json());
      u["cites"] = cited_unit_cites(s, &over);
      u["recall"] = s.contains("recall") ? s["recall"] : json(nullptr);
      count_outcome(item, u["out"]);
      units.push_back(std::move(u));
    }
  }
  item["units"] = std::move(units);
  item["over"] = over;
  if (item["units"].empty()) item["text"] = str(r, "output");  // else the statements hold it
  add_input(item, in);
  return item;
}

json aliice_item(const json& r, std::size_t line, const InputItem* in) {
  json item = base_item(r, line);
  const auto position = r.value("position", std::size_t{0});
  item["key"] = position;
  item["id"] = fmt::format("#{}", position);
  json sents = json::array();
  if (r.contains("sentences") && r["sentences"].is_array()) {
    for (const auto& s : r["sentences"]) sents.push_back(str(s, "text"));
  }
  item["sents"] = std::move(sents);
  bool over = false;
  json units = json::array();
  if (r.contains("units") && r["units"].is_array()) {
    for (const auto& s : r["units"]) {
      json u = json::object();
      u["text"] = str(s, "hypothesis");
      u["status"] = str(s, "status");
      u["kind"] = str(s, "kind");
      u["sent"] = s.contains("sentence") ? s["sentence"] : json(nullptr);
      u["out"] = cited_unit_outcome(s);
      u["ids"] = s.value("ids", s.value("cited", json::array()));
      u["joint"] = decision(s.contains("joint") ? s["joint"] : json());
      u["cites"] = cited_unit_cites(s, &over);
      u["recall"] = s.contains("recall") ? s["recall"] : json(nullptr);
      count_outcome(item, u["out"]);
      units.push_back(std::move(u));
    }
  }
  item["units"] = std::move(units);
  item["over"] = over;
  if (item["units"].empty()) item["text"] = str(r, "output");
  add_input(item, in);
  return item;
}

json longcite_item(const json& r, std::size_t line) {
  json item = base_item(r, line);
  for (const char* k : {"citation_recall", "citation_precision", "citation_f1"}) item["sc"][k] = number_or_null(num(r, k));
  item["key"] = r.value("position", std::size_t{0});
  item["tok"] = json::array({number_or_null(num(r, "cited_tokens")), number_or_null(num(r, "cited_snippets"))});
  item["id"] = r.contains("idx") ? (r["idx"].is_string() ? r["idx"].get<std::string>() : r["idx"].dump()) : "";
  item["ds"] = str(r, "dataset");
  item["q"] = str(r, "query");
  if (!r.contains("statements") || !r["statements"].is_array() || r["statements"].empty())
    item["text"] = str(r, "prediction");
  bool over = false;
  json units = json::array();
  if (r.contains("statements") && r["statements"].is_array()) {
    for (const auto& s : r["statements"]) {
      json u = json::object();
      u["text"] = str(s, "statement");
      const double support = num(s, "support_score");
      const bool cited = s.contains("citation") && s["citation"].is_array() && !s["citation"].empty();
      std::string out;
      if (!cited && s.contains("need_citation")) {
        out = num(s, "need_citation") > 0 ? "uns" : "nn";
      } else if (std::isnan(support)) {
        out = "nj";
      } else {
        out = support >= 1.0 ? "sup" : support > 0.0 ? "part" : "uns";
      }
      u["out"] = out;
      u["status"] = cited ? "cited" : "uncited";
      json joint = json::object();
      joint["prob"] = number_or_null(support);
      joint["score_name"] = "support score";
      if (!str(s, "support_output").empty()) joint["rationale"] = str(s, "support_output");
      u["joint"] = std::isnan(support) ? json(nullptr) : joint;
      json cites = json::array();
      if (cited) {
        for (const auto& c : s["citation"]) {
          json x = json::object();
          x["label"] = s.contains("citation") && c.contains("st_sent")
                           ? fmt::format("[{}-{}]", str(c, "st_sent"), str(c, "ed_sent"))
                           : std::string("[cite]");
          x["text"] = str(c, "cite");
          const double rel = num(c, "relevant_score");
          x["rel"] = std::isnan(rel) ? json(nullptr) : json(rel > 0.0);
          x["relscore"] = number_or_null(rel);
          if (rel == 0.0) over = true;
          if (!str(c, "relevant_output").empty()) x["why"] = str(c, "relevant_output");
          cites.push_back(std::move(x));
        }
      }
      u["cites"] = std::move(cites);
      count_outcome(item, out);
      units.push_back(std::move(u));
    }
  }
  item["units"] = std::move(units);
  item["over"] = over;
  return item;
}

// citeval check: one answer. Beside the statements (units, as ALCE's), with the input:
//   text: the whole answer; units[i].span: the statement's [begin, end) in UTF-16 units of it;
//   cits: [{kind, src: [1-based source numbers], ids: [source ids], unres, outside, quote, qt
//          (the provider's quote), span / mark: [[begin, end]] (UTF-16 units of the answer),
//          sspan: [begin, end] (UTF-16 units of the first source's text)}];
//   segs: the answer cut at every statement and mark boundary, in order: [begin, end, unit, cite]
//         (UTF-16 units; unit: the statement the text is in, or -1; cite: the mark's citation, or
//         -1; a span citation is an empty segment [end, end, unit, cite] right after the bytes it
//         covers; a citation's unit is the statement it is counted for, wherever its mark stands);
//   docs: {"n": [title, text]} for the cited sources.
// Outcomes: sup(ported), uns(upported: not entailed, or citing no source), unc (uncited, and it
// needs a citation), nn (uncited, and the need-citation judge says it needs none), err (judge
// error, the need-citation judge's too), nj (not judged).
const char* check_unit_outcome(const json& u) {
  const std::string status = str(u, "status");
  if (status == "no_citation") {
    const json& need = u.contains("need_citation") ? u["need_citation"] : json();
    if (!need.is_object()) return "unc";  // the "always" rule
    if (!need.value("ok", true)) return "err";
    return need.value("label", 1) == 0 ? "nn" : "unc";
  }
  if (status == "out_of_range") return "uns";
  const json& joint = u.contains("joint") ? u["joint"] : json();
  if (status == "judged" && joint.is_object() && !joint.value("ok", true)) return "err";
  return cited_unit_outcome(u);
}

std::pair<std::size_t, std::size_t> byte_span(const json& j, const char* what, const std::string& text,
                                              std::size_t position) {
  if (!j.is_array() || j.size() != 2 || !j[0].is_number_unsigned() || !j[1].is_number_unsigned())
    throw std::invalid_argument(fmt::format("record {}: {} is not [begin, end]", position, what));
  const auto b = j[0].get<std::size_t>(), e = j[1].get<std::size_t>();
  if (b > e || e > text.size())
    throw std::invalid_argument(fmt::format("record {}: {} [{}, {}] is not within the input's text ({} bytes): is "
                                            "it the evaluated file?",
                                            position, what, b, e, text.size()));
  return {b, e};
}

json utf16_span(const std::string& text, std::pair<std::size_t, std::size_t> s) {
  return json::array({utf16_offset(text, static_cast<std::int64_t>(s.first)),
                      utf16_offset(text, static_cast<std::int64_t>(s.second))});
}

// The answer cut into segments (see above), from byte spans; offsets converted to UTF-16 last.
json answer_segments(const std::string& text, const std::vector<std::pair<std::size_t, std::size_t>>& units,
                     std::vector<std::pair<std::pair<std::size_t, std::size_t>, int>> marks,
                     const std::vector<std::pair<std::size_t, int>>& span_ends, const std::map<int, int>& unit_of_cite) {
  // A citation written in pieces (a Markdown link: "[" and "](url)") is one button from its first
  // piece to its last, unless another citation's mark stands between them.
  std::map<int, std::pair<std::size_t, std::size_t>> hull;
  for (const auto& [m, c] : marks) {
    auto [it, fresh] = hull.emplace(c, m);
    if (!fresh) it->second = {std::min(it->second.first, m.first), std::max(it->second.second, m.second)};
  }
  for (const auto& [c, h] : hull) {
    bool alone = true;
    for (const auto& [m, other] : marks) alone = alone && (other == c || m.second <= h.first || m.first >= h.second);
    if (!alone) continue;
    std::erase_if(marks, [c = c](const auto& m) { return m.second == c; });
    marks.emplace_back(h, c);
  }
  auto cite_unit = [&](int c, int fallback) {
    auto it = unit_of_cite.find(c);
    return it == unit_of_cite.end() ? fallback : it->second;
  };
  std::set<std::size_t> cuts = {0, text.size()};
  for (const auto& [b, e] : units) cuts.insert({b, e});
  for (const auto& [m, c] : marks) cuts.insert({m.first, m.second});
  for (const auto& [e, c] : span_ends) cuts.insert(e);
  auto unit_at = [&](std::size_t b, std::size_t e) {
    for (std::size_t i = 0; i < units.size(); ++i) {
      if (units[i].first <= b && e <= units[i].second && units[i].first < units[i].second) return static_cast<int>(i);
    }
    return -1;
  };
  auto mark_at = [&](std::size_t b, std::size_t e) {
    for (std::size_t i = 0; i < marks.size(); ++i) {
      if (marks[i].first.first <= b && e <= marks[i].first.second) return static_cast<int>(i);
    }
    return -1;
  };
  struct Seg {
    std::size_t b, e;
    int unit, cite, mark;
  };
  std::vector<Seg> segs;
  std::size_t prev = 0;
  for (std::size_t cut : cuts) {
    if (cut > prev) {
      const int u = unit_at(prev, cut), m = mark_at(prev, cut);
      const int c = m < 0 ? -1 : marks[m].second;
      // One segment for a mark (even across a statement's edge), and for a statement's text on both
      // sides of a cut; never grown from a span citation's empty segment.
      const bool same = !segs.empty() && segs.back().b < segs.back().e && segs.back().mark == m &&
                        (m >= 0 || segs.back().unit == u);
      if (same) {
        segs.back().e = cut;
      } else {
        segs.push_back({prev, cut, m < 0 ? u : cite_unit(c, u), c, m});
      }
    }
    // Span citations ending here: an empty segment after the bytes they cover (after the mark or
    // statement text that ends here), in the citations' order.
    for (const auto& [e, c] : span_ends) {
      if (e == cut) segs.push_back({cut, cut, cite_unit(c, segs.empty() ? -1 : segs.back().unit), c, -1});
    }
    prev = cut;
  }
  json out = json::array();
  for (const auto& s : segs) {
    out.push_back(json::array({utf16_offset(text, static_cast<std::int64_t>(s.b)),
                               utf16_offset(text, static_cast<std::int64_t>(s.e)), s.unit, s.cite}));
  }
  return out;
}

json check_item(const json& r, std::size_t line, const answers::AnswerRecord* in) {
  json item = base_item(r, line);
  const auto position = r.value("position", std::size_t{0});
  item["key"] = position;
  // Where the answer stands in the input: its record number (an input may be JSONL, a JSON list
  // or one provider response, so its line would mislead).
  item["where"] = fmt::format("record {}", position + 1);
  item["id"] = str(r, "id");
  // Two check runs are compared answer by answer by id: two systems' files need not list their
  // answers in the same order (ALCE's and LongBench-Cite's items pair by position in one input).
  item["pair"] = item["id"];
  item["fmt"] = str(r, "format");
  for (const char* k : {"citation_rec", "citation_prec"}) item["sc"][k] = number_or_null(num(r, k));
  // A judge error is the message (ALCE's detail: a flag).
  item["err"] = r.contains("judge_error") && !r["judge_error"].is_null() && r["judge_error"] != false;
  if (r.contains("judge_error") && r["judge_error"].is_string()) item["errmsg"] = r["judge_error"];
  // The sums statement_rec and quote_fidelity are ratios of (dropped once the figures are made):
  // statement_rec's denominator leaves out the statements that need no citation ("exempt").
  const json& t = r.contains("totals") ? r["totals"] : json::object();
  const json& q = t.contains("quotes") ? t["quotes"] : json::object();
  item["tot"] = {t.value("statements", 0) - t.value("exempt", 0), t.value("supported", 0),
                 q.value("exact", 0) + q.value("found", 0) + q.value("elsewhere", 0) + q.value("absent", 0),
                 q.value("exact", 0) + q.value("found", 0)};
  if (in && in->id != item["id"].get<std::string>())
    throw std::invalid_argument(fmt::format("record {} is '{}' in the detail but '{}' in the input: is it the evaluated "
                                            "file?",
                                            position, item["id"].get<std::string>(), in->id));
  // Source ids -> 1-based numbers (the statements' "cited" numbers, ALCE's doc numbers).
  std::map<std::string, std::size_t> number;
  if (in) {
    for (std::size_t i = 0; i < in->sources.size(); ++i) number.emplace(in->sources[i].id, i + 1);
  }
  json docs = json::object();
  auto add_doc = [&](std::size_t n) {
    if (in && n >= 1 && n <= in->sources.size())
      docs[std::to_string(n)] = json::array({in->sources[n - 1].title, in->sources[n - 1].text});
  };
  bool over = false;
  json units = json::array();
  std::vector<std::pair<std::size_t, std::size_t>> unit_spans;
  std::map<int, int> unit_of_cite;  // a citation's index -> the first statement counting it
  const std::string empty;
  const std::string& text = in ? in->answer : empty;
  if (r.contains("statements") && r["statements"].is_array()) {
    for (const auto& s : r["statements"]) {
      json u = json::object();
      u["text"] = str(s, "text");
      u["status"] = str(s, "status");
      u["out"] = check_unit_outcome(s);
      u["ids"] = s.value("cited", json::array());
      u["refs"] = s.value("citation_refs", json::array());
      for (const auto& c : u["refs"]) {
        if (c.is_number_integer()) unit_of_cite.emplace(c.get<int>(), static_cast<int>(units.size()));
      }
      u["joint"] = decision(s.contains("joint") ? s["joint"] : json());
      if (s.contains("need_citation")) u["need"] = decision(s["need_citation"]);
      u["cites"] = cited_unit_cites(s, &over);
      u["recall"] = s.contains("recall") ? s["recall"] : json(nullptr);
      if (in) {
        unit_spans.push_back(byte_span(s.value("span", json()), "a statement's span", text, position));
        u["span"] = utf16_span(text, unit_spans.back());
        for (auto& c : u["cites"]) {
          if (c["doc"].is_number_unsigned() && c["doc"] >= 1 && c["doc"] <= in->sources.size())
            c["label"] = "[" + in->sources[c["doc"].get<std::size_t>() - 1].id + "]";
        }
        for (const auto& id : u["ids"]) {
          if (id.is_number_unsigned()) add_doc(id.get<std::size_t>());
        }
      }
      count_outcome(item, u["out"]);
      units.push_back(std::move(u));
    }
  }
  json cits = json::array();
  std::vector<std::pair<std::pair<std::size_t, std::size_t>, int>> marks;
  std::vector<std::pair<std::size_t, int>> span_ends;
  if (r.contains("citations") && r["citations"].is_array()) {
    const json& cs = r["citations"];
    if (in && cs.size() != in->citations.size())
      throw std::invalid_argument(fmt::format("record {} has {} citation(s) in the detail but {} in the input: is it "
                                              "the evaluated file?",
                                              position, cs.size(), in->citations.size()));
    for (std::size_t k = 0; k < cs.size(); ++k) {
      const json& c = cs[k];
      json x = json::object();
      x["kind"] = str(c, "kind");
      x["ids"] = c.value("sources", json::array());
      if (c.contains("unresolved")) x["unres"] = c["unresolved"];
      if (!str(c, "outside").empty()) x["outside"] = str(c, "outside");
      x["quote"] = str(c, "quote");
      if (in) {
        json src = json::array();
        for (const auto& id : x["ids"]) {
          auto it = id.is_string() ? number.find(id.get<std::string>()) : number.end();
          if (it == number.end())
            throw std::invalid_argument(fmt::format("record {}: citation {} names source {}, which the input's "
                                                    "record has not: is it the evaluated file?",
                                                    position, k, id.dump()));
          src.push_back(it->second);
          add_doc(it->second);
        }
        x["src"] = std::move(src);
        const answers::Citation& ic = in->citations[k];
        if (ic.cited_text) x["qt"] = *ic.cited_text;
        if (c.contains("span")) {
          const auto sp = byte_span(c["span"], "a citation's span", text, position);
          x["span"] = utf16_span(text, sp);
          span_ends.emplace_back(sp.second, static_cast<int>(k));
        }
        if (c.contains("mark") && c["mark"].is_array()) {
          x["mark"] = json::array();
          for (const auto& m : c["mark"]) {
            const auto sp = byte_span(m, "a citation's mark", text, position);
            x["mark"].push_back(utf16_span(text, sp));
            marks.emplace_back(sp, static_cast<int>(k));
          }
        }
        if (c.contains("source_span") && !ic.sources.empty()) {
          const std::string& source = in->sources[ic.sources.front()].text;
          x["sspan"] = utf16_span(source, byte_span(c["source_span"], "a citation's source_span", source, position));
        }
      }
      cits.push_back(std::move(x));
    }
  }
  item["units"] = std::move(units);
  item["cits"] = std::move(cits);
  item["over"] = over;
  if (in) {
    if (!in->question.empty()) item["q"] = in->question;
    item["text"] = in->answer;
    item["segs"] = answer_segments(in->answer, unit_spans, marks, span_ends, unit_of_cite);
    item["docs"] = std::move(docs);
    item["ndocs"] = in->sources.size();
  }
  return item;
}

// ---------------------------------------------------------------------------------------------
// The items' compact values: what the cards, the bootstrap, the histograms, the header and a
// compare need of each item, kept while the items themselves go to the page.

// A unit's outcome as one byte (a compare counts the units whose outcomes differ).
char outcome_code(const json& out) {
  static const std::vector<std::string> names = {"sup", "part", "uns", "nj", "nn", "unc", "err"};
  const std::string s = out.is_string() ? out.get<std::string>() : std::string();
  const auto it = std::find(names.begin(), names.end(), s);
  return static_cast<char>('a' + (it - names.begin()));
}

struct Columns {
  std::size_t n = 0;
  std::map<std::string, std::vector<double>> sc;  // per score key, NaN where an item has none
  std::size_t errors = 0;                         // items with judge errors
  // LongBench-Cite: the item's dataset (an index into datasets, in order of appearance), its
  // cited tokens and snippets (absent: 0).
  std::vector<std::uint32_t> ds;
  std::vector<std::string> datasets;
  std::vector<double> tokens, snippets;
  // check: statements that need a citation, 100 × supported ones, quotes, 100 × faithful ones.
  std::vector<double> statements, supported, quoted, faithful;
  // A compare's (compare = true): each item's pairing key (its position; a check answer's id),
  // judge-error flag and units' outcomes (outs from outs_at[i] to outs_at[i + 1]).
  bool compare = false;
  std::vector<std::string> keys;
  std::vector<std::uint8_t> err;
  std::string outs;
  std::vector<std::size_t> outs_at = {0};

  void add(const json& it) {
    for (const auto& [k, v] : it["sc"].items()) {
      auto& col = sc[k];
      col.resize(n, kNaN);  // a key first seen now
      col.push_back(v.is_number() ? v.get<double>() : kNaN);
    }
    ++n;
    for (auto& [k, col] : sc) col.resize(n, kNaN);
    const bool e = it.value("err", false);
    errors += e;
    if (it.contains("ds")) ds.push_back(dataset_index(it["ds"].get<std::string>()));
    if (it.contains("tok")) {
      const double t = it["tok"][0].is_number() ? it["tok"][0].get<double>() : kNaN;
      const double s = it["tok"][1].is_number() ? it["tok"][1].get<double>() : kNaN;
      tokens.push_back(std::isnan(t) ? 0.0 : t);
      snippets.push_back(std::isnan(s) ? 0.0 : s);
    }
    if (it.contains("tot")) {
      statements.push_back(it["tot"][0].get<double>());
      supported.push_back(100 * it["tot"][1].get<double>());
      quoted.push_back(it["tot"][2].get<double>());
      faithful.push_back(100 * it["tot"][3].get<double>());
    }
    if (compare) {
      keys.push_back(it.contains("pair") ? it["pair"].get<std::string>() : it["key"].dump());
      err.push_back(e);
      for (const auto& u : it["units"]) outs += outcome_code(u["out"]);
      outs_at.push_back(outs.size());
    }
  }

  // The values of a score key (NaN for every item when no item has it).
  std::span<const double> values(const std::string& key) const {
    auto it = sc.find(key);
    if (it != sc.end()) return it->second;
    nan_.assign(n, kNaN);
    return nan_;
  }
  double value(const std::string& key, std::size_t i) const {
    auto it = sc.find(key);
    return it == sc.end() ? kNaN : it->second[i];
  }

  // The rows of a compare's pairs, in their order (datasets numbered in their new order).
  Columns select(const std::vector<std::size_t>& rows) const {
    Columns c;
    c.n = rows.size();
    for (const auto& [k, col] : sc) {
      auto& out = c.sc[k];
      for (std::size_t r : rows) out.push_back(col[r]);
    }
    for (std::size_t r : rows) {
      c.errors += err[r];
      if (!ds.empty()) c.ds.push_back(c.dataset_index(datasets[ds[r]]));
      if (!tokens.empty()) c.tokens.push_back(tokens[r]), c.snippets.push_back(snippets[r]);
      if (!statements.empty()) {
        c.statements.push_back(statements[r]);
        c.supported.push_back(supported[r]);
        c.quoted.push_back(quoted[r]);
        c.faithful.push_back(faithful[r]);
      }
    }
    return c;
  }

 private:
  std::uint32_t dataset_index(const std::string& name) {
    auto it = std::find(datasets.begin(), datasets.end(), name);
    if (it == datasets.end()) {
      datasets.push_back(name);
      return static_cast<std::uint32_t>(datasets.size() - 1);
    }
    return static_cast<std::uint32_t>(it - datasets.begin());
  }
  mutable std::vector<double> nan_;
};

// ---------------------------------------------------------------------------------------------
// Statistics with bootstrap intervals (on the columns, which outlive them)

using Weights = std::vector<std::uint32_t>;
using Statistic = std::function<double(const Weights&)>;

// Mean over the items whose value is a number.
Statistic mean_stat(std::span<const double> v) {
  return [v](const Weights& w) {
    double s = 0.0, n = 0.0;
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (w[i] && !std::isnan(v[i])) {
        s += w[i] * v[i];
        n += w[i];
      }
    }
    return n > 0 ? s / n : kNaN;
  };
}

// Mean over groups of the groups' means (NaN when a group is empty); item i counts in the
// groups member[ds[i]] lists.
Statistic grouped_mean_stat(std::span<const double> v, std::span<const std::uint32_t> ds,
                            std::vector<std::vector<std::size_t>> member, std::size_t groups) {
  return [v, ds, member = std::move(member), groups](const Weights& w) {
    if (groups == 0) return kNaN;
    std::vector<double> s(groups, 0.0), n(groups, 0.0);
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (!w[i] || std::isnan(v[i])) continue;
      for (std::size_t g : member[ds[i]]) {
        s[g] += w[i] * v[i];
        n[g] += w[i];
      }
    }
    double total = 0.0;
    for (std::size_t g = 0; g < groups; ++g) {
      if (n[g] == 0) return kNaN;
      total += s[g] / n[g];
    }
    return total / static_cast<double>(groups);
  };
}

Statistic ratio_stat(std::span<const double> a, std::span<const double> b) {
  return [a, b](const Weights& w) {
    double s = 0.0, n = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i) {
      s += w[i] * a[i];
      n += w[i] * b[i];
    }
    return n > 0 ? s / n : kNaN;
  };
}

Statistic f1_stat(Statistic p, Statistic r) {
  return [p = std::move(p), r = std::move(r)](const Weights& w) {
    const double a = p(w), b = r(w);
    if (std::isnan(a) || std::isnan(b)) return kNaN;
    return a + b > 0 ? 2 * a * b / (a + b) : 0.0;
  };
}

// Per-item rates are ×100 as the summaries' (to_one_scale), so a statistic is the figure itself.
struct MetricDef {
  std::string key, label;
  Statistic stat;  // on per-item values (unit weights: the point figure)
  std::string undefined = "no item to average";  // why, when the point figure is NaN
};

// Percentile interval of stat over the bootstrap replicates (NaN where undefined).
std::pair<double, double> interval(const std::vector<double>& reps, double confidence) {
  std::vector<double> vals;
  for (double r : reps) {
    if (!std::isnan(r)) vals.push_back(r);
  }
  if (vals.size() < 2) return {kNaN, kNaN};
  const double tail = (1.0 - confidence) / 2.0 * 100.0;
  std::vector<double> copy = vals;
  return {meta::percentile(vals, tail), meta::percentile(copy, 100.0 - tail)};
}

bool close(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)}); }

// The benchmark's figure of a summary key (benchmarks/figures.h), or null.
const benchmarks::FigureDef* figure_of(const std::string& benchmark, const std::string& key) {
  return benchmarks::find_figure(benchmarks::builtin_figures(benchmark), key);
}

// A figure's label; for a per-item value, the label of the figure that averages it
// (LongBench-Cite's citation_recall: avg_citation_recall's).
std::string metric_label(const std::string& benchmark, const std::string& key) {
  if (const auto* f = figure_of(benchmark, key)) return f->shown();
  for (const auto& f : benchmarks::builtin_figures(benchmark)) {
    if (!f.inputs.empty() && f.inputs[0] == key && f.aggregation == benchmarks::Aggregation::kMeanOfGroupMeans) {
      return f.shown();
    }
  }
  return key;
}

// The order of the cards (the registry's `card`): citation figures first.
int metric_rank(const std::string& benchmark, const std::string& key) {
  const auto* f = figure_of(benchmark, key);
  return f && f->card >= 0 ? f->card : benchmarks::kCardAfter;
}

// A per-item quantity of the columns, by the name the registry's inputs give it.
std::span<const double> column(const Columns& c, const std::string& name) {
  if (name == "cited_tokens") return c.tokens;
  if (name == "cited_snippets") return c.snippets;
  if (name == "statements") return c.statements;
  if (name == "supported") return c.supported;
  if (name == "quoted") return c.quoted;
  if (name == "faithful") return c.faithful;
  return c.values(name);
}

// The datasets' groups as summarize_longcite forms them, found by asking it about each dataset
// alone (a dataset counts in the averaged groups whose name it matches): each dataset's groups.
std::pair<std::vector<std::vector<std::size_t>>, std::size_t> longcite_groups(const Columns& c) {
  std::vector<std::string> group_names;
  std::vector<std::vector<std::size_t>> member;  // by dataset
  for (const auto& ds : c.datasets) {
    metrics::LongciteScores probe;
    probe.dataset = ds;
    auto sum = metrics::summarize_longcite(std::span<const metrics::LongciteScores>(&probe, 1));
    std::vector<std::size_t>& gs = member.emplace_back();
    for (const auto& g : sum.groups) {
      if (g.name == "multifieldqa_en" || g.name == "multifieldqa_zh") continue;
      auto at = std::find(group_names.begin(), group_names.end(), g.name);
      if (at == group_names.end()) at = group_names.insert(group_names.end(), g.name);
      gs.push_back(at - group_names.begin());
    }
  }
  return {std::move(member), group_names.size()};
}

// The statistic behind each top-level figure of the benchmark's registry that this detail can
// reproduce (its aggregation over the per-item values the detail has).
std::vector<MetricDef> metric_defs(const std::string& benchmark, const Columns& c) {
  using benchmarks::Aggregation;
  std::vector<MetricDef> defs;
  std::optional<std::pair<std::vector<std::vector<std::size_t>>, std::size_t>> groups;
  for (const auto& f : benchmarks::builtin_figures(benchmark)) {
    if (f.key.find('.') != std::string::npos) continue;  // cards are the top-level figures
    const std::string& in = f.inputs.empty() ? f.key : f.inputs[0];
    MetricDef d{f.key, f.shown(), nullptr};
    switch (f.aggregation) {
      case Aggregation::kMeanOverItems:
        if (!c.sc.count(in)) continue;
        d.stat = mean_stat(c.values(in));
        break;
      case Aggregation::kF1OfMeans:
        if (!c.sc.count(in) || !c.sc.count(f.inputs.at(1))) continue;
        d.stat = f1_stat(mean_stat(c.values(in)), mean_stat(c.values(f.inputs[1])));
        break;
      case Aggregation::kMeanOfGroupMeans:
        if (!groups) groups = longcite_groups(c);
        d.stat = grouped_mean_stat(c.values(in), c.ds, groups->first, groups->second);
        break;
      case Aggregation::kRatioOfSums:
        d.stat = ratio_stat(column(c, in), column(c, f.inputs.at(1)));
        if (!f.undefined.empty()) d.undefined = f.undefined.front();
        break;
      default:
        continue;  // counts, spreads, whole-set figures: not from per-item values
    }
    if (!f.undefined_on_judge_error.empty() && c.errors > 0) {
      d.stat = [](const Weights&) { return kNaN; };
      d.undefined = f.undefined_on_judge_error;
    }
    defs.push_back(std::move(d));
  }
  return defs;
}

// Metric cards: the summary's figures (when given) with intervals from the detail.
json metric_cards(const std::string& benchmark, const Columns& items, const json* summary,
                  const HtmlOptions& o) {
  std::vector<MetricDef> defs = metric_defs(benchmark, items);
  const std::size_t n = items.n;
  Weights ones(n, 1u);
  json cards = json::array();
  std::set<std::string> used;
  std::vector<std::pair<std::size_t, const MetricDef*>> pending;  // cards with an interval to draw
  auto add = [&](const std::string& key, double value, const std::string& undefined, const MetricDef* def) {
    json c = json::object();
    c["key"] = key;
    c["label"] = metric_label(benchmark, key);
    c["value"] = number_or_null(value);
    if (!undefined.empty()) c["undefined"] = undefined;
    c["ci"] = nullptr;
    if (def && std::isfinite(value) && o.bootstrap > 0) {
      const double point = def->stat(ones);
      if (n == 1) {
        c["ci_note"] = "n = 1, no interval";  // every resample is the one item: [x, x] says nothing
      } else if (!close(point, value)) {
        c["ci_note"] = fmt::format("no interval: the detail's items give {:.6g}, not this figure", point);
      } else {
        pending.emplace_back(cards.size(), def);
      }
    }
    cards.push_back(std::move(c));
  };
  if (summary) {
    // Top-level numeric (or null: undefined) figures of the summary; LongBench-Cite's averages.
    json undefined = json::object();
    const json info = summary->contains("citeval") && (*summary)["citeval"].is_object() ? (*summary)["citeval"] : json();
    if (info.is_object() && info.contains("undefined") && info["undefined"].is_object()) undefined = info["undefined"];
    // LongBench-Cite summaries of fractions (--reference-aggregation, or written before the one
    // scale: no score_scale) shown ×100 as the others.
    double factor = 1;
    if (benchmark == "longbench-cite") {
      const double scale = info.is_object() && info.contains("score_scale") && info["score_scale"].is_number()
                               ? info["score_scale"].get<double>()
                               : 1.0;
      if (scale > 0) factor = 100 / scale;
    }
    std::vector<std::string> keys;
    for (const auto& [k, v] : summary->items()) {
      if (k == "citeval") continue;
      if (const auto* f = figure_of(benchmark, k); f && f->card == benchmarks::kNoCard) continue;
      if (v.is_number() || (v.is_null() && undefined.contains(k))) keys.push_back(k);
    }
    std::stable_sort(keys.begin(), keys.end(), [&](const std::string& a, const std::string& b) {
      return metric_rank(benchmark, a) < metric_rank(benchmark, b);
    });
    for (const auto& k : keys) {
      const json& v = (*summary)[k];
      const MetricDef* def = nullptr;
      for (const auto& d : defs) {
        if (d.key == k) def = &d;
      }
      std::string why = v.is_null() ? (undefined.contains(k) ? str(undefined, k.c_str()) : "undefined") : "";
      if (v.is_null() && why == "undefined" && info.is_object()) why = str(info, "scores_undefined");  // older summaries
      const auto* fig = figure_of(benchmark, k);  // a figure whose scale follows the aggregation's
      const double f = fig && fig->raw_when ? factor : 1.0;
      add(k, v.is_number() ? v.get<double>() * f : kNaN, why, def);
      used.insert(k);
    }
  } else {
    std::stable_sort(defs.begin(), defs.end(), [&](const MetricDef& a, const MetricDef& b) {
      return metric_rank(benchmark, a.key) < metric_rank(benchmark, b.key);
    });
    for (const auto& d : defs) {
      const double v = d.stat(ones);
      add(d.key, v, std::isnan(v) ? d.undefined : "", &d);
    }
  }
  // One draw of the weights a replicate, shared by the cards: the same draws each card alone
  // would make (the seed and replicate number decide them), made once.
  if (!pending.empty()) {
    std::vector<std::vector<double>> reps(pending.size(), std::vector<double>(o.bootstrap));
    Weights w(n);
    for (std::size_t b = 0; b < o.bootstrap; ++b) {
      meta::bootstrap_weights(o.seed, b, w);
      for (std::size_t k = 0; k < pending.size(); ++k) reps[k][b] = pending[k].second->stat(w);
    }
    for (std::size_t k = 0; k < pending.size(); ++k) {
      auto [lo, hi] = interval(reps[k], o.confidence);
      if (std::isfinite(lo)) cards[pending[k].first]["ci"] = json::array({lo, hi});
    }
  }
  return cards;
}

// Histogram of per-item rates in [0, 100] (10 bins; 100 in the last).
json histogram(const std::string& benchmark, const Columns& items, const std::string& key) {
  std::vector<std::size_t> bins(10, 0);
  std::size_t n = 0;
  for (const double v : items.values(key)) {
    if (std::isnan(v)) continue;
    const auto b = static_cast<std::size_t>(std::clamp(v, 0.0, 100.0) / 10);
    ++bins[std::min<std::size_t>(b, 9)];
    ++n;
  }
  return {{"key", key}, {"label", metric_label(benchmark, key) + " per item"}, {"bins", bins}, {"n", n}};
}

// ---------------------------------------------------------------------------------------------
// The run model

json header_info(const Detail& d, const json* summary, const RunSources& src, const Columns& items) {
  json h = json::object();
  h["benchmark"] = d.benchmark;
  h["detail"] = std::filesystem::path(d.path).filename().string();
  if (!src.summary_name.empty()) h["summary"] = std::filesystem::path(src.summary_name).filename().string();
  json info = summary && summary->contains("citeval") && (*summary)["citeval"].is_object() ? (*summary)["citeval"]
                                                                                          : json::object();
  const json hdr = d.header.is_object() ? d.header["citeval_detail"] : json::object();
  h["dataset"] = str(info, "dataset");
  if (d.benchmark == "check") {
    // How the answers were read: the summary's words, else the options in the detail's header.
    const json opts = hdr.is_object() ? hdr.value("options", json::object()) : json::object();
    for (const char* k : {"format", "citation_style", "sources"}) {
      const std::string v = !str(info, k).empty() ? str(info, k) : str(opts, k);
      if (!v.empty()) h[k] = v;
    }
    // Which statements need a citation: "always", or the need-citation judge.
    const std::string need =
        !str(info, "need_citation").empty() ? str(info, "need_citation") : str(opts, "need_citation_judge");
    if (!need.empty()) h["rule"] = need == "always" ? "always (every statement needs a citation)" : "judge " + need;
  }
  if (!str(info, "input").empty()) h["input"] = str(info, "input");
  else if (!str(hdr, "input").empty()) h["input"] = str(hdr, "input");
  std::string judge = str(info, "judge");
  json judges = info.contains("judges") ? info["judges"] : hdr.contains("judges") ? hdr["judges"] : json();
  if (judge.empty() && judges.is_object()) judge = str(judges, "support");
  h["judge"] = judge;
  if (judges.is_object()) h["judges"] = judges;
  h["approximation"] = info.contains("judge_approximation") && info["judge_approximation"].is_boolean() &&
                       info["judge_approximation"].get<bool>();
  h["note"] = str(info, "judge_note");
  if (!str(info, "need_citation_rule").empty()) h["rule"] = str(info, "need_citation_rule");
  // Counts: the summary's when there is one, else what the detail shows.
  json counts = json::array();
  auto count = [&](const std::string& label, const json& v) {
    if (!v.is_null()) counts.push_back({{"label", label}, {"value", v}});
  };
  auto pick = [&](std::initializer_list<const char*> keys) -> json {
    for (const char* k : keys) {
      if (info.contains(k) && info[k].is_number()) return info[k];
    }
    return nullptr;
  };
  const std::size_t errors = items.errors;
  if (summary) {
    count("items read", pick({"items_read"}));
    count("items evaluated", pick({"items_evaluated", "items_judged"}));
    count("items skipped (malformed)", pick({"items_skipped"}));
    count("items with judge errors", pick({"citation_judge_error_items", "items_with_judge_errors"}));
    count("items resumed", pick({"items_resumed"}));
    count("statements", pick({"statements"}));
    count("atomic claims", pick({"claims"}));
  } else {
    count("items in the detail", items.n);
    count("items with judge errors", errors);
  }
  if (d.benchmark == "check" && summary) {
    const json st = info.value("statements", json::object()), ci = info.value("citations", json::object());
    const json q = info.value("quotes", json::object());
    if (st.is_object()) {
      count("statements", st.value("total", json(nullptr)));
      count("uncited statements", st.value("uncited", json(nullptr)));
      count("uncited statements needing no citation", st.value("exempt", json(nullptr)));
      count("supported statements", st.value("supported", json(nullptr)));
    }
    if (ci.is_object()) {
      count("citations judged", ci.value("judged", json(nullptr)));
      count("citations pointing at no source", ci.value("pointing_at_no_source", json(nullptr)));
      count("citations outside their source", ci.value("outside_their_source", json(nullptr)));
    }
    if (q.is_object()) {
      for (const char* k : {"exact", "found", "elsewhere", "absent"}) count(std::string("quotes ") + k, q.value(k, json(nullptr)));
    }
  }
  count("items in the detail file", summary ? json(items.n) : json(nullptr));
  if (info.contains("llm_usage") && info["llm_usage"].is_object()) {
    const json& u = info["llm_usage"];
    h["llm"] = {{"prompt_tokens", u.value("prompt_tokens", json(nullptr))},
                {"completion_tokens", u.value("completion_tokens", json(nullptr))},
                {"cost", u.value("cost", json(nullptr))},
                {"requests", u.value("requests", json(nullptr))}};
  }
  h["counts"] = std::move(counts);
  if (info.contains("excluded")) h["excluded"] = info["excluded"];
  return h;
}

// How a check run read its input: the summary's format, citation style and snapshot folder, else
// the detail header's (the options the run was made with).
Result<answers::ReadOptions> check_read_options(const Detail& d, const json* summary) {
  json o = d.header.is_object() && d.header["citeval_detail"].is_object() ? d.header["citeval_detail"].value("options", json::object())
                                                                        : json::object();
  if (summary && summary->contains("citeval") && (*summary)["citeval"].is_object()) o = (*summary)["citeval"];
  answers::ReadOptions r;
  const std::string format = str(o, "format"), style = str(o, "citation_style"), sources = str(o, "sources");
  auto f = answers::parse_format(format.empty() ? "auto" : format);
  if (!f) return f.error();
  r.format = *f;
  auto m = answers::parse_mark_syntax(style.empty() ? "auto" : style);
  if (!m) return m.error();
  r.marks = *m;
  if (!sources.empty()) {
    auto snapshots = answers::read_snapshots(sources);
    if (!snapshots) return snapshots.error();
    r.snapshots = std::move(*snapshots);
  }
  return r;
}

// Drops what the page can do without, once the figures' values are taken (a 10,000-item page is
// mostly items): false flags, "judged" statuses, ids that are "#key", unit recalls.
void compact_item(json& it) {
  if (it.contains("err") && it["err"] == false) it.erase("err");
  if (it.contains("over") && it["over"] == false) it.erase("over");
  if (it.contains("id") && it.contains("key") && it["id"] == "#" + it["key"].dump()) it.erase("id");
  it.erase("tok");
  it.erase("tot");
  it.erase("pair");
  for (auto& u : it["units"]) {
    u.erase("recall");
    if (u.contains("status") && u["status"] == "judged") u.erase("status");
  }
}

// A run read as a stream: the page model without its items, the items' compact values.
struct RunStream {
  std::string benchmark;
  json model;
  Columns columns;
};

// Each item of the page (compacted, "docs" still in it) with its ordinal in the detail.
using ItemSink = std::function<void(json&&, std::size_t)>;

// Detail records read, and joined to the input, a block at a time: memory is bounded by a block.
constexpr std::size_t kBlock = 1024;

// Reads the detail as it comes, record by record (a header line first, as the detail has it),
// building each item (with its question and passages from the input, read in step) and handing
// it to `sink`; keeps only the columns. With `want` (a compare's second pass) only the items it
// wants are built, and no model is made. Records are joined to the input a block at a time.
class RunFeed {
 public:
  RunFeed(const RunSources& src, const HtmlOptions& o, ItemSink sink, bool compare,
          std::function<bool(std::size_t)> want = {})
      : src_(src), o_(o), sink_(std::move(sink)), want_(std::move(want)) {
    d_.path = src.detail;
    run_.columns.compare = compare;
  }

  // One line of the detail and its 1-based line number (blank lines are skipped).
  Status add(std::string_view text, std::size_t line) {
    if (text.find_first_not_of(" \t\r") == std::string_view::npos) return Ok{};
    if (auto st = check_json_nesting(text, d_.path, line); !st) return st.error();
    json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object())
      return make_error(ErrorCode::kParse, "not a JSON object (a detail file has one a line)", d_.path, line);
    if (j.contains("citeval_detail")) {
      if (read_ > 0 || !d_.header.is_null())
        return make_error(ErrorCode::kParse, "a detail header after the first line", d_.path, line);
      d_.header = std::move(j);
      return Ok{};
    }
    ++read_;
    try {
      if (!started_) {
        if (auto st = start(&j, line); !st) return st;
      } else if (block_.size() == kBlock) {
        if (auto st = flush(); !st) return st;
      }
      if (!want_ || want_(ordinal_ + block_.size())) {
        to_one_scale(d_, j);
        if (!src_.input.empty()) positions_.push_back(j.value("position", std::size_t{0}));
        block_.push_back({std::move(j), line});
      } else {
        block_.push_back({json(), 0});  // not wanted: not built
      }
    } catch (const json::exception& e) {
      return malformed(e);
    }
    return Ok{};
  }

  // After the last line: the model (without its items) and the columns.
  Result<RunStream> finish() {
    try {
      if (!started_) {
        if (auto st = start(nullptr, 0); !st) return st.error();
      }
      if (auto st = flush(); !st) return st.error();
      if (inputs_) {
        if (auto st = inputs_->finish(); !st) return st.error();
      }
      if (answers_in_) {
        if (auto st = answers_in_->finish(); !st) return st.error();
      }
      if (missing_ > 0)
        return make_error(ErrorCode::kInvalidArgument,
                          fmt::format("{} detail item(s) have no item of that index in the input: is it the evaluated file?",
                                      missing_),
                          src_.input);
      if (want_) return std::move(run_);
      json m = json::object();
      m["kind"] = "run";
      m["header"] = header_info(d_, src_.summary, src_, run_.columns);
      const bool passages = d_.benchmark == "longbench-cite" || !src_.input.empty();
      m["header"]["passages"] = passages;
      if (!passages) {
        // How this front end gives the report the input file (CLI or Python's report()).
        const std::string give = o_.python ? "call report() with input=" : "run `citeval report` with --input";
        m["header"]["passages_note"] =
            d_.benchmark == "check"
                ? "The detail file holds neither the answers nor their sources: " + give +
                      " (the checked file) to see each answer with its citations and the passages they point at."
                : "The detail file holds no passages: " + give + " (the evaluated file) to see the cited passages.";
        // The same, for the passage panel's own note (report.js).
        m["header"]["input_hint"] = o_.python ? "call report() with input=FILE" : "make the report with --input FILE";
      }
      m["cards"] = metric_cards(d_.benchmark, run_.columns, src_.summary, o_);
      json hists = json::array();
      const bool lc = d_.benchmark == "longbench-cite";
      hists.push_back(histogram(d_.benchmark, run_.columns, lc ? "citation_recall" : "citation_rec"));
      hists.push_back(histogram(d_.benchmark, run_.columns, lc ? "citation_precision" : "citation_prec"));
      m["hists"] = std::move(hists);
      m["bootstrap"] = {{"replicates", o_.bootstrap}, {"seed", o_.seed}, {"confidence", o_.confidence}};
      run_.model = std::move(m);
    } catch (const json::exception& e) {
      return malformed(e);
    }
    return std::move(run_);
  }

 private:
  struct Record {
    json r;
    std::size_t line;
  };

  Error malformed(const json::exception& e) const {
    return make_error(ErrorCode::kParse, "malformed detail record: " + json_error_message(e.what()), src_.detail);
  }

  // At the first item record (or the end, when there is none): the benchmark, the input.
  Status start(const json* first, std::size_t line) {
    started_ = true;
    auto benchmark = detail_benchmark(d_, first, line);
    if (!benchmark) return benchmark.error();
    d_.benchmark = *benchmark;
    run_.benchmark = d_.benchmark;
    if (src_.summary && src_.summary->contains("citeval") && (*src_.summary)["citeval"].is_object()) {
      const std::string b = str((*src_.summary)["citeval"], "benchmark");
      if (!b.empty() && b != d_.benchmark)
        return make_error(ErrorCode::kInvalidArgument,
                          "the summary is of benchmark '" + b + "' but the detail of '" + d_.benchmark + "'",
                          src_.summary_name);
    }
    if (src_.input.empty()) return Ok{};
    if (d_.benchmark == "longbench-cite")
      return make_error(ErrorCode::kInvalidArgument,
                        "`input` is for ALCE, ALiICE and check details: a LongBench-Cite detail holds its cited text",
                        src_.input);
    if (d_.benchmark == "check") {
      auto options = check_read_options(d_, src_.summary);
      if (!options) return options.error();
      answers_in_ = std::make_unique<InputJoin<answers::AnswerRecord>>(std::make_unique<CheckInput>(src_.input, *options));
      return answers_in_->start();
    }
    inputs_ = std::make_unique<InputJoin<InputItem>>(std::make_unique<AlceInput>(src_.input));
    return inputs_->start();
  }

  // The block's items: joined to the input, built and handed to the sink.
  Status flush() {
    std::sort(positions_.begin(), positions_.end());
    positions_.erase(std::unique(positions_.begin(), positions_.end()), positions_.end());
    if (inputs_) {
      if (auto st = inputs_->fetch(positions_, found_); !st) return st.error();
    }
    if (answers_in_) {
      if (auto st = answers_in_->fetch(positions_, found_answers_); !st) return st.error();
    }
    for (Record& b : block_) {
      const std::size_t i = ordinal_++;
      if (b.r.is_null()) continue;
      const json& r = b.r;
      // The record's input item (null without an input; counted missing when the input has none).
      auto input_of = [&](const auto& join, const auto& found_items) -> decltype(&found_items.begin()->second) {
        if (!join) return nullptr;
        auto it = found_items.find(r.value("position", std::size_t{0}));
        if (it == found_items.end()) {
          ++missing_;
          return nullptr;
        }
        return &it->second;
      };
      json item;
      if (d_.benchmark == "longbench-cite") {
        item = longcite_item(r, b.line);
      } else if (d_.benchmark == "check") {
        const answers::AnswerRecord* in = input_of(answers_in_, found_answers_);
        try {
          item = check_item(r, b.line, in);
        } catch (const std::invalid_argument& e) {
          return make_error(ErrorCode::kInvalidArgument, std::string(e.what()) + " (input " + src_.input + ")", d_.path,
                            b.line);
        }
      } else {
        const InputItem* in = input_of(inputs_, found_);
        item = d_.benchmark == "alce" ? alce_item(r, b.line, in) : aliice_item(r, b.line, in);
      }
      b.r = json();  // the record is in the item now
      if (!want_) run_.columns.add(item);
      compact_item(item);
      if (sink_) sink_(std::move(item), i);
    }
    block_.clear();
    positions_.clear();
    return Ok{};
  }

  const RunSources& src_;
  const HtmlOptions& o_;
  ItemSink sink_;
  std::function<bool(std::size_t)> want_;
  Detail d_;
  RunStream run_;
  bool started_ = false;
  std::size_t read_ = 0, ordinal_ = 0, missing_ = 0;
  std::vector<Record> block_;
  std::vector<std::size_t> positions_;
  std::unique_ptr<InputJoin<InputItem>> inputs_;
  std::unique_ptr<InputJoin<answers::AnswerRecord>> answers_in_;
  std::map<std::size_t, InputItem> found_;
  std::map<std::size_t, answers::AnswerRecord> found_answers_;
};

// The detail file's lines, each with its 1-based number, handed to `line` (which may stop the
// read with an error).
Status read_detail_lines(const std::string& path, const std::function<Status(std::string_view, std::size_t)>& line) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    return make_error(ErrorCode::kIo, "cannot open the detail file: is a directory", path);
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open the detail file", path);
  std::string text;
  std::size_t number = 0;
  while (std::getline(in, text)) {
    if (auto st = line(text, ++number); !st) return st;
  }
  if (in.bad()) return make_error(ErrorCode::kIo, "cannot read the detail file", path);
  return Ok{};
}

// The detail file read into a RunFeed.
Result<RunStream> stream_run(const RunSources& src, const HtmlOptions& o, const ItemSink& sink, bool compare,
                             const std::function<bool(std::size_t)>& want = {}) {
  RunFeed feed(src, o, sink, compare, want);
  if (auto st = read_detail_lines(src.detail, [&](std::string_view text, std::size_t line) { return feed.add(text, line); });
      !st)
    return st.error();
  return feed.finish();
}

// Page-wide constants for the script: score keys and outcome names.
void add_common(json& m, const std::string& benchmark) {
  const bool lc = benchmark == "longbench-cite";
  m["score_keys"] = lc ? json::array({"citation_recall", "citation_precision", "citation_f1"})
                       : json::array({"citation_rec", "citation_prec"});
  m["unit_name"] = benchmark == "aliice" ? "claims" : "statements";
  // check's outcomes (the page's legend; the others show every outcome of the page's script).
  if (benchmark == "check") m["outcomes"] = json::array({"sup", "uns", "unc", "nn", "err", "nj"});
  m["generator"] = "citeval 0.1.0";
}

// The page template cut at its data elements, the title, style sheet and script put in.
struct PageParts {
  std::string head;    // up to the run's data
  std::string middle;  // the script, up to the passages
  std::string tail;
};

PageParts page_parts(const std::string& title) {
  auto put = [](std::string& part, std::string_view marker, std::string_view content) {
    const auto at = part.find(marker);
    if (at == std::string::npos) std::abort();  // the template is ours: a missing marker is a bug
    part.replace(at, marker.size(), content);
  };
  const std::string_view t = html_template();
  const std::string_view data = "CITEVAL_DATA", passages = "CITEVAL_PASSAGES";
  const auto d = t.find(data), p = t.find(passages);
  if (d == std::string_view::npos || p == std::string_view::npos || p < d) std::abort();
  PageParts parts{std::string(t.substr(0, d)), std::string(t.substr(d + data.size(), p - d - data.size())),
                  std::string(t.substr(p + passages.size()))};
  put(parts.head, "/*CITEVAL_CSS*/", html_css());
  put(parts.head, "CITEVAL_TITLE", title);
  put(parts.middle, "/*CITEVAL_JS*/", html_js());
  return parts;
}

}  // namespace

Result<json> run_report_model(const RunSources& sources, const HtmlOptions& options) {
  json items = json::array();
  auto run = stream_run(sources, options, [&items](json&& it, std::size_t) { items.push_back(std::move(it)); }, false);
  if (!run) return run.error();
  json m = std::move(run->model);
  add_common(m, run->benchmark);
  m["items"] = std::move(items);
  return m;
}

// The page as the items come: the data element's object holds the items first, then the rest of
// the model; the passages go after the script (see render_html), spilled to a temporary file
// meanwhile.
struct RunPageWriter::Impl {
  RunSources src;
  HtmlOptions options;
  std::optional<PageFile> page;
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> spill{nullptr, &std::fclose};
  PageParts parts;
  std::optional<RunFeed> feed;
  std::size_t line = 0, items = 0, passages = 0;
  std::optional<Error> failed;  // sticky: finish() returns it

  void item(json&& it) {
    if (it.contains("docs")) {
      const std::string p = script_safe_json(it["docs"]);
      if (passages > 0) std::fputc(',', spill.get());
      std::fwrite(p.data(), 1, p.size(), spill.get());
      it.erase("docs");
      it["pi"] = passages++;
    }
    if (items++ > 0) page->write(",");
    page->write(script_safe_json(it));
  }
};

RunPageWriter::RunPageWriter() : impl_(std::make_unique<Impl>()) {}
RunPageWriter::~RunPageWriter() = default;

Status RunPageWriter::open(const RunSources& sources, const HtmlOptions& options, const std::string& path) {
  Impl& m = *impl_;
  m.src = sources;
  m.options = options;
  auto page = PageFile::open(path);
  if (!page) return *(m.failed = page.error());
  m.page.emplace(std::move(*page));
  m.spill.reset(std::tmpfile());
  if (!m.spill)
    return *(m.failed = make_error(ErrorCode::kIo, "cannot create a temporary file for the report's passages", path));
  m.parts = page_parts("citeval report");
  m.page->write(m.parts.head);
  m.page->write("{\"items\":[");
  std::fputc('[', m.spill.get());
  m.feed.emplace(m.src, m.options, [&m](json&& it, std::size_t) { m.item(std::move(it)); }, false);
  return Ok{};
}

Status RunPageWriter::add(std::string_view line) {
  Impl& m = *impl_;
  if (m.failed) return *m.failed;
  if (!m.feed) return *(m.failed = make_error(ErrorCode::kInvalidArgument, "the report page is not open", m.src.detail));
  if (auto st = m.feed->add(line, ++m.line); !st) return *(m.failed = st.error());
  return Ok{};
}

Status RunPageWriter::finish() {
  Impl& m = *impl_;
  if (m.failed) return *m.failed;
  if (!m.feed) return make_error(ErrorCode::kInvalidArgument, "the report page is not open", m.src.detail);
  auto run = m.feed->finish();
  m.feed.reset();
  if (!run) return *(m.failed = run.error());
  json model = std::move(run->model);
  add_common(model, run->benchmark);
  const std::string rest = script_safe_json(model);  // {...}: its members follow the items
  m.page->write("],");
  m.page->write(std::string_view(rest).substr(1));
  m.page->write(m.parts.middle);
  std::fputc(']', m.spill.get());
  m.page->append(m.spill.get());
  m.page->write(m.parts.tail);
  Status st = m.page->commit();
  m.page.reset();
  if (!st) m.failed = st.error();
  return st;
}

Status write_run_page(const RunSources& sources, const HtmlOptions& options, const std::string& path) {
  RunPageWriter page;
  if (auto st = page.open(sources, options, path); !st) return st;
  if (auto st = read_detail_lines(sources.detail, [&](std::string_view text, std::size_t) { return page.add(text); });
      !st)
    return st;
  return page.finish();
}

Result<json> compare_report_model(const RunSources& a, const RunSources& b, const HtmlOptions& o) {
  // First pass: each run's model and compact values; the items are not kept.
  auto ra = stream_run(a, o, {}, true);
  if (!ra) return ra.error();
  auto rb = stream_run(b, o, {}, true);
  if (!rb) return rb.error();
  if (ra->benchmark != rb->benchmark)
    return make_error(ErrorCode::kInvalidArgument, "cannot compare a " + ra->benchmark + " run with a " +
                                                       rb->benchmark + " run");
  const std::string bench = ra->benchmark;
  const Columns& ca = ra->columns;
  const Columns& cb = rb->columns;
  // check pairs answers by id: an id on two answers of one run would pair by a guess, so refused.
  if (bench == "check") {
    for (const auto* run : {&a, &b}) {
      const Columns& c = run == &a ? ca : cb;
      std::map<std::string_view, std::size_t> first;
      for (std::size_t i = 0; i < c.n; ++i) {
        auto [at, fresh] = first.emplace(c.keys[i], i);
        if (!fresh) {
          return make_error(ErrorCode::kInvalidArgument,
                            fmt::format("answers are compared by id, and id '{}' is on two of its answers (the detail's "
                                        "records {} and {}): give each answer its own id",
                                        c.keys[i], at->second + 1, i + 1),
                            run->detail);
        }
      }
    }
  }
  // Pairs: items with the same key in both runs (of B's items with one key, the last).
  std::vector<std::pair<std::string_view, std::size_t>> in_b;  // key, index
  for (std::size_t i = 0; i < cb.n; ++i) in_b.emplace_back(cb.keys[i], i);
  std::stable_sort(in_b.begin(), in_b.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  std::vector<std::size_t> rows_a, rows_b;
  for (std::size_t i = 0; i < ca.n; ++i) {
    auto it = std::upper_bound(in_b.begin(), in_b.end(), std::string_view(ca.keys[i]),
                               [](std::string_view k, const auto& x) { return k < x.first; });
    if (it == in_b.begin() || std::prev(it)->first != ca.keys[i]) continue;
    pairs.emplace_back(i, std::prev(it)->second);
    rows_a.push_back(i);
    rows_b.push_back(std::prev(it)->second);
  }
  const Columns ia = ca.select(rows_a), ib = cb.select(rows_b);
  // Deltas on the paired items, every figure recomputed from the details (no summary).
  std::vector<MetricDef> da = metric_defs(bench, ia), db = metric_defs(bench, ib);
  const std::size_t n = pairs.size();
  Weights ones(n, 1u);
  json deltas = json::array();
  std::stable_sort(da.begin(), da.end(), [&](const MetricDef& x, const MetricDef& y) {
    return metric_rank(bench, x.key) < metric_rank(bench, y.key);
  });
  for (const auto& x : da) {
    const MetricDef* y = nullptr;
    for (const auto& d : db) {
      if (d.key == x.key) y = &d;
    }
    if (!y) continue;
    const double va = x.stat(ones), vb = y->stat(ones);
    json d = {{"key", x.key}, {"label", x.label}, {"a", number_or_null(va)}, {"b", number_or_null(vb)},
              {"delta", number_or_null(va - vb)}, {"ci", nullptr}};
    if (o.bootstrap > 0 && std::isfinite(va - vb)) {
      std::vector<double> reps(o.bootstrap);
      Weights w(n);
      for (std::size_t r = 0; r < o.bootstrap; ++r) {
        meta::bootstrap_weights(o.seed, r, w);
        reps[r] = x.stat(w) - y->stat(w);
      }
      auto [lo, hi] = interval(reps, o.confidence);
      if (std::isfinite(lo)) d["ci"] = json::array({lo, hi});
    }
    deltas.push_back(std::move(d));
  }
  // The items that differ most: the sum of absolute differences of the per-item score keys.
  json m = json::object();
  m["kind"] = "compare";
  add_common(m, bench);
  std::vector<std::pair<double, std::size_t>> order;
  for (std::size_t k = 0; k < n; ++k) {
    double diff = 0;
    for (const auto& key : m["score_keys"]) {
      const double x = ia.value(key.get<std::string>(), k), y = ib.value(key.get<std::string>(), k);
      if (std::isnan(x) != std::isnan(y)) diff += 100;  // per-item rates are ×100
      else if (!std::isnan(x)) diff += std::fabs(x - y);
    }
    // Units whose outcome differs count too (two judges on the same outputs).
    const auto [x, y] = pairs[k];
    const std::string_view ua(ca.outs.data() + ca.outs_at[x], ca.outs_at[x + 1] - ca.outs_at[x]);
    const std::string_view ub(cb.outs.data() + cb.outs_at[y], cb.outs_at[y + 1] - cb.outs_at[y]);
    for (std::size_t u = 0; u < std::min(ua.size(), ub.size()); ++u) diff += ua[u] != ub[u] ? 1.0 : 0.0;
    order.emplace_back(diff, k);
  }
  std::stable_sort(order.begin(), order.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
  // Second pass: only the items shown are built again.
  std::vector<std::pair<double, std::size_t>> shown_pairs;
  std::set<std::size_t> want_a, want_b;
  for (const auto& [diff, k] : order) {
    if (shown_pairs.size() >= o.compare_items || diff == 0) break;
    shown_pairs.emplace_back(diff, k);
    want_a.insert(pairs[k].first);
    want_b.insert(pairs[k].second);
  }
  std::map<std::size_t, json> items_a, items_b;
  if (!shown_pairs.empty()) {
    auto keep = [](std::map<std::size_t, json>& into) {
      return [&into](json&& it, std::size_t i) { into.emplace(i, std::move(it)); };
    };
    auto sa = stream_run(a, o, keep(items_a), false, [&](std::size_t i) { return want_a.count(i) > 0; });
    if (!sa) return sa.error();
    auto sb = stream_run(b, o, keep(items_b), false, [&](std::size_t i) { return want_b.count(i) > 0; });
    if (!sb) return sb.error();
  }
  json shown = json::array();
  for (const auto& [diff, k] : shown_pairs)
    shown.push_back({{"diff", diff}, {"a", items_a[pairs[k].first]}, {"b", items_b[pairs[k].second]}});
  m["a"] = std::move(ra->model);
  m["b"] = std::move(rb->model);
  m["deltas"] = std::move(deltas);
  m["pairs"] = std::move(shown);
  m["paired_items"] = n;
  m["only_a"] = ca.n - n;
  m["only_b"] = cb.n - n;
  m["differing_items"] = std::count_if(order.begin(), order.end(), [](const auto& p) { return p.first > 0; });
  m["bootstrap"] = {{"replicates", o.bootstrap}, {"seed", o.seed}, {"confidence", o.confidence}};
  return m;
}

// ---------------------------------------------------------------------------------------------
// Meta

namespace {

// ROC curve of the items with levels hi (positive) and lo, at every distinct score, thinned to
// at most 200 points (the corners kept).
json roc_curve(const meta::ScoredSet& set, int hi, int lo) {
  std::vector<std::pair<double, bool>> v;
  for (std::size_t i = 0; i < set.size(); ++i) {
    const int l = set.labels()[i];
    if (l == hi || l == lo) v.emplace_back(set.scores()[i], l == hi);
  }
  std::size_t pos = 0;
  for (const auto& x : v) pos += x.second;
  const std::size_t neg = v.size() - pos;
  if (pos == 0 || neg == 0) return nullptr;
  std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<std::array<double, 2>> pts = {{0.0, 0.0}};
  std::size_t tp = 0, fp = 0;
  for (std::size_t i = 0; i < v.size();) {
    std::size_t j = i;
    while (j < v.size() && v[j].first == v[i].first) {
      tp += v[j].second;
      fp += !v[j].second;
      ++j;
    }
    pts.push_back({static_cast<double>(fp) / neg, static_cast<double>(tp) / pos});
    i = j;
  }
  json out = json::array();
  const std::size_t step = std::max<std::size_t>(1, pts.size() / 200);
  for (std::size_t i = 0; i < pts.size(); i += step) out.push_back({pts[i][0], pts[i][1]});
  if ((pts.size() - 1) % step != 0) out.push_back({pts.back()[0], pts.back()[1]});
  return {{"points", out}, {"positives", pos}, {"negatives", neg}};
}

json score_distribution(const meta::ScoredSet& set) {
  if (set.size() == 0) return nullptr;
  auto [mn, mx] = std::minmax_element(set.scores().begin(), set.scores().end());
  double lo = *mn, hi = *mx;
  if (lo >= 0 && hi <= 1) lo = 0, hi = 1;
  if (hi == lo) hi = lo + 1;
  constexpr std::size_t kBins = 20;
  std::vector<std::vector<std::size_t>> bins(3, std::vector<std::size_t>(kBins, 0));
  for (std::size_t i = 0; i < set.size(); ++i) {
    auto b = static_cast<std::size_t>((set.scores()[i] - lo) / (hi - lo) * kBins);
    ++bins[set.labels()[i]][std::min(b, kBins - 1)];
  }
  return {{"lo", lo}, {"hi", hi}, {"none", bins[0]}, {"partial", bins[1]}, {"full", bins[2]}};
}

// Reliability of probabilities in [0, 1]: per tenth, the mean score and the fraction of full
// support (and of full-or-partial support).
json reliability(const meta::ScoredSet& set) {
  constexpr std::size_t kBins = 10;
  std::vector<double> sum(kBins, 0), full(kBins, 0), some(kBins, 0), n(kBins, 0);
  for (std::size_t i = 0; i < set.size(); ++i) {
    const double s = set.scores()[i];
    if (s < 0 || s > 1) return nullptr;
    const auto b = std::min<std::size_t>(static_cast<std::size_t>(s * kBins), kBins - 1);
    sum[b] += s;
    full[b] += set.labels()[i] == 2;
    some[b] += set.labels()[i] >= 1;
    n[b] += 1;
  }
  json bins = json::array();
  for (std::size_t b = 0; b < kBins; ++b) {
    if (n[b] == 0) continue;
    bins.push_back({{"lo", b / 10.0}, {"hi", (b + 1) / 10.0}, {"mean", sum[b] / n[b]}, {"full", full[b] / n[b]},
                    {"some", some[b] / n[b]}, {"n", n[b]}});
  }
  return bins;
}

json figures_of(const json& report) {
  json out = json::array();
  for (std::size_t s = 0; s < meta::kNumStats; ++s) {
    const std::string k(meta::stat_key(s));
    json f = {{"key", k}, {"value", report.contains(k) ? report[k] : json(nullptr)}, {"ci", nullptr}};
    if (report.contains("ci") && report["ci"].is_object() && report["ci"].contains(k)) f["ci"] = report["ci"][k];
    if (report.contains("undefined") && report["undefined"].is_object() && report["undefined"].contains(k))
      f["undefined"] = report["undefined"][k];
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace

Result<json> meta_report_model(const json& meta, const std::vector<std::pair<std::string, meta::ScoredSet>>& scores) {
  if (!meta.is_object()) return make_error(ErrorCode::kInvalidField, "the meta report is not a JSON object");
  json m = json::object();
  m["kind"] = "meta";
  m["generator"] = "citeval 0.1.0";
  json judges = json::array();
  try {
    if (meta.contains("judges") && meta["judges"].is_array()) {
      for (const auto& j : meta["judges"]) {
        json x = {{"name", str(j, "judge")},
                  {"identity", str(j, "identity")},
                  {"approximation", j.value("approximation", false)},
                  {"pairs", j.value("pairs", json(nullptr))},
                  {"failed", j.value("failed", json(nullptr))},
                  {"first_error", str(j, "first_error")},
                  {"figures", figures_of(j.value("report", json::object()))},
                  {"counts", j.contains("report") ? j["report"].value("counts", json::object()) : json::object()}};
        judges.push_back(std::move(x));
      }
      if (meta.contains("labels")) m["labels"] = meta["labels"];
      if (meta.contains("differences")) m["differences"] = meta["differences"];
      if (meta.contains("paper_gensearch")) m["paper"] = meta["paper_gensearch"];
    } else if (meta.contains("counts")) {  // `citeval meta --scores --json`: one report
      judges.push_back({{"name", scores.empty() ? std::string("scores") : scores.front().first},
                        {"identity", ""},
                        {"approximation", false},
                        {"figures", figures_of(meta)},
                        {"counts", meta["counts"]}});
    } else {
      return make_error(ErrorCode::kInvalidField,
                        "not a `citeval meta -o` report (neither 'judges' nor 'counts')");
    }
    if (meta.contains("options")) m["options"] = meta["options"];
    else if (!meta["judges"].empty() && meta["judges"][0].contains("report"))
      m["options"] = meta["judges"][0]["report"].value("options", json::object());
  } catch (const json::exception& e) {
    return make_error(ErrorCode::kParse, "malformed meta report: " + json_error_message(e.what()));
  }
  // Curves from the scored pairs, matched to judges by name (or by position when one each).
  for (std::size_t k = 0; k < scores.size(); ++k) {
    const auto& [name, set] = scores[k];
    json* target = nullptr;
    for (auto& j : judges) {
      if (j["name"] == name) target = &j;
    }
    if (!target && scores.size() == judges.size()) target = &judges[k];
    if (!target) {
      judges.push_back({{"name", name}, {"identity", ""}, {"approximation", false}, {"figures", json::array()}});
      target = &judges.back();
    }
    json roc = json::object();
    const std::pair<const char*, std::array<int, 2>> pairs[] = {
        {"FS vs NS", {2, 0}}, {"FS vs PS", {2, 1}}, {"PS vs NS", {1, 0}}};
    for (const auto& [label, lv] : pairs) roc[label] = roc_curve(set, lv[0], lv[1]);
    (*target)["roc"] = std::move(roc);
    (*target)["dist"] = score_distribution(set);
    const std::string id = (*target)["identity"].get<std::string>() + " " + (*target)["name"].get<std::string>();
    const bool calibrated = id.find("calibrated") != std::string::npos;
    (*target)["calibrated"] = calibrated;
    (*target)["reliability"] = reliability(set);
  }
  m["judges"] = std::move(judges);
  m["stat_keys"] = json::array();
  for (std::size_t s = 0; s < meta::kNumStats; ++s) m["stat_keys"].push_back(std::string(meta::stat_key(s)));
  return m;
}

// ---------------------------------------------------------------------------------------------
// Rendering and writing

std::string script_safe_json(const json& model) {
  const std::string raw = model.dump(-1, ' ', false, json::error_handler_t::replace);
  std::string out;
  out.reserve(raw.size() + raw.size() / 16);
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const char c = raw[i];
    if (c == '<') {
      out += "\\u003c";
    } else if (c == '>') {
      out += "\\u003e";
    } else if (c == '&') {
      out += "\\u0026";
    } else if (c == '\xE2' && i + 2 < raw.size() && raw[i + 1] == '\x80' && (raw[i + 2] == '\xA8' || raw[i + 2] == '\xA9')) {
      out += raw[i + 2] == '\xA8' ? "\\u2028" : "\\u2029";
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

std::string render_html(json model) {
  std::string title = "citeval report";
  if (model.contains("kind")) {
    const std::string kind = model["kind"].get<std::string>();
    if (kind == "meta") title = "citeval meta-evaluation report";
    if (kind == "compare") title = "citeval comparison report";
  }
  const PageParts parts = page_parts(title);
  // A run's passages go in a second data element after the script: the page is drawn and usable
  // while the browser still reads them (they are most of a large page's bytes).
  json passages = json::array();
  if (model.value("kind", "") == "run" && model.contains("items")) {
    for (auto& it : model["items"]) {
      if (it.contains("docs")) {
        passages.push_back(std::move(it["docs"]));
        it.erase("docs");
        it["pi"] = passages.size() - 1;
      }
    }
  }
  return parts.head + script_safe_json(model) + parts.middle + script_safe_json(passages) + parts.tail;
}

Status write_html(const std::string& html, const std::string& path) {
  auto page = PageFile::open(path);
  if (!page) return page.error();
  page->write(html);
  return page->commit();
}

Status write_html_report(const std::string& detail_path, const json& summary, const std::string& out_path,
                         const std::string& input_path) {
  RunSources src;
  src.detail = detail_path;
  src.summary = summary.is_object() ? &summary : nullptr;
  // A LongBench-Cite detail holds its cited text: the input is not needed (nor accepted).
  const bool longcite = summary.is_object() && summary.contains("citeval") && summary["citeval"].is_object() &&
                        summary["citeval"].value("benchmark", "") == "longbench-cite";
  if (!longcite) src.input = input_path;
  return write_run_page(src, HtmlOptions{}, out_path);
}

}  // namespace citeval::report

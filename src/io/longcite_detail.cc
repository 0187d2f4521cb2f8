#include "io/longcite_detail.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <utility>

#include <fmt/format.h>

#include "common/json_nesting.h"
#include "common/read_file.h"
#include "metrics/longcite_answer.h"

namespace citeval::io {
namespace {

using nlohmann::json;

constexpr int kVersion = 2;  // 1: no score_scale, fractions
constexpr const char* kHeaderKey = "citeval_detail";

std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// What a finished line contributes to the summary.
Result<metrics::LongciteScores> scores_of_line(const json& j) {
  metrics::LongciteScores s;
  try {
    s.dataset = j.at("dataset").get<std::string>();
    s.recall = j.at("citation_recall").get<double>();
    s.precision = j.at("citation_precision").get<double>();
    s.f1 = j.at("citation_f1").get<double>();
    s.cited_snippets = j.at("cited_snippets").get<std::size_t>();
    s.cited_tokens = j.at("cited_tokens").get<std::size_t>();
    for (auto [key, target] : {std::pair{"correctness", &s.correctness}, std::pair{"correctness_lqa", &s.correctness_lqa}}) {
      if (!j.contains(key) || j.at(key).is_null()) continue;
      auto c = longcite_correctness_of_json(j.at(key));
      if (!c) return make_error(c.error().code, fmt::format("{}: {}", key, c.error().message));
      *target = *c;
    }
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInvalidField, std::string("not a detail record: ") + e.what());
  }
  return s;
}

}  // namespace

json LongciteDetailHeader::to_json() const {
  json h = {{kHeaderKey,
           {{"version", kVersion},
            {"benchmark", "longbench-cite"},
            {"input", input},
            {"input_fingerprint", input_fingerprint},
            {"judges", {{"support", support_judge}, {"need_citation", need_citation_judge}, {"relevance", relevance_judge}}},
            {"max_statements", max_statements},
            {"citation_tokenizer", citation_tokenizer},
            {"score_scale", static_cast<int>(score_scale)}}}};
  // Only with the correctness rating, so the headers of other runs stay as they were.
  if (!correctness_rater.empty()) h[kHeaderKey]["correctness"] = correctness_rater;
  if (!lqa_fingerprint.empty()) {
    h[kHeaderKey]["lqa_input"] = lqa_input;
    h[kHeaderKey]["lqa_fingerprint"] = lqa_fingerprint;
  }
  return h;
}

Result<LongciteDetailHeader> LongciteDetailHeader::from_json(const json& j) {
  if (!j.is_object() || !j.contains(kHeaderKey)) {
    return make_error(ErrorCode::kInvalidArgument,
                      "no citeval_detail header line: written by an older citeval (or not a "
                      "LongBench-Cite detail file), so what its results depend on is unknown");
  }
  LongciteDetailHeader h;
  try {
    const json& d = j.at(kHeaderKey);
    const int version = d.at("version").is_number_integer() ? d.at("version").get<int>() : 0;
    if (version != 1 && version != kVersion) {
      return make_error(ErrorCode::kInvalidArgument,
                        fmt::format("detail format version {}, this citeval reads 1 and {}", dump(d.at("version")), kVersion));
    }
    h.score_scale = version == 1 ? 1.0 : d.at("score_scale").get<double>();
    if (h.score_scale != 1 && h.score_scale != 100) {
      return make_error(ErrorCode::kInvalidField, "malformed citeval_detail header: score_scale " + dump(d.at("score_scale")) +
                                                      " (1 or 100)");
    }
    if (d.at("benchmark").get<std::string>() != "longbench-cite") {
      return make_error(ErrorCode::kInvalidArgument, "not a LongBench-Cite detail file");
    }
    h.input = d.at("input").get<std::string>();
    h.input_fingerprint = d.at("input_fingerprint").get<std::string>();
    h.support_judge = d.at("judges").at("support").get<std::string>();
    h.need_citation_judge = d.at("judges").at("need_citation").get<std::string>();
    h.relevance_judge = d.at("judges").at("relevance").get<std::string>();
    h.max_statements = d.at("max_statements").get<std::size_t>();
    h.citation_tokenizer = d.at("citation_tokenizer").get<std::string>();
    h.correctness_rater = d.value("correctness", "");
    h.lqa_input = d.value("lqa_input", "");
    h.lqa_fingerprint = d.value("lqa_fingerprint", "");
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInvalidField, std::string("malformed citeval_detail header: ") + e.what());
  }
  return h;
}

namespace {

// The parts of an identity "kind:model|key=value|..." (one part for a plain spec).
std::vector<std::string_view> identity_parts(std::string_view id) {
  std::vector<std::string_view> parts;
  for (std::size_t from = 0;;) {
    const std::size_t bar = id.find('|', from);
    parts.push_back(id.substr(from, bar == std::string_view::npos ? std::string_view::npos : bar - from));
    if (bar == std::string_view::npos) return parts;
    from = bar + 1;
  }
}

// How two identities differ, naming only the parts that differ: a judge's identity holds its
// prompt hashes and every setting, and the one that changed is lost in the whole.
//   "'lexical' in the detail, 'embed' now"                      (another kind or model)
//   "llm-support:m: 'temperature=0' in the detail, 'temperature=1' now"
std::string identity_difference(const std::string& a, const std::string& b) {
  const auto pa = identity_parts(a), pb = identity_parts(b);
  if (pa.front() != pb.front()) return fmt::format("'{}' in the detail, '{}' now", pa.front(), pb.front());
  std::string out;
  for (std::size_t k = 1; k < std::max(pa.size(), pb.size()); ++k) {
    const std::string_view x = k < pa.size() ? pa[k] : "none", y = k < pb.size() ? pb[k] : "none";
    if (x == y) continue;
    out += fmt::format("{}'{}' in the detail, '{}' now", out.empty() ? "" : ", ", x, y);
  }
  return fmt::format("{}: {}", pa.front(), out);
}

}  // namespace

std::vector<std::string> longcite_header_differences(const LongciteDetailHeader& detail,
                                                     const LongciteDetailHeader& now) {
  std::vector<std::string> out;
  auto cmp = [&](const char* what, const std::string& a, const std::string& b) {
    if (a != b) out.push_back(fmt::format("{}: {}", what, identity_difference(a, b)));
  };
  if (detail.input_fingerprint != now.input_fingerprint) {
    out.push_back(fmt::format("input: {} ({}) in the detail, {} ({}) now — the input's content differs", detail.input,
                              detail.input_fingerprint, now.input, now.input_fingerprint));
  }
  cmp("support judge", detail.support_judge, now.support_judge);
  cmp("need-citation judge", detail.need_citation_judge, now.need_citation_judge);
  cmp("relevance judge", detail.relevance_judge, now.relevance_judge);
  cmp("max_statements", std::to_string(detail.max_statements), std::to_string(now.max_statements));
  cmp("citation tokenizer", detail.citation_tokenizer, now.citation_tokenizer);
  auto none = [](const std::string& x) { return x.empty() ? std::string("none") : x; };
  cmp("correctness rater", none(detail.correctness_rater), none(now.correctness_rater));
  if (detail.lqa_fingerprint != now.lqa_fingerprint) {
    out.push_back(fmt::format("LQA input: {} in the detail, {} now", 
                              detail.lqa_fingerprint.empty() ? "none" : detail.lqa_input + " (" + detail.lqa_fingerprint + ")",
                              now.lqa_fingerprint.empty() ? "none" : now.lqa_input + " (" + now.lqa_fingerprint + ")"));
  }
  if (detail.score_scale > now.score_scale) {
    out.push_back(fmt::format("score_scale: {} in the detail, {} now (`reference_aggregation` writes eval_cite.py's "
                              "fractions; a detail of percentages resumes only a run without it)",
                              static_cast<int>(detail.score_scale), static_cast<int>(now.score_scale)));
  }
  return out;
}

Result<std::string> longcite_tokenizer_identity(const std::string& spec) {
  for (const char* kind : {"spm:", "hf:"}) {
    const std::string k(kind);
    if (spec.rfind(k, 0) != 0) continue;
    auto bytes = read_whole_file(spec.substr(k.size()), "cannot open the tokenizer model", "cannot read the tokenizer model");
    if (!bytes) return bytes.error();
    return spec + "@" + longcite_fingerprint(*bytes);
  }
  return spec;
}

Result<metrics::LongciteCorrectness> longcite_correctness_of_json(const json& j) {
  metrics::LongciteCorrectness c;
  try {
    c.score = j.at("score").get<double>();
    for (const auto& r : j.at("ratings")) {
      ++c.ratings;
      if (r.at("rating").is_null()) ++c.unreadable;
      if (r.value("out_of_range", false)) ++c.out_of_range;
    }
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInvalidField, std::string("not a correctness record: ") + e.what());
  }
  return c;
}

json longcite_item_json(const metrics::LongciteResult& r, const LongciteInputItem& in, double score_scale,
                        const json& correctness, const json& correctness_lqa) {
  const metrics::LongciteItem& it = *r.item;
  json sts = json::array();
  for (std::size_t s = 0; s < it.statements.size(); ++s) {
    const auto& st = it.statements[s];
    const auto& sc = r.statements[s];
    json cites = json::array();
    for (std::size_t c = 0; c < st.citation.size(); ++c) {
      const auto& ct = st.citation[c];
      json cj = {{"st_sent", ct.st_sent}, {"ed_sent", ct.ed_sent}};
      if (in.parsed) {  // LongCite reports Python str (code point) offsets
        cj["start_char"] = metrics::code_points(std::string_view(in.context).substr(0, ct.start_byte));
        cj["end_char"] = metrics::code_points(std::string_view(in.context).substr(0, ct.end_byte));
      } else {
        cj["start_char"] = ct.start_byte;
        cj["end_char"] = ct.end_byte;
      }
      cj["cite"] = ct.cite;
      if (sc.citation[c].relevant_score) {
        cj["relevant_score"] = *sc.citation[c].relevant_score;
        cj["relevant_output"] = sc.citation[c].relevant_output;
      }
      cj["tokens"] = sc.citation[c].tokens;
      cites.push_back(std::move(cj));
    }
    json sj = {{"statement", st.statement}, {"citation", std::move(cites)}};
    if (sc.support_score) {
      sj["support_score"] = *sc.support_score;
      sj["support_output"] = sc.support_output;
      if (sc.need_citation_asked || sc.need_citation_rule) sj["need_citation"] = 1.0 - *sc.support_score;
    }
    sts.push_back(std::move(sj));
  }
  json line = {{"idx", in.idx},
          {"position", in.position},
          {"line", in.line},
          {"dataset", it.dataset},
          {"query", it.query},
          {"prediction", it.prediction},
          {"statements", std::move(sts)},
          {"citation_recall", score_scale * r.recall},
          {"citation_precision", score_scale * r.precision},
          {"citation_f1", score_scale * r.f1},
          {"cited_snippets", r.cited_snippets},
          {"cited_tokens", r.cited_tokens}};
  // The statements in the caller's text: byte offsets into "prediction" as given, through the tag
  // and cite block removal; null when the input gave the statements split (no text to point into).
  json given = nullptr;
  if (in.parsed) {
    given = json::array();
    for (const auto& st : it.statements) {
      json marks = json::array();
      for (const auto& c : st.cites) marks.push_back({{"begin", c.begin}, {"end", c.end}});
      const metrics::LongciteSpan at = st.at.value_or(metrics::LongciteSpan{});
      given.push_back({{"begin", at.begin}, {"end", at.end}, {"marks", std::move(marks)}});
    }
  }
  line["given"] = std::move(given);
  if (!correctness.is_null()) line["correctness"] = correctness;
  if (!correctness_lqa.is_null()) line["correctness_lqa"] = correctness_lqa;
  return line;
}

Result<LongciteDetailState> read_longcite_detail(const std::string& path, const LongciteDetailHeader& expected,
                                                 const LongciteInput& input) {
  std::map<std::size_t, std::size_t> index_of;  // position -> index into input.items
  for (std::size_t i = 0; i < input.items.size(); ++i) index_of[input.items[i].position] = i;
  return read_longcite_detail(path, expected, [&](std::size_t position, const std::string& idx) {
    auto in = index_of.find(position);
    return in != index_of.end() && input.items[in->second].item.idx == idx;
  });
}

Result<LongciteDetailState> read_longcite_detail(const std::string& path, const LongciteDetailHeader& expected,
                                                 const std::function<bool(std::size_t, const std::string&)>& is_item,
                                                 const std::function<Status(std::string_view line)>& on_line) {
  LongciteDetailState state;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return state;
  if (std::filesystem::is_directory(path, ec)) return make_error(ErrorCode::kIo, "cannot open: is a directory", path);
  std::ifstream file(path, std::ios::binary);
  if (!file) return make_error(ErrorCode::kIo, "cannot open", path);
  constexpr std::string_view kHeaderStart = R"({"citeval_detail")";
  std::map<std::size_t, std::size_t> line_of;  // resumed position -> its detail line
  std::size_t line = 0;
  auto err = [&](ErrorCode code, const std::string& msg) { return make_error(code, msg, path, line); };
  std::string text;
  // Complete lines (ending in '\n') only; a last line without one was cut by a crash.
  while (std::getline(file, text)) {
    if (file.eof()) {
      state.dropped_bytes = text.size();
      if (state.complete_bytes == 0 && text.substr(0, kHeaderStart.size()) != kHeaderStart.substr(0, text.size())) {
        return make_error(ErrorCode::kInvalidArgument, "not a LongBench-Cite detail file (no citeval_detail header)",
                          path, 1);
      }
      break;
    }
    state.complete_bytes += text.size() + 1;
    const std::string_view l = text;
    ++line;
    auto kept = [&]() -> Status { return on_line ? on_line(l) : Status(Ok{}); };
    if (line > 1 && l.find_first_not_of(" \t\r") == std::string_view::npos) {
      if (auto st = kept(); !st) return st.error();
      continue;
    }
    if (auto st = check_json_nesting(l); !st) return err(ErrorCode::kParse, st.error().message);
    json j = json::parse(l, nullptr, false);
    if (line == 1) {
      auto h = j.is_discarded() ? LongciteDetailHeader::from_json(json()) : LongciteDetailHeader::from_json(j);
      if (!h) return err(h.error().code, h.error().message);
      std::vector<std::string> diff = longcite_header_differences(*h, expected);
      if (!diff.empty()) {
        std::string msg = "written by a run with other judges, input or options: ";
        for (std::size_t k = 0; k < diff.size(); ++k) msg += (k ? "; " : "") + diff[k];
        return err(ErrorCode::kInvalidArgument, msg);
      }
      state.fresh = false;
      state.score_scale = h->score_scale;
      if (auto st = kept(); !st) return st.error();
      continue;
    }
    if (j.is_discarded()) return err(ErrorCode::kParse, "not valid JSON (a detail line damaged other than by a crash)");
    if (!j.is_object() || !j.contains("position") || !j["position"].is_number_unsigned() || !j.contains("idx")) {
      return err(ErrorCode::kInvalidField, "not a detail record (no \"position\" or \"idx\")");
    }
    const std::size_t position = j["position"].get<std::size_t>();
    if (!is_item(position, dump(j["idx"]))) {
      return err(ErrorCode::kInvalidField,
                 fmt::format("item position {} (idx {}) is not an item of the input", position, dump(j["idx"])));
    }
    auto [prev, fresh] = line_of.emplace(position, line);
    if (!fresh) return err(ErrorCode::kInvalidField, fmt::format("item position {} is already on line {}", position, prev->second));
    auto s = scores_of_line(j);
    if (!s) return err(s.error().code, s.error().message);
    state.items.push_back({position, std::move(*s)});
    if (auto st = kept(); !st) return st.error();
  }
  if (file.bad()) return make_error(ErrorCode::kIo, "cannot read", path);
  if (state.dropped_bytes > 0) state.dropped_line = line + 1;
  return state;
}

Result<LongciteDetailWriter> LongciteDetailWriter::open(const std::string& path, const LongciteDetailHeader& header,
                                                        const LongciteDetailState* resume) {
  const bool fresh = resume == nullptr || resume->fresh;
  if (!fresh && resume->dropped_bytes > 0) {
    std::error_code ec;
    std::filesystem::resize_file(path, resume->complete_bytes, ec);
    if (ec) return make_error(ErrorCode::kIo, "cannot drop the cut last line: " + ec.message(), path);
  }
  const double scale = fresh ? header.score_scale : resume->score_scale;
  auto mode = std::ios::binary | (fresh ? std::ios::trunc : std::ios::app);
  auto out = std::make_unique<std::ofstream>(path, mode);
  if (!*out) return make_error(ErrorCode::kIo, "cannot open for writing", path);
  if (fresh) {
    *out << dump(header.to_json()) << '\n';
    out->flush();
    if (!*out) return make_error(ErrorCode::kIo, "write failed", path);
  }
  return LongciteDetailWriter(path, std::move(out), scale);
}

Status LongciteDetailWriter::write(const metrics::LongciteResult& result, const LongciteInputItem& in,
                                   const json& correctness, const json& correctness_lqa) {
  *out_ << dump(longcite_item_json(result, in, score_scale_, correctness, correctness_lqa)) << '\n';
  out_->flush();
  if (!*out_) return make_error(ErrorCode::kIo, "write failed", path_);
  return Ok{};
}

}  // namespace citeval::io

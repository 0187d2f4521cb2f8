// citeval/judge_lines.h: `citeval judge`'s answers to JSONL pair lines (meta/judge_pairs.h reads
// a line).
#include "citeval/judge_lines.h"

#include <utility>

#include <nlohmann/json.hpp>

#include "meta/judge_pairs.h"

namespace citeval {

namespace {

struct Pending {
  std::size_t line;
  nlohmann::ordered_json object;
  bool bad = false;  // not judged: a malformed line (`object` is its error line) or a blank one (null)
};

}  // namespace

struct JudgeLines::Impl {
  Session& session;
  std::string name;
  std::vector<JudgeRequest> requests;
  std::vector<Pending> pending;
  std::size_t lines = 0, judged = 0, failed = 0, malformed = 0;
};

JudgeLines::JudgeLines(Session& session, std::string name)
    : impl_(std::make_unique<Impl>(Impl{session, std::move(name), {}, {}})) {}
JudgeLines::~JudgeLines() = default;

std::optional<Error> JudgeLines::add(std::size_t line_no, std::string_view line) {
  Impl& m = *impl_;
  if (meta::is_blank_line(line)) {  // a blank output line keeps the alignment
    m.pending.push_back({line_no, nlohmann::ordered_json(), true});
    return std::nullopt;
  }
  ++m.lines;
  auto pair = meta::parse_judge_pair(line, m.name, line_no);
  if (!pair) {
    ++m.malformed;
    nlohmann::ordered_json obj;
    obj["line"] = line_no;
    obj["error"] = pair.error().to_string();
    m.pending.push_back({line_no, std::move(obj), true});
    return pair.error();
  }
  JudgeRequest req;
  req.premise = std::move(pair->premise);
  req.hypothesis = std::move(pair->hypothesis);
  m.requests.push_back(std::move(req));
  m.pending.push_back({line_no, std::move(pair->object)});
  return std::nullopt;
}

std::size_t JudgeLines::pending() const { return impl_->pending.size(); }

JudgeLines::Block JudgeLines::flush() {
  Impl& m = *impl_;
  Block block;
  if (m.pending.empty()) return block;
  std::vector<Judgment> out = m.requests.empty() ? std::vector<Judgment>{} : m.session.judge_batch(m.requests);
  const bool approx = m.session.is_approximation();
  std::size_t next = 0;  // the judgment of the next good line
  for (auto& p : m.pending) {
    auto& obj = p.object;
    if (p.bad) {
      if (!obj.is_null()) block.text += obj.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
      block.text += '\n';
      continue;
    }
    const Judgment& j = out[next++];
    if (j.ok) {
      obj["prob"] = j.prob;
      obj["label"] = j.label;
      if (approx) obj["approximate"] = true;
      if (!j.rationale.empty()) obj["rationale"] = j.rationale;
      ++m.judged;
    } else {
      obj["error"] = j.error;
      block.errors.push_back(make_error(ErrorCode::kJudge, j.error, m.name, p.line));
      ++m.failed;
    }
    block.text += obj.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    block.text += '\n';
  }
  m.pending.clear();
  m.requests.clear();
  return block;
}

std::size_t JudgeLines::lines() const { return impl_->lines; }
std::size_t JudgeLines::judged() const { return impl_->judged; }
std::size_t JudgeLines::failed() const { return impl_->failed; }
std::size_t JudgeLines::malformed() const { return impl_->malformed; }

}  // namespace citeval

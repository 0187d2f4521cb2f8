#include "benchmarks/longbench_cite/longbench_cite_benchmark.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <functional>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "benchmarks/judge_info.h"
#include "benchmarks/state.h"
#include "common/json_nesting.h"
#include "common/spill_vector.h"
#include "io/longcite_detail.h"
#include "io/longcite_reader.h"
#include "judge/judgment_cache.h"
#include "judge/need_citation_rule.h"
#include "judge/pair_key.h"
#include "judge/registry.h"
#include "llm/correctness_rater.h"
#include "llm/llm_judge.h"
#include "metrics/citation_length.h"
#include "metrics/longcite_answer.h"
#include "metrics/longcite_correctness.h"
#include "metrics/longcite_evaluator.h"
#include "report/alce_report.h"

namespace citeval::benchmarks {

namespace {

constexpr const char* kRoles[3] = {"support", "need_citation", "relevance"};

struct LongciteItemData : ItemData {
  explicit LongciteItemData(io::LongciteInputItem i) : item(std::move(i)) {}
  std::size_t index() const override { return item.position; }
  io::LongciteInputItem item;
};

struct LongciteOptionsOf : Options {
  std::string tokenizer = "auto";
  std::string tokenizer_identity;
  std::string specs[3];  // support, need-citation ("" none, "always" the rule), relevance
  bool rule = false;
  metrics::LongciteOptions longcite;
  bool reference_aggregation = false;
  std::string input_fingerprint;
  bool fingerprint_given = false;  // EvalOptions::input_fingerprint set (else the file's)
  std::optional<bool> question_in_request;
  bool correctness = false;
  std::string correctness_model, lqa_input;
};

// One scored item as a state keeps it: plain values (the dataset by its index in
// LongciteTotalsOf::datasets), so that the rows go to a SpillVector (issue 27: 160 bytes an item
// were in RAM for the whole run).
struct ScoreRow {
  std::size_t position = 0;
  std::uint32_t dataset = 0;
  double recall = 0.0, precision = 0.0, f1 = 0.0;
  std::size_t cited_snippets = 0, cited_tokens = 0;
  std::optional<metrics::LongciteCorrectness> correctness, correctness_lqa;
};

// Judge errors of one key (a dataset, a dataset group): how many, and the first one's text.
struct ErrorCount {
  std::size_t count = 0;
  std::string first;
  void add(std::size_t n, const std::string& first_error) {
    if (count == 0) first = first_error;
    count += n;
  }
};

struct LongciteTotalsOf : Totals {
  // Each scored item's position and scores, summed in order (the one per-item value a run keeps).
  SpillVector<ScoreRow> rows;
  std::vector<std::string> datasets;                      // the rows' datasets, as first seen
  std::unordered_map<std::string, std::uint32_t> dataset_at;
  bool in_order = true;                                   // positions ascending (else: resumed)
  void add_score(std::size_t position, const metrics::LongciteScores& s) {
    auto [it, added] = dataset_at.try_emplace(s.dataset, static_cast<std::uint32_t>(datasets.size()));
    if (added) datasets.push_back(s.dataset);
    if (!rows.empty() && position < last_position) in_order = false;
    last_position = position;
    rows.push_back({position, it->second, s.recall, s.precision, s.f1, s.cited_snippets, s.cited_tokens,
                    s.correctness, s.correctness_lqa});
  }
  // f(position, const metrics::LongciteScores&) for each scored item, in order.
  template <class F>
  void for_each_score(F&& f) const {
    metrics::LongciteScores s;
    rows.for_each([&](const ScoreRow& r) {
      s.dataset = datasets[r.dataset];
      s.recall = r.recall;
      s.precision = r.precision;
      s.f1 = r.f1;
      s.cited_snippets = r.cited_snippets;
      s.cited_tokens = r.cited_tokens;
      s.correctness = r.correctness;
      s.correctness_lqa = r.correctness_lqa;
      f(r.position, std::as_const(s));
    });
  }
  std::size_t last_position = 0;
  std::size_t items_read = 0, duplicates = 0, resumed = 0, finished = 0, judge_errors = 0, excluded = 0;
  std::string first_judge_error;
  // Judge errors by the failed item's dataset: a group's figures are partial when items of its
  // datasets were left out.
  std::map<std::string, ErrorCount> errors_by_dataset;
  nlohmann::json incomplete = nlohmann::json::array();  // first 100 items with judge errors
  std::string resumed_from;                             // the detail file
  std::map<std::string, JudgeStats> sessions;           // by spec (a custom judge: its identity)
  std::string role_sessions[3];                         // the key of each role's session; "" = none
  bool approximation[3] = {false, false, false};
  std::array<std::optional<llm::LlmJudgeStats>, 3> llm_judges;
  // Correctness (the per-item ratings live in `scores`): items not rated because their dataset
  // has no rubric, and the first 100 unreadable ratings ("FILE:LINE: idx X: ...").
  std::size_t correctness_no_rubric = 0;
  nlohmann::json unreadable = nlohmann::json::array();
  // Ratings read from the persistent judgment cache (not asked again), and the cache's failures
  // (the run went on, asking), the first one said.
  std::size_t rating_cache_hits = 0, rating_cache_errors = 0;
  std::string rating_cache_error;

  std::unique_ptr<Totals> clone() const override { return std::make_unique<LongciteTotalsOf>(*this); }
  void merge(const Totals& later) override;
  void to_json(nlohmann::json& state) const override;
};

const LongciteTotalsOf& T(const State& s) { return s.totals_as<LongciteTotalsOf>(); }

// An answered rating as the detail's "ratings" hold it: rating (null: unreadable after every
// try), score, tries, the last reply, and why it is unreadable, or that it is out of range.
nlohmann::json rating_json(const llm::CorrectnessRating& rt) {
  nlohmann::json j = {{"rating", rt.rating ? nlohmann::json(*rt.rating) : nlohmann::json()},
                      {"score", rt.score},
                      {"tries", rt.tries},
                      {"reply", rt.reply}};
  if (!rt.rating) j["error"] = rt.error;
  if (rt.out_of_range) j["out_of_range"] = true;
  return j;
}

// A correctness rating as the judgment cache keeps it: prob the score, label the rating (-1:
// unreadable after every try), and its rating_json as the rationale. Only ratings that were
// answered (ok) are kept, as an LLM judge's session keeps only its decisions.
Judgment rating_judgment(const llm::CorrectnessRating& rt) {
  Judgment j;
  j.ok = true;
  j.prob = rt.score;
  j.label = rt.rating.value_or(-1);
  j.rationale = rating_json(rt).dump();
  return j;
}

// The rating back, or nullopt for a cached value of another shape (then asked again).
std::optional<llm::CorrectnessRating> rating_from_judgment(const Judgment& j) {
  const auto r = nlohmann::json::parse(j.rationale, nullptr, false);
  if (!r.is_object() || !r.contains("rating") || !r["tries"].is_number_integer() || !r["reply"].is_string() ||
      !(r["rating"].is_null() || r["rating"].is_number_integer())) {
    return std::nullopt;
  }
  llm::CorrectnessRating rt;
  rt.ok = true;
  rt.score = j.prob;
  if (!r["rating"].is_null()) rt.rating = r["rating"].get<int>();
  rt.tries = r["tries"].get<int>();
  rt.reply = r["reply"].get<std::string>();
  rt.error = r.value("error", std::string());
  rt.out_of_range = r.value("out_of_range", false);
  return rt;
}

// The scale of LongBench-Cite's per-response and summary figures: x100 as every benchmark's, or
// eval_cite.py's fractions with reference_aggregation.
double longcite_score_scale(bool reference_aggregation) { return reference_aggregation ? 1.0 : report::kScoreScale; }

// A LongBench-Cite figure of scale `scale` in the table: ×100 whatever the JSON's scale.
std::string fmt_score(double x, double scale) {
  return std::isnan(x) ? "  -  " : fmt::format("{:5.1f}", x * (report::kScoreScale / scale));
}

void LongciteTotalsOf::to_json(nlohmann::json& state) const {
  const LongciteTotalsOf& t = *this;
  nlohmann::json j;
  nlohmann::json scores = nlohmann::json::array();
  auto correctness = [](const std::optional<metrics::LongciteCorrectness>& c) {
    return c ? nlohmann::json{c->score, c->ratings, c->unreadable, c->out_of_range} : nlohmann::json();
  };
  t.for_each_score([&](std::size_t position, const metrics::LongciteScores& s) {
    nlohmann::json row = {position, s.dataset, s.recall, s.precision, s.f1, s.cited_snippets, s.cited_tokens};
    if (s.correctness || s.correctness_lqa) {
      row.push_back(correctness(s.correctness));
      row.push_back(correctness(s.correctness_lqa));
    }
    scores.push_back(std::move(row));
  });
  j["scores"] = std::move(scores);
  j["unreadable"] = t.unreadable;
  j["rating_cache"] = {t.rating_cache_hits, t.rating_cache_errors, t.rating_cache_error};
  j["counts"] = {t.items_read, t.duplicates, t.resumed, t.finished, t.judge_errors, t.excluded};
  j["first_judge_error"] = t.first_judge_error;
  nlohmann::json by_dataset = nlohmann::json::object();
  for (const auto& [d, e] : t.errors_by_dataset) by_dataset[d] = {e.count, e.first};
  j["errors_by_dataset"] = std::move(by_dataset);
  j["incomplete"] = t.incomplete;
  j["resumed_from"] = t.resumed_from;
  nlohmann::json sessions = nlohmann::json::object();
  for (const auto& [k, s] : t.sessions) sessions[k] = stats_state_json(s);
  j["sessions"] = std::move(sessions);
  j["role_sessions"] = {t.role_sessions[0], t.role_sessions[1], t.role_sessions[2]};
  j["approximation"] = {t.approximation[0], t.approximation[1], t.approximation[2]};
  nlohmann::json lj = nlohmann::json::array();
  for (const auto& s : t.llm_judges) {
    lj.push_back(s ? nlohmann::json{s->items, s->asks, s->reasks, s->unparseable, s->failed} : nlohmann::json());
  }
  j["llm_judges"] = std::move(lj);
  state["longcite"] = std::move(j);
}

LongciteTotalsOf longcite_totals_from_json(const nlohmann::json& j) {
  LongciteTotalsOf t;
  auto correctness = [](const nlohmann::json& c) -> std::optional<metrics::LongciteCorrectness> {
    if (c.is_null()) return std::nullopt;
    return metrics::LongciteCorrectness{c.at(0).get<double>(), c.at(1).get<std::size_t>(), c.at(2).get<std::size_t>(),
                                        c.at(3).get<std::size_t>()};
  };
  for (const auto& s : j.at("scores")) {
    metrics::LongciteScores sc{s.at(1).get<std::string>(), s.at(2).get<double>(), s.at(3).get<double>(),
                               s.at(4).get<double>(), s.at(5).get<std::size_t>(), s.at(6).get<std::size_t>(),
                               std::nullopt, std::nullopt};
    if (s.size() > 7) {
      sc.correctness = correctness(s.at(7));
      sc.correctness_lqa = correctness(s.at(8));
    }
    t.add_score(s.at(0).get<std::size_t>(), std::move(sc));
  }
  if (j.contains("unreadable")) t.unreadable = j.at("unreadable");
  if (auto rc = j.find("rating_cache"); rc != j.end()) {  // absent in a state saved before it was kept
    t.rating_cache_hits = rc->at(0).get<std::size_t>();
    t.rating_cache_errors = rc->at(1).get<std::size_t>();
    t.rating_cache_error = rc->at(2).get<std::string>();
  }
  const auto& c = j.at("counts");
  std::size_t* counts[] = {&t.items_read, &t.duplicates, &t.resumed, &t.finished, &t.judge_errors, &t.excluded};
  for (std::size_t k = 0; k < std::size(counts); ++k) *counts[k] = c.at(k).get<std::size_t>();
  t.first_judge_error = j.at("first_judge_error").get<std::string>();
  if (auto e = j.find("errors_by_dataset"); e != j.end()) {  // absent in a state saved before it was kept
    for (const auto& [d, x] : e->items()) t.errors_by_dataset[d] = {x.at(0).get<std::size_t>(), x.at(1).get<std::string>()};
  }
  t.incomplete = j.at("incomplete");
  t.resumed_from = j.at("resumed_from").get<std::string>();
  for (const auto& [k, s] : j.at("sessions").items()) t.sessions[k] = stats_from_json(s);
  for (int k = 0; k < 3; ++k) {
    t.role_sessions[k] = j.at("role_sessions").at(k).get<std::string>();
    t.approximation[k] = j.at("approximation").at(k).get<bool>();
    const auto& s = j.at("llm_judges").at(k);
    if (!s.is_null()) {
      t.llm_judges[k] = llm::LlmJudgeStats{s.at(0).get<std::uint64_t>(), s.at(1).get<std::uint64_t>(),
                                           s.at(2).get<std::uint64_t>(), s.at(3).get<std::uint64_t>(),
                                           s.at(4).get<std::uint64_t>()};
    }
  }
  return t;
}

void LongciteTotalsOf::merge(const Totals& later) {
  LongciteTotalsOf& a = *this;
  const auto& b = static_cast<const LongciteTotalsOf&>(later);
  b.for_each_score([&](std::size_t position, const metrics::LongciteScores& s) { a.add_score(position, s); });
  a.items_read += b.items_read;
  a.duplicates += b.duplicates;
  a.resumed += b.resumed;
  a.finished += b.finished;
  a.judge_errors += b.judge_errors;
  a.excluded += b.excluded;
  if (a.first_judge_error.empty()) a.first_judge_error = b.first_judge_error;
  for (const auto& [d, e] : b.errors_by_dataset) a.errors_by_dataset[d].add(e.count, e.first);
  for (const auto& e : b.incomplete) {
    if (a.incomplete.size() >= kListed) break;
    a.incomplete.push_back(e);
  }
  for (const auto& e : b.unreadable) {
    if (a.unreadable.size() >= kListed) break;
    a.unreadable.push_back(e);
  }
  a.rating_cache_hits += b.rating_cache_hits;
  a.rating_cache_errors += b.rating_cache_errors;
  if (a.rating_cache_error.empty()) a.rating_cache_error = b.rating_cache_error;
  if (a.resumed_from.empty()) a.resumed_from = b.resumed_from;
  for (const auto& [k, s] : b.sessions) a.sessions[k].merge(s);
  for (int k = 0; k < 3; ++k) {
    if (!b.llm_judges[k]) continue;
    if (!a.llm_judges[k]) a.llm_judges[k] = llm::LlmJudgeStats{};
    auto& x = *a.llm_judges[k];
    const auto& y = *b.llm_judges[k];
    x.items += y.items;
    x.asks += y.asks;
    x.reasks += y.reasks;
    x.unparseable += y.unparseable;
    x.failed += y.failed;
  }
}


std::string with_kind(const std::string& spec, const std::string& kind) {
  std::size_t colon = spec.find(':');
  return kind + (colon == std::string::npos ? std::string() : spec.substr(colon));
}

// The key matching an item with its LQA counterpart: idx (JSON text) and dataset.
std::string lqa_key(const io::LongciteInputItem& in) { return in.item.idx + '\n' + in.item.dataset; }

std::string duplicate_text(const std::string& path, const io::LongciteDuplicateIdx& d) {
  return fmt::format("{}:{}: idx {} repeats line {}; both items are scored (as LongCite does)", path, d.line, d.idx,
                     d.first_line);
}

// The item's first uncited statement before `max_statements`, if any (its index; else the count).
std::size_t first_uncited_statement(const io::LongciteInputItem& in, std::size_t max_statements) {
  for (std::size_t s = 0; s < in.item.statements.size() && s < max_statements; ++s) {
    if (in.item.statements[s].citation.empty()) return s;
  }
  return in.item.statements.size();
}

// "FILE:LINE: idx X, statement K (\"TEXT...\")" of the item's statement s.
std::string uncited_where(const std::string& path, const io::LongciteInputItem& in, std::size_t s) {
  const std::string& text = in.item.statements[s].statement;
  std::size_t cut = std::min<std::size_t>(text.size(), 60);
  while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return fmt::format("{}:{}: idx {}, statement {} (\"{}{}\")", path, in.line, in.item.idx, s + 1, text.substr(0, cut),
                     cut < text.size() ? "..." : "");
}

// The first uncited statement among the judged ones, if any: "FILE:LINE: idx X, statement K".
std::string first_uncited(const std::vector<const io::LongciteInputItem*>& items, const std::string& path,
                          std::size_t max_statements) {
  for (const auto* it : items) {
    const std::size_t s = first_uncited_statement(*it, max_statements);
    if (s < it->item.statements.size()) return uncited_where(path, *it, s);
  }
  return {};
}

// A LongBench-Cite file read twice and never held. A first pass (open) finds what must be known
// before judging — the fingerprint (the identity; a resumed detail's header), duplicate idx, the
// malformed items, each position's idx key (matching resumed lines) and whether its dataset is one
// of the seven (--reference-aggregation), the first uncited statement — keeping compact values
// only; next() reads the file again, one item at a time, and fails (fatal_error) should its bytes
// no longer be the first pass's.
class LongciteSource : public ItemSource {
 public:
  struct Entry {  // one a position, malformed items included
    io::LongciteIdxKey idx;
    bool item = false;               // well-formed
    bool reference_dataset = false;  // one of LongBench-Cite's seven
  };
  struct Outside {  // the first item whose dataset is not one of the seven
    std::size_t line = 0;
    std::string dataset;
  };

  static Result<std::unique_ptr<LongciteSource>> open(const BenchmarkImpl& benchmark, const std::string& path) {
    auto reader = io::LongciteReader::open(path);
    if (!reader) return reader.error();
    auto source = std::unique_ptr<LongciteSource>(new LongciteSource(benchmark, reader->path()));
    LongciteSource& s = *source;
    io::LongciteInputItem in;
    while (reader->next(in)) {
      s.entries_.resize(in.position + 1);
      const bool reference = metrics::is_longcite_reference_dataset(in.item.dataset);
      s.entries_[in.position] = {io::longcite_idx_key(in.item.idx), true, reference};
      if (!reference && s.first_outside_.line == 0) s.first_outside_ = {in.line, in.item.dataset};
      // The items whose first uncited statement comes before every earlier item's: the first
      // item with one before max_statements is among them, whatever max_statements is.
      const std::size_t k = first_uncited_statement(in, std::numeric_limits<std::size_t>::max());
      if (k < in.item.statements.size() && (s.uncited_.empty() || k < s.uncited_.back().first)) {
        s.uncited_.emplace_back(k, uncited_where(s.path_, in, k));
      }
    }
    if (const auto& e = reader->fatal_error()) return *e;
    s.entries_.resize(reader->items_total());
    s.items_total_ = reader->items_total();
    s.fingerprint_ = reader->fingerprint();
    for (const auto& d : reader->duplicates()) s.duplicate_idx_.push_back(duplicate_text(s.path_, d));
    for (const auto& k : reader->skipped()) s.skipped_.push_back({k.position, k.error});
    return source;
  }

  const std::string& path() const override { return path_; }
  bool next(Item& item) override {
    if (fatal_) return false;
    if (!reader_) {
      auto reader = io::LongciteReader::open(path_);
      if (!reader) {
        fatal_ = reader.error();
        return false;
      }
      reader_.emplace(std::move(*reader));
    }
    io::LongciteInputItem in;
    if (reader_->next(in)) {
      item = make_item(*benchmark_, std::make_shared<LongciteItemData>(std::move(in)));
      return true;
    }
    if (const auto& e = reader_->fatal_error()) {
      fatal_ = *e;
    } else if (reader_->fingerprint() != fingerprint_) {
      fatal_ = make_error(ErrorCode::kIo,
                          fmt::format("changed while it was read (fingerprint {} when opened, {} now): the scores are "
                                      "of neither; rerun on a file that stays as it is",
                                      fingerprint_, reader_->fingerprint()),
                          path_);
    }
    return false;
  }
  std::optional<Error> fatal_error() const override { return fatal_; }
  std::vector<SkippedItem> skipped() const override { return skipped_; }

  const std::string& fingerprint() const { return fingerprint_; }
  const std::vector<std::string>& duplicate_idx() const { return duplicate_idx_; }
  const std::vector<Entry>& entries() const { return entries_; }
  std::size_t items_total() const { return items_total_; }
  const Outside& first_outside() const { return first_outside_; }
  // Whether the item at `position` is well-formed with this idx (JSON text).
  bool has_item(std::size_t position, const std::string& idx) const {
    return position < entries_.size() && entries_[position].item && entries_[position].idx == io::longcite_idx_key(idx);
  }
  // first_uncited() over the whole file.
  std::string first_uncited(std::size_t max_statements) const {
    for (const auto& [k, where] : uncited_) {
      if (k < max_statements) return where;
    }
    return {};
  }

 private:
  LongciteSource(const BenchmarkImpl& benchmark, std::string path) : benchmark_(&benchmark), path_(std::move(path)) {}
  const BenchmarkImpl* benchmark_;
  std::string path_, fingerprint_;
  std::vector<std::string> duplicate_idx_;
  std::vector<SkippedItem> skipped_;
  std::vector<Entry> entries_;
  std::size_t items_total_ = 0;
  Outside first_outside_;
  std::vector<std::pair<std::size_t, std::string>> uncited_;
  std::optional<io::LongciteReader> reader_;  // the second pass
  std::optional<Error> fatal_;
};

Error need_citation_refusal(const std::string& where, const std::string& judge) {
  return make_error(
      ErrorCode::kInvalidArgument,
      fmt::format("{} has no citation. LongBench-Cite asks an LLM whether such a statement needs one, and the "
                  "'{}' judge cannot answer that. Give `need_citation_judge=llm-need-citation:MODEL` (or table:FILE), "
                  "or `need_citation_judge=always` to count every uncited statement as needing a citation (recall 0, "
                  "a model-free rule stated in the summary)",
                  where, judge));
}

std::string item_where(const std::string& path, const io::LongciteInputItem& in) {
  return fmt::format("{}:{}: idx {} (dataset \"{}\")", path, in.line, in.item.idx, in.item.dataset);
}

// Everything a LongBench-Cite summary needs, computed once.
struct LongciteView {
  metrics::LongciteSummary sum;
  bool correctness = false, lqa = false;
  metrics::CorrectnessSummary c, c_lqa;
  std::size_t no_rubric = 0;
  metrics::LongciteCorrectness counts, counts_lqa;  // summed ratings, unreadable, out of range
  std::string undefined, undefined_average;
  // The averages and each group's figures, when judge errors left items out.
  std::vector<metrics::PartialScore> partial;
  std::vector<std::string> failed_groups;  // groups every item of which had judge errors
  // The same for correctness: "correctness.scores.hotpotqa", ... (add_correctness_partial).
  std::vector<std::string> failed_correctness;
  nlohmann::json out;
  bool rule = false;
  double scale = report::kScoreScale;
};

constexpr const char* kCorrectnessAverage =
    "the average is over longbench-chat, multifieldqa (multifieldqa_en and multifieldqa_zh together), hotpotqa, "
    "dureader and gov_report: multifieldqa_en and multifieldqa_zh are shown but left out of it, as eval_correct.py";

double x100(double x) { return 100 * x; }

nlohmann::json correctness_block(const metrics::CorrectnessSummary& c, const metrics::LongciteCorrectness& n,
                                 bool reference) {
  nlohmann::json groups = nlohmann::json::object();
  for (const auto& g : c.groups) {
    groups[g.name] = {{"responses", g.responses}, {"correctness", number(x100(g.correctness))}};
  }
  nlohmann::json j = {{"scores", std::move(groups)},
                      {"avg_correctness", number(x100(c.average))},
                      {"responses", c.responses},
                      {"average_over", c.averaged},
                      {"ratings", n.ratings},
                      {"ratings_unreadable", n.unreadable},
                      {"ratings_out_of_range", n.out_of_range}};
  if (!c.empty_averaged.empty()) {
    j["empty_groups"] = c.empty_averaged;
    j["empty_groups_note"] = reference ? "empty groups count 0 in the average, as eval_correct.py "
                                         "(`reference_aggregation`)"
                                       : "empty groups have no correctness and are left out of the average";
  }
  return j;
}

void add_counts(metrics::LongciteCorrectness& a, const metrics::LongciteCorrectness& b) {
  a.ratings += b.ratings;
  a.unreadable += b.unreadable;
  a.out_of_range += b.out_of_range;
}

// An item with a judge error (a support judgment or a rating that failed) is left out of the
// correctness figures too: those of its datasets are partial, as the citation figures are, each
// at its own rate (the items of datasets with a rubric only: no other item is rated). A group
// all of whose rated items failed has no correctness (null) and fails the run, as a citation
// group does. Adds to v.partial / v.failed_correctness (longcite_view writes the partial block
// after it).
void add_correctness_partial(LongciteView& v, const State& s) {
  const auto& t = T(s);
  if (t.judge_errors == 0 || v.sum.responses == 0) return;
  ErrorCount rated;  // of the items with a rubric (no other item is rated)
  std::map<std::string, ErrorCount> by_group;
  for (const auto& [d, e] : t.errors_by_dataset) {
    if (!llm::correctness_kind(d)) continue;
    rated.add(e.count, e.first);
    for (const auto& g : v.c.groups) {
      if (d.find(g.name) != std::string::npos) by_group[g.name].add(e.count, e.first);  // summarize_correctness's grouping
    }
  }
  if (rated.count == 0) return;
  auto mark = [&](const std::string& block, const metrics::CorrectnessSummary& c, const char* avg, const char* group_key) {
    v.partial.push_back({block + "." + avg, c.responses, c.responses + rated.count, rated.count, rated.first});
    for (const auto& g : c.groups) {
      const auto failed = by_group.find(g.name);
      if (failed == by_group.end()) continue;
      if (g.responses == 0) {
        v.failed_correctness.push_back(block + ".scores." + g.name);
        continue;
      }
      const ErrorCount& e = failed->second;
      v.partial.push_back({block + ".scores." + g.name + "." + group_key, g.responses, g.responses + e.count, e.count, e.first});
    }
  };
  mark("correctness", v.c, "avg_correctness", "correctness");
  if (v.lqa) {
    mark("correctness_lqa", v.c_lqa, "avg_correctness", "correctness");
    mark("correctness_ratio", v.c, "avg.cr", "cr");
  }
}

// The correctness figures of a LongBench-Cite summary ("correctness", "correctness_lqa",
// "correctness_ratio").
void add_correctness(LongciteView& v, const State& s) {
  const auto& o = s.options;
  if (!o.contains("correctness")) return;
  v.correctness = true;
  v.lqa = !o.at("lqa_input").get<std::string>().empty();
  const bool reference = o.at("reference_aggregation").get<bool>();
  std::vector<metrics::CorrectnessPoint> c, c_lqa;
  T(s).for_each_score([&](std::size_t, const metrics::LongciteScores& sc) {
    if (!sc.correctness) {
      ++v.no_rubric;
      return;
    }
    c.push_back({sc.dataset, sc.correctness->score});
    add_counts(v.counts, *sc.correctness);
    if (sc.correctness_lqa) {
      c_lqa.push_back({sc.dataset, sc.correctness_lqa->score});
      add_counts(v.counts_lqa, *sc.correctness_lqa);
    }
  });
  v.c = metrics::summarize_correctness(c, reference);
  nlohmann::json& out = v.out;
  nlohmann::json main = correctness_block(v.c, v.counts, reference);
  main["rater"] = o.at("correctness_rater");
  main["average_note"] = kCorrectnessAverage;
  main["items_without_rubric"] = v.no_rubric;
  main["unreadable_note"] = "a rating still unreadable after eval_correct.py's tries (5; 2 for longbench-chat) scores "
                            "0.5, as eval_correct.py scores it";
  // Like judge_errors, the list names this run's (resumed items keep only their counts).
  if (!T(s).unreadable.empty()) out["citeval"]["correctness_unreadable"] = T(s).unreadable;
  if (T(s).rating_cache_hits > 0) out["citeval"]["correctness_cache_hits"] = T(s).rating_cache_hits;
  if (T(s).rating_cache_errors > 0) {
    out["citeval"]["correctness_cache_errors"] = {{"count", T(s).rating_cache_errors}, {"first", T(s).rating_cache_error}};
  }
  out["correctness"] = std::move(main);
  if (v.lqa) {
    v.c_lqa = metrics::summarize_correctness(c_lqa, reference);
    nlohmann::json lqa = correctness_block(v.c_lqa, v.counts_lqa, reference);
    lqa["input"] = o.at("lqa_input");
    lqa["input_fingerprint"] = o.at("lqa_fingerprint");
    out["correctness_lqa"] = std::move(lqa);
    nlohmann::json ratio = nlohmann::json::object();
    for (std::size_t g = 0; g < v.c.groups.size(); ++g) {
      const double a = v.c.groups[g].correctness, b = v.c_lqa.groups[g].correctness;
      ratio[v.c.groups[g].name] = {{"c", number(x100(a))},
                                   {"c_lqa", number(x100(b))},
                                   {"cr", number(x100(metrics::correctness_ratio(a, b)))}};
    }
    out["correctness_ratio"] = {
        {"scores", std::move(ratio)},
        {"avg", {{"c", number(x100(v.c.average))},
                 {"c_lqa", number(x100(v.c_lqa.average))},
                 {"cr", number(x100(metrics::correctness_ratio(v.c.average, v.c_lqa.average)))}}},
        {"definition", "CR = C / C_LQA x 100 (%), per dataset group from the groups' correctness and for the "
                       "average from the averages (seed 002, Table 3); null when C_LQA is 0 or either is undefined"}};
  }
  add_correctness_partial(v, s);
}

LongciteView longcite_view(const State& s) {
  LongciteView v;
  const auto& t = T(s);
  const auto& o = s.options;
  const bool reference = o.at("reference_aggregation").get<bool>();
  v.scale = longcite_score_scale(reference);
  v.sum = metrics::summarize_longcite_each(
      [&](const std::function<void(const metrics::LongciteScores&)>& f) {
        t.for_each_score([&](std::size_t, const metrics::LongciteScores& sc) { f(sc); });
      },
      {.reference = reference});
  const auto& sum = v.sum;
  const std::string need = o.at("need_citation_judge").get<std::string>();
  v.rule = need == citeval::judge::kAlwaysNeedsCitation;
  // No response scored: every figure is undefined; say why.
  if (sum.responses == 0) {
    if (t.items_read == 0) {
      v.undefined = "the input holds no item";
    } else if (t.items_read == s.skipped) {
      v.undefined = fmt::format("every item of the input ({}) is malformed; first: {}", t.items_read, s.first_skipped_error);
    } else {
      v.undefined = t.judge_errors > 0 ? fmt::format("every item had judge errors; first: {}", t.first_judge_error)
                                       : "every item's dataset is outside LongBench-Cite's seven (`reference_aggregation`)";
    }
  }
  // --reference-aggregation: an empty averaged group makes eval_cite.py's averages NaN.
  if (sum.responses > 0 && std::isnan(sum.f1)) {
    std::string empty;
    for (const auto& g : sum.groups) {
      if (g.responses == 0 && g.name != "multifieldqa_en" && g.name != "multifieldqa_zh") {
        empty += (empty.empty() ? "" : ", ") + g.name;
      }
    }
    v.undefined_average = "the averages are undefined: empty group(s) " + empty +
                          " (eval_cite.py averages NaN then; `reference_aggregation`)";
  }

  nlohmann::json info;
  info["benchmark"] = "longbench-cite";
  info["input"] = o.at("input");
  info["input_fingerprint"] = o.at("input_fingerprint");
  info["judges"] = {{"support", s.judges.at(0)}, {"need_citation", s.judges.at(1)}, {"relevance", s.judges.at(2)}};
  if (auto it = t.sessions.find(t.role_sessions[0]); !t.role_sessions[0].empty() && it != t.sessions.end()) {
    add_judge_info(info, s.judges.at(0), t.approximation[0], it->second, "LongBench-Cite");
  }
  std::vector<std::string> approximate;
  for (int k = 0; k < 3; ++k) {
    if (!t.role_sessions[k].empty() && t.approximation[k]) {
      approximate.push_back(fmt::format("{} judge '{}'", k == 1 ? "need-citation" : kRoles[k], s.judges.at(k)));
    }
  }
  info["judge_approximation"] = !approximate.empty();
  info.erase("judge_note");
  if (!approximate.empty()) {
    std::string who;
    for (std::size_t k = 0; k < approximate.size(); ++k) who += (k ? ", " : "") + approximate[k];
    info["judge_note"] = "APPROXIMATION: " + who +
                         " only approximate the LLM judgments LongBench-Cite uses; these scores are not comparable "
                         "to published LongBench-Cite numbers";
  }
  if (v.rule) {
    info["need_citation_rule"] =
        "every uncited statement needs a citation (recall 0; `need_citation_judge=always`): a model-free rule, "
        "LongBench-Cite asks an LLM instead";
  } else if (need.empty() && t.role_sessions[1].empty()) {
    info["need_citation_rule"] = "no need-citation judge: no judged statement is uncited";
  }
  info["max_statements"] = o.at("max_statements");
  info["citation_tokenizer"] = s.extra.at("citation_tokenizer");
  add_reader_info(info, s, t.items_read);
  add_reference_info(info, s);
  info["items_duplicate_idx"] = t.duplicates;
  info["items_resumed"] = t.resumed;
  info["items_judged"] = t.finished;
  info["items_with_judge_errors"] = t.judge_errors;
  if (!t.incomplete.empty()) info["judge_errors"] = t.incomplete;
  // Every null figure with its reason, keyed as --fail-under names figures.
  nlohmann::json undefined = nlohmann::json::object();
  constexpr const char* kFigures[] = {"citation_recall", "citation_precision", "citation_f1"};
  // Judge errors by group (a dataset counts in the groups summarize_longcite puts it in). A group
  // some of whose items failed has partial figures; one all of whose items failed has none (null
  // with the reason, and the run fails whatever `max_judge_error_rate` says), listed in "scores"
  // even where citeval's aggregation would leave an empty group out, so that it is not lost.
  std::map<std::string, ErrorCount> group_errors;
  for (const auto& [d, e] : t.errors_by_dataset) {
    for (const auto& g : metrics::longcite_groups_of(d, {.reference = reference})) group_errors[g].add(e.count, e.first);
  }
  std::vector<metrics::PartialScore> group_partial;
  for (const auto& g : sum.groups) {
    const std::string at = "scores." + g.name + ".";
    const auto failed = group_errors.find(g.name);
    if (failed != group_errors.end() && g.responses > 0) {
      const ErrorCount& e = failed->second;
      for (const char* k : kFigures) group_partial.push_back({at + k, g.responses, g.responses + e.count, e.count, e.first});
      if (!std::isnan(g.citation_length)) {
        group_partial.push_back({at + "citation_length", g.responses, g.responses + e.count, e.count, e.first});
      }
    }
    if (failed != group_errors.end() && g.responses == 0) {
      v.failed_groups.push_back(g.name);
    } else if (g.responses == 0) {
      for (const char* k : kFigures) undefined[at + k] = "no response of this dataset (eval_cite.py's mean is NaN)";
      undefined[at + "citation_length"] = "no response of this dataset";
    } else if (std::isnan(g.citation_length)) {
      undefined[at + "citation_length"] = "no statement of this dataset cites a snippet";
    }
  }
  if (sum.responses > 0) {
    for (const auto& [g, e] : group_errors) {
      const bool shown = std::any_of(sum.groups.begin(), sum.groups.end(), [&](const auto& x) { return x.name == g; });
      if (!shown) v.failed_groups.push_back(g);
    }
  }
  for (const auto& g : v.failed_groups) {
    const std::string at = "scores." + g + ".";
    for (const char* k : kFigures) {
      undefined[at + k] = "every item of this dataset had judge errors; first: " + group_errors.at(g).first;
    }
    undefined[at + "citation_length"] = "every item of this dataset had judge errors";
  }
  for (const char* k : kFigures) {
    if (!v.undefined.empty()) {
      undefined[std::string("avg_") + k] = "no response was scored: " + v.undefined;
    } else if (!v.undefined_average.empty()) {
      undefined[std::string("avg_") + k] = v.undefined_average;
    }
  }
  if (!v.undefined.empty()) {
    undefined["citation_length"] = "no response was scored: " + v.undefined;
  } else if (std::isnan(sum.citation_length)) {
    undefined["citation_length"] = "no statement cites a snippet";
  }
  if (!undefined.empty()) info["undefined"] = std::move(undefined);
  info["aggregation"] = reference ? "eval_cite.py" : "citeval";
  if (reference) info["items_excluded_dataset"] = t.excluded;
  info["score_scale"] = static_cast<int>(v.scale);
  add_usage_info(info, s.llm_usage);
  for (int k = 0; k < 3; ++k) {
    if (const auto& st = t.llm_judges[k]) {
      info["llm_judges"][kRoles[k]] = {{"items", st->items},         {"asks", st->asks},
                                            {"reasks", st->reasks},       {"unreadable", st->unparseable},
                                            {"request_failures", st->failed}};
    }
  }

  // Judge errors left items out of every figure: the averages are partial, and the figures of the
  // groups whose items failed (above).
  if (t.judge_errors > 0 && sum.responses > 0) {
    const std::size_t evaluated = t.items_read - std::min(t.items_read, s.skipped + t.excluded);
    std::vector<std::string> keys;
    for (const char* k : kFigures) {
      if (!std::isnan(k == kFigures[0] ? sum.recall : k == kFigures[1] ? sum.precision : sum.f1)) {
        keys.push_back(std::string("avg_") + k);
      }
    }
    if (!std::isnan(sum.citation_length)) keys.push_back("citation_length");
    for (const auto& k : keys) {
      v.partial.push_back({k, sum.responses, evaluated, t.judge_errors, t.first_judge_error});
    }
    for (auto& p : group_partial) v.partial.push_back(std::move(p));
  }

  nlohmann::json& out = v.out;
  out["citeval"] = std::move(info);
  nlohmann::json groups = nlohmann::json::object();
  for (const auto& g : sum.groups) {
    groups[g.name] = {{"responses", g.responses},
                      {"citation_recall", number(g.recall)},
                      {"citation_precision", number(g.precision)},
                      {"citation_f1", number(g.f1)},
                      {"citation_length", number(g.citation_length)}};
  }
  for (const auto& g : v.failed_groups) {
    if (!groups.contains(g)) {
      groups[g] = {{"responses", 0}, {"citation_recall", nullptr}, {"citation_precision", nullptr},
                   {"citation_f1", nullptr}, {"citation_length", nullptr}};
    }
  }
  out["scores"] = std::move(groups);
  out["avg_citation_recall"] = number(sum.recall);
  out["avg_citation_precision"] = number(sum.precision);
  out["avg_citation_f1"] = number(sum.f1);
  out["citation_length"] = number(sum.citation_length);
  out["responses"] = sum.responses;
  out["finish"] = t.judge_errors == 0 && s.skipped == 0 && sum.responses > 0;
  add_correctness(v, s);  // adds the correctness figures' partial entries
  add_partial_info(v.out["citeval"], v.partial, s.max_judge_error_rate);
  return v;
}

class LongciteRun : public Run {
 public:
  explicit LongciteRun(std::shared_ptr<LongciteOptionsOf> options) : o(std::move(options)), r(*o) {}

  Result<std::vector<nlohmann::json>> evaluate(std::span<const Item> items) override;
  void add_skipped(std::size_t count) override { totals.items_read += count; }
  void fill(State& s) const override;
  std::vector<std::string> judge_identities() const override { return {identities[0], identities[1], identities[2]}; }
  bool llm_judged() const override {
    return is_llm_spec(r.judge) || is_llm_spec(r.specs[0]) || is_llm_spec(r.specs[1]) || is_llm_spec(r.specs[2]);
  }
  Status begin_file(ItemSource& input, const Warn& warn) override;
  Result<std::unique_ptr<DetailSink>> open_detail(const std::string& path, bool restart, const nlohmann::json& identity,
                                                 ItemSource& input, const Warn& warn,
                                                 std::set<std::string>& done) override;
  bool wanted(const Item& item) const override {
    return !r.reference_aggregation || metrics::is_longcite_reference_dataset(item_as<LongciteItemData>(item)->item.item.dataset);
  }
  std::size_t items_to_evaluate() const override { return todo_total; }
  Status end_file(ItemSource& input) override;

  judge::JudgeSession* role(int k) const {
    auto it = sessions.find(role_key[k]);
    return it == sessions.end() ? nullptr : it->second;
  }
  // Judges `items` (no exclusion here), appending scores; records in order. Finished items go
  // to `writer` (a whole-file run's --detail) as they finish.
  std::vector<nlohmann::json> judge_longcite(const std::vector<const io::LongciteInputItem*>& items);
  // What the correctness rating needs of `items`, checked before any request: gold answers (and
  // few-shot examples) that can be read, a prediction, and with an LQA file the item's
  // counterpart (same idx, dataset and query). With `whole_file`, every LQA item must have its
  // counterpart among `items` too. The error names every problem's file, line and field (the first
  // few, and how many).
  // `for_each(f)` calls f on each item (a chunk's, or the whole file's, read again).
  template <class ForEach>
  Status check_correctness_items(ForEach&& for_each, bool whole_file) const {
    if (!rater) return Ok{};
    std::vector<std::string> problems;
    std::size_t count = 0;
    auto problem = [&](std::string text) {
      if (count++ < 3) problems.push_back(std::move(text));
    };
    std::set<std::string> matched;
    for_each([&](const io::LongciteInputItem& item) {
      const io::LongciteInputItem* in = &item;
      if (lqa) {
        auto it = lqa_by_key.find(lqa_key(*in));
        if (it == lqa_by_key.end()) {
          problem(fmt::format("{} has no item in the LQA file {}", item_where(r.input, *in), lqa->path));
        } else {
          matched.insert(it->first);
          if (it->second->item.query != in->item.query) {
            problem(fmt::format("{} and {}:{} have different queries: not the same item", item_where(r.input, *in),
                                lqa->path, it->second->line));
          }
        }
      }
      if (!llm::correctness_kind(in->item.dataset)) return;
      if (auto f = io::longcite_correctness_fields(*in, r.input); !f) problem(f.error().to_string());
      if (!in->parsed && in->item.prediction.empty()) {
        problem(fmt::format("{}:{}: field 'prediction': missing (the correctness rating rates it; the item has only "
                            "\"statements\")",
                            r.input, in->line));
      }
    });
    if (whole_file && lqa) {
      for (const auto& [key, it] : lqa_by_key) {
        if (!matched.count(key)) problem(fmt::format("{} has no item in {}", item_where(lqa->path, *it), r.input));
      }
    }
    if (count == 0) return Ok{};
    std::string all;
    for (const auto& p : problems) all += (all.empty() ? "" : "; ") + p;
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("the correctness rating cannot rate {} item(s) (nothing was sent): {}{}", count, all,
                                  count > problems.size() ? "; ..." : ""));
  }
  
  
  std::shared_ptr<LongciteOptionsOf> o;
  LongciteOptionsOf& r;
  std::map<std::string, judge::JudgeSession*> sessions;  // by spec (custom: identity)
  std::string role_key[3];
  std::string identities[3];
  std::unique_ptr<metrics::LongciteEvaluator> longcite;
  std::unordered_set<std::string> seen_idx;
  // Correctness: the rater, and the LQA file's items by (idx, dataset).
  std::unique_ptr<llm::CorrectnessRater> rater;
  // The persistent judgment cache of the ratings (RunContext::llm_cache_path; null: none), keyed
  // by the rater's identity and the prompt, as an LLM judge's session keys its judgments.
  std::unique_ptr<judge::JudgmentCache> rating_cache;
  long long rating_cache_judge = 0;
  std::optional<io::LongciteInput> lqa;
  std::map<std::string, const io::LongciteInputItem*> lqa_by_key;
  LongciteTotalsOf totals;
  // A whole-file run: its input, and the --detail writer.
  const LongciteSource* input = nullptr;
  std::optional<io::LongciteDetailWriter> writer;
  Status write_status = Ok{};
  std::size_t todo_total = 0;  // of a whole-file run, from its first pass (open_detail)
};

std::vector<nlohmann::json> LongciteRun::judge_longcite(const std::vector<const io::LongciteInputItem*>& items) {
  std::vector<metrics::LongciteItem> chunk;
  chunk.reserve(items.size());
  for (const auto* it : items) chunk.push_back(it->item);
  auto results = longcite->evaluate(chunk);
  auto& t = totals;
  std::vector<nlohmann::json> records(results.size());

  // Correctness ratings of the items whose citations were judged: one request a gold answer, for
  // the prediction and (with an LQA file) the LQA prediction; an item is finished (counted,
  // written) as soon as it and every item before it have their ratings, so a crash loses at most
  // the ratings in flight.
  struct Rated {
    bool on[2] = {false, false};
    metrics::LongciteCorrectness c[2];
    nlohmann::json ratings[2] = {nlohmann::json::array(), nlohmann::json::array()};
    std::size_t remaining = 0;
    std::string error;
  };
  struct Owner {
    std::size_t item;
    int which;
    std::size_t answer;
  };
  std::vector<Rated> rated(results.size());
  std::vector<llm::CorrectnessRequest> requests;
  std::vector<Owner> owners;
  if (rater) {
    for (std::size_t k = 0; k < results.size(); ++k) {
      const io::LongciteInputItem& in = *items[k];
      const auto kind = llm::correctness_kind(in.item.dataset);
      if (!results[k].complete || !kind) continue;
      auto fields = io::longcite_correctness_fields(in, r.input);
      if (!fields) {  // checked before judging; kept as an item error should it happen
        rated[k].error = fields.error().to_string();
        continue;
      }
      std::vector<llm::FewShotAnswer> few_shot;
      for (const auto& f : fields->few_shot) few_shot.push_back({f.answer, f.score});
      for (int which = 0; which < (lqa ? 2 : 1); ++which) {
        // eval_correct.py rates "<" + prediction when the first '<' was lost, as every other
        // reader of the response does (metrics/longcite_answer.h).
        const std::string prediction = metrics::repair_longcite_answer(
            which == 0 ? in.item.prediction : lqa_by_key.at(lqa_key(in))->item.prediction);
        rated[k].on[which] = true;
        rated[k].ratings[which] = nlohmann::json::array();
        for (std::size_t a = 0; a < fields->answers.size(); ++a) {
          requests.push_back(
              llm::make_correctness_request(*kind, in.item.query, fields->answers[a], prediction, few_shot, in.item.idx));
          owners.push_back({k, which, a});
          rated[k].ratings[which].push_back(nullptr);  // in the order of the gold answers
          ++rated[k].remaining;
        }
      }
    }
  }
  std::size_t next = 0;
  auto finish = [&](std::size_t k) {
    const auto& res = results[k];
    const io::LongciteInputItem& in = *items[k];
    const Rated& c = rated[k];
    if (!res.complete || !c.error.empty()) {
      const std::string error = res.complete ? "correctness rater: " + c.error : res.first_error;
      const std::string where = fmt::format("{}:{}: idx {}: {}", r.input, in.line, in.item.idx, error);
      if (t.judge_errors++ == 0) t.first_judge_error = where;
      t.errors_by_dataset[in.item.dataset].add(1, where);
      nlohmann::json e = {{"idx", in.idx}, {"position", in.position}, {"line", in.line}, {"error", error}};
      if (t.incomplete.size() < 100) t.incomplete.push_back(e);
      records[k] = std::move(e);
      return;
    }
    ++t.finished;
    // The state holds the citation scores in the run's scale, computed once: a resumed line holds
    // the same doubles (or, from a file of fractions, the fractions the same product gives).
    const double scale = longcite_score_scale(r.reference_aggregation);
    metrics::LongciteScores scores{res.item->dataset, scale * res.recall, scale * res.precision, scale * res.f1,
                                   res.cited_snippets, res.cited_tokens, std::nullopt, std::nullopt};
    nlohmann::json cj[2];
    for (int which = 0; which < 2; ++which) {
      if (!c.on[which]) continue;
      (which == 0 ? scores.correctness : scores.correctness_lqa) = c.c[which];
      cj[which] = {{"score", c.c[which].score}, {"ratings", c.ratings[which]}};
      for (const auto& rt : c.ratings[which]) {
        if (rt.at("rating").is_null() && t.unreadable.size() < 100) {
          t.unreadable.push_back(fmt::format("{}:{}: idx {}{}: {}", which == 0 ? r.input : lqa->path,
                                             which == 0 ? in.line : lqa_by_key.at(lqa_key(in))->line, in.item.idx,
                                             which == 0 ? "" : " (LQA)", rt.at("error").get<std::string>()));
        }
      }
    }
    t.add_score(in.position, std::move(scores));
    if (writer && write_status) write_status = writer->write(res, in, cj[0], cj[1]);
    // As the writer's line (a resumed version-1 file keeps its fractions): the record is the line.
    records[k] = io::longcite_item_json(res, in, writer ? writer->score_scale() : scale, cj[0], cj[1]);
    // The detail's lines are the writer's (an incomplete item's record is none): given here, not
    // by the driver (the sink below writes nothing).
    if (detail_lines && write_status) write_status = detail_lines(detail_line(records[k]));
  };
  auto flush = [&] {
    while (next < results.size() && rated[next].remaining == 0) finish(next++);
  };
  flush();
  auto deliver = [&](std::size_t q, const llm::CorrectnessRating& rt) {
    Rated& c = rated[owners[q].item];
    const int which = owners[q].which;
    if (!rt.ok) {
      if (c.error.empty()) c.error = rt.error;
    } else {
      c.ratings[which][owners[q].answer] = rating_json(rt);
      auto& m = c.c[which];
      m.score = std::max(m.score, rt.score);  // eval_correct.py: the best over the gold answers, from 0
      ++m.ratings;
      m.unreadable += rt.rating ? 0 : 1;
      m.out_of_range += rt.out_of_range ? 1 : 0;
    }
    --c.remaining;
    flush();
  };
  // A cache that fails is said (the summary's notes) and the run goes on asking, as a session's.
  auto cache_failed = [&](const Error& e) {
    if (t.rating_cache_errors++ == 0) t.rating_cache_error = e.to_string();
  };
  // Ratings an earlier run stored are not asked again; the others are, and stored as they come.
  std::vector<judge::PairKey> keys;
  std::vector<std::optional<Judgment>> cached(requests.size());
  if (rating_cache && !requests.empty()) {
    keys.reserve(requests.size());
    for (const auto& q : requests) keys.push_back(judge::make_pair_key(rater->identity(), rater->render(q), ""));
    if (Status st = rating_cache->lookup(keys, cached); !st) {
      cached.assign(requests.size(), std::nullopt);
      cache_failed(st.error());
    }
  }
  std::vector<llm::CorrectnessRequest> ask;
  std::vector<std::size_t> ask_at;
  for (std::size_t q = 0; q < requests.size(); ++q) {
    if (cached[q]) {
      if (auto rt = rating_from_judgment(*cached[q])) {
        ++t.rating_cache_hits;
        deliver(q, *rt);
        continue;
      }
    }
    ask.push_back(std::move(requests[q]));
    ask_at.push_back(q);
  }
  if (!ask.empty()) {
    (void)rater->rate(ask, [&](std::size_t a, const llm::CorrectnessRating& rt) {
      const std::size_t q = ask_at[a];
      if (rating_cache && rt.ok) {
        const judge::JudgmentCache::Entry e{keys[q], rating_judgment(rt)};
        if (Status st = rating_cache->store(rating_cache_judge, {&e, 1}); !st) cache_failed(st.error());
      }
      deliver(q, rt);
    });
  }
  flush();
  return records;
}

Result<std::vector<nlohmann::json>> LongciteRun::evaluate(std::span<const Item> items) {
  std::vector<const io::LongciteInputItem*> todo;
  std::vector<nlohmann::json> records(items.size());
  std::vector<std::size_t> todo_at;
  std::size_t excluded = 0;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const auto* data = item_as<LongciteItemData>(items[i]);
    if (!data) {
      return make_error(ErrorCode::kInvalidArgument,
                        fmt::format("a {} item given to a longbench-cite evaluator", items[i].impl().benchmark));
    }
    const io::LongciteInputItem* in = &data->item;
    if (r.reference_aggregation && !metrics::is_longcite_reference_dataset(in->item.dataset)) {
      ++excluded;
      records[i] = {{"idx", in->idx},
                    {"position", in->position},
                    {"line", in->line},
                    {"excluded", fmt::format("dataset \"{}\" is not one of LongBench-Cite's seven "
                                             "(reference_aggregation, as eval_cite.py)",
                                             in->item.dataset)}};
      continue;
    }
    todo.push_back(in);
    todo_at.push_back(i);
  }
  if (r.longcite.uncited == metrics::LongciteUncited::kAlwaysNeedsCitation && !r.rule) {
    const std::string where = first_uncited(todo, r.input, r.longcite.max_statements);
    if (!where.empty()) {
      const std::string judge = r.judge == kCustomJudge ? identities[0]
                                : r.judge.empty() ? judge::default_judge_spec() : r.judge;
      return need_citation_refusal(where, judge);
    }
  }
  auto each_todo = [&](auto&& f) {
    for (const auto* in : todo) f(*in);
  };
  if (auto st = check_correctness_items(each_todo, false); !st) return st.error();
  auto& t = totals;
  // A whole-file run counts duplicates from the file's first pass (end_file).
  for (std::size_t i = 0; i < items.size() && !input; ++i) {
    const auto& in = item_as<LongciteItemData>(items[i])->item;
    if (!seen_idx.insert(in.idx.dump()).second) ++t.duplicates;
  }
  t.items_read += items.size();
  t.excluded += excluded;
  auto judged = judge_longcite(todo);
  if (!write_status) return write_status.error();
  for (std::size_t k = 0; k < judged.size(); ++k) records[todo_at[k]] = std::move(judged[k]);
  return records;
}

void LongciteRun::fill(State& s) const {
  s.extra["citation_tokenizer"] = r.tokenizer;
  s.judges = {identities[0], identities[1], identities[2]};
  auto t = std::make_unique<LongciteTotalsOf>(totals);
  for (const auto& [key, session] : sessions) t->sessions[key] = to_public(session->stats());
  for (int k = 0; k < 3; ++k) {
    t->role_sessions[k] = role_key[k];
    judge::JudgeSession* session = role(k);
    t->approximation[k] = session && session->is_approximation();
    if (session) {
      if (const auto* j = dynamic_cast<const llm::LlmJudge*>(&session->inner())) t->llm_judges[k] = j->stats();
    }
  }
  s.totals = std::move(t);
}

Status LongciteRun::begin_file(ItemSource& source, const Warn&) {
  input = dynamic_cast<const LongciteSource*>(&source);
  if (!input) return make_error(ErrorCode::kInvalidArgument, "longbench-cite: not a LongBench-Cite input");
  if (!rater) return Ok{};
  // Every item is checked before any request: the file is read once more (a rating costs far more).
  auto reader = io::LongciteReader::open(input->path());
  if (!reader) return reader.error();
  auto each = [&](auto&& f) {
    io::LongciteInputItem item;
    while (reader->next(item)) f(item);
  };
  if (auto st = check_correctness_items(each, true); !st) return st;
  if (const auto& e = reader->fatal_error()) return *e;
  return Ok{};
}

Result<std::unique_ptr<DetailSink>> LongciteRun::open_detail(const std::string& path, bool restart,
                                                            const nlohmann::json& identity, ItemSource&,
                                                            const Warn& warn, std::set<std::string>& done) {
  auto& t = totals;
  // Finished items of an earlier run, and the detail file.
  io::LongciteDetailHeader header;
  header.input = r.input;
  header.input_fingerprint = input->fingerprint();
  header.support_judge = identities[0];
  header.need_citation_judge = identities[1];
  header.relevance_judge = identities[2];
  header.max_statements = r.longcite.max_statements;
  header.citation_tokenizer = r.tokenizer_identity;
  header.score_scale = longcite_score_scale(r.reference_aggregation);
  if (rater) {
    header.correctness_rater = rater->identity();
    if (lqa) {
      header.lqa_input = lqa->path;
      header.lqa_fingerprint = lqa->fingerprint;
    }
  }
  if (!path.empty()) {
    io::LongciteDetailState state;
    if (!restart) {
      // What the detail reader checks the lines against: each item's position and idx.
      auto is_item = [this](std::size_t position, const std::string& idx) { return input->has_item(position, idx); };
      // --report's observer gets the kept lines as the reader accepts them (no second read); its
      // error is its own, not a reason the file cannot be resumed.
      std::optional<Error> observer_error;
      std::function<Status(std::string_view)> observe;
      if (detail_lines) {
        observe = [&](std::string_view line) -> Status {
          Status st = detail_lines(line);
          if (!st) observer_error = st.error();
          return st;
        };
      }
      auto st = io::read_longcite_detail(path, header, is_item, observe);
      if (observer_error) return *observer_error;
      if (!st) {
        return make_error(st.error().code, st.error().to_string() + kCannotResume);
      }
      state = std::move(*st);
    }
    if (state.dropped_bytes > 0) {
      warn(fmt::format("{}:{}: dropping a cut last line ({} bytes) left by an interrupted run", path,
                       state.dropped_line, state.dropped_bytes));
    }
    // A file of fractions resuming a run of percentages (a version-1 detail): the product a fresh
    // run computes from the same fractions. (The other way round is refused by the header check.)
    const double convert = header.score_scale / state.score_scale;
    for (auto& item : state.items) {
      done.insert(std::to_string(item.position));
      if (convert != 1) {
        item.scores.recall = convert * item.scores.recall;
        item.scores.precision = convert * item.scores.precision;
        item.scores.f1 = convert * item.scores.f1;
      }
      t.add_score(item.position, std::move(item.scores));
    }
    auto w = io::LongciteDetailWriter::open(path, header, &state);
    if (!w) return w.error();
    writer.emplace(std::move(*w));
    if (detail_lines && state.fresh) {
      if (auto st = detail_lines(detail_line(header.to_json())); !st) return st.error();
    }
  } else if (detail_lines) {
    if (auto st = detail_lines(detail_line(header.to_json())); !st) return st.error();
  }
  t.resumed = t.rows.size();
  t.resumed_from = path;
  std::size_t todo = 0;
  for (std::size_t position = 0; position < input->entries().size(); ++position) {
    const LongciteSource::Entry& e = input->entries()[position];
    if (!e.item) continue;
    if (r.reference_aggregation && !e.reference_dataset) {
      ++t.excluded;  // eval_cite.py drops it on reading
      continue;
    }
    if (!done.count(std::to_string(position))) ++todo;
  }
  if (t.excluded > 0) {
    const auto& first = input->first_outside();
    warn(fmt::format("left out {} item(s) whose dataset is not one of LongBench-Cite's seven "
                     "(`reference_aggregation`, as eval_cite.py); first: {}:{}: dataset \"{}\"",
                     t.excluded, input->path(), first.line, first.dataset));
  }
  todo_total = todo;
  if (t.resumed > 0) warn(fmt::format("resumed {} item(s) from {}; {} to judge", t.resumed, path, todo));
  // The records go to the writer (and detail_lines) as items finish (judge_longcite), not through
  // the sink.
  class Finished : public DetailSink {
   public:
    Status write(const nlohmann::json&) override { return Ok{}; }
    Status close() override { return Ok{}; }
    bool lines_are_records() const override { return false; }
  };
  return std::unique_ptr<DetailSink>(std::make_unique<Finished>());
}

Status LongciteRun::end_file(ItemSource&) {
  auto& t = totals;
  // Input order, so a resumed run sums exactly as an uninterrupted one.
  // (Already so unless items were resumed.)
  // (Already so unless items were resumed; a resumed run sorts its rows in memory, once.)
  if (!t.in_order) {
    std::vector<ScoreRow> rows = t.rows.to_vector();
    std::stable_sort(rows.begin(), rows.end(), [](const ScoreRow& a, const ScoreRow& b) { return a.position < b.position; });
    t.rows = {};
    for (const ScoreRow& r : rows) t.rows.push_back(r);
    t.in_order = true;
    t.last_position = rows.empty() ? 0 : rows.back().position;
  }
  t.items_read = input->items_total();
  t.duplicates = input->duplicate_idx().size();
  return Ok{};
}

// The LongBench-Cite prediction file (io/longcite_reader.h) as an ItemFile.
Result<ItemFile> read_longcite_file(const BenchmarkImpl& benchmark, const std::string& path, std::string* read_path) {
  auto in = io::read_longcite_input(path);
  if (!in) return in.error();
  ItemFile f;
  for (auto& it : in->items) f.items.push_back(make_item(benchmark, std::make_shared<LongciteItemData>(std::move(it))));
  for (auto& s : in->skipped) f.skipped.push_back({s.position, std::move(s.error)});
  f.fingerprint = in->fingerprint;
  for (const auto& d : in->duplicates) f.duplicate_idx.push_back(duplicate_text(in->path, d));
  if (read_path) *read_path = in->path;
  return f;
}

class LongciteBenchmark : public BenchmarkImpl {
 public:
  std::string name() const override { return "longbench-cite"; }
  std::optional<Benchmark> id() const override { return Benchmark::kLongBenchCite; }
  std::vector<std::string> own_options() const override {
    return {"citation_tokenizer", "max_statements",        "support_judge",     "need_citation_judge",
            "relevance_judge",    "reference_aggregation", "input_fingerprint", "question_in_request",
            "correctness",        "correctness_model",     "lqa_input"};
  }
  bool names_custom_judge() const override { return true; }

  void check_reference(const EvalOptions& o, Resolution& res) const override {
    res.reference_sets = {"`reference_aggregation`"};
    if (!res.reference) return;
    if (!o.reference_aggregation.value_or(true)) res.contradictions.push_back("reference_aggregation off");
    const std::string relevance = o.relevance_judge.value_or("");
    if (relevance.rfind("llm-relevance", 0) == 0 && relevance.find("reference_relevance=1") == std::string::npos) {
      res.contradictions.push_back("`relevance_judge` llm-relevance:... without reference_relevance=1");
    }
  }

  Result<std::shared_ptr<Options>> resolve(const EvalOptions& o, Resolution& res) const override {
    auto out = std::make_shared<LongciteOptionsOf>();
    auto& r = *out;
    auto& id = res.identity;
    const bool reference = res.reference;
    auto& reference_sets = res.reference_sets;
    r.tokenizer = o.citation_tokenizer.value_or("auto");
    auto tokenizer = metrics::CitationTokenizer::parse(r.tokenizer);
    if (!tokenizer) return tokenizer.error();
    auto tokenizer_identity = io::longcite_tokenizer_identity(r.tokenizer);
    if (!tokenizer_identity) return tokenizer_identity.error();
    r.longcite.tokenizer = *tokenizer;
    r.longcite.max_statements = o.max_statements.value_or(40);
    r.reference_aggregation = o.reference_aggregation.value_or(reference);
    r.input_fingerprint = o.input_fingerprint.value_or("");
    r.fingerprint_given = o.input_fingerprint.has_value();
    // LongBench-Cite asks an LLM whether an uncited statement needs a citation; a support judge
    // cannot answer that, so only an LLM judge gives a default need-citation judge.
    const bool llm_judge = is_llm_spec(o.judge);
    const std::string base = o.judge.empty() ? judge::default_judge_spec() : o.judge;
    const std::string support = o.support_judge.value_or(""), need = o.need_citation_judge.value_or(""),
                      relevance = o.relevance_judge.value_or("");
    r.specs[0] = !support.empty() ? support : (llm_judge ? with_kind(base, "llm-support") : base);
    r.specs[1] = !need.empty() ? need : (llm_judge ? with_kind(base, "llm-need-citation") : std::string());
    r.specs[2] = !relevance.empty() ? relevance : (llm_judge ? with_kind(base, "llm-relevance") : base);
    if (reference && relevance.empty() && llm_judge) {
      // eval_cite.py's reading of the relevance rating ("[[Irrelevant]]" is relevant there).
      r.specs[2] += (r.specs[2].find('?') == std::string::npos ? "?" : "&") + std::string("reference_relevance=1");
      reference_sets.push_back("`relevance_judge=" + r.specs[2] + "`");
    }
    r.rule = r.specs[1] == citeval::judge::kAlwaysNeedsCitation;
    r.longcite.uncited = r.rule || r.specs[1].empty() ? metrics::LongciteUncited::kAlwaysNeedsCitation
                                                      : metrics::LongciteUncited::kJudge;
    r.question_in_request = o.question_in_request;
    r.longcite.question_in_request =
        o.question_in_request.value_or(is_llm_spec(r.specs[0]) || is_llm_spec(r.specs[1]) || is_llm_spec(r.specs[2]));
    id["citation_tokenizer"] = *tokenizer_identity;
    r.tokenizer_identity = *tokenizer_identity;
    id["max_statements"] = r.longcite.max_statements;
    id["support_judge"] = r.specs[0];
    id["need_citation_judge"] = r.specs[1];
    id["relevance_judge"] = r.specs[2];
    id["reference_aggregation"] = r.reference_aggregation;
    id["input_fingerprint"] = r.input_fingerprint;
    id["question_in_request"] = r.longcite.question_in_request;
    r.correctness = o.correctness.value_or(false);
    r.lqa_input = o.lqa_input.value_or("");
    if (!r.correctness && (!r.lqa_input.empty() || o.correctness_model.has_value())) {
      return make_error(ErrorCode::kInvalidArgument,
                        "`lqa` and `correctness_model` apply to the correctness rating: set correctness (`correctness`)");
    }
    if (r.correctness) {
      r.correctness_model = o.correctness_model.value_or("");
      if (r.correctness_model.empty() && is_llm_spec(base) && base.rfind("llm:", 0) == 0) {
        r.correctness_model = base.substr(4, base.find('?') == std::string::npos ? std::string::npos : base.find('?') - 4);
      }
      if (r.correctness_model.empty()) {
        return make_error(ErrorCode::kInvalidArgument,
                          "the correctness rating asks an LLM: name its model with `correctness_model=MODEL`, or "
                          "judge with `judge=llm:MODEL`");
      }
      // Only when on, so the identities of runs without it stay as they were.
      id["correctness"] = true;
      id["correctness_model"] = r.correctness_model;
      id["lqa_input"] = r.lqa_input;
    }
    return std::shared_ptr<Options>(std::move(out));
  }

  // The figures: the averages over the datasets' groups, each group's, and correctness (with
  // correctness_model; its LQA half with lqa_input). `card`: the report's order.
  std::vector<FigureDef> figures() const override {
    const FigureCondition fractions = [](const Options& o, const nlohmann::json&) {
      return static_cast<const LongciteOptionsOf&>(o).reference_aggregation;  // eval_cite.py's fractions
    };
    const FigureCondition correctness = [](const Options& o, const nlohmann::json&) {
      return static_cast<const LongciteOptionsOf&>(o).correctness;
    };
    const FigureCondition lqa = [](const Options& options, const nlohmann::json&) {
      const auto& o = static_cast<const LongciteOptionsOf&>(options);
      return o.correctness && !o.lqa_input.empty();
    };
    const std::vector<std::string> citing = {"support_judge", "need_citation_judge", "relevance_judge",
                                             "reference_aggregation", "citation_tokenizer"};
    const std::vector<std::string> no_group = {"a group has no scored response"};
    auto averaged = [&](const char* key, const char* label, const char* per_item, int card) {
      return FigureDef{.key = key, .label = label, .aggregation = Aggregation::kMeanOfGroupMeans,
                       .inputs = {per_item}, .depends_on = citing, .undefined = no_group, .raw_when = fractions,
                       .card = card};
    };
    auto per_group = [&](const char* key) {
      return FigureDef{.key = key, .depends_on = citing, .undefined = {"no scored response in the dataset"},
                       .raw_when = fractions};
    };
    std::vector<FigureDef> f = {
        averaged("avg_citation_recall", "Citation recall", "citation_recall", 0),
        averaged("avg_citation_precision", "Citation precision", "citation_precision", 1),
        averaged("avg_citation_f1", "Citation F1", "citation_f1", 2),
        per_group("scores.*.citation_recall"),
        per_group("scores.*.citation_precision"),
        per_group("scores.*.citation_f1"),
        {.key = "citation_length", .label = "Citation length", .scale = Scale::kRaw,
         .aggregation = Aggregation::kRatioOfSums, .inputs = {"cited_tokens", "cited_snippets"},
         .depends_on = {"citation_tokenizer"}, .undefined = {"no citation snippet"}, .card = 3},
        {.key = "responses", .scale = Scale::kRaw, .aggregation = Aggregation::kCount, .undefined = {},
         .card = kNoCard},
        {.key = "scores.*.citation_length", .scale = Scale::kRaw, .aggregation = Aggregation::kRatioOfSums,
         .inputs = {"cited_tokens", "cited_snippets"}, .depends_on = {"citation_tokenizer"},
         .undefined = {"no citation snippet in the dataset"}},
        {.key = "scores.*.responses", .scale = Scale::kRaw, .aggregation = Aggregation::kCount, .undefined = {}},
    };
    // Correctness is ×100 whatever the aggregation; the LQA half is the same block of ratings of
    // the answers without the context.
    for (const std::string block : {"correctness", "correctness_lqa"}) {
      const FigureCondition& on = block == "correctness" ? correctness : lqa;
      const std::vector<std::string> deps = {"correctness_model", block == "correctness" ? "correctness" : "lqa"};
      f.push_back({.key = block + ".avg_correctness", .aggregation = Aggregation::kWholeSet, .depends_on = deps,
                   .undefined = {"a group has no rated response"}, .applies = on});
      f.push_back({.key = block + ".scores.*.correctness", .depends_on = deps,
                   .undefined = {"no rated response in the dataset"}, .applies = on});
      for (const char* k : {"responses", "ratings", "ratings_unreadable", "ratings_out_of_range", "scores.*.responses"}) {
        f.push_back({.key = block + "." + k, .scale = Scale::kRaw, .aggregation = Aggregation::kCount,
                     .depends_on = deps, .undefined = {}, .applies = on});
      }
    }
    f.push_back({.key = "correctness.items_without_rubric", .scale = Scale::kRaw, .aggregation = Aggregation::kCount,
                 .depends_on = {"correctness"}, .undefined = {}, .applies = correctness});
    for (const char* k : {"correctness_ratio.scores.*.c", "correctness_ratio.scores.*.c_lqa",
                          "correctness_ratio.scores.*.cr", "correctness_ratio.avg.c", "correctness_ratio.avg.c_lqa",
                          "correctness_ratio.avg.cr"}) {
      f.push_back({.key = k, .aggregation = Aggregation::kWholeSet, .depends_on = {"correctness", "lqa"},
                   .undefined = {"no rated response"}, .applies = lqa});
    }
    return f;
  }

  Result<ItemFile> read_items(const std::string& path) const override { return read_longcite_file(*this, path, nullptr); }

  Result<Item> parse_item(std::string_view text, std::size_t index) const override {
    if (Status deep = check_json_nesting(text); !deep) return deep.error();
    nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded()) return make_error(ErrorCode::kParse, "not valid JSON");
    auto it = io::longcite_item_from_json(j);
    if (!it) return it.error();
    it->position = index;
    return make_item(*this, std::make_shared<LongciteItemData>(std::move(*it)));
  }

  Result<std::unique_ptr<ItemSource>> open_input(const std::string& path) const override {
    auto source = LongciteSource::open(*this, path);
    if (!source) return source.error();
    return std::unique_ptr<ItemSource>(std::move(*source));
  }

  Status check_input(Options& options, nlohmann::json& identity, ItemSource& input, const Warn& warn) const override {
    auto& r = static_cast<LongciteOptionsOf&>(options);
    const auto* source = dynamic_cast<const LongciteSource*>(&input);
    if (!source) return make_error(ErrorCode::kInvalidArgument, "longbench-cite: not a LongBench-Cite input");
    for (const auto& d : source->duplicate_idx()) warn(d);
    if (!r.fingerprint_given) {
      r.input_fingerprint = source->fingerprint();
      identity["input_fingerprint"] = source->fingerprint();
    }
    if (r.specs[1].empty()) {
      const std::string where = source->first_uncited(r.longcite.max_statements);
      if (!where.empty()) return need_citation_refusal(where, r.judge.empty() ? judge::default_judge_spec() : r.judge);
    }
    return Ok{};
  }

  Result<std::unique_ptr<Run>> open(std::shared_ptr<Options> options, nlohmann::json& identity,
                                   RunContext& ctx) const override {
    auto run = std::make_unique<LongciteRun>(std::static_pointer_cast<LongciteOptionsOf>(options));
    auto& r = run->r;
  // LongBench-Cite: one session a distinct judge.
  for (int k = 0; k < 3; ++k) {
    std::string key = r.specs[k];
    if (k == 1 && ctx.custom_need) key = ctx.custom_need->identity();
    if (key == kCustomJudge) key = ctx.custom->identity();
    if (key.empty() || (k == 1 && !ctx.custom_need && key == citeval::judge::kAlwaysNeedsCitation)) continue;
    run->role_key[k] = key;
    if (run->sessions.count(key)) continue;
    SessionConfig c = ctx.session;
    if (is_llm_spec(r.specs[k]) && !(k == 1 && ctx.custom_need)) {
      // LLM requests are only in flight within one inner batch: large batches keep the pool full.
      c.batch_size = std::max<std::size_t>(c.batch_size, 1024);
      // An LLM judge retries by itself (HTTP retries, then re-asks): a session retry would
      // multiply LongBench-Cite's 5 tries.
      c.retries = 0;
    }
    auto s = ctx.open(k == 1 && ctx.custom_need ? std::string(kCustomNeedJudge) : r.specs[k], c);
    if (!s) return s.error();
    run->sessions.emplace(key, *s);
  }
  if (ctx.custom_need) {
    r.rule = false;
    r.longcite.uncited = metrics::LongciteUncited::kJudge;
  }
  for (int k = 0; k < 3; ++k) {
    judge::JudgeSession* s = run->role(k);
    run->identities[k] = s ? s->identity() : (r.rule && k == 1 ? citeval::judge::kAlwaysNeedsCitationIdentity : "none");
  }
  run->longcite = std::make_unique<metrics::LongciteEvaluator>(
      r.longcite, metrics::LongciteJudges{run->role(0), run->role(1), run->role(2)});
  if (r.correctness) {
    auto rater = ctx.llm->make_correctness_rater(r.correctness_model);
    if (!rater) return rater.error();
    run->rater = std::move(*rater);
    identity["correctness_rater"] = run->rater->identity();
    if (ctx.llm_cache_path) {
      auto path = ctx.llm_cache_path();
      if (!path) return path.error();
      if (!path->empty()) {
        auto cache = judge::JudgmentCache::open(*path);
        if (!cache) return cache.error();
        auto id = (*cache)->judge_id(run->rater->identity());
        if (!id) return id.error();
        run->rating_cache = std::move(*cache);
        run->rating_cache_judge = *id;
      }
    }
    if (!r.lqa_input.empty()) {
      auto lqa = io::read_longcite_input(r.lqa_input, /*plain=*/true);
      if (!lqa) return lqa.error();
      if (!lqa->skipped.empty()) {
        return make_error(lqa->skipped.front().error.code,
                          fmt::format("{} malformed item(s) in the LQA file; first: {}", lqa->skipped.size(),
                                      lqa->skipped.front().error.to_string()));
      }
      run->lqa = std::move(*lqa);
      for (const auto& it : run->lqa->items) {
        auto [at, fresh] = run->lqa_by_key.emplace(lqa_key(it), &it);
        if (!fresh) {
          return make_error(ErrorCode::kInvalidArgument,
                            fmt::format("{} repeats line {} of the LQA file: items are matched by idx and dataset",
                                        item_where(run->lqa->path, it), at->second->line));
        }
      }
      identity["lqa_fingerprint"] = run->lqa->fingerprint;
    }
  }
  
    return std::unique_ptr<Run>(std::move(run));
  }

  std::unique_ptr<Totals> totals_from_json(const nlohmann::json& j) const override {
    return std::make_unique<LongciteTotalsOf>(longcite_totals_from_json(j.at("longcite")));
  }

  nlohmann::json summary_json(const State& s) const override { return longcite_view(s).out; }

  std::string summary_table(const State& s) const override {
    const LongciteView v = longcite_view(s);
    const auto& sum = v.sum;
    const auto& t = T(s);
    std::string out = fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6} {:>8}\n", "dataset", "n", "R", "P", "F1", "CL");
    for (const auto& g : sum.groups) {
      out += fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6} {:>8}\n", g.name, g.responses, fmt_score(g.recall, v.scale),
                         fmt_score(g.precision, v.scale), fmt_score(g.f1, v.scale),
                         std::isnan(g.citation_length) ? "-" : fmt::format("{:.1f}", g.citation_length));
    }
    out += fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6} {:>8}\n", "average", sum.responses, fmt_score(sum.recall, v.scale),
                       fmt_score(sum.precision, v.scale), fmt_score(sum.f1, v.scale),
                       std::isnan(sum.citation_length) ? "-" : fmt::format("{:.1f}", sum.citation_length));
    if (v.correctness) {
      out += v.lqa ? fmt::format("\n{:<18} {:>6} {:>6} {:>6} {:>6}\n", "correctness x100", "n", "C", "C_LQA", "CR%")
                   : fmt::format("\n{:<18} {:>6} {:>6}\n", "correctness x100", "n", "C");
      auto row = [&](const std::string& name, std::size_t n, double c, double c_lqa) {
        if (!v.lqa) return fmt::format("{:<18} {:>6} {:>6}\n", name, n, fmt_score(c, 1));
        const double cr = metrics::correctness_ratio(c, c_lqa);
        return fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6}\n", name, n, fmt_score(c, 1), fmt_score(c_lqa, 1),
                           std::isnan(cr) ? "-" : fmt::format("{:.0f}", 100 * cr));
      };
      for (std::size_t g = 0; g < v.c.groups.size(); ++g) {
        out += row(v.c.groups[g].name, v.c.groups[g].responses, v.c.groups[g].correctness,
                   v.lqa ? v.c_lqa.groups[g].correctness : 0.0);
      }
      out += row("average", v.c.responses, v.c.average, v.lqa ? v.c_lqa.average : 0.0);
      out += std::string(kCorrectnessAverage) + "\n";
      const std::size_t unreadable = v.counts.unreadable + v.counts_lqa.unreadable;
      if (unreadable > 0) {
        out += fmt::format("{} rating(s) unreadable after every try, scored 0.5 as eval_correct.py does\n", unreadable);
      }
      if (t.rating_cache_hits > 0) {
        out += fmt::format("{} rating(s) read from the judgment cache, not asked again\n", t.rating_cache_hits);
      }
    }
    const auto& i = v.out["citeval"];
    if (i.contains("judge_note")) out += i["judge_note"].get<std::string>() + "\n";
    out += reference_line(s);
    if (v.rule) out += "need-citation: " + i["need_citation_rule"].get<std::string>() + "\n";
    if (t.resumed > 0) out += fmt::format("{} item(s) resumed from {}\n", t.resumed, t.resumed_from);
    if (t.judge_errors > 0) {
      out += fmt::format("{} item(s) had judge errors and are not counted; rerun to retry them\n", t.judge_errors);
    }
    if (!v.undefined.empty()) out += "no score: no response was scored: " + v.undefined + "\n";
    if (!v.undefined_average.empty()) out += "no average: " + v.undefined_average + "\n";
    return out;
  }

  std::vector<std::string> warnings(const State& s) const override {
    std::vector<std::string> lines;
    const LongciteView v = longcite_view(s);
    const auto& t = T(s);
    if (s.skipped > 0) lines.push_back(fmt::format("skipped {} malformed item(s); first: {}", s.skipped, s.first_skipped_error));
    if (!v.undefined_average.empty()) lines.push_back(v.undefined_average);
    if (t.judge_errors > 0) {
      lines.push_back(fmt::format("{} item(s) had judge errors and are not counted (a rerun retries them); first: {}",
                                  t.judge_errors, t.first_judge_error));
    }
    for (auto& l : partial_lines(v.partial, s.max_judge_error_rate)) lines.push_back(std::move(l));
    for (const auto& g : v.failed_groups) {
      lines.push_back(fmt::format("ERROR: scores.{}: every item of this dataset had judge errors, so it has no figure: "
                                  "exit 1; a rerun against a working judge gives them",
                                  g));
    }
    for (const auto& g : v.failed_correctness) {
      lines.push_back(fmt::format("ERROR: {}: every rated item of this dataset had judge errors, so its correctness "
                                  "is not measured: exit 1; a rerun against a working judge gives it",
                                  g));
    }
    if (!v.undefined.empty()) lines.push_back("no response was scored: " + v.undefined);
    if (v.correctness) {
      const std::size_t unreadable = v.counts.unreadable + v.counts_lqa.unreadable;
      if (unreadable > 0) {
        lines.push_back(fmt::format("{} correctness rating(s) unreadable after every try, scored 0.5 as eval_correct.py "
                                    "does; first: {}",
                                    unreadable, t.unreadable.empty() ? std::string("(resumed)") : t.unreadable[0].get<std::string>()));
      }
      if (t.rating_cache_errors > 0) {
        lines.push_back(fmt::format("WARNING: the judgment cache failed {} time(s) for correctness ratings (they were "
                                    "asked, and may be asked again by a rerun); first: {}",
                                    t.rating_cache_errors, t.rating_cache_error));
      }
      const std::size_t out_of_range = v.counts.out_of_range + v.counts_lqa.out_of_range;
      if (out_of_range > 0) {
        lines.push_back(fmt::format("{} correctness rating(s) outside the rubric's range, kept as eval_correct.py keeps "
                                    "them (see the detail's \"out_of_range\")",
                                    out_of_range));
      }
      if (v.no_rubric > 0) {
        lines.push_back(fmt::format("{} item(s) not rated for correctness: their dataset has no eval_correct.py rubric",
                                    v.no_rubric));
      }
      if (!v.c.empty_averaged.empty()) {
        std::string names;
        for (const auto& g : v.c.empty_averaged) names += (names.empty() ? "" : ", ") + g;
        lines.push_back(fmt::format("correctness: no item of {}: {}", names,
                                    s.options.at("reference_aggregation").get<bool>()
                                        ? "counted 0 in the average, as eval_correct.py (`reference_aggregation`)"
                                        : "left out of the average"));
      }
    }
    return lines;
  }

  std::vector<std::string> judge_lines(const State& s) const override {
    std::vector<std::string> lines;
    for (const auto& [spec, st] : T(s).sessions) lines.push_back("judge " + spec.substr(0, spec.find('?')) + ": " + st.summary());
    return lines;
  }

  int exit_code(const State& s) const override {
    const LongciteView v = longcite_view(s);
    if (v.sum.responses == 0) return 1;
    // Judge errors with no figure left to mark (every average undefined) fail the run too.
    if (T(s).judge_errors > 0 && v.partial.empty()) return 1;
    // A group with no figure left: whatever the rate.
    if (!v.failed_groups.empty() || !v.failed_correctness.empty()) return 1;
    return any_partial_rejected(v.partial, s.max_judge_error_rate) ? 1 : 0;
  }
};

}  // namespace

std::shared_ptr<const BenchmarkImpl> make_longbench_cite_benchmark() { return std::make_shared<LongciteBenchmark>(); }

}  // namespace citeval::benchmarks

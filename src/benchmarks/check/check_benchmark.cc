#include "benchmarks/check/check_benchmark.h"

#include <fmt/format.h>

#include "answers/read.h"
#include "benchmarks/judge_info.h"
#include "benchmarks/state.h"
#include "judge/need_citation_rule.h"
#include "metrics/check_evaluator.h"
#include "report/alce_report.h"
#include "report/check_report.h"

namespace citeval::benchmarks {
namespace {

struct CheckItem : ItemData {
  CheckItem(std::size_t p, answers::AnswerRecord r) : position(p), record(std::move(r)) {}
  std::size_t index() const override { return position; }
  std::size_t position;
  answers::AnswerRecord record;
};

struct CheckOptions : Options {
  answers::ReadOptions read;
  metrics::CheckOptions check;
  std::string need_citation = citeval::judge::kAlwaysNeedsCitation;  // a judge spec, or the rule
};


struct CheckTotals : Totals {
  metrics::CheckTotals t;
  std::unique_ptr<Totals> clone() const override { return std::make_unique<CheckTotals>(*this); }
  void merge(const Totals& later) override { t.merge(static_cast<const CheckTotals&>(later).t); }
  void to_json(nlohmann::json& state) const override { state["check"] = report::check_totals_json(t); }
};

// A file's records as the run goes: JSONL a line at a time (answers::RecordReader), so the memory
// of `citeval check` does not grow with the number of records.
class CheckSource : public ItemSource {
 public:
  CheckSource(const BenchmarkImpl& b, std::unique_ptr<answers::RecordReader> r)
      : benchmark_(b), reader_(std::move(r)) {}
  const std::string& path() const override { return reader_->path(); }
  bool next(Item& item) override {
    while (auto n = reader_->next()) {
      if (!n->second) {
        skipped_.push_back({n->first, n->second.error()});
        continue;
      }
      item = make_item(benchmark_, std::make_shared<CheckItem>(n->first, std::move(n->second).value()));
      return true;
    }
    return false;
  }
  std::optional<Error> fatal_error() const override {
    if (auto st = reader_->status(); !st) return st.error();
    return std::nullopt;
  }
  std::vector<SkippedItem> skipped() const override { return skipped_; }

 private:
  const BenchmarkImpl& benchmark_;
  std::unique_ptr<answers::RecordReader> reader_;
  std::vector<SkippedItem> skipped_;
};

class CheckRun : public Run {
 public:
  // `need`: the need-citation judge's session (null: the "always" rule), also in `o`.
  CheckRun(judge::JudgeSession& session, judge::JudgeSession* need, metrics::CheckOptions o)
      : session_(session), need_(need), ev_(o, session) {}

  Result<std::vector<nlohmann::json>> evaluate(std::span<const Item> items) override {
    std::vector<answers::AnswerRecord> records;
    std::vector<std::size_t> positions;
    records.reserve(items.size());
    for (const auto& it : items) {
      const auto* c = item_as<CheckItem>(it);
      if (!c) return make_error(ErrorCode::kInvalidArgument, fmt::format("a {} item given to check", it.impl().benchmark));
      records.push_back(c->record);
      positions.push_back(c->position);
    }
    const auto results = ev_.evaluate(records);
    std::vector<nlohmann::json> out;
    out.reserve(results.size());
    for (std::size_t i = 0; i < results.size(); ++i) {
      nlohmann::json j = report::check_record_json(records[i], results[i]);
      j["position"] = positions[i];
      out.push_back(std::move(j));
    }
    return out;
  }
  Status resume(const nlohmann::json& record) override {
    try {
      resumed_.merge(report::check_totals_from_record(record));
    } catch (const nlohmann::json::exception& e) {
      return make_error(ErrorCode::kParse, std::string("not a citeval check detail record: ") + e.what());
    }
    return Ok{};
  }
  void fill(State& s) const override {
    s.judges = judge_identities();
    s.approximation = session_.is_approximation();
    s.stats = to_public(session_.stats());
    auto t = std::make_unique<CheckTotals>();
    t->t = resumed_;
    t->t.merge(ev_.totals());
    s.totals = std::move(t);
  }
  std::vector<std::string> judge_identities() const override {
    if (need_ == nullptr) return {session_.identity()};
    return {session_.identity(), need_->identity()};
  }
  bool llm_judged() const override {
    return is_llm_spec(session_.identity()) || (need_ != nullptr && is_llm_spec(need_->identity()));
  }

 private:
  judge::JudgeSession& session_;
  judge::JudgeSession* need_;
  metrics::CheckEvaluator ev_;
  metrics::CheckTotals resumed_;  // the records of an earlier run (--detail), added first
};

metrics::CheckSummary summary_of(const State& s) { return metrics::summarize_check(s.totals_as<CheckTotals>().t); }

class CheckBenchmark : public BenchmarkImpl {
 public:
  std::string name() const override { return "check"; }
  std::optional<Benchmark> id() const override { return Benchmark::kCheck; }
  std::vector<std::string> own_options() const override {
    return {"format", "citation_style", "sources", "need_citation_judge"};
  }

  Result<std::shared_ptr<Options>> resolve(const EvalOptions& o, Resolution& r) const override {
    auto out = std::make_shared<CheckOptions>();
    auto format = answers::parse_format(o.format.value_or("auto"));
    if (!format) return option_refusal("format", format.error());
    out->read.format = *format;
    auto style = answers::parse_mark_syntax(o.citation_style.value_or("auto"));
    if (!style) return option_refusal("citation_style", style.error());
    out->read.marks = *style;
    if (o.sources && !o.sources->empty()) {
      auto snapshots = answers::read_snapshots(*o.sources);
      if (!snapshots) return option_refusal("sources", snapshots.error());
      out->read.snapshots = std::move(*snapshots);
    }
    if (o.need_citation_judge && !o.need_citation_judge->empty()) out->need_citation = *o.need_citation_judge;
    nlohmann::json& id = r.identity;
    id["need_citation_judge"] = out->need_citation;
    id["format"] = answers::format_name(*format);
    id["citation_style"] = style->spec;
    id["sources"] = o.sources.value_or("");
    return std::shared_ptr<Options>(std::move(out));
  }
  // As metrics::summarize_check: the answers' mean recall and precision (answers with a value),
  // statement_rec = supported / statements that need a citation (undefined with any judge error),
  // quote_fidelity = (exact + found) / quotes. `card`: the report's order.
  std::vector<FigureDef> figures() const override {
    const std::vector<std::string> judged = {"judge", "need_citation_judge", "citation_style", "sources"};
    return {
        {.key = "citation_rec", .label = "Citation recall", .depends_on = judged,
         .undefined = {"no answer with a value"}, .card = 0},
        {.key = "citation_prec", .label = "Citation precision", .depends_on = judged,
         .undefined = {"no answer with a value"}, .card = 1},
        {.key = "statement_rec", .label = "Statement recall", .aggregation = Aggregation::kRatioOfSums,
         .inputs = {"supported", "statements"}, .depends_on = judged, .undefined = {"no statement"},
         .undefined_on_judge_error = "judge errors left statements unjudged", .card = 2},
        {.key = "quote_fidelity", .label = "Quote fidelity", .aggregation = Aggregation::kRatioOfSums,
         .inputs = {"faithful", "quoted"}, .depends_on = {"sources"}, .undefined = {"no citation quotes its source"},
         .card = 3},
    };
  }

  // Without options (read_items(Benchmark::kCheck, path), parse_item(Benchmark::kCheck, ...)): the
  // defaults (format and citation style auto, no snapshots).
  Result<ItemFile> read_items(const std::string& path) const override { return read_items_with(path, CheckOptions{}); }
  Result<Item> parse_item(std::string_view json, std::size_t index) const override {
    return parse_item_with(json, index, CheckOptions{});
  }
  Result<ItemFile> read_items_with(const std::string& path, const Options& options) const override {
    auto source = open_input_with(path, options);
    if (!source) return source.error();
    ItemFile f;
    Item item;
    while ((*source)->next(item)) f.items.push_back(std::move(item));
    if (auto fatal = (*source)->fatal_error()) return *fatal;
    f.skipped = (*source)->skipped();
    return f;
  }
  Result<Item> parse_item_with(std::string_view json, std::size_t index, const Options& options) const override {
    auto r = answers::parse_record(json, static_cast<const CheckOptions&>(options).read, {}, 0);
    if (!r) return r.error();
    return make_item(*this, std::make_shared<CheckItem>(index, std::move(*r)));
  }
  Result<std::unique_ptr<ItemSource>> open_input_with(const std::string& path, const Options& options) const override {
    auto reader = answers::RecordReader::open(path, static_cast<const CheckOptions&>(options).read);
    if (!reader) return reader.error();
    return std::unique_ptr<ItemSource>(std::make_unique<CheckSource>(*this, std::move(*reader)));
  }

  Result<std::unique_ptr<Run>> open(std::shared_ptr<Options> options, nlohmann::json&, RunContext& ctx) const override {
    auto o = std::static_pointer_cast<CheckOptions>(options);
    auto session = ctx.open(ctx.custom ? std::string(kCustomJudge) : o->judge, ctx.session);
    if (!session) return session.error();
    judge::JudgeSession* need = nullptr;
    if (ctx.custom_need || o->need_citation != citeval::judge::kAlwaysNeedsCitation) {
      auto n = ctx.open(ctx.custom_need ? std::string(kCustomNeedJudge) : o->need_citation, ctx.session);
      if (!n) return n.error();
      need = *n;
    }
    metrics::CheckOptions check = o->check;
    check.need_citation = need;
    return std::unique_ptr<Run>(std::make_unique<CheckRun>(**session, need, check));
  }
  std::unique_ptr<Totals> totals_from_json(const nlohmann::json& state) const override {
    auto t = std::make_unique<CheckTotals>();
    t->t = report::check_totals_from_json(state.at("check"));
    return t;
  }

  nlohmann::json summary_json(const State& s) const override {
    const auto& t = s.totals_as<CheckTotals>().t;
    const metrics::CheckSummary sum = summary_of(s);
    nlohmann::json top = nlohmann::json::object(), info;
    info["benchmark"] = "check";
    info["input"] = s.options.at("input");
    info["format"] = s.options.at("format");
    info["citation_style"] = s.options.at("citation_style");
    if (!s.options.at("sources").get<std::string>().empty()) info["sources"] = s.options.at("sources");
    // Which statements need a citation: every one (ALCE's rule: an uncited one scores 0), or
    // what the need-citation judge says.
    info["need_citation"] = s.judges.size() > 1 ? s.judges[1] : std::string(citeval::judge::kAlwaysNeedsCitation);
    add_judge_info(info, s.judges.at(0), s.approximation, s.stats, "check");
    add_reader_info(info, s, t.records + s.skipped);
    info["score_scale"] = static_cast<int>(report::kScoreScale);
    report::add_check_summary_json(sum, t, top, info);
    add_partial_info(info, sum.partial, s.max_judge_error_rate);
    add_usage_info(info, s.llm_usage);
    top["citeval"] = std::move(info);
    return top;
  }
  std::string summary_table(const State& s) const override {
    std::string out = report::check_summary_table(summary_of(s), s.totals_as<CheckTotals>().t);
    if (!s.judges.empty()) {
      out += fmt::format("judge: {}{}\n", s.judges[0], s.approximation ? " (an approximation)" : "");
    }
    return out;
  }
  std::vector<std::string> warnings(const State& s) const override {
    std::vector<std::string> lines;
    const auto& t = s.totals_as<CheckTotals>().t;
    if (s.skipped > 0) {
      lines.push_back(fmt::format("WARNING: skipped {} malformed record(s) of {}; first: {}", s.skipped,
                                  s.skipped + t.records, s.first_skipped_error));
    }
    if (t.other_marks > 0) {
      lines.push_back(fmt::format("WARNING: {} citation mark(s) in {} answer(s) were not read as citations (first: "
                                  "{}): of another style than the one asked for ({}), or in an answer whose "
                                  "citations are given as spans; the citation style auto reads the style each "
                                  "answer uses",
                                  t.other_marks, t.answers_with_other_marks, t.first_other_mark,
                                  s.options.at("citation_style").get<std::string>()));
    }
    if (t.unresolved > 0) {
      lines.push_back(fmt::format("WARNING: {} citation(s) point at no source of their answer (their statements "
                                  "score 0)",
                                  t.unresolved));
    }
    if (t.outside > 0) lines.push_back(fmt::format("WARNING: {} citation(s) state a place outside their source", t.outside));
    const auto sum = summary_of(s);
    for (auto& l : report::score_status_lines(sum.excluded, sum.undefined, t.records)) lines.push_back(std::move(l));
    for (auto& l : partial_lines(sum.partial, s.max_judge_error_rate)) lines.push_back(std::move(l));
    return lines;
  }
  int exit_code(const State& s) const override {
    const auto sum = summary_of(s);
    return report::has_failed_score(sum.undefined) || any_partial_rejected(sum.partial, s.max_judge_error_rate) ? 1 : 0;
  }

 private:
  // A refused value, naming the option (front ends spell it: --citation-style, citation_style=).
  static Error option_refusal(const char* option, Error e) {
    e.code = ErrorCode::kInvalidArgument;
    e.message = fmt::format("`{}`: {}", option, e.message);
    return e;
  }
};

}  // namespace

std::shared_ptr<const BenchmarkImpl> make_check_benchmark() { return std::make_shared<CheckBenchmark>(); }

}  // namespace citeval::benchmarks

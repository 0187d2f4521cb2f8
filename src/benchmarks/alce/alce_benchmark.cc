#include "benchmarks/alce/alce_benchmark.h"

#include <fmt/format.h>

#include "benchmarks/alce/alce_format.h"
#include "benchmarks/judge_info.h"
#include "io/alce_reader.h"
#include "metrics/alce_evaluator.h"
#include "report/alce_report.h"

namespace citeval::benchmarks {

namespace {

struct AlceOptionsOf : AlceFormatOptions {
  std::string dataset;
  bool dataset_from_file_name = false;
  metrics::AlceOptions alce;
};

struct AlceTotalsOf : Totals {
  metrics::AlceTotals alce;
  ExtraTotals extras;

  std::unique_ptr<Totals> clone() const override { return std::make_unique<AlceTotalsOf>(*this); }
  void merge(const Totals& later) override {
    const auto& b = static_cast<const AlceTotalsOf&>(later);
    alce.merge(b.alce);
    extras.merge(b.extras);
  }
  void to_json(nlohmann::json& state) const override {
    state["alce"] = alce_totals_json(alce);
    state["extras"] = extras.to_json();
  }
};

metrics::AlceOptions alce_options(const nlohmann::json& o) {
  metrics::AlceOptions a;
  a.dataset = *metrics::parse_alce_dataset(o.at("dataset").get<std::string>());
  a.rouge = o.at("rouge").get<bool>();
  a.citations = o.at("citations").get<bool>();
  a.claims_nli = o.at("claims").get<bool>();
  a.syntax = citation_syntax(o);
  a.truncate_output = o.value("truncate_output", true);  // in an ALCE identity only when false
  return a;
}

// The summary with the extra figures (MAUVE, QA); `info` gets their blocks.
metrics::AlceSummary alce_summary(const State& s, nlohmann::json* info = nullptr) {
  const auto& t = s.totals_as<AlceTotalsOf>();
  metrics::AlceSummary sum = metrics::summarize_alce(alce_options(s.options), t.alce);
  add_extra_scores(t.extras, sum, info);
  return sum;
}

class AlceRun : public AlceFormatRun {
 public:
  AlceRun(std::shared_ptr<AlceOptionsOf> o, judge::JudgeSession& session, std::unique_ptr<ExtraEvaluator> extras)
      : AlceFormatRun("alce", session, std::move(extras)), o_(std::move(o)), alce_(o_->alce, session) {}

  void fill(State& s) const override {
    fill_judge(s);
    auto t = std::make_unique<AlceTotalsOf>();
    t->alce = alce_.totals();
    t->extras = extras_->totals();
    s.totals = std::move(t);
  }

 protected:
  // Refuse a clearly wrong dataset before anything is judged.
  Status check_chunk(std::span<const io::AlceItem> chunk) override {
    if (!first_chunk_) return Ok{};
    first_chunk_ = false;
    if (auto why = metrics::alce_dataset_mismatch(chunk, o_->alce.dataset)) {
      return make_error(ErrorCode::kInvalidArgument,
                        *why + (o_->dataset_from_file_name ? " (the dataset came from the file name)" : ""), o_->input);
    }
    return Ok{};
  }
  std::vector<nlohmann::json> score(std::span<const io::AlceItem> chunk) override {
    return records_of(alce_.evaluate(chunk), [](const auto& r) { return report::alce_item_json(r); });
  }

 private:
  std::shared_ptr<AlceOptionsOf> o_;
  metrics::AlceEvaluator alce_;
  bool first_chunk_ = true;
};

class AlceBenchmark : public AlceFormatBenchmark {
 public:
  std::string name() const override { return "alce"; }
  std::optional<Benchmark> id() const override { return Benchmark::kAlce; }
  std::vector<std::string> own_options() const override {
    return {"dataset", "dataset_from_file_name", "at_most_citations", "citation_syntax", "dedupe_citations", "rouge",
            "citations", "claims", "mauve", "mauve_features", "mauve_reference_features", "mauve_threads", "qa",
            "qa_batch", "truncate_output"};
  }

  void check_reference(const EvalOptions& o, Resolution& r) const override {
    r.reference_sets = {"`citation_syntax=alce`", "`no_claims`"};
    if (r.reference) {
      if (o.citation_syntax.has_value() && *o.citation_syntax != "alce") {
        r.contradictions.push_back("`citation_syntax` other than alce");
      }
      if (o.claims.value_or(false)) r.contradictions.push_back("claims_nli on (eval.py computes it only with --claims_nli)");
      if (!o.truncate_output.value_or(true)) {
        r.contradictions.push_back("`no_truncate` (eval.py scores the output's first line)");
      }
    }
    check_reference_dedupe(o, r);
  }

  Result<std::shared_ptr<Options>> resolve(const EvalOptions& o, Resolution& r) const override {
    // The dataset first, as the CLI always checked it.
    if (o.dataset.empty()) {
      return make_error(ErrorCode::kInvalidArgument,
                        "cannot tell the dataset from the file name; pass `dataset=asqa|qampari|eli5`");
    }
    auto ds = metrics::parse_alce_dataset(o.dataset);
    if (!ds) return ds.error();
    auto out = std::make_shared<AlceOptionsOf>();
    cite::CitationSyntax syntax;
    std::size_t at_most = 0;
    bool dedupe = false;
    if (auto st = resolve_citations(o, r, *out, syntax, at_most, dedupe, r.reference ? "alce" : "all", 3); !st) {
      return st.error();
    }
    auto& id = r.identity;
    out->dataset = o.dataset;
    out->dataset_from_file_name = o.dataset_from_file_name;
    auto& a = out->alce;
    a.dataset = *ds;
    a.syntax = syntax;
    a.at_most_citations = at_most;
    a.dedupe_citations = dedupe;
    a.rouge = o.rouge.value_or(true);
    a.citations = o.citations.value_or(true);
    a.claims_nli = o.claims.value_or(!r.reference);
    a.truncate_output = o.truncate_output.value_or(true);
    id["dataset"] = out->dataset;
    id["dataset_from_file_name"] = out->dataset_from_file_name;
    id["rouge"] = a.rouge;
    id["citations"] = a.citations;
    id["claims"] = a.claims_nli;
    // Only when off, so the identities of runs without it stay as they were.
    if (!a.truncate_output) id["truncate_output"] = false;
    out->extra.syntax = syntax;
    out->extra.at_most_citations = at_most;
    out->extra.truncate_output = a.truncate_output;
    if (auto st = resolve_extra(o, /*aliice=*/false, out->extra, id); !st) return st.error();
    return std::shared_ptr<Options>(std::move(out));
  }

  // The figures, in the summary's order (the table's rows: QA and MAUVE come before the citation
  // figures, where add_extra_scores puts them); `card`: the report's order (citation first).
  std::vector<FigureDef> figures() const override {
    auto dataset = [](metrics::AlceDataset d) -> FigureCondition {
      return [d](const Options& o, const nlohmann::json&) { return static_cast<const AlceOptionsOf&>(o).alce.dataset == d; };
    };
    const FigureCondition asqa = dataset(metrics::AlceDataset::kAsqa), qampari = dataset(metrics::AlceDataset::kQampari),
                          eli5 = dataset(metrics::AlceDataset::kEli5);
    const std::vector<std::string> no_item = {"no item to average"};
    return {
        {.key = "length", .label = "Length (words)", .scale = Scale::kRaw, .undefined = no_item, .card = 11},
        {.key = "str_em", .label = "EM recall (str_em)", .depends_on = {"dataset"},
         .undefined = {"no item has gold answers ('qa_pairs' or 'answers')"}, .applies = asqa, .card = 2},
        {.key = "str_hit", .label = "EM hit (str_hit)", .depends_on = {"dataset"},
         .undefined = {"no item has gold answers ('qa_pairs' or 'answers')"}, .applies = asqa, .card = 3},
        {.key = "num_preds", .label = "Answers predicted", .scale = Scale::kRaw, .depends_on = {"dataset"},
         .undefined = {"no item has gold answers"}, .applies = qampari, .card = 12},
        {.key = "qampari_prec", .label = "QAMPARI precision", .depends_on = {"dataset"},
         .undefined = {"no item has gold answers"}, .applies = qampari, .card = 4},
        {.key = "qampari_rec", .label = "QAMPARI recall", .depends_on = {"dataset"},
         .undefined = {"no item has gold answers"}, .applies = qampari, .card = 5},
        {.key = "qampari_rec_top5", .label = "QAMPARI recall@5", .depends_on = {"dataset"},
         .undefined = {"no item has gold answers"}, .applies = qampari, .card = 7},
        {.key = "qampari_f1", .label = "QAMPARI F1", .depends_on = {"dataset"},
         .undefined = {"no item has gold answers"}, .applies = qampari, .card = 6},
        {.key = "qampari_f1_top5", .label = "QAMPARI F1@5", .depends_on = {"dataset"},
         .undefined = {"no item has gold answers"}, .applies = qampari, .card = 8},
        {.key = "rougeLsum", .label = "ROUGE-Lsum", .depends_on = {"no_rouge", "dataset"},
         .undefined = {"not computed (`no_rouge`, or QAMPARI)", "no item has a reference answer"}, .card = 10},
        {.key = "QA-EM", .depends_on = {"qa"}, .undefined = {"no item has 'qa_pairs' with questions to ask"},
         .applies = identity_has("qa")},
        {.key = "QA-F1", .depends_on = {"qa"}, .undefined = {"no item has 'qa_pairs' with questions to ask"},
         .applies = identity_has("qa")},
        {.key = "QA-Hit", .depends_on = {"qa"}, .undefined = {"no item has 'qa_pairs' with questions to ask"},
         .applies = identity_has("qa")},
        {.key = "mauve", .scale = Scale::kPercent, .aggregation = Aggregation::kWholeSet, .depends_on = {"mauve"},
         .undefined = {"MAUVE failed"}, .applies = identity_has("mauve")},
        {.key = "citation_rec", .label = "Citation recall", .depends_on = {"no_citations", "citation_syntax",
         "at_most_citations", "dedupe_citations", "no_truncate"},
         .undefined = {"no item with a statement to judge", "judge errors", "no citation mark in any output"}, .card = 0},
        {.key = "citation_prec", .label = "Citation precision", .depends_on = {"no_citations", "citation_syntax",
         "at_most_citations", "dedupe_citations", "no_truncate"},
         .undefined = {"no item with a statement to judge", "judge errors", "no citation mark in any output"}, .card = 1},
        {.key = "claims_nli", .label = "Claim recall (claims_nli)", .depends_on = {"no_claims", "dataset"},
         .undefined = {"not computed (claims off)", "no item has 'claims'", "judge errors"}, .applies = eli5, .card = 9},
    };
  }

  // A file that cannot be opened is the first thing to say: "missing.json" names no dataset
  // either, and "pass --dataset" would send the user the wrong way.
  Status check_unresolved(const EvalOptions& o, const std::string& path) const override {
    if (o.dataset.empty()) {
      if (auto reader = io::AlceReader::open(path); !reader) return reader.error();
    }
    return Ok{};
  }

  Result<std::unique_ptr<Run>> open(std::shared_ptr<Options> options, nlohmann::json&, RunContext& ctx) const override {
    auto o = std::static_pointer_cast<AlceOptionsOf>(options);
    auto session = open_alce_format_session(*o, ctx);
    if (!session) return session.error();
    auto extras = ExtraEvaluator::create(o->extra, **session, ctx.model);
    if (!extras) return extras.error();
    return std::unique_ptr<Run>(std::make_unique<AlceRun>(std::move(o), **session, std::move(*extras)));
  }

  std::unique_ptr<Totals> totals_from_json(const nlohmann::json& j) const override {
    auto t = std::make_unique<AlceTotalsOf>();
    t->alce = alce_totals_from_json(j.at("alce"));
    t->extras = ExtraTotals::from_json(j.value("extras", nlohmann::json()));
    return t;
  }

  nlohmann::json summary_json(const State& s) const override {
    const auto& o = s.options;
    nlohmann::json info;
    info["benchmark"] = "alce";
    info["dataset"] = o.at("dataset");
    info["input"] = o.at("input");
    info["citation_syntax"] = o.at("citation_syntax");
    info["at_most_citations"] = o.at("at_most_citations");
    info["dedupe_citations"] = o.at("dedupe_citations");
    add_judge_info(info, s.judges.at(0), s.approximation, s.stats, "ALCE");
    add_reader_info(info, s, items_read(s) + s.skipped);
    add_reference_info(info, s);
    info["score_scale"] = static_cast<int>(report::kScoreScale);
    info["truncate_output"] = o.value("truncate_output", true);
    const metrics::AlceSummary sum = alce_summary(s, &info);
    info["outputs"] = outputs_info(sum.outputs, o);
    add_partial_info(info, sum.partial, s.max_judge_error_rate);
    nlohmann::json out = report::alce_summary_json(sum, info);
    add_usage_info(out["citeval"], s.llm_usage);
    return out;
  }

  std::string summary_table(const State& s) const override {
    const nlohmann::json summary = summary_json(s);
    auto sum = alce_summary(s);
    order_by_registry(figures(), sum.scores);  // the rows in the registry's order
    return with_extra_lines(report::alce_summary_table(sum, summary["citeval"]), s, extras_of(s));
  }

 protected:
  AlceFormatParts parts(const State& s) const override {
    auto sum = alce_summary(s);
    return {sum.excluded, sum.undefined, sum.partial, sum.items, sum.outputs, s.options.at("citations").get<bool>()};
  }
  std::size_t items_read(const State& s) const override { return s.totals_as<AlceTotalsOf>().alce.lengths.size(); }
  const ExtraTotals& extras_of(const State& s) const override { return s.totals_as<AlceTotalsOf>().extras; }
};

}  // namespace

std::shared_ptr<const BenchmarkImpl> make_alce_benchmark() { return std::make_shared<AlceBenchmark>(); }

}  // namespace citeval::benchmarks

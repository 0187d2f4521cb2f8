#include "benchmarks/aliice/aliice_benchmark.h"

#include <fmt/format.h>

#include <map>
#include <mutex>

#include "benchmarks/alce/alce_format.h"
#include "benchmarks/judge_info.h"
#include "report/aliice_report.h"
#include "claims/parser_adapter.h"
#include "report/alce_report.h"

namespace citeval::benchmarks {

namespace {

struct AliiceOptionsOf : AlceFormatOptions {
  claims::AliiceOptions aliice;
  std::string parser_path;
  bool reference_keys = false;
  std::size_t parse_threads = 0;
};

nlohmann::json aliice_totals_json(const claims::AliiceTotals& t) {
  nlohmann::json j;
  j["counts"] = {t.items,    t.cit_n,     t.cit_err, t.cvcp_n, t.no_units, t.no_docs_excluded, t.items_without_docs,
                 t.sentences, t.claims, t.units, t.not_used};
  j["first_cit_error"] = t.first_cit_error;
  j["cit_judged"] = t.cit_judged;
  j["rec"] = spill_json(t.rec);
  j["prec"] = spill_json(t.prec);
  j["cvcp"] = spill_json(t.cvcp);
  j["by_status"] = t.by_status;
  j["pooled"] = t.pooled.positions();
  j["outputs"] = output_checks_json(t.outputs);
  return j;
}

claims::AliiceTotals aliice_totals_from_json(const nlohmann::json& j) {
  claims::AliiceTotals t;
  const auto& c = j.at("counts");
  std::size_t* counts[] = {&t.items,     &t.cit_n,  &t.cit_err, &t.cvcp_n,   &t.no_units, &t.no_docs_excluded,
                           &t.items_without_docs, &t.sentences, &t.claims, &t.units, &t.not_used};
  for (std::size_t k = 0; k < std::size(counts); ++k) *counts[k] = c.at(k).get<std::size_t>();
  t.first_cit_error = j.at("first_cit_error").get<std::string>();
  t.cit_judged = j.value("cit_judged", std::size_t{0});
  spill_from_json(j.at("rec"), t.rec);
  spill_from_json(j.at("prec"), t.prec);
  spill_from_json(j.at("cvcp"), t.cvcp);
  t.by_status = j.at("by_status").get<std::vector<std::size_t>>();
  t.pooled = claims::PooledCvcp::from_positions(j.at("pooled").get<std::vector<double>>());
  t.outputs = output_checks_from_json(j.value("outputs", nlohmann::json()));
  return t;
}

struct AliiceTotalsOf : Totals {
  claims::AliiceTotals aliice;
  ExtraTotals extras;

  std::unique_ptr<Totals> clone() const override { return std::make_unique<AliiceTotalsOf>(*this); }
  void merge(const Totals& later) override {
    const auto& b = static_cast<const AliiceTotalsOf&>(later);
    aliice.merge(b.aliice);
    extras.merge(b.extras);
  }
  void to_json(nlohmann::json& state) const override {
    state["aliice"] = aliice_totals_json(aliice);
    state["extras"] = extras.to_json();
  }
};

claims::AliiceOptions aliice_options(const nlohmann::json& o) {
  claims::AliiceOptions a;
  a.reference_units = o.at("reference_units").get<bool>();
  a.sentence.syntax = citation_syntax(o);
  a.truncate_output = o.at("truncate_output").get<bool>();
  return a;
}

// The summary with the extra figures (MAUVE, eval.py's fields); `info` gets their blocks.
claims::AliiceSummary aliice_summary(const State& s, nlohmann::json* info = nullptr) {
  const auto& t = s.totals_as<AliiceTotalsOf>();
  claims::AliiceSummary sum = claims::summarize_aliice(aliice_options(s.options), t.aliice);
  add_extra_scores(t.extras, sum, info);
  return sum;
}

// A loaded parser model is immutable and thread-safe (TextParser's contract): evaluators of the
// same model share it, so the shards of a run (a Dask worker's partitions) load it once.
Result<std::shared_ptr<const claims::TextParser>> shared_parser(const std::string& path) {
  static std::mutex mu;
  static std::map<std::string, std::weak_ptr<const claims::TextParser>> loaded;
  std::lock_guard<std::mutex> lock(mu);
  if (auto p = loaded[path].lock()) return p;
  auto p = claims::load_text_parser(path);
  if (!p) return p.error();
  std::shared_ptr<const claims::TextParser> shared(std::move(*p));
  loaded[path] = shared;
  return shared;
}

class AliiceRun : public AlceFormatRun {
 public:
  AliiceRun(std::shared_ptr<AliiceOptionsOf> o, judge::JudgeSession& session, std::unique_ptr<ExtraEvaluator> extras,
            std::shared_ptr<const claims::TextParser> parser)
      : AlceFormatRun("aliice", session, std::move(extras)),
        o_(std::move(o)),
        parser_(std::move(parser)),
        aliice_(o_->aliice, session, *parser_) {}

  void fill(State& s) const override {
    fill_judge(s);
    s.parser = parser_->identity();
    s.extra["parse_threads"] = o_->parse_threads;
    auto t = std::make_unique<AliiceTotalsOf>();
    t->aliice = aliice_.totals();
    t->extras = extras_->totals();
    s.totals = std::move(t);
  }

 protected:
  std::vector<nlohmann::json> score(std::span<const io::AlceItem> chunk) override {
    return records_of(aliice_.evaluate(chunk), [](const auto& r) { return claims::aliice_item_json(r); });
  }

 private:
  std::shared_ptr<AliiceOptionsOf> o_;
  std::shared_ptr<const claims::TextParser> parser_;
  claims::AliiceEvaluator aliice_;
};

class AliiceBenchmark : public AlceFormatBenchmark {
 public:
  std::string name() const override { return "aliice"; }
  std::optional<Benchmark> id() const override { return Benchmark::kAliice; }
  std::vector<std::string> own_options() const override {
    return {"dataset", "at_most_citations", "citation_syntax", "dedupe_citations", "mauve", "mauve_features",
            "mauve_reference_features", "mauve_threads", "parser", "max_words", "reference_units", "reference_code",
            "truncate_output", "reference_keys", "parse_threads"};
  }

  void check_reference(const EvalOptions& o, Resolution& r) const override {
    r.reference_sets = {"`no_truncate`", "`aliice_reference_units`", "`at_most_citations=0`", "`aliice_reference_code`"};
    if (r.reference) {
      if (o.truncate_output.value_or(false)) r.contradictions.push_back("truncate_output on (eval.py reads the whole output)");
      if (!o.reference_units.value_or(true)) r.contradictions.push_back("reference_units off");
      if (!o.reference_code.value_or(true)) r.contradictions.push_back("reference_code off");
      if (o.at_most_citations.value_or(0) != 0) {
        r.contradictions.push_back("`at_most_citations` other than 0 (eval.py uses every citation)");
      }
    }
    check_reference_dedupe(o, r);
  }

  Result<std::shared_ptr<Options>> resolve(const EvalOptions& o, Resolution& r) const override {
    auto out = std::make_shared<AliiceOptionsOf>();
    cite::CitationSyntax syntax;
    std::size_t at_most = 0;
    bool dedupe = false;
    if (auto st = resolve_citations(o, r, *out, syntax, at_most, dedupe, "all", r.reference ? 0 : 3); !st) {
      return st.error();
    }
    auto& id = r.identity;
    auto& a = out->aliice;
    a.at_most_citations = at_most;
    a.dedupe_citations = dedupe;
    a.sentence.syntax = syntax;
    a.sentence.max_words = o.max_words.value_or(50);
    a.sentence.extract.reference_code = o.reference_code.value_or(r.reference);
    // The released code reads sentences and ids as eval.py and myparser.py do, too.
    a.sentence.reference_words = a.reference_sentences = a.sentence.extract.reference_code;
    a.reference_units = o.reference_units.value_or(r.reference);
    a.truncate_output = o.truncate_output.value_or(!r.reference);
    out->parse_threads = o.parse_threads.value_or(0);
    a.threads = out->parse_threads;
    out->reference_keys = o.reference_keys.value_or(false);
    out->parser_path = o.parser.value_or("");
    if (out->parser_path.empty()) out->parser_path = claims::default_parser_model_path();
    id["max_words"] = a.sentence.max_words;
    id["reference_code"] = a.sentence.extract.reference_code;
    id["reference_units"] = a.reference_units;
    id["truncate_output"] = a.truncate_output;
    id["reference_keys"] = out->reference_keys;
    out->extra.syntax = syntax;
    out->extra.at_most_citations = at_most;
    out->extra.truncate_output = a.truncate_output;
    if (auto st = resolve_extra(o, /*aliice=*/true, out->extra, id); !st) return st.error();
    return std::shared_ptr<Options>(std::move(out));
  }

  // The figures: citeval's keys in the summary's order (the table's rows: the correctness figures
  // and MAUVE come before the citation figures, where add_extra_scores puts them), then eval.py's
  // (reference_keys); `card`: the report's order.
  std::vector<FigureDef> figures() const override {
    auto when = [](bool reference_keys, const char* dataset) -> FigureCondition {
      return [reference_keys, dataset = std::string(dataset)](const Options& options, const nlohmann::json&) {
        const auto& o = static_cast<const AliiceOptionsOf&>(options);
        return o.reference_keys == reference_keys && (dataset.empty() || o.extra.aliice_dataset == dataset);
      };
    };
    const FigureCondition ours = when(false, ""), ours_asqa = when(false, "asqa"), ours_eli5 = when(false, "eli5");
    const FigureCondition ref = when(true, ""), ref_asqa = when(true, "asqa"), ref_eli5 = when(true, "eli5");
    const std::vector<std::string> citing = {"citation_syntax", "at_most_citations", "dedupe_citations",
                                             "no_truncate", "aliice_reference_units"};
    const std::vector<std::string> cit_undefined = {"no item could be scored", "every item's citation judgments failed",
                                                    "no citation mark in any output"};
    const std::vector<std::string> no_gold = {"no item has gold answers"};
    return {
        {.key = "length", .label = "Length (words)", .scale = Scale::kRaw, .applies = ours, .card = 8},
        {.key = "str_em", .label = "EM recall (str_em)", .depends_on = {"dataset"}, .undefined = no_gold,
         .applies = ours_asqa, .card = 3},
        {.key = "str_hit", .label = "EM hit (str_hit)", .depends_on = {"dataset"}, .undefined = no_gold,
         .applies = ours_asqa, .card = 4},
        {.key = "rougeLsum", .label = "ROUGE-Lsum", .depends_on = {"dataset"},
         .undefined = {"no item has a reference answer"}, .applies = ours_eli5, .card = 6},
        {.key = "mauve", .aggregation = Aggregation::kWholeSet, .depends_on = {"mauve"}, .undefined = {"MAUVE failed"},
         .applies = identity_has("mauve")},
        {.key = "claims_nli", .label = "Claim recall (claims_nli)", .depends_on = {"dataset"},
         .undefined = {"no item has 'claims'", "judge errors"}, .applies = ours_eli5, .card = 5},
        {.key = "citation_rec", .label = "Citation recall", .depends_on = citing, .undefined = cit_undefined,
         .applies = ours, .card = 0},
        {.key = "citation_prec", .label = "Citation precision", .depends_on = citing, .undefined = cit_undefined,
         .applies = ours, .card = 1},
        {.key = "citation_f1", .label = "Citation F1", .aggregation = Aggregation::kF1OfMeans,
         .inputs = {"citation_prec", "citation_rec"}, .depends_on = citing, .undefined = cit_undefined,
         .applies = ours, .card = 2},
        {.key = "cvcp", .label = "CVCP (citation position)", .scale = Scale::kRaw, .depends_on = {"citation_syntax"},
         .undefined = {"no sentence of any response has a citation group"}, .applies = ours, .card = 7},
        {.key = "cvcp_pooled_reference", .label = "CVCP (eval.py pooled)", .scale = Scale::kRaw,
         .aggregation = Aggregation::kSpread, .depends_on = {"citation_syntax"},
         .undefined = {"no citation mark in any response (eval.py divides by zero)"}, .applies = ours},
        {.key = "times_not_used_aliice", .label = "Items without citation", .scale = Scale::kRaw,
         .aggregation = Aggregation::kCount, .undefined = {}, .card = kNoCard},
        // eval.py's keys (report/aliice_report.h): std's of fractions, cv a ratio.
        {.key = "citation_recall", .label = "Citation recall", .depends_on = citing, .undefined = cit_undefined,
         .applies = ref},
        {.key = "citation_precision", .label = "Citation precision", .depends_on = citing,
         .undefined = cit_undefined, .applies = ref},
        {.key = "recall_std", .scale = Scale::kRaw, .aggregation = Aggregation::kSpread, .depends_on = citing,
         .undefined = cit_undefined, .applies = ref},
        {.key = "precision_std", .scale = Scale::kRaw, .aggregation = Aggregation::kSpread, .depends_on = citing,
         .undefined = cit_undefined, .applies = ref},
        {.key = "cv", .scale = Scale::kRaw, .aggregation = Aggregation::kSpread, .depends_on = {"citation_syntax"},
         .undefined = {"no citation mark in any response (eval.py divides by zero)"}, .applies = ref},
        {.key = "avg_length", .scale = Scale::kRaw, .applies = ref},
        {.key = "length_std", .scale = Scale::kRaw, .aggregation = Aggregation::kSpread, .applies = ref,
         .optional = true},
        {.key = "str_em", .depends_on = {"dataset"}, .undefined = no_gold, .applies = ref_asqa},
        {.key = "str_hit", .depends_on = {"dataset"}, .undefined = no_gold, .applies = ref_asqa},
        {.key = "std_em", .scale = Scale::kRaw, .aggregation = Aggregation::kSpread, .depends_on = {"dataset"},
         .undefined = no_gold, .applies = ref_asqa, .optional = true},
        {.key = "rouge_l", .depends_on = {"dataset"}, .undefined = {"no item has a reference answer"},
         .applies = ref_eli5},
    };
  }

  Result<std::unique_ptr<Run>> open(std::shared_ptr<Options> options, nlohmann::json&, RunContext& ctx) const override {
    auto o = std::static_pointer_cast<AliiceOptionsOf>(options);
    auto parser = shared_parser(o->parser_path);
    if (!parser) return parser.error();
    auto session = open_alce_format_session(*o, ctx);
    if (!session) return session.error();
    auto extras = ExtraEvaluator::create(o->extra, **session, ctx.model);
    if (!extras) return extras.error();
    return std::unique_ptr<Run>(
        std::make_unique<AliiceRun>(std::move(o), **session, std::move(*extras), std::move(*parser)));
  }

  std::unique_ptr<Totals> totals_from_json(const nlohmann::json& j) const override {
    auto t = std::make_unique<AliiceTotalsOf>();
    t->aliice = aliice_totals_from_json(j.at("aliice"));
    t->extras = ExtraTotals::from_json(j.value("extras", nlohmann::json()));
    return t;
  }

  nlohmann::json summary_json(const State& s) const override {
    const auto& o = s.options;
    nlohmann::json info;
    info["benchmark"] = "aliice";
    info["input"] = o.at("input");
    info["citation_syntax"] = o.at("citation_syntax");
    info["at_most_citations"] = o.at("at_most_citations");
    info["dedupe_citations"] = o.at("dedupe_citations");
    info["max_words"] = o.at("max_words");
    info["reference_units"] = o.at("reference_units");
    info["reference_code"] = o.at("reference_code");
    info["truncate_output"] = o.at("truncate_output");
    info["parse_threads"] = s.extra.at("parse_threads");
    info["parser"] = s.parser;
    add_judge_info(info, s.judges.at(0), s.approximation, s.stats, "ALiICE");
    add_reader_info(info, s, items_read(s) + s.skipped);
    add_reference_info(info, s);
    info["score_scale"] = static_cast<int>(report::kScoreScale);
    const claims::AliiceSummary sum = aliice_summary(s, &info);
    info["outputs"] = outputs_info(sum.outputs, o);
    add_partial_info(info, sum.partial, s.max_judge_error_rate);
    nlohmann::json out = claims::aliice_summary_json(sum, info, o.at("reference_keys").get<bool>());
    add_usage_info(out["citeval"], s.llm_usage);
    return out;
  }

  std::string summary_table(const State& s) const override {
    const nlohmann::json summary = summary_json(s);
    auto sum = aliice_summary(s);
    order_by_registry(figures(), sum.scores);  // the rows in the registry's order
    return with_extra_lines(claims::aliice_summary_table(sum, summary["citeval"]), s, extras_of(s));
  }

 protected:
  AlceFormatParts parts(const State& s) const override {
    auto sum = aliice_summary(s);
    return {sum.excluded, sum.undefined, sum.partial, sum.items, sum.outputs, true};
  }
  std::size_t items_read(const State& s) const override { return s.totals_as<AliiceTotalsOf>().aliice.items; }
  const ExtraTotals& extras_of(const State& s) const override { return s.totals_as<AliiceTotalsOf>().extras; }
};

}  // namespace

std::shared_ptr<const BenchmarkImpl> make_aliice_benchmark() { return std::make_shared<AliiceBenchmark>(); }

const claims::AliiceOptions& aliice_options_of(const Options& options) {
  return static_cast<const AliiceOptionsOf&>(options).aliice;
}

}  // namespace citeval::benchmarks

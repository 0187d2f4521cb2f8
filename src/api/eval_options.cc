// EvalOptions: checking, defaults, identity (evaluate.h).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <filesystem>

#include "api/eval_impl.h"
#include "citeval/options.h"
#include "api/session_impl.h"
#include "claims/parser_adapter.h"
#include "io/longcite_detail.h"
#include "judge/registry.h"
#include "metrics/citation_length.h"

namespace citeval {

const char* benchmark_name(Benchmark b) {
  switch (b) {
    case Benchmark::kAlce: return "alce";
    case Benchmark::kAliice: return "aliice";
    case Benchmark::kLongBenchCite: return "longbench-cite";
  }
  return "?";
}

Result<Benchmark> parse_benchmark(std::string_view name) {
  for (Benchmark b : {Benchmark::kAlce, Benchmark::kAliice, Benchmark::kLongBenchCite}) {
    if (name == benchmark_name(b)) return b;
  }
  return make_error(ErrorCode::kInvalidArgument,
                    fmt::format("unknown benchmark '{}' (alce, aliice or longbench-cite)", name));
}

std::string alce_dataset_from_file_name(std::string_view path) {
  const std::string name = std::filesystem::path(std::string(path)).filename().string();
  for (const char* d : {"qampari", "eli5", "asqa"}) {
    if (name.find(d) != std::string::npos) return d;
  }
  return {};
}

namespace {

std::string with_kind(const std::string& spec, const std::string& kind) {
  std::size_t colon = spec.find(':');
  return kind + (colon == std::string::npos ? std::string() : spec.substr(colon));
}

}  // namespace

namespace api {

Result<Resolved> resolve(const EvalOptions& o) {
  Resolved r;
  r.benchmark = o.benchmark;
  r.judge = o.judge;
  r.input = o.input;
  const bool alce = o.benchmark == Benchmark::kAlce, aliice = o.benchmark == Benchmark::kAliice,
             longcite = o.benchmark == Benchmark::kLongBenchCite;
  // An option of another benchmark is an error, never ignored (the schema says which apply).
  std::vector<std::string> foreign;
  for (const OptionSpec& spec : eval_option_schema().entries()) {
    if (!spec.applies_to(benchmark_name(o.benchmark)) && spec.get(o)) foreign.push_back(spec.name);
  }
  if (!foreign.empty()) {
    return make_error(ErrorCode::kInvalidArgument, fmt::format("option(s) {} do not apply to benchmark {}",
                                                               fmt::join(foreign, ", "), benchmark_name(o.benchmark)));
  }
  // --reference: the options that restore the reference scorer, checked against those given.
  const bool reference = o.reference.value_or(false);
  std::vector<std::string> reference_sets, contradictions;
  auto contradicts = [&](bool bad, const char* what) {
    if (reference && bad) contradictions.push_back(what);
  };
  // Neutral option marks (citeval/options.h); the summary lists them as CLI flags, as always.
  if (alce) {
    reference_sets = {"`citation_syntax=alce`", "`no_claims`"};
    contradicts(o.citation_syntax.has_value() && *o.citation_syntax != "alce", "`citation_syntax` other than alce");
    contradicts(o.claims.value_or(false), "claims_nli on (eval.py computes it only with --claims_nli)");
    contradicts(!o.truncate_output.value_or(true), "`no_truncate` (eval.py scores the output's first line)");
  } else if (aliice) {
    reference_sets = {"`no_truncate`", "`aliice_reference_units`", "`at_most_citations=0`", "`aliice_reference_code`"};
    contradicts(o.truncate_output.value_or(false), "truncate_output on (eval.py reads the whole output)");
    contradicts(!o.reference_units.value_or(true), "reference_units off");
    contradicts(!o.reference_code.value_or(true), "reference_code off");
    contradicts(o.at_most_citations.value_or(0) != 0, "`at_most_citations` other than 0 (eval.py uses every citation)");
  } else {
    reference_sets = {"`reference_aggregation`"};
    contradicts(!o.reference_aggregation.value_or(true), "reference_aggregation off");
    const std::string relevance = o.relevance_judge.value_or("");
    contradicts(relevance.rfind("llm-relevance", 0) == 0 && relevance.find("reference_relevance=1") == std::string::npos,
                "`relevance_judge` llm-relevance:... without reference_relevance=1");
  }
  if (alce || aliice) contradicts(o.dedupe_citations.value_or(false), "`dedupe_citations` (eval.py keeps repeated ids)");
  if (!contradictions.empty()) {
    std::string what;
    for (const auto& c : contradictions) what += (what.empty() ? "" : "; ") + c;
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("`reference` reproduces {}'s reference scorer and sets {}; it contradicts: {} "
                                  "(drop one of them)",
                                  benchmark_name(o.benchmark), fmt::join(reference_sets, " "), what),
                      {}, 0, "reference");
  }
  if (o.max_judge_error_rate &&
      !(*o.max_judge_error_rate >= 0 && *o.max_judge_error_rate <= 1)) {  // NaN fails too
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("option `max_judge_error_rate`: {} is not a share in [0, 1]",
                                  *o.max_judge_error_rate));
  }
  nlohmann::json id;
  id["benchmark"] = benchmark_name(o.benchmark);
  id["judge"] = o.judge;
  id["input"] = o.input;
  if (alce) {
    // The dataset first, as the CLI always checked it.
    if (o.dataset.empty()) {
      return make_error(ErrorCode::kInvalidArgument,
                        "cannot tell the dataset from the file name; pass `dataset=asqa|qampari|eli5`");
    }
    if (auto ds = metrics::parse_alce_dataset(o.dataset); !ds) return ds.error();
  }
  if (alce || aliice) {
    r.syntax = o.citation_syntax.value_or(reference && alce ? "alce" : "all");
    cite::CitationSyntax syntax = cite::CitationSyntax::kAll;
    if (r.syntax == "alce") {
      syntax = cite::CitationSyntax::kAlceCompat;
    } else if (r.syntax != "all") {
      return make_error(ErrorCode::kInvalidArgument, fmt::format("unknown `citation_syntax` '{}' (all or alce)", r.syntax));
    }
    const std::size_t at_most = o.at_most_citations.value_or(reference && aliice ? 0 : 3);
    const bool dedupe = o.dedupe_citations.value_or(false);
    id["citation_syntax"] = r.syntax;
    id["at_most_citations"] = at_most;
    id["dedupe_citations"] = dedupe;
    if (alce) {
      auto ds = metrics::parse_alce_dataset(o.dataset);
      r.dataset = o.dataset;
      r.dataset_from_file_name = o.dataset_from_file_name;
      r.alce.dataset = *ds;
      r.alce.syntax = syntax;
      r.alce.at_most_citations = at_most;
      r.alce.dedupe_citations = dedupe;
      r.alce.rouge = o.rouge.value_or(true);
      r.alce.citations = o.citations.value_or(true);
      r.alce.claims_nli = o.claims.value_or(!reference);
      r.alce.truncate_output = o.truncate_output.value_or(true);
      id["dataset"] = r.dataset;
      id["dataset_from_file_name"] = r.dataset_from_file_name;
      id["rouge"] = r.alce.rouge;
      id["citations"] = r.alce.citations;
      id["claims"] = r.alce.claims_nli;
      // Only when off, so the identities of runs without it stay as they were.
      if (!r.alce.truncate_output) id["truncate_output"] = false;
    } else {
      auto& a = r.aliice;
      a.at_most_citations = at_most;
      a.dedupe_citations = dedupe;
      a.sentence.syntax = syntax;
      a.sentence.max_words = o.max_words.value_or(50);
      a.sentence.extract.reference_code = o.reference_code.value_or(reference);
      // The released code reads sentences and ids as eval.py and myparser.py do, too.
      a.sentence.reference_words = a.reference_sentences = a.sentence.extract.reference_code;
      a.reference_units = o.reference_units.value_or(reference);
      a.truncate_output = o.truncate_output.value_or(!reference);
      r.parse_threads = o.parse_threads.value_or(0);
      a.threads = r.parse_threads;
      r.reference_keys = o.reference_keys.value_or(false);
      r.parser_path = o.parser.value_or("");
      if (r.parser_path.empty()) r.parser_path = claims::default_parser_model_path();
      id["max_words"] = a.sentence.max_words;
      id["reference_code"] = a.sentence.extract.reference_code;
      id["reference_units"] = a.reference_units;
      id["truncate_output"] = a.truncate_output;
      id["reference_keys"] = r.reference_keys;
    }
    r.extra.syntax = syntax;
    r.extra.at_most_citations = at_most;
    r.extra.truncate_output = aliice ? r.aliice.truncate_output : r.alce.truncate_output;
    if (auto st = api::resolve_extra(o, r.extra, id); !st) return st.error();
  }
  if (longcite) {
    r.tokenizer = o.citation_tokenizer.value_or("auto");
    auto tokenizer = metrics::CitationTokenizer::parse(r.tokenizer);
    if (!tokenizer) return tokenizer.error();
    auto tokenizer_identity = io::longcite_tokenizer_identity(r.tokenizer);
    if (!tokenizer_identity) return tokenizer_identity.error();
    r.longcite.tokenizer = *tokenizer;
    r.longcite.max_statements = o.max_statements.value_or(40);
    r.reference_aggregation = o.reference_aggregation.value_or(reference);
    r.input_fingerprint = o.input_fingerprint.value_or("");
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
    r.rule = r.specs[1] == kAlwaysRule;
    r.longcite.uncited = r.rule || r.specs[1].empty() ? metrics::LongciteUncited::kAlwaysNeedsCitation
                                                      : metrics::LongciteUncited::kJudge;
    r.question_in_request = o.question_in_request;
    r.longcite.question_in_request =
        o.question_in_request.value_or(is_llm_spec(r.specs[0]) || is_llm_spec(r.specs[1]) || is_llm_spec(r.specs[2]));
    id["citation_tokenizer"] = *tokenizer_identity;
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
  }
  // Only when on, so the identities of runs without it stay as they were.
  if (reference) {
    nlohmann::json& listed = id["reference"] = nlohmann::json::array();
    for (const auto& set : reference_sets) listed.push_back(spell_options(set, OptionSpelling::kCli));
  }
  r.max_judge_error_rate = o.max_judge_error_rate.value_or(0.0);
  r.identity = std::move(id);
  return r;
}

}  // namespace api

Result<std::vector<SummaryFigure>> summary_figures(const EvalOptions& o) {
  auto r = api::resolve(o);
  if (!r) return r.error();
  std::vector<SummaryFigure> f;
  auto add = [&](std::initializer_list<const char*> keys, bool percent) {
    for (const char* k : keys) f.push_back({k, percent});
  };
  const auto& id = r->identity;
  const bool mauve = id.contains("mauve") && !id.at("mauve").is_null();
  switch (o.benchmark) {
    case Benchmark::kAlce: {
      add({"length"}, false);
      if (r->alce.dataset == metrics::AlceDataset::kAsqa) add({"str_em", "str_hit"}, true);
      if (r->alce.dataset == metrics::AlceDataset::kQampari) {
        add({"num_preds"}, false);
        add({"qampari_prec", "qampari_rec", "qampari_rec_top5", "qampari_f1", "qampari_f1_top5"}, true);
      }
      add({"rougeLsum", "citation_rec", "citation_prec"}, true);
      if (r->alce.dataset == metrics::AlceDataset::kEli5) add({"claims_nli"}, true);
      if (mauve) add({"mauve"}, true);
      if (id.contains("qa") && !id.at("qa").is_null()) add({"QA-EM", "QA-F1", "QA-Hit"}, true);
      break;
    }
    case Benchmark::kAliice: {
      const bool asqa = o.dataset == "asqa", eli5 = o.dataset == "eli5";
      if (r->reference_keys) {
        // eval.py's keys (report/aliice_report.h); std's of fractions, cv a ratio.
        add({"citation_recall", "citation_precision"}, true);
        add({"recall_std", "precision_std", "times_not_used_aliice", "cv", "avg_length", "length_std"}, false);
        if (asqa) add({"str_em", "str_hit"}, true);
        if (asqa) add({"std_em"}, false);
        if (eli5) add({"rouge_l"}, true);
      } else {
        add({"citation_rec", "citation_prec", "citation_f1"}, true);
        add({"cvcp", "cvcp_pooled_reference", "times_not_used_aliice", "length"}, false);
        if (asqa) add({"str_em", "str_hit"}, true);
        if (eli5) add({"rougeLsum", "claims_nli"}, true);
      }
      if (mauve) add({"mauve"}, true);
      break;
    }
    case Benchmark::kLongBenchCite: {
      const bool percent = !r->reference_aggregation;  // eval_cite.py's fractions otherwise
      add({"avg_citation_recall", "avg_citation_precision", "avg_citation_f1"}, percent);
      add({"scores.*.citation_recall", "scores.*.citation_precision", "scores.*.citation_f1"}, percent);
      add({"citation_length", "responses", "scores.*.citation_length", "scores.*.responses"}, false);
      if (r->correctness) {
        // Correctness is ×100 whatever the aggregation.
        for (std::string block : {"correctness", "correctness_lqa"}) {
          if (block == "correctness_lqa" && r->lqa_input.empty()) continue;
          for (const char* k : {"avg_correctness", "scores.*.correctness"}) f.push_back({block + "." + k, true});
          for (const char* k : {"responses", "ratings", "ratings_unreadable", "ratings_out_of_range",
                                "scores.*.responses"}) {
            f.push_back({block + "." + k, false});
          }
        }
        add({"correctness.items_without_rubric"}, false);
        if (!r->lqa_input.empty()) {
          add({"correctness_ratio.scores.*.c", "correctness_ratio.scores.*.c_lqa", "correctness_ratio.scores.*.cr",
               "correctness_ratio.avg.c", "correctness_ratio.avg.c_lqa", "correctness_ratio.avg.cr"},
              true);
        }
      }
      break;
    }
  }
  return f;
}

const SummaryFigure* find_summary_figure(const std::vector<SummaryFigure>& figures, std::string_view key) {
  for (const auto& f : figures) {
    if (f.key == key) return &f;
  }
  // "*" matches a non-empty name (a LongBench-Cite dataset's may hold a dot).
  for (const auto& f : figures) {
    if (f.key.find('*') == std::string::npos) continue;
    const std::size_t star = f.key.find('*');
    const std::string_view prefix = std::string_view(f.key).substr(0, star);
    const std::string_view suffix = std::string_view(f.key).substr(star + 1);
    if (key.size() > prefix.size() + suffix.size() && key.starts_with(prefix) && key.ends_with(suffix)) return &f;
  }
  return nullptr;
}

nlohmann::json EvalOptions::to_json() const {
  auto r = api::resolve(*this);
  if (!r) return {{"error", r.error().to_string()}};
  return r->identity;
}

}  // namespace citeval

#include "benchmarks/extra_metrics.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>
#include <tuple>
#include <type_traits>
#include <utility>

#include "mauve/feature_reader.h"
#include "mauve/mauve_text.h"
#include "metrics/numpy_mean.h"
#include "metrics/squad.h"

namespace citeval::benchmarks {

namespace {

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

constexpr const char* kQaKeys[] = {"QA-EM", "QA-F1", "QA-Hit"};

}  // namespace

// The summary's MAUVE of one set of rows.
struct MauveCache {
  std::once_flag once;
  std::optional<Result<mauve::MauveResult>> result;
};

namespace {

std::shared_ptr<MauveCache> fresh_cache() { return std::make_shared<MauveCache>(); }

}  // namespace

// ------------------------------------------------------------------------------------ options

Status resolve_extra(const EvalOptions& o, bool aliice, ExtraOptions& x, nlohmann::json& id) {
  auto bad = [](const std::string& what) { return make_error(ErrorCode::kInvalidArgument, what); };
  const bool files = o.mauve_features.has_value() || o.mauve_reference_features.has_value();
  if (files && !(o.mauve_features && o.mauve_reference_features)) {
    return bad("`mauve_features` and `reference_features` go together");
  }
  std::string spec = o.mauve.value_or(files ? "given" : "");
  if (files && spec != "given") {
    return bad(fmt::format("MAUVE featurizer '{}' and given feature files: choose one", spec));
  }
  if (spec == "given" && !files) {
    return bad("MAUVE featurizer 'given' needs `mauve_features` and `reference_features`");
  }
  if (o.mauve && spec.empty()) return bad("option `mauve`: empty featurizer (embed, embed:DIR, lm:DIR or given)");
  if (!spec.empty() && spec != "given" && spec != "embed" && !(starts_with(spec, "embed:") && spec.size() > 6) &&
      !(starts_with(spec, "lm:") && spec.size() > 3)) {
    return bad(fmt::format("unknown MAUVE featurizer '{}' (embed, embed:DIR, lm:DIR, or feature files with "
                           "`mauve_features` and `reference_features`)",
                           spec));
  }
  if (o.mauve_threads && *o.mauve_threads < 0) return bad("option `mauve_threads` must be >= 0");
  if (!spec.empty() && !aliice && o.dataset == "qampari") {
    return bad("MAUVE is not computed for QAMPARI: ALCE's eval.py turns --mauve off for it (its outputs are "
               "lists of short answers; the paper omits it)");
  }
  if (o.qa) {
    if (!starts_with(*o.qa, "qa:") || o.qa->size() <= 3) {
      return bad(fmt::format("option `qa`: '{}' is not qa:DIR (a model exported by tools/export_qa.py)", *o.qa));
    }
    if (o.dataset != "asqa") {
      return bad(fmt::format("QA accuracy (`qa`) is ASQA's figure: ALCE's eval.py turns it off for QAMPARI and "
                             "has no qa_pairs to ask for ELI5 (dataset here: {})",
                             o.dataset));
    }
    if (o.qa_batch && *o.qa_batch == 0) return bad("option `qa_batch` must be > 0");
    if (!o.truncate_output.value_or(true)) {
      return bad("`qa` reads the output's first line, as ALCE's eval.py: it cannot be combined with `no_truncate`");
    }
  }
  if (aliice && !o.dataset.empty() && o.dataset != "asqa" && o.dataset != "eli5") {
    return bad(fmt::format("ALiICE dataset '{}': asqa or eli5 (eval.py's --dataset)", o.dataset));
  }
  x.mauve = spec;
  x.mauve_features = o.mauve_features.value_or("");
  x.mauve_reference_features = o.mauve_reference_features.value_or("");
  x.mauve_threads = o.mauve_threads.value_or(0);
  x.qa_dir = o.qa ? o.qa->substr(3) : "";
  x.qa_batch = o.qa_batch.value_or(8);
  x.aliice = aliice;
  if (aliice) x.aliice_dataset = o.dataset;
  if (!spec.empty()) {
    id["mauve"] = spec;  // "given": the files are not compared (each shard brings its own rows)
    id["mauve_threads"] = x.mauve_threads;
  }
  if (o.qa) id["qa"] = *o.qa;
  if (aliice && !o.dataset.empty()) id["dataset"] = o.dataset;
  return Ok{};
}

// --------------------------------------------------------------------------------- evaluator

namespace {

// Appends rows [from, from + n) of `f` to `out` (as float64), checking the width and dtype.
Status append_rows(const mauve::Features& f, std::size_t from, std::size_t n, std::vector<double>& out,
                   std::size_t& dim, bool& f32, std::size_t& rows, const std::string& what) {
  return std::visit(
      [&](const auto& m) -> Status {
        constexpr bool is_f32 = std::is_same_v<std::decay_t<decltype(m)>, mauve::Matrix<float>>;
        if (n == 0) return Ok{};
        if (rows == 0 && out.empty()) f32 = is_f32;
        if (dim == 0) dim = m.cols;
        if (m.cols != dim) {
          return make_error(ErrorCode::kInvalidArgument,
                            fmt::format("{}: feature rows of {} values, the other side's have {}", what, m.cols, dim));
        }
        if (is_f32 != f32) {
          return make_error(ErrorCode::kInvalidArgument,
                            fmt::format("{}: features of another dtype than the earlier rows", what));
        }
        out.insert(out.end(), m.data.begin() + static_cast<std::ptrdiff_t>(from * m.cols),
                   m.data.begin() + static_cast<std::ptrdiff_t>((from + n) * m.cols));
        rows += n;
        return Ok{};
      },
      f);
}

}  // namespace

Result<std::unique_ptr<ExtraEvaluator>> ExtraEvaluator::create(const ExtraOptions& o, Judge& judge,
                                                               const ModelHooks& hooks) {
  std::unique_ptr<ExtraEvaluator> ev(new ExtraEvaluator(o, judge, hooks));
  ExtraTotals& t = ev->t_;
  const ModelHooks& h = ev->hooks_;
  if (!o.mauve.empty()) {
    t.mauve = true;
    t.threads = o.mauve_threads;
    if (o.mauve == "given") {
      auto q = mauve::read_features(o.mauve_features);
      if (!q) return q.error();
      auto p = mauve::read_features(o.mauve_reference_features);
      if (!p) return p.error();
      ev->given_q_ = std::move(*q);
      ev->given_p_ = std::move(*p);
      t.featurizer = "given";
    } else {
      if (!h.featurizer) {
        return make_error(ErrorCode::kUnsupported,
                          fmt::format("MAUVE featurizer '{}' needs citeval's model module, which this program "
                                      "does not load (the citeval executable does): give feature files instead "
                                      "(mauve_features, mauve_reference_features)",
                                      o.mauve));
      }
      mauve::FeaturizerInfo info;
      auto f = h.featurizer(o.mauve, info);
      if (!f) return f.error();
      ev->featurize_ = std::move(*f);
      t.featurizer = info.name;
      t.approximation = info.approximation;
    }
  }
  if (!o.qa_dir.empty()) {
    if (!h.qa) {
      return make_error(ErrorCode::kUnsupported,
                        "QA accuracy needs citeval's model module, which this program does not load (the citeval "
                        "executable does)");
    }
    if (auto spec = metrics::read_qa_model_spec(o.qa_dir); !spec) return spec.error();
    t.qa = true;
    t.qa_model = "qa:" + o.qa_dir;
  }
  if (o.aliice) {
    t.aliice = true;
    t.aliice_dataset = o.aliice_dataset;
    t.truncate_output = o.truncate_output;
    metrics::AlceOptions a;
    a.dataset = o.aliice_dataset == "eli5" ? metrics::AlceDataset::kEli5 : metrics::AlceDataset::kAsqa;
    a.syntax = o.syntax;
    a.at_most_citations = o.at_most_citations;
    a.citations = false;
    a.rouge = o.aliice_dataset == "eli5";
    a.claims_nli = o.aliice_dataset == "eli5";
    a.truncate_output = o.truncate_output;
    ev->correctness_ = std::make_unique<metrics::AlceEvaluator>(a, judge);
  }
  return ev;
}

bool ExtraEvaluator::active() const { return t_.mauve || t_.qa || t_.aliice; }

Status ExtraEvaluator::evaluate(std::span<const io::AlceItem> chunk) {
  ExtraTotals& t = t_;
  if (t.mauve) {
    // eval.py's texts (ALCE's remove_citations exactly, as `citeval mauve --write-texts`).
    mauve::MauveTexts texts =
        mauve::alce_mauve_texts(chunk, cite::CitationSyntax::kAlceCompat, options_.truncate_output);
    t.items += texts.items;
    t.without_answer += texts.without_answer;
    t.empty_reference += texts.empty_human;
    t.empty_output += texts.empty_model;
    struct Side {
      const std::vector<std::string>& texts;
      std::optional<mauve::Features>& given;
      std::size_t& next;
      std::vector<double>& rows;
      bool& f32;
      std::size_t& count;
      const std::string& file;
      const char* name;
    };
    for (Side s : {Side{texts.human, given_p_, next_p_, t.p, t.p_f32, t.p_rows, options_.mauve_reference_features,
                        "reference"},
                   Side{texts.model, given_q_, next_q_, t.q, t.q_f32, t.q_rows, options_.mauve_features, "output"}}) {
      if (s.texts.empty()) continue;
      if (s.given) {
        const std::size_t have = mauve::feature_rows(*s.given);
        if (s.next + s.texts.size() > have) {
          return make_error(ErrorCode::kInvalidArgument,
                            fmt::format("{} feature rows for at least {} prepared {} texts (one row per line of "
                                        "`citeval mauve --write-texts`'s {}.txt, in order)",
                                        have, s.next + s.texts.size(), s.name, s.name),
                            s.file);
        }
        if (auto st = append_rows(*s.given, s.next, s.texts.size(), s.rows, t.dim, s.f32, s.count, s.file); !st) {
          return st;
        }
        s.next += s.texts.size();
      } else {
        auto f = featurize_(s.texts);
        if (!f) return f.error();
        if (mauve::feature_rows(*f) != s.texts.size()) {
          return make_error(ErrorCode::kInternal, fmt::format("the {} featurizer gave {} rows for {} texts",
                                                              t.featurizer, mauve::feature_rows(*f), s.texts.size()));
        }
        if (auto st = append_rows(*f, 0, s.texts.size(), s.rows, t.dim, s.f32, s.count, t.featurizer); !st) return st;
      }
    }
  }
  if (t.qa) {
    std::vector<metrics::AlceQaItem> items(chunk.size());
    std::vector<bool> no_question(chunk.size(), false);
    for (std::size_t i = 0; i < chunk.size(); ++i) {
      items[i].output = chunk[i].output;
      for (const auto& p : chunk[i].qa_pairs) {
        if (!p.question) no_question[i] = true;
        items[i].qa_pairs.push_back({p.question.value_or(""), p.short_answers});
      }
      // A pair without its question cannot be asked: the item is left out (and counted).
      if (no_question[i]) items[i].qa_pairs.clear();
    }
    auto r = hooks_.qa(items, options_.qa_dir, options_.qa_batch);
    if (!r) return r.error();
    for (std::size_t i = 0; i < chunk.size(); ++i) {
      t.qa_items.push_back(i < r->items.size() ? r->items[i] : std::nullopt);
      if (no_question[i]) ++t.qa_no_question;
    }
  }
  if (correctness_) (void)correctness_->evaluate(chunk);
  return Ok{};
}

std::string ExtraEvaluator::unused_rows() const {
  std::string out;
  for (auto [given, next, file, name] : {std::tuple{&given_q_, next_q_, &options_.mauve_features, "output"},
                                         std::tuple{&given_p_, next_p_, &options_.mauve_reference_features, "reference"}}) {
    if (!*given || mauve::feature_rows(**given) == next) continue;
    out += fmt::format("{}{}: {} feature rows for {} prepared {} texts (one row per line of `citeval mauve "
                       "--write-texts`'s {}.txt, in order)",
                       out.empty() ? "" : "; ", *file, mauve::feature_rows(**given), next, name, name);
  }
  return out;
}

Status ExtraEvaluator::finish() const {
  if (std::string u = unused_rows(); !u.empty()) return make_error(ErrorCode::kInvalidArgument, u);
  return Ok{};
}

ExtraTotals ExtraEvaluator::totals() const {
  ExtraTotals t = t_;
  if (correctness_) t.correctness = correctness_->totals();
  t.unused_rows = unused_rows();
  t.cache = fresh_cache();
  return t;
}

// ----------------------------------------------------------------------------- totals: merge

void ExtraTotals::merge(const ExtraTotals& b) {
  if (mauve) {
    if (p_rows == 0) p_f32 = b.p_f32;
    if (q_rows == 0) q_f32 = b.q_f32;
    if (dim == 0) dim = b.dim;
    p.insert(p.end(), b.p.begin(), b.p.end());
    q.insert(q.end(), b.q.begin(), b.q.end());
    p_rows += b.p_rows;
    q_rows += b.q_rows;
    items += b.items;
    without_answer += b.without_answer;
    empty_reference += b.empty_reference;
    empty_output += b.empty_output;
    if (unused_rows.empty()) unused_rows = b.unused_rows;
    cache = fresh_cache();
  }
  qa_items.insert(qa_items.end(), b.qa_items.begin(), b.qa_items.end());
  qa_no_question += b.qa_no_question;
  correctness.merge(b.correctness);
}

// ------------------------------------------------------------------------------ totals: JSON

nlohmann::json ExtraTotals::to_json() const {
  nlohmann::json j = nlohmann::json::object();
  if (mauve) {
    j["mauve"] = {{"featurizer", featurizer},
                  {"approximation", approximation},
                  {"threads", threads},
                  {"dim", dim},
                  {"f32", {p_f32, q_f32}},
                  {"p", p},
                  {"q", q},
                  {"rows", {p_rows, q_rows}},
                  {"counts", {items, without_answer, empty_reference, empty_output}},
                  {"unused_rows", unused_rows}};
  }
  if (qa) {
    nlohmann::json items = nlohmann::json::array();
    for (const auto& s : qa_items) items.push_back(s ? nlohmann::json{s->em, s->f1, s->hit} : nlohmann::json());
    j["qa"] = {{"model", qa_model}, {"items", std::move(items)}, {"no_question", qa_no_question}};
  }
  if (aliice) {
    j["aliice"] = {{"dataset", aliice_dataset},
                   {"truncate_output", truncate_output},
                   {"correctness", alce_totals_json(correctness)}};
  }
  return j;
}

ExtraTotals ExtraTotals::from_json(const nlohmann::json& j) {
  ExtraTotals t;
  t.cache = fresh_cache();
  if (j.is_null()) return t;
  if (j.contains("mauve")) {
    const auto& m = j.at("mauve");
    t.mauve = true;
    t.featurizer = m.at("featurizer").get<std::string>();
    t.approximation = m.at("approximation").get<bool>();
    t.threads = m.at("threads").get<int>();
    t.dim = m.at("dim").get<std::size_t>();
    t.p_f32 = m.at("f32").at(0).get<bool>();
    t.q_f32 = m.at("f32").at(1).get<bool>();
    t.p = m.at("p").get<std::vector<double>>();
    t.q = m.at("q").get<std::vector<double>>();
    t.p_rows = m.at("rows").at(0).get<std::size_t>();
    t.q_rows = m.at("rows").at(1).get<std::size_t>();
    if (t.p.size() != t.p_rows * t.dim || t.q.size() != t.q_rows * t.dim) {
      throw std::runtime_error("mauve: the feature rows do not match their counts");
    }
    const auto& c = m.at("counts");
    t.items = c.at(0).get<std::size_t>();
    t.without_answer = c.at(1).get<std::size_t>();
    t.empty_reference = c.at(2).get<std::size_t>();
    t.empty_output = c.at(3).get<std::size_t>();
    t.unused_rows = m.at("unused_rows").get<std::string>();
  }
  if (j.contains("qa")) {
    const auto& q = j.at("qa");
    t.qa = true;
    t.qa_model = q.at("model").get<std::string>();
    for (const auto& s : q.at("items")) {
      t.qa_items.push_back(s.is_null() ? std::nullopt
                                       : std::optional<metrics::QaScore>(
                                             {s.at(0).get<double>(), s.at(1).get<double>(), s.at(2).get<double>()}));
    }
    t.qa_no_question = q.at("no_question").get<std::size_t>();
  }
  if (j.contains("aliice")) {
    const auto& a = j.at("aliice");
    t.aliice = true;
    t.aliice_dataset = a.at("dataset").get<std::string>();
    t.truncate_output = a.at("truncate_output").get<bool>();
    t.correctness = alce_totals_from_json(a.at("correctness"));
  }
  return t;
}

// ---------------------------------------------------------------------------------- summary

namespace {

template <class T>
mauve::Features rows_as(const std::vector<double>& rows, std::size_t n, std::size_t dim) {
  mauve::Matrix<T> m{n, dim, std::vector<T>(rows.begin(), rows.end())};
  return mauve::Features(std::move(m));
}

mauve::Features side(const std::vector<double>& rows, std::size_t n, std::size_t dim, bool f32) {
  return f32 ? rows_as<float>(rows, n, dim) : rows_as<double>(rows, n, dim);
}

// MAUVE of the rows, or why it is undefined.
Result<mauve::MauveResult> compute(const ExtraTotals& t) {
  if (!t.unused_rows.empty()) return make_error(ErrorCode::kInvalidArgument, t.unused_rows);
  if (t.p_rows == 0) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("no reference text (MAUVE compares the outputs with each item's 'answer'; {} of "
                                  "{} items have none, {} an empty one)",
                                  t.without_answer, t.items, t.empty_reference));
  }
  if (t.q_rows == 0) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("no output text ({} of {} prepared outputs are empty)", t.empty_output, t.items));
  }
  mauve::MauveOptions o;
  o.threads = t.threads;
  return mauve::compute_mauve(side(t.p, t.p_rows, t.dim, t.p_f32), side(t.q, t.q_rows, t.dim, t.q_f32), o);
}

const Result<mauve::MauveResult>& mauve_of(const ExtraTotals& t, std::optional<Result<mauve::MauveResult>>& local) {
  if (!t.cache) {
    local.emplace(compute(t));
    return *local;
  }
  std::call_once(t.cache->once, [&] { t.cache->result.emplace(compute(t)); });
  return *t.cache->result;
}

using Scores = std::vector<std::pair<std::string, double>>;

// Inserts before the citation figures (eval.py's order: correctness, QA, mauve, citations).
void insert_score(Scores& scores, const std::string& key, double value) {
  auto at = std::find_if(scores.begin(), scores.end(), [](const auto& kv) {
    return kv.first == "citation_rec" || kv.first == "citation_prec" || kv.first == "citation_f1" ||
           kv.first == "claims_nli" || kv.first == "cvcp";
  });
  scores.insert(at, {key, value});
}

// Fewer texts a side than this and MAUVE is said to be unstable: mauve-text clusters into
// round(n / 10) buckets, so below 100 texts there are at most 10 histogram bins to compare
// (the papers compare thousands of texts). README "citeval eval alce" documents the threshold.
constexpr std::size_t kMauveFewTexts = 100;

std::string mauve_few_texts(const ExtraTotals& t) {
  if (!t.mauve || std::min(t.p_rows, t.q_rows) >= kMauveFewTexts) return {};
  return fmt::format("MAUVE compares only {} reference and {} output texts (fewer than {} a side: at most {} k-means "
                     "buckets); at this size it is unstable, do not compare it across runs",
                     t.p_rows, t.q_rows, kMauveFewTexts, kMauveFewTexts / 10);
}

void add_mauve(const ExtraTotals& t, Scores& scores, std::vector<metrics::UndefinedScore>& undefined,
               nlohmann::json* info) {
  if (!t.mauve) return;
  std::optional<Result<mauve::MauveResult>> local;
  const Result<mauve::MauveResult>& r = mauve_of(t, local);
  nlohmann::json m;
  m["featurizer"] = t.featurizer;
  m["approximation"] = t.approximation;
  m["note"] = t.approximation
                  ? "APPROXIMATION: the bundled USE-lite featurizer, not the papers' GPT-2 large; this MAUVE is "
                    "comparable only to other runs with the same featurizer"
              : t.featurizer == "given"
                  ? "features given: comparable to the papers' MAUVE when they are GPT-2 large's (mauve-text's "
                    "featurisation)"
                  : "featurised by " + t.featurizer + " (GPT-2 large is the papers')";
  m["references"] = t.p_rows;
  m["outputs"] = t.q_rows;
  m["items"] = t.items;
  m["items_without_answer"] = t.without_answer;
  m["empty_references"] = t.empty_reference;
  m["empty_outputs"] = t.empty_output;
  m["threads"] = t.threads;
  if (const std::string few = mauve_few_texts(t); !few.empty()) m["warning"] = few;
  if (r) {
    scores.emplace_back("mauve", 100 * r->mauve);
    m["frontier_integral"] = r->frontier_integral;
    m["mauve_star"] = 100 * r->mauve_star;
    m["frontier_integral_star"] = r->frontier_integral_star;
    m["num_buckets"] = r->num_buckets;
    m["pca_components"] = r->pca_components;
  } else {
    undefined.push_back({"mauve", r.error().to_string(), true});
  }
  if (info) (*info)["mauve"] = std::move(m);
}

}  // namespace

void add_extra_scores(const ExtraTotals& t, metrics::AlceSummary& s, nlohmann::json* info) {
  if (t.qa) {
    const metrics::QaMeans m = metrics::qa_means(t.qa_items);
    if (m.items > 0) {
      insert_score(s.scores, "QA-EM", m.qa_em);
      insert_score(s.scores, "QA-F1", m.qa_f1);
      insert_score(s.scores, "QA-Hit", m.qa_hit);
    } else {
      for (const char* k : kQaKeys) {
        s.undefined.push_back({k,
                               t.qa_items.empty() ? "no item was evaluated"
                                                  : "no item has 'qa_pairs' with questions to ask (eval.py prints "
                                                    "zeros then)",
                               true});
      }
    }
    if (m.skipped > t.qa_no_question) {
      s.excluded.push_back({"QA-EM/QA-F1/QA-Hit", "no_qa_pairs", "no or an empty 'qa_pairs'", m.skipped - t.qa_no_question});
    }
    if (t.qa_no_question > 0) {
      s.excluded.push_back({"QA-EM/QA-F1/QA-Hit", "no_question", "a qa pair without its 'question'", t.qa_no_question});
    }
    if (info) (*info)["qa"] = {{"model", t.qa_model}, {"items", m.items}};
  }
  Scores mauve_scores;
  add_mauve(t, mauve_scores, s.undefined, info);
  for (const auto& [k, v] : mauve_scores) insert_score(s.scores, k, v);
}

void add_extra_scores(const ExtraTotals& t, claims::AliiceSummary& s, nlohmann::json* info) {
  if (t.aliice) {
    metrics::AlceOptions a;
    const bool eli5 = t.aliice_dataset == "eli5", asqa = t.aliice_dataset == "asqa";
    a.dataset = eli5 ? metrics::AlceDataset::kEli5 : metrics::AlceDataset::kAsqa;
    a.citations = false;
    a.rouge = eli5;
    a.claims_nli = eli5;
    const metrics::AlceSummary c = metrics::summarize_alce(a, t.correctness);
    std::vector<std::string> keys = {"length"};
    if (asqa) keys.insert(keys.end(), {"str_em", "str_hit"});
    if (eli5) keys.insert(keys.end(), {"rougeLsum", "claims_nli"});
    auto wanted = [&](const std::string& key) { return std::find(keys.begin(), keys.end(), key) != keys.end(); };
    for (const auto& [k, v] : c.scores) {
      if (wanted(k)) insert_score(s.scores, k, v);
    }
    for (const auto& u : c.undefined) {
      if (wanted(u.key)) s.undefined.push_back(u);
    }
    for (const auto& p : c.partial) {
      if (wanted(p.key)) s.partial.push_back(p);
    }
    for (const auto& e : c.excluded) {
      if ((asqa && e.metric == "str_em/str_hit") || (eli5 && (e.metric == "rougeLsum" || e.metric == "claims_nli"))) {
        s.excluded.push_back(e);
      }
    }
    const auto& lengths = t.correctness.lengths;
    if (!lengths.empty()) {
      s.length_std = metrics::numpy_std_of([&](auto f) { lengths.for_each([&](std::size_t n) { f(static_cast<double>(n)); }); });
    }
    const auto each_em = [&](auto f) {
      t.correctness.str_em.for_each([&](const auto& e) {
        if (e) f(e->str_em);
      });
    };
    bool any_em = false;
    each_em([&](double) { any_em = true; });
    if (asqa && any_em) s.std_em = metrics::numpy_std_of(each_em);
    if (info) {
      (*info)["correctness"] = {
          {"dataset", t.aliice_dataset.empty() ? nlohmann::json() : nlohmann::json(t.aliice_dataset)},
          {"output", t.truncate_output ? "first line, as ALCE (`no_truncate`: the whole output, as ALiICE's eval.py)"
                                       : "the whole output, as ALiICE's eval.py"}};
      if (t.aliice_dataset.empty()) {
        (*info)["correctness"]["note"] = "no dataset given (`dataset=asqa|eli5`): length only, as eval.py without "
                                         "--correctness";
      }
      if (c.claims_judge_error_items) (*info)["claims_judge_error_items"] = c.claims_judge_error_items;
    }
  }
  Scores mauve_scores;
  add_mauve(t, mauve_scores, s.undefined, info);
  for (const auto& [k, v] : mauve_scores) insert_score(s.scores, k, v);
}

std::vector<std::string> extra_warnings(const ExtraTotals& t) {
  std::vector<std::string> lines;
  if (const std::string few = mauve_few_texts(t); !few.empty()) lines.push_back("WARNING: " + few);
  return lines;
}

std::vector<std::string> extra_table_lines(const ExtraTotals& t) {
  std::vector<std::string> lines;
  if (t.mauve) {
    lines.push_back(t.approximation ? fmt::format("mauve: featurizer {} (an approximation: not comparable to the "
                                                  "papers' GPT-2 large MAUVE)",
                                                  t.featurizer)
                                    : fmt::format("mauve: featurizer {}", t.featurizer));
  }
  if (t.qa) lines.push_back("qa: " + t.qa_model);
  return lines;
}

}  // namespace citeval::benchmarks

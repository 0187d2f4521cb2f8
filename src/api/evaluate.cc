// Items, readers, the Evaluator and the whole-file pipeline of `citeval eval` (evaluate.h).
#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <unordered_set>

#include "api/eval_impl.h"
#include "api/runtime_impl.h"
#include "api/session_impl.h"
#include "report/aliice_report.h"
#include "claims/parser_adapter.h"
#include "common/json_nesting.h"
#include "io/alce_reader.h"
#include "io/longcite_detail.h"
#include "judge/registry.h"
#include "llm/llm_registry.h"
#include "metrics/longcite_answer.h"
#include "report/alce_report.h"

namespace citeval {

namespace {
// The key matching an item with its LQA counterpart: idx (JSON text) and dataset.
std::string lqa_key(const io::LongciteInputItem& in) { return in.item.idx + '\n' + in.item.dataset; }
}  // namespace

// ---------------------------------------------------------------------------------------- Item

Item::Item() : impl_(std::make_unique<Impl>()) {}
Item::Item(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Item::Item(Item&&) noexcept = default;
Item& Item::operator=(Item&&) noexcept = default;
Item::Item(const Item& o) : impl_(std::make_unique<Impl>(*o.impl_)) {}
Item& Item::operator=(const Item& o) {
  if (this != &o) impl_ = std::make_unique<Impl>(*o.impl_);
  return *this;
}
Item::~Item() = default;

Benchmark Item::benchmark() const { return impl_->benchmark; }

std::size_t Item::index() const {
  if (const auto* a = std::get_if<io::AlceItem>(&impl_->item)) return a->index;
  return std::get<io::LongciteInputItem>(impl_->item).position;
}

namespace {

Item make_item(Benchmark b, io::AlceItem it) {
  auto impl = std::make_unique<Item::Impl>();
  impl->benchmark = b;
  impl->item = std::move(it);
  return Item(std::move(impl));
}

Item make_item(io::LongciteInputItem it) {
  auto impl = std::make_unique<Item::Impl>();
  impl->benchmark = Benchmark::kLongBenchCite;
  impl->item = std::move(it);
  return Item(std::move(impl));
}

std::string duplicate_text(const std::string& path, const io::LongciteDuplicateIdx& d) {
  return fmt::format("{}:{}: idx {} repeats line {}; both items are scored (as LongCite does)", path, d.line, d.idx,
                     d.first_line);
}

// The first uncited statement among the judged ones, if any: "FILE:LINE: idx X, statement K".
std::string first_uncited(const std::vector<const io::LongciteInputItem*>& items, const std::string& path,
                          std::size_t max_statements) {
  for (const auto* it : items) {
    for (std::size_t s = 0; s < it->item.statements.size() && s < max_statements; ++s) {
      if (it->item.statements[s].citation.empty()) {
        const std::string& text = it->item.statements[s].statement;
        std::size_t cut = std::min<std::size_t>(text.size(), 60);
        while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
        return fmt::format("{}:{}: idx {}, statement {} (\"{}{}\")", path, it->line, it->item.idx, s + 1,
                           text.substr(0, cut), cut < text.size() ? "..." : "");
      }
    }
  }
  return {};
}

Error need_citation_refusal(const std::string& where, const std::string& judge) {
  return make_error(
      ErrorCode::kInvalidArgument,
      fmt::format("{} has no citation. LongBench-Cite asks an LLM whether such a statement needs one, and the "
                  "'{}' judge cannot answer that. Give --need-citation-judge llm-need-citation:MODEL (or table:FILE), "
                  "or --need-citation-judge always to count every uncited statement as needing a citation (recall 0, "
                  "a model-free rule stated in the summary)",
                  where, judge));
}

constexpr const char* kCustom = "<custom>";

std::string item_where(const std::string& path, const io::LongciteInputItem& in) {
  return fmt::format("{}:{}: idx {} (dataset \"{}\")", path, in.line, in.item.idx, in.item.dataset);
}

}  // namespace

Result<ItemFile> read_items(Benchmark benchmark, const std::string& path) {
  ItemFile f;
  if (benchmark == Benchmark::kLongBenchCite) {
    auto in = io::read_longcite_input(path);
    if (!in) return in.error();
    for (auto& it : in->items) f.items.push_back(make_item(std::move(it)));
    for (auto& s : in->skipped) f.skipped.push_back({s.position, std::move(s.error)});
    f.fingerprint = in->fingerprint;
    for (const auto& d : in->duplicates) f.duplicate_idx.push_back(duplicate_text(in->path, d));
    return f;
  }
  auto file = io::read_alce_file(path);
  if (!file) return file.error();
  for (auto& it : file->items) f.items.push_back(make_item(benchmark, std::move(it)));
  for (auto& s : file->skipped) f.skipped.push_back({s.index, std::move(s.error)});
  return f;
}

Result<Item> parse_item(Benchmark benchmark, std::string_view text, std::size_t index) {
  if (Status deep = check_json_nesting(text); !deep) return deep.error();
  nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return make_error(ErrorCode::kParse, "not valid JSON");
  if (benchmark == Benchmark::kLongBenchCite) {
    auto it = io::longcite_item_from_json(j);
    if (!it) return it.error();
    it->position = index;
    return make_item(std::move(*it));
  }
  auto it = io::alce_item_from_json(j, "");
  if (!it) return it.error();
  it->index = index;
  it->line = 0;
  return make_item(benchmark, std::move(*it));
}

// ----------------------------------------------------------------------------------- Evaluator

struct Evaluator::Impl {
  EvalOptions options;
  api::Resolved r;
  // The runtime, this evaluator's LLM usage account (its own clients), and the registry whose
  // llm kinds use that account.
  std::shared_ptr<Runtime> runtime;
  std::shared_ptr<llm::LlmPool> llm;
  std::unique_ptr<judge::Registry> judges;
  // ALCE, ALiICE
  std::unique_ptr<Session> session;
  std::shared_ptr<const claims::TextParser> parser;
  std::unique_ptr<metrics::AlceEvaluator> alce;
  std::unique_ptr<claims::AliiceEvaluator> aliice;
  std::unique_ptr<api::ExtraEvaluator> extras;  // MAUVE, QA, ALiICE's eval.py fields
  bool first_chunk = true;
  // LongBench-Cite
  std::map<std::string, std::unique_ptr<Session>> sessions;  // by spec (custom: identity)
  std::string role_key[3];
  std::string identities[3];
  std::unique_ptr<metrics::LongciteEvaluator> longcite;
  std::unordered_set<std::string> seen_idx;
  // Correctness: the rater, and the LQA file's items by (idx, dataset).
  std::unique_ptr<llm::CorrectnessRater> rater;
  std::optional<io::LongciteInput> lqa;
  std::map<std::string, const io::LongciteInputItem*> lqa_by_key;
  // Skips and LongBench-Cite's counters (the other totals live in the metric evaluators).
  EvalState::Impl acc;

  Session* role(int k) {
    auto it = sessions.find(role_key[k]);
    return it == sessions.end() ? nullptr : it->second.get();
  }
  // LongBench-Cite: judges `items` (no exclusion here), appending scores; records in order.
  std::vector<nlohmann::json> judge_longcite(const std::vector<const io::LongciteInputItem*>& items,
                                             io::LongciteDetailWriter* detail, Status& write_status);
};

namespace {

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

// Opens everything an evaluator needs (judges, parser) from checked options.
Result<std::unique_ptr<Evaluator::Impl>> build(const EvalOptions& options, api::Resolved r,
                                               std::shared_ptr<Judge> custom, std::shared_ptr<Judge> custom_need,
                                               std::shared_ptr<const claims::TextParser> parser,
                                               std::shared_ptr<Runtime> runtime) {
  auto impl = std::make_unique<Evaluator::Impl>();
  impl->options = options;
  impl->runtime = runtime ? std::move(runtime) : Runtime::shared();
  impl->llm = impl->runtime->impl().new_account();
  impl->judges = impl->runtime->impl().make_registry(impl->llm);
  auto open = [&](const std::string& spec, SessionConfig config) -> Result<std::unique_ptr<Session>> {
    if (custom && spec == kCustom) return open_session(api::share_judge(custom), config, "");
    const std::string s = spec.empty() ? default_judge_spec() : spec;
    auto j = impl->judges->make(s);
    if (!j) return j.error();
    return open_session(std::move(*j), config, s);
  };
  if (r.benchmark != Benchmark::kLongBenchCite) {
    if (r.benchmark == Benchmark::kAliice && !parser) {
      auto p = shared_parser(r.parser_path);
      if (!p) return p.error();
      parser = std::move(*p);
    }
    auto s = open(custom ? std::string(kCustom) : r.judge, options.session);
    if (!s) return s.error();
    impl->session = std::move(*s);
    if (r.benchmark == Benchmark::kAlce) {
      impl->alce = std::make_unique<metrics::AlceEvaluator>(r.alce, *impl->session);
    } else {
      impl->parser = std::move(parser);
      impl->aliice = std::make_unique<claims::AliiceEvaluator>(r.aliice, *impl->session, *impl->parser);
    }
    auto extras = api::ExtraEvaluator::create(r.extra, *impl->session, impl->runtime->impl().model_hooks());
    if (!extras) return extras.error();
    impl->extras = std::move(*extras);
    impl->r = std::move(r);
    return impl;
  }
  // LongBench-Cite: one session a distinct judge.
  for (int k = 0; k < 3; ++k) {
    std::string key = r.specs[k];
    if (k == 1 && custom_need) key = custom_need->identity();
    if (key == kCustom) key = custom->identity();
    if (key.empty() || (k == 1 && !custom_need && key == api::kAlwaysRule)) continue;
    impl->role_key[k] = key;
    if (impl->sessions.count(key)) continue;
    SessionConfig c = options.session;
    if (api::is_llm_spec(r.specs[k]) && !(k == 1 && custom_need)) {
      // LLM requests are only in flight within one inner batch: large batches keep the pool full.
      c.batch_size = std::max<std::size_t>(c.batch_size, 1024);
      // An LLM judge retries by itself (HTTP retries, then re-asks): a session retry would
      // multiply LongBench-Cite's 5 tries.
      c.retries = 0;
    }
    Result<std::unique_ptr<Session>> s = (k == 1 && custom_need)
                                             ? open_session(api::share_judge(custom_need), c, "")
                                             : open(r.specs[k], c);
    if (!s) return s.error();
    impl->sessions.emplace(key, std::move(*s));
  }
  if (custom_need) {
    r.rule = false;
    r.longcite.uncited = metrics::LongciteUncited::kJudge;
  }
  for (int k = 0; k < 3; ++k) {
    Session* s = impl->role(k);
    impl->identities[k] = s ? s->identity() : (r.rule && k == 1 ? api::kAlwaysRuleIdentity : "none");
  }
  impl->longcite = std::make_unique<metrics::LongciteEvaluator>(
      r.longcite, metrics::LongciteJudges{impl->role(0), impl->role(1), impl->role(2)});
  if (r.correctness) {
    auto rater = impl->llm->make_correctness_rater(r.correctness_model);
    if (!rater) return rater.error();
    impl->rater = std::move(*rater);
    r.identity["correctness_rater"] = impl->rater->identity();
    if (!r.lqa_input.empty()) {
      auto lqa = io::read_longcite_input(r.lqa_input, /*plain=*/true);
      if (!lqa) return lqa.error();
      if (!lqa->skipped.empty()) {
        return make_error(lqa->skipped.front().error.code,
                          fmt::format("{} malformed item(s) in the LQA file; first: {}", lqa->skipped.size(),
                                      lqa->skipped.front().error.to_string()));
      }
      impl->lqa = std::move(*lqa);
      for (const auto& it : impl->lqa->items) {
        auto [at, fresh] = impl->lqa_by_key.emplace(lqa_key(it), &it);
        if (!fresh) {
          return make_error(ErrorCode::kInvalidArgument,
                            fmt::format("{} repeats line {} of the LQA file: items are matched by idx and dataset",
                                        item_where(impl->lqa->path, it), at->second->line));
        }
      }
      r.identity["lqa_fingerprint"] = impl->lqa->fingerprint;
    }
  }
  impl->r = std::move(r);
  return impl;
}

// What the correctness rating needs of `items`, checked before any request: gold answers (and
// few-shot examples) that can be read, a prediction, and with an LQA file the item's
// counterpart (same idx, dataset and query). With `whole_file`, every LQA item must have its
// counterpart among `items` too. The error names every problem's file, line and field (the first
// few, and how many).
Status check_correctness_items(const Evaluator::Impl& m, const std::vector<const io::LongciteInputItem*>& items,
                               bool whole_file) {
  if (!m.rater) return Ok{};
  std::vector<std::string> problems;
  std::size_t count = 0;
  auto problem = [&](std::string text) {
    if (count++ < 3) problems.push_back(std::move(text));
  };
  std::set<std::string> matched;
  for (const auto* in : items) {
    if (m.lqa) {
      auto it = m.lqa_by_key.find(lqa_key(*in));
      if (it == m.lqa_by_key.end()) {
        problem(fmt::format("{} has no item in the LQA file {}", item_where(m.r.input, *in), m.lqa->path));
      } else {
        matched.insert(it->first);
        if (it->second->item.query != in->item.query) {
          problem(fmt::format("{} and {}:{} have different queries: not the same item", item_where(m.r.input, *in),
                              m.lqa->path, it->second->line));
        }
      }
    }
    if (!llm::correctness_kind(in->item.dataset)) continue;
    if (auto f = io::longcite_correctness_fields(*in, m.r.input); !f) problem(f.error().to_string());
    if (!in->parsed && in->item.prediction.empty()) {
      problem(fmt::format("{}:{}: field 'prediction': missing (the correctness rating rates it; the item has only "
                          "\"statements\")",
                          m.r.input, in->line));
    }
  }
  if (whole_file && m.lqa) {
    for (const auto& [key, it] : m.lqa_by_key) {
      if (!matched.count(key)) problem(fmt::format("{} has no item in {}", item_where(m.lqa->path, *it), m.r.input));
    }
  }
  if (count == 0) return Ok{};
  std::string all;
  for (const auto& p : problems) all += (all.empty() ? "" : "; ") + p;
  return make_error(ErrorCode::kInvalidArgument,
                    fmt::format("the correctness rating cannot rate {} item(s) (nothing was sent): {}{}", count, all,
                                count > problems.size() ? "; ..." : ""));
}

Result<std::unique_ptr<Evaluator>> create_evaluator(const EvalOptions& options, std::shared_ptr<Judge> judge,
                                                    std::shared_ptr<Judge> need, std::shared_ptr<Runtime> runtime) {
  if (need && options.benchmark != Benchmark::kLongBenchCite) {
    return make_error(ErrorCode::kInvalidArgument, "a need-citation judge applies to benchmark longbench-cite only");
  }
  EvalOptions o = options;
  if (judge && o.benchmark == Benchmark::kLongBenchCite) o.judge = kCustom;
  auto r = api::resolve(o);
  if (!r) return r.error();
  auto impl = build(options, std::move(*r), std::move(judge), std::move(need), nullptr, std::move(runtime));
  if (!impl) return impl.error();
  return std::make_unique<Evaluator>(std::move(*impl));
}

}  // namespace

Evaluator::Evaluator(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Evaluator::~Evaluator() = default;

Result<std::unique_ptr<Evaluator>> Evaluator::create(const EvalOptions& options) {
  return create_evaluator(options, nullptr, nullptr, nullptr);
}

Result<std::unique_ptr<Evaluator>> Evaluator::create(const EvalOptions& options, std::shared_ptr<Runtime> runtime) {
  if (!runtime) return make_error(ErrorCode::kInvalidArgument, "Evaluator::create: no runtime");
  return create_evaluator(options, nullptr, nullptr, std::move(runtime));
}

Result<std::unique_ptr<Evaluator>> Evaluator::create(const EvalOptions& options, std::shared_ptr<Judge> judge,
                                                     std::shared_ptr<Judge> need_citation_judge,
                                                     std::shared_ptr<Runtime> runtime) {
  if (!judge) return make_error(ErrorCode::kInvalidArgument, "Evaluator::create: no judge");
  return create_evaluator(options, std::move(judge), std::move(need_citation_judge), std::move(runtime));
}

const EvalOptions& Evaluator::options() const { return impl_->options; }

std::vector<std::string> Evaluator::judge_identities() const {
  if (impl_->session) return {impl_->session->identity()};
  return {impl_->identities[0], impl_->identities[1], impl_->identities[2]};
}

void Evaluator::add_skipped(std::span<const SkippedItem> skipped) {
  impl_->acc.benchmark = impl_->r.benchmark;
  for (const auto& s : skipped) {
    impl_->acc.add_skipped(s.index, s.error);
    if (impl_->r.benchmark == Benchmark::kLongBenchCite) ++impl_->acc.longcite.items_read;
  }
}

std::vector<nlohmann::json> Evaluator::Impl::judge_longcite(const std::vector<const io::LongciteInputItem*>& items,
                                                            io::LongciteDetailWriter* detail, Status& write_status) {
  std::vector<metrics::LongciteItem> chunk;
  chunk.reserve(items.size());
  for (const auto* it : items) chunk.push_back(it->item);
  auto results = longcite->evaluate(chunk);
  auto& t = acc.longcite;
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
      if (t.judge_errors++ == 0) t.first_judge_error = fmt::format("{}:{}: idx {}: {}", r.input, in.line, in.item.idx, error);
      nlohmann::json e = {{"idx", in.idx}, {"position", in.position}, {"line", in.line}, {"error", error}};
      if (t.incomplete.size() < 100) t.incomplete.push_back(e);
      records[k] = std::move(e);
      return;
    }
    ++t.finished;
    // The state holds the citation scores in the run's scale, computed once: a resumed line holds
    // the same doubles (or, from a file of fractions, the fractions the same product gives).
    const double scale = api::longcite_score_scale(r.reference_aggregation);
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
    t.scores.emplace_back(in.position, std::move(scores));
    if (detail && write_status) write_status = detail->write(res, in, cj[0], cj[1]);
    records[k] = io::longcite_item_json(res, in, scale, cj[0], cj[1]);
  };
  auto flush = [&] {
    while (next < results.size() && rated[next].remaining == 0) finish(next++);
  };
  flush();
  if (!requests.empty()) {
    (void)rater->rate(requests, [&](std::size_t q, const llm::CorrectnessRating& rt) {
      Rated& c = rated[owners[q].item];
      const int which = owners[q].which;
      if (!rt.ok) {
        if (c.error.empty()) c.error = rt.error;
      } else {
        nlohmann::json j = {{"rating", rt.rating ? nlohmann::json(*rt.rating) : nlohmann::json()},
                            {"score", rt.score},
                            {"tries", rt.tries},
                            {"reply", rt.reply}};
        if (!rt.rating) j["error"] = rt.error;
        if (rt.out_of_range) j["out_of_range"] = true;
        c.ratings[which][owners[q].answer] = std::move(j);
        auto& m = c.c[which];
        m.score = std::max(m.score, rt.score);  // eval_correct.py: the best over the gold answers, from 0
        ++m.ratings;
        m.unreadable += rt.rating ? 0 : 1;
        m.out_of_range += rt.out_of_range ? 1 : 0;
      }
      --c.remaining;
      flush();
    });
  }
  flush();
  return records;
}

Result<std::vector<nlohmann::json>> Evaluator::evaluate(std::span<const Item> items) {
  Impl& m = *impl_;
  m.acc.benchmark = m.r.benchmark;
  if (m.r.benchmark != Benchmark::kLongBenchCite) {
    std::vector<io::AlceItem> chunk;
    chunk.reserve(items.size());
    for (const auto& it : items) {
      const auto* a = std::get_if<io::AlceItem>(&it.impl().item);
      if (!a) {
        return make_error(ErrorCode::kInvalidArgument,
                          fmt::format("a {} item given to a {} evaluator", benchmark_name(it.benchmark()),
                                      benchmark_name(m.r.benchmark)));
      }
      chunk.push_back(*a);
    }
    std::vector<nlohmann::json> records;
    records.reserve(chunk.size());
    if (m.alce) {
      // Refuse a clearly wrong dataset before anything is judged.
      if (m.first_chunk) {
        m.first_chunk = false;
        if (auto why = metrics::alce_dataset_mismatch(chunk, m.r.alce.dataset)) {
          return make_error(ErrorCode::kInvalidArgument,
                            *why + (m.r.dataset_from_file_name ? " (the dataset came from the file name)" : ""),
                            m.r.input);
        }
      }
    }
    // First the figures that can fail (a model, given feature rows): a failed chunk adds nothing
    // to the citation figures.
    if (auto st = m.extras->evaluate(chunk); !st) return st.error();
    if (m.alce) {
      for (const auto& r : m.alce->evaluate(chunk)) records.push_back(report::alce_item_json(r));
    } else {
      for (const auto& r : m.aliice->evaluate(chunk)) records.push_back(claims::aliice_item_json(r));
    }
    return records;
  }
  std::vector<const io::LongciteInputItem*> todo;
  std::vector<nlohmann::json> records(items.size());
  std::vector<std::size_t> todo_at;
  std::size_t excluded = 0;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const auto* in = std::get_if<io::LongciteInputItem>(&items[i].impl().item);
    if (!in) {
      return make_error(ErrorCode::kInvalidArgument,
                        fmt::format("a {} item given to a longbench-cite evaluator", benchmark_name(items[i].benchmark())));
    }
    if (m.r.reference_aggregation && !metrics::is_longcite_reference_dataset(in->item.dataset)) {
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
  if (m.r.longcite.uncited == metrics::LongciteUncited::kAlwaysNeedsCitation && !m.r.rule) {
    const std::string where = first_uncited(todo, m.r.input, m.r.longcite.max_statements);
    if (!where.empty()) {
      const std::string judge = m.r.judge == kCustom ? m.identities[0]
                                : m.r.judge.empty() ? judge::default_judge_spec() : m.r.judge;
      return need_citation_refusal(where, judge);
    }
  }
  if (auto st = check_correctness_items(m, todo, false); !st) return st.error();
  auto& t = m.acc.longcite;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const auto& in = std::get<io::LongciteInputItem>(items[i].impl().item);
    if (!m.seen_idx.insert(in.idx.dump()).second) ++t.duplicates;
  }
  t.items_read += items.size();
  t.excluded += excluded;
  Status unused = Ok{};
  auto judged = m.judge_longcite(todo, nullptr, unused);
  for (std::size_t k = 0; k < judged.size(); ++k) records[todo_at[k]] = std::move(judged[k]);
  return records;
}

EvalState Evaluator::state() const {
  const Impl& m = *impl_;
  EvalState st;
  EvalState::Impl& s = st.impl();
  s = m.acc;
  s.benchmark = m.r.benchmark;
  s.options = m.r.identity;
  s.max_judge_error_rate = m.r.max_judge_error_rate;
  s.extra = nlohmann::json::object();
  if (m.session) {
    s.judges = {m.session->identity()};
    s.approximation = m.session->is_approximation();
    s.stats = m.session->stats();
  }
  if (m.alce) s.alce = m.alce->totals();
  if (m.extras) s.extras = m.extras->totals();
  if (m.aliice) {
    s.aliice = m.aliice->totals();
    s.parser = m.parser->identity();
    s.extra["parse_threads"] = m.r.parse_threads;
  }
  if (m.longcite) {
    s.extra["citation_tokenizer"] = m.r.tokenizer;
    s.judges = {m.identities[0], m.identities[1], m.identities[2]};
    auto& t = s.longcite;
    for (const auto& [key, session] : m.sessions) t.sessions[key] = session->stats();
    for (int k = 0; k < 3; ++k) {
      t.role_sessions[k] = m.role_key[k];
      Session* session = const_cast<Impl&>(m).role(k);
      t.approximation[k] = session && session->is_approximation();
      if (session) {
        if (const auto* j = dynamic_cast<const llm::LlmJudge*>(&session->impl().session->inner())) {
          t.llm_judges[k] = j->stats();
        }
      }
    }
  }
  // The evaluator's own account: the requests of its judges and rater, no other's.
  if (!m.llm->clients().empty()) {
    const llm::ClientStats used = m.llm->usage();
    const auto& r = m.r;
    const bool llm_judge = api::is_llm_spec(r.judge) || api::is_llm_spec(r.specs[0]) || api::is_llm_spec(r.specs[1]) ||
                           api::is_llm_spec(r.specs[2]);
    if (llm_judge || used.requests > 0) {
      s.llm_usage.present = true;
      const auto settings = m.llm->settings();
      s.llm_usage.priced = settings.price_prompt_per_mtok > 0 || settings.price_completion_per_mtok > 0;
      s.llm_usage.stats = used;
    }
  }
  return st;
}

// ------------------------------------------------------------------------------- evaluate_file

namespace {

void say(const FileRun& run, const std::string& line) {
  if (run.warn) run.warn(line);
}

Result<EvalState> evaluate_alce_file(const EvalOptions& options, const FileRun& run) {
  auto r = api::resolve(options);
  if (!r) {
    // A file that cannot be opened is the first thing to say: "missing.json" names no dataset
    // either, and "pass --dataset" would send the user the wrong way.
    if (options.benchmark == Benchmark::kAlce && options.dataset.empty()) {
      if (auto reader = io::AlceReader::open(run.input); !reader) return reader.error();
    }
    return r.error();
  }
  std::shared_ptr<const claims::TextParser> parser;
  if (r->benchmark == Benchmark::kAliice) {
    auto p = shared_parser(r->parser_path);
    if (!p) return p.error();
    parser = std::move(*p);
  }
  auto reader = io::AlceReader::open(run.input);
  if (!reader) return reader.error();
  auto impl = build(options, std::move(*r), nullptr, nullptr, std::move(parser), run.runtime);
  if (!impl) return impl.error();
  Evaluator evaluator(std::move(*impl));

  std::unique_ptr<std::ofstream> detail;
  if (!run.detail.empty()) {
    detail = std::make_unique<std::ofstream>(run.detail, std::ios::binary | std::ios::trunc);
    if (!*detail) return make_error(ErrorCode::kIo, "cannot open for writing", run.detail);
  }
  const std::size_t chunk_size = std::max<std::size_t>(run.chunk, 1);
  std::vector<Item> chunk;
  chunk.reserve(chunk_size);
  std::size_t done = 0;
  Status evaluated = Ok{};
  auto flush = [&] {
    if (chunk.empty() || !evaluated) return;
    auto records = evaluator.evaluate(chunk);
    if (!records) {
      evaluated = records.error();
      return;
    }
    if (detail) {
      for (const auto& j : *records) *detail << j.dump() << '\n';
      detail->flush();
    }
    done += chunk.size();
    chunk.clear();
    if (run.progress) run.progress(done, 0);
  };
  io::AlceItem item;
  while (evaluated && reader->next(item)) {
    chunk.push_back(make_item(options.benchmark, std::move(item)));
    item = io::AlceItem{};
    if (chunk.size() >= chunk_size) flush();
  }
  flush();
  if (run.progress_done) run.progress_done();
  if (!evaluated) return evaluated.error();
  if (reader->fatal_error()) return *reader->fatal_error();
  if (auto st = evaluator.impl().extras->finish(); !st) return st.error();
  if (detail && !*detail) return make_error(ErrorCode::kIo, "write failed", run.detail);
  if (reader->items_read() == 0) {
    if (reader->skipped().empty()) {
      return make_error(ErrorCode::kInvalidArgument, "no item to evaluate (the file holds no item)", reader->path());
    }
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("no item to evaluate: all {} items are malformed (is this an ALCE result "
                                  "file? each item needs a string 'output'); first: {}",
                                  reader->skipped().size(), reader->skipped().front().error.to_string()),
                      reader->path());
  }
  std::vector<SkippedItem> skipped;
  for (const auto& s : reader->skipped()) skipped.push_back({s.index, s.error});
  evaluator.add_skipped(skipped);
  return evaluator.state();
}

Result<EvalState> evaluate_longcite_file(const EvalOptions& options, const FileRun& run) {
  auto r = api::resolve(options);
  if (!r) return r.error();
  if (run.llm) {
    const std::shared_ptr<Runtime> runtime = run.runtime ? run.runtime : Runtime::shared();
    if (auto st = runtime->configure_llm(*run.llm); !st) return st.error();
  }
  auto input = io::read_longcite_input(run.input);
  if (!input) return input.error();
  for (const auto& d : input->duplicates) say(run, duplicate_text(input->path, d));
  if (!options.input_fingerprint) {
    r->input_fingerprint = input->fingerprint;
    r->identity["input_fingerprint"] = input->fingerprint;
  }
  if (r->specs[1].empty()) {
    std::vector<const io::LongciteInputItem*> all;
    for (const auto& it : input->items) all.push_back(&it);
    const std::string where = first_uncited(all, input->path, r->longcite.max_statements);
    if (!where.empty()) return need_citation_refusal(where, r->judge.empty() ? judge::default_judge_spec() : r->judge);
  }
  const std::string tokenizer_identity = r->identity["citation_tokenizer"].get<std::string>();
  const bool reference = r->reference_aggregation;
  auto impl = build(options, std::move(*r), nullptr, nullptr, nullptr, run.runtime);
  if (!impl) return impl.error();
  Evaluator evaluator(std::move(*impl));
  Evaluator::Impl& m = evaluator.impl();
  m.acc.benchmark = Benchmark::kLongBenchCite;
  auto& t = m.acc.longcite;

  // Finished items of an earlier run, and the detail file.
  io::LongciteDetailHeader header;
  header.input = run.input;
  header.input_fingerprint = input->fingerprint;
  header.support_judge = m.identities[0];
  header.need_citation_judge = m.identities[1];
  header.relevance_judge = m.identities[2];
  header.max_statements = m.r.longcite.max_statements;
  header.citation_tokenizer = tokenizer_identity;
  header.score_scale = api::longcite_score_scale(reference);
  if (m.rater) {
    header.correctness_rater = m.rater->identity();
    if (m.lqa) {
      header.lqa_input = m.lqa->path;
      header.lqa_fingerprint = m.lqa->fingerprint;
    }
    std::vector<const io::LongciteInputItem*> all;
    for (const auto& it : input->items) all.push_back(&it);
    if (auto st = check_correctness_items(m, all, true); !st) return st.error();
  }
  std::optional<io::LongciteDetailWriter> detail;
  std::set<std::size_t> done;
  if (!run.detail.empty()) {
    io::LongciteDetailState state;
    if (!run.restart) {
      auto st = io::read_longcite_detail(run.detail, header, *input);
      if (!st) {
        return make_error(st.error().code,
                          st.error().to_string() +
                              ". It cannot be resumed: rerun with --restart to start over (the file is rewritten), or "
                              "give another --detail file");
      }
      state = std::move(*st);
    }
    if (state.dropped_bytes > 0) {
      say(run, fmt::format("{}:{}: dropping a cut last line ({} bytes) left by an interrupted run", run.detail,
                           state.dropped_line, state.dropped_bytes));
    }
    // A file of fractions resuming a run of percentages (a version-1 detail): the product a fresh
    // run computes from the same fractions. (The other way round is refused by the header check.)
    const double convert = header.score_scale / state.score_scale;
    for (auto& item : state.items) {
      done.insert(item.position);
      if (convert != 1) {
        item.scores.recall = convert * item.scores.recall;
        item.scores.precision = convert * item.scores.precision;
        item.scores.f1 = convert * item.scores.f1;
      }
      t.scores.emplace_back(item.position, std::move(item.scores));
    }
    auto w = io::LongciteDetailWriter::open(run.detail, header, &state);
    if (!w) return w.error();
    detail.emplace(std::move(*w));
  }
  const std::size_t resumed = t.scores.size();

  std::vector<const io::LongciteInputItem*> todo;
  std::size_t excluded = 0;
  const io::LongciteInputItem* first_excluded = nullptr;
  for (const auto& it : input->items) {
    if (reference && !metrics::is_longcite_reference_dataset(it.item.dataset)) {
      if (excluded++ == 0) first_excluded = &it;  // eval_cite.py drops it on reading
      continue;
    }
    if (!done.count(it.position)) todo.push_back(&it);
  }
  if (excluded > 0) {
    say(run, fmt::format("left out {} item(s) whose dataset is not one of LongBench-Cite's seven "
                         "(--reference-aggregation, as eval_cite.py); first: {}:{}: dataset \"{}\"",
                         excluded, input->path, first_excluded->line, first_excluded->item.dataset));
  }
  if (resumed > 0) say(run, fmt::format("resumed {} item(s) from {}; {} to judge", resumed, run.detail, todo.size()));
  const std::size_t chunk = std::max<std::size_t>(run.chunk, 1);
  for (std::size_t from = 0; from < todo.size(); from += chunk) {
    const std::size_t to = std::min(todo.size(), from + chunk);
    std::vector<const io::LongciteInputItem*> part(todo.begin() + static_cast<std::ptrdiff_t>(from),
                                                   todo.begin() + static_cast<std::ptrdiff_t>(to));
    Status written = Ok{};
    (void)m.judge_longcite(part, detail ? &*detail : nullptr, written);
    if (!written) return written.error();
    if (run.progress) run.progress(to, todo.size());
  }
  if (run.progress_done) run.progress_done();

  // Input order, so a resumed run sums exactly as an uninterrupted one.
  std::stable_sort(t.scores.begin(), t.scores.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  t.items_read = input->items_total;
  t.duplicates = input->duplicates.size();
  t.resumed = resumed;
  t.resumed_from = run.detail;
  t.excluded = excluded;
  for (const auto& s : input->skipped) m.acc.add_skipped(s.position, s.error);
  return evaluator.state();
}

}  // namespace

Result<EvalState> evaluate_file(const EvalOptions& options, const FileRun& run) {
  if (options.benchmark == Benchmark::kLongBenchCite) return evaluate_longcite_file(options, run);
  return evaluate_alce_file(options, run);
}

}  // namespace citeval

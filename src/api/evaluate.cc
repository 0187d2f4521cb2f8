// Readers, the Evaluator and the whole-file pipeline of `citeval eval` (evaluate.h): the one
// driver of every benchmark, through its interface (benchmarks/benchmark.h).
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "api/eval_impl.h"
#include "api/runtime_impl.h"
#include "api/session_impl.h"
#include "citeval/benchmark.h"
#include "judge/registry.h"
#include "llm/llm_registry.h"

namespace citeval {

Result<ItemFile> read_items(Benchmark benchmark, const std::string& path) {
  EvalOptions o;
  o.benchmark = benchmark;
  auto b = api::benchmark_registry(nullptr).find(o);
  if (!b) return b.error();
  return (*b)->read_items(path);
}

Result<Item> parse_item(Benchmark benchmark, std::string_view text, std::size_t index) {
  EvalOptions o;
  o.benchmark = benchmark;
  auto b = api::benchmark_registry(nullptr).find(o);
  if (!b) return b.error();
  return (*b)->parse_item(text, index);
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
  // The sessions the run opened (RunContext::open); they outlive the run.
  std::vector<std::unique_ptr<Session>> sessions;
  benchmarks::RunContext context;
  std::unique_ptr<benchmarks::Run> run;
  // Reader skips (the benchmark's totals live in the run).
  EvalState::Impl acc;
};

namespace {

// Opens the benchmark's run with the judges, LLM account and model module of `runtime`.
Result<std::unique_ptr<Evaluator::Impl>> build(const EvalOptions& options, api::Resolved r,
                                               std::shared_ptr<Judge> custom, std::shared_ptr<Judge> custom_need,
                                               std::shared_ptr<Runtime> runtime) {
  auto impl = std::make_unique<Evaluator::Impl>();
  impl->options = options;
  impl->runtime = runtime ? std::move(runtime) : Runtime::shared();
  impl->llm = impl->runtime->impl().new_account();
  impl->judges = impl->runtime->impl().make_registry(impl->llm);
  Evaluator::Impl* m = impl.get();
  benchmarks::RunContext& ctx = impl->context;
  ctx.session = options.session;
  ctx.custom = std::move(custom);
  ctx.custom_need = std::move(custom_need);
  ctx.llm = impl->llm;
  ctx.model = impl->runtime->impl().model_hooks();
  ctx.llm_cache_path = [m]() { return api::session_cache_path(m->context.session, "llm:"); };
  ctx.open = [m](const std::string& spec, const SessionConfig& config) -> Result<judge::JudgeSession*> {
    Result<std::unique_ptr<Session>> s = make_error(ErrorCode::kInvalidArgument, "no judge");
    if (spec == benchmarks::kCustomJudge && m->context.custom) {
      s = open_session(api::share_judge(m->context.custom), config, "");
    } else if (spec == benchmarks::kCustomNeedJudge && m->context.custom_need) {
      s = open_session(api::share_judge(m->context.custom_need), config, "");
    } else {
      const std::string k = spec.empty() ? default_judge_spec() : spec;
      auto j = m->judges->make(k);
      if (!j) return j.error();
      s = open_session(std::move(*j), config, k);
    }
    if (!s) return s.error();
    m->sessions.push_back(std::move(*s));
    return m->sessions.back()->impl().session.get();
  };
  auto run = r.benchmark->open(r.own, r.identity, ctx);
  if (!run) return run.error();
  impl->run = std::move(*run);
  impl->r = std::move(r);
  return impl;
}

Result<std::unique_ptr<Evaluator>> make_evaluator(const EvalOptions& options, std::shared_ptr<Judge> judge,
                                                  std::shared_ptr<Judge> need, std::shared_ptr<Runtime> runtime,
                                                  std::string_view benchmark = {}) {
  const benchmarks::Registry& registry = api::benchmark_registry(runtime.get());
  EvalOptions o = options;
  if (judge) {
    auto b = registry.find(o, benchmark);
    if (b && (*b)->names_custom_judge()) o.judge = benchmarks::kCustomJudge;
  }
  auto r = api::resolve(o, registry, benchmark);
  if (!r) return r.error();
  auto impl = build(options, std::move(*r), std::move(judge), std::move(need), std::move(runtime));
  if (!impl) return impl.error();
  return std::make_unique<Evaluator>(std::move(*impl));
}

}  // namespace

Evaluator::Evaluator(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Evaluator::~Evaluator() = default;

Result<std::unique_ptr<Evaluator>> Evaluator::create(const EvalOptions& options) {
  return make_evaluator(options, nullptr, nullptr, nullptr);
}

Result<std::unique_ptr<Evaluator>> Evaluator::create(const EvalOptions& options, std::shared_ptr<Runtime> runtime) {
  if (!runtime) return make_error(ErrorCode::kInvalidArgument, "Evaluator::create: no runtime");
  return make_evaluator(options, nullptr, nullptr, std::move(runtime));
}

Result<std::unique_ptr<Evaluator>> Evaluator::create(const EvalOptions& options, std::shared_ptr<Judge> judge,
                                                     std::shared_ptr<Judge> need_citation_judge,
                                                     std::shared_ptr<Runtime> runtime) {
  if (!judge) return make_error(ErrorCode::kInvalidArgument, "Evaluator::create: no judge");
  return make_evaluator(options, std::move(judge), std::move(need_citation_judge), std::move(runtime));
}

const EvalOptions& Evaluator::options() const { return impl_->options; }

Result<Item> Evaluator::parse_item(std::string_view json, std::size_t index) const {
  return impl_->r.benchmark->parse_item_with(json, index, *impl_->r.own);
}

Result<ItemFile> Evaluator::read_items(const std::string& path) const {
  return impl_->r.benchmark->read_items_with(path, *impl_->r.own);
}

std::vector<std::string> Evaluator::judge_identities() const { return impl_->run->judge_identities(); }

void Evaluator::add_skipped(std::span<const SkippedItem> skipped) {
  for (const auto& s : skipped) impl_->acc.add_skipped(s.index, s.error);
  impl_->run->add_skipped(skipped.size());
}

Result<std::vector<nlohmann::json>> Evaluator::evaluate(std::span<const Item> items) {
  return impl_->run->evaluate(items);
}

EvalState Evaluator::state() const {
  const Impl& m = *impl_;
  EvalState st;
  EvalState::Impl& s = st.impl();
  static_cast<benchmarks::State&>(s) = m.acc;
  s.benchmark = m.r.benchmark;
  s.options = m.r.identity;
  s.max_judge_error_rate = m.r.max_judge_error_rate;
  s.extra = nlohmann::json::object();
  m.run->fill(s);
  // The evaluator's own account: the requests of its judges and rater, no other's.
  if (!m.llm->clients().empty()) {
    const llm::ClientStats used = m.llm->usage();
    if (api::is_llm_spec(m.r.own->judge) || m.run->llm_judged() || used.requests > 0) {
      s.llm_usage.present = true;
      const auto settings = m.llm->settings();
      s.llm_usage.priced = settings.price_prompt_per_mtok > 0 || settings.price_completion_per_mtok > 0;
      s.llm_usage.stats = used;
    }
  }
  return st;
}

// ------------------------------------------------------------------------------- evaluate_file

Result<std::unique_ptr<Evaluator>> create_evaluator(std::string_view benchmark, const EvalOptions& options,
                                                    std::shared_ptr<Runtime> runtime) {
  if (!runtime) return make_error(ErrorCode::kInvalidArgument, "create_evaluator: no runtime");
  return make_evaluator(options, nullptr, nullptr, std::move(runtime), benchmark);
}

Result<std::unique_ptr<Evaluator>> create_evaluator(std::string_view benchmark, const EvalOptions& options,
                                                    std::shared_ptr<Judge> judge, std::shared_ptr<Judge> need,
                                                    std::shared_ptr<Runtime> runtime) {
  return make_evaluator(options, std::move(judge), std::move(need), std::move(runtime), benchmark);
}

Result<EvalState> evaluate_file(const EvalOptions& options, const FileRun& run) { return evaluate_file({}, options, run); }

Result<EvalState> evaluate_file(std::string_view benchmark, const EvalOptions& options, const FileRun& run) {
  const benchmarks::Registry& registry = api::benchmark_registry(run.runtime.get());
  auto found = registry.find(options, benchmark);
  if (!found) return found.error();
  const benchmarks::BenchmarkImpl& b = **found;
  auto r = api::resolve(options, registry, benchmark);
  if (!r) {
    if (auto st = b.check_unresolved(options, run.input); !st) return st.error();
    return r.error();
  }
  if (run.llm) {
    const std::shared_ptr<Runtime> runtime = run.runtime ? run.runtime : Runtime::shared();
    if (auto st = runtime->configure_llm(*run.llm); !st) return st.error();
  }
  const benchmarks::Warn warn = [&run](const std::string& line) {
    if (run.warn) run.warn(line);
  };
  auto opened = b.open_input_with(run.input, *r->own);
  if (!opened) return opened.error();
  benchmarks::ItemSource& input = **opened;
  if (auto st = b.check_input(*r->own, r->identity, input, warn); !st) return st.error();
  auto impl = build(options, std::move(*r), nullptr, nullptr, run.runtime);
  if (!impl) return impl.error();
  Evaluator evaluator(std::move(*impl));
  Evaluator::Impl& m = evaluator.impl();
  benchmarks::Run& bench_run = *m.run;
  if (auto st = bench_run.begin_file(input, warn); !st) return st.error();

  // The detail file, and what an earlier run finished (resumed: already in the totals).
  std::set<std::string> done;
  bench_run.detail_lines = run.on_detail_line;
  auto detail = bench_run.open_detail(run.detail, run.restart, m.r.identity, input, warn, done);
  if (!detail) return detail.error();
  // FileRun::on_detail_line takes each record written (or, without a file, each the file would hold).
  const bool tee = run.on_detail_line && (!*detail || (*detail)->lines_are_records());
  auto todo = [&](const Item& item) { return bench_run.wanted(item) && !done.count(bench_run.resume_key(item)); };
  std::size_t total = 0;  // items to evaluate, when the input is read at once or the run knows (else 0: unknown)
  for (const auto& item : input.all()) total += todo(item) ? 1 : 0;
  if (input.all().empty()) total = bench_run.items_to_evaluate();

  const std::size_t chunk_size = std::max<std::size_t>(run.chunk, 1);
  std::vector<Item> chunk;
  chunk.reserve(std::min<std::size_t>(chunk_size, 1 << 16));
  std::size_t evaluated = 0;
  Status status = Ok{};
  auto flush = [&] {
    if (chunk.empty() || !status) return;
    auto records = bench_run.evaluate(chunk);
    if (!records) {
      status = records.error();
      return;
    }
    for (const auto& j : *records) {
      if (*detail) {
        if (Status st = (*detail)->write(j); !st) {
          status = st;
          return;
        }
      }
      if (tee) {
        if (Status st = run.on_detail_line(benchmarks::detail_line(j)); !st) {
          status = st;
          return;
        }
      }
    }
    evaluated += chunk.size();
    chunk.clear();
    if (run.progress) run.progress(evaluated, total);
  };
  Item item;
  while (status && input.next(item)) {
    if (!todo(item)) continue;
    chunk.push_back(std::move(item));
    item = Item();
    if (chunk.size() >= chunk_size) flush();
  }
  flush();
  if (run.progress_done) run.progress_done();
  if (!status) return status.error();
  // The input's errors name it as given (options.input, as the summary's "citeval.input"), not
  // the temporary file the CLI reads standard input through (run.input); standard input ("-") is
  // named "<stdin>", as every other error about it is (docs/command-line.md).
  auto named = [&](Error e) {
    if (!options.input.empty() && e.file == run.input) e.file = options.input == "-" ? "<stdin>" : options.input;
    return e;
  };
  if (auto fatal = input.fatal_error()) return named(*fatal);
  if (auto st = bench_run.end_file(input); !st) return st.error();
  if (*detail) {
    if (auto st = (*detail)->close(); !st) return st.error();
  }
  for (const auto& s : input.skipped()) m.acc.add_skipped(s.index, named(s.error));
  return evaluator.state();
}

}  // namespace citeval

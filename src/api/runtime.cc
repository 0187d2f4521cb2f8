// citeval/runtime.h: the judge registry, the LLM settings and accounts, the model-module loader.
#include "citeval/runtime.h"

#include <dlfcn.h>
#include <fmt/format.h>

#include <cctype>
#include <chrono>
#include <cstdlib>

#include "api/runtime_impl.h"
#include "citeval/benchmark.h"
#include "common/read_file.h"
#include "model/torch_env.h"

namespace citeval {
namespace {

// The torch settings of `o` over the environment's; the message of a bad value, or "".
std::string torch_options(const RuntimeOptions& o, model::TorchOptions& torch) {
  std::string error = model::read_torch_env(torch);
  if (o.torch_threads) {
    if (*o.torch_threads < 1) return "torch_threads must be a positive integer, not " + std::to_string(*o.torch_threads);
    torch.threads = *o.torch_threads;
  }
  if (o.torch_cuda) torch.allow_cuda = *o.torch_cuda;
  return error;
}

std::shared_ptr<Runtime> make_runtime(const RuntimeOptions& o, std::string* error) {
  api::ModelModuleLoader::Options module;
  module.path = o.model_module;
  module.torch_error = torch_options(o, module.torch);
  if (error) *error = module.torch_error;
  auto impl = std::make_unique<Runtime::Impl>(std::move(module));
  impl->judges = impl->make_registry(impl->llm);
  impl->benchmark_registry = benchmarks::Registry::with_builtins();
  return std::make_shared<Runtime>(std::move(impl));
}

}  // namespace

std::unique_ptr<judge::Registry> Runtime::Impl::make_registry(const std::shared_ptr<llm::LlmPool>& account) const {
  auto r = std::make_unique<judge::Registry>();
  r->add_builtin_kinds();
  llm::add_llm_kinds(*r, account);
  api::add_model_kinds(*r, loader);
  std::lock_guard lock(mu);
  for (const auto& [kind, factory, usage] : added) r->add(kind, factory, usage);
  return r;
}

benchmarks::ModelHooks Runtime::Impl::model_hooks() const {
  benchmarks::ModelHooks h;
  h.featurizer = [loader = loader](const std::string& spec, mauve::FeaturizerInfo& info) {
    return api::make_mauve_featurizer(spec, info, loader);
  };
  h.qa = [loader = loader](std::span<const metrics::AlceQaItem> items, const std::string& dir, std::size_t batch) {
    return api::compute_alce_qa_with_model(items, dir, batch, loader);
  };
  return h;
}

Runtime::Runtime(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Runtime::~Runtime() = default;

Result<std::shared_ptr<Runtime>> Runtime::create(const RuntimeOptions& options) {
  std::string error;
  auto rt = make_runtime(options, &error);
  if (!error.empty()) return make_error(ErrorCode::kInvalidArgument, error);
  return rt;
}

std::shared_ptr<Runtime> Runtime::shared() {
  static auto* rt = new std::shared_ptr<Runtime>(make_runtime({}, nullptr));  // never destroyed
  return *rt;
}

Result<std::unique_ptr<Judge>> Runtime::make_judge(std::string_view spec) const { return impl_->judges->make(spec); }

std::vector<std::string> Runtime::judge_kinds() const { return impl_->judges->known(); }

void Runtime::add_judge_kind(std::string kind, JudgeFactory factory, std::string usage) {
  {
    std::lock_guard lock(impl_->mu);
    impl_->added.emplace_back(kind, factory, usage);
  }
  impl_->judges->add(std::move(kind), std::move(factory), std::move(usage));
}

void add_benchmark(Runtime& runtime, std::shared_ptr<const benchmarks::BenchmarkImpl> benchmark) {
  runtime.impl().benchmark_registry->add(std::move(benchmark));
}

Result<std::vector<std::string>> load_benchmark_module(Runtime& runtime, const std::string& path) {
  // RTLD_LOCAL: the module's copy of the static citeval libraries never meets this one's.
  void* h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (h == nullptr) {
    const char* e = dlerror();
    std::string why = e != nullptr ? e : "?";
    if (why.starts_with(path + ": ")) why.erase(0, path.size() + 2);  // the error names the file already
    return make_error(ErrorCode::kIo, "cannot load the benchmark module: " + why, path);
  }
  auto fn = reinterpret_cast<benchmarks::BenchmarkModuleFn>(dlsym(h, benchmarks::kBenchmarkModuleSymbol));
  if (fn == nullptr) {
    return make_error(ErrorCode::kUnsupported,
                      fmt::format("not a benchmark module: no function {}", benchmarks::kBenchmarkModuleSymbol), path);
  }
  std::vector<std::shared_ptr<const benchmarks::BenchmarkImpl>> found;
  fn(found);
  std::vector<std::string> names;
  for (auto& b : found) {
    if (!b) continue;
    names.push_back(b->name());
    add_benchmark(runtime, std::move(b));
  }
  if (names.empty()) return make_error(ErrorCode::kUnsupported, "the benchmark module has no benchmark", path);
  return names;
}

std::vector<std::string> benchmark_names(const Runtime& runtime) { return runtime.impl().benchmark_registry->names(); }

Status Runtime::configure_llm(const LlmConfig& o) {
  llm::LlmSettings s;
  s.base_url = o.base_url;
  s.api_key = o.api_key;
  if (!o.api_key_file.empty()) {
    auto k = read_whole_file(o.api_key_file, "cannot open", "cannot read");
    if (!k) return k.error();
    std::string key = *k;
    while (!key.empty() && std::isspace(static_cast<unsigned char>(key.back()))) key.pop_back();
    s.api_key = key;
  }
  if (!o.api_key_env.empty()) {
    const char* v = std::getenv(o.api_key_env.c_str());
    if (!v || !*v) {
      return make_error(ErrorCode::kInvalidArgument,
                        "environment variable " + o.api_key_env + " (`llm_api_key_env`) is not set");
    }
    s.api_key = v;
  }
  s.concurrency = o.concurrency;
  s.timeout = std::chrono::milliseconds(static_cast<long long>(o.timeout_s * 1000));
  s.max_attempts = o.max_attempts;
  s.price_prompt_per_mtok = o.price_in;
  s.price_completion_per_mtok = o.price_out;
  s.journal_path = o.journal;
  s.prompt_dir = o.prompt_dir;
  s.temperature = o.temperature;
  s.max_tokens = o.max_tokens;
  s.tries = o.tries;
  impl_->llm->set_settings(std::move(s));
  return Ok{};
}

}  // namespace citeval

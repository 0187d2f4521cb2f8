#include "judge/registry.h"

#include <fmt/format.h>

#include <algorithm>

#include "judge/align_judge.h"
#include "judge/calibrated_judge.h"
#include "judge/lexical_judge.h"
#include "judge/table_judge.h"

namespace citeval::judge {
namespace {

// The factory of a model-free kind that takes no argument ("lexical", "align").
template <typename J>
JudgeFactory argumentless(const char* kind) {
  return [kind](std::string_view arg) -> Result<std::unique_ptr<Judge>> {
    if (!arg.empty()) return make_error(ErrorCode::kInvalidArgument, fmt::format("judge '{}' takes no argument", kind));
    return std::unique_ptr<Judge>(new J());
  };
}

}  // namespace

void Registry::add_builtin_kinds() {
  add(
      "table",
      [](std::string_view arg) -> Result<std::unique_ptr<Judge>> {
        if (arg.empty()) return make_error(ErrorCode::kInvalidArgument, "judge 'table:FILE' needs a file name");
        return wrap(TableJudge::load(std::string(arg)));
      },
      "table:FILE");
  add("lexical", argumentless<LexicalJudge>("lexical"), "lexical");
  add("align", argumentless<AlignJudge>("align"), "align");
  add(
      "calibrated", [this](std::string_view arg) { return load_calibrated_judge(arg, *this); }, "calibrated:FILE");
}

void Registry::add(std::string kind, JudgeFactory factory, std::string usage) {
  std::lock_guard lock(mu_);
  if (usage.empty()) usage = kind;
  kinds_[std::move(kind)] = Kind{std::move(factory), std::move(usage)};
}

void Registry::add_lazy(std::string kind, JudgeKindLoader load, std::string usage) {
  std::lock_guard lock(mu_);
  if (usage.empty()) usage = kind;
  kinds_[std::move(kind)] = Kind{JudgeFactory{}, std::move(usage), std::move(load)};
}

std::string Registry::usages_locked() const {
  std::vector<std::string> u;
  for (const auto& [kind, k] : kinds_) u.push_back(k.usage);
  std::sort(u.begin(), u.end());
  std::string out;
  for (const auto& s : u) out += (out.empty() ? "" : ", ") + s;
  return out;
}

std::vector<std::string> Registry::known() const {
  std::lock_guard lock(mu_);
  std::vector<std::string> u;
  for (const auto& [kind, k] : kinds_) u.push_back(k.usage);
  std::sort(u.begin(), u.end());
  return u;
}

Result<std::unique_ptr<Judge>> Registry::make(std::string_view spec) const {
  const std::size_t colon = spec.find(':');
  std::string_view kind = spec.substr(0, colon);
  std::string_view arg = colon == std::string_view::npos ? std::string_view{} : spec.substr(colon + 1);
  JudgeFactory factory;
  // Twice at most: a lazy kind's loader runs once, then its added factory is looked up.
  for (int attempt = 0; !factory; ++attempt) {
    JudgeKindLoader loader;
    {
      std::lock_guard lock(mu_);
      auto it = kinds_.find(kind);
      if (it == kinds_.end()) {
        return make_error(ErrorCode::kInvalidArgument,
                          spec.empty() ? fmt::format("empty judge spec; known judges: {}", usages_locked())
                                       : fmt::format("unknown judge '{}'; known judges: {}", spec, usages_locked()));
      }
      factory = it->second.factory;  // called outside the lock: factories may load large files
      loader = it->second.loader;
    }
    if (factory) break;
    if (attempt > 0) {
      return make_error(ErrorCode::kInternal,
                        fmt::format("judge '{}': loading kind '{}' did not register it", spec, kind));
    }
    Status loaded = Status(Ok{});
    try {
      loaded = loader();  // outside the lock: it adds the real factory
    } catch (const std::exception& e) {
      loaded = make_error(ErrorCode::kInternal, e.what());
    }
    if (!loaded) {
      Error e = loaded.error();
      e.message = fmt::format("judge '{}': {}", spec, e.message);
      return e;
    }
  }
  try {
    return factory(arg);
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kInternal, fmt::format("judge '{}': {}", spec, e.what()));
  }
}

std::string default_judge_spec() { return "lexical"; }

Registry& process_registry() {
  static Registry* r = [] {
    auto* reg = new Registry;  // never destroyed: judges may be made during static destruction
    reg->add_builtin_kinds();
    return reg;
  }();
  return *r;
}

void register_judge_kind(std::string kind, JudgeFactory factory, std::string usage) {
  process_registry().add(std::move(kind), std::move(factory), std::move(usage));
}

void register_lazy_judge_kind(std::string kind, JudgeKindLoader load, std::string usage) {
  process_registry().add_lazy(std::move(kind), std::move(load), std::move(usage));
}

Result<std::unique_ptr<Judge>> make_judge(std::string_view spec) { return process_registry().make(spec); }

std::vector<std::string> known_judge_specs() { return process_registry().known(); }

}  // namespace citeval::judge

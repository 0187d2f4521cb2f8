#include "judge/registry.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <mutex>

#include "judge/align_judge.h"
#include "judge/calibrated_judge.h"
#include "judge/lexical_judge.h"
#include "judge/table_judge.h"

namespace citeval::judge {
namespace {

struct Kind {
  JudgeFactory factory;    // empty for a lazy kind not loaded yet
  std::string usage;
  JudgeKindLoader loader = {};  // only for lazy kinds (register_lazy_judge_kind)
};

struct Registry {
  std::mutex mu;
  std::map<std::string, Kind, std::less<>> kinds;
};

Registry& registry() {
  // Built-in kinds are added here rather than by static registrars, so they exist whatever the
  // link order.
  static Registry* r = [] {
    auto* reg = new Registry;
    reg->kinds["table"] = Kind{[](std::string_view arg) -> Result<std::unique_ptr<Judge>> {
                                 if (arg.empty()) {
                                   return make_error(ErrorCode::kInvalidArgument,
                                                     "judge 'table:FILE' needs a file name");
                                 }
                                 return wrap(TableJudge::load(std::string(arg)));
                               },
                               "table:FILE"};
    reg->kinds["lexical"] = Kind{[](std::string_view arg) -> Result<std::unique_ptr<Judge>> {
                                   if (!arg.empty()) {
                                     return make_error(ErrorCode::kInvalidArgument,
                                                       "judge 'lexical' takes no argument");
                                   }
                                   return std::unique_ptr<Judge>(new LexicalJudge());
                                 },
                                 "lexical"};
    reg->kinds["align"] = Kind{[](std::string_view arg) -> Result<std::unique_ptr<Judge>> {
                                 if (!arg.empty()) {
                                   return make_error(ErrorCode::kInvalidArgument,
                                                     "judge 'align' takes no argument");
                                 }
                                 return std::unique_ptr<Judge>(new AlignJudge());
                               },
                               "align"};
    reg->kinds["calibrated"] = Kind{[](std::string_view arg) { return load_calibrated_judge(arg); },
                                    "calibrated:FILE"};
    return reg;
  }();
  return *r;
}

std::string usages_locked(const Registry& r) {
  std::vector<std::string> u;
  for (const auto& [kind, k] : r.kinds) u.push_back(k.usage);
  std::sort(u.begin(), u.end());
  std::string out;
  for (const auto& s : u) out += (out.empty() ? "" : ", ") + s;
  return out;
}

}  // namespace

void register_judge_kind(std::string kind, JudgeFactory factory, std::string usage) {
  Registry& r = registry();
  std::lock_guard lock(r.mu);
  if (usage.empty()) usage = kind;
  r.kinds[std::move(kind)] = Kind{std::move(factory), std::move(usage)};
}

void register_lazy_judge_kind(std::string kind, JudgeKindLoader load, std::string usage) {
  Registry& r = registry();
  std::lock_guard lock(r.mu);
  if (usage.empty()) usage = kind;
  r.kinds[std::move(kind)] = Kind{JudgeFactory{}, std::move(usage), std::move(load)};
}

std::string default_judge_spec() { return "lexical"; }

std::vector<std::string> known_judge_specs() {
  Registry& r = registry();
  std::lock_guard lock(r.mu);
  std::vector<std::string> u;
  for (const auto& [kind, k] : r.kinds) u.push_back(k.usage);
  std::sort(u.begin(), u.end());
  return u;
}

Result<std::unique_ptr<Judge>> make_judge(std::string_view spec) {
  const std::size_t colon = spec.find(':');
  std::string_view kind = spec.substr(0, colon);
  std::string_view arg = colon == std::string_view::npos ? std::string_view{} : spec.substr(colon + 1);
  JudgeFactory factory;
  // Twice at most: a lazy kind's loader runs once, then its registered factory is looked up.
  for (int attempt = 0; !factory; ++attempt) {
    JudgeKindLoader loader;
    {
      Registry& r = registry();
      std::lock_guard lock(r.mu);
      auto it = r.kinds.find(kind);
      if (it == r.kinds.end()) {
        return make_error(ErrorCode::kInvalidArgument,
                          spec.empty() ? fmt::format("empty judge spec; known judges: {}",
                                                     usages_locked(r))
                                       : fmt::format("unknown judge '{}'; known judges: {}", spec,
                                                     usages_locked(r)));
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
      loaded = loader();  // outside the lock: it registers the real factory
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

}  // namespace citeval::judge

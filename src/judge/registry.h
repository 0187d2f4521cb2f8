// Making judges from specification strings ("table:FILE", "lexical", "llm:MODEL", "embed",
// "nli:DIR", ...): a Registry maps each kind to the factory that makes it.
//
// A spec is KIND or KIND:ARGUMENT (split at the first ':'). The judge component knows "table",
// "lexical" and "calibrated"; other components add their kinds to a registry they are given, so
// this component depends on none of them. A registry is an object its owner fills explicitly —
// citeval::Runtime (citeval/runtime.h) makes one with every kind of the library; nothing is
// registered by static initialisers:
//
//   citeval::judge::Registry reg;                 // no kinds
//   reg.add_builtin_kinds();                      // table:FILE, lexical, calibrated:FILE
//   reg.add("nli", [](std::string_view dir) { return citeval::judge::wrap(NliJudge::load(...)); },
//           "nli:DIR");
//   auto judge = reg.make(spec);                  // Result<std::unique_ptr<Judge>>
//   if (!judge) { std::cerr << judge.error().to_string() << "\n"; return 2; }
//
// The free functions at the end work on process_registry(), a registry with the built-in kinds
// made on first use: a convenience for this component's tests and the tools that add their own
// kinds; the library's front ends use a Runtime's registry.
//
// Thread safety: a registry's methods may be called from any thread (one mutex a registry).
// A registry is neither copied nor moved: "calibrated" makes its inner judge with the registry
// it belongs to.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"
#include "citeval/result.h"

namespace citeval::judge {

// Builds a judge from the part of the spec after "KIND:" (empty for a bare "KIND").
using JudgeFactory = std::function<Result<std::unique_ptr<Judge>>(std::string_view argument)>;

// Loads the code of a kind that lives outside the program (the libtorch judges "embed" and
// "nli" are in a module dlopen()ed on first use, see api/model_module.h). It must add the kind's
// real factory to the registry (Registry::add), or return why it cannot.
using JudgeKindLoader = std::function<Status()>;

class Registry {
 public:
  Registry() = default;  // no kinds
  Registry(const Registry&) = delete;
  Registry& operator=(const Registry&) = delete;

  // "table:FILE", "lexical" and "calibrated:FILE" (whose inner judge this registry makes).
  void add_builtin_kinds();

  // Adds (or replaces) a judge kind. `usage` is how the spec is shown in messages, e.g.
  // "llm:MODEL"; empty = the kind itself.
  void add(std::string kind, JudgeFactory factory, std::string usage = {});

  // Adds a kind whose factory is not loaded yet: the first make of this kind calls `load`
  // (outside the registry's lock) and then the factory it added. A failed load is returned as
  // the error of make (with the spec in front) and tried again next time. Listed by known()
  // like any kind, so messages do not depend on what is loaded.
  void add_lazy(std::string kind, JudgeKindLoader load, std::string usage = {});

  // Makes the judge a spec names. Unknown kinds and bad arguments are kInvalidArgument errors
  // listing the known kinds; errors of the factory (an unreadable table, ...) are passed on.
  Result<std::unique_ptr<Judge>> make(std::string_view spec) const;

  // The usages of all known kinds, sorted: {"lexical", "table:FILE", ...}.
  std::vector<std::string> known() const;

 private:
  struct Kind {
    JudgeFactory factory;         // empty for a lazy kind not loaded yet
    std::string usage;
    JudgeKindLoader loader = {};  // only for lazy kinds
  };
  std::string usages_locked() const;

  mutable std::mutex mu_;
  std::map<std::string, Kind, std::less<>> kinds_;
};

// The judge used when none is configured: "lexical" (an approximation, labelled as such).
std::string default_judge_spec();

// Converts a Result of a concrete judge into a Result of the interface (for factories).
template <class J>
Result<std::unique_ptr<Judge>> wrap(Result<std::unique_ptr<J>> r) {
  if (!r) return r.error();
  return std::unique_ptr<Judge>(std::move(r.value()));
}

// A registry with the built-in kinds, made on first use, for component tests and tools (see the
// top of this file); the functions below are its add, add_lazy, make and known.
Registry& process_registry();
void register_judge_kind(std::string kind, JudgeFactory factory, std::string usage = {});
void register_lazy_judge_kind(std::string kind, JudgeKindLoader load, std::string usage = {});
Result<std::unique_ptr<Judge>> make_judge(std::string_view spec);
std::vector<std::string> known_judge_specs();

}  // namespace citeval::judge

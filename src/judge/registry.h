// Making judges from specification strings ("table:FILE", "lexical", later "llm:MODEL",
// "embed", "nli:DIR").
//
// A spec is KIND or KIND:ARGUMENT (split at the first ':'). The judge component knows "table"
// and "lexical"; other components add their kinds at start-up with register_judge_kind, so this
// component depends on none of them:
//
//   // in src/model/...: called once from main() or a command's setup (a static registrar in a
//   // static library would be dropped by the linker when nothing else references its file)
//   citeval::judge::register_judge_kind("nli", "nli:DIR", [](std::string_view dir) {
//     return citeval::judge::wrap(NliJudge::load(std::string(dir)));
//   });
//
//   auto judge = citeval::judge::make_judge(spec);          // Result<std::unique_ptr<Judge>>
//   if (!judge) { std::cerr << judge.error().to_string() << "\n"; return 2; }
//
// Thread safety: registration and make_judge may be called from any thread (one mutex).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/judge.h"
#include "citeval/result.h"

namespace citeval::judge {

// Builds a judge from the part of the spec after "KIND:" (empty for a bare "KIND").
using JudgeFactory = std::function<Result<std::unique_ptr<Judge>>(std::string_view argument)>;

// Registers (or replaces) a judge kind. `usage` is how the spec is shown in messages, e.g.
// "llm:MODEL"; empty = the kind itself.
void register_judge_kind(std::string kind, JudgeFactory factory, std::string usage = {});

// Loads the code of a kind that lives outside the executable (the libtorch judges "embed" and
// "nli" are in a module dlopen()ed on first use, see src/cli/model_module.h). It must register
// the kind's real factory with register_judge_kind, or return why it cannot.
using JudgeKindLoader = std::function<Status()>;

// Registers a kind whose factory is not loaded yet: the first make_judge of this kind calls
// `load` (outside the registry's lock) and then the factory it registered. A failed load is
// returned as the error of make_judge (with the spec in front) and tried again next time.
// Listed by known_judge_specs like any kind, so messages do not depend on what is loaded.
void register_lazy_judge_kind(std::string kind, JudgeKindLoader load, std::string usage = {});

// Makes the judge a spec names. Unknown kinds and bad arguments are kInvalidArgument errors
// listing the known kinds; errors of the factory (an unreadable table, ...) are passed on.
Result<std::unique_ptr<Judge>> make_judge(std::string_view spec);

// The judge used when none is configured: "lexical" (an approximation, labelled as such).
std::string default_judge_spec();

// The usages of all known kinds, sorted: {"lexical", "table:FILE", ...}.
std::vector<std::string> known_judge_specs();

// Converts a Result of a concrete judge into a Result of the interface (for factories).
template <class J>
Result<std::unique_ptr<Judge>> wrap(Result<std::unique_ptr<J>> r) {
  if (!r) return r.error();
  return std::unique_ptr<Judge>(std::move(r.value()));
}

}  // namespace citeval::judge

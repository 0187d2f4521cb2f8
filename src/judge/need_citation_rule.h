// The need-citation rule that asks no judge: every statement needs a citation (ALCE's rule).
// Check, LongBench-Cite and the service name it the same way, in options and in outputs.
//
//   if (spec == citeval::judge::kAlwaysNeedsCitation) ...   // no need-citation judge
#pragma once

namespace citeval::judge {

// The value of --need-citation-judge (and the service's need_citation) meaning "no judge".
inline constexpr const char* kAlwaysNeedsCitation = "always";
// What an output names as the need-citation "judge" under that rule.
inline constexpr const char* kAlwaysNeedsCitationIdentity = "rule:always-needs-citation";

}  // namespace citeval::judge

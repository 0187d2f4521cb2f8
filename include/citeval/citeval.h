// citeval/citeval.h — the whole public C++ API. Start with evaluate.h (benchmarks), then
// judges.h (judges, sessions, custom judges), runtime.h (what judges exist, LLM settings and
// usage accounts, the model module), text.h, claims.h and meta.h; the pipelines of the other
// commands are judge_lines.h, mauve.h, qa.h, embed.h and report.h.
//
// Link with the CMake target citeval::api (a static library; it does not link libtorch: the
// runtime loads libciteval_model.so when a libtorch model is first used).
#pragma once

#include "citeval/claims.h"
#include "citeval/embed.h"
#include "citeval/evaluate.h"
#include "citeval/judge.h"
#include "citeval/judge_lines.h"
#include "citeval/judges.h"
#include "citeval/mauve.h"
#include "citeval/meta.h"
#include "citeval/options.h"
#include "citeval/qa.h"
#include "citeval/report.h"
#include "citeval/result.h"
#include "citeval/runtime.h"
#include "citeval/text.h"

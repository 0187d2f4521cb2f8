// citeval/citeval.h — the whole public C++ API. Start with evaluate.h (benchmarks), then
// judges.h (judges, sessions, custom judges), text.h, claims.h and meta.h.
//
// Link with the CMake target citeval::api (a static library; it does not link libtorch).
#pragma once

#include "citeval/claims.h"
#include "citeval/evaluate.h"
#include "citeval/judge.h"
#include "citeval/judges.h"
#include "citeval/meta.h"
#include "citeval/result.h"
#include "citeval/text.h"

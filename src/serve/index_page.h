// The page of `GET /`: paste an answer and its sources, see its statements coloured by the
// judge's decisions (supported, not supported, uncited) as /v1/check returns them.
#pragma once

#include <string_view>

namespace citeval::serve {

std::string_view index_page();

}  // namespace citeval::serve

// The HTML report's page template, style sheet and script (src/report_html/html/), compiled into the
// binary by src/report_html/embed_html.cmake, so `citeval report` needs no data files at run time.
#pragma once

#include <string_view>

namespace citeval::report {

// report.html: holds the markers CITEVAL_TITLE, /*CITEVAL_CSS*/, /*CITEVAL_JS*/, CITEVAL_DATA and
// CITEVAL_PASSAGES (in that document order).
std::string_view html_template();
std::string_view html_css();
std::string_view html_js();

}  // namespace citeval::report

// punkt_english_data.h — NLTK's English Punkt tables (data/punkt/english), compiled into the
// library by src/text/punkt_embed.cmake so that PunktSplitter::english() needs no files.
// Internal to the Punkt splitter.
#pragma once

#include <string_view>

namespace citeval::text::punkt::english_data {

std::string_view abbrev_types();   // abbrev_types.txt
std::string_view collocations();   // collocations.tab
std::string_view sent_starters();  // sent_starters.txt
std::string_view ortho_context();  // ortho_context.tab

}  // namespace citeval::text::punkt::english_data
